#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a PostgreSQL server with pgvector.
# Uses TEST_DATABASE_URL when it is already set; otherwise starts a throwaway cluster of
# Debian's PostgreSQL 15 in a temporary directory and stops it afterwards.
set -euo pipefail

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  exec "$@"
fi

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "with-postgres: $PG_BIN/initdb not found. Run scripts/install-test-deps.sh as root, or set TEST_DATABASE_URL." >&2
  exit 1
fi

dir=$(mktemp -d -t kindred-pg-XXXXXX)
port=${TEST_PG_PORT:-55432}
# PostgreSQL refuses to run as root, so the cluster belongs to the postgres system user then.
run_as=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir "$dir" postgres
  chown postgres "$dir"
  run_as=(runuser -u postgres --)
fi

cleanup() {
  "${run_as[@]}" "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

"${run_as[@]}" "$PG_BIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${run_as[@]}" "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $port"
"$@"
