// quantkit-keep-float, through quantkit-quantize's keep-float option: a
// deny-list entry by key, by kernel and by location keeps those kernels in
// floating point; the others are quantized as without it, and the coverage
// remark gives the entry as the reason.
// RUN: %quantkit-opt %s -o - 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 keep-float=model.add.1})' \
// RUN:   | FileCheck %s --check-prefix=KEY
// RUN: %quantkit-opt %s -o - 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 keep-float=matmul})' \
// RUN:   | FileCheck %s --check-prefix=KIND
// RUN: %quantkit-opt %s -o - 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 keep-float=quantkit-keep-float.mlir:91})' \
// RUN:   | FileCheck %s --check-prefix=KIND
// RUN: %quantkit-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8})' \
// RUN:   | FileCheck %s --check-prefix=INDEX
// RUN: not %quantkit-opt %s -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 keep-float=model.conv2d.0,add})' \
// RUN:   | FileCheck %s --check-prefix=NOMATCH

// The int16x8 list: activation ports ask for 16 bits, the matmul's weight
// port keeps its spec; on tflite-mixed the 16x8 matmul is selected and the
// int8 add reads it through a rescale. A kernel in both lists is kept in
// float.
// RUN: %quantkit-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-mixed},quantkit-keep-float{int16x8=model.matmul.0})' \
// RUN:   | FileCheck %s --check-prefix=WIDE
// RUN: %quantkit-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-mixed},quantkit-keep-float{int16x8=add})' \
// RUN:   | FileCheck %s --check-prefix=WIDEADD
// RUN: %quantkit-opt %s -o - 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-mixed keep-int16x8=model.matmul.0})' \
// RUN:   | FileCheck %s --check-prefix=MIXED
// RUN: %quantkit-opt %s -o - 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-mixed keep-float=matmul keep-int16x8=matmul})' \
// RUN:   | FileCheck %s --check-prefix=BOTH
// RUN: not %quantkit-opt %s -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-mixed keep-int16x8=model.conv2d.0})' \
// RUN:   | FileCheck %s --check-prefix=WIDENOMATCH
// A target without 16-bit kernels says so at the kernel.
// RUN: not %quantkit-opt %s -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 keep-int16x8=model.matmul.0})' \
// RUN:   | FileCheck %s --check-prefix=NARROW
// NARROW: quantkit-keep-float.mlir:[[@LINE+47]]:8: error: no kernel 'matmul' of target 'tflite-int8' matches: kernel #2 input #0 stores 8 bits, fewer than the 16 asked for

// WIDE-LABEL: func.func @model
// WIDE: quantkit.region "matmul"({{.*}}) in [!quant.any<i16:f32>, !quant.calibrated<f32<-1.000000e+00:1.000000e+00>>] out [!quant.any<i16:f32>]
// WIDE: quantkit.region "add"({{.*}}) in [!quant.calibrated<{{.*}}>, !quant.calibrated<{{.*}}>] out [!quant.calibrated<

// WIDEADD: quantkit.region "matmul"({{.*}}) in [!quant.calibrated<{{.*}}>, !quant.calibrated<{{.*}}>] out [!quant.calibrated<
// WIDEADD: quantkit.region "add"({{.*}}) in [!quant.any<i16:f32>, !quant.any<i16:f32>] out [!quant.any<i16:f32>]

// MIXED-LABEL: func.func @model
// MIXED: quantkit.matmul {{.*}} : (tensor<4x8x!quant.uniform<i16:f32, {{.*}}>>, tensor<8x3x!quant.uniform<i8<-127:127>:f32, {{.*}}>>) -> tensor<4x3x!quant.uniform<i16:f32,
// MIXED: quantkit.rescale {{.*}} : tensor<4x3x!quant.uniform<i16:f32, {{.*}}>> to tensor<4x3x!quant.uniform<i8:f32,
// MIXED: quantkit.add {{.*}} -> tensor<4x3x!quant.uniform<i8:f32,

// BOTH: kept in float by quantkit-keep-float ('matmul')
// BOTH-LABEL: func.func @model
// BOTH-NOT: quantkit.matmul
// BOTH: linalg.matmul
// BOTH: quantkit.add

// WIDENOMATCH: error: quantkit-keep-float: int16x8 entry 'model.conv2d.0' matches no kernel

// quantkit-fuse numbers the regions of each function in program order.
// INDEX: quantkit.region "matmul"{{.*}}quantkit.kernel_index = 0 : i64
// INDEX: quantkit.region "add"{{.*}}quantkit.kernel_index = 1 : i64

// KEY: kept in float by quantkit-keep-float ('model.add.1')
// KEY-LABEL: func.func @model
// KEY: quantkit.matmul
// KEY-NOT: quantkit.add
// KEY: linalg.add

// KIND: kept in float by quantkit-keep-float
// KIND-LABEL: func.func @model
// KIND-NOT: quantkit.matmul
// KIND: linalg.matmul
// KIND: quantkit.add

// NOMATCH: error: quantkit-keep-float: kernels entry 'model.conv2d.0' matches no kernel
// NOMATCH-NOT: entry 'add'

func.func @model(%x: tensor<4x8xf32>, %w: tensor<8x3xf32>) -> tensor<4x3xf32> {
  %xs = quantkit.stats %x {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4x8xf32>
  %ws = quantkit.stats %w {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<8x3xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  %m = linalg.matmul ins(%xs, %ws : tensor<4x8xf32>, tensor<8x3xf32>) outs(%z : tensor<4x3xf32>) -> tensor<4x3xf32>
  %ms = quantkit.stats %m {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<4x3xf32>
  %a = linalg.add ins(%ms, %ms : tensor<4x3xf32>, tensor<4x3xf32>) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  %as = quantkit.stats %a {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<4x3xf32>
  return %as : tensor<4x3xf32>
}
