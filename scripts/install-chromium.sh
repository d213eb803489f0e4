#!/usr/bin/env bash
# Installs what the pixel proof of the SVG pictures needs (PicturePixelTests): Debian's
# headless Chromium and the DejaVu fonts the pictures name first. Python 3 (already
# used by the other scripts) reads the PNGs Chromium writes.
#
#   scripts/install-chromium.sh                                  # as root, on Debian or Ubuntu
#   WEAVY_REQUIRE_CHROMIUM=1 swift test --filter PicturePixelTests  # fails if it is missing
set -euo pipefail

"$(dirname "$0")/install-missing.sh" "the pictures' pixel proof" chromium:chromium,fonts-dejavu-core
echo "chromium: $(chromium --version 2>/dev/null || echo installed)"
