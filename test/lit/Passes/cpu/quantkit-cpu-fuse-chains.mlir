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
