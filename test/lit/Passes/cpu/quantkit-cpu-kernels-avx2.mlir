// The AVX2 path (no VNNI): 8-lane accumulators, vpmaddwd on 16-bit pairs,
// 4 x 2 register blocks. The weights are packed at compile time as two
// words per lane and k step, the sign-extended pairs (w0, w1) and (w2, w3);
// activations read in place (one panel) are split per broadcast word by
// two byte shuffles into their zero-extended pairs (a0, a1) and (a2, a3);
// packed activations are stored as zero-extended 16-bit values, whose pairs
// are broadcast from memory.
// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},quantkit-cpu-kernels{target=avx2})' \
// RUN:   | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-cpu{target=avx2})' \
// RUN:   | mlir-translate --mlir-to-llvmir \
// RUN:   | llc -O2 -mtriple=x86_64-unknown-linux-gnu -mattr=+avx2,-avx512f \
// RUN:   | FileCheck %s --check-prefix=ASM

// K = 4 rows of weights 1, -1, 2, -128 in every column: word 0 of each
// lane is 0xFFFF0001 (-65535), word 1 is 0xFF800002 (-8388606); the
// accumulators start at -128 * (1 - 1 + 2 - 128) = 16128.
// CHECK-DAG: memref.global "private" constant @__quantkit_packed_weights : memref<32xi32> = dense<[-65535, -65535, -65535, -65535, -65535, -65535, -65535, -65535, -8388606, -8388606, -8388606, -8388606, -8388606, -8388606, -8388606, -8388606, -65535, -65535, -65535, -65535, -65535, -65535, -65535, -65535, -8388606, -8388606, -8388606, -8388606, -8388606, -8388606, -8388606, -8388606]>
// CHECK-DAG: memref.global "private" constant @__quantkit_acc_init : memref<16xi32> = dense<16128>
// CHECK-LABEL: func.func @fc
// CHECK: vector.shuffle {{.*}} [0, 32, 1, 32, 0, 32, 1, 32,
// CHECK: vector.shuffle {{.*}} [2, 32, 3, 32, 2, 32, 3, 32,
// Eight accumulators (4 rows x 2 vectors), two products each per k step.
// CHECK-COUNT-16: llvm.call_intrinsic "llvm.x86.avx2.pmadd.wd"({{.*}}) : (vector<16xi16>, vector<16xi16>) -> vector<8xi32>
// CHECK-NOT: vpdpbusd
// ASM-LABEL: fc:
// ASM: vpshufb
// ASM: vpmaddwd %ymm
// ASM-NOT: zmm
// ASM: .cfi_endproc
func.func @fc(%a: tensor<8x4xi8>) -> tensor<8x16xi32> {
  %w = arith.constant dense<[[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
                             [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1],
                             [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
                             [-128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128, -128]]> : tensor<4x16xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<8x16xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<8x16xi32>) -> tensor<8x16xi32>
  %c = linalg.matmul ins(%a, %w : tensor<8x4xi8>, tensor<4x16xi8>) outs(%f : tensor<8x16xi32>) -> tensor<8x16xi32>
  return %c : tensor<8x16xi32>
}

// -----

// Three panels of columns (N = 40) and K = 6: the rows of A are packed,
// each byte flipped to unsigned and zero-extended to i16 (rows of Kp = 8
// values, the last two zeroed), and each k step of a row reads its two
// pairs as two 32-bit words: no shuffles.
// CHECK-LABEL: func.func @fc_packed
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<{{[0-9]+}}xi16>
// CHECK: vector.load {{.*}} : memref<5x6xi8>, vector<4xi8>
// CHECK: arith.xori {{.*}} : vector<4xi8>
// CHECK: arith.extui {{.*}} : vector<4xi8> to vector<4xi16>
// CHECK: vector.store {{.*}} : memref<{{[0-9]+}}xi16>, vector<4xi16>
// CHECK: arith.extui {{.*}} : vector<2xi8> to vector<2xi16>
// CHECK: vector.load {{.*}} : memref<{{[0-9]+}}xi16>, vector<2xi16>
// CHECK: vector.bitcast {{.*}} : vector<2xi16> to vector<1xi32>
// CHECK: llvm.call_intrinsic "llvm.x86.avx2.pmadd.wd"
// CHECK-NOT: vector.shuffle
// ASM-LABEL: fc_packed:
// ASM-NOT: vpshufb
// ASM: vpbroadcastd {{.*}}(%{{.*}}), %ymm
// ASM: vpmaddwd %ymm
// ASM-NOT: vpshufb
// ASM: .cfi_endproc
func.func @fc_packed(%a: tensor<5x6xi8>) -> tensor<5x40xi32> {
  %w = arith.constant dense<3> : tensor<6x40xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<5x40xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<5x40xi32>) -> tensor<5x40xi32>
  %c = linalg.matmul ins(%a, %w : tensor<5x6xi8>, tensor<6x40xi8>) outs(%f : tensor<5x40xi32>) -> tensor<5x40xi32>
  return %c : tensor<5x40xi32>
}
