// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},quantkit-cpu-kernels{target=portable})' | FileCheck %s --check-prefixes=CHECK,PORTABLE
// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},quantkit-cpu-kernels{target=vnni})' | FileCheck %s --check-prefixes=CHECK,VNNI
// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},quantkit-cpu-kernels{target=vnni k-block-bytes=256 row-block-bytes=1})' | FileCheck %s --check-prefix=BLOCKED
// RUN: not %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(quantkit-cpu-kernels{k-block-bytes=-1})' 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: error: quantkit-cpu-kernels: k-block-bytes must not be negative, got -1
// RUN: not %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(quantkit-cpu-kernels{row-block-bytes=-64})' 2>&1 | FileCheck %s --check-prefix=NEGATIVE-ROWS
// NEGATIVE-ROWS: error: quantkit-cpu-kernels: row-block-bytes must not be negative, got -64
// RUN: not %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(quantkit-cpu-kernels{amx-min-k=-8})' 2>&1 | FileCheck %s --check-prefix=NEGATIVE-AMX
// NEGATIVE-AMX: error: quantkit-cpu-kernels: amx-min-k must not be negative, got -8
// RUN: not %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(quantkit-cpu-kernels{target=avx3})' 2>&1 | FileCheck %s --check-prefix=TARGET
// TARGET: error: quantkit-cpu-kernels: unknown target 'avx3' (expected auto, amx, vnni, avx-vnni, avx2 or portable)
// RUN: not %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(quantkit-cpu-kernels{table-lookup=permute})' 2>&1 | FileCheck %s --check-prefix=LOOKUP
// LOOKUP: error: quantkit-cpu-kernels: unknown table-lookup 'permute' (expected auto, vbmi or gather)

// Constant int8 weights [K=8, N=20] are packed at compile time as one
// panel [K/4][2][16][4] bytes (N padded to 32 with zeros: 64 i32 words, each
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

// -----

// K = 6 is not a multiple of 4: the activations are packed into rows of
// Kp = 8 bytes with vector copies (6 bytes a row as unmasked vectors of 4
// and 2, flipped to unsigned by an xor with -128), the last 2 bytes zeroed.
// CHECK-LABEL: func.func @fc_packing
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<24xi8>
// CHECK: scf.for
// CHECK: vector.load {{.*}} : memref<3x6xi8>, vector<4xi8>
// CHECK: arith.xori {{.*}} : vector<4xi8>
// CHECK: vector.store {{.*}} : memref<24xi8>, vector<4xi8>
// CHECK: vector.load {{.*}} : memref<3x6xi8>, vector<2xi8>
// CHECK: arith.xori {{.*}} : vector<2xi8>
// CHECK: vector.store {{.*}} : memref<24xi8>, vector<2xi8>
// CHECK-NOT: vector.maskedstore {{.*}} : memref<24xi8>
func.func @fc_packing(%a: tensor<3x6xi8>) -> tensor<3x20xi32> {
  %w = arith.constant dense<3> : tensor<6x20xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<3x20xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<3x20xi32>) -> tensor<3x20xi32>
  %m = linalg.matmul ins(%a, %w : tensor<3x6xi8>, tensor<6x20xi8>) outs(%f : tensor<3x20xi32>) -> tensor<3x20xi32>
  return %m : tensor<3x20xi32>
}

// -----

// im2col of a 3x3 convolution over 80 channels: the three kw taps of one
// kh are contiguous in the input read as [N][H][W * C] and in the packed
// row, so per output pixel and kh one span of 240 bytes: three whole
// 64-byte vectors in a loop, then 32 and 16; rows are K = 720 bytes apart.
// CHECK-LABEL: func.func @conv_im2col
// CHECK-NOT: linalg.conv_2d_nhwc_fhwc
// CHECK: memref.collapse_shape {{.*}} {{\[}}[0], [1], [2, 3]] : memref<1x6x6x80xi8> into memref<1x6x480xi8>
// CHECK: scf.for
// CHECK: vector.load {{.*}} : memref<1x6x480xi8>, vector<64xi8>
// CHECK: arith.xori {{.*}} : vector<64xi8>
// CHECK: vector.store {{.*}} : memref<11520xi8>, vector<64xi8>
// CHECK: vector.load {{.*}} : memref<1x6x480xi8>, vector<32xi8>
// CHECK: vector.store {{.*}} : memref<11520xi8>, vector<32xi8>
// CHECK: vector.load {{.*}} : memref<1x6x480xi8>, vector<16xi8>
// CHECK: vector.store {{.*}} : memref<11520xi8>, vector<16xi8>
func.func @conv_im2col(%in: tensor<1x6x6x80xi8>) -> tensor<1x4x4x8xi32> {
  %w = arith.constant dense<1> : tensor<8x3x3x80xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x4x4x8xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<1x4x4x8xi32>) -> tensor<1x4x4x8xi32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in, %w : tensor<1x6x6x80xi8>, tensor<8x3x3x80xi8>) outs(%f : tensor<1x4x4x8xi32>) -> tensor<1x4x4x8xi32>
  return %c : tensor<1x4x4x8xi32>
}

// -----

// Dilated along W, the taps of one kh are not contiguous: one span of the
// 80 channels per tap (64 + 16), read from the 4-D input.
// CHECK-LABEL: func.func @conv_im2col_dilated
// CHECK-NOT: memref.collapse_shape {{.*}} : memref<1x6x6x80xi8>
// CHECK: vector.load {{.*}} : memref<1x6x6x80xi8>, vector<64xi8>
// CHECK: vector.load {{.*}} : memref<1x6x6x80xi8>, vector<16xi8>
func.func @conv_im2col_dilated(%in: tensor<1x6x6x80xi8>) -> tensor<1x4x2x8xi32> {
  %w = arith.constant dense<1> : tensor<8x3x3x80xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x4x2x8xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<1x4x2x8xi32>) -> tensor<1x4x2x8xi32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in, %w : tensor<1x6x6x80xi8>, tensor<8x3x3x80xi8>) outs(%f : tensor<1x4x2x8xi32>) -> tensor<1x4x2x8xi32>
  return %c : tensor<1x4x2x8xi32>
}

// -----

// A 1x1 convolution at stride 1 reads the input's pixels as the rows of A
// ([N * H * W][C], collapsed), as a matmul reads its lhs: with the 16
// output channels in one panel and C = 32 whole 4-byte steps, in place on
// VNNI (no packed copy; the portable path packs every row), and never
// through im2col's division of the row index into pixels.
// CHECK-LABEL: func.func @conv_pointwise
// CHECK-NOT: linalg.conv_2d_nhwc_fhwc
// CHECK: memref.collapse_shape {{.*}} {{\[}}[0, 1, 2], [3]] : memref<2x5x7x32xi8> into memref<70x32xi8>
// CHECK-NOT: arith.divui
// CHECK-NOT: arith.remui
// VNNI-NOT: memref.alloc() {alignment = 64 : i64} : memref<{{[0-9]+}}xi8>
// CHECK: return
func.func @conv_pointwise(%in: tensor<2x5x7x32xi8>) -> tensor<2x5x7x16xi32> {
  %w = arith.constant dense<2> : tensor<16x1x1x32xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2x5x7x16xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<2x5x7x16xi32>) -> tensor<2x5x7x16xi32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in, %w : tensor<2x5x7x32xi8>, tensor<16x1x1x32xi8>) outs(%f : tensor<2x5x7x16xi32>) -> tensor<2x5x7x16xi32>
  return %c : tensor<2x5x7x16xi32>
}

// -----

// 96 output channels are two panels with 512-bit VNNI, so the rows are packed once
// (flipped to unsigned), each by one span of C = 16 bytes from the
// collapsed input, without im2col's index arithmetic.
// CHECK-LABEL: func.func @conv_pointwise_packed
// CHECK: memref.collapse_shape {{.*}} {{\[}}[0, 1, 2], [3]] : memref<1x4x4x16xi8> into memref<16x16xi8>
// CHECK-NOT: arith.divui
// VNNI: vector.load {{.*}} : memref<16x16xi8>, vector<16xi8>
// VNNI: arith.xori {{.*}} : vector<16xi8>
func.func @conv_pointwise_packed(%in: tensor<1x4x4x16xi8>) -> tensor<1x4x4x96xi32> {
  %w = arith.constant dense<2> : tensor<96x1x1x16xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x4x4x96xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<1x4x4x96xi32>) -> tensor<1x4x4x96xi32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in, %w : tensor<1x4x4x16xi8>, tensor<96x1x1x16xi8>) outs(%f : tensor<1x4x4x96xi32>) -> tensor<1x4x4x96xi32>
  return %c : tensor<1x4x4x96xi32>
}

// -----

// At stride 2 a 1x1 convolution skips pixels: the im2col as before.
// CHECK-LABEL: func.func @conv_pointwise_strided
// CHECK-NOT: memref.collapse_shape {{.*}} {{\[}}[0, 1, 2], [3]]
// CHECK: arith.divui
func.func @conv_pointwise_strided(%in: tensor<1x4x4x32xi8>) -> tensor<1x2x2x16xi32> {
  %w = arith.constant dense<2> : tensor<16x1x1x32xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x2x2x16xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<1x2x2x16xi32>) -> tensor<1x2x2x16xi32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%in, %w : tensor<1x4x4x32xi8>, tensor<16x1x1x32xi8>) outs(%f : tensor<1x2x2x16xi32>) -> tensor<1x2x2x16xi32>
  return %c : tensor<1x2x2x16xi32>
}

// -----

// A copy into the interior of a padded buffer (what tensor.pad bufferizes
// to) becomes loops of vector copies along the contiguous last dimension:
// 20 bytes, vectors of 16 and 4.
// CHECK-LABEL: func.func @pad_copy
// CHECK-NOT: memref.copy
// CHECK: scf.for
// CHECK: vector.load {{.*}} : memref<1x3x4x20xi8>, vector<16xi8>
// CHECK: vector.store {{.*}} : memref<1x3x4x20xi8, strided<[900, 180, 30, 1], offset: 210>>, vector<16xi8>
// CHECK: vector.load {{.*}} : memref<1x3x4x20xi8>, vector<4xi8>
// CHECK: vector.store {{.*}} : memref<1x3x4x20xi8, strided<[900, 180, 30, 1], offset: 210>>, vector<4xi8>
// CHECK-NOT: arith.xori
// CHECK: return
func.func @pad_copy(%src: memref<1x3x4x20xi8>) {
  %c = memref.alloc() : memref<1x5x6x30xi8>
  %v = memref.subview %c[0, 1, 1, 0] [1, 3, 4, 20] [1, 1, 1, 1] : memref<1x5x6x30xi8> to memref<1x3x4x20xi8, strided<[900, 180, 30, 1], offset: 210>>
  memref.copy %src, %v : memref<1x3x4x20xi8> to memref<1x3x4x20xi8, strided<[900, 180, 30, 1], offset: 210>>
  return
}

// -----

// f32 rows of A need no transformation: the kernels read A in place.
// CHECK-LABEL: func.func @fc_f32
// CHECK-NOT: memref.alloc() {alignment = 64 : i64} : memref<24xf32>
// CHECK: memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<3x8xf32> into memref<24xf32>
// CHECK: vector.fma
func.func @fc_f32(%a: tensor<3x8xf32>) -> tensor<3x20xf32> {
  %w = arith.constant dense<0.5> : tensor<8x20xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x20xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<3x20xf32>) -> tensor<3x20xf32>
  %m = linalg.matmul ins(%a, %w : tensor<3x8xf32>, tensor<8x20xf32>) outs(%f : tensor<3x20xf32>) -> tensor<3x20xf32>
  return %m : tensor<3x20xf32>
}

// -----

// The panel layout: weight row k holds k, so a word of k step s is the
// bytes 4s..4s+3 (step 0: 0x03020100 = 50462976, step 1: 0x07060504 =
// 117835012). Both blocks of 16 columns of step 0 come before step 1; the
// second block has 4 real columns. With K blocks of one step, the first
// block starts from the initial accumulators and the second from C (masked
// loads for the 4-column vector). N fits in one panel and K is a whole
// number of steps, so on the VNNI path A is read in place (every row is
// read once) and each broadcast word is flipped to unsigned in the kernel.
// BLOCKED: memref.global "private" constant @__quantkit_packed_weights : memref<64xi32> = dense<{{\[}}[[STEP0:50462976]], [[STEP0]], [[STEP0]], [[STEP0]], [[STEP0]], [[STEP0]], [[STEP0]], [[STEP0]], [[STEP0]], [[STEP0]], [[STEP0]], [[STEP0]], [[STEP0]], [[STEP0]], [[STEP0]], [[STEP0]],
// BLOCKED-SAME: [[STEP0]], [[STEP0]], [[STEP0]], [[STEP0]], 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// BLOCKED-SAME: [[STEP1:117835012]], [[STEP1]],
// BLOCKED-LABEL: func.func @panel_layout
// BLOCKED-NOT: memref.alloc() {alignment = 64 : i64} : memref<24xi8>
// BLOCKED: memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<3x8xi8> into memref<24xi8>
// BLOCKED: scf.for
// BLOCKED: scf.if
// BLOCKED: vector.load %{{.*}} : memref<32xi32>, vector<16xi32>
// BLOCKED: else
// BLOCKED: vector.maskedload %{{.*}} : memref<60xi32>, vector<16xi1>, vector<16xi32> into vector<16xi32>
// BLOCKED: %[[WORD:.*]] = vector.extract %{{.*}}[0] : i32 from vector<1xi32>
// BLOCKED: arith.xori %[[WORD]], %{{.*}} : i32
// BLOCKED: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"
func.func @panel_layout(%a: tensor<3x8xi8>) -> tensor<3x20xi32> {
  %w = arith.constant dense<[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3], [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5], [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6], [7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7]]> : tensor<8x20xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<3x20xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<3x20xi32>) -> tensor<3x20xi32>
  %m = linalg.matmul ins(%a, %w : tensor<3x8xi8>, tensor<8x20xi8>) outs(%f : tensor<3x20xi32>) -> tensor<3x20xi32>
  return %m : tensor<3x20xi32>
}

// -----

// N = 80 spans two panels, so each row of A is read twice: the VNNI path
// packs A once (flipping the sign bits in the copy) rather than flipping
// every broadcast word in both panels; A read in place needs one panel.
// CHECK-LABEL: func.func @two_panels
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<24xi8>
// CHECK: arith.xori {{.*}} : vector<8xi8>
// CHECK-NOT: arith.xori {{.*}} : i32
// CHECK: return
func.func @two_panels(%a: tensor<3x8xi8>) -> tensor<3x80xi32> {
  %w = arith.constant dense<1> : tensor<8x80xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<3x80xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<3x80xi32>) -> tensor<3x80xi32>
  %m = linalg.matmul ins(%a, %w : tensor<3x8xi8>, tensor<8x80xi8>) outs(%f : tensor<3x80xi32>) -> tensor<3x80xi32>
  return %m : tensor<3x80xi32>
}

// -----

// A grouped convolution (quantkit-lower's 5-D form: 2 groups of 8 input
// and 4 output channels, 3x3): two products of N = 4 side by side. Each
// group's weights are packed as one panel (18 k steps x 16 lanes) after
// the other's, and its start values too; one im2col row holds the 16
// channels of all 9 taps (144 bytes, one span of 48 per kh). The kernels
// run per group in a loop; k step s of group i reads the 4 bytes at
// 16 * (s / 2) + 8 * i + 4 * (s % 2) of the row.
// CHECK: memref.global "private" constant @__quantkit_packed_weights : memref<576xi32>
// CHECK: memref.global "private" constant @__quantkit_acc_init : memref<32xi32> = dense<[-9216, -9216, -9216, -9216, 0,
// CHECK-LABEL: func.func @grouped_conv
// CHECK-NOT: linalg.conv_2d_nhwgc_gfhwc
// CHECK: memref.collapse_shape {{.*}} {{\[}}[0], [1], [2], [3, 4]] : memref<1x6x6x2x8xi8> into memref<1x6x6x16xi8>
// CHECK: memref.collapse_shape {{.*}} {{\[}}[0], [1], [2, 3]] : memref<1x6x6x16xi8> into memref<1x6x96xi8>
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<2304xi8>
// CHECK: vector.load {{.*}} : memref<1x6x96xi8>, vector<32xi8>
// CHECK: vector.load {{.*}} : memref<1x6x96xi8>, vector<16xi8>
// CHECK: scf.for %[[GROUP:[a-z0-9_]+]] = {{.*}} to %c2
// CHECK: %[[COLUMN0:[a-z0-9_]+]] = arith.muli %[[GROUP]], %c8
// CHECK: scf.for %[[STEP:[a-z0-9_]+]] = {{.*}} to %c18
// CHECK: %[[TAP:[a-z0-9_]+]] = arith.divui %[[STEP]], %c2
// CHECK: %[[WITHIN:[a-z0-9_]+]] = arith.remui %[[STEP]], %c2
// CHECK: %[[TAPCOLUMN:[a-z0-9_]+]] = arith.muli %[[TAP]], %c16
// CHECK: arith.muli %[[WITHIN]], %c4
// CHECK: arith.addi %[[TAPCOLUMN]], %[[COLUMN0]]
// CHECK-NOT: linalg.conv_2d_nhwgc_gfhwc
func.func @grouped_conv(%in: tensor<1x6x6x2x8xi8>) -> tensor<1x4x4x2x4xi32> {
  %w = arith.constant dense<1> : tensor<2x4x3x3x8xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x4x4x2x4xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<1x4x4x2x4xi32>) -> tensor<1x4x4x2x4xi32>
  %c = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in, %w : tensor<1x6x6x2x8xi8>, tensor<2x4x3x3x8xi8>) outs(%f : tensor<1x4x4x2x4xi32>) -> tensor<1x4x4x2x4xi32>
  return %c : tensor<1x4x4x2x4xi32>
}

// -----

// Three channels per group do not fill whole 4-byte k steps: the grouped
// convolution stays for the loops.
// CHECK-LABEL: func.func @grouped_conv_partial_steps
// CHECK: linalg.conv_2d_nhwgc_gfhwc
func.func @grouped_conv_partial_steps(%in: tensor<1x6x6x2x3xi8>) -> tensor<1x4x4x2x4xi32> {
  %w = arith.constant dense<1> : tensor<2x4x3x3x3xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x4x4x2x4xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<1x4x4x2x4xi32>) -> tensor<1x4x4x2x4xi32>
  %c = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in, %w : tensor<1x6x6x2x3xi8>, tensor<2x4x3x3x3xi8>) outs(%f : tensor<1x4x4x2x4xi32>) -> tensor<1x4x4x2x4xi32>
  return %c : tensor<1x4x4x2x4xi32>
}
