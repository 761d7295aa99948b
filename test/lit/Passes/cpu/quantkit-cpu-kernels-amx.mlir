// quantkit-cpu-kernels{target=amx}: int8 contractions on AMX tiles, the rest
// on the AVX-512 path. (IR only; Execution/cpu-kernels-amx.test runs it.)
// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},quantkit-cpu-kernels{target=amx})' | FileCheck %s
// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},quantkit-cpu-kernels{target=amx amx-min-k=1})' | FileCheck %s --check-prefix=ANYK

// K = 72 is padded to two 64-byte tile rows: the weights [K=72, N=20] are
// packed as bytes, 2 blocks of 16 columns x 32 k steps x 4 bytes (zeros
// past K and N), the accumulators start at -128 * the column sums as on
// VNNI (-128 * 3 * 72). Sixteen rows are packed into one tile's room (K
// zeroed from 72 to 128); the two 16 x 16 i32 sums start from the initial
// values read with stride 0, take `tdpbusd` (activations zero-extended:
// q + 128) once per 16 k steps, go to a scratch block of 32 x 32 i32 and from there
// to C as vectors, a loop over the rows (the second block's 4 columns
// stored alone).
// CHECK: memref.global "private" constant @__quantkit_packed_weights : memref<4096xi8>
// CHECK: memref.global "private" constant @__quantkit_acc_init : memref<32xi32>
// CHECK-SAME: -27648
// CHECK-LABEL: func.func @fc
// CHECK-NOT: linalg.matmul
// CHECK: %[[W:.*]] = memref.get_global @__quantkit_packed_weights : memref<4096xi8>
// CHECK: %[[INIT:.*]] = memref.get_global @__quantkit_acc_init : memref<32xi32>
// CHECK: call @__quantkit_request_amx() : () -> ()
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2048xi8>
// CHECK: %[[SCRATCH:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1024xi32>
// CHECK: %[[ACC0:.*]] = amx.tile_load %[[INIT]][%{{.*}}], %c0{{(_[0-9]+)?}} : memref<32xi32> into !amx.tile<16x16xi32>
// CHECK: %[[ACC1:.*]] = amx.tile_load %[[INIT]]
// CHECK: scf.for {{.*}} iter_args(%[[S0:.*]] = %[[ACC0]], %[[S1:.*]] = %[[ACC1]]) -> (!amx.tile<16x16xi32>, !amx.tile<16x16xi32>)
// CHECK: %[[TA:.*]] = amx.tile_load %[[A]][%{{.*}}], %{{.*}} : memref<2048xi8> into !amx.tile<16x64xi8>
// CHECK: %[[TW0:.*]] = amx.tile_load %[[W]]{{.*}} : memref<4096xi8> into !amx.tile<16x64xi8>
// CHECK: amx.tile_muli %[[TA]] zext, %[[TW0]], %[[S0]]
// CHECK: %[[TW1:.*]] = amx.tile_load %[[W]]
// CHECK: amx.tile_muli %[[TA]] zext, %[[TW1]], %[[S1]]
// CHECK: amx.tile_store %[[SCRATCH]]
// CHECK: amx.tile_store %[[SCRATCH]]
// CHECK: scf.for
// CHECK: vector.load %[[SCRATCH]]
// CHECK: vector.store {{.*}} : memref<320xi32>, vector<16xi32>
// CHECK: vector.store {{.*}} : memref<320xi32>, vector<4xi32>
// CHECK: memref.dealloc %[[A]]
// CHECK: memref.dealloc %[[SCRATCH]]
// The request for tile data, once per process (Linux's arch_prctl 0x1023
// for feature 18, through libc's syscall).
// CHECK: memref.global "private" @__quantkit_amx_requested : memref<i8> = dense<0>
// CHECK: func.func private @syscall(i64, i64, i64) -> i64
// CHECK-LABEL: func.func private @__quantkit_request_amx()
// CHECK: scf.if
// CHECK-DAG: arith.constant 158 : i64
// CHECK-DAG: arith.constant 4131 : i64
// CHECK-DAG: arith.constant 18 : i64
// CHECK: func.call @syscall
func.func @fc(%a: tensor<16x72xi8>) -> tensor<16x20xi32> {
  %w = arith.constant dense<3> : tensor<72x20xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<16x20xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<16x20xi32>) -> tensor<16x20xi32>
  %m = linalg.matmul ins(%a, %w : tensor<16x72xi8>, tensor<72x20xi8>) outs(%f : tensor<16x20xi32>) -> tensor<16x20xi32>
  return %m : tensor<16x20xi32>
}

// -----

// Fewer rows than one tile (a fully connected layer at batch 1): VNNI
// registers, A read in place.
// CHECK-LABEL: func.func @few_rows
// CHECK-NOT: amx.
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"
// CHECK-NOT: amx.
func.func @few_rows(%a: tensor<3x64xi8>) -> tensor<3x20xi32> {
  %w = arith.constant dense<3> : tensor<64x20xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<3x20xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<3x20xi32>) -> tensor<3x20xi32>
  %m = linalg.matmul ins(%a, %w : tensor<3x64xi8>, tensor<64x20xi8>) outs(%f : tensor<3x20xi32>) -> tensor<3x20xi32>
  return %m : tensor<3x20xi32>
}

// -----

// K below one tile row (a 3-channel stem's 27, a 1x1 convolution of 48
// channels): VNNI registers, which pad K to 4 bytes, not to 64; with
// amx-min-k=1, tiles, K padded to 64.
// CHECK-LABEL: func.func @narrow_k
// CHECK-NOT: amx.
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"
// CHECK-NOT: amx.
// ANYK-LABEL: func.func @narrow_k
// ANYK: memref.alloc() {alignment = 64 : i64} : memref<2048xi8>
// ANYK: amx.tile_muli
// ANYK-NOT: vpdpbusd
// ANYK-LABEL: func.func @rows_and_steps
func.func @narrow_k(%a: tensor<32x48xi8>) -> tensor<32x40xi32> {
  %w = arith.constant dense<3> : tensor<48x40xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<32x40xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<32x40xi32>) -> tensor<32x40xi32>
  %m = linalg.matmul ins(%a, %w : tensor<32x48xi8>, tensor<48x40xi8>) outs(%f : tensor<32x40xi32>) -> tensor<32x40xi32>
  return %m : tensor<32x40xi32>
}

// -----

// 40 rows: a block of 32 (two row tiles: four sums, two activation tiles),
// then one of 8 rows that reads a whole tile; K = 130 is 3 tile rows (192
// bytes of each packed row).
// CHECK-LABEL: func.func @rows_and_steps
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<9216xi8>
// CHECK: scf.for {{.*}} -> (!amx.tile<16x16xi32>, !amx.tile<16x16xi32>, !amx.tile<16x16xi32>, !amx.tile<16x16xi32>)
// CHECK-COUNT-4: amx.tile_muli
// CHECK: scf.for {{.*}} -> (!amx.tile<16x16xi32>, !amx.tile<16x16xi32>)
// CHECK-COUNT-2: amx.tile_muli
func.func @rows_and_steps(%a: tensor<40x130xi8>) -> tensor<40x32xi32> {
  %w = arith.constant dense<-2> : tensor<130x32xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<40x32xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<40x32xi32>) -> tensor<40x32xi32>
  %m = linalg.matmul ins(%a, %w : tensor<40x130xi8>, tensor<130x32xi8>) outs(%f : tensor<40x32xi32>) -> tensor<40x32xi32>
  return %m : tensor<40x32xi32>
}

// -----

// f32 has no AMX product here: the AVX-512 registers' FMAs.
// CHECK-LABEL: func.func @fc_f32
// CHECK-NOT: amx.
// CHECK: vector.fma
// CHECK-NOT: amx.
func.func @fc_f32(%a: tensor<3x8xf32>) -> tensor<3x20xf32> {
  %w = arith.constant dense<0.5> : tensor<8x20xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x20xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<3x20xf32>) -> tensor<3x20xf32>
  %m = linalg.matmul ins(%a, %w : tensor<3x8xf32>, tensor<8x20xf32>) outs(%f : tensor<3x20xf32>) -> tensor<3x20xf32>
  return %m : tensor<3x20xf32>
}

// -----

// A grouped convolution's k steps lie apart in the packed row (one group's
// channels of each tap): VNNI registers.
// CHECK-LABEL: func.func @grouped_conv
// CHECK-NOT: amx.
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"
// CHECK-NOT: amx.
func.func @grouped_conv(%in: tensor<1x6x6x2x8xi8>) -> tensor<1x4x4x2x4xi32> {
  %w = arith.constant dense<1> : tensor<2x4x3x3x8xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x4x4x2x4xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<1x4x4x2x4xi32>) -> tensor<1x4x4x2x4xi32>
  %c = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%in, %w : tensor<1x6x6x2x8xi8>, tensor<2x4x3x3x8xi8>) outs(%f : tensor<1x4x4x2x4xi32>) -> tensor<1x4x4x2x4xi32>
  return %c : tensor<1x4x4x2x4xi32>
}
