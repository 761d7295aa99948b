//===- ScaledContractions.cpp - Constant factors moved past matmuls -------===//
//
// torch-mlir's decomposition of scaled_dot_product_attention scales the
// queries and the keys by sqrt(1 / sqrt(d)) each before their product (an
// elementwise `x * c` generic on each side, the keys' through a transpose
// and reshapes). As float ops between int8 producers and an int8 matmul
// they cost two requantizations and two float islands per head group.
// `matmul(c1 * a, c2 * b) = c1 * c2 * matmul(a, b)` for a product from zero,
// so the factors move past the contraction, through the reshapes after it:
// there the softmax takes the product as its `beta` (matchSoftmax), or
// a weight fold takes it into constant weights, or it stays one float op
// where there were two.
//
//===----------------------------------------------------------------------===//

#include "passes/frontend/Normalize.h"

#include "dialect/QuantKitOps.h"
#include "passes/quantize/FusedKernel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"


using namespace mlir;
using namespace mlir::quantkit;
using namespace mlir::quantkit::match;

namespace {

/// Whether `value` is known at compile time: a constant, or computed from
/// constants only by linalg ops, reshapes and empties (a weight broadcast to
/// the batch by a copying generic, as torch-mlir's ONNX importer writes).
bool isCompileTime(Value value, unsigned depth = 0) {
  Operation *def = value.getDefiningOp();
  if (!def || depth > 8)
    return false;
  if (def->hasTrait<OpTrait::ConstantLike>() || isa<tensor::EmptyOp>(def))
    return true;
  if (!isa<linalg::LinalgOp, tensor::CollapseShapeOp, tensor::ExpandShapeOp>(
          def))
    return false;
  return llvm::all_of(def->getOperands(), [&](Value operand) {
    return isCompileTime(operand, depth + 1);
  });
}

/// Moves constant factors of a matmul's or batch_matmul's operands (each
/// through one-use reshapes and transposes) to one factor on its result,
/// after the one-use reshapes that follow it.
template <typename MatmulOp>
struct FactorPastMatmul : OpRewritePattern<MatmulOp> {
  using OpRewritePattern<MatmulOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(MatmulOp op,
                                PatternRewriter &rewriter) const override {
    if (op.hasUserDefinedMaps() || op.getNumDpsInits() != 1 ||
        !isZeroFill(op.getDpsInits()[0]) || !hasFloatTensorResult(op))
      return rewriter.notifyMatchFailure(op, "not a product from zero");
    double product = 1.0;
    SmallVector<linalg::GenericOp> scales;
    for (Value operand : op.getDpsInputs()) {
      Value value = operand;
      while (Operation *def = value.getDefiningOp()) {
        if (!def->hasOneUse() ||
            !isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp,
                 linalg::TransposeOp>(def))
          break;
        value = def->getOperand(0);
      }
      // Products of two run-time values only (attention's): a layer's
      // weights keep their factor before them, and its bias addition stays
      // right after the product, where the kernel takes it.
      if (isCompileTime(value))
        return rewriter.notifyMatchFailure(op, "constant operand");
      auto scale = value.getDefiningOp<linalg::GenericOp>();
      if (!scale || !scale->hasOneUse())
        continue;
      // The last step of an elementwise computation (GELU's `* 0.5`) stays
      // with it, where an activation matcher reads it.
      if (auto producer =
              scale.getDpsInputs()[0].getDefiningOp<linalg::GenericOp>();
          producer && isAllParallel(producer))
        continue;
      if (std::optional<ScaledValue> scaled = matchConstantFactor(scale)) {
        product *= scaled->factor;
        scales.push_back(scale);
      }
    }
    if (scales.empty())
      return rewriter.notifyMatchFailure(op, "no constant factor");
    // After the one-use reshapes of the result, and after its statistics
    // (which describe the product without the factor).
    Value result = op->getResult(0);
    while (result.hasOneUse() &&
           isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp, StatsOp>(
               *result.user_begin()))
      result = result.user_begin()->getResult(0);
    if (!cast<RankedTensorType>(result.getType()).hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic result");

    for (linalg::GenericOp scale : scales)
      rewriter.replaceOp(scale, scale.getDpsInputs()[0]);
    auto type = cast<RankedTensorType>(result.getType());
    Location loc = op.getLoc();
    rewriter.setInsertionPointAfterValue(result);
    Value factor = arith::ConstantOp::create(
        rewriter, loc, rewriter.getFloatAttr(type.getElementType(), product));
    Value init = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                         type.getElementType());
    AffineMap identity =
        rewriter.getMultiDimIdentityMap(static_cast<unsigned>(type.getRank()));
    auto scaled = linalg::GenericOp::create(
        rewriter, loc, TypeRange{type}, ValueRange{result}, ValueRange{init},
        ArrayRef<AffineMap>{identity, identity},
        SmallVector<utils::IteratorType>(type.getRank(),
                                         utils::IteratorType::parallel),
        [&](OpBuilder &b, Location nestedLoc, ValueRange args) {
          Value product = arith::MulFOp::create(b, nestedLoc, args[0], factor);
          linalg::YieldOp::create(b, nestedLoc, product);
        });
    rewriter.replaceAllUsesExcept(result, scaled.getResult(0), scaled);
    return success();
  }
};

} // namespace

void mlir::quantkit::populateScaledContractionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<FactorPastMatmul<linalg::MatmulOp>,
               FactorPastMatmul<linalg::BatchMatmulOp>>(patterns.getContext());
}
