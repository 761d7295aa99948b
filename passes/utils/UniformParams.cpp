//===- UniformParams.cpp - Parameters of a !quant.uniform type ------------===//

#include "passes/utils/UniformParams.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::quantkit;

FailureOr<UniformParams> UniformParams::get(Type elementType) {
  UniformParams params;
  // Calibrated types have no storage type (it is null), so only uniform
  // types get past this point.
  if (!isa<quant::UniformQuantizedType, quant::UniformQuantizedPerAxisType>(
          elementType))
    return failure();
  auto quantized = cast<quant::QuantizedType>(elementType);
  params.storage = dyn_cast_or_null<IntegerType>(quantized.getStorageType());
  params.expressed =
      dyn_cast_or_null<FloatType>(quantized.getExpressedType());
  if (!params.storage || !params.expressed)
    return failure();
  params.isSigned = quantized.isSigned();
  params.storageMin = quantized.getStorageTypeMin();
  params.storageMax = quantized.getStorageTypeMax();
  if (auto perTensor = dyn_cast<quant::UniformQuantizedType>(elementType)) {
    params.scales = {perTensor.getScale()};
    params.zeroPoints = {perTensor.getZeroPoint()};
    return params;
  }
  if (auto perAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(elementType)) {
    params.scales.assign(perAxis.getScales().begin(),
                         perAxis.getScales().end());
    params.zeroPoints.assign(perAxis.getZeroPoints().begin(),
                             perAxis.getZeroPoints().end());
    params.axis = perAxis.getQuantizedDimension();
    return params;
  }
  return failure();
}

int64_t UniformParams::maxAbsCentered() const {
  int64_t result = 0;
  for (int64_t zp : zeroPoints)
    result = std::max({result, std::abs(storageMin - zp),
                       std::abs(storageMax - zp)});
  return result;
}
