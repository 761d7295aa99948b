// Written by test/realnets/fxnets.py grouped with torch 2.15.0+cu132 and torch-mlir's fx importer.
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward(%arg0: tensor<1x3x32x32xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_10_torch.float32> : tensor<10xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_10_32_torch.float32> : tensor<10x32xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_32_8_3_3_torch.float32> : tensor<32x8x3x3xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_16_torch.float32_23> : tensor<16xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_16_torch.float32_22> : tensor<16xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_16_torch.float32_21> : tensor<16xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_16_torch.float32_20> : tensor<16xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_16_24_1_1_torch.float32> : tensor<16x24x1x1xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_24_torch.float32_7> : tensor<24xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_24_torch.float32_6> : tensor<24xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_24_torch.float32_5> : tensor<24xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_24_torch.float32_4> : tensor<24xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_24_8_3_3_torch.float32> : tensor<24x8x3x3xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_24_torch.float32_3> : tensor<24xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_24_torch.float32_2> : tensor<24xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_24_torch.float32_1> : tensor<24xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_24_torch.float32> : tensor<24xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_24_16_1_1_torch.float32> : tensor<24x16x1x1xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_16_torch.float32_19> : tensor<16xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_16_torch.float32_18> : tensor<16xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_16_torch.float32_17> : tensor<16xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_16_torch.float32_16> : tensor<16xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_16_16_1_1_torch.float32_2> : tensor<16x16x1x1xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_16_torch.float32_15> : tensor<16xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_16_torch.float32_14> : tensor<16xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_16_torch.float32_13> : tensor<16xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_16_torch.float32_12> : tensor<16xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_16_16_1_1_torch.float32_1> : tensor<16x16x1x1xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_16_torch.float32_11> : tensor<16xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_16_torch.float32_10> : tensor<16xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_16_torch.float32_9> : tensor<16xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_16_torch.float32_8> : tensor<16xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_16_4_3_3_torch.float32> : tensor<16x4x3x3xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_16_torch.float32_7> : tensor<16xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_16_torch.float32_6> : tensor<16xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_16_16_1_1_torch.float32> : tensor<16x16x1x1xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_41 = arith.constant 1.000000e-05 : f64
    %cst_42 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_16_3_3_3_torch.float32> : tensor<16x3x3x3xf32>
    %cst_45 = arith.constant 6.400000e+01 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x32x32xf32> to tensor<1x3x34x34xf32>
    %0 = tensor.empty() : tensor<1x16x16x16xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %cst_44 : tensor<1x3x34x34xf32>, tensor<16x3x3x3xf32>) outs(%1 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_42 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.truncf %cst_41 : f64 to f32
      %90 = arith.addf %in, %89 : f32
      linalg.yield %90 : f32
    } -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = math.rsqrt %in : f32
      linalg.yield %89 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %cst_43 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_46 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.subf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x16x16xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_46 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.mulf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_47 = tensor.expand_shape %cst_40 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_47 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.mulf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_48 = tensor.expand_shape %cst_39 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_48 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.addf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x16x16xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.cmpf ugt, %in, %cst : f32
      %90 = arith.select %89, %in, %cst : f32
      linalg.yield %90 : f32
    } -> tensor<1x16x16x16xf32>
    %11 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%10, %cst_38 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%1 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_36 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.truncf %cst_41 : f64 to f32
      %90 = arith.addf %in, %89 : f32
      linalg.yield %90 : f32
    } -> tensor<16xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%12 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = math.rsqrt %in : f32
      linalg.yield %89 : f32
    } -> tensor<16xf32>
    %expanded_49 = tensor.expand_shape %cst_37 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_50 = tensor.expand_shape %13 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %expanded_49 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.subf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x16x16xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %expanded_50 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.mulf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_51 = tensor.expand_shape %cst_35 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %expanded_51 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.mulf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_52 = tensor.expand_shape %cst_34 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %expanded_52 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.addf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x16x16xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.cmpf ugt, %in, %cst : f32
      %90 = arith.select %89, %in, %cst : f32
      linalg.yield %90 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_53 = tensor.pad %18 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %expanded_54 = tensor.expand_shape %padded_53 [[0], [1, 2], [3], [4]] output_shape [1, 4, 4, 18, 18] : tensor<1x16x18x18xf32> into tensor<1x4x4x18x18xf32>
    %expanded_55 = tensor.expand_shape %cst_33 [[0, 1], [2], [3], [4]] output_shape [4, 4, 4, 3, 3] : tensor<16x4x3x3xf32> into tensor<4x4x4x3x3xf32>
    %expanded_56 = tensor.expand_shape %0 [[0], [1, 2], [3], [4]] output_shape [1, 4, 4, 16, 16] : tensor<1x16x16x16xf32> into tensor<1x4x4x16x16xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%expanded_56 : tensor<1x4x4x16x16xf32>) -> tensor<1x4x4x16x16xf32>
    %20 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_54, %expanded_55 : tensor<1x4x4x18x18xf32>, tensor<4x4x4x3x3xf32>) outs(%19 : tensor<1x4x4x16x16xf32>) -> tensor<1x4x4x16x16xf32>
    %collapsed = tensor.collapse_shape %20 [[0], [1, 2], [3], [4]] : tensor<1x4x4x16x16xf32> into tensor<1x16x16x16xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_31 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.truncf %cst_41 : f64 to f32
      %90 = arith.addf %in, %89 : f32
      linalg.yield %90 : f32
    } -> tensor<16xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%21 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = math.rsqrt %in : f32
      linalg.yield %89 : f32
    } -> tensor<16xf32>
    %expanded_57 = tensor.expand_shape %cst_32 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_58 = tensor.expand_shape %22 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed, %expanded_57 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.subf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x16x16xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_58 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.mulf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_59 = tensor.expand_shape %cst_30 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_59 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.mulf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_60 = tensor.expand_shape %cst_29 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %expanded_60 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.addf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x16x16xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.cmpf ugt, %in, %cst : f32
      %90 = arith.select %89, %in, %cst : f32
      linalg.yield %90 : f32
    } -> tensor<1x16x16x16xf32>
    %28 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%27, %cst_28 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%1 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_26 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.truncf %cst_41 : f64 to f32
      %90 = arith.addf %in, %89 : f32
      linalg.yield %90 : f32
    } -> tensor<16xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%29 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = math.rsqrt %in : f32
      linalg.yield %89 : f32
    } -> tensor<16xf32>
    %expanded_61 = tensor.expand_shape %cst_27 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_62 = tensor.expand_shape %30 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %expanded_61 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.subf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x16x16xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_62 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.mulf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_63 = tensor.expand_shape %cst_25 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_63 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.mulf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_64 = tensor.expand_shape %cst_24 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %expanded_64 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.addf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x16x16xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %34 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.addf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x16x16xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.cmpf ugt, %in, %cst : f32
      %90 = arith.select %89, %in, %cst : f32
      linalg.yield %90 : f32
    } -> tensor<1x16x16x16xf32>
    %37 = tensor.empty() : tensor<1x16x8x8xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %39 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%36, %cst_23 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%38 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_21 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.truncf %cst_41 : f64 to f32
      %90 = arith.addf %in, %89 : f32
      linalg.yield %90 : f32
    } -> tensor<16xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%40 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = math.rsqrt %in : f32
      linalg.yield %89 : f32
    } -> tensor<16xf32>
    %expanded_65 = tensor.expand_shape %cst_22 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_66 = tensor.expand_shape %41 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_65 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%37 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.subf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %expanded_66 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%37 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.mulf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_67 = tensor.expand_shape %cst_20 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_67 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%37 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.mulf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_68 = tensor.expand_shape %cst_19 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %expanded_68 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%37 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.addf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x8x8xf32>
    %46 = tensor.empty() : tensor<1x24x16x16xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %48 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%36, %cst_18 : tensor<1x16x16x16xf32>, tensor<24x16x1x1xf32>) outs(%47 : tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %49 = tensor.empty() : tensor<24xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_16 : tensor<24xf32>) outs(%49 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.truncf %cst_41 : f64 to f32
      %90 = arith.addf %in, %89 : f32
      linalg.yield %90 : f32
    } -> tensor<24xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%50 : tensor<24xf32>) outs(%49 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = math.rsqrt %in : f32
      linalg.yield %89 : f32
    } -> tensor<24xf32>
    %expanded_69 = tensor.expand_shape %cst_17 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_70 = tensor.expand_shape %51 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_69 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%46 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.subf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x24x16x16xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %expanded_70 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%46 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.mulf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_71 = tensor.expand_shape %cst_15 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_71 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%46 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.mulf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_72 = tensor.expand_shape %cst_14 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_72 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%46 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.addf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x24x16x16xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<1x24x16x16xf32>) outs(%46 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.cmpf ugt, %in, %cst : f32
      %90 = arith.select %89, %in, %cst : f32
      linalg.yield %90 : f32
    } -> tensor<1x24x16x16xf32>
    %padded_73 = tensor.pad %56 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x24x16x16xf32> to tensor<1x24x18x18xf32>
    %57 = tensor.empty() : tensor<1x24x8x8xf32>
    %expanded_74 = tensor.expand_shape %padded_73 [[0], [1, 2], [3], [4]] output_shape [1, 3, 8, 18, 18] : tensor<1x24x18x18xf32> into tensor<1x3x8x18x18xf32>
    %expanded_75 = tensor.expand_shape %cst_13 [[0, 1], [2], [3], [4]] output_shape [3, 8, 8, 3, 3] : tensor<24x8x3x3xf32> into tensor<3x8x8x3x3xf32>
    %expanded_76 = tensor.expand_shape %57 [[0], [1, 2], [3], [4]] output_shape [1, 3, 8, 8, 8] : tensor<1x24x8x8xf32> into tensor<1x3x8x8x8xf32>
    %58 = linalg.fill ins(%cst : f32) outs(%expanded_76 : tensor<1x3x8x8x8xf32>) -> tensor<1x3x8x8x8xf32>
    %59 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%expanded_74, %expanded_75 : tensor<1x3x8x18x18xf32>, tensor<3x8x8x3x3xf32>) outs(%58 : tensor<1x3x8x8x8xf32>) -> tensor<1x3x8x8x8xf32>
    %collapsed_77 = tensor.collapse_shape %59 [[0], [1, 2], [3], [4]] : tensor<1x3x8x8x8xf32> into tensor<1x24x8x8xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_11 : tensor<24xf32>) outs(%49 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.truncf %cst_41 : f64 to f32
      %90 = arith.addf %in, %89 : f32
      linalg.yield %90 : f32
    } -> tensor<24xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%60 : tensor<24xf32>) outs(%49 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = math.rsqrt %in : f32
      linalg.yield %89 : f32
    } -> tensor<24xf32>
    %expanded_78 = tensor.expand_shape %cst_12 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_79 = tensor.expand_shape %61 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_77, %expanded_78 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%57 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.subf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x24x8x8xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_79 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%57 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.mulf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_80 = tensor.expand_shape %cst_10 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_80 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%57 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.mulf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_81 = tensor.expand_shape %cst_9 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_81 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%57 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.addf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x24x8x8xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<1x24x8x8xf32>) outs(%57 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.cmpf ugt, %in, %cst : f32
      %90 = arith.select %89, %in, %cst : f32
      linalg.yield %90 : f32
    } -> tensor<1x24x8x8xf32>
    %67 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%66, %cst_8 : tensor<1x24x8x8xf32>, tensor<16x24x1x1xf32>) outs(%38 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_6 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.truncf %cst_41 : f64 to f32
      %90 = arith.addf %in, %89 : f32
      linalg.yield %90 : f32
    } -> tensor<16xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%68 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = math.rsqrt %in : f32
      linalg.yield %89 : f32
    } -> tensor<16xf32>
    %expanded_82 = tensor.expand_shape %cst_7 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_83 = tensor.expand_shape %69 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_82 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%37 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.subf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x8x8xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %expanded_83 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%37 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.mulf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_84 = tensor.expand_shape %cst_5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_84 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%37 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.mulf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_85 = tensor.expand_shape %cst_4 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %expanded_85 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%37 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.addf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x8x8xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %73 : tensor<1x16x8x8xf32>, tensor<1x16x8x8xf32>) outs(%37 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.addf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x16x8x8xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<1x16x8x8xf32>) outs(%37 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.cmpf ugt, %in, %cst : f32
      %90 = arith.select %89, %in, %cst : f32
      linalg.yield %90 : f32
    } -> tensor<1x16x8x8xf32>
    %padded_86 = tensor.pad %75 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x8x8xf32> to tensor<1x16x10x10xf32>
    %76 = tensor.empty() : tensor<1x32x8x8xf32>
    %broadcasted = linalg.broadcast ins(%cst_2 : tensor<32xf32>) outs(%76 : tensor<1x32x8x8xf32>) dimensions = [0, 2, 3] 
    %expanded_87 = tensor.expand_shape %padded_86 [[0], [1, 2], [3], [4]] output_shape [1, 2, 8, 10, 10] : tensor<1x16x10x10xf32> into tensor<1x2x8x10x10xf32>
    %expanded_88 = tensor.expand_shape %cst_3 [[0, 1], [2], [3], [4]] output_shape [2, 16, 8, 3, 3] : tensor<32x8x3x3xf32> into tensor<2x16x8x3x3xf32>
    %expanded_89 = tensor.expand_shape %broadcasted [[0], [1, 2], [3], [4]] output_shape [1, 2, 16, 8, 8] : tensor<1x32x8x8xf32> into tensor<1x2x16x8x8xf32>
    %77 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_87, %expanded_88 : tensor<1x2x8x10x10xf32>, tensor<2x16x8x3x3xf32>) outs(%expanded_89 : tensor<1x2x16x8x8xf32>) -> tensor<1x2x16x8x8xf32>
    %collapsed_90 = tensor.collapse_shape %77 [[0], [1, 2], [3], [4]] : tensor<1x2x16x8x8xf32> into tensor<1x32x8x8xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_90 : tensor<1x32x8x8xf32>) outs(%76 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.cmpf ugt, %in, %cst : f32
      %90 = arith.select %89, %in, %cst : f32
      linalg.yield %90 : f32
    } -> tensor<1x32x8x8xf32>
    %79 = tensor.empty() : tensor<1x32x1x1xf32>
    %80 = linalg.fill ins(%cst : f32) outs(%79 : tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%78 : tensor<1x32x8x8xf32>) outs(%80 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.addf %in, %out : f32
      linalg.yield %89 : f32
    } -> tensor<1x32x1x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81 : tensor<1x32x1x1xf32>) outs(%79 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.divf %in, %cst_45 : f32
      linalg.yield %89 : f32
    } -> tensor<1x32x1x1xf32>
    %collapsed_91 = tensor.collapse_shape %82 [[0], [1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<1x32xf32>
    %83 = tensor.empty() : tensor<32x10xf32>
    %transposed = linalg.transpose ins(%cst_1 : tensor<10x32xf32>) outs(%83 : tensor<32x10xf32>) permutation = [1, 0] 
    %84 = tensor.empty() : tensor<1x10xf32>
    %85 = linalg.fill ins(%cst : f32) outs(%84 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %86 = linalg.matmul ins(%collapsed_91, %transposed : tensor<1x32xf32>, tensor<32x10xf32>) outs(%85 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %87 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<10xf32>) outs(%84 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x10xf32>
    %88 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%86, %87 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%84 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_92: f32, %out: f32):
      %89 = arith.addf %in, %in_92 : f32
      linalg.yield %89 : f32
    } -> tensor<1x10xf32>
    return %88 : tensor<1x10xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_10_torch.float32: "0x04000000FC122C3C164D913D91D506BE4FF3A73DA6F8013EB8C0323E77C50A3D9A502CBE4CC55CBD1B25CD3D",
      torch_tensor_10_32_torch.float32: "0x040000006B23013E8135A7BDF772433D33321EBE8826083D0F50E53DA8B74DBD3F25613D4EECD73BA560E9BDB9AAB5BC667AF8BC7C9D7D3C4EE31B3ED8F6D3BB5D5AE6BCA98323BBA5D36C3D18EB97BC369AB6BC384A5C3D5D29E83DF042E43DD07FE73C2761C13DC129A63D1D5C0E3EC6B3F83DACE2A4BD69DABB3D21FB13BE565CB0BDB392F53C2D29E6BCA828AF3D16BF373DCED4C03DB7DC223E588F953D3280D5BDEA75E9BD5F4E053E079AD03C9190773B1ABAE1BDF7872CBE1B542C3D91DDE13D45B710BCE4C28E3D49F714BE69580B3D2560CABD8095FEBB35ABF6BDC55C96BDB1C3CABCFBA32BBE2B01AF3D0DE51DBEA9761B3EB888043E31EF253E1F01C73D06F4253E974C13BE89FB49BD5A4B253E6DF1A3BDCEC0D13C31329A3DA51B0EBE31A5DABD47C88BBDA70A67BB6437EF3D68CFEBBD7ED8A1BD07B604BE28E9253E1DAEB7BD3E4324BD11570F3E7B73A03C38D32F3E7F4D2FBEA59DDCBDF664B93DE3790ABE9765CABD08B2103E504DF53D5699EBBDB56B15BE931A263DF555313D0C6BFF3B219AA6BD122EF0BDE3CD013EC618AA3D8C37B83DB4F608BEA51DE7BD248529BE029884BD29ED21BDFBC216BE1F3651BD0E6D7BBD2C20333EE2A0AE3C480CE23D931AE73D34EEADBCC66F403DD22F7C3C414AA93DC74D0DBE80B5083D9C1D87BD406715BE89282A3E4B9F473DD11B29BC4A80F1BCB6C88A3D634D933DC683E43DCCD504BEA327A5BC87D9173E33062D3ED3D1FEBC909F313E5F23EDBDA38BCBBD795CAD3DE60D203D610E2F3E75477DBD2C35233DB585EE3D4EB7AF38415D9BBC09B119BDB57783BDB57EB0BDA4D109BE8F9EF63DCB892DBEEF2EA43DFC3BEBBDC9782C3D27EB60BDBC153BBDC52E113DCAE5E33B2B9E64BCBE0E17BD2DE7E8BD1EF1B23DC11C273D1BB0DABDE04487BD1AED143ECF1C2EBDCB47573D00882ABD46067D3DB3B8BFBDB98CB33D24D71F3E90EC263EE761D6BD5E6AE7BDE72637BD0FECB43DF460143E7D2603BD83096A3B447BE83DC799A1BDDE6B61BC4E9A24BDA190823CFBB81F3E1BB07E3D13ECB73DB2DD2BBEF79AFBBDFE27CFBD28E8333EEE1301BEF3748BBDBE0AC13D13050ABEF52DF33D4065A6BD946D07BEB0EDA03D5B9CA9BDCB2CBD3D3672083E0A7A2FBE59F11FBEA842373D3AABE4BDE49BB6BD5ADCDFBD41A6B4BD206EFEBC2EC67A3DC2DA1DBEB02928BE4CB9FEBD8D89D73D6BA8C93DD5BF853DDE92FF3D54D105BE065DDE3D7926F8B9AA3D88BDF68A16BEAB37623D2D351E3DF6FE06BE60F596BD2403A8BC8629FABD473799BDAE1588BDF84DBBBBF4BF573DBC70203E9951C93D83CE86BD45E3FCBDF71B18BE38AB37BD9EE5E83D66EB573DFF43D63C1B0479BDC39A58BDF76C5ABDB4E2ECBDB39B3DBCCE2724BE2972223E4B63CEBDDBDE343E9A202EBE86ADDCBD8731FBBB79B7673D90E17DBDA1FBDDBDA69C2C3EE5EE6B3D666175BD2DD8233E886613BEF7F3E3BD4DC5A33D95F24A3D49F8563D9FCC10BEA60D86BDA5A9A33D0D992B3DED7F11BE850F263EE51BAD3DEF58883DDE620F3E54F6E1BD96E6B4BCDD7B05BDE148EF3D078602BE3B16113E580E08BEC9515E3C31E4F13DAE51D5BB995706BD79C9D2BD5C27BA3DE8DA263A8BD1F93D57AB983C3288113D7072033D63369DBD8D5426BE5E352C3EA5D20ABE9E4D72BDCA81263D9FCA0E3E755798BDC87CB7BDA00182BD46EF383DF32A173E055CA33C738ED03CF4D9E1BD260864BD9F86B83B507CC5BD1A39413D9D6F273E0193C13DE1FDE63D1B5EE4BD82112B3D7089A33D",
      torch_tensor_32_torch.float32: "0x04000000F814E53DBCC5D6BD4BDFD1BDFD43DDBD969BEA3CF6ACBBBDFFCECCBD5367863D5DAEA83CE233B4BC0B5DA7BD2743B8BCE2F2D03DE8FA36BD7EDA9F3D9413C2BD9CBB8A3DFF8FE4BC23A21BBD4693143DBE8FBF3CE306953D207CB73D4473BCBDD68BE2BC8F4EA53DB983253B31BA4ABD69C7983D85AE8DBD8499E9BDBB72813D",
      torch_tensor_32_8_3_3_torch.float32: "0x040000008B2E543DF34B97BCCA65813DD413B5BC3527BF3D1A9ED23C5FC1ECBD3BCEB13B7D9F61BD95EBD33DC4DDB1BD277EBBBD26F60B3D2B3E0CBC9FEED8BD7314B63D6950A3BD75FADBBDFB041A3CF9D511BD0729963D7A5FA1BCE389EDBDDD4951BD4F44A03CEFCD943D0182D13DF6692CBD3869B1BD2CDD1D3DBA5DE5BDD9F98DBD02F9053DFC00E03D2AD74FBDEA3DEB3D4B8ACEBCE4C9803D184B96BDFD1DE0BD2194DE3D2A0CEA3D31B814BDFDEFDEBDB3938D3D464B5C3DA010C63B15681C3D259BE53D8713EA3AB4A2A1BD622B12BCDC6C773D2791EABDBBC3B2BDDCA0A3BCFA219BBCA9E4DF3D86F2D8BAC06B8DBC57189A3D742B413D63377FBDCEC1B4BDA9B69BBDFF053C3C2B64B53D72EAD6BDFF35C8BDCD3543BD1CB7943D20CECE3D91227D3DDAE335BD0A738BBD8B157D3D8DED08BD76FE5ABD32C3BA3D9D8F903A822A47BDAEA688BD5D00B9BD916D54BD1EA6C5BDC14BB1BDF2A20C3D400E75BDDAD498BDA04400BC5C75D8BD0EF603BD9738A3BCFFD143BD2F32F03DF44A7B3DECB2893D7BD0EABDFDDB75BC1FB4653DBB6FD8BDB863E3BD1645413C1129083CAAEEE63C99AA8E3D8E70913D2D8D753D0AF3D73D0234373D8D9045BDF503103DBC8EE7BD9266B73DCB96D83DAA7C81BC8F84143D8CC306BDAC779E3D666331BDA0C757BDBB80A3BD4513DEBC9C26953DF7E8E33DA247D2BD6BE3F0BD2F57CBBDE93637BDC6A9A4BD195379BDBA8868BB683FED3D1B39D03D61E6103D1A10A43D0DABB0BC259FCD3D2E0805BDE2E4C03D97AA49BD1AD8D33DA965D03D9AD5C4BDD3C8EFBC2FE13CBD8605963D4B658BBC72DB4C3D5A7F9FBCC4B8003DDF40E0BD36D6E63B1916D73DCF52AF3C7EF09ABDFDCAEB3D4624143D34FECF3DE6A441BCBB5FB7BDC5F3093DD1F546BD7201A73B7BC919BD42FD173D66CC20BDBD75A6BD471DD4BD69AF8C3D4621243DAF343E3D222E4EBD13C3D2BCF970AA3DEC6296BD3020E6BCB09D7CBC323AC5BD25E65DBD683A6BBDD47A6CBC25AEC5BD4EF4B43CBBE7AD3DCE14A23D34C9AB3D04BCDE3DE5ADEBBDD0B51E3D47CCBA3C7ACFB5BC6F3D52BCF210363C8AD2DBBD5929B43DFEAF9A3DDF0341BD53C8873D5B8F0EBD7CF36F3CF88086BD48A2DEBD9D77D83D1CF9E3BD53438FBD09C5943D85B0E53D8BF6B1BDB4F6DDBD4817873DFDCE653CD086B73D9D551E3D02A5CA3CC7C46A3D39CE2D3B2996B23DDACB0B3C0BAE1CBC871A10BD1875F0BC5964653DF991AE3C3138ADBDACAE75BCFA2C193D2F7C343D1EE2B0BD65159C3DFF13EFBD821FDA3D546EAABD422AAABC9BCFBD3D635B313D398E833DBC98C33CE34F8B3DB1D78F3D91A9813D6344C43C5FC37BBC3EB6193D7BC36ABCF22D5DBDA811083D24EEAEBD236DFEBBB60FC23DC945ED3D0C14AA3D451B823DCAD69BBC35B1A93DAB7035BBE0C36FBDCBBA993CE9E5C83C99B86CBD8268673D3ED575BD7062BC3D1D7FEE3DF756D03DB82C7F3D12BB56BD400C403DC37E1F3D2E57573D9D70C93D3B5E473D6DFEBCBC117FB13D8C9E9DBC96C3873D6683893CD5D6E03D6C2909BD6723523D32F42A3DE891B1BDE52D15BCDFF909BDB543053D38D09FBDF260A93D9E96DA3D626F9BBD3830BDBC39691EBD3BCDD7BDD1747F3DBE77AA3D5CFD10BD1183AEBC078D0DBDE01F93BD6749D93D547581BD08178A3DFCB6803DB3AE743CE57EC8BDDBDE72BD6BFAEFBDAB76A0BD108BE4BD6346D7BD2F2E28BDA4C68D3D9B1A0B3DB60A99BDE1FF77BCBD76A8BD10E2963B6C2C92BDD9BE9BBD5EAF1B3CED1C96BC35CCD13D7B0A953C4058D5BD2E4CE43DF32DC13DE523E23D10EE373CF504ABBCC8CBC43D5F59C73DDB8446BDBA86EDBD5A7F34BDC8CBDFBDE8A841BDEEAE97BDDA0594BCB14F88BCF975CCBD0875B7BD0B78E7BDFF793EBD021ACA3D61453F3D5835853D8212223DA071903D58398CBD40C8A3BC67F2EC3DF6E7C03D50681FBBC75274BD5921DD3DCD338ABDB5930F3C89D6AE3C05D034BDC237D43D03FFDCBD8E0C913D0DA0463B6DAB893D0EF41FBD0890AF3D6013823DF5130A3DCC16DB3C9983523DE2A0CD3D2B36733CCFC8A9BD432CF13CDE0C01BDF066CB3D9911E2BD25D0D23DF1287C3D6F80AC3D9E715CBD0714233DE5272F3D6CE7B0BD5AF7E43DC470343DA7458CBD3807B93DFCF8DCBDC59EAE3D977CC6BD55CE97BD453ADEBD29C4D9BDC307F0BDF9B045BD1A94543D7B18C4BDFAC9253D23072ABBFF71E13CCAE3AC3D78ED573D2A9C483D850A88BD29CE853DD95886BBBD0BB3BD9BB2CE3D8C9B91BC8F6FC63D9307F13DD2A8CDBD9A9545BDCC5AB1BDABB9ECBD24D3F13CC00D983D7F0D5F3D38688FBC33D1423D7D4CB73D37C4153DFAAFEBBD65FDC63DC2C1023DE75083BD2C886ABDD9DE913D4FBD563A272200BC7A3163BD081CE83D8D1DBFBD4B949DBC94C879BD198E27BD22461E3D81703CBDE14FBABD66D1E23C28A8BBBD61116A3D9ED3A3BD0816DE3D2DA5FEBCB1171BBC4A546ABD65B07B3C5A2FACBDC7EB92BCF4BFED3C0F1398BDB86B8D3D7D1CBEBDF45B8BBD41D5B53DC69CDF3B07B59A3D1B6AACBD13908C3C370032BD7611BEBCA5FF89BD0C02B8BD6BBADB3D1DA7C0BD0346DFBDC197003D0B698EBCF82D01BA5CF8D9BCC7370DBD697643BC9526843DEC19A73DCE23C0BDA523C33D1425E13DB006BFBD1D8FC5BD7842B6BD4B15C2BD1F18F7BB99483CBD86F7ECBDF077EABC54EF433DA7E7123D2565123D570440BDE38488BD864B4F3D9C7EF0BD000FC83DBC926ABD68B38F3D4664BEBD7E9BD8BCDC16973C42EF913D5B5A6ABC00FA8C3DE8ABA93DBE10EC3D8249C53D57050E3DCF8758BDAB10DABB27DC95BDA91BDC3D4559EBBC0C1578BD86553FBB6F98A33C6167163B3019183CE015F23CD501D4BCB4A9D73D9419C93D182E92BB2D6C3E3BA5B4233DE0A28EBB417B11BD1327D8BD2809B93DE66EEABDB9CCA4BD3657B2BDD072B3BD3B46A6BD6480B5BD5DCACDBDD81F6ABC8A98A4BDA15DC4BDDDF227BD805A86BC50236DBD99CFBABDF263A03D7F9566BD6527753D574E8EBD65D6773C95D88F3D3FED83BDF73820BD347E6DBDD47431BD5247D43D8E0D4BBD6456AD3D982A91BD6992C73D5DC3DC3C278BD43DD379DCBC9BF21D3DD5E6DA3CE35FC73D1F1326BDA1943DBC3110883DEE8A793DA167013D14E9E4BD92138B3D34C8523C479164BD0B7AB93D2F1BEF3DB7C2DCBC24E592BDB30CC7BDEBCAE53D66D7983CEE51E9BDDBD718BD9158E2BD7186303D7B7782BCE69B1EBD409531BD4169EF3DC22CD33CABD7733D8705B3BDF828ECBDDF76D6BDE0D41CBD262EA1BD74C88DBDBF0AA0BDE3ACDF3C0F0396BC6F049CBD838C6EBC5C86EEBD4EA575BC4D495DBD4A6D423D59AA6A3D1C0D273B4F5CA83DA2AECABDFDABA3BD745E5CBC35795E3D9306683DB3B4EBBDB72F04BDE4B8873D25BD8B3DB6BD813D33C338BC9773873D3B10D93D0F40A0BD2E7F21BD9AD3A0BDECA2AA3DE381C93C715F3B3D9BD57ABCFAA4CA3D6999D03B96A4FE3CE932DDBCDD7290BDC9F4B53D0DFE8E3D532BB53DA1ACD43DC863913D7119743DCE967A3D26598B3D4B77D33DEC7EA6BCCEB0B1BD6859283DE4C1D2BD2E01DBBDFF06B83DAF03ED3C94BF5CBD6F1EE5BD107ECCBBFC9CD33DA9B4E9BB2A32943BE49046BD3920943D0F707FBD5995A7BD50A5D23DCC7C9CBD81B0E9BC34F2B7BD3873CC3C59D49D3C5802E0BDBC9A0ABDE83B463DAA89D1BD830872BDE12A4EBD619BB13C4B83313D5F3295BC987A84BD008A0A3DEAD8163D020916BD6ECBBE3D01A869BDC421BF3D9E0744BD7384733D2F7859BDDD4C1D3DD0A887BC588A9DBD8147413D1BC2B4BD5736D5BC80DEB3BC64079BBDF4B6C53D2C5E96BDDDA25B3DDB5989BDE988983C72852A3DE50193BDB5B93E3D2FC9FF3CF6F4CD3DFAE49FBD9E9A18BDB00DD83D52C5EABD926BEE3C53C0C93DCC27BFBDAC17653DD7A894BC5151263CE41B28BD69C8E7BDE52E9B3D0CA09B3DCED5163CE04A24BDADADBC3D476599BD542C8CBD1FD0023D06EFB1BDDBDDA1BDE427CF3D9F9B913D20DDCCBDE742CDBCFEADBCB815DEA23C1217A03D6CF99CBD1B38B23DF1A341BDD24DE9BDA86D1EBD73EEB4BD7BFE94BD77D3403D013D05BCEAC7AE3D0170A8BDE81F18BDDD55D4BD476BB63CB8ABBABC711E15BD87E3B13D07D49CBD9E9E3E3DECDC32BDB1A440BD4C7BBCBD96A40E3D1E697FBD24FF87BDF7BF813D29EAD7BD8FE4D83C03DC263DD8BDC6BDA49B293DCEC199BB19FE39BC0DC1713C17DD4A3DE0AAB83D3341263D0A8443BD2D7BE83DB542D9BD4DA3673DB768373C8EC489BDF13DABBD298BBCBD5721B0BC3366BFBC4D68C33DA5BFD5BD1DD472BCE79FC9BD87B199BD123DAEBD6ECCD9BBC541B83D8EE838BA94BC893DE59CFD3C59E5AB3DC7018C3DBDC420BC0A90103DFD4D0BBD12C7C8BD5256923DE04A1EBA11E6D73DA97B7D3B003930BDE4EBBBBBE0956C3DCF67EA3D413CBABD77EEB83D0BF993BD560370BD44C2C13DDC0BF3BC0728883D52EDA3BDA56DECBDE0D39CBBD647623D54FD8BBDD20CD93DD59E3B3D2278D3BD290587BD4999143C74B4963B496622BCA2A8A4BD3D9014BD835E55BDA8BF96BD2A677A3D5EDAE0BDF19043BD454102BB3738873D43CB84BD423EAF3D76F9843D554382BC483A1B3C978614BD8B5790BCA028A43C7BFC9FBD9561C6BDDFCE043D82E985BDFAFEEFBB02E3B33C66EF8DBD952FB9BDD4FAAF3D1721A83D2E7AA33D6C9DBDBD1EF0AC3DC0BF003D753FE3BD0089A2BD3D6F89BD346DA4BD726C70BDB3335B3D3C0FA73B507AA33D0EF3E6BC5ED1AABCE81088BD25C8B63C24B74A3DD7C7313D4E70763B1A9AE3BDF9C1683D5F54A2BC5BA3043DB11A33BB17B801BBAD39C4BD4421C33D00F1BD3D470064BD51A1E2BC2A23493CD4AF9D3DA226013DADFE6DBC0E18AA3D16B615BD72B4AA3D12589C3DEB83CFBD0DD3993DC9CA32BD420457BC49A5EFBD69961ABCB695B33D818B343D5DD235BCBCB1F33C58DD8DBD330FE4BD9AD3CD3D02A4BE3D3EF75A3D68D5ABBD71F6C6BD2254203DAD2B2CBCEF856A3D2ABDAA3D4D04C2BD530057BD5E2D173AAD0DECBDA517AFBC02B5A2BD8F0C473D226AD1BD392CE13DB197D63D7746453D042EF13D2822B93C77711ABD37D225BD222F7EBD72DAC73DB9DD04BB3D0E5C3D95B1FF3CFF39E2BD51F3123DAEB1593CA3E0C23DBF4F87BBB779C8BDCA89DB3DB5829BBDD5AAD13D8B5CD13DBE5E453D2AD798BC1F54AA3D3D284D3D3668C73D50F14F3DBD4AB73DDEA256BD76DAD5BD5FD61FBD7795D13C2182BF3C8E7C66BD5A40E13D215F8CBD56E3FABC6ECD12BC7869D03D667FA73CC6A123BC115ECCBDA42F5E3DF5CFAB3D7A3A883D58E3D8BD15F89CBCF8EA0DBCF04CE4BD195623BDB1DCD53DFB5BE43D58B66B3DE71AA4BDC1598FBDF085DE3C7E123E3DB41CE9BDAAAC03BDC956CBBC7A8EDC3AF0C10337F1A67CBCD3543C3DCE8191BDA081B03CE6CC91BD1AEB943CFFCF2FBDE5A03B3DCF96AFBCF0AEBDBC48F8B03DA756E03CA5ADD7BD1418163D53BD5CBC0497763DE4E490BD5A6A2A3DB0DB943D6B5D9BBDAD80E1BD15F7E83D222CA63D11A2703D50D78ABD91DB813C158CA0BD0E0BB83C43CCE73DA9569ABD615D833CD921EDBD76D2C33D0084E1BD72DFB5BCF9441A3C547CA9BDA2FC4B3D6ED2F0BC3D1880BD6450E03D78E8463C03FE8E3DE96352BC9258753D3FCACDBD433BF33CCE05C0BDDF8CA4BD02C3A3BC85CD853D855F2F3D072C9ABD42CF273D74CA4ABD294259BD0A17ECBDB70F333DC27593BD40D0003D944139BD024E223C4041C4BD4EA3873C6F79A23C43E68C3D8376C8BCA596CD3D8E98253D3B1A0FBD068AA23C328BC93D2C1A97BD1103353AC9D37E3ACE492E3DE6FA46BDEEB99FBDAC1848BDF037743DA945ABBCD27831BD3B54E3BDFEAD96BD00B4913C5B7751BD171C1FBDF295783DF9993CBDF078A33C3F0BDBBD7FCB5D3D1DF7693DB75A0B3C0527E0BD915501BB9918403DA6EC7BBDB7F890BD81B9A73D7D8DDEBD7F7ACBBCF21DA5BD16B859BD1BCDE6BD484F253C80C32EBD8E71833D50469FBCD4D8B03DE46AAE3DABC4EFBDA89C2F3DCA53C1BD7DD9DBBDBB9A87BC910782BDD8FFE83DB5001FBD9DBDAD3DA9ABC7BD0A5EB1BC10D5C0BD4276EA3C4A919D3D9FADADBD30FEB4BD98513BBDFFE75A3D23F4383DE863E1BD67866ABD24B895BDD7B1EEBD297493BD4B3DE4BC26F1163C458EC0BCCC39DB3D4AD28B3D9B81D33D1BF3ABBCD1259C3D7742783C7B07CF3D0FE4D93C38D228BDE599B73DCC69A9BDD846ABBD2988E4BC48AB493A4ADE463D1A05523D65F689BC75379D3BD163173B30FED23D0E93993DEFF745BDB1CF463D802DAB3DD4B7E6BD986DA6BDAAA46BBDFD90BDBD9523863C8223373D8B17B5BD7926243DD45DDA3CE240993DE683D53D2F61933C1E93D83D9236763D4F67C83B90680B3C4DC1DC3D23A252BC194C6A3CA8ABB5BD7E51EB3D6663683D4FCD033DE08F633DF0E059BD0CAE793D9758EB3DFFD158BD774B09BD736C17BD5707523DF49CFC3C79730F3CDD4A8D3D9C7EE5BD87968CBD33C7AF3D16BC103DC798D6BCFF1079BBAAF4EF3C76844EBD7B9CC4BDB17CD23D6053DC3C781FC3BD155D9ABD85288BBDD1FEB1BC6CC2253BA0C0833DD9B84FBD7AB521BD003A0D3D9A11503D623C43BD534A6FBD063C813DA2CACA3C653CC0BD85D94EBD3DDF043D71601EBD0C3A8DBD9A25D43C966EC13DCF0530BD4F357FBD02CFDFBD6D42F0BDF03E863DC2F9753DF13CC2BD7F8092BD2BC1C43DDE75AF3DC58E08BC2346ED3D8661593D1C35E63CCA210F3DA571B4BDC33D243DF287B73BFA31933D39E6ED3D21BF30BD65C8D9BDC13961BD21938ABDDE92D8BD6342D43D7E5BB63DD71CCFBCC38574BD6527B6BCCE1452BD07AD01BDB0B0953DFE3BFEB84B1950BD3A2AFE3C974D20BC9719C3BDC4EEFA3CB1D7AB3DF749AEBBF3167ABDC772BEBBA935A33DBDA7543D1C94343D86DB1F3D39C888BC0094E2BDCB766C3D1A43AB3D7BB380BDA5AE93BABDF643BDA225E0BD2A21BDBC17E6873DD89CA03BA74DACBD9CCC943CB33DEF3BFD08D1BD4E7797BD13C2903D060A4DBD1105C239E841ADBD969BE5BD3798643DFCE4AA3D96788CBD0BD69B3D24A1ABBDDFFBB83D4862A33CD8F7C4BD47D7403DFD1DA4BCBAA5E13D1DFB5FBC09CED9BD6B8784BD536CE43D71356B3DA67B963C962ED0BD0F7FDC3DF839843D24CDBF3B110618BDF4C3EABDE999DD3D7279DFBD5DDC6B3DE92EC53CB133DE3D685EA73D9ABCE33B023964BD75A62BBD2DE947BDCAE2D13D23832DBD65CCB03D71DD983DED3D85BD9DB63DBD40E7113DB3AD96BD1AFFEFBDB21D71BD8F62803C31D2823DCD3ABF3DBDD7ACBC3F9D9A3C58F99A3C25A3AFBD7B76C73DA25B7CBB051B89BD23FDDBBCD725813BC09F66BDE83D0EBDEFD690BD4B78ACBD32FE0E3D21A5D23DDB05D73DA4EEC23DC707913D776FB53DBD8B983CD126D8BD5BD6BC3C371E9CBDC2D5C5BD7DD8C0BC4A53B33D47E6C1BC0391893CC33607BD880B1E3C95A7CFBBFF8CAFBD1817A13DFF352A3DD452B8BC8A83A2BD50069CBCF5B2873D2952DC3D47AED33D643AB6BDB2D0C13D3D6590BD173796BDCD9E903DDCFA8B3D5FAFF03CBE9DB73DB4B9CD3D96316C3C1B078E3C48DEBF3DB70D96BD28A4803D8A8E573D25C2CABCEE4C7B3DA30730BD27D6853D466EB53D8134603C8BFA3EBD10BC883D8D99313C5A287CBDFB4DD83D1ECD33BCC39536BD6A897A3AD84CE0BAA81872BDEAB2B63D138D5BBD635586BD7A0BA3BDE69A73BD2343BFBB7C37EB3DEDDB66BC26638EBC3E094C3D609FF23C6114A2BC3540A33D5EB590BDF382D8BD9010C93D0D9877BCFFE89EBD109815BD4174ABBD73E25D3DB16EDEBDF199CFBC3EE568BD293ECD3B294FB53D348ABC3D454D44BDFF42643DAC4E46BD2259E6BD41ECD83D934A6EBB497CA9BD5527CA3D4EF09BBDAD6673BD9DD4B9BD57447B3D39B4C23D6CDB2CBD99E2DB3DB8EA94BDA31C7A3C7346C8BD47D740BD1337B53DD8A94D3DDDAB803CC1A6E9BD0863E13CC7F95ABB6246EA3D45F4ECBD2822CBBD6997B53C604DAABB8173D1BDD637D6BDAAEC3D3A3BF6A5BD04335E3DD219D53D68669D3DD6D662BDA672DBBD82C0B7BD39B89CBDD1B969BDDAF328BD4B0BBC3DD88AD73D890E163D738F173D2F91D7BD739BD3BCBD758ABD65F9DB3DB2A7D7BD81C44B3D2F4EE33D84CA28BD768EF13C2D679BBD6F162D3CB3568D3DE0FAC33CE72923BDB30C273D0D1D19BD18E9993D972C4F3D11C4923D37679DBCB01368BDA235B0BDCD09073DD47AB43B3B4394BD48C1BBBD8738903D31FFA3BD74050D3D6766C23DA842E3BDCF87F33C044B3E3D4660E73D37ED823D47F2EB3D6B564BBD1A4C733DE927C4BDF61C34BCCEE9D1BD180D90BCE600203D474D5CBD8CCCD43D12BCAEBD2C6A9D3D039FA13D573590BD303C013D0B58CDBDD54C9CBD0DB850BDADDA373C0364423D3C2A96BDDC0E403D0CFDB1BD549FEABD1B6E4CBDBABA54BDE98EF33C3CCBECBC3D107DBD5FF202BD06E7B43DA95E79BDE6982F3C1766363D6ECE9FBC2BE19BBDF90BCF3D46BD90BD3D50023D8015883B19240DBD406E2EBDA462923D564F15BD152BB1BDF108E2BDC1AD983D0BE1D43CECFCEB3D599B5ABD514EA93CE33D343DFA48833D4CD79FBD224DCCBD05E39D3C759379BD33B5C5BC73E695BD4A38DEBDA4B2A13D5FD8483D4C12DEBCD2EF783CAA7098BDC8A74C3CB4B7D1BD9F64C53DE6FFAABD6685BEBD06E044BD73CDDEBD892F91BD8FBA353CFC2FF63C79CAB7BD1929953D33FDDABD81BA533C3709DCBD9C1E73BDEB83653D42AF87BDE165EE3D667A86BDEC3BE73DF9B88BBDECD5A33BB11DC0BCAB329D3D663F3ABD9211CCBDA598ECBBD3E692BD0EAE06BC4EC386BD90E53EBBE18436BD4DD3F83CCB9B543DFFC98BBC4AABB2BD5B4BB0BC01C8E33C9EDC19BC4375C03D4555363D0259D13C863B713DD3EB4BBD7079B1BC766E673D7D1F9F3DBEF456BD24A0F13C700BC53CD982523CD58E9E3D391A213D3B0497BD1E51E8BD67A0C2BDF4F8CDBC7BEC90BC6EA7233C359DB23D065FB5BD1C62DE3D981556BDA1A0DA3D760EA13D617AB03C4201463D5111D1BDA3B3D9BDC14BFD3C742B323D81009B3C4364D7BD0A61C83D1E1DAABC952EC3BC257CE7BDB8D5EBBC32A3A3BDDF245EBD3CDF2B3D694DF1BD5454CCBDB302AFBC450EB53DE754873DBA4D3EBDAC4C163D7A4247BDF9E7343D4BDE183CD5A4AB3D104CE7BDC699CDBD27F4CD3C5BBC7BBCFB389F3DC543DDBD88D598BD0CE98D3DC6579B3C7442043D896B173D0F4C203DA2E11DBDCC3F7FBD9985E2BDAACF2C3CDB04BF3D9F94793DA420973C3B237E3DBC92C83C984B1D3D9E86903DC1C8083C1A83A6BD6FE1D33DF8AC99BDEA25CFBCE15A9C3D79EB5A3DA93ADA3D823F2EBDAAA2B4BCB436913D2EFC0E3D3870EA3CDDB8D83CEEA708BC306663BD672CA83C9C1F09BD461978BDEA89183DD9A9BCBDCCD2B0BC844C7B3D31BE1D3D9B55BF3D2D16A63DA22BD0BD4145E23D2787B4BD3392DEBD1905A1BDFF7EC93DC3CB9F3D86B002BC4036D83D976199BD4E76E8BD2FA44ABDD0B21B3D6CB9A6BD9F2E723D5973ED3D933CA6BCC1FB09BBA266583D5CBDABBD1A21D4BD65220ABD656549BDB33396BD6E2892BDBDCCA7BCDE708DBD4DE272BD87ED18BDDD49D83D0ADDE2B7F18E883D70C6E1BDFCA2913D2733D33BA35EDCBDD9FCB33DA30BB53D703C483D260EA9BC7AAD65BD657CEDBC96C6AEBD4AC1A03D362896394EE6CEBC1D8039BD55133E3DAF7AD8BD4C24F9BC116ECDBC0BBFFE3A029711BD0AF8813DF337D1BC5AD60F3873D958BDD708A0BD4B74CC3D2971DB3CA961CC3A1D5C18BDAF2FF33CEF1ABE3D624F813D9EAB17BDA0F19ABB9338803CF6B5B53DF6A289BD4F42DCBD9D78AD3DDBECE0BDEE2EEA3D97AB80BD543C6E3D95E49D3A40C5333DF9BD823DB6C09DBD9591EF3D71F6A0BC33D066BD518AD3BD886BC9BD4E366EBCD1B56EBB3E536A3DBC84A63DABDFD53D9BED3DBA233D053D593F7CBB6421C83C9F59A8BDB53738BD43FA9C3CAB7AB2BD7ECFAE3BC9750F3DFCF6E83D3AC3D03D49E38FBD56F8CD3C058F313D769B933DB0F33D3D05CB07BBC0E8CABDF87D5EBD10B7023C518E72BD912C86BDA5579D3D9EA24FBD0006F6BCA2ABE4BDD09BEF3D47C1ABBD59CE373D5CDD5BBD770BB73CEE22E9BD58A9B43DBCD53A3DDE4CBCBDCE7BEABD453DD23D24048CBD91A665BD86C034BD643ACFBDE03F96BD1B6E303D8AD957BDE67ABCBD938B88BD160E85BDEEBC123DCE477DBCEB2070BCAB76313DB11CC03CF3F0C7BDC498BF3D36F637BD55FBB9BD3BA873BD91590A3D9A05833DF905CC3D131D16BD136AEABD578D243DC3DEB23C8D47653DB4F8D73D1F3B983D9B9FA93C345F90BC67CC0D3D75D8973C47A7D23D797D22BDCCBF4D3CBA97D43DF586443D14962B3DB0D5973C9485DBBC3913993D5FF198BD381E87BCF510DBBDECE6313D2F3353BDB9DE98BDE213E3BD1FA11ABD9DBB63BDAC7BCABCEEC8B1BC6E896CBDC460633D79842A3C8934FC3CD657FD3B1642C43D7B2B54BDEDDBE5BCF3B5A13D856E7C3D1F8B483DE766B6BD342E30BDC8204BBD742E8ABDED2BC83D1ED1A2BDCA6CA2BDF34430BDAB3CBE3DA341083CFDE6C6BDB10F673D070B8FBCCAB20F3DF8A7D83DF51950BDA8DF303D501AC43CAEAF953CE2DA0D3B006CD23DCC9501BC6F745D3D0F80A0BD3200443D8377A53DB1BE70BDE66684BC5B0CBABCFE1815BD655EB33C6DC4893C9D19ABBDB8CDC1BD2F6596BDE895B9BD8E49B8BD7B5B7ABD3CF4B03D1D8FA33D48C11B3A141C873D530BE0BD6F6DA7BD0F00E23DBF2F12BC9E8E9DBDB2B1463DCB18873D8342DABDBC54D1BCFD1BEBBA2AB6DDBD820B96BDC4C578BDFB5D8BBD6802EB3D6DA5DABC945E1BBC7A5083BC6E4521BDA41DC4BBB23C583D1035AEBD45BACFBDE403A7BC8640513D23F13B3C0D8FB2BD33793E3C00639B3B0888D5BDBD076E3D00BFA43DF91C3ABC061A88BD1141BEBDA8B73C3B63CF793DB7D1D0BD6729DBBD45D5A13B2D08D83D940882BDC709933DD3F1A7BD1F51D13D62DC353D5B6D943C57518B3D3964DA3D21BB393D54FBD5BD36B971BC84C2C0BD0BDE34BD5FFCE9BDF3C1253AA5860B3DF09DA8BDCE988DBD58A9D33D44FBE63D351FA23D7CCE69BD914E29BD834D3A3DBD64E03CC15750BD0DFB6C3D8E918FBCB1CC34BDC7B675BD3669873D33DEBF3DDC3010BC7C7140BCB038ED3DF55BA9BDAD0A4FBD41BFA93DE88B89BD7BE5A53D64A58B3DCC6102BDEEF0B3BD392B7A3D7EA77F3D8B6AD03DF0BFC4BD93226CBD78A80CBBA38AAEBC1CE6BB3D70192D3C5E20E0BDA49EE43D95DBD6BD7EC30F3CE7D083BB5E6322BD61565CBC3ABC30BDA6E199BD6C050C3C809E0DBD5F39EC3D830DC8BD36AD81BDCA29F23CDEB7C8BD17B1053DDE08C53D08A69D3DFD6EB6376F5005BD563F92BDD0982FBD4D25CEBD3873C5BDCAF4E03DA70AEA3DF43AAD3DF7F3C9BC24D7C43C5E16C1BD0CC4DCBDDFDA533DE9BCED3DD2CF5ABCB38D2DBD3BCCE33D8F7DBD3D6E3C853DA0B2A7BD29AB41BDDDC495BBC7E5983C1DB8853DEDC399BC3A298FBBD738293DF8C8CB3DD70DCD3C0D9ECC3DAB91ADBD7BB658BC2982A4BC22E59CBDEE4DD8BD1EB22D3DEAEDB63BEB11FC3C9D50A2BD136CB7BD9270B5BDE29BC73D3086733C811E9DBDB303213D5086DEBD6002DDBD60F39F3B466DA13D7695A6BCFC2482BDD0F149BC431C8F3B5514C43B7943FCBCEDDBF4BCBB966BBDB1B6DFBD1646A8BDBCF641BDB62A3E3D2C76A53C0A358ABD15BBBFBDEDA4D8BD710CAABCC4C3873D5FFDB03CB8689DBCE7B6CF3C979EBEBD030C983D8B9BD2BDBD8E623DF903C33DB0237FBCB9E8CE3C1886ED3D0111A1BD56B1C5BDE4384FBDE7D93A3DC9A230BD5DE7DBBB3692D53D3F86B53DBCE443BD06C8AEBDF519CDBDCA7CD03D046DCBBD702EA8BD7744A83D8EE6233DF3049F3D750AE13D974FD63D0F913BBD564204BC1C83EDBD3B081EBC0B82D2BD17058BBDD55C78BD360677BB55D7A2BDE0EFC83DA9B9D4BD24326ABD530C8CBDB81D80BDABC7E23D3C5BAF3D9C3BA9BB57E3D3BDD1EFD63D8FF8B93A6B49033DB6766F3DBD7EBD3DC5A320BD8F29823DC582B7BD7F1140BC1EB7773D85918DBC618DE3BD640FD539E08E63BC6CA6B23DECD6A23D2BC19EBDB6C68ABD7FF93F3DDF29303D40AA8BBD51D58DBC2BDD83BD9D9116BDB4600E3CC2108CBDB3E501BCAA6DAF3D4AEC983DD37BE5BDB59C62BD4DCDC53CA61730BD6CEB193D727EA0BDCFFF413D3EA22ABD8D468C3D0A9EA0BD8F3FA0BDE3FEC5BCAA334B3D9E96C1BDEFA5CA3D4BFF9CBD5F99CA3CE80375BCE87A6EBD7863C43CDE5B9A3D104EF4BC7362ADBDDA6FE43D5FFFA1BDEB96013CA785FF3CC4DEA6BC25A4ABBD14D1BABD7842E63DD6FF3A3CE6B4EE3D19E01ABDE71795BD83C2BE3DB00E4A3D6C5479BD78D0BEBCA2C8953CA0208FBC39BDC9BC4987E93B13A13D3DB3A5B8BD1F4BD33D6D0D313C269EB2BD2510DB3D2E1B7ABDE067DABBB19797BD6BC29C3D8F4DF3BC7BDEE6BDDFD7D03A46F1303D767478BDFACCA53DB3D998BCC0E0AB3DCE1B233D93DEC2BD7F0B8E3CA628C53D7286873D8A18DC3C7435E33DD8108D3D7A8E32BD417690BDD11F423CF287EFBB2DCFC03D33B2313D3590CBBCFDCADEBDD800303C0D7CE7BD090883BD4A836E3D9A7BC83D32CC9FBD07061A3D3026CFBD8A9D44BDA9401B3D52E43B3D236F8D3D53EB5A3DA75D68BC8D0E093DE34F0B3DC43DD6BDDDB0F93CD1F80DBD58E0EFBD7A70C73DBA11233DA0CA4FBD29A19CBD4535923DEFDBE23DB04B4F3D1060C2BDFE50803D",
      torch_tensor_16_torch.float32_23: "0x04000000EB1A783E757C6C3CD6501B3E914DBFBD0580C8BD575300BEA1EF2B3DCB3214BE5B5C053E70F10A3E6DF0D93DEB451E3D07CEB9BC73F4BB3C9B6EFD3DA819F73D",
      torch_tensor_16_torch.float32_22: "0x040000009849893FB657A43FA9C82C3FA393663F82D9A53F52888B3F3275173F6C4FAD3F46DD913F201FA83F3C08943FCFF2763F4A718D3FCC73A43F05945C3F93768D3F",
      torch_tensor_16_torch.float32_21: "0x040000006C7BA43FBECF3F3F25F3BC3FDC7C143F3496923F7656213F745BA03FF01E993F8C9FAA3F661AA23FFC0A1A3FED8C6A3F5677A43F7074AD3F3649B43F361FAC3F",
      torch_tensor_16_torch.float32_20: "0x0400000012792ABDC64E06BED8C8633E857447BE7D7B4D3D8DBC0A3DDA7099BDD7329F3D853090BDD3E8BD3D90A8FD3CE190073D6384CABDF7DBFFBC802AFCBCD104C13D",
      torch_tensor_16_24_1_1_torch.float32: "0x0400000011883B3EEE0FAABDAD522EBEE742843DB7E3E8BC054AF63DC710D2BDE7CF36BEC07313BEE2D0293ECAFD09BE396C4E3D7A6FD23C8E6F413E396342BE3D1A263EF3A93ABEC5D84D3D467807BE178D44BE018F2ABE2462363E9453FABDE5BD2BBDBD300FBEAFC845BEAAF0343E05A32B3E0630F03DE3E4443D4F24D2BB662B653DE90CD2BD66D5223E99A50F3E12B64C3E1A5CB13C21889ABC16703DBE116E54BD4CE24DBE1B3ADDBDCC88EA3DA80847BBECFD1EBE902E4ABEB82B603DB34FFBBD137AF3BDF3F10EBDBA6EC83DDAAC46BDCBF6343D82647FBDAB55E0BD29FE97BD82A14DBED592BFBDE1EE8C3D20D8C63C6C99453E55914D3EFDC4353EE192E43D36B6D0BDA4B70B3EBEE35EBDF4B704BC9E9B123D13AF25BEB7FCDCBD04C937BE8A97B13DE29C1D3EAE1B18BE5F2D17BE0250083E22653ABED8C832BE1F0F0EBE6A472DBE354450BE567E0D3E376C083EE89A1B3E4D8D35BE3D114C3DF780983DB4260CBE22984F3D41EDD33D8B555F3DB967FABD7232FA3DB5533FBE3B860D3E42E8CCBD5CBE713C10313A3E4D23FBBC8844E53DA735C73DA404413C8711273E8E0B353EB709303CE464A3BD3C2A1B3E5B25223E989F0BBE6573BB3DB9B9EFBDE61E023EF560E5BCCDBBCF3D452ADA3D5391FF3DD1F717BC2F151C3EE4E49A3DB4FC293E2F52293EC0FB563D482425BE93233B3E6ADDA8BBB4053BBDB779363EFC99FB3DC31A813B541E23BE73EC01BED0F3353E21DD57BD58A0C23D6E9BA83C797BA33C30F7263E409598BD9FFD38BC2003C43C4C5F4C3E3FF3A7BD113321BC02F0EFBD34003CBE7BDCAD3D46E0C7BDE0223BBE8F0EE8BC9514253E6BF6883D434B503E319F1B3D5E61AD3C413F04BE7894A73DA0BA1ABDCDBC12BED4980DBDD23C43BE12FDA2BD0B7830BD4BFE00BEC55134BE93BCCDBCE5812BBEAC91BE3BD5591CBE0C8F61BCFF81B83DFA07713C7374AFBCFDA04E3ED4A7C93D3A111EBE04E86CBD80B5123E7D499ABD1144183E0A93B9BDEE294B3E0C5EAEBD004D223E9AFF68BD13D932BD928214BE7CB4FB3C9AFAE4BD4EE2993D0376E33DE3682EBED1FA24BE657E7A3D36E1973DF7A03B3DFF6040BE83CEA83BBA2433BD5AA131BDE0AA1CBE2FCEE73D0DEE273D56D1AF3D6E06C0BDE15566BDE7234CBEEE52E3BCA602D4BD0F388D3DFCFAFA3DB41B06BEEDC1B3BDB75BC4BC5E1060BD636D363EFD71723C415A83BD0D6F193DBACEBF3D0432B43B262C593D23313BBE8F81DABD776C253ECED3093E0C76203DF42F463DE632B33DD10A313E2964CEBCED298C3D8652F03DA2FDDD3D3C62803BFF4B393E149FCDBC611B1B3EF883E33B6150493E9D292CBEC62B313CDBF630BE82339A3D8CA8093E2B1A313D5CB3A5BD17781FBE2A0EA3BC96654F3EEB090C3C2505283EAEB5213DCBBD4FBC25353CBE887507BEC56B493ED8920F3EDD10973DC0E91F3EF2F9213E0EF4273EBF7EB33D90F1593C0F4911BEC56CDC3D83EFE13DD38598BD310BFEBDB344C0BDB6AA1D3ED95FD23D8B0EB73D9A2CFFBD299921BECE9C723D12B633BEB14F3D3EF8AE013E012755BDEFD1F03CD1E68CBD6D84443E74720CBEA3471C3EA61F2FBE17931E3C5C00F13DFB5EED3D27D490BD4652203E8DFA34BE3A5A033E6FAE3A3EDD8585BCDC68C33DE7F79DBC8240EC3D6C7D84BCA82DBCBD382B143D10AEA13DE2C00E3DD91AE7BDE67DFEBD514EE6BD26D7483DD86C903D517B7FBC6FA822BD11181EBE1EAE973D43039D3C6B3D883D70AF2CBE927EB2BC5BB5203EC577363D31B23ABDF09F163ED9C95D3DC1B8E6BC0DB9173D65EDC53DFB5C2FBE2051A03DCFEF443C792921BD306F90BDB514D13DB86E87BD1213E1BD93A118BD4BD7EBBD4B83BFBD2EE430BDC7CE123E6CC51DBE22C81F3CE0EE653D1BF11CBE29A3FBBDFB58D83DC62DA03D1834B53DEDCB3EBE82CC1BBD62C3F33D3FDA453D92132E3B418610BEFD47C5BBB3013D3E6501DA3D292F3FBE0982043EAB9E8E3C549CB43D53890BBEFC7E49BE3EC00ABEB39C283E593AF0BDDC4F5CBD5BC912BE289F83BD82A8B03D60910B3E923540BE39DFC83D53914D3DDFB005BE4C88CBBDE78000BEB8382E3CDAAE0EBE9791013D30983BBDB2E8823B578E43BD1DCD07BE8BA10CBE634AB8BDA018F1BD",
      torch_tensor_24_torch.float32_7: "0x040000003F554BBD1B404FBE5734E33D7FCCB0BDCBE0413D09B924BDDD46073C8F3DC43C2B09CABDF734A2BDA354433DFCE792BD9AB30FBE4D1EEDBB30A4E63C7BB4423E908944BD3BB69F3BC0CEC3BDA67E373CE585F63DECA4A83D1A7B143E0303B5BD",
      torch_tensor_24_torch.float32_6: "0x04000000B110873F95B31E3FB2CC523F69108D3FC8C09D3FEC45813F03F2163F23EF683FCB37AC3F034FAA3FE25F5A3F170FA93F31D9063FF2ED293FE3E9663F360BBD3FF619A13FB5498F3FEFB8793F5020613F6B07A83F346F5D3F545A6B3F3D347D3F",
      torch_tensor_24_torch.float32_5: "0x040000004DE11F3F06A6293F89B7653F8846213FE35A913F67D3183F7EE89D3F0B56113F5C25703F83F5473F27A7BC3F5704693F091B383F1FA8203FD4C0953F562F5A3FB4220C3FA95F7F3FCA19333F2410AA3FA643413F1486663F8D225F3F04E6993F",
      torch_tensor_24_torch.float32_4: "0x040000004AECFA3C7B4585BEBA9C543A577485BDB77924BDCFC714BE749908BE452DB73BDAB24D3E5A125EBC4778E33D73E627BEEF26073E1F7605BD12DF273E642889BDB2916FBC3D0AF5BDE29A433E1EE922BE25DE563DEFBC19BCF5D696BC736E0D3C",
      torch_tensor_24_8_3_3_torch.float32: "0x04000000113E9A3D8329833D6E9211BD3D693ABD7C1EEEBD2F2B5ABD9B2CC2BD33BECA3DC56DDDBD70D6D73D2692E9BDD00928BDF20EC73B47765EBD6F7CAD3A65D921BDEA2243BD9F1502BD2F089ABD2CB189BDC001BABB7676233C9B256A3D981A853C62495B3D575444BDDB1ABBBCA6ECA2BD19AC953D7F06653DB7BCE8BD8A15CB3D1C10D83D608B93BD6BF814BD9E649ABD5DCA9F3D28BBD4BD927389BD82B8563DDAC71CBD93E386BDC7127FBD9294A63DD84DA5BD7F0B3EBDCC695DBC299ECC3D02C5AD3D4180ACBD8BE48B3DB19CAB3D953387BCC1FF813D2333A6BD17410FBC8A55853D0398DB3D2072AE3C00F139BDDB56423DA8CC9DBDBFAF43BC5B67B4BCE41153BD729C6BBB87629BBA1BD88DBD9EE0CD3D2EADADBDEE99843CAF30913D2695C6BD27DFCBBDE0C21DBDE5B3A43CE8EAA63DD80357BCBF70A7BDB1D5423DB9B715BC54696BBD44A7D03D99D0AFBD2567713DBF6C35BDD2727CBDE91785BCC8CB593DF9A299BD1FE0B73D7FBBED3D7CC5E7BDC0D8E13D21CD70BDD6B2863DFCD677BC8319E43DDF30C03C98F86E3DD86AD6BCE3E7DEBDA6A4253DC9A97E3DFD1FCDBC4B0D54BC8037163D85DF2D3D6791E3BDDEFE5FBDFB59903DD008ED3C48B4D63D396EDF3BA1DA04BD9856FB3B9DF7F0BDE5219EBC234C7C3CEAA9593D75ED923DBDAF15BDC4F57B3D600790BCC89EEF3CEBD48EBD8383BBBDFCD08EBC89025F3D9743EA3D73D1793C949823BD6D243A3DFAC7BA3B7F8131BD6764F73C849596BC26CB06BDA5F8D1BD59A1163DD127343D4A7DC63DFD06B1BD04F6433DC1F1D73D5F3D5FBDC50D41BD50D4D5BD604FDDBDC5977D3D80EBEEBD67745DBDA74296BDBF9024BD512D51BDE8E326BD1BE6FBBCC9D1C8BD69CB35BB9FA97CBDB2DB3FBDB306DD3D03F48BBC1C7586BD7CED9F3AAADFF3BCAEF2EABCBC3E2A3DAE12743D5AB7CF3DD6A85FBD75A8E8BDB87F8ABCDE597D3D69F9E93DCEB891BCD7FF7BBD2FDA79BD5CA97E39617F903C3F4882BDB6D2803DC232BFBD82DA2CBC0F08193D6E07D0BDDBD664BD4501DF3D0293A5BD66209BBD0B34103D37ACB3BD704DF03CBBC690BD29242B3C668FAFBD8519EFBBDA330A3B0D96183DE59ED2BB098BBBBDC792A4BDDDFB8EBDC01B79BD7259C13D6020903DCE75653D22420D3DF8D098BDAF52D9BD5732B03A0F8F6DBDAE4CBD3DB76E40BD8DAE793D83D489BB07BBFABB5A11D63DF38212BD287FDCBCD876063C9AF557BD05874CBC18D6D53D3E38BE3D6D61BF3D6AD6B0BDEBE6673C1C8D2DBDBCF9A1BDEDF3933DCF18BCBD0C6B2B3C01F4CEBDBFEC043D36B1BCBD1E29F1BDAD5CC63DE949F5BC14F8D13CDA6A9EBDA0CFB6BB97D549BC16C2343D6C048C3DC2800DBD0121A93D7998853D49682E3D0C47A53D231AB6BA582A9FBD69E0A4BD9CA64FBD482A6EBD43FFD5BDCF4335BD27ABE03DB4648ABDF90AB4BDAB99E53D125F3FBDA93C97BD3E0D12BD37C5DD3DE4F4D5BDB2DF573CF3E595BC22B4EBBC7DAD03BC38E5A3BD6580B3BB0751C4BCD538943D1FAFD4BDC405A3BCDCBB1BBCF9BBD13DE1558FBD508C033D2DBF3F3CB94F563D36B4963DA12AB6BD81DA01BDC29CC73D3129C43D4DA53B3BDC62ADBD781F86BD2214C83DE3FE29BC10248B3CF2A284BCCF563B3A1BD5ABBD51227EBDAB4BB53D0757BD3D529C06BDA6E9713C153AD33DA13C33BA5C19A3BD1D9ECE3D12A5DABD5091813D2B43D43D02411F3D7FF8B53DC208D5BC0B94963BA266203D1C1B9B3DECB721BCA9FA763AA27865BD6B2A683DB1A3B3BC7451B03A59DC09BC4F21A13D393D99BBB476C13A282FAFBD7C0621BD9B689F3D60B6DEBB7C1EEE3D8AB3953D2F3FE63D12B309BD28F6893DCC5DCABDA296BDBC0C77D8BC5D19EE3D67EADD3DD7C3A43D3E126EBC0BE7D2BDA8586E3C2568CA3DEB76D7BD8B0FBF3D1651533C591CC4BDC406E43D49B3CB3D6DCAD93C1A043FBDC642893D944296BDDCFCC73D71A6AABD8B1ADEBC14859EBD99D84BBC9AC01BBDD6058C3C0C25BB3D8BC434BC2EDF83BDA8F281BD4A51BCBD904B143D1C8B66BD93449C3D6147BEBD88E558BDCD73D6BCA2DE03BCFF39033CEF5CDE3D8937CFBD127AD3BCA7FFDDBDCA4A503D5D50673C92D8CBBD51C933BD4BD4BCBBC4AD89BC92ADD73DEBEFA2BD97C7023D3231D0BDEEFCF7BC0FB49F3D213DF73B8402BA3CB50E153DD7291B3DD300D3BD8352F13D647BB53CE0948ABD73DA343D089C8A3AD288BD3DAFC4313C30C390BD517028BDA4FFDBB94650443D4B5C5EBDAE0AAB3DF61D873DD153D63DBA4467BDBD2C8F3DC7D6CEBDFA45223DB87E343D25839BBD4467E5BD78CED43D1A025C3D2B033DBD4EE8C93D45FBC8BC2E86993D8B00D03D7457FEBC4A6CEBBDC9C3DDBD0E6DC83C633DEABD08D5A1BB1A319E3D49B4A83CD2E6323D5ED59BBD4E5B663DD26754BDCEB9723D194B79BC4175C3BD2BAF093DF95397BD42B296BDA8D0B1BDF8EB12BD07CFF63C5C60AFBD021C60BD11A989BD0ACFC43DC3A08B3D713FA8BD6C33E2BD5136053DF5D8773D8520873C3337F3BC5D99B5BD4B89973A75D86ABD322194BBAE0BB7BDFE397EBDA1A271BD1186D5BBFDD2EFBCADBD1E3D626F9B3D664199BD9F47B0BD84547BBD9E3E9EBBFA03A33DF333AE3DBC21C3BD195CC43DD827B9BBCB41583D3FAEC5BDC7CFBEBDFE892FBCD78EFC3C851EEABDE93B9FBCF0DFBEBC64B5EABD2969C03DEB1937BD9314EABDC9C2773D61B760BA881BD73C6FC5D5BD0F79EA3C8389E73DD1D51CBDF2421B3C699910BD8289833D3B203ABD6E7759BD8F75963D3AF6803D09F7CF3D5D8413BD54B490BD714B36BDA28CCDBDD9D1433D17FCA0BDC995B7BD7C78E7BD5A59303D5D96B1BDE168E9BC81A1A2BA0F83403D36C2EFBD090083BD6E16F1BC574EDDBDE60B4FBD25AAF83CAD5D20BBEFD9C1BDD58E5C3DECA6EABD58B4963DA7F5953B45D7C9BC3A9A36BDD782A8BDC71ECBBD237F8ABDC5B8BF3D754BA13DDB9CD63D21336ABDECE23B3DFE6E2ABDDAEC433D65E6413D5CB4E7BB457DCBBDE38BCFBC37D5843D71F8ADBD6A035C393BEBB23D446EB13DDAAB4EBC98FE98BDBEB1AFBDBEEEC9BD2FE2CDBD73D8813D1E8FCBBC1E68DCBCA414B5BD0662363D75D3DFBDC1C67A3DFA3A9D3DF005E5BD1154EA3D0444053CDFCC5F3D1A867CBD7823893CDF2DCF3D89739B3D8DADDB3D4A83EA3D6A3ACBBCF007B73DA99A6B3DD4883DBDFF83CB3D1DF4D83CB2EBA4BCD5461B3D219C7DBC8CB14B3D9880CF3D7C7E9ABC59A1553D12EFEE3D016B4FB5512FCC3DC3043E3C81F1BE3D6702E2BDE52FBDBD95D80BBDE3DBEB3D02772ABD965160BDA536AE3D7A8303BC0676413DD36C283D913B88BB827C33BC8454433D5DECA93D695BEE3D4913663D59EBD7BDCC6EE6BC7B73583DC928C7BD24B9553DD797C13DB476E1BDB09B9CBD73B041BC5CFCA1BD2AAEC73C96ADB53D98DD68BD8F1B1F3D9E22DB3D58328E3DA59F05BC31D86ABD1090E73BD3A9C6BD0775353DA7D7ADBC9A7B9BBC4A82FC3B1A22AD3C365DB33D754A61BB7F556BBBACFAC33D051E2D3D5970EBBDF63082BDF40EB9BDC576B1BDA918813D036388BDA508D6BC5C89823DBDC474BC0970933D67AB443DF01AABBC8DDB16BD4D1D20BD45E7363DD75F10BD53B2843D9317A13DAC159A3D604BB9BC3AEE87BD8F895DBD1492EABD9300B93DCC5ED73D9709B83DCC33993DE3CDFA3C5AF23EBCB31AD7BD49A366BD6B96E33D9BAF6F3DB10CEA3CEDFF103C972BD73D9E00D6BDF657D03DA26B383C88DEEC3D02DA2D3C6C0CB03D0A06E2BD2B80CFBD4F98DF3DFCD5473D1333743DD86FFCBC504F35BDA6A9C33C9DACF63C85F8DFBC2A388F3C1CBDCB3C52C5A4BD48CCB63DB91EC2BD2BB698BD51E6003A67F6A2BDF9E6A03BE489E03BC424CC3D2701B23D17F9EABDEC1380BDC5DA923DFD51713D284F80BDE23EA83DC4FB29BCF19B5DBD44D79E3D45668DBCEBAE733D158BA1BC91489D3D0C92C2BC29E0473D92017EBDFA32EF3B39EFCA3C4484F0BB4EFC04BC852CB63C932FD7BDFA3D053DD180E53D6891CABD0C21AF3D101DB4BDEA4C0C3D41BD49BD7FB5E43DBA6836BDA00732BD6C54F13D859AF53A365A02BD8D9565BDA27DCBBD4FB9943C3D05C03B612491BD10FFFCBC4C8059BC056ED73D5E1F683A8A7B0B3D30FE48BD9A88B33DC583BDBDC5290EBDCC4BAF3C19DC6A3DB2EB313C46D4CD3D6A0FD03D1E6494BD3071983DC913E5BCFFEEDF3DC5DAD8BDF01834BDC2E654BD8BD4DBBDDA1B473DBA4003BD730ACC3B9B6CDA3D6DE56CBD70BA483D6219D1BDE407173BEEECB43D9D359CBDDC02A1BDC3B5C93D46942EBC144BD3BB02C8D1BDB498733DACFBFBBCEEB6D1BD1E3609BD821A23BD018680BCBDAACA3D014535BD6EABECBD7CDABD3D0925853DBD4AE53D8A137CBDEF7BE9BDF184E83D63A930BD1A46413DE887CE3B038704BDB06F7EBD986958BD4F54DBBD6AAFD4BDA37B25BD6D7BAEBD75A5E9BC25220A3DC9F3D5BC990FD33D6C2704BD27D77B3D1DD57FBCE9AB97BDCB04C13DC2382CBCDF68E43CAC38A43D3DFCD5BD01EC31BD6B25D13C9A43E53C0A1C8ABD2DC6A8BD036B7CBD700FD4BD88A3CF3DE0D17F3D6788CCBCCE02863D9D05A1BBE1331EBDB690DABDDC352FBD36BC603DD886B53DB743FFBC8E1FCA3D100589BD264CBCBD87C6B53DD33BBBBC785F90BC698DE8BC715B9E3DA0A44ABDF8F4F3BB94BA75BD874EE3BD5FDFA33DBAA4C93DF48EDEBD097B0A3BD1FCD2BDE3EA1DBC047A17BD3BD09EBD869F6CBDF5DBB2BDDBC781BC5E08C33CC11FE5BD8C305A3D47209C3DC4D572BDDE7CEA3D30431FBC2CA47CBCB3F49E3B6C13D4BB1F0616BD78E7E03D59CA9FBD6D1183BCFDFE93BC694B20BCADBBB7BD1F16413DF0F39DBD4144CEBD77C4393B40FF2E3D6D96D63D226E04BDC477433D6DF0243DD063CEBC875FFEBC1B753FBDD7453BBBA1B8C6BD0A14E73DB5F231BC368CA23D0DD1ACBDF30B85BDD628DCBD947EB0BD5859723D8FC769BD82E6DB3C113F82BDE3759F3DC2DB883DFF5E7E3D57B8873C728082BD406414BD448370BDC44E90BD230EF03D99CEC43C6DEDA03DED4D11BD017DAB3D57BABC3C9D23B9BD882C5D3D5DC2AD3DC310B0BDF9C4733DA413CBBD85E45B3D6B2D5F3D8402833C481093BC24B59ABCA38299BA9D02B03D0C28383CCE28B5BD3BFCE83D1C9CB83D3BF8D7BD93C8DB3C4D3F7BBDA5E4A0BCA4AB95BD1C10A73D6C39923DDA3DE23D8BE46C3DD44281BB093FCD3D3B5E88BD463FCBBA87C0303C09A7253D8177C4BD4A02543D4531A0BDC9D9DABDD0C84E3D1938B53B93250F3C492E2EBD5633DABD7BEF84BD80E25A3CECEC64BDB23459BDAB8707BD2477B2BC179B0A3D486C0DBC3F1CBF3BED9CA7BDB9D1D7BD8D56133CE60BB73D8666243B43BFCB3BF464C23D3BEDC8BDEB367ABDDB6C463D0525573C145C0FBC16386F3DA2B190BDB9110C3D01F8F43B4F188B3C92879C3D588044BDE24FC43D4A0D4B3D6AE2DB3AD8146B3D375C333B182AA03DA978E7BD3E2FE53C44D2DD3D238BE5BDEAC4A43DA339E9BDB8CFC3BD963E0EBB0271593DAE8C083DA0EBCEBD9CDBE9BDBB00F1BDFD45AB3DACE7BB3D9B0090BD2A1486BD7558103CB477AC3D7F8999BDFAD6D23D2CEA19BC12850CBDF29ADE3DF670B63D9D8306BD8E6609BDD889CFBD0F529E3DE84DB5BD33012A3D90406ABDFF4F60BDFCDF163D00BAA43D736E963C0FDD843DE5A7ED3DD1C5A93D536DC7BD30B6943CB3ACC53D3D7AD7BDC3CFA5BDB1C8763C9DDACC3D63C72C3DA38ECE3D34B0E63D528445BDDBB2AC3D03669F3CB4D88DBCCB694DBD8C5110BD8FA8963D83A04F3D47964ABD637158BD11DF4CBD72970EBD8B8CDB3D4FCCE53D80C9E4BD6D8A09BDC7B027BD60807D3ABEBFC2BA1209AC3D6EF2903C4050B8BDCA160B3DEFC826BC7157D93D704E1DBB459DE13DEB9CD1BBEB06AEBDD89A1A3D298FE63DB294B73DA53F9F3DEF0F88BD139965BCAE67B8BD5C56FC3C6295DEBDB851893D2A02913C72781A3DA1A3B2BD77179BBDB1924F3DE283473D9B1CA53C482B043D19C15E3D57105FBD109548BD9928EB3B99982B3D62AF3FBD3190A7BDB529133CEEF340BDAAA46B3D8ADE163D56C5693C425D54BC81315A3DAF7EA43B4464C5BC5B11AF3D198481BDD7C689BDBEB24C3C11407ABDC47AACBD16F329BD92978ABDCA55153DCB8E88BDAD01983CCDC08ABD2C57A33CA3B7DDBC58ACBDBC796FA03B7041E5BD272CB3BDAE929CBDFA28DBBD4225933C43E55D3D92AE823DB5C0EBBD9BBDD7BDEB839FBCEBBE4A3D14FD5CBCEAA5B93C8ACE903D841FE8BCCCC35FBD0A9CB63C4D246EBD75ECA93DF270E8BDBF889A3DF98142BDA2B418BAF27A25BC4F95E9BB2765D4BC2D9F7BBD5BDAEC3D8279CBBDF867993DCE18D03DF3DB41BDB56A233D2A91C43D00D840BD8029893DB818D03C6A57833D78D8A9BDE43833BD6B6B9BBD76A49DBDF891B2BD9531DC3CE9A6E8BDD5CEDDBD3A7A93BD0B578F3C7FF7713DF83540BC0CFC8BBD1089843D1676DE3D52F0DBBB1B5A403D4050AFBD6BBED0B9A6CEDCBD796EAFBDCF7139BDE3EACABDFF67B1BC653A99BB7A9E90BD2047E23DC736613DE1E77E3DEF3E363DA3A8B5BDBADB15BC23399DBCE750B83DD38728BD94FDC9BD8C7DFDBACFB89ABD3765093D6A4F9FBD8D141A3D51C9113D10D865BDC231AC3D5E2E08BCD531793DB75E87BB69DC79BD2A4DCB3D1F8ADF3C617031BD80B828BCA7F0733D86BB8FBD5E83AD3D26AEB63D5925C53D0318A4BD0A5BDE3A761D913D707FACBC49ACCBBC62BA52BD410E17BA6CA003BD2CA3DABD5D7EBEBDAE8EE1BDE3D0B23D8527FFBCE84FE03C651A1E3D49C2D4BD1BB2EBBDCF41943C4F728B3DF01B313D4368B2BC01DF96BD4BD8FEBC812525BD373530BDF13990BD1854A6BDDC8CC83DDD32A1BD06CD70BDFB3183BC0FA1873D27AE3B3DDAC0E03D4DC4E43D7781B43D88C2453D7AC110BD08A647BDD3D3DB3DE2393E3D9645333BF094E43DFF0D82BDC3A171BCBED3F83CAD76A73D16FD5EBD4D64C03DB50FB0BD4B17A23C4215AA3DCE68383B02B3AD3DF0219B3D81CFB4BD0B025CBDD3575D3CFEAEBB3D4B5B43BD8CFEB03C457698BDCA24BABDD336BDBD49BA8E3D4331273DD3A637BB5B9389BD43DADCBD476882BBF5DC123DA6CC87BD4A2A81BDD42FBD3DEACDAA3DC46EAB3DD0E2EABDF1AA643D151E7ABDC78FD13D68CC24BD78FF7FBD80E9FE3C4F75673CC466D3BD694A1ABD786AEF3DCEC3EABC32AA9EBD2C70D43CBED7053DA66CDEBD60C454BCADFA0E3CA425E63C0F1A34BDD7A7B03C4416C93DF54F01BDC2DCA33C03E16EBDC90473BCE1638C3BC111753C6B43163D35951D3D1C889F3D3C3068BD86C93BBDB888F1BCFE8A673C28D9513D53C716BD8F6E2DBD8711C93D935EDE3BACB5C93DB88C1B3C8CC2E13B36B0A0BDB0A4153BE901CEBB496DE33DA6B7DE3D686E473DD66CB2BD2AC5B53D913AE6BD264B4B3D3C2B2C3DF58DC1BD5288AFBD116798BD0C27B2BD64A7653D31EF0A3D2FD40EBD860A9C3CC39DCE3D073326BCCA3666BDF7380A3DE32F5DBD8683ED3C752B3C3DA9DDB33D9DCC92BD93B3863D443647BDA864483CE49691BCB320C73DCDD1B6BDE887F73C16CA8CBD81AF773DF6A54F3DC5E2B3BD1CD8983B39B2A4BD1D609C3DB96A96BD45E39D3D15A8263DB648CFBB4CEFD0BC14D3843DF047A8BD9E63E3BD3A9344BD5093B43CA001523C9DA4A6BD522AB03DEDAF6E3D953B9D3D2C4E383D2540B03D948CBA3C725886BD17F9DA3D2807BABDEBBC963DA249C6BD92DBE23D8221A83D8B22EF3DDB74AD3DE82F803D66B8983DA2D32FBD86AA5C3C4A78163D9E50D8BD393A683DD487763D579E543D118F47BDF795BEBD23DD763DDEFDBD3CBF74C23DB93D99BCAFC042BAEBC0643D9373B53D4421B9BD792C953DD4C2B0BD5967BBBD2FE265BDFF4B9F3DF7C468BD71EFEF3D314ACC3D0767AC3D1E20B63D02C48FBD7A567BBC1429613D7B7106BC283AC2BD68EF5A3B1E51E5BD570E4CBCDF43A13CA07F31BD22D305BD49179DBCEAFA2BBDC3620C3C29B3EB3DB8347FBDE598103D388FA73B90CAC93D7BDDB93DEFB5213D464CB2BCB286BE3D9C71C43C77F71DBDE53C7E3D1DCED7BDD0F9E1BD0F7A963C1F3BC23DDE67C43DC5FC24BD018472BD2CBA41BDA9C821BC1A142A3D5A0712BD09F20BBCD27176BD84DE8EBDE370813D5CD469BC4C24C3BC745579BDE34626BC6B07A83DF21DCEBD58528F3D3503C53D9716D83D0F1CC7BD4F9DF0BC4A4AA33DF8487C3D3B77EABC340A90BC2AD4DDBD441A20BB7115A6BD7224CD3D39E9B2BC94BDD83D9426A5BD10A6563DBBCC69BD6F40183C9E0980BD06AB9D3D4243623D0303A6BD98DBD1BD4294AEBDAEDDEEBC28B1BE3D2353313C8A29C4BD6CF0143D33B60C3CF345EF3C4013D5BC8641833DFB8BEDBC4B758B3D450A93BD5655033D2F8C983CEB86E2BD7A9069BB293A053D819BA63B34D937BC191A5B3DF0AD86BC8F63EBBD1AF18F3CC1BB06BDD73381BD58EE9E3DCD1B89BDFA39DC3D293383BD6D01093D09FBB3BDA1B904BDB6B4B83D520AEABDB7F5DCBA0838CEBD91B0F9BCFE07D43CA3C5043D5F3AD7BD27EC163D788B013D070BBF3DFA4882BD3194C43DECEFD43D2CF9803CB9D6A23D4644CEBDEEA4E4BDBBA2DBBD4BC59B3DA3E1BABD24CF3DBC49DB473D76199BBAFEBFECBD37F1EE3C0920BD3D6F713D3DA8ED903BEDF1C63D642ECA3C4D5BB3BC054F8FBDBBD76FBB1643DF3BA7BD95BDEB5EC7BD3A37AD3C550DDB3D33D3393D734FEEBDE2DD5D3B1F93C63D102B74BB207076BDDFA284BDBF53DB3DAA5ADE3DC3C6C23D76388D3D3A255E3DF62F5D3D99B1D2BDDF8EFE3C0BE2C9BDB6DF2EBD017FD33D4D7C723D06A29D3CAF7C4F3C68280B3DB5B8A6BD480637BDBE92863DA5603E3D6CE16DBDC31A023D37FEF13BB1BDD5BC2CA1C8BD2EFF28BDA2DCD1BD3D88EEBD831A083DAFB0633D7DD0B93D8760E63DF8A8343CBD8B783DF6D749BD329C113D072FD2BC71CAB6BD71CA0CBDA452A93D273AA43CD60BA63D0717AB3D8170DE3D22E1B53DA7BB9E3D4FF299BD0849D83D2D940EBDB04AB8BD3CAA503D905AED3D5007C5BC34ACE63D4749EEBB2E0433BC2BE9A03DB4E2B33DB8CFE9BD5E588F3D9C4BE23B57422F3DBB92EF3D984B07BD1A81B63D64C7CBBB57378BBD1A9F4ABD3053C9BDF94FBE3D69CEDB3CCF00ECBD6BDFAE3DE9AAA6BDA643DFBD9DE7C3BDAE79E83DEDE7333DCEBDC13D458EBC3DC9936DBC80CE893CBADFB9BDEBDC3FBD65898CBD987E61BD40C3EDBD220164BCF0BAE1BDCBEE5EBD0F81B7BDC0B3803D2403D83C014DD6BD79DE50BCC1744E3C177064BB9A8CBB3D1F34D13D0992303DC73D88BD69E236BD002A4A3D0CCD93BC3ED282BDA2BF983D303ED4BD5DE3183D648AE13D164ED83DA1C5CA3D0139BF3A3AB717BDFB2CC53D3F276DBCD81FF7BC61CDDBBD6084203D316CFC3CEA97A6BD319324BDE01BBD3DA323933CFD06CCBDCDE1FA3C6722903D60262EBCD8C6D0BCBFC76DBD5180913D9F45A7BCD1958B3D97F278BC150419BD0852813B4413EB3CDC2F8ABDCAC98A3D9747ACBD6075253D141D203DE558223D294D0A3DC4F4293DF31F82BCDFCE843CDA25963D8130D53B4CFE293C817C633DCA9A843D04D8243DB5DBACBD",
      torch_tensor_24_torch.float32_3: "0x040000000B7EA6BDDB8EAFBD7B0D873D905B243B904D92BDFAC4203D6522A3BDEA69AD3DBA50FF3D4B17283EC181973D4457C83E25E5C6BDA3ADCE3CDFF14D3E9F6FA8BDB00424BB05693FBD30ACC0BC61AB843C38E1393E75E9D93C95922F3D01F7AA3E",
      torch_tensor_24_torch.float32_2: "0x04000000BB98363FA5EA8A3F6301633FB434133F1A44A03F25462C3F3C6A903F72E8943F04C7013FBE5A843F9D478C3FA4D3483FA2DB903FC5BE0A3FF5A61D3F1660153F3991BD3FD115903F7173463FCA5D9E3F4019953F6468103F9BAC3B3F370A433F",
      torch_tensor_24_torch.float32_1: "0x040000004883963FF069353FCC7F9C3F1C1D743F7ADFBD3FAA1DB43FD6E5063F9C55813FEDEB4E3FCDE89B3F1352623F8342023F0046563F90C5843F533A7A3F74E1A83FF8C41E3FE1F8453F6743933FBC80AF3F63528A3F6271BD3F73813D3F2A60A03F",
      torch_tensor_24_torch.float32: "0x04000000BFC1D03D6AF4E9BDB077FD3D11E0BEBB537192BD54B723BE1E42133E4DDF52BDB6320E3D47DF57BE0C8123BD7D0F5BBD1153BB3D252117BE4F918E3DB54131BED7229C3CF8BBD33D765034BC6B624D3D9FEC123E1F9BB3BD931AB5BD3DA1023E",
      torch_tensor_24_16_1_1_torch.float32: "0x0400000072DF42BE289161BE14B2A2BDB07C1BBE3831663D4003A5BB50A7573D00B278BBC6D6213E9C4AF7BDA468FABD044D59BE5CF2EDBD50E8F1BCD8097DBE4C877D3E92901EBEE01F47BE328D233E86621B3E7C765B3E1823A7BD7076783E9489E23DCCE38F3D0EE424BE1220163E4467CCBD6C9D4C3E2E3662BE68594FBD4874AA3D70EF253E24F2493E2640013EFA346F3E526800BEA0F49FBCBC84FBBDD8CFF63DD4EF383EE04140BCE0A70E3C40AB3ABE8EFB773E582E5EBEB01876BD26CF053EE6D60A3EECCCD73D3E6B543EB4FA413ECAF123BEB0E88EBD007A4DBA627507BE6CF91C3E88EDCE3D8EBC523E4EE81FBE78AF26BE36F0623E40A25E3E44CF523E40F0963BA419EA3D8817C3BDB87CE93D7AF209BEE45DADBD806586BBDAF60F3E6826E3BD5CF6573E768142BEBCE3903DB04EE8BC50A9EEBC10EA54BDDC9BFEBD9024B3BD88A4443DE0C2133CC0BB343C3C3871BE04448D3DD4D0723E502D983D7C9BC43DE83D62BD48A12EBE5A715A3E40E36F3C30B5A33D58E67ABD78760ABDCC6552BE56F50D3E56CC15BE06A3113EA82D143EBA97103E60E23ABCA0C5A53C88BCDABD58C976BDF81B77BDB8B0943D521A1A3E30FCA1BD32717DBE001739BBD8856D3E4AD80CBEF0208D3D2060FCBCB24758BEB855B5BDB09787BD9E0E423EB04FFBBDFC4AF53DC872963D92BF123EDC1E82BD8A66033EA07B55BD909F64BE702506BEEC429CBD7C09EC3D78075C3D986BC03D98A412BDF0C828BD1EBA50BE60A6373D28CC49BDACEA03BE0823BE3DE0C7583C04D9483EC2CE703E20ED583E9427F43D0C04A7BD32902A3E08388A3D20B43B3E8C65EBBDA8AD103D38B7D1BD10C85C3EF0A9CEBDC2FA683E7016843C109E623D4247613E40B925BE88BC83BD040567BE789B29BD203238BD52A23D3E74D4903D6E8430BE822652BEA8766BBE0029E83B40B859BD8E58793E12B23F3E5A3C3B3E308C383E18D827BDEE920BBE20DD67BCD00C7A3DB4B84E3E980D06BDE62C21BEDC298ABDB021C8BD0662793E26C110BE288237BE101436BDD8FDFEBD90E7943C2C1E1ABE1E00553EC0613FBC0051E93AEC151EBECCBAE4BD3CE5C5BDD08E96BDFA795CBED0001EBDA86108BE805B02BC781634BD54535E3E70FF323EAA9F2A3EE0FF86BCFEB4213E9EFE133E88EE213D349B05BEAE46333E764F763E32917BBE807C5EBE8478A23DF017C2BD645050BE4E3F473EB2EA1E3E1C0B563E24D42DBEC0FB643CA0A551BE4CF611BE3831453E9494D93D90697E3E40BF373E00DBFD3D28184ABDB8E93C3D521A73BE0A735A3E5CEA1F3E8E9D5BBEC812163E883A973DB07E4FBE9081463DEADE0C3EF87B073D809724BE1E1E70BE6CB1533ED4AF33BED4F98CBD003588BDE42184BDF8D1133EC6E83CBEBEED16BEE28273BE40A7C13D3878F33D18DA33BD306CC83CB4A904BE545F043E302E82BDB05FFBBC5EC45CBE646AFD3D00AC663B52353F3E727177BE5452F43D3463E43DE07C143C867D013E84B001BEF06B4F3D34800F3EE42374BE0ED656BE285E573E480F8F3D0A7507BED28C743EA867823DB4BB973D9006273E68E1113D60B2253E9C0B983D0292783EDECC3F3E0C1E4DBE7417CB3D7025F53C800B553B2675753E70C4733E20BC213E0CBA76BE96C25CBE30A8F53D4080003E2CB5D0BD928C703E98A68FBD2468B23D76D63ABE7C9B573E70A7673EA09D6BBC1098E33DB6FF723EDCB7F13D5CF924BECC886DBE60DF9DBC982A343E641809BE145134BEF4AD083E881E93BDE053733C9C7B5E3E309ED8BD74A6AABD62E47E3EF8B7A8BD405821BD0A8D1E3E7C8F5E3EE4367F3E1EC4553EB2DB3ABEFE1B123E805B813D38D256BEBCB2CFBD04F6623E500E043E109A173EA8F93D3E44B39EBDF08493BCC013B23CA031633E4AEE003E5EA004BE88FFB5BD768F693E0EAF0E3E8008ADBBF45204BE82572F3EA00B303C1C18E4BDB812C13D50F772BEB423813DFCDA1B3EF06B37BEB48B633E70D0753D0A1307BEBE9E7D3EF0467E3DD07BD2BC007E5FBDAE12423E1CAC0CBEF80727BD1A5C303E884150BE2286273E7CCFE93D9A962F3EB0866A3D1C7CF4BDA01433BC120041BEF412DA3DEA6619BE2AF7483E00850F3E868321BE8CF4DB3D58B1463D8AC7623E4C81D33D38E03ABD",
      torch_tensor_16_torch.float32_19: "0x04000000DA05503E345284BDF1493CBDF71DC3BC7729223EF88AB93C7BE24B3E957414BD1CEDA9BDCF4C51BEA822AF3D13C7FEBC61760EBEC3FFABBCBFC788BDA38D37BD",
      torch_tensor_16_torch.float32_18: "0x04000000EB00A53F15B6883F7259713F604FB23F163EA13F40CE913F77FF683F22E4BE3F090DBB3F18D69B3F50518C3F4C35773F88BEB73FA427AC3F7421AE3F416D643F",
      torch_tensor_16_torch.float32_17: "0x04000000A64A853F9CFA573F30562A3F72B1903FE29FA13F047F863F47208C3F1A8E7F3F1E23AE3FD64CAD3FB013083F7E40733F9E14893F9441993F89169A3FFC8B8C3F",
      torch_tensor_16_torch.float32_16: "0x040000008C49C23D3B0FA23DC3D7A83DF090183E23B7AE3D557D8B3D69F59DBC6089113E4A6637BD1F61723D6A2A0C3DFFDD893D5F541A3E8D198CBCDC5839BEC8C2BCBB",
      torch_tensor_16_16_1_1_torch.float32_2: "0x04000000249EC83DB4735F3E6C85673E32D441BE72C1093E1424A7BD204A7CBC30768BBC1093FB3C44EC88BDA0BC00BD128B3DBE20D383BCD07C433D8CF20EBEB01D19BD00A34ABB7E8810BEEE024BBE7650213E3228113EE8F3183DA0272C3E3892103EBCCDC4BD981666BD24F4723E647ABEBDE46441BE087F493E7026D5BC427E043E84C09A3DE4CBC4BD0CDFD0BDA0D34B3DFECF7A3E443CDABD08BAA73D1086C9BC8CD928BE08417D3D0099803A0096363D90A542BD58E8533E2024A53CC819313D7471FB3D6C3EEF3D3052503E1427AD3DD01D61BEE007F93C245A4D3E9C7D7DBE8C3545BEA032503CB0C061BE46F01FBE0079F73B7C604D3EE0E90DBE8018B83B4486AEBD80404CBD88F610BE1AB4213EE02696BDFCA3C33DF842883DC8CED4BDC243453EF699483EE0526A3C9841C63D80F1663C88C0323E780C2D3E589789BD20405B3C6A3E493E80DE453B30632A3D7475693EC8CF06BDF69C34BE4C020C3EFAC5603E980F773D8037753C20C808BE84E361BE50613EBEB4C6ED3DB83E7DBE367B6BBE10306CBEE45B8F3D983BFC3D0A1C4F3E80093EBC1062FE3CD88EFCBD58B9C93D24CA623E9255633EA84623BEE070D0BC38E11C3E0A347A3EC8FDEEBD3495853D4648723E181E653DA01941BD0A66763E3037BBBCF6B7733E58AB69BE08BD373E628E00BE28559BBDDA0B693EA2EA2F3ED05CC33D8031253B780A6C3DC832BC3D4CE08F3D70B7A53DAC0DF2BD00ECFEBDB06D39BE9002843CA2C26BBEA0A39EBC509E343D427D3ABEBC77733EDE2F713E0C306BBE5699043EC4BCC9BD3A79593E2005003C28FA23BEE6782BBE5061F03D6A9417BEF48007BEF4567BBEE8643EBE50F902BD2CC57CBE2CC7E93D5A692BBE764B5C3E42FB16BEF00E77BD4CA1573E70E684BDC0C550BD40AD463D1C8A67BE3A373C3E56280E3EC80A2A3EAE7A7DBE3AAB653EC85AD43DC816EDBD52E9633E9069903D12992D3E20F5043D9C4911BE4ADA3F3EE03B14BEA8E63FBD5A9372BEB6F663BE3A8913BEE885DB3DC68015BE88FC313E763365BE20D184BC78937DBED6AB27BEE0FF4FBD40130ABD60AE44BEBC3F4BBEE8CF683DC89F6DBDE2021C3EA20D723E60C6E53CB0D6DCBC4097D93C80AD613D1E6E193EC2FB6C3E0C142B3E762B7D3EB208593E8C9A02BE3C2B5D3E1275173ED05567BEFC665EBE9ECF4BBEA6D01D3E44A047BEE0A6133DC811003DECCA63BE58CF54BD5CD6F8BD78C88ABD4EF614BECCD3F53DCE0045BEBC97AEBD703F993CB4F6D0BDBA94153E78FB5A3ED48F2E3E0E8C73BE728F7ABE48FF1B3E444A2BBEACB965BE7A126EBE00D5673C5073E3BCA4E66CBE00D87B3A8021B73BB08C6ABDD09E07BDB834E53D483E8B3D10AB923DBC62EEBD62F078BE9CFBFDBDC8A5A5BD988768BE3E7609BEC8B7D53D80F7233CA02D3BBDECA98CBD",
      torch_tensor_16_torch.float32_15: "0x040000003233013D124D2C3BBA0C883C2401C93D435062BD7B64373D66330EBD527B54BDDA9D27BD03427B3DB8ACB63AFD2E59BC7391B5BDEBFD9DBCFDC9CD3CC356463B",
      torch_tensor_16_torch.float32_14: "0x04000000BD66B33FA2F8883F1CE7913F8C5EAA3F4E52833FE2E1963FDCB4333F35A12E3FBE6D973FDC8E913FB26D213F540A353FB19B3D3F2B3E6A3FD092AB3F85CCAD3F",
      torch_tensor_16_torch.float32_13: "0x04000000A857BF3FCBEF5F3F32F8B03F3E025E3FCA73513F431E2A3F6F5B403F2CF6B13F8B9A1B3F6DBF453F04EDAA3F2DC7823FA2BDA03FEFA04E3F5870A83F84654D3F",
      torch_tensor_16_torch.float32_12: "0x04000000974A97BD2B55A03D9A2ECDBCF3E4F1BDEFC9D2BD638F993D4F05313D0EAC10BE44AB8F3D62CFE53DDF0515BD9340D2BCAA41583DB6681F3DDB21ECBCFC2A33BB",
      torch_tensor_16_16_1_1_torch.float32_1: "0x0400000068A6FFBDE4F3C93DC09738BC3CB183BD98FD753DD605083EF06A643D80559FBC38B14F3DDE126A3EEC6D9CBD100C4EBE08764DBE5014F5BC78AB343E70CCBABC64DD773EC066E33D2A92223E72CB47BE243DAABD80BE36BCA0C2BEBD3020B43C6C30133E303E393E9E0A7C3E1A03523E8EBC573E32485EBE4889503D12AD79BE4004ED3DE8548EBDF4319DBD4C3429BECAAC0C3E4A4E7CBEDA0E1DBEAA3D013E32E74CBE1AA02D3E520E723E60E450BDE08FEDBD384045BE685D283E1C9DC9BDD8FA03BD5477863DD68D03BE486B8D3D600EE13D70C1953C3C885DBE00866A3BC824FD3D387FB73DEA72673E20DE7EBCC0504A3DA807083E38CBD53DCC2466BE6CC26EBE866D56BEA2FF6A3E4CBAE7BD1C14B13DC423713E0A9F24BE1CCBC8BDBA6B083E44BDC93DB0FD043E203A793C38844C3DD2A46B3E20BC9CBC88365C3E3E83573E58BA1FBD4ED22ABE20F2843C349A593EEEDC1E3E0AD03CBE600C9E3D846417BE50894D3DF092EC3D08C068BDE6DB143E82E461BE0A4D1ABE905D4CBE0419A13D9CBDBB3D70F98D3C588966BDECF2683E46AE2BBE26D81F3E78FBFBBDA076F13C727931BE90D0903DC037B3BD58BD35BE58AE7CBD42916E3E76BD503E4E4C6CBEA0A206BED8E5183E702290BCE4D12F3E88FC8CBD62EB603E30EBF63CB81948BE289CEA3D389E04BD061D07BEB4B398BD18ED49BD4882333DC0E445BE76946DBE608985BCF43128BE628F763E483E303E40E7E9BC8061F9BB3A2C00BE94CC6A3E7E12693E5A8617BE20643F3CCC1A49BE145E07BE6ADA493EFEA958BEC480263E0811B5BD1429B3BD32FE6CBE1C64E03D18A7733E28494DBD70598FBC206ABB3CDADA57BE8075413C1E5839BEF0CE9D3C8CD83F3E107DF43D20CC623E601872BEEC2F7FBEB053123D48A6723EA009363CA46625BE484511BE406027BCF013433ED8DC8CBDE007563E0C3A253E7CA7753E78D96C3D14ED823D6ACC3F3EE09B57BE843A23BE963D4A3EB01C573E986C503D1CE8343E88D3133E5015E13D1009CFBC682909BD28BF163E7E9142BED03227BEA8ECF43D88CC54BD8070563DEE4A613E56A644BEBC26AB3D9CE6F43D14E3D93D94B8973DBE6923BE0651313E50CAA8BDBC45A1BDDAF7223E40D386BB80E382BCD2B7293E2C6FBDBD703D43BD7A96103ED881E83DB89090BDC029703D503B3D3D5826973D1E8B613E38233ABD481F47BE54F7F43DEC001D3EE2FE22BE50BD48BEB297143EE03659BD10AEE93D9021BCBC4A163CBE2892D1BD20CFD2BC0CD3343EE44607BE68F90A3ED03D05BDDCAE463EC87C7CBDF03CC1BD30277B3D7E3A2C3EE080353DD0859EBC984C2A3E20061D3DB020163E4003D83D48C6EDBD1EE8503E94446C3E04AA303EFC79E4BD186849BDA0F72E3E5C928D3DCC1F17BE907A1EBD7C37E33DF84566BE90B1B3BD",
      torch_tensor_16_torch.float32_11: "0x04000000D07DFA3C7788D63B8BEF6CBE90474FBD2F874ABC044A87BC22304A3D08D8313D9D62393A9607B8BDEBB9E1BD754B233AE98C85BBAEA0993C86B2B9BD9A32FCBD",
      torch_tensor_16_torch.float32_10: "0x04000000845BA03FE020963FEAB8003F0AE0B93F0B84843F4AE3B83F8D2D8E3F73C4A83F8D87363FDD743A3F455F4F3F3016B63F84E6B63F1A94303F67F01A3F9D76363F",
      torch_tensor_16_torch.float32_9: "0x0400000064E2843F0B6BAE3F7B1B8C3FB4AF883FDF48033F40D0B13F26C92F3FB0BC5A3FB22B0C3F165B4A3F3473553FD421B53F0E8F893F48834B3F320C6D3FB800B33F",
      torch_tensor_16_torch.float32_8: "0x04000000A6C222BDD38EAD3B9B06B83D6B6C3E3D27E08E3DA1688DBDF7BB6E3C6D10D8BDDB1E6EBD5344F6BD39970F3DF06B793D5144B5BC4A3055BDADEB80BB22EB66BC",
      torch_tensor_16_4_3_3_torch.float32: "0x040000003B866D3D562FE8BB7673F8BC9042CDBD56D4D2BD7B67803D60BFF53CC0DA9BBC56614B3DC3C5FE3DD064833D06015E3DCBB9B9BC56D58F39A849A43D4B9766BD6AEA14BE023B163EABF0F2BBEB06983C23DD86BDEE7A0C3EF3289A3DA610AA3D925C1A3EDF7318BE8623013EBAE620BE8A9C09BECB9EFC3C667A073D339E8FBDD6A6F4BBD0A451BDA085B2BDD04233BDEB77A1BD8B34CF3DFCF4203EB01C993DAB47EC3B6827D1BD2645B6BD566FF5BCC0F6FD3C40FA653C1055713DD82BDDBD509C03BD5CED1B3E50FD0D3D530F83BD508014BDFCFE1CBE925D1CBE80B9BA3CA062E6BDF36F923D6F2F173ED402253E4E3CD9BDA84EDA3D209493BD60DBFD3C37CF213EF884ECBD00FECA3BB79318BEBB2A123E90A9C63D12B914BE832AB33D66FDC93D1623C83CDCB70A3E2BB8373C8829183E56BAB5BD40E7D7BDABA0A9BB48B99D3D9EDEB5BDFE1B273E601CA23D0BA4B9BC6B8E64BD4BAE16BE909E8BBD6CD907BE005427BE802373BD76E5453DEB288B3CEBCA5E3C3E4E17BE0322A0BDD6BAFA3B5691A83DF6C4D93CB3179CBDDE50C53D9063893D8392FCBD92FB1CBED8BAEA3DB0350BBE6B591FBCABBC8E3A303A203EC0668CBCEBE818BD57200D3E08ACD33D0068523DC820B13DC0D827BCC67CA03D86F2D8BDEBCF103DB78E20BEEE608DBDB3B585BDCE23893DB609F43D56652EB93A84063E0041D0BD6390293EC081F63CC095253EA4130B3EF85BA03D8BE4B93D003D1B3EF080D6BD66B44F3DF71F123E2BEA393C2B4C153C704E353D26396F3D9FF226BE2BD8D83D0069B3BD00133B3CF0FEF03D3616DB3CF04EDB3D90466FBDDBF6B53D7B1E29BE60A800BE4A67073EA3B3A8BD1298293EAB6CBABA2066C3BDC6A0703D8BB3E73C2B35C9BB8EF7E33DD882A0BD580B22BE8383043EA371A23D70C81C3EB4441BBEA62CD5BDF88F82BDC027D7BC0814C43D40D146BC0B21153D562164BC369532BD7B5C183E3E2321BE2026E3BC10148EBDABBCE2BD96BAEB3CD6586BBCB64E8A3DF87D1E3E609EB6BD60A7323DD060653D561E61BDAB6E613CD2AD273E0B6AEB3CAB4CAFBA669E093DC3AFE93D76898BBC68F9DEBD0306E1BD3B6716BEABFE293EF673AFBC68BA033EA6F7B7BD901B65BDEEE8ED3DA684623DE02A833CA8689B3DD3A49E3D66B98F3D1693A73DFEF417BEFB04AABD0BC6CCBC23F413BEBE9ADE3D16D62C3C1EAE083E8497133EC00A1B3EE85FC6BD0B2ED53D7EC49FBDE68A57BD62FB13BE505415BE60E1C0BDA37DB23DA330C73DB65FE0BCD622D03B1CA22ABEE065E13C18A402BEEB79EB3D98BBB1BD7877AB3D389FF5BD38A3223EE86E0F3ED00E23BE96170EBD1001DA3D3685663D23E228BE4CAF0DBE1007E33D7637453DAB33433B562C8B3BA087123E1BDB5BBDABF6803BAB74F5BBF60BE83D26C306BE565F25BC5621DF3CD0026FBD2BD630BC661B22BED6AF57BD7BC8603D26D81F3D57770A3E56E53F3BFA47093E00823A3C9B0F1FBD23BBCF3D46812FBD365E8A3D1096803D67F2233E101460BD06D8B23D0F7A253EF09B763DB047BFBDF671D9BD0096753B28FAC2BD960D573C56DC143E3B48F53DC6242DBD4A3402BEE354CBBD4C84233EDB3203BEEF18093EA0767ABD7E71CB3D78A8F43DB2501BBE56A500B923A900BED6ABF8BB8083E03B004A6B3BF22203BE7613AFBDDE2A833D44100F3E1B2F003E26C52E3DFBBE703DD6077ABCC6A5763D70F45ABD67E81FBE6BC4133CB2721CBE2B84C3BC6B4B6D3C401D5EBD60BC793D4E3CA0BD10ECE0BD7686C4BC42DD243E3B7F6C3D26D91A3D685827BE262E843D407647BCC011E4BDC6A3133D4895F83D2B0DBDBBA8C9CCBDD68131BCD64B40BDD330113E407637BDCC2115BE2B65DB3C03E08DBD6EDFEBBD62E0093EBBFE9F3D33E4AF3D809312BDC06B3DBD6BB70ABD20BB143E825400BE60BBB03DA0E60C3D80B970BC6BA84EBC0ECF02BED6670C3EAAFA14BE961CC1BD605A773DEE81EB3DF696FFBD8B9B8CBC4E2AC33DC67AA6BD7621D63D963862BCD6C4673D28A5BBBDC0201B3EEB6791BD0CB9273E2B86143EF6C5563DFB228EBD4882D4BDB8D80BBEC3D0ABBDCB57EE3C87A01DBE5B75E53D4EB5AEBD96227FBDB32DE2BDBBFC6FBD36C9A5BD2BE0083D6C0D1FBE968CD3BD56E749BD07741BBE1012A8BDE3C5FC3D80E1033C189B193E161B02BD66F1F43D96A4503D4392E7BD20A87C3D0845853DA62A05BE207DA23DAB5347BDBE96243EEBDE483D8861E9BDA08474BD7B383FBDE0E139BDB3D5ABBD46B1463DB6579DBDBC300DBE468B63BD2BB7C3BD902494BD16207D3CC8C8D53D30CD3DBDFE430CBE0005DBBB10918DBDF03CF3BDFEF8A5BDF3BE22BE2B0E483C13341C3E2B0FC6BBB6D9C83D708704BE069D083D58A7E5BDBC28263EAA6919BEB61CA23C666B11BD6049AB3CB6DE66BDB6C9CFBC56BB97BC5ACD1ABEDEC1C9BD0BA9A13D6BB9F13DD6DE57BD7AB021BE6867F93DABDE653B4084FD3C56E134BD93E4F93D76924CBD3659F1BC2B77C8BB266F3C3DD0041C3DAB5BCB3CC018123D061CBDBDA01299BC207997BCAEEDBFBD688DB8BD6BBF753DC0760F3EA632B13DAE7ADA3DC08601BD8BE281BD943010BE6B64143D46344B3D9E83BA3D2BDAB13B6FFD05BED31A26BE787ED2BDD339E8BD60CDB53CFBF956BDCE11203E4E58EE3D3071193D2BF827BE0001D7BB1E00E23DAB3E163B10AF85BDF6208E3D3E04083E737398BD80672C3DD39EE03D3B5409BDA040043D301202BE54930C3E3BDCFF3DF63BEE3D78FA86BD40731CBD4B2E913C80E9EF3B5398E83DDBD00BBDB63CBD3C6E85EFBD16E0FEBDD621C3BDF6AC2DBDB6FF263EFBCF483DB8521FBE1843213E56FF6C3BBEC7AFBD9C8717BE2BF8973C5BB3433D4B56EF3DEBA939BDC001D13C2B9DC7BD4B4CF7BC67AE21BE9659DEBC3C2810BE301F0BBDCE11273EF00504BEB3B5F03DB6980E3E4BF2283D6B29A2BCD40F043EDBA7AD3DEB8C1BBE70205C3DCEF8E53D4865C8BD930EF03DD6E9193C4B8C83BD3374CFBD86842ABE605DFCBD4E28083EAE7A0EBED3BF1EBE6B19F6BD0E29D0BD5B3BFC3DAEB0083E76D4893D007583BCE7761DBE70EACD3D60F40A3EFB0B2ABEF0D6FEBDAB56683C82DD08BE702B9FBDCEC80C3EEE7FFBBDA637A9BD38CAFB3D5BA1E5BD4BFCB7BC5633F13C4397C53D36FD5CBDCCA9223E36EDC5BD8EEEED3DEBF22A3D1B54233EE0ACC9BD6E1229BE262E0FBE",
      torch_tensor_16_torch.float32_7: "0x0400000067783B3E33DB3B3DCABAD13CDBD7A33C2F740A3DBC4440BE9828ED3D7165C93DD590633DCF86C2BCE3E5023E40FD87BD52C24D3D13062C3DC9051CBEEBB0CD3B",
      torch_tensor_16_torch.float32_6: "0x0400000000639D3FC237273F9B88743F2A25103FDC375E3FA8335B3F0339373FCE31793FAA77BC3F49770F3F7449B53F984E6F3F86B11A3FB19E7B3F6AA0A83F0127023F",
      torch_tensor_16_torch.float32_5: "0x04000000F59D233F8D3FBA3F78EDB03F30B5973F0BDA193F79DB0A3F7FB4593F1D83903F43040F3FC18B9F3F1935713FD4F9913F4CD22A3FC0B7183FD02D393FA647B93F",
      torch_tensor_16_torch.float32_4: "0x04000000E0A4D9BB14D2193D172CFF3C53A6703D95AB86BD5AA5443E8179173DF322CFBD20F72EBC184CDA3C041A373D4695423DC2B6233C4E0AA93A23FF303D8DB3B13A",
      torch_tensor_16_16_1_1_torch.float32: "0x04000000EA545DBE708A0DBD4C2C803DC0BF873CBA243E3EF81A1EBD94D8B03D50DA51BD40B8763EE066953CF01A77BDEEF4243E70BB363ECA20513E44D4973DD4A3A5BD9EAF283E242EB9BD7E4D7BBE8E397EBECE440C3EA06EFABC2CD997BD9048EEBD1079613D800A0ABD28D571BEB448B03D3813003E943E3DBE1E4C41BE7C164B3E527613BEAC7E85BD36133F3E100BF4BD00FE12BB508B37BD9896413EBCE1053EA0516C3CAC20743E000A6E3E06723D3EF84B6BBEC80C323E883442BD20853FBE801C873C18CD3EBE8A9B633EBCCB3F3EE8AF63BDC0942D3DECC181BDB801F7BDF077BC3C809D6FBE8A4676BED4ABFCBD620737BE806E263B90CB4DBD024E57BE7CAAF83D6214353E64DFDF3D909389BC9069C7BD0E4833BE6E73293E6415AABDC82B3BBEE0C3C1BC966B3D3E305F643E9E245A3EA0044EBE085E4C3DF808293E7EC555BEAEC93DBE76A677BE4AFC6EBEF27342BE70277ABE0070B8BB86BB6CBEACAEA7BDB08369BD78F184BD2E6452BE6E695BBE801344BDE01782BDE8D7303E00E0B0BB5677673E644016BE2068753E60F062BE1EFB76BECE5D7ABE841197BDA41E8BBD707D42BD688C3BBD1418AC3D0A654F3E909DA43D20D3573E08A4D8BD7852BB3D6EC077BE50FDC23DC0B294BD00A925BE8843683E00322DBA340FF8BD28F5603EE09FD13CEEB166BE38AF763D5EEA453E9006B73D908A7BBDBCE2CB3DD03E05BD7EB8683E88A69D3D4061BABB3C90EEBD00CFD2BCC8C5033DC01188BD941697BDE67253BEC06781BDF802653D680A173E98381ABE9C8308BE582BB13D04693B3E90DEE6BD0061D9BAE07392BC7C8EEE3D8A373F3E260E0BBE10AA9DBCB02E2EBD4C64083E3EED013E022E7B3E28871EBE28D25EBD6828403D28EC213EF25F453EA4BB61BEC2193A3EE2D021BE18A900BE34BF2BBED0792DBED02BABBC10B0883D28D6213ED8AF73BED2252D3E8CC5E53DF0ED88BC54CA1A3E04BF363EE4AE943D40909FBCCA044C3E8CA3393E883FBABDF6197D3E1432653E02BF7DBEA81E6ABD80AC693C28C362BDFAA37CBED2DB403ED0BD943C000FD53BC0077EBE4AB064BEC024823D00524D3C1028663D30149B3C16581D3E8872A0BD50BAACBC929C523EE2C866BE6059993C487707BD8C6FDBBD9EE743BE2078DEBDAE0D57BE2ACF043E9AF5773EC218513EC41F6F3EC009F0BB3429453EDA50433E2605773E9C1E76BEC8DE63BD80A063BD8E1974BED21D36BE1AB4043E946CE3BD709665BDCA08393E1E07013EA8FD363D389E843D206970BC4049EB3C2836E73D0CD856BE6C8F843DB2B073BE9EF800BEFC94053E7435AFBDD0721E3E783A63BD5AD718BE76C4783E7876C93D9250033E00E4F43BD42AA3BD9437D73DA8242D3D30A0003E202E0EBE7C35183EFC9024BE9CF68E3DB8E24A3D9E1627BED07AD93C4806433E",
      torch_tensor_16_torch.float32_3: "0x040000005B3A5EBD0D7D32BDE64936BE2CA323BE53AACDBD4F70393EB65CC13CE7DD1F3D3A206C3E7B49723DD360F2BCF63198BD686F8CBD02A0E7BDD18694BDABF77CBC",
      torch_tensor_16_torch.float32_2: "0x04000000E4D18B3FF0C6813F617A533F96E0953F6E6F753F33B0443FFE95203FD6A8113F024C7E3F07AE2B3F84B09B3FF976293F078D573F6C17B23F903FB53F7F9BA03F",
      torch_tensor_16_torch.float32_1: "0x040000001D33153F0C5D933FFC19B13F30E38A3FD4A28A3F4D0E803FAE2CAD3FB9041C3F78A4303FBD8BB63FEC2A973F09F9773FEFC3723F84EB943FE7AB383F7222063F",
      torch_tensor_16_torch.float32: "0x04000000FC0925BE75EC843D2ECEC03D55C89B3DE0A6783D4F00B03BC742AFBDE8753ABEC749163D837ABCBD12279A3D989777BEE030E53D7465B63DAB100B3D1B9A003D",
      torch_tensor_16_3_3_3_torch.float32: "0x040000001858CFBC7F685D3CD225023EE43F14BE298339BE3EC09B3C3F4239BD90DC913C290B48BCF04E3EBE3FA43CBEB99552BDE943E8BD5896F2BDF2A365BD7D55DEBDF80645BEBCAA0DBE031A1E3D4966CF3CCDAA1FBE32DB1EBE8DAF4ABD1A7D3ABE3299F0BD9A02E03D8E2C083D108501BEE5741BBE0B69FA3DB8833DBE487EF63D685EC6BDB63CF9BBF9A3363E03A4A23DFF56DF3DDDCEB53D5284ADBC2A56A7BDEA76DEBD605AB2BDD722C23DB12891BD575830BDE2E91A3E9990203EE56ADABDAF0A11BE96C3F43CA4C5053E351D393EE548503DA6FFB1BD9E2F0DBED7CF873B6E4BFA3DE4DD09BE1458033E5FDBF5BD702E183E7E03EEBD6CBC013E4744F9BD58A014BDAB4B23BEF5F025BEBDBED6BD86A4F73B4045F2BDA07B983DAA80583D7D25C4BDB3832EBEDBDF86BDDBEC19BE0424253EA9C9893DF1208BBDFBBB3CBE60711DBE80F9183E67A019BD8963B33D9AF5353EFA2C43BDC541CA3D1938F83D057042BE05C3D23DFD9163BD98A6453C67C9BCBD2CF7A73C4A77A5BD6D77D8BCE3D11F3E8700F1BDADDC223C1A7E563DE80F9CBD5725D5BD69D161BCFE3D3EBEFACA2B3E6610F03D650B2C3E5F3FDD3D9463ABBD816389BC12DFFFBDF2B429BE00962DBD1A4CE1BD1A3544BEF3ACBB3D3116FC3DDEF2B0BD003DA0BDF68037BEEB978C3D11659E3D216295BD186FE3BD65CD8F3C698BCC3D2CFB84BD21AD29BEF2E6B5BDE58B09BEB7E23DBE1AD302BE83C3873D170632BE0821773DC9D0AF3CFA6BCABD527EE53D777F183C71864E3D68291FBEF4E859BD4D22AB3B828D5B3D60922EBB648FB33D3CCCE8BD61E2BBBDD905FCBD0943E7BAA452273E7D59CF3DB08ADE3DF96B1BBEBBA83ABDE490C8BD61BF3D3E602FF63D9B2FBDBC3898233AC6424EBD3FCE30BE7A91F83DC797283ED19ADEBDD7A2BC3D265003BD845934BE9C4507BE06CA1FBE4A22083E4A8E8B3C6EDC2BBEF4526DBD87DBFCBDFA3737BED8A3073ED67512BECE5D093E143C1BBC02763FBEF9F832BE97E2133EF08CF5BB045D293E6AE9CBBCC2B0E0BD00DDA9BD474A1C3CA844D13D7965EC3BDD390B3EDB59403E07BF99BD92089E3C164B053DF316FABC9F53223E63A7083E73B6803DDA39A93D4CBA41BE645DC03D95183A3EF38CD03D820AFD3C982EA93D1ABF143E0650113E787471BC80B08BBBBC5913BD6D62C63CE21BEE3D8ED853BDEBF8073E85F5293E4DD43D3E1506A23D5E11123D2986D1BDDEEAE2BB9B6D0BBEEE94B43DE6C232BC57B83BBEDF049FBC3B7FB6BD11A9843DD9C040BE2664AABDA84913BE6222C9BD42E213BEC3C0233EC76219BECD4122BEC447D73DED9286BCA564EBBC83AD2E3D2CEAB4BD1079D8BC522C35BE094B2DBE4AE091BD7D2E3E3E04983B3E936362BC8F1F3CBED3534ABD50EA1ABDD158AFBDAAC764BD0630EDBD471661BD1F03083EE6A2AABD697FBBBD852FA93C493C043E0F70AE3DB8BC21BE6D15113DE348DDBCC3EDF53D6DC8293E40A9243ECAD1A0BD592E433EC82333BE62CE02BE2F70123E504BA53D543BB9BD7389053E1C81C8BDEC7F3E3EF4800E3E1D9F493AC4CB03BEB1A9FF3DEE34B53D656AAE3D313C91BDD64F833C0992D3BDFED4A43D63B81B3E2660A0BCF619243E5045183E54D91EBD19A382BD68FC8B3D47359CBD91DA14BE11A9053E525620BE2D33543DA72396BDA4AAE8BD76C29C3BC1503A3E0D78EDBC783310BEC3C9113EC35BDFBC80C31A3E1860F53CBEC0DEBCCE4E203E3EBED03DE5E681BCE7C40A3E0E54933D9674233E27FC8E3CA9CA253E68A4423E00E7A6BD80700EBEF1CF963CF214403E8A85DEBD8C5B0D3E2A6AB73D72024EBD1E0F37BE3DB88ABBB406E03DA2223DBEEDAA423DFDC1AFBDEA1C8DBD5F6AF93CB36B9D3DD2A4233E4C4F34BD8A946EBD234A64BD5AB61FBEDF0404BECCB20B3E8ACD88BC6D1DFB3DF8DE83BDB27DBCBD99E40ABD027614BE68CA093E77C36D3D82E6FA3DB02C183D7C7DA93DD73801BE25B439BE753F823D1781353E5A6ADABDFF7D86BC740311BECF434B3CBDDB17BE5183473D47A0D5BDD43E8E3B7486F7BC9138C83D6D921E3EE6F63BBE7E75443E61653FBE4B3ED6BD8D90393D8F00243E4CDE2E3C365F323D18CB2D3D2749EF3CB6DAF03D4D2EAC3D68111FBE5D8FB8BC2B64003EF4637A3D64CF1F3EF33DDE3D9B7034BE43D683BC1B053E3E512F89BD7359663D08DCF3BD19BDA3BD7BBEBC3D0EB5423D1C7CB33D8B2F00BE39E235BE0A4A95BD70C01DBE48C7253EA35327BD959A09BE37305B3D5D62CB3C3CADC9BD1895CE3DE6BE2DBD716E7A3D0063ED3DB5FA55BD6C865DBB5BEA253E3F64373D1188B5BD586B0E3EC74378BDD6D2FDBD677AB33C2F2102BD78F4C63D5AC0D63DD9EBF13DE732C1BA54D717BE0ECA0DBE198E8BBC420830BE0F8E07BEC57280BD"
    }
  }
#-}

