//===- main.cpp - A tool built against an installed QuantKit --------------===//
//
// Parses a module with a QuantKit op, runs quantkit-verify through the C++
// API and prints the result; a zero point outside the storage range must be
// rejected.
//
//===----------------------------------------------------------------------===//

#include "dialect/QuantKitDialect.h"
#include "dialect/QuantKitOps.h"
#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>

static const char *kGood = R"mlir(
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.stats_ref %x {statsKey = "x"} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir";

static const char *kBad = R"mlir(
func.func @g(%x: tensor<4x!quant.uniform<i8:f32, 1.0:300>>) {
  return
}
)mlir";

static bool verifies(mlir::MLIRContext &context, const char *source) {
  auto module = mlir::parseSourceString<mlir::ModuleOp>(source, &context);
  if (!module)
    return false;
  mlir::PassManager pm(&context);
  pm.addPass(mlir::quantkit::createQuantKitVerify());
  if (mlir::failed(pm.run(*module)))
    return false;
  module->print(llvm::outs());
  return true;
}

int main() {
  mlir::MLIRContext context;
  context.loadDialect<mlir::quantkit::QuantKitDialect,
                      mlir::func::FuncDialect>();
  // Diagnostics of the expected failure go to stderr.
  bool good = verifies(context, kGood);
  bool bad = verifies(context, kBad);
  llvm::outs() << "\nplugin: " << QUANTKIT_PLUGIN_PATH << "\n";
  llvm::outs() << (good && !bad ? "downstream: ok\n" : "downstream: FAILED\n");
  return good && !bad ? 0 : 1;
}
