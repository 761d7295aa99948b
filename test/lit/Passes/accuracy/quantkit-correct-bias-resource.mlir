// quantkit-correct-bias and quantkit-debug-layers{measure=bias} on a
// kernel whose bias is a `dense_resource` blob, as today's torch-mlir (fx)
// writes every parameter. A loaded f32 blob is read like a `dense`
// constant: the kernel is measured, and its corrected bias becomes a dense
// constant. The blob holds [0.5, -0.25], the same values as
// quantkit-correct-bias.mlir's dense bias, with the same records.
// RUN: echo "quantkit-bias model.matmul.0 matmul here:1:1 : 2, 1.0, -2.0" > %t.two
// RUN: echo "quantkit-bias model.matmul.0 matmul here:1:1 : 6, 3.0, 2.0" >> %t.two
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-correct-bias{file=%t.two})' 2>&1 \
// RUN:   | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-debug-layers{measure=bias})' 2>/dev/null \
// RUN:   | FileCheck %s --check-prefix=MEASURE
// CHECK: remark: quantkit-correct-bias: corrected 1 biases; largest mean shift 0.5 (model.matmul.0)
// CHECK-LABEL: func.func @model
// CHECK: %[[BIAS:.*]] = arith.constant dense<[0.000000e+00, -2.500000e-01]> : tensor<2xf32>
// CHECK: quantkit.region "matmul"(%{{.*}}, %{{.*}}, %[[BIAS]])
// MEASURE-LABEL: func.func @model
// MEASURE: quantkit-bias model.matmul.0
//
// An elided blob (`dense_resource<__elided__>`, as printed with
// --mlir-elide-resource-strings-if-larger) has no values: the kernel is not
// a biased one the pass can correct. No record is printed, and an empty
// records file corrects nothing instead of asking for a record; the remark
// names the kernel it left.
// RUN: echo "" > %t.empty
// RUN: sed 's/dense_resource<bias>/dense_resource<__elided__>/' %s > %t.elided.mlir
// RUN: %quantkit-opt %t.elided.mlir --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-correct-bias{file=%t.empty})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ELIDED
// RUN: %quantkit-opt %t.elided.mlir --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-debug-layers{measure=bias})' 2>/dev/null \
// RUN:   | FileCheck %s --check-prefix=ELIDED-MEASURE
// ELIDED: remark: quantkit-correct-bias: corrected 0 biases; 1 left as they are, their bias no constant of the kernel (model.matmul.0)
// ELIDED: quantkit.region "matmul"
// ELIDED-MEASURE-LABEL: func.func @model
// ELIDED-MEASURE-NOT: quantkit-bias

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
