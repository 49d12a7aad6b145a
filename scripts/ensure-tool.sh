#!/usr/bin/env bash
# Makes pinned tools (deploy/local/tool-versions.json) in .tools/bin when missing or when their
# folder under deploy/local/tools changed: a Go tool is built from its module (go.mod + go.sum, or
# its build.sh); a pip tool is installed into its own virtualenv .tools/venv/<name> from its
# requirements.txt (every package pinned, wheels only) and linked into .tools/bin; an npm tool is
# installed with `npm ci` from its package.json + package-lock.json into .tools/npm/<name> (never
# into the root install `npm start` needs, no install scripts) and its bin linked into .tools/bin.
#   bash scripts/ensure-tool.sh k6 helm    # what a command needs, on first use
# bootstrap.sh sources this file and calls ensure_tool for the tools of the command it prepares.

_tool_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_tools="$_tool_root/.tools"

_tool_log() { printf '[tools] %s\n' "$*"; }
_tool_hash() { cat "$@" | sha256sum | cut -c1-16; }

ensure_tool() {
  local name=$1 dir="$_tool_root/deploy/local/tools/$1" stamp start
  if [[ ! -d "$dir" ]]; then
    _tool_log "no pinned tool $name (deploy/local/tools/$name)" >&2
    return 1
  fi
  mkdir -p "$_tools/bin" "$_tools/stamps"
  stamp=$(_tool_hash "$dir"/*)
  if [[ -f "$dir/requirements.txt" ]]; then stamp="$stamp-$(python3 --version 2>&1 | tr -d ' ')"; fi
  if [[ -f "$dir/package-lock.json" ]]; then stamp="$stamp-node$(node --version)"; fi
  if [[ -x "$_tools/bin/$name" && "$(cat "$_tools/stamps/$name" 2>/dev/null)" == "$stamp" ]]; then return 0; fi
  start=$(date +%s)
  if [[ -f "$dir/requirements.txt" ]]; then
    _tool_log "installing $name (pip, $dir/requirements.txt)"
    local venv="$_tools/venv/$name"
    if ! command -v python3 >/dev/null; then
      _tool_log "$name needs python3 with venv (Debian: sudo apt-get install python3-venv)" >&2
      return 1
    fi
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
      -r "$dir/requirements.txt"
    ln -sfn "$venv/bin/$name" "$_tools/bin/$name"
  elif [[ -f "$dir/package-lock.json" ]]; then
    _tool_log "installing $name (npm ci, $dir/package-lock.json)"
    local prefix="$_tools/npm/$name"
    rm -rf "$prefix"
    mkdir -p "$prefix"
    cp "$dir/package.json" "$dir/package-lock.json" "$prefix/"
    (cd "$prefix" && npm ci --ignore-scripts --omit=dev --no-audit --no-fund --loglevel=error)
    ln -sfn "$prefix/node_modules/.bin/$name" "$_tools/bin/$name"
  else
    local pkg
    pkg=$(sed -n 's/^import _ "\(.*\)"$/\1/p' "$dir/tools.go")
    _tool_log "building $name ($pkg)"
    if [[ -x "$dir/build.sh" ]]; then
      (cd "$dir" && ./build.sh "$_tools/bin/$name")
    else
      (cd "$dir" && GOFLAGS=-mod=readonly go build -trimpath -ldflags='-s -w' -o "$_tools/bin/$name" "$pkg")
    fi
  fi
  echo "$stamp" > "$_tools/stamps/$name"
  _tool_log "made $name in $(( $(date +%s) - start ))s"
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  set -euo pipefail
  if [[ $# -eq 0 ]]; then
    echo "usage: bash scripts/ensure-tool.sh NAME... (tools pinned in deploy/local/tool-versions.json)" >&2
    exit 2
  fi
  # The pinned Node first on PATH (as bootstrap.sh does): the check and an npm tool's install run on it.
  source "$_tool_root/scripts/with-node.sh"
  (cd "$_tool_root" && node scripts/check-tool-versions.mjs)
  for tool in "$@"; do ensure_tool "$tool"; done
fi
