#!/usr/bin/env bash
# Runs the demo in real terminals under Xvfb, each on a light and on a dark background,
# and measures WCAG contrast on screenshots of its screens. The terminals: Debian's
# xterm, kitty (software GL), alacritty, rxvt-unicode, and tmux and GNU screen inside
# xterm. In each, `weavy-demo doctor` first says what the terminal was found to support
# (the theme and color depth it chose, and why); then the demo's list, a movie, the
# settings modal and a filter being typed are captured (`import -window`), and
# scripts/measure-contrast.py finds, per cell with text, the ratio between its
# background and its text's most distant color. Every cell must reach 4.5:1; the worst
# cell of each terminal is named when one does not.
#
# Installs what it needs when missing (as root, or through sudo); never skips. Needs the
# demo built (`swift build`). About three minutes, so test.sh leaves it out: run it by
# hand (CI time). Prints a summary table
# (terminal, background, theme, depth, worst contrast); WEAVY_CONTRAST_TABLE=FILE also
# writes it there as Markdown, WEAVY_SCREENSHOTS=DIR keeps the screenshots, and
# WEAVY_KEEP_WORK=1 keeps its files (doctor reports, measures).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
started_at=$SECONDS

fail() {
    echo "check-real-contrast: FAILED: $*" >&2
    exit 1
}

"$root/scripts/install-missing.sh" "the contrast check" Xvfb:xvfb xterm:xterm kitty:kitty alacritty:alacritty \
    urxvt:rxvt-unicode tmux:tmux screen:screen xdotool:xdotool import:imagemagick

bin="${WEAVY_BIN_PATH:-$(swift build --show-bin-path)}"
demo="$bin/weavy-demo"
[[ -x "$demo" ]] || fail "$demo is missing: run swift build first"

work="$(mktemp -d)"
source "$root/scripts/xvfb-session.sh"
cleanup() {
    # tmux's and screen's servers leave their terminal's process tree: ended by name,
    # the names this script gave them.
    tmux -L "weavy-contrast-$$" kill-server 2>/dev/null || true
    screen -S "weavy-contrast-$$" -X quit >/dev/null 2>&1 || true
    stop_started
}
trap cleanup EXIT

start_xvfb "$((200 + ($$ + 250) % 500))" 1400x900

columns=100 rows=30 font="DejaVu Sans Mono" size=12
mkdir -p "$work/data"
echo "maptimeout 10" >"$work/screenrc"
echo '{"apiKey": "contrast-check"}' >"$work/data/settings.json"

# The command each terminal runs: the doctor's report, then the demo, tracing its knits
# (a new line says a screen was woven) until it is ended.
session() {
    local name="$1"
    # A second first: a terminal just started under software GL (alacritty) answered
    # nothing to questions asked at once, within the app's 100 ms.
    echo "sleep 1; $demo doctor >'$work/doctor-$name.txt' 2>&1;" \
        "exec $demo --data-dir '$work/data' --fresh --trace '$work/trace-$name.jsonl'"
}

# Starts terminal $1 on background $2 (light or dark) with the session named $3.
start_terminal() {
    local terminal="$1" background="$2" name="$3" bg fg
    if [[ "$background" == light ]]; then bg="#ffffff" fg="#000000"; else bg="#000000" fg="#ffffff"; fi
    local command
    command="$(session "$name")"
    local xterm=(xterm -title "$name" -bg "$bg" -fg "$fg" -fa "$font" -fs "$size" -b 0 -geometry "${columns}x${rows}")
    case "$terminal" in
    xterm) "${xterm[@]}" -e sh -c "$command" ;;
    kitty)
        LIBGL_ALWAYS_SOFTWARE=1 kitty --config NONE --title "$name" -o font_family="$font" -o font_size="$size" \
            -o background="$bg" -o foreground="$fg" -o window_padding_width=0 -o cursor_blink_interval=0 \
            -o remember_window_size=no -o initial_window_width="${columns}c" -o initial_window_height="${rows}c" \
            sh -c "$command"
        ;;
    alacritty)
        LIBGL_ALWAYS_SOFTWARE=1 alacritty --config-file /dev/null --title "$name" -o "font.normal.family=$font" \
            -o "font.size=$size" -o "colors.primary.background='$bg'" -o "colors.primary.foreground='$fg'" \
            -o "window.dimensions.columns=$columns" -o "window.dimensions.lines=$rows" -e sh -c "$command"
        ;;
    urxvt)
        urxvt -title "$name" -bg "$bg" -fg "$fg" -fn "xft:$font:size=$size" -b 0 +sb -geometry "${columns}x${rows}" \
            -e sh -c "$command"
        ;;
    tmux) "${xterm[@]}" -e tmux -L "weavy-contrast-$$" -f /dev/null new-session "$command" ;;
    screen) "${xterm[@]}" -e screen -c "$work/screenrc" -S "weavy-contrast-$$" sh -c "$command" ;;
    esac
}

# The window's pixels, as a hash: to see when a screen has changed and settled.
pixels() { import -window "$window" rgb:- 2>/dev/null | md5sum | cut -d' ' -f1; }

# Waits until the window differs from $1 and holds still for half a second.
settle() {
    local before="$1" deadline=$((SECONDS + 30)) last="" now
    while ((SECONDS <= deadline)); do
        now="$(pixels)"
        if [[ "$now" != "$before" && "$now" == "$last" ]]; then
            shown="$now"
            return 0
        fi
        last="$now"
        sleep 0.5
    done
    problem="the screen did not change and settle after $2"
    return 1
}

knits() { if [[ -f "$trace" ]]; then grep -c didKnit "$trace" || true; else echo 0; fi; }
wait_for_knit() {
    local count="$1" deadline=$((SECONDS + 60))
    while (($(knits) <= count)); do
        if ((SECONDS > deadline)); then
            problem="nothing woven after $2"
            return 1
        fi
        sleep 0.1
    done
}

# Captures the window as screen $1 and measures it (in the background), in the cells
# given after it (a modal's: what is beneath it is dimmed on purpose), else all.
# Esc, to go back: one Esc, as a person presses it, in every terminal. (GNU screen held a
# lone Esc while the demo had mouse reports on, until the next key; two Escs then arrived
# 10 ms apart and read as Alt-Esc, which goes nowhere. The live terminal now leaves the
# mouse off inside screen, and screen passes a lone Esc on after its maptimeout.)
back() { xdotool key Escape; }

shoot() {
    local screen="$1"
    shift
    screens+=("$screen")
    import -window "$window" "$work/shots/$name-$screen.png"
    python3 "$root/scripts/measure-contrast.py" "$work/shots/$name-$screen.png" "$columns" "$rows" "$@" \
        >"$work/measure-$name-$screen.json" &
    measures+=($!)
}

# The screens, in order: the list, a movie, the settings modal, a filter being typed.
# Stops at the first step that does not show, saying which in $problem.
walk() {
    wait_for_knit 0 "the start" && shown="" && settle "" "the start" && shoot list || return 1
    local listed="$shown" knitted
    knitted="$(knits)"
    xdotool key Return
    wait_for_knit "$knitted" "Enter" && settle "$listed" "Enter" && shoot movie || return 1
    back && settle "$shown" "Esc from the movie" || return 1
    knitted="$(knits)"
    xdotool key s
    wait_for_knit "$knitted" "s" && settle "$shown" "s" && shoot settings "${modal[@]}" || return 1
    back && settle "$shown" "Esc from the settings" || return 1
    xdotool type --delay 30 "/mat" && settle "$shown" "/mat" && shoot filter
}

mkdir -p "$work/shots"
# Where the settings modal is, from the same screen printed headless.
read -r -a modal < <("$demo" --headless --data-dir "$work/data" --fresh --size "${columns}x${rows}" --keys s |
    python3 "$root/scripts/modal-frame.py")
table="| Terminal | Background | Theme | Depth | Worst contrast (screen, cell) |
|---|---|---|---|---|"
failures=()
for terminal in ${WEAVY_CONTRAST_TERMINALS:-xterm kitty alacritty urxvt tmux screen}; do
    for background in light dark; do
        name="$terminal-$background" trace="$work/trace-$terminal-$background.jsonl" measures=()
        start_terminal "$terminal" "$background" "$name" >"$work/$name.log" 2>&1 &
        pid=$!
        started+=("$pid")
        window="$(xdotool search --sync --name "^$name\$" 2>/dev/null | head -1)" || true
        [[ -n "$window" ]] || fail "$name: no window"
        xdotool windowfocus --sync "$window" >/dev/null 2>&1 || true
        problem="" screens=()
        walk || failures+=("$name: $problem")
        wait "${measures[@]}"
        kill_tree "$pid"
        tmux -L "weavy-contrast-$$" kill-server 2>/dev/null || true
        screen -S "weavy-contrast-$$" -X quit >/dev/null 2>&1 || true
        theme="$(grep -a '  theme ' "$work/doctor-$name.txt" | awk '{print $2}')" || true
        depth="$(grep -a '  color depth ' "$work/doctor-$name.txt" | sed -E 's/^  color depth +([^ ]+ [^ ]+).*/\1/')" || true
        worst="$(python3 - "$work" "$name" "${screens[@]}" <<'PY'
import json, sys
work, name, screens = sys.argv[1], sys.argv[2], sys.argv[3:]
found = []
for screen in screens:
    with open(f"{work}/measure-{name}-{screen}.json") as file:
        measure = json.load(file)
    found.append((measure["worst"]["ratio"], screen, measure))
if not found:
    sys.exit(print("nothing measured"))
ratio, screen, measure = min(found, key=lambda item: item[0])
worst = measure["worst"]
below = sum(item[2]["below_4_5"] for item in found)
print(f"{ratio:.2f}:1 ({screen}, column {worst['column']} row {worst['row']}: {worst['text']} on {worst['background']})"
      + (f"; {below} cells below 4.5:1" if below else ""))
PY
)"
        [[ -z "$problem" ]] || worst+="; only ${screens[*]}: $problem"
        table+=$'\n'"| $terminal | $background | $theme | $depth | $worst |"
        ratio="${worst%%:*}"
        if python3 -c "import sys; sys.exit(0 if float('$ratio') >= 4.5 else 1)"; then :; else
            failures+=("$name: $worst")
        fi
        echo "$name: theme $theme, $depth, worst $worst"
    done
done

echo
echo "$table"
[[ -n "${WEAVY_CONTRAST_TABLE:-}" ]] && echo "$table" >"$WEAVY_CONTRAST_TABLE"
[[ -n "${WEAVY_SCREENSHOTS:-}" ]] && mkdir -p "$WEAVY_SCREENSHOTS" && cp "$work"/shots/*.png "$WEAVY_SCREENSHOTS"/
[[ -n "${WEAVY_KEEP_WORK:-}" ]] && cp "$work"/doctor-*.txt "$work/shots/" 2>/dev/null
echo "check-real-contrast: $((SECONDS - started_at)) s"
((${#failures[@]} == 0)) || fail "below 4.5:1: ${failures[*]}"
echo "check-real-contrast: every screen in every terminal reaches 4.5:1"
