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
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/cpu/BufferUtils.h"
#include "passes/cpu/Epilogue.h"

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

bool canVectorize(linalg::GenericOp op, SmallVectorImpl<Access> &access) {
  if (!op.hasPureBufferSemantics() || op.getNumLoops() == 0 ||
      op.getNumReductionLoops() != 0 || op.hasIndexSemantics())
    return false;
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
    // `shift > 31` did, in narrow-requantize.test.)
    if (type.getElementType().isInteger(1))
      return false;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (!map.isProjectedPermutation())
      return false;
    std::optional<unsigned> position =
        map.getResultPosition(getAffineDimExpr(last, op.getContext()));
    if (position && *position != map.getNumResults() - 1)
      return false;
    bool isInit = op.isDpsInit(&operand);
    // Outputs must be written along the innermost loop.
    if (isInit && (!position || !map.isPermutation()))
      return false;
    access.push_back(position ? Access::Vector : Access::Scalar);
  }
  for (OpOperand &init : op.getDpsInitsMutable())
    if (op.payloadUsesValueFromOperand(&init))
      return false;
  return quantkit::isVectorizableBody(op.getRegion().front(),
                                      /*tableLoads=*/true);
}

void vectorize(linalg::GenericOp op, ArrayRef<Access> access, int64_t tasks,
               quantkit::TableLookup lookup) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  int64_t inner = ranges.back();
  int64_t full = inner / kLanes * kLanes;
  Block &body = op.getRegion().front();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  auto widen = [](Type t) { return VectorType::get({kLanes}, t); };
  // Values captured from above (read by the body's ops or yielded as they
  // are) are broadcast once, before the loops.
  IRMapping captured;
  quantkit::mapCaptured(b, loc, body, captured, kLanes);

  auto c = [&](OpBuilder &bb, int64_t v) {
    return arith::ConstantIndexOp::create(bb, loc, v);
  };
  SmallVector<Value> lbs, ubs, steps;
  for (int64_t i = 0; i + 1 < static_cast<int64_t>(ranges.size()); ++i) {
    lbs.push_back(c(b, 0));
    ubs.push_back(c(b, ranges[i]));
    steps.push_back(c(b, 1));
  }
  // One 16-lane step at `ivs` (outer indices then the innermost start).
  auto step = [&](OpBuilder &bb, ValueRange ivs, bool masked) {
    IRMapping mapping = captured;
    auto indices = [&](AffineMap map) {
      SmallVector<Value> result;
      for (AffineExpr e : map.getResults())
        result.push_back(ivs[cast<AffineDimExpr>(e).getPosition()]);
      return result;
    };
    unsigned numInputs = op.getNumDpsInputs();
    for (unsigned i = 0; i < numInputs; ++i) {
      Value memref = op->getOperand(i);
      Type element = cast<MemRefType>(memref.getType()).getElementType();
      SmallVector<Value> idx = indices(maps[i]);
      Value value;
      if (access[i] == Access::Scalar) {
        value = vector::BroadcastOp::create(
            bb, loc, widen(element),
            memref::LoadOp::create(bb, loc, memref, idx));
      } else if (masked) {
        Value pad = arith::ConstantOp::create(bb, loc, bb.getZeroAttr(element));
        value = vector::TransferReadOp::create(bb, loc, widen(element), memref,
                                               idx, pad, ArrayRef<bool>{false});
      } else {
        value = vector::LoadOp::create(bb, loc, widen(element), memref, idx);
      }
      mapping.map(body.getArgument(i), value);
    }
    SmallVector<Value> yielded =
        quantkit::cloneWidened(bb, loc, body, mapping, kLanes, lookup);
    for (unsigned o = 0; o < op.getNumDpsInits(); ++o) {
      Value value = yielded[o];
      Value memref = op.getDpsInits()[o];
      SmallVector<Value> idx = indices(maps[numInputs + o]);
      // The tail's store: its `inner - full` lanes (storePrefix, not a
      // masked write, which LLVM 22 miscompiles on AVX-512 for one lane).
      if (masked)
        quantkit::storePrefix(bb, loc, value, memref, idx, inner - full);
      else
        vector::StoreOp::create(bb, loc, value, memref, idx);
    }
  };
  auto innerLoop = [&](OpBuilder &nb, Location nloc, ValueRange outer) {
    scf::ForOp::create(nb, nloc, c(nb, 0), c(nb, full), c(nb, kLanes),
                       ValueRange{},
                       [&](OpBuilder &lb, Location, Value j, ValueRange) {
                         SmallVector<Value> ivs(outer);
                         ivs.push_back(j);
                         step(lb, ivs, /*masked=*/false);
                         scf::YieldOp::create(lb, loc);
                       });
    if (full != inner) {
      SmallVector<Value> ivs(outer);
      ivs.push_back(c(nb, full));
      step(nb, ivs, /*masked=*/true);
    }
  };
  // The leading outer dimensions that give at least `tasks` iterations form
  // one scf.parallel (convert-scf-to-openmp makes it a work-sharing loop);
  // the others stay sequential inside it.
  int64_t elements = 1, iterations = 1;
  size_t parallelDims = 0;
  for (int64_t range : ranges)
    elements *= range;
  while (parallelDims < lbs.size() && iterations < tasks)
    iterations *= ranges[parallelDims++];
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
                         innerLoop(ib, iloc, ivs);
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
    SmallVector<linalg::GenericOp> generics;
    getOperation()->walk([&](linalg::GenericOp op) { generics.push_back(op); });
    for (linalg::GenericOp op : generics) {
      SmallVector<Access> access;
      if (!canVectorize(op, access))
        continue;
      linalg::GenericOp merged = mergeShortInnerLoops(op);
      if (merged != op) {
        access.clear();
        if (!canVectorize(merged, access))
          continue;
      }
      found.emplace_back(merged, std::move(access));
    }
    for (auto &[op, access] : found) {
      vectorize(op, access, parallelTasks, *lookup);
      ++numVectorized;
    }
  }
};

} // namespace
