// Found by the short fuzz campaign (dimension mutation on
// quantkit-normalize-global-pool.mlir): a global average pooling over
// 2^31 - 1 channels becomes a depthwise convolution, and the division after
// it a per-channel affine function that FoldPerChannelAffine evaluated once
// per channel, 2^31 times (past the campaign's 60 s). Channels beyond 2^24
// (as many as get parameters of their own) are not folded now: the division
// stays, the pass ends at once, and quantization reports the channel count.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize)' | FileCheck %s
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=QUANTIZE

// CHECK-LABEL: func.func @reduction_form
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc
// CHECK: arith.divf
// QUANTIZE: error: constant feeding input #1: the constant of type tensor<2x2x2147483647xf32> has 2147483647 channels along axis 2, more than the 16777216 that get parameters of their own
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#sum = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
func.func @reduction_form(%x: tensor<1x2147483647x2x2xf32>) -> tensor<1x2147483647x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %four = arith.constant 4.0 : f32
  %e = tensor.empty() : tensor<1x2147483647x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2147483647x1x1xf32>) -> tensor<1x2147483647x1x1xf32>
  %s = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x : tensor<1x2147483647x2x2xf32>) outs(%f : tensor<1x2147483647x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<1x2147483647x1x1xf32>
  %m = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x2147483647x1x1xf32>) outs(%e : tensor<1x2147483647x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %four : f32
    linalg.yield %d : f32
  } -> tensor<1x2147483647x1x1xf32>
  return %m : tensor<1x2147483647x1x1xf32>
}
