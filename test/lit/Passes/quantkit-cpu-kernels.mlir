// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},quantkit-cpu-kernels{target=portable})' | FileCheck %s --check-prefixes=CHECK,PORTABLE
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},quantkit-cpu-kernels{target=vnni})' | FileCheck %s --check-prefixes=CHECK,VNNI

// Constant int8 weights [K=8, N=20] are packed at compile time as
// [N/16][K/4][16][4] bytes (N padded to 32 with zeros: 64 i32 words, each
// 0x03030303 = 50529027), and the accumulators start at -128 * the column
// sums (-128 * 24), which cancels the +128 added to the activations.
// CHECK: memref.global "private" constant @__quantkit_packed_weights : memref<64xi32>
// CHECK-SAME: 50529027
// CHECK: memref.global "private" constant @__quantkit_acc_init : memref<32xi32>
// CHECK-SAME: -3072
// CHECK-LABEL: func.func @fc
// CHECK-NOT: linalg.matmul
// VNNI: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"
// PORTABLE-NOT: vpdpbusd
func.func @fc(%a: tensor<3x8xi8>) -> tensor<3x20xi32> {
  %w = arith.constant dense<3> : tensor<8x20xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<3x20xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<3x20xi32>) -> tensor<3x20xi32>
  %m = linalg.matmul ins(%a, %w : tensor<3x8xi8>, tensor<8x20xi8>) outs(%f : tensor<3x20xi32>) -> tensor<3x20xi32>
  return %m : tensor<3x20xi32>
}
