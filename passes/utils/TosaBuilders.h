//===- TosaBuilders.h - Small TOSA constructions shared by passes -*- C++
//-*-===//
//
// Float TOSA arithmetic that more than one pass writes: a splat constant
// that broadcasts against a tensor of a given rank, and MUL, whose shift
// operand a float product takes as 0; and the reshape fix-up both ways
// into quantkit-to-int's canonicalization need.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_UTILS_TOSABUILDERS_H
#define QUANTKIT_PASSES_UTILS_TOSABUILDERS_H

#include "mlir/IR/Builders.h"

namespace mlir::quantkit {

/// A `tosa.const` of `rank` dimensions of size 1 holding `value` as
/// `element`: broadcast by TOSA's elementwise ops against any tensor of
/// that rank.
Value createTosaSplat(OpBuilder &b, Location loc, int64_t rank,
                      FloatType element, double value);

/// `tosa.mul` of two float tensors into `resultType`, with its shift 0.
Value createTosaFloatMul(OpBuilder &b, Location loc, Type resultType, Value lhs,
                         Value rhs);

/// Gives every `tosa.reshape` under `root` with a static result and an
/// inferred (-1) size in its constant shape the result's shape instead.
/// MLIR 22's fold of a reshape of a constant (canonicalize, which
/// quantkit-to-int runs) builds an attribute of the shape as written and
/// crashes on the -1.
void resolveInferredReshapeSizes(Operation *root);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_UTILS_TOSABUILDERS_H
