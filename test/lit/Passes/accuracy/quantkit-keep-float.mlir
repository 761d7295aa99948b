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
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 keep-float=quantkit-keep-float.mlir:46})' \
// RUN:   | FileCheck %s --check-prefix=KIND
// RUN: %quantkit-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8})' \
// RUN:   | FileCheck %s --check-prefix=INDEX
// RUN: not %quantkit-opt %s -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 keep-float=model.conv2d.0,add})' \
// RUN:   | FileCheck %s --check-prefix=NOMATCH

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
