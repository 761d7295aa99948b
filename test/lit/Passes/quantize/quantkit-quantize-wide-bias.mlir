// A 16x8 kernel's bias is i64 (tflite-int16x8), a storage upstream's quant
// parser rejects (it caps storage at 32 bits): a bias that only a constant
// broadcast, reshaped or recorded feeds (today's torch-mlir broadcasts a
// linear layer's dense_resource bias to [1, N]; quantkit-fuse collapses
// it back to [N]) is quantized at compile time and stored in i32 where its
// values fit, so the quantized module prints and reads back.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int16x8})' \
// RUN:   | %quantkit-opt | FileCheck %s

// CHECK-LABEL: func.func @head
// CHECK-NOT: quant.qcast {{.*}}i64
// CHECK: %[[BIAS:.*]] = quant.scast %{{.*}} : tensor<3xi32> to tensor<3x!quant.uniform<i32:f32:0, {{.*}}>>
// CHECK: quantkit.matmul %{{.*}}, %{{.*}}, %[[BIAS]]
#b = affine_map<(d0, d1) -> (d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @head(%x: tensor<1x4xf32>) -> tensor<1x3xf32> {
  %xs = quantkit.stats %x {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x4xf32>
  %w = arith.constant dense<[[0.5, -0.25, 0.125], [1.0, 0.75, -0.5], [0.25, 0.5, 0.25], [-1.0, 0.5, 0.0]]> : tensor<4x3xf32>
  %bias = arith.constant dense_resource<head_bias> : tensor<3xf32>
  %eb = tensor.empty() : tensor<1x3xf32>
  %bb = linalg.generic {indexing_maps = [#b, #id], iterator_types = ["parallel", "parallel"]} ins(%bias : tensor<3xf32>) outs(%eb : tensor<1x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x3xf32>
  %bbs = quantkit.stats %bb {layerStats = dense<[-0.2, 0.3]> : tensor<2xf32>} : tensor<1x3xf32>
  %zero = arith.constant 0.0 : f32
  %z = linalg.fill ins(%zero : f32) outs(%eb : tensor<1x3xf32>) -> tensor<1x3xf32>
  %m = linalg.matmul ins(%xs, %w : tensor<1x4xf32>, tensor<4x3xf32>) outs(%z : tensor<1x3xf32>) -> tensor<1x3xf32>
  %a = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%m, %bbs : tensor<1x3xf32>, tensor<1x3xf32>) outs(%eb : tensor<1x3xf32>) {
  ^bb0(%p: f32, %q: f32, %out: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<1x3xf32>
  %as = quantkit.stats %a {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<1x3xf32>
  return %as : tensor<1x3xf32>
}

{-#
  dialect_resources: {
    builtin: {
      head_bias: "0x04000000CDCCCC3DCDCC4CBE9A99993E"
    }
  }
#-}
