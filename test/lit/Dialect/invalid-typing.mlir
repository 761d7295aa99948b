// Negative tests of the typing rules (typing_c*) shared by quantkit.matmul,
// quantkit.conv2d and quantkit.depthwise_conv2d: integer and hybrid forms,
// per-axis weights, storage and expressed types, the bias. Every case must
// give a located error, never a crash.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics

// typing_c1
func.func @typing_c1_float_weights(%a: tensor<2x3xf32>, %w: tensor<3x4xf32>) {
  // expected-error @+1 {{'quantkit.matmul' op 'rhs' must be a tensor of !quant.uniform, got 'tensor<3x4xf32>'}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

// typing_c1
func.func @typing_c1_any_weights(%a: tensor<2x3xf32>, %w: tensor<3x4x!quant.any<i8:f32>>) {
  // expected-error @+1 {{'rhs' must be a tensor of !quant.uniform, got 'tensor<3x4x!quant.any<i8:f32>>'}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3xf32>, tensor<3x4x!quant.any<i8:f32>>) -> tensor<2x4xf32>
  return
}

// -----

// typing_c1
func.func @typing_c1_integer_lhs(%a: tensor<2x3xi8>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op 'lhs' must have a !quant.uniform or float element type, got 'i8'}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3xi8>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x4xi32>
  return
}

// -----

// typing_c1
func.func @typing_c1_float_result(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op 'lhs' and the result must both be quantized (integer form) or both be floating point (hybrid form)}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x4xf32>
  return
}

// -----

// typing_c1
func.func @typing_c1_quantized_hybrid_result(%in: tensor<1x3x3x2xf32>, %f: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op 'input' and the result must both be quantized (integer form) or both be floating point (hybrid form)}}
  %0 = quantkit.conv2d %in, %f : (tensor<1x3x3x2xf32>, tensor<1x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x1x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c1
func.func @typing_c1_depthwise_float_filter(%in: tensor<1x3x3x2xf32>, %f: tensor<3x3x2xf32>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op 'filter' must be a tensor of !quant.uniform, got 'tensor<3x3x2xf32>'}}
  %0 = quantkit.depthwise_conv2d %in, %f : (tensor<1x3x3x2xf32>, tensor<3x3x2xf32>) -> tensor<1x1x1x2xf32>
  return
}

// -----

// typing_c2
func.func @typing_c2_lhs_per_axis(%a: tensor<2x3x!quant.uniform<i8:f32:0, {0.5, 0.25}>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op 'lhs' must be quantized per tensor, got '!quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01}>'}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3x!quant.uniform<i8:f32:0, {0.5, 0.25}>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c2
func.func @typing_c2_result_per_axis(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32:0, {0.25, 0.5}>>) {
  // expected-error @+1 {{'quantkit.conv2d' op the result must be quantized per tensor, got '!quant.uniform<i8:f32:3, {1.000000e+00,2.000000e+00}>'}}
  %0 = quantkit.conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32:0, {0.25, 0.5}>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32:3, {1.0, 2.0}>>
  return
}

// -----

// typing_c3
func.func @typing_c3_matmul(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32:0, {0.25, 0.25, 0.25}>>) {
  // expected-error @+1 {{'quantkit.matmul' op per-axis 'rhs' must be quantized along its output-channel axis 1, got axis 0}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32:0, {0.25, 0.25, 0.25}>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c3
func.func @typing_c3_batched_matmul(%a: tensor<2x2x3xf32>, %w: tensor<2x3x4x!quant.uniform<i8:f32:1, {0.25, 0.25, 0.25}>>) {
  // expected-error @+1 {{per-axis 'rhs' must be quantized along its output-channel axis 2, got axis 1}}
  %0 = quantkit.matmul %a, %w : (tensor<2x2x3xf32>, tensor<2x3x4x!quant.uniform<i8:f32:1, {0.25, 0.25, 0.25}>>) -> tensor<2x2x4xf32>
  return
}

// -----

// typing_c3
func.func @typing_c3_conv2d(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32:3, {0.25, 0.5}>>) {
  // expected-error @+1 {{'quantkit.conv2d' op per-axis 'filter' must be quantized along its output-channel axis 0, got axis 3}}
  %0 = quantkit.conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32:3, {0.25, 0.5}>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c3
func.func @typing_c3_depthwise(%in: tensor<1x3x3x3xf32>, %f: tensor<3x3x3x!quant.uniform<i8:f32:0, {0.25, 0.5, 0.5}>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op per-axis 'filter' must be quantized along its output-channel axis 2, got axis 0}}
  %0 = quantkit.depthwise_conv2d %in, %f : (tensor<1x3x3x3xf32>, tensor<3x3x3x!quant.uniform<i8:f32:0, {0.25, 0.5, 0.5}>>) -> tensor<1x1x1x3xf32>
  return
}

// -----

// typing_c4
func.func @typing_c4_rhs(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f16, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op expressed types of 'lhs', 'rhs' and the result must be equal}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f16, 0.25>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c4
func.func @typing_c4_result(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op expressed types of 'input', 'filter' and the result must be equal}}
  %0 = quantkit.depthwise_conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:bf16, 1.0>>
  return
}

// -----

// typing_c5
func.func @typing_c5_lhs(%a: tensor<2x3x!quant.uniform<i32:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op operand storage must be an integer of at most 16 bits, got 'i32'}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3x!quant.uniform<i32:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c5
func.func @typing_c5_filter(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<u24:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op operand storage must be an integer of at most 16 bits, got 'i24'}}
  %0 = quantkit.conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<u24:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: the bias of the integer form is quantized.
func.func @typing_c6_float_bias(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.matmul' op bias must be a tensor of !quant.uniform in the integer form, got 'tensor<4xf32>'}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<4xf32>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: storage width, 32 bits for 8-bit activations.
func.func @typing_c6_width_8(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<4x!quant.uniform<i16:f32, 0.125>>) {
  // expected-error @+1 {{'quantkit.matmul' op bias storage must be i32 for 8-bit activations, got i16}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<i16:f32, 0.125>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: storage width, i32 or i64 for 16-bit activations. An i64 bias
// cannot be written in text: upstream's type parser caps storage at 32
// bits (dialect/Reference.md#op-rules).
func.func @typing_c6_width_16(%a: tensor<2x3x!quant.uniform<i16:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<4x!quant.uniform<i16:f32, 0.125>>) {
  // expected-error @+1 {{'quantkit.matmul' op bias storage must be i32 or i64 for 16-bit activations, got i16}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i16:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<i16:f32, 0.125>>) -> tensor<2x4x!quant.uniform<i16:f32, 1.0>>
  return
}

// -----

// typing_c6: storage width, i32 or i64 for 16-bit activations (depthwise).
func.func @typing_c6_width_16_depthwise(%in: tensor<1x3x3x2x!quant.uniform<i16:f32, 0.5>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>, %b: tensor<2x!quant.uniform<u32:f32, 0.125>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op bias storage must be i32 or i64 for 16-bit activations, got u32}}
  %0 = quantkit.depthwise_conv2d %in, %f, %b : (tensor<1x3x3x2x!quant.uniform<i16:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>, tensor<2x!quant.uniform<u32:f32, 0.125>>) -> tensor<1x1x1x2x!quant.uniform<i16:f32, 1.0>>
  return
}

// -----

// typing_c6: signed storage.
func.func @typing_c6_unsigned(%a: tensor<2x3x!quant.uniform<u8:f32, 0.5:128>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<4x!quant.uniform<u32:f32, 0.125>>) {
  // expected-error @+1 {{'quantkit.matmul' op bias storage must be i32 for 8-bit activations, got u32}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<u8:f32, 0.5:128>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<u32:f32, 0.125>>) -> tensor<2x4x!quant.uniform<u8:f32, 1.0:128>>
  return
}

// -----

// typing_c6: expressed type.
func.func @typing_c6_expressed(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<4x!quant.uniform<i32:f16, 0.125>>) {
  // expected-error @+1 {{'quantkit.matmul' op bias expressed type must be 'f32'}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<i32:f16, 0.125>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: a per-axis bias needs per-axis weights.
func.func @typing_c6_per_axis_bias(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x2x!quant.uniform<i8:f32, 0.25>>, %b: tensor<2x!quant.uniform<i32:f32:0, {0.125, 0.125}>>) {
  // expected-error @+1 {{'quantkit.matmul' op bias may be per-axis only where 'rhs' is per-axis}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x2x!quant.uniform<i8:f32, 0.25>>, tensor<2x!quant.uniform<i32:f32:0, {0.125, 0.125}>>) -> tensor<2x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: per-axis weights need a per-axis bias.
func.func @typing_c6_per_tensor_bias(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32:0, {0.25, 0.25}>>, %b: tensor<2x!quant.uniform<i32:f32, 0.125>>) {
  // expected-error @+1 {{'quantkit.conv2d' op bias must be per-axis where 'filter' is per-axis}}
  %0 = quantkit.conv2d %in, %f, %b : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32:0, {0.25, 0.25}>>, tensor<2x!quant.uniform<i32:f32, 0.125>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: the axis of a per-axis bias. The bias has rank 1 (conv2d_c5), so
// any other axis already breaks per-axis integrity (quant_type_c2).
func.func @typing_c6_axis(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32:0, {0.25, 0.25}>>, %b: tensor<2x!quant.uniform<i32:f32:1, {0.125, 0.125}>>) {
  // expected-error @+1 {{'quantkit.conv2d' op operand #2: quantized dimension 1 of '!quant.uniform<i32:f32:1, {1.250000e-01,1.250000e-01}>' must be less than the rank 1 of 'tensor<2x!quant.uniform<i32:f32:1, {1.250000e-01,1.250000e-01}>>'}}
  %0 = quantkit.conv2d %in, %f, %b : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32:0, {0.25, 0.25}>>, tensor<2x!quant.uniform<i32:f32:1, {0.125, 0.125}>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: zero point 0.
func.func @typing_c6_zero_point(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<4x!quant.uniform<i32:f32, 0.125:3>>) {
  // expected-error @+1 {{'quantkit.matmul' op bias zero point must be 0, got 3}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<i32:f32, 0.125:3>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: zero point 0 on every channel.
func.func @typing_c6_zero_point_per_axis(%in: tensor<1x3x3x2xf32>, %f: tensor<3x3x2x!quant.uniform<i8:f32:2, {0.25, 0.5}>>, %i: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %b: tensor<2x!quant.uniform<i32:f32:0, {0.125, 0.25:-1}>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op bias zero point must be 0, got -1}}
  %0 = quantkit.depthwise_conv2d %i, %f, %b : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32:2, {0.25, 0.5}>>, tensor<2x!quant.uniform<i32:f32:0, {0.125, 0.25:-1}>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: scale s_lhs * s_rhs, per tensor.
func.func @typing_c6_scale(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<4x!quant.uniform<i32:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op bias scale 2.500000e-01 (channel 0) must equal the product of the input and weight scales 1.250000e-01}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<i32:f32, 0.25>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: the relative tolerance is 1e-6; 0.1250002 is off by 1.6e-6.
func.func @typing_c6_scale_tolerance(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<4x!quant.uniform<i32:f32, 0.1250002>>) {
  // expected-error @+1 {{must equal the product of the input and weight scales 1.250000e-01}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<i32:f32, 0.1250002>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: scale s_lhs * s_rhs, per channel.
func.func @typing_c6_scale_per_channel(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x2x!quant.uniform<i8:f32:1, {0.25, 0.5}>>, %b: tensor<2x!quant.uniform<i32:f32:0, {0.125, 0.125}>>) {
  // expected-error @+1 {{'quantkit.matmul' op bias scale 1.250000e-01 (channel 1) must equal the product of the input and weight scales 2.500000e-01}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x2x!quant.uniform<i8:f32:1, {0.25, 0.5}>>, tensor<2x!quant.uniform<i32:f32:0, {0.125, 0.125}>>) -> tensor<2x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: as many bias scales as weight scales (dynamic sizes hide it
// from the shape rules).
func.func @typing_c6_scale_count(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x?x!quant.uniform<i8:f32:1, {0.25, 0.5}>>, %b: tensor<?x!quant.uniform<i32:f32:0, {0.125, 0.25, 0.25}>>) {
  // expected-error @+1 {{'quantkit.matmul' op bias has 3 scales but 'rhs' has 2}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x?x!quant.uniform<i8:f32:1, {0.25, 0.5}>>, tensor<?x!quant.uniform<i32:f32:0, {0.125, 0.25, 0.25}>>) -> tensor<2x?x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: with f64 scales the expected bias scale 1e300 * 1e300
// overflows to inf, which every scale would "nearly equal".
func.func @typing_c6_scale_overflow(%a: tensor<2x3x!quant.uniform<i8:f64, 1.0e300>>, %w: tensor<3x4x!quant.uniform<i8:f64, 1.0e300>>, %b: tensor<4x!quant.uniform<i32:f64, 1.0>>) {
  // expected-error @+1 {{'quantkit.matmul' op the product of the input and weight scales INF (channel 0) is outside the range [4.940656e-324, 1.797693e+308] of 'f64', so no bias scale can equal it (typing_c6)}}
  %0 = "quantkit.matmul"(%a, %w, %b) : (tensor<2x3x!quant.uniform<i8:f64, 1.0e300>>, tensor<3x4x!quant.uniform<i8:f64, 1.0e300>>, tensor<4x!quant.uniform<i32:f64, 1.0>>) -> tensor<2x4x!quant.uniform<i8:f64, 1.0>>
  return
}

// -----

// typing_c6: 1e-200 * 1e-200 underflows to 0, no scale at all.
func.func @typing_c6_scale_underflow(%a: tensor<2x3x!quant.uniform<i8:f64, 1.0e-200>>, %w: tensor<3x2x!quant.uniform<i8:f64:1, {1.0, 1.0e-200}>>, %b: tensor<2x!quant.uniform<i32:f64:0, {1.0e-200, 1.0e-300}>>) {
  // expected-error @+1 {{'quantkit.matmul' op the product of the input and weight scales 0.000000e+00 (channel 1) is outside the range [4.940656e-324, 1.797693e+308] of 'f64', so no bias scale can equal it (typing_c6)}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f64, 1.0e-200>>, tensor<3x2x!quant.uniform<i8:f64:1, {1.0, 1.0e-200}>>, tensor<2x!quant.uniform<i32:f64:0, {1.0e-200, 1.0e-300}>>) -> tensor<2x2x!quant.uniform<i8:f64, 1.0>>
  return
}

// -----

// typing_c6: with f32 scales the product fits a double but not an f32 scale.
func.func @typing_c6_scale_beyond_f32(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 1.0e30>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 1.0e30>>, %b: tensor<2x!quant.uniform<i32:f32, 1.0>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op the product of the input and weight scales 1.000000e+60 (channel 0) is outside the range [1.401298e-45, 3.402823e+38] of 'f32', so no bias scale can equal it (typing_c6)}}
  %0 = quantkit.depthwise_conv2d %in, %f, %b : (tensor<1x3x3x2x!quant.uniform<i8:f32, 1.0e30>>, tensor<3x3x2x!quant.uniform<i8:f32, 1.0e30>>, tensor<2x!quant.uniform<i32:f32, 1.0>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c7
func.func @typing_c7_expressed(%a: tensor<2x3xf32>, %w: tensor<3x4x!quant.uniform<i8:f16, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op hybrid form needs element type of 'lhs' ('f32') = expressed type of 'rhs' ('f16') = element type of the result ('f32')}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3xf32>, tensor<3x4x!quant.uniform<i8:f16, 0.25>>) -> tensor<2x4xf32>
  return
}

// -----

// typing_c7
func.func @typing_c7_result(%in: tensor<1x3x3x2xf32>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op hybrid form needs element type of 'input' ('f32') = expressed type of 'filter' ('f32') = element type of the result ('f16')}}
  %0 = quantkit.conv2d %in, %f : (tensor<1x3x3x2xf32>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2xf16>
  return
}

// -----

// typing_c7
func.func @typing_c7_quantized_bias(%a: tensor<2x3xf32>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<4x!quant.uniform<i32:f32, 0.125>>) {
  // expected-error @+1 {{'quantkit.matmul' op hybrid form needs a 'f32' bias, got 'tensor<4x!quant.uniform<i32:f32, 1.250000e-01>>'}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3xf32>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<i32:f32, 0.125>>) -> tensor<2x4xf32>
  return
}

// -----

// typing_c7
func.func @typing_c7_bias_type(%in: tensor<1x3x3x2xf32>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>, %b: tensor<2xf16>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op hybrid form needs a 'f32' bias, got 'tensor<2xf16>'}}
  %0 = quantkit.depthwise_conv2d %in, %f, %b : (tensor<1x3x3x2xf32>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>, tensor<2xf16>) -> tensor<1x1x1x2xf32>
  return
}
