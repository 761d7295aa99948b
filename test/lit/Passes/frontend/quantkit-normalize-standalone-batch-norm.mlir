// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize)' -split-input-file | FileCheck %s

// DenseNet's pre-activation as today's torch-mlir writes it: batch norm as
// a chain of one-op generics (x - mean) * r * w + b on a concatenation,
// then ReLU and a convolution. The chain becomes one 1x1 depthwise
// convolution, scale r * w = [1.5, 2], bias b - mean * r * w = [-0.5, -5].
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#c = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
// CHECK-LABEL: func.func @densenet_chain
// CHECK: %[[C:.*]] = tensor.concat dim(1)
// CHECK: %[[X:.*]] = linalg.transpose ins(%[[C]] : tensor<1x2x4x4xf32>) outs(%{{.*}} : tensor<1x4x4x2xf32>) permutation = [0, 2, 3, 1]
// CHECK: %[[A:.*]] = arith.constant dense<{{\[\[\[}}1.500000e+00, 2.000000e+00]]]> : tensor<1x1x2xf32>
// CHECK: %[[D:.*]] = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%[[X]], %[[A]] : tensor<1x4x4x2xf32>, tensor<1x1x2xf32>)
// CHECK: %[[B:.*]] = arith.constant dense<[-5.000000e-01, -5.000000e+00]> : tensor<2xf32>
// CHECK: linalg.generic {{.*}} ins(%[[D]], %[[B]] :
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.addf
// CHECK: linalg.generic
// CHECK: arith.maximumf
// CHECK-NOT: linalg.generic
// CHECK: linalg.conv_2d_nhwc_fhwc
func.func @densenet_chain(%a: tensor<1x1x4x4xf32>, %b: tensor<1x1x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %mean = arith.constant dense<[[[1.0]], [[2.0]]]> : tensor<2x1x1xf32>
  %r = arith.constant dense<[[[0.5]], [[4.0]]]> : tensor<2x1x1xf32>
  %w = arith.constant dense<[[[3.0]], [[0.5]]]> : tensor<2x1x1xf32>
  %bias = arith.constant dense<[[[1.0]], [[-1.0]]]> : tensor<2x1x1xf32>
  %k = arith.constant dense<1.0> : tensor<3x2x1x1xf32>
  %zero = arith.constant 0.0 : f32
  %x = tensor.concat dim(1) %a, %b : (tensor<1x1x4x4xf32>, tensor<1x1x4x4xf32>) -> tensor<1x2x4x4xf32>
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %0 = linalg.generic {indexing_maps = [#id, #c, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<1x2x4x4xf32>, tensor<2x1x1xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %p: f32, %out: f32):
    %s = arith.subf %in, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4x4xf32>
  %1 = linalg.generic {indexing_maps = [#id, #c, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %r : tensor<1x2x4x4xf32>, tensor<2x1x1xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %p: f32, %out: f32):
    %s = arith.mulf %in, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4x4xf32>
  %2 = linalg.generic {indexing_maps = [#id, #c, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %w : tensor<1x2x4x4xf32>, tensor<2x1x1xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %p: f32, %out: f32):
    %s = arith.mulf %in, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4x4xf32>
  %3 = linalg.generic {indexing_maps = [#id, #c, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %bias : tensor<1x2x4x4xf32>, tensor<2x1x1xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %p: f32, %out: f32):
    %s = arith.addf %in, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4x4xf32>
  %4 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.maximumf %in, %zero : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4x4xf32>
  %e3 = tensor.empty() : tensor<1x3x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e3 : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%4, %k : tensor<1x2x4x4xf32>, tensor<3x2x1x1xf32>) outs(%f : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %y : tensor<1x3x4x4xf32>
}

// -----

// The 2023 form: one generic with the statistics as rank-1 operands and
// eps captured, on the network's input: scale w * rsqrt(var + eps) = [1, 3],
// bias b - mean * scale = [-0.25, 3], a depthwise convolution that goes
// channels-last between transposes like every convolution.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#v = affine_map<(d0, d1, d2, d3) -> (d1)>
// CHECK-LABEL: func.func @one_generic
// CHECK: %[[X:.*]] = linalg.transpose ins(%arg0
// CHECK: %[[A:.*]] = arith.constant dense<{{\[\[\[}}1.000000e+00, 3.000000e+00]]]> : tensor<1x1x2xf32>
// CHECK: %[[D:.*]] = linalg.depthwise_conv_2d_nhwc_hwc {{.*}} ins(%[[X]], %[[A]] :
// CHECK: %[[B:.*]] = arith.constant dense<[-2.500000e-01, 3.000000e+00]> : tensor<2xf32>
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[D]], %[[B]] :
// CHECK: %[[T:.*]] = linalg.transpose ins(%[[R]]
// CHECK: return %[[T]]
func.func @one_generic(%x: tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %mean = arith.constant dense<[0.5, -1.0]> : tensor<2xf32>
  %var = arith.constant dense<[3.0, 0.0]> : tensor<2xf32>
  %w = arith.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %b = arith.constant dense<[0.25, 0.0]> : tensor<2xf32>
  %eps = arith.constant 1.0 : f64
  %r = linalg.generic {indexing_maps = [#id, #v, #v, #v, #v, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %w, %b, %mean, %var : tensor<1x2x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) outs(%x : tensor<1x2x3x3xf32>) {
  ^bb0(%in: f32, %gw: f32, %gb: f32, %m: f32, %s: f32, %out: f32):
    %e = arith.truncf %eps : f64 to f32
    %0 = arith.addf %s, %e : f32
    %1 = math.rsqrt %0 : f32
    %2 = arith.subf %in, %m : f32
    %3 = arith.mulf %2, %1 : f32
    %4 = arith.mulf %3, %gw : f32
    %5 = arith.addf %4, %gb : f32
    linalg.yield %5 : f32
  } -> tensor<1x2x3x3xf32>
  return %r : tensor<1x2x3x3xf32>
}

// -----

// Left as they are: a uniform constant (the `x + 3` of a hardswish), a
// per-channel scale computed at run time (squeeze-and-excitation), a
// per-channel constant on a [N, C] value (BatchNorm1d: no 2-D
// convolution), and a constant that varies along the height.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#c = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#se = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#h = affine_map<(d0, d1, d2, d3) -> (d2)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#c2 = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: depthwise
// CHECK: arith.addf
// CHECK: arith.mulf
// CHECK: arith.mulf
// CHECK: arith.mulf
// CHECK-NOT: depthwise
func.func @left_alone(%x: tensor<1x2x3x3xf32>, %s: tensor<1x2x1x1xf32>, %v: tensor<1x2xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>, tensor<1x2xf32>, tensor<1x2x3x3xf32>) {
  %three = arith.constant dense<3.0> : tensor<2x1x1xf32>
  %g = arith.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %h = arith.constant dense<[2.0, 3.0, 4.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %e2 = tensor.empty() : tensor<1x2xf32>
  %0 = linalg.generic {indexing_maps = [#id, #c, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %three : tensor<1x2x3x3xf32>, tensor<2x1x1xf32>) outs(%e : tensor<1x2x3x3xf32>) {
  ^bb0(%in: f32, %p: f32, %out: f32):
    %r = arith.addf %in, %p : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x3xf32>
  %1 = linalg.generic {indexing_maps = [#id, #se, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %s : tensor<1x2x3x3xf32>, tensor<1x2x1x1xf32>) outs(%e : tensor<1x2x3x3xf32>) {
  ^bb0(%in: f32, %p: f32, %out: f32):
    %r = arith.mulf %in, %p : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x3xf32>
  %2 = linalg.generic {indexing_maps = [#id2, #c2, #id2], iterator_types = ["parallel", "parallel"]} ins(%v, %g : tensor<1x2xf32>, tensor<2xf32>) outs(%e2 : tensor<1x2xf32>) {
  ^bb0(%in: f32, %p: f32, %out: f32):
    %r = arith.mulf %in, %p : f32
    linalg.yield %r : f32
  } -> tensor<1x2xf32>
  %3 = linalg.generic {indexing_maps = [#id, #h, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %h : tensor<1x2x3x3xf32>, tensor<3xf32>) outs(%e : tensor<1x2x3x3xf32>) {
  ^bb0(%in: f32, %p: f32, %out: f32):
    %r = arith.mulf %in, %p : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x3xf32>
  return %0, %1, %2, %3 : tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>, tensor<1x2xf32>, tensor<1x2x3x3xf32>
}

// -----

// The same in TOSA, once torch-to-tosa's transposes have cancelled:
// tosa.sub, tosa.mul and tosa.add by [1, 1, 1, C] constants on a
// concatenation become one 1x1 tosa.depthwise_conv2d (the first link; the
// others fold into it): scale [1.5, 2], bias [-0.5, -5].
// CHECK-LABEL: func.func @tosa_chain
// CHECK: %[[X:.*]] = tosa.concat
// CHECK-DAG: %[[A:.*]] = "tosa.const"() <{values = dense<{{\[\[\[\[}}1.500000e+00], [2.000000e+00]]]]> : tensor<1x1x2x1xf32>}>
// CHECK-DAG: %[[B:.*]] = "tosa.const"() <{values = dense<[-5.000000e-01, -5.000000e+00]> : tensor<2xf32>}>
// CHECK: %[[D:.*]] = tosa.depthwise_conv2d %[[X]], %[[A]], %[[B]], %{{.*}}, %{{.*}} {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}
// CHECK-NOT: tosa.sub
// CHECK-NOT: tosa.mul
// CHECK-NOT: tosa.add
// CHECK: return %[[D]]
func.func @tosa_chain(%a: tensor<1x4x4x1xf32>, %b: tensor<1x4x4x1xf32>) -> tensor<1x4x4x2xf32> {
  %mean = "tosa.const"() <{values = dense<[[[[1.0, 2.0]]]]> : tensor<1x1x1x2xf32>}> : () -> tensor<1x1x1x2xf32>
  %r = "tosa.const"() <{values = dense<[[[[0.5, 4.0]]]]> : tensor<1x1x1x2xf32>}> : () -> tensor<1x1x1x2xf32>
  %w = "tosa.const"() <{values = dense<[[[[3.0, 0.5]]]]> : tensor<1x1x1x2xf32>}> : () -> tensor<1x1x1x2xf32>
  %bias = "tosa.const"() <{values = dense<[[[[1.0, -1.0]]]]> : tensor<1x1x1x2xf32>}> : () -> tensor<1x1x1x2xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %x = tosa.concat %a, %b {axis = 3 : i32} : (tensor<1x4x4x1xf32>, tensor<1x4x4x1xf32>) -> tensor<1x4x4x2xf32>
  %0 = tosa.sub %x, %mean : (tensor<1x4x4x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x4x4x2xf32>
  %1 = tosa.mul %0, %r, %shift : (tensor<1x4x4x2xf32>, tensor<1x1x1x2xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  %2 = tosa.mul %w, %1, %shift : (tensor<1x1x1x2xf32>, tensor<1x4x4x2xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  %3 = tosa.add %2, %bias : (tensor<1x4x4x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x4x4x2xf32>
  return %3 : tensor<1x4x4x2xf32>
}

// -----

// TOSA left alone: a uniform constant (hardswish's `x + 3`), a constant
// minus the value (a depthwise convolution would need its weights negated),
// and a per-channel constant on a [N, C] value.
// CHECK-LABEL: func.func @tosa_left_alone
// CHECK-NOT: tosa.depthwise_conv2d
// CHECK: tosa.add
// CHECK: tosa.sub
// CHECK: tosa.mul
// CHECK-NOT: tosa.depthwise_conv2d
func.func @tosa_left_alone(%x: tensor<1x4x4x2xf32>, %v: tensor<1x2xf32>) -> (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1x2xf32>) {
  %three = "tosa.const"() <{values = dense<3.0> : tensor<1x1x1x2xf32>}> : () -> tensor<1x1x1x2xf32>
  %k = "tosa.const"() <{values = dense<[[[[1.0, 2.0]]]]> : tensor<1x1x1x2xf32>}> : () -> tensor<1x1x1x2xf32>
  %k2 = "tosa.const"() <{values = dense<[[1.0, 2.0]]> : tensor<1x2xf32>}> : () -> tensor<1x2xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.add %x, %three : (tensor<1x4x4x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x4x4x2xf32>
  %1 = tosa.sub %k, %x : (tensor<1x1x1x2xf32>, tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %2 = tosa.mul %v, %k2, %shift : (tensor<1x2xf32>, tensor<1x2xf32>, tensor<1xi8>) -> tensor<1x2xf32>
  return %0, %1, %2 : tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1x2xf32>
}

// -----

// A per-channel scale of a value computed from constants alone (a weight
// being transformed, here by a generic that no fold evaluates, not data)
// is no batch norm: both generics stay, and no depthwise convolution
// appears (before b0d9b89 the second became one).
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#c = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
// CHECK-LABEL: func.func @weight_transform
// CHECK-NOT: depthwise
// CHECK: arith.mulf
// CHECK-NOT: depthwise
// CHECK: arith.mulf
// CHECK-NOT: depthwise
// CHECK: linalg.conv_2d_nhwc_fhwc
// CHECK-NOT: depthwise
func.func @weight_transform(%x: tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %w = arith.constant dense<[[[[1.0]], [[2.0]]], [[[1.0]], [[2.0]]]]> : tensor<2x2x1x1xf32>
  %s = arith.constant dense<[[[[2.0]]], [[[-3.0]]]]> : tensor<2x1x1x1xf32>
  %k = arith.constant dense<[[[0.5]], [[4.0]]]> : tensor<2x1x1xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2x1x1xf32>
  %t = linalg.generic {indexing_maps = [#id, #c, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%w, %s : tensor<2x2x1x1xf32>, tensor<2x1x1x1xf32>) outs(%e : tensor<2x2x1x1xf32>) {
  ^bb0(%in: f32, %p: f32, %out: f32):
    %r = arith.mulf %in, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x2x1x1xf32>
  %ws = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t, %k : tensor<2x2x1x1xf32>, tensor<2x1x1xf32>) outs(%e : tensor<2x2x1x1xf32>) {
  ^bb0(%in: f32, %p: f32, %out: f32):
    %r = arith.mulf %in, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x2x1x1xf32>
  %eo = tensor.empty() : tensor<1x2x3x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%eo : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %ws : tensor<1x2x3x3xf32>, tensor<2x2x1x1xf32>) outs(%f : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %y : tensor<1x2x3x3xf32>
}

// -----

// A constant that varies along dimension 3 of a value with no known layout
// is read as channels-last: a depthwise convolution over the last
// dimension, weights [2, 3, 4], computing the same values.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#w = affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK-LABEL: func.func @last_dimension
// CHECK: %[[A:.*]] = arith.constant dense<{{\[\[\[}}2.000000e+00, 3.000000e+00, 4.000000e+00]]]> : tensor<1x1x3xf32>
// CHECK: %[[D:.*]] = linalg.depthwise_conv_2d_nhwc_hwc {{.*}} ins(%arg0, %[[A]] :
// CHECK-NOT: linalg.generic
// CHECK: return %[[D]]
func.func @last_dimension(%x: tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %h = arith.constant dense<[2.0, 3.0, 4.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %0 = linalg.generic {indexing_maps = [#id, #w, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %h : tensor<1x2x3x3xf32>, tensor<3xf32>) outs(%e : tensor<1x2x3x3xf32>) {
  ^bb0(%in: f32, %p: f32, %out: f32):
    %r = arith.mulf %in, %p : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x3xf32>
  return %0 : tensor<1x2x3x3xf32>
}
