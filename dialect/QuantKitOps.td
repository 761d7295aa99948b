//===- QuantKitOps.td - QuantKit operations ----------------*- tablegen -*-===//
//
// Op names, operand order and attribute names are a stable interface:
// tests and other tools may write these ops in generic form. What the ops
// compute is in dialect/Reference.md#numerics.
//
// Rule ids (`region_c1`, `typing_c3`, ...) tag each verifier rule; the same id
// stands beside the check in QuantKitOps.cpp and beside its negative test in
// test/lit/Dialect/invalid-<family>.mlir.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_DIALECT_QUANTKITOPS_TD
#define QUANTKIT_DIALECT_QUANTKITOPS_TD

include "dialect/QuantKitBase.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/OpBase.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/RegionKindInterface.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class QuantKit_Op<string mnemonic, list<Trait> traits = []>
    : Op<QuantKit_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Logical kernels (dialect/Reference.md#propagation).
//===----------------------------------------------------------------------===//

def QuantKit_RegionOp : QuantKit_Op<"region", [
    IsolatedFromAbove, SingleBlock, RecursiveMemoryEffects]> {
  let summary = "A logical kernel: source ops whose ports a target quantizes";
  let description = [{
    Wraps the floating-point ops that make up one kernel of a target. The
    values the body uses from outside are the explicit `inputs` (the body's
    block arguments mirror them); the values it exports are the operands of
    its `quantkit.return`. Quantization passes treat the region as one unit
    and only read and update the port specs: `input_specs` has one type per
    input, `output_specs` one per result. A spec is

    * the port's float element type (e.g. `f32`): not decided yet;
    * `!quant.uniform<...>`: parameters fixed by the model;
    * `!quant.any<i8:f32>`: quantize with at least this storage;
    * `!quant.calibrated<f32<min:max>>`: statistics to derive parameters from;
    * `none`: keep the port in floating point.

    Rules:

    * `region_c1`: `input_specs` has one entry per input.
    * `region_c2`: `output_specs` has one entry per result.
    * `region_c3`: the body's block arguments have the types of `inputs`.
    * `region_c4`: the terminator's operands have the result types.
    * `region_c5`: a float spec equals the port's element type; a quantized
      spec's expressed type equals the port's element type; any other spec is
      `none`.
    * `region_c6`: a per-axis spec satisfies per-axis integrity
      (`quant_type_c1` to `quant_type_c3`) against the port's type.
    * `region_c7`: `logical_kernel` is not empty.
    * `region_c8`: the body ends with `quantkit.return` (in generic form any
      terminator parses).
    * `region_c9`: no spec is a sub-channel (blockwise) quantized type: no
      QuantKit kernel implements their semantics. The ports' own types
      follow `sub_channel_c1` (see the dialect documentation).

    Example:

    ```mlir
    %0 = quantkit.region "add" (%a, %b) in [f32, !quant.any<i8:f32>] out [f32]
        : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
    ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
      %s = arith.addf %x, %y : tensor<4xf32>
      quantkit.return %s : tensor<4xf32>
    }
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$inputs, StrAttr:$logical_kernel,
                       TypeArrayAttr:$input_specs, TypeArrayAttr:$output_specs);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  // Printed as `$logical_kernel ( $inputs ) in $input_specs out
  // $output_specs attr-dict-with-keyword : functional-type($inputs,
  // $results) $body`. Parsed by hand (QuantKitOps.cpp) so that the body is
  // parsed into the operation state's own region, as upstream's region ops
  // do: the declarative parser parses it into a temporary region that it
  // frees when the body fails to parse, while the parser still holds
  // forward references into it (a use after free the fuzzer found).
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = [{
    /// The spec of input `index` / result `index` as a type.
    ::mlir::Type getInputSpec(unsigned index);
    ::mlir::Type getOutputSpec(unsigned index);
    /// The terminator of the body.
    ReturnOp getReturnOp();
  }];
}

def QuantKit_ReturnOp : QuantKit_Op<"return", [
    Pure, Terminator, ReturnLike, HasParent<"RegionOp">]> {
  let summary = "Terminator of `quantkit.region`";
  let description = [{
    Returns the values a logical kernel exports; their types are the
    region's result types (`region_c4`).

    Example:

    ```mlir
    quantkit.return %0, %1 : tensor<4xf32>, tensor<4xf32>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, {}); }]>];
}

//===----------------------------------------------------------------------===//
// Calibration and model-constraint ops (dialect/Reference.md#propagation).
//===----------------------------------------------------------------------===//

def QuantKit_StatsOp : QuantKit_Op<"stats", [Pure, SameOperandsAndResultType]> {
  let summary = "Inline calibration statistics";
  let description = [{
    Identity on `arg` that records the range seen at this point of the
    computation: `layerStats` is `[min, max]` over the whole tensor; the
    optional `axisStats` (shape `[N, 2]`) gives `[min, max]` for each index
    along `axis`. `quantkit-import` turns layer statistics into a
    `!quant.calibrated` qcast/dcast pair; per-axis statistics stay here for
    `quantkit-propagate` to read where a kernel wants the port per axis.

    Rules:

    * `stats_c1`: `arg` is a float scalar or a tensor of float (not a vector
      or memref).
    * `stats_c2`: `layerStats` has shape `[2]` with finite `min <= max`.
    * `stats_c3`: `axisStats` and `axis` are given together.
    * `stats_c4`: `axisStats` has shape `[N, 2]`, each row finite with
      `min <= max`.
    * `stats_c5`: `axis` is a dimension of the ranked `arg`, whose size (when
      static) is `N`.

    Example:

    ```mlir
    %1 = quantkit.stats %0 {layerStats = dense<[-1.0, 2.0]> : tensor<2xf32>}
        : tensor<8x3xf32>
    ```
  }];
  let arguments = (ins AnyType:$arg, FloatElementsAttr<32>:$layerStats,
                       OptionalAttr<FloatElementsAttr<32>>:$axisStats,
                       OptionalAttr<I64Attr>:$axis);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$arg attr-dict `:` type($arg)";
  let hasVerifier = 1;
}

def QuantKit_StatsRefOp : QuantKit_Op<"stats_ref", [
    Pure, SameOperandsAndResultType]> {
  let summary = "Statistics to be gathered under a key";
  let description = [{
    Identity on `arg` that asks a calibration run to record the range of the
    value under `statsKey`; the records later become `quantkit.stats`
    (`quantkit-instrument` places them, `quantkit-lower-stats-ref` records
    the ranges while the program runs, `quantkit-apply-stats` turns the
    records into `quantkit.stats`). Every `stats_ref` with the same key
    contributes to one merged range.

    QuantKit extension: the optional `axis` asks for per-axis statistics
    along that dimension of `arg` as well (they become the `axisStats` and
    `axis` of the resulting `quantkit.stats`); the `stats_ref` of MLIR's
    former quantization dialect, which this op follows, has no such
    attribute.

    Rules:

    * `stats_ref_c1`: `statsKey` is not empty.
    * `stats_ref_c2`: where `axis` is given, `arg` is a ranked tensor of
      float and `axis` one of its dimensions.

    Example:

    ```mlir
    %1 = quantkit.stats_ref %0 {statsKey = "conv1.out"} : tensor<1x8x8x4xf32>
    %2 = quantkit.stats_ref %w {statsKey = "fc.weights", axis = 1 : i64}
        : tensor<16x8xf32>
    ```
  }];
  let arguments = (ins AnyType:$arg, StrAttr:$statsKey,
                       OptionalAttr<I64Attr>:$axis);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$arg attr-dict `:` type($arg)";
  let hasVerifier = 1;
}

def QuantKit_CoupledRefOp : QuantKit_Op<"coupled_ref", [
    Pure, SameOperandsAndResultType]> {
  let summary = "Values that must share quantization parameters";
  let description = [{
    Identity on `arg` that couples every value carrying the same `coupledKey`:
    they must end up with the same quantization parameters.

    * `coupled_ref_c1`: `coupledKey` is not empty.

    Example:

    ```mlir
    %1 = quantkit.coupled_ref %0 {coupledKey = "residual"} : tensor<4xf32>
    ```
  }];
  let arguments = (ins AnyType:$arg, StrAttr:$coupledKey);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$arg attr-dict `:` type($arg)";
  let hasVerifier = 1;
}

def QuantKit_ConstFakeQuantOp : QuantKit_Op<"const_fake_quant", [
    Pure, SameOperandsAndResultType]> {
  let summary = "TensorFlow fake-quant emulation with constant range";
  let description = [{
    Emulates `tf.quantization.fake_quant_with_min_max_args`: the values are
    quantized to `num_bits` over `[min, max]` (nudged so that real zero is
    exact) and dequantized again. `quantkit-import` rewrites it into a
    `quant.qcast` -> `quant.dcast` pair whose type follows upstream's
    `quant::fakeQuantAttrsToType`.

    * `fake_quant_c1`: `num_bits` is in `[2, 16]`.
    * `fake_quant_c2`: `min` and `max` are finite and `min <= max`.
    * `fake_quant_c5`: `inputs` is a float scalar or a tensor of float (what
      `quant.qcast` accepts), not a vector.

    Example:

    ```mlir
    %1 = quantkit.const_fake_quant %0 {min = -1.0 : f32, max = 1.0 : f32,
        num_bits = 8 : i64, narrow_range = false, is_signed = true}
        : tensor<4xf32>
    ```
  }];
  let arguments = (ins FloatLike:$inputs, F32Attr:$min, F32Attr:$max,
                       I64Attr:$num_bits,
                       DefaultValuedAttr<BoolAttr, "false">:$narrow_range,
                       DefaultValuedAttr<BoolAttr, "false">:$is_signed);
  let results = (outs FloatLike:$outputs);
  let assemblyFormat = "$inputs attr-dict `:` type($inputs)";
  let hasVerifier = 1;
}

def QuantKit_ConstFakeQuantPerAxisOp : QuantKit_Op<"const_fake_quant_per_axis",
    [Pure, SameOperandsAndResultType]> {
  let summary = "Per-axis fake-quant emulation with constant ranges";
  let description = [{
    The per-axis variant of `quantkit.const_fake_quant`: index `i` along
    `axis` uses `[min[i], max[i]]`.

    * `fake_quant_c1`: `num_bits` is in `[2, 16]`.
    * `fake_quant_c2`: every `min[i]`, `max[i]` is finite, `min[i] <= max[i]`.
    * `fake_quant_c3`: `min` and `max` have the same, non-zero length.
    * `fake_quant_c4`: `inputs` is a ranked tensor, `axis` one of its
      dimensions, whose size (when static) equals the length of `min`.

    Example:

    ```mlir
    %1 = quantkit.const_fake_quant_per_axis %0 {
        min = array<f32: -1.0, -2.0>, max = array<f32: 1.0, 2.0>,
        axis = 1 : i64, num_bits = 8 : i64, narrow_range = true,
        is_signed = true} : tensor<3x2xf32>
    ```
  }];
  let arguments = (ins TensorOf<[AnyFloat]>:$inputs, DenseF32ArrayAttr:$min,
                       DenseF32ArrayAttr:$max, I64Attr:$axis,
                       I64Attr:$num_bits,
                       DefaultValuedAttr<BoolAttr, "false">:$narrow_range,
                       DefaultValuedAttr<BoolAttr, "false">:$is_signed);
  let results = (outs TensorOf<[AnyFloat]>:$outputs);
  let assemblyFormat = "$inputs attr-dict `:` type($inputs)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Quantized compute ops.
//===----------------------------------------------------------------------===//

class QuantKit_ComputeOp<string mnemonic, list<Trait> traits = []>
    : QuantKit_Op<mnemonic, !listconcat([Pure], traits)> {
  code extraRoundingDecl = [{
    /// The rounding scheme to use, or `fallback` where the op names none.
    ::mlir::quantkit::Rounding getRoundingOr(
        ::mlir::quantkit::Rounding fallback) {
      if (auto attr = getRoundingAttr())
        return attr.getValue();
      return fallback;
    }
  }];
}

def QuantKit_RescaleOp : QuantKit_ComputeOp<"rescale"> {
  let summary = "Requantize to new parameters";
  let description = [{
    Re-expresses each quantized value of `input` with the parameters of the
    result type: `q_out = clamp(requantize(q_in - zp_in, s_in / s_out) +
    zp_out)`, where `requantize` follows the `rounding` scheme (the
    `rounding=` option of `quantkit-lower` where absent), as
    `dialect/Reference.md#numerics` gives it.

    * `rescale_c1`: `input` and `output` are scalars or tensors of
      `!quant.uniform` (per-layer or per-axis).
    * `rescale_c2`: `input` and `output` have the same shape.
    * `rescale_c3`: `input` and `output` have the same expressed type.
    * `sub_channel_c1`: no sub-channel quantized type (see the dialect
      documentation).

    Example:

    ```mlir
    %1 = quantkit.rescale %0 {rounding = #quantkit.rounding<single_round>}
        : tensor<4x!quant.uniform<i8:f32, 0.5:3>>
          to tensor<4x!quant.uniform<i8:f32, 0.25:-1>>
    ```
  }];
  let arguments = (ins AnyType:$input,
                       OptionalAttr<QuantKit_RoundingAttr>:$rounding);
  let results = (outs AnyType:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($output)";
  let hasVerifier = 1;
  let extraClassDeclaration = extraRoundingDecl;
}

def QuantKit_MatmulOp : QuantKit_ComputeOp<"matmul"> {
  let summary = "Quantized (or hybrid) matrix product";
  let description = [{
    `result = requantize(sum_k (lhs[..., m, k] - zp_l) * (rhs[k, n] - zp_r)
    + bias[n])`, with `rhs` either `[K, N]` (shared by every leading index of
    `lhs`) or `[B, K, N]` (batched with `lhs` `[B, M, K]`).

    Integer form: `lhs`, `rhs` and result are `!quant.uniform`; `rhs` may be
    per-axis on its last axis (output channels); `bias` has 32-bit storage
    (32- or 64-bit where `lhs` is 16-bit), zero point 0 and scale
    `s_lhs * s_rhs`.
    Hybrid form (weight-only quantization): `lhs`, result and `bias` are
    float, `rhs` is quantized with that float as expressed type; the op
    means `matmul(lhs, dequantize(rhs))`. `dialect/Reference.md#numerics`
    gives the exact arithmetic of both forms.

    * `matmul_c1`: `lhs` has rank >= 2; `rhs` has rank 2 or 3; when `rhs` has
      rank 3, `lhs` has rank 3.
    * `matmul_c2`: the contracting sizes agree (`lhs[-1] == rhs[-2]`) and so
      do the batch sizes of a batched product.
    * `matmul_c3`: the result has shape `[..., M, N]`.
    * `matmul_c4`: `bias` has shape `[N]`.
    * Typing rules `typing_c1` to `typing_c7` and `sub_channel_c1` (see the
      dialect documentation), with the weight channel axis the last axis of
      `rhs`.

    Example:

    ```mlir
    %0 = quantkit.matmul %a, %w, %b : (
        tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>,
        tensor<3x4x!quant.uniform<i8:f32, 0.25>>,
        tensor<4x!quant.uniform<i32:f32, 0.125>>)
        -> tensor<2x4x!quant.uniform<i8:f32, 1.0:5>>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$lhs, AnyRankedTensor:$rhs,
                       Optional<AnyRankedTensor>:$bias,
                       OptionalAttr<QuantKit_RoundingAttr>:$rounding);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs (`,` $bias^)? attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = extraRoundingDecl;
}


class QuantKit_ConvOp<string mnemonic, dag extraArguments = (ins)>
    : QuantKit_ComputeOp<mnemonic> {
  let arguments = !con((ins AnyRankedTensor:$input, AnyRankedTensor:$filter,
                            Optional<AnyRankedTensor>:$bias,
                            OptionalAttr<DenseI64ArrayAttr>:$strides,
                            OptionalAttr<DenseI64ArrayAttr>:$dilations,
                            OptionalAttr<DenseI64ArrayAttr>:$padding,
                            OptionalAttr<QuantKit_RoundingAttr>:$rounding),
                       extraArguments);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `,` $filter (`,` $bias^)? attr-dict `:`
    functional-type(operands, results)
  }];
  let hasVerifier = 1;
  /// The geometry accessors conv2d and depthwise_conv2d share.
  code convGeometryDecl = [{
    /// `strides`, `dilations` and `padding` with their defaults (1, 1 and 0)
    /// where the attribute is absent.
    ::llvm::SmallVector<int64_t, 2> getStridesOrDefault() {
      if (auto attr = getStridesAttr())
        return ::llvm::SmallVector<int64_t, 2>(attr.asArrayRef());
      return {1, 1};
    }
    ::llvm::SmallVector<int64_t, 2> getDilationsOrDefault() {
      if (auto attr = getDilationsAttr())
        return ::llvm::SmallVector<int64_t, 2>(attr.asArrayRef());
      return {1, 1};
    }
    ::llvm::SmallVector<int64_t, 4> getPaddingOrDefault() {
      if (auto attr = getPaddingAttr())
        return ::llvm::SmallVector<int64_t, 4>(attr.asArrayRef());
      return {0, 0, 0, 0};
    }
}];
  let extraClassDeclaration = extraRoundingDecl # convGeometryDecl;
}

def QuantKit_Conv2DOp
    : QuantKit_ConvOp<"conv2d", (ins OptionalAttr<I64Attr>:$groups)> {
  let summary = "Quantized (or hybrid) 2-D convolution, NHWC x OHWI";
  let description = [{
    `result[n, y, x, o] = requantize(sum_{kh, kw, i} (in[n, y*sh + kh*dh -
    pt, x*sw + kw*dw - pl, i] - zp_in) * (filter[o, kh, kw, i] - zp_f) +
    bias[o])`. Padding stands for real zero, i.e. the input zero point, so a
    padded tap contributes nothing. `strides` and `dilations` default to 1,
    `padding` (`[top, bottom, left, right]`) to 0.

    `groups` (default 1) splits the channels into `G` groups, as PyTorch's
    and ONNX's grouped convolutions do: the filter is `[O, KH, KW, C / G]`,
    and output channel `o` reads only the input channels of its group,
    `g = o / (O / G)`: `i` above runs over `C / G` channels and the input is
    read at channel `g * C / G + i`. ResNeXt and RegNet are built of these.

    Integer and hybrid forms as for `quantkit.matmul`; a per-axis filter is
    quantized along axis 0 (output channels).

    * `conv2d_c1`: `input`, `filter` and the result have rank 4.
    * `conv2d_c2`: `strides` and `dilations` have two positive entries,
      `padding` four non-negative ones.
    * `conv2d_c3`: the input channels equal the filter's `I` dimension
      times `groups`; `groups` is positive and divides the output channels.
    * `conv2d_c4`: the result has shape `[N, Ho, Wo, O]` with
      `Ho = (H + pt + pb - dh * (KH - 1) - 1) / sh + 1` (likewise `Wo`); the
      kernel's spatial sizes are positive, and the dilated kernel fits the
      padded input, whose size fits in 64 bits.
    * `conv2d_c5`: `bias` has shape `[O]`.
    * Typing rules `typing_c1` to `typing_c7` and `sub_channel_c1`, with the
      filter channel axis 0.

    Example:

    ```mlir
    %0 = quantkit.conv2d %in, %f {strides = array<i64: 1, 1>,
        dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>}
        : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-3>>,
           tensor<3x3x3x2x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>)
        -> tensor<1x4x4x3x!quant.uniform<i8:f32, 0.7:2>>
    ```
  }];
  let extraClassDeclaration = extraRoundingDecl # convGeometryDecl # [{
    /// `groups`, 1 where the attribute is absent.
    int64_t getGroupsOrDefault() {
      if (::std::optional<int64_t> groups = getGroups())
        return *groups;
      return 1;
    }
  }];
}

def QuantKit_DepthwiseConv2DOp : QuantKit_ConvOp<"depthwise_conv2d"> {
  let summary = "Quantized (or hybrid) depthwise 2-D convolution";
  let description = [{
    Depthwise convolution with channel multiplier 1, NHWC input and filter
    `[KH, KW, C]`: `result[n, y, x, c] = requantize(sum_{kh, kw} (in[n,
    y*sh + kh*dh - pt, x*sw + kw*dw - pl, c] - zp_in) * (filter[kh, kw, c] -
    zp_f) + bias[c])`. Padding stands for the input zero point.

    * `depthwise_c1`: `input` and the result have rank 4, `filter` rank 3.
    * `depthwise_c2`: `strides` and `dilations` have two positive entries,
      `padding` four non-negative ones.
    * `depthwise_c3`: the filter's `C` equals the input channels.
    * `depthwise_c4`: the result has shape `[N, Ho, Wo, C]`, the kernel and
      the padded input as in `conv2d_c4`.
    * `depthwise_c5`: `bias` has shape `[C]`.
    * Typing rules `typing_c1` to `typing_c7` and `sub_channel_c1`, with the
      filter channel axis the last one.

    Example:

    ```mlir
    %0 = quantkit.depthwise_conv2d %in, %f
        : (tensor<1x5x5x2x!quant.uniform<i8:f32, 0.5>>,
           tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>)
        -> tensor<1x3x3x2x!quant.uniform<i8:f32, 1.0>>
    ```
  }];
}

class QuantKit_BinaryOp<string mnemonic> : QuantKit_ComputeOp<mnemonic> {
  let arguments = (ins AnyRankedTensor:$lhs, AnyRankedTensor:$rhs,
                       OptionalAttr<QuantKit_RoundingAttr>:$rounding);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = extraRoundingDecl;
}

def QuantKit_AddOp : QuantKit_BinaryOp<"add"> {
  let summary = "Elementwise quantized addition";
  let description = [{
    `r_out = r_lhs + r_rhs` on quantized values, each operand with its own
    parameters. Under `gemmlowp` this is TFLite's reference `Add`: both
    inputs are shifted left by 20, rescaled to twice the larger input scale,
    added and rescaled to the output.

    * `binary_c1`: `lhs`, `rhs` and the result have the same shape.
    * `binary_c2`: all three are per-tensor `!quant.uniform` with the same
      expressed type.
    * `sub_channel_c1`: no sub-channel quantized type (see the dialect
      documentation).

    Example:

    ```mlir
    %0 = quantkit.add %a, %b : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>,
        tensor<4x!quant.uniform<i8:f32, 0.25:-2>>)
        -> tensor<4x!quant.uniform<i8:f32, 1.0>>
    ```
  }];
}

def QuantKit_MulOp : QuantKit_BinaryOp<"mul"> {
  let summary = "Elementwise quantized multiplication";
  let description = [{
    `r_out = r_lhs * r_rhs` on quantized values:
    `q_out = clamp(requantize((q_l - zp_l) * (q_r - zp_r), s_l * s_r / s_out)
    + zp_out)`.

    * `binary_c1`: `lhs`, `rhs` and the result have the same shape.
    * `binary_c2`: all three are per-tensor `!quant.uniform` with the same
      expressed type.
    * `sub_channel_c1`: no sub-channel quantized type (see the dialect
      documentation).

    Example:

    ```mlir
    %0 = quantkit.mul %a, %b : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>,
        tensor<4x!quant.uniform<i8:f32, 0.25:-2>>)
        -> tensor<4x!quant.uniform<i8:f32, 1.0>>
    ```
  }];
}

class QuantKit_TableOp<string mnemonic> : QuantKit_ComputeOp<mnemonic> {
  let arguments = (ins AnyRankedTensor:$input);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input attr-dict `:` type($input) `->` type($result)
  }];
  let hasVerifier = 1;
}

def QuantKit_LogisticOp : QuantKit_TableOp<"logistic"> {
  let summary = "Elementwise quantized logistic function (sigmoid)";
  let description = [{
    `r_out = 1 / (1 + exp(-r_in))` on quantized values: each stored input
    value maps to `q_out = clamp(zp_out + round(f(s_in * (q_in - zp_in)) /
    s_out))`, `f` the logistic function evaluated in double precision and
    `round` half away from zero. The lowering evaluates this once per
    storage value into a table (TFLite's int8 `LOGISTIC` builds the same
    table in single precision), so the op has no `rounding` attribute.
    tflite-int8 fixes the output at scale 1/256, zero point -128.

    * `table_c1`: `input` and the result have the same shape.
    * `table_c2`: both are per-tensor `!quant.uniform` with the same
      expressed type.
    * `table_c3`: the input storage has at most 16 bits (the table has one
      entry per storage value).
    * `sub_channel_c1`: no sub-channel quantized type (see the dialect
      documentation).

    Example:

    ```mlir
    %0 = quantkit.logistic %x : tensor<4x!quant.uniform<i8:f32, 0.0625:3>>
        -> tensor<4x!quant.uniform<i8:f32, 0.00390625:-128>>
    ```
  }];
}

def QuantKit_TanhOp : QuantKit_TableOp<"tanh"> {
  let summary = "Elementwise quantized hyperbolic tangent";
  let description = [{
    `r_out = tanh(r_in)` on quantized values, computed as
    `quantkit.logistic` is (a table of
    `clamp(zp_out + round(tanh(s_in * (q_in - zp_in)) / s_out))` over the
    storage values, `round` half away from zero). tflite-int8 fixes the
    output at scale 1/128, zero point 0.

    * `table_c1` to `table_c3` and `sub_channel_c1` as for
      `quantkit.logistic`.

    Example:

    ```mlir
    %0 = quantkit.tanh %x : tensor<4x!quant.uniform<i8:f32, 0.0625:3>>
        -> tensor<4x!quant.uniform<i8:f32, 0.0078125>>
    ```
  }];
}

def QuantKit_HardSwishOp : QuantKit_TableOp<"hard_swish"> {
  let summary = "Elementwise quantized hard swish";
  let description = [{
    `r_out = r_in * min(max(r_in + 3, 0), 6) / 6` (MobileNetV3's
    activation, TFLite's `HARD_SWISH`) on quantized values, computed as
    `quantkit.logistic` is: a table of
    `clamp(zp_out + round(f(s_in * (q_in - zp_in)) / s_out))` over the
    storage values, `f` evaluated in double precision, `round` half away
    from zero. Input and output scales are free (tflite-int8 fixes
    neither).

    * `table_c1` to `table_c3` and `sub_channel_c1` as for
      `quantkit.logistic`.

    Example:

    ```mlir
    %0 = quantkit.hard_swish %x : tensor<4x!quant.uniform<i8:f32, 0.05:-20>>
        -> tensor<4x!quant.uniform<i8:f32, 0.03:-118>>
    ```
  }];
}

def QuantKit_GeluOp : QuantKit_TableOp<"gelu"> {
  let summary = "Elementwise quantized GELU";
  let description = [{
    `r_out = r_in * (1 + erf(r_in / sqrt(2))) / 2` (the Gaussian error
    linear unit of transformers and ConvNeXt, TFLite's `GELU`) on quantized
    values, or with `approximate` its tanh approximation
    `r_in * (1 + tanh(sqrt(2 / pi) * (r_in + 0.044715 * r_in^3))) / 2`
    (PyTorch's `approximate="tanh"`), computed as `quantkit.logistic` is: a
    table of `clamp(zp_out + round(f(s_in * (q_in - zp_in)) / s_out))` over
    the storage values, `f` evaluated in double precision, `round` half away
    from zero. Input and output scales are free (tflite-int8 fixes
    neither).

    * `table_c1` to `table_c3` and `sub_channel_c1` as for
      `quantkit.logistic`.

    Example:

    ```mlir
    %0 = quantkit.gelu %x : tensor<4x!quant.uniform<i8:f32, 0.05:-20>>
        -> tensor<4x!quant.uniform<i8:f32, 0.03:-118>>
    %1 = quantkit.gelu %x approximate
        : tensor<4x!quant.uniform<i8:f32, 0.05:-20>>
        -> tensor<4x!quant.uniform<i8:f32, 0.03:-118>>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, UnitAttr:$approximate);
  let assemblyFormat = [{
    $input (`approximate` $approximate^)? attr-dict `:` type($input)
    `->` type($result)
  }];
}

def QuantKit_SoftmaxOp : QuantKit_ComputeOp<"softmax"> {
  let summary = "Quantized softmax along one axis";
  let description = [{
    `r_out = exp(beta * r_in) / sum(exp(beta * r_in))` along `axis` on
    quantized values, in integers only (TFLite's `SOFTMAX`; tflite-int8
    fixes the output at scale 1/256, zero point -128). Along each row of
    `axis`, with `M` the row's largest stored input and `d = M - q_in`:

    * `E(d) = round(2^24 * exp(-(beta * s_in) * d))`, evaluated in double
      precision once per `d` in `[0, qmax_in - qmin_in]` (a table the
      lowering builds at compile time; `round` half away from zero);
    * `S = sum(E(d))` over the row, exact (64-bit);
    * `q_out = clamp(zp_out + floor((E(d) * 2^(m + 1) + S) / (2 * S)))`,
      where the output scale is `2^-m`: the probability `E(d) / S` rounded
      half up to a multiple of the output scale.

    The input zero point cancels in `d`. No float arithmetic runs, and the
    op has no `rounding` attribute. A float `-inf` input (a masked position)
    has no quantized form, so masked rows are not this op's concern.

    * `softmax_c1`: `input` and the result have the same shape, of rank at
      least 1; `axis` is one of its dimensions.
    * `softmax_c2`: both are per-tensor `!quant.uniform` with the same
      expressed type; the input storage has at most 16 bits.
    * `softmax_c3`: the output scale is `2^-m` for an integer `m` in
      `[0, 30]`.
    * `softmax_c4`: `beta` is finite and positive.
    * `sub_channel_c1`: no sub-channel quantized type (see the dialect
      documentation).

    Example:

    ```mlir
    %0 = quantkit.softmax %x {axis = 1 : i64}
        : tensor<2x8x!quant.uniform<i8:f32, 0.0625:3>>
        -> tensor<2x8x!quant.uniform<i8:f32, 0.00390625:-128>>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, I64Attr:$axis,
                       DefaultValuedAttr<F64Attr, "1.0">:$beta);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input attr-dict `:` type($input) `->` type($result)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// `m` where `type` is a per-tensor `!quant.uniform` of scale `2^-m`,
    /// `m` in [0, 30] (softmax_c3); none otherwise.
    static std::optional<unsigned> getOutputShift(::mlir::Type type);
  }];
}

class QuantKit_PoolOp<string mnemonic> : QuantKit_ComputeOp<mnemonic> {
  let arguments = (ins AnyRankedTensor:$input, DenseI64ArrayAttr:$kernel,
                       OptionalAttr<DenseI64ArrayAttr>:$strides,
                       OptionalAttr<DenseI64ArrayAttr>:$padding,
                       OptionalAttr<QuantKit_RoundingAttr>:$rounding);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input attr-dict `:` type($input) `->` type($result)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = extraRoundingDecl # [{
    ::llvm::SmallVector<int64_t, 2> getStridesOrDefault() {
      if (auto attr = getStridesAttr())
        return ::llvm::SmallVector<int64_t, 2>(attr.asArrayRef());
      return {1, 1};
    }
    ::llvm::SmallVector<int64_t, 4> getPaddingOrDefault() {
      if (auto attr = getPaddingAttr())
        return ::llvm::SmallVector<int64_t, 4>(attr.asArrayRef());
      return {0, 0, 0, 0};
    }
  }];
}

def QuantKit_MaxPool2DOp : QuantKit_PoolOp<"max_pool2d"> {
  let summary = "Quantized 2-D max pooling, NHWC";
  let description = [{
    Maximum over each `kernel` window; padded positions never win. Input and
    result share storage type, scale and zero point, so the op works on the
    stored integers directly. `rounding` is accepted for uniformity and has
    no effect.

    * `pool_c1`: `input` and the result are rank-4 tensors of per-tensor
      `!quant.uniform`.
    * `pool_c2`: they share storage type, storage range, scale and zero point.
    * `pool_c3`: `kernel` and `strides` have two positive entries, `padding`
      four non-negative ones, each smaller than the kernel along its axis.
    * `pool_c4`: the window fits the padded input, whose size fits in 64
      bits, and the result has shape `[N, Ho, Wo, C]`,
      `Ho = (H + pt + pb - KH) / sh + 1` (likewise `Wo`).
    * `sub_channel_c1`: no sub-channel quantized type (see the dialect
      documentation).

    Example:

    ```mlir
    %0 = quantkit.max_pool2d %in {kernel = array<i64: 2, 2>,
        strides = array<i64: 2, 2>}
        : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>
        -> tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:3>>
    ```
  }];
}

def QuantKit_AvgPool2DOp : QuantKit_PoolOp<"avg_pool2d"> {
  let summary = "Quantized 2-D average pooling, NHWC";
  let description = [{
    Average over each `kernel` window, counting only positions inside the
    input (padding is excluded from the count, as in TFLite and TOSA), with
    `S` the sum of `q - zp` and `T` the sum of the stored values `q` over
    those `n` positions:

    * `gemmlowp` (TFLite reference AveragePool): `(T + n/2) / n` for
      `T > 0`, else `(T - n/2) / n`, in truncating integer division;
    * `single_round`, `double_round` (TOSA AVG_POOL2D, always single
      rounding): `apply_scale_32(S, reciprocal_scale(n)) + zp`;
    * `float_rne`: `rne(S / n) + zp`, the quotient rounded exactly (in
      integers, ties to even), not through f32;

    then clamped to the storage range (`dialect/Reference.md#numerics` has
    the details). Input and result share scale and zero point.

    * `pool_c1` to `pool_c4` and `sub_channel_c1` as for
      `quantkit.max_pool2d`.

    Example:

    ```mlir
    %0 = quantkit.avg_pool2d %in {kernel = array<i64: 2, 2>,
        strides = array<i64: 2, 2>}
        : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>
        -> tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:3>>
    ```
  }];
}

def QuantKit_ResizeOp : QuantKit_ComputeOp<"resize"> {
  let summary = "Quantized 2-D nearest or bilinear resize, NHWC";
  let description = [{
    Resamples the spatial dimensions with TOSA RESIZE's integer coordinates.
    `scale` is `[ny, dy, nx, dx]`, `offset` `[oy, ox]` and `border`
    `[by, bx]`; output row `y` reads source coordinate `(y * dy + oy) / ny`
    of the input (columns alike): with `Y = y * dy + oy`, `iy = floor(Y /
    ny)` and `fy = Y - iy * ny` (`0 <= fy < ny`), and `clampH` clamping into
    `[0, H - 1]`:

    * `nearest`: `acc = q[n, clampH(iy + (2 fy >= ny)), clampW(...), c] - zp_in`
      and `M = s_in / s_out`;
    * `bilinear`: `acc` is the sum over the four positions
      `(clampH(iy + a), clampW(ix + b))`, `a, b` in `{0, 1}`, of
      `(q - zp_in) * wy_a * wx_b`, with `wy_0 = ny - fy`, `wy_1 = fy`
      (likewise `wx`), and `M = s_in / (s_out * ny * nx)`;

    then `out = requantize(acc, M) + zp_out` under `rounding` (the scheme of
    `quantkit.rescale`), clamped to the storage range. `acc` is exact: the
    weights are integers. For `torch.nn.functional.interpolate` with
    `align_corners=False` (half-pixel centres), `scale = [2 Ho, 2 H, 2 Wo,
    2 W]`, `offset = [H - Ho, W - Wo]`; with `align_corners=True`, `[Ho - 1,
    H - 1, Wo - 1, W - 1]` and offset 0.

    * `resize_c1`: `input` and the result are rank-4 tensors of per-tensor
      `!quant.uniform` of one storage type and storage range (their scales
      and zero points may differ).
    * `resize_c2`: `scale` has four positive entries, `ny` and `nx` at most
      2048 and `dy < 16 ny`, `dx < 16 nx` (TOSA's limits); `offset` and
      `border` have two entries, `-ny <= oy < 16 ny` and `-16 ny <= by < ny`
      (likewise along x).
    * `resize_c3`: H and W are static and the result has shape
      `[N, Ho, Wo, C]` with `Ho = ((H - 1) ny - oy + by) / dy + 1`, the
      division exact (likewise `Wo`).
    * `sub_channel_c1`: no sub-channel quantized type.

    Example (x2, half-pixel centres):

    ```mlir
    %0 = quantkit.resize %in {mode = #quantkit.resize_mode<bilinear>,
        scale = array<i64: 8, 4, 8, 4>, offset = array<i64: -2, -2>,
        border = array<i64: 2, 2>}
        : tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5:3>>
        -> tensor<1x4x4x8x!quant.uniform<i8:f32, 0.5:3>>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, QuantKit_ResizeModeAttr:$mode,
                       DenseI64ArrayAttr:$scale, DenseI64ArrayAttr:$offset,
                       DenseI64ArrayAttr:$border,
                       OptionalAttr<QuantKit_RoundingAttr>:$rounding);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input attr-dict `:` type($input) `->` type($result)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = extraRoundingDecl;
}

#endif // QUANTKIT_DIALECT_QUANTKITOPS_TD
