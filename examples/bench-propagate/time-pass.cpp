//===- time-pass.cpp - One pass pipeline's wall time in microseconds ------===//
//
// `--mlir-timing` prints seconds with four decimals, a tenth of a
// millisecond: a tenth of the time a 1k-region module takes. This driver
// times each pass the way `--mlir-timing` does (from the pass manager's
// before-pass to its after-pass hook, which includes the verifier run after
// the pass) and prints one line per pass in microseconds:
//
//   quantkit-time-pass MODULE PIPELINE [--no-verify]
//   -> QuantKitPropagate 812.4
//
// `--no-verify` leaves the verifier out (as `--verify-each=false`).
//
// The context has the dialects and passes of mlir-opt-22 plus QuantKit's,
// and no threading (as `--mlir-disable-threading`). One process times one
// run, so each figure includes first-use costs as an mlir-opt run would.
//
//===----------------------------------------------------------------------===//

#include "dialect/QuantKitDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "passes/Passes.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

using namespace mlir;

namespace {

/// Prints each pass's name and its time, verifier included, in
/// microseconds.
class PassTimer : public PassInstrumentation {
public:
  void runBeforePass(Pass *, Operation *) override {
    start = std::chrono::steady_clock::now();
  }
  void runAfterPass(Pass *pass, Operation *) override {
    std::chrono::duration<double, std::micro> elapsed =
        std::chrono::steady_clock::now() - start;
    llvm::outs() << pass->getName() << " "
                 << llvm::format("%.1f", elapsed.count()) << "\n";
  }

private:
  std::chrono::steady_clock::time_point start;
};

} // namespace

int main(int argc, char **argv) {
  bool verify = argc == 3;
  if (argc != 3 && (argc != 4 || StringRef(argv[3]) != "--no-verify")) {
    llvm::errs() << "usage: " << argv[0] << " MODULE PIPELINE [--no-verify]\n";
    return 2;
  }
  registerAllPasses();
  quantkit::registerQuantKitPasses();
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registry.insert<quantkit::QuantKitDialect>();
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);

  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(argv[1], &context);
  if (!module)
    return 1;
  // `builtin.module(...)`, as given to mlir-opt's --pass-pipeline.
  FailureOr<OpPassManager> pipeline = parsePassPipeline(argv[2]);
  if (failed(pipeline))
    return 2;
  PassManager pm(&context, pipeline->getOpAnchorName());
  static_cast<OpPassManager &>(pm) = std::move(*pipeline);
  pm.enableVerifier(verify);
  pm.addInstrumentation(std::make_unique<PassTimer>());
  return failed(pm.run(*module)) ? 1 : 0;
}
