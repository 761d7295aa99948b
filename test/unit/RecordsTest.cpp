//===- RecordsTest.cpp - The values of measurement records ----------------===//
//
// parseRecordValue reads what quantkit-debug-layers prints (`MpE`, the
// value M * 2^E) and decimals. The round trip formats values with frexp,
// independently of RecordWriter's bit splitting, and wants every bit back.
//
//===----------------------------------------------------------------------===//

#include "passes/accuracy/Records.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>

using namespace mlir::quantkit;

namespace {

/// `value` as `MpE` with M odd, from frexp: value = f * 2^e, |f| in
/// [0.5, 1), so f * 2^53 is an integer.
std::string exactForm(double value) {
  if (value == 0.0)
    return "0p0";
  int e;
  double f = std::frexp(value, &e);
  auto m = static_cast<int64_t>(std::ldexp(f, 53));
  e -= 53;
  while (m % 2 == 0) {
    m /= 2;
    ++e;
  }
  return std::to_string(m) + "p" + std::to_string(e);
}

uint64_t bitsOf(double value) {
  uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}

TEST(RecordsTest, ReadsExactAndDecimalValues) {
  EXPECT_EQ(parseRecordValue("-7p-6"), -0.109375);
  EXPECT_EQ(parseRecordValue("0p0"), 0.0);
  EXPECT_EQ(parseRecordValue("5p0"), 5.0);
  EXPECT_EQ(parseRecordValue("3p10"), 3072.0);
  EXPECT_EQ(parseRecordValue("-1.5"), -1.5);
  EXPECT_EQ(parseRecordValue("2.5e-3"), 2.5e-3);
  // The smallest subnormal and the largest finite value.
  EXPECT_EQ(parseRecordValue("1p-1074"),
            std::numeric_limits<double>::denorm_min());
  EXPECT_EQ(parseRecordValue("9007199254740991p971"),
            std::numeric_limits<double>::max());
}

TEST(RecordsTest, RejectsMalformedAndNonFiniteValues) {
  for (const char *field :
       {"", "p", "1p", "p3", "1.5p2", "1p2p3", "abc", "nan", "inf", "-inf",
        "1p1100", "1p1024", "4503599627370496p972", "1e400"})
    EXPECT_FALSE(parseRecordValue(field).has_value()) << field;
}

TEST(RecordsTest, ExactFormRoundTripsEveryBit) {
  std::mt19937_64 random(20261126);
  std::uniform_int_distribution<uint64_t> anyBits;
  int tried = 0;
  while (tried < 10000) {
    uint64_t bits = anyBits(random);
    double value;
    std::memcpy(&value, &bits, sizeof value);
    if (!std::isfinite(value))
      continue;
    ++tried;
    std::string text = exactForm(value);
    std::optional<double> read = parseRecordValue(text);
    ASSERT_TRUE(read.has_value()) << text;
    // -0.0 prints as 0p0 and reads back as +0.0: equal, not the same bits.
    if (value == 0.0)
      EXPECT_EQ(*read, 0.0);
    else
      EXPECT_EQ(bitsOf(*read), bits) << text;
  }
}

} // namespace
