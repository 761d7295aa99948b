// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(func.func(quantkit-fold-constant-reductions))' | FileCheck %s

// A reduction of constant weights (the column sums of the zero-point
// correction) becomes a constant: 1 - 4, 2 + 5, 3 - 6.
// CHECK-LABEL: func.func @colsum
// CHECK-NOT: linalg.generic
// CHECK: %[[SUMS:.*]] = arith.constant dense<[-3, 7, -3]> : tensor<3xi32>
// CHECK: return %[[SUMS]]
func.func @colsum() -> tensor<3xi32> {
  %w = arith.constant dense<[[1, 2, 3], [-4, 5, -6]]> : tensor<2x3xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<3xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<3xi32>) -> tensor<3xi32>
  %s = linalg.generic {indexing_maps = [affine_map<(n, k) -> (k, n)>, affine_map<(n, k) -> (n)>], iterator_types = ["parallel", "reduction"]} ins(%w : tensor<2x3xi8>) outs(%f : tensor<3xi32>) {
  ^bb0(%a: i8, %acc: i32):
    %x = arith.extsi %a : i8 to i32
    %y = arith.addi %acc, %x : i32
    linalg.yield %y : i32
  } -> tensor<3xi32>
  return %s : tensor<3xi32>
}

// A reduction of a non-constant tensor stays.
// CHECK-LABEL: func.func @rowsum
// CHECK: linalg.generic
func.func @rowsum(%w: tensor<2x3xi8>) -> tensor<3xi32> {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<3xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<3xi32>) -> tensor<3xi32>
  %s = linalg.generic {indexing_maps = [affine_map<(n, k) -> (k, n)>, affine_map<(n, k) -> (n)>], iterator_types = ["parallel", "reduction"]} ins(%w : tensor<2x3xi8>) outs(%f : tensor<3xi32>) {
  ^bb0(%a: i8, %acc: i32):
    %x = arith.extsi %a : i8 to i32
    %y = arith.addi %acc, %x : i32
    linalg.yield %y : i32
  } -> tensor<3xi32>
  return %s : tensor<3xi32>
}
