#!/usr/bin/env bash
# Builds the DocC documentation of the six libraries with every warning an error: a
# broken symbol link, an undocumented parameter or a bad article fails the check.
# Exits non-zero when any target fails. Run from anywhere; extra arguments (for
# instance --scratch-path .build-docs) go to `swift package`.
#
#   scripts/check-docs.sh
#
# The code in the articles is checked separately, by DocsCodeTests in the test suite.
set -euo pipefail

cd "$(dirname "$0")/.."
source scripts/ensure-build-dependencies.sh

failed=()
for target in Weavy WeavyKit WeavyNcurses WeavyTesting WeavySSH WeavyPostgres; do
    echo "== documentation for $target"
    # --disable-sandbox: macOS runs plugins in a sandbox that would keep docc from
    # writing its archive; Linux has none, so there it changes nothing.
    if ! swift package --disable-sandbox "$@" generate-documentation --target "$target" --warnings-as-errors; then
        failed+=("$target")
    fi
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "error: the documentation of ${failed[*]} has warnings or errors (see above)" >&2
    exit 1
fi
echo "documentation: Weavy, WeavyKit, WeavyNcurses, WeavyTesting, WeavySSH and WeavyPostgres build without warnings"
