#!/usr/bin/env bash
# build.sh OUTDIR: FerretDB embeds build/version/version.txt, which its module zip does not carry
# (as deploy/local/tools/ferretdb/build.sh): vendor the pinned modules into a scratch folder, add
# that file, and build from the vendor tree.
set -euo pipefail
out="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp go.mod go.sum tools.go "$work/"
cd "$work"
go mod vendor
version=$(sed -n 's#^require github.com/FerretDB/FerretDB \(v[0-9.]*\)$#\1#p' go.mod | head -1)
echo "$version" > vendor/github.com/FerretDB/FerretDB/build/version/version.txt
go build -mod=vendor -trimpath -ldflags='-s -w' -o "$out/ferretdb" github.com/FerretDB/FerretDB/cmd/ferretdb
