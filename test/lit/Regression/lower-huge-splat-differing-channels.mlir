// A quant.qcast of a splat constant per axis whose channels quantize to
// different codes: folded at compile time where it is small, and left to a
// run-time quantize where it stands for more than 2^31 elements (here
// 2.2 * 10^9, a few bytes of IR) instead of writing them all out.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-lower)' | FileCheck %s

!Q = !quant.uniform<i8:f32:0, {1.0, 0.5}>

// CHECK-LABEL: func.func @huge
// CHECK-NOT: quant.qcast
// CHECK: linalg.generic
// CHECK: arith.divf
// CHECK: math.roundeven
// CHECK: return {{.*}} : tensor<2x1100000000xi8>
func.func @huge() -> tensor<2x1100000000x!Q> {
  %w = arith.constant dense<1.0> : tensor<2x1100000000xf32>
  %q = quant.qcast %w : tensor<2x1100000000xf32> to tensor<2x1100000000x!Q>
  return %q : tensor<2x1100000000x!Q>
}

// CHECK-LABEL: func.func @small
// CHECK-NOT: linalg.generic
// CHECK: %[[C:.*]] = arith.constant dense<{{\[}}[1, 1, 1], [2, 2, 2]]> : tensor<2x3xi8>
// CHECK: return %[[C]]
func.func @small() -> tensor<2x3x!Q> {
  %w = arith.constant dense<1.0> : tensor<2x3xf32>
  %q = quant.qcast %w : tensor<2x3xf32> to tensor<2x3x!Q>
  return %q : tensor<2x3x!Q>
}
