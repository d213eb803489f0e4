#!/usr/bin/env bash
# Installs what building Weavy needs on a fresh Debian machine: the ncursesw headers
# (libncurses-dev), the terminfo entries (ncurses-base, and kitty's own entry from
# kitty-terminfo: the synchronized-output and report tests start the live terminal under
# TERM=xterm-kitty, and ncurses-term leaves that entry to kitty), the direct-color entries
# from ncurses-term (xterm-direct, kitty-direct: the live terminal draws 24-bit color
# through them, and its tests start it under COLORTERM=truecolor), and the OpenSSH client
# (openssh-client: the WeavySSH tests log in with a real ssh and make keys with
# ssh-keygen). Sourced by test.sh and demo.sh. Does nothing when they are already there.

weavy_missing_packages=()
[ -f /usr/include/ncursesw/curses.h ] && [ -f /usr/include/ncursesw/panel.h ] || weavy_missing_packages+=(libncurses-dev)
[ -e /usr/share/terminfo/x/xterm-256color ] || [ -e /lib/terminfo/x/xterm-256color ] || weavy_missing_packages+=(ncurses-base)
[ -e /usr/share/terminfo/x/xterm-direct ] || [ -e /lib/terminfo/x/xterm-direct ] || weavy_missing_packages+=(ncurses-term)
[ -e /usr/share/terminfo/x/xterm-kitty ] || [ -e /lib/terminfo/x/xterm-kitty ] || weavy_missing_packages+=(kitty-terminfo)
[ -x /usr/bin/ssh ] && [ -x /usr/bin/ssh-keygen ] || weavy_missing_packages+=(openssh-client)

if [ ${#weavy_missing_packages[@]} -gt 0 ]; then
    echo "Installing ${weavy_missing_packages[*]} (needed to build Weavy)..." >&2
    weavy_sudo=""
    [ "$(id -u)" -ne 0 ] && weavy_sudo="sudo"
    export DEBIAN_FRONTEND=noninteractive
    $weavy_sudo apt-get update -qq >&2
    $weavy_sudo apt-get install -y -qq "${weavy_missing_packages[@]}" >&2
fi

if ! command -v swift >/dev/null 2>&1; then
    echo "error: the Swift toolchain (6.0 or later) is not on PATH" >&2
    exit 1
fi
