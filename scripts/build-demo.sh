#!/usr/bin/env bash
# Builds a demo program the way ./demo.sh runs it and Benchmarks/e2e/run.sh measures it:
# release, with the Swift runtime linked in statically.
#
#   scripts/build-demo.sh                    # weavy-demo
#   scripts/build-demo.sh weavy-demo-serve
#
# When the toolchain has lld, the program is linked with it and the functions that
# start-up and the common keys run (scripts/demo-symbol-order.txt) are laid out together
# at the front of its code. Linux maps a program's code into memory 64 KiB around each
# page it runs, so hot functions scattered among 11 MB of code keep most of it resident:
# the demo's peak RSS went from 14.5 to 13.4 MiB (Benchmarks/README.md). Without lld it
# builds as before. Regenerate the list with scripts/update-demo-symbol-order.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
product=${1:-weavy-demo}
# Code that needs the metadata of a concrete generic type (a Dictionary keyed by one of
# our types, say) asks the runtime for it by its mangled name by default; the runtime
# then demangles the name and checks the type's generic requirements, and the first
# check of each conformance scans all 4,600 conformance records of the program. With
# direct metadata accessors instead, start-up runs 16% fewer instructions (31.8 M to
# 26.8 M, Benchmarks/README.md) for 0.2% more code.
flags=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
toolchain_bin=$(dirname "$(readlink -f "$(command -v swiftc)")")
order=$PWD/scripts/demo-symbol-order.txt
if [ -x "$toolchain_bin/ld.lld" ]; then
    flags+=(-Xswiftc -use-ld=lld)
    if [ -f "$order" ]; then
        flags+=(-Xlinker "--symbol-ordering-file=$order" -Xlinker --no-warn-symbol-ordering)
        # SwiftPM relinks when objects change, not when the list does: a list newer than
        # the program (just regenerated, or checked out) would otherwise not be used.
        binary=.build/release/$product
        if [ -f "$binary" ] && [ "$order" -nt "$binary" ]; then
            rm -f "$binary"
        fi
    fi
fi
swift build -c release --static-swift-stdlib --product "$product" "${flags[@]}" >&2
