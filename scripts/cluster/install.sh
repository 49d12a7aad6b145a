#!/usr/bin/env bash
# install.sh TAG: installs (or upgrades) the chart deploy/helm/sonic-nexus as release sonic-nexus in
# namespace sonic-nexus, with deploy/cluster/values.yaml, every deployable's image at TAG (the key
# app-images.sh printed; the images loaded into the workers), and what depends on this run: the
# site's URL (global.publicUrl, the ingress on 127.0.0.1:<port>) and the control-plane node's
# address, where Traefik listens on the host network (the NetworkPolicies admit it by that address
# and `helm test` asks the site there). Mailpit, the release's SMTP sink, goes first. Waits until
# every pod is Ready, then runs `helm test`.
# Env: SONIC_CLUSTER_VALUES: more values files, separated by ':', after values.yaml (the cluster
# test's load-tests/cluster/test-values.yaml).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
tag=${1:?usage: install.sh TAG (scripts/cluster/app-images.sh prints it)}
release=sonic-nexus
ns=sonic-nexus
k() { "$CLUSTER_TOOLS/kubectl" "$@"; }

# helm, the pinned one (deploy/local/tool-versions.json), made from its module when missing.
helm="$CLUSTER_REPO/.tools/bin/helm"
timed "helm (the pinned one, .tools/bin)" "cold: ~1 min" -- bash "$CLUSTER_REPO/scripts/ensure-tool.sh" helm

addr=$(v cluster.listenAddress)
port=${SONIC_CLUSTER_HTTP_PORT:-$(v cluster.httpPort)}
url="http://$addr:$port"
traefik_node=$(k -n traefik get pods -l app.kubernetes.io/name=traefik -o jsonpath='{.items[0].spec.nodeName}')
[[ -n "$traefik_node" ]] || die "no Traefik pod (scripts/cluster/addons.sh installs it)"
traefik_ip=$(k get node "$traefik_node" -o jsonpath='{.status.addresses[?(@.type=="InternalIP")].address}')
[[ -n "$traefik_ip" ]] || die "no InternalIP on node $traefik_node"

k create namespace "$ns" --dry-run=client -o yaml | k apply -f - >/dev/null
sed -e "s#@NAMESPACE@#$ns#g" -e "s#@VERSION@#$(v mailpit.version | sed 's/^v//')#g" -e "s#@TRAEFIK_IP@#$traefik_ip#g" \
  "$CLUSTER_DIR/manifests/mailpit.yaml" | k apply -f - >/dev/null
timed "mailpit (the release's SMTP sink) Ready" "" -- k -n "$ns" rollout status deployment/mailpit --timeout=120s

sets=(
  --set "global.publicUrl=$url"
  --set "tests.siteUrl=http://$traefik_ip:80"
  --set-json "networkPolicy.ingressController.extraPeers=[{\"ipBlock\":{\"cidr\":\"$traefik_ip/32\"}}]"
  --set "gateway.image.tag=$tag"
)
for s in user playlist vote notification; do sets+=(--set "services.$s.image.tag=$tag"); done
for f in shell mfeFeed mfeProfile mfeAuth; do sets+=(--set "frontends.$f.image.tag=$tag"); done
files=(-f "$CLUSTER_DIR/values.yaml")
IFS=: read -ra extra <<<"${SONIC_CLUSTER_VALUES:-}"
for f in "${extra[@]}"; do [[ -z "$f" ]] || files+=(-f "$f"); done

timed "helm upgrade --install $release (images $tag; every pod Ready)" "first install ~2-4 min" -- \
  "$helm" upgrade --install "$release" "$CLUSTER_REPO/deploy/helm/sonic-nexus" -n "$ns" \
  "${files[@]}" "${sets[@]}" --history-max 10 --wait --timeout 10m
k -n "$ns" get pods -o wide >&2
label="helm test $release (the site through Traefik at $traefik_ip:80)"
timed "$label" "" -- "$helm" test "$release" -n "$ns" --logs --timeout 3m
grep -E '^(ok|FAIL) ' "$(log_file "$label")" >&2 || true
log "Sonic Nexus is on $url/ (API $url/api/, remotes $url/mfe/<name>/, its mail $url/_mail/)"
