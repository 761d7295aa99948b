//===- TorchTosa.cpp - torch-to-tosa's layout and global pooling ---------===//
//
// torch-mlir's TOSA backend keeps PyTorch's NCHW layout between operators
// and wraps every NHWC TOSA operator in transposes: `tosa.transpose` to NHWC
// before a `conv2d`, `depthwise_conv2d` or pooling, and back to NCHW after
// it, so batch norm, ReLU and residual adds run on NCHW values in between
// (and, where the spatial size is 1x1, `tosa.reshape`s that only move unit
// dimensions stand for those transposes). The patterns here move every
// transpose towards the program's outputs, through the elementwise ops and
// concatenations between two NHWC operators, until it meets the transpose
// back and the two cancel; what remains is one transpose at the input. Batch
// norm then sits right after its convolution, channels last, where
// FoldWeights.cpp folds it. Every rewrite here but the last only moves
// data: the program computes the same values. The last reads torch's
// global average pooling (`mean` over H and W: two `tosa.reduce_sum`s and a
// multiplication by 1 / (H W)) as the `tosa.avg_pool2d` it is, which
// quantkit-fuse quantizes; that divides the sum by H W instead, the same
// value up to the rounding of 1 / (H W).
//
//===----------------------------------------------------------------------===//

#include "passes/frontend/Normalize.h"

#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Dialect/Tosa/Utils/ConversionUtils.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;

namespace {

/// A transpose's permutation as upstream's permutation utilities take it
/// (IndexingUtils.h): result dimension `i` is dimension `permutation[i]` of
/// the input.
SmallVector<int64_t> permutationOf(tosa::TransposeOp op) {
  return llvm::to_vector(
      llvm::map_range(op.getPerms(), [](int32_t p) { return int64_t(p); }));
}

/// The type of the value that a transpose by `permutation` turns into a
/// value of `type`.
RankedTensorType untransposedType(RankedTensorType type,
                                  ArrayRef<int64_t> permutation) {
  return type.clone(
      applyPermutation(type.getShape(), invertPermutationVector(permutation)));
}

/// `value` transposed by `permutation`.
Value transpose(PatternRewriter &rewriter, Location loc, Value value,
                ArrayRef<int64_t> permutation) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int32_t> perms = llvm::to_vector(
      llvm::map_range(permutation, [](int64_t p) { return int32_t(p); }));
  return tosa::TransposeOp::create(
      rewriter, loc, type.clone(applyPermutation(type.getShape(), permutation)),
      value, rewriter.getDenseI32ArrayAttr(perms));
}

/// A transpose of a transpose is one transpose by the composed permutation,
/// or nothing where that is the identity.
struct ComposeTransposes : OpRewritePattern<tosa::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tosa::TransposeOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getInput1().getDefiningOp<tosa::TransposeOp>();
    if (!inner)
      return failure();
    SmallVector<int64_t> composed =
        applyPermutation(permutationOf(inner), permutationOf(op));
    if (isIdentityPermutation(composed)) {
      rewriter.replaceOp(op, inner.getInput1());
      return success();
    }
    rewriter.replaceOp(op, transpose(rewriter, op.getLoc(), inner.getInput1(),
                                     composed));
    return success();
  }
};

/// The permutation that takes `from` to `to` when the two shapes have the
/// same rank and the same non-unit dimensions in the same order (a reshape
/// that only moves dimensions of size 1 is that transpose), or none.
std::optional<SmallVector<int64_t>> unitDimensionMove(ArrayRef<int64_t> from,
                                                      ArrayRef<int64_t> to) {
  if (from.size() != to.size() || ShapedType::isDynamicShape(from) ||
      ShapedType::isDynamicShape(to))
    return std::nullopt;
  SmallVector<int64_t> units, others;
  for (auto [i, d] : llvm::enumerate(from))
    (d == 1 ? units : others).push_back(i);
  SmallVector<int64_t> permutation;
  size_t nextUnit = 0, nextOther = 0;
  for (int64_t d : to) {
    if (d == 1) {
      if (nextUnit == units.size())
        return std::nullopt;
      permutation.push_back(units[nextUnit++]);
      continue;
    }
    if (nextOther == others.size() || from[others[nextOther]] != d)
      return std::nullopt;
    permutation.push_back(others[nextOther++]);
  }
  return permutation;
}

/// A `tosa.reshape` that only moves unit dimensions, between two values of
/// one rank (torch-to-tosa's NHWC -> NCHW "transpose" of a 1x1 map) -> that
/// transpose, so it moves and cancels like the others.
struct UnitReshapeAsTranspose : OpRewritePattern<tosa::ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tosa::ReshapeOp op,
                                PatternRewriter &rewriter) const override {
    auto from = dyn_cast<RankedTensorType>(op.getInput1().getType());
    auto to = dyn_cast<RankedTensorType>(op.getType());
    if (!from || !to || from == to ||
        matchPattern(op.getInput1(), m_Constant()))
      return failure();
    std::optional<SmallVector<int64_t>> permutation =
        unitDimensionMove(from.getShape(), to.getShape());
    if (!permutation)
      return failure();
    rewriter.replaceOp(
        op, transpose(rewriter, op.getLoc(), op.getInput1(), *permutation));
    return success();
  }
};

/// True where `op` only moves dimensions of size 1: the non-unit dimensions
/// keep their order, so the elements keep theirs.
bool movesOnlyUnitDimensions(tosa::TransposeOp op) {
  auto type = dyn_cast<RankedTensorType>(op.getType());
  if (!type || !type.hasStaticShape())
    return false;
  int32_t last = -1;
  for (auto [i, p] : llvm::enumerate(op.getPerms())) {
    if (type.getDimSize(i) == 1)
      continue;
    if (p < last)
      return false;
    last = p;
  }
  return true;
}

/// A transpose that only moves unit dimensions and did not cancel -> the
/// reshape it is (UnitReshapeAsTranspose's way back, in a later round).
struct UnitTransposeAsReshape : OpRewritePattern<tosa::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tosa::TransposeOp op,
                                PatternRewriter &rewriter) const override {
    if (!movesOnlyUnitDimensions(op))
      return failure();
    auto type = cast<RankedTensorType>(op.getType());
    rewriter.replaceOpWithNewOp<tosa::ReshapeOp>(
        op, type, op.getInput1(),
        tosa::getTosaConstShape(rewriter, op.getLoc(), type.getShape()));
    return success();
  }
};

/// A reshape of a transpose that only moves unit dimensions reads the
/// elements in the same order as a reshape of the untransposed value (the
/// flatten before a linear layer after a global pooling).
struct ReshapeOfUnitTranspose : OpRewritePattern<tosa::ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tosa::ReshapeOp op,
                                PatternRewriter &rewriter) const override {
    auto transposeOp = op.getInput1().getDefiningOp<tosa::TransposeOp>();
    if (!transposeOp || !movesOnlyUnitDimensions(transposeOp))
      return failure();
    rewriter.modifyOpInPlace(op, [&] {
      op.getInput1Mutable().assign(transposeOp.getInput1());
    });
    return success();
  }
};

/// TOSA's elementwise ops that a transpose passes through: each result
/// element depends on the elements at the same index of the operands
/// (broadcast along dimensions of size 1).
bool isElementwise(Operation *op) {
  return isa<tosa::AddOp, tosa::SubOp, tosa::MulOp, tosa::MaximumOp,
             tosa::MinimumOp, tosa::ClampOp, tosa::SigmoidOp, tosa::TanhOp,
             tosa::ExpOp, tosa::AbsOp, tosa::ErfOp, tosa::RsqrtOp,
             tosa::ReciprocalOp>(op);
}

/// The tensor operands a transpose passes through (a `tosa.mul`'s shift is
/// not one of them).
unsigned numDataOperands(Operation *op) {
  return isa<tosa::MulOp>(op) ? 2 : op->getNumOperands();
}

/// A constant, or a transpose of one that an earlier move made.
bool isConstantLike(Value value) {
  if (auto transposeOp = value.getDefiningOp<tosa::TransposeOp>())
    value = transposeOp.getInput1();
  return matchPattern(value, m_Constant());
}

/// An elementwise op some of whose operands are transposes by one
/// permutation P of values that are not constants, and whose other operands
/// are transposes by P too, constants, or of unit shape: the op on the
/// untransposed values (the constants transposed back, which the weight
/// folds evaluate), then one transpose by P.
struct TransposeAfterElementwise : RewritePattern {
  TransposeAfterElementwise(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!isElementwise(op) || op->getNumResults() != 1)
      return failure();
    auto resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!resultType || !resultType.hasStaticShape())
      return failure();
    unsigned count = numDataOperands(op);
    std::optional<SmallVector<int64_t>> permutation;
    for (Value operand : op->getOperands().take_front(count)) {
      auto transposeOp = operand.getDefiningOp<tosa::TransposeOp>();
      if (!transposeOp || isConstantLike(operand))
        continue;
      SmallVector<int64_t> perms = permutationOf(transposeOp);
      if (permutation && *permutation != perms)
        return failure();
      permutation = perms;
    }
    if (!permutation)
      return failure();
    // Every operand is checked before the first new op is made.
    llvm::SetVector<Value> constants;
    IRMapping mapping;
    for (Value operand : op->getOperands().take_front(count)) {
      auto type = dyn_cast<RankedTensorType>(operand.getType());
      if (!type || type.getRank() != resultType.getRank())
        return failure();
      if (auto transposeOp = operand.getDefiningOp<tosa::TransposeOp>();
          transposeOp && permutationOf(transposeOp) == *permutation) {
        mapping.map(operand, transposeOp.getInput1());
        continue;
      }
      if (llvm::all_of(type.getShape(), [](int64_t d) { return d == 1; }))
        continue;
      if (!isConstantLike(operand))
        return failure();
      constants.insert(operand);
    }
    SmallVector<int64_t> inverse = invertPermutationVector(*permutation);
    for (Value constant : constants)
      mapping.map(constant,
                  transpose(rewriter, op->getLoc(), constant, inverse));
    Operation *moved = rewriter.clone(*op, mapping);
    moved->getResult(0).setType(untransposedType(resultType, *permutation));
    rewriter.replaceOp(op, transpose(rewriter, op->getLoc(),
                                     moved->getResult(0), *permutation));
    return success();
  }
};

/// A concatenation of values all transposed by one permutation P: the
/// concatenation of the untransposed values along the dimension P moved
/// the axis from, then the transpose.
struct TransposeAfterConcat : OpRewritePattern<tosa::ConcatOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tosa::ConcatOp op,
                                PatternRewriter &rewriter) const override {
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!resultType || !resultType.hasStaticShape() || op.getInput1().empty())
      return failure();
    std::optional<SmallVector<int64_t>> permutation;
    SmallVector<Value> sources;
    for (Value input : op.getInput1()) {
      auto transposeOp = input.getDefiningOp<tosa::TransposeOp>();
      if (!transposeOp)
        return failure();
      SmallVector<int64_t> perms = permutationOf(transposeOp);
      if (permutation && *permutation != perms)
        return failure();
      permutation = perms;
      sources.push_back(transposeOp.getInput1());
    }
    auto axis = static_cast<int32_t>((*permutation)[op.getAxis()]);
    Value concat = tosa::ConcatOp::create(
        rewriter, op.getLoc(), untransposedType(resultType, *permutation),
        sources, axis);
    rewriter.replaceOp(op,
                       transpose(rewriter, op.getLoc(), concat, *permutation));
    return success();
  }
};

/// A reduction of a value transposed by P: the reduction of the
/// untransposed value along the dimension P moved the axis from, then the
/// transpose (the reduced dimension stays, of size 1).
template <typename ReduceOp>
struct TransposeAfterReduce : OpRewritePattern<ReduceOp> {
  using OpRewritePattern<ReduceOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(ReduceOp op,
                                PatternRewriter &rewriter) const override {
    auto transposeOp = op.getInput().template getDefiningOp<tosa::TransposeOp>();
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!transposeOp || !resultType || !resultType.hasStaticShape())
      return failure();
    SmallVector<int64_t> permutation = permutationOf(transposeOp);
    auto axis = static_cast<uint32_t>(permutation[op.getAxis()]);
    Value reduced = ReduceOp::create(rewriter, op.getLoc(),
                                     untransposedType(resultType, permutation),
                                     transposeOp.getInput1(), axis);
    rewriter.replaceOp(op,
                       transpose(rewriter, op.getLoc(), reduced, permutation));
    return success();
  }
};

/// torch's global average pooling of an NHWC value, once the layout has
/// moved: `tosa.mul(tosa.reduce_sum(tosa.reduce_sum(x, 1 or 2), the other),
/// 1 / (H W))` -> `tosa.avg_pool2d` of x over its whole H x W, which the
/// `avg_pool2d` kernel quantizes (otherwise two float reductions and a
/// float multiplication between casts). The multiplier must be 1 / (H W)
/// rounded to the element type. A mean that drops the pooled dimensions
/// (`x.mean([2, 3])`) reshapes the sum to [N, C] before the multiplication;
/// the reshape then follows the pooling.
struct MeanAsAveragePool : OpRewritePattern<tosa::MulOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tosa::MulOp op,
                                PatternRewriter &rewriter) const override {
    for (auto [sum, factor] : {std::pair(op.getInput1(), op.getInput2()),
                               std::pair(op.getInput2(), op.getInput1())}) {
      auto reshape = sum.getDefiningOp<tosa::ReshapeOp>();
      if (reshape && reshape->hasOneUse())
        sum = reshape.getInput1();
      else
        reshape = tosa::ReshapeOp();
      auto outer = sum.getDefiningOp<tosa::ReduceSumOp>();
      auto inner = outer ? outer.getInput().getDefiningOp<tosa::ReduceSumOp>()
                         : tosa::ReduceSumOp();
      if (!inner || !outer->hasOneUse() || !inner->hasOneUse())
        continue;
      Value x = inner.getInput();
      auto type = dyn_cast<RankedTensorType>(x.getType());
      auto resultType = dyn_cast<RankedTensorType>(op.getType());
      auto elementType =
          type ? dyn_cast<FloatType>(type.getElementType()) : FloatType();
      if (!elementType || type.getRank() != 4 || !type.hasStaticShape() ||
          resultType != (reshape ? reshape.getType() : outer.getType()))
        continue;
      uint32_t axes[] = {inner.getAxis(), outer.getAxis()};
      if (!((axes[0] == 1 && axes[1] == 2) || (axes[0] == 2 && axes[1] == 1)))
        continue;
      int64_t height = type.getDimSize(1), width = type.getDimSize(2);
      DenseFPElementsAttr value;
      if (!matchPattern(factor, m_Constant(&value)) || value.getNumElements() != 1)
        continue;
      APFloat expected(1.0 / static_cast<double>(height * width));
      bool losesInfo = false;
      expected.convert(elementType.getFloatSemantics(),
                       APFloat::rmNearestTiesToEven, &losesInfo);
      if (!(*value.value_begin<APFloat>()).bitwiseIsEqual(expected))
        continue;
      Location loc = op.getLoc();
      std::optional<Value> zero =
          tosa::createZeroPointTensor(rewriter, loc, elementType, 0);
      if (!zero)
        continue;
      Value mean = tosa::AvgPool2dOp::create(
          rewriter, loc, outer.getType(), x, *zero, *zero,
          ArrayRef<int64_t>{height, width}, ArrayRef<int64_t>{1, 1},
          ArrayRef<int64_t>{0, 0, 0, 0}, elementType);
      if (reshape)
        mean = tosa::ReshapeOp::create(rewriter, loc, resultType, mean,
                                       reshape.getShape());
      rewriter.replaceOp(op, mean);
      return success();
    }
    return failure();
  }
};

/// A float `tosa.avg_pool2d` over the whole H x W map (H * W > 1, no
/// padding, zero points 0) -> a `tosa.depthwise_conv2d` by 1 / (H W) per
/// channel, zero bias: a kernel whose result gets a scale of its own, where
/// the `avg_pool2d` kernel shares its input's, coarse for a mean (the
/// linalg forms' global poolings become depthwise convolutions too,
/// Normalize.cpp). torch's `adaptive_avg_pool2d` and, through
/// MeanAsAveragePool, its `x.mean([2, 3])` arrive here.
struct GlobalAveragePoolAsDepthwise : OpRewritePattern<tosa::AvgPool2dOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tosa::AvgPool2dOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op.getInput().getType());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!type || !resultType || type.getRank() != 4 || !type.hasStaticShape() ||
        !type.getElementType().isF32() ||
        resultType.getElementType() != type.getElementType())
      return failure();
    int64_t height = type.getDimSize(1), width = type.getDimSize(2),
            channels = type.getDimSize(3);
    if (op.getKernel() != ArrayRef<int64_t>{height, width} ||
        height * width <= 1 ||
        !llvm::all_of(op.getPad(), [](int64_t p) { return p == 0; }) ||
        !matchPattern(op.getInputZp(), m_AnyZeroFloat()) ||
        !matchPattern(op.getOutputZp(), m_AnyZeroFloat()) ||
        resultType.getShape() !=
            ArrayRef<int64_t>{type.getDimSize(0), 1, 1, channels})
      return failure();
    Type f32 = rewriter.getF32Type();
    auto weightType = RankedTensorType::get({height, width, channels, 1}, f32);
    auto biasType = RankedTensorType::get({channels}, f32);
    float reciprocal = 1.0f / static_cast<float>(height * width);
    quantkit::replaceByTosaDepthwise(
        rewriter, op, resultType, op.getInput(),
        DenseElementsAttr::get(weightType,
                               rewriter.getF32FloatAttr(reciprocal)),
        DenseElementsAttr::get(biasType, rewriter.getF32FloatAttr(0.0f)));
    return success();
  }
};

} // namespace

void mlir::quantkit::populateTorchTosaCleanupPatterns(
    RewritePatternSet &patterns) {
  patterns.add<UnitTransposeAsReshape>(patterns.getContext());
}

void mlir::quantkit::populateTorchTosaPatterns(RewritePatternSet &patterns) {
  patterns.add<ComposeTransposes, UnitReshapeAsTranspose,
               ReshapeOfUnitTranspose, TransposeAfterElementwise,
               TransposeAfterConcat, TransposeAfterReduce<tosa::ReduceSumOp>,
               TransposeAfterReduce<tosa::ReduceMaxOp>, MeanAsAveragePool,
               GlobalAveragePoolAsDepthwise>(patterns.getContext());
}
