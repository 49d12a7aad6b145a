#!/usr/bin/env bash
# up.sh: a real 4-node kind cluster of Kubernetes (deploy/cluster/versions.json) on this machine
# with nothing but the package registries: every binary and image is built here, cached under
# ~/.cache/sonic-nexus/cluster keyed by version and recipe, so a second run skips every build.
#   bash scripts/cluster/up.sh          # build what is missing, create the cluster, add-ons, and
#                                       # install Sonic Nexus (the nine app images, the chart)
#   bash scripts/cluster/smoke.sh       # prove it works
#   bash scripts/cluster/down.sh        # delete the cluster (caches kept)
# Env: SONIC_CLUSTER_HTTP_PORT / SONIC_CLUSTER_HTTPS_PORT (default 8088 / 8443 on 127.0.0.1).
# deploy/cluster/README.md says what runs where.
_cluster_t0=$(date +%s)
export _cluster_t0
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

log "Sonic Nexus cluster: Kubernetes $(v kubernetes.version), kind $(v kind.version), cache $CLUSTER_CACHE"
"$CLUSTER_SCRIPTS/ensure-host.sh"
"$CLUSTER_SCRIPTS/check-versions.sh"

# kubectl and kind, from their builds, for everything below (and for you: see the last lines).
"$CLUSTER_SCRIPTS/build-go.sh" kubernetes kind
ln -sfn "$(component_dir kubernetes)/bin/kubectl" "$CLUSTER_TOOLS/kubectl"
ln -sfn "$(component_dir kind)/bin/kind" "$CLUSTER_TOOLS/kind"

# The node image (with the control plane's and add-ons' images in it), then the images the
# chart and the smoke test use, and the apps' base image.
"$CLUSTER_SCRIPTS/node-image.sh"
"$CLUSTER_SCRIPTS/images.sh" store smoke base

# The nine app images from deploy/images/Dockerfile and this checkout (tag: a content key).
app_tag=$("$CLUSTER_SCRIPTS/app-images.sh")

"$CLUSTER_SCRIPTS/create.sh"
"$CLUSTER_SCRIPTS/addons.sh"
"$CLUSTER_SCRIPTS/load-images.sh" \
  "sonic-nexus-store/nats:$(v nats-server.version | sed 's/^v//')" \
  "sonic-nexus-store/ferretdb:$(v ferretdb.version | sed 's/^v//')" \
  "sonic-nexus-store/postgres:$(v postgres.version)" \
  sonic-nexus-cluster/echo:smoke
# The apps run on the workers only (the control plane keeps its NoSchedule taint).
app_images=()
for a in user playlist vote notification gateway shell mfe-feed mfe-profile mfe-auth; do
  app_images+=("sonic-nexus/$a:$app_tag")
done
"$CLUSTER_SCRIPTS/load-images.sh" --workers "sonic-nexus-cluster/mailpit:$(v mailpit.version | sed 's/^v//')" \
  "${app_images[@]}"
"$CLUSTER_SCRIPTS/install.sh" "$app_tag"

"$CLUSTER_TOOLS/kubectl" get nodes -o wide >&2
log "up in $(_fmt_secs $(($(date +%s) - _cluster_t0))). To use it:"
echo "  export KUBECONFIG=$KUBECONFIG PATH=$CLUSTER_TOOLS:\$PATH"
echo "  ingress: http://$(v cluster.listenAddress):${SONIC_CLUSTER_HTTP_PORT:-$(v cluster.httpPort)}/ (Ingress class traefik, Gateway traefik/web)"
echo "  Sonic Nexus: http://$(v cluster.listenAddress):${SONIC_CLUSTER_HTTP_PORT:-$(v cluster.httpPort)}/ (release sonic-nexus, namespace sonic-nexus, images :$app_tag)"
