// quantkit-quantize on a hardswish written as one elementwise
// linalg.generic (as quantkit-normalize leaves MobileNetV3's chains):
// quantkit-fuse wraps it as tflite-int8's 'hard_swish' kernel (a splat
// constant bound stays inside the region), both scales are free (the input
// is the producer's, the output calibrated) and quantkit-materialize makes
// it quantkit.hard_swish. tflite-int16x8 has no such kernel (TFLite's
// HARD_SWISH is 8-bit only): the generic stays float and says so.
// RUN: %quantkit-opt %s -split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-fuse{target=tflite-int8})' \
// RUN:   | FileCheck %s --check-prefix=FUSE
// RUN: %quantkit-opt %s -split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' \
// RUN:   | FileCheck %s
// RUN: %quantkit-opt %s -split-input-file -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int16x8})' \
// RUN:   | FileCheck %s --check-prefix=INT16

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
!t = tensor<1x2x2x4xf32>

// FUSE-LABEL: func.func @hard_swish
// FUSE: quantkit.region "hard_swish"(%{{.*}}) in [f32] out [f32]
// FUSE: arith.minimumf
// CHECK-LABEL: func.func @hard_swish
// CHECK: %[[X:.*]] = quant.qcast %arg0 : tensor<1x2x2x4xf32> to tensor<1x2x2x4x!quant.uniform<i8:f32, 0.031372549019607843:-1>>
// CHECK: %[[H:.*]] = quantkit.hard_swish %[[X]] : tensor<1x2x2x4x!quant.uniform<i8:f32, 0.031372549019607843:-1>> -> tensor<1x2x2x4x!quant.uniform<i8:f32, 0.017156862745098041:-106>>
// CHECK: quant.dcast %[[H]]
// CHECK-NOT: arith.minimumf
// CHECK: return
// INT16: :[[@LINE+4]]:9: note: 'linalg.generic' left in floating point: hardswish: no int8 kernel on tflite-int16x8; runs in float between casts
func.func @hard_swish(%x0: !t) -> !t {
  %x = quantkit.stats %x0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : !t
  %e = tensor.empty() : !t
  %h0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %zero = arith.constant 0.0 : f32
    %three = arith.constant 3.0 : f32
    %six = arith.constant 6.0 : f32
    %a = arith.addf %in, %three : f32
    %b = arith.maximumf %a, %zero : f32
    %c = arith.minimumf %b, %six : f32
    %d = arith.mulf %in, %c : f32
    %f = arith.divf %d, %six : f32
    linalg.yield %f : f32
  } -> !t
  %h = quantkit.stats %h0 {layerStats = dense<[-0.375, 4.0]> : tensor<2xf32>} : !t
  return %h : !t
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// The product first, `x * relu6(x + 3)` then `* (1/6)`, its bounds splat
// tensors: the region clones them, the port is x alone.
// FUSE-LABEL: func.func @hard_swish_with_constants
// FUSE: quantkit.region "hard_swish"(%{{.*}}) in [f32] out [f32]
// FUSE-DAG: arith.constant dense<3.000000e+00> : tensor<3x5xf32>
// FUSE-DAG: arith.constant dense<6.000000e+00> : tensor<3x5xf32>
// CHECK-LABEL: func.func @hard_swish_with_constants
// CHECK: quantkit.hard_swish %{{.*}} : tensor<3x5x!quant.uniform<i8:f32, 0.039215686274509803:-1>> -> tensor<3x5x!quant.uniform<i8:f32, 0.021078431372549021:-110>>
// INT16: note: 'linalg.generic' left in floating point: hardswish: no int8 kernel on tflite-int16x8
func.func @hard_swish_with_constants(%x0: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %x = quantkit.stats %x0 {layerStats = dense<[-5.0, 5.0]> : tensor<2xf32>} : tensor<3x5xf32>
  %three = arith.constant dense<3.0> : tensor<3x5xf32>
  %six = arith.constant dense<6.0> : tensor<3x5xf32>
  %e = tensor.empty() : tensor<3x5xf32>
  %h0 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %three, %six : tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>) outs(%e : tensor<3x5xf32>) {
  ^bb0(%in: f32, %t: f32, %s: f32, %out: f32):
    %zero = arith.constant 0.0 : f32
    %sixth = arith.constant 0.16666667 : f32
    %a = arith.addf %in, %t : f32
    %b = arith.maximumf %a, %zero : f32
    %c = arith.minimumf %b, %s : f32
    %d = arith.mulf %in, %c : f32
    %f = arith.mulf %d, %sixth : f32
    linalg.yield %f : f32
  } -> tensor<3x5xf32>
  %h = quantkit.stats %h0 {layerStats = dense<[-0.375, 5.0]> : tensor<2xf32>} : tensor<3x5xf32>
  return %h : tensor<3x5xf32>
}
