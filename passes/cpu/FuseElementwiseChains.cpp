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
// A producer that reads nothing in full (a broadcast copy) fuses into any
// consumer: the consumer then reads the small tensor by the broadcast map
// instead of a copy at full size, and reads no more tensors in full.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
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

/// Whether `op` reads `input` in full (a map that uses every loop) rather
/// than broadcast along some loop (`(d0, d1, d2, d3) -> (d3)` or
/// `-> (0, d3, 0, 0)`).
bool readsInFull(linalg::GenericOp op, OpOperand *input) {
  AffineMap map = op.getMatchingIndexingMap(input);
  return llvm::all_of(llvm::seq<unsigned>(0, op.getNumLoops()),
                      [&](unsigned loop) { return map.isFunctionOfDim(loop); });
}

/// Whether the producer of `operand` (an input of a generic) fuses into
/// its consumer without loss: both elementwise, the producer's one result
/// read only here, by the identity map, and either every other input of
/// the consumer of fewer dimensions than its loops, or every input of the
/// producer a broadcast (a broadcast copy, such as the per-channel scale
/// of a squeeze-and-excitation block materialized at the block's size:
/// the consumer then reads the small tensor itself).
bool fusesWithoutLoss(OpOperand &operand) {
  auto consumer = dyn_cast<linalg::GenericOp>(operand.getOwner());
  auto producer = operand.get().getDefiningOp<linalg::GenericOp>();
  if (!consumer || !producer || !isElementwise(consumer) ||
      !isElementwise(producer) || !operand.get().hasOneUse() ||
      !consumer.isDpsInput(&operand) ||
      !consumer.getMatchingIndexingMap(&operand).isIdentity())
    return false;
  // The consumer's other inputs of fewer dimensions than its loops
  // (per-channel vectors, scalars): what FusedEpilogue takes besides the
  // accumulators.
  bool consumerReadsOneInFull =
      llvm::none_of(consumer.getDpsInputOperands(), [&](OpOperand *other) {
        return other != &operand &&
               consumer.getMatchingIndexingMap(other).getNumResults() >=
                   consumer.getNumLoops();
      });
  bool producerBroadcasts =
      llvm::none_of(producer.getDpsInputOperands(), [&](OpOperand *input) {
        return readsInFull(producer, input);
      });
  if (!consumerReadsOneInFull && !producerBroadcasts)
    return false;
  return linalg::areElementwiseOpsFusable(&operand);
}

/// The fused generic with every input read through unit dimensions at
/// constant 0 (a 1 x C x 1 x 1 scale by `(d0, d1, d2, d3) -> (0, d3, 0, 0)`)
/// read as its collapse instead (C by `-> (d3)`), the per-channel form
/// the vector loops and the kernels' epilogues take. Upstream's
/// `linalg::dropUnitDims` drops an operand's unit dimension only with a
/// unit loop (tried: with no loop to drop it leaves `(0, d3, 0, 0)` as it
/// is), and dropping the batch loop would give the generic another rank
/// than the kernel's accumulators.
linalg::GenericOp dropUnitBroadcastDims(RewriterBase &rewriter,
                                        linalg::GenericOp op) {
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  SmallVector<Value> inputs(op.getDpsInputs());
  bool changed = false;
  for (auto [index, input] : llvm::enumerate(inputs)) {
    auto type = dyn_cast<RankedTensorType>(input.getType());
    AffineMap map = maps[index];
    if (!type || !type.hasStaticShape() || type.getRank() == 0)
      continue;
    SmallVector<ReassociationIndices> groups;
    SmallVector<AffineExpr> kept;
    SmallVector<int64_t> shape;
    bool unitConstants = true, anyConstant = false;
    for (auto [dim, expr] : llvm::enumerate(map.getResults())) {
      if (auto constant = dyn_cast<AffineConstantExpr>(expr)) {
        unitConstants &= constant.getValue() == 0 && type.getDimSize(dim) == 1;
        anyConstant = true;
        if (groups.empty())
          groups.emplace_back();
        groups.back().push_back(dim);
        continue;
      }
      if (!isa<AffineDimExpr>(expr)) {
        unitConstants = false;
        break;
      }
      // A dimension starts a group, unless only constants came before it.
      if (groups.empty() || !kept.empty())
        groups.emplace_back();
      groups.back().push_back(dim);
      kept.push_back(expr);
      shape.push_back(type.getDimSize(dim));
    }
    if (!unitConstants || !anyConstant)
      continue;
    if (kept.empty())
      groups.clear();
    rewriter.setInsertionPoint(op);
    inputs[index] = tensor::CollapseShapeOp::create(
        rewriter, op.getLoc(),
        RankedTensorType::get(shape, type.getElementType()), input, groups);
    maps[index] = AffineMap::get(map.getNumDims(), 0, kept, op.getContext());
    changed = true;
  }
  if (!changed)
    return op;
  rewriter.setInsertionPoint(op);
  auto collapsed = linalg::GenericOp::create(
      rewriter, op.getLoc(), op.getResultTypes(), inputs, op.getDpsInits(),
      maps, op.getIteratorTypesArray());
  rewriter.inlineRegionBefore(op.getRegion(), collapsed.getRegion(),
                              collapsed.getRegion().begin());
  rewriter.replaceOp(op, collapsed->getResults());
  return collapsed;
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
      dropUnitBroadcastDims(rewriter, cast<linalg::GenericOp>(fused->fusedOp));
      ++numFused;
    }
  }
};

} // namespace
