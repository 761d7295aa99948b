//===- main.cpp - A tool built against an installed QuantKit --------------===//
//
// Parses a module with a QuantKit op, runs quantkit-verify through the C++
// API and prints the result; a zero point outside the storage range must be
// rejected. Looks up a kernel of the built-in tflite-int8 target through the
// installed constraints API (dialect/constraints/Registry.h). Builds
// quantkit-quantize and quantkit-to-int with the typed C++ pipeline API
// (passes/Pipelines.h) and runs them.
//
//===----------------------------------------------------------------------===//

#include "dialect/QuantKitDialect.h"
#include "dialect/QuantKitOps.h"
#include "dialect/constraints/Registry.h"
#include "passes/Passes.h"
#include "passes/Pipelines.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
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

/// A float program quantkit-quantize leaves as it is (no statistics, no
/// kernel to fuse), so the typed pipelines run end to end.
static const char *kFloat = R"mlir(
func.func @h(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = math.tanh %x : tensor<4xf32>
  return %0 : tensor<4xf32>
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

/// Looks up `conv2d` with a bias in the built-in tflite-int8 target and
/// prints the kernel it resolves to.
static bool looksUpBuiltinKernel() {
  using namespace mlir::quantkit;
  std::shared_ptr<const Target> target =
      TargetRegistry::global().getTarget("tflite-int8");
  if (!target)
    return false;
  std::string reason;
  mlir::FailureOr<ResolvedKernel> kernel =
      target->lookup(KernelQuery::get("conv2d", 3, 1), &reason);
  if (mlir::failed(kernel)) {
    llvm::errs() << reason << "\n";
    return false;
  }
  llvm::outs() << "registry: " << target->getName() << " kernel #"
               << kernel->index << ": " << kernel->kernel->str() << "\n";
  return true;
}

/// quantkit-quantize for tflite-int8, then quantkit-to-int, built from C++
/// and run on `source`; prints the pipeline and the result.
static bool runsTypedPipelines(mlir::MLIRContext &context,
                               const char *source) {
  auto module = mlir::parseSourceString<mlir::ModuleOp>(source, &context);
  if (!module)
    return false;
  mlir::PassManager pm(&context);
  mlir::quantkit::QuantizePipelineOptions quantize;
  quantize.target = "tflite-int8";
  mlir::quantkit::buildQuantizePipeline(pm, quantize);
  mlir::quantkit::buildToIntPipeline(pm);
  llvm::outs() << "pipeline: ";
  pm.printAsTextualPipeline(llvm::outs());
  llvm::outs() << "\n";
  if (mlir::failed(pm.run(*module)))
    return false;
  module->print(llvm::outs());
  return true;
}

int main() {
  mlir::MLIRContext context;
  context.loadDialect<mlir::quantkit::QuantKitDialect,
                      mlir::func::FuncDialect, mlir::math::MathDialect>();
  // Diagnostics of the expected failure go to stderr.
  bool good = verifies(context, kGood);
  bool bad = verifies(context, kBad);
  llvm::outs() << "\nplugin: " << QUANTKIT_PLUGIN_PATH << "\n";
  bool registry = looksUpBuiltinKernel();
  bool pipelines = runsTypedPipelines(context, kFloat);
  bool ok = good && !bad && registry && pipelines;
  llvm::outs() << (ok ? "downstream: ok\n" : "downstream: FAILED\n");
  return ok ? 0 : 1;
}
