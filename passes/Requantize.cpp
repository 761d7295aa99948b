//===- Requantize.cpp - Fixed-point requantization ------------------------===//
//
// Every formula here is SPEC section 4's, written as IR. The comments give
// the scalar algorithm each function emits; docs/Numerics in the README
// repeats them per op.
//
//===----------------------------------------------------------------------===//

#include "passes/Requantize.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::quantkit;

FixedPointMultiplier mlir::quantkit::quantizeMultiplier(double realMultiplier) {
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
  if (exponent < -31)
    return {};
  return {static_cast<int32_t>(fixed), exponent};
}

Value ScalarEmitter::constant(Type type, int64_t value) {
  return arith::ConstantOp::create(b, type, b.getIntegerAttr(type, value));
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

// SaturatingRoundingDoublingHighMul(a, b) (gemmlowp): the high 32 bits of
// 2*a*b, rounded to nearest with ties away from zero; the one overflowing
// case a == b == INT32_MIN saturates to INT32_MAX.
Value ScalarEmitter::saturatingRoundingDoublingHighMul(Value lhs, Value rhs) {
  Type i32 = b.getI32Type(), i64 = b.getI64Type();
  Value product = arith::MulIOp::create(b, castInt(lhs, 64), castInt(rhs, 64));
  Value nonNegative = arith::CmpIOp::create(b, arith::CmpIPredicate::sge,
                                            product, constant(i64, 0));
  Value nudge = arith::SelectOp::create(b, nonNegative,
                                        constant(i64, 1LL << 30),
                                        constant(i64, 1 - (1LL << 30)));
  // C++ division truncates toward zero, as arith.divsi does.
  Value high = arith::DivSIOp::create(
      b, arith::AddIOp::create(b, product, nudge), constant(i64, 1LL << 31));
  Value intMin = constant(i32, std::numeric_limits<int32_t>::min());
  Value overflow = arith::AndIOp::create(
      b, arith::CmpIOp::create(b, arith::CmpIPredicate::eq, lhs, intMin),
      arith::CmpIOp::create(b, arith::CmpIPredicate::eq, rhs, intMin));
  return arith::SelectOp::create(
      b, overflow, constant(i32, std::numeric_limits<int32_t>::max()),
      castInt(high, 32));
}

// RoundingDivideByPOT(x, e) (gemmlowp): x / 2^e rounded to nearest, ties
// away from zero, for 0 <= e <= 31.
Value ScalarEmitter::roundingDivideByPOT(Value x, Value exponent) {
  Type i32 = b.getI32Type();
  Value one = constant(i32, 1), zero = constant(i32, 0);
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

// gemmlowp / TFLite MultiplyByQuantizedMultiplier.
//   32-bit accumulator (default TFLite build, double rounding):
//     RoundingDivideByPOT(SRDHM(acc << max(e, 0), m), max(-e, 0))
//   64-bit accumulator (TFLite's int64 overload, used by its 16x8 kernels):
//     m16 = m < 0x7FFF0000 ? (m + 2^15) >> 16 : 0x7FFF
//     (acc * m16 + 2^(14 - e)) >> (15 - e)
Value ScalarEmitter::scaleGemmlowp(Value acc, const ScaleOperands &operands) {
  Type i32 = b.getI32Type(), i64 = b.getI64Type();
  if (acc.getType().isInteger(64)) {
    Value m = operands.multiplier;
    Value small = arith::CmpIOp::create(b, arith::CmpIPredicate::slt, m,
                                        constant(i64, 0x7FFF0000));
    Value rounded = arith::ShRSIOp::create(
        b, arith::AddIOp::create(b, m, constant(i64, 1 << 15)),
        constant(i64, 16));
    Value reduced =
        arith::SelectOp::create(b, small, rounded, constant(i64, 0x7FFF));
    Value totalShift =
        arith::SubIOp::create(b, constant(i64, 15), operands.exponent);
    Value round = arith::ShLIOp::create(
        b, constant(i64, 1),
        arith::SubIOp::create(b, totalShift, constant(i64, 1)));
    Value product = arith::AddIOp::create(
        b, arith::MulIOp::create(b, acc, reduced), round);
    return arith::ShRSIOp::create(b, product, totalShift);
  }
  Value exponent = castInt(operands.exponent, 32);
  Value zero = constant(i32, 0);
  Value left = arith::MaxSIOp::create(b, exponent, zero);
  Value right = arith::MaxSIOp::create(
      b, arith::SubIOp::create(b, zero, exponent), zero);
  // The left shift wraps like TFLite's int32 `x * (1 << left_shift)`.
  Value shifted = arith::ShLIOp::create(b, acc, left);
  Value high = saturatingRoundingDoublingHighMul(
      shifted, castInt(operands.multiplier, 32));
  return castInt(roundingDivideByPOT(high, right), 64);
}

// TOSA apply_scale_32 with shift = 31 - e:
//   round = 2^(shift - 1)
//   DOUBLE_ROUND and shift > 31: round += acc >= 0 ? 2^30 : -2^30
//   (acc * m + round) >> shift
// computed in 64 bits for a 32-bit accumulator and in 128 bits for a 64-bit
// one, so that no intermediate can overflow.
Value ScalarEmitter::scaleTosa(Value acc, const ScaleOperands &operands,
                               bool doubleRound) {
  bool wideAcc = acc.getType().isInteger(64);
  unsigned width = wideAcc ? 128 : 64;
  Type wide = b.getIntegerType(width);
  Value value = castInt(acc, width);
  Value multiplier = castInt(operands.multiplier, width);
  Value shift = castInt(
      arith::SubIOp::create(b, constant(b.getI64Type(), 31), operands.exponent),
      width);
  Value one = constant(wide, 1);
  Value round = arith::ShLIOp::create(b, one,
                                      arith::SubIOp::create(b, shift, one));
  if (doubleRound) {
    Value zero = constant(wide, 0);
    Value nonNegative =
        arith::CmpIOp::create(b, arith::CmpIPredicate::sge, value, zero);
    Value adjust = arith::SelectOp::create(
        b, nonNegative, constant(wide, 1LL << 30), constant(wide, -(1LL << 30)));
    Value beyond31 = arith::CmpIOp::create(b, arith::CmpIPredicate::sgt, shift,
                                           constant(wide, 31));
    round = arith::AddIOp::create(
        b, round, arith::SelectOp::create(b, beyond31, adjust, zero));
  }
  Value result = arith::ShRSIOp::create(
      b, arith::AddIOp::create(b, arith::MulIOp::create(b, value, multiplier),
                               round),
      shift);
  if (!wideAcc)
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
