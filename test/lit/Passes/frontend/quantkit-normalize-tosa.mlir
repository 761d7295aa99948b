// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize)' -split-input-file | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-fuse{target=tflite-int8})' -split-input-file | FileCheck %s --check-prefix=FUSE

// TOSA weight transforms and fully connected bias additions as TOSA
// exporters write them (quantkit-normalize, FoldWeights.cpp).

// TensorFlow's Conv2D: the HWIO weight transposed to OHWI by
// perms [3, 0, 1, 2]. Element [h, w, i, o] of the source is 1000h + 100w +
// 10i + o; the folded [o, h, w, i] constant lists them with o outermost. The
// folded weight stays a tosa.const, and the convolution is one conv2d kernel
// whose weight port is that constant (per channel), with no transpose
// region left.
// CHECK-LABEL: func.func @conv_hwio
// CHECK: %[[W:.*]] = "tosa.const"() <{values = dense<{{\[\[\[}}[0.000000e+00, 1.000000e+01], [1.000000e+02, 1.100000e+02]], {{\[\[}}1.000000e+03, 1.010000e+03], [1.100000e+03, 1.110000e+03]]], {{\[\[\[}}1.000000e+00, 1.100000e+01], [1.010000e+02, 1.110000e+02]], {{\[\[}}1.001000e+03, 1.011000e+03], [1.101000e+03, 1.111000e+03]]]]> : tensor<2x2x2x2xf32>}>
// CHECK-NOT: tosa.transpose
// CHECK: tosa.conv2d %arg0, %[[W]],
// FUSE-LABEL: func.func @conv_hwio
// FUSE-NOT: tosa.transpose
// FUSE: quantkit.region "conv2d"
// FUSE-NOT: quantkit.region
// FUSE: return
func.func @conv_hwio(%x: tensor<1x4x4x2xf32>) -> tensor<1x3x3x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %w = "tosa.const"() <{values = dense<[[[[0.0, 1.0], [10.0, 11.0]], [[100.0, 101.0], [110.0, 111.0]]], [[[1000.0, 1001.0], [1010.0, 1011.0]], [[1100.0, 1101.0], [1110.0, 1111.0]]]]> : tensor<2x2x2x2xf32>}> : () -> tensor<2x2x2x2xf32>
  %b = "tosa.const"() <{values = dense<[0.5, -0.5]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %t = tosa.transpose %w {perms = array<i32: 3, 0, 1, 2>} : (tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
  %y = tosa.conv2d %x, %t, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x3x2xf32>
  return %y : tensor<1x3x3x2xf32>
}

// -----

// torch-to-tosa's nn.Linear: the [N, K] weight transposed to [K, N] and
// reshaped to [1, K, N]; both fold into one constant. The bias, added after
// the result is reshaped from [1, 1, N] to [1, N], moves before that
// reshape, reshaped from [N] to [1, 1, N]: the matmul kernel takes it as its
// bias port.
// CHECK-LABEL: func.func @fully_connected
// CHECK-DAG: %[[W:.*]] = "tosa.const"() <{values = dense<{{\[\[}}[1.000000e+00, 4.000000e+00], [2.000000e+00, 5.000000e+00], [3.000000e+00, 6.000000e+00]]]> : tensor<1x3x2xf32>}>
// CHECK-DAG: %[[B:.*]] = "tosa.const"() <{values = dense<[5.000000e-01, -2.500000e-01]> : tensor<2xf32>}>
// CHECK: %[[M:.*]] = tosa.matmul %{{.*}}, %[[W]],
// CHECK: %[[BR:.*]] = tosa.reshape %[[B]], %{{.*}} : (tensor<2xf32>, !tosa.shape<3>) -> tensor<1x1x2xf32>
// CHECK: %[[S:.*]] = tosa.add %[[M]], %[[BR]] : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
// CHECK: %[[R:.*]] = tosa.reshape %[[S]], %{{.*}} -> tensor<1x2xf32>
// CHECK: return %[[R]]
// FUSE-LABEL: func.func @fully_connected
// FUSE: quantkit.region "matmul"(%{{.*}}, %{{.*}}, %{{.*}}) in [f32, f32, f32]
// FUSE: tosa.matmul
// FUSE: tosa.add
// FUSE: quantkit.return
// FUSE-NOT: tosa.add
// FUSE: return
func.func @fully_connected(%x: tensor<1x3xf32>) -> tensor<1x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %w = "tosa.const"() <{values = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %b = "tosa.const"() <{values = dense<[0.5, -0.25]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %wt = tosa.transpose %w {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %s3 = tosa.const_shape {values = dense<[1, 3, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %w3 = tosa.reshape %wt, %s3 : (tensor<3x2xf32>, !tosa.shape<3>) -> tensor<1x3x2xf32>
  %sx = tosa.const_shape {values = dense<[1, 1, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %x3 = tosa.reshape %x, %sx : (tensor<1x3xf32>, !tosa.shape<3>) -> tensor<1x1x3xf32>
  %m = tosa.matmul %x3, %w3, %zp, %zp : (tensor<1x1x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x2xf32>
  %s2 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %m2 = tosa.reshape %m, %s2 : (tensor<1x1x2xf32>, !tosa.shape<2>) -> tensor<1x2xf32>
  %b2 = tosa.reshape %b, %s2 : (tensor<2xf32>, !tosa.shape<2>) -> tensor<1x2xf32>
  %y = tosa.add %b2, %m2 : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
  return %y : tensor<1x2xf32>
}

// -----

// The bias already a [1, N] constant (the exporter folded its reshape), and
// the bias reshape already in the form the matmul kernel reads: the first
// moves before the reshape as a rank-1 constant; the second stays as it is.
// CHECK-LABEL: func.func @fc_bias_forms
// CHECK: %[[B:.*]] = "tosa.const"() <{values = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}>
// CHECK: %[[BR:.*]] = tosa.reshape %[[B]], %{{.*}} -> tensor<1x1x2xf32>
// CHECK: tosa.add %{{.*}}, %[[BR]] : (tensor<1x1x2xf32>, tensor<1x1x2xf32>)
// CHECK: tosa.reshape {{.*}} -> tensor<1x2xf32>
// CHECK: %[[C:.*]] = "tosa.const"() <{values = dense<[3.000000e+00, 4.000000e+00]> : tensor<2xf32>}>
// CHECK: %[[CR:.*]] = tosa.reshape %[[C]], %{{.*}} -> tensor<1x1x2xf32>
// CHECK: tosa.add %{{.*}}, %[[CR]] : (tensor<1x1x2xf32>, tensor<1x1x2xf32>)
func.func @fc_bias_forms(%x: tensor<1x1x3xf32>, %w: tensor<1x3x2xf32>) -> (tensor<1x2xf32>, tensor<1x1x2xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %b = "tosa.const"() <{values = dense<[[1.0, 2.0]]> : tensor<1x2xf32>}> : () -> tensor<1x2xf32>
  %m = tosa.matmul %x, %w, %zp, %zp : (tensor<1x1x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x2xf32>
  %s2 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %m2 = tosa.reshape %m, %s2 : (tensor<1x1x2xf32>, !tosa.shape<2>) -> tensor<1x2xf32>
  %y = tosa.add %m2, %b : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
  %c = "tosa.const"() <{values = dense<[3.0, 4.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %s3 = tosa.const_shape {values = dense<[1, 1, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %c3 = tosa.reshape %c, %s3 : (tensor<2xf32>, !tosa.shape<3>) -> tensor<1x1x2xf32>
  %n = tosa.matmul %x, %w, %zp, %zp : (tensor<1x1x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x2xf32>
  %z = tosa.add %n, %c3 : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
  return %y, %z : tensor<1x2xf32>, tensor<1x1x2xf32>
}

// -----

// Left alone: a transpose and a reshape of a value that is not a constant;
// an addition after a reshape that moves the last dimension ([1, 2, 2] ->
// [1, 4], the bias would not follow the elements); an addition of a value
// that is not constant along the rows; a matmul result with another user.
// CHECK-LABEL: func.func @left_alone
// CHECK: tosa.transpose %arg1
// CHECK: tosa.reshape %arg1
// CHECK: %[[M:.*]] = tosa.matmul
// CHECK: %[[R:.*]] = tosa.reshape %[[M]], {{.*}} -> tensor<1x4xf32>
// CHECK: tosa.add %[[R]], {{.*}} : (tensor<1x4xf32>, tensor<1x4xf32>)
// CHECK: %[[N:.*]] = tosa.matmul
// CHECK: %[[RN:.*]] = tosa.reshape %[[N]], {{.*}} -> tensor<2x2xf32>
// CHECK: tosa.add %[[RN]], %arg2 : (tensor<2x2xf32>, tensor<2x2xf32>)
// CHECK: %[[P:.*]] = tosa.matmul
// CHECK: %[[RP:.*]] = tosa.reshape %[[P]], {{.*}} -> tensor<2x2xf32>
// CHECK: tosa.add %[[RP]], {{.*}} : (tensor<2x2xf32>, tensor<1x2xf32>)
func.func @left_alone(%x: tensor<1x2x3xf32>, %w: tensor<3x2xf32>, %v: tensor<2x2xf32>) -> (tensor<2x3xf32>, tensor<1x4xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<1x2x2xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wt = tosa.transpose %w {perms = array<i32: 1, 0>} : (tensor<3x2xf32>) -> tensor<2x3xf32>
  %s3 = tosa.const_shape {values = dense<[1, 3, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %w3 = tosa.reshape %w, %s3 : (tensor<3x2xf32>, !tosa.shape<3>) -> tensor<1x3x2xf32>
  %b4 = "tosa.const"() <{values = dense<[[1.0, 2.0, 3.0, 4.0]]> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
  %m = tosa.matmul %x, %w3, %zp, %zp : (tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
  %s4 = tosa.const_shape {values = dense<[1, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %m4 = tosa.reshape %m, %s4 : (tensor<1x2x2xf32>, !tosa.shape<2>) -> tensor<1x4xf32>
  %y = tosa.add %m4, %b4 : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  %n = tosa.matmul %x, %w3, %zp, %zp : (tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
  %s22 = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %n2 = tosa.reshape %n, %s22 : (tensor<1x2x2xf32>, !tosa.shape<2>) -> tensor<2x2xf32>
  %z = tosa.add %n2, %v : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %b2 = "tosa.const"() <{values = dense<[[1.0, 2.0]]> : tensor<1x2xf32>}> : () -> tensor<1x2xf32>
  %p = tosa.matmul %x, %w3, %zp, %zp : (tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
  %p2 = tosa.reshape %p, %s22 : (tensor<1x2x2xf32>, !tosa.shape<2>) -> tensor<2x2xf32>
  %q = tosa.add %p2, %b2 : (tensor<2x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
  return %wt, %y, %z, %q, %p : tensor<2x3xf32>, tensor<1x4xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<1x2x2xf32>
}
