//===- Requantize.cpp - Fixed-point requantization ------------------------===//
//
// Every formula here is one of dialect/Reference.md#numerics, written as
// IR. The comments give the scalar algorithm each function emits; the
// reference gives them per scheme and per op.
//
//===----------------------------------------------------------------------===//

#include "passes/utils/Requantize.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/ADT/bit.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::quantkit;

FixedPointMultiplier mlir::quantkit::quantizeMultiplier(double realMultiplier,
                                                        int32_t minExponent) {
  if (realMultiplier == 0.0 || !std::isfinite(realMultiplier))
    return {};
  int exponent = 0;
  double mantissa = std::frexp(realMultiplier, &exponent);
  // std::round rounds half away from zero, as TfLiteRound does.
  auto fixed = static_cast<int64_t>(std::round(mantissa * (1LL << 31)));
  if (fixed == (1LL << 31)) {
    fixed /= 2;
    ++exponent;
  }
  if (exponent < minExponent)
    return {};
  return {static_cast<int32_t>(fixed), exponent};
}

std::optional<unsigned>
mlir::quantkit::droppableMultiplierBits(ArrayRef<FixedPointMultiplier> fixed,
                                        Rounding scheme, uint64_t accBound) {
  if (scheme == Rounding::float_rne)
    return std::nullopt;
  bool tosa = scheme != Rounding::gemmlowp;
  unsigned drop = 30;
  for (const FixedPointMultiplier &entry : fixed) {
    if (entry.multiplier != 0)
      drop = std::min<unsigned>(
          drop, llvm::countr_zero(static_cast<uint32_t>(entry.multiplier)));
    // TOSA's rounding term 2^(30 - e) must stay a multiple of 2^d.
    if (tosa)
      drop = std::min<unsigned>(drop, std::max(30 - entry.exponent, 0));
  }
  using Wide = unsigned __int128;
  const Wide limit = (Wide(1) << 63) - 1;
  for (const FixedPointMultiplier &entry : fixed) {
    Wide m = static_cast<uint32_t>(entry.multiplier) >> drop;
    Wide worst;
    if (tosa) {
      int shift = 31 - entry.exponent - static_cast<int>(drop);
      if (shift < 1 || shift > 63)
        return std::nullopt;
      worst = Wide(accBound) * m + (Wide(1) << (shift - 1));
      // DOUBLE_ROUND's extra +-2^30 where the original shift exceeds 31.
      if (scheme == Rounding::double_round && entry.exponent < 0)
        worst += Wide(1) << (30 - drop);
    } else {
      Wide x = Wide(accBound) << std::max(entry.exponent, 0);
      if (x > limit)
        return std::nullopt;
      worst = x * m + (Wide(1) << (30 - drop));
    }
    if (worst > limit)
      return std::nullopt;
  }
  return drop;
}

Value ScalarEmitter::constant(Type type, int64_t value) {
  // Sign-extend explicitly: getIntegerAttr(Type, int64_t) would zero-extend a
  // negative value into a 128-bit type.
  APInt bits(type.getIntOrFloatBitWidth(), value, /*isSigned=*/true);
  return arith::ConstantOp::create(b, type, b.getIntegerAttr(type, bits));
}

Value ScalarEmitter::constantF32(float value) {
  return arith::ConstantOp::create(b, b.getF32Type(), b.getF32FloatAttr(value));
}

Value ScalarEmitter::castInt(Value value, unsigned width, bool isSigned) {
  unsigned from = value.getType().getIntOrFloatBitWidth();
  Type to = b.getIntegerType(width);
  if (from == width)
    return value;
  if (from > width)
    return arith::TruncIOp::create(b, to, value);
  if (isSigned)
    return arith::ExtSIOp::create(b, to, value);
  return arith::ExtUIOp::create(b, to, value);
}

Value ScalarEmitter::clamp(Value value, int64_t lo, int64_t hi) {
  Type type = value.getType();
  Value low = arith::MaxSIOp::create(b, value, constant(type, lo));
  return arith::MinSIOp::create(b, low, constant(type, hi));
}

// RoundingDivideByPOT(x, e) (gemmlowp): x / 2^e rounded to nearest, ties
// away from zero:
//   mask = 2^e - 1; threshold = (mask >> 1) + (x < 0);
//   (x >> e) + ((x & mask) > threshold)
Value ScalarEmitter::roundingDivideByPOT(Value x, Value exponent) {
  Type type = x.getType();
  Value one = constant(type, 1), zero = constant(type, 0);
  Value mask =
      arith::SubIOp::create(b, arith::ShLIOp::create(b, one, exponent), one);
  Value remainder = arith::AndIOp::create(b, x, mask);
  Value negative =
      arith::CmpIOp::create(b, arith::CmpIPredicate::slt, x, zero);
  Value threshold = arith::AddIOp::create(
      b, arith::ShRSIOp::create(b, mask, one),
      arith::SelectOp::create(b, negative, one, zero));
  Value roundUp = arith::CmpIOp::create(b, arith::CmpIPredicate::sgt,
                                        remainder, threshold);
  return arith::AddIOp::create(b, arith::ShRSIOp::create(b, x, exponent),
                               arith::SelectOp::create(b, roundUp, one, zero));
}

// gemmlowp / TFLite MultiplyByQuantizedMultiplier, evaluated exactly:
//   x = acc * 2^max(e, 0)
//   h = floor((x * m + 2^30) / 2^31)    SaturatingRoundingDoublingHighMul
//   r = RoundingDivideByPOT(h, max(-e, 0))
// SaturatingRoundingDoublingHighMul truncates (x*m + nudge) / 2^31 toward
// zero with nudge = 2^30 or 1 - 2^30 by sign: that is the floor above, and
// its one saturating case needs m = INT32_MIN, which a Q31 multiplier never
// is. Where TFLite's int32 `x` would wrap (a large accumulator times a
// multiplier >= 1), this stays exact. The intermediates are 64-bit for a
// 32-bit accumulator and right shifts only, and for a 64-bit one where
// droppableMultiplierBits proved it exact (m, 2^30 and 2^31 then divided by
// 2^droppedBits); 128-bit otherwise.
Value ScalarEmitter::scaleGemmlowp(Value acc, const ScaleOperands &operands) {
  bool narrow = acc.getType().isInteger(32) ? operands.maxExponent <= 0
                                            : operands.wideFits64;
  unsigned width = narrow ? 64 : 128;
  int64_t fraction = 31 - operands.droppedBits;
  Type wide = b.getIntegerType(width);
  Value exponent = castInt(operands.exponent, width);
  Value zero = constant(wide, 0);
  Value left = arith::MaxSIOp::create(b, exponent, zero);
  Value right = arith::MaxSIOp::create(
      b, arith::SubIOp::create(b, zero, exponent), zero);
  Value x = arith::ShLIOp::create(b, castInt(acc, width), left);
  Value product = arith::MulIOp::create(
      b, x, castInt(operands.multiplier, width));
  Value high = arith::ShRSIOp::create(
      b,
      arith::AddIOp::create(b, product,
                            constant(wide, int64_t(1) << (fraction - 1))),
      constant(wide, fraction));
  Value result = roundingDivideByPOT(high, right);
  if (narrow)
    return result;
  return castInt(clamp(result, -(1LL << 62), 1LL << 62), 64);
}

// TOSA apply_scale_32 with shift = 31 - e:
//   round = 2^(shift - 1)
//   DOUBLE_ROUND and shift > 31: round += acc >= 0 ? 2^30 : -2^30
//   (acc * m + round) >> shift
// computed in 64 bits for a 32-bit accumulator and in 128 bits for a 64-bit
// one, so that no intermediate can overflow; in 64 bits for a 64-bit one too
// where droppableMultiplierBits proved it exact, every term and the shift
// then divided by 2^droppedBits.
Value ScalarEmitter::scaleTosa(Value acc, const ScaleOperands &operands,
                               bool doubleRound) {
  bool wideAcc = acc.getType().isInteger(64);
  unsigned width = wideAcc && !operands.wideFits64 ? 128 : 64;
  int64_t dropped = operands.droppedBits;
  Type wide = b.getIntegerType(width);
  Value value = castInt(acc, width);
  Value multiplier = castInt(operands.multiplier, width);
  Value shift =
      castInt(arith::SubIOp::create(b, constant(b.getI64Type(), 31 - dropped),
                                    operands.exponent),
              width);
  Value one = constant(wide, 1);
  Value round = arith::ShLIOp::create(b, one,
                                      arith::SubIOp::create(b, shift, one));
  if (doubleRound) {
    Value zero = constant(wide, 0);
    Value nonNegative =
        arith::CmpIOp::create(b, arith::CmpIPredicate::sge, value, zero);
    Value adjust = arith::SelectOp::create(
        b, nonNegative, constant(wide, int64_t(1) << (30 - dropped)),
        constant(wide, -(int64_t(1) << (30 - dropped))));
    Value beyond31 = arith::CmpIOp::create(b, arith::CmpIPredicate::sgt, shift,
                                           constant(wide, 31 - dropped));
    round = arith::AddIOp::create(
        b, round, arith::SelectOp::create(b, beyond31, adjust, zero));
  }
  Value result = arith::ShRSIOp::create(
      b, arith::AddIOp::create(b, arith::MulIOp::create(b, value, multiplier),
                               round),
      shift);
  if (width == 64)
    return result;
  // Keep the 64-bit result meaningful before truncating; the caller clamps to
  // the storage range anyway.
  return castInt(clamp(result, -(1LL << 62), 1LL << 62), 64);
}

// float_rne: rne(f32(acc) * f32(M)), saturated to a range that converts back
// to i64 exactly.
Value ScalarEmitter::scaleFloat(Value acc, const ScaleOperands &operands) {
  Type f32 = b.getF32Type();
  Value asFloat = arith::SIToFPOp::create(b, f32, acc);
  Value product = arith::MulFOp::create(b, asFloat, operands.realMultiplier);
  Value rounded = math::RoundEvenOp::create(b, product);
  Value bounded = arith::MinimumFOp::create(
      b, arith::MaximumFOp::create(b, rounded, constantF32(-0x1p62f)),
      constantF32(0x1p62f));
  return arith::FPToSIOp::create(b, b.getI64Type(), bounded);
}

Value ScalarEmitter::scale(Rounding scheme, Value acc,
                           const ScaleOperands &operands) {
  switch (scheme) {
  case Rounding::gemmlowp:
    return scaleGemmlowp(acc, operands);
  case Rounding::single_round:
    return scaleTosa(acc, operands, /*doubleRound=*/false);
  case Rounding::double_round:
    return scaleTosa(acc, operands, /*doubleRound=*/true);
  case Rounding::float_rne:
    return scaleFloat(acc, operands);
  }
  llvm_unreachable("unknown rounding scheme");
}

Value ScalarEmitter::toStorage(Value scaled, int64_t zeroPoint, int64_t lo,
                               int64_t hi, IntegerType storage) {
  Value shifted = arith::AddIOp::create(
      b, scaled, constant(scaled.getType(), zeroPoint));
  return castInt(clamp(shifted, lo, hi), storage.getWidth());
}
