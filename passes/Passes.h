//===- Passes.h - QuantKit passes -------------------------------*- C++ -*-===//

#ifndef QUANTKIT_PASSES_PASSES_H
#define QUANTKIT_PASSES_PASSES_H

#include "mlir/Pass/Pass.h"
#include "llvm/ADT/StringSet.h"

namespace mlir {
class RewritePatternSet;
} // namespace mlir

namespace mlir::quantkit {

class Target;

#define GEN_PASS_DECL
#include "passes/Passes.h.inc"

/// `registerQuantKitPasses()` registers every QuantKit pass with the global
/// registry (generated from Passes.td).
#define GEN_PASS_REGISTRATION
#include "passes/Passes.h.inc"

/// quantkit-fuse's patterns: linalg, arith and TOSA kernels (with their
/// padding, bias and clamps, see passes/quantize/FusedKernel.h) to
/// `quantkit.region`s, for the kernel names in `kernels` (kept by
/// reference: it must outlive the pattern set).
void populateQuantKitFusePatterns(RewritePatternSet &patterns,
                                  const llvm::StringSet<> &kernels);

/// quantkit-import-tosa's patterns: int8 TOSA contractions, rescales, adds
/// and pooling (in the forms TFLite-to-TOSA writes) to QuantKit compute ops
/// where the integers are provably the same (passes/tosa/README.md), and the
/// folding of the `quant.scast` pairs left between imported ops.
void populateQuantKitImportTosaPatterns(RewritePatternSet &patterns);

/// quantkit-narrow-requantize's pattern: the i64 ops of an all-parallel
/// generic on tensors that provably fit 32 bits (the requantization
/// epilogue's rounding divide, zero point and clamp) computed in i32, and
/// its i64 constant tables that fit stored as i32 (passes/cpu/README.md).
void populateNarrowRequantizePatterns(RewritePatternSet &patterns);

/// Applies quantkit-fuse's patterns for the kernels of `target` under `root`
/// (greedily, without folding or constant CSE, which would drop the model's
/// qcast/dcast pairs); fails when the rewrite does not converge.
LogicalResult fuseKernels(Operation *root, const Target &target);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_PASSES_H
