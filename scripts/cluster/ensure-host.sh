#!/usr/bin/env bash
# ensure-host.sh: what the host needs for the cluster: Debian's docker.io (dockerd started in the
# background when it is not running), debootstrap and jq, installed with apt-get when missing
# (root); Go and npm are the machine's. The kernel's inotify limits raised for 4 nodes' kubelets
# and systemd (kind's known "too many open files").
set -euo pipefail
log() { printf '[cluster] %s\n' "$*" >&2; }
need=()
command -v dockerd >/dev/null || need+=(docker.io)
command -v debootstrap >/dev/null || need+=(debootstrap)
command -v jq >/dev/null || need+=(jq)
if ((${#need[@]})); then
  [[ $(id -u) == 0 ]] || { log "needs root to install ${need[*]}"; exit 1; }
  log "installing ${need[*]} (apt-get)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
for t in go npm; do command -v "$t" >/dev/null || { log "needs $t on PATH"; exit 1; }; done

cache="${XDG_CACHE_HOME:-$HOME/.cache}/sonic-nexus/cluster"
mkdir -p "$cache/logs"
if ! docker info >/dev/null 2>&1; then
  if pgrep -x dockerd >/dev/null; then
    log "dockerd runs but does not answer yet"
  else
    log "starting dockerd in the background (log: $cache/logs/dockerd.log)"
    nohup dockerd >>"$cache/logs/dockerd.log" 2>&1 </dev/null &
  fi
  for _ in $(seq 120); do docker info >/dev/null 2>&1 && break; sleep 0.5; done
  docker info >/dev/null 2>&1 || { log "dockerd did not come up (see $cache/logs/dockerd.log)"; exit 1; }
fi
for kv in fs.inotify.max_user_watches=524288 fs.inotify.max_user_instances=512; do
  k=${kv%=*}; want=${kv#*=}
  if (($(sysctl -n "$k") < want)); then sysctl -qw "$kv"; log "raised $k to $want"; fi
done
