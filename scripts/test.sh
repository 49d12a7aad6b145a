#!/usr/bin/env bash
# `npm test` after bootstrap: format, lint, typecheck, dead code, import cycles, unit + service
# integration tests (real FerretDB, NATS and Mailpit on free ports), a smoke-sized benchmark, then the
# browser journeys against the whole platform on free ports (so it runs beside `npm start`).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export NX_DAEMON=false NX_NO_CLOUD=true
step() { printf '\n== %s ==\n' "$*"; }
t0=$(date +%s)

step "format (prettier --check)"
npx prettier --check . --log-level warn

step "lint (eslint, Nx module boundaries)"
# The boundary rule reads Nx's cached project graph and silently skips without one: build it first.
npx nx show projects >/dev/null
npx eslint --max-warnings=0 .

step "typecheck (tsc strict)"
npx tsc -p tsconfig.json

step "dead code (knip: unused files, exports, dependencies; knip.jsonc)"
npx knip --no-progress

step "import cycles (dpdm, type-only imports included)"
git ls-files --cached --others --exclude-standard -- '*.ts' '*.tsx' '*.mts' '*.cts' |
  xargs npx dpdm --no-progress --no-tree --no-warning --circular --exit-code circular:1

step "unit and service tests (jest)"
bash scripts/run-jest.sh --ci

step "smoke benchmark (every figure of the report present; speed is measured by npm run bench, not asserted)"
smoke_dir=$(mktemp -d)
node --import tsx load-tests/bench.ts --smoke --out "$smoke_dir" --check
rm -rf "$smoke_dir"

step "browser journeys (Playwright + Debian Chromium)"
npx playwright test -c e2e/playwright.config.ts

echo
echo "npm test: all green in $(( $(date +%s) - t0 ))s"
