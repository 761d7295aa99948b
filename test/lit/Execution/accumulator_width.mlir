// The accumulator-width bound at its boundary, JIT-run under both
// zero-point corrections: a 32-bit accumulator where the static bound proves
// |acc| <= 2^31 - 1, a 64-bit one just past it. M = 1 and N = 2 keep the
// runtime small.
//
// i8, zero points 0: |acc| <= K * 128 * 128, so K = 131071 is the largest
// i32 case (2^31 - 2^14) and K = 131072 needs i64. All inputs -128:
// acc = K * 16384 = 2^31 - 2^14 and 2^31 (one past INT32_MAX); output scale
// 2^25, so acc * M = 63.9995... and 64 -> 64 and 64 (an i32 accumulator
// would wrap the second to -2^31 and print -64).
// u8, zero points 0 (inline bound K * 255 * 255): K = 33025 is i32 and
// K = 33026 is i64 under zp-correction=inline (post bounds the uncorrected
// sums, which reach i64 from K = 32768). All inputs 255: acc = 2147450625 and
// 2147515650 (past INT32_MAX) -> 63.998... and 64.0009... -> 64 and 64.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' \
// RUN:   | %run | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-lower{zp-correction=inline},strip-func-quant-types,canonicalize,quantkit-to-llvm)' \
// RUN:   | %run | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-lower)' \
// RUN:   | FileCheck %s --check-prefix=POST
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-lower{zp-correction=inline})' \
// RUN:   | FileCheck %s --check-prefix=INLINE
// POST-LABEL: func.func @i8_131071
// POST: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<1x131071xi8>, tensor<131071x2xi8>) outs(%{{.*}} : tensor<1x2xi32>)
// POST-LABEL: func.func @i8_131072
// POST: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<1x131072xi8>, tensor<131072x2xi8>) outs(%{{.*}} : tensor<1x2xi64>)
// INLINE-LABEL: func.func @i8_131071
// INLINE: linalg.generic {{.*}} outs(%{{.*}} : tensor<1x2xi32>)
// INLINE-LABEL: func.func @i8_131072
// INLINE: linalg.generic {{.*}} outs(%{{.*}} : tensor<1x2xi64>)
// INLINE-LABEL: func.func @u8_33025
// INLINE: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x33025xi8>, tensor<33025x2xi8>) outs(%{{.*}} : tensor<1x2xi32>)
// INLINE-LABEL: func.func @u8_33026
// INLINE: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x33026xi8>, tensor<33026x2xi8>) outs(%{{.*}} : tensor<1x2xi64>)

!S = !quant.uniform<i8:f32, 1.0>
!U = !quant.uniform<u8:f32, 1.0>
!O = !quant.uniform<i8:f32, 33554432.0>

func.func private @printMemrefI32(memref<*xi32>)

func.func @i8_131071(%a: tensor<1x131071x!S>, %b: tensor<131071x2x!S>) -> tensor<1x2x!O> {
  %0 = quantkit.matmul %a, %b : (tensor<1x131071x!S>, tensor<131071x2x!S>) -> tensor<1x2x!O>
  return %0 : tensor<1x2x!O>
}

func.func @i8_131072(%a: tensor<1x131072x!S>, %b: tensor<131072x2x!S>) -> tensor<1x2x!O> {
  %0 = quantkit.matmul %a, %b : (tensor<1x131072x!S>, tensor<131072x2x!S>) -> tensor<1x2x!O>
  return %0 : tensor<1x2x!O>
}

func.func @u8_33025(%a: tensor<1x33025x!U>, %b: tensor<33025x2x!U>) -> tensor<1x2x!O> {
  %0 = quantkit.matmul %a, %b : (tensor<1x33025x!U>, tensor<33025x2x!U>) -> tensor<1x2x!O>
  return %0 : tensor<1x2x!O>
}

func.func @u8_33026(%a: tensor<1x33026x!U>, %b: tensor<33026x2x!U>) -> tensor<1x2x!O> {
  %0 = quantkit.matmul %a, %b : (tensor<1x33026x!U>, tensor<33026x2x!U>) -> tensor<1x2x!O>
  return %0 : tensor<1x2x!O>
}

func.func @print(%r: tensor<1x2x!O>) {
  %s = quant.scast %r : tensor<1x2x!O> to tensor<1x2xi8>
  %e = arith.extsi %s : tensor<1x2xi8> to tensor<1x2xi32>
  %c = tensor.collapse_shape %e [[0, 1]] : tensor<1x2xi32> into tensor<2xi32>
  %b = bufferization.to_buffer %c : tensor<2xi32> to memref<2xi32>
  %u = memref.cast %b : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @main() {
  %a0 = arith.constant dense<-128> : tensor<1x131071xi8>
  %b0 = arith.constant dense<-128> : tensor<131071x2xi8>
  %aq0 = quant.scast %a0 : tensor<1x131071xi8> to tensor<1x131071x!S>
  %bq0 = quant.scast %b0 : tensor<131071x2xi8> to tensor<131071x2x!S>
  %r0 = call @i8_131071(%aq0, %bq0) : (tensor<1x131071x!S>, tensor<131071x2x!S>) -> tensor<1x2x!O>
  call @print(%r0) : (tensor<1x2x!O>) -> ()
  // CHECK: sizes = [2]
  // CHECK-NEXT: [64, 64]
  %a1 = arith.constant dense<-128> : tensor<1x131072xi8>
  %b1 = arith.constant dense<-128> : tensor<131072x2xi8>
  %aq1 = quant.scast %a1 : tensor<1x131072xi8> to tensor<1x131072x!S>
  %bq1 = quant.scast %b1 : tensor<131072x2xi8> to tensor<131072x2x!S>
  %r1 = call @i8_131072(%aq1, %bq1) : (tensor<1x131072x!S>, tensor<131072x2x!S>) -> tensor<1x2x!O>
  call @print(%r1) : (tensor<1x2x!O>) -> ()
  // CHECK: sizes = [2]
  // CHECK-NEXT: [64, 64]
  %a2 = arith.constant dense<-1> : tensor<1x33025xi8>
  %b2 = arith.constant dense<-1> : tensor<33025x2xi8>
  %aq2 = quant.scast %a2 : tensor<1x33025xi8> to tensor<1x33025x!U>
  %bq2 = quant.scast %b2 : tensor<33025x2xi8> to tensor<33025x2x!U>
  %r2 = call @u8_33025(%aq2, %bq2) : (tensor<1x33025x!U>, tensor<33025x2x!U>) -> tensor<1x2x!O>
  call @print(%r2) : (tensor<1x2x!O>) -> ()
  // CHECK: sizes = [2]
  // CHECK-NEXT: [64, 64]
  %a3 = arith.constant dense<-1> : tensor<1x33026xi8>
  %b3 = arith.constant dense<-1> : tensor<33026x2xi8>
  %aq3 = quant.scast %a3 : tensor<1x33026xi8> to tensor<1x33026x!U>
  %bq3 = quant.scast %b3 : tensor<33026x2xi8> to tensor<33026x2x!U>
  %r3 = call @u8_33026(%aq3, %bq3) : (tensor<1x33026x!U>, tensor<33026x2x!U>) -> tensor<1x2x!O>
  call @print(%r3) : (tensor<1x2x!O>) -> ()
  // CHECK: sizes = [2]
  // CHECK-NEXT: [64, 64]
  return
}
