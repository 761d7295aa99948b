// Found by quantkit-fuzz under AddressSanitizer (seed 424 on upstream's
// Dialect/Linalg/named-ops.mlir): kernel matching read result 0 of a
// linalg.mul on memrefs, which has no result (a heap-buffer-overflow in
// matchBinary). Linalg ops on buffers are no kernels: quantization leaves
// them as they are.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' 2>&1 | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-fuse{target=tflite-int8})' 2>&1 | FileCheck %s

// CHECK-LABEL: func.func @buffers
// CHECK-NOT: quantkit.region
// CHECK: linalg.mul
// CHECK: linalg.add
// CHECK: linalg.matmul
// CHECK: linalg.conv_2d_nhwc_hwcf
// CHECK: linalg.pooling_nhwc_max
// CHECK: linalg.generic
// CHECK: return
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @buffers(%a: memref<?x?x?xf32>, %b: memref<?x?x?xf32>, %c: memref<?x?x?xf32>,
                   %m: memref<4x8xf32>, %n: memref<8x2xf32>, %o: memref<4x2xf32>,
                   %x: memref<1x4x4x2xf32>, %w: memref<3x3x2x3xf32>, %y: memref<1x2x2x3xf32>,
                   %k: memref<2x2xf32>, %p: memref<1x3x3x2xf32>) {
  linalg.mul ins(%a, %b : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%c : memref<?x?x?xf32>)
  linalg.add ins(%a, %b : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%c : memref<?x?x?xf32>)
  linalg.matmul ins(%m, %n : memref<4x8xf32>, memref<8x2xf32>) outs(%o : memref<4x2xf32>)
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : memref<1x4x4x2xf32>, memref<3x3x2x3xf32>) outs(%y : memref<1x2x2x3xf32>)
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %k : memref<1x4x4x2xf32>, memref<2x2xf32>) outs(%p : memref<1x3x3x2xf32>)
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a, %b : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%c : memref<?x?x?xf32>) {
  ^bb0(%l: f32, %r: f32, %out: f32):
    %s = arith.addf %l, %r : f32
    linalg.yield %s : f32
  }
  return
}
