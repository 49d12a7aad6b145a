#!/usr/bin/env bash
# load-images.sh TAG...: `kind load docker-image` of each image into every node, skipped on the
# nodes that already hold that build of it (the image's recipe key, recorded on the node).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
name=$(v cluster.name)
shim="$CLUSTER_TOOLS/shim"
real_docker=$(PATH=$(echo "$PATH" | tr ':' '\n' | grep -vx "$shim" | paste -sd:) command -v docker)
nodes=$(docker ps --filter "label=io.x-k8s.kind.cluster=$name" --format '{{.Names}}' | sort)
[[ -n "$nodes" ]] || die "no node of kind cluster $name runs"
for tag in "$@"; do
  key=$(docker_image_key "$tag")
  [[ -n "$key" ]] || die "no image $tag (built by images.sh)"
  marker="/var/lib/sonic-nexus-loaded/$(echo "$tag" | tr '/:' '__')"
  missing=()
  for n in $nodes; do
    [[ "$(docker exec "$n" cat "$marker" 2>/dev/null)" == "$key" ]] || missing+=("$n")
  done
  if ((${#missing[@]} == 0)); then log "image $tag: on every node"; continue; fi
  timed "kind load $tag into ${#missing[@]} node(s)" "" -- env PATH="$shim:$PATH" SONIC_REAL_DOCKER="$real_docker" \
    "$CLUSTER_TOOLS/kind" load docker-image --name "$name" --nodes "$(IFS=,; echo "${missing[*]}")" "$tag"
  for n in "${missing[@]}"; do docker exec "$n" sh -c "mkdir -p /var/lib/sonic-nexus-loaded && echo $key > $marker"; done
done
