#!/usr/bin/env bash
# Propagation benchmark (SPEC section 6): quantkit-propagate against one
# canonicalize of the same module, single-threaded and pinned to one core.
#
#   examples/bench-propagate/run.sh [BUILD_DIR] [SIZES...]
#
# Times are the passes' own wall times from --mlir-timing (parsing and
# printing excluded; MLIR counts the verifier run after a pass in its time,
# for both). The two passes run alternately RUNS times (default 7) and the
# medians are compared, so that load from other processes on a shared
# machine hits both alike.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build=${1:-"$here/../../build"}
shift || true
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1000 10000 100000)
runs=${RUNS:-7}
opt=/usr/lib/llvm-22/bin/mlir-opt
plugin="$build/lib/QuantKitPlugin.so"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

pass_time() { # module pipeline pass-name -> seconds (one run)
  taskset -c 1 "$opt" --load-dialect-plugin="$plugin" \
      --load-pass-plugin="$plugin" "$1" -o /dev/null \
      --mlir-disable-threading --mlir-timing --mlir-timing-display=list \
      --pass-pipeline="$2" 2>&1 | awk -v name="$3" \
      'index($0, name) { print $1; exit }'
}

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

printf "%8s %14s %14s %8s\n" regions propagate_s canonicalize_s ratio
prev=""
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
  printf "%8s %14s %14s %8.2f\n" "$n" "$p" "$c" \
    "$(awk -v a="$p" -v b="$c" 'BEGIN{print a/b}')"
  eval "p$n=$p"
done
if [ -n "${p10000:-}" ] && [ -n "${p100000:-}" ]; then
  awk -v a="$p10000" -v b="$p100000" \
    'BEGIN{printf "growth 10k -> 100k regions: %.2fx time for 10x regions\n", b/a}'
fi
