// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize)' -split-input-file | FileCheck %s

// torch-mlir's torch.cat: the parts inserted one after another into an
// empty tensor, each full in every dimension but the concatenated one.
// The chain becomes the tensor.concat it stands for.
// CHECK-LABEL: func.func @two_parts(
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x4x4x3xf32>, %[[Y:[^:]+]]: tensor<1x4x4x5xf32>
// CHECK-NOT: tensor.insert_slice
// CHECK: %[[C:.+]] = tensor.concat dim(3) %[[X]], %[[Y]] : (tensor<1x4x4x3xf32>, tensor<1x4x4x5xf32>) -> tensor<1x4x4x8xf32>
// CHECK: return %[[C]]
func.func @two_parts(%x: tensor<1x4x4x3xf32>, %y: tensor<1x4x4x5xf32>) -> tensor<1x4x4x8xf32> {
  %e = tensor.empty() : tensor<1x4x4x8xf32>
  %s0 = tensor.insert_slice %x into %e[0, 0, 0, 0] [1, 4, 4, 3] [1, 1, 1, 1] : tensor<1x4x4x3xf32> into tensor<1x4x4x8xf32>
  %s1 = tensor.insert_slice %y into %s0[0, 0, 0, 3] [1, 4, 4, 5] [1, 1, 1, 1] : tensor<1x4x4x5xf32> into tensor<1x4x4x8xf32>
  return %s1 : tensor<1x4x4x8xf32>
}

// -----

// Three parts along dimension 1, inserted out of order: the concat takes
// them in the order of their offsets.
// CHECK-LABEL: func.func @out_of_order(
// CHECK-SAME: %[[A:[^:]+]]: tensor<2x1x3xi8>, %[[B:[^:]+]]: tensor<2x2x3xi8>, %[[C:[^:]+]]: tensor<2x3x3xi8>
// CHECK: %[[R:.+]] = tensor.concat dim(1) %[[A]], %[[B]], %[[C]] : (tensor<2x1x3xi8>, tensor<2x2x3xi8>, tensor<2x3x3xi8>) -> tensor<2x6x3xi8>
// CHECK: return %[[R]]
func.func @out_of_order(%a: tensor<2x1x3xi8>, %b: tensor<2x2x3xi8>, %c: tensor<2x3x3xi8>) -> tensor<2x6x3xi8> {
  %e = tensor.empty() : tensor<2x6x3xi8>
  %s0 = tensor.insert_slice %c into %e[0, 3, 0] [2, 3, 3] [1, 1, 1] : tensor<2x3x3xi8> into tensor<2x6x3xi8>
  %s1 = tensor.insert_slice %a into %s0[0, 0, 0] [2, 1, 3] [1, 1, 1] : tensor<2x1x3xi8> into tensor<2x6x3xi8>
  %s2 = tensor.insert_slice %b into %s1[0, 1, 0] [2, 2, 3] [1, 1, 1] : tensor<2x2x3xi8> into tensor<2x6x3xi8>
  return %s2 : tensor<2x6x3xi8>
}

// -----

// A gap: the elements at [4, 6) keep the empty tensor's undefined values,
// which no concat has. Left alone.
// CHECK-LABEL: func.func @gap(
// CHECK-NOT: tensor.concat
// CHECK-COUNT-2: tensor.insert_slice
func.func @gap(%x: tensor<1x4xf32>, %y: tensor<1x2xf32>) -> tensor<1x8xf32> {
  %e = tensor.empty() : tensor<1x8xf32>
  %s0 = tensor.insert_slice %x into %e[0, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<1x8xf32>
  %s1 = tensor.insert_slice %y into %s0[0, 6] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<1x8xf32>
  return %s1 : tensor<1x8xf32>
}

// -----

// Overlapping slices: the later one overwrites part of the earlier one.
// Left alone.
// CHECK-LABEL: func.func @overlap(
// CHECK-NOT: tensor.concat
// CHECK-COUNT-3: tensor.insert_slice
func.func @overlap(%x: tensor<1x4xf32>, %y: tensor<1x4xf32>, %z: tensor<1x2xf32>) -> tensor<1x8xf32> {
  %e = tensor.empty() : tensor<1x8xf32>
  %s0 = tensor.insert_slice %x into %e[0, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<1x8xf32>
  %s1 = tensor.insert_slice %y into %s0[0, 2] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<1x8xf32>
  %s2 = tensor.insert_slice %z into %s1[0, 6] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<1x8xf32>
  return %s2 : tensor<1x8xf32>
}

// -----

// The partial result is returned as well: it is not a concatenation of
// its own, and rewriting the whole chain would keep both. Left alone.
// CHECK-LABEL: func.func @partial_used(
// CHECK-NOT: tensor.concat
// CHECK-COUNT-2: tensor.insert_slice
func.func @partial_used(%x: tensor<1x4xf32>, %y: tensor<1x4xf32>) -> (tensor<1x8xf32>, tensor<1x8xf32>) {
  %e = tensor.empty() : tensor<1x8xf32>
  %s0 = tensor.insert_slice %x into %e[0, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<1x8xf32>
  %s1 = tensor.insert_slice %y into %s0[0, 4] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<1x8xf32>
  return %s0, %s1 : tensor<1x8xf32>, tensor<1x8xf32>
}

// -----

// Into a value that is not an empty tensor, with strides, along two
// dimensions, rank-reducing, dynamic: none is a concatenation. Left alone.
// CHECK-LABEL: func.func @not_concatenations(
// CHECK-NOT: tensor.concat
// CHECK: return
func.func @not_concatenations(%d: tensor<1x8xf32>, %x: tensor<1x4xf32>, %y: tensor<1x4xf32>,
                              %v: tensor<4xf32>, %w: tensor<2x2xf32>, %n: index)
    -> (tensor<1x8xf32>, tensor<1x8xf32>, tensor<4x4xf32>, tensor<1x8xf32>, tensor<1x8xf32>) {
  %a0 = tensor.insert_slice %x into %d[0, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<1x8xf32>
  %a1 = tensor.insert_slice %y into %a0[0, 4] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<1x8xf32>
  %e = tensor.empty() : tensor<1x8xf32>
  %b0 = tensor.insert_slice %x into %e[0, 0] [1, 4] [1, 2] : tensor<1x4xf32> into tensor<1x8xf32>
  %b1 = tensor.insert_slice %y into %b0[0, 1] [1, 4] [1, 2] : tensor<1x4xf32> into tensor<1x8xf32>
  %e4 = tensor.empty() : tensor<4x4xf32>
  %c0 = tensor.insert_slice %w into %e4[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  %c1 = tensor.insert_slice %w into %c0[2, 2] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  %f0 = tensor.insert_slice %v into %e[0, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<1x8xf32>
  %f1 = tensor.insert_slice %v into %f0[0, 4] [1, 4] [1, 1] : tensor<4xf32> into tensor<1x8xf32>
  %g0 = tensor.insert_slice %x into %e[0, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<1x8xf32>
  %g1 = tensor.insert_slice %y into %g0[0, %n] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<1x8xf32>
  return %a1, %b1, %c1, %f1, %g1 : tensor<1x8xf32>, tensor<1x8xf32>, tensor<4x4xf32>, tensor<1x8xf32>, tensor<1x8xf32>
}
