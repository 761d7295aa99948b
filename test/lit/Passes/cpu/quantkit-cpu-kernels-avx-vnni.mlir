// The AVX-VNNI path: 8-lane accumulators, 256-bit vpdpbusd, 4 x 3 register
// blocks. On a CPU with AVX-VNNI but no AVX-512 (here: llc told so), LLVM
// selects the VEX-encoded instruction on ymm registers and no zmm register
// appears in the kernel.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},quantkit-cpu-kernels{target=avx-vnni})' \
// RUN:   | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-cpu{target=avx-vnni})' \
// RUN:   | mlir-translate --mlir-to-llvmir \
// RUN:   | llc -O2 -mtriple=x86_64-unknown-linux-gnu -mattr=+avx2,+avxvnni,-avx512f \
// RUN:   | FileCheck %s --check-prefix=ASM

// CHECK: memref.global "private" constant @__quantkit_packed_weights : memref<{{[0-9]+}}xi32>
// CHECK-LABEL: func.func @fc
// Twelve accumulators (4 rows x 3 vectors) per k step of a full block.
// CHECK-COUNT-12: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.256"({{.*}}) : (vector<8xi32>, vector<32xi8>, vector<32xi8>) -> vector<8xi32>
// CHECK-NOT: vpdpbusd.512
// ASM-LABEL: fc:
// ASM: {vex} vpdpbusd %ymm
// ASM-NOT: zmm
// ASM: .cfi_endproc
func.func @fc(%a: tensor<8x40xi8>) -> tensor<8x48xi32> {
  %w = arith.constant dense<3> : tensor<40x48xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<8x48xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<8x48xi32>) -> tensor<8x48xi32>
  %c = linalg.matmul ins(%a, %w : tensor<8x40xi8>, tensor<40x48xi8>) outs(%f : tensor<8x48xi32>) -> tensor<8x48xi32>
  return %c : tensor<8x48xi32>
}

// A 16x8 product (i16 activations, i8 weights): the same 4 x 3 blocks of
// 8 lanes, a k step of two 16-bit values on the 256-bit vpdpwssd, which
// LLVM also selects in its VEX encoding.
// CHECK-LABEL: func.func @fc16
// CHECK-COUNT-12: llvm.call_intrinsic "llvm.x86.avx512.vpdpwssd.256"({{.*}}) : (vector<8xi32>, vector<16xi16>, vector<16xi16>) -> vector<8xi32>
// CHECK-NOT: vpdpwssd.512
// ASM-LABEL: fc16:
// ASM: {vex} vpdpwssd %ymm
// ASM-NOT: zmm
// ASM: .cfi_endproc
func.func @fc16(%a: tensor<8x40xi16>) -> tensor<8x48xi32> {
  %w = arith.constant dense<3> : tensor<40x48xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<8x48xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<8x48xi32>) -> tensor<8x48xi32>
  %c = linalg.matmul ins(%a, %w : tensor<8x40xi16>, tensor<40x48xi8>) outs(%f : tensor<8x48xi32>) -> tensor<8x48xi32>
  return %c : tensor<8x48xi32>
}
