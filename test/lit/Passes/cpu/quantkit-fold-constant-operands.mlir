// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(quantkit-fold-constant-operands))' | FileCheck %s

// The right shift max(-e, 0) and the rounding mask 2^s - 1 of a per-channel
// exponent become new operands read through the exponent's map; the
// exponent itself is no longer read and goes.
// CHECK-LABEL: func.func @per_channel_shift
// CHECK-DAG: %[[MASK:.*]] = arith.constant dense<[7, 0, 31]> : tensor<3xi64>
// CHECK-DAG: %[[SHIFT:.*]] = arith.constant dense<[3, 0, 5]> : tensor<3xi64>
// CHECK: linalg.generic {indexing_maps = [#[[ROWS:.*]], #[[CHANNEL:.*]], #[[CHANNEL]], #[[ROWS]]]
// CHECK-SAME: ins(%arg0, %[[SHIFT]], %[[MASK]] : tensor<2x3xi64>, tensor<3xi64>, tensor<3xi64>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: i64, %[[S:.*]]: i64, %[[M:.*]]: i64, %{{.*}}: i64):
// CHECK-NEXT: %[[R:.*]] = arith.andi %[[X]], %[[M]] : i64
// CHECK-NEXT: %[[Q:.*]] = arith.shrsi %[[X]], %[[S]] : i64
// CHECK-NEXT: %[[SUM:.*]] = arith.addi %[[Q]], %[[R]] : i64
// CHECK-NEXT: linalg.yield %[[SUM]]
func.func @per_channel_shift(%x: tensor<2x3xi64>) -> tensor<2x3xi64> {
  %e = arith.constant dense<[-3, 2, -5]> : tensor<3xi64>
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %init = tensor.empty() : tensor<2x3xi64>
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>,
                       affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%x, %e : tensor<2x3xi64>, tensor<3xi64>) outs(%init : tensor<2x3xi64>) {
  ^bb0(%in: i64, %exp: i64, %out: i64):
    %neg = arith.subi %c0, %exp : i64
    %s = arith.maxsi %neg, %c0 : i64
    %p = arith.shli %c1, %s : i64
    %mask = arith.subi %p, %c1 : i64
    %rem = arith.andi %in, %mask : i64
    %q = arith.shrsi %in, %s : i64
    %sum = arith.addi %q, %rem : i64
    linalg.yield %sum : i64
  } -> tensor<2x3xi64>
  return %r : tensor<2x3xi64>
}

// -----

// A value equal on every channel (the left shift max(e, 0) when every
// exponent is negative, a product with all-zero weight zero points) becomes
// a constant above the op; both tables go.
// CHECK-LABEL: func.func @uniform
// CHECK: tensor.empty
// CHECK: %[[LEFT:.*]] = arith.constant 0 : i32
// CHECK: %[[PRODUCT:.*]] = arith.constant 0 : i32
// CHECK: linalg.generic {indexing_maps = [#[[MAP:.*]], #[[MAP]]]
// CHECK-SAME: ins(%arg0 : tensor<4xi32>)
// CHECK-NOT: arith.constant
// CHECK: arith.shli %{{.*}}, %[[LEFT]] : i32
// CHECK: arith.addi %{{.*}}, %[[PRODUCT]] : i32
func.func @uniform(%x: tensor<4xi32>) -> tensor<4xi32> {
  %e = arith.constant dense<[-1, -7, -2, -30]> : tensor<4xi32>
  %zp = arith.constant dense<0> : tensor<4xi32>
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant -1728 : i32
  %init = tensor.empty() : tensor<4xi32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>,
                       affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]}
      ins(%x, %e, %zp : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) outs(%init : tensor<4xi32>) {
  ^bb0(%in: i32, %exp: i32, %z: i32, %out: i32):
    %left = arith.maxsi %exp, %c0 : i32
    %shifted = arith.shli %in, %left : i32
    %product = arith.muli %z, %c5 : i32
    %sum = arith.addi %shifted, %product : i32
    linalg.yield %sum : i32
  } -> tensor<4xi32>
  return %r : tensor<4xi32>
}

// -----

// A folder that answers with one of its operands (select on a constant
// condition) is followed per channel.
// CHECK-LABEL: func.func @select
// CHECK: %[[PICKED:.*]] = arith.constant dense<[10, -20]> : tensor<2xi32>
// CHECK: ins(%arg0, %[[PICKED]] : tensor<2xi32>, tensor<2xi32>)
// CHECK-NOT: arith.select
func.func @select(%x: tensor<2xi32>) -> tensor<2xi32> {
  %a = arith.constant dense<[10, 20]> : tensor<2xi32>
  %b = arith.constant dense<[-10, -20]> : tensor<2xi32>
  %pick = arith.constant dense<[true, false]> : tensor<2xi1>
  %init = tensor.empty() : tensor<2xi32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>,
                       affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>,
                       affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]}
      ins(%x, %a, %b, %pick : tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi1>)
      outs(%init : tensor<2xi32>) {
  ^bb0(%in: i32, %va: i32, %vb: i32, %p: i1, %out: i32):
    %v = arith.select %p, %va, %vb : i32
    %sum = arith.addi %in, %v : i32
    linalg.yield %sum : i32
  } -> tensor<2xi32>
  return %r : tensor<2xi32>
}

// -----

// Left alone: constants read through different maps (no per-element pairing),
// a fold that fails on one element (a shift by the full width is poison and
// upstream does not fold it), and a reduction.
// CHECK-LABEL: func.func @untouched
// CHECK: ins(%arg0, %[[A:.*]], %[[B:.*]] : tensor<2x3xi32>, tensor<2xi32>, tensor<3xi32>)
// CHECK: arith.addi
// CHECK: ins(%arg0, %[[SH:.*]] : tensor<2x3xi32>, tensor<3xi32>)
// CHECK: arith.shli %{{.*}}, %{{.*}} : i32
// CHECK: iterator_types = ["parallel", "reduction"]
// CHECK: arith.subi
func.func @untouched(%x: tensor<2x3xi32>) -> (tensor<2x3xi32>, tensor<2x3xi32>, tensor<2xi32>) {
  %a = arith.constant dense<[1, 2]> : tensor<2xi32>
  %b = arith.constant dense<[3, 4, 5]> : tensor<3xi32>
  %c1 = arith.constant 1 : i32
  %init = tensor.empty() : tensor<2x3xi32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>,
                       affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%x, %a, %b : tensor<2x3xi32>, tensor<2xi32>, tensor<3xi32>) outs(%init : tensor<2x3xi32>) {
  ^bb0(%in: i32, %va: i32, %vb: i32, %out: i32):
    %ab = arith.addi %va, %vb : i32
    %sum = arith.addi %in, %ab : i32
    linalg.yield %sum : i32
  } -> tensor<2x3xi32>
  %shifts = arith.constant dense<[1, 32, 2]> : tensor<3xi32>
  %s = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>,
                       affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%x, %shifts : tensor<2x3xi32>, tensor<3xi32>) outs(%init : tensor<2x3xi32>) {
  ^bb0(%in: i32, %sh: i32, %out: i32):
    %p = arith.shli %c1, %sh : i32
    %v = arith.addi %in, %p : i32
    linalg.yield %v : i32
  } -> tensor<2x3xi32>
  %zero = arith.constant dense<0> : tensor<2xi32>
  %sums = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>,
                       affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%x, %b : tensor<2x3xi32>, tensor<3xi32>) outs(%zero : tensor<2xi32>) {
  ^bb0(%in: i32, %vb: i32, %out: i32):
    %neg = arith.subi %c1, %vb : i32
    %v = arith.addi %out, %neg : i32
    linalg.yield %v : i32
  } -> tensor<2xi32>
  return %r, %s, %sums : tensor<2x3xi32>, tensor<2x3xi32>, tensor<2xi32>
}

// -----

// A constant table of no elements (found by quantkit-fuzz: a mutated TOSA
// rescale whose shift constant became tensor<0xi8>) is not evaluated: the
// body stays as it is, no crash.
// CHECK-LABEL: func.func @empty_table
// CHECK: linalg.generic
// CHECK:   arith.muli %{{.*}}, %c2_i32 : i32
func.func @empty_table(%x: tensor<2x0xi32>) -> tensor<2x0xi32> {
  %t = arith.constant dense<> : tensor<0xi32>
  %c2 = arith.constant 2 : i32
  %e = tensor.empty() : tensor<2x0xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %t : tensor<2x0xi32>, tensor<0xi32>) outs(%e : tensor<2x0xi32>) {
  ^bb0(%a: i32, %b: i32, %o: i32):
    %s = arith.muli %b, %c2 : i32
    %v = arith.addi %a, %s : i32
    linalg.yield %v : i32
  } -> tensor<2x0xi32>
  return %r : tensor<2x0xi32>
}
