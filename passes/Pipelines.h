//===- Pipelines.h - QuantKit's named pipelines -----------------*- C++ -*-===//
//
// The pipelines that take a program from float to machine code, as C++
// functions that add typed passes to a pass manager, so that a tool can
// build them without parsing a pipeline string (as upstream's
// `addTosaToLinalgPasses` does). `registerQuantKitPipelines()` registers the
// same functions under their pipeline names for `--pass-pipeline=...`.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_PIPELINES_H
#define QUANTKIT_PASSES_PIPELINES_H

#include "mlir/Pass/PassOptions.h"

#include <cstdint>
#include <string>

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace mlir::quantkit {

/// Options of `quantkit-quantize`.
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
  ListOption<std::string> keepFloat{
      *this, "keep-float",
      llvm::cl::desc("Kernels to keep in floating point (quantkit-keep-float "
                     "after quantkit-fuse): keys, kernels or locations")};
  ListOption<std::string> keepInt16x8{
      *this, "keep-int16x8",
      llvm::cl::desc("Kernels whose activation ports ask for 16 bits "
                     "(quantkit-keep-float's int16x8 list; a target with "
                     "16x8 kernels, such as tflite-mixed, selects them)")};
  Option<std::string> roundWeights{
      *this, "round-weights",
      llvm::cl::desc("Hessian records of "
                     "quantkit-debug-layers{measure=hessian} to round the "
                     "weights against (quantkit-round-weights after "
                     "quantkit-propagate)"),
      llvm::cl::init("")};
  Option<double> roundWeightsDamp{
      *this, "round-weights-damp",
      llvm::cl::desc("quantkit-round-weights' damp: added to the moments' "
                     "diagonal, as a fraction of its mean"),
      llvm::cl::init(0.1)};
  Option<std::string> correctBias{
      *this, "correct-bias",
      llvm::cl::desc("Bias records of quantkit-debug-layers{measure=bias} "
                     "to correct the biases with (quantkit-correct-bias "
                     "after quantkit-propagate)"),
      llvm::cl::init("")};
};

/// `quantkit-to-int` and `quantkit-to-llvm` have no options; the structs
/// keep every builder's signature alike.
struct ToIntPipelineOptions : public PassPipelineOptions<ToIntPipelineOptions> {
};
struct ToLLVMPipelineOptions
    : public PassPipelineOptions<ToLLVMPipelineOptions> {};

/// Options of `quantkit-cpu` (those of `quantkit-cpu-kernels`).
struct CpuPipelineOptions : public PassPipelineOptions<CpuPipelineOptions> {
  Option<std::string> target{
      *this, "target",
      llvm::cl::desc("Kernel instruction set: auto (host features), amx "
                     "(AMX int8 tiles, AVX-512 elsewhere), vnni (AVX-512 "
                     "VNNI), avx-vnni (AVX-VNNI, 256-bit), avx2 (vpmaddwd, "
                     "256-bit) or portable"),
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
  Option<int64_t> amxMinK{
      *this, "amx-min-k",
      llvm::cl::desc("On amx, the least K (int8 columns of A) of a product "
                     "on tiles; narrower ones keep VNNI registers"),
      llvm::cl::init(64)};
  Option<int64_t> depthwiseLanes{
      *this, "depthwise-lanes",
      llvm::cl::desc("Channels per vector step of the depthwise "
                     "convolutions (quantkit-cpu-depthwise): 16, 32, or 0 "
                     "for the target's (32 on amx and vnni, and on auto "
                     "where the host has AVX-512BW; else 16)"),
      llvm::cl::init(0)};
  Option<unsigned> numThreads{
      *this, "num-threads",
      llvm::cl::desc("Threads of every parallel loop (the OpenMP num_threads "
                     "clause); 0: the OpenMP runtime's default "
                     "(OMP_NUM_THREADS, else all cores); 1: sequential "
                     "loops"),
      llvm::cl::init(0)};
  Option<bool> planBuffers{
      *this, "plan-buffers",
      llvm::cl::desc("Place each function's temporary buffers in one arena "
                     "(quantkit-plan-buffers)"),
      llvm::cl::init(true)};
  Option<bool> narrowRequantize{
      *this, "narrow-requantize",
      llvm::cl::desc("Compute requantization epilogues in 32-bit lanes where "
                     "value ranges prove it exact "
                     "(quantkit-narrow-requantize); false: keep the i64 "
                     "ops, for comparison"),
      llvm::cl::init(true)};
  Option<std::string> tableLookup{
      *this, "table-lookup",
      llvm::cl::desc("How vectorized table look-ups (quantkit.logistic, "
                     "tanh, hard_swish) read their entries: auto (AVX-512 "
                     "VBMI byte permutes where target is auto and the host "
                     "has them, else gathers), vbmi or gather"),
      llvm::cl::init("auto")};
  Option<bool> fuseEpilogues{
      *this, "fuse-epilogues",
      llvm::cl::desc("Apply the elementwise epilogue after a matmul, conv2d "
                     "or depthwise convolution to the kernel's accumulator "
                     "registers and store its result, instead of an i32 "
                     "buffer the epilogue reads again; false: separate "
                     "loops, for comparison"),
      llvm::cl::init(true)};
  Option<bool> concatInPlace{
      *this, "concat-in-place",
      llvm::cl::desc("Let the producers of a concatenation's parts write "
                     "them into its buffer (quantkit-cpu-concat, then "
                     "eliminate-empty-tensors); false: a buffer and a copy "
                     "per part, for comparison"),
      llvm::cl::init(true)};
  Option<bool> padInPlace{
      *this, "pad-in-place",
      llvm::cl::desc("Let the producer of a padded value write it into the "
                     "padded buffer (quantkit-cpu-pad-in-place, then "
                     "eliminate-empty-tensors); false: a copy into the "
                     "padded buffer, for comparison"),
      llvm::cl::init(true)};
  Option<bool> evenOddMultiply{
      *this, "even-odd-multiply",
      llvm::cl::desc("Multiply i32 vector lanes into i64 on the even and the "
                     "odd lanes in place (quantkit-cpu-even-odd-multiply); "
                     "false: widen both operands, for comparison"),
      llvm::cl::init(true)};
  Option<bool> roundMagnitudes{
      *this, "round-magnitudes",
      llvm::cl::desc("Compute the requantization's rounding divide by a "
                     "power of two on magnitudes "
                     "(quantkit-cpu-round-magnitudes); false: the remainder "
                     "test as quantkit-lower writes it, for comparison"),
      llvm::cl::init(true)};
};

/// `quantkit-quantize`: a float program to QuantKit compute ops for a
/// target (quantkit-normalize, quantkit-import, quantkit-fuse,
/// quantkit-propagate, quantkit-materialize).
void buildQuantizePipeline(OpPassManager &pm,
                           const QuantizePipelineOptions &options);

/// `quantkit-to-int`: QuantKit ops and quantized types to integer
/// arithmetic on tensors (quantkit-lower, strip-func-quant-types,
/// canonicalize).
void buildToIntPipeline(OpPassManager &pm,
                        const ToIntPipelineOptions &options = {});

/// `quantkit-to-llvm`: lowered IR bufferized and converted to the LLVM
/// dialect with generic loops, ready for `mlir-runner`.
void buildToLLVMPipeline(OpPassManager &pm,
                         const ToLLVMPipelineOptions &options = {});

/// `quantkit-cpu`: like `quantkit-to-llvm`, with constant weight sums and
/// per-channel operands folded before bufferization and packed-weight
/// micro-kernels (quantkit-cpu-kernels) and 16-lane elementwise loops
/// after it.
void buildCpuPipeline(OpPassManager &pm, const CpuPipelineOptions &options);

/// Registers the four pipelines above under their names.
void registerQuantKitPipelines();

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_PIPELINES_H
