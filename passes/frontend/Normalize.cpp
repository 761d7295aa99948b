//===- Normalize.cpp - The quantkit-normalize pass ------------------------===//
//
// Runs the front-end rewrites of this folder in five rounds: activations
// and constant weights first (batch norm folds while the convolution is
// still in the exporter's layout), then the layout, then the weight folds
// again on what the layout change made constant, then TOSA batch norms
// that no convolution took, once every constant is folded, then the
// elementwise maps that read unit dimensions at a constant index; last,
// activations decomposed one op per generic are fused into one.
//
//===----------------------------------------------------------------------===//

#include "passes/frontend/Normalize.h"
#include "passes/utils/TosaBuilders.h"

#include "passes/Passes.h"
#include "passes/quantize/FusedKernel.h"

#include "dialect/QuantKitOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITNORMALIZE
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

/// `cf.assert` of a condition that folds to true (torch-mlir guards batch
/// norm with `cmpi eq, %false, %false`) is dropped, so it does not sit
/// between a convolution and the batch norm that folds into it.
struct DropTrueAssert : OpRewritePattern<cf::AssertOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(cf::AssertOp op,
                                PatternRewriter &rewriter) const override {
    Value condition = op.getArg();
    if (auto compare = condition.getDefiningOp<arith::CmpIOp>()) {
      if (compare.getLhs() == compare.getRhs() &&
          (compare.getPredicate() == arith::CmpIPredicate::eq ||
           compare.getPredicate() == arith::CmpIPredicate::sle ||
           compare.getPredicate() == arith::CmpIPredicate::sge ||
           compare.getPredicate() == arith::CmpIPredicate::ule ||
           compare.getPredicate() == arith::CmpIPredicate::uge)) {
        rewriter.eraseOp(op);
        return success();
      }
    }
    if (!matchPattern(condition, m_One()))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

/// A sum pooling over a 1x1 window whose output has its input's shape, into
/// a zero-filled init, is its input: torch-mlir writes AlexNet's
/// `adaptive_avg_pool2d` to the size the input already has that way (with no
/// division, the window being one element). Left in place it would stay a
/// float op between the features and the classifier.
template <typename PoolOp>
struct DropIdentitySumPool : OpRewritePattern<PoolOp> {
  using OpRewritePattern<PoolOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(PoolOp op,
                                PatternRewriter &rewriter) const override {
    Value input = op.getInputs()[0];
    auto window = dyn_cast<ShapedType>(op.getInputs()[1].getType());
    if (!window || !window.hasStaticShape() ||
        llvm::any_of(window.getShape(), [](int64_t d) { return d != 1; }))
      return failure();
    if (input.getType() != op.getResult(0).getType())
      return failure();
    auto fill = op.getOutputs()[0].template getDefiningOp<linalg::FillOp>();
    if (!fill || !matchPattern(fill.getInputs()[0], m_PosZeroFloat()))
      return failure();
    rewriter.replaceOp(op, input);
    return success();
  }
};

/// The sum over the whole H x W map of a static NCHW float value `input`
/// into a zero fill `init` of shape [N, C, 1, 1] (`keepdim`) or
/// [N, C] (a mean over dimensions 2 and 3 that drops them, as MNASNet's and
/// ShuffleNetV2's `x.mean([2, 3])`), computed as a depthwise convolution by
/// ones over the map (a window of its size). Into [N, C] the convolution
/// writes [N, C, 1, 1], collapsed; over a 1x1 map the sum is its input (or
/// that collapse of it).
LogicalResult replaceByDepthwiseSum(PatternRewriter &rewriter, Operation *op,
                                    Value input, Value init) {
  auto inputType = dyn_cast<RankedTensorType>(input.getType());
  auto initType = dyn_cast<RankedTensorType>(init.getType());
  if (!inputType || !initType || inputType.getRank() != 4 ||
      !inputType.hasStaticShape() ||
      !isa<FloatType>(inputType.getElementType()) ||
      initType.getElementType() != inputType.getElementType() ||
      !isZeroFill(init))
    return failure();
  ArrayRef<int64_t> batchAndChannels = inputType.getShape().take_front(2);
  auto keptType =
      RankedTensorType::get({batchAndChannels[0], batchAndChannels[1], 1, 1},
                            inputType.getElementType());
  bool keepsDims = initType == keptType;
  if (!keepsDims && initType.getShape() != batchAndChannels)
    return failure();
  int64_t mapSize = inputType.getDimSize(2) * inputType.getDimSize(3);
  SmallVector<ReassociationIndices> dropUnitDims = {{0}, {1, 2, 3}};
  if (mapSize == 1) {
    // The sum of one element into a zero fill is that element.
    if (keepsDims)
      rewriter.replaceOp(op, input);
    else
      rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(op, initType, input,
                                                           dropUnitDims);
    return success();
  }

  Location loc = op->getLoc();
  if (!keepsDims) {
    Value zero = init.getDefiningOp<linalg::FillOp>().getInputs()[0];
    Value empty = tensor::EmptyOp::create(rewriter, loc, keptType.getShape(),
                                          keptType.getElementType());
    init = linalg::FillOp::create(rewriter, loc, zero, empty).getResult(0);
  }
  auto filterType = RankedTensorType::get(inputType.getShape().drop_front(),
                                          inputType.getElementType());
  Value ones = arith::ConstantOp::create(
      rewriter, loc,
      DenseElementsAttr::get(
          filterType, rewriter.getFloatAttr(filterType.getElementType(), 1.0)));
  DenseIntElementsAttr unit = rewriter.getI64VectorAttr({1, 1});
  Value sum =
      linalg::DepthwiseConv2DNchwChwOp::create(
          rewriter, loc, TypeRange{keptType}, ValueRange{input, ones},
          ValueRange{init},
          ArrayRef<NamedAttribute>{rewriter.getNamedAttr("strides", unit),
                                   rewriter.getNamedAttr("dilations", unit)})
          .getResult(0);
  if (!keepsDims)
    sum = tensor::CollapseShapeOp::create(rewriter, loc, initType, sum,
                                          dropUnitDims);
  rewriter.replaceOp(op, sum);
  return success();
}

/// A global sum pooling, as torch-mlir's 2023 exports write the first half
/// of `adaptive_avg_pool2d(x, 1)`: `pooling_nchw_sum` over a window of the
/// map's size. It becomes a depthwise convolution by ones
/// (replaceByDepthwiseSum), and the division by H * W after it folds into
/// those weights as any per-channel affine folds into a convolution: the
/// mean is then a kernel whose result has a scale of its own. As a pooling
/// it was quantized at its input's scale (`avg_pool2d` shares it, as
/// TFLite's AVERAGE_POOL_2D does), coarse for means, whose range is far
/// narrower than the map's; TFLite's converter writes a global pooling as
/// MEAN, which requantizes, for the same reason.
struct GlobalSumPoolAsDepthwise : OpRewritePattern<linalg::PoolingNchwSumOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::PoolingNchwSumOp op,
                                PatternRewriter &rewriter) const override {
    Value input = op.getInputs()[0];
    auto inputType = dyn_cast<RankedTensorType>(input.getType());
    auto window = dyn_cast<ShapedType>(op.getInputs()[1].getType());
    if (!inputType || inputType.getRank() != 4 || !window ||
        !window.hasStaticShape() ||
        window.getShape() != inputType.getShape().drop_front(2) ||
        !llvm::all_of(op.getDilations().getValues<int64_t>(),
                      [](int64_t d) { return d == 1; }))
      return failure();
    return replaceByDepthwiseSum(rewriter, op, input, op.getOutputs()[0]);
  }
};

/// The same sum as today's torch-mlir writes it: a generic reducing an NCHW
/// value through `(d0, d1, d2, d3) -> (d0, d1, 0, 0)`, body `addf`; or, for
/// a mean that drops the reduced dimensions, through `(d0, d1)`.
struct GlobalSumReductionAsDepthwise : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    using utils::IteratorType;
    if (op.getNumDpsInputs() != 1 || op.getNumDpsInits() != 1 ||
        op.getIteratorTypesArray() !=
            SmallVector<IteratorType>{
                IteratorType::parallel, IteratorType::parallel,
                IteratorType::reduction, IteratorType::reduction})
      return failure();
    MLIRContext *context = op.getContext();
    AffineExpr zero = getAffineConstantExpr(0, context);
    AffineExpr d0 = getAffineDimExpr(0, context);
    AffineExpr d1 = getAffineDimExpr(1, context);
    AffineMap initMap = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
    if (!op.getMatchingIndexingMap(op.getDpsInputOperand(0)).isIdentity() ||
        (initMap != AffineMap::get(4, 0, {d0, d1, zero, zero}, context) &&
         initMap != AffineMap::get(4, 0, {d0, d1}, context)))
      return failure();
    Block &body = op.getRegion().front();
    auto add = dyn_cast<arith::AddFOp>(body.front());
    if (body.getOperations().size() != 2 || !add ||
        body.getTerminator()->getOperand(0) != add.getResult() ||
        !llvm::is_contained(add->getOperands(), body.getArgument(0)) ||
        !llvm::is_contained(add->getOperands(), body.getArgument(1)) ||
        add.getLhs() == add.getRhs())
      return failure();
    return replaceByDepthwiseSum(rewriter, op, op.getDpsInputs()[0],
                                 op.getDpsInits()[0]);
  }
};

/// The division of a mean that drops its reduced dimensions reads the
/// depthwise sum through the collapse to [N, C]. Upstream's reshape
/// propagation (fusion by expansion) moves such an elementwise generic
/// before the collapse, onto the [N, C, 1, 1] result, where it folds into
/// the weights as any per-channel op after a convolution does. No other
/// reshape moves.
bool readsCollapsedDepthwise(OpOperand *operand) {
  auto collapse = operand->get().getDefiningOp<tensor::CollapseShapeOp>();
  auto consumer = dyn_cast<linalg::GenericOp>(operand->getOwner());
  return collapse && consumer && linalg::isElementwise(consumer) &&
         collapse.getSrc().getDefiningOp<linalg::DepthwiseConv2DNchwChwOp>();
}

/// An elementwise generic that reads a value at constant index 0 of a
/// dimension whose loop has one iteration reads it at that loop's index:
/// torch-mlir's 2023 exports write `(0, d1, d2, d3)` for every value with a
/// batch of 1 (and `(0, d1, 0, 0)` where the map is 1x1 too), so a residual
/// add and the ReLU after it are not the same-shape ops quantkit-fuse wraps
/// as `add` (they ran in float between casts). A map becomes the identity
/// where that replaces every constant in it; others stay (a real broadcast,
/// a per-channel constant read as `(0, d1, 0, 0)` over H, W > 1).
struct UnitLoopReadAsIdentity : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getNumParallelLoops() != op.getNumLoops())
      return failure();
    SmallVector<int64_t> loopRanges = op.getStaticLoopRanges();
    unsigned numLoops = op.getNumLoops();
    auto readsAsIdentity = [&](AffineMap map) {
      if (map.getNumResults() != numLoops || map.getNumSymbols() != 0)
        return false;
      for (auto [i, expr] : llvm::enumerate(map.getResults())) {
        if (expr == getAffineDimExpr(i, op.getContext()))
          continue;
        auto constant = dyn_cast<AffineConstantExpr>(expr);
        if (!constant || constant.getValue() != 0 || loopRanges[i] != 1)
          return false;
      }
      return true;
    };
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    bool changed = false;
    for (AffineMap &map : maps) {
      if (map.isIdentity() || !readsAsIdentity(map))
        continue;
      map = AffineMap::getMultiDimIdentityMap(numLoops, op.getContext());
      changed = true;
    }
    if (!changed)
      return failure();
    rewriter.modifyOpInPlace(op, [&] {
      op.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
    });
    return success();
  }
};

/// True when some user of `value` is a `quantkit.stats`.
bool hasStatsUser(Value value) {
  return llvm::any_of(value.getUsers(),
                      [](Operation *user) { return isa<StatsOp>(user); });
}

/// Puts `stats`' statistics on `value` too (right after its definition),
/// with the per-axis `axis` given; every other user of `value` reads the
/// new op.
void copyStats(PatternRewriter &rewriter, StatsOp stats, Value value,
               IntegerAttr axis) {
  rewriter.setInsertionPointAfterValue(value);
  auto copy = StatsOp::create(rewriter, stats.getLoc(), value,
                              stats.getLayerStats(), stats.getAxisStatsAttr(),
                              axis);
  rewriter.replaceAllUsesExcept(value, copy, copy);
}

/// The first `quantkit.stats` reading `result` copied onto `source`, a value
/// `result` is a rearrangement of: result dimension `i` is source dimension
/// `sourceDim[i]`, which a per-axis statistic's axis follows.
LogicalResult copyUserStatsBack(PatternRewriter &rewriter, Value result,
                                Value source, ArrayRef<int64_t> sourceDim) {
  for (Operation *user : result.getUsers()) {
    auto stats = dyn_cast<StatsOp>(user);
    if (!stats)
      continue;
    IntegerAttr axis;
    if (std::optional<uint64_t> old = stats.getAxis()) {
      if (*old >= sourceDim.size())
        return failure();
      axis = rewriter.getI64IntegerAttr(sourceDim[*old]);
    }
    copyStats(rewriter, stats, source, axis);
    return success();
  }
  return failure();
}

/// Statistics recorded on a value hold for any transpose of it. The layout
/// changes quantkit-normalize inserts around an NCHW convolution would
/// otherwise hide a `quantkit.stats` written on the exporter's program (not
/// gathered by quantkit-instrument on the normalized one) from the kernel:
/// statistics on the NCHW input sit before the transpose that feeds the
/// kernel, those on the NCHW output after the transpose that reads it. Both
/// sides of a transpose get the statistics, per axis with the axis permuted
/// (result dimension `i` is input dimension `permutation[i]`). The original
/// stays (moving it back and forth would not converge); where no kernel
/// reads it, quantkit-import says so and drops it.
struct StatsThroughTranspose : OpRewritePattern<linalg::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::TransposeOp op,
                                PatternRewriter &rewriter) const override {
    if (op->getNumResults() != 1)
      return failure();
    Value input = op.getInput(), result = op->getResult(0);
    ArrayRef<int64_t> permutation = op.getPermutation();
    if (auto stats = input.getDefiningOp<StatsOp>();
        stats && !hasStatsUser(result)) {
      IntegerAttr axis;
      if (std::optional<uint64_t> old = stats.getAxis()) {
        const int64_t *at =
            llvm::find(permutation, static_cast<int64_t>(*old));
        if (at == permutation.end())
          return failure();
        axis = rewriter.getI64IntegerAttr(at - permutation.begin());
      }
      copyStats(rewriter, stats, result, axis);
      return success();
    }
    // Back to a function argument is never needed: the statistics a kernel
    // reads sit after the transpose already, and an unused copy would only
    // be dropped with a remark.
    if (isa<BlockArgument>(input) || input.getDefiningOp<StatsOp>() ||
        hasStatsUser(input))
      return failure();
    return copyUserStatsBack(rewriter, result, input, permutation);
  }
};

/// Statistics on a collapse that only drops unit dimensions hold for its
/// source too: a mean that drops the pooled dimensions becomes a depthwise
/// convolution into [N, C, 1, 1] and a collapse to [N, C], and statistics
/// written on the exporter's [N, C] mean would otherwise sit after the
/// collapse, out of the kernel's reach. Per axis, the axis moves to the
/// one dimension of its group that is not 1.
struct StatsThroughUnitCollapse : OpRewritePattern<tensor::CollapseShapeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tensor::CollapseShapeOp op,
                                PatternRewriter &rewriter) const override {
    Value source = op.getSrc();
    auto sourceType = dyn_cast<RankedTensorType>(source.getType());
    if (!sourceType || !sourceType.hasStaticShape() ||
        isa<BlockArgument>(source) || source.getDefiningOp<StatsOp>() ||
        hasStatsUser(source))
      return failure();
    SmallVector<ReassociationIndices> groups = op.getReassociationIndices();
    // The source dimension each result dimension is, where the collapse
    // only drops unit dimensions.
    SmallVector<int64_t> kept;
    for (const ReassociationIndices &group : groups) {
      auto wide = llvm::make_filter_range(
          group, [&](int64_t d) { return sourceType.getDimSize(d) != 1; });
      if (std::distance(wide.begin(), wide.end()) > 1)
        return failure();
      kept.push_back(wide.empty() ? group.front() : *wide.begin());
    }
    return copyUserStatsBack(rewriter, op.getResult(), source, kept);
  }
};

LogicalResult applyGreedily(Operation *root, RewritePatternSet &&patterns) {
  // No constant CSE or folding beyond the patterns': the program keeps its
  // constants where they are, and quant casts are never folded away.
  GreedyRewriteConfig config;
  config.enableFolding(false).enableConstantCSE(false);
  return applyPatternsGreedily(root, std::move(patterns), config);
}

struct QuantKitNormalize
    : public quantkit::impl::QuantKitNormalizeBase<QuantKitNormalize> {
  void runOnOperation() override {
    if (failed(normalizeFrontendForms(getOperation()))) {
      getOperation()->emitError(
          "quantkit-normalize: the rewrites did not converge");
      return signalPassFailure();
    }
  }
};

} // namespace

LogicalResult mlir::quantkit::normalizeFrontendForms(Operation *root) {
  MLIRContext *context = root->getContext();
  using Round = llvm::function_ref<void(RewritePatternSet &)>;
  auto groupedFilters = [&](RewritePatternSet &patterns) {
    populateGroupedFilterPatterns(patterns);
  };
  auto exporterLayout = [&](RewritePatternSet &patterns) {
    patterns.add<DropTrueAssert, DropIdentitySumPool<linalg::PoolingNchwSumOp>,
                 DropIdentitySumPool<linalg::PoolingNhwcSumOp>,
                 GlobalSumPoolAsDepthwise, GlobalSumReductionAsDepthwise>(
        context);
    linalg::populateFoldReshapeOpsByExpansionPatterns(patterns,
                                                      readsCollapsedDepthwise);
    populateActivationPatterns(patterns);
    populateWeightFoldingPatterns(patterns);
    // A grouped filter that folds only here (torch-mlir gathers a grouped
    // transposed convolution's turned filter from the weight's expand).
    populateGroupedFilterPatterns(patterns);
    // A transposed convolution as the convolution it computes, once its
    // filter has folded to a constant (TosaBuilders.h).
    populateTransposeConvAsConvPatterns(patterns);
    // Upsamplings, before the layout round moves their transposes.
    populateUpsamplePatterns(patterns);
  };
  auto layout = [&](RewritePatternSet &patterns) {
    populateChannelsLastPatterns(patterns);
    populateTorchTosaPatterns(patterns);
  };
  auto afterLayout = [&](RewritePatternSet &patterns) {
    patterns.add<StatsThroughTranspose, StatsThroughUnitCollapse>(context);
    populateActivationPatterns(patterns);
    populateConcatenationPatterns(patterns);
    populateScaledContractionPatterns(patterns);
    populateWeightFoldingPatterns(patterns);
    populateTorchTosaCleanupPatterns(patterns);
  };
  // Once every constant is folded, transposed constants included: a chain
  // of TOSA per-channel ops is then seen whole, and only its first link
  // becomes a convolution.
  auto tosaStandaloneAffine = [&](RewritePatternSet &patterns) {
    populateTosaStandaloneAffinePatterns(patterns);
    populateWeightFoldingPatterns(patterns);
  };
  // Last, so that no rule above sees a form it did not see before.
  // A copy that reads its input through the identity then is one (the
  // 2023 exports copy a mean's [1, C] result through `(0, d1)` before the
  // classifier): upstream's canonicalization erases it.
  auto unitLoopReads = [&](RewritePatternSet &patterns) {
    patterns.add<UnitLoopReadAsIdentity>(context);
    linalg::GenericOp::getCanonicalizationPatterns(patterns, context);
  };
  for (Round round : {Round(groupedFilters), Round(exporterLayout),
                      Round(layout), Round(afterLayout),
                      Round(tosaStandaloneAffine), Round(unitLoopReads)}) {
    RewritePatternSet patterns(context);
    round(patterns);
    if (failed(applyGreedily(root, std::move(patterns))))
      return failure();
  }
  fuseActivationChains(root);
  return success();
}
