// RUN: %quantkit-opt %s --split-input-file --pass-pipeline='builtin.module(quantkit-normalize)' | FileCheck %s

// A positive scale after the clamps that end a contraction's epilogue moves
// before them (clamp(y, lo, hi) / c = clamp(y / c, lo / c, hi / c) for
// c > 0), where FoldPerChannelAffine folds it into the weights: today's
// torch-mlir squeeze-and-excitation hardsigmoid (a convolution, `+ 3` as
// a bias of threes, the clamps to [0, 6], `/ 6`) becomes a convolution by
// weights / 6 with bias 1/2, clamped to [0, 1], with no division left.

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#channel = affine_map<(d0, d1, d2, d3) -> (d3)>

// CHECK-LABEL: func.func @se_hardsigmoid
// CHECK: %[[W:.*]] = arith.constant dense<1.000000e+00> : tensor<4x1x1x8xf32>
// CHECK: %[[C:.*]] = linalg.conv_2d_nhwc_fhwc {{.*}} ins(%arg0, %[[W]] :
// CHECK: %[[B:.*]] = arith.constant dense<5.000000e-01> : tensor<4xf32>
// CHECK: linalg.generic {{.*}} ins(%[[C]], %[[B]] :
// CHECK: arith.addf
// CHECK: linalg.generic
// CHECK: arith.constant 0.000000e+00
// CHECK-NEXT: arith.maximumf
// CHECK: linalg.generic
// CHECK: arith.constant 1.000000e+00
// CHECK-NEXT: arith.minimumf
// CHECK-NOT: arith.divf
// CHECK: return
func.func @se_hardsigmoid(%x: tensor<1x1x1x8xf32>) -> tensor<1x1x1x4xf32> {
  %zero = arith.constant 0.0 : f32
  %six = arith.constant 6.0 : f32
  %w = arith.constant dense<6.0> : tensor<4x1x1x8xf32>
  %three = arith.constant dense<3.0> : tensor<4xf32>
  %e = tensor.empty() : tensor<1x1x1x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x1x1x8xf32>, tensor<4x1x1x8xf32>) outs(%f : tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
  %a = linalg.generic {indexing_maps = [#id, #channel, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %three : tensor<1x1x1x4xf32>, tensor<4xf32>) outs(%e : tensor<1x1x1x4xf32>) {
  ^bb0(%in: f32, %b: f32, %out: f32):
    %r = arith.addf %in, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1x4xf32>
  %l = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a : tensor<1x1x1x4xf32>) outs(%e : tensor<1x1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.cmpf ult, %in, %zero : f32
    %r = arith.select %p, %zero, %in : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1x4xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%l : tensor<1x1x1x4xf32>) outs(%e : tensor<1x1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.cmpf ugt, %in, %six : f32
    %r = arith.select %p, %six, %in : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1x4xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%h : tensor<1x1x1x4xf32>) outs(%e : tensor<1x1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %six : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1x4xf32>
  return %d : tensor<1x1x1x4xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// A product by a positive constant (on either side) after one clamp generic
// of both bounds: the bounds become 0 and 3, the weights halved.
// CHECK-LABEL: func.func @times_half
// CHECK: arith.constant dense<2.000000e+00> : tensor<4x1x1x8xf32>
// CHECK: linalg.conv_2d_nhwc_fhwc
// CHECK: linalg.generic
// CHECK: arith.constant 0.000000e+00
// CHECK-NEXT: arith.maximumf
// CHECK-NEXT: arith.constant 3.000000e+00
// CHECK-NEXT: arith.minimumf
// CHECK-NOT: arith.mulf
// CHECK: return
func.func @times_half(%x: tensor<1x1x1x8xf32>) -> tensor<1x1x1x4xf32> {
  %zero = arith.constant 0.0 : f32
  %six = arith.constant 6.0 : f32
  %half = arith.constant 0.5 : f32
  %w = arith.constant dense<4.0> : tensor<4x1x1x8xf32>
  %e = tensor.empty() : tensor<1x1x1x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x1x1x8xf32>, tensor<4x1x1x8xf32>) outs(%f : tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c : tensor<1x1x1x4xf32>) outs(%e : tensor<1x1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %l = arith.maximumf %in, %zero : f32
    %r = arith.minimumf %l, %six : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1x4xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%h : tensor<1x1x1x4xf32>) outs(%e : tensor<1x1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %half, %in : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1x4xf32>
  return %d : tensor<1x1x1x4xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// Left alone: a negative divisor (it would swap the bounds), a clamp whose
// result is read twice, and a clamp of a value no contraction computes.
// Each division still reads its clamp, whose upper bound is still 6.
// CHECK-LABEL: func.func @left_alone
// CHECK: %[[H1:.*]] = linalg.generic
// CHECK: arith.constant 6.0
// CHECK-NEXT: arith.minimumf
// CHECK: %[[D1:.*]] = linalg.generic {{.*}} ins(%[[H1]] :
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.divf
// CHECK: %[[H2:.*]] = linalg.generic
// CHECK: arith.constant 6.0
// CHECK-NEXT: arith.minimumf
// CHECK: %[[D2:.*]] = linalg.generic {{.*}} ins(%[[H2]] :
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.divf
// CHECK: %[[H3:.*]] = linalg.generic {{.*}} ins(%arg1 :
// CHECK: arith.constant 6.0
// CHECK-NEXT: arith.minimumf
// CHECK: %[[D3:.*]] = linalg.generic {{.*}} ins(%[[H3]] :
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.divf
// CHECK: return %[[D1]], %[[D2]], %[[H2]], %[[D3]]
func.func @left_alone(%x: tensor<1x1x1x8xf32>, %y: tensor<1x1x1x4xf32>) -> (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %six = arith.constant 6.0 : f32
  %minus = arith.constant -6.0 : f32
  %w = arith.constant dense<4.0> : tensor<4x1x1x8xf32>
  %e = tensor.empty() : tensor<1x1x1x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
  %c1 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x1x1x8xf32>, tensor<4x1x1x8xf32>) outs(%f : tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c1 : tensor<1x1x1x4xf32>) outs(%e : tensor<1x1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %l = arith.maximumf %in, %zero : f32
    %r = arith.minimumf %l, %six : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1x4xf32>
  %d1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%h1 : tensor<1x1x1x4xf32>) outs(%e : tensor<1x1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %minus : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1x4xf32>
  %c2 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x1x1x8xf32>, tensor<4x1x1x8xf32>) outs(%f : tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c2 : tensor<1x1x1x4xf32>) outs(%e : tensor<1x1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %l = arith.maximumf %in, %zero : f32
    %r = arith.minimumf %l, %six : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1x4xf32>
  %d2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%h2 : tensor<1x1x1x4xf32>) outs(%e : tensor<1x1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %six : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1x4xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y : tensor<1x1x1x4xf32>) outs(%e : tensor<1x1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %l = arith.maximumf %in, %zero : f32
    %r = arith.minimumf %l, %six : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1x4xf32>
  %d3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%h3 : tensor<1x1x1x4xf32>) outs(%e : tensor<1x1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %six : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1x4xf32>
  return %d1, %d2, %h2, %d3 : tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>
}

// -----

// The TOSA form (torch-to-tosa, its `+ 3` already in the convolution's
// bias): `tosa.clamp` to [0, 6], then `tosa.mul` by a splat 1/6. The
// product moves before the clamp and FoldTosaPerChannelAffine folds it into
// the weights and the bias; the clamp is [0, 1] (6 * f32(1/6) rounds to 1).
// CHECK-LABEL: func.func @tosa_se_hardsigmoid
// CHECK-DAG: %[[W:.*]] = "tosa.const"() <{values = dense<1.000000e+00> : tensor<2x1x1x2xf32>}>
// CHECK-DAG: %[[B:.*]] = "tosa.const"() <{values = dense<5.000000e-01> : tensor<2xf32>}>
// CHECK: %[[Y:.*]] = tosa.conv2d %arg0, %[[W]], %[[B]],
// CHECK-NEXT: tosa.clamp %[[Y]] {max_val = 1.000000e+00 : f32, min_val = 0.000000e+00 : f32}
// CHECK-NOT: tosa.mul
// CHECK: return
func.func @tosa_se_hardsigmoid(%x: tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %w = "tosa.const"() <{values = dense<6.0> : tensor<2x1x1x2xf32>}> : () -> tensor<2x1x1x2xf32>
  %b = "tosa.const"() <{values = dense<3.0> : tensor<2xf32>}> : () -> tensor<2xf32>
  %sixth = "tosa.const"() <{values = dense<0.166666672> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %y = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<2x1x1x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %c = tosa.clamp %y {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %h = tosa.mul %c, %sixth, %shift : (tensor<1x4x4x2xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  return %h : tensor<1x4x4x2xf32>
}

// -----

// Left alone in TOSA: a clamp read twice, and weights known at run time.
// CHECK-LABEL: func.func @tosa_left_alone
// CHECK-COUNT-2: tosa.clamp %{{.*}} {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32}
// CHECK: return
func.func @tosa_left_alone(%x: tensor<1x4x4x2xf32>, %w2: tensor<2x1x1x2xf32>) -> (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %w = "tosa.const"() <{values = dense<6.0> : tensor<2x1x1x2xf32>}> : () -> tensor<2x1x1x2xf32>
  %b = "tosa.const"() <{values = dense<3.0> : tensor<2xf32>}> : () -> tensor<2xf32>
  %sixth = "tosa.const"() <{values = dense<0.166666672> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %y = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<2x1x1x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %c = tosa.clamp %y {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %h = tosa.mul %c, %sixth, %shift : (tensor<1x4x4x2xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  %y2 = tosa.conv2d %x, %w2, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<2x1x1x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %c2 = tosa.clamp %y2 {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %h2 = tosa.mul %c2, %sixth, %shift : (tensor<1x4x4x2xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  return %h, %c, %h2 : tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#channel = affine_map<(d0, d1, d2, d3) -> (d3)>

// Left alone where FoldPerChannelAffine could not take the scale: the
// convolution's bias is known at run time only (constant weights do not
// suffice: moved, the division would sit between the kernel and its
// clamps).
// CHECK-LABEL: func.func @runtime_bias
// CHECK: linalg.conv_2d_nhwc_fhwc
// CHECK: arith.addf
// CHECK: %[[H:.*]] = linalg.generic
// CHECK: arith.constant 6.0
// CHECK-NEXT: arith.minimumf
// CHECK: linalg.generic {{.*}} ins(%[[H]] :
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.divf
// CHECK: return
func.func @runtime_bias(%x: tensor<1x1x1x8xf32>, %bias: tensor<4xf32>) -> tensor<1x1x1x4xf32> {
  %zero = arith.constant 0.0 : f32
  %six = arith.constant 6.0 : f32
  %w = arith.constant dense<6.0> : tensor<4x1x1x8xf32>
  %e = tensor.empty() : tensor<1x1x1x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x1x1x8xf32>, tensor<4x1x1x8xf32>) outs(%f : tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
  %a = linalg.generic {indexing_maps = [#id, #channel, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %bias : tensor<1x1x1x4xf32>, tensor<4xf32>) outs(%e : tensor<1x1x1x4xf32>) {
  ^bb0(%in: f32, %b: f32, %out: f32):
    %r = arith.addf %in, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1x4xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a : tensor<1x1x1x4xf32>) outs(%e : tensor<1x1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %l = arith.maximumf %in, %zero : f32
    %r = arith.minimumf %l, %six : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1x4xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%h : tensor<1x1x1x4xf32>) outs(%e : tensor<1x1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %six : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1x4xf32>
  return %d : tensor<1x1x1x4xf32>
}

// -----

// The TOSA form with a bias known at run time: left alone too.
// CHECK-LABEL: func.func @tosa_runtime_bias
// CHECK: %[[C:.*]] = tosa.clamp %{{.*}} {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32}
// CHECK: tosa.mul %[[C]], %{{.*}}, %{{.*}}
// CHECK: return
func.func @tosa_runtime_bias(%x: tensor<1x4x4x2xf32>, %b: tensor<2xf32>) -> tensor<1x4x4x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %w = "tosa.const"() <{values = dense<6.0> : tensor<2x1x1x2xf32>}> : () -> tensor<2x1x1x2xf32>
  %sixth = "tosa.const"() <{values = dense<0.166666672> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %y = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<2x1x1x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %c = tosa.clamp %y {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %h = tosa.mul %c, %sixth, %shift : (tensor<1x4x4x2xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  return %h : tensor<1x4x4x2xf32>
}
