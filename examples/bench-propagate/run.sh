#!/usr/bin/env bash
# Propagation benchmark: quantkit-propagate against one canonicalize of the
# same module, single-threaded and pinned to one core.
#
#   examples/bench-propagate/run.sh [BUILD_DIR] [SIZES...]
#
# Times are the passes' own wall times, verifier run after the pass
# included (as --mlir-timing counts them, parsing and printing excluded),
# taken by quantkit-time-pass in microseconds: --mlir-timing's four
# decimals of a second are a tenth of the whole time at 1k regions. Each
# run is a fresh process. The two passes run alternately RUNS times
# (default 7) and the medians are compared, so that load from other
# processes on a shared machine hits both alike.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build=${1:-"$here/../../build"}
shift || true
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1000 10000 100000)
runs=${RUNS:-7}
timer="$build/bin/quantkit-time-pass"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

pass_time() { # module pipeline pass-name -> milliseconds (one run)
  taskset -c 1 "$timer" "$1" "$2" 2>/dev/null |
    awk -v name="$3" '$1 == name { printf "%.3f\n", $2 / 1000 }'
}

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

printf "%8s %15s %18s %8s\n" regions propagate_ms canonicalize_ms ratio
for n in "${sizes[@]}"; do
  python3 "$here/generate.py" "$n" > "$work/m$n.mlir"
  : > "$work/p" && : > "$work/c"
  for _ in $(seq "$runs"); do
    pass_time "$work/m$n.mlir" \
      'builtin.module(quantkit-propagate{target=tflite-int8})' \
      QuantKitPropagate >> "$work/p"
    pass_time "$work/m$n.mlir" 'builtin.module(canonicalize)' \
      Canonicalizer >> "$work/c"
  done
  p=$(median < "$work/p")
  c=$(median < "$work/c")
  printf "%8s %15s %18s %8.2f\n" "$n" "$p" "$c" \
    "$(awk -v a="$p" -v b="$c" 'BEGIN{print a/b}')"
  eval "p$n=$p c$n=$c"
done
if [ -n "${p10000:-}" ] && [ -n "${p100000:-}" ]; then
  awk -v a="$p10000" -v b="$p100000" -v c="$c10000" -v d="$c100000" \
    'BEGIN{printf "growth 10k -> 100k regions: %.2fx time for 10x regions" \
      " (canonicalize: %.2fx)\n", b/a, d/c}'
fi
