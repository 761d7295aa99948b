//===- DumpTarget.cpp - The quantkit-dump-target pass ---------------------===//
//
// Prints a target in target-file syntax and reports, for every region, the
// kernel a look-up selects. It loads targets the way quantkit-propagate
// does, so target files and their errors can be tested on their own.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "dialect/QuantKitOps.h"
#include "dialect/constraints/Registry.h"
#include "dialect/constraints/TargetFile.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITDUMPTARGET
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

struct QuantKitDumpTargetPass
    : public quantkit::impl::QuantKitDumpTargetBase<QuantKitDumpTargetPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<std::shared_ptr<const Target>> target =
        resolveTarget(targetName, targetFile, module.getLoc());
    if (failed(target))
      return signalPassFailure();
    llvm::outs() << (*target)->str();
    llvm::outs().flush();

    bool anyError = false;
    module.walk([&](RegionOp region) {
      SmallVector<Type> inputSpecs, outputSpecs;
      for (unsigned i = 0, e = region.getInputSpecs().size(); i != e; ++i)
        inputSpecs.push_back(region.getInputSpec(i));
      for (unsigned i = 0, e = region.getOutputSpecs().size(); i != e; ++i)
        outputSpecs.push_back(region.getOutputSpec(i));
      KernelQuery query = KernelQuery::fromSpecs(region.getLogicalKernel(),
                                                 inputSpecs, outputSpecs);
      std::string reason;
      FailureOr<ResolvedKernel> resolved = (*target)->lookup(query, &reason);
      if (failed(resolved)) {
        region.emitError() << reason;
        anyError = true;
        return;
      }
      KernelSignature fitted{resolved->inputs, resolved->outputs};
      region.emitRemark() << "kernel #" << resolved->index << " of '"
                          << (*target)->getName() << "': " << fitted.str()
                          << " constraint "
                          << resolved->kernel->constraint.str();
    });
    if (anyError)
      signalPassFailure();
  }
};

} // namespace
