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

    Every verifier rule has an identifier such as `matmul_c3`. The same id
    appears in the op description, beside the check in the verifier and in
    the negative test in `test/lit/Dialect/invalid.mlir`.
  }];
  let dependentDialects = ["::mlir::quant::QuantDialect"];
  let useDefaultAttributePrinterParser = 1;
}

//===----------------------------------------------------------------------===//
// Rounding schemes (SPEC section 4).
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
    Selects the requantization algorithm of SPEC section 4:

    * `gemmlowp`: Q31 multiplier and exponent from `QuantizeMultiplier`,
      `SaturatingRoundingDoublingHighMul` then `RoundingDivideByPOT` (TFLite
      reference kernels). The default.
    * `single_round`: `(acc * m + 2^(30-e)) >> (31-e)` in 64 bits (TOSA
      `SINGLE_ROUND`).
    * `double_round`: TOSA `DOUBLE_ROUND` `apply_scale`.
    * `float_rne`: the multiplier rounded to f32, `rne(f32(acc) * M)` (ONNX,
      StableHLO).

    Example: `#quantkit.rounding<single_round>`.
  }];
  let assemblyFormat = "`<` $value `>`";
}

#endif // QUANTKIT_DIALECT_QUANTKITBASE_TD
