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
// A SiLU (`x * sigmoid(x)`) reads the requantized byte twice: as the
// look-up's input and as the product's factor. The look-up fuses into the
// product, which then reads that byte once; its body, a function of one
// byte, is evaluated at the 256 bytes by the ops' own folders into one
// table, into which the requantization fuses in turn.
//
// tosa-to-linalg writes TFLite's MEAN (where it stays TOSA) as a rescale
// of the whole map to i32, then a linalg.reduce: the reduction, made a
// generic, takes the rescale's body, so the i32 map is never written.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

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

/// Whether `consumer` reads, besides the producer's result (`operand`),
/// only the producer's own one input in full, all by the identity map: the
/// product `x * sigmoid(x)` of a SiLU. Fused and deduplicated, the generic
/// reads that one tensor.
bool readsProducerInput(linalg::GenericOp producer, linalg::GenericOp consumer,
                        OpOperand &operand) {
  SmallVector<OpOperand *> producerFull;
  for (OpOperand *input : producer.getDpsInputOperands())
    if (readsInFull(producer, input))
      producerFull.push_back(input);
  if (producerFull.size() != 1 ||
      !producer.getMatchingIndexingMap(producerFull.front()).isIdentity())
    return false;
  Value shared = producerFull.front()->get();
  bool readsShared = false;
  for (OpOperand *other : consumer.getDpsInputOperands()) {
    if (other == &operand || !readsInFull(consumer, other))
      continue;
    if (other->get() != shared ||
        !consumer.getMatchingIndexingMap(other).isIdentity())
      return false;
    readsShared = true;
  }
  return readsShared;
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
  if (!consumerReadsOneInFull && !producerBroadcasts &&
      !readsProducerInput(producer, consumer, operand))
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

/// The body of an elementwise generic `op` as a function of one byte: the
/// 8-bit tensor its every input reads by the identity map, when its body is
/// integer arithmetic on that value, constants defined outside and look-ups
/// in constant tables (tensor.extract), none of it reading the output.
/// Null otherwise.
Value byteArgument(linalg::GenericOp op) {
  if (!isElementwise(op) || op.getNumDpsInputs() == 0 ||
      !getElementTypeOrSelf(op->getResult(0).getType()).isInteger(8) ||
      op.payloadUsesValueFromOperand(op.getDpsInitOperand(0)))
    return nullptr;
  Value byte = op.getDpsInputOperand(0)->get();
  if (!getElementTypeOrSelf(byte.getType()).isInteger(8))
    return nullptr;
  for (OpOperand *input : op.getDpsInputOperands())
    if (input->get() != byte || !op.getMatchingIndexingMap(input).isIdentity())
      return nullptr;
  Block *body = op.getBody();
  for (Operation &inner : body->without_terminator()) {
    if (inner.getNumRegions() != 0 || !isPure(&inner))
      return nullptr;
    for (Type type : inner.getResultTypes())
      if (!type.isIntOrIndex())
        return nullptr;
    for (Value value : inner.getOperands()) {
      if (value.getParentBlock() == body)
        continue;
      if (!matchPattern(value, m_Constant()))
        return nullptr;
    }
  }
  return byte;
}

/// Whether tabulating `op` (a byte function) pays: its body looks a table
/// up and does more than that one look-up.
bool composesTable(linalg::GenericOp op) {
  Block *body = op.getBody();
  auto lookups = body->getOps<tensor::ExtractOp>();
  if (lookups.empty())
    return false;
  Value yielded = body->getTerminator()->getOperand(0);
  auto last = yielded.getDefiningOp<tensor::ExtractOp>();
  if (!last || std::next(lookups.begin()) != lookups.end())
    return true;
  // One look-up, yielded: more than a look-up if its position is computed
  // from anything but the byte by casts and constant offsets.
  Value position = last.getIndices().front();
  while (Operation *def = position.getDefiningOp()) {
    if (isa<arith::IndexCastOp, arith::IndexCastUIOp>(def)) {
      position = def->getOperand(0);
      continue;
    }
    if (isa<arith::AddIOp, arith::SubIOp>(def) &&
        matchPattern(def->getOperand(1), m_Constant())) {
      position = def->getOperand(0);
      continue;
    }
    break;
  }
  return !isa<BlockArgument>(position);
}

/// The value `op`'s body yields for the byte `value`, evaluated by the
/// ops' own folders (exact integer semantics), or null where one does not
/// fold.
Attribute evaluateByteFunction(linalg::GenericOp op, int64_t value) {
  Block *body = op.getBody();
  DenseMap<Value, Attribute> known;
  auto byteType = IntegerType::get(op.getContext(), 8);
  for (BlockArgument argument : body->getArguments())
    known[argument] = IntegerAttr::get(byteType, value);
  auto valueOf = [&](Value v) -> Attribute {
    if (Attribute attribute = known.lookup(v))
      return attribute;
    Attribute constant;
    if (matchPattern(v, m_Constant(&constant)))
      return constant;
    return nullptr;
  };
  for (Operation &inner : body->without_terminator()) {
    SmallVector<Attribute> operands;
    for (Value operand : inner.getOperands()) {
      operands.push_back(valueOf(operand));
      if (!operands.back())
        return nullptr;
    }
    SmallVector<OpFoldResult> results;
    if (failed(inner.fold(operands, results)) ||
        results.size() != inner.getNumResults())
      return nullptr;
    for (auto [result, folded] : llvm::zip(inner.getResults(), results)) {
      Attribute attribute = dyn_cast<Attribute>(folded);
      if (!attribute)
        attribute = valueOf(cast<Value>(folded));
      if (!isa_and_nonnull<IntegerAttr>(attribute))
        return nullptr;
      known[result] = attribute;
    }
  }
  return valueOf(body->getTerminator()->getOperand(0));
}

/// `op`, a function of one byte whose body composes a table look-up with
/// more (a SiLU's `x * sigmoid(x)`, a look-up then a rescale), as one
/// look-up in a 256-entry table of its values: entry `x + 128` for the
/// byte's bit pattern read as signed, the form quantkit-lower gives an
/// activation's table. Evaluated on a copy of the body, so that a folder
/// that rewrites its op in place leaves `op` as it was.
linalg::GenericOp tabulate(RewriterBase &rewriter, linalg::GenericOp op) {
  Value byte = byteArgument(op);
  if (!byte || !composesTable(op))
    return op;
  auto copy = cast<linalg::GenericOp>(op->clone());
  auto resultType = IntegerType::get(op.getContext(), 8);
  SmallVector<APInt> entries;
  for (int64_t value = -128; value < 128; ++value) {
    auto entry =
        dyn_cast_or_null<IntegerAttr>(evaluateByteFunction(copy, value));
    if (!entry)
      break;
    entries.push_back(entry.getValue());
  }
  copy->destroy();
  if (entries.size() != 256)
    return op;
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  auto tableType = RankedTensorType::get({256}, resultType);
  Value table = arith::ConstantOp::create(
      rewriter, loc, DenseElementsAttr::get(tableType, entries));
  auto lookup = linalg::GenericOp::create(
      rewriter, loc, op.getResultTypes(), ValueRange{byte}, op.getDpsInits(),
      SmallVector<AffineMap>(2,
                             rewriter.getMultiDimIdentityMap(op.getNumLoops())),
      op.getIteratorTypesArray(),
      [&](OpBuilder &b, Location loc, ValueRange arguments) {
        Value position =
            arith::IndexCastOp::create(b, loc, b.getIndexType(), arguments[0]);
        position = arith::SubIOp::create(
            b, loc, position, arith::ConstantIndexOp::create(b, loc, -128));
        Value entry = tensor::ExtractOp::create(b, loc, table, position);
        linalg::YieldOp::create(b, loc, entry);
      });
  rewriter.replaceOp(op, lookup->getResults());
  return lookup;
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
    // A fused generic may take its own producer in turn (the requantization
    // before a SiLU once its look-up and product are one table).
    for (linalg::GenericOp consumer : consumers)
      while (consumer)
        consumer = fuseProducer(rewriter, consumer);
    SmallVector<linalg::ReduceOp> reductions;
    getOperation()->walk(
        [&](linalg::ReduceOp op) { reductions.push_back(op); });
    for (linalg::ReduceOp reduction : reductions)
      fuseIntoReduction(rewriter, reduction);
  }

  /// A `linalg.reduce` (tosa-to-linalg's sums: TFLite's MEAN where it
  /// stays TOSA) whose input is an elementwise generic's result read
  /// nowhere else (the MEAN's rescale to i32) takes that generic's body:
  /// the reduction, as a generic, computes each value where it sums it,
  /// and the map of the rescaled values is never written.
  void fuseIntoReduction(RewriterBase &rewriter, linalg::ReduceOp reduction) {
    if (reduction.getNumDpsInputs() != 1)
      return;
    Value input = reduction.getDpsInputOperand(0)->get();
    auto producer = input.getDefiningOp<linalg::GenericOp>();
    // The reduction reads its input by the identity map: with the
    // producer's result written by the identity map too, upstream's
    // fusion takes the pair (checked before the reduction is generalized,
    // so that nothing changes where it would not).
    if (!producer || !isElementwise(producer) || !input.hasOneUse() ||
        !producer.getIndexingMapMatchingResult(cast<OpResult>(input))
             .isIdentity())
      return;
    rewriter.setInsertionPoint(reduction);
    FailureOr<linalg::GenericOp> generic =
        linalg::generalizeNamedOp(rewriter, reduction);
    if (failed(generic) ||
        !linalg::areElementwiseOpsFusable(generic->getDpsInputOperand(0)))
      return;
    if (fuseOperand(rewriter, generic->getDpsInputOperand(0)))
      ++numFused;
  }

  /// Fuses the producer of `operand` into the generic that reads it
  /// (upstream's `linalg::fuseElementwiseOps`), replaces and erases that
  /// generic, and the producer where nothing else reads it: the fused
  /// generic, or null where the fusion fails.
  static linalg::GenericOp fuseOperand(RewriterBase &rewriter,
                                       OpOperand *operand) {
    Operation *consumer = operand->getOwner();
    Operation *producer = operand->get().getDefiningOp();
    rewriter.setInsertionPoint(consumer);
    FailureOr<linalg::ElementwiseOpFusionResult> fused =
        linalg::fuseElementwiseOps(rewriter, operand);
    if (failed(fused))
      return nullptr;
    for (auto [original, replacement] : fused->replacements)
      rewriter.replaceUsesWithIf(original, replacement, [&](OpOperand &use) {
        return use.getOwner() != producer;
      });
    rewriter.eraseOp(consumer);
    if (producer->use_empty())
      rewriter.eraseOp(producer);
    return cast<linalg::GenericOp>(fused->fusedOp);
  }

  /// `consumer` with a producer fused in (the fused generic), or null.
  linalg::GenericOp fuseProducer(RewriterBase &rewriter,
                                 linalg::GenericOp consumer) {
    OpOperand *fusable = nullptr;
    for (OpOperand *operand : consumer.getDpsInputOperands())
      if (fusesWithoutLoss(*operand))
        fusable = operand;
    if (!fusable)
      return nullptr;
    linalg::GenericOp result = fuseOperand(rewriter, fusable);
    if (!result)
      return nullptr;
    FailureOr<linalg::GenericOp> deduplicated =
        linalg::deduplicateOperandsAndRemoveDeadResults(
            rewriter, result, /*removeOutputs=*/false);
    if (succeeded(deduplicated))
      result = *deduplicated;
    result = dropUnitBroadcastDims(rewriter, result);
    linalg::GenericOp tabulated = tabulate(rewriter, result);
    if (tabulated != result)
      ++numTabulated;
    ++numFused;
    return tabulated;
  }
};

} // namespace
