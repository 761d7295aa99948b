// The multiplier_scale shorthand through quantkit-propagate: once both
// inputs are resolved (from their statistics), the output takes the
// product of their scales, zero point 0, at its i32 storage.
// RUN: %quantkit-opt %s -split-input-file 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target-file=%S/Inputs/multiplier-scale.mlir})' \
// RUN:   | FileCheck %s

// Inputs [-1, 1] and [-2, 6] at i8: scales 2/255 and 8/255; the output
// scale is their product, 16/65025.
// CHECK-LABEL: func.func @per_tensor(
// CHECK: quantkit.region "mul"({{.*}}) in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>, !quant.uniform<i8:f32, 0.031372549019607843:-64>] out [!quant.uniform<i32:f32, 2.4605920799692423E-4>]
// CHECK-SAME: quantkit.port_states = ["resolved", "resolved", "resolved"]
func.func @per_tensor(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %a = quantkit.stats %arg0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  %b = quantkit.stats %arg1 {layerStats = dense<[-2.0, 6.0]> : tensor<2xf32>} : tensor<4xf32>
  %0 = quantkit.region "mul" (%a, %b) in [f32, f32] out [f32]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// One input fixed by the model: the product uses its scale, and the port
// stays fixed.
// CHECK-LABEL: func.func @fixed_input(
// CHECK: quantkit.region "mul"({{.*}}) in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>, !quant.uniform<i8:f32, 5.000000e-01>] out [!quant.uniform<i32:f32, 0.0039215686274509803>]
// CHECK-SAME: quantkit.port_states = ["resolved", "fixed", "resolved"]
func.func @fixed_input(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
  %a = quantkit.stats %arg0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<2xf32>
  %0 = quantkit.region "mul" (%a, %arg1) in [f32, !quant.uniform<i8:f32, 0.5>] out [f32]
      : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> {
  ^bb0(%x: tensor<2xf32>, %y: tensor<2xf32>):
    quantkit.return %x : tensor<2xf32>
  }
  return %0 : tensor<2xf32>
}

// -----

// Statistics on the i32 product feeding an i8 kernel: the product keeps
// its derived parameters, the i8 port takes its own from the statistics
// ([-3, 3]: 6/255), and the edge gets a rescale. (The product's
// parameters re-expressed at i8 over their whole i32 range would have a
// scale of about 4144 and quantize every value to 0.)
// CHECK-LABEL: func.func @statistics_on_product(
// CHECK: quantkit.region "mul"({{.*}}) in [{{.*}}] out [!quant.uniform<i32:f32, 2.4605920799692423E-4>]
// CHECK: quantkit.rescale %{{.*}} : tensor<4x!quant.uniform<i32:f32, 2.4605920799692423E-4>> to tensor<4x!quant.uniform<i8:f32, 0.023529411764705882:-1>>
// CHECK: quantkit.region "reshape"({{.*}}) in [!quant.uniform<i8:f32, 0.023529411764705882:-1>]
func.func @statistics_on_product(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %a = quantkit.stats %arg0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  %b = quantkit.stats %arg1 {layerStats = dense<[-2.0, 6.0]> : tensor<2xf32>} : tensor<4xf32>
  %0 = quantkit.region "mul" (%a, %b) in [f32, f32] out [f32]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  %s = quantkit.stats %0 {layerStats = dense<[-3.0, 3.0]> : tensor<2xf32>} : tensor<4xf32>
  %1 = quantkit.region "reshape" (%s) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %1 : tensor<4xf32>
}
