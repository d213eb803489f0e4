#!/usr/bin/env bash
# Runs the gallery (Examples/Gallery) in real terminals, as a person would, under Xvfb:
# Debian's kitty (software GL), which speaks the kitty keyboard protocol, and xterm,
# which offers modifyOtherKeys. Checks that
#   - under kitty, Ctrl-I and Tab, Ctrl-M and Enter reach the gallery's Keys page as
#     different keys, and Esc acts at once (ESCDELAY is 5 s, which a legacy Esc waits);
#   - after q, Ctrl-C, SIGTERM, SIGSEGV and Ctrl-Z then fg, the terminal's keyboard
#     flags (its own answer to CSI ? u) are what they were before, also while stopped;
#   - under xterm, Ctrl-I arrives apart from Tab, and after q its modifyOtherKeys (its
#     answer to XTQMODKEYS, CSI ? 4 m) is what it was;
#   - a line typed into the shell afterwards arrives whole;
#   - in xterm, the demo with COLORTERM=truecolor draws the true-color theme's exact RGB,
#     which the 256-color one (without COLORTERM) does not have: both screenshotted;
#   - in GNU screen inside xterm, one Esc takes the demo back from a movie to its list.
# Installs what it needs when missing (as root, or through sudo); never skips: anything
# missing or wrong fails loudly. Needs the gallery built (`swift build`); called by
# test.sh. About a minute. WEAVY_KEEP_WORK=1 keeps its files (the logs) to look at.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

fail() {
    echo "check-real-terminals: FAILED: $*" >&2
    if [[ -n "${screen_dump:-}" && -f "$screen_dump" ]]; then
        echo "--- what the terminal showed last ---" >&2
        cat "$screen_dump" >&2
    fi
    exit 1
}

"$root/scripts/install-missing.sh" "the real-terminal check" Xvfb:xvfb kitty:kitty xterm:xterm xdotool:xdotool \
    import:imagemagick screen:screen

bin="${WEAVY_BIN_PATH:-$(swift build --show-bin-path)}"
gallery="$bin/weavy-gallery"
[[ -x "$gallery" ]] || fail "$gallery is missing: run swift build first"

work="$(mktemp -d)"
source "$root/scripts/xvfb-session.sh"
cleanup() {
    screen -S "weavy-real-$$" -X quit >/dev/null 2>&1 || true
    stop_started
}
trap cleanup EXIT

start_xvfb "$((200 + $$ % 500))" 1200x800

# The shell each terminal runs: short commands to type. `ask NAME` writes the terminal's
# answer to the question in $QUESTION to $W/NAME; `run N` runs the gallery under a
# small sh that writes its own process id (the gallery is its child) and the gallery's
# exit status (which the interactive shell would not, after a Ctrl-C); `logged N` runs
# it under script(1), which keeps what it wrote in $W/log-N. (No backtrace after the
# SIGSEGV: on a terminal, Swift's backtracer waits for a key.)
cat >"$work/rc" <<EOF
PS1='ready\$ '
W='$work'
G='$gallery'
ask() { python3 '$root/scripts/terminal-reply.py' "\$QUESTION" "\$W/\$1"; }
run() { ESCDELAY=5000 SWIFT_BACKTRACE=enable=no sh -c 'echo \$\$ > "\$0/sh-\$1"; "\$2"; echo \$? > "\$0/status-\$1"' "\$W" "\$1" "\$G"; }
logged() { script -qfec "ESCDELAY=5000 \$G" "\$W/log-\$1"; echo "\$?" > "\$W/status-\$1"; }
EOF

wait_for_file() {
    local path="$1" what="$2"
    local deadline=$((SECONDS + 30))
    while ((SECONDS <= deadline)); do
        [[ -s "$path" ]] && return 0
        sleep 0.05
    done
    fail "$what: $path never appeared"
}

# Gives the window named $1 the keyboard focus (there is no window manager).
focus_window() {
    local deadline=$((SECONDS + 30)) window=""
    while ((SECONDS <= deadline)); do
        window="$(xdotool search --name "$1" 2>/dev/null | head -1)" || true
        [[ -n "$window" ]] && xdotool windowfocus --sync "$window" >/dev/null 2>&1 && return 0
        sleep 0.1
    done
    fail "no window named $1 to type into"
}

type_line() {
    xdotool type --delay 5 "$1"
    xdotool key Return
}

# kitty: its screen is read through its remote control.
socket="$work/kitty.sock"
screen_dump="$work/screen.txt"
screen_has() {
    local text="$1" seconds="${2:-30}"
    local deadline=$((SECONDS + seconds))
    while ((SECONDS <= deadline)); do
        timeout 10 kitty @ --to "unix:$socket" get-text >"$screen_dump" 2>/dev/null || true
        grep -qF -- "$text" "$screen_dump" && return 0
        sleep 0.05
    done
    return 1
}
expect_screen() { screen_has "$1" "${3:-30}" || fail "kitty: $2 (no '$1' on the screen)"; }

echo "== kitty $(kitty --version | cut -d' ' -f2): the gallery's keys and the keyboard flags =="
LIBGL_ALWAYS_SOFTWARE=1 QUESTION='\x1b[?u' kitty --config NONE -o allow_remote_control=yes \
    --listen-on "unix:$socket" -o font_size=11 --title weavy-kitty \
    bash --noprofile --rcfile "$work/rc" -i >"$work/kitty.log" 2>&1 &
started+=($!)
expect_screen "ready\$" "the shell started" 60
focus_window weavy-kitty
type_line "ask before"
wait_for_file "$work/before" "kitty's flags before"
before="$(cat "$work/before")"
[[ "$before" == *'[?'*u* ]] || fail "kitty answered '$before' to CSI ? u: not a keyboard flags reply"
echo "flags before: $before"

expect_flags_back() {
    local name="$1"
    type_line "ask $name"
    wait_for_file "$work/$name" "kitty's flags $name"
    [[ "$(cat "$work/$name")" == "$before" ]] || fail "kitty's flags $name: '$(cat "$work/$name")', before '$before'"
    echo "flags $name: as before"
}

# 1: the Keys page, Esc at once, then q.
type_line "run 1"
expect_screen "Keys" "the gallery's index"
xdotool key End
xdotool key Return
expect_screen "Press keys" "the Keys page"
xdotool key ctrl+i
expect_screen "Last key: <c-i>" "Ctrl-I read as Ctrl-I"
xdotool key Tab
expect_screen "Last key: <tab>" "Tab read as Tab"
xdotool key ctrl+m
expect_screen "Last key: <c-m>" "Ctrl-M read as Ctrl-M"
xdotool key Return
expect_screen "Last key: <enter>" "Enter read as Enter"
xdotool key Escape
# A legacy Esc waits ESCDELAY (5 s) before it is alone: under kitty's protocol it is not.
screen_has "each key as the app reads it" 2 || fail "kitty: Esc did not go back within 2 s (ESCDELAY is 5 s)"
xdotool key q
wait_for_file "$work/status-1" "the gallery's end after q"
expect_flags_back after-q

# 2: Ctrl-C.
type_line "run 2"
expect_screen "each key as the app reads it" "the gallery's index (run 2)"
xdotool key ctrl+c
wait_for_file "$work/status-2" "the gallery's end after Ctrl-C"
expect_flags_back after-ctrl-c

# 3 and 4: SIGTERM, SIGSEGV (the crash handlers' way).
for pair in 3:TERM 4:SEGV; do
    run="${pair%%:*}" signal="${pair#*:}"
    type_line "run $run"
    expect_screen "each key as the app reads it" "the gallery's index (run $run)"
    wait_for_file "$work/sh-$run" "the process id of the gallery's sh"
    # The gallery is the only child of the sh this script had the shell start.
    gallery_pid="$(pgrep -P "$(cat "$work/sh-$run")")" || fail "no gallery under sh $(cat "$work/sh-$run")"
    kill "-$signal" "$gallery_pid"
    wait_for_file "$work/status-$run" "the gallery's end after SIG$signal"
    expect_flags_back "after-sig${signal,,}"
done

# 5: Ctrl-Z, the flags while stopped, fg, the keys again, q.
type_line "run 5"
expect_screen "each key as the app reads it" "the gallery's index (run 5)"
xdotool key ctrl+z
expect_screen "Stopped" "the gallery stopped by Ctrl-Z"
expect_flags_back while-stopped
type_line "fg"
expect_screen "each key as the app reads it" "the gallery back after fg"
xdotool key End
xdotool key Return
expect_screen "Press keys" "the Keys page after fg"
xdotool key ctrl+i
expect_screen "Last key: <c-i>" "Ctrl-I read as Ctrl-I after fg (the flags pushed again)"
xdotool key Escape
xdotool key q
wait_for_file "$work/status-5" "the gallery's end after fg and q"
expect_flags_back after-fg

type_line "echo typed into the shell > \$W/typed"
wait_for_file "$work/typed" "a line typed into the shell"
[[ "$(cat "$work/typed")" == "typed into the shell" ]] || fail "the shell read '$(cat "$work/typed")'"
echo "a line typed into the shell afterwards arrived whole"

echo "== xterm $(xterm -version): modifyOtherKeys =="
screen_dump=""
QUESTION='\x1b[?4m' xterm -title weavy-xterm -geometry 100x30 -e bash --noprofile --rcfile "$work/rc" -i \
    >"$work/xterm.log" 2>&1 &
started+=($!)
focus_window weavy-xterm
type_line "ask xterm-before"
wait_for_file "$work/xterm-before" "xterm's modifyOtherKeys before"
xterm_before="$(cat "$work/xterm-before")"
[[ "$xterm_before" == *'[>4'*m* ]] || fail "xterm answered '$xterm_before' to XTQMODKEYS"
echo "modifyOtherKeys before: $xterm_before"
type_line "logged 6"
log="$work/log-6"
log_has() {
    local deadline=$((SECONDS + 30))
    while ((SECONDS <= deadline)); do
        [[ -f "$log" ]] && grep -qaF -- "$1" "$log" && return 0
        sleep 0.05
    done
    fail "xterm: $2 (no '$1' in what the gallery wrote)"
}
log_has "each key as the app reads it" "the gallery's index"
xdotool key End
xdotool key Return
log_has "Press keys" "the Keys page"
xdotool key ctrl+i
log_has "<c-i>" "Ctrl-I read as Ctrl-I (modifyOtherKeys)"
xdotool key Tab
log_has "<tab>" "Tab read as Tab"
# (No Esc: xterm sends a bare ESC, which waits ESCDELAY; q quits from the Keys page.)
xdotool key q
wait_for_file "$work/status-6" "the gallery's end in xterm"
grep -qaF $'\e[>4;2m' "$log" || fail "xterm: modifyOtherKeys was never set"
type_line "ask xterm-after"
wait_for_file "$work/xterm-after" "xterm's modifyOtherKeys after"
[[ "$(cat "$work/xterm-after")" == "$xterm_before" ]] ||
    fail "xterm's modifyOtherKeys after: '$(cat "$work/xterm-after")', before '$xterm_before'"
echo "modifyOtherKeys after q: as before"
# 24-bit color on the live (ncurses) terminal: xterm draws direct color, so the demo with
# TERM=xterm-256color COLORTERM=truecolor (curses on xterm-direct) shows the light true-color
# theme's exact RGB, its tab bar #DFE3EC, which no 256-color palette has; without
# COLORTERM, the 256-color theme (its tab bar palette 252, #D0D0D0). Both screenshotted;
# WEAVY_SCREENSHOTS=DIR keeps them.
demo="$bin/weavy-demo"
[[ -x "$demo" ]] || fail "$demo is missing: run swift build first"
echo "== xterm: the demo in 24-bit color and in 256 colors =="
mkdir -p "$work/demo-data" "$work/shots"
echo '{"apiKey": "real-terminals"}' >"$work/demo-data/settings.json"
# How many pixels of the window in screenshot $1 have the color $2 (#RRGGBB).
pixels_of() { convert "$1" -fill black +opaque "$2" -fill white -opaque "$2" -format '%[fx:int(mean*w*h+0.5)]' info:; }
# Runs the demo in xterm as $1 with COLORTERM=$2 until its tab bar shows in color $3,
# then keeps the screenshot as $work/shots/$1.png.
shoot_demo() {
    local name="$1" colorterm="$2" color="$3" deadline=$((SECONDS + 60)) window="" pid
    xterm -title "$name" -bg white -fg black -fa 'DejaVu Sans Mono' -fs 11 -geometry 100x30 \
        -e env TERM=xterm-256color COLORTERM="$colorterm" "$demo" --data-dir "$work/demo-data" --fresh >"$work/$name.log" 2>&1 &
    pid=$!
    started+=("$pid")
    while ((SECONDS <= deadline)); do
        [[ -n "$window" ]] || window="$(xdotool search --name "^$name\$" 2>/dev/null | head -1)" || true
        if [[ -n "$window" ]] && import -window "$window" "$work/shots/$name.png" 2>/dev/null &&
            (($(pixels_of "$work/shots/$name.png" "$color") > 1000)); then
            kill_tree "$pid"
            return 0
        fi
        sleep 0.5
    done
    kill_tree "$pid"
    fail "xterm: the demo ($name) never showed its tab bar in $color"
}
shoot_demo demo-truecolor truecolor "#DFE3EC"
shoot_demo demo-256color "" "#D0D0D0"
exact="$(pixels_of "$work/shots/demo-256color.png" "#DFE3EC")"
((exact == 0)) || fail "xterm: the 256-color demo shows the true-color theme's #DFE3EC ($exact pixels)"
echo "24-bit color: the true-color theme's #DFE3EC in $(pixels_of "$work/shots/demo-truecolor.png" "#DFE3EC") pixels;" \
    "256 colors: none, its palette 252 in $(pixels_of "$work/shots/demo-256color.png" "#D0D0D0")"
[[ -n "${WEAVY_SCREENSHOTS:-}" ]] && mkdir -p "$WEAVY_SCREENSHOTS" && cp "$work"/shots/demo-*.png "$WEAVY_SCREENSHOTS"/
# GNU screen holds a lone Esc while the program inside has mouse reports on (until the
# next key): the live terminal leaves the mouse off there, so in screen inside xterm the
# demo's Esc goes back from a movie to the list. Read through screen's hardcopy.
echo "== GNU screen $(screen -v | cut -d' ' -f3) in xterm: Esc goes back =="
screen_session="weavy-real-$$"
# Its sockets in a directory of this run's own (mode 700, as screen requires), whoever runs it.
export SCREENDIR="$work/screen-sockets"
mkdir -m 700 -p "$SCREENDIR"
printf 'maptimeout 10\n' >"$work/screenrc"
hardcopy="$work/hardcopy.txt"
# Waits until screen's window shows (with "-v", no longer shows) the text $1.
screen_shows() {
    local invert=0 deadline=$((SECONDS + 30))
    if [[ "$1" == -v ]]; then invert=1 && shift; fi
    while ((SECONDS <= deadline)); do
        rm -f "$hardcopy"
        screen -S "$screen_session" -X hardcopy "$hardcopy" >/dev/null 2>&1 || true
        if [[ -f "$hardcopy" ]]; then
            local found=0
            if grep -qF -- "$1" "$hardcopy"; then found=1; fi
            if ((found != invert)); then return 0; fi
        fi
        sleep 0.2
    done
    return 1
}
xterm -title weavy-screen -geometry 100x30 -e screen -c "$work/screenrc" -S "$screen_session" \
    "$demo" --data-dir "$work/demo-data" --fresh >"$work/screen.log" 2>&1 &
started+=($!)
focus_window weavy-screen
screen_shows "2 Watched" || fail "GNU screen: the demo's list never showed"
xdotool key Return
screen_shows "Wishlist : " || fail "GNU screen: Enter opened no movie"
xdotool key Escape
screen_shows -v "Wishlist : " || fail "GNU screen: Esc did not go back from the movie within 30 s"
screen_shows "2 Watched" || fail "GNU screen: after Esc the list did not show"
screen -S "$screen_session" -X quit >/dev/null 2>&1 || true
echo "GNU screen: one Esc went back from the movie to the list"
echo "check-real-terminals: all passed"
