#!/usr/bin/env bash
# Idempotent bootstrap: the pinned Node, npm packages, the pinned tools the command needs
# (tool-versions.json in deploy/local; with --test the test-only ones too), PostgreSQL 15
# (Debian's), proto codegen, and (with --test) Chromium. Fast when everything is already in place.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
TOOLS="$ROOT/.tools"
mkdir -p "$TOOLS/bin" "$TOOLS/stamps"
want_test=0
[[ "${1:-}" == "--test" ]] && want_test=1

log() { printf '[bootstrap] %s\n' "$*"; }
hash_of() { cat "$@" | sha256sum | cut -c1-16; }

# 0. The pinned Node (tool-versions.json's "node"), first on PATH for every step below: unpacked
#    from the npm registry into .tools/node when the machine's node is another version (see
#    scripts/with-node.sh, which the npm scripts run their commands through as well).
source scripts/with-node.sh

# 1. npm packages, re-installed only when the lockfile or the Node version changed (npm runs on the
#    pinned Node here, so install scripts and native binaries see the Node that will load them).
npm_stamp() { echo "$(hash_of package.json package-lock.json)-node$_node_version"; }
if [[ ! -d node_modules || "$(cat "$TOOLS/stamps/npm" 2>/dev/null)" != "$(npm_stamp)" ]]; then
  # npm install (not ci): this npm's lockfile leaves out other platforms' optional binaries,
  # which ci would reject; install still honours every locked version.
  log "npm install (locked versions)"
  npm install --no-audit --no-fund --loglevel=error
  npm_stamp > "$TOOLS/stamps/npm"
fi

# 2. Pinned tools (deploy/local/tool-versions.json), only those this command needs: `npm start`'s,
#    and with --test `npm test`'s as well (k6, helm, ct, kubernetes-validate, hadolint, schemathesis,
#    yamllint, yamale). The rest are made on first use by scripts/ensure-tool.sh (e.g. `npm run
#    bench` makes k6). One after another: the Go builds take both cores, and making them side by
#    side (with npm install too) measured no faster on a cold machine (132 s against 130 s).
needed_by=start
[[ $want_test == 1 ]] && needed_by=test
source scripts/ensure-tool.sh
# (checks the pins first; an assignment, so that a drift stops bootstrap under set -e)
tools=$(node scripts/check-tool-versions.mjs --needed-by "$needed_by")
for name in $tools; do ensure_tool "$name"; done

# 3. PostgreSQL, FerretDB's backend (Debian's package; the cluster itself is made at first start
#    under .data/postgres by scripts/lib/postgres.ts).
DEBIAN_PG_BIN=/usr/lib/postgresql/15/bin
PG_BIN="${PG_BIN:-$DEBIAN_PG_BIN}"
pg_ready() { [[ -x "$PG_BIN/postgres" && -x "$PG_BIN/initdb" && -x "$PG_BIN/pg_isready" && -x "$PG_BIN/psql" ]]; }
if ! pg_ready && [[ "$PG_BIN" == "$DEBIAN_PG_BIN" && $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
  log "installing postgresql-15 from Debian"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null
fi
if ! pg_ready; then
  log "PostgreSQL 15 (postgres, initdb, pg_isready, psql) is missing from $PG_BIN: install it" \
    "(Debian: sudo apt-get install postgresql-15) or set PG_BIN to its bin folder" >&2
  exit 1
fi

# 4. Chromium for browser tests (Debian's package; never a downloaded browser).
if [[ $want_test == 1 && ! -x /usr/bin/chromium ]]; then
  log "installing chromium from Debian"
  SUDO=""; [[ $(id -u) != 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# 5. Generated TypeScript for the protos (never hand-edited, never committed).
proto_hash=$(cat proto/buf.gen.yaml proto/codegen.sh $(find proto -name '*.proto' -not -path '*/node_modules/*' | sort) | sha256sum | cut -c1-16)
if [[ ! -f proto/gen/index.ts || "$(cat "$TOOLS/stamps/proto" 2>/dev/null)" != "$proto_hash" ]]; then
  log "proto codegen"
  bash proto/codegen.sh
  echo "$proto_hash" > "$TOOLS/stamps/proto"
fi
log "ready (node $_node_version)"
