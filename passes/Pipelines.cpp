//===- Pipelines.cpp - Named QuantKit pipelines ---------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Quant/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

/// Lowered QuantKit IR (tensors of integers and floats) to the LLVM dialect,
/// ready for `mlir-runner`: bufferization, loops, and upstream's conversions.
static constexpr llvm::StringLiteral kToLLVMPipeline =
    "func.func(convert-elementwise-to-linalg),"
    "one-shot-bufferize{bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map},"
    "func.func(buffer-hoisting),buffer-deallocation-pipeline,"
    "convert-bufferization-to-memref,"
    "func.func(convert-linalg-to-loops),expand-strided-metadata,"
    "lower-affine,convert-scf-to-cf,convert-math-to-llvm,"
    "convert-arith-to-llvm,convert-index-to-llvm,finalize-memref-to-llvm,"
    "convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts";

/// The CPU pipeline: quantkit-to-llvm with weight reductions and per-channel
/// constants folded before bufferization and packed kernels after it;
/// vector ops go to LLVM too.
static std::string cpuPipeline(llvm::StringRef target, int64_t kBlockBytes,
                               int64_t rowBlockBytes) {
  return ("func.func(convert-elementwise-to-linalg,"
          "quantkit-fold-constant-reductions,quantkit-fold-constant-operands),"
          "one-shot-bufferize{bufferize-function-boundaries "
          "function-boundary-type-conversion=identity-layout-map},"
          "func.func(buffer-hoisting),buffer-deallocation-pipeline,"
          "quantkit-cpu-kernels{target=" +
          target + " k-block-bytes=" + llvm::Twine(kBlockBytes) +
          " row-block-bytes=" + llvm::Twine(rowBlockBytes) +
          "},func.func(quantkit-vectorize-elementwise),symbol-dce,"
          "convert-bufferization-to-memref,"
          "func.func(convert-linalg-to-loops),expand-strided-metadata,"
          "lower-affine,convert-scf-to-cf,convert-vector-to-llvm,"
          "convert-math-to-llvm,convert-arith-to-llvm,convert-index-to-llvm,"
          "finalize-memref-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,"
          "reconcile-unrealized-casts")
      .str();
}

namespace {
struct CpuPipelineOptions
    : public PassPipelineOptions<CpuPipelineOptions> {
  Option<std::string> target{
      *this, "target",
      llvm::cl::desc("Kernel instruction set: auto (host features), vnni "
                     "(AVX-512 VNNI), avx-vnni (AVX-VNNI, 256-bit) or "
                     "portable"),
      llvm::cl::init("auto")};
  Option<int64_t> kBlockBytes{
      *this, "k-block-bytes",
      llvm::cl::desc("Bytes of packed weights a 64-column panel reads per K "
                     "block (0: the whole K in one block)"),
      llvm::cl::init(32768)};
  Option<int64_t> rowBlockBytes{
      *this, "row-block-bytes",
      llvm::cl::desc("Bytes of packed activations per row block (at least "
                     "6 rows)"),
      llvm::cl::init(262144)};
};
struct QuantizePipelineOptions
    : public PassPipelineOptions<QuantizePipelineOptions> {
  Option<std::string> target{
      *this, "target",
      llvm::cl::desc("Target whose kernels fuse and propagate use"),
      llvm::cl::init("")};
  Option<std::string> targetFile{
      *this, "target-file",
      llvm::cl::desc("Target file to load the target from"),
      llvm::cl::init("")};
};
} // namespace

void mlir::quantkit::registerQuantKitPipelines() {
  PassPipelineRegistration<QuantizePipelineOptions>(
      "quantkit-quantize",
      "Quantize a float program for a target: quantkit-import, "
      "quantkit-fuse, quantkit-propagate, quantkit-materialize",
      [](OpPassManager &pm, const QuantizePipelineOptions &options) {
        pm.addPass(createQuantKitImport());
        pm.addPass(createQuantKitFuse(
            QuantKitFuseOptions{options.target, options.targetFile}));
        pm.addPass(createQuantKitPropagate(
            QuantKitPropagateOptions{options.target, options.targetFile}));
        pm.addPass(createQuantKitMaterialize());
      });
  PassPipelineRegistration<>(
      "quantkit-to-int",
      "Lower QuantKit ops and quantized types to integer arithmetic: "
      "quantkit-lower, then upstream's strip-func-quant-types and "
      "canonicalize",
      [](OpPassManager &pm) {
        pm.addPass(createQuantKitLower());
        pm.addPass(quant::createStripFuncQuantTypes());
        pm.addPass(createCanonicalizerPass());
      });
  PassPipelineRegistration<>(
      "quantkit-to-llvm",
      "Bufferize lowered QuantKit IR and convert it to the LLVM dialect for "
      "mlir-runner (" +
          kToLLVMPipeline.str() + ")",
      [](OpPassManager &pm) {
        if (failed(parsePassPipeline(kToLLVMPipeline, pm)))
          llvm::report_fatal_error("quantkit-to-llvm: bad built-in pipeline");
      });
  PassPipelineRegistration<CpuPipelineOptions>(
      "quantkit-cpu",
      "Lowered QuantKit IR to the LLVM dialect for this CPU: like "
      "quantkit-to-llvm, plus constant weight sums folded at compile time "
      "and matmul/conv2d on packed weights with register-blocked "
      "micro-kernels (vpdpbusd on zmm where target=vnni, or target=auto on "
      "a CPU with AVX-512 VNNI; on ymm where target=avx-vnni, or "
      "target=auto with AVX-VNNI only; generic vectors where "
      "target=portable)",
      [](OpPassManager &pm, const CpuPipelineOptions &options) {
        if (failed(parsePassPipeline(cpuPipeline(options.target, options.kBlockBytes,
                                                 options.rowBlockBytes),
                                     pm)))
          llvm::report_fatal_error("quantkit-cpu: bad built-in pipeline");
      });
}
