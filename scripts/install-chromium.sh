#!/usr/bin/env bash
# Installs what the pixel proof of the SVG pictures needs (PicturePixelTests): Debian's
# headless Chromium and the DejaVu fonts the pictures name first. Python 3 (already
# used by the other scripts) reads the PNGs Chromium writes.
#
#   scripts/install-chromium.sh                                  # as root, on Debian or Ubuntu
#   WEAVY_REQUIRE_CHROMIUM=1 swift test --filter PicturePixelTests  # fails if it is missing
set -euo pipefail

if command -v chromium >/dev/null 2>&1; then
    echo "chromium: $(chromium --version 2>/dev/null || echo installed)"
    exit 0
fi
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "Installing chromium and fonts-dejavu-core (the pictures' pixel proof)..." >&2
$sudo apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >&2
chromium --version
