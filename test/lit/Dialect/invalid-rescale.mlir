// Negative tests of quantkit.rescale: the rescale_c* rules, then the
// #quantkit.rounding attribute as the parser and ODS reject it. Every case
// must give a located error, never a crash.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics

// rescale_c1
func.func @rescale_c1_float(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.rescale' op operand and result must be !quant.uniform scalars or tensors, got 'tensor<4xf32>' and 'tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>'}}
  %0 = quantkit.rescale %a : tensor<4xf32> to tensor<4x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// rescale_c1
func.func @rescale_c1_any(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{operand and result must be !quant.uniform scalars or tensors}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<4x!quant.any<i8:f32>>
  return
}

// -----

// rescale_c1
func.func @rescale_c1_storage(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{operand and result must be !quant.uniform scalars or tensors}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<4xi8>
  return
}

// -----

// rescale_c2
func.func @rescale_c2(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.rescale' op operand and result must have the same shape}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<5x!quant.uniform<i8:f32, 0.25>>
  return
}

// -----

// rescale_c2
func.func @rescale_c2_scalar(%a: !quant.uniform<i8:f32, 0.5>) {
  // expected-error @+1 {{operand and result must have the same shape}}
  %0 = quantkit.rescale %a : !quant.uniform<i8:f32, 0.5> to tensor<1x!quant.uniform<i8:f32, 0.25>>
  return
}

// -----

// rescale_c3
func.func @rescale_c3(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.rescale' op operand and result must have the same expressed type}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<4x!quant.uniform<i8:f16, 0.25>>
  return
}

// -----

func.func @rounding_unknown(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+2 {{expected ::mlir::quantkit::Rounding to be one of: gemmlowp, single_round, double_round, float_rne}}
  // expected-error @+1 {{failed to parse QuantKit_RoundingAttr parameter 'value'}}
  %0 = quantkit.rescale %a {rounding = #quantkit.rounding<nearest>} : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<4x!quant.uniform<i8:f32, 0.25>>
  return
}

// -----

func.func @rounding_integer(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{attribute 'rounding' failed to satisfy constraint}}
  %0 = quantkit.rescale %a {rounding = 1 : i32} : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<4x!quant.uniform<i8:f32, 0.25>>
  return
}

// -----

func.func @rounding_string_property(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{Invalid attribute `rounding` in property conversion: "gemmlowp"}}
  %0 = "quantkit.rescale"(%a) <{rounding = "gemmlowp"}> : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.25>>
  return
}

// -----

func.func @rounding_unknown_attribute(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{unknown attribute `round` in dialect `quantkit`}}
  %0 = quantkit.rescale %a {rounding = #quantkit.round<gemmlowp>} : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<4x!quant.uniform<i8:f32, 0.25>>
  return
}
