//===- BuiltinTargets.cpp - tflite-int8, tflite-int16x8, tflite-mixed -----===//
//
// The built-in targets (dialect/Reference.md#targets), mirroring TFLite's
// quantization specification (https://www.tensorflow.org/lite/performance/
// quantization_spec) and its 16x8 mode.
//
//===----------------------------------------------------------------------===//

#include "dialect/constraints/Registry.h"

#include "llvm/Support/ErrorHandling.h"

using namespace mlir;
using namespace mlir::quantkit;

namespace {

/// The parameters that differ between the 8-bit and the 16x8 kernels.
struct TfliteFlavor {
  /// Activations (inputs and outputs of every kernel).
  PortSignature activation;
  /// Bias storage: i32 with 8-bit activations, i64 with 16-bit ones.
  unsigned biasWidth;
  /// Outputs of logistic/softmax and of tanh.
  double sigmoidScale;
  int64_t sigmoidZeroPoint;
  double tanhScale;
  int64_t tanhZeroPoint;
};

void addKernel(Target &target, StringRef name,
               SmallVector<PortSignature> inputs,
               SmallVector<PortSignature> outputs, Constraint constraint) {
  Kernel kernel;
  kernel.name = name.str();
  kernel.signature.inputs = std::move(inputs);
  kernel.signature.outputs = std::move(outputs);
  kernel.constraint = std::move(constraint);
  kernel.origin = "built-in";
  std::string error;
  // The tables below are fixed; a failure is a bug in this file.
  if (failed(target.addKernel(std::move(kernel), &error)))
    llvm::report_fatal_error(llvm::Twine("built-in target: ") + error);
}

void addTfliteKernels(Target &target, const TfliteFlavor &flavor) {
  const PortSignature act = flavor.activation;
  // Weights: int8 in [-127, 127], zero point 0, per output channel.
  auto weights = [](int64_t axis) {
    return PortSignature::integer(8, /*isSigned=*/true, -127, 127)
        .withSymmetric()
        .withAxis(axis)
        .withRole(PortRole::weight);
  };
  // Bias: zero point 0, scale s_in * s_w; per channel where the weights are
  // (per_axis(0) also accepts a per-tensor bias for per-tensor weights).
  const PortSignature bias = PortSignature::integer(flavor.biasWidth)
                                 .withSymmetric()
                                 .withAxis(0)
                                 .withRole(PortRole::accumulator)
                                 .asOptional();

  // Weights are OHWI for conv2d (output channels on axis 0), [KH, KW, C]
  // for depthwise_conv2d and [K, N] (or [B, K, N]) for matmul: the last axis.
  addKernel(target, "conv2d", {act, weights(0), bias}, {act},
            Constraint::multiplierAccumulatorScale());
  addKernel(target, "depthwise_conv2d", {act, weights(-1), bias}, {act},
            Constraint::multiplierAccumulatorScale());
  addKernel(target, "matmul", {act, weights(-1), bias}, {act},
            Constraint::multiplierAccumulatorScale());
  addKernel(target, "add", {act, act}, {act}, Constraint::free());
  addKernel(target, "mul", {act, act}, {act}, Constraint::free());
  for (StringRef name :
       {"max_pool2d", "avg_pool2d", "reshape", "transpose", "concat"})
    addKernel(target, name, {act.asVariadic()}, {act}, Constraint::sameScale());
  for (StringRef name : {"logistic", "softmax"})
    addKernel(
        target, name, {act}, {act},
        Constraint::fixedScale(flavor.sigmoidScale, flavor.sigmoidZeroPoint));
  addKernel(target, "tanh", {act}, {act},
            Constraint::fixedScale(flavor.tanhScale, flavor.tanhZeroPoint));
}

/// Kernels TFLite has for 8-bit activations only: `hard_swish` and `gelu`
/// (its HARD_SWISH and GELU take int8 and uint8, no int16). Registered
/// after every flavor's kernels, so that the numbers of the others are the
/// same in tflite-int8 and tflite-mixed.
void addInt8OnlyKernels(Target &target, const TfliteFlavor &flavor) {
  for (StringRef name : {"hard_swish", "gelu"})
    addKernel(target, name, {flavor.activation}, {flavor.activation},
              Constraint::free());
}

/// `resize` (TFLite's RESIZE_BILINEAR and RESIZE_NEAREST_NEIGHBOR, whose
/// input and output share scale and zero point), registered last so that
/// the numbers of the kernels before it are those of earlier releases.
void addResizeKernels(Target &target, const TfliteFlavor &flavor) {
  addKernel(target, "resize", {flavor.activation}, {flavor.activation},
            Constraint::sameScale());
}

TfliteFlavor int8Flavor() {
  // Activations int8 [-128, 127], asymmetric, per tensor; logistic/softmax
  // outputs 1/256 with zero point -128, tanh 1/128 with 0 (TFLite's int8
  // specification).
  return {PortSignature::integer(8), 32, 1.0 / 256.0, -128, 1.0 / 128.0, 0};
}

TfliteFlavor int16x8Flavor() {
  // Activations int16, symmetric (zero point 0, scale max(|min|,|max|) /
  // 32767). For the 16-bit outputs of logistic, softmax and tanh, TFLite's
  // 16x8 kernels use 1/32768 with zero point 0 for all three, the full
  // int16 range over [-1, 1).
  return {PortSignature::integer(16).withSymmetric(),
          64,
          1.0 / 32768.0,
          0,
          1.0 / 32768.0,
          0};
}

} // namespace

Target mlir::quantkit::buildTfliteInt8Target() {
  Target target("tflite-int8", int8Flavor().activation);
  addTfliteKernels(target, int8Flavor());
  addInt8OnlyKernels(target, int8Flavor());
  addResizeKernels(target, int8Flavor());
  return target;
}

Target mlir::quantkit::buildTfliteInt16x8Target() {
  Target target("tflite-int16x8", int16x8Flavor().activation);
  addTfliteKernels(target, int16x8Flavor());
  addResizeKernels(target, int16x8Flavor());
  return target;
}

Target mlir::quantkit::buildTfliteMixedTarget() {
  // int8 kernels first, so they are the default; a port that asks for at
  // least 16 bits (`!quant.any<i16:f32>`) selects the 16x8 variant.
  Target target("tflite-mixed", int8Flavor().activation);
  addTfliteKernels(target, int8Flavor());
  addTfliteKernels(target, int16x8Flavor());
  addInt8OnlyKernels(target, int8Flavor());
  addResizeKernels(target, int8Flavor());
  addResizeKernels(target, int16x8Flavor());
  return target;
}

LogicalResult mlir::quantkit::registerBuiltinTargets(TargetRegistry &registry) {
  for (Target target : {buildTfliteInt8Target(), buildTfliteInt16x8Target(),
                        buildTfliteMixedTarget()})
    if (failed(registry.registerTarget(std::move(target))))
      return failure();
  return success();
}
