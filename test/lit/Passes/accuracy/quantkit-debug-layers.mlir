// quantkit-debug-layers after quantkit-propagate: the float copy of the body
// (kernels unwrapped), each kernel once more on the float copy's values,
// two records per kernel result; a function whose kernels are not all in
// its entry block is left alone with a remark. The records' values are
// checked by test/lit/Execution/debug-layers.mlir.
// RUN: %quantkit-opt %s -split-input-file 2>%t.remarks \
// RUN:   --pass-pipeline='builtin.module(quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-debug-layers)' \
// RUN:   | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

// CHECK-LABEL: func.func @one_kernel(
// CHECK-SAME: %[[X:[^:]+]]: tensor<2x4xf32>
// CHECK: %[[Q:.+]] = quantkit.region "matmul"(%[[XS:[^,]+]], %[[W:[^)]+]])
// CHECK-SAME: quantkit.kernel_index = 0
// CHECK: %[[QS:.+]] = quantkit.stats %[[Q]]
// The float copy: every op cloned on the same argument.
// CHECK: %[[XF:.+]] = quantkit.stats %[[X]]
// CHECK: %[[WF:.+]] = arith.constant dense<5.000000e-01>
// CHECK: %[[F:.+]] = linalg.matmul ins(%[[XF]], %[[WF]] :
// The kernel on the float copy's values.
// CHECK: %[[L:.+]] = quantkit.region "matmul"(%[[XF]], %[[WF]])
// CHECK: linalg.generic {{.*}} iterator_types = ["reduction", "reduction"]} ins(%[[F]], %[[L]] :
// CHECK: vector.print str "quantkit-debug one_kernel.matmul.0 matmul local {{.*}}quantkit-debug-layers.mlir:{{[0-9]+}}:{{[0-9]+}} :"
// CHECK: linalg.generic {{.*}} ins(%[[F]], %[[Q]] :
// CHECK: vector.print str "quantkit-debug one_kernel.matmul.0 matmul accumulated
// The function still returns the quantized program's value (its stats).
// CHECK: return %[[QS]] : tensor<2x3xf32>
func.func @one_kernel(%x: tensor<2x4xf32>) -> tensor<2x3xf32> {
  %xs = quantkit.stats %x {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<2x4xf32>
  %w = arith.constant dense<0.5> : tensor<4x3xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %m = linalg.matmul ins(%xs, %w : tensor<2x4xf32>, tensor<4x3xf32>) outs(%z : tensor<2x3xf32>) -> tensor<2x3xf32>
  %ms = quantkit.stats %m {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<2x3xf32>
  return %ms : tensor<2x3xf32>
}

// -----

// REMARK: remark: quantkit-debug-layers: @two_blocks not measured: its kernels are not all in its entry block
// CHECK-LABEL: func.func @two_blocks(
// CHECK-NOT: vector.print
// CHECK: return
func.func @two_blocks(%x: tensor<2x4xf32>) -> tensor<2x3xf32> {
  cf.br ^bb1
^bb1:
  %w = arith.constant dense<0.5> : tensor<4x3xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %m = linalg.matmul ins(%x, %w : tensor<2x4xf32>, tensor<4x3xf32>) outs(%z : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %m : tensor<2x3xf32>
}
