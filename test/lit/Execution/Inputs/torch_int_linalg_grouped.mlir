// torch-mlir's grouped integer convolutions, in linalg on tensors:
// torch_int_linalg_grouped.torch.mlir (the torch-dialect program for a
// quantized model with two grouped convolutions, in the form of
// torch_int_linalg_net.torch.mlir) lowered by torch-mlir 20261001 (PyPI
// wheel) with the pipelines torch_mlir.fx.export_and_import runs for
// output_type="linalg-on-tensors":
//   torchdynamo-export-to-torch-backend-pipeline,
//   torch-backend-to-linalg-on-tensors-backend-pipeline
// (driven from Python through torch_mlir.passmanager). Printed as is, with
// only the `module {` wrapper removed so that a @main can be appended.
// Each grouped convolution is a linalg.conv_2d_ngchw_gfchw_q on the NCHW
// input expanded to [N, G, C/G, H, W] (padded with its zero point -5 for
// the first), a constant filter [G, F, C/G, KH, KW], an accumulator init
// expanded the same way (the first: an i32 bias quantized at run time and
// broadcast; the second: a zero fill) and a collapse of the result back to
// NCHW: 2 groups of 4 channels in and out (3x3, padding 1), then 4 groups
// of 2 in and 1 out (1x1, stride 2).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0) -> (d0)>
  func.func @forward(%arg0: tensor<1x8x5x5xf32>) -> tensor<1x4x3x3xf32> {
    %cst = arith.constant -1.280000e+02 : f32
    %cst_0 = arith.constant 1.270000e+02 : f32
    %cst_1 = arith.constant -2.14748365E+9 : f32
    %cst_2 = arith.constant 2.14748365E+9 : f32
    %c3_i64 = arith.constant 3 : i64
    %c0_i32 = arith.constant 0 : i32
    %cst_3 = arith.constant dense<[5.000000e-01, -2.500000e-01, 1.000000e-01, 0.000000e+00, 1.000000e+00, 2.000000e+00, -1.000000e+00, 3.000000e-01]> : tensor<8xf32>
    %cst_4 = arith.constant 6.250000e-02 : f32
    %cst_5 = arith.constant -5.000000e+00 : f32
    %cst_6 = arith.constant 4.8828125E-4 : f32
    %cst_7 = arith.constant 0.000000e+00 : f32
    %c-5_i32 = arith.constant -5 : i32
    %c-5_i8 = arith.constant -5 : i8
    %cst_8 = arith.constant 1.250000e-01 : f32
    %c-128_i32 = arith.constant -128 : i32
    %cst_9 = arith.constant 0.001953125 : f32
    %cst_10 = arith.constant 2.500000e-01 : f32
    %cst_11 = arith.constant 3.000000e+00 : f32
    %cst_12 = arith.constant dense<"0x8670B949C896C7B9F6C7CB909FC5F66553E8AFBC8A4E2EE5E929483AFEEBEF559E9ADC36C4E8CB408FAC60EFEA5D3CE329F07695062C162B4A7621EDB01CDA17AFD8E28E3FB04C111CE4BA68E72A634E98BC09B2BDE3E62BD3CD739D7F0E3E7B93B978C67E8C027A7032F985B1401064DA97C3BF99E9E218DE684DF4E36C1D6F26C43EBF31E21542D595BC59EAC8FD421DE8591DFC099390710C04E75E3AEB4D916344E5FAED2430183CB9EEA1FF757F670EDC5591A277CE187282800D420B1119FD1D4EF7FAC823B1E08A3F7C1C70041E464BEDF15298FCFA9852250BB79F27FF7B5AC8981E209651F361C8A78B7C72610B7574812DF8D6AD6E379D482447E756F09D649353664DC5235BFA03AE689CC61DE4C0436FF50C2E2E57200B61572F"> : tensor<2x4x4x3x3xi8>
    %cst_13 = arith.constant dense<[[[[[-93]], [[-33]]]], [[[[-13]], [[5]]]], [[[[-42]], [[-69]]]], [[[[-73]], [[30]]]]]> : tensor<4x1x2x1x1xi8>
    %0 = tensor.empty() : tensor<1x8x5x5xi8>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x5x5xf32>) outs(%0 : tensor<1x8x5x5xi8>) {
    ^bb0(%in: f32, %out: i8):
      %18 = arith.divf %in, %cst_4 : f32
      %19 = math.roundeven %18 : f32
      %20 = arith.addf %19, %cst_5 : f32
      %21 = arith.maximumf %20, %cst : f32
      %22 = arith.minimumf %21, %cst_0 : f32
      %23 = arith.fptosi %22 : f32 to i8
      linalg.yield %23 : i8
    } -> tensor<1x8x5x5xi8>
    %2 = tensor.empty() : tensor<8xi32>
    %3 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%cst_3 : tensor<8xf32>) outs(%2 : tensor<8xi32>) {
    ^bb0(%in: f32, %out: i32):
      %18 = arith.divf %in, %cst_6 : f32
      %19 = math.roundeven %18 : f32
      %20 = arith.addf %19, %cst_7 : f32
      %21 = arith.maximumf %20, %cst_1 : f32
      %22 = arith.minimumf %21, %cst_2 : f32
      %23 = arith.fptosi %22 : f32 to i32
      linalg.yield %23 : i32
    } -> tensor<8xi32>
    %padded = tensor.pad %1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %c-5_i8 : i8
    } : tensor<1x8x5x5xi8> to tensor<1x8x7x7xi8>
    %4 = tensor.empty() : tensor<1x8x5x5xi32>
    %broadcasted = linalg.broadcast ins(%3 : tensor<8xi32>) outs(%4 : tensor<1x8x5x5xi32>) dimensions = [0, 2, 3] 
    %expanded = tensor.expand_shape %padded [[0], [1, 2], [3], [4]] output_shape [1, 2, 4, 7, 7] : tensor<1x8x7x7xi8> into tensor<1x2x4x7x7xi8>
    %expanded_14 = tensor.expand_shape %broadcasted [[0], [1, 2], [3], [4]] output_shape [1, 2, 4, 5, 5] : tensor<1x8x5x5xi32> into tensor<1x2x4x5x5xi32>
    %5 = linalg.conv_2d_ngchw_gfchw_q {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded, %cst_12, %c-5_i32, %c0_i32 : tensor<1x2x4x7x7xi8>, tensor<2x4x4x3x3xi8>, i32, i32) outs(%expanded_14 : tensor<1x2x4x5x5xi32>) -> tensor<1x2x4x5x5xi32>
    %collapsed = tensor.collapse_shape %5 [[0], [1, 2], [3], [4]] : tensor<1x2x4x5x5xi32> into tensor<1x8x5x5xi32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x8x5x5xi32>) outs(%4 : tensor<1x8x5x5xi32>) {
    ^bb0(%in: i32, %out: i32):
      %18 = arith.maxsi %in, %c0_i32 : i32
      linalg.yield %18 : i32
    } -> tensor<1x8x5x5xi32>
    %7 = tensor.empty() : tensor<1x8x5x5xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x5x5xi32>) outs(%7 : tensor<1x8x5x5xf32>) {
    ^bb0(%in: i32, %out: f32):
      %18 = arith.sitofp %in : i32 to f32
      %19 = arith.mulf %18, %cst_6 : f32
      linalg.yield %19 : f32
    } -> tensor<1x8x5x5xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<1x8x5x5xf32>) outs(%0 : tensor<1x8x5x5xi8>) {
    ^bb0(%in: f32, %out: i8):
      %18 = arith.divf %in, %cst_8 : f32
      %19 = math.roundeven %18 : f32
      %20 = arith.addf %19, %cst : f32
      %21 = arith.maximumf %20, %cst : f32
      %22 = arith.minimumf %21, %cst_0 : f32
      %23 = arith.fptosi %22 : f32 to i8
      linalg.yield %23 : i8
    } -> tensor<1x8x5x5xi8>
    %10 = tensor.empty() : tensor<1x4x3x3xi32>
    %expanded_15 = tensor.expand_shape %9 [[0], [1, 2], [3], [4]] output_shape [1, 4, 2, 5, 5] : tensor<1x8x5x5xi8> into tensor<1x4x2x5x5xi8>
    %expanded_16 = tensor.expand_shape %10 [[0], [1, 2], [3], [4]] output_shape [1, 4, 1, 3, 3] : tensor<1x4x3x3xi32> into tensor<1x4x1x3x3xi32>
    %11 = linalg.fill ins(%c0_i32 : i32) outs(%expanded_16 : tensor<1x4x1x3x3xi32>) -> tensor<1x4x1x3x3xi32>
    %12 = linalg.conv_2d_ngchw_gfchw_q {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%expanded_15, %cst_13, %c-128_i32, %c0_i32 : tensor<1x4x2x5x5xi8>, tensor<4x1x2x1x1xi8>, i32, i32) outs(%11 : tensor<1x4x1x3x3xi32>) -> tensor<1x4x1x3x3xi32>
    %collapsed_17 = tensor.collapse_shape %12 [[0], [1, 2], [3], [4]] : tensor<1x4x1x3x3xi32> into tensor<1x4x3x3xi32>
    %13 = tensor.empty() : tensor<1x4x3x3xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_17 : tensor<1x4x3x3xi32>) outs(%13 : tensor<1x4x3x3xf32>) {
    ^bb0(%in: i32, %out: f32):
      %18 = arith.sitofp %in : i32 to f32
      %19 = arith.mulf %18, %cst_9 : f32
      linalg.yield %19 : f32
    } -> tensor<1x4x3x3xf32>
    %15 = tensor.empty() : tensor<1x4x3x3xi8>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<1x4x3x3xf32>) outs(%15 : tensor<1x4x3x3xi8>) {
    ^bb0(%in: f32, %out: i8):
      %18 = arith.divf %in, %cst_10 : f32
      %19 = math.roundeven %18 : f32
      %20 = arith.addf %19, %cst_11 : f32
      %21 = arith.maximumf %20, %cst : f32
      %22 = arith.minimumf %21, %cst_0 : f32
      %23 = arith.fptosi %22 : f32 to i8
      linalg.yield %23 : i8
    } -> tensor<1x4x3x3xi8>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x4x3x3xi8>) outs(%13 : tensor<1x4x3x3xf32>) {
    ^bb0(%in: i8, %out: f32):
      %18 = arith.extsi %in : i8 to i64
      %19 = arith.subi %18, %c3_i64 : i64
      %20 = arith.sitofp %19 : i64 to f32
      %21 = arith.mulf %20, %cst_10 : f32
      linalg.yield %21 : f32
    } -> tensor<1x4x3x3xf32>
    return %17 : tensor<1x4x3x3xf32>
  }
