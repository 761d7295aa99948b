#!/usr/bin/env bash
# QuantKit's main job on the example: sets up a build if needed (Debian
# packages, configure, build), then runs examples/mlp/mlp.mlir, a two-layer
# perceptron in f32 and quantized to int8, through the stock mlir-opt-22 with
# the QuantKit plugin (quantkit-verify, quantkit-to-int, quantkit-to-llvm),
# JIT-runs both models with mlir-runner-22 and reports how closely the
# integer model follows the float one. Then calibrates the float model
# examples/mlp/mlp-float.mlir (quantkit-instrument, quantkit-lower-stats-ref,
# a run of its @calibrate entry point, quantkit-apply-stats), quantizes it from
# scratch (quantkit-quantize) and compares it with the float model too. Last,
# the same calibration and quantization for the CNN of examples/cnn/, which
# also goes the TOSA way: its resolved regions exported by
# quantkit-export-tosa, validated and run through upstream tosa-to-linalg.
# Last, the trained example (examples/digits/): a CNN trained on
# scikit-learn's handwritten digits, in the op forms torch-mlir emits,
# calibrated on training images, quantized, and its float and int8 top-1
# accuracy on the held-out images.
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

echo "== the same model exported to TOSA (quantkit-export-tosa, tosa-validate, upstream tosa-to-linalg, quantkit-to-int)"
tosa_output=$(mktemp)
trap 'rm -f "$lowered" "$output" "$tosa_output"' EXIT
# gemmlowp (the default) exports as DOUBLE_ROUND: TOSA's int8 profile plus
# the doubleround extension.
"$tools/bin/mlir-opt" --load-dialect-plugin="$plugin" \
  --load-pass-plugin="$plugin" "$model" -o /dev/null \
  --pass-pipeline='builtin.module(quantkit-export-tosa,tosa-attach-target{profiles=pro_int extensions=doubleround},tosa-validate{strict-op-spec-alignment})'
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

work=$(mktemp -d)
trap 'rm -rf "$lowered" "$output" "$tosa_output" "$work"' EXIT
opt() {
  "$tools/bin/mlir-opt" --load-dialect-plugin="$plugin" \
    --load-pass-plugin="$plugin" "$@"
}
runner() {
  "$tools/bin/mlir-runner" -entry-point-result=void \
    -shared-libs="$tools/lib/libmlir_runner_utils.so,$tools/lib/libmlir_c_runner_utils.so" \
    "$@"
}

# calibrate MODEL OUT: calibration by instrumentation. quantkit-instrument
# puts a quantkit.stats_ref on every port tflite-int8's kernels need
# parameters for; quantkit-lower-stats-ref makes each print its min/max; the
# model's @calibrate entry point runs it over the sample inputs;
# quantkit-apply-stats merges the records into quantkit.stats ops. OUT is
# the calibrated model.
calibrate() {
  local model=$1 out=$2 name
  name=$(basename "$model" .mlir)
  opt "$model" -o "$work/$name.instrumented.mlir" \
    --pass-pipeline='builtin.module(quantkit-instrument{target=tflite-int8})'
  opt "$work/$name.instrumented.mlir" \
    --pass-pipeline='builtin.module(quantkit-lower-stats-ref,quantkit-to-llvm)' |
    runner -e calibrate > "$work/$name.records"
  opt "$work/$name.instrumented.mlir" -o "$out" \
    --pass-pipeline="builtin.module(quantkit-apply-stats{file=$work/$name.records})"
  echo "== calibrated $(basename "$model"): $(grep -c '^quantkit-stats ' "$work/$name.records") records, $(grep -c 'quantkit.stats ' "$out") quantkit.stats"
}

echo "== the float model $root/examples/mlp/mlp-float.mlir calibrated on its sample inputs, quantized by quantkit-quantize{target=tflite-int8}"
calibrate "$root/examples/mlp/mlp-float.mlir" "$work/mlp-calibrated.mlir"
quantized_output="$work/mlp-quantized.out"
opt "$work/mlp-calibrated.mlir" 2>/dev/null \
  --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8},quantkit-to-int,quantkit-to-llvm)' |
  runner -e main > "$quantized_output"
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

cnn="$root/examples/cnn/cnn-float.mlir"
echo "== the CNN $cnn (3x3 convolution, depthwise convolution, max pooling, 1x1 convolution, average pooling, fully connected; ReLU6)"
calibrate "$cnn" "$work/cnn-calibrated.mlir"
opt "$cnn" --pass-pipeline='builtin.module(quantkit-to-llvm)' |
  runner -e main > "$work/cnn-float.out"
# quantkit-materialize's remarks name what stays in floating point.
opt "$work/cnn-calibrated.mlir" -o "$work/cnn-quantized.mlir" \
  --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' \
  2> "$work/cnn-remarks"
echo "== quantkit-quantize: $(grep -Ec 'quantkit\.(conv2d|depthwise_conv2d|matmul|max_pool2d|avg_pool2d|add|mul) ' "$work/cnn-quantized.mlir") quantized compute ops, $(grep -c 'kept in floating point' "$work/cnn-remarks" || true) regions kept in floating point, $(grep -c 'linalg\.pooling_' "$work/cnn-quantized.mlir" || true) pooling ops left in floating point (not fused)"
opt "$work/cnn-quantized.mlir" \
  --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' |
  runner -e main > "$work/cnn-int8.out"
python3 "$root/examples/cnn/compare.py" --label "CNN float vs int8" \
  --max-relative 0.05 "$work/cnn-float.out" "$work/cnn-int8.out"

echo "== the CNN's resolved regions exported to TOSA under double_round (quantkit-export-tosa, tosa-validate, upstream tosa-to-linalg)"
# quantkit-quantize without quantkit-materialize: the regions, resolved.
# tosa.avg_pool2d rounds like single_round/double_round, not like gemmlowp,
# so this path names its scheme; quantkit-lower runs the same scheme.
opt "$work/cnn-calibrated.mlir" -o "$work/cnn-resolved.mlir" 2>/dev/null \
  --pass-pipeline='builtin.module(quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8})'
opt "$work/cnn-resolved.mlir" -o "$work/cnn-exported.mlir" \
  --pass-pipeline='builtin.module(quantkit-export-tosa{rounding=double_round})'
opt "$work/cnn-resolved.mlir" -o /dev/null \
  --pass-pipeline='builtin.module(quantkit-export-tosa{rounding=double_round},tosa-attach-target{profiles=pro_int extensions=doubleround},tosa-validate{strict-op-spec-alignment})'
echo "== exported: $(grep -Ec 'tosa\.(conv2d|depthwise_conv2d|matmul|max_pool2d|avg_pool2d) ' "$work/cnn-exported.mlir") TOSA kernels, $(grep -c 'tosa\.rescale ' "$work/cnn-exported.mlir") tosa.rescale, $(grep -c 'quantkit\.region' "$work/cnn-exported.mlir" || true) regions left; tosa-validate (pro_int, doubleround) passed"
opt "$work/cnn-exported.mlir" \
  --pass-pipeline='builtin.module(func.func(tosa-to-tensor,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true}),quantkit-to-int,quantkit-to-llvm)' |
  runner -e main > "$work/cnn-tosa.out"
opt "$work/cnn-resolved.mlir" \
  --pass-pipeline='builtin.module(quantkit-materialize,quantkit-lower{rounding=double_round},strip-func-quant-types,canonicalize,quantkit-to-llvm)' |
  runner -e main > "$work/cnn-lower-double-round.out"
if diff -q <(sed 's/base@ = 0x[0-9a-f]*//' "$work/cnn-lower-double-round.out") \
           <(sed 's/base@ = 0x[0-9a-f]*//' "$work/cnn-tosa.out") > /dev/null; then
  echo "== CNN TOSA path: the same logits as quantkit-lower{rounding=double_round}"
else
  echo "== CNN TOSA path: logits DIFFER from quantkit-lower{rounding=double_round}" >&2
  exit 1
fi
python3 "$root/examples/cnn/compare.py" --label "CNN float vs int8 (TOSA path)" \
  --max-relative 0.05 "$work/cnn-float.out" "$work/cnn-tosa.out"

echo "== the trained example: examples/digits/ (torch-mlir forms, NCHW, batch norm, ReLU, pooling, linear) calibrated on training images, top-1 on held-out images"
"$root/examples/digits/run.sh" "$build"
