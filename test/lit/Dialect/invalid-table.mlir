// Negative tests of quantkit.logistic, quantkit.tanh, quantkit.hard_swish and
// quantkit.gelu: the table_c* rules, then what ODS reports (operand count,
// the `approximate` attribute). Every case must give a located
// error, never a crash.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics

// table_c1
func.func @table_c1(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.logistic' op input and result must have the same shape}}
  %0 = quantkit.logistic %a : tensor<4x!quant.uniform<i8:f32, 0.5>> -> tensor<2x2x!quant.uniform<i8:f32, 0.00390625:-128>>
  return
}

// -----

// table_c2
func.func @table_c2_float(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.tanh' op input and result must be tensors of per-tensor !quant.uniform, got 'tensor<4xf32>' and 'tensor<4x!quant.uniform<i8:f32, 7.812500e-03>>'}}
  %0 = quantkit.tanh %a : tensor<4xf32> -> tensor<4x!quant.uniform<i8:f32, 0.0078125>>
  return
}

// -----

// table_c2
func.func @table_c2_per_axis(%a: tensor<2x!quant.uniform<i8:f32:0, {0.25, 0.5}>>) {
  // expected-error @+1 {{'quantkit.logistic' op input and result must be tensors of per-tensor !quant.uniform}}
  %0 = quantkit.logistic %a : tensor<2x!quant.uniform<i8:f32:0, {0.25, 0.5}>> -> tensor<2x!quant.uniform<i8:f32, 0.00390625:-128>>
  return
}

// -----

// table_c2
func.func @table_c2_expressed(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.logistic' op input and result must share one expressed type}}
  %0 = quantkit.logistic %a : tensor<4x!quant.uniform<i8:f32, 0.5>> -> tensor<4x!quant.uniform<i8:f16, 0.00390625:-128>>
  return
}

// -----

// table_c3
func.func @table_c3(%a: tensor<4x!quant.uniform<i32:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.tanh' op input storage must have at most 16 bits (one table entry per storage value), got 32}}
  %0 = quantkit.tanh %a : tensor<4x!quant.uniform<i32:f32, 0.5>> -> tensor<4x!quant.uniform<i8:f32, 0.0078125>>
  return
}

// -----

// table_c1
func.func @hard_swish_shape(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.hard_swish' op input and result must have the same shape}}
  %0 = quantkit.hard_swish %a : tensor<2x3x!quant.uniform<i8:f32, 0.5>> -> tensor<3x2x!quant.uniform<i8:f32, 0.25:-100>>
  return
}

// -----

// table_c2
func.func @hard_swish_float_result(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.hard_swish' op input and result must be tensors of per-tensor !quant.uniform, got 'tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>' and 'tensor<4xf32>'}}
  %0 = quantkit.hard_swish %a : tensor<4x!quant.uniform<i8:f32, 0.5>> -> tensor<4xf32>
  return
}

// -----

// table_c3
func.func @hard_swish_wide(%a: tensor<4x!quant.uniform<i24:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.hard_swish' op input storage must have at most 16 bits (one table entry per storage value), got 24}}
  %0 = quantkit.hard_swish %a : tensor<4x!quant.uniform<i24:f32, 0.5>> -> tensor<4x!quant.uniform<i8:f32, 0.25:-100>>
  return
}

// -----

// sub_channel_c1
func.func @table_sub_channel(%a: tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{0.5, 0.25}, {0.5, 0.25}}>>) {
  // expected-error @+1 {{sub-channel quantized type}}
  %0 = quantkit.logistic %a : tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{0.5, 0.25}, {0.5, 0.25}}>> -> tensor<2x4x!quant.uniform<i8:f32, 0.00390625:-128>>
  return
}

// -----

func.func @table_missing_operand() {
  // expected-error @+1 {{'quantkit.logistic' op requires a single operand}}
  %0 = "quantkit.logistic"() : () -> tensor<4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// table_c1
func.func @gelu_shape(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.gelu' op input and result must have the same shape}}
  %0 = quantkit.gelu %a : tensor<2x3x!quant.uniform<i8:f32, 0.5>> -> tensor<3x2x!quant.uniform<i8:f32, 0.25:-100>>
  return
}

// -----

// table_c2
func.func @gelu_per_axis_result(%a: tensor<2x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.gelu' op input and result must be tensors of per-tensor !quant.uniform}}
  %0 = quantkit.gelu %a approximate : tensor<2x!quant.uniform<i8:f32, 0.5>> -> tensor<2x!quant.uniform<i8:f32:0, {0.25, 0.5}>>
  return
}

// -----

// table_c3
func.func @gelu_wide(%a: tensor<4x!quant.uniform<i32:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.gelu' op input storage must have at most 16 bits (one table entry per storage value), got 32}}
  %0 = quantkit.gelu %a : tensor<4x!quant.uniform<i32:f32, 0.5>> -> tensor<4x!quant.uniform<i8:f32, 0.25:-100>>
  return
}

// -----

func.func @gelu_approximate_not_unit(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.gelu' op attribute 'approximate' failed to satisfy constraint: unit attribute}}
  %0 = "quantkit.gelu"(%a) {approximate = true} : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.25>>
  return
}
