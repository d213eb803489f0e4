#!/usr/bin/env bash
# Runs the whole test suite: the format lint (any finding fails), the module graph's
# check (no curses where the names say none), builds everything
# (the examples too), runs every test (in parallel, the Swift Testing default), runs the
# example apps in a pseudo-terminal (scripts/check-examples.sh) and the gallery in real
# terminals under Xvfb (scripts/check-real-terminals.sh), builds the benchmarks,
# checks the docs (scripts/check-docs.sh, when there is one), installs the package as the
# README says (scripts/check-install.sh), then runs the suite again under
# AddressSanitizer (with LeakSanitizer) and under ThreadSanitizer, each in a build folder
# of its own (leaving out what they cannot find: see sanitizer_skips). Needs no terminal
# and no standard input. On a fresh machine it installs what the build needs first,
# headless Chromium for the pictures' pixel proof, and PostgreSQL for the shared store's
# (a throwaway cluster, scripts/test-postgres.sh, removed when this script ends).
#
#   ./test.sh                            # everything, as CI runs it
#   ./test.sh --filter KeyFuzz           # extra arguments go to every `swift test`
#   WEAVY_SANITIZERS=none ./test.sh      # the plain run only (quick, while working)
#   WEAVY_SANITIZERS=address ./test.sh   # the plain run and one sanitizer run
#   WEAVY_SOAK=1 ./test.sh               # the reliability proofs ten times bigger
#   WEAVY_INSTALL_CHECK=0 ./test.sh      # without the install check (about 4 minutes)
#   WEAVY_FREE_DISK=1 ./test.sh          # drops each build folder once done (CI does)
set -euo pipefail
cd "$(dirname "$0")"
source scripts/ensure-build-dependencies.sh
# The pixel proof of the SVG pictures renders them in headless Chromium: installed here,
# and required, so that the proof never passes by not running.
scripts/install-chromium.sh
export WEAVY_REQUIRE_CHROMIUM="${WEAVY_REQUIRE_CHROMIUM:-1}"
# The playback proof of session recordings plays one in Debian's asciinema: the same.
scripts/install-asciinema.sh
export WEAVY_REQUIRE_ASCIINEMA="${WEAVY_REQUIRE_ASCIINEMA:-1}"

# The PostgreSQL store's proofs run against a throwaway cluster of Debian's server
# (installed when missing), on a loopback port, removed on every way out of this script.
postgres_dir=$(mktemp -d "${TMPDIR:-/tmp}/weavy-postgres.XXXXXX")
trap 'scripts/test-postgres.sh remove "$postgres_dir"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
WEAVY_TEST_POSTGRES_URL=$(scripts/test-postgres.sh create "$postgres_dir")
export WEAVY_TEST_POSTGRES_URL WEAVY_TEST_POSTGRES_DIR="$postgres_dir"
export WEAVY_REQUIRE_POSTGRES="${WEAVY_REQUIRE_POSTGRES:-1}"
echo "PostgreSQL for the tests: $WEAVY_TEST_POSTGRES_URL ($postgres_dir)"

# At most 16 tests at a time: every test on the main actor shares the one main queue, and
# with all 1,000 started at once a turn of it came round only after 80 s (a test waiting
# for a save or a session then passed its deadline). 16 keeps the two cores busy and a
# turn within seconds; the whole run takes as long.
export SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH="${SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH:-16}"

# CI must compare against the recorded snapshots, never record new ones.
export SNAPSHOT_TESTING_RECORD="${SNAPSHOT_TESTING_RECORD:-never}"

sanitizers="${WEAVY_SANITIZERS:-address thread}"
[[ "$sanitizers" == "none" ]] && sanitizers=""
for sanitizer in $sanitizers; do
    if [[ "$sanitizer" != address && "$sanitizer" != thread ]]; then
        echo "test.sh: unknown sanitizer '$sanitizer' in WEAVY_SANITIZERS (use address, thread or none)" >&2
        exit 2
    fi
done

# Each step's heading says how far into the run it starts, so a CI log shows where the
# time goes (CI must finish within 90 minutes).
step() { printf '== %s (at %dm%02ds) ==\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }

step "swift format lint"
swift format lint --strict --recursive Package.swift Sources Tests Examples Benchmarks/Package.swift Benchmarks/Benchmarks

step "the module graph"
python3 scripts/check-module-graph.py

# Runs `swift test` with the given arguments; when it fails, repeats the failed tests and
# every sanitizer report at the end, because a CI log is often read from its tail and a
# report printed mid-run (a data race, say) is otherwise lost among 700 tests.
run_tests() {
    local output status=0
    output=$(mktemp)
    swift test "$@" 2>&1 | tee "$output" || status=$?
    if ((status != 0)); then
        echo "== what failed (repeated from above) =="
        grep -E "✘|error:|Fatal error" "$output" | head -60 || true
        grep -E -A 50 "WARNING: ThreadSanitizer|ERROR: (Address|Leak)Sanitizer|^SUMMARY: " "$output" | head -400 || true
    fi
    rm -f "$output"
    return "$status"
}

step "the build"
swift build --build-tests
step "the test suite"
run_tests --skip-build "$@"
step "the examples"
scripts/check-examples.sh
# The gallery in real kitty and xterm under Xvfb: keys, and the keyboard modes given back.
step "the real terminals"
scripts/check-real-terminals.sh

# The benchmarks are a package of their own that nothing else builds: build them, so a
# change of the library's API cannot leave them broken unnoticed (about a minute).
step "the benchmarks build"
swift build --package-path Benchmarks
# The end-to-end benchmark's C reference too, warnings as errors (the harness builds it
# only when it runs).
cc -O2 -Wall -Wextra -Werror -fsyntax-only Benchmarks/e2e/reference.c

if [[ -f scripts/check-docs.sh ]]; then
    step "the documentation"
    bash scripts/check-docs.sh
fi

if [[ "${WEAVY_INSTALL_CHECK:-1}" != 0 ]]; then
    step "check-install"
    scripts/check-install.sh
fi

# With WEAVY_FREE_DISK=1 (.ci/run sets it) each build folder goes once its run is over:
# the builds together take about 3.5 GB, and a CI machine once ran out of disk linking
# the second one. Working copies keep theirs.
drop_build_folder() {
    if [[ "${WEAVY_FREE_DISK:-}" == 1 ]]; then
        echo "== freeing disk: $* ($(du -sh "$@" 2>/dev/null | cut -f1 | paste -sd+ -)) =="
        rm -rf "$@"
    fi
}
[[ -n "$sanitizers" ]] && drop_build_folder .build Benchmarks/.build

# What the sanitizers leave out, to keep CI within its time: the pictures (drawn and read
# back in Chromium: rendering, proven by the plain run) and the status-line audits (walks
# of the demo and the gallery pressing every hint on a fresh app each time: hundreds of
# single-threaded runs through code the other suites already cover) under both, and under
# the thread sanitizer the long single-threaded fuzz, sort and filtered-edit model proofs, which the address
# sanitizer runs.
sanitizer_skips() {
    local pictures='PicturePixelTests|AnimationPixelTests|DemoPicturesTests|GalleryPicturesTests'
    local audits='StatusLineTruthTests|GalleryStatusLineTruthTests'
    # The worker-process tests run a probe program (parent and workers) built with the
    # sanitizer too: it reports Foundation's own leaks when it exits (Process, Pipe, the
    # /proc reads) and so exits 1, which the tests read as a failed shutdown. The plain
    # run proves them. The same for `weavy-demo serve`'s exit status, whose two-worker case
    # starts workers: LeakSanitizer reports the weak reference's side table of the
    # supervisor alive at exit (Swift keeps that pointer in tagged bits LSan cannot read).
    local workers='WorkerProcesses|ServeExitStatusTests'
    case "$1" in
        address) echo "$pictures|$audits|$workers" ;;
        thread) echo "$pictures|$audits|$workers|KeyFuzzTests|DecoderFuzzTests|TableEditTests|FilteredEditModelTests" ;;
    esac
}

for sanitizer in $sanitizers; do
    step "the $sanitizer sanitizer's build"
    swift build --build-tests --sanitize="$sanitizer" --scratch-path ".build-$sanitizer"
    step "the test suite again, under the $sanitizer sanitizer (skipping $(sanitizer_skips "$sanitizer"))"
    # The longest proofs run at a tenth of their size (Tests/Support/ProofSizes): a
    # sanitizer's finding shows the first time the code runs; their invariants at full size
    # are the plain run's to prove.
    WEAVY_UNDER_SANITIZER=1 run_tests --skip-build --sanitize="$sanitizer" --scratch-path ".build-$sanitizer" \
        --skip "$(sanitizer_skips "$sanitizer")" "$@"
    drop_build_folder ".build-$sanitizer"
done
step "all passed"
