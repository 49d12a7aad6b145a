# shellcheck shell=bash disable=SC2034
# Shared by scripts/cluster/*.sh (sourced): paths, the pinned versions, progress lines with
# elapsed times, the cache of built artefacts and the nice'd build runner.
# Every artefact is cached under $CLUSTER_CACHE/<name>-<version>-<hash of its recipe>/ and kept
# there: down.sh never removes it, a second up.sh (or a fresh clone on this machine) reuses it.
set -euo pipefail

CLUSTER_REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
CLUSTER_DIR="$CLUSTER_REPO/deploy/cluster"
CLUSTER_SCRIPTS="$CLUSTER_REPO/scripts/cluster"
CLUSTER_VERSIONS="$CLUSTER_DIR/versions.json"
CLUSTER_CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/sonic-nexus/cluster"
CLUSTER_TOOLS="$CLUSTER_CACHE/tools" # kind, kubectl and the docker shim, linked to their builds
mkdir -p "$CLUSTER_CACHE" "$CLUSTER_TOOLS"

# The cluster's kubeconfig: its own file, so nothing touches ~/.kube/config.
export KUBECONFIG="${SONIC_CLUSTER_KUBECONFIG:-$CLUSTER_CACHE/kubeconfig}"

_cluster_t0=${_cluster_t0:-$(date +%s)}
export _cluster_t0

_fmt_secs() { local s=$1; if ((s >= 60)); then printf '%dm%02ds' $((s / 60)) $((s % 60)); else printf '%ds' "$s"; fi; }
# log MESSAGE: a progress line with the time since up.sh started.
log() { printf '[cluster +%s] %s\n' "$(_fmt_secs $(($(date +%s) - _cluster_t0)))" "$*" >&2; }
die() { printf '[cluster] FAILED: %s\n' "$*" >&2; exit 1; }

# v KEY: a value of versions.json by its dotted path, e.g. v kubernetes.version, v kube-router.version
v() { jq -er --arg p "$1" 'getpath($p | split("."))' "$CLUSTER_VERSIONS"; }

# Builds run at the lowest CPU and IO priority: the machine has 2 cores and is shared.
nice_run() { nice -n 19 ionice -c3 "$@"; }

# recipe_hash PATH...: 12 hex of the contents (and names) of the files under PATHs.
recipe_hash() {
  local p
  for p in "$@"; do
    if [[ -d "$p" ]]; then
      (cd "$p" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum)
    else
      sha256sum "$p"
    fi
  done | sha256sum | cut -c1-12
}

# log_file LABEL: where timed LABEL writes its command's output.
log_file() { echo "$CLUSTER_CACHE/logs/$(printf %s "$1" | tr -c 'A-Za-z0-9.-' _ | cut -c1-60).log"; }

# timed LABEL COLD_HINT -- CMD...: runs CMD, printing a start line and its duration; its output
# goes to $CLUSTER_CACHE/logs/<label>.log (the tail is shown if it fails).
timed() {
  local label=$1 hint=$2; shift 3
  local logf start rc=0
  logf=$(log_file "$label")
  mkdir -p "$CLUSTER_CACHE/logs"
  log "$label${hint:+ ($hint)} ... (log: $logf)"
  start=$(date +%s)
  # In the background, then waited for: a shell function run as `f || rc=$?` would run with
  # errexit off (bash ignores -e inside a tested command), hiding its failures.
  "$@" >"$logf" 2>&1 &
  wait $! || rc=$?
  if ((rc != 0)); then
    tail -n 40 "$logf" >&2
    die "$label (exit $rc after $(_fmt_secs $(($(date +%s) - start)))); the whole log is $logf"
  fi
  log "$label: done in $(_fmt_secs $(($(date +%s) - start)))"
  echo "$label $(($(date +%s) - start))" >>"$CLUSTER_CACHE/logs/timings.txt"
}

# The Go build environment of every component: static binaries, module mode, both cores at nice 19.
go_env() {
  export CGO_ENABLED=0 GOFLAGS=-mod=mod GOMAXPROCS="${GOMAXPROCS:-2}"
  # Tool chains newer than the machine's come from the Go module proxy, like any module.
  export GOTOOLCHAIN="${GOTOOLCHAIN:-auto}"
}

# component_dir NAME: the cache folder of a Go component's binaries, keyed by the version pinned
# in versions.json (or "local") and the hash of its recipe folder.
component_dir() {
  local name=$1 version
  version=$(jq -r --arg n "$name" '.[$n].version // "local"' "$CLUSTER_VERSIONS")
  echo "$CLUSTER_CACHE/$name-$version-$(recipe_hash "$CLUSTER_DIR/components/$name")"
}

# docker_image_key TAG: the recipe key an image was built with (its label), or nothing.
docker_image_key() {
  docker image inspect --format '{{ index .Config.Labels "sonic-nexus.key" }}' "$1" 2>/dev/null || true
}

# ensure_image TAG KEY BUILD_FUNCTION [ARGS...]: the image TAG built from a recipe whose key is
# KEY. Skips when docker has TAG with that key; loads it from the cache's docker-save tar when
# there; else calls BUILD_FUNCTION (which must build TAG with the label sonic-nexus.key=KEY) and
# saves the result into the cache.
ensure_image() {
  local tag=$1 key=$2 fn=$3; shift 3
  local safe dir
  safe=$(echo "$tag" | tr '/:' '__')
  dir="$CLUSTER_CACHE/image-$safe-$key"
  if [[ "$(docker_image_key "$tag")" == "$key" ]]; then
    log "image $tag: present (key $key)"
    return 0
  fi
  if [[ -f "$dir/image.tar" ]]; then
    timed "loading image $tag from the cache" "" -- docker load -i "$dir/image.tar"
    return 0
  fi
  "$fn" "$tag" "$key" "$@"
  [[ "$(docker_image_key "$tag")" == "$key" ]] || die "image $tag was not built with key $key"
  mkdir -p "$dir.tmp"
  timed "saving image $tag into the cache" "" -- docker save -o "$dir.tmp/image.tar" "$tag"
  rm -rf "$dir" && mv "$dir.tmp" "$dir"
}

# docker_build_dir TAG KEY CONTEXT: a plain docker build (no network, no secrets) of CONTEXT.
docker_build_dir() {
  local tag=$1 key=$2 ctx=$3
  timed "building image $tag" "" -- nice_run docker build --label "sonic-nexus.key=$key" -t "$tag" "$ctx"
}
