//===- Concatenation.cpp - torch-mlir's concatenation as tensor.concat ----===//
//
// torch-mlir lowers `torch.cat` to `tensor.insert_slice`s of the parts into
// a `tensor.empty`, one slice after another. quantkit-fuse wraps one op as a
// kernel's core, so the chain becomes the one `tensor.concat` it stands
// for: the `concat` kernel, whose ports then share one scale (`same_scale`)
// and which quantkit-materialize keeps on the storage integers, exactly.
//
//===----------------------------------------------------------------------===//

#include "passes/frontend/Normalize.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;

namespace {

/// One part of a concatenation: the value inserted, where it starts along
/// the concatenated dimension and how far it extends.
struct Part {
  Value value;
  int64_t offset;
  int64_t size;
};

/// The dimension along which `insert` places a slice of unit strides that
/// spans every other dimension of its destination, as a part; or none. A
/// slice that spans every dimension names `rank` (any dimension).
std::optional<std::pair<int64_t, Part>>
concatenatedDimension(tensor::InsertSliceOp insert) {
  RankedTensorType dest = insert.getDestType();
  if (insert.getSourceType().getRank() != dest.getRank() ||
      !insert.hasUnitStride())
    return std::nullopt;
  int64_t rank = dest.getRank(), dim = rank;
  Part part{insert.getSource(), 0, dest.getRank() ? dest.getDimSize(0) : 0};
  for (int64_t d = 0; d < rank; ++d) {
    std::optional<int64_t> start =
        getConstantIntValue(insert.getMixedOffsets()[d]);
    std::optional<int64_t> size =
        getConstantIntValue(insert.getMixedSizes()[d]);
    if (!start || !size)
      return std::nullopt;
    if (*start == 0 && *size == dest.getDimSize(d))
      continue;
    if (dim != rank)
      return std::nullopt;
    dim = d;
    part.offset = *start;
    part.size = *size;
  }
  return std::make_pair(dim, part);
}

/// A chain of `insert_slice`s into a static `tensor.empty`, each slice full
/// in every dimension but one (the same for all) and the slices tiling that
/// dimension without gaps or overlaps, each intermediate result used only
/// by the next slice: `tensor.concat` of the parts in offset order. The
/// order of the slices in the chain does not matter, since none overlaps.
struct InsertSlicesToConcat : OpRewritePattern<tensor::InsertSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tensor::InsertSliceOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType type = op.getDestType();
    if (!type.hasStaticShape() || type.getRank() == 0)
      return failure();
    int64_t rank = type.getRank(), dim = rank;
    SmallVector<Part> parts;
    for (tensor::InsertSliceOp insert = op; insert;
         insert = insert.getDest().getDefiningOp<tensor::InsertSliceOp>()) {
      if (insert != op && !insert->hasOneUse())
        return rewriter.notifyMatchFailure(op, "an intermediate has uses");
      std::optional<std::pair<int64_t, Part>> at =
          concatenatedDimension(insert);
      if (!at)
        return rewriter.notifyMatchFailure(op, "not a concatenation slice");
      if (at->first != rank) {
        if (dim != rank && dim != at->first)
          return rewriter.notifyMatchFailure(op, "slices along two dims");
        dim = at->first;
      }
      parts.push_back(at->second);
      if (insert.getDest().getDefiningOp<tensor::EmptyOp>())
        break;
      if (!insert.getDest().getDefiningOp<tensor::InsertSliceOp>())
        return rewriter.notifyMatchFailure(op, "not into an empty tensor");
    }
    if (parts.size() < 2 || dim == rank)
      return rewriter.notifyMatchFailure(op, "fewer than two parts");
    llvm::stable_sort(parts, [](const Part &a, const Part &b) {
      return a.offset < b.offset;
    });
    int64_t next = 0;
    for (const Part &part : parts) {
      if (part.offset != next)
        return rewriter.notifyMatchFailure(op, "a gap or an overlap");
      next += part.size;
    }
    if (next != type.getDimSize(dim))
      return rewriter.notifyMatchFailure(op, "does not fill the dimension");
    SmallVector<Value> inputs =
        llvm::map_to_vector(parts, [](const Part &p) { return p.value; });
    rewriter.replaceOpWithNewOp<tensor::ConcatOp>(op, type, dim, inputs);
    return success();
  }
};

} // namespace

void mlir::quantkit::populateConcatenationPatterns(
    RewritePatternSet &patterns) {
  patterns.add<InsertSlicesToConcat>(patterns.getContext());
}
