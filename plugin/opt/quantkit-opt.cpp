//===- quantkit-opt.cpp - mlir-opt with QuantKit built in -----------------===//
//
// A driver for development and sanitizer runs: the same passes and dialects
// as `mlir-opt-22` with the plugin loaded, but linked directly, so an
// instrumented build runs without preloading a sanitizer runtime into the
// stock tool.
//
//===----------------------------------------------------------------------===//

#include "dialect/QuantKitDialect.h"
#include "passes/Passes.h"
#include "passes/Pipelines.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::quantkit::registerQuantKitPasses();
  mlir::quantkit::registerQuantKitPipelines();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  registry.insert<mlir::quantkit::QuantKitDialect>();

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "QuantKit optimizer driver\n", registry));
}
