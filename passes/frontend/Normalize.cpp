//===- Normalize.cpp - The quantkit-normalize pass ------------------------===//
//
// Runs the front-end rewrites of this folder in three rounds: activations
// and constant weights first (batch norm folds while the convolution is
// still in the exporter's layout), then the layout, then the weight folds
// again on what the layout change made constant.
//
//===----------------------------------------------------------------------===//

#include "passes/frontend/Normalize.h"

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
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
  {
    RewritePatternSet patterns(context);
    patterns.add<DropTrueAssert, DropIdentitySumPool<linalg::PoolingNchwSumOp>,
                 DropIdentitySumPool<linalg::PoolingNhwcSumOp>>(context);
    populateActivationPatterns(patterns);
    populateWeightFoldingPatterns(patterns);
    if (failed(applyGreedily(root, std::move(patterns))))
      return failure();
  }
  {
    RewritePatternSet patterns(context);
    populateChannelsLastPatterns(patterns);
    if (failed(applyGreedily(root, std::move(patterns))))
      return failure();
  }
  RewritePatternSet patterns(context);
  populateActivationPatterns(patterns);
  populateWeightFoldingPatterns(patterns);
  return applyGreedily(root, std::move(patterns));
}
