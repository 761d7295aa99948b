//===- ImportIntegerLinalg.cpp - Integer linalg contractions in -----------===//
//
// torch-mlir's FuseQuantizedOps (lib/Dialect/Torch/Transforms/
// FuseQuantizedOps.cpp) rewrites `mm`/`matmul`/`convolution` of dequantized
// per-tensor int8 tensors into the integer op, and TorchToLinalg (Linear.cpp:
// ConvertAtenMmOp, ConvertAtenMatmulOp, ConvertAtenConvolutionOp) writes it
// as a linalg op on i8 tensors with i32 scalar zero points accumulating into
// an i32 tensor: a zero fill, or for a convolution the i32 bias broadcast
// along the channels. What follows is float: `sitofp(acc) * f32(s_a * s_w)`,
// a float bias add or ReLU, the next `quantize_per_tensor`.
//
// A grouped convolution is a `conv_2d_ngchw_gfchw_q` on `expand_shape`s of
// the NCHW input and accumulator, its result collapsed back to NCHW; it
// becomes one QuantKit conv2d with `groups` on the NCHW tensors.
//
// Each such op becomes the QuantKit compute op with an i32 result of scale
// `S` and zero point 0, the activation of scale `S` and the weights of scale
// 1, so that the requantization multiplier `S * 1 / S` is exactly 1, and
// with rounding `single_round`, under which `R(acc, 1) = acc` for every
// accumulator (dialect/Reference.md#numerics): the op's result is the exact
// sum `sum((a - za) * (w - zw)) (+ bias)`. The linalg op computes the same
// sum in wrapping i32 arithmetic; the two agree wherever the exact sum fits
// in i32, which is checked from the zero points and the weights (their
// values where they are constant, their storage range otherwise). An
// accumulator that is neither zero nor a constant bias in range (torch-mlir
// quantizes the float bias at run time) is added after the op with the same
// wrapping `addi`: `(init + sum) mod 2^32` in either order.
//
// The float requantization after the op is not folded into it: `f32(acc) *
// S / s_out` rounded to even in f32 is not the integer requantization of any
// QuantKit rounding scheme (README.md#integer-linalg gives a counterexample),
// so it stays the float program it is.
//
//===----------------------------------------------------------------------===//

#include "passes/quantize/ImportIntegerLinalg.h"
#include "passes/quantize/ImportChains.h"

#include "dialect/QuantKitOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::quantkit;

namespace {

/// The integer value of a scalar: a constant, or constants combined by the
/// casts and additions torch-mlir writes around a zero point (`trunci` of
/// the i64 torch int to i32, `addi -128` of its unsigned-to-signed shift).
std::optional<int64_t> constantInt(Value v, unsigned depth = 0) {
  auto type = dyn_cast<IntegerType>(v.getType());
  if (!type || type.getWidth() > 64 || depth > 8)
    return std::nullopt;
  APInt value;
  if (matchPattern(v, m_ConstantInt(&value)))
    return value.getSExtValue();
  Operation *def = v.getDefiningOp();
  if (!def)
    return std::nullopt;
  // Wraps `x` to `v`'s width, as the IR's integer ops do.
  auto wrap = [&](int64_t x) {
    return APInt(64, static_cast<uint64_t>(x), /*isSigned=*/true)
        .trunc(type.getWidth())
        .getSExtValue();
  };
  if (isa<arith::TruncIOp, arith::ExtSIOp>(def)) {
    std::optional<int64_t> in = constantInt(def->getOperand(0), depth + 1);
    return in ? std::optional<int64_t>(wrap(*in)) : std::nullopt;
  }
  if (isa<arith::AddIOp, arith::SubIOp>(def)) {
    std::optional<int64_t> lhs = constantInt(def->getOperand(0), depth + 1);
    std::optional<int64_t> rhs = constantInt(def->getOperand(1), depth + 1);
    if (!lhs || !rhs)
      return std::nullopt;
    return wrap(isa<arith::AddIOp>(def) ? *lhs + *rhs : *lhs - *rhs);
  }
  return std::nullopt;
}

/// The layouts torch-mlir (and linalg) write, with what QuantKit's op needs.
enum class Form {
  Matmul,      // [M, K] x [K, N]
  BatchMatmul, // [B, M, K] x [B, K, N]
  ConvNchwFchw,
  /// torch-mlir's grouped convolution: input [N, G, C/G, H, W], filter
  /// [G, F, C/G, KH, KW], result [N, G, F, OH, OW], between the expand and
  /// collapse shapes of the NCHW tensors.
  ConvNgchwGfchw,
  ConvNhwcHwcf,
  ConvNhwcFhwc,
  DepthwiseNhwcHwc,
  DepthwiseNhwcHwcm,
};

bool isConv(Form form) {
  return form != Form::Matmul && form != Form::BatchMatmul;
}

bool isNchw(Form form) {
  return form == Form::ConvNchwFchw || form == Form::ConvNgchwGfchw;
}

/// The weight dimensions summed over for one output value (the others
/// index output channels, and batches of a batched product).
SmallVector<int64_t> filterReductionDims(Form form) {
  switch (form) {
  case Form::Matmul:
    return {0};
  case Form::BatchMatmul:
    return {1};
  case Form::ConvNchwFchw:
    return {1, 2, 3};
  case Form::ConvNgchwGfchw:
    return {2, 3, 4};
  case Form::ConvNhwcHwcf:
    return {0, 1, 2};
  case Form::ConvNhwcFhwc:
    return {1, 2, 3};
  case Form::DepthwiseNhwcHwc:
  case Form::DepthwiseNhwcHwcm:
    return {0, 1};
  }
  return {};
}

/// The dimension of the result (NCHW for a grouped convolution) that holds
/// the output channels (where a per-channel bias is broadcast), or none for
/// a batched product and the channel-multiplier depthwise form.
std::optional<int64_t> resultChannelDim(Form form) {
  switch (form) {
  case Form::Matmul:
    return 1;
  case Form::ConvNchwFchw:
  case Form::ConvNgchwGfchw:
    return 1;
  case Form::ConvNhwcHwcf:
  case Form::ConvNhwcFhwc:
  case Form::DepthwiseNhwcHwc:
    return 3;
  case Form::BatchMatmul:
  case Form::DepthwiseNhwcHwcm:
    return std::nullopt;
  }
  return std::nullopt;
}

bool isZero(Value init) {
  if (auto fill = init.getDefiningOp<linalg::FillOp>()) {
    std::optional<int64_t> value = constantInt(fill.getInputs()[0]);
    return value && *value == 0;
  }
  DenseIntElementsAttr data;
  return matchPattern(init, m_Constant(&data)) && data.isSplat() &&
         data.getSplatValue<APInt>().isZero();
}

/// The tensors a contraction reads and writes as the import sees them: the
/// linalg op's own, or for a grouped convolution the NCHW input, the NCHW
/// accumulator init and the NCHW result around its 5-D views (the filter
/// stays 5-D).
struct Operands {
  Value input, filter, init, result;
  int64_t groups = 1;
};

/// The source of `value`'s expand_shape [[0], [1, 2], [3], [4]] (a split of
/// NCHW channels into groups), or null.
Value ungroupedSource(Value value) {
  auto expand = value.getDefiningOp<tensor::ExpandShapeOp>();
  if (!expand || expand.getReassociationIndices() !=
                     SmallVector<ReassociationIndices>{{0}, {1, 2}, {3}, {4}})
    return {};
  return expand.getSrc();
}

/// `op`'s operands, or for the grouped form those around its views, with
/// `why` set where they are not the views torch-mlir writes.
std::optional<Operands> operandsOf(linalg::LinalgOp op, Form form,
                                   std::string &why) {
  if (!op.hasPureTensorSemantics() || op->getNumResults() != 1) {
    why = "it works on buffers (the import reads tensors)";
    return std::nullopt;
  }
  Operands operands{op.getDpsInputs()[0], op.getDpsInputs()[1],
                    op.getDpsInits()[0], op->getResult(0)};
  if (form != Form::ConvNgchwGfchw)
    return operands;
  why = "its input, initial value or result is not the expand_shape or "
        "collapse_shape [[0], [1, 2], [3], [4]] of an NCHW tensor";
  operands.input = ungroupedSource(operands.input);
  if (!isZero(operands.init))
    operands.init = ungroupedSource(operands.init);
  Value result = op->getResult(0);
  auto collapse =
      result.hasOneUse()
          ? dyn_cast<tensor::CollapseShapeOp>(*result.getUsers().begin())
          : tensor::CollapseShapeOp();
  if (!operands.input || !operands.init || !collapse ||
      collapse.getReassociationIndices() !=
          SmallVector<ReassociationIndices>{{0}, {1, 2}, {3}, {4}})
    return std::nullopt;
  why.clear();
  operands.result = collapse.getResult();
  operands.groups = cast<ShapedType>(operands.filter.getType()).getDimSize(0);
  return operands;
}

/// What the import needs to know about one contraction.
struct Plan {
  Value input, filter, init;
  int64_t inputZp = 0, filterZp = 0;
  SmallVector<int64_t, 2> strides{1, 1}, dilations{1, 1};
  SmallVector<int64_t, 4> padding{0, 0, 0, 0};
  /// The constant bias folded into the op, or null.
  DenseIntElementsAttr bias;
  /// Whether `init` is added after the op (neither zero nor folded).
  bool addInit = false;
  /// The dequantization scale of the result, where the float program
  /// states it (else 1).
  double scale = 1.0;
};

SmallVector<int64_t, 2> readPair(Operation *op, StringRef name) {
  auto attr = op->getAttrOfType<DenseIntElementsAttr>(name);
  if (!attr || attr.getNumElements() != 2)
    return {1, 1};
  SmallVector<int64_t, 2> values;
  for (const APInt &v : attr.getValues<APInt>())
    values.push_back(v.getSExtValue());
  return values;
}

/// The constant 1-D bias `init` broadcasts along output dimension
/// `channel`, or null.
DenseIntElementsAttr broadcastBias(Value init, int64_t channel) {
  auto broadcast = init.getDefiningOp<linalg::BroadcastOp>();
  if (!broadcast)
    return {};
  auto resultType = cast<RankedTensorType>(broadcast.getInit().getType());
  ArrayRef<int64_t> dims = broadcast.getDimensions();
  if (static_cast<int64_t>(dims.size()) != resultType.getRank() - 1 ||
      llvm::is_contained(dims, channel))
    return {};
  DenseIntElementsAttr data;
  if (!matchPattern(broadcast.getInput(), m_Constant(&data)))
    return {};
  return data;
}

/// The f32 constant `c` a dequantization `sitofp(acc) * c` reads, where
/// `user` is that elementwise generic on `acc`.
std::optional<double> dequantizationScale(Operation *user) {
  auto generic = dyn_cast<linalg::GenericOp>(user);
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic->getNumResults() != 1)
    return std::nullopt;
  Block &body = generic.getRegion().front();
  auto mul = body.getTerminator()->getOperand(0).getDefiningOp<arith::MulFOp>();
  if (!mul)
    return std::nullopt;
  for (unsigned side = 0; side < 2; ++side) {
    auto convert = mul->getOperand(side).getDefiningOp<arith::SIToFPOp>();
    if (!convert || convert.getIn() != body.getArgument(0))
      continue;
    Value factor = mul->getOperand(1 - side);
    if (auto trunc = factor.getDefiningOp<arith::TruncFOp>()) {
      // torch's f64 scale rounded to f32 in the body.
      FloatAttr wide;
      if (!matchPattern(trunc.getIn(), m_Constant(&wide)))
        return std::nullopt;
      return static_cast<double>(static_cast<float>(wide.getValueAsDouble()));
    }
    FloatAttr value;
    if (matchPattern(factor, m_Constant(&value)) && value.getType().isF32())
      return value.getValueAsDouble();
  }
  return std::nullopt;
}

/// The largest |sum| over one output value: `max|a - za|` times the largest
/// per-channel `sum |w - zw|` (from the values of a constant filter, else
/// the reduction size times `max|w - zw|` over the storage range).
std::optional<int64_t> accumulatorBound(const Plan &plan, Form form) {
  auto maxDistance = [](int64_t zp) { return std::max(127 - zp, zp + 128); };
  auto filterType = cast<RankedTensorType>(plan.filter.getType());
  SmallVector<int64_t> reduction = filterReductionDims(form);
  int64_t taps = 1;
  for (int64_t d : reduction)
    taps *= filterType.getDimSize(d);
  if (taps > (int64_t(1) << 40))
    return std::nullopt;
  int64_t channelSum = taps * maxDistance(plan.filterZp);
  DenseIntElementsAttr data;
  if (matchPattern(plan.filter, m_Constant(&data)) && data.isSplat()) {
    // Every channel sums the same |w - zp| over its taps.
    channelSum = taps * std::abs(data.getSplatValue<APInt>().getSExtValue() -
                                 plan.filterZp);
  } else if (matchPattern(plan.filter, m_Constant(&data))) {
    // Sums keyed by the linear index over the non-reduced dimensions.
    ArrayRef<int64_t> shape = filterType.getShape();
    SmallVector<int64_t> keyStride(shape.size(), 0);
    int64_t stride = 1;
    for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
      if (llvm::is_contained(reduction, d))
        continue;
      keyStride[d] = stride;
      stride *= shape[d];
    }
    SmallVector<int64_t> sums(stride, 0);
    SmallVector<int64_t> index(shape.size(), 0);
    for (const APInt &v : data.getValues<APInt>()) {
      int64_t key = 0;
      for (size_t d = 0; d < shape.size(); ++d)
        key += index[d] * keyStride[d];
      sums[key] += std::abs(v.getSExtValue() - plan.filterZp);
      for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
        if (++index[d] < shape[d])
          break;
        index[d] = 0;
      }
    }
    channelSum = *llvm::max_element(sums);
  }
  return maxDistance(plan.inputZp) * channelSum;
}

/// Reads `op` (whose tensors are `operands`) as `form`; `why` says why a
/// recognised contraction cannot be imported exactly.
FailureOr<Plan> analyse(linalg::LinalgOp op, Form form,
                        const Operands &operands, std::string &why) {
  Plan plan;
  plan.input = operands.input;
  plan.filter = operands.filter;
  plan.init = operands.init;
  auto inputType = dyn_cast<RankedTensorType>(plan.input.getType());
  auto filterType = dyn_cast<RankedTensorType>(plan.filter.getType());
  auto resultType = dyn_cast<RankedTensorType>(operands.result.getType());
  if (!inputType || !filterType || !resultType)
    return failure();
  if (!inputType.getElementType().isInteger(8) ||
      !filterType.getElementType().isInteger(8) ||
      !resultType.getElementType().isInteger(32)) {
    why = "it is not i8 x i8 -> i32, the form QuantKit imports";
    return failure();
  }
  if (!inputType.hasStaticShape() || !filterType.hasStaticShape() ||
      !resultType.hasStaticShape()) {
    why = "its shapes are not static (the accumulator bound needs them)";
    return failure();
  }
  std::optional<int64_t> inputZp = constantInt(op.getDpsInputs()[2]);
  std::optional<int64_t> filterZp = constantInt(op.getDpsInputs()[3]);
  if (!inputZp || !filterZp) {
    why = std::string("its ") + (inputZp ? "weight" : "input") +
          " zero point is not a constant";
    return failure();
  }
  for (auto [what, zp] : {std::pair<StringRef, int64_t>{"input", *inputZp},
                          {"weight", *filterZp}})
    if (zp < -128 || zp > 127) {
      why = ("its " + what + " zero point " + std::to_string(zp) +
             " is outside the i8 storage range [-128, 127]")
                .str();
      return failure();
    }
  plan.inputZp = *inputZp;
  plan.filterZp = *filterZp;
  if (form == Form::DepthwiseNhwcHwcm && filterType.getDimSize(3) != 1) {
    why = "its channel multiplier is " +
          std::to_string(filterType.getDimSize(3)) +
          "; quantkit.depthwise_conv2d has multiplier 1";
    return failure();
  }

  if (isConv(form)) {
    plan.strides = readPair(op, "strides");
    plan.dilations = readPair(op, "dilations");
    // A zero-point padding is the op's padding (QuantKit pads with the
    // input's zero point); any other padding stays a tensor.pad before it.
    if (auto pad = plan.input.getDefiningOp<tensor::PadOp>()) {
      std::optional<int64_t> value;
      if (Value constant = pad.getConstantPaddingValue())
        value = constantInt(constant);
      SmallVector<int64_t> low(pad.getStaticLow()), high(pad.getStaticHigh());
      int64_t h = isNchw(form) ? 2 : 1, w = h + 1;
      bool spatialOnly =
          !ShapedType::isDynamicShape(low) && !ShapedType::isDynamicShape(high);
      for (int64_t d = 0; spatialOnly && d < 4; ++d)
        if (d != h && d != w)
          spatialOnly = low[d] == 0 && high[d] == 0;
      if (value && *value == plan.inputZp && spatialOnly && !pad.getNofold()) {
        plan.padding = {low[h], high[h], low[w], high[w]};
        plan.input = pad.getSource();
      }
    }
    // QuantKit derives the result size from the padded input (conv2d_c4);
    // linalg allows a result that reads fewer rows.
    auto sourceType = cast<RankedTensorType>(plan.input.getType());
    int64_t h = isNchw(form) ? 2 : 1;
    SmallVector<int64_t, 2> window;
    switch (form) {
    case Form::ConvNchwFchw:
      window = {filterType.getDimSize(2), filterType.getDimSize(3)};
      break;
    case Form::ConvNgchwGfchw:
      window = {filterType.getDimSize(3), filterType.getDimSize(4)};
      break;
    case Form::ConvNhwcFhwc:
      window = {filterType.getDimSize(1), filterType.getDimSize(2)};
      break;
    default:
      window = {filterType.getDimSize(0), filterType.getDimSize(1)};
    }
    for (int64_t i = 0; i < 2; ++i) {
      int64_t padded = sourceType.getDimSize(h + i) + plan.padding[2 * i] +
                       plan.padding[2 * i + 1];
      int64_t expected =
          (padded - plan.dilations[i] * (window[i] - 1) - 1) / plan.strides[i] +
          1;
      if (expected != resultType.getDimSize(h + i)) {
        why = "its result reads " +
              std::to_string(resultType.getDimSize(h + i)) + " of the " +
              std::to_string(expected) +
              " windows of its input along a spatial dimension; QuantKit's "
              "result holds them all";
        return failure();
      }
    }
  }

  std::optional<int64_t> bound = accumulatorBound(plan, form);
  constexpr int64_t int32Max = std::numeric_limits<int32_t>::max();
  if (!bound || *bound > int32Max) {
    why = "its int32 accumulation can wrap (|sum| up to " +
          (bound ? std::to_string(*bound) : std::string("2^40 and more")) +
          "), where QuantKit's exact accumulator would saturate";
    return failure();
  }
  if (!isZero(plan.init)) {
    std::optional<int64_t> channel = resultChannelDim(form);
    DenseIntElementsAttr bias;
    if (channel)
      bias = broadcastBias(plan.init, *channel);
    int64_t maxBias = 0;
    if (bias)
      for (const APInt &v : bias.getValues<APInt>())
        maxBias = std::max(maxBias, std::abs(v.getSExtValue()));
    if (bias && *bound + maxBias <= int32Max)
      plan.bias = bias;
    else
      plan.addInit = true;
  }

  // The scale the float program dequantizes the result with, for the
  // result type (through the transpose back to NCHW of a depthwise result).
  for (Operation *user : operands.result.getUsers()) {
    if (auto transpose = dyn_cast<linalg::TransposeOp>(user))
      for (Operation *next : transpose->getResult(0).getUsers())
        user = next;
    if (std::optional<double> s = dequantizationScale(user))
      if (std::isfinite(*s) && *s > 0 &&
          *s >= std::numeric_limits<float>::min()) {
        plan.scale = *s;
        break;
      }
  }
  return plan;
}

Value transposed(PatternRewriter &rewriter, Location loc, Value value,
                 ArrayRef<int64_t> permutation) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> shape;
  for (int64_t p : permutation)
    shape.push_back(type.getDimSize(p));
  auto resultType = RankedTensorType::get(shape, type.getElementType());
  DenseElementsAttr data;
  if (matchPattern(value, m_Constant(&data)))
    return arith::ConstantOp::create(
        rewriter, loc, transposeConstant(data, permutation, resultType));
  Value init =
      tensor::EmptyOp::create(rewriter, loc, shape, type.getElementType());
  return linalg::TransposeOp::create(rewriter, loc, value, init, permutation)
      ->getResult(0);
}

LogicalResult importContraction(linalg::LinalgOp op, Form form,
                                PatternRewriter &rewriter) {
  std::string why;
  std::optional<Operands> operands = operandsOf(op, form, why);
  FailureOr<Plan> plan = failure();
  if (operands)
    plan = analyse(op, form, *operands, why);
  if (failed(plan)) {
    if (!why.empty())
      op->emitRemark() << "integer contraction left as it is: " << why;
    return rewriter.notifyMatchFailure(op, "not importable");
  }
  MLIRContext *ctx = rewriter.getContext();
  Location loc = op.getLoc();
  Type i8 = rewriter.getI8Type(), i32 = rewriter.getI32Type(),
       f32 = rewriter.getF32Type();
  unsigned flags = quant::QuantizationFlags::Signed;
  auto storage8 = [&](double scale, int64_t zp) {
    return quant::UniformQuantizedType::get(flags, i8, f32, scale, zp, -128,
                                            127);
  };
  Type accumulator = quant::UniformQuantizedType::get(
      flags, i32, f32, plan->scale, 0, std::numeric_limits<int32_t>::min(),
      std::numeric_limits<int32_t>::max());

  // Operands in QuantKit's layouts: NHWC input, OHWI or [KH, KW, C] filter.
  Value input = plan->input, filter = plan->filter;
  switch (form) {
  case Form::ConvNgchwGfchw: {
    // [G, F, C/G, KH, KW] as [G * F, C/G, KH, KW], then as the NCHW form.
    auto type = cast<RankedTensorType>(filter.getType());
    auto rows = RankedTensorType::get({type.getDimSize(0) * type.getDimSize(1),
                                       type.getDimSize(2), type.getDimSize(3),
                                       type.getDimSize(4)},
                                      i8);
    DenseElementsAttr data;
    if (matchPattern(filter, m_Constant(&data)))
      filter = arith::ConstantOp::create(rewriter, loc, data.reshape(rows));
    else
      filter = tensor::CollapseShapeOp::create(
          rewriter, loc, rows, filter,
          ArrayRef<ReassociationIndices>{{0, 1}, {2}, {3}, {4}});
    [[fallthrough]];
  }
  case Form::ConvNchwFchw:
    input = transposed(rewriter, loc, input, {0, 2, 3, 1});
    filter = transposed(rewriter, loc, filter, {0, 2, 3, 1});
    break;
  case Form::ConvNhwcHwcf:
    filter = transposed(rewriter, loc, filter, {3, 0, 1, 2});
    break;
  case Form::DepthwiseNhwcHwcm: {
    auto type = cast<RankedTensorType>(filter.getType());
    auto collapsed = RankedTensorType::get(
        {type.getDimSize(0), type.getDimSize(1), type.getDimSize(2)}, i8);
    DenseElementsAttr data;
    if (matchPattern(filter, m_Constant(&data)))
      filter =
          arith::ConstantOp::create(rewriter, loc, data.reshape(collapsed));
    else
      filter = tensor::CollapseShapeOp::create(
          rewriter, loc, collapsed, filter,
          ArrayRef<ReassociationIndices>{{0}, {1}, {2, 3}});
    break;
  }
  default:
    break;
  }
  auto inputType = cast<RankedTensorType>(input.getType());
  auto filterType = cast<RankedTensorType>(filter.getType());
  Value lhs = quant::StorageCastOp::create(
      rewriter, loc, inputType.clone(storage8(plan->scale, plan->inputZp)),
      input);
  Value rhs = quant::StorageCastOp::create(
      rewriter, loc, filterType.clone(storage8(1.0, plan->filterZp)), filter);
  Value bias;
  if (plan->bias) {
    Value constant = arith::ConstantOp::create(rewriter, loc, plan->bias);
    bias = quant::StorageCastOp::create(
        rewriter, loc,
        cast<RankedTensorType>(plan->bias.getType()).clone(accumulator),
        constant);
  }

  // The result in QuantKit's layout.
  auto resultType = cast<RankedTensorType>(operands->result.getType());
  SmallVector<int64_t> shape(resultType.getShape());
  if (isNchw(form))
    shape = {shape[0], shape[2], shape[3], shape[1]};
  else if (form == Form::DepthwiseNhwcHwcm)
    shape.pop_back();
  auto outType = RankedTensorType::get(shape, accumulator);
  // `single_round` with multiplier 1 is the identity on every accumulator
  // (`float_rne`, which a `rounding=` option could otherwise select, is not
  // above 2^24).
  auto rounding = RoundingAttr::get(ctx, Rounding::single_round);
  Value result;
  if (!isConv(form)) {
    result = MatmulOp::create(rewriter, loc, outType, lhs, rhs, bias, rounding);
  } else {
    auto strides = rewriter.getDenseI64ArrayAttr(plan->strides);
    auto dilations = rewriter.getDenseI64ArrayAttr(plan->dilations);
    auto padding = rewriter.getDenseI64ArrayAttr(plan->padding);
    if (form == Form::DepthwiseNhwcHwc || form == Form::DepthwiseNhwcHwcm)
      result = DepthwiseConv2DOp::create(rewriter, loc, outType, lhs, rhs, bias,
                                         strides, dilations, padding, rounding);
    else
      result = Conv2DOp::create(
          rewriter, loc, outType, lhs, rhs, bias, strides, dilations, padding,
          rounding,
          operands->groups == 1 ? IntegerAttr()
                                : rewriter.getI64IntegerAttr(operands->groups));
  }
  Value out = quant::StorageCastOp::create(
      rewriter, loc, RankedTensorType::get(shape, i32), result);
  if (isNchw(form))
    out = transposed(rewriter, loc, out, {0, 3, 1, 2});
  else if (form == Form::DepthwiseNhwcHwcm)
    out = tensor::ExpandShapeOp::create(
        rewriter, loc, resultType, out,
        ArrayRef<ReassociationIndices>{{0}, {1}, {2}, {3, 4}});
  if (plan->addInit) {
    // The accumulator's initial value (a run-time bias), added with the
    // linalg op's own wrapping i32 addition.
    auto map = rewriter.getMultiDimIdentityMap(resultType.getRank());
    SmallVector<utils::IteratorType> parallel(resultType.getRank(),
                                              utils::IteratorType::parallel);
    Value empty =
        tensor::EmptyOp::create(rewriter, loc, resultType.getShape(), i32);
    out = linalg::GenericOp::create(
              rewriter, loc, resultType, ValueRange{out, plan->init}, empty,
              ArrayRef<AffineMap>{map, map, map}, parallel,
              [](OpBuilder &b, Location l, ValueRange args) {
                Value sum = arith::AddIOp::create(b, l, args[0], args[1]);
                linalg::YieldOp::create(b, l, sum);
              })
              ->getResult(0);
  }
  Operation *pad = operands->input.getDefiningOp();
  if (form == Form::ConvNgchwGfchw) {
    // The collapse of the result goes, then the op and the expands of its
    // input and initial value.
    SmallVector<Operation *> views{op.getDpsInputs()[0].getDefiningOp(),
                                   op.getDpsInits()[0].getDefiningOp()};
    rewriter.replaceOp(operands->result.getDefiningOp(), out);
    rewriter.eraseOp(op);
    for (Operation *view : views)
      if (isa_and_nonnull<tensor::ExpandShapeOp>(view) && view->use_empty())
        rewriter.eraseOp(view);
  } else {
    rewriter.replaceOp(op, out);
  }
  // A zero-point padding folded into the op is dead now.
  if (isa_and_nonnull<tensor::PadOp>(pad) && pad->use_empty())
    rewriter.eraseOp(pad);
  return success();
}

template <typename OpTy, Form form>
struct ImportIntegerContraction : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    return importContraction(cast<linalg::LinalgOp>(op.getOperation()), form,
                             rewriter);
  }
};

/// torch-mlir's grouped convolution is imported from the collapse of its
/// result, which follows it: the import erases that collapse, and the walk
/// driver visits ops in order (it may erase the op it visits and those
/// before it, not the next one).
struct ImportGroupedConvolution : OpRewritePattern<tensor::CollapseShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::CollapseShapeOp collapse,
                                PatternRewriter &rewriter) const override {
    auto conv = collapse.getSrc().getDefiningOp<linalg::Conv2DNgchwGfchwQOp>();
    if (!conv)
      return failure();
    return importContraction(conv, Form::ConvNgchwGfchw, rewriter);
  }
};

/// A grouped convolution whose result is not collapsed as torch-mlir does
/// it: remarked where it stands.
struct RemarkGroupedConvolution
    : OpRewritePattern<linalg::Conv2DNgchwGfchwQOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::Conv2DNgchwGfchwQOp conv,
                                PatternRewriter &rewriter) const override {
    std::string why;
    if (!operandsOf(conv, Form::ConvNgchwGfchw, why))
      conv->emitRemark() << "integer contraction left as it is: " << why;
    return failure();
  }
};

} // namespace

void mlir::quantkit::populateImportIntegerLinalgPatterns(
    RewritePatternSet &patterns) {
  patterns.add<
      ImportIntegerContraction<linalg::QuantizedMatmulOp, Form::Matmul>,
      ImportIntegerContraction<linalg::QuantizedBatchMatmulOp,
                               Form::BatchMatmul>,
      ImportIntegerContraction<linalg::Conv2DNchwFchwQOp, Form::ConvNchwFchw>,
      ImportGroupedConvolution, RemarkGroupedConvolution,
      ImportIntegerContraction<linalg::Conv2DNhwcHwcfQOp, Form::ConvNhwcHwcf>,
      ImportIntegerContraction<linalg::Conv2DNhwcFhwcQOp, Form::ConvNhwcFhwc>,
      ImportIntegerContraction<linalg::DepthwiseConv2DNhwcHwcQOp,
                               Form::DepthwiseNhwcHwc>,
      ImportIntegerContraction<linalg::DepthwiseConv2DNhwcHwcmQOp,
                               Form::DepthwiseNhwcHwcm>>(patterns.getContext());
}
