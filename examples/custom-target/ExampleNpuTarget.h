//===- ExampleNpuTarget.h - A target registered from C++ --------*- C++ -*-===//
//
// Example: how another plugin or tool adds a target with a custom constraint
// function through QuantKit's public header. The "example-npu" target models
// a fixed-point accelerator that requantizes with shifts only, so every
// activation and weight scale must be a power of two.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_EXAMPLES_CUSTOMTARGET_EXAMPLENPUTARGET_H
#define QUANTKIT_EXAMPLES_CUSTOMTARGET_EXAMPLENPUTARGET_H

#include "dialect/constraints/Registry.h"

#include <string>

namespace quantkit_example {

/// The name under which target files can use the custom constraint:
/// `constraint custom("power_of_two_scales")`.
inline constexpr const char *kPowerOfTwoScalesName = "power_of_two_scales";

/// The custom constraint: calibrated ports become uniform at their storage,
/// every non-accumulator scale is rounded up to a power of two (zero point
/// 0), then accumulator ports get the product of the input scales (the
/// `multiplier_accumulator_scale` shorthand). A fixed port whose scale is
/// not a power of two makes it fail.
mlir::FailureOr<mlir::quantkit::ChangedPorts>
powerOfTwoScales(mlir::quantkit::KernelContext &context,
                 llvm::MutableArrayRef<mlir::Type> inputs,
                 llvm::MutableArrayRef<mlir::Type> outputs);

/// The "example-npu" target: conv2d and add with power-of-two scales,
/// max_pool2d with one shared scale.
mlir::quantkit::Target buildExampleNpuTarget();

/// Registers the constraint function and the target in `registry`. Safe to
/// call more than once: what is already registered is kept.
mlir::LogicalResult
registerExampleNpu(mlir::quantkit::TargetRegistry &registry =
                       mlir::quantkit::TargetRegistry::global(),
                   std::string *errorMessage = nullptr);

} // namespace quantkit_example

#endif // QUANTKIT_EXAMPLES_CUSTOMTARGET_EXAMPLENPUTARGET_H
