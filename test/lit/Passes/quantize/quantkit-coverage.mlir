// quantkit-coverage on its own: counts the contractions and poolings of the
// program and names, at each one left in floating point, why. Here nothing
// ran before it, so the matmul is float because quantkit-fuse has not run,
// and the QuantKit compute op counts as quantized.
// RUN: %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-coverage)' 2>&1 | FileCheck %s

// CHECK: remark: quantkit-quantize: 1 of 2 contractions quantized, 0 of 1 poolings quantized
// CHECK-DAG: :[[@LINE+7]]:8: note: 'linalg.matmul' left in floating point: kernel 'matmul' not wrapped: quantkit-fuse has not run
// CHECK-DAG: :[[@LINE+9]]:8: note: 'linalg.pooling_nhwc_max' left in floating point:
func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %x: tensor<1x4x4x2xf32>,
             %qa: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %qb: tensor<3x4x!quant.uniform<i8:f32, 0.25>>) -> (tensor<2x4xf32>, tensor<1x2x2x2xf32>, tensor<2x4x!quant.uniform<i8:f32, 1.0>>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %w = tensor.empty() : tensor<2x2xf32>
  %pe = tensor.empty() : tensor<1x2x2x2xf32>
  %p = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %w : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%pe : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %q = quantkit.matmul %qa, %qb : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return %m, %p, %q : tensor<2x4xf32>, tensor<1x2x2x2xf32>, tensor<2x4x!quant.uniform<i8:f32, 1.0>>
}
