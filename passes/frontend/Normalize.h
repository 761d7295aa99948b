//===- Normalize.h - Front-end forms as QuantKit reads them -----*- C++ -*-===//
//
// The rewrites of quantkit-normalize, in groups a tool can reuse: each
// populate function adds the patterns of one file of this folder. Together
// they turn what front-ends export (torch-mlir's NCHW linalg, TOSA) into the
// forms quantkit-fuse wraps (FusedKernel.h): channels-last named linalg
// ops, constant weights, batch norm folded, epilogue generics.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_FRONTEND_NORMALIZE_H
#define QUANTKIT_PASSES_FRONTEND_NORMALIZE_H

#include "mlir/Support/LLVM.h"

#include <optional>

namespace mlir {
class DenseElementsAttr;
class OpOperand;
class Operation;
class PatternRewriter;
class RankedTensorType;
class RewritePatternSet;
class Value;
namespace linalg {
class GenericOp;
} // namespace linalg
} // namespace mlir

namespace mlir::quantkit {

/// Activations as front-ends write them (ReLU as `cmpf ugt` + `select`,
/// ReLU6 / hardtanh / clamp as compare-select pairs or `maximumf` /
/// `minimumf` with the constant on either side) rewritten into the clamp
/// form the fusion matcher reads: a chain of `maximumf` / `minimumf` with
/// constants (Activations.cpp).
void populateActivationPatterns(RewritePatternSet &patterns);

/// The activations front-ends write as one elementwise `linalg.generic`.
enum class ActivationKind {
  Relu,        // max(x, 0)
  Relu6,       // min(max(x, 0), 6)
  Clamp,       // any other clamp by constants (hardtanh, clamp)
  HardSigmoid, // relu6(x + 3) / 6
  HardSwish,   // x * relu6(x + 3) / 6
  Sigmoid,     // 1 / (1 + exp(-x))
  Silu,        // x * sigmoid(x)
  Gelu,        // x * Phi(x) = x * (1 + erf(x / sqrt(2))) / 2
  GeluTanh,    // x * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 x^3))) / 2
};

/// The activation `generic` computes on its one non-constant input, in any
/// of the forms the activation patterns read (and for the others the forms
/// torch-mlir writes), or none. Relu, Relu6 and Clamp are the ones the
/// patterns rewrite and quantkit-fuse fuses; the others stay in floating
/// point (Activations.cpp).
std::optional<ActivationKind> classifyActivation(linalg::GenericOp generic);

/// The GELU `result` computes of `x` through elementwise TOSA ops
/// (`tosa.mul`, `tosa.add`, `tosa.erf`, ...) and splat constants, recognised
/// by its values as classifyActivation recognises a GELU generic; `ops`
/// receives the ops between `x` and `result`. None where `result` is not one
/// (Activations.cpp).
std::optional<ActivationKind>
classifyTosaGelu(Value result, Value x, SmallVectorImpl<Operation *> &ops);

/// The input classifyActivation reads as the activation's argument: the one
/// input of the result's type, read in place, that is not a compile-time
/// uniform value (the others are bounds and constants), or null.
OpOperand *activationOperand(linalg::GenericOp generic);

/// Chains of one-input elementwise generics that together compute a
/// hardsigmoid, hardswish, sigmoid or SiLU (torch-mlir's decompositions
/// write one op per generic: `x + 3`, the clamps, `/ 6`) fused into one
/// generic by upstream's elementwise fusion, which classifyActivation then
/// names; other chains are left as they are (Activations.cpp).
void fuseActivationChains(Operation *root);

/// The lower-case name of `kind` (`relu6`, `hardswish`), for reports.
StringRef stringifyActivationKind(ActivationKind kind);

/// Constant factors of the operands of a product of two run-time values
/// (`linalg.matmul`, `linalg.batch_matmul` from zero; attention's scaled
/// queries and keys) moved to one factor on its result, after the reshapes
/// that follow it, where the softmax takes it as beta
/// (ScaledContractions.cpp).
void populateScaledContractionPatterns(RewritePatternSet &patterns);

/// Weight transforms on constants evaluated at compile time (transposes,
/// reshapes), bias additions through a broadcast init turned into epilogue
/// generics, and per-channel affine ops (batch norm in inference, in one
/// generic or as a chain) folded into the weights and bias of the
/// contraction before them, or where none takes them made a 1x1 depthwise
/// convolution of their own (FoldWeights.cpp).
void populateWeightFoldingPatterns(RewritePatternSet &patterns);

/// Whether FoldPerChannelAffine folds a per-channel scale of `y` into the
/// contraction behind it: `y` is the one-use result of a convolution or
/// matmul of constant weights accumulating from zero, or of its bias
/// epilogue with a constant bias (FoldWeights.cpp).
bool foldsPerChannelScale(Value y);

/// A grouped convolution's filter that is a 5-D constant (torch-mlir's ONNX
/// lowering folds the expand of the 4-D weight) as the expand of the 4-D
/// constant, the form the weight folding and quantkit-fuse read
/// (FoldWeights.cpp). Applied first, on its own, so that no batch norm after
/// the convolution is judged unfoldable before it; and again with the
/// weight folds, for the filters that become constants only there (the
/// turned filter torch-mlir gathers for a grouped transposed convolution).
void populateGroupedFilterPatterns(RewritePatternSet &patterns);

/// TOSA per-channel ops of constants that no convolution before them takes
/// (batch norm before a convolution) as 1x1 `tosa.depthwise_conv2d`s,
/// which quantize as kernels (FoldWeights.cpp; the linalg form is among the
/// weight-folding patterns). Applied last, once the layout transposes have
/// cancelled and every constant they moved through is folded.
void populateTosaStandaloneAffinePatterns(RewritePatternSet &patterns);

/// Replaces `op` by an f32 `tosa.depthwise_conv2d` of the NHWC `input` by
/// the constants `weights` ([KH, KW, C, 1]) and `bias` ([C]), unpadded, with
/// unit strides and dilations and zero points 0: the depthwise kernels
/// quantkit-normalize makes of TOSA batch norms that no convolution takes
/// and of global average poolings (FoldWeights.cpp).
void replaceByTosaDepthwise(PatternRewriter &rewriter, Operation *op,
                            RankedTensorType resultType, Value input,
                            DenseElementsAttr weights, DenseElementsAttr bias);

/// NCHW convolutions and poolings rewritten channels-last between
/// transposes, and the transposes moved through elementwise ops, padding
/// and reshapes until they cancel (ChannelsLast.cpp).
void populateChannelsLastPatterns(RewritePatternSet &patterns);

/// torch-to-tosa's layout transposes (around every NHWC TOSA operator of an
/// NCHW program) moved through elementwise ops and concatenations until
/// they cancel (TorchTosa.cpp).
void populateTorchTosaPatterns(RewritePatternSet &patterns);

/// What is left of them: a transpose that only moves unit dimensions (one
/// the patterns above made of a reshape, and that did not cancel) back to
/// that reshape (TorchTosa.cpp).
void populateTorchTosaCleanupPatterns(RewritePatternSet &patterns);

/// torch-mlir's concatenation, `insert_slice`s of the parts into an empty
/// tensor, as the `tensor.concat` it stands for (Concatenation.cpp).
void populateConcatenationPatterns(RewritePatternSet &patterns);

/// torch-mlir's `F.interpolate` (gathers at compile-time indices and, for
/// bilinear modes, their weighted sum) as the `tosa.resize` it computes,
/// NHWC between transposes, where its weights are those of a TOSA RESIZE
/// geometry (Resize.cpp).
void populateUpsamplePatterns(RewritePatternSet &patterns);

/// Applies every group above under `root`, in the order that lets each see
/// the forms the previous one leaves; fails when a rewrite does not
/// converge.
LogicalResult normalizeFrontendForms(Operation *root);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_FRONTEND_NORMALIZE_H
