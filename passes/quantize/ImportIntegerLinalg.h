//===- ImportIntegerLinalg.h - Integer linalg contractions in -*- C++ -*-===//
//
// torch-mlir's quantized-op fusion leaves `linalg.quantized_matmul`,
// `quantized_batch_matmul`, `conv_2d_nchw_fchw_q`, `conv_2d_nhwc_hwcf_q`
// and `depthwise_conv_2d_nhwc_hwc(m)_q` on i8 tensors with i32
// accumulators; these patterns turn each into the QuantKit compute op that
// computes the same integers (passes/quantize/README.md#integer-linalg).
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_QUANTIZE_IMPORTINTEGERLINALG_H
#define QUANTKIT_PASSES_QUANTIZE_IMPORTINTEGERLINALG_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::quantkit {

/// Adds one pattern per integer linalg contraction. A contraction the
/// patterns cannot import exactly is left as it is with a remark at it
/// saying why; the pattern then fails to match. Meant for a driver that
/// visits each op once (`walkAndApplyPatterns`), so that each remark is
/// emitted once.
void populateImportIntegerLinalgPatterns(RewritePatternSet &patterns);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_QUANTIZE_IMPORTINTEGERLINALG_H
