#!/usr/bin/env bash
# Runs the example apps in a pseudo-terminal, as a person would, and checks what they
# show: Hello (built by `swift build`) greets the name chosen and goes back; the inline
# picker keeps the shell's lines in tmux and gives its choice to `$(...)`; the
# embedding host, a package of its own in Examples/EmbeddingHost that uses only Weavy's
# products, is built here, shows its own pane beside the Weavy area, opens a planet, and
# quits with F10.
# The gallery is driven page by page by Tests/WeavyGalleryTests instead. Needs no
# terminal and no standard input; called by test.sh after the build.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(swift build --show-bin-path)"
pty=(python3 scripts/run-in-pty.py --size 100x30 --timeout 20)

echo "== the examples in a pseudo-terminal =="
"${pty[@]}" --expect "Margaret" --then '\r' --expect "Hello, Ada!" --then '\x1b' --expect "Grace" --then q \
    -- "$bin/weavy-hello"
echo "== the inline picker in tmux =="
scripts/check-inline-tmux.sh "$bin/weavy-pick"
echo "== the embedding host, a package of its own =="
swift build --package-path Examples/EmbeddingHost
host_bin="$(swift build --package-path Examples/EmbeddingHost --show-bin-path)"
"${pty[@]}" --expect "Host clock" --expect "Mercury" --then '\r' --expect "0.39 AU" --then '\x1b[21~' \
    -- "$host_bin/EmbeddingHost"
