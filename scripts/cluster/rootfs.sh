#!/usr/bin/env bash
# rootfs.sh NAME: prints the path of deploy/cluster/rootfs/NAME's root filesystem tarball, making
# it when it is not cached: a debootstrap --variant=minbase of the pinned suite (one, cached and
# shared by every NAME), extracted, NAME's packages installed in a chroot, its customize.sh run.
# Everything happens on the host over the mirror's plain http: no network inside a container.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

name=$1
recipe="$CLUSTER_DIR/rootfs/$name"
[[ -d "$recipe" ]] || die "no rootfs recipe $name"
suite=$(v debian.suite); mirror=$(v debian.mirror)

command -v debootstrap >/dev/null || timed "installing debootstrap (apt)" "" -- apt-get install -y debootstrap

minbase_key=$(echo "$suite $mirror minbase" | sha256sum | cut -c1-12)
minbase="$CLUSTER_CACHE/rootfs-minbase-$suite-$minbase_key/rootfs.tar"
key=$(echo "$minbase_key $(recipe_hash "$recipe")" | sha256sum | cut -c1-12)
out="$CLUSTER_CACHE/rootfs-$name-$suite-$key/rootfs.tar"
if [[ -f "$out" ]]; then echo "$out"; exit 0; fi

work=$(mktemp -d "$CLUSTER_CACHE/.rootfs-XXXXXX")
cleanup() {
  for m in dev/pts dev proc sys; do umount -l "$work/root/$m" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

if [[ ! -f "$minbase" ]]; then
  mkdir -p "$(dirname "$minbase")"
  timed "debootstrap $suite minbase" "cold: ~4 min" -- nice_run debootstrap --variant=minbase "$suite" "$work/root" "$mirror"
  # No leftovers of the host: the chroot's resolv.conf is written only for the installs below.
  rm -f "$work/root/etc/resolv.conf" "$work/root/etc/hostname"
  rm -rf "$work/root/var/lib/apt/lists/"* "$work/root/var/cache/apt/"*.bin "$work/root/var/cache/apt/archives/"*.deb
  timed "packing the minbase rootfs" "" -- tar --numeric-owner -C "$work/root" -cf "$minbase.tmp" .
  mv "$minbase.tmp" "$minbase"
  rm -rf "$work/root"
fi

mkdir -p "$work/root"
tar --numeric-owner -C "$work/root" -xf "$minbase"
pkgs=$(grep -v '^#' "$recipe/packages" | tr '\n' ' ' | xargs || true)
if [[ -n "$pkgs" ]]; then
  cp /etc/resolv.conf "$work/root/etc/resolv.conf"
  # No service starts inside the chroot.
  printf '#!/bin/sh\nexit 101\n' > "$work/root/usr/sbin/policy-rc.d"; chmod +x "$work/root/usr/sbin/policy-rc.d"
  mount -t proc proc "$work/root/proc"
  mount --rbind /sys "$work/root/sys"; mount --make-rslave "$work/root/sys"
  mount --bind /dev "$work/root/dev"; mount --bind /dev/pts "$work/root/dev/pts"
  log "$name rootfs packages: $pkgs"
  timed "installing the $name rootfs packages" "cold: 1-3 min" -- nice_run chroot "$work/root" \
    env DEBIAN_FRONTEND=noninteractive bash -c "apt-get update -qq && apt-get install -y -qq --no-install-recommends $pkgs && apt-get clean"
  for m in dev/pts dev sys proc; do umount -l "$work/root/$m"; done
  rm -f "$work/root/usr/sbin/policy-rc.d" "$work/root/etc/resolv.conf"
  rm -rf "$work/root/var/lib/apt/lists/"* "$work/root/var/cache/apt/"*.bin
fi
if [[ -x "$recipe/customize.sh" ]]; then
  timed "customizing the $name rootfs" "" -- "$recipe/customize.sh" "$work/root"
fi
# Debian's sources over http (as the official images): apt inside an image needs no CA bundle.
printf 'deb %s %s main\ndeb %s %s-updates main\ndeb http://deb.debian.org/debian-security %s-security main\n' \
  "$mirror" "$suite" "$mirror" "$suite" "$suite" > "$work/root/etc/apt/sources.list"
: > "$work/root/etc/resolv.conf"
mkdir -p "$(dirname "$out")"
timed "packing the $name rootfs" "" -- tar --numeric-owner -C "$work/root" -cf "$out.tmp" .
mv "$out.tmp" "$out"
echo "$out"
