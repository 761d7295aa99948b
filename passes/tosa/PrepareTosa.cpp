//===- PrepareTosa.cpp - quantkit-prepare-tosa ----------------------------===//
//
// TOSA forms that MLIR 22's tosa-to-linalg cannot take or lowers wrongly,
// rewritten into ones it lowers right (passes/utils/TosaBuilders.h): each
// tosa.transpose_conv2d as the tosa.conv2d it computes, each BILINEAR
// tosa.resize with a negative offset as one without.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/utils/TosaBuilders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITPREPARETOSA
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

struct QuantKitPrepareTosaPass
    : public quantkit::impl::QuantKitPrepareTosaBase<QuantKitPrepareTosaPass> {
  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      if (isa<tosa::TransposeConv2DOp, tosa::ResizeOp>(op))
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (Operation *op : ops) {
      if (isa<tosa::TransposeConv2DOp>(op))
        (void)rewriteTransposeConvAsConv(rewriter, op);
      else
        (void)rewriteResizeOffsetsNonNegative(rewriter, op);
    }
  }
};

} // namespace
