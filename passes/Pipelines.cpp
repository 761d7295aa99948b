//===- Pipelines.cpp - QuantKit's named pipelines -------------------------===//
//
// Every pipeline is built from typed passes; the registrations at the end
// only name them. A pipeline that cannot be built is a compile error here,
// not a run-time failure to parse a string.
//
//===----------------------------------------------------------------------===//

#include "passes/Pipelines.h"

#include "passes/Passes.h"
#include "passes/cpu/HostFeatures.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/BufferizationToMemRef/BufferizationToMemRef.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/ConvertToLLVM/ToLLVMPass.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/OpenMPToLLVM/ConvertOpenMPToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Conversion/SCFToOpenMP/SCFToOpenMP.h"
#include "mlir/Conversion/TosaToArith/TosaToArith.h"
#include "mlir/Conversion/TosaToLinalg/TosaToLinalg.h"
#include "mlir/Conversion/TosaToTensor/TosaToTensor.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVMPass.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/Quant/Transforms/Passes.h"
#include "mlir/Dialect/Tosa/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::quantkit;

/// TOSA on tensors to linalg, tensor and arith: reshape, slice, pad and
/// concat to tensor ops first (tosa-to-linalg leaves them), then the named
/// ops (convolutions, matmul, pooling, transpose), then the elementwise ops,
/// the reshapes those wrote, then constants. A float
/// model a TOSA exporter wrote is all TOSA, and a quantized one keeps TOSA
/// ops where quantkit-materialize left them (reshape, transpose and concat on
/// storage integers, float fallbacks such as tosa.sigmoid), so the lowering
/// pipelines take them without a step of the user's own. Each pass leaves IR
/// without TOSA ops unchanged. `tosa.apply_scale` is lowered too, so that a
/// `tosa.rescale` in the user's program reaches arith.
static void addTosaToLinalg(OpPassManager &funcPm) {
  // The TOSA lowerings build their results from the result types: a
  // reduction whose reduced dimension is written `?` (`tensor<?x1xf32>` of a
  // tosa.reduce_max along axis 0, valid TOSA) crashes tosa-to-linalg in
  // MLIR 22. Shape inference first makes every result as static as the
  // operands allow, with a tensor.cast where a user wants the written type.
  funcPm.addPass(tosa::createTosaInferShapesPass());
  // What the lowerings below would fail on deep inside, or crash on
  // (quantized types, unranked TOSA), as one located error.
  funcPm.addPass(createQuantKitCheckLowerable());
  // What tosa-to-linalg cannot take (tosa.transpose_conv2d) or lowers
  // wrongly (a bilinear tosa.resize with a negative offset).
  funcPm.addPass(createQuantKitPrepareTosa());
  funcPm.addPass(createTosaToTensorPass());
  funcPm.addPass(tosa::createTosaToLinalgNamed());
  funcPm.addPass(tosa::createTosaToLinalg());
  // tosa-to-linalg writes some ops with TOSA reshapes of their own (a
  // `tosa.tile` is a broadcasting generic and a tosa.reshape).
  funcPm.addPass(createTosaToTensorPass());
  funcPm.addPass(
      createTosaToArithPass(TosaToArithPassOptions{/*includeApplyRescale=*/true,
                                                   /*use32Bit=*/false}));
}

/// One-Shot Bufferize across function boundaries with identity layouts (so
/// that `mlir-runner` callers pass plain memrefs), then buffer hoisting and
/// upstream's deallocation pipeline.
static void addBufferization(OpPassManager &pm) {
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  pm.addNestedPass<func::FuncOp>(bufferization::createBufferHoistingPass());
  bufferization::buildBufferDeallocationPipeline(pm);
}

/// Bufferized IR to the LLVM dialect: loops for what is left of linalg,
/// then upstream's conversions, `vector` ops included (quantkit-cpu's
/// kernels, quantkit-debug-layers' `vector.print`). With `openmp`, every
/// `scf.parallel` becomes an `omp.parallel` work-sharing loop
/// (convert-scf-to-openmp, `numThreads` 0: the runtime's default), which
/// translation to LLVM IR turns into calls to libomp.
static void addLoopsToLLVM(OpPassManager &pm, bool openmp = false,
                           unsigned numThreads = 0) {
  pm.addPass(createConvertBufferizationToMemRefPass());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  if (openmp) {
    pm.addPass(createConvertSCFToOpenMPPass(
        ConvertSCFToOpenMPPassOptions{numThreads}));
    // convert-scf-to-openmp wraps each loop body in a memref.alloca_scope,
    // which must keep a single block, so convert-scf-to-cf would leave
    // invalid IR. The bodies hold no allocas (the kernels' buffers are
    // heap allocations): the scopes are inlined (canonicalization keeps
    // those around an llvm.call_intrinsic).
    pm.addNestedPass<func::FuncOp>(createQuantKitInlineAllocaScopes());
    pm.addPass(createCanonicalizerPass());
  }
  pm.addPass(createSCFToControlFlowPass());
  // Math ops LLVM has intrinsics for become those; the rest (math.erf of a
  // GELU, tan, atan, sinh, ...) calls to libm, scalarized where they are on
  // vectors, before the vector ops that scalarization writes are lowered.
  // math.fpowi first becomes products (a constant exponent: torch-mlir's
  // x^2 of a variance, x^3 of a tanh GELU) or math.powf: LLVM's powi takes
  // a scalar i32 exponent, not the i64 or vector ones exporters write.
  pm.addPass(
      math::createMathExpandOpsPass(math::MathExpandOpsPassOptions{{"fpowi"}}));
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  // AMX tiles (quantkit-cpu-kernels{target=amx}) lower with the vector
  // ops; the option only adds their patterns.
  ConvertVectorToLLVMPassOptions vectorOptions;
  vectorOptions.amx = true;
  pm.addPass(createConvertVectorToLLVMPass(vectorOptions));
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createConvertFuncToLLVMPass());
  // Branches that carry AMX tiles (the kernels' accumulators through their
  // K loops) need the tile type's conversion, which the AMX dialect gives
  // to convert-to-llvm's type converter: one converter for both.
  ConvertToLLVMPassOptions branches;
  branches.filterDialects = {"cf", "amx"};
  pm.addPass(createConvertToLLVMPass(branches));
  if (openmp)
    pm.addPass(createConvertOpenMPToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void mlir::quantkit::buildQuantizePipeline(
    OpPassManager &pm, const QuantizePipelineOptions &options) {
  pm.addPass(createQuantKitNormalize());
  pm.addPass(createQuantKitImport());
  pm.addPass(createQuantKitFuse(
      QuantKitFuseOptions{options.target, options.targetFile}));
  if (!options.keepFloat.empty() || !options.keepInt16x8.empty()) {
    QuantKitKeepFloatOptions keep;
    keep.kernels.assign(options.keepFloat.begin(), options.keepFloat.end());
    keep.int16x8.assign(options.keepInt16x8.begin(), options.keepInt16x8.end());
    pm.addPass(createQuantKitKeepFloat(keep));
  }
  pm.addPass(createQuantKitPropagate(
      QuantKitPropagateOptions{options.target, options.targetFile}));
  if (!options.roundWeights.empty())
    pm.addPass(createQuantKitRoundWeights(QuantKitRoundWeightsOptions{
        options.roundWeights, options.roundWeightsDamp}));
  if (!options.correctBias.empty())
    pm.addPass(createQuantKitCorrectBias(
        QuantKitCorrectBiasOptions{options.correctBias}));
  pm.addPass(createQuantKitMaterialize());
  pm.addPass(createQuantKitCoverage());
}

void mlir::quantkit::buildToIntPipeline(OpPassManager &pm,
                                        const ToIntPipelineOptions &) {
  pm.addPass(createQuantKitSplitConvPhases());
  pm.addPass(createQuantKitLower());
  pm.addPass(quant::createStripFuncQuantTypes());
  pm.addPass(createCanonicalizerPass());
}

void mlir::quantkit::buildToLLVMPipeline(OpPassManager &pm,
                                         const ToLLVMPipelineOptions &) {
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  addTosaToLinalg(funcPm);
  funcPm.addPass(createConvertElementwiseToLinalgPass());
  addBufferization(pm);
  addLoopsToLLVM(pm);
}

/// Tasks per parallel loop of quantkit-cpu: enough for 16 threads, and for
/// fewer threads to share them evenly (up to one task per thread of
/// imbalance out of 16 / threads).
static constexpr int64_t kParallelTasks = 16;

/// The depthwise kernels' lanes: as asked, else 32 where the target has
/// 512-bit registers for their 16-bit products (AVX-512BW), else 16.
static int64_t depthwiseLanes(const CpuPipelineOptions &options) {
  if (options.depthwiseLanes != 0)
    return options.depthwiseLanes;
  if (options.target == "amx" || options.target == "vnni")
    return 32;
  if (options.target != "auto")
    return 16;
  return hostHasFeatures({"avx512bw", "avx512f"}) ? 32 : 16;
}

void mlir::quantkit::buildCpuPipeline(OpPassManager &pm,
                                      const CpuPipelineOptions &options) {
  // Weight sums and per-channel operands are folded while the constants are
  // still tensors; the kernels then find them as constant globals.
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  addTosaToLinalg(funcPm);
  funcPm.addPass(createConvertElementwiseToLinalgPass());
  funcPm.addPass(createQuantKitFoldConstantReductions());
  funcPm.addPass(createQuantKitFoldConstantOperands());
  // After the fold, whose shift, mask and threshold tables it reads; on
  // tensors, where the narrowed tables are still constants.
  if (options.narrowRequantize)
    funcPm.addPass(createQuantKitNarrowRequantize());
  if (options.roundMagnitudes)
    funcPm.addPass(createQuantKitCpuRoundMagnitudes());
  // A rescale after a requantization: one epilogue for the kernels.
  funcPm.addPass(createQuantKitCpuFuseChains());
  // Concatenations and padded values whose producers write them in place.
  if (options.concatInPlace)
    funcPm.addPass(createQuantKitCpuConcat());
  if (options.padInPlace)
    funcPm.addPass(createQuantKitCpuPadInPlace());
  if (options.concatInPlace || options.padInPlace)
    pm.addPass(bufferization::createEmptyTensorEliminationPass());
  addBufferization(pm);
  // One thread asked for: the sequential loops of before, no parallel loop.
  // A known thread count gets a multiple of it, so that threads share the
  // tasks evenly.
  int64_t threads = options.numThreads;
  int64_t tasks = threads == 0
                      ? kParallelTasks
                      : threads * llvm::divideCeil(kParallelTasks, threads);
  if (threads == 1)
    tasks = 1;
  // An explicit target keeps to its instruction set: no byte permutes
  // unless asked for.
  std::string tableLookup = options.tableLookup;
  if (tableLookup == "auto" && options.target != "auto")
    tableLookup = "gather";
  pm.addPass(createQuantKitCpuKernels(QuantKitCpuKernelsOptions{
      options.target, options.kBlockBytes, options.rowBlockBytes,
      options.amxMinK, tasks, options.fuseEpilogues, tableLookup}));
  pm.addNestedPass<func::FuncOp>(
      createQuantKitCpuDepthwise(QuantKitCpuDepthwiseOptions{
          tasks, options.fuseEpilogues, tableLookup, depthwiseLanes(options)}));
  pm.addNestedPass<func::FuncOp>(createQuantKitVectorizeElementwise(
      QuantKitVectorizeElementwiseOptions{tasks, tableLookup}));
  if (options.evenOddMultiply)
    pm.addNestedPass<func::FuncOp>(createQuantKitCpuEvenOddMultiply());
  pm.addNestedPass<func::FuncOp>(
      createQuantKitParallelizeLinalg(QuantKitParallelizeLinalgOptions{tasks}));
  // The packed kernels leave the original weight globals unused.
  pm.addPass(createSymbolDCEPass());
  if (options.planBuffers)
    pm.addNestedPass<func::FuncOp>(createQuantKitPlanBuffers());
  addLoopsToLLVM(pm, /*openmp=*/threads != 1, options.numThreads);
}

void mlir::quantkit::registerQuantKitPipelines() {
  PassPipelineRegistration<QuantizePipelineOptions>(
      "quantkit-quantize",
      "Quantize a float program for a target: quantkit-normalize, "
      "quantkit-import, quantkit-fuse, (quantkit-keep-float), "
      "quantkit-propagate, (quantkit-round-weights), (quantkit-correct-bias), "
      "quantkit-materialize, "
      "quantkit-coverage",
      buildQuantizePipeline);
  PassPipelineRegistration<ToIntPipelineOptions>(
      "quantkit-to-int",
      "Lower QuantKit ops and quantized types to integer arithmetic: "
      "quantkit-lower, then upstream's strip-func-quant-types and "
      "canonicalize",
      buildToIntPipeline);
  PassPipelineRegistration<ToLLVMPipelineOptions>(
      "quantkit-to-llvm",
      "Bufferize lowered QuantKit IR and convert it to the LLVM dialect for "
      "mlir-runner: TOSA ops to linalg, tensor and arith (tosa-to-tensor, "
      "tosa-to-linalg-named, tosa-to-linalg, tosa-to-tensor, tosa-to-arith), "
      "One-Shot "
      "Bufferize across functions with identity "
      "layouts, deallocation, linalg to loops, upstream's conversions to "
      "LLVM (math.fpowi expanded into products first; math ops without an "
      "LLVM intrinsic, such as math.erf, to libm calls)",
      buildToLLVMPipeline);
  PassPipelineRegistration<CpuPipelineOptions>(
      "quantkit-cpu",
      "Lowered QuantKit IR to the LLVM dialect for this CPU, on all cores. "
      "Runs, in order (in brackets: the option that turns a pass off, "
      "NAME=false): TOSA to linalg (as quantkit-to-llvm), "
      "convert-elementwise-to-linalg, quantkit-fold-constant-reductions, "
      "quantkit-fold-constant-operands, quantkit-narrow-requantize "
      "[narrow-requantize], quantkit-cpu-round-magnitudes "
      "[round-magnitudes], quantkit-cpu-fuse-chains, quantkit-cpu-concat "
      "[concat-in-place], quantkit-cpu-pad-in-place [pad-in-place], "
      "eliminate-empty-tensors (after either), One-Shot Bufferize, "
      "quantkit-cpu-kernels (target=auto|amx|vnni|avx-vnni|avx2|portable, "
      "k-block-bytes, row-block-bytes, amx-min-k; requantization applied in "
      "registers "
      "[fuse-epilogues]), quantkit-cpu-depthwise (depthwise-lanes=16|32, "
      "0: 32 where the target has AVX-512BW), "
      "quantkit-vectorize-elementwise (table-lookup=auto|vbmi|gather), "
      "quantkit-cpu-even-odd-multiply [even-odd-multiply], "
      "quantkit-parallelize-linalg, symbol-dce, quantkit-plan-buffers "
      "[plan-buffers], then linalg to loops, convert-scf-to-openmp (threads: "
      "OMP_NUM_THREADS at run time, or num-threads=N; num-threads=1: "
      "sequential loops, no OpenMP) and the conversions to LLVM",
      buildCpuPipeline);
}
