//===- ScaledContractions.cpp - Constant factors moved past matmuls -------===//
//
// torch-mlir's decomposition of scaled_dot_product_attention scales the
// queries and the keys by sqrt(1 / sqrt(d)) each before their product (an
// elementwise `x * c` generic on each side, the keys' through a transpose
// and reshapes; torch-to-tosa: a `tosa.mul` by a splat before `tosa.matmul`).
// As float ops between int8 producers and an int8 matmul
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
#include "passes/utils/TosaBuilders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::quantkit;
using namespace mlir::quantkit::match;

namespace {

/// Whether `value` is known at compile time: a constant, or computed from
/// constants only by linalg ops, reshapes, transposes and empties (a weight
/// broadcast to the batch by a copying generic, as torch-mlir's ONNX
/// importer writes).
bool isCompileTime(Value value, unsigned depth = 0) {
  Operation *def = value.getDefiningOp();
  if (!def || depth > 8)
    return false;
  if (def->hasTrait<OpTrait::ConstantLike>() || isa<tensor::EmptyOp>(def))
    return true;
  if (!isa<linalg::LinalgOp, tensor::CollapseShapeOp, tensor::ExpandShapeOp,
           tosa::ReshapeOp, tosa::TransposeOp>(def))
    return false;
  return llvm::all_of(def->getOperands(), [&](Value operand) {
    return isCompileTime(operand, depth + 1);
  });
}

/// A step of an elementwise computation, in either dialect.
bool isElementwiseStep(Operation *op) {
  if (auto generic = dyn_cast<linalg::GenericOp>(op))
    return isAllParallel(generic);
  return isa<tosa::MulOp>(op) ||
         op->hasTrait<OpTrait::tosa::TosaElementwiseOperator>();
}

/// The constant factors on the operands of a product of two run-time values,
/// each reached through one-use reshapes and transposes.
struct OperandFactors {
  double product = 1.0;
  /// Each scaling op with the value it scales.
  SmallVector<std::pair<Operation *, Value>> scales;
};

FailureOr<OperandFactors> collectOperandFactors(ValueRange operands) {
  OperandFactors factors;
  for (Value operand : operands) {
    Value value = operand;
    while (Operation *def = value.getDefiningOp()) {
      if (!def->hasOneUse() ||
          !isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp,
               linalg::TransposeOp, tosa::ReshapeOp, tosa::TransposeOp>(def))
        break;
      value = def->getOperand(0);
    }
    // Products of two run-time values only (attention's): a layer's
    // weights keep their factor before them, and its bias addition stays
    // right after the product, where the kernel takes it.
    if (isCompileTime(value))
      return failure();
    Operation *scale = value.getDefiningOp();
    if (!scale || !scale->hasOneUse())
      continue;
    std::optional<ScaledValue> scaled = matchConstantFactor(scale);
    if (!scaled)
      continue;
    // The last step of an elementwise computation (GELU's `* 0.5`) stays
    // with it, where an activation matcher reads it.
    if (Operation *producer = scaled->x.getDefiningOp();
        producer && isElementwiseStep(producer))
      continue;
    factors.product *= scaled->factor;
    factors.scales.emplace_back(scale, scaled->x);
  }
  return factors;
}

/// Where a factor on the product `result` goes: after its one-use reshapes,
/// and after its statistics (which describe the product without the
/// factor). Null where that value's shape is not static.
Value factorPosition(Value result) {
  while (result.hasOneUse() &&
         isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp, tosa::ReshapeOp,
             StatsOp>(*result.user_begin()))
    result = result.user_begin()->getResult(0);
  if (!cast<RankedTensorType>(result.getType()).hasStaticShape())
    return {};
  return result;
}

/// `value * factor`, in linalg: an elementwise generic.
Value scaleInLinalg(PatternRewriter &rewriter, Location loc, Value value,
                    double factor) {
  auto type = cast<RankedTensorType>(value.getType());
  Value constant = arith::ConstantOp::create(
      rewriter, loc, rewriter.getFloatAttr(type.getElementType(), factor));
  Value init = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                       type.getElementType());
  AffineMap identity =
      rewriter.getMultiDimIdentityMap(static_cast<unsigned>(type.getRank()));
  auto scaled = linalg::GenericOp::create(
      rewriter, loc, TypeRange{type}, ValueRange{value}, ValueRange{init},
      ArrayRef<AffineMap>{identity, identity},
      SmallVector<utils::IteratorType>(type.getRank(),
                                       utils::IteratorType::parallel),
      [&](OpBuilder &b, Location nestedLoc, ValueRange args) {
        Value product = arith::MulFOp::create(b, nestedLoc, args[0], constant);
        linalg::YieldOp::create(b, nestedLoc, product);
      });
  return scaled.getResult(0);
}

/// `value * factor`, in TOSA: a `tosa.mul` by a splat of rank `value`'s.
Value scaleInTosa(PatternRewriter &rewriter, Location loc, Value value,
                  double factor) {
  auto type = cast<RankedTensorType>(value.getType());
  Value constant =
      createTosaSplat(rewriter, loc, type.getRank(),
                      cast<FloatType>(type.getElementType()), factor);
  return createTosaFloatMul(rewriter, loc, type, value, constant);
}

/// Moves the factors onto the product `result` of `op`: each scaling op
/// replaced by the value it scales, one `scale` after the result's reshapes.
LogicalResult moveFactorsPast(
    Operation *op, Value result, PatternRewriter &rewriter,
    function_ref<Value(PatternRewriter &, Location, Value, double)> scale) {
  FailureOr<OperandFactors> factors =
      collectOperandFactors(op->getOperands().take_front(2));
  if (failed(factors))
    return rewriter.notifyMatchFailure(op, "constant operand");
  if (factors->scales.empty())
    return rewriter.notifyMatchFailure(op, "no constant factor");
  Value position = factorPosition(result);
  if (!position)
    return rewriter.notifyMatchFailure(op, "dynamic result");
  for (auto [scaling, x] : factors->scales)
    rewriter.replaceOp(scaling, x);
  rewriter.setInsertionPointAfterValue(position);
  Value scaled = scale(rewriter, op->getLoc(), position, factors->product);
  rewriter.replaceAllUsesExcept(position, scaled, scaled.getDefiningOp());
  return success();
}

/// Moves constant factors of a matmul's or batch_matmul's operands to one
/// factor on its result.
template <typename MatmulOp>
struct FactorPastMatmul : OpRewritePattern<MatmulOp> {
  using OpRewritePattern<MatmulOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(MatmulOp op,
                                PatternRewriter &rewriter) const override {
    if (op.hasUserDefinedMaps() || op.getNumDpsInits() != 1 ||
        !isZeroFill(op.getDpsInits()[0]) || !hasFloatTensorResult(op))
      return rewriter.notifyMatchFailure(op, "not a product from zero");
    return moveFactorsPast(op, op->getResult(0), rewriter, scaleInLinalg);
  }
};

/// The same for `tosa.matmul` (torch-to-tosa's attention: each factor a
/// `tosa.mul` by a splat), where both zero points are 0.
struct FactorPastTosaMatmul : OpRewritePattern<tosa::MatMulOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tosa::MatMulOp op,
                                PatternRewriter &rewriter) const override {
    if (!hasFloatTensorResult(op) || !isZeroConstant(op.getAZp()) ||
        !isZeroConstant(op.getBZp()))
      return rewriter.notifyMatchFailure(op, "not a float product");
    return moveFactorsPast(op, op.getResult(), rewriter, scaleInTosa);
  }
};

} // namespace

void mlir::quantkit::populateScaledContractionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<FactorPastMatmul<linalg::MatmulOp>,
               FactorPastMatmul<linalg::BatchMatmulOp>, FactorPastTosaMatmul>(
      patterns.getContext());
}
