// A TOSA reduction whose reduced dimension is written `?` in its result
// type (valid TOSA: upstream's Dialect/Tosa/canonicalize.mlir has it) made
// MLIR 22's tosa-to-linalg segfault inside QuantKit's lowering pipelines
// (found by `quantkit-fuzz --sweep` over upstream's test files). The
// pipelines infer TOSA shapes first; JIT-run through both.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-llvm)' \
// RUN:   | %run | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-cpu)' \
// RUN:   | %run | FileCheck %s

func.func private @printMemrefI32(memref<*xi32>)

func.func @reduce(%a: tensor<4x1xi32>, %b: tensor<2x3xi32>) -> (tensor<?x1xi32>, tensor<1x?xi32>) {
  %0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<4x1xi32>) -> tensor<?x1xi32>
  %1 = tosa.reduce_sum %b {axis = 0 : i32} : (tensor<2x3xi32>) -> tensor<1x?xi32>
  return %0, %1 : tensor<?x1xi32>, tensor<1x?xi32>
}

func.func @main() {
  %a = arith.constant dense<[[3], [-7], [12], [5]]> : tensor<4x1xi32>
  %b = arith.constant dense<[[1, -2, 30], [4, 5, -60]]> : tensor<2x3xi32>
  %r:2 = call @reduce(%a, %b) : (tensor<4x1xi32>, tensor<2x3xi32>) -> (tensor<?x1xi32>, tensor<1x?xi32>)
  %m0 = bufferization.to_buffer %r#0 : tensor<?x1xi32> to memref<?x1xi32>
  %u0 = memref.cast %m0 : memref<?x1xi32> to memref<*xi32>
  call @printMemrefI32(%u0) : (memref<*xi32>) -> ()
  // CHECK: sizes = [1, 1]
  // CHECK-NEXT: {{\[}}[12]]
  %m1 = bufferization.to_buffer %r#1 : tensor<1x?xi32> to memref<1x?xi32>
  %u1 = memref.cast %m1 : memref<1x?xi32> to memref<*xi32>
  call @printMemrefI32(%u1) : (memref<*xi32>) -> ()
  // CHECK: sizes = [1, 3]
  // CHECK-NEXT: {{\[}}[5,   3,   -30]]
  return
}
