#!/usr/bin/env bash
# Builds ct (helm/chart-testing) from the pinned module with its version stamped in, and puts the
# two files `ct lint` reads beside it, from the same module's etc/ in the Go module cache:
# .tools/share/ct/chart_schema.yaml (Chart.yaml's schema, for yamale) and lintconf.yaml (yamllint's
# rules). deploy/helm/ct.yaml points at them, so they always match the ct that is built.
set -euo pipefail
out="$1"
module=github.com/helm/chart-testing/v3
version=$(sed -n "s#^require $module \(v[0-9.]*\)\$#\1#p; s#^\t$module \(v[0-9.]*\)\$#\1#p" go.mod | head -1)
export GOFLAGS=-mod=readonly
go build -trimpath -ldflags="-s -w -X $module/ct/cmd.Version=$version" -o "$out" "$module/ct"
share="$(dirname "$out")/../share/ct"
mkdir -p "$share"
src="$(go list -m -f '{{.Dir}}' "$module")/etc"
install -m 0644 "$src/chart_schema.yaml" "$src/lintconf.yaml" "$share/"
