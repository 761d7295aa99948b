//===- ImportChains.h - Front-end quantization chains as casts --*- C++ -*-===//
//
// torch-mlir lowers quantize/dequantize and fake quantization into chains of
// elementwise `linalg.generic`s; these patterns turn each chain into the
// `quant.qcast` -> `quant.dcast` pair of the `!quant.uniform` type it
// implements (passes/quantize/README.md#front-end-chains).
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_QUANTIZE_IMPORTCHAINS_H
#define QUANTKIT_PASSES_QUANTIZE_IMPORTCHAINS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::quantkit {

/// Adds the pattern rooted at the last `linalg.generic` of a chain (the one
/// that multiplies by the scale). A chain it recognises but cannot import
/// exactly is left as it is with a remark at that generic saying why; the
/// pattern then fails to match. Meant for a driver that visits each op once
/// (`walkAndApplyPatterns`), so that each remark is emitted once.
void populateImportChainPatterns(RewritePatternSet &patterns);

/// Moves `linalg.transpose`s across `!quant.uniform` qcast -> dcast pairs so
/// that each pair sits next to the layer it constrains: a transpose of a
/// pair's result moves before the pair (a weight or activation transposed
/// into a channels-last layer), a pair on a transposed layer result moves
/// after the transpose (the result transposed back to NCHW). quantkit-
/// normalize writes these transposes. Per-axis axes are permuted along.
void populateCastPairLayoutPatterns(RewritePatternSet &patterns);

/// `source` transposed at compile time: dimension `i` of the result is
/// dimension `permutation[i]` of the source (linalg.transpose's convention).
DenseElementsAttr transposeConstant(DenseElementsAttr source,
                                    ArrayRef<int64_t> permutation,
                                    RankedTensorType resultType);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_QUANTIZE_IMPORTCHAINS_H
