#!/usr/bin/env bash
# app-images.sh: the nine app images, sonic-nexus/<name>:<key>, built with docker (BuildKit) from
# the one template, deploy/images/Dockerfile, and this checkout (scripts/deployables/image.ts gives
# each one's build args). <key> is a content hash of what the images are made of: the files of the
# build context (the checkout as git sees it, edits and new files included, less what .dockerignore
# surely leaves out), the template, the build args and the base image's build. An image whose tag
# exists is skipped, so a second run builds nothing; docker's layer cache keeps the npm ci layers
# across source edits. Prints the key (the tag of all nine) on stdout, progress on stderr.
# Env: SONIC_CLUSTER_KEEP_APP_IMAGES (default 3): tags kept per image; older ones are removed from
# docker (a node keeps what was loaded into it).
# SONIC_APP_IMAGES_ONLY="mfe-feed ...": build only these (a slice shipped alone, as cluster:test's
# scenario 2 does from a changed copy of the checkout); the tag is still the whole checkout's key.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$CLUSTER_REPO" || exit 1

base=$(v node.image)
[[ -n "$(docker_image_key "$base")" ]] || die "no $base in docker (scripts/cluster/base-image.sh builds it)"

# The build args come from the catalogue through scripts/deployables/image.ts: node and tsx first.
if [[ ! -x node_modules/.bin/tsx ]]; then
  timed "bootstrap (npm packages: the image build args come from scripts/deployables/image.ts)" "~1-3 min" -- \
    bash scripts/bootstrap.sh
fi
image_ts() { bash scripts/with-node.sh node --import tsx scripts/deployables/image.ts "$@"; }
args_json=$(image_ts json)
mapfile -t names < <(jq -r 'keys_unsorted[]' <<<"$args_json")
((${#names[@]} == 9)) || die "expected nine deployables from scripts/deployables/image.ts, got ${#names[@]}"
if [[ -n "${SONIC_APP_IMAGES_ONLY:-}" ]]; then
  read -r -a only <<<"${SONIC_APP_IMAGES_ONLY//,/ }"
  for name in "${only[@]}"; do
    printf '%s\n' "${names[@]}" | grep -qx "$name" || die "SONIC_APP_IMAGES_ONLY: no deployable $name (${names[*]})"
  done
  names=("${only[@]}")
fi

# A docker client that builds with BuildKit (the template mounts the CA as a secret): one with the
# buildx plugin, or a client from before 23.0, which has BuildKit built in (Debian's docker.io).
docker_cli=""
for d in docker /usr/bin/docker; do
  command -v "$d" >/dev/null || continue
  if "$d" buildx version >/dev/null 2>&1; then docker_cli=$d; break; fi
  cv=$("$d" version --format '{{.Client.Version}}' 2>/dev/null) || continue
  if ((${cv%%.*} < 23)); then docker_cli=$d; break; fi
done
[[ -n "$docker_cli" ]] || die "no docker client builds with BuildKit here (install the buildx plugin)"

# The CA bundle as a build secret, only when this machine's TLS to the npm registry needs more than
# the CAs Node ships with (a TLS-intercepting proxy); never in a layer.
registry=https://registry.npmjs.org/
tls_probe() {
  env -u NODE_EXTRA_CA_CERTS "$@" timeout 20 bash scripts/with-node.sh node --use-bundled-ca -e \
    "require('https').get('$registry', (r) => process.exit(r.statusCode < 500 ? 0 : 1)).on('error', () => process.exit(1))"
}
ca_file=${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}
secret=()
if ! tls_probe; then
  if [[ ! -f "$ca_file" ]] || ! tls_probe NODE_EXTRA_CA_CERTS="$ca_file"; then
    die "the npm registry's TLS fails here, with Node's CAs and with $ca_file"
  fi
  secret=(--secret "id=ca,src=$ca_file")
  log "the npm registry needs $ca_file here: passed to the builds as the secret ca"
fi

# The key: the context's files (git's view: tracked and untracked-not-ignored, each file's content;
# without deploy/, scripts/cluster/, tests, e2e/ and load-tests/ but their package.json, *.md: all
# in .dockerignore),
# the template and .dockerignore, the build args, the base image's key.
not_in_context='^(deploy|test|\.ci|scripts/cluster)/|\.md$|\.test\.tsx?$|^services/[^/]+/(test|bench)/|^(e2e|load-tests)/(?!package\.json$)'
key=$(
  {
    git ls-files -z -co --exclude-standard | grep -zvP "$not_in_context" | LC_ALL=C sort -z |
      while IFS= read -r -d '' f; do [[ -f "$f" ]] && sha256sum "$f"; done
    sha256sum deploy/images/Dockerfile .dockerignore
    echo "$args_json"
    docker_image_key "$base"
  } | sha256sum | cut -c1-12
)

log "app images: tag $key (the content key of this checkout)"
i=0
for name in "${names[@]}"; do
  i=$((i + 1))
  tag="sonic-nexus/$name:$key"
  if docker image inspect "$tag" >/dev/null 2>&1; then
    log "image $tag: present ($i/${#names[@]})"
    continue
  fi
  timed "building image sonic-nexus/$name ($i/${#names[@]})" "cold: the first ~2 min, front ends ~1 min each; a source edit ~15-60 s each" -- \
    nice_run env DOCKER_BUILDKIT=1 DOCKER="$docker_cli" bash scripts/with-node.sh node --import tsx \
    scripts/deployables/image.ts build "$name" "$tag" --progress=plain --label "sonic-nexus.key=$key" "${secret[@]}"
done

# Old tags go (their layers too, unless a kept image shares them).
keep=${SONIC_CLUSTER_KEEP_APP_IMAGES:-3}
for name in "${names[@]}"; do
  docker images "sonic-nexus/$name" --format '{{.CreatedAt}}\t{{.Tag}}' | sort -r | tail -n +"$((keep + 1))" |
    cut -f2 | while read -r old; do
      [[ "$old" == "$key" ]] || docker rmi "sonic-nexus/$name:$old" >/dev/null 2>&1 || true
    done
done
echo "$key"
