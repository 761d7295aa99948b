#!/usr/bin/env bash
# Benchmark: the int8 add (quantkit.add, tflite-int8's gemmlowp scheme)
# compiled by two builds of QuantKit, timed side by side in one process.
#
#   examples/bench-add/run.sh BUILD_DIR BASELINE_BUILD_DIR [CORE] [RUNS] [CALLS]
#
# Each build lowers add.mlir through quantkit-to-int,quantkit-cpu{num-threads=1};
# mlir-translate, opt -O3 -mcpu=native and llc make one object per build, and
# harness.c links both and runs them interleaved (RUNS runs of CALLS calls,
# default 7 and 50), pinned to CORE (default 1).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=$(cd "${1:?BUILD_DIR}" && pwd)
baseline=$(cd "${2:?BASELINE_BUILD_DIR}" && pwd)
core=${3:-1}
llvm=/usr/lib/llvm-22/bin
work=$build/bench-add
mkdir -p "$work"
triple=$("$llvm/llvm-config" --host-target)
for variant in new old; do
  dir=$build; [ "$variant" = old ] && dir=$baseline
  sed "s/VARIANT/$variant/g" "$root/examples/bench-add/add.mlir" > "$work/add_$variant.mlir"
  LD_LIBRARY_PATH=$dir/lib "$dir/bin/quantkit-opt" "$work/add_$variant.mlir" \
    --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{num-threads=1})' \
    -o "$work/add_$variant.llvm.mlir"
  "$llvm/mlir-translate" --mlir-to-llvmir "$work/add_$variant.llvm.mlir" -o "$work/add_$variant.ll"
  "$llvm/opt" -O3 -mtriple="$triple" -mcpu=native "$work/add_$variant.ll" -o "$work/add_$variant.bc"
  "$llvm/llc" -O3 -mtriple="$triple" -mcpu=native -relocation-model=pic \
    -filetype=obj "$work/add_$variant.bc" -o "$work/add_$variant.o"
done
"${CC:-cc}" -O2 "$root/examples/bench-add/harness.c" "$work/add_old.o" \
  "$work/add_new.o" -o "$work/bench-add"
echo "CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
echo "i128 instructions in the add's LLVM IR: new $(grep -c i128 "$work/add_new.ll" || true)," \
  "old $(grep -c i128 "$work/add_old.ll" || true)"
taskset -c "$core" "$work/bench-add" "${4:-7}" "${5:-50}"
