#!/bin/bash
# The official postgres image's contract, in short: POSTGRES_PASSWORD (required unless
# POSTGRES_HOST_AUTH_METHOD=trust), POSTGRES_USER (postgres), POSTGRES_DB (= user), PGDATA
# (/var/lib/postgresql/data); initdb on an empty PGDATA, then `postgres` in the foreground.
set -euo pipefail
export PATH="/usr/lib/postgresql/15/bin:$PATH"
: "${PGDATA:=/var/lib/postgresql/data}" "${POSTGRES_USER:=postgres}"
: "${POSTGRES_DB:=$POSTGRES_USER}" "${POSTGRES_HOST_AUTH_METHOD:=scram-sha-256}"
if [[ "${1:-}" == -* || $# -eq 0 ]]; then set -- postgres "$@"; fi
if [[ "$1" == postgres && "$(id -u)" == 0 ]]; then
  mkdir -p "$PGDATA" && chown 999:999 "$PGDATA" && chmod 700 "$PGDATA"
  exec setpriv --reuid=999 --regid=999 --init-groups "$0" "$@"
fi
if [[ "$1" == postgres && ! -s "$PGDATA/PG_VERSION" ]]; then
  if [[ -z "${POSTGRES_PASSWORD:-}" && "$POSTGRES_HOST_AUTH_METHOD" != trust ]]; then
    echo "POSTGRES_PASSWORD is required (or POSTGRES_HOST_AUTH_METHOD=trust)" >&2; exit 1
  fi
  pwfile=$(mktemp); printf '%s' "${POSTGRES_PASSWORD:-}" > "$pwfile"
  initdb -D "$PGDATA" --username="$POSTGRES_USER" --pwfile="$pwfile" --auth-local=trust \
    --auth-host="$POSTGRES_HOST_AUTH_METHOD" --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  rm -f "$pwfile"
  echo "host all all all $POSTGRES_HOST_AUTH_METHOD" >> "$PGDATA/pg_hba.conf"
  if [[ "$POSTGRES_DB" != postgres ]]; then
    postgres -D "$PGDATA" -c listen_addresses='' -k /var/run/postgresql & pid=$!
    until pg_isready -q -h /var/run/postgresql; do sleep 0.2; done
    psql -h /var/run/postgresql -U "$POSTGRES_USER" -d postgres -v ON_ERROR_STOP=1 \
      -c "CREATE DATABASE \"$POSTGRES_DB\""
    kill "$pid"; wait "$pid" || true
  fi
fi
if [[ "$1" == postgres ]]; then
  shift; exec postgres -D "$PGDATA" -c listen_addresses='*' -k /var/run/postgresql "$@"
fi
exec "$@"
