#!/usr/bin/env bash
# check-versions.sh: every Go component's go.mod requires exactly the version versions.json pins
# (versions.json is the one place to change a version: edit it, then the go.mod's require line,
# then `go mod tidy` in that folder; this check fails until both agree).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bad=0
for name in $(jq -r 'to_entries[] | select(.value|type=="object" and has("module")) | .key' "$CLUSTER_VERSIONS"); do
  mod=$(v "$name.module"); want=$(v "$name.version")
  gomod="$CLUSTER_DIR/components/$name/go.mod"
  [[ -f "$gomod" ]] || continue
  got=$(awk -v m="$mod" '($1=="require" && $2==m){print $3} ($1==m && NF>=2){print $2}' "$gomod" | head -1)
  if [[ "$got" != "$want" ]]; then
    echo "[cluster] $name: versions.json pins $mod $want, $gomod requires ${got:-nothing}" >&2
    bad=1
  fi
done
# kube-router's and Traefik's manifests name their images by version.
for pair in "kube-router:manifests/kube-router.yaml" "traefik:manifests/traefik.yaml" \
  "local-path-provisioner:manifests/local-path.yaml" "metrics-server:manifests/metrics-server.yaml"; do
  name=${pair%%:*}; file="$CLUSTER_DIR/${pair#*:}"
  grep -q "sonic-nexus-cluster/$name:$(v "$name.version")" "$file" ||
    { echo "[cluster] $file does not name sonic-nexus-cluster/$name:$(v "$name.version")" >&2; bad=1; }
done
exit $bad
