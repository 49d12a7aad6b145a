#!/usr/bin/env bash
# postgres: the postgres user as uid/gid 999 (as the official image, so an fsGroup of 999 fits),
# the data folder, and an entrypoint that initialises it from POSTGRES_* on first start.
set -euo pipefail
root=$1
old_uid=$(chroot "$root" id -u postgres); old_gid=$(chroot "$root" id -g postgres)
chroot "$root" groupmod -g 999 postgres
chroot "$root" usermod -u 999 -g 999 postgres
chroot "$root" find / -xdev \( -uid "$old_uid" -o -gid "$old_gid" \) -exec chown -h 999:999 {} +
# Debian's package made a cluster at install time; the entrypoint makes its own in PGDATA.
rm -rf "$root/var/lib/postgresql/15" "$root/etc/postgresql/15"
mkdir -p "$root/var/lib/postgresql/data" "$root/var/run/postgresql"
chroot "$root" chown -R 999:999 /var/lib/postgresql /var/run/postgresql
chmod 2777 "$root/var/run/postgresql"
install -m 0755 "$(dirname "$0")/docker-entrypoint.sh" "$root/usr/local/bin/docker-entrypoint.sh"
