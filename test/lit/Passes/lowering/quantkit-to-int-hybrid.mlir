// Hybrid conv2d and depthwise_conv2d (f32 activations, quantized weights,
// weight-only quantization): the weights stay in their storage type in memory, through
// quantkit-to-int and through the whole quantkit-to-int,quantkit-to-llvm
// pipeline. No f32 tensor, buffer or global of a weight's shape may appear;
// each weight is read as i8 and dequantized inside the loop.
// No f32 tensor of a weight's shape, nor an f32 global of one, in any
// function (--implicit-check-not).
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int)' \
// RUN:   | FileCheck %s --implicit-check-not='tensor<4x3x3x3xf32>' \
// RUN:       --implicit-check-not='tensor<3x3x3xf32>'
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' \
// RUN:   | FileCheck %s --check-prefix=LLVM --implicit-check-not='array<3 x f32>>>'

// The constant weights become i8 globals.
// LLVM-DAG: llvm.mlir.global private constant @__constant_4x3x3x3xi8(dense<7> : tensor<4x3x3x3xi8>)
// LLVM-DAG: llvm.mlir.global private constant @__constant_3x3x3xi8(

!W = !quant.uniform<i8:f32:0, {0.25:1, 0.5:2, 0.125:-3, 1.0:0}>
!D = !quant.uniform<i8:f32:2, {0.25:1, 0.5:2, 0.125:-3}>

// CHECK-LABEL: func.func @conv(
// CHECK-SAME: %{{.*}}: tensor<4x3x3x3xi8>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<1x7x7x3xf32>, tensor<4x3x3x3xi8>, tensor<4xf32>, tensor<4xi64>)
// CHECK: arith.extsi %{{.*}} : i8 to i64
// CHECK: arith.sitofp
// CHECK: arith.mulf
// CHECK: arith.mulf
// CHECK: arith.addf
// Two buffers: the zero-padded input and the result; the weights are read
// in place, as i8.
// LLVM-LABEL: llvm.func @conv(
// LLVM-COUNT-2: llvm.call @malloc
// LLVM-NOT: llvm.call @malloc
// LLVM: %[[Q:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i8
// LLVM: %[[X:.*]] = llvm.sext %[[Q]] : i8 to i64
// LLVM: %[[C:.*]] = llvm.sub %[[X]], %{{.*}} : i64
// LLVM: llvm.sitofp %[[C]] : i64 to f32
// LLVM-NOT: llvm.call @malloc
func.func @conv(%a: tensor<1x5x5x3xf32>, %w: tensor<4x3x3x3x!W>) -> tensor<1x5x5x4xf32> {
  %0 = quantkit.conv2d %a, %w {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x5x5x3xf32>, tensor<4x3x3x3x!W>) -> tensor<1x5x5x4xf32>
  return %0 : tensor<1x5x5x4xf32>
}

// CHECK-LABEL: func.func @conv_const(
// CHECK: %[[W:.*]] = arith.constant dense<7> : tensor<4x3x3x3xi8>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[W]], %{{.*}}, %{{.*}} : tensor<1x7x7x3xf32>, tensor<4x3x3x3xi8>, tensor<4xf32>, tensor<4xi64>)
// LLVM-LABEL: llvm.func @conv_const(
// LLVM: llvm.mlir.addressof @__constant_4x3x3x3xi8
// LLVM-COUNT-2: llvm.call @malloc
// LLVM-NOT: llvm.call @malloc
// LLVM: llvm.load %{{.*}} : !llvm.ptr -> i8
// LLVM-NOT: llvm.call @malloc
func.func @conv_const(%a: tensor<1x5x5x3xf32>) -> tensor<1x5x5x4xf32> {
  %c = arith.constant dense<7> : tensor<4x3x3x3xi8>
  %w = quant.scast %c : tensor<4x3x3x3xi8> to tensor<4x3x3x3x!W>
  %0 = quantkit.conv2d %a, %w {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x5x5x3xf32>, tensor<4x3x3x3x!W>) -> tensor<1x5x5x4xf32>
  return %0 : tensor<1x5x5x4xf32>
}

// CHECK-LABEL: func.func @dw(
// CHECK-SAME: %{{.*}}: tensor<3x3x3xi8>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<1x5x5x3xf32>, tensor<3x3x3xi8>, tensor<3xf32>, tensor<3xi64>)
// CHECK: arith.extsi %{{.*}} : i8 to i64
// CHECK: arith.sitofp
// CHECK: arith.mulf
// One buffer: the result.
// LLVM-LABEL: llvm.func @dw(
// LLVM-COUNT-1: llvm.call @malloc
// LLVM-NOT: llvm.call @malloc
// LLVM: llvm.load %{{.*}} : !llvm.ptr -> i8
// LLVM-NOT: llvm.call @malloc
func.func @dw(%a: tensor<1x5x5x3xf32>, %w: tensor<3x3x3x!D>) -> tensor<1x3x3x3xf32> {
  %0 = quantkit.depthwise_conv2d %a, %w : (tensor<1x5x5x3xf32>, tensor<3x3x3x!D>) -> tensor<1x3x3x3xf32>
  return %0 : tensor<1x3x3x3xf32>
}

// CHECK-LABEL: func.func @dw_const(
// CHECK: %[[W:.*]] = arith.constant dense<{{.*}}> : tensor<3x3x3xi8>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[W]], %{{.*}}, %{{.*}} : tensor<1x5x5x3xf32>, tensor<3x3x3xi8>, tensor<3xf32>, tensor<3xi64>)
// LLVM-LABEL: llvm.func @dw_const(
// LLVM: llvm.mlir.addressof @__constant_3x3x3xi8
// LLVM-COUNT-1: llvm.call @malloc
// LLVM-NOT: llvm.call @malloc
// LLVM: llvm.load %{{.*}} : !llvm.ptr -> i8
// LLVM-NOT: llvm.call @malloc
func.func @dw_const(%a: tensor<1x5x5x3xf32>) -> tensor<1x3x3x3xf32> {
  %c = arith.constant dense<[[[1, -2, 3], [4, 5, -6], [7, 8, 9]], [[1, 2, 3], [4, 5, 6], [7, 8, 9]], [[-1, 2, 3], [4, 5, 6], [7, 8, 9]]]> : tensor<3x3x3xi8>
  %w = quant.scast %c : tensor<3x3x3xi8> to tensor<3x3x3x!D>
  %0 = quantkit.depthwise_conv2d %a, %w : (tensor<1x5x5x3xf32>, tensor<3x3x3x!D>) -> tensor<1x3x3x3xf32>
  return %0 : tensor<1x3x3x3xf32>
}
