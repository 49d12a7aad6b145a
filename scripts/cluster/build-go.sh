#!/usr/bin/env bash
# build-go.sh NAME...: builds each Go component of deploy/cluster/components/<NAME> into its cache
# folder (lib.sh's component_dir), unless it is there already. A component is built by its own
# build.sh when it has one (kubernetes: version ldflags; ferretdb: its version file), else with
# `go build` of the package its tools.go imports, or of its main.go; the binary is named NAME.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# Rough cold times on a 2-core machine at nice 19 (module downloads included), for the progress line.
declare -A cold=([kubernetes]="cold: ~25 min" [traefik]="cold: ~14 min" [metrics-server]="cold: ~10 min"
  [coredns]="cold: ~5 min" [local-path-provisioner]="cold: ~4 min" [kube-router]="cold: ~4 min"
  [ferretdb]="cold: ~5 min" [mailpit]="cold: ~3 min" [nats-server]="cold: ~3 min" [etcd]="cold: ~2 min" [kind]="cold: ~1.5 min")

build_one() {
  local lock name=$1 src="$CLUSTER_DIR/components/$1" out version pkg
  [[ -d "$src" ]] || die "no component $name (deploy/cluster/components/$name)"
  out=$(component_dir "$name")
  # One build of a component at a time (two up.sh runs, or a build started by hand).
  mkdir -p "$(dirname "$out")"
  exec {lock}>"$out.lock"
  flock "$lock"
  if [[ -f "$out/.done" ]]; then
    log "$name: cached ($out)"
    exec {lock}>&-
    return 0
  fi
  version=$(jq -r --arg n "$name" '.[$n].version // "local"' "$CLUSTER_VERSIONS")
  rm -rf "$out.tmp" && mkdir -p "$out.tmp/bin"
  go_env
  if [[ -x "$src/build.sh" ]]; then
    timed "building $name $version" "${cold[$name]:-}" -- bash -c "cd '$src' && nice -n 19 ionice -c3 ./build.sh '$out.tmp/bin'"
  else
    if [[ -f "$src/tools.go" ]]; then
      pkg=$(sed -n 's/^import _ "\(.*\)"$/\1/p' "$src/tools.go")
    else
      pkg=.
    fi
    timed "building $name $version" "${cold[$name]:-}" -- bash -c "cd '$src' && nice -n 19 ionice -c3 go build -trimpath -ldflags='-s -w' -o '$out.tmp/bin/$name' '$pkg'"
  fi
  touch "$out.tmp/.done"
  rm -rf "$out" && mv "$out.tmp" "$out"
  exec {lock}>&-
}

for n in "$@"; do build_one "$n"; done
