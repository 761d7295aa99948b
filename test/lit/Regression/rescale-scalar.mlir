// RUN: %quantkit-opt --pass-pipeline='builtin.module(quantkit-to-int)' %s | FileCheck %s

// Found by quantkit-fuzz: lowering a rescale of a scalar (not a tensor) read
// per-channel multiplier tables that a per-tensor rescale does not have and
// crashed. It lowers to integer arithmetic: x8 is a shift by 4 and the Q31
// multiplier 2^30.

// CHECK-LABEL: func.func @scalar_rescale(%{{.*}}: i8) -> i32
// CHECK-DAG: arith.constant 1073741824 : i128
// CHECK-DAG: arith.constant 4 : i128
// CHECK: arith.extsi %{{.*}} : i8 to i128
// CHECK: arith.trunci %{{.*}} : i64 to i32
func.func @scalar_rescale(%s: !quant.uniform<i8:f32, 0.5>) -> !quant.uniform<i32:f32, 0.0625> {
  %0 = quantkit.rescale %s : !quant.uniform<i8:f32, 0.5> to !quant.uniform<i32:f32, 0.0625>
  return %0 : !quant.uniform<i32:f32, 0.0625>
}
