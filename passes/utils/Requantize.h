//===- Requantize.h - Fixed-point requantization ----------------*- C++ -*-===//
//
// The compile-time half of the requantization (multipliers and exponents,
// dialect/Reference.md#numerics) and the scalar IR that applies them.
// Lowering patterns build `linalg.generic` bodies from these pieces; the
// export to TOSA reuses the multiplier computation.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_UTILS_REQUANTIZE_H
#define QUANTKIT_PASSES_UTILS_REQUANTIZE_H

#include "dialect/QuantKitDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

#include <cstdint>
#include <optional>

namespace mlir::quantkit {

/// A real multiplier `M` as a Q31 mantissa and a binary exponent:
/// `M ~= multiplier * 2^(exponent - 31)`, `multiplier` in `[2^30, 2^31)` (or
/// 0 for a zero or negligible multiplier).
struct FixedPointMultiplier {
  int32_t multiplier = 0;
  int32_t exponent = 0;
};

/// TFLite's `QuantizeMultiplier`: `frexp`, the mantissa scaled by 2^31 and
/// rounded half away from zero, a mantissa of exactly 2^31 halved with the
/// exponent raised by one, and exponents below `minExponent` flushed to
/// (0, 0). TFLite flushes below -31, which is exact for 32-bit accumulators
/// (|acc * M| < 2^31 * 2^-32 rounds to 0 under every scheme); a 64-bit
/// accumulator needs `kMinExponent64` to stay exact.
FixedPointMultiplier quantizeMultiplier(double realMultiplier,
                                        int32_t minExponent = -31);

/// The flush threshold that keeps a 64-bit accumulator exact: below it
/// |acc * M| < 2^63 * 2^-64 = 1/2, which every scheme rounds to 0.
constexpr int32_t kMinExponent64 = -63;

/// The largest exponent a lowering accepts: above it `acc << exponent`
/// (gemmlowp) or `31 - exponent` (TOSA schemes) leaves the 32-bit design.
constexpr int32_t kMaxMultiplierExponent = 30;

/// How many low bits to drop from every multiplier of `fixed` so that the
/// requantization of a 64-bit accumulator with |acc| <= `accBound` under
/// `scheme` runs exactly on 64-bit intermediates, or nullopt where it needs
/// 128 bits (or `scheme` is `float_rne`).
///
/// Every term of `acc * m + round` (TOSA schemes) and of `x * m + 2^30`
/// (gemmlowp) is a multiple of 2^d when every multiplier `m` has `d`
/// trailing zero bits and d <= 30 (and d <= 30 - e for TOSA's rounding term
/// 2^(30 - e)), so dividing them by 2^d and the shift by d leaves the same
/// floor: `(acc * m + r) >> n == (acc * (m >> d) + (r >> d)) >> (n - d)`.
/// TFLite's 16x8 models (16-bit multipliers, widened to Q31 by the TOSA
/// import) keep 16 such bits. The result is d (possibly 0) where, for every
/// channel, the magnitudes of the shifted product and rounding terms add up
/// below 2^63 and every shift stays below 64.
std::optional<unsigned>
droppableMultiplierBits(ArrayRef<FixedPointMultiplier> fixed, Rounding scheme,
                        uint64_t accBound);

/// Scalar operands of one requantization, as IR values: either constants
/// (per-tensor) or block arguments of a `linalg.generic` reading per-channel
/// tables.
struct ScaleOperands {
  /// Q31 mantissa shifted right by `droppedBits`, i64.
  Value multiplier;
  /// Binary exponent, i64.
  Value exponent;
  /// The real multiplier rounded to f32 (float_rne).
  Value realMultiplier;
  /// The largest exponent among the channels, when known: gemmlowp needs
  /// 128-bit intermediates only where a left shift (exponent > 0) or a 64-bit
  /// accumulator can push `acc * m` past 64 bits.
  int32_t maxExponent = kMaxMultiplierExponent;
  /// Low zero bits dropped from every multiplier (droppableMultiplierBits).
  unsigned droppedBits = 0;
  /// For a 64-bit accumulator: droppableMultiplierBits proved 64-bit
  /// intermediates exact (else they are 128-bit).
  bool wideFits64 = false;
};

/// Emits scalar integer arithmetic inside a region builder.
class ScalarEmitter {
public:
  explicit ScalarEmitter(ImplicitLocOpBuilder &b) : b(b) {}

  Value constant(Type type, int64_t value);
  Value constantF32(float value);
  /// Sign- or zero-extends (or truncates) an integer to `width` bits.
  Value castInt(Value value, unsigned width, bool isSigned = true);
  Value clamp(Value value, int64_t lo, int64_t hi);

  /// `round(acc * M)` under `scheme`, as i64, for an i32 or i64 accumulator.
  /// The zero point is not added.
  Value scale(Rounding scheme, Value acc, const ScaleOperands &operands);

  /// `clamp(scaled + zeroPoint, lo, hi)` truncated to `storage`.
  Value toStorage(Value scaled, int64_t zeroPoint, int64_t lo, int64_t hi,
                  IntegerType storage);

  /// gemmlowp's RoundingDivideByPOT on integers of any width: `x / 2^e`
  /// rounded to nearest, ties away from zero.
  Value roundingDivideByPOT(Value x, Value exponent);

  ImplicitLocOpBuilder &builder() { return b; }

private:
  Value scaleGemmlowp(Value acc, const ScaleOperands &operands);
  Value scaleTosa(Value acc, const ScaleOperands &operands, bool doubleRound);
  Value scaleFloat(Value acc, const ScaleOperands &operands);

  ImplicitLocOpBuilder &b;
};

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_UTILS_REQUANTIZE_H
