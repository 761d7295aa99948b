// RUN: %quantkit-opt %s -verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(quantkit-export-tosa{allow-float-fallback=true})' | FileCheck %s
// The fallback is float TOSA: it passes the TOSA verifier (above) and
// tosa-validate under the float profile.
// RUN: %quantkit-opt %s -verify-diagnostics -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-export-tosa{allow-float-fallback=true},tosa-attach-target{profiles=pro_fp},tosa-validate{strict-op-spec-alignment})'

// With allow-float-fallback, what TOSA cannot express stays in floating
// point, with a remark saying why: a compute op between quant.dcast and
// quant.qcast, a region as its float body between fake-quant casts.

// CHECK-LABEL: func.func @conv_float_rne
// CHECK-DAG: %[[I:.*]] = quant.dcast %arg0
// CHECK-DAG: %[[W:.*]] = quant.dcast %arg1
// CHECK: %[[C:.*]] = tosa.conv2d %[[I]], %[[W]], {{.*}}acc_type = f32{{.*}} -> tensor<1x2x2x1xf32>
// CHECK: %[[Q:.*]] = quant.qcast %[[C]] : tensor<1x2x2x1xf32> to tensor<1x2x2x1x!quant.uniform<i8:f32, 1.000000e+00>>
// CHECK: return %[[Q]]
func.func @conv_float_rne(%a: tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:1>>, %w: tensor<1x1x1x1x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x2x2x1x!quant.uniform<i8:f32, 1.0>> {
  // expected-remark @+1 {{kept in floating point: 'quantkit.conv2d' op cannot be exported to TOSA: rounding 'float_rne' has no tosa.rescale rounding mode}}
  %0 = quantkit.conv2d %a, %w {rounding = #quantkit.rounding<float_rne>} : (tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:1>>, tensor<1x1x1x1x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x2x2x1x!quant.uniform<i8:f32, 1.0>>
  return %0 : tensor<1x2x2x1x!quant.uniform<i8:f32, 1.0>>
}

// A grouped convolution kept in floating point: float tosa.conv2d per
// group on slices, concatenated, as the integer export does.
// CHECK-LABEL: func.func @grouped_conv_float_rne
// CHECK-DAG: %[[I:.*]] = quant.dcast %arg0
// CHECK-DAG: %[[W:.*]] = quant.dcast %arg1
// CHECK: %[[S0:.*]] = tosa.slice %[[I]], {{.*}} -> tensor<1x2x2x1xf32>
// CHECK: %[[C0:.*]] = tosa.conv2d %[[S0]], {{.*}}acc_type = f32{{.*}} -> tensor<1x2x2x1xf32>
// CHECK: %[[S1:.*]] = tosa.slice %[[I]], {{.*}} -> tensor<1x2x2x1xf32>
// CHECK: %[[C1:.*]] = tosa.conv2d %[[S1]], {{.*}}acc_type = f32{{.*}} -> tensor<1x2x2x1xf32>
// CHECK: %[[C:.*]] = tosa.concat %[[C0]], %[[C1]] {axis = 3 : i32}
// CHECK: quant.qcast %[[C]] : tensor<1x2x2x2xf32> to tensor<1x2x2x2x!quant.uniform<i8:f32, 1.000000e+00>>
func.func @grouped_conv_float_rne(%a: tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5:1>>, %w: tensor<2x1x1x1x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x2x2x2x!quant.uniform<i8:f32, 1.0>> {
  // expected-remark @+1 {{kept in floating point: 'quantkit.conv2d' op cannot be exported to TOSA: rounding 'float_rne' has no tosa.rescale rounding mode}}
  %0 = quantkit.conv2d %a, %w {groups = 2 : i64, rounding = #quantkit.rounding<float_rne>} : (tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x1x1x1x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x2x2x2x!quant.uniform<i8:f32, 1.0>>
  return %0 : tensor<1x2x2x2x!quant.uniform<i8:f32, 1.0>>
}

// CHECK-LABEL: func.func @logistic_unsigned
// CHECK: %[[D:.*]] = quant.dcast %arg0 : tensor<4x!quant.uniform<u8:f32, 5.000000e-01:128>> to tensor<4xf32>
// CHECK: %[[S:.*]] = tosa.sigmoid %[[D]]
// CHECK: %[[Q:.*]] = quant.qcast %[[S]] : tensor<4xf32> to tensor<4x!quant.uniform<i8:f32, 3.906250e-03:-128>>
// CHECK: return %[[Q]]
func.func @logistic_unsigned(%a: tensor<4x!quant.uniform<u8:f32, 0.5:128>>) -> tensor<4x!quant.uniform<i8:f32, 0.00390625:-128>> {
  // expected-remark @+1 {{kept in floating point: 'quantkit.logistic' op cannot be exported to TOSA: tosa.table maps signed 8-bit values to signed 8-bit values}}
  %0 = quantkit.logistic %a : tensor<4x!quant.uniform<u8:f32, 0.5:128>> -> tensor<4x!quant.uniform<i8:f32, 0.00390625:-128>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.00390625:-128>>
}

// TOSA has no hard swish: its float form is x * clamp(x + 3, 0, 6) * 1/6,
// the constants of rank 4 broadcast.
// CHECK-LABEL: func.func @hard_swish_16_bit
// CHECK: %[[D:.*]] = quant.dcast %arg0 : tensor<1x2x2x3x!quant.uniform<i16:f32, 1.000000e-03>> to tensor<1x2x2x3xf32>
// CHECK: %[[THREE:.*]] = "tosa.const"() <{values = dense<3.000000e+00> : tensor<1x1x1x1xf32>}>
// CHECK: %[[A:.*]] = tosa.add %[[D]], %[[THREE]]
// CHECK: %[[C:.*]] = tosa.clamp %[[A]] {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32}
// CHECK: %[[P:.*]] = tosa.mul %[[D]], %[[C]], %{{.*}}
// CHECK: %[[SIXTH:.*]] = "tosa.const"() <{values = dense<0.166666672> : tensor<1x1x1x1xf32>}>
// CHECK: %[[H:.*]] = tosa.mul %[[P]], %[[SIXTH]], %{{.*}}
// CHECK: quant.qcast %[[H]] : tensor<1x2x2x3xf32> to tensor<1x2x2x3x!quant.uniform<i8:f32, 2.500000e-02:-113>>
func.func @hard_swish_16_bit(%a: tensor<1x2x2x3x!quant.uniform<i16:f32, 0.001>>) -> tensor<1x2x2x3x!quant.uniform<i8:f32, 0.025:-113>> {
  // expected-remark @+1 {{kept in floating point: 'quantkit.hard_swish' op cannot be exported to TOSA: tosa.table maps signed 8-bit values to signed 8-bit values}}
  %0 = quantkit.hard_swish %a : tensor<1x2x2x3x!quant.uniform<i16:f32, 0.001>> -> tensor<1x2x2x3x!quant.uniform<i8:f32, 0.025:-113>>
  return %0 : tensor<1x2x2x3x!quant.uniform<i8:f32, 0.025:-113>>
}

// TOSA has no GELU: its float forms are x * (erf(x * (1 / sqrt(2))) + 1)
// * 1/2 and, approximate, x * (tanh(sqrt(2 / pi) * (x + 0.044715 x^3)) + 1)
// * 1/2 (which quantkit-fuse takes for a 'gelu' kernel again).
// CHECK-LABEL: func.func @gelu_16_bit
// CHECK: %[[D:.*]] = quant.dcast %arg0 : tensor<1x2x3x!quant.uniform<i16:f32, 1.000000e-03>> to tensor<1x2x3xf32>
// CHECK: %[[R:.*]] = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1x1xf32>}>
// CHECK: %[[S:.*]] = tosa.mul %[[D]], %[[R]], %{{.*}}
// CHECK: %[[E:.*]] = tosa.erf %[[S]]
// CHECK: %[[ONE:.*]] = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1xf32>}>
// CHECK: %[[A:.*]] = tosa.add %[[E]], %[[ONE]]
// CHECK: %[[HALF:.*]] = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1xf32>}>
// CHECK: %[[P:.*]] = tosa.mul %[[D]], %[[A]], %{{.*}}
// CHECK: %[[G:.*]] = tosa.mul %[[P]], %[[HALF]], %{{.*}}
// CHECK: quant.qcast %[[G]] : tensor<1x2x3xf32> to tensor<1x2x3x!quant.uniform<i8:f32, 2.500000e-02:-113>>
// CHECK: "tosa.const"() <{values = dense<4.471500e-02> : tensor<1x1x1xf32>}>
// CHECK: "tosa.const"() <{values = dense<0.797884583> : tensor<1x1x1xf32>}>
// CHECK: tosa.tanh
func.func @gelu_16_bit(%a: tensor<1x2x3x!quant.uniform<i16:f32, 0.001>>) -> (tensor<1x2x3x!quant.uniform<i8:f32, 0.025:-113>>, tensor<1x2x3x!quant.uniform<i8:f32, 0.025:-113>>) {
  // expected-remark @+1 {{kept in floating point: 'quantkit.gelu' op cannot be exported to TOSA: tosa.table maps signed 8-bit values to signed 8-bit values}}
  %0 = quantkit.gelu %a : tensor<1x2x3x!quant.uniform<i16:f32, 0.001>> -> tensor<1x2x3x!quant.uniform<i8:f32, 0.025:-113>>
  // expected-remark @+1 {{kept in floating point: 'quantkit.gelu' op cannot be exported to TOSA}}
  %1 = quantkit.gelu %a approximate : tensor<1x2x3x!quant.uniform<i16:f32, 0.001>> -> tensor<1x2x3x!quant.uniform<i8:f32, 0.025:-113>>
  return %0, %1 : tensor<1x2x3x!quant.uniform<i8:f32, 0.025:-113>>, tensor<1x2x3x!quant.uniform<i8:f32, 0.025:-113>>
}

// Softmax as torch-to-tosa writes it, beta first (which quantkit-fuse takes
// for a 'softmax' kernel again, beta included).
// CHECK-LABEL: func.func @softmax
// CHECK: %[[D:.*]] = quant.dcast %arg0 : tensor<2x3x4x!quant.uniform<i8:f32, 1.000000e-01:3>> to tensor<2x3x4xf32>
// CHECK: %[[B:.*]] = "tosa.const"() <{values = dense<1.250000e-01> : tensor<1x1x1xf32>}>
// CHECK: %[[X:.*]] = tosa.mul %[[D]], %[[B]], %{{.*}}
// CHECK: %[[M:.*]] = tosa.reduce_max %[[X]] {axis = 1 : i32} : (tensor<2x3x4xf32>) -> tensor<2x1x4xf32>
// CHECK: %[[S:.*]] = tosa.sub %[[X]], %[[M]]
// CHECK: %[[E:.*]] = tosa.exp %[[S]]
// CHECK: %[[T:.*]] = tosa.reduce_sum %[[E]] {axis = 1 : i32} : (tensor<2x3x4xf32>) -> tensor<2x1x4xf32>
// CHECK: %[[R:.*]] = tosa.reciprocal %[[T]]
// CHECK: %[[Y:.*]] = tosa.mul %[[E]], %[[R]], %{{.*}}
// CHECK: quant.qcast %[[Y]] : tensor<2x3x4xf32> to tensor<2x3x4x!quant.uniform<i8:f32, 3.906250e-03:-128>>
// CHECK-NOT: tosa.reduce_max
// CHECK: tosa.reduce_max %{{.*}} {axis = 2 : i32}
func.func @softmax(%a: tensor<2x3x4x!quant.uniform<i8:f32, 0.1:3>>) -> (tensor<2x3x4x!quant.uniform<i8:f32, 0.00390625:-128>>, tensor<2x3x4x!quant.uniform<i8:f32, 0.00390625:-128>>) {
  // expected-remark @+1 {{kept in floating point: 'quantkit.softmax' op cannot be exported to TOSA: TOSA has no integer softmax}}
  %0 = quantkit.softmax %a {axis = 1 : i64, beta = 0.125} : tensor<2x3x4x!quant.uniform<i8:f32, 0.1:3>> -> tensor<2x3x4x!quant.uniform<i8:f32, 0.00390625:-128>>
  // expected-remark @+1 {{kept in floating point}}
  %1 = quantkit.softmax %a {axis = 2 : i64} : tensor<2x3x4x!quant.uniform<i8:f32, 0.1:3>> -> tensor<2x3x4x!quant.uniform<i8:f32, 0.00390625:-128>>
  return %0, %1 : tensor<2x3x4x!quant.uniform<i8:f32, 0.00390625:-128>>, tensor<2x3x4x!quant.uniform<i8:f32, 0.00390625:-128>>
}

// The float convolution gets the integer export's exact geometry: the
// bottom and right padding no window reaches is dropped (audit 7,
// repro_fallback_conv_geometry.mlir).
// CHECK-LABEL: func.func @conv_fallback_geometry
// CHECK: tosa.conv2d {{.*}}acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>{{.*}} -> tensor<1x2x2x3xf32>
func.func @conv_fallback_geometry(%in: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-3>>, %f: tensor<3x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x2x2x3x!quant.uniform<i8:f32, 0.7:2>> {
  // expected-remark @+1 {{kept in floating point}}
  %0 = quantkit.conv2d %in, %f {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, rounding = #quantkit.rounding<float_rne>}
      : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-3>>, tensor<3x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x2x2x3x!quant.uniform<i8:f32, 0.7:2>>
  return %0 : tensor<1x2x2x3x!quant.uniform<i8:f32, 0.7:2>>
}

// A row and a column no window reaches are sliced off the input (audit 7,
// repro_fallback_avgpool_geometry.mlir).
// CHECK-LABEL: func.func @avg_pool_fallback_geometry
// CHECK: %[[D:.*]] = quant.dcast %arg0
// CHECK: %[[S:.*]] = tosa.slice %[[D]], {{.*}} -> tensor<1x4x4x1xf32>
// CHECK: tosa.avg_pool2d %[[S]], {{.*}}acc_type = f32{{.*}} -> tensor<1x2x2x1xf32>
func.func @avg_pool_fallback_geometry(%a: tensor<1x5x5x1x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:3>> {
  // expected-remark @+1 {{kept in floating point}}
  %0 = quantkit.avg_pool2d %a {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : tensor<1x5x5x1x!quant.uniform<i8:f32, 0.5:3>> -> tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:3>>
  return %0 : tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:3>>
}

// Max pooling likewise (unsigned storage is outside the int8 profile):
// padding no window reaches is dropped.
// CHECK-LABEL: func.func @max_pool_fallback_geometry
// CHECK: tosa.max_pool2d {{.*}}pad = array<i64: 1, 0, 1, 0>{{.*}} -> tensor<1x2x2x1xf32>
func.func @max_pool_fallback_geometry(%a: tensor<1x4x4x1x!quant.uniform<u8:f32, 0.5:128>>) -> tensor<1x2x2x1x!quant.uniform<u8:f32, 0.5:128>> {
  // expected-remark @+1 {{kept in floating point}}
  %0 = quantkit.max_pool2d %a {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : tensor<1x4x4x1x!quant.uniform<u8:f32, 0.5:128>> -> tensor<1x2x2x1x!quant.uniform<u8:f32, 0.5:128>>
  return %0 : tensor<1x2x2x1x!quant.uniform<u8:f32, 0.5:128>>
}

// An accumulator TOSA's i32 cannot hold falls back to float instead of
// wrapping around (audit 7, repro_bias_overflow.mlir).
// CHECK-LABEL: func.func @bias_overflow
// CHECK: tosa.matmul {{.*}} -> tensor<1x1x1xf32>
// CHECK: tosa.add {{.*}} -> tensor<1x1x1xf32>
// CHECK: quant.qcast {{.*}} to tensor<1x1x!quant.uniform<i8:f32, 1.000000e+08>>
func.func @bias_overflow(%l: tensor<1x2x!quant.uniform<i8:f32, 1.0>>, %r: tensor<2x1x!quant.uniform<i8:f32, 1.0>>) -> tensor<1x1x!quant.uniform<i8:f32, 1.0e8>> {
  %b = arith.constant dense<[2147480000]> : tensor<1xi32>
  %bq = quant.scast %b : tensor<1xi32> to tensor<1x!quant.uniform<i32:f32, 1.0>>
  // expected-remark @+1 {{kept in floating point: 'quantkit.matmul' op cannot be exported to TOSA: 2 products (|sum| <= 32768) plus the constant bias (|bias| <= 2147480000) may overflow TOSA's i32 accumulator}}
  %y = quantkit.matmul %l, %r, %bq {rounding = #quantkit.rounding<single_round>} : (tensor<1x2x!quant.uniform<i8:f32, 1.0>>, tensor<2x1x!quant.uniform<i8:f32, 1.0>>, tensor<1x!quant.uniform<i32:f32, 1.0>>) -> tensor<1x1x!quant.uniform<i8:f32, 1.0e8>>
  return %y : tensor<1x1x!quant.uniform<i8:f32, 1.0e8>>
}

// The hybrid form (float activations, quantized weights) computes in float
// on the dequantized weights; its result is float already.
// CHECK-LABEL: func.func @hybrid
// CHECK: %[[W:.*]] = quant.dcast %arg1 : tensor<3x2x!quant.uniform<i8:f32, 2.500000e-01>> to tensor<3x2xf32>
// CHECK: tosa.matmul {{.*}} -> tensor<1x2x2xf32>
// CHECK-NOT: quant.qcast
// CHECK: return {{.*}} : tensor<2x2xf32>
func.func @hybrid(%a: tensor<2x3xf32>, %w: tensor<3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2xf32> {
  // expected-remark @+1 {{kept in floating point: 'quantkit.matmul' op cannot be exported to TOSA: the hybrid form (float activations) has no integer TOSA operation}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3xf32>, tensor<3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// A rank-7 rescale has no TOSA form; its float form is a dequantize and a
// quantize.
// CHECK-LABEL: func.func @rank7_rescale
// CHECK: %[[D:.*]] = quant.dcast %arg0
// CHECK: quant.qcast %[[D]] {{.*}} to tensor<1x1x1x1x1x1x2x!quant.uniform<i8:f32, 2.500000e-01:1>>
func.func @rank7_rescale(%a: tensor<1x1x1x1x1x1x2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<1x1x1x1x1x1x2x!quant.uniform<i8:f32, 0.25:1>> {
  // expected-remark @+1 {{kept in floating point: 'quantkit.rescale' op cannot be exported to TOSA: rank 7 is above TOSA's MAX_RANK of 6 (level 8K)}}
  %0 = quantkit.rescale %a : tensor<1x1x1x1x1x1x2x!quant.uniform<i8:f32, 0.5:3>> to tensor<1x1x1x1x1x1x2x!quant.uniform<i8:f32, 0.25:1>>
  return %0 : tensor<1x1x1x1x1x1x2x!quant.uniform<i8:f32, 0.25:1>>
}
