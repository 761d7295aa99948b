// A small int8 network as torch-mlir writes it after its quantized-op
// fusion, in linalg on tensors: torch_int_linalg_net.torch.mlir (the
// torch-dialect program torch's FX importer gives for a quantized model:
// quantize_per_tensor / int_repr / _make_per_tensor_quantized_tensor /
// dequantize around convolution, relu, a depthwise convolution, reshape
// and mm + add) lowered by torch-mlir 20261001 (PyPI wheel, Python 3.11)
// with the pipelines torch_mlir.fx.export_and_import runs for
// output_type="linalg-on-tensors":
//   torchdynamo-export-to-torch-backend-pipeline,
//   torch-backend-to-linalg-on-tensors-backend-pipeline
// (driven from Python through torch_mlir.passmanager; torch itself was not
// needed for the torch-dialect input). Printed as is, with only the
// `module {` wrapper removed so that a @main can be appended.
// It has: a 3x3 NCHW linalg.conv_2d_nchw_fchw_q on an input padded with
// its zero point (-5) and an i32 bias quantized at run time and broadcast
// into the accumulator, a ReLU on the i32 accumulator, a strided
// linalg.depthwise_conv_2d_nhwc_hwc_q between NCHW <-> NHWC transposes, and
// a linalg.quantized_matmul followed by a float bias add; the
// dequantizations (sitofp * s_a * s_w) and requantizations (quantize chains)
// are float generics.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
func.func @forward(%arg0: tensor<1x2x5x5xf32>) -> tensor<1x4xf32> {
  %cst = arith.constant -1.280000e+02 : f32
  %cst_0 = arith.constant 1.270000e+02 : f32
  %cst_1 = arith.constant -2.14748365E+9 : f32
  %cst_2 = arith.constant 2.14748365E+9 : f32
  %c0_i32 = arith.constant 0 : i32
  %cst_3 = arith.constant dense<[1.000000e-01, 2.000000e-01, -3.000000e-01, 4.000000e-01]> : tensor<4xf32>
  %cst_4 = arith.constant dense<[5.000000e-01, -2.500000e-01, 1.000000e-01]> : tensor<3xf32>
  %cst_5 = arith.constant 6.250000e-02 : f32
  %cst_6 = arith.constant -5.000000e+00 : f32
  %cst_7 = arith.constant 9.765625E-4 : f32
  %cst_8 = arith.constant 0.000000e+00 : f32
  %c-5_i32 = arith.constant -5 : i32
  %c-5_i8 = arith.constant -5 : i8
  %cst_9 = arith.constant 1.250000e-01 : f32
  %c-128_i32 = arith.constant -128 : i32
  %cst_10 = arith.constant 3.906250e-03 : f32
  %cst_11 = arith.constant 2.500000e-01 : f32
  %cst_12 = arith.constant 2.000000e+00 : f32
  %c2_i32 = arith.constant 2 : i32
  %cst_13 = arith.constant 0.001953125 : f32
  %cst_14 = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [-1, -2, -3, -4], [127, -128, 0, 1], [2, 3, 5, 7], [11, 13, 17, 19], [-23, 29, -31, 37], [41, -43, 47, 53], [0, 0, 0, 1], [1, 0, 0, 0], [-5, 5, -5, 5]]> : tensor<12x4xi8>
  %cst_15 = arith.constant dense<[[[[1, -2, 3], [4, 5, -6], [7, 8, 9]], [[-1, 2, -3], [40, -50, 6], [0, 0, 127]]], [[[-128, 2, 3], [4, 5, 6], [7, 8, 9]], [[1, 2, 3], [4, 5, 6], [7, 8, 9]]], [[[10, 20, 30], [-40, 50, 60], [70, -80, 90]], [[11, -21, 31], [41, 51, -61], [71, 81, 91]]]]> : tensor<3x2x3x3xi8>
  %cst_16 = arith.constant dense<[[[1, 2, 3], [4, -5, 6], [7, 8, 9]], [[-9, 8, -7], [6, 5, 4], [3, 2, 100]], [[0, 1, 0], [1, -4, 1], [0, 1, 0]]]> : tensor<3x3x3xi8>
  %0 = tensor.empty() : tensor<1x2x5x5xi8>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x2x5x5xf32>) outs(%0 : tensor<1x2x5x5xi8>) {
  ^bb0(%in: f32, %out: i8):
    %27 = arith.divf %in, %cst_5 : f32
    %28 = math.roundeven %27 : f32
    %29 = arith.addf %28, %cst_6 : f32
    %30 = arith.maximumf %29, %cst : f32
    %31 = arith.minimumf %30, %cst_0 : f32
    %32 = arith.fptosi %31 : f32 to i8
    linalg.yield %32 : i8
  } -> tensor<1x2x5x5xi8>
  %2 = tensor.empty() : tensor<3xi32>
  %3 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%cst_4 : tensor<3xf32>) outs(%2 : tensor<3xi32>) {
  ^bb0(%in: f32, %out: i32):
    %27 = arith.divf %in, %cst_7 : f32
    %28 = math.roundeven %27 : f32
    %29 = arith.addf %28, %cst_8 : f32
    %30 = arith.maximumf %29, %cst_1 : f32
    %31 = arith.minimumf %30, %cst_2 : f32
    %32 = arith.fptosi %31 : f32 to i32
    linalg.yield %32 : i32
  } -> tensor<3xi32>
  %padded = tensor.pad %1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
    tensor.yield %c-5_i8 : i8
  } : tensor<1x2x5x5xi8> to tensor<1x2x7x7xi8>
  %4 = tensor.empty() : tensor<1x3x5x5xi32>
  %broadcasted = linalg.broadcast ins(%3 : tensor<3xi32>) outs(%4 : tensor<1x3x5x5xi32>) dimensions = [0, 2, 3] 
  %5 = linalg.conv_2d_nchw_fchw_q {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %cst_15, %c-5_i32, %c0_i32 : tensor<1x2x7x7xi8>, tensor<3x2x3x3xi8>, i32, i32) outs(%broadcasted : tensor<1x3x5x5xi32>) -> tensor<1x3x5x5xi32>
  %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5 : tensor<1x3x5x5xi32>) outs(%4 : tensor<1x3x5x5xi32>) {
  ^bb0(%in: i32, %out: i32):
    %27 = arith.maxsi %in, %c0_i32 : i32
    linalg.yield %27 : i32
  } -> tensor<1x3x5x5xi32>
  %7 = tensor.empty() : tensor<1x3x5x5xf32>
  %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<1x3x5x5xi32>) outs(%7 : tensor<1x3x5x5xf32>) {
  ^bb0(%in: i32, %out: f32):
    %27 = arith.sitofp %in : i32 to f32
    %28 = arith.mulf %27, %cst_7 : f32
    linalg.yield %28 : f32
  } -> tensor<1x3x5x5xf32>
  %9 = tensor.empty() : tensor<1x3x5x5xi8>
  %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<1x3x5x5xf32>) outs(%9 : tensor<1x3x5x5xi8>) {
  ^bb0(%in: f32, %out: i8):
    %27 = arith.divf %in, %cst_9 : f32
    %28 = math.roundeven %27 : f32
    %29 = arith.addf %28, %cst : f32
    %30 = arith.maximumf %29, %cst : f32
    %31 = arith.minimumf %30, %cst_0 : f32
    %32 = arith.fptosi %31 : f32 to i8
    linalg.yield %32 : i8
  } -> tensor<1x3x5x5xi8>
  %11 = tensor.empty() : tensor<1x5x5x3xi8>
  %transposed = linalg.transpose ins(%10 : tensor<1x3x5x5xi8>) outs(%11 : tensor<1x5x5x3xi8>) permutation = [0, 2, 3, 1] 
  %12 = tensor.empty() : tensor<3x3x3xi8>
  %transposed_17 = linalg.transpose ins(%cst_16 : tensor<3x3x3xi8>) outs(%12 : tensor<3x3x3xi8>) permutation = [1, 2, 0] 
  %13 = tensor.empty() : tensor<1x2x2x3xi32>
  %14 = linalg.fill ins(%c0_i32 : i32) outs(%13 : tensor<1x2x2x3xi32>) -> tensor<1x2x2x3xi32>
  %15 = linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%transposed, %transposed_17, %c-128_i32, %c0_i32 : tensor<1x5x5x3xi8>, tensor<3x3x3xi8>, i32, i32) outs(%14 : tensor<1x2x2x3xi32>) -> tensor<1x2x2x3xi32>
  %16 = tensor.empty() : tensor<1x3x2x2xi32>
  %transposed_18 = linalg.transpose ins(%15 : tensor<1x2x2x3xi32>) outs(%16 : tensor<1x3x2x2xi32>) permutation = [0, 3, 1, 2] 
  %17 = tensor.empty() : tensor<1x3x2x2xf32>
  %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18 : tensor<1x3x2x2xi32>) outs(%17 : tensor<1x3x2x2xf32>) {
  ^bb0(%in: i32, %out: f32):
    %27 = arith.sitofp %in : i32 to f32
    %28 = arith.mulf %27, %cst_10 : f32
    linalg.yield %28 : f32
  } -> tensor<1x3x2x2xf32>
  %19 = tensor.empty() : tensor<1x3x2x2xi8>
  %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x3x2x2xf32>) outs(%19 : tensor<1x3x2x2xi8>) {
  ^bb0(%in: f32, %out: i8):
    %27 = arith.divf %in, %cst_11 : f32
    %28 = math.roundeven %27 : f32
    %29 = arith.addf %28, %cst_12 : f32
    %30 = arith.maximumf %29, %cst : f32
    %31 = arith.minimumf %30, %cst_0 : f32
    %32 = arith.fptosi %31 : f32 to i8
    linalg.yield %32 : i8
  } -> tensor<1x3x2x2xi8>
  %collapsed = tensor.collapse_shape %20 [[0], [1, 2, 3]] : tensor<1x3x2x2xi8> into tensor<1x12xi8>
  %21 = tensor.empty() : tensor<1x4xi32>
  %22 = linalg.fill ins(%c0_i32 : i32) outs(%21 : tensor<1x4xi32>) -> tensor<1x4xi32>
  %23 = linalg.quantized_matmul ins(%collapsed, %cst_14, %c2_i32, %c0_i32 : tensor<1x12xi8>, tensor<12x4xi8>, i32, i32) outs(%22 : tensor<1x4xi32>) -> tensor<1x4xi32>
  %24 = tensor.empty() : tensor<1x4xf32>
  %25 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<1x4xi32>) outs(%24 : tensor<1x4xf32>) {
  ^bb0(%in: i32, %out: f32):
    %27 = arith.sitofp %in : i32 to f32
    %28 = arith.mulf %27, %cst_13 : f32
    linalg.yield %28 : f32
  } -> tensor<1x4xf32>
  %26 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%25, %cst_3 : tensor<1x4xf32>, tensor<4xf32>) outs(%24 : tensor<1x4xf32>) {
  ^bb0(%in: f32, %in_19: f32, %out: f32):
    %27 = arith.addf %in, %in_19 : f32
    linalg.yield %27 : f32
  } -> tensor<1x4xf32>
  return %26 : tensor<1x4xf32>
}
