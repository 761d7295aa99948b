// quantkit-round-weights on records written by hand, and the IR of
// quantkit-debug-layers{measure=hessian}. The matmul's three inputs: x0
// on its own, x1 and x2 always equal (moments 9 and 4, no correlation
// between x0 and the others). Its weights are 127, 0.3 and 0.3 steps of
// 0.01 (the scale of 1.27). Nearest rounding gives 127, 0, 0: the output
// misses 0.6 steps of x1. GPTQ rounds x0's weight first (largest moment,
// nothing to move: x0 is uncorrelated), then x1's to 0, moving its error
// to x2's (0.3 + 0.3 * 4 / 4.567 = 0.563 steps: the damping adds 10% of
// the mean diagonal 17/3), which rounds to 1: the output misses 0.4 steps.
// Records of a key are summed (the second, split after its header, adds
// nothing), other lines are ignored.
// RUN: echo "quantkit-hessian model.matmul.0 matmul here:1:1 : 5, 1, 3, 9, 0, 0, 4, 4, 4" > %t.records
// RUN: echo "quantkit-hessian model.matmul.0 matmul here:1:1 :" >> %t.records
// RUN: echo "1, 1, 3, 0, 0, 0, 0, 0, 0" >> %t.records
// RUN: echo "quantkit-bias model.matmul.0 matmul here:1:1 : 8, 1" >> %t.records
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-round-weights{file=%t.records})' 2>&1 \
// RUN:   | FileCheck %s
// CHECK: remark: quantkit-round-weights: rounded 1 kernels, 1 of 3 weights off their nearest grid point; squared output error on the calibration inputs 3.52 dB below nearest rounding
// CHECK-LABEL: func.func @model
// CHECK: %[[W:.*]] = arith.constant dense<{{\[}}[1.270000e+00], [0.000000e+00], [0.00999999977]]> : tensor<3x1xf32>
// CHECK: quantkit.region "matmul"(%{{.*}}, %[[W]])
// The same through quantkit-quantize, down to the int8 codes:
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 round-weights=%t.records})' 2>/dev/null \
// RUN:   | FileCheck %s --check-prefix=CODES
// CODES: arith.constant dense<{{\[}}[127], [0], [1]]> : tensor<3x1xi8>
// A kernel kept in float has no grid to round to.
// RUN: echo "" > %t.empty
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-keep-float{kernels=matmul},quantkit-propagate{target=tflite-int8},quantkit-round-weights{file=%t.empty})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=KEPT
// KEPT: remark: quantkit-round-weights: rounded 0 kernels, 0 of 0 weights off their nearest grid point
// KEPT: arith.constant dense<{{\[}}[1.270000e+00], [3.000000e-03], [3.000000e-03]]> : tensor<3x1xf32>
// Records measured before the kernel was kept in float (a deny list tried
// on one measurement) are unused, and the remark says so.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 keep-float=matmul round-weights=%t.records})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=KEPT-RECORDS
// KEPT-RECORDS: remark: quantkit-round-weights: rounded 0 kernels, 0 of 0 weights off their nearest grid point; 1 records of kernels with float weights unused (model.matmul.0)
// KEPT-RECORDS: arith.constant dense<{{\[}}[1.270000e+00], [3.000000e-03], [3.000000e-03]]> : tensor<3x1xf32>
// An empty record (wider than the measurement's limit) leaves the weights.
// RUN: echo "quantkit-hessian model.matmul.0 matmul here:1:1 : 0, 1, 3" > %t.wide
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-round-weights{file=%t.wide})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WIDE
// WIDE: remark: quantkit-round-weights: rounded 0 kernels, 0 of 0 weights off their nearest grid point; 1 left at nearest, wider than the measurement's limit (model.matmul.0)
// WIDE: arith.constant dense<{{\[}}[1.270000e+00], [3.000000e-03], [3.000000e-03]]> : tensor<3x1xf32>
// A TOSA model (TFLite's forms): tosa.conv2d, tosa.depthwise_conv2d and
// tosa.matmul are read as linalg writes them. The measurement pads the
// input as the op does inside itself (the convolution's pad: bottom 1, the
// depthwise's: right 1) and reads it through the op's windows; each kernel
// then needs its record.
// RUN: %quantkit-opt %S/../quantize/quantkit-quantize-tosa.mlir --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-debug-layers{measure=hessian})' 2>/dev/null \
// RUN:   | FileCheck %s --check-prefix=TOSA
// TOSA-DAG: #[[CX:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d3, d2 + d4, d5)>
// TOSA-DAG: #[[CY:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d6, d2 + d7, d8)>
// TOSA-DAG: #[[DX:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d4, d2 + d5, d3)>
// TOSA-DAG: #[[DY:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d6, d2 + d7, d3)>
// TOSA-DAG: #[[MX:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// TOSA-DAG: #[[MY:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// TOSA-LABEL: func.func @cnn
// TOSA: %[[CP:.*]] = tensor.pad %arg0 low[0, 0, 0, 0] high[0, 1, 0, 0]
// TOSA: linalg.generic {indexing_maps = [#[[CX]], #[[CY]], {{.*}}]{{.*}} ins(%[[CP]], %[[CP]], %{{.*}} : tensor<1x5x4x2xf32>, tensor<1x5x4x2xf32>, tensor<1x4x4xf32>) outs(%{{.*}} : tensor<2x1x2x2x1x2xf64>)
// TOSA: vector.print str "quantkit-hessian cnn.conv2d.0 conv2d
// TOSA: %[[DP:.*]] = tensor.pad %{{.*}} low[0, 0, 0, 0] high[0, 0, 1, 0]
// TOSA: linalg.generic {indexing_maps = [#[[DX]], #[[DY]], {{.*}}]{{.*}} ins(%[[DP]], %[[DP]], %{{.*}} : tensor<1x4x5x2xf32>, tensor<1x4x5x2xf32>, tensor<1x4x4xf32>) outs(%{{.*}} : tensor<2x1x2x1x2xf64>)
// TOSA: vector.print str "quantkit-hessian cnn.depthwise_conv2d.1 depthwise_conv2d
// TOSA-LABEL: func.func @fc
// TOSA-NOT: tensor.pad
// TOSA: linalg.generic {indexing_maps = [#[[MX]], #[[MY]], {{.*}}]{{.*}} ins(%arg0, %arg0, %{{.*}} : tensor<1x2x3xf32>, tensor<1x2x3xf32>, tensor<2xf32>) outs(%{{.*}} : tensor<1x3x3xf64>)
// TOSA: vector.print str "quantkit-hessian fc.matmul.0 matmul
// RUN: not %quantkit-opt %S/../quantize/quantkit-quantize-tosa.mlir --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 round-weights=%t.empty})' -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TOSA-NORECORD
// TOSA-NORECORD: quantkit-quantize-tosa.mlir:{{[0-9]+}}:{{[0-9]+}}: error: quantkit-round-weights: no hessian record for kernel 'cnn.conv2d.0'
// A contraction kernel without constant weights is named, not skipped in
// silence.
// RUN: %quantkit-opt %S/Inputs/round-weights-unread.mlir --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 round-weights=%t.empty})' -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNREAD
// UNREAD: remark: quantkit-round-weights: rounded 0 kernels, 0 of 0 weights off their nearest grid point; 1 left as they are, their weights not a constant of a static linalg, tosa.conv2d, tosa.depthwise_conv2d or tosa.matmul contraction (dynamic.matmul.0)

// The measurement: the body up to the matmul on the float copy's inputs,
// then out[c, c'] += x[p, c] * x[p, c'] over the rows p (bound by a
// shape-only operand), in f64, as [1, 3, 3]; the record N, G, K and the
// upper triangle, the last value ending the line.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-debug-layers{measure=hessian})' 2>/dev/null \
// RUN:   | FileCheck %s --check-prefix=MEASURE
// MEASURE: #[[FIRST:.+]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// MEASURE: #[[SECOND:.+]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// MEASURE: #[[ROWS:.+]] = affine_map<(d0, d1, d2) -> (d0)>
// MEASURE: #[[OUT:.+]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// MEASURE-LABEL: func.func @model(
// MEASURE-SAME: %[[X:[^:]+]]: tensor<4x3xf32>
// MEASURE: quantkit.region "matmul"
// MEASURE: %[[ROWSHAPE:.+]] = tensor.empty() : tensor<4xf32>
// MEASURE: %[[MOMENTS:.+]] = linalg.generic {indexing_maps = [#[[FIRST]], #[[SECOND]], #[[ROWS]], #[[OUT]]], iterator_types = ["reduction", "parallel", "parallel"]} ins(%[[X]], %[[X]], %[[ROWSHAPE]] : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4xf32>) outs(%{{.*}} : tensor<3x3xf64>)
// MEASURE: arith.mulf {{.*}} : f64
// MEASURE: %[[BATCHED:.+]] = tensor.expand_shape %[[MOMENTS]] {{\[}}[0, 1], [2]] output_shape [1, 3, 3] : tensor<3x3xf64> into tensor<1x3x3xf64>
// MEASURE: vector.print str "quantkit-hessian model.matmul.0 matmul {{.*}}quantkit-round-weights.mlir:{{[0-9]+}}:{{[0-9]+}} :"
// MEASURE: vector.print %{{.*}} : i64 punctuation <comma>
// MEASURE: vector.print %{{.*}} : i64 punctuation <comma>
// MEASURE: vector.print %{{.*}} : i64 punctuation <comma>
// MEASURE: scf.for
// MEASURE: scf.for
// MEASURE: scf.for
// MEASURE: tensor.extract %[[BATCHED]]
// MEASURE: arith.bitcast %{{.*}} : f64 to i64
// MEASURE: vector.print %{{.*}} : i64 punctuation <no_punctuation>
// MEASURE: vector.print str "p"
// MEASURE: scf.if
// MEASURE: vector.print %{{.*}} : i64{{$}}
// MEASURE: } else {
// MEASURE: vector.print %{{.*}} : i64 punctuation <comma>
// MEASURE-NOT: quantkit-hessian
// MEASURE: return

// Errors.
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-round-weights{file=%t.empty})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NORECORD
// NORECORD: quantkit-round-weights.mlir:{{[0-9]+}}:{{[0-9]+}}: error: quantkit-round-weights: no hessian record for kernel 'model.matmul.0' in '{{.*}}'
// RUN: echo "quantkit-hessian model.matmul.0 matmul here:1:1 : 5, 1, 2, 9, 0, 4" > %t.columns
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-round-weights{file=%t.columns})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=COLUMNS
// COLUMNS: .columns:1:1: error: record of key 'model.matmul.0' has 1 groups of 2 columns, the kernel's weights 1 of 3
// RUN: echo "quantkit-hessian model.matmul.0 matmul here:1:1 : 5, 1, 2, 9, 0, 4" > %t.merge
// RUN: echo "quantkit-hessian model.matmul.0 matmul here:1:1 : 5, 1, 1, 9" >> %t.merge
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-round-weights{file=%t.merge})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MERGE
// MERGE: .merge:2:1: error: record of key 'model.matmul.0' has 1 groups of 1 columns, an earlier one 1 of 2
// RUN: echo "quantkit-hessian model.matmul.0 matmul here:1:1 : 5, 1, 2, 9, 0, 4" > %t.mixed
// RUN: echo "quantkit-hessian model.matmul.0 matmul here:1:1 : 0, 1, 2" >> %t.mixed
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-round-weights{file=%t.mixed})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MIXED
// MIXED: .mixed:2:1: error: record of key 'model.matmul.0' is empty, an earlier one is not
// RUN: echo "quantkit-hessian model.matmul.0 matmul here:1:1 : 5, 1, 3, 9, 0, 0, 4, 4" > %t.values
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-round-weights{file=%t.values})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=VALUES
// VALUES: .values:1:1: error: record of key 'model.matmul.0' has 5 moments, 6 expected for 1 groups of 3 columns
// RUN: echo "quantkit-hessian model.matmul.0 matmul here:1:1 : 5, 1, 3, 9, 0, 0, 4, inf, 4" > %t.inf
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-round-weights{file=%t.inf})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=INF
// INF: .inf:1:1: error: expected a finite moment, got 'inf'
// RUN: echo "quantkit-hessian model.matmul.0 matmul here:1:1 : 5, 1, 3, 9p0, 0p0, 0, 4, 1.5p2, 4" > %t.exact
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-round-weights{file=%t.exact})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EXACT
// EXACT: .exact:1:1: error: expected a finite moment, got '1.5p2'
// RUN: echo "quantkit-hessian model.matmul.0 matmul here:1:1 : -1, 1, 3" > %t.count
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-round-weights{file=%t.count})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=COUNT
// COUNT: .count:1:1: error: expected a count of inputs, N >= 0
// RUN: echo "quantkit-hessian model.matmul.0 matmul here:1:1 : 5, 0, 3" > %t.groups
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-round-weights{file=%t.groups})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=GROUPS
// GROUPS: .groups:1:1: error: expected positive group and column counts G and K
// RUN: echo "quantkit-hessian model.matmul.0 matmul here:1:1 : 5, 4294967296, 4294967297" > %t.huge
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-round-weights{file=%t.huge})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=HUGE
// HUGE: .huge:1:1: error: expected group and column counts whose moments can be counted, got G = 4294967296, K = 4294967297
// RUN: echo "quantkit-hessian model.matmul.0" > %t.short
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-round-weights{file=%t.short})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SHORT
// SHORT: .short:1:1: error: expected 'quantkit-hessian KEY KERNEL LOCATION : N, G, K, H...'
// RUN: echo "quantkit-hessian model.matmul.0 matmul here:1:1 : 5, 1, 3, 9, 0, 0, 4, 4, 4" > %t.other
// RUN: echo "quantkit-hessian model.conv2d.3 conv2d here:1:1 : 5, 1, 1, 1" >> %t.other
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-round-weights{file=%t.other})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OTHER
// OTHER: .other:2:1: error: hessian record of key 'model.conv2d.3' names no kernel of this program
// Moments no inputs have (x0 x1 = 2 with x0^2 = x1^2 = 1).
// RUN: echo "quantkit-hessian model.matmul.0 matmul here:1:1 : 5, 1, 3, 1, 2, 0, 1, 0, 1" > %t.indefinite
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-round-weights{file=%t.indefinite})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=INDEFINITE
// INDEFINITE: quantkit-round-weights.mlir:{{[0-9]+}}:{{[0-9]+}}: error: quantkit-round-weights: the second moments of kernel 'model.matmul.0' are not positive definite even damped by 0.1 of their mean diagonal
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-round-weights{file=%t.missing})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MISSING
// MISSING: error: quantkit-round-weights: cannot read the records '{{.*}}.missing'
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-round-weights)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOFILE
// NOFILE: error: quantkit-round-weights needs the records of quantkit-debug-layers{measure=hessian} (file=PATH)
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-round-weights{file=%t.records damp=0})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DAMP
// DAMP: quantkit-round-weights: damp=0 is not a positive number
// The same option set from C++ (by the quantize pipeline) is checked when
// the pass runs.
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 round-weights=%t.records round-weights-damp=-1})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PIPELINE-DAMP
// PIPELINE-DAMP: error: quantkit-round-weights: damp=-1 is not a positive number
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-debug-layers{measure=hessian hessian-max-columns=0})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MAXCOLUMNS
// MAXCOLUMNS: quantkit-debug-layers: hessian-max-columns=0 is not positive

func.func @model(%x: tensor<4x3xf32>) -> tensor<4x1xf32> {
  %xs = quantkit.stats %x {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4x3xf32>
  %w = arith.constant dense<[[1.27], [0.003], [0.003]]> : tensor<3x1xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x1xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x1xf32>) -> tensor<4x1xf32>
  %m = linalg.matmul ins(%xs, %w : tensor<4x3xf32>, tensor<3x1xf32>) outs(%z : tensor<4x1xf32>) -> tensor<4x1xf32>
  %ms = quantkit.stats %m {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<4x1xf32>
  return %ms : tensor<4x1xf32>
}
