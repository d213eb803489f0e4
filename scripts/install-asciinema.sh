#!/usr/bin/env bash
# Installs what the playback proof of session recordings needs (RecordingPlaybackTests):
# Debian's asciinema, whose `asciinema play` must play the files the demo records.
#
#   scripts/install-asciinema.sh                                    # as root, on Debian or Ubuntu
#   WEAVY_REQUIRE_ASCIINEMA=1 swift test --filter RecordingPlaybackTests  # fails if it is missing
set -euo pipefail

if command -v asciinema >/dev/null 2>&1; then
    echo "asciinema: $(asciinema --version 2>/dev/null || echo installed)"
    exit 0
fi
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "Installing asciinema (the recordings' playback proof)..." >&2
$sudo apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends asciinema >&2
asciinema --version
