// Negative tests of quantkit.stats, quantkit.stats_ref and
// quantkit.coupled_ref: the stats_c*, stats_ref_c* and coupled_ref_c* rules,
// then what ODS reports (attribute kinds, missing attributes, result type).
// Every case must give a located error, never a crash.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics

// stats_c1
func.func @stats_c1(%a: tensor<4xi32>) {
  // expected-error @+1 {{'quantkit.stats' op 'arg' must be a float or a tensor of float, got 'tensor<4xi32>'}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>} : tensor<4xi32>
  return
}

// -----

// stats_c1
func.func @stats_c1_vector(%a: vector<4xf32>) {
  // expected-error @+1 {{'arg' must be a float or a tensor of float, got 'vector<4xf32>'}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>} : vector<4xf32>
  return
}

// -----

// stats_c1
func.func @stats_c1_memref(%a: memref<4xf32>) {
  // expected-error @+1 {{'arg' must be a float or a tensor of float, got 'memref<4xf32>'}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>} : memref<4xf32>
  return
}

// -----

// stats_c1
func.func @stats_c1_quantized(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'arg' must be a float or a tensor of float}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>} : tensor<4x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// stats_c2
func.func @stats_c2_shape(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.stats' op 'layerStats' must have shape [2], got [3]}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0, 2.0]> : tensor<3xf32>} : tensor<4xf32>
  return
}

// -----

// stats_c2
func.func @stats_c2_rank(%a: tensor<4xf32>) {
  // expected-error @+1 {{'layerStats' must have shape [2], got [1, 2]}}
  %0 = quantkit.stats %a {layerStats = dense<[[0.0, 1.0]]> : tensor<1x2xf32>} : tensor<4xf32>
  return
}

// -----

// stats_c2
func.func @stats_c2_order(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.stats' op 'layerStats' [2.000000e+00, 1.000000e+00] must be finite with min <= max}}
  %0 = quantkit.stats %a {layerStats = dense<[2.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  return
}

// -----

// stats_c2
func.func @stats_c2_nan(%a: tensor<4xf32>) {
  // expected-error @+1 {{'layerStats' [nan, 1.000000e+00] must be finite with min <= max}}
  %0 = quantkit.stats %a {layerStats = dense<[0x7FC00000, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  return
}

// -----

// stats_c2
func.func @stats_c2_inf(%a: tensor<4xf32>) {
  // expected-error @+1 {{'layerStats' [-1.000000e+00, INF] must be finite with min <= max}}
  %0 = quantkit.stats %a {layerStats = dense<[-1.0, 0x7F800000]> : tensor<2xf32>} : tensor<4xf32>
  return
}

// -----

// stats_c3
func.func @stats_c3_no_axis(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.stats' op 'axisStats' and 'axis' must be given together}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axisStats = dense<0.0> : tensor<4x2xf32>} : tensor<4xf32>
  return
}

// -----

// stats_c3
func.func @stats_c3_no_axis_stats(%a: tensor<4xf32>) {
  // expected-error @+1 {{'axisStats' and 'axis' must be given together}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axis = 0 : i64} : tensor<4xf32>
  return
}

// -----

// stats_c4
func.func @stats_c4_shape(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.stats' op 'axisStats' must have shape [N, 2], got [4, 3]}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axisStats = dense<0.0> : tensor<4x3xf32>, axis = 0 : i64} : tensor<4xf32>
  return
}

// -----

// stats_c4
func.func @stats_c4_rank(%a: tensor<4xf32>) {
  // expected-error @+1 {{'axisStats' must have shape [N, 2], got [8]}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axisStats = dense<0.0> : tensor<8xf32>, axis = 0 : i64} : tensor<4xf32>
  return
}

// -----

// stats_c4
func.func @stats_c4_row(%a: tensor<2xf32>) {
  // expected-error @+1 {{'quantkit.stats' op 'axisStats' row 1 [3.000000e+00, -3.000000e+00] must be finite with min <= max}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axisStats = dense<[[0.0, 1.0], [3.0, -3.0]]> : tensor<2x2xf32>, axis = 0 : i64} : tensor<2xf32>
  return
}

// -----

// stats_c5
func.func @stats_c5_axis(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.stats' op 'axis' 1 must be a dimension of the ranked 'arg' 'tensor<4xf32>'}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axisStats = dense<0.0> : tensor<4x2xf32>, axis = 1 : i64} : tensor<4xf32>
  return
}

// -----

// stats_c5
func.func @stats_c5_negative_axis(%a: tensor<4xf32>) {
  // expected-error @+1 {{'axis' -1 must be a dimension of the ranked 'arg'}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axisStats = dense<0.0> : tensor<4x2xf32>, axis = -1 : i64} : tensor<4xf32>
  return
}

// -----

// stats_c5
func.func @stats_c5_unranked(%a: tensor<*xf32>) {
  // expected-error @+1 {{'axis' 0 must be a dimension of the ranked 'arg' 'tensor<*xf32>'}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axisStats = dense<0.0> : tensor<4x2xf32>, axis = 0 : i64} : tensor<*xf32>
  return
}

// -----

// stats_c5
func.func @stats_c5_rows(%a: tensor<8x3xf32>) {
  // expected-error @+1 {{'quantkit.stats' op 'axisStats' has 4 rows but dimension 1 of 'arg' has 3 entries}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axisStats = dense<0.0> : tensor<4x2xf32>, axis = 1 : i64} : tensor<8x3xf32>
  return
}

// -----

func.func @stats_f64(%a: tensor<4xf32>) {
  // expected-error @+1 {{attribute 'layerStats' failed to satisfy constraint: 32-bit float elements attribute}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf64>} : tensor<4xf32>
  return
}

// -----

func.func @stats_axis_i32(%a: tensor<4xf32>) {
  // expected-error @+1 {{attribute 'axis' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axisStats = dense<0.0> : tensor<4x2xf32>, axis = 0 : i32} : tensor<4xf32>
  return
}

// -----

func.func @stats_missing_layer_stats(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.stats' op requires attribute 'layerStats'}}
  %0 = quantkit.stats %a : tensor<4xf32>
  return
}

// -----

func.func @stats_result_type(%a: tensor<4xf32>) {
  // expected-error @+1 {{requires the same type for all operands and results}}
  %0 = "quantkit.stats"(%a) <{layerStats = dense<[0.0, 1.0]> : tensor<2xf32>}> : (tensor<4xf32>) -> tensor<4xf16>
  return
}

// -----

// stats_ref_c1
func.func @stats_ref_c1(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.stats_ref' op 'statsKey' must not be empty}}
  %0 = quantkit.stats_ref %a {statsKey = ""} : tensor<4xf32>
  return
}

// -----

func.func @stats_ref_key_kind(%a: tensor<4xf32>) {
  // expected-error @+1 {{attribute 'statsKey' failed to satisfy constraint: string attribute}}
  %0 = quantkit.stats_ref %a {statsKey = 3 : i64} : tensor<4xf32>
  return
}

// -----

// stats_ref_c2 (QuantKit extension: per-axis statistics)
func.func @stats_ref_c2_axis_out_of_range(%a: tensor<4x3xf32>) {
  // expected-error @+1 {{'quantkit.stats_ref' op 'axis' 2 must be a dimension of a ranked tensor of float, got 'tensor<4x3xf32>'}}
  %0 = quantkit.stats_ref %a {statsKey = "k", axis = 2 : i64} : tensor<4x3xf32>
  return
}

// -----

// stats_ref_c2
func.func @stats_ref_c2_negative_axis(%a: tensor<4x3xf32>) {
  // expected-error @+1 {{'quantkit.stats_ref' op 'axis' -1 must be a dimension of a ranked tensor of float}}
  %0 = quantkit.stats_ref %a {statsKey = "k", axis = -1 : i64} : tensor<4x3xf32>
  return
}

// -----

// stats_ref_c2
func.func @stats_ref_c2_scalar(%a: f32) {
  // expected-error @+1 {{'quantkit.stats_ref' op 'axis' 0 must be a dimension of a ranked tensor of float, got 'f32'}}
  %0 = quantkit.stats_ref %a {statsKey = "k", axis = 0 : i64} : f32
  return
}

// -----

// stats_ref_c2
func.func @stats_ref_c2_integer(%a: tensor<4x3xi8>) {
  // expected-error @+1 {{'quantkit.stats_ref' op 'axis' 1 must be a dimension of a ranked tensor of float, got 'tensor<4x3xi8>'}}
  %0 = quantkit.stats_ref %a {statsKey = "k", axis = 1 : i64} : tensor<4x3xi8>
  return
}

// -----

// coupled_ref_c1
func.func @coupled_ref_c1(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.coupled_ref' op 'coupledKey' must not be empty}}
  %0 = quantkit.coupled_ref %a {coupledKey = ""} : tensor<4xf32>
  return
}

// -----

func.func @coupled_ref_missing_key(%a: tensor<4xf32>) {
  // expected-error @+1 {{requires attribute 'coupledKey'}}
  %0 = "quantkit.coupled_ref"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return
}
