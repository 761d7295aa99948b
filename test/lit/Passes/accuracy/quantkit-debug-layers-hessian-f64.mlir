// quantkit-debug-layers{measure=hessian} on an f64 model: the moments are
// summed in f64 already, nothing to widen (an f64 -> f64 extf used to fail
// verification), and the program runs.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-debug-layers{measure=hessian})' 2>/dev/null \
// RUN:   | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-debug-layers{measure=hessian},quantkit-materialize,quantkit-to-int,quantkit-to-llvm)' 2>/dev/null \
// RUN:   | %mlir-runner -e calibrate -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils.so,%mlir_lib_dir/libmlir_c_runner_utils.so \
// RUN:   | FileCheck %s --check-prefix=RECORD

// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<2x3xf64>, tensor<2x3xf64>, tensor<2xf64>) outs(%{{.*}} : tensor<3x3xf64>)
// CHECK-NEXT: ^bb0(%[[A:.*]]: f64, %[[B:.*]]: f64, %{{.*}}: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[A]], %[[B]] : f64
// CHECK-NEXT: arith.addf %[[OUT]], %[[P]] : f64

// Rows (1, 2, 2) and (0, 1, 1): x0^2 = 1, x0 x1 = x0 x2 = 2, x1^2 = x1 x2
// = x2^2 = 5, each printed as M * 2^E.
// RECORD: quantkit-hessian model.matmul.0 matmul {{.*}} :{{ ?}}2, 1, 3, 1p0, 1p1, 1p1, 5p0, 5p0, 5p0

func.func @model(%x: tensor<2x3xf64>) -> tensor<2x1xf64> {
  %xs = quantkit.stats %x {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<2x3xf64>
  %w = arith.constant dense<[[0.5], [0.25], [-0.125]]> : tensor<3x1xf64>
  %zero = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<2x1xf64>
  %z = linalg.fill ins(%zero : f64) outs(%e : tensor<2x1xf64>) -> tensor<2x1xf64>
  %m = linalg.matmul ins(%xs, %w : tensor<2x3xf64>, tensor<3x1xf64>) outs(%z : tensor<2x1xf64>) -> tensor<2x1xf64>
  %ms = quantkit.stats %m {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<2x1xf64>
  return %ms : tensor<2x1xf64>
}

func.func @calibrate() {
  %x = arith.constant dense<[[1.0, 2.0, 2.0], [0.0, 1.0, 1.0]]> : tensor<2x3xf64>
  %y = call @model(%x) : (tensor<2x3xf64>) -> tensor<2x1xf64>
  return
}
