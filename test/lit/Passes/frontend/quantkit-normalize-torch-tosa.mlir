// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize)' -split-input-file | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-fuse{target=tflite-int8})' -split-input-file | FileCheck %s --check-prefix=FUSE

// torch-mlir's TOSA backend (quantkit-normalize: TorchTosa.cpp, and the
// TOSA folds of FoldWeights.cpp). Every NHWC operator sits between
// transposes of the NCHW program; batch norm is `sub`, `mul`, `mul`, `add`
// by [1, C, 1, 1] constants, its scale `rsqrt(var + eps)` computed at run
// time from constants.

// Batch norm after a convolution, in NCHW between the transposes: the
// statistics evaluate (var + eps = [4, 1], rsqrt = [0.5, 1]), the
// transposes cancel, and the four links fold into the convolution one at a
// time. Weight [[1, 2], [3, 4]] (OHWI 2x1x1x2) scaled by rsqrt * gamma =
// [1, 3]: [[1, 2], [9, 12]]; bias ((0 - mean) * rsqrt) * gamma + beta =
// [-0.5, -7]. What is left is the convolution and its ReLU, one kernel.
// CHECK-LABEL: func.func @batch_norm
// CHECK-NOT: tosa.transpose
// CHECK-DAG: %[[W:.*]] = "tosa.const"() <{values = dense<{{\[\[\[\[}}1.000000e+00, 2.000000e+00]]], {{\[\[\[}}9.000000e+00, 1.200000e+01]]]]> : tensor<2x1x1x2xf32>}>
// CHECK-DAG: %[[B:.*]] = "tosa.const"() <{values = dense<[-5.000000e-01, -7.000000e+00]> : tensor<2xf32>}>
// CHECK: %[[Y:.*]] = tosa.conv2d %arg0, %[[W]], %[[B]],
// CHECK-NEXT: %[[R:.*]] = tosa.clamp %[[Y]]
// CHECK-NEXT: return %[[R]]
// FUSE-LABEL: func.func @batch_norm
// FUSE: quantkit.region "conv2d"
// FUSE-NOT: quantkit.region
// FUSE: return
func.func @batch_norm(%x: tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %w = "tosa.const"() <{values = dense<[[[[1.0, 2.0]]], [[[3.0, 4.0]]]]> : tensor<2x1x1x2xf32>}> : () -> tensor<2x1x1x2xf32>
  %b = "tosa.const"() <{values = dense<0.0> : tensor<2xf32>}> : () -> tensor<2xf32>
  %eps = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %var = "tosa.const"() <{values = dense<[3.0, 0.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %mean = "tosa.const"() <{values = dense<[[[[1.0]], [[2.0]]]]> : tensor<1x2x1x1xf32>}> : () -> tensor<1x2x1x1xf32>
  %gamma = "tosa.const"() <{values = dense<[[[[2.0]], [[3.0]]]]> : tensor<1x2x1x1xf32>}> : () -> tensor<1x2x1x1xf32>
  %beta = "tosa.const"() <{values = dense<[[[[0.5]], [[-1.0]]]]> : tensor<1x2x1x1xf32>}> : () -> tensor<1x2x1x1xf32>
  %shape = tosa.const_shape {values = dense<[1, 2, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %y = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<2x1x1x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %t = tosa.transpose %y {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x4x4xf32>
  %ve = tosa.add %eps, %var : (tensor<1xf32>, tensor<2xf32>) -> tensor<2xf32>
  %rs = tosa.rsqrt %ve : (tensor<2xf32>) -> tensor<2xf32>
  %centered = tosa.sub %t, %mean : (tensor<1x2x4x4xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x4x4xf32>
  %rs4 = tosa.reshape %rs, %shape : (tensor<2xf32>, !tosa.shape<4>) -> tensor<1x2x1x1xf32>
  %n = tosa.mul %centered, %rs4, %shift : (tensor<1x2x4x4xf32>, tensor<1x2x1x1xf32>, tensor<1xi8>) -> tensor<1x2x4x4xf32>
  %g = tosa.mul %n, %gamma, %shift : (tensor<1x2x4x4xf32>, tensor<1x2x1x1xf32>, tensor<1xi8>) -> tensor<1x2x4x4xf32>
  %bn = tosa.add %g, %beta : (tensor<1x2x4x4xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x4x4xf32>
  %r = tosa.clamp %bn {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %back = tosa.transpose %r {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x2x4x4xf32>) -> tensor<1x4x4x2xf32>
  return %back : tensor<1x4x4x2xf32>
}

// -----

// A depthwise convolution's output channel c is element c of its
// [KH, KW, C, M] weight's last two dimensions: a per-channel multiplier
// [2, 10] scales the weight [[1, 1]] to [[2, 10]] and the bias [1, 1] to
// [2, 10].
// CHECK-LABEL: func.func @depthwise_scale
// CHECK-DAG: %[[W:.*]] = "tosa.const"() <{values = dense<{{\[\[\[\[}}2.000000e+00], [1.000000e+01]]]]> : tensor<1x1x2x1xf32>}>
// CHECK-DAG: %[[B:.*]] = "tosa.const"() <{values = dense<[2.000000e+00, 1.000000e+01]> : tensor<2xf32>}>
// CHECK: %[[Y:.*]] = tosa.depthwise_conv2d %arg0, %[[W]], %[[B]],
// CHECK-NEXT: return %[[Y]]
func.func @depthwise_scale(%x: tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %w = "tosa.const"() <{values = dense<1.0> : tensor<1x1x2x1xf32>}> : () -> tensor<1x1x2x1xf32>
  %b = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %a = "tosa.const"() <{values = dense<[[[[2.0, 10.0]]]]> : tensor<1x1x1x2xf32>}> : () -> tensor<1x1x1x2xf32>
  %y = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<1x1x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %s = tosa.mul %y, %a, %shift : (tensor<1x4x4x2xf32>, tensor<1x1x1x2xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  return %s : tensor<1x4x4x2xf32>
}

// -----

// rsqrt as the lowering to LLVM computes it: 1 / (sqrt(2) rounded to f32)
// is 0x3F3504F3.
// CHECK-LABEL: func.func @rsqrt_constant
// CHECK: %[[C:.*]] = "tosa.const"() <{values = dense<[5.000000e-01, 0.707106769]> : tensor<2xf32>}>
// CHECK-NEXT: return %[[C]]
func.func @rsqrt_constant() -> tensor<2xf32> {
  %v = "tosa.const"() <{values = dense<[4.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %r = tosa.rsqrt %v : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

// A residual block: both branches come back to NCHW, are added, and go to
// NHWC for the next convolution; the add runs channels last, and the only
// transposes left are none. ReLU6 as tosa.maximum / tosa.minimum with
// splat constants fuses into the convolution before it.
// CHECK-LABEL: func.func @residual
// CHECK-NOT: tosa.transpose
// CHECK: %[[Y:.*]] = tosa.conv2d %arg0
// CHECK-NEXT: %[[LO:.*]] = tosa.maximum %[[Y]]
// CHECK-NEXT: %[[HI:.*]] = tosa.minimum %[[LO]]
// CHECK-NEXT: %[[A:.*]] = tosa.add %[[HI]], %arg0 : (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>)
// CHECK-NOT: tosa.transpose
// FUSE-LABEL: func.func @residual
// FUSE: quantkit.region "conv2d"
// FUSE: tosa.maximum
// FUSE: tosa.minimum
// FUSE: quantkit.return
// FUSE: quantkit.region "add"
// FUSE-NOT: quantkit.region
// FUSE: return
func.func @residual(%x: tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %w = "tosa.const"() <{values = dense<[[[[1.0, 2.0]]], [[[3.0, 4.0]]]]> : tensor<2x1x1x2xf32>}> : () -> tensor<2x1x1x2xf32>
  %b = "tosa.const"() <{values = dense<0.0> : tensor<2xf32>}> : () -> tensor<2xf32>
  %zero = "tosa.const"() <{values = dense<0.0> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %six = "tosa.const"() <{values = dense<6.0> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %xt = tosa.transpose %x {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x4x4xf32>
  %y = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<2x1x1x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %lo = tosa.maximum %y, %zero : (tensor<1x4x4x2xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x2xf32>
  %hi = tosa.minimum %lo, %six : (tensor<1x4x4x2xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x2xf32>
  %yt = tosa.transpose %hi {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x4x4xf32>
  %sum = tosa.add %yt, %xt : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %back = tosa.transpose %sum {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x2x4x4xf32>) -> tensor<1x4x4x2xf32>
  return %back : tensor<1x4x4x2xf32>
}

// -----

// On a 1x1 map torch-to-tosa writes the layout change as a reshape that
// moves unit dimensions; it cancels like a transpose, and the flatten
// before a linear layer reads the channels-last value directly.
// CHECK-LABEL: func.func @unit_reshapes
// CHECK-NOT: tosa.transpose
// CHECK: %[[C:.*]] = tosa.clamp %arg0
// CHECK: tosa.reshape %[[C]], %{{.*}} : (tensor<1x1x1x8xf32>, !tosa.shape<2>) -> tensor<1x8xf32>
func.func @unit_reshapes(%x: tensor<1x1x1x8xf32>) -> tensor<1x8xf32> {
  %nchw = tosa.const_shape {values = dense<[1, 8, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %flat = tosa.const_shape {values = dense<[1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %a = tosa.reshape %x, %nchw : (tensor<1x1x1x8xf32>, !tosa.shape<4>) -> tensor<1x8x1x1xf32>
  %r = tosa.clamp %a {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
  %f = tosa.reshape %r, %flat : (tensor<1x8x1x1xf32>, !tosa.shape<2>) -> tensor<1x8xf32>
  return %f : tensor<1x8xf32>
}

// -----

// torch's global average pooling: mean over H and W of the NCHW value,
// after the transpose from NHWC. The transpose moves through both sums, and
// sum * 1/(H W) is the average pooling over the whole 2x4 map; over the
// whole map that is a depthwise convolution by 1/8, whose result gets a
// scale of its own (an avg_pool2d kernel shares its input's).
// CHECK-LABEL: func.func @global_average
// CHECK-NOT: tosa.transpose
// CHECK-NOT: tosa.reduce_sum
// CHECK-NOT: tosa.avg_pool2d
// CHECK: %[[W:.*]] = "tosa.const"() <{values = dense<1.250000e-01> : tensor<2x4x3x1xf32>}>
// CHECK: %[[B:.*]] = "tosa.const"() <{values = dense<0.000000e+00> : tensor<3xf32>}>
// CHECK: tosa.depthwise_conv2d %arg0, %[[W]], %[[B]], %{{.*}}, %{{.*}} {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x4x3xf32>, tensor<2x4x3x1xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x3xf32>
// CHECK-NOT: tosa.mul
// FUSE-LABEL: func.func @global_average
// FUSE: quantkit.region "depthwise_conv2d"
func.func @global_average(%x: tensor<1x2x4x3xf32>) -> tensor<1x3xf32> {
  %eighth = "tosa.const"() <{values = dense<0.125> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %flat = tosa.const_shape {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %t = tosa.transpose %x {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x4x3xf32>) -> tensor<1x3x2x4xf32>
  %w = tosa.reduce_sum %t {axis = 3 : i32} : (tensor<1x3x2x4xf32>) -> tensor<1x3x2x1xf32>
  %h = tosa.reduce_sum %w {axis = 2 : i32} : (tensor<1x3x2x1xf32>) -> tensor<1x3x1x1xf32>
  %m = tosa.mul %h, %eighth, %shift : (tensor<1x3x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x3x1x1xf32>
  %f = tosa.reshape %m, %flat : (tensor<1x3x1x1xf32>, !tosa.shape<2>) -> tensor<1x3xf32>
  return %f : tensor<1x3xf32>
}

// -----

// `x.mean([2, 3])`, which drops the pooled dimensions: the sums, a reshape
// to [N, C], then the multiplication. The reshape follows the pooling.
// CHECK-LABEL: func.func @mean_drops_dims
// CHECK-NOT: tosa.reduce_sum
// CHECK: %[[W:.*]] = "tosa.const"() <{values = dense<1.250000e-01> : tensor<2x4x3x1xf32>}>
// CHECK: %[[D:.*]] = tosa.depthwise_conv2d %arg0, %[[W]]
// CHECK: tosa.reshape %[[D]], %{{.*}} : (tensor<1x1x1x3xf32>, !tosa.shape<2>) -> tensor<1x3xf32>
// CHECK-NOT: tosa.mul
// FUSE-LABEL: func.func @mean_drops_dims
// FUSE: quantkit.region "depthwise_conv2d"
func.func @mean_drops_dims(%x: tensor<1x2x4x3xf32>) -> tensor<1x3xf32> {
  %eighth = "tosa.const"() <{values = dense<0.125> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %flat = tosa.const_shape {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %t = tosa.transpose %x {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x4x3xf32>) -> tensor<1x3x2x4xf32>
  %h = tosa.reduce_sum %t {axis = 2 : i32} : (tensor<1x3x2x4xf32>) -> tensor<1x3x1x4xf32>
  %w = tosa.reduce_sum %h {axis = 3 : i32} : (tensor<1x3x1x4xf32>) -> tensor<1x3x1x1xf32>
  %f = tosa.reshape %w, %flat : (tensor<1x3x1x1xf32>, !tosa.shape<2>) -> tensor<1x3xf32>
  %m = tosa.mul %f, %eighth, %shift : (tensor<1x3xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<1x3xf32>
  return %m : tensor<1x3xf32>
}

// -----

// An average pooling over part of the map, or with padding, stays one.
// CHECK-LABEL: func.func @local_average
// CHECK-NOT: tosa.depthwise_conv2d
// CHECK: tosa.avg_pool2d %arg0, {{.*}} kernel = array<i64: 2, 2>
// CHECK: tosa.avg_pool2d %arg0, {{.*}} kernel = array<i64: 2, 4>, pad = array<i64: 1, 0, 0, 0>
// CHECK-NOT: tosa.depthwise_conv2d
func.func @local_average(%x: tensor<1x2x4x3xf32>) -> (tensor<1x1x3x3xf32>, tensor<1x2x1x3xf32>) {
  %zero = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %a = tosa.avg_pool2d %x, %zero, %zero {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x4x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x3x3xf32>
  %b = tosa.avg_pool2d %x, %zero, %zero {acc_type = f32, kernel = array<i64: 2, 4>, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x4x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x1x3xf32>
  return %a, %b : tensor<1x1x3x3xf32>, tensor<1x2x1x3xf32>
}

// -----

// A sum times anything but 1/(H W) is no average: it stays two sums and a
// multiplication (in NHWC).
// CHECK-LABEL: func.func @sum_not_mean
// CHECK: tosa.reduce_sum
// CHECK: tosa.reduce_sum
// CHECK: tosa.mul
// CHECK-NOT: tosa.avg_pool2d
func.func @sum_not_mean(%x: tensor<1x2x4x3xf32>) -> tensor<1x3x1x1xf32> {
  %c = "tosa.const"() <{values = dense<0.25> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %t = tosa.transpose %x {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x4x3xf32>) -> tensor<1x3x2x4xf32>
  %w = tosa.reduce_sum %t {axis = 3 : i32} : (tensor<1x3x2x4xf32>) -> tensor<1x3x2x1xf32>
  %h = tosa.reduce_sum %w {axis = 2 : i32} : (tensor<1x3x2x1xf32>) -> tensor<1x3x1x1xf32>
  %m = tosa.mul %h, %c, %shift : (tensor<1x3x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x3x1x1xf32>
  return %m : tensor<1x3x1x1xf32>
}

// -----

// A concatenation of NCHW values along the channels, each transposed from
// NHWC: the concatenation along NHWC's channels, then one transpose.
// CHECK-LABEL: func.func @concat
// CHECK: %[[C:.*]] = tosa.concat %arg0, %arg1 {axis = 3 : i32} : (tensor<1x2x2x3xf32>, tensor<1x2x2x5xf32>) -> tensor<1x2x2x8xf32>
// CHECK-NEXT: %[[T:.*]] = tosa.transpose %[[C]] {perms = array<i32: 0, 3, 1, 2>}
// CHECK-NEXT: return %[[T]]
func.func @concat(%a: tensor<1x2x2x3xf32>, %b: tensor<1x2x2x5xf32>) -> tensor<1x8x2x2xf32> {
  %ta = tosa.transpose %a {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x3xf32>) -> tensor<1x3x2x2xf32>
  %tb = tosa.transpose %b {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x5xf32>) -> tensor<1x5x2x2xf32>
  %c = tosa.concat %ta, %tb {axis = 1 : i32} : (tensor<1x3x2x2xf32>, tensor<1x5x2x2xf32>) -> tensor<1x8x2x2xf32>
  return %c : tensor<1x8x2x2xf32>
}

// -----

// Left alone: a constant minus the convolution (folding it would negate
// the weights), an add of values transposed by different permutations,
// and an add of a transposed value and a value computed at run time in the
// other layout. A convolution whose result is read twice keeps its
// weights; the batch norm on it becomes a 1x1 depthwise convolution.
// CHECK-LABEL: func.func @left_alone
// CHECK: %[[Y:.*]] = tosa.conv2d
// CHECK: tosa.sub %{{.*}}, %[[Y]]
// CHECK: %[[Z:.*]] = tosa.conv2d
// CHECK-NOT: tosa.mul
// CHECK: %[[K:.*]] = "tosa.const"() <{values = dense<{{\[\[\[\[}}2.000000e+00], [3.000000e+00]]]]> : tensor<1x1x2x1xf32>}>
// CHECK: %[[D:.*]] = tosa.depthwise_conv2d %[[Z]], %[[K]]
// CHECK: %[[P:.*]] = tosa.transpose %arg1 {perms = array<i32: 0, 3, 1, 2>}
// CHECK: %[[Q:.*]] = tosa.transpose %arg2 {perms = array<i32: 0, 2, 3, 1>}
// CHECK: tosa.add %[[P]], %[[Q]]
// CHECK: tosa.add %[[P]], %arg3
// CHECK: return %{{.*}}, %[[Z]], %[[D]],
func.func @left_alone(%x: tensor<1x4x4x2xf32>, %a: tensor<1x2x2x2xf32>, %b: tensor<1x2x2x2xf32>, %c: tensor<1x2x2x2xf32>) -> (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %w = "tosa.const"() <{values = dense<1.0> : tensor<2x1x1x2xf32>}> : () -> tensor<2x1x1x2xf32>
  %bias = "tosa.const"() <{values = dense<0.0> : tensor<2xf32>}> : () -> tensor<2xf32>
  %k = "tosa.const"() <{values = dense<[[[[2.0, 3.0]]]]> : tensor<1x1x1x2xf32>}> : () -> tensor<1x1x1x2xf32>
  %y = tosa.conv2d %x, %w, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<2x1x1x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %s = tosa.sub %k, %y : (tensor<1x1x1x2xf32>, tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %z = tosa.conv2d %x, %w, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<2x1x1x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %m = tosa.mul %z, %k, %shift : (tensor<1x4x4x2xf32>, tensor<1x1x1x2xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  %p = tosa.transpose %a {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %q = tosa.transpose %b {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %pq = tosa.add %p, %q : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %pc = tosa.add %p, %c : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %s, %z, %m, %pq, %pc : tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>
}

// -----

// torch-to-tosa's grouped convolution (one conv2d per group on slices of
// the input, weight and bias, concatenated) and its batch norm: the slices
// of constants fold, the per-channel ops move into the parts, and each
// part's convolution takes its slice of them. Weight rows [1, 2], [3, 4],
// [5, 6], [7, 8]; (y - [1, 2, 3, 4]) * [2, 2, 3, 3]: group 0 weights
// [[2, 4], [6, 8]] and bias [-2, -4], group 1 [[15, 18], [21, 24]] and
// [-9, -12].
// CHECK-LABEL: func.func @grouped_batch_norm
// CHECK-DAG: %[[W0:.*]] = "tosa.const"() <{values = dense<{{\[\[\[\[}}2.000000e+00, 4.000000e+00]]], {{\[\[\[}}6.000000e+00, 8.000000e+00]]]]> : tensor<2x1x1x2xf32>}>
// CHECK-DAG: %[[W1:.*]] = "tosa.const"() <{values = dense<{{\[\[\[\[}}1.500000e+01, 1.800000e+01]]], {{\[\[\[}}2.100000e+01, 2.400000e+01]]]]> : tensor<2x1x1x2xf32>}>
// CHECK-DAG: %[[B0:.*]] = "tosa.const"() <{values = dense<[-2.000000e+00, -4.000000e+00]> : tensor<2xf32>}>
// CHECK-DAG: %[[B1:.*]] = "tosa.const"() <{values = dense<[-9.000000e+00, -1.200000e+01]> : tensor<2xf32>}>
// CHECK-DAG: %[[X0:.*]] = tosa.slice %arg0
// CHECK-DAG: %[[X1:.*]] = tosa.slice %arg0
// CHECK-DAG: %[[Y0:.*]] = tosa.conv2d %[[X0]], %[[W0]], %[[B0]],
// CHECK-DAG: %[[Y1:.*]] = tosa.conv2d %[[X1]], %[[W1]], %[[B1]],
// CHECK: %[[C:.*]] = tosa.concat %[[Y0]], %[[Y1]] {axis = 3 : i32}
// CHECK-NEXT: return %[[C]]
// FUSE-LABEL: func.func @grouped_batch_norm
// FUSE-COUNT-2: quantkit.region "conv2d"
func.func @grouped_batch_norm(%x: tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %w = "tosa.const"() <{values = dense<[[[[1.0, 2.0]]], [[[3.0, 4.0]]], [[[5.0, 6.0]]], [[[7.0, 8.0]]]]> : tensor<4x1x1x2xf32>}> : () -> tensor<4x1x1x2xf32>
  %b = "tosa.const"() <{values = dense<0.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %mean = "tosa.const"() <{values = dense<[[[[1.0, 2.0, 3.0, 4.0]]]]> : tensor<1x1x1x4xf32>}> : () -> tensor<1x1x1x4xf32>
  %scale = "tosa.const"() <{values = dense<[[[[2.0, 2.0, 3.0, 3.0]]]]> : tensor<1x1x1x4xf32>}> : () -> tensor<1x1x1x4xf32>
  %zero4 = tosa.const_shape {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
  %at2 = tosa.const_shape {values = dense<[0, 0, 0, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %part = tosa.const_shape {values = dense<[1, 2, 2, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %rows0 = tosa.const_shape {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
  %rows2 = tosa.const_shape {values = dense<[2, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %rows = tosa.const_shape {values = dense<[2, 1, 1, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %b0at = tosa.const_shape {values = dense<0> : tensor<1xindex>} : () -> !tosa.shape<1>
  %b2at = tosa.const_shape {values = dense<2> : tensor<1xindex>} : () -> !tosa.shape<1>
  %bsize = tosa.const_shape {values = dense<2> : tensor<1xindex>} : () -> !tosa.shape<1>
  %x0 = tosa.slice %x, %zero4, %part : (tensor<1x2x2x4xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x2x2xf32>
  %x1 = tosa.slice %x, %at2, %part : (tensor<1x2x2x4xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x2x2xf32>
  %w0 = tosa.slice %w, %rows0, %rows : (tensor<4x1x1x2xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<2x1x1x2xf32>
  %w1 = tosa.slice %w, %rows2, %rows : (tensor<4x1x1x2xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<2x1x1x2xf32>
  %b0 = tosa.slice %b, %b0at, %bsize : (tensor<4xf32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<2xf32>
  %b1 = tosa.slice %b, %b2at, %bsize : (tensor<4xf32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<2xf32>
  %y0 = tosa.conv2d %x0, %w0, %b0, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x2xf32>, tensor<2x1x1x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x2xf32>
  %y1 = tosa.conv2d %x1, %w1, %b1, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x2xf32>, tensor<2x1x1x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x2xf32>
  %y = tosa.concat %y0, %y1 {axis = 3 : i32} : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x4xf32>
  %centered = tosa.sub %y, %mean : (tensor<1x2x2x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x2x2x4xf32>
  %scaled = tosa.mul %centered, %scale, %shift : (tensor<1x2x2x4xf32>, tensor<1x1x1x4xf32>, tensor<1xi8>) -> tensor<1x2x2x4xf32>
  return %scaled : tensor<1x2x2x4xf32>
}

// -----

// A reshape that only moves unit dimensions but meets no transpose to
// cancel stays a reshape (it is one while the layout moves).
// CHECK-LABEL: func.func @unit_reshape_alone
// CHECK-NOT: tosa.transpose
// CHECK: tosa.reshape %arg0, %{{.*}} : (tensor<4x1xi32>, !tosa.shape<2>) -> tensor<1x4xi32>
func.func @unit_reshape_alone(%x: tensor<4x1xi32>) -> tensor<1x4xi32> {
  %s = tosa.const_shape {values = dense<[1, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.reshape %x, %s : (tensor<4x1xi32>, !tosa.shape<2>) -> tensor<1x4xi32>
  return %r : tensor<1x4xi32>
}

// -----

// An integer convolution (int8 TOSA) keeps its addition: only float
// convolutions take a per-channel op into their weights and bias.
// CHECK-LABEL: func.func @integer_convolution
// CHECK: %[[Y:.*]] = tosa.conv2d
// CHECK: tosa.add %[[Y]]
func.func @integer_convolution(%x: tensor<1x2x2x2xi8>) -> tensor<1x2x2x2xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %w = "tosa.const"() <{values = dense<1> : tensor<2x1x1x2xi8>}> : () -> tensor<2x1x1x2xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<2xi32>}> : () -> tensor<2xi32>
  %c = "tosa.const"() <{values = dense<[[[[5, 7]]]]> : tensor<1x1x1x2xi32>}> : () -> tensor<1x1x1x2xi32>
  %y = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x2xi8>, tensor<2x1x1x2xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x2xi32>
  %s = tosa.add %y, %c : (tensor<1x2x2x2xi32>, tensor<1x1x1x2xi32>) -> tensor<1x2x2x2xi32>
  return %s : tensor<1x2x2x2xi32>
}
