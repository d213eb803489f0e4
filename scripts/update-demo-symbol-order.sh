#!/usr/bin/env bash
# Regenerates scripts/demo-symbol-order.txt, the order in which scripts/build-demo.sh asks
# the linker to lay out the demo's hot functions: every function of the program that runs
# from start-up through two rounds of the end-to-end benchmark's keys (Enter, Esc, the
# settings modal, both tabs) and quitting, as callgrind records them. Run it after large
# changes to the demo or the toolkit; names that no longer exist are skipped by the linker,
# so a stale list costs memory, never correctness. Needs valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "error: valgrind is needed (apt-get install valgrind)" >&2; exit 1; }
scripts/build-demo.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind cannot read the static binary's DWARF.
strip --strip-debug -o "$work/weavy-demo" .build/release/weavy-demo
mkdir "$work/data"
printf '{"apiKey":"bench"}' > "$work/data/settings.json"
VALGRIND_OPTS=--demangle=no KEEP_DIR="$work" SETTLE=1.5 ROUNDS=2 KEYS='\r \x1b s \x1b \t \t' \
    python3 Benchmarks/startup/instructions.py \
    "weavy-demo=$work/weavy-demo --data-dir $work/data --fresh" >&2
# The run with the rounds of keys (instructions.py names it by the number of keys sent).
python3 - "$work/callgrind.weavy-demo.12" "$work/weavy-demo" > scripts/demo-symbol-order.txt <<'PY'
import re
import sys

profile, program = sys.argv[1:]
objects, names, ran = {}, {}, set()
current = None
for line in open(profile):
    # callgrind names an object or function in full once, then by its number: "fn=(12)".
    if m := re.match(r"^(c?ob)=\((\d+)\)(?: (.*))?$", line):
        if m[3]:
            objects[m[2]] = m[3].strip()
        if m[1] == "ob":
            current = objects[m[2]]
    elif m := re.match(r"^(c?fn)=\((\d+)\)(?: (.*))?$", line):
        if m[3]:
            names[m[2]] = m[3].strip()
        if m[1] == "fn" and current == program:
            ran.add(m[2])
symbols = sorted(n for n in (names[i] for i in ran) if not n.startswith(("0x", "(")))
print("# The demo's functions that run from start-up through the end-to-end benchmark's keys,")
print("# laid out together by the linker (scripts/build-demo.sh). Made by")
print("# scripts/update-demo-symbol-order.sh; do not edit.")
print("\n".join(symbols))
PY
echo "scripts/demo-symbol-order.txt: $(grep -vc '^#' scripts/demo-symbol-order.txt) functions" >&2
