// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(func.func(quantkit-vectorize-elementwise))' | FileCheck %s

// An elementwise epilogue on buffers becomes 16-lane steps along the
// innermost dimension (40 = 2 * 16 + a masked step of 8); the per-channel
// operand is read along that dimension too.
// CHECK-LABEL: func.func @requant
// CHECK-NOT: linalg.generic
// CHECK: scf.for
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}}
// CHECK: vector.load %{{.*}} : memref<2x40xi32>, vector<16xi32>
// CHECK: vector.load %{{.*}} : memref<40xi32>, vector<16xi32>
// CHECK: arith.addi %{{.*}} : vector<16xi32>
// CHECK: arith.trunci %{{.*}} : vector<16xi32> to vector<16xi8>
// CHECK: vector.store
// CHECK: vector.transfer_read
// The tail's 8 lanes: a store of that prefix, not a masked write.
// CHECK: %[[TAIL:.*]] = vector.extract_strided_slice %{{.*}} {offsets = [0], sizes = [8], strides = [1]} : vector<16xi8> to vector<8xi8>
// CHECK: vector.store %[[TAIL]], %{{.*}} : memref<2x40xi8>, vector<8xi8>
// CHECK-NOT: vector.transfer_write
func.func @requant(%in: memref<2x40xi32>, %zp: memref<40xi32>, %out: memref<2x40xi8>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%in, %zp : memref<2x40xi32>, memref<40xi32>) outs(%out : memref<2x40xi8>) {
  ^bb0(%a: i32, %z: i32, %o: i8):
    %s = arith.addi %a, %z : i32
    %t = arith.trunci %s : i32 to i8
    linalg.yield %t : i8
  }
  return
}

// Left to the scalar loops: an i1 table (double_round's per-channel
// `shift > 31` after quantkit-fold-constant-operands). A memref of i1 holds
// a byte per element, a vector<16xi1> load would read bits.
// CHECK-LABEL: func.func @i1_table
// CHECK-NOT: vector.
// CHECK: linalg.generic
func.func @i1_table(%in: memref<2x40xi32>, %flag: memref<40xi1>, %out: memref<2x40xi32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%in, %flag : memref<2x40xi32>, memref<40xi1>) outs(%out : memref<2x40xi32>) {
  ^bb0(%a: i32, %f: i1, %o: i32):
    %c0 = arith.constant 0 : i32
    %s = arith.select %f, %a, %c0 : i32
    linalg.yield %s : i32
  }
  return
}

// An image's quantization, NHWC with 3 channels: a 16-lane step along the
// channels alone would do the work of 3 lanes. Loops are merged from the
// innermost out while it is shorter than 64 elements and every buffer
// reads the two contiguously: 8x8x3 becomes 192 per batch element.
// CHECK-LABEL: func.func @short_channels
// CHECK: memref.collapse_shape %{{.*}} {{\[}}[0], [1], [2, 3]] : memref<2x8x8x3xf32> into memref<2x8x24xf32>
// CHECK: memref.collapse_shape %{{.*}} {{\[}}[0], [1], [2, 3]] : memref<2x8x8x3xi8> into memref<2x8x24xi8>
// CHECK: memref.collapse_shape %{{.*}} {{\[}}[0], [1, 2]] : memref<2x8x24xf32> into memref<2x192xf32>
// CHECK: memref.collapse_shape %{{.*}} {{\[}}[0], [1, 2]] : memref<2x8x24xi8> into memref<2x192xi8>
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: vector.load %{{.*}} : memref<2x192xf32>, vector<16xf32>
// CHECK-NOT: linalg.generic
func.func @short_channels(%in: memref<2x8x8x3xf32>, %out: memref<2x8x8x3xi8>) {
  linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%in : memref<2x8x8x3xf32>) outs(%out : memref<2x8x8x3xi8>) {
  ^bb0(%x: f32, %o: i8):
    %q = arith.fptosi %x : f32 to i8
    linalg.yield %q : i8
  }
  return
}

// Not merged: a per-channel operand reads the channels alone (@requant
// above), and a view whose rows lie apart (a part of a concatenation along
// the channels) cannot be collapsed: the channel loop stays innermost.
// CHECK-LABEL: func.func @rows_apart
// CHECK-NOT: memref.collapse_shape
// CHECK: vector.transfer_read %{{.*}} : memref<1x4x4x3xi8, strided<[96, 24, 6, 1]>>, vector<16xi8>
func.func @rows_apart(%in: memref<1x4x4x3xi8, strided<[96, 24, 6, 1]>>, %out: memref<1x4x4x3xi8>) {
  linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%in : memref<1x4x4x3xi8, strided<[96, 24, 6, 1]>>) outs(%out : memref<1x4x4x3xi8>) {
  ^bb0(%x: i8, %o: i8):
    linalg.yield %x : i8
  }
  return
}
