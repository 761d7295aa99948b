// quantkit-correct-bias on records written by hand: records of a key are
// summed (the corrected bias is b - sum / count), a record may continue on
// the next line after its header, a value is a decimal or the exact
// M * 2^E written `MpE` that quantkit-debug-layers prints, and every mismatch between the records
// and the program is an error located in the records file or at the
// kernel.
// RUN: echo "quantkit-bias model.matmul.0 matmul here:1:1 : 2, 1.0, -2.0" > %t.two
// RUN: echo "quantkit-bias model.matmul.0 matmul here:1:1 :" >> %t.two
// RUN: echo "6, 3p0, 1p1" >> %t.two
// RUN: echo "quantkit-debug model.matmul.0 matmul local here:1:1 : 8, 1, 1, 1" >> %t.two
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-correct-bias{file=%t.two})' 2>&1 \
// RUN:   | FileCheck %s
// The sums are 4 and 0 over 8 elements: 0.5 - 0.5 and -0.25 - 0.
// CHECK: remark: quantkit-correct-bias: corrected 1 biases; largest mean shift 0.5 (model.matmul.0)
// CHECK-LABEL: func.func @model
// CHECK: %[[BIAS:.*]] = arith.constant dense<[0.000000e+00, -2.500000e-01]> : tensor<2xf32>
// CHECK: quantkit.region "matmul"(%{{.*}}, %{{.*}}, %[[BIAS]])
// The float kernel (kept by the deny list) has no error to correct.
// RUN: echo "" > %t.empty
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-keep-float{kernels=matmul},quantkit-propagate{target=tflite-int8},quantkit-correct-bias{file=%t.empty})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=KEPT
// KEPT: remark: quantkit-correct-bias: corrected 0 biases
// KEPT: arith.constant dense<[5.000000e-01, -2.500000e-01]> : tensor<2xf32>
// Records measured before the kernel was kept in float (a deny list tried
// on one measurement) are unused, and the remark says so.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-keep-float{kernels=matmul},quantkit-propagate{target=tflite-int8},quantkit-correct-bias{file=%t.two})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=KEPT-RECORDS
// KEPT-RECORDS: remark: quantkit-correct-bias: corrected 0 biases; 1 records of kernels kept in float unused (model.matmul.0)
// KEPT-RECORDS: arith.constant dense<[5.000000e-01, -2.500000e-01]> : tensor<2xf32>

// Errors.
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-correct-bias{file=%t.empty})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NORECORD
// NORECORD: quantkit-correct-bias.mlir:{{[0-9]+}}:{{[0-9]+}}: error: quantkit-correct-bias: no bias record for kernel 'model.matmul.0' in '{{.*}}'
// RUN: echo "quantkit-bias model.matmul.0 matmul here:1:1 : 2, 1.0, -2.0, 3.0" > %t.channels
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-correct-bias{file=%t.channels})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CHANNELS
// CHANNELS: .channels:1:1: error: record of key 'model.matmul.0' has 3 channels, the kernel's bias 2
// RUN: echo "quantkit-bias model.matmul.0 matmul here:1:1 : 2, 1.0, -2.0" > %t.merge
// RUN: echo "quantkit-bias model.matmul.0 matmul here:1:1 : 2, 1.0" >> %t.merge
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-correct-bias{file=%t.merge})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MERGE
// MERGE: .merge:2:1: error: record of key 'model.matmul.0' has 1 channels, an earlier one 2
// RUN: echo "quantkit-bias model.matmul.0 matmul here:1:1 : 2, 1.0, -2.0" > %t.other
// RUN: echo "quantkit-bias model.conv2d.4 conv2d here:1:1 : 2, 1.0, -2.0" >> %t.other
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-correct-bias{file=%t.other})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OTHER
// OTHER: .other:2:1: error: bias record of key 'model.conv2d.4' names no kernel of this program
// RUN: echo "quantkit-bias model.matmul.0 matmul here:1:1 : 0, 1.0, -2.0" > %t.count
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-correct-bias{file=%t.count})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=COUNT
// COUNT: .count:1:1: error: expected a positive element count, got '0'
// RUN: echo "quantkit-bias model.matmul.0 matmul here:1:1 : 2, 1.0, nan" > %t.nan
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-correct-bias{file=%t.nan})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NAN
// NAN: .nan:1:1: error: expected a finite error sum, got 'nan'
// RUN: echo "quantkit-bias model.matmul.0 matmul here:1:1 : 2, 1p, 5p-1" > %t.exponent
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-correct-bias{file=%t.exponent})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EXPONENT
// EXPONENT: .exponent:1:1: error: expected a finite error sum, got '1p'
// 2^1100 is beyond f64.
// RUN: echo "quantkit-bias model.matmul.0 matmul here:1:1 : 2, 1p1100, 5p-1" > %t.huge
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-correct-bias{file=%t.huge})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=HUGE
// HUGE: .huge:1:1: error: expected a finite error sum, got '1p1100'
// RUN: echo "quantkit-bias model.matmul.0" > %t.short
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-correct-bias{file=%t.short})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SHORT
// SHORT: .short:1:1: error: expected 'quantkit-bias KEY KERNEL LOCATION : N, SUM...'
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-correct-bias{file=%t.missing})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MISSING
// MISSING: error: quantkit-correct-bias: cannot read the records '{{.*}}.missing'
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-correct-bias)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOFILE
// NOFILE: error: quantkit-correct-bias needs the records of quantkit-debug-layers{measure=bias} (file=PATH)
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-debug-layers{measure=mean})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MEASURE
// MEASURE: quantkit-debug-layers: measure='mean' is not one of sqnr, bias, hessian

func.func @model(%x: tensor<4x8xf32>, %w: tensor<8x2xf32>) -> tensor<4x2xf32> {
  %xs = quantkit.stats %x {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4x8xf32>
  %ws = quantkit.stats %w {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<8x2xf32>
  %b = arith.constant dense<[0.5, -0.25]> : tensor<2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %m = linalg.matmul ins(%xs, %ws : tensor<4x8xf32>, tensor<8x2xf32>) outs(%z : tensor<4x2xf32>) -> tensor<4x2xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<4x2xf32>, tensor<2xf32>) outs(%e : tensor<4x2xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<4x2xf32>
  %ys = quantkit.stats %y {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<4x2xf32>
  return %ys : tensor<4x2xf32>
}
