// Negative tests of quantkit.const_fake_quant and
// quantkit.const_fake_quant_per_axis: the fake_quant_c* rules, then what ODS
// reports (operand types, attribute kinds, missing attributes). Every case
// must give a located error, never a crash.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics

// fake_quant_c1
func.func @fake_quant_c1_low(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.const_fake_quant' op 'num_bits' must be in [2, 16], got 1}}
  %0 = quantkit.const_fake_quant %a {min = -1.0 : f32, max = 1.0 : f32, num_bits = 1 : i64} : tensor<4xf32>
  return
}

// -----

// fake_quant_c1
func.func @fake_quant_c1_high(%a: tensor<4xf32>) {
  // expected-error @+1 {{'num_bits' must be in [2, 16], got 17}}
  %0 = quantkit.const_fake_quant %a {min = -1.0 : f32, max = 1.0 : f32, num_bits = 17 : i64} : tensor<4xf32>
  return
}

// -----

// fake_quant_c1
func.func @fake_quant_c1_per_axis(%a: tensor<2xf32>) {
  // expected-error @+1 {{'quantkit.const_fake_quant_per_axis' op 'num_bits' must be in [2, 16], got 32}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = array<f32: -1.0, -1.0>, max = array<f32: 1.0, 1.0>, axis = 0 : i64, num_bits = 32 : i64} : tensor<2xf32>
  return
}

// -----

// fake_quant_c2
func.func @fake_quant_c2_order(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.const_fake_quant' op range [1.000000e+00, -1.000000e+00] must be finite with min <= max}}
  %0 = quantkit.const_fake_quant %a {min = 1.0 : f32, max = -1.0 : f32, num_bits = 8 : i64} : tensor<4xf32>
  return
}

// -----

// fake_quant_c2
func.func @fake_quant_c2_inf(%a: tensor<4xf32>) {
  // expected-error @+1 {{range [-INF, 1.000000e+00] must be finite with min <= max}}
  %0 = quantkit.const_fake_quant %a {min = 0xFF800000 : f32, max = 1.0 : f32, num_bits = 8 : i64} : tensor<4xf32>
  return
}

// -----

// fake_quant_c2
func.func @fake_quant_c2_per_axis(%a: tensor<2xf32>) {
  // expected-error @+1 {{'quantkit.const_fake_quant_per_axis' op range of channel 1 [2.000000e+00, 1.000000e+00] must be finite with min <= max}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = array<f32: -1.0, 2.0>, max = array<f32: 1.0, 1.0>, axis = 0 : i64, num_bits = 8 : i64} : tensor<2xf32>
  return
}

// -----

// fake_quant_c2
func.func @fake_quant_c2_per_axis_nan(%a: tensor<2xf32>) {
  // expected-error @+1 {{range of channel 0 [nan, 1.000000e+00] must be finite}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = array<f32: 0x7FC00000, 0.0>, max = array<f32: 1.0, 1.0>, axis = 0 : i64, num_bits = 8 : i64} : tensor<2xf32>
  return
}

// -----

// fake_quant_c3
func.func @fake_quant_c3_lengths(%a: tensor<2xf32>) {
  // expected-error @+1 {{'quantkit.const_fake_quant_per_axis' op 'min' and 'max' must have the same, non-zero length, got 2 and 1}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = array<f32: -1.0, -1.0>, max = array<f32: 1.0>, axis = 0 : i64, num_bits = 8 : i64} : tensor<2xf32>
  return
}

// -----

// fake_quant_c3
func.func @fake_quant_c3_empty(%a: tensor<?xf32>) {
  // expected-error @+1 {{'min' and 'max' must have the same, non-zero length, got 0 and 0}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = array<f32>, max = array<f32>, axis = 0 : i64, num_bits = 8 : i64} : tensor<?xf32>
  return
}

// -----

// fake_quant_c4
func.func @fake_quant_c4_axis(%a: tensor<2xf32>) {
  // expected-error @+1 {{'quantkit.const_fake_quant_per_axis' op 'axis' 1 must be a dimension of the ranked input 'tensor<2xf32>'}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = array<f32: -1.0, -1.0>, max = array<f32: 1.0, 1.0>, axis = 1 : i64, num_bits = 8 : i64} : tensor<2xf32>
  return
}

// -----

// fake_quant_c4
func.func @fake_quant_c4_unranked(%a: tensor<*xf32>) {
  // expected-error @+1 {{'axis' 0 must be a dimension of the ranked input 'tensor<*xf32>'}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = array<f32: -1.0>, max = array<f32: 1.0>, axis = 0 : i64, num_bits = 8 : i64} : tensor<*xf32>
  return
}

// -----

// fake_quant_c4
func.func @fake_quant_c4_size(%a: tensor<4x3xf32>) {
  // expected-error @+1 {{'quantkit.const_fake_quant_per_axis' op has 2 ranges but dimension 1 of the input has 3 entries}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = array<f32: -1.0, -1.0>, max = array<f32: 1.0, 1.0>, axis = 1 : i64, num_bits = 8 : i64} : tensor<4x3xf32>
  return
}

// -----

// fake_quant_c5
func.func @fake_quant_c5(%a: vector<4xf32>) {
  // expected-error @+1 {{'quantkit.const_fake_quant' op 'inputs' must be a float or a tensor of float, got 'vector<4xf32>'}}
  %0 = quantkit.const_fake_quant %a {min = -1.0 : f32, max = 1.0 : f32, num_bits = 8 : i64} : vector<4xf32>
  return
}

// -----

func.func @fake_quant_integer_operand(%a: tensor<4xi32>) {
  // expected-error @+1 {{'quantkit.const_fake_quant' op operand #0 must be floating-point-like, but got 'tensor<4xi32>'}}
  %0 = quantkit.const_fake_quant %a {min = -1.0 : f32, max = 1.0 : f32, num_bits = 8 : i64} : tensor<4xi32>
  return
}

// -----

func.func @fake_quant_f64_bound(%a: tensor<4xf32>) {
  // expected-error @+1 {{attribute 'min' failed to satisfy constraint: 32-bit float attribute}}
  %0 = quantkit.const_fake_quant %a {min = -1.0 : f64, max = 1.0 : f32, num_bits = 8 : i64} : tensor<4xf32>
  return
}

// -----

func.func @fake_quant_missing_num_bits(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.const_fake_quant' op requires attribute 'num_bits'}}
  %0 = quantkit.const_fake_quant %a {min = -1.0 : f32, max = 1.0 : f32} : tensor<4xf32>
  return
}

// -----

func.func @fake_quant_bool_kind(%a: tensor<4xf32>) {
  // expected-error @+1 {{attribute 'narrow_range' failed to satisfy constraint: bool attribute}}
  %0 = quantkit.const_fake_quant %a {min = -1.0 : f32, max = 1.0 : f32, num_bits = 8 : i64, narrow_range = 1 : i64} : tensor<4xf32>
  return
}

// -----

func.func @fake_quant_per_axis_array_attr(%a: tensor<1xf32>) {
  // expected-error @+1 {{attribute 'min' failed to satisfy constraint: f32 dense array attribute}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = [-1.0 : f32], max = array<f32: 1.0>, axis = 0 : i64, num_bits = 8 : i64} : tensor<1xf32>
  return
}

// -----

func.func @fake_quant_per_axis_f64_array(%a: tensor<1xf32>) {
  // expected-error @+1 {{attribute 'max' failed to satisfy constraint: f32 dense array attribute}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = array<f32: -1.0>, max = array<f64: 1.0>, axis = 0 : i64, num_bits = 8 : i64} : tensor<1xf32>
  return
}

// -----

func.func @fake_quant_per_axis_missing_axis(%a: tensor<1xf32>) {
  // expected-error @+1 {{requires attribute 'axis'}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = array<f32: -1.0>, max = array<f32: 1.0>, num_bits = 8 : i64} : tensor<1xf32>
  return
}

// -----

func.func @fake_quant_per_axis_scalar(%a: f32) {
  // expected-error @+1 {{operand #0 must be tensor of floating-point values, but got 'f32'}}
  %0 = "quantkit.const_fake_quant_per_axis"(%a) <{min = array<f32: -1.0>, max = array<f32: 1.0>, axis = 0 : i64, num_bits = 8 : i64}> : (f32) -> f32
  return
}
