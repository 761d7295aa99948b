// RUN: %quantkit-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(quantkit-import-tosa)' | FileCheck %s

// The forms quantkit-import-tosa imports (and float TOSA, left alone). The
// bit-exactness of each against upstream's tosa-to-linalg lowering is shown
// by test/lit/Execution/import_tosa_tflite_net.test; what stays TOSA, with
// its remark, by quantkit-import-tosa-invalid.mlir.

// A per-channel conv2d as TFLite-to-TOSA writes it: i8 x i8 -> i32 with the
// zero points as operands and a constant i32 bias, a per-channel
// DOUBLE_ROUND rescale with normalised multipliers, a ReLU clamp. The
// activations get scale 1 and the TOSA zero points, the weights and the bias
// m_c * 2^-n_c (2^30 * 2^-38 = 2^-8, 1.5 * 2^30 * 2^-39 = 0.0029296875,
// (2^31 - 1) * 2^-40), the clamp the narrowed result range i8<-3:127>.
// CHECK-LABEL: func.func @conv
// CHECK-SAME: (%[[X:.*]]: tensor<1x4x4x2xi8>) -> tensor<1x4x4x3xi8>
// CHECK-DAG: %[[W:.*]] = "tosa.const"() <{values = dense<{{.*}}> : tensor<3x3x3x2xi8>}>
// CHECK-DAG: %[[QX:.*]] = quant.scast %[[X]] : tensor<1x4x4x2xi8> to tensor<1x4x4x2x!quant.uniform<i8:f32, 1.000000e+00:-5>>
// CHECK-DAG: %[[B:.*]] = arith.constant dense<[100, -200, 300]> : tensor<3xi32>
// CHECK-DAG: %[[QB:.*]] = quant.scast %[[B]] : tensor<3xi32> to tensor<3x!quant.uniform<i32:f32:0, {3.906250e-03,0.0029296875,0.0019531249990905053}>>
// CHECK-DAG: %[[QW:.*]] = quant.scast %[[W]] : tensor<3x3x3x2xi8> to tensor<3x3x3x2x!quant.uniform<i8:f32:0, {3.906250e-03,0.0029296875,0.0019531249990905053}>>
// CHECK: %[[Y:.*]] = quantkit.conv2d %[[QX]], %[[QW]], %[[QB]] {dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, rounding = #quantkit.rounding<double_round>, strides = array<i64: 1, 1>}
// CHECK-SAME: -> tensor<1x4x4x3x!quant.uniform<i8<-3:127>:f32, 1.000000e+00:-3>>
// CHECK: %[[R:.*]] = quant.scast %[[Y]] : {{.*}} to tensor<1x4x4x3xi8>
// CHECK-NOT: tosa.
// CHECK: return %[[R]]
func.func @conv(%x: tensor<1x4x4x2xi8>) -> tensor<1x4x4x3xi8> {
  %w = "tosa.const"() <{values = dense<[[[[1, -2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]], [[13, 14], [15, 16], [17, 18]]], [[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]], [[13, 14], [15, 16], [17, 18]]], [[[-1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]], [[13, 14], [15, 16], [17, -18]]]]> : tensor<3x3x3x2xi8>}> : () -> tensor<3x3x3x2xi8>
  %b = "tosa.const"() <{values = dense<[100, -200, 300]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %izp = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>, tensor<3x3x3x2xi8>, tensor<3xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x3xi32>
  %m = "tosa.const"() <{values = dense<[1073741824, 1610612736, 2147483647]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %s = "tosa.const"() <{values = dense<[38, 39, 40]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %rizp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r = tosa.rescale %acc, %m, %s, %rizp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x4x4x3xi32>, tensor<3xi32>, tensor<3xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x4x4x3xi8>
  %c = tosa.clamp %r {max_val = 127 : i8, min_val = -3 : i8} : (tensor<1x4x4x3xi8>) -> tensor<1x4x4x3xi8>
  return %c : tensor<1x4x4x3xi8>
}

// -----

// depthwise_conv2d with channel multiplier 1: the [KH, KW, C, 1] constant
// becomes a [KH, KW, C] constant; a one-value bias is broadcast to one per
// channel; a per-tensor rescale gives per-tensor weights (2^30 * 2^-36); a
// weight zero point is kept (QuantKit corrects for it exactly).
// CHECK-LABEL: func.func @depthwise
// CHECK-DAG: %[[B:.*]] = arith.constant dense<7> : tensor<2xi32>
// CHECK-DAG: quant.scast %[[B]] : tensor<2xi32> to tensor<2x!quant.uniform<i32:f32, 1.562500e-02>>
// CHECK-DAG: %[[W:.*]] = arith.constant dense<{{\[\[\[}}1, -2], [3, 4]{{.*}}> : tensor<3x3x2xi8>
// CHECK-DAG: quant.scast %[[W]] : tensor<3x3x2xi8> to tensor<3x3x2x!quant.uniform<i8:f32, 1.562500e-02:1>>
// CHECK: quantkit.depthwise_conv2d {{.*}}rounding = #quantkit.rounding<single_round>
// CHECK-SAME: (tensor<1x5x5x2x!quant.uniform<i8:f32, 1.000000e+00:4>>, tensor<3x3x2x!quant.uniform<i8:f32, 1.562500e-02:1>>, tensor<2x!quant.uniform<i32:f32, 1.562500e-02>>) -> tensor<1x3x3x2x!quant.uniform<i8:f32, 1.000000e+00>>
// CHECK-NOT: tosa.depthwise_conv2d
func.func @depthwise(%x: tensor<1x5x5x2xi8>) -> tensor<1x3x3x2xi8> {
  %w = "tosa.const"() <{values = dense<[[[[1], [-2]], [[3], [4]], [[5], [6]]], [[[7], [8]], [[9], [10]], [[11], [12]]], [[[13], [14]], [[15], [16]], [[17], [18]]]]> : tensor<3x3x2x1xi8>}> : () -> tensor<3x3x2x1xi8>
  %b = "tosa.const"() <{values = dense<7> : tensor<1xi32>}> : () -> tensor<1xi32>
  %izp = "tosa.const"() <{values = dense<4> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.depthwise_conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x5x2xi8>, tensor<3x3x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x3x2xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<36> : tensor<1xi8>}> : () -> tensor<1xi8>
  %rizp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r = tosa.rescale %acc, %m, %s, %rizp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x3x3x2xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x3x3x2xi8>
  return %r : tensor<1x3x3x2xi8>
}

// -----

// A fully connected layer as tosa.matmul with [1, K, N] constant weights and
// an i32 bias tosa.add of shape [1, 1, N] (either operand order): a
// quantkit.matmul with [K, N] weights per channel on axis 1 and a [N] bias.
// CHECK-LABEL: func.func @fully_connected
// CHECK-DAG: arith.constant dense<[10, 20, 30, 40]> : tensor<4xi32>
// CHECK-DAG: arith.constant dense<{{\[\[}}1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, -12]]> : tensor<3x4xi8>
// CHECK: quantkit.matmul {{.*}} {rounding = #quantkit.rounding<single_round>} : (tensor<1x2x3x!quant.uniform<i8:f32, 1.000000e+00:-1>>, tensor<3x4x!quant.uniform<i8:f32:1, {2.500000e-01,1.250000e-01,6.250000e-02,3.125000e-02}>>, tensor<4x!quant.uniform<i32:f32:0, {2.500000e-01,1.250000e-01,6.250000e-02,3.125000e-02}>>) -> tensor<1x2x4x!quant.uniform<i8:f32, 1.000000e+00:5>>
// CHECK-NOT: tosa.matmul
// CHECK-NOT: tosa.add
func.func @fully_connected(%x: tensor<1x2x3xi8>) -> tensor<1x2x4xi8> {
  %w = "tosa.const"() <{values = dense<[[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, -12]]]> : tensor<1x3x4xi8>}> : () -> tensor<1x3x4xi8>
  %azp = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.matmul %x, %w, %azp, %bzp : (tensor<1x2x3xi8>, tensor<1x3x4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x4xi32>
  %b = "tosa.const"() <{values = dense<[[[10, 20, 30, 40]]]> : tensor<1x1x4xi32>}> : () -> tensor<1x1x4xi32>
  %sum = tosa.add %b, %acc : (tensor<1x1x4xi32>, tensor<1x2x4xi32>) -> tensor<1x2x4xi32>
  %m = "tosa.const"() <{values = dense<[1073741824, 1073741824, 1073741824, 1073741824]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %s = "tosa.const"() <{values = dense<[32, 33, 34, 35]> : tensor<4xi8>}> : () -> tensor<4xi8>
  %rizp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r = tosa.rescale %sum, %m, %s, %rizp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x2x4xi32>, tensor<4xi32>, tensor<4xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x2x4xi8>
  return %r : tensor<1x2x4xi8>
}

// -----

// A batched product of two run-time operands keeps rank 3; the rhs zero
// point -2 stays on its type.
// CHECK-LABEL: func.func @batch_matmul
// CHECK: quantkit.matmul %{{.*}}, %{{.*}} {rounding = #quantkit.rounding<double_round>} : (tensor<2x2x3x!quant.uniform<i8:f32, 1.000000e+00:3>>, tensor<2x3x4x!quant.uniform<i8:f32, 0.001220703125:-2>>) -> tensor<2x2x4x!quant.uniform<i8:f32, 1.000000e+00>>
func.func @batch_matmul(%a: tensor<2x2x3xi8>, %b: tensor<2x3x4xi8>) -> tensor<2x2x4xi8> {
  %azp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<-2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.matmul %a, %b, %azp, %bzp : (tensor<2x2x3xi8>, tensor<2x3x4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x2x4xi32>
  %m = "tosa.const"() <{values = dense<1342177280> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<40> : tensor<1xi8>}> : () -> tensor<1xi8>
  %rizp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r = tosa.rescale %acc, %m, %s, %rizp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<2x2x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x2x4xi8>
  return %r : tensor<2x2x4xi8>
}

// -----

// i8 -> i8 rescales: the input gets scale M (per channel on the innermost
// axis for a per-channel rescale), the output scale 1. 3 * 2^-2 is an
// unnormalised multiplier (SINGLE_ROUND: the same function once
// normalised); under DOUBLE_ROUND the unnormalised 1.5 * 2^30 * 2^-31 is
// taken because its normalised shift stays at 31 or below.
// CHECK-LABEL: func.func @rescales
// CHECK: quantkit.rescale %{{.*}} {rounding = #quantkit.rounding<single_round>} : tensor<2x3x!quant.uniform<i8:f32, 7.500000e-01:-1>> to tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00:6>>
// CHECK: quantkit.rescale %{{.*}} {rounding = #quantkit.rounding<double_round>} : tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e+00:-1,7.500000e-01:-1,0.49999999976716936:-1}>> to tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00:6>>
func.func @rescales(%x: tensor<2x3xi8>) -> (tensor<2x3xi8>, tensor<2x3xi8>) {
  %m = "tosa.const"() <{values = dense<3> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<6> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  %mc = "tosa.const"() <{values = dense<[1073741824, 1610612736, 2147483647]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %sc = "tosa.const"() <{values = dense<[30, 31, 32]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %c = tosa.rescale %x, %mc, %sc, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<3xi32>, tensor<3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return %r, %c : tensor<2x3xi8>, tensor<2x3xi8>
}

// -----

// TFLite's add: one rescale i8 -> i32 per input (the larger by 2^19 =
// 2^30 * 2^-11, the other by 0.6 * 2^19), an i32 tosa.add, a rescale to i8
// and a clamp: quantkit.add with s_l = 1, s_r = 0.6 (M_r * 2^-19) and
// s_out = 2 / (2^20 M_out), from which QuantKit recomputes all three
// multipliers exactly; the clamp is the result range.
// CHECK-LABEL: func.func @add
// CHECK: quantkit.add %{{.*}}, %{{.*}} {rounding = #quantkit.rounding<single_round>} : (tensor<4x!quant.uniform<i8:f32, 1.000000e+00:2>>, tensor<4x!quant.uniform<i8:f32, 0.60000000009313226:-7>>) -> tensor<4x!quant.uniform<i8<-1:100>:f32, 1.1999999997764825:-1>>
// CHECK-NOT: tosa.
func.func @add(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %azp = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<-7> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ml = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %sl = "tosa.const"() <{values = dense<11> : tensor<1xi8>}> : () -> tensor<1xi8>
  %mr = "tosa.const"() <{values = dense<1288490189> : tensor<1xi32>}> : () -> tensor<1xi32>
  %sr = "tosa.const"() <{values = dense<12> : tensor<1xi8>}> : () -> tensor<1xi8>
  %yl = tosa.rescale %a, %ml, %sl, %azp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  %yr = tosa.rescale %b, %mr, %sr, %bzp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  %sum = tosa.add %yl, %yr : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %mo = "tosa.const"() <{values = dense<1789569707> : tensor<1xi32>}> : () -> tensor<1xi32>
  %so = "tosa.const"() <{values = dense<50> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %q = tosa.rescale %sum, %mo, %so, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<4xi8>
  %c = tosa.clamp %q {max_val = 100 : i8, min_val = -1 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return %c : tensor<4xi8>
}

// -----

// TFLite's mul: each input centred by an exact rescale by 1 (2^30 * 2^-30),
// tosa.mul with shift 0, a rescale by M = 2^30 * 2^-40: quantkit.mul with
// s_l = M, s_r = s_out = 1, so s_l * s_r / s_out is M exactly.
// CHECK-LABEL: func.func @mul
// CHECK: quantkit.mul %{{.*}}, %{{.*}} {rounding = #quantkit.rounding<double_round>} : (tensor<4x!quant.uniform<i8:f32, 9.765625E-4:3>>, tensor<4x!quant.uniform<i8:f32, 1.000000e+00:-4>>) -> tensor<4x!quant.uniform<i8:f32, 1.000000e+00:1>>
// CHECK-NOT: tosa.
func.func @mul(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s30 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %azp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<-4> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ca = tosa.rescale %a, %one, %s30, %azp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  %cb = tosa.rescale %b, %one, %s30, %bzp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %p = tosa.mul %ca, %cb, %shift : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  %s40 = "tosa.const"() <{values = dense<40> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %q = tosa.rescale %p, %one, %s40, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<4xi8>
  return %q : tensor<4xi8>
}

// -----

// A clamp whose range does not hold the zero point has no narrowed type
// (quant_type_c4): it stays, after the imported conv's result.
// CHECK-LABEL: func.func @clamp_kept
// CHECK: %[[Y:.*]] = quantkit.matmul
// CHECK-SAME: -> tensor<1x1x2x!quant.uniform<i8:f32, 1.000000e+00:-20>>
// CHECK: %[[I:.*]] = quant.scast %[[Y]]
// CHECK: tosa.clamp %[[I]] {max_val = 100 : i8, min_val = 0 : i8}
func.func @clamp_kept(%a: tensor<1x1x3xi8>) -> tensor<1x1x2xi8> {
  %w = "tosa.const"() <{values = dense<2> : tensor<1x3x2xi8>}> : () -> tensor<1x3x2xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.matmul %a, %w, %zp, %zp : (tensor<1x1x3xi8>, tensor<1x3x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x2xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<35> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<-20> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r = tosa.rescale %acc, %m, %s, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x1x2xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x2xi8>
  %c = tosa.clamp %r {max_val = 100 : i8, min_val = 0 : i8} : (tensor<1x1x2xi8>) -> tensor<1x1x2xi8>
  return %c : tensor<1x1x2xi8>
}

// -----

// avg_pool2d with one zero point on both sides (TOSA's rounding, QuantKit's
// single_round) and max_pool2d (any parameters: scale 1, zero point 0).
// CHECK-LABEL: func.func @pools
// CHECK: quantkit.avg_pool2d %{{.*}} {kernel = array<i64: 2, 2>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<single_round>, strides = array<i64: 2, 2>} : tensor<1x4x4x2x!quant.uniform<i8:f32, 1.000000e+00:-9>> -> tensor<1x2x2x2x!quant.uniform<i8:f32, 1.000000e+00:-9>>
// CHECK: quantkit.max_pool2d %{{.*}} {kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : tensor<1x4x4x2x!quant.uniform<i8:f32, 1.000000e+00>> -> tensor<1x4x4x2x!quant.uniform<i8:f32, 1.000000e+00>>
func.func @pools(%x: tensor<1x4x4x2xi8>) -> (tensor<1x2x2x2xi8>, tensor<1x4x4x2xi8>) {
  %zp = "tosa.const"() <{values = dense<-9> : tensor<1xi8>}> : () -> tensor<1xi8>
  %a = tosa.avg_pool2d %x, %zp, %zp {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x2xi8>
  %m = tosa.max_pool2d %x {kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>) -> tensor<1x4x4x2xi8>
  return %a, %m : tensor<1x2x2x2xi8>, tensor<1x4x4x2xi8>
}

// -----

// Between two imported ops of one type the casts fold: the depthwise
// result feeds the avg_pool2d directly.
// CHECK-LABEL: func.func @chain
// CHECK: %[[D:.*]] = quantkit.depthwise_conv2d
// CHECK-NOT: quant.scast
// CHECK: quantkit.avg_pool2d %[[D]]
func.func @chain(%x: tensor<1x4x4x2xi8>) -> tensor<1x1x1x2xi8> {
  %w = "tosa.const"() <{values = dense<3> : tensor<3x3x2x1xi8>}> : () -> tensor<3x3x2x1xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<2xi32>}> : () -> tensor<2xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>, tensor<3x3x2x1xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x2xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<40> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<11> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r = tosa.rescale %acc, %m, %s, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x2x2x2xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x2x2x2xi8>
  %p = tosa.avg_pool2d %r, %ozp, %ozp {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x2x2x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x2xi8>
  return %p : tensor<1x1x1x2xi8>
}

// -----

// Float TOSA is not an int8 program (quantkit-fuse's input): left alone,
// without a remark (-verify-diagnostics fails on any).
// CHECK-LABEL: func.func @float_left_alone
// CHECK: tosa.conv2d
// CHECK: tosa.max_pool2d
// CHECK-NOT: quantkit.
func.func @float_left_alone(%x: tensor<1x4x4x2xf32>, %w: tensor<3x1x1x2xf32>, %b: tensor<3xf32>) -> tensor<1x4x4x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %y = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<3x1x1x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x3xf32>
  %p = tosa.max_pool2d %y {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  return %p : tensor<1x4x4x3xf32>
}
