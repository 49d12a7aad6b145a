#!/usr/bin/env bash
# images.sh [GROUP...]: builds (or loads from the cache) the docker images the cluster runs, each
# from deploy/cluster/images/<name>/Dockerfile and a context holding its binary (built by
# build-go.sh) and images/common. No image is pulled: FROM is scratch or a rootfs imported here.
# GROUP: node (= control_plane + addons: the images baked into the node image), store
# (nats, ferretdb, postgres; and mailpit, the install's SMTP sink), base
# (node:26.12.1-bookworm-slim), smoke (the echo app). Default: all.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

K=$(v kubernetes.version)

# image_key IMAGEDIR BASEKEY FILE...: the recipe key of an image: its Dockerfile folder, the
# common files, its base image's key and the binaries' contents.
image_key() {
  local dir=$1 base=$2; shift 2
  { recipe_hash "$CLUSTER_DIR/images/$dir" "$CLUSTER_DIR/images/common"; echo "$base"; sha256sum "$@" | cut -c1-64; } | sha256sum | cut -c1-12
}

# _build_ctx TAG KEY IMAGEDIR BASE FILE...: a docker build of IMAGEDIR's Dockerfile with FILEs in bin/.
_build_ctx() {
  local tag=$1 key=$2 dir=$3 base=$4; shift 4
  local ctx
  ctx=$(mktemp -d "$CLUSTER_CACHE/.ctx-XXXXXX")
  cp "$CLUSTER_DIR/images/$dir/"* "$ctx/"
  cp -r "$CLUSTER_DIR/images/common" "$ctx/common"
  mkdir -p "$ctx/bin" "$ctx/state"
  cp "$@" "$ctx/bin/"
  timed "building image $tag" "" -- nice_run docker build ${base:+--build-arg "BASE=$base"} \
    --label "sonic-nexus.key=$key" -t "$tag" "$ctx"
  rm -rf "$ctx"
}

# image TAG IMAGEDIR BASE FILE...: ensure_image of an image built from binaries.
image() {
  local tag=$1 dir=$2 base=$3; shift 3
  local basekey=""
  [[ -n "$base" ]] && basekey=$(docker_image_key "$base")
  ensure_image "$tag" "$(image_key "$dir" "$basekey" "$@")" _build_ctx "$dir" "$base" "$@"
}

# _import_rootfs TAG KEY TAR CHANGE...: docker import of a rootfs tarball.
# (docker import takes no STOPSIGNAL: a one-line build on top of the import adds it.)
_import_rootfs() {
  local tag=$1 key=$2 tar=$3; shift 3
  local changes=() c stop=""
  for c in "$@"; do
    if [[ "$c" == STOPSIGNAL* ]]; then stop=$c; else changes+=(--change "$c"); fi
  done
  if [[ -z "$stop" ]]; then
    timed "importing $tag" "" -- docker import --change "LABEL sonic-nexus.key=$key" "${changes[@]}" "$tar" "$tag"
    return
  fi
  timed "importing $tag" "" -- docker import "${changes[@]}" "$tar" "$tag-imported"
  printf 'FROM %s\n%s\nLABEL sonic-nexus.key=%s\n' "$tag-imported" "$stop" "$key" | docker build -q -t "$tag" - >/dev/null 2>&1
  docker rmi "$tag-imported" >/dev/null
}

bin() { echo "$(component_dir "$1")/bin/${2:-$1}"; }

netbase() {
  local tar
  tar=$("$CLUSTER_SCRIPTS/rootfs.sh" netbase)
  ensure_image sonic-nexus-cluster/netbase:bookworm "$(basename "$(dirname "$tar")" | sha256sum | cut -c1-12)" \
    _import_rootfs "$tar" 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'
}

group_node() { group_control_plane; group_addons; }

group_control_plane() {
  "$CLUSTER_SCRIPTS/build-go.sh" kubernetes etcd coredns pause
  netbase
  local b
  for b in kube-apiserver kube-controller-manager kube-scheduler; do
    image "registry.k8s.io/$b:$K" "$b" "" "$(bin kubernetes "$b")"
  done
  image "registry.k8s.io/kube-proxy:$K" kube-proxy sonic-nexus-cluster/netbase:bookworm "$(bin kubernetes kube-proxy)"
  image "registry.k8s.io/etcd:$(v etcd.imageTag)" etcd "" "$(bin etcd)"
  image "registry.k8s.io/coredns/coredns:$(v coredns.version)" coredns "" "$(bin coredns)"
  image "registry.k8s.io/pause:$(v pause.version)" pause "" "$(bin pause)"
}

group_addons() {
  "$CLUSTER_SCRIPTS/build-go.sh" kube-router traefik local-path-provisioner metrics-server
  netbase
  image "sonic-nexus-cluster/kube-router:$(v kube-router.version)" kube-router sonic-nexus-cluster/netbase:bookworm "$(bin kube-router)"
  image "sonic-nexus-cluster/traefik:$(v traefik.version)" traefik "" "$(bin traefik)"
  image "sonic-nexus-cluster/local-path-provisioner:$(v local-path-provisioner.version)" local-path-provisioner "" "$(bin local-path-provisioner)"
  image "sonic-nexus-cluster/metrics-server:$(v metrics-server.version)" metrics-server "" "$(bin metrics-server)"
  # busybox: Debian's static one, out of the netbase rootfs.
  local tmp
  tmp=$(mktemp -d "$CLUSTER_CACHE/.busybox-XXXXXX")
  docker run --rm --entrypoint /bin/cat sonic-nexus-cluster/netbase:bookworm /bin/busybox >"$tmp/busybox"
  chmod 0755 "$tmp/busybox"
  ln -s busybox "$tmp/sh"
  image sonic-nexus-cluster/busybox:bookworm busybox "" "$tmp/busybox"
  rm -rf "$tmp"
}

group_smoke() {
  "$CLUSTER_SCRIPTS/build-go.sh" echo
  image sonic-nexus-cluster/echo:smoke echo "" "$(bin echo)"
}

group_store() {
  "$CLUSTER_SCRIPTS/build-go.sh" nats-server ferretdb mailpit
  image "sonic-nexus-store/nats:$(v nats-server.version | sed 's/^v//')" nats "" "$(bin nats-server)"
  image "sonic-nexus-cluster/mailpit:$(v mailpit.version | sed 's/^v//')" mailpit "" "$(bin mailpit)"
  image "sonic-nexus-store/ferretdb:$(v ferretdb.version | sed 's/^v//')" ferretdb "" "$(bin ferretdb)"
  local tar
  tar=$("$CLUSTER_SCRIPTS/rootfs.sh" postgres)
  ensure_image "sonic-nexus-store/postgres:$(v postgres.version)" "$(basename "$(dirname "$tar")" | sha256sum | cut -c1-12)" \
    _import_rootfs "$tar" 'ENV PATH=/usr/lib/postgresql/15/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    'ENV PGDATA=/var/lib/postgresql/data' 'EXPOSE 5432' 'STOPSIGNAL SIGINT' \
    'ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]' 'CMD ["postgres"]'
}

group_base() { "$CLUSTER_SCRIPTS/base-image.sh"; }

groups=("$@")
((${#groups[@]})) || groups=(node smoke store base)
for g in "${groups[@]}"; do "group_$g"; done
