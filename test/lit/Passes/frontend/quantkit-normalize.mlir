// quantkit-normalize's own rewrites (the groups have their files beside
// this one): torch-mlir's batch-norm guard, a cf.assert of a condition that
// is trivially true, is dropped; an assert that can fail stays. A sum
// pooling over a 1x1 window into zeros that keeps its input's shape
// (AlexNet's adaptive average pooling to the size it has) is its input;
// other sum poolings stay.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize)' | FileCheck %s

// CHECK-LABEL: func.func @guards(
// CHECK-NOT: cf.assert {{.*}}"training
// CHECK-NOT: cf.assert {{.*}}"always
// CHECK: cf.assert %{{.*}}, "may fail"
// CHECK: return
func.func @guards(%c: i1) {
  %false = arith.constant false
  %true = arith.constant true
  %0 = arith.cmpi eq, %false, %false : i1
  cf.assert %0, "training is not supported for now"
  cf.assert %true, "always"
  cf.assert %c, "may fail"
  return
}

// CHECK-LABEL: func.func @identity_pool(
// CHECK-SAME: %[[X:.*]]: tensor<1x4x6x6xf32>
// CHECK-NOT: linalg.pooling_nchw_sum
// CHECK: return %[[X]]
func.func @identity_pool(%x: tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %w = tensor.empty() : tensor<1x1xf32>
  %p = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x4x6x6xf32>, tensor<1x1xf32>) outs(%z : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  return %p : tensor<1x4x6x6xf32>
}

// Into a nonzero init the pooling adds the init; a 2x2 window sums.
// CHECK-LABEL: func.func @pools_that_compute(
// CHECK-COUNT-2: linalg.pooling_nhwc_sum
// CHECK: return
func.func @pools_that_compute(%x: tensor<1x6x6x4xf32>) -> (tensor<1x6x6x4xf32>, tensor<1x5x5x4xf32>) {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x4xf32>
  %o = linalg.fill ins(%one : f32) outs(%e : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %w = tensor.empty() : tensor<1x1xf32>
  %p = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x6x6x4xf32>, tensor<1x1xf32>) outs(%o : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %e2 = tensor.empty() : tensor<1x5x5x4xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
  %w2 = tensor.empty() : tensor<2x2xf32>
  %q = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w2 : tensor<1x6x6x4xf32>, tensor<2x2xf32>) outs(%z2 : tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
  return %p, %q : tensor<1x6x6x4xf32>, tensor<1x5x5x4xf32>
}
