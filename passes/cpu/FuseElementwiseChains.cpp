//===- FuseElementwiseChains.cpp - One generic per elementwise chain ------===//
//
// quantkit-lower writes a requantization as an all-parallel generic after
// its contraction, and a `quantkit.rescale` after it (where propagation
// put one: a concatenation's second part, a port with other parameters)
// as another generic reading that generic's int8 result. quantkit-cpu's
// kernels take one generic into their registers (FusedEpilogue), so the
// second one was a loop of its own over a buffer of its own, and the part
// of a concatenation it wrote could not come from the kernel.
//
// quantkit-cpu-fuse-chains fuses such a chain with upstream's
// `linalg::fuseElementwiseOps`: the consumer's body runs on the producer's
// yielded value, so the fused generic computes exactly what the two did.
// It fuses only where nothing is lost: the producer's result has no other
// user, and the consumer reads nothing else element by element (its other
// inputs are per-channel tables or scalars), so that the fused generic
// still has one tensor to read in full and remains an epilogue the
// kernels can take. Residual adds (two tensors read in full) stay apart.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITCPUFUSECHAINS
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;

namespace {

bool isElementwise(linalg::GenericOp op) {
  return op.hasPureTensorSemantics() && op->getNumResults() == 1 &&
         op.getNumLoops() == op.getNumParallelLoops() &&
         !op.hasIndexSemantics();
}

/// Whether the producer of `operand` (an input of a generic) fuses into
/// its consumer without loss: both elementwise, the producer's one result
/// read only here, by the identity map, and every other input of the
/// consumer a broadcast (a map that leaves out a loop).
bool fusesWithoutLoss(OpOperand &operand) {
  auto consumer = dyn_cast<linalg::GenericOp>(operand.getOwner());
  auto producer = operand.get().getDefiningOp<linalg::GenericOp>();
  if (!consumer || !producer || !isElementwise(consumer) ||
      !isElementwise(producer) || !operand.get().hasOneUse() ||
      !consumer.isDpsInput(&operand) ||
      !consumer.getMatchingIndexingMap(&operand).isIdentity())
    return false;
  for (OpOperand *other : consumer.getDpsInputOperands())
    if (other != &operand &&
        consumer.getMatchingIndexingMap(other).getNumResults() >=
            consumer.getNumLoops())
      return false;
  return linalg::areElementwiseOpsFusable(&operand);
}

struct QuantKitCpuFuseChains
    : public quantkit::impl::QuantKitCpuFuseChainsBase<QuantKitCpuFuseChains> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    // Consumers in program order: a chain of three fuses front to back,
    // each fused generic becoming the producer of the next.
    SmallVector<linalg::GenericOp> consumers;
    getOperation()->walk(
        [&](linalg::GenericOp op) { consumers.push_back(op); });
    for (linalg::GenericOp consumer : consumers) {
      OpOperand *fusable = nullptr;
      for (OpOperand *operand : consumer.getDpsInputOperands())
        if (fusesWithoutLoss(*operand))
          fusable = operand;
      if (!fusable)
        continue;
      auto producer = fusable->get().getDefiningOp<linalg::GenericOp>();
      rewriter.setInsertionPoint(consumer);
      FailureOr<linalg::ElementwiseOpFusionResult> fused =
          linalg::fuseElementwiseOps(rewriter, fusable);
      if (failed(fused))
        continue;
      for (auto [original, replacement] : fused->replacements)
        rewriter.replaceUsesWithIf(original, replacement, [&](OpOperand &use) {
          return use.getOwner() != producer;
        });
      rewriter.eraseOp(consumer);
      if (producer->use_empty())
        rewriter.eraseOp(producer);
      ++numFused;
    }
  }
};

} // namespace
