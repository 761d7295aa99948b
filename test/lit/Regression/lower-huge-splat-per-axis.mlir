// Found by quantkit-fuzz --sweep (every corpus entry unmutated through every
// pipeline): the weights of a convolution left in float (its input has no
// statistics) are still quantized per channel and dequantized, and the
// integer lowering folded the quantize_cast of the constant element by
// element, 1.6 * 10^9 times for this splat, past the campaign's timeout.
// A splat is quantized once per channel and stays a splat where they agree.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8},quantkit-to-int)' 2>/dev/null | FileCheck %s

// CHECK-LABEL: func.func @conv
// CHECK: arith.constant dense<127> : tensor<40000x1x1x40000xi8>
// CHECK-NOT: quant.qcast
func.func @conv(%x: tensor<1x2x2x40000xf32>) -> tensor<1x2x2x40000xf32> {
  %w = arith.constant dense<0.5> : tensor<40000x1x1x40000xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x2x40000xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x2x2x40000xf32>) -> tensor<1x2x2x40000xf32>
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x2x2x40000xf32>, tensor<40000x1x1x40000xf32>) outs(%f : tensor<1x2x2x40000xf32>) -> tensor<1x2x2x40000xf32>
  return %r : tensor<1x2x2x40000xf32>
}
