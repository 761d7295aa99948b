// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' | FileCheck %s

// A bias held in a `dense_resource` blob (today's torch-mlir writes every
// parameter as one) is quantized at compile time like a `dense` one: an
// i32 constant behind quant.scast, not a quant.qcast at run time, whose
// unknown range made the lowering widen the whole epilogue to 64 bits (and
// its requantization to 128). The blob holds [0.5, -0.25]; the input scale
// is 2/255 (range [-1, 1]), the weight's 1/127 per channel, so the bias
// scale is 2/(255 * 127) and the bias [8096, -4048] (0.5 * 16192.5 =
// 8096.25, -0.25 * 16192.5 = -4048.125).
// CHECK-LABEL: func.func @model
// CHECK: %[[B:.*]] = arith.constant dense<[8096, -4048]> : tensor<2xi32>
// CHECK: quant.scast %[[B]] : tensor<2xi32> to tensor<2x!quant.uniform<i32:f32:0
// CHECK-NOT: quant.qcast {{.*}} : tensor<2xf32>
func.func @model(%x: tensor<4x8xf32>) -> tensor<4x2xf32> {
  %xs = quantkit.stats %x {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4x8xf32>
  %w = arith.constant dense<[[1.0, -1.0], [0.5, 0.5], [0.25, -0.25], [0.0, 1.0], [-1.0, 0.0], [0.5, -0.5], [0.125, 0.25], [-0.5, 0.75]]> : tensor<8x2xf32>
  %b = arith.constant dense_resource<bias> : tensor<2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %m = linalg.matmul ins(%xs, %w : tensor<4x8xf32>, tensor<8x2xf32>) outs(%z : tensor<4x2xf32>) -> tensor<4x2xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<4x2xf32>, tensor<2xf32>) outs(%e : tensor<4x2xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<4x2xf32>
  %ys = quantkit.stats %y {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<4x2xf32>
  return %ys : tensor<4x2xf32>
}

{-#
  dialect_resources: {
    builtin: {
      bias: "0x040000000000003F000080BE"
    }
  }
#-}
