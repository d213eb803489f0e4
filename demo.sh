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

# The Swift runtime linked in statically: about half the start-up time and 3 MB less
# memory than loading it as shared libraries (see the README's Performance section).
swift build -c release --static-swift-stdlib --product weavy-demo >&2
exec .build/release/weavy-demo "$@"
