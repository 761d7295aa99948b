// Model-constraint ops quantkit-import cannot express are rejected with
// located errors before the pass runs (their verifiers hold every rule the
// import relies on), and the pass fails rather than produce a wrong type.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(quantkit-import)' -o /dev/null

func.func @bits(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{num_bits}}
  %0 = "quantkit.const_fake_quant"(%arg0) {min = -1.0 : f32, max = 1.0 : f32,
      num_bits = 17 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @range(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{min}}
  %0 = "quantkit.const_fake_quant_per_axis"(%arg0) {min = array<f32: 1.0>,
      max = array<f32: -1.0>, axis = 0 : i64, num_bits = 8 : i64}
      : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @stats(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{layerStats}}
  %0 = "quantkit.stats"(%arg0) {layerStats = dense<[2.0, 1.0]> : tensor<2xf32>}
      : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
