// Negative tests of quantkit.resize: the resize_c* rules, then what ODS and
// the parser report (a missing attribute, an unknown mode). Every case must
// give a located error, never a crash.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics

// resize_c1
func.func @resize_c1_rank(%in: tensor<2x2x8x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.resize' op expects rank-4 NHWC input and result of per-tensor !quant.uniform}}
  %0 = quantkit.resize %in {mode = #quantkit.resize_mode<nearest>, scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : tensor<2x2x8x!quant.uniform<i8:f32, 0.5>> -> tensor<3x3x8x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @resize_c1_float(%in: tensor<1x2x2x8xf32>) {
  // expected-error @+1 {{'quantkit.resize' op expects rank-4 NHWC input and result of per-tensor !quant.uniform}}
  %0 = quantkit.resize %in {mode = #quantkit.resize_mode<nearest>, scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : tensor<1x2x2x8xf32> -> tensor<1x3x3x8xf32>
  return
}

// -----

func.func @resize_c1_per_axis(%in: tensor<1x2x2x2x!quant.uniform<i8:f32:3, {0.5, 0.25}>>) {
  // expected-error @+1 {{'quantkit.resize' op expects rank-4 NHWC input and result of per-tensor !quant.uniform}}
  %0 = quantkit.resize %in {mode = #quantkit.resize_mode<nearest>, scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : tensor<1x2x2x2x!quant.uniform<i8:f32:3, {0.5, 0.25}>> -> tensor<1x3x3x2x!quant.uniform<i8:f32:3, {0.5, 0.25}>>
  return
}

// -----

func.func @resize_c1_storage(%in: tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.resize' op input and result must share storage type and range, got '!quant.uniform<i8:f32, 5.000000e-01>' and '!quant.uniform<i8<-127:127>:f32, 5.000000e-01>'}}
  %0 = quantkit.resize %in {mode = #quantkit.resize_mode<nearest>, scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x8x!quant.uniform<i8<-127:127>:f32, 0.5>>
  return
}

// -----

func.func @resize_c1_sub_channel(%in: tensor<1x2x2x2x!quant.uniform<i8:f32:{1:1, 3:1}, {{0.5, 0.5}, {0.5, 0.5}}>>) {
  // expected-error @+1 {{'quantkit.resize' op operand #0: sub-channel quantized type}}
  %0 = quantkit.resize %in {mode = #quantkit.resize_mode<nearest>, scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : tensor<1x2x2x2x!quant.uniform<i8:f32:{1:1, 3:1}, {{0.5, 0.5}, {0.5, 0.5}}>> -> tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// resize_c2
func.func @resize_c2_scale_size(%in: tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.resize' op 'scale' must have 4 entries, got 2}}
  %0 = quantkit.resize %in {mode = #quantkit.resize_mode<nearest>, scale = array<i64: 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x8x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @resize_c2_scale_zero(%in: tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.resize' op 'scale' entries must be positive, got 0}}
  %0 = quantkit.resize %in {mode = #quantkit.resize_mode<nearest>, scale = array<i64: 2, 0, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x8x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @resize_c2_offset_size(%in: tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.resize' op 'offset' must have 2 entries, got 3}}
  %0 = quantkit.resize %in {mode = #quantkit.resize_mode<nearest>, scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0, 0>, border = array<i64: 0, 0>} : tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x8x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @resize_c2_border_size(%in: tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.resize' op 'border' must have 2 entries, got 1}}
  %0 = quantkit.resize %in {mode = #quantkit.resize_mode<nearest>, scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0>} : tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x8x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @resize_c2_numerator(%in: tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.resize' op scale numerator along x is 4096, more than 2048}}
  %0 = quantkit.resize %in {mode = #quantkit.resize_mode<nearest>, scale = array<i64: 2, 1, 4096, 2048>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x8x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @resize_c2_denominator(%in: tensor<1x40x2x8x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.resize' op scale along y is 1/16: the denominator must be less than 16 times the numerator}}
  %0 = quantkit.resize %in {mode = #quantkit.resize_mode<nearest>, scale = array<i64: 1, 16, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : tensor<1x40x2x8x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x8x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @resize_c2_offset(%in: tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.resize' op offset along y is -3, outside [-2, 32)}}
  %0 = quantkit.resize %in {mode = #quantkit.resize_mode<nearest>, scale = array<i64: 2, 1, 2, 1>, offset = array<i64: -3, 0>, border = array<i64: 0, 0>} : tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x8x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @resize_c2_border(%in: tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.resize' op border along x is 2, outside [-32, 2)}}
  %0 = quantkit.resize %in {mode = #quantkit.resize_mode<nearest>, scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 2>} : tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x8x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// resize_c3
func.func @resize_c3_dynamic(%in: tensor<1x?x2x8x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.resize' op input H must be static and positive, got ?}}
  %0 = quantkit.resize %in {mode = #quantkit.resize_mode<nearest>, scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : tensor<1x?x2x8x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x8x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @resize_c3_empty(%in: tensor<1x2x0x8x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.resize' op input W must be static and positive, got 0}}
  %0 = quantkit.resize %in {mode = #quantkit.resize_mode<nearest>, scale = array<i64: 1, 1, 1, 1>, offset = array<i64: 0, -1>, border = array<i64: 0, 0>} : tensor<1x2x0x8x!quant.uniform<i8:f32, 0.5>> -> tensor<1x2x1x8x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @resize_c3_inexact(%in: tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.resize' op (H - 1) * 2 - offset + border = 3 must be a non-negative multiple of 2}}
  %0 = quantkit.resize %in {mode = #quantkit.resize_mode<nearest>, scale = array<i64: 2, 2, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 1, 0>} : tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x8x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @resize_c3_shape(%in: tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.resize' op result shape [1, 3, 4, 8] must be [1, 3, 3, 8]}}
  %0 = quantkit.resize %in {mode = #quantkit.resize_mode<nearest>, scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x4x8x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @resize_missing_mode(%in: tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.resize' op requires attribute 'mode'}}
  %0 = quantkit.resize %in {scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x8x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @resize_unknown_mode(%in: tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+2 {{expected ::mlir::quantkit::ResizeMode to be one of: nearest, bilinear}}
  // expected-error @+1 {{failed to parse QuantKit_ResizeModeAttr parameter 'value'}}
  %0 = quantkit.resize %in {mode = #quantkit.resize_mode<bicubic>, scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x8x!quant.uniform<i8:f32, 0.5>>
  return
}
