// Written by test/realnets/fxnets.py blocks with torch 2.15.0+cu132 and torch-mlir's fx importer.
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> ()>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward(%arg0: tensor<1x3x32x32xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<6.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense_resource<torch_tensor_10_torch.float32> : tensor<10xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_10_32_torch.float32> : tensor<10x32xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_16_torch.float32_13> : tensor<16xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_16_8_3_3_torch.float32> : tensor<16x8x3x3xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_16_torch.float32_12> : tensor<16xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_16_8_1_1_torch.float32> : tensor<16x8x1x1xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_8_16_1_1_torch.float32> : tensor<8x16x1x1xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_16_torch.float32_11> : tensor<16xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_16_torch.float32_10> : tensor<16xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_16_torch.float32_9> : tensor<16xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_16_torch.float32_8> : tensor<16xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_16_48_1_1_torch.float32> : tensor<16x48x1x1xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_48_torch.float32_7> : tensor<48xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_48_torch.float32_6> : tensor<48xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_48_torch.float32_5> : tensor<48xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_48_torch.float32_4> : tensor<48xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_48_1_3_3_torch.float32> : tensor<48x1x3x3xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_48_torch.float32_3> : tensor<48xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_48_torch.float32_2> : tensor<48xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_48_torch.float32_1> : tensor<48xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_48_torch.float32> : tensor<48xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_48_16_1_1_torch.float32> : tensor<48x16x1x1xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_16_torch.float32_7> : tensor<16xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_16_torch.float32_6> : tensor<16xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_16_64_1_1_torch.float32> : tensor<16x64x1x1xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_64_torch.float32_7> : tensor<64xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_64_torch.float32_6> : tensor<64xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_64_torch.float32_5> : tensor<64xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_64_torch.float32_4> : tensor<64xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_64_1_3_3_torch.float32> : tensor<64x1x3x3xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_64_torch.float32_3> : tensor<64xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_64_torch.float32_2> : tensor<64xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_64_16_1_1_torch.float32> : tensor<64x16x1x1xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_43 = arith.constant 1.000000e-05 : f64
    %cst_44 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_16_3_3_3_torch.float32> : tensor<16x3x3x3xf32>
    %cst_47 = arith.constant 3.000000e+00 : f32
    %cst_48 = arith.constant 6.000000e+00 : f32
    %cst_49 = arith.constant 6.400000e+01 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x32x32xf32> to tensor<1x3x34x34xf32>
    %0 = tensor.empty() : tensor<1x16x16x16xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %cst_46 : tensor<1x3x34x34xf32>, tensor<16x3x3x3xf32>) outs(%1 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_44 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.truncf %cst_43 : f64 to f32
      %98 = arith.addf %in, %97 : f32
      linalg.yield %98 : f32
    } -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = math.rsqrt %in : f32
      linalg.yield %97 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %cst_45 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_50 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.subf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x16x16x16xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_50 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.mulf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_51 = tensor.expand_shape %cst_42 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_51 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.mulf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_52 = tensor.expand_shape %cst_41 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_52 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.addf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x16x16x16xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %cst_2 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.cmpf ogt, %in, %in_85 : f32
      %98 = arith.select %97, %in, %in_85 : f32
      linalg.yield %98 : f32
    } -> tensor<1x16x16x16xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %10 : tensor<f32>, tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.cmpf olt, %in, %in_85 : f32
      %98 = arith.select %97, %in, %in_85 : f32
      linalg.yield %98 : f32
    } -> tensor<1x16x16x16xf32>
    %12 = tensor.empty() : tensor<1x64x16x16xf32>
    %13 = linalg.fill ins(%cst : f32) outs(%12 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%11, %cst_40 : tensor<1x16x16x16xf32>, tensor<64x16x1x1xf32>) outs(%13 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %15 = tensor.empty() : tensor<64xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_38 : tensor<64xf32>) outs(%15 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.truncf %cst_43 : f64 to f32
      %98 = arith.addf %in, %97 : f32
      linalg.yield %98 : f32
    } -> tensor<64xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%16 : tensor<64xf32>) outs(%15 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = math.rsqrt %in : f32
      linalg.yield %97 : f32
    } -> tensor<64xf32>
    %expanded_53 = tensor.expand_shape %cst_39 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_54 = tensor.expand_shape %17 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %expanded_53 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.subf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x64x16x16xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_54 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.mulf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_55 = tensor.expand_shape %cst_37 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_55 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.mulf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_56 = tensor.expand_shape %cst_36 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %expanded_56 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.addf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x64x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %cst_2 : tensor<1x64x16x16xf32>, tensor<f32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.cmpf ogt, %in, %in_85 : f32
      %98 = arith.select %97, %in, %in_85 : f32
      linalg.yield %98 : f32
    } -> tensor<1x64x16x16xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %22 : tensor<f32>, tensor<1x64x16x16xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.cmpf olt, %in, %in_85 : f32
      %98 = arith.select %97, %in, %in_85 : f32
      linalg.yield %98 : f32
    } -> tensor<1x64x16x16xf32>
    %padded_57 = tensor.pad %23 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x16x16xf32> to tensor<1x64x18x18xf32>
    %collapsed = tensor.collapse_shape %cst_35 [[0, 1], [2], [3]] : tensor<64x1x3x3xf32> into tensor<64x3x3xf32>
    %24 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_57, %collapsed : tensor<1x64x18x18xf32>, tensor<64x3x3xf32>) outs(%13 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_33 : tensor<64xf32>) outs(%15 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.truncf %cst_43 : f64 to f32
      %98 = arith.addf %in, %97 : f32
      linalg.yield %98 : f32
    } -> tensor<64xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%25 : tensor<64xf32>) outs(%15 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = math.rsqrt %in : f32
      linalg.yield %97 : f32
    } -> tensor<64xf32>
    %expanded_58 = tensor.expand_shape %cst_34 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_59 = tensor.expand_shape %26 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_58 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.subf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x64x16x16xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %expanded_59 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.mulf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_60 = tensor.expand_shape %cst_32 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %expanded_60 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.mulf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_61 = tensor.expand_shape %cst_31 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %expanded_61 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.addf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x64x16x16xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %cst_2 : tensor<1x64x16x16xf32>, tensor<f32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.cmpf ogt, %in, %in_85 : f32
      %98 = arith.select %97, %in, %in_85 : f32
      linalg.yield %98 : f32
    } -> tensor<1x64x16x16xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %31 : tensor<f32>, tensor<1x64x16x16xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.cmpf olt, %in, %in_85 : f32
      %98 = arith.select %97, %in, %in_85 : f32
      linalg.yield %98 : f32
    } -> tensor<1x64x16x16xf32>
    %33 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%32, %cst_30 : tensor<1x64x16x16xf32>, tensor<16x64x1x1xf32>) outs(%1 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_28 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.truncf %cst_43 : f64 to f32
      %98 = arith.addf %in, %97 : f32
      linalg.yield %98 : f32
    } -> tensor<16xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%34 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = math.rsqrt %in : f32
      linalg.yield %97 : f32
    } -> tensor<16xf32>
    %expanded_62 = tensor.expand_shape %cst_29 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_63 = tensor.expand_shape %35 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %expanded_62 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.subf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x16x16x16xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_63 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.mulf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_64 = tensor.expand_shape %cst_27 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %expanded_64 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.mulf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_65 = tensor.expand_shape %cst_26 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_65 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.addf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x16x16x16xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %39 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.addf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x16x16x16xf32>
    %41 = tensor.empty() : tensor<1x48x16x16xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%41 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %43 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%40, %cst_25 : tensor<1x16x16x16xf32>, tensor<48x16x1x1xf32>) outs(%42 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %44 = tensor.empty() : tensor<48xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_23 : tensor<48xf32>) outs(%44 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.truncf %cst_43 : f64 to f32
      %98 = arith.addf %in, %97 : f32
      linalg.yield %98 : f32
    } -> tensor<48xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%45 : tensor<48xf32>) outs(%44 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = math.rsqrt %in : f32
      linalg.yield %97 : f32
    } -> tensor<48xf32>
    %expanded_66 = tensor.expand_shape %cst_24 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_67 = tensor.expand_shape %46 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_66 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%41 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.subf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x48x16x16xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %expanded_67 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%41 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.mulf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_68 = tensor.expand_shape %cst_22 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_68 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%41 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.mulf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_69 = tensor.expand_shape %cst_21 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_69 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%41 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.addf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x48x16x16xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<1x48x16x16xf32>) outs(%41 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.addf %in, %cst_47 : f32
      linalg.yield %97 : f32
    } -> tensor<1x48x16x16xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<1x48x16x16xf32>) outs(%41 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.cmpf ult, %in, %cst : f32
      %98 = arith.select %97, %cst, %in : f32
      linalg.yield %98 : f32
    } -> tensor<1x48x16x16xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<1x48x16x16xf32>) outs(%41 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.cmpf ugt, %in, %cst_48 : f32
      %98 = arith.select %97, %cst_48, %in : f32
      linalg.yield %98 : f32
    } -> tensor<1x48x16x16xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %53 : tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>) outs(%41 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.mulf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x48x16x16xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x48x16x16xf32>) outs(%41 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.divf %in, %cst_48 : f32
      linalg.yield %97 : f32
    } -> tensor<1x48x16x16xf32>
    %padded_70 = tensor.pad %55 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x48x16x16xf32> to tensor<1x48x18x18xf32>
    %collapsed_71 = tensor.collapse_shape %cst_20 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %56 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_70, %collapsed_71 : tensor<1x48x18x18xf32>, tensor<48x3x3xf32>) outs(%42 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_18 : tensor<48xf32>) outs(%44 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.truncf %cst_43 : f64 to f32
      %98 = arith.addf %in, %97 : f32
      linalg.yield %98 : f32
    } -> tensor<48xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%57 : tensor<48xf32>) outs(%44 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = math.rsqrt %in : f32
      linalg.yield %97 : f32
    } -> tensor<48xf32>
    %expanded_72 = tensor.expand_shape %cst_19 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_73 = tensor.expand_shape %58 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_72 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%41 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.subf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x48x16x16xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %expanded_73 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%41 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.mulf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_74 = tensor.expand_shape %cst_17 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %expanded_74 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%41 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.mulf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_75 = tensor.expand_shape %cst_16 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_75 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%41 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.addf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x48x16x16xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<1x48x16x16xf32>) outs(%41 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.addf %in, %cst_47 : f32
      linalg.yield %97 : f32
    } -> tensor<1x48x16x16xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<1x48x16x16xf32>) outs(%41 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.cmpf ult, %in, %cst : f32
      %98 = arith.select %97, %cst, %in : f32
      linalg.yield %98 : f32
    } -> tensor<1x48x16x16xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<1x48x16x16xf32>) outs(%41 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.cmpf ugt, %in, %cst_48 : f32
      %98 = arith.select %97, %cst_48, %in : f32
      linalg.yield %98 : f32
    } -> tensor<1x48x16x16xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %65 : tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>) outs(%41 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.mulf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x48x16x16xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<1x48x16x16xf32>) outs(%41 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.divf %in, %cst_48 : f32
      linalg.yield %97 : f32
    } -> tensor<1x48x16x16xf32>
    %68 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%67, %cst_15 : tensor<1x48x16x16xf32>, tensor<16x48x1x1xf32>) outs(%1 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_13 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.truncf %cst_43 : f64 to f32
      %98 = arith.addf %in, %97 : f32
      linalg.yield %98 : f32
    } -> tensor<16xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%69 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = math.rsqrt %in : f32
      linalg.yield %97 : f32
    } -> tensor<16xf32>
    %expanded_76 = tensor.expand_shape %cst_14 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_77 = tensor.expand_shape %70 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %expanded_76 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.subf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x16x16x16xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_77 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.mulf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_78 = tensor.expand_shape %cst_12 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %expanded_78 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.mulf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_79 = tensor.expand_shape %cst_11 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_79 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.addf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x16x16x16xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %74 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.addf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_80 = tensor.pad %75 low[0, 0, 0, 0] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %76 = tensor.empty() : tensor<1x16x8x8xf32>
    %77 = linalg.fill ins(%cst_0 : f32) outs(%76 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %78 = tensor.empty() : tensor<3x3xf32>
    %79 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_80, %78 : tensor<1x16x18x18xf32>, tensor<3x3xf32>) outs(%77 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %80 = tensor.empty() : tensor<1x8x8x8xf32>
    %broadcasted = linalg.broadcast ins(%cst_9 : tensor<8xf32>) outs(%80 : tensor<1x8x8x8xf32>) dimensions = [0, 2, 3] 
    %81 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%79, %cst_10 : tensor<1x16x8x8xf32>, tensor<8x16x1x1xf32>) outs(%broadcasted : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81 : tensor<1x8x8x8xf32>) outs(%80 : tensor<1x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.cmpf ugt, %in, %cst : f32
      %98 = arith.select %97, %in, %cst : f32
      linalg.yield %98 : f32
    } -> tensor<1x8x8x8xf32>
    %broadcasted_81 = linalg.broadcast ins(%cst_7 : tensor<16xf32>) outs(%76 : tensor<1x16x8x8xf32>) dimensions = [0, 2, 3] 
    %83 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%82, %cst_8 : tensor<1x8x8x8xf32>, tensor<16x8x1x1xf32>) outs(%broadcasted_81 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83 : tensor<1x16x8x8xf32>) outs(%76 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.cmpf ugt, %in, %cst : f32
      %98 = arith.select %97, %in, %cst : f32
      linalg.yield %98 : f32
    } -> tensor<1x16x8x8xf32>
    %padded_82 = tensor.pad %82 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x8x8x8xf32> to tensor<1x8x10x10xf32>
    %broadcasted_83 = linalg.broadcast ins(%cst_5 : tensor<16xf32>) outs(%76 : tensor<1x16x8x8xf32>) dimensions = [0, 2, 3] 
    %85 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_82, %cst_6 : tensor<1x8x10x10xf32>, tensor<16x8x3x3xf32>) outs(%broadcasted_83 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<1x16x8x8xf32>) outs(%76 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.cmpf ugt, %in, %cst : f32
      %98 = arith.select %97, %in, %cst : f32
      linalg.yield %98 : f32
    } -> tensor<1x16x8x8xf32>
    %concat = tensor.concat dim(1) %84, %86 : (tensor<1x16x8x8xf32>, tensor<1x16x8x8xf32>) -> tensor<1x32x8x8xf32>
    %87 = tensor.empty() : tensor<1x32x1x1xf32>
    %88 = linalg.fill ins(%cst : f32) outs(%87 : tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%concat : tensor<1x32x8x8xf32>) outs(%88 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.addf %in, %out : f32
      linalg.yield %97 : f32
    } -> tensor<1x32x1x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89 : tensor<1x32x1x1xf32>) outs(%87 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.divf %in, %cst_49 : f32
      linalg.yield %97 : f32
    } -> tensor<1x32x1x1xf32>
    %collapsed_84 = tensor.collapse_shape %90 [[0], [1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<1x32xf32>
    %91 = tensor.empty() : tensor<32x10xf32>
    %transposed = linalg.transpose ins(%cst_4 : tensor<10x32xf32>) outs(%91 : tensor<32x10xf32>) permutation = [1, 0] 
    %92 = tensor.empty() : tensor<1x10xf32>
    %93 = linalg.fill ins(%cst : f32) outs(%92 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %94 = linalg.matmul ins(%collapsed_84, %transposed : tensor<1x32xf32>, tensor<32x10xf32>) outs(%93 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %95 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<10xf32>) outs(%92 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x10xf32>
    %96 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%94, %95 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%92 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %97 = arith.addf %in, %in_85 : f32
      linalg.yield %97 : f32
    } -> tensor<1x10xf32>
    return %96 : tensor<1x10xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_10_torch.float32: "0x0400000043FCD63D4726DABD4150533D060B023EB8BA19BE3AE90A3E3BB991BCDB083EBD7C196ABDBBCB15BE",
      torch_tensor_10_32_torch.float32: "0x040000007F81073E5272283EDCC227BEBF210ABDCF9404BE7D1322BEB6FE143EF73C46BC083ACD3CD75E8DBD171802BDC2D4C23DBA4E3E3D16E3103D78757C3DC14C503DFDE683BD9947C5BD72E9E5BB56DC12BE491224BEC6EA99BDB2FB403D642915BE695A8DBD1A710BBED23ACABAD7FB853D486FA0BC40A2E33DA63A12BE6F91133E1B16C8BDB464FF3DC3B6963DC67E80BDC502123E79F4BBBDA49B313E1D7DD73CCEB0773D3F10C3BDDDEAAEBC455493BDB42C0ABE0AA102BE2975BBBDDC5D2CBEC8CDC33DC233963C9F80753DF6035ABD5F03FABC2A601D3E202A873DC984DCBD3448503D1C03CB3D4B1606BEE7699BBD629226BD22486ABD0607E8BD6F10323C839C153E7E5187BD2810AA3DA8A620BD2B07E4BD4B1EA93C5A31C8BD57BF783D31CF6E3DB6078F3C8BC033BD677F153E2A5325BE75B1E0BD657C98BDFE5668BB654ACFBDA0879FBD25B8CC3D15FD8E3D9B67283E851A34BEB0EF91BD5486A8BD38371EBE654F9EBDD03D85BC9F898BBD303630BD13864CBB83488D3BE7F11FBD4E7D3FBD58111EBEB038C03D66F004BEF677103EE25A0C3E2628FB3D903A3CBD62C8033EF3780D3CBC00BCBC3EB939BDD1952C3E262DB2BDBC5DEABDBA2FC43DCBB5093E634304BE7D73C03BADC9F9BD88655C3D5C17173EF42473BDC63308BE1190A53CB9497B3D96D1FDBD0E2BB7BD64557B3D624C4B3C2CC8EFBD136ABA3D1A430CBE58509EBD1CE944BC7B28423CF2AFAD3D6DC5913D72A6263ED49307BD6DAF873C02710CBE5B8B09BC43E6073EF942D9BD492629BEA46334BE188D1DBE538BD03D912EFDBD4AC2E33D147BFF3DD9E510BDAB25F3BDA9E231BE5898A1BDF2C0883DE01AA53DA45E253E0FBB7B3D2F3C11BD9F3509BE04021D3ECE8F98BCD2DDA03D97FFC7BDEFE9FABC91C07ABAB980A93DD9B4E03D2B9EBEBD3DB330BED97D083E23A3323D6BB2123EC57E223EEC5AD6BD1E8C31BD1B5A473D9FA4303E479B21BE1DDBF4BD67B86BBC2699C73DC968BD3B3ED46CBD21D2C43CDEC1EEBCB7541DBE836688BDEF4C50BDBEC1343E1B52D83DB36ED6BD7FD9A73D6CADE73D3984B6BD62C24F3D6702F53DDFDDD83CA4B1D6BBC1C8233EE8BC01BEC0DDDE3C61BA00BE9CDD6CBD55A0003EB77DE23DC90C26BD6F0ADEBD5F6A0F3E57A822BE5E0E863C8F121C3D8EF582BD59BE053E1E62DE3D0EF02A3EFFE5303EDC6BEB3CB2DC243E01D0343D72FF6B3DD5D623BC6F7911BDC8C786BD92B587BC4D3DB4BD0526F4BD862831BE85AC273D2ED7683D1CE4273ECFA1D2BDAA34233EE4CE94BD7714BDBC0A9934BE2D738E3D763C6BBD9FA9D43DD68826BD314358BC6213BF3DE5BFBDBD0A0EF7BDE3BB3ABD109F59BDBCBEAE3DBD4187BD8248AF3D9910FC3DC7E3913D766EE6BD2836FD3C17B5EBBC55702ABE0668D2BD7D475A3D9CAF22BEFAF75A3D0B8805BE13D30A3E413524BDD127203CA44C55BC48EAFBBDC0EA61BD9570163EC525A93DBBFE36BD8FB1E8BD48BDD73CAE5FB5BDD97AB9BDEF6332BE52B8AFBDD238303E7BAD4F3D37B4CCBCEB5BE03DBDB2F53BE33004BEA0D9503D4DF1F43D98AD31BD7E7601BD5AC9063D81A91C3D20DE86BD66D911BECCFCE03D161DA9BD2102E03D242D26BE4491743D3D71B73D8F74D7BD330D103E5DA223BE8F61A2BD2ECC9F3D9FC3423DCB1592BDC3620FBE56041EBEC652EA3D61BBD53DE910E0BDB50CB9BCB85573BDAAA3BD3D5E16623D4F59D03DC1D4C1BDA3E319BDB621D6BD7B5202BE80A20BBD74EABD3D7A4A5DBC7B54DA3D2694DFBDDB03B73D",
      torch_tensor_16_torch.float32_13: "0x040000006211C3BD152A9DBC5177153C5F617FBDA58D67BC6FEB6B3D3913BBBDC57CB23B3C63603C9410983D62D5A0BC52FE8ABCAA9981BD0A7AD9BD8CB58A3D2F502E3D",
      torch_tensor_16_8_3_3_torch.float32: "0x04000000A663B3BD2935D8BD2597C0BDE5A49CBD4FB4C1BCCF8DBDBD2A199EBD38FBC13D6980EA3D16CCADBD757A9EBDDB1F91BD032ACDBD307F5D3D14D3D0BDBE57EA3DD31DDFBD23ED953CC960F0BD5530B73D69F7D63D71FC8EBCAEEBCCBDF0A4943D5874CBBD5653B53D0734D93D244714BD4ECDB83D9F9E8F3D427ED53DB5F783BCC792C0BDBFBA8CBD3EAEECBCA3B10D3D2253213D897D973C67EE9FBD8777B4BBE134B23C6A01DEBD2944ACBC45E797BDEA7DA2BD86B4E0BC99E05F3D792B93BB3639E9BC07099FBD47AB02BD0B7BB1BDD419303BCB9FCEBD5DE3883D91C2AC3DC7E43BBD2E62173D12564E3D27DBD13D0365E2BD01A5D73D02BAC7BC1369C8BD1DBD91BD70D96D3A5F5FB4BC1777B8BDCC74013C10C909BD420B593DBF09BD3D9AD299BD71C4ADBBCB63C33C9139B6BD4842DABC21BD32BD1737A53CAE640DBD0C31233B554172BC293BAEBDA386E9BC0A341D3C308810BDD0D18C3D5EDDCC3D70FCEDBDA905CC3DC16C1CBD486F3B3DA44E1BBD157FCE3D320CA23D16A7E33DEBD7A03D90F4923D8F16C23D9B1FDB3DB0E8943CBEC8C93B9F6C613D8C6E223DD78F7C3CB0F1D3BD29784E3D20A56D3DBF5280BD37F487BD1AAF36BB7870AFBDAFED7D3CE57CE73D2894583D073CEF3D90B5E1BD6D19E13D1D07D63B537834BDF82416BCCD03FABC5843BE3D2B55CD3D4B9ABE3D3AB229BC36E5B83DE7D5E03B1FC5813DD888283DA270E03D44CBBA3DC904E43D7C6FEB3D404152BDD859913ABA04B4BDED758CBD4112853C53DBE43DC7A1DDBCCDC6CD3D1EEA1CBD05BD20BD3E2BC13DD3CF4D3C25D68B3D45D19BBD6A8576BD24796FBD91AB3E3DF99501BD1251CB3D541F99BD9C06EEBD0859893DB25041BC6EACE4BB3DC2CC3CC380103D9EBD6A3DA564D0BC4E79233D503B4BBD5DE5D8BDF080BCBD4FE7DC3D67C597BD12A241BD446102BC824EE8BC9FAB1A3DB14CB43C39FF523DD4C72D3D0979FBBC4A19483D49FC633D2222DE3D7BF48BBC7C1EE53D1AE5D03C884E91BD252F1B3D2559313C56A34EBD7D92A6BC7FEC983B4D129B3C9B8D463DD0B4A73BF176993CA8C495BDB0D6CC3B9AFC59BDE956CEBDA03CE1BD0CC08FBD808693BDBF247DBD36D820BDDBBAEDBC6EEA88BD39698DBD3999523D04B1A2BD84435FBD625F9E3B150955BDCD26B43BC7CB03BD5EE641BC9AF67ABDF0E3E53C584FD4BD0D662A3D9B6CEF3C4B00993D8C2CCA3D58CCCC3D5299E4BD88E2BBBD266F733C1E747DBDA793813DD63D7F3D20E1B4BD664A003C8315CF3DB651903C6481D33DF1391B3D396F73BDC89F9FBD692A72BC309D5A3D5C8DC93DA02B293D8F2577BC7B58533DCF76DFBD5F9BE1BDBBA4E13DFB2F733D2EAF713DCC1DBD3D65414BBCD6F594BD8AE48ABD131060BD6530903DFD7BA13DF7707DBD2ABE833D4EC3E73DDA17CB3D4082E6BD862849BCDC10E9BDC575383C3B804E3D8348133DFBA856BC8F9DCD3DEC89613D9A38DD3DD806AABC709C7CBDCB6081BD02124DBD6D5F09BDB2D24DBD872CAB3C645F1C3DAFD3EABC9AF3C4BCB3E4ABBC8CFA4F3BE4A2E93CB9A6953D8AAD59BD78BDCD3D589BA13D030798BCF0E2C03D365B713DF3F3FA3B2A2E023D5ED4A33DFAEC4DBD60E1493CA20AB33CE20EFDBC2E90E7BC6441BABD632DD0BD46C6E4BD54BECF3C11002ABA16BBB3BDBF4E983D358E87BCC787BF3D48DE80BDAB8707BC5D52843D8ACBE4BBD2BE8E3D46919FBDDE7082BD2BF4ACBCB53C8ABD1592AD3DC858B63DCFB4D2BD593D8EBCC5C6AE3D9F4329BC25A8133DACED32BB7A3741BDF4D251BC5B174DBD3BB0ECBD0FB1673C5073A1BD100E633ADB510FBDB4277CBD141F813D7F97B13D7F80AC3D69A981BD2BD18E3DB06AD23C0B2C983DEEC9CC3C8B2BEEBDD46F21BD88F0903D9D20413C5945D0BD1C59C23DB984E6BD6B6D88BD6F99923DD15FE03BFCBF8A3D1DDDA1BD98F8AEBCDD3CE53D8BB06E3DBF23543D352F5CBDA4FFF73C2C0658BD02FBCABD948C3ABD2FB42F3D6C09013D0579883D322A803C09E3D5BDE4C0C2BDAE83B23D0F5C13BDA1D0E7BDA77ABE3DB74DEFBD821AD33D2847603D5D06ED3C8CE0333DD010C1BDA024EDBC62ADE03D9145523DC462D33B94EA17BD6619EEBC792B923D45B7913D375DBCBDB1B489BCB416663D94482CBD625710BDC28BAEBC7004E43D3FBE373D80727EBDDA1D00BCF09AA33C8DCB88BC84883C3D09293F3C5A4C733D415C07BD577D8EBDE3D5A03D3AAFAF3DEF51CCBD0758D03D53200D3C01233DBDDCACDC3D097C423D2E09273D3E16C6BD64363DBDB7A34CBDA591ACBCF6A47A3DFFB09C3D5E76043CCA88A3BC7A52B7BDD6A9CC3D66B342BD4266233D3B2B92BD3FC01A3CDFECC5BDF81BA13D46BFFABC778BE63D5BA3F03DC810B3BDF0E799BD58FCB3BD9A2E77BDA708ADBD6FDD68BD74FAA6BDE64BB63CE4C9BEBD8A3D923D0A25073D065F9B3C08310EBC6A4FE5BC754CD1BC0AF43B3D80126B3CB0E5333C0728A4BD4E71B0BC2B0DCF3D175F83BCD0DC14BB1CEFF53CFFD905BDB85E6BBD82CF27BC0F58DF3D86E7143DDE3E55BD4A22CE3DCBC0A23D0905B43DAAB28C3DE357E93D403F88BD1D84AF3D6D08E5BD56B9BFBD2FF0443D75BDE33D73D90BBD939F30BD93ACA93DEE2829BC951CCF3D0BD33DBDD0BF943D6357B53D093FD73DEE96D4BD3CB62A3D8B75133DDFD9963DD866D3BD630F6F3B19ADA9B9F7DE9F3D5FE1F23CF868883C1366EABD906DE83DBA83793C6DB0D13D540B663D6534AC3C6E6AAB3D38D2193D44F2DBBCDDA6963D39F71A3C439DAFBD0A6870BDFC18583D98A77EBDC811F13DC5B146BD7C660A3DE980F13C3681EEBD9C097C3BC49432BD5B55D13CE918ADBD2DDE83BD4AB6D2BCE6AF943D92DAE6BD2BF8E3BD892F87BDC4C731BDF4C8BD3D674C00BDCC52CCBDABAB943D0D80AABC6C86343D292AD43D4EC1AE3D6E4FC5BD805BEB3D36FC173DB84AA83D8BD5713D18D1B43C02EB87BDB1BAA43D30A514BD4F03DFBD163B49BB9EB13C3D86B13A3C5318B93DDC08C93D5788B63D5783CBBDC07C863D033149BD20D64CBDF821D33D0D8449BD6A734D3D9C0ECFBB684AA23D4F9DAA3DA71679BC9E9AEB3C80D698BDB0AE8D3B60A0F0BD779C28BD4B4FF1BD2AE33F3D481E32BD86F498BD745326BD2316CFBDDC63AF3D627ED83DB9A01A3C0027DBBCCCF5853D4866E3BD975F493DBCD18ABD2FF524BDB51F7CBC939FD33CFDE09EBDB428C93D372396BDA06806BDEEA6CD3A3DF1DDBC9D121D3D283CB83D360DC23D47611CBD1137E33D7245FBBCEE8ED33C3BBC7DBD45E3A8BD78C2D7BCB5AF0D3D1B0F45BDEAF1103DEDB3BABDBB756BBD4F482ABCA2CAD93DB3256DBD49EB9ABDAA3D11BDBA86963DCE3BB23D3FAC3F3D87C5D43C2786383D45832DBBD97F893DE27B5BBCD611BE3DC81A99BC519C193D94ED6F3D767CE6BDA6DEADBD57F2E3BC12256F3B36851E3D774687BCA7A8393B5D88CABD5B64613D37E7073D3EA2BBBDC0B3B8BD148A1A3DC7D3C63D0746B63D5394FE3C1CBAF73C623BD8BDA06CEA3AA9D781BDD192BE3D08DADFBD52B6C13D6419E9BCF58BB5BD9465E83D20C3CD3D2F9862BD96573F3CD3ACBDBDBF3D46BD16307CBDCBDBFA3B7BA18C3DD753DD3DF206EDBD5755CA3DF5A0EE3BE16AB3BD2559873C78E6BABDBFB78CBDAB3EB83D436D34BD692E01BD31A5CA3D68F9D2BD40B8E53DF3BA2B3D201946BDBCB9663D933DEF3D2D55433B4061C6BD1B02BC3C23D842BCBDDAE5BD2B3A31BDDE0BB1BCE4FD9EBBEE4C363D4ECAE9BD3982A53DF443BB3DC8F0643B6FDF223CADB9B23DDACFD83D405F333D6F191C3DE542B4BD9ED4B7BD51784C3DFD8142BC075AE73CDBB2A73D7841D83DA2A6D3BD3E4E753D2F00CA3D1E900BBD5422BBBD62B5EABD690A9DBD08EBB8BBB6C5133DAD94B73D651278BDDE1118BD109D72BD36C9253D79FFBDBD6B3D05BC832F6DBD66BED23DBBD1AEBB18A98EBD048ECFBD19CC54BD03C2C53D82B0ADBD53527C3D7A6BCF3C0AF0EC3D35D176BDF386AC3D30C607BD021FAD3D1EFF0A3DE357983C957525BB0775213D32C6733D10ABD43DED91DC3CD34046BCFF0386BBBE2E883DFF68E2BD0B01BABB65ACD53D90A5A8BD91456FBDD90BE83DCAE5BF3D64EF9B3C71E06ABD964CB03D25B39FBDA27BED3D1471D03D75EE3CBD04F78A3B90D82CBCBC88C83D9BAFB9BBF0BB9A3D1E9E943CE8F5AC3CC0C831BD9A524B3949FCC1BC785E5D3DA2AA793D21A49CBD8F6AE2BD077AAA3D95D9E6BD61694CBD060B0DBD6690D23D1478A23D624AF13D517F8B3D2A86B13DA558223D3CF5CEBD54F45B3AE9FDBC3DFBDE22BDCA356FBD94A3D7BDB05F693B199493BCEA61B2BD0EFEC83DEFBEE6BC5440B63DA8BABABC2F93CB3D1DA9D73D05D2253DD5158FBDE5ECCABC37813EBDFD6856BDE5F5563D84E0E3BDADBBB3BDEB99FDBCE003933C9DDA98BC8FA8ED3DE170E5BD0B85AFBCD8AEA6BD77DFBD3968384A3DEC9E6D3CA49169BD4BCAD93D9B68653D322BC73D3B10DC3C5A35E0BDB4B88CBDF7C979BC769F01BD7DD5D5BD69818FBD48BBCBBD9BF2CDBD8B85C1BD044E833D191D523D60F54D3D7B0CA1BC7B35DBBD0A0725BBED7ABFBDB52C913C209DDFBDB1D080BCCCE89EBC5BB449BC507FB7BCB8E9E4BD7FF3A03C4A4F0D3D931B87BD4610713CB6C855BCC2CB96BDC2225BBD9EFE193CA1D92EBD5F86B1BD04A6B93DC136BB3DC267753DE8DFE03DE278CCBDCBCEEABBABBE803D9F2BDF3D2098D9BDE205BE3B3A5EC4BC1252E73C36318BBD05A5BE3DAC9C2FBDC441003DA9804EBC346BB63D13F3993DC32469BDC7BADBBDA64319BDD679AEBD71AF53BDE2C35E3D87EDBFBD94F6DABDD6E6C0BC2F9FBEBD4A08C1BD1D689FBD847E93BD8623953A59A56DBDBD3435BDC191E03C3B06AABD0299AB3C48E574BDD1E2E83DE2ED04BD16F59D3D5399C63D646914BDD2BF59BB5FECA03D0EC3E0BD1EF06BB87C86EE3DE05568BD8A1CAF3DFF5190BD7449FBBC6B50993D1FC5A33D209F26BD31498BBD8DA47ABD8F0F5F3D0383BE3DA04D87BB2439F23B063E1BBD0CEA62BD889993BD0F3D9EBCF269D6BDAEACE23DC6B8B03D0895D53B8D2AB5BDB523873D4D01A53D8953233D176B9DBD72DA99BDE343E03DF61511BBBCE47BBD00B7F0BD037B913D6CB8E13D1B50B0BDDAE4DBBD47C2573DE1CA5D3D6AB9EC3D2D5E2CBC8FD6B7BD60EEDE3D17AAEDBC33864E3CC8CCAB3D5ADB443DAC1C1C3D06FBDCBDEF9808BD145ADCBD3BBB39BD650DF13D06F555BCB9D5E13DB0E6DB3C5BB04D3D54069C3DD4FBA13DD599703C1954C43D220EBE3A4A3728BDB33041BCCD8B5FBB0C8AA73D495613BD56F081BDD363CCBD3F70C23D1D21B73DD1FE40BDAC5F003C36FD843DE25AA2BC1395B8BD4178D83C413BEB3D3912C3BDD237753C6635C43D3FD2A7BD5B1D103CAA3CD73D26BD8E3D096705BD8D6347BD2EA0BE3C1A16DE3D7D23C6BD0EC0C3BDFA02F0BD77F1893D7C299D3D9496BF3D62BEDCBDBD8A043DD1CC1B3D7B9398BD7640253DEA4518BD641C59BDEA7BEDBD7510CFBDE1ACD4BD4332CF3C1664B9BD2D459E3D0CE842BDAD9B89BC926598BD37B2D93D7C23E3BDADFACC3DA977ADBD26DED0BD1405B93D073CB6BD81F6853D71F6123D4EE5EA3D23E19FBDAD0DC8BDEFF0883DD56AC9BDC08CDABD241BEFBDFA5C083DEA2450BD397BC8BCA0505EBD7804ECBD45C0A5BC3F75113DB299D9BC981E78BDDF25BA3D9CC70B3DBD86B33D0DAF10BD606CEB3D9E8DBA3D516C9ABD7D36ADBCC673B8BDD200633D67532ABDE4048BBCBF679DBD426F533CC0FCB6BDDA2EBFBD2860EEBDC2F266BD74DFC7BDB27FC8BD8F57B63DC058D73D3AA6C23D14BF65BCB4E2EE3D51E57E3D810F6F3C1F184C3D7A84C93C4B313CBDD158D13DF26DD6BDA7C5DFBDF04D243D17C4583C7E07D43D5695B03C5D8BB63D0B744C3BB538F03D2F547F3DDD2B24BD7DBA613D1FB520BB67B9D83D73A2A9BDF19F14BC1FFBEB3D9A8A903C5233A13D371D753D9B346DBD51418E3D7923C6BDCC43B03D85DBB23B21AF93BDAF22A33DF4F5413D80DA91BDD2F746BD5C787C3DBD7B09BD216AC53C4F5B983D1DF197BDA0647FBCE6DD3CBD60F060BDECA3F63B77B5B63B10CA76BD2865A5BD6530053D0F99A73D42B28E3DEADCED3DC1EE823DDE0179BD2B1D5FBD8503B73DE141B9BD324B4C3D29D0533DDE20A03CFB3CC0BB3424CABDDFBBD83DEBFC853D4491D83D34D6323D809AC2BB897836BDD39DDABCEA498EBD5E8721BB2908B4BD3BF4B4BD92B507BD8B6E8D3D0C4B533D074CA33D5802A13CB826D7BDE55E323DD26994BD3EF5783CBB12B1BCBD3FB23D0C9F013DB6CED13C502EF8BCA082C3BDBEE1913DA39FC9BDA1FED63D4D2AB13BA838BB3D8DD481BC7A575FBB86FB5F3B957FB9BC64E38ABC25898F3DE0E5763DF3B5E63C744BB8BD869A7D3DCB45893B",
      torch_tensor_16_torch.float32_12: "0x04000000FF45993ECC7F743E5AADA8BE95DD80BE0BD01A3E65FE003EF530913D7E04B43D952EB5BC1B92463E3F60AB3EF27595BE72C953BEB7D89E3D0D39AE3EE60473BE",
      torch_tensor_16_8_1_1_torch.float32: "0x040000005B18F7BACFB31D3E620E46BCECE56BBEE476273E344D683E6241993ED36EABBE6B5AF9BD20B514BE2B9699BE795FAEBE297A3C3E5C217E3DCA15A2BE421780BEEEC78CBE043446BE75BBD9BBB5FAF13C46E2AFBED6E8333EF12AA83E9F80363D0EE9BEBD6C6276BE10328F3ED1C78BBEC66E7CBE491A4CBE753A0DBD5830183E6DF8B23EF662263DDA963EBDFAA21CBEA7AB56BEFCD485BED4D4893E750105BE4656B83C72A91B3E5BCDA83E2796003E3D549EBEC5922C3ECB36193E922F21BE3EAB023EC53BFD3DDEBD5DBEDD58893E7FA2F9BDBA352B3E04AA7C3ED4AD04BD0EBD5C3EF5ECFF3D3E42713B01B3A3BE609535BC830F9BBE70F76FBE928DC73D3DE22B3E596CE6BD8B352C3D917F9C3E965345BED0A8923EAB6DA03DCD5DAF3EFFD4A83DACFD933E7801263CB3DD9FBED475CDBD77998F3DC30480BDE8A0A1BD08B33D3C569504BE7D64693D57032C3ECE75F33AB650193E7F68873B139C50BEDBAF98BE3FCEB0BE1F8B813E7CBC94BE751C923E0DD12CBE125BAF3D0C8B5FBE7F668F3EAE8837BD0341BD3CA9B1333E71E6913D49BF02BEDC4B63BDB489793E1319343E0D82423E5E873DBE8A9D4ABEF04578BEEE3D08BE435E2DBE684FA6BE38A3843EF295473C209F6BBDE115BDBC8D32E03D79CE803E47C3D13D48FB473E8770A0BE3464ACBE81033FBEEECDF3BD4313AF3E88027C3EAEA14F3E93F8C1BC",
      torch_tensor_8_torch.float32: "0x04000000A69E5BBEF08631BEEAEF22BE7850BABDCED23E3EC0B5EEBC74C79C3DDAE4003E",
      torch_tensor_8_16_1_1_torch.float32: "0x04000000D0900FBD669D713E604254BC8A79403E5CE86E3E6AE96C3EBA1142BE2EF7233E0038DCBD0A994F3E304424BD30CE003DEC00693E284DDCBD16701FBE30B7593DB88FE9BD5AF7583E6036283D2894533EC22D07BEA69268BE725276BEE0D65DBC002C9D39E22D7DBEC07A43BC04E48F3DC84D2B3E4074043CE8F3BE3D6284653EB2DA233EC04F17BD38865DBD2894133E08C0C63D0C8CEF3D34BB123EE0DB6ABC504150BEA05ED6BD688B61BE801F23BBA0FC0C3D4046213C902D573E2A9772BE989DBD3DA64A473E2C0047BE746B4F3E64BE1E3EC045453CFC6F6ABE2031B2BDF8EABCBD605C1CBDF44924BEC0D6E1BC7C3CC03D9C9996BDD883163E00B7E53BCC3979BEA2E0793E806D223D7A782A3E18DE19BD14DF2EBEA4824A3ED8C3943D9CD3E73D68A100BD0C6E7CBE802D2A3E707054BE4AB26BBEE0F928BC809A53BEB840A7BD7031F13C0A1377BEC8E1233E829B643EAAB815BE70281F3E046FD2BDB0028BBC7ABD0B3E7257233EACC1963DF0D8C93CAA67293E1C23AF3DA427923D94CF5EBE081AE53D5CC8743E2E7672BE32CA24BE645D38BE18A6503DD8475A3E44965DBE205F2B3DA0870BBD5A0E773E305437BE386C033D18D0F6BD50A0B4BC9C31C7BDEEF442BEE83510BDAC1F11BE56422BBEF47F18BEBC69CF3D40C97B3C204D563EB6BF2D3EB0AAB63CA82320BD0CE31B3E14D09C3DFC786DBE4E581ABE",
      torch_tensor_16_torch.float32_11: "0x04000000722C713D69C2B0BC1E9F403BA30500BC1D0D71BE8F72473E70FD0E3E28F96B3EAA0B6EBD369ECC3D600E60BE406BD83D8A9071BEBFDBCCBDBDFB74BD13E512BE",
      torch_tensor_16_torch.float32_10: "0x04000000123EAE3F7FA9B93FA8D91A3FC20C263FBAA0BC3F22FA2F3FE2CC9F3FC6B8883F1F28963F6269BC3F651C713F1C093E3F3864BA3F2E6B793FF7D7873FBDE61C3F",
      torch_tensor_16_torch.float32_9: "0x04000000064B9C3FDFF1363F2414B33F7DDD0B3F190D963F301DBB3F1E38AB3F4BDA3E3FE44B763FF3D2903FC5D8A03F1CF8473F93BA3F3F00C7A03F4E256A3FE971193F",
      torch_tensor_16_torch.float32_8: "0x040000008AD9153CDF353C3D47E9BDBD339C083CAEBBBB3D90F99FBC1D957FBEF3D71E3EBB0B303D375A2E3D2E5293BD5BFCAEBD2D78503E0ADC22BC333E0DBB75ECB8BD",
      torch_tensor_16_48_1_1_torch.float32: "0x04000000FDFA823D06F3C2BCD08CE83D63E43DBD05AAF03D23AD863D40FF893D644E2EBCB2D339BDA5EDF43D541DA7BC8B9C0C3E95848B3D72BEDBBDE5A4073ED8B1CBBCC315693DF09BB2BD5DD5B6BDC488B83D5E4A2E3DC77EE7BDB9C7EA3D009FF5BD490EB93DBD76E83D983AF4BCC9E81CBD55B052BD9176133EED94B9BCDC2CDF3D2CA4A1BDA3C4E7BD2C62693DC464193C265496BC473C953C16620D3E4C2F0CBC1106393D13BCA63D67B9CB3DAF278CBDBC871E3D15D4433DDE79FCBDDD9C1CBCF5BADABDF46BA33B086008BEFE988E3B59151CBDF790D13D9A5BA6BDFE8BE83D94FC11BE15E2DCBC18AF2ABC211500BEA9D3533DA64E013E8C79DDBDBDC9E1BDD428E3BDE675B1BD32C8BC3DC1CCC0BD954DEF3D7FE7F93DA0B9563D79D28BBD29E6833DEA0E73BD8349ADBD31EBA7BC9CBBA0BC5469E23DE69C67BDF7FB0A3E6135743DD3E504BE34D31B3DB72BD73DCCD8693D7758A0BD626002BEC51A74BD28D5A2BD74B58D3DC36913BE206F4DBB62C9783C7B6A90BD29D60E3E263776BD95AFEA3D9813063E0642553DFFBEB1BD9EB20BBEAB65CB3C97AA7C3D2722AE3D241CE7BDA68F943B4CD0A43D0D1913BEF28105BDE20975BDF67D213D7FBFD1BD66E6FABDB78F3DBD2C7BB03D49C9C83D7AF96BBD640586BD99C99ABD7FEC0BBE349F0B3E1759C7BD08299CBCDA168BBD68DCE53D6646463DB0E024BD84A79ABD8CC3D3BDE5080CBE03CCF23D0A3D08BE934501BD9179CABCE7DAAABA0D93BC3DFE53A1BD913085BDEAA8E83D7124AABD45ABC3BD401684BAE116F3BD0A4985BCC901BABD00C729BD579B913D2757BDBDA8930FBEACAB623DEF546FBDB1C74C3BE861D6BC89D679BD4735AEBC1DD5BDBD547FB9BD8965A73B4A02163DCFAF523DDF99EDBBE813023E7BB4513C0099123E56499F3D03A17F3D0390B13D6106C0BDC348B03C0E53BC3C95A6A13DF6300FBDF56FD3BD842BFB3DD1FBB23B2EFCE8BC02FDFFBB009F9B3D632B743D87EE9A3D619DB83D179E68BD2515E4BDDF89E8BDCC9C703DECE50F3E0B0F5E3DB15A73BB488AAEBD8DC5BABCFF2B99BDF429D13D2BE866BD608DEDBDB332073ED9ABA93DF8DD2D3D260FBE3D6A3D8B3DB7CE6BBDDA468BBDDCBAEB3DF5F066BC695A023D981EA9BDD59AEA3D32AB12BE15C4E33DB47BED3D7621D8BD8AAB41BD07D5B83BFF3112BEAC642B3DA889A83D947E593DE94EA73DF30B923DD3B910BEBDF7FDBD72D53A3DC967F73DAFC314BC544C113EBE18C5BD2960073E1469BE3DA2A9813C90E00DBEA017F13DFC37D7BDA960D43D15EE10BEA3BBFBBD1977CEBD4FFC54BD328BC03DBBB5B03DF523ED3DAF4BB93D4E7ED93DCCDCF73D290E943DD5A47BBD7CA8D63C43D24A3C5D4466BDB33F743D6AD7A4BDB00810BE36EE89BDACA8EC3DD14E0FBE0828ABBD2548DC3CF5D37A3C83039B3DCDFA953DCB9A113E8E89FC3DD21CFA3DAF39B4BC6E43883DDEF280BB74BE8BBD1EC810BDA98B75BC6846A1BDCF06A2BD1BEE68BDCD754FBCB98A90BD377681BC81F3FBBDA2E0073E165F0EBE38A50F3E6C89AA3D0BB9023E72FAC23D528488BD24D1073EE8BCC4BD7A6F913C50C2C73DE92C913D92C5EF3962B036BDB2DDF239549B803C4900C7BD9A2103BE5C67A9BDA74968BD51C6863DF197A53B994F90BDE72511BEA055F9BD18435EBDFB0ED2BD547ACE3D0BACDABD7C84333DA777A23D8A341ABD67A935BD8200DB3D0D36003ECF4DA7BDEE0E22BDC5894ABDF9C510BE799EBC3DA58D753DB98482BDA89DC2BD750901BE0168563D044586BD555D2EBD3F1E223CBD54103EA3A67EBB8BE391BD1B3465BBDD2C003E7FE408BE1A9D023E14CF0E3E24DA283D477B133D9BAF823DC324D7BCC30DC33C0C56693D39C2E33D4FB3B93D5E36883C81F10C3D7EB7F73D0B88503C5B3A8BBC8A10D0BDFB9690BD790E053DB214B5BD3ABBC33D4291013D4F990B3ED8A6B93DC0D9B0BDFC35D0BC7037263D2304913DD31FA43DF36F0DBE18DD833C886AD8BA58BFAF3D18CA12BE66D6003D9607EF3DDB92E53DF4B0D03DF00EA4BDEE1DF83DD1B6D1BDFC724F3AAA5C89BDEE88973DAD22143C4A6C11BE78F3EFBB4397ECBD4A382B3DD6AE07BCC7C20A3E1238CFBD0F83BDBD9040103ED24A993DBFD6073D4B89043EB926A0BC83C5D03D819E033D42903FBD7797A5BD9F5DA6BD1A2038BC111C0E3E7E87103E09732F3D14B643BDFD0D213DF004263D2DAF9CBD4C44883DAF60F5BD8E8CD23BB9FA22BCF6D943BDDAC6BC3D8DBF2BBDF21FF5BD7930C2BD701602BE61C84FBDBE80AA3DA8C209BE78E9E53DA40AA93D78DA2ABCC8417CBA4A1DAF3DCCB2F1BD89A605BD5D75B2BCE5771DBCC583A03D54860FBEB1A2053DE5BBF5BDDD30883D9497203DAB3C243BE282203D8DB8E0BD88D9C83DB054FC3DB48BB3BD144344BD6BF62DBCA5D62B3DFD82CEBD1EDFBE3DAF15B9BD0BE8C03D13CB723C2BCE49BC75A2AB3D3114F43DFAF30BBD28799DBCA07A27BD36BF0D3E5374A33C0C3012BE0D05123E6DA8F4BD476FD03DCCF53D3D38E41DBDD361CABCD7FE43BDC57052BD8F10863DE426123E04E1F43C5645CB3CB7FAE3BD4F520BBE9158AEBDB1F06DBD1BE9333C6EB974BC84E9133DCA9301BE61AD81BD9B7D0B3E5AF0B5BD607F163D7C28EBBD5E5B193DE0E66F3DDA15BFBDDDCABCBDA6C989BBBC63EABD3E7BDE3D22FCF2BDB9F2C13DEC2AA3BDC284E7BC712065BD5F65813D77ADA03D0B151E3D5B71463DE3CD10BEC94F823DEE49FE3D7D56F4BC6E4BA8BC664DDF3D3F59C93D5FD30A3E42BE373DB203943D704F493A0430D23DA7C885BD1B42D83D4F4DE33D5B76963C03552FBC115926BB914A633DE5D682BD9D1AB03C2047E53CE7CB93BDF65AFC3D59B97C3DB5780B3E00E8F8BD7FC1803D8D0B933DF4E83DBD8500AC3DF380313D2B1B943B2D5D86BD71A4ED3D1B9D08BE115B033EF0080A3DD02396BD95E1653DEBE3EF3D4B7F9F3C5648AD3D8D3C073E0F2EACBC894A9DBD9C8464BDA978B7BD1E89923D855A9D3CAEADA03C4B5D08BE1E66133D0E830CBEF090B63C9B5798BD289C8ABDF58A2EBD6038843D2660B4BCEEEC163C345ACDBD6110153D7E1DBFBC37BAFD3D8CFF87BD103697BDDA0CE93CB7CFC1BD58456E3C2FE73FBD00F768BDD7D511BECD2FC73D078F6C3D1B54053E8B846C3D4EA3AB3D3F8311BEB639773D2C0FB03D84220BBEC3058ABD6321063EFA9DAFBC92FE5F3C52C9A03C22F807BE7355013D3A4AF33D78211B3CC2BFD4BD91076EBD5160893C8D45F03D2D9C1EBB4B1C0A3EE59274BD851DE53CF65616BDA990E03DB5987ABC87C3683C5CB0123D441F003E4524E93DF9A0CC3CB3B19ABDC86234BBAE1A453C482875BC18C3C13D6E913EBDD3436B3D701585BA8733E0BDBBD1093D0A78CF3B0684BDBD90D48B3D3F89A13D5658CCBC8ABACABD19231D3D774A9DBC6BE99F3C9397FDBCC3EAEA3D3CD8FABD686905BE022DD9BDF509103E4A26AA3D3B0CCABD8E1770BAE7C700BE5F46543C7912473D619F293C5122A5BD0468DBBDE39846BCBEDCA9BD22C305BD8884803DF07E023EC4D69A3D919ECF3DA2EAF33C02A49EBC4632C73DD54BD7BD42F58F3D5880993DA23CA83D8294F3BD722EDC3D75AC8DBD1A36B33DD13FFDBAF42887BDE4343C3D14B430BDD23CBCBDB0D867BC29595EBDDA328BBCDD53B73C70F3FFBDB0AAA63C56C2343D44A30BBE70ECDC3C4FA80D3C11CD61BD5223F43C552E8A3DD097A2BC250502BE7EBE4E3CDA3362BD21B6DC3D3C3F133D7FAAD43D6AC6853D893FA4BD4B7309BED441F03D7604913D1C31E3BC2597D1BDB5F3F5BD225D973DD77C053DD7BDC0BD70D19E3BEADABABC82E0BE3C2FF787BC0E1D87BC95B40EBE522FF93D466F6C3DD234273C97913ABD56DB2E3C89543E3CA47FDBBD745002BD542A133E8D22FDBD57C0BF3CB855E2BBE946F43D498461BDB36E0FBDE5BBCC3D95A1BABD27B5093DC528C0BDF6CC833D63CD423DEC34F53D06F7C7BD62B1983D2758ED3D34A71E3DCECD0CBEC008A4BD6D7BEDBDFD6B22BD0C79013EEC48AB3D2EE58B3DB5947F3D13CC083E9C3AA6BB022FBABBCB9A123E27F912BE7F460D3E4404873DE95EA2BC2A92D13C21FA593D04563D3D6645FC3D55400D3D1D2ACE3D38880D3EB514D03DBBC5D53DFCBD97BD35C79C3D693D11BE2BEDF73D03A7A83D902C863D04A4B7BDB4DAA13D864418BD648011BE6D62E03D4750D5BCD42A84BD56D9CA3B348F9BBD1179D93D60A70CBEFB7799BD95F2CFBB45CEE43D77289E3D66088D3DD30D85BCDFD193BD293084BD5AAC11BC",
      torch_tensor_48_torch.float32_7: "0x04000000B266FBBC788015BE138345BD290021BEDA8956BC2A5A03BD1FF427BE4FE803BE95DF0ABE9BC8DBBDD3F9273DBEC21D3E864E27BEE23CE63DD2070F3DE43804BE1511FDBC536D91BD534E4C3CE6C79DBD47A4433EDACDA33DC3F39ABC6658293DC297C6BDF6862A3ED8AEDF3DE4564C3B0BAC0F3C05E4023D63854F3DEC76BABDCE9BB53BDDA75ABD254B6CBCCBAFED3B935140BDBA1EC43D1F8072BDFDAE3BBDB75807BE475912BE003BCDBD7E9B95BEFD6D38BB3C48AF3DE6FC15BE70FA2EBD",
      torch_tensor_48_torch.float32_6: "0x040000008865BE3F98B9053F8EDAA53F98CE5D3F7A9C853FEA677D3F38F79A3F37F0473F6B00753FF438A53F4A8C023F5C69293FBA22623FDDD0B33FEE32BD3F07DE393FC91BB33F4BF8B83F43E22A3F6492AE3FEC85B83F1173BB3F1472BC3F658D853F06C8933FA56E823F0F03973F2451833FEFFD2A3F2BEDAD3FF1BF0D3F9768693FBA50523F43A89D3FB895B43F53D06D3F0BEC633F967A8C3F433FB83F5D89663F4490853FC355B53F5086A63FB074943F3173303F3DF8A53FE8F3803F508DB53F",
      torch_tensor_48_torch.float32_5: "0x04000000204E593F254C413F9493873FA8F9A43F5FD4303FD3915C3F7B90973F4C8BBC3FDA8B0D3F82B68A3F2052253F740D4F3F04BD643F886C953FE5AF1D3F3ECD5E3F6A82683FB669453F553F273F04771B3FF4CC943FFC206F3FB702823F6EC74E3F66805E3FAE25913F1A35813FF3C8A93FB21F483FBA370A3F743FBD3F4FBD8A3F316F6C3FE4946F3FEACC7D3F4D21223FC06C813F6E0B093F2FAB523FBAF5A23FF866673F6C40BA3F71706D3FEA13903F69F09D3FF58A493F7AE0113F885F793F",
      torch_tensor_48_torch.float32_4: "0x04000000EB831EBDDD0A0DBD009BAABDDB15A3BDA7091EBE03E4E6BCB372463B075980BD87C391BC52AC103E13D01E3EA3EF89BDC747BD3D73A9983D200D883B7FC43DBD4FE6B23B5EA6983D1FB11BBEF243513DF7568DBC9BFACBBC533D003D911435BDC8E277BD3DA9D3BDA75182BD91159EBD4ACB043E3A1C0BBE27AB823E62E3583C670267BE7D2A213ED21CBABCBB920E3DE3027C3C954A843D5423BFBD5F0EA13CC10A083D1B5F01BDDD7EE53C0BC7F9BC63DFB33D7C7C313E4E09B7BD45DABCBB",
      torch_tensor_48_1_3_3_torch.float32: "0x04000000762F773D4E79363E93E4873EB6866CBEABB69CBEEBC0B8BDE64F7D3E5074333EAB4AF4BABBD861BE0667F8BD60C899BDE0AD9ABD8B06D63D567148BE6B5EF13C3826993E368B45BDE610F7BD0B329D3D38C8833E63F48C3E5BE2633E62C9813EE08D9DBEBE0926BEFAAD943E2B0E92BEDBDB6A3E2C818ABE9BD280BE28C943BE76F11B3DA6D11BBE1E9EA93EDEE3A4BE50B566BE4616BA3D800E003DC000B7BCB020663E76B1433D46D008BE9045C0BDA001783DEEDA883E20A24D3D305E6A3E460B723E862FB83D704F2D3E582537BE6052483D0BC0293E947EA0BE74AFA5BE2339243E00E41CBE1E91473E076F833E282121BE63C1673E36E6123E1609B63D1B94413EEB4DF9BCA6970FBEDE85973EE0FD603D538B223E03E947BE2E51443EA072BD3DBEA0233E7E52663EAB1002BD6C188F3ED7C3853ED8229DBE0006003D788218BE000569BE200824BE605C6C3E309B8C3DDA3685BE6EFE18BE0007BEBD007FA5BBC00CF93DD8D949BE18AC903E9012E8BDE0B2BEBD1FB19ABE2BD0203E9E348D3E6B9207BD4B4012BDA83C833EAB87FE3D8E04223EAB5AB0B966EA8B3E6BF0CA3DCBBB23BE6FEA90BE3E31A7BEC0012E3EE4EFA73E56DD1A3C23AC70BEE653D1BDE608A53EC8D75D3E9F1091BEC666B83D90BD8D3DDBCED2BD1056A2BD7B39ABBDC62B8FBE0E6F4CBEB36403BE6BEA28BDC0647D3D2B34A8BD8BFE613DD0947ABED81B7E3E3695653DFB25F1BD46C9123E9EE5303E877DA2BEB0B4483E73C90D3EEEAF393E7021433E43E7663EF474823EFECE27BEF634B9BDE3B67F3E705D1B3E2B99DA3DCC53823E46803E3EC0F7623D763129BDDA4D96BEC0AA363D4F889BBEB8869ABE563C7C3E78311D3E1E9E4ABE808CED3D98E31A3E04999D3E1B379CBDB7A38FBE4B20F4BD7B663C3E76803ABE668806BE16AE0E3D8750973E56ADC83A1E4513BEF0E09C3E97A2A33EB09FC83D08AD373E6761963EDB091E3E80A6133D6B6AD7BCFE3F163EC0024A3D44E9873EAB4E383E24C483BE6B32EA3CF30221BE668044BE3B5E8EBD6B07A6BDAB2B4ABD50A99EBD1010363E0B5EB1BD066883BE806547BDD6E62FBEEE4184BED6F79DBDF6963D3E96268BBE5EAF98BEEB1F963DD6320F3E00A24E3C2022E6BD80EF4DBE02E0903E138B31BE18BB5A3EEB3876BE3E4E90BE9BDA91BD007641BB588332BE2B8493BEAB37773E97FF93BE68685BBEC0871F3E207A1E3D2B07073CDF729FBE5296A93E0CB9863E50586A3E2BA0553DB6C6A6BD1ADD913E4628E53DB0EBA5BEC8E3A7BE761F3ABE909B8A3D3699D2BD4018C7BD3002A73D8825A93E73DE8EBEF6D8ECBDD65475BC60A21EBD565EEB3CC017DC3C689AA43E667DFC3D6B43AEBD0BAC4D3D3E43A53EE07EF33D76916FBE439E2C3ED3384ABE80C2BCBD633A98BECFCE89BEF85F1BBE8C098DBE7E2845BE5064B7BD602341BD7BCD9E3E5E87A1BE16AF61BE6A5F8EBE5395753E00EB3ABD8694BCBD7B822B3E4091893DE20683BE3B108B3E6B9B963DDE6B57BE73B862BEDA62A4BEABA6E7BB00674E3EAFEE8F3EAB2261BDD6DD81BCCBDEA43E3348353E9AABA1BED3043BBEA0444E3EAB24933D403F6DBE7359713E1698F13CD09A87BD4031193D6A218BBEFBA72A3E3C79A0BE633260BE0B82AE3DBE6E273EDBB0343E6BDA813CF33B9ABEA31C0C3EC3958C3E003EECBDA6D29EBDD6662DBE939E5BBE9E2097BE164B9ABDB68A8ABEAB71FABB7B213A3E0B9F103D6B71CBBCE39C02BEBBD0ECBD2068833EB8E588BE933A6FBE66E6223E385D553E96A8403DA6E1493E5BA7B83DAEBF133E90F2E43DBA869BBE442AA3BEEBD7DD3DEB205E3DEE294ABE5082CB3D1C908E3ED69A533EC08470BD5B90E4BD6C929DBEC02568BD6B975F3DA48898BE3E4319BE737A2A3E4E2E7DBE8046A23D9C34A43EFEC7013E609193BD7036BD3D76BB03BE3E2CA9BE33E0053EE05420BD7244943ED74D893EB344593E7240A03E967CD5BCAB2F2A3D1E8570BE00D96E3E00FFCEBC365C413D6B7D3E3EE8D103BE7B2ADCBD0E993D3E2BEF4C3E2BEF683E338754BEA03BA33EABDB97BD489B9D3E9B1F82BEDE60573E9054913EEE4416BE56DF743C00BAFC3B637681BEDEEE983E93758FBEDB1E4D3E2B0EC4BC6B0714BDEB67C63DD6AB8F3CEBBD813D33AB4B3E405930BE46308B3E0B16463E0676ED3D0A148FBEABF1D8BC60C10E3DAB82CEBDE0A090BEF0D98D3EA6A79A3E60690E3DF4E590BE6BDCEABD860DA8BE384F0CBEE0CB603D06E748BEAB8EBE3D8BA726BD5BC4C63D707140BE9650F4BDD6C286BDD6D14EBCF79690BE5601B0BDA01E27BD98419FBEA3B185BEF64280BEB093ECBDAB7CF93B079D85BE98BE453E569D00BB6696A93EEBA69C3C34389C3E228CAABE2414A9BE6B9A02BD8078493D908FA0BD9602963C9656F93C",
      torch_tensor_48_torch.float32_3: "0x04000000B036D0BDFFC6DF3DA76627BE7F9F9BBBCB1B3CBEA24258BD302648BD2E60BEBDEBA21339AA55A83EB79B5A3CF390293DB7DBCE3C22ED3C3CC15A8CBD10AF9C3D41F61BBE166A333D836BFDBB1F488A3D21C024BD27CC363C36FE1A3EC7EE913C909D093EEF8DA03DAF76A73BD68DB23D61F02CBE37FA72BC0B17563E453809BD3D9CEEBC118584BBA87B523D17DD253D030EF6BC2D81D7BCF2B2C43D0011813D6B5B133E284015BC37D6163E00067F3D887309BE91E4CBBD4543953D37A1E3BC",
      torch_tensor_48_torch.float32_2: "0x040000003ADF983FD522A23F4F4E4F3FA171563FA7BE423F6782413FE260913F7E59173F8BC9AA3F1A992A3FC70E443F3687AE3FD9C6A63FBE0D8D3FAE300E3F9EC44D3F96905A3F2A039F3FE3B8013F84D99D3FF6AA993F6E32533F2CF5B33F0041B03F239A613F341B3D3F289AB53F9C4B2A3F78E4683F5830BB3F70FE933FBDC7453F7AD9813F25F3153FCDDC043F055D903F3ED0963F1938653F63F2443F1C7AB53FE596003F18B6993F3E729F3FDA21373F75DE693F070A553FBFAD773F8C63183F",
      torch_tensor_48_torch.float32_1: "0x04000000BD12A93FA6D45A3F9D7F1B3F9A1D933F7CAC023FECDB823F9A90953F333D7F3F6E15953F71DD2C3F62880C3F98BB533F9236A83F2751603F8964313F23693A3F2DC7393F491D663FB203203FAF973D3FF5D84E3FD1AA0C3F802D2E3F9017283FE114213FC7FC923F1D53893FAE48A83FF43AB03F0769B13FA625AF3FE62F533FE2FA113F0A366B3F44DC7D3F645DA53F9D69283FCE18933FB341853F901DA23FCACE943F89A94A3F8887603F7D1D0D3F3A49B13FE6F60F3FF0EE553F1F9D9E3F",
      torch_tensor_48_torch.float32: "0x04000000C30B4E3CC559CF3C8A2AA7BD1ACE1E3EC53163BD9B348B3D725600BD075EDB3D0E72073E0F4442BDE653083C9F0D88BD653ADC3DB418A13D2F1EE93D5F04F03C173E243E4F36B0BD84580FBDC487813C58B19E3C181BA1BD5129A33C52C3DABCE78A723D196F213E9EB08E3E87CD00BE25944CBD60B4AC3D244B1BBE9560D03DF489ABBD980BEDBC281793BC033452BD9A86D73CDF5996BCC786A4BD34CE1CBE8A96623C4ED002BE176C1F3D9B9CC13C1803503D5AF780BD6FD064BCDD21BA3B",
      torch_tensor_48_16_1_1_torch.float32: "0x0400000038628B3D3AFB4FBE5C0D4BBE88F863BDC0A2153CFEAE25BEC0877E3D1CA8673E94F7973DC008A93C4827FDBD78CC7C3E92200A3E7069593EE017D5BD3C9F8B3D86E80EBEB0B9A8BDB07DFF3D74857BBE6EB173BE1667233E106D8E3C70E1F13D9693543E00F41BBC200B51BE04F6613E06D7553E3CE0A9BD0044D9BBE8F2643E988812BE00A859BA24A5DDBDA2036CBE66097EBECA3F28BEAA13113EC61D39BEC0B18F3CF0F7673E16D822BE00E72F3DA883DB3DFC2BFA3DE0F876BDD4BAA0BD64B0ABBD002443BA8C39FD3DF00F41BE6A54263EB836FD3DC01F5F3CF4CF2BBE702153BE38E508BDEA687F3E7048BF3CB22B10BE1089E03D520D68BE2A160E3EA82C10BD4266103E5861E3BD96F768BEA0CA8DBC40BBB7BC00506C3A9434A3BD8C71EA3D38FAC03DF8CD6D3E8C2A66BE001A91BB864D6BBEAC38CEBD54CC6BBEE07FA73CA855A33D9A5B16BEDC2A5DBE784E063D4CAFE9BDB447BABD3C2223BE066255BE4C5031BEBEAF76BEF0C1523E0C71CD3DFE6D2C3EEA6540BE5C4E36BEC8885DBE84AE70BE021D3CBE38E8B23DF46C223E0C1F3E3E600196BD643537BEF05EB0BC1EEB35BE5E2E07BEB0BF3EBEA8A4593D6032063C58D1F93D503550BE98F1583EF06BFABDF4DD8A3D4002EC3C2E67543E8AC24EBE865E713E06A1503E50EC0DBDF817533EFE087E3EC2EB74BE3C52DEBD3C0696BDD4EC0BBE8C3EAF3DF0CA63BE306C96BD44C15EBE8047E5BC325F19BE4CAB7B3ED62431BE0C1AB6BDE666593E8807A5BD94F1FBBDFE6F7D3EB866D4BD00741B3DC87D03BE34AC26BE40A075BC1885483D28E2C6BD72BE543E00A94D3C54EC13BE40AE5ABEA69A2BBE7EEB3CBE38C4AF3DDC4F80BD2025E0BD080D54BE1EED203E8807543E88D36FBEC049B7BB88BF7BBE36CB4E3E806284BCF849843DA4F0753E28EB4ABD58FF58BEC49EECBD78A8F7BD88C631BDC8AADE3D0C160ABE9CD7753EC6EA743E30BD2A3DC01DA73D78AA5A3EB47A6DBE6C0AA4BD984E4EBEB074D5BD00736C3E060C10BECE3B043E1E4A0BBE30C72DBD848ABEBD1E5009BE608CDC3D884047BDA692723E700A3CBDC0CC3EBE96E47DBE86F07F3E94524D3E505F0D3E381112BD78BCB8BD263E0F3E50330EBD7841543EAC54423E509216BD802DB0BBE8346BBD92D60E3ED2DE55BE7AD22B3E0A7514BE64D4DBBDE61B57BE743B8A3DFEAC723EB0E9D33CA46ED63D0844BEBD085F643D00CE333BEC53FBBDF433D1BD80164CBE6EF87ABEBE50513E8CCE60BEB215653EC437F23DC62C20BE3400A5BDCC0AB6BD00B332BBDEE67EBEE46F9C3D744A26BE788E533D84C7D43DC834143EE86B51BE0ED658BE4027D5BC0C44FA3D903039BDA0E1EE3CF2D656BE7EF10B3E58FE5F3EE2E669BE2853523DE01A093E489D593E5826E23D4CF5BFBDA88A63BD2424DC3DF0C6523EE862C33D048C8FBD50AC5C3EB84EB43D2CC2D83DB60A15BE60599D3CC68624BE908F92BD00EEF13A288BCBBD908D6E3E7065843C5C53DC3DF0F221BD602EAD3D94750BBE068B10BE50290DBD604628BE5EF82BBE80BFDB3C9C6EBEBDEC223E3E5431823D7C33CABD647EE43DC01A39BE001C5FBE5CFC12BEE8A9A93D8A74353EF4E3CE3D72AA623E80FE473B10EBB9BC90388FBC38E305BE60DC4CBE5EC500BE9C2F843D5CB71E3EA0D188BDDE874F3E4AC0233E447E2F3E16EC0DBE9460F2BDE09B823DA06D613C2C93803D8E997D3E58B422BD6453A7BDF662263E0C27EDBD8002513C00292DBE0CEFF03D186376BEA2B654BE60ED71BEB40E27BE301D70BDC89D753E348062BE84D6803DA007E6BCD2803DBE769663BEA455FABDC0DAC4BDAA3579BEEAF3493ED82E0CBEB8D9ECBD8890B53DDE52643EE81F353E52CE6F3E607B71BD00A9933DECE7E5BDAC6F1BBE0090BCBB120761BED44DA0BD028E1F3ED47298BD42A52F3E80584B3BDC9792BD3A59293EB452D63D74C07BBE908F5ABE80DE4ABD844E623E30F03CBEE84DAEBDA02880BD585E06BE80797B3DE86F643D7A19133EA63B37BE1088783DB46A0C3E1CD8F1BDE8AE4A3EC2D6473EC41762BE003D953DC07B7E3EB072E63D348AAABDB0C619BD3832783D00290B3C441D683E724523BE92FB62BE0873773D562040BE54F425BEC0B32E3C544BF53D7AC148BEC6F557BE946727BE2CD501BE88766ABE8AFE433ED6717CBE60670E3D1CD4343E3092DDBDD47A10BE0EEE54BEC28E52BEDC9B323E24D851BE002D7BBCA4887B3E00D881BB9406F33D4E246DBEEC62B83DA089053D2017EB3C20EBC53D002E9BBA7E557C3E5EE00EBE006016BC82765B3E60FA493E14A7B53D427E27BEECF28FBDCCD66F3EB4E6103EBC02A6BD04964C3EAE4A5BBE1CAE7C3EEC3E9E3DE84A103DA42C373EE25819BE1CFC23BED8820E3D8C88B83D1C5983BDACE13EBEC01BECBDB0DE9C3D26C91FBED4E8033E60DB70BEF49BE5BD54AFB5BD0062173AA852243EC45B083EAE85113E4C854FBE7C325BBEECBE4EBEA878A03DD075FABD0CF09F3D90E06FBE40E286BD58A9C6BDDE7D1F3EA0A0D1BCA29F7ABE260A3BBE38E0FABD80A19F3D544B78BEA013B2BD8490FE3DC4528A3DC051593D8027623DEC6ABBBD8842313DE8A556BEE6D437BE067E39BE0EAD63BECCC88EBDF423F0BD1041BBBCCCBA23BE2C1CA9BDD02DD4BCBCA168BE0CBA593E3078C1BC78EBB63D220D61BE802D503BF4029D3DA2666BBEA419C23D0004F6BB80F7C9BD3057503D6832453E04BCF53DF0468D3D381405BECAB7173E90480B3E4006F03DE42AAFBD40E6C7BCA8F7D0BD48680ABE107F14BDD823F63DB053EF3D68E6FC3DC89F373D84FA8BBDBCD806BE0016363EDCE073BEFC9E203E6815EABD10EF07BD2E3A79BE8093893DD8907F3E2C0A2BBE84A9EF3D3827643DD854403EA023B63C9ACE04BED0EA58BDB09039BD169A4ABEC8BE4EBEB2B15D3ECCFBD6BD587238BD4CEA62BE341A2CBE50243B3DACCDA7BDB0F64BBEBEA4783E146BC7BD800707BCD04EC53D089D6FBD6093A4BC74CF703E00B633BCDA7C2D3E767B0ABEE06947BD007023BA907969BD6C53383E886EE2BDF838C3BDD0C7FC3DE03C533EF07CE73CC493F9BD365D253E28FE7EBD60471D3EEAC614BEE8307EBD225D6D3E6ACD223E687D9ABDAC0B93BDA8CD21BE0C88E43D465651BE44A3F5BDC4F7F03DF484023E547FE8BD3CDF85BDC80120BE98D73DBE822F343E783C3D3DE866B03D688E753DF610543E8A54203E26D80C3E706B44BDE0F1CCBD341BAF3D7A53623EA4308F3D34DF3EBEA884373D70F09A3D00B4433E14274BBE30D74D3EFCB8D0BD488C9CBD80C7F63C2807E93D9C55F13DC06C443EB823ECBDB485E9BDB07F7F3D88A4F03D78B4FABD20DC1ABDE8C1313E680A7FBDA4C9D13DEAE54A3E90C218BD507A5FBE4A5517BE70155C3E60EF98BD4856ACBD44D65F3E18242EBD26E91BBE143BEEBDE6E304BE18CCB13D36F6273E7E16653E444DAF3DE875B23DE220023EF4B1BCBD009B7ABD94F0F2BDE4909F3D8044A5BC50130DBE8004D1BCEE5E443EC4B32CBE7ED63CBE00F71BBCA85565BE8CE56C3E38E64F3E14A961BE421176BE1E026BBE4078FDBC420149BEA4A2E93DCC33F83DD07C33BEF885B2BD00403B3E442E783E3AD6333E9EA9193EBCAF8D3D20D8C83CD0B68E3C00AEB33B9E5F7EBE28CBE5BDB89405BD54AF69BE884C6DBEDE983FBEFC439BBD3040F83D6EFA78BE806749BDE8134A3D008384BC649FDE3DBCCD4F3E702C223DF8E172BD7A0808BE1C90C83DF0CF423E14FC373E604577BE90A9F93C1C9CBBBD4C332C3E9CC4913DDCC0443E005E33BD109906BDE6596B3E788E413DCABD20BEC412CEBDB88940BEAC00073ED8B956BDB6E010BEFCE98D3D60D6183E60714E3D84A31F3EB2454ABE7A8F273EC846A6BD80DD90BB3493083E0E4765BE2A4E133EA0D9BCBC98706BBE440ED63DECF837BE0005EE3C980CE03D98B6F5BD3E6F0E3E90ADAF3D88898A3D1809B8BD90A434BEB82F2ABDE0AC64BE448B40BE200C63BD0060533AFCA5E13DFABC0CBEB81F003DECE4FABDE4B6113E2020053C90F7B13C94DAE0BD1803FBBDC2A41EBECCB284BDA84AEB3DBE4F3CBE0C5B2B3E20F262BC00BD933A50AD46BD6068F4BCAE8E523EFA04473E0047FEBAF0595A3EF0FE63BE8425D13DD058AD3D3013D0BCEC68F3BD36D7073E04D119BE5CCC103E9C0969BE38D5FB3DE643193E0C4518BE681866BEC64C0EBEDC1F963D78849DBDEAFA5CBE9234193EBCF3AC3DB69719BE82382A3E802C7F3C96E12EBEA0DB05BCB41D3ABE98DB28BDDCF85ABEA2EE39BE90AED8BD08ED46BE",
      torch_tensor_16_torch.float32_7: "0x04000000138EE03DF7699A3DE15B383D0EFE88BD9A4DCD3D4E9899BD28381C3D3B28673B1BE0B5BC5A7A213E97DFCEBCE333F63D8863E73D07DF943D3F604F3E889817BE",
      torch_tensor_16_torch.float32_6: "0x040000005B425D3F98FA8B3F0837963FFF71A43FBCBC083FA9272E3FAC56523FFEB9183F8852A63FBC69333F78D6633F08929E3FA891A53F9D09BC3F46036D3F69900F3F",
      torch_tensor_16_torch.float32_5: "0x04000000488C5C3F6984B33FB16DA83FCBBB2F3F3266433FD1950D3F106B223F45D5083FA6167B3F9FB3B63F909C343F8619523F6BBD8F3F20E3B93F5A414E3F73E7543F",
      torch_tensor_16_torch.float32_4: "0x04000000EE01073E17C5BC3D6F403C3E7F72653C7DCD473D5B3047BD3741E53BD0244B3E2A1EF33CD6C20FBD5B9449BC408C7ABD17A24E3E9E8BC83DD9DABD3D72B6D53D",
      torch_tensor_16_64_1_1_torch.float32: "0x04000000225ABEBD48A8003DC85A12BDA8062B3D405A04BD00E9CCBCD8CDCDBD88CC403D3879BEBD58D2BFBC00E8A1BD40EA003DA0E9AC3B701D623CA68FD83DDA85BCBD1CF50DBD80FEE93C00DA243CBCF4E2BD68F9FFBC28C9173DB819D1BC204EE83BFE17B63DB0C8C1BC7861E9BD2069F6BC8410CDBDCA368A3DF273E5BDDE26AFBDECDD02BDE0C5E63B086B8DBC604F9A3BA070C23DB0E1F4BCF0515F3CF40E84BD6C615ABDFCE2343DE8FBFBBDD62FAA3D44A321BD5ADDDEBDD0BF983C407C1F3B94033CBD545FF2BD0C9FBFBDE45A973D76D1E8BDF04519BCA42FB83DB400FFBD2007F93C585EEC3CEC48873D6CE6163DC0946A3BEE4ACA3DD8AFF13C3C020C3D485BF73C503ACD3CE20AF4BDA016603DE44E2B3D2296D93D16D1BDBDAC96183DC0520A3CA4DBEA3D6C5DF0BDB0DA4ABD204325BD34154E3DC027B93C2C12823D3484E03DEC271F3DFC9AAC3DF879AABD0E23903D98F60CBD582781BD86DEA9BDF0502C3CC0C6EC3CB80DBB3D5C19013DC275D33DCEE8EF3D807BFEBBD878BC3DCA33DFBDAEACB4BDDEBBDCBD500F95BD46C4E83DCA6FDEBD64E389BD8428773D808515BD6C4480BDF49A22BD246C7D3DDCBA6ABDF0044ABDB480DEBDEC80463DEE68CEBD84F67F3D826BD83DEA43DC3DBE71D63D527D9E3D3095363C6074A13C009F63BDCCBDA23DD0D7613CCA3F86BD1662F63DA006943DD437253DB432B43D4047DCBC0CB10D3DF070873C6CEE60BD0832C7BDA0B89E3C362E873D86EEA4BD8445FEBDB2C7F2BDFCA4223D204A553DBEB7AFBD187F91BCC884F03D06DCB93DE2D785BD08EE6B3D6ADED3BD3C8C5D3DDC6E953DA0B6ADBDBE9E89BDEEB693BDE08A513D688383BCA6E1AF3DA6D4973DAC3C49BD70CE7BBD8AFAE4BD488E13BD40D04FBC00503CBDF09956BC60A4813C8819AA3D649A0E3D80E6F2BC00FCF7BCB0E0743D22A8E43D625FB73D00F77DBA604E713DDA6CA8BDF0DDEC3D60C6D1BC804D183B28318EBD84B972BD30997A3C74C15E3D88E1C0BC489BB9BDB0E1AC3D40B85ABC2A91BE3D2CE8A4BD4004A23D686A23BDACDE4E3DA0A49DBDA0C6F23CD88E9C3DC25CDF3D703A523CBC1C943DB8C0FFBC684142BD14D4B63D0460FA3D0C454FBD28FE913D00A814BCCC67013DD45469BD5088A4BDE0A2613CB818E3BCE053A83BC091D03D0C8F84BD86489A3D9A34863D6067C6BC7C37FABDD4F682BDE669C63D5056AE3DA8ADEE3DA8E6A5BD26E4863D8208883D54A57BBD1862A33C16F397BD8000B5BB787AC9BC18B5CABD88D66C3D04FADCBD40853E3D00DF7DBB7EA187BDCE07DD3DB0E9D5BC780BE0BDCC6531BDFEE4E23DF811CE3CE8914F3D4C26593D94F570BD50CD8ABCC46B733D3233C43D5054EF3CEC6DA0BDB258FF3DC49B863D50B7F9BCEAE0F9BDD07C463C5074503D2C61CA3DCCDE473D24CBE43DA24EB13D88F0103D0888C2BD4AD6D7BD10C8E43DEE049D3DBC75C1BD5CD80D3DB854F4BDDC626B3D8E01D1BDE49A8B3D72A28DBD58CEAFBCBC1DA43DE878DA3CAC8E7BBD80E968BCD4CBA43D50BD32BD5C6D003D6CB6623DC052063C946C7CBDA0D23CBD1C56DE3DBC9F233D20CFD43C4C0445BDC865DFBD64A8153DEA49B9BD40FDC8BDE05FA33BE43D91BD6000FA3BA8514DBDC80B9EBCFCC927BDC05232BDB82C94BC00F635BA501491BC38CC36BDBE0FFFBD00D720BBF822DB3C105591BCFC504EBDAA4BE33D0468C73D7E02F93D9268F1BDD8E7683D8A6AEDBDD299A43DA0DC0F3DCE09D6BD3EDDCBBDC89E3B3D208AB83C602167BCA2EC9EBD6EB0A53D041D54BD10B138BC6CEB1F3D284D5DBDE0F63FBD888799BC60E6A5BD6260E73DE0D585BDACCF9A3D6C0162BD6E87E1BD4C859EBD9CEE3EBD4AEAEA3D5C76363D423FB1BDBC5199BD006EDF3C683D513DD45F403DAC3390BD8618C73DD4B6A33DE6CF92BDD8D6E43C2CF7D4BD9810BBBD70B0FCBC8016DDBC2892DEBC2CB9FB3D6016633C802DA03AD20E8ABD181DF23D387170BD60ED423CE66E9D3D804270BCE091753DEA07F53DF439893D423FBFBD005CD0BCE0FBD8BDB0867F3CD474F3BD40D9CABB0E0DCB3DC0960ABBA878A63C7A0A973D48E650BDC8C61DBD3ED1DF3D0CB4533D684DFC3CA845CABD00F2983A985CB33C5CC657BD70F77ABC2CA9C9BD20CFBF3B7CC98D3DC047C3BCEA13EA3D38F1F8BCBA86F63D803E243B10D4CFBC00B9A9BAC01AD9BCBC646F3D80EFE23DF860443DE663923D2855F13D8059623CCA22ECBDAAF98C3D90D5A2BCAEB7ECBDF4F4853D50EEADBD9059533D1C5EACBD261BDF3D261D853DCC0C3CBD32CBB6BD1E06B0BDB0B4EFBDE830EFBD4879D9BCF0B4F53C60860CBD50ECD1BD12839BBDC613F93D1684893D9614CBBDA263B5BDDAF3973D6833B43D0ADADD3D208B19BC507F9DBD68A709BD90E350BD9445C6BD307D973CFC7278BDE409483D64D6F93D0099053D10FE57BDF8EE85BD08BDCC3CAC0499BDF0F760BD9678A43DB0427A3CF09B533CBE59F73D848498BDF8EEDDBC50E955BC0863463DC440E7BDD0446CBCCEFD82BD1229B83DB0F6823CE8FB95BCB87C9A3D9023C6BC885A24BD92FC813DA069E13BF4B7B43D1CCBADBD0C6602BD760AD3BD6008A6BBE0FB3ABC1815603DD0CD01BC4C7CC7BDBA7DFC3D3009D53C808E82BA00C71FBA560D8FBD88984DBDF810C23D2CAAB8BD9A81FF3D3215CDBD2E6B86BDAE86C13D8CDFFFBD9086633DF629B23DC816AE3D8CCF5ABDEC5947BD4801CD3C0C88C63D9EB5D33D425DA3BDE831A03C24BB9EBD2C09AE3D40BFDCBB7E26E9BDCCAEE8BD3E6DFD3DE4E5AEBD80FD583DFA99F73D3A0889BDA809633D2E06D1BDA283BBBDDEF3EBBD7A59FD3D34E58D3D60D7C63D4E42E63D88C666BD7E87F2BDDCF0203D8049AD3C96F8A13D801E573BD42327BD002C62BC684BDBBC102A473CD4A7A3BDC8373EBD00B048BB485A283D34039ABD7801F43CA8E049BD6C88703DBE0BB5BD5092353CF62A87BD0C2700BD203F793C5448B23DE017BC3CB4D3FB3D304B9EBD84369BBDFCCF12BD6486333DEEF19F3D2600A6BDD0359C3D7003963C84EF9D3DC0C7E53BE46C8CBD241B48BD5C97E33D0CBD58BD96D7D8BDD2E397BDC029603CC82FA73C5486BFBD2CFC7C3D109B7D3C6E97A6BD8A74F0BD54C00E3D40DCB7BDC2EABDBDFC22BEBD8EEEA4BD50128A3D243A543D56E0D23DFC38A93DA4A540BDC84A543DE88B8B3CF0BF953D780AC6BD587A733D96E1A9BD60B7ACBBAC036ABD4218BFBD42FAAD3D82C281BD2E3CC83DD057173DAAD1973D2AF0C33DD0D6C93D5C0F59BD887C903D92B68E3DF253E13DA05183BC306134BC86C3913DFA809CBDBE93CFBD4ABFDEBDB87D81BDFA1ED43D3CE5C73DB2F5B1BDF87D5E3D7077F7BDA0648DBC002A063D44B5A0BD78A21ABD3C0362BD26D3F0BD94E7D3BDB890E63DE0A03DBD00BC91BB6CF443BDFE51DABD665AC5BD9674C9BD60F972BD4423FF3D40E1083DAA85CB3DEAA8DE3D8EAF9FBDB42B823D306E78BC5271AA3DA8F172BD44CD3BBDF20CD03DC070D9BC0A3782BD28A27C3DD8B819BDB0B4EC3D406D24BD48A5BEBC9AFE97BDCA6AEEBD6473ADBD62A7943D00A76EBADC21793D204A6B3D603018BD02DCA23D7680E33D88059F3C802FFEBBB0D0E53C90566C3C1E7AB63D1818F63C9CB245BDACD2283DD04172BD568FA7BD02C3AA3D9A16DA3D2EB6903D504EDEBD8441A43D1AA5A1BD902C45BCF290803D82F7913DA8C0B8BD384D233D388FDE3CC008A6BCC486B5BD1229C93D8097C6BC58C76FBD68F0FD3C7CC7E43DE0318D3C8EB793BDA8D7AE3C08B5C9BC18EFBFBDC608A9BDF401C7BD8E3EF1BDEEFFF83D08C5913D20EFDCBB88036D3D18A976BDC062413B8A2FBBBD925FFA3DB2E0CB3D0010213BD6D6ED3D3C1879BD20609F3BFCD262BDA24CD4BD24EAFBBD10BE15BD7ED5E23D9AEFD6BD80D1AD3D0E62CE3D4AB2943D98AC593DC0C1F63DAC6043BD4CBE69BDFCDCBB3DCC474EBD5EA0BB3D1823CEBD58678ABCFC3B57BD664AD63D40BD993BC885F63D3CA4E3BDA0B1FEBDD04F31BCE09AA4BD40702BBB4AD5BD3DAA2D88BD9049DABCA8641BBD0060703CEC8346BD8037F8BC509C23BC40FD413C3032F7BD880058BD2CEBA03DE22BC63D809CCF3B00C043B9189B24BD302329BDC049ACBC78996E3D80E264BCA4393C3D9E81E2BD068BEA3DF41779BD30DE20BC46EB963D3C9FC6BDD8A5DFBCB4A0553D083A90BD0EEFC9BD5E2191BDC85FE7BCA82710BD0CA1B13D40E7E83BF89940BD9831C53CAA87BF3DC012EF3C3027D33DC02E183D6C9C8E3DE47B7E3DE294EBBD784D483D8C52F7BDC0A64BBC9C8F48BD00B70BBCF292A7BDACA7F73DF40F93BDF42AF5BDD0CD60BC60503ABD30D69FBCE44D07BD2685BCBDA6EF93BDE4329CBDA002903B0859DEBDE8DF753DBC4517BD202AC7BC02B9873DE28498BD2660E8BD522196BD68A1E1BDB498263D087283BDCC843FBD6AF7E83D906BBBBC3AC79EBD30F4C93D78F575BDD68FA83D583887BC38095C3DBC38183DE0816F3C6852DA3C1C266E3D543A39BDFA8089BD60E63F3C40AF663B5E23A73DA445F73DD02E4EBC483C75BD606CC23DF0837F3CC019ED3B40D26FBC8209ADBDF8D3E8BC66B2DD3D5460B43DCADA8E3D7866D0BCE67A8DBDC80B7ABD3232863DC4371F3D5699D3BDF8A78FBD205F98BB10814BBC9EE9DE3D006564BAFC72C73D0AA887BDE8A637BDD89A7BBDB8A370BDDC070DBD9C7773BD6869A8BC62C2ACBD78C2863DD82B993DF86B73BDA27BE13D00EB08BD20F34F3C1067A3BD78FA483D0089E7BBE8F5A4BD68574F3DF81889BC6411F73DE02D85BDBCAE6EBDF02040BC66F39EBD02C6AABD1C4A053DB2B38E3D7445FC3D404241BC303473BC4A3FE13D0ED4C83D769CA03DB4DD31BDB0A0E9BC0E76CCBD506AB23C686274BD7C36CA3D6826DA3CE0E6D8BCCCC70A3D8EACF23D400984BC60CAF93BE05A313C2865583D9CEF183D4019E5BC90AE6E3CF2ACFEBD4497E23DC4CB843D2AE2EABD986CB23DD032F93C2CEE43BDE00D99BD18D472BD089C6DBDE0B48EBBF065543C5C58E6BD80DACB3C9C18FC3DC8FBD83C7CA42E3D160AAE3D646C713D501944BC4068523DE019B1BD06B7ADBD00301238606FDA3CFEC7ACBDB0F4B93CF0E4D53C641E18BDB436CC3D8864173D70FCC3BDAE36E63D84EDBDBD7089973CC49F363DC4AF22BDF0712C3D30FB8BBCE06D99BCA0503A3C3C4C55BD0458B7BD48EFEA3D102FABBDD47A68BD18D0C8BD3061DE3C40FE9BBBC00A703B507DF83D886DC73C8CC93E3D58BAD6BD2A21BBBDE2D2A13D0013C43D30884B3DE0BFA83D0A238EBDAC0C10BDD424B7BDFA93B93DC630D1BD1AECF6BDDCFD6F3DE801E23C74449BBDB216CD3DC6BC8E3D006009B920A3753DF4580B3DF8B490BC5886ADBD66A1C3BD0E0598BD605D3EBD003A26BC40131C3D00B9713CA027DBBC1021FA3C609FF93C58808FBCE05B823C2826B0BDAA8EDE3D38A6E8BCB4E1073D20EDA43B003EA8BBD0A241BC5082383D6C72A13D541C7BBDA0418FBDA037BFBBC42761BDE418A93D5665B6BD3EB58CBDA04D05BC64E139BD7851C03CC0C8CA3DF627C73D58112A3D00E110BD585DBCBC809FDF3A80F1743C60B8CDBC005705BD748CFD3DA6D3BB3D2881933CB4716CBD3C2FC13D90B022BD3090C8BD761ACCBD5A26E83D00587B3A4020A93C2E53EE3DCEB5CEBDB00555BC08B08FBD2000B1BC64F6B63DE4FEBCBD0042AEBBA4E3BFBDF09DE63D667BBD3D",
      torch_tensor_64_torch.float32_7: "0x040000001D7C14BD43F41A3B2B3B6ABD9D2E0ABE2056003E77B32BBE4EFA0D3E7BBA9C3DF44AC6BD47FDCBBD6E1BAE3B3541F83DDD6DCD3D37E5DD3D13062A3D0D20523E5D1F093D7075113D80D8B1BD18678A3C9F4CBD3D14D524BD28775C3C7C0620BDC7350E3EC297F9BB3BFF5F3C3B4FB3BBF78F6B3E92B8353A6A83D83DEDB9073E5126B33C18BC70BD4350A0BD0955053CE22E1D3E3EAAA3BDEDDBD2BC834B073E32E0013ED577ACBDB5A046BDB217B4BDF15B943DE1258DBD8F7368BD954BF5BC3298B8BC0FA1B73D487019BEC064433E9605253D9742F53C5552123DDA706EBDE31CB43B744F1CBE0DC33FBE2B4782BC778E28BE5D0352BD77C6A33C0B1526BC",
      torch_tensor_64_torch.float32_6: "0x04000000A2469B3FF475933F62B32B3F96AC873F2314563FC4A5773FC2BC0D3F9711643F78D29D3F63F75F3FB67FA23FE6291C3F0A37A23FA662013FD4F0043FF0E1243F00DD6A3FD44A4A3F3DF4233FAE49643FDAABAF3F7B50B53FA6593A3F14BBA53FC92B893FF0C6A43F70174F3F7A15AC3F64877E3F384EA13FD91F0D3FCD7F283FAAC18C3F5E3F733FE12A073F965D2E3FEE92873F97D1BD3F65328B3F1E340E3F98A82E3FD45BB03F8AF05E3F921A163FE2DEB33F5D58553F16B3AB3FBC4C933F223F3E3FB05F633FA6919D3FD5084C3F7374163F98F4943F9690403F30BE163FFF25623FFC0D2F3F5CC3883F2C1C763F647B8E3F3C426F3F42A2A53F06D1933F",
      torch_tensor_64_torch.float32_5: "0x04000000C5A1803F88FCA63FD99CA83F103E543F3C4B153FE6568E3F068E303F645A113FBE83753F1C4C4F3F35469C3F1B1C903FCE64913FE206923F7BA38A3F46DEA13FAE4D283F81227C3FDA85B13F663C913F5B39AD3FF3A95B3F487E283F76E8813F87A4903F6A39BC3F81E9563F4228253FA9EE813F961C463F4F0B2C3FE5FA5B3F2561833FD6EF8C3F8DD04C3F1FEAB93F107BB33F19E6B83FE60CA73FFA6F1A3F94FA103FDD78593FE7EA2D3F17834F3F5B67613F47BF1D3F822D843F8807B73FF06D1C3FD210A63F3016633FC9F95F3F8073743FEC210E3F88E9B63F2D86B23F68080F3F6EF9B13F5DBA233F6EBB163F84C9BA3FA601883F16BCB13F59ACA63F",
      torch_tensor_64_torch.float32_4: "0x04000000DFC5E1BD7747403BE10D92BDFFCFA63CA21902BEA63919BDBFF3D83D2A964EBC5C82283DAB2C63BE8A4D83BD90AA8B3D4D4A873CE8223CBD0764E2BCE72FF7BD7A1D7CBDEB51D63DF03FECBD728895BDC877CB3C248A863D0F682BBB1835643D08BB123D073D3DBD4DB6FF3C4503AA3D62378A3C4745F13D639824BEDFDE97BCA2F75F3D23B8173EEF5E243DF834613DB7B4983B192EB5BCA354383EF141033EF32503BD0A458DBD95110FBEA2745FBE85DFBB3D785B73BD7F045B3CF846AF3CD59253BDCB0A00BDB274E0BDCE6D0B3EA77D60BC8B7FC53D53B4F93D0BEA5A3DC8741E3E6F307CBED7A04CBCC1CA473E7C820CBDF54F01BE3ECD923D675B603C",
      torch_tensor_64_1_3_3_torch.float32: "0x040000005BBBC03D28864F3E3216943EB82F8BBE56CC0D3DD0B7823D88C39ABE8E8A56BE1BD6A73DA6AF113EFB62F23D2696FB3D4FA891BEEB061A3D2B1571BE8B23103E77FB993EFBDF3F3E201204BD8B6D43BD4EED11BEF4F0813ED88E8E3EDB9704BE364286BE6E0A323E8BB0613DB3506E3E2BF7913DCB950E3D2F0EA0BEAB4EBEBC202F23BEFB1D17BE9BF7103E66194BBE0B4B393D4E5468BEFB5FA6BDE3F95CBE9BAC2B3E2602813D0619A13DA6B1F43D363F7A3E5382383EAEDE0A3E00357E3CE882563EEE32403EDB950ABE26FF42BEF69CA3BD20D10C3DABBBFFBB828D8ABE97CD80BEEBE4EA3C5EEC883EB39512BE5BB6673E30C7AFBDE0F6A73DD8D4553E9076523E38C22F3E304E9D3DD077923E6ED7673E6003223EE78B973E488C943EC0F1B5BC7BC888BD909A6D3ED616A0BCCE2883BE7CF3863EDB2F563E606F663E1B874A3E30166C3E701051BECB8C4BBEBB4A1B3E1CB8903EBF5190BE4A6783BE46DE34BEB3D15EBECCC9913E16717B3D869434BE9080BCBD90DF913DC3599FBE126F803EF3482C3E7FC397BE006A493DF09E83BE7B3CC2BDC004D8BDCB2D80BEEB2F31BD60C35A3E0EB23A3E90C84BBEA684FD3D283311BE17DD8FBEC011F7BCABBD01BD0B4A433D3623D03D86810EBEEB27113ECB5196BD60E574BDAE99A93E2BE5FF3D6422A43EE389613ED0BD823EB2C6A43E1B082FBECA549EBEAE47253E36956E3DAB47A5BBB6D37C3EFB73633E4097FCBC87E686BE0B1B48BE0013443ED88D1FBE56FF22BC2021593E96D3D43C6FECA5BED059953D2C6393BE28AA06BED36EA63E9E9E2A3E48D894BEAE559A3E1EE26BBE460625BEE007753EB6E730BDABC84D3DF6FF3C3DD613A93D06283C3E9090B83DF3D855BE669E44BEFB6814BEF88B393ECFAE9F3E2015543E00DCDA3DF32F373EDBBE823D20A55BBD9BCEF63D6690EC3DF6704FBDC64BE9BD4083403E8EBA35BE96C7D43C001DFB3C2B8DB43CAB3B133E0BC8B33D6736A63EC35A6DBE9EE92C3ECB9094BE4066D43DA6BDECBD23205BBE2340393E2BA39C3ED6B5363DCB6117BE60D126BE58BE353E80F290BD132E41BE438304BEABE0863DB0EE163EE01A5A3DD63334BD26D92F3EAB10A83BBE5D2ABECB881E3D738773BEF3BA073E206752BD0B359F3D760295BD563D3EBAC0D6AB3DAE0E59BE82BEA53ED687E03D88D4A83EC3DE17BEEB54483D2B43883DB623363D8B28983DEB9E8D3E76C94EBEABBC923EA8A16BBE40F40EBDF0B59C3DE678B7BDF0E1F0BD0038D7BB8026CABDF0D8593E3BB5F6BD96AAEFBC4AFD87BEA652A13DDBB63CBE24B491BE9073A4BEBB016ABEBCDC90BED039F13DAB98B8BCB0FE313E3C9C973EFB1BBB3DC045533E0BD7223E4B1F873EAEEC6EBE60F5A03D727D93BEBE3F96BEE0542C3D203571BD3B92CABDD81F003E030443BEAC07983E3C5B9CBE26639EBEEB90D33CE3BC05BEB0630CBEC0AF25BEAB55B1BD6E0E9C3EDBCBD3BD780278BE08A3043EBE8B973EEBC54CBDAB80173EFB9298BD6020B8BDABB085BB2E3A02BE3A6994BE3BFED73DB66462BEEE2C4ABED6DECE3CEE7B6F3E665B38BEDB48AFBD3BAB1D3EF641FB3D5C819F3E634737BED69190BE4BC1163D0B0511BDE08CFFBDF275A63E2B139ABDBA3D8EBE6CCDA13E939302BE96B5A63D565D7D3E568282BBF66EA4BE40DEA4BDAB58CA3D70819C3DB6B3683D5651083E73DD983EDB21183E00E273BE0792983E0C4B9BBE90C782BE30A1083E70EB8CBE1C82853E9CF98F3E5BE0393E1AA98C3E03D9433E1F3F953EAB5A1CBEB048C7BD9EE33E3E0000D2BC98E22ABE6B324DBD886942BE52F68FBE3B1E433E4B8CDFBD563CC4BC5656033D1BD938BE403580BDE084713E7B28F23DAF2E853EC49090BEF0A4FFBD977E91BEC83394BEE8E59C3E135D7FBEABC7AABCAC3E98BE5E45613E1EF25E3E40448ABC40F0E2BDA85D07BE5834A2BEFE40533EB62D20BEAB97B3BCE61F14BEA6D28FBEE6E3563E335442BEA60968BED6CEAF3C766734BED33599BE7E86083E16DCDB3DB0FE833E73829DBE1BADD03D141C8F3E107F2F3E5E4F6C3EABB5E63D5F818FBEABEFB7BD973FAA3E86DC85BE33228A3E0BA80FBE73198C3EAF38A53E9E1C20BEAEC29FBE5056B13DE0D52FBDBC9F92BE40CF4D3EE006013EEA9684BE305FB5BD165C343E46CF9E3E46B0F9BDBC048BBE46E8CF3D0086C7BD4868283E568C923BD0FE533EE6CCA73D08116B3EF825083E3A0F93BE4B6C793E20B417BE4E3F4A3E236A5B3E9BDDCBBD00FD3EBECB463ABE5E55803EA4A98EBE5A1586BED0D4703E56EF3DBDD6EEA3BD04E5A53E76A50A3EA86D4BBE206BBB3DC062283E606A903D330E56BE924AA6BE56097FBBF8406B3E66937ABE1BA6443E3C41983E8B2B683DA66A41BE0884A0BEB6C218BE00D3DF3C38DB59BEB649FB3DABD718BEDB054B3E273C993E020890BE367499BEF079773EFBBBF33D26FF9E3DC0E9C03C504E8A3E1894033E93E2943E2432853E78F0193ECB25743DB377303E63096A3EEFFD88BE4B67F3BD004B8B3C861C41BE10F46DBE0052FA3CE3D2133ED82C5EBE7B0990BD836A35BE63258D3EEB879DBD7064CDBDBBCCD73DE814763EB6DE4FBED0F98DBD40AD6F3D5B3D8B3E00390EBE06B2D4BD284464BE4EAC50BE9E4783BE9E0B5CBEDEB9483E9639753E98FA84BE6EC042BEEBB3A7BCA3C853BE1607243DB06F1D3E30C4D93D73D41E3ED0FD85BEC04987BC03F579BEA048563DF8B933BEE66815BEC86E99BEF479913EC80190BED8529CBE5B08713E060406BE2B8136BC9EE130BE0B1E5CBE78876A3ECB21123D90D1A3BD40AE9ABEDBFB56BEDF6B9BBE9AA999BE9A718CBE3B60C7BDA618A83E8EAE7DBEF0DD893EA7ACA03EA888593E56659B3C7E6BA2BE0069003C9617BDBCC061E2BD0078353A143190BE968BCDBD56DF5CBE90AD8EBDEB5CCBBDD4F9A9BEC4E4A23E16AED43CEBE98C3E46184EBEC0E1B03CC61F5F3E70D8B33DD3E9A8BE4F09A3BE20B685BE9C9D863EF0DF353E7E69A9BE2434813E5B0501BE809074BC687581BE2B0743BE13CB5FBE5884523E9C09A2BE86CA06BEBB23A53E4E2C4ABE0668E4BD20DB26BD6EB7A53E333532BE6044373DBB4E7B3E109AA2BED871293E183B98BE1EBC783E10A3223EF0B606BE86DFEABDABC3CD3BDB62D13DF0A7733EA01F1E3E601398BEF67C9E3E4604B43D3606163D563D0CBCD6EC733C630912BE506A2EBE2812563E2089643D",
      torch_tensor_64_torch.float32_3: "0x04000000309914BEA7D2B33D18C5E23D42E2C63D95750CBEC343F03D2E44AB3D03F00CBD656297BDF2C1CC3C8703923C48DCC83CC830DFBD0914A83CCFE6873D6860EDBD76B21D3C736FBD3A2BE6363D1207DDBB123E14BE25B594BD6D00F3BDA54CD7BDF9E326BEDFD4EBBD28ECD23D94F5033D8ADC6F3D2CE32ABD6978ADBBDA236A3DF6EC1C3E3F5C83BD50D6F83D42DFA33DFE511C3DAAF4553DC33F16BC0DFE5D3DF712BF3B7280D23DA7B7033C7A11A7BC7E87A23E6B2CC5BD7B67113DEE0C42BD2A8B2FBE2FF337BD57A5FA3C695440BD0A8AD2BC2F44803DCD40CABDAE43AF3DB773DABD4D5F6BBDD349253DD0569C3DBF18213D9ED1B23D3E6D15BEE33F743D",
      torch_tensor_64_torch.float32_2: "0x04000000C2E49A3F28DE293FA06D9C3FBC2AB23FB890123F10AC223FE050B43F73425B3F61A5503F89A2863F9E8AAE3FCAF5A93F51FA513F4A1D5F3F9013BF3FD585B53FFE0F063F8908283F2F3EB73F4BAE763F1EC7823FB070B53F678E6F3F8A291C3FB0173D3F32B6803F987E1C3FD2A99B3FE375333F21D3683FDC22403F1DF69E3F9186A73F519A123F29EE8A3F90E7A43F782B043F840E863F6C0F023FA0AC4E3F4CF1B43FE607143FAA7FBD3F30BA123FCD496A3F987B9F3FBD2D103F796D883F58B0283F53AD873F025D993FE8BF8E3FE557683FCFAC363F3E77803F0FC2543F82EC333F9BF1BA3F5384133F398F4E3F3B570C3F3BB63D3F2218893F291EAE3F",
      torch_tensor_64_torch.float32_1: "0x040000007E498D3F21D6343FDEA29B3F81E73A3FA018643FDD6FB13F8C2B593F4436A33FD5131B3F1D59943F79BB2B3FA80CAA3FE051983F9E838D3FC297B33F0E73073F5CCCA23F861E7E3F575D343F9CFA303F1F60853F9B6A053F908D5E3F49C19A3FE27B8B3FDDC58E3FB7D96B3F730A853F985BB63F46529D3F3C95653FF83F953F9E84A03F8FCA733F6A28863FFC829B3FC311783F5ED8543FD306A93FF87CB63FA3AC473FB18C4D3F9708473FC972763FE316903FFF2C1D3FBA51A23F4B04343F127B893FBE18AB3FE2220C3FF3B13A3FB019833F3C31AD3F8C7A843F2E8FAD3FD8CA8E3FBABCB43FEAF8AB3F12B8B23F7A75473FCECCA43F038F0D3FB092663F",
      torch_tensor_64_torch.float32: "0x04000000035A23BD7792AFBC5F2DB5BB126626BE97C7B1BDBB0B633E9B020D3E6692863D45FBB0BD929302BCF587F6BD7F0307BE3545FCBCFE78863D515C9ABDA1F3973DF3B4C6BC20146ABC3E981FBD6500DA3B0BCD733DBFC9F1BDA0F90FBE13A1973D9444B3BD3FA03C3D299506BD02A7AF3DFCF08EBBCAAB0C3D6F10933E4870A9BC2E8DC03D681B91BC6062CF3D42CFFCBC6C33B8BD491747BCC82BE6BCDF790E3E082FBE3C552B3BBC237C8E3D93A731BE3A01143ED33FB5BC72EB393E3283F23D63ABB6BC573DAEBD80E624BDA43D11BE331DA93CD25555BD52858E3C97BCBDBC6B7A1BBDF43E05BD42A449BDE8E4503E2B7F613D3D85513E3AD5E6BD7B95EE3D",
      torch_tensor_64_16_1_1_torch.float32: "0x040000002085BFBC624D0FBEB84235BDA0FF1BBD98C491BD96D5623E20527ABDECC422BE908288BC923C18BE704D973D30F0E23CF2DE0B3EE2EE66BED6E178BECE097DBE926E07BEF0C4A33D70274E3E68EEE4BDF4D4233EB84DFEBD844B473E8034FEBC806BA3BD7AD36EBE8C898F3D809F303DE0867DBC5006293E105EC03C54A5C33D7E38583E981D71BECA9F41BE00D832BA40EF5ABCF0EBFB3CD66B103E3AE80F3E80BA023BCC9DD63D7E393CBE425B66BEB4850E3E76287C3EA88ACABD58021DBE9E6A7FBE9812943D66F5133E805D01BD4A390F3EC090BC3B58A48C3D28A600BDF03361BEA8734C3D809B023CAAF6403E004046B8EC0746BE20AB4EBDFA60433E721346BE64EB79BE00CC0A3A1C3C0EBEA07141BDF4B9FEBDA887BABD5C2C8D3D78465F3D0251603EE468E8BD966C4DBE4CAB6DBE9C32B63D841E993D7C00743E3EEC743E6CA2A4BD70CD57BD28389DBDA8D618BE386859BD408D1FBD58A99F3DA03B8ABD268A303E2433E2BD6CC979BEA8BD133ECC0ACC3D00DB4DBD42F442BE18725A3D082B2ABE268070BEEC6D54BE3EA838BE94C7FF3DEED332BED0D8CD3D1CF948BEFC6C5D3E18305FBE048F043EA43BB2BD0035FB3BE09A403CA43F323E80E61BBB740599BDF8CD643E00F2DFBB805BCFBC46C512BEEC825F3EA49963BEF89D04BEE43ECD3D00BC6B3DD45EB53D0E221DBE74D360BE084AC43D00380B3BC434533EAC755B3E54D19F3D0EC6633E38AEAB3D781825BD52A315BE6A3F0E3E6AD336BE30613C3DAC1998BD48DC2E3D484578BE68012DBE2819A4BD70EA4ABE223F4EBED00AB43D38EA5DBE628C013E22983CBEF0655D3EB83A1B3EA49E6FBE3A753ABECC80693EF8D100BE880F753E2CA5BC3DB2E6433ED4641BBE3E0831BEDA7D3FBE805D5FBC443EB7BDEE2E563ECCDC09BEA62E28BEF41FA63D3CAF53BE60F423BD5E9E223EBA2941BE00A7483E2CB6863D08BF22BE129A18BE9083F63DBC16533E207E7FBD68B3BC3D7042EDBCA2DE6ABEAAF8653EB0568F3CC0B6C13BCAE60EBEC8D09FBD08CE32BDFC4A6E3E800D623BFC87753EB8AE653D5C87353ECE715EBEE0B4473DC084F23C40BF913DF87903BD7893DFBD645E1ABED09135BDC489253ED85433BD8C5C5F3E00855EBBF6072BBE409F863D7AB06FBEA06795BC40595D3D001DC93DC0B244BC50F4D83D40DB403ED86AC1BD2C54003E62522D3E989C163DBC1BA63D1A4634BE4AFF75BEB8BAEB3DC40E133EE0D7603E00DD3E3E22B53EBE00DF0EBB6ABF29BEC077753D04ACDC3D404ABFBDC0B8C8BDB6B155BED86DE9BDAAE90B3EACF1743EC88D263D00EF9EBC20A4393DEA1C3DBE98D434BDB01F923C3ABA393E301546BD8047443DD80F283DBACE09BEC8A8973D1CAD40BE3AFF273EAEC10EBE283A9A3D264D583EDC5F753EC2FB2D3E6442A83DA02CFC3CC6BE2EBEE039B2BCCE450CBE6C4539BEB88F69BEA87F1EBDDCB116BE285C883D5C99D2BDB05D5CBD0CD5EBBD08DA223DF04CB0BD4A2A1A3E48350D3DF242633E94B7023ECC35143EE6C6383EA80758BE64F0C93DC062113D80DDD5BCC422BEBDA0A468BE180BC93D00A81BBBB41EA0BDB6D1363EBAA20B3E766260BE40DAA43DBA006DBE048D8A3D00D0183D5C78CCBD34939EBD20FD82BD487E1D3E2A0B2A3E743B6BBEA008303C00FCB8BD80571A3D183266BEA8835BBD10A87EBD40B2BCBDB85B52BDE4AB6C3E74C129BEA87B46BEC8A8173D807A573CA85F983DD0C9683ED03E673D32C2433EC0B16DBE5C2EF5BDD83EF6BD40F4603E509C62BE7007473D6038EDBCB8C64E3ECA0E24BE94D7503E80AF053DBC3FFCBDC0009DBCE84959BD6A221F3E60D185BD6816393E50D9B33C00AC5E3E4E445FBEB0B8F63CC08E8E3D10F196BC904C40BD8E09213E483B3ABE94283DBE4678773E9082A5BD5A6274BE28B64B3EB02D3BBDFA393CBE542AC03D06DE5CBE94479F3DB05A23BEBC3FDE3D20B2A83DD458F13D7C9D05BE9A6E35BE0CBDBABD922A78BE68FD26BEE0BF383C985A11BE04570D3E18E21E3E909F603E0A4D553E7C08C23DC4D9023E742B1A3ED2FB093EB0EA7D3E44AD543EE00C91BD409E08BE5E9C543EF0B0ED3D4087D0BD4C5A05BE2CA9ECBD50EDB4BD9848143D68D64DBDA01ADDBD0E5A75BE589F7ABE50C0993C7006B63D7896813DE44D9EBDDCBDA13DAE2719BE26A77A3E808E9B3BB0855C3DC46590BD48EB033ED436973DBE4C123E888F353DECC2DEBD64CE883DD0559A3CE09F21BCF00D1FBE04463DBE362212BE3465643E6C723E3E66631FBEE63D26BE8AAE343E52B870BED6A7173E7C98AE3D60A96F3CC88635BDC88583BD44811ABE58A43E3D90D3A03DD4814D3ED810143D2A8066BE46AD6F3E7AE7353ED6CD48BEB6EC363E78A65C3ED0EB61BD167729BEC01E1CBCCA8D4B3EF03612BD107423BD30B1293E40F632BE3CA36FBE340ACCBDD4C4C23D9A85003EE4C258BEB61106BE00A30ABD28ED603E68F2CCBD4CBD68BEDAF5713E1C455CBE946D7EBEE80E413E8A42443EE49CED3DC06E013C141DCEBDDA10683E10EF363D648AB63D78D5393D868537BE287834BD607893BDD849523E826747BE0CE61E3E8004AF3BD046FE3C90D895BC0099B43AAED64F3ED8E55D3D805560BEC0D0F0BDAC9F5A3E78B6083E1E0C65BE14B29B3D64DDFFBD68D68A3DACC632BE8AD76DBE80FC1CBE5EA069BEB89BF33DF4FADD3D10127F3DF885D7BD687907BE0C1011BEA49BB93D4863A1BD94E4783E44B37ABE28D1743E0AE908BE38C52ABDFEB5493E1E9A5BBEB62321BE0811D03D9237323ECC6E423E004565BB3E907FBEF4B3A8BDD87C0B3EE00D7F3E287F8EBD08C8153EBC62C8BD7094C4BCE8B145BD4287533E801FB03D28512E3E501C643E10570C3D404996BC7EEF593E08D20B3D84DC14BEC2A30CBE1408EFBD90BDF23CB8556EBD50074F3E765222BEF008F43DA03063BD580F333ED8452E3E5CAE93BD9C63DC3D94229EBDCC74983D5C9C393E4CE306BEB81E2D3E0EBE61BEEA7118BE2C6FFBBDC04371BCB0B91CBDE02F50BC8CB2073ECC2949BEA895B9BD001497BDB2A6583ED69530BE8CDCC13DE0BA4FBC109FD2BCA45906BED8CDD4BD509198BCFE5E2CBE5C0B933D7CB9A23DF6645EBE4A0352BEA8BDB23D8A9F343E0428533E623F4EBE18A7C2BD148303BEA837E3BD0438D13DC29210BEBC6996BD4EDD68BE043117BE4466B6BDC8461E3ED0AF5BBE668C563E009C37BDB63E6FBE5A845CBE6C3BC9BD342A7B3E0CC196BDF85401BD2C01DB3D864347BE38D71EBE9E6D38BEC0BB67BE00D25F3B60D087BD00C67FBBD0118FBD880978BE82B74CBE72C86BBEE8FF52BEA0076DBCBC96BFBD124C2F3E80D025BD107D83BC227D793E1021EA3D0AC534BEE4FF16BE242F933D163A5F3E58AAE4BD36080ABE20C729BCE82129BD3CF604BE52C37FBECAC456BE209298BC4C85DA3DB86C60BDC8CF68BE501A7CBE00E7D5BDD6704B3EB6F030BEFEFE5EBE20B5573D74709C3DD05F683D80FC0EBE784CE5BD98A55ABE36B0353E805A493DDC368F3DF45F3E3E801BD93C6096263C784ECBBD62D31C3E6024B5BD443B26BE68C1CABD265D17BE98BBEF3D4C38E23D6C5339BE5E6916BE2CE24B3EDC903BBE285289BD00ACC63D181DEB3DB05362BDB0AFD33DD0DB013EFC4677BE3811503E144EE93DD44D3C3EB4F1BEBD96474E3E904610BE7CDC323E70240D3D00F9EBBC4823EBBD406862BE4E1E05BE8ED03A3E0097163DD0A5393D9A9061BEB4D5F6BD6C8AA8BD848B893D6840D2BD9A91113EB0C656BDC09BE13B78134D3E78C86E3DB23F33BE7EB818BEE078E5BDDC91F0BD18E84BBDBCDCDB3DE078643D604453BCE069D53DFCF783BD006F10BCDEC0483E90DE8F3DE8ED76BE905CF63C8C50743EC613163E1856C7BD0AD7453E40A927BE9A3C0BBE60FF463E803DD5BCBE47703ED88C65BE906EF8BC80BD763BE083B8BD98D8413DA6970ABEC8B016BE0A09223E40561C3CC819C03DA80525BDACC2E1BD402889BDAC5B743EF0938BBDE6E54BBEF85F193E602D39BDE034953D7409C7BD8001D9BD9003C93C4054443CE408E9BDC03EDC3BB0DE5ABD804332BD64F9673E28BD013E142BB03DF889163D20D466BDE879A83D50EF9FBD789C67BDDC9FC33D005912BB3433E6BD4488CBBD78CD7BBDBC299CBDBC29E83DB86BB7BD640A40BE0080E7378006FEBBE06C983D60A2C7BCDA5329BEFA76783EA0FC28BC76BC4EBEF4BE6E3E6A617DBE10EC973CD060BEBC7E4941BE78C8F9BD82844A3ED07810BD58FC953D4CFE47BEB6B7333EC05B3C3DE0CB623DAE065B3E04DE153E6C3A063ED81E93BD5E9C30BED83E113ED83F4CBDA8F001BE14A9493E60323EBCF445B53D8E7454BEBC3CEA3D3C589A3D3C5485BD00E3C53AA84624BDB4408EBD2A63333E94D6A8BDE47182BD88C2943D00A6943CC6F60EBE748B253E24D2473EC012273C40338FBD00D76EBCC00C9BBCF005373EC414ECBD3CB3AB3D74513DBE206B203C90704E3EC0CA8E3D108ED7BC40270F3CC0CA0B3EFEAF723EE4F9E8BD98A232BE944E10BE60F91CBE1837623EC4A3033EB8D3253ECCA4A5BD6454E7BD60FF2A3EF6C9143E88D74F3ED2512FBE28582FBDDC67C5BD2220783E2C8937BEE05E17BE98D5ABBD3EF03ABE6C04C7BD081D47BEA413283E1445BF3DA2067FBEE005453E0CF90B3E1CB009BE5C2EA4BDC879743D6C2EFFBDEA9A45BE38294D3D2C0F9FBDD8987A3D9223763ED82D623E400AD03DF49D513E18D9193E3867393D2EEE21BE48B041BEA066A3BCC0051F3D88C044BE104EDE3D84718E3DAC685E3E00662DBB900CFD3CCC5B44BEA44BACBDB011A13C58D9FF3D086954BE3814E23DDEC119BE806221BE306348BE90E6F83DA8FAC13D369028BE48D60CBE989DCBBDC6CC523EA8B42DBD74DA1C3EE4BB893D8A012BBEEE291EBE30E0D2BCA053D03C707C0CBD96CE34BE4C0BED3D06EF4A3E5C32253E164B103EC8CD53BD986EA33DFC833D3E405336BC546C3ABE14AC0D3E34DA0D3E709EF3BD7ED11CBE66CB5BBED8484ABEECBFF13D6E0D45BEFCAC66BE3247023E1C27DEBD1EEA5ABE94136DBEA80A13BDACDD463E6E1A4FBE2AEA5BBE184F003D40FD9A3C3EA760BE7C67803D60C43EBD90A3F53DA00944BC8CD8B43DC0F1E33B703DF1BD085AA53D60094F3D584D393E2AAC3EBEEC6F53BE200B5B3E00461FBCE0D5D7BD5286283EB07CD6BDCEDD38BE809B763B388E4F3EBA721FBE1C2502BE981CC8BD18ECA9BD80A05A3B401FDEBD143FE23DE41ECF3D4074663C840EB23D84DED03D1C63ED3D5E6A7A3EA0E0773E90A10EBE9246103E304DBCBC109668BDE445FCBD3C2B25BE8830B63DF89B293DF62F573E06696B3E62E7423ED68C1EBE28B37C3E7EFB6B3EDC755BBEA837AE3D4034F8BBFCCD9A3D56CC3F3ED86A043E1434E33DFEFE69BEBE4C3A3E344D10BE90AD30BD1A71723E401E94BD28FE113ED6A11F3E00FA7DBE6E142C3E542A7DBE9A051ABEE4D097BD8E46333E8085733C36CC76BE4061903CDE32093E94F404BE780C643D78A45A3E2886D1BDF045A63D42130A3EB81CFE3D8096EE3D8C120A3E78D945BEB41438BE285632BE06A17A3E6AEF603E006F13BB66AE213E54EBA13D807078BD68292DBE0AAF323E70E3743D64A51DBEDA784DBE9C5E553EB05BDA3C52AF063EAADD71BEE8111ABD100B34BEF4E680BD0808BABDE4757EBE5CF4753EBEB671BE7061BC3C563C7D3E04EDD53DE2A43BBE8AB61B3E",
      torch_tensor_16_torch.float32_3: "0x04000000DA1AF33DD15A153DA1D323BE09FE883D985FDC3D525A983E530B0E3D2F2FBFBD3F2E2C3D5F549D3C41AD433CFD6D613B472E093DABCBCFBDFB8414BD9726483E",
      torch_tensor_16_torch.float32_2: "0x040000002E4A1B3F7692093FA16A6A3FF676B83F418A983F6DE0BD3F7690373F8DF6543FD8E94D3FC7C2AE3F710F433FEAE93E3FBEF1573FA1297A3F3F62493F4552A13F",
      torch_tensor_16_torch.float32_1: "0x0400000039149B3FD6C7733FEC81B63F2377A13F303CA43F836EB73F225D883FFAA5073F11286B3F94A7823F95AE9E3F11AC473FD067A23F2FDA983FA88DAB3F26D48B3F",
      torch_tensor_16_torch.float32: "0x040000006F0CC23C942A83BE6D4DC23C477495BD3A6AE93C4164B4BD5E523F3C76A1AE3B57EDB73C86C487BD399F08BE1FC3B63DFF590BBC7DAC2BBE753CA8BC836E13BE",
      torch_tensor_16_3_3_3_torch.float32: "0x04000000DF0305BE9774433D3368293E3C6CC0BD81043D3E9CBE42BEF83C893D0BF6523DEBDE71BD9DCD77BDBC371ABE7A0D1EBD4AB392BD23543FBDE0A9233EF19B6D3D47D243BEFB58EBBDA02C1D3E05F522BBB8BC9BBDAB13DE3DEEAE373E85A60ABE1C7B433ED53851BD1708C93CDCDC1EBE7EAF28BE907C13BE7BC010BE5EA93FBEE52884BDFFEFA63CE6940A3E82A2AB3D7E082FBE671B183EC75331BD60BE41BE21602F3EE73512BE2FA4283E1977FD3D430641BE552C99BD8CCD043E11C15C3C52E9363C6798D0BDF2252CBEE9C610BE627C463DFA0C27BE0AC526BEF1BC0A3EC4791CBDB7C7413E6FC864BD8C7ED8BB85DA8EBB9511193EA7A1183ED983F6BBE704643DB2609A3D58D952BDFC60D1BD6C7659BAACF53B3ED202F23D2D9FE6BDCDE5D3BD0F8AC6BDBF3F4F3DEF2F6A3DE92F0ABDFBDE11BE28DF2C3E89B7BF3D744F99BC3E0FAC3D6E702A3EC77781BDA3B0C33DB9C825BE3523393E97FB193E708AE2BD20EA0ABE8497A6BC8EDECDBC7B0D0B3E99CD3F3DE937253A7D1C1E3C0DC827BE965A5CBC0E050ABEF4E6513D84B7CCBD4FA8843DCAD7A53DE51FE2BD15FD1C3EAF55E2BDF7AC3E3E62C1B93D657F34BE5C8FC2BDE894D63C77C71C3EECA6923C25BA01BE8FB2D83C7D953C3E5172073E0FFDFF3D10EE4CBD748E9C3CC3DCC6BD0CE7443EFA69FDBD098628BE2FEED7BD233E243E9743113DB1673BBC2F7C393ED98675BD09E8223EE193413E2C6D0ABE332BB2BDB4E827BEBB1D003CD146C23D0B7AEB3DCFB91D3DD410373EC21A193E6C830B3EEF673F3EC06321BEB1A8783D92BF94BD3F14023E4ED2E0BD64A4023EEF6148BD9CC4ABBDF61916BE70A9C23DA7A17D3D2BECC0BDF063823D58B4D7BDAD84B53D1D35443D7F9030BEFB3CF63D431204BE8784DABC8955BABDD270443D87AEB63C6015513BEE95513DE803343C10C0B43DBD592DBE219FE63D0E47253E20F38FBDF87011BE5402D03D00F68FBBC4FD973D70CA0CBED601C2BC3F4CBFBC67DAC9BD1D880ABED8E283BD3BFAC4BD57C4BEBDACF293BD796A8BBDAA1C31BC1134033EF6CFD2BC74B716BEF8391BBE6185F1BD2F959F3D0C80AB3D7838E43DDA7425BE53EB7B3DEFC8263E5668133E1D63DA3D817D233ED1D43C3DA7DFE53DC61DA3BC7C2F32BD186C033EC11B3DBE9D6541BE4A8EFD3D49ECE0BD09F6BFBC071109BE8585EDBCCB8731BE22E19CBDA4F2343E91D3853DB6CD973DD5171DBEF42FC6BC4186003DB0BFEDBDDF062A3DAA3FD83D072A443EB0D48CBC69F8493B1B6AC53D6F14FF3B6428083D5D7F04BE8DC3363E7FB21DBE7A6218BD45A8FBBDE0E4A53D8991DD3C5D37193EAB8A10BCB7C22CBE5B68EFBD11ED353ECDD9F23D2236C93D9598A73C8BF1873D1F59A53DB01CC33B6E3C3A3B850A543DAB59B83CD503DBBB47C2033E2508A83DE7F6FA3D5AC63A3E3DFFD13D9F7AB93D5DEBCDBD2CB2AFBDF27C103EB65FE73DC171AC3D6607A13D6804363E3D3D2A3D59C5AA3CA354EB3D647B393E516A083EDEC1DDBD69441FBEB19CA13DBD7597BD174949BD9DE5443D3B9DD63D32AB2C3E3515EEBD16C06FBD2182DBBC33423C3ECEA704BEAFF993BCC95713BE1A7D35BEE19CB23D430230BE1D0B7A3D657A35BE16FD43BC7177733DA598083E88B1B93DF39C15BED3B301BDD3A7293DD377AF3C8EC0663B31D44EBD9A45DB3CF39E25BE65EA2D3E74EA81BA9771FFBD41F80E3ED2EA193E2CE1DEBD8DD031BEFD0D0CBEBDDE91BD75C647BBE7B1283E26411A3DD5F75EBD4C0C253DF8ABC3BD772FD33B8E1DEA3D68E569BD31DE02BD3EAB05BEC4AAF5BC0A35313E07AB0EBE930C603CB2CC28BDE98024BEA48B47BD6EC7CCBDC8E914BE2F8ACEBDBDFC5EBDB7A70E3BA3A9153E6BEDB03D1B3825BC8C833ABEA0242D3C817E593D830B313DB455093E7FF2F6BDA4312FBE33CC0D3E5175FDBB747D1EBEA240D2BBF157AABDB9B7D2BDDD9689BDD1FC7F3C8AD22F3EB129F5BDCE2D333C49651A3E1351B03D4602C3BDFB7614BE5C213F3EE793B33D75A3D9BCA7CDD9BDF760AEBCE198E1BC6F8A3DBED3061CBEF02A7D3C6AA915BE331243BEFD17F03DAFEF02BDE1FF153DC3EB1D3E2CDB073D983F1EBE519147BDA00CDD3D66EDC13D16061CBEA53E653D7984D93D0EA3963DE54A973D0D1933BE191C4FBC4EC33C3D8DBFF5BC630FA33D72681BBE48DD06BEF04DE4BB97FB003EF78CDBBDE6893BBE4EF6E7BC9EA0673D85D1E5BDF600EABD3CCD843DB9A7BABC368CCF3D4A7396BDB3B0E03DC9D32DBE3C4AB4BD8FFF5BBC6E558CBC7A4A1BBEB732AE3D62ADE4BD866BC73DB83AD63D6A5E3FBE8BDEF13D7BF89C3D337BA2BD08EB813B82C597BCB1F2AD3C13B22B3E7418BABD3C3B923DF977933C2CDA50BDEE4CD6BC4D703E3D8FAC3EBC4DC9033EE649763D"
    }
  }
#-}

