#!/usr/bin/env bash
# QuantKit's main job on the example: sets up a build if needed (Debian
# packages, configure, build), then runs examples/mlp/mlp.mlir, a two-layer
# perceptron in f32 and quantized to int8, through the stock mlir-opt-22 with
# the QuantKit plugin (quantkit-verify, quantkit-to-int, quantkit-to-llvm),
# JIT-runs both models with mlir-runner-22 and reports how closely the
# integer model follows the float one. Then quantizes the calibrated float
# model examples/mlp/mlp-float.mlir from scratch (quantkit-quantize) and
# compares it with the float model too.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="$root/build"
"$root/cmake/setup.sh" "$build" >&2

plugin="$build/lib/QuantKitPlugin.so"
tools=/usr/lib/llvm-22
model="$root/examples/mlp/mlp.mlir"
lowered=$(mktemp --suffix=.mlir)
output=$(mktemp)
trap 'rm -f "$lowered" "$output"' EXIT

echo "== quantkit-verify, quantkit-to-int, quantkit-to-llvm on $model"
"$tools/bin/mlir-opt" --load-dialect-plugin="$plugin" \
  --load-pass-plugin="$plugin" "$model" \
  --pass-pipeline='builtin.module(quantkit-verify,quantkit-to-int,quantkit-to-llvm)' \
  -o "$lowered"
echo "== mlir-runner: float model, then the int8 model"
"$tools/bin/mlir-runner" "$lowered" -e main -entry-point-result=void \
  -shared-libs="$tools/lib/libmlir_runner_utils.so,$tools/lib/libmlir_c_runner_utils.so" \
  | tee "$output"

echo "== the same model exported to TOSA (quantkit-export-tosa, upstream tosa-to-linalg, quantkit-to-int)"
tosa_output=$(mktemp)
trap 'rm -f "$lowered" "$output" "$tosa_output"' EXIT
"$tools/bin/mlir-opt" --load-dialect-plugin="$plugin" \
  --load-pass-plugin="$plugin" "$model" \
  --pass-pipeline='builtin.module(quantkit-export-tosa,func.func(tosa-to-tensor,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true}),quantkit-to-int,quantkit-to-llvm)' |
  "$tools/bin/mlir-runner" -e main -entry-point-result=void \
    -shared-libs="$tools/lib/libmlir_runner_utils.so,$tools/lib/libmlir_c_runner_utils.so" \
    > "$tosa_output"
if diff -q <(sed 's/base@ = 0x[0-9a-f]*//' "$output") \
           <(sed 's/base@ = 0x[0-9a-f]*//' "$tosa_output") > /dev/null; then
  echo "== TOSA path: the same outputs as quantkit-lower"
else
  echo "== TOSA path: outputs DIFFER from quantkit-lower" >&2
  exit 1
fi

python3 - "$output" <<'PY'
import re
import sys

blocks = open(sys.argv[1]).read().split("Unranked Memref")[1:]
values = [[float(v) for v in re.findall(r"-?\d+(?:\.\d+)?(?:e[-+]?\d+)?",
                                        b.split("data =")[1])]
          for b in blocks]
reference, quantized = values
errors = [abs(a - b) for a, b in zip(reference, quantized)]
spread = max(reference) - min(reference)
print("== agreement over %d outputs: max |float - int8| = %.4f (%.2f%% of the "
      "output range), mean = %.4f" % (len(errors), max(errors),
                                      100 * max(errors) / spread,
                                      sum(errors) / len(errors)))
PY

echo "== the calibrated float model quantized by quantkit-quantize{target=tflite-int8} ($root/examples/mlp/mlp-float.mlir)"
quantized_output=$(mktemp)
trap 'rm -f "$lowered" "$output" "$tosa_output" "$quantized_output"' EXIT
"$tools/bin/mlir-opt" --load-dialect-plugin="$plugin" \
  --load-pass-plugin="$plugin" "$root/examples/mlp/mlp-float.mlir" \
  --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8},quantkit-to-int,quantkit-to-llvm)' |
  "$tools/bin/mlir-runner" -e main -entry-point-result=void \
    -shared-libs="$tools/lib/libmlir_runner_utils.so,$tools/lib/libmlir_c_runner_utils.so" \
    > "$quantized_output"
python3 - "$output" "$quantized_output" <<'PY'
import re
import sys

def blocks(path):
    return [[float(v) for v in re.findall(r"-?\d+(?:\.\d+)?(?:e[-+]?\d+)?",
                                          b.split("data =")[1])]
            for b in open(path).read().split("Unranked Memref")[1:]]

reference, hand = blocks(sys.argv[1])
(quantized,) = blocks(sys.argv[2])
errors = [abs(a - b) for a, b in zip(reference, quantized)]
same = max(abs(a - b) for a, b in zip(hand, quantized))
print("== quantkit-quantize over %d outputs: max |float - int8| = %.4f, "
      "mean = %.4f; max |hand-quantized - quantkit-quantize| = %.4f"
      % (len(errors), max(errors), sum(errors) / len(errors), same))
PY
