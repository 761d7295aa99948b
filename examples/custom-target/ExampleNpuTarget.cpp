//===- ExampleNpuTarget.cpp - A target registered from C++ ----------------===//

#include "examples/custom-target/ExampleNpuTarget.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"

#include <cmath>

using namespace mlir;
using namespace mlir::quantkit;

namespace {

bool isPowerOfTwo(double scale) {
  int exponent;
  return std::frexp(scale, &exponent) == 0.5;
}

double roundUpToPowerOfTwo(double scale) {
  return std::exp2(std::ceil(std::log2(scale)));
}

/// Rounds the scale(s) of a uniform spec up to powers of two, keeping the
/// zero point(s) and storage: the covered range only grows.
LogicalResult roundScales(KernelContext &context, Type &spec, bool fixed,
                          const Twine &name) {
  SmallVector<double> scales;
  if (auto perTensor = dyn_cast<quant::UniformQuantizedType>(spec))
    scales.push_back(perTensor.getScale());
  else if (auto perAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(spec))
    scales.assign(perAxis.getScales().begin(), perAxis.getScales().end());
  else
    return success(); // Not resolved yet: nothing to round.
  if (llvm::all_of(scales, isPowerOfTwo))
    return success();
  if (fixed)
    return context.fail(name + " is fixed at a scale that is not a power of "
                               "two, which example-npu cannot requantize");
  for (double &scale : scales)
    scale = roundUpToPowerOfTwo(scale);
  if (auto perTensor = dyn_cast<quant::UniformQuantizedType>(spec)) {
    spec = quant::UniformQuantizedType::get(
        perTensor.getFlags(), perTensor.getStorageType(),
        perTensor.getExpressedType(), scales.front(), perTensor.getZeroPoint(),
        perTensor.getStorageTypeMin(), perTensor.getStorageTypeMax());
    return success();
  }
  auto perAxis = cast<quant::UniformQuantizedPerAxisType>(spec);
  spec = quant::UniformQuantizedPerAxisType::get(
      perAxis.getFlags(), perAxis.getStorageType(), perAxis.getExpressedType(),
      scales, perAxis.getZeroPoints(), perAxis.getQuantizedDimension(),
      perAxis.getStorageTypeMin(), perAxis.getStorageTypeMax());
  return success();
}

} // namespace

FailureOr<ChangedPorts>
quantkit_example::powerOfTwoScales(KernelContext &context,
                                   MutableArrayRef<Type> inputs,
                                   MutableArrayRef<Type> outputs) {
  SmallVector<Type> inputsBefore(inputs.begin(), inputs.end());
  SmallVector<Type> outputsBefore(outputs.begin(), outputs.end());

  // The shorthands compose: `free` turns calibrated ports into uniform ones
  // at each port's storage.
  if (failed(applyFree(context, inputs, outputs)))
    return failure();
  for (unsigned i = 0, e = inputs.size(); i != e; ++i)
    if (!context.getInputPort(i).isAccumulator() &&
        failed(roundScales(context, inputs[i], context.isInputFixed(i),
                           "input #" + Twine(i))))
      return failure();
  for (unsigned i = 0, e = outputs.size(); i != e; ++i)
    if (!context.getOutputPort(i).isAccumulator() &&
        failed(roundScales(context, outputs[i], context.isOutputFixed(i),
                           "output #" + Twine(i))))
      return failure();
  // The bias is the product of (now power-of-two) input scales.
  if (failed(applyMultiplierAccumulatorScale(context, inputs, outputs)))
    return failure();
  return diffPorts(inputsBefore, inputs, outputsBefore, outputs);
}

Target quantkit_example::buildExampleNpuTarget() {
  const PortSignature act = PortSignature::integer(8).withSymmetric();
  const PortSignature weights = PortSignature::integer(8, true, -127, 127)
                                    .withSymmetric()
                                    .withAxis(0)
                                    .withRole(PortRole::weight);
  const PortSignature bias = PortSignature::integer(32)
                                 .withSymmetric()
                                 .withAxis(0)
                                 .withRole(PortRole::accumulator)
                                 .asOptional();
  const Constraint powerOfTwo =
      Constraint::custom(kPowerOfTwoScalesName, powerOfTwoScales);

  Target target("example-npu", act);
  auto add = [&](StringRef name, SmallVector<PortSignature> inputs,
                 SmallVector<PortSignature> outputs, Constraint constraint) {
    Kernel kernel;
    kernel.name = name.str();
    kernel.signature = {std::move(inputs), std::move(outputs)};
    kernel.constraint = std::move(constraint);
    kernel.origin = "examples/custom-target";
    // The signatures above are valid and distinct, so this cannot fail.
    (void)target.addKernel(std::move(kernel));
  };
  add("conv2d", {act, weights, bias}, {act}, powerOfTwo);
  add("add", {act, act}, {act}, powerOfTwo);
  add("max_pool2d", {act.asVariadic()}, {act}, Constraint::sameScale());
  return target;
}

LogicalResult quantkit_example::registerExampleNpu(TargetRegistry &registry,
                                                   std::string *errorMessage) {
  // Registering twice (two tools loading this plugin) keeps the first; a
  // failed registration that left the name taken is success too.
  if (!registry.getConstraint(kPowerOfTwoScalesName) &&
      failed(registry.registerConstraint(kPowerOfTwoScalesName,
                                         powerOfTwoScales, errorMessage)) &&
      !registry.getConstraint(kPowerOfTwoScalesName))
    return failure();
  if (!registry.getTarget("example-npu") &&
      failed(registry.registerTarget(buildExampleNpuTarget(), errorMessage)) &&
      !registry.getTarget("example-npu"))
    return failure();
  return success();
}
