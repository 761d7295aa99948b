#!/usr/bin/env bash
# Cross-checks quantkit-export-tosa against quantkit-lower outside the lit
# suite: for each op and scheme, `quantkit-testgen OP --tosa` cases run
# through both pipelines under mlir-runner; the exported program must pass
# tosa-validate (pro_int, plus the doubleround extension where DOUBLE_ROUND
# appears), both must match the reference (FileCheck) and each other (diff).
# Prints one line per configuration, then the totals:
#   N configurations, M cases, K equal
# where K counts the cases of configurations that validated, matched the
# reference on both paths and were identical between them.
#
# Then the example models, each under single_round and double_round: the
# hand-quantized examples/mlp/mlp.mlir (compute ops), and
# examples/mlp/mlp-float.mlir and examples/cnn/cnn-float.mlir calibrated on
# their sample inputs and resolved by quantkit-import, quantkit-fuse and
# quantkit-propagate (regions). Path (a) is quantkit-materialize +
# quantkit-lower{rounding=R}, path (b) quantkit-export-tosa{rounding=R}
# (validated as above) + tosa-to-linalg; a case is one printed output value,
# equal where the two paths print the same text. Totals:
#   examples: N configurations, M cases, K equal
# Exits non-zero unless both K = M.
#
#   test/reference/tosa-crosscheck.sh BUILD_DIR SEED CASES
set -uo pipefail
build=${1:?build dir}; seed=${2:-11}; cases=${3:-30}
bin=/usr/lib/llvm-22/bin
opt="$bin/mlir-opt --load-dialect-plugin=$build/lib/QuantKitPlugin.so --load-pass-plugin=$build/lib/QuantKitPlugin.so"
run="$bin/mlir-runner -e main -entry-point-result=void -shared-libs=/usr/lib/llvm-22/lib/libmlir_runner_utils.so,/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so"
tmp=$(mktemp -d)
configurations=0 total=0 equal=0
for op in rescale add mul matmul conv2d depthwise_conv2d max_pool2d avg_pool2d; do
  for scheme in single_round double_round gemmlowp; do
    [ "$op" = avg_pool2d ] && [ "$scheme" = gemmlowp ] && continue
    extensions=""
    [ "$scheme" = single_round ] || extensions=" extensions=doubleround"
    t=$tmp/$op-$scheme
    "$build/bin/quantkit-testgen" "$op" --tosa --seed="$seed" --cases="$cases" --scheme="$scheme" > "$t.mlir"
    $opt "$t.mlir" --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' | $run > "$t.lower"
    $opt "$t.mlir" --pass-pipeline='builtin.module(quantkit-export-tosa,func.func(tosa-to-tensor,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true}),quantkit-to-int,quantkit-to-llvm)' | $run > "$t.tosa"
    failures=""
    $opt "$t.mlir" -o /dev/null 2>/dev/null \
      --pass-pipeline="builtin.module(quantkit-export-tosa,tosa-attach-target{profiles=pro_int$extensions},tosa-validate{strict-op-spec-alignment})" \
      || failures="$failures tosa-validate-failed"
    $bin/FileCheck "$t.mlir" < "$t.lower" 2>/dev/null || failures="$failures lower!=reference"
    $bin/FileCheck "$t.mlir" < "$t.tosa" 2>/dev/null || failures="$failures tosa!=reference"
    diff -q <(grep -v Unranked "$t.lower") <(grep -v Unranked "$t.tosa") >/dev/null || failures="$failures lower!=tosa"
    status=${failures:- equal}; status=${status# }
    n=$(grep -c "CHECK: sizes" "$t.mlir")
    configurations=$((configurations + 1))
    total=$((total + n))
    [ "$status" = equal ] && equal=$((equal + n))
    echo "$op $scheme seed=$seed cases=$n $status"
  done
done
echo "$configurations configurations, $total cases, $equal equal"
status_generated=$(( equal == total ? 0 : 1 ))

src=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
runner_libs=/usr/lib/llvm-22/lib/libmlir_runner_utils.so,/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so
tosa_to_linalg='func.func(tosa-to-tensor,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true})'
# resolve MODEL OUT: calibrated on @calibrate, then import, fuse, propagate.
resolve() {
  local t=$tmp/$(basename "$1" .mlir)
  $opt "$1" -o "$t.instrumented.mlir" \
    --pass-pipeline='builtin.module(quantkit-instrument{target=tflite-int8})'
  $opt "$t.instrumented.mlir" \
    --pass-pipeline='builtin.module(quantkit-lower-stats-ref,quantkit-to-llvm)' |
    $bin/mlir-runner -e calibrate -entry-point-result=void -shared-libs=$runner_libs > "$t.records"
  $opt "$t.instrumented.mlir" -o "$t.calibrated.mlir" \
    --pass-pipeline="builtin.module(quantkit-apply-stats{file=$t.records})"
  # (propagation's summary remark is not part of the report)
  $opt "$t.calibrated.mlir" -o "$2" 2>/dev/null \
    --pass-pipeline='builtin.module(quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8})'
}
cp "$src/examples/mlp/mlp.mlir" "$tmp/mlp.resolved.mlir"
resolve "$src/examples/mlp/mlp-float.mlir" "$tmp/mlp-float.resolved.mlir"
resolve "$src/examples/cnn/cnn-float.mlir" "$tmp/cnn-float.resolved.mlir"
configurations=0 total=0 equal=0
for model in mlp mlp-float cnn-float; do
  for scheme in single_round double_round; do
    extensions=""
    [ "$scheme" = single_round ] || extensions=" extensions=doubleround"
    m=$tmp/$model.resolved.mlir t=$tmp/$model-$scheme
    $opt "$m" --pass-pipeline="builtin.module(quantkit-materialize,quantkit-lower{rounding=$scheme},strip-func-quant-types,canonicalize,quantkit-to-llvm)" 2>/dev/null |
      $run | sed 's/base@ = 0x[0-9a-f]*//' > "$t.lower"
    $opt "$m" --pass-pipeline="builtin.module(quantkit-export-tosa{rounding=$scheme},$tosa_to_linalg,quantkit-to-int,quantkit-to-llvm)" |
      $run | sed 's/base@ = 0x[0-9a-f]*//' > "$t.tosa"
    failures=""
    $opt "$m" -o /dev/null \
      --pass-pipeline="builtin.module(quantkit-export-tosa{rounding=$scheme},tosa-attach-target{profiles=pro_int$extensions},tosa-validate{strict-op-spec-alignment})" \
      || failures="$failures tosa-validate-failed"
    # The values of the last tensor main prints (the quantized model's
    # outputs; mlp.mlir prints its float model's first).
    n=$(awk '/Unranked Memref/ { last = "" ; next } { last = last $0 "\n" } END { printf "%s", last }' "$t.lower" |
      grep -oE -- '-?[0-9][0-9.e+-]*' | wc -l)
    [ "$n" -gt 0 ] || failures="$failures no-output"
    cmp -s "$t.lower" "$t.tosa" || failures="$failures lower!=tosa"
    status=${failures:- equal}; status=${status# }
    configurations=$((configurations + 1))
    total=$((total + n))
    [ "$status" = equal ] && equal=$((equal + n))
    echo "example $model $scheme outputs=$n $status"
  done
done
echo "examples: $configurations configurations, $total cases, $equal equal"
rm -rf "$tmp"
[ "$status_generated" -eq 0 ] && [ "$equal" -eq "$total" ]
