// Negative tests of quantkit.max_pool2d and quantkit.avg_pool2d: the pool_c*
// rules, then what ODS and the parser report (missing kernel, attribute
// kinds, rounding values). Every case must give a located error, never a
// crash.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics

// pool_c1
func.func @pool_c1_rank(%in: tensor<4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.max_pool2d' op expects rank-4 NHWC input and result of per-tensor !quant.uniform}}
  %0 = quantkit.max_pool2d %in {kernel = array<i64: 2, 2>} : tensor<4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<3x3x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// pool_c1
func.func @pool_c1_float(%in: tensor<1x4x4x1xf32>) {
  // expected-error @+1 {{'quantkit.avg_pool2d' op expects rank-4 NHWC input and result of per-tensor !quant.uniform}}
  %0 = quantkit.avg_pool2d %in {kernel = array<i64: 2, 2>} : tensor<1x4x4x1xf32> -> tensor<1x3x3x1xf32>
  return
}

// -----

// pool_c1
func.func @pool_c1_per_axis(%in: tensor<1x4x4x2x!quant.uniform<i8:f32:3, {0.5, 0.25}>>) {
  // expected-error @+1 {{expects rank-4 NHWC input and result of per-tensor !quant.uniform}}
  %0 = quantkit.max_pool2d %in {kernel = array<i64: 2, 2>} : tensor<1x4x4x2x!quant.uniform<i8:f32:3, {0.5, 0.25}>> -> tensor<1x3x3x2x!quant.uniform<i8:f32:3, {0.5, 0.25}>>
  return
}

// -----

// pool_c2
func.func @pool_c2_scale(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>) {
  // expected-error @+1 {{'quantkit.max_pool2d' op input and result must share storage, scale and zero point, got '!quant.uniform<i8:f32, 5.000000e-01:3>' and '!quant.uniform<i8:f32, 2.500000e-01:3>'}}
  %0 = quantkit.max_pool2d %in {kernel = array<i64: 2, 2>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.25:3>>
  return
}

// -----

// pool_c2
func.func @pool_c2_zero_point(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>) {
  // expected-error @+1 {{'quantkit.avg_pool2d' op input and result must share storage, scale and zero point}}
  %0 = quantkit.avg_pool2d %in {kernel = array<i64: 2, 2>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.5:4>>
  return
}

// -----

// pool_c2
func.func @pool_c2_storage(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{input and result must share storage, scale and zero point}}
  %0 = quantkit.avg_pool2d %in {kernel = array<i64: 2, 2>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x1x!quant.uniform<i16:f32, 0.5>>
  return
}

// -----

// pool_c2
func.func @pool_c2_storage_range(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{input and result must share storage, scale and zero point}}
  %0 = quantkit.max_pool2d %in {kernel = array<i64: 2, 2>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x1x!quant.uniform<i8<-127:127>:f32, 0.5>>
  return
}

// -----

// pool_c3
func.func @pool_c3_kernel(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.max_pool2d' op 'kernel' entries must be positive, got 0}}
  %0 = quantkit.max_pool2d %in {kernel = array<i64: 0, 2>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// pool_c3
func.func @pool_c3_kernel_count(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'kernel' must have 2 entries, got 3}}
  %0 = quantkit.max_pool2d %in {kernel = array<i64: 2, 2, 1>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// pool_c3
func.func @pool_c3_strides(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.avg_pool2d' op 'strides' entries must be positive, got -1}}
  %0 = quantkit.avg_pool2d %in {kernel = array<i64: 2, 2>, strides = array<i64: -1, 1>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// pool_c3
func.func @pool_c3_padding_count(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'padding' must have 4 entries, got 2}}
  %0 = quantkit.avg_pool2d %in {kernel = array<i64: 2, 2>, padding = array<i64: 1, 1>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// pool_c3
func.func @pool_c3_padding_negative(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'padding' entries must be non-negative, got -1}}
  %0 = quantkit.avg_pool2d %in {kernel = array<i64: 2, 2>, padding = array<i64: 0, 0, 0, -1>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// pool_c3
func.func @pool_c3_padding_kernel(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.max_pool2d' op padding 2 must be smaller than the kernel size 2}}
  %0 = quantkit.max_pool2d %in {kernel = array<i64: 3, 2>, padding = array<i64: 2, 2, 0, 2>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x6x5x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// pool_c4
func.func @pool_c4_shape(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.max_pool2d' op result shape [1, 3, 3, 1] must be [1, 2, 2, 1]}}
  %0 = quantkit.max_pool2d %in {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// pool_c4
func.func @pool_c4_window(%in: tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.avg_pool2d' op the window spans 3 along W but the padded input has only 2}}
  %0 = quantkit.avg_pool2d %in {kernel = array<i64: 1, 3>} : tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x2x1x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// pool_c4
func.func @pool_c4_overflow(%in: tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.max_pool2d' op the padded input or the dilated window along H overflows 64 bits}}
  %0 = quantkit.max_pool2d %in {kernel = array<i64: 9223372036854775807, 1>, padding = array<i64: 9223372036854775806, 9223372036854775806, 0, 0>} : tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @pool_missing_kernel(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.max_pool2d' op requires attribute 'kernel'}}
  %0 = quantkit.max_pool2d %in : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @pool_kernel_array_attr(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{attribute 'kernel' failed to satisfy constraint: i64 dense array attribute}}
  %0 = quantkit.avg_pool2d %in {kernel = [2, 2]} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @pool_rounding_unknown(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+2 {{expected ::mlir::quantkit::Rounding to be one of: gemmlowp, single_round, double_round, float_rne}}
  // expected-error @+1 {{failed to parse QuantKit_RoundingAttr parameter 'value'}}
  %0 = quantkit.avg_pool2d %in {kernel = array<i64: 2, 2>, rounding = #quantkit.rounding<half_even>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.5>>
  return
}
