//===- QuantReference.h - Independent numerics reference --------*- C++ -*-===//
//
// An integer reference of QuantKit's numerics (dialect/Reference.md#numerics),
// written from the upstream algorithms the schemes are named after (gemmlowp
// fixedpoint.h, TFLite quantization_util / common.cc and reference kernels,
// the TOSA specification pseudo-code of apply_scale_32 / reciprocal_scale,
// the ONNX reference operators and StableHLO's quant-to-math lowering),
// never from QuantKit's own lowering. Execution tests compare the lowered IR
// with it bit for bit.
//
// Plain C++17, no MLIR dependency. Every intermediate is computed exactly
// (64-bit, or 128-bit where a product can exceed 64 bits); where an upstream
// implementation would overflow or wrap a 32-bit intermediate, the comment of
// the function says so.
//
// The "Formula:" paragraphs below state each scheme and op;
// dialect/Reference.md#numerics gives the same formulas as the lowering
// implements them.
//
//===----------------------------------------------------------------------===//
#ifndef QUANTKIT_TEST_REFERENCE_QUANTREFERENCE_H
#define QUANTKIT_TEST_REFERENCE_QUANTREFERENCE_H

#include <array>
#include <cstdint>
#include <vector>

namespace quantkit::reference {

//===----------------------------------------------------------------------===//
// Scheme and rounding names.
//===----------------------------------------------------------------------===//

/// The `rounding` attribute of QuantKit's compute ops.
enum class Rounding { Gemmlowp, SingleRound, DoubleRound, FloatRne };

/// Rounding of `quant.qcast` (float -> integer).
enum class RoundMode {
  HalfToEven,       ///< default (ONNX, StableHLO)
  HalfAwayFromZero, ///< TFLite (`TfLiteRound` = std::round)
};

/// Name of a scheme as spelled in `#quantkit.rounding<...>`.
const char *roundingName(Rounding rounding);

/// Storage range of an integer storage type: [-2^(b-1), 2^(b-1) - 1] when
/// signed, [0, 2^b - 1] when unsigned; 1 <= bits <= 32.
struct StorageRange {
  int64_t qmin = 0;
  int64_t qmax = 0;
};
StorageRange storageRange(unsigned bits, bool isSigned);

//===----------------------------------------------------------------------===//
// Exact rounding helpers.
//===----------------------------------------------------------------------===//

/// Rounds a double to the nearest integer, ties to even (independent of the
/// floating-point environment). Non-finite input is returned unchanged.
double roundHalfToEven(double x);
/// Rounds a double to the nearest integer, ties away from zero (std::round).
double roundHalfAwayFromZero(double x);
/// floor(a / 2^shift) for 0 <= shift <= 126 (arithmetic shift right).
__int128 floorShiftRight(__int128 a, int shift);
/// Saturates a 128-bit value to the int64 range.
int64_t saturateToInt64(__int128 v);
/// Saturating conversion of a (rounded, possibly huge) double to int64.
int64_t saturateToInt64(double v);
/// clamp(v, lo, hi).
int64_t clampTo(int64_t v, int64_t lo, int64_t hi);

//===----------------------------------------------------------------------===//
// Fixed-point multiplier (TFLite QuantizeMultiplier).
//===----------------------------------------------------------------------===//

/// A real multiplier M written as `multiplier * 2^(shift - 31)`, `multiplier`
/// a Q31 value in [2^30, 2^31) (or 0). TFLite convention: `shift` > 0 is a
/// left shift (M >= 1), `shift` <= 0 a right shift. The TOSA shift of the
/// same pair is `31 - shift`.
struct QuantizedMultiplier {
  int32_t multiplier = 0;
  int shift = 0;
};

/// TFLite `QuantizeMultiplier` (quantization_util.cc, default build):
/// Formula: M == 0 -> {0, 0}. Otherwise `q = frexp(M, &e)` (q in [0.5, 1)),
/// `m = round_half_away_from_zero(q * 2^31)`; if m == 2^31 then m = 2^30,
/// e += 1; if e < -31 then {0, 0} (every product would round to 0); the
/// result is {m, e}. Multipliers >= 1 give e >= 1 (a left shift) and are not
/// saturated (the TFLite single-rounding build would saturate e > 30 to
/// {2^31-1, 30}; QuantKit's M never comes near 2^30). Negative M gives a
/// negative m (TFLite allows it only in the double-rounding build).
/// Precondition: M finite.
QuantizedMultiplier quantizeMultiplier(double M);

/// quantizeMultiplier without the flush of e < -31: {m, e} with m in
/// [2^30, 2^31) for every finite M > 0 ({0, 0} for M == 0). What the integer
/// schemes use, so that 64-bit accumulators stay exact (see
/// multiplyByRealMultiplier). Precondition: M finite.
QuantizedMultiplier quantizeMultiplierUnflushed(double M);

//===----------------------------------------------------------------------===//
// gemmlowp fixedpoint.h primitives, literally.
//===----------------------------------------------------------------------===//

/// gemmlowp `SaturatingRoundingDoublingHighMul`: `(a*b + nudge) / 2^31`
/// truncated, nudge = 2^30 if a*b >= 0 else 1 - 2^30; saturates the single
/// overflow case a == b == INT32_MIN to INT32_MAX. Equivalently (proved and
/// tested): floor((a*b + 2^30) / 2^31), i.e. round half toward +infinity.
int32_t saturatingRoundingDoublingHighMul(int32_t a, int32_t b);

/// gemmlowp `RoundingDivideByPOT` (0 <= exponent <= 31): x / 2^exponent
/// rounded to nearest, ties away from zero.
int32_t roundingDivideByPOT(int32_t x, int exponent);
/// The same rounding on 128-bit values (0 <= exponent <= 126).
__int128 roundingDivideByPOTWide(__int128 x, int exponent);

//===----------------------------------------------------------------------===//
// TFLite MultiplyByQuantizedMultiplier, literally (common.cc).
//===----------------------------------------------------------------------===//

/// Default (double-rounding) build, int32 input:
/// `RoundingDivideByPOT(SaturatingRoundingDoublingHighMul(x * 2^left, m),
/// right)`, left = max(shift, 0), right = max(-shift, 0). `x * 2^left` wraps
/// on int32 overflow as TFLite's TFLITE_NO_SANITIZE_INTEGER_OVERFLOW code
/// does on every two's-complement target.
int32_t tfliteMultiplyByQuantizedMultiplier(int32_t x, int32_t multiplier,
                                            int shift);
/// TFLITE_SINGLE_ROUNDING build, int32 input: `(x * m + 2^(30 - shift)) >>
/// (31 - shift)` in 64 bits. TFLite requires m >= 0 and -31 <= shift <= 30.
int32_t tfliteMultiplyByQuantizedMultiplierSingleRounding(int32_t x,
                                                          int32_t multiplier,
                                                          int shift);
/// int64 input (both builds; used by TFLite's 16x8 kernels): the multiplier is
/// first reduced to Q15, `r = m < 0x7FFF0000 ? (m + 2^15) >> 16 : 0x7FFF`,
/// then `(x * r + 2^(14 - shift)) >> (15 - shift)`, truncated to int32.
/// TFLite requires m >= 0, -31 <= shift < 8, -2^47 <= x < 2^47. NOTE: this is
/// a different (less precise) scheme than `gemmlowp` on 64-bit accumulators.
int32_t tfliteMultiplyByQuantizedMultiplierInt64(int64_t x, int32_t multiplier,
                                                 int shift);

//===----------------------------------------------------------------------===//
// TOSA specification pseudo-code.
//===----------------------------------------------------------------------===//

/// TOSA `apply_scale_32(value, multiplier, shift, double_round)`, shift being
/// the TOSA right shift (= 31 - TFLite shift):
///   round = 2^(shift-1);
///   if (double_round && shift > 31) round += value >= 0 ? 2^30 : -2^30;
///   result = (value * multiplier + round) >> shift   (arithmetic shift)
/// TOSA REQUIREs multiplier >= 0, 2 <= shift <= 62 and
/// -2^(shift-1) <= value < 2^(shift-1) (see tosaApplyScale32InRange); outside
/// that the TOSA result is unpredictable. This function evaluates the same
/// expression exactly (128-bit) for any int64 value and 1 <= shift <= 126;
/// MLIR's tosa-to-arith lowering computes it in 64 bits and truncates to i32,
/// which equals this result whenever the REQUIREs hold.
int64_t tosaApplyScale32(int64_t value, int32_t multiplier, int shift,
                         bool doubleRound);
/// The REQUIRE conditions of apply_scale_32 on int32 inputs.
bool tosaApplyScale32InRange(int64_t value, int32_t multiplier, int shift);

/// TOSA `reciprocal_scale(count)` used by integer AVG_POOL2D:
///   k = 32 - clz(count - 1)            ((1 << k) / 2 < count <= 1 << k)
///   multiplier = (((1 << 30) + 1) << k) / count   (integer division)
///   shift = 30 + k
/// Returned as {multiplier, shift} with `shift` the TOSA right shift.
QuantizedMultiplier tosaReciprocalScale(uint32_t count);

//===----------------------------------------------------------------------===//
// Requantization schemes.
//===----------------------------------------------------------------------===//

/// `acc * M` rounded to an integer by `scheme`, before the output zero point
/// and the clamp. M is the real multiplier computed in double by the caller
/// (`s_l * s_r / s_out`, left to right, or `s_in / s_out`). `acc` is the exact
/// accumulator (any int64 value: 32- and 64-bit accumulation must give the
/// same result). With (m, e) = quantizeMultiplier(M):
///
/// Formula `gemmlowp` (TFLite default build):
///   x = acc * 2^max(e, 0);
///   h = floor((x * m + 2^30) / 2^31)        SaturatingRoundingDoublingHighMul
///   r = h / 2^max(-e, 0), rounded to nearest, ties away from zero
///                                           RoundingDivideByPOT
///   Equal to TFLite's MultiplyByQuantizedMultiplier(int32) whenever
///   acc * 2^max(e,0) fits in int32 (TFLite wraps otherwise; the reference
///   stays exact). For M >= 0.5 (e >= 0) only h rounds (ties toward +inf) and
///   the result equals `single_round`. For M < 0.5 (k = -e >= 1) it rounds
///   twice: h rounds acc * M at a granularity of 2^-k, so a |acc * M| whose
///   fraction lies just below one half (a band of width 2^-(k+1)) is rounded
///   up instead of down -- a quarter of all values when M is in [0.25, 0.5)
///   (4 * 0.325 = 1.3 -> 2, 1 * 0.25 -> 1), about 0.1% when M ~ 2^-9; ties
///   go away from zero. NOTE: TFLite's 16x8 kernels use
///   the int64 overload (tfliteMultiplyByQuantizedMultiplierInt64, Q15
///   multiplier), which this scheme does not reproduce.
///
/// Formula `single_round` (TOSA SINGLE_ROUND, TFLite single-rounding build):
///   r = floor((acc * m + 2^(30 - e)) / 2^(31 - e))   (ties toward +inf)
///   TOSA shift 31 - e must be in [2, 62], i.e. -31 <= e <= 29; for e >= 31
///   (M >= 2^30) the reference uses the exact acc * m * 2^(e - 31).
///
/// Formula `double_round` (TOSA DOUBLE_ROUND apply_scale_32):
///   s = 31 - e; round = 2^(s-1) + (s > 31 ? (acc >= 0 ? 2^30 : -2^30) : 0)
///   r = floor((acc * m + round) / 2^s)
///   This is bit-identical to `gemmlowp` (evaluated exactly) for every acc
///   and every M > 0. For e >= 0 both are floor((a + 2^(30-e)) / 2^(31-e)),
///   a = acc * m. For e < 0, k = -e: RoundingDivideByPOT(h, k) is
///   floor((h + 2^(k-1) - [h < 0]) / 2^k), and floor(floor(y) / n) =
///   floor(y / n) turns gemmlowp into floor((a + 2^30 + 2^(30+k) -
///   [h < 0] * 2^31) / 2^(31+k)): TOSA's +2^30 form when acc >= 0, its
///   -2^30 form when h < 0, and when acc < 0 but h = 0 (-2^30 <= a < 0)
///   both numerators lie in [0, 2^(31+k)) and give 0. Also checked on 500k
///   random int32 / int48 accumulators (ReferenceTest).
///
/// Formula `float_rne` (ONNX QLinearMatMul/QLinearConv, StableHLO):
///   M32 = (float)M;  p = (float)acc * M32   (f32 multiply, one rounding)
///   r = round_half_to_even(p)
///   ((float)acc rounds for |acc| > 2^24. ONNX's reference computes the
///   product in double and M in the scale type; StableHLO adds the zero
///   point in f32 before rounding. Neither difference shows on the oracles.)
///
/// Tiny multipliers: TFLite's QuantizeMultiplier flushes e < -31 (M < 2^-32)
/// to m = 0, which is exact on int32 accumulators only (|acc * M| < 1/2
/// rounds to 0 under every scheme). The integer schemes here keep the
/// unflushed pair (quantizeMultiplierUnflushed), so the result is the
/// scheme's rounding of acc * M for every int64 acc: identical to the
/// flushed pair on int32 accumulators, and e.g. 1 (not 0) for
/// acc = 2^32 - 1, M = 0.75 * 2^-32. Below 2^-64 the result is 0 for any
/// int64 acc.
/// The result saturates to the int64 range (only reachable with absurd M).
int64_t multiplyByRealMultiplier(int64_t acc, double M, Rounding scheme);

/// Formula: q = clamp(multiplyByRealMultiplier(acc, M, scheme) + zp_out,
/// qmin, qmax), the addition exact.
int64_t requantize(int64_t acc, double M, int64_t zpOut, int64_t qmin,
                   int64_t qmax, Rounding scheme);

//===----------------------------------------------------------------------===//
// quant.qcast / quant.dcast.
//===----------------------------------------------------------------------===//

/// `quant.qcast` with expressed type f32:
/// Formula: v = x / (float)scale  (f32 division, one rounding);
///   NaN -> zp (then clamped);  +inf -> qmax;  -inf -> qmin;
///   otherwise q = clamp(round(v) + zp, qmin, qmax) with round per `mode`
///   and the addition exact (no intermediate saturation or wrap).
/// Note: StableHLO's lowering computes `clamp(rne((float)(v + (float)zp)))`
/// instead (zero point added in f32 before rounding); the two differ only
/// when v + zp is inexact in f32 and rounds onto a .5 tie (x = 0.49999997f,
/// s = 1, zp = -127: StableHLO -126, QuantKit -127). A lowering must divide
/// (arith.divf), not multiply by a reciprocal of the scale.
int64_t quantize(float x, double scale, int64_t zp, int64_t qmin, int64_t qmax,
                 RoundMode mode = RoundMode::HalfToEven);

/// `quant.dcast` with expressed type f32:
/// Formula: r = (float)(q - zp) * (float)scale, q - zp computed exactly in
/// integers, then converted to f32 (exact for |q - zp| < 2^24), one f32
/// multiply (not q * s - zp * s).
float dequantize(int64_t q, double scale, int64_t zp);

//===----------------------------------------------------------------------===//
// Tensors and quantization parameters of the reference ops.
//===----------------------------------------------------------------------===//

/// A dense row-major tensor of stored integers (or accumulators).
struct Tensor {
  std::vector<int64_t> shape;
  std::vector<int64_t> data;
  int64_t numElements() const;
};

/// Quantization parameters of one operand: one scale / zero point for the
/// whole tensor, or one per channel along the op's channel axis.
struct QuantParams {
  std::vector<double> scales;
  std::vector<int64_t> zeroPoints;
  int64_t qmin = -128;
  int64_t qmax = 127;
  /// Storage width in bits (8 for i8/u8 ...); only `add` looks at it (left
  /// shift 20 for <= 8 bits, 15 otherwise, as TFLite and TOSA).
  unsigned storageBits = 8;

  static QuantParams perTensor(double scale, int64_t zeroPoint,
                               StorageRange range, unsigned bits = 8);
  static QuantParams perChannel(std::vector<double> scales,
                                std::vector<int64_t> zeroPoints,
                                StorageRange range, unsigned bits = 8);
  bool isPerChannel() const { return scales.size() > 1; }
  double scale(int64_t channel) const;
  int64_t zeroPoint(int64_t channel) const;
};

//===----------------------------------------------------------------------===//
// Reference ops. Shapes are checked with assert; callers pass valid input.
//===----------------------------------------------------------------------===//

/// Requantizes accumulators whose channel is the innermost axis:
/// Formula: q[i] = requantize(acc[i], M[i % C], zpOut, qmin, qmax, scheme),
/// C = M.size() (1 for per-tensor).
Tensor requantizeTensor(const Tensor &acc, const std::vector<double> &M,
                        int64_t zpOut, int64_t qmin, int64_t qmax,
                        Rounding scheme);

/// Exact matmul accumulators: lhs [..., M, K] with rhs [K, N], or lhs
/// [B, M, K] with rhs [B, K, N]; rhs per-tensor or per-channel on N (last
/// axis); optional bias [N] (zero point 0, scale s_l * s_r[n]).
/// Formula: acc[..., m, n] = sum_k (lhs[..., m, k] - zp_l) *
///                           (rhs[(b,) k, n] - zp_r[n]) + bias[n]
Tensor matmulAccumulators(const Tensor &lhs, const QuantParams &lhsQ,
                          const Tensor &rhs, const QuantParams &rhsQ,
                          const std::vector<int64_t> *bias = nullptr);
/// Formula: q = clamp(requant(acc, M_n = s_l * s_r[n] / s_out) + zp_out),
/// requant per `scheme` (multiplyByRealMultiplier).
Tensor matmul(const Tensor &lhs, const QuantParams &lhsQ, const Tensor &rhs,
              const QuantParams &rhsQ, const std::vector<int64_t> *bias,
              const QuantParams &outQ, Rounding scheme);

/// 2-D convolution geometry: strides {sh, sw}, dilations {dh, dw}, padding
/// {top, bottom, left, right}; padded taps stand for the input zero point.
/// `groups` G (conv2d only; depthwise conv2d requires 1) is the `groups`
/// attribute of `quantkit.conv2d` (ONNX Conv `group`, PyTorch `groups`): the
/// C input and O output channels split into G equal groups, and an output
/// channel reads only the input channels of its group.
struct Conv2DGeometry {
  std::array<int64_t, 2> strides = {1, 1};
  std::array<int64_t, 2> dilations = {1, 1};
  std::array<int64_t, 4> padding = {0, 0, 0, 0};
  int64_t groups = 1;
};

/// Exact conv2d accumulators, input NHWC [N, H, W, C], filter OHWI
/// [O, KH, KW, C/G] (per-channel on O), G = geometry.groups dividing C and O:
/// Formula: acc[n, y, x, o] = sum_{kh, kw, i < C/G, tap inside the input}
///   (in[n, y*sh + kh*dh - pt, x*sw + kw*dw - pl, g*(C/G) + i] - zp_in) *
///   (f[o, kh, kw, i] - zp_f[o]) + bias[o],   g = o / (O/G)
/// with Ho = (H + pt + pb - dh*(KH-1) - 1) / sh + 1 (likewise Wo); a padded
/// tap contributes 0 (it stands for the input zero point). G = 1 is the
/// ungrouped convolution (g = 0, i over all C channels).
Tensor conv2dAccumulators(const Tensor &input, const QuantParams &inQ,
                          const Tensor &filter, const QuantParams &filterQ,
                          const std::vector<int64_t> *bias,
                          const Conv2DGeometry &geometry);
/// Formula: q = clamp(requant(acc, M_o = s_in * s_f[o] / s_out) + zp_out),
/// for every G (grouping changes the accumulators only).
Tensor conv2d(const Tensor &input, const QuantParams &inQ,
              const Tensor &filter, const QuantParams &filterQ,
              const std::vector<int64_t> *bias, const Conv2DGeometry &geometry,
              const QuantParams &outQ, Rounding scheme);

/// Depthwise conv2d (channel multiplier 1), input NHWC, filter [KH, KW, C]
/// per-channel on C; geometry.groups must be 1 (depthwise is the G = C
/// grouped conv2d with the filter laid out differently, and the op has no
/// `groups` attribute):
/// Formula: acc[n, y, x, c] = sum_{kh, kw} (in[n, y*sh + kh*dh - pt,
///   x*sw + kw*dw - pl, c] - zp_in) * (f[kh, kw, c] - zp_f[c]) + bias[c];
///   q = clamp(requant(acc, M_c = s_in * s_f[c] / s_out) + zp_out).
Tensor depthwiseConv2dAccumulators(const Tensor &input, const QuantParams &inQ,
                                   const Tensor &filter,
                                   const QuantParams &filterQ,
                                   const std::vector<int64_t> *bias,
                                   const Conv2DGeometry &geometry);
Tensor depthwiseConv2d(const Tensor &input, const QuantParams &inQ,
                       const Tensor &filter, const QuantParams &filterQ,
                       const std::vector<int64_t> *bias,
                       const Conv2DGeometry &geometry, const QuantParams &outQ,
                       Rounding scheme);

/// Elementwise add of two per-tensor operands of equal shape.
/// Formula `gemmlowp` (TFLite reference Add, default build), `single_round`
/// (TFLite single-rounding build; TOSA RESCALE with SINGLE_ROUND) and
/// `double_round` (the TF->TOSA lowering of the same computation: RESCALE
/// (q - zp) by 2^L, RESCALE by M_i, ADD, RESCALE by M_out, DOUBLE_ROUND;
/// identical to gemmlowp as for every double_round/gemmlowp pair):
///   L = 20 if the output storage has <= 8 bits, else 15;
///   S = 2 * max(s_l, s_r);
///   (m_l, e_l) = Q(s_l / S), (m_r, e_r) = Q(s_r / S),
///   (m_o, e_o) = Q(S / (2^L * s_out))      Q = quantizeMultiplier
///   y_l = R((q_l - zp_l) * 2^L, m_l, e_l); y_r likewise
///   q = clamp(R(y_l + y_r, m_o, e_o) + zp_out)
///   where R is the scheme's fixed-point multiply (multiplyByRealMultiplier
///   with the pair (m, e)); all double arithmetic on the stored scales.
/// Formula `float_rne` (matches StableHLO's int lowering on the oracles):
///   M_i = (float)(s_i / s_out);
///   q = clamp(rne((float)(q_l - zp_l) * M_l) + rne((float)(q_r - zp_r) * M_r)
///             + zp_out)
Tensor add(const Tensor &lhs, const QuantParams &lhsQ, const Tensor &rhs,
           const QuantParams &rhsQ, const QuantParams &outQ, Rounding scheme);

/// Elementwise multiply (TFLite reference Mul; TOSA MUL + RESCALE):
/// Formula: q = clamp(requant((q_l - zp_l) * (q_r - zp_r),
///                            M = s_l * s_r / s_out) + zp_out), every scheme.
Tensor mul(const Tensor &lhs, const QuantParams &lhsQ, const Tensor &rhs,
           const QuantParams &rhsQ, const QuantParams &outQ, Rounding scheme);

/// Pooling geometry: kernel {KH, KW}, strides, padding {t, b, l, r}.
struct Pool2DGeometry {
  std::array<int64_t, 2> kernel = {1, 1};
  std::array<int64_t, 2> strides = {1, 1};
  std::array<int64_t, 4> padding = {0, 0, 0, 0};
};

/// Average pooling, NHWC, input and output sharing scale, zero point and
/// storage range. `count` is the number of window positions inside the input
/// (padding excluded). With S = sum of (q - zp) over those positions:
/// Formula `gemmlowp` (TFLite reference AveragePool, which averages the
///   stored values themselves): T = S + count * zp (the sum of stored values);
///   q = T > 0 ? (T + count/2) / count : (T - count/2) / count (C++ integer
///   division truncating toward zero: round half away from zero of the mean
///   of the STORED values); q = clamp(q).
/// Formula `single_round` and `double_round` (TOSA AVG_POOL2D, which always
///   uses SINGLE_ROUND): (m, s) = tosaReciprocalScale(count);
///   q = clamp(tosaApplyScale32(S, m, s, false) + zp).
///   Because m is strictly above 2^s / count, this is S / count rounded half
///   AWAY FROM ZERO (not half up) for every |S| < 2^29 (checked exhaustively
///   for i8 sums and counts <= 256).
/// Formula `float_rne`: q = clamp(round_half_to_even(S / count) + zp), the
///   quotient exact (equal to rne((float)S / (float)count) for |S| < 2^24).
Tensor avgPool2d(const Tensor &input, const QuantParams &q,
                 const Pool2DGeometry &geometry, Rounding scheme);

/// Max pooling, NHWC: the maximum stored value over the positions of the
/// window inside the input (padding never wins). No rounding.
Tensor maxPool2d(const Tensor &input, const Pool2DGeometry &geometry);

/// RESIZE geometry as TOSA writes it: scale {ny, dy, nx, dx}, offset
/// {oy, ox}, border {by, bx}; the output size follows from them.
struct ResizeGeometry {
  bool bilinear = false;
  std::array<int64_t, 4> scale = {1, 1, 1, 1};
  std::array<int64_t, 2> offset = {0, 0};
  std::array<int64_t, 2> border = {0, 0};
};

/// Resize, NHWC, written from the TOSA specification's RESIZE pseudo-code
/// on the stored values, then requantized:
/// Formula: for output (n, y, x, c): Y = y * dy + oy, iy = floor(Y / ny),
///   fy = Y - iy * ny (X, ix, fx alike).
///   nearest: iy += (2 fy >= ny); ix likewise; both clamped into the input;
///     acc = q[n, iy, ix, c] - zp_in; M = s_in / s_out.
///   bilinear: iy0 = max(iy, 0), iy1 = min(iy + 1, H - 1) (ix alike);
///     T = q00 (ny - fy)(nx - fx) + q01 (ny - fy) fx + q10 fy (nx - fx)
///       + q11 fy fx (TOSA's int32 result on the stored values);
///     acc = T - zp_in * ny * nx; M = s_in / (s_out * ny * nx).
///   q_out = requantize(acc, M, zp_out, qmin, qmax, scheme).
Tensor resize(const Tensor &input, const QuantParams &inQ,
              const QuantParams &outQ, const ResizeGeometry &geometry,
              Rounding scheme);

/// Rescale (requantize to new parameters) along `axis` (ignored when both
/// sides are per-tensor):
/// Formula: q_out = clamp(requant(q_in - zp_in[c], M_c = s_in[c] / s_out[c])
///                        + zp_out[c]).
Tensor rescale(const Tensor &input, const QuantParams &inQ,
               const QuantParams &outQ, int64_t axis, Rounding scheme);

/// The functions of quantkit.logistic, quantkit.tanh, quantkit.hard_swish
/// and quantkit.gelu (exact, and with `approximate`).
enum class Activation { Logistic, Tanh, HardSwish, Gelu, GeluTanh };

/// quantkit.logistic / quantkit.tanh / quantkit.hard_swish / quantkit.gelu,
/// each element on its own (no table):
/// Formula: q = clamp(zp_out + round_half_away(f(s_in * (q_in - zp_in)) /
///   s_out)), f(x) = 1 / (1 + exp(-x)), tanh(x),
///   x * min(max(x + 3, 0), 6) / 6, x * Phi(x) (Phi the standard normal
///   distribution, from erfc) or
///   x * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 x^3))) / 2, all in double.
Tensor activation(const Tensor &input, const QuantParams &inQ,
                  const QuantParams &outQ, Activation function);

/// The exponential of quantkit.softmax for a difference `d` >= 0 of stored
/// values: E(d) = round_half_away(2^24 * exp(-x)), x = (beta * s_in) * d,
/// in double precision in exactly that order (ldexp scales exactly). E(0) =
/// 2^24; E(d) = 0 once x > 25 ln 2 (about 17.3).
int64_t softmaxExponential(double beta, double inputScale, int64_t d);

/// quantkit.softmax along `axis` (TFLite's SOFTMAX), each element on its own
/// (no table: every E is evaluated from exp where it is needed). The output
/// scale must be 2^-m, m an integer in [0, 30].
/// Formula: for each row along `axis` (all other indices fixed), M = the
///   row's largest stored value, d = M - q_in (the input zero point cancels),
///   E = softmaxExponential(beta, s_in, d), S = sum of E over the row
///   (exact, 128-bit; at most n * 2^24);
///   q_out = clamp(zp_out + floor((E * 2^(m+1) + S) / (2 * S)))
///   -- E / S rounded half up to a multiple of 2^-m, no float arithmetic
///   after the exponentials. A row of one element gives zp_out + 2^m (1.0,
///   saturating TFLite's int8 output at 127); a row of two equal elements
///   with m = 0 is an exact tie (E / S = 1/2 -> 1).
Tensor softmax(const Tensor &input, const QuantParams &inQ,
               const QuantParams &outQ, int64_t axis, double beta);

/// Elementwise qcast / dcast of a tensor, per-tensor or per-channel along
/// `axis`.
Tensor quantizeTensor(const std::vector<float> &x,
                      const std::vector<int64_t> &shape, const QuantParams &q,
                      int64_t axis, RoundMode mode = RoundMode::HalfToEven);
std::vector<float> dequantizeTensor(const Tensor &q, const QuantParams &params,
                                    int64_t axis);

} // namespace quantkit::reference

#endif // QUANTKIT_TEST_REFERENCE_QUANTREFERENCE_H
