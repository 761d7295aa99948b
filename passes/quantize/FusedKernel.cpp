//===- FusedKernel.cpp - Logical kernels found in source ops --------------===//

#include "passes/quantize/FusedKernel.h"

#include "dialect/QuantKitOps.h"
#include "passes/frontend/Normalize.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Dialect/Tosa/Utils/ConversionUtils.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/TypeSwitch.h"

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace mlir;
using namespace mlir::quantkit;
using namespace mlir::quantkit::match;

std::optional<double> match::constantValue(Value value) {
  FloatAttr attr;
  if (matchPattern(value, m_Constant(&attr)))
    return attr.getValueAsDouble();
  DenseFPElementsAttr dense;
  if (matchPattern(value, m_Constant(&dense)) && dense.isSplat())
    return dense.getSplatValue<APFloat>().convertToDouble();
  return std::nullopt;
}

bool match::isZeroConstant(Value value) {
  DenseElementsAttr dense;
  if (!matchPattern(value, m_Constant(&dense)) || !dense.isSplat())
    return false;
  if (auto fp = dyn_cast<DenseFPElementsAttr>(dense))
    return fp.getSplatValue<APFloat>().isZero();
  if (auto ints = dyn_cast<DenseIntElementsAttr>(dense))
    return ints.getSplatValue<APInt>().isZero();
  return false;
}

bool match::isLowestConstant(Value value) {
  std::optional<double> v = constantValue(value);
  auto type = dyn_cast<FloatType>(getElementTypeOrSelf(value.getType()));
  if (!v || !type)
    return false;
  return *v <= APFloat::getLargest(type.getFloatSemantics(), /*Negative=*/true)
                   .convertToDouble();
}

bool match::isAllParallel(linalg::GenericOp generic) {
  return llvm::all_of(generic.getIteratorTypesArray(), [](auto t) {
    return t == utils::IteratorType::parallel;
  });
}

bool match::hasFloatTensorResult(Operation *op) {
  if (op->getNumResults() != 1)
    return false;
  auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  return type && isa<FloatType>(type.getElementType());
}

std::optional<ScaledValue> match::matchConstantFactor(Operation *op) {
  if (!op || !hasFloatTensorResult(op))
    return std::nullopt;
  Value x, c;
  bool divides = false;
  if (auto mul = dyn_cast<tosa::MulOp>(op)) {
    if (!isZeroConstant(mul.getShift()))
      return std::nullopt;
    x = mul.getInput1();
    c = mul.getInput2();
    if (constantValue(x))
      std::swap(x, c);
  } else if (auto generic = dyn_cast<linalg::GenericOp>(op)) {
    if (!isAllParallel(generic) || generic.getNumDpsInits() != 1 ||
        generic.getNumDpsInputs() < 1 || generic.getNumDpsInputs() > 2 ||
        !generic.getMatchingIndexingMap(generic.getDpsInputOperand(0))
             .isIdentity())
      return std::nullopt;
    Block &body = generic.getRegion().front();
    Operation *yielded = body.getTerminator()->getOperand(0).getDefiningOp();
    if (!isa_and_nonnull<arith::MulFOp, arith::DivFOp>(yielded))
      return std::nullopt;
    divides = isa<arith::DivFOp>(yielded);
    Value lhs = yielded->getOperand(0), rhs = yielded->getOperand(1);
    if (!divides && rhs == body.getArgument(0))
      std::swap(lhs, rhs);
    if (lhs != body.getArgument(0))
      return std::nullopt;
    // c: captured from above, or the splat second input.
    if (generic.getNumDpsInputs() == 2) {
      if (rhs != body.getArgument(1))
        return std::nullopt;
      rhs = generic.getDpsInputs()[1];
    } else if (auto arg = dyn_cast<BlockArgument>(rhs);
               arg && arg.getOwner() == &body) {
      return std::nullopt;
    }
    x = generic.getDpsInputs()[0];
    c = rhs;
  } else {
    return std::nullopt;
  }
  std::optional<double> factor = constantValue(c);
  if (!factor || *factor == 0.0 || !std::isfinite(*factor) ||
      x.getType() != op->getResult(0).getType())
    return std::nullopt;
  return ScaledValue{x, divides ? 1.0 / *factor : *factor};
}

namespace {

/// Narrows `[lo, hi]` by a clamp to `bound` from below (`isMax`) or above;
/// fails where the interval becomes empty (the clamp then is a constant) or
/// the bound is NaN.
bool mergeBound(bool isMax, double bound, std::optional<double> &lo,
                std::optional<double> &hi) {
  if (std::isnan(bound))
    return false;
  if (isMax)
    lo = std::max(lo.value_or(bound), bound);
  else
    hi = std::min(hi.value_or(bound), bound);
  return !(lo && hi && *lo > *hi);
}

/// Walks back from `v` inside `body` over `maximumf`/`maxnumf`/`minimumf`/
/// `minnumf` with constants, merging their bounds and counting them in
/// `matched`. The value they clamp, or null where a clamp is not by a
/// constant.
Value peelClamps(Value v, Block &body, std::optional<double> &lo,
                 std::optional<double> &hi, unsigned &matched) {
  while (Operation *def = v.getDefiningOp()) {
    if (def->getBlock() != &body)
      return {};
    bool isMax = isa<arith::MaximumFOp, arith::MaxNumFOp>(def);
    bool isMin = isa<arith::MinimumFOp, arith::MinNumFOp>(def);
    if (!isMax && !isMin)
      break;
    Value x = def->getOperand(0), c = def->getOperand(1);
    std::optional<double> bound = constantValue(c);
    if (!bound) {
      std::swap(x, c);
      bound = constantValue(c);
    }
    if (!bound || !mergeBound(isMax, *bound, lo, hi))
      return {};
    ++matched;
    v = x;
  }
  return v;
}

/// True where the body holds nothing but `matched` ops and constants.
bool onlyMatchedAndConstants(Block &body, unsigned matched) {
  unsigned constants = llvm::count_if(body.getOperations(), [](Operation &op) {
    return isa<arith::ConstantOp>(op);
  });
  return body.getOperations().size() == matched + constants;
}

/// Where `op` does nothing but clamp `input` by constants (a clamp-only
/// `linalg.generic`, a `tosa.clamp` with float bounds, an `arith` or `tosa`
/// min/max of the tensor and a splat constant): merges its bounds into
/// `lo`/`hi`.
bool matchActivation(Operation *op, Value input, std::optional<double> &lo,
                     std::optional<double> &hi) {
  if (!hasFloatTensorResult(op) || op->getResult(0).getType() != input.getType())
    return false;
  if (auto generic = dyn_cast<linalg::GenericOp>(op)) {
    if (generic.getNumDpsInputs() != 1 || generic.getDpsInputs()[0] != input)
      return false;
    std::optional<Epilogue> epilogue = matchEpilogue(generic, input);
    if (!epilogue || epilogue->bias || (!epilogue->lo && !epilogue->hi))
      return false;
    if (epilogue->lo && !mergeBound(true, *epilogue->lo, lo, hi))
      return false;
    return !epilogue->hi || mergeBound(false, *epilogue->hi, lo, hi);
  }
  if (auto clamp = dyn_cast<tosa::ClampOp>(op)) {
    auto min = dyn_cast<FloatAttr>(clamp.getMinValAttr());
    auto max = dyn_cast<FloatAttr>(clamp.getMaxValAttr());
    return clamp.getInput() == input && min && max &&
           mergeBound(true, min.getValueAsDouble(), lo, hi) &&
           mergeBound(false, max.getValueAsDouble(), lo, hi);
  }
  // torch-to-tosa writes ReLU6 as `tosa.maximum` and `tosa.minimum` with
  // splat constants.
  bool isMax = isa<arith::MaximumFOp, arith::MaxNumFOp, tosa::MaximumOp>(op);
  bool isMin = isa<arith::MinimumFOp, arith::MinNumFOp, tosa::MinimumOp>(op);
  if (!isMax && !isMin)
    return false;
  Value other = op->getOperand(0) == input ? op->getOperand(1)
                                           : op->getOperand(0);
  if (op->getOperand(0) != input && op->getOperand(1) != input)
    return false;
  std::optional<double> bound = constantValue(other);
  return bound && mergeBound(isMax, *bound, lo, hi);
}

/// Narrows the clamp of `m` by `[lo, hi]`; fails where it becomes empty.
bool mergeBoundsInto(KernelMatch &m, std::optional<double> lo,
                     std::optional<double> hi) {
  return (!lo || mergeBound(true, *lo, m.lo, m.hi)) &&
         (!hi || mergeBound(false, *hi, m.lo, m.hi));
}

/// Extends `m` by the activations its result flows through alone.
void fuseActivations(KernelMatch &m) {
  while (m.result.hasOneUse()) {
    Operation *user = *m.result.user_begin();
    std::optional<double> lo = m.lo, hi = m.hi;
    if (!matchActivation(user, m.result, lo, hi))
      return;
    m.lo = lo;
    m.hi = hi;
    m.ops.push_back(user);
    m.result = user->getResult(0);
  }
}

/// The bottom/right padding `core` reads of `padding` (NHWC, set by
/// absorbPad from a `tensor.pad`), where the pad adds rows or columns past the
/// last window: torch-mlir's ceil-mode pooling pads the high side by up to
/// `stride - 1` beyond what the output reads, and linalg reads only the
/// windows its result has, whereas a QuantKit op's shape rule derives the
/// result from the padding (`Ho = (H + pt + pb - KH) / sh + 1`). Rows no
/// window reads do not change the result, so dropping them is exact. Only
/// static sizes are trimmed, and only where the trimmed padding gives the
/// core's result size (a low padding that already overshoots stays as it is
/// and the op verifier says so).
void trimUnreadPadding(KernelMatch &m, Value input,
                       ArrayRef<int64_t> windowHW) {
  auto inType = dyn_cast<RankedTensorType>(input.getType());
  auto outType = dyn_cast<RankedTensorType>(m.core->getResult(0).getType());
  if (!inType || !outType || inType.getRank() != 4 || outType.getRank() != 4 ||
      windowHW.size() != 2 || m.strides.size() != 2 || m.dilations.size() != 2)
    return;
  SmallVector<int64_t, 4> trimmed = m.padding;
  for (int axis = 0; axis < 2; ++axis) {
    int64_t in = inType.getDimSize(1 + axis);
    int64_t out = outType.getDimSize(1 + axis);
    int64_t k = windowHW[axis], s = m.strides[axis], d = m.dilations[axis];
    if (ShapedType::isDynamic(in) || ShapedType::isDynamic(out) ||
        ShapedType::isDynamic(k) || k < 1 || s < 1 || d < 1 || out < 1)
      return;
    // Sizes beyond 2^31 are left to the verifier's overflow checks.
    constexpr int64_t kLimit = int64_t(1) << 31;
    int64_t low = trimmed[2 * axis];
    int64_t &high = trimmed[2 * axis + 1];
    if (in >= kLimit || out >= kLimit || k >= kLimit || s >= kLimit ||
        d >= kLimit || low >= kLimit || high >= kLimit)
      return;
    // The extent the last window ends at, from the start of the padded input.
    int64_t read = (out - 1) * s + d * (k - 1) + 1;
    int64_t needed = std::max<int64_t>(0, read - in - low);
    if (needed >= high)
      continue;
    high = needed;
    if ((in + low + high - (d * (k - 1) + 1)) / s + 1 != out)
      return;
  }
  m.padding = trimmed;
}

/// Where `input` is a `tensor.pad` of H and W only (NHWC, static sizes)
/// whose only user is the kernel, padding with zero (`lowest` false) or the
/// lowest float (`lowest` true): makes its source the port and records the
/// padding the kernel reads (trimUnreadPadding, with the window `windowHW`).
void absorbPad(KernelMatch &m, Value &input, bool lowest,
               ArrayRef<int64_t> windowHW) {
  auto pad = input.getDefiningOp<tensor::PadOp>();
  if (!pad || !pad->hasOneUse() || !pad.getLow().empty() ||
      !pad.getHigh().empty() || pad.getSourceType().getRank() != 4)
    return;
  ArrayRef<int64_t> low = pad.getStaticLow(), high = pad.getStaticHigh();
  if (low[0] != 0 || high[0] != 0 || low[3] != 0 || high[3] != 0)
    return;
  Value padValue = pad.getConstantPaddingValue();
  if (!padValue)
    return;
  if (lowest ? !isLowestConstant(padValue)
             : constantValue(padValue) != std::optional<double>(0.0))
    return;
  m.padding = {low[1], high[1], low[2], high[2]};
  m.ops.insert(m.ops.begin(), pad);
  input = pad.getSource();
  trimUnreadPadding(m, input, windowHW);
}

SmallVector<int64_t, 2> toVector(DenseIntElementsAttr attr) {
  return llvm::to_vector<2>(attr.getValues<int64_t>());
}

/// A linalg contraction on a zero accumulator, with its padding, bias and
/// clamp epilogue. A grouped convolution brings the expands of its input and
/// filter and the collapse of its result (GroupedConvolution).
std::optional<KernelMatch> matchContraction(linalg::LinalgOp op,
                                            StringRef kernel) {
  if (!hasFloatTensorResult(op) || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1 || !isZeroFill(op.getDpsInits()[0]))
    return std::nullopt;
  KernelMatch m;
  m.kernel = kernel;
  m.core = op;
  m.ops = {op};
  Value input = op.getDpsInputs()[0];
  Value filter = op.getDpsInputs()[1];
  m.result = op->getResult(0);
  m.padding = {0, 0, 0, 0};
  if (isa<linalg::Conv2DNhwgcGfhwcOp>(*op)) {
    std::optional<GroupedConvolution> grouped;
    if (op->hasOneUse() && op->user_begin()->getNumResults() == 1)
      grouped = matchGroupedConvolution(op->user_begin()->getResult(0));
    auto inputExpand = input.getDefiningOp<tensor::ExpandShapeOp>();
    SmallVector<ReassociationIndices> channelSplit = {{0}, {1}, {2}, {3, 4}};
    if (!grouped || !inputExpand || !inputExpand->hasOneUse() ||
        inputExpand.getReassociationIndices() != channelSplit ||
        !grouped->filter->hasOneUse())
      return std::nullopt;
    m.groups = grouped->groups;
    m.ops = {inputExpand, grouped->filter, op, grouped->collapse};
    input = inputExpand.getSrc();
    filter = grouped->filter.getSrc();
    m.result = grouped->collapse.getResult();
  }
  // `firstWindowDim`: where KH, KW sit in the filter ([F, KH, KW, C] or
  // [KH, KW, C]).
  auto geometry = [&](auto conv, unsigned firstWindowDim) {
    m.strides = toVector(conv.getStrides());
    m.dilations = toVector(conv.getDilations());
    auto filter = cast<ShapedType>(op.getDpsInputs()[1].getType());
    SmallVector<int64_t, 2> window;
    if (filter.hasRank() && filter.getRank() > firstWindowDim + 1)
      window = {filter.getDimSize(firstWindowDim),
                filter.getDimSize(firstWindowDim + 1)};
    absorbPad(m, input, /*lowest=*/false, window);
  };
  if (auto conv = dyn_cast<linalg::Conv2DNhwcFhwcOp>(*op))
    geometry(conv, 1);
  else if (auto conv = dyn_cast<linalg::DepthwiseConv2DNhwcHwcOp>(*op))
    geometry(conv, 0);
  else if (auto conv = dyn_cast<linalg::Conv2DNhwgcGfhwcOp>(*op))
    geometry(conv, 2);
  m.inputs = {input, filter};
  if (m.result.hasOneUse())
    if (auto generic = dyn_cast<linalg::GenericOp>(*m.result.user_begin()))
      if (std::optional<Epilogue> epilogue = matchEpilogue(generic, m.result)) {
        m.ops.push_back(generic);
        if (epilogue->bias) {
          m.inputs.push_back(epilogue->bias);
          m.hasBias = true;
        }
        m.lo = epilogue->lo;
        m.hi = epilogue->hi;
        m.result = generic.getResult(0);
      }
  fuseActivations(m);
  return m;
}

/// `lhs op rhs` on two tensors of the result's type, or with
/// `broadcastOk` (a generic that reads it through a broadcasting map, which
/// the caller checked) one of them smaller.
std::optional<KernelMatch> matchBinary(Operation *op, StringRef kernel,
                                       Value lhs, Value rhs,
                                       bool broadcastOk = false) {
  if (!hasFloatTensorResult(op))
    return std::nullopt;
  Type result = op->getResult(0).getType();
  if (!broadcastOk && (lhs.getType() != result || rhs.getType() != result))
    return std::nullopt;
  KernelMatch m;
  m.kernel = kernel;
  m.core = op;
  m.ops = {op};
  m.inputs = {lhs, rhs};
  m.result = op->getResult(0);
  fuseActivations(m);
  return m;
}

/// An all-parallel `linalg.generic` adding or multiplying two identity-mapped
/// tensors, or one and a smaller one it broadcasts (isBroadcastRead: the
/// squeeze-and-excitation product), optionally clamping the result by
/// constants.
std::optional<KernelMatch> matchElementwiseGeneric(linalg::GenericOp generic) {
  if (!isAllParallel(generic) || generic.getNumDpsInputs() != 2 ||
      generic.getNumDpsInits() != 1 || !hasFloatTensorResult(generic) ||
      !generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
           .isIdentity())
    return std::nullopt;
  auto resultType = cast<RankedTensorType>(generic.getResult(0).getType());
  Value broadcast;
  for (OpOperand *input : generic.getDpsInputOperands()) {
    AffineMap map = generic.getMatchingIndexingMap(input);
    if (map.isIdentity() && input->get().getType() == resultType)
      continue;
    auto type = dyn_cast<RankedTensorType>(input->get().getType());
    if (broadcast || !type || !isBroadcastRead(map, type, resultType))
      return std::nullopt;
    broadcast = input->get();
  }
  Block &body = generic.getRegion().front();
  std::optional<double> lo, hi;
  unsigned matched = 1; // the yield
  Value v = peelClamps(body.getTerminator()->getOperand(0), body, lo, hi,
                       matched);
  Operation *def = v ? v.getDefiningOp() : nullptr;
  if (!def || def->getBlock() != &body)
    return std::nullopt;
  StringRef kernel = isa<arith::AddFOp>(def)   ? "add"
                     : isa<arith::MulFOp>(def) ? "mul"
                                               : "";
  BlockArgument a = body.getArgument(0), b = body.getArgument(1);
  if (kernel.empty() ||
      !((def->getOperand(0) == a && def->getOperand(1) == b) ||
        (def->getOperand(0) == b && def->getOperand(1) == a)) ||
      !onlyMatchedAndConstants(body, matched + 1))
    return std::nullopt;
  // Broadcast operands: only a run-time one of a product (a constant one is
  // a per-channel scale, which the front end folds into weights or makes a
  // depthwise convolution).
  if (broadcast) {
    Operation *producer = broadcast.getDefiningOp();
    if (kernel != "mul" || (producer && isClonable(producer)))
      return std::nullopt;
  }
  // A layer norm's normalizing product, its factor broadcast here or before,
  // and its variance's square.
  if (kernel == "mul" &&
      classifyNormalizationProduct(generic) != NormalizationProduct::None)
    return std::nullopt;
  std::optional<KernelMatch> m =
      matchBinary(generic, kernel, generic.getDpsInputs()[0],
                  generic.getDpsInputs()[1], bool(broadcast));
  if (!m || !mergeBoundsInto(*m, lo, hi))
    return std::nullopt;
  return m;
}

/// An all-parallel `linalg.generic` computing the logistic function, the
/// hard swish or a GELU of one tensor (in any form classifyActivation names
/// a sigmoid, a hardswish or a GELU, its other inputs constants the region
/// can clone) or `math.tanh` of its only input: tflite-int8's `logistic`,
/// `hard_swish`, `gelu` and `tanh` kernels.
std::optional<KernelMatch> matchTableGeneric(linalg::GenericOp generic) {
  if (!isAllParallel(generic) || generic.getNumDpsInits() != 1 ||
      !hasFloatTensorResult(generic))
    return std::nullopt;
  Block &body = generic.getRegion().front();
  StringRef kernel;
  OpOperand *x = nullptr;
  std::optional<ActivationKind> activation = classifyActivation(generic);
  if (activation == ActivationKind::Sigmoid ||
      activation == ActivationKind::HardSwish ||
      activation == ActivationKind::Gelu ||
      activation == ActivationKind::GeluTanh) {
    kernel = activation == ActivationKind::Sigmoid     ? "logistic"
             : activation == ActivationKind::HardSwish ? "hard_swish"
                                                       : "gelu";
    x = activationOperand(generic);
    for (Value input : generic.getDpsInputs()) {
      Operation *def = input.getDefiningOp();
      if (input != x->get() && !(def && isClonable(def)))
        return std::nullopt;
    }
  } else if (generic.getNumDpsInputs() == 1 &&
             body.getOperations().size() == 2) {
    auto tanh =
        body.getTerminator()->getOperand(0).getDefiningOp<math::TanhOp>();
    if (tanh && tanh.getOperand() == body.getArgument(0))
      kernel = "tanh";
    x = generic.getDpsInputOperand(0);
  }
  if (kernel.empty() || x->get().getType() != generic.getResult(0).getType() ||
      !generic.getMatchingIndexingMap(x).isIdentity())
    return std::nullopt;
  KernelMatch m;
  m.kernel = kernel;
  m.core = generic;
  m.ops = {generic};
  m.inputs = {x->get()};
  m.result = generic.getResult(0);
  m.approximate = activation == ActivationKind::GeluTanh;
  return m;
}

/// Whether `generic` only copies its one input (through any indexing map:
/// torch-mlir's broadcast of a per-row value to the row's shape).
bool isCopy(linalg::GenericOp generic) {
  Block &body = generic.getRegion().front();
  return generic.getNumDpsInputs() == 1 && generic->getNumResults() == 1 &&
         body.getOperations().size() == 1 &&
         body.getTerminator()->getOperand(0) == body.getArgument(0);
}

/// Whether a user of `value` (through statistics, casts, reshapes,
/// transposes and copying generics) reduces it: a linalg op with a
/// reduction loop, or a TOSA sum. (torchvision's MaxViT, through today's
/// torch-mlir, transposes each of its partition attention's layer norm
/// squares before the sum.)
bool feedsReduction(Value value, unsigned depth = 0) {
  if (depth > 4)
    return false;
  for (Operation *user : value.getUsers()) {
    auto copy = dyn_cast<linalg::GenericOp>(user);
    if (isa<StatsOp, quant::QuantizeCastOp, quant::DequantizeCastOp,
            tensor::CollapseShapeOp, tensor::ExpandShapeOp, tosa::ReshapeOp,
            linalg::TransposeOp, tosa::TransposeOp>(user) ||
        (copy && isCopy(copy))) {
      // (On buffers a transpose or copy has no result to follow.)
      if (user->getNumResults() == 1 &&
          feedsReduction(user->getResult(0), depth + 1))
        return true;
      continue;
    }
    if (isa<tosa::ReduceSumOp>(user))
      return true;
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(user);
        linalgOp && linalgOp.getNumReductionLoops() > 0 &&
        !isa<linalg::ContractionOpInterface, linalg::ConvolutionOpInterface>(
            user))
      return true;
  }
  return false;
}

} // namespace

bool quantkit::isRunTimeNormalizer(Value value) {
  // Through reshapes, broadcasts and what calibration and import put on the
  // value.
  while (Operation *def = value.getDefiningOp()) {
    auto copy = dyn_cast<linalg::GenericOp>(def);
    if (!isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp, tosa::ReshapeOp,
             tosa::TileOp, linalg::BroadcastOp, StatsOp, quant::QuantizeCastOp,
             quant::DequantizeCastOp>(def) &&
        !(copy && isCopy(copy)))
      break;
    value = def->getOperand(0);
  }
  if (value.getDefiningOp<tosa::RsqrtOp>())
    return true;
  auto generic = value.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic->getNumResults() != 1)
    return false;
  Block &body = generic.getRegion().front();
  Operation *yielded = body.getTerminator()->getOperand(0).getDefiningOp();
  if (!yielded || yielded->getBlock() != &body)
    return false;
  if (isa<math::RsqrtOp>(yielded))
    return true;
  auto div = dyn_cast<arith::DivFOp>(yielded);
  return div && div.getRhs().getDefiningOp<math::SqrtOp>();
}

NormalizationProduct quantkit::classifyNormalizationProduct(Operation *op) {
  if (op->getNumOperands() < 2 || op->getNumResults() != 1)
    return NormalizationProduct::None;
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  if (auto generic = dyn_cast<linalg::GenericOp>(op)) {
    if (generic.getNumDpsInputs() != 2)
      return NormalizationProduct::None;
    lhs = generic.getDpsInputs()[0];
    rhs = generic.getDpsInputs()[1];
  }
  if (isRunTimeNormalizer(lhs) || isRunTimeNormalizer(rhs))
    return NormalizationProduct::Scaling;
  if (lhs == rhs && feedsReduction(op->getResult(0)))
    return NormalizationProduct::VarianceSquare;
  return NormalizationProduct::None;
}

bool quantkit::isBroadcastRead(AffineMap map, RankedTensorType operand,
                               RankedTensorType result) {
  if (!operand.hasStaticShape() || !result.hasStaticShape() ||
      map.getNumDims() != result.getRank() ||
      map.getNumResults() != operand.getRank() || map.getNumSymbols() != 0 ||
      operand.getElementType() != result.getElementType())
    return false;
  llvm::SmallBitVector seen(result.getRank());
  for (auto [k, expr] : llvm::enumerate(map.getResults())) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
      unsigned j = dim.getPosition();
      if (seen.test(j) || operand.getDimSize(k) != result.getDimSize(j))
        return false;
      seen.set(j);
      continue;
    }
    auto constant = dyn_cast<AffineConstantExpr>(expr);
    if (!constant || constant.getValue() != 0 || operand.getDimSize(k) != 1)
      return false;
  }
  return true;
}

AffineMap quantkit::broadcastReadMap(Operation *core, Value input) {
  auto result = dyn_cast<RankedTensorType>(core->getResult(0).getType());
  auto operand = dyn_cast<RankedTensorType>(input.getType());
  if (!result || !operand || operand == result)
    return AffineMap();
  AffineMap map;
  if (auto generic = dyn_cast<linalg::GenericOp>(core)) {
    for (OpOperand *use : generic.getDpsInputOperands())
      if (use->get() == input)
        map = generic.getMatchingIndexingMap(use);
  } else if (isa<tosa::MulOp>(core) && operand.getRank() == result.getRank()) {
    // TOSA broadcasts the size-1 dimensions of an operand of equal rank.
    SmallVector<AffineExpr> exprs;
    MLIRContext *context = core->getContext();
    for (int64_t j = 0; j < result.getRank(); ++j)
      exprs.push_back(operand.getDimSize(j) == result.getDimSize(j)
                          ? getAffineDimExpr(j, context)
                          : getAffineConstantExpr(0, context));
    map = AffineMap::get(result.getRank(), 0, exprs, context);
  }
  if (!map || !isBroadcastRead(map, operand, result))
    return AffineMap();
  return map;
}

std::optional<Epilogue>
quantkit::matchEpilogue(linalg::GenericOp generic, Value acc) {
  if (generic.getNumDpsInits() != 1 || !isAllParallel(generic) ||
      generic.getNumResults() != 1)
    return std::nullopt;
  auto accType = dyn_cast<RankedTensorType>(acc.getType());
  if (!accType || generic.getResult(0).getType() != accType)
    return std::nullopt;
  unsigned rank = accType.getRank();
  Block &body = generic.getRegion().front();
  Epilogue epilogue;
  BlockArgument accArg, biasArg;
  for (OpOperand *in : generic.getDpsInputOperands()) {
    AffineMap map = generic.getMatchingIndexingMap(in);
    BlockArgument arg = generic.getMatchingBlockArgument(in);
    if (in->get() == acc && map.isIdentity() && !accArg) {
      accArg = arg;
      continue;
    }
    auto type = dyn_cast<RankedTensorType>(in->get().getType());
    if (!type || type.getRank() != 1 || biasArg || map.getNumResults() != 1 ||
        map.getResult(0) != getAffineDimExpr(rank - 1, map.getContext()))
      return std::nullopt;
    biasArg = arg;
    epilogue.bias = in->get();
  }
  if (!accArg ||
      !generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
           .isIdentity())
    return std::nullopt;
  // Walk back from the yield: clamps, then the bias addition.
  unsigned matched = 1; // the yield
  Value v = peelClamps(body.getTerminator()->getOperand(0), body, epilogue.lo,
                       epilogue.hi, matched);
  if (!v)
    return std::nullopt;
  if (biasArg) {
    auto add = v.getDefiningOp<arith::AddFOp>();
    if (!add || add->getBlock() != &body)
      return std::nullopt;
    if (!((add.getLhs() == accArg && add.getRhs() == biasArg) ||
          (add.getLhs() == biasArg && add.getRhs() == accArg)))
      return std::nullopt;
    ++matched;
  } else if (v != accArg) {
    return std::nullopt;
  }
  // Constants inside the body are fine; anything else is not an epilogue.
  if (!onlyMatchedAndConstants(body, matched))
    return std::nullopt;
  return epilogue;
}

bool quantkit::isZeroFill(Value value) {
  auto fill = value.getDefiningOp<linalg::FillOp>();
  if (!fill)
    return false;
  std::optional<double> v = constantValue(fill.getInputs()[0]);
  return v && *v == 0.0;
}

bool quantkit::isClonable(Operation *op) {
  if (!op)
    return false;
  if (op->hasTrait<OpTrait::ConstantLike>())
    return true;
  if (auto empty = dyn_cast<tensor::EmptyOp>(op))
    return empty.getType().hasStaticShape();
  if (auto fill = dyn_cast<linalg::FillOp>(op))
    return llvm::all_of(fill->getOperands(), [](Value v) {
      return isClonable(v.getDefiningOp());
    });
  return false;
}

namespace {

/// How a grouped convolution's layout splits the input's and the result's
/// channel dimension into (group, channel), and which dimension of the
/// collapsed result is the channel.
struct GroupedLayout {
  SmallVector<ReassociationIndices> activation;
  unsigned channel;
};

std::optional<GroupedLayout> groupedLayout(Operation *op) {
  if (isa<linalg::Conv2DNgchwGfchwOp>(op))
    return GroupedLayout{{{0}, {1, 2}, {3}, {4}}, 1};
  if (isa<linalg::Conv2DNhwgcGfhwcOp>(op))
    return GroupedLayout{{{0}, {1}, {2}, {3, 4}}, 3};
  return std::nullopt;
}

/// The filter's rows split into (group, output channel), either layout.
SmallVector<ReassociationIndices> filterRows() {
  return {{0, 1}, {2}, {3}, {4}};
}

} // namespace

std::optional<GroupedConvolution>
quantkit::matchGroupedConvolution(Value result) {
  auto collapse = result.getDefiningOp<tensor::CollapseShapeOp>();
  if (!collapse)
    return std::nullopt;
  Operation *conv = collapse.getSrc().getDefiningOp();
  std::optional<GroupedLayout> layout =
      conv ? groupedLayout(conv) : std::nullopt;
  if (!layout || !conv->hasOneUse() ||
      collapse.getReassociationIndices() != layout->activation)
    return std::nullopt;
  auto linalgOp = cast<linalg::LinalgOp>(conv);
  if (linalgOp.getNumDpsInputs() != 2 || linalgOp.getNumDpsInits() != 1)
    return std::nullopt;
  auto filter =
      linalgOp.getDpsInputs()[1].getDefiningOp<tensor::ExpandShapeOp>();
  if (!filter || filter.getReassociationIndices() != filterRows() ||
      !filter.getResultType().hasStaticShape())
    return std::nullopt;
  return GroupedConvolution{linalgOp, collapse, filter, layout->channel,
                            filter.getResultType().getDimSize(0)};
}

bool quantkit::isGroupedFilterExpand(tensor::ExpandShapeOp expand) {
  if (expand.getReassociationIndices() != filterRows())
    return false;
  return !expand->use_empty() &&
         llvm::all_of(expand->getUses(), [](OpOperand &use) {
           return groupedLayout(use.getOwner()) && use.getOperandNumber() == 1;
         });
}

namespace {

/// The kernel of the linalg pooling `pool` over `window`, ending at
/// `result`: its geometry, no padding yet, no ports yet.
template <typename PoolOp>
KernelMatch poolingMatch(PoolOp pool, StringRef kernel, RankedTensorType window,
                         Value result) {
  KernelMatch m;
  m.kernel = kernel;
  m.core = pool;
  m.ops = {pool};
  m.result = result;
  m.window = llvm::to_vector<2>(window.getShape());
  m.strides = toVector(pool.getStrides());
  m.dilations = toVector(pool.getDilations());
  m.padding = {0, 0, 0, 0};
  return m;
}

/// `linalg.pooling_nhwc_max` from a lowest-float accumulator, with the
/// lowest-float padding before it.
std::optional<KernelMatch> matchMaxPool(linalg::PoolingNhwcMaxOp pool) {
  auto window = dyn_cast<RankedTensorType>(pool.getInputs()[1].getType());
  auto init = pool.getOutputs()[0].getDefiningOp<linalg::FillOp>();
  if (!hasFloatTensorResult(pool) || !window || !window.hasStaticShape() ||
      !init || !isLowestConstant(init.getInputs()[0]))
    return std::nullopt;
  KernelMatch m = poolingMatch(pool, "max_pool2d", window, pool.getResult(0));
  Value input = pool.getInputs()[0];
  absorbPad(m, input, /*lowest=*/true, m.window);
  m.inputs = {input};
  return m;
}

/// The integer `value` of a generic's body at the loop position `indices`:
/// computed from `linalg.index`, constants, casts and integer arithmetic
/// (`addi`, `subi`, `muli`, `minsi`, `maxsi`), else none.
std::optional<int64_t> integerAt(Value value, ArrayRef<int64_t> indices,
                                 unsigned depth = 0) {
  if (depth > 32)
    return std::nullopt;
  IntegerAttr attr;
  if (matchPattern(value, m_Constant(&attr)))
    return attr.getValue().getSignificantBits() <= 32
               ? std::optional<int64_t>(attr.getValue().getSExtValue())
               : std::nullopt;
  Operation *op = value.getDefiningOp();
  if (!op)
    return std::nullopt;
  if (auto index = dyn_cast<linalg::IndexOp>(op))
    return index.getDim() < indices.size()
               ? std::optional<int64_t>(indices[index.getDim()])
               : std::nullopt;
  if (isa<arith::IndexCastOp, arith::ExtSIOp, arith::TruncIOp>(op))
    return integerAt(op->getOperand(0), indices, depth + 1);
  if (!isa<arith::AddIOp, arith::SubIOp, arith::MulIOp, arith::MinSIOp,
           arith::MaxSIOp>(op))
    return std::nullopt;
  std::optional<int64_t> a = integerAt(op->getOperand(0), indices, depth + 1);
  std::optional<int64_t> b = integerAt(op->getOperand(1), indices, depth + 1);
  // Operands of at most 32 bits (positions and sizes): no overflow below.
  if (!a || !b || std::abs(*a) > (1 << 30) || std::abs(*b) > (1 << 30))
    return std::nullopt;
  return TypeSwitch<Operation *, int64_t>(op)
      .Case([&](arith::AddIOp) { return *a + *b; })
      .Case([&](arith::SubIOp) { return *a - *b; })
      .Case([&](arith::MulIOp) { return *a * *b; })
      .Case([&](arith::MinSIOp) { return std::min(*a, *b); })
      .Default([&](Operation *) { return std::max(*a, *b); });
}

/// Whether `divisor`, in the body of a generic over the NHWC result of
/// `pool`, is at every output position the number of window elements that
/// fall inside the input before its `padding` ([top, bottom, left, right]):
/// torch-mlir's average pooling with `count_include_pad=False`, which
/// computes that count from `linalg.index`.
bool countsRealElements(linalg::PoolingNhwcSumOp pool, Value divisor,
                        ArrayRef<int64_t> padding, ArrayRef<int64_t> window,
                        ArrayRef<int64_t> strides, RankedTensorType input) {
  auto cast = divisor.getDefiningOp<arith::SIToFPOp>();
  auto result = dyn_cast<RankedTensorType>(pool.getResult(0).getType());
  if (!cast || !result || !result.hasStaticShape() || !input.hasStaticShape() ||
      result.getNumElements() > (1 << 16) ||
      llvm::any_of(toVector(pool.getDilations()),
                   [](int64_t d) { return d != 1; }))
    return false;
  auto inside = [](int64_t out, int64_t stride, int64_t k, int64_t before,
                   int64_t size) {
    int64_t first = out * stride - before;
    return std::max<int64_t>(0, std::min(first + k, size) -
                                    std::max<int64_t>(first, 0));
  };
  // Batch and channel at both ends: the count depends on H and W alone.
  for (int64_t n : {int64_t(0), result.getDimSize(0) - 1})
    for (int64_t c : {int64_t(0), result.getDimSize(3) - 1})
      for (int64_t h = 0; h < result.getDimSize(1); ++h)
        for (int64_t w = 0; w < result.getDimSize(2); ++w) {
          std::optional<int64_t> count = integerAt(cast.getIn(), {n, h, w, c});
          int64_t expected =
              inside(h, strides[0], window[0], padding[0],
                     input.getDimSize(1)) *
              inside(w, strides[1], window[1], padding[2], input.getDimSize(2));
          if (count != std::optional<int64_t>(expected))
            return false;
        }
  return true;
}

/// `linalg.pooling_nhwc_sum` from a zero accumulator, then an all-parallel
/// `linalg.generic` dividing by the window size (`divf` by `n` or `mulf` by
/// `1/n`): the average over unpadded windows. Or, the zero padding before
/// the pooling absorbed, dividing by the number of each window's elements
/// inside the unpadded input (countsRealElements): the average over each
/// window's real elements, which is what `quantkit.avg_pool2d` computes
/// with padding.
std::optional<KernelMatch> matchAvgPool(linalg::PoolingNhwcSumOp pool) {
  auto window = dyn_cast<RankedTensorType>(pool.getInputs()[1].getType());
  if (!hasFloatTensorResult(pool) || !window || !window.hasStaticShape() ||
      !isZeroFill(pool.getOutputs()[0]) || !pool->hasOneUse())
    return std::nullopt;
  Value sum = pool.getResult(0);
  auto divide = dyn_cast<linalg::GenericOp>(*sum.user_begin());
  if (!divide || !isAllParallel(divide) || divide.getNumDpsInputs() != 1 ||
      divide.getNumDpsInits() != 1 || divide.getDpsInputs()[0] != sum ||
      divide.getResult(0).getType() != sum.getType() ||
      !llvm::all_of(divide.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return std::nullopt;
  Block &body = divide.getRegion().front();
  Operation *def = body.getTerminator()->getOperand(0).getDefiningOp();
  if (!def || def->getBlock() != &body)
    return std::nullopt;
  BlockArgument arg = body.getArgument(0);
  KernelMatch m = poolingMatch(pool, "avg_pool2d", window, divide.getResult(0));
  m.ops.push_back(divide);
  Value input = pool.getInputs()[0];
  if (isa<arith::DivFOp>(def) && def->getOperand(0) == arg &&
      !onlyMatchedAndConstants(body, 2)) {
    // Padding excluded from the count.
    absorbPad(m, input, /*lowest=*/false, m.window);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type || type.getRank() != 4 ||
        !countsRealElements(pool, def->getOperand(1), m.padding, m.window,
                            m.strides, type))
      return std::nullopt;
    m.inputs = {input};
    return m;
  }
  if (!onlyMatchedAndConstants(body, 2))
    return std::nullopt;
  double n = static_cast<double>(window.getNumElements());
  auto near = [](std::optional<double> v, double expected) {
    return v && std::abs(*v - expected) <= 1e-6 * std::abs(expected);
  };
  bool isAverage = false;
  if (isa<arith::DivFOp>(def))
    isAverage = def->getOperand(0) == arg &&
                near(constantValue(def->getOperand(1)), n);
  else if (isa<arith::MulFOp>(def))
    isAverage = (def->getOperand(0) == arg &&
                 near(constantValue(def->getOperand(1)), 1.0 / n)) ||
                (def->getOperand(1) == arg &&
                 near(constantValue(def->getOperand(0)), 1.0 / n));
  if (!isAverage)
    return std::nullopt;
  m.inputs = {input};
  return m;
}

/// A TOSA op as a kernel with `inputs` as ports (float results, zero
/// points all zero).
/// Whether the TOSA add or mul `op` broadcasts one of its two operands: the
/// add and mul kernels (quantkit.add, quantkit.mul) take operands of the
/// result's shape.
bool broadcastsOperand(Operation *op) {
  Type result = op->getResult(0).getType();
  return op->getOperand(0).getType() != result ||
         op->getOperand(1).getType() != result;
}

/// The float operand of a two-operand op that is not a constant splat of
/// `expected` (to single precision: 1/6 is written rounded), where the other
/// one is. Null otherwise.
Value otherThanSplat(Operation *op, double expected) {
  auto isExpected = [&](Value v) {
    std::optional<double> c = constantValue(v);
    return c && std::abs(*c - expected) <= 1e-6 * std::abs(expected);
  };
  if (isExpected(op->getOperand(1)) && !isExpected(op->getOperand(0)))
    return op->getOperand(0);
  if (isExpected(op->getOperand(0)) && !isExpected(op->getOperand(1)))
    return op->getOperand(1);
  return {};
}

/// Where `value` is `clamp(x + 3, 0, 6)` in TOSA ops of the result's type
/// (`tosa.add` of a splat 3, `tosa.clamp`), each used once: x, and the two
/// ops in `ops`. Null otherwise.
Value relu6OfXPlus3(Value value, SmallVectorImpl<Operation *> &ops) {
  auto clamp = value.getDefiningOp<tosa::ClampOp>();
  if (!clamp || !clamp->hasOneUse())
    return {};
  auto lo = dyn_cast<FloatAttr>(clamp.getMinValAttr());
  auto hi = dyn_cast<FloatAttr>(clamp.getMaxValAttr());
  auto add = clamp.getInput().getDefiningOp<tosa::AddOp>();
  if (!lo || !hi || lo.getValueAsDouble() != 0.0 ||
      hi.getValueAsDouble() != 6.0 || !add || !add->hasOneUse() ||
      add.getType() != clamp.getType())
    return {};
  Value x = otherThanSplat(add, 3.0);
  if (!x || x.getType() != add.getType())
    return {};
  ops.append({add, clamp});
  return x;
}

/// TOSA's hardswish as torch-mlir writes it: `x * clamp(x + 3, 0, 6)`
/// times a splat 1/6, or `x` times `clamp(x + 3, 0, 6) * (1/6)`, every
/// intermediate used once, `final` the last `tosa.mul`.
std::optional<KernelMatch> matchTosaHardSwishAt(tosa::MulOp final) {
  if (!hasFloatTensorResult(final) || !isZeroConstant(final.getShift()))
    return std::nullopt;
  SmallVector<Operation *> ops;
  Value x;
  auto productWithX = [&](tosa::MulOp mul) -> Value {
    for (int i = 0; i < 2; ++i) {
      SmallVector<Operation *> steps;
      Value candidate = mul->getOperand(i);
      Value relu6 = mul->getOperand(1 - i);
      if (candidate.getType() == mul.getType() &&
          relu6OfXPlus3(relu6, steps) == candidate) {
        ops.append(steps);
        return candidate;
      }
    }
    return {};
  };
  if (Value product = otherThanSplat(final, 1.0 / 6.0)) {
    // (x * relu6(x + 3)) * 1/6.
    auto mul = product.getDefiningOp<tosa::MulOp>();
    if (!mul || !mul->hasOneUse() || !isZeroConstant(mul.getShift()) ||
        mul.getType() != final.getType() || !(x = productWithX(mul)))
      return std::nullopt;
    ops.push_back(mul);
  } else {
    // x * (relu6(x + 3) * 1/6).
    for (int i = 0; i < 2 && !x; ++i) {
      auto sixth = final->getOperand(1 - i).getDefiningOp<tosa::MulOp>();
      Value candidate = final->getOperand(i);
      if (!sixth || !sixth->hasOneUse() || !isZeroConstant(sixth.getShift()) ||
          sixth.getType() != final.getType() ||
          candidate.getType() != final.getType())
        continue;
      SmallVector<Operation *> steps;
      Value relu6 = otherThanSplat(sixth, 1.0 / 6.0);
      if (relu6 && relu6OfXPlus3(relu6, steps) == candidate) {
        ops.append(steps);
        ops.push_back(sixth);
        x = candidate;
      }
    }
    if (!x)
      return std::nullopt;
  }
  ops.push_back(final);
  KernelMatch m;
  m.kernel = "hard_swish";
  m.core = final;
  m.ops = std::move(ops);
  m.inputs = {x};
  m.result = final.getResult();
  return m;
}

/// A GELU in TOSA ops (torch-to-tosa: `x * (0.5 * (erf(x * (1 / sqrt(2))) +
/// 1))`), `final` its last op, `x` any value it reads, every op between
/// used inside it only (classifyTosaGelu).
std::optional<KernelMatch> matchTosaGeluAt(Operation *final) {
  if (!hasFloatTensorResult(final) || final->getNumResults() != 1)
    return std::nullopt;
  // x is one of the values the ops before `final` read: tried nearest
  // first.
  SmallVector<Value> candidates;
  llvm::SetVector<Operation *> seen;
  SmallVector<Operation *> worklist = {final};
  while (!worklist.empty() && seen.size() < 24) {
    Operation *op = worklist.pop_back_val();
    if (!seen.insert(op))
      continue;
    for (Value operand : op->getOperands()) {
      if (!isa<RankedTensorType>(operand.getType()) ||
          llvm::is_contained(candidates, operand))
        continue;
      candidates.push_back(operand);
      if (Operation *def = operand.getDefiningOp();
          def && def->hasOneUse() && def->getNumResults() == 1)
        worklist.push_back(def);
    }
  }
  for (Value x : candidates) {
    SmallVector<Operation *> ops;
    std::optional<ActivationKind> kind =
        classifyTosaGelu(final->getResult(0), x, ops);
    if (!kind)
      continue;
    // Every op between x and the result is the kernel's alone.
    bool inside = llvm::all_of(ops, [&](Operation *op) {
      return op->getResult(0).getType() == x.getType() &&
             (op == final || llvm::all_of(op->getUsers(), [&](Operation *u) {
                return llvm::is_contained(ops, u);
              }));
    });
    if (!inside)
      continue;
    llvm::sort(
        ops, [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
    if (llvm::any_of(ops, [&](Operation *op) {
          return op->getBlock() != final->getBlock();
        }))
      continue;
    KernelMatch m;
    m.kernel = "gelu";
    m.core = final;
    m.ops = std::move(ops);
    m.inputs = {x};
    m.result = final->getResult(0);
    m.approximate = *kind == ActivationKind::GeluTanh;
    return m;
  }
  return std::nullopt;
}

/// The TOSA GELU `op` belongs to: as its last op, or as one whose users
/// lead, one use each, to the last.
std::optional<KernelMatch> matchTosaGelu(Operation *op) {
  Operation *final = op;
  for (int step = 0; final && step < 8; ++step) {
    if (std::optional<KernelMatch> m = matchTosaGeluAt(final);
        m && llvm::is_contained(m->ops, op))
      return m;
    final = final->hasOneUse() ? *final->user_begin() : nullptr;
  }
  return std::nullopt;
}

/// The TOSA hardswish `mul` belongs to: as its last product, or as the
/// inner one whose only user is the last.
std::optional<KernelMatch> matchTosaHardSwish(tosa::MulOp mul) {
  if (std::optional<KernelMatch> m = matchTosaHardSwishAt(mul))
    return m;
  if (!mul->hasOneUse())
    return std::nullopt;
  auto user = dyn_cast<tosa::MulOp>(*mul->user_begin());
  return user ? matchTosaHardSwishAt(user) : std::nullopt;
}

std::optional<KernelMatch> matchTosa(Operation *op, StringRef kernel,
                                     ValueRange inputs, ValueRange zeroPoints,
                                     bool activations) {
  if (!hasFloatTensorResult(op) || !llvm::all_of(zeroPoints, isZeroConstant))
    return std::nullopt;
  KernelMatch m;
  m.kernel = kernel;
  m.core = op;
  m.ops = {op};
  m.inputs = llvm::to_vector(inputs);
  m.result = op->getResult(0);
  if (activations)
    fuseActivations(m);
  return m;
}

/// After a TOSA contraction, a `tosa.add` of a `tosa.reshape` of a rank-1
/// bias [N] to [1, ..., 1, N] of the result's rank (a fully connected layer
/// in TOSA, or a convolution whose own bias operand is zero): extends `m` by
/// the reshape and the add and returns the rank-1 bias; null where the
/// result does not flow into such an addition alone.
Value absorbTosaBiasAddition(KernelMatch &m) {
  if (!m.result.hasOneUse())
    return {};
  auto add = dyn_cast<tosa::AddOp>(*m.result.user_begin());
  if (!add || add.getType() != m.result.getType())
    return {};
  Value other =
      add.getInput1() == m.result ? add.getInput2() : add.getInput1();
  auto reshape = other.getDefiningOp<tosa::ReshapeOp>();
  auto resultType = cast<RankedTensorType>(m.result.getType());
  if (!reshape || !reshape->hasOneUse() || other == m.result)
    return {};
  auto biasType = dyn_cast<RankedTensorType>(reshape.getInput1().getType());
  auto shapedType = dyn_cast<RankedTensorType>(reshape.getType());
  int64_t n = resultType.getShape().back();
  if (!biasType || !shapedType || biasType.getRank() != 1 ||
      biasType.getDimSize(0) != n ||
      shapedType.getRank() != resultType.getRank() ||
      shapedType.getShape().back() != n ||
      !llvm::all_of(shapedType.getShape().drop_back(),
                    [](int64_t d) { return d == 1; }))
    return {};
  m.ops.push_back(reshape);
  m.ops.push_back(add);
  m.result = add.getResult();
  return reshape.getInput1();
}

/// A TOSA convolution (its bias the third port): where that bias is a zero
/// constant and a bias addition follows (absorbTosaBiasAddition), the added
/// bias is the port instead. Then the activations.
void completeTosaConvolution(KernelMatch &m, Value ownBias) {
  m.hasBias = true;
  if (isZeroConstant(ownBias))
    if (Value bias = absorbTosaBiasAddition(m))
      m.inputs.back() = bias;
  fuseActivations(m);
}

/// True where `op` (a `tosa.add` or the `tosa.reshape` of its bias) is the
/// bias addition of the TOSA contraction whose result it reads.
bool isTosaBiasAddition(Operation *op) {
  auto add = dyn_cast<tosa::AddOp>(op);
  if (auto reshape = dyn_cast<tosa::ReshapeOp>(op))
    if (reshape->hasOneUse())
      add = dyn_cast<tosa::AddOp>(*reshape->user_begin());
  if (!add)
    return false;
  for (Value operand : add->getOperands())
    if (Operation *def = operand.getDefiningOp();
        def && isa<tosa::MatMulOp, tosa::Conv2DOp, tosa::DepthwiseConv2DOp>(def))
      if (std::optional<KernelMatch> m = matchKernel(def);
          m && llvm::is_contained(m->ops, op))
        return true;
  return false;
}

/// A float `tosa.resize` with constant scale, offset and border: `resize`.
std::optional<KernelMatch> matchTosaResize(tosa::ResizeOp resize) {
  SmallVector<int64_t> scale, offset, border;
  auto constant = [](Value shape, SmallVector<int64_t> &values, size_t size) {
    Operation *def = shape.getDefiningOp();
    return def && tosa::getConstShapeValues(def, values) &&
           values.size() == size;
  };
  if (!constant(resize.getScale(), scale, 4) ||
      !constant(resize.getOffset(), offset, 2) ||
      !constant(resize.getBorder(), border, 2))
    return std::nullopt;
  std::optional<KernelMatch> m =
      matchTosa(resize, "resize", resize.getInput(), {}, false);
  if (m) {
    // The ratio reduced along each axis (TOSA takes it unreduced): the
    // same coordinates and output size.
    for (int axis = 0; axis < 2; ++axis) {
      int64_t divisor = std::gcd(std::gcd(scale[2 * axis], scale[2 * axis + 1]),
                                 std::gcd(offset[axis], border[axis]));
      if (divisor <= 1)
        continue;
      scale[2 * axis] /= divisor;
      scale[2 * axis + 1] /= divisor;
      offset[axis] /= divisor;
      border[axis] /= divisor;
    }
    m->resizeScale.assign(scale);
    m->resizeOffset.assign(offset);
    m->resizeBorder.assign(border);
    m->bilinear = resize.getMode() == tosa::ResizeMode::BILINEAR;
  }
  return m;
}

template <typename PoolOp>
std::optional<KernelMatch> matchTosaPool(PoolOp pool, StringRef kernel,
                                         ValueRange zeroPoints) {
  std::optional<KernelMatch> m = matchTosa(pool, kernel, pool.getInput(),
                                           zeroPoints, /*activations=*/false);
  if (m) {
    m->window = llvm::to_vector<2>(pool.getKernel());
    m->strides = llvm::to_vector<2>(pool.getStride());
    m->dilations = {1, 1};
    m->padding = llvm::to_vector<4>(pool.getPad());
  }
  return m;
}

} // namespace

std::optional<KernelMatch> quantkit::matchKernel(Operation *op) {
  using Match = std::optional<KernelMatch>;
  // Every kernel computes one tensor; a linalg op on buffers has no result.
  if (op->getNumResults() != 1)
    return std::nullopt;
  return TypeSwitch<Operation *, Match>(op)
      .Case([](linalg::MatmulOp c) -> Match {
        if (c.hasUserDefinedMaps())
          return std::nullopt;
        return matchContraction(c, "matmul");
      })
      .Case([](linalg::BatchMatmulOp c) -> Match {
        if (c.hasUserDefinedMaps())
          return std::nullopt;
        return matchContraction(c, "matmul");
      })
      .Case([](linalg::Conv2DNhwcFhwcOp c) {
        return matchContraction(c, "conv2d");
      })
      .Case([](linalg::DepthwiseConv2DNhwcHwcOp c) {
        return matchContraction(c, "depthwise_conv2d");
      })
      .Case([](linalg::Conv2DNhwgcGfhwcOp c) {
        return matchContraction(c, "conv2d");
      })
      .Case([](linalg::PoolingNhwcMaxOp c) { return matchMaxPool(c); })
      .Case([](linalg::PoolingNhwcSumOp c) { return matchAvgPool(c); })
      .Case([](linalg::AddOp c) -> Match {
        if (c.getInputs().size() != 2)
          return std::nullopt;
        return matchBinary(c, "add", c.getInputs()[0], c.getInputs()[1]);
      })
      .Case([](linalg::MulOp c) -> Match {
        if (c.getInputs().size() != 2)
          return std::nullopt;
        return matchBinary(c, "mul", c.getInputs()[0], c.getInputs()[1]);
      })
      .Case([](linalg::GenericOp c) -> Match {
        if (Match m = matchSoftmax(c))
          return m;
        if (Match m = matchElementwiseGeneric(c))
          return m;
        return matchTableGeneric(c);
      })
      .Case([](arith::AddFOp c) {
        return matchBinary(c, "add", c.getLhs(), c.getRhs());
      })
      .Case([](arith::MulFOp c) {
        return matchBinary(c, "mul", c.getLhs(), c.getRhs());
      })
      .Case([](tosa::Conv2DOp c) -> Match {
        Match m = matchTosa(c, "conv2d", {c.getInput(), c.getWeight(),
                                          c.getBias()},
                            {c.getInputZp(), c.getWeightZp()}, false);
        if (m) {
          m->strides = llvm::to_vector<2>(c.getStride());
          m->dilations = llvm::to_vector<2>(c.getDilation());
          m->padding = llvm::to_vector<4>(c.getPad());
          completeTosaConvolution(*m, c.getBias());
        }
        return m;
      })
      .Case([](tosa::DepthwiseConv2DOp c) -> Match {
        // The port is the [KH, KW, C] weight the target's kernel describes
        // (per axis on its last axis), expanded to TOSA's [KH, KW, C, 1].
        auto expand = c.getWeight().getDefiningOp<tensor::ExpandShapeOp>();
        if (!expand || !expand->hasOneUse() ||
            expand.getSrcType().getRank() != 3 ||
            expand.getResultType().getRank() != 4 ||
            expand.getResultType().getDimSize(3) != 1 ||
            expand.getReassociationIndices() !=
                SmallVector<ReassociationIndices>{{0}, {1}, {2, 3}})
          return std::nullopt;
        Match m = matchTosa(c, "depthwise_conv2d",
                            {c.getInput(), expand.getSrc(), c.getBias()},
                            {c.getInputZp(), c.getWeightZp()}, false);
        if (m) {
          m->ops.insert(m->ops.begin(), expand);
          m->strides = llvm::to_vector<2>(c.getStride());
          m->dilations = llvm::to_vector<2>(c.getDilation());
          m->padding = llvm::to_vector<4>(c.getPad());
          completeTosaConvolution(*m, c.getBias());
        }
        return m;
      })
      .Case([](tosa::MatMulOp c) -> Match {
        Match m = matchTosa(c, "matmul", {c.getA(), c.getB()},
                            {c.getAZp(), c.getBZp()}, false);
        if (!m)
          return m;
        if (Value bias = absorbTosaBiasAddition(*m)) {
          m->inputs.push_back(bias);
          m->hasBias = true;
        }
        fuseActivations(*m);
        return m;
      })
      .Case([](tosa::AddOp c) -> Match {
        // A bias addition belongs to its contraction.
        if (isTosaBiasAddition(c))
          return std::nullopt;
        if (Match m = matchTosaGelu(c))
          return m;
        if (broadcastsOperand(c))
          return std::nullopt;
        return matchTosa(c, "add", {c.getInput1(), c.getInput2()}, {}, true);
      })
      .Case([](tosa::MulOp c) -> Match {
        if (Match m = matchSoftmax(c))
          return m;
        if (Match m = matchTosaHardSwish(c))
          return m;
        if (Match m = matchTosaGelu(c))
          return m;
        // A product may broadcast one run-time operand (TOSA's
        // squeeze-and-excitation product), not a constant one.
        if (broadcastsOperand(c)) {
          Value small = c.getInput1().getType() == c.getType() ? c.getInput2()
                                                               : c.getInput1();
          Value other = small == c.getInput1() ? c.getInput2() : c.getInput1();
          Operation *producer = small.getDefiningOp();
          if (other.getType() != c.getType() || !broadcastReadMap(c, small) ||
              (producer && isClonable(producer)))
            return std::nullopt;
        }
        if (classifyNormalizationProduct(c) != NormalizationProduct::None)
          return std::nullopt;
        return matchTosa(c, "mul", {c.getInput1(), c.getInput2()},
                         c.getShift(), true);
      })
      .Case([](tosa::MaxPool2dOp c) {
        return matchTosaPool(c, "max_pool2d", {});
      })
      .Case([](tosa::AvgPool2dOp c) {
        return matchTosaPool(c, "avg_pool2d",
                             {c.getInputZp(), c.getOutputZp()});
      })
      .Case([](tosa::ResizeOp c) { return matchTosaResize(c); })
      .Case([](tosa::ReshapeOp c) -> Match {
        // A bias reshaped for its addition belongs to the contraction.
        if (isTosaBiasAddition(c))
          return std::nullopt;
        return matchTosa(c, "reshape", c.getInput1(), {}, false);
      })
      .Case([](tosa::TransposeOp c) {
        return matchTosa(c, "transpose", c.getInput1(), {}, false);
      })
      .Case([](tosa::ConcatOp c) {
        return matchTosa(c, "concat", c.getInput1(), {}, false);
      })
      .Case([](tensor::ConcatOp c) {
        return matchTosa(c, "concat", c.getInputs(), {}, false);
      })
      .Case([](tosa::SelectOp c) { return matchSoftmax(c); })
      .Case([](tosa::SigmoidOp c) {
        return matchTosa(c, "logistic", c.getInput(), {}, false);
      })
      .Case([](tosa::TanhOp c) -> Match {
        // The tanh of a GELU belongs to it.
        if (Match m = matchTosaGelu(c))
          return m;
        return matchTosa(c, "tanh", c.getInput(), {}, false);
      })
      .Default([](Operation *) { return std::nullopt; });
}

namespace {

/// The TOSA op whose zero-point operands are not all zero constants, for the
/// diagnostic of matchBodyKernel (matchKernel wants float zero points 0; the
/// TOSA verifier rejects other constants, not values computed at run time).
Operation *withNonZeroZeroPoints(Operation *op) {
  SmallVector<Value, 2> zeroPoints =
      TypeSwitch<Operation *, SmallVector<Value, 2>>(op)
          .Case([](tosa::Conv2DOp c) {
            return SmallVector<Value, 2>{c.getInputZp(), c.getWeightZp()};
          })
          .Case([](tosa::DepthwiseConv2DOp c) {
            return SmallVector<Value, 2>{c.getInputZp(), c.getWeightZp()};
          })
          .Case([](tosa::MatMulOp c) {
            return SmallVector<Value, 2>{c.getAZp(), c.getBZp()};
          })
          .Case([](tosa::AvgPool2dOp c) {
            return SmallVector<Value, 2>{c.getInputZp(), c.getOutputZp()};
          })
          .Default([](Operation *) { return SmallVector<Value, 2>{}; });
  return llvm::all_of(zeroPoints, isZeroConstant) ? nullptr : op;
}

} // namespace

FailureOr<KernelMatch> quantkit::matchBodyKernel(Block &body,
                                                 std::string &why) {
  Operation *terminator = body.getTerminator();
  if (!terminator || terminator->getNumOperands() != 1) {
    why = "its body does not return one value";
    return failure();
  }
  Value result = terminator->getOperand(0);
  for (Operation &op : body.without_terminator()) {
    std::optional<KernelMatch> match = matchKernel(&op);
    if (!match || match->result != result)
      continue;
    for (Value input : match->inputs) {
      auto arg = dyn_cast<BlockArgument>(input);
      if (!arg || arg.getOwner() != &body) {
        why = "its " + match->core->getName().getStringRef().str() +
              " reads something other than the ports";
        return failure();
      }
    }
    for (Operation &other : body.without_terminator())
      if (!llvm::is_contained(match->ops, &other) && !isClonable(&other)) {
        why = "its body holds " + other.getName().getStringRef().str() +
              " besides the kernel";
        return failure();
      }
    return *match;
  }
  for (Operation &op : body.without_terminator())
    if (withNonZeroZeroPoints(&op)) {
      why = "its " + op.getName().getStringRef().str() +
            " has zero points that are not constant zeros";
      return failure();
    }
  why = "its body is not one kernel quantkit-fuse wraps";
  return failure();
}

std::string quantkit::unmatchedKernelReason(Operation *op) {
  std::string reason = "form not recognised";
  auto detail = [&](StringRef text) {
    reason += ": ";
    reason += text;
    return reason;
  };
  StringRef name = op->getName().getStringRef();
  if (name.contains("ngchw"))
    return detail("grouped convolution quantkit-normalize did not take "
                  "channels-last (it takes conv_2d_ngchw_gfchw with static "
                  "shapes and a filled accumulator: run it first)");
  if (isa<linalg::Conv2DNhwgcGfhwcOp>(op))
    return detail("grouped convolution not between the expands of its input "
                  "and filter and the collapse of its result");
  if (name.contains("nchw") || name.contains("_ncw") || name.contains("ncdhw"))
    return detail("channels-first layout: quantkit-normalize (the first pass "
                  "of quantkit-quantize) takes 2-d NCHW convolutions and "
                  "poolings channels-last; run it first");
  if (auto pool = dyn_cast<linalg::PoolingNhwcMaxOp>(op)) {
    auto window = dyn_cast<ShapedType>(pool.getInputs()[1].getType());
    if (!window || !window.hasStaticShape())
      return detail("the window is not static");
    auto init = pool.getOutputs()[0].getDefiningOp<linalg::FillOp>();
    if (!init || !isLowestConstant(init.getInputs()[0]))
      return detail("the max pooling's init is not a fill of the lowest float "
                    "(-inf or -FLT_MAX), so its result depends on the init");
  }
  if (auto pool = dyn_cast<linalg::PoolingNhwcSumOp>(op)) {
    auto window = dyn_cast<ShapedType>(pool.getInputs()[1].getType());
    if (!window || !window.hasStaticShape())
      return detail("the window is not static");
    if (!isZeroFill(pool.getOutputs()[0]))
      return detail("the sum pooling's init is not a zero fill");
    return detail("a sum pooling not followed (as its only user) by a "
                  "division by its window size on the same indexing: only "
                  "averages have a kernel");
  }
  if (isa<linalg::MatmulOp, linalg::BatchMatmulOp, linalg::Conv2DNhwcFhwcOp,
          linalg::DepthwiseConv2DNhwcHwcOp>(op)) {
    auto linalgOp = cast<linalg::LinalgOp>(op);
    if (linalgOp.getNumDpsInits() == 1 &&
        !isZeroFill(linalgOp.getDpsInits()[0]))
      return detail("the accumulator is not a zero fill");
  }
  return reason;
}

LogicalResult quantkit::expandDepthwiseWeight(RewriterBase &rewriter,
                                              Operation *op) {
  auto conv = dyn_cast<tosa::DepthwiseConv2DOp>(op);
  // Only where matchKernel then accepts the convolution.
  if (!conv || !hasFloatTensorResult(conv) ||
      conv.getWeight().getDefiningOp<tensor::ExpandShapeOp>() ||
      !isZeroConstant(conv.getInputZp()) || !isZeroConstant(conv.getWeightZp()))
    return failure();
  auto type = dyn_cast<RankedTensorType>(conv.getWeight().getType());
  if (!type || type.getRank() != 4 || !type.hasStaticShape() ||
      type.getDimSize(3) != 1)
    return failure();
  auto flat = RankedTensorType::get(type.getShape().drop_back(),
                                    type.getElementType());
  SmallVector<ReassociationIndices> groups{{0}, {1}, {2, 3}};
  Location loc = conv.getLoc();
  rewriter.setInsertionPoint(conv);
  Value weight;
  DenseElementsAttr data;
  if (matchPattern(conv.getWeight(), m_Constant(&data)))
    weight = arith::ConstantOp::create(rewriter, loc, data.reshape(flat));
  else
    weight = tensor::CollapseShapeOp::create(rewriter, loc, flat,
                                             conv.getWeight(), groups);
  Value expanded =
      tensor::ExpandShapeOp::create(rewriter, loc, type, weight, groups);
  rewriter.modifyOpInPlace(conv,
                           [&] { conv.getWeightMutable().assign(expanded); });
  return success();
}
