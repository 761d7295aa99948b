//===- TransposeConvAsConv.cpp - quantkit-transpose-conv-as-conv ----------===//
//
// Each tosa.transpose_conv2d as the tosa.conv2d it computes
// (rewriteTransposeConvAsConv, passes/utils/TosaBuilders.h), so that
// upstream's tosa-to-linalg, which takes none, lowers the program.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/utils/TosaBuilders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITTRANSPOSECONVASCONV
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

struct QuantKitTransposeConvAsConvPass
    : public quantkit::impl::QuantKitTransposeConvAsConvBase<
          QuantKitTransposeConvAsConvPass> {
  void runOnOperation() override {
    SmallVector<tosa::TransposeConv2DOp> ops;
    getOperation()->walk(
        [&](tosa::TransposeConv2DOp op) { ops.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (tosa::TransposeConv2DOp op : ops)
      (void)rewriteTransposeConvAsConv(rewriter, op);
  }
};

} // namespace
