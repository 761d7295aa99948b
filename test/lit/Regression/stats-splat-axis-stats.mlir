// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics

// Found by quantkit-fuzz: the quantkit.stats verifier expanded 'axisStats'
// into a vector, so a huge splat (a few bytes of IR) took minutes and
// gigabytes. A splat is one row repeated: it is checked once.

func.func @huge_splat_axis_stats(%a: tensor<4x3xf32>) {
  // expected-error @+1 {{'axisStats' has 2147483647 rows but dimension 1 of 'arg' has 3 entries}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axisStats = dense<0.0> : tensor<2147483647x2xf32>, axis = 1 : i64} : tensor<4x3xf32>
  return
}

// -----

func.func @splat_axis_stats_nan(%a: tensor<4x3xf32>) {
  // expected-error @+1 {{'axisStats' row 0}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axisStats = dense<0x7FC00000> : tensor<3x2xf32>, axis = 1 : i64} : tensor<4x3xf32>
  return
}
