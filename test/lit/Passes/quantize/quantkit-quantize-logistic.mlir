// quantkit-quantize{target=tflite-int8} on the sigmoid and tanh forms
// torch-mlir writes as one elementwise linalg.generic: quantkit-fuse wraps
// them as 'logistic' and 'tanh' kernels (a splat-constant input stays inside
// the region), propagation fixes their outputs (1/256, -128 and 1/128, 0)
// and quantkit-materialize makes them quantkit.logistic / quantkit.tanh on
// the input's parameters. EfficientNet's SiLU, the sigmoid then
// `x * sigmoid(x)`, becomes a logistic and an int8 mul.
// RUN: %quantkit-opt %s -split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-fuse{target=tflite-int8})' \
// RUN:   | FileCheck %s --check-prefix=FUSE
// RUN: %quantkit-opt %s -split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' \
// RUN:   | FileCheck %s

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
!t = tensor<1x2x2x4xf32>

// FUSE-LABEL: func.func @silu
// FUSE: %[[S:.*]] = quantkit.region "logistic"(%{{.*}}) in [f32] out [f32]
// FUSE: math.exp
// FUSE: quantkit.region "mul"(%[[S]], %{{.*}}) in [f32, f32] out [f32]
// CHECK-LABEL: func.func @silu
// CHECK: %[[X:.*]] = quant.qcast %arg0 : tensor<1x2x2x4xf32> to tensor<1x2x2x4x!quant.uniform<i8:f32, 0.031372549019607843:-1>>
// CHECK: %[[S:.*]] = quantkit.logistic %[[X]] : tensor<1x2x2x4x!quant.uniform<i8:f32, 0.031372549019607843:-1>> -> tensor<1x2x2x4x!quant.uniform<i8:f32, 3.906250e-03:-128>>
// CHECK: %[[M:.*]] = quantkit.mul %[[S]], %[[X]]
// CHECK-NOT: math.exp
// CHECK: return
func.func @silu(%x0: !t) -> !t {
  %x = quantkit.stats %x0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : !t
  %e = tensor.empty() : !t
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %x1 = math.exp %n : f32
    %a = arith.addf %x1, %one : f32
    %d = arith.divf %one, %a : f32
    linalg.yield %d : f32
  } -> !t
  %m0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %x : !t, !t) outs(%e : !t) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> !t
  %m = quantkit.stats %m0 {layerStats = dense<[-0.3, 4.0]> : tensor<2xf32>} : !t
  return %m : !t
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// The 1 of the sigmoid as a splat tensor input: the region clones it, the
// port is x alone.
// FUSE-LABEL: func.func @sigmoid_with_constant
// FUSE: quantkit.region "logistic"(%{{.*}}) in [f32] out [f32]
// FUSE: arith.constant dense<1.000000e+00> : tensor<3x5xf32>
// CHECK-LABEL: func.func @sigmoid_with_constant
// CHECK: quantkit.logistic %{{.*}} : tensor<3x5x!quant.uniform<i8:f32, 0.039215686274509803:-1>> -> tensor<3x5x!quant.uniform<i8:f32, 3.906250e-03:-128>>
// CHECK-NOT: math.exp
func.func @sigmoid_with_constant(%x0: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %x = quantkit.stats %x0 {layerStats = dense<[-5.0, 5.0]> : tensor<2xf32>} : tensor<3x5xf32>
  %ones = arith.constant dense<1.0> : tensor<3x5xf32>
  %e = tensor.empty() : tensor<3x5xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%ones, %x : tensor<3x5xf32>, tensor<3x5xf32>) outs(%e : tensor<3x5xf32>) {
  ^bb0(%one: f32, %in: f32, %out: f32):
    %n = arith.negf %in : f32
    %x1 = math.exp %n : f32
    %a = arith.addf %x1, %one : f32
    %d = arith.divf %one, %a : f32
    linalg.yield %d : f32
  } -> tensor<3x5xf32>
  return %s : tensor<3x5xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// FUSE-LABEL: func.func @tanh
// FUSE: quantkit.region "tanh"(%{{.*}}) in [f32] out [f32]
// CHECK-LABEL: func.func @tanh
// CHECK: quantkit.tanh %{{.*}} : tensor<3x5x!quant.uniform<i8:f32, 0.011764705882352941:-43>> -> tensor<3x5x!quant.uniform<i8:f32, 7.812500e-03>>
// CHECK-NOT: math.tanh
func.func @tanh(%x0: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %x = quantkit.stats %x0 {layerStats = dense<[-1.0, 2.0]> : tensor<2xf32>} : tensor<3x5xf32>
  %e = tensor.empty() : tensor<3x5xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<3x5xf32>) outs(%e : tensor<3x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %h = math.tanh %in : f32
    linalg.yield %h : f32
  } -> tensor<3x5xf32>
  return %t : tensor<3x5xf32>
}
