//===- TosaBuilders.cpp - Small TOSA constructions shared by passes -------===//

#include "passes/utils/TosaBuilders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Dialect/Tosa/Utils/ConversionUtils.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/Matchers.h"

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

std::string quantkit::whyTransposeConvStays(Operation *transposeConv) {
  auto op = cast<tosa::TransposeConv2DOp>(transposeConv);
  auto input = dyn_cast<RankedTensorType>(op.getInput().getType());
  auto output = dyn_cast<RankedTensorType>(op.getType());
  if (!input || !input.hasStaticShape() || !output || !output.hasStaticShape())
    return "a tosa.transpose_conv2d with dynamic shapes";
  if (llvm::any_of(op.getStride(),
                   [](int64_t s) { return s > (int64_t(1) << 16); }))
    return "a tosa.transpose_conv2d with a stride above 65536";
  DenseElementsAttr filter;
  if (!matchPattern(op.getWeight(), m_Constant(&filter)))
    return "a tosa.transpose_conv2d whose filter is not a constant (it is "
           "turned by 180 degrees at compile time)";
  if (filter.getElementType().getIntOrFloatBitWidth() % 8 != 0)
    return "a tosa.transpose_conv2d whose filter elements are not whole bytes";
  FailureOr<int64_t> zp = op.getInputZeroPoint();
  if (failed(zp) || (isa<FloatType>(input.getElementType()) && *zp != 0))
    return "a tosa.transpose_conv2d whose input zero point is not a "
           "constant (0 for floats)";
  return {};
}

FailureOr<Operation *>
quantkit::rewriteTransposeConvAsConv(RewriterBase &rewriter,
                                     Operation *transposeConv) {
  if (!whyTransposeConvStays(transposeConv).empty())
    return failure();
  auto op = cast<tosa::TransposeConv2DOp>(transposeConv);
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  auto inType = cast<RankedTensorType>(op.getInput().getType());
  ArrayRef<int64_t> shape = inType.getShape(), stride = op.getStride();
  Type element = inType.getElementType();

  // The input spread `stride` apart, the zero point between.
  Value input = op.getInput();
  SmallVector<int64_t> spread = {shape[0], (shape[1] - 1) * stride[0] + 1,
                                 (shape[2] - 1) * stride[1] + 1, shape[3]};
  if (ArrayRef<int64_t>(spread) != shape) {
    TypedAttr zero = isa<FloatType>(element)
                         ? TypedAttr(rewriter.getFloatAttr(element, 0.0))
                         : TypedAttr(rewriter.getIntegerAttr(
                               element, *op.getInputZeroPoint()));
    Value empty = tensor::EmptyOp::create(rewriter, loc, spread, element);
    Value zp = arith::ConstantOp::create(rewriter, loc, zero);
    Value filled = linalg::FillOp::create(rewriter, loc, zp, empty).result();
    SmallVector<OpFoldResult> offsets(4, rewriter.getIndexAttr(0)), sizes;
    SmallVector<OpFoldResult> strides = {
        rewriter.getIndexAttr(1), rewriter.getIndexAttr(stride[0]),
        rewriter.getIndexAttr(stride[1]), rewriter.getIndexAttr(1)};
    for (int64_t size : shape)
      sizes.push_back(rewriter.getIndexAttr(size));
    input = tensor::InsertSliceOp::create(rewriter, loc, input, filled, offsets,
                                          sizes, strides);
  }

  // The [O, KH, KW, I] filter turned by 180 degrees in (KH, KW), moved as
  // whole elements.
  DenseElementsAttr filter;
  matchPattern(op.getWeight(), m_Constant(&filter));
  ShapedType filterType = filter.getType();
  DenseElementsAttr turned = filter;
  ArrayRef<int64_t> w = filterType.getShape();
  if (!filter.isSplat()) {
    size_t bytes = filterType.getElementTypeBitWidth() / 8;
    ArrayRef<char> raw = filter.getRawData();
    std::vector<char> data;
    data.reserve(raw.size());
    for (int64_t o = 0; o < w[0]; ++o)
      for (int64_t y = w[1] - 1; y >= 0; --y)
        for (int64_t x = w[2] - 1; x >= 0; --x) {
          size_t row = (((o * w[1] + y) * w[2] + x) * w[3]) * bytes;
          data.insert(data.end(), raw.begin() + row,
                      raw.begin() + row + w[3] * bytes);
        }
    turned = DenseElementsAttr::getFromRawBuffer(filterType, data);
  }
  Value weight = tosa::ConstOp::create(rewriter, loc, filterType, turned);

  ArrayRef<int64_t> outPad = op.getOutPad();
  SmallVector<int64_t> pad;
  for (int i = 0; i < 4; ++i)
    pad.push_back(w[1 + i / 2] - 1 + outPad[i]);
  auto conv = tosa::Conv2DOp::create(
      rewriter, loc, op.getType(), input, weight, op.getBias(), op.getInputZp(),
      op.getWeightZp(), rewriter.getDenseI64ArrayAttr(pad),
      rewriter.getDenseI64ArrayAttr({1, 1}),
      rewriter.getDenseI64ArrayAttr({1, 1}), op.getAccTypeAttr());
  rewriter.replaceOp(op, conv.getResult());
  return conv.getOperation();
}

namespace {
struct TransposeConvAsConv : OpRewritePattern<tosa::TransposeConv2DOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tosa::TransposeConv2DOp op,
                                PatternRewriter &rewriter) const override {
    return success(
        succeeded(quantkit::rewriteTransposeConvAsConv(rewriter, op)));
  }
};
} // namespace

void quantkit::populateTransposeConvAsConvPatterns(
    RewritePatternSet &patterns) {
  patterns.add<TransposeConvAsConv>(patterns.getContext());
}

FailureOr<Operation *>
quantkit::rewriteResizeOffsetsNonNegative(RewriterBase &rewriter,
                                          Operation *resize) {
  auto op = cast<tosa::ResizeOp>(resize);
  auto inType = dyn_cast<RankedTensorType>(op.getInput().getType());
  SmallVector<int64_t> scale, offset;
  if (op.getMode() != tosa::ResizeMode::BILINEAR || !inType ||
      !inType.hasStaticShape() || inType.getRank() != 4 ||
      !op.getScale().getDefiningOp() || !op.getOffset().getDefiningOp() ||
      !tosa::getConstShapeValues(op.getScale().getDefiningOp(), scale) ||
      !tosa::getConstShapeValues(op.getOffset().getDefiningOp(), offset) ||
      scale.size() != 4 || offset.size() != 2 ||
      (offset[0] >= 0 && offset[1] >= 0) || scale[0] < 1 || scale[2] < 1)
    return failure();
  rewriter.setInsertionPoint(op);
  ImplicitLocOpBuilder b(op.getLoc(), rewriter);
  Value input = op.getInput();
  for (int axis = 0; axis < 2; ++axis) {
    if (offset[axis] >= 0)
      continue;
    int64_t unit = scale[2 * axis];
    int64_t copies = (-offset[axis] + unit - 1) / unit;
    auto type = cast<RankedTensorType>(input.getType());
    SmallVector<int64_t> edgeShape(type.getShape()), grown(type.getShape());
    edgeShape[1 + axis] = 1;
    grown[1 + axis] += copies;
    Value edge = tosa::SliceOp::create(b, type.clone(edgeShape), input,
                                       tosa::getTosaConstShape(b, {0, 0, 0, 0}),
                                       tosa::getTosaConstShape(b, edgeShape));
    SmallVector<Value> parts(copies, edge);
    parts.push_back(input);
    input = tosa::ConcatOp::create(b, type.clone(grown), parts,
                                   b.getI32IntegerAttr(1 + axis));
    offset[axis] += copies * unit;
  }
  auto replacement = tosa::ResizeOp::create(
      b, op.getType(), input, op.getScale(), tosa::getTosaConstShape(b, offset),
      op.getBorder(), op.getModeAttr());
  rewriter.replaceOp(op, replacement.getResult());
  return replacement.getOperation();
}
