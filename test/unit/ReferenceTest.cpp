//===- ReferenceTest.cpp - Own cases for the numerics reference -----------===//
//
// Hand-derived cases for test/reference/QuantReference.h: ties where the
// schemes disagree, saturation at both ends, zero points at the storage
// extremes, extreme multipliers, NaN/inf, negative accumulators, per-channel
// parameters, and cross-checks between independent formulations of the same
// scheme (TFLite's literal int32 code, the exact wide evaluation, TOSA's
// apply_scale_32, MLIR's 64-bit lowering of it). The upstream oracle data is
// checked in OracleTest.cpp.
//
//===----------------------------------------------------------------------===//

#include "test/reference/QuantReference.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <cstdint>
#include <limits>
#include <random>

using namespace quantkit::reference;

namespace {

constexpr Rounding kAllSchemes[] = {Rounding::Gemmlowp, Rounding::SingleRound,
                                    Rounding::DoubleRound, Rounding::FloatRne};
constexpr int32_t kInt32Min = std::numeric_limits<int32_t>::min();
constexpr int32_t kInt32Max = std::numeric_limits<int32_t>::max();
const StorageRange kI8 = storageRange(8, true);
const StorageRange kU8 = storageRange(8, false);
const StorageRange kI16 = storageRange(16, true);

/// MLIR's tosa-to-arith lowering of tosa.apply_scale, emulated: 64-bit
/// multiply and add (wrapping), arithmetic shift, truncation to i32.
int32_t mlirApplyScale(int32_t value, int32_t multiplier, int shift,
                       bool doubleRound) {
  uint64_t v = static_cast<uint64_t>(static_cast<int64_t>(value) *
                                     static_cast<int64_t>(multiplier));
  v += (uint64_t{1} << shift) >> 1;
  if (doubleRound && shift > 31)
    v += value >= 0 ? (uint64_t{1} << 30) : static_cast<uint64_t>(-(int64_t{1} << 30));
  return static_cast<int32_t>(static_cast<int64_t>(v) >> shift);
}

double pow2(int e) { return std::ldexp(1.0, e); }

//===----------------------------------------------------------------------===//
// QuantizeMultiplier.
//===----------------------------------------------------------------------===//

TEST(ReferenceMultiplier, QuantizeMultiplierBasics) {
  EXPECT_EQ(quantizeMultiplier(0.0).multiplier, 0);
  EXPECT_EQ(quantizeMultiplier(0.0).shift, 0);
  // 0.5 = 2^30 * 2^(0 - 31).
  EXPECT_EQ(quantizeMultiplier(0.5).multiplier, 1 << 30);
  EXPECT_EQ(quantizeMultiplier(0.5).shift, 0);
  // Multipliers > 1: positive (left) shift, not saturated.
  EXPECT_EQ(quantizeMultiplier(3.0).multiplier, 3 << 29);
  EXPECT_EQ(quantizeMultiplier(3.0).shift, 2);
  EXPECT_EQ(quantizeMultiplier(pow2(40)).shift, 41);
  EXPECT_EQ(quantizeMultiplier(pow2(40)).multiplier, 1 << 30);
  // Mantissa rounding up to 2^31: halve and increment the shift.
  const double justBelowOne = 1.0 - pow2(-40);
  EXPECT_EQ(quantizeMultiplier(justBelowOne).multiplier, 1 << 30);
  EXPECT_EQ(quantizeMultiplier(justBelowOne).shift, 1);
  // Round half away from zero of q * 2^31: q = 0.5 + 2^-32 -> 2^30 + 0.5.
  EXPECT_EQ(quantizeMultiplier(0.5 + pow2(-32)).multiplier, (1 << 30) + 1);
  EXPECT_EQ(quantizeMultiplier(-(0.5 + pow2(-32))).multiplier,
            -((1 << 30) + 1));
  // Tiny multipliers: shift -31 is the last one kept, below that {0, 0}.
  EXPECT_EQ(quantizeMultiplier(pow2(-32)).shift, -31);
  EXPECT_EQ(quantizeMultiplier(pow2(-32)).multiplier, 1 << 30);
  EXPECT_EQ(quantizeMultiplier(pow2(-33)).multiplier, 0);
  EXPECT_EQ(quantizeMultiplier(pow2(-33)).shift, 0);
  EXPECT_EQ(quantizeMultiplier(1e-300).multiplier, 0);
  // The smallest subnormal.
  EXPECT_EQ(quantizeMultiplier(std::numeric_limits<double>::denorm_min())
                .multiplier,
            0);
}

TEST(ReferenceMultiplier, MultiplierReproducesM) {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> exponent(-31.0, 20.0);
  for (int i = 0; i < 20000; ++i) {
    const double M = std::pow(2.0, exponent(rng));
    const QuantizedMultiplier qm = quantizeMultiplier(M);
    ASSERT_GE(qm.multiplier, 1 << 30);
    const double back = std::ldexp(static_cast<double>(qm.multiplier),
                                   qm.shift - 31);
    EXPECT_LE(std::fabs(back - M), std::ldexp(1.0, qm.shift - 32) * 1.0000001)
        << M;
  }
}

//===----------------------------------------------------------------------===//
// gemmlowp primitives.
//===----------------------------------------------------------------------===//

TEST(ReferenceGemmlowp, SrdhmIsFloorOfHalfUp) {
  // SaturatingRoundingDoublingHighMul(a, b) == floor((a*b + 2^30) / 2^31)
  // except a == b == INT32_MIN: the nudge 1 - 2^30 for negative products
  // turns C++'s truncating division into a floor.
  std::mt19937 rng(1);
  std::vector<int32_t> special = {0,         1,         -1,         2,
                                  -2,        1 << 30,   -(1 << 30), kInt32Max,
                                  kInt32Min, kInt32Min + 1, 12345, -54321};
  auto check = [](int32_t a, int32_t b) {
    if (a == kInt32Min && b == kInt32Min) {
      EXPECT_EQ(saturatingRoundingDoublingHighMul(a, b), kInt32Max);
      return;
    }
    const __int128 ab = static_cast<__int128>(a) * b;
    const __int128 expected = floorShiftRight(ab + (__int128{1} << 30), 31);
    EXPECT_EQ(saturatingRoundingDoublingHighMul(a, b),
              static_cast<int64_t>(expected))
        << a << " * " << b;
  };
  for (int32_t a : special)
    for (int32_t b : special)
      check(a, b);
  for (int i = 0; i < 200000; ++i)
    check(static_cast<int32_t>(rng()), static_cast<int32_t>(rng()));
  // Ties: a*b = +-2^30 (exactly 0.5 in Q31) go up, i.e. toward +inf.
  EXPECT_EQ(saturatingRoundingDoublingHighMul(1 << 30, 1), 1);
  EXPECT_EQ(saturatingRoundingDoublingHighMul(-(1 << 30), 1), 0);
  EXPECT_EQ(saturatingRoundingDoublingHighMul(3 << 29, 2), 2);   // 1.5
  EXPECT_EQ(saturatingRoundingDoublingHighMul(-(3 << 29), 2), -1); // -1.5
}

TEST(ReferenceGemmlowp, RoundingDivideByPOTTiesAwayFromZero) {
  EXPECT_EQ(roundingDivideByPOT(5, 1), 3);   // 2.5
  EXPECT_EQ(roundingDivideByPOT(-5, 1), -3); // -2.5
  EXPECT_EQ(roundingDivideByPOT(3, 1), 2);   // 1.5
  EXPECT_EQ(roundingDivideByPOT(-3, 1), -2);
  EXPECT_EQ(roundingDivideByPOT(-1, 1), -1); // -0.5
  EXPECT_EQ(roundingDivideByPOT(1, 1), 1);
  EXPECT_EQ(roundingDivideByPOT(kInt32Min, 31), -1);
  EXPECT_EQ(roundingDivideByPOT(kInt32Max, 31), 1);
  EXPECT_EQ(roundingDivideByPOT(kInt32Min, 0), kInt32Min);
  std::mt19937 rng(2);
  for (int i = 0; i < 100000; ++i) {
    const int32_t x = static_cast<int32_t>(rng());
    const int e = static_cast<int>(rng() % 32);
    EXPECT_EQ(roundingDivideByPOT(x, e),
              static_cast<int64_t>(roundingDivideByPOTWide(x, e)));
    EXPECT_EQ(roundingDivideByPOT(x, e),
              static_cast<int64_t>(std::round(std::ldexp(double(x), -e))));
  }
}

//===----------------------------------------------------------------------===//
// The four schemes.
//===----------------------------------------------------------------------===//

/// Expected `acc * M` per scheme for hand-made ties. gemmlowp: ties toward
/// +inf when M >= 0.5 (e >= 0: only the high-mul rounds), away from zero when
/// M < 0.5 (RoundingDivideByPOT rounds last) -- and, being two roundings, it
/// can round a non-tie such as 1 * 0.25 up to 1 (the high-mul turns 0.5 units
/// of 2^-31*2 into 1, the division by 2 then rounds 0.5 away to 1);
/// single_round: toward +inf; double_round: as gemmlowp; float_rne: to even.
struct TieCase {
  int64_t acc;
  double M;
  int64_t gemmlowp, single, dbl, rne;
};

TEST(ReferenceSchemes, TiesWhereSchemesDisagree) {
  const TieCase cases[] = {
      {1, 0.5, 1, 1, 1, 0},        {-1, 0.5, 0, 0, 0, 0},
      {3, 0.5, 2, 2, 2, 2},        {-3, 0.5, -1, -1, -1, -2},
      {5, 0.5, 3, 3, 3, 2},        {-5, 0.5, -2, -2, -2, -2},
      {1, 0.25, 1, 0, 1, 0},       {-1, 0.25, 0, 0, 0, 0},
      {2, 0.25, 1, 1, 1, 0},
      {-2, 0.25, -1, 0, -1, 0},    {6, 0.25, 2, 2, 2, 2},
      {-6, 0.25, -2, -1, -2, -2},  {10, 0.25, 3, 3, 3, 2},
      {-10, 0.25, -3, -2, -3, -2}, {1, 1.5, 2, 2, 2, 2},
      {-1, 1.5, -1, -1, -1, -2},   {3, 1.5, 5, 5, 5, 4},
      {-3, 1.5, -4, -4, -4, -4},   {1, 2.5, 3, 3, 3, 2},
      {-1, 2.5, -2, -2, -2, -2},
      // M = 2^-20: the first rounding is exact, the tie is in the second.
      {3 << 19, pow2(-20), 2, 2, 2, 2},
      {-(3 << 19), pow2(-20), -2, -1, -2, -2},
      {5 << 19, pow2(-20), 3, 3, 3, 2},
      {-(5 << 19), pow2(-20), -3, -2, -3, -2},
  };
  for (const TieCase &c : cases) {
    SCOPED_TRACE(::testing::Message() << "acc " << c.acc << " M " << c.M);
    EXPECT_EQ(multiplyByRealMultiplier(c.acc, c.M, Rounding::Gemmlowp),
              c.gemmlowp);
    EXPECT_EQ(multiplyByRealMultiplier(c.acc, c.M, Rounding::SingleRound),
              c.single);
    EXPECT_EQ(multiplyByRealMultiplier(c.acc, c.M, Rounding::DoubleRound),
              c.dbl);
    EXPECT_EQ(multiplyByRealMultiplier(c.acc, c.M, Rounding::FloatRne), c.rne);
  }
}

TEST(ReferenceSchemes, DoubleRoundingDiffersFromSingleRounding) {
  // M = 0.325 -> (m, e) = (0.65 * 2^31, -1); acc = 4, exact 1.3.
  // gemmlowp / double_round: high mul 4 * 0.65 = 2.6 -> 3, then 3 / 2 = 1.5
  // -> 2 (away from zero); single_round and float_rne: 1.3 -> 1.
  const QuantizedMultiplier qm = quantizeMultiplier(0.325);
  ASSERT_EQ(qm.shift, -1);
  EXPECT_EQ(tfliteMultiplyByQuantizedMultiplier(4, qm.multiplier, qm.shift), 2);
  EXPECT_EQ(multiplyByRealMultiplier(4, 0.325, Rounding::Gemmlowp), 2);
  EXPECT_EQ(multiplyByRealMultiplier(4, 0.325, Rounding::DoubleRound), 2);
  EXPECT_EQ(multiplyByRealMultiplier(4, 0.325, Rounding::SingleRound), 1);
  EXPECT_EQ(multiplyByRealMultiplier(4, 0.325, Rounding::FloatRne), 1);
  EXPECT_EQ(multiplyByRealMultiplier(-4, 0.325, Rounding::Gemmlowp), -2);
  // With k = -e, the high mul rounds acc * M at a granularity of 2^-k, so
  // gemmlowp rounds |acc * M| up instead of down whenever its fraction lies
  // in [0.5 - 2^-(k+1), 0.5): for M in [0.25, 0.5) (k = 1) that is a quarter
  // of all fractions; acc * (1/3) has fraction 1/3 for a third of all acc.
  int disagreements = 0, samples = 0;
  for (int64_t acc = -4000000; acc <= 4000000; acc += 997, ++samples)
    if (multiplyByRealMultiplier(acc, 0.3333333333, Rounding::Gemmlowp) !=
        multiplyByRealMultiplier(acc, 0.3333333333, Rounding::SingleRound))
      ++disagreements;
  EXPECT_NEAR(static_cast<double>(disagreements) / samples, 1.0 / 3, 0.01);
  // With M = 1/3 * 2^-8 (k = 9) the band is 2^-10 wide: rare.
  disagreements = 0;
  for (int64_t acc = -4000000; acc <= 4000000; acc += 997)
    if (multiplyByRealMultiplier(acc, 0.3333333333 / 256, Rounding::Gemmlowp) !=
        multiplyByRealMultiplier(acc, 0.3333333333 / 256, Rounding::SingleRound))
      ++disagreements;
  EXPECT_LT(disagreements, samples / 200);
}

TEST(ReferenceSchemes, GemmlowpMatchesTfliteLiteral) {
  std::mt19937_64 rng(3);
  std::uniform_real_distribution<double> exponent(-34.0, 12.0);
  for (int i = 0; i < 300000; ++i) {
    const double M = std::pow(2.0, exponent(rng));
    const QuantizedMultiplier qm = quantizeMultiplier(M);
    int32_t acc = static_cast<int32_t>(rng());
    if (qm.shift > 0) // keep acc << shift inside int32 (TFLite would wrap)
      acc >>= qm.shift;
    if (i % 7 == 0)
      acc = static_cast<int32_t>(static_cast<int64_t>(acc) % 100000);
    EXPECT_EQ(multiplyByRealMultiplier(acc, M, Rounding::Gemmlowp),
              tfliteMultiplyByQuantizedMultiplier(acc, qm.multiplier,
                                                  qm.shift))
        << acc << " " << M;
  }
}

TEST(ReferenceSchemes, SingleRoundMatchesTfliteSingleRoundingBuild) {
  std::mt19937_64 rng(4);
  std::uniform_real_distribution<double> exponent(-34.0, 12.0);
  for (int i = 0; i < 300000; ++i) {
    const double M = std::pow(2.0, exponent(rng));
    const QuantizedMultiplier qm = quantizeMultiplier(M);
    int32_t acc = static_cast<int32_t>(rng());
    if (qm.shift > 0)
      acc >>= qm.shift;
    EXPECT_EQ(multiplyByRealMultiplier(acc, M, Rounding::SingleRound),
              tfliteMultiplyByQuantizedMultiplierSingleRounding(
                  acc, qm.multiplier, qm.shift))
        << acc << " " << M;
  }
}

TEST(ReferenceSchemes, TosaApplyScaleAndMlirLowering) {
  // single_round / double_round == TOSA apply_scale_32 with shift 31 - e ==
  // MLIR's 64-bit lowering, wherever TOSA's REQUIREs hold.
  std::mt19937_64 rng(5);
  std::uniform_real_distribution<double> exponent(-33.0, 10.0);
  int inRange = 0;
  for (int i = 0; i < 300000; ++i) {
    const double M = std::pow(2.0, exponent(rng));
    const QuantizedMultiplier qm = quantizeMultiplier(M);
    const int shift = 31 - qm.shift;
    int32_t acc = static_cast<int32_t>(rng());
    if (i % 3 == 0)
      acc >>= 12;
    for (bool dbl : {false, true}) {
      const Rounding scheme = dbl ? Rounding::DoubleRound
                                  : Rounding::SingleRound;
      const int64_t ours = multiplyByRealMultiplier(acc, M, scheme);
      if (qm.multiplier == 0) {
        EXPECT_EQ(ours, 0);
        continue;
      }
      EXPECT_EQ(ours, tosaApplyScale32(acc, qm.multiplier, shift, dbl));
      if (tosaApplyScale32InRange(acc, qm.multiplier, shift)) {
        ++inRange;
        EXPECT_EQ(ours, mlirApplyScale(acc, qm.multiplier, shift, dbl))
            << acc << " " << M << " double=" << dbl;
      }
    }
  }
  EXPECT_GT(inRange, 100000);
}

TEST(ReferenceSchemes, DoubleRoundIsBitIdenticalToGemmlowp) {
  // TOSA's DOUBLE_ROUND adds +-2^30 exactly where gemmlowp rounds twice
  // (e < 0): floor((a*m + 2^30)/2^31) followed by a round-half-away division
  // by 2^-e is floor((a*m + 2^(30-e) +- 2^30) / 2^(31-e)). Checked on int32
  // and on 48-bit accumulators.
  std::mt19937_64 rng(6);
  std::uniform_real_distribution<double> exponent(-40.0, 24.0);
  for (int i = 0; i < 500000; ++i) {
    const double M = std::pow(2.0, exponent(rng));
    int64_t acc = static_cast<int64_t>(rng());
    switch (i % 4) {
    case 0:
      acc = static_cast<int32_t>(acc);
      break;
    case 1:
      acc >>= 16; // 48-bit
      break;
    case 2:
      acc = static_cast<int64_t>(acc % 4096);
      break;
    default:
      acc >>= 40;
      break;
    }
    ASSERT_EQ(multiplyByRealMultiplier(acc, M, Rounding::DoubleRound),
              multiplyByRealMultiplier(acc, M, Rounding::Gemmlowp))
        << acc << " " << M;
  }
}

TEST(ReferenceSchemes, TinyMultipliersStayExactOnWideAccumulators) {
  // TFLite flushes M < 2^-32 to 0, which is exact for int32 accumulators
  // only. acc = 2^32 - 1, M = 0.75 * 2^-32: acc * M = 0.75 - 2^-34, which
  // every scheme rounds to 1 (float_rne: f32(acc) = 2^32, times 0.75).
  const double M = 0.75 * pow2(-32);
  EXPECT_EQ(quantizeMultiplier(M).multiplier, 0);
  EXPECT_EQ(quantizeMultiplierUnflushed(M).multiplier, 3 << 29);
  EXPECT_EQ(quantizeMultiplierUnflushed(M).shift, -32);
  const int64_t acc = (int64_t{1} << 32) - 1;
  for (Rounding scheme : {Rounding::Gemmlowp, Rounding::SingleRound,
                          Rounding::DoubleRound, Rounding::FloatRne}) {
    EXPECT_EQ(multiplyByRealMultiplier(acc, M, scheme), 1);
    EXPECT_EQ(multiplyByRealMultiplier(-acc, M, scheme), -1);
  }
  // On int32 accumulators the unflushed pair gives the flushed 0.
  std::mt19937_64 rng(12);
  std::uniform_real_distribution<double> exponent(-70.0, -32.0);
  for (int i = 0; i < 100000; ++i) {
    const double tiny = std::pow(2.0, exponent(rng));
    const int64_t acc32 = static_cast<int32_t>(rng());
    for (Rounding scheme :
         {Rounding::Gemmlowp, Rounding::SingleRound, Rounding::DoubleRound})
      ASSERT_EQ(multiplyByRealMultiplier(acc32, tiny, scheme), 0)
          << acc32 << " " << tiny;
  }
  // Below 2^-64 nothing an int64 can hold rounds away from 0.
  EXPECT_EQ(multiplyByRealMultiplier(std::numeric_limits<int64_t>::max(),
                                     pow2(-65), Rounding::DoubleRound),
            0);
  EXPECT_EQ(multiplyByRealMultiplier(std::numeric_limits<int64_t>::min(),
                                     pow2(-65), Rounding::DoubleRound),
            0);
}

TEST(ReferenceSchemes, GemmlowpDoubleRoundingOfSmallAccumulators) {
  // TFLite's own code: MultiplyByQuantizedMultiplier(1, 2^30, -1) (M = 0.25)
  // is 1, not 0: the high-mul rounds 1 * 0.5 up to 1, RoundingDivideByPOT
  // then rounds 0.5 away from zero. gemmlowp and double_round inherit this.
  EXPECT_EQ(tfliteMultiplyByQuantizedMultiplier(1, 1 << 30, -1), 1);
  EXPECT_EQ(tfliteMultiplyByQuantizedMultiplier(-1, 1 << 30, -1), 0);
  // With e = -1 every M in [0.25, 0.5) maps acc = 1 to 1; with e <= -2 the
  // final division is by 4 or more and the artefact disappears for acc = 1.
  EXPECT_EQ(tfliteMultiplyByQuantizedMultiplier(1, 1 << 30, -5), 0);
  EXPECT_EQ(multiplyByRealMultiplier(1, 0.25, Rounding::Gemmlowp), 1);
  EXPECT_EQ(multiplyByRealMultiplier(1, 0.3, Rounding::Gemmlowp), 1);
  EXPECT_EQ(multiplyByRealMultiplier(1, 0.3, Rounding::DoubleRound), 1);
  EXPECT_EQ(multiplyByRealMultiplier(1, 0.3, Rounding::SingleRound), 0);
  EXPECT_EQ(multiplyByRealMultiplier(1, 0.3, Rounding::FloatRne), 0);
  EXPECT_EQ(multiplyByRealMultiplier(1, 0.2, Rounding::Gemmlowp), 0);
  EXPECT_EQ(multiplyByRealMultiplier(3, 0.125, Rounding::Gemmlowp), 1);
  EXPECT_EQ(multiplyByRealMultiplier(3, 0.125, Rounding::SingleRound), 0);
  // For M >= 0.5 (e >= 0) gemmlowp rounds once and equals single_round.
  std::mt19937_64 rng(11);
  std::uniform_real_distribution<double> big(0.5, 3000.0);
  for (int i = 0; i < 100000; ++i) {
    const double M = big(rng);
    const int64_t acc = static_cast<int32_t>(rng()) >> 12;
    ASSERT_EQ(multiplyByRealMultiplier(acc, M, Rounding::Gemmlowp),
              multiplyByRealMultiplier(acc, M, Rounding::SingleRound))
        << acc << " " << M;
  }
}

TEST(ReferenceSchemes, AllSchemesWithinOneOfTheRealProduct) {
  // Sanity bound for every scheme: |r - acc * M| <= 1 (all are roundings of
  // acc * M up to multiplier precision; gemmlowp's double rounding can be
  // off by almost 1 for tiny accumulators, never more).
  std::mt19937_64 rng(12);
  std::uniform_real_distribution<double> exponent(-30.0, 8.0);
  for (int i = 0; i < 200000; ++i) {
    const double M = std::pow(2.0, exponent(rng));
    const int64_t acc = static_cast<int64_t>(static_cast<int32_t>(rng())) >>
                        (rng() % 31);
    if (std::fabs(acc * M) > 1e6)
      continue;
    for (Rounding s : kAllSchemes) {
      const double exact = static_cast<double>(acc) * M;
      const int64_t r = multiplyByRealMultiplier(acc, M, s);
      // float_rne: three f32 roundings (acc, M, product) of 2^-24 each.
      const double tol = s == Rounding::FloatRne
                             ? 0.5 + std::fabs(exact) * 2.5e-7 + 1e-9
                             : 1.0 + std::fabs(exact) * 1e-9;
      ASSERT_LE(std::fabs(static_cast<double>(r) - exact), tol)
          << roundingName(s) << " acc " << acc << " M " << M;
    }
  }
}

TEST(ReferenceSchemes, FloatRneIsF32ProductRoundedToEven) {
  // The product is one f32 multiply of f32(acc) and f32(M): acc beyond 2^24
  // is rounded first.
  EXPECT_EQ(multiplyByRealMultiplier((1 << 24) + 1, 1.0, Rounding::FloatRne),
            1 << 24);
  EXPECT_EQ(multiplyByRealMultiplier((1 << 24) + 3, 1.0, Rounding::FloatRne),
            (1 << 24) + 4);
  // M rounded to f32 first: M = 1/3 -> 0.3333333432674408.
  EXPECT_EQ(multiplyByRealMultiplier(3, 1.0 / 3.0, Rounding::FloatRne), 1);
  // f32(3 * 0.3333333432674408) = 1.0000000298 -> 1.0f exactly.
  // A product that lands on a tie only after the f32 rounding:
  // 7 * f32(0.5 + 2^-26) = 3.5 + 7*2^-26 (exact), f32 ulp at 3.5 is 2^-22,
  // so the f32 product is 3.5 + 2^-22 -> 4 (not a tie). With 2^-30 instead
  // the f32 product is exactly 3.5 and rounds to even 4; with acc 5, 2.5 -> 2.
  EXPECT_EQ(multiplyByRealMultiplier(5, 0.5 + pow2(-30), Rounding::FloatRne),
            2);
  EXPECT_EQ(multiplyByRealMultiplier(5, 0.5 + pow2(-30), Rounding::Gemmlowp),
            3);
  // The StableHLO oracle value that settles f32 versus double: acc 65860,
  // M = s_acc / s_out, f32(M) = 0.0006453082314692438; the exact product
  // 42.500000124564 rounds to 42.5f, which rounds to even 42 (the oracle's
  // -86 with zp -128); a double product would give 43.
  const double Mhlo = 1.5377370458777768e-05 / 0.02382949754303577;
  EXPECT_EQ(static_cast<float>(65860) * static_cast<float>(Mhlo), 42.5f);
  EXPECT_EQ(multiplyByRealMultiplier(65860, Mhlo, Rounding::FloatRne), 42);
  EXPECT_EQ(requantize(65860, Mhlo, -128, -128, 127, Rounding::FloatRne), -86);
  EXPECT_EQ(roundHalfToEven(65860.0 * static_cast<float>(Mhlo)), 43.0);
  // (The exact product with the double M is just below 42.5: the integer
  // schemes give 42 too.)
  EXPECT_LT(65860.0 * Mhlo, 42.5);
  EXPECT_EQ(multiplyByRealMultiplier(65860, Mhlo, Rounding::SingleRound), 42);
  // Negative accumulators.
  EXPECT_EQ(multiplyByRealMultiplier(-7, 0.5, Rounding::FloatRne), -4);
  EXPECT_EQ(multiplyByRealMultiplier(-9, 0.5, Rounding::FloatRne), -4);
}

TEST(ReferenceSchemes, ExtremeMultipliers) {
  for (Rounding s : kAllSchemes) {
    SCOPED_TRACE(roundingName(s));
    // M below 2^-32: the integer schemes use m = 0 (always 0); float_rne
    // gives 0 unless |acc * M| >= 0.5.
    EXPECT_EQ(multiplyByRealMultiplier(kInt32Max, pow2(-34), s),
              s == Rounding::FloatRne ? 0 : 0);
    EXPECT_EQ(multiplyByRealMultiplier(kInt32Min, pow2(-34), s), 0);
    // 2^-32 (shift -31, TOSA shift 62): int32 extremes. INT32_MAX * 2^-32 =
    // 0.49999999977: gemmlowp's first rounding gives 2^30 (= 0.5 of the
    // final unit), the second rounds that away to 1; float_rne rounds
    // f32(INT32_MAX) to 2^31, making an exact tie -> 0.
    EXPECT_EQ(multiplyByRealMultiplier(kInt32Max, pow2(-32), s),
              (s == Rounding::Gemmlowp || s == Rounding::DoubleRound) ? 1 : 0);
    EXPECT_EQ(multiplyByRealMultiplier(kInt32Min, pow2(-32), s),
              s == Rounding::SingleRound ? 0 : (s == Rounding::FloatRne ? 0 : -1))
        << "-0.5 exactly";
    // M = 1 and M > 1 on negative accumulators.
    EXPECT_EQ(multiplyByRealMultiplier(-12345, 1.0, s), -12345);
    EXPECT_EQ(multiplyByRealMultiplier(-12345, 4.0, s), -49380);
    EXPECT_EQ(multiplyByRealMultiplier(-3, 1.75, s),
              s == Rounding::FloatRne ? -5 : -5); // -5.25
    // Huge M on a large accumulator: exact, no wrap.
    EXPECT_EQ(multiplyByRealMultiplier(int64_t{1} << 40, 1024.0, s),
              int64_t{1} << 50);
  }
}

TEST(ReferenceSchemes, RequantizeClampsAndAddsZeroPoint) {
  for (Rounding s : kAllSchemes) {
    SCOPED_TRACE(roundingName(s));
    EXPECT_EQ(requantize(1000000, 0.01, -3, kI8.qmin, kI8.qmax, s), 127);
    EXPECT_EQ(requantize(-1000000, 0.01, -3, kI8.qmin, kI8.qmax, s), -128);
    EXPECT_EQ(requantize(-1000, 0.01, -3, kI8.qmin, kI8.qmax, s), -13);
    EXPECT_EQ(requantize(1000, 0.01, 127, kI8.qmin, kI8.qmax, s), 127);
    EXPECT_EQ(requantize(-1000, 0.01, -128, kI8.qmin, kI8.qmax, s), -128);
    EXPECT_EQ(requantize(500, 0.01, -128, kI8.qmin, kI8.qmax, s), -123);
    EXPECT_EQ(requantize(-100, 0.1, 0, kU8.qmin, kU8.qmax, s), 0);
    EXPECT_EQ(requantize(-100, 0.1, 255, kU8.qmin, kU8.qmax, s), 245);
    EXPECT_EQ(requantize(int64_t{1} << 40, 0.5, 0, kI16.qmin, kI16.qmax, s),
              32767);
    // A narrowed range (ReLU6 style) clamps to it, not to the storage type.
    EXPECT_EQ(requantize(100000, 0.001, -128, -128, -68, s), -68);
    // Tiny M: zero point.
    EXPECT_EQ(requantize(kInt32Max, 1e-12, 7, kI8.qmin, kI8.qmax, s), 7);
  }
}

//===----------------------------------------------------------------------===//
// qcast / dcast.
//===----------------------------------------------------------------------===//

TEST(ReferenceQuantize, TiesEvenVersusAway) {
  struct Case {
    float x;
    double scale;
    int64_t zp;
    int64_t even, away;
  };
  const Case cases[] = {
      {2.5f, 1.0, 0, 2, 3},      {-2.5f, 1.0, 0, -2, -3},
      {0.5f, 1.0, 0, 0, 1},      {-0.5f, 1.0, 0, 0, -1},
      {1.5f, 1.0, 0, 2, 2},      {-1.5f, 1.0, 0, -2, -2},
      {5.0f, 2.0, 3, 5, 6},      {-5.0f, 2.0, 3, 1, 0},
      {0.75f, 0.5, -128, -126, -126}, {-0.75f, 0.5, 10, 8, 8},
      {0.125f, 0.25, 1, 1, 2},   {-0.125f, 0.25, 1, 1, 0},
      {101.5f, 1.0, 0, 102, 102}, {-100.5f, 1.0, 0, -100, -101},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(::testing::Message() << c.x << " / " << c.scale);
    EXPECT_EQ(quantize(c.x, c.scale, c.zp, -128, 127, RoundMode::HalfToEven),
              c.even);
    EXPECT_EQ(quantize(c.x, c.scale, c.zp, -128, 127,
                       RoundMode::HalfAwayFromZero),
              c.away);
  }
}

TEST(ReferenceQuantize, DivisionIsInF32) {
  // 0.35f / 0.1f in f32 is exactly 3.5 (the exact quotient of the two f32
  // values is 3.49999997...): the tie is judged on the f32 quotient.
  const float x = 0.35f;
  const float v = x / 0.1f;
  ASSERT_EQ(v, 3.5f);
  ASSERT_LT(static_cast<double>(x) / static_cast<double>(0.1f), 3.5);
  EXPECT_EQ(quantize(x, 0.1, 0, -128, 127), 4);
  EXPECT_EQ(quantize(x, 0.1, 0, -128, 127, RoundMode::HalfAwayFromZero), 4);
  EXPECT_EQ(quantize(-x, 0.1, 0, -128, 127), -4);
  // The scale is rounded to f32 before dividing.
  EXPECT_EQ(quantize(1.0f, 1.0 / 3.0, 0, -128, 127), 3);
}

TEST(ReferenceQuantize, SaturationNanInf) {
  const float inf = std::numeric_limits<float>::infinity();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  EXPECT_EQ(quantize(inf, 0.1, 5, -128, 127), 127);
  EXPECT_EQ(quantize(-inf, 0.1, 5, -128, 127), -128);
  EXPECT_EQ(quantize(nan, 0.1, 5, -128, 127), 5);
  EXPECT_EQ(quantize(-nan, 0.1, -128, -128, 127), -128);
  EXPECT_EQ(quantize(nan, 0.1, 255, 0, 255), 255);
  EXPECT_EQ(quantize(1e30f, 0.1, 0, -128, 127), 127);
  EXPECT_EQ(quantize(-1e30f, 0.1, 0, -128, 127), -128);
  // x / s overflows f32 to inf.
  EXPECT_EQ(quantize(3e38f, 1e-3, 0, -128, 127), 127);
  EXPECT_EQ(quantize(-3e38f, 1e-3, 0, 0, 255), 0);
  // Zero points at the storage extremes.
  EXPECT_EQ(quantize(-0.2f, 0.1, -128, -128, 127), -128);
  EXPECT_EQ(quantize(0.2f, 0.1, -128, -128, 127), -126);
  EXPECT_EQ(quantize(0.2f, 0.1, 127, -128, 127), 127);
  EXPECT_EQ(quantize(-0.2f, 0.1, 127, -128, 127), 125);
  EXPECT_EQ(quantize(-0.2f, 0.1, 0, 0, 255), 0);
  EXPECT_EQ(quantize(0.2f, 0.1, 255, 0, 255), 255);
  EXPECT_EQ(quantize(-0.2f, 0.1, 255, 0, 255), 253);
  // i32 storage: no intermediate wrap.
  EXPECT_EQ(quantize(3e9f, 1.0, -5, kInt32Min, kInt32Max), kInt32Max);
  EXPECT_EQ(quantize(-3e9f, 1.0, 5, kInt32Min, kInt32Max), kInt32Min);
  // Signed zero and subnormals.
  EXPECT_EQ(quantize(-0.0f, 1.0, 3, -128, 127), 3);
  EXPECT_EQ(quantize(1e-45f, 1.0, 3, -128, 127), 3);
}

TEST(ReferenceQuantize, StableHloQuantizeAddsZeroPointInF32) {
  // StableHLO's lowering computes clamp(rne((float)(x / s + (float)zp))):
  // the zero point is added in f32 before rounding. QuantKit (as ONNX)
  // rounds x / s first and adds zp exactly. They differ when x / s + zp is
  // inexact in f32 and lands on a tie: x = 0x3EFFFFFF (0.49999997), zp =
  // -127: -126.50000003 rounds to -126.5 in f32, then to even -126; QuantKit
  // gives rne(0.49999997) - 127 = -127. (No oracle value hits this.)
  float x;
  const uint32_t bits = 0x3EFFFFFFu;
  std::memcpy(&x, &bits, sizeof x);
  const float hlo = x / 1.0f + static_cast<float>(-127);
  EXPECT_EQ(hlo, -126.5f);
  EXPECT_EQ(roundHalfToEven(hlo), -126.0);
  EXPECT_EQ(quantize(x, 1.0, -127, -128, 127), -127);
}

TEST(ReferenceQuantize, DequantizeExactDifference) {
  EXPECT_EQ(dequantize(-128, 0.5, 127), -127.5f);
  EXPECT_EQ(dequantize(255, 2.0, 0), 510.0f);
  // q - zp computed exactly in integers, then one rounding to f32.
  EXPECT_EQ(dequantize(kInt32Max, 1.0, kInt32Min),
            static_cast<float>(4294967295.0));
  EXPECT_EQ(dequantize((1 << 24) + 1, 1.0, 0), 16777216.0f);
  // One f32 multiply by f32(scale).
  EXPECT_EQ(dequantize(3, 0.1, 0), 3.0f * static_cast<float>(0.1));
  // Round trip of every i8 value.
  for (int q = -128; q <= 127; ++q)
    EXPECT_EQ(quantize(dequantize(q, 0.0375, -7), 0.0375, -7, -128, 127), q);
}

//===----------------------------------------------------------------------===//
// Ops.
//===----------------------------------------------------------------------===//

TEST(ReferenceOps, MatmulPerChannelWithBias) {
  // lhs [2, 3], zp -1; rhs [3, 2] per channel, zps {0, 2}; bias {10, -20}.
  Tensor lhs{{2, 3}, {1, 2, 3, -1, 0, 4}};
  Tensor rhs{{3, 2}, {1, 2, 3, 4, 5, 6}};
  QuantParams lq = QuantParams::perTensor(0.5, -1, kI8);
  QuantParams rq = QuantParams::perChannel({0.25, 0.125}, {0, 2}, kI8);
  std::vector<int64_t> bias = {10, -20};
  Tensor acc = matmulAccumulators(lhs, lq, rhs, rq, &bias);
  // Row 0: (2, 3, 4); row 1: (0, 1, 5). Col 0: (1, 3, 5); col 1: (0, 2, 4).
  EXPECT_EQ(acc.shape, (std::vector<int64_t>{2, 2}));
  EXPECT_EQ(acc.data, (std::vector<int64_t>{2 + 9 + 20 + 10, 0 + 6 + 16 - 20,
                                            0 + 3 + 25 + 10, 0 + 2 + 20 - 20}));
  // M = {0.125, 0.0625} / 0.25 -> {0.5, 0.25}; outputs 41*0.5 = 20.5,
  // 2*0.25 = 0.5, 38*0.5 = 19, 2*0.25 = 0.5.
  QuantParams oq = QuantParams::perTensor(0.25, 3, kI8);
  EXPECT_EQ(matmul(lhs, lq, rhs, rq, &bias, oq, Rounding::Gemmlowp).data,
            (std::vector<int64_t>{24, 4, 22, 4}));
  EXPECT_EQ(matmul(lhs, lq, rhs, rq, &bias, oq, Rounding::FloatRne).data,
            (std::vector<int64_t>{23, 3, 22, 3}));
}

TEST(ReferenceOps, MatmulBatchedAndLeadingDims) {
  Tensor lhs{{2, 1, 2}, {1, 2, 3, 4}};
  Tensor rhsBatched{{2, 2, 1}, {1, 1, 2, -1}};
  Tensor rhsShared{{2, 1}, {1, 1}};
  QuantParams q = QuantParams::perTensor(1.0, 0, kI8);
  EXPECT_EQ(matmulAccumulators(lhs, q, rhsBatched, q).data,
            (std::vector<int64_t>{3, 2}));
  EXPECT_EQ(matmulAccumulators(lhs, q, rhsShared, q).data,
            (std::vector<int64_t>{3, 7}));
  Tensor lhs4{{2, 2, 1, 2}, {1, 2, 3, 4, 5, 6, 7, 8}};
  EXPECT_EQ(matmulAccumulators(lhs4, q, rhsShared, q).data,
            (std::vector<int64_t>{3, 7, 11, 15}));
}

TEST(ReferenceOps, Conv2dPaddingStridesDilations) {
  // 1x4x4x1 input 1..16, zp 1; 2x2 filter, OHWI [2,2,2,1], per channel.
  Tensor in{{1, 4, 4, 1}, {}};
  for (int i = 1; i <= 16; ++i)
    in.data.push_back(i);
  Tensor f{{2, 2, 2, 1}, {1, 0, 0, 1, /*o=1*/ 2, 2, 2, 2}};
  QuantParams iq = QuantParams::perTensor(1.0, 1, kI8);
  QuantParams fq = QuantParams::perChannel({1.0, 1.0}, {0, 1}, kI8);
  Conv2DGeometry g;
  g.padding = {1, 0, 1, 0};
  g.strides = {2, 2};
  g.dilations = {1, 1};
  Tensor acc = conv2dAccumulators(in, iq, f, fq, nullptr, g);
  ASSERT_EQ(acc.shape, (std::vector<int64_t>{1, 2, 2, 2}));
  // Values minus zp: v[y][x] = 4y + x. Output (0,0): taps (-1,-1) (-1,0)
  // (0,-1) padded, (0,0) = 0 -> o0: 1*pad + 1*v00 = 0; o1: v00 * 1 = 0.
  // (0,1): window rows -1..0, cols 1..2: taps (0,1)=1,(0,2)=2 with filter
  // weights (kh=1,kw=0),(kh=1,kw=1): o0 = 0*1 + 1*2 = 2; o1 = 1 + 2 = 3.
  // (1,0): rows 1..2, cols -1..0: (1,0)=4 (kh0,kw1), (2,0)=8 (kh1,kw1):
  // o0 = 0*4 + 1*8 = 8; o1 = 4 + 8 = 12.
  // (1,1): rows 1..2 cols 1..2: 5,6,9,10: o0 = 5 + 10 = 15; o1 = 30.
  EXPECT_EQ(acc.data, (std::vector<int64_t>{0, 0, 2, 3, 8, 12, 15, 30}));
  // Dilation 2, no padding: one output per channel over taps (0,0),(0,2),
  // (2,0),(2,2) = 0, 2, 8, 10.
  Conv2DGeometry g2;
  g2.dilations = {2, 2};
  Tensor acc2 = conv2dAccumulators(in, iq, f, fq, nullptr, g2);
  ASSERT_EQ(acc2.shape, (std::vector<int64_t>{1, 2, 2, 2}));
  EXPECT_EQ(acc2.data[0], 0 + 10);
  EXPECT_EQ(acc2.data[1], 0 + 2 + 8 + 10);
  // Bias and requantization.
  std::vector<int64_t> bias = {-1, 1};
  QuantParams oq = QuantParams::perTensor(2.0, -128, kI8);
  Tensor out = conv2d(in, iq, f, fq, &bias, g, oq, Rounding::SingleRound);
  // (acc + bias) / 2 rounded half up: -0.5->0, 0.5->1, 0.5->1, 2, 3.5->4,
  // 6.5->7, 7, 15.5->16.
  EXPECT_EQ(out.data, (std::vector<int64_t>{-128, -127, -127, -126, -124,
                                            -121, -121, -112}));
  // Half to even: -0.5->0, 0.5->0, 0.5->0, 2, 3.5->4, 6.5->6, 7, 15.5->16.
  Tensor outRne = conv2d(in, iq, f, fq, &bias, g, oq, Rounding::FloatRne);
  EXPECT_EQ(outRne.data, (std::vector<int64_t>{-128, -128, -128, -126, -124,
                                               -122, -121, -112}));
}

TEST(ReferenceOps, PerChannelConvMultipliers) {
  // conv2d: in 5 (zp 1) -> 4; filter channels 3 (zp 0) and 3 (zp 1) -> 3, 2;
  // acc 12, 8; M_o = 0.5 * {0.5, 0.25} / 0.25 = {1, 0.5} -> 12, 4.
  Tensor in{{1, 1, 1, 1}, {5}};
  Tensor f{{2, 1, 1, 1}, {3, 3}};
  QuantParams iq = QuantParams::perTensor(0.5, 1, kI8);
  QuantParams fq = QuantParams::perChannel({0.5, 0.25}, {0, 1}, kI8);
  QuantParams oq = QuantParams::perTensor(0.25, -3, kI8);
  for (Rounding s : kAllSchemes)
    EXPECT_EQ(conv2d(in, iq, f, fq, nullptr, {}, oq, s).data,
              (std::vector<int64_t>{9, 1}))
        << roundingName(s);
  // depthwise: channels on the last filter axis, M_c = 0.5 * {1, 0.125} / 1.
  Tensor din{{1, 1, 1, 2}, {7, 7}};
  Tensor df{{1, 1, 2}, {2, 10}};
  QuantParams dq = QuantParams::perChannel({1.0, 0.125}, {0, 2}, kI8);
  QuantParams doq = QuantParams::perTensor(1.0, 0, kI8);
  // acc = (7 - 1) * 2 = 12 -> 6; (7 - 1) * 8 = 48 -> 3.
  for (Rounding s : kAllSchemes)
    EXPECT_EQ(depthwiseConv2d(din, iq, df, dq, nullptr, {}, doq, s).data,
              (std::vector<int64_t>{6, 3}))
        << roundingName(s);
}

TEST(ReferenceOps, DepthwiseConv2d) {
  Tensor in{{1, 2, 2, 2}, {1, 10, 2, 20, 3, 30, 4, 40}};
  Tensor f{{2, 2, 2}, {1, 1, 1, 1, 1, 1, 1, -1}};
  QuantParams q = QuantParams::perTensor(1.0, 0, kI8);
  Tensor acc = depthwiseConv2dAccumulators(in, q, f, q, nullptr, {});
  ASSERT_EQ(acc.shape, (std::vector<int64_t>{1, 1, 1, 2}));
  EXPECT_EQ(acc.data, (std::vector<int64_t>{10, 10 + 20 + 30 - 40}));
  // Padding of 1 everywhere: corners see one tap.
  Conv2DGeometry g;
  g.padding = {1, 1, 1, 1};
  Tensor accPad = depthwiseConv2dAccumulators(in, q, f, q, nullptr, g);
  ASSERT_EQ(accPad.shape, (std::vector<int64_t>{1, 3, 3, 2}));
  EXPECT_EQ(accPad.data[0], 1 * 1);   // (0,0) c0: tap in(0,0) weight f(1,1)
  EXPECT_EQ(accPad.data[1], 10 * -1); // c1 weight -1
}

TEST(ReferenceOps, AddSchemes) {
  // Equal scales and zero points 0: the result is exactly q_l + q_r.
  Tensor a{{5}, {1, -7, 100, -100, 50}};
  Tensor b{{5}, {2, 3, 100, -100, -51}};
  QuantParams q = QuantParams::perTensor(1.0, 0, kI8);
  for (Rounding s : kAllSchemes)
    EXPECT_EQ(add(a, q, b, q, q, s).data,
              (std::vector<int64_t>{3, -4, 127, -128, -1}))
        << roundingName(s);
  // Different scales: r = 0.5*(a - 1) + 0.25*(b + 2), out scale 0.5 zp -3.
  QuantParams ql = QuantParams::perTensor(0.5, 1, kI8);
  QuantParams qr = QuantParams::perTensor(0.25, -2, kI8);
  QuantParams qo = QuantParams::perTensor(0.5, -3, kI8);
  Tensor x{{4}, {1, 2, 3, 0}};
  Tensor y{{4}, {-1, -2, 0, -3}};
  // Exact real sums / s_out: (0.25, 0.5, 1.5, -0.75) / 0.5 = 0.5, 1, 3, -1.5.
  // float_rne rounds each input separately: (x - 1) * 1 = 0, 1, 2, -1 and
  // (y + 2) * 0.5 = 0.5 -> 0, 0, 1, -0.5 -> 0; sums + zp: -3, -2, 0, -4.
  EXPECT_EQ(add(x, ql, y, qr, qo, Rounding::FloatRne).data,
            (std::vector<int64_t>{-3, -2, 0, -4}));
  // gemmlowp: inputs scaled exactly (powers of two), one final
  // RoundingDivideByPOT of the exact sum: 0.5 -> 1, -1.5 -> -2 (away).
  const Tensor g = add(x, ql, y, qr, qo, Rounding::Gemmlowp);
  EXPECT_EQ(g.data, (std::vector<int64_t>{-3 + 1, -3 + 1, -3 + 3, -3 - 2}));
  EXPECT_EQ(add(x, ql, y, qr, qo, Rounding::SingleRound).data[3], -3 - 1);
  EXPECT_EQ(add(x, ql, y, qr, qo, Rounding::DoubleRound).data, g.data);
}

TEST(ReferenceOps, MulSchemes) {
  Tensor a{{4}, {3, -3, 127, -128}};
  Tensor b{{4}, {3, 3, 127, -128}};
  QuantParams q = QuantParams::perTensor(0.5, 0, kI8);
  QuantParams o = QuantParams::perTensor(0.5, 0, kI8);
  // r = 0.25 * a * b / 0.5 = a*b/2: 4.5, -4.5, saturate, saturate.
  EXPECT_EQ(mul(a, q, b, q, o, Rounding::Gemmlowp).data,
            (std::vector<int64_t>{5, -4, 127, 127}));
  EXPECT_EQ(mul(a, q, b, q, o, Rounding::SingleRound).data,
            (std::vector<int64_t>{5, -4, 127, 127}));
  EXPECT_EQ(mul(a, q, b, q, o, Rounding::FloatRne).data,
            (std::vector<int64_t>{4, -4, 127, 127}));
  QuantParams zq = QuantParams::perTensor(0.5, 10, kI8);
  // (a - 10) * (b - 10) / 2: -7*-7/2 = 24.5, -13*-7/2 = 45.5.
  EXPECT_EQ(mul(a, zq, b, zq, o, Rounding::Gemmlowp).data[0], 25);
  EXPECT_EQ(mul(a, zq, b, zq, o, Rounding::FloatRne).data[1], 46);
}

TEST(ReferenceOps, AvgPoolRounding) {
  // One 2x2 window, sums of (q - zp) chosen to land on ties.
  auto pool = [](std::vector<int64_t> v, int64_t zp, Rounding s) {
    Tensor in{{1, 2, 2, 1}, std::move(v)};
    Pool2DGeometry g;
    g.kernel = {2, 2};
    return avgPool2d(in, QuantParams::perTensor(1.0, zp, kI8), g, s).data[0];
  };
  // S = -2 (mean -0.5) with zp 3: stored mean 2.5.
  const std::vector<int64_t> v = {3, 3, 2, 2};
  // TFLite rounds the mean of the stored values (2.5 -> 3); TOSA's
  // reciprocal multiplier is slightly above 1/count, so its SINGLE_ROUND
  // rounds the mean of (q - zp) half away from zero (-0.5 -> -1, + 3 = 2).
  EXPECT_EQ(pool(v, 3, Rounding::Gemmlowp), 3);
  EXPECT_EQ(pool(v, 3, Rounding::SingleRound), 2);
  EXPECT_EQ(pool(v, 3, Rounding::DoubleRound), 2);
  EXPECT_EQ(pool(v, 3, Rounding::FloatRne), 3); // -0.5 -> -0 -> 3
  // S = -6 (mean -1.5) with zp 0.
  const std::vector<int64_t> w = {-1, -1, -2, -2};
  EXPECT_EQ(pool(w, 0, Rounding::Gemmlowp), -2);
  EXPECT_EQ(pool(w, 0, Rounding::SingleRound), -2);
  EXPECT_EQ(pool(w, 0, Rounding::FloatRne), -2);
  // S = -10 (mean -2.5) with zp 0.
  const std::vector<int64_t> t = {-2, -2, -3, -3};
  EXPECT_EQ(pool(t, 0, Rounding::Gemmlowp), -3);
  EXPECT_EQ(pool(t, 0, Rounding::SingleRound), -3);
  EXPECT_EQ(pool(t, 0, Rounding::FloatRne), -2);
  // S = 2 (mean 0.5) with zp -3: stored mean -2.5 -> TFLite -3.
  const std::vector<int64_t> u = {-2, -2, -3, -3};
  EXPECT_EQ(pool(u, -3, Rounding::Gemmlowp), -3);
  EXPECT_EQ(pool(u, -3, Rounding::SingleRound), -2);
  EXPECT_EQ(pool(u, -3, Rounding::FloatRne), -3);
  // Padding is excluded from the count: 3x3 kernel at a corner of a 2x2
  // input with padding 1 sees 4 values.
  Tensor in{{1, 2, 2, 1}, {4, 4, 4, 8}};
  Pool2DGeometry g;
  g.kernel = {3, 3};
  g.padding = {1, 1, 1, 1};
  for (Rounding s : kAllSchemes) {
    const Tensor out =
        avgPool2d(in, QuantParams::perTensor(1.0, 0, kI8), g, s);
    ASSERT_EQ(out.shape, (std::vector<int64_t>{1, 2, 2, 1}));
    EXPECT_EQ(out.data, (std::vector<int64_t>{5, 5, 5, 5})) << roundingName(s);
  }
}

TEST(ReferenceOps, TosaReciprocalScaleVersusExactDivision) {
  // TOSA's reciprocal_scale + SINGLE_ROUND apply_scale equals S / count
  // rounded half AWAY from zero (not half up): multiplier =
  // floor((2^30 + 1) * 2^k / count) is strictly above 2^(30+k) / count, so
  // a tie is pushed away from zero, and the excess (< |S| / (count * 2^30))
  // never moves a non-tie across a half for |S| < 2^29. Checked exhaustively
  // for every count <= 256 and every i8 window sum.
  for (uint32_t count = 1; count <= 256; ++count) {
    const QuantizedMultiplier rs = tosaReciprocalScale(count);
    const int64_t bound = 255 * static_cast<int64_t>(count);
    for (int64_t S = -bound; S <= bound; ++S) {
      const int64_t tosa = tosaApplyScale32(S, rs.multiplier, rs.shift, false);
      const int64_t c = count;
      // round half away from zero: sign(S) * floor((2|S| + c) / 2c)
      const int64_t mag = (2 * (S < 0 ? -S : S) + c) / (2 * c);
      const int64_t exact = S < 0 ? -mag : mag;
      ASSERT_EQ(tosa, exact) << "S " << S << " count " << count;
    }
  }
}

TEST(ReferenceOps, AddMulNearTheRealResult) {
  // Property check of the add/mul formulas (multipliers, left shift, zero
  // points): every scheme lands within 1 of round(real result / s_out) for
  // random i8 / i16 operands and scales (before the clamp).
  std::mt19937_64 rng(13);
  std::uniform_real_distribution<double> scale(0.001, 0.2);
  for (unsigned bits : {8u, 16u}) {
    const StorageRange r = storageRange(bits, true);
    std::uniform_int_distribution<int64_t> val(r.qmin, r.qmax);
    for (int i = 0; i < 20000; ++i) {
      const double sl = scale(rng), sr = scale(rng), so = scale(rng) * 4;
      const int64_t zl = val(rng) / 2, zr = val(rng) / 2;
      const QuantParams ql = QuantParams::perTensor(sl, zl, r, bits);
      const QuantParams qr = QuantParams::perTensor(sr, zr, r, bits);
      // A wide output range so that nothing clamps.
      const QuantParams qo =
          QuantParams::perTensor(so, 0, storageRange(32, true), bits);
      Tensor a{{1}, {val(rng)}}, b{{1}, {val(rng)}};
      const double realAdd = sl * (a.data[0] - zl) + sr * (b.data[0] - zr);
      const double realMul = sl * (a.data[0] - zl) * sr * (b.data[0] - zr);
      auto clampReal = [&](double v) {
        return std::min(std::max(v, double(qo.qmin)), double(qo.qmax));
      };
      for (Rounding s : kAllSchemes) {
        const int64_t qa = add(a, ql, b, qr, qo, s).data[0];
        const int64_t qm = mul(a, ql, b, qr, qo, s).data[0];
        ASSERT_LE(std::fabs(qa - clampReal(realAdd / so)), 1.0 + 1e-6)
            << roundingName(s) << " add bits " << bits;
        ASSERT_LE(std::fabs(qm - clampReal(realMul / so)),
                  1.0 + std::fabs(realMul / so) * 3e-7)
            << roundingName(s) << " mul bits " << bits;
      }
    }
  }
}

TEST(ReferenceOps, TosaAvgPoolLargeSums) {
  // The half-away-from-zero property of TOSA's reciprocal scale on i16
  // window sums (random, |S| < 2^24).
  std::mt19937_64 rng(14);
  for (int i = 0; i < 200000; ++i) {
    const uint32_t count = 1 + static_cast<uint32_t>(rng() % 1024);
    const int64_t S = static_cast<int64_t>(rng() % (int64_t{1} << 25)) -
                      (int64_t{1} << 24);
    const QuantizedMultiplier rs = tosaReciprocalScale(count);
    const int64_t tosa = tosaApplyScale32(S, rs.multiplier, rs.shift, false);
    const int64_t mag = (2 * (S < 0 ? -S : S) + count) / (2 * int64_t{count});
    ASSERT_EQ(tosa, S < 0 ? -mag : mag) << S << " / " << count;
  }
}

TEST(ReferenceOps, MaxPool) {
  Tensor in{{1, 3, 3, 1}, {-128, -100, -50, 7, 127, -1, 0, 0, -128}};
  Pool2DGeometry g;
  g.kernel = {2, 2};
  g.strides = {2, 2};
  g.padding = {0, 1, 0, 1};
  Tensor out = maxPool2d(in, g);
  ASSERT_EQ(out.shape, (std::vector<int64_t>{1, 2, 2, 1}));
  // Padding never wins even though every real value is negative there.
  EXPECT_EQ(out.data, (std::vector<int64_t>{127, -1, 0, -128}));
}

TEST(ReferenceOps, RescalePerAxis) {
  Tensor in{{2, 3}, {10, 20, 30, -10, -20, -30}};
  QuantParams inQ = QuantParams::perChannel({0.5, 0.25, 1.0}, {0, 2, -1}, kI8);
  QuantParams outQ = QuantParams::perChannel({1.0, 1.0, 0.5}, {1, 0, 0}, kI8);
  // channel 0: (q) * 0.5 + 1; channel 1: (q - 2) * 0.25; channel 2:
  // (q + 1) * 2.
  for (Rounding s : kAllSchemes) {
    Tensor out = rescale(in, inQ, outQ, 1, s);
    EXPECT_EQ(out.data[0], 6);
    EXPECT_EQ(out.data[2], 62);
    EXPECT_EQ(out.data[3], -4);
    EXPECT_EQ(out.data[5], -58);
    // (20 - 2) * 0.25 = 4.5 and (-20 - 2) * 0.25 = -5.5: ties.
    const int64_t tiePos = out.data[1], tieNeg = out.data[4];
    switch (s) {
    case Rounding::Gemmlowp:
    case Rounding::DoubleRound:
      EXPECT_EQ(tiePos, 5);
      EXPECT_EQ(tieNeg, -6);
      break;
    case Rounding::SingleRound:
      EXPECT_EQ(tiePos, 5);
      EXPECT_EQ(tieNeg, -5);
      break;
    case Rounding::FloatRne:
      EXPECT_EQ(tiePos, 4);
      EXPECT_EQ(tieNeg, -6);
      break;
    }
  }
  // Per-tensor rescale with a multiplier > 1 and saturation.
  Tensor t{{3}, {100, -100, 3}};
  QuantParams a = QuantParams::perTensor(1.0, 0, kI8);
  QuantParams b = QuantParams::perTensor(0.25, 0, kI8);
  EXPECT_EQ(rescale(t, a, b, -1, Rounding::Gemmlowp).data,
            (std::vector<int64_t>{127, -128, 12}));
}

TEST(ReferenceOps, QuantizeTensorPerAxis) {
  std::vector<float> x = {1.0f, 2.0f, -1.0f, -2.0f};
  QuantParams q = QuantParams::perChannel({0.5, 2.0}, {0, 10}, kI8);
  Tensor t = quantizeTensor(x, {2, 2}, q, 1);
  EXPECT_EQ(t.data, (std::vector<int64_t>{2, 11, -2, 9}));
  Tensor u = quantizeTensor(x, {2, 2}, q, 0);
  EXPECT_EQ(u.data, (std::vector<int64_t>{2, 4, 10, 9}));
  EXPECT_EQ(dequantizeTensor(t, q, 1), (std::vector<float>{1, 2, -1, -2}));
}

} // namespace
