// quantkit-import turns fake-quant ops into qcast -> dcast pairs through
// !quant.uniform (upstream fakeQuantAttrsToType parameters) and layer
// statistics into pairs through !quant.calibrated; per-axis statistics stay.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-import)' \
// RUN:   | FileCheck %s
// The result round-trips and passes quantkit-verify.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-import,quantkit-verify)' \
// RUN:   | %quantkit-opt | FileCheck %s

// CHECK-LABEL: func.func @fake_quant
// CHECK-SAME: (%[[ARG:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[Q:.*]] = quant.qcast %[[ARG]] : tensor<4xf32> to tensor<4x!quant.uniform<i8:f32, 0.0078431372549019607:-1>>
// CHECK-NEXT: %[[D:.*]] = quant.dcast %[[Q]] : tensor<4x!quant.uniform<i8:f32, 0.0078431372549019607:-1>> to tensor<4xf32>
// CHECK-NEXT: return %[[D]]
// CHECK-NOT: const_fake_quant
func.func @fake_quant(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.const_fake_quant %arg0 {min = -1.0 : f32, max = 1.0 : f32,
      num_bits = 8 : i64, narrow_range = false, is_signed = true} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// Unsigned (the default), narrow range, 4 bits (TensorFlow's [0, 15], not
// upstream's widening to [0, 255]), 16 bits on a scalar, f16.
// CHECK-LABEL: func.func @fake_quant_variants
// CHECK: quant.qcast %{{.*}} : tensor<4xf32> to tensor<4x!quant.uniform<u8:f32, 0.023529411764705882:85>>
// CHECK: quant.qcast %{{.*}} : tensor<4xf32> to tensor<4x!quant.uniform<i8<-127:127>:f32, 0.047244094488188976>>
// CHECK: quant.qcast %{{.*}} : tensor<4xf32> to tensor<4x!quant.uniform<u8<0:15>:f32, 4.000000e-01>>
// CHECK: quant.qcast %{{.*}} : f32 to !quant.uniform<i16:f32, 9.1554131380178531E-5:-32768>
// CHECK: quant.qcast %{{.*}} : tensor<2xf16> to tensor<2x!quant.uniform<u8:f16, 0.0039215686274509803>>
func.func @fake_quant_variants(%a: tensor<4xf32>, %s: f32, %h: tensor<2xf16>)
    -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32, tensor<2xf16>) {
  %0 = quantkit.const_fake_quant %a {min = -2.0 : f32, max = 4.0 : f32,
      num_bits = 8 : i64} : tensor<4xf32>
  %1 = quantkit.const_fake_quant %a {min = -6.0 : f32, max = 6.0 : f32,
      num_bits = 8 : i64, narrow_range = true, is_signed = true} : tensor<4xf32>
  %2 = quantkit.const_fake_quant %a {min = 0.0 : f32, max = 6.0 : f32,
      num_bits = 4 : i64} : tensor<4xf32>
  %3 = quantkit.const_fake_quant %s {min = 0.0 : f32, max = 6.0 : f32,
      num_bits = 16 : i64, is_signed = true} : f32
  %4 = quantkit.const_fake_quant %h {min = 0.0 : f32, max = 1.0 : f32,
      num_bits = 8 : i64} : tensor<2xf16>
  return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32, tensor<2xf16>
}

// CHECK-LABEL: func.func @fake_quant_per_axis
// CHECK: quant.qcast %{{.*}} : tensor<3x2xf32> to tensor<3x2x!quant.uniform<i8<-127:127>:f32:1, {0.0078740157480314959,0.015748031496062992}>>
// CHECK-NEXT: quant.dcast
func.func @fake_quant_per_axis(%arg0: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %0 = quantkit.const_fake_quant_per_axis %arg0 {
      min = array<f32: -1.0, -2.0>, max = array<f32: 1.0, 2.0>,
      axis = 1 : i64, num_bits = 8 : i64, narrow_range = true,
      is_signed = true} : tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// Layer statistics become calibrated pairs; per-axis statistics stay.
// CHECK-LABEL: func.func @stats
// CHECK: %[[Q:.*]] = quant.qcast %{{.*}} : tensor<8x3xf32> to tensor<8x3x!quant.calibrated<f32<-1.000000e+00:2.000000e+00>>>
// CHECK-NEXT: %[[D:.*]] = quant.dcast %[[Q]]
// CHECK-NEXT: %[[S:.*]] = quantkit.stats %[[D]] {axis = 1 : i64, axisStats = dense<{{.*}}> : tensor<3x2xf32>, layerStats = dense<[-3.000000e+00, 3.000000e+00]> : tensor<2xf32>} : tensor<8x3xf32>
// CHECK-NEXT: return %[[S]]
func.func @stats(%arg0: tensor<8x3xf32>) -> tensor<8x3xf32> {
  %0 = quantkit.stats %arg0 {layerStats = dense<[-1.0, 2.0]> : tensor<2xf32>}
      : tensor<8x3xf32>
  %1 = quantkit.stats %0 {layerStats = dense<[-3.0, 3.0]> : tensor<2xf32>,
      axisStats = dense<[[-1.0, 1.0], [-2.0, 2.0], [-3.0, 3.0]]> : tensor<3x2xf32>,
      axis = 1 : i64} : tensor<8x3xf32>
  return %1 : tensor<8x3xf32>
}

// Statistics that miss 0 give a range widened to hold it: calibrators
// widen so, and a range of [2.5, 3.5] would otherwise clamp the zero point
// and cover [0, 1] only (dialect/Reference.md, model constraints).
// CHECK-LABEL: func.func @stats_miss_zero
// CHECK: quant.qcast %{{.*}} : tensor<4xf32> to tensor<4x!quant.calibrated<f32<0.000000e+00:3.500000e+00>>>
// CHECK: quant.qcast %{{.*}} : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-3.000000e+00:0.000000e+00>>>
func.func @stats_miss_zero(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.stats %arg0 {layerStats = dense<[2.5, 3.5]> : tensor<2xf32>}
      : tensor<4xf32>
  %1 = arith.negf %0 : tensor<4xf32>
  %2 = quantkit.stats %1 {layerStats = dense<[-3.0, -1.0]> : tensor<2xf32>}
      : tensor<4xf32>
  return %2 : tensor<4xf32>
}

// Statistics of a value that was 0 on every calibration input (a zero bias
// broadcast at run time, as ConvNeXt's linear layers have it) give the
// unit range: !quant.calibrated needs min < max, and any range holding 0
// represents the zeros exactly. Before, the import stopped at "illegal min
// and max: (0.000000e+00:0.000000e+00)".
// CHECK-LABEL: func.func @stats_all_zero
// CHECK: quant.qcast %{{.*}} : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-1.000000e+00:1.000000e+00>>>
func.func @stats_all_zero(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.stats %arg0 {layerStats = dense<0.0> : tensor<2xf32>}
      : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// Ops inside regions and loops are imported too; other ops are untouched.
// CHECK-LABEL: func.func @nested
// CHECK: quantkit.region "add"
// CHECK: quant.qcast %{{.*}} : tensor<4xf32> to tensor<4x!quant.calibrated<f32<0.000000e+00:1.000000e+00>>>
// CHECK: quantkit.stats_ref
func.func @nested(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.region "add" (%arg0, %arg0) in [f32, f32] out [f32]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = arith.addf %x, %y : tensor<4xf32>
    %t = quantkit.stats %s {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
    quantkit.return %t : tensor<4xf32>
  }
  %1 = quantkit.stats_ref %0 {statsKey = "k"} : tensor<4xf32>
  return %1 : tensor<4xf32>
}
