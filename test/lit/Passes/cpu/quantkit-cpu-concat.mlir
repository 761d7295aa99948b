// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(func.func(quantkit-cpu-concat))' -split-input-file | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(func.func(quantkit-cpu-concat),eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})' -split-input-file | FileCheck %s --check-prefix=BUF

#id = affine_map<(d0, d1) -> (d0, d1)>

// The parts in the concat's operand order are (argument, second, first);
// computed in the order (first, second). The destination comes before the
// first producer, each computed part is inserted right after it is
// computed, the argument last.
// CHECK-LABEL: func.func @order(
// CHECK-SAME: %[[ARG:[^:]+]]: tensor<4x3xi8>
// CHECK: %[[DEST:.+]] = tensor.empty() : tensor<4x19xi8>
// CHECK-NEXT: %[[FIRST:.+]] = linalg.generic
// CHECK: %[[S0:.+]] = tensor.insert_slice %[[FIRST]] into %[[DEST]][0, 11] [4, 8] [1, 1]
// CHECK-NEXT: tensor.empty() : tensor<4x8xi8>
// CHECK-NEXT: %[[SECOND:.+]] = linalg.generic
// CHECK: %[[S1:.+]] = tensor.insert_slice %[[SECOND]] into %[[S0]][0, 3] [4, 8] [1, 1]
// CHECK-NEXT: %[[S2:.+]] = tensor.insert_slice %[[ARG]] into %[[S1]][0, 0] [4, 3] [1, 1]
// CHECK-NOT: tensor.concat
// CHECK: return %[[S2]]
// After eliminate-empty-tensors both producers write into the
// concatenation's buffer; only the argument is copied (the other two
// copies are of a view onto itself, which the cse and canonicalize of
// quantkit-cpu's deallocation pipeline erase).
// A part that another op reads as well would be computed apart and copied
// (Execution/cpu-concat-in-place.test).
// BUF-LABEL: func.func @order(
// BUF: %[[CAT:.+]] = memref.alloc() {{.*}} : memref<4x19xi8>
// BUF: %[[A:.+]] = memref.subview %[[CAT]][0, 11] [4, 8] [1, 1]
// BUF: linalg.generic {{.*}} outs(%[[A]] :
// BUF: %[[B:.+]] = memref.subview %[[CAT]][0, 3] [4, 8] [1, 1]
// BUF: linalg.generic {{.*}} outs(%[[B]] :
// BUF: %[[C:.+]] = memref.subview %[[CAT]][0, 0] [4, 3] [1, 1]
// BUF: memref.copy %arg0, %[[C]]
// BUF-NOT: memref.alloc
// BUF: return %[[CAT]]
func.func @order(%arg: tensor<4x3xi8>, %x: tensor<4x8xi32>) -> tensor<4x19xi8> {
  %e0 = tensor.empty() : tensor<4x8xi8>
  %first = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xi32>) outs(%e0 : tensor<4x8xi8>) {
  ^bb0(%v: i32, %o: i8):
    %t = arith.trunci %v : i32 to i8
    linalg.yield %t : i8
  } -> tensor<4x8xi8>
  %e1 = tensor.empty() : tensor<4x8xi8>
  %second = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xi32>) outs(%e1 : tensor<4x8xi8>) {
  ^bb0(%v: i32, %o: i8):
    %w = arith.trunci %v : i32 to i8
    %t = arith.addi %w, %w : i8
    linalg.yield %t : i8
  } -> tensor<4x8xi8>
  %c = tensor.concat dim(1) %arg, %second, %first : (tensor<4x3xi8>, tensor<4x8xi8>, tensor<4x8xi8>) -> tensor<4x19xi8>
  return %c : tensor<4x19xi8>
}

// -----

// A producer accumulating into a fill: the destination goes before the
// fill, where the chain that computes the part starts.
// CHECK-LABEL: func.func @fill_chain(
// CHECK: %[[DEST:.+]] = tensor.empty() : tensor<2x8xi32>
// CHECK-NEXT: %[[F:.+]] = linalg.fill
// CHECK-NEXT: %[[M:.+]] = linalg.matmul {{.*}} outs(%[[F]] :
// CHECK-NEXT: %[[S0:.+]] = tensor.insert_slice %[[M]] into %[[DEST]][0, 0] [2, 4] [1, 1]
// CHECK-NEXT: tensor.insert_slice %arg1 into %[[S0]][0, 4] [2, 4] [1, 1]
// BUF-LABEL: func.func @fill_chain(
// BUF: %[[CAT:.+]] = memref.alloc() {{.*}} : memref<2x8xi32>
// BUF: %[[A:.+]] = memref.subview %[[CAT]][0, 0] [2, 4] [1, 1]
// BUF: linalg.fill {{.*}} outs(%[[A]] :
// BUF: linalg.matmul {{.*}} outs(%[[A]] :
func.func @fill_chain(%a: tensor<2x3xi32>, %b: tensor<2x4xi32>) -> tensor<2x8xi32> {
  %w = arith.constant dense<1> : tensor<3x4xi32>
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2x4xi32>
  %f = linalg.fill ins(%zero : i32) outs(%e : tensor<2x4xi32>) -> tensor<2x4xi32>
  %m = linalg.matmul ins(%a, %w : tensor<2x3xi32>, tensor<3x4xi32>) outs(%f : tensor<2x4xi32>) -> tensor<2x4xi32>
  %c = tensor.concat dim(1) %m, %b : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x8xi32>
  return %c : tensor<2x8xi32>
}

// -----

// Dynamic shapes: left to upstream's bufferization.
// CHECK-LABEL: func.func @dynamic(
// CHECK: tensor.concat
func.func @dynamic(%a: tensor<?x4xi8>, %b: tensor<?x4xi8>) -> tensor<?x4xi8> {
  %c = tensor.concat dim(0) %a, %b : (tensor<?x4xi8>, tensor<?x4xi8>) -> tensor<?x4xi8>
  return %c : tensor<?x4xi8>
}

// -----

// tosa.concat after tosa-to-tensor: the slices come after both producers.
// They are taken as the concat they stand for and placed like it.
// CHECK-LABEL: func.func @tosa_concat(
// CHECK: tensor.empty() : tensor<4x8xi8>
// CHECK-NEXT: %[[DEST:.+]] = tensor.empty() : tensor<4x16xi8>
// CHECK-NEXT: %[[A:.+]] = linalg.generic
// CHECK: %[[S0:.+]] = tensor.insert_slice %[[A]] into %[[DEST]][0, 0] [4, 8] [1, 1]
// CHECK-NEXT: tensor.empty() : tensor<4x8xi8>
// CHECK-NEXT: %[[B:.+]] = linalg.generic
// CHECK: %[[S1:.+]] = tensor.insert_slice %[[B]] into %[[S0]][0, 8] [4, 8] [1, 1]
// CHECK-NEXT: return %[[S1]]
// BUF-LABEL: func.func @tosa_concat(
// BUF: %[[CAT:.+]] = memref.alloc() {{.*}} : memref<4x16xi8>
// BUF: %[[P0:.+]] = memref.subview %[[CAT]][0, 0] [4, 8] [1, 1]
// BUF: linalg.generic {{.*}} outs(%[[P0]] :
// BUF: %[[P1:.+]] = memref.subview %[[CAT]][0, 8] [4, 8] [1, 1]
// BUF: linalg.generic {{.*}} outs(%[[P1]] :
// BUF-NOT: memref.alloc
// BUF: return %[[CAT]]
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @tosa_concat(%x: tensor<4x8xi32>) -> tensor<4x16xi8> {
  %e0 = tensor.empty() : tensor<4x8xi8>
  %a = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xi32>) outs(%e0 : tensor<4x8xi8>) {
  ^bb0(%v: i32, %o: i8):
    %t = arith.trunci %v : i32 to i8
    linalg.yield %t : i8
  } -> tensor<4x8xi8>
  %e1 = tensor.empty() : tensor<4x8xi8>
  %b = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xi32>) outs(%e1 : tensor<4x8xi8>) {
  ^bb0(%v: i32, %o: i8):
    %w = arith.trunci %v : i32 to i8
    %t = arith.subi %w, %w : i8
    linalg.yield %t : i8
  } -> tensor<4x8xi8>
  %dest = tensor.empty() : tensor<4x16xi8>
  %s0 = tensor.insert_slice %a into %dest[0, 0] [4, 8] [1, 1] : tensor<4x8xi8> into tensor<4x16xi8>
  %s1 = tensor.insert_slice %b into %s0[0, 8] [4, 8] [1, 1] : tensor<4x8xi8> into tensor<4x16xi8>
  return %s1 : tensor<4x16xi8>
}
