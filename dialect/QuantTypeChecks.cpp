//===- QuantTypeChecks.cpp - Integrity rules for quantized types ----------===//

#include "dialect/QuantTypeChecks.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/SmallSet.h"

#include <cmath>

using namespace mlir;
using namespace mlir::quantkit;

namespace {

/// The widest storage QuantKit accepts (signed; unsigned is one bit less).
constexpr unsigned kMaxStorageBits = 64;

bool isPositiveFinite(double value) {
  return std::isfinite(value) && value > 0.0;
}

// quant_type_c6: explicit storage bounds `lo` and `hi` (the type's, read
// once by the caller) must lie inside the storage type. Inlined, like
// verifyScaleAndZeroPoint: on a valid per-tensor type, which the verifier
// meets on every quantized port after every pass, the calls cost about as
// much as the checks.
LLVM_ATTRIBUTE_ALWAYS_INLINE LogicalResult
verifyStorageBounds(quant::QuantizedType type, int64_t lo, int64_t hi,
                    DiagnosticEmitter emitError) {
  if (lo > hi)
    return emitError() << "storage minimum " << lo
                       << " exceeds storage maximum " << hi << " in " << type;
  auto intType = dyn_cast<IntegerType>(type.getStorageType());
  if (!intType)
    return success();
  // Upstream's parser caps storage at QuantizedType::MaxStorageBits (32),
  // but the bias of 16-bit activations has 64-bit storage (typing_c6), so
  // QuantKit accepts types built in C++ up to 64 bits. Storage bounds are
  // int64_t, which holds no unsigned 64-bit maximum: unsigned stops at 63.
  unsigned width = intType.getWidth();
  bool isSigned = type.isSigned();
  unsigned maxWidth = isSigned ? kMaxStorageBits : kMaxStorageBits - 1;
  if (width > maxWidth)
    return emitError() << (isSigned ? "" : "unsigned ") << "storage type "
                       << intType << " of " << type << " is wider than "
                       << maxWidth << " bits";
  int64_t typeMin =
      quant::QuantizedType::getDefaultMinimumForInteger(isSigned, width);
  int64_t typeMax =
      quant::QuantizedType::getDefaultMaximumForInteger(isSigned, width);
  if (lo < typeMin || hi > typeMax)
    return emitError() << "storage range [" << lo << ", " << hi << "] of "
                       << type << " exceeds the range [" << typeMin << ", "
                       << typeMax << "] of its storage type";
  return success();
}

/// `lo` and `hi` are the storage bounds of `type`.
LLVM_ATTRIBUTE_ALWAYS_INLINE LogicalResult verifyScaleAndZeroPoint(
    quant::QuantizedType type, double scale, int64_t zeroPoint, int64_t lo,
    int64_t hi, StringRef where, DiagnosticEmitter emitError) {
  // quant_type_c5
  if (!isPositiveFinite(scale))
    return emitError() << "scale " << scale << where << " of " << type
                       << " must be positive and finite";
  // quant_type_c4
  if (zeroPoint < lo || zeroPoint > hi)
    return emitError() << "zero point " << zeroPoint << where << " of " << type
                       << " is outside the storage range [" << lo << ", " << hi
                       << "]";
  return success();
}

/// `index` of `shape` (row-major) as "[i, j, ...]".
std::string blockIndexString(ArrayRef<int64_t> shape, int64_t index) {
  SmallVector<int64_t> coordinates(shape.size(), 0);
  for (size_t dim = shape.size(); dim-- > 0;) {
    if (shape[dim] <= 0)
      continue;
    coordinates[dim] = index % shape[dim];
    index /= shape[dim];
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "[";
  llvm::interleaveComma(coordinates, os);
  os << "]";
  return text;
}

// quant_type_c8: upstream's invariants of a sub-channel type, which its
// parser enforces but `get` (and the bytecode reader, which calls it) does
// not. The type is not printed here: upstream's printer walks scales and
// zero points together and reads out of bounds when their shapes differ.
LogicalResult
verifySubChannelStructure(quant::UniformQuantizedSubChannelType type,
                          DiagnosticEmitter emitError) {
  auto fail = [&](StringRef what) {
    return emitError() << "malformed sub-channel quantized type: " << what;
  };
  DenseElementsAttr scales = type.getScales();
  DenseElementsAttr zeroPoints = type.getZeroPoints();
  if (!scales || !zeroPoints)
    return fail("no scales or zero points");
  if (scales.getElementType() != type.getExpressedType() ||
      !isa<FloatType>(scales.getElementType()))
    return fail("its scales must have its float expressed type");
  if (zeroPoints.getElementType() != type.getStorageType() ||
      !isa<IntegerType>(zeroPoints.getElementType()))
    return fail("its zero points must have its integer storage type");
  if (scales.getType().getShape() != zeroPoints.getType().getShape())
    return fail("its scales and zero points must have the same shape");
  ArrayRef<int32_t> dims = type.getQuantizedDimensions();
  ArrayRef<int64_t> blockSizes = type.getBlockSizes();
  if (dims.size() != blockSizes.size())
    return fail("it must have one block size per quantized dimension");
  // Not a DenseSet: any int32_t is a dimension here, 2147483647 (its empty
  // key) among them.
  llvm::SmallSet<int32_t, 4> seen;
  for (auto [dim, blockSize] : llvm::zip_equal(dims, blockSizes)) {
    if (dim < 0)
      return emitError() << "malformed sub-channel quantized type: "
                            "quantized dimension "
                         << dim << " is negative";
    if (blockSize <= 0)
      return emitError() << "malformed sub-channel quantized type: block "
                            "size "
                         << blockSize << " of dimension " << dim
                         << " must be positive";
    // Upstream's parser accepts `{1:2, 1:4}`; which block size would apply
    // is ambiguous, so QuantKit rejects it.
    if (!seen.insert(dim).second)
      return emitError() << "quantized dimension " << dim << " of " << type
                         << " has more than one block size";
  }
  return success();
}

/// quant_type_c4 and quant_type_c5 on every block of a well-formed
/// sub-channel type whose storage bounds are `lo` and `hi`.
LogicalResult
verifySubChannelParameters(quant::UniformQuantizedSubChannelType type,
                           int64_t lo, int64_t hi,
                           DiagnosticEmitter emitError) {
  DenseElementsAttr scales = type.getScales();
  DenseElementsAttr zeroPoints = type.getZeroPoints();
  ArrayRef<int64_t> shape = scales.getType().getShape();
  // A splat holds one value for every block: check it once rather than
  // expanding it (its shape may be huge). Scales and zero points are splats
  // or not each on its own: the label names the blocks of the offending
  // `values`.
  auto where = [&](DenseElementsAttr values, int64_t index) {
    return values.isSplat() ? std::string(" (every block)")
                            : " (block " + blockIndexString(shape, index) + ")";
  };
  int64_t numScales = scales.isSplat() ? 1 : scales.getNumElements();
  auto scaleValues = scales.getValues<APFloat>();
  for (int64_t index = 0; index < numScales; ++index) {
    double scale = scaleValues[index].convertToDouble();
    // quant_type_c5
    if (!isPositiveFinite(scale))
      return emitError() << "scale " << scale << where(scales, index) << " of "
                         << type << " must be positive and finite";
  }
  int64_t numZeroPoints =
      zeroPoints.isSplat() ? 1 : zeroPoints.getNumElements();
  auto zeroPointValues = zeroPoints.getValues<APInt>();
  // The storage type is signless; the signedness is a flag of the type.
  bool isSigned = type.isSigned();
  for (int64_t index = 0; index < numZeroPoints; ++index) {
    APInt raw = zeroPointValues[index];
    int64_t zeroPoint =
        isSigned ? raw.getSExtValue() : int64_t(raw.getZExtValue());
    // quant_type_c4
    if (zeroPoint < lo || zeroPoint > hi)
      return emitError() << "zero point " << zeroPoint
                         << where(zeroPoints, index) << " of " << type
                         << " is outside the storage range [" << lo << ", "
                         << hi << "]";
  }
  return success();
}

} // namespace

std::string mlir::quantkit::shapeString(ArrayRef<int64_t> shape) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "[";
  llvm::interleaveComma(shape, os, [&](int64_t size) {
    if (ShapedType::isDynamic(size))
      os << "?";
    else
      os << size;
  });
  os << "]";
  return text;
}

bool mlir::quantkit::mayHoldQuantizedType(Type type) {
  if (!type)
    return false;
  if (auto tensor = dyn_cast<RankedTensorType>(type)) {
    if (tensor.getEncoding())
      return true;
    type = tensor.getElementType();
  }
  return !isa<Float32Type, Float16Type, BFloat16Type, Float64Type, IntegerType,
              IndexType>(type);
}

LogicalResult
mlir::quantkit::verifyQuantizedParameters(Type type,
                                          DiagnosticEmitter emitError) {
  // Per-tensor uniform, the common type after propagation, first: it is well
  // formed by construction (a scale and a zero point are all it has), so
  // only its storage bounds, scale and zero point are checked, with the
  // bounds read once (each accessor is an out-of-line call into libMLIR).
  if (auto uniform = dyn_cast<quant::UniformQuantizedType>(type)) {
    int64_t lo = uniform.getStorageTypeMin(), hi = uniform.getStorageTypeMax();
    if (failed(verifyStorageBounds(uniform, lo, hi, emitError)))
      return failure();
    return verifyScaleAndZeroPoint(uniform, uniform.getScale(),
                                   uniform.getZeroPoint(), lo, hi, "",
                                   emitError);
  }
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
  // Shape checks first: every later diagnostic prints the type, and
  // upstream's printer reads out of bounds on a malformed one.
  auto perAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(type);
  // quant_type_c8: upstream's parser wants at least one scale, each with a
  // zero point, so text cannot reach this. `get` and the bytecode reader can
  // build a per-axis type without scales (differing counts they cannot:
  // upstream's storage keeps one count for both).
  if (perAxis &&
      (perAxis.getScales().size() != perAxis.getZeroPoints().size() ||
       perAxis.getScales().empty()))
    return emitError() << "per-axis quantized type with "
                       << perAxis.getScales().size() << " scales and "
                       << perAxis.getZeroPoints().size()
                       << " zero points must have one zero point per scale "
                          "and at least one scale";
  auto subChannel = dyn_cast<quant::UniformQuantizedSubChannelType>(type);
  if (subChannel && failed(verifySubChannelStructure(subChannel, emitError)))
    return failure();
  int64_t lo = quantized.getStorageTypeMin();
  int64_t hi = quantized.getStorageTypeMax();
  if (failed(verifyStorageBounds(quantized, lo, hi, emitError)))
    return failure();
  if (perAxis) {
    ArrayRef<int64_t> zeroPoints = perAxis.getZeroPoints();
    for (auto [index, scale] : llvm::enumerate(perAxis.getScales())) {
      std::string where = " (channel " + std::to_string(index) + ")";
      if (failed(verifyScaleAndZeroPoint(perAxis, scale, zeroPoints[index], lo,
                                         hi, where, emitError)))
        return failure();
    }
    return success();
  }
  if (subChannel)
    return verifySubChannelParameters(subChannel, lo, hi, emitError);
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

LogicalResult
mlir::quantkit::verifySubChannelIntegrity(Type elementType, Type container,
                                          DiagnosticEmitter emitError) {
  auto subChannel =
      dyn_cast<quant::UniformQuantizedSubChannelType>(elementType);
  if (!subChannel)
    return success();
  // The rules below index the scales by the quantized dimensions and divide
  // by the block sizes: both must be sound first.
  if (failed(verifySubChannelStructure(subChannel, emitError)))
    return failure();
  // quant_type_c9
  auto tensor = dyn_cast_or_null<RankedTensorType>(container);
  if (!tensor)
    return emitError() << "sub-channel quantized type " << subChannel
                       << " must be the element type of a ranked tensor";
  ArrayRef<int64_t> shape = tensor.getShape();
  int64_t rank = tensor.getRank();
  // Axes without a block size form one block: one scale along them.
  SmallVector<int64_t> expectedScaleShape(rank, 1);
  for (auto [dim, blockSize] : subChannel.getBlockSizeInfo()) {
    // quant_type_c10
    if (dim >= rank)
      return emitError() << "quantized dimension " << dim << " of "
                         << subChannel << " must be less than the rank " << rank
                         << " of " << tensor;
    if (ShapedType::isDynamic(shape[dim])) {
      expectedScaleShape[dim] = ShapedType::kDynamic;
      continue;
    }
    // quant_type_c11
    if (shape[dim] % blockSize != 0)
      return emitError() << "dimension " << dim << " of " << tensor
                         << " has size " << shape[dim]
                         << ", not a multiple of the block size " << blockSize
                         << " of " << subChannel;
    expectedScaleShape[dim] = shape[dim] / blockSize;
  }
  // quant_type_c11: as upstream, no empty dimension (a block size would be
  // unbounded there).
  for (auto [dim, size] : llvm::enumerate(shape))
    if (size == 0)
      return emitError() << "dimension " << dim << " of " << tensor
                         << " has size 0, which sub-channel quantization "
                            "does not allow";
  // quant_type_c12
  ArrayRef<int64_t> scaleShape = subChannel.getScales().getType().getShape();
  bool matches = scaleShape.size() == expectedScaleShape.size();
  for (size_t dim = 0; matches && dim < scaleShape.size(); ++dim)
    matches = ShapedType::isDynamic(expectedScaleShape[dim]) ||
              scaleShape[dim] == expectedScaleShape[dim];
  if (!matches) {
    return emitError() << "scales of " << subChannel << " have shape "
                       << shapeString(scaleShape) << " but " << tensor
                       << " in blocks of its block sizes needs "
                       << shapeString(expectedScaleShape);
  }
  return success();
}

LogicalResult
mlir::quantkit::verifyContainerIntegrity(Type elementType, Type container,
                                         DiagnosticEmitter emitError) {
  if (failed(verifyPerAxisIntegrity(elementType, container, emitError)))
    return failure();
  return verifySubChannelIntegrity(elementType, container, emitError);
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
    return verifyContainerIntegrity(type, container, *emitError);
  }
  if (auto shaped = dyn_cast<ShapedType>(type)) {
    Type element = shaped.getElementType();
    if (failed(checkType(element, type)))
      return failure();
    // Tensors without an encoding and vectors hold nothing else.
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (tensor ? !tensor.getEncoding()
               : isa<UnrankedTensorType, VectorType>(type))
      return success();
    // What else a container holds (a tensor's encoding, a memref's layout
    // and memory space) describes no value of it: it is checked like any
    // attribute, without the element type, judged above.
    return checkChildren(type, element);
  }
  return checkChildren(type);
}

LogicalResult QuantizedTypeChecker::checkAttr(Attribute attr) {
  if (!visitedAttrs.insert(attr).second)
    return success();
  // Types held bare in an attribute describe values without being one, so
  // per-axis and sub-channel types there are judged only by their
  // parameters.
  if (auto typeAttr = dyn_cast<TypeAttr>(attr)) {
    Type type = typeAttr.getValue();
    if (isa<quant::QuantizedType, quant::CalibratedQuantizedType>(type))
      return verifyQuantizedParameters(type, *emitError);
  }
  // Dense elements and string attributes keep their type in a hand-written
  // storage, which the sub-element walk does not see: `dense<1> :
  // tensor<4xi8, !quant.uniform<...>>`, `"s" : !quant.uniform<...>`. Their
  // type is checked as a child. (Asking every attribute for TypedAttr
  // instead costs 2 % of quantkit-verify; attributes of generated storage
  // yield their type as a child.)
  Type type;
  if (auto elements = dyn_cast<DenseElementsAttr>(attr))
    type = elements.getType();
  else if (auto string = dyn_cast<StringAttr>(attr))
    type = string.getType();
  if (type && !isa<NoneType>(type) && mayHoldQuantizedType(type) &&
      failed(checkType(type, Type())))
    return failure();
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

LogicalResult QuantizedTypeChecker::checkChildren(Type type, Type skip) {
  return checkImmediateChildren(
      type, [&](Attribute child) { return checkAttr(child); },
      [&](Type child) {
        return child == skip ? success() : checkType(child, Type());
      });
}

LogicalResult QuantizedTypeChecker::checkChildren(Attribute attr) {
  return checkImmediateChildren(
      attr, [&](Attribute child) { return checkAttr(child); },
      [&](Type child) { return checkType(child, Type()); });
}

LogicalResult
mlir::quantkit::verifyQuantizedTypesIn(Type type, DiagnosticEmitter emitError) {
  // The checker's visited sets cost more than the whole check; verifiers run
  // this on every operand and result after every pass. Where the checker
  // would find nothing, it is not built.
  if (!mayHoldQuantizedType(type))
    return success();
  // Of a tensor without an encoding or a vector the checker looks at the
  // element type only, against the shaped type; of a quantized type, at its
  // parameters and container only. A quantized value, bare or in such a
  // shaped type, is checked here the same way, and such a shaped type of a
  // builtin scalar passes. An encoding, a memref's layout or memory space
  // may hold quantized types too: the checker looks there.
  Type element = type, container;
  if (auto tensor = dyn_cast<RankedTensorType>(type)) {
    if (!tensor.getEncoding()) {
      element = tensor.getElementType();
      container = type;
    }
  } else if (isa<UnrankedTensorType, VectorType>(type)) {
    element = cast<ShapedType>(type).getElementType();
    container = type;
  }
  if (isa<quant::QuantizedType, quant::CalibratedQuantizedType>(element)) {
    if (failed(verifyQuantizedParameters(element, emitError)))
      return failure();
    return verifyContainerIntegrity(element, container, emitError);
  }
  if (container && !mayHoldQuantizedType(element))
    return success();
  return QuantizedTypeChecker().check(type, emitError);
}

LogicalResult
mlir::quantkit::verifyQuantizedTypesIn(Attribute attr,
                                       DiagnosticEmitter emitError) {
  return QuantizedTypeChecker().check(attr, emitError);
}
