# Sourced by the scripts that run real terminals under Xvfb (check-real-terminals.sh,
# check-real-contrast.sh): the processes they start, ended with everything under them,
# and a display of their own. The sourcing script defines `fail` and `$work` first.

# What this script started, by process id, in order (the display first).
started=()

# A process and everything under it, children first: a terminal's shell, `script` and
# the program under it outlive the terminal when it alone is killed (they did, after a
# failed run, holding their pseudo-terminals for an hour).
kill_tree() {
    local child
    for child in $(pgrep -P "$1" 2>/dev/null); do kill_tree "$child"; done
    kill "$1" 2>/dev/null || true
}

# Ends only what this script started, the terminals before the display, and removes
# $work unless WEAVY_KEEP_WORK is set.
stop_started() {
    local index
    for ((index = ${#started[@]} - 1; index >= 0; index--)); do
        kill_tree "${started[index]}"
    done
    if [[ -n "${WEAVY_KEEP_WORK:-}" ]]; then echo "kept $work" >&2; else rm -rf "$work"; fi
}

# Starts Xvfb on display :NUMBER with a screen of SIZE (1200x800) and waits until it
# answers; exports DISPLAY.
start_xvfb() {
    local number="$1" size="$2"
    Xvfb ":$number" -screen 0 "${size}x24" -nolisten tcp >"$work/xvfb.log" 2>&1 &
    started+=($!)
    export DISPLAY=":$number"
    for _ in $(seq 100); do
        xdotool getmouselocation >/dev/null 2>&1 && return 0
        sleep 0.1
    done
    fail "Xvfb did not start: $(cat "$work/xvfb.log")"
}
