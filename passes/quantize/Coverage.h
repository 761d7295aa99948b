//===- Coverage.h - Which compute ops a program quantized -------*- C++ -*-===//
//
// What "coverage" counts, shared by quantkit-fuse and quantkit-materialize
// (which record why an op stays floating point, where that is known only
// while they run) and quantkit-report (which prints it). The contract is
// documented in passes/check/README.md.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_QUANTIZE_COVERAGE_H
#define QUANTKIT_PASSES_QUANTIZE_COVERAGE_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/SmallVector.h"

#include <string>

namespace mlir::quantkit {

class Target;

/// The discardable string attribute quantkit-fuse and quantkit-materialize
/// leave on a compute op they keep in floating point, saying why.
constexpr llvm::StringLiteral kFloatReasonAttr = "quantkit.float_reason";

/// What coverage counts an op as.
enum class ComputeKind {
  /// Not a compute op coverage counts.
  None,
  /// Convolutions (any layout, grouped and depthwise included) and
  /// matrix products: linalg's named ops, `tosa.conv2d`,
  /// `tosa.depthwise_conv2d`, `tosa.conv3d`, `tosa.transpose_conv2d`,
  /// `tosa.matmul`, and `quantkit.matmul`/`conv2d`/`depthwise_conv2d`.
  Contraction,
  /// Poolings: linalg's `pooling_*`, `tosa.max_pool2d`/`avg_pool2d`,
  /// `quantkit.max_pool2d`/`avg_pool2d`.
  Pooling,
  /// Activations the front end recognises (classifyActivation,
  /// passes/frontend/Normalize.h) but QuantKit has no int8 compute op for:
  /// a float `linalg.generic` computing hardswish, hardsigmoid, sigmoid or
  /// SiLU. Listed with their reason, not counted in the totals.
  Activation,
  /// Elementwise adds and multiplies of two float tensors (residual adds,
  /// squeeze-and-excitation scales) in a `linalg.generic` no kernel
  /// wrapped: they run in float between casts. Listed with their reason,
  /// not counted in the totals.
  Elementwise,
  /// Reductions in a float `linalg.generic` outside any region (a mean
  /// over the channels, a softmax's sums, a layer norm's statistics): no
  /// kernel takes them, so they run in float between casts. Listed with
  /// their reason, not counted in the totals.
  Reduction,
  /// Any other float `linalg.generic` outside any region that computes on
  /// a run-time tensor (a `x + 3` or `/ 6` of a decomposed hardswish, an
  /// exponential): listed with what its body computes, not counted.
  OtherFloat,
};

/// The kind of `op`. Linalg and TOSA ops count only where they compute on
/// floats: the integer ops quantkit-lower builds are lowered quantized ops.
ComputeKind classifyComputeOp(Operation *op);

/// The name (`hardswish`, `hardsigmoid`, `sigmoid`, `silu`, `gelu`,
/// `gelu_tanh`) of the activation `op` computes in floating point where it
/// is one QuantKit cannot quantize (ComputeKind::Activation), else empty: a
/// `linalg.generic`, or the last op of a GELU in TOSA ops.
StringRef unquantizedActivation(Operation *op);

/// Why `op` stays a float elementwise add or multiply of two tensors
/// (ComputeKind::Elementwise), or empty where it is not one: a float
/// `linalg.generic` outside any region whose body combines its two tensor
/// inputs with one `arith.addf` or `arith.mulf`.
std::string unquantizedElementwiseReason(Operation *op);

/// Why `op` stays a float reduction (ComputeKind::Reduction), or empty
/// where it is not one: a float `linalg.generic` outside any region with a
/// reduction loop and a tensor input that is no constant, e.g. `reduction
/// over loops 2, 3 ('arith.addf') with no int8 kernel; runs in float
/// between casts`.
std::string unquantizedReductionReason(Operation *op);

/// Why `op` stays a float computation of another kind
/// (ComputeKind::OtherFloat), or empty where it is not one: a float
/// all-parallel `linalg.generic` outside any region whose body computes
/// (not only yields an input) on at least one tensor that is not computed
/// from constants alone, and that is no elementwise add or multiply of two
/// tensors, no activation coverage lists, and no ReLU, ReLU6 or clamp
/// (those fuse into the kernel before them). E.g. `elementwise
/// 'arith.addf' with no int8 kernel; runs in float between casts`.
std::string unquantizedComputeReason(Operation *op);

/// Why the activation `name` (unquantizedActivation) stays float for
/// `target` (its name and kernels), or for no particular target where
/// `target` is null: e.g. `hardswish: no int8 kernel on tflite-int8; runs in
/// float between casts`.
std::string activationFloatReason(StringRef name, const Target *target);

/// True for the QuantKit compute ops coverage counts as quantized
/// (`quantkit.matmul`, `conv2d`, `depthwise_conv2d`, `max_pool2d`,
/// `avg_pool2d`, hybrid forms included).
bool isQuantKitComputeOp(Operation *op);

/// One compute op left in floating point.
struct FloatComputeOp {
  Operation *op;
  ComputeKind kind;
  std::string reason;
};

/// Compute-op coverage of a program.
struct Coverage {
  unsigned contractions = 0, quantizedContractions = 0;
  unsigned poolings = 0, quantizedPoolings = 0;
  /// In program order.
  llvm::SmallVector<FloatComputeOp> floatOps;
};

/// Counts the compute ops under `root`. A `quantkit.region` counts as one
/// op, of the kind of the compute op in its body, quantized where every
/// port spec is `!quant.uniform`. The reason of a float op is its
/// `quantkit.float_reason`, else "kept in float by the model" where it
/// carries `quantkit.float`, else what unmatchedKernelReason
/// (FusedKernel.h) says of it, or that quantkit-fuse has not run where
/// matchKernel matches it. Float activations QuantKit cannot quantize are
/// listed too (ComputeKind::Activation), outside the totals.
Coverage computeCoverage(Operation *root);

/// Emits the remark `quantkit-quantize: N of M contractions quantized, P of
/// Q poolings quantized in @f` at each function under `root` (or `root`
/// itself where it is one) that holds a counted or listed op, with a note
/// at each float one giving its reason: at the function, which a user finds
/// in the source, rather than at a module that often has no location. Where
/// no function holds one, one remark (`0 of 0 ...`) at the first function,
/// or at `root` where there is none.
void emitCoverageRemark(Operation *root);


} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_QUANTIZE_COVERAGE_H
