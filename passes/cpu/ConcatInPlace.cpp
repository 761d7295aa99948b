//===- ConcatInPlace.cpp - Concatenations the producers write into --------===//
//
// Bufferized as it is, a `tensor.concat` is a buffer of its own and one
// copy per part. Upstream's `eliminate-empty-tensors` removes the copies
// where a part is computed into a `tensor.empty` and then inserted: the
// empty tensor becomes a slice of the destination, so the producer writes
// its part in place. It needs the destination of each insertion to exist
// before the part's producer runs. Upstream's decomposition of
// `tensor.concat` puts every `insert_slice` where the concat was, after all
// the producers, so only the first part could qualify.
//
// quantkit-cpu-concat decomposes each static concat (and each chain of
// slices that stands for one: TOSA's concat after tosa-to-tensor)
// differently: the
// destination's `tensor.empty` goes before the first op that computes a
// part, and each part is inserted right after it is computed, in program
// order. A later part's producer then runs after the slices before it,
// and `eliminate-empty-tensors` (next in quantkit-cpu) can hand it its
// slice of the destination.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/cpu/BufferUtils.h"
#include "passes/frontend/Normalize.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITCPUCONCAT
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using quantkit::chainStart;
using quantkit::definingOpIn;

namespace {

/// The later of two ops of one block (null: before every op).
Operation *later(Operation *a, Operation *b) {
  if (!a)
    return b;
  if (!b)
    return a;
  return a->isBeforeInBlock(b) ? b : a;
}

struct Part {
  Value value;
  int64_t offset;
  Operation *def;
};

void decompose(tensor::ConcatOp concat) {
  Block &block = *concat->getBlock();
  RankedTensorType type = concat.getResultType();
  int64_t dim = concat.getDim(), offset = 0;
  SmallVector<Part> parts;
  for (Value input : concat.getInputs()) {
    parts.push_back({input, offset, definingOpIn(block, input)});
    offset += cast<RankedTensorType>(input.getType()).getDimSize(dim);
  }
  // Program order of the parts' producers; parts computed elsewhere
  // (arguments) last, so that their copies do not come between a producer
  // and the epilogue a kernel would take in (quantkit-cpu-kernels fuses only
  // across allocations, views, constants and fills).
  llvm::stable_sort(parts, [](const Part &a, const Part &b) {
    return a.def && (!b.def || a.def->isBeforeInBlock(b.def));
  });
  Operation *first = concat;
  for (const Part &part : parts)
    if (Operation *start = chainStart(block, part.value);
        start && start->isBeforeInBlock(first))
      first = start;

  IRRewriter rewriter(concat);
  Location loc = concat.getLoc();
  rewriter.setInsertionPoint(first);
  Value dest = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                       type.getElementType());
  Operation *previous = dest.getDefiningOp();
  SmallVector<OpFoldResult> strides(type.getRank(), rewriter.getIndexAttr(1));
  for (const Part &part : parts) {
    auto partType = cast<RankedTensorType>(part.value.getType());
    SmallVector<OpFoldResult> offsets(type.getRank(), rewriter.getIndexAttr(0));
    offsets[dim] = rewriter.getIndexAttr(part.offset);
    SmallVector<OpFoldResult> sizes = llvm::map_to_vector(
        partType.getShape(),
        [&](int64_t size) -> OpFoldResult { return rewriter.getIndexAttr(size); });
    rewriter.setInsertionPointAfter(later(part.def, previous));
    dest = tensor::InsertSliceOp::create(rewriter, loc, part.value, dest,
                                         offsets, sizes, strides);
    previous = dest.getDefiningOp();
  }
  rewriter.replaceOp(concat, dest);
}

struct QuantKitCpuConcat
    : public quantkit::impl::QuantKitCpuConcatBase<QuantKitCpuConcat> {
  void runOnOperation() override {
    // tosa-to-tensor lowers `tosa.concat` to the same chain of slices after
    // all the producers that torch-mlir writes: first the concat it stands
    // for (quantkit-normalize's pattern), then placed as below.
    RewritePatternSet patterns(&getContext());
    quantkit::populateConcatenationPatterns(patterns);
    // Nothing else changes: no folding, no constant hoisting.
    GreedyRewriteConfig config;
    config.enableFolding(false).enableConstantCSE(false);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      return signalPassFailure();
    SmallVector<tensor::ConcatOp> concats;
    getOperation()->walk([&](tensor::ConcatOp concat) {
      if (concat.getResultType().hasStaticShape() &&
          llvm::all_of(concat.getInputs(), [](Value input) {
            return cast<RankedTensorType>(input.getType()).hasStaticShape();
          }))
        concats.push_back(concat);
    });
    for (tensor::ConcatOp concat : concats)
      decompose(concat);
    numConcats += concats.size();
  }
};

} // namespace
