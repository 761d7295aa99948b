//===- ImportTosa.cpp - The quantkit-import-tosa pass ---------------------===//
//
// The import of an int8 TOSA program (as TFLite-to-TOSA writes it) into
// QuantKit's compute ops, the opposite direction of ExportTosa.cpp. TOSA
// carries no real scales, only the integers of each `tosa.rescale`
// (multiplier m, shift n: M = m * 2^-n). The import chooses scales from
// which QuantKit recomputes exactly those integers: activations get scale 1
// (and the zero points the TOSA ops state), weights the per-channel scale
// m_c * 2^-n_c (exact in double), so the requantization multiplier
// `s_in * s_w[c] / s_out` that quantkit-lower computes is M_c bit for bit.
// Each form is imported only where QuantKit's integers provably equal those
// of upstream's tosa-to-linalg lowering of the same ops (passes/tosa/README.md
// gives the arguments); everything else stays TOSA with a remark saying why.
//
// Imported ops read and write the TOSA program's storage integers through
// `quant.scast`, so function signatures and the TOSA ops left around them
// keep their integer types; the casts between two imported ops fold away.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "dialect/QuantKitOps.h"
#include "dialect/ResizeGeometry.h"
#include "passes/utils/Requantize.h"
#include "passes/utils/TosaBuilders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Dialect/Tosa/Utils/ConversionUtils.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include <climits>
#include <cmath>

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITIMPORTTOSA
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

/// Why a form stays TOSA; empty where it is imported.
using Reason = std::string;

bool hasElement(Value value, unsigned width) {
  return getElementTypeOrSelf(value.getType()).isSignlessInteger(width);
}

/// Integer (quantized) TOSA, as opposed to float TOSA, which is
/// quantkit-fuse's input and left alone without a remark.
bool isInteger(Value value) {
  return isa<IntegerType>(getElementTypeOrSelf(value.getType()));
}

bool isStaticTensor(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  return type && type.hasStaticShape();
}

/// The integers of a constant (tosa.const, arith.constant), sign-extended.
std::optional<SmallVector<int64_t>> constantInts(Value value) {
  DenseIntElementsAttr data;
  if (!matchPattern(value, m_Constant(&data)))
    return std::nullopt;
  SmallVector<int64_t> ints;
  for (const APInt &v : data.getValues<APInt>())
    ints.push_back(v.getSExtValue());
  return ints;
}

/// The most output channels imported: as many as propagation gives
/// parameters of their own (dialect/constraints/SpecUtils.cpp). Biases and
/// multipliers are read into one value per channel.
constexpr int64_t kMaxChannels = int64_t(1) << 24;

/// The activation storage widths imported: TFLite's int8 scheme and its
/// 16x8 mode (int16 activations, int8 weights, i48 accumulators); 0 for
/// any other element type.
unsigned activationWidth(Value value) {
  for (unsigned width : {8u, 16u})
    if (hasElement(value, width))
      return width;
  return 0;
}

/// Largest |q - zp| over the signed `width`-bit range.
int64_t maxAbsCentered(unsigned width, int64_t zp) {
  int64_t half = int64_t(1) << (width - 1);
  return std::max(half - 1 - zp, zp + half);
}

/// One `tosa.rescale`, read and checked: per channel the multiplier and
/// shift it states, and the QuantKit scheme with the same rounding.
struct RescaleInfo {
  tosa::RescaleOp op;
  SmallVector<int64_t> multipliers, shifts;
  Rounding scheme = Rounding::single_round;
  int64_t inputZp = 0, outputZp = 0;
  bool perChannel = false;

  size_t channels() const { return multipliers.size(); }
  /// M_c = m_c * 2^-n_c, exact in double (m_c < 2^31, 2 <= n_c <= 62).
  double multiplier(size_t c) const {
    return std::ldexp(static_cast<double>(multipliers[c]),
                      -static_cast<int>(shifts[c]));
  }
  /// True where every channel's product with an integer is an integer
  /// (M_c = m_c / 2^n_c with 2^n_c dividing m_c): no rounding happens.
  bool isExact() const {
    for (auto [m, n] : llvm::zip(multipliers, shifts))
      if (m % (int64_t(1) << n) != 0)
        return false;
    return true;
  }
};

/// The left shift that brings a positive 31-bit mantissa into
/// [2^30, 2^31), as quantizeMultiplier's frexp does.
int64_t normalisingShift(int64_t m) {
  return llvm::countl_zero(static_cast<uint32_t>(m)) - 1;
}

/// Reads `op`'s constant parameters; a reason where QuantKit's rescale
/// arithmetic cannot reproduce them exactly.
Reason readRescale(tosa::RescaleOp op, RescaleInfo &info) {
  info.op = op;
  switch (op.getRoundingMode()) {
  case tosa::RoundingMode::SINGLE_ROUND:
    info.scheme = Rounding::single_round;
    break;
  case tosa::RoundingMode::DOUBLE_ROUND:
    info.scheme = Rounding::double_round;
    break;
  default:
    return "rounding_mode " +
           stringifyRoundingMode(op.getRoundingMode()).str() +
           " is implementation-defined (TOSA allows any rounding within its "
           "error bound); no QuantKit scheme provably gives the same "
           "integers";
  }
  if (op.getInputUnsigned() || op.getOutputUnsigned())
    return "input_unsigned/output_unsigned rescales are not imported (only "
           "signed int8 and int16 programs are)";
  if (!op.getScale32() && info.scheme != Rounding::single_round)
    return "scale32 = false (16-bit multipliers) with DOUBLE_ROUND: TOSA's "
           "apply_scale_16 rounds once, not like QuantKit's double_round";
  std::optional<SmallVector<int64_t>> mults = constantInts(op.getMultiplier());
  std::optional<SmallVector<int64_t>> shifts = constantInts(op.getShift());
  if (!mults || !shifts)
    return "the multiplier and shift are not constants";
  if (mults->size() != shifts->size() || mults->empty())
    return "the multiplier and shift have different lengths";
  FailureOr<int64_t> inZp = op.getInputZeroPoint();
  FailureOr<int64_t> outZp = op.getOutputZeroPoint();
  if (failed(inZp) || failed(outZp))
    return "a zero point is not a constant";
  info.inputZp = *inZp;
  info.outputZp = *outZp;
  info.perChannel = op.getPerChannel();
  auto inType = cast<ShapedType>(op.getInput().getType());
  if (info.perChannel && (!inType.hasRank() || inType.getRank() == 0 ||
                          inType.getDimSize(inType.getRank() - 1) !=
                              static_cast<int64_t>(mults->size())))
    return "a per-channel rescale whose multipliers do not match the "
           "innermost dimension";
  if (!info.perChannel && mults->size() != 1)
    return "a per-tensor rescale with more than one multiplier";
  for (auto [c, m, n] : llvm::enumerate(*mults, *shifts)) {
    if (n < 2 || n > 62)
      return llvm::formatv("shift {0} (channel {1}) is outside TOSA's "
                           "range 2..62",
                           n, c)
          .str();
    if (m <= 0)
      return llvm::formatv("multiplier {0} (channel {1}) is not positive; "
                           "no positive scale gives it",
                           m, c)
          .str();
    // quantkit-lower normalises the mantissa to [2^30, 2^31): (m, n) becomes
    // (m 2^j, n + j). Under SINGLE_ROUND that is the same function
    // (numerator and denominator scale by 2^j). Under DOUBLE_ROUND the
    // +-2^30 term applies where the shift exceeds 31 and at a fixed weight,
    // so only j = 0, or both shifts at most 31, are the same function.
    int64_t j = normalisingShift(m);
    if (info.scheme == Rounding::double_round && j > 0 && n + j > 31)
      return llvm::formatv(
                 "DOUBLE_ROUND with the unnormalised multiplier {0} (shift "
                 "{1}, channel {2}): QuantKit normalises it to shift {3}, "
                 "where double rounding adds its 2^30 term at another "
                 "weight",
                 m, n, c, n + j)
          .str();
    // Above 62 the 32-bit lowering flushes M to 0, exact there since
    // |value * M| < 1/2 rounds to 0 under SINGLE_ROUND (the only scheme
    // that reaches it, see above); otherwise the recomputed multiplier must
    // be the normalised one.
    if (n + j <= 62) {
      double real = std::ldexp(static_cast<double>(m), -static_cast<int>(n));
      FixedPointMultiplier fixed = quantizeMultiplier(real);
      if (fixed.multiplier != (m << j) || fixed.exponent != 31 - (n + j))
        return llvm::formatv("multiplier {0} shift {1} does not round-trip "
                             "through quantizeMultiplier",
                             m, n)
            .str();
    }
  }
  info.multipliers = std::move(*mults);
  info.shifts = std::move(*shifts);
  return {};
}

/// TOSA's apply_scale_32 yields an i32 (upstream's lowering truncates the
/// 64-bit result), then adds the output zero point in i32; QuantKit never
/// wraps. Equal only where `|value| <= bound` provably keeps
/// `value * M + round + zp` inside i32.
Reason checkScaledFits(const RescaleInfo &info, __int128 bound) {
  for (size_t c = 0; c < info.channels(); ++c) {
    __int128 n = info.shifts[c];
    __int128 scaled =
        ((bound * info.multipliers[c]) + (((__int128)1 << n) - 1)) >> n;
    if (scaled + 1 + std::abs(info.outputZp) > INT32_MAX)
      return llvm::formatv("the scaled value of channel {0} may leave i32, "
                           "where upstream's lowering wraps around",
                           c)
          .str();
  }
  return {};
}

/// The storage range a rescale's result is clamped to: its type's signed
/// range (i8 or i16), narrowed by a `tosa.clamp` that is the rescale's only
/// user (TFLite's fused activation) where the range holds the zero point
/// (quant_type_c4). clamp(clamp(y, -128, 127), lo, hi) = clamp(y, lo, hi)
/// for lo <= hi in range, which is what a narrowed result type computes.
struct ResultRange {
  int64_t lo = -128, hi = 127;
  tosa::ClampOp clamp;
};

ResultRange resultRange(tosa::RescaleOp op, int64_t zp) {
  unsigned width = activationWidth(op.getOutput());
  ResultRange full;
  if (width == 16)
    full = {INT16_MIN, INT16_MAX, {}};
  if (!op->hasOneUse())
    return full;
  auto clamp = dyn_cast<tosa::ClampOp>(*op->user_begin());
  if (!clamp)
    return full;
  auto lo = dyn_cast<IntegerAttr>(clamp.getMinValAttr());
  auto hi = dyn_cast<IntegerAttr>(clamp.getMaxValAttr());
  if (!lo || !hi)
    return full;
  int64_t l = std::max<int64_t>(lo.getValue().getSExtValue(), full.lo);
  int64_t h = std::min<int64_t>(hi.getValue().getSExtValue(), full.hi);
  if (l > h || zp < l || zp > h)
    return full;
  return {l, h, clamp};
}

/// Replaces the requantizing `op` by `ints`, and the clamp after it where
/// `range` folded that into the result's storage range.
void replaceRequantization(PatternRewriter &rewriter, tosa::RescaleOp op,
                           const ResultRange &range, Value ints) {
  if (range.clamp) {
    rewriter.replaceOp(range.clamp, ints);
    rewriter.eraseOp(op);
  } else {
    rewriter.replaceOp(op, ints);
  }
}

//===----------------------------------------------------------------------===//
// Quantized types with the chosen scales.
//===----------------------------------------------------------------------===//

Type perTensorType(Builder &b, unsigned width, double scale, int64_t zp,
                   int64_t lo, int64_t hi) {
  return quant::UniformQuantizedType::get(quant::QuantizationFlags::Signed,
                                          b.getIntegerType(width),
                                          b.getF32Type(), scale, zp, lo, hi);
}

/// Signed `width`-bit storage over its whole range (up to 64 bits: a 16x8
/// bias beyond 32).
Type fullRangeType(Builder &b, unsigned width, double scale, int64_t zp) {
  return perTensorType(b, width, scale, zp, llvm::minIntN(width),
                       llvm::maxIntN(width));
}

/// Weights (or a bias: 32 or 64 bits, zero point 0) with one scale per
/// rescale channel, per axis on `axis` where the rescale is per channel.
Type channelType(Builder &b, unsigned width, const RescaleInfo &info,
                 int64_t zp, int32_t axis) {
  if (!info.perChannel)
    return fullRangeType(b, width, info.multiplier(0), zp);
  SmallVector<double> scales;
  for (size_t c = 0; c < info.channels(); ++c)
    scales.push_back(info.multiplier(c));
  SmallVector<int64_t> zps(scales.size(), zp);
  return quant::UniformQuantizedPerAxisType::get(
      quant::QuantizationFlags::Signed, b.getIntegerType(width), b.getF32Type(),
      scales, zps, axis, llvm::minIntN(width), llvm::maxIntN(width));
}

Value toQuantized(PatternRewriter &rewriter, Location loc, Value ints,
                  Type element) {
  auto type = cast<RankedTensorType>(ints.getType()).clone(element);
  return quant::StorageCastOp::create(rewriter, loc, type, ints);
}

Value toStorage(PatternRewriter &rewriter, Location loc, Value quantized,
                Type storageType) {
  return quant::StorageCastOp::create(rewriter, loc, storageType, quantized);
}

/// `value` collapsed by `reassociation`: a new constant where it is one (so
/// quantkit-cpu still sees constant weights), else `tensor.collapse_shape`.
Value collapse(PatternRewriter &rewriter, Location loc, Value value,
               ArrayRef<int64_t> shape,
               ArrayRef<ReassociationIndices> reassociation) {
  auto type = cast<RankedTensorType>(value.getType());
  auto collapsed = RankedTensorType::get(shape, type.getElementType());
  DenseElementsAttr data;
  if (matchPattern(value, m_Constant(&data)))
    return arith::ConstantOp::create(rewriter, loc, data.reshape(collapsed));
  return tensor::CollapseShapeOp::create(rewriter, loc, collapsed, value,
                                         reassociation);
}

//===----------------------------------------------------------------------===//
// Contractions: conv2d / depthwise_conv2d / matmul (+ bias add) + rescale
// (+ clamp).
//===----------------------------------------------------------------------===//

/// A grouped convolution as quantkit-export-tosa writes it (tosa.conv2d has
/// no groups): one tosa.conv2d per group on `tosa.slice`s of one input's
/// channels and of one filter's and one bias's rows, in group order, their
/// accumulators concatenated along the channels.
struct GroupedConv {
  tosa::ConcatOp concat;
  SmallVector<tosa::Conv2DOp> parts;
  Value input, weight, bias;
  int64_t groups() const { return parts.size(); }
};

/// The value `slice` reads `size` rows of along `axis` from row `offset`,
/// all of every other axis; null where it is not such a slice.
Value slicedFrom(Value slice, int64_t axis, int64_t offset, int64_t size) {
  auto op = slice.getDefiningOp<tosa::SliceOp>();
  if (!op)
    return {};
  auto sourceType = dyn_cast<RankedTensorType>(op.getInput1().getType());
  auto type = dyn_cast<RankedTensorType>(slice.getType());
  auto shape = op.getStart().getDefiningOp<tosa::ConstShapeOp>();
  if (!sourceType || !type || !sourceType.hasStaticShape() ||
      !type.hasStaticShape() || !shape ||
      shape.getValues().getNumElements() != sourceType.getRank() ||
      axis >= sourceType.getRank())
    return {};
  SmallVector<int64_t> start(shape.getValues().getValues<int64_t>());
  for (int64_t d = 0; d < sourceType.getRank(); ++d) {
    bool along = d == axis;
    if (start[d] != (along ? offset : 0) ||
        type.getDimSize(d) != (along ? size : sourceType.getDimSize(d)))
      return {};
  }
  return op.getInput1();
}

/// A concatenation along the channels of tosa.conv2d accumulators only:
/// what a grouped convolution looks like.
bool isConcatOfConvolutions(Value acc) {
  auto concat = acc.getDefiningOp<tosa::ConcatOp>();
  return concat && concat.getAxis() == 3 && concat.getInput1().size() > 1 &&
         llvm::all_of(concat.getInput1(), [](Value part) {
           return part.getDefiningOp<tosa::Conv2DOp>() != nullptr;
         });
}

/// The grouped convolution whose concatenated accumulators `acc` are.
std::optional<GroupedConv> groupedConvolution(Value acc) {
  auto concat = acc.getDefiningOp<tosa::ConcatOp>();
  if (!concat || concat.getAxis() != 3 || concat.getInput1().size() < 2)
    return std::nullopt;
  GroupedConv grouped{concat, {}, {}, {}, {}};
  for (auto [group, part] : llvm::enumerate(concat.getInput1())) {
    auto conv = part.getDefiningOp<tosa::Conv2DOp>();
    if (!conv || !conv->hasOneUse() || !isStaticTensor(conv.getInput()) ||
        !isStaticTensor(conv.getWeight()))
      return std::nullopt;
    auto first = grouped.parts.empty() ? conv : grouped.parts.front();
    if (conv.getInputZp() != first.getInputZp() ||
        conv.getWeightZp() != first.getWeightZp() ||
        conv.getPad() != first.getPad() ||
        conv.getStride() != first.getStride() ||
        conv.getDilation() != first.getDilation() ||
        conv.getType() != first.getType())
      return std::nullopt;
    int64_t index = group;
    int64_t perGroup =
        cast<RankedTensorType>(conv.getInput().getType()).getDimSize(3);
    int64_t outPerGroup = conv.getType().getDimSize(3);
    Value input = slicedFrom(conv.getInput(), 3, index * perGroup, perGroup);
    Value weight =
        slicedFrom(conv.getWeight(), 0, index * outPerGroup, outPerGroup);
    Value bias =
        slicedFrom(conv.getBias(), 0, index * outPerGroup, outPerGroup);
    if (!input || !weight || !bias ||
        (group > 0 && (input != grouped.input || weight != grouped.weight ||
                       bias != grouped.bias)))
      return std::nullopt;
    grouped.input = input;
    grouped.weight = weight;
    grouped.bias = bias;
    grouped.parts.push_back(conv);
  }
  // The slices cover every channel and every row.
  auto channels = [](Value v, int64_t axis) {
    return cast<RankedTensorType>(v.getType()).getDimSize(axis);
  };
  int64_t groups = grouped.groups();
  tosa::Conv2DOp first = grouped.parts.front();
  if (channels(grouped.input, 3) != groups * channels(first.getInput(), 3) ||
      channels(grouped.weight, 0) != groups * channels(first.getWeight(), 0) ||
      channels(grouped.bias, 0) != groups * channels(first.getBias(), 0))
    return std::nullopt;
  return grouped;
}

/// The contraction the i32 input of `op` comes from, with the matmul's bias
/// add; null where the input is not one.
Operation *contractionFeeding(tosa::RescaleOp op, tosa::AddOp &biasAdd) {
  Operation *producer = op.getInput().getDefiningOp();
  if (auto add = dyn_cast_or_null<tosa::AddOp>(producer)) {
    for (Value operand : add->getOperands())
      if (auto matmul = operand.getDefiningOp<tosa::MatMulOp>()) {
        biasAdd = add;
        return matmul;
      }
    return nullptr;
  }
  if (isa_and_nonnull<tosa::Conv2DOp, tosa::DepthwiseConv2DOp,
                      tosa::TransposeConv2DOp, tosa::MatMulOp>(producer))
    return producer;
  return nullptr;
}

/// A contraction's bias: constant values (one per output channel), or a
/// run-time value bounded by the storage range of the quantized value it
/// reinterprets (`quant.scast`, as quantkit-export-tosa writes it).
struct BiasInfo {
  /// One value per output channel; empty where there is none, it is all
  /// zero or it is a run-time value.
  SmallVector<int64_t> values;
  /// The run-time bias, i32 of shape [channels].
  Value runtime;
  int64_t maxAbs = 0;
};

/// Reads `bias` (seen through a tosa.reshape of a rank-1 value, the form of a
/// matmul's bias add) for `channels` output channels.
Reason readBias(Value bias, int64_t channels, BiasInfo &out) {
  if (auto reshape = bias.getDefiningOp<tosa::ReshapeOp>())
    if (auto type = dyn_cast<RankedTensorType>(reshape.getInput1().getType());
        type && type.getRank() == 1)
      bias = reshape.getInput1();
  if (std::optional<SmallVector<int64_t>> data = constantInts(bias)) {
    if (data->size() != 1 && static_cast<int64_t>(data->size()) != channels)
      return "the bias has neither one value nor one per output channel";
    out.values.assign(channels, (*data)[0]);
    if (data->size() != 1)
      out.values.assign(data->begin(), data->end());
    for (int64_t v : out.values)
      out.maxAbs = std::max(out.maxAbs, std::abs(v));
    if (out.maxAbs == 0)
      out.values.clear();
    return {};
  }
  auto type = dyn_cast<RankedTensorType>(bias.getType());
  if (auto cast = bias.getDefiningOp<quant::StorageCastOp>();
      cast && type && type.getRank() == 1 && type.getDimSize(0) == channels) {
    auto quantized = dyn_cast<quant::UniformQuantizedType>(
        getElementTypeOrSelf(cast.getInput().getType()));
    auto perAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(
        getElementTypeOrSelf(cast.getInput().getType()));
    quant::QuantizedType q = quantized ? quant::QuantizedType(quantized)
                                       : quant::QuantizedType(perAxis);
    if (q && q.isSigned() && q.getStorageTypeIntegralWidth() == 32) {
      out.runtime = bias;
      out.maxAbs = std::max(std::abs(q.getStorageTypeMin()),
                            std::abs(q.getStorageTypeMax()));
      return {};
    }
  }
  return "the bias is neither a constant nor a quantized value with a "
         "bounded storage range (the i32 accumulator bound needs one)";
}

struct ContractionPlan {
  Operation *contraction = nullptr;
  /// Set for a grouped convolution; `contraction` is then its first part.
  std::optional<GroupedConv> grouped;
  tosa::AddOp biasAdd;
  RescaleInfo rescale;
  ResultRange range;
  int64_t inputZp = 0, weightZp = 0;
  BiasInfo bias;
  /// The activation width: 8 (i8 x i8 -> i32) or 16 (TFLite's 16x8 mode,
  /// i16 x i8 -> i48).
  unsigned width = 8;
};

/// The input a convolution reads, seen through a `tosa.slice` that only
/// drops bottom rows and right columns the convolution never reads: the
/// TFLite converter slices a 56x56 map to 55x55 before a 1x1 stride-2
/// convolution, since TOSA wants (IH - 1 + pads - span + 1) divisible by the
/// stride. QuantKit's convolutions floor that division, so they read the
/// unsliced map in place (the kernels take contiguous activations only)
/// where that gives the same output size; without padding at the bottom
/// or right every tap then reads the same value.
Value convolutionInput(Operation *conv) {
  Value input = conv->getOperand(0);
  auto slice = input.getDefiningOp<tosa::SliceOp>();
  if (!slice || !isa<tosa::Conv2DOp, tosa::DepthwiseConv2DOp>(conv))
    return input;
  Value source = slice.getInput1();
  auto sourceType = dyn_cast<RankedTensorType>(source.getType());
  auto slicedType = dyn_cast<RankedTensorType>(input.getType());
  auto outType = dyn_cast<RankedTensorType>(conv->getResult(0).getType());
  SmallVector<int64_t> start;
  Operation *startOp = slice.getStart().getDefiningOp();
  if (!startOp || !tosa::getConstShapeValues(startOp, start) || !sourceType ||
      !sourceType.hasStaticShape() || !slicedType ||
      !slicedType.hasStaticShape() || sourceType.getRank() != 4 || !outType ||
      !outType.hasStaticShape() ||
      llvm::any_of(start, [](int64_t s) { return s != 0; }) ||
      sourceType.getDimSize(0) != slicedType.getDimSize(0) ||
      sourceType.getDimSize(3) != slicedType.getDimSize(3))
    return input;
  ArrayRef<int64_t> pad, stride, dilation;
  auto weightType = dyn_cast<RankedTensorType>(conv->getOperand(1).getType());
  if (!weightType || !weightType.hasStaticShape() || weightType.getRank() != 4)
    return input;
  ArrayRef<int64_t> w = weightType.getShape();
  int64_t kernel[2];
  if (auto c = dyn_cast<tosa::Conv2DOp>(conv)) {
    pad = c.getPad(), stride = c.getStride(), dilation = c.getDilation();
    kernel[0] = w[1], kernel[1] = w[2];
  } else {
    auto d = cast<tosa::DepthwiseConv2DOp>(conv);
    pad = d.getPad(), stride = d.getStride(), dilation = d.getDilation();
    kernel[0] = w[0], kernel[1] = w[1];
  }
  if (pad.size() != 4 || stride.size() != 2 || dilation.size() != 2 ||
      llvm::any_of(stride, [](int64_t s) { return s < 1; }) ||
      llvm::any_of(dilation, [](int64_t d) { return d < 1; }))
    return input;
  for (int i = 0; i < 2; ++i) {
    int64_t in = sourceType.getDimSize(1 + i);
    if (in == slicedType.getDimSize(1 + i))
      continue;
    int64_t span = dilation[i] * (kernel[i] - 1) + 1;
    int64_t padded = in + pad[2 * i];
    if (pad[2 * i + 1] != 0 || padded < span ||
        (padded - span) / stride[i] + 1 != outType.getDimSize(1 + i))
      return input;
  }
  return source;
}

Reason analyzeContraction(tosa::RescaleOp op, ContractionPlan &plan) {
  plan.contraction = contractionFeeding(op, plan.biasAdd);
  if (!plan.contraction && isConcatOfConvolutions(op.getInput())) {
    plan.grouped = groupedConvolution(op.getInput());
    if (!plan.grouped)
      return "a concatenation of convolutions that is not a grouped "
             "convolution (each of one use, on slices of one input, one "
             "filter and one bias in group order, with the same zero points "
             "and geometry)";
    plan.contraction = plan.grouped->parts.front();
  }
  Operation *contraction = plan.contraction;
  if (!contraction)
    return "not a contraction";
  Operation *accumulator =
      plan.grouped ? plan.grouped->concat.getOperation() : contraction;
  if (!accumulator->hasOneUse() || (plan.biasAdd && !plan.biasAdd->hasOneUse()))
    return "the i32 accumulator has users other than this rescale";
  if (Reason why = readRescale(op, plan.rescale); !why.empty())
    return why;
  const RescaleInfo &r = plan.rescale;
  Value input = convolutionInput(contraction),
        weight = contraction->getOperand(1);
  Value acc = accumulator->getResult(0);
  if (plan.grouped) {
    input = plan.grouped->input;
    weight = plan.grouped->weight;
  }
  plan.width = activationWidth(input);
  unsigned accWidth = plan.width == 16 ? 48 : 32;
  if (!plan.width || !hasElement(weight, 8) || !hasElement(acc, accWidth))
    return "only i8 x i8 -> i32 and i16 x i8 -> i48 contractions are "
           "imported";
  if (!hasElement(op.getOutput(), plan.width))
    return llvm::formatv("the accumulator is rescaled to another type than "
                         "i{0}, its input's",
                         plan.width)
        .str();
  if (r.inputZp != 0)
    return "the rescale of an accumulator has a non-zero input zero point";
  if (!isStaticTensor(input) || !isStaticTensor(weight) || !isStaticTensor(acc))
    return "dynamic shapes";
  auto accType = cast<RankedTensorType>(acc.getType());
  int64_t channels = accType.getShape().back();
  if (channels > kMaxChannels)
    return llvm::formatv("{0} output channels, more than the {1} that get "
                         "parameters of their own",
                         channels, kMaxChannels)
        .str();
  if (r.perChannel && static_cast<int64_t>(r.channels()) != channels)
    return "the per-channel rescale does not have one multiplier per output "
           "channel";
  ArrayRef<int64_t> ws = cast<RankedTensorType>(weight.getType()).getShape();
  int64_t terms = 0;
  FailureOr<int64_t> inZp = failure(), wZp = failure();
  Reason why;
  if (auto conv = dyn_cast<tosa::Conv2DOp>(contraction)) {
    inZp = conv.getInputZeroPoint();
    wZp = conv.getWeightZeroPoint();
    terms = ws[1] * ws[2] * ws[3];
    why = readBias(plan.grouped ? plan.grouped->bias : conv.getBias(), channels,
                   plan.bias);
  } else if (auto conv = dyn_cast<tosa::DepthwiseConv2DOp>(contraction)) {
    inZp = conv.getInputZeroPoint();
    wZp = conv.getWeightZeroPoint();
    if (ws[3] != 1)
      return "a depthwise convolution with channel multiplier " +
             std::to_string(ws[3]) +
             " (quantkit.depthwise_conv2d has multiplier 1)";
    terms = ws[0] * ws[1];
    why = readBias(conv.getBias(), channels, plan.bias);
  } else if (isa<tosa::TransposeConv2DOp>(contraction)) {
    // The import made every other one a tosa.conv2d first.
    return whyTransposeConvStays(contraction);
  } else {
    auto matmul = cast<tosa::MatMulOp>(contraction);
    inZp = matmul.getAZeroPoint();
    wZp = matmul.getBZeroPoint();
    terms = ws[1];
    if (plan.biasAdd) {
      Value other = plan.biasAdd.getInput1() == acc ? plan.biasAdd.getInput2()
                                                    : plan.biasAdd.getInput1();
      auto otherType = dyn_cast<RankedTensorType>(other.getType());
      if (!otherType || !otherType.hasStaticShape() ||
          otherType.getDimSize(0) != 1 || otherType.getDimSize(1) != 1 ||
          (otherType.getDimSize(2) != 1 &&
           otherType.getDimSize(2) != channels) ||
          plan.biasAdd.getType() != accType)
        return "the i32 addition after tosa.matmul is not a bias of shape "
               "[1, 1, N] or [1, 1, 1]";
      why = readBias(other, channels, plan.bias);
    }
  }
  if (!why.empty())
    return why;
  if (failed(inZp) || failed(wZp))
    return "a zero point of the contraction is not a constant";
  plan.inputZp = *inZp;
  plan.weightZp = *wZp;
  // The exact accumulator must fit TOSA's i32 (i48) accumulator (upstream's
  // lowering wraps around where quantkit-lower widens).
  int64_t weightMax = 128 + std::abs(plan.weightZp);
  DenseIntElementsAttr weightData;
  if (matchPattern(weight, m_Constant(&weightData))) {
    // A splat once: it may stand for more elements than memory holds.
    weightMax = 0;
    auto centred = [&](const APInt &w) {
      return std::abs(w.getSExtValue() - plan.weightZp);
    };
    if (weightData.isSplat())
      weightMax = centred(weightData.getSplatValue<APInt>());
    else
      for (const APInt &w : weightData.getValues<APInt>())
        weightMax = std::max(weightMax, centred(w));
  }
  int64_t biasMax = plan.bias.maxAbs;
  __int128 bound =
      (__int128)terms * maxAbsCentered(plan.width, plan.inputZp) * weightMax +
      biasMax;
  if (bound > ((__int128)1 << (accWidth - 1)) - 1)
    return llvm::formatv("{0} products (and the bias) may overflow TOSA's "
                         "i{1} accumulator",
                         terms, accWidth)
        .str();
  if (Reason why = checkScaledFits(r, bound); !why.empty())
    return why;
  plan.range = resultRange(op, r.outputZp);
  return {};
}

void buildContraction(PatternRewriter &rewriter, tosa::RescaleOp op,
                      const ContractionPlan &plan) {
  Location loc = op.getLoc();
  const RescaleInfo &r = plan.rescale;
  Operation *contraction = plan.contraction;
  Value input = convolutionInput(contraction),
        weight = contraction->getOperand(1);
  auto accType = cast<RankedTensorType>(op.getInput().getType());
  if (plan.grouped) {
    input = plan.grouped->input;
    weight = plan.grouped->weight;
  }
  int64_t channels = accType.getShape().back();
  ArrayRef<int64_t> ws = cast<RankedTensorType>(weight.getType()).getShape();

  Value in =
      toQuantized(rewriter, loc, input,
                  fullRangeType(rewriter, plan.width, 1.0, plan.inputZp));
  // The bias in 32 bits where its values fit (every i8 program's; a 16x8
  // program's i48 bias keeps 64 bits otherwise, typing_c6).
  unsigned biasWidth = plan.bias.maxAbs > INT32_MAX ? 64 : 32;
  Value bias, biasInts = plan.bias.runtime;
  if (!plan.bias.values.empty()) {
    auto type =
        RankedTensorType::get({channels}, rewriter.getIntegerType(biasWidth));
    SmallVector<APInt> values;
    for (int64_t v : plan.bias.values)
      values.push_back(APInt(biasWidth, v, /*isSigned=*/true));
    biasInts = arith::ConstantOp::create(rewriter, loc,
                                         DenseElementsAttr::get(type, values));
  }
  if (biasInts)
    bias = toQuantized(rewriter, loc, biasInts,
                       channelType(rewriter, biasWidth, r, 0, 0));
  Type outElement = perTensorType(rewriter, plan.width, 1.0, r.outputZp,
                                  plan.range.lo, plan.range.hi);
  auto outType = accType.clone(outElement);
  auto rounding = RoundingAttr::get(rewriter.getContext(), r.scheme);
  Value result;
  if (auto conv = dyn_cast<tosa::Conv2DOp>(contraction)) {
    Value w = toQuantized(rewriter, loc, weight,
                          channelType(rewriter, 8, r, plan.weightZp, 0));
    result = Conv2DOp::create(
        rewriter, loc, outType, in, w, bias,
        rewriter.getDenseI64ArrayAttr(conv.getStride()),
        rewriter.getDenseI64ArrayAttr(conv.getDilation()),
        rewriter.getDenseI64ArrayAttr(conv.getPad()), rounding,
        plan.grouped ? rewriter.getI64IntegerAttr(plan.grouped->groups())
                     : IntegerAttr());
  } else if (auto conv = dyn_cast<tosa::DepthwiseConv2DOp>(contraction)) {
    Value collapsed = collapse(rewriter, loc, weight, {ws[0], ws[1], ws[2]},
                               {{0}, {1}, {2, 3}});
    Value w = toQuantized(rewriter, loc, collapsed,
                          channelType(rewriter, 8, r, plan.weightZp, 2));
    result = DepthwiseConv2DOp::create(
        rewriter, loc, outType, in, w, bias,
        rewriter.getDenseI64ArrayAttr(conv.getStride()),
        rewriter.getDenseI64ArrayAttr(conv.getDilation()),
        rewriter.getDenseI64ArrayAttr(conv.getPad()), rounding);
  } else {
    // [B, K, N] weights of batch 1 become a [K, N] matrix (the common
    // weights of a fully connected layer); a batched product keeps rank 3.
    Value rhs = weight;
    int32_t axis = 2;
    if (ws[0] == 1) {
      rhs = collapse(rewriter, loc, weight, {ws[1], ws[2]}, {{0, 1}, {2}});
      axis = 1;
    }
    Value w = toQuantized(rewriter, loc, rhs,
                          channelType(rewriter, 8, r, plan.weightZp, axis));
    result = MatmulOp::create(rewriter, loc, outType, in, w, bias, rounding);
  }
  Value ints = toStorage(rewriter, loc, result, op.getOutput().getType());
  replaceRequantization(rewriter, op, plan.range, ints);
  if (plan.biasAdd)
    rewriter.eraseOp(plan.biasAdd);
  if (!plan.grouped) {
    rewriter.eraseOp(contraction);
    return;
  }
  // The concatenation, its convolutions, then the slices nothing reads.
  rewriter.eraseOp(plan.grouped->concat);
  for (tosa::Conv2DOp part : plan.grouped->parts) {
    SmallVector<Operation *> slices;
    for (Value operand : part->getOperands().take_front(3))
      slices.push_back(operand.getDefiningOp());
    rewriter.eraseOp(part);
    for (Operation *slice : slices)
      if (slice && slice->use_empty())
        rewriter.eraseOp(slice);
  }
}

//===----------------------------------------------------------------------===//
// Inputs of elementwise ops that broadcast.
//===----------------------------------------------------------------------===//

/// The dimensions of `shape` other than 1, in order.
SmallVector<int64_t> nonUnitDims(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> dims;
  llvm::copy_if(shape, std::back_inserter(dims),
                [](int64_t d) { return d != 1; });
  return dims;
}

/// Where the i8 value `source`, which an elementwise op reads as `seen`
/// (through a reshape that adds or drops dimensions of size 1, or as it
/// is), broadcasts to `result` along dimensions of size 1: empty (what
/// broadcastTo then builds); otherwise why not.
Reason checkBroadcast(Value source, Value seen, ArrayRef<int64_t> result) {
  auto seenType = dyn_cast<RankedTensorType>(seen.getType());
  if (!isStaticTensor(source) || !seenType || !seenType.hasStaticShape())
    return "dynamic shapes";
  ArrayRef<int64_t> shape = seenType.getShape();
  if (shape.size() != result.size())
    return "an input of another rank than the result";
  for (auto [d, r] : llvm::zip(shape, result))
    if (d != r && d != 1)
      return "an input that does not broadcast to the result along "
             "dimensions of size 1";
  // A reshape that only adds or drops dimensions of size 1 keeps the order
  // of the values; another would have to be replayed. broadcastTo collapses
  // the source to its dimensions other than 1.
  ArrayRef<int64_t> sourceShape =
      cast<RankedTensorType>(source.getType()).getShape();
  SmallVector<int64_t> compact = nonUnitDims(shape);
  if (nonUnitDims(sourceShape) != compact ||
      (sourceShape != ArrayRef(compact) &&
       !getReassociationIndicesForCollapse(sourceShape, compact)))
    return "an input reshaped otherwise than by dimensions of size 1";
  return {};
}

/// `value` (i8, static) repeated to `type`'s shape: its dimensions of size
/// 1 dropped, then a linalg.broadcast along the dimensions where `seen`
/// (the shape the mul saw it at) has size 1. `value` itself where it
/// already has `type`.
Value broadcastTo(PatternRewriter &rewriter, Location loc, Value value,
                  ArrayRef<int64_t> seen, RankedTensorType type) {
  if (value.getType() == type)
    return value;
  auto valueType = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> compact = nonUnitDims(seen);
  if (valueType.getShape() != ArrayRef(compact)) {
    // checkBroadcast checked that this collapse exists.
    std::optional<SmallVector<ReassociationIndices>> groups =
        getReassociationIndicesForCollapse(valueType.getShape(), compact);
    assert(groups && "checkBroadcast checks the collapse");
    value = tensor::CollapseShapeOp::create(
        rewriter, loc, valueType.clone(compact), value, *groups);
  }
  SmallVector<int64_t> repeated;
  for (auto [d, size] : llvm::enumerate(seen))
    if (size == 1)
      repeated.push_back(d);
  Value init = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                       type.getElementType());
  return linalg::BroadcastOp::create(rewriter, loc, value, init, repeated)
      ->getResult(0);
}

//===----------------------------------------------------------------------===//
// Add: rescale(i8 -> i32) per input, tosa.add on i32, rescale(i32 -> i8).
//===----------------------------------------------------------------------===//

/// One input of an add: the i8 (i16) value, its zero point, and the
/// multiplier E of `y = R((q - zp) 2^L, E)` the TOSA ops compute (L = 20,
/// or 15 for i16), in one of two forms: TFLite-to-TOSA's one rescale
/// iN -> i32 by `M = 2^L E`, or an exact shift by 2^L followed by a rescale
/// i32 -> i32 by `E`; the shift is quantkit-export-tosa's rescale by 2^L, or
/// the 16x8 converter's tosa.cast to i32 and tosa.logical_left_shift by L
/// (zero point 0).
struct AddInput {
  Value source;
  unsigned width = 8;
  /// The add's operand: `source` rescaled, maybe reshaped (TFLite's
  /// per-channel or scalar constant), of a shape that broadcasts.
  Value seen;
  int64_t zp = 0;
  double effective = 0.0;
  /// From the add's operand back to `source`'s first user.
  SmallVector<Operation *> ops;
};

/// The exact shift by 2^L of the 16x8 converter's add inputs:
/// tosa.logical_left_shift(tosa.cast(q to i32), L), each used only there.
/// Null where `value` is not that.
tosa::CastOp shiftedByCast(Value value, unsigned shift) {
  auto shl = value.getDefiningOp<tosa::LogicalLeftShiftOp>();
  if (!shl || !shl->hasOneUse())
    return {};
  auto cast = shl.getInput1().getDefiningOp<tosa::CastOp>();
  std::optional<SmallVector<int64_t>> amount = constantInts(shl.getInput2());
  if (!cast || !cast->hasOneUse() || !amount || amount->size() != 1 ||
      (*amount)[0] != shift || shl.getType() != cast.getType())
    return {};
  return cast;
}

/// quantkit.add (dialect/Reference.md, TFLite's Add with L = 20 for 8-bit
/// results, 15 for 16-bit) computes y_i = R((q_i - zp_i) 2^L, s_i / S) with
/// S = 2 max(s_l, s_r), then q = R(y_l + y_r, S / (2^L s_out)) + zp_out.
/// With s_i = 2 E_i (so S = 2 when max E = 1/2, as both TOSA forms have)
/// QuantKit's s_i / S is E_i exactly. The two-step form is then the same
/// computation; TFLite's one rescale apply_scale(q - zp, 2^L E) is the
/// same function under SINGLE_ROUND (numerator and denominator scale by
/// 2^L) and under any rounding where 2^L E is an integer (nothing
/// rounds); under DOUBLE_ROUND otherwise its 2^30 term lands at another
/// weight than QuantKit's.
Reason readAddInput(Value value, Rounding scheme, unsigned shiftL,
                    AddInput &in) {
  in.seen = value;
  if (auto reshape = value.getDefiningOp<tosa::ReshapeOp>();
      reshape && reshape->hasOneUse()) {
    in.ops.push_back(reshape);
    value = reshape.getInput1();
  }
  auto last = value.getDefiningOp<tosa::RescaleOp>();
  if (!last || !last->hasOneUse())
    return "an input of the add is not a rescale used only there";
  RescaleInfo r;
  if (Reason why = readRescale(last, r); !why.empty())
    return why;
  if (r.perChannel || r.outputZp != 0 || !hasElement(last.getOutput(), 32))
    return "an input rescale is per channel or has a non-zero i32 zero point";
  in.ops.push_back(last);
  if ((in.width = activationWidth(last.getInput()))) {
    if (!r.isExact() &&
        (r.scheme != scheme || scheme != Rounding::single_round))
      return llvm::formatv(
                 "DOUBLE_ROUND (or another rounding than the output's) on an "
                 "input rescale by a non-integer multiplier: QuantKit's add "
                 "rounds (q - zp) 2^{0} s_i / S, whose double rounding "
                 "differs from TOSA's on the shift folded into one rescale",
                 shiftL)
          .str();
    if (Reason why = checkScaledFits(r, maxAbsCentered(in.width, r.inputZp));
        !why.empty())
      return why;
    in.source = last.getInput();
    in.zp = r.inputZp;
    in.effective = std::ldexp(r.multiplier(0), -static_cast<int>(shiftL));
    return {};
  }
  // The rescale's input is i32, whose zero point TOSA's verifier holds at 0.
  if (tosa::CastOp cast = shiftedByCast(last.getInput(), shiftL)) {
    in.width = activationWidth(cast.getInput());
    if (!in.width)
      return "an input of the add is not an i8 or i16 value shifted to i32";
    in.ops.push_back(last.getInput().getDefiningOp());
    in.ops.push_back(cast);
    in.source = cast.getInput();
    in.zp = 0;
  } else {
    auto first = last.getInput().getDefiningOp<tosa::RescaleOp>();
    RescaleInfo shift;
    if (!first || !first->hasOneUse() ||
        !(in.width = activationWidth(first.getInput())) ||
        !hasElement(first.getOutput(), 32))
      return "an input of the add is not an i8 or i16 value rescaled to i32";
    if (Reason why = readRescale(first, shift); !why.empty())
      return why;
    if (shift.perChannel || shift.outputZp != 0 ||
        shift.multiplier(0) != std::ldexp(1.0, shiftL))
      return llvm::formatv("an input rescaled in two steps whose first is "
                           "not the exact shift by 2^{0}",
                           shiftL)
          .str();
    in.ops.push_back(first);
    in.source = first.getInput();
    in.zp = shift.inputZp;
  }
  if (!r.isExact() && r.scheme != scheme)
    return "an input rescale rounds differently from the output rescale";
  if (Reason why = checkScaledFits(r, (__int128)maxAbsCentered(in.width, in.zp)
                                          << shiftL);
      !why.empty())
    return why;
  in.effective = r.multiplier(0);
  return {};
}

struct AddPlan {
  tosa::AddOp add;
  AddInput lhs, rhs;
  RescaleInfo out;
  ResultRange range;
  /// The storage width of inputs and result, and quantkit.add's L for it.
  unsigned width = 8, shiftL = 20;
  /// Scales with which quantkit.add recomputes the three multipliers.
  double scaleL = 1.0, scaleR = 1.0, scaleOut = 1.0;
};

Reason analyzeAdd(tosa::RescaleOp op, AddPlan &plan) {
  plan.add = op.getInput().getDefiningOp<tosa::AddOp>();
  if (!plan.add || !plan.add->hasOneUse())
    return "the i32 sum of the add has other users";
  if (Reason why = readRescale(op, plan.out); !why.empty())
    return why;
  Rounding scheme = plan.out.scheme;
  plan.width = activationWidth(op.getOutput());
  plan.shiftL = plan.width == 16 ? 15 : 20;
  if (Reason why =
          readAddInput(plan.add.getInput1(), scheme, plan.shiftL, plan.lhs);
      !why.empty())
    return "lhs: " + why;
  if (Reason why =
          readAddInput(plan.add.getInput2(), scheme, plan.shiftL, plan.rhs);
      !why.empty())
    return "rhs: " + why;
  for (Value v : {plan.lhs.source, plan.rhs.source, Value(op.getOutput())})
    if (!plan.width || !hasElement(v, plan.width) || !isStaticTensor(v))
      return "an add of other than statically shaped i8 (or i16) tensors of "
             "one width";
  // An input that broadcasts is broadcast first: its i8 values repeated,
  // the same sums.
  ArrayRef<int64_t> shape =
      cast<RankedTensorType>(op.getOutput().getType()).getShape();
  if (cast<RankedTensorType>(plan.add.getType()).getShape() != shape)
    return "the sum is rescaled to another shape";
  if (Reason why = checkBroadcast(plan.lhs.source, plan.lhs.seen, shape);
      !why.empty())
    return "lhs: " + why;
  if (Reason why = checkBroadcast(plan.rhs.source, plan.rhs.seen, shape);
      !why.empty())
    return "rhs: " + why;
  if (plan.out.perChannel || plan.out.inputZp != 0)
    return "a per-channel output rescale, or a non-zero zero point on the "
           "i32 sum";
  double el = plan.lhs.effective, er = plan.rhs.effective;
  if (std::max(el, er) != 0.5)
    return llvm::formatv("the larger input multiplier is not 2^{0} "
                         "(TFLite's 2^{1} s_i / (2 max(s_l, s_r)))",
                         plan.shiftL - 1, plan.shiftL)
        .str();
  plan.scaleL = 2.0 * el;
  plan.scaleR = 2.0 * er;
  // S / (2^L s_out) = M_out with S = 2.
  plan.scaleOut = 2.0 / (std::ldexp(1.0, plan.shiftL) * plan.out.multiplier(0));
  if (!std::isfinite(plan.scaleOut) || plan.scaleOut <= 0.0)
    return "the output multiplier gives no finite scale";
  // Recompute what the lowering computes (LowerQuantKit.cpp) and compare.
  double twiceMax = 2.0 * std::max(plan.scaleL, plan.scaleR);
  double recomputed = twiceMax / (std::ldexp(1.0, plan.shiftL) * plan.scaleOut);
  FixedPointMultiplier want = quantizeMultiplier(plan.out.multiplier(0));
  FixedPointMultiplier got = quantizeMultiplier(recomputed);
  if (want.multiplier != got.multiplier || want.exponent != got.exponent ||
      plan.scaleL / twiceMax != el || plan.scaleR / twiceMax != er)
    return "no scales make quantkit.add recompute these multipliers exactly";
  __int128 sumBound = ((__int128)(maxAbsCentered(plan.width, plan.lhs.zp) +
                                  maxAbsCentered(plan.width, plan.rhs.zp))
                       << (plan.shiftL - 1)) +
                      2;
  if (Reason why = checkScaledFits(plan.out, sumBound); !why.empty())
    return why;
  plan.range = resultRange(op, plan.out.outputZp);
  return {};
}

void buildAdd(PatternRewriter &rewriter, tosa::RescaleOp op,
              const AddPlan &plan) {
  Location loc = op.getLoc();
  auto type = cast<RankedTensorType>(op.getOutput().getType());
  auto operand = [&](const AddInput &in, double scale) {
    Value ints =
        broadcastTo(rewriter, loc, in.source,
                    cast<RankedTensorType>(in.seen.getType()).getShape(), type);
    return toQuantized(rewriter, loc, ints,
                       fullRangeType(rewriter, plan.width, scale, in.zp));
  };
  Value lhs = operand(plan.lhs, plan.scaleL);
  Value rhs = operand(plan.rhs, plan.scaleR);
  Type outElement =
      perTensorType(rewriter, plan.width, plan.scaleOut, plan.out.outputZp,
                    plan.range.lo, plan.range.hi);
  Value sum =
      AddOp::create(rewriter, loc, type.clone(outElement), lhs, rhs,
                    RoundingAttr::get(rewriter.getContext(), plan.out.scheme));
  Value ints = toStorage(rewriter, loc, sum, type);
  replaceRequantization(rewriter, op, plan.range, ints);
  rewriter.eraseOp(plan.add);
  for (const AddInput *in : {&plan.lhs, &plan.rhs})
    for (Operation *dead : in->ops)
      rewriter.eraseOp(dead);
}

//===----------------------------------------------------------------------===//
// Mul: rescale(i8 -> i32) by 1 per input, tosa.mul (shift 0), rescale.
//===----------------------------------------------------------------------===//

/// One input of a mul: the centring rescale, and the reshape between it and
/// the mul where there is one (TFLite-to-TOSA's scalar constant, reshaped
/// to the rank of the other input).
struct MulInput {
  tosa::RescaleOp centre;
  tosa::ReshapeOp reshape;
  int64_t zp = 0;
  unsigned width = 8;
};

struct MulPlan {
  tosa::MulOp mul;
  MulInput lhs, rhs;
  RescaleInfo out;
  ResultRange range;
  unsigned width = 8;
};

/// An input of a mul or a mean (`what`): `q - zp` in i32 of an i8 or i16
/// value (of `width` bits), a rescale by exactly 1 (nothing rounds, whatever
/// its mode).
Reason readCentered(Value value, StringRef what, tosa::RescaleOp &op,
                    int64_t &zp, unsigned &width) {
  op = value.getDefiningOp<tosa::RescaleOp>();
  if (!op || !op->hasOneUse())
    return ("an input of the " + what + " is not a rescale used only there")
        .str();
  RescaleInfo r;
  if (Reason why = readRescale(op, r); !why.empty())
    return why;
  width = activationWidth(op.getInput());
  if (!width || !hasElement(op.getOutput(), 32) || r.perChannel ||
      r.outputZp != 0 || r.multiplier(0) != 1.0)
    return ("an input of the " + what +
            " is not an i8 or i16 value centred by a rescale by 1")
        .str();
  zp = r.inputZp;
  return {};
}

/// quantkit.mul: q = R((q_l - zp_l)(q_r - zp_r), s_l s_r / s_out) + zp_out,
/// TFLite's Mul, which TOSA writes as the two centring rescales, tosa.mul
/// and one rescale by M: with s_l = M, s_r = s_out = 1 QuantKit's
/// multiplier is M exactly and the product (|.| <= 255 * 255) is exact in
/// both.
/// Reads one input of a mul of result shape `result`: its centring rescale,
/// seen through a reshape used only there, whose i8 value is the mul's
/// operand or broadcasts to the result along dimensions of size 1 (the
/// squeeze-and-excitation product, a per-channel or scalar constant).
Reason readMulInput(Value operand, ArrayRef<int64_t> result, MulInput &in) {
  if (auto reshape = operand.getDefiningOp<tosa::ReshapeOp>();
      reshape && reshape->hasOneUse()) {
    in.reshape = reshape;
    operand = reshape.getInput1();
  }
  if (Reason why =
          readCentered(operand, "multiplication", in.centre, in.zp, in.width);
      !why.empty())
    return why;
  return checkBroadcast(in.centre.getInput(),
                        in.reshape ? in.reshape.getOutput() : operand, result);
}

/// quantkit.mul: q = R((q_l - zp_l)(q_r - zp_r), s_l s_r / s_out) + zp_out,
/// TFLite's Mul, which TOSA writes as the two centring rescales, tosa.mul
/// and one rescale by M: with s_l = M, s_r = s_out = 1 QuantKit's
/// multiplier is M exactly and the product (|.| <= 255 * 255) is exact in
/// both. An input that broadcasts is broadcast first (its i8 values
/// repeated: the same products).
Reason analyzeMul(tosa::RescaleOp op, MulPlan &plan) {
  plan.mul = op.getInput().getDefiningOp<tosa::MulOp>();
  if (!plan.mul || !plan.mul->hasOneUse())
    return "the i32 product of the multiplication has other users";
  std::optional<SmallVector<int64_t>> shift = constantInts(plan.mul.getShift());
  if (!shift || shift->size() != 1 || (*shift)[0] != 0)
    return "a tosa.mul with a non-zero or non-constant shift";
  if (Reason why = readRescale(op, plan.out); !why.empty())
    return why;
  auto outType = dyn_cast<RankedTensorType>(op.getOutput().getType());
  plan.width = activationWidth(op.getOutput());
  if (!plan.width || !outType || !outType.hasStaticShape() ||
      plan.mul.getType() != outType.clone(plan.mul.getType().getElementType()))
    return "a multiplication with a result other than a statically shaped i8 "
           "or i16 tensor";
  if (Reason why =
          readMulInput(plan.mul.getInput1(), outType.getShape(), plan.lhs);
      !why.empty())
    return "lhs: " + why;
  if (Reason why =
          readMulInput(plan.mul.getInput2(), outType.getShape(), plan.rhs);
      !why.empty())
    return "rhs: " + why;
  if (plan.lhs.width != plan.width || plan.rhs.width != plan.width)
    return "a multiplication whose inputs and result differ in width";
  if (plan.out.perChannel || plan.out.inputZp != 0)
    return "a per-channel output rescale, or a non-zero zero point on the "
           "i32 product";
  // TOSA's i32 product holds it: |q - zp| <= 255 for i8, and TOSA's
  // verifier holds a signed i16 zero point at 0 (2^15 * 2^15 = 2^30).
  __int128 bound = (__int128)maxAbsCentered(plan.width, plan.lhs.zp) *
                   maxAbsCentered(plan.width, plan.rhs.zp);
  if (Reason why = checkScaledFits(plan.out, bound); !why.empty())
    return why;
  plan.range = resultRange(op, plan.out.outputZp);
  return {};
}

void buildMul(PatternRewriter &rewriter, tosa::RescaleOp op, MulPlan &plan) {
  Location loc = op.getLoc();
  auto type = cast<RankedTensorType>(op.getOutput().getType());
  auto operand = [&](MulInput &in, double scale) {
    Value seen = in.reshape ? in.reshape.getOutput() : in.centre.getOutput();
    Value ints =
        broadcastTo(rewriter, loc, in.centre.getInput(),
                    cast<RankedTensorType>(seen.getType()).getShape(), type);
    return toQuantized(rewriter, loc, ints,
                       fullRangeType(rewriter, plan.width, scale, in.zp));
  };
  Value lhs = operand(plan.lhs, plan.out.multiplier(0));
  Value rhs = operand(plan.rhs, 1.0);
  Type outElement = perTensorType(rewriter, plan.width, 1.0, plan.out.outputZp,
                                  plan.range.lo, plan.range.hi);
  Value product =
      MulOp::create(rewriter, loc, type.clone(outElement), lhs, rhs,
                    RoundingAttr::get(rewriter.getContext(), plan.out.scheme));
  Value ints = toStorage(rewriter, loc, product, type);
  replaceRequantization(rewriter, op, plan.range, ints);
  rewriter.eraseOp(plan.mul);
  for (MulInput *in : {&plan.lhs, &plan.rhs}) {
    if (in->reshape)
      rewriter.eraseOp(in->reshape);
    rewriter.eraseOp(in->centre);
  }
}

//===----------------------------------------------------------------------===//
// Mean: rescale(i8 -> i32) by 1, tosa.reduce_sum over H and/or W, rescale.
//===----------------------------------------------------------------------===//

struct MeanPlan {
  tosa::RescaleOp centre;
  /// From the rescale's input back to the centred value.
  SmallVector<tosa::ReduceSumOp, 2> sums;
  int64_t inputZp = 0;
  /// The reduced window: H or 1, W or 1.
  int64_t windowH = 1, windowW = 1;
  RescaleInfo out;
  ResultRange range;
  unsigned width = 8;
};

/// TFLite's MEAN over the spatial axes of an NHWC value (its global average
/// pooling), which TFLite-to-TOSA writes as a rescale centring the i8 input
/// by 1, one `tosa.reduce_sum` per axis and a rescale by M (the input scale
/// over the output scale and the count): q = R(sum(q_in - zp_in), M) +
/// zp_out. That is a depthwise convolution by ones over the reduced window
/// (weights of scale M, zero point 0, no padding): the sum is exact in
/// both, and the rescale is the same.
Reason analyzeMean(tosa::RescaleOp op, MeanPlan &plan) {
  Value value = op.getInput();
  while (auto sum = value.getDefiningOp<tosa::ReduceSumOp>()) {
    if (!sum->hasOneUse())
      return "a tosa.reduce_sum of the mean has other users";
    plan.sums.push_back(sum);
    value = sum.getInput();
  }
  if (Reason why =
          readCentered(value, "mean", plan.centre, plan.inputZp, plan.width);
      !why.empty())
    return why;
  Value input = plan.centre.getInput();
  if (!isStaticTensor(input) ||
      cast<RankedTensorType>(input.getType()).getRank() != 4)
    return "a mean of a value that is not a static rank-4 tensor";
  ArrayRef<int64_t> shape = cast<RankedTensorType>(input.getType()).getShape();
  for (tosa::ReduceSumOp sum : plan.sums) {
    int64_t axis = sum.getAxis();
    int64_t &window = axis == 1 ? plan.windowH : plan.windowW;
    if ((axis != 1 && axis != 2) || window != 1 || shape[axis] == 1)
      return "a mean over other axes than the spatial ones of an NHWC value "
             "(each once)";
    window = shape[axis];
  }
  if (Reason why = readRescale(op, plan.out); !why.empty())
    return why;
  SmallVector<int64_t> resultShape = {shape[0], shape[1] - plan.windowH + 1,
                                      shape[2] - plan.windowW + 1, shape[3]};
  auto outType = dyn_cast<RankedTensorType>(op.getOutput().getType());
  if (!hasElement(op.getOutput(), plan.width) || !outType ||
      outType.getShape() != ArrayRef(resultShape))
    return llvm::formatv("the sum is rescaled to another type than i{0} (the "
                         "input's) of its shape",
                         plan.width)
        .str();
  if (plan.out.inputZp != 0)
    return "the rescale of the sum has a non-zero input zero point";
  if (shape[3] > kMaxChannels)
    return llvm::formatv("{0} channels, more than the {1} that get "
                         "parameters of their own",
                         shape[3], kMaxChannels)
        .str();
  __int128 bound = (__int128)plan.windowH * plan.windowW *
                   maxAbsCentered(plan.width, plan.inputZp);
  if (bound > INT32_MAX)
    return "a window whose sum may overflow TOSA's i32 accumulator";
  if (Reason why = checkScaledFits(plan.out, bound); !why.empty())
    return why;
  plan.range = resultRange(op, plan.out.outputZp);
  return {};
}

void buildMean(PatternRewriter &rewriter, tosa::RescaleOp op, MeanPlan &plan) {
  Location loc = op.getLoc();
  Value input = plan.centre.getInput();
  int64_t channels = cast<RankedTensorType>(input.getType()).getDimSize(3);
  Value in =
      toQuantized(rewriter, loc, input,
                  fullRangeType(rewriter, plan.width, 1.0, plan.inputZp));
  auto onesType = RankedTensorType::get({plan.windowH, plan.windowW, channels},
                                        rewriter.getI8Type());
  Value ones = arith::ConstantOp::create(
      rewriter, loc, DenseElementsAttr::get(onesType, ArrayRef<int8_t>{1}));
  Value weight = toQuantized(rewriter, loc, ones,
                             channelType(rewriter, 8, plan.out, 0, 2));
  auto type = cast<RankedTensorType>(op.getOutput().getType());
  Type outElement = perTensorType(rewriter, plan.width, 1.0, plan.out.outputZp,
                                  plan.range.lo, plan.range.hi);
  Value mean = DepthwiseConv2DOp::create(
      rewriter, loc, type.clone(outElement), in, weight, Value(),
      rewriter.getDenseI64ArrayAttr({1, 1}),
      rewriter.getDenseI64ArrayAttr({1, 1}),
      rewriter.getDenseI64ArrayAttr({0, 0, 0, 0}),
      RoundingAttr::get(rewriter.getContext(), plan.out.scheme));
  Value ints = toStorage(rewriter, loc, mean, type);
  replaceRequantization(rewriter, op, plan.range, ints);
  for (tosa::ReduceSumOp sum : plan.sums)
    rewriter.eraseOp(sum);
  rewriter.eraseOp(plan.centre);
}

//===----------------------------------------------------------------------===//
// A rescale on its own: i8 -> i8.
//===----------------------------------------------------------------------===//

struct StandalonePlan {
  RescaleInfo rescale;
  ResultRange range;
};

Reason analyzeStandalone(tosa::RescaleOp op, StandalonePlan &plan) {
  unsigned width = activationWidth(op.getInput());
  if (!width || !activationWidth(op.getOutput()))
    return "outside a contraction, an add, a mul or a mean, only rescales "
           "between i8 and i16 values are imported";
  if (!isa<RankedTensorType>(op.getInput().getType()))
    return "an unranked rescale";
  if (Reason why = readRescale(op, plan.rescale); !why.empty())
    return why;
  if (Reason why = checkScaledFits(plan.rescale,
                                   maxAbsCentered(width, plan.rescale.inputZp));
      !why.empty())
    return why;
  plan.range = resultRange(op, plan.rescale.outputZp);
  return {};
}

/// quantkit.rescale: q_out = R(q_in - zp_in, s_in / s_out) + zp_out, with
/// s_in = M_c (per axis on the innermost axis where the rescale is per
/// channel) and s_out = 1.
void buildStandalone(PatternRewriter &rewriter, tosa::RescaleOp op,
                     const StandalonePlan &plan) {
  Location loc = op.getLoc();
  const RescaleInfo &r = plan.rescale;
  auto inType = cast<RankedTensorType>(op.getInput().getType());
  unsigned width = activationWidth(op.getInput());
  Value in =
      toQuantized(rewriter, loc, op.getInput(),
                  channelType(rewriter, width, r, r.inputZp,
                              static_cast<int32_t>(inType.getRank()) - 1));
  Type outElement =
      perTensorType(rewriter, activationWidth(op.getOutput()), 1.0, r.outputZp,
                    plan.range.lo, plan.range.hi);
  auto outType = cast<RankedTensorType>(op.getOutput().getType());
  Value result =
      RescaleOp::create(rewriter, loc, outType.clone(outElement), in,
                        RoundingAttr::get(rewriter.getContext(), r.scheme));
  Value ints = toStorage(rewriter, loc, result, outType);
  replaceRequantization(rewriter, op, plan.range, ints);
}

//===----------------------------------------------------------------------===//
// Resize: nearest on i8 or i16; bilinear (i8 -> i32 or i16 -> i48, then one
// rescale).
//===----------------------------------------------------------------------===//

/// A `tosa.resize`'s constant parameters where quantkit.resize takes them.
struct ResizeParams {
  SmallVector<int64_t> scale, offset, border;
  unsigned width = 0;
};

/// Reads `op`'s scale, offset and border and checks them against
/// quantkit.resize's rules (resize_c2: TOSA's level limits; resize_c3,
/// through the verifier's resizeGeometryError) and the rows and columns its
/// lowering tabulates.
Reason readResize(tosa::ResizeOp op, ResizeParams &params) {
  params.width = activationWidth(op.getInput());
  if (!params.width || !isStaticTensor(op.getInput()) ||
      !isStaticTensor(op.getOutput()))
    return "only statically shaped i8 or i16 resizes are imported";
  auto constant = [](Value shape, SmallVector<int64_t> &values, size_t size) {
    Operation *def = shape.getDefiningOp();
    return def && tosa::getConstShapeValues(def, values) &&
           values.size() == size;
  };
  if (!constant(op.getScale(), params.scale, 4) ||
      !constant(op.getOffset(), params.offset, 2) ||
      !constant(op.getBorder(), params.border, 2))
    return "its scale, offset or border is not a constant shape";
  ArrayRef<int64_t> in =
      cast<RankedTensorType>(op.getInput().getType()).getShape();
  ArrayRef<int64_t> out =
      cast<RankedTensorType>(op.getOutput().getType()).getShape();
  if (in.size() != 4 || out.size() != 4)
    return "not an NHWC resize";
  if (llvm::any_of(params.scale, [](int64_t v) { return v <= 0; }))
    return "a scale entry that is not positive";
  // quantkit.resize's own rules (its verifier's function).
  SmallVector<int64_t> expected;
  if (std::string error = resizeGeometryError(params.scale, params.offset,
                                              params.border, in, expected);
      !error.empty())
    return error + " (resize_c2, resize_c3)";
  if (ArrayRef<int64_t>(expected) != out)
    return "an output shape other than its parameters give (resize_c3)";
  constexpr int64_t kMaxTable = int64_t(1) << 24;
  if (out[1] > kMaxTable || out[2] > kMaxTable)
    return llvm::formatv("more than {0} rows or columns, the most "
                         "quantkit.resize's lowering tabulates",
                         kMaxTable)
        .str();
  return {};
}

quantkit::ResizeOp createResize(PatternRewriter &rewriter, Location loc,
                                Type type, Value input, ResizeMode mode,
                                const ResizeParams &params,
                                RoundingAttr rounding) {
  return quantkit::ResizeOp::create(
      rewriter, loc, type, input,
      ResizeModeAttr::get(rewriter.getContext(), mode),
      rewriter.getDenseI64ArrayAttr(params.scale),
      rewriter.getDenseI64ArrayAttr(params.offset),
      rewriter.getDenseI64ArrayAttr(params.border), rounding);
}

/// NEAREST_NEIGHBOR reads one stored value per output position:
/// quantkit.resize between equal parameters, which copies it.
Reason analyzeNearest(tosa::ResizeOp op, ResizeParams &params) {
  if (Reason why = readResize(op, params); !why.empty())
    return why;
  if (!hasElement(op.getOutput(), params.width))
    return "a nearest resize to another element type than its input's";
  return {};
}

struct ImportNearest : OpRewritePattern<tosa::ResizeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tosa::ResizeOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getMode() != tosa::ResizeMode::NEAREST_NEIGHBOR)
      return failure();
    ResizeParams params;
    if (Reason why = analyzeNearest(op, params); !why.empty())
      return rewriter.notifyMatchFailure(op, why);
    Location loc = op.getLoc();
    Type element = fullRangeType(rewriter, params.width, 1.0, 0);
    auto outType = cast<RankedTensorType>(op.getType());
    Value result =
        createResize(rewriter, loc, outType.clone(element),
                     toQuantized(rewriter, loc, op.getInput(), element),
                     ResizeMode::nearest, params, RoundingAttr());
    rewriter.replaceOp(op, toStorage(rewriter, loc, result, outType));
    return success();
  }
};

struct BilinearPlan {
  tosa::ResizeOp resize;
  ResizeParams params;
  RescaleInfo out;
};

/// BILINEAR on i8 (i16) sums the four stored values around each source
/// coordinate, weighted in units of the scale numerators (the weights of a
/// position sum to ny nx), into i32 (i48); TFLite's converter then rescales
/// by M ~ 1 / (ny nx). quantkit.resize computes R(sum (q - zp_in) wy wx,
/// s_in / (s_out ny nx)) + zp_out: with zp_in = 0 the sum is TOSA's, and
/// with s_in = M ny nx (exact in double: 31 + 22 bits) and s_out = 1 its
/// multiplier is M bit for bit. The ratio stays as TOSA states it: reduced
/// by a common factor k, the sum would shrink by k^2 and the multiplier
/// grow by k^2, the same value but, under DOUBLE_ROUND, another weight of
/// its 2^30 term.
Reason analyzeBilinear(tosa::RescaleOp op, BilinearPlan &plan) {
  plan.resize = op.getInput().getDefiningOp<tosa::ResizeOp>();
  if (!plan.resize->hasOneUse())
    return "the sum of a bilinear tosa.resize has other users";
  ResizeParams &params = plan.params;
  if (Reason why = readResize(plan.resize, params); !why.empty())
    return why;
  unsigned sumWidth = params.width == 8 ? 32 : 48;
  if (!hasElement(plan.resize.getOutput(), sumWidth) ||
      !hasElement(op.getOutput(), params.width))
    return llvm::formatv("a bilinear resize of i{0} whose sum is not i{1} "
                         "rescaled back to i{0}",
                         params.width, sumWidth)
        .str();
  if (Reason why = readRescale(op, plan.out); !why.empty())
    return why;
  if (plan.out.perChannel)
    return "a per-channel rescale of a bilinear resize";
  if (plan.out.inputZp != 0)
    return "the rescale of the sum has a non-zero input zero point";
  __int128 bound =
      ((__int128)1 << (params.width - 1)) * params.scale[0] * params.scale[2];
  return checkScaledFits(plan.out, bound);
}

void buildBilinear(PatternRewriter &rewriter, tosa::RescaleOp op,
                   BilinearPlan &plan) {
  Location loc = op.getLoc();
  const ResizeParams &params = plan.params;
  double weightSum = static_cast<double>(params.scale[0] * params.scale[2]);
  Value in = toQuantized(rewriter, loc, plan.resize.getInput(),
                         fullRangeType(rewriter, params.width,
                                       plan.out.multiplier(0) * weightSum, 0));
  auto outType = cast<RankedTensorType>(op.getOutput().getType());
  Type outElement =
      fullRangeType(rewriter, params.width, 1.0, plan.out.outputZp);
  Value result = createResize(
      rewriter, loc, outType.clone(outElement), in, ResizeMode::bilinear,
      params, RoundingAttr::get(rewriter.getContext(), plan.out.scheme));
  rewriter.replaceOp(op, toStorage(rewriter, loc, result, outType));
  rewriter.eraseOp(plan.resize);
}

/// What a rescale ends: the form that matched and its plan.
enum class RescaleForm { Contraction, Add, Mul, Mean, Bilinear, Standalone };

struct RescalePlan {
  RescaleForm form = RescaleForm::Standalone;
  ContractionPlan contraction;
  AddPlan add;
  MulPlan mul;
  MeanPlan mean;
  BilinearPlan bilinear;
  StandalonePlan standalone;
};

/// Why `op` stays TOSA, for each form in turn: the first form whose
/// structure matches decides (its reason, or success).
Reason analyzeRescale(tosa::RescaleOp op, RescalePlan &plan) {
  tosa::AddOp biasAdd;
  if (contractionFeeding(op, biasAdd) ||
      isConcatOfConvolutions(op.getInput())) {
    plan.form = RescaleForm::Contraction;
    return analyzeContraction(op, plan.contraction);
  }
  if (auto sum = op.getInput().getDefiningOp<tosa::AddOp>();
      sum && hasElement(sum.getOutput(), 32)) {
    plan.form = RescaleForm::Add;
    return analyzeAdd(op, plan.add);
  }
  if (auto product = op.getInput().getDefiningOp<tosa::MulOp>();
      product && hasElement(product.getOutput(), 32)) {
    plan.form = RescaleForm::Mul;
    return analyzeMul(op, plan.mul);
  }
  if (op.getInput().getDefiningOp<tosa::ReduceSumOp>()) {
    plan.form = RescaleForm::Mean;
    return analyzeMean(op, plan.mean);
  }
  if (auto resize = op.getInput().getDefiningOp<tosa::ResizeOp>();
      resize && resize.getMode() == tosa::ResizeMode::BILINEAR) {
    plan.form = RescaleForm::Bilinear;
    return analyzeBilinear(op, plan.bilinear);
  }
  plan.form = RescaleForm::Standalone;
  return analyzeStandalone(op, plan.standalone);
}

struct ImportRescale : OpRewritePattern<tosa::RescaleOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tosa::RescaleOp op,
                                PatternRewriter &rewriter) const override {
    RescalePlan plan;
    if (Reason why = analyzeRescale(op, plan); !why.empty())
      return rewriter.notifyMatchFailure(op, why);
    switch (plan.form) {
    case RescaleForm::Contraction:
      buildContraction(rewriter, op, plan.contraction);
      break;
    case RescaleForm::Add:
      buildAdd(rewriter, op, plan.add);
      break;
    case RescaleForm::Mul:
      buildMul(rewriter, op, plan.mul);
      break;
    case RescaleForm::Mean:
      buildMean(rewriter, op, plan.mean);
      break;
    case RescaleForm::Bilinear:
      buildBilinear(rewriter, op, plan.bilinear);
      break;
    case RescaleForm::Standalone:
      buildStandalone(rewriter, op, plan.standalone);
      break;
    }
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Pooling.
//===----------------------------------------------------------------------===//

Reason checkWindow(Value input, ArrayRef<int64_t> kernel,
                   ArrayRef<int64_t> pad) {
  if (!activationWidth(input) || !isStaticTensor(input))
    return "only statically shaped i8 or i16 pooling is imported";
  if (kernel.size() != 2 || pad.size() != 4)
    return "an unexpected window";
  for (int i = 0; i < 4; ++i)
    if (pad[i] >= kernel[i / 2])
      return "padding as large as the window (pool_c3)";
  return {};
}

/// max_pool2d: the largest stored value; QuantKit pads with qmin as TOSA
/// pads with the type's minimum, so any parameters give the same integers.
Reason analyzeMaxPool(tosa::MaxPool2dOp op) {
  return checkWindow(op.getInput(), op.getKernel(), op.getPad());
}

/// avg_pool2d: TOSA's AVG_POOL2D is what quantkit.avg_pool2d computes under
/// single_round (dialect/Reference.md: the sum of q - zp over the window
/// positions inside the input, divided by their count with TOSA's
/// reciprocal multiplier, then + zp), for one zero point on both sides
/// (pool_c2) and |sum| < 2^29.
Reason analyzeAvgPool(tosa::AvgPool2dOp op) {
  if (Reason why = checkWindow(op.getInput(), op.getKernel(), op.getPad());
      !why.empty())
    return why;
  if (!op.getAccType().isInteger(32))
    return "an accumulator other than i32";
  FailureOr<int64_t> inZp = op.getInputZeroPoint();
  FailureOr<int64_t> outZp = op.getOutputZeroPoint();
  if (failed(inZp) || failed(outZp))
    return "a zero point is not a constant";
  if (*inZp != *outZp)
    return "input and output zero points differ (quantkit.avg_pool2d keeps "
           "its input's parameters)";
  ArrayRef<int64_t> kernel = op.getKernel();
  unsigned width = activationWidth(op.getInput());
  if ((__int128)kernel[0] * kernel[1] * maxAbsCentered(width, *inZp) >=
      (int64_t(1) << 29))
    return "a window whose sum may reach 2^29, where TOSA's reciprocal "
           "multiplier no longer rounds the mean exactly";
  return {};
}

template <typename TosaPool, typename QuantKitPool>
struct ImportPool : OpRewritePattern<TosaPool> {
  using OpRewritePattern<TosaPool>::OpRewritePattern;

  LogicalResult matchAndRewrite(TosaPool op,
                                PatternRewriter &rewriter) const override {
    constexpr bool average = std::is_same_v<TosaPool, tosa::AvgPool2dOp>;
    Reason why;
    int64_t zp = 0;
    if constexpr (average) {
      why = analyzeAvgPool(op);
      if (why.empty())
        zp = *op.getInputZeroPoint();
    } else {
      why = analyzeMaxPool(op);
    }
    if (!why.empty())
      return rewriter.notifyMatchFailure(op, why);
    Location loc = op.getLoc();
    Type element =
        fullRangeType(rewriter, activationWidth(op.getInput()), 1.0, zp);
    Value in = toQuantized(rewriter, loc, op.getInput(), element);
    auto outType = cast<RankedTensorType>(op.getType());
    RoundingAttr rounding;
    if constexpr (average)
      rounding =
          RoundingAttr::get(rewriter.getContext(), Rounding::single_round);
    Value result = QuantKitPool::create(
        rewriter, loc, outType.clone(element), in,
        rewriter.getDenseI64ArrayAttr(op.getKernel()),
        rewriter.getDenseI64ArrayAttr(op.getStride()),
        rewriter.getDenseI64ArrayAttr(op.getPad()), rounding);
    rewriter.replaceOp(op, toStorage(rewriter, loc, result, outType));
    return success();
  }
};

/// scast(scast(x)) back to x where the types meet: the casts between two
/// imported ops of the same parameters.
struct FoldStorageCastPair : OpRewritePattern<quant::StorageCastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(quant::StorageCastOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getInput().getDefiningOp<quant::StorageCastOp>();
    if (!inner || inner.getInput().getType() != op.getType())
      return failure();
    rewriter.replaceOp(op, inner.getInput());
    return success();
  }
};

/// Why an integer TOSA op of the forms above was left alone; empty for ops
/// that are not int8 TOSA compute (float TOSA is quantkit-fuse's) and for
/// contractions whose reason is reported at their rescale.
Reason whyLeftAlone(Operation *op) {
  if (auto rescale = dyn_cast<tosa::RescaleOp>(op)) {
    // An input rescale of an i32 add or mul (directly, or through the
    // second rescale of the export's add form) is imported with it or not
    // at all: the requantizing rescale after the add or mul says why.
    Operation *user = op->hasOneUse() ? *op->user_begin() : nullptr;
    if (user && isa<tosa::RescaleOp, tosa::ReshapeOp>(user) &&
        user->hasOneUse() && hasElement(user->getResult(0), 32))
      user = *user->user_begin();
    if (user && isa<tosa::AddOp, tosa::MulOp>(user) &&
        hasElement(rescale.getOutput(), 32))
      return "an input of an i32 tosa.add or tosa.mul that stays TOSA (the "
             "rescale after it says why)";
    if (user && isa<tosa::ReduceSumOp>(user) &&
        hasElement(rescale.getOutput(), 32))
      return "the input of a mean (tosa.reduce_sum) that stays TOSA (the "
             "rescale after it says why)";
    RescalePlan plan;
    Reason why = analyzeRescale(rescale, plan);
    if (why.empty())
      why = "it matched but was not rewritten";
    return why;
  }
  if (isa<tosa::Conv2DOp, tosa::DepthwiseConv2DOp, tosa::TransposeConv2DOp,
          tosa::MatMulOp>(op)) {
    if (!isInteger(op->getOperand(0)))
      return {};
    if (!activationWidth(op->getOperand(0)))
      return "only i8 x i8 -> i32 and i16 x i8 -> i48 contractions are "
             "imported";
    if (op->hasOneUse()) {
      Operation *user = *op->user_begin();
      if (isa<tosa::RescaleOp>(user))
        return {};
      // A part of a grouped convolution: the rescale after the
      // concatenation says why.
      if (isa<tosa::ConcatOp>(user) && user->hasOneUse() &&
          isa<tosa::RescaleOp>(*user->user_begin()))
        return {};
      if (isa<tosa::AddOp>(user) && user->hasOneUse() &&
          isa<tosa::RescaleOp>(*user->user_begin()))
        return {};
    }
    return "its accumulator is not requantized by one tosa.rescale (after "
           "the bias add of a matmul)";
  }
  if (auto resize = dyn_cast<tosa::ResizeOp>(op)) {
    if (!isInteger(resize.getInput()))
      return {};
    if (resize.getMode() == tosa::ResizeMode::BILINEAR) {
      // The rescale after it says why.
      if (resize->hasOneUse() && isa<tosa::RescaleOp>(*resize->user_begin()))
        return {};
      return "its sum is not requantized by one tosa.rescale";
    }
    ResizeParams params;
    return analyzeNearest(resize, params);
  }
  if (auto pool = dyn_cast<tosa::MaxPool2dOp>(op))
    return isInteger(pool.getInput()) ? analyzeMaxPool(pool) : Reason();
  if (auto pool = dyn_cast<tosa::AvgPool2dOp>(op))
    return isInteger(pool.getInput()) ? analyzeAvgPool(pool) : Reason();
  return {};
}

/// The type `type` stands for once its quantized element type, if any, is
/// replaced by the signless storage integers
/// (`tensor<4x!quant.uniform<i8:f32, 0.5>>` becomes `tensor<4xi8>`).
/// A calibrated type (no storage) stays as it is. Not upstream's
/// QuantizedType::castToStorageType: that keeps `si8` / `ui8` storage
/// types (TOSA takes signless integers only) and fails on calibrated ones
/// and on types without quantized elements.
Type storageTypeOf(Type type) {
  auto storage = [](Type element) -> Type {
    auto quantized = dyn_cast<quant::QuantizedType>(element);
    if (!quantized || !isa_and_nonnull<IntegerType>(quantized.getStorageType()))
      return element;
    return IntegerType::get(element.getContext(),
                            quantized.getStorageTypeIntegralWidth());
  };
  if (auto shaped = dyn_cast<ShapedType>(type))
    return shaped.clone(storage(shaped.getElementType()));
  return storage(type);
}

bool holdsQuantized(TypeRange types) {
  return llvm::any_of(types, [](Type type) {
    return isa<quant::QuantizedType>(getElementTypeOrSelf(type));
  });
}

bool isUnsignedQuantized(Type type) {
  auto quantized = dyn_cast<quant::QuantizedType>(getElementTypeOrSelf(type));
  return quantized && !quantized.isSigned();
}

/// Why the quantized elements `op` holds (`types`) cannot become their
/// storage integers, or null. A calibrated type has none. Unsigned storage
/// becomes signless only where the op says it is unsigned otherwise: a
/// tosa.rescale's side with `input_unsigned` / `output_unsigned` (how
/// TFLite-to-TOSA converts a uint8 model's inputs and outputs), and a
/// function's signature, return or call, which pass it on.
const char *whyNotStrippable(Operation *op, TypeRange types) {
  for (Type type : types) {
    auto quantized = dyn_cast<quant::QuantizedType>(getElementTypeOrSelf(type));
    if (quantized && !isa_and_nonnull<IntegerType>(quantized.getStorageType()))
      return "it holds a quantized type without storage integers";
  }
  const char *lost = "it holds a quantized type of unsigned storage, which "
                     "signless TOSA integers would lose";
  if (isa<func::FuncOp, func::ReturnOp, func::CallOp>(op))
    return nullptr;
  if (auto rescale = dyn_cast<tosa::RescaleOp>(op)) {
    if (isUnsignedQuantized(rescale.getInput().getType()) &&
        !rescale.getInputUnsigned())
      return lost;
    if (isUnsignedQuantized(rescale.getOutput().getType()) &&
        !rescale.getOutputUnsigned())
      return lost;
    for (Value operand : op->getOperands().drop_front())
      if (isUnsignedQuantized(operand.getType()))
        return lost;
    return nullptr;
  }
  return llvm::any_of(types, isUnsignedQuantized) ? lost : nullptr;
}

/// TFLite-to-TOSA writes quantized element types on TOSA tensors unless
/// TensorFlow's tosa-strip-quant-types runs after it. They only annotate:
/// every TOSA op states its zero points and every tosa.rescale its
/// integers. Upstream's TOSA lowerings do not take them (tosa-to-tensor
/// crashes on a quantized tosa.const), and neither do the forms imported
/// here, so they become the storage integers, where every op that holds
/// one is TOSA or a function's signature, return or call. Returns the ops
/// changed; an op of another kind that holds one keeps them all, with a
/// remark.
int64_t stripQuantizedTosaTypes(Operation *root) {
  int64_t changed = 0, tosaOps = 0;
  Operation *blocker = nullptr;
  const char *why = nullptr;
  root->walk([&](Operation *op) {
    SmallVector<Type> types(op->getResultTypes());
    llvm::append_range(types, op->getOperandTypes());
    if (auto func = dyn_cast<FunctionOpInterface>(op)) {
      llvm::append_range(types, func.getArgumentTypes());
      llvm::append_range(types, func.getResultTypes());
    }
    if (!holdsQuantized(types))
      return WalkResult::advance();
    bool isTosa = isa_and_nonnull<tosa::TosaDialect>(op->getDialect());
    tosaOps += isTosa;
    if (!blocker) {
      why = whyNotStrippable(op, types);
      if (!why && !isTosa &&
          !isa<func::FuncOp, func::ReturnOp, func::CallOp>(op))
        why = "it holds one and is no TOSA op";
      if (why)
        blocker = op;
    }
    ++changed;
    return WalkResult::advance();
  });
  // Quantized types outside TOSA (QuantKit's own programs) are not ours.
  if (tosaOps == 0)
    return 0;
  if (blocker) {
    blocker->emitRemark() << "quantized TOSA types kept: " << why;
    return 0;
  }
  root->walk([&](Operation *op) {
    for (Value result : op->getResults())
      result.setType(storageTypeOf(result.getType()));
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument argument : block.getArguments())
          argument.setType(storageTypeOf(argument.getType()));
    if (auto func = dyn_cast<func::FuncOp>(op)) {
      auto strip = [](TypeRange types) {
        return llvm::map_to_vector(types, storageTypeOf);
      };
      func.setFunctionType(FunctionType::get(func.getContext(),
                                             strip(func.getArgumentTypes()),
                                             strip(func.getResultTypes())));
    }
  });
  return changed;
}

struct QuantKitImportTosaPass
    : public quantkit::impl::QuantKitImportTosaBase<QuantKitImportTosaPass> {
  using QuantKitImportTosaBase::QuantKitImportTosaBase;

  void runOnOperation() override {
    Operation *root = getOperation();
    int64_t before = 0, after = 0;
    auto countImported = [&]() {
      int64_t n = 0;
      root->walk([&](Operation *op) {
        if (isa<RescaleOp, MatmulOp, Conv2DOp, DepthwiseConv2DOp, AddOp, MulOp,
                MaxPool2DOp, AvgPool2DOp, quantkit::ResizeOp>(op))
          ++n;
      });
      return n;
    };
    before = countImported();
    numTypesStripped += stripQuantizedTosaTypes(root);
    resolveInferredReshapeSizes(root);
    // Transposed convolutions as the convolutions they compute
    // (TosaBuilders.h), imported as such below; where the rescale after
    // one is not imported, upstream lowers the tosa.conv2d.
    SmallVector<tosa::TransposeConv2DOp> transposed;
    root->walk([&](tosa::TransposeConv2DOp op) {
      if (isInteger(op.getInput()))
        transposed.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (tosa::TransposeConv2DOp op : transposed)
      (void)rewriteTransposeConvAsConv(rewriter, op);
    RewritePatternSet patterns(&getContext());
    populateQuantKitImportTosaPatterns(patterns);
    GreedyRewriteConfig config;
    config.enableFolding(false);
    config.enableConstantCSE(false);
    if (failed(applyPatternsGreedily(root, std::move(patterns), config))) {
      root->emitError("quantkit-import-tosa: the rewrite did not converge");
      return signalPassFailure();
    }
    after = countImported();
    numOpsImported += after - before;
    root->walk([&](Operation *op) {
      Reason why = whyLeftAlone(op);
      if (why.empty())
        return;
      op->emitRemark() << "left as TOSA: " << why;
      ++numLeftAsTosa;
    });
  }
};

} // namespace

void mlir::quantkit::populateQuantKitImportTosaPatterns(
    RewritePatternSet &patterns) {
  patterns.add<ImportRescale, ImportNearest,
               ImportPool<tosa::MaxPool2dOp, MaxPool2DOp>,
               ImportPool<tosa::AvgPool2dOp, AvgPool2DOp>, FoldStorageCastPair>(
      patterns.getContext());
}
