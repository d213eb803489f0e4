#!/usr/bin/env bash
# The end-to-end benchmark (Benchmarks/README.md): builds weavy-demo exactly as
# ./demo.sh does (release, Swift runtime linked statically), then runs harness.py, which
# builds the C reference when needed and runs both through the same scenario in a 100x30
# pseudo-terminal, one after the other.
#
#   Benchmarks/e2e/run.sh [harness options, e.g. --repeat 40 --json /tmp/e2e.json]
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/ensure-build-dependencies.sh
scripts/build-demo.sh weavy-demo
exec python3 Benchmarks/e2e/harness.py "$@"
