#!/usr/bin/env bash
# The SSH benchmark (Benchmarks/README.md, "Serving over SSH"): builds weavy-demo and
# weavy-demo-serve as ./demo.sh serve does (release, Swift runtime linked statically),
# starts `weavy-demo serve` on loopback, and opens 1, 10, 50 and 200 sessions with the
# OpenSSH client, each in a pseudo-terminal of its own, measuring the server's memory,
# Enter latency through ssh next to the local app, and what the server does while every
# session is idle.
#
#   Benchmarks/ssh/run.sh [--levels 1,10,50,200] [--rounds 20] [--workers N] [--json FILE]
#
# With --heavy, the heavy round instead (Benchmarks/ssh/sorting_load.py): SSHLoadServer's
# sessions each a table of 100,000 tickets, one of them sorting in a loop while the others
# are measured.
#
#   Benchmarks/ssh/run.sh --heavy [--workers 4] [--sessions 100] [--rows 100000] [--rounds 30]
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/ensure-build-dependencies.sh
if ! command -v ssh >/dev/null 2>&1; then
    echo "Installing openssh-client (the benchmark's SSH clients)..." >&2
    sudo_cmd=""
    [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq >&2 && $sudo_cmd apt-get install -y -qq openssh-client >&2
fi
# The same builds as ./demo.sh and the end-to-end benchmark: built otherwise, each of
# them would rebuild the whole release folder with different flags.
if [ "${1:-}" = "--heavy" ]; then
    shift
    scripts/build-demo.sh SSHLoadServer
    exec python3 Benchmarks/ssh/sorting_load.py "$@"
fi
scripts/build-demo.sh weavy-demo
scripts/build-demo.sh weavy-demo-serve
exec python3 Benchmarks/ssh/harness.py "$@"
