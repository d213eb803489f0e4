#!/usr/bin/env bash
# Builds the demo app (release) and runs it in this terminal. Arguments go to the app:
#
#   ./demo.sh                       # the movie app
#   ./demo.sh --open movie/23452    # start on Avatar
#   ./demo.sh --help                # every option
#
# On a fresh machine it installs what the build needs first.
set -euo pipefail
cd "$(dirname "$0")"
source scripts/ensure-build-dependencies.sh

swift build -c release --product weavy-demo >&2
exec .build/release/weavy-demo "$@"
