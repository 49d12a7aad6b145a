#!/usr/bin/env bash
# `npm test` after bootstrap: format, lint, typecheck, unit + service integration tests (real FerretDB,
# NATS and Mailpit on free ports), then the browser journey against the whole platform on :8080.
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

step "unit and service tests (jest)"
npx jest --ci

step "browser journeys (Playwright + Debian Chromium)"
npx playwright test -c e2e/playwright.config.ts

echo
echo "npm test: all green in $(( $(date +%s) - t0 ))s"
