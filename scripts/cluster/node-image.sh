#!/usr/bin/env bash
# node-image.sh: the kind node image sonic-nexus-cluster/node:<kubernetes version>, assembled by
# hand (`kind build node-image` pulls images):
#   1. the node rootfs (rootfs.sh node: systemd, Debian's containerd and runc, CNI plugins,
#      iptables/ipset) with kind's base-image steps replayed on it (its images/base/files, from the
#      kind module), the containerd patch (deploy/cluster/node/containerd-patch.sh), kubeadm,
#      kubelet and kubectl in /usr/bin, /kind/version and /kind/manifests; imported into docker;
#   2. a container of it runs containerd alone, every image the cluster itself runs (images.sh
#      node) is imported into its k8s.io namespace and pinned, and the container is committed
#      with kind's entrypoint behind deploy/cluster/node/sonic-entrypoint.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

K=$(v kubernetes.version)
tag="sonic-nexus-cluster/node:$K"

# The images baked in: kubeadm's (it pulls nothing: they are there) and the add-ons'.
baked=(
  "registry.k8s.io/kube-apiserver:$K" "registry.k8s.io/kube-controller-manager:$K"
  "registry.k8s.io/kube-scheduler:$K" "registry.k8s.io/kube-proxy:$K"
  "registry.k8s.io/etcd:$(v etcd.imageTag)" "registry.k8s.io/coredns/coredns:$(v coredns.version)"
  "registry.k8s.io/pause:$(v pause.version)"
  "sonic-nexus-cluster/kube-router:$(v kube-router.version)" "sonic-nexus-cluster/traefik:$(v traefik.version)"
  "sonic-nexus-cluster/local-path-provisioner:$(v local-path-provisioner.version)"
  "sonic-nexus-cluster/metrics-server:$(v metrics-server.version)" "sonic-nexus-cluster/busybox:bookworm"
)

"$CLUSTER_SCRIPTS/images.sh" node
"$CLUSTER_SCRIPTS/build-go.sh" kubernetes kind
rootfs=$("$CLUSTER_SCRIPTS/rootfs.sh" node)
kube=$(component_dir kubernetes)
kind_dir=$(cd "$CLUSTER_DIR/components/kind" && GOFLAGS=-mod=mod go list -m -f '{{.Dir}}' sigs.k8s.io/kind)
[[ -d "$kind_dir/images/base/files" ]] || die "kind's base image files not found in $kind_dir"

key=$({
  basename "$(dirname "$rootfs")"; basename "$kube"; v kind.version
  recipe_hash "$CLUSTER_DIR/node"
  sha256sum "$CLUSTER_SCRIPTS/node-image.sh" | cut -c1-64
  for i in "${baked[@]}"; do echo "$i $(docker_image_key "$i")"; done
} | sha256sum | cut -c1-12)

_rootfs_image() {
  local tag=$1 key=$2 work f
  work=$(mktemp -d "$CLUSTER_CACHE/.node-XXXXXX")
  local root="$work/root" files="$kind_dir/images/base/files"
  mkdir -p "$root"
  tar --numeric-owner -C "$root" -xf "$rootfs"
  # kind's images/base/Dockerfile, replayed (COPY lines, then its RUN steps).
  install -m 0755 "$files"/usr/local/bin/* "$root/usr/local/bin/"
  mkdir -p "$root/kind/bin" "$root/etc/containerd" "$root/etc/default" "$root/etc/sysctl.d" \
    "$root/etc/systemd/system/kubelet.service.d" "$root/etc/kubernetes/manifests" "$root/kind/manifests"
  cp "$files/kind/README.txt" "$root/kind/"
  install -m 0755 "$files"/kind/bin/* "$root/kind/bin/"
  install -m 0644 "$files/etc/crictl.yaml" "$root/etc/"
  install -m 0644 "$files/etc/containerd/config.toml" "$root/etc/containerd/"
  install -m 0644 "$files/etc/default/kubelet" "$root/etc/default/"
  install -m 0644 "$files"/etc/sysctl.d/* "$root/etc/sysctl.d/"
  for f in "$files"/etc/systemd/system/*; do [[ -f "$f" ]] && install -m 0644 "$f" "$root/etc/systemd/system/"; done
  install -m 0644 "$files"/etc/systemd/system/kubelet.service.d/* "$root/etc/systemd/system/kubelet.service.d/"
  find "$root/lib/systemd/system/sysinit.target.wants/" -name systemd-tmpfiles-setup.service -delete
  rm -f "$root"/lib/systemd/system/multi-user.target.wants/* "$root"/etc/systemd/system/*.wants/* \
    "$root"/lib/systemd/system/local-fs.target.wants/* "$root"/lib/systemd/system/sockets.target.wants/*udev* \
    "$root"/lib/systemd/system/sockets.target.wants/*initctl* "$root"/lib/systemd/system/basic.target.wants/*
  echo "ReadKMsg=no" >>"$root/etc/systemd/journald.conf"
  chroot "$root" systemctl enable kubelet.service containerd.service undo-mount-hacks.service
  chroot "$root" systemctl mask systemd-binfmt.service
  # Debian's containerd and CNI plugins where kind's unit and kubelet look for them.
  ln -sf /usr/bin/containerd "$root/usr/local/bin/containerd"
  rm -rf "$root/opt/cni/bin" && mkdir -p "$root/opt/cni" && ln -s /usr/lib/cni "$root/opt/cni/bin"
  chroot "$root" sh -c 'ctr oci spec | jq ".hooks.createContainer[.hooks.createContainer| length] |= . + {\"path\": \"/kind/bin/mount-product-files.sh\"}" | jq "del(.process.rlimits)" > /etc/containerd/cri-base.json'
  "$CLUSTER_DIR/node/containerd-patch.sh" "$root/etc/containerd/config.toml"
  install -m 0755 "$kube/bin/kubeadm" "$kube/bin/kubelet" "$kube/bin/kubectl" "$root/usr/bin/"
  echo "$K" >"$root/kind/version"
  install -m 0644 "$CLUSTER_DIR/node/default-storage.yaml" "$CLUSTER_DIR/node/default-cni.yaml" "$root/kind/manifests/"
  install -m 0755 "$CLUSTER_DIR/node/sonic-entrypoint" "$root/usr/local/bin/sonic-entrypoint"
  tar --numeric-owner -C "$root" -cf "$work/node.tar" .
  docker import --change "LABEL sonic-nexus.key=$key" --change 'ENV container=docker' \
    "$work/node.tar" "$tag-rootfs"
  rm -rf "$work"
}

_node_image() {
  local tag=$1 key=$2 c="sonic-nexus-node-build" i ref rc=0
  timed "assembling the node rootfs" "cold: ~1 min" -- _rootfs_image "$tag" "$key"
  docker rm -f "$c" >/dev/null 2>&1 || true
  docker run -d --name "$c" --cap-add=ALL --cap-drop=SYS_RESOURCE --security-opt seccomp=unconfined \
    --security-opt apparmor=unconfined --entrypoint /usr/bin/containerd "$tag-rootfs" >/dev/null
  for _ in $(seq 60); do docker exec "$c" ctr version >/dev/null 2>&1 && break; sleep 0.5; done
  for i in "${baked[@]}"; do
    log "node image: importing $i"
    docker save "$i" | docker exec -i "$c" ctr -n k8s.io images import --all-platforms --no-unpack --digests - >/dev/null || rc=1
    # containerd names docker.io's images in full (sonic-nexus-cluster/x:v is docker.io/sonic-nexus-cluster/x:v).
    ref=$i
    [[ "${i%%/*}" == *.* || "${i%%/*}" == *:* ]] || ref="docker.io/$i"
    docker exec "$c" ctr -n k8s.io images label "$ref" io.cri-containerd.pinned=pinned >/dev/null || rc=1
    ((rc == 0)) || break
  done
  if ((rc == 0)); then
    docker stop -t 30 "$c" >/dev/null
    # docker commit takes no STOPSIGNAL: a one-line build on top adds it (systemd halts on SIGRTMIN+3).
    docker commit --change 'ENV container=docker' --change 'CMD []' \
      --change 'ENTRYPOINT ["/usr/local/bin/sonic-entrypoint", "/sbin/init"]' "$c" "$tag-committed" >/dev/null || rc=1
    if ((rc == 0)); then
      printf 'FROM %s\nSTOPSIGNAL SIGRTMIN+3\nLABEL sonic-nexus.key=%s\n' "$tag-committed" "$key" |
        docker build -q -t "$tag" - >/dev/null 2>&1 || rc=1
    fi
    docker rmi "$tag-committed" >/dev/null 2>&1 || true
  fi
  docker rm -f "$c" >/dev/null 2>&1 || true
  docker rmi "$tag-rootfs" >/dev/null 2>&1 || true
  ((rc == 0)) || die "importing the component images into the node image"
}

ensure_image "$tag" "$key" _node_image
