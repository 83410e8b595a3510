#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15: a fresh cluster in a temporary folder, listening only
# on 127.0.0.1 on a free port, with TEST_DATABASE_URL exported for the command. The server is stopped and
# the folder deleted whatever the outcome; the script exits with the command's status.
#
#   bash scripts/with-postgres.sh bash -c 'cd packages/api && npx vitest run'
#
# PG_BIN overrides where the server binaries are (default /usr/lib/postgresql/15/bin).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 COMMAND [ARG...]" >&2
  exit 2
fi

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
is_root() { [ "$(id -u)" -eq 0 ]; }

if [ ! -x "$PG_BIN/pg_ctl" ]; then
  if is_root && command -v apt-get >/dev/null 2>&1; then
    echo "with-postgres: installing PostgreSQL (no server binaries in $PG_BIN)" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  fi
  if [ ! -x "$PG_BIN/pg_ctl" ]; then
    echo "with-postgres: no PostgreSQL server in $PG_BIN; install PostgreSQL 15 or set PG_BIN" >&2
    exit 1
  fi
fi

# Postgres refuses to run as root: as root, run the server commands as the postgres user.
as_pg() {
  if ! is_root; then
    "$@"
  elif command -v runuser >/dev/null 2>&1; then
    runuser -u postgres -- "$@"
  else
    su postgres -s /bin/sh -c "$(printf '%q ' "$@")"
  fi
}

free_port() {
  if command -v node >/dev/null 2>&1; then
    node -e "const s = require('net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });"
  else
    python3 -c "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1]); s.close()"
  fi
}

tmp="$(mktemp -d "${TMPDIR:-/tmp}/wallcraft-pg.XXXXXX")"
data="$tmp/data"
sock="$tmp/sock"
log="$tmp/server.log"
mkdir -p "$sock"
if is_root; then chown -R postgres: "$tmp"; fi

started=0
cleanup() {
  local status=$?
  if [ "$started" -eq 1 ]; then
    (cd "$tmp" && as_pg "$PG_BIN/pg_ctl" stop -D "$data" -m fast -w >/dev/null 2>&1) || echo "with-postgres: could not stop the server" >&2
  fi
  rm -rf "$tmp"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# The server commands run from the temporary folder: the postgres user may not be able to read the caller's.
caller_dir="$PWD"
cd "$tmp"
as_pg "$PG_BIN/initdb" -D "$data" -U postgres --auth=trust --encoding=UTF8 --no-locale --no-sync >"$tmp/initdb.log" 2>&1 || {
  cat "$tmp/initdb.log" >&2
  exit 1
}

port="$(free_port)"
# random_page_cost as docker-compose.yml sets it, so plans here are the ones users get.
options="-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$sock -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300 -c random_page_cost=1.1"
started=1
as_pg "$PG_BIN/pg_ctl" start -D "$data" -l "$log" -o "$options" -w -t 30 >/dev/null || {
  echo "with-postgres: the server did not start; its log:" >&2
  cat "$log" >&2
  exit 1
}
for _ in $(seq 1 50); do
  "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$port" -U postgres && break
  sleep 0.2
done
"$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$port" -U postgres || {
  echo "with-postgres: the server is not accepting connections; its log:" >&2
  cat "$log" >&2
  exit 1
}
cd "$caller_dir"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') at $TEST_DATABASE_URL" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
