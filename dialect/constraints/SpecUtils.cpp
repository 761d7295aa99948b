//===- SpecUtils.cpp - Port specs and their parameters --------------------===//

#include "dialect/constraints/SpecUtils.h"

#include "mlir/Dialect/Quant/Utils/FakeQuantSupport.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/APFloat.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <type_traits>
#include <vector>

using namespace mlir;
using namespace mlir::quantkit;

using quant::UniformQuantizedPerAxisType;
using quant::UniformQuantizedType;

namespace {

/// Per-channel parameters for more channels are refused: a scale and zero
/// point each (16 bytes) for 2^24 channels is already 256 MB.
constexpr int64_t kMaxChannels = int64_t(1) << 24;
/// Quantized constants of more bytes are refused where they would be built
/// element by element (a splat whose channels quantize apart).
constexpr int64_t kMaxQuantizedBytes = int64_t(1) << 31;

LogicalResult fail(std::string *reason, const Twine &message) {
  if (reason)
    *reason = message.str();
  return failure();
}

/// Doubles in messages (Twine has no double overload).
std::string number(double value) {
  char buffer[32];
  snprintf(buffer, sizeof(buffer), "%g", value);
  return buffer;
}

std::string typeString(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

bool nearlyEqual(double lhs, double rhs) {
  return std::fabs(lhs - rhs) <=
         1e-6 * std::max(std::fabs(lhs), std::fabs(rhs));
}

/// Checks a scale the way upstream's verifier does (positive, finite, inside
/// the expressed type's range), so that `get` never builds a type the
/// checked builder would refuse.
/// `expressed` is a float type (checkPortAndExpressed).
LogicalResult checkScale(double scale, Type expressed, std::string *reason) {
  if (!std::isfinite(scale) || scale <= 0.0)
    return fail(reason,
                "scale " + number(scale) + " is not positive and finite");
  // Building the bounds as APFloats costs more than the rest of a spec, and
  // so does reaching the semantics through the FloatType interface;
  // propagation checks a scale per port, almost always an f32 one.
  double smallest, largest;
  if (isa<Float32Type>(expressed)) {
    smallest = std::numeric_limits<float>::denorm_min();
    largest = std::numeric_limits<float>::max();
  } else if (isa<Float64Type>(expressed)) {
    smallest = std::numeric_limits<double>::denorm_min();
    largest = std::numeric_limits<double>::max();
  } else {
    const llvm::fltSemantics &semantics =
        cast<FloatType>(expressed).getFloatSemantics();
    smallest = llvm::APFloat::getSmallest(semantics).convertToDouble();
    largest = llvm::APFloat::getLargest(semantics).convertToDouble();
  }
  if (scale < smallest || scale > largest)
    return fail(reason, "scale " + number(scale) + " is outside the range of " +
                            typeString(expressed));
  return success();
}

LogicalResult checkZeroPoint(int64_t zeroPoint, const PortSignature &port,
                             std::string *reason) {
  if (zeroPoint < port.storageMin || zeroPoint > port.storageMax)
    return fail(reason, "zero point " + Twine(zeroPoint) +
                            " is outside the storage range [" +
                            Twine(port.storageMin) + ", " +
                            Twine(port.storageMax) + "]");
  if (port.symmetric && zeroPoint != 0)
    return fail(reason, "zero point " + Twine(zeroPoint) +
                            " on a symmetric port, whose zero point is 0");
  return success();
}

/// The expressed type when it is a float type (f32 tested without the
/// FloatType interface).
FailureOr<Type> checkPortAndExpressed(const PortSignature &port,
                                      Type expressedType, std::string *reason) {
  if (port.isWildcard())
    return fail(reason, "a wildcard port gives no storage to quantize to");
  if (!isa_and_nonnull<Float32Type>(expressedType) &&
      !isa_and_nonnull<FloatType>(expressedType))
    return fail(reason, "expressed type " +
                            (expressedType ? typeString(expressedType)
                                           : std::string("<null>")) +
                            " is not a float type");
  return expressedType;
}

LogicalResult checkRange(double min, double max, std::string *reason) {
  if (!std::isfinite(min) || !std::isfinite(max) || min > max)
    return fail(reason, "range [" + number(min) + ", " + number(max) +
                            "] is not finite with min <= max");
  return success();
}

/// The symmetric scale of a range: max(|min|, |max|) / qmax, 1 for zero.
FailureOr<double> symmetricScale(const PortSignature &port, double min,
                                 double max, std::string *reason) {
  if (port.storageMax <= 0)
    return fail(reason, "a symmetric port needs a positive storage maximum");
  double magnitude = std::max(std::fabs(min), std::fabs(max));
  if (magnitude == 0.0)
    return 1.0;
  return magnitude / static_cast<double>(port.storageMax);
}

/// Upstream's nudging (FakeQuantSupport.cpp, getNudgedScaleAndZeroPoint,
/// which upstream does not expose), for storage bounds that
/// fakeQuantAttrsToType cannot express.
std::pair<double, int64_t> nudgedScaleAndZeroPoint(int64_t qmin, int64_t qmax,
                                                   double rmin, double rmax) {
  if (std::fabs(rmax - rmin) < std::numeric_limits<double>::epsilon())
    return {1.0, qmin};
  const double qminDouble = static_cast<double>(qmin);
  const double qmaxDouble = static_cast<double>(qmax);
  double scale = (rmax - rmin) / (qmaxDouble - qminDouble);
  const double zeroPointFromMin = qminDouble - rmin / scale;
  const double zeroPointFromMinError =
      std::abs(qminDouble) + std::abs(rmin / scale);
  const double zeroPointFromMax = qmaxDouble - rmax / scale;
  const double zeroPointFromMaxError =
      std::abs(qmaxDouble) + std::abs(rmax / scale);
  const double zeroPointDouble = zeroPointFromMinError < zeroPointFromMaxError
                                     ? zeroPointFromMin
                                     : zeroPointFromMax;
  int64_t zeroPoint;
  if (zeroPointDouble < qminDouble)
    zeroPoint = qmin;
  else if (zeroPointDouble > qmaxDouble)
    zeroPoint = qmax;
  else
    zeroPoint = static_cast<int64_t>(std::round(zeroPointDouble));
  return {scale, zeroPoint};
}

/// True when quant::fakeQuantAttrsToType produces exactly the port's storage:
/// 8, 16 or 32 bits over the full or narrow (min + 1) range.
bool fakeQuantCanExpress(const PortSignature &port) {
  if (port.width != 8 && port.width != 16 && port.width != 32)
    return false;
  auto range = PortSignature::getFullRange(port.width, port.isSigned);
  return range && port.storageMax == range->second &&
         (port.storageMin == range->first ||
          port.storageMin == range->first + 1);
}

bool isNarrowRange(const PortSignature &port) {
  auto range = PortSignature::getFullRange(port.width, port.isSigned);
  return range && port.storageMin == range->first + 1;
}

/// Reads float elements as doubles; fails on non-float or unreadable data.
FailureOr<SmallVector<double>> readFloatData(ElementsAttr data,
                                             std::string *reason) {
  if (!isa<FloatType>(data.getElementType()))
    return fail(reason, "constant data of type " + typeString(data.getType()) +
                            " is not floating point");
  SmallVector<double> result;
  result.reserve(data.getNumElements());
  auto append = [&](auto values) -> LogicalResult {
    for (auto value : values) {
      double number;
      if constexpr (std::is_same_v<decltype(value), APFloat>)
        number = value.convertToDouble();
      else
        number = static_cast<double>(value);
      if (!std::isfinite(number))
        return failure();
      result.push_back(number);
    }
    return success();
  };
  LogicalResult finite = success();
  // f32 and f64 dense data are read as host numbers straight from their
  // buffer: an APFloat per element costs most of quantkit-quantize's time on
  // a network with tens of MB of weights. Other float types take APFloat.
  auto dense = dyn_cast<DenseElementsAttr>(data);
  if (dense && data.getElementType().isF32())
    finite = append(dense.getValues<float>());
  else if (dense && data.getElementType().isF64())
    finite = append(dense.getValues<double>());
  else if (auto values = data.tryGetValues<APFloat>())
    finite = append(*values);
  else
    return fail(reason, "cannot read the elements of the constant");
  if (failed(finite))
    return fail(reason, "constant data holds a non-finite value");
  return result;
}

/// The real range a uniform type covers per tensor, or per channel.
void realRanges(Type spec, SmallVectorImpl<double> &mins,
                SmallVectorImpl<double> &maxs) {
  auto range = [](double scale, int64_t zeroPoint, int64_t qmin, int64_t qmax) {
    return std::make_pair((static_cast<double>(qmin) - zeroPoint) * scale,
                          (static_cast<double>(qmax) - zeroPoint) * scale);
  };
  if (auto perTensor = dyn_cast<UniformQuantizedType>(spec)) {
    auto [lo, hi] =
        range(perTensor.getScale(), perTensor.getZeroPoint(),
              perTensor.getStorageTypeMin(), perTensor.getStorageTypeMax());
    mins.push_back(lo);
    maxs.push_back(hi);
    return;
  }
  auto perAxis = cast<UniformQuantizedPerAxisType>(spec);
  for (auto [scale, zeroPoint] :
       llvm::zip_equal(perAxis.getScales(), perAxis.getZeroPoints())) {
    auto [lo, hi] = range(scale, zeroPoint, perAxis.getStorageTypeMin(),
                          perAxis.getStorageTypeMax());
    mins.push_back(lo);
    maxs.push_back(hi);
  }
}

/// `clamp(round(x / s) + zp)` for `type`'s storage, rounding half away from
/// zero. This is upstream's UniformQuantizedValueConverter formula, computed
/// in double as that converter computes in APFloat with the scale's (double)
/// semantics; its shortcut for f32 to 8 bits rounds `x / s + zp` instead,
/// which differs on a tie where the zero point changes the sign.
APInt quantizeValue(double x, double scale, int64_t zeroPoint,
                    quant::QuantizedType type) {
  return APInt(type.getStorageTypeIntegralWidth(),
               quantizedCode(x, scale, zeroPoint, type.getStorageTypeMin(),
                             type.getStorageTypeMax()),
               type.isSigned());
}

} // namespace

SpecKind mlir::quantkit::detail::classifyOtherSpec(Type spec) {
  // classifySpec tested null, uniform, f32 and calibrated already; concrete
  // types before the FloatType interface.
  if (isa<quant::AnyQuantizedType>(spec))
    return SpecKind::AtLeast;
  if (isa<NoneType>(spec))
    return SpecKind::KeepFloat;
  if (isa<Float16Type, BFloat16Type, Float64Type>(spec) ||
      isa<FloatType>(spec))
    return SpecKind::Undecided;
  return SpecKind::Invalid;
}

Type mlir::quantkit::getSpecExpressedType(Type spec) {
  if (isa_and_nonnull<Float32Type>(spec))
    return spec;
  if (auto quantized = dyn_cast_or_null<quant::QuantizedType>(spec))
    return quantized.getExpressedType();
  if (isa_and_nonnull<FloatType>(spec))
    return spec;
  return {};
}

LogicalResult mlir::quantkit::checkSpecFitsPort(Type spec,
                                                const PortSignature &port,
                                                std::optional<int64_t> rank,
                                                std::string *reason) {
  if (classifySpec(spec) != SpecKind::Uniform)
    return fail(reason, typeString(spec) + " is not a !quant.uniform spec");
  if (port.isWildcard())
    return success();
  auto quantized = cast<quant::QuantizedType>(spec);
  auto storage = dyn_cast<IntegerType>(quantized.getStorageType());
  if (!storage || storage.getWidth() != port.width ||
      quantized.isSigned() != port.isSigned)
    return fail(reason, typeString(spec) + " does not have the port's " +
                            port.str() + " storage");
  if (quantized.getStorageTypeMin() < port.storageMin ||
      quantized.getStorageTypeMax() > port.storageMax)
    return fail(reason, typeString(spec) + " has storage bounds [" +
                            Twine(quantized.getStorageTypeMin()) + ", " +
                            Twine(quantized.getStorageTypeMax()) +
                            "] outside the port's [" + Twine(port.storageMin) +
                            ", " + Twine(port.storageMax) + "]");
  if (port.symmetric) {
    bool zeroPointsAreZero;
    if (auto perTensor = dyn_cast<UniformQuantizedType>(spec))
      zeroPointsAreZero = perTensor.getZeroPoint() == 0;
    else
      zeroPointsAreZero =
          llvm::all_of(cast<UniformQuantizedPerAxisType>(spec).getZeroPoints(),
                       [](int64_t zeroPoint) { return zeroPoint == 0; });
    if (!zeroPointsAreZero)
      return fail(reason, typeString(spec) +
                              " has a non-zero zero point on a symmetric port");
  }
  if (auto perAxis = dyn_cast<UniformQuantizedPerAxisType>(spec)) {
    if (!port.isPerAxis())
      return fail(reason,
                  typeString(spec) + " is per axis on a per-tensor port");
    int64_t specAxis = perAxis.getQuantizedDimension();
    std::optional<int64_t> portAxis;
    if (rank) {
      FailureOr<int64_t> resolved = port.resolveAxis(*rank);
      if (failed(resolved))
        return fail(reason, "the port's axis " + Twine(*port.axis) +
                                " does not exist in a tensor of rank " +
                                Twine(*rank));
      portAxis = *resolved;
    } else if (*port.axis >= 0) {
      portAxis = *port.axis;
    }
    if (portAxis && *portAxis != specAxis)
      return fail(reason, typeString(spec) + " is quantized along axis " +
                              Twine(specAxis) + ", the port along axis " +
                              Twine(*portAxis));
  }
  return success();
}

bool mlir::quantkit::specsAgree(Type lhs, Type rhs) {
  if (lhs == rhs)
    return true;
  auto lhsQuant = dyn_cast_or_null<quant::QuantizedType>(lhs);
  auto rhsQuant = dyn_cast_or_null<quant::QuantizedType>(rhs);
  if (!lhsQuant || !rhsQuant ||
      lhsQuant.getStorageType() != rhsQuant.getStorageType() ||
      lhsQuant.getFlags() != rhsQuant.getFlags() ||
      lhsQuant.getExpressedType() != rhsQuant.getExpressedType() ||
      lhsQuant.getStorageTypeMin() != rhsQuant.getStorageTypeMin() ||
      lhsQuant.getStorageTypeMax() != rhsQuant.getStorageTypeMax())
    return false;
  if (auto lhsTensor = dyn_cast<UniformQuantizedType>(lhs)) {
    auto rhsTensor = dyn_cast<UniformQuantizedType>(rhs);
    return rhsTensor && lhsTensor.getZeroPoint() == rhsTensor.getZeroPoint() &&
           nearlyEqual(lhsTensor.getScale(), rhsTensor.getScale());
  }
  auto lhsAxis = dyn_cast<UniformQuantizedPerAxisType>(lhs);
  auto rhsAxis = dyn_cast<UniformQuantizedPerAxisType>(rhs);
  if (!lhsAxis || !rhsAxis ||
      lhsAxis.getQuantizedDimension() != rhsAxis.getQuantizedDimension() ||
      lhsAxis.getZeroPoints() != rhsAxis.getZeroPoints() ||
      lhsAxis.getScales().size() != rhsAxis.getScales().size())
    return false;
  for (auto [lhsScale, rhsScale] :
       llvm::zip_equal(lhsAxis.getScales(), rhsAxis.getScales()))
    if (!nearlyEqual(lhsScale, rhsScale))
      return false;
  return true;
}

FailureOr<UniformQuantizedType>
mlir::quantkit::makeUniformSpec(const PortSignature &port, Type expressedType,
                                double scale, int64_t zeroPoint,
                                std::string *reason) {
  FailureOr<Type> expressed =
      checkPortAndExpressed(port, expressedType, reason);
  if (failed(expressed) || failed(checkScale(scale, *expressed, reason)) ||
      failed(checkZeroPoint(zeroPoint, port, reason)))
    return failure();
  return UniformQuantizedType::get(
      port.getQuantizationFlags(), port.getStorageType(expressed->getContext()),
      *expressed, scale, zeroPoint, port.storageMin, port.storageMax);
}

FailureOr<UniformQuantizedType>
mlir::quantkit::makeUniformSpecLike(const PortSignature &port,
                                    Type expressedType,
                                    UniformQuantizedType like,
                                    std::string *reason) {
  FailureOr<Type> expressed =
      checkPortAndExpressed(port, expressedType, reason);
  if (failed(expressed) ||
      failed(checkScale(like.getScale(), *expressed, reason)) ||
      failed(checkZeroPoint(like.getZeroPoint(), port, reason)))
    return failure();
  // The same parameters give the same uniqued type; comparing them is much
  // cheaper than uniquing (the storage type included: the port's is the
  // signless integer of its width).
  auto likeStorage = dyn_cast<IntegerType>(like.getStorageType());
  if (like.getExpressedType() == *expressed &&
      like.getFlags() == port.getQuantizationFlags() && likeStorage &&
      likeStorage.getWidth() == port.width && likeStorage.isSignless() &&
      like.getStorageTypeMin() == port.storageMin &&
      like.getStorageTypeMax() == port.storageMax)
    return like;
  return UniformQuantizedType::get(
      port.getQuantizationFlags(), port.getStorageType(expressed->getContext()),
      *expressed, like.getScale(), like.getZeroPoint(), port.storageMin,
      port.storageMax);
}

FailureOr<UniformQuantizedPerAxisType> mlir::quantkit::makeUniformPerAxisSpec(
    const PortSignature &port, Type expressedType, ArrayRef<double> scales,
    ArrayRef<int64_t> zeroPoints, int32_t axis, std::string *reason) {
  FailureOr<Type> expressed =
      checkPortAndExpressed(port, expressedType, reason);
  if (failed(expressed))
    return failure();
  if (scales.empty() || scales.size() != zeroPoints.size())
    return fail(reason, "per-axis parameters need as many zero points as "
                        "scales, at least one");
  if (axis < 0)
    return fail(reason, "per-axis parameters need a non-negative axis, got " +
                            Twine(axis));
  for (auto [scale, zeroPoint] : llvm::zip_equal(scales, zeroPoints))
    if (failed(checkScale(scale, *expressed, reason)) ||
        failed(checkZeroPoint(zeroPoint, port, reason)))
      return failure();
  return UniformQuantizedPerAxisType::get(
      port.getQuantizationFlags(), port.getStorageType(expressed->getContext()),
      *expressed, scales, zeroPoints, axis, port.storageMin, port.storageMax);
}

std::pair<double, double> mlir::quantkit::rangeHoldingZero(double min,
                                                           double max) {
  return {std::min(min, 0.0), std::max(max, 0.0)};
}

std::pair<double, double> mlir::quantkit::calibratedRange(double min,
                                                          double max) {
  auto [low, high] = rangeHoldingZero(min, max);
  if (low < high)
    return {low, high};
  return {-1.0, 1.0};
}

FailureOr<UniformQuantizedType>
mlir::quantkit::uniformForRange(const PortSignature &port, Type expressedType,
                                double min, double max, std::string *reason) {
  FailureOr<Type> expressed =
      checkPortAndExpressed(port, expressedType, reason);
  if (failed(expressed) || failed(checkRange(min, max, reason)))
    return failure();
  if (port.symmetric) {
    FailureOr<double> scale = symmetricScale(port, min, max, reason);
    if (failed(scale))
      return failure();
    return makeUniformSpec(port, *expressed, *scale, 0, reason);
  }
  if (fakeQuantCanExpress(port)) {
    // quant::fakeQuantAttrsToType computes these parameters (the same
    // nudging) and builds the type with the checked builder, whose verifier
    // costs more than the rest: propagation converts statistics per port.
    // Where the scale passes the checks that verifier makes, the plain
    // builder gives the same type; anything else goes to upstream as before.
    auto [scale, zeroPoint] =
        nudgedScaleAndZeroPoint(port.storageMin, port.storageMax, min, max);
    if (succeeded(checkScale(scale, *expressed, nullptr)))
      return UniformQuantizedType::get(
          port.getQuantizationFlags(),
          port.getStorageType(expressed->getContext()), *expressed, scale,
          zeroPoint, port.storageMin, port.storageMax);
    // Every argument is checked above, so upstream emits no diagnostic; a
    // null result only means a non-finite scale.
    UniformQuantizedType type = quant::fakeQuantAttrsToType(
        UnknownLoc::get(expressed->getContext()), port.width, min, max,
        isNarrowRange(port), *expressed, port.isSigned);
    if (!type)
      return fail(reason, "range [" + number(min) + ", " + number(max) +
                              "] gives a non-finite scale");
    return type;
  }
  auto [scale, zeroPoint] =
      nudgedScaleAndZeroPoint(port.storageMin, port.storageMax, min, max);
  return makeUniformSpec(port, *expressed, scale, zeroPoint, reason);
}

FailureOr<UniformQuantizedPerAxisType>
mlir::quantkit::uniformForRanges(const PortSignature &port, Type expressedType,
                                 int32_t axis, ArrayRef<double> mins,
                                 ArrayRef<double> maxs, std::string *reason) {
  FailureOr<Type> expressed =
      checkPortAndExpressed(port, expressedType, reason);
  if (failed(expressed))
    return failure();
  if (mins.empty() || mins.size() != maxs.size())
    return fail(reason, "per-axis statistics need as many minima as maxima, "
                        "at least one");
  for (auto [min, max] : llvm::zip_equal(mins, maxs))
    if (failed(checkRange(min, max, reason)))
      return failure();
  if (axis < 0)
    return fail(reason, "per-axis parameters need a non-negative axis, got " +
                            Twine(axis));

  SmallVector<double> scales;
  SmallVector<int64_t> zeroPoints;
  if (port.symmetric) {
    for (auto [min, max] : llvm::zip_equal(mins, maxs)) {
      FailureOr<double> scale = symmetricScale(port, min, max, reason);
      if (failed(scale))
        return failure();
      scales.push_back(*scale);
      zeroPoints.push_back(0);
    }
    return makeUniformPerAxisSpec(port, *expressed, scales, zeroPoints, axis,
                                  reason);
  }
  if (fakeQuantCanExpress(port)) {
    // As in uniformForRange: upstream's parameters without its checked
    // builder where every scale passes the checks its verifier makes.
    bool allValid = true;
    for (auto [min, max] : llvm::zip_equal(mins, maxs)) {
      auto [scale, zeroPoint] =
          nudgedScaleAndZeroPoint(port.storageMin, port.storageMax, min, max);
      if (failed(checkScale(scale, *expressed, nullptr))) {
        allValid = false;
        break;
      }
      scales.push_back(scale);
      zeroPoints.push_back(zeroPoint);
    }
    if (allValid)
      return UniformQuantizedPerAxisType::get(
          port.getQuantizationFlags(),
          port.getStorageType(expressed->getContext()), *expressed, scales,
          zeroPoints, axis, port.storageMin, port.storageMax);
    UniformQuantizedPerAxisType type = quant::fakeQuantAttrsToType(
        UnknownLoc::get(expressed->getContext()), port.width, axis, mins, maxs,
        isNarrowRange(port), *expressed, port.isSigned);
    if (!type)
      return fail(reason, "a per-axis range gives a non-finite scale");
    return type;
  }
  for (auto [min, max] : llvm::zip_equal(mins, maxs)) {
    auto [scale, zeroPoint] =
        nudgedScaleAndZeroPoint(port.storageMin, port.storageMax, min, max);
    scales.push_back(scale);
    zeroPoints.push_back(zeroPoint);
  }
  return makeUniformPerAxisSpec(port, *expressed, scales, zeroPoints, axis,
                                reason);
}

FailureOr<UniformQuantizedType>
mlir::quantkit::uniformFromCalibrated(quant::CalibratedQuantizedType calibrated,
                                      const PortSignature &port,
                                      std::string *reason) {
  if (!calibrated)
    return fail(reason, "not a !quant.calibrated spec");
  return uniformForRange(port, calibrated.getExpressedType(),
                         calibrated.getMin(), calibrated.getMax(), reason);
}

FailureOr<Type> mlir::quantkit::convertUniformToPort(
    Type uniformSpec, const PortSignature &port, std::optional<int64_t> rank,
    std::string *reason) {
  if (classifySpec(uniformSpec) != SpecKind::Uniform)
    return fail(reason,
                typeString(uniformSpec) + " is not a !quant.uniform spec");
  Type expressed = getSpecExpressedType(uniformSpec);
  SmallVector<double> mins, maxs;
  realRanges(uniformSpec, mins, maxs);

  auto perAxis = dyn_cast<UniformQuantizedPerAxisType>(uniformSpec);
  if (perAxis && port.isPerAxis()) {
    int64_t axis = perAxis.getQuantizedDimension();
    bool sameAxis = true;
    if (rank) {
      FailureOr<int64_t> portAxis = port.resolveAxis(*rank);
      sameAxis = succeeded(portAxis) && *portAxis == axis;
    } else if (*port.axis >= 0) {
      sameAxis = *port.axis == axis;
    }
    if (sameAxis) {
      FailureOr<UniformQuantizedPerAxisType> converted = uniformForRanges(
          port, expressed, static_cast<int32_t>(axis), mins, maxs, reason);
      if (failed(converted))
        return failure();
      return Type(*converted);
    }
  }
  double min = *llvm::min_element(mins);
  double max = *llvm::max_element(maxs);
  FailureOr<UniformQuantizedType> converted =
      uniformForRange(port, expressed, min, max, reason);
  if (failed(converted))
    return failure();
  return Type(*converted);
}

FailureOr<Type> mlir::quantkit::specForConstant(ElementsAttr data,
                                                const PortSignature &port,
                                                std::string *reason) {
  if (!data)
    return fail(reason, "no constant data");
  // A splat is read as its one value (it may stand for more elements than
  // memory holds): every channel has its range.
  auto dense = dyn_cast<DenseElementsAttr>(data);
  bool splat = dense && dense.isSplat() && data.getNumElements() > 0 &&
               isa<FloatType>(data.getElementType());
  FailureOr<SmallVector<double>> values =
      splat ? FailureOr<SmallVector<double>>(SmallVector<double>{
                  dense.getSplatValue<APFloat>().convertToDouble()})
            : readFloatData(data, reason);
  if (failed(values))
    return failure();
  if (splat && !std::isfinite(values->front()))
    return fail(reason, "constant data holds a non-finite value");
  Type expressed = data.getElementType();
  auto shaped = cast<ShapedType>(data.getType());

  if (!port.isPerAxis() || values->empty()) {
    // The range holds 0, as TFLite quantizes constant tensors: the data is
    // known, so none of it may saturate, and an asymmetric range away from
    // 0 would clamp its zero point into the storage range and cut the far
    // end (fakeQuantAttrsToType on [0.5, 3] at i8 represents [0, 2.5]).
    double min = values->empty() ? 0.0
                                 : std::min(*llvm::min_element(*values), 0.0);
    double max = values->empty() ? 0.0
                                 : std::max(*llvm::max_element(*values), 0.0);
    FailureOr<UniformQuantizedType> type =
        uniformForRange(port, expressed, min, max, reason);
    if (failed(type))
      return failure();
    return Type(*type);
  }

  FailureOr<int64_t> axis = port.resolveAxis(shaped.getRank());
  if (failed(axis))
    return fail(reason, "the port's axis " + Twine(*port.axis) +
                            " does not exist in the constant of type " +
                            typeString(shaped));
  ArrayRef<int64_t> shape = shaped.getShape();
  int64_t channels = shape[*axis];
  int64_t inner = 1;
  for (int64_t size : shape.drop_front(*axis + 1))
    inner *= size;
  if (channels > kMaxChannels)
    return fail(reason, "the constant of type " + typeString(shaped) + " has " +
                            Twine(channels) + " channels along axis " +
                            Twine(*axis) + ", more than the " +
                            Twine(kMaxChannels) +
                            " that get parameters of their own");
  // Each channel's range holds 0, as above.
  SmallVector<double> mins(channels, 0.0), maxs(channels, 0.0);
  if (splat) {
    llvm::fill(mins, std::min(values->front(), 0.0));
    llvm::fill(maxs, std::max(values->front(), 0.0));
  }
  for (auto [index, value] :
       llvm::enumerate(splat ? ArrayRef<double>() : ArrayRef(*values))) {
    int64_t channel = (static_cast<int64_t>(index) / inner) % channels;
    mins[channel] = std::min(mins[channel], value);
    maxs[channel] = std::max(maxs[channel], value);
  }
  FailureOr<UniformQuantizedPerAxisType> type = uniformForRanges(
      port, expressed, static_cast<int32_t>(*axis), mins, maxs, reason);
  if (failed(type))
    return failure();
  return Type(*type);
}

FailureOr<DenseElementsAttr>
mlir::quantkit::quantizeConstant(ElementsAttr data, Type quantizedElementType,
                                 std::string *reason) {
  if (!data)
    return fail(reason, "no constant data");
  auto quantized = dyn_cast_or_null<quant::QuantizedType>(quantizedElementType);
  if (classifySpec(quantizedElementType) != SpecKind::Uniform)
    return fail(reason, "cannot quantize to " +
                            typeString(quantizedElementType) +
                            ", which is not a !quant.uniform type");
  if (quantized.getExpressedType() != data.getElementType())
    return fail(reason, "the constant's element type " +
                            typeString(data.getElementType()) +
                            " is not the expressed type of " +
                            typeString(quantizedElementType));
  auto shaped = cast<ShapedType>(data.getType());
  auto storageType =
      RankedTensorType::get(shaped.getShape(), quantized.getStorageType());

  // One scale and zero point per tensor, or per channel: element `i` is in
  // channel `(i / inner) % channels` (row-major).
  ArrayRef<double> scales;
  ArrayRef<int64_t> zeroPoints;
  double scale = 0.0;
  int64_t zeroPoint = 0, inner = 1;
  if (auto perTensor = dyn_cast<UniformQuantizedType>(quantizedElementType)) {
    scale = perTensor.getScale();
    zeroPoint = perTensor.getZeroPoint();
    scales = scale;
    zeroPoints = zeroPoint;
  } else {
    auto perAxis = cast<UniformQuantizedPerAxisType>(quantizedElementType);
    int32_t axis = perAxis.getQuantizedDimension();
    if (axis >= shaped.getRank() ||
        shaped.getDimSize(axis) !=
            static_cast<int64_t>(perAxis.getScales().size()))
      return fail(reason, "the constant of type " + typeString(shaped) +
                              " does not have one channel per scale of " +
                              typeString(perAxis));
    scales = perAxis.getScales();
    zeroPoints = perAxis.getZeroPoints();
    for (int64_t size : shaped.getShape().drop_front(axis + 1))
      inner *= size;
  }
  auto channelOf = [&](int64_t index) {
    return static_cast<size_t>(index / inner) % scales.size();
  };
  int64_t count = data.getNumElements();
  unsigned width = quantized.getStorageTypeIntegralWidth();

  // A splat stands for any number of elements: it is checked and quantized
  // once per channel (not once with channel 0's parameters, as upstream's
  // per-axis converter maps a splat), and stays a splat when its channels
  // agree.
  auto dense = dyn_cast<DenseElementsAttr>(data);
  if (dense && dense.isSplat()) {
    double value = dense.getSplatValue<APFloat>().convertToDouble();
    if (!std::isfinite(value))
      return fail(reason, "constant data holds a non-finite value");
    SmallVector<APInt> channels;
    for (auto [s, zp] : llvm::zip_equal(scales, zeroPoints))
      channels.push_back(quantizeValue(value, s, zp, quantized));
    if (llvm::all_equal(channels))
      return DenseElementsAttr::get(storageType, channels.front());
    // i1 storage is bit-packed in a raw buffer; it takes the APInt path.
    if (width != 1) {
      // Each channel's bytes as MLIR lays out one element of the storage type
      // (whole bytes, host order), repeated over the channel's elements,
      // rather than an APInt per element.
      SmallVector<ArrayRef<char>> bytes;
      for (const APInt &integer : channels)
        bytes.push_back(
            DenseElementsAttr::get(
                RankedTensorType::get({1}, quantized.getStorageType()), integer)
                .getRawData());
      size_t size = bytes.front().size();
      if (count > kMaxQuantizedBytes / static_cast<int64_t>(size))
        return fail(reason, "the splat constant of type " + typeString(shaped) +
                                " quantizes to other values per channel and "
                                "would take more than " +
                                Twine(kMaxQuantizedBytes) + " bytes");
      std::vector<char> raw(static_cast<size_t>(count) * size);
      for (int64_t i = 0; i < count; i += inner)
        for (int64_t j = 0; j < inner; ++j)
          llvm::copy(bytes[channelOf(i)], raw.begin() + (i + j) * size);
      return DenseElementsAttr::getFromRawBuffer(storageType, raw);
    }
    SmallVector<APInt> storage;
    storage.reserve(count);
    for (int64_t i = 0; i < count; ++i)
      storage.push_back(channels[channelOf(i)]);
    return DenseElementsAttr::get(storageType, storage);
  }

  // Non-finite values would reach the float-to-integer conversion unchecked.
  FailureOr<SmallVector<double>> values = readFloatData(data, reason);
  if (failed(values))
    return failure();
  auto quantizeAt = [&](size_t index) {
    size_t channel = channelOf(static_cast<int64_t>(index));
    return quantizeValue((*values)[index], scales[channel],
                         zeroPoints[channel], quantized);
  };
  // Whole-byte storage is written as MLIR lays it out (each element in its
  // own width, host order) rather than as an APInt per element.
  auto raw = [&](auto element) {
    using Element = decltype(element);
    std::vector<char> bytes(values->size() * sizeof(Element));
    for (size_t i = 0; i < values->size(); ++i) {
      auto integer = static_cast<Element>(quantizeAt(i).getZExtValue());
      std::memcpy(bytes.data() + i * sizeof(Element), &integer,
                  sizeof(Element));
    }
    return DenseElementsAttr::getFromRawBuffer(storageType, bytes);
  };
  switch (width) {
  case 8:
    return raw(uint8_t());
  case 16:
    return raw(uint16_t());
  case 32:
    return raw(uint32_t());
  case 64:
    return raw(uint64_t());
  default:
    break;
  }
  SmallVector<APInt> storage;
  storage.reserve(count);
  for (size_t i = 0; i < values->size(); ++i)
    storage.push_back(quantizeAt(i));
  return DenseElementsAttr::get(storageType, storage);
}

int64_t mlir::quantkit::quantizedCode(double x, double scale, int64_t zeroPoint,
                                      int64_t storageMin, int64_t storageMax) {
  double q = std::round(x / scale) + static_cast<double>(zeroPoint);
  q = std::clamp(q, static_cast<double>(storageMin),
                 static_cast<double>(storageMax));
  return static_cast<int64_t>(q);
}
