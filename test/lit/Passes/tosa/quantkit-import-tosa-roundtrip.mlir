// RUN: %quantkit-opt %S/quantkit-export-tosa.mlir --split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-export-tosa{rounding=single_round},quantkit-import-tosa)' \
// RUN:   2> %t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARKS < %t.remarks
// RUN: %quantkit-opt %S/quantkit-export-tosa-linalg.mlir --split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-export-tosa{rounding=double_round},quantkit-import-tosa)' \
// RUN:   2> %t-linalg.remarks | FileCheck %s --check-prefix=LINALG
// RUN: not grep remark %t-linalg.remarks

// The lit cases of quantkit-export-tosa (compute ops, and regions fused from
// linalg and TOSA), exported then imported: each kernel comes back as the
// quantkit op it was exported from, with its zero points and storage range,
// scale 1 on activations and m * 2^-n on weights (not the original reals:
// TOSA keeps only the Q31 multipliers), the rounding the export used, and
// the padding the export trimmed to TOSA's exact output size (rows no
// window reads; the same results). Only the narrow 16- and 32-bit rescales,
// exported as rescale + tosa.maximum/minimum (+ rescale by 1), stay TOSA.
// Execution/import_tosa_roundtrip.test compares the integers of the
// export cross-check's cases after the same round trip.

// CHECK-LABEL: func.func @conv
// CHECK: quantkit.conv2d {{.*}}padding = array<i64: 1, 0, 1, 0>, rounding = #quantkit.rounding<single_round>, strides = array<i64: 2, 2>}
// CHECK-SAME: (tensor<1x4x4x2x!quant.uniform<i8:f32, 1.000000e+00:-3>>, tensor<3x3x3x2x!quant.uniform<i8:f32:0, {{.*}}>>, tensor<3x!quant.uniform<i32:f32:0, {{.*}}>>) -> tensor<1x2x2x3x!quant.uniform<i8:f32, 1.000000e+00:2>>

// CHECK-LABEL: func.func @grouped_conv
// CHECK: quantkit.conv2d {{.*}}groups = 2 : i64{{.*}} -> tensor<1x2x2x4x!quant.uniform<i8:f32, 1.000000e+00:2>>
// CHECK-NOT: tosa.conv2d
// CHECK-NOT: tosa.slice
// CHECK-NOT: tosa.concat

// CHECK-LABEL: func.func @add_then_rescale
// CHECK: quantkit.add {{.*}}rounding<double_round>{{.*}} -> tensor<4x!quant.uniform<i8<-128:20>:f32, 2.000000e+00>>
// CHECK: quantkit.rescale {{.*}} to tensor<4x!quant.uniform<i8:f32, 1.000000e+00:7>>

// CHECK-LABEL: func.func @matmul
// CHECK: quantkit.matmul

// CHECK-LABEL: func.func @depthwise_pool_mul
// CHECK: quantkit.depthwise_conv2d
// CHECK: quantkit.avg_pool2d
// CHECK: quantkit.max_pool2d
// CHECK: quantkit.mul
// CHECK-NOT: tosa.rescale

// CHECK-LABEL: func.func @regions
// CHECK: quantkit.conv2d {{.*}} -> tensor<1x4x4x2x!quant.uniform<i8<-128:-104>:f32, 1.000000e+00:-128>>
// CHECK: quantkit.max_pool2d

// CHECK-LABEL: func.func @constant_port
// CHECK: quantkit.add

// CHECK-LABEL: func.func @rescale_narrow_i16
// CHECK: tosa.rescale
// CHECK: tosa.maximum
// CHECK-LABEL: func.func @rescale_narrow_i32
// CHECK: tosa.rescale
// CHECK: tosa.maximum

// REMARKS-COUNT-3: remark: left as TOSA: outside a contraction, an add, a mul or a mean, only rescales between i8 and i16 values are imported
// REMARKS-NOT: remark

// LINALG-LABEL: func.func @conv_bias_relu6
// LINALG: quantkit.conv2d {{.*}}rounding<double_round>
// LINALG-LABEL: func.func @matmul_bias
// LINALG: quantkit.matmul
// LINALG-LABEL: func.func @tosa_depthwise
// LINALG: quantkit.depthwise_conv2d
// LINALG-LABEL: func.func @linalg_depthwise_reshape
// LINALG: quantkit.depthwise_conv2d
// LINALG-NOT: tosa.{{(conv2d|depthwise_conv2d|matmul|rescale|clamp|add) }}
