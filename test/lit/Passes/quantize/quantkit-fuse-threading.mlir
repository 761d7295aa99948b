// A registry-querying pass nested under func.func, with MLIR's threading on,
// over many functions: each function's pass instance resolves the target
// (a built-in one, or a target file parsed by every instance) and looks up
// kernels concurrently. The output must be byte-identical to the
// single-threaded run (the result must not depend on threading).
// RUN: %quantkit-opt %s --mlir-disable-threading \
// RUN:   --pass-pipeline='builtin.module(func.func(quantkit-fuse{target=tflite-int8}))' > %t.serial
// RUN: %quantkit-opt %s \
// RUN:   --pass-pipeline='builtin.module(func.func(quantkit-fuse{target=tflite-int8}))' > %t.threaded
// RUN: diff %t.serial %t.threaded
// RUN: FileCheck %s < %t.threaded
// RUN: grep -c 'quantkit.region "' %t.threaded | FileCheck %s --check-prefix=COUNT
// The same kernels from a target file, loaded by every function's pass.
// RUN: echo 'quantkit.target @t { kernel "add" ins(i8, i8) outs(i8) constraint free kernel "mul" ins(i8, i8) outs(i8) constraint free kernel "matmul" ins(i8, i8<-127:127> symmetric per_axis(-1) weight) outs(i8) constraint free }' > %t.target.mlir
// RUN: %quantkit-opt %s --mlir-disable-threading \
// RUN:   --pass-pipeline='builtin.module(func.func(quantkit-fuse{target-file=%t.target.mlir}))' > %t.file.serial
// RUN: %quantkit-opt %s \
// RUN:   --pass-pipeline='builtin.module(func.func(quantkit-fuse{target-file=%t.target.mlir}))' > %t.file.threaded
// RUN: diff %t.file.serial %t.file.threaded
// RUN: diff %t.serial %t.file.threaded

// Every function is fused (24 functions, 40 regions), in function order.
// COUNT: {{^}}40{{$}}
// CHECK-LABEL: func.func @f0(
// CHECK: quantkit.region "add"(%{{.*}}) in [!quant.calibrated<f32<-2.500000e-01:5.000000e-01>>, f32] out [f32]
// CHECK: quantkit.region "add"
// CHECK-LABEL: func.func @f1(
// CHECK: quantkit.region "mul"(%{{.*}}) in [!quant.calibrated<f32<-5.000000e-01:1.000000e+00>>, f32] out [f32]
// CHECK-LABEL: func.func @f2(
// CHECK: quantkit.region "matmul"(%{{.*}}) in [!quant.calibrated<f32<-7.500000e-01:1.500000e+00>>, f32] out [f32]
// CHECK-LABEL: func.func @f23(
// CHECK: quantkit.region "matmul"(%{{.*}}) in [!quant.calibrated<f32<-6.000000e+00:1.200000e+01>>, f32] out [f32]

func.func @f0(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %aq = quant.qcast %a : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-0.25:0.5>>>
  %ad = quant.dcast %aq : tensor<4x!quant.calibrated<f32<-0.25:0.5>>> to tensor<4xf32>
  %0 = arith.addf %ad, %b : tensor<4xf32>
  %1 = arith.addf %0, %b : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @f1(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %aq = quant.qcast %a : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-0.5:1.0>>>
  %ad = quant.dcast %aq : tensor<4x!quant.calibrated<f32<-0.5:1.0>>> to tensor<4xf32>
  %0 = arith.mulf %ad, %b : tensor<4xf32>
  %1 = arith.addf %0, %b : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @f2(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %xq = quant.qcast %x : tensor<2x3xf32> to tensor<2x3x!quant.calibrated<f32<-0.75:1.5>>>
  %xd = quant.dcast %xq : tensor<2x3x!quant.calibrated<f32<-0.75:1.5>>> to tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul ins(%xd, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %m : tensor<2x4xf32>
}

func.func @f3(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %aq = quant.qcast %a : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-1.0:2.0>>>
  %ad = quant.dcast %aq : tensor<4x!quant.calibrated<f32<-1.0:2.0>>> to tensor<4xf32>
  %0 = arith.addf %ad, %b : tensor<4xf32>
  %1 = arith.addf %0, %b : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @f4(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %aq = quant.qcast %a : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-1.25:2.5>>>
  %ad = quant.dcast %aq : tensor<4x!quant.calibrated<f32<-1.25:2.5>>> to tensor<4xf32>
  %0 = arith.mulf %ad, %b : tensor<4xf32>
  %1 = arith.addf %0, %b : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @f5(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %xq = quant.qcast %x : tensor<2x3xf32> to tensor<2x3x!quant.calibrated<f32<-1.5:3.0>>>
  %xd = quant.dcast %xq : tensor<2x3x!quant.calibrated<f32<-1.5:3.0>>> to tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul ins(%xd, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %m : tensor<2x4xf32>
}

func.func @f6(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %aq = quant.qcast %a : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-1.75:3.5>>>
  %ad = quant.dcast %aq : tensor<4x!quant.calibrated<f32<-1.75:3.5>>> to tensor<4xf32>
  %0 = arith.addf %ad, %b : tensor<4xf32>
  %1 = arith.addf %0, %b : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @f7(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %aq = quant.qcast %a : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-2.0:4.0>>>
  %ad = quant.dcast %aq : tensor<4x!quant.calibrated<f32<-2.0:4.0>>> to tensor<4xf32>
  %0 = arith.mulf %ad, %b : tensor<4xf32>
  %1 = arith.addf %0, %b : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @f8(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %xq = quant.qcast %x : tensor<2x3xf32> to tensor<2x3x!quant.calibrated<f32<-2.25:4.5>>>
  %xd = quant.dcast %xq : tensor<2x3x!quant.calibrated<f32<-2.25:4.5>>> to tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul ins(%xd, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %m : tensor<2x4xf32>
}

func.func @f9(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %aq = quant.qcast %a : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-2.5:5.0>>>
  %ad = quant.dcast %aq : tensor<4x!quant.calibrated<f32<-2.5:5.0>>> to tensor<4xf32>
  %0 = arith.addf %ad, %b : tensor<4xf32>
  %1 = arith.addf %0, %b : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @f10(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %aq = quant.qcast %a : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-2.75:5.5>>>
  %ad = quant.dcast %aq : tensor<4x!quant.calibrated<f32<-2.75:5.5>>> to tensor<4xf32>
  %0 = arith.mulf %ad, %b : tensor<4xf32>
  %1 = arith.addf %0, %b : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @f11(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %xq = quant.qcast %x : tensor<2x3xf32> to tensor<2x3x!quant.calibrated<f32<-3.0:6.0>>>
  %xd = quant.dcast %xq : tensor<2x3x!quant.calibrated<f32<-3.0:6.0>>> to tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul ins(%xd, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %m : tensor<2x4xf32>
}

func.func @f12(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %aq = quant.qcast %a : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-3.25:6.5>>>
  %ad = quant.dcast %aq : tensor<4x!quant.calibrated<f32<-3.25:6.5>>> to tensor<4xf32>
  %0 = arith.addf %ad, %b : tensor<4xf32>
  %1 = arith.addf %0, %b : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @f13(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %aq = quant.qcast %a : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-3.5:7.0>>>
  %ad = quant.dcast %aq : tensor<4x!quant.calibrated<f32<-3.5:7.0>>> to tensor<4xf32>
  %0 = arith.mulf %ad, %b : tensor<4xf32>
  %1 = arith.addf %0, %b : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @f14(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %xq = quant.qcast %x : tensor<2x3xf32> to tensor<2x3x!quant.calibrated<f32<-3.75:7.5>>>
  %xd = quant.dcast %xq : tensor<2x3x!quant.calibrated<f32<-3.75:7.5>>> to tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul ins(%xd, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %m : tensor<2x4xf32>
}

func.func @f15(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %aq = quant.qcast %a : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-4.0:8.0>>>
  %ad = quant.dcast %aq : tensor<4x!quant.calibrated<f32<-4.0:8.0>>> to tensor<4xf32>
  %0 = arith.addf %ad, %b : tensor<4xf32>
  %1 = arith.addf %0, %b : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @f16(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %aq = quant.qcast %a : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-4.25:8.5>>>
  %ad = quant.dcast %aq : tensor<4x!quant.calibrated<f32<-4.25:8.5>>> to tensor<4xf32>
  %0 = arith.mulf %ad, %b : tensor<4xf32>
  %1 = arith.addf %0, %b : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @f17(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %xq = quant.qcast %x : tensor<2x3xf32> to tensor<2x3x!quant.calibrated<f32<-4.5:9.0>>>
  %xd = quant.dcast %xq : tensor<2x3x!quant.calibrated<f32<-4.5:9.0>>> to tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul ins(%xd, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %m : tensor<2x4xf32>
}

func.func @f18(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %aq = quant.qcast %a : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-4.75:9.5>>>
  %ad = quant.dcast %aq : tensor<4x!quant.calibrated<f32<-4.75:9.5>>> to tensor<4xf32>
  %0 = arith.addf %ad, %b : tensor<4xf32>
  %1 = arith.addf %0, %b : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @f19(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %aq = quant.qcast %a : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-5.0:10.0>>>
  %ad = quant.dcast %aq : tensor<4x!quant.calibrated<f32<-5.0:10.0>>> to tensor<4xf32>
  %0 = arith.mulf %ad, %b : tensor<4xf32>
  %1 = arith.addf %0, %b : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @f20(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %xq = quant.qcast %x : tensor<2x3xf32> to tensor<2x3x!quant.calibrated<f32<-5.25:10.5>>>
  %xd = quant.dcast %xq : tensor<2x3x!quant.calibrated<f32<-5.25:10.5>>> to tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul ins(%xd, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %m : tensor<2x4xf32>
}

func.func @f21(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %aq = quant.qcast %a : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-5.5:11.0>>>
  %ad = quant.dcast %aq : tensor<4x!quant.calibrated<f32<-5.5:11.0>>> to tensor<4xf32>
  %0 = arith.addf %ad, %b : tensor<4xf32>
  %1 = arith.addf %0, %b : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @f22(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %aq = quant.qcast %a : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-5.75:11.5>>>
  %ad = quant.dcast %aq : tensor<4x!quant.calibrated<f32<-5.75:11.5>>> to tensor<4xf32>
  %0 = arith.mulf %ad, %b : tensor<4xf32>
  %1 = arith.addf %0, %b : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @f23(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %xq = quant.qcast %x : tensor<2x3xf32> to tensor<2x3x!quant.calibrated<f32<-6.0:12.0>>>
  %xd = quant.dcast %xq : tensor<2x3x!quant.calibrated<f32<-6.0:12.0>>> to tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul ins(%xd, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %m : tensor<2x4xf32>
}
