// Negative tests of quantkit.add and quantkit.mul: the binary_c* rules, then
// what ODS reports (operand count). Every case must give a located error,
// never a crash.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics

// binary_c1
func.func @binary_c1(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>, %b: tensor<5x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.add' op operands and result must have the same shape}}
  %0 = quantkit.add %a, %b : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<5x!quant.uniform<i8:f32, 0.25>>) -> tensor<4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// binary_c1
func.func @binary_c1_result(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>, %b: tensor<4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.mul' op operands and result must have the same shape}}
  %0 = quantkit.mul %a, %b : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// binary_c2
func.func @binary_c2_float(%a: tensor<4xf32>, %b: tensor<4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.add' op operands and result must be tensors of per-tensor !quant.uniform, got 'tensor<4xf32>'}}
  %0 = quantkit.add %a, %b : (tensor<4xf32>, tensor<4x!quant.uniform<i8:f32, 0.25>>) -> tensor<4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// binary_c2
func.func @binary_c2_per_axis(%a: tensor<2x!quant.uniform<i8:f32, 0.5>>, %b: tensor<2x!quant.uniform<i8:f32:0, {0.25, 0.5}>>) {
  // expected-error @+1 {{'quantkit.mul' op operands and result must be tensors of per-tensor !quant.uniform, got 'tensor<2x!quant.uniform<i8:f32:0, {2.500000e-01,5.000000e-01}>>'}}
  %0 = quantkit.mul %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32:0, {0.25, 0.5}>>) -> tensor<2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// binary_c2
func.func @binary_c2_expressed(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>, %b: tensor<4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.add' op operands and result must share one expressed type}}
  %0 = quantkit.add %a, %b : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<4x!quant.uniform<i8:f32, 0.25>>) -> tensor<4x!quant.uniform<i8:f16, 1.0>>
  return
}

// -----

func.func @binary_missing_operand(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.add' op expected 2 operands, but found 1}}
  %0 = "quantkit.add"(%a) : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 1.0>>
  return
}
