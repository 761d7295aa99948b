// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(quantkit-materialize)' | FileCheck %s

// Found by quantkit-fuzz (heap-use-after-free under AddressSanitizer):
// quantkit-materialize remembered the producers of every region input to
// erase the dead ones at the end, including producing regions, which it had
// already replaced by then. Only casts and constants are remembered now.
// Both ways a producing region is replaced: kept in floating point (a body
// that is no kernel) and materialized (an add).

// CHECK-LABEL: func.func @region_feeds_region
// CHECK-NOT: quantkit.region
// CHECK-COUNT-2: arith.subf
// CHECK: return
func.func @region_feeds_region(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-remark @+1 {{kept in floating point}}
  %0 = quantkit.region "add" (%a, %b)
      in [!quant.uniform<i8:f32, 0.5>, !quant.uniform<i8:f32, 0.5>]
      out [!quant.uniform<i8:f32, 1.0>]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = arith.subf %x, %y : tensor<4xf32>
    quantkit.return %s : tensor<4xf32>
  }
  // expected-remark @+1 {{kept in floating point}}
  %1 = quantkit.region "add" (%0, %b)
      in [!quant.uniform<i8:f32, 1.0>, !quant.uniform<i8:f32, 0.5>]
      out [!quant.uniform<i8:f32, 1.0>]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = arith.subf %x, %y : tensor<4xf32>
    quantkit.return %s : tensor<4xf32>
  }
  return %1 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @materialized_region_feeds_region
// CHECK-NOT: quantkit.region
// CHECK: %[[A:.*]] = quantkit.add
// CHECK-NOT: quant.dcast
// CHECK: quantkit.add %[[A]],
// CHECK: return
func.func @materialized_region_feeds_region(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.region "add" (%a, %b)
      in [!quant.uniform<i8:f32, 0.5>, !quant.uniform<i8:f32, 0.5>]
      out [!quant.uniform<i8:f32, 1.0>]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = arith.addf %x, %y : tensor<4xf32>
    quantkit.return %s : tensor<4xf32>
  }
  %1 = quantkit.region "add" (%0, %b)
      in [!quant.uniform<i8:f32, 1.0>, !quant.uniform<i8:f32, 0.5>]
      out [!quant.uniform<i8:f32, 1.0>]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = arith.addf %x, %y : tensor<4xf32>
    quantkit.return %s : tensor<4xf32>
  }
  return %1 : tensor<4xf32>
}
