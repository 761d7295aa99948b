//===- InlineAllocaScopes.cpp - Drop alloca scopes that hold no alloca ----===//
//
// convert-scf-to-openmp wraps the body of every work-sharing loop in a
// `memref.alloca_scope`, which must keep a single block: convert-scf-to-cf
// cannot lower the loops inside it. Upstream's canonicalization counts
// every op without memory effects as one that may allocate on the stack,
// and then inlines a scope only in narrower cases: an
// `llvm.call_intrinsic` (the byte permutes of
// quantkit-vectorize-elementwise's table look-ups) kept the scope of a
// 1x14x14x120 look-up, its 16-lane loop and tail. This pass inlines every
// scope in which no `memref.alloca` or `llvm.alloca` lies, the intrinsics
// quantkit-cpu calls being pure arithmetic.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITINLINEALLOCASCOPES
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;

namespace {

struct QuantKitInlineAllocaScopes
    : public quantkit::impl::QuantKitInlineAllocaScopesBase<
          QuantKitInlineAllocaScopes> {
  void runOnOperation() override {
    SmallVector<memref::AllocaScopeOp> scopes;
    getOperation()->walk([&](memref::AllocaScopeOp scope) {
      bool allocates = scope.getBodyRegion()
                           .walk([](Operation *op) {
                             return isa<memref::AllocaOp, LLVM::AllocaOp>(op)
                                        ? WalkResult::interrupt()
                                        : WalkResult::advance();
                           })
                           .wasInterrupted();
      if (!allocates && scope.getBodyRegion().hasOneBlock())
        scopes.push_back(scope);
    });
    IRRewriter rewriter(&getContext());
    for (memref::AllocaScopeOp scope : scopes) {
      Block *body = &scope.getBodyRegion().front();
      Operation *terminator = body->getTerminator();
      SmallVector<Value> results(terminator->getOperands());
      rewriter.eraseOp(terminator);
      rewriter.inlineBlockBefore(body, scope);
      rewriter.replaceOp(scope, results);
    }
  }
};

} // namespace
