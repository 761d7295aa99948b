// Bias correction on a layer whose error is known. In every column of the
// weights the largest value is exactly 127 steps of the column's scale
// (1/128, 1/256, 1/64), so the scales are those powers of two; the seven
// other weights lie a quarter step off the grid in columns 0 and 1 and on
// it in column 2. Rounding moves each of them by a quarter step: by
// -1/512 in column 0 (1.25 -> 1 steps of 1/128) and by -1/1024 in
// column 1 (-1.75 -> -2 steps of 1/256). The input, 2.0 everywhere, is on
// its grid (scale 1/64), and so are the biases. So each product (the
// value the bias is added to) of column 0 is 7 * 2 * (-1/512) = -0.02734375
// below the float one, of column 1 7 * 2 * (-1/1024) = -0.013671875 below,
// of column 2 exact; over the four rows of the one calibration call the
// sums are -0.109375, -0.0546875, 0.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-debug-layers{measure=bias},quantkit-materialize,quantkit-to-int,quantkit-to-llvm)' \
// RUN:   | %mlir-runner -e calibrate -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils.so,%mlir_lib_dir/libmlir_c_runner_utils.so > %t.records
// RUN: FileCheck %s --check-prefix=RECORD < %t.records
// The corrected biases are b - sum / 4, as int32 at the input scale times
// the weight scale: 0.5 + 0.02734375 = 4320 / 8192 and -0.25 + 0.013671875
// = -3872 / 16384; column 2 keeps 1.0 = 4096 / 4096.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 correct-bias=%t.records})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CORRECTED
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PLAIN
// Run: the float output of column 0, 2.62109375, lies between the output
// grid's 2.57255 (40 steps of 16/255 above -1 step) and 2.63529, nearer
// the latter. Uncorrected, the int8 layer computes 2.59375 and rounds to
// the former; corrected, it gives the latter, as float does.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8},quantkit-to-int,quantkit-to-llvm)' 2>/dev/null \
// RUN:   | %run | FileCheck %s --check-prefix=RUN-PLAIN
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 correct-bias=%t.records},quantkit-to-int,quantkit-to-llvm)' 2>/dev/null \
// RUN:   | %run | FileCheck %s --check-prefix=RUN-CORRECTED

// RECORD: quantkit-bias model.matmul.0 matmul {{.*}}bias-correction.mlir:{{[0-9]+}}:{{[0-9]+}} :
// RECORD: 4, -7p-6, -7p-7, 0p0

// CORRECTED: remark: quantkit-correct-bias: corrected 1 biases; largest mean shift 0.0273 (model.matmul.0)
// CORRECTED-LABEL: func.func @model
// CORRECTED: arith.constant dense<[4320, -3872, 4096]> : tensor<3xi32>
// PLAIN-LABEL: func.func @model
// PLAIN: arith.constant dense<[4096, -4096, 4096]> : tensor<3xi32>

// RUN-PLAIN-COUNT-4: [2.57255, 0.627451, 5.83529]
// RUN-CORRECTED-COUNT-4: [2.63529, 0.627451, 5.83529]

func.func @model(%x: tensor<4x8xf32>) -> tensor<4x3xf32> {
  %xs = quantkit.stats %x {layerStats = dense<[0.0, 3.984375]> : tensor<2xf32>} : tensor<4x8xf32>
  %w = arith.constant dense<[[0.9921875, 0.49609375, 1.984375],
                             [0.009765625, -0.0068359375, 0.0625],
                             [0.009765625, -0.0068359375, 0.0625],
                             [0.009765625, -0.0068359375, 0.0625],
                             [0.009765625, -0.0068359375, 0.0625],
                             [0.009765625, -0.0068359375, 0.0625],
                             [0.009765625, -0.0068359375, 0.0625],
                             [0.009765625, -0.0068359375, 0.0625]]> : tensor<8x3xf32>
  %b = arith.constant dense<[0.5, -0.25, 1.0]> : tensor<3xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  %m = linalg.matmul ins(%xs, %w : tensor<4x8xf32>, tensor<8x3xf32>) outs(%z : tensor<4x3xf32>) -> tensor<4x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<4x3xf32>, tensor<3xf32>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<4x3xf32>
  %ys = quantkit.stats %y {layerStats = dense<[-8.0, 8.0]> : tensor<2xf32>} : tensor<4x3xf32>
  return %ys : tensor<4x3xf32>
}

func.func private @printMemrefF32(memref<*xf32>)

func.func @calibrate() {
  %x = arith.constant dense<2.0> : tensor<4x8xf32>
  %y = call @model(%x) : (tensor<4x8xf32>) -> tensor<4x3xf32>
  return
}

func.func @main() {
  %x = arith.constant dense<2.0> : tensor<4x8xf32>
  %y = call @model(%x) : (tensor<4x8xf32>) -> tensor<4x3xf32>
  %b = bufferization.to_buffer %y : tensor<4x3xf32> to memref<4x3xf32>
  %u = memref.cast %b : memref<4x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
