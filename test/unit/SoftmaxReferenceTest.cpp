//===- SoftmaxReferenceTest.cpp - Hand cases for the softmax reference ----===//
//
// Hand-derived cases for quantkit::reference::softmax (QuantReference.h):
// the exponentials E(d) = round(2^24 exp(-(beta s_in) d)), exact ties of the
// final rounding (half up), saturation of probability 1, probabilities that
// round to 0, rows along a leading axis, unsigned and 16-bit storage, and a
// comparison with a plain double softmax (within one output step).
//
//===----------------------------------------------------------------------===//

#include "test/reference/QuantReference.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

using namespace quantkit::reference;

namespace {

const StorageRange kI8 = storageRange(8, true);
const StorageRange kU8 = storageRange(8, false);
const StorageRange kI16 = storageRange(16, true);
const double kLn2 = std::log(2.0);
/// TFLite's int8 softmax output: scale 1/256, zero point -128 (m = 8).
const QuantParams kTfliteOut = QuantParams::perTensor(1.0 / 256, -128, kI8);

Tensor tensor(std::vector<int64_t> shape, std::vector<int64_t> data) {
  Tensor t;
  t.shape = std::move(shape);
  t.data = std::move(data);
  return t;
}

TEST(ReferenceSoftmax, Exponentials) {
  EXPECT_EQ(softmaxExponential(1.0, 0.25, 0), int64_t{1} << 24);
  // beta * s_in = ln 2: E(d) = 2^(24 - d) (the double error of exp is far
  // below 1/2 at every d <= 24).
  for (int d = 0; d <= 24; ++d)
    EXPECT_EQ(softmaxExponential(1.0, kLn2, d), int64_t{1} << (24 - d)) << d;
  // 2^24 e^-8 = 5628.16.
  EXPECT_EQ(softmaxExponential(1.0, 1.0, 8), 5628);
  // 2^24 e^-1 = 6171992.85; the product beta * s_in comes first.
  EXPECT_EQ(softmaxExponential(0.5, 2.0, 1), 6171993);
  // Below 1/2 from x > 25 ln 2 = 17.33: 2^24 e^-17 = 0.69 -> 1,
  // 2^24 e^-18 = 0.25 -> 0.
  EXPECT_EQ(softmaxExponential(1.0, 1.0, 17), 1);
  EXPECT_EQ(softmaxExponential(1.0, 1.0, 18), 0);
  EXPECT_EQ(softmaxExponential(1.0, 1.0, 255), 0);
}

TEST(ReferenceSoftmax, TiesRoundHalfUp) {
  // Two equal elements, m = 0: E / S = 1/2, floor((2^25 + 2^25) / 2^26) = 1.
  const QuantParams in = QuantParams::perTensor(0.5, 0, kI8);
  const QuantParams out0 = QuantParams::perTensor(1.0, 0, kI8);
  EXPECT_EQ(softmax(tensor({2}, {7, 7}), in, out0, 0, 1.0).data,
            (std::vector<int64_t>{1, 1}));
  // Four equal elements, m = 1: 1/4 * 2 = 1/2 -> 1; with zero point -3: -2.
  const QuantParams outHalf = QuantParams::perTensor(0.5, -3, kI8);
  EXPECT_EQ(softmax(tensor({4}, {-9, -9, -9, -9}), in, outHalf, 0, 1.0).data,
            (std::vector<int64_t>{-2, -2, -2, -2}));
  // beta * s_in = ln 2, row {5, 4, 4}: 1/2, 1/4, 1/4; m = 1: 1, 1/2 -> 1.
  const QuantParams unit = QuantParams::perTensor(1.0, -20, kI8);
  const QuantParams outM1 = QuantParams::perTensor(0.5, 0, kI8);
  EXPECT_EQ(softmax(tensor({3}, {5, 4, 4}), unit, outM1, 0, kLn2).data,
            (std::vector<int64_t>{1, 1, 1}));
  // m = 0: 1/2 -> 1, 1/4 -> 0.
  EXPECT_EQ(softmax(tensor({3}, {5, 4, 4}), unit, out0, 0, kLn2).data,
            (std::vector<int64_t>{1, 0, 0}));
}

TEST(ReferenceSoftmax, SaturationAndZeros) {
  const QuantParams in = QuantParams::perTensor(1.0, 0, kI8);
  // {0, -8}: S = 2^24 + 5628; 255.91 -> 256 -> 128, clamped to 127;
  // 0.086 -> 0 -> -128. {127, -128}: E(255) = 0, probability exactly 1.
  EXPECT_EQ(
      softmax(tensor({2, 2}, {0, -8, 127, -128}), in, kTfliteOut, 1, 1.0).data,
      (std::vector<int64_t>{127, -128, 127, -128}));
  // Rows of one element (axis 0 of a 1x3 tensor): zp + 2^m.
  const QuantParams wide = QuantParams::perTensor(1.0 / 256, 5, kI16);
  EXPECT_EQ(softmax(tensor({1, 3}, {-5, 0, 100}), in, wide, 0, 1.0).data,
            (std::vector<int64_t>{261, 261, 261}));
  EXPECT_EQ(softmax(tensor({1, 3}, {-5, 0, 100}), in, kTfliteOut, 0, 1.0).data,
            (std::vector<int64_t>{127, 127, 127}));
  // A zero point at the top: every output clamps to qmax.
  const QuantParams top = QuantParams::perTensor(1.0 / 4, 127, kI8);
  EXPECT_EQ(softmax(tensor({3}, {1, 2, 3}), in, top, 0, 1.0).data,
            (std::vector<int64_t>{127, 127, 127}));
}

TEST(ReferenceSoftmax, LeadingAxis) {
  // Axis 0 of [[3, 0], [2, 0]], beta * s_in = ln 2 (s_in = 1/4, beta =
  // 4 ln 2): column 0 has E = 2^24, 2^23, S = 3 * 2^23: 170.67 -> 171 ->
  // 43 and 85.33 -> 85 -> -43; column 1 is 1/2, 1/2 -> 0, 0.
  const QuantParams in = QuantParams::perTensor(0.25, 0, kI8);
  EXPECT_EQ(
      softmax(tensor({2, 2}, {3, 0, 2, 0}), in, kTfliteOut, 0, 4 * kLn2).data,
      (std::vector<int64_t>{43, 0, -43, 0}));
  // The same along axis 1: rows {3, 0} (E(3) = 2^21, S = 9 * 2^21: 227.56
  // -> 228 -> 100; 28.44 -> 28 -> -100) and {2, 0} (E(2) = 2^22, S = 5 *
  // 2^22: 204.8 -> 205 -> 77; 51.2 -> 51 -> -77).
  EXPECT_EQ(
      softmax(tensor({2, 2}, {3, 0, 2, 0}), in, kTfliteOut, 1, 4 * kLn2).data,
      (std::vector<int64_t>{100, -100, 77, -77}));
}

TEST(ReferenceSoftmax, DescriptionExample) {
  // quantkit.softmax's example: s_in = 1/16 (zero point 3 cancels).
  // E = 13908801, 14805841, 15760736, 16777216, S = 61252594.
  const QuantParams in = QuantParams::perTensor(0.0625, 3, kI8);
  EXPECT_EQ(
      softmax(tensor({2, 4}, {1, 2, 3, 4, 5, 5, 5, 5}), in, kTfliteOut, 1, 1.0)
          .data,
      (std::vector<int64_t>{-70, -66, -62, -58, -64, -64, -64, -64}));
}

TEST(ReferenceSoftmax, UnsignedAndSixteenBit) {
  // ui8 {255, 0, 254, 250}, s_in = 1/8, output ui8 1/256: E = 2^24, 0,
  // 14805841, 8980197, S = 40563254 -> 106, 0, 93, 57.
  const QuantParams inU = QuantParams::perTensor(0.125, 3, kU8);
  const QuantParams outU = QuantParams::perTensor(1.0 / 256, 0, kU8);
  EXPECT_EQ(softmax(tensor({4}, {255, 0, 254, 250}), inU, outU, 0, 1.0).data,
            (std::vector<int64_t>{106, 0, 93, 57}));
  // i16 {-32768, 32767, 32760, 32000}, s_in = 2^-10, beta = 1/8, output
  // i16 2^-15: E = 5629, 2^24, 16762886, 15277694, S = 48823425.
  const QuantParams in16 = QuantParams::perTensor(1.0 / 1024, 0, kI16);
  const QuantParams out16 = QuantParams::perTensor(1.0 / 32768, 0, kI16);
  EXPECT_EQ(
      softmax(tensor({4}, {-32768, 32767, 32760, 32000}), in16, out16, 0, 0.125)
          .data,
      (std::vector<int64_t>{4, 11260, 11250, 10254}));
}

TEST(ReferenceSoftmax, NearTheRealSoftmax) {
  // Random 3-D tensors along each axis: within one output step of the
  // double softmax (E carries a relative error below 2^-25 at most once
  // per element, far less than the 2^-m step for m <= 16).
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<int64_t> shape = {
        int64_t(rng() % 3 + 1), int64_t(rng() % 9 + 1), int64_t(rng() % 3 + 1)};
    const int64_t axis = static_cast<int64_t>(rng() % 3);
    const double scale = std::ldexp(1.0, -int(rng() % 8));
    const double beta = trial % 2 ? 1.0 : 0.35;
    const int m = static_cast<int>(rng() % 17);
    Tensor t;
    t.shape = shape;
    for (int64_t i = 0; i < shape[0] * shape[1] * shape[2]; ++i)
      t.data.push_back(static_cast<int64_t>(rng() % 256) - 128);
    const QuantParams in = QuantParams::perTensor(scale, 0, kI8);
    const QuantParams out =
        QuantParams::perTensor(std::ldexp(1.0, -m), 0, storageRange(32, true));
    const Tensor got = softmax(t, in, out, axis, beta);
    int64_t stride = 1;
    for (int64_t d = axis + 1; d < 3; ++d)
      stride *= shape[d];
    for (size_t i = 0; i < t.data.size(); ++i) {
      // The row through element i.
      const int64_t j = (static_cast<int64_t>(i) / stride) % shape[axis];
      const int64_t first = static_cast<int64_t>(i) - j * stride;
      double sum = 0;
      for (int64_t k = 0; k < shape[axis]; ++k)
        sum += std::exp(beta * scale * double(t.data[first + k * stride]));
      const double p = std::exp(beta * scale * double(t.data[i])) / sum;
      EXPECT_NEAR(double(got.data[i]), std::ldexp(p, m), 1.0)
          << "trial " << trial << " element " << i;
    }
  }
}

} // namespace
