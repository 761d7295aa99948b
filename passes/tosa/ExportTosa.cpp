//===- ExportTosa.cpp - The quantkit-export-tosa pass ---------------------===//
//
// The export to a fixed-kernel target, TOSA: quantkit compute ops and
// resolved `quantkit.region`s become TOSA operations on the storage integers,
// with zero-point operands and `tosa.rescale` for every requantization.
// Where a region is coarser than the TOSA ops (a convolution with its bias
// add and activation), the parameters of the intermediate tensors are derived
// from the ports: the accumulator gets scale `s_in * s_w` and zero point 0,
// the activation becomes the output's storage range.
//
// Every requantization uses the multiplier and exponent of Requantize.h, so
// the exported program and `quantkit-lower` give the same integers (the
// cross-check in test/lit/Execution/export_tosa_*.test). The pass
// description (passes/Passes.td) lists what maps to what and what TOSA
// cannot express; dialect/Reference.md#tosa-export the rounding.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "dialect/QuantKitOps.h"
#include "passes/quantize/QuantizedPorts.h"
#include "passes/utils/ActivationTables.h"
#include "passes/utils/Requantize.h"
#include "passes/utils/TosaBuilders.h"
#include "passes/utils/UniformParams.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TargetEnv.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Dialect/Tosa/Utils/ConversionUtils.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"

#include <climits>
#include <cmath>

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITEXPORTTOSA
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

/// The TOSA rounding mode of a QuantKit scheme. `gemmlowp` maps to
/// DOUBLE_ROUND: the two are the same function of (acc, m, e) for every
/// accumulator and positive multiplier (test/reference/QuantReference.h
/// proves it under `double_round`; the execution cross-check shows it).
/// `float_rne` has no TOSA counterpart.
std::optional<tosa::RoundingMode> tosaRounding(Rounding scheme) {
  switch (scheme) {
  case Rounding::single_round:
    return tosa::RoundingMode::SINGLE_ROUND;
  case Rounding::double_round:
  case Rounding::gemmlowp:
    return tosa::RoundingMode::DOUBLE_ROUND;
  case Rounding::float_rne:
    return std::nullopt;
  }
  return std::nullopt;
}

RankedTensorType withElement(RankedTensorType type, Type element) {
  return RankedTensorType::get(type.getShape(), element);
}

/// Builds TOSA ops for one QuantKit op at its position; every diagnostic is
/// located at that op.
class TosaBuilder {
public:
  TosaBuilder(Operation *anchor, Rounding scheme)
      : anchor(anchor), b(anchor->getLoc(), anchor),
        scheme(scheme) {}

  ImplicitLocOpBuilder &builder() { return b; }
  Operation *op() { return anchor; }

  /// The storage integers of a quantized tensor (a `quant.scast`, or the
  /// value a `quant.scast` reinterpreted).
  Value toStorage(Value quantized) {
    auto type = cast<RankedTensorType>(quantized.getType());
    auto element = cast<quant::QuantizedType>(type.getElementType());
    RankedTensorType storage = withElement(
        type, b.getIntegerType(element.getStorageTypeIntegralWidth()));
    if (auto cast = quantized.getDefiningOp<quant::StorageCastOp>())
      if (cast.getInput().getType() == storage)
        return cast.getInput();
    return quant::StorageCastOp::create(b, storage, quantized);
  }

  /// A rank-1, one-element constant (TOSA zero points and shifts).
  Value scalar(Type element, int64_t value) {
    auto type = RankedTensorType::get({1}, element);
    APInt bits(element.getIntOrFloatBitWidth(), value, /*isSigned=*/true);
    return tosa::ConstOp::create(b, type,
                                 DenseElementsAttr::get(type, bits));
  }

  Value floatScalar(Type element, double value) {
    auto type = RankedTensorType::get({1}, element);
    return tosa::ConstOp::create(
        b, type, DenseElementsAttr::get(type, b.getFloatAttr(element, value)));
  }

  Value reshape(Value value, ArrayRef<int64_t> shape) {
    auto type = cast<RankedTensorType>(value.getType());
    if (type.getShape() == shape)
      return value;
    return tosa::ReshapeOp::create(b, withElement(RankedTensorType::get(shape,
                                                  type.getElementType()),
                                                  type.getElementType()),
                                   value, tosa::getTosaConstShape(b, shape));
  }

  /// `tosa.rescale` of `input` (storage integers) by real multipliers (one,
  /// or one per channel of the last axis) to `outElement`.
  FailureOr<Value> rescale(Value input, int64_t inputZp, bool inputUnsigned,
                           ArrayRef<double> multipliers, Type outElement,
                           int64_t outputZp, bool outputUnsigned,
                           std::optional<Rounding> exactScheme = {}) {
    Rounding effective = exactScheme.value_or(scheme);
    std::optional<tosa::RoundingMode> mode = tosaRounding(effective);
    if (!mode)
      return anchor->emitOpError()
             << "cannot be exported to TOSA: rounding '"
             << stringifyRounding(effective)
             << "' has no tosa.rescale rounding mode (SINGLE_ROUND, "
                "DOUBLE_ROUND)";
    SmallVector<int32_t> mantissas;
    SmallVector<int8_t> shifts;
    for (double real : multipliers) {
      if (!std::isfinite(real) || real < 0.0)
        return anchor->emitOpError()
               << "cannot be exported to TOSA: multiplier " << real
               << " is not finite and non-negative";
      FixedPointMultiplier fixed = quantizeMultiplier(real);
      // tosa.rescale REQUIREs 2 <= shift <= 62, shift = 31 - exponent.
      if (fixed.exponent > 29)
        return anchor->emitOpError()
               << "cannot be exported to TOSA: multiplier " << real
               << " needs tosa.rescale shift " << 31 - fixed.exponent
               << ", below TOSA's minimum of 2";
      mantissas.push_back(fixed.multiplier);
      // A flushed multiplier (0, 0) scales everything to 0 with shift 31,
      // exactly as quantkit-lower's (0, 0) does.
      shifts.push_back(static_cast<int8_t>(31 - fixed.exponent));
    }
    auto inType = cast<RankedTensorType>(input.getType());
    bool perChannel = multipliers.size() > 1;
    if (perChannel &&
        (inType.getRank() == 0 ||
         inType.getDimSize(inType.getRank() - 1) !=
             static_cast<int64_t>(multipliers.size())))
      return anchor->emitOpError()
             << "cannot be exported to TOSA: per-channel rescale must run "
                "along the innermost axis";
    auto multType =
        RankedTensorType::get({(int64_t)mantissas.size()}, b.getI32Type());
    auto shiftType =
        RankedTensorType::get({(int64_t)shifts.size()}, b.getI8Type());
    Value multiplier = tosa::ConstOp::create(
        b, multType, DenseElementsAttr::get(multType, ArrayRef(mantissas)));
    Value shift = tosa::ConstOp::create(
        b, shiftType, DenseElementsAttr::get(shiftType, ArrayRef(shifts)));
    Type inElement = inType.getElementType();
    return tosa::RescaleOp::create(
               b, withElement(inType, outElement), input, multiplier, shift,
               scalar(inElement, inputZp), scalar(outElement, outputZp),
               /*scale32=*/true, *mode, perChannel, inputUnsigned,
               outputUnsigned)
        .getResult();
  }

  /// True where the storage range is narrower than the storage type's.
  static bool isNarrow(const UniformParams &params) {
    unsigned width = params.width();
    int64_t typeMin = params.isSigned ? -(int64_t(1) << (width - 1)) : 0;
    int64_t typeMax = params.isSigned ? (int64_t(1) << (width - 1)) - 1
                                      : (int64_t(1) << width) - 1;
    return params.storageMin != typeMin || params.storageMax != typeMax;
  }

  /// Clamps stored values to a narrow storage range (a fused activation);
  /// nothing where the range is the storage type's.
  Value clampToRange(Value value, const UniformParams &params) {
    if (!isNarrow(params))
      return value;
    Type element = cast<RankedTensorType>(value.getType()).getElementType();
    return tosa::ClampOp::create(
        b, value.getType(), value,
        b.getIntegerAttr(element, params.storageMin),
        b.getIntegerAttr(element, params.storageMax));
  }

  /// Clamps i32 values to `[lo, hi]` with tosa.maximum and tosa.minimum
  /// (TOSA's int8 profile has tosa.clamp on i8 only, these on i32).
  Value clampI32(Value value, int64_t lo, int64_t hi) {
    auto type = cast<RankedTensorType>(value.getType());
    auto boundType = RankedTensorType::get(
        SmallVector<int64_t>(type.getRank(), 1), type.getElementType());
    auto bound = [&](int64_t v) -> Value {
      return tosa::ConstOp::create(
          b, boundType,
          DenseElementsAttr::get(boundType, b.getI32IntegerAttr(v)));
    };
    Value atLeast = tosa::MaximumOp::create(b, type, value, bound(lo));
    return tosa::MinimumOp::create(b, type, atLeast, bound(hi));
  }

  Rounding getScheme() const { return scheme; }

private:
  Operation *anchor;
  ImplicitLocOpBuilder b;
  Rounding scheme;
};

/// Parameters of a quantized tensor value, or a located error.
FailureOr<UniformParams> paramsOf(Operation *op, Value value,
                                  StringRef role) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  FailureOr<UniformParams> params = failure();
  if (type)
    params = UniformParams::get(type.getElementType());
  if (failed(params))
    return op->emitOpError() << "cannot be exported to TOSA: " << role
                             << " must be a ranked tensor of !quant.uniform "
                                "with integer storage";
  return params;
}

/// A single zero point for TOSA's scalar zero-point operands.
FailureOr<int64_t> singleZeroPoint(Operation *op, const UniformParams &params,
                                   StringRef role) {
  for (int64_t zp : params.zeroPoints)
    if (zp != params.zeroPoints.front())
      return op->emitOpError()
             << "cannot be exported to TOSA: the " << role
             << " has per-channel zero points; TOSA takes one zero point per "
                "tensor";
  return params.zeroPoints.front();
}

/// TOSA's int8 contractions: signed 8-bit activations and weights, a
/// 32-bit accumulator.
LogicalResult checkInt8(Operation *op, const UniformParams &params,
                        StringRef role) {
  if (params.width() == 16)
    return op->emitOpError()
           << "cannot be exported to TOSA: 16-bit " << role
           << " accumulate in i48, which tosa.rescale scales only with 16-bit "
              "multipliers (scale32 = false), not bit-exactly with QuantKit's "
              "32-bit multipliers";
  if (params.width() != 8 || !params.isSigned)
    return op->emitOpError() << "cannot be exported to TOSA: the " << role
                             << " must have signed 8-bit storage (TOSA's "
                                "int8 profile)";
  return success();
}

/// The largest |bias| a contraction's bias operand can hold: from its values
/// where it is a constant (seen through `quant.scast`), else from its
/// storage range.
struct BiasBound {
  int64_t maxAbs = 0;
  bool fromData = false;
};

BiasBound boundBias(Value bias, const UniformParams &params) {
  Value source = bias;
  if (auto cast = source.getDefiningOp<quant::StorageCastOp>())
    source = cast.getInput();
  DenseIntElementsAttr data;
  if (matchPattern(source, m_Constant(&data))) {
    BiasBound bound{0, true};
    for (const APInt &value : data.getValues<APInt>()) {
      int64_t v = params.isSigned ? value.getSExtValue()
                                  : static_cast<int64_t>(value.getZExtValue());
      bound.maxAbs = std::max(bound.maxAbs, v < 0 ? -v : v);
    }
    return bound;
  }
  return {params.maxAbsStored(), false};
}

/// The exact accumulator `sum((q_l - zp_l) * (q_r - zp_r)) + bias` must fit
/// TOSA's i32 accumulator (TOSA REQUIREs it; upstream's lowering wraps
/// around where quantkit-lower widens to 64 bits). The products are bounded
/// by the storage ranges, the bias by `bias` (see boundBias).
LogicalResult checkAccumulator(Operation *op, int64_t terms,
                               const UniformParams &lhs,
                               const UniformParams &rhs,
                               std::optional<BiasBound> bias = {}) {
  __int128 products =
      (__int128)terms * lhs.maxAbsCentered() * rhs.maxAbsCentered();
  if (products > INT32_MAX)
    return op->emitOpError()
           << "cannot be exported to TOSA: " << terms
           << " products may overflow TOSA's i32 accumulator";
  if (bias && products + bias->maxAbs > INT32_MAX) {
    InFlightDiagnostic diag = op->emitOpError()
                              << "cannot be exported to TOSA: " << terms
                              << " products (|sum| <= "
                              << static_cast<int64_t>(products) << ") plus ";
    if (bias->fromData)
      diag << "the constant bias (|bias| <= " << bias->maxAbs << ")";
    else
      diag << "a run-time bias bounded only by its storage range (|bias| <= "
           << bias->maxAbs << ")";
    diag << " may overflow TOSA's i32 accumulator";
    return diag;
  }
  return success();
}

/// The bias of a contraction: signed 32-bit storage (TOSA's int8 profile
/// adds an i32 bias) and its bound for checkAccumulator.
FailureOr<BiasBound> checkBias(Operation *op, Value bias) {
  FailureOr<UniformParams> params = paramsOf(op, bias, "bias");
  if (failed(params))
    return failure();
  if (params->width() != 32 || !params->isSigned)
    return op->emitOpError() << "cannot be exported to TOSA: the bias must "
                                "have signed 32-bit storage";
  return boundBias(bias, *params);
}

/// checkBias of `bias` where there is one; no bound where there is none.
FailureOr<std::optional<BiasBound>> optionalBiasBound(Operation *op,
                                                      Value bias) {
  if (!bias)
    return std::optional<BiasBound>();
  FailureOr<BiasBound> bound = checkBias(op, bias);
  if (failed(bound))
    return failure();
  return std::optional<BiasBound>(*bound);
}

/// TOSA 1.0 at level 8K (what tosa-validate checks by default) takes
/// statically shaped tensors of rank at most MAX_RANK.
LogicalResult checkShapes(Operation *op) {
  for (Type type : llvm::concat<Type>(llvm::to_vector(op->getOperandTypes()),
                                      llvm::to_vector(op->getResultTypes()))) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor)
      continue;
    if (!tensor.hasStaticShape())
      return op->emitOpError()
             << "cannot be exported to TOSA: dynamic shapes (TOSA 1.0 takes "
                "static shapes only)";
    if (tensor.getRank() > tosa::TOSA_LEVEL_EIGHTK.MAX_RANK)
      return op->emitOpError()
             << "cannot be exported to TOSA: rank " << tensor.getRank()
             << " is above TOSA's MAX_RANK of "
             << tosa::TOSA_LEVEL_EIGHTK.MAX_RANK << " (level 8K)";
  }
  return success();
}

/// Output rescale of an i32 accumulator and the activation clamp.
FailureOr<Value> requantizeAccumulator(TosaBuilder &t, Value acc,
                                       const UniformParams &in,
                                       const UniformParams &weights,
                                       const UniformParams &out) {
  SmallVector<double> multipliers;
  for (size_t c = 0; c < weights.scales.size(); ++c)
    multipliers.push_back(in.scale() * weights.scale(c) / out.scale());
  FailureOr<Value> result =
      t.rescale(acc, 0, false, multipliers,
                t.builder().getIntegerType(out.width()), out.zeroPoint(),
                !out.isSigned);
  if (failed(result))
    return failure();
  return t.clampToRange(*result, out);
}

/// Pads of a convolution or pooling window adjusted to TOSA's rule that the
/// output size divides exactly: rows no window reaches are dropped from the
/// bottom (right) padding, or, past it, sliced off the input.
struct Geometry {
  SmallVector<int64_t, 4> pad;
  int64_t sliceH = 0, sliceW = 0;
};

Geometry fitGeometry(RankedTensorType input, ArrayRef<int64_t> kernel,
                     ArrayRef<int64_t> strides, ArrayRef<int64_t> dilations,
                     ArrayRef<int64_t> padding) {
  Geometry g;
  g.pad.assign(padding.begin(), padding.end());
  for (int axis = 0; axis < 2; ++axis) {
    int64_t size = input.getDimSize(1 + axis);
    if (ShapedType::isDynamic(size))
      continue;
    int64_t span = size - 1 + g.pad[2 * axis] + g.pad[2 * axis + 1] -
                   (kernel[axis] - 1) * dilations[axis];
    int64_t remainder = span % strides[axis];
    int64_t &far = g.pad[2 * axis + 1];
    int64_t &slice = axis == 0 ? g.sliceH : g.sliceW;
    if (remainder <= far) {
      far -= remainder;
    } else {
      slice = remainder - far;
      far = 0;
    }
  }
  return g;
}

/// The degenerate rest: dropping unread rows would leave no input.
LogicalResult checkGeometry(Operation *op, RankedTensorType input,
                            const Geometry &g) {
  if (g.sliceH >= input.getDimSize(1) || g.sliceW >= input.getDimSize(2))
    return op->emitOpError()
           << "cannot be exported to TOSA: no exact TOSA output size keeps "
              "an input row or column that every window skips";
  return success();
}

/// `tosa.slice` of `value`: `size` elements from `start`.
Value slice(ImplicitLocOpBuilder &b, Value value, ArrayRef<int64_t> start,
            ArrayRef<int64_t> size) {
  auto type = cast<RankedTensorType>(value.getType());
  return tosa::SliceOp::create(
      b, RankedTensorType::get(size, type.getElementType()), value,
      tosa::getTosaConstShape(b, start), tosa::getTosaConstShape(b, size));
}

Value applySlice(ImplicitLocOpBuilder &b, Value input, const Geometry &g) {
  if (g.sliceH == 0 && g.sliceW == 0)
    return input;
  SmallVector<int64_t> size(cast<RankedTensorType>(input.getType()).getShape());
  size[1] -= g.sliceH;
  size[2] -= g.sliceW;
  return slice(b, input, {0, 0, 0, 0}, size);
}

Value applySlice(TosaBuilder &t, Value input, const Geometry &g) {
  return applySlice(t.builder(), input, g);
}

//===----------------------------------------------------------------------===//
// One exporter per compute op. Each returns the storage integers of the
// result; the caller reinterprets them as the result's quantized type.
//===----------------------------------------------------------------------===//

FailureOr<Value> exportRescale(TosaBuilder &t, RescaleOp op) {
  FailureOr<UniformParams> in = paramsOf(op, op.getInput(), "input");
  if (failed(in))
    return failure();
  FailureOr<UniformParams> out = paramsOf(op, op.getOutput(), "result");
  if (failed(out))
    return failure();
  for (const UniformParams *p : {&*in, &*out}) {
    if (p->width() != 8 && p->width() != 16 && p->width() != 32)
      return op.emitOpError() << "cannot be exported to TOSA: storage of "
                              << p->width() << " bits";
    if (!p->isSigned && p->width() == 32)
      return op.emitOpError()
             << "cannot be exported to TOSA: unsigned 32-bit storage";
  }
  if (!in->isSigned && !out->isSigned)
    return op.emitOpError() << "cannot be exported to TOSA: tosa.rescale "
                               "cannot have both sides unsigned";
  int64_t rank = cast<RankedTensorType>(op.getInput().getType()).getRank();
  for (const UniformParams *p : {&*in, &*out})
    if (p->isPerAxis() && *p->axis != rank - 1)
      return op.emitOpError()
             << "cannot be exported to TOSA: per-axis parameters on axis "
             << *p->axis << "; tosa.rescale scales per channel along the "
             << "innermost axis only";
  FailureOr<int64_t> zpIn = singleZeroPoint(op, *in, "input");
  FailureOr<int64_t> zpOut = singleZeroPoint(op, *out, "result");
  if (failed(zpIn) || failed(zpOut))
    return failure();
  // TOSA allows any zero point on 8-bit sides, 0 or 32768 on unsigned
  // 16-bit sides and 0 elsewhere.
  auto zpAllowed = [](const UniformParams &p, int64_t zp) {
    return zp == 0 || p.width() == 8 ||
           (p.width() == 16 && !p.isSigned && zp == 32768);
  };
  if (!zpAllowed(*in, *zpIn) || !zpAllowed(*out, *zpOut))
    return op.emitOpError()
           << "cannot be exported to TOSA: tosa.rescale takes any zero point "
              "on 8-bit values, 0 or 32768 on unsigned 16-bit values and 0 "
              "otherwise";
  size_t channels = std::max(in->scales.size(), out->scales.size());
  SmallVector<double> multipliers;
  for (size_t c = 0; c < channels; ++c)
    multipliers.push_back(in->scale(c) / out->scale(c));
  bool narrow = TosaBuilder::isNarrow(*out);
  if (narrow && !out->isSigned)
    return op.emitOpError() << "cannot be exported to TOSA: a narrow "
                               "unsigned storage range";
  ImplicitLocOpBuilder &b = t.builder();
  Value input = t.toStorage(op.getInput());
  if (!narrow || out->width() == 8) {
    FailureOr<Value> result =
        t.rescale(input, *zpIn, !in->isSigned, multipliers,
                  b.getIntegerType(out->width()), *zpOut, !out->isSigned);
    if (failed(result))
      return failure();
    return t.clampToRange(*result, *out);
  }
  // A narrow signed 16 or 32-bit range: tosa.clamp takes i8 only in TOSA's
  // int8 profile (i16 needs the int16 extension), so the range is applied
  // on i32 (zero point 0 on these sides) and a rescale by 1, exact, brings
  // 16-bit results to i16.
  FailureOr<Value> wide = t.rescale(input, *zpIn, !in->isSigned, multipliers,
                                    b.getI32Type(), 0, false);
  if (failed(wide))
    return failure();
  Value clamped = t.clampI32(*wide, out->storageMin, out->storageMax);
  if (out->width() == 32)
    return clamped;
  return t.rescale(clamped, 0, false, {1.0}, b.getI16Type(), 0, false,
                   Rounding::single_round);
}

FailureOr<Value> exportMatmul(TosaBuilder &t, MatmulOp op) {
  FailureOr<UniformParams> l = paramsOf(op, op.getLhs(), "lhs");
  FailureOr<UniformParams> r = paramsOf(op, op.getRhs(), "rhs");
  FailureOr<UniformParams> o = paramsOf(op, op.getResult(), "result");
  if (failed(l) || failed(r) || failed(o))
    return failure();
  if (failed(checkInt8(op, *l, "lhs")) || failed(checkInt8(op, *r, "rhs")) ||
      failed(checkInt8(op, *o, "result")))
    return failure();
  FailureOr<int64_t> zpR = singleZeroPoint(op, *r, "rhs");
  if (failed(zpR))
    return failure();
  auto lhsType = op.getLhs().getType();
  auto rhsType = op.getRhs().getType();
  auto outType = op.getResult().getType();
  FailureOr<std::optional<BiasBound>> biasBound =
      optionalBiasBound(op, op.getBias());
  if (failed(biasBound))
    return failure();
  int64_t k = lhsType.getShape().back();
  if (failed(checkAccumulator(op, k, *l, *r, *biasBound)))
    return failure();
  int64_t n = rhsType.getShape().back();
  int64_t batch = 1, rows = 1;
  if (rhsType.getRank() == 3) {
    batch = lhsType.getDimSize(0);
    rows = lhsType.getDimSize(1);
  } else {
    for (int64_t d : lhsType.getShape().drop_back())
      rows *= d;
  }
  ImplicitLocOpBuilder &b = t.builder();
  Type i8 = b.getI8Type(), i32 = b.getI32Type();
  Value lhs = t.reshape(t.toStorage(op.getLhs()), {batch, rows, k});
  Value rhs = t.reshape(t.toStorage(op.getRhs()),
                        {rhsType.getRank() == 3 ? batch : 1, k, n});
  if (rhsType.getRank() == 2 && batch != 1)
    return op.emitOpError() << "cannot be exported to TOSA: unexpected batch";
  Value acc = tosa::MatMulOp::create(
      b, RankedTensorType::get({batch, rows, n}, i32), lhs, rhs,
      t.scalar(i8, l->zeroPoint()), t.scalar(i8, *zpR));
  if (Value bias = op.getBias()) {
    acc = tosa::AddOp::create(b, acc.getType(), acc,
                              t.reshape(t.toStorage(bias), {1, 1, n}));
  }
  FailureOr<Value> result = requantizeAccumulator(t, acc, *l, *r, *o);
  if (failed(result))
    return failure();
  return t.reshape(*result, outType.getShape());
}

/// `tosa.slice` of `value`'s [offset, offset + size) along `axis`.
Value sliceAxis(ImplicitLocOpBuilder &b, Value value, int64_t axis,
                int64_t offset, int64_t size) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> start(type.getRank(), 0), shape(type.getShape());
  start[axis] = offset;
  shape[axis] = size;
  return slice(b, value, start, shape);
}

/// `tosa.conv2d` of `input` by `filter` ([O, KH, KW, C / groups]) into
/// `type` (accumulating in `acc`). With `groups` > 1, which tosa.conv2d
/// lacks: one convolution per group on slices of the input's channels and
/// of the filter's and bias's rows, concatenated along the channels (the
/// form quantkit-import-tosa reads back). Each output channel is the same
/// sum over its group's channels either way.
Value conv2d(ImplicitLocOpBuilder &b, RankedTensorType type, Value input,
             Value filter, Value bias, Value inputZp, Value filterZp,
             ArrayRef<int64_t> pad, ArrayRef<int64_t> strides,
             ArrayRef<int64_t> dilations, Type acc, int64_t groups) {
  if (groups == 1)
    return tosa::Conv2DOp::create(b, type, input, filter, bias, inputZp,
                                  filterZp, pad, strides, dilations, acc);
  int64_t perGroup = cast<RankedTensorType>(filter.getType()).getDimSize(3);
  int64_t outPerGroup = type.getDimSize(3) / groups;
  auto groupType = RankedTensorType::get(
      {type.getDimSize(0), type.getDimSize(1), type.getDimSize(2), outPerGroup},
      type.getElementType());
  SmallVector<Value> parts;
  for (int64_t group = 0; group < groups; ++group) {
    Value in = sliceAxis(b, input, 3, group * perGroup, perGroup);
    Value rows = sliceAxis(b, filter, 0, group * outPerGroup, outPerGroup);
    Value part = sliceAxis(b, bias, 0, group * outPerGroup, outPerGroup);
    parts.push_back(tosa::Conv2DOp::create(b, groupType, in, rows, part,
                                           inputZp, filterZp, pad, strides,
                                           dilations, acc));
  }
  return tosa::ConcatOp::create(b, type, parts, b.getI32IntegerAttr(3));
}

template <typename ConvOp>
FailureOr<Value> exportConvolution(TosaBuilder &t, ConvOp op) {
  constexpr bool depthwise = std::is_same_v<ConvOp, DepthwiseConv2DOp>;
  FailureOr<UniformParams> in = paramsOf(op, op.getInput(), "input");
  FailureOr<UniformParams> f = paramsOf(op, op.getFilter(), "filter");
  FailureOr<UniformParams> o = paramsOf(op, op.getResult(), "result");
  if (failed(in) || failed(f) || failed(o))
    return failure();
  if (failed(checkInt8(op, *in, "input")) ||
      failed(checkInt8(op, *f, "filter")) ||
      failed(checkInt8(op, *o, "result")))
    return failure();
  FailureOr<int64_t> zpF = singleZeroPoint(op, *f, "filter");
  if (failed(zpF))
    return failure();
  auto inType = op.getInput().getType();
  auto filterType = op.getFilter().getType();
  auto outType = op.getResult().getType();
  FailureOr<std::optional<BiasBound>> biasBound =
      optionalBiasBound(op, op.getBias());
  if (failed(biasBound))
    return failure();
  ArrayRef<int64_t> fs = filterType.getShape();
  int64_t kh = depthwise ? fs[0] : fs[1], kw = depthwise ? fs[1] : fs[2];
  int64_t terms = depthwise ? kh * kw : kh * kw * fs[3];
  if (failed(checkAccumulator(op, terms, *in, *f, *biasBound)))
    return failure();
  int64_t channels = outType.getShape().back();
  ImplicitLocOpBuilder &b = t.builder();
  Type i8 = b.getI8Type(), i32 = b.getI32Type();
  Value bias;
  if (Value biasValue = op.getBias()) {
    bias = t.toStorage(biasValue);
  } else {
    auto type = RankedTensorType::get({channels}, i32);
    bias = tosa::ConstOp::create(
        b, type, DenseElementsAttr::get(type, b.getI32IntegerAttr(0)));
  }
  SmallVector<int64_t, 2> strides = op.getStridesOrDefault();
  SmallVector<int64_t, 2> dilations = op.getDilationsOrDefault();
  Geometry g = fitGeometry(inType, {kh, kw}, strides, dilations,
                           op.getPaddingOrDefault());
  if (failed(checkGeometry(op, inType, g)))
    return failure();
  Value input = applySlice(t, t.toStorage(op.getInput()), g);
  Value filter = t.toStorage(op.getFilter());
  auto accType = withElement(outType, i32);
  Value acc;
  if constexpr (depthwise) {
    filter = t.reshape(filter, {fs[0], fs[1], fs[2], 1});
    acc = tosa::DepthwiseConv2DOp::create(
        b, accType, input, filter, bias, t.scalar(i8, in->zeroPoint()),
        t.scalar(i8, *zpF), g.pad, strides, dilations, i32);
  } else {
    // A grouped convolution's accumulators are the exact sums per group, so
    // the one requantization after them gives the grouped op's integers.
    acc = conv2d(b, accType, input, filter, bias, t.scalar(i8, in->zeroPoint()),
                 t.scalar(i8, *zpF), g.pad, strides, dilations, i32,
                 op.getGroupsOrDefault());
  }
  return requantizeAccumulator(t, acc, *in, *f, *o);
}

/// The parameters of an elementwise binary op whose operands and result all
/// have signed 8-bit storage, which the TOSA forms below require.
struct BinaryParams {
  UniformParams lhs, rhs, result;
};

template <typename BinaryOp>
FailureOr<BinaryParams> signed8BitParams(BinaryOp op) {
  FailureOr<UniformParams> l = paramsOf(op, op.getLhs(), "lhs");
  FailureOr<UniformParams> r = paramsOf(op, op.getRhs(), "rhs");
  FailureOr<UniformParams> o = paramsOf(op, op.getResult(), "result");
  if (failed(l) || failed(r) || failed(o))
    return failure();
  for (auto [p, role] : {std::pair{&*l, "lhs"}, {&*r, "rhs"}, {&*o, "result"}})
    if (p->width() != 8 || !p->isSigned)
      return op.emitOpError() << "cannot be exported to TOSA: the " << role
                              << " must have signed 8-bit storage";
  return BinaryParams{*l, *r, *o};
}

/// TFLite's Add structure with TOSA ops (`quantkit.add` in
/// dialect/Reference.md#numerics):
///   c_i = RESCALE(q_i, zp_i -> 0, x 2^L)          exact, i32
///   y_i = RESCALE(c_i, x s_i / S)                 scheme
///   q   = RESCALE(y_l + y_r, x S / (2^L s_out), 0 -> zp_out)
/// The shift by 2^L and the multiply by s_i / S stay two rescales: one
/// rescale by s_i * 2^L / S would round once where DOUBLE_ROUND (and
/// gemmlowp) round twice.
FailureOr<Value> exportAdd(TosaBuilder &t, AddOp op) {
  FailureOr<BinaryParams> params = signed8BitParams(op);
  if (failed(params))
    return failure();
  const UniformParams &l = params->lhs, &r = params->rhs, &o = params->result;
  ImplicitLocOpBuilder &b = t.builder();
  Type i32 = b.getI32Type();
  int left = 20;
  double twiceMax = 2.0 * std::max(l.scale(), r.scale());
  auto term = [&](Value q, const UniformParams &p) -> FailureOr<Value> {
    FailureOr<Value> centered =
        t.rescale(t.toStorage(q), p.zeroPoint(), false,
                  {double(1 << left)}, i32, 0, false,
                  Rounding::single_round);
    if (failed(centered))
      return failure();
    return t.rescale(*centered, 0, false, {p.scale() / twiceMax}, i32, 0,
                     false);
  };
  FailureOr<Value> yl = term(op.getLhs(), l);
  if (failed(yl))
    return failure();
  FailureOr<Value> yr = term(op.getRhs(), r);
  if (failed(yr))
    return failure();
  Value sum = tosa::AddOp::create(b, yl->getType(), *yl, *yr);
  FailureOr<Value> result =
      t.rescale(sum, 0, false, {twiceMax / (double(1 << left) * o.scale())},
                b.getI8Type(), o.zeroPoint(), false);
  if (failed(result))
    return failure();
  return t.clampToRange(*result, o);
}

/// q = RESCALE(MUL(q_l - zp_l, q_r - zp_r), s_l * s_r / s_out).
FailureOr<Value> exportMul(TosaBuilder &t, MulOp op) {
  FailureOr<BinaryParams> params = signed8BitParams(op);
  if (failed(params))
    return failure();
  const UniformParams &l = params->lhs, &r = params->rhs, &o = params->result;
  ImplicitLocOpBuilder &b = t.builder();
  Type i32 = b.getI32Type();
  auto centered = [&](Value q, const UniformParams &p) {
    return t.rescale(t.toStorage(q), p.zeroPoint(), false, {1.0}, i32, 0,
                     false, Rounding::single_round);
  };
  FailureOr<Value> cl = centered(op.getLhs(), l);
  if (failed(cl))
    return failure();
  FailureOr<Value> cr = centered(op.getRhs(), r);
  if (failed(cr))
    return failure();
  Value product = tosa::MulOp::create(b, cl->getType(), *cl, *cr,
                                      t.scalar(b.getI8Type(), 0));
  FailureOr<Value> result =
      t.rescale(product, 0, false, {l.scale() * r.scale() / o.scale()},
                b.getI8Type(), o.zeroPoint(), false);
  if (failed(result))
    return failure();
  return t.clampToRange(*result, o);
}

/// q = TABLE(q_in, table): the op's table (ActivationTables.h) as a
/// constant; TOSA's int8 TABLE reads entry q_in + 128, the table's order for
/// signed 8-bit storage. (TOSA's 16-bit TABLE interpolates between 513
/// entries, another function than the op's.)
FailureOr<Value> exportTable(TosaBuilder &t, Operation *op) {
  FailureOr<UniformParams> in = paramsOf(op, op->getOperand(0), "input");
  if (failed(in))
    return failure();
  FailureOr<UniformParams> out = paramsOf(op, op->getResult(0), "result");
  if (failed(out))
    return failure();
  if (in->width() != 8 || !in->isSigned || out->width() != 8 || !out->isSigned)
    return op->emitOpError()
           << "cannot be exported to TOSA: tosa.table maps signed 8-bit "
              "values to signed 8-bit values";
  FailureOr<SmallVector<int64_t>> table = evaluateActivationTable(op);
  if (failed(table))
    return failure();
  ImplicitLocOpBuilder &b = t.builder();
  auto tableType = RankedTensorType::get({256}, b.getI8Type());
  SmallVector<APInt> entries;
  for (int64_t value : *table)
    entries.push_back(APInt(8, value, /*isSigned=*/true));
  Value constant = tosa::ConstOp::create(
      b, tableType, DenseElementsAttr::get(tableType, entries));
  auto resultType = withElement(
      cast<RankedTensorType>(op->getResult(0).getType()), b.getI8Type());
  return tosa::TableOp::create(b, resultType, t.toStorage(op->getOperand(0)),
                               constant)
      .getResult();
}

template <typename PoolOp>
FailureOr<Value> exportPool(TosaBuilder &t, PoolOp op) {
  constexpr bool average = std::is_same_v<PoolOp, AvgPool2DOp>;
  FailureOr<UniformParams> p = paramsOf(op, op.getInput(), "input");
  if (failed(p))
    return failure();
  if (p->width() != 8 || !p->isSigned)
    return op.emitOpError() << "cannot be exported to TOSA: the input must "
                               "have signed 8-bit storage";
  auto inType = op.getInput().getType();
  auto outType = op.getResult().getType();
  Rounding scheme = op.getRoundingOr(t.getScheme());
  if (average && scheme != Rounding::single_round &&
      scheme != Rounding::double_round)
    return op.emitOpError()
           << "cannot be exported to TOSA: tosa.avg_pool2d rounds like the "
              "'single_round' and 'double_round' schemes, not like '"
           << stringifyRounding(scheme) << "'";
  ArrayRef<int64_t> kernel = op.getKernel();
  SmallVector<int64_t, 2> strides = op.getStridesOrDefault();
  Geometry g = fitGeometry(inType, kernel, strides, {1, 1},
                           op.getPaddingOrDefault());
  if (failed(checkGeometry(op, inType, g)))
    return failure();
  Value input = applySlice(t, t.toStorage(op.getInput()), g);
  ImplicitLocOpBuilder &b = t.builder();
  auto resultType = withElement(outType, b.getI8Type());
  if constexpr (average) {
    Value zp = t.scalar(b.getI8Type(), p->zeroPoint());
    return tosa::AvgPool2dOp::create(b, resultType, input, zp, zp, kernel,
                                     strides, g.pad, b.getI32Type())
        .getResult();
  } else {
    return tosa::MaxPool2dOp::create(b, resultType, input, kernel, strides,
                                     g.pad)
        .getResult();
  }
}

/// The scale, offset and border of `op` as TOSA shape operands.
std::array<Value, 3> resizeShapes(ImplicitLocOpBuilder &b, ResizeOp op) {
  return {tosa::getTosaConstShape(b, op.getScale()),
          tosa::getTosaConstShape(b, op.getOffset()),
          tosa::getTosaConstShape(b, op.getBorder())};
}

/// `tosa.resize` on the stored values. Nearest reads stored values, so a
/// `tosa.rescale` by s_in / s_out follows only where the parameters change.
/// Bilinear sums the stored values times the weights into i32 (TOSA's
/// int8 RESIZE), which is the centered sum plus zp_in ny nx: that is
/// subtracted, then a `tosa.rescale` by s_in / (s_out ny nx) as the
/// lowering's requantization (dialect/Reference.md).
FailureOr<Value> exportResize(TosaBuilder &t, ResizeOp op) {
  FailureOr<UniformParams> in = paramsOf(op, op.getInput(), "input");
  FailureOr<UniformParams> out = paramsOf(op, op.getResult(), "result");
  if (failed(in) || failed(out))
    return failure();
  if (in->width() != 8 || !in->isSigned)
    return op.emitOpError() << "cannot be exported to TOSA: the input must "
                               "have signed 8-bit storage";
  ImplicitLocOpBuilder &b = t.builder();
  auto [scale, offset, border] = resizeShapes(b, op);
  Value input = t.toStorage(op.getInput());
  auto resultType = cast<RankedTensorType>(op.getResult().getType());
  ArrayRef<int64_t> ratio = op.getScale();
  if (op.getMode() == ResizeMode::nearest) {
    Value resized = tosa::ResizeOp::create(
        b, withElement(resultType, b.getI8Type()), input, scale, offset, border,
        tosa::ResizeModeAttr::get(b.getContext(),
                                  tosa::ResizeMode::NEAREST_NEIGHBOR));
    if (in->scale() == out->scale() && in->zeroPoint() == out->zeroPoint())
      return resized;
    return t.rescale(resized, in->zeroPoint(), false,
                     {in->scale() / out->scale()}, b.getI8Type(),
                     out->zeroPoint(), false);
  }
  int64_t weightSum = ratio[0] * ratio[2];
  Value sum = tosa::ResizeOp::create(
      b, withElement(resultType, b.getI32Type()), input, scale, offset, border,
      tosa::ResizeModeAttr::get(b.getContext(), tosa::ResizeMode::BILINEAR));
  Value shift = t.reshape(t.scalar(b.getI32Type(), in->zeroPoint() * weightSum),
                          {1, 1, 1, 1});
  Value centered = tosa::SubOp::create(b, sum.getType(), sum, shift);
  return t.rescale(centered, 0, false,
                   {in->scale() / (out->scale() * weightSum)}, b.getI8Type(),
                   out->zeroPoint(), false);
}

/// Erases what an export that failed halfway built before `anchor` (after
/// `previous`), so a failure leaves the IR as it was.
void eraseBuiltBefore(Operation *anchor, Operation *previous) {
  SmallVector<Operation *> built;
  Block *block = anchor->getBlock();
  Operation *first = previous ? previous->getNextNode() : &block->front();
  for (Operation *it = first; it && it != anchor; it = it->getNextNode())
    built.push_back(it);
  for (Operation *op : llvm::reverse(built)) {
    op->dropAllUses();
    op->erase();
  }
}

FailureOr<Value> exportComputeOpImpl(Operation *op, Rounding fallbackScheme);

/// Dispatches on the compute op; the storage integers of its result. On
/// failure nothing was added.
FailureOr<Value> exportComputeOp(Operation *op, Rounding fallbackScheme) {
  Operation *previous = op->getPrevNode();
  FailureOr<Value> result = exportComputeOpImpl(op, fallbackScheme);
  if (failed(result))
    eraseBuiltBefore(op, previous);
  return result;
}

FailureOr<Value> exportComputeOpImpl(Operation *op, Rounding fallbackScheme) {
  Rounding scheme = fallbackScheme;
  if (auto attr = op->getAttrOfType<RoundingAttr>("rounding"))
    scheme = attr.getValue();
  if (failed(checkShapes(op)))
    return failure();
  TosaBuilder t(op, scheme);
  return TypeSwitch<Operation *, FailureOr<Value>>(op)
      .Case([&](RescaleOp o) { return exportRescale(t, o); })
      .Case([&](MatmulOp o) { return exportMatmul(t, o); })
      .Case([&](Conv2DOp o) { return exportConvolution(t, o); })
      .Case([&](DepthwiseConv2DOp o) { return exportConvolution(t, o); })
      .Case([&](AddOp o) { return exportAdd(t, o); })
      .Case([&](MulOp o) { return exportMul(t, o); })
      .Case<LogisticOp, TanhOp, HardSwishOp, GeluOp>(
          [&](Operation *o) { return exportTable(t, o); })
      .Case([&](MaxPool2DOp o) { return exportPool(t, o); })
      .Case([&](AvgPool2DOp o) { return exportPool(t, o); })
      .Case([&](ResizeOp o) { return exportResize(t, o); })
      .Case([&](SoftmaxOp o) -> FailureOr<Value> {
        // Exact 24-bit exponentials and a 64-bit quotient have no TOSA 1.0
        // integer form (32-bit arithmetic, no integer division by a
        // tensor).
        return o.emitOpError()
               << "cannot be exported to TOSA: TOSA has no integer softmax "
                  "(allow-float-fallback exports it in floating point)";
      })
      .Default([](Operation *) { return failure(); });
}

/// The storage-integer broadcast buildQuantizedKernel makes of a port that
/// a product reads through a broadcasting map (a linalg.generic copy,
/// isBroadcastRead) as TOSA: a tosa.reshape to the result's rank (each of
/// the operand's sizes at the dimension the map reads it into, 1
/// elsewhere) and a tosa.tile to the result's shape. Fails with an error at
/// `region` where the map reads dimensions out of order (TOSA would need a
/// transpose as well).
LogicalResult broadcastAsTosa(RegionOp region, linalg::GenericOp generic) {
  if (generic.getNumDpsInputs() != 1 || generic.getNumDpsInits() != 1)
    return success();
  Value input = generic.getDpsInputs()[0];
  auto inType = cast<RankedTensorType>(input.getType());
  auto outType = cast<RankedTensorType>(generic.getResult(0).getType());
  AffineMap map = generic.getMatchingIndexingMap(generic.getDpsInputOperand(0));
  SmallVector<int64_t> shape(outType.getRank(), 1);
  int64_t last = -1;
  for (auto [k, expr] : llvm::enumerate(map.getResults())) {
    auto dim = dyn_cast<AffineDimExpr>(expr);
    if (!dim)
      continue;
    if (static_cast<int64_t>(dim.getPosition()) < last)
      return region.emitOpError()
             << "logical kernel '" << region.getLogicalKernel()
             << "' cannot be exported to TOSA: its broadcast operand is read "
                "through "
             << AffineMapAttr::get(map) << ", which would need a transpose";
    last = dim.getPosition();
    shape[last] = inType.getDimSize(k);
  }
  SmallVector<int64_t> multiples;
  for (auto [size, target] : llvm::zip(shape, outType.getShape()))
    multiples.push_back(target / size);
  ImplicitLocOpBuilder b(generic.getLoc(), generic);
  Value reshaped = input;
  if (ArrayRef<int64_t>(shape) != inType.getShape())
    reshaped = tosa::ReshapeOp::create(
        b, RankedTensorType::get(shape, inType.getElementType()), input,
        tosa::getTosaConstShape(b, shape));
  Value tiled = tosa::TileOp::create(b, outType, reshaped,
                                     tosa::getTosaConstShape(b, multiples));
  generic.getResult(0).replaceAllUsesWith(tiled);
  generic.erase();
  return success();
}

bool isComputeOp(Operation *op) {
  return isa<RescaleOp, MatmulOp, Conv2DOp, DepthwiseConv2DOp, AddOp, MulOp,
             LogisticOp, TanhOp, HardSwishOp, GeluOp, SoftmaxOp, MaxPool2DOp,
             AvgPool2DOp, ResizeOp>(op);
}

/// Hybrid ops (float activations) have no integer TOSA form.
bool isHybrid(Operation *op) {
  return llvm::any_of(op->getResultTypes(), [](Type type) {
    return isa<FloatType>(getElementTypeOrSelf(type));
  });
}

//===----------------------------------------------------------------------===//
// Float fallback: dequantize, compute in float with TOSA, quantize.
//===----------------------------------------------------------------------===//

/// Replaces a compute op by its float computation between `quant.dcast`s of
/// its quantized operands and a `quant.qcast` of its result (none where the
/// result is float: the hybrid form). Used only with `allow-float-fallback`;
/// the numbers then follow the float model, not any integer scheme. The
/// TOSA ops get the same exact geometry as the integer export, so the result
/// passes the TOSA verifier and, under the `pro_fp` profile, tosa-validate.
/// Fails, changing nothing, where no valid float form exists.
LogicalResult emitFloatFallback(Operation *op) {
  // The float forms below need statically shaped tensors TOSA accepts on
  // every port (a scalar or dynamic rescale has none; a rescale's float form
  // is a dequantize and a quantize, so only the other ops need TOSA's
  // MAX_RANK): the caller reports such ops as having no fallback.
  bool rankLimited = !isa<RescaleOp>(op);
  auto isStaticTensor = [&](Type type) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    return tensor && tensor.hasStaticShape() &&
           (!rankLimited ||
            tensor.getRank() <= tosa::TOSA_LEVEL_EIGHTK.MAX_RANK) &&
           isa<quant::QuantizedType, FloatType>(tensor.getElementType());
  };
  if (op->getNumResults() != 1 ||
      !llvm::all_of(op->getOperandTypes(), isStaticTensor) ||
      !isStaticTensor(op->getResult(0).getType()))
    return failure();
  // The exact TOSA geometry of a window over `input`, or none.
  auto fit = [](Value input, ArrayRef<int64_t> kernel,
                ArrayRef<int64_t> strides, ArrayRef<int64_t> dilations,
                ArrayRef<int64_t> padding) -> std::optional<Geometry> {
    auto type = cast<RankedTensorType>(input.getType());
    Geometry g = fitGeometry(type, kernel, strides, dilations, padding);
    if (g.sliceH >= type.getDimSize(1) || g.sliceW >= type.getDimSize(2))
      return std::nullopt;
    return g;
  };
  std::optional<Geometry> geometry;
  if (auto conv = dyn_cast<Conv2DOp>(op)) {
    ArrayRef<int64_t> fs = conv.getFilter().getType().getShape();
    geometry = fit(conv.getInput(), {fs[1], fs[2]}, conv.getStridesOrDefault(),
                   conv.getDilationsOrDefault(), conv.getPaddingOrDefault());
  } else if (auto conv = dyn_cast<DepthwiseConv2DOp>(op)) {
    ArrayRef<int64_t> fs = conv.getFilter().getType().getShape();
    geometry = fit(conv.getInput(), {fs[0], fs[1]}, conv.getStridesOrDefault(),
                   conv.getDilationsOrDefault(), conv.getPaddingOrDefault());
  } else if (auto pool = dyn_cast<AvgPool2DOp>(op)) {
    geometry = fit(pool.getInput(), pool.getKernel(),
                   pool.getStridesOrDefault(), {1, 1},
                   pool.getPaddingOrDefault());
  } else if (auto pool = dyn_cast<MaxPool2DOp>(op)) {
    geometry = fit(pool.getInput(), pool.getKernel(),
                   pool.getStridesOrDefault(), {1, 1},
                   pool.getPaddingOrDefault());
  }
  if (isa<Conv2DOp, DepthwiseConv2DOp, AvgPool2DOp, MaxPool2DOp>(op) &&
      !geometry)
    return failure();

  ImplicitLocOpBuilder b(op->getLoc(), op);
  auto toFloat = [&](Value v) -> Value {
    auto type = cast<RankedTensorType>(v.getType());
    auto element = dyn_cast<quant::QuantizedType>(type.getElementType());
    if (!element)
      return v;
    return quant::DequantizeCastOp::create(
        b, withElement(type, element.getExpressedType()), v);
  };
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  auto quantizedResult =
      dyn_cast<quant::QuantizedType>(resultType.getElementType());
  Type f = quantizedResult ? quantizedResult.getExpressedType()
                           : resultType.getElementType();
  auto floatResult = withElement(resultType, f);
  Value zero = [&]() -> Value {
    auto type = RankedTensorType::get({1}, f);
    return tosa::ConstOp::create(
        b, type, DenseElementsAttr::get(type, b.getFloatAttr(f, 0.0)));
  }();
  auto reshape = [&](Value value, ArrayRef<int64_t> shape) -> Value {
    auto type = cast<RankedTensorType>(value.getType());
    if (type.getShape() == shape)
      return value;
    return tosa::ReshapeOp::create(
        b, RankedTensorType::get(shape, type.getElementType()), value,
        tosa::getTosaConstShape(b, shape));
  };
  auto windowInput = [&](Value input) {
    return applySlice(b, toFloat(input), *geometry);
  };
  auto multiply = [&](Value lhs, Value rhs) {
    return createTosaFloatMul(b, b.getLoc(), floatResult, lhs, rhs);
  };
  // A constant of every dimension 1, broadcast against the result.
  auto splat = [&](double value) {
    return createTosaSplat(b, b.getLoc(), resultType.getRank(),
                           cast<FloatType>(f), value);
  };
  auto biasOrZero = [&](Value bias) -> Value {
    if (bias)
      return toFloat(bias);
    auto type = RankedTensorType::get({resultType.getShape().back()}, f);
    return tosa::ConstOp::create(
        b, type, DenseElementsAttr::get(type, b.getFloatAttr(f, 0.0)));
  };
  Value result =
      TypeSwitch<Operation *, Value>(op)
          .Case([&](RescaleOp o) { return toFloat(o.getInput()); })
          .Case([&](AddOp o) -> Value {
            return tosa::AddOp::create(b, floatResult, toFloat(o.getLhs()),
                                       toFloat(o.getRhs()));
          })
          .Case([&](MulOp o) -> Value {
            return multiply(toFloat(o.getLhs()), toFloat(o.getRhs()));
          })
          .Case([&](LogisticOp o) -> Value {
            return tosa::SigmoidOp::create(b, floatResult,
                                           toFloat(o.getInput()));
          })
          .Case([&](TanhOp o) -> Value {
            return tosa::TanhOp::create(b, floatResult, toFloat(o.getInput()));
          })
          .Case([&](HardSwishOp o) -> Value {
            // x * clamp(x + 3, 0, 6) * (1 / 6): TOSA has no hard swish.
            Value x = toFloat(o.getInput());
            Value shifted = tosa::AddOp::create(b, floatResult, x, splat(3.0));
            Value relu6 = tosa::ClampOp::create(b, floatResult, shifted,
                                                b.getFloatAttr(f, 0.0),
                                                b.getFloatAttr(f, 6.0));
            Value product = multiply(x, relu6);
            return multiply(product, splat(1.0 / 6.0));
          })
          .Case([&](GeluOp o) -> Value {
            // x * (1 + erf(x * (1 / sqrt(2)))) * (1 / 2), or with tanh
            // of sqrt(2 / pi) * (x + 0.044715 * x^3).
            Value x = toFloat(o.getInput());
            Value inner;
            if (o.getApproximate()) {
              Value cube = multiply(multiply(x, x), x);
              Value sum = tosa::AddOp::create(b, floatResult, x,
                                              multiply(cube, splat(0.044715)));
              inner = tosa::TanhOp::create(
                  b, floatResult,
                  multiply(sum,
                           splat(std::sqrt(2.0 / 3.14159265358979323846))));
            } else {
              inner = tosa::ErfOp::create(
                  b, floatResult, multiply(x, splat(1.0 / std::sqrt(2.0))));
            }
            Value onePlus =
                tosa::AddOp::create(b, floatResult, inner, splat(1.0));
            return multiply(multiply(x, onePlus), splat(0.5));
          })
          .Case([&](SoftmaxOp o) -> Value {
            // exp(beta x - max) * reciprocal(sum(...)) along the axis, as
            // torch-to-tosa writes softmax.
            Value x = toFloat(o.getInput());
            if (double beta = o.getBeta().convertToDouble(); beta != 1.0)
              x = multiply(x, splat(beta));
            auto axis = static_cast<uint32_t>(o.getAxis());
            SmallVector<int64_t> rowShape(resultType.getShape());
            rowShape[axis] = 1;
            auto rowType = RankedTensorType::get(rowShape, f);
            Value max = tosa::ReduceMaxOp::create(b, rowType, x, axis);
            Value exp = tosa::ExpOp::create(
                b, floatResult, tosa::SubOp::create(b, floatResult, x, max));
            Value sum = tosa::ReduceSumOp::create(b, rowType, exp, axis);
            return multiply(exp, tosa::ReciprocalOp::create(b, rowType, sum));
          })
          .Case([&](AvgPool2DOp o) -> Value {
            return tosa::AvgPool2dOp::create(
                b, floatResult, windowInput(o.getInput()), zero, zero,
                o.getKernel(), o.getStridesOrDefault(), geometry->pad, f);
          })
          .Case([&](MaxPool2DOp o) -> Value {
            return tosa::MaxPool2dOp::create(
                b, floatResult, windowInput(o.getInput()), o.getKernel(),
                o.getStridesOrDefault(), geometry->pad);
          })
          .Case([&](ResizeOp o) -> Value {
            auto [scale, offset, border] = resizeShapes(b, o);
            return tosa::ResizeOp::create(
                b, floatResult, toFloat(o.getInput()), scale, offset, border,
                tosa::ResizeModeAttr::get(
                    b.getContext(), o.getMode() == ResizeMode::bilinear
                                        ? tosa::ResizeMode::BILINEAR
                                        : tosa::ResizeMode::NEAREST_NEIGHBOR));
          })
          .Case([&](MatmulOp o) -> Value {
            auto lhsType = o.getLhs().getType();
            auto rhsType = o.getRhs().getType();
            int64_t k = lhsType.getShape().back(),
                    n = rhsType.getShape().back();
            int64_t batch = rhsType.getRank() == 3 ? lhsType.getDimSize(0) : 1;
            int64_t rows = lhsType.getNumElements() / (batch * k);
            Value acc = tosa::MatMulOp::create(
                b, RankedTensorType::get({batch, rows, n}, f),
                reshape(toFloat(o.getLhs()), {batch, rows, k}),
                reshape(toFloat(o.getRhs()),
                        {rhsType.getRank() == 3 ? batch : 1, k, n}),
                zero, zero);
            if (Value bias = o.getBias())
              acc = tosa::AddOp::create(b, acc.getType(), acc,
                                        reshape(toFloat(bias), {1, 1, n}));
            return reshape(acc, resultType.getShape());
          })
          .Case([&](Conv2DOp o) -> Value {
            return conv2d(b, floatResult, windowInput(o.getInput()),
                          toFloat(o.getFilter()), biasOrZero(o.getBias()), zero,
                          zero, geometry->pad, o.getStridesOrDefault(),
                          o.getDilationsOrDefault(), f, o.getGroupsOrDefault());
          })
          .Case([&](DepthwiseConv2DOp o) -> Value {
            ArrayRef<int64_t> fs = o.getFilter().getType().getShape();
            return tosa::DepthwiseConv2DOp::create(
                b, floatResult, windowInput(o.getInput()),
                reshape(toFloat(o.getFilter()), {fs[0], fs[1], fs[2], 1}),
                biasOrZero(o.getBias()), zero, zero, geometry->pad,
                o.getStridesOrDefault(), o.getDilationsOrDefault(), f);
          })
          .Default([](Operation *) { return Value(); });
  if (!result)
    return failure();
  if (quantizedResult)
    result = quant::QuantizeCastOp::create(b, resultType, result);
  op->getResult(0).replaceAllUsesWith(result);
  op->erase();
  return success();
}

} // namespace

namespace {

struct QuantKitExportTosaPass
    : public quantkit::impl::QuantKitExportTosaBase<QuantKitExportTosaPass> {
  using QuantKitExportTosaBase::QuantKitExportTosaBase;

  LogicalResult initialize(MLIRContext *context) override {
    std::optional<Rounding> scheme = symbolizeRounding(rounding);
    if (!scheme)
      return emitError(UnknownLoc::get(context))
             << "quantkit-export-tosa: unknown rounding '" << rounding
             << "' (expected gemmlowp, single_round, double_round or "
                "float_rne)";
    defaultScheme = *scheme;
    return success();
  }

  /// Rewrites a resolved region as one temporary QuantKit compute op and
  /// exports that. Fails with a located error where it cannot.
  LogicalResult exportRegion(RegionOp region) {
    Operation *previous = region->getPrevNode();
    if (succeeded(exportRegionImpl(region)))
      return success();
    eraseBuiltBefore(region, previous);
    return failure();
  }

  /// The region's kernel as quantkit-materialize builds it
  /// (buildQuantizedKernel, so both passes accept the same regions); its
  /// compute op is then exported like any other (with the pass's rounding),
  /// a shape-only kernel is TOSA on storage integers already.
  LogicalResult exportRegionImpl(RegionOp region) {
    std::string why;
    FailureOr<QuantizedKernel> kernel = buildQuantizedKernel(region, why);
    if (failed(kernel))
      return region.emitOpError()
             << "logical kernel '" << region.getLogicalKernel()
             << "' cannot be exported to TOSA: " << why;
    if (Operation *op = kernel->computeOp) {
      // A port broadcast on its storage integers (a product's
      // squeeze-and-excitation scale) becomes TOSA too.
      for (Value operand : op->getOperands())
        if (auto cast = operand.getDefiningOp<quant::StorageCastOp>())
          if (auto generic = cast.getInput().getDefiningOp<linalg::GenericOp>())
            if (failed(broadcastAsTosa(region, generic)))
              return failure();
      FailureOr<Value> storage = exportComputeOp(op, defaultScheme);
      if (failed(storage))
        return failure();
      OpBuilder b(op);
      Value quantized = quant::StorageCastOp::create(
          b, op->getLoc(), op->getResult(0).getType(), *storage);
      if (kernel->result == op->getResult(0))
        kernel->result = quantized;
      op->getResult(0).replaceAllUsesWith(quantized);
      op->erase();
    }
    // Dequantize for float users.
    OpBuilder after(region);
    Value real = quant::DequantizeCastOp::create(
        after, region.getLoc(), region.getResult(0).getType(),
        kernel->result);
    region.getResult(0).replaceAllUsesWith(real);
    region.erase();
    return success();
  }

  void runOnOperation() override {
    Operation *root = getOperation();
    bool failedAny = false;
    portConstants.clear();

    // Regions first: each becomes a compute op exported at once.
    SmallVector<RegionOp> regions;
    root->walk([&](RegionOp region) { regions.push_back(region); });
    // Float constants on ports (weights, biases) die where their regions
    // become storage-integer constants.
    for (RegionOp region : regions)
      for (Value input : region.getInputs())
        if (auto constant = input.getDefiningOp<arith::ConstantOp>())
          portConstants.insert(constant);
    for (RegionOp region : regions) {
      if (!allowFloatFallback) {
        if (failed(exportRegion(region)))
          failedAny = true;
        else
          ++numRegionsExported;
        continue;
      }
      // With the fallback, a region that cannot be exported keeps its float
      // body; the reason is reported as a remark.
      std::string reason;
      {
        ScopedDiagnosticHandler capture(&getContext(), [&](Diagnostic &diag) {
          if (diag.getSeverity() != DiagnosticSeverity::Error)
            return failure();
          reason = diag.str();
          return success();
        });
        if (succeeded(exportRegion(region))) {
          ++numRegionsExported;
          continue;
        }
      }
      region.emitRemark() << "kept in floating point: " << reason;
      inlineRegionAsFloat(region);
      ++numFloatFallbacks;
    }

    SmallVector<Operation *> ops;
    root->walk([&](Operation *op) {
      if (isComputeOp(op))
        ops.push_back(op);
    });
    for (Operation *op : ops) {
      std::string reason;
      FailureOr<Value> storage = failure();
      {
        ScopedDiagnosticHandler capture(&getContext(), [&](Diagnostic &diag) {
          if (!allowFloatFallback ||
              diag.getSeverity() != DiagnosticSeverity::Error)
            return failure();
          reason = diag.str();
          return success();
        });
        if (isHybrid(op))
          op->emitOpError() << "cannot be exported to TOSA: the hybrid form "
                               "(float activations) has no integer TOSA "
                               "operation";
        else
          storage = exportComputeOp(op, defaultScheme);
      }
      if (failed(storage)) {
        if (!allowFloatFallback) {
          failedAny = true;
          continue;
        }
        op->emitRemark() << "kept in floating point: " << reason;
        if (failed(emitFloatFallback(op))) {
          op->emitOpError() << "has no float fallback";
          failedAny = true;
          continue;
        }
        ++numFloatFallbacks;
        continue;
      }
      OpBuilder b(op);
      b.setInsertionPointAfter(storage->getDefiningOp());
      Value result = quant::StorageCastOp::create(
          b, op->getLoc(), op->getResult(0).getType(), *storage);
      op->getResult(0).replaceAllUsesWith(result);
      op->erase();
      ++numOpsExported;
    }
    if (failedAny)
      return signalPassFailure();
    exportConcatenations(root);
    cleanUp(root);
  }

  /// torch-mlir's concatenation reaches the export as `tensor.concat`
  /// (quantkit-normalize), on storage integers once its region is built:
  /// the same `tosa.concat`. Float concatenations (a fallback) stay.
  static void exportConcatenations(Operation *root) {
    root->walk([](tensor::ConcatOp concat) {
      if (!concat.getType().getElementType().isSignlessInteger())
        return;
      OpBuilder b(concat);
      auto exported = tosa::ConcatOp::create(
          b, concat.getLoc(), concat.getType(), concat.getInputs(),
          b.getI32IntegerAttr(concat.getDim()));
      concat.getResult().replaceAllUsesWith(exported.getResult());
      concat.erase();
    });
  }

  /// Folds the casts export leaves between neighbours: `scast(scast(x))`
  /// back to `x`, `qcast(dcast(q))` of one type to `q`, and erases dead
  /// casts, TOSA constants and the float constants of exported ports.
  void cleanUp(Operation *root) {
    bool changed = true;
    while (changed) {
      changed = false;
      root->walk([&](Operation *op) {
        if (auto cast = dyn_cast<quant::StorageCastOp>(op)) {
          auto inner = cast.getInput().getDefiningOp<quant::StorageCastOp>();
          if (inner && inner.getInput().getType() == cast.getType()) {
            cast.replaceAllUsesWith(inner.getInput());
            changed = true;
          }
        } else if (auto qcast = dyn_cast<quant::QuantizeCastOp>(op)) {
          auto dcast =
              qcast.getInput().getDefiningOp<quant::DequantizeCastOp>();
          if (dcast && dcast.getInput().getType() == qcast.getType()) {
            qcast.replaceAllUsesWith(dcast.getInput());
            changed = true;
          }
        }
        if ((isa<quant::StorageCastOp, quant::QuantizeCastOp,
                 quant::DequantizeCastOp, tosa::ConstOp, tosa::ConstShapeOp>(
                 op) ||
             portConstants.contains(op)) &&
            op->use_empty()) {
          portConstants.erase(op);
          op->erase();
          changed = true;
        }
      });
    }
  }

  Rounding defaultScheme = Rounding::gemmlowp;
  llvm::SmallPtrSet<Operation *, 8> portConstants;
};

} // namespace
