//===- PadInPlace.cpp - Padded buffers the producers write into -----------===//
//
// Bufferized as it is, a `tensor.pad` is a buffer of its own, filled with
// the padding value, and a copy of its source into the interior. Before
// every depthwise convolution of a MobileNet that copy moves the whole
// expanded activation (1.2 MB at 112x112x96) on one thread.
//
// quantkit-cpu-pad-in-place rewrites a static pad of a value computed in
// its block into a `tensor.empty` of the padded shape and `linalg.fill`s
// of its border with the padding value, placed before the first op of the
// chain that computes the source, and a `tensor.insert_slice` of the
// source where the pad was. Upstream's `eliminate-empty-tensors` (next in quantkit-cpu) can
// then hand the producer the interior as its destination, as it does for
// the parts of a concatenation (ConcatInPlace.cpp): the producer writes
// into the padded buffer, and what bufferization leaves of the insertion
// is a copy of the interior onto itself, which canonicalization erases.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/cpu/BufferUtils.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITCPUPADINPLACE
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;

namespace {

/// Rewrites `pad` as above where its shapes and padding amounts are static,
/// its padding value is a constant or defined before the chain, its source
/// is computed in its block into a `tensor.empty`, and nothing but
/// elementwise generics and other pads reads the source besides.
bool decompose(tensor::PadOp pad) {
  RankedTensorType type = pad.getResultType();
  Value source = pad.getSource();
  if (!type.hasStaticShape() ||
      !cast<RankedTensorType>(source.getType()).hasStaticShape())
    return false;
  SmallVector<OpFoldResult> offsets = pad.getMixedLowPad();
  if (llvm::any_of(offsets, [](OpFoldResult offset) {
        return !getConstantIntValue(offset);
      }))
    return false;
  // Other readers then read the interior, a view whose rows lie apart:
  // elementwise generics take any layout, the contraction kernels (a
  // downsampling convolution reading the same activation) only an
  // identity one.
  if (llvm::any_of(source.getUsers(), [&](Operation *user) {
        return user != pad && !isa<linalg::GenericOp, tensor::PadOp>(user);
      }))
    return false;
  Value padding = pad.getConstantPaddingValue();
  Block &block = *pad->getBlock();
  Value destination;
  Operation *start = quantkit::chainStart(block, source, &destination);
  if (!padding || !start || !destination ||
      !destination.getDefiningOp<tensor::EmptyOp>())
    return false;
  // The fill writes the buffer, so it also goes before the chains of the
  // values only the first op reads: the kernel that computes a
  // requantization's accumulators stores through the requantization's
  // output as it goes (quantkit-cpu-kernels' fused epilogues).
  // (Constants are no such chain: they stay where they are, often at the
  // top of the function, and the buffer's lifetime with them.)
  for (Value input : start->getOperands()) {
    Operation *inputStart = quantkit::chainStart(block, input);
    if (input.hasOneUse() &&
        isa_and_present<DestinationStyleOpInterface>(inputStart) &&
        inputStart->isBeforeInBlock(start))
      start = inputStart;
  }
  // The padding value is a constant (in the pad's body or outside it; a
  // copy goes before the chain) or defined before the chain.
  Operation *paddingDef = padding.getDefiningOp();
  bool constant = paddingDef && paddingDef->hasTrait<OpTrait::ConstantLike>();
  if (!constant && paddingDef) {
    Operation *ancestor = block.findAncestorOpInBlock(*paddingDef);
    if (ancestor && !ancestor->isBeforeInBlock(start))
      return false;
  }

  IRRewriter rewriter(pad);
  Location loc = pad.getLoc();
  rewriter.setInsertionPoint(start);
  if (constant)
    padding = rewriter.clone(*paddingDef)->getResult(0);
  Value filled = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                         type.getElementType());
  ArrayRef<int64_t> inner =
      cast<RankedTensorType>(source.getType()).getShape();
  SmallVector<int64_t> low = llvm::map_to_vector(
      offsets, [](OpFoldResult offset) { return *getConstantIntValue(offset); });
  SmallVector<OpFoldResult> strides(type.getRank(), rewriter.getIndexAttr(1));
  // Only the border is filled, in slabs that do not overlap: along
  // dimension d, the parts before and after the interior, within the
  // interior of the dimensions before d.
  for (int64_t d = 0, rank = type.getRank(); d < rank; ++d) {
    int64_t high = type.getDimSize(d) - low[d] - inner[d];
    for (auto [begin, size] : {std::pair{int64_t(0), low[d]},
                               std::pair{low[d] + inner[d], high}}) {
      if (size == 0)
        continue;
      SmallVector<OpFoldResult> slabOffsets, slabSizes;
      for (int64_t k = 0; k < rank; ++k) {
        auto [offset, extent] = k < d    ? std::pair{low[k], inner[k]}
                                : k == d ? std::pair{begin, size}
                                         : std::pair{int64_t(0),
                                                     type.getDimSize(k)};
        slabOffsets.push_back(rewriter.getIndexAttr(offset));
        slabSizes.push_back(rewriter.getIndexAttr(extent));
      }
      Value slab = tensor::ExtractSliceOp::create(
          rewriter, loc, filled, slabOffsets, slabSizes, strides);
      slab = linalg::FillOp::create(rewriter, loc, padding, slab).getResult(0);
      filled = tensor::InsertSliceOp::create(rewriter, loc, slab, filled,
                                             slabOffsets, slabSizes, strides);
    }
  }
  rewriter.setInsertionPoint(pad);
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(rewriter, loc, source);
  rewriter.replaceOpWithNewOp<tensor::InsertSliceOp>(pad, source, filled,
                                                     offsets, sizes, strides);
  return true;
}

struct QuantKitCpuPadInPlace
    : public quantkit::impl::QuantKitCpuPadInPlaceBase<QuantKitCpuPadInPlace> {
  void runOnOperation() override {
    SmallVector<tensor::PadOp> pads;
    getOperation()->walk([&](tensor::PadOp pad) { pads.push_back(pad); });
    for (tensor::PadOp pad : pads)
      if (decompose(pad))
        ++numPads;
  }
};

} // namespace
