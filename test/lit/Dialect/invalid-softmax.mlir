// Negative tests of quantkit.softmax: the softmax_c* rules and what ODS
// reports for a missing axis. Every case must give a located error, never a
// crash.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics

// softmax_c1
func.func @softmax_c1_shape(%a: tensor<2x4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.softmax' op input and result must have the same shape}}
  %0 = quantkit.softmax %a {axis = 1 : i64} : tensor<2x4x!quant.uniform<i8:f32, 0.5>> -> tensor<8x!quant.uniform<i8:f32, 0.00390625:-128>>
  return
}

// -----

// softmax_c1
func.func @softmax_c1_axis(%a: tensor<2x4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.softmax' op axis 2 is not a dimension of 'tensor<2x4x!quant.uniform<i8:f32, 5.000000e-01>>'}}
  %0 = quantkit.softmax %a {axis = 2 : i64} : tensor<2x4x!quant.uniform<i8:f32, 0.5>> -> tensor<2x4x!quant.uniform<i8:f32, 0.00390625:-128>>
  return
}

// -----

// softmax_c1
func.func @softmax_c1_negative_axis(%a: tensor<2x4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.softmax' op axis -1 is not a dimension of}}
  %0 = quantkit.softmax %a {axis = -1 : i64} : tensor<2x4x!quant.uniform<i8:f32, 0.5>> -> tensor<2x4x!quant.uniform<i8:f32, 0.00390625:-128>>
  return
}

// -----

// softmax_c1
func.func @softmax_c1_scalar(%a: tensor<!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.softmax' op axis 0 is not a dimension of 'tensor<!quant.uniform<i8:f32, 5.000000e-01>>'}}
  %0 = quantkit.softmax %a {axis = 0 : i64} : tensor<!quant.uniform<i8:f32, 0.5>> -> tensor<!quant.uniform<i8:f32, 0.00390625:-128>>
  return
}

// -----

// softmax_c2
func.func @softmax_c2_float(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.softmax' op input and result must be tensors of per-tensor !quant.uniform, got 'tensor<4xf32>'}}
  %0 = quantkit.softmax %a {axis = 0 : i64} : tensor<4xf32> -> tensor<4x!quant.uniform<i8:f32, 0.00390625:-128>>
  return
}

// -----

// softmax_c2
func.func @softmax_c2_per_axis(%a: tensor<2x!quant.uniform<i8:f32:0, {0.25, 0.5}>>) {
  // expected-error @+1 {{'quantkit.softmax' op input and result must be tensors of per-tensor !quant.uniform}}
  %0 = quantkit.softmax %a {axis = 0 : i64} : tensor<2x!quant.uniform<i8:f32:0, {0.25, 0.5}>> -> tensor<2x!quant.uniform<i8:f32, 0.00390625:-128>>
  return
}

// -----

// softmax_c2
func.func @softmax_c2_expressed(%a: tensor<4x!quant.uniform<i8:f16, 0.5>>) {
  // expected-error @+1 {{'quantkit.softmax' op input and result must share one expressed type}}
  %0 = quantkit.softmax %a {axis = 0 : i64} : tensor<4x!quant.uniform<i8:f16, 0.5>> -> tensor<4x!quant.uniform<i8:f32, 0.00390625:-128>>
  return
}

// -----

// softmax_c2
func.func @softmax_c2_wide(%a: tensor<4x!quant.uniform<i32:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.softmax' op input storage must have at most 16 bits (one exponential per difference of stored values), got 32}}
  %0 = quantkit.softmax %a {axis = 0 : i64} : tensor<4x!quant.uniform<i32:f32, 0.5>> -> tensor<4x!quant.uniform<i8:f32, 0.00390625:-128>>
  return
}

// -----

// softmax_c3: 1/255 is not a power of two.
func.func @softmax_c3_scale(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.softmax' op output scale must be 2^-m for an integer m in [0, 30], got 3.921569e-03}}
  %0 = quantkit.softmax %a {axis = 0 : i64} : tensor<4x!quant.uniform<i8:f32, 0.5>> -> tensor<4x!quant.uniform<i8:f32, 0.00392156862745098:-128>>
  return
}

// -----

// softmax_c3: 2 = 2^1, m = -1.
func.func @softmax_c3_coarse(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.softmax' op output scale must be 2^-m for an integer m in [0, 30], got 2}}
  %0 = quantkit.softmax %a {axis = 0 : i64} : tensor<4x!quant.uniform<i8:f32, 0.5>> -> tensor<4x!quant.uniform<i8:f32, 2.0>>
  return
}

// -----

// softmax_c3: 2^-31.
func.func @softmax_c3_fine(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.softmax' op output scale must be 2^-m for an integer m in [0, 30], got 4.6566}}
  %0 = quantkit.softmax %a {axis = 0 : i64} : tensor<4x!quant.uniform<i8:f32, 0.5>> -> tensor<4x!quant.uniform<i32:f32, 4.656612873077393e-10>>
  return
}

// -----

// softmax_c4
func.func @softmax_c4_zero(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.softmax' op beta must be finite and positive, got 0}}
  %0 = quantkit.softmax %a {axis = 0 : i64, beta = 0.0} : tensor<4x!quant.uniform<i8:f32, 0.5>> -> tensor<4x!quant.uniform<i8:f32, 0.00390625:-128>>
  return
}

// -----

// softmax_c4
func.func @softmax_c4_inf(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.softmax' op beta must be finite and positive, got INF}}
  %0 = quantkit.softmax %a {axis = 0 : i64, beta = 0x7FF0000000000000 : f64} : tensor<4x!quant.uniform<i8:f32, 0.5>> -> tensor<4x!quant.uniform<i8:f32, 0.00390625:-128>>
  return
}

// -----

// sub_channel_c1
func.func @softmax_sub_channel(%a: tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{0.5, 0.25}, {0.5, 0.25}}>>) {
  // expected-error @+1 {{'quantkit.softmax' op}}
  %0 = quantkit.softmax %a {axis = 1 : i64} : tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{0.5, 0.25}, {0.5, 0.25}}>> -> tensor<2x4x!quant.uniform<i8:f32, 0.00390625:-128>>
  return
}

// -----

// ODS: axis is required.
func.func @softmax_no_axis(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.softmax' op requires attribute 'axis'}}
  %0 = quantkit.softmax %a : tensor<4x!quant.uniform<i8:f32, 0.5>> -> tensor<4x!quant.uniform<i8:f32, 0.00390625:-128>>
  return
}

// -----

// softmax_c4
func.func @softmax_c4_nan(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.softmax' op beta must be finite and positive, got nan}}
  %0 = quantkit.softmax %a {axis = 0 : i64, beta = 0x7FF8000000000000 : f64} : tensor<4x!quant.uniform<i8:f32, 0.5>> -> tensor<4x!quant.uniform<i8:f32, 0.00390625:-128>>
  return
}

// -----

// softmax_c4
func.func @softmax_c4_negative(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.softmax' op beta must be finite and positive, got -1}}
  %0 = quantkit.softmax %a {axis = 0 : i64, beta = -1.0} : tensor<4x!quant.uniform<i8:f32, 0.5>> -> tensor<4x!quant.uniform<i8:f32, 0.00390625:-128>>
  return
}
