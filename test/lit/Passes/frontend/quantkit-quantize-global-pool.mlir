// quantkit-quantize on a global average pooling as torch-mlir's 2023 exports
// write it (a sum pooling over the whole 3x3 map, then a division by 9 read
// through `(0, d1, 0, 0)`): one depthwise kernel whose weights, 1 / 9 in
// f32, quantize exactly to 127 at scale (1 / 9) / 127 per channel, and whose
// result has its own scale (1 / 255 from its [0, 1] statistics) where an
// `avg_pool2d` would have kept its input's (6 / 255).
// RUN: %quantkit-opt %s -o - 2>/dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' \
// RUN:   | FileCheck %s
// CHECK-LABEL: func.func @global_pool
// CHECK: %[[X:.*]] = quant.qcast %{{.*}} : tensor<1x3x3x4xf32> to tensor<1x3x3x4x!quant.uniform<i8:f32, 0.023529411764705882:-128>>
// CHECK: %[[C:.*]] = arith.constant dense<127> : tensor<3x3x4xi8>
// CHECK: %[[W:.*]] = quant.scast %[[C]] : tensor<3x3x4xi8> to tensor<3x3x4x!quant.uniform<i8<-127:127>:f32:2, {8.7489064518860948E-4,8.7489064518860948E-4,8.7489064518860948E-4,8.7489064518860948E-4}>>
// CHECK: %[[Y:.*]] = quantkit.depthwise_conv2d %[[X]], %[[W]] {{.*}} -> tensor<1x1x1x4x!quant.uniform<i8:f32, 0.0039215686274509803:-128>>
// CHECK: quant.dcast %[[Y]]
// CHECK-NOT: linalg.pooling
// CHECK-NOT: quantkit.avg_pool2d
// CHECK: return
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#unit = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
func.func @global_pool(%x0: tensor<1x4x3x3xf32>) -> tensor<1x4x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %nine = arith.constant 9.0 : f32
  %x = quantkit.stats %x0 {layerStats = dense<[0.0, 6.0]> : tensor<2xf32>} : tensor<1x4x3x3xf32>
  %e = tensor.empty() : tensor<1x4x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
  %w = tensor.empty() : tensor<3x3xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x4x3x3xf32>, tensor<3x3xf32>) outs(%f : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
  %m = linalg.generic {indexing_maps = [#unit, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x4x1x1xf32>) outs(%e : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %nine : f32
    linalg.yield %d : f32
  } -> tensor<1x4x1x1xf32>
  %y = quantkit.stats %m {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>} : tensor<1x4x1x1xf32>
  return %y : tensor<1x4x1x1xf32>
}

// `x.mean([2, 3])` into [N, C], statistics written on the exporter's 2-D
// mean (after its division): they reach the depthwise kernel's [N, C, 1, 1]
// result through the collapse (StatsThroughUnitCollapse), so the kernel is
// quantized with its own scale, 1 / 255, and the matmul reads it as it is.
// CHECK-LABEL: func.func @mean_into_matmul
// CHECK: %[[C:.*]] = arith.constant dense<127> : tensor<2x2x4xi8>
// CHECK: %[[Y:.*]] = quantkit.depthwise_conv2d %{{.*}}, %{{.*}} {{.*}} -> tensor<1x1x1x4x!quant.uniform<i8:f32, 0.0039215686274509803:-128>>
// CHECK: %[[F:.*]] = quant.dcast %[[Y]]
// CHECK: %[[M:.*]] = tensor.collapse_shape %[[F]] {{\[}}[0], [1, 2, 3]] : tensor<1x1x1x4xf32> into tensor<1x4xf32>
// CHECK: %[[Q:.*]] = quant.qcast %[[M]] : tensor<1x4xf32> to tensor<1x4x!quant.uniform<i8:f32, 0.0039215686274509803:-128>>
// CHECK: quantkit.matmul %[[Q]]
#sum2 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @mean_into_matmul(%x0: tensor<1x4x2x2xf32>) -> tensor<1x3xf32> {
  %zero = arith.constant 0.0 : f32
  %four = arith.constant 4.0 : f32
  %x = quantkit.stats %x0 {layerStats = dense<[0.0, 6.0]> : tensor<2xf32>} : tensor<1x4x2x2xf32>
  %e = tensor.empty() : tensor<1x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4xf32>) -> tensor<1x4xf32>
  %s = linalg.generic {indexing_maps = [#id, #sum2], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x : tensor<1x4x2x2xf32>) outs(%f : tensor<1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<1x4xf32>
  %m0 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<1x4xf32>) outs(%e : tensor<1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %four : f32
    linalg.yield %d : f32
  } -> tensor<1x4xf32>
  %m = quantkit.stats %m0 {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>} : tensor<1x4xf32>
  %w = arith.constant dense<[[0.5, -0.25, 1.0], [0.125, 0.75, -1.0], [0.25, 0.5, 0.0], [-0.5, 1.0, 0.25]]> : tensor<4x3xf32>
  %e3 = tensor.empty() : tensor<1x3xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<1x3xf32>) -> tensor<1x3xf32>
  %y0 = linalg.matmul ins(%m, %w : tensor<1x4xf32>, tensor<4x3xf32>) outs(%f3 : tensor<1x3xf32>) -> tensor<1x3xf32>
  %y = quantkit.stats %y0 {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<1x3xf32>
  return %y : tensor<1x3xf32>
}
