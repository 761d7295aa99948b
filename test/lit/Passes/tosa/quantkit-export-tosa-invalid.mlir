// RUN: %quantkit-opt %s --split-input-file -verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(quantkit-export-tosa)'
// RUN: not %quantkit-opt %s -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-export-tosa{rounding=nearest})' \
// RUN:   | FileCheck %s --check-prefix=ROUNDING
// ROUNDING: quantkit-export-tosa: unknown rounding 'nearest' (expected gemmlowp, single_round, double_round or float_rne)

// float_rne has no TOSA rounding mode.
func.func @float_rne(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.25>> {
  // expected-error @+1 {{cannot be exported to TOSA: rounding 'float_rne' has no tosa.rescale rounding mode}}
  %0 = quantkit.rescale %a {rounding = #quantkit.rounding<float_rne>} : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<4x!quant.uniform<i8:f32, 0.25>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.25>>
}

// -----

// TFLite's average pool (gemmlowp) rounds the mean of the stored values,
// tosa.avg_pool2d the mean of q - zp: not the same integers.
func.func @avg_pool_gemmlowp(%a: tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<1x1x1x1x!quant.uniform<i8:f32, 0.5:3>> {
  // expected-error @+1 {{tosa.avg_pool2d rounds like the 'single_round' and 'double_round' schemes, not like 'gemmlowp'}}
  %0 = quantkit.avg_pool2d %a {kernel = array<i64: 2, 2>} : tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:3>> -> tensor<1x1x1x1x!quant.uniform<i8:f32, 0.5:3>>
  return %0 : tensor<1x1x1x1x!quant.uniform<i8:f32, 0.5:3>>
}

// -----

// M = 2^30 needs shift 0; TOSA's minimum is 2.
func.func @multiplier_too_large(%a: tensor<4x!quant.uniform<i8:f32, 1.0>>) -> tensor<4x!quant.uniform<i8:f32, 9.313225746154785e-10>> {
  // expected-error @+1 {{multiplier 1.073742e+09 needs tosa.rescale shift 0, below TOSA's minimum of 2}}
  %0 = quantkit.rescale %a {rounding = #quantkit.rounding<single_round>} : tensor<4x!quant.uniform<i8:f32, 1.0>> to tensor<4x!quant.uniform<i8:f32, 9.313225746154785e-10>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 9.313225746154785e-10>>
}

// -----

// TOSA takes one weight zero point.
func.func @per_channel_zero_points(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x2x!quant.uniform<i8:f32:1, {0.25:1, 0.5:2}>>) -> tensor<2x2x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{the rhs has per-channel zero points; TOSA takes one zero point per tensor}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x2x!quant.uniform<i8:f32:1, {0.25:1, 0.5:2}>>) -> tensor<2x2x!quant.uniform<i8:f32, 1.0>>
  return %0 : tensor<2x2x!quant.uniform<i8:f32, 1.0>>
}

// -----

// 16-bit activations accumulate in i48, scaled by 16-bit multipliers only.
func.func @sixteen_bit(%a: tensor<2x3x!quant.uniform<i16:f32, 0.5>>, %w: tensor<3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2x!quant.uniform<i16:f32, 1.0>> {
  // expected-error @+1 {{16-bit lhs accumulate in i48}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3x!quant.uniform<i16:f32, 0.5>>, tensor<3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2x!quant.uniform<i16:f32, 1.0>>
  return %0 : tensor<2x2x!quant.uniform<i16:f32, 1.0>>
}

// -----

// Unsigned contraction storage is outside the int8 profile.
func.func @unsigned_conv(%a: tensor<1x2x2x1x!quant.uniform<u8:f32, 0.5:128>>, %w: tensor<1x1x1x1x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x2x2x1x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{the input must have signed 8-bit storage (TOSA's int8 profile)}}
  %0 = quantkit.conv2d %a, %w : (tensor<1x2x2x1x!quant.uniform<u8:f32, 0.5:128>>, tensor<1x1x1x1x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x2x2x1x!quant.uniform<i8:f32, 1.0>>
  return %0 : tensor<1x2x2x1x!quant.uniform<i8:f32, 1.0>>
}

// -----

// tosa.rescale scales per channel along the innermost axis only.
func.func @rescale_axis(%a: tensor<2x3x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.125>> {
  // expected-error @+1 {{per-axis parameters on axis 0; tosa.rescale scales per channel along the innermost axis only}}
  %0 = quantkit.rescale %a : tensor<2x3x!quant.uniform<i8:f32:0, {0.5, 0.25}>> to tensor<2x3x!quant.uniform<i8:f32, 0.125>>
  return %0 : tensor<2x3x!quant.uniform<i8:f32, 0.125>>
}

// -----

// A signed 16-bit side takes zero point 0 only.
func.func @rescale_zero_point(%a: tensor<4x!quant.uniform<i16:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.25>> {
  // expected-error @+1 {{tosa.rescale takes any zero point on 8-bit values, 0 or 32768 on unsigned 16-bit values and 0 otherwise}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i16:f32, 0.5:3>> to tensor<4x!quant.uniform<i8:f32, 0.25>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.25>>
}

// -----

// The hybrid form keeps float activations: no integer TOSA op.
func.func @hybrid(%a: tensor<2x3xf32>, %w: tensor<3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2xf32> {
  // expected-error @+1 {{the hybrid form (float activations) has no integer TOSA operation}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3xf32>, tensor<3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// A region whose ports are not all resolved.
func.func @unresolved(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{logical kernel 'add' cannot be exported to TOSA: input 1 is not resolved to !quant.uniform}}
  %0 = quantkit.region "add" (%a, %b) in [!quant.uniform<i8:f32, 0.5>, f32] out [!quant.uniform<i8:f32, 1.0>]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = tosa.add %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    quantkit.return %s : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// TOSA has no integer softmax.
func.func @softmax(%a: tensor<2x4x!quant.uniform<i8:f32, 0.1:3>>) -> tensor<2x4x!quant.uniform<i8:f32, 0.00390625:-128>> {
  // expected-error @+1 {{'quantkit.softmax' op cannot be exported to TOSA: TOSA has no integer softmax (allow-float-fallback exports it in floating point)}}
  %0 = quantkit.softmax %a {axis = 1 : i64} : tensor<2x4x!quant.uniform<i8:f32, 0.1:3>> -> tensor<2x4x!quant.uniform<i8:f32, 0.00390625:-128>>
  return %0 : tensor<2x4x!quant.uniform<i8:f32, 0.00390625:-128>>
}

// -----

// A GELU of 16-bit storage, the same.
func.func @gelu_16_bit(%a: tensor<4x!quant.uniform<i16:f32, 0.001>>) -> tensor<4x!quant.uniform<i8:f32, 0.025:-113>> {
  // expected-error @+1 {{'quantkit.gelu' op cannot be exported to TOSA: tosa.table maps signed 8-bit values to signed 8-bit values}}
  %0 = quantkit.gelu %a approximate : tensor<4x!quant.uniform<i16:f32, 0.001>> -> tensor<4x!quant.uniform<i8:f32, 0.025:-113>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.025:-113>>
}

// -----

// A hard swish of 16-bit storage: TOSA's 16-bit TABLE interpolates.
func.func @hard_swish_16_bit(%a: tensor<4x!quant.uniform<i16:f32, 0.001>>) -> tensor<4x!quant.uniform<i8:f32, 0.025:-113>> {
  // expected-error @+1 {{'quantkit.hard_swish' op cannot be exported to TOSA: tosa.table maps signed 8-bit values to signed 8-bit values}}
  %0 = quantkit.hard_swish %a : tensor<4x!quant.uniform<i16:f32, 0.001>> -> tensor<4x!quant.uniform<i8:f32, 0.025:-113>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.025:-113>>
}

// -----

// A logistic of unsigned storage: tosa.table maps signed 8-bit values only.
func.func @logistic_unsigned(%a: tensor<4x!quant.uniform<u8:f32, 0.5:128>>) -> tensor<4x!quant.uniform<i8:f32, 0.00390625:-128>> {
  // expected-error @+1 {{'quantkit.logistic' op cannot be exported to TOSA: tosa.table maps signed 8-bit values to signed 8-bit values}}
  %0 = quantkit.logistic %a : tensor<4x!quant.uniform<u8:f32, 0.5:128>> -> tensor<4x!quant.uniform<i8:f32, 0.00390625:-128>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.00390625:-128>>
}

// -----

// Port specs that give an invalid intermediate: the bias scale is not
// s_in * s_w.
func.func @bad_bias(%a: tensor<1x2x3xf32>, %w: tensor<1x3x2xf32>, %b: tensor<2xf32>) -> tensor<1x2x2xf32> {
  // expected-error @+1 {{logical kernel 'matmul' cannot be exported to TOSA: its port specs give an invalid quantkit.matmul}}
  %0 = quantkit.region "matmul" (%a, %w, %b) in [!quant.uniform<i8:f32, 0.5>, !quant.uniform<i8:f32, 0.25>, !quant.uniform<i32:f32, 1.0>] out [!quant.uniform<i8:f32, 1.0>]
      : (tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<2xf32>) -> tensor<1x2x2xf32> {
  ^bb0(%x: tensor<1x2x3xf32>, %y: tensor<1x3x2xf32>, %z: tensor<2xf32>):
    %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %m = tosa.matmul %x, %y, %zp, %zp : (tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
    %s = tosa.const_shape {values = dense<[1, 1, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %zr = tosa.reshape %z, %s : (tensor<2xf32>, !tosa.shape<3>) -> tensor<1x1x2xf32>
    %r = tosa.add %m, %zr : (tensor<1x2x2xf32>, tensor<1x1x2xf32>) -> tensor<1x2x2xf32>
    quantkit.return %r : tensor<1x2x2xf32>
  }
  return %0 : tensor<1x2x2xf32>
}

// -----

// The only output column reads padding alone: TOSA's exact output size
// would need an empty input.
func.func @degenerate_geometry(%a: tensor<1x1x1x1x!quant.uniform<i8:f32, 0.5>>, %w: tensor<1x1x1x1x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x1x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{no exact TOSA output size keeps an input row or column that every window skips}}
  %0 = quantkit.conv2d %a, %w {strides = array<i64: 1, 2>, padding = array<i64: 0, 0, 1, 0>} : (tensor<1x1x1x1x!quant.uniform<i8:f32, 0.5>>, tensor<1x1x1x1x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x1x!quant.uniform<i8:f32, 1.0>>
  return %0 : tensor<1x1x1x1x!quant.uniform<i8:f32, 1.0>>
}

// -----

// The products fit, but with the constant bias the exact accumulator
// (2 * 100 * 100 + 2147480000) leaves TOSA's i32 accumulator, where
// quantkit-lower widens to 64 bits (test: repro of audit 7).
func.func @bias_overflow_constant(%l: tensor<1x2x!quant.uniform<i8:f32, 1.0>>, %r: tensor<2x1x!quant.uniform<i8:f32, 1.0>>) -> tensor<1x1x!quant.uniform<i8:f32, 1.0e8>> {
  %b = arith.constant dense<[2147480000]> : tensor<1xi32>
  %bq = quant.scast %b : tensor<1xi32> to tensor<1x!quant.uniform<i32:f32, 1.0>>
  // expected-error @+1 {{cannot be exported to TOSA: 2 products (|sum| <= 32768) plus the constant bias (|bias| <= 2147480000) may overflow TOSA's i32 accumulator}}
  %y = quantkit.matmul %l, %r, %bq : (tensor<1x2x!quant.uniform<i8:f32, 1.0>>, tensor<2x1x!quant.uniform<i8:f32, 1.0>>, tensor<1x!quant.uniform<i32:f32, 1.0>>) -> tensor<1x1x!quant.uniform<i8:f32, 1.0e8>>
  return %y : tensor<1x1x!quant.uniform<i8:f32, 1.0e8>>
}

// -----

// A run-time bias is bounded by its storage range only: the full i32 range
// leaves no room for the products.
func.func @bias_overflow_runtime(%a: tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5>>, %w: tensor<1x1x1x1x!quant.uniform<i8:f32, 0.25>>, %b: tensor<1x!quant.uniform<i32:f32, 0.125>>) -> tensor<1x2x2x1x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{cannot be exported to TOSA: 1 products (|sum| <= 16384) plus a run-time bias bounded only by its storage range (|bias| <= 2147483648) may overflow TOSA's i32 accumulator}}
  %0 = quantkit.conv2d %a, %w, %b : (tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5>>, tensor<1x1x1x1x!quant.uniform<i8:f32, 0.25>>, tensor<1x!quant.uniform<i32:f32, 0.125>>) -> tensor<1x2x2x1x!quant.uniform<i8:f32, 1.0>>
  return %0 : tensor<1x2x2x1x!quant.uniform<i8:f32, 1.0>>
}

// -----

// 140000 products of up to 128 * 128 exceed 2^31 - 1 without any bias.
func.func @accumulator_overflow(%a: tensor<1x140000x!quant.uniform<i8:f32, 0.5>>, %w: tensor<140000x1x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{cannot be exported to TOSA: 140000 products may overflow TOSA's i32 accumulator}}
  %0 = quantkit.matmul %a, %w : (tensor<1x140000x!quant.uniform<i8:f32, 0.5>>, tensor<140000x1x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x!quant.uniform<i8:f32, 1.0>>
  return %0 : tensor<1x1x!quant.uniform<i8:f32, 1.0>>
}

// -----

// TOSA 1.0 has no dynamic shapes (tosa-validate's level check).
func.func @dynamic_rescale(%a: tensor<?x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<?x!quant.uniform<i8:f32, 0.25:1>> {
  // expected-error @+1 {{cannot be exported to TOSA: dynamic shapes (TOSA 1.0 takes static shapes only)}}
  %0 = quantkit.rescale %a {rounding = #quantkit.rounding<single_round>} : tensor<?x!quant.uniform<i8:f32, 0.5:3>> to tensor<?x!quant.uniform<i8:f32, 0.25:1>>
  return %0 : tensor<?x!quant.uniform<i8:f32, 0.25:1>>
}

// -----

// Rank 7 is above TOSA's MAX_RANK (6 at level 8K).
func.func @rank7_rescale(%a: tensor<1x1x1x1x1x1x2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<1x1x1x1x1x1x2x!quant.uniform<i8:f32, 0.25:1>> {
  // expected-error @+1 {{cannot be exported to TOSA: rank 7 is above TOSA's MAX_RANK of 6 (level 8K)}}
  %0 = quantkit.rescale %a {rounding = #quantkit.rounding<single_round>} : tensor<1x1x1x1x1x1x2x!quant.uniform<i8:f32, 0.5:3>> to tensor<1x1x1x1x1x1x2x!quant.uniform<i8:f32, 0.25:1>>
  return %0 : tensor<1x1x1x1x1x1x2x!quant.uniform<i8:f32, 0.25:1>>
}

// -----

// s_in / s_out overflows a double: no Q31 multiplier exists.
func.func @multiplier_not_finite(%a: tensor<4x!quant.uniform<i8:f64, 1.0e300>>) -> tensor<4x!quant.uniform<i8:f64, 1.0e-300>> {
  // expected-error @+1 {{cannot be exported to TOSA: multiplier INF is not finite and non-negative}}
  %0 = quantkit.rescale %a {rounding = #quantkit.rounding<single_round>} : tensor<4x!quant.uniform<i8:f64, 1.0e300>> to tensor<4x!quant.uniform<i8:f64, 1.0e-300>>
  return %0 : tensor<4x!quant.uniform<i8:f64, 1.0e-300>>
}

// -----

// TOSA's quantized add form (rescales around an i32 add) is int8 only.
func.func @unsigned_add(%a: tensor<4x!quant.uniform<u8:f32, 0.5:128>>, %b: tensor<4x!quant.uniform<i8:f32, 0.25>>) -> tensor<4x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{cannot be exported to TOSA: the lhs must have signed 8-bit storage}}
  %0 = quantkit.add %a, %b : (tensor<4x!quant.uniform<u8:f32, 0.5:128>>, tensor<4x!quant.uniform<i8:f32, 0.25>>) -> tensor<4x!quant.uniform<i8:f32, 1.0>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 1.0>>
}

// -----

func.func @sixteen_bit_mul(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>, %b: tensor<4x!quant.uniform<i8:f32, 0.25>>) -> tensor<4x!quant.uniform<i16:f32, 1.0>> {
  // expected-error @+1 {{cannot be exported to TOSA: the result must have signed 8-bit storage}}
  %0 = quantkit.mul %a, %b : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<4x!quant.uniform<i8:f32, 0.25>>) -> tensor<4x!quant.uniform<i16:f32, 1.0>>
  return %0 : tensor<4x!quant.uniform<i16:f32, 1.0>>
}

// -----

func.func @sixteen_bit_pool(%a: tensor<1x2x2x1x!quant.uniform<i16:f32, 0.5>>) -> tensor<1x1x1x1x!quant.uniform<i16:f32, 0.5>> {
  // expected-error @+1 {{cannot be exported to TOSA: the input must have signed 8-bit storage}}
  %0 = quantkit.max_pool2d %a {kernel = array<i64: 2, 2>} : tensor<1x2x2x1x!quant.uniform<i16:f32, 0.5>> -> tensor<1x1x1x1x!quant.uniform<i16:f32, 0.5>>
  return %0 : tensor<1x1x1x1x!quant.uniform<i16:f32, 0.5>>
}

// -----

// tosa.rescale has no unsigned 32-bit side.
func.func @rescale_unsigned_32(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<u32:f32, 0.25>> {
  // expected-error @+1 {{cannot be exported to TOSA: unsigned 32-bit storage}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<4x!quant.uniform<u32:f32, 0.25>>
  return %0 : tensor<4x!quant.uniform<u32:f32, 0.25>>
}

// -----

func.func @rescale_both_unsigned(%a: tensor<4x!quant.uniform<u8:f32, 0.5:128>>) -> tensor<4x!quant.uniform<u8:f32, 0.25:128>> {
  // expected-error @+1 {{cannot be exported to TOSA: tosa.rescale cannot have both sides unsigned}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<u8:f32, 0.5:128>> to tensor<4x!quant.uniform<u8:f32, 0.25:128>>
  return %0 : tensor<4x!quant.uniform<u8:f32, 0.25:128>>
}

// -----

// tosa.clamp on unsigned values is outside the int8 profile.
func.func @rescale_narrow_unsigned(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<u8<0:200>:f32, 0.25:128>> {
  // expected-error @+1 {{cannot be exported to TOSA: a narrow unsigned storage range}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<4x!quant.uniform<u8<0:200>:f32, 0.25:128>>
  return %0 : tensor<4x!quant.uniform<u8<0:200>:f32, 0.25:128>>
}

// -----

// A region's result must be one per-tensor !quant.uniform (TOSA rescales
// to one zero point).
func.func @region_per_axis_result(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{logical kernel 'add' cannot be exported to TOSA: it needs one result resolved to a per-tensor !quant.uniform}}
  %0 = quantkit.region "add" (%a, %b) in [!quant.uniform<i8:f32, 0.5>, !quant.uniform<i8:f32, 0.5>] out [!quant.uniform<i8:f32:1, {1.0, 0.5}>]
      : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> {
  ^bb0(%x: tensor<2x2xf32>, %y: tensor<2x2xf32>):
    %s = tosa.add %x, %y : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    quantkit.return %s : tensor<2x2xf32>
  }
  return %0 : tensor<2x2xf32>
}

// -----

func.func @region_two_results(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{logical kernel 'add' cannot be exported to TOSA: it needs one result resolved to a per-tensor !quant.uniform}}
  %0:2 = quantkit.region "add" (%a, %b) in [!quant.uniform<i8:f32, 0.5>, !quant.uniform<i8:f32, 0.5>] out [!quant.uniform<i8:f32, 1.0>, !quant.uniform<i8:f32, 1.0>]
      : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = tosa.add %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    quantkit.return %s, %s : tensor<4xf32>, tensor<4xf32>
  }
  return %0#0 : tensor<4xf32>
}

// -----

// The kernel reads a constant of the body, not a port: it has no spec.
func.func @region_reads_non_port(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{logical kernel 'add' cannot be exported to TOSA: its tosa.add reads something other than the ports}}
  %0 = quantkit.region "add" (%a) in [!quant.uniform<i8:f32, 0.5>] out [!quant.uniform<i8:f32, 1.0>]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    %c = "tosa.const"() <{values = dense<1.0> : tensor<4xf32>}> : () -> tensor<4xf32>
    %s = tosa.add %x, %c : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    quantkit.return %s : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// Zero points of a float TOSA kernel are not quantization parameters: one
// that is not a constant zero (here a run-time value; the TOSA verifier
// rejects non-zero constants) would shift the real values.
func.func @region_float_zero_point(%a: tensor<1x2x2x1xf32>, %z: tensor<1xf32>) -> tensor<1x1x1x1xf32> {
  // expected-error @+1 {{logical kernel 'avg_pool2d' cannot be exported to TOSA: its tosa.avg_pool2d has zero points that are not constant zeros}}
  %0 = quantkit.region "avg_pool2d" (%a, %z) in [!quant.uniform<i8:f32, 0.5>, !quant.uniform<i8:f32, 0.5>] out [!quant.uniform<i8:f32, 0.5>]
      : (tensor<1x2x2x1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32> {
  ^bb0(%x: tensor<1x2x2x1xf32>, %zp: tensor<1xf32>):
    %p = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
    quantkit.return %p : tensor<1x1x1x1xf32>
  }
  return %0 : tensor<1x1x1x1xf32>
}

// -----

// A body that is not a kernel quantkit-fuse wraps.
func.func @region_not_a_kernel(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{logical kernel 'tanh' cannot be exported to TOSA: its body is not one kernel quantkit-fuse wraps}}
  %0 = quantkit.region "tanh" (%a) in [!quant.uniform<i8:f32, 0.5>] out [!quant.uniform<i8:f32, 0.0078125>]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    %t = math.tanh %x : tensor<4xf32>
    quantkit.return %t : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// A second computation beside the kernel.
func.func @region_extra_op(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{logical kernel 'add' cannot be exported to TOSA: its body holds tosa.negate besides the kernel}}
  %0 = quantkit.region "add" (%a, %b) in [!quant.uniform<i8:f32, 0.5>, !quant.uniform<i8:f32, 0.5>] out [!quant.uniform<i8:f32, 1.0>]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %n = tosa.negate %x, %zp, %zp : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
    %s = tosa.add %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    quantkit.return %s : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// The body computes another kernel than the region names.
func.func @region_other_kernel(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{logical kernel 'mul' cannot be exported to TOSA: its body computes 'add'}}
  %0 = quantkit.region "mul" (%a, %b) in [!quant.uniform<i8:f32, 0.5>, !quant.uniform<i8:f32, 0.5>] out [!quant.uniform<i8:f32, 1.0>]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = tosa.add %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    quantkit.return %s : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// A constant port that cannot be quantized (quantizePort): infinity.
func.func @region_port_not_quantizable(%a: tensor<2xf32>) -> tensor<2xf32> {
  %c = arith.constant dense<[1.0, 0x7F800000]> : tensor<2xf32>
  // expected-error @+1 {{logical kernel 'add' cannot be exported to TOSA: input 1: constant data holds a non-finite value}}
  %0 = quantkit.region "add" (%a, %c) in [!quant.uniform<i8:f32, 0.5>, !quant.uniform<i8:f32, 0.5>] out [!quant.uniform<i8:f32, 1.0>]
      : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> {
  ^bb0(%x: tensor<2xf32>, %y: tensor<2xf32>):
    %s = tosa.add %x, %y : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    quantkit.return %s : tensor<2xf32>
  }
  return %0 : tensor<2xf32>
}

// -----

// A region whose bias port is a run-time value with the full i32 range:
// the accumulator bound cannot be proven (the error names the compute op
// the region becomes).
func.func @region_runtime_bias(%a: tensor<1x2x3xf32>, %w: tensor<1x3x2xf32>, %b: tensor<2xf32>) -> tensor<1x2x2xf32> {
  // expected-error @+1 {{'quantkit.matmul' op cannot be exported to TOSA: 3 products (|sum| <= 49152) plus a run-time bias bounded only by its storage range (|bias| <= 2147483648) may overflow TOSA's i32 accumulator}}
  %0 = quantkit.region "matmul" (%a, %w, %b) in [!quant.uniform<i8:f32, 0.5>, !quant.uniform<i8:f32, 0.25>, !quant.uniform<i32:f32, 0.125>] out [!quant.uniform<i8:f32, 1.0>]
      : (tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<2xf32>) -> tensor<1x2x2xf32> {
  ^bb0(%x: tensor<1x2x3xf32>, %y: tensor<1x3x2xf32>, %z: tensor<2xf32>):
    %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %m = tosa.matmul %x, %y, %zp, %zp : (tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
    %s = tosa.const_shape {values = dense<[1, 1, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %zr = tosa.reshape %z, %s : (tensor<2xf32>, !tosa.shape<3>) -> tensor<1x1x2xf32>
    %r = tosa.add %m, %zr : (tensor<1x2x2xf32>, tensor<1x1x2xf32>) -> tensor<1x2x2xf32>
    quantkit.return %r : tensor<1x2x2xf32>
  }
  return %0 : tensor<1x2x2xf32>
}

// -----

// TOSA ops take tensors: a scalar rescale has no TOSA form.
func.func @scalar_rescale(%s: !quant.uniform<i8:f32, 0.5>) -> !quant.uniform<i8:f32, 0.25> {
  // expected-error @+1 {{cannot be exported to TOSA: input must be a ranked tensor of !quant.uniform with integer storage}}
  %0 = quantkit.rescale %s : !quant.uniform<i8:f32, 0.5> to !quant.uniform<i8:f32, 0.25>
  return %0 : !quant.uniform<i8:f32, 0.25>
}

// -----

// tosa.rescale takes 8, 16 and 32-bit integers.
func.func @rescale_four_bit(%a: tensor<4x!quant.uniform<i4:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.25>> {
  // expected-error @+1 {{cannot be exported to TOSA: storage of 4 bits}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i4:f32, 0.5>> to tensor<4x!quant.uniform<i8:f32, 0.25>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.25>>
}

// -----

// A product whose broadcast operand is read with its dimensions out of
// order: TOSA's reshape + tile would need a transpose too.
func.func @broadcasting_mul_transposed(%x: tensor<2x3x4xf32>, %s: tensor<4x3xf32>) -> tensor<2x3x4xf32> {
  // expected-error @+1 {{logical kernel 'mul' cannot be exported to TOSA: its broadcast operand is read through affine_map<(d0, d1, d2) -> (d2, d1)>, which would need a transpose}}
  %0 = quantkit.region "mul" (%x, %s) in [!quant.uniform<i8:f32, 0.5>, !quant.uniform<i8:f32, 0.25>] out [!quant.uniform<i8:f32, 0.125>]
      : (tensor<2x3x4xf32>, tensor<4x3xf32>) -> tensor<2x3x4xf32> {
  ^bb0(%a: tensor<2x3x4xf32>, %b: tensor<4x3xf32>):
    %e = tensor.empty() : tensor<2x3x4xf32>
    %m = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%a, %b : tensor<2x3x4xf32>, tensor<4x3xf32>) outs(%e : tensor<2x3x4xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %d = arith.mulf %p, %q : f32
      linalg.yield %d : f32
    } -> tensor<2x3x4xf32>
    quantkit.return %m : tensor<2x3x4xf32>
  }
  return %0 : tensor<2x3x4xf32>
}
