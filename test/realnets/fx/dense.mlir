// Written by test/realnets/fxnets.py dense with torch 2.15.0+cu132 and torch-mlir's fx importer.
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
    %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_8_16_3_3_torch.float32_3> : tensor<8x16x3x3xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_16_torch.float32_27> : tensor<16xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_16_torch.float32_26> : tensor<16xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_16_torch.float32_25> : tensor<16xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_16_torch.float32_24> : tensor<16xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_16_24_1_1_torch.float32_1> : tensor<16x24x1x1xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_24_torch.float32_7> : tensor<24xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_24_torch.float32_6> : tensor<24xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_24_torch.float32_5> : tensor<24xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_24_torch.float32_4> : tensor<24xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_8_16_3_3_torch.float32_2> : tensor<8x16x3x3xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_16_torch.float32_23> : tensor<16xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_16_torch.float32_22> : tensor<16xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_16_torch.float32_21> : tensor<16xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_16_torch.float32_20> : tensor<16xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_16_16_1_1_torch.float32_1> : tensor<16x16x1x1xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_16_torch.float32_19> : tensor<16xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_16_torch.float32_18> : tensor<16xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_16_torch.float32_17> : tensor<16xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_16_torch.float32_16> : tensor<16xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_16_32_1_1_torch.float32> : tensor<16x32x1x1xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_8_16_3_3_torch.float32_1> : tensor<8x16x3x3xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_16_torch.float32_15> : tensor<16xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_16_torch.float32_14> : tensor<16xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_16_torch.float32_13> : tensor<16xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_16_torch.float32_12> : tensor<16xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_16_24_1_1_torch.float32> : tensor<16x24x1x1xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_24_torch.float32_3> : tensor<24xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_24_torch.float32_2> : tensor<24xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_24_torch.float32_1> : tensor<24xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_24_torch.float32> : tensor<24xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_8_16_3_3_torch.float32> : tensor<8x16x3x3xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_16_torch.float32_11> : tensor<16xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_16_torch.float32_10> : tensor<16xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_16_torch.float32_9> : tensor<16xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_16_torch.float32_8> : tensor<16xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_16_16_1_1_torch.float32> : tensor<16x16x1x1xf32>
    %cst_47 = arith.constant dense_resource<torch_tensor_16_torch.float32_7> : tensor<16xf32>
    %cst_48 = arith.constant dense_resource<torch_tensor_16_torch.float32_6> : tensor<16xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32>
    %cst_51 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_52 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_53 = arith.constant 1.000000e-05 : f64
    %cst_54 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_55 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_56 = arith.constant dense_resource<torch_tensor_16_3_3_3_torch.float32> : tensor<16x3x3x3xf32>
    %cst_57 = arith.constant 4.000000e+00 : f32
    %cst_58 = arith.constant 6.400000e+01 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x32x32xf32> to tensor<1x3x34x34xf32>
    %0 = tensor.empty() : tensor<1x16x16x16xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %cst_56 : tensor<1x3x34x34xf32>, tensor<16x3x3x3xf32>) outs(%1 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_54 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.truncf %cst_53 : f64 to f32
      %116 = arith.addf %in, %115 : f32
      linalg.yield %116 : f32
    } -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = math.rsqrt %in : f32
      linalg.yield %115 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %cst_55 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_59 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.subf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x16x16xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_59 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_60 = tensor.expand_shape %cst_52 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_60 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_61 = tensor.expand_shape %cst_51 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_61 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.addf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x16x16xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.cmpf ugt, %in, %cst : f32
      %116 = arith.select %115, %in, %cst : f32
      linalg.yield %116 : f32
    } -> tensor<1x16x16x16xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_49 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.truncf %cst_53 : f64 to f32
      %116 = arith.addf %in, %115 : f32
      linalg.yield %116 : f32
    } -> tensor<16xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%11 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = math.rsqrt %in : f32
      linalg.yield %115 : f32
    } -> tensor<16xf32>
    %expanded_62 = tensor.expand_shape %cst_50 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_63 = tensor.expand_shape %12 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %expanded_62 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.subf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x16x16xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %expanded_63 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_64 = tensor.expand_shape %cst_48 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %expanded_64 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_65 = tensor.expand_shape %cst_47 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %expanded_65 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.addf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x16x16xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.cmpf ugt, %in, %cst : f32
      %116 = arith.select %115, %in, %cst : f32
      linalg.yield %116 : f32
    } -> tensor<1x16x16x16xf32>
    %18 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%17, %cst_46 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%1 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_44 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.truncf %cst_53 : f64 to f32
      %116 = arith.addf %in, %115 : f32
      linalg.yield %116 : f32
    } -> tensor<16xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%19 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = math.rsqrt %in : f32
      linalg.yield %115 : f32
    } -> tensor<16xf32>
    %expanded_66 = tensor.expand_shape %cst_45 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_67 = tensor.expand_shape %20 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_66 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.subf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_67 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_68 = tensor.expand_shape %cst_43 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_68 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_69 = tensor.expand_shape %cst_42 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_69 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.addf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x16x16xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.cmpf ugt, %in, %cst : f32
      %116 = arith.select %115, %in, %cst : f32
      linalg.yield %116 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_70 = tensor.pad %25 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %26 = tensor.empty() : tensor<1x8x16x16xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%26 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %28 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_70, %cst_41 : tensor<1x16x18x18xf32>, tensor<8x16x3x3xf32>) outs(%27 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %concat = tensor.concat dim(1) %10, %28 : (tensor<1x16x16x16xf32>, tensor<1x8x16x16xf32>) -> tensor<1x24x16x16xf32>
    %29 = tensor.empty() : tensor<24xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_39 : tensor<24xf32>) outs(%29 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.truncf %cst_53 : f64 to f32
      %116 = arith.addf %in, %115 : f32
      linalg.yield %116 : f32
    } -> tensor<24xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%30 : tensor<24xf32>) outs(%29 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = math.rsqrt %in : f32
      linalg.yield %115 : f32
    } -> tensor<24xf32>
    %expanded_71 = tensor.expand_shape %cst_40 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_72 = tensor.expand_shape %31 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %32 = tensor.empty() : tensor<1x24x16x16xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %expanded_71 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%32 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.subf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x24x16x16xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %expanded_72 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%32 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_73 = tensor.expand_shape %cst_38 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %expanded_73 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%32 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_74 = tensor.expand_shape %cst_37 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %expanded_74 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%32 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.addf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x24x16x16xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36 : tensor<1x24x16x16xf32>) outs(%32 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.cmpf ugt, %in, %cst : f32
      %116 = arith.select %115, %in, %cst : f32
      linalg.yield %116 : f32
    } -> tensor<1x24x16x16xf32>
    %38 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%37, %cst_36 : tensor<1x24x16x16xf32>, tensor<16x24x1x1xf32>) outs(%1 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_34 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.truncf %cst_53 : f64 to f32
      %116 = arith.addf %in, %115 : f32
      linalg.yield %116 : f32
    } -> tensor<16xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%39 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = math.rsqrt %in : f32
      linalg.yield %115 : f32
    } -> tensor<16xf32>
    %expanded_75 = tensor.expand_shape %cst_35 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_76 = tensor.expand_shape %40 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_75 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.subf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x16x16xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_76 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_77 = tensor.expand_shape %cst_33 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %expanded_77 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_78 = tensor.expand_shape %cst_32 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_78 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.addf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x16x16xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.cmpf ugt, %in, %cst : f32
      %116 = arith.select %115, %in, %cst : f32
      linalg.yield %116 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_79 = tensor.pad %45 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %46 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_79, %cst_31 : tensor<1x16x18x18xf32>, tensor<8x16x3x3xf32>) outs(%27 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %concat_80 = tensor.concat dim(1) %10, %28, %46 : (tensor<1x16x16x16xf32>, tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) -> tensor<1x32x16x16xf32>
    %47 = tensor.empty() : tensor<32xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_29 : tensor<32xf32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.truncf %cst_53 : f64 to f32
      %116 = arith.addf %in, %115 : f32
      linalg.yield %116 : f32
    } -> tensor<32xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%48 : tensor<32xf32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = math.rsqrt %in : f32
      linalg.yield %115 : f32
    } -> tensor<32xf32>
    %expanded_81 = tensor.expand_shape %cst_30 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_82 = tensor.expand_shape %49 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %50 = tensor.empty() : tensor<1x32x16x16xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_80, %expanded_81 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%50 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.subf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x32x16x16xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_82 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%50 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_83 = tensor.expand_shape %cst_28 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %expanded_83 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%50 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_84 = tensor.expand_shape %cst_27 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_84 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%50 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.addf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x32x16x16xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x32x16x16xf32>) outs(%50 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.cmpf ugt, %in, %cst : f32
      %116 = arith.select %115, %in, %cst : f32
      linalg.yield %116 : f32
    } -> tensor<1x32x16x16xf32>
    %56 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%55, %cst_26 : tensor<1x32x16x16xf32>, tensor<16x32x1x1xf32>) outs(%1 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %57 = tensor.empty() : tensor<1x16x8x8xf32>
    %58 = linalg.fill ins(%cst : f32) outs(%57 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %59 = tensor.empty() : tensor<2x2xf32>
    %60 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%56, %59 : tensor<1x16x16x16xf32>, tensor<2x2xf32>) outs(%58 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x16x8x8xf32>) outs(%57 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.divf %in, %cst_57 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x8x8xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_24 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.truncf %cst_53 : f64 to f32
      %116 = arith.addf %in, %115 : f32
      linalg.yield %116 : f32
    } -> tensor<16xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%62 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = math.rsqrt %in : f32
      linalg.yield %115 : f32
    } -> tensor<16xf32>
    %expanded_85 = tensor.expand_shape %cst_25 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_86 = tensor.expand_shape %63 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_85 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%57 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.subf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x8x8xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_86 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%57 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_87 = tensor.expand_shape %cst_23 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_87 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%57 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_88 = tensor.expand_shape %cst_22 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_88 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%57 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.addf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x8x8xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<1x16x8x8xf32>) outs(%57 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.cmpf ugt, %in, %cst : f32
      %116 = arith.select %115, %in, %cst : f32
      linalg.yield %116 : f32
    } -> tensor<1x16x8x8xf32>
    %69 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%68, %cst_21 : tensor<1x16x8x8xf32>, tensor<16x16x1x1xf32>) outs(%58 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_19 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.truncf %cst_53 : f64 to f32
      %116 = arith.addf %in, %115 : f32
      linalg.yield %116 : f32
    } -> tensor<16xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%70 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = math.rsqrt %in : f32
      linalg.yield %115 : f32
    } -> tensor<16xf32>
    %expanded_89 = tensor.expand_shape %cst_20 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_90 = tensor.expand_shape %71 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %expanded_89 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%57 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.subf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x8x8xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %expanded_90 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%57 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_91 = tensor.expand_shape %cst_18 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_91 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%57 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_92 = tensor.expand_shape %cst_17 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %expanded_92 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%57 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.addf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x8x8xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<1x16x8x8xf32>) outs(%57 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.cmpf ugt, %in, %cst : f32
      %116 = arith.select %115, %in, %cst : f32
      linalg.yield %116 : f32
    } -> tensor<1x16x8x8xf32>
    %padded_93 = tensor.pad %76 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x8x8xf32> to tensor<1x16x10x10xf32>
    %77 = tensor.empty() : tensor<1x8x8x8xf32>
    %78 = linalg.fill ins(%cst : f32) outs(%77 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %79 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_93, %cst_16 : tensor<1x16x10x10xf32>, tensor<8x16x3x3xf32>) outs(%78 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %concat_94 = tensor.concat dim(1) %61, %79 : (tensor<1x16x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x24x8x8xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_14 : tensor<24xf32>) outs(%29 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.truncf %cst_53 : f64 to f32
      %116 = arith.addf %in, %115 : f32
      linalg.yield %116 : f32
    } -> tensor<24xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%80 : tensor<24xf32>) outs(%29 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = math.rsqrt %in : f32
      linalg.yield %115 : f32
    } -> tensor<24xf32>
    %expanded_95 = tensor.expand_shape %cst_15 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_96 = tensor.expand_shape %81 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %82 = tensor.empty() : tensor<1x24x8x8xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_94, %expanded_95 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%82 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.subf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x24x8x8xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_96 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%82 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_97 = tensor.expand_shape %cst_13 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %expanded_97 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%82 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_98 = tensor.expand_shape %cst_12 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %expanded_98 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%82 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.addf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x24x8x8xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86 : tensor<1x24x8x8xf32>) outs(%82 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.cmpf ugt, %in, %cst : f32
      %116 = arith.select %115, %in, %cst : f32
      linalg.yield %116 : f32
    } -> tensor<1x24x8x8xf32>
    %88 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%87, %cst_11 : tensor<1x24x8x8xf32>, tensor<16x24x1x1xf32>) outs(%58 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_9 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.truncf %cst_53 : f64 to f32
      %116 = arith.addf %in, %115 : f32
      linalg.yield %116 : f32
    } -> tensor<16xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%89 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = math.rsqrt %in : f32
      linalg.yield %115 : f32
    } -> tensor<16xf32>
    %expanded_99 = tensor.expand_shape %cst_10 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_100 = tensor.expand_shape %90 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %expanded_99 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%57 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.subf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x8x8xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %expanded_100 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%57 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_101 = tensor.expand_shape %cst_8 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %expanded_101 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%57 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_102 = tensor.expand_shape %cst_7 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %expanded_102 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%57 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.addf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x16x8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<1x16x8x8xf32>) outs(%57 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.cmpf ugt, %in, %cst : f32
      %116 = arith.select %115, %in, %cst : f32
      linalg.yield %116 : f32
    } -> tensor<1x16x8x8xf32>
    %padded_103 = tensor.pad %95 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x8x8xf32> to tensor<1x16x10x10xf32>
    %96 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_103, %cst_6 : tensor<1x16x10x10xf32>, tensor<8x16x3x3xf32>) outs(%78 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %concat_104 = tensor.concat dim(1) %61, %79, %96 : (tensor<1x16x8x8xf32>, tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x32x8x8xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_4 : tensor<32xf32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.truncf %cst_53 : f64 to f32
      %116 = arith.addf %in, %115 : f32
      linalg.yield %116 : f32
    } -> tensor<32xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%97 : tensor<32xf32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = math.rsqrt %in : f32
      linalg.yield %115 : f32
    } -> tensor<32xf32>
    %expanded_105 = tensor.expand_shape %cst_5 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_106 = tensor.expand_shape %98 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %99 = tensor.empty() : tensor<1x32x8x8xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_104, %expanded_105 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%99 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.subf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x32x8x8xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %expanded_106 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%99 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_107 = tensor.expand_shape %cst_3 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %expanded_107 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%99 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.mulf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_108 = tensor.expand_shape %cst_2 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %expanded_108 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%99 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.addf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x32x8x8xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103 : tensor<1x32x8x8xf32>) outs(%99 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.cmpf ugt, %in, %cst : f32
      %116 = arith.select %115, %in, %cst : f32
      linalg.yield %116 : f32
    } -> tensor<1x32x8x8xf32>
    %105 = tensor.empty() : tensor<1x32x1x1xf32>
    %106 = linalg.fill ins(%cst : f32) outs(%105 : tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%104 : tensor<1x32x8x8xf32>) outs(%106 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.addf %in, %out : f32
      linalg.yield %115 : f32
    } -> tensor<1x32x1x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107 : tensor<1x32x1x1xf32>) outs(%105 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.divf %in, %cst_58 : f32
      linalg.yield %115 : f32
    } -> tensor<1x32x1x1xf32>
    %collapsed = tensor.collapse_shape %108 [[0], [1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<1x32xf32>
    %109 = tensor.empty() : tensor<32x10xf32>
    %transposed = linalg.transpose ins(%cst_1 : tensor<10x32xf32>) outs(%109 : tensor<32x10xf32>) permutation = [1, 0] 
    %110 = tensor.empty() : tensor<1x10xf32>
    %111 = linalg.fill ins(%cst : f32) outs(%110 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %112 = linalg.matmul ins(%collapsed, %transposed : tensor<1x32xf32>, tensor<32x10xf32>) outs(%111 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %113 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<10xf32>) outs(%110 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x10xf32>
    %114 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%112, %113 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%110 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %115 = arith.addf %in, %in_109 : f32
      linalg.yield %115 : f32
    } -> tensor<1x10xf32>
    return %114 : tensor<1x10xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_10_torch.float32: "0x04000000F647023E9E65223E166894BDC75111BE3A901A3EE4E733BE047814BE9ED3B6BD8BA8D9BB97A1213C",
      torch_tensor_10_32_torch.float32: "0x04000000FEFDE43D6CE48A3DDCE388BBFDCE23BD9010E13C0801C9BD7E5B2FBEFF7DDDBD412F1B3E248F90BBBE29CE3D33D7013E2C8A24BDDE21313E17AC463DE4510F3DCED5DC3CC6C15EBCC59F10BED03DF3BC5DE278BDE014C73DE078C13D30DBA73CE5638E3D94DEB83D8CB02A3D8EC4913D68E628BD9AB325BEF99B0B3EFFCD23BD066EC33D9D2A0BBE184F1C3EB91300BD2A5E2C3E8484BB3DDC7016BD9237033D44FCEFBCC4D015BE71CCADBCA46F733D791A283DF4F698BD996AE33D605EB13C064FF53DAEC1073CBD7B27BE03C7273D169D2C3EF61F00BE1CD29EBB1A58B5BDEFCDA4BDAC6C873D81A0A83D33B7FA3B1ACAE13D0DA806BD767307BED6ED1F3E23EF29BE1835B03D4CDF013D8CBFDD3DCB73173DCF18A3BDF87A873D9BC9AA3DE1CCD13D3B7326BE9620193B647724BE16A3553C51BB2E3E27A9CE3CB76D953DA499E5BDDC3B983DEFA8F2BD54A632BE6786FF3D97F5F8BDDCE29E3C05E637BC0E4170BD4C8C15BEBDC2853DB3CF2FBE832E143EC39017BE3BE916BE2D572C3DB7460E3EF0D42DBE1A0C0ABE76C1103E09DE1B3BAD5BBCBD7184E53D73CB14BECE73AE3B6DEBD2BCB2D2D0BDF3F3A93D14C624BE787FBBBD162A3FBD2A1373BB596B273E6DED063EDB81D4BD0988383C19C5BFBC1A1AB63D35D833BD30C2683D6F27173E6FE02EBD8F5B89BD116DF53DAE7B993DF01BBC3DBB44333E7BA0F2BCA188DC3D074194BDDEF2EEBD2107BF3D323198BDC0E026BE069881BDC7E031BE7F9E313E3E5BEF3D3EF4003E05BFA43D693CC0BDE7630FBE2A7FF7BD9840343E6E79ABBDC37CD8BDA93B1DBE071001BEA10D0E3E9151903DDD52073DB36817BE9ACE8ABDE1AF2F3CA4A09D3BA61A203D7805653DFBAA5C3D35C1263E114DE9B8B7EFEFBC8F1DF1BD943CB7BBD6C3D4BD22EE0EBE03462FBD23846C3A393AC6BAD96029BC0ABA1F3CEC92C23D97FA05BDAF1E653C0AACBB3D786AB23D74E2633DEF78CDBD650350BDE7D605BEF97C16BE9E8495BD111D3CBC204B8ABDDF2C00BEE208F8BDAD55EDBDC84309BE15DBE33DB7BDEEBDAAC9163D687145BCA969193E4FF7353D131FE2BCCA13263DF20772BDFFF8143E375C5ABD11D6E73D9EF250BDA9DBDA3D8A1FF3BC8A4BCEBDF4981FBED13961BDEFBB8D3DBE37253E4C5BC73CAF5401BED6ADBE3CFE61D8BD8A3D1E3EF3AB283E0DBB5BBCEDC3E53CF7CF9A3CFAFD1A3E9A3121BE88D0243C2224303D41D0C8BD163B743BB4B41A3E1E82223E0172C33DBE592A3E440B3A3DC678CCBC42DEA33DFA52973C4F40233DE340483D1F81D33D17D8BD3D3E8427BE9B9F073DA70C3BBCD030C63C0A97BA3DF1838D3D7E2C11BD0E6B07BEE5ADB73DC6AACD3C9E22A8BD9D99103E08DA9E3DB964033E3E69603B9524BF3DAFCA6EBDBA4548BD31040B3ECC5C09BDFBFA3DBC79D90B3EB6E24B3DB952FEBD1890833D4D83F23D8D04C6BD9D85D6BDBD23A73A737A0D3EA0A50EBD7EF7E23DD6A11BBEBC5619BE6610EF3CB80F2F3E3A2C11BD6166303E3F26A3BDC597D1BD9030E9BD86E0E03D2C16BE3D15B5923DA1658E3D5764C6BD7571F03DD7510B3E4FB79D3CA208B63B4F1CBBBDD770CA3D527DC0BD64E3243E0244CBBD291698BD540081BD1D93193DCB1110BEC261A6BD1B3523BEF8100B3E2275E6BD40770A3E9A5C4B3DC9DEC53DCF9FFC3C9C83EC3DCA862C3EE6FA7FBD40C8773C6B391A3DB231323EB9AB20BE0C572DBE21B21E3E80B35E3D1B90A23CF791D6BDF5F4113ECE0E87BD571A1C3D9AB8173D22AED93D84A0E9BD9B2D2BBE",
      torch_tensor_32_torch.float32_7: "0x04000000859B3CBC0FB0693D7134B53DFD2A78BD7718263DA753173CA6D9353E8A05163EA3A919BE28670EBE4B44B83D5F2DCABCF0BDAA3DE2EE2D3ECBF93CBD44C7A5BD4B886B3D4F252F3EAFA1463DA728C33D7DD60E3D9F30CCBCADAFD53C8D78483D0A88DABD6205AA3E6BAACCBD2BCDB13D33D1CE3CE6981ABDA11E4ABBAD08BB3D",
      torch_tensor_32_torch.float32_6: "0x04000000782BA73F0FCB7E3FD88AAB3FE050773FC2578B3F722EB03F22F9AE3FDC550B3F672ABB3F4561293FF09EB73F936AA83F4F2B3F3FED01453FDCDF0A3F1AFE853FC02B8C3F8452923F2A911A3F142B7A3FB0CFB03F9A1C903FEEDE753F004D883F6025823FE6C6343F10D0973F282E853F0B19583FDAF79B3FA8B22D3FCD95513F",
      torch_tensor_32_torch.float32_5: "0x04000000EAD5293F4EEB023FCE38943FC472583F501F973F43C0363F96A97D3FD4F6913F27C87A3FDCC7BF3F0E938C3F9CEF823F1D37333FC6824E3F26B28B3F6C619E3F0027993FB14F543F4F6A4B3F9678123FA46C853F154EA03F29253C3FF970683FAE68493F7465373F63919D3F28D58F3FB16F403FA94C803F85CC3D3F50C8153F",
      torch_tensor_32_torch.float32_4: "0x040000001EF9AA3C6077CEBD9BB30BBB6C3D8EBD22F3F2BCC97EA43DFDB589BDA2EE2FBD2AEFB13CFF8FD43DC381A7BDD76757BD9F05D1BDCB5FA1BC1DD68BBD09F5013DDA08873DB01D263ED261F9BD22413ABDD7F7643DFF2AF5BD92C9253EB73AA6BD483C83BDBDC0BA3C84B603BE230C163EE342563E8B21813DD74A553AB5C305BC",
      torch_tensor_8_16_3_3_torch.float32_3: "0x0400000088BC62BDA0ADE9BCFB37F7BC0409923D96E5743D60421D3CF378823D66A4053D16AA3BBDA090B93CE07C9A3D768C253D60CA9F3D634E1F3D9B6DD2BC2665B93C20EC053C9631493D66B4373D5EB281BDBBB2143DC61CC03CCEA6483D4BA04A3DA6F6253DA6A82BBDB3E389BDC68A2E3D9B1E5B3DE02FCA3C6066DF3C682073BD20A4A6BC7098403D803BFCBB0BFF80BCEE9B803D3BA0113D28507E3DC0FEE83B2B74ADBC3E25AA3D5B7CF03CB048BCBC50AE2A3D835534BD7038E1BCB251963DCB59A9BC5E25273DD06732BD96C85B3CF62543BCD87E9F3D9B0D8A3CD054803DDE7E8F3D96AEBEBC46050BBD58742FBD963D1A3CD69BFC3C76E5393D00DCDA3BDBE0AEBC305F763D765082BDF3F21C3D4034863DD69CD93C50DE9A3CBB284A3D10E68FBC6B61863B4B534B3DB7AD94BD9EB31F3D0B0D82BC083AA0BDEB0089BCC0B3613CABB98CBA6B6F5ABDEF868E3D7684D73C18F65FBDFBB0083D56E826BC9ED537BD6B0F12BDEE253ABD43CB403D9E30013D5689CCBC27FDA23D9A6DA2BD133592BD1087183DE64D9CBD4607AF3C96C892BCE2A7883D567D8EBA3BE357BD2F8795BD93792D3D98AA03BD93659FBDA694343DB0DFFBBC182D96BD7F4580BD880308BD8B78253D5073C6BCCE0E7DBD741D873D13FF903D2B3FFE3BAB4AB8B9C0405ABC90C8803C7CDA95BD6EF780BD10799D3DA6D938BD3E138FBDB6ED803D365B75BD57E4A4BD43C82D3DA36846BD9BDB21BD9B363F3DE41EA0BD5394433D005D623CAE13983DA6FEB1BC8B79DA3C7839A63D9F4594BDD888803D2BD01DBDF311A5BD88A049BD00F382BC004AA73C9832123DBE85633D88CE39BD4E7911BD16FF96BBB605EDBC8BE098BD68D62C3D43D0033D0EB420BD56377A3AB04BE9BC1B37D23CC0B01E3CF67515BDC07E09BD273F80BD16B4DFBB6F02933DC0ADE53C1624B1BB4B54AABC065B0B3D437C3EBDD6A846BCDA3990BDA03B1C3D9B88093D534802BD684B903D0E4546BDB611BC3C0EF198BD56BF20BAE794A83D068EA6BD7FD68DBDAE25833D4B76543DE07DACBCC058863D00AB5F3C46F074BDEC249FBDC3DA3FBD9B1B85BC96A6D73C4B53863D23F11B3D4036C7BB80DB11BB6BD6A4BB8B87A63CBB52FEBC8B5B7D3D162CA43D8603A53D1CB48FBDD03BBA3C5670DE3B70C185BD7838153D8EE479BDAE3E32BD2B2A1D3C43683BBDCF83843DF39B86BDCB9819BDD6B6AFBBF003BABC1237883D14E28FBDA3B4343D6B4B9CBD60069EBDE0411A3D48730C3DBBFF0E3DD6DE65BCB01A7A3D906498BD98D66F3DFF0E9FBD73388B3DE0260FBD56E1723C16DE0BBC1648D13B86C0883DD6EFCB3CA06D913D87C9843D641BA0BDE632DE3C2074B53CA6F6973D239900BD4EC988BD1AF880BDF899633DAB54DABBC00A153CBE5C65BDC0078BBC8BD84BBCF684BC3C2B692A3D8637143DC0C0A6BBE2BF903D40704B3C4B315FBD001362BD2F1A933D833090BD38B375BD8B0115BC922D82BD800663BC2611FABCC082F9BCC68A96BC60822B3C4B3C673DB6AFA93DCB6EFA3C407781BDBE8C013D3619833C0E3C0E3D135C68BDE602793DC6F2A63CEB9CD73B9B63993DDB8417BD2EAA3EBD067981BC5629D43AFBB8883D40FAC13CC301613D00E9FE3C50B097BCAC829B3DF8238B3DBB60C33C5605AABCCBF130BCC38E49BDAED679BD56418E3C903EA83CBEF24D3D5C34A8BD36E9093D9059883D2066943D2CCA843DFB614BBDEBFF8B3D4B6DCC3CDBFD4B3D908FA7BCECC2A8BD58C2373D56292E3B565E9A3B466606BDB07E13BDE3B052BDBE081A3DABA9C53B26714B3DFB08953DC0C673BD808D0CBD0B9CF7BC40472BBD9B9495BD8B230B3D56B617BC4EA429BD560B2EBBF0E5F93C7E4460BD162B3BBDBB404D3DD0C52E3DF8D4473D0BA8123C20D5EB3C4B07103D706C10BD9EBE4ABD6EA76F3D4001233CE01325BD365111BCBE4F6F3D20278BBCBF6BA3BDB80744BD705454BD1B3E8C3C00D005BA7C6D993D2E890BBD005B8BBD56CC2E3D9F2DA13DE3DF093D53F68CBD6B480DBD56ACF33C9029BE3CDE1F32BD409FBEBB80610ABB3ED86B3DB692183D3EFD6B3DE0871D3D7658C4BC568DF0BA3656803DAEFC5FBDEB7F573C5682D73B63385DBD60358FBDF3C87BBD8808A03D56D52ABA8013E73B98D3213DB8B24FBD56FDA73D2B97AEBC201B59BD90860A3D00201F399696A6BD764B38BC7B7A513D0A31983D431C413DBF97923DAEE196BD7092983DDC4B833D58F10CBD731D81BDAC619B3D8BFA8E3C0B94223CD33128BD422B87BD66732E3DEB46BB3BF240823DC007A03DBCBFA93DE059AABC0645E93C767118BC4BFB473DEBA98C3C2010B83CB0CC55BDA6B7663D00B079BC068EAB3CD0488D3CB6C207BD60F256BDDE0D8EBD8B7A9FBDCEB5863DAB6864BC00C6A6BDABB9AEBCD0B7DBBCD0BB17BD8B3E2C3C821992BD860D8A3C4F5FA53DFFD6A13D564005BBE0E37FBC0093D8BAB017DDBC2BB5A1BDBB0B70BD7B5C65BDB0D73ABD76AF3FBD1B61953DB09A35BD70F1B7BC0B35A4BD244BA7BD42098EBDAF8D833DEBBA7ABDEECC4C3D6B97B2BCC0B01ABCDBE9A8BCAB93D73C864D2E3DEB87173D6B08C63B8BA26C3D0E9379BDCB736ABCB0227B3DDBADCE3CEED5523D462D30BD92669DBD4C95A53D6BF852BCCFB5A8BD78EA833DBF75903DCB531E3CA0A33E3C005B11BC56ED30BAC01C933DAE7243BD56DED4BCBB20F23C6BD2B93CA80191BDE00F3EBDB8A95DBD00A85FB9A3351F3DD8C03CBDE08317BDF44E943D4385673DB31337BDAC19A2BD8AA79C3D007D0FBDAC2993BDE0C15F3DB6A34ABDA04A26BD7F99A03D6888103DA0403D3C2E1611BDE605B8BC802CC2BB5E5D9ABDABDD43BBDCC6A8BD809C6B3D46DE763D77DC90BDD2EA8F3DAB075EBD264C21BD80A1A13D2BCD2DBCD6A4433B065827BD66AEBCBC465DB63CDB76D5BCA8D72EBD14A285BD409E473D7B14FB3C906769BD6447873D80D034BC080D90BD0EB6973D108D29BD6FE08B3DD07EE83C963E8C3D2842463D48131CBD2E6041BD8AED9EBD00E94D3BEF2B84BD6630FFBC6B35DF3BE8C76BBD2B40F73BAB2E8D3DDE62773DA4B4943D563DF6BAC01A3ABD069AC2BC46AAA53D80FF763B9660D03B4732A63DD03EC83CB01B90BD564146BCC0F0DABCB4B48EBDD614403BA07626BDC0764E3DAB824CBC429BA83D56B5A03BD65EDD3CFCBC8DBD4B7601BD30C8B8BCD246973DD3B4453D63FC053D4058753D5678693BB673803CAB882BBCDEA19DBD9B8486BD63AA58BD5086173D36814F3D13BD663DB0384BBD967E973B030F61BD80C08E3DD8161ABD966CD33C1E0C07BD1B60623D744B99BDB6867ABDB6A291BDF6F722BDE02CA1BC439F453D4B85B6BC8BFD90BCC3FD92BD6C66A6BD0BF845BD4096D63B202260BD2E86153D004CEB3C583451BDD6E164BC80B3643C70A2A13C4B268ABCA0C34ABD281F66BD2B57713BF8593D3D6B81493CFEB068BD473B84BD2B75693BC81951BDEE0C0FBD5AB397BD5EF800BD245F8A3D887C4EBDCE147A3DA37565BD38DE833D8039203BB637843D0BE21ABC668626BDD623CCBCA67EA23D8BD96ABC2653DABCA08A09BC88D00B3DF4CB84BD3E0D593D2BDC893D987576BD237A903DA8E65CBDAB4F7BBBE0BB203DAB2789BDCB805D3CA0968ABC03532CBD9666DD3C56B5E5BA4B044DBCE713A1BD56BBE0BBD31D69BD1663AF3B33D3683D24D5A0BDFE48363DC8498EBD8C8891BD74DEA9BD8FBCA43DBB454A3D4675663D6BD1D1BC0B39523D47EA8C3D787C923D1B4AF4BCC01DC13CBB9B81BC7E63943DC6CCA3BCF08864BD5C45903D9E51713D33B6A3BDC024983C9FC8953D16849E3BF6EF75BC0024B63C7C59A6BDBE980CBDA0B227BCDA378E3D569D563B28453F3D0643A1BC8C6789BD4CF78C3D1C1B9E3DB22C9F3DB8F543BD04609FBD56E2EC3BC2DCA73D5B677EBD1ED5343DA38C48BDB37987BD96F2C13BE0AD033C83219FBD9EA370BD8E4B983DE8B50B3DA6787E3D209B703DCA2E8ABD13694EBD606378BCEB9FD5BC0CD984BD96D406BD1B41F93CCBD0A7BDD6D31BBC16B34EBC4091693D06B5FC3C4055F6BC168E80BB12008C3DD0EAAABCF3CF303D13350A3DABC94B3C03B02BBDF6E8CCBCC6B11B3D03D328BD0BF22FBCA6B0763DC0BC9BBD6B5FE0BBF88406BD9FD590BD3050B5BCABF669BA2BB42C3CA6F7B5BC4BD0A8BD14CE84BD200EC7BC18A17E3D2BD1F73C80CB0C3BBEF01DBDD835AABD0B37E7BC60D2DCBC10E8373D668197BC48EF4A3DD6321D3B16D157BCCB6D96BDD015543DAC4585BDD61D05BB6626F8BC04B886BD5B388E3D602386BD26EFD13C083A2E3DC39A903D2EC032BD6BD026BD16920ABCFB32D5BC8C8395BD34FE95BD5B0F63BD03E192BDB2508BBD9E2B73BD24BA8A3DEB59063D685E373D8EC11C3DF0FD9BBD4EA516BD60622DBC1604ECBCB00EF8BC380594BD20F3723C2B9C0CBCD3E149BDB03BC8BCFBD782BDFE17363D33C33B3DC0540C3CFF3286BDA81B563D76BA96BC90D161BD537D5C3DF67D71BC7BD3B93C10CB8BBDFB9CF63CC6D69DBD10BA343D73DC113DC05D9C3DEB41ECBC633C8FBDD3C3813DD6A1E13C1E0F58BD1C7091BD9042903D48DE093D8BF30B3C2A5E9FBD8CC08CBD96D710BD30F9F4BC163308BD22A8943DEBD1E5BBF8B268BD265985BDC3BC643D000EB7BC4B8608BD960E393CD65CD43BDF849D3DF3A652BDB6058E3CAB0890BA8BA3853D6A3BAABD10D4973D60ABA23D96123F3D5B4EA83D007E353D00B2D63BAE7548BD1BAF4D3D8CD59C3DB6BF3D3C2BC8FE3B7A0C99BD4E68263D00C00CBB1F3B94BD4EB71EBD00A0253B40EAA4BB4CEC95BDAC28A9BDC02924BC1B80013DD693F9BB9ECF82BDE09B50BD300892BC563B5FBC8ABDA43DB7E68C3D561D553A566BD03CD058ED3C0676EDBC60B14B3CE0E6B83C209E09BC681D92BDB6D9133D540F9E3D36DAEEBC00141F3C901D7FBD54ED803D9B3FA4BC531163BD6BDC74BCC04B053D96F1223C0BBD28BDC8D391BD240A8F3DD44792BDABC0483A26CB50BD9B3BC2BC806F6BBDE3CB79BD96150FBD56E106BD8E565CBD372D9FBDB02D46BD305CA0BDA786A3BDD320213D96B7603D2C7D8EBD7A388CBD605F523D769B0B3C96B4433D7B2C853D20DD12BD9897343D2B94133C6259843D86CEA73D6BB8AABC87318D3D98E61A3D376391BD9B7BA4BC20D202BC8854743D5626A0BB76BD1B3DC0E191BBF3F83A3D30E9323D4EAD1CBD169A9F3BA80941BDC3A2613DBB18C53CAEE33BBD8674A73D4F52A6BDAB80783CBA91A5BDFB037FBD30BE7BBD4E1733BD905D143D80050A3DA69AF43C73C34ABD0B510D3DAFB58FBD1BF4113D084F7B3DFA69AABD50AA1FBD5E40133D86CC813C1BA1543D96C513BCC83513BD4370523D80B50BBD60492FBD9E3A11BDF6BF5E3C36E03A3C13736EBD83FF18BDA0E5F7BC8CFD8C3DC028A03D00A23DBD1BEE983DC027EE3B0ED35BBD3A71A73D2026A43C563D54B9DFD5A83D462BD2BCD2DA923DD80F9FBD625092BDD8A8173D4E43273D006D2E3BEEDA60BDCBDAE73CD84E643DA68E593D3283933D207AE13C204799BDA3713A3DE059F8BCF6AB36BCCB2B043D58BB623DD03D6DBD263B573DEE6368BD483612BDAB0204BD40E547BC6B83F73B70EAF4BC1312683D96148DBB4B68ED3CF029FBBCAE199A3DF0789BBCA6E5183D92FF8BBD10DD0FBD6B5627BC6BE42F3CCB9ECC3CE41D9B3D80208D3BAC49963D70F05C3DBB5CD9BCABD4903AB34F7CBDABA2383DBBF833BD809776BCA7E18EBD288506BD3CF3933D5621663AF8E0173D4C4396BDD3AB6ABDF35643BD12DCA83DDB1CE23CABEC92BBB8E50D3DBECA7A3D4602F6BCD677A5BDF65B2DBCEABE873DB047DCBC760B15BD1ECC97BDF04509BD688C783D7692AA3DD60897BD00B10E3B6B3FC1BB0B91AABD060C12BDC69867BD63C2A83D365886BCA2FA943D88C6223D68C93FBD43F247BD0BAC933C7EEA333D1EA119BD0B36893C806E753C3B22843D7ED97DBD1EF9203D86C74EBD109D763D5407933D70DFC9BCE0E2F43C060C603D8BCC2B3DD290893DE3CC64BDEB82993DE4FF9D3DF026B2BCD39B5E3D1B9864BD26E17D3DABAE60BD561E88BA3BBE9CBCF0A5513D80DC71BDC3057F3D6BC5CCBC20AC1F3C5639B13CC3840ABD9B46CCBCF68643BC9633D0BC56F5C5BA300311BD904EA93C3B6BDBBC3E464B3DABA7AF3BEEE62EBD0B6E3D3D4454A23DA35296BD98DB34BDFEC5983D40D45BBD8B46F53C566A913D5699F83B609426BC2761A93D360CDABC973997BD004C33BA588600BD9004863D840BAA3D6671393D46B27E3D3E220F3DCB3793BCD063CEBC16C3B2BB82A8A1BD7BAA873D80D91FBDD6267E3CBB92CF3CA3D02C3D760308BD16E444BC88ADA33DB03F00BD080419BD8C798BBDC09AB2BBABADBC3A2B813CBD340AA53D1B0062BDBB99F53C40F6863BEF868DBDF096833D1CC794BD73C36EBDEBBF823D",
      torch_tensor_16_torch.float32_27: "0x040000001535FCBD63CB093B334CB33DE95F063E32DF7FBD7F4544BEFD0D3EBDECF98DBE3BDEB33DBA14773DBB0372BD15C310BE8C0A043EA0C706BEC12E033DE4D1913D",
      torch_tensor_16_torch.float32_26: "0x04000000CF02133F00FA953FA967B83FE57D9F3FEEFA843F553B3F3F1CE0163F3172443FC827963F966DA33F642B293FCEBC633F2FF7383F56E2BD3FCDE0263F0821A43F",
      torch_tensor_16_torch.float32_25: "0x040000009C25493F64C3353FCF3C243F51FD9D3FE5F2393FA4899C3F344D9A3FE9668C3FE87D923F244C5B3F43C1073FC62A933F1085903FE3FE133FD8809F3FEA263B3F",
      torch_tensor_16_torch.float32_24: "0x04000000DBBC2ABDFB3BEBBD6F7A1EBE162F2EBC174347BD0C63063EAFD3CDBDCC478A3D42256FBC3FA95FBC7266A7BD6BC63C3D835F65BEFF0E10BE71ED063DD06265BD",
      torch_tensor_16_24_1_1_torch.float32_1: "0x04000000679183BDEDE7063EBE2FF6BA394929BE1EE3073DD124A53CE352C4BD7B6F3C3E962B2CBE77B83B3E0DBEAA3D6AC3BABD759A4E3E9BCAC53D68292B3EF4ECDFBD96B8223D93DBC03DB511003C811A3B3E3DCBA13B207475BD1BCF0ABEF2C5FD3DC20933BDDE2B47BE7D0C0A3EDEE4143E50844F3E839F8DBCC26720BEEEBC30BE312CD73D8007353E34A8753C2A72F83DD16E35BCB72B003EB31D65BD677B0E3D6497E23C159D23BE66FFC8BD183501BD074E48BDFCA51EBEF1F188BD250D593DB63B83BD72EAE13D2867CE3D3E4313BE2B3E1EBEB5E61CBDE32B093E5DBC8BBD61FF27BD59323DBE83DDA53D704B12BEF47B80BD8A45E1BD9300A43DCBFD483E4C8DBA3D490B0F3D13C26C3C0FEEA4BB4CA8DCBDC72D953D3E18DA3D7466183DC81D233EEC82343ED03B903D9EB726BE528F023EF3614BBB96BE6A3D4094293ECBB619BE6204823CD0AA2BBEB6C4DB3D6C4AD4BCFEDB35BE195EA63B3247CF3CC6010EBD1A8D12BDE4F0193EA1FE27BE43E590BD3D50403EC48EBDBD627AD7BD2E5E163E7F34BCBD0C5771BDB2AE1E3EAF4AF6BC7DA22BBE6C7828BE6896103ED17D173E9AD23C3E1A54FEBD6720523DEAE22B3E1B3BCDBBF7B8FEBDD89103BE6660C9BDDF80093EF265A5BD6A2B04BC2EAFFFBDBE722E3D1D2F3E3EEF7A14BE2E14933D7C735ABBA584E43D851E7E3DDF9B6F3D4216D8BB1617293E7422343DE572523C9311B0BDE57F203E2B9141BE5D632B3D11834EBE736225BE2D2DCD3C1AE5D73D8B32A1BD6204173E1ADB22BEFA2183BDA82AAFBCB3309A3D691E013D68DE9B3D694D33BE6D46D63DAE542FBEE569D53DB1B325BE46C395BDCDFF743C9050C03D0140393ECFA6383E693D32BED9DDB53DFC96263E75FD44BEF2988BBD74B81BBE149DE33C7458253EA4F4DC3B8BA5FBBD938C8EBD07820FBEE564043EB259FC3D8D36B33DE8ACB2BC7287053DBA9E423EB1D4DD3D1BD0443E4424F83DBBCCE6BD7B9167BD9239943D3E3319BEEDF03CBEA631443E69E6CC3DF62259BDC057BFBDDD834E3E70413ABE15AF18BE0F3E8C3DA4BE433C5325983D638530BEEABD28BE994C4D3E44E429BEC8ED1CBECB903E3E9E6FCEBDC7A36F3D346D373E68FBCDBDD87F60BDD36A083E75B12FBE916EEFBDE429FDBDE48C0BBEE46AEB3C4057D23D2DF6CD3DC4E33D3E320B6F3C71D402BE8B3CB93D89577ABD0BCD32BE4185443E4D577BBDF1924C3EF5FC38BEF309123D2FBD2B3EF6833ABE5A75073D8376E33D02C515BE6EE3A53DAACBF7BD287C33BEB89EDBBDEB858EBD40AD1EBEEA9C14BDF5ECF8BC6040DB3C9A85B63D7970403D2804BC3DE2BE09BD13377B3D772B02BE56E3B43D9F1407BD6806383E24A5B53D975C34BE222923BE07323E3EC95E3DBEBE4A0FBD986445BD12720EBEDA771CBE07AAD53CD1FF77BDBB98383DBCCE43BE2E7E40BEBC9515BEB593C0BD2D11273E21C5C5BDA576D73DC6C622BE9883AA3C4D27D43DE1B440BEC99730BAEFD28ABDAEC702BD84723FBE4689FBBD80A1A43D6260573992562D3EEE0C27BE7870BD3DA8485FBD7BBB29BEB9F4233E794305BE4BD4A3BD937E9EBCB0664DBDD419623D53662DBE3F94DB3D4F53F23D57613B3E4374A9BC24ECAF3D067726BE649FAF3DF787873D6D0C34BE73290E3D863DE73DFF433E3E29ED2FBD0B3148BD62CA943B339BD63BDAE818BE55B0073E1F6EF7BC50FA4C3E90E91D3C23A110BE8D09E13CF7CFC93D104EFBBC199D8ABD5A8843BE8DDC143E98550FBE3FF579BB28581F3E7DD66C3DF1ED213C1E0428BE4BBA11BE42D4943D94B903BEBB352FBECAB1A5BD75160CBEACC51ABD519242BEBB6137BEA7C62B3E023641BEA1A3C9BCCAF0CEBDE4E984BD049DAB3D8FEF4DBE629219BE47C5DE3CF2D01EBE93EEB93D0D29213EEB6F343EE8B0063E31D93E3EC1D4043E9E52133DC3F2BDBC0E5778BDF97CE9BDC4EF043E6D69943DA2A6F13D642AB3BD79F2923D6C5A1A3ED810E33A2CFC963D2BDA1EBE7E5AC83D15DCFCBD8A88043E9A204B3E0D8140BE1D2811BE112460BDDDA07B3D81FD1D3E9956E0BD8BDE983DCF4D133EC60904BE3886C6BCC019CCBD6127C6BD8592E1BCEDE5F03D2C79B33DEBDB40BC1DA96FBD6A6E183EA440F33DF2B4063E074F87BD7274C73D",
      torch_tensor_24_torch.float32_7: "0x0400000055F40A3EDC9DC2BDE8E3DB3DD7E60A3EEF54E8BC5F854E3A5E9006BD07A21CBD456216BC1F09DC3C03640EBE55C55E3D8387833D2A40EA3D12BB2C3C0BF009BDD7C7EC3B436C803D63474BBEC2E5423D5E1F82BDD5EBD2BAFB31A4BD8731B9BD",
      torch_tensor_24_torch.float32_6: "0x0400000041CE1E3FB9F42E3FA5526F3FD9984D3F093A7A3F39CF793F0B9B533FBC31853FBE77873FB6B7B73F22DCAA3F1BCD6F3F0DF56F3FA45CBA3FA58E583FEDF29C3F6489A93F0491223F7033783FBAEC503F4EA7093F3982553F70C9803F6ACA8B3F",
      torch_tensor_24_torch.float32_5: "0x04000000A6A68C3F2925933F6C8E143F6C4C8C3FEFC2203F3EBA183F2428AC3FAD39003FAA5D8D3FE9687B3F6296B93F2C608E3F13F1643F225DBB3F70007C3F8A407D3F44DF7B3FD9DC533FF8D29F3F786FAB3F21953D3FA5A9BD3F76952B3F2C62713F",
      torch_tensor_24_torch.float32_4: "0x040000008FA7F53CD5408BBD8FD92C3CEA60C73C3FA147BED013F03D28D9F63D0AB4253D9D92EBBC7A31173DC0706D3DB88084BD9B1CEDBDBBE96A3EE64C8CBEF35ED1BC63DCA4BC83A706BE030B003E6C76423D0E6412BD08E3AC3BA3AA343ECC1C2E3C",
      torch_tensor_8_16_3_3_torch.float32_2: "0x0400000058F270BD3E1B523D9BE72F3DD63F0BBCD36923BD23541F3DAE486CBDB0DD31BDE86790BD4E2E0FBD36A5C43C485753BD63E2523D400FF0BBB8BEA0BDC804503DA0F6A03DC8EDA43D18929C3D48B8043D40FB9E3BD6B91B3D90829EBD94CE84BD13741C3D8EEF683D60ACA93CAE79513DDBCCE53C3E98003D0EC6573DAB94003BC0B8A83CB8643CBDBEEC653D33C9A7BD70479EBD3BFF933D083024BDA4368FBD1A23843DC6D628BD40D1593C76B4503C36E1333C50367BBD6C788D3D603995BC98478DBD9CBFA03DAAEC83BD4F1DA83D1BB0A0BCF3CB523D0BCAD23C504A0DBDC068B03B27C4A93D585380BD707044BD305EAB3C4B2D4ABC0021163CF804873DBB8291BDA62DBCBC3429833DCEC51C3D724FA2BDCB0366BD90E73EBDD0AAC83C806E71BDE686153D36EAA13CE3BF56BDFA94A03D56E98F3C608EA3BDFCDC863DB313863D806AFEBB606841BC46C985BD00F454BBE63F58BDB4DCA3BD70F387BD2BF0C2BC76FEEFBC96AAA7BB204C6FBC080A373D4B2C0D3CDBED1A3D583F3CBD8052F2BC16F561BD16E5EB3B32A0A4BD7646093DAE5B063D3659863D70CF973D2390273DA0196EBC988D6CBD36B7BE3C8F5689BD33CE7D3D10B5AE3C087B363D5BBF33BD5BC5E6BCE28183BD267B40BDDE08293DCCCB82BD538BA2BDABEAC7BB722D823D661A6F3D066B95BCEB0C0D3D1659AABBA0CE283D03E4A1BD5E5E213D66A888BDAB72403D8EC0763D986B4B3DB6238E3C00E00A38F463A03DC8C5A93D76C0CEBCCE302FBD0069273CD821813D8B93453DC6DD333D008C693A60411A3C2B23CFBC56509ABCE05C203C0078B83C40C5B43B1BDC5D3DD3DA22BD10888C3DB4AE8F3DF6D9B1BC26D725BDD697693B56736EBCA6AC9E3C3B613EBDEEDC85BD1083D1BCAEC0A03D169DDC3B56D983BA6629943DC054C1BC47E3A7BD63347FBD907313BDF02993BCD3226E3D06D1033D508732BDAB6BE9BC535A113D0034FBBB6E2C323D1240883D4B43173C206A67BD1BEA62BD833D40BD5B6D8E3CD690983C4C71A23DBE2B24BD562CC33BEB02403D3639BC3C06283D3DA8F5793DEBB5023C8E568E3D66F007BD405257BD26A24CBD00EB10BC0F0A9F3DFEAF873DE6A65DBD360D693D5EB905BD4E39873DB06C943C602E0CBC00E21A3B605110BD7ECD44BDEB45663C385720BDC06709BDEEC962BDBE8CA33D10FA9EBC28A27BBD4E302CBD9B9222BD1B4D1CBD8628D4BC7B737E3DA6DA82BD5E5E17BD2C11863D338247BDB095B3BCDBF3B93CD8B2303D801456BC866BF6BC00E0C938607F993D9B67B13CF67ADE3C706AC5BC8631E03CCF95853D6BA1BA3C16E0813B78F7583DA049023C06FF32BD18F926BD00ACCBBB60D43D3D18D9313D42E38C3DF6A792BC2BF4953D46C9D4BCFBE8893CEB307B3C1663CCBC8438A8BD06F3923CFF1BA0BDCB3C813C9B102CBD0032183C6E5843BDABA1023D7C30AABD746DA9BDEC54A1BD7BB2BCBC0BD4523D0BEB0CBD00B7C93ABCF2A5BD4B51C2BC380335BD4BDE89BC80A5643DEFF68ABDD6B7F6BB06C9903C7BFAF33C6C599A3D5B2E9A3D00EF18BCB09398BDD6FB6BBCDEDF87BD4EAB083D832D973D808E283DBE213BBD96E9713D66FBF63C60ABD13CB07073BD3EF87D3D8088EC3C4A5DAA3D7F4D8C3D7F1C88BD90A4373DB051963DD062993C286F263D201D0B3C00ADBABCA691E0BC33532B3D604D6CBDC04DBD3B38334E3D2B4260BB16F3A4BBB3B2A9BD6401A6BD080D433DB66928BC16D9953B3615523DF8B292BD5605D13B886D2C3D3670CFBCD64237BC00B866BCB032A6BCABDC363A0ADB9BBDAB0E81390B35073DBB07DEBC433E3E3DD6564F3B97099A3D4018923DE0295FBDBEC54ABD70CD443D23B723BDD64301BBB3E875BD40A37F3DD6AEB43C707B99BD367465BC9E8C5CBD002B683D705F84BD00AAADBAE05A083CE699763DA89464BD40B7413C68A041BDE0CE873D5664A93CC64D6CBDB02FFC3CAB35693C48580FBDC863633DBB0B0BBD007F623C5054C33CE61EBA3C66682E3D00B2CEBA5398733DE2D08ABD53D6093D20281A3CA605D6BC9BEFD1BC4BA377BCE03A513CAE0364BD66B51EBD0EA2533D43C324BDBBDC44BD0E7721BD805CE7BC9613613DD79C90BD0BF7263C0E97AABD3F1A973D13C53EBDB614433CFE1616BD6B4920BC2B0AC83C9EE9703D106A8D3DF69D20BD98F459BD96F9C9BC9C1196BDBE593E3DC6251A3D104B0ABD73AF4CBD8084733B664ED13C76F96E3C2E186B3D9C059E3D022C9B3D63EE7D3D2B7C123BEE0F473D569793BD33BA623D64BE9A3D1BE440BDB83F64BDCBC531BC16135E3C23920ABDC6EE19BD1B069EBD861FE53CD3F934BD8B1BACBC2B35723DBB33C33C3BC78EBC1E2A3DBDDE1383BD20BAE73C5E0945BD3B8AE9BC4669A8BC1318843D80D02CBB78C51EBD9B2CB43CD638233DA0B012BDE69B553D5E2D31BD3E3B08BD5BB9A63CC0FFA73C6E8809BDA086003C40B56BBD6C72A4BDB629023DDB64333D969F6A3D0E795ABD78AF3DBDC0A1F0BB7E6F913D2B343A3CEF6695BD9672933C6BA14DBC864C223DABB3943B3041AE3CB659D0BC00DF6C3D6BDD513D106C2C3DD65E98BB7B08A9BD831A5DBD6F1EA13D00D6A1BB5655FEB6287C3D3D836C3C3DE0D6CD3C0404923DB65E083D8033383B10D1EDBC93D96C3DE0FE9BBD523FAA3D93D77BBD36941BBC6E81533D88AE433D5BD1FFBCD0C6FC3CE3D66FBDFBEF17BDA35B6F3DCEE036BD9EE30BBD2BEF7BBCC088F23C36A5EBBCC614083D230E16BDE8CA76BD50264DBDCB232B3CAB8337BC80193D3C0C1A973DB021AABDE004923D2E7F8EBD40BB5B3C0620AF3C967B01BCEB3111BD03018BBD46D3633DB8D331BD1B738A3C2634B93CABD8D6BB2B56093B30C3C53C2BE6713C13C3923D560BB73A168856BC583B6ABD9E5407BD8BBC68BC488154BDB09E233D5B41DE3CC39B5F3D3E7D953DBEED343D13260FBD648F9B3D5BAFB63C969F71BCFE80803D439D103D8B095C3CBFB596BDEF87A93DAB36663A36488ABD002001BCC075273DB6DBE43C06EB4F3D66FFD8BC80D8313CAB8EA23B6BE1553D8E79763DF376893D9E7A33BD1633FCBB4B6316BC56AA14BB62479A3D9BC8A1BC403900BC70CF883D578BA4BD26271C3DB61A52BD8BAB3DBC2AC8983DE03227BD80222F3C18CB87BD364695BD683494BD3E15473DD65AC93CD659B73B1CBC863DA8F01F3DBB46A93C9B3BB93CE05E8D3CC6AC80BCE8E70CBDEBA0FD3CDE361E3D06CACC3CCAC6A2BD46EF003DE381863D00646A3D9B1B12BD3E0C37BDF0F109BD363C1E3C4E54683DE6D191BD13DD663DD07BBBBC7A30A5BD963A8BBD50FE7A3DAB3F573BD6D031BCE8BD723DC3BC233D80D746BB28C643BD90DD0FBDEEBB583DFF1A82BDCBC739BC807C4C3B23E54CBDB31824BD438C6C3D70601A3DA35C213D96C29E3D733E9B3DDCAE993DABF7653DC076E7BC840683BD2B2D533D6886263D56B235BDE09B2EBD0600CE3CD426A53DC6E1783DE7C6A83DAB19D4BB289592BD460889BD8E83433D10C1F9BC1BE8FC3CABD3D1BA48FB2B3DE3E41FBD006CEF3A06BEFABC0881933D7BE8833C239827BD9669803BD633FA3B80730B3D78BD5A3D1B4B62BDD63571BDA0DA0A3DB09AEC3C586A0A3D8638663D43B658BDE652F6BC40BDC53B16CA033DFFFE8ABDF632143D03829BBDB0C9663D8B7A7DBC5B08EFBCBB3DDDBC96E5803DABF1E6BA8BBF953D8778A7BDE0BD463D007538BBC078213DF6996E3D5616B5BB0FE1A63D587A49BD5ED93B3DFB22AD3C0B72C2BC8E7D1ABD7B1E373D56AA1A3DDE834DBD43315CBDD30B3BBDB8A6AABDA09127BDD60CD03C0039F6BB8B5B63BCF6EF293C74569A3D3B3FC2BCFEAE3E3DAB0E283C4B7832BD9A98A0BD0B07E83C9075F63C73DDA33D3B89733D9B5A703D56CFCFBCE0AB85BD4F0191BD562794BBB6320EBC1047443D2BC50CBC2EF50DBD2B4D0DBB265B733DE45199BD2B90F63C2B960EBDC69934BD9477843D00776B3C436063BD3B6115BD5F9690BD5638A23DD0C6FCBCA0C0EB3C66D697BD4BF22E3D53A5A93D203F163C5E9A363DBBA483BDD6A150BC3BFDA9BD6BB522BD2B730DBDF6B396BC9E8D20BD3FA1A3BDD0EBBF3C83713EBDC008503CAB120CBB8E5738BD80A558BCF3EA5BBD402059BD0B1D00BCA3BB85BD946CA73D16F4D7BB8E08A23DF0DF66BD837B733D0064CC3AA6983D3DE066DE3CFBF126BDD63D95BB8068C13BD2FBA73D5632D0BA2ED51FBD8F0FA9BD70BE90BC003E133A73863FBDF8516BBDF383033D30FF78BD061CB1BC804DD23C96B7653CDB0F793DD643853BE87E2D3DE6314B3D1E5D983D301F823DA0CEF8BC26AA1EBD87D2A33D9ED51DBD7807343DBA48A53D7002273D2B6B5DBBA4B98BBD1AE896BD333418BDE3B7673D96CE423DABDE26BB4E324CBD7C0C89BD6054D4BC607751BD666092BC989E8F3D40F37FBD168203BDBB9FE03C5EDF043DA0F2323CC8710BBD2648873CF6D14C3CA63C983D88AE11BD965990BD60918D3C36F80E3DC8958E3DBF8B98BD53B03DBDB60B70BDD681D3BCE05A18BC2B7484BCD6F7513B6BFF90BCAB4B463D766CAB3C7B516F3DCB01543D335358BD2B3F67BBA6AF95BDD0E4623DBE1652BD27878C3D5BA1C73C8E4002BDD631613DE000123CA039F23CF6B86E3CCE5C603DD62E23BCD6DF833BBC16A93DC4D78CBDA63D773DB0EE833D5FB7A8BDDB31CDBC83E413BD3B13D53C488D0F3DD66C8FBB26B4CBBC00F73C3B6ECC183D22E0943D16E35FBDD33654BDBB11273D608B943CEB91D63B58652DBD83428DBD2B346CBB4B53243CCB33183D90BBFA3CCA50993D405BABBC9680F83B9BC510BD9668203DB83D4ABDAC2387BDCB388F3C2674DE3CF434813D86DAC4BC873A863D809E8EBC620FA13DE037B83CF60ED8BC6B5C883BCE556EBD86454CBDABE234BA5651C339E658A7BCC6278BBD26F7863C56BC19BD563D763B0BCCE13C545D863DE66A9DBD4E114ABD6E179D3D960F703CBE7E7A3DAE11A1BDB8BD963D4BFB033C567D0839AE2B8DBDD7B5813DFEC7483D1320A43DDEE8503DEBF1ED3C866D76BD60B3313D760314BC40D91CBC1676E93B203A443D60AC4EBD3BE1BEBC5B43E7BC2051413D26B03FBD5648C13C18523DBD868644BD4BB5D5BCEE307F3DD79B833D3009AABCCEAF7DBDBBEA873DC81D43BD36C8573CE60263BD60B774BD0008013D2080873CF2FA873DE89B793DA0C104BDB0669ABC931D833D60120E3C4CCE943D2E4016BDEE65743D2032FF3CBBDC6ABDB6DB65BDC0E041BDD6C5063D2776A63DA7578D3D96AF963B86A50A3DFED976BD4B372EBC87E3973D5628883BC0A0083D1847253DA6C12C3DCBD0033DA02D0B3DEB7AA93C98433B3DF887A6BDD09932BDF065353DB6669B3C723593BDD6593ABCAB27BE3C1E9087BD4E8D82BD8653733D0B55A6BCA65EF3BCE02F183D80E7543C78A141BDC0BE95BB337156BD43DAA2BDD790A3BDCB14943C0BC32F3CABED47BD500DCE3C23F090BD6E819F3DE885193D40309F3DC82283BD50B1A2BC4A8D81BD567175BB86CFFDBC4C76A6BD20717BBCE35A1ABD6CAC8DBD363D453DD681083D505635BD409A393CCE69513D562BB43C16C87B3CD3E25CBDB8CA3A3DC39F103DBE5F6EBD6A4EA23D7CBE93BDD6F3D73BA00B943C306F373D1B0573BD935489BDAA2AA5BD4827173DEB7BFDBBD6B68ABDCE9B8BBD2BBC323CBC4584BD6B2CB0BB3EA165BDEFFEA5BDD61351BBCC7099BDE630CD3C80A0C53C34328F3DE8AB403DA0D31EBD7E501ABD62E48BBD3EF196BD4B585EBDBBD0CB3C3E97873D6E8C15BDCBDA3D3CD066A43DA44C913D93998A3DA006333C6A52A93DD020823D0B69353CE013123C56E9B9BAE881973D56298D3B6B0FF33CAB963E3BDFFE92BD70111F3D3E6E2E3D6F39A93D5B1BDEBC201EF73CF0CA5B3D165FEABB967A54BD26457EBD2664A7BC4AF5813D76DECE3C5F309FBD3E1C783D96D4A9BBF3E2693D7890693D36AC2FBD63C9543D402235BD562385BD189523BD96E30B3CB46A903D2BD26ABD561A523D1ECF3C3D1062A73CFF3084BDB8D3763D880C0CBD4B6941BC42099D3DDBDB6FBD803E753B9B128B3CD8C4473DEB1A52BC00A9D43B482437BD30F4723DB6188B3DEE3C76BD96FBEBBC30B5A9BD9BB0A93C1B94C63C10F64BBD5E6C783DF04C7CBD7304593D40147E3DC2639BBDCB32693D588372BDBEEF69BD2B8322BCBE01A8BD0C22843DBF45A43D76FC23BD7094013D5A64893D5B91C03C3B411F3D88885A3DC8267E3DE6C4AFBCB022C0BCCBBA29BC2B1400BCC0718EBC5642E6BA567897BACBB4ECBC2B52E9BC88D482BD66B74A3D3B9C673DF69123BD38EB053DEF63A0BDB035C7BCA8456EBD5EE508BDA7E994BD005BCBBA3E43213DEFFE9BBD9F4B8E3D2B38FBBB3656A7BDAB65ED3A76ED26BDF6F4F63C004AADBA2B1F7BBBA6C5533D2B3422BD88708A3DB0C4B53CB69ACC3C2B5327BD4BA7C53C",
      torch_tensor_16_torch.float32_23: "0x040000008EFE21BEC044FDBDD3EAD53D2D2EF3BD63EC8A3D3AD3183EACD81BBE17F45B3EBAEBED3CDFB3EE3C97EEDE3DF228E23D38431ABECF03543E92539DBEFDE8933D",
      torch_tensor_16_torch.float32_22: "0x04000000315B2D3F2A82AC3F1A5B613F64DB883F33D48B3F3DB9893FC8749C3F57EC533F4464733F6ECD433F1B6D013F6D4E473FE10F663FA66C873F207C533F9A3A3A3F",
      torch_tensor_16_torch.float32_21: "0x04000000411A753F9AF04D3F4419523F38EE1E3FC132673F7F0BA43FD86A1F3FB9C9123FCED3613FFDCC273F58B1B23F717F163FBB77983FB308B23F414F5D3F06ABA03F",
      torch_tensor_16_torch.float32_20: "0x04000000DDE2E7BDA5605FBCC0E46EBD9DDBE13CC82A40BD6B68FC3B535D513D854A52BE8D04F5BCEA5B4BBC69E9A9BDC74116BE9569DA3DC739A63D55E9043E473AA2BD",
      torch_tensor_16_16_1_1_torch.float32_1: "0x0400000046F83FBE28119D3DACA2073E30F9353E12D604BE1800973D38BB09BD148A2E3E040DC03D50DED13CB09BAABCA0DAA43C484AE63DFCC7B13DAC7D233EC0B4983B4CE5C9BDBC02D3BD4A6B5CBE40A2CABCC0831B3C54A668BE6448343E52FC233E142EF93DA813EC3D30820A3ED8A449BD30CFE53DE61F2FBEB066D3BD1061173ECAAB193E10C92FBDC0C345BEA08871BEE8BD33BE301E033EA0AF83BD0824493D8297233EF01E7BBD24E0433E2413683E465F0A3E5E950FBEE0EC07BDD664003E849B47BE0013DEBA48582A3D78840EBED0322E3D089055BD0891E73D002AC23A7891E2BD1AC8453E50A251BDD803653EBEF4473EAED1253E30F111BDD6C2183EF0B7803C083E7F3D82560ABE827C6D3E3AE461BE4C542CBE78E34B3D08C1DA3D08147C3E20907E3CC07078BD207776BD4805E53D9434E03DF8B647BD00DA21BB4C9EFEBD5084EA3C18013E3EF2E14FBE02FB7ABEE0C8F33D98DDDBBD905E5E3DA08F083CE46D26BE6825443D88A8103D9C5417BEB8F099BD241D38BEEE7D503EB88D46BD948CCA3D186280BD36B92ABEDC9798BDC0069D3CF0D3BF3C9892D6BD7030D23D002ADB3DA0EC49BC041C86BD645D7F3EF0F56A3EBAFB4ABE2C136ABE9022D1BD14488D3DF0126D3E9804C43DDA81513E78B76C3E38980ABDAC43273E1079CE3D527B203E5E5970BE5E6B33BE04EB173E70D7303D8C88B6BD08A2733E74C47D3E04FFF2BD54867DBE123A5C3E90C9C33C9445F23DF6CB063E58E6023D5C5E34BEA0BF28BC0C2D4ABE00F136BE8C022ABEEEF2233EE8FC39BEBAD079BE6CDAFD3D9461683E12CD233E3828C5BD1C8C91BD2A467B3E203552BCEAAF4ABE30BB383E948DE53DD05EE03CE8C9E63DAAA61EBE9AA93BBE10190CBE403F263D40BD543C2C98FEBD786C65BE90549DBDEC753CBE9C9251BE9007F3BCD82C473D36A9333E8CA2C83D5E870EBE00FED6BC5023D03CE01192BC147D723E001DE33BEC87123EBECA6DBE1E20473E80BDEFBDFC70F3BDFAC8763E9C5F3BBE8417C43D0C129FBDA020FDBD848127BE0E6A48BE421C1B3E1426E7BD621A763EE6F7423E300F86BCAC2FBFBD8089A63B987CCEBDCCCCEA3D0A4369BE06B3093E80DEBD3BC491FE3DFCD7F13DA02F483C94B8F2BD44812F3E6E987B3ED09EEDBDEA9F37BED4F8B7BDE019E6BC489130BE4C6CE0BD2E2210BE002B423B94A7C8BDE4152EBE04E044BE500313BE8850013ED834C0BDE0DE6BBD56AE133E9C71423E808D33BDD0902CBDB6B40F3EEC0A6FBE2A1B1ABE10C970BEF460F5BD74F782BDE2AA6EBE704A0ABEC0ED50BCA48C31BEFA192B3E64EE243E5820083EE8D95CBE4E475D3E1E086CBE322B38BE843DA73D1038ACBC8ACA133E32F36BBE0AD776BE62344DBE90B2F0BC305C3E3E660D5EBE66FC47BEF2D36BBE26EA63BE980AFDBDAE4A7ABE",
      torch_tensor_16_torch.float32_19: "0x040000007AD40F3DD3889F3D98B8C7BC76A5B9BC48713BBE852383BDA7BC7A3C63F9D4BBE9C5B4BD93AC78BD7BB3FCBDE7008EBD236DB53D7EF7C8BD15B1EB3BB39D4FBD",
      torch_tensor_16_torch.float32_18: "0x04000000F510A63F9F0A4C3F5E54A83FA697043F6191593F3FFD593F7C09AF3F39E7403FF95DBE3F8E62A93F5466963F1A16B73F4D47163F4C9BBB3F8E89593FDE066C3F",
      torch_tensor_16_torch.float32_17: "0x04000000CBDE263FC31D783F4016A63F5667113F99993B3F44CDA93FDBC6013F9901023FD11F233F5D8B583FF022B23FF42EBC3F3CE0A73F8470A33FB0EEAE3F1A59A43F",
      torch_tensor_16_torch.float32_16: "0x040000008143923D827160BE731D9FBDEE2F9B3D4C5CA13D1311FBBB96B126BE976C25BEE0BF6BBD7BD5E13C9C03A23DE3DA5DBD29DEB73DC3D4703DDFE4CCBDC0C0F3BD",
      torch_tensor_16_32_1_1_torch.float32: "0x04000000A4BA9E3D9B389DBDC8DE08BE834E163E852C473DD09DCD3D883B3DBBE7C8C23CDA7732BEE4E6463DBFCDF2BDD3F032BE25C8373C82BB1FBE7DD80ABD0AA4BFBCB8AA303E832885BCEEAA66BCD3230B3EBAD320BE553F11BEBB04A8BCAF85833D3DBC99BCD984093E1E79EBBC33911DBE8476B13D8826E03D1D2E05BE13D9953C9595233E0AE597BBFE1BD3BBAD8C0DBEBF6279BDE89B37BD7E8A183EFA7528BD1282ADBD7D981A3E3C81A8BDEC3DD3BD5A28FE3D3050BABDAA83443DD676293E41C91CBED926C1BD4135E5BD9E536BBD75FAA7BD6204F73B9B9CF3BDDCFAE5BD97C5943D03EB66BDF8DE9C3DA537173D54B376BCB2B5913DB45DA0BD921CB73DB108623D3A7BEDBD84B385BD8026CF3DB214933D10770BBE5026C2BC39EC4DBA4596C23DDF96D4BC0D431A3E447C26BD5E1ACB3DE28E49BDBC9A9C3D8978423DDA97D23CCE780F3DCC18E73D4F4685BD768072BD55AB7E3C010BECBD80CFEC3D121681BD50BD0F3E4F91573D7A4BF53D350D543D9AEF8ABDB9EF473DD8CA693DDA219A3D5EF4FD3D84171D3EC3C20CBE50B4F23D510A16BE4408243D87F92BBD271DBA3DF9FAC3BD38F9193E1CD988BDC49EA9BD85BC0D3D50151EBEFB75493D91A7303EBD35F23DC4F9303E0754993DA1C630BE20AEE3BDECE4573DAF2D593B429AEABDFE399A3D12FDE93DCED218B9CA3EEEBDF2EE1C3E66A71CBE7EEC66BD8DC4AF3D75B2033E883A07BD361DADBA8DC4BABD3F91113EBDD859BD27140FBD5B972E3DB922B33DB57F083E7A47BD3DBFFDB2BD0064F43D668CEB3D2333FE3DAC15F5BC2446343D6C721C3E57BFE1BDBB9F7EBD254D093ED6112C3DBC0833BE3016AEBDD529133D686F603DB60288BD8EC7833DFEAA1FBDC8531DBE5DDA13BC9B36823C2CA010BE8B8D343E5D05AE3D24E171BD08B2E83C38D0B33D485CAA3DCD387A3C616500BEE14A1BBE7C8DD9BD447FD93C46EA14BE1F69733DEE53083EF2E3183E976DFF3DE574E7BD07698BBDDE6DA6BD3667DEBDC5FB21BE8279D3BA5E7002BEB14AD2BBD7C72E3D721BDFBD5EBD90BDEBF6453D4ABC303E1DE49F3D8F512EBEC4EC11BEF817DA3D383E8A3D307A19BEC78956BDA59782BDF11970BD1B3622BE387DF33D75D40F3EFB2F2ABE14DD983D4428B23D7668D73DB615D0BDEC4D6A3C8D9A413D031D9ABD3BC4C43D9378FABCA2C832BC056B97BD7F6B0DBE1FF7CABD29F005BD4BB3BE3DB067853D3879233E690581BDDFA4E0BD364F8C3D939A25BE132B163EE664BF3DD5E7763C11F3CCBD4946CBBCEED2D8BD88ABC3BCB2F400BDBE20F9BD925C7BBDEC1B12BE4C79BABDCC39293E336971BDF0279EBDBBB0AFBD492B303E90E6D63DABD5A6BD8B08B9BDADD3593C9B01213DA656B43B91F3993C5A7F173EB49621BE4BAE15BC3AABFBBDF3BB1B3E9EE00C3E6DEFC1BC3AB6063E3701243DA4C69ABC574822BEBAA8B2BB5A8D9CBD2215F73D94DBB1BC3B7ECABD65CD843DE185FC3D436C1EBE2D6A9CBD367E2FBE31B0BBBD403B09BD43DC1BBE51771D3EDC62EC3D7087DA3DF54B373B274C0B3E4705183E889CD5BDB20323BDF764FCBDCFA8EEBDFBF8763D3104C33D612D47BDD41A243EA28ECF3D8E2580BD265329BCC77323BE1FDCAA3D936033BC6DF4853C2D6F51BD0AFC13BC1E66A5BD9E23BABC4080EC3C6DF1023E2168043E979C0C3E300F0CBE945F7B3D615171BD516F153E240032BE2ECBFFBD62386D3D07D4F7BD9F401EBC330D833D7E84033ED17E03BE10CA10BE741116BE1A72823D72A3323EA0CF28BE1A41EF3DD9E143BDCDBDAF3DB46F3DBD4B8EA23DE9C16ABD3F3714BEA6C3273EFC3E123EBD4FB7BD0D8A33BD556592BDD84E113ECE43653C8BC57D3D429F5ABD8070EF3D4C3DA83C71E0F4BDDE3A223EA8D58F3DC177CC3BC08DD33C6BC4083E5FB518BCFB606C3D31BF833DB9A7E4BD9D48E73DD5C6B0BDA55EC53DBDA4F73DFBF1103D949868BCFA36DBBDD1681BBEAD2D01BEF38A063E9CF1343E83AF20BE8AF07E3A28EE2FBEE0EFB3BDF6848ABD649C6E3C1321143DD440F1BCFF81B7BD4796B2BD707D84BB49D90B3E7DB909BE6C7A0ABE1460D23BC2A2BFBC8ABB283E5C4A143E60F5DFBDDF086EBDA59016BEF5C2F7BD0C2EECBD3A1E333EE17A17BEE884A8BD38A3893D469E0C3E9A19BBBC67E823BDFD651B3E567ABC3D58BE21BEDC2F14BDA0FE893D637B1B3E34A747BDBB80CB3DEF3D8C3BA06DD2BDAF6F0FBEA147373DC2AA3FBC80C7ECBDB90C753D3A255CBD872313BE0AFB473DE29A1F3EA6EB123DAE99323D92FE243EB2F0883DD41D3EBDB7CA0FBE3C24CB3DDEA1F5BDA5A5E03D60ECD2BDD123BABDAB8DB43DB00B9ABD1CE1B83D98B901BE575D283EBDDD2F3E1EB0883D6B80E9BC14B8AD3D7D6E2EBEB7F60FBD55EB4ABD3901CFBDAA39B03DA1C02ABE2ED2B4BD98EF27BEFF0B283E4D60063EF43029BEBAEC91BD2AD2FDBD2196F4BD3D76893DC72B173ED0C31B3E5EC118BEC27DD8BD8B54B5BD1453BFBD95E02B3DAAA502BEF984C7BC19484B3DD2B64C3D654B5BBDE1A1D1BD6401A03D0FD2F3BD303F013EC576BCBD0932133E0CD9313E191A783D4192D83D9DA23DBD4CBAD1BDF968323E4EC7D9BD2A89FD3D30CB1F3E55EAFABC86F290BD04DB0E3E6F17243EFBA107BE604D2F3EC228BD3D94B2CC3D13AB5BBDB56813BE7009053E4E1101BEA95AF7BD71CFF93D537511BE0EF1D93D86D6A7BD65F28D3B76B7CEBDA7DB013D5A0A2FBEF38684BDFE1A5DBDB60684BD393FDC3D967EAE3DEBD8D83C1C922A3E906B3ABDEC1B2EBE3CB81F3E84C9973D1CA4A13C4ABC8FBD72CAC5BDED64C83D300C34BE1AF2B63D806C29BE3DD578BD093524BD53841A3E9B130D3E",
      torch_tensor_32_torch.float32_3: "0x040000004039A8BDA5BE15BEBA5A4D3E3A40C8BB5F42D8BB735F8D3C97A60BBE5731853A307A003D211224BD7BBA0CBEA5BBB9BDFBB6CEBD37DE4D3D8A0FE8BD8DE503BD308CC03DD323C6BDC085993CC7E5F03D3FA532BD5522BB3D6FD9AF3C4AC116BDF39B11BEDF08DD3CA3206EBC9077F2BD817937BD0A1C093CAE94A23CB30707BE",
      torch_tensor_32_torch.float32_2: "0x04000000CDF01D3F86549E3FFBFD273F0D16A33F1DBA393FD00C953F8434BE3FED7C973F00EF313F99BD2A3F38DA513FF635893F48655E3F07313A3FC86F373FB9CD183FF3C02A3FB984AE3FD6DB5E3F3A41843F1EFB5D3F8214073FD6242C3FA29F333F1DCB603F9EAF503FA85B8B3FD8B8203F38F4823F1EBC7A3F80A5463F7AB0823F",
      torch_tensor_32_torch.float32_1: "0x0400000048069D3F944A9D3FF527893FDF5D0B3FA2C5823FC7D80C3FD3ED883FAF8D173FE0150F3F0EA9933FCFB4963FD8F8A43F1DB2873F7A409A3F4BB70C3F4A424D3F308C9B3F669C8A3FB31A793F28B01F3F6777023F0A6F253F5004383FAAB0133FC804943FA6B0293F968CBA3F8F84783FBC7E903FDE88AF3F8D3A233FEB3A1F3F",
      torch_tensor_32_torch.float32: "0x04000000497E243E832ABCBD4273D3BD59538C3D279383BD936D003E505771BDD765CD3BC2B1F03DC3B1E53CA92C8C3D594B143DA984273DFD17BFBD97C3A8BD0FDBE63D8734593D4F961F3E201DE93D43FEE5BD3A6886BD6BBFD13C1AAFF6BD4A2563BD60C0CF3DE828E33C77EFDCBDF019F8BDF7B0BDBDD38AD7BD2D58373E5FB59F3D",
      torch_tensor_8_16_3_3_torch.float32_1: "0x04000000E3692C3D94998FBD6B36503C60AACDBC56EBE2BA70763C3D33B7553D4001713D30BEC73CAB11903D96052C3DF81896BD964F8EBC00E465BA6E1B2E3DCEEC67BDCB47FF3CB6A7DABCCED65F3D76EA23BCEB829B3CEBD56F3C54F28C3DB36B713DE815733D07BBA03D300F413D6AD189BD96F555BDFB06B7BC0B2149BD436E9D3D6ECB0BBDA09808BDD8FB5A3D836302BD0B04173D261EA03D8BE033BC0B035E3C009149BB0392A0BD1678133DC6E0323DEBF4EA3BD60147BBF3CA55BD16D01E3C5B07A9BC90B1E93C4B054C3D5BADEEBCA89B98BD26646E3DD8B071BD8B301DBCDF39863D00437CBC9607DA3B00AC75BA2B9341BDA0B94A3C831033BDD78C93BD101096BD80970ABC532328BDAB679DBA035E2E3D605A593D6BDFB93B206CADBCC31241BD062876BD9C3483BD666E693DEB900F3D7AF88FBD0E01913D3BD5B7BCF6A3A2BC963EF63C800A7B3CC03FC0BC4E09403DAB2E083A13607BBDD35AA6BDABC1C4BA9613C6BCA63597BCBE60043DF0C80FBD00CB263CB65A19BDE64E8EBDC30639BDDB706EBD2B5CFABBA0E204BC533FA1BD18266C3DF83B823D43D023BD7279A5BD30F1D83C578590BDE6BA1EBDC000B8BCF3A719BD17FC923D27D08EBD3321273D2B82E03B639F1B3DE62FA1BC3216A8BD9B9C7C3D52EEA23DD6B8B2BC9F0B883D4B462C3D3E8413BD3020F03C3682603C6646883CBEF6913DCE343BBDD88B8EBD4B7F4CBD16CB46BDF60351BDCB435B3D00860E3D6B6D9B3C5636973A0022C43CF62A8F3D236E59BD00A8FC3C005593BDB3869B3D00DBE33C9852883D76DD9EBDCB252FBD148F87BD8633BD3C07648D3D269EEFBC9B3FC5BCD6C3DA3CAB8682BCB712913D561D9C3D481D3E3D1ECC9DBD90CE5C3D1AA98DBD64D6A93D468C5CBD2E00643DDB79F8BCBB5FD6BC2B2A8C3BD300A63DA3798D3DE3A113BD1B0D873CCE4D4BBD20FECF3C00346D3C9B1498BDE0A3963C86685ABDFAD38BBD6BF25DBCD60092BC5379843D2BDAD93CA3CB45BDE086C6BC4E55053DE8B7733DF02F69BDEBF6913C4E6A8BBD33D2A1BD1BCF803CA0D0193D5EE22CBDF6188ABD22C7993DC0A4673DA04590BC832B2C3D3EAD62BD6CDE833D18DA553D8614E5BCC62B3CBDEB3D28BD6BBB63BC887143BD577B833D2B011EBD32A08EBD074F883DF002333D30BD873C538893BD5B7F8A3CEB99E3BC63FC44BD4B1950BC93BF8C3D188232BD30C6BCBCAB383A3BABBA33BB60652BBDCB91733DB6043D3D58BA29BD0B26683C8026A2BD903825BDF810213D4B9E143D18E0473D808118BDBE9188BD262B953C030548BD608358BC3044823C369D57BC0062473A1016F2BC2B04D6BBBE721B3DEB61CB3B3225A13DC6C706BDD6CD7FBD006EF5BC86B856BDABDFDB3B3AC29D3DD0D8C6BCD6392ABCAB9D193D579D963DC02634BCD66DD1BBAB39F6BBA09A50BD502B553DC6664ABDA6AF5BBD609A6D3DBB35D13CCEA02ABDC0090D3C5645A2BB523F923D83916BBDC8F60BBD76913EBCC6195F3D4C6C99BDF7A49EBDABFDBDBBEB84E43B43EC73BDF611233C8B07033C425993BD34028CBDD3B0573DEB612E3D1B05B8BCC03F9EBBBE5C86BDBB0DD73C8E6B47BDCB7391BC56515FBDE3B6883DA0883DBC962F19BDA8975B3DCEDD193D8BEA303D6BFEDB3C181C16BDEB50563C16C624BD063B79BDA36252BD069B37BDFBF031BDCE766EBD565892BCD06BE43CDB4B223D3B4EAF3C207B403C16CC233C2B0C3D3DA6ADA23CBCC894BDB63F4E3CC0413F3D3EF08A3DAB5EA639B3BE97BDEE59793DDB7D4A3D983086BD968BFEBCE89B9EBDE07553BCE62AFBBCAB35273C571DA43DF621243D939025BD60EB9ABC83BE12BDD05331BD0EA41FBD1BF8533D6BBE8D3BE09A5BBDC69E1D3D9B3A7B3D06609EBD7C8F923D362322BDBB4CD23C20D0953DAEB4623D988B4C3D974380BD32F68A3D26FD9E3C5650F63B1B32633DB34D0B3D5655AF387BF2B2BC56ACB8BAB64B64BC88E4A6BDB0DC0D3D53D1753DB0BBA1BD96597A3CDCAE88BD386B35BD488A8EBD383B36BDE3E422BD8082BABCC3A336BD3BB6A83CD3BB013D0B6E473C16A5BE3B062558BDABB0A33CC088F8BB80850D3DB85F823DABD803BDD650DDBCE65E51BD0E7E643D1A48A5BDA6A8933DE63C6D3D50F59EBCC67AE8BC2BD354BB436E733D982802BD46A9873DCE2EAABD509E79BD96378FBB68AE5C3D361A533C04A8A4BD0081B93C188A55BD000F3D3D034CA8BDB009143DE8C94BBD0005A13C58E093BD26CD2B3D8BA6F0BCC6DBCE3C60EA793D7B958F3D47D7833D10A50FBD4B0E54BD66E2A63D565B3ABCAB810ABCD62F2A3C607343BDB0FAE93C8009C03BC0A2D23C46658D3C562838BB98480EBDCBEDDA3CF03E4DBD73C31CBD009B90BC96A4F63C26E4F43CEB59D63C166091BB6085483DF3385DBD5615B137AF86A93DD6B8B53B06BF63BD8BD5293C30F717BD2B9377BC781692BD739299BDB3F30A3D1ED82C3D1BF959BD00C279BC501B543D90600D3D161189BD4ED252BD7B0D8CBDEE8351BD201F953DF6B49CBD40B9433D48ED953DEB3F03BC2695F2BC9881A23D56CD71BA364A793CF6BEA1BC466DE53C204427BC56DD5D3D60424DBCD66E18BC402F193CA00322BCEB399C3BC0543F3CC06BE33C6BD012BDA01E343CF03F6ABDF6DBE63CA8C70EBDB8E931BDA3636BBDE0F571BD0EBF38BD68FB553D0B163B3D402C573DE69E103D6BA36EBD9B9B8E3C1688A6BB68B46A3D9EBB1DBDE8C979BD4FE2A73DD8DC523D5459853DB6A29ABC6B596C3D805B6A3D605109BC4A8D9ABDD6FD083D2069093CD606793BB0DEC5BC46DFA7BC43B940BD5EE0653DCBEC45BCC41BA0BD84479ABD601B4F3C301899BC96078FBBFBB10B3DE648F33C1BFD97BDCC119B3D4E06583D4E2A94BD9682FDBCC6F78E3DF616A5BDB74780BD071A93BDF6F51EBC7B9B37BDDB76233D00A90ABCDBB5753DF3BB323D8016EFBB7B5BE13C2BBD763C7B98013DB7999E3DE64C0F3DE68CCDBC207154BDCB886E3D1CE88B3D70D24F3D2E110DBD770F87BDF6A8E1BC5638B7BBC057B33B5724823D16BA4CBDA6E4233DF60610BDAB5F66BB63CC5FBD38D08C3DD0294CBD3EA2A9BDAE45423D0B1F52BC0B63773D8B9C4EBD939D603D00B24F3BD6DA9ABB76881ABC9EBB5F3DEBBFFEBCCB26C8BC7098D2BCF0E27D3D6E349DBD4E14313D003F493C2B8FD63CE3B2403D40B351BD2A029FBD68972FBD00FA4EBA5670FB3A18B099BD3F1E803DD60538BBC609A43C58066E3D13647CBD36B9B73C20558C3DC83971BDAB2FC03C103B1A3D9E80073D0B7A13BD732208BD4BADA9BDB87133BD20C6DE3C9E338DBDFB52A43DE4F7A93D130005BD3E2F9F3D73F571BDC64B9F3C7EE749BD8C61883D2B00343BA80F333D7612FB3CBBDD173D7368A1BD8B85DCBCCE820F3DCB5CD33C761B923D24C0973D24E2923D2B0BA53CBBE1A3BD0B3052BD9E8D29BD48C844BD20DBD5BCC0F190BB06AC70BDB85D7BBD3CB69DBDC2BB84BD56B3AB3AAE5F5EBDCB19913CE8C46DBD7FAC86BD1B1D7BBD849AA13DAB8E673D26A3DEBCF08AFEBC760734BDAB262DBBFB37903DAB86AC3B384945BD96AA19BC162AA13C1369953D50B4E6BC562E3ABD30F855BDACC884BD2BB499BBAB9C043C0079313C934B7CBDCC3C8E3DD02945BD4B75873CDBEC6E3DABA95A3C842B8BBD0E85873DB6A8663C8EC32C3DE364233DC0B88DBB5ECD99BD3B08F03C0278813D7094C2BCBB925ABDCBBF683DD00F2EBD4BC82EBCEC43A1BDAB7C67BBE3252A3D2B3D443B7790913D80B97BBDC6C12D3DF33840BDE0B417BCB2099BBD78E42F3DB02411BD2BF65EBDB66B233DC6778A3DB66123BC0FDF863D0B55EF3C360357BD1B290ABD56AEDABB608645BCD0724CBDB01BD23C0B4334BCE3BC913D16BF153C002634BB1850A23D1F70943D029891BDFB7DB6BCAB3E4B3C88872BBD865200BDE0FE1DBC484C5CBDB0679C3D864C043DE63FA43D762E6CBCE8C463BD8E6C633D2B0E493CF35E4DBD58D809BD7600883D186A4FBD53E929BD842AA13D2B82C7BC860AA33D832A5CBDF091203D0073FFBC60B1E1BC4C4C95BDAE7E82BDE2CB8F3D2BF5EF3BABE245BC0E00403DF65E7B3CB3BC3ABDFBBC9DBD48363CBD6089A9BCCCBA88BD9B05E13C9B8F99BDAB15163D0004F1BAD6ECE13C4036F6BB9B466E3DAE1F703D5BCC30BD0448A53DA31E58BDE675913DD0FAC63CC68F943D00C796BD8071AB3BE042B6BC963BDBBC80FBD3BB8038383D86A05E3DC0E85EBD80029A3D5649D4BC78FB1DBDF01D58BD80B6C4BBECAD993D965394BC56C073BB56706D3C70CC49BD4053D33B9B6F7F3D5F19AABD06DCDC3CD6CC103C68D3533D124A833D406D103D5BFDC0BCD0E085BCF31C033DD380853D5604FCBC5B9C25BDD0865B3D1B58753DDBFC1CBD583785BD601720BDF63E37BCBE351A3DE30A3EBDA83829BDFF19953DFBB85D3D66A729BD4BF6D8BC208FD3BCD33D273D6EC3223D54A39BBD1ECC42BD680C3C3D8054D73C7040233D2B90A5BD967A0CBD00B2543D332D91BD2BDE1F3D902940BD3ECD68BDE3EE07BDC4B092BDD4D9A8BD66383D3DD652AC3BB6D7543CDC2D8C3D4B1F893D4BAFB2BCD636C3BC8056133C4B6B3FBDDCCFA3BD20174F3D8071C63B63C00F3D88C27DBDAB55393C1C4A9BBD9A7293BD93285E3D16CF933B7BA3E43CC4AF91BD772392BDABA47F3A3BA45ABD96088A3C938369BDB6ECBE3C3B459A3C16DEFDBBBBA8023D60FA693DF68451BC8BE062BD08F54C3DD67B343D5B79D23CC85427BDA018683C507E433DEE006ABDDFA4A7BDAB28343A0016AABBD3D153BDF079903D66F3CEBC9353613D56CC653BCB358E3DD6F483BD83A47D3D565193B9B28DA53DEF458DBD988220BDF6ADDBBC60645B3C9EF32ABDEAD49CBDD09852BDD60D883CAB15F03C5603743D50E36E3D8F2AA53D37CD83BD000791BCC4D9803D40E9F7BB4865623DDBC7283D8B7E47BC3B09573D9B835BBDDE1A15BDBB3AC63C50E17BBD50C8AD3CC024543DD8719D3D760B593CB6C2ACBC93CA3CBD76B5CB3CC08A5EBC2BFE15BD8B0C5A3D1E516E3D40E7BABB8CE59DBD08293CBD76A6653CF81828BD8B5685BCE67F353D28A7773DEE7197BDEEFB72BD4BE168BCE60D4B3DB40C9DBD3295963DAB350ABB0ABC80BDE890283DFB0B643D9E2927BDD6EAECBC182C8A3D562CB73AA0243F3D36E7E4BCFFAF873D389C7F3DA627A63D964EEEBBEAB58A3DAB1FC8BB8B77A5BC502893BD46D291BC488397BDBB2457BDB65D01BD1620D33B4A1D9ABDF643033C8625EABCE0BD6E3C66559FBDFB1F81BC489224BD6A7D993DE09EE0BC32E398BDA82859BDFECD473D76E95CBCF04F553D16DD80BD67EE873D562B75BA961D33BD18B82BBDCB3C13BC80EB9CBBFB8A9DBC402F8FBC164643BCEB32E23C009F1A3C5B4F8A3D23412B3D008092BB20446A3CEBB10FBC5BA4253D3EDD4C3D504255BDA052A7BC535F773D5BB0D03C387396BDC633423D2B8C3BBCCB65593CB6D96B3CBAD79E3DE604D4BC163FA63DA609D6BC902CA9BCC6E9E3BC53BCA9BDF6DAE23CD31299BDE0ED2A3CF6469E3D280E31BD7B55CFBC46C19DBD1B883ABDEB3E3B3D406AA63B836E33BD301E2B3DCBB554BDD02097BD6BE3CD3CAB18D83C78602ABD56E5FD3AABEBF73C3EAE1C3D9BFFC33C5BE0463D66DA983D7B4571BD385635BD981F633D36055F3CA36D6F3DC09320BD80FC5ABDCB53F43C8E741CBD3BF2CB3C9633283CFF78AA3DBE94893D20EC1D3D700895BC665D943C8F128D3DA0740D3D376A8EBDB68960BD5BA41ABDBAB2973D20B0A73DD0DEC13C36C8EFBCAB2D313C567541393B20703DEE6D093D4C91883DF86E82BDB3D31D3DEBD1AE3B43020DBDAB9F553B238B0F3DAB860CBCA63171BD78C15BBDCBD31CBDFEE3433DCF1A8BBD20D63DBD002208BA602F923D1EB9613D80265C3DEB12C0BB4C9BA7BD3E61603DC3F1793DB62DDCBC40FC783CC7A991BD56AD82BD423F9DBD0050ADBA96D60FBD3E02323D531D22BDB3D6023D28B107BDB6D626BC632803BD00820F3B0B3F3B3CEB0D373DD0A8DBBC9392633D805415BDD0FF763D3E29913D8ECB283D7652D43CAB663DBBBEA098BD43F5623D76EC153D964EC33B5A85AABD5E5E25BD76DA41BC00A2CCBBB3A629BD2AFC953DB07FB3BC53B92E3D906122BDE20185BD9E2F323D4037D43CFBF4233DD622B6BCABF268397EC0013DF6A2143C67689A3D433F7F3DABBA0EB98082013B2B0D763BE32E0ABDDB2CD03C80574FBD2B5595BBCBA86A3DB680323C5ED76A3D6A639DBD38BB8ABDD8968E3D2B4E54BDEC67903D10E9BC3C4B9E073D6B40883BF890803D665253BD978C8D3D8069E4BB46D39F3DFB98963DAB53163D96770BBC932538BD76A1603C2B53B9BCBC23A53D0B5BAB3CD68C6FBB836E67BDE617A6BC06229C3D47849C3D2087743C105E4E3DBBDCB93C28A5313D0684B93C862636BD4E111E3D1BF1C43C",
      torch_tensor_16_torch.float32_15: "0x040000005216E63D8EEA1CBD4B6B4EBD217731BEEF7182BE12E6E6BC541E213E3F87DB3BA26739BE3810E9BDD871153EE89DC23DDD51EF3C2EE8863DBFF703BD0D9CDB3D",
      torch_tensor_16_torch.float32_14: "0x04000000DCD6953FBA979E3FDAE4973F6852AB3FBD21943F121FA33FE5A5A93FF6B8B73F104D663F63C7483FBD79723FFE787D3FD7EA193FE765713FC2395D3F807AA73F",
      torch_tensor_16_torch.float32_13: "0x040000004586BF3F5DAFB23FABAA293F68ACAF3FA4B3B13F262EA63FB700083F36E99F3F8DEE433FBF7F4E3FB6D3793FE50FB63F6E92483FD817B33F39361D3FCC88983F",
      torch_tensor_16_torch.float32_12: "0x04000000BF49F23D4C50873D0B86013DD94D35BD5A4E51BCD7E4FEBDEB1F2BBD021DE6BD4790DB3D024AE93C8D66F3BC770E083E9AFBFCBC633BF53CA90A443EEE20493D",
      torch_tensor_16_24_1_1_torch.float32: "0x0400000050096EBD018A1E3E8279F13D0E330C3E1271B33CDB84DDBD63B83EBE614AE83DFB45B1BD8E7B1C3EF7FB42BE550C73BD6DEC293EF30D27BD737B8B3DB6DF873D036F263EAB3BA43DDCFF0DBEF00B2ABE7C6CD53C34914B3DDE4650BE8446B13ABC96183E7AE87EBD93A62A3EF39B29BE9C8EC3BDBD7F443EF72E10BE830D3A3E3014B5BB30EE12BEA70B2A3EA7D8FF3DCB023C3E23DF0ABEA373E8BD07A5473EE35AD13D25757F3DD0463BBE7DD27B3BB69F0E3D8783123E2BBDB8BD7E1F95BD6861423E7E95CE3D28FFADBBD02A403D738146BD3CA0D33D32C2BCBDD75F633DB36BA9BD00E9003EBA243E3E3F3FB9BCDE9C39BEE4A084BD899D1F3E95F0183EB5BC483ED8D1053E134CE0BD9C720BBECB5FD33D0E3D01BE52B4343E8D3152BDE79F373D3688E1BC90E0093E64461D3E5491BA3C78FB563D13E62D3D21B31EBEC761CD3D33BD263E85ED0B3E3BDB09BDE185A53C5C96FC3D1E0D33BE9A6100BEEAAA33BD23B7ED3DC949163EE317C7BD1250D1BDB90118BEA3D3103EEFF222BE736426BD16E4FA3D2A52DABD1D03803B8F3F1BBDB5638B3D15154FBB0A4D583DBAEE75BD60C00D3BC4FBA3BB388B4E3EA156A33BF2E7853DCE3BF33D40AE50BC90189EBDB7C9013E8405AC3DAB7B38BD7DED31BDB2F8E6BDC779453EEDE949BE57D977BCC3084EBE235DB5BD007DC9BD91213BBEA4479DBC7848F53D34574CBDB715083D35170D3E0FDC44BE69C4493E5CE8243E95CCC0BD1922813D62B34ABECD02D83D6FDE3DBE86CE0B3EA08D013EF8F490BDB4F654BC113D4FBDDE7037BE34D0933D3EE74BBDFEDC313EA82DC5BCE6DE46BEDD00EF3D8945D5BDFEB021BED237D53CE480453D507EEA3CFA9A413C70234ABE6733D13D36A7483E4A8A0DBE26205B3DC84D333EFFF59F3DA436D23D39862A3D94191C3ED109BD3D824796BDEF5D8E3DFFAD193EB2AE16BD4319123EC36E4D3E184A6EBBD77D133ED7BA7A3CF9EB03BE91816E3DE961B0BDA919253ED9D5BABD6D3FEA3D07B1BF3C753B20BE37BD40BEDB93993D1131423E06270EBE8A5829BE98A6013E50CA6D3B5CCA133E83F6E23C9C5A913C0367003EDEBF95BD68C3E13DC6351EBEB2AD43BE5A741BBE6BE6DBBD912722BEF074C93DE3CCD33D80E0DFBCDA35B1BD1C0DEBBD4967193EC524E33DF26F2DBE8C185A3D6C906C3D70317A3D09210E3EE21136BEA2C899BD270FEE3C5E0A613A7330A13D2967483E12C13FBE57F22F3EBF4F383E42D080BD832420BE4FF437BD822F773CEF48DCBD9855713DA14049BDE017823DD0780A3C55620F3EE9E8D03D1B2B2A3E04660EBEC1262ABE56B5183EEC2747BE51E183BAA29C9DBD97D1393EC1A034BD993C07BE5FE1153D4CE1D3BD31848BBDF53F433E9781133E9605D23C9A32473EA58E44BBDB8BD0BD051B2EBC7946243C4B1825BE31EA7CBDADAF0FBE677410BE9D03F5BDFF653ABEF469A9BCF1A51B3E8A093E3E5F3E2BBE9BE1283EFCD3D63D02B81FBC7DF03CBE71582BBCE35534BE0338B93DC89EE93D89EF94BB20E02FBE374456BDF824363EC1A61F3E169D0DBD6AE8C23C72FE3ABE65E3F13D47975C3D3E008EBDFB039B3C011B58BD33782A3E04C4373E736D063E9BDEAB3CC9FF423BFDEC093C5415DC3DB9994CBDFDF431BD8E31F53CAD45BDBDBB4D4CBEB0130D3BB6FA533C0EED9FBDFAF5463E128721BEAB69333D5AC14F3E30F92EBECF4F78BD391229BE15D81EBCE0B305BE1E99E03D8F1BF5BCDB9DA33DC9DF24BE968920BEAFDE4E3CFC1CF73C518C823D3BDC0B3E054F37BDC330DABDB26222BE2705F33D6392E7BDB0C906BE1D1FA1BD508F2CBE20E11ABE82B5F0BC4BA5413ECB6AD2BD570B12BED3D090BD0BFD1BBECB9283BDB4C7EBBD9CEA94BD8F9650BE48E33A3EF1BE4EBB6FCA303D02344FBC2D1127BEEFEFB33DB78D92BC9AB098BDC1B6173D3DF9B1BDB328F53DB3032B3E1CFF8B3DFC123F3EBCD7F6BBCBE4BD3DB226803D0791473EA80CEDBDA7974FBEA204C33DF684FFBDC6B9783DB4BB39BE4843AEBD4CD21CBD775E0F3EBFF5473EC312C13D4EBDF93D4A808FBDC4D72EBE746F063E77ECCEBD498B313E228082BD435702BE6757073E9F932BBE738D883D4E4511BD9503613D449A1EBE1D27533D5A1F20BEA8FD62BC",
      torch_tensor_24_torch.float32_3: "0x04000000E0D301BEFC0C07BEC52AEB3DB36099BE6A30ABBD17E3193E43E075BDC744F2BC65BC57BDD304673B0545693D58EEF5BD215B8BBCA40EBB3CB6F7C1BD3B46BA3D618D1CBD5EA28D3EE59BE7BB8F6A123DCD0D31BE5B96563E13E87A3D55D5883D",
      torch_tensor_24_torch.float32_2: "0x04000000EE48A03F41064C3FA3B5653F6B3C3E3FEACBBD3F8BD8B93F8AF8803F2B115E3FDE713B3FD1645C3F32D9A43FD98C873F1324373F2D5A943F3622083FE93B6F3F9B8EAF3FC293253F3B63123F1B0F233F8CF4BC3F849A763FF2B2AB3F38D7A83F",
      torch_tensor_24_torch.float32_1: "0x04000000B9C3643F5EF2693F1C29A43FC2FEAE3F5D0B473FFE816C3FB059913F26D2923FFA668A3F0A01A03F9C863C3F2AFD823FCF75AE3F301AAC3F5CB5943FF948A53F7F60313F2217533F3B898E3FB72DB23F1D652E3F131E3C3F65FDAE3F36AF903F",
      torch_tensor_24_torch.float32: "0x04000000EE2211BEE8F494BD2EC6C53D0A6C5F3CC33A10BD00C1173EAD9867BDAFE0BBBDC4D83BBE55C6A63DFB6D2D3E6D432ABE7526CDBADDC2213E1BCFBC3C338FB33D3D55E5BD7000D33D405D673CBDFBE4BDEB7D82BC0F614A3E93335BBD919C93BD",
      torch_tensor_8_16_3_3_torch.float32: "0x040000008AC98BBDAB2A113AC48B9EBD4E81693DF66601BCE0FAA5BD7BA2DA3C1E2F88BD86EA823D86E2533D1B8659BDB211833D20304BBD336116BDA36043BD13364BBDC0C140BDE6F19BBDCB29873D032119BD2895133D8056E9BBE4B8893DD83914BD584A16BD50F3EA3C90DC3FBDD62A77BC16A6E2BC8AFE8B3D38E86F3D2665253D0E8D0C3DC0BC893D06FB613D13451E3DC0A598BC16716DBCFE2B84BDA0CB6E3D6BC85CBD9E283C3D5834213DD694DEBC7BDCF53C2BF5543BCF768E3D880930BD7B36053D1B31653D6EB247BD8BFD62BC2063CA3C06F90D3DC01CEA3CEB5B7D3D4B2874BDCB2B98BC137176BD762B44BD4E4F17BDB6911F3DCF6BA8BDD663393C531E333D2600E0BC346BA1BDB2DCA23DFB52823D80150DBD00FB0ABDFBFC9BBD4A4C97BDEA6484BDA694133D5A82A0BD160EA2BDE0E6163D00CA1A3A88A068BD56CE3D3C2B58AA3B178F9C3D96FCBFBB4E9BA2BD8CAB91BDC66A4A3DBBD7E73C1A2F86BD085389BD8BAB68BC9E3E723D38CD76BD03B94EBD8E3951BD8FF48BBD204937BC5B0C45BDA8C915BD88541EBDDB533DBDC8F85EBD20CE9F3D266F9E3D42C983BDA0EB1F3D2B0F373B8B0F903CDEAE10BD2B1D87BD1835A7BD7689B33C3FDD92BDBE3B36BDD66D203D564C7FBD484694BDF82E833D628B80BD764141BD2018CBBC507CF13C264693BCECB3A3BDD0C3AD3C80BDD7BCA39B74BD3EED33BD22DE8F3D0B05423C3A5C9ABD1BD09BBC53A6383D70EDECBCE0DDD53C1B4B3DBDF8A53B3D06C3AABC8B979C3C0F9F873D26A5B63CE3FF9B3DAB17733D40DEE33B4B2ADE3C28795C3D163358BCE6280C3D5B5AFE3C60B78DBC230455BD80146BBB2BF4E83B56C6393BF43D923D16472C3D607777BC7ECEA03DC39864BDEB65A33B14C2A03DD07E273DD01D233D6BDB20BC6BBF86BC8B0A313CE6D32B3D6BB27A3D302677BD508CA3BD062BCA3CEF7E9ABD4802423D7BBC123D264A7A3DB6E293BCC0A7743C1638503D502B80BC5A25973D986924BD688189BDABF8AEBCE62D7EBDA39E563D43940DBDB60D98BDB0D582BDAC5695BDC89C843D00381D3B2E505D3D009AE33A004B5B3DA7B4A9BDB67C68BC203D553DE3BBA8BD878E8F3D60A681BD40FA61BD0C86A93DE39E08BDC00D34BDA09406BC364855BCBEE7A93D3AC997BDCEA03EBD6B6678BD76C8923C936742BDBBF85A3DABEAB23A56E8AC3A60156BBD38F4293D673E8D3D563E363BB6641F3CEE582EBDD61121BB38BC4EBD8627E5BCE75B943D3E827F3D86CF943C588A63BD105610BD8B6E22BD1EBD593DA05C983C66ED8D3D36CB2D3DA0DFB33C2FC49B3D36A145BCAB2A63B7A62C80BC965D33BD6BFA4EBD4E88093D03430ABDEBACF13C4036F9BB762EB1BCA0120B3CB670033DD8110EBD10DF02BD76535A3C66FB953DE0BDDB3C402D9CBB885816BDD65D1EBD230C87BDF6EC7E3C36DD05BDA3CF0DBD40FDB43B83E2343D375B923D4B37443CD68B313B3B44C13C00C43C3B1E20A8BD3BFBF5BC2E278FBD03A401BD801343BB0B7D6CBDBB0ABC3C0B976FBD0A3A9CBD4BFF5ABC84C0953D83EB9EBD3070553D40B7ACBBE8B21C3D2B3C6A3CA0445ABD7BAB87BDF3C9863D1E659BBDB64FA13DD35612BD1C2D9A3D56A53A3BA01EEB3C0B74633D109789BC868EA23C20B27B3CCB1CEA3C8020133D36F03F3C064B87BD2376463D46A6763DAA73893DA375693D66664F3D4BADB13CA665323DAB7A8EB95699EB3B208A083C4348763DBB9F63BDAAE6A3BD16C431BD0BB6C4BC00A0933890F66A3D33130C3DCEA6473D00FD653C00F6133DBBDD9B3C5675DBB9D03D79BD83ED43BD526B963D7B34F5BCAE39A13D9E5F373DEBCDBFBC93CF1ABDBA4C893D8E8B203D66FDFD3CD61247BB13B06B3D60091CBD70925CBD28037FBD448C84BD60BA923D36603CBC9008903DE3EB68BD564F793BDC3A8F3D764B7EBCD3817E3DAE6380BD73D74EBD10385BBD8045B3BC823DA5BDD80E163D26F7473D7694EF3CD67C993C83792CBDB31F49BD53200CBD9716933DDB61C7BC60B0DF3C2007EA3CDECA4CBD7BE7813CB8FE5E3D00808837686A6B3D360F66BC5E24953D465A443DA00ED5BC160281BB2B3C93BDE0C703BD40B2EFBC73D64DBD96702E3CD6C36F3BDB217BBDFB8F983DAC2BA73DFBA8BDBC2BBF363BE887493D46B7593D3619A93C1817923D2B2B593B20CA8ABC164422BD9682F9BB90BD97BC90EECF3CE08A6E3DE6F29FBCF22FAABD37C3873DB8D3343D47218CBD2B3007BC108BDB3CCA789DBD4004693DD34226BD2370303D13B59C3DFF4DA9BDABAFA7BCBF1280BDA305A1BDBB068FBCFB4C50BD3B0C943D40921A3C9E6B07BD36D6D13C36748A3C9C4F903D861A4D3D6BAF51BC488C533DDBB570BD2B46A63D4BA87ABCC3316FBD0E2D72BD6B113B3CEE4C4BBDCEA6A7BDE47E85BD96BA0EBD5FDB9BBDD60BDEBB96441ABCF69B7ABDBA57A1BDFB7ED6BC887FAA3D8BD933BC40BA7A3D8F80943D280F803DA832A43DAB68693D7E71A4BDABBABF38C70598BD23F272BD9E90653D10A719BD96415DBC785A5B3DFA1C953DC3D542BD038F14BDC31070BD4609273D80CA64BB7E76A13D765B98BDEB01CABC2FCA99BD16221EBD6A1CA33D3E83913D3C2EA63DAC7A86BDE873573D88DC1CBD966CB9BCD64FF6BB7A9492BD2BE4293DD69321BC7805763DEBD2113C002BFA3BF39F58BD132E553D7BD6C1BC963B083DC87B13BD0B3A30BCC0DD9CBD102D80BC0BD4933D6693B0BC1B353E3DC8290A3DA053C43C28855E3D8669A9BDEB4B8C3DABDB96BB4BC1FC3CBC39913D60ECD6BC4B228D3CE0523C3DD6BF423B96F0D6BC5E2826BDB09F0ABD86DABBBCDBD5713DF65AD3BC5C7B8DBDEB49273CAECD773D56978ABC5BFB8E3CD6E3953C6BDE90BDE7F4A0BD70EBD93C9BA84E3D40DE553D6BA9E1BCEBD776BCCBA7FFBC5004703DC614833D8B9063BC2BE0BEBC6E38A03D9B51CCBC0042B8BA3EBE3F3DF39105BD6B246BBCC6E86A3DEBE6A73CEBC515BC9BC63CBD56BB10BD26B1853D6CB1953D6B9752BC7A9D9CBD006856B900F7B13AF0DC99BDBBF947BD9896683DD0ED9A3C2BC6C7BCC20B913D9E923EBD16F1013D80EE94BD4464843DAFBF92BD100C89BCC07C36BD504E8F3CCBC200BCAB25D6BB4EF758BD00304BBC6084A23CC80A5DBD0067AEBC4ED5A03DD6919E3B982992BDF6BF61BCD38279BD361E273C4BD8EFBCD09FB3BCB632C53C36A1E83CB6B00C3C1623E2BBC6EC3ABD6626733D36B2CABC589651BDC08FC63BF6B4AC3CCF58A93D56ED32BB881183BD2BEC353CCB3B4DBCEA5196BDEB7BCBBC8630A13DAA4AA5BD3BF9273D38A1843D968770BDE30712BDDE6199BD90CE7A3DC6EA683D06F3A23DFB9007BDCB0E853C5630B9BAB0723E3DE6C1963C2031AC3CE6BE933D8EC307BD78566FBDABB3DD3AD60F52BCD04740BDBB48ECBCB0357D3DB8324E3DF6259D3CF61E2BBDC7AB84BD56AD81BB00B8E2BB16C086BBEB35803D1BD7193DC0E2AC3BBB4522BD0C3F923DC82D063D502BAA3C1012953CC09D92BBAE0F713D30D5203D63FA213DF3B29DBD00F9C4BAF038CB3C10263DBD208853BC96B342BC57FF9ABDB0FA25BD4B8C1DBCABFD39BD12FBA53D762AEFBCBE9A4C3D6BFDB23C2A7DA93DC81C103DAB322CBDEE27803D866E07BD562F933D60316F3CD06AB93C6073703D9B6CA83D334915BD1666D13C0B94A83D0EBC0CBDAA6194BD7AF6A93DDBACA93DA377383D037887BD3B00D2BCCB03E0BCAEB87DBDEB88EFBCD0361B3DD6998D3B43C53B3D00CC69BC2BD0C8BC36732CBD0FB99CBDBB22A7BD80C163BB80AE683D2BB52BBC8BB6403C8B95B6BC5647893C74A892BD0F2183BD768DBA3C4B8E9DBDDC52933DCB35F73C962C9DBBBBEA003D566BEE3A98033ABD525389BD84378BBD2E0805BDE070F53C78F7383DFC62883D9EC6663D000E6F3BABA0633A968F433C00920B3DA87650BD0891AA3DD8CB95BD4B31C93CD3063CBD80B13D3DA0484D3CCFCA91BDA009EC3C4E003C3D94A594BDC8E8A3BD76112BBDAB42563D9F3B89BDB0DB213D70C86B3D7ED95D3DF39D703D0EEC35BDD696AABDE62863BDD6830ABC425D8A3D6BB1753C0B9725BD2B76E33C34A79FBD53BD5CBD0062173A389A1ABDE0B59F3CD8AC7D3D102B983DE605453DE6B26F3D334A133D8BC471BDA09863BD00246A3B1E353EBD265A873DF34A5FBD8090C9BCE0F2AFBCF644143C7B199FBD405ABCBB96ADDA3BEEBD6DBD9B021C3DB744933D361BF13C9FF482BDB638B0BC2BFA69BD8086903C367C543CC07470BD6B0CA9BCF6C0E7BCABDAF0BA16DA8D3BCE84A93DDEFF383DEBE85B3C661687BD73E032BDF85CA6BD9F6D803D0B43033C487E39BD2B0EC13C68D90DBDCE390BBD276E983D4044F4BCE21A8D3DF8512EBDE3F301BD16F61A3CD8BE3CBDE8D916BD207D613DAEFA3F3DE0F78CBD361349BC20357E3CC04048BD8AC6813D96ECDA3B6BB43FBCC09DDD3C4B2B263DD645E93B3B3E39BD3EA241BD56031D3DE31D13BD204C80BC502EAA3D039A43BD0071433D4E0819BD1639AB3CA67C153DE8780C3D10CF063DEE201F3DE6304DBDB0B0C5BCA0B116BC7B58A33C568B93BABBD981BD8ACA8C3D6BB827BC0BB4A43D366F1FBCCB59933CC223983DF62AFFBC829A8FBDF07595BD60CBBDBCB608223DAEA3973D4BD0A23C786F4A3D96A3EC3B4F0591BD74D09CBD2B78A63CC8783D3DABF731BCC06A99BB48A9933D10D279BDD36B113D5BD12DBD8E4595BDCAE983BDD614BD3C4E24783DAF35A23DEC7A9EBD8B9C5D3D2B8337BC2BC35C3C0C92A7BD5A9E8F3D302C8C3D8013203B67F094BDCFEEA5BD7BF832BDD0697BBDA004893CF65CEABC0086DABB4AFDA7BD68D2A8BDE6D1443DD0AD99BCF0128BBDA00E133CFE90A2BDBB5FBCBC78C6083DA39216BD0B1D4F3DBE438A3DD33849BD9B6088BCB6CB8C3D56265B3C7F9983BD6E5860BD561960BC96CDF43B2384A43DB0FF98BC4B84B6BCDB9397BD06837D3DF41B84BD5EA495BD8BCD723C18F0183D543EA63D0F53A3BDA0317DBC82C497BD5A39A7BDDBDE173D66319DBDEB712C3D187597BD56F348BD52A690BD43FA093D9621143C2E3E88BD6C0E873D98326F3DF083883CDBA7113DCF5B813D609AFABC20D8923D407DB63B6EE413BDA6014C3DA89C40BDB604EB3CCB74A13D26E929BDE86F713DE066FC3C769B503C0098143CA02A483D9BD8A53CCBF7503D73262EBD6E55063D4EB805BDCB12F43C4B4F143D00D6B93BCB1158BD88140A3DBB4BC43CAB2C923C467C97BDCA05923D2712A23DAB95603BA08D20BC2B84E4BC7BEA97BD308209BD309D443D4CCC99BDB4729BBD1052613DF3C2313D3FF694BDCEA6573D1AD1A23DEB9CBFBB3E4A133D8630BF3CD0E30C3D861FF3BC2E070D3D6046383CCB154F3DAB9936BBAB94A53D8B6147BCCAC4833D4E63553DABB8FDBA33D139BDC0B186BB8BC09B3D38844CBDB842633D9B68FA3CF6C649BD78E0A2BD0086EF3C4B785C3D8B81193CB3E1063D20ED67BD0441A4BD7BC287BD5EB682BD63D142BD16A9BF3C2B96E3BCC666133D16F629BD769427BC200A75BC30B37CBDB8672ABDFCB8923D23EF5FBD1AAE923DAB77263D6E1E84BD5BAA773DD695233CE04A7E3D164E36BD32D19FBDD4B59F3DC22B90BD9B221BBDA80868BD4BACCABCFB41233D404A68BDCB4B2E3CCABA943DD68B6FBDB6C84FBDEBD59E3D2B33B6BBF0AD81BD8895463DF7DEA1BDA0C037BD0B192EBDC053A3BC36770C3CD63224BB0BBC1B3D8B228A3D408026BD8A08983D7652B63C3B5049BDA6B318BD40CC473DD87A183DFA798FBD66DF8CBD733F93BD6FC59D3D90F5193D2BC328BD564BDFBB504CBA3CBBD14DBDBB62CFBC5B159F3DD678BFBB5B2F98BCF6FBD43CE61487BCE66540BDA647833C8B1CD1BC4060743D73A32FBD8B15CCBC9BEFDFBC97029FBD6AA1893D63E4053D3325573DA604A1BCEB3596BD581550BDA31C4B3D3ED32CBDAA24913D109686BD5B51343D93EE42BDCC8C813DB0E43C3D806E493CC0B3C73B0B8E0ABC2B810F3BB0A8103D400595BCE6347B3D1CA89BBD6005CD3C83F074BDD2BA953DD31A5FBDBA2E91BD2B3CF1BCA0094EBC608C3E3D63C27F3D5667963CF328A73D5BA8293DC6BEAABC4637BE3C78BF6DBDC4F7853D701E93BDF6A2F0BC601C733C607A5D3CD0578B3DE88B81BD5655D738DB06733DD03F5ABDB3E90ABD960F0A3CF4D3A0BD8B6E10BD53F545BD2B2EE4BC8EEF10BD4B63823CFBF58FBD3E2D08BDDE6E633D1025833C8890A33DF36A97BD4B55EF3CD8DC07BD98FC5F3D1632553D66CFF4BC6B3D233DE0D603BCE2AB8ABDB3071C3DCB6D943C339C553DDBBA5FBDB09C84BCF6EFEF3C16C6D1BBB6BA1ABC5B46FD3C560E27BC2E7B553D2B1FBE3B33F779BD3BE6BC3C00193DBBF34C57BDEF03853D320D9D3D009BF3BB68EB07BD923A863D6B6E1C3CB81E4E3D8852003D3C9C8D3DEBBA163C16EAA33B",
      torch_tensor_16_torch.float32_11: "0x0400000096CF8B3E9D7968BDD325A03D2BD7803C8D9C3FBD4CFF1F3D890747BE657895BC3CAC3C3E172BA73D9A8F303D22F4ADBBCF13163E5B86073E97FD0EBE2FD116BD",
      torch_tensor_16_torch.float32_10: "0x04000000FE7DAC3FB89B5D3F93EA7C3F8DCEBB3F1042793FC7742E3F4D776F3F70C63A3F784FBC3FEC7A243F36FAB23F80AC743F3E752D3F12B59A3FACBE823FEA60983F",
      torch_tensor_16_torch.float32_9: "0x04000000D27D903F8BCA653F84FF043F224BBC3F7FC64A3FEFE5A93F85CB513FD036B53F6956B63F6EE8683F8B4D983F705F4F3F7AE9933FDE6BA03FAD524E3FC0CBBC3F",
      torch_tensor_16_torch.float32_8: "0x04000000725588BD18B7A5BDF7BDD73D5C0ACC3C1799DEBD255E943D57500B3CC45B49BC50864EBCA381A1BDFFC42E3D49BEBD3C8131913DDA61FEBCBB92A43D401CE1BB",
      torch_tensor_16_16_1_1_torch.float32: "0x04000000AC7229BE50F923BDC086653D5CDBDBBD7EB929BE48D33FBD902078BE603C42BD5826233E4C9645BEDC44813D7412DE3D72C12FBECA9D2FBE8833933D48F935BD02E927BE00E32F3E942D573EC08A013EF28314BE7E706DBE8037A1BC647589BD9C89FFBDE87944BE408B973CCCEB8ABDE000403E5A016D3EC07A22BC10B0D5BD60E46F3DD45EFC3D381049BD9250293E98BE3B3E0C09ECBD308CC6BCEC3EDF3D843190BD8EFE7EBE8EF74B3EAC4863BED032C8BC04E807BE5859D0BDDC08F63DD8C07E3EA4C1063E78A99DBD305B4C3D80763FBC8028993CF054B13C86D04C3E409269BE72F2483E48BC95BD5E1E73BE70A5FE3DAC0B323E04AB3E3EBA20713E36CA2FBE343B623E58034D3E28AAB13D74619F3D8C0565BE5A253B3EB0B34ABDC0EE383C206EAA3C9EFF04BEE8B1173D92710E3E26FE6E3EFA6A423E902C38BE402B5FBEFAA5423E60532D3C60D35B3EBCEC2CBE002BEF3C1068943D0E4D7B3EAED3113E6008433CEEF92FBE68CB7F3D4835323EC6CA4E3EC856833D9C5ACB3D8037C73D0AC0113EE8B117BE84653BBED85F1CBD54C24CBE0027FFBC36FF723E008C31BACC04083E26F155BEA0D1773EFE9A213EB4B96F3E803598BC84757BBE0C0EC93D98CF263D526164BE30A569BE4A094A3E62F4663EF02B42BDC46D8ABDD0B78C3D9013023DF21842BEF00D113E58FD52BEA8A248BD7A4E3B3EC2E21BBEA45B20BE44C96DBE2457FA3D6432693EF8E8303DD040963DB8EF8FBDF22370BE580D60BD10160ABD5243013EEC7ED03D3C3869BEEAFE513E6825783DC06C37BDA0E5233EA8C71D3D8A0249BEB4D3863D38A01EBD5AFD19BE00A9BEBBAAF0263EA0FD1C3ECC56BBBDA8D9B33D9AB8033E62570F3E50248FBD509D6DBDC87E7ABDB092753E704C593E806F74BED0FCD23C3042A0BDFC6BA03D762B00BE92EE01BE648BD4BD4E3D00BE64362CBE3476153E32AF13BE706BE03D5837023DA0045CBC84E0C33DA4379DBD04222BBEC443B63DBC338BBD14AF3B3E08B3673E585B94BDC005703E90E733BD44E55EBE0EDB35BE54C4CB3D8A960E3E306DB3BD188B70BE7C63913D5074BCBCA00EEC3C94AD9C3DB431B53D0000AA39DEC81EBEFCFD64BED61454BE389C663EA4E5A0BD50A176BD5A064C3EA0AA26BEC819103D98AD723D00BE44BA404C753CE89105BED0632C3D70AD7CBEEEC63BBE96F9773E307E653DB02E86BD22D04ABEA2E501BEF8B71E3D7896EB3DFC45493E5A8958BEB69A013E1EEE78BE70C68C3D182C49BE16042EBE628812BEC0855BBDCC34093E3C77B8BDF08B14BD7C3BC7BD5C47D3BDE05E583E544FD93DDCE1BFBD1A603CBE44A87E3E203B30BE2653383E480C1DBE002633BA2C0EDABD24AA95BD168F54BEF8EF113D08D9103DE2ED7F3E802844BD58AFD3BD1C12FDBD5E2C3FBE4092FF3D5800623E",
      torch_tensor_16_torch.float32_7: "0x04000000DC0CAC3DAB196E3D0D96E83D939B363E5772A53D3096573D28FDCE3CC068283DA33724BEE30043BCCF4097BAFB2DB73D9046013DA0B0EFBBBCFD983D534015BE",
      torch_tensor_16_torch.float32_6: "0x04000000B7F1393FB379473F4D08743FDCCE2A3F5050A53F6E47363F3135593F96C3143F6079BB3F6BAABA3FD8E4A93F3738643F1DEF823FC229743F32C15A3F7B71623F",
      torch_tensor_16_torch.float32_5: "0x040000006891A13FD341B53FF4923C3F54F9563F041CA43F80E0B43FBE41463F0038BE3F5B8FA93F17F3433FEA9A9B3F15941B3FB0A65E3FFE7F943F21CC883F6F877F3F",
      torch_tensor_16_torch.float32_4: "0x04000000C2C50B3DA0A037BD951926BE0410A23DE3C7093E44F8283CC3E4AC3B4FEB62BD7817C83D0833C33C57280ABD92D73CBEC290223DCB5016BC939E37BE284D183C",
      torch_tensor_16_torch.float32_3: "0x04000000C4761EBDAC93213E6B09B8BDD8835DBDE5EEACBC0C91023DCB2B133E6D1263BE7FB788BD759BB5BDB6D224BE5A25C93C8FD2093E9F5D033E67F802BD7F37423E",
      torch_tensor_16_torch.float32_2: "0x040000007A6D733FEA96963F058D3A3F8CAD4B3F3EAA863F7FDE5F3FC12F223FC966513F34E9393F29F5093F0ABA2C3F516B3C3FE50EB73F227C8A3FEA5D053F951D2E3F",
      torch_tensor_16_torch.float32_1: "0x04000000ECDF4D3F56FC8A3F1F93943FED7E8A3FF6CB563F37040B3F62CBAB3F26788C3F9214933FF46D473F0ABDB23F103E5B3F9B90503F2AB8853F61A2AC3F26CAB73F",
      torch_tensor_16_torch.float32: "0x040000000BECAABDCDBA123E8AB07F3D53DA39BC2BFBA9BAF2C1F8BDB82E91BC177DCB3D73991DBD6306523DA363403DB639A1BA8778323EE780903D07582E3C5C590ABE",
      torch_tensor_16_3_3_3_torch.float32: "0x040000009D91D3BA690B82BC27DC23BD7ABEC63D4351263ED8BA243D0A1DA13C94FE8A3CBB6801BE2C22DFBD325137BE19AD2F3E41E80A3C7818AABD50241E3E24C49D3DE8CDDF3DEBC1043B25F9C7BD2888483DDA69C03D8FE1D93DAD5F223EB6BC42BE67D077BCBE480BBEAEAB88BD5AAC173ECFFADD3C3DD99D3DEDDCDEBDDAFB19BE8C9C0F3EDD9930BE5D7DF03C99A8B6BDAB1A0A3E337E9DBCC4A4CCBD022720BE14FD18BE5098103ED0A6E2BD50E247BDC9E9D4BD914B8EBD768823BD3CD5A63DF74A7B3C0C17D33D90332DBE2EF4923D093F41BEF695953C32FE6B3D0983813D3A471FBE8C22383EB2BBB23DDCE9BD3D1BDE053E2574D1BD44F4C6BDA9E99A3D65B5A4BDA5C6263D1B4C2D3EE1691A3E6FFDA1BCDA274ABCC4B529BEBDBB883CF2D6093E7E59243EE3D9F13DFB1FA23C81059238BBD4173E6EB7D33C2E1B393C552307BE279A88BD928C3D3E12D235BEFCEA123EB72F4ABDF760BEBD8AE6903D6EF65DBB2058263EAAAE11BE9823CC3D308285BD01D91FBE5F09C83D97DDB23D5D52173E928513BE1BE200BEDDCF06BEC0C188BCA47EBDBDDF241D3EB9AF043E37FB523DF63E16BE4313BEBDD6ABCCBD1F362FBE5D09F2BD9676FC3D3A250F3ECD7D2B3ECBE7343E2DED93BCA40C7CBD372743BE8A442BBE9AE21A3E0C09ACBB210DF9BDA15448BD28F12E3EB8AC87BC792AD53DAC50B4BD781F133EE059A83DDDC435BEDA7F0E3ECB75213E37B5243E66600BBE0DC607BE549AF43D065CF4BD44E7A83D4FF59E3D20DE1F3E8864293E8388123E450EB5BD449D2FBE4364B0BD32E63F3EEE2D163E4C6DEDBDD5A8E03D989C063E4D262C3BE02DAF3DA28A443C9D97B83D956E7DBC509953BAFC832F3EBFB91A3EBB89E4BD917FC23D969168BDD05A313E4C3613BDE60D213EE10C3C3E44484CBDD40A453E89FA17BECE1AC23C9BB1F8BD52CCF83B49AB813CC7EF32BEDB1243BE7B6A383E4E5902BC239B053E993FC5BD4CB0A1BDF8AAB1BD4EF78CBDF084BA3C7E94AE3D2BE2253E4D7BA1BD277E05BE1283513AA434C93D286617BEA69CA5BDB7C634BD55042A3E241D3D3ECF419CBC4DB0E0BD675533BD2D24523D0869A13DBD9D31BEB3583DBE2231A63B71AA533D38BD403C380482BD33E187BDF7FB0E3E7AB7313E1ADBB63DE8F8B43D31C1433E0D03FF3D048E28BE78527E3DC942A3BDACC39D3DB4FC403DEA7F10BD04AD42BE5B39E2BDA3C87BBCD2F603BE4F54473DDF636A3D42E56CBD12F2B5BC7521E03BB82EAABD127D2C3DAFE78DBDB48E3B3E72AE9F3D760B3E3E16EB20BE17FD2EBEF4DA373E555808BEE443C5BD23C0D8BDF3EF263D0875683B0BC52B3E007B6C3D6C922BBED7E3423E7D360D3E23492EBE1F90B83D23720A3E7661D4BA4D230C3E018594BD6555073D466EB83D164F31BE84D836BE58AC173CAACD09BD6289323E30B543BEC49B2ABE2DF91ABE5AC8063E91D026BE2A8B3DBE45FAB1BCE92EA1BD922405BECDEF90BC38DF8DBD1CD55DBD09A7633DE1D51A3EBAA838BE35A2ED3D35BACA3DE98501BE04DBC0BDA02416BEF13D34BEDF82033E41207D3B9664423DAA86DD3DC44AA43C78BD2C3C76D9C03CB61C4A3D456826BE30B41EBE38A0013DAD50E7BD692FB03D5B27CFBCFC1BD03DEEBA8D3DA245FC3DF825B43D91FA9B3D20B6223E2B61273E3F4434BEBB180E3E7832163DFE3018BE62802EBC01860EBE659687BCDB0BEF3BDC7527BE94B32D3E91BD2C3E4161F9BDF1CB8CBDB91EB1BD292527BCA4183B3ED853163E7ACC0BBE9E92403EAD5A1BBE7C25133D5AF0B03D305373BD5D08AABB3C488C3D0CDB2ABDDEEF813D8FC7843D4F5AC83C9362D0BD98C8FA3DEC4213BE0F88E63DF4ACFA3DBC8CAEBD5665E63A42328EBDB8823BBEA274743CF27D2EBED58A10BE515DB53DB9EE423E60CF02BC819406BE1EA84A3D1329893D356F0EBED0C237BE072B4E3DDFE910BEC8D7193E1A81813DD4D8FFBC34536EBDEF0EB93D0D9E42BEEB37143E59E7E13D24C115BE473F3F3DF5F8A8BD60FEB73D17160EBE9FC82BBE38B4AABBE48BB5BD339CD3BBF228913DA49AF6BD6E4640BD2CE4BD3C148A873C9F5A293E4667283EF177C43D9B33BE3C21E6DBBDBB3234BE7CE4A23D4EB112BE404BB3BD85FF293E55C249BC6952A53D69D326BE63C0A93B7FEF1EBEE87EBDBD2358C7BD4581CE3A189F783C5F8F07BBAFA39EBD64F3063D1667453B4191FEBDA0FBD6BDC77C4BBC0450D93D4753B2BBB0173C3E9D8E903BE4AD103E6E15B0BDCB8339BE3C2B06BE443DB03D3DD7163E298C223D859524BE7C20343EC921D83CF049433E9E630F3E589CA13BA6E5ABBD7B0316BE941A6F3D2E7F393E5B7E29BE7142943D9AB32BBAEED1003ED15B103EF0A6EABD87BDF53D508924BDAF716B3D0D841FBE8792B3BD0DAFB0BD638ED8BD"
    }
  }
#-}

