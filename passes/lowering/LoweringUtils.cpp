//===- LoweringUtils.cpp - Shared pieces of quantkit-lower ----------------===//

#include "passes/lowering/LoweringUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::quantkit;

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

StorageTypeConverter::StorageTypeConverter() {
  addConversion([](Type type) { return type; });
  addConversion([](quant::QuantizedType type) -> std::optional<Type> {
    if (isa<quant::CalibratedQuantizedType>(type) ||
        !isa<IntegerType>(type.getStorageType()))
      return std::nullopt;
    return type.getStorageType();
  });
  addConversion([this](RankedTensorType type) -> std::optional<Type> {
    Type element = convertType(type.getElementType());
    if (!element)
      return std::nullopt;
    return type.clone(element);
  });
  addConversion([this](UnrankedTensorType type) -> std::optional<Type> {
    Type element = convertType(type.getElementType());
    if (!element)
      return std::nullopt;
    return UnrankedTensorType::get(element);
  });
  addConversion([this](MemRefType type) -> std::optional<Type> {
    Type element = convertType(type.getElementType());
    if (!element)
      return std::nullopt;
    return type.clone(element);
  });
}

bool mlir::quantkit::containsQuantizedType(Type type) {
  bool found = false;
  type.walk([&](Type inner) {
    if (isa<quant::QuantizedType>(inner))
      found = true;
  });
  return found;
}

//===----------------------------------------------------------------------===//
// Requantization
//===----------------------------------------------------------------------===//

FailureOr<Requantization>
Requantization::get(Operation *op, ArrayRef<double> realMultipliers,
                    Rounding scheme, unsigned accWidth) {
  Requantization result;
  result.scheme = scheme;
  for (double multiplier : realMultipliers) {
    if (!std::isfinite(multiplier) || multiplier < 0.0)
      return op->emitOpError() << "requantization multiplier " << multiplier
                               << " must be finite and non-negative";
    // TFLite flushes exponents below -31, exact only for |acc| < 2^31: a
    // 64-bit accumulator keeps its multiplier down to 2^-64 (shifts up to
    // 94 bits, inside the 128-bit intermediates the wide paths use).
    FixedPointMultiplier fixed =
        quantizeMultiplier(multiplier, accWidth > 32 ? kMinExponent64 : -31);
    // TOSA's right shift 31 - e must stay positive; gemmlowp's left shift
    // is kept to the same range.
    int32_t maxExponent = kMaxMultiplierExponent;
    if (scheme != Rounding::float_rne && fixed.exponent > maxExponent)
      return op->emitOpError()
             << "requantization multiplier " << multiplier
             << " is too large for the '" << stringifyRounding(scheme)
             << "' scheme (binary exponent " << fixed.exponent
             << " exceeds " << maxExponent << ")";
    float asFloat = static_cast<float>(multiplier);
    if (scheme == Rounding::float_rne && !std::isfinite(asFloat))
      return op->emitOpError() << "requantization multiplier " << multiplier
                               << " does not fit in f32";
    result.fixed.push_back(fixed);
    result.real.push_back(asFloat);
  }
  return result;
}

void Requantization::boundWideAccumulator(uint64_t accBound) {
  std::optional<unsigned> drop =
      droppableMultiplierBits(fixed, scheme, accBound);
  if (!drop)
    return;
  droppedBits = *drop;
  wideFits64 = true;
}

SmallVector<Value> Requantization::tables(OpBuilder &b, Location loc) const {
  if (!isPerChannel())
    return {};
  SmallVector<int64_t> multipliers, exponents;
  SmallVector<double> reals;
  for (auto [fixedPoint, realValue] : llvm::zip(fixed, real)) {
    multipliers.push_back(fixedPoint.multiplier >> droppedBits);
    exponents.push_back(fixedPoint.exponent);
    reals.push_back(realValue);
  }
  return {constantTable(b, loc, multipliers, b.getI64Type()),
          constantTable(b, loc, exponents, b.getI64Type()),
          constantFloatTable(b, loc, reals, b.getF32Type())};
}

ScaleOperands Requantization::operands(ScalarEmitter &e,
                                       ValueRange tableArgs) const {
  ScaleOperands result;
  result.maxExponent = std::numeric_limits<int32_t>::min();
  for (const FixedPointMultiplier &entry : fixed)
    result.maxExponent = std::max(result.maxExponent, entry.exponent);
  result.droppedBits = droppedBits;
  result.wideFits64 = wideFits64;
  if (isPerChannel()) {
    result.multiplier = tableArgs[0];
    result.exponent = tableArgs[1];
    result.realMultiplier = tableArgs[2];
    return result;
  }
  Type i64 = e.builder().getI64Type();
  result.multiplier = e.constant(i64, fixed.front().multiplier >> droppedBits);
  result.exponent = e.constant(i64, fixed.front().exponent);
  result.realMultiplier = e.constantF32(real.front());
  return result;
}

//===----------------------------------------------------------------------===//
// Tensors
//===----------------------------------------------------------------------===//

Value mlir::quantkit::emptyLike(OpBuilder &b, Location loc, Value shapeSource,
                                Type element) {
  auto type = cast<RankedTensorType>(shapeSource.getType());
  SmallVector<Value> dynamicSizes;
  for (int64_t dim = 0; dim < type.getRank(); ++dim)
    if (type.isDynamicDim(dim))
      dynamicSizes.push_back(tensor::DimOp::create(b, loc, shapeSource, dim));
  return tensor::EmptyOp::create(b, loc, type.getShape(), element,
                                 dynamicSizes);
}

Value mlir::quantkit::constantTable(OpBuilder &b, Location loc,
                                    ArrayRef<int64_t> values, Type element) {
  auto type = RankedTensorType::get({static_cast<int64_t>(values.size())},
                                    element);
  // Each value as the bit pattern of its two's complement in `element`'s
  // width: a signed value as it is, an unsigned storage value (an u8 200)
  // as the pattern of the signless type (-56).
  SmallVector<APInt> data;
  for (int64_t value : values)
    data.push_back(APInt(element.getIntOrFloatBitWidth(),
                         static_cast<uint64_t>(value), /*isSigned=*/false,
                         /*implicitTrunc=*/true));
  return arith::ConstantOp::create(b, loc, type,
                                   DenseElementsAttr::get(type, data));
}

Value mlir::quantkit::constantFloatTable(OpBuilder &b, Location loc,
                                         ArrayRef<double> values,
                                         FloatType element) {
  auto type = RankedTensorType::get({static_cast<int64_t>(values.size())},
                                    element);
  SmallVector<Attribute> data;
  for (double value : values)
    data.push_back(b.getFloatAttr(element, value));
  return arith::ConstantOp::create(b, loc, type,
                                   DenseElementsAttr::get(type, data));
}

Value mlir::quantkit::buildElementwise(OpBuilder &b, Location loc,
                                       ValueRange inputs, ValueRange tables,
                                       std::optional<int64_t> axis,
                                       Type resultElement,
                                       ElementwiseBody body) {
  auto shapeType = cast<RankedTensorType>(inputs.front().getType());
  unsigned rank = shapeType.getRank();
  MLIRContext *context = b.getContext();
  AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, context);
  SmallVector<AffineMap> maps(inputs.size(), identity);
  for (size_t i = 0; i < tables.size(); ++i)
    maps.push_back(AffineMap::get(rank, 0, b.getAffineDimExpr(*axis)));
  maps.push_back(identity);
  Value init = emptyLike(b, loc, inputs.front(), resultElement);
  SmallVector<Value> operands(inputs);
  operands.append(tables.begin(), tables.end());
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{init.getType()}, operands, ValueRange{init}, maps,
      iterators, [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        ImplicitLocOpBuilder ib(nestedLoc, nested);
        ScalarEmitter emitter(ib);
        Value result = body(emitter, args.take_front(inputs.size()),
                            args.slice(inputs.size(), tables.size()));
        linalg::YieldOp::create(ib, result);
      });
  return generic.getResult(0);
}

Value mlir::quantkit::toSignedStorage(OpBuilder &b, Location loc,
                                      Value storage, UniformParams &params) {
  if (params.isSigned)
    return storage;
  unsigned width = params.width();
  int64_t offset = int64_t(1) << (width - 1);
  params.isSigned = true;
  params.storageMin -= offset;
  params.storageMax -= offset;
  for (int64_t &zp : params.zeroPoints)
    zp -= offset;
  auto flip = [&](ScalarEmitter &e, ValueRange in, ValueRange) -> Value {
    return arith::XOrIOp::create(e.builder(), in[0],
                                 e.constant(in[0].getType(), offset));
  };
  return buildElementwise(b, loc, storage, {}, std::nullopt, params.storage,
                          flip);
}
