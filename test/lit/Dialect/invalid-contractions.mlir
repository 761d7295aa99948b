// Negative tests of the shape rules of quantkit.matmul (matmul_c*),
// quantkit.conv2d (conv2d_c*) and quantkit.depthwise_conv2d (depthwise_c*),
// then what ODS reports for them; their typing rules are in
// invalid-typing.mlir. Every case must give a located error, never a crash.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics

//===----------------------------------------------------------------------===//
// quantkit.matmul
//===----------------------------------------------------------------------===//

// matmul_c1
func.func @matmul_c1_lhs_rank(%a: tensor<3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op expects 'lhs' [..., M, K] with 'rhs' [K, N], or 'lhs' [B, M, K] with 'rhs' [B, K, N]; got ranks 1 and 2}}
  %0 = quantkit.matmul %a, %w : (tensor<3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// matmul_c1
func.func @matmul_c1_rhs_rank(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<1x1x3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{got ranks 2 and 4}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<1x1x3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// matmul_c1
func.func @matmul_c1_batched_lhs_rank(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<2x3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{got ranks 2 and 3}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// matmul_c2
func.func @matmul_c2_contracting(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<5x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op contracting sizes differ: 'lhs' [2, 3] and 'rhs' [5, 4]}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<5x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// matmul_c2
func.func @matmul_c2_batch(%a: tensor<2x2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op batch sizes differ: 'lhs' [2, 2, 3] and 'rhs' [3, 3, 4]}}
  %0 = quantkit.matmul %a, %w : (tensor<2x2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// matmul_c3
func.func @matmul_c3(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op result shape [2, 5] must be [2, 4]}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x5x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// matmul_c3
func.func @matmul_c3_rank(%a: tensor<5x2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{result shape [2, 4] must be [5, 2, 4]}}
  %0 = quantkit.matmul %a, %w : (tensor<5x2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// matmul_c4
func.func @matmul_c4(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<3x!quant.uniform<i32:f32, 0.125>>) {
  // expected-error @+1 {{'quantkit.matmul' op 'bias' must have shape [4], got [3]}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<3x!quant.uniform<i32:f32, 0.125>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// matmul_c4
func.func @matmul_c4_rank(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<1x4x!quant.uniform<i32:f32, 0.125>>) {
  // expected-error @+1 {{'bias' must have shape [4], got [1, 4]}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<1x4x!quant.uniform<i32:f32, 0.125>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// matmul_c4: with a dynamic N the bias must still have rank 1.
func.func @matmul_c4_dynamic(%a: tensor<2x3xf32>, %w: tensor<3x?x!quant.uniform<i8:f32, 0.25>>, %b: tensor<1x4xf32>) {
  // expected-error @+1 {{'bias' must have shape [?], got [1, 4]}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3xf32>, tensor<3x?x!quant.uniform<i8:f32, 0.25>>, tensor<1x4xf32>) -> tensor<2x?xf32>
  return
}

// -----

func.func @matmul_unranked(%a: tensor<*x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op operand #0 must be ranked tensor of any type values}}
  %0 = quantkit.matmul %a, %w : (tensor<*x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

func.func @matmul_one_operand(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.matmul' op expected 2 or more operands, but found 1}}
  %0 = "quantkit.matmul"(%a) : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

func.func @matmul_two_biases(%a: tensor<2x3xf32>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.matmul' op operand group starting at #2 requires 0 or 1 element, but found 2}}
  %0 = "quantkit.matmul"(%a, %w, %b, %b) : (tensor<2x3xf32>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  return
}

//===----------------------------------------------------------------------===//
// quantkit.conv2d
//===----------------------------------------------------------------------===//

// -----

// conv2d_c1
func.func @conv2d_c1_input(%in: tensor<3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op expects rank-4 NHWC input and result and a rank-4 filter}}
  %0 = quantkit.conv2d %in, %f : (tensor<3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c1
func.func @conv2d_c1_filter(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{expects rank-4 NHWC input and result and a rank-4 filter}}
  %0 = quantkit.conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c2
func.func @conv2d_c2_strides_count(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op 'strides' must have 2 entries, got 3}}
  %0 = quantkit.conv2d %in, %f {strides = array<i64: 1, 1, 1>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c2
func.func @conv2d_c2_strides_zero(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'strides' entries must be positive, got 0}}
  %0 = quantkit.conv2d %in, %f {strides = array<i64: 1, 0>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c2
func.func @conv2d_c2_dilations(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'dilations' entries must be positive, got -1}}
  %0 = quantkit.conv2d %in, %f {dilations = array<i64: -1, 1>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c2
func.func @conv2d_c2_dilations_count(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'dilations' must have 2 entries, got 0}}
  %0 = quantkit.conv2d %in, %f {dilations = array<i64>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c2
func.func @conv2d_c2_padding_count(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'padding' must have 4 entries, got 2}}
  %0 = quantkit.conv2d %in, %f {padding = array<i64: 1, 1>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c2
func.func @conv2d_c2_padding_negative(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'padding' entries must be non-negative, got -1}}
  %0 = quantkit.conv2d %in, %f {padding = array<i64: 0, 0, -1, 1>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c3
func.func @conv2d_c3(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op input has 2 channels but the filter expects 4}}
  %0 = quantkit.conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c3 with groups: 4 input channels in 2 groups are 2 per group.
func.func @conv2d_c3_groups(%in: tensor<1x3x3x4x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op input has 4 channels but the filter expects 4 per group in 2 groups}}
  %0 = quantkit.conv2d %in, %f {groups = 2 : i64} : (tensor<1x3x3x4x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c3: groups must divide the input channels.
func.func @conv2d_c3_groups_input(%in: tensor<1x3x3x3x!quant.uniform<i8:f32, 0.5>>, %f: tensor<4x3x3x1x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op input has 3 channels but the filter expects 1 per group in 2 groups}}
  %0 = quantkit.conv2d %in, %f {groups = 2 : i64} : (tensor<1x3x3x3x!quant.uniform<i8:f32, 0.5>>, tensor<4x3x3x1x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c3: groups must divide the output channels.
func.func @conv2d_c3_groups_output(%in: tensor<1x3x3x4x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op 'groups' (2) must divide the filter's 3 output channels}}
  %0 = quantkit.conv2d %in, %f {groups = 2 : i64} : (tensor<1x3x3x4x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x3x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c3: groups must be positive.
func.func @conv2d_c3_groups_zero(%in: tensor<1x3x3x4x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op 'groups' must be positive, got 0}}
  %0 = quantkit.conv2d %in, %f {groups = 0 : i64} : (tensor<1x3x3x4x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c4
func.func @conv2d_c4_shape(%in: tensor<1x5x5x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op result shape [1, 3, 3, 3] must be [1, 2, 2, 3]}}
  %0 = quantkit.conv2d %in, %f {strides = array<i64: 2, 2>} : (tensor<1x5x5x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x3x3x3x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c4
func.func @conv2d_c4_channels(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{result shape [1, 1, 1, 2] must be [1, 1, 1, 3]}}
  %0 = quantkit.conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c4
func.func @conv2d_c4_window(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op the window spans 5 along H but the padded input has only 3}}
  %0 = quantkit.conv2d %in, %f {dilations = array<i64: 2, 1>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c4
func.func @conv2d_c4_empty_kernel(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x0x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op the window is empty along W: kernel size 0}}
  %0 = quantkit.conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x0x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x4x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c4: sizes past int64 are an error, not a wrapped result.
func.func @conv2d_c4_overflow(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op the padded input or the dilated window along H overflows 64 bits}}
  %0 = quantkit.conv2d %in, %f {dilations = array<i64: 4611686018427387904, 1>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c4
func.func @conv2d_c4_padding_overflow(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{the padded input or the dilated window along W overflows 64 bits}}
  %0 = quantkit.conv2d %in, %f {padding = array<i64: 0, 0, 9223372036854775807, 1>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c5
func.func @conv2d_c5(%in: tensor<1x3x3x2xf32>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'quantkit.conv2d' op 'bias' must have shape [2], got [3]}}
  %0 = quantkit.conv2d %in, %f, %b : (tensor<1x3x3x2xf32>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>, tensor<3xf32>) -> tensor<1x1x1x2xf32>
  return
}

// -----

func.func @conv2d_strides_array_attr(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{attribute 'strides' failed to satisfy constraint: i64 dense array attribute}}
  %0 = quantkit.conv2d %in, %f {strides = [1, 1]} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

func.func @conv2d_strides_array_attr_generic(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op attribute 'strides' failed to satisfy constraint: i64 dense array attribute}}
  %0 = "quantkit.conv2d"(%in, %f) {strides = [1, 1]} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

func.func @conv2d_groups_float(%in: tensor<1x3x3x4x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op attribute 'groups' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "quantkit.conv2d"(%in, %f) {groups = 2.0 : f32} : (tensor<1x3x3x4x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

func.func @conv2d_padding_i32_property(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{Invalid attribute `padding` in property conversion: array<i32: 0, 0, 0, 0>}}
  %0 = "quantkit.conv2d"(%in, %f) <{padding = array<i32: 0, 0, 0, 0>}> : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

func.func @conv2d_dense_elements_dilations(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{attribute 'dilations' failed to satisfy constraint: i64 dense array attribute}}
  %0 = quantkit.conv2d %in, %f {dilations = dense<1> : tensor<2xi64>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

//===----------------------------------------------------------------------===//
// quantkit.depthwise_conv2d
//===----------------------------------------------------------------------===//

// -----

// depthwise_c1
func.func @depthwise_c1_filter(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op expects rank-4 NHWC input and result and a rank-3 filter}}
  %0 = quantkit.depthwise_conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<1x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// depthwise_c1
func.func @depthwise_c1_result(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{expects rank-4 NHWC input and result and a rank-3 filter}}
  %0 = quantkit.depthwise_conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// depthwise_c2
func.func @depthwise_c2_strides(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op 'strides' entries must be positive, got 0}}
  %0 = quantkit.depthwise_conv2d %in, %f {strides = array<i64: 0, 1>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// depthwise_c2
func.func @depthwise_c2_dilations(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'dilations' must have 2 entries, got 1}}
  %0 = quantkit.depthwise_conv2d %in, %f {dilations = array<i64: 1>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// depthwise_c2
func.func @depthwise_c2_padding(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'padding' entries must be non-negative, got -2}}
  %0 = quantkit.depthwise_conv2d %in, %f {padding = array<i64: -2, 0, 0, 0>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// depthwise_c3
func.func @depthwise_c3(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op input has 2 channels but the filter expects 4}}
  %0 = quantkit.depthwise_conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// depthwise_c4
func.func @depthwise_c4_shape(%in: tensor<1x5x5x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op result shape [1, 3, 3, 2] must be [1, 5, 5, 2]}}
  %0 = quantkit.depthwise_conv2d %in, %f {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x5x5x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x3x3x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// depthwise_c4
func.func @depthwise_c4_window(%in: tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op the window spans 3 along H but the padded input has only 2}}
  %0 = quantkit.depthwise_conv2d %in, %f : (tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// depthwise_c4
func.func @depthwise_c4_empty_kernel(%in: tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<0x1x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{the window is empty along H: kernel size 0}}
  %0 = quantkit.depthwise_conv2d %in, %f : (tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5>>, tensor<0x1x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x3x2x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// depthwise_c4
func.func @depthwise_c4_overflow(%in: tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<1x1x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{the padded input or the dilated window along H overflows 64 bits}}
  %0 = quantkit.depthwise_conv2d %in, %f {padding = array<i64: 9223372036854775807, 9223372036854775807, 0, 0>} : (tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5>>, tensor<1x1x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x2x2x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// depthwise_c5
func.func @depthwise_c5(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>, %b: tensor<3x!quant.uniform<i32:f32, 0.125>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op 'bias' must have shape [2], got [3]}}
  %0 = quantkit.depthwise_conv2d %in, %f, %b : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>, tensor<3x!quant.uniform<i32:f32, 0.125>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}
