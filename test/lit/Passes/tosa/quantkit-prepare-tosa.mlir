// RUN: %quantkit-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(func.func(quantkit-prepare-tosa))' | FileCheck %s

// What quantkit-prepare-tosa rewrites before tosa-to-linalg and what it
// leaves. Execution: Execution/import_tosa_transpose_conv.test and
// Execution/tosa_resize_bilinear.test.

// A float transposed convolution (torch-to-tosa's ConvTranspose2d): zeros
// between the input's pixels, padding KH - 1 + out_pad, the 2x3 filter
// turned ([1, 2, 3], [4, 5, 6] become [6, 5, 4], [3, 2, 1]).
// CHECK-LABEL: func.func @transpose_float
// CHECK-NOT: tosa.transpose_conv2d
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[FILL:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%{{.*}} : tensor<1x3x5x1xf32>)
// CHECK: %[[SPREAD:.*]] = tensor.insert_slice %arg0 into %[[FILL]][0, 0, 0, 0] [1, 2, 3, 1] [1, 2, 2, 1]
// CHECK: %[[W:.*]] = "tosa.const"() <{values = dense<{{\[\[\[\[}}6.000000e+00], [5.000000e+00], [4.000000e+00]], {{\[\[}}3.000000e+00], [2.000000e+00], [1.000000e+00]]]]>
// CHECK: tosa.conv2d %[[SPREAD]], %[[W]], {{.*}}pad = array<i64: 1, 1, 3, 2>, stride = array<i64: 1, 1>}{{.*}} -> tensor<1x4x8x1xf32>
func.func @transpose_float(%x: tensor<1x2x3x1xf32>) -> tensor<1x4x8x1xf32> {
  %w = "tosa.const"() <{values = dense<[[[[1.0], [2.0], [3.0]], [[4.0], [5.0], [6.0]]]]> : tensor<1x2x3x1xf32>}> : () -> tensor<1x2x3x1xf32>
  %b = "tosa.const"() <{values = dense<0.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %y = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x2x3x1xf32>, tensor<1x2x3x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x1xf32>
  return %y : tensor<1x4x8x1xf32>
}

// -----

// An integer one at stride 1: no spreading; the input zero point stays
// the convolution's.
// CHECK-LABEL: func.func @transpose_int_stride1
// CHECK-NOT: tensor.insert_slice
// CHECK: tosa.conv2d %arg0, {{.*}}pad = array<i64: 1, 1, 1, 1>
func.func @transpose_int_stride1(%x: tensor<1x4x4x2xi8>) -> tensor<1x4x4x3xi32> {
  %w = "tosa.const"() <{values = dense<3> : tensor<3x3x3x2xi8>}> : () -> tensor<3x3x3x2xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<3xi32>}> : () -> tensor<3xi32>
  %zin = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zw = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.transpose_conv2d %x, %w, %b, %zin, %zw {acc_type = i32, out_pad = array<i64: -1, -1, -1, -1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>, tensor<3x3x3x2xi8>, tensor<3xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x3xi32>
  return %y : tensor<1x4x4x3xi32>
}

// -----

// A filter computed at run time is left alone.
// CHECK-LABEL: func.func @transpose_runtime_filter
// CHECK: tosa.transpose_conv2d
func.func @transpose_runtime_filter(%x: tensor<1x2x2x1xf32>, %w: tensor<1x2x2x1xf32>) -> tensor<1x4x4x1xf32> {
  %b = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %y = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x1xf32>
  return %y : tensor<1x4x4x1xf32>
}

// -----

// A float bilinear resize with half-pixel centres: the edge row and column
// repeated, offset -1 + 4 = 3.
// CHECK-LABEL: func.func @resize_float
// CHECK: tosa.concat {{.*}}axis = 1 : i32{{.*}} -> tensor<1x5x4x2xf32>
// CHECK: tosa.concat {{.*}}axis = 2 : i32{{.*}} -> tensor<1x5x5x2xf32>
// CHECK: tosa.const_shape {values = dense<3> : tensor<2xindex>}
// CHECK: tosa.resize {{.*}} -> tensor<1x8x8x2xf32>
func.func @resize_float(%x: tensor<1x4x4x2xf32>) -> tensor<1x8x8x2xf32> {
  %s = tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<-1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %x, %s, %o, %b {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x8x2xf32>
  return %r : tensor<1x8x8x2xf32>
}

// -----

// Left alone: NEAREST (its lowering rounds the coordinate before dividing),
// and a bilinear resize whose offsets are not negative.
// CHECK-LABEL: func.func @resize_left
// CHECK-NOT: tosa.concat
// CHECK: tosa.resize %arg0
// CHECK: tosa.resize %arg0
func.func @resize_left(%x: tensor<1x4x4x2xi8>) -> (tensor<1x8x8x2xi8>, tensor<1x7x7x2xi32>) {
  %s = tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<-1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %n = tosa.resize %x, %s, %o, %b {mode = NEAREST_NEIGHBOR} : (tensor<1x4x4x2xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x8x2xi8>
  %o0 = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b0 = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %x, %s, %o0, %b0 {mode = BILINEAR} : (tensor<1x4x4x2xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x2xi32>
  return %n, %r : tensor<1x8x8x2xi8>, tensor<1x7x7x2xi32>
}
