// quantkit-quantize (import, fuse, propagate, materialize) on a calibrated
// convolution with bias and ReLU6: per-channel symmetric weights from the
// constant's data, the bias at s_in * s_w, ReLU6 as the range [zp, q(6)].
// RUN: %quantkit-opt %s -o - 2>/dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' \
// RUN:   | FileCheck %s
// CHECK-LABEL: func.func @conv
// CHECK: %[[X:.*]] = quant.qcast %arg0 : {{.*}} to tensor<1x4x4x2x!quant.uniform<i8:f32, 0.0078431372549019607:-1>>
// CHECK: arith.constant dense<127> : tensor<3x3x3x2xi8>
// CHECK: quant.scast {{.*}} to tensor<3x3x3x2x!quant.uniform<i8<-127:127>:f32:0, {0.003937007874015748,0.003937007874015748,0.003937007874015748}>>
// CHECK: arith.constant dense<[3239, 6477, -9716]> : tensor<3xi32>
// CHECK: %[[C:.*]] = quantkit.conv2d %[[X]], {{.*}} {dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1>} {{.*}} -> tensor<1x2x2x3x!quant.uniform<i8<-128:63>:f32, 0.031372549019607843:-128>>
// CHECK: quant.dcast
// CHECK-NOT: linalg.conv_2d_nhwc_fhwc
// CHECK-NOT: quantkit.stats
func.func @conv(%x0: tensor<1x4x4x2xf32>) -> tensor<1x2x2x3xf32> {
  %w = arith.constant dense<0.5> : tensor<3x3x3x2xf32>
  %b = arith.constant dense<[0.1, 0.2, -0.3]> : tensor<3xf32>
  %zero = arith.constant 0.0 : f32
  %six = arith.constant 6.0 : f32
  %x = quantkit.stats %x0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
  %e = tensor.empty() : tensor<1x2x2x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x4x4x2xf32>, tensor<3x3x3x2xf32>) outs(%z : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %y0 = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %b : tensor<1x2x2x3xf32>, tensor<3xf32>) outs(%e : tensor<1x2x2x3xf32>) {
  ^bb0(%a: f32, %d: f32, %o: f32):
    %s = arith.addf %a, %d : f32
    %r = arith.maximumf %s, %zero : f32
    %r6 = arith.minimumf %r, %six : f32
    linalg.yield %r6 : f32
  } -> tensor<1x2x2x3xf32>
  %y = quantkit.stats %y0 {layerStats = dense<[0.0, 8.0]> : tensor<2xf32>} : tensor<1x2x2x3xf32>
  return %y : tensor<1x2x2x3xf32>
}
