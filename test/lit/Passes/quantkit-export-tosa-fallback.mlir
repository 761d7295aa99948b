// RUN: %quantkit-opt %s -verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(quantkit-export-tosa{allow-float-fallback=true})' | FileCheck %s

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

// CHECK-LABEL: func.func @logistic
// CHECK: %[[Q:.*]] = quant.qcast %arg0 : tensor<4xf32> to tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>
// CHECK: %[[D:.*]] = quant.dcast %[[Q]]
// CHECK: %[[S:.*]] = tosa.sigmoid %[[D]]
// CHECK: %[[Q2:.*]] = quant.qcast %[[S]] : tensor<4xf32> to tensor<4x!quant.uniform<i8:f32, 3.906250e-03:-128>>
// CHECK: %[[D2:.*]] = quant.dcast %[[Q2]]
// CHECK: return %[[D2]]
func.func @logistic(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-remark @+1 {{kept in floating point: 'quantkit.region' op logical kernel 'logistic' cannot be exported to TOSA: its body is not one TOSA/linalg kernel}}
  %0 = quantkit.region "logistic" (%a) in [!quant.uniform<i8:f32, 0.5>] out [!quant.uniform<i8:f32, 0.00390625:-128>]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    %s = tosa.sigmoid %x : (tensor<4xf32>) -> tensor<4xf32>
    quantkit.return %s : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}
