// quantkit-apply-stats merges the calibration records of each key (min of
// the minima, max of the maxima, per channel where per axis) and replaces
// every quantkit.stats_ref by a quantkit.stats. Inputs/records.txt
// mixes records with other output, which is skipped.
// RUN: %quantkit-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/records.txt})' \
// RUN:   | FileCheck %s

// "act": [-1.5, 0.5] and [-3.0, 1.0] give [-3.0, 1.0]; both stats_ref of
// the key get it. "w" per axis 1: channel 0 [-1, 1] and [-2, 0] give
// [-2, 1], channel 1 [0, 2] and [0.5, 3] give [0, 3], channel 2 [-0.25,
// 0.75] twice; the layer range is [-2, 3]. The key with escapes is
// `q"k\`; an empty record (+inf, -inf) merges away.
// CHECK-LABEL: func.func @model
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[W:.*]]: tensor<3x3xf32>, %[[S:.*]]: f32)
// CHECK-NEXT: %[[A:.*]] = quantkit.stats %[[X]] {layerStats = dense<[-3.000000e+00, 1.000000e+00]> : tensor<2xf32>} : tensor<2x3xf32>
// CHECK-NEXT: %[[B:.*]] = quantkit.stats %[[A]] {layerStats = dense<[-3.000000e+00, 1.000000e+00]> : tensor<2xf32>} : tensor<2x3xf32>
// CHECK-NEXT: %[[WS:.*]] = quantkit.stats %[[W]] {axis = 1 : i64, axisStats = dense<{{\[}}[-2.000000e+00, 1.000000e+00], [0.000000e+00, 3.000000e+00], [-2.500000e-01, 7.500000e-01]]> : tensor<3x2xf32>, layerStats = dense<[-2.000000e+00, 3.000000e+00]> : tensor<2xf32>} : tensor<3x3xf32>
// CHECK-NEXT: %[[SS:.*]] = quantkit.stats %[[S]] {layerStats = dense<[0.000000e+00, 6.000000e+00]> : tensor<2xf32>} : f32
// CHECK-NEXT: %[[E:.*]] = quantkit.stats %[[S]] {layerStats = dense<[0.000000e+00, 1.000000e+00]> : tensor<2xf32>} : f32
// CHECK-NOT: quantkit.stats_ref
// CHECK: return %[[B]], %[[WS]], %[[SS]], %[[E]]
func.func @model(%x: tensor<2x3xf32>, %w: tensor<3x3xf32>, %s: f32)
    -> (tensor<2x3xf32>, tensor<3x3xf32>, f32, f32) {
  %a = quantkit.stats_ref %x {statsKey = "act"} : tensor<2x3xf32>
  %b = quantkit.stats_ref %a {statsKey = "act"} : tensor<2x3xf32>
  %ws = quantkit.stats_ref %w {statsKey = "w", axis = 1 : i64} : tensor<3x3xf32>
  %ss = quantkit.stats_ref %s {statsKey = "q\"k\\"} : f32
  %e = quantkit.stats_ref %s {statsKey = "empty then full"} : f32
  return %b, %ws, %ss, %e : tensor<2x3xf32>, tensor<3x3xf32>, f32, f32
}
