#!/usr/bin/env bash
# The one way jest is started (npm test, npm run test:unit, every Nx test target). Jest 30 loads a
# package that ships only ES modules (rspack 2, react-router 8) through require(esm) only when
# Node's VM modules are on; the flag's warning would be printed by every worker.
# On the pinned Node whoever starts it (`npx nx test mfe-feed` runs on the machine's node).
source "$(dirname "${BASH_SOURCE[0]}")/with-node.sh"
export NODE_OPTIONS="--experimental-vm-modules --disable-warning=ExperimentalWarning${NODE_OPTIONS:+ $NODE_OPTIONS}"
exec "$(dirname "${BASH_SOURCE[0]}")/../node_modules/.bin/jest" "$@"
