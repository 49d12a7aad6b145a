#!/usr/bin/env bash
# addons.sh: what the cluster runs beside kubeadm's, from deploy/cluster/manifests (every image
# is baked into the node image; none is pulled), each step waiting until it works:
#   kube-router (CNI + NetworkPolicy) -> nodes Ready; the CoreDNS stub Corefile; the Gateway API
#   standard CRDs; Traefik (Ingress + Gateway API); local-path (default StorageClass);
#   metrics-server (its APIService Available, or why not).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

k() { "$CLUSTER_TOOLS/kubectl" "$@"; }
m="$CLUSTER_DIR/manifests"

k apply -f "$m/kube-router.yaml" >/dev/null
timed "kube-router (CNI and NetworkPolicy) on every node" "" -- k -n kube-system rollout status ds/kube-router --timeout=300s
timed "all nodes Ready" "" -- k wait --for=condition=Ready nodes --all --timeout=300s

k apply -f "$m/coredns.yaml" >/dev/null
# A restart only when the running pods predate the Corefile now applied.
corefile_hash=$(k -n kube-system get cm coredns -o jsonpath='{.data.Corefile}' | sha256sum | cut -c1-12)
if [[ "$(k -n kube-system get deploy coredns -o jsonpath='{.spec.template.metadata.annotations.sonic-nexus/corefile}')" != "$corefile_hash" ]]; then
  k -n kube-system patch deploy coredns --type=merge \
    -p "{\"spec\":{\"template\":{\"metadata\":{\"annotations\":{\"sonic-nexus/corefile\":\"$corefile_hash\"}}}}}" >/dev/null
fi
timed "CoreDNS (cluster names only, the rest NXDOMAIN)" "" -- k -n kube-system rollout status deploy/coredns --timeout=300s

# The Gateway API standard CRDs, out of the pinned module (cached as one file).
gw_version=$(v gateway-api.version)
gw="$CLUSTER_CACHE/gateway-api-$gw_version/standard-install.yaml"
if [[ ! -f "$gw" ]]; then
  dir=$(cd "$CLUSTER_DIR/components/kind" && GOFLAGS=-mod=mod go mod download -json "sigs.k8s.io/gateway-api@$gw_version" | jq -r .Dir)
  mkdir -p "$(dirname "$gw")"
  for f in "$dir"/config/crd/standard/*.yaml; do printf -- '---\n'; cat "$f"; done >"$gw.tmp"
  mv "$gw.tmp" "$gw"
fi
k apply --server-side --force-conflicts -f "$gw" >/dev/null
timed "Gateway API $gw_version standard CRDs established" "" -- k wait --for=condition=Established --timeout=120s \
  crd/gatewayclasses.gateway.networking.k8s.io crd/gateways.gateway.networking.k8s.io crd/httproutes.gateway.networking.k8s.io

k apply -f "$m/traefik.yaml" >/dev/null
timed "Traefik (Ingress and Gateway API)" "" -- k -n traefik rollout status deploy/traefik --timeout=300s
timed "Gateway traefik/web accepted" "" -- k -n traefik wait --for=condition=Accepted gateway/web --timeout=120s

k apply -f "$m/local-path.yaml" >/dev/null
# kind's own class, were it there, would be a second default.
k delete storageclass standard --ignore-not-found >/dev/null
timed "local-path provisioner (default StorageClass)" "" -- k -n local-path-storage rollout status deploy/local-path-provisioner --timeout=300s

k apply -f "$m/metrics-server.yaml" >/dev/null
timed "metrics-server" "" -- k -n kube-system rollout status deploy/metrics-server --timeout=300s
if ! k wait --for=condition=Available apiservice/v1beta1.metrics.k8s.io --timeout=120s >/dev/null 2>&1; then
  log "metrics-server: its APIService is not Available:"
  k get apiservice v1beta1.metrics.k8s.io -o jsonpath='{range .status.conditions[*]}{.type}={.status} {.reason}: {.message}{"\n"}{end}' >&2
  log "(the cluster is up; kubectl top will not work until this is fixed)"
else
  log "metrics-server: APIService v1beta1.metrics.k8s.io Available"
fi
