//===- CheckLowerable.cpp - The quantkit-check-lowerable pass -------------===//
//
// What the integer-to-LLVM lowerings (quantkit-to-llvm, quantkit-cpu) would
// fail on deep inside upstream's passes, or crash on: quantized types left
// in the program, and TOSA ops on unranked tensors. One located error per
// function, naming what to do.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITCHECKLOWERABLE
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

/// The first quantized type `op` uses or defines, in its results, operands
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

/// The first unranked tensor type among `types`, or null.
Type firstUnranked(TypeRange types) {
  for (Type type : types)
    if (isa<UnrankedTensorType>(type))
      return type;
  return {};
}

/// Why `op` cannot be lowered as it is, or an empty string.
std::string whyUnlowerable(Operation *op) {
  std::string why;
  llvm::raw_string_ostream os(why);
  bool isTosa = isa_and_nonnull<tosa::TosaDialect>(op->getDialect());
  if (Type type = quantizedTypeOf(op)) {
    os << "holds the quantized type '" << type
       << "', which the integer-to-LLVM lowering does not take: ";
    if (isTosa)
      os << "import the TOSA program with quantkit-import-tosa (which "
            "strips its quantized types), then run quantkit-to-int";
    else
      os << "run quantkit-to-int first";
    return why;
  }
  if (!isTosa)
    return why;
  Type unranked = firstUnranked(op->getOperandTypes());
  StringRef where = "operand";
  if (!unranked) {
    unranked = firstUnranked(op->getResultTypes());
    where = "result";
  }
  if (unranked)
    os << "has the unranked " << where << " type '" << unranked
       << "': the TOSA lowerings take ranked tensors (tosa-infer-shapes "
          "ranks results from ranked operands; give the function ranked "
          "arguments)";
  return why;
}

struct QuantKitCheckLowerablePass
    : public quantkit::impl::QuantKitCheckLowerableBase<
          QuantKitCheckLowerablePass> {
  void runOnOperation() override {
    Operation *first = nullptr;
    std::string firstWhy;
    int64_t others = 0;
    getOperation()->walk([&](Operation *op) {
      std::string why = whyUnlowerable(op);
      if (why.empty())
        return;
      if (first) {
        ++others;
        return;
      }
      first = op;
      firstWhy = std::move(why);
    });
    if (!first)
      return;
    InFlightDiagnostic diag = first->emitOpError() << firstWhy;
    if (others)
      diag.attachNote() << others << " more op" << (others == 1 ? "" : "s")
                        << " cannot be lowered either";
    signalPassFailure();
  }
};

} // namespace
