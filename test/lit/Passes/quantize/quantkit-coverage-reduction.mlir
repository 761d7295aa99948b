// quantkit-coverage lists float reductions no kernel takes: a mean over the
// channels (its sum) and a maximum over the last dimension (a row
// statistic: a layer norm's, or a softmax's first step where no whole
// softmax was matched) run in float between casts. A sum over the whole H x W map
// (a global average pooling) is no reduction left: quantkit-normalize makes
// it a depthwise convolution (a contraction, float here for want of
// statistics). A reduction of a constant is not listed.
// RUN: %quantkit-opt %s -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' \
// RUN:   | FileCheck %s
// RUN: %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8},quantkit-report{format=json})' \
// RUN:   2>/dev/null | FileCheck %s --check-prefix=JSON

// CHECK: remark: quantkit-quantize: 0 of 1 contractions quantized, 0 of 0 poolings quantized in @reductions
// CHECK: :[[@LINE+17]]:8: note: 'linalg.generic' left in floating point: reduction over loop 1 ('arith.addf') with no int8 kernel; runs in float between casts
// CHECK: :[[@LINE+23]]:8: note: 'linalg.generic' left in floating point: reduction over loop 1 ('arith.maximumf') with no int8 kernel (a statistic of each row, as a layer norm's mean or variance; a softmax's maximum and sum are quantized with it where the whole softmax is matched); runs in float between casts
// CHECK: :[[@LINE+29]]:8: note: 'linalg.depthwise_conv_2d_nhwc_hwc' left in floating point: region fell back to float: input 0 is not resolved
// CHECK-NOT: note:
// JSON: "kind": "reduction"
// JSON: "kind": "reduction"
// JSON-NOT: "kind": "reduction"
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#channels = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @reductions(%x: tensor<1x8x4x4xf32>, %l: tensor<2x10xf32>) -> (tensor<1x1x4x4xf32>, tensor<2xf32>, tensor<1x8x1x1xf32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %low = arith.constant -3.4e38 : f32
  %e = tensor.empty() : tensor<1x1x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xf32>
  %s = linalg.generic {indexing_maps = [#id, #channels], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%x : tensor<1x8x4x4xf32>) outs(%f : tensor<1x1x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<1x1x4x4xf32>
  %er = tensor.empty() : tensor<2xf32>
  %fr = linalg.fill ins(%low : f32) outs(%er : tensor<2xf32>) -> tensor<2xf32>
  %m = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]} ins(%l : tensor<2x10xf32>) outs(%fr : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.maximumf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2xf32>
  %eg = tensor.empty() : tensor<1x8x1x1xf32>
  %fg = linalg.fill ins(%zero : f32) outs(%eg : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
  %g = linalg.generic {indexing_maps = [#id, #map], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x : tensor<1x8x4x4xf32>) outs(%fg : tensor<1x8x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<1x8x1x1xf32>
  %c = arith.constant dense<1.0> : tensor<4x3xf32>
  %ec = tensor.empty() : tensor<4xf32>
  %fc = linalg.fill ins(%zero : f32) outs(%ec : tensor<4xf32>) -> tensor<4xf32>
  %k = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]} ins(%c : tensor<4x3xf32>) outs(%fc : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %s, %m, %g, %k : tensor<1x1x4x4xf32>, tensor<2xf32>, tensor<1x8x1x1xf32>, tensor<4xf32>
}
