// The import of an integer matmul bounds its accumulators with the column
// sums of constant weights, which it added element by element: 4 * 10^9
// for this splat (a `dimension` mutation of
// Passes/quantize/quantkit-import-int-linalg-invalid.mlir), past
// quantkit-fuzz's 30 s timeout. A splat's sums are one product.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-import)' | FileCheck %s

// CHECK-LABEL: func.func @integer
// CHECK: quantkit.matmul
func.func @integer(%a: tensor<1x40000xi8>) -> tensor<1x100000xi32> {
  %w = arith.constant dense<1> : tensor<40000x100000xi8>
  %za = arith.constant 127 : i32
  %zw = arith.constant 0 : i32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x100000xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<1x100000xi32>) -> tensor<1x100000xi32>
  %m = linalg.quantized_matmul ins(%a, %w, %za, %zw : tensor<1x40000xi8>, tensor<40000x100000xi8>, i32, i32) outs(%f : tensor<1x100000xi32>) -> tensor<1x100000xi32>
  return %m : tensor<1x100000xi32>
}
