// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-fuse{target=tflite-int8})' | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8})' \
// RUN:   | FileCheck %s --check-prefix=PROPAGATE

// One bias constant read by two kernels (torch-mlir shares a splat bias
// between the convolutions of a width). quantkit-fuse gives each kernel its
// own copy, so propagation quantizes each with its own input and weight
// scales: no rescale edge, and bias correction can rewrite each. The
// weight, of rank 2, stays shared.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @shared_bias
// CHECK-DAG: %[[W:.*]] = arith.constant dense<{{.*}}> : tensor<4x4xf32>
// CHECK-DAG: %[[B1:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// CHECK-DAG: %[[B2:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// CHECK: quantkit.region "matmul"(%{{.*}}, %[[W]], %[[B1]])
// CHECK: quantkit.region "matmul"(%{{.*}}, %[[W]], %[[B2]])
// PROPAGATE-LABEL: func.func @shared_bias
// PROPAGATE-NOT: quantkit.rescale
func.func @shared_bias(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %xs = quantkit.stats %x {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<2x4xf32>
  %w = arith.constant dense<[[0.5, -0.25, 0.125, 1.0], [0.25, 0.5, -1.0, 0.75], [-0.5, 0.25, 0.5, -0.125], [1.0, -0.75, 0.25, 0.5]]> : tensor<4x4xf32>
  %b = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m1 = linalg.matmul ins(%xs, %w : tensor<2x4xf32>, tensor<4x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y1 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%m1, %b : tensor<2x4xf32>, tensor<4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<2x4xf32>
  %y1s = quantkit.stats %y1 {layerStats = dense<[-8.0, 8.0]> : tensor<2xf32>} : tensor<2x4xf32>
  %m2 = linalg.matmul ins(%y1s, %w : tensor<2x4xf32>, tensor<4x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y2 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%m2, %b : tensor<2x4xf32>, tensor<4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<2x4xf32>
  %y2s = quantkit.stats %y2 {layerStats = dense<[-16.0, 16.0]> : tensor<2xf32>} : tensor<2x4xf32>
  return %y2s : tensor<2x4xf32>
}
