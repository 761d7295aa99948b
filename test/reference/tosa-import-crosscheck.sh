#!/usr/bin/env bash
# Cross-checks quantkit-import-tosa outside the lit suite. For each seed
# from FIRST to LAST and each rounding mode, the generated TFLite-style int8
# TOSA network (test/lit/Execution/Inputs/tflite_int8_tosa_net.py) is
# JIT-run (a) through upstream's tosa-to-linalg, (b) after
# quantkit-import-tosa through quantkit-to-int + quantkit-to-llvm and (c)
# through quantkit-to-int + quantkit-cpu. Prints one line per program: the
# integers it printed, the remarks of the import, the TOSA compute ops left,
# and whether (b) and (c) printed exactly what (a) printed; then
#   N programs, M integers, K programs equal on all three paths
# Exits non-zero unless K = N.
#
#   test/reference/tosa-import-crosscheck.sh BUILD_DIR FIRST LAST
set -uo pipefail
build=${1:?build dir}; first=${2:-1}; last=${3:-10}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
bin=/usr/lib/llvm-22/bin
opt="$bin/mlir-opt --load-dialect-plugin=$build/lib/QuantKitPlugin.so --load-pass-plugin=$build/lib/QuantKitPlugin.so"
run="$bin/mlir-runner -e main -entry-point-result=void -shared-libs=/usr/lib/llvm-22/lib/libmlir_runner_utils.so,/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so"
# quantkit-cpu's parallel loops call libomp.
run_cpu="$run,/usr/lib/llvm-22/lib/libomp.so"
tmp=$(mktemp -d)
programs=0 integers=0 equal=0
for seed in $(seq "$first" "$last"); do
  for scheme in single_round double_round; do
    t=$tmp/$scheme-$seed
    /usr/bin/python3 "$root/test/lit/Execution/Inputs/tflite_int8_tosa_net.py" "$scheme" "$seed" > "$t.mlir"
    $opt "$t.mlir" --pass-pipeline='builtin.module(func.func(tosa-to-tensor,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true}),quantkit-to-llvm)' \
      | $run | grep -v Unranked > "$t.tosa"
    $opt "$t.mlir" --pass-pipeline='builtin.module(quantkit-import-tosa)' -o "$t.imported.mlir" 2> "$t.remarks"
    $opt "$t.imported.mlir" --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' \
      | $run | grep -v Unranked > "$t.lowered"
    $opt "$t.imported.mlir" --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu)' \
      | $run_cpu | grep -v Unranked > "$t.cpu"
    count=$(grep -o -- '-\?[0-9]\+' "$t.tosa" | wc -l)
    left=$(grep -c 'tosa\.\(conv2d\|depthwise_conv2d\|matmul\|rescale\|add\|mul\|avg_pool2d\|max_pool2d\|clamp\) ' "$t.imported.mlir")
    same=no
    if [ "$count" -gt 0 ] && cmp -s "$t.tosa" "$t.lowered" && cmp -s "$t.tosa" "$t.cpu"; then
      same=yes; equal=$((equal + 1))
    fi
    programs=$((programs + 1)); integers=$((integers + count))
    echo "$scheme seed $seed: $count integers, $(grep -c remark "$t.remarks") remarks, $left TOSA compute ops left, equal: $same"
  done
done
rm -rf "$tmp"
echo "$programs programs, $integers integers, $equal programs equal on all three paths"
[ "$equal" -eq "$programs" ]
