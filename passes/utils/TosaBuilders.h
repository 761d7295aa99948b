//===- TosaBuilders.h - Small TOSA constructions shared by passes -*- C++
//-*-===//
//
// Float TOSA arithmetic that more than one pass writes: a splat constant
// that broadcasts against a tensor of a given rank, and MUL, whose shift
// operand a float product takes as 0.
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

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_UTILS_TOSABUILDERS_H
