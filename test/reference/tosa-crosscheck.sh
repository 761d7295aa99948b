#!/usr/bin/env bash
# Cross-checks quantkit-export-tosa against quantkit-lower outside the lit
# suite: for each op and scheme, `quantkit-testgen OP --tosa` cases run
# through both pipelines under mlir-runner; both must match the reference
# (FileCheck) and each other (diff). Prints one line per configuration.
#
#   test/reference/tosa-crosscheck.sh BUILD_DIR SEED CASES
set -uo pipefail
build=${1:?build dir}; seed=${2:-11}; cases=${3:-30}
bin=/usr/lib/llvm-22/bin
opt="$bin/mlir-opt --load-dialect-plugin=$build/lib/QuantKitPlugin.so --load-pass-plugin=$build/lib/QuantKitPlugin.so"
run="$bin/mlir-runner -e main -entry-point-result=void -shared-libs=/usr/lib/llvm-22/lib/libmlir_runner_utils.so,/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so"
tmp=$(mktemp -d)
for op in rescale add mul matmul conv2d depthwise_conv2d max_pool2d avg_pool2d; do
  for scheme in single_round double_round gemmlowp; do
    [ "$op" = avg_pool2d ] && [ "$scheme" = gemmlowp ] && continue
    t=$tmp/$op-$scheme
    "$build/bin/quantkit-testgen" "$op" --tosa --seed="$seed" --cases="$cases" --scheme="$scheme" > "$t.mlir"
    $opt "$t.mlir" --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' | $run > "$t.lower"
    $opt "$t.mlir" --pass-pipeline='builtin.module(quantkit-export-tosa,func.func(tosa-to-tensor,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true}),quantkit-to-int,quantkit-to-llvm)' | $run > "$t.tosa"
    status=equal
    $bin/FileCheck "$t.mlir" < "$t.lower" 2>/dev/null || status="lower!=reference"
    $bin/FileCheck "$t.mlir" < "$t.tosa" 2>/dev/null || status="$status tosa!=reference"
    diff -q <(grep -v Unranked "$t.lower") <(grep -v Unranked "$t.tosa") >/dev/null || status="$status lower!=tosa"
    echo "$op $scheme seed=$seed cases=$(grep -c sizes "$t.tosa") $status"
  done
done
rm -rf "$tmp"
