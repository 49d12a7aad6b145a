#!/usr/bin/env bash
# app-images-check.sh (`npm run images`, and CI after npm test): the nine app images built from
# deploy/images/Dockerfile and this checkout, as the cluster builds them, so a Dockerfile that stops
# building never lands; then each one started as the cluster starts it (its own user, read-only
# root filesystem, no network) to print its Node and user, which must be the pinned LTS and not root.
# Needs no cluster and no Go build: Debian's docker.io (installed and started by ensure-host.sh),
# the base image (rootfs.sh + base-image.sh, from Debian and the npm registry), the nine builds.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

"$CLUSTER_SCRIPTS/ensure-host.sh"
"$CLUSTER_SCRIPTS/images.sh" base
key=$("$CLUSTER_SCRIPTS/app-images.sh")

want="v$(jq -er .node.version "$CLUSTER_REPO/deploy/local/tool-versions.json")"
failed=0
for name in user playlist vote notification gateway shell mfe-feed mfe-profile mfe-auth; do
  tag="sonic-nexus/$name:$key"
  got=$(docker run --rm --read-only --network none --entrypoint node "$tag" \
    -e 'const u = require("os").userInfo(); console.log(process.version, `${u.uid}:${u.gid}`)' 2>&1) || got="did not start: $got"
  if [[ "$got" == "$want "* && "$got" != *" 0:"* ]]; then
    log "image $tag: node $got (uid:gid)"
  else
    log "image $tag: FAILED: wanted Node $want as a user other than root, got: $got"
    failed=1
  fi
done
((failed == 0)) || die "an app image is not what the cluster needs (above)"
log "nine app images built and checked (tag $key) in $(_fmt_secs $(($(date +%s) - _cluster_t0)))"
