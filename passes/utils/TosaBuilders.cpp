//===- TosaBuilders.cpp - Small TOSA constructions shared by passes -------===//

#include "passes/utils/TosaBuilders.h"

#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Dialect/Tosa/Utils/ConversionUtils.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

using namespace mlir;

Value quantkit::createTosaSplat(OpBuilder &b, Location loc, int64_t rank,
                                FloatType element, double value) {
  auto type = RankedTensorType::get(SmallVector<int64_t>(rank, 1), element);
  return tosa::ConstOp::create(
      b, loc, type,
      DenseElementsAttr::get(type, b.getFloatAttr(element, value)));
}

Value quantkit::createTosaFloatMul(OpBuilder &b, Location loc, Type resultType,
                                   Value lhs, Value rhs) {
  auto shiftType = RankedTensorType::get({1}, b.getI8Type());
  Value shift = tosa::ConstOp::create(
      b, loc, shiftType,
      DenseElementsAttr::get(shiftType, b.getI8IntegerAttr(0)));
  return tosa::MulOp::create(b, loc, resultType, lhs, rhs, shift);
}

void quantkit::resolveInferredReshapeSizes(Operation *root) {
  root->walk([](tosa::ReshapeOp reshape) {
    auto result = dyn_cast<RankedTensorType>(reshape.getType());
    auto shape = reshape.getShape().getDefiningOp<tosa::ConstShapeOp>();
    if (!result || !result.hasStaticShape() || !shape ||
        llvm::none_of(shape.getValues().getValues<APInt>(),
                      [](const APInt &size) { return size.isNegative(); }))
      return;
    ImplicitLocOpBuilder b(reshape.getLoc(), reshape);
    reshape.getShapeMutable().assign(
        tosa::getTosaConstShape(b, result.getShape()));
    if (shape->use_empty())
      shape->erase();
  });
}
