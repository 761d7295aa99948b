//===- RequantizeTest.cpp - When 64-bit sums requantize in 64 bits --------===//
//
// droppableMultiplierBits (passes/utils/Requantize.h) at the edges of what
// it accepts, and the identity it relies on checked on exact integers: the
// dropped form equals the 128-bit one for sums at the bound.
//
//===----------------------------------------------------------------------===//

#include "passes/utils/Requantize.h"

#include "llvm/ADT/bit.h"

#include <gtest/gtest.h>

#include <random>

using namespace mlir::quantkit;

namespace {

using Int128 = __int128;

constexpr uint64_t kInt64Max = (uint64_t(1) << 63) - 1;

std::optional<unsigned> drop(std::initializer_list<FixedPointMultiplier> fixed,
                             Rounding scheme, uint64_t bound) {
  return droppableMultiplierBits(llvm::ArrayRef<FixedPointMultiplier>(fixed),
                                 scheme, bound);
}

TEST(DroppableMultiplierBits, TakesTheBitsEveryMultiplierShares) {
  // 3 * 2^29 and 5 * 2^28: 28 in common; a zero multiplier adds no limit.
  EXPECT_EQ(drop({{3 << 29, -20}, {5 << 28, -20}, {0, 0}},
                 Rounding::single_round, 1ull << 34),
            28u);
  // A 16-bit multiplier (odd) widened to Q31: 15 zero bits.
  EXPECT_EQ(drop({{0xb5b5 << 15, -9}}, Rounding::double_round, 1ull << 34),
            15u);
  // A full-width multiplier drops nothing but still fits for small sums.
  EXPECT_EQ(drop({{1503238554, -20}}, Rounding::gemmlowp, 1ull << 31), 1u);
  EXPECT_EQ(drop({{1503238555, -20}}, Rounding::gemmlowp, 1ull << 31), 0u);
}

TEST(DroppableMultiplierBits, KeepsTosaRoundingTermsWhole) {
  // TOSA's 2^(30 - e) must stay a multiple of 2^d: e = 25 allows 5 bits.
  EXPECT_EQ(drop({{1 << 30, 25}}, Rounding::single_round, 1), 5u);
  // gemmlowp's term is 2^30 whatever e: 30 bits.
  EXPECT_EQ(drop({{1 << 30, 25}}, Rounding::gemmlowp, 1), 30u);
}

TEST(DroppableMultiplierBits, StopsAtTheSixtyFourBitBound) {
  // gemmlowp, m = 2^30 (m' = 1), e = 0: |acc| + 2^0 must stay below 2^63.
  EXPECT_EQ(drop({{1 << 30, 0}}, Rounding::gemmlowp, kInt64Max - 1), 30u);
  EXPECT_EQ(drop({{1 << 30, 0}}, Rounding::gemmlowp, kInt64Max), std::nullopt);
  // gemmlowp's left shift by e > 0 counts: 2^61 << 2 is past 2^63.
  EXPECT_EQ(drop({{1 << 30, 2}}, Rounding::gemmlowp, 1ull << 61),
            std::nullopt);
  // single_round, m' = 1 and shift 31 - 30 - (-1) = 2: |acc| + 2^1.
  EXPECT_EQ(drop({{1 << 30, -1}}, Rounding::single_round, kInt64Max - 2),
            30u);
  EXPECT_EQ(drop({{1 << 30, -1}}, Rounding::single_round, kInt64Max - 1),
            std::nullopt);
  // double_round adds 2^(30 - d) = 1 where the shift passes 31.
  EXPECT_EQ(drop({{1 << 30, -1}}, Rounding::double_round, kInt64Max - 3),
            30u);
  EXPECT_EQ(drop({{1 << 30, -1}}, Rounding::double_round, kInt64Max - 2),
            std::nullopt);
  // A shift past 63 after dropping: 31 + 63 - 30 = 64.
  EXPECT_EQ(drop({{1 << 30, -63}}, Rounding::single_round, 1), std::nullopt);
  EXPECT_EQ(drop({{1 << 30, -62}}, Rounding::single_round, 1), 30u);
  // One channel out of bounds decides for all.
  EXPECT_EQ(drop({{1 << 16, -9}, {0x7fffffff, -9}}, Rounding::single_round,
                 1ull << 34),
            std::nullopt);
  EXPECT_EQ(drop({{1 << 16, 0}}, Rounding::float_rne, 1), std::nullopt);
}

/// TOSA apply_scale_32 on exact integers, dropping `d` bits from every term.
Int128 tosa(Int128 acc, int64_t m, int32_t e, bool doubleRound, unsigned d) {
  int shift = 31 - e;
  Int128 round = Int128(1) << (shift - 1);
  if (doubleRound && shift > 31)
    round += acc >= 0 ? Int128(1) << 30 : -(Int128(1) << 30);
  return (acc * (m >> d) + (round >> d)) >> (shift - d);
}

Int128 gemmlowpHigh(Int128 acc, int64_t m, int32_t e, unsigned d) {
  Int128 x = acc * (Int128(1) << std::max(e, 0));
  return (x * (m >> d) + ((Int128(1) << 30) >> d)) >> (31 - d);
}

TEST(DroppableMultiplierBits, DroppedFormEqualsTheFullOne) {
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 2000; ++trial) {
    // A multiplier with 8 to 30 low zero bits, any exponent in range.
    unsigned zeros = 8 + rng() % 23;
    int64_t m = (int64_t(1) << 30) | ((rng() & ((int64_t(1) << 30) - 1)) >>
                                      zeros << zeros);
    int32_t e = -40 + static_cast<int32_t>(rng() % 60);
    uint64_t bound = uint64_t(1) << (20 + rng() % 20);
    for (Rounding scheme : {Rounding::gemmlowp, Rounding::single_round,
                            Rounding::double_round}) {
      std::optional<unsigned> d =
          drop({{static_cast<int32_t>(m), e}}, scheme, bound);
      if (!d)
        continue;
      EXPECT_LE(*d, static_cast<unsigned>(llvm::countr_zero(uint64_t(m))));
      for (Int128 acc : {Int128(bound), -Int128(bound), Int128(0),
                         Int128(rng() % bound) - Int128(bound / 2)}) {
        if (scheme == Rounding::gemmlowp)
          ASSERT_EQ(gemmlowpHigh(acc, m, e, *d), gemmlowpHigh(acc, m, e, 0));
        else
          ASSERT_EQ(tosa(acc, m, e, scheme == Rounding::double_round, *d),
                    tosa(acc, m, e, scheme == Rounding::double_round, 0));
      }
    }
  }
}

} // namespace
