// quantkit-materialize on TOSA-sourced regions with hand-written specs:
// shape-only kernels (reshape, transpose, concat) become the same TOSA op on
// the storage integers where every port shares one parameter set, and stay
// float with a remark otherwise; a TOSA convolution becomes quantkit.conv2d
// with TOSA's padding; tosa.tanh becomes quantkit.tanh, and a tosa.sigmoid
// whose input spec no quantkit.logistic takes stays float with a remark.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(quantkit-materialize)' | FileCheck %s

!q = !quant.uniform<i8:f32, 0.5:-3>
!r = !quant.uniform<i8:f32, 0.25:-3>

// CHECK-LABEL: func.func @shape_only
// CHECK: %[[A:.*]] = quant.qcast %arg0 : tensor<2x3xf32> to tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:-3>>
// CHECK: %[[AI:.*]] = quant.scast %[[A]] : {{.*}} to tensor<2x3xi8>
// CHECK: %[[B:.*]] = quant.qcast %arg1
// CHECK: %[[BI:.*]] = quant.scast %[[B]] : {{.*}} to tensor<2x3xi8>
// CHECK: %[[C:.*]] = tosa.concat %[[AI]], %[[BI]] {axis = 1 : i32} : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x6xi8>
// CHECK: %[[CQ:.*]] = quant.scast %[[C]] : tensor<2x6xi8> to tensor<2x6x!quant.uniform<i8:f32, 5.000000e-01:-3>>
// CHECK: quant.dcast %[[CQ]]
// CHECK: %[[F:.*]] = quant.dcast {{.*}} to tensor<2x3xf32>
// CHECK: tosa.transpose %[[F]] {{.*}} : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK: quant.qcast {{.*}} to tensor<3x2x!quant.uniform<i8:f32, 2.500000e-01:-3>>
func.func @shape_only(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> (tensor<2x6xf32>, tensor<3x2xf32>) {
  %c = quantkit.region "concat" (%x, %y) in [!q, !q] out [!q]
      : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32> {
  ^bb0(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>):
    %r = tosa.concat %a, %b {axis = 1 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
    quantkit.return %r : tensor<2x6xf32>
  }
  // expected-remark @+1 {{logical kernel 'transpose' kept in floating point: its ports do not share one parameter set}}
  %t = quantkit.region "transpose" (%x) in [!q] out [!r]
      : (tensor<2x3xf32>) -> tensor<3x2xf32> {
  ^bb0(%a: tensor<2x3xf32>):
    %r = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
    quantkit.return %r : tensor<3x2xf32>
  }
  return %c, %t : tensor<2x6xf32>, tensor<3x2xf32>
}

// -----

!in = !quant.uniform<i8:f32, 0.5:-3>
!w = !quant.uniform<i8<-127:127>:f32:0, {0.015748031496062992, 0.0078740157480314959}>
!b = !quant.uniform<i32:f32:0, {0.0078740157480314959, 0.0039370078740157479}>
!out = !quant.uniform<i8:f32, 0.25:-1>

// CHECK-LABEL: func.func @conv_and_tanh
// CHECK: quantkit.conv2d %{{.*}}, %{{.*}}, %{{.*}} {dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 0, 1>, strides = array<i64: 1, 2>} {{.*}} -> tensor<1x5x2x2x!quant.uniform<i8<-1:127>:f32, 2.500000e-01:-1>>
// CHECK: %[[X:.*]] = quant.qcast %{{.*}} : tensor<1x3x3x1xf32> to tensor<1x3x3x1x!quant.uniform<i8:f32, 5.000000e-01:-3>>
// CHECK: %[[T:.*]] = quantkit.tanh %[[X]] : tensor<1x3x3x1x!quant.uniform<i8:f32, 5.000000e-01:-3>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 7.812500e-03>>
// CHECK: quant.dcast %[[T]]
// CHECK: tosa.sigmoid
// CHECK-NOT: quantkit.region
func.func @conv_and_tanh(%x: tensor<1x3x3x1xf32>, %w: tensor<2x1x2x1xf32>, %b: tensor<2xf32>) -> (tensor<1x5x2x2xf32>, tensor<1x3x3x1xf32>, tensor<1x3x3x1xf32>) {
  %r = quantkit.region "conv2d" (%x, %w, %b) in [!in, !w, !b] out [!out]
      : (tensor<1x3x3x1xf32>, tensor<2x1x2x1xf32>, tensor<2xf32>) -> tensor<1x5x2x2xf32> {
  ^bb0(%a: tensor<1x3x3x1xf32>, %f: tensor<2x1x2x1xf32>, %c: tensor<2xf32>):
    %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
    %y = tosa.conv2d %a, %f, %c, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 1>, stride = array<i64: 1, 2>}
        : (tensor<1x3x3x1xf32>, tensor<2x1x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x2x2xf32>
    %z = tosa.clamp %y {min_val = 0.0 : f32, max_val = 3.4028235e+38 : f32} : (tensor<1x5x2x2xf32>) -> tensor<1x5x2x2xf32>
    quantkit.return %z : tensor<1x5x2x2xf32>
  }
  %t = quantkit.region "tanh" (%x) in [!in] out [!quant.uniform<i8:f32, 0.0078125>]
      : (tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32> {
  ^bb0(%a: tensor<1x3x3x1xf32>):
    %h = tosa.tanh %a : (tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
    quantkit.return %h : tensor<1x3x3x1xf32>
  }
  // expected-remark @+1 {{logical kernel 'logistic' kept in floating point: its port specs give an invalid quantkit.logistic: 'quantkit.logistic' op input storage must have at most 16 bits (one table entry per storage value), got 32}}
  %s = quantkit.region "logistic" (%x) in [!quant.uniform<i32:f32, 0.5>] out [!quant.uniform<i8:f32, 0.00390625:-128>]
      : (tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32> {
  ^bb0(%a: tensor<1x3x3x1xf32>):
    %h = tosa.sigmoid %a : (tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
    quantkit.return %h : tensor<1x3x3x1xf32>
  }
  return %r, %t, %s : tensor<1x5x2x2xf32>, tensor<1x3x3x1xf32>, tensor<1x3x3x1xf32>
}
