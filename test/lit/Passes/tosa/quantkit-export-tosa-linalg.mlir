// quantkit-export-tosa reads region bodies with the matcher quantkit-fuse
// and quantkit-materialize share (FusedKernel.h, buildQuantizedKernel in
// QuantizedPorts.h): linalg kernels (padded convolution with its bias and
// ReLU6 generic, matmul with its bias generic, depthwise convolution), the
// TOSA depthwise convolution quantkit-fuse writes (a [KH, KW, C] weight
// port expanded in the body) and shape-only kernels all export, and pass
// tosa-validate under TOSA's int8 profile. quantkit-materialize accepts the
// same regions (no remark).
// RUN: %quantkit-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-export-tosa{rounding=single_round})' | FileCheck %s
// RUN: %quantkit-opt %s --split-input-file -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-export-tosa{rounding=single_round},tosa-attach-target{profiles=pro_int},tosa-validate{strict-op-spec-alignment})'
// RUN: %quantkit-opt %s --split-input-file -verify-diagnostics -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-materialize)'

// Zero tensor.pad + linalg.conv_2d_nhwc_fhwc + bias/ReLU6 generic: the pad
// becomes the TOSA padding, the constant weights and bias storage integers
// (0.5 / {0.01, 0.02}, per channel although the float weight is a splat;
// {0.1 / 5e-4, -0.2 / 1e-3}), ReLU6 the clamp to [-128, -128 + round(6 /
// 0.025)]; the float weights and bias are gone.
!in = !quant.uniform<i8:f32, 0.05:-128>
!w = !quant.uniform<i8<-127:127>:f32:0, {0.01, 0.02}>
!bias = !quant.uniform<i32:f32:0, {5.0e-4, 1.0e-3}>
!out = !quant.uniform<i8:f32, 0.025:-128>
// CHECK-LABEL: func.func @conv_bias_relu6
// CHECK-NOT: arith.constant {{.*}}xf32>
// CHECK-DAG: %[[X:.*]] = quant.qcast %arg0 : tensor<1x4x4x3xf32> to tensor<1x4x4x3x!quant.uniform<i8:f32, 5.000000e-02:-128>>
// CHECK-DAG: %[[XI:.*]] = quant.scast %[[X]] : {{.*}} to tensor<1x4x4x3xi8>
// CHECK-DAG: %[[W:.*]] = arith.constant dense<{{\[\[\[\[}}50, 50, 50]{{.*}}{{\[\[\[}}25, 25, 25]{{.*}}25, 25, 25]]]]> : tensor<2x3x3x3xi8>
// CHECK-DAG: %[[B:.*]] = arith.constant dense<[200, -200]> : tensor<2xi32>
// CHECK: %[[ACC:.*]] = tosa.conv2d %[[XI]], %[[W]], %[[B]], {{.*}}pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>{{.*}} -> tensor<1x4x4x2xi32>
// CHECK: %[[R:.*]] = tosa.rescale %[[ACC]]{{.*}}per_channel = true, rounding_mode = SINGLE_ROUND
// CHECK: %[[C:.*]] = tosa.clamp %[[R]] {max_val = 112 : i8, min_val = -128 : i8}
// CHECK: %[[Q:.*]] = quant.scast %[[C]] : tensor<1x4x4x2xi8> to tensor<1x4x4x2x!quant.uniform<i8:f32, 2.500000e-02:-128>>
// CHECK: %[[F:.*]] = quant.dcast %[[Q]]
// CHECK: return %[[F]]
// CHECK-NOT: linalg.
func.func @conv_bias_relu6(%x: tensor<1x4x4x3xf32>) -> tensor<1x4x4x2xf32> {
  %w = arith.constant dense<0.5> : tensor<2x3x3x3xf32>
  %b = arith.constant dense<[0.1, -0.2]> : tensor<2xf32>
  %0 = quantkit.region "conv2d" (%x, %w, %b) in [!in, !w, !bias] out [!out]
      : (tensor<1x4x4x3xf32>, tensor<2x3x3x3xf32>, tensor<2xf32>) -> tensor<1x4x4x2xf32> {
  ^bb0(%a: tensor<1x4x4x3xf32>, %f: tensor<2x3x3x3xf32>, %c: tensor<2xf32>):
    %zero = arith.constant 0.0 : f32
    %six = arith.constant 6.0 : f32
    %p = tensor.pad %a low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%i: index, %j: index, %k: index, %l: index):
      tensor.yield %zero : f32
    } : tensor<1x4x4x3xf32> to tensor<1x6x6x3xf32>
    %e = tensor.empty() : tensor<1x4x4x2xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
    %conv = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
        ins(%p, %f : tensor<1x6x6x3xf32>, tensor<2x3x3x3xf32>) outs(%z : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
        ins(%conv, %c : tensor<1x4x4x2xf32>, tensor<2xf32>) outs(%e : tensor<1x4x4x2xf32>) {
    ^bb0(%v: f32, %bv: f32, %o: f32):
      %s = arith.addf %v, %bv : f32
      %lo = arith.maximumf %s, %zero : f32
      %hi = arith.minimumf %lo, %six : f32
      linalg.yield %hi : f32
    } -> tensor<1x4x4x2xf32>
    quantkit.return %g : tensor<1x4x4x2xf32>
  }
  return %0 : tensor<1x4x4x2xf32>
}

// -----

// linalg.matmul + bias generic: a batch-1 tosa.matmul, the i32 bias added
// before the per-channel rescale.
!x = !quant.uniform<i8:f32, 0.02:5>
!mw = !quant.uniform<i8<-127:127>:f32:1, {0.01, 0.005, 0.02}>
!mb = !quant.uniform<i32:f32:0, {2.0e-4, 1.0e-4, 4.0e-4}>
!mo = !quant.uniform<i8:f32, 0.05:-3>
// CHECK-LABEL: func.func @matmul_bias
// CHECK-DAG: %[[W:.*]] = arith.constant dense<{{\[\[}}100, -100, 25]{{.*}}> : tensor<4x3xi8>
// CHECK-DAG: %[[B:.*]] = arith.constant dense<[2500, -2500, 313]> : tensor<3xi32>
// CHECK: %[[MM:.*]] = tosa.matmul {{.*}} -> tensor<1x2x3xi32>
// CHECK: %[[BR:.*]] = tosa.reshape %[[B]], {{.*}} -> tensor<1x1x3xi32>
// CHECK: %[[ACC:.*]] = tosa.add %[[MM]], %[[BR]]
// CHECK: tosa.rescale %[[ACC]]{{.*}}per_channel = true
// CHECK: tosa.reshape {{.*}} -> tensor<2x3xi8>
// CHECK-NOT: linalg.
func.func @matmul_bias(%x: tensor<2x4xf32>) -> tensor<2x3xf32> {
  %w = arith.constant dense<[[1.0, -0.5, 0.5], [0.25, 0.25, -1.0], [-1.0, 0.5, 0.75], [0.0, 0.125, 2.0]]> : tensor<4x3xf32>
  %b = arith.constant dense<[0.5, -0.25, 0.125]> : tensor<3xf32>
  %0 = quantkit.region "matmul" (%x, %w, %b) in [!x, !mw, !mb] out [!mo]
      : (tensor<2x4xf32>, tensor<4x3xf32>, tensor<3xf32>) -> tensor<2x3xf32> {
  ^bb0(%a: tensor<2x4xf32>, %f: tensor<4x3xf32>, %c: tensor<3xf32>):
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<2x3xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
    %m = linalg.matmul ins(%a, %f : tensor<2x4xf32>, tensor<4x3xf32>) outs(%z : tensor<2x3xf32>) -> tensor<2x3xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
        ins(%m, %c : tensor<2x3xf32>, tensor<3xf32>) outs(%e : tensor<2x3xf32>) {
    ^bb0(%v: f32, %bv: f32, %o: f32):
      %s = arith.addf %v, %bv : f32
      linalg.yield %s : f32
    } -> tensor<2x3xf32>
    quantkit.return %g : tensor<2x3xf32>
  }
  return %0 : tensor<2x3xf32>
}

// -----

// quantkit-fuse's form of a TOSA depthwise convolution: the [KH, KW, C]
// weight port (per axis on its last axis), expanded to TOSA's [KH, KW, C, 1]
// in the body (audit 7, repro_fused_depthwise_region.mlir).
!di = !quant.uniform<i8:f32, 0.011764705882352941:-128>
!dw = !quant.uniform<i8<-127:127>:f32:2, {0.0078740157480314959,0.003937007874015748}>
!db = !quant.uniform<i32:f32:0, {9.2635479388605835E-5,4.6317739694302917E-5}>
!do = !quant.uniform<i8:f32, 0.023529411764705882:-43>
// CHECK-LABEL: func.func @tosa_depthwise
// CHECK: %[[W:.*]] = arith.constant dense<{{\[\[\[}}127, -127], [32, 127]]]> : tensor<1x2x2xi8>
// CHECK: %[[W4:.*]] = tosa.reshape %[[W]], {{.*}} -> tensor<1x2x2x1xi8>
// CHECK: tosa.depthwise_conv2d %{{.*}}, %[[W4]], {{.*}}pad = array<i64: 0, 0, 0, 1>{{.*}} -> tensor<1x4x4x2xi32>
// CHECK: tosa.rescale {{.*}}per_channel = true
// CHECK-NOT: tensor.expand_shape
func.func @tosa_depthwise(%x: tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
  %w = arith.constant dense<[[[1.0, -0.5], [0.25, 0.5]]]> : tensor<1x2x2xf32>
  %b = arith.constant dense<[0.0, 0.5]> : tensor<2xf32>
  %0 = quantkit.region "depthwise_conv2d" (%x, %w, %b) in [!di, !dw, !db] out [!do]
      : (tensor<1x4x4x2xf32>, tensor<1x2x2xf32>, tensor<2xf32>) -> tensor<1x4x4x2xf32> {
  ^bb0(%a: tensor<1x4x4x2xf32>, %f: tensor<1x2x2xf32>, %c: tensor<2xf32>):
    %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %e = tensor.expand_shape %f [[0], [1], [2, 3]] output_shape [1, 2, 2, 1] : tensor<1x2x2xf32> into tensor<1x2x2x1xf32>
    %d = tosa.depthwise_conv2d %a, %e, %c, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<1x2x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
    quantkit.return %d : tensor<1x4x4x2xf32>
  }
  return %0 : tensor<1x4x4x2xf32>
}

// -----

// linalg.depthwise_conv_2d_nhwc_hwc with zero padding and a bias generic,
// then a shape-only reshape kernel: the reshape runs on the storage
// integers, with no casts between the two kernels.
!li = !quant.uniform<i8:f32, 0.05:-128>
!lw = !quant.uniform<i8<-127:127>:f32:2, {0.01, 0.02}>
!lb = !quant.uniform<i32:f32:0, {5.0e-4, 1.0e-3}>
!lo = !quant.uniform<i8:f32, 0.1:0>
// CHECK-LABEL: func.func @linalg_depthwise_reshape
// CHECK: arith.constant dense<{{\[\[\[}}25, 13]{{.*}}> : tensor<3x3x2xi8>
// CHECK: %[[D:.*]] = tosa.depthwise_conv2d {{.*}}pad = array<i64: 1, 1, 1, 1>{{.*}} -> tensor<1x4x4x2xi32>
// CHECK: %[[R:.*]] = tosa.rescale %[[D]]{{.*}} -> tensor<1x4x4x2xi8>
// CHECK-NOT: quant.dcast
// CHECK: %[[S:.*]] = tosa.reshape %[[R]], {{.*}} -> tensor<1x32xi8>
// CHECK: quant.scast %[[S]] : tensor<1x32xi8> to tensor<1x32x!quant.uniform<i8:f32, 1.000000e-01>>
// CHECK-NOT: linalg.
func.func @linalg_depthwise_reshape(%x: tensor<1x4x4x2xf32>) -> tensor<1x32xf32> {
  %w = arith.constant dense<0.25> : tensor<3x3x2xf32>
  %b = arith.constant dense<[0.1, -0.2]> : tensor<2xf32>
  %0 = quantkit.region "depthwise_conv2d" (%x, %w, %b) in [!li, !lw, !lb] out [!lo]
      : (tensor<1x4x4x2xf32>, tensor<3x3x2xf32>, tensor<2xf32>) -> tensor<1x4x4x2xf32> {
  ^bb0(%a: tensor<1x4x4x2xf32>, %f: tensor<3x3x2xf32>, %c: tensor<2xf32>):
    %zero = arith.constant 0.0 : f32
    %p = tensor.pad %a low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%i: index, %j: index, %k: index, %l: index):
      tensor.yield %zero : f32
    } : tensor<1x4x4x2xf32> to tensor<1x6x6x2xf32>
    %e = tensor.empty() : tensor<1x4x4x2xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
    %d = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
        ins(%p, %f : tensor<1x6x6x2xf32>, tensor<3x3x2xf32>) outs(%z : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
        ins(%d, %c : tensor<1x4x4x2xf32>, tensor<2xf32>) outs(%e : tensor<1x4x4x2xf32>) {
    ^bb0(%v: f32, %bv: f32, %o: f32):
      %s = arith.addf %v, %bv : f32
      linalg.yield %s : f32
    } -> tensor<1x4x4x2xf32>
    quantkit.return %g : tensor<1x4x4x2xf32>
  }
  %1 = quantkit.region "reshape" (%0) in [!lo] out [!lo]
      : (tensor<1x4x4x2xf32>) -> tensor<1x32xf32> {
  ^bb0(%a: tensor<1x4x4x2xf32>):
    %s = tosa.const_shape {values = dense<[1, 32]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %r = tosa.reshape %a, %s : (tensor<1x4x4x2xf32>, !tosa.shape<2>) -> tensor<1x32xf32>
    quantkit.return %r : tensor<1x32xf32>
  }
  return %1 : tensor<1x32xf32>
}

// -----

// torch-mlir's concatenation as quantkit-normalize leaves it (tensor.concat)
// in a `concat` region: tosa.concat on the storage integers.
!q = !quant.uniform<i8:f32, 0.05:-128>
// CHECK-LABEL: func.func @concat
// CHECK: %[[A:.*]] = quant.scast {{.*}} to tensor<1x2x2x3xi8>
// CHECK: %[[B:.*]] = quant.scast {{.*}} to tensor<1x2x2x5xi8>
// CHECK: %[[C:.*]] = tosa.concat %[[A]], %[[B]] {axis = 3 : i32} : (tensor<1x2x2x3xi8>, tensor<1x2x2x5xi8>) -> tensor<1x2x2x8xi8>
// CHECK: quant.scast %[[C]] : tensor<1x2x2x8xi8> to tensor<1x2x2x8x!quant.uniform<i8:f32, 5.000000e-02:-128>>
// CHECK-NOT: tensor.concat
func.func @concat(%x: tensor<1x2x2x3xf32>, %y: tensor<1x2x2x5xf32>) -> tensor<1x2x2x8xf32> {
  %0 = quantkit.region "concat" (%x, %y) in [!q, !q] out [!q]
      : (tensor<1x2x2x3xf32>, tensor<1x2x2x5xf32>) -> tensor<1x2x2x8xf32> {
  ^bb0(%a: tensor<1x2x2x3xf32>, %b: tensor<1x2x2x5xf32>):
    %c = tensor.concat dim(3) %a, %b : (tensor<1x2x2x3xf32>, tensor<1x2x2x5xf32>) -> tensor<1x2x2x8xf32>
    quantkit.return %c : tensor<1x2x2x8xf32>
  }
  return %0 : tensor<1x2x2x8xf32>
}
