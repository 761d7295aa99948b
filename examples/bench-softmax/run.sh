#!/usr/bin/env bash
# Benchmark: quantkit.softmax against the float softmax it replaces, one
# attention layer of ViT-B/16 (12x197x197), timed side by side in one
# process.
#
#   examples/bench-softmax/run.sh BUILD_DIR [CORE] [RUNS] [CALLS]
#
# softmax.mlir goes through quantkit-to-int,quantkit-cpu{num-threads=1};
# mlir-translate, opt -O3 -mcpu=native and llc make one object, which
# harness.c runs (RUNS runs of CALLS calls of each, default 7 and 20,
# interleaved), pinned to CORE (default 1). The float softmax calls libm's
# expf (convert-math-to-llvm leaves it); the int8 one reads a table.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=$(cd "${1:?BUILD_DIR}" && pwd)
core=${2:-1}
llvm=/usr/lib/llvm-22/bin
work=$build/bench-softmax
mkdir -p "$work"
triple=$("$llvm/llvm-config" --host-target)
LD_LIBRARY_PATH=$build/lib "$build/bin/quantkit-opt" \
  "$root/examples/bench-softmax/softmax.mlir" \
  --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{num-threads=1})' \
  -o "$work/softmax.llvm.mlir"
"$llvm/mlir-translate" --mlir-to-llvmir "$work/softmax.llvm.mlir" -o "$work/softmax.ll"
"$llvm/opt" -O3 -mtriple="$triple" -mcpu=native "$work/softmax.ll" -o "$work/softmax.bc"
"$llvm/llc" -O3 -mtriple="$triple" -mcpu=native -relocation-model=pic \
  -filetype=obj "$work/softmax.bc" -o "$work/softmax.o"
"${CC:-cc}" -O2 "$root/examples/bench-softmax/harness.c" "$work/softmax.o" \
  -lm -o "$work/bench-softmax"
echo "CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
taskset -c "$core" "$work/bench-softmax" "${3:-7}" "${4:-20}"
