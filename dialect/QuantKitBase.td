//===- QuantKitBase.td - QuantKit dialect and attributes ---*- tablegen -*-===//
//
// The `quantkit` dialect: logical kernels, calibration and constraint ops and
// quantized compute ops. Quantized types are upstream's `!quant.*` types.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_DIALECT_QUANTKITBASE_TD
#define QUANTKIT_DIALECT_QUANTKITBASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def QuantKit_Dialect : Dialect {
  let name = "quantkit";
  let cppNamespace = "::mlir::quantkit";
  let summary = "End-to-end quantization: constraints, kernels, integer ops";
  let description = [{
    The `quantkit` dialect carries quantization constraints through a
    floating-point program, groups source ops into logical kernels
    (`quantkit.region`) whose port specs a target resolves, and expresses the
    resolved program with quantized compute ops that lower to exact integer
    arithmetic.

    Quantized values use upstream's types (`!quant.uniform`, `!quant.any`,
    `!quant.calibrated`); the `quant` dialect is a dependent dialect, so those
    types are always available where `quantkit` is loaded.

    The semantics the code implements are written down once, in
    `dialect/Reference.md` (this documentation is generated into
    `build/docs/QuantKit/`): every verifier rule by id
    (`dialect/Reference.md#op-rules`), the integer arithmetic of each op and
    rounding scheme (`dialect/Reference.md#numerics`), what
    `quantkit-propagate` decides (`dialect/Reference.md#propagation`) and
    what targets and kernel constraints are
    (`dialect/Reference.md#targets`).

    Every verifier rule has an identifier such as `matmul_c3`. The same id
    appears in the op description, beside the check in the verifier and in
    the negative test in `test/lit/Dialect/invalid-<family>.mlir`.

    Every op verifier also checks each quantized type on its operands and
    results with the rules of the `quantkit-verify` pass (`quant_type_c1` to
    `quant_type_c12`: per-axis and sub-channel integrity, zero points inside
    the storage range, positive finite scales, storage bounds inside a
    storage type of at most 64 bits).

    * `sub_channel_c1`: no operand or result of `quantkit.region`,
      `quantkit.rescale`, `quantkit.matmul`, `quantkit.conv2d`,
      `quantkit.depthwise_conv2d`, `quantkit.add`, `quantkit.mul`,
      `quantkit.max_pool2d` or `quantkit.avg_pool2d` has a sub-channel
      (blockwise) quantized type, e.g.
      `tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}}>>`, anywhere in
      its type. Upstream MLIR 22 has these types, but no QuantKit kernel,
      lowering or propagation rule implements their semantics, so the ops
      reject them rather than mis-read them as per-tensor or per-axis.
      Region specs follow the same rule (`region_c9`). `quantkit-verify`
      still checks sub-channel types wherever else they appear.

    Typing rules of the contractions (`quantkit.matmul`, `quantkit.conv2d`,
    `quantkit.depthwise_conv2d`), after the constraints StableHLO's RFC
    "Hybrid quantized ops for weight-only quantization" *proposes* for
    `dot_general` (C14-C18, for `quantkit.matmul`) and `convolution`
    (C28-C34, for `quantkit.conv2d` and `quantkit.depthwise_conv2d`); the
    numbers in parentheses are the RFC's, whose text
    `dialect/Reference.md#contraction-typing` quotes beside each rule. The
    activation is `lhs`/`input`, the weights `rhs`/`filter`, whose
    output-channel axis is the last axis of `rhs`, axis 0 of the conv2d
    filter (OHWI) and the last axis of the depthwise filter (`[KH, KW, C]`):

    * `typing_c1` (C14, C28): the weights are a tensor of `!quant.uniform`;
      the activation has a `!quant.uniform` or float element type; the
      activation and the result are both quantized (integer form) or both
      floating point (hybrid form).
    * `typing_c2` (stricter than C30 and C33): in the integer form, the
      activation and the result are quantized per tensor. C33 asks a
      per-tensor result only where the weights are per tensor and C30 lets
      a per-axis result be quantized on its output feature dimension;
      QuantKit allows per-axis only on the weights and the bias, because the
      requantization (`dialect/Reference.md#numerics`) has one output
      scale.
    * `typing_c3` (C29): per-axis weights are quantized along their
      output-channel axis. The RFC has no such rule for dot_general;
      QuantKit gives matmul's weights the same one, on the last axis of
      `rhs`.
    * `typing_c4` (C17, C32): in the integer form, activation, weights and
      result have the same expressed type.
    * `typing_c5` (relaxes C16, C31): in the integer form, activation and
      weights are stored in integers of at most 16 bits and the result in an
      integer. C16/C31 ask `storage_type(lhs) = storage_type(rhs)`; that is
      not adopted, because the built-in `tflite-int16x8` target pairs i16
      activations with i8 weights. The 16-bit bound keeps the exact
      accumulator (`dialect/Reference.md#numerics`) within 64 bits.
    * `typing_c6` (no RFC counterpart: StableHLO's contractions have no
      bias): in the integer form, a bias is a tensor of `!quant.uniform`
      with signed 32-bit storage (32- or 64-bit where the activation is
      wider than 8 bits), the activation's expressed type, zero point 0,
      per-axis (on its only axis) exactly where the weights are per-axis,
      and scale `s_activation * s_weights` per channel, compared with a
      relative tolerance of 1e-6. That product must itself lie in the range
      of the expressed type (the smallest positive subnormal to the largest
      finite value): with f64 scales it can overflow to infinity or
      underflow to 0, and no bias scale can equal it then. 16-bit
      activations call for a 64-bit bias, but upstream's type parser caps
      storage at 32 bits: a 64-bit bias can only be built in C++, so an i32
      bias is accepted there too.
    * `typing_c7` (C18, C34): in the hybrid form, the activation's element
      type, the weights' expressed type and the result's element type are
      equal, and a bias has that float element type.

    RFC constraints deliberately not adopted:

    * dot_general C15, `zero_points(rhs) = 0`: QuantKit's weights may have
      non-zero zero points, in both forms. The accumulator is
      `sum((q_l - zp_l) * (q_r - zp_r))`, and the lowering corrects for
      `zp_r` exactly (the post-accumulation zero-point correction of
      `dialect/Reference.md#numerics`) or dequantizes with it (hybrid form),
      so nothing needs the weights symmetric; ONNX's `QLinearMatMul` and
      `MatMulInteger` take asymmetric weights too. The convolution list has
      no such rule either. Targets that want symmetric weights
      (`tflite-int8`) ask for them through their kernel signatures
      (`dialect/Reference.md#targets`), not through the op.
    * C30 and C33 are replaced by the stricter `typing_c2`, C16 and C31 by
      the looser `typing_c5`, as said above.
  }];
  let dependentDialects = ["::mlir::quant::QuantDialect"];
  let useDefaultAttributePrinterParser = 1;
}

//===----------------------------------------------------------------------===//
// Rounding schemes (dialect/Reference.md#numerics).
//===----------------------------------------------------------------------===//

def QuantKit_RoundingGemmlowp : I32EnumAttrCase<"gemmlowp", 0>;
def QuantKit_RoundingSingleRound : I32EnumAttrCase<"single_round", 1>;
def QuantKit_RoundingDoubleRound : I32EnumAttrCase<"double_round", 2>;
def QuantKit_RoundingFloatRne : I32EnumAttrCase<"float_rne", 3>;

def QuantKit_Rounding : I32EnumAttr<"Rounding",
    "requantization rounding scheme",
    [QuantKit_RoundingGemmlowp, QuantKit_RoundingSingleRound,
     QuantKit_RoundingDoubleRound, QuantKit_RoundingFloatRne]> {
  let cppNamespace = "::mlir::quantkit";
  let genSpecializedAttr = 0;
}

def QuantKit_RoundingAttr : EnumAttr<QuantKit_Dialect, QuantKit_Rounding,
                                     "rounding"> {
  let summary = "How an integer accumulator is requantized";
  let description = [{
    Selects the requantization algorithm; `dialect/Reference.md#numerics`
    gives each scheme exactly, with its ties and limits, and what every op
    computes under it. With `(m, e)` the Q31 multiplier and exponent of the
    real multiplier `M`:

    * `gemmlowp`: Q31 multiplier and exponent from `QuantizeMultiplier`,
      `SaturatingRoundingDoublingHighMul` then `RoundingDivideByPOT` (TFLite
      reference kernels). The default.
    * `single_round`: `(acc * m + 2^(30-e)) >> (31-e)`, evaluated exactly
      (TOSA `SINGLE_ROUND`).
    * `double_round`: TOSA `DOUBLE_ROUND` `apply_scale`.
    * `float_rne`: the multiplier rounded to f32, `rne(f32(acc) * M)` (ONNX,
      StableHLO).

    Example: `#quantkit.rounding<single_round>`.
  }];
  let assemblyFormat = "`<` $value `>`";
}

//===----------------------------------------------------------------------===//
// Resize modes (quantkit.resize).
//===----------------------------------------------------------------------===//

def QuantKit_ResizeNearest : I32EnumAttrCase<"nearest", 0>;
def QuantKit_ResizeBilinear : I32EnumAttrCase<"bilinear", 1>;

def QuantKit_ResizeMode : I32EnumAttr<"ResizeMode",
    "how quantkit.resize reads its input",
    [QuantKit_ResizeNearest, QuantKit_ResizeBilinear]> {
  let cppNamespace = "::mlir::quantkit";
  let genSpecializedAttr = 0;
}

def QuantKit_ResizeModeAttr : EnumAttr<QuantKit_Dialect, QuantKit_ResizeMode,
                                       "resize_mode"> {
  let summary = "Nearest or bilinear sampling of a resize";
  let description = [{
    `nearest` reads the input position nearest each output position's
    source coordinate (half up); `bilinear` weighs the four around it
    (`quantkit.resize` gives both exactly, TOSA RESIZE's coordinates).

    Example: `#quantkit.resize_mode<bilinear>`.
  }];
  let assemblyFormat = "`<` $value `>`";
}

// Kernel port signatures of target descriptions. Declared here so
// the dialect's generated attribute parser and printer dispatch to them.
include "dialect/QuantKitTargetAttrs.td"

#endif // QUANTKIT_DIALECT_QUANTKITBASE_TD
