#!/usr/bin/env bash
# Runs the whole test suite: builds everything, then runs every test (in parallel, the
# Swift Testing default). Needs no terminal and no standard input. On a fresh machine it
# installs what the build needs first.
#
#   ./test.sh                  # everything
#   ./test.sh --filter Snap    # extra arguments go to `swift test`
set -euo pipefail
cd "$(dirname "$0")"
source scripts/ensure-build-dependencies.sh

# CI must compare against the recorded snapshots, never record new ones.
export SNAPSHOT_TESTING_RECORD="${SNAPSHOT_TESTING_RECORD:-never}"

swift build --build-tests
swift test --skip-build "$@"
