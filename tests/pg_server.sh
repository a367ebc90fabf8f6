#!/usr/bin/env bash
# Run a command with a throw-away PostgreSQL cluster: tests/pg_server.sh pytest …
#
# Starts Debian's PostgreSQL (installing the package when it is missing, where apt exists and
# we are root) on a Unix socket in a temporary folder, exports MN_POSTGRES_URL for the tests,
# runs the command and removes the cluster. Where PostgreSQL cannot be had, it says so in one
# line and runs the command anyway: the tests that need PostgreSQL then skip with that reason.
set -euo pipefail

find_bindir() {
    ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

bindir="$(find_bindir)"
if [ -z "$bindir" ]; then
    if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
        echo "installing PostgreSQL (apt-get install postgresql) for the PostgreSQL tests" >&2
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null \
            || { apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; } \
            || true
        bindir="$(find_bindir)"
    fi
fi
reason=""
if [ -z "$bindir" ]; then
    reason="no PostgreSQL server here and it cannot be installed (needs apt-get and root)"
fi
# initdb refuses to run as root: the cluster belongs to an ordinary user.
if [ -z "$reason" ] && [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
    reason="running as root and there is no 'postgres' user to own the cluster"
fi
if [ -n "$reason" ]; then
    echo "PostgreSQL tests skipped: $reason" >&2
    export MN_POSTGRES_SKIPPED="$reason"
    exec "$@"
fi

as_owner() {
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

cluster="$(mktemp -d /tmp/mn-pg.XXXXXX)"
chmod 755 "$cluster"
[ "$(id -u)" = 0 ] && chown postgres "$cluster"
# No TCP: the port only names the socket file in the cluster's own folder.
port=$(( 20000 + RANDOM % 20000 ))
stop() {
    as_owner "$bindir/pg_ctl" -D "$cluster/data" -m fast -w stop >"$cluster/stop.log" 2>&1 || cat "$cluster/stop.log" >&2
    rm -rf "$cluster" 2>/dev/null || { sleep 1; rm -rf "$cluster"; }
}
trap stop EXIT

as_owner "$bindir/initdb" -D "$cluster/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
# Only the Unix socket (no TCP), durability off: the data is thrown away afterwards.
as_owner "$bindir/pg_ctl" -D "$cluster/data" -l "$cluster/log" -w -o \
    "-k $cluster -c listen_addresses='' -p $port -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null
export MN_POSTGRES_URL="postgresql://postgres@/postgres?host=$cluster&port=$port"
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') for the tests at $cluster (port $port)" >&2
"$@"
