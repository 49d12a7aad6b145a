#!/usr/bin/env bash
# create.sh: the kind cluster (1 control plane, cluster.workers workers) from the node image,
# unless it already runs. kind's docker commands go through scripts/cluster/docker-shim
# (--privileged cannot start here); the kubeconfig is $KUBECONFIG (lib.sh), not ~/.kube/config.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

name=$(v cluster.name)
image="sonic-nexus-cluster/node:$(v kubernetes.version)"
kind="$CLUSTER_TOOLS/kind"
http_port=${SONIC_CLUSTER_HTTP_PORT:-$(v cluster.httpPort)}
https_port=${SONIC_CLUSTER_HTTPS_PORT:-$(v cluster.httpsPort)}
listen=$(v cluster.listenAddress)
workers=$(v cluster.workers)

# kind's docker: the shim first in PATH, for kind's commands only.
shim="$CLUSTER_TOOLS/shim"
mkdir -p "$shim"
install -m 0755 "$CLUSTER_SCRIPTS/docker-shim" "$shim/docker"
real_docker=$(PATH=$(echo "$PATH" | tr ':' '\n' | grep -vx "$shim" | paste -sd:) command -v docker)
kind_() { PATH="$shim:$PATH" SONIC_REAL_DOCKER="$real_docker" "$kind" "$@"; }

if kind_ get clusters 2>/dev/null | grep -qx "$name"; then
  if "$CLUSTER_TOOLS/kubectl" get --raw /readyz >/dev/null 2>&1; then
    "$CLUSTER_SCRIPTS/host-guard.sh"
    log "kind cluster $name: already running"
    exit 0
  fi
  log "kind cluster $name exists but its API does not answer: recreating it"
  kind_ delete cluster --name "$name"
fi

for p in "$http_port" "$https_port"; do
  if (exec 3<>"/dev/tcp/$listen/$p") 2>/dev/null; then
    die "$listen:$p is taken (set SONIC_CLUSTER_HTTP_PORT / SONIC_CLUSTER_HTTPS_PORT, or cluster.httpPort/httpsPort)"
  fi
done

config="$CLUSTER_CACHE/kind-config.yaml"
sed -e "s#@NAME@#$name#" -e "s#@IMAGE@#$image#" -e "s#@LISTEN@#$listen#" \
  -e "s#@HTTP_PORT@#$http_port#" -e "s#@HTTPS_PORT@#$https_port#" \
  "$CLUSTER_DIR/kind-config.yaml.tmpl" >"$config"
for ((i = 0; i < workers; i++)); do printf -- '- role: worker\n  image: %s\n' "$image" >>"$config"; done

# kind creates its docker network first: the guard goes on it before anything in the cluster runs.
( for _ in $(seq 120); do docker network inspect kind >/dev/null 2>&1 && exec "$CLUSTER_SCRIPTS/host-guard.sh"; sleep 0.5; done ) &
guard=$!
timed "kind create cluster $name (1 control plane, $workers workers)" "~1-2 min" -- \
  kind_ create cluster --config "$config" --kubeconfig "$KUBECONFIG" --retain
wait "$guard" || die "the host guard (scripts/cluster/host-guard.sh) failed"
log "kind cluster $name: API at $(grep -m1 'server:' "$KUBECONFIG" | awk '{print $2}'); ingress on http://$listen:$http_port and https://$listen:$https_port"
