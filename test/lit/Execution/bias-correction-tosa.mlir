// Bias correction of the TOSA forms a TFLite model keeps, on the layer of
// bias-correction.mlir (its error known by construction; see there): once
// as a 1x1 tosa.conv2d over 2x2 pixels, which adds its bias inside itself,
// and once as a fully connected layer, tosa.matmul then tosa.add of the
// bias reshaped to [1, 1, 3]. Per column and pixel (or row) the products
// fall 0.02734375, 0.013671875 and 0 below float; over the four of the one
// calibration call the sums are -0.109375, -0.0546875, 0 in both. The
// convolution's records compare values that both hold the float bias: it
// cancels exactly here.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-debug-layers{measure=bias},quantkit-materialize,quantkit-to-int,quantkit-to-llvm)' \
// RUN:   | %mlir-runner -e calibrate -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils.so,%mlir_lib_dir/libmlir_c_runner_utils.so > %t.records
// RUN: FileCheck %s --check-prefix=RECORD < %t.records
// The corrected biases: 0.5 + 0.02734375 = 4320 / 8192 and -0.25 +
// 0.013671875 = -3872 / 16384 as int32; column 2 keeps 1.0 = 4096 / 4096.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 correct-bias=%t.records})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CORRECTED
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PLAIN
// Run: column 0's float output 2.62109375 is nearer the output grid's
// 2.63529 than 2.57255; uncorrected, the int8 layer gives the latter,
// corrected the former, as float does.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8},quantkit-to-int,quantkit-to-llvm)' 2>/dev/null \
// RUN:   | %run | FileCheck %s --check-prefix=RUN-PLAIN
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 correct-bias=%t.records},quantkit-to-int,quantkit-to-llvm)' 2>/dev/null \
// RUN:   | %run | FileCheck %s --check-prefix=RUN-CORRECTED

// A kernel whose bias reshape comes before the matmul is measured alike.
// RUN: %quantkit-opt %S/Inputs/bias-reshape-first.mlir --pass-pipeline='builtin.module(quantkit-debug-layers{measure=bias},quantkit-materialize,quantkit-to-int,quantkit-to-llvm)' \
// RUN:   | %mlir-runner -e calibrate -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils.so,%mlir_lib_dir/libmlir_c_runner_utils.so \
// RUN:   | FileCheck %s --check-prefix=RESHAPE-FIRST
// RESHAPE-FIRST: quantkit-bias model.matmul.1 matmul {{.*}}bias-reshape-first.mlir:{{[0-9]+}}:{{[0-9]+}} :
// RESHAPE-FIRST: 4, -7p-6, -7p-7, 0p0

// RECORD: quantkit-bias model.conv2d.0 conv2d {{.*}}bias-correction-tosa.mlir:{{[0-9]+}}:{{[0-9]+}} :
// RECORD: 4, -7p-6, -7p-7, 0p0
// RECORD: quantkit-bias model.matmul.1 matmul {{.*}}bias-correction-tosa.mlir:{{[0-9]+}}:{{[0-9]+}} :
// RECORD: 4, -7p-6, -7p-7, 0p0

// CORRECTED: remark: quantkit-correct-bias: corrected 2 biases; largest mean shift 0.0273 (model.conv2d.0)
// CORRECTED-LABEL: func.func @model
// CORRECTED-COUNT-2: arith.constant dense<[4320, -3872, 4096]> : tensor<3xi32>
// PLAIN-LABEL: func.func @model
// PLAIN-COUNT-2: arith.constant dense<[4096, -4096, 4096]> : tensor<3xi32>

// RUN-PLAIN-COUNT-8: [2.57255, 0.627451, 5.83529]
// RUN-CORRECTED-COUNT-8: [2.63529, 0.627451, 5.83529]

func.func @model(%x: tensor<1x2x2x8xf32>, %v: tensor<1x4x8xf32>) -> (tensor<1x2x2x3xf32>, tensor<1x4x3xf32>) {
  %xs = quantkit.stats %x {layerStats = dense<[0.0, 3.984375]> : tensor<2xf32>} : tensor<1x2x2x8xf32>
  %vs = quantkit.stats %v {layerStats = dense<[0.0, 3.984375]> : tensor<2xf32>} : tensor<1x4x8xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // [F, KH, KW, C]: bias-correction.mlir's [8, 3] weights transposed.
  %cw = "tosa.const"() <{values = dense<[
      [[[0.9921875, 0.009765625, 0.009765625, 0.009765625, 0.009765625, 0.009765625, 0.009765625, 0.009765625]]],
      [[[0.49609375, -0.0068359375, -0.0068359375, -0.0068359375, -0.0068359375, -0.0068359375, -0.0068359375, -0.0068359375]]],
      [[[1.984375, 0.0625, 0.0625, 0.0625, 0.0625, 0.0625, 0.0625, 0.0625]]]]> : tensor<3x1x1x8xf32>}> : () -> tensor<3x1x1x8xf32>
  %cb = "tosa.const"() <{values = dense<[0.5, -0.25, 1.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %c = tosa.conv2d %xs, %cw, %cb, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x8xf32>, tensor<3x1x1x8xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x3xf32>
  %cs = quantkit.stats %c {layerStats = dense<[-8.0, 8.0]> : tensor<2xf32>} : tensor<1x2x2x3xf32>
  // [1, K, N]: the same weights as a fully connected layer's.
  %mw = "tosa.const"() <{values = dense<[[[0.9921875, 0.49609375, 1.984375],
                             [0.009765625, -0.0068359375, 0.0625],
                             [0.009765625, -0.0068359375, 0.0625],
                             [0.009765625, -0.0068359375, 0.0625],
                             [0.009765625, -0.0068359375, 0.0625],
                             [0.009765625, -0.0068359375, 0.0625],
                             [0.009765625, -0.0068359375, 0.0625],
                             [0.009765625, -0.0068359375, 0.0625]]]> : tensor<1x8x3xf32>}> : () -> tensor<1x8x3xf32>
  %mb = "tosa.const"() <{values = dense<[0.5, -0.25, 1.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %m = tosa.matmul %vs, %mw, %zp, %zp : (tensor<1x4x8xf32>, tensor<1x8x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x3xf32>
  %shape = tosa.const_shape {values = dense<[1, 1, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %mbr = tosa.reshape %mb, %shape : (tensor<3xf32>, !tosa.shape<3>) -> tensor<1x1x3xf32>
  %y = tosa.add %m, %mbr : (tensor<1x4x3xf32>, tensor<1x1x3xf32>) -> tensor<1x4x3xf32>
  %ys = quantkit.stats %y {layerStats = dense<[-8.0, 8.0]> : tensor<2xf32>} : tensor<1x4x3xf32>
  return %cs, %ys : tensor<1x2x2x3xf32>, tensor<1x4x3xf32>
}

func.func private @printMemrefF32(memref<*xf32>)

func.func @calibrate() {
  %x = arith.constant dense<2.0> : tensor<1x2x2x8xf32>
  %v = arith.constant dense<2.0> : tensor<1x4x8xf32>
  %y:2 = call @model(%x, %v) : (tensor<1x2x2x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x2x2x3xf32>, tensor<1x4x3xf32>)
  return
}

func.func @main() {
  %x = arith.constant dense<2.0> : tensor<1x2x2x8xf32>
  %v = arith.constant dense<2.0> : tensor<1x4x8xf32>
  %y:2 = call @model(%x, %v) : (tensor<1x2x2x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x2x2x3xf32>, tensor<1x4x3xf32>)
  %c = bufferization.to_buffer %y#0 : tensor<1x2x2x3xf32> to memref<1x2x2x3xf32>
  %cu = memref.cast %c : memref<1x2x2x3xf32> to memref<*xf32>
  call @printMemrefF32(%cu) : (memref<*xf32>) -> ()
  %m = bufferization.to_buffer %y#1 : tensor<1x4x3xf32> to memref<1x4x3xf32>
  %mu = memref.cast %m : memref<1x4x3xf32> to memref<*xf32>
  call @printMemrefF32(%mu) : (memref<*xf32>) -> ()
  return
}
