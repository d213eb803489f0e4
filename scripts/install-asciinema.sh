#!/usr/bin/env bash
# Installs what the playback proof of session recordings needs (RecordingPlaybackTests):
# Debian's asciinema, whose `asciinema play` must play the files the demo records.
#
#   scripts/install-asciinema.sh                                    # as root, on Debian or Ubuntu
#   WEAVY_REQUIRE_ASCIINEMA=1 swift test --filter RecordingPlaybackTests  # fails if it is missing
set -euo pipefail

"$(dirname "$0")/install-missing.sh" "the recordings' playback proof" asciinema:asciinema
echo "asciinema: $(asciinema --version 2>/dev/null || echo installed)"
