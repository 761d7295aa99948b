// Data-aware weight rounding of the TOSA kernels a TFLite model keeps,
// checked as round-weights.mlir checks the linalg ones: a
// tosa.depthwise_conv2d (3x3, stride 2, padding on the top and left only:
// the op pads inside itself, so the moments must see its zeros), a
// tosa.conv2d (2x2 with dilation 2, padding on the bottom and right) and a
// tosa.matmul whose weight is the rank-3 [1, K, N] constant of a fully
// connected layer. The inputs' channels share a common part (correlated,
// as a layer's inputs are). round_weights_tosa_check.py computes the
// moments from the inputs with each op's padding, stride and dilation,
// rounds the weights by its own Optimal Brain Quantization and compares the
// codes with the int8 constants of the program quantized with
// round-weights.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-instrument{target=tflite-int8},quantkit-lower-stats-ref,quantkit-to-llvm)' \
// RUN:   | %mlir-runner -e calibrate -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils.so,%mlir_lib_dir/libmlir_c_runner_utils.so > %t.stats
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-instrument{target=tflite-int8},quantkit-apply-stats{file=%t.stats})' -o %t.calibrated.mlir
// RUN: %quantkit-opt %t.calibrated.mlir --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-debug-layers{measure=hessian},quantkit-materialize,quantkit-to-int,quantkit-to-llvm)' 2>/dev/null \
// RUN:   | %mlir-runner -e calibrate -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils.so,%mlir_lib_dir/libmlir_c_runner_utils.so > %t.hessian
// RUN: FileCheck %s --check-prefix=RECORD < %t.hessian
// RUN: %quantkit-opt %t.calibrated.mlir --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 round-weights=%t.hessian})' -o %t.quantized.mlir 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// RUN: %python %S/Inputs/round_weights_tosa_check.py %s %t.hessian %t.quantized.mlir | FileCheck %s --check-prefix=SAME

// Two calls: 2 images x 3 x 3 windows per channel, 2 x 5 x 5 windows, 3 rows.
// RECORD-COUNT-2: quantkit-hessian model.depthwise_conv2d.0 depthwise_conv2d {{.*}} :{{ ?}}18, 3, 9, {{.*[0-9]$}}
// RECORD: quantkit-hessian model.conv2d.1 conv2d {{.*}} :{{ ?}}50, 1, 12,
// RECORD: quantkit-hessian model.matmul.2 matmul {{.*}} :{{ ?}}3, 1, 6,

// REMARK: remark: quantkit-round-weights: rounded 3 kernels, 7 of 87 weights off their nearest grid point; squared output error on the calibration inputs {{[0-9.]+}} dB below nearest rounding

// SAME: model.depthwise_conv2d.0: N 36 (numpy 36), 3 groups of 9 columns, moments max relative difference {{0.0e\+00|[0-9.]+e-1[4-9]}}
// SAME: model.depthwise_conv2d.0: 27 of 27 codes as numpy's GPTQ; 2 off the nearest
// SAME: model.conv2d.1: N 100 (numpy 100), 1 groups of 12 columns, moments max relative difference {{0.0e\+00|[0-9.]+e-1[4-9]}}
// SAME: model.conv2d.1: 48 of 48 codes as numpy's GPTQ; 5 off the nearest
// SAME: model.matmul.2: N 6 (numpy 6), 1 groups of 6 columns, moments max relative difference {{0.0e\+00|[0-9.]+e-1[4-9]}}
// SAME: model.matmul.2: 12 of 12 codes as numpy's GPTQ; 0 off the nearest

func.func @model(%x: tensor<2x6x6x3xf32>, %v: tensor<1x3x6xf32>) -> (tensor<2x3x3x3xf32>, tensor<2x5x5x4xf32>, tensor<1x3x2xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %dw = "tosa.const"() <{values = dense<[[[[0.225], [0.715], [0.496]], [[-0.495], [-0.360], [0.672]], [[-0.891], [0.578], [0.535]]], [[[-0.058], [-0.355], [-0.399]], [[-0.441], [-0.099], [0.008]], [[0.096], [0.892], [0.527]]], [[[0.220], [0.880], [-0.512]], [[-0.612], [0.203], [-0.821]], [[-0.836], [0.027], [-0.061]]]]> : tensor<3x3x3x1xf32>}> : () -> tensor<3x3x3x1xf32>
  %db = "tosa.const"() <{values = dense<0.0> : tensor<3xf32>}> : () -> tensor<3xf32>
  %cw = "tosa.const"() <{values = dense<[[[[0.584, 0.181, 0.020], [-0.004, -0.353, -0.683]], [[-0.431, 0.269, -0.419], [-0.183, -0.695, 0.462]]], [[[-0.484, -0.325, 0.532], [0.014, 0.486, 0.196]], [[0.338, -0.572, 0.058], [0.011, 0.520, -0.194]]], [[[0.137, -0.617, -0.157], [-0.248, -0.490, 0.443]], [[-0.169, 0.670, 0.126], [0.147, 0.193, 0.247]]], [[[-0.489, -0.084, -0.365], [-0.137, -0.565, 0.655]], [[-0.399, 0.240, -0.279], [0.524, 0.227, -0.516]]]]> : tensor<4x2x2x3xf32>}> : () -> tensor<4x2x2x3xf32>
  %cb = "tosa.const"() <{values = dense<0.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %mw = "tosa.const"() <{values = dense<[[[0.483, 0.623], [0.565, 0.098], [-0.496, -0.431], [0.599, 0.073], [-0.447, 0.538], [0.198, 0.098]]]> : tensor<1x6x2xf32>}> : () -> tensor<1x6x2xf32>
  %d = tosa.depthwise_conv2d %x, %dw, %db, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<2x6x6x3xf32>, tensor<3x3x3x1xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3x3x3xf32>
  %c = tosa.conv2d %x, %cw, %cb, %zp, %zp {acc_type = f32, dilation = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 1>} : (tensor<2x6x6x3xf32>, tensor<4x2x2x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x5x5x4xf32>
  %m = tosa.matmul %v, %mw, %zp, %zp : (tensor<1x3x6xf32>, tensor<1x6x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x2xf32>
  return %d, %c, %m : tensor<2x3x3x3xf32>, tensor<2x5x5x4xf32>, tensor<1x3x2xf32>
}

func.func @calibrate() {
  %x0 = arith.constant dense<[[[[1.316, -0.544, -0.850], [0.004, 0.860, -1.429], [0.533, 0.194, -0.709], [0.980, 0.373, 0.449], [-0.616, 0.349, -0.446], [0.287, -0.486, -0.572]], [[0.865, -0.610, 0.029], [0.604, 0.278, 0.225], [0.501, -0.245, -0.124], [0.368, 1.291, 0.894], [-0.468, -1.225, -1.880], [0.968, 0.981, 0.095]], [[-0.579, -0.388, -0.348], [-0.484, -1.586, -0.009], [-1.180, 0.507, 0.212], [0.159, 0.963, 0.648], [-0.818, -1.253, 0.752], [0.535, 1.337, 2.019]], [[-1.814, -2.187, -0.292], [-0.339, -0.571, -0.344], [-0.565, -1.088, -0.010], [-0.482, -1.019, 0.700], [-0.155, 0.219, -0.897], [-0.650, -0.923, -0.833]], [[0.578, -0.205, 0.706], [0.584, 1.932, -0.802], [0.090, -0.692, -0.631], [-1.207, -0.416, 0.547], [-0.045, 0.086, -0.211], [0.291, -0.650, -2.393]], [[-0.398, -1.419, -2.445], [-0.939, 0.552, -0.477], [-0.355, -0.169, 1.488], [0.242, 0.154, 0.073], [0.084, 0.698, 0.496], [-0.182, -1.189, 0.054]]], [[[-0.619, 0.804, -1.088], [-1.309, -1.205, -2.258], [0.699, 0.489, -1.050], [0.835, 0.521, -1.873], [-1.077, -1.326, -1.211], [-0.354, 0.292, 0.365]], [[-0.097, -0.780, -1.052], [1.677, 0.010, 0.142], [-1.961, 0.748, 0.264], [1.201, 1.003, 0.556], [0.251, -0.123, -0.084], [-0.879, 0.287, -0.478]], [[0.703, 0.286, 0.241], [2.147, 1.270, 0.919], [-0.316, -0.927, -0.093], [0.535, -0.478, -0.346], [-0.273, -0.008, -1.370], [-0.773, -1.269, 0.123]], [[0.043, 1.121, 1.879], [-0.577, -0.807, -0.173], [-0.032, -0.826, 0.338], [1.136, -0.682, -0.638], [-1.212, -0.120, -1.373], [-1.652, 0.257, -1.491]], [[1.619, 1.974, 0.962], [0.350, 1.469, -0.250], [0.105, -0.503, 0.613], [1.191, 0.776, -0.746], [-1.101, -0.820, -0.183], [-0.360, -0.024, 0.041]], [[-0.575, -0.368, -0.171], [-0.062, 0.408, 1.501], [0.248, -0.181, -1.574], [0.130, -1.737, -1.307], [-0.143, -0.262, -0.947], [-1.852, -0.781, -1.027]]]]> : tensor<2x6x6x3xf32>
  %v0 = arith.constant dense<[[[-0.142, -0.534, 0.581, 0.460, -0.515, 0.753], [1.107, 3.370, 3.320, 3.342, 1.784, 2.772], [0.085, -0.172, -0.122, -1.083, -1.227, 1.011]]]> : tensor<1x3x6xf32>
  %r0:3 = call @model(%x0, %v0) : (tensor<2x6x6x3xf32>, tensor<1x3x6xf32>) -> (tensor<2x3x3x3xf32>, tensor<2x5x5x4xf32>, tensor<1x3x2xf32>)
  %x1 = arith.constant dense<[[[[-0.709, -1.018, 0.189], [-0.516, -0.447, 0.596], [-0.003, 0.947, -0.176], [-2.010, -2.508, 0.449], [-0.727, -0.275, -0.495], [0.233, 0.145, 1.632]], [[-0.596, -1.011, -0.574], [-1.294, 0.371, 0.430], [-0.152, -0.495, 0.334], [1.239, -2.129, 0.548], [-1.589, 0.104, -1.590], [-0.787, -1.763, -1.340]], [[1.592, 1.140, 0.162], [-0.418, -1.237, -0.037], [-1.164, -1.207, -1.214], [-0.089, 0.756, 0.778], [1.391, 1.852, 0.249], [0.193, 0.754, 0.320]], [[-0.824, -0.277, -1.065], [0.307, -0.261, 0.023], [-0.822, -1.258, -1.434], [1.332, 1.083, 1.709], [-0.109, -1.195, -0.052], [-0.122, 0.459, 0.717]], [[-2.049, -0.315, -0.268], [-0.028, -0.241, -0.201], [-1.784, -1.219, -1.445], [-0.156, -1.193, -0.041], [0.705, 0.477, 0.239], [-0.309, -2.083, -0.383]], [[0.838, 0.870, 0.950], [-0.321, -0.005, 0.712], [-0.282, -0.461, -1.838], [0.129, 0.635, 0.507], [-0.088, -1.522, 0.479], [-0.148, -2.056, 0.272]]], [[[-1.515, -1.359, -0.830], [0.522, -0.793, -0.280], [1.216, 1.092, -0.265], [-0.809, -1.625, -1.172], [-0.433, -0.457, -0.686], [0.767, -0.647, -0.074]], [[1.115, 0.997, 1.386], [-0.600, -1.165, -0.628], [-0.800, -1.309, 0.467], [-0.434, -0.143, -1.748], [-0.878, -1.066, -1.278], [-1.292, 0.244, 1.230]], [[-0.006, -0.792, -0.323], [1.504, -1.309, 0.799], [-0.033, 0.078, 0.893], [1.140, 0.482, 0.473], [0.493, -0.568, -0.169], [0.273, 1.114, -0.580]], [[0.314, 0.511, 1.427], [-0.117, 1.082, -0.866], [0.213, 0.203, 0.991], [0.808, -1.236, -0.760], [-0.382, -1.178, -1.869], [0.770, 0.334, 0.333]], [[-0.349, 0.854, -0.161], [1.452, -0.154, -0.108], [-0.380, -1.106, -0.003], [0.184, -0.762, 0.035], [-1.314, -0.300, -1.539], [0.040, 1.360, 2.182]], [[0.950, -0.598, -0.474], [0.143, -1.183, -1.865], [0.058, 0.326, -0.699], [-0.654, -0.486, 1.196], [-1.521, -1.028, -0.745], [-0.158, -0.921, -0.254]]]]> : tensor<2x6x6x3xf32>
  %v1 = arith.constant dense<[[[0.242, -0.917, -1.629, -1.242, -1.112, -0.190], [-1.957, -1.399, -0.740, 2.171, 0.594, -0.473], [-0.312, 1.033, -1.258, -1.391, 0.188, -0.530]]]> : tensor<1x3x6xf32>
  %r1:3 = call @model(%x1, %v1) : (tensor<2x6x6x3xf32>, tensor<1x3x6xf32>) -> (tensor<2x3x3x3xf32>, tensor<2x5x5x4xf32>, tensor<1x3x2xf32>)
  return
}
