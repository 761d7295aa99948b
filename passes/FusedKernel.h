//===- FusedKernel.h - Contractions with a fused epilogue -------*- C++ -*-===//
//
// The shape quantkit-fuse wraps and quantkit-materialize reads back: a linalg
// contraction (matmul, conv_2d_nhwc_fhwc, depthwise_conv_2d_nhwc_hwc) on a
// zero-filled accumulator, optionally followed by one all-parallel
// linalg.generic adding a per-channel bias and clamping (ReLU, ReLU6, any
// `maximumf`/`minimumf` by constants). Both passes share this matcher so what
// one wraps the other can express.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_FUSEDKERNEL_H
#define QUANTKIT_PASSES_FUSEDKERNEL_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Value.h"

#include <optional>
#include <utility>

namespace mlir::quantkit {

/// A bias addition and clamp on the accumulator of a contraction.
struct Epilogue {
  /// The bias operand of the generic (rank 1, the channel axis), or null.
  Value bias;
  /// The clamp bounds in real values, where the body clamps.
  std::optional<double> lo, hi;
};

/// Matches `generic` as an epilogue of `acc`: all-parallel, `acc` read with
/// the identity map, an optional rank-1 bias read along the last dimension,
/// one identity-mapped output, and a body that is `acc (+ bias)` followed by
/// any chain of `maximumf`/`maxnumf`/`minimumf`/`minnumf` with constants.
std::optional<Epilogue> matchEpilogue(linalg::GenericOp generic, Value acc);

/// True where `value` is a `linalg.fill` of float zero (the accumulator
/// initialisation of a plain contraction).
bool isZeroFill(Value value);

/// The logical kernel of a contraction (`matmul`, `conv2d`,
/// `depthwise_conv2d`), or empty where `op` is none of them (or uses
/// features the compute ops lack: batched matmul, broadcast/transposed maps).
StringRef contractionKernel(Operation *op);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_FUSEDKERNEL_H
