#!/usr/bin/env bash
# Installs Weavy as the README tells a stranger to, and proves it works: writes a new
# package from the README's code blocks (Package.swift, the app, its test; nothing
# copied by hand), makes this checkout a git repository tagged with the version the
# README depends on, points the README's url: at it, and then
#
#   1. builds the app (a version dependency: SwiftPM refuses unsafeFlags in any target
#      the app builds) with no warning about the app's package;
#   2. runs its test twice: recording its snapshot (SNAPSHOT_TESTING_RECORD=missing, which
#      fails the first time by design), then checking against it (=never), which passes;
#   3. runs the app in an 80x24 pseudo-terminal: the list shows, Enter opens Star Trek
#      Beyond, Esc comes back, q quits with status 0.
#
# It also checks that the README's app, widget list and modal example are the code the
# tests compile. Needs no terminal and no standard input; called by test.sh.
#
#   scripts/check-install.sh                  # keeps nothing
#   WEAVY_INSTALL_KEEP=1 scripts/check-install.sh   # keeps the folder, to look inside
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
started=$SECONDS

python3 scripts/readme-blocks.py check-tests

read -r url version < <(python3 scripts/readme-blocks.py dependency)
identity="$(basename "$url" .git)"
work="$(mktemp -d "${TMPDIR:-/tmp}/weavy-install.XXXXXX")"
if [[ -z "${WEAVY_INSTALL_KEEP:-}" ]]; then
    trap 'rm -rf "$work"' EXIT
else
    echo "check-install: working in $work (kept)"
fi

# The repository as a user's clone has it: the tracked files and new ones not ignored,
# as they are now in this checkout, committed and tagged.
echo "== check-install: $identity $version from a copy of this checkout =="
mkdir "$work/$identity"
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
    [[ -e "$file" ]] && printf '%s\0' "$file"
done | tar --null -T - -cf - | tar -xf - -C "$work/$identity"
git -C "$work/$identity" init -q
git -C "$work/$identity" add -A
git -C "$work/$identity" -c user.name=check-install -c user.email=check-install@localhost \
    commit -q -m "Weavy $version, as check-install found it"
git -C "$work/$identity" tag "$version"

app="$work/app"
python3 scripts/readme-blocks.py files "$app"
python3 - "$app/Package.swift" "$url" "file://$work/$identity" <<'PY'
import sys
path, old, new = sys.argv[1:]
text = open(path, encoding="utf-8").read()
assert text.count(f'"{old}"') == 1, f"{old} is not once in {path}"
open(path, "w", encoding="utf-8").write(text.replace(f'"{old}"', f'"{new}"'))
PY

cd "$app"
echo "== check-install: swift build =="
swift build 2>&1 | tee "$work/build.log"
# Before the first snapshot is recorded SwiftPM warns that the excluded __Snapshots__
# does not exist yet (the README says so); any other warning about the app fails.
if grep -E "(warning|error):" "$work/build.log" | grep -F "$app" | grep -v "Invalid Exclude .*__Snapshots__"; then
    echo "check-install: the README's package builds with warnings (above)" >&2
    exit 1
fi

echo "== check-install: swift test, recording the snapshot (this run fails by design) =="
if SNAPSHOT_TESTING_RECORD=missing swift test > "$work/record.log" 2>&1; then
    echo "check-install: the first run passed without a recorded snapshot" >&2
    cat "$work/record.log" >&2
    exit 1
fi
snapshot="$app/Tests/MoviesTests/__Snapshots__/MoviesTests/enterOpensTheMovie.1.txt"
if ! grep -q "Star Trek Beyond (2016)" "$snapshot" 2>/dev/null; then
    echo "check-install: no snapshot of the movie screen was recorded at $snapshot" >&2
    cat "$work/record.log" >&2
    exit 1
fi
echo "== check-install: swift test, against the snapshot =="
SNAPSHOT_TESTING_RECORD=never swift test 2>&1 | tee "$work/test.log"
grep -q "Test run with 1 test .*passed" "$work/test.log" || {
    echo "check-install: the README's test did not pass" >&2
    exit 1
}
if grep -E "(warning|error):" "$work/test.log" | grep -F "$app"; then
    echo "check-install: with its snapshot recorded, the package still builds with warnings (above)" >&2
    exit 1
fi

echo "== check-install: the app in a pseudo-terminal =="
python3 "$root/scripts/run-in-pty.py" --size 80x24 --timeout 20 \
    --expect "Blade Runner" --then '\r' --expect "Star Trek Beyond (2016)" \
    --then '\x1b' --expect "Avatar" --then q -- .build/debug/Movies

echo "check-install: the README's package builds, tests and runs ($((SECONDS - started)) s)"
