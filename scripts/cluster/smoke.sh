#!/usr/bin/env bash
# smoke.sh: proves the cluster up.sh made works, from the host and from pods (every address it
# targets is 127.0.0.1 or inside the cluster). Checks:
#   nodes       all 1 + cluster.workers nodes Ready
#   dns         a pod on one worker resolves a Service whose pod runs on another worker and gets
#               its answer; a name outside the cluster gets NXDOMAIN from the stub at once
#   ingress     the echo app behind an Ingress answers on http://127.0.0.1:<httpPort>
#   gateway     the echo app behind a Gateway API HTTPRoute answers on the same port
#   netpol      a NetworkPolicy admitting only labelled namespaces: a pod of another namespace is
#               refused; once its namespace has the label, it gets through
#   pvc         a PVC of the default StorageClass (local-path) binds; a pod writes and reads it
#   top         kubectl top nodes answers (metrics-server)
# Leaves nothing behind (namespaces smoke, smoke-other). Prints 'N passed, N failed'.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

k() { "$CLUSTER_TOOLS/kubectl" "$@"; }
port=${SONIC_CLUSTER_HTTP_PORT:-$(v cluster.httpPort)}
addr=$(v cluster.listenAddress)
workers=$(v cluster.workers)
passed=0 failed=0
pass() { passed=$((passed + 1)); log "PASS $*"; }
fail() { failed=$((failed + 1)); log "FAIL $*"; }

cleanup() { k delete ns smoke smoke-other --ignore-not-found --wait=false >/dev/null 2>&1 || true; }
trap cleanup EXIT
k delete ns smoke smoke-other --ignore-not-found --wait=true >/dev/null
k create ns smoke >/dev/null
k create ns smoke-other >/dev/null

mapfile -t worker_nodes < <(k get nodes -l '!node-role.kubernetes.io/control-plane' -o name | sed 's#node/##' | sort)
((${#worker_nodes[@]} >= 2)) || die "needs at least 2 workers, found ${#worker_nodes[@]}"
server_node=${worker_nodes[0]}
client_node=${worker_nodes[1]}

# --- nodes
ready=$(k get nodes -o jsonpath='{range .items[*]}{.status.conditions[?(@.type=="Ready")].status}{"\n"}{end}' | grep -c True || true)
if ((ready == workers + 1)); then pass "nodes: $ready/$((workers + 1)) Ready"; else fail "nodes: $ready/$((workers + 1)) Ready"; fi
k get nodes -o wide >&2

# The echo app on the first worker, with a Service, an Ingress and an HTTPRoute.
k apply -f - >/dev/null <<EOF
apiVersion: apps/v1
kind: Deployment
metadata: { name: echo, namespace: smoke }
spec:
  replicas: 1
  selector: { matchLabels: { app: echo } }
  template:
    metadata: { labels: { app: echo } }
    spec:
      nodeName: $server_node
      containers:
        - name: echo
          image: sonic-nexus-cluster/echo:smoke
          imagePullPolicy: Never
          env: [{ name: POD_NAME, valueFrom: { fieldRef: { fieldPath: metadata.name } } }]
          ports: [{ containerPort: 8080 }]
          readinessProbe: { httpGet: { path: /, port: 8080 }, periodSeconds: 2 }
---
apiVersion: v1
kind: Service
metadata: { name: echo, namespace: smoke }
spec:
  selector: { app: echo }
  ports: [{ name: http, port: 8080, targetPort: 8080 }]
---
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata: { name: echo, namespace: smoke }
spec:
  ingressClassName: traefik
  rules:
    - host: echo-ingress.localhost
      http:
        paths:
          - path: /
            pathType: Prefix
            backend: { service: { name: echo, port: { number: 8080 } } }
---
apiVersion: gateway.networking.k8s.io/v1
kind: HTTPRoute
metadata: { name: echo, namespace: smoke }
spec:
  parentRefs: [{ name: web, namespace: traefik }]
  hostnames: [echo-gateway.localhost]
  rules:
    - matches: [{ path: { type: PathPrefix, value: / } }]
      backendRefs: [{ name: echo, port: 8080 }]
EOF
k -n smoke rollout status deploy/echo --timeout=120s >/dev/null || fail "echo app did not become ready"

# client NAME NAMESPACE NODE ARGS...: a pod running `echo ARGS` (or busybox for nslookup) on NODE;
# prints its output, returns its exit status.
client() {
  local name=$1 ns=$2 node=$3 image=sonic-nexus-cluster/echo:smoke cmd; shift 3
  if [[ "$1" == nslookup ]]; then image=sonic-nexus-cluster/busybox:bookworm; cmd=$(printf '"%s",' /bin/nslookup "${@:2}");
  else cmd=$(printf '"%s",' /echo "$@"); fi
  k -n "$ns" delete pod "$name" --ignore-not-found --wait=true >/dev/null
  k apply -f - >/dev/null <<EOF
apiVersion: v1
kind: Pod
metadata: { name: $name, namespace: $ns, labels: { app: smoke-client } }
spec:
  nodeName: $node
  restartPolicy: Never
  containers:
    - name: c
      image: $image
      imagePullPolicy: Never
      command: [${cmd%,}]
EOF
  local phase=""
  for _ in $(seq 60); do
    phase=$(k -n "$ns" get pod "$name" -o jsonpath='{.status.phase}' 2>/dev/null || true)
    [[ "$phase" == Succeeded || "$phase" == Failed ]] && break
    sleep 1
  done
  k -n "$ns" logs "$name" 2>/dev/null || true
  [[ "$phase" == Succeeded ]]
}

# --- dns
if out=$(client dns smoke "$client_node" nslookup echo.smoke.svc.cluster.local) && grep -q "$(k -n smoke get svc echo -o jsonpath='{.spec.clusterIP}')" <<<"$out"; then
  pass "dns: echo.smoke.svc.cluster.local resolved from $client_node (the pod runs on $server_node)"
else
  fail "dns: resolving echo.smoke.svc.cluster.local from $client_node: $out"
fi
if out=$(client http smoke "$client_node" get http://echo.smoke:8080/) && grep -q 'echo from' <<<"$out"; then
  pass "dns: http://echo.smoke:8080/ from $client_node answered: $out"
else
  fail "dns: http://echo.smoke:8080/ from $client_node: $out"
fi
if out=$(client outside smoke "$client_node" nslookup example.com); then
  fail "dns: example.com resolved inside the cluster: $out"
elif grep -qi "NXDOMAIN\|can't find" <<<"$out"; then
  pass "dns: example.com is NXDOMAIN (the stub; nothing is asked outside)"
else
  fail "dns: example.com: $out"
fi

# --- ingress and gateway, from the host over 127.0.0.1
http_host() { curl -sS --max-time 3 -H "Host: $1" "http://$addr:$port/$2"; }
for what in ingress gateway; do
  out=""
  for _ in $(seq 30); do
    out=$(http_host "echo-$what.localhost" "via-$what" 2>&1) && grep -q 'echo from' <<<"$out" && break
    sleep 1
  done
  if grep -q "echo from .*host=echo-$what.localhost" <<<"$out"; then
    pass "$what: http://$addr:$port/ (Host echo-$what.localhost) answered: $out"
  else
    fail "$what: http://$addr:$port/ (Host echo-$what.localhost): $out"
  fi
done

# --- netpol: only namespaces labelled smoke-access=allowed reach the echo app
k apply -f - >/dev/null <<EOF
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata: { name: echo-only-allowed, namespace: smoke }
spec:
  podSelector: { matchLabels: { app: echo } }
  policyTypes: [Ingress]
  ingress:
    - from: [{ namespaceSelector: { matchLabels: { smoke-access: allowed } } }]
EOF
sleep 3
# Both asked for 10 s: a new pod's address joins the policy's sets a moment after it starts, so
# the refused one must stay refused all along and the admitted one may need a second try.
if out=$(client denied smoke-other "$client_node" get http://echo.smoke:8080/ 10); then
  fail "netpol: a pod of smoke-other reached the echo app despite the policy: $out"
else
  pass "netpol: a pod of smoke-other was refused for 10 s ($out)"
fi
k label ns smoke-other smoke-access=allowed >/dev/null
sleep 3
if out=$(client allowed smoke-other "$client_node" get http://echo.smoke:8080/ 10) && grep -q 'echo from' <<<"$out"; then
  pass "netpol: with smoke-access=allowed on its namespace, it got through: $out"
else
  fail "netpol: with smoke-access=allowed on its namespace: $out"
fi

# --- pvc
k apply -f - >/dev/null <<EOF
apiVersion: v1
kind: PersistentVolumeClaim
metadata: { name: data, namespace: smoke }
spec:
  accessModes: [ReadWriteOnce]
  resources: { requests: { storage: 16Mi } }
---
apiVersion: v1
kind: Pod
metadata: { name: pvc, namespace: smoke }
spec:
  restartPolicy: Never
  containers:
    - name: c
      image: sonic-nexus-cluster/busybox:bookworm
      imagePullPolicy: Never
      command: [/bin/sh, -c, 'echo written-$(date +%s) > /data/f && cat /data/f']
      volumeMounts: [{ name: data, mountPath: /data }]
  volumes: [{ name: data, persistentVolumeClaim: { claimName: data } }]
EOF
phase=""
for _ in $(seq 90); do
  phase=$(k -n smoke get pod pvc -o jsonpath='{.status.phase}')
  [[ "$phase" == Succeeded || "$phase" == Failed ]] && break
  sleep 1
done
pvc=$(k -n smoke get pvc data -o jsonpath='{.status.phase} {.spec.storageClassName} {.spec.volumeName}')
if [[ "$phase" == Succeeded && "$pvc" == Bound* ]]; then
  pass "pvc: $pvc; the pod wrote and read: $(k -n smoke logs pvc)"
else
  fail "pvc: claim '$pvc', pod $phase"
fi

# --- top
out=""
for _ in $(seq 24); do
  out=$(k top nodes 2>&1) && break
  sleep 5
done
if k top nodes >/dev/null 2>&1; then
  pass "top: kubectl top nodes"
  echo "$out" >&2
else
  fail "top: kubectl top nodes: $out"
  k get apiservice v1beta1.metrics.k8s.io -o jsonpath='{range .status.conditions[*]}{.type}={.status} {.reason}: {.message}{"\n"}{end}' >&2 || true
fi

echo "$passed passed, $failed failed"
((failed == 0))
