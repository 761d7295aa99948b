// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(func.func(quantkit-cpu-fuse-chains))' -split-input-file | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

// A requantization (i32 accumulators, a per-channel table) and a rescale
// of its int8 result (another per-channel table): one generic reading the
// accumulators and both tables, the rescale's body on the requantized
// value.
// CHECK-LABEL: func.func @requantize_rescale(
// CHECK-SAME: %[[ACC:[^:]+]]: tensor<4x8xi32>
// CHECK: %[[R:.+]] = linalg.generic
// CHECK-SAME: ins(%[[ACC]], %{{.+}}, %{{.+}} : tensor<4x8xi32>, tensor<8xi32>, tensor<8xi8>)
// CHECK: arith.addi {{.*}} : i32
// CHECK: arith.trunci {{.*}} : i32 to i8
// CHECK: arith.addi {{.*}} : i8
// CHECK-NOT: linalg.generic
// CHECK: return %[[R]]
func.func @requantize_rescale(%acc: tensor<4x8xi32>, %bias: tensor<8xi32>, %zp: tensor<8xi8>) -> tensor<4x8xi8> {
  %e = tensor.empty() : tensor<4x8xi8>
  %q = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%acc, %bias : tensor<4x8xi32>, tensor<8xi32>) outs(%e : tensor<4x8xi8>) {
  ^bb0(%a: i32, %b: i32, %o: i8):
    %s = arith.addi %a, %b : i32
    %t = arith.trunci %s : i32 to i8
    linalg.yield %t : i8
  } -> tensor<4x8xi8>
  %e2 = tensor.empty() : tensor<4x8xi8>
  %r = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%q, %zp : tensor<4x8xi8>, tensor<8xi8>) outs(%e2 : tensor<4x8xi8>) {
  ^bb0(%v: i8, %z: i8, %o: i8):
    %s = arith.addi %v, %z : i8
    linalg.yield %s : i8
  } -> tensor<4x8xi8>
  return %r : tensor<4x8xi8>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// Three in a row: one generic.
// CHECK-LABEL: func.func @three(
// CHECK-COUNT-1: linalg.generic
// CHECK-NOT: linalg.generic
func.func @three(%x: tensor<4x8xi32>) -> tensor<4x8xi8> {
  %e = tensor.empty() : tensor<4x8xi32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xi32>) outs(%e : tensor<4x8xi32>) {
  ^bb0(%v: i32, %o: i32):
    %s = arith.addi %v, %v : i32
    linalg.yield %s : i32
  } -> tensor<4x8xi32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xi32>) outs(%e : tensor<4x8xi32>) {
  ^bb0(%v: i32, %o: i32):
    %s = arith.muli %v, %v : i32
    linalg.yield %s : i32
  } -> tensor<4x8xi32>
  %e8 = tensor.empty() : tensor<4x8xi8>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<4x8xi32>) outs(%e8 : tensor<4x8xi8>) {
  ^bb0(%v: i32, %o: i8):
    %t = arith.trunci %v : i32 to i8
    linalg.yield %t : i8
  } -> tensor<4x8xi8>
  return %c : tensor<4x8xi8>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// Left apart: a residual add reads two tensors in full (fused, the
// kernel before it could no longer take the requantization), and a
// result with a second user (it would be computed twice).
// CHECK-LABEL: func.func @kept_apart(
// CHECK-COUNT-3: linalg.generic
func.func @kept_apart(%x: tensor<4x8xi32>, %y: tensor<4x8xi8>) -> (tensor<4x8xi8>, tensor<4x8xi8>) {
  %e = tensor.empty() : tensor<4x8xi8>
  %q = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xi32>) outs(%e : tensor<4x8xi8>) {
  ^bb0(%v: i32, %o: i8):
    %t = arith.trunci %v : i32 to i8
    linalg.yield %t : i8
  } -> tensor<4x8xi8>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%q, %y : tensor<4x8xi8>, tensor<4x8xi8>) outs(%e : tensor<4x8xi8>) {
  ^bb0(%a: i8, %b: i8, %o: i8):
    %s = arith.addi %a, %b : i8
    linalg.yield %s : i8
  } -> tensor<4x8xi8>
  %twice = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<4x8xi8>) outs(%e : tensor<4x8xi8>) {
  ^bb0(%a: i8, %o: i8):
    %s = arith.addi %a, %a : i8
    linalg.yield %s : i8
  } -> tensor<4x8xi8>
  return %sum, %twice : tensor<4x8xi8>, tensor<4x8xi8>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#chan = affine_map<(d0, d1, d2, d3) -> (0, d3, 0, 0)>

// A squeeze-and-excitation scale: the per-channel tensor broadcast to the
// block's size by a copy, then the product with the block's tensor. The
// copy reads nothing in full, so it fuses although the product reads
// another tensor in full: the product reads the small tensor, its unit
// dimensions collapsed (a per-channel vector read by the innermost loop),
// and no tensor of the block's size is made for it.
// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[CHAN:.+]] = affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK-LABEL: func.func @broadcast_copy(
// CHECK-SAME: %[[S:[^:]+]]: tensor<1x4x1x1xi8>, %[[Y:[^:]+]]: tensor<1x2x2x4xi8>
// CHECK: %[[C:.+]] = tensor.collapse_shape %[[S]] {{\[}}[0, 1, 2, 3]] : tensor<1x4x1x1xi8> into tensor<4xi8>
// CHECK: %[[R:.+]] = linalg.generic {indexing_maps = [#[[CHAN]], #[[ID]], #[[ID]]]
// CHECK-SAME: ins(%[[C]], %[[Y]] : tensor<4xi8>, tensor<1x2x2x4xi8>)
// CHECK: arith.muli {{.*}} : i8
// CHECK-NOT: linalg.generic
// CHECK: return %[[R]]
func.func @broadcast_copy(%s: tensor<1x4x1x1xi8>, %y: tensor<1x2x2x4xi8>) -> tensor<1x2x2x4xi8> {
  %e = tensor.empty() : tensor<1x2x2x4xi8>
  %b = linalg.generic {indexing_maps = [#chan, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<1x4x1x1xi8>) outs(%e : tensor<1x2x2x4xi8>) {
  ^bb0(%v: i8, %o: i8):
    linalg.yield %v : i8
  } -> tensor<1x2x2x4xi8>
  %p = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%b, %y : tensor<1x2x2x4xi8>, tensor<1x2x2x4xi8>) outs(%e : tensor<1x2x2x4xi8>) {
  ^bb0(%a: i8, %c: i8, %o: i8):
    %m = arith.muli %a, %c : i8
    linalg.yield %m : i8
  } -> tensor<1x2x2x4xi8>
  return %p : tensor<1x2x2x4xi8>
}

// Left apart: a copy that reads a tensor in full (a transposition) before
// a product that reads another in full, and a broadcast copy read twice.
// CHECK-LABEL: func.func @copies_kept(
// CHECK-COUNT-4: linalg.generic
// CHECK-NOT: linalg.generic
func.func @copies_kept(%x: tensor<1x2x2x4xi8>, %s: tensor<1x4x1x1xi8>, %y: tensor<1x2x2x4xi8>) -> (tensor<1x2x2x4xi8>, tensor<1x2x2x4xi8>) {
  %e = tensor.empty() : tensor<1x2x2x4xi8>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x2x2x4xi8>) outs(%e : tensor<1x2x2x4xi8>) {
  ^bb0(%v: i8, %o: i8):
    linalg.yield %v : i8
  } -> tensor<1x2x2x4xi8>
  %p = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%t, %y : tensor<1x2x2x4xi8>, tensor<1x2x2x4xi8>) outs(%e : tensor<1x2x2x4xi8>) {
  ^bb0(%a: i8, %c: i8, %o: i8):
    %m = arith.muli %a, %c : i8
    linalg.yield %m : i8
  } -> tensor<1x2x2x4xi8>
  %b = linalg.generic {indexing_maps = [#chan, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<1x4x1x1xi8>) outs(%e : tensor<1x2x2x4xi8>) {
  ^bb0(%v: i8, %o: i8):
    linalg.yield %v : i8
  } -> tensor<1x2x2x4xi8>
  %q = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%b, %b : tensor<1x2x2x4xi8>, tensor<1x2x2x4xi8>) outs(%e : tensor<1x2x2x4xi8>) {
  ^bb0(%a: i8, %c: i8, %o: i8):
    %m = arith.muli %a, %c : i8
    linalg.yield %m : i8
  } -> tensor<1x2x2x4xi8>
  return %p, %q : tensor<1x2x2x4xi8>, tensor<1x2x2x4xi8>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// Broadcasts of other shapes: a 1 x 1 x W x C tensor read by
// `(0, 0, d2, d3)` collapses to W x C (the leading unit dimensions join
// the first one read); a tensor read at constant 0 along a dimension of 2
// (a slice, not a broadcast) keeps its map and shape.
// CHECK-DAG: #[[ROWS:.+]] = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// CHECK-DAG: #[[SLICE:.+]] = affine_map<(d0, d1, d2, d3) -> (0, d3)>
// CHECK-LABEL: func.func @other_broadcasts(
// CHECK: tensor.collapse_shape %{{.+}} {{\[}}[0, 1, 2], [3]] : tensor<1x1x2x4xi8> into tensor<2x4xi8>
// CHECK: linalg.generic {indexing_maps = [#[[ROWS]],
// CHECK-NOT: tensor.collapse_shape
// CHECK: linalg.generic {indexing_maps = [#[[SLICE]],
// CHECK-SAME: ins(%{{.+}}, %{{.+}} : tensor<2x4xi8>, tensor<1x2x2x4xi8>)
func.func @other_broadcasts(%r: tensor<1x1x2x4xi8>, %t: tensor<2x4xi8>, %y: tensor<1x2x2x4xi8>) -> (tensor<1x2x2x4xi8>, tensor<1x2x2x4xi8>) {
  %e = tensor.empty() : tensor<1x2x2x4xi8>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r : tensor<1x1x2x4xi8>) outs(%e : tensor<1x2x2x4xi8>) {
  ^bb0(%v: i8, %o: i8):
    linalg.yield %v : i8
  } -> tensor<1x2x2x4xi8>
  %p = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%b, %y : tensor<1x2x2x4xi8>, tensor<1x2x2x4xi8>) outs(%e : tensor<1x2x2x4xi8>) {
  ^bb0(%a: i8, %c: i8, %o: i8):
    %m = arith.muli %a, %c : i8
    linalg.yield %m : i8
  } -> tensor<1x2x2x4xi8>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d3)>, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%t : tensor<2x4xi8>) outs(%e : tensor<1x2x2x4xi8>) {
  ^bb0(%v: i8, %o: i8):
    linalg.yield %v : i8
  } -> tensor<1x2x2x4xi8>
  %q = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %y : tensor<1x2x2x4xi8>, tensor<1x2x2x4xi8>) outs(%e : tensor<1x2x2x4xi8>) {
  ^bb0(%a: i8, %d: i8, %o: i8):
    %m = arith.muli %a, %d : i8
    linalg.yield %m : i8
  } -> tensor<1x2x2x4xi8>
  return %p, %q : tensor<1x2x2x4xi8>, tensor<1x2x2x4xi8>
}

// -----

// TFLite's MEAN where it stays TOSA, as tosa-to-linalg writes it: the
// input rescaled to i32 (here `x - 2`), then a linalg.reduce over the
// height. The reduction takes the rescale's body: one generic whose sum
// reads the i8 input, and no i32 map of the input is made. The sum over
// the width that follows reads a reduction's result, not an elementwise
// generic's, and stays a linalg.reduce.
// CHECK-LABEL: func.func @mean_sums(
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x4x5x3xi8>
// CHECK-NOT: -> tensor<1x4x5x3xi32>
// CHECK: %[[S:.+]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction", "parallel", "parallel"]{{.*}} ins(%[[X]] : tensor<1x4x5x3xi8>) outs(%{{.*}} : tensor<1x5x3xi32>)
// CHECK: arith.extsi
// CHECK: arith.subi
// CHECK: arith.addi
// CHECK: linalg.reduce ins(%{{.*}} : tensor<1x1x5x3xi32>)
func.func @mean_sums(%x: tensor<1x4x5x3xi8>) -> tensor<1x1x3xi32> {
  %c2 = arith.constant 2 : i32
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x4x5x3xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x4x5x3xi8>) outs(%e : tensor<1x4x5x3xi32>) {
  ^bb0(%in: i8, %out: i32):
    %w = arith.extsi %in : i8 to i32
    %s = arith.subi %w, %c2 : i32
    linalg.yield %s : i32
  } -> tensor<1x4x5x3xi32>
  %e1 = tensor.empty() : tensor<1x5x3xi32>
  %f1 = linalg.fill ins(%zero : i32) outs(%e1 : tensor<1x5x3xi32>) -> tensor<1x5x3xi32>
  %h = linalg.reduce ins(%r : tensor<1x4x5x3xi32>) outs(%f1 : tensor<1x5x3xi32>) dimensions = [1]
    (%in: i32, %init: i32) {
      %a = arith.addi %in, %init : i32
      linalg.yield %a : i32
    }
  %v = tensor.expand_shape %h [[0], [1, 2], [3]] output_shape [1, 1, 5, 3] : tensor<1x5x3xi32> into tensor<1x1x5x3xi32>
  %e2 = tensor.empty() : tensor<1x1x3xi32>
  %f2 = linalg.fill ins(%zero : i32) outs(%e2 : tensor<1x1x3xi32>) -> tensor<1x1x3xi32>
  %w = linalg.reduce ins(%v : tensor<1x1x5x3xi32>) outs(%f2 : tensor<1x1x3xi32>) dimensions = [2]
    (%in: i32, %init: i32) {
      %a = arith.addi %in, %init : i32
      linalg.yield %a : i32
    }
  return %w : tensor<1x1x3xi32>
}

// -----

// A rescaled map that something else reads too stays: fusing would
// compute it twice.
// CHECK-LABEL: func.func @shared_rescale
// CHECK: linalg.generic
// CHECK: linalg.reduce
func.func @shared_rescale(%x: tensor<4x3xi8>) -> (tensor<3xi32>, tensor<4x3xi32>) {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<4x3xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x3xi8>) outs(%e : tensor<4x3xi32>) {
  ^bb0(%in: i8, %out: i32):
    %w = arith.extsi %in : i8 to i32
    linalg.yield %w : i32
  } -> tensor<4x3xi32>
  %e1 = tensor.empty() : tensor<3xi32>
  %f1 = linalg.fill ins(%zero : i32) outs(%e1 : tensor<3xi32>) -> tensor<3xi32>
  %s = linalg.reduce ins(%r : tensor<4x3xi32>) outs(%f1 : tensor<3xi32>) dimensions = [0]
    (%in: i32, %init: i32) {
      %a = arith.addi %in, %init : i32
      linalg.yield %a : i32
    }
  return %s, %r : tensor<3xi32>, tensor<4x3xi32>
}
