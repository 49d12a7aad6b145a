#!/usr/bin/env bash
# host-guard.sh: the cluster's own address ranges never leave this machine. A packet to a Service
# address that kube-proxy has not programmed yet (the first second after a Service is made) is not
# translated: the node routes it to its default gateway, the docker host, which would send it on
# out of the machine, to a private address that nothing here owns. Seen: kube-apiserver's first
# discovery check of metrics-server's APIService went out that way, was answered 404 by whatever
# intercepts outbound 443 beyond this machine, and its kept-alive connection pinned the APIService
# to FailedDiscoveryCheck. Here the docker host rejects anything from the kind network to the pod
# and service ranges that is not bridged between nodes (DOCKER-USER, docker's place for such rules).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
net=kind
id=$(docker network inspect "$net" -f '{{.Id}}' 2>/dev/null) || die "no docker network $net"
bridge=$(docker network inspect "$net" -f '{{index .Options "com.docker.network.bridge.name"}}')
[[ -n "$bridge" && "$bridge" != "<no value>" ]] || bridge="br-${id:0:12}"
pods=$(grep -m1 'podSubnet:' "$CLUSTER_DIR/kind-config.yaml.tmpl" | awk '{print $2}')
services=$(grep -m1 'serviceSubnet:' "$CLUSTER_DIR/kind-config.yaml.tmpl" | awk '{print $2}')
for cidr in $pods $services; do
  rule=(-i "$bridge" ! -o "$bridge" -d "$cidr" -m comment --comment "sonic-nexus cluster range stays here" -j REJECT --reject-with icmp-net-unreachable)
  iptables -C DOCKER-USER "${rule[@]}" 2>/dev/null || iptables -I DOCKER-USER "${rule[@]}"
done
log "host guard: $pods and $services from $bridge are rejected on the host (iptables DOCKER-USER)"
