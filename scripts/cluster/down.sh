#!/usr/bin/env bash
# down.sh: deletes the kind cluster (its node containers and their volumes). Never the caches
# (~/.cache/sonic-nexus/cluster: binaries, rootfs tarballs, images), the docker images, or the
# repository's .data.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
name=$(v cluster.name)
shim="$CLUSTER_TOOLS/shim"
if [[ ! -x "$CLUSTER_TOOLS/kind" ]]; then log "no kind built yet: no cluster to delete"; exit 0; fi
if ! docker info >/dev/null 2>&1; then log "docker is not running: no cluster to delete"; exit 0; fi
real_docker=$(PATH=$(echo "$PATH" | tr ':' '\n' | grep -vx "$shim" | paste -sd:) command -v docker)
timed "kind delete cluster $name" "" -- env PATH="$shim:$PATH" SONIC_REAL_DOCKER="$real_docker" \
  "$CLUSTER_TOOLS/kind" delete cluster --name "$name" --kubeconfig "$KUBECONFIG"
log "caches kept in $CLUSTER_CACHE"
