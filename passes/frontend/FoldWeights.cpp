//===- FoldWeights.cpp - Weight transforms at compile time ----------------===//
//
// Quantization reads a weight's per-channel ranges from its data, so every
// transform a front-end applies to a weight at run time (transposes,
// reshapes, batch norm scaling) is evaluated here into a new constant. Bias
// additions are moved out of the accumulator's initial value into an
// epilogue generic, the form quantkit-fuse takes as the kernel's bias port.
//
// Constants are read and written as raw row-major bytes: real weights are
// tens of MB, and going through one `Attribute` per element would cost
// gigabytes. Splats stay splats wherever the result is uniform.
//
//===----------------------------------------------------------------------===//

#include "passes/frontend/Normalize.h"

#include "passes/quantize/FusedKernel.h"
#include "passes/utils/ShapeProducts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Dialect/Tosa/Utils/ConversionUtils.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

#include <cmath>
#include <cstring>
#include <functional>
#include <numeric>
#include <vector>

using namespace mlir;

namespace {

//===----------------------------------------------------------------------===//
// Constant data
//===----------------------------------------------------------------------===//

/// The elements of a constant tensor: either one splat element, or the raw
/// row-major bytes of all of them (a `dense` attribute, or a
/// `dense_resource` whose blob is loaded).
struct ConstantTensor {
  RankedTensorType type;
  /// The element of a splat; null otherwise.
  Attribute splat;
  /// Every element, `elementBytes` each, when not a splat.
  ArrayRef<char> raw;
  unsigned elementBytes = 0;

  bool isSplat() const { return static_cast<bool>(splat); }
};

/// Element types whose raw storage is a whole number of bytes per element,
/// so that elements can be moved with memcpy.
std::optional<unsigned> byteWidth(Type elementType) {
  if (!isa<FloatType, IntegerType>(elementType))
    return std::nullopt;
  unsigned bits = elementType.getIntOrFloatBitWidth();
  if (bits == 0 || bits % 8 != 0)
    return std::nullopt;
  return bits / 8;
}

std::optional<ConstantTensor> getConstantTensor(Value value) {
  Attribute attr;
  if (!value || !matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || !type.hasStaticShape())
    return std::nullopt;
  std::optional<unsigned> bytes = byteWidth(type.getElementType());
  if (!bytes)
    return std::nullopt;
  ConstantTensor constant;
  constant.type = type;
  constant.elementBytes = *bytes;
  if (auto dense = dyn_cast<DenseElementsAttr>(attr)) {
    if (dense.getType() != type)
      return std::nullopt;
    if (dense.isSplat()) {
      constant.splat = dense.getSplatValue<Attribute>();
      return constant;
    }
    constant.raw = dense.getRawData();
  } else if (auto resource = dyn_cast<DenseResourceElementsAttr>(attr)) {
    // An elided or unloaded blob has no data to fold.
    if (resource.getType() != type)
      return std::nullopt;
    constant.raw = cast<BlobAttr>(resource).getData();
  } else {
    return std::nullopt;
  }
  if (constant.raw.size() !=
      static_cast<size_t>(type.getNumElements()) * constant.elementBytes)
    return std::nullopt;
  return constant;
}

DenseElementsAttr makeConstant(RankedTensorType type, ArrayRef<char> raw) {
  return DenseElementsAttr::getFromRawBuffer(type, raw);
}

/// The value of element `index` of a float constant, or nullopt where the
/// constant is not float.
std::optional<double> floatElement(const ConstantTensor &constant,
                                   int64_t index) {
  auto floatType = dyn_cast<FloatType>(constant.type.getElementType());
  if (!floatType)
    return std::nullopt;
  if (constant.isSplat())
    return cast<FloatAttr>(constant.splat).getValueAsDouble();
  const char *at = constant.raw.data() + index * constant.elementBytes;
  if (floatType.isF32()) {
    float v;
    std::memcpy(&v, at, sizeof(v));
    return v;
  }
  if (floatType.isF64()) {
    double v;
    std::memcpy(&v, at, sizeof(v));
    return v;
  }
  uint64_t bits = 0;
  std::memcpy(&bits, at, constant.elementBytes);
  APFloat v(floatType.getFloatSemantics(), APInt(floatType.getWidth(), bits));
  return v.convertToDouble();
}

/// Writes `value` rounded to `floatType` into `at`.
void storeFloat(FloatType floatType, double value, char *at) {
  if (floatType.isF32()) {
    float v = static_cast<float>(value);
    std::memcpy(at, &v, sizeof(v));
    return;
  }
  if (floatType.isF64()) {
    std::memcpy(at, &value, sizeof(value));
    return;
  }
  bool losesInfo = false;
  APFloat v(value);
  v.convert(floatType.getFloatSemantics(), APFloat::rmNearestTiesToEven,
            &losesInfo);
  uint64_t bits = v.bitcastToAPInt().getZExtValue();
  std::memcpy(at, &bits, floatType.getWidth() / 8);
}

/// The constant `source` with its dimensions permuted: dimension `i` of the
/// result is dimension `permutation[i]` of the source (linalg.transpose's
/// convention).
DenseElementsAttr transposeConstant(const ConstantTensor &source,
                                    ArrayRef<int64_t> permutation,
                                    RankedTensorType resultType) {
  if (source.isSplat())
    return DenseElementsAttr::get(resultType, source.splat);
  ArrayRef<int64_t> shape = source.type.getShape();
  int64_t rank = shape.size();
  SmallVector<int64_t> sourceStrides(rank, 1);
  for (int64_t i = rank - 2; i >= 0; --i)
    sourceStrides[i] = sourceStrides[i + 1] * shape[i + 1];
  // Strides of the source, in the order of the result's dimensions.
  SmallVector<int64_t> strides, sizes;
  for (int64_t i = 0; i < rank; ++i) {
    strides.push_back(sourceStrides[permutation[i]]);
    sizes.push_back(shape[permutation[i]]);
  }
  unsigned bytes = source.elementBytes;
  std::vector<char> result(source.raw.size());
  const char *in = source.raw.data();
  char *out = result.data();
  int64_t total = source.type.getNumElements();
  if (total == 0)
    return makeConstant(resultType, result);
  // An odometer over the result's indices, carrying the source offset along
  // so that each element costs one add in the innermost dimension.
  SmallVector<int64_t> index(rank, 0);
  int64_t offset = 0;
  int64_t inner = rank == 0 ? 1 : sizes[rank - 1];
  int64_t innerStride = rank == 0 ? 0 : strides[rank - 1];
  for (int64_t written = 0; written < total; written += inner) {
    const char *from = in + offset * bytes;
    for (int64_t j = 0; j < inner; ++j) {
      std::memcpy(out, from, bytes);
      out += bytes;
      from += innerStride * bytes;
    }
    for (int64_t d = rank - 2; d >= 0; --d) {
      offset += strides[d];
      if (++index[d] < sizes[d])
        break;
      offset -= strides[d] * sizes[d];
      index[d] = 0;
    }
  }
  return makeConstant(resultType, result);
}

/// `source` viewed with another static shape of the same element count.
DenseElementsAttr reshapeConstant(const ConstantTensor &source,
                                  RankedTensorType resultType) {
  if (source.isSplat())
    return DenseElementsAttr::get(resultType, source.splat);
  return makeConstant(resultType, source.raw);
}

/// `weight` with every slice along `axis` multiplied by `scale` of that
/// slice; a splat scaled uniformly stays a splat.
DenseElementsAttr scaleAlongAxis(const ConstantTensor &weight, unsigned axis,
                                 ArrayRef<double> scale) {
  RankedTensorType type = weight.type;
  auto floatType = cast<FloatType>(type.getElementType());
  bool uniform = llvm::all_equal(scale);
  if (weight.isSplat() && uniform) {
    double v = *floatElement(weight, 0) * scale[0];
    return DenseElementsAttr::get(type, FloatAttr::get(floatType, v));
  }
  ArrayRef<int64_t> shape = type.getShape();
  int64_t inner = 1;
  for (size_t i = axis + 1; i < shape.size(); ++i)
    inner *= shape[i];
  int64_t channels = shape[axis];
  int64_t total = type.getNumElements();
  unsigned bytes = weight.elementBytes;
  std::vector<char> result(static_cast<size_t>(total) * bytes);
  for (int64_t i = 0; i < total; ++i) {
    int64_t c = (i / inner) % channels;
    storeFloat(floatType, *floatElement(weight, i) * scale[c],
               result.data() + i * bytes);
  }
  return makeConstant(type, result);
}

/// A rank-1 float constant, a splat where the values are all equal.
DenseElementsAttr floatVector(RankedTensorType type, ArrayRef<double> values) {
  auto floatType = cast<FloatType>(type.getElementType());
  if (llvm::all_equal(values))
    return DenseElementsAttr::get(type, FloatAttr::get(floatType, values[0]));
  unsigned bytes = floatType.getWidth() / 8;
  std::vector<char> raw(values.size() * bytes);
  for (auto [i, v] : llvm::enumerate(values))
    storeFloat(floatType, v, raw.data() + i * bytes);
  return makeConstant(type, raw);
}

//===----------------------------------------------------------------------===//
// Constant transposes and reshapes
//===----------------------------------------------------------------------===//

/// `linalg.transpose` of a constant -> the transposed constant.
struct FoldConstantTranspose : OpRewritePattern<linalg::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::TransposeOp op,
                                PatternRewriter &rewriter) const override {
    // On buffers (no result) there is nothing to fold.
    if (op->getNumResults() != 1)
      return failure();
    std::optional<ConstantTensor> source = getConstantTensor(op.getInput());
    auto resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!source || !resultType || !resultType.hasStaticShape())
      return failure();
    DenseElementsAttr folded =
        transposeConstant(*source, op.getPermutation(), resultType);
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, folded);
    return success();
  }
};

bool isAllParallel(linalg::GenericOp generic) {
  return llvm::all_of(generic.getIteratorTypesArray(), [](auto t) {
    return t == utils::IteratorType::parallel;
  });
}

/// A `linalg.generic` that only moves the elements of a constant: one input
/// and one output, both read through permutation maps, a body that yields
/// the input (torch-mlir's `(d0, d1) -> (d1, d0)` copy of a linear layer's
/// [out, in] weight) -> the transposed constant.
struct FoldConstantTransposingGeneric : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getNumDpsInputs() != 1 || op.getNumDpsInits() != 1 ||
        op->getNumResults() != 1 || !isAllParallel(op))
      return failure();
    OpOperand *input = op.getDpsInputOperand(0);
    std::optional<ConstantTensor> source = getConstantTensor(input->get());
    auto resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!source || !resultType || !resultType.hasStaticShape() ||
        resultType.getElementType() != source->type.getElementType())
      return failure();
    Block &body = op.getRegion().front();
    if (body.getOperations().size() != 1 ||
        body.getTerminator()->getOperand(0) !=
            op.getMatchingBlockArgument(input))
      return failure();
    AffineMap inputMap = op.getMatchingIndexingMap(input);
    AffineMap outputMap = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
    if (!inputMap.isPermutation() || !outputMap.isPermutation())
      return failure();
    // Result dimension k is loop dimension outputMap[k], which the input
    // reads as its dimension j where inputMap[j] is that loop dimension.
    SmallVector<int64_t> permutation;
    for (AffineExpr out : outputMap.getResults())
      for (auto [j, in] : llvm::enumerate(inputMap.getResults()))
        if (in == out)
          permutation.push_back(j);
    DenseElementsAttr folded =
        transposeConstant(*source, permutation, resultType);
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, folded);
    return success();
  }
};

/// Generics of more elements than this are not gathered at compile time.
constexpr int64_t kMaxGatherElements = int64_t(1) << 24;

/// A `linalg.generic` that builds a tensor by reading a constant at indices
/// computed from its own (`linalg.index`, index constants, `arith.addi`,
/// `subi`, `muli`; one `tensor.extract` yielded) -> the gathered constant.
/// torch-mlir writes a transposed convolution's filter so, turned by 180
/// degrees and its channel dimensions swapped: `w[i, o, 2 - y, 2 - x]`.
struct FoldConstantGather : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  /// One index operation of the body, on value slots.
  struct Step {
    enum Kind { Index, Constant, Add, Sub, Mul } kind;
    int64_t a = 0, b = 0; ///< dimension, value or operand slots
  };

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getNumDpsInputs() != 0 || op.getNumDpsInits() != 1 ||
        op->getNumResults() != 1 || !isAllParallel(op))
      return failure();
    auto resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!resultType || !resultType.hasStaticShape() ||
        std::accumulate(resultType.getShape().begin(),
                        resultType.getShape().end(), int64_t(1),
                        quantkit::saturatingMultiply) > kMaxGatherElements ||
        !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity() ||
        op.payloadUsesValueFromOperand(op.getDpsInitOperand(0)))
      return failure();
    Block &body = op.getRegion().front();
    auto extract = dyn_cast_or_null<tensor::ExtractOp>(
        body.getTerminator()->getOperand(0).getDefiningOp());
    if (!extract || extract->getBlock() != &body)
      return failure();
    std::optional<ConstantTensor> source =
        getConstantTensor(extract.getTensor());
    if (!source || source->type.getElementType() != resultType.getElementType())
      return failure();

    // The body's index arithmetic as steps on slots; values defined above
    // the body must be index constants.
    llvm::DenseMap<Value, int64_t> slots;
    SmallVector<Step> steps;
    auto slotOf = [&](Value value) -> std::optional<int64_t> {
      if (auto found = slots.find(value); found != slots.end())
        return found->second;
      if (value.getParentBlock() == &body)
        return std::nullopt;
      std::optional<int64_t> constant = getConstantIntValue(value);
      if (!constant)
        return std::nullopt;
      slots[value] = steps.size();
      steps.push_back({Step::Constant, *constant});
      return steps.size() - 1;
    };
    for (Operation &inner : body.without_terminator()) {
      if (&inner == extract.getOperation())
        continue;
      Step step;
      if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
        step = {Step::Index, static_cast<int64_t>(index.getDim())};
      } else if (auto constant = dyn_cast<arith::ConstantIndexOp>(inner)) {
        step = {Step::Constant, constant.value()};
      } else if (isa<arith::AddIOp, arith::SubIOp, arith::MulIOp>(inner) &&
                 inner.getResult(0).getType().isIndex()) {
        std::optional<int64_t> a = slotOf(inner.getOperand(0));
        std::optional<int64_t> b = slotOf(inner.getOperand(1));
        if (!a || !b)
          return failure();
        step = {isa<arith::AddIOp>(inner)   ? Step::Add
                : isa<arith::SubIOp>(inner) ? Step::Sub
                                            : Step::Mul,
                *a, *b};
      } else {
        return failure();
      }
      slots[inner.getResult(0)] = steps.size();
      steps.push_back(step);
    }
    SmallVector<int64_t> indexSlots;
    for (Value index : extract.getIndices()) {
      std::optional<int64_t> slot = slotOf(index);
      if (!slot)
        return failure();
      indexSlots.push_back(*slot);
    }

    ArrayRef<int64_t> shape = resultType.getShape();
    ArrayRef<int64_t> sourceShape = source->type.getShape();
    unsigned bytes = source->elementBytes;
    int64_t total = resultType.getNumElements();
    std::vector<char> result(total * bytes);
    SmallVector<int64_t> position(shape.size(), 0), values(steps.size());
    for (int64_t element = 0; element < total; ++element) {
      for (auto [slot, step] : llvm::enumerate(steps)) {
        switch (step.kind) {
        case Step::Index:
          values[slot] = position[step.a];
          break;
        case Step::Constant:
          values[slot] = step.a;
          break;
        case Step::Add:
          values[slot] = values[step.a] + values[step.b];
          break;
        case Step::Sub:
          values[slot] = values[step.a] - values[step.b];
          break;
        case Step::Mul:
          values[slot] = values[step.a] * values[step.b];
          break;
        }
      }
      // The source's row-major offset; an index out of its bounds is not
      // folded (the program would read out of bounds).
      int64_t offset = 0;
      for (auto [d, slot] : llvm::enumerate(indexSlots)) {
        int64_t at = values[slot];
        if (at < 0 || at >= sourceShape[d])
          return failure();
        offset = offset * sourceShape[d] + at;
      }
      if (!source->isSplat())
        std::memcpy(result.data() + element * bytes,
                    source->raw.data() + offset * bytes, bytes);
      for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
        if (++position[d] < shape[d])
          break;
        position[d] = 0;
      }
    }
    DenseElementsAttr folded =
        source->isSplat() ? DenseElementsAttr::get(resultType, source->splat)
                          : makeConstant(resultType, result);
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, folded);
    return success();
  }
};

/// `value` rounded to `floatType`, as an operation of that type would
/// round its exact result. Double holds the exact result of +, -, *, / and
/// sqrt on f32 or narrower operands closely enough that rounding it once
/// more gives the correctly rounded result, the result the compiled program
/// computes (its `math.rsqrt` is `1 / sqrt`, two roundings).
double roundTo(FloatType floatType, double value) {
  if (floatType.isF64())
    return value;
  if (floatType.isF32())
    return static_cast<float>(value);
  bool losesInfo = false;
  APFloat v(value);
  v.convert(floatType.getFloatSemantics(), APFloat::rmNearestTiesToEven,
            &losesInfo);
  return v.convertToDouble();
}

/// `1 / sqrt(x)` as the lowering to LLVM computes `math.rsqrt`: the square
/// root rounded to `type` first, then the division.
double rsqrtAsLowered(FloatType type, double x) {
  return 1.0 / roundTo(type, std::sqrt(x));
}

/// One body operation of an elementwise generic, on constant operands:
/// the float arithmetic batch norm's statistics go through. Nullopt for any
/// other operation.
std::optional<double> evaluateScalar(Operation &op, ArrayRef<double> args) {
  if (op.getNumResults() != 1)
    return std::nullopt;
  auto type = dyn_cast<FloatType>(op.getResult(0).getType());
  if (!type)
    return std::nullopt;
  std::optional<double> exact =
      llvm::TypeSwitch<Operation *, std::optional<double>>(&op)
          .Case([&](arith::AddFOp) { return args[0] + args[1]; })
          .Case([&](arith::SubFOp) { return args[0] - args[1]; })
          .Case([&](arith::MulFOp) { return args[0] * args[1]; })
          .Case([&](arith::DivFOp) { return args[0] / args[1]; })
          .Case([&](arith::NegFOp) { return -args[0]; })
          // IEEE maximum / minimum: NaN if either is, -0 below +0.
          .Case([&](arith::MaximumFOp) {
            return llvm::maximum(APFloat(args[0]), APFloat(args[1]))
                .convertToDouble();
          })
          .Case([&](arith::MinimumFOp) {
            return llvm::minimum(APFloat(args[0]), APFloat(args[1]))
                .convertToDouble();
          })
          .Case([&](arith::TruncFOp truncf) -> std::optional<double> {
            // Rounded to nearest even below; another mode is not folded.
            if (auto mode = truncf.getRoundingmodeAttr();
                mode && mode.getValue() != arith::RoundingMode::to_nearest_even)
              return std::nullopt;
            return args[0];
          })
          .Case([&](arith::ExtFOp) { return args[0]; })
          .Case([&](math::SqrtOp) { return std::sqrt(args[0]); })
          .Case([&](math::RsqrtOp) { return rsqrtAsLowered(type, args[0]); })
          .Default([](Operation *) { return std::nullopt; });
  if (!exact)
    return std::nullopt;
  return roundTo(type, *exact);
}

/// An elementwise `linalg.generic` whose inputs are all float constants,
/// evaluated into a constant. Today's torch-mlir computes batch norm's
/// `rsqrt(var + eps)` at run time, in one-op generics on the constant
/// statistics (eps an f64 constant truncated in the body); evaluated, the
/// per-channel scale is a constant and FoldPerChannelAffine folds it into
/// the convolution. Small results only: the statistics, not weights.
struct FoldConstantElementwise : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  static constexpr int64_t kMaxElements = int64_t(1) << 16;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getNumResults() != 1 || op.getNumDpsInputs() == 0 ||
        op.getNumParallelLoops() != op.getNumLoops() ||
        !llvm::all_of(op.getIndexingMapsArray(),
                      [](AffineMap map) { return map.isIdentity(); }))
      return failure();
    auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!type || !type.hasStaticShape() || type.getNumElements() > kMaxElements)
      return failure();
    auto elementType = dyn_cast<FloatType>(type.getElementType());
    std::optional<unsigned> bytes = byteWidth(type.getElementType());
    if (!elementType || !bytes)
      return failure();
    SmallVector<ConstantTensor> inputs;
    for (Value input : op.getDpsInputs()) {
      std::optional<ConstantTensor> constant = getConstantTensor(input);
      if (!constant || !isa<FloatType>(constant->type.getElementType()))
        return failure();
      inputs.push_back(*constant);
    }
    Block &body = op.getRegion().front();
    for (BlockArgument init : body.getArguments().drop_front(inputs.size()))
      if (!init.use_empty())
        return failure();
    // Scalars the body reads from outside: constants only.
    DenseMap<Value, double> captured;
    for (Operation &inner : body.without_terminator())
      for (Value operand : inner.getOperands()) {
        if (operand.getParentBlock() == &body)
          continue;
        FloatAttr value;
        if (!matchPattern(operand, m_Constant(&value)))
          return failure();
        captured[operand] = value.getValueAsDouble();
      }

    int64_t count = type.getNumElements();
    SmallVector<char> raw(count * *bytes);
    DenseMap<Value, double> values;
    SmallVector<double> args;
    for (int64_t i = 0; i < count; ++i) {
      values = captured;
      for (auto [k, input] : llvm::enumerate(inputs))
        values[body.getArgument(k)] = *floatElement(input, i);
      for (Operation &inner : body.without_terminator()) {
        FloatAttr literal;
        if (matchPattern(&inner, m_Constant(&literal))) {
          values[inner.getResult(0)] = literal.getValueAsDouble();
          continue;
        }
        args.clear();
        for (Value operand : inner.getOperands())
          args.push_back(values.lookup(operand));
        std::optional<double> result = evaluateScalar(inner, args);
        if (!result)
          return failure();
        values[inner.getResult(0)] = *result;
      }
      Value yielded = body.getTerminator()->getOperand(0);
      auto found = values.find(yielded);
      if (found == values.end())
        return failure();
      storeFloat(elementType, found->second, raw.data() + i * *bytes);
    }
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, type,
                                                   makeConstant(type, raw));
    return success();
  }
};

/// `tensor.collapse_shape` / `tensor.expand_shape` of a constant -> the
/// constant with the new shape (the depthwise filters torch-mlir collapses
/// from [C, 1, KH, KW] to [C, KH, KW], flattened weights).
template <typename ReshapeOp>
struct FoldConstantReshape : OpRewritePattern<ReshapeOp> {
  using OpRewritePattern<ReshapeOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(ReshapeOp op,
                                PatternRewriter &rewriter) const override {
    // A grouped convolution's weight port is the 4-D weight behind the
    // expand (quantkit::GroupedConvolution).
    if constexpr (std::is_same_v<ReshapeOp, tensor::ExpandShapeOp>)
      if (quantkit::isGroupedFilterExpand(op))
        return failure();
    std::optional<ConstantTensor> source = getConstantTensor(op.getSrc());
    RankedTensorType resultType = op.getResultType();
    if (!source || !resultType.hasStaticShape())
      return failure();
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        op, reshapeConstant(*source, resultType));
    return success();
  }
};

/// A flatten of a transposed activation into a linear layer with a constant
/// weight: `matmul(collapse(transpose(x, P)), W)`, the collapse keeping
/// dimension 0 (the batch, which P keeps) and merging the others, and W of
/// shape [K, N] -> `matmul(collapse(x), W')` with the rows of W permuted so
/// that row k' of W' (element k' of x's flattened order) is the row of W
/// that the same element of x met before. Exact: the same products, summed
/// in another order. This is alexnet's classifier input: after the layout
/// change the activation is NHWC, and torch-mlir's flatten of the NCHW
/// 1x256x6x6 left a transpose back before it; the weight absorbs it once,
/// at compile time, instead of a transpose of the activation at every run.
/// Left alone: a transpose that moves the batch, a collapse of another
/// grouping, dynamic shapes, a weight that is not a constant, a matmul with
/// user-defined indexing maps.
struct FoldFlattenTransposeIntoWeight : OpRewritePattern<linalg::MatmulOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::MatmulOp op,
                                PatternRewriter &rewriter) const override {
    if (op.hasUserDefinedMaps() || op.getNumDpsInputs() != 2)
      return failure();
    auto collapse =
        op.getDpsInputs()[0].getDefiningOp<tensor::CollapseShapeOp>();
    if (!collapse)
      return failure();
    auto transpose = collapse.getSrc().getDefiningOp<linalg::TransposeOp>();
    std::optional<ConstantTensor> weight =
        getConstantTensor(op.getDpsInputs()[1]);
    if (!transpose || !weight)
      return failure();
    auto flatType = collapse.getResultType();
    auto transposedType = collapse.getSrcType();
    auto sourceType =
        dyn_cast<RankedTensorType>(transpose.getInput().getType());
    int64_t rank = transposedType.getRank();
    ArrayRef<int64_t> permutation = transpose.getPermutation();
    if (!sourceType || !sourceType.hasStaticShape() ||
        !transposedType.hasStaticShape() || flatType.getRank() != 2 ||
        rank < 3 || permutation.size() != static_cast<size_t>(rank) ||
        permutation[0] != 0)
      return failure();
    SmallVector<ReassociationIndices> groups =
        collapse.getReassociationIndices();
    if (groups.size() != 2 || groups[0] != ReassociationIndices{0} ||
        groups[1].size() != static_cast<size_t>(rank - 1))
      return failure();
    ArrayRef<int64_t> shape = transposedType.getShape();
    int64_t k = flatType.getDimSize(1);
    ArrayRef<int64_t> weightShape = weight->type.getShape();
    if (weightShape.size() != 2 || weightShape[0] != k)
      return failure();
    // W seen as [T1, ..., Tr-1, N] (the transposed activation's order), then
    // transposed into [X1, ..., Xr-1, N]: dimension j of x is dimension i
    // of the transposed value where permutation[i] == j.
    SmallVector<int64_t> viewShape(shape.drop_front());
    viewShape.push_back(weightShape[1]);
    SmallVector<int64_t> inverse(rank);
    for (int64_t i = 0; i < rank; ++i)
      inverse[permutation[i]] = i;
    SmallVector<int64_t> rowPermutation;
    for (int64_t j = 1; j < rank; ++j)
      rowPermutation.push_back(inverse[j] - 1);
    rowPermutation.push_back(rank - 1);
    ConstantTensor view = *weight;
    view.type = RankedTensorType::get(viewShape, weight->type.getElementType());
    // transposeConstant writes row-major bytes, which are W' as [K, N]
    // directly: no second copy through a reshape.
    DenseElementsAttr permuted =
        transposeConstant(view, rowPermutation, weight->type);
    Location loc = op.getLoc();
    Value newWeight = arith::ConstantOp::create(
        rewriter, op.getDpsInputs()[1].getLoc(), permuted);
    Value flat = tensor::CollapseShapeOp::create(rewriter, loc, flatType,
                                                 transpose.getInput(), groups);
    rewriter.modifyOpInPlace(op, [&] {
      op->setOperand(0, flat);
      op->setOperand(1, newWeight);
    });
    return success();
  }
};

//===----------------------------------------------------------------------===//
// TOSA weights and bias
//===----------------------------------------------------------------------===//

/// A constant op holding `value` of the kind that defines `like`: a TOSA
/// graph keeps `tosa.const`, anything else gets `arith.constant`.
Value createConstantLike(PatternRewriter &rewriter, Location loc, Value like,
                         DenseElementsAttr value) {
  if (like.getDefiningOp<tosa::ConstOp>())
    return tosa::ConstOp::create(rewriter, loc, value.getType(), value);
  return arith::ConstantOp::create(rewriter, loc, value);
}

bool isTosaContraction(Operation *op) {
  return isa_and_nonnull<tosa::Conv2DOp, tosa::DepthwiseConv2DOp,
                         tosa::MatMulOp>(op);
}

/// True for a rank-1 [N] value reshaped to [1, ..., 1, N] for a `tosa.add`
/// with the result of a TOSA contraction: the bias addition quantkit-fuse
/// takes into the contraction's kernel as its rank-1 bias port
/// (absorbTosaBiasAddition in FusedKernel.cpp), so the reshape stays.
bool isTosaBiasReshape(tosa::ReshapeOp reshape) {
  auto source = dyn_cast<RankedTensorType>(reshape.getInput1().getType());
  if (!source || source.getRank() != 1 || !reshape->hasOneUse())
    return false;
  auto add = dyn_cast<tosa::AddOp>(*reshape->user_begin());
  if (!add)
    return false;
  Value other = add.getInput1() == reshape.getResult() ? add.getInput2()
                                                       : add.getInput1();
  return isTosaContraction(other.getDefiningOp());
}

/// `tosa.transpose` of a constant -> the transposed constant (TensorFlow's
/// HWIO convolution weight transposed to the OHWI filter of `tosa.conv2d`,
/// torch-to-tosa's [out, in] linear weight transposed to [in, out]).
struct FoldConstantTosaTranspose : OpRewritePattern<tosa::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tosa::TransposeOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<ConstantTensor> source = getConstantTensor(op.getInput1());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!source || !resultType || !resultType.hasStaticShape())
      return failure();
    // TOSA's perms follow linalg.transpose: result dimension i is source
    // dimension perms[i].
    SmallVector<int64_t> permutation(op.getPerms().begin(),
                                     op.getPerms().end());
    DenseElementsAttr folded =
        transposeConstant(*source, permutation, resultType);
    rewriter.replaceOp(
        op, createConstantLike(rewriter, op.getLoc(), op.getInput1(), folded));
    return success();
  }
};

/// `tosa.reshape` of a constant -> the constant with the new shape (a
/// linear weight reshaped to the rank-3 operand of `tosa.matmul`, a bias
/// reshaped to the rank of the value it is added to), except the bias
/// reshape of a contraction's bias addition (isTosaBiasReshape).
struct FoldConstantTosaReshape : OpRewritePattern<tosa::ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tosa::ReshapeOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<ConstantTensor> source = getConstantTensor(op.getInput1());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!source || !resultType || !resultType.hasStaticShape() ||
        isTosaBiasReshape(op))
      return failure();
    rewriter.replaceOp(
        op, createConstantLike(rewriter, op.getLoc(), op.getInput1(),
                               reshapeConstant(*source, resultType)));
    return success();
  }
};

/// `tosa.slice` of a constant -> the constant's slice (torch-to-tosa's
/// grouped convolution slices each group's weight and bias out of one
/// constant).
struct FoldConstantTosaSlice : OpRewritePattern<tosa::SliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tosa::SliceOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<ConstantTensor> source = getConstantTensor(op.getInput1());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    SmallVector<int64_t> start, size;
    if (!source || !resultType || !resultType.hasStaticShape() ||
        !tosa::getConstShapeValues(op.getStart().getDefiningOp(), start) ||
        !tosa::getConstShapeValues(op.getSize().getDefiningOp(), size))
      return failure();
    ArrayRef<int64_t> shape = source->type.getShape();
    int64_t rank = shape.size();
    if (static_cast<int64_t>(start.size()) != rank ||
        resultType.getShape() != ArrayRef(size))
      return failure();
    for (int64_t d = 0; d < rank; ++d)
      if (start[d] < 0 || size[d] < 0 || start[d] + size[d] > shape[d])
        return failure();
    if (source->isSplat()) {
      rewriter.replaceOp(
          op, createConstantLike(
                  rewriter, op.getLoc(), op.getInput1(),
                  DenseElementsAttr::get(resultType, source->splat)));
      return success();
    }
    // Rows of the innermost dimension, copied whole.
    unsigned bytes = source->elementBytes;
    int64_t total = resultType.getNumElements();
    std::vector<char> raw(static_cast<size_t>(total) * bytes);
    int64_t row = rank == 0 ? 1 : size[rank - 1];
    SmallVector<int64_t> index(rank, 0);
    for (int64_t written = 0; written < total && row > 0; written += row) {
      int64_t offset = 0;
      for (int64_t d = 0; d < rank; ++d)
        offset = offset * shape[d] + start[d] + index[d];
      std::memcpy(raw.data() + written * bytes,
                  source->raw.data() + offset * bytes, row * bytes);
      for (int64_t d = rank - 2; d >= 0 && ++index[d] == size[d]; --d)
        index[d] = 0;
    }
    rewriter.replaceOp(op,
                       createConstantLike(rewriter, op.getLoc(), op.getInput1(),
                                          makeConstant(resultType, raw)));
    return success();
  }
};

/// A TOSA elementwise op whose operands are all float constants, evaluated
/// into a constant: torch-to-tosa computes batch norm's `rsqrt(var + eps)`
/// at run time from the constant statistics (`tosa.add` of the eps and the
/// variance, `tosa.rsqrt`, then a reshape to [1, C, 1, 1]); evaluated, the
/// scale is a constant FoldTosaPerChannelAffine folds into the convolution.
/// Operands broadcast as TOSA says (equal ranks, a dimension of 1 against
/// any). Each element is computed in double and rounded to the element
/// type, which for `add`, `sub` and `mul` of f32 is the f32 operation's
/// result; `rsqrt` rounds the square root first and then divides, as the
/// lowering to LLVM computes it. Small results only: the statistics, not
/// weights.
struct FoldConstantTosaElementwise : RewritePattern {
  FoldConstantTosaElementwise(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  static constexpr int64_t kMaxElements = int64_t(1) << 16;

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    std::function<double(ArrayRef<double>)> compute;
    auto type = op->getNumResults() == 1
                    ? dyn_cast<RankedTensorType>(op->getResult(0).getType())
                    : RankedTensorType();
    if (!type || !type.hasStaticShape() || type.getNumElements() > kMaxElements)
      return failure();
    auto elementType = dyn_cast<FloatType>(type.getElementType());
    std::optional<unsigned> bytes = byteWidth(type.getElementType());
    if (!elementType || !bytes)
      return failure();
    ValueRange operands = op->getOperands();
    if (isa<tosa::AddOp>(op)) {
      compute = [](ArrayRef<double> x) { return x[0] + x[1]; };
    } else if (isa<tosa::SubOp>(op)) {
      compute = [](ArrayRef<double> x) { return x[0] - x[1]; };
    } else if (isa<tosa::MulOp>(op)) {
      // The shift applies to integers only; a float mul has shift 0.
      operands = operands.take_front(2);
      compute = [](ArrayRef<double> x) { return x[0] * x[1]; };
    } else if (isa<tosa::RsqrtOp>(op)) {
      compute = [elementType](ArrayRef<double> x) {
        return rsqrtAsLowered(elementType, x[0]);
      };
    } else if (isa<tosa::ReciprocalOp>(op)) {
      compute = [](ArrayRef<double> x) { return 1.0 / x[0]; };
    } else {
      return failure();
    }
    SmallVector<ConstantTensor, 2> inputs;
    for (Value operand : operands) {
      std::optional<ConstantTensor> constant = getConstantTensor(operand);
      if (!constant || constant->type.getElementType() != elementType ||
          constant->type.getRank() != type.getRank())
        return failure();
      for (auto [extent, result] :
           llvm::zip_equal(constant->type.getShape(), type.getShape()))
        if (extent != 1 && extent != result)
          return failure();
      inputs.push_back(*constant);
    }

    ArrayRef<int64_t> shape = type.getShape();
    int64_t rank = shape.size(), count = type.getNumElements();
    SmallVector<char> raw(count * *bytes);
    SmallVector<int64_t> index(rank, 0);
    SmallVector<double, 2> args(inputs.size());
    for (int64_t i = 0; i < count; ++i) {
      for (auto [k, input] : llvm::enumerate(inputs)) {
        // Row-major offset of the broadcast element this one reads.
        int64_t at = 0;
        for (int64_t d = 0; d < rank; ++d) {
          int64_t extent = input.type.getDimSize(d);
          at = at * extent + (extent == 1 ? 0 : index[d]);
        }
        args[k] = *floatElement(input, at);
      }
      storeFloat(elementType, roundTo(elementType, compute(args)),
                 raw.data() + i * *bytes);
      for (int64_t d = rank - 1; d >= 0 && ++index[d] == shape[d]; --d)
        index[d] = 0;
    }
    rewriter.replaceOp(op, createConstantLike(rewriter, op->getLoc(),
                                              operands.front(),
                                              makeConstant(type, raw)));
    return success();
  }
};

/// A fully connected layer as TOSA exporters write it adds its bias after
/// reshaping the matmul's [1, B, N] result to [B, N]:
///
///   %m = tosa.matmul %x, %w ...           : tensor<1xBxNxf32>
///   %r = tosa.reshape %m, [B, N]
///   %y = tosa.add %r, %b                  // %b: [1, N], a constant or
///                                         // a tosa.reshape of an [N] value
///
/// The addition moves before the reshape, with the bias reshaped from [N] to
/// [1, 1, N]: the form quantkit-fuse takes into the matmul's kernel as its
/// bias port (otherwise the bias is an int8 `add` of its own, and the matmul
/// result is quantized once more before it). Exact: a reshape that keeps the
/// last dimension keeps every element's index along it, and the bias is
/// constant along every other dimension. Also for a convolution result
/// reshaped with its channels last.
struct TosaBiasAddBeforeReshape : OpRewritePattern<tosa::AddOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tosa::AddOp op,
                                PatternRewriter &rewriter) const override {
    for (auto [value, other] : {std::pair(op.getInput1(), op.getInput2()),
                                std::pair(op.getInput2(), op.getInput1())}) {
      auto reshape = value.getDefiningOp<tosa::ReshapeOp>();
      if (!reshape || !reshape->hasOneUse() || value == other)
        continue;
      Value acc = reshape.getInput1();
      if (!isTosaContraction(acc.getDefiningOp()) || !acc.hasOneUse())
        continue;
      auto accType = dyn_cast<RankedTensorType>(acc.getType());
      auto type = dyn_cast<RankedTensorType>(op.getType());
      auto biasType = dyn_cast<RankedTensorType>(other.getType());
      if (!accType || !type || !biasType || !accType.hasStaticShape() ||
          !type.hasStaticShape() || !biasType.hasStaticShape() ||
          type != reshape.getType() || accType.getRank() < 1 ||
          type.getRank() < 1)
        continue;
      int64_t n = type.getShape().back();
      if (accType.getShape().back() != n ||
          biasType.getRank() != type.getRank() ||
          biasType.getShape().back() != n ||
          !llvm::all_of(biasType.getShape().drop_back(),
                        [](int64_t d) { return d == 1; }))
        continue;
      Value bias = rankOneBias(rewriter, op.getLoc(), other, n);
      if (!bias)
        continue;
      SmallVector<int64_t> biasShape(accType.getRank(), 1);
      biasShape.back() = n;
      Location loc = op.getLoc();
      Value shaped = tosa::ReshapeOp::create(
          rewriter, loc,
          RankedTensorType::get(biasShape, type.getElementType()), bias,
          tosa::getTosaConstShape(rewriter, loc, biasShape));
      Value sum = tosa::AddOp::create(rewriter, loc, accType, acc, shaped);
      rewriter.replaceOpWithNewOp<tosa::ReshapeOp>(
          op, type, sum,
          tosa::getTosaConstShape(rewriter, loc, type.getShape()));
      return success();
    }
    return failure();
  }

  /// The [N] bias behind `value` ([1, ..., 1, N]): the source of a reshape
  /// from rank 1, or a constant reshaped to [N]; null otherwise.
  static Value rankOneBias(PatternRewriter &rewriter, Location loc, Value value,
                           int64_t n) {
    if (auto reshape = value.getDefiningOp<tosa::ReshapeOp>()) {
      auto source = dyn_cast<RankedTensorType>(reshape.getInput1().getType());
      if (source && source.getRank() == 1 && source.getDimSize(0) == n)
        return reshape.getInput1();
    }
    std::optional<ConstantTensor> constant = getConstantTensor(value);
    if (!constant)
      return {};
    auto type = RankedTensorType::get({n}, constant->type.getElementType());
    return createConstantLike(rewriter, loc, value,
                              reshapeConstant(*constant, type));
  }
};

/// The operands of a float `tosa.sub`, `tosa.mul` or `tosa.add` as the
/// value `y` and a constant that varies along y's last dimension only
/// (`[1, ..., 1, C]`, or one value); `y` has the op's own static type and
/// is accepted by `isY` (which sees ranked types only). `y - c` is taken, `c -
/// y` not (folding it would negate y's weights).
struct PerChannelOperands {
  Value y, parameter;
  RankedTensorType type;
  ConstantTensor values;
};

std::optional<PerChannelOperands>
perChannelOperands(Operation *op, function_ref<bool(Value)> isY) {
  if (!isa<tosa::AddOp, tosa::SubOp, tosa::MulOp>(op))
    return std::nullopt;
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  for (auto [y, parameter] : {std::pair(lhs, rhs), std::pair(rhs, lhs)}) {
    if ((isa<tosa::SubOp>(op) && y != lhs) || y == parameter ||
        op->getResult(0).getType() != y.getType())
      continue;
    // Float only: an integer convolution (int8 TOSA) requantizes.
    auto type = dyn_cast<RankedTensorType>(y.getType());
    std::optional<ConstantTensor> values = getConstantTensor(parameter);
    if (!type || !isa<FloatType>(type.getElementType()) ||
        !type.hasStaticShape() || !isY(y) || !values ||
        values->type.getElementType() != type.getElementType() ||
        values->type.getRank() != type.getRank())
      continue;
    ArrayRef<int64_t> shape = values->type.getShape();
    if (llvm::any_of(shape.drop_back(), [](int64_t d) { return d != 1; }) ||
        (shape.back() != 1 && shape.back() != type.getShape().back()))
      continue;
    return PerChannelOperands{y, parameter, type, *values};
  }
  return std::nullopt;
}

bool isTosaConvolution(Value value) {
  return isa_and_nonnull<tosa::Conv2DOp, tosa::DepthwiseConv2DOp>(
      value.getDefiningOp());
}

/// Batch norm as torch-to-tosa writes it, once its statistics are constants
/// (FoldConstantTosaElementwise) and the layout transposes around the
/// convolution have cancelled (TorchTosa.cpp): `tosa.sub`, `tosa.mul` and
/// `tosa.add` of the result of a `tosa.conv2d` or `tosa.depthwise_conv2d`
/// (their only user) and a constant that varies along the output channels
/// only (`[1, 1, 1, C]`, or one value). Folded one link at a time into the
/// convolution: a `mul` scales its weights and bias per output channel,
/// an `add` or `sub` moves its bias. The bias must be a constant (`[C]` or
/// one value broadcast); it becomes the convolution's own `[C]` constant.
/// A constant minus the convolution, or a convolution that is read
/// elsewhere, is left alone.
struct FoldTosaPerChannelAffine : RewritePattern {
  FoldTosaPerChannelAffine(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    std::optional<PerChannelOperands> operands = perChannelOperands(
        op, [](Value y) { return y.hasOneUse() && isTosaConvolution(y); });
    if (!operands)
      return failure();
    RankedTensorType type = operands->type;
    Operation *conv = operands->y.getDefiningOp();
    int64_t channels = type.getShape().back();
    Value weight = conv->getOperand(1), bias = conv->getOperand(2);
    std::optional<ConstantTensor> weightData = getConstantTensor(weight);
    std::optional<ConstantTensor> biasData = getConstantTensor(bias);
    if (!weightData || !biasData ||
        weightData->type.getElementType() != type.getElementType() ||
        biasData->type.getElementType() != type.getElementType() ||
        biasData->type.getRank() != 1 ||
        (biasData->type.getDimSize(0) != 1 &&
         biasData->type.getDimSize(0) != channels))
      return failure();
    // Output channel c of a depthwise convolution is element c of its
    // [KH, KW, C, M] weight's last two dimensions, flattened.
    ConstantTensor view = *weightData;
    ArrayRef<int64_t> weightShape = view.type.getShape();
    if (isa<tosa::DepthwiseConv2DOp>(conv))
      view.type =
          RankedTensorType::get({weightShape[0] * weightShape[1], channels},
                                view.type.getElementType());
    unsigned axis = isa<tosa::Conv2DOp>(conv) ? 0 : 1;
    if (view.type.getDimSize(axis) != channels)
      return failure();

    auto at = [](const ConstantTensor &t, int64_t c) {
      return *floatElement(t, t.type.getNumElements() == 1 ? 0 : c);
    };
    SmallVector<double> scale(channels, 1.0), newBias(channels);
    for (int64_t c = 0; c < channels; ++c) {
      double v = at(operands->values, c), b = at(*biasData, c);
      if (isa<tosa::MulOp>(op)) {
        scale[c] = v;
        newBias[c] = b * v;
      } else {
        newBias[c] = isa<tosa::AddOp>(op) ? b + v : b - v;
      }
      if (!std::isfinite(scale[c]) || !std::isfinite(newBias[c]))
        return failure();
    }
    rewriter.setInsertionPoint(conv);
    IRMapping mapping;
    if (isa<tosa::MulOp>(op)) {
      DenseElementsAttr scaled =
          scaleAlongAxis(view, axis, scale).reshape(weightData->type);
      mapping.map(weight, createConstantLike(rewriter, weight.getLoc(), weight,
                                             scaled));
    }
    auto biasType = RankedTensorType::get({channels}, type.getElementType());
    mapping.map(bias, createConstantLike(rewriter, bias.getLoc(), bias,
                                         floatVector(biasType, newBias)));
    Operation *folded = rewriter.clone(*conv, mapping);
    rewriter.replaceOp(op, folded->getResults());
    rewriter.eraseOp(conv);
    return success();
  }
};

/// A per-channel `tosa.sub`, `tosa.mul` or `tosa.add` by a constant, of a
/// concatenation along the channels of TOSA convolutions: torch-to-tosa's
/// grouped convolution (one `tosa.conv2d` per group on slices of the input,
/// concatenated) followed by its batch norm. The op moves into each part
/// with its slice of the constant, where FoldTosaPerChannelAffine folds it
/// into that part's convolution. The same values, computed per part.
struct TosaPerChannelAffineThroughConcat : RewritePattern {
  TosaPerChannelAffineThroughConcat(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    auto isConcatOfConvolutions = [](Value y) {
      auto concat = y.getDefiningOp<tosa::ConcatOp>();
      return concat && y.hasOneUse() &&
             concat.getAxis() == cast<ShapedType>(y.getType()).getRank() - 1 &&
             llvm::all_of(concat.getInput1(), [](Value part) {
               return isTosaConvolution(part) && part.hasOneUse();
             });
    };
    std::optional<PerChannelOperands> operands =
        perChannelOperands(op, isConcatOfConvolutions);
    if (!operands)
      return failure();
    Value y = operands->y, parameter = operands->parameter;
    RankedTensorType type = operands->type;
    const ConstantTensor &values = operands->values;
    ArrayRef<int64_t> shape = values.type.getShape();
    auto concat = y.getDefiningOp<tosa::ConcatOp>();
    SmallVector<Value> parts;
    int64_t offset = 0;
    for (Value part : concat.getInput1()) {
      auto partType = cast<RankedTensorType>(part.getType());
      int64_t width = partType.getShape().back();
      Value slice = parameter;
      if (shape.back() != 1) {
        SmallVector<int64_t> sliceShape(shape);
        sliceShape.back() = width;
        auto sliceType =
            RankedTensorType::get(sliceShape, values.type.getElementType());
        DenseElementsAttr data =
            values.isSplat()
                ? DenseElementsAttr::get(sliceType, values.splat)
                : makeConstant(sliceType,
                               values.raw.slice(offset * values.elementBytes,
                                                width * values.elementBytes));
        slice =
            createConstantLike(rewriter, parameter.getLoc(), parameter, data);
      }
      IRMapping mapping;
      mapping.map(y, part);
      mapping.map(parameter, slice);
      Operation *moved = rewriter.clone(*op, mapping);
      moved->getResult(0).setType(partType);
      parts.push_back(moved->getResult(0));
      offset += width;
    }
    rewriter.replaceOpWithNewOp<tosa::ConcatOp>(op, type, parts,
                                                concat.getAxis());
    rewriter.eraseOp(concat);
    return success();
  }
};

/// Whether `value` is computed from constants alone (a batch norm's
/// `rsqrt(var + eps)` before FoldConstantElementwise has evaluated it): no
/// block argument within a few ops of it.
bool computedFromConstants(Value value, unsigned depth = 8) {
  Operation *def = value.getDefiningOp();
  if (!def || depth == 0)
    return false;
  return llvm::all_of(def->getOperands(), [&](Value operand) {
    return computedFromConstants(operand, depth - 1);
  });
}

/// A float `tosa.sub`, `tosa.mul` or `tosa.add` of a 4-D (NHWC) value and a
/// constant that differs between its channels, the value read elsewhere
/// too or produced by no convolution the op folds into: batch norm before a
/// convolution, as torch-to-tosa writes DenseNet's pre-activation once the
/// layout transposes have cancelled.
std::optional<PerChannelOperands> standaloneTosaAffine(Operation *op) {
  auto foldsIntoConvolution = [](Value y) {
    if (!y.hasOneUse())
      return false;
    if (isTosaConvolution(y))
      return true;
    auto concat = y.getDefiningOp<tosa::ConcatOp>();
    return concat && llvm::all_of(concat.getInput1(), [](Value part) {
             return isTosaConvolution(part) && part.hasOneUse();
           });
  };
  std::optional<PerChannelOperands> operands =
      perChannelOperands(op, [&](Value y) {
        return !foldsIntoConvolution(y) && !computedFromConstants(y);
      });
  if (!operands || operands->type.getRank() != 4 ||
      !operands->type.getElementType().isF32() || operands->values.isSplat() ||
      operands->values.type.getShape().back() == 1)
    return std::nullopt;
  return operands;
}

/// The first link of such a chain -> a 1x1 `tosa.depthwise_conv2d` (weights
/// the `mul`'s constant or ones, bias the `add`'s constant, or the `sub`'s
/// negated): a kernel quantkit-fuse quantizes, where the op would run in
/// float. The next links then fold into it (FoldTosaPerChannelAffine).
struct TosaPerChannelAffineAsDepthwise : RewritePattern {
  TosaPerChannelAffineAsDepthwise(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    std::optional<PerChannelOperands> operands = standaloneTosaAffine(op);
    if (!operands)
      return failure();
    if (Operation *link = operands->y.getDefiningOp();
        link && standaloneTosaAffine(link))
      return failure();
    RankedTensorType type = operands->type;
    int64_t channels = type.getShape().back();
    SmallVector<double> scale(channels, 1.0), bias(channels, 0.0);
    for (int64_t c = 0; c < channels; ++c) {
      double v = *floatElement(operands->values, c);
      if (isa<tosa::MulOp>(op))
        scale[c] = v;
      else
        bias[c] = isa<tosa::AddOp>(op) ? v : -v;
    }
    Type f32 = rewriter.getF32Type();
    auto weightType = RankedTensorType::get({1, 1, channels, 1}, f32);
    auto biasType = RankedTensorType::get({channels}, f32);
    quantkit::replaceByTosaDepthwise(rewriter, op, type, operands->y,
                                     floatVector(weightType, scale),
                                     floatVector(biasType, bias));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Contractions and their bias
//===----------------------------------------------------------------------===//

/// Where the output channels of a contraction are: the dimension of its
/// result, and the dimension of its weight (second input) they come from.
struct ChannelAxes {
  unsigned result;
  unsigned weight;
};

std::optional<ChannelAxes> channelAxes(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || linalgOp.getNumDpsInputs() != 2 ||
      linalgOp.getNumDpsInits() != 1 || op->getNumResults() != 1 ||
      !isa<RankedTensorType>(op->getResult(0).getType()))
    return std::nullopt;
  if (isa<linalg::Conv2DNchwFchwOp, linalg::DepthwiseConv2DNchwChwOp>(op))
    return ChannelAxes{1, 0};
  if (isa<linalg::Conv2DNhwcFhwcOp>(op))
    return ChannelAxes{3, 0};
  if (isa<linalg::Conv2DNhwcHwcfOp>(op))
    return ChannelAxes{3, 3};
  if (isa<linalg::DepthwiseConv2DNhwcHwcOp>(op))
    return ChannelAxes{3, 2};
  // A matmul with its own indexing maps may read its weight transposed.
  if (isa<linalg::MatmulOp>(op) && !linalgOp.hasUserDefinedMaps())
    return ChannelAxes{1, 1};
  if (isa<linalg::BatchMatmulOp>(op) && !linalgOp.hasUserDefinedMaps())
    return ChannelAxes{2, 2};
  return std::nullopt;
}

/// The contraction whose result `value` is, per output channel: the op
/// itself, or a grouped convolution through the collapse of its result.
struct ChannelProducer {
  Operation *contraction;
  ChannelAxes axes;
  /// The weight the channels scale: the contraction's operand 1, or the
  /// 4-D weight a grouped convolution's filter expands.
  Value weight;
  std::optional<quantkit::GroupedConvolution> grouped;
};

std::optional<ChannelProducer> channelProducer(Value value) {
  Operation *def = value.getDefiningOp();
  if (!def)
    return std::nullopt;
  if (std::optional<ChannelAxes> axes = channelAxes(def))
    return ChannelProducer{def, *axes, def->getOperand(1), std::nullopt};
  if (std::optional<quantkit::GroupedConvolution> grouped =
          quantkit::matchGroupedConvolution(value))
    return ChannelProducer{grouped->conv, ChannelAxes{grouped->channel, 0},
                           grouped->filter.getSrc(), grouped};
  return std::nullopt;
}

/// A copy of `producer` computing from `weight` instead of its own weight
/// (and, through `mapping`, from any other replaced operand); returns the
/// value standing for the old result.
Value cloneProducer(PatternRewriter &rewriter, const ChannelProducer &producer,
                    IRMapping &mapping) {
  if (!producer.grouped)
    return rewriter.clone(*producer.contraction, mapping)->getResult(0);
  const quantkit::GroupedConvolution &grouped = *producer.grouped;
  rewriter.clone(*grouped.filter, mapping);
  rewriter.clone(*grouped.conv, mapping);
  return rewriter.clone(*grouped.collapse, mapping)->getResult(0);
}

/// Erases what cloneProducer copied, once its result has no users.
void eraseProducer(PatternRewriter &rewriter, const ChannelProducer &producer) {
  if (!producer.grouped) {
    rewriter.eraseOp(producer.contraction);
    return;
  }
  rewriter.eraseOp(producer.grouped->collapse);
  rewriter.eraseOp(producer.grouped->conv);
  if (producer.grouped->filter->use_empty())
    rewriter.eraseOp(producer.grouped->filter);
}

/// True where every use of `value` is by `user`.
bool onlyUsedBy(Value value, Operation *user) {
  return !value.use_empty() &&
         llvm::all_of(value.getUsers(),
                      [&](Operation *u) { return u == user; });
}

/// The canonical bias epilogue of `acc` (what this file builds and the
/// channels-last patterns carry over): an all-parallel generic reading
/// `acc` with the identity map and a rank-1 bias along `channel`, writing
/// `acc + bias`. Returns the bias, or null.
Value matchBiasEpilogue(linalg::GenericOp generic, Value acc,
                        unsigned channel) {
  if (generic.getNumDpsInputs() != 2 || generic.getNumDpsInits() != 1 ||
      generic->getNumResults() != 1 || !isAllParallel(generic) ||
      generic.getDpsInputs()[0] != acc ||
      generic->getResult(0).getType() != acc.getType())
    return {};
  OpOperand *accOperand = generic.getDpsInputOperand(0);
  OpOperand *biasOperand = generic.getDpsInputOperand(1);
  MLIRContext *context = generic.getContext();
  auto biasType = dyn_cast<RankedTensorType>(biasOperand->get().getType());
  AffineMap biasMap = generic.getMatchingIndexingMap(biasOperand);
  if (!biasType || biasType.getRank() != 1 ||
      !generic.getMatchingIndexingMap(accOperand).isIdentity() ||
      !generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
           .isIdentity() ||
      biasMap.getNumResults() != 1 ||
      biasMap.getResult(0) != getAffineDimExpr(channel, context))
    return {};
  Block &body = generic.getRegion().front();
  if (body.getOperations().size() != 2)
    return {};
  auto add = body.getTerminator()->getOperand(0).getDefiningOp<arith::AddFOp>();
  Value a = generic.getMatchingBlockArgument(accOperand);
  Value b = generic.getMatchingBlockArgument(biasOperand);
  if (!add || !((add.getLhs() == a && add.getRhs() == b) ||
                (add.getLhs() == b && add.getRhs() == a)))
    return {};
  return biasOperand->get();
}

/// Builds `acc + bias` with `bias` (rank 1) read along dimension `channel`.
Value buildBiasEpilogue(PatternRewriter &rewriter, Location loc, Value acc,
                        Value bias, unsigned channel) {
  auto accType = cast<RankedTensorType>(acc.getType());
  unsigned rank = accType.getRank();
  MLIRContext *context = rewriter.getContext();
  Value init = tensor::EmptyOp::create(
      rewriter, loc, tensor::getMixedSizes(rewriter, loc, acc),
      accType.getElementType());
  AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, context);
  AffineMap alongChannel =
      AffineMap::get(rank, 0, getAffineDimExpr(channel, context));
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      rewriter, loc, TypeRange{accType}, ValueRange{acc, bias},
      ValueRange{init}, ArrayRef<AffineMap>{identity, alongChannel, identity},
      iterators, [](OpBuilder &b, Location loc, ValueRange args) {
        Value sum = arith::AddFOp::create(b, loc, args[0], args[1]);
        linalg::YieldOp::create(b, loc, sum);
      });
  return generic->getResult(0);
}

/// `value` (a ranked tensor) collapsed to rank 1 where it has another rank:
/// the bias a broadcast or an elementwise op read as `[1, C, 1, 1]`, as the
/// `[C]` vector the bias epilogue reads.
Value collapseToVector(PatternRewriter &rewriter, Location loc, Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  if (type.getRank() == 1)
    return value;
  SmallVector<ReassociationIndices> all(1);
  for (int64_t i = 0; i < type.getRank(); ++i)
    all[0].push_back(i);
  return tensor::CollapseShapeOp::create(rewriter, loc, value, all);
}

/// A zero-filled accumulator shaped like `like`.
Value buildZeroInit(PatternRewriter &rewriter, Location loc, Value like) {
  auto type = cast<RankedTensorType>(like.getType());
  Value empty = tensor::EmptyOp::create(
      rewriter, loc, tensor::getMixedSizes(rewriter, loc, like),
      type.getElementType());
  Value zero = arith::ConstantOp::create(
      rewriter, loc, rewriter.getFloatAttr(type.getElementType(), 0.0));
  return linalg::FillOp::create(rewriter, loc, ValueRange{zero},
                                ValueRange{empty})
      ->getResult(0);
}

/// The rank-1 bias a contraction's accumulator is initialised with: a
/// `linalg.broadcast` of a [C] tensor along the channel dimension, or a
/// generic copying a tensor read only along it (maps `(d0, d1, d2, d3) ->
/// (d1)` or `(0, d1, 0, 0)`). Returns that tensor (of rank above 1 where
/// its other dimensions are units), or null.
Value matchBroadcastBias(Value init, unsigned channel) {
  if (auto broadcast = init.getDefiningOp<linalg::BroadcastOp>()) {
    auto sourceType =
        dyn_cast<RankedTensorType>(broadcast.getInput().getType());
    if (!sourceType || sourceType.getRank() != 1 ||
        llvm::is_contained(broadcast.getDimensions(),
                           static_cast<int64_t>(channel)))
      return {};
    return broadcast.getInput();
  }
  auto generic = init.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumDpsInits() != 1 || !isAllParallel(generic) ||
      !generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
           .isIdentity())
    return {};
  OpOperand *input = generic.getDpsInputOperand(0);
  Block &body = generic.getRegion().front();
  if (body.getOperations().size() != 1 ||
      body.getTerminator()->getOperand(0) !=
          generic.getMatchingBlockArgument(input))
    return {};
  auto sourceType = dyn_cast<RankedTensorType>(input->get().getType());
  if (!sourceType ||
      sourceType.getElementType() != getElementTypeOrSelf(init.getType()))
    return {};
  // Exactly one result reads the channel; the others are constant 0 on
  // unit dimensions, so the source holds one value per channel.
  AffineMap map = generic.getMatchingIndexingMap(input);
  unsigned channelReads = 0;
  for (auto [i, expr] : llvm::enumerate(map.getResults())) {
    if (expr == getAffineDimExpr(channel, generic.getContext())) {
      ++channelReads;
      continue;
    }
    auto zero = dyn_cast<AffineConstantExpr>(expr);
    if (!zero || zero.getValue() != 0 || sourceType.getDimSize(i) != 1)
      return {};
  }
  if (channelReads != 1)
    return {};
  return input->get();
}

/// The [C] bias of a constant accumulator that holds one value per channel
/// (equal along every other dimension): torch-mlir's ONNX lowering folds a
/// bias broadcast into such a constant, a splat where the bias is zeros
/// (torchvision's SqueezeNet, squeeze-and-excitation convolutions). Null
/// for any other init, and for an empty one.
DenseElementsAttr matchConstantBias(Value init, unsigned channel) {
  std::optional<ConstantTensor> constant = getConstantTensor(init);
  if (!constant || !isa<FloatType>(constant->type.getElementType()) ||
      channel >= constant->type.getRank() ||
      constant->type.getNumElements() == 0)
    return {};
  ArrayRef<int64_t> shape = constant->type.getShape();
  int64_t channels = shape[channel];
  auto biasType =
      RankedTensorType::get({channels}, constant->type.getElementType());
  if (constant->isSplat())
    return DenseElementsAttr::get(biasType, constant->splat);
  // Element i's channel is (i / inner) % channels, inner the product of
  // the dimensions after the channel's.
  int64_t inner = 1;
  for (int64_t size : shape.drop_front(channel + 1))
    inner *= size;
  unsigned bytes = constant->elementBytes;
  std::vector<char> raw(channels * bytes);
  for (int64_t c = 0; c < channels; ++c)
    std::memcpy(raw.data() + c * bytes,
                constant->raw.data() + c * inner * bytes, bytes);
  for (int64_t i = 0, e = constant->type.getNumElements(); i < e; ++i) {
    int64_t c = i / inner % channels;
    if (std::memcmp(constant->raw.data() + i * bytes, raw.data() + c * bytes,
                    bytes) != 0)
      return {};
  }
  return makeConstant(biasType, raw);
}

/// A contraction whose accumulator starts from a broadcast bias (torch-mlir's
/// convolutions and linear layers with a bias; or a constant holding one
/// value per channel, matchConstantBias) -> the contraction from zero, then
/// the bias added by an epilogue generic along the channel dimension.
struct BiasInitToEpilogue : OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;
  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<ChannelAxes> axes = channelAxes(op);
    if (!axes || !isa<FloatType>(getElementTypeOrSelf(op->getResult(0))))
      return failure();
    Value init = op.getDpsInits()[0];
    Location loc = op->getLoc();
    Value bias = matchBroadcastBias(init, axes->result);
    if (!bias) {
      DenseElementsAttr constant = matchConstantBias(init, axes->result);
      if (!constant)
        return failure();
      bias = arith::ConstantOp::create(rewriter, loc, constant);
    }
    bias = collapseToVector(rewriter, loc, bias);
    IRMapping mapping;
    mapping.map(init, buildZeroInit(rewriter, loc, init));
    Operation *contraction = rewriter.clone(*op, mapping);
    Value result = buildBiasEpilogue(rewriter, loc, contraction->getResult(0),
                                     bias, axes->result);
    rewriter.replaceOp(op, result);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Batch norm and other per-channel affine ops
//===----------------------------------------------------------------------===//

/// A grouped convolution whose 5-D filter [G, F, C/G, KH, KW] is a constant
/// (torch-mlir's ONNX lowering folds the expand of the 4-D weight) -> the
/// same filter as `tensor.expand_shape` of the 4-D constant [G * F, C/G,
/// KH, KW], the form quantkit::GroupedConvolution reads (its weight port;
/// FoldConstantReshape leaves that expand alone).
template <typename ConvOp>
struct GroupedFilterAsExpand : OpRewritePattern<ConvOp> {
  using OpRewritePattern<ConvOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(ConvOp op,
                                PatternRewriter &rewriter) const override {
    OpOperand &filterOperand = op->getOpOperand(1);
    std::optional<ConstantTensor> filter =
        getConstantTensor(filterOperand.get());
    if (!filter || filter->type.getRank() != 5 ||
        !isa<FloatType>(filter->type.getElementType()))
      return failure();
    ArrayRef<int64_t> shape = filter->type.getShape();
    auto weightType = RankedTensorType::get(
        {shape[0] * shape[1], shape[2], shape[3], shape[4]},
        filter->type.getElementType());
    Location loc = op.getLoc();
    Value weight = arith::ConstantOp::create(
        rewriter, loc, reshapeConstant(*filter, weightType));
    Value expand = tensor::ExpandShapeOp::create(
        rewriter, loc, filter->type, weight,
        SmallVector<ReassociationIndices>{{0, 1}, {2}, {3}, {4}});
    rewriter.modifyOpInPlace(op, [&] { filterOperand.set(expand); });
    return success();
  }
};

/// BiasInitToEpilogue for a grouped convolution: torch-mlir expands the
/// broadcast bias to the 5-D accumulator, and the bias epilogue reads the
/// collapsed result (quantkit::GroupedConvolution).
struct GroupedBiasInitToEpilogue : OpRewritePattern<tensor::CollapseShapeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tensor::CollapseShapeOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<quantkit::GroupedConvolution> grouped =
        quantkit::matchGroupedConvolution(op.getResult());
    if (!grouped || !isa<FloatType>(getElementTypeOrSelf(op.getType())))
      return failure();
    Value init = grouped->conv.getDpsInits()[0];
    auto expand = init.getDefiningOp<tensor::ExpandShapeOp>();
    if (!expand ||
        expand.getReassociationIndices() != op.getReassociationIndices())
      return failure();
    Value bias = matchBroadcastBias(expand.getSrc(), grouped->channel);
    if (!bias)
      return failure();
    Location loc = op.getLoc();
    bias = collapseToVector(rewriter, loc, bias);
    IRMapping mapping;
    mapping.map(init, buildZeroInit(rewriter, loc, init));
    rewriter.clone(*grouped->conv, mapping);
    Value collapsed = rewriter.clone(*op, mapping)->getResult(0);
    rewriter.replaceOp(op, buildBiasEpilogue(rewriter, loc, collapsed, bias,
                                             grouped->channel));
    rewriter.eraseOp(grouped->conv);
    return success();
  }
};

/// A body value as the affine function `scale * y + offset` of the
/// contraction's output `y`; `onY` is whether it depends on `y` at all (a
/// structural fact, unlike `scale == 0`).
struct Affine {
  double scale = 0;
  double offset = 0;
  bool onY = false;
};

/// Evaluates the body of `generic` symbolically, each block argument given
/// by `argument`. Fails on anything that is not affine in `y` by its
/// structure (a product or quotient of two `y`-dependent values, a square
/// root of one) and on any op outside a small set of float arithmetic;
/// what is left is exact, unlike sampling the body at a few points.
FailureOr<Affine>
evaluateAffine(linalg::GenericOp generic,
               function_ref<std::optional<Affine>(BlockArgument)> argument) {
  Block &body = generic.getRegion().front();
  DenseMap<Value, Affine> values;
  auto lookup = [&](Value v) -> std::optional<Affine> {
    if (auto it = values.find(v); it != values.end())
      return it->second;
    if (auto arg = dyn_cast<BlockArgument>(v))
      return arg.getOwner() == &body ? argument(arg) : std::nullopt;
    // Scalars captured from outside (torch-mlir's `eps`).
    FloatAttr constant;
    if (matchPattern(v, m_Constant(&constant)))
      return Affine{0, constant.getValueAsDouble(), false};
    return std::nullopt;
  };
  for (Operation &op : body.without_terminator()) {
    if (op.getNumResults() != 1 || !isa<FloatType>(op.getResult(0).getType()))
      return failure();
    SmallVector<Affine, 2> in;
    for (Value operand : op.getOperands()) {
      std::optional<Affine> v = lookup(operand);
      if (!v)
        return failure();
      in.push_back(*v);
    }
    Affine out;
    if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
      auto value = dyn_cast<FloatAttr>(constant.getValue());
      if (!value)
        return failure();
      out = {0, value.getValueAsDouble(), false};
    } else if (isa<arith::AddFOp>(op)) {
      out = {in[0].scale + in[1].scale, in[0].offset + in[1].offset,
             in[0].onY || in[1].onY};
    } else if (isa<arith::SubFOp>(op)) {
      out = {in[0].scale - in[1].scale, in[0].offset - in[1].offset,
             in[0].onY || in[1].onY};
    } else if (isa<arith::MulFOp>(op)) {
      if (in[0].onY && in[1].onY)
        return failure();
      const Affine &v = in[0].onY ? in[0] : in[1];
      double k = in[0].onY ? in[1].offset : in[0].offset;
      out = {v.scale * k, v.offset * k, v.onY};
    } else if (isa<arith::DivFOp>(op)) {
      if (in[1].onY)
        return failure();
      out = {in[0].scale / in[1].offset, in[0].offset / in[1].offset,
             in[0].onY};
    } else if (isa<arith::NegFOp>(op)) {
      out = {-in[0].scale, -in[0].offset, in[0].onY};
    } else if (isa<arith::TruncFOp, arith::ExtFOp>(op)) {
      out = in[0];
    } else if (isa<math::RsqrtOp, math::SqrtOp>(op)) {
      if (in[0].onY)
        return failure();
      double root = std::sqrt(in[0].offset);
      out = {0, isa<math::RsqrtOp>(op) ? 1.0 / root : root, false};
    } else {
      return failure();
    }
    values[op.getResult(0)] = out;
  }
  std::optional<Affine> result = lookup(body.getTerminator()->getOperand(0));
  if (!result || !result->onY)
    return failure();
  return *result;
}

/// How an operand of a per-channel op is read: the element index it reads
/// for channel `c` is `base + c * channelStride`.
struct ChannelRead {
  int64_t base = 0;
  int64_t channelStride = 0;
};

/// Whether `map` reads `type` only along loop dimension `channel` (every
/// other result a constant, or a loop dimension of extent 1 on a unit
/// dimension), and how.
std::optional<ChannelRead> channelRead(AffineMap map, RankedTensorType type,
                                       unsigned channel,
                                       ArrayRef<int64_t> loopExtents) {
  if (!type.hasStaticShape() || map.getNumResults() != type.getRank())
    return std::nullopt;
  ChannelRead read;
  int64_t stride = 1;
  for (int64_t i = type.getRank() - 1; i >= 0; --i) {
    AffineExpr expr = map.getResult(i);
    if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
      if (dim.getPosition() == channel)
        read.channelStride += stride;
      else if (loopExtents[dim.getPosition()] != 1 || type.getDimSize(i) != 1)
        return std::nullopt;
    } else if (auto constant = dyn_cast<AffineConstantExpr>(expr)) {
      if (constant.getValue() < 0 || constant.getValue() >= type.getDimSize(i))
        return std::nullopt;
      read.base += constant.getValue() * stride;
    } else {
      return std::nullopt;
    }
    // A type of more than 2^63 elements has no flat index.
    if (llvm::MulOverflow(stride, type.getDimSize(i), stride))
      return std::nullopt;
  }
  return read;
}

/// The inputs of an elementwise generic computing, from a value `y` of its
/// own type, a function of `y` and of parameters that vary along loop
/// dimension `channel` only (one value each per channel, or one in all).
struct PerChannelInputs {
  struct Parameter {
    ConstantTensor data;
    ChannelRead read;
  };
  /// The block arguments that read `y`.
  DenseSet<BlockArgument> yArgs;
  /// The parameters that are constants (a splat read as one value).
  DenseMap<BlockArgument, Parameter> parameters;
  /// How many parameters vary along the channel, constants or not.
  unsigned perChannel = 0;
  /// Whether one of those is a rank-1 tensor.
  bool rankOneParameter = false;
  /// The parameters that are not constants.
  SmallVector<OpOperand *, 1> runtimeParameters;
};

std::optional<PerChannelInputs>
classifyPerChannelInputs(linalg::GenericOp op, Value y, unsigned channel) {
  auto yType = dyn_cast<RankedTensorType>(y.getType());
  if (!yType || !yType.hasStaticShape() || channel >= yType.getRank() ||
      op.getNumDpsInits() != 1 || op->getNumResults() != 1 ||
      !isAllParallel(op) || op->getResult(0).getType() != yType ||
      !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity() ||
      op.payloadUsesValueFromOperand(op.getDpsInitOperand(0)))
    return std::nullopt;
  ArrayRef<int64_t> extents = yType.getShape();
  PerChannelInputs inputs;
  for (OpOperand *input : op.getDpsInputOperands()) {
    AffineMap map = op.getMatchingIndexingMap(input);
    BlockArgument arg = op.getMatchingBlockArgument(input);
    if (input->get() == y) {
      // Identity up to constant 0 on unit dimensions (torch-mlir reads
      // `(0, d1, d2, d3)` where the batch is 1).
      if (map.getNumResults() != yType.getRank())
        return std::nullopt;
      for (auto [i, expr] : llvm::enumerate(map.getResults())) {
        auto constant = dyn_cast<AffineConstantExpr>(expr);
        if (expr != getAffineDimExpr(i, op.getContext()) &&
            !(constant && constant.getValue() == 0 && extents[i] == 1))
          return std::nullopt;
      }
      inputs.yArgs.insert(arg);
      continue;
    }
    auto type = dyn_cast<RankedTensorType>(input->get().getType());
    if (!type)
      return std::nullopt;
    std::optional<ConstantTensor> data = getConstantTensor(input->get());
    if (data && data->isSplat()) {
      inputs.parameters[arg] = {*data, ChannelRead{}};
      continue;
    }
    std::optional<ChannelRead> read = channelRead(map, type, channel, extents);
    if (!read)
      return std::nullopt;
    ++inputs.perChannel;
    inputs.rankOneParameter |= type.getRank() == 1;
    if (!data) {
      inputs.runtimeParameters.push_back(input);
      continue;
    }
    inputs.parameters[arg] = {*data, *read};
  }
  if (inputs.yArgs.empty())
    return std::nullopt;
  return inputs;
}

/// Whether the body of `op` is affine in `y` whatever its parameters turn
/// out to be (each evaluated symbolically as one value).
bool isAffineInY(linalg::GenericOp op, const PerChannelInputs &inputs) {
  return succeeded(
      evaluateAffine(op, [&](BlockArgument arg) -> std::optional<Affine> {
        if (inputs.yArgs.contains(arg))
          return Affine{1, 0, true};
        if (arg.getArgNumber() < op.getNumDpsInputs())
          return Affine{0, 1, false};
        return std::nullopt;
      }));
}

/// `a[c]` and `b[c]` of the function `a[c] * y + b[c]` a generic computes
/// per channel.
struct PerChannelAffineValues {
  SmallVector<double> scale, offset;
};

/// The most channels whose affine parameters are evaluated (one body
/// evaluation and two doubles each): as many as propagation gives
/// per-channel parameters (SpecUtils.cpp). A splat over 2^31 channels is a
/// few bytes of IR.
constexpr int64_t kMaxAffineChannels = int64_t(1) << 24;

/// The affine function of `y` the body of `op` computes on each of the
/// `channels` channels, where every parameter is a constant; none where
/// the body is not affine in `y`, a value is not finite or there are more
/// than kMaxAffineChannels channels.
std::optional<PerChannelAffineValues>
evaluatePerChannelAffine(linalg::GenericOp op, const PerChannelInputs &inputs,
                         int64_t channels) {
  if (channels < 0 || channels > kMaxAffineChannels)
    return std::nullopt;
  PerChannelAffineValues values;
  for (int64_t c = 0; c < channels; ++c) {
    FailureOr<Affine> value =
        evaluateAffine(op, [&](BlockArgument arg) -> std::optional<Affine> {
          if (inputs.yArgs.contains(arg))
            return Affine{1, 0, true};
          auto it = inputs.parameters.find(arg);
          if (it == inputs.parameters.end())
            return std::nullopt;
          std::optional<double> v = floatElement(
              it->second.data,
              it->second.read.base + c * it->second.read.channelStride);
          if (!v)
            return std::nullopt;
          return Affine{0, *v, false};
        });
    if (failed(value) || !std::isfinite(value->scale) ||
        !std::isfinite(value->offset))
      return std::nullopt;
    values.scale.push_back(value->scale);
    values.offset.push_back(value->offset);
  }
  return values;
}

/// Discardable attribute marking a batch norm already reported as not
/// foldable, so that the greedy driver's repeated visits (and the pass's
/// later rounds) say it once.
constexpr StringLiteral kNotFoldedAttr = "quantkit.batch_norm_not_folded";

/// An elementwise generic right after a contraction (the contraction's only
/// user, directly or through the bias epilogue of this file) computing, per
/// output channel, an affine function `a[c] * y + b[c]` of its output from
/// constants: batch norm in inference as torch-mlir writes it (one 5-input
/// generic, or a chain of one-op generics with channel-broadcast constants,
/// folded one link at a time), or a constant bias addition. Folded into the
/// contraction: the weight scaled by `a` along its output-channel axis, and
/// `a * bias + b` added by a bias epilogue.
///
/// A body of that form whose per-channel parameters are not constants is
/// left alone with a remark, once (kNotFoldedAttr).
struct FoldPerChannelAffine : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (op->hasAttr(kNotFoldedAttr) || op.getNumDpsInits() != 1 ||
        op->getNumResults() != 1 || !isAllParallel(op))
      return failure();
    // Find `y`: the result of a contraction, or of its bias epilogue.
    std::optional<ChannelProducer> producer;
    Value acc;
    linalg::GenericOp epilogue;
    Value y;
    for (Value input : op.getDpsInputs()) {
      if ((producer = channelProducer(input))) {
        acc = y = input;
        break;
      }
      if (auto generic = input.getDefiningOp<linalg::GenericOp>();
          generic && generic.getNumDpsInputs() == 2) {
        acc = generic.getDpsInputs()[0];
        if ((producer = channelProducer(acc)) &&
            matchBiasEpilogue(generic, acc, producer->axes.result)) {
          epilogue = generic;
          y = input;
          break;
        }
        producer.reset();
      }
    }
    // A contraction accumulating onto a bias broadcast waits for
    // BiasInitToEpilogue: scaling its weight alone would leave that bias
    // unscaled.
    if (!producer || !onlyUsedBy(y, op) ||
        !quantkit::isZeroFill(
            cast<linalg::LinalgOp>(producer->contraction).getDpsInits()[0]) ||
        (epilogue && !onlyUsedBy(acc, epilogue)))
      return failure();
    Operation *contraction = producer->contraction;
    std::optional<ChannelAxes> axes = producer->axes;
    // The bias epilogue itself is affine in `y`; it is the fixed point.
    if (matchBiasEpilogue(op, y, axes->result))
      return failure();
    unsigned channel = axes->result;
    std::optional<PerChannelInputs> inputs =
        classifyPerChannelInputs(op, y, channel);
    if (!inputs)
      return failure();
    int64_t channels = cast<RankedTensorType>(y.getType()).getDimSize(channel);

    if (!inputs->runtimeParameters.empty()) {
      // A bias added at run time (torch-mlir's linear layer reads the
      // accumulator as `(0, d1)`) is no batch norm: it becomes the bias
      // epilogue, which quantkit-fuse takes as the kernel's bias port.
      OpOperand *runtimeParameter = inputs->runtimeParameters.back();
      if (isBiasAdd(op, inputs->yArgs, runtimeParameter)) {
        if (epilogue || op.getNumDpsInputs() != 2 ||
            cast<ShapedType>(runtimeParameter->get().getType())
                    .getNumElements() != channels)
          return failure();
        Location loc = op->getLoc();
        Value bias = runtimeParameter->get();
        bias = collapseToVector(rewriter, loc, bias);
        rewriter.replaceOp(op,
                           buildBiasEpilogue(rewriter, loc, y, bias, channel));
        return success();
      }
      // Only bodies affine in `y` whatever the parameters are, and only
      // per-channel parameters in batch norm's shape (rank 1, or several of
      // them): a squeeze-and-excitation scale is one [N, C, 1, 1] value.
      if (!isAffineInY(op, *inputs) ||
          (inputs->perChannel < 2 && !inputs->rankOneParameter))
        return failure();
      op.emitRemark("batch norm not folded: its parameters are not "
                    "constants; it stays a float op after the ")
          << contraction->getName();
      rewriter.modifyOpInPlace(
          op, [&] { op->setAttr(kNotFoldedAttr, rewriter.getUnitAttr()); });
      return success();
    }

    std::optional<PerChannelAffineValues> affine =
        evaluatePerChannelAffine(op, *inputs, channels);
    if (!affine)
      return failure();
    ArrayRef<double> scale = affine->scale, offset = affine->offset;
    Type elementType = getElementTypeOrSelf(y.getType());

    // The existing bias, which the scale applies to as well.
    std::optional<ConstantTensor> oldBias;
    if (epilogue) {
      oldBias = getConstantTensor(epilogue.getDpsInputs()[1]);
      if (!oldBias || oldBias->type.getNumElements() != channels)
        return failure();
    }
    bool unitScale = llvm::all_of(scale, [](double a) { return a == 1.0; });
    Value weight = producer->weight;
    std::optional<ConstantTensor> weightData;
    if (!unitScale) {
      // Weights not yet constant may become so (a transpose folded later).
      weightData = getConstantTensor(weight);
      if (!weightData || !isa<FloatType>(weightData->type.getElementType()) ||
          weightData->type.getDimSize(axes->weight) != channels)
        return failure();
    }

    Location loc = op->getLoc();
    rewriter.setInsertionPoint(op);
    Value folded = acc;
    if (!unitScale) {
      Value scaled = arith::ConstantOp::create(
          rewriter, weight.getLoc(),
          scaleAlongAxis(*weightData, axes->weight, scale));
      IRMapping mapping;
      mapping.map(weight, scaled);
      folded = cloneProducer(rewriter, *producer, mapping);
    }
    SmallVector<double> bias(channels);
    bool zeroBias = true;
    for (int64_t c = 0; c < channels; ++c) {
      double old = oldBias ? *floatElement(*oldBias, c) : 0.0;
      bias[c] = scale[c] * old + offset[c];
      zeroBias &= bias[c] == 0.0;
    }
    Value result = folded;
    if (!zeroBias || epilogue) {
      Value biasValue = arith::ConstantOp::create(
          rewriter, loc,
          floatVector(RankedTensorType::get({channels}, elementType), bias));
      result =
          buildBiasEpilogue(rewriter, loc, result, biasValue, axes->result);
    }
    rewriter.replaceOp(op, result);
    if (epilogue)
      rewriter.eraseOp(epilogue);
    if (folded != acc)
      eraseProducer(rewriter, *producer);
    return success();
  }

private:
  /// Whether the body of `generic` is `y + parameter` (either order).
  static bool isBiasAdd(linalg::GenericOp generic,
                        const DenseSet<BlockArgument> &yArgs,
                        OpOperand *parameter) {
    Block &body = generic.getRegion().front();
    if (!parameter || body.getOperations().size() != 2)
      return false;
    auto add =
        body.getTerminator()->getOperand(0).getDefiningOp<arith::AddFOp>();
    if (!add)
      return false;
    BlockArgument p = generic.getMatchingBlockArgument(parameter);
    auto isY = [&](Value v) {
      auto arg = dyn_cast<BlockArgument>(v);
      return arg && yArgs.contains(arg);
    };
    return (isY(add.getLhs()) && add.getRhs() == p) ||
           (isY(add.getRhs()) && add.getLhs() == p);
  }
};

/// Whether `generic` is the bias epilogue of a contraction: what
/// FoldPerChannelAffine leaves after folding, and folds the next op into.
bool isContractionBiasEpilogue(linalg::GenericOp generic) {
  if (generic.getNumDpsInputs() != 2)
    return false;
  Value acc = generic.getDpsInputs()[0];
  std::optional<ChannelProducer> producer = channelProducer(acc);
  return producer && matchBiasEpilogue(generic, acc, producer->axes.result);
}

/// Whether a per-channel op reading `value` (its only reader) folds into the
/// contraction behind it (FoldPerChannelAffine): `value` is the result of a
/// contraction or of the bias epilogue of one.
bool foldsIntoContraction(Value value, Operation *reader) {
  if (!onlyUsedBy(value, reader))
    return false;
  if (channelProducer(value))
    return true;
  auto generic = value.getDefiningOp<linalg::GenericOp>();
  return generic && isContractionBiasEpilogue(generic);
}

/// A per-channel affine function computed by a generic on a 4-D float
/// value, its channels along dimension 1 (NCHW) or 3 (NHWC).
struct ChannelAffine {
  Value y;
  unsigned channel;
  /// Its values, where every parameter is a constant; none where one is
  /// still computed from constants (a statistic not yet folded).
  std::optional<PerChannelAffineValues> values;
};

/// The per-channel affine function `op` computes of one of its inputs, at
/// least one parameter varying along the channels (batch norm, not the
/// `x + 3` of a hardswish), every parameter a constant or computed from
/// constants.
std::optional<ChannelAffine> matchChannelAffine(linalg::GenericOp op) {
  if (op->hasAttr(kNotFoldedAttr))
    return std::nullopt;
  for (Value y : op.getDpsInputs()) {
    auto type = dyn_cast<RankedTensorType>(y.getType());
    // A constant not yet folded is a weight being transformed, not data.
    if (!type || type.getRank() != 4 ||
        !isa<FloatType>(type.getElementType()) || computedFromConstants(y))
      continue;
    for (unsigned channel : {1u, 3u}) {
      std::optional<PerChannelInputs> inputs =
          classifyPerChannelInputs(op, y, channel);
      if (!inputs || inputs->perChannel == 0 ||
          !llvm::all_of(inputs->runtimeParameters, [](OpOperand *parameter) {
            return computedFromConstants(parameter->get());
          }))
        continue;
      if (inputs->runtimeParameters.empty()) {
        if (std::optional<PerChannelAffineValues> values =
                evaluatePerChannelAffine(op, *inputs, type.getDimSize(channel)))
          return ChannelAffine{y, channel, std::move(*values)};
        continue;
      }
      if (isAffineInY(op, *inputs))
        return ChannelAffine{y, channel, std::nullopt};
    }
  }
  return std::nullopt;
}

/// What matchChannelAffine finds, where no contraction before it takes it
/// (a contraction's own bias epilogue is not one).
std::optional<ChannelAffine> standaloneChannelAffine(linalg::GenericOp op) {
  std::optional<ChannelAffine> affine = matchChannelAffine(op);
  if (!affine || foldsIntoContraction(affine->y, op))
    return std::nullopt;
  return affine;
}

/// A per-channel affine generic of constants on a value no contraction
/// takes it into (batch norm before a convolution, DenseNet's pre-activation
/// on a concatenation) -> a 1x1 depthwise convolution with the scales as its
/// weights and the offsets as its bias: a kernel quantkit-fuse quantizes,
/// with the ReLU after it, where the generic would run in float. Only the
/// first link of a chain of such generics becomes one; the others then
/// fold into it (FoldPerChannelAffine).
struct PerChannelAffineAsDepthwise : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    // A link whose parameters are not all folded yet waits; so does every
    // link after another that has not yet folded or become a convolution.
    std::optional<ChannelAffine> affine = standaloneChannelAffine(op);
    if (!affine || !affine->values)
      return failure();
    if (auto link = affine->y.getDefiningOp<linalg::GenericOp>();
        link && !isContractionBiasEpilogue(link) && matchChannelAffine(link))
      return failure();
    Value y = affine->y;
    auto type = cast<RankedTensorType>(y.getType());
    int64_t channels = type.getDimSize(affine->channel);
    bool nchw = affine->channel == 1;
    SmallVector<int64_t, 3> filterShape =
        nchw ? SmallVector<int64_t, 3>{channels, 1, 1}
             : SmallVector<int64_t, 3>{1, 1, channels};
    Location loc = op.getLoc();
    Value filter = arith::ConstantOp::create(
        rewriter, loc,
        floatVector(RankedTensorType::get(filterShape, type.getElementType()),
                    affine->values->scale));
    Value init = buildZeroInit(rewriter, loc, y);
    DenseIntElementsAttr ones = rewriter.getI64VectorAttr({1, 1});
    SmallVector<NamedAttribute, 2> attributes = {
        rewriter.getNamedAttr("dilations", ones),
        rewriter.getNamedAttr("strides", ones)};
    Operation *depthwise;
    if (nchw)
      depthwise = linalg::DepthwiseConv2DNchwChwOp::create(
          rewriter, loc, TypeRange{type}, ValueRange{y, filter},
          ValueRange{init}, attributes);
    else
      depthwise = linalg::DepthwiseConv2DNhwcHwcOp::create(
          rewriter, loc, TypeRange{type}, ValueRange{y, filter},
          ValueRange{init}, attributes);
    Value result = depthwise->getResult(0);
    if (llvm::any_of(affine->values->offset, [](double b) { return b != 0; })) {
      Value bias = arith::ConstantOp::create(
          rewriter, loc,
          floatVector(RankedTensorType::get({channels}, type.getElementType()),
                      affine->values->offset));
      result = buildBiasEpilogue(rewriter, loc, result, bias, affine->channel);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

bool mlir::quantkit::foldsPerChannelScale(Value y) {
  // What FoldPerChannelAffine checks before it folds: the contraction (or
  // its bias epilogue, with a constant bias) behind `y`, read by nothing
  // else, accumulating from zero, with weight data to scale.
  Value acc = y;
  std::optional<ChannelProducer> producer = channelProducer(y);
  if (!producer) {
    auto epilogue = y.getDefiningOp<linalg::GenericOp>();
    if (!epilogue || epilogue.getNumDpsInputs() != 2)
      return false;
    acc = epilogue.getDpsInputs()[0];
    producer = channelProducer(acc);
    if (!producer || !matchBiasEpilogue(epilogue, acc, producer->axes.result) ||
        !onlyUsedBy(acc, epilogue) ||
        !getConstantTensor(epilogue.getDpsInputs()[1]))
      return false;
  }
  return y.hasOneUse() &&
         quantkit::isZeroFill(
             cast<linalg::LinalgOp>(producer->contraction).getDpsInits()[0]) &&
         getConstantTensor(producer->weight).has_value();
}

void mlir::quantkit::populateWeightFoldingPatterns(
    RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<
      FoldConstantTranspose, FoldConstantTransposingGeneric, FoldConstantGather,
      FoldConstantElementwise, FoldConstantReshape<tensor::CollapseShapeOp>,
      FoldConstantReshape<tensor::ExpandShapeOp>, BiasInitToEpilogue,
      GroupedBiasInitToEpilogue, FoldPerChannelAffine,
      PerChannelAffineAsDepthwise, FoldFlattenTransposeIntoWeight,
      FoldConstantTosaTranspose, FoldConstantTosaReshape, FoldConstantTosaSlice,
      FoldConstantTosaElementwise, TosaBiasAddBeforeReshape,
      FoldTosaPerChannelAffine, TosaPerChannelAffineThroughConcat>(context);
}

void mlir::quantkit::populateGroupedFilterPatterns(
    RewritePatternSet &patterns) {
  patterns.add<GroupedFilterAsExpand<linalg::Conv2DNgchwGfchwOp>,
               GroupedFilterAsExpand<linalg::Conv2DNhwgcGfhwcOp>>(
      patterns.getContext());
}

void mlir::quantkit::populateTosaStandaloneAffinePatterns(
    RewritePatternSet &patterns) {
  patterns.add<TosaPerChannelAffineAsDepthwise>(patterns.getContext());
}

void mlir::quantkit::replaceByTosaDepthwise(
    PatternRewriter &rewriter, Operation *op, RankedTensorType resultType,
    Value input, DenseElementsAttr weights, DenseElementsAttr bias) {
  Location loc = op->getLoc();
  Type f32 = rewriter.getF32Type();
  // The f32 zero point [0.0] tosa::createZeroPointTensor would build, built
  // here so that nothing can fail once the rewrite has begun.
  auto zeroType = RankedTensorType::get({1}, f32);
  auto zero = [&] {
    return tosa::ConstOp::create(
        rewriter, loc, zeroType,
        DenseElementsAttr::get(zeroType, rewriter.getF32FloatAttr(0.0f)));
  };
  Value weight =
      tosa::ConstOp::create(rewriter, loc, weights.getType(), weights);
  Value biasValue = tosa::ConstOp::create(rewriter, loc, bias.getType(), bias);
  Value inputZp = zero();
  Value weightZp = zero();
  rewriter.replaceOpWithNewOp<tosa::DepthwiseConv2DOp>(
      op, resultType, input, weight, biasValue, inputZp, weightZp,
      rewriter.getDenseI64ArrayAttr({0, 0, 0, 0}),
      rewriter.getDenseI64ArrayAttr({1, 1}),
      rewriter.getDenseI64ArrayAttr({1, 1}), TypeAttr::get(f32));
}
