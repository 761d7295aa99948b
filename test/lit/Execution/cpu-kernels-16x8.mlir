// quantkit-cpu's kernels on TFLite's 16x8 products (i16 activations x i8
// weights: `vpdpwssd` on 16-bit pairs with VNNI, `vpmaddwd` with AVX2,
// shifts and multiplies on the portable path), JIT-run and compared bit for
// bit with test/reference (random cases) and with sums worked out by hand
// (this file).
//
// By hand, at the accumulator bound: every activation -32768 or 32767 and
// every weight -128 or 127, scales 1 and output scale 2^26, 7 rows (a
// register block of 6 and one more) x 20 columns (a partial vector).
// K = 510 is the largest K whose bound K * 2^15 * 2^7 fits in i32:
// -32768 x -128 sums to 510 * 2^22 = 2139095040 (INT32_MAX - 2^23 + 1),
// 31.875 -> 32. K = 1020 takes i64: 4278190080 = 63.75 -> 64, and
// 32767 x 127 to 4244505780 = 63.248 -> 63. The kernels sum at most 255
// k steps (510 products) in i32 before adding to the i64 sums:
// k-block-bytes=0 (no blocking for L1) makes them do exactly that, two
// blocks each at 255 * 2^23, the most an i32 block reaches.
// A global pool as quantkit-normalize writes a mean, on 16-bit values: a
// depthwise convolution by the constant 1 over the whole map (quantkit-cpu-
// depthwise sums the inputs and multiplies by the tap once), 16x16 = 256
// taps summed in i32 and 32x32 = 1024 taps in i64 (bound 1024 * 2^15 *
// 2^7 = 2^32). 256 * 32767 = 8388352 at output scale 2^17: 63.998 -> 64;
// 256 * -32768 = -2^23: -64 exactly. 1024 * 32767 = 33553408 at 2^19:
// 63.998 -> 64; 1024 * -32768 = -2^25: -64.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' \
// RUN:   | %run | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=portable})' \
// RUN:   | %run-cpu | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=portable k-block-bytes=0})' \
// RUN:   | %run-cpu | FileCheck %s
// RUN: %if avx2 %{ %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=avx2 k-block-bytes=0})' \
// RUN:   | %run-cpu | FileCheck %s %}
// RUN: %if avx512vnni %{ %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=vnni k-block-bytes=0})' \
// RUN:   | %run-cpu | FileCheck %s %}
// The kernels take all three products: three packed weight globals, the
// 16-bit pairs (0xFF80 = -128, 0x007F = 127) in little-endian words.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=portable})' \
// RUN:   | FileCheck %s --check-prefix=PACKED
// PACKED-COUNT-2: llvm.mlir.global private constant @__quantkit_packed_weights{{.*}}(dense<"0x80FF80FF
// PACKED: llvm.mlir.global private constant @__quantkit_packed_weights{{.*}}(dense<"0x7F007F00
//
// Random cases (test/reference; --lhs16: zero point 0 on the activations,
// per-tensor or per-channel weights with any zero point, every rounding
// scheme): remainders of M, N and K (odd K pads one 16-bit value), K
// blocked down to one step, convolutions with i64 sums (--extremes: nine
// operands in ten at the storage minimum, so the sums pass 2^31), grouped
// convolutions; on every path.
// RUN: %testgen matmul --seed=181 --cases=12 --lhs16 --m=1:16 --k=1:67 --n=1:80 --scheme=gemmlowp > %t-rem.mlir
// RUN: %testgen matmul --seed=182 --cases=6 --lhs16 --extremes --m=1:20 --k=500:1200 --n=1:80 --scheme=double_round > %t-wide.mlir
// RUN: %testgen conv2d --seed=183 --cases=6 --lhs16 --extremes --c=20:140 --o=1:70 --window=1:3 --scheme=single_round > %t-conv.mlir
// RUN: %testgen conv2d --seed=184 --cases=8 --lhs16 --c=1:9 --o=1:40 --scheme=float_rne > %t-conv-rem.mlir
// RUN: %testgen grouped_conv2d --seed=185 --cases=6 --lhs16 --c=2:8 --o=1:20 --scheme=double_round > %t-grouped.mlir
// RUN: %quantkit-opt %t-rem.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=portable k-block-bytes=256 row-block-bytes=1})' \
// RUN:   | %run-cpu | FileCheck %t-rem.mlir
// RUN: %quantkit-opt %t-wide.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=portable k-block-bytes=0})' \
// RUN:   | %run-cpu | FileCheck %t-wide.mlir
// RUN: %quantkit-opt %t-conv.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=portable})' \
// RUN:   | %run-cpu | FileCheck %t-conv.mlir
// RUN: %quantkit-opt %t-conv-rem.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=portable})' \
// RUN:   | %run-cpu | FileCheck %t-conv-rem.mlir
// RUN: %quantkit-opt %t-grouped.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=portable})' \
// RUN:   | %run-cpu | FileCheck %t-grouped.mlir
// RUN: %if avx2 %{ %quantkit-opt %t-rem.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=avx2 k-block-bytes=256 row-block-bytes=1})' \
// RUN:   | %run-cpu | FileCheck %t-rem.mlir %}
// RUN: %if avx2 %{ %quantkit-opt %t-wide.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=avx2 k-block-bytes=0})' \
// RUN:   | %run-cpu | FileCheck %t-wide.mlir %}
// RUN: %if avx2 %{ %quantkit-opt %t-conv.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=avx2})' \
// RUN:   | %run-cpu | FileCheck %t-conv.mlir %}
// RUN: %if avx2 %{ %quantkit-opt %t-grouped.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=avx2})' \
// RUN:   | %run-cpu | FileCheck %t-grouped.mlir %}
// RUN: %if avxvnni %{ %quantkit-opt %t-wide.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=avx-vnni})' \
// RUN:   | %run-cpu | FileCheck %t-wide.mlir %}
// RUN: %if avx512vnni %{ %quantkit-opt %t-rem.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=vnni k-block-bytes=256 row-block-bytes=1})' \
// RUN:   | %run-cpu | FileCheck %t-rem.mlir %}
// RUN: %if avx512vnni %{ %quantkit-opt %t-wide.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=vnni k-block-bytes=0})' \
// RUN:   | %run-cpu | FileCheck %t-wide.mlir %}
// RUN: %if avx512vnni %{ %quantkit-opt %t-conv.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=vnni})' \
// RUN:   | %run-cpu | FileCheck %t-conv.mlir %}
// RUN: %if avx512vnni %{ %quantkit-opt %t-conv-rem.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=vnni})' \
// RUN:   | %run-cpu | FileCheck %t-conv-rem.mlir %}
// RUN: %if avx512vnni %{ %quantkit-opt %t-grouped.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=vnni})' \
// RUN:   | %run-cpu | FileCheck %t-grouped.mlir %}
// Depthwise convolutions (quantkit-cpu-depthwise: i32 products of 16
// channels): windows of 1 to 3 taps a side, 5 to 9 with sums near their
// bound, and 12 to 40 (loops over the window, i64 sums past 41 taps).
// RUN: %testgen depthwise_conv2d --seed=186 --cases=10 --lhs16 --c=1:40 --scheme=double_round > %t-dw.mlir
// RUN: %testgen depthwise_conv2d --seed=187 --cases=6 --lhs16 --extremes --c=10:40 --window=5:9 --scheme=single_round > %t-dw-large.mlir
// RUN: %testgen depthwise_conv2d --seed=188 --cases=4 --lhs16 --extremes --c=10:20 --window=12:40 --scheme=gemmlowp > %t-dw-looped.mlir
// RUN: %quantkit-opt %t-dw.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=portable})' \
// RUN:   | %run-cpu | FileCheck %t-dw.mlir
// RUN: %quantkit-opt %t-dw-large.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=portable depthwise-lanes=32})' \
// RUN:   | %run-cpu | FileCheck %t-dw-large.mlir
// RUN: %quantkit-opt %t-dw-looped.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=portable})' \
// RUN:   | %run-cpu | FileCheck %t-dw-looped.mlir
// On AMX hosts the 16x8 products keep VNNI registers (no 16-bit integer
// tiles) while int8 ones would take tiles:
// RUN: %if amx %{ %quantkit-opt %t-conv.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=amx})' \
// RUN:   | %run-cpu | FileCheck %t-conv.mlir %}
// RUN: %quantkit-opt %t-conv.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=amx})' \
// RUN:   | FileCheck %s --check-prefix=AMX
// AMX-NOT: tdpbusd
// AMX: llvm.x86.avx512.vpdpwssd.512
// AMX-NOT: tdpbusd

!A = !quant.uniform<i16:f32, 1.0>
!W = !quant.uniform<i8:f32, 1.0>
!O = !quant.uniform<i8:f32, 67108864.0>

func.func private @printMemrefI32(memref<*xi32>)

func.func @min_510(%a: tensor<7x510x!A>) -> tensor<7x20x!O> {
  %w = arith.constant dense<-128> : tensor<510x20xi8>
  %wq = quant.scast %w : tensor<510x20xi8> to tensor<510x20x!W>
  %0 = quantkit.matmul %a, %wq : (tensor<7x510x!A>, tensor<510x20x!W>) -> tensor<7x20x!O>
  return %0 : tensor<7x20x!O>
}

func.func @min_1020(%a: tensor<7x1020x!A>) -> tensor<7x20x!O> {
  %w = arith.constant dense<-128> : tensor<1020x20xi8>
  %wq = quant.scast %w : tensor<1020x20xi8> to tensor<1020x20x!W>
  %0 = quantkit.matmul %a, %wq : (tensor<7x1020x!A>, tensor<1020x20x!W>) -> tensor<7x20x!O>
  return %0 : tensor<7x20x!O>
}

func.func @max_1020(%a: tensor<7x1020x!A>) -> tensor<7x20x!O> {
  %w = arith.constant dense<127> : tensor<1020x20xi8>
  %wq = quant.scast %w : tensor<1020x20xi8> to tensor<1020x20x!W>
  %0 = quantkit.matmul %a, %wq : (tensor<7x1020x!A>, tensor<1020x20x!W>) -> tensor<7x20x!O>
  return %0 : tensor<7x20x!O>
}

!P = !quant.uniform<i8:f32, 131072.0>
!Q = !quant.uniform<i8:f32, 524288.0>

func.func @pool_256(%a: tensor<1x16x16x4x!A>) -> tensor<1x1x1x4x!P> {
  %w = arith.constant dense<1> : tensor<16x16x4xi8>
  %wq = quant.scast %w : tensor<16x16x4xi8> to tensor<16x16x4x!W>
  %0 = quantkit.depthwise_conv2d %a, %wq {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>} : (tensor<1x16x16x4x!A>, tensor<16x16x4x!W>) -> tensor<1x1x1x4x!P>
  return %0 : tensor<1x1x1x4x!P>
}

func.func @pool_1024(%a: tensor<1x32x32x4x!A>) -> tensor<1x1x1x4x!Q> {
  %w = arith.constant dense<1> : tensor<32x32x4xi8>
  %wq = quant.scast %w : tensor<32x32x4xi8> to tensor<32x32x4x!W>
  %0 = quantkit.depthwise_conv2d %a, %wq {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>} : (tensor<1x32x32x4x!A>, tensor<32x32x4x!W>) -> tensor<1x1x1x4x!Q>
  return %0 : tensor<1x1x1x4x!Q>
}

func.func @print4(%r: tensor<1x1x1x4xi8>) {
  %e = arith.extsi %r : tensor<1x1x1x4xi8> to tensor<1x1x1x4xi32>
  %c = tensor.collapse_shape %e [[0, 1, 2, 3]] : tensor<1x1x1x4xi32> into tensor<4xi32>
  %b = bufferization.to_buffer %c : tensor<4xi32> to memref<4xi32>
  %u = memref.cast %b : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @print(%r: tensor<7x20x!O>) {
  %s = quant.scast %r : tensor<7x20x!O> to tensor<7x20xi8>
  %e = arith.extsi %s : tensor<7x20xi8> to tensor<7x20xi32>
  %c = tensor.collapse_shape %e [[0, 1]] : tensor<7x20xi32> into tensor<140xi32>
  %b = bufferization.to_buffer %c : tensor<140xi32> to memref<140xi32>
  %u = memref.cast %b : memref<140xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @main() {
  %a0 = arith.constant dense<-32768> : tensor<7x510xi16>
  %aq0 = quant.scast %a0 : tensor<7x510xi16> to tensor<7x510x!A>
  %r0 = call @min_510(%aq0) : (tensor<7x510x!A>) -> tensor<7x20x!O>
  call @print(%r0) : (tensor<7x20x!O>) -> ()
  // CHECK: sizes = [140]
  // CHECK-NEXT: [32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32]
  %a1 = arith.constant dense<-32768> : tensor<7x1020xi16>
  %aq1 = quant.scast %a1 : tensor<7x1020xi16> to tensor<7x1020x!A>
  %r1 = call @min_1020(%aq1) : (tensor<7x1020x!A>) -> tensor<7x20x!O>
  call @print(%r1) : (tensor<7x20x!O>) -> ()
  // CHECK: sizes = [140]
  // CHECK-NEXT: [64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64]
  %a2 = arith.constant dense<32767> : tensor<7x1020xi16>
  %aq2 = quant.scast %a2 : tensor<7x1020xi16> to tensor<7x1020x!A>
  %r2 = call @max_1020(%aq2) : (tensor<7x1020x!A>) -> tensor<7x20x!O>
  call @print(%r2) : (tensor<7x20x!O>) -> ()
  // CHECK: sizes = [140]
  // CHECK-NEXT: [63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63]
  %p0 = arith.constant dense<32767> : tensor<1x16x16x4xi16>
  %pq0 = quant.scast %p0 : tensor<1x16x16x4xi16> to tensor<1x16x16x4x!A>
  %s0 = call @pool_256(%pq0) : (tensor<1x16x16x4x!A>) -> tensor<1x1x1x4x!P>
  %i0 = quant.scast %s0 : tensor<1x1x1x4x!P> to tensor<1x1x1x4xi8>
  call @print4(%i0) : (tensor<1x1x1x4xi8>) -> ()
  // CHECK: sizes = [4]
  // CHECK-NEXT: [64, 64, 64, 64]
  %p1 = arith.constant dense<-32768> : tensor<1x16x16x4xi16>
  %pq1 = quant.scast %p1 : tensor<1x16x16x4xi16> to tensor<1x16x16x4x!A>
  %s1 = call @pool_256(%pq1) : (tensor<1x16x16x4x!A>) -> tensor<1x1x1x4x!P>
  %i1 = quant.scast %s1 : tensor<1x1x1x4x!P> to tensor<1x1x1x4xi8>
  call @print4(%i1) : (tensor<1x1x1x4xi8>) -> ()
  // CHECK: sizes = [4]
  // CHECK-NEXT: [-64, -64, -64, -64]
  %p2 = arith.constant dense<32767> : tensor<1x32x32x4xi16>
  %pq2 = quant.scast %p2 : tensor<1x32x32x4xi16> to tensor<1x32x32x4x!A>
  %s2 = call @pool_1024(%pq2) : (tensor<1x32x32x4x!A>) -> tensor<1x1x1x4x!Q>
  %i2 = quant.scast %s2 : tensor<1x1x1x4x!Q> to tensor<1x1x1x4xi8>
  call @print4(%i2) : (tensor<1x1x1x4xi8>) -> ()
  // CHECK: sizes = [4]
  // CHECK-NEXT: [64, 64, 64, 64]
  %p3 = arith.constant dense<-32768> : tensor<1x32x32x4xi16>
  %pq3 = quant.scast %p3 : tensor<1x32x32x4xi16> to tensor<1x32x32x4x!A>
  %s3 = call @pool_1024(%pq3) : (tensor<1x32x32x4x!A>) -> tensor<1x1x1x4x!Q>
  %i3 = quant.scast %s3 : tensor<1x1x1x4x!Q> to tensor<1x1x1x4xi8>
  call @print4(%i3) : (tensor<1x1x1x4xi8>) -> ()
  // CHECK: sizes = [4]
  // CHECK-NEXT: [-64, -64, -64, -64]
  return
}
