// Negative tests of the dialect-wide quantized type rules as op verifiers
// apply them to operands, results and region ports: quant_type_c* (per-axis
// integrity, zero points) and sub_channel_c* (no sub-channel types). Every
// case must give a located error, never a crash.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics

// quant_type_c4 through an op verifier: the operand types are checked too.
func.func @rescale_zero_point(%a: tensor<4x!quant.uniform<i8:f32, 0.5:200>>) {
  // expected-error @+1 {{'quantkit.rescale' op operand #0: zero point 200 of '!quant.uniform<i8:f32, 5.000000e-01:200>' is outside the storage range [-128, 127]}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i8:f32, 0.5:200>> to tensor<4x!quant.uniform<i8:f32, 0.25>>
  return
}

// -----

// quant_type_c3 through an op verifier.
func.func @rescale_per_axis_integrity(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.rescale' op result #0: dimension 0 of 'tensor<4x!quant.uniform<i8:f32:0, {2.500000e-01,5.000000e-01}>>' has size 4 but '!quant.uniform<i8:f32:0, {2.500000e-01,5.000000e-01}>' has 2 scales}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<4x!quant.uniform<i8:f32:0, {0.25, 0.5}>>
  return
}

// -----

// quant_type_c2 through an op verifier.
func.func @rescale_per_axis_rank(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.rescale' op result #0: quantized dimension 1 of '!quant.uniform<i8:f32:1, {2.500000e-01,5.000000e-01}>' must be less than the rank 1 of 'tensor<4x!quant.uniform<i8:f32:1, {2.500000e-01,5.000000e-01}>>'}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<4x!quant.uniform<i8:f32:1, {0.25, 0.5}>>
  return
}

// -----

// quant_type_c3 through an op verifier: a per-axis value in an unranked
// tensor has no size to check, a per-axis value in a ranked one does.
func.func @rescale_per_axis_unranked(%a: tensor<*x!quant.uniform<i8:f32:0, {0.25, 0.5}>>) {
  // expected-error @+1 {{'quantkit.rescale' op result #0: dimension 0 of 'tensor<3x!quant.uniform<i8:f32:0, {2.500000e-01,5.000000e-01}>>' has size 3 but '!quant.uniform<i8:f32:0, {2.500000e-01,5.000000e-01}>' has 2 scales}}
  %0 = quantkit.rescale %a : tensor<*x!quant.uniform<i8:f32:0, {0.25, 0.5}>> to tensor<3x!quant.uniform<i8:f32:0, {0.25, 0.5}>>
  return
}

// -----

// quant_type_c1 through an op verifier.
func.func @rescale_scalar_per_axis(%a: !quant.uniform<i8:f32, 0.5>) {
  // expected-error @+1 {{'quantkit.rescale' op result #0: per-axis quantized type '!quant.uniform<i8:f32:0, {2.500000e-01}>' must be the element type of a tensor}}
  %0 = quantkit.rescale %a : !quant.uniform<i8:f32, 0.5> to !quant.uniform<i8:f32:0, {0.25}>
  return
}

// -----

// sub_channel_c1: a region port holding a sub-channel value.
func.func @sub_channel_c1_region_port(%a: tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}, {3.0, 4.0}}>>) {
  // expected-error @+1 {{'quantkit.region' op operand #0: sub-channel quantized type in 'tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{1.000000e+00, 2.000000e+00}, {3.000000e+00, 4.000000e+00}}>>' is not supported by QuantKit ops (sub_channel_c1)}}
  quantkit.region "tanh" (%a) in [none] out []
      : (tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}, {3.0, 4.0}}>>) -> () {
  ^bb0(%x: tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}, {3.0, 4.0}}>>):
    quantkit.return
  }
  return
}

// -----

// sub_channel_c1: a scalar port holding a sub-channel value.
func.func @sub_channel_c1_scalar_port(%a: !quant.uniform<i8:f32:{0:2}, {{1.0}}>) {
  // expected-error @+1 {{'quantkit.region' op operand #0: sub-channel quantized type in '!quant.uniform<i8:f32:{0:2}, {{1.000000e+00}}>' is not supported by QuantKit ops (sub_channel_c1)}}
  quantkit.region "tanh" (%a) in [none] out []
      : (!quant.uniform<i8:f32:{0:2}, {{1.0}}>) -> () {
  ^bb0(%x: !quant.uniform<i8:f32:{0:2}, {{1.0}}>):
    quantkit.return
  }
  return
}

// -----

// sub_channel_c1: a sub-channel type in the encoding of a port's tensor.
func.func @sub_channel_c1_encoding(%a: tensor<2x4xf32, !quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}, {3.0, 4.0}}>>) {
  // expected-error @+1 {{'quantkit.region' op operand #0: sub-channel quantized type in 'tensor<2x4xf32, !quant.uniform<i8:f32:{1:2}, {{1.000000e+00, 2.000000e+00}, {3.000000e+00, 4.000000e+00}}>>' is not supported by QuantKit ops (sub_channel_c1)}}
  quantkit.region "tanh" (%a) in [f32] out []
      : (tensor<2x4xf32, !quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}, {3.0, 4.0}}>>) -> () {
  ^bb0(%x: tensor<2x4xf32, !quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}, {3.0, 4.0}}>>):
    quantkit.return
  }
  return
}

// -----

// sub_channel_c1: a sub-channel value in an unranked tensor.
func.func @sub_channel_c1_unranked(%a: tensor<*x!quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}, {3.0, 4.0}}>>) {
  // expected-error @+1 {{'quantkit.region' op operand #0: sub-channel quantized type in 'tensor<*x!quant.uniform<i8:f32:{1:2}, {{1.000000e+00, 2.000000e+00}, {3.000000e+00, 4.000000e+00}}>>' is not supported by QuantKit ops (sub_channel_c1)}}
  quantkit.region "tanh" (%a) in [none] out []
      : (tensor<*x!quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}, {3.0, 4.0}}>>) -> () {
  ^bb0(%x: tensor<*x!quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}, {3.0, 4.0}}>>):
    quantkit.return
  }
  return
}

// -----

// sub_channel_c1: a sound sub-channel type is unsupported by every op that
// computes on quantized values.
func.func @sub_channel_c1_rescale(%a: tensor<2x4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.rescale' op result #0: sub-channel quantized type in 'tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{2.500000e-01, 5.000000e-01}, {2.500000e-01, 5.000000e-01}}>>' is not supported by QuantKit ops (sub_channel_c1)}}
  %0 = quantkit.rescale %a : tensor<2x4x!quant.uniform<i8:f32, 0.5>> to tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{0.25, 0.5}, {0.25, 0.5}}>>
  return
}

// -----

// sub_channel_c1: a broken sub-channel type (NaN scale, quantized dimension
// beyond the rank) is reported as unsupported too.
func.func @sub_channel_c1_rescale_broken(%a: tensor<4x!quant.uniform<i8:f32:{1:2}, {{0x7FF8000000000000, 3.0}}>>) {
  // expected-error @+1 {{'quantkit.rescale' op operand #0: sub-channel quantized type in 'tensor<4x!quant.uniform<i8:f32:{1:2}, {{0x7FC00000, 3.000000e+00}}>>' is not supported by QuantKit ops (sub_channel_c1)}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i8:f32:{1:2}, {{0x7FF8000000000000, 3.0}}>> to tensor<4x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// sub_channel_c1: blockwise weights of the integer form.
func.func @sub_channel_c1_matmul(%a: tensor<2x4x!quant.uniform<i8:f32, 0.5>>, %w: tensor<4x2x!quant.uniform<i8:f32:{0:2}, {{0.25, 0.25}, {0.5, 0.5}}>>) {
  // expected-error @+1 {{'quantkit.matmul' op operand #1: sub-channel quantized type in 'tensor<4x2x!quant.uniform<i8:f32:{0:2}, {{2.500000e-01, 2.500000e-01}, {5.000000e-01, 5.000000e-01}}>>' is not supported by QuantKit ops (sub_channel_c1)}}
  %0 = quantkit.matmul %a, %w : (tensor<2x4x!quant.uniform<i8:f32, 0.5>>, tensor<4x2x!quant.uniform<i8:f32:{0:2}, {{0.25, 0.25}, {0.5, 0.5}}>>) -> tensor<2x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// sub_channel_c1: blockwise weights of the hybrid form (weight-only
// quantization, where blockwise weights are common).
func.func @sub_channel_c1_hybrid_matmul(%a: tensor<2x4xf32>, %w: tensor<4x2x!quant.uniform<i8:f32:{0:2}, {{0.25, 0.25}, {0.5, 0.5}}>>) {
  // expected-error @+1 {{'quantkit.matmul' op operand #1: sub-channel quantized type}}
  %0 = quantkit.matmul %a, %w : (tensor<2x4xf32>, tensor<4x2x!quant.uniform<i8:f32:{0:2}, {{0.25, 0.25}, {0.5, 0.5}}>>) -> tensor<2x2xf32>
  return
}

// -----

// sub_channel_c1: a conv2d filter in blocks of input channels.
func.func @sub_channel_c1_conv2d(%in: tensor<1x3x3x4x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x4x!quant.uniform<i8:f32:{3:2}, {{{{0.25, 0.5}}}}>>) {
  // expected-error @+1 {{'quantkit.conv2d' op operand #1: sub-channel quantized type in 'tensor<2x3x3x4x!quant.uniform<i8:f32:{3:2}}}
  %0 = quantkit.conv2d %in, %f : (tensor<1x3x3x4x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x4x!quant.uniform<i8:f32:{3:2}, {{{{0.25, 0.5}}}}>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// sub_channel_c1: a depthwise filter in blocks of rows.
func.func @sub_channel_c1_depthwise(%in: tensor<1x4x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<4x3x2x!quant.uniform<i8:f32:{0:2}, {{{0.25}}, {{0.5}}}>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op operand #1: sub-channel quantized type}}
  %0 = quantkit.depthwise_conv2d %in, %f : (tensor<1x4x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<4x3x2x!quant.uniform<i8:f32:{0:2}, {{{0.25}}, {{0.5}}}>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// sub_channel_c1: an elementwise result.
func.func @sub_channel_c1_add(%a: tensor<2x4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.add' op result #0: sub-channel quantized type}}
  %0 = quantkit.add %a, %a : (tensor<2x4x!quant.uniform<i8:f32, 0.5>>, tensor<2x4x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x4x!quant.uniform<i8:f32:{1:4}, {{0.5}, {1.0}}>>
  return
}

// -----

// sub_channel_c1: pooling.
func.func @sub_channel_c1_pool(%in: tensor<1x4x4x2x!quant.uniform<i8:f32:{3:1}, {{{{0.5, 0.25}}}}>>) {
  // expected-error @+1 {{'quantkit.avg_pool2d' op operand #0: sub-channel quantized type}}
  %0 = quantkit.avg_pool2d %in {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : tensor<1x4x4x2x!quant.uniform<i8:f32:{3:1}, {{{{0.5, 0.25}}}}>> -> tensor<1x2x2x2x!quant.uniform<i8:f32:{3:1}, {{{{0.5, 0.25}}}}>>
  return
}
