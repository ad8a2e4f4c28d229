#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server: TEST_POSTGRES_URL points at its `postgres`
# database (trust auth on 127.0.0.1, fsync off). The server and its files are removed afterwards.
# Without PostgreSQL on the machine it says so and exits 0, unless CI or REQUIRE_POSTGRES is set.
set -euo pipefail

if [ -n "${TEST_POSTGRES_URL:-}" ]; then exec "$@"; fi   # an existing server was given

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  if [ -n "${CI:-}" ] || [ -n "${REQUIRE_POSTGRES:-}" ]; then
    echo "with-postgres: PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin (required in CI)" >&2
    exit 1
  fi
  echo "with-postgres: PostgreSQL is not installed here; SKIPPING the PostgreSQL run (CI runs it)."
  exit 0
fi

as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

dir=$(mktemp -d /tmp/bozor-pg.XXXXXX)
chmod 755 "$dir"
[ "$(id -u)" = 0 ] && chown postgres "$dir"
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

cleanup() {
  as_pg "$pg_bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

as_pg "$pg_bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$pg_bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 start \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >/dev/null
echo "with-postgres: PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
