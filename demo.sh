#!/usr/bin/env bash
# Builds the demo app (release) and runs it in this terminal. Arguments go to the app:
#
#   ./demo.sh                       # the movie app
#   ./demo.sh --open movie/23452    # start on Avatar
#   ./demo.sh --help                # every option
#   ./demo.sh serve --allow-anonymous   # serve it over SSH on 127.0.0.1:2222 (ssh -t -p 2222 127.0.0.1)
#
# On a fresh machine it installs what the build needs first.
set -euo pipefail
cd "$(dirname "$0")"
source scripts/ensure-build-dependencies.sh

# Release, the Swift runtime linked in statically: less than half the start-up time and
# 4 MiB less memory than loading it as shared libraries (Benchmarks/README.md).
scripts/build-demo.sh weavy-demo
if [[ "${1:-}" == serve ]]; then
    # The server is a program of its own (weavy-demo serve runs it), so the app stays small.
    scripts/build-demo.sh weavy-demo-serve
fi
exec .build/release/weavy-demo "$@"
