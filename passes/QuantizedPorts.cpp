//===- QuantizedPorts.cpp - Region ports as quantized values --------------===//

#include "passes/QuantizedPorts.h"

#include "dialect/QuantKitOps.h"
#include "dialect/constraints/SpecUtils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Dialect/Quant/Utils/UniformSupport.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"

#include <algorithm>
#include <cmath>

using namespace mlir;

/// A splat constant under per-axis parameters: one value per channel.
/// quantizeConstant relies on upstream's
/// UniformQuantizedPerAxisValueConverter, which maps a splat once, with the
/// first channel's parameters, and so gives every channel that channel's
/// integer; this recomputes each element with its channel's converter (the
/// same rounding). `data`'s shape was checked against `spec` by
/// quantizeConstant.
static DenseElementsAttr
quantizeSplatPerAxis(DenseFPElementsAttr data,
                     quant::UniformQuantizedPerAxisType spec) {
  auto shape = data.getType().getShape();
  int32_t axis = spec.getQuantizedDimension();
  int64_t channels = shape[axis], inner = 1;
  for (int64_t d : shape.drop_front(axis + 1))
    inner *= d;
  APFloat value = data.getSplatValue<APFloat>();
  SmallVector<APInt> perChannel;
  for (int64_t c = 0; c < channels; ++c) {
    quant::UniformQuantizedValueConverter converter(
        spec.getScales()[c], static_cast<double>(spec.getZeroPoints()[c]),
        static_cast<double>(spec.getStorageTypeMin()),
        static_cast<double>(spec.getStorageTypeMax()),
        spec.getStorageTypeIntegralWidth(), spec.isSigned());
    perChannel.push_back(converter.quantizeFloatToInt(value));
  }
  SmallVector<APInt> storage;
  storage.reserve(data.getNumElements());
  for (int64_t i = 0, e = data.getNumElements(); i < e; ++i)
    storage.push_back(perChannel[(i / inner) % channels]);
  return DenseElementsAttr::get(
      RankedTensorType::get(shape, spec.getStorageType()), storage);
}

FailureOr<Value> quantkit::quantizePort(OpBuilder &b, Location loc,
                                        Value input, Type spec,
                                        std::string *why) {
  auto type = cast<RankedTensorType>(input.getType()).clone(spec);
  DenseFPElementsAttr data;
  if (matchPattern(input, m_Constant(&data))) {
    FailureOr<DenseElementsAttr> storage = quantizeConstant(data, spec, why);
    if (failed(storage))
      return failure();
    if (data.isSplat())
      if (auto perAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(spec))
        *storage = quantizeSplatPerAxis(data, perAxis);
    Value ints = arith::ConstantOp::create(b, loc, *storage);
    return quant::StorageCastOp::create(b, loc, type, ints).getResult();
  }
  if (auto dcast = input.getDefiningOp<quant::DequantizeCastOp>())
    if (dcast.getInput().getType() == type)
      return dcast.getInput();
  return quant::QuantizeCastOp::create(b, loc, type, input).getResult();
}

Type quantkit::narrowForClamp(Type spec, std::optional<double> lo,
                              std::optional<double> hi) {
  auto uniform = dyn_cast<quant::UniformQuantizedType>(spec);
  if (!uniform || (!lo && !hi))
    return spec;
  double s = uniform.getScale();
  int64_t zp = uniform.getZeroPoint();
  auto bound = [&](std::optional<double> real, int64_t fallback) {
    if (!real || std::isnan(*real))
      return fallback;
    double q = zp + std::round(*real / s);
    q = std::max<double>(q, uniform.getStorageTypeMin());
    q = std::min<double>(q, uniform.getStorageTypeMax());
    return static_cast<int64_t>(q);
  };
  return quant::UniformQuantizedType::get(
      uniform.getFlags(), uniform.getStorageType(), uniform.getExpressedType(),
      s, zp, bound(lo, uniform.getStorageTypeMin()),
      bound(hi, uniform.getStorageTypeMax()));
}

void mlir::quantkit::inlineRegionAsFloat(RegionOp region) {
  OpBuilder b(region);
  Location loc = region.getLoc();
  auto fakeQuant = [&](Value value, Type spec) -> Value {
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (!type || !isa<quant::UniformQuantizedType,
                      quant::UniformQuantizedPerAxisType>(spec))
      return value;
    Value q = quant::QuantizeCastOp::create(b, loc, type.clone(spec), value);
    return quant::DequantizeCastOp::create(b, loc, type, q);
  };
  IRMapping mapping;
  Block &body = region.getBody().front();
  for (auto [i, input] : llvm::enumerate(region.getInputs()))
    mapping.map(body.getArgument(i), fakeQuant(input, region.getInputSpec(i)));
  for (Operation &op : body.without_terminator())
    b.clone(op, mapping);
  for (auto [i, result] : llvm::enumerate(region.getResults()))
    result.replaceAllUsesWith(
        fakeQuant(mapping.lookup(region.getReturnOp().getOperand(i)),
                  region.getOutputSpec(i)));
  region.erase();
}
