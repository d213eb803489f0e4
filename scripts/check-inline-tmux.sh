#!/usr/bin/env bash
# The inline picker (Examples/Picker) in tmux, as a person would run it from a shell:
# lines printed before it stay on the screen, `choice=$(weavy-pick ...)` gets the choice
# (the picker draws on the terminal while its standard output is a pipe), the shell prints
# it after the picker ends, and `stty -a` after is what it was before.
#   scripts/check-inline-tmux.sh [PATH-TO-weavy-pick]
# Called by scripts/check-examples.sh; tmux runs on a server of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
pick="${1:-$(swift build --show-bin-path)/weavy-pick}"
scripts/install-missing.sh "the inline picker's tmux check" tmux:tmux
dir="$(mktemp -d)"
server="weavy-inline-$$"
tmux=(tmux -L "$server" -f /dev/null)
trap '"${tmux[@]}" kill-server 2>/dev/null || true; rm -rf "$dir"' EXIT
"${tmux[@]}" new-session -d -s check -x 80 -y 24 "env -i PATH=$PATH TERM=xterm-256color LANG=C.UTF-8 PS1='$ ' bash --norc --noprofile"

# Waits up to 60 s until the pane shows $1.
wait_for() {
    for _ in $(seq 600); do
        "${tmux[@]}" capture-pane -p -t check >"$dir/pane"
        grep -qF -- "$1" "$dir/pane" && return 0
        sleep 0.1
    done
    echo "check-inline-tmux: the pane never showed '$1':" >&2
    cat "$dir/pane" >&2
    exit 1
}

"${tmux[@]}" send-keys -t check "stty -a >$dir/before; echo shell line one; echo shell line two" Enter
wait_for "shell line two"
"${tmux[@]}" send-keys -t check "choice=\$($pick apple banana cherry grape); echo \"picked: \$choice\"; stty -a >$dir/after" Enter
wait_for "4 of 4"
"${tmux[@]}" send-keys -t check "an"
wait_for "1 of 4"
"${tmux[@]}" send-keys -t check Enter
wait_for "picked: banana"
for _ in $(seq 600); do [ -s "$dir/after" ] && break; sleep 0.1; done
"${tmux[@]}" capture-pane -p -t check >"$dir/pane"
grep -n . "$dir/pane" | sed 's/^/  /'
fail=0
grep -qx "shell line one" "$dir/pane" || { echo "check-inline-tmux: the first shell line is gone" >&2; fail=1; }
grep -qx "shell line two" "$dir/pane" || { echo "check-inline-tmux: the second shell line is gone" >&2; fail=1; }
# The picker cleared its rows (end: .clear): the choice is printed where they were.
if grep -q "of 4" "$dir/pane"; then echo "check-inline-tmux: the picker's rows were left" >&2; fail=1; fi
if ! diff "$dir/before" "$dir/after" >&2; then echo "check-inline-tmux: stty -a changed" >&2; fail=1; fi
((fail == 0)) && echo "check-inline-tmux: shell lines kept, choice printed after, stty -a as before"
exit "$fail"
