//===- QuantReference.cpp - Independent numerics reference ----------------===//
//
// See QuantReference.h. Everything here is deliberately naive: plain loops,
// exact integer arithmetic, one function per formula.
//
//===----------------------------------------------------------------------===//

#include "test/reference/QuantReference.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>

namespace quantkit::reference {

namespace {
constexpr int64_t kInt64Max = std::numeric_limits<int64_t>::max();
constexpr int64_t kInt64Min = std::numeric_limits<int64_t>::min();

__int128 pow2(int n) {
  assert(n >= 0 && n <= 126);
  return static_cast<__int128>(1) << n;
}
} // namespace

const char *roundingName(Rounding rounding) {
  switch (rounding) {
  case Rounding::Gemmlowp:
    return "gemmlowp";
  case Rounding::SingleRound:
    return "single_round";
  case Rounding::DoubleRound:
    return "double_round";
  case Rounding::FloatRne:
    return "float_rne";
  }
  return "?";
}

StorageRange storageRange(unsigned bits, bool isSigned) {
  assert(bits >= 1 && bits <= 32);
  if (isSigned)
    return {-(int64_t{1} << (bits - 1)), (int64_t{1} << (bits - 1)) - 1};
  return {0, (int64_t{1} << bits) - 1};
}

//===----------------------------------------------------------------------===//
// Exact rounding helpers.
//===----------------------------------------------------------------------===//

double roundHalfToEven(double x) {
  if (!std::isfinite(x))
    return x;
  double f = std::floor(x);
  double diff = x - f; // exact: x and f share the binade or f is an integer
  if (diff > 0.5)
    return f + 1.0;
  if (diff < 0.5)
    return f;
  // A tie: pick the even neighbour.
  return std::fmod(f, 2.0) == 0.0 ? f : f + 1.0;
}

double roundHalfAwayFromZero(double x) { return std::round(x); }

__int128 floorShiftRight(__int128 a, int shift) {
  assert(shift >= 0 && shift <= 126);
  // >> on a negative __int128 is an arithmetic shift with GCC and Clang.
  return a >> shift;
}

int64_t saturateToInt64(__int128 v) {
  if (v > static_cast<__int128>(kInt64Max))
    return kInt64Max;
  if (v < static_cast<__int128>(kInt64Min))
    return kInt64Min;
  return static_cast<int64_t>(v);
}

int64_t saturateToInt64(double v) {
  assert(!std::isnan(v));
  // 2^63 is exactly representable; anything at or above it saturates.
  if (v >= 9223372036854775808.0)
    return kInt64Max;
  if (v < -9223372036854775808.0)
    return kInt64Min;
  return static_cast<int64_t>(v);
}

int64_t clampTo(int64_t v, int64_t lo, int64_t hi) {
  return std::min(std::max(v, lo), hi);
}

//===----------------------------------------------------------------------===//
// QuantizeMultiplier.
//===----------------------------------------------------------------------===//

QuantizedMultiplier quantizeMultiplierUnflushed(double M) {
  assert(std::isfinite(M));
  if (M == 0.0)
    return {0, 0};
  int shift = 0;
  const double q = std::frexp(M, &shift);
  // TfLiteRound == std::round: half away from zero. |q * 2^31| <= 2^31.
  int64_t qFixed = static_cast<int64_t>(std::round(q * 2147483648.0));
  assert(qFixed <= (int64_t{1} << 31));
  if (qFixed == (int64_t{1} << 31)) {
    qFixed /= 2;
    ++shift;
  }
  return {static_cast<int32_t>(qFixed), shift};
}

QuantizedMultiplier quantizeMultiplier(double M) {
  // TFLite flushes multipliers below 2^-31 to zero.
  QuantizedMultiplier result = quantizeMultiplierUnflushed(M);
  if (result.shift < -31)
    return {0, 0};
  return result;
}

//===----------------------------------------------------------------------===//
// gemmlowp.
//===----------------------------------------------------------------------===//

int32_t saturatingRoundingDoublingHighMul(int32_t a, int32_t b) {
  const bool overflow = a == b && a == std::numeric_limits<int32_t>::min();
  const int64_t ab = static_cast<int64_t>(a) * static_cast<int64_t>(b);
  const int64_t nudge = ab >= 0 ? (int64_t{1} << 30) : (1 - (int64_t{1} << 30));
  // C++ division truncates toward zero, as gemmlowp relies on.
  const int32_t high = static_cast<int32_t>((ab + nudge) / (int64_t{1} << 31));
  return overflow ? std::numeric_limits<int32_t>::max() : high;
}

int32_t roundingDivideByPOT(int32_t x, int exponent) {
  assert(exponent >= 0 && exponent <= 31);
  const int32_t mask = static_cast<int32_t>((int64_t{1} << exponent) - 1);
  const int32_t remainder = x & mask;
  const int32_t threshold = (mask >> 1) + (x < 0 ? 1 : 0);
  return (x >> exponent) + (remainder > threshold ? 1 : 0);
}

__int128 roundingDivideByPOTWide(__int128 x, int exponent) {
  assert(exponent >= 0 && exponent <= 126);
  if (exponent == 0)
    return x;
  const __int128 mask = pow2(exponent) - 1;
  const __int128 remainder = x & mask; // x - floor(x / 2^e) * 2^e, in [0, 2^e)
  const __int128 threshold = (mask >> 1) + (x < 0 ? 1 : 0);
  return (x >> exponent) + (remainder > threshold ? 1 : 0);
}

//===----------------------------------------------------------------------===//
// TFLite MultiplyByQuantizedMultiplier, literally.
//===----------------------------------------------------------------------===//

int32_t tfliteMultiplyByQuantizedMultiplier(int32_t x, int32_t multiplier,
                                            int shift) {
  const int leftShift = shift > 0 ? shift : 0;
  const int rightShift = shift > 0 ? 0 : -shift;
  // x * (1 << leftShift) with two's-complement wrap-around.
  const int32_t shifted = static_cast<int32_t>(
      static_cast<uint32_t>(x) * (static_cast<uint32_t>(1) << leftShift));
  return roundingDivideByPOT(
      saturatingRoundingDoublingHighMul(shifted, multiplier), rightShift);
}

int32_t tfliteMultiplyByQuantizedMultiplierSingleRounding(int32_t x,
                                                          int32_t multiplier,
                                                          int shift) {
  assert(shift >= -31 && shift <= 30);
  const int64_t totalShift = 31 - shift;
  const int64_t round = int64_t{1} << (totalShift - 1);
  int64_t result = static_cast<int64_t>(x) * multiplier + round;
  result = result >> totalShift;
  return static_cast<int32_t>(result);
}

int32_t tfliteMultiplyByQuantizedMultiplierInt64(int64_t x, int32_t multiplier,
                                                 int shift) {
  assert(shift >= -31 && shift < 8);
  const int32_t reduced = multiplier < 0x7FFF0000
                              ? ((multiplier + (1 << 15)) >> 16)
                              : 0x7FFF;
  const int totalShift = 15 - shift;
  const int64_t value =
      x * static_cast<int64_t>(reduced) + (int64_t{1} << (totalShift - 1));
  return static_cast<int32_t>(value >> totalShift);
}

//===----------------------------------------------------------------------===//
// TOSA.
//===----------------------------------------------------------------------===//

int64_t tosaApplyScale32(int64_t value, int32_t multiplier, int shift,
                         bool doubleRound) {
  assert(shift >= 1 && shift <= 126);
  __int128 round = pow2(shift - 1);
  if (doubleRound && shift > 31) {
    if (value >= 0)
      round += pow2(30);
    else
      round -= pow2(30);
  }
  const __int128 result =
      static_cast<__int128>(value) * multiplier + round;
  return saturateToInt64(floorShiftRight(result, shift));
}

bool tosaApplyScale32InRange(int64_t value, int32_t multiplier, int shift) {
  if (multiplier < 0 || shift < 2 || shift > 62)
    return false;
  const __int128 bound = pow2(shift - 1);
  return value >= -bound && value < bound &&
         value >= std::numeric_limits<int32_t>::min() &&
         value <= std::numeric_limits<int32_t>::max();
}

QuantizedMultiplier tosaReciprocalScale(uint32_t count) {
  assert(count > 0);
  // k = 32 - count_leading_zeros(count - 1); clz(0) == 32.
  uint32_t v = count - 1;
  int clz = 32;
  while (v) {
    --clz;
    v >>= 1;
  }
  const int k = 32 - clz;
  const int64_t numerator = ((int64_t{1} << 30) + 1) << k;
  return {static_cast<int32_t>(numerator / count), 30 + k};
}

//===----------------------------------------------------------------------===//
// Requantization schemes.
//===----------------------------------------------------------------------===//

namespace {
/// The scheme's fixed-point multiply by the pair (m, e) (TFLite convention).
__int128 multiplyByPair(int64_t acc, QuantizedMultiplier qm, Rounding scheme) {
  const __int128 m = qm.multiplier;
  const int e = qm.shift;
  // M < 2^e: below 2^-64, |acc * M| < 2^63 * 2^-65 and every scheme rounds
  // it to 0 (this also keeps the shifts below inside 128 bits).
  if (m == 0 || e < -64)
    return 0;
  switch (scheme) {
  case Rounding::Gemmlowp: {
    assert(e <= 62);
    const __int128 x = static_cast<__int128>(acc) * pow2(std::max(e, 0));
    // SaturatingRoundingDoublingHighMul == floor((x*m + 2^30) / 2^31).
    const __int128 high = floorShiftRight(x * m + pow2(30), 31);
    return roundingDivideByPOTWide(high, std::max(-e, 0));
  }
  case Rounding::SingleRound:
  case Rounding::DoubleRound: {
    const int s = 31 - e; // TOSA shift
    const __int128 prod = static_cast<__int128>(acc) * m;
    if (s <= 0)
      return prod * pow2(-s);
    __int128 round = pow2(s - 1);
    if (scheme == Rounding::DoubleRound && s > 31)
      round += acc >= 0 ? pow2(30) : -pow2(30);
    return floorShiftRight(prod + round, s);
  }
  case Rounding::FloatRne:
    break;
  }
  assert(false && "not an integer scheme");
  return 0;
}
} // namespace

int64_t multiplyByRealMultiplier(int64_t acc, double M, Rounding scheme) {
  if (scheme == Rounding::FloatRne) {
    const float m32 = static_cast<float>(M);
    const float product = static_cast<float>(acc) * m32; // one f32 rounding
    return saturateToInt64(roundHalfToEven(static_cast<double>(product)));
  }
  return saturateToInt64(
      multiplyByPair(acc, quantizeMultiplierUnflushed(M), scheme));
}

int64_t requantize(int64_t acc, double M, int64_t zpOut, int64_t qmin,
                   int64_t qmax, Rounding scheme) {
  const __int128 r =
      static_cast<__int128>(multiplyByRealMultiplier(acc, M, scheme)) + zpOut;
  return clampTo(saturateToInt64(r), qmin, qmax);
}

//===----------------------------------------------------------------------===//
// qcast / dcast.
//===----------------------------------------------------------------------===//

int64_t quantize(float x, double scale, int64_t zp, int64_t qmin, int64_t qmax,
                 RoundMode mode) {
  const float s32 = static_cast<float>(scale);
  const float v = x / s32; // f32 division
  if (std::isnan(v))
    return clampTo(zp, qmin, qmax);
  if (std::isinf(v))
    return v > 0 ? qmax : qmin;
  const double r = mode == RoundMode::HalfToEven
                       ? roundHalfToEven(static_cast<double>(v))
                       : roundHalfAwayFromZero(static_cast<double>(v));
  const __int128 q = static_cast<__int128>(saturateToInt64(r)) + zp;
  return clampTo(saturateToInt64(q), qmin, qmax);
}

float dequantize(int64_t q, double scale, int64_t zp) {
  const int64_t diff = q - zp;
  return static_cast<float>(diff) * static_cast<float>(scale);
}

//===----------------------------------------------------------------------===//
// Tensors and parameters.
//===----------------------------------------------------------------------===//

int64_t Tensor::numElements() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

QuantParams QuantParams::perTensor(double scale, int64_t zeroPoint,
                                   StorageRange range, unsigned bits) {
  QuantParams p;
  p.scales = {scale};
  p.zeroPoints = {zeroPoint};
  p.qmin = range.qmin;
  p.qmax = range.qmax;
  p.storageBits = bits;
  return p;
}

QuantParams QuantParams::perChannel(std::vector<double> scales,
                                    std::vector<int64_t> zeroPoints,
                                    StorageRange range, unsigned bits) {
  assert(scales.size() == zeroPoints.size() && !scales.empty());
  QuantParams p;
  p.scales = std::move(scales);
  p.zeroPoints = std::move(zeroPoints);
  p.qmin = range.qmin;
  p.qmax = range.qmax;
  p.storageBits = bits;
  return p;
}

double QuantParams::scale(int64_t channel) const {
  if (scales.size() == 1)
    return scales[0];
  assert(channel >= 0 && static_cast<size_t>(channel) < scales.size());
  return scales[channel];
}

int64_t QuantParams::zeroPoint(int64_t channel) const {
  if (zeroPoints.size() == 1)
    return zeroPoints[0];
  assert(channel >= 0 && static_cast<size_t>(channel) < zeroPoints.size());
  return zeroPoints[channel];
}

//===----------------------------------------------------------------------===//
// Ops.
//===----------------------------------------------------------------------===//

Tensor requantizeTensor(const Tensor &acc, const std::vector<double> &M,
                        int64_t zpOut, int64_t qmin, int64_t qmax,
                        Rounding scheme) {
  assert(!M.empty());
  Tensor out{acc.shape, std::vector<int64_t>(acc.data.size())};
  const size_t channels = M.size();
  for (size_t i = 0; i < acc.data.size(); ++i)
    out.data[i] =
        requantize(acc.data[i], M[i % channels], zpOut, qmin, qmax, scheme);
  return out;
}

namespace {
/// Per-channel multipliers `s_a * s_b[c] / s_out` for `channels` channels.
std::vector<double> productMultipliers(const QuantParams &a,
                                       const QuantParams &b,
                                       const QuantParams &out,
                                       int64_t channels) {
  assert(!out.isPerChannel());
  const int64_t n = b.isPerChannel() ? channels : 1;
  std::vector<double> M(n);
  for (int64_t c = 0; c < n; ++c)
    M[c] = a.scale(0) * b.scale(c) / out.scale(0);
  return M;
}
} // namespace

Tensor matmulAccumulators(const Tensor &lhs, const QuantParams &lhsQ,
                          const Tensor &rhs, const QuantParams &rhsQ,
                          const std::vector<int64_t> *bias) {
  assert(lhs.shape.size() >= 2);
  assert(rhs.shape.size() == 2 || rhs.shape.size() == 3);
  assert(!lhsQ.isPerChannel());
  const bool batched = rhs.shape.size() == 3;
  const int64_t K = lhs.shape.back();
  const int64_t M = lhs.shape[lhs.shape.size() - 2];
  const int64_t N = rhs.shape.back();
  assert(rhs.shape[rhs.shape.size() - 2] == K);
  int64_t outer = 1;
  for (size_t i = 0; i + 2 < lhs.shape.size(); ++i)
    outer *= lhs.shape[i];
  if (batched) {
    assert(lhs.shape.size() == 3 && lhs.shape[0] == rhs.shape[0]);
  }
  assert(!bias || static_cast<int64_t>(bias->size()) == N);
  Tensor out;
  out.shape = lhs.shape;
  out.shape.back() = N;
  out.data.assign(outer * M * N, 0);
  const int64_t zpL = lhsQ.zeroPoint(0);
  for (int64_t b = 0; b < outer; ++b)
    for (int64_t m = 0; m < M; ++m)
      for (int64_t n = 0; n < N; ++n) {
        __int128 acc = bias ? (*bias)[n] : 0;
        for (int64_t k = 0; k < K; ++k) {
          const int64_t l = lhs.data[(b * M + m) * K + k] - zpL;
          const int64_t r =
              rhs.data[(batched ? b * K * N : 0) + k * N + n] -
              rhsQ.zeroPoint(n);
          acc += static_cast<__int128>(l) * r;
        }
        out.data[(b * M + m) * N + n] = saturateToInt64(acc);
      }
  return out;
}

Tensor matmul(const Tensor &lhs, const QuantParams &lhsQ, const Tensor &rhs,
              const QuantParams &rhsQ, const std::vector<int64_t> *bias,
              const QuantParams &outQ, Rounding scheme) {
  Tensor acc = matmulAccumulators(lhs, lhsQ, rhs, rhsQ, bias);
  return requantizeTensor(acc,
                          productMultipliers(lhsQ, rhsQ, outQ, rhs.shape.back()),
                          outQ.zeroPoint(0), outQ.qmin, outQ.qmax, scheme);
}

namespace {
/// Output spatial size of a window op.
int64_t windowOutputSize(int64_t in, int64_t padLo, int64_t padHi,
                         int64_t kernel, int64_t dilation, int64_t stride) {
  const int64_t effective = dilation * (kernel - 1) + 1;
  const int64_t padded = in + padLo + padHi;
  assert(padded >= effective && stride >= 1);
  return (padded - effective) / stride + 1;
}

/// Shared loop of conv2d (depthwise == false: filter OHWI [O, KH, KW, C/G],
/// grouped by g.groups) and depthwise conv2d (filter [KH, KW, C]).
Tensor convLoop(const Tensor &input, const QuantParams &inQ,
                const Tensor &filter, const QuantParams &filterQ,
                const std::vector<int64_t> *bias, const Conv2DGeometry &g,
                bool depthwise) {
  assert(input.shape.size() == 4);
  assert(!inQ.isPerChannel());
  const int64_t N = input.shape[0], H = input.shape[1], W = input.shape[2],
                C = input.shape[3];
  const int64_t G = g.groups;
  int64_t O, KH, KW;
  if (depthwise) {
    assert(G == 1 && "depthwise conv2d has no groups");
    assert(filter.shape.size() == 3 && filter.shape[2] == C);
    KH = filter.shape[0];
    KW = filter.shape[1];
    O = C;
  } else {
    assert(G >= 1 && C % G == 0 && filter.shape.size() == 4 &&
           filter.shape[3] * G == C);
    O = filter.shape[0];
    KH = filter.shape[1];
    KW = filter.shape[2];
    assert(O % G == 0);
  }
  // Channels per group on each side (the filter's I dimension is CG). With
  // G == 1 the group offset below is always 0 and CG == C: the ungrouped
  // loop, unchanged.
  const int64_t CG = C / G, OG = O / G;
  assert(!bias || static_cast<int64_t>(bias->size()) == O);
  const auto [sh, sw] = g.strides;
  const auto [dh, dw] = g.dilations;
  const int64_t pt = g.padding[0], pb = g.padding[1], pl = g.padding[2],
                pr = g.padding[3];
  const int64_t Ho = windowOutputSize(H, pt, pb, KH, dh, sh);
  const int64_t Wo = windowOutputSize(W, pl, pr, KW, dw, sw);
  const int64_t zpIn = inQ.zeroPoint(0);
  Tensor out;
  out.shape = {N, Ho, Wo, O};
  out.data.assign(N * Ho * Wo * O, 0);
  for (int64_t n = 0; n < N; ++n)
    for (int64_t y = 0; y < Ho; ++y)
      for (int64_t x = 0; x < Wo; ++x)
        for (int64_t o = 0; o < O; ++o) {
          __int128 acc = bias ? (*bias)[o] : 0;
          const int64_t zpF = filterQ.zeroPoint(o);
          // First input channel of output channel o's group.
          const int64_t groupBase = (o / OG) * CG;
          for (int64_t kh = 0; kh < KH; ++kh) {
            const int64_t iy = y * sh + kh * dh - pt;
            if (iy < 0 || iy >= H)
              continue; // padding: stands for zp_in, contributes 0
            for (int64_t kw = 0; kw < KW; ++kw) {
              const int64_t ix = x * sw + kw * dw - pl;
              if (ix < 0 || ix >= W)
                continue;
              const int64_t *in = &input.data[((n * H + iy) * W + ix) * C];
              if (depthwise) {
                const int64_t f = filter.data[(kh * KW + kw) * C + o] - zpF;
                acc += static_cast<__int128>(in[o] - zpIn) * f;
              } else {
                const int64_t *f = &filter.data[((o * KH + kh) * KW + kw) * CG];
                for (int64_t i = 0; i < CG; ++i)
                  acc += static_cast<__int128>(in[groupBase + i] - zpIn) *
                         (f[i] - zpF);
              }
            }
          }
          out.data[((n * Ho + y) * Wo + x) * O + o] = saturateToInt64(acc);
        }
  return out;
}
} // namespace

Tensor conv2dAccumulators(const Tensor &input, const QuantParams &inQ,
                          const Tensor &filter, const QuantParams &filterQ,
                          const std::vector<int64_t> *bias,
                          const Conv2DGeometry &geometry) {
  return convLoop(input, inQ, filter, filterQ, bias, geometry, false);
}

Tensor conv2d(const Tensor &input, const QuantParams &inQ,
              const Tensor &filter, const QuantParams &filterQ,
              const std::vector<int64_t> *bias, const Conv2DGeometry &geometry,
              const QuantParams &outQ, Rounding scheme) {
  Tensor acc = conv2dAccumulators(input, inQ, filter, filterQ, bias, geometry);
  return requantizeTensor(acc,
                          productMultipliers(inQ, filterQ, outQ, acc.shape[3]),
                          outQ.zeroPoint(0), outQ.qmin, outQ.qmax, scheme);
}

Tensor depthwiseConv2dAccumulators(const Tensor &input, const QuantParams &inQ,
                                   const Tensor &filter,
                                   const QuantParams &filterQ,
                                   const std::vector<int64_t> *bias,
                                   const Conv2DGeometry &geometry) {
  return convLoop(input, inQ, filter, filterQ, bias, geometry, true);
}

Tensor depthwiseConv2d(const Tensor &input, const QuantParams &inQ,
                       const Tensor &filter, const QuantParams &filterQ,
                       const std::vector<int64_t> *bias,
                       const Conv2DGeometry &geometry, const QuantParams &outQ,
                       Rounding scheme) {
  Tensor acc =
      depthwiseConv2dAccumulators(input, inQ, filter, filterQ, bias, geometry);
  return requantizeTensor(acc,
                          productMultipliers(inQ, filterQ, outQ, acc.shape[3]),
                          outQ.zeroPoint(0), outQ.qmin, outQ.qmax, scheme);
}

Tensor add(const Tensor &lhs, const QuantParams &lhsQ, const Tensor &rhs,
           const QuantParams &rhsQ, const QuantParams &outQ, Rounding scheme) {
  assert(lhs.shape == rhs.shape);
  assert(!lhsQ.isPerChannel() && !rhsQ.isPerChannel() && !outQ.isPerChannel());
  Tensor out{lhs.shape, std::vector<int64_t>(lhs.data.size())};
  const double sL = lhsQ.scale(0), sR = rhsQ.scale(0), sO = outQ.scale(0);
  const int64_t zpL = lhsQ.zeroPoint(0), zpR = rhsQ.zeroPoint(0),
                zpO = outQ.zeroPoint(0);
  if (scheme == Rounding::FloatRne) {
    const double mL = sL / sO, mR = sR / sO;
    for (size_t i = 0; i < out.data.size(); ++i) {
      const __int128 sum =
          static_cast<__int128>(
              multiplyByRealMultiplier(lhs.data[i] - zpL, mL, scheme)) +
          multiplyByRealMultiplier(rhs.data[i] - zpR, mR, scheme) + zpO;
      out.data[i] = clampTo(saturateToInt64(sum), outQ.qmin, outQ.qmax);
    }
    return out;
  }
  const int leftShift = outQ.storageBits <= 8 ? 20 : 15;
  const double twiceMax = 2.0 * std::max(sL, sR);
  const QuantizedMultiplier qmL = quantizeMultiplierUnflushed(sL / twiceMax);
  const QuantizedMultiplier qmR = quantizeMultiplierUnflushed(sR / twiceMax);
  const QuantizedMultiplier qmO = quantizeMultiplierUnflushed(
      twiceMax / (static_cast<double>(int64_t{1} << leftShift) * sO));
  for (size_t i = 0; i < out.data.size(); ++i) {
    const int64_t xL = (lhs.data[i] - zpL) * (int64_t{1} << leftShift);
    const int64_t xR = (rhs.data[i] - zpR) * (int64_t{1} << leftShift);
    const __int128 yL = multiplyByPair(xL, qmL, scheme);
    const __int128 yR = multiplyByPair(xR, qmR, scheme);
    const __int128 r =
        multiplyByPair(saturateToInt64(yL + yR), qmO, scheme) + zpO;
    out.data[i] = clampTo(saturateToInt64(r), outQ.qmin, outQ.qmax);
  }
  return out;
}

Tensor mul(const Tensor &lhs, const QuantParams &lhsQ, const Tensor &rhs,
           const QuantParams &rhsQ, const QuantParams &outQ, Rounding scheme) {
  assert(lhs.shape == rhs.shape);
  assert(!lhsQ.isPerChannel() && !rhsQ.isPerChannel() && !outQ.isPerChannel());
  Tensor out{lhs.shape, std::vector<int64_t>(lhs.data.size())};
  const double M = lhsQ.scale(0) * rhsQ.scale(0) / outQ.scale(0);
  for (size_t i = 0; i < out.data.size(); ++i) {
    const int64_t prod =
        (lhs.data[i] - lhsQ.zeroPoint(0)) * (rhs.data[i] - rhsQ.zeroPoint(0));
    out.data[i] = requantize(prod, M, outQ.zeroPoint(0), outQ.qmin, outQ.qmax,
                             scheme);
  }
  return out;
}

Tensor activation(const Tensor &input, const QuantParams &inQ,
                  const QuantParams &outQ, Activation function) {
  assert(!inQ.isPerChannel() && !outQ.isPerChannel());
  Tensor out{input.shape, std::vector<int64_t>(input.data.size())};
  for (size_t i = 0; i < out.data.size(); ++i) {
    const double x = inQ.scale(0) * double(input.data[i] - inQ.zeroPoint(0));
    double y = 0;
    switch (function) {
    case Activation::Logistic:
      y = 1.0 / (1.0 + std::exp(-x));
      break;
    case Activation::Tanh:
      y = std::tanh(x);
      break;
    case Activation::HardSwish: {
      const double relu6 = x + 3.0 < 0.0 ? 0.0 : x + 3.0 > 6.0 ? 6.0 : x + 3.0;
      y = x * relu6 / 6.0;
      break;
    }
    case Activation::Gelu:
      // x * Phi(x), Phi the standard normal distribution function.
      y = x * 0.5 * std::erfc(-x / std::sqrt(2.0));
      break;
    case Activation::GeluTanh: {
      const double pi = std::acos(-1.0);
      y = 0.5 * x *
          (1.0 +
           std::tanh(std::sqrt(2.0 / pi) * (x + 0.044715 * std::pow(x, 3))));
      break;
    }
    }
    const int64_t zp = outQ.zeroPoint(0);
    const double q = std::clamp(roundHalfAwayFromZero(y / outQ.scale(0)),
                                double(outQ.qmin - zp), double(outQ.qmax - zp));
    out.data[i] = static_cast<int64_t>(q) + zp;
  }
  return out;
}

int64_t softmaxExponential(double beta, double inputScale, int64_t d) {
  assert(d >= 0);
  const double x = (beta * inputScale) * static_cast<double>(d);
  // exp(-x) is in (0, 1]: the result is at most 2^24, exact in int64.
  return static_cast<int64_t>(
      roundHalfAwayFromZero(std::ldexp(std::exp(-x), 24)));
}

Tensor softmax(const Tensor &input, const QuantParams &inQ,
               const QuantParams &outQ, int64_t axis, double beta) {
  assert(!inQ.isPerChannel() && !outQ.isPerChannel());
  const int64_t rank = static_cast<int64_t>(input.shape.size());
  assert(rank >= 1 && axis >= 0 && axis < rank);
  assert(input.numElements() == static_cast<int64_t>(input.data.size()));
  // The output scale is 2^-m: frexp gives 0.5 * 2^e, so m = 1 - e.
  int exponent = 0;
  const double mantissa = std::frexp(outQ.scale(0), &exponent);
  assert(mantissa == 0.5 && exponent <= 1 && exponent >= -29);
  (void)mantissa;
  const int m = 1 - exponent;
  const int64_t zp = outQ.zeroPoint(0);
  const double sIn = inQ.scale(0);
  // Element j of row (o, i): flat index (o * length + j) * inner + i.
  int64_t outer = 1, inner = 1;
  for (int64_t dim = 0; dim < axis; ++dim)
    outer *= input.shape[dim];
  for (int64_t dim = axis + 1; dim < rank; ++dim)
    inner *= input.shape[dim];
  const int64_t length = input.shape[axis];
  Tensor out{input.shape, std::vector<int64_t>(input.data.size())};
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i) {
      auto at = [&](int64_t j) { return (o * length + j) * inner + i; };
      int64_t M = input.data[at(0)];
      for (int64_t j = 1; j < length; ++j)
        M = std::max(M, input.data[at(j)]);
      __int128 S = 0;
      for (int64_t j = 0; j < length; ++j)
        S += softmaxExponential(beta, sIn, M - input.data[at(j)]);
      assert(S >= pow2(24)); // the largest element contributes 2^24
      for (int64_t j = 0; j < length; ++j) {
        const __int128 E = softmaxExponential(beta, sIn, M - input.data[at(j)]);
        // floor of a non-negative quotient: C++ division truncates.
        const __int128 q = (E * pow2(m + 1) + S) / (2 * S);
        out.data[at(j)] =
            clampTo(saturateToInt64(q + zp), outQ.qmin, outQ.qmax);
      }
    }
  return out;
}

namespace {
/// Calls `fn(n, y, x, c, values-in-window)` for every output position.
template <typename Fn>
Tensor poolLoop(const Tensor &input, const Pool2DGeometry &g, Fn fn) {
  assert(input.shape.size() == 4);
  const int64_t N = input.shape[0], H = input.shape[1], W = input.shape[2],
                C = input.shape[3];
  const auto [KH, KW] = g.kernel;
  const auto [sh, sw] = g.strides;
  const int64_t pt = g.padding[0], pb = g.padding[1], pl = g.padding[2],
                pr = g.padding[3];
  const int64_t Ho = windowOutputSize(H, pt, pb, KH, 1, sh);
  const int64_t Wo = windowOutputSize(W, pl, pr, KW, 1, sw);
  Tensor out;
  out.shape = {N, Ho, Wo, C};
  out.data.assign(N * Ho * Wo * C, 0);
  std::vector<int64_t> window;
  for (int64_t n = 0; n < N; ++n)
    for (int64_t y = 0; y < Ho; ++y)
      for (int64_t x = 0; x < Wo; ++x)
        for (int64_t c = 0; c < C; ++c) {
          window.clear();
          for (int64_t kh = 0; kh < KH; ++kh) {
            const int64_t iy = y * sh + kh - pt;
            if (iy < 0 || iy >= H)
              continue;
            for (int64_t kw = 0; kw < KW; ++kw) {
              const int64_t ix = x * sw + kw - pl;
              if (ix < 0 || ix >= W)
                continue;
              window.push_back(input.data[((n * H + iy) * W + ix) * C + c]);
            }
          }
          assert(!window.empty());
          out.data[((n * Ho + y) * Wo + x) * C + c] = fn(window);
        }
  return out;
}
} // namespace

Tensor avgPool2d(const Tensor &input, const QuantParams &q,
                 const Pool2DGeometry &geometry, Rounding scheme) {
  assert(!q.isPerChannel());
  const int64_t zp = q.zeroPoint(0);
  return poolLoop(input, geometry, [&](const std::vector<int64_t> &window) {
    const int64_t count = static_cast<int64_t>(window.size());
    int64_t S = 0; // sum of (q - zp)
    for (int64_t v : window)
      S += v - zp;
    int64_t r = 0;
    switch (scheme) {
    case Rounding::Gemmlowp: {
      const int64_t T = S + count * zp; // sum of the stored values
      r = T > 0 ? (T + count / 2) / count : (T - count / 2) / count;
      break;
    }
    case Rounding::SingleRound:
    case Rounding::DoubleRound: {
      const QuantizedMultiplier rs =
          tosaReciprocalScale(static_cast<uint32_t>(count));
      r = tosaApplyScale32(S, rs.multiplier, rs.shift, false) + zp;
      break;
    }
    case Rounding::FloatRne: {
      // round_half_to_even(S / count), exact.
      int64_t quot = S / count, rem = S % count; // truncating
      if (rem < 0) {                             // make it floor division
        rem += count;
        quot -= 1;
      }
      if (2 * rem > count || (2 * rem == count && (quot & 1) != 0))
        quot += 1;
      r = quot + zp;
      break;
    }
    }
    return clampTo(r, q.qmin, q.qmax);
  });
}

Tensor maxPool2d(const Tensor &input, const Pool2DGeometry &geometry) {
  return poolLoop(input, geometry, [](const std::vector<int64_t> &window) {
    return *std::max_element(window.begin(), window.end());
  });
}

Tensor resize(const Tensor &input, const QuantParams &inQ,
              const QuantParams &outQ, const ResizeGeometry &g,
              Rounding scheme) {
  assert(input.shape.size() == 4 && !inQ.isPerChannel());
  const int64_t N = input.shape[0], H = input.shape[1], W = input.shape[2],
                C = input.shape[3];
  const int64_t ny = g.scale[0], dy = g.scale[1], nx = g.scale[2],
                dx = g.scale[3];
  const int64_t Ho = ((H - 1) * ny - g.offset[0] + g.border[0]) / dy + 1;
  const int64_t Wo = ((W - 1) * nx - g.offset[1] + g.border[1]) / dx + 1;
  auto at = [&](int64_t n, int64_t y, int64_t x, int64_t c) {
    return input.data[((n * H + y) * W + x) * C + c];
  };
  // floor(a / b) for b > 0, as the specification's integer division of a
  // coordinate that may be negative.
  auto floorDiv = [](int64_t a, int64_t b) {
    return a >= 0 ? a / b : -((-a + b - 1) / b);
  };
  const double M = g.bilinear ? inQ.scale(0) / (outQ.scale(0) * ny * nx)
                              : inQ.scale(0) / outQ.scale(0);
  Tensor out;
  out.shape = {N, Ho, Wo, C};
  out.data.assign(N * Ho * Wo * C, 0);
  for (int64_t n = 0; n < N; ++n)
    for (int64_t oy = 0; oy < Ho; ++oy)
      for (int64_t ox = 0; ox < Wo; ++ox)
        for (int64_t c = 0; c < C; ++c) {
          const int64_t Y = oy * dy + g.offset[0], X = ox * dx + g.offset[1];
          int64_t iy = floorDiv(Y, ny), ix = floorDiv(X, nx);
          const int64_t fy = Y - iy * ny, fx = X - ix * nx;
          int64_t acc = 0;
          if (!g.bilinear) {
            iy += 2 * fy >= ny ? 1 : 0;
            ix += 2 * fx >= nx ? 1 : 0;
            iy = clampTo(iy, 0, H - 1);
            ix = clampTo(ix, 0, W - 1);
            acc = at(n, iy, ix, c) - inQ.zeroPoint(0);
          } else {
            const int64_t iy0 = std::max<int64_t>(iy, 0),
                          iy1 = std::min<int64_t>(iy + 1, H - 1);
            const int64_t ix0 = std::max<int64_t>(ix, 0),
                          ix1 = std::min<int64_t>(ix + 1, W - 1);
            const int64_t T = at(n, iy0, ix0, c) * (ny - fy) * (nx - fx) +
                              at(n, iy0, ix1, c) * (ny - fy) * fx +
                              at(n, iy1, ix0, c) * fy * (nx - fx) +
                              at(n, iy1, ix1, c) * fy * fx;
            acc = T - inQ.zeroPoint(0) * ny * nx;
          }
          out.data[((n * Ho + oy) * Wo + ox) * C + c] = requantize(
              acc, M, outQ.zeroPoint(0), outQ.qmin, outQ.qmax, scheme);
        }
  return out;
}

namespace {
/// Index of the `axis` coordinate of flat element `i`.
int64_t channelOf(int64_t i, const std::vector<int64_t> &shape, int64_t axis) {
  if (axis < 0)
    return 0;
  int64_t inner = 1;
  for (size_t d = axis + 1; d < shape.size(); ++d)
    inner *= shape[d];
  return (i / inner) % shape[axis];
}
} // namespace

Tensor rescale(const Tensor &input, const QuantParams &inQ,
               const QuantParams &outQ, int64_t axis, Rounding scheme) {
  const bool perAxis = inQ.isPerChannel() || outQ.isPerChannel();
  Tensor out{input.shape, std::vector<int64_t>(input.data.size())};
  for (size_t i = 0; i < input.data.size(); ++i) {
    const int64_t c = perAxis ? channelOf(i, input.shape, axis) : 0;
    const double M = inQ.scale(c) / outQ.scale(c);
    out.data[i] = requantize(input.data[i] - inQ.zeroPoint(c), M,
                             outQ.zeroPoint(c), outQ.qmin, outQ.qmax, scheme);
  }
  return out;
}

Tensor quantizeTensor(const std::vector<float> &x,
                      const std::vector<int64_t> &shape, const QuantParams &q,
                      int64_t axis, RoundMode mode) {
  Tensor out{shape, std::vector<int64_t>(x.size())};
  for (size_t i = 0; i < x.size(); ++i) {
    const int64_t c = q.isPerChannel() ? channelOf(i, shape, axis) : 0;
    out.data[i] = quantize(x[i], q.scale(c), q.zeroPoint(c), q.qmin, q.qmax,
                           mode);
  }
  return out;
}

std::vector<float> dequantizeTensor(const Tensor &q, const QuantParams &params,
                                    int64_t axis) {
  std::vector<float> out(q.data.size());
  for (size_t i = 0; i < q.data.size(); ++i) {
    const int64_t c = params.isPerChannel() ? channelOf(i, q.shape, axis) : 0;
    out[i] = dequantize(q.data[i], params.scale(c), params.zeroPoint(c));
  }
  return out;
}

} // namespace quantkit::reference
