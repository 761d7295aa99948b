//===- VectorizeElementwise.cpp - 16-lane loops for parallel generics -----===//
//
// The requantization epilogue quantkit-lower emits is an all-parallel
// `linalg.generic` of scalar integer arithmetic (64-bit multiplies, shifts,
// compares, clamps). Through convert-linalg-to-loops it stays scalar, and
// after the packed kernels it dominates the run time. This pass rewrites
// such generics on buffers into loops over the outer dimensions and
// 16-lane vectors along the innermost one: the body is cloned with every
// value widened to vector<16xT>, operands that do not vary along the
// innermost dimension (per-row sums) are broadcast, and the tail is handled
// with masked transfers. Table look-ups (quantkit.logistic, tanh,
// hard_swish and gelu after quantkit-lower) are taken too: `cloneWidened` reads
// their entries with gathers or AVX-512 VBMI byte permutes (`table-lookup`).
// An innermost dimension shorter than 64 elements is first merged with the
// one outside it where the buffers allow (an NHWC image's 3 channels).
// Integer reductions along the innermost loop (the softmax's row sum)
// carry 16 partial results per row through the same steps and combine
// them with vector.reduction at the end of the row.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/cpu/BufferUtils.h"
#include "passes/cpu/Epilogue.h"
#include "passes/utils/ShapeProducts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITVECTORIZEELEMENTWISE
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;

namespace {

constexpr int64_t kLanes = 16;
/// Generics of fewer elements stay sequential, where a fork and join of
/// libomp's threads (microseconds) would cost more than the work it shares.
/// An estimate, not yet measured on an idle machine
/// (examples/bench/README.md, "Threads").
constexpr int64_t kMinParallelElements = 1 << 14;

/// How an operand is read along the innermost loop.
enum class Access { Vector, Scalar };

/// Whether every input of `op` can be read along its innermost loop (a
/// contiguous innermost dimension indexed by that loop, or not indexed by
/// it at all: `Scalar`), appending how to `access`.
bool canReadInputs(linalg::GenericOp op, SmallVectorImpl<Access> &access) {
  unsigned last = op.getNumLoops() - 1;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<MemRefType>(operand.get().getType());
    // Strided views too (a part of a concatenation written in place), as
    // long as the innermost dimension is contiguous.
    if (!type || !type.hasStaticShape() ||
        !(type.getLayout().isIdentity() ||
          quantkit::hasUnitInnerStride(operand.get())) ||
        !type.getElementType().isIntOrIndexOrFloat() ||
        type.getElementType().isIndex())
      return false;
    // A memref of i1 holds one byte per element, a vector<16xi1> load reads
    // 16 bits: the lanes would read the wrong elements. (The i1 tables
    // quantkit-fold-constant-operands makes of double_round's per-channel
    // `shift > 31` did, in narrow-requantize.test; so did the i48
    // accumulators of TOSA's 16x8 convolutions, 8 bytes each in a memref,
    // 6 in a vector.)
    if (!quantkit::hasVectorMemoryLayout(type.getElementType()))
      return false;
    if (op.isDpsInit(&operand))
      continue;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (!map.isProjectedPermutation())
      return false;
    std::optional<unsigned> position =
        map.getResultPosition(getAffineDimExpr(last, op.getContext()));
    if (position && *position != map.getNumResults() - 1)
      return false;
    access.push_back(position ? Access::Vector : Access::Scalar);
  }
  return true;
}

bool canVectorize(linalg::GenericOp op, SmallVectorImpl<Access> &access) {
  if (!op.hasPureBufferSemantics() || op.getNumLoops() == 0 ||
      op.getNumReductionLoops() != 0 || op.hasIndexSemantics() ||
      !canReadInputs(op, access))
    return false;
  unsigned last = op.getNumLoops() - 1;
  // Outputs must be written along the innermost loop.
  for (OpOperand &init : op.getDpsInitsMutable()) {
    AffineMap map = op.getMatchingIndexingMap(&init);
    std::optional<unsigned> position =
        map.getResultPosition(getAffineDimExpr(last, op.getContext()));
    if (!map.isPermutation() || !position ||
        *position != map.getNumResults() - 1)
      return false;
    if (op.payloadUsesValueFromOperand(&init))
      return false;
    access.push_back(Access::Vector);
  }
  return quantkit::isVectorizableBody(op.getRegion().front(),
                                      /*tableLoads=*/true);
}

/// A generic that reduces its innermost loop, one output element per row,
/// by an associative and commutative integer op.
struct RowReduction {
  /// The body's op that combines a row's value with the output's.
  Operation *combiner;
  vector::CombiningKind kind;
};

/// Accumulators narrower than this many bits are left to LLVM's loop
/// vectorizer, which takes a row's i8 maximum 64 lanes at a time where
/// these loops take 16.
constexpr unsigned kMinReductionBits = 32;

/// A generic whose innermost loop is its only reduction, with one output
/// that every other loop indexes (one element per row), inputs read as
/// canVectorize reads them, rows of at least 16 elements and a body
/// `yield(combine(f(inputs), out))` where `out` is read by `combine` alone
/// and `combine` is an integer add, multiply, min, max, and, or or xor of
/// at least 32 bits.
std::optional<RowReduction> matchRowReduction(linalg::GenericOp op,
                                              SmallVectorImpl<Access> &access) {
  if (!op.hasPureBufferSemantics() || op.getNumLoops() < 1 ||
      op.getNumReductionLoops() != 1 || op.getNumDpsInits() != 1 ||
      op.hasIndexSemantics() ||
      !linalg::isReductionIterator(op.getIteratorTypesArray().back()) ||
      op.getStaticLoopRanges().back() < kLanes || !canReadInputs(op, access))
    return std::nullopt;
  unsigned rank = op.getNumLoops();
  OpOperand *init = op.getDpsInitOperand(0);
  AffineMap map = op.getMatchingIndexingMap(init);
  if (!map.isProjectedPermutation() || map.getNumResults() != rank - 1 ||
      map.getResultPosition(getAffineDimExpr(rank - 1, op.getContext())))
    return std::nullopt;
  Block &body = op.getRegion().front();
  BlockArgument out = op.getMatchingBlockArgument(init);
  if (!out.hasOneUse())
    return std::nullopt;
  Operation *combiner = *out.user_begin();
  Operation *yield = body.getTerminator();
  // Upstream's classification of a combining op (the linalg vectorizer's);
  // integers only, where the order of the combinations does not matter.
  std::optional<vector::CombiningKind> kind =
      linalg::getCombinerOpKind(combiner);
  auto type = dyn_cast<IntegerType>(combiner->getResult(0).getType());
  if (!kind || !type || type.getWidth() < kMinReductionBits ||
      !combiner->hasOneUse() || *combiner->user_begin() != yield ||
      combiner->getNumOperands() != 2 || !arith::getNeutralElement(combiner))
    return std::nullopt;
  access.push_back(Access::Scalar);
  if (!quantkit::isVectorizableBody(body, /*tableLoads=*/true))
    return std::nullopt;
  return RowReduction{combiner, *kind};
}

/// Builds loops over the outer (all but the innermost) loop ranges of a
/// generic of `ranges` and calls `row` with their indices: the leading
/// dimensions that give at least `tasks` iterations form one scf.parallel
/// (convert-scf-to-openmp makes it a work-sharing loop), the others stay
/// sequential inside it.
void forEachRow(
    OpBuilder &b, Location loc, ArrayRef<int64_t> ranges, int64_t tasks,
    function_ref<void(OpBuilder &, Location, ValueRange outer)> row) {
  auto c = [&](int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); };
  SmallVector<Value> lbs, ubs, steps;
  for (int64_t range : ranges.drop_back()) {
    lbs.push_back(c(0));
    ubs.push_back(c(range));
    steps.push_back(c(1));
  }
  int64_t elements = 1, iterations = 1;
  size_t parallelDims = 0;
  for (int64_t range : ranges)
    elements = quantkit::saturatingMultiply(elements, range);
  while (parallelDims < lbs.size() && iterations < tasks)
    iterations =
        quantkit::saturatingMultiply(iterations, ranges[parallelDims++]);
  if (tasks <= 1 || elements < kMinParallelElements || iterations < 2)
    parallelDims = 0;
  auto sequential = [&](OpBuilder &nb, Location nloc, ValueRange outer) {
    auto rest = [](ArrayRef<Value> values, size_t from) {
      return SmallVector<Value>(values.drop_front(from));
    };
    scf::buildLoopNest(nb, nloc, rest(lbs, outer.size()),
                       rest(ubs, outer.size()), rest(steps, outer.size()),
                       [&](OpBuilder &ib, Location iloc, ValueRange inner) {
                         SmallVector<Value> ivs(outer);
                         ivs.append(inner.begin(), inner.end());
                         row(ib, iloc, ivs);
                       });
  };
  if (parallelDims == 0)
    sequential(b, loc, ValueRange{});
  else
    scf::ParallelOp::create(
        b, loc, ArrayRef(lbs).take_front(parallelDims),
        ArrayRef(ubs).take_front(parallelDims),
        ArrayRef(steps).take_front(parallelDims),
        [&](OpBuilder &pb, Location ploc, ValueRange outer) {
          sequential(pb, ploc, outer);
        });
}

/// The innermost loop's steps of a generic: the body widened to kLanes
/// lanes at `ivs` (outer indices, then the innermost start), its inputs
/// read as `access` says, full (`masked` false) or the first
/// `inner - full` lanes of the tail. `mapping` maps what the body captures
/// and, for a reduction, the output's block argument.
struct Steps {
  linalg::GenericOp op;
  ArrayRef<Access> access;
  quantkit::TableLookup lookup;
  SmallVector<AffineMap> maps;
  int64_t inner, full;

  Steps(linalg::GenericOp op, ArrayRef<Access> access,
        quantkit::TableLookup lookup)
      : op(op), access(access), lookup(lookup), maps(op.getIndexingMapsArray()),
        inner(op.getStaticLoopRanges().back()), full(inner / kLanes * kLanes) {}

  SmallVector<Value> indices(AffineMap map, ValueRange ivs) const {
    SmallVector<Value> result;
    for (AffineExpr e : map.getResults())
      result.push_back(ivs[cast<AffineDimExpr>(e).getPosition()]);
    return result;
  }

  /// The values the body yields for one step.
  SmallVector<Value> widen(OpBuilder &b, Location loc, ValueRange ivs,
                           bool masked, IRMapping mapping) {
    Block &body = op.getRegion().front();
    for (unsigned i = 0, e = op.getNumDpsInputs(); i < e; ++i) {
      Value memref = op->getOperand(i);
      Type element = cast<MemRefType>(memref.getType()).getElementType();
      auto type = VectorType::get({kLanes}, element);
      SmallVector<Value> idx = indices(maps[i], ivs);
      Value value;
      if (access[i] == Access::Scalar) {
        value = vector::BroadcastOp::create(
            b, loc, type, memref::LoadOp::create(b, loc, memref, idx));
      } else if (masked) {
        Value pad = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
        value = vector::TransferReadOp::create(b, loc, type, memref, idx, pad,
                                               ArrayRef<bool>{false});
      } else {
        value = vector::LoadOp::create(b, loc, type, memref, idx);
      }
      mapping.map(body.getArgument(i), value);
    }
    return quantkit::cloneWidened(b, loc, body, mapping, kLanes, lookup);
  }
};

void vectorize(linalg::GenericOp op, ArrayRef<Access> access, int64_t tasks,
               quantkit::TableLookup lookup) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  Steps steps(op, access, lookup);
  // Values captured from above (read by the body's ops or yielded as they
  // are) are broadcast once, before the loops.
  IRMapping captured;
  quantkit::mapCaptured(b, loc, op.getRegion().front(), captured, kLanes);
  auto c = [&](OpBuilder &bb, int64_t v) {
    return arith::ConstantIndexOp::create(bb, loc, v);
  };
  unsigned numInputs = op.getNumDpsInputs();
  // One 16-lane step at `ivs` (outer indices then the innermost start).
  auto step = [&](OpBuilder &bb, ValueRange ivs, bool masked) {
    SmallVector<Value> yielded = steps.widen(bb, loc, ivs, masked, captured);
    for (unsigned o = 0; o < op.getNumDpsInits(); ++o) {
      Value value = yielded[o];
      Value memref = op.getDpsInits()[o];
      SmallVector<Value> idx = steps.indices(steps.maps[numInputs + o], ivs);
      // The tail's store: its `inner - full` lanes (storePrefix, not a
      // masked write, which LLVM 22 miscompiles on AVX-512 for one lane).
      if (masked)
        quantkit::storePrefix(bb, loc, value, memref, idx,
                              steps.inner - steps.full);
      else
        vector::StoreOp::create(bb, loc, value, memref, idx);
    }
  };
  forEachRow(b, loc, op.getStaticLoopRanges(), tasks,
             [&](OpBuilder &nb, Location nloc, ValueRange outer) {
               scf::ForOp::create(
                   nb, nloc, c(nb, 0), c(nb, steps.full), c(nb, kLanes),
                   ValueRange{},
                   [&](OpBuilder &lb, Location, Value j, ValueRange) {
                     SmallVector<Value> ivs(outer);
                     ivs.push_back(j);
                     step(lb, ivs, /*masked=*/false);
                     scf::YieldOp::create(lb, loc);
                   });
               if (steps.full != steps.inner) {
                 SmallVector<Value> ivs(outer);
                 ivs.push_back(c(nb, steps.full));
                 step(nb, ivs, /*masked=*/true);
               }
             });
  op->erase();
}

/// A row reduction as loops: per row, a vector of kLanes partial results
/// (starting at the combining op's neutral element) is carried through
/// the innermost loop's steps, the body cloned with the output's argument
/// mapped to it, so that its combining op folds each step's lanes in; the
/// tail's lanes past the row keep the partial results (a select on a
/// mask). `vector.reduction` then combines the lanes with the output's
/// value. The op is associative and commutative on integers, so the
/// result is that of the loops in any order.
void vectorizeReduction(linalg::GenericOp op, ArrayRef<Access> access,
                        const RowReduction &reduction, int64_t tasks,
                        quantkit::TableLookup lookup) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  Steps steps(op, access, lookup);
  Block &body = op.getRegion().front();
  IRMapping captured;
  quantkit::mapCaptured(b, loc, body, captured, kLanes);
  Type element = reduction.combiner->getResult(0).getType();
  auto accType = VectorType::get({kLanes}, element);
  // Upstream's neutral element of the combining op (matchRowReduction
  // checked there is one).
  Value neutral = arith::ConstantOp::create(
      b, loc,
      DenseElementsAttr::get(accType,
                             *arith::getNeutralElement(reduction.combiner)));
  BlockArgument out = op.getMatchingBlockArgument(op.getDpsInitOperand(0));
  Value output = op.getDpsInits()[0];
  AffineMap outMap = steps.maps.back();
  auto c = [&](OpBuilder &bb, int64_t v) {
    return arith::ConstantIndexOp::create(bb, loc, v);
  };
  auto step = [&](OpBuilder &bb, ValueRange ivs, Value acc, bool masked) {
    IRMapping mapping = captured;
    mapping.map(out, acc);
    return steps.widen(bb, loc, ivs, masked, mapping).front();
  };
  forEachRow(b, loc, op.getStaticLoopRanges(), tasks,
             [&](OpBuilder &nb, Location nloc, ValueRange outer) {
               auto loop = scf::ForOp::create(
                   nb, nloc, c(nb, 0), c(nb, steps.full), c(nb, kLanes),
                   ValueRange{neutral},
                   [&](OpBuilder &lb, Location, Value j, ValueRange acc) {
                     SmallVector<Value> ivs(outer);
                     ivs.push_back(j);
                     scf::YieldOp::create(
                         lb, loc, step(lb, ivs, acc[0], /*masked=*/false));
                   });
               Value acc = loop.getResult(0);
               if (steps.full != steps.inner) {
                 SmallVector<Value> ivs(outer);
                 ivs.push_back(c(nb, steps.full));
                 Value next = step(nb, ivs, acc, /*masked=*/true);
                 Value mask = vector::ConstantMaskOp::create(
                     nb, nloc, VectorType::get({kLanes}, nb.getI1Type()),
                     ArrayRef<int64_t>{steps.inner - steps.full});
                 acc = arith::SelectOp::create(nb, nloc, mask, next, acc);
               }
               SmallVector<Value> idx = steps.indices(outMap, outer);
               Value initial = memref::LoadOp::create(nb, nloc, output, idx);
               Value result = vector::ReductionOp::create(
                   nb, nloc, reduction.kind, acc, initial);
               memref::StoreOp::create(nb, nloc, result, output, idx);
             });
  op->erase();
}

/// Innermost extents below this many elements are merged with the loop
/// outside them where the buffers allow: a 16-lane step over 3 channels of
/// an image does the work of 3 lanes.
constexpr int64_t kMinInnerElements = 4 * kLanes;

/// Merges the innermost loop of `op` with the one outside it while the
/// innermost runs fewer than kMinInnerElements iterations and every
/// operand reads the two dimensions as its own last two, contiguously
/// (memref.collapse_shape can merge them), with upstream's
/// `linalg::collapseOpIterationDims`. Returns the generic to vectorize.
linalg::GenericOp mergeShortInnerLoops(linalg::GenericOp op) {
  IRRewriter rewriter(op.getContext());
  while (op.getNumLoops() >= 2 &&
         op.getStaticLoopRanges().back() < kMinInnerElements) {
    int64_t rank = op.getNumLoops();
    ReassociationIndices merged = {rank - 2, rank - 1};
    if (!linalg::areDimSequencesPreserved(op.getIndexingMapsArray(), {merged}))
      return op;
    for (OpOperand &operand : op->getOpOperands()) {
      AffineMap map = op.getMatchingIndexingMap(&operand);
      auto type = cast<MemRefType>(operand.get().getType());
      std::optional<unsigned> inner =
          map.getResultPosition(getAffineDimExpr(rank - 1, op.getContext()));
      if (!inner)
        continue;
      // The two dimensions must be the operand's last two.
      if (*inner != map.getNumResults() - 1 || *inner == 0)
        return op;
      SmallVector<ReassociationIndices> groups;
      for (int64_t d = 0; d + 2 < type.getRank(); ++d)
        groups.push_back({d});
      groups.push_back({type.getRank() - 2, type.getRank() - 1});
      if (!memref::CollapseShapeOp::isGuaranteedCollapsible(type, groups))
        return op;
    }
    rewriter.setInsertionPoint(op);
    FailureOr<linalg::CollapseResult> collapsed =
        linalg::collapseOpIterationDims(op, {merged}, rewriter);
    if (failed(collapsed))
      return op;
    auto generic =
        dyn_cast<linalg::GenericOp>(collapsed->collapsedOp.getOperation());
    if (!generic)
      return op;
    rewriter.eraseOp(op);
    op = generic;
  }
  return op;
}

struct QuantKitVectorizeElementwise
    : public quantkit::impl::QuantKitVectorizeElementwiseBase<
          QuantKitVectorizeElementwise> {
  using QuantKitVectorizeElementwiseBase::QuantKitVectorizeElementwiseBase;

  void runOnOperation() override {
    FailureOr<quantkit::TableLookup> lookup =
        quantkit::resolveTableLookup(tableLookup);
    if (failed(lookup)) {
      getOperation()->emitError()
          << "quantkit-vectorize-elementwise: unknown table-lookup '"
          << tableLookup << "' (expected auto, vbmi or gather)";
      return signalPassFailure();
    }
    SmallVector<std::pair<linalg::GenericOp, SmallVector<Access>>> found;
    SmallVector<
        std::tuple<linalg::GenericOp, SmallVector<Access>, RowReduction>>
        reductions;
    SmallVector<linalg::GenericOp> generics;
    getOperation()->walk([&](linalg::GenericOp op) { generics.push_back(op); });
    for (linalg::GenericOp op : generics) {
      SmallVector<Access> access;
      if (std::optional<RowReduction> reduction =
              matchRowReduction(op, access)) {
        reductions.emplace_back(op, std::move(access), *reduction);
        continue;
      }
      access.clear();
      if (!canVectorize(op, access))
        continue;
      // Checked again whatever the merge did: a merged generic may take the
      // address of the one it replaced, and a merge can make an operand's
      // innermost dimension strided (a unit dimension folded away).
      linalg::GenericOp merged = mergeShortInnerLoops(op);
      access.clear();
      if (!canVectorize(merged, access))
        continue;
      found.emplace_back(merged, std::move(access));
    }
    for (auto &[op, access] : found) {
      vectorize(op, access, parallelTasks, *lookup);
      ++numVectorized;
    }
    for (auto &[op, access, reduction] : reductions) {
      vectorizeReduction(op, access, reduction, parallelTasks, *lookup);
      ++numReductions;
    }
  }
};

} // namespace
