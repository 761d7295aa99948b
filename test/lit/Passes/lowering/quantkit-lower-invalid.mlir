// RUN: %quantkit-opt %s --split-input-file -verify-diagnostics --allow-unregistered-dialect \
// RUN:   --pass-pipeline='builtin.module(quantkit-lower)'

// A multiplier of 2^40 cannot be applied exactly by the integer schemes.
func.func @too_large(%arg0: tensor<4x!quant.uniform<i8:f32, 1.0>>) -> tensor<4x!quant.uniform<i8:f32, 1.0e-12>> {
  // expected-error @+1 {{requantization multiplier 1.000000e+12 is too large for the 'gemmlowp' scheme}}
  %0 = quantkit.rescale %arg0 : tensor<4x!quant.uniform<i8:f32, 1.0>> to tensor<4x!quant.uniform<i8:f32, 1.0e-12>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 1.0e-12>>
}

// -----

// Calibrated types carry statistics, not parameters.
func.func @calibrated(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{can only be lowered to a !quant.uniform type with integer storage}}
  %0 = quant.qcast %arg0 : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-1.0:1.0>>>
  %1 = "test.use"(%0) : (tensor<4x!quant.calibrated<f32<-1.0:1.0>>>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

func.func @unranked(%arg0: tensor<*xf32>) -> tensor<*x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{cannot lower an unranked or non-tensor shaped value}}
  %0 = quant.qcast %arg0 : tensor<*xf32> to tensor<*x!quant.uniform<i8:f32, 1.0>>
  return %0 : tensor<*x!quant.uniform<i8:f32, 1.0>>
}

// -----

// An op of another dialect that computes on quantized values is left to the
// user: the conversion reports it instead of guessing.
func.func @unknown(%arg0: tensor<4x!quant.uniform<i8:f32, 1.0>>) -> tensor<4x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{failed to legalize operation 'test.compute'}}
  %0 = "test.compute"(%arg0) : (tensor<4x!quant.uniform<i8:f32, 1.0>>) -> tensor<4x!quant.uniform<i8:f32, 1.0>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 1.0>>
}

// -----

// The integer schemes take binary exponents up to 30: M = 2^30 (e = 31) is
// the first multiplier refused (rescale_edges.mlir runs e = 30 and float_rne
// at 2^30).
func.func @exponent_31_single_round(%a: tensor<2x3x!quant.uniform<i8:f32, 1.0>>, %b: tensor<3x2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x2x!quant.uniform<i8:f32, 9.3132257461547852e-10>> {
  // expected-error @+1 {{requantization multiplier 1.073742e+09 is too large for the 'single_round' scheme (binary exponent 31 exceeds 30)}}
  %0 = quantkit.matmul %a, %b {rounding = #quantkit.rounding<single_round>} : (tensor<2x3x!quant.uniform<i8:f32, 1.0>>, tensor<3x2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x2x!quant.uniform<i8:f32, 9.3132257461547852e-10>>
  return %0 : tensor<2x2x!quant.uniform<i8:f32, 9.3132257461547852e-10>>
}

// -----

func.func @exponent_31_double_round(%a: tensor<4x!quant.uniform<i8:f32, 1073741824.0>>) -> tensor<4x!quant.uniform<i32:f32, 1.0>> {
  // expected-error @+1 {{requantization multiplier 1.073742e+09 is too large for the 'double_round' scheme (binary exponent 31 exceeds 30)}}
  %0 = quantkit.rescale %a {rounding = #quantkit.rounding<double_round>} : tensor<4x!quant.uniform<i8:f32, 1073741824.0>> to tensor<4x!quant.uniform<i32:f32, 1.0>>
  return %0 : tensor<4x!quant.uniform<i32:f32, 1.0>>
}

// -----

func.func @mul_too_large(%a: tensor<4x!quant.uniform<i8:f32, 1.0>>, %b: tensor<4x!quant.uniform<i8:f32, 1.0>>) -> tensor<4x!quant.uniform<i8:f32, 1.0e-10>> {
  // expected-error @+1 {{requantization multiplier 1.000000e+10 is too large for the 'double_round' scheme (binary exponent 34 exceeds 30)}}
  %0 = quantkit.mul %a, %b {rounding = #quantkit.rounding<double_round>} : (tensor<4x!quant.uniform<i8:f32, 1.0>>, tensor<4x!quant.uniform<i8:f32, 1.0>>) -> tensor<4x!quant.uniform<i8:f32, 1.0e-10>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 1.0e-10>>
}

// -----

// add's output multiplier is S / (2^20 s_out) = 2 / (2^20 * 1e-15).
func.func @add_too_large(%a: tensor<4x!quant.uniform<i8:f32, 1.0>>, %b: tensor<4x!quant.uniform<i8:f32, 1.0>>) -> tensor<4x!quant.uniform<i8:f32, 1.0e-15>> {
  // expected-error @+1 {{requantization multiplier 1.907349e+09 is too large for the 'gemmlowp' scheme (binary exponent 31 exceeds 30)}}
  %0 = quantkit.add %a, %b : (tensor<4x!quant.uniform<i8:f32, 1.0>>, tensor<4x!quant.uniform<i8:f32, 1.0>>) -> tensor<4x!quant.uniform<i8:f32, 1.0e-15>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 1.0e-15>>
}

// -----

func.func @conv2d_too_large(%a: tensor<1x4x4x2x!quant.uniform<i8:f32, 1.0>>, %f: tensor<3x3x3x2x!quant.uniform<i8:f32, 1.0>>) -> tensor<1x2x2x3x!quant.uniform<i8:f32, 1.0e-10>> {
  // expected-error @+1 {{requantization multiplier 1.000000e+10 is too large for the 'gemmlowp' scheme (binary exponent 34 exceeds 30)}}
  %0 = quantkit.conv2d %a, %f : (tensor<1x4x4x2x!quant.uniform<i8:f32, 1.0>>, tensor<3x3x3x2x!quant.uniform<i8:f32, 1.0>>) -> tensor<1x2x2x3x!quant.uniform<i8:f32, 1.0e-10>>
  return %0 : tensor<1x2x2x3x!quant.uniform<i8:f32, 1.0e-10>>
}

// -----

// One channel of a per-channel filter is enough.
func.func @depthwise_channel_too_large(%a: tensor<1x4x4x2x!quant.uniform<i8:f32, 1.0>>, %f: tensor<3x3x2x!quant.uniform<i8:f32:2, {1.0, 1.0e10}>>) -> tensor<1x2x2x2x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{requantization multiplier 1.000000e+10 is too large for the 'gemmlowp' scheme (binary exponent 34 exceeds 30)}}
  %0 = quantkit.depthwise_conv2d %a, %f : (tensor<1x4x4x2x!quant.uniform<i8:f32, 1.0>>, tensor<3x3x2x!quant.uniform<i8:f32:2, {1.0, 1.0e10}>>) -> tensor<1x2x2x2x!quant.uniform<i8:f32, 1.0>>
  return %0 : tensor<1x2x2x2x!quant.uniform<i8:f32, 1.0>>
}

// -----

// float_rne multiplies by f32(M): M must round to a finite f32.
func.func @float_rne_rescale_not_f32(%a: tensor<4x!quant.uniform<i8:f32, 1.0e30>>) -> tensor<4x!quant.uniform<i8:f32, 1.0e-30>> {
  // expected-error @+1 {{requantization multiplier 1.000000e+60 does not fit in f32}}
  %0 = quantkit.rescale %a {rounding = #quantkit.rounding<float_rne>} : tensor<4x!quant.uniform<i8:f32, 1.0e30>> to tensor<4x!quant.uniform<i8:f32, 1.0e-30>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 1.0e-30>>
}

// -----

func.func @float_rne_mul_not_f32(%a: tensor<4x!quant.uniform<i8:f32, 1.0e20>>, %b: tensor<4x!quant.uniform<i8:f32, 1.0e20>>) -> tensor<4x!quant.uniform<i8:f32, 1.0e-20>> {
  // expected-error @+1 {{requantization multiplier 1.000000e+60 does not fit in f32}}
  %0 = quantkit.mul %a, %b {rounding = #quantkit.rounding<float_rne>} : (tensor<4x!quant.uniform<i8:f32, 1.0e20>>, tensor<4x!quant.uniform<i8:f32, 1.0e20>>) -> tensor<4x!quant.uniform<i8:f32, 1.0e-20>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 1.0e-20>>
}

// -----

// float_rne add scales each operand by s_i / s_out and has no output
// multiplier: one error, for the operand whose multiplier overflows f32.
func.func @float_rne_add_not_f32(%a: tensor<4x!quant.uniform<i8:f32, 1.0e30>>, %b: tensor<4x!quant.uniform<i8:f32, 1.0>>) -> tensor<4x!quant.uniform<i8:f32, 1.0e-30>> {
  // expected-error @+1 {{requantization multiplier 1.000000e+60 does not fit in f32}}
  %0 = quantkit.add %a, %b {rounding = #quantkit.rounding<float_rne>} : (tensor<4x!quant.uniform<i8:f32, 1.0e30>>, tensor<4x!quant.uniform<i8:f32, 1.0>>) -> tensor<4x!quant.uniform<i8:f32, 1.0e-30>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 1.0e-30>>
}

// -----

// f64 scales can make s_in / s_out overflow double.
func.func @infinite_multiplier(%a: tensor<4x!quant.uniform<i8:f64, 1.0e300>>) -> tensor<4x!quant.uniform<i8:f64, 1.0e-300>> {
  // expected-error @+1 {{requantization multiplier INF must be finite and non-negative}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i8:f64, 1.0e300>> to tensor<4x!quant.uniform<i8:f64, 1.0e-300>>
  return %0 : tensor<4x!quant.uniform<i8:f64, 1.0e-300>>
}

// -----

func.func @add_32_bit(%a: tensor<4x!quant.uniform<i32:f32, 1.0>>, %b: tensor<4x!quant.uniform<i32:f32, 1.0>>) -> tensor<4x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{supports operand storage of at most 16 bits}}
  %0 = quantkit.add %a, %b : (tensor<4x!quant.uniform<i32:f32, 1.0>>, tensor<4x!quant.uniform<i32:f32, 1.0>>) -> tensor<4x!quant.uniform<i8:f32, 1.0>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 1.0>>
}

// -----

func.func @mul_32_bit(%a: tensor<4x!quant.uniform<i32:f32, 1.0>>, %b: tensor<4x!quant.uniform<i8:f32, 1.0>>) -> tensor<4x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{supports operand storage of at most 16 bits}}
  %0 = quantkit.mul %a, %b : (tensor<4x!quant.uniform<i32:f32, 1.0>>, tensor<4x!quant.uniform<i8:f32, 1.0>>) -> tensor<4x!quant.uniform<i8:f32, 1.0>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 1.0>>
}

// -----

func.func @conv2d_dynamic_height(%a: tensor<1x?x4x2x!quant.uniform<i8:f32, 1.0>>, %f: tensor<3x3x3x2x!quant.uniform<i8:f32, 1.0>>) -> tensor<1x?x2x3x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{lowering needs static spatial sizes of the input and the filter}}
  %0 = quantkit.conv2d %a, %f : (tensor<1x?x4x2x!quant.uniform<i8:f32, 1.0>>, tensor<3x3x3x2x!quant.uniform<i8:f32, 1.0>>) -> tensor<1x?x2x3x!quant.uniform<i8:f32, 1.0>>
  return %0 : tensor<1x?x2x3x!quant.uniform<i8:f32, 1.0>>
}

// -----

// A grouped convolution is lowered on views that split the filter's rows
// into (group, output channel): the row count must be known.
func.func @conv2d_grouped_dynamic_rows(%a: tensor<1x3x3x4x!quant.uniform<i8:f32, 1.0>>, %f: tensor<?x3x3x2x!quant.uniform<i8:f32, 1.0>>) -> tensor<1x1x1x?x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{lowering of a grouped convolution needs static filter channels}}
  %0 = quantkit.conv2d %a, %f {groups = 2 : i64} : (tensor<1x3x3x4x!quant.uniform<i8:f32, 1.0>>, tensor<?x3x3x2x!quant.uniform<i8:f32, 1.0>>) -> tensor<1x1x1x?x!quant.uniform<i8:f32, 1.0>>
  return %0 : tensor<1x1x1x?x!quant.uniform<i8:f32, 1.0>>
}

// -----

func.func @depthwise_dynamic_width(%a: tensor<1x4x?x2x!quant.uniform<i8:f32, 1.0>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 1.0>>) -> tensor<1x2x?x2x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{lowering needs static spatial sizes of the input and the filter}}
  %0 = quantkit.depthwise_conv2d %a, %f : (tensor<1x4x?x2x!quant.uniform<i8:f32, 1.0>>, tensor<3x3x2x!quant.uniform<i8:f32, 1.0>>) -> tensor<1x2x?x2x!quant.uniform<i8:f32, 1.0>>
  return %0 : tensor<1x2x?x2x!quant.uniform<i8:f32, 1.0>>
}

// -----

func.func @rescale_unranked(%a: tensor<*x!quant.uniform<i8:f32, 1.0>>) -> tensor<*x!quant.uniform<i8:f32, 0.5>> {
  // expected-error @+1 {{cannot lower an unranked tensor}}
  %0 = quantkit.rescale %a : tensor<*x!quant.uniform<i8:f32, 1.0>> to tensor<*x!quant.uniform<i8:f32, 0.5>>
  return %0 : tensor<*x!quant.uniform<i8:f32, 0.5>>
}

// -----

func.func @rescale_axes(%a: tensor<2x2x!quant.uniform<i8:f32:0, {1.0, 1.0}>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.5, 0.5}>> {
  // expected-error @+1 {{cannot rescale between different axes}}
  %0 = quantkit.rescale %a : tensor<2x2x!quant.uniform<i8:f32:0, {1.0, 1.0}>> to tensor<2x2x!quant.uniform<i8:f32:1, {0.5, 0.5}>>
  return %0 : tensor<2x2x!quant.uniform<i8:f32:1, {0.5, 0.5}>>
}

// -----

// 2^48 positions of |q - zp| <= 65535: the window sum needs more than 64
// bits (the tensor is a type only, never allocated).
func.func @avg_pool_window_too_large(%a: tensor<1x16777216x16777216x1x!quant.uniform<i16:f32, 1.0:32767>>) -> tensor<1x1x1x1x!quant.uniform<i16:f32, 1.0:32767>> {
  // expected-error @+1 {{window of 281474976710656 positions is too large for a 64-bit sum}}
  %0 = quantkit.avg_pool2d %a {kernel = array<i64: 16777216, 16777216>} : tensor<1x16777216x16777216x1x!quant.uniform<i16:f32, 1.0:32767>> -> tensor<1x1x1x1x!quant.uniform<i16:f32, 1.0:32767>>
  return %0 : tensor<1x1x1x1x!quant.uniform<i16:f32, 1.0:32767>>
}

// -----

// A x2048 nearest resize of 16384 rows: 2^25 output rows, more than the
// lowering tabulates (the tensors are types only, never allocated).
func.func @resize_too_tall(%a: tensor<1x16384x1x1x!quant.uniform<i8:f32, 1.0>>) -> tensor<1x33552385x1x1x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{output height of 33552385 is more than the 16777216 the lowering tabulates}}
  %0 = quantkit.resize %a {mode = #quantkit.resize_mode<nearest>, scale = array<i64: 2048, 1, 1, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : tensor<1x16384x1x1x!quant.uniform<i8:f32, 1.0>> -> tensor<1x33552385x1x1x!quant.uniform<i8:f32, 1.0>>
  return %0 : tensor<1x33552385x1x1x!quant.uniform<i8:f32, 1.0>>
}

// -----

// A bilinear resize between scales 2^-40 apart: its multiplier is below
// what the scheme applies exactly.
func.func @resize_multiplier(%a: tensor<1x2x2x1x!quant.uniform<i8:f32, 1.0>>) -> tensor<1x3x3x1x!quant.uniform<i8:f32, 1.0e-12>> {
  // expected-error @+1 {{requantization multiplier}}
  %0 = quantkit.resize %a {mode = #quantkit.resize_mode<bilinear>, scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : tensor<1x2x2x1x!quant.uniform<i8:f32, 1.0>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 1.0e-12>>
  return %0 : tensor<1x3x3x1x!quant.uniform<i8:f32, 1.0e-12>>
}
