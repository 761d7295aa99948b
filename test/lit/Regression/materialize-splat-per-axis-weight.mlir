// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-materialize)' | FileCheck %s

// A splat float weight under per-axis parameters with different scales is a
// different integer per channel (0.5 / 0.01 = 50, 0.5 / 0.02 = 25). Upstream's
// UniformQuantizedPerAxisValueConverter maps a splat once, with channel 0's
// scale, and gave 50 everywhere; quantizeConstant (behind quantizePort, shared
// by quantkit-materialize and quantkit-export-tosa) computes each channel.

// CHECK-LABEL: func.func @splat_weight
// CHECK: arith.constant dense<{{\[\[}}50, 25], [50, 25], [50, 25]]> : tensor<3x2xi8>
func.func @splat_weight(%x: tensor<1x3xf32>) -> tensor<1x2xf32> {
  %w = arith.constant dense<0.5> : tensor<3x2xf32>
  %0 = quantkit.region "matmul" (%x, %w) in [!quant.uniform<i8:f32, 0.05:-128>, !quant.uniform<i8<-127:127>:f32:1, {0.01, 0.02}>] out [!quant.uniform<i8:f32, 0.1>]
      : (tensor<1x3xf32>, tensor<3x2xf32>) -> tensor<1x2xf32> {
  ^bb0(%a: tensor<1x3xf32>, %f: tensor<3x2xf32>):
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<1x2xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2xf32>) -> tensor<1x2xf32>
    %m = linalg.matmul ins(%a, %f : tensor<1x3xf32>, tensor<3x2xf32>) outs(%z : tensor<1x2xf32>) -> tensor<1x2xf32>
    quantkit.return %m : tensor<1x2xf32>
  }
  return %0 : tensor<1x2xf32>
}
