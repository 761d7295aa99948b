// quantkit-fuse on TOSA source ops: each becomes a region named after the
// tflite-int8 kernel, a following tosa.clamp joins convolutions, matmul,
// add and mul.
// RUN: %quantkit-opt %s -split-input-file -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-fuse{target=tflite-int8})' \
// RUN:   | FileCheck %s

// Convolution with its bias operand as the third port, and ReLU6.
// CHECK-LABEL: func.func @conv_clamp
// CHECK: quantkit.region "conv2d"(%arg0, %arg1, %arg2) in [f32, f32, f32] out [f32]
// CHECK: tosa.conv2d
// CHECK: tosa.clamp
// CHECK: quantkit.return
func.func @conv_clamp(%x: tensor<1x4x4x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>) -> tensor<1x4x4x3xf32> {
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}
      : (tensor<1x4x4x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x3xf32>
  %r = tosa.clamp %c {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  return %r : tensor<1x4x4x3xf32>
}

// -----

// Depthwise convolution: the weight port is the [KH, KW, C] tensor the
// target's kernel describes (a reshaped constant), expanded in the body to
// TOSA's [KH, KW, C, 1]; a non-constant weight is collapsed outside.
// CHECK-LABEL: func.func @depthwise
// CHECK: %[[W:.*]] = arith.constant dense<{{\[\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00{{\]\]\]}}> : tensor<1x2x2xf32>
// CHECK: quantkit.region "depthwise_conv2d"(%arg0, %[[W]], %arg2) in [f32, f32, f32] out [f32]
// CHECK-NEXT: ^bb0(%{{.*}}: tensor<1x3x3x2xf32>, %[[A:.*]]: tensor<1x2x2xf32>,
// CHECK: tensor.expand_shape %[[A]] {{\[}}[0], [1], [2, 3]]
// CHECK: tosa.depthwise_conv2d
// CHECK: quantkit.return
// CHECK: %[[F:.*]] = tensor.collapse_shape %arg1 {{\[}}[0], [1], [2, 3]] : tensor<1x2x2x1xf32> into tensor<1x2x2xf32>
// CHECK: quantkit.region "depthwise_conv2d"(%arg0, %[[F]], %arg2)
func.func @depthwise(%x: tensor<1x3x3x2xf32>, %w: tensor<1x2x2x1xf32>, %b: tensor<2xf32>) -> (tensor<1x3x2x2xf32>, tensor<1x3x2x2xf32>) {
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %k = "tosa.const"() {values = dense<[[[[1.0], [2.0]], [[3.0], [4.0]]]]> : tensor<1x2x2x1xf32>} : () -> tensor<1x2x2x1xf32>
  %c = tosa.depthwise_conv2d %x, %k, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}
      : (tensor<1x3x3x2xf32>, tensor<1x2x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x2x2xf32>
  %d = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}
      : (tensor<1x3x3x2xf32>, tensor<1x2x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x2x2xf32>
  return %c, %d : tensor<1x3x2x2xf32>, tensor<1x3x2x2xf32>
}

// -----

// Matmul, add and mul, each with a clamp; pooling without (a pooling's
// result keeps its input's parameters).
// CHECK-LABEL: func.func @compute
// CHECK: quantkit.region "matmul"(%arg0, %arg1) in [f32, f32] out [f32]
// CHECK: tosa.matmul
// CHECK: tosa.clamp
// CHECK: quantkit.return
// CHECK: quantkit.region "add"(%arg2, %arg2)
// CHECK: tosa.add
// CHECK: tosa.clamp
// CHECK: quantkit.return
// CHECK: quantkit.region "mul"
// CHECK: tosa.mul
// CHECK: quantkit.return
// CHECK: quantkit.region "max_pool2d"
// CHECK: tosa.max_pool2d
// CHECK: quantkit.return
// CHECK: quantkit.region "avg_pool2d"
// CHECK: tosa.avg_pool2d
// CHECK: quantkit.return
// CHECK-NEXT: }
// CHECK-NEXT: tosa.clamp
func.func @compute(%x: tensor<1x2x3xf32>, %y: tensor<1x3x2xf32>, %t: tensor<1x4x4x2xf32>) -> (tensor<1x2x2xf32>, tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) {
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %shift = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %m = tosa.matmul %x, %y, %zp, %zp : (tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
  %mr = tosa.clamp %m {min_val = 0.0 : f32, max_val = 3.4028235e+38 : f32} : (tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
  %a = tosa.add %t, %t : (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %ar = tosa.clamp %a {min_val = -1.0 : f32, max_val = 1.0 : f32} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %p = tosa.mul %t, %ar, %shift : (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  %mx = tosa.max_pool2d %t {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  %av = tosa.avg_pool2d %t, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x2xf32>
  %avr = tosa.clamp %av {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %mr, %ar, %p, %mx, %avr : tensor<1x2x2xf32>, tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>
}

// -----

// Shape-only kernels and the fixed-scale activations.
// CHECK-LABEL: func.func @shapes_and_activations
// CHECK: quantkit.region "reshape"(%arg0) in [f32] out [f32]
// CHECK: tosa.const_shape
// CHECK: tosa.reshape
// CHECK: quantkit.region "transpose"(%{{.*}}) in [f32] out [f32]
// CHECK: quantkit.region "concat"(%{{.*}}, %arg1) in [f32, f32] out [f32]
// CHECK: quantkit.region "logistic"(%{{.*}}) in [f32] out [f32]
// CHECK: tosa.sigmoid
// CHECK: quantkit.region "tanh"(%{{.*}}) in [f32] out [f32]
// CHECK: tosa.tanh
func.func @shapes_and_activations(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.reshape %x, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  %t = tosa.transpose %r {perms = array<i32: 1, 0>} : (tensor<3x2xf32>) -> tensor<2x3xf32>
  %c = tosa.concat %t, %y {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %g = tosa.sigmoid %c : (tensor<4x3xf32>) -> tensor<4x3xf32>
  %h = tosa.tanh %g : (tensor<4x3xf32>) -> tensor<4x3xf32>
  return %h : tensor<4x3xf32>
}

// -----

// Not kernels: integer TOSA ops, a clamp after no kernel (tflite-int8 has
// no clamp kernel, so it stays a float op), a subtraction.
// CHECK-LABEL: func.func @not_fused
// CHECK-NOT: quantkit.region
// CHECK: return
func.func @not_fused(%x: tensor<4xi32>, %a: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>) {
  %s = tosa.add %x, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %c = tosa.clamp %a {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  %d = tosa.sub %c, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %s, %d : tensor<4xi32>, tensor<4xf32>
}

// -----

// A clamp with a NaN bound (TOSA rejects one; arith max/min take it) is no
// clamp to fold into a range: it stays outside the add's region.
// CHECK-LABEL: func.func @nan_clamp
// CHECK: %[[A:.*]] = quantkit.region "add"
// CHECK-NOT: arith.maximumf
// CHECK: quantkit.return
// CHECK: arith.maximumf %[[A]]
func.func @nan_clamp(%a: tensor<4xf32>) -> tensor<4xf32> {
  %nan = arith.constant dense<0x7FC00000> : tensor<4xf32>
  %s = tosa.add %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c = arith.maximumf %s, %nan : tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

// A convolution with a zero bias operand and the bias added after it
// (reshaped to [1, 1, 1, C]): the added bias is the bias port, the add and
// the clamp join the region, the zero constant is cloned into the body.
// CHECK-LABEL: func.func @conv_bias_add
// CHECK: quantkit.region "conv2d"(%arg0, %arg1, %arg2) in [f32, f32, f32] out [f32]
// CHECK-NEXT: ^bb0(%{{.*}}: tensor<1x4x4x2xf32>, %{{.*}}: tensor<3x3x3x2xf32>, %[[B:.*]]: tensor<3xf32>):
// CHECK: tosa.conv2d
// CHECK: tosa.reshape %[[B]]
// CHECK: tosa.add
// CHECK: tosa.clamp
// CHECK: quantkit.return
// CHECK-NOT: tosa.add
func.func @conv_bias_add(%x: tensor<1x4x4x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>) -> tensor<1x4x4x3xf32> {
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %zb = "tosa.const"() {values = dense<0.0> : tensor<3xf32>} : () -> tensor<3xf32>
  %c = tosa.conv2d %x, %w, %zb, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}
      : (tensor<1x4x4x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x3xf32>
  %s = tosa.const_shape {values = dense<[1, 1, 1, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %br = tosa.reshape %b, %s : (tensor<3xf32>, !tosa.shape<4>) -> tensor<1x1x1x3xf32>
  %a = tosa.add %c, %br : (tensor<1x4x4x3xf32>, tensor<1x1x1x3xf32>) -> tensor<1x4x4x3xf32>
  %r = tosa.clamp %a {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  return %r : tensor<1x4x4x3xf32>
}

// -----

// A tosa.mul that broadcasts a run-time operand (squeeze and excitation's
// [1, 1, 1, C] scale) is a `mul` kernel whose port is the small tensor
// (quantkit-materialize broadcasts its integers). A tosa.add, or a
// tosa.mul, that broadcasts a constant (a hardswish's 1x1x1x1 constants)
// is left as it is; the coverage report lists it
// (quantkit-coverage-tosa-broadcast.mlir).
// CHECK-LABEL: func.func @broadcasting
// CHECK: quantkit.region "mul"(%arg0, %arg1) in [f32, f32] out [f32] {{.*}}: (tensor<1x4x4x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x4x4x2xf32>
// CHECK: tosa.mul
// CHECK: quantkit.return
// CHECK-NOT: quantkit.region
// CHECK: tosa.add
// CHECK-NOT: quantkit.region
// CHECK: tosa.mul
// CHECK-NOT: quantkit.region
// CHECK: return
func.func @broadcasting(%x: tensor<1x4x4x2xf32>, %s: tensor<1x1x1x2xf32>) -> tensor<1x4x4x2xf32> {
  %shift = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %three = "tosa.const"() {values = dense<3.0> : tensor<1x1x1x1xf32>} : () -> tensor<1x1x1x1xf32>
  %m = tosa.mul %x, %s, %shift : (tensor<1x4x4x2xf32>, tensor<1x1x1x2xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  %a = tosa.add %m, %three : (tensor<1x4x4x2xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x2xf32>
  %b = tosa.mul %a, %three, %shift : (tensor<1x4x4x2xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  return %b : tensor<1x4x4x2xf32>
}
