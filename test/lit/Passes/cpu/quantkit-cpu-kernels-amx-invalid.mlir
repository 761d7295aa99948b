// RUN: %quantkit-opt %s -verify-diagnostics --pass-pipeline='builtin.module(quantkit-cpu-kernels{target=amx})'

// The module's own `syscall` of another type: the request cannot call it.
// expected-error @+1 {{quantkit-cpu-kernels: target amx calls libc's 'syscall' as '(i64, i64, i64) -> i64'; this module defines it otherwise}}
func.func private @syscall(i32) -> i32
memref.global "private" constant @weights : memref<8x20xi8> = dense<3>
func.func @clash(%a: memref<3x8xi8>, %out: memref<3x20xi32>) {
  %w = memref.get_global @weights : memref<8x20xi8>
  %z = arith.constant 0 : i32
  linalg.fill ins(%z : i32) outs(%out : memref<3x20xi32>)
  linalg.matmul ins(%a, %w : memref<3x8xi8>, memref<8x20xi8>) outs(%out : memref<3x20xi32>)
  return
}
