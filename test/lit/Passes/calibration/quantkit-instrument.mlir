// quantkit-instrument puts a quantkit.stats_ref on every port a target's
// kernels will need parameters for and that the model does not fix
// (calibration's instrument step), without fusing the program itself.
// RUN: %quantkit-opt %s -split-input-file -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-instrument{target=tflite-int8})' \
// RUN:   | FileCheck %s
// RUN: not %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-instrument{target=no-such-target})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: unknown target 'no-such-target'

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>

// Two fused layers: the input, the hidden activation (after bias and ReLU,
// the region's output) and the output are ports; the weights and biases are
// constants and the intermediate matmul results are inside regions. The
// program is not fused, and each value gets one stats_ref however many ports
// read it.
// CHECK-LABEL: func.func @two_layers
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[XR:.*]] = quantkit.stats_ref %[[X]] {statsKey = "two_layers.arg0"} : tensor<2x3xf32>
// CHECK-NOT: quantkit.region
// CHECK: linalg.matmul ins(%[[XR]],
// CHECK-NEXT: %[[H:.*]] = linalg.generic
// CHECK: %[[HR:.*]] = quantkit.stats_ref %[[H]] {statsKey = "two_layers.linalg.generic.11"} : tensor<2x4xf32>
// CHECK-NOT: quantkit.stats_ref
// CHECK: %[[Y:.*]] = linalg.matmul ins(%[[HR]],
// CHECK-NEXT: %[[YR:.*]] = quantkit.stats_ref %[[Y]] {statsKey = "two_layers.linalg.matmul.18"} : tensor<2x2xf32>
// CHECK-NEXT: return %[[YR]], %[[HR]]
func.func @two_layers(%x: tensor<2x3xf32>) -> (tensor<2x2xf32>, tensor<2x4xf32>) {
  %w = arith.constant dense<1.0> : tensor<3x4xf32>
  %b = arith.constant dense<0.5> : tensor<4xf32>
  %w2 = arith.constant dense<0.25> : tensor<4x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul ins(%x, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %h = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %b : tensor<2x4xf32>, tensor<4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x4xf32>
  %e2 = tensor.empty() : tensor<2x2xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %y = linalg.matmul ins(%h, %w2 : tensor<2x4xf32>, tensor<4x2xf32>) outs(%z2 : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %y, %h : tensor<2x2xf32>, tensor<2x4xf32>
}

// -----

// Values the model already constrains are left alone: statistics on the
// input, a calibrated pair on the output. Weights that are not constants
// (a function argument) need statistics too, per axis where the kernel
// wants them (tflite-int8 matmul weights: the last axis of [K, N]).
// CHECK-LABEL: func.func @constrained
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[W:.*]]: tensor<3x4xf32>)
// CHECK-NEXT: %[[WR:.*]] = quantkit.stats_ref %[[W]] {axis = 1 : i64, statsKey = "constrained.arg1"} : tensor<3x4xf32>
// CHECK-NEXT: %[[XS:.*]] = quantkit.stats %[[X]]
// CHECK-NOT: quantkit.stats_ref
// CHECK: linalg.matmul ins(%[[XS]], %[[WR]] :
// CHECK-NOT: quantkit.stats_ref
// CHECK: return
func.func @constrained(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %xs = quantkit.stats %x {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<2x3xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul ins(%xs, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %q = quant.qcast %m : tensor<2x4xf32> to tensor<2x4x!quant.calibrated<f32<-4.0:4.0>>>
  %d = quant.dcast %q : tensor<2x4x!quant.calibrated<f32<-4.0:4.0>>> to tensor<2x4xf32>
  return %d : tensor<2x4xf32>
}

// -----

// An op the model keeps in floating point (`none` ports) and ops no kernel
// covers (an elementwise subtraction) need no statistics.
// CHECK-LABEL: func.func @float_and_uncovered
// CHECK-NOT: quantkit.stats_ref
// CHECK: return
func.func @float_and_uncovered(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul {quantkit.float} ins(%x, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %s = arith.subf %m, %m : tensor<2x4xf32>
  return %s : tensor<2x4xf32>
}

// -----

// An already fused module: the regions' undecided ports are instrumented,
// a port with fixed parameters is not.
// CHECK-LABEL: func.func @fused
// CHECK-SAME: (%[[X:.*]]: tensor<1x4xf32>)
// CHECK-NEXT: %[[XR:.*]] = quantkit.stats_ref %[[X]] {statsKey = "fused.arg0"}
// CHECK: %[[R:.*]] = quantkit.region "matmul"(%[[XR]],
// CHECK-NOT: quantkit.stats_ref
// CHECK: return %[[R]]
func.func @fused(%x: tensor<1x4xf32>) -> tensor<1x2xf32> {
  %w = arith.constant dense<1.0> : tensor<4x2xf32>
  %r = quantkit.region "matmul" (%x, %w) in [f32, f32] out [!quant.uniform<i8:f32, 0.1:0>]
      : (tensor<1x4xf32>, tensor<4x2xf32>) -> tensor<1x2xf32> {
  ^bb0(%a: tensor<1x4xf32>, %b: tensor<4x2xf32>):
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<1x2xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2xf32>) -> tensor<1x2xf32>
    %m = linalg.matmul ins(%a, %b : tensor<1x4xf32>, tensor<4x2xf32>) outs(%z : tensor<1x2xf32>) -> tensor<1x2xf32>
    quantkit.return %m : tensor<1x2xf32>
  }
  return %r : tensor<1x2xf32>
}

// -----

// Elementwise and pooling kernels (quantkit-fuse's patterns) are
// instrumented like contractions: both addends, the sum, the pooled result.
// CHECK-LABEL: func.func @add_pool
// CHECK: %[[X:.*]] = quantkit.stats_ref %arg0 {statsKey = "add_pool.arg0"}
// CHECK: %[[Y:.*]] = quantkit.stats_ref %arg1 {statsKey = "add_pool.arg1"}
// CHECK: %[[S:.*]] = arith.addf %[[X]], %[[Y]]
// CHECK: %[[SR:.*]] = quantkit.stats_ref %[[S]] {statsKey = "add_pool.arith.addf.0"}
// CHECK: %[[M:.*]] = tosa.max_pool2d %[[SR]]
// CHECK: quantkit.stats_ref %[[M]] {statsKey = "add_pool.tosa.max_pool2d.1"}
func.func @add_pool(%x: tensor<1x4x4x2xf32>, %y: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  %s = arith.addf %x, %y : tensor<1x4x4x2xf32>
  %m = tosa.max_pool2d %s {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  return %m : tensor<1x2x2x2xf32>
}

// -----

// Records are f32: an add of f64 tensors (torch-mlir computes a layer
// norm's mean and variance in f64) gets no stats_ref, so that the
// calibration lowering does not stop at it, and stays float; f16 ports are
// recorded (extended to f32 by the lowering).
// CHECK-LABEL: func.func @wide_and_narrow
// CHECK-NOT: quantkit.stats_ref {{.*}} : tensor<4xf64>
// CHECK: %[[A:.*]] = quantkit.stats_ref %arg2 {statsKey = "wide_and_narrow.arg2"} : tensor<4xf16>
// CHECK: %[[B:.*]] = quantkit.stats_ref %arg3 {statsKey = "wide_and_narrow.arg3"} : tensor<4xf16>
// CHECK: arith.addf %arg0, %arg1 : tensor<4xf64>
// CHECK-NOT: quantkit.stats_ref {{.*}} : tensor<4xf64>
// CHECK: %[[H:.*]] = arith.addf %[[A]], %[[B]] : tensor<4xf16>
// CHECK: quantkit.stats_ref %[[H]] {statsKey = "wide_and_narrow.arith.addf.1"} : tensor<4xf16>
func.func @wide_and_narrow(%x: tensor<4xf64>, %y: tensor<4xf64>, %a: tensor<4xf16>, %b: tensor<4xf16>) -> (tensor<4xf64>, tensor<4xf16>) {
  %s = arith.addf %x, %y : tensor<4xf64>
  %h = arith.addf %a, %b : tensor<4xf16>
  return %s, %h : tensor<4xf64>, tensor<4xf16>
}
