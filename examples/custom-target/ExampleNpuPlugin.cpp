//===- ExampleNpuPlugin.cpp - A pass plugin that adds a target ------------===//
//
// Loaded next to QuantKitPlugin.so, this plugin registers the "example-npu"
// target and its `power_of_two_scales` constraint in QuantKit's registry
// (both plugins link the same libQuantKitConstraints.so, so they share it):
//
//   mlir-opt --load-dialect-plugin=QuantKitPlugin.so \
//     --load-pass-plugin=QuantKitPlugin.so \
//     --load-pass-plugin=ExampleNpuPlugin.so \
//     --pass-pipeline='builtin.module(quantkit-dump-target{target=example-npu})'
//
//===----------------------------------------------------------------------===//

#include "examples/custom-target/ExampleNpuTarget.h"

#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/raw_ostream.h"

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "ExampleNpu", LLVM_VERSION_STRING, []() {
            std::string error;
            if (mlir::failed(quantkit_example::registerExampleNpu(
                    mlir::quantkit::TargetRegistry::global(), &error)))
              llvm::errs() << "ExampleNpu: " << error << "\n";
          }};
}
