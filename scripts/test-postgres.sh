#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests that need one (WeavyPostgresTests): Debian's
# server, installed when missing, in a folder of its own, on a loopback port, trusting
# local connections. test.sh makes one before the tests and removes it on every way out.
#
#   url=$(scripts/test-postgres.sh create DIR)   # initdb in DIR, start, print the URL
#   scripts/test-postgres.sh stop DIR            # stop it (the tests' restart proof)
#   scripts/test-postgres.sh start DIR           # start it again, on the same port
#   scripts/test-postgres.sh remove DIR          # stop at once and delete DIR
#
# initdb refuses to run as root: as root the cluster belongs to the `postgres` user that
# Debian's package makes, and every server command runs as that user.
set -euo pipefail

command="${1:?usage: test-postgres.sh create|stop|start|remove DIR}"
dir="${2:?usage: test-postgres.sh $command DIR}"

# The newest server installed (Debian keeps its programs off PATH, under a version).
server_bin() {
    local found
    found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
    if [[ -z "$found" || ! -x "$found/initdb" ]]; then
        echo "test-postgres.sh: no PostgreSQL server under /usr/lib/postgresql" >&2
        return 1
    fi
    echo "$found"
}

# Runs a server command as the cluster's owner, with no descriptor of the caller's but
# the standard three: the server it starts must not keep a test's pipes open.
as_owner() {
    (
        for fd in $(ls /proc/$BASHPID/fd); do
            ((fd > 2)) && [[ -e /proc/$BASHPID/fd/$fd ]] && eval "exec $fd>&-"
        done
        if [[ "$(id -u)" -eq 0 ]]; then
            exec runuser -u postgres -- "$@"
        else
            exec "$@"
        fi
    )
}

case "$command" in
create)
    if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
        sudo=""
        [[ "$(id -u)" -ne 0 ]] && sudo="sudo"
        echo "Installing postgresql (the PostgreSQL store's tests)..." >&2
        $sudo apt-get update -qq >&2
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends postgresql >&2
    fi
    bin=$(server_bin)
    mkdir -p "$dir"
    [[ "$(id -u)" -eq 0 ]] && chown postgres: "$dir"
    as_owner "$bin/initdb" --pgdata="$dir/data" --username=weavy --auth=trust --no-sync \
        --encoding=UTF8 --locale=C >"$dir/initdb.log" 2>&1 || {
        cat "$dir/initdb.log" >&2
        exit 1
    }
    # A free loopback port, from the OS; tried again if another program takes it first.
    for attempt in 1 2 3 4 5; do
        port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
        as_owner tee -a "$dir/data/postgresql.conf" >/dev/null <<CONF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$dir'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 60
CONF
        if as_owner "$bin/pg_ctl" --pgdata="$dir/data" --log="$dir/server.log" --wait --silent start >/dev/null; then
            echo "postgres://weavy@127.0.0.1:$port/postgres"
            exit 0
        fi
        echo "test-postgres.sh: the server did not start on port $port (attempt $attempt):" >&2
        tail -5 "$dir/server.log" >&2 || true
    done
    exit 1
    ;;
stop)
    as_owner "$(server_bin)/pg_ctl" --pgdata="$dir/data" --mode=fast --wait --silent stop
    ;;
start)
    as_owner "$(server_bin)/pg_ctl" --pgdata="$dir/data" --log="$dir/server.log" --wait --silent start >/dev/null
    ;;
remove)
    if [[ -f "$dir/data/postmaster.pid" ]]; then
        as_owner "$(server_bin)/pg_ctl" --pgdata="$dir/data" --mode=immediate --wait --silent stop || true
    fi
    rm -rf "$dir"
    ;;
*)
    echo "test-postgres.sh: unknown command '$command' (create, stop, start or remove)" >&2
    exit 2
    ;;
esac
