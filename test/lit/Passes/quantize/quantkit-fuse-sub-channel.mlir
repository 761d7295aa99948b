// quantkit-fuse takes port specs from the qcast/dcast pairs around a kernel,
// but no kernel implements sub-channel (blockwise) types (region_c9): a port
// whose pair has one keeps its float spec, as if there were no pair, and the
// pair stays in place. The other ports still take their pairs' specs.
// RUN: %quantkit-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-fuse{target=tflite-int8})' \
// RUN:   | FileCheck %s

!blocks_in = !quant.uniform<i8:f32:{0:1, 1:3}, {{0.5:1}, {0.25:-2}}>
!blocks_out = !quant.uniform<i8:f32:{0:1, 1:2}, {{0.5, 0.25}, {0.125, 1.0}}>
!uniform_out = !quant.uniform<i8:f32, 0.0625:-3>

// CHECK-LABEL: func.func @sub_channel_input
// CHECK: %[[Q:.*]] = quant.qcast %{{.*}} : tensor<2x3xf32> to tensor<2x3x!quant.uniform<i8:f32:{0:1, 1:3}, {{\{\{}}5.000000e-01:1}, {2.500000e-01:-2}}>>
// CHECK: %[[D:.*]] = quant.dcast %[[Q]]
// CHECK: %[[R:.*]] = quantkit.region "matmul"(%[[D]], %{{.*}}) in [f32, f32] out [!quant.uniform<i8:f32, 6.250000e-02:-3>]
// CHECK: linalg.matmul
// CHECK: quantkit.return
// CHECK: quant.qcast %[[R]] : tensor<2x4xf32> to tensor<2x4x!quant.uniform<i8:f32, 6.250000e-02:-3>>
func.func @sub_channel_input(%x: tensor<2x3xf32>) -> tensor<2x4xf32> {
  %w = arith.constant dense<0.5> : tensor<3x4xf32>
  %zero = arith.constant 0.0 : f32
  %xq = quant.qcast %x : tensor<2x3xf32> to tensor<2x3x!blocks_in>
  %xd = quant.dcast %xq : tensor<2x3x!blocks_in> to tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul ins(%xd, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %mq = quant.qcast %m : tensor<2x4xf32> to tensor<2x4x!uniform_out>
  %md = quant.dcast %mq : tensor<2x4x!uniform_out> to tensor<2x4xf32>
  return %md : tensor<2x4xf32>
}

// CHECK-LABEL: func.func @sub_channel_output
// CHECK: %[[R:.*]] = quantkit.region "matmul"(%{{.*}}, %{{.*}}) in [f32, f32] out [f32]
// CHECK: linalg.matmul
// CHECK: quantkit.return
// CHECK: %[[Q:.*]] = quant.qcast %[[R]] : tensor<2x4xf32> to tensor<2x4x!quant.uniform<i8:f32:{0:1, 1:2}, {{\{\{}}5.000000e-01, 2.500000e-01}, {1.250000e-01, 1.000000e+00}}>>
// CHECK: quant.dcast %[[Q]]
func.func @sub_channel_output(%x: tensor<2x3xf32>) -> tensor<2x4xf32> {
  %w = arith.constant dense<0.5> : tensor<3x4xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul ins(%x, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %mq = quant.qcast %m : tensor<2x4xf32> to tensor<2x4x!blocks_out>
  %md = quant.dcast %mq : tensor<2x4x!blocks_out> to tensor<2x4xf32>
  return %md : tensor<2x4xf32>
}
