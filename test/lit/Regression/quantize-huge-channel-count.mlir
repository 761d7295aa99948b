// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})'

// Found by quantkit-fuzz's `dimension` mutation: per-channel parameters
// for 2^31 - 1 channels of a splat weight (a scale and zero point each, tens
// of GB) ran until the campaign's timeout. More than 2^24 channels is a
// located error.

func.func @wide(%x0: tensor<1x4xf32>) -> tensor<1x2147483647xf32> {
  %x = quantkit.stats %x0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x4xf32>
  %w = arith.constant dense<2.0> : tensor<4x2147483647xf32>
  %z = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<1x2147483647xf32>
  %f = linalg.fill ins(%z : f32) outs(%o : tensor<1x2147483647xf32>) -> tensor<1x2147483647xf32>
  // expected-error @+1 {{constant feeding input #1: the constant of type tensor<4x2147483647xf32> has 2147483647 channels along axis 1, more than the 16777216 that get parameters of their own}}
  %m = linalg.matmul ins(%x, %w : tensor<1x4xf32>, tensor<4x2147483647xf32>) outs(%f : tensor<1x2147483647xf32>) -> tensor<1x2147483647xf32>
  %ms = quantkit.stats %m {layerStats = dense<[-8.0, 8.0]> : tensor<2xf32>} : tensor<1x2147483647xf32>
  return %ms : tensor<1x2147483647xf32>
}
