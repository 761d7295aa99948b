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

// Left to the scalar loops: TOSA's i48 accumulator (a 16x8 convolution's,
// upstream's tosa-to-linalg lowering of its rescale). A memref of i48 takes
// 8 bytes per element, a vector<16xi48> load reads 6 per lane.
// CHECK-LABEL: func.func @i48_accumulator
// CHECK-NOT: vector.
// CHECK: linalg.generic
func.func @i48_accumulator(%acc: memref<2x40xi48>, %out: memref<2x40xi16>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%acc : memref<2x40xi48>) outs(%out : memref<2x40xi16>) {
  ^bb0(%a: i48, %o: i16):
    %t = arith.trunci %a : i48 to i16
    linalg.yield %t : i16
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

// Merging the unit channel dimension and then the rows of a view of every
// third column (a filter phase of quantkit-split-conv-phases, quantized at
// run time) leaves its innermost dimension strided: not vectorized (a
// 16-lane load there read the wrong elements and failed the verifier).
// CHECK-LABEL: func.func @strided_after_merge
// CHECK: memref.collapse_shape {{.*}} into memref<2x2xf32, strided<[20, 3], offset: 6>>
// CHECK-NOT: vector.
// CHECK: linalg.generic
// CHECK-SAME: memref<2x2xf32, strided<[20, 3], offset: 6>>
func.func @strided_after_merge(%g: memref<2x4x5x1xf32>, %s: memref<2xf32>, %o: memref<2x1x2x1xi8>) {
  %v = memref.subview %g[0, 1, 1, 0] [2, 1, 2, 1] [1, 3, 3, 1] : memref<2x4x5x1xf32> to memref<2x1x2x1xf32, strided<[20, 15, 3, 1], offset: 6>>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v, %s : memref<2x1x2x1xf32, strided<[20, 15, 3, 1], offset: 6>>, memref<2xf32>) outs(%o : memref<2x1x2x1xi8>) {
  ^bb0(%in: f32, %sc: f32, %out: i8):
    %d = arith.divf %in, %sc : f32
    %i = arith.fptosi %d : f32 to i8
    linalg.yield %i : i8
  }
  return
}

// A row reduction along the innermost loop (the softmax's row sum: i32
// exponentials into i64): per row, 16 partial sums from 0 are carried
// through the steps, the body cloned with the output's argument mapped to
// them; the 5-element tail's lanes past the row keep the partial sums (a
// select on a mask of 5); vector.reduction adds the lanes to the output's
// value, which is stored back.
// CHECK-LABEL: func.func @row_sum
// CHECK-NOT: linalg.generic
// CHECK: %[[ZERO:.*]] = arith.constant dense<0> : vector<16xi64>
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:   %[[SUM:.*]] = scf.for %[[J:.*]] = %{{.*}} to %c32{{.*}} step %c16{{.*}} iter_args(%[[ACC:.*]] = %[[ZERO]]) -> (vector<16xi64>) {
// CHECK:     %[[X:.*]] = vector.load %{{.*}}[%[[I]], %[[J]]] : memref<3x37xi32>, vector<16xi32>
// CHECK:     %[[W:.*]] = arith.extui %[[X]] : vector<16xi32> to vector<16xi64>
// CHECK:     %[[NEXT:.*]] = arith.addi %[[ACC]], %[[W]] : vector<16xi64>
// CHECK:     scf.yield %[[NEXT]] : vector<16xi64>
// CHECK:   vector.transfer_read %{{.*}} : memref<3x37xi32>, vector<16xi32>
// CHECK:   %[[TAILSUM:.*]] = arith.addi %[[SUM]], %{{.*}} : vector<16xi64>
// CHECK:   %[[MASK:.*]] = vector.constant_mask [5] : vector<16xi1>
// CHECK:   %[[KEPT:.*]] = arith.select %[[MASK]], %[[TAILSUM]], %[[SUM]] : vector<16xi1>, vector<16xi64>
// CHECK:   %[[INIT:.*]] = memref.load %{{.*}}[%[[I]]] : memref<3xi64>
// CHECK:   %[[R:.*]] = vector.reduction <add>, %[[KEPT]], %[[INIT]] : vector<16xi64> into i64
// CHECK:   memref.store %[[R]], %{{.*}}[%[[I]]] : memref<3xi64>
func.func @row_sum(%in: memref<3x37xi32>, %out: memref<3xi64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%in : memref<3x37xi32>) outs(%out : memref<3xi64>) {
  ^bb0(%x: i32, %acc: i64):
    %w = arith.extui %x : i32 to i64
    %s = arith.addi %acc, %w : i64
    linalg.yield %s : i64
  }
  return
}

// The partial results start at each op's neutral element: the signed
// minimum for maxsi, all ones for minui, 1 for muli. A per-row operand
// (not indexed by the reduced loop) is broadcast.
// CHECK-LABEL: func.func @neutral_elements
// CHECK: %[[MIN:.*]] = arith.constant dense<-2147483648> : vector<16xi32>
// CHECK: iter_args(%{{.*}} = %[[MIN]])
// CHECK: vector.reduction <maxsi>
// CHECK: %[[ONES:.*]] = arith.constant dense<-1> : vector<16xi32>
// CHECK: iter_args(%{{.*}} = %[[ONES]])
// CHECK: vector.broadcast %{{.*}} : i32 to vector<16xi32>
// CHECK: vector.reduction <minui>
// CHECK: %[[ONE:.*]] = arith.constant dense<1> : vector<16xi32>
// CHECK: iter_args(%{{.*}} = %[[ONE]])
// CHECK: vector.reduction <mul>
func.func @neutral_elements(%in: memref<4x32xi32>, %row: memref<4xi32>, %max: memref<4xi32>, %min: memref<4xi32>, %prod: memref<4xi32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%in : memref<4x32xi32>) outs(%max : memref<4xi32>) {
  ^bb0(%x: i32, %acc: i32):
    %m = arith.maxsi %x, %acc : i32
    linalg.yield %m : i32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%in, %row : memref<4x32xi32>, memref<4xi32>) outs(%min : memref<4xi32>) {
  ^bb0(%x: i32, %r: i32, %acc: i32):
    %d = arith.subi %x, %r : i32
    %m = arith.minui %acc, %d : i32
    linalg.yield %m : i32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%in : memref<4x32xi32>) outs(%prod : memref<4xi32>) {
  ^bb0(%x: i32, %acc: i32):
    %m = arith.muli %acc, %x : i32
    linalg.yield %m : i32
  }
  return
}

// Left alone: an i8 maximum (LLVM's loop vectorizer takes it 64 lanes at
// a time), a float sum (reordering would change its rounding), a
// reduction over an outer loop, rows of fewer than 16 elements, and a body
// that reads the output twice.
// CHECK-LABEL: func.func @reductions_left_alone
// CHECK-NOT: vector.
// CHECK-COUNT-5: linalg.generic
func.func @reductions_left_alone(%i8: memref<4x64xi8>, %m8: memref<4xi8>, %f: memref<4x32xf32>, %fs: memref<4xf32>,
                                 %in: memref<32x4xi32>, %cols: memref<4xi32>, %short: memref<4x15xi32>, %rows: memref<4xi32>,
                                 %twice: memref<4x32xi32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%i8 : memref<4x64xi8>) outs(%m8 : memref<4xi8>) {
  ^bb0(%x: i8, %acc: i8):
    %m = arith.maxsi %x, %acc : i8
    linalg.yield %m : i8
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%f : memref<4x32xf32>) outs(%fs : memref<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>], iterator_types = ["reduction", "parallel"]} ins(%in : memref<32x4xi32>) outs(%cols : memref<4xi32>) {
  ^bb0(%x: i32, %acc: i32):
    %s = arith.addi %x, %acc : i32
    linalg.yield %s : i32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%short : memref<4x15xi32>) outs(%rows : memref<4xi32>) {
  ^bb0(%x: i32, %acc: i32):
    %s = arith.addi %x, %acc : i32
    linalg.yield %s : i32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%twice : memref<4x32xi32>) outs(%rows : memref<4xi32>) {
  ^bb0(%x: i32, %acc: i32):
    %s = arith.addi %x, %acc : i32
    %t = arith.addi %s, %acc : i32
    linalg.yield %t : i32
  }
  return
}
