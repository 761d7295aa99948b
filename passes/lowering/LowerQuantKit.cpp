//===- LowerQuantKit.cpp - The quantkit-lower pass ------------------------===//
//
// Casts, rescale, elementwise ops and pooling; contractions live in
// LowerContractions.cpp. Every pattern computes on storage integers and
// follows dialect/Reference.md#numerics bit for bit.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "dialect/QuantKitOps.h"
#include "passes/lowering/LoweringUtils.h"
#include "passes/quantize/Import.h"
#include "passes/utils/ActivationTables.h"
#include "passes/utils/Annotations.h"
#include "passes/utils/TosaBuilders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/Support/SwapByteOrder.h"

#include <algorithm>
#include <cstring>

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITLOWER
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

//===----------------------------------------------------------------------===//
// quant.qcast, quant.dcast, quant.scast
//===----------------------------------------------------------------------===//

/// `q = clamp(round(x / s) + zp)`: the division in the expressed type, the
/// rounding per option, the clamp applied to the rounded float before any
/// float-to-int conversion (so infinities saturate and nothing is poison),
/// NaN mapped to the zero point.
Value emitQuantize(ScalarEmitter &e, Value x, Value scale, Value zeroPoint,
                   const UniformParams &params, QuantizeRounding rounding) {
  ImplicitLocOpBuilder &b = e.builder();
  Value scaled = arith::DivFOp::create(b, x, scale);
  Value rounded = rounding == QuantizeRounding::HalfEven
                      ? Value(math::RoundEvenOp::create(b, scaled))
                      : Value(math::RoundOp::create(b, scaled));
  // f32 holds every integer below 2^24 exactly; wider storage needs f64.
  FloatType expressed = params.expressed;
  bool needsF64 = params.width() > 16 || expressed.getWidth() > 32;
  FloatType wide = needsF64 ? FloatType(b.getF64Type())
                            : FloatType(b.getF32Type());
  if (expressed.getWidth() < wide.getWidth())
    rounded = arith::ExtFOp::create(b, wide, rounded);
  else if (expressed.getWidth() > wide.getWidth())
    rounded = arith::TruncFOp::create(b, wide, rounded);
  Type i64 = b.getI64Type();
  Value lo = arith::SIToFPOp::create(
      b, wide,
      arith::SubIOp::create(b, e.constant(i64, params.storageMin), zeroPoint));
  Value hi = arith::SIToFPOp::create(
      b, wide,
      arith::SubIOp::create(b, e.constant(i64, params.storageMax), zeroPoint));
  Value clamped = arith::MinimumFOp::create(
      b, arith::MaximumFOp::create(b, rounded, lo), hi);
  Value isNaN = arith::CmpFOp::create(b, arith::CmpFPredicate::UNO, rounded,
                                      rounded);
  Value zero = arith::ConstantOp::create(b, wide, b.getFloatAttr(wide, 0.0));
  Value safe = arith::SelectOp::create(b, isNaN, zero, clamped);
  Value asInt = arith::FPToSIOp::create(b, i64, safe);
  return e.castInt(arith::AddIOp::create(b, asInt, zeroPoint), params.width());
}

/// A splat whose channels quantize apart is written element by element, up
/// to this many elements; beyond, the quantize_cast is not folded.
constexpr int64_t kMaxFoldedElements = int64_t(1) << 31;

/// emitQuantize evaluated at compile time for a constant input: the same
/// operations in the same types (the division and rounding in the expressed
/// type, the clamp of the rounded value, NaN to the zero point), so the
/// folded constant holds exactly the integers the generated loop would. A
/// front-end fake quantization of weights (imported as a qcast of the float
/// constant) then reaches the kernels as integer weights instead of being
/// quantized on every call. Fails on element types it does not evaluate.
FailureOr<DenseElementsAttr> foldQuantize(DenseElementsAttr data,
                                          const UniformParams &params,
                                          QuantizeRounding rounding,
                                          RankedTensorType storageType) {
  auto expressed = dyn_cast<FloatType>(data.getElementType());
  if (!expressed || expressed != params.expressed)
    return failure();
  ArrayRef<int64_t> shape = storageType.getShape();
  int64_t inner = 1, channels = 1;
  if (params.isPerAxis()) {
    if (*params.axis < 0 || *params.axis >= static_cast<int64_t>(shape.size()))
      return failure();
    channels = shape[*params.axis];
    for (int64_t size : shape.drop_front(*params.axis + 1))
      inner *= size;
  }
  // Each channel's scale as the lowering's constant holds it: the double
  // parameter rounded to the expressed type.
  const llvm::fltSemantics &semantics = expressed.getFloatSemantics();
  SmallVector<APFloat> scales;
  for (int64_t c = 0; c < channels; ++c) {
    APFloat scale(params.scale(c));
    bool lost;
    scale.convert(semantics, APFloat::rmNearestTiesToEven, &lost);
    scales.push_back(scale);
  }
  APFloat::roundingMode roundMode = rounding == QuantizeRounding::HalfEven
                                        ? APFloat::rmNearestTiesToEven
                                        : APFloat::rmNearestTiesToAway;
  // The clamp bounds are integers below 2^33 and the rounded value is an
  // integer of the expressed type, so comparing in double is what the f32
  // or f64 clamp of the generated code decides.
  auto quantize = [&](const APFloat &x, int64_t channel) -> int64_t {
    int64_t zeroPoint = params.zeroPoint(channel);
    APFloat scaled = x;
    scaled.divide(scales[channel], APFloat::rmNearestTiesToEven);
    scaled.roundToIntegral(roundMode);
    if (scaled.isNaN())
      return zeroPoint;
    bool lost;
    scaled.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven, &lost);
    double value =
        std::clamp(scaled.convertToDouble(),
                   static_cast<double>(params.storageMin - zeroPoint),
                   static_cast<double>(params.storageMax - zeroPoint));
    return static_cast<int64_t>(value) + zeroPoint;
  };

  unsigned width = params.width();
  int64_t count = data.getNumElements();
  auto channelOf = [&](int64_t index) { return (index / inner) % channels; };
  // A splat is quantized once per channel (it may stand for more elements
  // than memory holds), and stays a splat where its channels agree.
  SmallVector<int64_t> splatChannels;
  if (data.isSplat()) {
    APFloat x = data.getSplatValue<APFloat>();
    for (int64_t c = 0; c < channels; ++c)
      splatChannels.push_back(quantize(x, c));
    if (llvm::all_equal(splatChannels))
      return DenseElementsAttr::get(
          storageType, APInt(width, splatChannels.front(), /*isSigned=*/true,
                             /*implicitTrunc=*/true));
    if (count > kMaxFoldedElements)
      return failure();
  }
  auto valueAt = [&](int64_t index, const APFloat &x) {
    int64_t channel = channelOf(index);
    return splatChannels.empty() ? quantize(x, channel)
                                 : splatChannels[channel];
  };
  // Whole-byte storage is written as the raw buffer MLIR keeps (host order)
  // rather than one APInt per element: weights can be large.
  if (llvm::sys::IsLittleEndianHost &&
      (width == 8 || width == 16 || width == 32)) {
    size_t bytes = width / 8;
    std::vector<char> raw(static_cast<size_t>(count) * bytes);
    int64_t index = 0;
    for (const APFloat &x : data.getValues<APFloat>()) {
      uint32_t value = static_cast<uint32_t>(valueAt(index, x));
      std::memcpy(raw.data() + index * bytes, &value, bytes);
      ++index;
    }
    return DenseElementsAttr::getFromRawBuffer(storageType, raw);
  }
  SmallVector<APInt> values;
  values.reserve(count);
  int64_t index = 0;
  for (const APFloat &x : data.getValues<APFloat>())
    values.push_back(APInt(width, valueAt(index++, x),
                           /*isSigned=*/true, /*implicitTrunc=*/true));
  return DenseElementsAttr::get(storageType, values);
}

/// `f(q - zp) * s` with `q - zp` exact in integers.
Value emitDequantize(ScalarEmitter &e, Value q, Value scale, Value zeroPoint,
                     const UniformParams &params) {
  ImplicitLocOpBuilder &b = e.builder();
  Value wide = e.castInt(q, 64, params.isSigned);
  Value centered = arith::SubIOp::create(b, wide, zeroPoint);
  Value asFloat = arith::SIToFPOp::create(b, params.expressed, centered);
  return arith::MulFOp::create(b, asFloat, scale);
}

/// Per-channel scale and zero-point tables of `params`, or nothing.
SmallVector<Value> scaleAndZeroPointTables(OpBuilder &b, Location loc,
                                           const UniformParams &params) {
  if (!params.isPerAxis())
    return {};
  return {constantFloatTable(b, loc, params.scales, params.expressed),
          constantTable(b, loc, params.zeroPoints, b.getI64Type())};
}

/// Scalar scale and zero point: table arguments or constants.
std::pair<Value, Value> scaleAndZeroPoint(ScalarEmitter &e, ValueRange tables,
                                          const UniformParams &params) {
  if (params.isPerAxis())
    return {tables[0], tables[1]};
  ImplicitLocOpBuilder &b = e.builder();
  Value scale = arith::ConstantOp::create(
      b, params.expressed, b.getFloatAttr(params.expressed, params.scales[0]));
  return {scale, e.constant(b.getI64Type(), params.zeroPoints[0])};
}

/// Applies a scalar body elementwise to a scalar or ranked tensor.
template <typename Body>
FailureOr<Value> applyElementwise(ConversionPatternRewriter &rewriter,
                                  Operation *op, Value input,
                                  const UniformParams &params,
                                  Type resultElement, Body &&body) {
  Location loc = op->getLoc();
  if (!isa<ShapedType>(input.getType())) {
    ImplicitLocOpBuilder b(loc, rewriter);
    ScalarEmitter e(b);
    auto [scale, zeroPoint] = scaleAndZeroPoint(e, {}, params);
    return body(e, input, scale, zeroPoint);
  }
  if (!isa<RankedTensorType>(input.getType()))
    return op->emitOpError() << "cannot lower an unranked or non-tensor "
                                "shaped value "
                             << input.getType();
  SmallVector<Value> tables = scaleAndZeroPointTables(rewriter, loc, params);
  return buildElementwise(
      rewriter, loc, input, tables, params.axis, resultElement,
      [&](ScalarEmitter &e, ValueRange in, ValueRange tableArgs) -> Value {
        auto [scale, zeroPoint] = scaleAndZeroPoint(e, tableArgs, params);
        return body(e, in[0], scale, zeroPoint);
      });
}

struct QuantizeCastLowering
    : public OpConversionPattern<quant::QuantizeCastOp> {
  QuantizeCastLowering(const TypeConverter &converter, MLIRContext *context,
                       const LoweringOptions &options)
      : OpConversionPattern(converter, context), options(options) {}

  LogicalResult
  matchAndRewrite(quant::QuantizeCastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<UniformParams> params =
        UniformParams::get(getElementTypeOrSelf(op.getResult().getType()));
    if (failed(params))
      return op.emitOpError() << "can only be lowered to a !quant.uniform "
                                 "type with integer storage";
    DenseElementsAttr constant;
    auto storageType = dyn_cast_or_null<RankedTensorType>(
        getTypeConverter()->convertType(op.getType()));
    if (storageType &&
        matchPattern(adaptor.getInput(), m_Constant(&constant))) {
      FailureOr<DenseElementsAttr> folded = foldQuantize(
          constant, *params, options.quantizeRounding, storageType);
      if (succeeded(folded)) {
        rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, *folded);
        return success();
      }
    }
    FailureOr<Value> result = applyElementwise(
        rewriter, op, adaptor.getInput(), *params, params->storage,
        [&](ScalarEmitter &e, Value x, Value scale, Value zeroPoint) {
          return emitQuantize(e, x, scale, zeroPoint, *params,
                              options.quantizeRounding);
        });
    if (failed(result))
      return failure();
    rewriter.replaceOp(op, *result);
    return success();
  }

  LoweringOptions options;
};

struct DequantizeCastLowering
    : public OpConversionPattern<quant::DequantizeCastOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(quant::DequantizeCastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<UniformParams> params =
        UniformParams::get(getElementTypeOrSelf(op.getInput().getType()));
    if (failed(params))
      return op.emitOpError() << "can only be lowered from a !quant.uniform "
                                 "type with integer storage";
    FailureOr<Value> result = applyElementwise(
        rewriter, op, adaptor.getInput(), *params, params->expressed,
        [&](ScalarEmitter &e, Value q, Value scale, Value zeroPoint) {
          return emitDequantize(e, q, scale, zeroPoint, *params);
        });
    if (failed(result))
      return failure();
    rewriter.replaceOp(op, *result);
    return success();
  }
};

/// `quant.scast` only reinterprets: after type conversion both sides are the
/// same storage value.
struct StorageCastLowering : public OpConversionPattern<quant::StorageCastOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(quant::StorageCastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type resultType = getTypeConverter()->convertType(op.getType());
    if (!resultType || resultType != adaptor.getInput().getType())
      return op.emitOpError() << "storage types of operand and result differ";
    rewriter.replaceOp(op, adaptor.getInput());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// quantkit.rescale
//===----------------------------------------------------------------------===//

template <typename OpTy>
struct QuantKitPattern : public OpConversionPattern<OpTy> {
  QuantKitPattern(const TypeConverter &converter, MLIRContext *context,
                  const LoweringOptions &options)
      : OpConversionPattern<OpTy>(converter, context), options(options) {}

  Rounding schemeOf(OpTy op) const {
    return op.getRoundingOr(options.rounding);
  }

  LoweringOptions options;
};

/// Per-channel zero points of `params` expanded to `channels` entries.
SmallVector<int64_t> expandZeroPoints(const UniformParams &params,
                                      size_t channels) {
  SmallVector<int64_t> result;
  for (size_t c = 0; c < channels; ++c)
    result.push_back(params.zeroPoint(c));
  return result;
}

/// `q_out = clamp(scale(q_in - zp_in, s_in / s_out) + zp_out)`, per channel
/// where either side is per-axis.
struct RescaleLowering : public QuantKitPattern<RescaleOp> {
  using QuantKitPattern::QuantKitPattern;

  LogicalResult
  matchAndRewrite(RescaleOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<UniformParams> in =
        UniformParams::get(getElementTypeOrSelf(op.getInput().getType()));
    FailureOr<UniformParams> out =
        UniformParams::get(getElementTypeOrSelf(op.getOutput().getType()));
    if (failed(in) || failed(out))
      return op.emitOpError() << "needs integer storage on both sides";
    if (in->isPerAxis() && out->isPerAxis() && in->axis != out->axis)
      return op.emitOpError() << "cannot rescale between different axes";
    std::optional<int64_t> axis = in->isPerAxis() ? in->axis : out->axis;
    size_t channels = std::max(in->scales.size(), out->scales.size());
    if (in->isPerAxis() && out->isPerAxis() &&
        in->scales.size() != out->scales.size())
      return op.emitOpError() << "per-axis sides have different channel "
                                 "counts";
    SmallVector<double> multipliers;
    for (size_t c = 0; c < channels; ++c)
      multipliers.push_back(in->scale(c) / out->scale(c));
    unsigned accWidth = in->width() > 16 ? 64 : 32;
    Rounding scheme = schemeOf(op);
    FailureOr<Requantization> requant =
        Requantization::get(op, multipliers, scheme, accWidth);
    if (failed(requant))
      return failure();
    Location loc = op.getLoc();
    bool perChannel = channels > 1;

    auto body = [&](ScalarEmitter &e, Value q, ValueRange tables) -> Value {
      Type i64 = e.builder().getI64Type();
      Value zpIn = perChannel ? tables[0] : e.constant(i64, in->zeroPoint());
      Value zpOut = perChannel ? tables[1] : e.constant(i64, out->zeroPoint());
      Value centered = arith::SubIOp::create(
          e.builder(), e.castInt(q, 64, in->isSigned), zpIn);
      Value acc = e.castInt(centered, accWidth);
      // Per-tensor parameters come without tables (a scalar rescale passes
      // none at all): only per-channel ones have multipliers after the two
      // zero-point tables.
      ValueRange multiplierTables =
          perChannel ? tables.drop_front(2) : ValueRange();
      Value scaled =
          e.scale(scheme, acc, requant->operands(e, multiplierTables));
      Value shifted = arith::AddIOp::create(e.builder(), scaled, zpOut);
      return e.castInt(e.clamp(shifted, out->storageMin, out->storageMax),
                       out->width());
    };

    Value input = adaptor.getInput();
    if (!isa<ShapedType>(input.getType())) {
      ImplicitLocOpBuilder b(loc, rewriter);
      ScalarEmitter e(b);
      rewriter.replaceOp(op, body(e, input, {}));
      return success();
    }
    if (!isa<RankedTensorType>(input.getType()))
      return op.emitOpError() << "cannot lower an unranked tensor";
    SmallVector<Value> tables;
    if (perChannel) {
      tables.push_back(
          constantTable(rewriter, loc, expandZeroPoints(*in, channels),
                        rewriter.getI64Type()));
      tables.push_back(
          constantTable(rewriter, loc, expandZeroPoints(*out, channels),
                        rewriter.getI64Type()));
      llvm::append_range(tables, requant->tables(rewriter, loc));
    }
    Value result = buildElementwise(
        rewriter, loc, input, tables, axis, out->storage,
        [&](ScalarEmitter &e, ValueRange in, ValueRange tableArgs) {
          return body(e, in[0], tableArgs);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// quantkit.add, quantkit.mul
//===----------------------------------------------------------------------===//

struct BinaryParams {
  UniformParams lhs, rhs, out;
};

FailureOr<BinaryParams> getBinaryParams(Operation *op) {
  auto get = [](Value value) {
    return UniformParams::get(getElementTypeOrSelf(value.getType()));
  };
  FailureOr<UniformParams> lhs = get(op->getOperand(0));
  FailureOr<UniformParams> rhs = get(op->getOperand(1));
  FailureOr<UniformParams> out = get(op->getResult(0));
  if (failed(lhs) || failed(rhs) || failed(out) || lhs->isPerAxis() ||
      rhs->isPerAxis() || out->isPerAxis())
    return op->emitOpError() << "needs per-tensor !quant.uniform operands "
                                "with integer storage";
  if (lhs->width() > 16 || rhs->width() > 16)
    return op->emitOpError() << "supports operand storage of at most 16 bits";
  return BinaryParams{*lhs, *rhs, *out};
}

/// Sum of two quantized values.
///   gemmlowp, single_round, double_round (TFLite reference Add, and the
///   TOSA legalization of the same computation): L = 20 (15 where the result
///   storage is wider than 8 bits), S = 2 * max(s_l, s_r);
///     y_i = R((q_i - zp_i) * 2^L, s_i / S)
///     out = R(y_l + y_r, S / (2^L * s_out))
///   where R is the scheme's fixed-point multiply by a real multiplier.
///   float_rne (StableHLO's integer lowering): M_i = f32(s_i / s_out);
///     out = rne(f32(q_l - zp_l) * M_l) + rne(f32(q_r - zp_r) * M_r).
///   Then `clamp(out + zp_out)`.
struct AddLowering : public QuantKitPattern<AddOp> {
  using QuantKitPattern::QuantKitPattern;

  LogicalResult
  matchAndRewrite(AddOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<BinaryParams> params = getBinaryParams(op);
    if (failed(params))
      return failure();
    const UniformParams &l = params->lhs, &r = params->rhs, &o = params->out;
    Rounding scheme = schemeOf(op);
    bool floatScheme = scheme == Rounding::float_rne;
    int left = o.width() > 8 ? 15 : 20;
    double twiceMax = 2.0 * std::max(l.scale(), r.scale());
    // The shifted inputs need i64 where 2^L * |q - zp| can reach 2^31.
    __int128 shiftedBound =
        (__int128)std::max(l.maxAbsCentered(), r.maxAbsCentered()) << left;
    unsigned width = shiftedBound <= INT32_MAX ? 32 : 64;
    auto multiplier = [&](double value) {
      return Requantization::get(op, {value}, scheme, width);
    };
    FailureOr<Requantization> lhsScale =
        multiplier(floatScheme ? l.scale() / o.scale() : l.scale() / twiceMax);
    FailureOr<Requantization> rhsScale =
        multiplier(floatScheme ? r.scale() / o.scale() : r.scale() / twiceMax);
    if (failed(lhsScale) || failed(rhsScale))
      return failure();
    // float_rne rounds each term on its own and has no output multiplier.
    // The other schemes scale y_l + y_r. Each |y_i| is at most half the
    // shifted bound plus one (s_i / S <= 1/2), so where shiftedBound + 2
    // fits in i32 the sum does too, and is scaled as an i32 (64-bit
    // arithmetic, as TFLite's reference Add holds it) instead of an i64
    // (128-bit arithmetic): the same integers, far fewer instructions.
    bool narrowSum = shiftedBound + 2 <= INT32_MAX;
    FailureOr<Requantization> outScale = Requantization();
    if (!floatScheme)
      outScale = Requantization::get(
          op, {twiceMax / (double(1 << left) * o.scale())}, scheme, 64);
    if (failed(outScale))
      return failure();

    Value result = buildElementwise(
        rewriter, op.getLoc(), {adaptor.getLhs(), adaptor.getRhs()}, {},
        std::nullopt, o.storage,
        [&](ScalarEmitter &e, ValueRange in, ValueRange) -> Value {
          ImplicitLocOpBuilder &b = e.builder();
          Type t = b.getIntegerType(width);
          auto centered = [&](Value q, const UniformParams &p) -> Value {
            return arith::SubIOp::create(b, e.castInt(q, width, p.isSigned),
                                         e.constant(t, p.zeroPoint()));
          };
          Value cl = centered(in[0], l), cr = centered(in[1], r);
          Value scaled;
          if (floatScheme) {
            // Each term is rounded on its own, then the two are added.
            scaled = arith::AddIOp::create(
                b, e.scale(scheme, cl, lhsScale->operands(e, {})),
                e.scale(scheme, cr, rhsScale->operands(e, {})));
          } else {
            Value shift = e.constant(t, left);
            Value yl = e.scale(scheme, arith::ShLIOp::create(b, cl, shift),
                               lhsScale->operands(e, {}));
            Value yr = e.scale(scheme, arith::ShLIOp::create(b, cr, shift),
                               rhsScale->operands(e, {}));
            ScaleOperands out = outScale->operands(e, {});
            Value sum = arith::AddIOp::create(b, yl, yr);
            // The 64-bit scaling of an i32 needs the exponent the 32-bit
            // rules allow (-31 or more; TOSA's shift 31 - e stays < 64).
            if (narrowSum && out.maxExponent >= -31)
              sum = e.castInt(sum, 32);
            scaled = e.scale(scheme, sum, out);
          }
          return e.toStorage(scaled, o.zeroPoint(), o.storageMin,
                             o.storageMax, o.storage);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// Product of two quantized values:
///   acc = (q_l - zp_l) * (q_r - zp_r) (exact in i32 for <= 16-bit operands
///   when it fits, else i64); out = clamp(scale(acc, s_l * s_r / s_out) +
///   zp_out) under the op's scheme (TFLite reference Mul for gemmlowp).
struct MulLowering : public QuantKitPattern<MulOp> {
  using QuantKitPattern::QuantKitPattern;

  LogicalResult
  matchAndRewrite(MulOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<BinaryParams> params = getBinaryParams(op);
    if (failed(params))
      return failure();
    const UniformParams &l = params->lhs, &r = params->rhs, &o = params->out;
    Rounding scheme = schemeOf(op);
    // The exact product needs 2 * 17 bits at most; 32 suffice up to 15 bits.
    __int128 bound =
        (__int128)l.maxAbsCentered() * (__int128)r.maxAbsCentered();
    unsigned accWidth = bound <= INT32_MAX ? 32 : 64;
    FailureOr<Requantization> requant = Requantization::get(
        op, {l.scale() * r.scale() / o.scale()}, scheme, accWidth);
    if (failed(requant))
      return failure();
    Value result = buildElementwise(
        rewriter, op.getLoc(), {adaptor.getLhs(), adaptor.getRhs()}, {},
        std::nullopt, o.storage,
        [&](ScalarEmitter &e, ValueRange in, ValueRange) -> Value {
          ImplicitLocOpBuilder &b = e.builder();
          Type acc = b.getIntegerType(accWidth);
          auto centered = [&](Value q, const UniformParams &p) -> Value {
            return arith::SubIOp::create(b, e.castInt(q, accWidth, p.isSigned),
                                         e.constant(acc, p.zeroPoint()));
          };
          Value product =
              arith::MulIOp::create(b, centered(in[0], l), centered(in[1], r));
          Value scaled = e.scale(scheme, product, requant->operands(e, {}));
          return e.toStorage(scaled, o.zeroPoint(), o.storageMin,
                             o.storageMax, o.storage);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// quantkit.logistic, quantkit.tanh, quantkit.hard_swish, quantkit.gelu
//===----------------------------------------------------------------------===//

/// A table look-up: the op's table (ActivationTables.h), evaluated at
/// compile time, becomes a constant of the result's storage type, and each
/// stored input `q` reads entry `q - lowest` (its bit pattern, sign- or
/// zero-extended as the input storage is signed or not, moved to start at
/// 0). No float arithmetic runs.
template <typename OpTy>
struct TableLowering : public QuantKitPattern<OpTy> {
  using QuantKitPattern<OpTy>::QuantKitPattern;

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<SmallVector<int64_t>> table = evaluateActivationTable(op);
    if (failed(table))
      return failure();
    UniformParams in =
        *UniformParams::get(getElementTypeOrSelf(op.getInput().getType()));
    UniformParams out =
        *UniformParams::get(getElementTypeOrSelf(op.getResult().getType()));
    Location loc = op.getLoc();
    Value constant = constantTable(rewriter, loc, *table, out.storage);
    int64_t lowest = lowestStorageValue(in);
    Value result = buildElementwise(
        rewriter, loc, {adaptor.getInput()}, {}, std::nullopt, out.storage,
        [&](ScalarEmitter &e, ValueRange inputs, ValueRange) -> Value {
          ImplicitLocOpBuilder &b = e.builder();
          Type index = b.getIndexType();
          Value position =
              in.isSigned
                  ? Value(arith::IndexCastOp::create(b, index, inputs[0]))
                  : Value(arith::IndexCastUIOp::create(b, index, inputs[0]));
          position = arith::SubIOp::create(
              b, position, arith::ConstantIndexOp::create(b, lowest));
          return tensor::ExtractOp::create(b, constant, position);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// quantkit.softmax
//===----------------------------------------------------------------------===//

/// `n / d` rounded down, for 0 < d and 0 <= n < 2^62 whose quotient is
/// below 2^40, given `reciprocal`, 1 / d in double made slightly smaller
/// (softmaxReciprocal). The double product of n and it is below n / d and
/// above n / d - 1 (see softmaxReciprocal), so its integer part is the
/// quotient or one less, and the exact remainder tells which. Unlike `divui`
/// (scalar on x86), it vectorizes.
Value exactQuotient(ImplicitLocOpBuilder &b, Value n, Value d,
                    Value reciprocal) {
  Type i64 = b.getI64Type(), f64 = b.getF64Type();
  Value estimate = arith::FPToUIOp::create(
      b, i64,
      arith::MulFOp::create(b, arith::UIToFPOp::create(b, f64, n), reciprocal));
  Value remainder =
      arith::SubIOp::create(b, n, arith::MulIOp::create(b, estimate, d));
  Value isShort =
      arith::CmpIOp::create(b, arith::CmpIPredicate::uge, remainder, d);
  return arith::SelectOp::create(
      b, isShort,
      arith::AddIOp::create(b, estimate,
                            arith::ConstantIntOp::create(b, i64, 1)),
      estimate);
}

/// `(1 / d) * (1 - 2^-49)` in double, for the integer `d` (i64, 0 < d <
/// 2^53). With u = 2^-53 the unit roundoff, it lies in
/// [(1 / d)(1 - u)^2 (1 - 2^-49), (1 / d)(1 + u)^2 (1 - 2^-49)], and the
/// rounded product of it and a rounded n then in
/// [(n / d)(1 - 12u), (n / d)(1 - 2u)]: strictly below n / d, and above
/// n / d - 1 for quotients below 2^49.
Value softmaxReciprocal(ImplicitLocOpBuilder &b, Value d) {
  Type f64 = b.getF64Type();
  Value exact = arith::DivFOp::create(
      b, arith::ConstantOp::create(b, f64, b.getF64FloatAttr(1.0)),
      arith::UIToFPOp::create(b, f64, d));
  return arith::MulFOp::create(
      b, exact,
      arith::ConstantOp::create(b, f64,
                                b.getF64FloatAttr(1.0 - std::ldexp(1.0, -49))));
}

/// Five generics over the stored integers: each row's largest value `M`
/// (a reduction along the axis), every element's `E(M - q)` read from the
/// op's table of exponentials (softmaxExponentials, i32 entries up to
/// 2^24; an i32 tensor the size of the input, so that the look-up runs
/// once per element, on vectors), the row's sum `S` of them (i64), the
/// row's `1 / (2 * S)` in double (softmaxReciprocal), and
/// `zp + (E * 2^(m + 1) + S) / (2 * S)` per element (exactQuotient: both
/// are positive), clamped. The exponentials come from the table and the
/// quotient is exact: doubles only estimate it.
struct SoftmaxLowering : public QuantKitPattern<SoftmaxOp> {
  using QuantKitPattern::QuantKitPattern;

  LogicalResult
  matchAndRewrite(SoftmaxOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    UniformParams in =
        *UniformParams::get(getElementTypeOrSelf(op.getInput().getType()));
    UniformParams out =
        *UniformParams::get(getElementTypeOrSelf(op.getResult().getType()));
    unsigned shift = *SoftmaxOp::getOutputShift(op.getResult().getType());
    Location loc = op.getLoc();
    MLIRContext *context = rewriter.getContext();
    Value input = adaptor.getInput();
    auto inputType = cast<RankedTensorType>(input.getType());
    int64_t rank = inputType.getRank();
    unsigned axis = static_cast<unsigned>(op.getAxis());

    SmallVector<int64_t> table =
        softmaxExponentials(op.getBeta().convertToDouble() * in.scale(),
                            in.storageMax - in.storageMin);
    Value exponentials =
        constantTable(rewriter, loc, table, rewriter.getI32Type());
    int64_t lastEntry = static_cast<int64_t>(table.size()) - 1;

    // Row values: the input's shape without the axis.
    SmallVector<int64_t> rowShape;
    SmallVector<Value> rowSizes;
    SmallVector<AffineExpr> rowDims;
    for (int64_t dim = 0; dim < rank; ++dim) {
      if (dim == axis)
        continue;
      rowShape.push_back(inputType.getDimSize(dim));
      rowDims.push_back(getAffineDimExpr(dim, context));
      if (inputType.isDynamicDim(dim))
        rowSizes.push_back(tensor::DimOp::create(rewriter, loc, input, dim));
    }
    AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, context);
    AffineMap row = AffineMap::get(rank, 0, rowDims, context);
    auto filledRow = [&](Type element, int64_t value) -> Value {
      Value empty =
          tensor::EmptyOp::create(rewriter, loc, rowShape, element, rowSizes);
      Value init = arith::ConstantOp::create(
          rewriter, loc, element, rewriter.getIntegerAttr(element, value));
      return linalg::FillOp::create(rewriter, loc, init, empty).getResult(0);
    };
    SmallVector<utils::IteratorType> reduction(rank,
                                               utils::IteratorType::parallel);
    reduction[axis] = utils::IteratorType::reduction;
    SmallVector<utils::IteratorType> parallel(rank,
                                              utils::IteratorType::parallel);

    // E(M - q) as i64, for M and q stored values. M - q lies in [0, 2^16)
    // (softmax_c2: at most 16 bits), so 16-bit arithmetic wraps to it
    // exactly, and the position is an unsigned 16-bit value: a table
    // look-up quantkit-vectorize-elementwise widens.
    Type i16 = rewriter.getI16Type();
    auto exponential = [&](ScalarEmitter &e, Value q, Value max) -> Value {
      ImplicitLocOpBuilder &b = e.builder();
      Value difference = arith::SubIOp::create(
          b, e.castInt(max, 16, in.isSigned), e.castInt(q, 16, in.isSigned));
      Value last = arith::ConstantOp::create(
          b, i16, b.getIntegerAttr(i16, APInt(16, lastEntry)));
      difference = arith::MinUIOp::create(b, difference, last);
      Value position =
          arith::IndexCastUIOp::create(b, b.getIndexType(), difference);
      return e.castInt(tensor::ExtractOp::create(b, exponentials, position),
                       64);
    };

    auto generic = [&](ValueRange inputs, Value init, ArrayRef<AffineMap> maps,
                       ArrayRef<utils::IteratorType> iterators,
                       function_ref<Value(ScalarEmitter &, ValueRange)> body) {
      return linalg::GenericOp::create(
                 rewriter, loc, TypeRange{init.getType()}, inputs,
                 ValueRange{init}, maps, iterators,
                 [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
                   ImplicitLocOpBuilder b(nestedLoc, nested);
                   ScalarEmitter e(b);
                   linalg::YieldOp::create(b, body(e, args));
                 })
          .getResult(0);
    };

    Value maxima =
        generic(input, filledRow(in.storage, in.storageMin), {identity, row},
                reduction, [&](ScalarEmitter &e, ValueRange args) -> Value {
                  ImplicitLocOpBuilder &b = e.builder();
                  if (in.isSigned)
                    return arith::MaxSIOp::create(b, args[0], args[1]);
                  return arith::MaxUIOp::create(b, args[0], args[1]);
                });
    // E(M - q) once per element (a parallel generic, widened to vectors),
    // then summed and read again by the quotient.
    Value exponentialsOfInput =
        generic(ValueRange{input, maxima},
                emptyLike(rewriter, loc, input, rewriter.getI32Type()),
                {identity, row, identity}, parallel,
                [&](ScalarEmitter &e, ValueRange args) -> Value {
                  return e.castInt(exponential(e, args[0], args[1]), 32);
                });
    Value sums = generic(exponentialsOfInput,
                         filledRow(rewriter.getI64Type(), 0), {identity, row},
                         reduction, [&](ScalarEmitter &e, ValueRange args) {
                           return Value(arith::AddIOp::create(
                               e.builder(), args[1],
                               e.castInt(args[0], 64, /*isSigned=*/false)));
                         });
    AffineMap rowIdentity =
        AffineMap::getMultiDimIdentityMap(rank - 1, context);
    Value reciprocals =
        generic(sums,
                tensor::EmptyOp::create(rewriter, loc, rowShape,
                                        rewriter.getF64Type(), rowSizes),
                {rowIdentity, rowIdentity},
                SmallVector<utils::IteratorType>(rank - 1,
                                                 utils::IteratorType::parallel),
                [&](ScalarEmitter &e, ValueRange args) -> Value {
                  ImplicitLocOpBuilder &b = e.builder();
                  return softmaxReciprocal(
                      b, arith::ShLIOp::create(b, args[0],
                                               e.constant(b.getI64Type(), 1)));
                });
    Value result = generic(
        ValueRange{exponentialsOfInput, sums, reciprocals},
        emptyLike(rewriter, loc, input, out.storage),
        {identity, row, row, identity}, parallel,
        [&](ScalarEmitter &e, ValueRange args) -> Value {
          ImplicitLocOpBuilder &b = e.builder();
          Type i64 = b.getI64Type();
          Value numerator = arith::AddIOp::create(
              b,
              arith::ShLIOp::create(b, e.castInt(args[0], 64, false),
                                    e.constant(i64, shift + 1)),
              args[1]);
          Value denominator =
              arith::ShLIOp::create(b, args[1], e.constant(i64, 1));
          Value quotient = exactQuotient(b, numerator, denominator, args[2]);
          Value stored = arith::AddIOp::create(
              b, quotient, e.constant(i64, out.zeroPoint()));
          return e.castInt(e.clamp(stored, out.storageMin, out.storageMax),
                           out.width());
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// quantkit.max_pool2d, quantkit.avg_pool2d
//===----------------------------------------------------------------------===//

/// Pads an NHWC tensor spatially with `value` (a storage integer).
Value padSpatial(OpBuilder &b, Location loc, Value input,
                 ArrayRef<int64_t> padding, int64_t value) {
  auto type = cast<RankedTensorType>(input.getType());
  return padSpatialWith(b, loc, input, padding,
                        b.getIntegerAttr(type.getElementType(), value));
}

} // namespace

Value mlir::quantkit::padSpatialWith(OpBuilder &b, Location loc, Value input,
                                     ArrayRef<int64_t> padding,
                                     TypedAttr value) {
  if (llvm::all_of(padding, [](int64_t p) { return p == 0; }))
    return input;
  auto type = cast<RankedTensorType>(input.getType());
  SmallVector<OpFoldResult> low = {b.getIndexAttr(0), b.getIndexAttr(padding[0]),
                                   b.getIndexAttr(padding[2]),
                                   b.getIndexAttr(0)};
  SmallVector<OpFoldResult> high = {b.getIndexAttr(0),
                                    b.getIndexAttr(padding[1]),
                                    b.getIndexAttr(padding[3]),
                                    b.getIndexAttr(0)};
  (void)type;
  Value padValue = arith::ConstantOp::create(b, loc, value);
  return tensor::PadOp::create(b, loc, Type(), input, low, high, padValue);
}

namespace {

DenseIntElementsAttr i64Vector(OpBuilder &b, ArrayRef<int64_t> values) {
  return b.getI64TensorAttr(values);
}

/// The result tensor of a pooling op as an empty tensor of `element`.
Value emptyPoolResult(OpBuilder &b, Location loc, Value input,
                      RankedTensorType resultType, Type element) {
  SmallVector<Value> dynamic;
  for (int64_t dim = 0; dim < resultType.getRank(); ++dim)
    if (resultType.isDynamicDim(dim))
      dynamic.push_back(tensor::DimOp::create(b, loc, input, dim));
  return tensor::EmptyOp::create(b, loc, resultType.getShape(), element,
                                 dynamic);
}

/// Max over each window of the stored integers (input and output share
/// their parameters); padding uses the storage minimum, so it never wins.
struct MaxPoolLowering : public QuantKitPattern<MaxPool2DOp> {
  using QuantKitPattern::QuantKitPattern;

  LogicalResult
  matchAndRewrite(MaxPool2DOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<UniformParams> params = UniformParams::get(
        getElementTypeOrSelf(op.getInput().getType()));
    if (failed(params))
      return op.emitOpError() << "needs integer storage";
    Location loc = op.getLoc();
    auto resultType = cast<RankedTensorType>(
        getTypeConverter()->convertType(op.getResult().getType()));
    Value padded = padSpatial(rewriter, loc, adaptor.getInput(),
                              op.getPaddingOrDefault(), params->storageMin);
    Value init = emptyPoolResult(rewriter, loc, padded, resultType,
                                 params->storage);
    Value minimum = arith::ConstantOp::create(
        rewriter, loc, params->storage,
        rewriter.getIntegerAttr(params->storage, params->storageMin));
    init = linalg::FillOp::create(rewriter, loc, minimum, init).getResult(0);
    ArrayRef<int64_t> kernel = op.getKernel();
    Value window = tensor::EmptyOp::create(rewriter, loc, kernel,
                                           params->storage);
    auto strides = i64Vector(rewriter, op.getStridesOrDefault());
    auto dilations = i64Vector(rewriter, {1, 1});
    Value result;
    if (params->isSigned)
      result = linalg::PoolingNhwcMaxOp::create(
                   rewriter, loc, TypeRange{resultType},
                   ValueRange{padded, window}, ValueRange{init}, strides,
                   dilations)
                   .getResult(0);
    else
      result = linalg::PoolingNhwcMaxUnsignedOp::create(
                   rewriter, loc, TypeRange{resultType},
                   ValueRange{padded, window}, ValueRange{init}, strides,
                   dilations)
                   .getResult(0);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// Average over each window, counting only positions inside the input:
///   acc = sum over valid positions of (q - zp); n = number of them.
///   gemmlowp (TFLite reference AveragePool): s = acc + n * zp (the sum of
///     stored values); out = s > 0 ? (s + n/2) / n : (s - n/2) / n with C
///     division; then clamp.
///   single_round, double_round (TOSA AVG_POOL2D): (m, shift) =
///     reciprocal_scale(n); out = apply_scale_32(acc, m, shift, single
///     rounding) + zp; then clamp.
///   float_rne: out = rne(acc / n) + zp, the quotient exact (integer
///     division, ties to even); then clamp.
struct AvgPoolLowering : public QuantKitPattern<AvgPool2DOp> {
  using QuantKitPattern::QuantKitPattern;

  LogicalResult
  matchAndRewrite(AvgPool2DOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<UniformParams> params = UniformParams::get(
        getElementTypeOrSelf(op.getInput().getType()));
    if (failed(params))
      return op.emitOpError() << "needs integer storage";
    const UniformParams &p = *params;
    Rounding scheme = schemeOf(op);
    Location loc = op.getLoc();
    MLIRContext *context = rewriter.getContext();
    auto resultType = cast<RankedTensorType>(
        getTypeConverter()->convertType(op.getResult().getType()));
    ArrayRef<int64_t> kernel = op.getKernel();
    SmallVector<int64_t, 2> strides = op.getStridesOrDefault();
    SmallVector<int64_t, 4> padding = op.getPaddingOrDefault();
    Value input = adaptor.getInput();
    Value padded = padSpatial(rewriter, loc, input, padding, p.zeroPoint());

    // Window sums of the centered values q - zp (padding holds the zero
    // point, so it adds 0), in i32 where |q - zp| * KH * KW provably fits,
    // else i64. The sum of q - zp, not of q, is what every scheme divides:
    // with zp = 32767 and q = -32768 the stored values fit i32 summed but
    // their centered sum does not.
    int64_t windowSize = kernel[0] * kernel[1];
    __int128 sumBound = (__int128)windowSize * p.maxAbsCentered();
    if (sumBound > INT64_MAX)
      return op.emitOpError() << "window of " << windowSize
                              << " positions is too large for a 64-bit sum";
    unsigned sumWidth = sumBound <= INT32_MAX ? 32 : 64;
    Type sumType = rewriter.getIntegerType(sumWidth);
    Value zero = arith::ConstantOp::create(rewriter, loc, sumType,
                                           rewriter.getIntegerAttr(sumType, 0));
    Value init = emptyPoolResult(rewriter, loc, input, resultType, sumType);
    init = linalg::FillOp::create(rewriter, loc, zero, init).getResult(0);
    // (n, ho, wo, c, kh, kw)
    AffineExpr n, ho, wo, c, kh, kw;
    bindDims(context, n, ho, wo, c, kh, kw);
    SmallVector<AffineMap> maps = {
        AffineMap::get(6, 0,
                       {n, ho * strides[0] + kh, wo * strides[1] + kw, c},
                       context),
        AffineMap::get(6, 0, {n, ho, wo, c}, context)};
    SmallVector<utils::IteratorType> iterators(4,
                                               utils::IteratorType::parallel);
    iterators.append(2, utils::IteratorType::reduction);
    // The kernel extent reaches the generic through a dummy [KH, KW] input.
    Value window = tensor::EmptyOp::create(rewriter, loc, kernel,
                                           rewriter.getI8Type());
    maps.insert(maps.begin() + 1, AffineMap::get(6, 0, {kh, kw}, context));
    Value sums =
        linalg::GenericOp::create(
            rewriter, loc, TypeRange{init.getType()},
            ValueRange{padded, window}, ValueRange{init}, maps, iterators,
            [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
              ImplicitLocOpBuilder b(nestedLoc, nested);
              ScalarEmitter e(b);
              Value value = arith::SubIOp::create(
                  b, e.castInt(args[0], sumWidth, p.isSigned),
                  e.constant(b.getIntegerType(sumWidth), p.zeroPoint()));
              linalg::YieldOp::create(
                  b, ValueRange{arith::AddIOp::create(b, args[2], value)});
            })
            .getResult(0);

    Value height = tensor::DimOp::create(rewriter, loc, input, 1);
    Value width = tensor::DimOp::create(rewriter, loc, input, 2);
    Value result = buildElementwise(
        rewriter, loc, sums, {}, std::nullopt, p.storage,
        [&](ScalarEmitter &e, ValueRange in, ValueRange) -> Value {
          ImplicitLocOpBuilder &b = e.builder();
          Type i64 = b.getI64Type();
          // Valid rows: [max(ho*sh - pt, 0), min(ho*sh - pt + KH, H)).
          auto validCount = [&](unsigned dim, int64_t stride, int64_t pad,
                                int64_t size, Value extent) -> Value {
            Value index = arith::IndexCastOp::create(
                b, i64, linalg::IndexOp::create(b, dim));
            Value start = arith::SubIOp::create(
                b, arith::MulIOp::create(b, index, e.constant(i64, stride)),
                e.constant(i64, pad));
            Value end = arith::AddIOp::create(b, start, e.constant(i64, size));
            Value limit = arith::IndexCastOp::create(b, i64, extent);
            Value lo = arith::MaxSIOp::create(b, start, e.constant(i64, 0));
            Value hi = arith::MinSIOp::create(b, end, limit);
            return arith::SubIOp::create(b, hi, lo);
          };
          Value count = arith::MulIOp::create(
              b, validCount(1, strides[0], padding[0], kernel[0], height),
              validCount(2, strides[1], padding[2], kernel[1], width));
          // Padding holds the zero point, so in[0] is sum(q - zp) over the
          // valid positions.
          Value averaged = emitAverage(e, scheme, in[0], count, p.zeroPoint());
          return e.castInt(e.clamp(averaged, p.storageMin, p.storageMax),
                           p.width());
        });
    rewriter.replaceOp(op, result);
    return success();
  }

  /// The rounded average plus the zero point, as i64 (see the struct doc).
  static Value emitAverage(ScalarEmitter &e, Rounding scheme, Value acc,
                           Value count, int64_t zeroPoint) {
    ImplicitLocOpBuilder &b = e.builder();
    Type i64 = b.getI64Type();
    Value zp = e.constant(i64, zeroPoint);
    count = e.castInt(count, 64);
    switch (scheme) {
    case Rounding::gemmlowp: {
      acc = e.castInt(acc, 64);
      Value sum = arith::AddIOp::create(b, acc,
                                        arith::MulIOp::create(b, count, zp));
      Value half = arith::DivSIOp::create(b, count, e.constant(i64, 2));
      Value positive = arith::CmpIOp::create(b, arith::CmpIPredicate::sgt,
                                             sum, e.constant(i64, 0));
      Value biased = arith::SelectOp::create(
          b, positive, arith::AddIOp::create(b, sum, half),
          arith::SubIOp::create(b, sum, half));
      return arith::DivSIOp::create(b, biased, count);
    }
    case Rounding::single_round:
    case Rounding::double_round: {
      // reciprocal_scale(n): k = 32 - clz(n - 1) (as a 32-bit value);
      // m = (((1 << 30) + 1) << k) / n; shift = 30 + k.
      Type i32 = b.getI32Type();
      Value n32 = e.castInt(count, 32);
      Value leading = math::CountLeadingZerosOp::create(
          b, arith::SubIOp::create(b, n32, e.constant(i32, 1)));
      Value k = e.castInt(
          arith::SubIOp::create(b, e.constant(i32, 32), leading), 64);
      Value numerator =
          arith::ShLIOp::create(b, e.constant(i64, (1LL << 30) + 1), k);
      Value multiplier = arith::DivSIOp::create(b, numerator, count);
      Value shift = arith::AddIOp::create(b, e.constant(i64, 30), k);
      // apply_scale_32(acc, m, shift): single rounding, as TOSA specifies
      // for AVG_POOL2D whatever the rescale mode. exponent = 31 - shift.
      // The sum keeps its width: an i64 sum is scaled with 128-bit
      // intermediates, never truncated to i32.
      Value exponent = arith::SubIOp::create(b, e.constant(i64, 31), shift);
      Value scaled =
          e.scale(Rounding::single_round, acc, {multiplier, exponent, Value()});
      return arith::AddIOp::create(b, scaled, zp);
    }
    case Rounding::float_rne: {
      // S / n rounded half to even, exactly, in integers: f32(S) / f32(n)
      // rounds S beyond 2^24 and can round a quotient just below a tie onto
      // it (16-bit means, windows of more than ~128 positions).
      acc = e.castInt(acc, 64);
      Value one = e.constant(i64, 1), zero = e.constant(i64, 0);
      Value quotient = arith::DivSIOp::create(b, acc, count);
      Value remainder = arith::RemSIOp::create(b, acc, count);
      // Truncating division to floor division: remainder in [0, n).
      Value negative =
          arith::CmpIOp::create(b, arith::CmpIPredicate::slt, remainder, zero);
      quotient = arith::SubIOp::create(
          b, quotient, arith::SelectOp::create(b, negative, one, zero));
      remainder = arith::AddIOp::create(
          b, remainder, arith::SelectOp::create(b, negative, count, zero));
      Value twice = arith::ShLIOp::create(b, remainder, one);
      Value above =
          arith::CmpIOp::create(b, arith::CmpIPredicate::sgt, twice, count);
      Value tie =
          arith::CmpIOp::create(b, arith::CmpIPredicate::eq, twice, count);
      Value odd =
          arith::CmpIOp::create(b, arith::CmpIPredicate::ne,
                                arith::AndIOp::create(b, quotient, one), zero);
      Value roundUp =
          arith::OrIOp::create(b, above, arith::AndIOp::create(b, tie, odd));
      Value rounded = arith::AddIOp::create(
          b, quotient, arith::SelectOp::create(b, roundUp, one, zero));
      return arith::AddIOp::create(b, rounded, zp);
    }
    }
    llvm_unreachable("unknown rounding scheme");
  }
};

/// The source positions and integer weights of one axis of a resize, per
/// output position (TOSA RESIZE's coordinates, dialect/Reference.md): with
/// `Y = o * d + offset`, `i = floor(Y / n)`, `f = Y - i * n`, bilinear reads
/// `clamp(i)` with weight `n - f` and `clamp(i + 1)` with weight `f`;
/// nearest reads `clamp(i + (2 f >= n))` alone (`lo`; no weights).
struct ResizeAxis {
  SmallVector<int64_t> lo, hi, weightLo, weightHi;
};

ResizeAxis resizeAxis(ResizeMode mode, int64_t inSize, int64_t outSize,
                      int64_t n, int64_t d, int64_t offset) {
  ResizeAxis axis;
  auto clampIndex = [&](int64_t i) {
    return std::clamp<int64_t>(i, 0, inSize - 1);
  };
  for (int64_t o = 0; o < outSize; ++o) {
    int64_t coordinate = o * d + offset;
    int64_t i = llvm::divideFloorSigned(coordinate, n);
    int64_t fraction = coordinate - i * n;
    if (mode == ResizeMode::nearest) {
      axis.lo.push_back(clampIndex(i + (2 * fraction >= n ? 1 : 0)));
      continue;
    }
    axis.lo.push_back(clampIndex(i));
    axis.hi.push_back(clampIndex(i + 1));
    axis.weightLo.push_back(n - fraction);
    axis.weightHi.push_back(fraction);
  }
  return axis;
}

/// `quantkit.resize` as one generic over the output that reads the input at
/// compile-time tables of source rows and columns:
///   nearest: acc = q[n, row[y], col[x], c] - zp_in;
///   bilinear: acc = sum over a, b in {0, 1} of
///     (q[n, row_a[y], col_b[x], c] - zp_in) * wy_a[y] * wx_b[x];
/// then out = clamp(scale(acc, M) + zp_out) as quantkit.rescale, with
/// M = s_in / s_out (nearest) or s_in / (s_out * ny * nx) (bilinear). A
/// nearest resize between equal parameters copies the stored values.
struct ResizeLowering : public QuantKitPattern<ResizeOp> {
  using QuantKitPattern::QuantKitPattern;

  LogicalResult
  matchAndRewrite(ResizeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<UniformParams> in =
        UniformParams::get(getElementTypeOrSelf(op.getInput().getType()));
    FailureOr<UniformParams> out =
        UniformParams::get(getElementTypeOrSelf(op.getResult().getType()));
    if (failed(in) || failed(out))
      return op.emitOpError() << "needs integer storage";
    Location loc = op.getLoc();
    MLIRContext *context = rewriter.getContext();
    bool bilinear = op.getMode() == ResizeMode::bilinear;
    ArrayRef<int64_t> scale = op.getScale();
    auto inputType = cast<RankedTensorType>(op.getInput().getType());
    auto resultType = cast<RankedTensorType>(
        getTypeConverter()->convertType(op.getResult().getType()));
    // One table entry per output row and column, computed here.
    constexpr int64_t kMaxTable = int64_t(1) << 24;
    for (int64_t dim : {1, 2})
      if (resultType.getDimSize(dim) > kMaxTable)
        return op.emitOpError()
               << "output " << (dim == 1 ? "height" : "width") << " of "
               << resultType.getDimSize(dim) << " is more than the "
               << kMaxTable << " the lowering tabulates";
    ResizeAxis rows = resizeAxis(op.getMode(), inputType.getDimSize(1),
                                 resultType.getDimSize(1), scale[0], scale[1],
                                 op.getOffset()[0]);
    ResizeAxis columns = resizeAxis(op.getMode(), inputType.getDimSize(2),
                                    resultType.getDimSize(2), scale[2],
                                    scale[3], op.getOffset()[1]);

    // |acc| <= maxAbsCentered * ny * nx (the weights of a row sum to ny).
    int64_t weightSum = bilinear ? scale[0] * scale[2] : 1;
    __int128 accBound = (__int128)weightSum * in->maxAbsCentered();
    unsigned accWidth = accBound <= INT32_MAX ? 32 : 64;
    double multiplier = in->scale(0) / (out->scale(0) * weightSum);
    bool copies =
        !bilinear && multiplier == 1.0 && in->zeroPoint() == out->zeroPoint();
    Rounding scheme = schemeOf(op);
    FailureOr<Requantization> requant;
    if (!copies) {
      requant = Requantization::get(op, {multiplier}, scheme, accWidth);
      if (failed(requant))
        return failure();
    }

    // Loops (n, y, x, c); tables read through (y) and (x).
    Value input = adaptor.getInput();
    SmallVector<Value> tables;
    auto addTables = [&](const ResizeAxis &axis) {
      Type accType = rewriter.getIntegerType(accWidth);
      tables.push_back(
          constantTable(rewriter, loc, axis.lo, rewriter.getI64Type()));
      if (!bilinear)
        return;
      tables.push_back(
          constantTable(rewriter, loc, axis.hi, rewriter.getI64Type()));
      tables.push_back(constantTable(rewriter, loc, axis.weightLo, accType));
      tables.push_back(constantTable(rewriter, loc, axis.weightHi, accType));
    };
    addTables(rows);
    addTables(columns);
    AffineExpr n, y, x, c;
    bindDims(context, n, y, x, c);
    size_t perAxis = tables.size() / 2;
    SmallVector<AffineMap> maps(perAxis, AffineMap::get(4, 0, {y}, context));
    maps.append(perAxis, AffineMap::get(4, 0, {x}, context));
    maps.push_back(AffineMap::getMultiDimIdentityMap(4, context));
    Value init =
        emptyPoolResult(rewriter, loc, input, resultType, out->storage);
    SmallVector<utils::IteratorType> iterators(4,
                                               utils::IteratorType::parallel);
    Value result =
        linalg::GenericOp::create(
            rewriter, loc, TypeRange{resultType}, tables, ValueRange{init},
            maps, iterators,
            [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
              ImplicitLocOpBuilder b(nestedLoc, nested);
              ScalarEmitter e(b);
              Value batch = linalg::IndexOp::create(b, 0);
              Value channel = linalg::IndexOp::create(b, 3);
              auto read = [&](Value row, Value column) -> Value {
                Type index = b.getIndexType();
                return tensor::ExtractOp::create(
                    b, input,
                    ValueRange{batch, arith::IndexCastOp::create(b, index, row),
                               arith::IndexCastOp::create(b, index, column),
                               channel});
              };
              ValueRange rowArgs = args.take_front(perAxis);
              ValueRange columnArgs = args.slice(perAxis, perAxis);
              if (copies) {
                linalg::YieldOp::create(
                    b, ValueRange{read(rowArgs[0], columnArgs[0])});
                return;
              }
              Type accType = b.getIntegerType(accWidth);
              Value zpIn = e.constant(accType, in->zeroPoint());
              auto centered = [&](Value row, Value column) -> Value {
                return arith::SubIOp::create(
                    b, e.castInt(read(row, column), accWidth, in->isSigned),
                    zpIn);
              };
              Value acc;
              if (!bilinear) {
                acc = centered(rowArgs[0], columnArgs[0]);
              } else {
                // (v00 wx0 + v01 wx1) wy0 + (v10 wx0 + v11 wx1) wy1
                auto alongRow = [&](Value row) -> Value {
                  return arith::AddIOp::create(
                      b,
                      arith::MulIOp::create(b, centered(row, columnArgs[0]),
                                            columnArgs[2]),
                      arith::MulIOp::create(b, centered(row, columnArgs[1]),
                                            columnArgs[3]));
                };
                acc = arith::AddIOp::create(
                    b,
                    arith::MulIOp::create(b, alongRow(rowArgs[0]), rowArgs[2]),
                    arith::MulIOp::create(b, alongRow(rowArgs[1]), rowArgs[3]));
              }
              Value scaled = e.scale(scheme, acc, requant->operands(e, {}));
              Value shifted = arith::AddIOp::create(
                  b, scaled, e.constant(b.getI64Type(), out->zeroPoint()));
              linalg::YieldOp::create(
                  b, ValueRange{e.castInt(
                         e.clamp(shifted, out->storageMin, out->storageMax),
                         out->width())});
            })
            .getResult(0);
    rewriter.replaceOp(op, result);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Ops that only carry quantized types
//===----------------------------------------------------------------------===//

bool opHasQuantizedTypes(Operation *op) {
  auto any = [](TypeRange types) {
    return llvm::any_of(types, containsQuantizedType);
  };
  if (any(op->getOperandTypes()) || any(op->getResultTypes()))
    return true;
  if (auto function = dyn_cast<FunctionOpInterface>(op))
    if (containsQuantizedType(function.getFunctionType()))
      return true;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      if (any(block.getArgumentTypes()))
        return true;
  return false;
}

/// Ops that move stored values without reading them: tensor ops (reshapes,
/// slices, casts, extraction, insertion, concatenation, padding and their
/// terminators) and linalg copies, transposes and broadcasts (with the
/// `linalg.yield` of their bodies).
bool isStructural(Operation *op) {
  if (isa_and_nonnull<tensor::TensorDialect>(op->getDialect()) ||
      isa<linalg::TransposeOp, linalg::CopyOp, linalg::BroadcastOp>(op))
    return true;
  return isa<linalg::YieldOp>(op) &&
         isa<linalg::TransposeOp, linalg::CopyOp, linalg::BroadcastOp>(
             op->getParentOp());
}

/// Converting the types of a structural op is all its lowering needs. The
/// op is rebuilt under its own name with the converted operands, result
/// types and attributes, its regions moved over with converted block
/// signatures, and replaces the original (upstream's convertOpResultTypes
/// only creates the clone and keeps no regions).
struct StructuralTypeConversion : public ConversionPattern {
  StructuralTypeConversion(const TypeConverter &converter,
                           MLIRContext *context)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/1,
                          context) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isStructural(op) || !opHasQuantizedTypes(op))
      return failure();
    const TypeConverter &converter = *getTypeConverter();
    SmallVector<Type> resultTypes;
    if (failed(converter.convertTypes(op->getResultTypes(), resultTypes)))
      return rewriter.notifyMatchFailure(op, "result types do not convert");
    OperationState state(op->getLoc(), op->getName(), operands, resultTypes,
                         op->getAttrs(), op->getSuccessors());
    for (Region &region : op->getRegions()) {
      Region *moved = state.addRegion();
      rewriter.inlineRegionBefore(region, *moved, moved->end());
      if (failed(rewriter.convertRegionTypes(moved, converter)))
        return rewriter.notifyMatchFailure(op, "block types do not convert");
    }
    rewriter.replaceOp(op, rewriter.create(state)->getResults());
    return success();
  }
};

struct QuantKitLowerPass
    : public quantkit::impl::QuantKitLowerBase<QuantKitLowerPass> {
  using QuantKitLowerBase::QuantKitLowerBase;

  LogicalResult initialize(MLIRContext *context) override {
    std::optional<Rounding> scheme = symbolizeRounding(rounding);
    if (!scheme)
      return emitError(UnknownLoc::get(context))
             << "quantkit-lower: unknown rounding '" << rounding
             << "' (expected gemmlowp, single_round, double_round or "
                "float_rne)";
    options.rounding = *scheme;
    if (zpCorrection != "post" && zpCorrection != "inline")
      return emitError(UnknownLoc::get(context))
             << "quantkit-lower: zp-correction must be 'post' or 'inline', "
                "got '"
             << zpCorrection << "'";
    options.postZeroPointCorrection = zpCorrection == "post";
    if (qcastRounding != "half_even" && qcastRounding != "half_away")
      return emitError(UnknownLoc::get(context))
             << "quantkit-lower: qcast-rounding must be 'half_even' or "
                "'half_away', got '"
             << qcastRounding << "'";
    options.quantizeRounding = qcastRounding == "half_even"
                                   ? QuantizeRounding::HalfEven
                                   : QuantizeRounding::HalfAway;
    return success();
  }

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    // A fake quantization left here (a program that skipped
    // quantkit-quantize) changes values, so it is not dropped: it is lowered
    // as the uniform qcast -> dcast pair quantkit-import would make of it.
    if (failed(importFakeQuantization(getOperation())))
      return signalPassFailure();
    // Annotations left here (a program that skipped quantkit-materialize,
    // or one quantized by hand) no longer tell anything to anybody, and
    // bufferization rejects them: they go, with a remark each.
    dropAnnotations(getOperation(), [](Operation *) { return false; });
    // TOSA left in the program (integer TOSA that skipped
    // quantkit-import-tosa) meets the canonicalization of quantkit-to-int
    // next, whose fold of a reshape of a constant to a shape with a -1
    // crashes in MLIR 22.
    resolveInferredReshapeSizes(getOperation());
    StorageTypeConverter converter;
    ConversionTarget target(*context);
    target.addIllegalOp<RescaleOp, MatmulOp, Conv2DOp, DepthwiseConv2DOp, AddOp,
                        MulOp, LogisticOp, TanhOp, HardSwishOp, GeluOp,
                        SoftmaxOp, MaxPool2DOp, AvgPool2DOp, ResizeOp>();
    target.addIllegalDialect<quant::QuantDialect>();
    target.markUnknownOpDynamicallyLegal(
        [](Operation *op) { return !opHasQuantizedTypes(op); });

    RewritePatternSet patterns(context);
    populateQuantKitLoweringPatterns(patterns, converter, options);
    populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                   converter);
    populateCallOpTypeConversionPattern(patterns, converter);
    populateReturnOpTypeConversionPattern(patterns, converter);
    scf::populateSCFStructuralTypeConversions(converter, patterns);
    patterns.add<StructuralTypeConversion>(converter, context);

    // Patterns explain why an op cannot be lowered; the driver's generic
    // "failed to legalize" for the same op adds nothing then and is dropped.
    // Where no pattern spoke (an op QuantKit does not know), it stays.
    bool explained = false;
    ScopedDiagnosticHandler handler(context, [&](Diagnostic &diag) {
      if (diag.getSeverity() != DiagnosticSeverity::Error)
        return failure();
      bool generic = StringRef(diag.str()).starts_with("failed to legalize");
      if (generic && explained)
        return success();
      explained |= !generic;
      return failure();
    });
    // Upstream folds `dcast(qcast(x))` to `x`, and the conversion driver
    // applies folds before patterns: a fake quantization that no quantized
    // kernel absorbed (a qcast read only by its dcast: an imported
    // front-end chain, a const_fake_quant) was silently dropped, changing
    // values. Those are lowered now. Where the qcast also feeds quantized
    // code (a float consumer of a quantized value, as quantkit-materialize
    // leaves it), the float consumer keeps reading `x`, as it always did:
    // changing that changes the accuracy of every quantized network and is
    // a decision of its own (passes/lowering/README.md).
    getOperation()->walk([](quant::DequantizeCastOp dcast) {
      auto qcast = dcast.getInput().getDefiningOp<quant::QuantizeCastOp>();
      if (qcast && !qcast->hasOneUse() &&
          qcast.getInput().getType() == dcast.getType())
        dcast.getResult().replaceAllUsesWith(qcast.getInput());
    });
    ConversionConfig config;
    config.foldingMode = DialectConversionFoldingMode::Never;
    if (failed(applyFullConversion(getOperation(), target,
                                   std::move(patterns), config)))
      signalPassFailure();
  }

  LoweringOptions options;
};

} // namespace

void mlir::quantkit::populateQuantKitLoweringPatterns(
    RewritePatternSet &patterns, const TypeConverter &converter,
    const LoweringOptions &options) {
  MLIRContext *context = patterns.getContext();
  patterns.add<QuantizeCastLowering>(converter, context, options);
  patterns.add<DequantizeCastLowering, StorageCastLowering>(converter,
                                                            context);
  patterns
      .add<RescaleLowering, AddLowering, MulLowering, TableLowering<LogisticOp>,
           TableLowering<TanhOp>, TableLowering<HardSwishOp>,
           TableLowering<GeluOp>, SoftmaxLowering, MaxPoolLowering,
           AvgPoolLowering, ResizeLowering>(converter, context, options);
  populateContractionLoweringPatterns(patterns, converter, options);
}
