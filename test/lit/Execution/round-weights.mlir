// Data-aware weight rounding on three kernels whose inputs are the
// calibration inputs themselves, so that numpy can check every step
// without QuantKit: a depthwise convolution (stride 2, padding 1: a group
// of rows per channel), a convolution (2x2, 12 columns) and a matmul, on
// inputs whose channels share a common part (correlated, as a layer's
// inputs are). quantkit-debug-layers{measure=hessian} records the second
// moments of each kernel's weight inputs over the two calibration calls;
// round_weights_check.py computes them from the inputs, rounds the weights
// by its own Optimal Brain Quantization (the moments of the columns left
// inverted afresh at each step, where the pass factors once) and compares
// the codes with the int8 constants of the program quantized with
// round-weights.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-instrument{target=tflite-int8},quantkit-lower-stats-ref,quantkit-to-llvm)' \
// RUN:   | %mlir-runner -e calibrate -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils.so,%mlir_lib_dir/libmlir_c_runner_utils.so > %t.stats
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-instrument{target=tflite-int8},quantkit-apply-stats{file=%t.stats})' -o %t.calibrated.mlir
// RUN: %quantkit-opt %t.calibrated.mlir --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-debug-layers{measure=hessian},quantkit-materialize,quantkit-to-int,quantkit-to-llvm)' 2>/dev/null \
// RUN:   | %mlir-runner -e calibrate -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils.so,%mlir_lib_dir/libmlir_c_runner_utils.so > %t.hessian
// RUN: FileCheck %s --check-prefix=RECORD < %t.hessian
// RUN: %quantkit-opt %t.calibrated.mlir --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 round-weights=%t.hessian})' -o %t.quantized.mlir 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// RUN: %python %S/Inputs/round_weights_check.py %s %t.hessian %t.quantized.mlir | FileCheck %s --check-prefix=SAME
// With print-at=calibrate the two calls add into globals and @calibrate's
// return prints one record per kernel: the counts summed (36, 100, 6), the
// moments numpy's sums over both calls again. Run twice, the second print
// repeats the first: the sums are cleared after printing.
// RUN: %quantkit-opt %t.calibrated.mlir --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-debug-layers{measure=hessian print-at=calibrate},quantkit-materialize,quantkit-to-int,quantkit-to-llvm)' 2>/dev/null > %t.summed.ll.mlir
// RUN: %mlir-runner %t.summed.ll.mlir -e calibrate -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils.so,%mlir_lib_dir/libmlir_c_runner_utils.so > %t.summed
// RUN: FileCheck %s --check-prefix=SUMMED < %t.summed
// RUN: %python %S/Inputs/round_weights_check.py %s %t.summed %t.quantized.mlir | FileCheck %s --check-prefix=SAME
// RUN: %mlir-runner %t.summed.ll.mlir -e twice -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils.so,%mlir_lib_dir/libmlir_c_runner_utils.so \
// RUN:   | FileCheck %s --check-prefix=TWICE
// A narrow measurement leaves the convolution (12 columns) at nearest:
// RUN: %quantkit-opt %t.calibrated.mlir --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-debug-layers{measure=hessian hessian-max-columns=9},quantkit-materialize,quantkit-to-int,quantkit-to-llvm)' 2>/dev/null \
// RUN:   | %mlir-runner -e calibrate -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils.so,%mlir_lib_dir/libmlir_c_runner_utils.so > %t.narrow
// RUN: FileCheck %s --check-prefix=NARROW < %t.narrow
// RUN: %quantkit-opt %t.calibrated.mlir --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 round-weights=%t.narrow})' -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NARROW-REMARK

// Two calls: 2 images x 3 x 3 windows per channel, 2 x 5 x 5 windows, 3 rows.
// RECORD-COUNT-2: quantkit-hessian model.depthwise_conv2d.0 depthwise_conv2d {{.*}} :{{ ?}}18, 3, 9, {{.*[0-9]$}}
// RECORD: quantkit-hessian model.conv2d.1 conv2d {{.*}} :{{ ?}}50, 1, 12,
// RECORD: quantkit-hessian model.matmul.2 matmul {{.*}} :{{ ?}}3, 1, 6,

// REMARK: remark: quantkit-round-weights: rounded 3 kernels, 5 of 87 weights off their nearest grid point; squared output error on the calibration inputs {{[0-9.]+}} dB below nearest rounding

// SAME: model.depthwise_conv2d.0: N 36 (numpy 36), 3 groups of 9 columns, moments max relative difference {{0.0e\+00|[0-9.]+e-1[4-9]}}
// SAME: model.depthwise_conv2d.0: 27 of 27 codes as numpy's GPTQ; 1 off the nearest
// SAME: model.conv2d.1: N 100 (numpy 100), 1 groups of 12 columns, moments max relative difference {{0.0e\+00|[0-9.]+e-1[4-9]}}
// SAME: model.conv2d.1: 48 of 48 codes as numpy's GPTQ; 2 off the nearest
// SAME: model.matmul.2: N 6 (numpy 6), 1 groups of 6 columns, moments max relative difference {{0.0e\+00|[0-9.]+e-1[4-9]}}
// SAME: model.matmul.2: 12 of 12 codes as numpy's GPTQ; 2 off the nearest

// SUMMED: quantkit-hessian model.depthwise_conv2d.0 depthwise_conv2d {{.*}} :{{ ?}}36, 3, 9, {{.*[0-9]$}}
// SUMMED-NEXT: quantkit-hessian model.conv2d.1 conv2d {{.*}} :{{ ?}}100, 1, 12,
// SUMMED-NEXT: quantkit-hessian model.matmul.2 matmul {{.*}} :{{ ?}}6, 1, 6,
// SUMMED-NOT: quantkit-hessian

// TWICE: quantkit-hessian model.depthwise_conv2d.0 depthwise_conv2d {{.*}} :{{ ?}}[[D:36, 3, 9, .*]]
// TWICE-NEXT: quantkit-hessian model.conv2d.1 conv2d {{.*}} :{{ ?}}[[C:100, 1, 12, .*]]
// TWICE-NEXT: quantkit-hessian model.matmul.2 matmul {{.*}} :{{ ?}}[[M:6, 1, 6, .*]]
// TWICE-NEXT: quantkit-hessian model.depthwise_conv2d.0 depthwise_conv2d {{.*}} :{{ ?}}[[D]]{{$}}
// TWICE-NEXT: quantkit-hessian model.conv2d.1 conv2d {{.*}} :{{ ?}}[[C]]{{$}}
// TWICE-NEXT: quantkit-hessian model.matmul.2 matmul {{.*}} :{{ ?}}[[M]]{{$}}

// NARROW: quantkit-hessian model.conv2d.1 conv2d {{.*}} :{{ ?}}0, 1, 12{{$}}
// NARROW-REMARK: remark: quantkit-round-weights: rounded 2 kernels, 3 of 39 weights off their nearest grid point; {{.*}}; 1 left at nearest, wider than the measurement's limit (model.conv2d.1)

func.func @model(%x: tensor<2x3x6x6xf32>, %v: tensor<3x6xf32>) -> (tensor<2x3x3x3xf32>, tensor<2x4x5x5xf32>, tensor<3x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %dw = arith.constant dense<[[[0.069, -0.866, 0.309],  [-0.299, 0.070, 0.039],  [0.384, 0.812, 0.393]], [[0.509, -0.094, 0.182],  [0.308, -0.576, 0.817],  [-0.286, -0.511, 0.654]], [[0.847, -0.281, -0.245],  [1.245, 0.045, -0.794],  [-0.245, 0.801, 0.264]]]> : tensor<3x3x3xf32>
  %cw = arith.constant dense<[[[[0.301, 0.490],   [0.270, -0.133]],  [[-0.638, 0.179],   [-0.446, -0.022]],  [[0.704, 0.216],   [0.024, 0.026]]], [[[0.292, 0.368],   [-0.527, 0.074]],  [[0.686, 0.302],   [-0.306, -0.272]],  [[-0.825, -0.317],   [0.643, -0.028]]], [[[-0.342, -0.230],   [-0.044, -0.043]],  [[-0.142, -0.308],   [0.255, 0.615]],  [[-0.227, -0.217],   [0.476, -0.585]]], [[[-0.237, -0.151],   [0.067, -0.110]],  [[-0.355, 0.124],   [-0.475, -0.697]],  [[-0.811, 0.299],   [-0.695, 0.179]]]]> : tensor<4x3x2x2xf32>
  %mw = arith.constant dense<[[0.268, 0.323], [-0.070, -0.219], [0.034, -0.237], [-0.514, 0.502], [-0.358, 0.718], [0.206, -0.182]]> : tensor<6x2xf32>
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<2x3x6x6xf32> to tensor<2x3x8x8xf32>
  %e1 = tensor.empty() : tensor<2x3x3x3xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
  %d = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %dw : tensor<2x3x8x8xf32>, tensor<3x3x3xf32>) outs(%z1 : tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
  %e2 = tensor.empty() : tensor<2x4x5x5xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x4x5x5xf32>) -> tensor<2x4x5x5xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %cw : tensor<2x3x6x6xf32>, tensor<4x3x2x2xf32>) outs(%z2 : tensor<2x4x5x5xf32>) -> tensor<2x4x5x5xf32>
  %e3 = tensor.empty() : tensor<3x2xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<3x2xf32>) -> tensor<3x2xf32>
  %m = linalg.matmul ins(%v, %mw : tensor<3x6xf32>, tensor<6x2xf32>) outs(%z3 : tensor<3x2xf32>) -> tensor<3x2xf32>
  return %d, %c, %m : tensor<2x3x3x3xf32>, tensor<2x4x5x5xf32>, tensor<3x2xf32>
}

func.func @calibrate() {
  %x0 = arith.constant dense<[[[[-0.761, -1.670, 0.110, -0.099, 0.656, -0.403],   [-0.166, -0.929, 0.360, 1.180, 0.441, -1.655],   [-1.467, 1.846, -0.276, -1.861, -0.086, -1.341],   [-0.651, 0.048, -0.920, 0.050, -0.798, -0.671],   [0.269, 0.936, -1.829, -0.448, -1.269, -0.381],   [-1.225, -0.131, 0.002, 0.456, -0.856, -1.027]],  [[-0.109, -1.185, -0.625, 0.783, 1.143, -0.136],   [-0.806, -1.182, 0.768, 2.062, 0.143, -1.065],   [-0.208, 1.114, 0.306, -1.855, -0.507, -1.574],   [-0.635, -0.314, -0.926, 0.575, 0.226, -0.471],   [0.757, 1.014, -1.448, 0.474, -0.731, -0.121],   [-1.005, -0.347, -0.173, 0.013, -0.796, 0.223]],  [[-0.798, -1.909, 0.531, 0.858, 0.713, 0.660],   [-0.540, -1.510, 0.581, 1.431, 0.909, -1.550],   [-1.060, 1.489, 0.051, -2.098, 0.004, -0.733],   [-0.380, -0.859, -1.173, 0.601, -0.346, -0.841],   [-0.262, 1.610, -1.276, -0.646, -0.617, 0.364],   [-2.245, -0.199, -0.193, -0.045, -1.097, -0.488]]], [[[-1.115, -0.614, 1.089, -1.319, 0.800, 1.794],   [-2.390, 0.043, -1.087, 0.226, 0.455, -1.832],   [-0.582, -0.053, 1.062, -0.431, 0.732, -1.634],   [-0.749, -0.260, 1.233, -0.274, 2.199, 0.642],   [1.321, 0.435, -0.340, 0.248, 1.071, -0.472],   [0.897, 0.667, 0.951, -0.232, 0.303, 0.186]],  [[-1.129, -1.699, 0.227, -1.142, 2.280, 0.639],   [-1.489, 0.800, -1.176, 0.501, -0.827, -1.950],   [0.109, -1.215, 0.498, -0.759, 0.635, -1.538],   [-0.481, -1.058, 1.739, 0.750, 2.320, 0.376],   [0.823, 1.371, -0.467, 0.186, 1.290, -0.913],   [-0.096, 0.239, 0.651, -0.726, -0.800, 0.287]],  [[-1.227, -1.495, 0.093, -0.996, 1.288, 1.101],   [-1.626, 0.805, -0.779, -0.101, 0.022, -1.791],   [-0.358, -0.036, 1.423, -1.502, 0.030, -0.622],   [-0.324, -0.557, 0.916, 1.261, 2.727, 0.591],   [0.704, 0.886, -0.673, -0.182, 0.903, 0.109],   [0.173, 0.009, 0.646, -1.308, 0.058, 0.111]]]]> : tensor<2x3x6x6xf32>
  %v0 = arith.constant dense<[[-2.019, -2.634, -1.146, -1.945, -1.829, -1.219], [-0.285, 0.270, 0.220, 0.658, 0.762, -0.176], [-0.171, -0.678, -0.568, -0.736, -0.242, -1.236]]> : tensor<3x6xf32>
  %r0:3 = call @model(%x0, %v0) : (tensor<2x3x6x6xf32>, tensor<3x6xf32>) -> (tensor<2x3x3x3xf32>, tensor<2x4x5x5xf32>, tensor<3x2xf32>)
  %x1 = arith.constant dense<[[[[-0.080, 0.213, -1.238, 0.597, -0.522, -0.982],   [-0.879, -0.838, -0.334, -0.460, -1.378, 1.620],   [-0.777, 1.284, -0.048, -1.269, -0.287, 0.220],   [1.090, -0.118, 1.056, 2.444, -0.404, -1.304],   [-1.397, -1.541, 0.027, -0.869, -0.851, 0.861],   [-2.320, -1.000, 1.610, 1.187, 1.158, 0.179]],  [[-0.308, -0.206, -0.846, 0.412, -0.052, -1.054],   [-1.479, 0.875, 1.134, -0.388, -1.297, 0.919],   [-1.154, 1.484, 0.313, -0.325, -0.555, 0.275],   [0.813, 0.246, 1.523, 1.950, -0.399, -0.650],   [-0.765, -1.111, -1.165, -0.873, -1.531, 0.613],   [-3.285, -0.812, 2.135, 1.212, 0.049, 0.447]],  [[0.245, -0.558, -0.850, 1.123, -0.973, -0.578],   [-0.994, 0.651, 0.957, -0.505, -0.707, 1.395],   [-0.542, 0.719, -0.313, -0.364, -0.278, 0.440],   [1.201, -0.622, 1.032, 1.628, -0.072, -1.344],   [-1.311, -1.368, 0.087, -1.128, -1.566, 0.957],   [-2.781, -0.613, 2.104, 1.074, 0.666, 1.154]]], [[[2.033, 0.742, 0.178, -1.855, -0.428, -0.141],   [-0.377, -0.512, 0.210, -0.547, 1.006, -1.686],   [-0.013, 1.574, -0.047, 1.380, 1.006, 1.576],   [0.921, -1.237, 0.262, -0.970, -2.187, -0.217],   [-0.874, -0.861, 0.513, 0.288, -1.041, -0.650],   [-0.272, -0.816, -0.767, -0.097, -0.320, -0.791]],  [[1.799, 0.628, 0.007, -1.123, 0.109, -1.139],   [-0.540, -0.815, -0.423, -0.246, 1.466, -1.910],   [-0.831, 1.198, 0.830, 1.098, 1.113, 1.002],   [0.362, -2.191, -0.199, -0.277, -2.339, -0.881],   [-1.548, -1.676, 0.309, 0.407, -0.142, -0.523],   [-0.005, -0.861, -0.630, 0.405, -0.320, 0.394]],  [[0.979, -0.208, 0.370, -1.094, -0.192, -0.899],   [-1.397, -0.566, 0.369, 0.327, 0.891, -1.408],   [-0.608, 2.349, 0.722, 0.953, 1.253, 1.353],   [0.509, -2.379, -0.414, -0.137, -2.126, -0.799],   [-2.564, -1.152, 0.411, -0.025, -0.796, -1.205],   [-0.573, -0.518, -0.507, -0.066, -0.385, 1.007]]]]> : tensor<2x3x6x6xf32>
  %v1 = arith.constant dense<[[1.259, -0.123, 0.352, 0.004, -0.064, -0.313], [0.891, 1.135, 0.759, 1.602, 1.921, 0.396], [0.119, -0.205, -0.177, 0.932, 0.303, -0.132]]> : tensor<3x6xf32>
  %r1:3 = call @model(%x1, %v1) : (tensor<2x3x6x6xf32>, tensor<3x6xf32>) -> (tensor<2x3x3x3xf32>, tensor<2x4x5x5xf32>, tensor<3x2xf32>)
  return
}

func.func @twice() {
  call @calibrate() : () -> ()
  call @calibrate() : () -> ()
  return
}
