//===- QuantKitOps.cpp - QuantKit operations and verifiers ----------------===//
//
// Each check carries the rule id of the op's ODS description; the negative
// test with the same id lives in test/lit/Dialect/invalid-<family>.mlir.
//
//===----------------------------------------------------------------------===//

#include "dialect/QuantKitOps.h"

#include "dialect/QuantTypeChecks.h"
#include "dialect/ResizeGeometry.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::quantkit;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

namespace {

using quant::QuantizedType;
using quant::UniformQuantizedPerAxisType;
using quant::UniformQuantizedType;

/// True when `type` is or contains a sub-channel (blockwise) quantized type.
/// The caller has found that `type` may hold a quantized type.
bool containsSubChannel(Type type) {
  // Type::walk allocates (std::function callbacks, visited sets), and this
  // runs for every operand and result of every op, in every verifier run.
  // A quantized type, bare or as the element type of a tensor without an
  // encoding, answers without it: it holds nothing else than its storage
  // and expressed types.
  Type element = type;
  if (auto tensor = dyn_cast<RankedTensorType>(type);
      tensor && !tensor.getEncoding())
    element = tensor.getElementType();
  if (isa<quant::UniformQuantizedSubChannelType>(element))
    return true;
  if (isa<UniformQuantizedType, UniformQuantizedPerAxisType,
          quant::AnyQuantizedType, quant::CalibratedQuantizedType>(element)) {
    auto quantized = cast<QuantizedType>(element);
    if (!mayHoldQuantizedType(quantized.getStorageType()) &&
        !mayHoldQuantizedType(quantized.getExpressedType()))
      return false;
  }
  return type
      .walk([](quant::UniformQuantizedSubChannelType) {
        return WalkResult::interrupt();
      })
      .wasInterrupted();
}

/// Checks every quantized type on the op's operands and results against the
/// rules shared by all contexts (QuantTypeChecks.h), and rejects sub-channel
/// types, whose semantics no QuantKit op implements (`sub_channel_c1`).
LogicalResult verifyValueTypes(Operation *op) {
  auto check = [&](Type type, StringRef kind, unsigned index) -> LogicalResult {
    // The common case, e.g. a tensor of f32, holds no quantized type at all.
    if (!mayHoldQuantizedType(type))
      return success();
    // sub_channel_c1
    if (containsSubChannel(type))
      return op->emitOpError()
             << kind << " #" << index << ": sub-channel quantized type in "
             << type << " is not supported by QuantKit ops (sub_channel_c1)";
    return verifyQuantizedTypesIn(type, [&]() {
      return op->emitOpError() << kind << " #" << index << ": ";
    });
  };
  for (auto [index, type] : llvm::enumerate(op->getOperandTypes()))
    if (failed(check(type, "operand", index)))
      return failure();
  for (auto [index, type] : llvm::enumerate(op->getResultTypes()))
    if (failed(check(type, "result", index)))
      return failure();
  return success();
}

Type elementOf(Type type) {
  // getElementTypeOrSelf looks ShapedType up in the type's interface map;
  // the most common type, a ranked tensor, needs one TypeID comparison.
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor.getElementType();
  return getElementTypeOrSelf(type);
}

bool isUniform(Type element) {
  return isa<UniformQuantizedType, UniformQuantizedPerAxisType>(element);
}

/// Scales of a uniform type: one for per-tensor, one per channel otherwise.
SmallVector<double> scalesOf(Type element) {
  if (auto perTensor = dyn_cast<UniformQuantizedType>(element))
    return {perTensor.getScale()};
  auto perAxis = cast<UniformQuantizedPerAxisType>(element);
  return SmallVector<double>(perAxis.getScales());
}

SmallVector<int64_t> zeroPointsOf(Type element) {
  if (auto perTensor = dyn_cast<UniformQuantizedType>(element))
    return {perTensor.getZeroPoint()};
  auto perAxis = cast<UniformQuantizedPerAxisType>(element);
  return SmallVector<int64_t>(perAxis.getZeroPoints());
}

bool nearlyEqual(double actual, double expected) {
  return std::fabs(actual - expected) <= 1e-6 * std::fabs(expected);
}

/// True when both sizes are static and differ.
bool staticMismatch(int64_t lhs, int64_t rhs) {
  return !ShapedType::isDynamic(lhs) && !ShapedType::isDynamic(rhs) &&
         lhs != rhs;
}

/// The operand roles of a contraction (matmul or convolution), named as in
/// the op so diagnostics speak the op's language.
struct Contraction {
  Value lhs, rhs, bias, result;
  StringRef lhsName, rhsName;
  /// The channel axis of the weights (`rhs`/`filter`).
  int64_t weightAxis;
};

/// Typing rules `typing_c1` to `typing_c7` shared by matmul, conv2d and
/// depthwise_conv2d: the integer form and the hybrid form, after StableHLO's
/// proposed dot_general C14-C18 and convolution C28-C34, adapted to
/// QuantKit's ops (dialect/Reference.md#contraction-typing lists them).
LogicalResult verifyContractionTyping(Operation *op, const Contraction &c) {
  Type lhsElt = elementOf(c.lhs.getType());
  Type rhsElt = elementOf(c.rhs.getType());
  Type resultElt = elementOf(c.result.getType());
  bool lhsQuantized = isUniform(lhsElt);
  bool resultQuantized = isUniform(resultElt);

  // typing_c1 (C14, C28)
  if (!isUniform(rhsElt))
    return op->emitOpError() << "'" << c.rhsName
                             << "' must be a tensor of !quant.uniform, got "
                             << c.rhs.getType();
  if (!lhsQuantized && !isa<FloatType>(lhsElt))
    return op->emitOpError() << "'" << c.lhsName
                             << "' must have a !quant.uniform or float element "
                                "type, got "
                             << lhsElt;
  if (lhsQuantized != resultQuantized)
    return op->emitOpError()
           << "'" << c.lhsName
           << "' and the result must both be quantized (integer form) or both "
              "be floating point (hybrid form)";

  // typing_c3 (C29)
  if (auto perAxis = dyn_cast<UniformQuantizedPerAxisType>(rhsElt)) {
    if (perAxis.getQuantizedDimension() != c.weightAxis)
      return op->emitOpError()
             << "per-axis '" << c.rhsName << "' must be quantized along its "
             << "output-channel axis " << c.weightAxis << ", got axis "
             << perAxis.getQuantizedDimension();
  }
  auto rhsQuant = cast<QuantizedType>(rhsElt);

  if (!lhsQuantized) {
    // typing_c7 (C18, C34): hybrid form.
    if (lhsElt != rhsQuant.getExpressedType() || lhsElt != resultElt)
      return op->emitOpError()
             << "hybrid form needs element type of '" << c.lhsName
             << "' (" << lhsElt << ") = expressed type of '" << c.rhsName
             << "' (" << rhsQuant.getExpressedType()
             << ") = element type of the result (" << resultElt << ")";
    if (c.bias && elementOf(c.bias.getType()) != lhsElt)
      return op->emitOpError() << "hybrid form needs a " << lhsElt
                               << " bias, got " << c.bias.getType();
    return success();
  }

  // typing_c2
  auto lhsQuant = dyn_cast<UniformQuantizedType>(lhsElt);
  if (!lhsQuant)
    return op->emitOpError() << "'" << c.lhsName
                             << "' must be quantized per tensor, got "
                             << lhsElt;
  auto resultQuant = dyn_cast<UniformQuantizedType>(resultElt);
  if (!resultQuant)
    return op->emitOpError() << "the result must be quantized per tensor, got "
                             << resultElt;

  // typing_c4 (C17, C32)
  if (lhsQuant.getExpressedType() != rhsQuant.getExpressedType() ||
      lhsQuant.getExpressedType() != resultQuant.getExpressedType())
    return op->emitOpError()
           << "expressed types of '" << c.lhsName << "', '" << c.rhsName
           << "' and the result must be equal";

  // typing_c5: relaxes C16/C31; storage types may differ (16x8 kernels)
  // but must keep the exact accumulator within 64 bits.
  for (QuantizedType type : {QuantizedType(lhsQuant), rhsQuant}) {
    auto storage = dyn_cast<IntegerType>(type.getStorageType());
    if (!storage || storage.getWidth() > 16)
      return op->emitOpError()
             << "operand storage must be an integer of at most 16 bits, got "
             << type.getStorageType();
  }
  auto resultStorage = dyn_cast<IntegerType>(resultQuant.getStorageType());
  if (!resultStorage)
    return op->emitOpError() << "result storage must be an integer, got "
                             << resultQuant.getStorageType();

  if (!c.bias)
    return success();

  // typing_c6: the bias is an accumulator-scale integer.
  Type biasElt = elementOf(c.bias.getType());
  if (!isUniform(biasElt))
    return op->emitOpError() << "bias must be a tensor of !quant.uniform in "
                                "the integer form, got "
                             << c.bias.getType();
  auto biasQuant = cast<QuantizedType>(biasElt);
  // 16-bit activations call for a 64-bit bias, but upstream's quantized
  // types stop at 32-bit storage; i32 is accepted there too.
  bool wideActivations = lhsQuant.getStorageTypeIntegralWidth() > 8;
  auto biasStorage = dyn_cast<IntegerType>(biasQuant.getStorageType());
  unsigned biasWidth = biasStorage ? biasStorage.getWidth() : 0;
  if (!biasQuant.isSigned() ||
      !(biasWidth == 32 || (wideActivations && biasWidth == 64))) {
    // The storage type is signless; the signedness is a flag of the type.
    InFlightDiagnostic diag = op->emitOpError();
    diag << "bias storage must be i32" << (wideActivations ? " or i64" : "")
         << " for " << lhsQuant.getStorageTypeIntegralWidth()
         << "-bit activations, got ";
    if (biasStorage)
      diag << (biasQuant.isSigned() ? "i" : "u") << biasStorage.getWidth();
    else
      diag << biasQuant.getStorageType();
    return diag;
  }
  if (biasQuant.getExpressedType() != lhsQuant.getExpressedType())
    return op->emitOpError() << "bias expressed type must be "
                             << lhsQuant.getExpressedType();
  bool weightsPerAxis = isa<UniformQuantizedPerAxisType>(rhsElt);
  if (auto biasAxis = dyn_cast<UniformQuantizedPerAxisType>(biasElt)) {
    if (!weightsPerAxis)
      return op->emitOpError()
             << "bias may be per-axis only where '" << c.rhsName
             << "' is per-axis";
    if (biasAxis.getQuantizedDimension() != 0)
      return op->emitOpError() << "per-axis bias must be quantized along "
                                  "axis 0";
  } else if (weightsPerAxis) {
    return op->emitOpError() << "bias must be per-axis where '" << c.rhsName
                             << "' is per-axis";
  }
  for (int64_t zeroPoint : zeroPointsOf(biasElt))
    if (zeroPoint != 0)
      return op->emitOpError() << "bias zero point must be 0, got "
                               << zeroPoint;
  SmallVector<double> biasScales = scalesOf(biasElt);
  SmallVector<double> weightScales = scalesOf(rhsElt);
  if (biasScales.size() != weightScales.size())
    return op->emitOpError() << "bias has " << biasScales.size()
                             << " scales but '" << c.rhsName << "' has "
                             << weightScales.size();
  // The expected scale must itself be a scale of the expressed type: with
  // f64 scales the product can overflow to inf (and nearlyEqual(x, inf)
  // holds for every x) or underflow to 0.
  const llvm::fltSemantics &semantics =
      cast<FloatType>(lhsQuant.getExpressedType()).getFloatSemantics();
  double largest = APFloat::getLargest(semantics).convertToDouble();
  double smallest = APFloat::getSmallest(semantics).convertToDouble();
  for (auto [channel, scale] : llvm::enumerate(biasScales)) {
    double expected = lhsQuant.getScale() * weightScales[channel];
    if (!std::isfinite(expected) || expected < smallest || expected > largest)
      return op->emitOpError()
             << "the product of the input and weight scales " << expected
             << " (channel " << channel << ") is outside the range ["
             << smallest << ", " << largest << "] of "
             << lhsQuant.getExpressedType()
             << ", so no bias scale can equal it (typing_c6)";
    if (!nearlyEqual(scale, expected))
      return op->emitOpError()
             << "bias scale " << scale << " (channel " << channel
             << ") must equal the product of the input and weight scales "
             << expected;
  }
  return success();
}

/// Checks `values` has `size` entries, each at least `minimum`.
LogicalResult verifyIntList(Operation *op, StringRef name,
                            std::optional<ArrayRef<int64_t>> values,
                            size_t size, int64_t minimum) {
  if (!values)
    return success();
  if (values->size() != size)
    return op->emitOpError() << "'" << name << "' must have " << size
                             << " entries, got " << values->size();
  for (int64_t value : *values)
    if (value < minimum)
      return op->emitOpError()
             << "'" << name << "' entries must be "
             << (minimum == 0 ? "non-negative" : "positive") << ", got "
             << value;
  return success();
}

std::optional<ArrayRef<int64_t>> asOptionalRef(DenseI64ArrayAttr attr) {
  if (!attr)
    return std::nullopt;
  return attr.asArrayRef();
}

/// Expected output size of a sliding window, or kDynamic when the input or
/// kernel size is dynamic. Emits an error when the window is empty, does not
/// fit the padded input, or its extent does not fit in 64 bits (the
/// attributes are arbitrary i64 values, so the arithmetic is checked).
/// `stride` and `dilation` are positive and the paddings non-negative (the
/// callers verify the attribute lists first).
FailureOr<int64_t> windowOutputSize(Operation *op, int64_t input,
                                    int64_t kernel, int64_t stride,
                                    int64_t dilation, int64_t padBefore,
                                    int64_t padAfter, StringRef dim) {
  if (!ShapedType::isDynamic(kernel) && kernel < 1)
    return op->emitOpError()
           << "the window is empty along " << dim << ": kernel size " << kernel;
  if (ShapedType::isDynamic(input) || ShapedType::isDynamic(kernel))
    return ShapedType::kDynamic;
  std::optional<int64_t> span =
      llvm::checkedMulAdd(dilation, kernel - 1, int64_t(1));
  std::optional<int64_t> padded = llvm::checkedAdd(input, padBefore);
  if (padded)
    padded = llvm::checkedAdd(*padded, padAfter);
  if (!span || !padded)
    return op->emitOpError() << "the padded input or the dilated window along "
                             << dim << " overflows 64 bits";
  if (*padded < *span)
    return op->emitOpError() << "the window spans " << *span << " along " << dim
                             << " but the padded input has only " << *padded;
  return (*padded - *span) / stride + 1;
}

} // namespace

//===----------------------------------------------------------------------===//
// RegionOp
//===----------------------------------------------------------------------===//

Type RegionOp::getInputSpec(unsigned index) {
  return cast<TypeAttr>(getInputSpecs()[index]).getValue();
}

Type RegionOp::getOutputSpec(unsigned index) {
  return cast<TypeAttr>(getOutputSpecs()[index]).getValue();
}

ReturnOp RegionOp::getReturnOp() {
  return cast<ReturnOp>(getBody().front().getTerminator());
}

/// region_c5, region_c6 and region_c9 for one port.
static LogicalResult verifyPortSpec(RegionOp op, Type spec, Type portType,
                                    StringRef kind, unsigned index) {
  auto emit = [&]() {
    return op.emitOpError() << kind << " spec #" << index << " (" << spec
                            << "): ";
  };
  Type portElt = elementOf(portType);
  if (isa<NoneType>(spec))
    return success();
  // Per-tensor uniform, the common spec after propagation, is tested first:
  // it is neither a float nor a sub-channel type, so the order of the
  // verdicts is unchanged, and it skips the interface lookup of FloatType.
  auto perTensor = dyn_cast<UniformQuantizedType>(spec);
  Type expressed;
  if (perTensor) {
    expressed = perTensor.getExpressedType();
  } else if (isa<FloatType>(spec)) {
    // region_c5
    if (spec != portElt)
      return emit() << "a float spec must equal the port's element type "
                    << portElt;
    return success();
  } else if (isa<quant::UniformQuantizedSubChannelType>(spec)) {
    // region_c9: no QuantKit kernel implements sub-channel semantics.
    return emit() << "sub-channel quantized specs are not supported "
                     "(region_c9)";
  } else if (auto quantized = dyn_cast<QuantizedType>(spec)) {
    expressed = quantized.getExpressedType();
  } else if (auto calibrated = dyn_cast<quant::CalibratedQuantizedType>(spec)) {
    expressed = calibrated.getExpressedType();
  } else {
    return emit() << "must be the port's float element type, a !quant type "
                     "or none";
  }
  // region_c5
  if (expressed != portElt)
    return emit() << "expressed type must equal the port's element type "
                  << portElt;
  if (failed(verifyQuantizedParameters(spec, emit)))
    return failure();
  // region_c6: only per-axis and sub-channel types constrain their
  // container; a per-tensor spec fits every port.
  if (perTensor)
    return success();
  return verifyContainerIntegrity(spec, portType, emit);
}

LogicalResult RegionOp::verify() {
  // region_c7
  if (getLogicalKernel().empty())
    return emitOpError() << "'logical_kernel' must not be empty";
  // region_c1
  if (getInputSpecs().size() != getInputs().size())
    return emitOpError() << "has " << getInputs().size() << " inputs but "
                         << getInputSpecs().size() << " input specs";
  // region_c2
  if (getOutputSpecs().size() != getNumResults())
    return emitOpError() << "has " << getNumResults() << " results but "
                         << getOutputSpecs().size() << " output specs";
  // A port's verdict depends on its spec and its type only, and the ports
  // of a region mostly repeat the pair of the port before (after
  // propagation, an elementwise kernel has one spec and one type on every
  // port): such a port passed already.
  Type passedSpec, passedType;
  auto verifyPort = [&](Type spec, Type portType, StringRef kind,
                        unsigned index) {
    if (spec == passedSpec && portType == passedType)
      return success();
    if (failed(verifyPortSpec(*this, spec, portType, kind, index)))
      return failure();
    passedSpec = spec;
    passedType = portType;
    return success();
  };
  for (auto [index, input] : llvm::enumerate(getInputs()))
    if (failed(
            verifyPort(getInputSpec(index), input.getType(), "input", index)))
      return failure();
  for (auto [index, result] : llvm::enumerate(getResults()))
    if (failed(verifyPort(getOutputSpec(index), result.getType(), "output",
                          index)))
      return failure();
  return verifyValueTypes(*this);
}

LogicalResult RegionOp::verifyRegions() {
  Block &body = getBody().front();
  // region_c3
  if (body.getArgumentTypes() != getInputs().getTypes())
    return emitOpError() << "body arguments must mirror the inputs: expected "
                         << getInputs().size() << " arguments of types ("
                         << getInputs().getTypes() << "), got ("
                         << body.getArgumentTypes() << ")";
  // region_c8
  auto terminator = dyn_cast<ReturnOp>(body.getTerminator());
  if (!terminator)
    return emitOpError() << "body must end with 'quantkit.return', got '"
                         << body.getTerminator()->getName() << "' (region_c8)";
  // region_c4
  if (terminator.getOperandTypes() != getResultTypes())
    return terminator.emitOpError()
           << "operand types (" << terminator.getOperandTypes()
           << ") must match the enclosing region's result types ("
           << getResultTypes() << ")";
  return success();
}

//===----------------------------------------------------------------------===//
// Calibration and constraint ops
//===----------------------------------------------------------------------===//

/// Checks one `[min, max]` pair of statistics.
static LogicalResult verifyRange(Operation *op, float lo, float hi,
                                 StringRef what) {
  if (!std::isfinite(lo) || !std::isfinite(hi) || lo > hi)
    return op->emitOpError() << what << " [" << lo << ", " << hi
                             << "] must be finite with min <= max";
  return success();
}

LogicalResult StatsOp::verify() {
  // stats_c1: vectors and memrefs are not tensors, whatever their elements.
  Type argType = getArg().getType();
  if (!isa<TensorType, FloatType>(argType) ||
      !isa<FloatType>(elementOf(argType)))
    return emitOpError() << "'arg' must be a float or a tensor of float, got "
                         << argType;
  // stats_c2
  DenseElementsAttr layer = getLayerStats();
  if (layer.getType().getShape() != ArrayRef<int64_t>{2})
    return emitOpError() << "'layerStats' must have shape [2], got "
                         << shapeString(layer.getType().getShape());
  auto layerValues = layer.getValues<float>();
  if (failed(verifyRange(*this, layerValues[0], layerValues[1],
                         "'layerStats'")))
    return failure();
  // stats_c3
  if (getAxisStats().has_value() != getAxis().has_value())
    return emitOpError() << "'axisStats' and 'axis' must be given together";
  if (!getAxisStats())
    return success();
  // stats_c4
  DenseElementsAttr axisStats = *getAxisStats();
  ArrayRef<int64_t> shape = axisStats.getType().getShape();
  if (shape.size() != 2 || shape[1] != 2)
    return emitOpError() << "'axisStats' must have shape [N, 2], got "
                         << shapeString(shape);
  // A splat repeats one row: check it once instead of expanding the
  // attribute (`dense<0.0> : tensor<2147483647x2xf32>` is a few bytes).
  int64_t rows = axisStats.isSplat() ? std::min<int64_t>(shape[0], 1)
                                     : shape[0];
  auto values = axisStats.isSplat()
                    ? SmallVector<float>(2, axisStats.getSplatValue<float>())
                    : llvm::to_vector(axisStats.getValues<float>());
  for (int64_t row = 0; row < rows; ++row)
    if (failed(verifyRange(*this, values[2 * row], values[2 * row + 1],
                           "'axisStats' row " + std::to_string(row))))
      return failure();
  // stats_c5
  auto tensor = dyn_cast<RankedTensorType>(getArg().getType());
  int64_t axis = *getAxis();
  if (!tensor || axis < 0 || axis >= tensor.getRank())
    return emitOpError() << "'axis' " << axis
                         << " must be a dimension of the ranked 'arg' "
                         << getArg().getType();
  if (staticMismatch(tensor.getDimSize(axis), shape[0]))
    return emitOpError() << "'axisStats' has " << shape[0]
                         << " rows but dimension " << axis << " of 'arg' has "
                         << tensor.getDimSize(axis) << " entries";
  return success();
}

LogicalResult StatsRefOp::verify() {
  // stats_ref_c1
  if (getStatsKey().empty())
    return emitOpError() << "'statsKey' must not be empty";
  // stats_ref_c2
  if (std::optional<int64_t> axis = getAxis()) {
    auto tensor = dyn_cast<RankedTensorType>(getArg().getType());
    if (!tensor || !isa<FloatType>(tensor.getElementType()) || *axis < 0 ||
        *axis >= tensor.getRank())
      return emitOpError() << "'axis' " << *axis
                           << " must be a dimension of a ranked tensor of "
                              "float, got "
                           << getArg().getType();
  }
  return success();
}

LogicalResult CoupledRefOp::verify() {
  // coupled_ref_c1
  if (getCoupledKey().empty())
    return emitOpError() << "'coupledKey' must not be empty";
  return success();
}

/// fake_quant_c1: supported bit widths.
static LogicalResult verifyNumBits(Operation *op, int64_t numBits) {
  if (numBits < 2 || numBits > 16)
    return op->emitOpError() << "'num_bits' must be in [2, 16], got "
                             << numBits;
  return success();
}

LogicalResult ConstFakeQuantOp::verify() {
  // fake_quant_c5: ODS's FloatLike also admits vectors, which
  // quantkit-import could not turn into quant.qcast / quant.dcast.
  Type inputType = getInputs().getType();
  if (!isa<FloatType, TensorType>(inputType))
    return emitOpError() << "'inputs' must be a float or a tensor of float, "
                            "got "
                         << inputType;
  if (failed(verifyNumBits(*this, getNumBits())))
    return failure();
  // fake_quant_c2
  return verifyRange(*this, getMin().convertToFloat(),
                     getMax().convertToFloat(), "range");
}

LogicalResult ConstFakeQuantPerAxisOp::verify() {
  if (failed(verifyNumBits(*this, getNumBits())))
    return failure();
  ArrayRef<float> mins = getMin(), maxs = getMax();
  // fake_quant_c3
  if (mins.size() != maxs.size() || mins.empty())
    return emitOpError() << "'min' and 'max' must have the same, non-zero "
                            "length, got "
                         << mins.size() << " and " << maxs.size();
  // fake_quant_c2
  for (auto [index, lo] : llvm::enumerate(mins))
    if (failed(verifyRange(*this, lo, maxs[index],
                           "range of channel " + std::to_string(index))))
      return failure();
  // fake_quant_c4
  auto tensor = dyn_cast<RankedTensorType>(getInputs().getType());
  int64_t axis = getAxis();
  if (!tensor || axis < 0 || axis >= tensor.getRank())
    return emitOpError() << "'axis' " << axis
                         << " must be a dimension of the ranked input "
                         << getInputs().getType();
  if (staticMismatch(tensor.getDimSize(axis), mins.size()))
    return emitOpError() << "has " << mins.size()
                         << " ranges but dimension " << axis
                         << " of the input has " << tensor.getDimSize(axis)
                         << " entries";
  return success();
}

//===----------------------------------------------------------------------===//
// Compute ops
//===----------------------------------------------------------------------===//

LogicalResult RescaleOp::verify() {
  if (failed(verifyValueTypes(*this)))
    return failure();
  Type inElt = elementOf(getInput().getType());
  Type outElt = elementOf(getOutput().getType());
  // rescale_c1
  if (!isUniform(inElt) || !isUniform(outElt))
    return emitOpError() << "operand and result must be !quant.uniform "
                            "scalars or tensors, got "
                         << getInput().getType() << " and "
                         << getOutput().getType();
  // rescale_c2
  auto inShaped = dyn_cast<ShapedType>(getInput().getType());
  auto outShaped = dyn_cast<ShapedType>(getOutput().getType());
  if (static_cast<bool>(inShaped) != static_cast<bool>(outShaped) ||
      (inShaped && failed(verifyCompatibleShape(inShaped, outShaped))))
    return emitOpError() << "operand and result must have the same shape";
  // rescale_c3
  if (cast<QuantizedType>(inElt).getExpressedType() !=
      cast<QuantizedType>(outElt).getExpressedType())
    return emitOpError() << "operand and result must have the same expressed "
                            "type";
  return success();
}

LogicalResult MatmulOp::verify() {
  if (failed(verifyValueTypes(*this)))
    return failure();
  auto lhsType = cast<RankedTensorType>(getLhs().getType());
  auto rhsType = cast<RankedTensorType>(getRhs().getType());
  auto resultType = cast<RankedTensorType>(getResult().getType());
  int64_t lhsRank = lhsType.getRank(), rhsRank = rhsType.getRank();
  // matmul_c1
  if (lhsRank < 2 || (rhsRank != 2 && rhsRank != 3) ||
      (rhsRank == 3 && lhsRank != 3))
    return emitOpError() << "expects 'lhs' [..., M, K] with 'rhs' [K, N], or "
                            "'lhs' [B, M, K] with 'rhs' [B, K, N]; got ranks "
                         << lhsRank << " and " << rhsRank;
  ArrayRef<int64_t> lhs = lhsType.getShape(), rhs = rhsType.getShape();
  // matmul_c2
  if (staticMismatch(lhs.back(), rhs[rhsRank - 2]))
    return emitOpError() << "contracting sizes differ: 'lhs' "
                         << shapeString(lhs) << " and 'rhs' "
                         << shapeString(rhs);
  if (rhsRank == 3 && staticMismatch(lhs[0], rhs[0]))
    return emitOpError() << "batch sizes differ: 'lhs' " << shapeString(lhs)
                         << " and 'rhs' " << shapeString(rhs);
  // matmul_c3
  SmallVector<int64_t> expected(lhs.drop_back());
  expected.push_back(rhs.back());
  if (failed(verifyCompatibleShape(resultType.getShape(), expected)))
    return emitOpError() << "result shape "
                         << shapeString(resultType.getShape()) << " must be "
                         << shapeString(expected);
  // matmul_c4
  if (Value bias = getBias()) {
    auto biasType = cast<RankedTensorType>(bias.getType());
    if (biasType.getRank() != 1 ||
        staticMismatch(biasType.getDimSize(0), rhs.back()))
      return emitOpError() << "'bias' must have shape "
                           << shapeString({rhs.back()}) << ", got "
                           << shapeString(biasType.getShape());
  }
  return verifyContractionTyping(
      *this, {getLhs(), getRhs(), getBias(), getResult(), "lhs", "rhs",
              rhsRank - 1});
}

namespace {

/// Shape and attribute rules shared by conv2d and depthwise_conv2d
/// (`conv2d_c1`..`c5`, `depthwise_c1`..`c5`).
template <typename ConvOp>
LogicalResult verifyConvolution(ConvOp op, bool depthwise) {
  if (failed(verifyValueTypes(op)))
    return failure();
  auto inputType = cast<RankedTensorType>(op.getInput().getType());
  auto filterType = cast<RankedTensorType>(op.getFilter().getType());
  auto resultType = cast<RankedTensorType>(op.getResult().getType());
  int64_t filterRank = depthwise ? 3 : 4;
  // conv2d_c1, depthwise_c1
  if (inputType.getRank() != 4 || resultType.getRank() != 4 ||
      filterType.getRank() != filterRank)
    return op.emitOpError() << "expects rank-4 NHWC input and result and a "
                               "rank-"
                            << filterRank << " filter";
  // conv2d_c2, depthwise_c2
  if (failed(verifyIntList(op, "strides", asOptionalRef(op.getStridesAttr()),
                           2, 1)) ||
      failed(verifyIntList(op, "dilations",
                           asOptionalRef(op.getDilationsAttr()), 2, 1)) ||
      failed(verifyIntList(op, "padding", asOptionalRef(op.getPaddingAttr()),
                           4, 0)))
    return failure();
  SmallVector<int64_t, 2> strides = op.getStridesOrDefault();
  SmallVector<int64_t, 2> dilations = op.getDilationsOrDefault();
  SmallVector<int64_t, 4> padding = op.getPaddingOrDefault();

  ArrayRef<int64_t> in = inputType.getShape(), f = filterType.getShape();
  int64_t kh = depthwise ? f[0] : f[1];
  int64_t kw = depthwise ? f[1] : f[2];
  int64_t filterChannels = depthwise ? f[2] : f[3];
  int64_t outChannels = depthwise ? in[3] : f[0];
  // conv2d_c3, depthwise_c3
  int64_t groups = 1;
  if constexpr (std::is_same_v<ConvOp, Conv2DOp>) {
    groups = op.getGroupsOrDefault();
    if (groups < 1)
      return op.emitOpError() << "'groups' must be positive, got " << groups;
    if (!ShapedType::isDynamic(outChannels) && outChannels % groups != 0)
      return op.emitOpError()
             << "'groups' (" << groups << ") must divide the filter's "
             << outChannels << " output channels";
  }
  // Compared as in / groups, which cannot overflow.
  if (groups == 1 && staticMismatch(in[3], filterChannels))
    return op.emitOpError() << "input has " << in[3]
                            << " channels but the filter expects "
                            << filterChannels;
  if (groups > 1 && !ShapedType::isDynamic(in[3]) &&
      (in[3] % groups != 0 || staticMismatch(in[3] / groups, filterChannels)))
    return op.emitOpError() << "input has " << in[3] << " channels but the "
                            << "filter expects " << filterChannels
                            << " per group in " << groups << " groups";
  // conv2d_c4, depthwise_c4
  FailureOr<int64_t> ho = windowOutputSize(op, in[1], kh, strides[0],
                                           dilations[0], padding[0],
                                           padding[1], "H");
  if (failed(ho))
    return failure();
  FailureOr<int64_t> wo = windowOutputSize(op, in[2], kw, strides[1],
                                           dilations[1], padding[2],
                                           padding[3], "W");
  if (failed(wo))
    return failure();
  SmallVector<int64_t> expected = {in[0], *ho, *wo, outChannels};
  if (failed(verifyCompatibleShape(resultType.getShape(), expected)))
    return op.emitOpError() << "result shape "
                            << shapeString(resultType.getShape())
                            << " must be " << shapeString(expected);
  // conv2d_c5, depthwise_c5
  if (Value bias = op.getBias()) {
    auto biasType = cast<RankedTensorType>(bias.getType());
    if (biasType.getRank() != 1 ||
        staticMismatch(biasType.getDimSize(0), outChannels))
      return op.emitOpError()
             << "'bias' must have shape " << shapeString({outChannels})
             << ", got " << shapeString(biasType.getShape());
  }
  return verifyContractionTyping(
      op, {op.getInput(), op.getFilter(), op.getBias(), op.getResult(),
           "input", "filter", depthwise ? 2 : 0});
}

} // namespace

LogicalResult Conv2DOp::verify() { return verifyConvolution(*this, false); }

LogicalResult DepthwiseConv2DOp::verify() {
  return verifyConvolution(*this, true);
}

namespace {

LogicalResult verifyBinary(Operation *op, Value lhs, Value rhs, Value result) {
  if (failed(verifyValueTypes(op)))
    return failure();
  // binary_c1
  if (failed(verifyCompatibleShapes(
          TypeRange{lhs.getType(), rhs.getType(), result.getType()})))
    return op->emitOpError() << "operands and result must have the same shape";
  // binary_c2
  Type expressed;
  for (Value value : {lhs, rhs, result}) {
    auto type = dyn_cast<UniformQuantizedType>(elementOf(value.getType()));
    if (!type)
      return op->emitOpError()
             << "operands and result must be tensors of per-tensor "
                "!quant.uniform, got "
             << value.getType();
    if (expressed && type.getExpressedType() != expressed)
      return op->emitOpError() << "operands and result must share one "
                                  "expressed type";
    expressed = type.getExpressedType();
  }
  return success();
}

LogicalResult verifyTable(Operation *op, Value input, Value result) {
  if (failed(verifyValueTypes(op)))
    return failure();
  // table_c1
  if (failed(
          verifyCompatibleShapes(TypeRange{input.getType(), result.getType()})))
    return op->emitOpError() << "input and result must have the same shape";
  // table_c2
  auto in = dyn_cast<UniformQuantizedType>(elementOf(input.getType()));
  auto out = dyn_cast<UniformQuantizedType>(elementOf(result.getType()));
  if (!in || !out)
    return op->emitOpError()
           << "input and result must be tensors of per-tensor "
              "!quant.uniform, got "
           << input.getType() << " and " << result.getType();
  if (in.getExpressedType() != out.getExpressedType())
    return op->emitOpError()
           << "input and result must share one expressed type";
  // table_c3
  if (in.getStorageTypeIntegralWidth() > 16)
    return op->emitOpError()
           << "input storage must have at most 16 bits (one table entry per "
              "storage value), got "
           << in.getStorageTypeIntegralWidth();
  return success();
}

template <typename PoolOp>
LogicalResult verifyPool(PoolOp op) {
  if (failed(verifyValueTypes(op)))
    return failure();
  auto inputType = cast<RankedTensorType>(op.getInput().getType());
  auto resultType = cast<RankedTensorType>(op.getResult().getType());
  // pool_c1
  auto inQuant = dyn_cast<UniformQuantizedType>(inputType.getElementType());
  auto outQuant = dyn_cast<UniformQuantizedType>(resultType.getElementType());
  if (inputType.getRank() != 4 || resultType.getRank() != 4 || !inQuant ||
      !outQuant)
    return op.emitOpError() << "expects rank-4 NHWC input and result of "
                               "per-tensor !quant.uniform";
  // pool_c2
  if (inQuant != outQuant)
    return op.emitOpError() << "input and result must share storage, scale "
                               "and zero point, got "
                            << inQuant << " and " << outQuant;
  // pool_c3
  if (failed(verifyIntList(op, "kernel", op.getKernel(), 2, 1)) ||
      failed(verifyIntList(op, "strides", asOptionalRef(op.getStridesAttr()),
                           2, 1)) ||
      failed(verifyIntList(op, "padding", asOptionalRef(op.getPaddingAttr()),
                           4, 0)))
    return failure();
  ArrayRef<int64_t> kernel = op.getKernel();
  SmallVector<int64_t, 2> strides = op.getStridesOrDefault();
  SmallVector<int64_t, 4> padding = op.getPaddingOrDefault();
  for (int i = 0; i < 4; ++i)
    if (padding[i] >= kernel[i / 2])
      return op.emitOpError() << "padding " << padding[i]
                              << " must be smaller than the kernel size "
                              << kernel[i / 2];
  // pool_c4
  ArrayRef<int64_t> in = inputType.getShape();
  FailureOr<int64_t> ho = windowOutputSize(op, in[1], kernel[0], strides[0], 1,
                                           padding[0], padding[1], "H");
  if (failed(ho))
    return failure();
  FailureOr<int64_t> wo = windowOutputSize(op, in[2], kernel[1], strides[1], 1,
                                           padding[2], padding[3], "W");
  if (failed(wo))
    return failure();
  SmallVector<int64_t> expected = {in[0], *ho, *wo, in[3]};
  if (failed(verifyCompatibleShape(resultType.getShape(), expected)))
    return op.emitOpError() << "result shape "
                            << shapeString(resultType.getShape())
                            << " must be " << shapeString(expected);
  return success();
}

} // namespace

LogicalResult AddOp::verify() {
  return verifyBinary(*this, getLhs(), getRhs(), getResult());
}

LogicalResult MulOp::verify() {
  return verifyBinary(*this, getLhs(), getRhs(), getResult());
}

LogicalResult LogisticOp::verify() {
  return verifyTable(*this, getInput(), getResult());
}

LogicalResult TanhOp::verify() {
  return verifyTable(*this, getInput(), getResult());
}

LogicalResult HardSwishOp::verify() {
  return verifyTable(*this, getInput(), getResult());
}

LogicalResult GeluOp::verify() {
  return verifyTable(*this, getInput(), getResult());
}

std::optional<unsigned> SoftmaxOp::getOutputShift(Type type) {
  auto uniform = dyn_cast<UniformQuantizedType>(elementOf(type));
  if (!uniform)
    return std::nullopt;
  int exponent = 0;
  double mantissa = std::frexp(uniform.getScale(), &exponent);
  // scale = 0.5 * 2^exponent = 2^-m.
  if (mantissa != 0.5 || exponent > 1 || exponent < -29)
    return std::nullopt;
  return static_cast<unsigned>(1 - exponent);
}

LogicalResult SoftmaxOp::verify() {
  if (failed(verifyValueTypes(*this)))
    return failure();
  auto inputType = cast<RankedTensorType>(getInput().getType());
  // softmax_c1
  if (failed(
          verifyCompatibleShapes(TypeRange{inputType, getResult().getType()})))
    return emitOpError() << "input and result must have the same shape";
  int64_t axis = getAxis();
  if (inputType.getRank() < 1 || axis < 0 || axis >= inputType.getRank())
    return emitOpError() << "axis " << axis << " is not a dimension of "
                         << inputType;
  // softmax_c2
  auto in = dyn_cast<UniformQuantizedType>(inputType.getElementType());
  auto out = dyn_cast<UniformQuantizedType>(elementOf(getResult().getType()));
  if (!in || !out)
    return emitOpError() << "input and result must be tensors of per-tensor "
                            "!quant.uniform, got "
                         << inputType << " and " << getResult().getType();
  if (in.getExpressedType() != out.getExpressedType())
    return emitOpError() << "input and result must share one expressed type";
  if (in.getStorageTypeIntegralWidth() > 16)
    return emitOpError() << "input storage must have at most 16 bits (one "
                            "exponential per difference of stored values), "
                            "got "
                         << in.getStorageTypeIntegralWidth();
  // softmax_c3
  if (!getOutputShift(out))
    return emitOpError() << "output scale must be 2^-m for an integer m in "
                            "[0, 30], got "
                         << out.getScale();
  // softmax_c4
  double beta = getBeta().convertToDouble();
  if (!std::isfinite(beta) || beta <= 0.0)
    return emitOpError() << "beta must be finite and positive, got " << beta;
  return success();
}

LogicalResult MaxPool2DOp::verify() { return verifyPool(*this); }

LogicalResult AvgPool2DOp::verify() { return verifyPool(*this); }

//===----------------------------------------------------------------------===//
// ResizeOp
//===----------------------------------------------------------------------===//

LogicalResult ResizeOp::verify() {
  if (failed(verifyValueTypes(*this)))
    return failure();
  auto inputType = cast<RankedTensorType>(getInput().getType());
  auto resultType = cast<RankedTensorType>(getResult().getType());
  // resize_c1
  auto inQuant = dyn_cast<UniformQuantizedType>(inputType.getElementType());
  auto outQuant = dyn_cast<UniformQuantizedType>(resultType.getElementType());
  if (inputType.getRank() != 4 || resultType.getRank() != 4 || !inQuant ||
      !outQuant)
    return emitOpError() << "expects rank-4 NHWC input and result of "
                            "per-tensor !quant.uniform";
  if (inQuant.getStorageType() != outQuant.getStorageType() ||
      inQuant.getStorageTypeMin() != outQuant.getStorageTypeMin() ||
      inQuant.getStorageTypeMax() != outQuant.getStorageTypeMax())
    return emitOpError() << "input and result must share storage type and "
                            "range, got "
                         << inQuant << " and " << outQuant;
  // resize_c2
  if (failed(verifyIntList(*this, "scale", getScale(), 4, 1)) ||
      failed(verifyIntList(*this, "offset", getOffset(), 2,
                           std::numeric_limits<int64_t>::min())) ||
      failed(verifyIntList(*this, "border", getBorder(), 2,
                           std::numeric_limits<int64_t>::min())))
    return failure();
  // resize_c2, resize_c3
  SmallVector<int64_t> expected;
  if (std::string error = resizeGeometryError(
          getScale(), getOffset(), getBorder(), inputType.getShape(), expected);
      !error.empty())
    return emitOpError() << error;
  if (failed(verifyCompatibleShape(resultType.getShape(), expected)))
    return emitOpError() << "result shape "
                         << shapeString(resultType.getShape()) << " must be "
                         << shapeString(expected);
  return success();
}

//===----------------------------------------------------------------------===//
// quantkit.region assembly
//===----------------------------------------------------------------------===//

ParseResult RegionOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr logicalKernel;
  SmallVector<OpAsmParser::UnresolvedOperand, 4> inputs;
  ArrayAttr inputSpecs, outputSpecs;
  // The body goes straight into the state, which outlives the parser's
  // clean-up of forward references on failure.
  Region *body = result.addRegion();
  NoneType none = parser.getBuilder().getType<NoneType>();
  if (parser.parseCustomAttributeWithFallback(logicalKernel, none))
    return failure();
  result.getOrAddProperties<Properties>().logical_kernel = logicalKernel;
  SMLoc inputsLoc = parser.getCurrentLocation();
  if (parser.parseLParen() || parser.parseOperandList(inputs) ||
      parser.parseRParen() || parser.parseKeyword("in") ||
      parser.parseCustomAttributeWithFallback(inputSpecs, none))
    return failure();
  result.getOrAddProperties<Properties>().input_specs = inputSpecs;
  if (parser.parseKeyword("out") ||
      parser.parseCustomAttributeWithFallback(outputSpecs, none))
    return failure();
  result.getOrAddProperties<Properties>().output_specs = outputSpecs;
  SMLoc attrLoc = parser.getCurrentLocation();
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      failed(verifyInherentAttrs(result.name, result.attributes, [&]() {
        return parser.emitError(attrLoc)
               << "'" << result.name.getStringRef() << "' op ";
      })))
    return failure();
  FunctionType type;
  if (parser.parseColon() || parser.parseType(type) ||
      parser.parseRegion(*body))
    return failure();
  if (body->empty())
    body->emplaceBlock();
  result.addTypes(type.getResults());
  return parser.resolveOperands(inputs, type.getInputs(), inputsLoc,
                                result.operands);
}

void RegionOp::print(OpAsmPrinter &p) {
  p << ' ';
  p.printAttributeWithoutType(getLogicalKernelAttr());
  p << "(" << getInputs() << ") in ";
  p.printAttributeWithoutType(getInputSpecsAttr());
  p << " out ";
  p.printAttributeWithoutType(getOutputSpecsAttr());
  p.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(), {"logical_kernel", "input_specs", "output_specs"});
  p << " : ";
  p.printFunctionalType(getInputs().getTypes(), getResults().getTypes());
  p << ' ';
  p.printRegion(getBody());
}

#define GET_OP_CLASSES
#include "dialect/QuantKitOps.cpp.inc"
