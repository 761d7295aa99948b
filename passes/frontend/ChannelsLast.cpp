//===- ChannelsLast.cpp - NCHW programs channels-last ---------------------===//
//
// Front-ends such as torch-mlir export NCHW convolutions and poolings; the
// kernels QuantKit fuses are channels-last. Each NCHW op is rewritten as its
// NHWC twin between two `linalg.transpose`s, and the transposes are then
// pushed down (towards the outputs) through every op that lets them pass:
// elementwise generics, pads, concatenations, insert_slice concatenations
// and unit-dimension flattens. A transpose that meets its inverse composes
// into nothing, so in a network of such ops one transpose remains at each
// input and each output.
//
// Conventions: `linalg.transpose %x permutation = P` has result dimension
// `i` equal to dimension `P[i]` of `%x` (applyPermutation's convention).
// Every rewrite here only moves transposes down, or removes them; the one
// exception (a transpose moving up through the `tensor.pad` of a block
// argument) applies exactly where moving down through a pad does not, so
// the patterns cannot undo each other.
//
//===----------------------------------------------------------------------===//

#include "passes/frontend/Normalize.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;

namespace {

/// NCHW -> NHWC (and FCHW -> FHWC for filters).
constexpr int64_t kToChannelsLast[] = {0, 2, 3, 1};
/// NHWC -> NCHW.
constexpr int64_t kToChannelsFirst[] = {0, 3, 1, 2};
/// CHW -> HWC, the depthwise filter.
constexpr int64_t kDepthwiseFilterToHwc[] = {1, 2, 0};

bool isRankedTensor(Value value) {
  return isa<RankedTensorType>(value.getType());
}

/// `value` in the layout `transpose(value, perm)` describes, without a
/// transpose where none is needed: an empty tensor is re-created in the new
/// shape, a fill of an empty tensor is a fill of the new empty tensor, and a
/// transpose composes with the one before it. Returns null where only a
/// `linalg.transpose` would do.
Value relayoutWithoutTranspose(OpBuilder &builder, Location loc, Value value,
                               ArrayRef<int64_t> perm) {
  if (isIdentityPermutation(perm))
    return value;
  if (auto empty = value.getDefiningOp<tensor::EmptyOp>()) {
    auto type = cast<RankedTensorType>(empty.getType());
    return tensor::EmptyOp::create(
        builder, loc, applyPermutation(empty.getMixedSizes(), perm),
        type.getElementType(), type.getEncoding());
  }
  if (auto fill = value.getDefiningOp<linalg::FillOp>()) {
    if (!fill.hasPureTensorSemantics() || fill->getNumResults() != 1)
      return {};
    auto empty = fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>();
    if (!empty)
      return {};
    Value init = relayoutWithoutTranspose(builder, loc, empty, perm);
    return linalg::FillOp::create(builder, loc, fill.getInputs(), init)
        .getResult(0);
  }
  if (auto transpose = value.getDefiningOp<linalg::TransposeOp>()) {
    if (!transpose.hasPureTensorSemantics())
      return {};
    // transpose(transpose(y, P), Q) has dimension k = dimension P[Q[k]] of y.
    SmallVector<int64_t> composed =
        applyPermutation(transpose.getPermutation(), perm);
    if (isIdentityPermutation(composed))
      return transpose.getInput();
  }
  return {};
}

/// Whether relayoutWithoutTranspose has an answer for `value`, without
/// creating anything.
bool relayoutsWithoutTranspose(Value value, ArrayRef<int64_t> perm) {
  if (isIdentityPermutation(perm) || value.getDefiningOp<tensor::EmptyOp>())
    return true;
  if (auto fill = value.getDefiningOp<linalg::FillOp>())
    return fill.hasPureTensorSemantics() && fill->getNumResults() == 1 &&
           fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>();
  if (auto transpose = value.getDefiningOp<linalg::TransposeOp>())
    return transpose.hasPureTensorSemantics() &&
           isIdentityPermutation(
               applyPermutation(transpose.getPermutation(), perm));
  return false;
}

/// `linalg.transpose` of `value` by `perm` into a fresh empty tensor.
Value createTranspose(OpBuilder &builder, Location loc, Value value,
                      ArrayRef<int64_t> perm) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<OpFoldResult> sizes =
      applyPermutation(tensor::getMixedSizes(builder, loc, value), perm);
  Value init = tensor::EmptyOp::create(
      builder, loc, sizes, type.getElementType(), type.getEncoding());
  return linalg::TransposeOp::create(builder, loc, value, init, perm)
      ->getResult(0);
}

/// `value` in the layout of `transpose(value, perm)`, by the cheapest means:
/// a transpose is created only where relayoutWithoutTranspose has none, and
/// then composed with a transpose before it.
Value relayout(OpBuilder &builder, Location loc, Value value,
               ArrayRef<int64_t> perm) {
  if (Value direct = relayoutWithoutTranspose(builder, loc, value, perm))
    return direct;
  if (auto transpose = value.getDefiningOp<linalg::TransposeOp>();
      transpose && transpose.hasPureTensorSemantics())
    return createTranspose(builder, loc, transpose.getInput(),
                           applyPermutation(transpose.getPermutation(), perm));
  return createTranspose(builder, loc, value, perm);
}

RankedTensorType permutedType(Type type, ArrayRef<int64_t> perm) {
  auto ranked = cast<RankedTensorType>(type);
  return RankedTensorType::get(applyPermutation(ranked.getShape(), perm),
                               ranked.getElementType(), ranked.getEncoding());
}

/// The source and permutation of the transpose that defines `value`, if a
/// non-trivial one on tensors does.
linalg::TransposeOp getTransposeProducer(Value value) {
  auto transpose = value.getDefiningOp<linalg::TransposeOp>();
  if (!transpose || !transpose.hasPureTensorSemantics() ||
      isIdentityPermutation(transpose.getPermutation()))
    return {};
  return transpose;
}

//===----------------------------------------------------------------------===//
// NCHW convolutions and poolings as their NHWC twins
//===----------------------------------------------------------------------===//

/// `SourceOp` (NCHW input, optional filter) rewritten as `TargetOp` on
/// transposed operands, the result transposed back to NCHW. The filter is
/// transposed with a `linalg.transpose` by `filterPerm`; the weight-folding
/// round evaluates it when the filter is a constant. Poolings have no
/// filter, their window operand is shape-only and stays.
template <typename SourceOp, typename TargetOp>
struct ToChannelsLast : OpRewritePattern<SourceOp> {
  ToChannelsLast(MLIRContext *context, ArrayRef<int64_t> filterPerm)
      : OpRewritePattern<SourceOp>(context), filterPerm(filterPerm) {}

  LogicalResult matchAndRewrite(SourceOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || op.getInputs().size() != 2 ||
        op.getOutputs().size() != 1)
      return rewriter.notifyMatchFailure(op, "expected tensors, 2 ins, 1 out");
    Value input = op.getInputs()[0];
    Value filter = op.getInputs()[1];
    Value init = op.getOutputs()[0];
    if (!isRankedTensor(input) || !isRankedTensor(filter) ||
        !isRankedTensor(init))
      return rewriter.notifyMatchFailure(op, "expected ranked tensors");

    Location loc = op.getLoc();
    Value newInput = relayout(rewriter, loc, input, kToChannelsLast);
    Value newFilter = filterPerm.empty()
                          ? filter
                          : relayout(rewriter, loc, filter, filterPerm);
    Value newInit = relayout(rewriter, loc, init, kToChannelsLast);

    // Strides and dilations keep their meaning: both name (H, W) in order in
    // either layout.
    SmallVector<NamedAttribute> attributes;
    for (StringRef name : {"strides", "dilations"})
      if (Attribute value = op->getAttr(name))
        attributes.emplace_back(rewriter.getStringAttr(name), value);
    auto channelsLast = TargetOp::create(
        rewriter, loc, TypeRange{newInit.getType()},
        ValueRange{newInput, newFilter}, ValueRange{newInit}, attributes);
    rewriter.replaceOp(op, createTranspose(rewriter, loc,
                                           channelsLast->getResult(0),
                                           kToChannelsFirst));
    return success();
  }

  SmallVector<int64_t> filterPerm;
};

/// Collapses `value` by `reassociation` into `type`; a fill of an empty
/// tensor is made directly in the collapsed shape (an init).
Value collapseOrRebuild(OpBuilder &builder, Location loc, Value value,
                        RankedTensorType type,
                        ArrayRef<ReassociationIndices> reassociation) {
  if (auto fill = value.getDefiningOp<linalg::FillOp>();
      fill && fill.hasPureTensorSemantics() &&
      fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>()) {
    Value empty = tensor::EmptyOp::create(builder, loc, type.getShape(),
                                          type.getElementType());
    return linalg::FillOp::create(builder, loc, fill.getInputs(), empty)
        .getResult(0);
  }
  return tensor::CollapseShapeOp::create(builder, loc, type, value,
                                         reassociation);
}

/// The static types of a `conv_2d_ngchw_gfchw` on tensors: input [N, G, C,
/// H, W], filter [G, F, C, KH, KW], accumulator [N, G, F, OH, OW].
struct GroupedTypes {
  RankedTensorType input, filter, init;

  static std::optional<GroupedTypes> of(linalg::Conv2DNgchwGfchwOp op) {
    if (!op.hasPureTensorSemantics() || op.getInputs().size() != 2 ||
        op.getOutputs().size() != 1)
      return std::nullopt;
    auto input = dyn_cast<RankedTensorType>(op.getInputs()[0].getType());
    auto filter = dyn_cast<RankedTensorType>(op.getInputs()[1].getType());
    auto init = dyn_cast<RankedTensorType>(op.getOutputs()[0].getType());
    if (!input || !filter || !init || !input.hasStaticShape() ||
        !filter.hasStaticShape() || !init.hasStaticShape())
      return std::nullopt;
    return GroupedTypes{input, filter, init};
  }

  /// C = F = 1: a depthwise convolution.
  bool oneChannelPerGroup() const {
    return input.getDimSize(2) == 1 && filter.getDimSize(1) == 1 &&
           filter.getDimSize(2) == 1;
  }
};

/// A grouped convolution with one input and one output channel per group
/// (`conv_2d_ngchw_gfchw` with C = F = 1) is a depthwise convolution: the
/// unit channel dimensions are collapsed away, the depthwise NCHW op (which
/// ToChannelsLast then rewrites) computes, and the result is expanded back.
/// The collapse/expand pairs this leaves next to torch-mlir's own expand and
/// collapse around grouped convolutions cancel (CancelReshapePair). The
/// others are GroupedToChannelsLast's.
struct GroupedAsDepthwise : OpRewritePattern<linalg::Conv2DNgchwGfchwOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::Conv2DNgchwGfchwOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<GroupedTypes> types = GroupedTypes::of(op);
    if (!types)
      return rewriter.notifyMatchFailure(op, "expected static shapes");
    if (!types->oneChannelPerGroup())
      return rewriter.notifyMatchFailure(op, "not one channel per group");
    RankedTensorType inputType = types->input, filterType = types->filter,
                     initType = types->init;

    Location loc = op.getLoc();
    SmallVector<ReassociationIndices> dropChannel = {{0}, {1, 2}, {3}, {4}};
    SmallVector<ReassociationIndices> dropFilterUnits = {{0, 1, 2}, {3}, {4}};
    auto dropDim = [](RankedTensorType type, ArrayRef<int64_t> dims) {
      SmallVector<int64_t> shape;
      for (auto [i, size] : llvm::enumerate(type.getShape()))
        if (!llvm::is_contained(dims, static_cast<int64_t>(i)))
          shape.push_back(size);
      return RankedTensorType::get(shape, type.getElementType());
    };
    Value input = tensor::CollapseShapeOp::create(
        rewriter, loc, dropDim(inputType, {2}), op.getInputs()[0], dropChannel);
    Value filter = tensor::CollapseShapeOp::create(
        rewriter, loc, dropDim(filterType, {1, 2}), op.getInputs()[1],
        dropFilterUnits);
    RankedTensorType resultType = dropDim(initType, {2});
    Value init = collapseOrRebuild(rewriter, loc, op.getOutputs()[0],
                                   resultType, dropChannel);
    SmallVector<NamedAttribute> attributes;
    for (StringRef name : {"strides", "dilations"})
      if (Attribute value = op->getAttr(name))
        attributes.emplace_back(rewriter.getStringAttr(name), value);
    auto depthwise = linalg::DepthwiseConv2DNchwChwOp::create(
        rewriter, loc, TypeRange{resultType}, ValueRange{input, filter},
        ValueRange{init}, attributes);
    rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(
        op, initType, depthwise->getResult(0), dropChannel);
    return success();
  }
};

/// A grouped convolution with more than one channel per group, as
/// torch-mlir writes it (`conv_2d_ngchw_gfchw` between an expand of the NCHW
/// input and a collapse of the result), rewritten channels-last:
///
///   collapse(conv_2d_nhwgc_gfhwc(expand(transpose(x)), expand(w')))
///
/// between the NCHW views, `w'` the `[G * F, C, KH, KW]` weight transposed
/// to `[G * F, KH, KW, C]`. The (group, channel) dimensions are then the last
/// two, so the expands and the collapse split and merge the channel
/// dimension of NHWC tensors, and the transposes move on as for any
/// convolution (the collapse/expand pairs with torch-mlir's own cancel).
/// The accumulator must be a fill: the bias of an exported grouped
/// convolution has moved to an epilogue by then (FoldWeights.cpp).
/// quantkit-fuse reads the result as a `conv2d` kernel with groups
/// (quantkit::GroupedConvolution).
struct GroupedToChannelsLast : OpRewritePattern<linalg::Conv2DNgchwGfchwOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::Conv2DNgchwGfchwOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<GroupedTypes> types = GroupedTypes::of(op);
    if (!types)
      return rewriter.notifyMatchFailure(op, "expected static shapes");
    if (types->oneChannelPerGroup())
      return rewriter.notifyMatchFailure(op, "a depthwise convolution");
    RankedTensorType inputType = types->input, filterType = types->filter,
                     initType = types->init;
    // A fill overwrites its destination (torch-mlir fills an expand of an
    // empty tensor), so only the filled value matters.
    auto fill = op.getOutputs()[0].getDefiningOp<linalg::FillOp>();
    if (!fill || !fill.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "the accumulator is no fill");

    Location loc = op.getLoc();
    ArrayRef<int64_t> in = inputType.getShape(), w = filterType.getShape(),
                      out = initType.getShape();
    Type element = inputType.getElementType();
    SmallVector<ReassociationIndices> channelsFirst = {{0}, {1, 2}, {3}, {4}};
    SmallVector<ReassociationIndices> channelsLast = {{0}, {1}, {2}, {3, 4}};
    SmallVector<ReassociationIndices> filterRows = {{0, 1}, {2}, {3}, {4}};
    auto tensorOf = [&](ArrayRef<int64_t> shape) {
      return RankedTensorType::get(shape, element);
    };

    // `value` merged by `merge` to 4-D, taken channels-last, and split by
    // `split` into `shape`.
    auto throughChannelsLast = [&](Value value,
                                   ArrayRef<ReassociationIndices> merge,
                                   ArrayRef<ReassociationIndices> split,
                                   ArrayRef<int64_t> shape) -> Value {
      Value merged =
          tensor::CollapseShapeOp::create(rewriter, loc, value, merge);
      return tensor::ExpandShapeOp::create(
          rewriter, loc, tensorOf(shape),
          relayout(rewriter, loc, merged, kToChannelsLast), split);
    };
    // [N, G, C, H, W] -> [N, G * C, H, W] -> [N, H, W, G * C]
    //   -> [N, H, W, G, C]
    Value input =
        throughChannelsLast(op.getInputs()[0], channelsFirst, channelsLast,
                            {in[0], in[3], in[4], in[1], in[2]});
    // [G, F, C, KH, KW] -> [G * F, C, KH, KW] -> [G * F, KH, KW, C]
    //   -> [G, F, KH, KW, C]
    Value filter =
        throughChannelsLast(op.getInputs()[1], filterRows, filterRows,
                            {w[0], w[1], w[3], w[4], w[2]});
    // The accumulator [N, OH, OW, G, F], filled as the original.
    Value empty = tensor::EmptyOp::create(
        rewriter, loc,
        ArrayRef<int64_t>{out[0], out[3], out[4], out[1], out[2]}, element);
    Value init = linalg::FillOp::create(rewriter, loc, fill.getInputs(), empty)
                     .getResult(0);
    SmallVector<NamedAttribute> attributes;
    for (StringRef name : {"strides", "dilations"})
      if (Attribute value = op->getAttr(name))
        attributes.emplace_back(rewriter.getStringAttr(name), value);
    auto conv = linalg::Conv2DNhwgcGfhwcOp::create(
        rewriter, loc, TypeRange{init.getType()}, ValueRange{input, filter},
        ValueRange{init}, attributes);
    // [N, OH, OW, G, F] -> [N, OH, OW, G * F] -> [N, G * F, OH, OW]
    //   -> [N, G, F, OH, OW]
    Value result = tensor::CollapseShapeOp::create(
        rewriter, loc, conv->getResult(0), channelsLast);
    result = createTranspose(rewriter, loc, result, kToChannelsFirst);
    rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(op, initType, result,
                                                       channelsFirst);
    return success();
  }
};

/// `collapse(expand(x))` and `expand(collapse(x))` by one reassociation
/// back to the type of `x` are `x` (the greedy driver runs without
/// folders, so upstream's folds of these pairs do not apply).
template <typename OuterOp, typename InnerOp>
struct CancelReshapePair : OpRewritePattern<OuterOp> {
  using OpRewritePattern<OuterOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(OuterOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getSrc().template getDefiningOp<InnerOp>();
    if (!inner || inner.getSrc().getType() != op.getType() ||
        inner.getReassociationIndices() != op.getReassociationIndices())
      return failure();
    rewriter.replaceOp(op, inner.getSrc());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Transposes composed, de-duplicated, and folded into what they read
//===----------------------------------------------------------------------===//

/// A transpose of a transpose is one transpose, or nothing when the two are
/// inverse (a convolution's NHWC->NCHW result meeting the next one's
/// NCHW->NHWC input); an identity transpose is nothing; a transpose of an
/// empty tensor or of a fill of one is that tensor made in the new shape.
struct SimplifyTranspose : OpRewritePattern<linalg::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::TransposeOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics())
      return failure();
    ArrayRef<int64_t> perm = op.getPermutation();
    Value input = op.getInput();
    if (Value direct =
            relayoutWithoutTranspose(rewriter, op.getLoc(), input, perm)) {
      rewriter.replaceOp(op, direct);
      return success();
    }
    linalg::TransposeOp producer = getTransposeProducer(input);
    if (!producer)
      return failure();
    rewriter.replaceOp(
        op, createTranspose(rewriter, op.getLoc(), producer.getInput(),
                            applyPermutation(producer.getPermutation(), perm)));
    return success();
  }
};

/// Two transposes of one value by one permutation are one: the transposes
/// the rewrites put at a model input (one per convolution reading it) and
/// those pushed into the branches of a residual block then meet again.
struct DeduplicateTranspose : OpRewritePattern<linalg::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::TransposeOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics())
      return failure();
    for (Operation *user : op.getInput().getUsers()) {
      auto other = dyn_cast<linalg::TransposeOp>(user);
      if (!other || other == op || other->getBlock() != op->getBlock() ||
          !other->isBeforeInBlock(op) || !other.hasPureTensorSemantics() ||
          other.getInput() != op.getInput() ||
          other.getPermutation() != op.getPermutation())
        continue;
      rewriter.replaceOp(op, other->getResult(0));
      return success();
    }
    return failure();
  }
};

//===----------------------------------------------------------------------===//
// Elementwise generics
//===----------------------------------------------------------------------===//

/// A generic the layout can pass through: on tensors, all loops parallel,
/// every result written in loop order (identity map). Its `linalg.index`
/// ops (torch-mlir's per-position count of an average pooling that excludes
/// padding) are renumbered with the loops (rebuildGenericPermuted).
bool isLayoutAgnosticGeneric(linalg::GenericOp op) {
  if (!op.hasPureTensorSemantics() || !op.isAllParallelLoops() ||
      op.getNumDpsInits() == 0)
    return false;
  return llvm::all_of(op.getDpsInitsMutable(), [&](OpOperand &init) {
    return op.getMatchingIndexingMap(&init).isIdentity() &&
           isRankedTensor(init.get());
  });
}

/// Whether `operand` reads the whole iteration space: it has one dimension
/// per loop and every loop of extent other than 1 indexes it (torch-mlir
/// writes `(0, d1, d2, d3)` for a batch of 1). Anything else (a per-channel
/// `(d1)` even where C is the only non-unit loop, a `(0, d1, 0, 0)` of a
/// 1xCx1x1 tensor over 1xCxHxW, a scalar) is a broadcast, read in whatever
/// layout the loops are in.
bool readsWholeSpace(linalg::GenericOp op, OpOperand &operand) {
  auto type = dyn_cast<RankedTensorType>(operand.get().getType());
  if (!type || type.getRank() != op.getNumLoops())
    return false;
  AffineMap map = op.getMatchingIndexingMap(&operand);
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  for (auto [dim, extent] : llvm::enumerate(ranges))
    if (extent != 1 && !map.isFunctionOfDim(dim))
      return false;
  return true;
}

/// The generic `op` rebuilt so that its results are `transpose(result,
/// perm)`: loop `e_k` of the new generic is loop `d_perm[k]` of the old one,
/// so every map `m` of the old loops becomes `m` composed with
/// `d_j = e_inverse[j]`, the outputs are written in loop order, and the
/// body is unchanged. `inputs`/`inputMaps` are the new input values with
/// their maps over the old loops; `inits` the new init values.
linalg::GenericOp
rebuildGenericPermuted(PatternRewriter &rewriter, linalg::GenericOp op,
                       ArrayRef<int64_t> perm, ValueRange inputs,
                       ArrayRef<AffineMap> inputMaps, ValueRange inits) {
  MLIRContext *context = op.getContext();
  unsigned numLoops = op.getNumLoops();
  SmallVector<int64_t> inverse = invertPermutationVector(perm);
  SmallVector<AffineExpr> oldLoopsInNew;
  for (unsigned j = 0; j < numLoops; ++j)
    oldLoopsInNew.push_back(getAffineDimExpr(inverse[j], context));
  AffineMap oldFromNew = AffineMap::get(numLoops, 0, oldLoopsInNew, context);

  SmallVector<AffineMap> maps;
  for (AffineMap map : inputMaps)
    maps.push_back(map.compose(oldFromNew));
  for (size_t i = 0; i < inits.size(); ++i)
    maps.push_back(AffineMap::getMultiDimIdentityMap(numLoops, context));

  SmallVector<Type> resultTypes;
  for (Value init : inits)
    resultTypes.push_back(init.getType());
  auto generic =
      linalg::GenericOp::create(rewriter, op.getLoc(), resultTypes, inputs,
                                inits, maps, op.getIteratorTypesArray());
  // Keep the front-end's discardable attributes (names, debug info).
  for (NamedAttribute attr : op->getDiscardableAttrs())
    generic->setAttr(attr.getName(), attr.getValue());
  rewriter.cloneRegionBefore(op.getRegion(), generic.getRegion(),
                             generic.getRegion().begin());
  // Old loop d_j is new loop e_inverse[j].
  generic.getRegion().walk(
      [&](linalg::IndexOp index) { index.setDim(inverse[index.getDim()]); });
  return generic;
}

/// New inits for `op` rebuilt in the layout `perm`: an init the body does
/// not read is a fresh empty tensor of the new shape; one it reads is
/// carried over by `relayout`.
SmallVector<Value> relayoutInits(PatternRewriter &rewriter,
                                 linalg::GenericOp op, ArrayRef<int64_t> perm) {
  SmallVector<Value> inits;
  for (OpOperand &init : op.getDpsInitsMutable()) {
    if (op.payloadUsesValueFromOperand(&init)) {
      inits.push_back(relayout(rewriter, op.getLoc(), init.get(), perm));
      continue;
    }
    auto type = cast<RankedTensorType>(init.get().getType());
    SmallVector<OpFoldResult> sizes = applyPermutation(
        tensor::getMixedSizes(rewriter, op.getLoc(), init.get()), perm);
    inits.push_back(tensor::EmptyOp::create(rewriter, op.getLoc(), sizes,
                                            type.getElementType(),
                                            type.getEncoding()));
  }
  return inits;
}

/// (b) An elementwise generic whose whole-space inputs are transposes by
/// one permutation P (of values that are not constants) runs on the
/// untransposed values instead, and one transpose by P follows it. Broadcast
/// inputs (per-channel parameters, scalars) are read through their maps
/// permuted; a whole-space constant input is transposed the other way (the
/// weight-folding round evaluates that transpose), as is an init the body
/// reads. The result is the same tensor, and the transpose has moved one op
/// closer to the outputs.
struct PushTransposeThroughElementwise : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!isLayoutAgnosticGeneric(op))
      return rewriter.notifyMatchFailure(op, "not an elementwise generic");
    unsigned numLoops = op.getNumLoops();

    // The permutation comes from the first whole-space input that is a
    // transpose of a computed value: transposes of constants never drive the
    // rewrite, so the transposes it inserts on constants cannot trigger it
    // again.
    std::optional<SmallVector<int64_t>> perm;
    for (OpOperand *operand : op.getDpsInputOperands()) {
      if (!readsWholeSpace(op, *operand))
        continue;
      linalg::TransposeOp transpose = getTransposeProducer(operand->get());
      if (!transpose || matchPattern(transpose.getInput(), m_Constant()))
        continue;
      if (transpose.getPermutation().size() != numLoops)
        continue;
      perm = llvm::to_vector(transpose.getPermutation());
      break;
    }
    if (!perm)
      return rewriter.notifyMatchFailure(op, "no transposed input");
    SmallVector<int64_t> inverse = invertPermutationVector(*perm);

    SmallVector<Value> inputs;
    SmallVector<AffineMap> inputMaps;
    for (OpOperand *operand : op.getDpsInputOperands()) {
      AffineMap map = op.getMatchingIndexingMap(operand);
      if (!readsWholeSpace(op, *operand)) {
        inputs.push_back(operand->get());
        inputMaps.push_back(map);
        continue;
      }
      int64_t rank = numLoops;
      // t = transpose(x, P) read at m(d) is x read at the results of m taken
      // in the order P^-1.
      SmallVector<AffineExpr> reordered;
      for (int64_t k = 0; k < rank; ++k)
        reordered.push_back(map.getResult(inverse[k]));
      AffineMap untransposedMap =
          AffineMap::get(numLoops, 0, reordered, op.getContext());
      linalg::TransposeOp transpose = getTransposeProducer(operand->get());
      if (transpose && transpose.getPermutation() == ArrayRef<int64_t>(*perm)) {
        inputs.push_back(transpose.getInput());
        inputMaps.push_back(untransposedMap);
        continue;
      }
      if (!matchPattern(operand->get(), m_Constant()))
        return rewriter.notifyMatchFailure(
            op, "a whole-space input is not transposed alike");
      inputs.push_back(
          relayout(rewriter, op.getLoc(), operand->get(), inverse));
      inputMaps.push_back(untransposedMap);
    }

    SmallVector<Value> inits = relayoutInits(rewriter, op, inverse);
    linalg::GenericOp generic =
        rebuildGenericPermuted(rewriter, op, inverse, inputs, inputMaps, inits);
    SmallVector<Value> results;
    for (Value result : generic->getResults())
      results.push_back(createTranspose(rewriter, op.getLoc(), result, *perm));
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// A transpose of an elementwise generic that reads only broadcasts (the
/// bias torch-mlir broadcasts into a convolution's init, `(d1)` into
/// 1xCxHxW) is that generic writing the transposed layout directly. Such a
/// generic has no whole-space input, so PushTransposeThroughElementwise
/// never applies to it: the two cannot alternate.
struct TransposeBroadcastGeneric : OpRewritePattern<linalg::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::TransposeOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics())
      return failure();
    auto producer = op.getInput().getDefiningOp<linalg::GenericOp>();
    if (!producer || !isLayoutAgnosticGeneric(producer) ||
        producer->getNumResults() != 1 ||
        producer.getNumLoops() != op.getPermutation().size())
      return failure();
    for (OpOperand *operand : producer.getDpsInputOperands())
      if (readsWholeSpace(producer, *operand))
        return failure();
    OpOperand &init = producer.getDpsInitsMutable()[0];
    if (producer.payloadUsesValueFromOperand(&init) &&
        !relayoutsWithoutTranspose(init.get(), op.getPermutation()))
      return failure();

    SmallVector<Value> inputs;
    SmallVector<AffineMap> inputMaps;
    for (OpOperand *operand : producer.getDpsInputOperands()) {
      inputs.push_back(operand->get());
      inputMaps.push_back(producer.getMatchingIndexingMap(operand));
    }
    SmallVector<Value> inits =
        relayoutInits(rewriter, producer, op.getPermutation());
    linalg::GenericOp generic = rebuildGenericPermuted(
        rewriter, producer, op.getPermutation(), inputs, inputMaps, inits);
    rewriter.replaceOp(op, generic->getResults());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Pads, concatenations, flattens
//===----------------------------------------------------------------------===//

/// `pad` applied to `source`, a value in the layout `transpose(pad's
/// source, perm)`: dimension k pads as dimension perm[k] did, and the body's
/// index arguments are renumbered alike.
tensor::PadOp padInLayout(PatternRewriter &rewriter, tensor::PadOp pad,
                          Value source, ArrayRef<int64_t> perm) {
  Location loc = pad.getLoc();
  auto newPad = tensor::PadOp::create(
      rewriter, loc, permutedType(pad.getResultType(), perm), source,
      applyPermutation(pad.getMixedLowPad(), perm),
      applyPermutation(pad.getMixedHighPad(), perm), pad.getNofold());
  Block &oldBody = pad.getRegion().front();
  SmallVector<Type> argTypes(oldBody.getNumArguments(),
                             rewriter.getIndexType());
  SmallVector<Location> argLocs(oldBody.getNumArguments(), loc);
  OpBuilder::InsertionGuard guard(rewriter);
  Block *body = rewriter.createBlock(
      &newPad.getRegion(), newPad.getRegion().end(), argTypes, argLocs);
  IRMapping mapping;
  for (auto [k, old] : llvm::enumerate(perm))
    mapping.map(oldBody.getArgument(old), body->getArgument(k));
  for (Operation &nested : oldBody)
    rewriter.clone(nested, mapping);
  return newPad;
}

/// (c) `pad(transpose(x, P))` is `transpose(pad'(x), P)` with the padding
/// amounts permuted. Not applied where `x` is a block argument: there the
/// transpose is the model's input transpose and goes the other way
/// (HoistTransposeAboveInputPad), so that the pad stays next to the
/// convolution it pads.
struct PushTransposeThroughPad : OpRewritePattern<tensor::PadOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tensor::PadOp op,
                                PatternRewriter &rewriter) const override {
    linalg::TransposeOp transpose = getTransposeProducer(op.getSource());
    if (!transpose || isa<BlockArgument>(transpose.getInput()))
      return failure();
    ArrayRef<int64_t> perm = transpose.getPermutation();
    tensor::PadOp pad = padInLayout(rewriter, op, transpose.getInput(),
                                    invertPermutationVector(perm));
    rewriter.replaceOp(op, createTranspose(rewriter, op.getLoc(), pad, perm));
    return success();
  }
};

/// `transpose(pad(arg), Q)` of a block argument is `pad'(transpose(arg, Q))`:
/// the layout change a convolution puts after the padding of a model input
/// goes before it, so the pad is in the convolution's layout and the fusion
/// matcher takes it into the kernel.
struct HoistTransposeAboveInputPad : OpRewritePattern<linalg::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::TransposeOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() ||
        isIdentityPermutation(op.getPermutation()))
      return failure();
    auto pad = op.getInput().getDefiningOp<tensor::PadOp>();
    if (!pad || !isa<BlockArgument>(pad.getSource()))
      return failure();
    Value transposed = createTranspose(rewriter, op.getLoc(), pad.getSource(),
                                       op.getPermutation());
    rewriter.replaceOp(
        op, padInLayout(rewriter, pad, transposed, op.getPermutation()));
    return success();
  }
};

/// (f) A concatenation of values all transposed by P is the concatenation
/// of the untransposed values along dimension P[dim], transposed by P.
struct PushTransposeThroughConcat : OpRewritePattern<tensor::ConcatOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tensor::ConcatOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<SmallVector<int64_t>> perm;
    SmallVector<Value> inputs;
    for (Value input : op.getInputs()) {
      linalg::TransposeOp transpose = getTransposeProducer(input);
      if (!transpose)
        return failure();
      if (!perm)
        perm = llvm::to_vector(transpose.getPermutation());
      else if (transpose.getPermutation() != ArrayRef<int64_t>(*perm))
        return failure();
      inputs.push_back(transpose.getInput());
    }
    if (!perm)
      return failure();
    auto concat = tensor::ConcatOp::create(rewriter, op.getLoc(),
                                           (*perm)[op.getDim()], inputs);
    rewriter.replaceOp(op,
                       createTranspose(rewriter, op.getLoc(), concat, *perm));
    return success();
  }
};

/// (f) torch-mlir's concatenation, `insert_slice`s of the parts into an
/// empty tensor: an insert_slice of a value transposed by P into a
/// destination that is an empty tensor, a fill of one, or transposed by P
/// too, is the insert_slice of the untransposed value into the
/// untransposed destination with offsets, sizes and strides permuted,
/// transposed by P. Along a chain the transposes move from slice to slice
/// and leave after the last one.
struct PushTransposeThroughInsertSlice
    : OpRewritePattern<tensor::InsertSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tensor::InsertSliceOp op,
                                PatternRewriter &rewriter) const override {
    linalg::TransposeOp transpose = getTransposeProducer(op.getSource());
    if (!transpose || op.getSourceType().getRank() != op.getType().getRank())
      return failure();
    ArrayRef<int64_t> perm = transpose.getPermutation();
    SmallVector<int64_t> inverse = invertPermutationVector(perm);
    // The destination follows only where it needs no transpose of its own
    // (an empty tensor, a fill of one, a slice before transposed by P);
    // otherwise nothing would be gained.
    if (!relayoutsWithoutTranspose(op.getDest(), inverse))
      return failure();
    Value newDest =
        relayoutWithoutTranspose(rewriter, op.getLoc(), op.getDest(), inverse);
    auto insert = tensor::InsertSliceOp::create(
        rewriter, op.getLoc(), transpose.getInput(), newDest,
        applyPermutation(op.getMixedOffsets(), inverse),
        applyPermutation(op.getMixedSizes(), inverse),
        applyPermutation(op.getMixedStrides(), inverse));
    rewriter.replaceOp(op,
                       createTranspose(rewriter, op.getLoc(), insert, perm));
    return success();
  }
};

/// (e) A flatten of a transposed value whose permutation moves only unit
/// dimensions (the 1x1x1xC result of a global pooling read as 1xCx1x1)
/// reads the elements in the same order as the untransposed value: it is a
/// collapse of that value directly. A permutation that reorders dimensions
/// of size > 1 changes the element order, and the transpose stays.
struct CollapseUnitTranspose : OpRewritePattern<tensor::CollapseShapeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tensor::CollapseShapeOp op,
                                PatternRewriter &rewriter) const override {
    linalg::TransposeOp transpose = getTransposeProducer(op.getSrc());
    if (!transpose)
      return failure();
    auto sourceType = cast<RankedTensorType>(transpose.getInput().getType());
    RankedTensorType resultType = op.getResultType();
    if (!sourceType.hasStaticShape() || !resultType.hasStaticShape())
      return failure();
    int64_t last = -1;
    for (int64_t from : transpose.getPermutation()) {
      if (sourceType.getDimSize(from) == 1)
        continue;
      if (from < last)
        return rewriter.notifyMatchFailure(op, "moves a non-unit dimension");
      last = from;
    }
    std::optional<SmallVector<ReassociationIndices>> reassociation =
        getReassociationIndicesForCollapse(sourceType.getShape(),
                                           resultType.getShape());
    if (!reassociation)
      return failure();
    rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(
        op, resultType, transpose.getInput(), *reassociation);
    return success();
  }
};

} // namespace

void mlir::quantkit::populateChannelsLastPatterns(RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns
      .add<ToChannelsLast<linalg::Conv2DNchwFchwOp, linalg::Conv2DNhwcFhwcOp>>(
          context, kToChannelsLast);
  patterns.add<ToChannelsLast<linalg::DepthwiseConv2DNchwChwOp,
                              linalg::DepthwiseConv2DNhwcHwcOp>>(
      context, kDepthwiseFilterToHwc);
  patterns
      .add<ToChannelsLast<linalg::PoolingNchwMaxOp, linalg::PoolingNhwcMaxOp>,
           ToChannelsLast<linalg::PoolingNchwSumOp, linalg::PoolingNhwcSumOp>>(
          context, ArrayRef<int64_t>{});
  patterns
      .add<GroupedAsDepthwise, GroupedToChannelsLast,
           CancelReshapePair<tensor::CollapseShapeOp, tensor::ExpandShapeOp>,
           CancelReshapePair<tensor::ExpandShapeOp, tensor::CollapseShapeOp>>(
          context);
  patterns.add<SimplifyTranspose, DeduplicateTranspose,
               PushTransposeThroughElementwise, TransposeBroadcastGeneric,
               PushTransposeThroughPad, HoistTransposeAboveInputPad,
               PushTransposeThroughConcat, PushTransposeThroughInsertSlice,
               CollapseUnitTranspose>(context);
}
