//===- FloatConstants.cpp - Reading float constants of any storage --------===//

#include "passes/utils/FloatConstants.h"

#include "dialect/QuantKitOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;

DenseElementsAttr quantkit::readConstant(Value value) {
  Attribute attr;
  if (!value || !matchPattern(value, m_Constant(&attr)))
    return {};
  if (auto dense = dyn_cast<DenseElementsAttr>(attr))
    return dense;
  auto resource = dyn_cast<DenseResourceElementsAttr>(attr);
  if (!resource)
    return {};
  ShapedType type = resource.getType();
  Type element = type.getElementType();
  // A blob holds its elements packed, little endian: DenseElementsAttr's
  // raw layout, except for i1 (a byte each in a blob, bits in a dense).
  if (!element.isIntOrFloat() || element.isInteger(1))
    return {};
  AsmResourceBlob *blob = resource.getRawHandle().getBlob();
  if (!blob)
    return {};
  ArrayRef<char> data = blob->getData();
  int64_t bytes = llvm::divideCeil(element.getIntOrFloatBitWidth(), 8);
  if (static_cast<int64_t>(data.size()) != type.getNumElements() * bytes)
    return {};
  bool splat = false;
  if (!DenseElementsAttr::isValidRawBuffer(type, data, splat))
    return {};
  return DenseElementsAttr::getFromRawBuffer(type, data);
}

DenseFPElementsAttr quantkit::readFloatConstant(Value value) {
  return dyn_cast_or_null<DenseFPElementsAttr>(readConstant(value));
}

/// Copies of more elements are not computed (a splat is, as a splat).
static constexpr int64_t kMaxCopiedElements = int64_t(1) << 26;

/// The values of the copy `generic` makes of `input` (a projected
/// permutation in, the identity out, static shapes).
static DenseFPElementsAttr broadcastCopy(linalg::GenericOp generic,
                                         DenseFPElementsAttr input) {
  auto resultType = dyn_cast<RankedTensorType>(generic->getResult(0).getType());
  AffineMap inMap = generic.getIndexingMapsArray()[0];
  AffineMap outMap = generic.getIndexingMapsArray()[1];
  if (!resultType || !resultType.hasStaticShape() || !outMap.isIdentity() ||
      !inMap.isProjectedPermutation(/*allowZeroInResults=*/false) ||
      resultType.getElementType() != input.getElementType())
    return {};
  if (input.isSplat())
    return cast<DenseFPElementsAttr>(
        DenseElementsAttr::get(resultType, input.getSplatValue<APFloat>()));
  // Element by element, a copy this large would not fit in memory.
  if (resultType.getNumElements() > kMaxCopiedElements)
    return {};
  ArrayRef<int64_t> inShape = input.getType().getShape();
  ArrayRef<int64_t> outShape = resultType.getShape();
  SmallVector<APFloat> in = llvm::to_vector(input.getValues<APFloat>());
  SmallVector<APFloat> out;
  out.reserve(resultType.getNumElements());
  SmallVector<int64_t> index(outShape.size(), 0);
  for (int64_t flat = 0, e = resultType.getNumElements(); flat < e; ++flat) {
    int64_t rest = flat;
    for (int64_t d = outShape.size() - 1; d >= 0; --d) {
      index[d] = rest % outShape[d];
      rest /= outShape[d];
    }
    int64_t source = 0;
    for (auto [position, expr] : llvm::enumerate(inMap.getResults()))
      source = source * inShape[position] +
               index[cast<AffineDimExpr>(expr).getPosition()];
    out.push_back(in[source]);
  }
  return cast<DenseFPElementsAttr>(DenseElementsAttr::get(resultType, out));
}

DenseFPElementsAttr quantkit::readFloatConstantThroughCopies(Value value,
                                                             unsigned depth) {
  using quantkit::StatsOp;
  if (DenseFPElementsAttr data = readFloatConstant(value))
    return data;
  Operation *op = value ? value.getDefiningOp() : nullptr;
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!op || depth == 0 || !type || !type.hasStaticShape())
    return {};
  // Calibration records pass their operand on: quantkit.stats, and a
  // qcast -> dcast pair through a `!quant.calibrated` type (ranges only).
  if (isa<StatsOp>(op))
    return readFloatConstantThroughCopies(op->getOperand(0), depth - 1);
  if (auto dcast = dyn_cast<quant::DequantizeCastOp>(op)) {
    auto qcast = dcast.getInput().getDefiningOp<quant::QuantizeCastOp>();
    if (qcast && isa<quant::CalibratedQuantizedType>(
                     getElementTypeOrSelf(qcast.getResult().getType())))
      return readFloatConstantThroughCopies(qcast.getInput(), depth - 1);
    return {};
  }
  if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(op)) {
    DenseFPElementsAttr source =
        readFloatConstantThroughCopies(op->getOperand(0), depth - 1);
    return source ? cast<DenseFPElementsAttr>(source.reshape(type))
                  : DenseFPElementsAttr();
  }
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic->getNumResults() != 1 || generic.getNumReductionLoops() != 0)
    return {};
  Block &body = generic.getRegion().front();
  if (body.getOperations().size() != 1 ||
      body.getTerminator()->getOperand(0) != body.getArgument(0))
    return {};
  DenseFPElementsAttr source =
      readFloatConstantThroughCopies(generic.getDpsInputs()[0], depth - 1);
  return source ? broadcastCopy(generic, source) : DenseFPElementsAttr();
}
