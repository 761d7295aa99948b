// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},quantkit-cpu-kernels{target=portable},func.func(quantkit-cpu-depthwise))' | FileCheck %s
// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},quantkit-cpu-kernels{target=avx2 k-block-bytes=128},func.func(quantkit-cpu-depthwise))' | FileCheck %s --check-prefix=BLOCKED
// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},quantkit-cpu-kernels{target=portable fuse-epilogues=false},func.func(quantkit-cpu-depthwise{fuse-epilogues=false}))' | FileCheck %s --check-prefix=OFF

// The requantization-like generic after the matmul (a per-channel table,
// a clamp, a truncation to i8) runs on the kernel's accumulator registers:
// per vector of 16 columns the table is loaded once, the body is cloned on
// vector<16xi32>, and the i8 result is stored into the generic's output,
// masked for the last 4 of the 20 columns. The generic and the i32 buffer
// are gone. The bias the body adds first starts the accumulators instead:
// -128 * 36 (the flipped activations' column sums) plus bias[n], and 0 in
// the padding columns; the body keeps the clamp alone.
// CHECK: memref.global "private" constant @__quantkit_acc_init : memref<32xi32> = dense<[-4617, -4616, {{.*}}, -4599, -4598, 0, 0, {{.*}}]>
// CHECK-LABEL: func.func @fc_requantize
// CHECK-NOT: memref.alloc() {{.*}} : memref<3x20xi32>
// CHECK: %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3x20xi8>
// CHECK: vector.load {{.*}} : memref<20xi32>, vector<16xi32>
// CHECK-NOT: arith.addi {{.*}} : vector<16xi32>
// CHECK: arith.maxsi {{.*}} : vector<16xi32>
// CHECK: arith.trunci {{.*}} : vector<16xi32> to vector<16xi8>
// CHECK: vector.store {{.*}}, %[[OUT]][{{.*}}, {{.*}}] : memref<3x20xi8>, vector<16xi8>
// CHECK: vector.maskedload {{.*}} : memref<20xi32>, vector<16xi1>, vector<16xi32>
// CHECK: %[[TAIL:.*]] = vector.extract_strided_slice %{{.*}} {offsets = [0], sizes = [4], strides = [1]} : vector<16xi8> to vector<4xi8>
// CHECK: vector.store %[[TAIL]], %[[OUT]][{{.*}}, {{.*}}] : memref<3x20xi8>, vector<4xi8>
// CHECK-NOT: vector.maskedstore
// CHECK-NOT: linalg.generic
// CHECK: return %[[OUT]]
// The avx2 kernel with K in blocks of one step: only the last block's
// accumulators are final, so each register block picks the epilogue's
// store or the partial sums' store at run time.
// BLOCKED-LABEL: func.func @fc_requantize
// BLOCKED: scf.if
// BLOCKED: arith.trunci {{.*}} : vector<8xi32> to vector<8xi8>
// BLOCKED: vector.store {{.*}} : memref<3x20xi8>, vector<8xi8>
// BLOCKED: } else {
// BLOCKED: vector.store {{.*}} : memref<60xi32>, vector<8xi32>
// BLOCKED-NOT: linalg.generic
// OFF-LABEL: func.func @fc_requantize
// OFF: memref.alloc() {alignment = 64 : i64} : memref<3x20xi32>
// OFF: linalg.generic
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @fc_requantize(%a: tensor<3x12xi8>) -> tensor<3x20xi8> {
  %w = arith.constant dense<3> : tensor<12x20xi8>
  %bias = arith.constant dense<[-9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]> : tensor<20xi32>
  %z = arith.constant 0 : i32
  %lo = arith.constant -128 : i32
  %hi = arith.constant 127 : i32
  %e = tensor.empty() : tensor<3x20xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<3x20xi32>) -> tensor<3x20xi32>
  %m = linalg.matmul ins(%a, %w : tensor<3x12xi8>, tensor<12x20xi8>) outs(%f : tensor<3x20xi32>) -> tensor<3x20xi32>
  %o = tensor.empty() : tensor<3x20xi8>
  %r = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %bias : tensor<3x20xi32>, tensor<20xi32>) outs(%o : tensor<3x20xi8>) {
  ^bb0(%acc: i32, %b: i32, %out: i8):
    %s = arith.addi %acc, %b : i32
    %c0 = arith.maxsi %s, %lo : i32
    %c1 = arith.minsi %c0, %hi : i32
    %t = arith.trunci %c1 : i32 to i8
    linalg.yield %t : i8
  } -> tensor<3x20xi8>
  return %r : tensor<3x20xi8>
}

// -----

// The accumulators are returned as well: the i32 buffer has another
// reader, so nothing is fused.
// CHECK-LABEL: func.func @also_returned
// BLOCKED-LABEL: func.func @also_returned
// CHECK: linalg.generic
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @also_returned(%a: tensor<3x12xi8>) -> (tensor<3x20xi8>, tensor<3x20xi32>) {
  %w = arith.constant dense<3> : tensor<12x20xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<3x20xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<3x20xi32>) -> tensor<3x20xi32>
  %m = linalg.matmul ins(%a, %w : tensor<3x12xi8>, tensor<12x20xi8>) outs(%f : tensor<3x20xi32>) -> tensor<3x20xi32>
  %o = tensor.empty() : tensor<3x20xi8>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<3x20xi32>) outs(%o : tensor<3x20xi8>) {
  ^bb0(%acc: i32, %out: i8):
    %t = arith.trunci %acc : i32 to i8
    linalg.yield %t : i8
  } -> tensor<3x20xi8>
  return %r, %m : tensor<3x20xi8>, tensor<3x20xi32>
}

// -----

// A per-row operand (the zero-point correction of asymmetric weights reads
// the row sums of A) is not one the kernel's column vectors can load.
// CHECK-LABEL: func.func @per_row
// CHECK: linalg.generic
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @per_row(%a: tensor<3x12xi8>, %sums: tensor<3xi32>) -> tensor<3x20xi32> {
  %w = arith.constant dense<3> : tensor<12x20xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<3x20xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<3x20xi32>) -> tensor<3x20xi32>
  %m = linalg.matmul ins(%a, %w : tensor<3x12xi8>, tensor<12x20xi8>) outs(%f : tensor<3x20xi32>) -> tensor<3x20xi32>
  %o = tensor.empty() : tensor<3x20xi32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %sums : tensor<3x20xi32>, tensor<3xi32>) outs(%o : tensor<3x20xi32>) {
  ^bb0(%acc: i32, %s: i32, %out: i32):
    %d = arith.subi %acc, %s : i32
    linalg.yield %d : i32
  } -> tensor<3x20xi32>
  return %r : tensor<3x20xi32>
}

// -----

// An integer division in the body: the lanes past the masked tail would
// divide by zero, so the generic stays.
// CHECK-LABEL: func.func @division
// CHECK: linalg.generic
// CHECK: arith.divsi
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @division(%a: tensor<3x12xi8>) -> tensor<3x20xi32> {
  %w = arith.constant dense<3> : tensor<12x20xi8>
  %d = arith.constant dense<2> : tensor<20xi32>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<3x20xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<3x20xi32>) -> tensor<3x20xi32>
  %m = linalg.matmul ins(%a, %w : tensor<3x12xi8>, tensor<12x20xi8>) outs(%f : tensor<3x20xi32>) -> tensor<3x20xi32>
  %o = tensor.empty() : tensor<3x20xi32>
  %r = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %d : tensor<3x20xi32>, tensor<20xi32>) outs(%o : tensor<3x20xi32>) {
  ^bb0(%acc: i32, %v: i32, %out: i32):
    %q = arith.divsi %acc, %v : i32
    linalg.yield %q : i32
  } -> tensor<3x20xi32>
  return %r : tensor<3x20xi32>
}

// -----

// Ops between a matmul and its epilogue other than allocations, constant
// globals, constants and fills of other buffers could touch what the
// epilogue reads: here the second matmul lies between the first and its
// epilogue, and the first epilogue between the second matmul and its own,
// so neither is fused.
// CHECK-LABEL: func.func @interleaved
// CHECK-COUNT-2: linalg.generic
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @interleaved(%a: tensor<3x12xi8>) -> (tensor<3x20xi8>, tensor<3x20xi8>) {
  %w = arith.constant dense<3> : tensor<12x20xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<3x20xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<3x20xi32>) -> tensor<3x20xi32>
  %m = linalg.matmul ins(%a, %w : tensor<3x12xi8>, tensor<12x20xi8>) outs(%f : tensor<3x20xi32>) -> tensor<3x20xi32>
  %e2 = tensor.empty() : tensor<3x20xi32>
  %f2 = linalg.fill ins(%z : i32) outs(%e2 : tensor<3x20xi32>) -> tensor<3x20xi32>
  %m2 = linalg.matmul ins(%a, %w : tensor<3x12xi8>, tensor<12x20xi8>) outs(%f2 : tensor<3x20xi32>) -> tensor<3x20xi32>
  %o = tensor.empty() : tensor<3x20xi8>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<3x20xi32>) outs(%o : tensor<3x20xi8>) {
  ^bb0(%acc: i32, %out: i8):
    %t = arith.trunci %acc : i32 to i8
    linalg.yield %t : i8
  } -> tensor<3x20xi8>
  %o2 = tensor.empty() : tensor<3x20xi8>
  %r2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m2 : tensor<3x20xi32>) outs(%o2 : tensor<3x20xi8>) {
  ^bb0(%acc: i32, %out: i8):
    %t = arith.trunci %acc : i32 to i8
    linalg.yield %t : i8
  } -> tensor<3x20xi8>
  return %r, %r2 : tensor<3x20xi8>, tensor<3x20xi8>
}

// -----

// A 1x1 convolution whose epilogue writes the interior of a padded buffer:
// the 9 rows of the product lie 3 apart in groups of 3 and do not
// collapse into [9][12], so each row is stored at its coordinates (n, h,
// w) in the 4-d view (upstream's affine.delinearize_index, which
// lower-affine turns into divisions and remainders).
// CHECK-LABEL: func.func @padded_interior
// CHECK-SAME: %{{[^:]+}}: memref<1x3x3x8xi8>, %[[BUF:[^:]+]]: memref<1x5x5x12xi8>
// CHECK: %[[IN:.+]] = memref.subview %[[BUF]][0, 1, 1, 0] [1, 3, 3, 12]
// CHECK-NOT: memref.collapse_shape %[[IN]]
// CHECK: scf.yield {{.*}} : vector<16xi32>, vector<16xi32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[AT:.+]]:3 = affine.delinearize_index %{{.+}} into (1, 3, 3) : index, index, index
// CHECK: vector.store %{{.+}}, %[[IN]][%[[AT]]#0, %[[AT]]#1, %[[AT]]#2, %{{.+}}] : memref<1x3x3x12xi8, strided<[300, 60, 12, 1], offset: 72>>, vector<12xi8>
// CHECK-NOT: linalg.generic
// OFF-LABEL: func.func @padded_interior
// OFF: linalg.generic
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
memref.global "private" constant @weights : memref<12x1x1x8xi8> = dense<3>
func.func @padded_interior(%x: memref<1x3x3x8xi8>, %out: memref<1x5x5x12xi8>) {
  %w = memref.get_global @weights : memref<12x1x1x8xi8>
  %z = arith.constant 0 : i32
  %acc = memref.alloc() : memref<1x3x3x12xi32>
  linalg.fill ins(%z : i32) outs(%acc : memref<1x3x3x12xi32>)
  linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : memref<1x3x3x8xi8>, memref<12x1x1x8xi8>) outs(%acc : memref<1x3x3x12xi32>)
  %in = memref.subview %out[0, 1, 1, 0] [1, 3, 3, 12] [1, 1, 1, 1] : memref<1x5x5x12xi8> to memref<1x3x3x12xi8, strided<[300, 60, 12, 1], offset: 72>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%acc : memref<1x3x3x12xi32>) outs(%in : memref<1x3x3x12xi8, strided<[300, 60, 12, 1], offset: 72>>) {
  ^bb0(%v: i32, %o: i8):
    %t = arith.trunci %v : i32 to i8
    linalg.yield %t : i8
  }
  memref.dealloc %acc : memref<1x3x3x12xi32>
  return
}

// -----

// A fill between the matmul and its epilogue that writes the buffer the
// epilogue's output is a view of (a padded buffer filled whole, its
// interior the output): the kernel would store first and the fill then
// overwrite, so the epilogue stays apart.
// CHECK-LABEL: func.func @fill_under_output
// CHECK-SAME: %{{[^:]+}}: memref<3x12xi8>, %[[BUF:[^:]+]]: memref<5x20xi8>
// CHECK: linalg.fill ins(%{{.+}} : i8) outs(%[[BUF]] : memref<5x20xi8>)
// CHECK: %[[IN:.+]] = memref.subview %[[BUF]][1, 0] [3, 20] [1, 1]
// CHECK: linalg.generic {{.*}} outs(%[[IN]] :
#id = affine_map<(d0, d1) -> (d0, d1)>
memref.global "private" constant @weights : memref<12x20xi8> = dense<3>
func.func @fill_under_output(%a: memref<3x12xi8>, %out: memref<5x20xi8>) {
  %w = memref.get_global @weights : memref<12x20xi8>
  %z = arith.constant 0 : i32
  %acc = memref.alloc() : memref<3x20xi32>
  linalg.fill ins(%z : i32) outs(%acc : memref<3x20xi32>)
  linalg.matmul ins(%a, %w : memref<3x12xi8>, memref<12x20xi8>) outs(%acc : memref<3x20xi32>)
  %c = arith.constant -7 : i8
  linalg.fill ins(%c : i8) outs(%out : memref<5x20xi8>)
  %in = memref.subview %out[1, 0] [3, 20] [1, 1] : memref<5x20xi8> to memref<3x20xi8, strided<[20, 1], offset: 20>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%acc : memref<3x20xi32>) outs(%in : memref<3x20xi8, strided<[20, 1], offset: 20>>) {
  ^bb0(%v: i32, %o: i8):
    %t = arith.trunci %v : i32 to i8
    linalg.yield %t : i8
  }
  memref.dealloc %acc : memref<3x20xi32>
  return
}

// -----

// A depthwise convolution's epilogue: each output pixel's 16 sums of
// channels go through the body (the per-channel table loaded once per
// channel block, outside the pixel loop) and the i8 result is stored.
// CHECK-LABEL: func.func @depthwise_requantize
// CHECK-NOT: memref.alloc() {{.*}} : memref<1x4x4x20xi32>
// CHECK: vector.load {{.*}} : memref<20xi32>, vector<16xi32>
// CHECK: scf.for
// CHECK: arith.muli {{.*}} : vector<16xi16>
// CHECK: arith.addi {{.*}} : vector<16xi32>
// CHECK: arith.trunci {{.*}} : vector<16xi32> to vector<16xi8>
// CHECK: vector.store {{.*}} : memref<1x4x4x20xi8>, vector<16xi8>
// CHECK: %[[TAIL:.*]] = vector.extract_strided_slice %{{.*}} {offsets = [0], sizes = [4], strides = [1]} : vector<16xi8> to vector<4xi8>
// CHECK: vector.store %[[TAIL]], {{.*}} : memref<1x4x4x20xi8>, vector<4xi8>
// CHECK-NOT: vector.maskedstore
// CHECK-NOT: linalg.generic
// OFF-LABEL: func.func @depthwise_requantize
// OFF: linalg.generic
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch4 = affine_map<(d0, d1, d2, d3) -> (d3)>
func.func @depthwise_requantize(%x: tensor<1x6x6x20xi8>) -> tensor<1x4x4x20xi8> {
  %w = arith.constant dense<2> : tensor<3x3x20xi8>
  %bias = arith.constant dense<[-9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]> : tensor<20xi32>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x4x4x20xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<1x4x4x20xi32>) -> tensor<1x4x4x20xi32>
  %d = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x6x6x20xi8>, tensor<3x3x20xi8>) outs(%f : tensor<1x4x4x20xi32>) -> tensor<1x4x4x20xi32>
  %o = tensor.empty() : tensor<1x4x4x20xi8>
  %r = linalg.generic {indexing_maps = [#id4, #ch4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%d, %bias : tensor<1x4x4x20xi32>, tensor<20xi32>) outs(%o : tensor<1x4x4x20xi8>) {
  ^bb0(%acc: i32, %b: i32, %out: i8):
    %s = arith.addi %acc, %b : i32
    %t = arith.trunci %s : i32 to i8
    linalg.yield %t : i8
  } -> tensor<1x4x4x20xi8>
  return %r : tensor<1x4x4x20xi8>
}

// -----

// A grouped convolution's requantization reads the accumulators through
// their [N][Ho][Wo][G * F] view: it runs on the registers of each group's
// kernels, which load the per-channel table at the group's columns (group
// i's 4 columns start at 4 * i) and store at those columns of the output.
// The generic, the view and the 5-D i32 buffer are gone. With K in blocks,
// the partial sums go through that buffer (rows of 8 columns, 2 groups),
// 4 lanes of 8 per store.
// CHECK-LABEL: func.func @grouped_requantize
// CHECK-NOT: memref.alloc() {{.*}} : memref<1x4x4x2x4xi32>
// CHECK: %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x8xi8>
// CHECK: %[[ROWS:.*]] = memref.collapse_shape %[[OUT]] {{\[}}[0, 1, 2], [3]] : memref<1x4x4x8xi8> into memref<16x8xi8>
// CHECK: scf.for %[[GROUP:[a-z0-9_]+]] = {{.*}} to %c2
// CHECK: %[[COLUMN0:[a-z0-9_]+]] = arith.muli %[[GROUP]], %c4
// CHECK: %[[COLUMN:[a-z0-9_]+]] = arith.addi %[[COLUMN0]],
// CHECK: vector.maskedload {{.*}}[%[[COLUMN]]]{{.*}} : memref<8xi32>, vector<16xi1>, vector<16xi32>
// CHECK: arith.trunci {{.*}} : vector<16xi32> to vector<16xi8>
// CHECK: %[[TAIL:.*]] = vector.extract_strided_slice %{{.*}} {offsets = [0], sizes = [4], strides = [1]} : vector<16xi8> to vector<4xi8>
// CHECK: vector.store %[[TAIL]], %[[ROWS]][{{.*}}, %[[COLUMN]]] : memref<16x8xi8>, vector<4xi8>
// CHECK-NOT: vector.maskedstore
// CHECK-NOT: linalg.generic
// CHECK: return %[[OUT]]
// BLOCKED-LABEL: func.func @grouped_requantize
// BLOCKED: vector.extract_strided_slice %{{.*}} {offsets = [0], sizes = [4], strides = [1]} : vector<8xi32> to vector<4xi32>
// BLOCKED: vector.store {{.*}} : memref<128xi32>, vector<4xi32>
// BLOCKED-NOT: linalg.generic
// OFF-LABEL: func.func @grouped_requantize
// OFF: memref.alloc() {alignment = 64 : i64} : memref<1x4x4x2x4xi32>
// OFF: linalg.generic
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch4 = affine_map<(d0, d1, d2, d3) -> (d3)>
func.func @grouped_requantize(%in: tensor<1x6x6x2x8xi8>) -> tensor<1x4x4x8xi8> {
  %w = arith.constant dense<1> : tensor<2x4x3x3x8xi8>
  %bias = arith.constant dense<[-4, -3, -2, -1, 1, 2, 3, 4]> : tensor<8xi32>
  %z = arith.constant 0 : i32
  %lo = arith.constant -128 : i32
  %hi = arith.constant 127 : i32
  %e = tensor.empty() : tensor<1x4x4x2x4xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<1x4x4x2x4xi32>) -> tensor<1x4x4x2x4xi32>
  %c = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in, %w : tensor<1x6x6x2x8xi8>, tensor<2x4x3x3x8xi8>) outs(%f : tensor<1x4x4x2x4xi32>) -> tensor<1x4x4x2x4xi32>
  %v = tensor.collapse_shape %c [[0], [1], [2], [3, 4]] : tensor<1x4x4x2x4xi32> into tensor<1x4x4x8xi32>
  %o = tensor.empty() : tensor<1x4x4x8xi8>
  %r = linalg.generic {indexing_maps = [#id4, #ch4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%v, %bias : tensor<1x4x4x8xi32>, tensor<8xi32>) outs(%o : tensor<1x4x4x8xi8>) {
  ^bb0(%acc: i32, %b: i32, %out: i8):
    %s = arith.addi %acc, %b : i32
    %c0 = arith.maxsi %s, %lo : i32
    %c1 = arith.minsi %c0, %hi : i32
    %t = arith.trunci %c1 : i32 to i8
    linalg.yield %t : i8
  } -> tensor<1x4x4x8xi8>
  return %r : tensor<1x4x4x8xi8>
}

// -----

// A 16x8 product into i64: the registers sum in i32 from zero, are widened
// to i64 and added to the i64 start values (K = 12, one block), and the
// epilogue runs on the i64 vectors; its i64 bias stays in the body (only
// i32 chains fold into the start values).
// CHECK: memref.global "private" constant @__quantkit_acc_init{{.*}} : memref<32xi64> = dense<0>
// CHECK-LABEL: func.func @fc16_requantize
// CHECK: %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3x20xi16>
// CHECK: vector.load {{.*}} : memref<36xi16>, vector<2xi16>
// CHECK: arith.extsi {{.*}} : vector<16xi32> to vector<16xi64>
// CHECK: arith.addi {{.*}} : vector<16xi64>
// CHECK: arith.trunci {{.*}} : vector<16xi64> to vector<16xi16>
// CHECK: vector.store {{.*}}, %[[OUT]][{{.*}}, {{.*}}] : memref<3x20xi16>, vector<16xi16>
// CHECK-NOT: linalg.generic
// CHECK: return %[[OUT]]
// On avx2 with K in blocks of two steps (k-block-bytes=128: 2 vectors of
// 8 lanes x 4 bytes a step), later blocks add to the i64 partial sums in
// C: the epilogue's store or the partial sums' store, picked at run time.
// BLOCKED-LABEL: func.func @fc16_requantize
// BLOCKED: llvm.call_intrinsic "llvm.x86.avx2.pmadd.wd"
// BLOCKED: vector.maskedload {{.*}} : memref<60xi64>, vector<8xi1>, vector<8xi64>
// BLOCKED: scf.if
// BLOCKED: arith.trunci {{.*}} : vector<8xi64> to vector<8xi16>
// BLOCKED: } else {
// BLOCKED: vector.store {{.*}} : memref<60xi64>, vector<{{[48]}}xi64>
// BLOCKED-NOT: linalg.generic
// OFF-LABEL: func.func @fc16_requantize
// OFF: linalg.generic
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @fc16_requantize(%a: tensor<3x12xi16>) -> tensor<3x20xi16> {
  %w = arith.constant dense<3> : tensor<12x20xi8>
  %bias = arith.constant dense<-9> : tensor<20xi64>
  %z = arith.constant 0 : i64
  %lo = arith.constant -32768 : i64
  %hi = arith.constant 32767 : i64
  %e = tensor.empty() : tensor<3x20xi64>
  %f = linalg.fill ins(%z : i64) outs(%e : tensor<3x20xi64>) -> tensor<3x20xi64>
  %m = linalg.matmul ins(%a, %w : tensor<3x12xi16>, tensor<12x20xi8>) outs(%f : tensor<3x20xi64>) -> tensor<3x20xi64>
  %o = tensor.empty() : tensor<3x20xi16>
  %r = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %bias : tensor<3x20xi64>, tensor<20xi64>) outs(%o : tensor<3x20xi16>) {
  ^bb0(%acc: i64, %b: i64, %out: i16):
    %s = arith.addi %acc, %b : i64
    %c0 = arith.maxsi %s, %lo : i64
    %c1 = arith.minsi %c0, %hi : i64
    %t = arith.trunci %c1 : i64 to i16
    linalg.yield %t : i16
  } -> tensor<3x20xi16>
  return %r : tensor<3x20xi16>
}

// -----

// The same with the epilogue multiplying in i128 (quantkit-lower's
// requantization of i64 sums): no vector instruction does that, and a
// copy in every register block's store cost LLVM minutes, so the kernels
// store the i64 sums and the generic stays a loop of its own.
// CHECK-LABEL: func.func @fc16_requantize_i128
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<3x20xi64>
// CHECK: arith.extsi {{.*}} : vector<16xi32> to vector<16xi64>
// CHECK: vector.store {{.*}} : memref<60xi64>, vector<16xi64>
// CHECK: linalg.generic
// CHECK: arith.muli {{.*}} : i128
// BLOCKED-LABEL: func.func @fc16_requantize_i128
// BLOCKED: linalg.generic
// OFF-LABEL: func.func @fc16_requantize_i128
// OFF: linalg.generic
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @fc16_requantize_i128(%a: tensor<3x12xi16>) -> tensor<3x20xi16> {
  %w = arith.constant dense<3> : tensor<12x20xi8>
  %z = arith.constant 0 : i64
  %m0 = arith.constant 1518500250 : i128
  %s0 = arith.constant 40 : i128
  %lo = arith.constant -32768 : i128
  %hi = arith.constant 32767 : i128
  %e = tensor.empty() : tensor<3x20xi64>
  %f = linalg.fill ins(%z : i64) outs(%e : tensor<3x20xi64>) -> tensor<3x20xi64>
  %m = linalg.matmul ins(%a, %w : tensor<3x12xi16>, tensor<12x20xi8>) outs(%f : tensor<3x20xi64>) -> tensor<3x20xi64>
  %o = tensor.empty() : tensor<3x20xi16>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<3x20xi64>) outs(%o : tensor<3x20xi16>) {
  ^bb0(%acc: i64, %out: i16):
    %x = arith.extsi %acc : i64 to i128
    %p = arith.muli %x, %m0 : i128
    %q = arith.shrsi %p, %s0 : i128
    %c0 = arith.maxsi %q, %lo : i128
    %c1 = arith.minsi %c0, %hi : i128
    %t = arith.trunci %c1 : i128 to i16
    linalg.yield %t : i16
  } -> tensor<3x20xi16>
  return %r : tensor<3x20xi16>
}
