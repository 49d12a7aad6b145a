#!/usr/bin/env bash
# load-images.sh [--workers] TAG...: `kind load docker-image` of each image into every node (with
# --workers: the worker nodes only, where the control plane's taint lets pods run), skipped on the
# nodes that already hold that build of it (the image's recipe key, recorded on the node). The
# images missing from the same nodes go in one load: one docker save, so layers they share (the
# app images' Node base) are copied once.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
name=$(v cluster.name)
shim="$CLUSTER_TOOLS/shim"
real_docker=$(PATH=$(echo "$PATH" | tr ':' '\n' | grep -vx "$shim" | paste -sd:) command -v docker)
filter=(--filter "label=io.x-k8s.kind.cluster=$name")
if [[ "${1:-}" == --workers ]]; then
  filter+=(--filter "label=io.x-k8s.kind.role=worker")
  shift
fi
nodes=$(docker ps "${filter[@]}" --format '{{.Names}}' | sort)
[[ -n "$nodes" ]] || die "no node of kind cluster $name runs"
marker() { echo "/var/lib/sonic-nexus-loaded/$(echo "$1" | tr '/:' '__')"; }

declare -A batch # "node,node" -> the tags missing there
for tag in "$@"; do
  key=$(docker_image_key "$tag")
  [[ -n "$key" ]] || die "no image $tag (built by images.sh or app-images.sh)"
  missing=()
  for n in $nodes; do
    [[ "$(docker exec "$n" cat "$(marker "$tag")" 2>/dev/null)" == "$key" ]] || missing+=("$n")
  done
  if ((${#missing[@]} == 0)); then log "image $tag: on every node"; continue; fi
  where=$(IFS=,; echo "${missing[*]}")
  batch[$where]="${batch[$where]:-}${batch[$where]:+ }$tag"
done

for where in "${!batch[@]}"; do
  read -r -a tags <<<"${batch[$where]}"
  count=$(tr ',' '\n' <<<"$where" | wc -l)
  label="kind load ${tags[*]} into $count node(s)"
  ((${#tags[@]} > 1)) && label="kind load ${#tags[@]} images (${tags[0]} ...) into $count node(s)"
  timed "$label" "" -- env PATH="$shim:$PATH" SONIC_REAL_DOCKER="$real_docker" \
    "$CLUSTER_TOOLS/kind" load docker-image --name "$name" --nodes "$where" "${tags[@]}"
  for tag in "${tags[@]}"; do
    key=$(docker_image_key "$tag")
    for n in ${where//,/ }; do
      docker exec "$n" sh -c "mkdir -p /var/lib/sonic-nexus-loaded && echo $key > $(marker "$tag")"
    done
  done
done
