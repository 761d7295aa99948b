//===- CheckInteger.cpp - The quantkit-check-integer pass -----------------===//
//
// Quantized types left in a program that the integer-to-LLVM lowerings are
// about to take: one located error naming the stage that removes them.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITCHECKINTEGER
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

/// The first type of `types` that is or holds a quantized type, or null.
Type firstQuantized(TypeRange types) {
  for (Type type : types) {
    bool quantized = false;
    type.walk([&](quant::QuantizedType) {
      quantized = true;
      return WalkResult::interrupt();
    });
    if (quantized)
      return type;
  }
  return {};
}

/// The first quantized type `op` uses or defines, in its operands, results
/// or the arguments of its regions' blocks (a function's signature).
Type quantizedTypeOf(Operation *op) {
  if (Type type = firstQuantized(op->getResultTypes()))
    return type;
  if (Type type = firstQuantized(op->getOperandTypes()))
    return type;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      if (Type type = firstQuantized(block.getArgumentTypes()))
        return type;
  return {};
}

struct QuantKitCheckIntegerPass
    : public quantkit::impl::QuantKitCheckIntegerBase<
          QuantKitCheckIntegerPass> {
  void runOnOperation() override {
    Operation *first = nullptr;
    Type firstType;
    int64_t others = 0;
    getOperation()->walk([&](Operation *op) {
      Type type = quantizedTypeOf(op);
      if (!type)
        return;
      if (first) {
        ++others;
        return;
      }
      first = op;
      firstType = type;
    });
    if (!first)
      return;
    InFlightDiagnostic diag = first->emitOpError()
                              << "holds the quantized type " << firstType
                              << ", which the integer-to-LLVM lowering does "
                                 "not take: ";
    if (isa_and_nonnull<tosa::TosaDialect>(first->getDialect()))
      diag << "import the TOSA program with quantkit-import-tosa (which "
              "strips its quantized types), then run quantkit-to-int";
    else
      diag << "run quantkit-to-int first";
    if (others)
      diag.attachNote() << others << " more op" << (others == 1 ? "" : "s")
                        << " hold quantized types";
    signalPassFailure();
  }
};

} // namespace
