//===- BiasCorrection.h - The bias a kernel adds ----------------*- C++ -*-===//
//
// Bias correction moves a kernel's mean quantization error into its bias.
// Both halves, the measurement (quantkit-debug-layers{measure=bias}) and the
// correction (quantkit-correct-bias), need the same two things of a region:
// which input is its bias and which value of its body is the
// pre-activation the bias is added to.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_ACCURACY_BIASCORRECTION_H
#define QUANTKIT_PASSES_ACCURACY_BIASCORRECTION_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"

#include <optional>

namespace mlir::quantkit {

class RegionOp;

/// A region's bias: input `operand`, a 1-D float tensor of `channels`
/// elements, added by `add` to `value` (a value of the body) along
/// dimension `dim` of `value`. Three forms: an elementwise `linalg.generic`
/// adding it to an identity-mapped value (torch-mlir's), a `tosa.add` of it
/// reshaped to one non-unit dimension (TFLite's fully connected layer), and
/// the bias operand of a `tosa.conv2d` or `tosa.depthwise_conv2d`, which
/// adds it inside itself: there `add` is the convolution and `value` its
/// result, the bias included. `readable` when the input is
/// a constant whose values the correction can read and rewrite (a `dense`
/// attribute or a loaded f32 `dense_resource` blob); otherwise (a bias
/// computed at run time, one shared with another kernel and fed through
/// `dcast`, an elided blob) the kernel is neither measured nor corrected.
struct BiasAdd {
  unsigned operand;
  Operation *add;
  Value value;
  unsigned dim;
  int64_t channels;
  bool readable;
};

/// The bias of `region`, if its body adds one of its inputs, a 1-D float
/// tensor read only by that add (or its reshape), to a value along one
/// dimension in one of the forms above, and at least one of its inputs is
/// quantized.
std::optional<BiasAdd> findBiasAdd(RegionOp region);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_ACCURACY_BIASCORRECTION_H
