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
