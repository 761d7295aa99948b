// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize)' -split-input-file | FileCheck %s
// A transpose before a flatten into a linear layer with a constant weight
// is folded into the weight's rows (FoldWeights.cpp,
// FoldFlattenTransposeIntoWeight): alexnet's classifier input, where the
// channels-last activation is transposed back to NCHW only to be
// flattened.

// x is NHWC [1, 1, 2, 2] (h, w, c), flattened as NCHW (c, h, w): row
// k = 2c + w of W meets x[0, 0, w, c], which is element k' = 2w + c of x
// flattened as it is: W' = rows 0, 2, 1, 3 of W.
// CHECK-LABEL: func.func @flatten_nchw
// CHECK-DAG: %[[W:.*]] = arith.constant dense<{{\[}}[1.000000e+00, 1.000000e+01], [3.000000e+00, 3.000000e+01], [2.000000e+00, 2.000000e+01], [4.000000e+00, 4.000000e+01]]> : tensor<4x2xf32>
// CHECK-DAG: %[[F:.*]] = tensor.collapse_shape %arg0 {{\[}}[0], [1, 2, 3]] : tensor<1x1x2x2xf32> into tensor<1x4xf32>
// CHECK: linalg.matmul ins(%[[F]], %[[W]] : tensor<1x4xf32>, tensor<4x2xf32>)
// CHECK-NOT: linalg.transpose
func.func @flatten_nchw(%x: tensor<1x1x2x2xf32>) -> tensor<1x2xf32> {
  %w = arith.constant dense<[[1.0, 10.0], [2.0, 20.0], [3.0, 30.0], [4.0, 40.0]]> : tensor<4x2xf32>
  %zero = arith.constant 0.0 : f32
  %te = tensor.empty() : tensor<1x2x1x2xf32>
  %t = linalg.transpose ins(%x : tensor<1x1x2x2xf32>) outs(%te : tensor<1x2x1x2xf32>) permutation = [0, 3, 1, 2]
  %flat = tensor.collapse_shape %t [[0], [1, 2, 3]] : tensor<1x2x1x2xf32> into tensor<1x4xf32>
  %e = tensor.empty() : tensor<1x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2xf32>) -> tensor<1x2xf32>
  %y = linalg.matmul ins(%flat, %w : tensor<1x4xf32>, tensor<4x2xf32>) outs(%z : tensor<1x2xf32>) -> tensor<1x2xf32>
  return %y : tensor<1x2xf32>
}

// -----

// A batch of two, and a transpose that another op also reads: the matmul
// reads x directly, the transpose stays for the other user.
// CHECK-LABEL: func.func @flatten_batch_shared
// CHECK-DAG: %[[W:.*]] = arith.constant dense<{{\[}}[1.000000e+00], [3.000000e+00], [2.000000e+00], [4.000000e+00]]> : tensor<4x1xf32>
// CHECK-DAG: %[[F:.*]] = tensor.collapse_shape %arg0 {{\[}}[0], [1, 2, 3]] : tensor<2x1x2x2xf32> into tensor<2x4xf32>
// CHECK-DAG: %[[T:.*]] = linalg.transpose ins(%arg0
// CHECK: linalg.matmul ins(%[[F]], %[[W]] : tensor<2x4xf32>, tensor<4x1xf32>)
// CHECK: return %{{.*}}, %[[T]]
func.func @flatten_batch_shared(%x: tensor<2x1x2x2xf32>) -> (tensor<2x1xf32>, tensor<2x2x1x2xf32>) {
  %w = arith.constant dense<[[1.0], [2.0], [3.0], [4.0]]> : tensor<4x1xf32>
  %zero = arith.constant 0.0 : f32
  %te = tensor.empty() : tensor<2x2x1x2xf32>
  %t = linalg.transpose ins(%x : tensor<2x1x2x2xf32>) outs(%te : tensor<2x2x1x2xf32>) permutation = [0, 3, 1, 2]
  %flat = tensor.collapse_shape %t [[0], [1, 2, 3]] : tensor<2x2x1x2xf32> into tensor<2x4xf32>
  %e = tensor.empty() : tensor<2x1xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x1xf32>) -> tensor<2x1xf32>
  %y = linalg.matmul ins(%flat, %w : tensor<2x4xf32>, tensor<4x1xf32>) outs(%z : tensor<2x1xf32>) -> tensor<2x1xf32>
  return %y, %t : tensor<2x1xf32>, tensor<2x2x1x2xf32>
}

// -----

// Left alone: a transpose that moves the batch dimension, a weight that is
// not a constant, a collapse that does not keep dimension 0 apart.
// (The two transposes of %v by one permutation become one.)
// CHECK-LABEL: func.func @flatten_left_alone
// CHECK: %[[B:.*]] = linalg.transpose ins(%arg0 {{.*}} permutation = [1, 0, 2, 3]
// CHECK: tensor.collapse_shape %[[B]]
// CHECK: linalg.matmul ins(%{{.*}}, %cst_0 : tensor<2x2xf32>, tensor<2x3xf32>)
// CHECK: %[[T:.*]] = linalg.transpose ins(%arg1
// CHECK: %[[TF:.*]] = tensor.collapse_shape %[[T]] {{\[}}[0], [1, 2, 3]]
// CHECK: linalg.matmul ins(%[[TF]], %arg2
// CHECK: tensor.collapse_shape %[[T]] {{\[}}[0, 1], [2, 3]]
// CHECK: linalg.matmul ins(%{{.*}}, %cst_1 : tensor<1x4xf32>, tensor<4x2xf32>)
func.func @flatten_left_alone(%x: tensor<2x2x1x1xf32>, %v: tensor<1x1x2x2xf32>, %wv: tensor<4x2xf32>) -> (tensor<2x3xf32>, tensor<1x2xf32>, tensor<1x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %w3 = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %w2 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
  %be = tensor.empty() : tensor<2x2x1x1xf32>
  %b = linalg.transpose ins(%x : tensor<2x2x1x1xf32>) outs(%be : tensor<2x2x1x1xf32>) permutation = [1, 0, 2, 3]
  %bf = tensor.collapse_shape %b [[0], [1, 2, 3]] : tensor<2x2x1x1xf32> into tensor<2x2xf32>
  %e3 = tensor.empty() : tensor<2x3xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %y0 = linalg.matmul ins(%bf, %w3 : tensor<2x2xf32>, tensor<2x3xf32>) outs(%z3 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %te = tensor.empty() : tensor<1x2x1x2xf32>
  %t = linalg.transpose ins(%v : tensor<1x1x2x2xf32>) outs(%te : tensor<1x2x1x2xf32>) permutation = [0, 3, 1, 2]
  %tf = tensor.collapse_shape %t [[0], [1, 2, 3]] : tensor<1x2x1x2xf32> into tensor<1x4xf32>
  %e2 = tensor.empty() : tensor<1x2xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x2xf32>) -> tensor<1x2xf32>
  %y1 = linalg.matmul ins(%tf, %wv : tensor<1x4xf32>, tensor<4x2xf32>) outs(%z2 : tensor<1x2xf32>) -> tensor<1x2xf32>
  %ge = tensor.empty() : tensor<1x2x1x2xf32>
  %g = linalg.transpose ins(%v : tensor<1x1x2x2xf32>) outs(%ge : tensor<1x2x1x2xf32>) permutation = [0, 3, 1, 2]
  %gf = tensor.collapse_shape %g [[0, 1], [2, 3]] : tensor<1x2x1x2xf32> into tensor<2x2xf32>
  %gs = tensor.collapse_shape %gf [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %gx = tensor.expand_shape %gs [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
  %y2 = linalg.matmul ins(%gx, %w2 : tensor<1x4xf32>, tensor<4x2xf32>) outs(%z2 : tensor<1x2xf32>) -> tensor<1x2xf32>
  return %y0, %y1, %y2 : tensor<2x3xf32>, tensor<1x2xf32>, tensor<1x2xf32>
}
