//===- TosaBuilders.h - Small TOSA constructions shared by passes -*- C++
//-*-===//
//
// Float TOSA arithmetic that more than one pass writes: a splat constant
// that broadcasts against a tensor of a given rank, and MUL, whose shift
// operand a float product takes as 0; and the reshape fix-up both ways
// into quantkit-to-int's canonicalization need; and transposed
// convolutions as convolutions (the import, quantkit-normalize and the
// lowering pipelines take them so).
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_UTILS_TOSABUILDERS_H
#define QUANTKIT_PASSES_UTILS_TOSABUILDERS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"

#include <string>

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

/// Rewrites a `tosa.transpose_conv2d` with a constant filter and static
/// shapes (float or integer) as the `tosa.conv2d` that computes the same
/// sums: at stride 1 on the input spread `stride` apart with the input zero
/// point between (`linalg.fill` and a strided `tensor.insert_slice`; none
/// at stride 1), padded by KH - 1 + out_pad (KW likewise; TOSA keeps
/// out_pad above -KH, so these are at least 0), the filter turned by 180
/// degrees in (KH, KW) as a new `tosa.const`. Output row oy then reads the
/// turned tap j = KH - 1 - ky at spread row oy - pad_top - ky, which holds
/// input row (oy - pad_top - ky) / sy where that divides and the zero point
/// (no term) elsewhere: exactly the transposed convolution's scatter. At
/// stride 2, 3 in 4 multiply-adds are by the zero point (on quantized
/// kernels, quantkit-split-conv-phases drops them again). Fails, changing
/// nothing, on a filter computed at run time, dynamic shapes or a stride
/// above 2^16.
FailureOr<Operation *> rewriteTransposeConvAsConv(RewriterBase &rewriter,
                                                  Operation *transposeConv);

/// Why rewriteTransposeConvAsConv leaves `transposeConv` alone, or empty.
std::string whyTransposeConvStays(Operation *transposeConv);

/// The pattern form of rewriteTransposeConvAsConv.
void populateTransposeConvAsConvPatterns(RewritePatternSet &patterns);

/// Rewrites a BILINEAR `tosa.resize` (static shapes, constant scale and
/// offset) with a negative offset, which MLIR 22's tosa-to-linalg gets
/// wrong (it divides the coordinate by scale_n with truncation, not floor:
/// llvm-project #193821 and #184799, fixed after 22), as the same resize of
/// the input with k = ceil(-offset / scale_n) copies of its first row
/// (column) prepended and the offset raised by k * scale_n. The spec
/// clamps the source indices to the input, i.e. repeats its edge, so the
/// copies give the same taps, and every coordinate is then at least 0,
/// where truncation is floor; the output size (the verifier's formula in
/// the input size and the offset) is unchanged. Fails, changing nothing,
/// elsewhere.
FailureOr<Operation *> rewriteResizeOffsetsNonNegative(RewriterBase &rewriter,
                                                       Operation *resize);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_UTILS_TOSABUILDERS_H
