#!/usr/bin/env bash
# The whole QuantKit test suite, from a fresh machine: installs what is
# missing, configures, builds, then runs every lit test (IR, plugin,
# execution, conformance) and every GoogleTest unit through lit.
#
#   test/run.sh              # normal build in build/
#   test/run.sh --sanitize   # ASan + UBSan build in build-sanitize/
#
# Ends with a line "N passed, N failed, N skipped".
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="$root/build"
if [ "${1:-}" = "--sanitize" ]; then
  export QUANTKIT_SANITIZE=1
  build="$root/build-sanitize"
  shift
fi

"$root/cmake/setup.sh" "$build"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
/usr/lib/llvm-22/bin/lit -v --time-tests "$@" \
  "$build/test/lit" "$build/test/unit" 2>&1 | tee "$log" || status=$?

# lit's summary lines ("  Passed: 12 (100.00%)") become the closing line.
# lit pads the labels ("  Passed     : 156 (96.89%)") when their widths differ.
count() {
  awk -v key="$1" '$0 ~ "^ *" key " *: " {
      sub("^ *" key " *: *", ""); n += $1 } END { print n + 0 }' "$log"
}
passed=$(( $(count "Passed") + $(count "Expectedly Failed") ))
failed=$(( $(count "Failed") + $(count "Unexpectedly Passed") + \
           $(count "Unresolved") + $(count "Timed Out") ))
skipped=$(( $(count "Unsupported") + $(count "Skipped") ))
if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then
  failed=1  # lit failed without a test to blame (configuration error)
fi
echo "$passed passed, $failed failed, $skipped skipped"
[ "$status" -eq 0 ] && [ "$failed" -eq 0 ]
