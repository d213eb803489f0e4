#!/usr/bin/env bash
# Installs, from Debian's packages, what a check needs and this machine lacks: each
# argument after the first is COMMAND:PACKAGE[,PACKAGE...], whose packages are installed
# when COMMAND is not found. The first argument says what they are for.
#
#   scripts/install-missing.sh "the real-terminal check" Xvfb:xvfb kitty:kitty
set -euo pipefail

purpose="$1"
shift
missing=()
for pair in "$@"; do
    command -v "${pair%%:*}" >/dev/null 2>&1 && continue
    IFS=, read -r -a packages <<<"${pair#*:}"
    missing+=("${packages[@]}")
done
((${#missing[@]})) || exit 0
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "Installing ${missing[*]} ($purpose)..." >&2
$sudo apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
