//===- FusedKernel.h - Logical kernels found in source ops ------*- C++ -*-===//
//
// The shapes quantkit-fuse wraps into `quantkit.region`s and
// quantkit-materialize reads back from their bodies: one matcher, so what
// one pass wraps the other can express. A kernel is a core op (a linalg
// contraction, pooling or elementwise op, an `arith` op on tensors, a TOSA
// op), the zero padding it absorbs from a `tensor.pad` before it, and the
// bias addition and clamps (ReLU, ReLU6, any clamp by constants) after it.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_QUANTIZE_FUSEDKERNEL_H
#define QUANTKIT_PASSES_QUANTIZE_FUSEDKERNEL_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/Value.h"

#include <optional>
#include <string>

namespace mlir::quantkit {

/// Small predicates the kernel matchers share (a namespace of their own:
/// the front-end passes that include this header have theirs).
namespace match {

/// The float value of a scalar constant (also a splat).
std::optional<double> constantValue(Value value);

/// True for a constant whose every element is zero (TOSA zero points and
/// shifts, float or integer).
bool isZeroConstant(Value value);

/// True where `value` is a constant at most the lowest finite value of its
/// float type (-inf or -FLT_MAX: the padding and initial value of a max
/// pooling, which never wins).
bool isLowestConstant(Value value);

bool isAllParallel(linalg::GenericOp generic);

/// Whether `op` has one result, a ranked tensor of floats.
bool hasFloatTensorResult(Operation *op);

/// A run-time value times a constant.
struct ScaledValue {
  Value x;
  double factor;
};

/// `op` as `x * c` (or `c * x`) or `x / c`, `c` a finite non-zero scalar
/// constant: an all-parallel `linalg.generic` reading x whole (c captured by
/// the body or a splat operand), or a `tosa.mul` by a splat with shift 0;
/// x has the result's type. None otherwise.
std::optional<ScaledValue> matchConstantFactor(Operation *op);

} // namespace match

/// A bias addition and clamp on the accumulator of a contraction.
struct Epilogue {
  /// The bias operand of the generic (rank 1, the channel axis), or null.
  Value bias;
  /// The clamp bounds in real values, where the body clamps.
  std::optional<double> lo, hi;
};

/// Matches `generic` as an epilogue of `acc`: all-parallel, `acc` read with
/// the identity map, an optional rank-1 bias read along the last dimension,
/// one identity-mapped output, and a body that is `acc (+ bias)` followed by
/// any chain of `maximumf`/`maxnumf`/`minimumf`/`minnumf` with constants.
std::optional<Epilogue> matchEpilogue(linalg::GenericOp generic, Value acc);

/// Whether an operand of type `operand` read through `map` in a loop over
/// `result`'s shape is a broadcast of it: each result of the map is a loop
/// dimension of the same size (each at most once) or the constant 0 where
/// the operand's size is 1 (torch-mlir's [1, C, 1, 1] squeeze-and-
/// excitation scale read through `(d0, d3, 0, 0)` in an NHWC loop). Static
/// shapes, one element type.
bool isBroadcastRead(AffineMap map, RankedTensorType operand,
                     RankedTensorType result);

/// Whether `value` is a reciprocal square root computed at run time, through
/// reshapes, broadcasts (a copying `linalg.generic`, `linalg.broadcast`,
/// `tosa.tile`), statistics and quantize/dequantize casts: a `linalg.generic`
/// yielding `math.rsqrt` or `1 / math.sqrt`, or `tosa.rsqrt` (a layer norm's
/// per-row `rsqrt(var + eps)`). A product of one (broadcast there or before) is
/// a normalization, not a `mul` kernel: its factor spans orders of magnitude
/// between rows, which no 8-bit scale holds (ViT's first layer norm lost 18 dB
/// as an int8 product), so it stays float between casts.
bool isRunTimeNormalizer(Value value);

/// What the product `op` (a `mulf` generic of two inputs, a `tosa.mul`) is
/// to a normalization's statistics, if anything: a product by a run-time
/// normalizer (isRunTimeNormalizer), or a square `x * x` that a reduction
/// reads (a variance: the square of the input's range in one 8-bit scale
/// rounds a quiet row's squares to nothing, and the normalization then
/// divides by that). Such products stay float.
enum class NormalizationProduct { None, Scaling, VarianceSquare };
NormalizationProduct classifyNormalizationProduct(Operation *op);

/// The map through which a product's core op reads its smaller operand
/// `input` into a loop over the result's shape, where it broadcasts it
/// (isBroadcastRead): a linalg.generic's indexing map, or for a `tosa.mul`
/// (operands of the result's rank) the identity with 0 at the operand's
/// size-1 dimensions. Null otherwise.
AffineMap broadcastReadMap(Operation *core, Value input);

/// True where `value` is a `linalg.fill` of float zero (the accumulator
/// initialisation of a plain contraction).
bool isZeroFill(Value value);

/// Ops a region body may own a copy of: constants, static `tensor.empty`,
/// and `linalg.fill` of those.
bool isClonable(Operation *op);

/// A grouped convolution in the form torch-mlir writes it and
/// quantkit-normalize keeps it, `collapse(conv(expand(x), expand(w)))`:
/// linalg's grouped convolutions are 5-D, with the group as a dimension of
/// its own. `conv` is a `linalg.conv_2d_ngchw_gfchw` (as exported) or a
/// `linalg.conv_2d_nhwgc_gfhwc` (channels last); `collapse` merges its
/// (group, output channel) dimensions into dimension `channel` of a 4-D
/// result (1 or 3); `filter` expands a 4-D weight (`[G * F, C, KH, KW]` or
/// `[G * F, KH, KW, C]`), whose axis 0 is then that channel.
struct GroupedConvolution {
  linalg::LinalgOp conv;
  tensor::CollapseShapeOp collapse;
  tensor::ExpandShapeOp filter;
  unsigned channel = 0;
  int64_t groups = 1;
};

/// The grouped convolution whose collapsed result is `result`, where the
/// convolution's only user is that collapse.
std::optional<GroupedConvolution> matchGroupedConvolution(Value result);

/// Whether `expand` is the filter expand of a grouped convolution (every user
/// reads it as the filter of a `conv_2d_ngchw_gfchw` or `conv_2d_nhwgc_gfhwc`):
/// the 4-D weight behind it is the kernel's weight port, so the expand of a
/// constant stays an expand.
bool isGroupedFilterExpand(tensor::ExpandShapeOp expand);

/// One logical kernel: the source ops quantkit-fuse wraps into a region and
/// what quantkit-materialize needs to build the compute op.
struct KernelMatch {
  /// The logical kernel (a tflite-int8 kernel name: `conv2d`, `add`, ...).
  StringRef kernel;
  /// The op computing the kernel.
  Operation *core = nullptr;
  /// Every op of the kernel in program order (a `tensor.pad`, the core, the
  /// epilogue and activation ops); the last one produces `result`.
  SmallVector<Operation *> ops;
  /// The ports, in the kernel's order: activation, weights, optional bias
  /// (contractions); lhs, rhs (add, mul); the inputs (the others).
  SmallVector<Value> inputs;
  Value result;
  /// Whether `inputs` ends with a bias (contractions only).
  bool hasBias = false;
  /// A fused clamp, in real values (contractions, add and mul only).
  std::optional<double> lo, hi;
  /// Geometry of convolutions and poolings (NHWC): padding is
  /// [top, bottom, left, right], `window` the pooling kernel.
  SmallVector<int64_t, 2> window, strides, dilations;
  SmallVector<int64_t, 4> padding;
  /// The channel groups of a conv2d (1: every output reads every input).
  int64_t groups = 1;
  /// A gelu's tanh approximation (else the exact, erf form).
  bool approximate = false;
  /// A softmax's reduced dimension and its input's factor (softmax of
  /// `beta * x`).
  int64_t axis = 0;
  double beta = 1.0;
  /// A resize's geometry as TOSA writes it ([ny, dy, nx, dx], [oy, ox],
  /// [by, bx]) and its mode.
  SmallVector<int64_t, 4> resizeScale;
  SmallVector<int64_t, 2> resizeOffset, resizeBorder;
  bool bilinear = false;
};

/// Matches the kernel whose core is `op`, together with the zero-padding
/// `tensor.pad` before it and the bias/clamp ops after it that can join it
/// (each only where `op`'s kernel is its one user). Recognized cores:
///
///   linalg.matmul, linalg.batch_matmul, tosa.matmul        -> matmul
///     (tosa.matmul with a following tosa.add of a [1, 1, N] reshaped bias)
///   linalg.conv_2d_nhwc_fhwc, tosa.conv2d                  -> conv2d
///   collapse(linalg.conv_2d_nhwgc_gfhwc) (GroupedConvolution) -> conv2d
///     with groups, the expands of its input and filter inside the kernel
///   linalg.depthwise_conv_2d_nhwc_hwc                      -> depthwise_conv2d
///   tosa.depthwise_conv2d of an expanded [KH, KW, C] weight ->
///   depthwise_conv2d
///     (a TOSA convolution whose bias operand is a zero constant, with a
///     following tosa.add of a [1, 1, 1, C] reshaped bias: that bias)
///   linalg.add, arith.addf, tosa.add, add linalg.generic   -> add
///   linalg.mul, arith.mulf, tosa.mul, mul linalg.generic   -> mul
///     (a mul generic's or tosa.mul's run-time operand may be a smaller
///     tensor it broadcasts: broadcastReadMap; the port is that tensor)
///   linalg.pooling_nhwc_max, tosa.max_pool2d               -> max_pool2d
///   linalg.pooling_nhwc_sum + divide, tosa.avg_pool2d      -> avg_pool2d
///     (the divisor the window size, or with the zero padding absorbed the
///     per-position count of real elements: countsRealElements)
///   tosa.resize with constant scale, offset and border      -> resize
///     (quantkit-normalize makes torch-mlir's upsamplings one)
///   tosa.reshape, tosa.transpose, tosa.concat              -> reshape, ...
///   tosa.sigmoid, tosa.tanh                                -> logistic, tanh
///   tosa.mul of x and clamp(tosa.add(x, 3), 0, 6) and of a splat 1/6 (in
///   either association; the match is the same from either product)
///                                                          -> hard_swish
///   a GELU in elementwise TOSA ops (tosa.mul, tosa.add, tosa.erf or
///   tosa.tanh, ...; classifyTosaGelu), matched from any of its
///   products, sums or its tanh                             -> gelu
///   a softmax (matchSoftmax), from its division, its guard's select or
///   its last tosa.mul                                      -> softmax
///   one-input linalg.generic of a sigmoid, a hardswish or a GELU
///   (classifyActivation) or of math.tanh
///                                  -> logistic, hard_swish, gelu, tanh
std::optional<KernelMatch> matchKernel(Operation *op);

/// The softmax along one axis whose last op is `op`, in the forms front ends
/// decompose it into (SoftmaxKernel.cpp): linalg generics for the row
/// maximum (an unused argmax beside it), `exp(x - max)`, the row sum and the
/// division, with scaled_dot_product_attention's guard against rows of
/// `-inf` after them or not; or TOSA's `reduce_max`, `sub`, `exp`,
/// `reduce_sum`, `reciprocal`, `mul` (without the first two as onnx-mlir
/// writes it), with its guard or not. A constant positive factor of x that
/// only the softmax reads joins it as `beta`.              -> softmax
std::optional<KernelMatch> matchSoftmax(Operation *op);

/// Why matchKernel does not match `op`: "form not recognised", followed
/// where the op is a near miss by what keeps it out (a max pooling whose
/// init is not a lowest-float fill, a sum pooling not followed by the
/// division by its window, a contraction whose accumulator is not a zero
/// fill, an NCHW op quantkit-normalize did not take channels-last). For
/// quantkit-fuse's and quantkit-coverage's reasons (Coverage.h).
std::string unmatchedKernelReason(Operation *op);

/// The kernel a region body computes, as quantkit-fuse wrapped it: the match
/// of matchKernel whose result the body's terminator returns (its only
/// operand), whose ports are arguments of `body`, and beside whose ops the
/// body holds only clonable ops (isClonable). Fails with `why` (a phrase
/// such as "its body is not one kernel quantkit-fuse wraps") otherwise.
FailureOr<KernelMatch> matchBodyKernel(Block &body, std::string &why);

/// Gives a float `tosa.depthwise_conv2d` with channel multiplier 1 the weight
/// form `matchKernel` expects: a `tensor.expand_shape` of a [KH, KW, C]
/// weight (a reshaped constant where the weight is constant). Fails without
/// changing anything where the op is not such a convolution or already has
/// that form.
LogicalResult expandDepthwiseWeight(RewriterBase &rewriter,
                                    Operation *depthwise);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_QUANTIZE_FUSEDKERNEL_H
