// Per-axis statistics on a per-axis activation port (a target file's add
// with per_axis(0) ports): each channel's range is widened to hold 0 before
// it gives parameters, as layer statistics are (quantkit-propagate.mlir,
// @stats_miss_zero). Channel 0's [1, 2] covers [0, 2] (scale 2 / 255, zero
// point -128), channel 1's [-3, -1] covers [-3, 0] (scale 3 / 255, zero
// point 127). Taken as they are they would give scales 1 / 255 and 2 / 255
// with clamped zero points, covering [0, 1] and [-2, 0].
// RUN: echo 'quantkit.target @"axis-add" default(i8) { kernel "add" ins(i8 per_axis(0), i8 per_axis(0)) outs(i8 per_axis(0)) constraint free }' > %t.target.mlir
// RUN: %quantkit-opt %s -o - 2>/dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target-file=%t.target.mlir})' \
// RUN:   | FileCheck %s

// CHECK-LABEL: func.func @axis_stats_miss_zero
// CHECK: quantkit.region "add"({{.*}}) in [!quant.uniform<i8:f32:0, {0.0078431372549019607:-128,0.011764705882352941:127}>, !quant.uniform<i8:f32:0, {0.0078431372549019607:-1,0.0078431372549019607:-1}>]
func.func @axis_stats_miss_zero(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
  %a = quantkit.stats %arg0 {layerStats = dense<[-3.0, 2.0]> : tensor<2xf32>,
      axisStats = dense<[[1.0, 2.0], [-3.0, -1.0]]> : tensor<2x2xf32>,
      axis = 0 : i64} : tensor<2xf32>
  %b = quantkit.stats %arg1 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>,
      axisStats = dense<[[-1.0, 1.0], [-1.0, 1.0]]> : tensor<2x2xf32>,
      axis = 0 : i64} : tensor<2xf32>
  %0 = quantkit.region "add" (%a, %b) in [f32, f32] out [f32]
      : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> {
  ^bb0(%x: tensor<2xf32>, %y: tensor<2xf32>):
    %s = arith.addf %x, %y : tensor<2xf32>
    quantkit.return %s : tensor<2xf32>
  }
  return %0 : tensor<2xf32>
}
