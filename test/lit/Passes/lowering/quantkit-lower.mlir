// RUN: %quantkit-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-lower)' | FileCheck %s
// RUN: %quantkit-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-lower{zp-correction=inline})' \
// RUN:   | FileCheck %s --check-prefix=INLINE

// Function signatures, calls and returns lose their quantized types.
// CHECK-LABEL: func.func @signature
// CHECK-SAME: (%{{.*}}: tensor<4xi8>) -> tensor<4xi8>
// CHECK-NOT: quant
// CHECK: call @callee(%{{.*}}) : (tensor<4xi8>) -> tensor<4xi8>
func.func private @callee(tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
func.func @signature(%arg0: tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>> {
  %0 = call @callee(%arg0) : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.5>>
}

// -----

// qcast divides in f32, rounds half to even, clamps before converting (so
// no input is poison) and maps NaN to the zero point.
// CHECK-LABEL: func.func @qcast
// CHECK: linalg.generic
// CHECK: arith.divf
// CHECK: math.roundeven
// CHECK: arith.maximumf
// CHECK: arith.minimumf
// CHECK: arith.cmpf uno
// CHECK: arith.select
// CHECK: arith.fptosi
// CHECK-NOT: !quant
func.func @qcast(%arg0: tensor<8xf32>) -> tensor<8x!quant.uniform<i8:f32, 0.25:-3>> {
  %0 = quant.qcast %arg0 : tensor<8xf32> to tensor<8x!quant.uniform<i8:f32, 0.25:-3>>
  return %0 : tensor<8x!quant.uniform<i8:f32, 0.25:-3>>
}

// -----

// Post-accumulation zero-point correction: a pure integer linalg.matmul,
// row sums of the lhs (the weights' zero point is not 0) and column sums of
// the rhs (the activations' zero point is not 0), all in i32 because
// K = 16 keeps the bound far below 2^31.
// CHECK-LABEL: func.func @matmul_post
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x16xi8>, tensor<16x8xi8>) outs(%{{.*}} : tensor<4x8xi32>)
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// INLINE-LABEL: func.func @matmul_post
// INLINE-NOT: linalg.matmul
// INLINE: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]
// INLINE: arith.subi
// INLINE: arith.subi
// INLINE: arith.muli
func.func @matmul_post(%a: tensor<4x16x!quant.uniform<i8:f32, 0.5:3>>, %w: tensor<16x8x!quant.uniform<i8:f32, 0.25:-2>>) -> tensor<4x8x!quant.uniform<i8:f32, 1.0:1>> {
  %0 = quantkit.matmul %a, %w : (tensor<4x16x!quant.uniform<i8:f32, 0.5:3>>, tensor<16x8x!quant.uniform<i8:f32, 0.25:-2>>) -> tensor<4x8x!quant.uniform<i8:f32, 1.0:1>>
  return %0 : tensor<4x8x!quant.uniform<i8:f32, 1.0:1>>
}

// -----

// A reduction too long for a provably safe 32-bit accumulator uses i64.
// CHECK-LABEL: func.func @matmul_wide
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<1x200000xi8>, tensor<200000x2xi8>) outs(%{{.*}} : tensor<1x2xi64>)
func.func @matmul_wide(%a: tensor<1x200000x!quant.uniform<i8:f32, 0.5>>, %w: tensor<200000x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x2x!quant.uniform<i8:f32, 1.0>> {
  %0 = quantkit.matmul %a, %w : (tensor<1x200000x!quant.uniform<i8:f32, 0.5>>, tensor<200000x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x2x!quant.uniform<i8:f32, 1.0>>
  return %0 : tensor<1x2x!quant.uniform<i8:f32, 1.0>>
}

// -----

// Hybrid weights stay i8 in memory: they are dequantized inside the loop,
// with no float copy of the weight tensor.
// CHECK-LABEL: func.func @hybrid
// CHECK-NOT: tensor<16x8xf32>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<4x16xf32>, tensor<16x8xi8>)
// CHECK: arith.sitofp
// CHECK: arith.mulf
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK-NOT: tensor<16x8xf32>
func.func @hybrid(%a: tensor<4x16xf32>, %w: tensor<16x8x!quant.uniform<i8:f32, 0.25>>) -> tensor<4x8xf32> {
  %0 = quantkit.matmul %a, %w : (tensor<4x16xf32>, tensor<16x8x!quant.uniform<i8:f32, 0.25>>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// Padding stands for the input zero point.
// CHECK-LABEL: func.func @conv_padding
// CHECK: %[[ZP:.*]] = arith.constant -7 : i8
// CHECK: tensor.pad %{{.*}} low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: tensor.yield %[[ZP]] : i8
// CHECK: linalg.conv_2d_nhwc_fhwc
func.func @conv_padding(%in: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-7>>, %f: tensor<3x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x4x4x3x!quant.uniform<i8:f32, 1.0>> {
  %0 = quantkit.conv2d %in, %f {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.5:-7>>, tensor<3x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x4x4x3x!quant.uniform<i8:f32, 1.0>>
  return %0 : tensor<1x4x4x3x!quant.uniform<i8:f32, 1.0>>
}
