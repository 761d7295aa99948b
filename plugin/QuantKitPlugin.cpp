//===- QuantKitPlugin.cpp - Entry points for mlir-opt plugins -------------===//
//
// The only file with the two plugin entry points: `--load-dialect-plugin`
// registers the `quantkit` dialect (and through it `quant`), and
// `--load-pass-plugin` registers the passes and pipelines. One shared object
// serves both flags.
//
//===----------------------------------------------------------------------===//

#include "dialect/QuantKitDialect.h"
#include "passes/Passes.h"
#include "passes/Pipelines.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

using namespace mlir;

extern "C" LLVM_ATTRIBUTE_WEAK DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "QuantKit", LLVM_VERSION_STRING,
          [](DialectRegistry *registry) {
            registry->insert<quantkit::QuantKitDialect>();
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "QuantKit", LLVM_VERSION_STRING,
          []() {
            quantkit::registerQuantKitPasses();
            quantkit::registerQuantKitPipelines();
          }};
}
