//===- SplitConvPhases.cpp - quantkit-split-conv-phases -------------------===//
//
// A transposed convolution reaches QuantKit as a stride-1 quantkit.conv2d
// on its input spread `s` apart with the zero point between (torch-mlir's
// linalg export; quantkit-import-tosa's and quantkit-normalize's rewrite of
// tosa.transpose_conv2d). At stride 2, 3 in 4 of that convolution's
// multiply-adds read the zero point. This pass computes each output phase
// (the outputs at rows y = s * q + py and columns x = s * q + px) as a
// convolution of its own on the unspread input, with the taps that meet
// input rows there (every s-th one, from the phase's first) and none of
// the others, and writes the phases into the result at stride s.
//
// Along one axis, with the spread input x at offset o, the convolution's
// padding p and kernel f of K taps, output m = s * q + phi reads spread
// position m + k, which holds x[i] where m + k = p + o + s * i. So only the
// taps k = k0 + s * t with k0 = (p + o - phi) mod s meet input rows,
// i = q + t + b with b = (phi + k0 - p - o) / s exact, and the phase is the
// stride-1 convolution of x (padded by -b at its start, or cropped where
// -b is negative) with the T = ceil((K - k0) / s) taps f[k0 + s * t].
// Every term dropped was (zp - zp) * (w - zp_w) = 0 and the sum, bias and
// requantization of each output are the ones it had: the results are equal
// bit for bit.
//
//===----------------------------------------------------------------------===//

#include "dialect/QuantKitOps.h"
#include "passes/Passes.h"
#include "passes/utils/ShapeProducts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITSPLITCONVPHASES
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

/// Spreads of more phases (s_y * s_x) are left as they are: FCN-style
/// upsampling at stride 32 would become 1024 convolutions.
constexpr int64_t kMaxPhases = 16;

/// A convolution input that is another tensor spread apart: `spread[n, o_y +
/// s_y * i, o_x + s_x * j, c] = source[n, i, j, c]`, the zero point
/// elsewhere: an integer `tensor.insert_slice` into a `linalg.fill` of the
/// zero point behind `quant.scast` (quantkit-import-tosa), or a float one
/// into a fill of 0.0 behind `quant.qcast` (torch-mlir's transposed
/// convolutions after quantkit-quantize), strided on H and W only.
struct Spread {
  Operation *cast;
  tensor::InsertSliceOp insert;
};

/// The spread behind a convolution input, if it is one.
std::optional<Spread> matchSpread(Value input) {
  auto inType = dyn_cast<RankedTensorType>(input.getType());
  auto element =
      inType ? dyn_cast<quant::UniformQuantizedType>(inType.getElementType())
             : nullptr;
  Operation *cast = input.getDefiningOp();
  if (!element || !inType.hasStaticShape() || inType.getRank() != 4 ||
      !isa_and_nonnull<quant::StorageCastOp, quant::QuantizeCastOp>(cast))
    return std::nullopt;
  bool integer = isa<quant::StorageCastOp>(cast);
  auto insert = cast->getOperand(0).getDefiningOp<tensor::InsertSliceOp>();
  auto fill =
      insert ? insert.getDest().getDefiningOp<linalg::FillOp>() : nullptr;
  if (!fill || insert.getSourceType().getRank() != 4 ||
      !insert.getSourceType().hasStaticShape() ||
      ShapedType::isDynamicShape(insert.getStaticOffsets()) ||
      ShapedType::isDynamicShape(insert.getStaticStrides()))
    return std::nullopt;
  // The filled scalar: the zero point, or a float 0.0 that quantizes to it.
  Attribute filled;
  bool zero = false;
  if (matchPattern(fill.getInputs()[0], m_Constant(&filled))) {
    if (auto value = dyn_cast<IntegerAttr>(filled))
      zero =
          integer && value.getValue().getSExtValue() == element.getZeroPoint();
    else if (auto value = dyn_cast<FloatAttr>(filled))
      zero = !integer && value.getValue().isZero();
  }
  ArrayRef<int64_t> offsets = insert.getStaticOffsets();
  ArrayRef<int64_t> strides = insert.getStaticStrides();
  ArrayRef<int64_t> sizes = insert.getSourceType().getShape();
  ArrayRef<int64_t> full = inType.getShape();
  if (!zero || offsets[0] != 0 || offsets[3] != 0 || strides[0] != 1 ||
      strides[3] != 1 || sizes[0] != full[0] || sizes[3] != full[3] ||
      (strides[1] == 1 && strides[2] == 1))
    return std::nullopt;
  return Spread{cast, insert};
}

/// The spread's source in the convolution input's type: the integers cast
/// back, the float tensor's quantized original where it was dequantized
/// with that type, else quantized.
Value spreadSource(OpBuilder &b, Spread spread) {
  Value source = spread.insert.getSource();
  auto type = cast<RankedTensorType>(spread.cast->getResult(0).getType())
                  .clone(spread.insert.getSourceType().getShape());
  Location loc = spread.cast->getLoc();
  if (isa<quant::StorageCastOp>(spread.cast))
    return quant::StorageCastOp::create(b, loc, type, source);
  if (auto dcast = source.getDefiningOp<quant::DequantizeCastOp>())
    if (dcast.getInput().getType() == type)
      return dcast.getInput();
  return quant::QuantizeCastOp::create(b, loc, type, source);
}

/// One phase of the output along one axis.
struct AxisPhase {
  int64_t firstTap = 0;     ///< k0: the kernel tap that meets input rows
  int64_t taps = 0;         ///< T: taps k0, k0 + s, ... below K
  int64_t outputs = 0;      ///< Q: outputs phi, phi + s, ... below M
  int64_t crop[2] = {0, 0}; ///< input rows dropped at the start and end
  int64_t pad[2] = {0, 0};  ///< zero-point rows added at the start and end
};

/// Phase `phi` of an axis: input size `h`, spread offset `o` and stride `s`,
/// padding `padBefore`, `kernel` taps, `out` outputs. Empty when the phase
/// has outputs but no tap or no input row (then the convolution is left).
std::optional<AxisPhase> axisPhase(int64_t phi, int64_t h, int64_t o, int64_t s,
                                   int64_t padBefore, int64_t kernel,
                                   int64_t out) {
  AxisPhase phase;
  phase.outputs = out > phi ? (out - phi + s - 1) / s : 0;
  if (phase.outputs == 0)
    return phase;
  int64_t c = padBefore + o;
  phase.firstTap = ((c - phi) % s + s) % s;
  if (phase.firstTap >= kernel)
    return std::nullopt;
  phase.taps = (kernel - phase.firstTap + s - 1) / s;
  int64_t before = -((phi + phase.firstTap - c) / s);
  int64_t after = phase.outputs - 1 + phase.taps - h - before;
  phase.pad[0] = std::max<int64_t>(before, 0);
  phase.crop[0] = std::max<int64_t>(-before, 0);
  phase.pad[1] = std::max<int64_t>(after, 0);
  phase.crop[1] = std::max<int64_t>(-after, 0);
  if (h - phase.crop[0] - phase.crop[1] <= 0)
    return std::nullopt;
  return phase;
}

/// Taps [first, first + s, ...) of H and W of an [O, KH, KW, I] filter.
Value filterPhase(OpBuilder &b, Location loc, Value filter, AxisPhase y,
                  AxisPhase x, ArrayRef<int64_t> stride) {
  auto type = cast<RankedTensorType>(filter.getType());
  SmallVector<int64_t> shape = {type.getDimSize(0), y.taps, x.taps,
                                type.getDimSize(3)};
  SmallVector<int64_t> offsets = {0, y.firstTap, x.firstTap, 0};
  SmallVector<int64_t> strides = {1, stride[0], stride[1], 1};
  auto phaseType = type.clone(shape);

  // A constant filter is cut at compile time (the CPU kernels pack
  // constant filters), a quantized float one before its quantization.
  if (auto scast = filter.getDefiningOp<quant::StorageCastOp>()) {
    DenseIntElementsAttr data;
    if (matchPattern(scast.getInput(), m_Constant(&data))) {
      auto storage = cast<RankedTensorType>(data.getType()).clone(shape);
      DenseElementsAttr cut;
      if (data.isSplat()) {
        cut = data.resizeSplat(storage);
      } else {
        ArrayRef<int64_t> w = type.getShape();
        auto values = data.getValues<APInt>();
        SmallVector<APInt> kept;
        kept.reserve(shape[0] * shape[1] * shape[2] * shape[3]);
        for (int64_t o = 0; o < w[0]; ++o)
          for (int64_t ty = 0; ty < y.taps; ++ty)
            for (int64_t tx = 0; tx < x.taps; ++tx) {
              int64_t ky = y.firstTap + stride[0] * ty;
              int64_t kx = x.firstTap + stride[1] * tx;
              int64_t row = ((o * w[1] + ky) * w[2] + kx) * w[3];
              for (int64_t i = 0; i < w[3]; ++i)
                kept.push_back(values[row + i]);
            }
        cut = DenseElementsAttr::get(storage, kept);
      }
      Value constant = arith::ConstantOp::create(b, loc, storage, cut);
      return quant::StorageCastOp::create(b, loc, phaseType, constant);
    }
  }
  if (auto qcast = filter.getDefiningOp<quant::QuantizeCastOp>()) {
    Value slice = tensor::ExtractSliceOp::create(
        b, loc, cast<RankedTensorType>(qcast.getInput().getType()).clone(shape),
        qcast.getInput(), ValueRange(), ValueRange(), ValueRange(), offsets,
        shape, strides);
    return quant::QuantizeCastOp::create(b, loc, phaseType, slice);
  }
  return tensor::ExtractSliceOp::create(b, loc, phaseType, filter, ValueRange(),
                                        ValueRange(), ValueRange(), offsets,
                                        shape, strides);
}

/// Whether `type` is quantized per tensor or per channel on `axis`.
bool isPerTensorOrAxis(Type type, int32_t axis) {
  Type element = getElementTypeOrSelf(type);
  if (isa<quant::UniformQuantizedType>(element))
    return true;
  auto perAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(element);
  return perAxis && perAxis.getQuantizedDimension() == axis;
}

/// Splits `conv` into its output phases where its input is a spread; false
/// when it is left as it is.
bool splitPhases(OpBuilder &b, Conv2DOp conv) {
  auto filterType = dyn_cast<RankedTensorType>(conv.getFilter().getType());
  auto resultType = dyn_cast<RankedTensorType>(conv.getType());
  if (!filterType || !filterType.hasStaticShape() || !resultType ||
      !resultType.hasStaticShape() || !isPerTensorOrAxis(filterType, 0) ||
      !isa<quant::UniformQuantizedType>(resultType.getElementType()) ||
      llvm::any_of(conv.getStridesOrDefault(),
                   [](int64_t s) { return s != 1; }) ||
      llvm::any_of(conv.getDilationsOrDefault(),
                   [](int64_t d) { return d != 1; }))
    return false;
  std::optional<Spread> spread = matchSpread(conv.getInput());
  if (!spread)
    return false;
  // One convolution per phase: strides up to 4 x 4 (a strided insert of a
  // single row may carry any stride).
  ArrayRef<int64_t> spreadStrides = spread->insert.getStaticStrides();
  if (saturatingMultiply(spreadStrides[1], spreadStrides[2]) > kMaxPhases)
    return false;
  ArrayRef<int64_t> source = spread->insert.getSourceType().getShape();
  ArrayRef<int64_t> offsets = spread->insert.getStaticOffsets();
  ArrayRef<int64_t> stride = spread->insert.getStaticStrides().slice(1, 2);
  SmallVector<int64_t, 4> padding = conv.getPaddingOrDefault();
  ArrayRef<int64_t> out = resultType.getShape();
  ArrayRef<int64_t> kernel = filterType.getShape();
  SmallVector<SmallVector<AxisPhase>> phases(2);
  for (int axis = 0; axis < 2; ++axis) {
    for (int64_t phi = 0; phi < stride[axis]; ++phi) {
      std::optional<AxisPhase> phase =
          axisPhase(phi, source[1 + axis], offsets[1 + axis], stride[axis],
                    padding[2 * axis], kernel[1 + axis], out[1 + axis]);
      if (!phase)
        return false;
      phases[axis].push_back(*phase);
    }
  }

  Location loc = conv.getLoc();
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(conv);
  Value input = spreadSource(b, *spread);
  Value result =
      tensor::EmptyOp::create(b, loc, out, resultType.getElementType());
  for (auto [py, y] : llvm::enumerate(phases[0])) {
    for (auto [px, x] : llvm::enumerate(phases[1])) {
      if (y.outputs == 0 || x.outputs == 0)
        continue;
      Value phaseInput = input;
      if (y.crop[0] || y.crop[1] || x.crop[0] || x.crop[1]) {
        SmallVector<int64_t> size = {
            source[0], source[1] - y.crop[0] - y.crop[1],
            source[2] - x.crop[0] - x.crop[1], source[3]};
        phaseInput = tensor::ExtractSliceOp::create(
            b, loc, cast<RankedTensorType>(phaseInput.getType()).clone(size),
            phaseInput, ValueRange(), ValueRange(), ValueRange(),
            ArrayRef<int64_t>{0, y.crop[0], x.crop[0], 0}, size,
            ArrayRef<int64_t>{1, 1, 1, 1});
      }
      Value filter = filterPhase(b, loc, conv.getFilter(), y, x, stride);
      SmallVector<int64_t> phaseShape = {out[0], y.outputs, x.outputs, out[3]};
      auto phaseConv = Conv2DOp::create(
          b, loc, resultType.clone(phaseShape), phaseInput, filter,
          conv.getBias(), b.getDenseI64ArrayAttr({1, 1}),
          b.getDenseI64ArrayAttr({1, 1}),
          b.getDenseI64ArrayAttr({y.pad[0], y.pad[1], x.pad[0], x.pad[1]}),
          conv.getRoundingAttr(), conv.getGroupsAttr());
      result = tensor::InsertSliceOp::create(
          b, loc, phaseConv.getResult(), result, ValueRange(), ValueRange(),
          ValueRange(), ArrayRef<int64_t>{0, int64_t(py), int64_t(px), 0},
          phaseShape, ArrayRef<int64_t>{1, stride[0], stride[1], 1});
    }
  }
  conv.getResult().replaceAllUsesWith(result);
  conv.erase();
  return true;
}

struct QuantKitSplitConvPhasesPass
    : public quantkit::impl::QuantKitSplitConvPhasesBase<
          QuantKitSplitConvPhasesPass> {
  void runOnOperation() override {
    SmallVector<Conv2DOp> convs;
    getOperation()->walk([&](Conv2DOp conv) { convs.push_back(conv); });
    OpBuilder b(&getContext());
    for (Conv2DOp conv : convs)
      (void)splitPhases(b, conv);
  }
};

} // namespace
