// quantkit-correct-bias and quantkit-debug-layers{measure=bias} on a
// kernel whose bias is a `dense_resource` blob (as newer torch-mlir exports
// write their constants): its values cannot be read and rewritten, so it is
// not a biased kernel. No record is printed, and an empty records file
// corrects nothing instead of asking for a record.
// RUN: echo "" > %t.empty
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-correct-bias{file=%t.empty})' 2>&1 \
// RUN:   | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-debug-layers{measure=bias})' 2>/dev/null \
// RUN:   | FileCheck %s --check-prefix=MEASURE
// CHECK: remark: quantkit-correct-bias: corrected 0 biases
// CHECK: quantkit.region "matmul"
// MEASURE-LABEL: func.func @model
// MEASURE-NOT: quantkit-bias

func.func @model(%x: tensor<4x8xf32>, %w: tensor<8x2xf32>) -> tensor<4x2xf32> {
  %xs = quantkit.stats %x {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4x8xf32>
  %ws = quantkit.stats %w {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<8x2xf32>
  %b = arith.constant dense_resource<bias> : tensor<2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %m = linalg.matmul ins(%xs, %ws : tensor<4x8xf32>, tensor<8x2xf32>) outs(%z : tensor<4x2xf32>) -> tensor<4x2xf32>
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
