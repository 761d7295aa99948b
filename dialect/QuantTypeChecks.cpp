//===- QuantTypeChecks.cpp - Integrity rules for quantized types ----------===//

#include "dialect/QuantTypeChecks.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

#include <cmath>

using namespace mlir;
using namespace mlir::quantkit;

namespace {

/// The widest storage QuantKit accepts (signed; unsigned is one bit less).
constexpr unsigned kMaxStorageBits = 64;

bool isPositiveFinite(double value) {
  return std::isfinite(value) && value > 0.0;
}

// quant_type_c6: explicit storage bounds must lie inside the storage type.
LogicalResult verifyStorageBounds(quant::QuantizedType type,
                                  DiagnosticEmitter emitError) {
  int64_t lo = type.getStorageTypeMin();
  int64_t hi = type.getStorageTypeMax();
  if (lo > hi)
    return emitError() << "storage minimum " << lo
                       << " exceeds storage maximum " << hi << " in " << type;
  auto intType = dyn_cast<IntegerType>(type.getStorageType());
  if (!intType)
    return success();
  // Upstream's parser caps storage at QuantizedType::MaxStorageBits (32),
  // but SPEC section 2 gives the bias of 16-bit activations 64-bit storage,
  // so QuantKit accepts types built in C++ up to 64 bits. Storage bounds are
  // int64_t, which holds no unsigned 64-bit maximum: unsigned stops at 63.
  unsigned width = intType.getWidth();
  unsigned maxWidth = type.isSigned() ? kMaxStorageBits : kMaxStorageBits - 1;
  if (width > maxWidth)
    return emitError() << (type.isSigned() ? "" : "unsigned ")
                       << "storage type " << intType << " of " << type
                       << " is wider than " << maxWidth << " bits";
  int64_t typeMin =
      quant::QuantizedType::getDefaultMinimumForInteger(type.isSigned(), width);
  int64_t typeMax =
      quant::QuantizedType::getDefaultMaximumForInteger(type.isSigned(), width);
  if (lo < typeMin || hi > typeMax)
    return emitError() << "storage range [" << lo << ", " << hi << "] of "
                       << type << " exceeds the range [" << typeMin << ", "
                       << typeMax << "] of its storage type";
  return success();
}

LogicalResult verifyScaleAndZeroPoint(quant::QuantizedType type, double scale,
                                      int64_t zeroPoint, StringRef where,
                                      DiagnosticEmitter emitError) {
  // quant_type_c5
  if (!isPositiveFinite(scale))
    return emitError() << "scale " << scale << where << " of " << type
                       << " must be positive and finite";
  // quant_type_c4
  if (zeroPoint < type.getStorageTypeMin() ||
      zeroPoint > type.getStorageTypeMax())
    return emitError() << "zero point " << zeroPoint << where << " of " << type
                       << " is outside the storage range ["
                       << type.getStorageTypeMin() << ", "
                       << type.getStorageTypeMax() << "]";
  return success();
}

} // namespace

LogicalResult
mlir::quantkit::verifyQuantizedParameters(Type type,
                                          DiagnosticEmitter emitError) {
  if (auto calibrated = dyn_cast<quant::CalibratedQuantizedType>(type)) {
    // quant_type_c7
    double lo = calibrated.getMin(), hi = calibrated.getMax();
    if (!std::isfinite(lo) || !std::isfinite(hi) || lo > hi)
      return emitError() << "calibration range [" << lo << ", " << hi << "] of "
                         << type << " must be finite with min <= max";
    return success();
  }
  auto quantized = dyn_cast<quant::QuantizedType>(type);
  if (!quantized)
    return success();
  if (failed(verifyStorageBounds(quantized, emitError)))
    return failure();
  if (auto uniform = dyn_cast<quant::UniformQuantizedType>(type))
    return verifyScaleAndZeroPoint(uniform, uniform.getScale(),
                                   uniform.getZeroPoint(), "", emitError);
  if (auto perAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(type)) {
    ArrayRef<double> scales = perAxis.getScales();
    ArrayRef<int64_t> zeroPoints = perAxis.getZeroPoints();
    if (scales.size() != zeroPoints.size() || scales.empty())
      return emitError() << type
                         << " must have one zero point per scale and at "
                            "least one scale";
    for (auto [index, scale] : llvm::enumerate(scales)) {
      std::string where = " (channel " + std::to_string(index) + ")";
      if (failed(verifyScaleAndZeroPoint(perAxis, scale, zeroPoints[index],
                                         where, emitError)))
        return failure();
    }
  }
  return success();
}

LogicalResult
mlir::quantkit::verifyPerAxisIntegrity(Type elementType, Type container,
                                       DiagnosticEmitter emitError) {
  auto perAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(elementType);
  if (!perAxis)
    return success();
  // quant_type_c1
  auto tensor = dyn_cast_or_null<TensorType>(container);
  if (!tensor)
    return emitError() << "per-axis quantized type " << perAxis
                       << " must be the element type of a tensor";
  if (!tensor.hasRank())
    return success();
  int64_t axis = perAxis.getQuantizedDimension();
  // quant_type_c2
  if (axis < 0 || axis >= tensor.getRank())
    return emitError() << "quantized dimension " << axis << " of " << perAxis
                       << " must be less than the rank " << tensor.getRank()
                       << " of " << tensor;
  // quant_type_c3
  int64_t size = tensor.getDimSize(axis);
  int64_t numScales = perAxis.getScales().size();
  if (!ShapedType::isDynamic(size) && size != numScales)
    return emitError() << "dimension " << axis << " of " << tensor
                       << " has size " << size << " but " << perAxis << " has "
                       << numScales << " scales";
  return success();
}

LogicalResult QuantizedTypeChecker::check(Type type,
                                          DiagnosticEmitter emitter) {
  emitError = &emitter;
  LogicalResult result = checkType(type, Type());
  emitError = nullptr;
  return result;
}

LogicalResult QuantizedTypeChecker::check(Attribute attr,
                                          DiagnosticEmitter emitter) {
  emitError = &emitter;
  LogicalResult result = checkAttr(attr);
  emitError = nullptr;
  return result;
}

LogicalResult QuantizedTypeChecker::checkType(Type type, Type container) {
  // Each (type, container) pair is judged once; a repeat was reported already.
  if (!visitedTypes.insert({type, container}).second)
    return success();
  if (isa<quant::QuantizedType, quant::CalibratedQuantizedType>(type)) {
    if (failed(verifyQuantizedParameters(type, *emitError)))
      return failure();
    return verifyPerAxisIntegrity(type, container, *emitError);
  }
  if (auto shaped = dyn_cast<ShapedType>(type))
    return checkType(shaped.getElementType(), type);
  return checkChildren(type);
}

LogicalResult QuantizedTypeChecker::checkAttr(Attribute attr) {
  if (!visitedAttrs.insert(attr).second)
    return success();
  // Types held bare in an attribute describe values without being one, so
  // per-axis types there are judged only by their parameters.
  if (auto typeAttr = dyn_cast<TypeAttr>(attr)) {
    Type type = typeAttr.getValue();
    if (isa<quant::QuantizedType, quant::CalibratedQuantizedType>(type))
      return verifyQuantizedParameters(type, *emitError);
  }
  return checkChildren(attr);
}

/// Checks the immediate sub-attributes and sub-types of `entity`, stopping
/// at the first failure.
template <typename Entity>
static LogicalResult
checkImmediateChildren(Entity entity,
                       function_ref<LogicalResult(Attribute)> checkAttr,
                       function_ref<LogicalResult(Type)> checkType) {
  LogicalResult result = success();
  entity.walkImmediateSubElements(
      [&](Attribute child) {
        if (succeeded(result))
          result = checkAttr(child);
      },
      [&](Type child) {
        if (succeeded(result))
          result = checkType(child);
      });
  return result;
}

LogicalResult QuantizedTypeChecker::checkChildren(Type type) {
  return checkImmediateChildren(
      type, [&](Attribute child) { return checkAttr(child); },
      [&](Type child) { return checkType(child, Type()); });
}

LogicalResult QuantizedTypeChecker::checkChildren(Attribute attr) {
  return checkImmediateChildren(
      attr, [&](Attribute child) { return checkAttr(child); },
      [&](Type child) { return checkType(child, Type()); });
}

LogicalResult
mlir::quantkit::verifyQuantizedTypesIn(Type type, DiagnosticEmitter emitError) {
  // The most common value type, a ranked tensor of a builtin float or integer
  // type without an encoding, reaches no other type or attribute: the
  // checker would find nothing, so it is not built (its visited sets cost
  // more than the whole check; verifiers run this on every operand and
  // result after every pass).
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    if (!tensor.getEncoding() &&
        isa<Float32Type, Float16Type, BFloat16Type, Float64Type, IntegerType,
            IndexType>(tensor.getElementType()))
      return success();
  return QuantizedTypeChecker().check(type, emitError);
}

LogicalResult
mlir::quantkit::verifyQuantizedTypesIn(Attribute attr,
                                       DiagnosticEmitter emitError) {
  return QuantizedTypeChecker().check(attr, emitError);
}
