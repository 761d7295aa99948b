// Written by test/realnets/fxnets.py shuffle with torch 2.15.0+cu132 and torch-mlir's fx importer.
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @forward(%arg0: tensor<1x3x32x32xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_10_torch.float32> : tensor<10xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_10_64_torch.float32> : tensor<10x64xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_64_torch.float32_3> : tensor<64xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_64_torch.float32_2> : tensor<64xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_64_64_1_1_torch.float32> : tensor<64x64x1x1xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_torch.float32_31> : tensor<32xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_32_torch.float32_30> : tensor<32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32_29> : tensor<32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_torch.float32_28> : tensor<32xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_32_32_1_1_torch.float32_4> : tensor<32x32x1x1xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_32_torch.float32_27> : tensor<32xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_torch.float32_26> : tensor<32xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_torch.float32_25> : tensor<32xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_torch.float32_24> : tensor<32xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_32_1_3_3_torch.float32_2> : tensor<32x1x3x3xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_32_torch.float32_23> : tensor<32xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_32_torch.float32_22> : tensor<32xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_torch.float32_21> : tensor<32xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_32_torch.float32_20> : tensor<32xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_32_32_1_1_torch.float32_3> : tensor<32x32x1x1xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_32_torch.float32_19> : tensor<32xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_32_torch.float32_18> : tensor<32xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_32_torch.float32_17> : tensor<32xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_32_torch.float32_16> : tensor<32xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_32_32_1_1_torch.float32_2> : tensor<32x32x1x1xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_32_torch.float32_15> : tensor<32xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_32_torch.float32_14> : tensor<32xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_32_1_3_3_torch.float32_1> : tensor<32x1x3x3xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_32_32_1_1_torch.float32_1> : tensor<32x32x1x1xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_32_32_1_1_torch.float32> : tensor<32x32x1x1xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_32_1_3_3_torch.float32> : tensor<32x1x3x3xf32>
    %cst_47 = arith.constant dense_resource<torch_tensor_16_torch.float32_35> : tensor<16xf32>
    %cst_48 = arith.constant dense_resource<torch_tensor_16_torch.float32_34> : tensor<16xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_16_torch.float32_33> : tensor<16xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_16_torch.float32_32> : tensor<16xf32>
    %cst_51 = arith.constant dense_resource<torch_tensor_16_16_1_1_torch.float32_4> : tensor<16x16x1x1xf32>
    %cst_52 = arith.constant dense_resource<torch_tensor_16_torch.float32_31> : tensor<16xf32>
    %cst_53 = arith.constant dense_resource<torch_tensor_16_torch.float32_30> : tensor<16xf32>
    %cst_54 = arith.constant dense_resource<torch_tensor_16_torch.float32_29> : tensor<16xf32>
    %cst_55 = arith.constant dense_resource<torch_tensor_16_torch.float32_28> : tensor<16xf32>
    %cst_56 = arith.constant dense_resource<torch_tensor_16_1_3_3_torch.float32_2> : tensor<16x1x3x3xf32>
    %cst_57 = arith.constant dense_resource<torch_tensor_16_torch.float32_27> : tensor<16xf32>
    %cst_58 = arith.constant dense_resource<torch_tensor_16_torch.float32_26> : tensor<16xf32>
    %cst_59 = arith.constant dense_resource<torch_tensor_16_torch.float32_25> : tensor<16xf32>
    %cst_60 = arith.constant dense_resource<torch_tensor_16_torch.float32_24> : tensor<16xf32>
    %cst_61 = arith.constant dense_resource<torch_tensor_16_16_1_1_torch.float32_3> : tensor<16x16x1x1xf32>
    %cst_62 = arith.constant dense_resource<torch_tensor_16_torch.float32_23> : tensor<16xf32>
    %cst_63 = arith.constant dense_resource<torch_tensor_16_torch.float32_22> : tensor<16xf32>
    %cst_64 = arith.constant dense_resource<torch_tensor_16_torch.float32_21> : tensor<16xf32>
    %cst_65 = arith.constant dense_resource<torch_tensor_16_torch.float32_20> : tensor<16xf32>
    %cst_66 = arith.constant dense_resource<torch_tensor_16_16_1_1_torch.float32_2> : tensor<16x16x1x1xf32>
    %cst_67 = arith.constant dense_resource<torch_tensor_16_torch.float32_19> : tensor<16xf32>
    %cst_68 = arith.constant dense_resource<torch_tensor_16_torch.float32_18> : tensor<16xf32>
    %cst_69 = arith.constant dense_resource<torch_tensor_16_torch.float32_17> : tensor<16xf32>
    %cst_70 = arith.constant dense_resource<torch_tensor_16_torch.float32_16> : tensor<16xf32>
    %cst_71 = arith.constant dense_resource<torch_tensor_16_1_3_3_torch.float32_1> : tensor<16x1x3x3xf32>
    %cst_72 = arith.constant dense_resource<torch_tensor_16_torch.float32_15> : tensor<16xf32>
    %cst_73 = arith.constant dense_resource<torch_tensor_16_torch.float32_14> : tensor<16xf32>
    %cst_74 = arith.constant dense_resource<torch_tensor_16_torch.float32_13> : tensor<16xf32>
    %cst_75 = arith.constant dense_resource<torch_tensor_16_torch.float32_12> : tensor<16xf32>
    %cst_76 = arith.constant dense_resource<torch_tensor_16_16_1_1_torch.float32_1> : tensor<16x16x1x1xf32>
    %cst_77 = arith.constant dense_resource<torch_tensor_16_torch.float32_11> : tensor<16xf32>
    %cst_78 = arith.constant dense_resource<torch_tensor_16_torch.float32_10> : tensor<16xf32>
    %cst_79 = arith.constant dense_resource<torch_tensor_16_torch.float32_9> : tensor<16xf32>
    %cst_80 = arith.constant dense_resource<torch_tensor_16_torch.float32_8> : tensor<16xf32>
    %cst_81 = arith.constant dense_resource<torch_tensor_16_16_1_1_torch.float32> : tensor<16x16x1x1xf32>
    %cst_82 = arith.constant dense_resource<torch_tensor_16_torch.float32_7> : tensor<16xf32>
    %cst_83 = arith.constant dense_resource<torch_tensor_16_torch.float32_6> : tensor<16xf32>
    %cst_84 = arith.constant dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>
    %cst_85 = arith.constant dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32>
    %cst_86 = arith.constant dense_resource<torch_tensor_16_1_3_3_torch.float32> : tensor<16x1x3x3xf32>
    %cst_87 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_88 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_89 = arith.constant 1.000000e-05 : f64
    %cst_90 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_91 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_92 = arith.constant dense_resource<torch_tensor_16_3_3_3_torch.float32> : tensor<16x3x3x3xf32>
    %cst_93 = arith.constant 1.600000e+01 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x32x32xf32> to tensor<1x3x34x34xf32>
    %0 = tensor.empty() : tensor<1x16x16x16xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %cst_92 : tensor<1x3x34x34xf32>, tensor<16x3x3x3xf32>) outs(%1 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_90 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_89 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %cst_91 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_94 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.subf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x16x16xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_94 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_95 = tensor.expand_shape %cst_88 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_95 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_96 = tensor.expand_shape %cst_87 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_96 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.addf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x16x16xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.cmpf ugt, %in, %cst : f32
      %164 = arith.select %163, %in, %cst : f32
      linalg.yield %164 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_97 = tensor.pad %10 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %11 = tensor.empty() : tensor<1x16x8x8xf32>
    %12 = linalg.fill ins(%cst : f32) outs(%11 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %collapsed = tensor.collapse_shape %cst_86 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %13 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_97, %collapsed : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%12 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_84 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_89 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<16xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%14 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<16xf32>
    %expanded_98 = tensor.expand_shape %cst_85 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_99 = tensor.expand_shape %15 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %expanded_98 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.subf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %expanded_99 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_100 = tensor.expand_shape %cst_83 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_100 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_101 = tensor.expand_shape %cst_82 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_101 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.addf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %20 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%19, %cst_81 : tensor<1x16x8x8xf32>, tensor<16x16x1x1xf32>) outs(%12 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_79 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_89 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<16xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%21 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<16xf32>
    %expanded_102 = tensor.expand_shape %cst_80 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_103 = tensor.expand_shape %22 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %expanded_102 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.subf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_103 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_104 = tensor.expand_shape %cst_78 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_104 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_105 = tensor.expand_shape %cst_77 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %expanded_105 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.addf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<1x16x8x8xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.cmpf ugt, %in, %cst : f32
      %164 = arith.select %163, %in, %cst : f32
      linalg.yield %164 : f32
    } -> tensor<1x16x8x8xf32>
    %28 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%10, %cst_76 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%1 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_74 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_89 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<16xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%29 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<16xf32>
    %expanded_106 = tensor.expand_shape %cst_75 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_107 = tensor.expand_shape %30 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %expanded_106 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.subf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x16x16xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_107 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_108 = tensor.expand_shape %cst_73 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_108 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_109 = tensor.expand_shape %cst_72 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %expanded_109 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.addf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x16x16xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.cmpf ugt, %in, %cst : f32
      %164 = arith.select %163, %in, %cst : f32
      linalg.yield %164 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_110 = tensor.pad %35 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %collapsed_111 = tensor.collapse_shape %cst_71 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %36 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_110, %collapsed_111 : tensor<1x16x18x18xf32>, tensor<16x3x3xf32>) outs(%12 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_69 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_89 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<16xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%37 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<16xf32>
    %expanded_112 = tensor.expand_shape %cst_70 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_113 = tensor.expand_shape %38 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_112 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.subf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_113 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_114 = tensor.expand_shape %cst_68 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_114 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_115 = tensor.expand_shape %cst_67 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_115 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.addf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %43 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%42, %cst_66 : tensor<1x16x8x8xf32>, tensor<16x16x1x1xf32>) outs(%12 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_64 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_89 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<16xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%44 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<16xf32>
    %expanded_116 = tensor.expand_shape %cst_65 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_117 = tensor.expand_shape %45 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_116 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.subf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_117 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_118 = tensor.expand_shape %cst_63 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %expanded_118 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_119 = tensor.expand_shape %cst_62 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_119 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.addf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x16x8x8xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.cmpf ugt, %in, %cst : f32
      %164 = arith.select %163, %in, %cst : f32
      linalg.yield %164 : f32
    } -> tensor<1x16x8x8xf32>
    %concat = tensor.concat dim(1) %27, %50 : (tensor<1x16x8x8xf32>, tensor<1x16x8x8xf32>) -> tensor<1x32x8x8xf32>
    %expanded_120 = tensor.expand_shape %concat [[0], [1, 2], [3], [4]] output_shape [1, 2, 16, 8, 8] : tensor<1x32x8x8xf32> into tensor<1x2x16x8x8xf32>
    %51 = tensor.empty() : tensor<1x16x2x8x8xf32>
    %transposed = linalg.transpose ins(%expanded_120 : tensor<1x2x16x8x8xf32>) outs(%51 : tensor<1x16x2x8x8xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_121 = tensor.collapse_shape %transposed [[0], [1, 2], [3], [4]] : tensor<1x16x2x8x8xf32> into tensor<1x32x8x8xf32>
    %extracted_slice = tensor.extract_slice %collapsed_121[0, 0, 0, 0] [1, 16, 8, 8] [1, 1, 1, 1] : tensor<1x32x8x8xf32> to tensor<1x16x8x8xf32>
    %extracted_slice_122 = tensor.extract_slice %collapsed_121[0, 16, 0, 0] [1, 16, 8, 8] [1, 1, 1, 1] : tensor<1x32x8x8xf32> to tensor<1x16x8x8xf32>
    %52 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%extracted_slice_122, %cst_61 : tensor<1x16x8x8xf32>, tensor<16x16x1x1xf32>) outs(%12 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_59 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_89 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<16xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%53 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<16xf32>
    %expanded_123 = tensor.expand_shape %cst_60 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_124 = tensor.expand_shape %54 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %expanded_123 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.subf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_124 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_125 = tensor.expand_shape %cst_58 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_125 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_126 = tensor.expand_shape %cst_57 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_126 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.addf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<1x16x8x8xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.cmpf ugt, %in, %cst : f32
      %164 = arith.select %163, %in, %cst : f32
      linalg.yield %164 : f32
    } -> tensor<1x16x8x8xf32>
    %padded_127 = tensor.pad %59 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x8x8xf32> to tensor<1x16x10x10xf32>
    %collapsed_128 = tensor.collapse_shape %cst_56 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %60 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_127, %collapsed_128 : tensor<1x16x10x10xf32>, tensor<16x3x3xf32>) outs(%12 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_54 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_89 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<16xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%61 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<16xf32>
    %expanded_129 = tensor.expand_shape %cst_55 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_130 = tensor.expand_shape %62 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %expanded_129 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.subf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_130 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_131 = tensor.expand_shape %cst_53 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_131 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_132 = tensor.expand_shape %cst_52 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_132 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.addf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %67 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%66, %cst_51 : tensor<1x16x8x8xf32>, tensor<16x16x1x1xf32>) outs(%12 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_49 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_89 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<16xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%68 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<16xf32>
    %expanded_133 = tensor.expand_shape %cst_50 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_134 = tensor.expand_shape %69 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_133 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.subf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %expanded_134 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_135 = tensor.expand_shape %cst_48 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_135 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_136 = tensor.expand_shape %cst_47 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %expanded_136 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.addf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x16x8x8xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73 : tensor<1x16x8x8xf32>) outs(%11 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.cmpf ugt, %in, %cst : f32
      %164 = arith.select %163, %in, %cst : f32
      linalg.yield %164 : f32
    } -> tensor<1x16x8x8xf32>
    %concat_137 = tensor.concat dim(1) %extracted_slice, %74 : (tensor<1x16x8x8xf32>, tensor<1x16x8x8xf32>) -> tensor<1x32x8x8xf32>
    %expanded_138 = tensor.expand_shape %concat_137 [[0], [1, 2], [3], [4]] output_shape [1, 2, 16, 8, 8] : tensor<1x32x8x8xf32> into tensor<1x2x16x8x8xf32>
    %transposed_139 = linalg.transpose ins(%expanded_138 : tensor<1x2x16x8x8xf32>) outs(%51 : tensor<1x16x2x8x8xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_140 = tensor.collapse_shape %transposed_139 [[0], [1, 2], [3], [4]] : tensor<1x16x2x8x8xf32> into tensor<1x32x8x8xf32>
    %padded_141 = tensor.pad %collapsed_140 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %75 = tensor.empty() : tensor<1x32x4x4xf32>
    %76 = linalg.fill ins(%cst : f32) outs(%75 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %collapsed_142 = tensor.collapse_shape %cst_46 [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32>
    %77 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_141, %collapsed_142 : tensor<1x32x10x10xf32>, tensor<32x3x3xf32>) outs(%76 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %78 = tensor.empty() : tensor<32xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_44 : tensor<32xf32>) outs(%78 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_89 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%79 : tensor<32xf32>) outs(%78 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<32xf32>
    %expanded_143 = tensor.expand_shape %cst_45 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_144 = tensor.expand_shape %80 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %expanded_143 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.subf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %expanded_144 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_145 = tensor.expand_shape %cst_43 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_145 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_146 = tensor.expand_shape %cst_42 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_146 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.addf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %85 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%84, %cst_41 : tensor<1x32x4x4xf32>, tensor<32x32x1x1xf32>) outs(%76 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_39 : tensor<32xf32>) outs(%78 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_89 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%86 : tensor<32xf32>) outs(%78 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<32xf32>
    %expanded_147 = tensor.expand_shape %cst_40 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_148 = tensor.expand_shape %87 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %expanded_147 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.subf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %expanded_148 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_149 = tensor.expand_shape %cst_38 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %expanded_149 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_150 = tensor.expand_shape %cst_37 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_150 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.addf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<1x32x4x4xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.cmpf ugt, %in, %cst : f32
      %164 = arith.select %163, %in, %cst : f32
      linalg.yield %164 : f32
    } -> tensor<1x32x4x4xf32>
    %93 = tensor.empty() : tensor<1x32x8x8xf32>
    %94 = linalg.fill ins(%cst : f32) outs(%93 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %95 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%collapsed_140, %cst_36 : tensor<1x32x8x8xf32>, tensor<32x32x1x1xf32>) outs(%94 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_34 : tensor<32xf32>) outs(%78 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_89 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%96 : tensor<32xf32>) outs(%78 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<32xf32>
    %expanded_151 = tensor.expand_shape %cst_35 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_152 = tensor.expand_shape %97 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_151 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%93 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.subf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_152 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%93 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_153 = tensor.expand_shape %cst_33 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %expanded_153 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%93 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_154 = tensor.expand_shape %cst_32 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %expanded_154 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%93 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.addf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x8x8xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<1x32x8x8xf32>) outs(%93 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.cmpf ugt, %in, %cst : f32
      %164 = arith.select %163, %in, %cst : f32
      linalg.yield %164 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_155 = tensor.pad %102 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %collapsed_156 = tensor.collapse_shape %cst_31 [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32>
    %103 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_155, %collapsed_156 : tensor<1x32x10x10xf32>, tensor<32x3x3xf32>) outs(%76 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_29 : tensor<32xf32>) outs(%78 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_89 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%104 : tensor<32xf32>) outs(%78 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<32xf32>
    %expanded_157 = tensor.expand_shape %cst_30 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_158 = tensor.expand_shape %105 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %expanded_157 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.subf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %expanded_158 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_159 = tensor.expand_shape %cst_28 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %expanded_159 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_160 = tensor.expand_shape %cst_27 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %expanded_160 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.addf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %110 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%109, %cst_26 : tensor<1x32x4x4xf32>, tensor<32x32x1x1xf32>) outs(%76 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_24 : tensor<32xf32>) outs(%78 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_89 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%111 : tensor<32xf32>) outs(%78 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<32xf32>
    %expanded_161 = tensor.expand_shape %cst_25 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_162 = tensor.expand_shape %112 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %expanded_161 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.subf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %expanded_162 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_163 = tensor.expand_shape %cst_23 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %expanded_163 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_164 = tensor.expand_shape %cst_22 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %expanded_164 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.addf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116 : tensor<1x32x4x4xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.cmpf ugt, %in, %cst : f32
      %164 = arith.select %163, %in, %cst : f32
      linalg.yield %164 : f32
    } -> tensor<1x32x4x4xf32>
    %concat_165 = tensor.concat dim(1) %92, %117 : (tensor<1x32x4x4xf32>, tensor<1x32x4x4xf32>) -> tensor<1x64x4x4xf32>
    %expanded_166 = tensor.expand_shape %concat_165 [[0], [1, 2], [3], [4]] output_shape [1, 2, 32, 4, 4] : tensor<1x64x4x4xf32> into tensor<1x2x32x4x4xf32>
    %118 = tensor.empty() : tensor<1x32x2x4x4xf32>
    %transposed_167 = linalg.transpose ins(%expanded_166 : tensor<1x2x32x4x4xf32>) outs(%118 : tensor<1x32x2x4x4xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_168 = tensor.collapse_shape %transposed_167 [[0], [1, 2], [3], [4]] : tensor<1x32x2x4x4xf32> into tensor<1x64x4x4xf32>
    %extracted_slice_169 = tensor.extract_slice %collapsed_168[0, 0, 0, 0] [1, 32, 4, 4] [1, 1, 1, 1] : tensor<1x64x4x4xf32> to tensor<1x32x4x4xf32>
    %extracted_slice_170 = tensor.extract_slice %collapsed_168[0, 32, 0, 0] [1, 32, 4, 4] [1, 1, 1, 1] : tensor<1x64x4x4xf32> to tensor<1x32x4x4xf32>
    %119 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%extracted_slice_170, %cst_21 : tensor<1x32x4x4xf32>, tensor<32x32x1x1xf32>) outs(%76 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_19 : tensor<32xf32>) outs(%78 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_89 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%120 : tensor<32xf32>) outs(%78 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<32xf32>
    %expanded_171 = tensor.expand_shape %cst_20 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_172 = tensor.expand_shape %121 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_171 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.subf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %expanded_172 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_173 = tensor.expand_shape %cst_18 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %expanded_173 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_174 = tensor.expand_shape %cst_17 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_174 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.addf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125 : tensor<1x32x4x4xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.cmpf ugt, %in, %cst : f32
      %164 = arith.select %163, %in, %cst : f32
      linalg.yield %164 : f32
    } -> tensor<1x32x4x4xf32>
    %padded_175 = tensor.pad %126 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x4x4xf32> to tensor<1x32x6x6xf32>
    %collapsed_176 = tensor.collapse_shape %cst_16 [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32>
    %127 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_175, %collapsed_176 : tensor<1x32x6x6xf32>, tensor<32x3x3xf32>) outs(%76 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_14 : tensor<32xf32>) outs(%78 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_89 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%128 : tensor<32xf32>) outs(%78 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<32xf32>
    %expanded_177 = tensor.expand_shape %cst_15 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_178 = tensor.expand_shape %129 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %expanded_177 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.subf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %expanded_178 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_179 = tensor.expand_shape %cst_13 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %expanded_179 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_180 = tensor.expand_shape %cst_12 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %expanded_180 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.addf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %134 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%133, %cst_11 : tensor<1x32x4x4xf32>, tensor<32x32x1x1xf32>) outs(%76 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_9 : tensor<32xf32>) outs(%78 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_89 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%135 : tensor<32xf32>) outs(%78 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<32xf32>
    %expanded_181 = tensor.expand_shape %cst_10 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_182 = tensor.expand_shape %136 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %expanded_181 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.subf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %expanded_182 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_183 = tensor.expand_shape %cst_8 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %expanded_183 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_184 = tensor.expand_shape %cst_7 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %expanded_184 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.addf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x32x4x4xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140 : tensor<1x32x4x4xf32>) outs(%75 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.cmpf ugt, %in, %cst : f32
      %164 = arith.select %163, %in, %cst : f32
      linalg.yield %164 : f32
    } -> tensor<1x32x4x4xf32>
    %concat_185 = tensor.concat dim(1) %extracted_slice_169, %141 : (tensor<1x32x4x4xf32>, tensor<1x32x4x4xf32>) -> tensor<1x64x4x4xf32>
    %expanded_186 = tensor.expand_shape %concat_185 [[0], [1, 2], [3], [4]] output_shape [1, 2, 32, 4, 4] : tensor<1x64x4x4xf32> into tensor<1x2x32x4x4xf32>
    %transposed_187 = linalg.transpose ins(%expanded_186 : tensor<1x2x32x4x4xf32>) outs(%118 : tensor<1x32x2x4x4xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_188 = tensor.collapse_shape %transposed_187 [[0], [1, 2], [3], [4]] : tensor<1x32x2x4x4xf32> into tensor<1x64x4x4xf32>
    %142 = tensor.empty() : tensor<1x64x4x4xf32>
    %143 = linalg.fill ins(%cst : f32) outs(%142 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %144 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%collapsed_188, %cst_6 : tensor<1x64x4x4xf32>, tensor<64x64x1x1xf32>) outs(%143 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %145 = tensor.empty() : tensor<64xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_4 : tensor<64xf32>) outs(%145 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.truncf %cst_89 : f64 to f32
      %164 = arith.addf %in, %163 : f32
      linalg.yield %164 : f32
    } -> tensor<64xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%146 : tensor<64xf32>) outs(%145 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = math.rsqrt %in : f32
      linalg.yield %163 : f32
    } -> tensor<64xf32>
    %expanded_189 = tensor.expand_shape %cst_5 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_190 = tensor.expand_shape %147 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %expanded_189 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%142 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.subf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x64x4x4xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %expanded_190 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%142 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_191 = tensor.expand_shape %cst_3 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %expanded_191 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%142 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.mulf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_192 = tensor.expand_shape %cst_2 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %expanded_192 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%142 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.addf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x64x4x4xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151 : tensor<1x64x4x4xf32>) outs(%142 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.cmpf ugt, %in, %cst : f32
      %164 = arith.select %163, %in, %cst : f32
      linalg.yield %164 : f32
    } -> tensor<1x64x4x4xf32>
    %153 = tensor.empty() : tensor<1x64xf32>
    %154 = linalg.fill ins(%cst : f32) outs(%153 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%152 : tensor<1x64x4x4xf32>) outs(%154 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.addf %in, %out : f32
      linalg.yield %163 : f32
    } -> tensor<1x64xf32>
    %156 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%155 : tensor<1x64xf32>) outs(%153 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %163 = arith.divf %in, %cst_93 : f32
      linalg.yield %163 : f32
    } -> tensor<1x64xf32>
    %157 = tensor.empty() : tensor<64x10xf32>
    %transposed_193 = linalg.transpose ins(%cst_1 : tensor<10x64xf32>) outs(%157 : tensor<64x10xf32>) permutation = [1, 0] 
    %158 = tensor.empty() : tensor<1x10xf32>
    %159 = linalg.fill ins(%cst : f32) outs(%158 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %160 = linalg.matmul ins(%156, %transposed_193 : tensor<1x64xf32>, tensor<64x10xf32>) outs(%159 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %161 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<10xf32>) outs(%158 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x10xf32>
    %162 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%160, %161 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%158 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_194: f32, %out: f32):
      %163 = arith.addf %in, %in_194 : f32
      linalg.yield %163 : f32
    } -> tensor<1x10xf32>
    return %162 : tensor<1x10xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_10_torch.float32: "0x040000008089A43D481469BD50084ABD9800BB3CF64687BDBC5F85BD60AD8F3C4862253DB28F9C3D0EB88B3D",
      torch_tensor_10_64_torch.float32: "0x04000000C87D1DBDA43F9A3DAED8C9BD3CBBC3BD10A6A3BCC097B43BD4B162BD1866903C4C403FBD60FB41BD80D5133BDCD052BD58230C3D103F62BCFAB2FA3D3452653D78E94CBD72A7C6BD80C5863BCC6CCD3DE853D03DBC3014BDA8F7B1BDBA8292BDF0D3133C58BF16BD00F349BBFCB078BDC60B823D2C2B903DF89895BD049A8CBD80188DBABA70E33D587F3B3DB4A3533D7686933D00D2863BF085453C30F108BD00AE8F3B7A31EEBD3C8F3ABD0CEB9BBD001CB4BAC01D303C24B0063D1C964EBD48A2393DE8A9443D7489463D847C303D5ABBBD3D5AC8A03DC0F154BBA4D7C73DBC903CBD8C4B67BDF81483BC30F3DDBD8E5BBE3D3E59FDBDD02652BCFC9BA2BD44F246BD50BBE0BD20726CBCE8DFD13C20DE6A3C0043A0BC8015B8BA064BC5BD3433CABDD879D5BDE8D4763D00C00FBB68BBF9BC38A255BD0000BEBBF8D3323DE47B783DC2DDC53D3001503C14826ABD86D08CBDC8FC88BCBCC7CCBD84B0EFBD305962BDCAB6CE3D90529EBC00A133BDB8A856BD5E30893DDA1C95BD5C46B4BDFA50ADBD70DCB6BC900EB23C0087533DF41393BDF285CDBD4633EB3DE07EABBBCCE6773DEC3961BDAC63D83D4A7E9E3DA0B08ABB00251A3BB058783C3A01BDBD1C20C1BDFC0E293D2ECCC23D44A1283D30AFF6BD3CB9B5BD80B453BC8A9E993D846A2BBDF82F713D7C6E643DA0CFA9BD36178A3D286478BD68C0B93D0497763DF2F6D4BD44D6473DF884A6BCA0B0FABD04FF8D3D80192BBCF098E4BCBAB8D1BDCA3C963D00B88C3DDCCB24BDD82A5B3D8452A13D4018E0BC2EFAF13DDED4BFBD0454BBBD48F875BDE0339BBCE4C9EBBDC8A7AFBC8C47A43DC022EFBC00C947BD5453F6BD28283C3D2671D43D6843AF3D3E1EA53D12CDBDBD7408BFBDD83787BCD03DA8BDBCCE9A3D940435BD00E07739E2C0E23D007FB8BBEC852EBD00EBCFBCB0C3973D1AB593BDEC64703DF0E2BA3D000D7ABDAE11F03D30FDF7BC3CEFD4BD2E7C8DBD00932A3D8804DE3C28B96A3DA032C3BBB0249B3D2006FABB76759CBD9867903D4CF758BD34B0483DB0952BBCBA7495BD984955BD6C93EC3D30510D3D908BF13CC0D7AFBB6C57873D9C33D43DA0EAF2BC885366BD0CEF76BD7C4909BDD455E13D54B9613D78C39ABDC680B7BD60D78EBB0468D4BD90402F3D84BBDABD586FD0BCD63F953DC0D9183B7092E93CE81B603D5805CC3CB266E2BD184E1E3D7A00CABD94DEBABDC03551BB2E0CC23D5E4D973D84262E3D301AA5BC002B65BC80372D3BB05E8BBDC06234BBA21CA9BDFC50E9BDB0E5883C70509CBC40B4AA3DE4F8583DA6CFB73D1A05BA3D10832EBD5051EDBDBC202ABDE213C53DD08B93BC80922EBC04C55C3DC04DDEBBDE2FB0BD64877FBD10B0CDBD40DE833BBCB9B5BDD2CCC1BDC0086B3D94F2A8BDD23BCBBDB4A64C3D80D213BB781BEABD64AF243D5E4DA03DBA5AE8BDE03C1C3C7836ACBCFC7FF2BDBC396BBDE0A808BD00BB62BB64EF7CBDC0E609BCA40AC83D40C5623C68FD863D889284BD722ED7BDE259EF3D9ED0E6BD506DD93D00E509BB80755BBCB09F813CF0AFB5BC88A0393D2884CE3DBEA384BDBE2FBB3D2CCE4ABD7A2199BDF0A95CBC6671CD3DA0B6C03D2E16FD3D7650C63DD4ECE3BD486FA3BC8CB28B3D48314D3D9C544CBD446BCE3D100F953D900E893C021DBE3D98D4843C4CBD793DCC2ADA3D5CD0D23D7081B9BDB4ED75BD480C8E3DECC0F73DEC4F50BD1CA4D23D7078493DDAC3AB3D44F106BD72ECCA3D3C96BEBD52FBFE3D4E9F833D9ED9843D105A25BCEC1CE93DD014743DE84E9CBDC40B023D6E3AFF3DAE9EB23D90FB27BC0C8219BD60EF933DD682C1BD0885703DFED6A23DDA5AE83D985BEBBD607D50BCD251CBBD182441BD3089C0BD10BFC93C4AC5A5BDC07B24BD82AAC83DF00247BCE047EBBDEEF6883D1C29E5BD9E81B43D54D3E3BDF892283DF8F19D3D102E883DB273B0BD7087A7BD9871233D109A793DB0447DBDE04723BC000D593AF4A6C8BDB02F89BD00C4B93A50AE66BC1657C43D80836EBB60A479BC74EE133DC02176BDB4387EBD347C8CBDCCE81ABD00E1563A72E49BBDE4D094BDD23CB23D3213A63D007CFE3D50DEC2BCE0BDCB3DFE959B3D7002F63C1A93BC3D80BB8E3A148EC63DD45BA13DE87AF3BCBE20EC3D90FD4EBC3459D9BD6415F53D04AAF33D10C9FE3C40564F3B60ACB83C34CFA23D48D9B73C7AD8893DCEEFDC3DB0C4963DD07B033D00D9233B404FBF3C609F7C3DC0C1BDBDD62CC53D30B7B7BC902D5E3DA02B5B3D7002F83D087298BC000F19BA6087BA3BA4B0873D1036CFBCE6508D3D9C981CBDC02259BB920AA73DF0DFE73C40D8863DCA76E0BD9C9E76BDC0F3FD3BC8A5E1BC58EF2ABD165FB73D2ACDF3BD68D5E7BD84C4AF3D1050C9BD724198BD0C98153DD279F13D88336FBDD8FFD8BC8454E83D9088FB3C60B0B33B6089E9BD6E2ED9BDF869C83D9EE79D3D18BCB93DF0F01CBD70AB8CBD8C29F13D00C7D63DD0AA063D64E1FC3D98EA193D8019A7BC328CFE3DA8CF653DC097DBBB38ECC53D002C20B96A22AABD94511A3D048EF5BDB8D75F3DC665C1BD98D59D3C0C89A23DA2E3BBBD08AEA0BD4020A5BB7857413D22C2BBBDDC844E3D803A5E3DDCFFCABDC0C4053D8620D1BD40C399BBA6D1F83D3466BF3D00FB5ABD38EC123D008CBF3B9437713DC22D8D3D68201D3DAC9A2EBD202893BB5273FFBDCCB1823D3A829ABDB09B223C60D1A4BD6A3E8FBD5270C33D6E61F53D5CCCFABD3AF0C0BDF63F99BD0A50F1BD5217A8BD3E75EE3D4888D8BD70105A3CA0FDFABDD08CF8BC284B04BDA86CB53DA434E1BD0085BCBC94202D3D784D3ABD6855DD3D6C17283DF62E97BD30DA4E3C84D7123D2C4730BD108106BD94D904BDC05D37BBC80DC43D625084BD30090EBC60F290BD8A4191BDA47AD8BD0872093D18EE173D24DBCBBD201405BD70C9553C7CAF6C3D0C4333BD4E1FF53DFE08A2BD80CA6BBC84F67BBDA09C953BA0FCF4BCE072E7BB2C38923D96D3AFBDB42B4C3D76B0FB3D6CB0ADBD48F88D3C60A034BC4897E73D905911BD5216BDBD789468BD4C20FC3D0A7DE43D58EE153D8627C4BD2C7D14BD8A578EBD0090AE39202E153C8804A93D5C20D1BD28BCE03DF6638A3D7865FFBDC037B03B5070FC3CF4B7E53DF053F2BCFAC18CBDF0210FBD80F024BD8877A1BCA24DD43D1CA91CBD503616BC44113EBDF0AF3C3D6CF8483DC0EB023B9C5D9E3DDC5C543D80E79A3C2E46953D085BC2BDC85FEBBC028AA4BD467DDDBDBCD3373D284E06BD1695FABD229A9BBD5C6A8C3DEA47A33D42D8D73DDCE7B13DA4E791BD60178C3CF84FB23C1009CD3C20612ABD2E97F6BD38D3D43CB8BED73CD4DEBDBD820C893D02BA80BD98A0943C38F9E9BC3A719D3DD878973C203689BD7C8C6E3DD0D03B3CF0AD28BD78A69C3C201EA2BCC6E4893D66CBF33D823FD7BD38ADB1BCD4D7EA3D3633AABDCC3F0DBD301CBC3DFC0E6CBDDC2EB93D28847F3D0AF18CBD7CFAC7BD6EEAE0BDA0420B3C64E845BD305730BD64B1233D403E39BC28B7DD3D182201BD88DFF43C0E82E43D50C75D3D46BFB23D1816973D9453BE3D002E643AEA9AFF3D1ED88C3D102515BC",
      torch_tensor_64_torch.float32_3: "0x04000000AF7E89BBF39A913D2BBDFA3DC70C8BBDA3C18F3DE94DCABDFD2D5ABCCA3561BDB01E673E3DC69DBDD5B751BD2CB2313D9FC825BE0365833D6D2DD63DF2EE0CBE60DD2CBDAF1A8E3D209B64BE2713A7BD38C164BD06CC163E62B1573D0EEC8D3CEC0B4CBC5BE441BCCDB555BBCA5BD6BD80DD743DBC9E293E7FEA7CBD07C1573D1F43E8BD170C183D54AA28BE832289BDBB1F863DA9CC803CE62B8D3DE09EF8BDA3C4BA3B32E92A3B22A69CBD5FE5C03D8D7CC1BD6171A6BD0FD849BD38A4F63D3F3CE83D178A103DD7D1F93C48A6043E43CD133EADB5C73DD5A7BD3D4B0F1ABEF103A7BCEEB5A13D1D82D93CB5556DBD7E38893D935FE93DDCA71C3D8246FE3B",
      torch_tensor_64_torch.float32_2: "0x040000007805833F7239B53FE463A03F82E8563FEE54B73FF970363FB9DE913F1175BD3F5ED48D3FA4140B3FDEB28F3FC63DAE3F60D18E3FC5B3A33F2FB49D3F322A333F4D21833FD1805D3F88D4163F7C17843FC14E993F523DB33F5C89133F9207B13F946BB33F523A803F5DCE613FB009923F8531783F237D493FA9D12B3F0535393FB3CD0E3FF8F1B23FB8BBBD3FE6CEAB3F88033D3F433A323FC0A3A43FAA7E123F31865C3FF2D1953FC875BF3FEF337B3F823B0A3FE272A23F9BB2BD3FDCBC783FB6B8133FCC46763FF4BF713F50DA603F1448873F855E173F88A8913FE6494C3F95664A3F3D2A9B3F668FB83F1A95AF3FB0AE253F864E933F4D4E943F15E41B3F",
      torch_tensor_64_torch.float32_1: "0x0400000046AEA53FC1028B3F73D43D3F074D8A3F180D5C3FEE00453F2000163F50CDBE3F17AE2B3F3EF7403F890F523F9FBB533F62B1083F29ADB93F43DC213FC897AB3FEA53223F3E7E2B3F82F0623FD8A0A83FD44CAC3F32DBBF3F2DE07D3F4B4F893FAA89AB3F4920B23F21DA8F3F5A73303F3564193F0668A43F902D853F39C4483F5205823F5D07123FF18BA13F8427BC3F5220BC3F537AA23FF6A3B53F2001A43F96E9B73FDE4E833F21B2253F4105053F6367A93F3EC90F3F2A520F3F9689963F87E3BA3FAE9D323F03E2103FDFAE2F3F359AA03F6C3E123FD4BBB73F55F1753F4A04B13F9103B43FA975213F9884963FFA909A3FA6347E3F81527F3F91889D3F",
      torch_tensor_64_torch.float32: "0x04000000004A203E49B904BD06F18C3D1365ED3DF340883D27DE6E3E43AA513EA5B666BEBF1CEABDA36D5DBDE7B41ABD0301363EF9AD13BE724B9F3DE3ED28BEF83400BDEF237B3D8107113E5294FD3DF36CF4BCF82A293CC49B0E3E8930A13DEAD3CABCC36B313D20DF6EBD7BE2CABCD06AAA3D8286383D5B4348BDA6FC213D1794743DD3E4853D99F406BE8AC2643CCF846C3D3B4D833DA88CDE3D37B2C93BB2E4353EE3499DBD0A904B3D886BBDBDCBBEC4BCD656063ED114A63D7FCBC33D1FD9E7BD4B05623D21E919BE3BAF4EBDA36D8FBD4B59B03D7B4E89BDDAB6803B2CC9313ECB03E4BCE0EF7FBEF2AC1E3CFB1522BD14763DBD1B6A873DAB1DA0BC9322A7BD",
      torch_tensor_64_64_1_1_torch.float32: "0x04000000B8B9213DD64FA6BD38A06FBD60C1F03DDAB487BD3A8985BD5E98B43D143EADBDE6C1E4BD984BDC3C80CBD93D18424B3D803B20BC145B99BDB4F2F23DF28BF23D801F2FBC107F71BD5C7FEF3D3C84EE3D20BFD8BD3E22D43DCC7C83BD28F3853C5E24BF3D001FC0BD365BCABDAA0898BD44BDE9BDC657AD3D4847E6BD920ACE3DBE1F92BD2000A2BC205BC53CE8C6C1BD7C839CBD50BCD4BD80CABB3D102D24BD78268CBC083391BC747A4BBDC84B91BCBE0F9E3D923DA2BD9447F13DFECE8C3D14CC8ABDD8DD533D2C51863DD65EB13DE05A9B3C48079E3C34F6023D6C148ABDE0E280BC482AFEBD0083123C2C7B343DA4D2073D80C310BD403F733C7C5B0DBD608F7C3C805EA93C8C60ABBDF2E0E6BD587540BDBE0BE4BDA86CA53D9862273DE21A9A3D407E983DE8E9F23CAC17C8BD10DF523DEC866ABD088CDA3CF4C13EBD8895D6BCFC13A53D50386BBCC082813D5865E8BD702DF1BC0AC3A0BDFEDFDB3DA268E03DDC15B1BD1425CE3DDC9579BD34979CBD00BA8FBD4EFFFD3D92EEC83D1610973D802167BBFAA3DCBD8A55EA3D520AA53D7CF4AFBD3C2C513D90C062BD1C09BF3DDC29F5BD2AC8C53DA87E813C80C5823C104EAF3D8A15B7BD4437993D405ABF3D80C8B5BC5E1FB3BDF8518EBD48C8D03DC6D1F5BD36C1EBBD8E25AD3DF80A6E3DF49EFDBDCEB6EE3DC26CFC3D5CA2D03D0C251B3D701253BDF4336B3D60FA82BBA0B6ED3CA80E25BD0E87A33D6C7853BDE4972F3D7237E03D3CF8C6BDD210DCBD9097533DA0347D3DAC8027BD5CAC77BDA0D40EBC30BCBC3D40BC99BC7884BCBD3037AD3D52058BBD9069CC3DB0F2E8BD529783BD0407F8BD8435553D10E7513DF808A9BC301D53BD80D0683B80E27C3BFE98A83DC2BBC03D2EA0E8BD5A4F83BD007A15BBD889DE3C06C3F13DE89773BD30CA65BD804FA3BDE848E8BC28F4F1BD421BB9BD36DBA1BD1AD6C6BDB8B5B9BC4269F43D04261FBD280B0FBD3EB69DBDE0118CBB347176BD74277EBD46E6F4BD4096CD3BB0561FBD96D485BD8026033B545056BD78A1DABD1091A93DA837ED3CD09981BD70A518BC6A53D03D209DFCBDB0A899BDE07AF9BBF0F167BCA6EECD3D201038BC809AF73CC80420BD200A6ABCC0759A3BC064CCBDDC20E1BD7452F2BDE02E72BD348B833D809D64BCC87F9EBCB6C09DBD1C5C9ABDB8F7F2BC8C505EBD162CFD3D6C2C72BD7E2D9C3D7EC894BD0814CF3D28B2963C009734BDECA2ADBD38BF59BD083B533DC0AAB03CA272BA3D780B8C3C144E65BD2271CB3D78D4823CE40D35BD1C41D4BDC8E2383DF689EB3D8076FEBCE01FA33BD8161FBDCCD57D3DC0C3E8BC4241B6BD40CBBDBBE6C4E8BD20411ABD94632DBD3E20ACBD38F4D23D10B7433D1885BD3CF244E73D88E71CBDA0DC40BC78C3C73D9E39FEBD4871F6BC5033FF3D4818DF3D00ACB2BC901F8DBDC866173D2209D53D3C4A22BDAECF873D1278FF3DDC22E4BD40DA30BD98D3C5BC1607EE3D8C6B61BD8280F8BDC04E8ABDF288C2BD4418423DCA1980BD3026A8BCD0604F3C3246BC3D184E173D1C0A0F3D5C837FBDCEC3D6BDBA1BB03DF82DF63DF083363D58AEBEBCAC1EBFBD440FD9BD1A9498BD2A45EB3D60D6033DDAC49BBDD848E8BC52DDBEBD10EC293C4605E13D24D7053D38CBB8BDA81EE53DFC5EE7BDF026673CE85C9E3DB695DC3DD232C6BDBE37F93DDED49C3D525ADEBD5CFF043D386CD7BDD89299BCC499A4BDECB3F23D8E1992BD2013973DF0AE163CFA5498BDBCDCEC3D1839EB3CCC96523D80F6EB3D16E0B8BD6A1FC23D084B603D8835A23C40A8853D4059DE3BACB6283D4086A33CB4AB2F3D9AB4FCBD006FADBA2CC45C3D2AF6D23DBCF5CDBD4888BF3D0CD86ABD185AF7BC0823093D3CF3CCBDDA148CBD7AA487BDBCFA25BDB0CC113C0A29BB3DF08B1BBC7888283D2008AB3B40267BBDCAF7DEBD80AE213D8ECCE0BD805C7E3D843C52BDCCE8693D4003E0BD7C298CBD1C9E9ABDA4E74C3D34E2123D788DE93C581CC3BD74AA7F3DDA9793BDF4C8DD3DD065DA3DAA6580BD088C85BC66CAAD3DFC6F133D88C1AC3D00D2E3BAD06A1FBD087E8E3D6231833DFAC58ABDFE4BBCBDDCCFB53D7E46EDBDEA69EBBD389BACBD2C476C3DD49C4DBD9823FB3D40BEC7BB40497BBD002C0B3A08F0F7BC3001EA3DC866E2BD2ABFA73D1A74EEBD1AB8C5BD3E4CE5BDF045933C1CBD983D18B1F5BD84A2F53D580D06BDA8781CBDD83864BD802689BD003A453B100AA6BC0E3FB73DA0A793BC74E0EB3D00C1983CB4D8893D8898D2BD003D6F3C800EC13A7CDA843DE659D5BDB626FB3DA400DA3DACD34E3DBA96A5BD284D8B3CF8F94EBD9AF9A4BD18490D3D480639BD7002633D54E3ED3D60961CBC7010943CEE6DEDBD32558DBD10EB55BDD05FF0BDA0C7EB3D02ADAF3D584AE43C5409363DC2AB9EBDF0AC4F3D606D053C209CEE3BE202B33D20A52BBC88683BBD0267D9BD96428FBD6083FA3CF8ADC3BC00D9493D06E8C33D84E9BC3D5A40DF3D54D2C0BDE893FF3C24B36FBD58EB1B3D78D33CBDE4F8C13DD29A97BDC843B33C5651CC3D005439B9FC1AC4BD8280B1BD8E67BA3D602AC13C0E6DFBBD18CE3D3D44FD5BBDB482513D64ADC33DD832F33D78A6EE3C6868ECBD1C60B6BD10F9B23D746AFBBDC07CAF3D1C50D43D38B39D3CECF9603DF09E1DBCB8ABB83C40EEF7BD0020133ABC6D1D3D90A6A0BCF29BB13D48CBAD3D08722B3D00369EB9207626BC40695BBC4882513D10913C3C7EC1FD3D066AB1BD20E5B5BB065EA1BD4CAB28BD601B673D6826C3BC708BEC3D9C6C4CBDFE4BA93DB2E883BD28EAC5BD90AC063CA425DFBD90F2A03D2C2C93BDF82FC43CB890913D18F6E33D6C99A83D4C87A63D8C9A17BD40EEFE3CAE94C93D60B437BD14396B3D98EC693D209D33BDFEAB9B3D3635C6BDC8AACFBC2A68CC3D3E01EA3D00972A3DC8A989BDFE61EB3D249AB73DF0A993BD70FC70BDB48F3BBD66EDA23DA862663D8006183DF48D9E3D301F2CBDFAB1873DCCCE6A3D00B91BBDB69CB73D74932C3D041F743DD829BA3C1CC59BBDB0CD983C70E250BD1E10933DA4225C3DF0AAF2BDC0E3F3BBF079E3BC6828363DA0BD96BCECEC84BDDA7DB33DF8194D3DF0B5853CFE30E93D32F6BC3DF850C43D4002BB3CCEA297BDA019B73DFAABF1BDD45CB0BD105BF73D822FAB3D60BC963C70C5503DB87B99BCBC74D43DC8AD07BD4005E0BC386E2BBDC4B47ABDFC5F953DB051ABBC80DB2DBD92F5B3BD201B9D3DB278C83D2463BF3D90885ABCE64588BDBA2CCE3D2857BABCB298BD3D2801453D00B4F6BC0649B0BD70D0683DC0E9663D0EC5EFBD4CF65C3DD050163DF8DED83C3ED18FBD244E673D4E0BDC3D201094BD807541BC5C8B86BD8C09B13DC8F7AD3CA0EACABDF84D26BDFC2361BD5E28C2BD08F14BBDCC2A73BD38A8F13C80BEA03B5C8E2BBDECB34EBD0A5CB43D7067ADBDA8697E3DAE56CEBD1C6FE1BD443211BD84FD3F3DE6409DBD20E1D83BE0D5153C16C8823DD430463D6E49FF3D0E03F23DBC3CA33D989A86BCE235803D0011A13AC499DABD10090C3D0C55E33DEE1E89BD243FCABD229AAB3D463BFE3D5C0F94BDB8D06ABDB4F0A3BDEC26493D04A4133D344848BDB8A94D3D887DB9BC00A3CEBC40E8953DCC14F5BD08B1753DB08EFFBC0838A83DA4C4673D80F154BB025AF63DC85BAF3C7E25EB3DD02F7BBCC21FB3BD885CD6BC5CE801BDB8B2913C14CFDDBD1688C13D281AE4BD6691923D6845E13CD22FA7BD4C1378BD500406BCE01B35BCCC89983D8041C6BC8209D33DBE1FE1BD704733BC08A6CCBDB0F2A0BC0092F93A72D3893D00974EBC60F32C3D18A2F63D804DDA3B7CE5913DF8CBC03DC8AEB03DB08517BCD6EAC53D50D556BC48A283BC2C29BDBD500E49BDE809CABDC4D504BD3A6AAC3D5044EFBD4632ED3D68BFCB3CAEF9A23D3C98EBBD0035183D76E7E6BDA2B5F2BD1A69A13D2EF495BDC6CBC93DE434AD3D50E16B3C081E003D2026853DB48F7DBDF64FB6BDEC6994BD40305BBC16E285BDA0C10DBD22ABB8BD20E282BB5846673D90AA10BC90B61DBD541C00BD90F09B3C04D2283D60A6AABC20EB69BCAA77D6BD483ED23DBA00FD3DD847CF3D580CDF3CA4FC4CBD186B31BD1491BDBD0036863B9C5765BD98A3013DA493AA3D98E079BD3CF6FB3D0EE2E43DE83D99BCC4C7CEBD301F0A3D10B08D3C0886F53C0C4AF33D5897863C9829D83D5A24AB3D8ABBB0BDF884463D807A9FBAFE19953DA019A53D5016063DB46FEE3D38573CBDFCD1523D1036503DE022363C24DB74BDD88FDF3C3C8450BDD043403D3082563CCE45C63DF4404D3DFC98FB3D70E23F3D76AEE9BD2631D3BD260CD3BD942CE43D9837C7BD7C93D7BDA294E93D10BA103D9840E13C346AA43DD841B43C0280BD3D1674E9BDB2C3CC3DB8E9173D80ABBEBC8C6702BD24B1E1BD4A72A1BD702C0BBD7030A43C0CCB1DBDB86B6FBD009037BA40A201BBF046023C12A2B33D9856D2BC1E00893D141854BDB0669F3C68BAB23C0094BA3CC048193DE85AF33DBA52EBBD4A05E5BD5CD31CBDD2A9BEBDAC1867BD8C259BBDA0E510BD08839DBC68FBE8BCC0EC3A3B10B8303C70B9D9BDB0C58D3DE858D5BDA21CC2BDFC72B63D48AB7E3D90D61ABCE0154E3CDE3DEDBDF8F4ACBD509D033D8202D1BDE081083D00C6E239F0E643BC821BFD3DEABDB3BD80456D3C08AE8F3DE0A09BBB74E3E53D282970BD1449CBBD74E310BDC8A681BCA0EACBBC50FED93C2083C93B08670ABD580D323DD88222BD9E30A9BDCEE4B3BDA4EBB0BDF2F3A63DA0CBFFBCB81FF13CF0E2DF3C4C77193D7084CCBC185FEDBDDC338ABD68C4C4BDD84A3A3D80BE713D107216BDF4BD5BBDE4DF393DC0DA7ABCAA55CCBD40988A3D18B7ED3C8855A6BC3051C6BC800BCFBC586DA23DAC8C603DE0EDAF3C381A8B3C10324DBCE8E9A9BCE49272BDB81D6CBD9E7385BD86E18F3DBAD3E5BDDE31FE3D001773BC38D42C3D461DEF3D22F1A13D00EF923B60BEBD3CDAB4C03DC443DD3D7CC6153DA8501B3D6422C93DC6B3ED3D606B72BC7099C83DA0EC24BCD63FE23DB0D064BD081CEDBD8098D33D10B4373DC0A8CCBCAA0594BD64C4713D9EB7D6BD004082BA30DD9BBD4453D83D4CEB653D80B5A3BD041B4EBDE03F823BAEF8E43DE4851FBDC67EF1BDC476E7BD60EFF43C228D9DBD9C10D5BD849634BD3C8655BDDC311BBD489FB13D6E9DD9BD40B8C0BB08A0ACBDE44C7A3D407122BCF82498BC70118C3DC04574BD005B1BBDD883E63D400928BB302765BC7859D1BD60FDC53BC2A6C43D1602E63D544D0DBDB83CE33C20ADF6BC20FDF9BD58F2C73C20AEF33C506893BDEC8045BD6C0D843DA063FF3B1ECB943D18041BBD80A2923B88AFE9BCD8F3F9BCB42BA73D04B585BD782732BDB4009F3DB8E7CE3CF887593DC031823C4400753D9C5072BDE0F60E3D0C4AA1BD04823DBD98A89E3C9485EDBD9653DD3D3C2FE1BDBCA9A0BD0858A8BD44CA62BD7C0D79BD0C92513D4AE0AE3D385CAE3D704D403DACDF8CBDC612F23D207D04BCA2AEF0BDFA53DF3D9863773D6026A03B58409B3C9C5220BD30F865BDEA1DF9BDF47417BD0CDFE73DD0CB1F3C5C72D5BDA00734BD68B732BD6AB59B3DEC73CDBDDC4E19BD58D3DB3C945EFCBDD251F9BDA4344EBD40A7533D4CB715BD7C68383D0895B8BC0017903B14D422BDB0A91BBC103498BDA0E2C83C581193BCA01B61BC3022A93C3058D1BD60974C3C300E9D3DB0B5333DF8D1D7BD08E49D3CC0194A3CEA40D4BDCCEB98BDD85F02BD14A4603D7A0693BD88DBB9BDDABA83BD3CA218BDE2C5AC3DE26AE5BD10B01CBD30458C3C00D7143B60956BBDD09EF13D2879973DC49104BD70FB68BD34CF39BD48250C3DB4D5F5BDBA63B6BDC489513D6A3CC43D7CAB3EBD7481873D60C7B73DA4A2853D3894E43D406640BB6069DE3B5EC8E23D96EE9F3D867AD63DACD0763DE4464CBDC4AC3CBD4E37C83DA0741F3D7093723D38F46BBD6802DDBCFCB5C03D76B59E3D32B2F4BD02E5FC3DA874F5BD5429E0BDCA8ABCBD20A72A3D507DEF3C582E043D1E9C943D32CEC83DBCDA2EBD60E22BBC9C4BFCBD88283DBD3A99B63D00B084B92441263DBC8959BDC850663D48FAC93D362282BD0CE10ABDF0ECDFBD1E45D33D587BB8BDE0B3283DB8BFA93CE02468BCF2CAF6BD386B8ABC1898423D8803D23D3435083D78E090BD68A0DBBCF8F5AC3D907E26BCDEC0F83D9446673D40E349BDF841A7BD7067BFBCB81948BDC81EF03D7C3B3D3DC001093CD0C7F33D9882F33CB86386BC685FE93DBC7343BDA0D5D23D3017CD3D005D8EBDC040A5BC2C9209BD9073D1BD5886DC3D1874533D12DE9CBD702E12BCC09D613C94FC8ABD68B7973C00D7FF3C74A3303DD4DE47BD248DD03D026DD6BD480FD3BCAC55263D5846A5BC4299923D9CB3B33DB8988C3C72F6F8BD2E13A13DF0D06C3C4C7493BD006135BB641E7F3D140A83BDBE7FF13D2C4B9F3DE4FD043D10FDA93CFA2EB8BD1059D13D1444893D8001EFBCD476113D3852113D345E733DB6ED9BBDF640873D909F0ABC4A5DDE3D807704BD10E03D3C00AE283CFE01BABDE043CE3B5ABD8EBD582577BD940DF63DEC7677BDEE53FB3D5A17D8BD507306BD102D41BD0A9CE7BD54ACB43D206575BC942FED3DB03E5E3C008047B8D8680BBD4C0C3ABD201B073C64642BBDFCA2E73D6805D13DFA51833D901FFA3D8C2DBEBDC0E0873CE830333DF04D5A3D0E0BB33D9A4BB53D408E0FBBC440283DE09A9DBC78C5E2BD0C5B5C3D98F8433DC078A9BCB822D63CF8AA483DC62197BD58068FBDE01A73BC1EE5CD3D40D3523DD0BD4CBDF62CE7BD600395BC303F593C00BDEFBDA0D6B1BD1ECAD73D0803D3BCE025473D0030C13BB6EBBCBD405258BD28C182BD20F25C3CE002D5BB4E5DDFBDC0919DBD9857CEBC8000043D98ED75BDA69EB83DF0E9D73CB81A8CBDA8F6583D8CFF203D58429F3C7855553DA0AE4EBC701C853C06D78C3D60DD67BC80AD203DD8CBE33DA4F7CE3DDC3D8B3D2E79AF3D709841BCB02B4BBC32A797BD1CAE953D4CF7873D8242EB3D18EA84BC301D4CBC384794BD56E6A53D941E863D5CAA003DBE32A43D883F623D784489BCF2FED8BD1475C23D40F9E03BC45A75BD785D54BD70C25BBD940E893D4259D0BDA0FC42BC58EAC93D48E192BCF859393D5E11CF3DCE1DFD3D526FCD3DF002703C76919A3D1263FCBD3A91AA3DACCB2D3D404C753CBEE4F83D5E2DD93D70B80CBC3C22233D487FA1BDE0E8663C5C0980BD1E8FDE3DE83D243DB03C4A3D6A21B7BD14256E3DA030D63DD007BABCC0473C3B2084B93DE01EE2BDF46BAC3D94B6863DB87595BCB040BDBC000E02BC90C24B3D06DBF23D7006B3BD304713BD3CDE4BBDAC50043DB8B0C03CC078243B489AB23C845FBE3DAC99573DE8D8D6BD04E01D3DDAF9E73D1C10CCBDC6C6ACBD8A9AD73D94C5B3BD00FEA339601FCB3D769CD2BD9403983D8024723B2297B53DACFE19BD9090843D2070DEBC6047A6BBAE0CA0BDB890DABD78CA8C3C406B91BBD0AE553C4CDF01BD9CD43EBDB00B41BDF2F4C63DC0E96F3D10E7E93CC85590BC80FB61BD983C8C3D48060DBD58E680BD48F96C3DC0764D3B28AFDD3D26C7903D74B7F13D108CE3BCAAEDA23D2095BA3DE4219D3D90B5643DD0E7FABD7012D0BC366EBABDF0A9943DD2A8D53DA434513D8C0205BD0C5D323D246D20BD2670DFBDF8BBA4BC303C78BDC021213C0A7CF53D54AA9EBD9AFDD2BDC0952F3D88F6453DD405F4BD5042C8BC70F3593CD46EDA3D003D52BD6415F6BDE28CB9BD00E1C4BB80CA4FBB1E21E23D08D258BD3C04B1BD4CC467BD9840A5BD4EB98BBD60441B3DA8A2E73D9863F03CBC7A4A3D50906D3CB480613DDA7190BD10CA363C74FA253D94E31DBD2678F83D209267BD30AEA03CFEDC81BD30578E3CC8E9BBBC182FCEBC441CD0BD90FE40BC0E06FA3D2095A1BBA0FAF13DF0E73E3D326EBEBD0EFAE5BDE6D9873DCEF7D43D24F32C3D2A7AF9BD0077FE3A60EBE63D3622CE3D48CCA53C78D7EBBC027AD2BD40E9B43B782A173D00A6C23CAE52DCBDC09F0CBB9092BFBDAE39AF3D8855823D6EB6903DF0E0833C607497BD30D7F93D22B9CDBD88D088BDE4855D3D5CF10A3D06AABA3DC0124B3BBC94F6BD00C403BA6EE0B23D60148DBB707F303CE02812BD30820DBC506FB93DB890A83CB86F9A3C944BE1BDCA7FC4BD023083BD4AA89EBD024891BD30C516BC40DD0A3C646C223D52F086BDB67699BDF444083DD2C0FB3D7C888E3DE466CEBDA84BC23DB6B9F4BD624C943D482ABA3C3299AABD6455ED3D7CC5603DD8C1AEBC10B03EBD7EE2A5BDC0E83F3CB6F39E3D9215AFBDE4F9E43DE41C17BD2441BCBDCC3B5D3D34FDC63DB002543D9868CD3D302EF8BC44B3043D78CAD4BDD016993C00AD30BD062DC4BDA8B3B13CE8527BBD0A29F23D521CAABD3AECE93DC025F13D8027023BECDEDABD2A7DA93D7898383D30A2683C301B2E3CD849C7BDB43F293D80FD76BBE0F6033C14EC4A3D0069FD3C783FE3BC8084EA3B34230B3DB80FD03CC684893D0459CC3D90B02ABD841CA93DF6989CBD809040BB689EF63C005B3F3D1033C23DAC63113DC6C6BFBD78C4C2BC284501BD0680A0BD300BF43DA0A1EE3D2823C53C00A917BCDAA2CC3D3C4B20BD5C4190BD1AC5E0BDECDCC7BD36108EBD1457D43D003867BA900AD63DB067A83DF23489BD44D036BD1C68D7BD567DD93D582D943C50269EBC90AC78BC50E6B0BD58DCCC3C0C93CA3D36CEA83DF0F0B0BD406E1E3B2EEA833D00C9983D2E73A3BD3EFEDCBD20D2BD3DA0E47EBC4CAA2F3D7A05BBBD504E1BBC46F6AF3DD4E9F7BDA468F6BD347A3A3D08A0EBBDE49A20BDBCC5423D4074683CAE84DFBD76B2A73D4E7ABE3DE645DC3D58A223BDA0C4D0BC0CC68ABDD85DF2BD0040C23CA4039C3D08469DBC4835E43C10764FBD7803853D68B230BD985D1C3D96A0E1BDD25C853DFCC460BD704E16BD4021563D28A9D3BDB07E963C1824B63C10E49EBC9AFAB13D2839D6BC04C73FBD7CE92C3D1894E33DC84EADBD28EABA3DC81427BDC876C13C989F173DE8CB263D2C7EF93D20A54ABC54A7B1BD00B1CDBB9056963CD437CB3D505E62BD9699DBBD104E3BBD38FC78BD4877103D74D1FD3D10D029BDA893ACBCA03AD4BB00008C3B3C0DF73D0098D73A06A2A3BDA2F4D23D24AE60BDD471D03D8812DA3CA85D6EBD80EF49BC401AE03D6A01DABD7C78BF3DE07FBCBB28C4B8BD7043B93C2AA68BBDDAEDFEBD4094433B98A165BD00490DBCE6D5D43DB8F192BDCCD7FA3DE06A2D3C0CE89BBD2CA155BD841D12BDB4909F3DF8E1EF3CC88130BD00D7D2BDA022633CAAFFC2BDBCD1F63DA0F417BDFEDBFD3D2C35373D9CF000BDD0AD12BD0CB2AA3D0864E3BC4818BF3DE42C03BD20E090BC98450A3D20E3003DDC5951BD1AB5A0BDFCF40EBDB0E7403DD819903D4EA4D6BD004CAEBDC0510ABCEC4E373D0821E23DCA25BEBD9A11EB3D40F4523C20EA03BC806B9DBDF0F9463C78412ABDFC2CAE3D201086BDB2ADDCBDCE67DE3D7C5097BD4087163D90404C3CF859813C70075D3C1AD18A3DF2D9BCBD628FE5BD94224CBDC002203DD0D260BD949B903D581EEABD626AC8BD9273983DAED3B5BD9CA6223D50C1DE3DB87CCE3CDCB6AABDE078873B9A048B3D7C7EE73D1048D5BCE21BD63DC006F83DB0B418BC10EAE03C94B678BD48DBFA3D509B993CCAFCA83DA4EFE8BDC46CBABDE818053D1C09883D32DDB3BD8EAFF4BDA41E8BBD20CCD1BD647A963D68BD323DD0E501BCD06140BDBCF5BD3D284328BD28289E3C60C7063D9E9E9C3DD89DA9BC68708ABD001C503C74D238BDCE54DD3D8041A13C10A294BDBEE8B6BD92E7ABBDB0E1EF3D2E03C13D127DB9BDF008F6BC004116BC3C6CA83DA098CD3CFE7AA2BDC0B74FBDE8AA173D80375CBB20BBA33B28924D3D98D0B53D880D8D3CC05FA63DD41D93BD3C6CDCBDB0DC47BC584AA13DB05BAABCA0F84C3CC0F526BB5802FA3D381865BD0AA9C73DDE88CC3DDC95C6BD30A7D8BC7E4DD33D5A63DF3D4023443D1818BCBD662C8CBD98BBF6BCD830E33D125CA8BD600247BC005EDBBBAC4E563D5880E73CF8CF8A3C76E6FABDF4A9163D108003BC3C4329BDC0325BBB3271EDBD4C564A3D2C5AB63D64B346BD9E14903D80E7C03B30D4723D9449D93D20B59EBB48DEC53D60FCEFBCBE4187BD10E9E5BC664784BDD8E2F5BD80D5D33CC63DCFBD5CDAF7BD6A95943DB230F03D38188C3D1EEBD13D1632A23D6209D23DB87068BD70F0073C60DDC93C4A748ABD629698BDACE000BD28AEF33D00D5893DD2A4B1BD28FB623D8205EBBD9A5A8ABD5A13C13D60FBC03DCC2DBD3D1039423DFA37D63D7417FF3DBCE8213DF49F1DBD301B723DB87673BDFAFFA23D1097F3BD3643C1BDB03E5CBC361E873DE09118BCF0B4DFBCEC3D273D9C2A35BD9E3FE2BDD8C2CA3D680FD4BC804CF5BCC097A3BD9C9103BD3415213D0C70083D2EC1B63D68D0C53DCE26D53D887850BD8C6F96BDD63490BDB47FA1BD9892B3BDB0365E3C48917B3D8E1BC6BD8C4BFABDBC2945BDD08915BC24A193BDF0F3093C80B0283BF6BAD23D8A558D3D601C0BBD3009D2BD6C2A6C3D580C47BD948F41BDA07BFB3B4652FE3D7C30E3BD74F157BD0C52A73DDE58E73D8052F53CBAACD2BD3055043D5226AF3D54AD743DE061AD3D3832B83D409239BBC0175D3D800730BC3CB7383D902BAA3DD4DB363DA4D27F3D5C574CBDE8CA183D2AA8B1BD322AD8BDC084D1BC34D6F8BD20FD903CE091FABD609DA73D446442BD5AB3D1BDF80E22BDB41E9DBD3CA3343D7E81A93D08E1B2BD5EFAFD3DFC4982BDFA5A9BBD8898CA3D8C7A7DBD04AA81BDBAE8E33D92B4BEBD98898DBD50AFD23C60C5B43C50BD063C1E46F73D0815FE3D96FFA13DC09F1FBBDA68A23D82DBE3BD346CF93D701BFC3D2C0647BDBA58ABBD92ECC03D00BD0B3A00507BBDBA4386BD98112B3DCEF6C7BDC03C5DBD60C72D3CDA1CEEBDC4CA12BDA80C6E3D441D76BD74CDF7BD8899D63CB8F52B3D1872F7BDE09AEEBD1E58D1BD408B593CC872993C08DBA8BD50361BBC84D51F3D501C7D3C36F993BD60A3FC3C3C2854BD32BCB63D48D5803D2827F0BC6EDBAE3DEA4F843DD8F185BC0C5CA33D66AFBE3D9069EEBC2490BBBDEC96093D0E2E883DC4D9103DC05A80BBDC13D6BD30797E3D280BDABDD8F3D13D40C2293BBC86F63D00F7363C4620E6BD6EC78FBD68D1F4BC1CF40B3D20407DBCDC2E493DD811DABCF43C3ABDB026D23DA03E093CC8979DBDBCF1F8BDDCBECFBDC094033D067AE33D50DA5B3DA4559B3DE608E23D667689BD20C9F5BB58423F3D3054A5BD6433383DBCF9D93DDC98FBBDACB8C6BD10E6B63CDC8F0A3D60FFE63BE6DEC83DC4685E3D480A07BDA4FCCE3D0428ECBD461AD4BD90722B3D7094CFBD60EF3BBD604294BB88E3A8BDB46CA23D926CE1BD12B0A7BDEC543EBDDC78E13D00F1A73C8A34ABBD848CA13D64F55B3DF038AFBC66C4C0BDF2CAB43D10602FBD3805D53C8823AFBCC090723BFC0548BD886FF33CD6E5EA3D8699AFBDE82A2E3D2E69E6BD00A359BC8C7AE33D8ABBF03D60389E3B00987CBCF066F53CCCBFB5BD5088233C786AA33D5288CCBDCC4D083DC06B313C52C2E1BD8ABDE33DA014EEBC667DFEBD382DAEBCA466D9BD22B09CBDDC8C13BD90DC173C6078F93DFCF84ABDD033DEBCA837AD3D0EC2CBBD865AB33DDA06E83D50D5C53CC8D721BD9E57E43D106B473C6E90AE3DF4456E3DB048873D8064BBBCB662803D0007DABC98228FBDA461A5BD5658D1BD480CFB3D246E3E3D0834573D303FA63DD837E93DE4D3FABD6609E4BD2EA4F03DCA14973DAE59ACBDE614BEBDA6169B3D242DB1BDE00967BDF009703CE46458BDA66B8BBDE0F0093D201BCD3D1EE89F3DDC029EBD20CB4CBC480FDA3CD8C4523D003D24BDD8A5583D00666A3CAA89C0BD9023E33CC0369E3DA0ADC13B8AB5E1BD606608BC985BDC3C18E1EBBC7C733C3D9A9588BD6A8989BD1C13C7BDF4CBA13DB0C2663C7A49DBBDD0AA623D082BC83D305388BC48719DBDE00865BD1A60AF3D34521E3D00469F3D7C7D4B3D8A00E0BDECBB45BD32C9EF3D1C89F93D48B5F23C6026833BA2B5AA3D8C35D4BD0021B63A6420643D567AA6BD008DD6BD5831A1BCA0BDDF3C64D712BD3C1069BD70E904BC621E99BD1C2D043D843C98BD2CAD84BDF031773D3684C33D741A7A3DD604813D8AECA4BD50046A3D04B578BD60476CBD705E713C20A1C73DD0E76ABDA6E088BD5C66733D1CC8C7BDECC3493D00AC0EBBCC03C93DA6A0F2BD88F0E9BDE2AE883D000A9DBBD01538BDF45A01BDE400773D1863C63D6864353D469FCCBD94F39F3DF642D73D2E92AFBDC6A6993D4E22BB3DF83C85BC9C0D493DB80C083D0EDDE2BD309B75BD3C41B73D64C4A93DB0ED6ABD1EA1813D245C85BDCE3AFD3DF219F93DE065F03C78D8D93D6A6581BDE4BC3EBD8E3FE0BDA05E2E3CE47F1F3D6E21923DFA10B0BDF4B72A3DF012B7BC90D8C13CE0D7F4BB50CEDA3D6427C6BD7026673C1E67EFBD78A18BBCAC67EBBD3870D23D6A15B6BDD6D5A9BD125FFDBD3AF4853DE05CF4BDE66CDBBDCE6EBD3DC23F983D9CECC9BD8626F8BDB0C4E9BD809463BB947F6BBD5899DEBD949B0BBD2A4BB4BDDE69E7BDA8EC83BCBA4FC43D6AA8ECBDE6AC8CBD343430BDA020DC3BDAA6803D10ACEFBC3A5E9C3D0CF6ABBD44BE5C3DB0DA1F3C8C23E13DC00F40BC787D163D405D7EBDBC957C3DB4D7D3BD54F7B2BD98B312BDFC13333D46D8F1BD2470D5BDD07B63BDEE4A9F3D108EA7BD4657943D38D5CD3CA07FA3BD3C1AFEBDF860BBBCA02CF3BCA4CF043D8C7B3D3D587ED1BC3C8BFBBD667AFE3DC251E1BD321ECB3D586E06BDEC0EE33D58FBEE3D2CFAA23DDC1FF8BD9CCADEBDD0F209BC78A52FBD6064043C009592BA5277FC3D724B8B3DF2599C3DF0B792BCB03C183D6033C73C88EB7CBD90ECC9BD5C8A213DC40770BDE002573C14DE67BDB41704BDE87250BDAE6496BD0C7D39BD6056BD3D3871853DB0D9363CA411ABBD98A92C3D58DFED3CA8BAE3BD28593A3DE87ED9BCEAA1C4BD808618BCB67E9BBD142642BDC8189ABC26C3DCBD0635C43D7C18FFBD80E7C9BB9C74D7BD4EC69BBD10D8873CA4016C3DACA0E9BD46CFDCBD501FD7BCDCB0D43D7C59663D0235D5BD1A10A03D5C86703DE405A43DD813C33DC09F77BB86C0D83DC64CB9BD3670813DE8171B3D00D0FFBBD050973DC22DD2BDECF5CE3D100918BCE062373C90ACE1BCE03DC4BCFABD8C3DCA1CFF3DC2B6963D7CF2413DF0B13BBD4EF5873D04C438BD7873C7BD3ABEDDBD909FCC3DFC6CB43DACB6013D3860ADBC30BF763C80F2FABD8C07763DF283893D1A679EBD2E8B8F3D02F1CE3D3E35813D603BE3BB3445693D60C6C13B0E64E33D92DDB53DF820BFBD4AF9EA3D94682ABD30C2D33DD4C0BD3D78631E3D7CE6F43D3A4CB73DA6A2943DC017073DD03146BCF23E913D6492EA3DA055053DD8FB743D3A58B73D60CC1C3DA06F29BC8C46583D366FD3BD988DA83C245782BD900C45BD726D9CBD54573ABD18CFEDBC564DEFBD603EC03B52E8A33D14A3383DB4650BBD14303A3DDABAA23D8ABA84BD6C304C3D72BE863DFA95ABBDB836F3BDC0159EBC9893DE3C28002C3DBA44BF3D8C24663D7CE3933DD0129E3CBE6EED3D7672DE3DBA5FD4BDD8B45BBDE016EBBD80EEBA3B2831A73D10C6993D2C07D93D9A3A933D08C4433D08CBDA3C783BFABCF05220BC68DC30BDEEF584BD32D1843D08BF23BDC075F7BBD4FEBF3DE80F5E3DD0DDC8BD60D1A5BD5085DBBDC0AEE43DD641F23D1CD9ACBDCC039BBD5840A63D902D31BDD4B47ABD56A0A43D12F08ABDB0A6993CA410823D4450D7BD9A7CE53D7812F5BDF0EB61BD98C138BDAEA69D3DDAF6BEBD587CB7BD9418D63D16F1F83D5858ACBCFC866B3DBE42E43D98CFAA3DB08131BD00B63B3D54A4463DAE57BABD80DC043DECF36DBDE29CADBD6064FABC3E77873D146DA5BDE002ECBB98991DBD36AABB3D88C2E7BDA00EFD3B1ECAEF3DD8805B3DA46C843D68C780BC387368BD905C723DCCE8C9BDD01497BC685CA23D4061EFBBAACAEF3DDE8CDD3D0C187DBD3401F6BDCA4984BDA8967C3D80DD6F3CB872813DB84009BDF690B8BD5A1CA03DC83147BDE8658FBC94716B3DC800D5BDF08D28BC76918FBD6EC8D1BD3008ECBC74F3523D3C22093D54C8B63D705B713DD837303DCCC651BD70A78ABD4AAC913D5049EFBCE0A1ADBB10129EBC203884BCC8F0D2BC2E0AAEBD3C6BDC3D1C91DDBDD475783DF2F89EBD2441EBBD5C49613D800C8ABC3E98FFBD0EE685BD3E5BDD3D6A65EFBD9CC313BD8074533DF2DBDDBD00F80DB9C4471CBD4C21563D00B8063D3C0AC43D50C5693C4E4EB6BD005E203CF6FE80BDEAB0BABD6A36A93DA02E24BC40A9123C902005BD3C71D93DF491BCBDE4F4EDBD208045BDC0E70E3C5425CABD748143BDE8BCC13C1CF1AABDF84DC03C4EBF8D3D14876BBD80E6D53C42A2A9BD80E0483DD4CA9F3DAC706BBDE82C213D644F703D460DA7BD72D9BC3DF40FEF3D64DAE2BD2071183DC0A707BC609D0D3C2C5C63BD1E15CA3D6410BCBDC47C78BD0009E9BB1477633D606D953DA80F31BD860FC53D6A299B3DD84AE73CF40C9FBD640A45BD7860363D744F56BD46A7F03D60B7C6BD0A03EABD5EE7B23DE68A833D265DC73DFE0382BDB440063DE0D48ABDB680843DCED5A4BD80EF2CBBB617B5BDD05CB0BCF04D403D188BB9BD58A35ABD400A373BD0CE50BD14041DBD9624D8BDD050693DA06FECBDC2E7B9BD82E388BD50C7ED3D6C0FC83D3C1E153DF05FCDBDF019283D24CB073DD6AEB9BDA8DA533D28EDA23DC4124C3D6016BDBDF01643BD66B69ABD1A34863D00F0F939C0D102BC646B57BD142FE7BD1815CFBD92A5FA3D42AE90BD107ECCBCF02576BDC052B1BB648E653D32838FBDF838DEBC1A619C3DB0E6303D700522BDC01916BC18CD323D88AAB23D94995C3DC0E57EBC828A98BDB8976D3D4AC0BDBD60CFBF3CE67BAB3D660C843D60D196BCA8EF3FBD103D2ABD4A3F99BD08A9FCBDA4D4833DB029F03CB4A5FCBDF28180BDE605BB3DA0393CBC381B1CBD90ECE6BC982C6BBD5044CA3CCCA80EBDCAD9BA3D9081C4BD1CE5E7BDD4BF3F3D76A2DFBD741F38BD10F061BD1CC5673D7CBF1B3D80A4463CEA2598BD004F4D3C463397BDF8FC993CC2F1B6BD20E614BD7C38793DA8D5983CB658A9BD30C953BD6AFEA2BDB4958EBDBC997C3DE0DA2ABDECD23CBD58C592BD800B8ABB6EADF6BD706FA5BDD0B70DBC606CD3BC60EED43B9C51373DE874C33DB0E7A83DAED8E7BD380E013D5077EC3C020BBA3D5660E8BD304ED8BD6C3CA03DEC1F263D200AEEBDC87019BDE83DFC3C3C5CCEBDE6ACB13DF0EE5BBCB8EC3FBDE0A1293D305FA5BDFE5E933D5211BD3D0000EDB6B00BFDBC1CB1093D48BD203D88B731BD688798BC0058B63C7CB884BDFAB2CEBDB87D8A3D48B8E3BD88B3D8BD6CC2893DB2FF8D3DAAD4C8BD2256E73D6A1EE23DBCD1FBBDFE2088BD66C9CA3D640BC1BD603BC13C6AF9C53D562EC8BD5046CEBC5273843DCC4E783DBABFAEBD9005C5BC803DBBBBA43840BD5A5C86BDF21CF8BDA22DBA3D58FBD53D5EB4D23D708651BC28EAB63D8C69F23D4054A73B80E30D3D608CCEBDAECEF5BD78C9433DB07EC83C7CEEAD3DE06D72BC908AABBDBE8AD2BD94E078BDC830B2BC5E9685BD2029AB3CDC7DE83D68A7F13C7E7E8D3DA05DA93D78A952BD2C3AD23DD054803C8CEB533D9EF6C5BDBC198CBD4430753D803D90BCD4BFAA3D6CB00BBDEAE39E3D6CD04FBD94C542BD803385BC10096BBD34E2343DFC4A4BBD307CEA3C4EFAF43D569CDDBD9054963CC8D07FBD1E84CCBD108ABC3C9CB3C63D189EA0BC30E863BCF03388BD401D15BB200C8D3DAE8EB2BDE03FE1BBBCD8F1BD409DD9BCCEEFF2BD58AAB3BD807C9E3C526F9C3D60188E3D262384BDF025E9BC30032DBDFC350BBD742580BDD8F431BDD06976BC1689D0BD2453BEBD5E3ACD3D42E7E7BDCE01953DFC37A93DF277B3BD20EDB93B40AB9A3C30E6F4BDCAFDFC3DC0F7C33D727BD33D009C4C3C9C8D0ABDA496393DB8A9D43D98C9BD3C10C56C3CBCC0F4BDD8CABD3D80C4C63D505630BD301F553CB87BEABC10A88B3DC87AB9BDB0FDB8BD8010173B407F34BC04AFFE3DB6989A3D1485033D600634BD1EFBD7BD30950EBDB08C6CBDB893E43D182E04BD3665F43D84BCCC3D48DE6E3D7411DA3DC23786BD8837BCBC80A5953C40C4C7BD181286BD1CB685BD8E28933D507E9FBD78EEB5BC908A8BBDA4023A3D1C5B063D7CA51A3D4CB7353DA86AB93D08A0F13CB053653D02A1EC3D48683F3D0CE3FD3D3030E2BD0426B93D00D00E3974EC923DE03CF5BBA2C1E63D80F891BB6066ED3B98BF03BDDA38D93DF0EA0CBC78706BBDDC93E93DF6A2A03DFE69D93DC2499CBD9861043DF695F73DD0DC8EBD48DB7CBD6009A73DB6559B3D2064103DD062CDBC6829803D00E691BD6C28D73DC6D180BD688F763D6065DC3B301F633D58EBD83CF653C5BD70E10B3CACC1893D90AFAD3D405E7D3C90E6BCBDC486E2BD722DB4BD70B72BBD5A32E83D1A888ABDD89B85BD5C35EABD4C1DDEBD58DCB23DC413AD3DBC8A70BD3481DEBD2037623C1CE42EBD7857043D3C245BBD224FFEBDFC832A3D5481D9BD58AE9FBC84F6A13DEC57C73D90D0D6BDD8A8983C383C1E3D3457E2BD0CFB613DF4AA823DE8DEA4BDE2E7C5BD80EFD4BC7437DFBD20A794BDE878B9BC30E6C7BC72D8803DB4C12D3DB838603DFC079F3DA8EC84BC2258D2BD4812843C545FB4BDBC96F93DB0C361BC903FEF3C5434A63D7A659C3D2AA2E5BD7CB421BD2AC9ECBD5CA97C3D90FA283D0A8CFABD202C663DF076CCBC9C37FC3D28EEEA3C48C3A3BCE259EB3DD0B1F03DE07CD9BB7480A8BD243240BD6CE132BD6C36303DC03FABBB80387B3C76928CBDBC05AE3D789FBBBC2866E43DD4990A3DD257C03D0073D43B74F7903DC02BDF3BF4C0303D545EF9BD0033BBBD4660ED3DD0977EBDE04B223C9020A23C30596ABC28DA9BBCEAE2EE3DC0157EBD881AB33CDAFDB43D78A1D1BDB0EA27BC40A54BBDC825C63D28D29E3C70C3333C146051BD6033F7BCD03562BDF6AF82BDDA36953DDC57CEBD0074DBBA5068AFBDCCA12C3D00B9073DC6CEEE3D7C660B3D50391F3D1A8ABEBD624CE7BDC031603C3C636BBD58956B3D28A07A3D6881F7BC280CFF3C285F813D206040BCAE4484BD0894893D684F333D9874C43CC8ADC93D7A4EF0BD5C5AF03DECF55CBD286FF7BD18CAD8BDC022893D60B144BDEEBBD5BD6A1E8F3D52C2E1BDA4B0AE3D0C7D68BD883EFCBC4C8F81BDFEBED43DD0FEC4BDDA009A3DA028A9BD806AECBD18C034BDE84E943CB461533DF0A3553C383D853C941CE0BD40135C3C04680C3D281B133DF485853DBCC3B13D56A0CDBD70507A3C8437B63D46BBF03DC4EFD33DA852C33D1E14B23DE25AC63DAC8D53BDA0D0B4BC64E931BD4CB418BD761F9ABD966AC9BD50732B3CA07F00BDC02EF73CB8DDFABD7CF6BDBD66378FBDEC1C353D30F0D2BD00BCF13AFAAD8C3D2076453C34166EBDD8685F3D1C2E5CBD92E1DA3D14CEB03DD0DDA8BC64E185BD782E1C3D9C08253DC06A84BDBA22E6BD80064EBD4A6BE83D302EF63DB20D923D3808E3BC22B6B03D205B5C3D609F8B3C0ED4F73D8CBB88BDEE33EDBDF6CA923D3840C53C80F8E93DA0E3EBBBFE49F33D582A923CFC97303D12528ABDD4549FBD78E26ABD88CFB53D205C1C3CC0558C3C4EAFC63D04F1FCBD50F8323D543456BDD0A295BD88379A3DE86C8EBCF866953C2C9A8D3D9AE9CEBDC277C53DBC7FF63DE05B0DBCC8FD8FBCBAD7E5BD54C0BA3D3A51973DEE17F03D387ED43C626ADABDEC595B3D80BE86BBD0BAADBD20CB953C30C81DBD6C7F6DBD4098BB3D04B9883D6089BCBD40B3D8BC0C9FB1BDAC4E883DA8DAAA3D8C19C33D94C6E03D6890983C9CCD5E3D408ABEBCA841553D400C8A3DCE41B63D60C20F3C0CF44BBD30391B3DA45E8CBDD86116BDE019DC3D0435103DC01B77BB1083DC3C50D6413C80B7D23BE0E735BDEC7A29BD44EC603DE06A593C1CCB4A3D4E2DC8BDA03E03BDB80EBE3D34A32DBDC06A34BCE6BFD13DAE76E7BD58FBA0BC108605BCB444423D9023A03D00993ABB8071D63C70E29DBCF8C2C4BCA41F1C3D8E8C853D201171BC208849BDBE14C3BDD8EAA9BD40B1843C9695B0BD304897BD4463493DC07CA93D70B6993C0268B93D6E6DF4BD4EE39DBDC25BF73D0E8BCE3DA2B1BDBD60E8A5BDD02A47BCA0BE69BC08D9C6BC4C6C463DC6D886BD845D403D42EAF9BDA8CE32BDCA26E4BDE6D8E93DC8734A3D841B223D6A58D73D30C9AD3DB04E5D3CA041C0BC600B53BCDC2FF13D9C71933D002CFD3D982C31BDE04C5BBD00278CBA504CE53D5CBB2F3D5E35F8BD04E13A3D7C38483DB47C863D60B9F43C0CCC003D745B403D20F3DCBD7E55EDBD9C7094BD685CAD3C3016CA3DC4C5E13D520A943D247C5C3DB01CAEBDEA2DB83D92B1B13D0032AF39C2C89A3DCC53733D46BCA5BDC8D01B3D241E953D0AD98DBDD486DA3D2E06A5BD5EEEC93D30E2FE3D448D073D3C9590BD6077653CF49581BDFC8FAFBD12B3C13D282343BD14EA50BDD01057BCEC0C6F3D30F19F3C00E7353BFACA9BBD58C901BD664FE6BD8652EDBD1625EA3D1656EBBD741A8EBD4454B2BD684DDBBD8814ADBD26058F3D3014EF3D004E5C3C2A7A9DBD86B8963D1A41AB3D18A9D9BD287C993D084C62BD8AC9B33DB0FC3F3DDE6ECC3DFAEEA83D64E65FBDE27389BD203103BD0ACDAD3D2C42A23D804EAF3D509F18BCB8F1C3BD105C17BC6AB5F0BDB86C133DC016DD3BEC8DA83DD47E813D5C67FABDD60FAB3DC4090EBD147921BD7A1EF03D58D3633D3C5E843DF247BDBDECD03EBDC2CCA8BD881C9C3D20232CBC2C7F1C3D90B7BC3D00F6A43978F5F7BCF200EEBD7A0EF3BD92169CBD18B1793D5A379ABDB889913DAE48FD3D04CDA83DF0D9713C2091353CA4F325BD5C4437BD28CFD9BC60934E3D509B59BC2C24793D20E9FFBDE4871B3D00FC7DB91C9E65BD0C48CEBD046E813DF23C993D5C905D3DD82092BCBCEA37BDE4EF383D543D9BBDD48BC93D70412FBCCC1D413D24833D3D687A8A3DC614C2BD109534BDFE299D3D803FCDBC686EDC3CB819F03D205B9C3DA21AE7BDD0E0173D50D6EE3C188C1FBDE4827B3DA847AFBD189C873C94F5803DF0ECB03D20AAA43D1E8BF83D64E7E6BDEC3A233D184CCF3DF0F275BDAACEE8BD6E15ADBD50DBE4BC6C39123D0C2F073D90E66C3D06EBD63D14D3A93D8699DABD5017CE3CF635C3BD0C2CBFBD88479D3C829AA83DB2A0E8BDC8E9B43C0460B2BD4CD89CBD6299AB3D88E240BDC8F781BC980CE33DC88FAD3C00C171BD6AEAF7BDAC703F3DC4F6623DC4533BBD20DA10BDE6D5B3BD28802BBD12EEDBBD3A7C9F3D2C39F3BDE0CC603C5236B6BD8042383CA044633D9261F7BD160CF13DE2528EBD8E1AE93DD089D93D6474A0BD2CCF563D001C023D9AB7E03D32CFDF3DE83D2C3DD016F8BDDE06EFBD8C2726BD40A1EE3C3006D13D2A1190BD7EB6883DF68EEFBDA0A69CBBE247E5BDA485433DF4D49F3D7075CB3C088AE7BD4CC2103D709243BDC4108C3D80B4893BBC7EA1BD3A22E2BD462CFC3D3802E63D70040DBC1291F13DB0A1D93CE22EBFBD4C5FF4BD045625BD1073B53CAE8FBF3DE6C29FBD2819E4BC88E8ABBC0EF2F53D062CEABDA6A2AA3DC887A9BCBC5A5A3D58842C3DF87AF33D807C023B78C1AA3C32ACE33D0EF6823DB441413DC23BF1BD60120A3CA896853C00A94CBC144F353D600CBCBB1820433DD04E1BBD70057C3C044C6D3D565AE63DAA9FBBBDD0ECAFBD78FC87BCEAB9813DDA4CE13DB01E943D60BD0FBC045C023D7099EE3DE0562BBCE4C7FC3D10F7373CF00DD7BC8469A2BD20086A3C86A6A5BDB66FE43D846581BDC836703D907F88BC04ACAB3D78AD07BDA03EDBBB2060B5BC5A2DC3BD0017A73A603C563CB459DF3D10D6FABD0CBA073DC47B573DD831D13D343D583D820CDABD087D823DA025AE3D40BE773D98EC9BBCE8C2213DA8AB0BBD18BBE1BDC2FD903D0A8C83BD84410EBD14B924BD2E44A43D2AFACE3D7851B23C68E87C3DA87DF43DB401743DF011F1BC2060DEBB8C740FBDEC725B3D08D4F2BD000724BB40F07D3C02A1CC3DB68EC13D78A5453D24E40DBDF47FB33D9C7BE0BD3C1829BD504F95BCA83E46BD3EFDCA3D206E6B3D7408333D20948BBB3874D1BDA0BB0FBCC4A68ABD40EACE3BC880CC3CB8E1D7BC6CAC8BBD48398DBC9C009FBD64FA813D20FFF13BC4F2B43D70D3163C92659E3D6C273BBD2C9D4ABDBE53F8BD38B6E2BC0041F43DD00C69BC1605973D9A3DEABD6A12E3BD50EDE9BC38A784BD26EFB33DE868253D326CA23D2EDECC3DDCCB7ABD6E0BCC3D604017BD1A1EAC3DFC4258BD205B3EBD4CD4833D84A81CBD30F03B3C788AEC3D5C7EA9BD00F24FBAFA4DD73D9CAAE03DF49A2F3D8067C33D7E2FCD3DC22EDABD98FC7E3D9E9CC9BD1A88B13DD098A5BD422BD9BDE015EFBD86E2EE3DC8E8EABC683EDE3CD664DA3D1407F03DD0CC4ABD98BBFF3C1418F53D283543BD808F9EBC74722DBD10D52EBD7AB7B4BDF027BC3CC08BA3BCFC31713D4882D9BC38C9113DE0B9023C80D7AF3C40BA37BB90EFBA3DF496483DD01CF5BC90F86EBC44F9F83DFC8071BDDC1F253D90829E3CC0726EBD64579ABD941BD3BDE0470CBCA800DE3DF85451BD4C2E68BD0896F2BCA6BAA7BD60FE5ABCE828023D7837443DAAB0DD3D06EF96BDE8F7843CC801383DCCFB9DBDC81FE1BD604B52BDB821FA3C0831F93DA07B453C84F28BBDE2B5AABD40519FBDA829E33D00809E3DDC8FFD3D2E07983D6C07483DC602B83D90A9B83D4E8BD43DDC0614BD64BF923DAEEFC0BD68B952BDF0E1CA3CC47FDA3DF0E92C3CB8EFFBBDA464A7BD68F0F33DBE32B23D4CCF8E3D44785C3D205B43BCAAEFCCBDFE45ED3D0C1CEEBDBED7DEBD6092003C0E2FE8BD18DDA6BDD82AD53D7615BF3D220AD2BDB0B3A1BC46ECEA3D942373BD0CD16D3D686C9BBC1084A5BCB0F70DBCAE38993D30DCBABCF895A63DC6F0C23D00FD34BB804367BC50B665BDD060F43C4AD2CFBD58EF9DBD5E69DB3D249B313D406AA23B0065D73BBA2FF83DF8423ABD28986DBD4E98E4BD4037583C8050373D503EB0BDACE7393D8CEB93BDC69DDB3D443A03BDA0BF7FBD5C5A7ABDDEAAB83DF600CCBD047FF0BD784FF63D1CC9AFBD3681B4BD984581BCE4F4B13DEE75BD3D784BC3BD90DCBC3C26C4A8BD0E2BC5BD10628FBD6EAE9D3D067BBEBD040E603DAAA8D93DD8C326BD106373BC686CE2BDE0D531BC609877BC2E9388BD5643F7BDB6C881BDA4DAEBBDD89F073DF08A8DBD6A60DD3DA8F428BD4A12803D681AC9BD5E6CA93D2E43BD3DA8132ABDDA49BB3D5000EBBD68356C3D3C41FABDD68DBDBDF603DDBDFC463DBD388B673D12BAAEBD22E48B3D38CC50BD2CFC883DA2A2E3BDBC52CFBDA8D7F4BDD054CA3DBC162DBD582154BDA06E623DC84A9B3D106ABABC08AC823D98FB8E3D52ABD43DB2A5D33DA870FB3DE05AD13B4CEC71BD8031BB3D3EEFBD3D00024FBD4490473DFE82DD3D80D6883B48E3A03C283D7E3D003A3E3CBE3FFBBDC84A213DA822BBBC787E32BD10218C3C8C12283DD497903D04835B3D2628B5BD98B5ECBCBE27F1BD5496633DB0140F3DE0C1733D9AB085BD606B98BB7C239A3D0C8DD9BD807495BB708502BC94A77F3D002CC5B9A84DC83D7C4A22BD2A46AEBD268880BD28D088BD681341BD707A55BC001FFDBAA4154ABDE8B1D4BC9619FF3DD012E23D5C5892BD4E1AA03DACBCCABDE43C6DBD709527BD586A58BD1CCC5FBD203E873B14A439BD28FD293DF4B0253D90AABF3C80CFAD3CA026AFBB749C3B3DA4FFF4BD20BF4A3D78C853BD74021E3D103D5C3D0250CF3D8015B8BADC0D223D80F1A4BAE08BC43C7A21983D460EDEBD6A1BB93D803CDCBB9021FDBD30C8003D8AAD9ABD4011BF3C8029F73C90F5803D10491ABD701C693D30BB89BD38DC7B3DB03F4EBC78E80E3DC0A7DD3C145B7D3DA8A9AFBC3C6BB53DE0D697BD800C473D2C1D563D702EFF3D486B96BD808ED33AC233ECBD78B21ABD8656ADBD9808F0BC2492553D50EE793D2843C03DF4C39C3D5413D3BDB886A63D4C4D1D3D3091F6BDA0B935BC801229BDD652913D9442853DF89010BDA898963DC8E3B03C444FE63D40075DBDD4F0D1BD3482B2BD38EDE73D32AE983D4295BDBD887CB3BD7AA2EFBD085CF33CE429BCBD98E68DBC1088EF3CEC6143BD4239D9BD50A907BDB4885BBD00E693BD386FE93CA01E80BB5025573D6285C5BD707A11BD1C0914BD30E274BC3CF5DE3D4A10FCBD489654BD703E2FBD6A43F3BDC43EEEBD6215843D480BD83CC85DCCBD203AEF3C9C98A0BDF89E983C66A785BDAA44953D20F691BB927AF8BD14029EBD2E34FABDC2D3C23D16AFFE3DB2BE993DF4C1273DE045BFBBD8B2E93C9CF458BD3A8D9DBD96B9CF3DCC4244BD46EBFA3DF4EF41BD1887993D0EE497BD46E7A6BD408D2DBC321F963D02BD853D4AFCF5BD400A663BC00D853B046E02BDB4814A3D70BE30BD70A049BC00370CBAE0BBF03B00A5C63C70464BBC20BBCF3D9631E3BD006E81B9A886983DE0C9B9BD5EAABF3DB084603DF8FCA6BCD4D1C73DB200EE3DA0E3853B8449ADBD40C3103C8E04DF3D5856A03D28EA15BD3415283D9003983C862CC3BD16D2893D6660FABD6E64CDBD7CAF34BDD43BD2BD90D001BCE8E3CDBCF26AEE3DBACAF53D008AC03A041257BDBE4BB93D60F8123C00EFBE3B2EA7E53D9C4B4B3DE0A5393CF018D2BDC44989BD9C23A2BDCE15F23D504335BDB240F4BDC0CB913CF6F785BD8EFF953DC0CC533B1C72C0BD1E5EA33D684DF3BDBA1DA43D2825DEBC50BB9A3C00644EBC361BE7BDD0DC8BBCF4D13ABD406438BBF85DD63D10618B3D007DD93D6CF90A3D3E7191BD06C29BBDC090F93D206BFCBCC861B6BDBC8F0BBD6256E13D8E9DD4BD02F5CE3DBC8A773DF85470BD681BCF3D34B5AFBD",
      torch_tensor_32_torch.float32_31: "0x040000006B4407BDADEEB9BDEE1CC6BC77D4A83D2044D93CE778193C9A71143DB207783D9328073D15D7253EC77E1EBD87EC0C3E1136A9BDDBCD1A3E072A29BE075F39BCCB7A08BDF74F71BEEA3DE5BCA95D22BD8A4B3ABDA4BDA0BC5386EC3DAAC47CBDEF04E2BA4307CFBD0A2ED13C8FBED23DD804583C6CFB1BBEA776B1BCDBCD7ABE",
      torch_tensor_32_torch.float32_30: "0x040000003CE6B73FD2A32D3F3CEB923F4318553FEC61BB3F7C33B93F706D203F8B1D5F3F1A05243FA2CD693FD2EA023FF56B033F7489BD3F7FF0413F50EBBE3F88F1553F5ED9B03FA9A9633FAC3B203FF2839C3F4C505C3FE330963FB111BD3F0B6F793F713FA03F44B9B23F64469C3F39A5373FF92C453F7757623F5E51913FF3DF4B3F",
      torch_tensor_32_torch.float32_29: "0x04000000D7C8AA3F8F47B03FD8889F3F0CBD4F3F42098E3F3A05893FA1F7243F6689933F081A413F921A983FE7DC053F1AE2A03FC87A893F685C963F7AE48E3F8E51493FF929193F059A623FE8DE813FEA029B3F70D5B63FC5D4483F06695A3F36E4A03F6E77B83F41366D3F9772B83F36249B3FFCA6683FE7A24C3FC90D673F02891D3F",
      torch_tensor_32_torch.float32_28: "0x04000000DF29EEBD9B0A9BBDE375DFBCAF3E1CBE0574FBBCA5B562BDB3CD8E3CAED6A93DB807F8BDEF47DCBD834CC3BC8AFCD63BB7DB88BDEC4C96BD5DF34D3D4BDC573D1FCF04BDEBD70BBECFB8093EB68897BD252218BD3B35863D572657BDEBF3F23CFC031BBD5A6FEFBD8B5854BC75778D3D62C1D63CDAAC17BE8B07F2BDED46DFBD",
      torch_tensor_32_32_1_1_torch.float32_4: "0x040000000D3B2C3EA40A0CBE1CA39C3D56D39A3D9EB15FBD7FC3313E3DD0A3BD1259963D8D6279BCBF03B33D1D892CBDC759E8BDBBB832BECD66CDBC0F65083E8FD4113E76DFF1BD6C7A233DD825B03D5CEFBFBD6C48EEBCA397BCBDF4ADC5BC7642B83D6772903D39DA2DBE0AB0433B195EFF3CA96A46BD468A843DCCDC063DC6F831BEAF9F9ABD7BC9213E10FBA5BDDD7D81BD96B41EBD4CD622BE873C03BEC7718F3CC189B73D0EF605BEFD1930BDE8D38EBD28D3943D68C82B3E2C2B36BD4025F7BD16BA16BE205482BC5306EF3D21CEB8BC60541ABD1626E5BDF1181F3E916C2CBD85EB0BBE60E5F53DDB3A7ABDFA8CAFBD5CFC9A3D6443B2BC331486BD2AE62C3D0B28EF3DFD04323DA0E165BDD233C1BC03A00D3E0ACB26BEF56DB9BDA336693D4D2F04BBC44D623D689A14BEAAE606BE6D8E89BDD7F0C9BD1357B33CA42FC43D0483073E6690063E8A35A9BB1728273DB0580EBE75B610BE7C6A0F3CF700DEBD016C083BBC4AEBBD37AE7CBC1336F8BDC3DC93BD33E1C2BD4B03CCBD4548823D229630BC0DF9ED3D7F3105BE6537ABBDBEAE98BAE121183EB03C293E5EB4A0BDB6F6833DDAFB8D3CB6072DBD99F6DABD802E273DD96A29BEE7A4AE3DD0E898BCFCD3C23D2353D93D66E015BE9A0A02BECD32F23DD56A9BBD5F61263D0C3D1F3E36E7083E084BA0BD36112ABE98CA183EDE8BC7BBA4A14EBDEF95F3BD73E8C23DD0C978BD52AAD7BCE36C14BE4B855EBDC3DC203E4A5C973D48C3DDBD01D4993D2598BC3C4D06413D06EA6DBC3FD9ECBDEDE80F3E95455BBD3BE901BEFB3A0ABC3D0BAC3D2ECED83C3148E53D9E49F63DE31F35BDC4B0763B60D1A5BD2A7D0B3ED273D9BC3024473C5C1D473D7C76293EE31AC7BD69195B3D8547543D558B18BE3B42C93CD21CEFBC50B9CB3D5C9BF9BD8A36173D9532293E05C4CF3D5483BC3DF266163E38E3103E37DD93BDC661D83CD9AC56BD80BD0B3ECC98753D8DE9A73C005352BB7E08C0BD1ED2253D10CE1A3EFE329D3CD0C926BE6B592EBEB251C1BCF15209BDBCDA263E47B4193E2E8201BEA35B0BBD0DD991BCC19D1EBE5F7A963DBC67223E41FB0BBE1A64243DA4FC09BEE1634E3DCAF319BEB5B9D83D068FCA3DD9DE063EB109233E26BD2F3E33D5A5BDB816973D81B4F33D8D24D23DEB2F343E02671C3E2D391FBED1C4BCBD61BAA63C53AC003EBB41503B11405EBD03A7D03DD370983DD297D2BD63CB5E3D2FEB1F3DEDCC12BEFF2E94BD40E3183EB87394BC003DE5BD3D4D01BD07A8E9BD35B210BD122918BE30A260BD7C38253E101D62BDAC70A2BDDC29983D2960263E0DFFB83D172CE83D964D56BC9CCB26BE9ECCB13DCF031E3B12061DBD5724163E3BBF07BE8B4C423DC6B73F3DE8988ABD519A243EEA58753DDD2FF23D2FE8A0BD0B410D3EB357A73D8C9B15BEF0404B3DB9720C3DD2BAD03D708B333EDD80C1BD4F74CABD8641103E73DF7C3CCCBEF6BD5F0B99B9D8133D3DA63909BE3668113EF51943BDABCF1ABED071CABD824DCEBD43B02D3E0C09C43CC5480BBE3388713DEA97EC3DC06274BD024D303EB22E0E3EAC72E1BDC0F7D73C07DB23BEFD71E53D9024283E135AF73C20339D3D585A09BE10D09C3D36EA023CA5490BBE521DEA3D85D2283E28FDA8BD65A4E93B3B656BBD5214043DC9EA183E9B28F6BC83DB57BC9C6BF93C1534C23D24A8333E8BCE2C3DE999D8BD136AD33DC6AA0E3E552EA9BC50DD263D40910F3E9E7DA9BC301C803D8247FE3DBAE8303EA3CDE5BD142BEEBCBD567B3D5EF1FCBDB54B2C3D1353203E34F4043ECB4610BEEA181EBEC20D7ABC3C785A3DEF950B3E74BEC43D6E0A9E3D32C6FB38792D17BED416BBBD12232EBE8C911ABEDF0505BEE80691BDBC11D43DD6A114BD77521EBEF4DCEDBD33F647BC8C3C80BD384E003E9676CE3D710B243E65FFC4BDE05211BDB2EF123CF60E17BB7984A63DDACA003E8A60683C43471D3E32F8B53AA56A233D9B459EBD2BA71F3D0DCCBA3DEAF5053E4BE232BEDE629FBD3917E13D7805AF3C75B4233EA2E84FBDC71EE83B2EA1C5BCEBED0BBD53662ABDBE3B153E6B3284BD66F3B13DF19A42BD661B1BBE40DD19BD5D9C1BBDD866DABC8D3D21BE4B8D303C90D0AFBD33EB8B3A7326523C021F123D57EBA13D90EE7CBC04E8ECBD2134AC3C6339A43C39769DBD58B75E3C00FB2DBE1214383B0405EC3DE093243E5B9786BDBF54303D90E504BE9EDCA6BD391D893D2170C0BB607B623DA3C3A63D338EACBBF0FD1CBE9222F6BD2A28093EF6950B3ED7EFD73DAA23F23DBBD215BDE0D9873DC7C4C1BCA9D6B3BC64A7343E075FFF3CB9EA4DBC7B7CFBBCCFEA623D47F6233D9A83F6BDCDD2BC3D87F00BBDA9389FBD964F3FBDD28A903D99BDFE3DA352B63D88812BBEA884073ED57A5C3D3D2732BD753A123E075699BDF750A8BB61AC893D3D38D6BD445C25BE83E029BEAA1B9EBDC4A6ECBD26801ABDC275D83DBEE10F3D67B9BCBDEFAA97BDBB012ABE5854EEBD411D05BEE4D210BDF0FFC03D1E01723D2577CFBC966364BDA20C2FBE6F78C13DF5E72E3EFBABDB3CAEB0D43D1674F03D00A700BC7D2F073EB9EA77BCD9EE243E1F4CA5BDE6140D3E676EA73D6CCDD53C962E333ED4E5C2BD4C01753DD462723DA800C33D9B9C733C6ADCA13DE2AFCE3DFCA2053E286BC4BD136E9C3D9BC2E6BDF670B33D8485E03D45E1B93D26E7F63D6E6AD5BD5993203EF30721BD43A2AC3CE339FA3D36D816BE88D5FBBD629ED03DB776D53D267D2ABD1105D33DCB5AFD3C12F1583DF27C0A3EA09A0F3EB51091BDBCF7DCBD944027BE9A24C8BBEA15BABC22210D3D29C823BDCBE5EDBDC52106BD077E38BD271F98BD5FF120BE29060ABEAF57D23CADD42EBD7BBD0B3E57E4273E30F15B3D06062A3E23BDC4BDDAAB29BEFBB1DD3B147A043DC3284BBD2F1BDCBDFFEC6BBCAF4C813DA93A84BCF7CDA9BD1E6921BE90ACC03DA17661BD0C432E3EB3A07F3C556D26BEAC8C263E18FD713D429D21BEC0D6303EFBABDFBD8A19213EE4973ABDDC9D8BBCA83D30BBD7610E3E2864183E1809933D58C1D83D65AAC1BC3A33773A52AB19BE4EEA053C9FA541BD387D083E12E0ABBD7F4BCEBD891B243D54FD0EBC323C1FBEFBE2C2BCA49FF63D0060263EEE16ED3D057008BE3EC31A3E218979BD8B4D17BCC1843ABDE13B2D3D8383F23DC770193EF1912E3C1C938D3C65C0D33B9C4057BDF50508BE0AB53EBC7F8728BE4AB0CCBD90F2563DAD920E3EB0F6253C92B942BD65A3F93D29075BBD91FD2BBE113401BED8DC62BDDD112EBEAF7FC03D54BDE7BC265718BE8902F93D35E40EBE57DDB03D5CC5DB3D0E08E3BD8B266F3D19BD043EC1B4CA3CD97F9DBD6F2E12BD629A29BE472CF9BD03111C3E446C2BBE4789F0BDDEF20ABE8C3CBBBD637A6DBDD9AC2E3E2E32173E0FAE4EBDA74582BDF4BC8FBBB1B2E5BD4D831FBEF26210BC9C86AE3D1966C03DA667AC3D4EFD73BCCF725CBC5A25773D9BA4193EC858793DEA4634BCA48A7C3D1096413D8F3620BD300D8EBD47E4013E29D417BEAC410F3D048D713DB258083EC396C33BF401873D90D3CBBD832040BD1912C6BCAD92B83DE121C73DBCE5D6BDA38706BE3D86C43DF12EBABDF648903B66A3993B9A63CE3D9932C93D82A26FBDF566283E52C81A3E751AA7BC5FAF963DA78A10BD509BE73DFDC65EBB6D527CBDF7E6AB3B949B4BBD1E479EBC5705FCBDE56C28BEA271B73D7B39003E39683B3C5185A53DF5B4B03DD2BEFCBD8BA4D53C6ED69E3D68D7883D9830F83DE281B8BD8BAFA13DE17813BE971917BDCF64233EB410033E428E313E027F193E5EA05DBDDADF283E39632A3E9E3EC9BD3E75133E27E1073EB14FB1BDE88656BD99B6C4BDCCFE983D253DB7BD3BD6ADBDD90D2FBE17D312BE2427053C336FFFBDCB8280BDF90DBCBD59EA1ABEE7F4F23D0CE58DBCE3D2473D4F4CCDBD57268FBB043C743D8DF0B93D43AEF13D866F1D3E4D3B5CBCEAA82ABE4EF332BE0E310BBEA3C4283E5608073E415FB2BD738AA4BDDC3551BC6DAD093D82CD86BC8B99913DCCB1993D5B63223EED53F43CDE755F3DCC002A3E3E18EBBD5A24AA3D0BC5023D581F373DE0D903BDD006BE3DFBF6C13C2767DA3C4B6B54BD207EF1BC2DAF50BD6A03F4BDFEFA08BD29231FBE320C323E65E8F8BD36A707BEEDA0C73D57C329BEE2B58F3C117013BE735D253E6777A43DB4F48B3D1FE9093E74F39ABCC1F801BD90CC8BBDF7995CBD6FDFE13D179123BE5BADE93DA2B5F7BDDED9343E5F3B53BCE9F411BEE47EF23D2390EEBD8B64173E9ABB1CBEB3971EBE48640E3D8A301DBD7FB32FBE94EBA2BD892C063EB200873D4574A73DB27D9A3DFB400BBEB2D3273ED14DB7BD8B91973DEBAC1B3E053F9CBD140A9B3BC84E0ABE8A14653DE8AE04BE214CD63DB3D4B03DF5E6353C16D44ABDFF54C6BD2D7E1ABED2CD893D45F81DBEF40BABBDEA3CFABDBC7E283E4AC51FBE710650BDA743CEBDF1479D3DF62D0DBE0BE302BEBA34E53DA1A7C6BDEF921A3C73CBCE3CC94F1FBE4DCE97BD689906BE6632DC3D5D63193EFD9C33BD1A3A1F3E3439193D692E343DFDA2243D8DFC13BE9D17D83CA607133CF9FC1B3DB67030BECC6301BE2C1B1DBE6B2E713D83759CBD9CE0043DB993673DE563EF3DCFAD32BD022872BDD41B1DBE9593A73D4CC0053D7736E03D23FB173EAA9626BEED431B3E2F8E33BB7568F13D89E6103EADB4113EC24A49BD1D04883DC33E22BE0AAEC33DA739A03D3CD5573C75494DBD4429073E3F8A273D8FCC0ABD43CD1B3EF04D5F3D627313BEA49F9EBDC317E03D60EC2EBE5614A53DFF74B0BD2C2FB6BC323E3F3DD3B452BD9399E1BDE97CBE3D3FAC1CBEA26770BD6E37AD3D2E73173E7087323EDEB2073EBDA0B83CDFE0913CE2120EBE9EF71D3E570E5FBD152BFEBBE6E8793DFC58DB3CC70D44BDBC67F23DC9B4A03DD4411F3E87989B3DA3F9D1BCC855933C2A8C933D703322BE2387BF3D56347FBD5B02C3BCD7EC86BCFD7E9CBD64D20F3EB49E153E29AED2BD8E0A65BDD8B47CBC28BF1FBE52D9F3BD7B2416BE00040FBE3A25AC3D842E0F3E2D641EBEC3331D3E09C6A0BBEA892CBE5811FFBD08D338BD578028BD2A60EC3C792F85BD047ADE3D67081D3E9BB3B9BD96EE09BEC063023E342687BB230133BEC61A32BD5988AB3C3F16A13D315353BDEBB7AEBDDB9A5F3D71CB993D9FD5023EA51A98BD74AD803CECCEB4BD905AFFBC0A5E5C3CDF242ABE96B1D83B6D7A05BD1448333E56E844BD67118DBC2E4121BDA99E6B3D597A8EBD2108293DDFFB6A3DE517EEBB82FF06BE82851E3EB1FCBB3D12F5EF3DFF4B493D0311C4BDBBDCFABDDB20873D4B9712BE50FCC0BD3D7325BE59C3CC3D99BB203E033820BE50102EBE416BF9BC562D06BE351FBEBD5771163ECDC10C3E08EC203E56DA0A3E14B253BDF049013E15F0893DA1026CBDB20AFCBD11E3033DB8B1473DEAFC303EC424003E7E7C033D5756CB3DD1253CBCDD5F1FBE746ACABD065D1EBE909E05BE3ABD06BE17672BBDA533953D5642E1BDE7E8DF3B6DD3823D8E7DAF3D638320BA531D973DB30D243D52B015BEAB301ABDBFBA823CDEF7EFBDC76932BEF81103BEFA4F2A3E611A643C146FB63D73E4043E2A58313E06C4BDBD169517BE7F7323BECF6B943D7EC8B03D1ADD053E699838BDC9F70D3D257FC8BD4AB407BE9F5B4D3B75F029BEF4A857BCC0BAA9BD9067603C1DC7FBBD3997F43DFC53103ED88CB1BD647C343D8837CC3D413E123D6B168DBD",
      torch_tensor_32_torch.float32_27: "0x04000000D8BC72BDF67646BDEAE6DF3C641E0DBD611141BDAB2CA23D0A05133E065C1E3E150D133E8261523C5741D9BCCE263F3E5F82303C5A86273D743F0ABDC8B1053E573F6BBD0152B23DD7EC823B9507B1BB4758E1BD93FD4EBE77C1763DD35684BDF1739ABDF7C8F83DAA230BBD2DE4563D658DC53D10488E3DFEF2373D8992A6BD",
      torch_tensor_32_torch.float32_26: "0x040000008CB3B83F86478D3F645E843FD2F68A3F5A1B4A3F08266E3FF3D15C3FD234033FB05B943FECDC7F3F24A98B3F7F4CB23F77E2393F23073A3F04D9BF3FBFB9993FD1BB373F53106B3FD6A2A03FD684843F2062483F67E2043F06F5673F8BD6BD3FFC044C3FE61FB53F9528B13F7DA4033F53CFA83F4547753F5A83A33FF171233F",
      torch_tensor_32_torch.float32_25: "0x0400000092F3813F03CE613FC493AA3FF475953F236A8F3F11C79A3F5CC6BC3FAEC52A3F16DBBE3FC723A03FDCA8143F60DCBA3FCAE2BD3FDEE9BB3F4EAD563F55BF023F255F513FCDE8183FEA28A53F38FBA63F64CEB63FFFAEA93F7D05383F5C60323F793B443FAE2A733FFAB3813F8243233FFED3893F9C8E893F8C5A283F3773553F",
      torch_tensor_32_torch.float32_24: "0x0400000018FC7FBD8F0D4FBEF7E492BC9110853D844C49BD541A943DBCABB73DDAA4B13DFFFE10BE760C2C3D58B4363D372F5EBDE2D26BBDE644AA3C1EBE803D1544793D3B7BBA3D659A8F3D4A8302BE5FC001BE2273FBBC1A54EDBD7F0ADDBDD06BFC3D38081FBE45B3CBBAA1BCAFBD99F7A03DEC7FC5BD30DDB53B509F29BDB9A789BD",
      torch_tensor_32_1_3_3_torch.float32_2: "0x040000002B335B3D98500EBE80725B3C5BEBA4BE2BDF01BD38562FBED8D3123E0BE98BBD36FBEEBD5BFF09BE403196BD9BD6BFBD3B50C4BD56EC523E9682953D2B9B983D8E2D18BE105A45BE4E9390BE6B5C37BE0B31203D0AFD92BE3E848A3E2BC60EBD00B8CEBC28729C3EB66887BDD35A67BE0C22913E0C37823E2BCA76BC70524CBEC8121BBE96B74D3D4041703D5F97883EA4BA91BE2FA884BEF099393E2F21863E5C39A1BECB0322BE287786BE16156ABED358283E4B84C13D6B673D3D4669BEBDD6D4863D408CA9BE67EAA33EC02789BE007E60BB6F4A97BEF04098BEA36D27BE90996FBEDB29D1BDC05F863C2BD9ADBCC315873EDB08BB3D9655DF3DEA2590BE5C7D803EA6AA91BE0E77853ED6D992BCC220A63ED835303EBB2925BE501D63BEC6847C3E6EB462BEAB356D3DF07CA9BEC07847BEAB6665BDC0E6A83DF0EF1A3E8097483DAE96113E6EA682BECBA611BEB053933E609908BE50894A3EC048EE3D73E8493E56874C3CCE462E3EFE4C96BE587179BECE5A8A3EEE1488BE53A453BE2614983E1B8D96BE56652FBED45D9ABEDEB4723EAE55A9BE432E60BE8E0591BE808EA7BDEB4226BEE62BED3D56306BBE63E00BBE9036023E5616B93B3E51A1BE5BD254BE00B0B53A3B0E5FBE30273A3EC3DF87BE56E082BB7ED2223EC085143E80BA41BC8B02CFBDD66C47BC2BE41CBCABD71EBE8B1A0E3E364293BEC7749CBEA83E05BE681C14BE4C4C9B3E86D0BBBD4E8F3DBEC83DA7BE8BEEA8BEE6E095BD1353333E3B7FA73D426181BEB373503E1E2F2C3E82028FBE9318A63EFB935C3E4BFD293DFE318F3E6E8A163E861021BE3BCF923ED09E15BEE6DFABBD62CF88BE7B779FBEB4F5A13E2B2A82BEABAC6ABEA24DA8BEAB37093C2B59B5BC22B997BE8008393E40AFAA3CC065F13C93251D3E30D91D3E10C78D3D1B24A93DD80A963E2B02C83C0B84B73D067604BEB8EA50BEB3DA80BE169F743D569D043EA0BE6DBE43A276BED312253E88C59F3ED02179BEFB4215BED3893A3ED8B28EBED64144BCC02EBB3C38C162BE237830BECE2103BEB637D5BD4B4910BD9E8206BE56AF6C3CABD7E7BC502791BDEEF92ABE5BF65DBEA0E029BE2B745A3E8B19DE3DB224A6BEABFAF3B9647F91BED0C7993DE6B3553EBB4D83BD562499BC02E1933E000820BE6B308B3CD6D1EEBCDB0788BDA3A64BBEF0D6103EDEB6A0BE96A89EBDC80265BEBEC2A53E234D78BE5EC01A3EF0F6693EA4F5A83EC71890BE6262A6BE20BD39BEF6C58A3EAB6513BC985F08BEC8A676BE96ECEB3CF0EA68BEF08369BE1654E63C8BD0903DA0591E3D86901D3E4B712DBD60DB28BDC62884BE6AA189BE78EA263E8B289ABDAB4D8FBC1E20A53ED7DF92BE8651DBBD2B6310BDD66D96BD2B66613D4641D0BDBEF92C3E56D3DEBC30B4073E7BD13DBE665A133E62079E3E2B500BBC0B0A4EBDE25FA9BE9EFD4A3E8B22C53D36DAE4BDE0D5F63D20E303BD082E24BE365D80BD5E47593E9EF502BE20D88D3E607F3CBD404D0BBE1BA146BE008CA3BCB33B68BE87C7873EF66E193EC6DC8CBD16CC8ABDF04B34BE5A0AA2BEE37C1E3EFBA587BEECFEA43E50DE5EBE6E45863EFEEA93BE0097833C10C7A6BEBE83033E",
      torch_tensor_32_torch.float32_23: "0x040000000395E1BA8C07103E7B5552BE176D153EF2BA1A3E1F22A2BD21AE8EBDD8D7FA3D6D78E33CE2D7D13DBF5407BCA323803DD68F123ED06B76BD1738903D7E9622BED3178B3C62AFFABBB124183D0BD196BD97C329BE6A4EBD3D8897DF3D10684CBC638DF9BD53C0193D63B991BD0137CABBCA54AFBB787DFF3D59581D3D3FB41ABE",
      torch_tensor_32_torch.float32_22: "0x040000000042853F1399093F664FBB3FA7C81C3F1F4E4E3F6989413FB8EBB63F906F3B3FD14A9C3FF6205C3F10E3833F2838AF3F7AA8003F2D6E233FBD74173F2EA2813FAA9D933FD968853FC1CA863F0C1DB63F57E13C3FAC398A3F37CEAE3F9626AC3FD2F32C3F6C058D3F04E6773F6D59773FD5847C3FB00C243FDD075B3F1AB4983F",
      torch_tensor_32_torch.float32_21: "0x04000000BE2D8A3F513CBE3FC44B683F6CB8463FECF3513F2E741B3FE64BAF3F46D4893F773F873F9C82493FE9B4643F4CF1853F1018523F7713003F4ACC0C3FFA14A73F1416173FC9334D3F0EDFAD3F17D2A63FA4A81E3FE6C4063F73134D3F92DDA13FA0CE413F960B903F939D1E3F46315E3F63748F3F1A42A23F85AA4F3F1EA8AD3F",
      torch_tensor_32_torch.float32_20: "0x040000006882243DE359823C0E01C23C7B5903BE5B5735BE72ECD53DD43C023EC58488BC272A1F3EC362C4BD780CE73CFBE3BCBDA690913D30B5F33DE34746BDD5E1BCBCFF2AD63DC1CB07BEEDCEDFBC7136BCBDAFD8FCBBD280B93D2380A13CDA876FBB3C2A363D22EBA93DE78CA7BDE2DF413D6ABF61BE7BBBE1BDC8A2C23D627455BB",
      torch_tensor_32_32_1_1_torch.float32_3: "0x0400000069850EBEC6268C3C8A06353C7D97E73D0499C3BC2461173D16A37FBD9CCE183E864D963DDB46223E101B33BEF25BC8BDD09B2A3E7676243CA76E2EBDC307BC3D6DA08BBB6DF30A3D54AD7D3D6AAC05BE20CD1CBCAA3795BD9E607FBD230E64BD2026A33D35A90DBC9937BB3D51F00FBE1EE821BEF2F8B7BDB432BF3DC00530BD3AF26C3D4DEA38BDB481FE3C61330BBE87B791BD0E8104BECF6DE83D9784E23CDE75A43D69273BBDC6D8B93DC737563DE12D1BBD96F524BE1CE2D03DE436E33DD1C32B3E295629BEFB09D8BDB4A263BCB45A14BE2C4210BE8F80D3BD1F7E2EBDBBD7423DC387CFBB833EA03D2A96D8BD6240093E7845D5BDCFB1363C3F2D2CBEF28AB33DB61DF83DE6E2293E05161DBE8FE50B3E259CC93D9976EB3DB026FDBC3F8620BEE952953D597A4BBC785B1A3E368488BD9E0F3A3D80622ABD526D1F3D815C1F3EE28400BC1F3206BD0261D4BD91AAD5BDD81ABCBD8CF403BDC055C33C5D371EBD335E463C937192BD2CBD0CBE1AE3F6BC84F922BE1F75CF3D3D94E53DBE4B24BE939E1DBE66EA953C2AEE143E93C2053E8DEDF7BCD84D03BE8B6E933D85756ABC5D44CFBD8A640A3EC6FFF03B4823B23D7C0A083E208E4F3B5D71B03D983FEA3D1206063E416D15BE80F9F4BD1BBE2CBD5E7D32BE4C528EBD525CABBD5F7D43BDE1E52C3E45A4B33DBAA70ABECD1C2CBEA43BDB3C526523BEBF32BBBC09209D3DA88F523D1F708BBC4A585D3DAC358B3D0312EF3D8EEA22BE3473EEBCE9E5153EA85A28BE7701163C2135A33CF56914BE64BDE83D6FF6D53B23F3D8BD4F1BC2BD575B8DBCD49F1D3EA9EEA4BD6499343E77C9CF3D1E511A3E3D89F5BD2AB434BCBC561A3E458C31BE1D43F3BC3E6DF5BD81FBDE3D6180223EBACFD0BCE97CF7BD82BF1BBE9C420CBEAA3D053E02C6BC3D696435BD4DB2343E6CFC5EBD7988C13D1EA981BD5C9808BE7FF8BD3D4F7EA8BD59163CBD06CBF5BDFB52B83DC10CB0BD20E0E0BD1348F3BDF8FE103E287B073E479D173E4927293E00794B3DC4478ABDB4DBD43D086FA33D31AFF33D0769243CFFB4ADBDCA1EBEBDBD0E0B3D117606BDA96F80BDB512E5BDD1AE1F3DA5E8833DBED3323E7B48013E087DA73D1FD309BE33C5B63DD66D76BD7D99FC3DBDFE9B3D868C12BE8044EC3D311ED5BC491A2BBEE6957EBD68B976BD12525FBDFC1BF23C692D8D3D31F5F6BD7CF381BDC0EE10BE050887BD605E8F3A821BBEBD4195233EE76C06BE9D3D16BD50B7CF3C2CF630BE1653A0BC70ED06BE88FEB6BC4CCF493D1D98E4BC7C608B3D91CFAFBC2BB28FBDFCB1D8BD4D1A23BDE32BBDBC0DA625BE0EA0C93D93994A3B698FC83D974F3ABD053AB43D8112FBBC8E3F8CBD8D820DBE9FC2A23B8DB97C3DF2782FBEDE37F7BC99B2893D078AC03D5AEB813D0CD4323EC9DA9BBD283E2E3E76EDA73DA77DD53C17362D3E087FFD3D597100BEA019FE3D1BB974BDA04F07BE8EACC0BDB187CD3D11631DBEFCADED3D3CF3E93A0F9025BEC2E47F3D33CCB7BD98BD0ABED326EE3DEF6D823DBF1F4BBC238614BE48E1103E69F08CBD148BB7BDF3FD40BDB2B877BD48BC9FBD76242A3E12300D3E13D1273E4FB361BD808E253D5411303E352FFFBDE3C5853A6EA9763C4C951DBEF443073ECEC9C13D9ACF873C06D8EF3B276FB03DBE900D3EA960A33ADDC7CBBCB9DB003E4B373C3D868F303E9270D53C653116BE183CDFBD95D4EA3CBA8B2C3EE2FA0D3E80EC253E226D13BE04B1E83D45ED86BDDE4B11BEC623D33DE500F83D0366483D4467F3BD632C333EE6C491BD4F252BBC0AC3EA3DB355B63D940BEC3DD49B12BE599F733C16F93C3D4616133EAC75C7BD5694233E3A54D2BDA3BD93BC44F088BDD45A16BC069DE53DEF057ABDEAA130BEC1D8193EA282323C4D6A0BBEFE9106BE9428903D1D96D9BDAE742CBE77F1C8BD0530073EC811AC3D69A0D9BB02E60CBE34F6DDBD5F1205BC5DB1E13D73FB173E1CF3D9BD7270433D0786FF3D178097BD358973BD018A98BDBDEBAB3D688ED03DA30A85BDD9A75F3B1B55A2BC6552DABD3CCFAFBD8B131EBCF3E622BC25112D3EA77D1D3EAE1411BEFF7884BDB26BF53D2343263E7D5DF13D4842193E2787F73C7AACEA3D30A3E7BD1479873DF21B58BCE7AC2DBEFD6309BEA3A0F83D244E303E1E28C43CACE5EFBD234C8DBC37BA17BD0CF7D4BDF49A55BCE2FC04BE931944BCA25665BDDFE3623CE03A51BDE8AF293EAE01523B05A6C33D8275B83DC3A926BBAFDB25BE5017093E972ABC3B4F1EF6BC8CC0B2BD1280A13D1054C53DB314A7BDBE77D53D03149D3D616519BE49104ABD39F78B3C02AC82BD2BFD26BEBF27CBBC61DB21BE42E883BDD683563D765C27BE4D0392BC37AC7EBCF651C3BDA4FD7F3DD097BE3DB4BCB23D69141BBE5C90E33C4E4C973CBE1FF43D4C3BD9BB7021A53D14D6293E5CE809BEC006C4BDC08F1A3CD9BE2CBE052DC4BC0A558BBD896C21BE2B59E63DFD7150BC3938123D421D193EF6E1A53D0F7D1D3E06412DBEB1A9553DD223C1BCF43E0DBE9546D6BD0A4BC03D4765923C5407003D84D503BE412114BCB1DAB13D16AB0C3EA039F93D39122E3EB40D41BD3566443CE89A12BEF57D7C3D320F2B3E7E6582BD1257593D43CD2EBE43FB53BCC762FA3D9F967FBC949D9DBDEA63D63D34B3C2BD27B3CCBC24ACB63D20D2D63D1D67773D290C273D7AE7D73D18CB10BEA8EF103E8B2CF7BD9297D1BC70E403BCC1D2953C2B2FAE3D8A92693D3C7933BC3FC82BBE5C8AAF3D50DB21BEEEF4F13D79DDAEBD6E6C063E58F7CCBCD17A233EEDDF34BE916628BEE89EBCBA25FDDFBD7FE2E33D2EA259BCC20BA83DB505963C4FC519BE638E323D256C743C01BE2E3E7AC6203DE513833DEF8CD53D7331173E18E6143DA15CF23D978EB1BDEA37C8BC20D9063E8C2B323D43A286BD5E825C3DA819043E20CCD4BDF242803CA84CD0BDEB7003BE3346D3BD71F196BDFAA0263E4FF7D9BD44F90CBEE66581BDF059193EE1220FBE7939D3BCC21BEB3D8F11AE3D467218BE28A8293E695330BE53E7BF3DF174863CAE5A69BD6198E8BDB69A173E0369F9BDFCF64D3DBA0D173C68616BBDDE4A32BE885E31BE720806BE82C5B83C4730FD3D67C3303EFEBD2D3E04DF00BD95D4333D5C75173ED426A1BD4C5E1D3EB6EBA43D3366B93DD53885BD0CF9E73DC19E7F3CECB804BED499113DA770933C921496BD4021123ED4DFBC3D2778C43B26D20D3ED520163EDBEB953CAD03AB3D040ADE3CE8F02FBE4B950EBE567B7ABDC66B2BBDB397C5BD0BA6B23DBD13FB3DEAE04CBD2F4430BE921C9C3C45EB0E3EE96AB8BD253E873DED706EBD3FC2D0BC5156BABD1186E9BDDBDB5DBD521FFDBD7BB2E53DCE2FD7BDA6C3A03DC90ADF3C799C1CBE477A713D3C850EBEC43DB43DFB412EBE925509BDB411153EA1CD5C3D2BAB073E2D266DBD5F081A3E253700BDFFD7A9BD16D94D3DCCE3D33D64512EBE4231AABD3EE497BC4AB31D3E455B333A108222BE0D0F02BDA51FD4BDA7CFB6BD1E1B333EA8B716BE86F71A3EF052123EA5779E3C579DC2BD560B1C3DAC85F13D22CC95BDCE329F3AE61C83BDD41D31BE59E003BD134BC4BB8A8AFA3D442D0DBDD8BE093EA998063EB1A8153EF5E31F3EB3EDF8BB293231BD10517FBB6EDA5BBDDA03F3BD82A90FBC74C388BD1D21FA3C5CB74ABDEF1CE83D825B6BBD83A3F5BD21BE5EBD8034E4BDBDA2B2BD20BE2E3E029DFB3D090652BD951207BC7F89093E36BF6B3BD6E7C9BD321A2DBE299C8BBDE25CB33DA0D275BD3070353D5D92693CE4C41CBE30B9AC3D973BF53C208504BC2552613D183A233E390899BDA49C0B3E0531C0BB1E1AD9BD7F1E9B3C122E0B3EE992B5BDC3C39F3BAEA13EB9025C90BD2B50283D41D3A33D3764053E6D66F33CEB56AFBC3BF1533D7987DCBDE661053EEF4BC03D8D14F2BD8E802FBE8A2AD4BD5B36303EEA8B2ABED6CE013C15CCB03DAA00353EBB04973DFA35E93D1A43CBBBDC42C53DE59CEF3C6006F23C6D80833C5C2FBABDBFC5A4BA720EE03DABEF823D621D0D3E4711D93D1B93EDBDC96CBF3D0C288EBC6523293EFC5E7A3AB3F00C3D8B6D2F3E2E6C693CCC48403CE1005CBC291A2DBEA5E2BE3D9677BEBDC1F97A3C2D154D3D0D5F8D3D124E4E3D21598B3DE3BF983D21BB143EA7D2213E122971BD313582BB5B0702BEFF072DBB4CEC953D43A614BE535D663C9570D3BC967F32BE7A043BBD2EE1213E5A9DABBD47C1603D9FD2043EF3040F3EC131FE3D4E5DDD3B2A53CC3C4EB02C3E6976333E9BE6BDBDE1DF2DBE79C8FBBD0B2F7DBDDF5429BE11483C3DA6A8203E401E9C3C8EB8B13DC7B09EBD810AC23D7645AF3DA6411E3E004B67BCB7EB8C3D539434BE6AC9C63C2A419E3D43BB153D7EEC9C3DA69021BE41C26CBD5C65143E9A4F273D1A1B1ABDFD0BF83DF21A053E03D8803D77BB10BD53232C3E5ED4ED3D198F2D3D4A03873DDA417C3D8CC4603CE847ED3DBEBA63BC3F6D173E57EF0CBEBE4D903D52F503BD0D2FCF3D416B94BD6E74263E5B5D023E4004663D5CFD5C3DEF962FBECBFEC73D4C0C1CBE3AD6A13CAA94253C6C4356BDADA352BD374F943D066C95BD14EAB4BDAC22FEBD31232EBB734221BE22ADACBB180582BD1952FBBDC73C11BE1352F73DA522CDBD1039EC3DC8AB063E7640D23D6CD73EBDA6F5223E583F003EDB2FFE3C31F9193EA7F3C8BCD995233D3992D1BC74EF6E3D0179353DDDE5EA3DF4FEA93DBD632D3E332232BE301B293EF60E2BBE407FF53CAA78B43D188CC2BD324B1C3D59C58F3CEDCC2D3B6A0A033E6A8A353DB227213EA93400BEACB5E33D2F861BBE6A7E853DD26907BD02BCEF3CA1A11E3E3F41A53D991B23BE27712CBEA55EF8BC07D6DCBDC6AC7DBDD1E8183ED664DEBC23E4333E0CDD343E18CA883CBA04CA3B567F19BD29052BBE358C0F3EBE8D3B3DB9E14E3D8622263E91A1693CABF571BC2C86083E8517FD3DCF7507BE8068DCBD9EFBAF3D21AA043EE166253C153DC5BCFE07B0BDDF28D43D5DB82B3E8955023E9D7DFABC9925E13C712D1EBDC2320D3E2885D73C3CCF6EBD2199CBBD82E9D93CC630B6BDA7B99B3D89BDA7BDFD18CD3DF6CA783C4AB9EDBD3E610E3EAE5200BD056F8E3DFFDE14BEFAE2A7BDF1F8CDBD00DBFD3C639B8FBD0CE526BDFB862ABE09CCCEBDDAEEAEBD7F29FFBD9E421D3D1ED976BDA639DB3A58B960BD8599323EF33CF73B181BDA3B5386903D799F6CBD56C2FABD8A87F9BCC7046FBDEA12F23D94120A3E80EAB83DABD8273C00C2063EE907243D700D113EA4E2BBBB4EE9CBBD6C67B83C2870E5BDD4E5E8BCF93995BB9927873DBCB8B0BDC4E3B33D814E543D9F57233EE2D0C83D4343833D7918E1BC067458BDA65651BC4A162E3E5AFF3E3DB2B6BA3C9056E63D627E223E54D889BDDB4A223E5134763CCA167BBD8D5FD0BD4863B5BDC67E093E73600D3EDF4D2C3D8127EFBDDECA073EA9B01ABE826B27BE00121C3EF09F0B3EAE723ABC0552FD3DF3EFC63BA727F2BD23E6193E2A17E23CAE1913BA98A0AABD189EC8BDC542143EE435183DDFFAB03D778535BC926F28BECF78233EC652A0BDAA17FDBC033F953C147CF8BD8E3FD2BD52619B3C17D9263ED3DF99BDA4D120BEFF70EB3D33C2C83DD015AC3D9C88863CA367973D7C741ABEADB9AEBC072AA03C08DF30BD7029F33ACC270B3D71005FBDA22A943D954BDF3D605303BE0FB5C73D4E0C29BD07132B3E4ED73F3DB73FAB3DE4D3A2BDC2285DBD7815003D3B3D1E3E",
      torch_tensor_32_torch.float32_19: "0x04000000E30284BEEAF9343DE5D0ED3C050CE23B0ADDD1BD0F1F31BC32EA61BE53E2263EBF22843C7C6288BD8B88DD3D2F06E13DB21065BD92DBC73D55F6603DB825143D9F2D7DBD235B56BE43E7F43D7701923DE7456EBED030B8BC85335BBD4031FDBC50488D3C42B8CFBDD5E068BE7FBFB1BD1EC2803C43B0123D37A9A33D9F8BF73D",
      torch_tensor_32_torch.float32_18: "0x0400000098389C3FE29CBA3F5C4C423FB5CC293F41272C3FABCE073FD38C2A3FD397A63F3ABB243F2872A83F6077943FB2C18B3F70E3933F4F18433FC6962A3F13649A3F8B6F693FCA6C183F4FAC5A3FB044AF3FB9989D3F58F4B03FBC9DB23F0E9F243FFA02AA3F78164A3F3265463FA0A44C3FF250B43F59F5303F0B67283FD293BC3F",
      torch_tensor_32_torch.float32_17: "0x04000000ABADAD3FE1C3A03F1E24793F5713A33FEB8AA43F70C8953FA622843FF21E8D3F9FF6713F00FE9C3F2301A33F66AF543FC024A33FCB30643FB25BBE3FA4A2013F5C62863FA2CF933FC6C0563FC95C9C3FBD9C4E3FDD69A03FDC6F913FB239B73FB3FC693FF2A69B3F9F690B3FF4CA3D3F3160543F2FA4543FD9EB573FEB26343F",
      torch_tensor_32_torch.float32_16: "0x0400000090AA683E0778C43C70E47A3D1F307ABD594C42BB1A2E69BE609A323DD50BE83D709845BD57C78B3DD8D0763D3B4BC63DB176083A33C9F33C7F207E3D41059E3C1B07F33B62ADA2BD38590DBD75D8013E2C3782BE2AFB513E5F162C3EB02416BC93E4A53D234A523DDDBEA93C3D7FC6BD98363EBDF7D9DABCFB04E63CE90A38BE",
      torch_tensor_32_32_1_1_torch.float32_2: "0x04000000CC02A23DEF948BBA587D0ABE20770FBE26842D3EF1C3623DA8D5343E97D2B43DC1EDCE3DCB5527BEFA0434BAD5AAC8BD53104B3DA85041BD32742B3DE392E2BD4AC2163EA15D17BD213224BEE25C72BD7A9C7B3D82E658BD47E71EBD8DA7893DAB36203C2AEB1A3D5A3017BEBBCEA4BDEB46CF3D5D29833D829EA73CA6CDBD3D5C1BE7BC14D1CDBD50C6F8BDF801E13D98DC8F3B1692183E607267BD02B42F3ED391B0BDC1BAF03D24AE11BE02B1CC3DB4F5B4BD841CF4BD0C140ABDE25B073E30B1C53DFFF903BE5691A13D2A7B0B3E7F0EF6BDE404F9BD472724BEE4BEA33DD39A50BBBB9817BE7996D03D80A5AE3D755AE93C126058BDE5E024BE89EDED3D1FFC103C0F130DBE2D41B53D1E4BAF3AFA5D98BD33B85BBDF64905BE2D350F3EAA31FEBD004F1FBD0FD50EBE08B4BE3D793B09BD6E842CBDAD01FFBDBC821BBE751B0DBE27D16F3D407795BD26C91CBDAFCC1C3D99510A3E17C0293E17A22F3EEEC4FA3DD31BB4BD3502ECBC1F19F5BCA206C3BDF594CABD3AD20F3EFAF3AA3DCEF6303DB778423D72A1A3BDB2FD853D04561D3E5092EA3D2ED5E8BD27BB8F3DE9EC443D0F1E01BDEB7998BDA01017BE3DA3663CF0CF8E3D133706BE72DBB93C3F1F20BC480BD03D0473DBBC394FC13B80C004BDEC3190BD579DE4BD12EF2C3C599B5ABDD134093EBC437FBDAC6193BC1C9987BB6C3C6EBDF309BEBD60790F3EBA72D33D122298BCB636CA3CE29719BEE053F9BCE20E373D5060BD3D32AE9D3DF01FF73D458D173D100B023E59C130BED5EED539CF42663C30A93F3DA7F5B13CE6F84F3D903619BEE46436BD387A393D5AC601BBB7B80E3E387B45BCDBD211BEE179C13D47DEEBBC0231FFBD631E0DBEB07BEA3DD5FC003E696A76BA8F20ABBD6DCBE1BD04EED93A9DDF69BD934327BEDDA7BB3C21D9AA3DE10B61BC9BECD43C1AC213BE95A5163E9B33013E133B51BC88DF943D281B1A3E736BD8BD6A3F203EBA3633BE376EBE3DA751843DAEFF1C3EB58B083E00A12B3E9BC2143EAB5AF3BC3522DFBBBDD7733D0C5BE6BD56E3B5BB6649D8BD12EF2BBEB3B9D33DE5676D3D6F129DBDDCBAE23C5C0B993D6F5321BDAD4F1B3E6633E9BD0E6123BD39C7CDBDE123E9BDA257923D00CD27BD1ED3AEBDA4A310BEA48501BE915173BCF0FB7B3DC1DF1C3DA6C572BCC41F8D3DA8F8D9BD2CF40FBEE9DB353CD68175BDCC18863B87E149BDC0B799BDD78BF0BDCE68AF3D50642A3D7693733DD9191D3E39085A3D2188FA3C39EACD3DDB7AAD3DDC609CBDEFC3C43DC690233E143316BED7F8323EBF3F75BD2F88CE3CB6EEA5BD0FE40D3E70C0263EBDC8E43D5AC33BBCA07E9EBD29A383BC2126E33D02D395BDD14851BD5C688A3DE73B9CBCEB9D0D3E9F59C93DBBF328BD15DE0E3EACEA2A3E3483D0BD2D9D2EBEE1801A3EAD0D463D1108953DE9652DBD297811BE0F6CEDBD7C7C723D8428013E1935313DE93FEFBD2A5E0B3E79E1A5BBA91B643D83CCC1BC07C61BBECF52113E44D9AB3CA0F633BE65B233BE31EC8CBC9E1EBFBD7138BC3D3222333E57A46B3B598CAF3D05A7073EDDCDCF3DB4751D3D6C73FB3D9F32983D7417A9BD535418BEB3A4C4BB9613B1BD9BE3E23CEDCD1BBDACC7023EECB72BBE315E093E07D58F3D96E5DB3D71980CBB7D10C53C62CBFCBD1EF20B3DB7180ABE9D745EBB722FD0BD85ACB1BD4EC2B63DF34CFBBDBE61C9BC37E0033DAEFFA7BD807D21BEEC271BBEFC0BBCBD958627BEB702533D9EAEE6BD44CDD1BC361130BE744DAC3C92016BBD3D4F9A3D7F991EBED241BFBD6457573D2E450BBEFFF7F83CE934173E0E6B5C3D98148DBD67EA923DEA5121BE333515BB62D2143DAA2DF83D976F0B3E7469B8BB6A6F35BD8DC7AEBC6F0B323EB3CB30BEF9EED63DADF8253E3D792C3EE3F5D4BC6F5020BE548CC8BC965C313D1B808BBD7149C1BD8246053E23CBC0BD589EE6BD0BDF0CBDFF51103ED692A43B840BD63DE364113EE014323ED806F1BC8A0604BE0C90F33DA42A2CBE7FF9CABDB1CB2A3E93C5B4BC95F9A33D5388BABD079CDBBD31E6663D99C91EBE009623BEA33B683D79D9583D3E0E02BE516324BEA0471A3C75BAE93DAE9D213D57E30EBC9119F6BD66F320BD813AD83DCF0D223E2E07FD3C03A8593AA0250C3CEA2E97BC602F353BDDFFE5BD38090DBE030ABDBD63EBFF3C5336E8BDE87AD43D6681C2BC54D6CFBD4736E2BBF069903D243CE53D7DFD153EF42685BD2E401EBD2CAB163D96FD6CBD0A7B25BE9CDCDA3D29AF273EE0D686BC0D1620BD85E6933C7FB8FDBD80455EBC4C37FFBC043AE1BB4DAEC23A7A79D7BD81024D3D7DE62EBD11DC8FBC701F23BEA6C9D03D28F722BE0955883DB3A9B03D062AF1BB0005323E1F88E7BC9071513D21A4DC3DCAF17C3D235DFFBD0B0E123E31CBA9BD1F2232BEE6CDD93DB9242F3EA6806C3D01E2B2BC8BFF113E1300BC3D2D7D293D4C769C3D471B40BB7BE4793CB930213E125227BE3B53EDBD9891F5BD6640403DE5BE293E36C4EEBD1B05E93DBC02DC3C0CC1E23DFC2808BD6826B7BD1057D0BD335416BDB87789BD6A40AC3CB9CE2D3ECEA08ABC345E1E3EF8FF2EBE5177D63DDAFD5B3DD1EBA5BDEF9EE5BC6B6752BCBFA503BE2037ED3DADA0853C57A989BD90229B3C2BA821BE080523BE15330C3D6EAF343E556D53BD6621A03D4D3C173E3832B4BD74A1AA3D127C71BD32C881BD1DBB11BEA736C7BD15CF2DBE39FBAABDF2042ABE584BBF3CBEFAC03D689A43BD90E329BE9B570DBE2446883D7CF944BD5357C2BC1F41C13D2A91C03D924BC0BD490E05BE431CF0BC3EA8CFBCD334AABD8FC8303EE1192C3E71BBC3BDEAA8F33DB9D3C2BDFAF199BC668EBA3D342958BC8892663C28A5C5BCF61BFD3D2445DB3BE1BCF1BC1A61E63DADAB043E111B87BD0565993DB1CE2C3EC9B2283EC0DF603D6EB401BD0327B9BDBD719D3D0B68C03CFB42F33DAF5E09BE27E82B3E06CF14BB83BA28BE8D8BBE3D9A77193E03DC083D9C3F1EBE3A964C3D787FEB3D19AAB23C0310133E8367893D8469183E48E1E5BDBA9BAF3A2E573CBD4E202E3E7123BCBD18681E3E22437C3D2C4F5B3D2E9E06BEE0DE5EBD67BBE8BC1F37133E9EDA2F3E15EA273DA88D193C48B4303E924E8ABDC3D4C8BC7A78DE3D491CA43D83587EBC2569113EAB6D3D3DF099D7BD9D540ABD2F44EBBD314A093E6528FCBC2CEF0CBD593306BE3D540D3E9783D83D3FCD3C3D847481BDD9E9BCBDAE84EEBDCD7DBDBD2CB2D0BD5962EBBD43B1D73D6DEB09BE6A020E3E296B61BC6256453D95788BBDB1D862BD68A5DD3DABA996BD7E5A23BED06B8F3DF67314BED4690C3E345880BD30D1A3BDC5FA373D8743C2BBB2A1613CB97C55BC0190D3BC0394273DCAE1E73D9BA69B3D5BC8F23D9631933D8E59C93D76CE1D3EDC5A53BD5F06243E9F2D26BD1557183E7392F83D7836C83DB5D8B73D26B8043ED36191BD6AA2F43D887D31BE4966313E7069AEBDB518673CF14F083DB750E4BDE362EB3C4A88273E91A0EE3DFE6F5ABD7C6D8C3C1A0F1D3E79ED22BEB2DCA23C1878293E6E5B54BC7231DA3D8CC7DD3CF120C93D0F130E3ED4F7DBBDAEA805BEAA3AE4BD601E193C530D74BDD3D2ABBD7D94B6BD7039FBBD150772BCBB57DA3D840F343E89E4D13DEB8C27BCD12503BE45E81B3E7D0482BD4AA578BD5A21293E49DE33BD7B8E0BBD51589BBD3BCAD7BDD815B93DF43AAD3D941BA83C112AC7BD685F823DC68286BC3B98733D5445AB3D6133C7BDCEEE0D3E627CFDBC323305BE31B94FBD6EE5183D3EE8103E10FC8F398D7C82BDDF28B23C98DCDBBC07B4B0BD572F31BE20EB263D3AC0F1BD36D1213D2ADA783C6BE1A53D9396223EF849323EEE34013EE594343DC518183DF1D6D03DAFBD1B3E100EAB3C28F612BE0204083E99DA2E3C4EDF88BC256DD1BCA1F6ACBC103D1D3E9A21FABC9D44FC3D4D265E3C6B6889BD1B22323E4A82C33D5CF7A33CC90E82BD88B0183E3701CE3C50E4BCBD439C76BD3C662EBDDB1ABE3D741929BD57AFC6BDCC2EF93DD5CF1A3DFB9456BDBF1085BD18CFDF3D30DFB8BC38E5D1BDC3D4BBBC5FCBFABD5CA825BE4FDE113D7C22583DD536963D0B0FE83B434DC83BAF6A0BBDF8BF763CA7DCEB3D73D428BECA6CB03DDA538CBBE045843DC6C8B53D5C48E7BDF34A7DBD7E8689BD3044A3BDE5A322BE8A9293BDDC446FBDF8A5203D8E79893D934242BD9DAAD63CEF4F893D64A089BD2890163EB77A0DBC8EC916BE57DBEDBD2948CEBD00FF343E305ACA3D601619BD9653193DC197FE3D350FB6BDCD1F02BB479473BDA6B721BEBAE710BE7F8E05BE901A1A3E55B9C53DB564C43C7742C4BD2A128BBC9588113E3B81E83D391030BC8317113EB214AEBA5A750ABE3EE390BC94EBE53DB0C6C3BDC77E8CBD94130F3DA5E5E73D3091243E297E06BED1B819BE70E498BD9B9299BDEE8CB2BCFD8630BEBCAF3EBDB316F5BD86883C3DFBA3293EB2212CBE3A76383DF6AABC3DDF34DEBD6053063D997B85BC1EE68DBD03E5F9BDC486F93DDF94FABDEF6F3B3DE836F3BD40442E3C82F9C03DAC64193E2A2897BDEF73D0BB5E7C5E3D3E3D14BEA29F9DBD26B7EABC711C08BEBD5BE5BDF9D6A63CBAF0E73D5265303D9284B7BD6E241ABE2CD08EBD207DCE3D04F5FC3D13888DBD677B27BEE5E6163E9C82D63D4BD2E0BC5A1E033E0F13503BBA6797BDA3B3EE3C4C94EF3D0F93A8BD004E033DAA23423D71572B3E0B5329BEB8A7883D9DF1C7BDA8ABC93DD226143E0821283E733116BE3F61163E4C9B21BEBAF426BEA75DCD3D3685053EF6B0553C14D6133E2AD5F53D5233253EE43A02BD0208013D0F5F033BAF7433BE528C6F3D08AB35BC1A63E6BD09C4203E77AE043E7D8AA53D0A1802BE72EAB4BDB2A801BE3B9F83BB7E6376BD37A79F3C4694883D83E8C03CE42B8A3DDB80EA3D91FCE4BB0363F5BBD52C313CC26D56BB35450B3CA780BF3DD2F4243ECEF328BEB8A904BC083196BDCC5D32BEB6F1E13D6D2C263E26DD013EFF8427BE4937CABC104A1E3E375C1ABEED1DE03DC9E9ECBD97BAA43D3F9C163EFA938A3DB5D977BD5437263E3DBD053EBA75E0BD7148223EF3EC02BDE772FB3D4CEE073E8D991ABE035F0FBE4495F4BDF581D63C08B247BD991E243EA68E21BE0C131C3D4F309BBC53F659BDDDF894BDFED4D7BDE4A32EBEFCB840BDCE0A073EE88C2BBE6E778C3CD91E0EBE443B783D7A0C26BEFFAA7F3DDEAEFABDCE47803D70D9EBBD572C69BDB5B3193D378AA03D4904ECBC7310813CC9DC153D4D1205BE916126BE99187C3D9CD0373D339B14BEFBEBDE3C9F0688BDEE19B13D7E01A8BD03DB943DBF8521BCE53780BBA39A113E61DE753D5A90913B07D3E3BDA36203BD74444F3D653D163CF9B0943CE781363C0D18CA3DC3980A3C12ADDA3D2168FFBC06D023BEF0A8243E48C88C3D21540EBEB586E9BDD91E8DBDC6DF06BEF756993DCEF022BD27EA00BDBE239EBD07229CBD62481F3EB0C6E9BC530E923D4B5821BE1F299C3DA4A574BD2C861D3E0DA018BE9D2498BD0040B8BD8AA7243E22E4DABD0850833BA7A9953C92F2323EB8B4FBBDA260F83C66E3183E46E80C3EA4C3B43DB248023E646C22BE032924BDCEBA143EA20A17BEB066FABDA0E52E3D36FC213ED4C4A2BCFE23533D9CF7A4BDAE946EBDAB1FE7BDBD38FEBDA03203BE92BE5A3DA4B11ABE65AF20BE49342EBEC22224BB131727BDC17E0B3E5819F0BDB67A1FBEB52297BD6D57B33CDF840DBE8AB894BDFE08E8BD",
      torch_tensor_32_torch.float32_15: "0x040000005D81DB3D105C4B3D95B4333D371C78BD4074663C93BC51BDC5B15ABD6EFB203E1C2F03BEAE7584BC2A93233DF7F7323D379F27BD272238BDCDF9923D0D4A7EBDEAD15BBCF7933D3E85AE803DC532E1BCD0438F3C695DB8BCB3BC143DA88F1CBDE2D2D9BC6428933D5EBBC0BDD3AC293D487E98BDFEA98DBD9377BDBC2BC8863D",
      torch_tensor_32_torch.float32_14: "0x04000000FC10813F3C6D603F987B773F2EC08E3F76E4833F32FB1C3FC7980E3F84A58C3FDA71B53F48A8283F9139263F7ACD3C3FA0FBBD3FB0A5B83F3E54843F4733713FA4752A3F67A1673F4214AA3F5615B83F48F2983F64AEB53F6DD4453FA639B33F90595F3FA0EEAA3F6595443FBBB0713F3141B23F8C78933F1425B63F10D57A3F",
      torch_tensor_32_torch.float32_13: "0x040000006EF0433F51443A3FFEEB883FA9F7BC3F9097A23F8646BF3F9940523F934A8A3FC65F623FE07CB63F78E0853F9E7DBD3F7A89B63F6239A73FCE29A13FF0B0A83FB7C2933F1250613FB0C0173F875BB33F8349093FC2F6033F5791943F3C2C743F7120993F9920563F1BD47C3F071D513F6C960C3F66C22B3F23CC423FD302403F",
      torch_tensor_32_torch.float32_12: "0x040000007AC7E9BD0A00DE3D0D88A8BD71EB1E3E1FD02D3E921C4B3EB3AB06BEDBD2D03C8BBF85BD667086BE061F90BA92B35F3D8745BE3DBF29C5BC8060E3BC95C6583CD094423E3068F83D21D28A3DC5C7E13C135D0ABE2B2711BC207994BDDE39B0BD823579BC6BEA26BD83A6AE3DEA7DF6BDDD41243D0E790FBDE746EE3CD58DDB3D",
      torch_tensor_32_1_3_3_torch.float32_1: "0x04000000EE7D943EDE9F1FBEF06F29BEA62623BE6BE698BDA0C1423D26C4453E903D9F3E50D0203ED8394B3E23D562BECBF562BD1EFF8BBE2851533E363D443E0E63423EAFC099BE6B6E7DBEAE261ABE56BACABC4F39A2BE4034AFBDA04C33BD7053D2BDAB9A8CBB0B5A0EBD80F354BE8BDA4ABE0004753CA08F90BE971C893E1622FB3D53A31EBE38E265BEBE595D3E68C620BE2E26523E7EAC1BBECBD3C4BDEA1EAABE4BD8353D56FF5B3EF812553EA2B3A9BE76E176BE3EDBA1BE4E6864BEC0D4243EAB3BA43D96C4223DC34F373EA07749BD809EA53D3BE23C3E705C1D3E68440FBE6EC452BE2440A6BE66B1E0BD5BBCAEBD33D356BEB6AA1A3ED6A0A73E2ADE893E8B4AAFBDFB5D11BE0031FF3DF36A053E18FE343EFB2D583EE4B09ABE569F32BD36A9E0BD9AB693BEAB4A1BBD76DBAFBDD30300BE16AF50BD22E99FBE002097B9D6C0153C2B0FDE3D6BF78C3ED8622FBE6BA7053DAB0A1CB9E02E713DEB838F3D1A799C3EB02F133EFE5771BE40CE9C3C30A92CBEA6EF253E2BFE133D56E3563C0882513E97579D3E864D17BE788440BE56F203BEF00F393EA7DCA53EEADE9F3EE365573E96FDA5BD984A503E009D293EAB4413BC80A2FA3CDC158B3EB0CB25BE30E09A3DA652543E4BE8843EABC8283BDCEC8CBEE6EEACBD00DCC6BA23240CBE401C893C6636E23D96AFCA3C26C5A23E0012183D489171BE63B87A3E63A44ABEF36B9CBEDB9193BE0BF47A3EDBFFF2BD9B22E53D28C061BE33F4593E4ACD98BEC827303E8B46F73DAB3F7D3D4C798D3E5098D13D20B734BE236B863E28EB3BBE0685A63DA81F613E78F2623E03C967BE868DE0BDEC1A97BE108B8D3D633F88BE3BBEBEBDB3B76B3E5395473EB6C30F3ECBFF3CBD46D12A3E9B7C07BECA679CBEBEF99D3EE2EBA0BE36DF49BDF8FA253E104980BD3B936CBECB09183EE0CB5BBD3CE39C3E33B542BE842A9E3E782D023E43204CBE5673A03EEEAB4CBEC0042A3DCB63143D88325F3EB8AD013EDBF7963EA0B5BE3DC8515C3EEB86CBBDD6312BBE9EC31F3E700EFE3DC31D1BBEA697CEBDEE60853E08F53C3E8BDCB7BD1691F23D6074AA3EB062573E805D5EBCABA492BECBB0BCBDE05218BDD69934BD6B979DBCD633FD3DB09C29BEB6FFC43D76ED7DBDDBB3B2BD16C86C3E381B12BE5092093E673080BE0B6707BEF88D993E2BEBC03D8B8BC6BD868293BE96BEA93E0BF162BD7037DBBDD673E73DF3C90EBEA828833E20DDFABDE02E57BE966C753E2B7F783CEBDC23BEE854A63E103F95BE6BEA7B3DF796A33EC675713E4717A33E76303CBEEB9588BDC86B13BE66EDF0BD66AA083EC818313EB65393BD96AECFBD6B6BB43DD70D9ABEBBC224BE2B8C453D3B9F3C3E606118BD163ED73D50C56B3E18835FBEAB43393EA6CED63DD6A01A3CB3E805BE567B98BBD091663E96812DBDF6A0AFBD584588BE6C3D973EA8E2413E68A6283ECEF6443E1BE0F0BD6B6746BEDB9083BD40E1CB3DF69F89BE2BA95CBEC833A7BE2EE9A43E10259CBE506A2BBE4E033EBEF43380BEE83C6F3E60C24B3DABB7B23C3F229FBE360036BE1F5C98BEFE4C34BEBBEB89BED6D5DA3CFE3995BEAE3E80BEC01BD43DDB37453E67E8A33EA04482BE",
      torch_tensor_32_torch.float32_11: "0x040000005B36193E47459BBDE7127ABC2DE533BD38C9003EFA720A3ECAC28A3D4712D0BB006FA03D5F964D3C45247B3CF618243E3AA15CBDFA2664BD2F3F69BCE2C5633CE3C7143D7D7C6A3C72D69F3D37A72CBD2304323D6BB5D63D631ACA3DF60CC83DEDFE21BD6D94F1BDC75D89BB9308213E4E9D303D5B76B13DB576123DFC57933D",
      torch_tensor_32_torch.float32_10: "0x04000000DA00953F8E3AA83FE4FD9E3F6271B73F3416683FC5F84B3F12B7133FEFA59D3FDC10AB3F6A44BA3F4423003F85592F3FCAF1A63F1874A63FB77BAF3FAB73B63F9A0BAC3FCAB28C3FADBEBF3F47EF2F3FF0417B3F3EF8A53FAC19A23F22C35F3F9C54843F6B51323FB149733F3D697E3FF793AF3F01A9AF3FA445583F2637873F",
      torch_tensor_32_torch.float32_9: "0x040000000113853F8A95BF3F74DDBD3F1F7FAD3F79700B3F1225713F8CBCB23FC32DBF3FFEB4A03F8515063FE83D7D3FA794AB3F6369B03FD2A9623F4B49BE3FA2FA423FF0BF8A3FEE3D9F3FF3C04E3F30F22F3FCE708D3FD964A13F0AE1873F9A8CB53FDAA7413F81E1173F16E7723FE075B73F14EC6B3F7342963FA2F3AD3FC680B13F",
      torch_tensor_32_torch.float32_8: "0x0400000075A1F53D9F08033D7B79A7BCDB8E94BDABB83F3CD3BCB4BC07822DBCE7E3233E5236C2BCCB2033BCB8ECE9BC2BBFCCBBD0AC8DBDABC83A3DB1129C3C1DFEE53C34C821BECA1CAABCCC66873DE8CFF93DB051BC3DB7A3243D5720C6BC083E0BBD53D874BDA04D99BD5BD91CBD719784BC0F2F4FBBAAF0803D900EB33DCBD8173E",
      torch_tensor_32_32_1_1_torch.float32_1: "0x04000000A3E7ACBDCA7E4B3DBE24B4BDBF6A15BEADEA06BE76A8BF3C89F3063E7123793D2F13BF3D5927C13D160DE03D531601BE822486BC40ADD93D321FB63D7C7DF93D842BA1BD0D733F3D3E4AA53C4892C4BD23543F3D1C6E8FBB85AE3E3D35EACABD02C1D0BAD400E13D7E13A8BC14DC31BEC5A4693D32B3C8BDA8B6AEBDDCACE03C63861E3EB3B2B13C7681C3BDA59CDB3DA64A2DBE0D01263EFAC6EF3DE343D83D73A6C13D0B7F773D290D00BD7DFD2EBEA1D9943C0933FCBD4AAFCB3B3A2A183EA4ADBD3C4E8A1E3EEB9D223D347B1FBE01A186BD00DF11BE0472323C0DA0933DA4787E3DC8EB4DBC1BDFFEBD0704EFBC61341DBED0D7233EA43B7C3D44EFC6BD98053DBD6AD80B3E90E64ABCA3EC353D74C7243E57CD02BEAEF5E23C47C0AF3DBF24103E10A406BE7EE89C3D1584C43D88E62D3EF1CDADBD6EC012BDE28F30BEB3311D3E4202353EF2B4363D47CA3DBD8419183ED223CEBD5B3C03BEC766223E106CD93DA4F3FDBDD2B30EBE27322E3EC315E0BDF0BEE8BBE9CE90BC09362F3EF8F84EBD69F90ABEA0BF1BBEB17412BE82C725BD0F21243DF0A88ABBF2B8D63D0979373C242C193DA58DE7BDBE2BD4BC22F17FBD6495FEBD096CD63C5F8304BE66EA18BE3AC1443DAAB12DBE4DDC9BBD8F28D03DD269C63C2E32CFBD2062B4BD8F86ECBD4D8CBC3CC591263E9648E83C719CEFBD122D05BE35AA10BE08E3143E548910BDF3C30ABEE243D23D7729123EB504F23D55AE19BE4DDD743D25E6C7BD1181E8BD6B3606BE3FE30A3E1F35143EB58E8EBC4E99CF3D02EFE2BDDFF905BEB8A42B3D0FF683BDBEC2CC3D2D99ADBCDE29C7BD681373BDB85272BD3DDC053E3B8F833D655AD33C40B8203EADD228BDDCE410BE2873D93D48B119BEADB98CBDAFC11B3E37BD163E42DBC43DB8256CBD53992E3D0232AA3D3887FBBD5384053E1E0FF8BDD6F5D13C2BB30E3C7D78213CD8943EBDD613AA3D1C4363BDCA014E3BDF92D03DCC98363D9B4BEEBD29814EBC4C0B22BE4DF6E0BD3BE8223EDD75ECBCCEEACCBD7F67A3BDBD8736BB60DDD3BDBBC7BCBDBD62BCBD58FFFEBC88C771BD3771F4BD55230FBC6EB9843D9EC007BEC75025BEDBFDE03DD24EA23D3E17EC3A664EEC3C868E1A3EF5A1593D4AE1053C3667713D0AB705BAD042BF3DACA631BEA152BCBD8ACB2F3EDA411ABEFDE72E3E77B506BD5E1624BECD9A61BD5AA5203DF6D20B3D27101EBE2F7F0F3E570A05BE8C3F22BE91B3F5BDF57CA9BDAFA7003DE15A60BD928A32BEBD31063EB6B474BD52B5E9BD26BB92BCF4AF0C3E8582FE3DBAB9DBBD8ECE05BE93EAEF3DA70F163E06C6B73DA41019BE9F3191BD62A9293E6C3A533DCE8B12BE38E1DA3DA0667BBD676B11BE4B9057BD09D304BE45FA21BE527FD5BDC30C8DBD622CD0BDE0ED0B3DE33683BD291316BEAA9F19BD1FC00D3DB55216BE3B630D3E474ADB3D4FFC5E3D2376243EF7DBB53DCE40D8B96E84CE3BDD1234BED10C89BD5795963A489A393DD7631E3EC9558CBD0AB213BDF1A1C33C5108013CAAC7F9BDC0591D3E377193BD2DB701BE40637E3D51EB1BBE8E8B173EC22592BD485C023D5402663D46E26CBCBF3ADDBD7E26A4BD42FA1E3D4AF40ABD8C5BC6BD928E873D848487BDC0019B3D0A2C07BB28BD25BEADEC8EBD17028F3D0F34F2BD5D26FCBA14E919BE64FF8A3D2A682EBEF9AB3F3DDA90863DD31A0A3E2F172F3E3BE6BBBDCF81A6BA9EC5133D53CF2B3EA3A656BD2B7F873DFFB99FBC712DEA3C922E3BBDF80332BBF8B29FBC5C47303E1B6D22BEFF470ABE77AF7A3D401FDA3CBD7487BCB5F3203D0FDC193E5C59853D2DFCB4BDB5CB283E1743C7BD3FABB63DAACC4ABC6EA10A3EAB5BEABC40AC343DF0188BBD1AA90EBE8173E33D2239543C5D0FB43DEAB1ECBD051EDF3D68C0E6BAFA5A2BBECE2B7F3DFDFDA3BDAB7503BEB57CA83D32CC943DA68A0DBE0E795EBDB1FE8F3DC851933D183CDF3D4199223ED9AE2EBD60A0EFBD282DD4BD674CEB3D50A689BD97C79E3DA9981E3EA5A95ABD19352ABEE7B888BC9764DEBDA4BFEDBD633FC1BDE3148C3DEA38F1BD32D591BD36BF343DE4425ABDBD7724BE0FAC24BE783D0CBE26345F3C42EF16BEE1C025BE349D113E9822223E4EE29ABD27E7CF3DC80CB13D7C54623DA882D13D8C4A9DBBF818A0BD4C26973CAB04883D1B40C13D2CB282BBDD87613D4808923DC06603BE70FC893D9CB81E3E4D441E3EA56BA2BB76809EBD3FCD283E5329293E6A0AA73C2C65CEBD0072B7BD7299673D3AD161BDF6287EBD9F347BBC3747103E7E67A63D9272C2BD57FDA9BDDA2D783D1BD563BDA300CB3C7B5AAE3CF300DFBD0E83123EC2E4EABC6E8CEF3DD460D5BDF55BD03DDAB5BF3D5474DB3D5781A73DA9FB683D343B1F3C847C18BEF0DD9F3D38510D3DF000193E5AD10ABD61A0313DD4A9B73CE4DD9D3DE056333E3E442CBE26CD263EE8C2253E01FB02BEDED1D93D7BEE2E3E2B8D01BEF8C1A0BBAD4917BE1BB30C3E407C703D3F93863DD310853D841ECE3D610CE03D9F9F09BE9DA706BEDF5A053E8650003ECF3C6C3C3D2D813D1563873DFB7E093E1460D23AB7CC08BE9474253CCC3A14BD68982D3E6709E1BC870248BDB48931BEA931AF3C1350F3BD60D5FBBD078B053EAE3BFDBC0E212BBEE7A529BD44CCF4BD19651F3D38F8023ED677BD3DE28B443D84D9083C6B4A3EBD4B549F3DAFB2A3BDD37064BC6DDEA3BD86B58E3D95A3873C5B05963D174558BD5D759FBC197609BEC83AD2BD4BEA1D3E6AF487BD45130BBD6E3CD13DEB239ABDE34E933BEAAB1EBEA71E343DBD67993C8D39B13D98B7F2BDADFF22BEB488A4BD09A905BE27F3ADBC1D0BA23D2083203CBAA920BD53AE02BEA9DEC0BDC6EE47BC86A413BE809943BD1EEEDFBD312E1DBECA9D88BD1FA137BD758B263E89FD2EBD9C470DBEC277FEBDB5E5EC3D0513F53C727D67BDAA9DB7BD31E714BECDFDB2BDCA2E1ABCABB2193E58C8FABDAC6434BEF671B4BDB159B9B88F0BE7BD2E108E3DDA7CBD3CCA77E9BDFC0F2B3D1162743D1E2C0DBDD586903D75361A3D2B86C9BDC4DE6BBC89B0ACBD9E7BBEBD8FE8B5BD1594093EC548193E1992323C45E5153D1C516DBC68E2D73B1AD2FCBD1CEB2E3E4A7C023EDC9FB33CEBF133BED32EB3BD006B903D1CB6A7BD95D930BED668013DAF9854BCC996A9BD034F1BBE98C6173E83AA28BEB7709E3DF64CEEBDF2F5263E78FD0ABE8129BA3DCD97103C2F3D643D57A4033EDED28C3C5B6B89BDFEC29ABD02331A3D1966813DDF43F83D792A393DF2D32ABDD17EA4BC5043B83D8473EFBDC71721BE7324D93DFC201FBEF5DD1FBE935E8D3D82405E3D1069193B6E41B53DD027D83D5E3B0C3CD94B7FBD02B387BC35CA073E86A635BC6A3EC8BBC688D2BD5165103E1B3F253C4B141C3E82AE053E47318DBDEBC186BDEC22053DAF9A73BDA82306BE06ACABBD0806743D81E59B3D5C31BCBD4AD166BC1C965EBD16953A3D9C91E7BD1C13943B8FE1BF3CE31F003EAAAED53CCDC3313EF08E26BE9F43453C4616E1BD1684913D5E6D1FBE43849A3CC6FA99BD41A916BE0F4534BC3BA40D3E5123A1BDEBB79FBD3D05243E89750CBE9F5023BE4061A6BDAB1D09BE8CDD3D3D6A0B61BD7C049C3D1229AC3D9883BCBCD09349BD677131BEAF55043DFEBC21BE909B073D5F2D7B3D0F7E103DAAA7063E471A323E14DE06BEC4B4B33DC15B55BD92FC333E4C05B03DA5D9E1BBDE47C23D7D8324BEA2B0FABDADD3E63D9FC5A7BDC394BFBDAE15303E9299D1BD4EDAEA3DBC2B2FBEDD2A333EFFA01C3DE4FC3BBCB7C7263EED0418BD8B41933D58CF0E3D004614BD32E59BBD968FADBD2664B43D86E2B43C78D3A6BDC37F603D577468BD1AE2FE3D4CCA29BCAE1AF0BD4036D63BF1951B3EA22802BE7F14DFBD6E26333EB3460D3D8EF7E33CB1032C3EE6ACD0BDCA82853DC14B06BDCF112D3DF25DCC3C2F5FE7BDE85E30BE1D7DC8BD54E3E03D02C816BD8F6A01BE49134FBD177A3DBD87B01F3E42B9BABD1F3EC9BC1EFBE63D35D82C3EF818573DB6FB7CBD8315103E9D0903BE632740BC5F6374BD369CE03D07EE043ECA18AB3D6E385C3D1392223E4B7A81BCCA94DB3D7ABA073E3E522FBED2E8123DFD5BD33DF95E74BC06645DBAC60A28BE0E1F2A3E5AFD34BEE66084BD3C9FEDBDDE4026BD9599663D0C798F3DB0BFE03D9952FFBDB0B6233EB98D6DBD217A043E30D3A73D83F5263EFE68C2BD2BFE18BED22F26BE517AECBDE57ED4BDE6BD2D3E0E9DDDBD0F8E53BD0AAB6A3DEEE50CBEA7B206BEE3CEB03D662E94BD456D06BEF3212D3E2ECCCE3D093217BE961705BE3D5585BD9B5481BD2079E1BBBF252F3EB54318BEF06BACBD9211C13DE204783D358A33BCE4D801BD0657B0BCC91D033D13C82A3EDEEA16BEFD4DFBBBF5C0A5BDF74824BE70941F3EB92B99BB67D1E1BD8F5B053D6FD2BBBD269A2D3E574020BEC85FD0BD37FA9E3DD8D01BBD0DFE243CAF3318BD9E3B1C3D3AC2F5BD41B7973A7840DB3DB1590FBCE9C8DCBD38587F3DFEF60FBE9C98EA3D08B47BBD6E41B5BD277D123EC3B203BE9BAC6F3D7DC5293ECBD5973D907128BEFE4264BD7E66CD3CBC4FC43D7C3AF7BD310DA4BDC09D46BDF6E1ADBD440190BDF31800BEA21D97BB4509BD3D6C43B63D626E66BB83EEFB3D0948CABD9833E4BD26CFF2BD0815223E9447CF3DAF34D83DA72FA0BD439628BD83F932BD69C63DBD71768BBDCBD609BEE0C8FA3C335FC93DE8A0F1BD2D54DBBD77FE5CBD53E6513D972003BED7522A3E683198BC2F3BA5BDE12C31BD01B35C3D9D21AEBDD2641A3E4931403D96E5053E5200803D9B84243D1D2C13BED2BCBD3DAA8A23BD0458B2BD2064E7BDF4862B3EEA9A99BDC1140CBE18122E3ECBEBF3BD1982F2BDACA40A3DC559343EF6582DBB58CF3C3B62D889BC088E69BDB8B631BE2B7520BEF5E5193DC0350C3EF22CF63D2374CFBDC18034BED9F8613D16BC8EBDF4D50BBEEDC2AD3D5A47DDBDA6E0EABC90EB26BED526A7BD4998D43D499B9EBD56255CBD9102973DE328D7BD86CE9BBDAA15AB3D1948A13CE32ECFBC0A882FBE40C1443DD792E2BDF7EE853DB52FC63C219975BDBF221C3E1BFFF13D8EA31FBE1459E23DAE08233EBCC8233EF5AB2D3C25900E3D085719BBAAF6A13DAAF2E4BC922BCBBDCE10C83CE4E214BEC1B6243EA5799CBC7DC32ABEF968173EB3C1BA3C916818BE6AB9E4BD99A9E53D647D97BDF03AD63C0C780C3D21239D3D6ECE683D68369B3CDEDC003E89ECFF3CE013D53D953476BDEA81343E08E495BD8EAA063E3CFD17BE3AB432BE8568283E8F56D6BCD15DC5BD58A8023E83CEBDBDA79629BE61ED97BDF0C519BDCB4EC93D6C8AF73D43BD263EBDA0D6BDF8401F3DD256C13D3417E13D131CDDBB13E311BEC91F72BDC363CDBD418D1D3EE4330E3D217C243EBF31F13D45AED03DA2A6CA3DF0BF27BE169F1B3E3DD4ABBD3716F73DD345CFBD8BA409B9617DDF3CE77B6B3DA201033C9EA88A3DFD8906BE2508123E11FA093E6A51BCBD5D8B57BDFEB401BE419834BD6122FD3D4385C93D23EF003EBC5114BDF802F7BCDDEECBBD275CCDBB59ABD13D110534BCFB2F173EF5BD893C79D2C8BDEF52AC3D6086D63C1C7CF8BDA69318BE4F3011BED8710CBE533397BD625A883DEA4C32BE108ACA3CCF490A3D8DCF21BCC82A4A3DC7117ABD270B753D734000BDCC6CAABC1A52253EDC1A823D3A1A2BBE21D3EB3D3D93733CE108E0BDA02239BD8E2E2E3E2FCCBABD03F3C63D",
      torch_tensor_32_torch.float32_7: "0x040000005F1DB8BC380F513D585475BDAFFD2BBD546F13BEAC22CB3D8D300CBC1738F23CE9E1CB3DABAD4B3EBFC48BBC6FC6053DFA976A3DE6798C3D130429BE1F492DBDD3F43CBEB654823D9259113E0935073E22C707BEADB1BCBC29F29C3D9324C8BBA0ABA23D2F171DBEB3BDC33D589CF83D760FCA3DE033813D505A1C3E0BBB2B3D",
      torch_tensor_32_torch.float32_6: "0x04000000E6EA623F53EE753F0CC6B63FDED3963F796DB13F151D603F27C4213F816CB93FD966A53F06C59D3FCC551E3FE939A93FA95D513F5222823F14AD883F18AB013FBC63653F285F1A3FFA6DA63FE084983F8BAC573FD8C9403FCC73753F3A28A63F8462B13FBFCA523F010F023F1C13813F3E05A73F9A78753F6C7DB53FD6F1813F",
      torch_tensor_32_torch.float32_5: "0x0400000038A39C3F36CF953F62DC343F93DF983FCA20693FD5B2593F3C5A453FE464A03F18E9853F32F88B3FC8CE913F7FB5103F0615793F25BB623FA8B91C3F1F25BB3FE2335A3FA6FD643F24478D3F2E8E513FB7CABB3FFECE7E3F83D78C3F01717B3FCACF263F36BE983FB6EE7F3F92D7943F9651633FD1CD113F4A97553FB7B3913F",
      torch_tensor_32_torch.float32_4: "0x04000000680F9DBDB76915BE60D9F93D85949BBD3B9E323E1797CDBCA51CCDBD23A351BC573F56BD695B1B3E9795443EF30497BEF05D023DA7272BBD8B45F23D0391E33D80960A3EABC327BD8B11CB3DC76BA33CE7F71DBEAAA8033DE771F13D27DADFBCAC88A03D350758BD82E081BDF74A18BEFFE4193CF36BC5BDE3613D3C1EE1103D",
      torch_tensor_32_32_1_1_torch.float32: "0x04000000BF2D1E3E9AB0823D7A900EBEAD6B073D2DF6653DB91DFC3D1AB91D3EBF5CEBBB7869F2BDE968D8BD194C4BBD681C093DCEE6973BF92598BD7E1F2C3DD01DEFBD1E117ABD12EFB9BC70FA0DBE2E4F1F3DA16F143D69FC0BBE33F42C3E5180F0BDB897F83D4DAFEDBD25AD7EBD4047663D99B8CC3D23B5BABDC54E213CA4951DBE36C390BD9BD3FCBD77E88A3D633D22BE9AC91DBE3B9A36BDE70B99BBF1126F3D6B108F3D30F8D83D13B7633D6324053E9EE12B3DEE0A0A3E5F6B0FBC014A393DCAED173E1EF79FBC54CD11BE6E30313E36FEFBBDD6AF1BBE653E033E78A03D3D0A3EBBBD93B20FBE7214123EF4481ABCEFEA923D48E2013BD145CEBD0DB1FF3BE62C033EE770D1BC09D9ABBD4AC0143EB823FFBD46F00CBE62A6C7BA8B9F303EFE77093E099A60BDB61328BE63930B3DC3891DBE11F505BD181C19BEA204AEBDE04D0DBEEEB336BC1140123EB022293D64B0203E433F20BDA9E5DCBD9C0529BE288FF83DD89395BD4B5AB03D760B20BE487E24BEBDF4FC3DAB38BBBDDBE7123E572022BA94D798BC9FBAD93D8D30DA3D004A023E2039413DF62A18BE53F3763C28001A3E641D103E84D4893D68D2A0BC4809E73DC36E003EA100EA3C64D02EBDE35F053D5403FABC6592AA3D081A0CBE99E4EBBDA47E633D3396BC3D2076A5BD1B0795BC54A686BD626490BDAC9F2F3E7049183EBA6AB1BD85DAE33DAAF034BDFB1731BE291819BE1B8A2DBB4F1ACCBDED22A8BDCA28073E7760D9BD6E194B3DB04B0ABC49C429BCB9E255BCE1FE483D4D9F073E3A13933D5453A2BD7D6704BE1A78493C2C9EB53C6F5EA63DF5D9973DA06D283E4A47E7BDABD2603D91A132BDA9F116BE73F0ECBDDAB4D13D94F7933D1403F33BBF8EC43D3E67383D667FBCBC7B62083DF41B4E3C6FD79E3D1A05C4BD8E1A11BEC23B943D68CF2E3EBC7AC0BB928A46BD1A6F533DF308BB3D060DEE3C15DCDE3DA21BF0BDD2CFFDBD89D580BDDCDD5E3DF311F7BCB0C1A13DD852973B7D7E303DD7F9EABD4BD62A3E277E63BD0D0F06BD6B6A74BD7617223E82DEDD3D80611B3E403880BB7BFEB7BD7B4AFCBDDF7523BE9FE62EBCDB85543BE13C8D3D690DFBBD4C6B21BE2727BEBD72A6893DA362043E3C8A003E7504C53D4F88BBBD3304BB3D00331CBEFDF298BD7CFDBCBC622C91BCE522ACBA7904333DECE8B8BDB44688BCCFC5A5BCB5AA8E3D04822D3D38B5173C716085BDE4F8DBBD376E793DF8CD063D431C13BDAA6DF5BD32A1FBBD2FFB0B3E3A93ED3CC9CC2A3DDDEB31BD6D380DBD5628E8BDF47811BEF1AE4A3D8F03E5BD284A313EB4D77EBC62AAC1BD048D95BC5570823D3AB5263EA88214BDABA4353C9ACCEFBD56E212BEAD26A7BDAD0E023E9F79B73D3164283D6E09F33D8ADF2E3E078F203E3BF61A3E214A543D2F33283E7489193E6E8CBDBD52608DBDAD8E143C2269713BD1A359BDFBB3B53D2AF6C5BCB3D3D93D4503D93DBFC11CBDD4241E3E4A52333E4C0C10BE28AAFBBD59921CBB7CDD8ABDE4FE52BDB9A41F3E53B8223D060669BDC38B533DBA2151BDBFDDB93C9D9419BE804A263EC71DB93D5A3467BDFA36E13D94D69F3DA344203E90384B3D704DC4BD7F8703BD82D9403DD7DD04BEB41E6E3C55FF25BE743D17BC76C0F1BC1E30043D65BABABD05331CBD71E594BD006A8F3C4E96023DF250323EA006B6BD24D78CBD92C3093D2057253D3EE501BDCEC3FE3DAE51D53D91CC1DBDDF0C89BD44BFD83D11E21ABEC72980BDE403F63DAFE5CD3C55E2843C4AFD19BE23FFDA3D53F2403DBB3D25BE7019973D417538BD109F05BE11A875BD930E29BE936285BD5F23193D34BE143E066E673DE956EDBDF260B43CBF51C83DAB50D8BDFCB60E3EDBBCC53DCBF23F3C1B96313D1EB61EBEB37B24BD7E5D4A3D51D1ED3C8BB47FBD1F36A93D62377B3D76A7C0BC18B731BE3BEF1BBEED28A8BD44E9173E0CE062BD79A509BECBAFF23D5DC4E43D18184D3AE1BC1FBE75AFB8BB679D923D2B3E81BD9E970EBEF7183ABB63164E3C778C1EBEB6911A3E4079883D711718BDBB2A223E04D21BBB16E0073E8A08483D118EFE3D2671913CB72EBF3D2D6BC5BC91C9C63DCABC5CBB57B511BEC2B46FBC89D30D3EC329BE3D53272A3D4A5E93BD74F66BBCB59389BDF3D285BD2219FBBCC4B33C3B26B61A3EE9AFA5BD398324BEB230DCBC9387FB3C5479CB3C00258BBDF50D953D064BF3BCCD7623BECAF0ABBDA109BA3C8D38A1BD8C6DB73A4C404FBDC9230FBE257A173E570FA33DCC7219BEE6CC04BC99FA213E8945C9BD2C70193E810612BD036BF9BD28FC3C3DBAD6A9BDC085EA3D06DFC23D5F41663D4D3B08BDC86E023E70611F3E206703BE3724D33DE1398C3DF7551B3EF9DDC43B6F0B9A3C3F7737BD7A14ED3D9FA1293EB2E327BEEAC45EBD16032F3E7565B13D00F319BEB686A53D8EEBC8BD4A1B2DBD6CACD7BDC335CE3B047F133D4275A6BBD1E1223EEA2724BE4A15F4BD6C42833BAF23813D96BF193E31A118BE6D4227BE51E0053EF46F333D0E5213BECFCF2BBD94D3D3BCCA03CC3B78B0863D3DB529BD0D562D3E7E8E2D3E71E611BD143E07BE16C1B9BD5D46123E3DD4003E0BABF8BD7D21DB3DB07E8C3DB6C42B3E981145BD1EC1A2BD2501E4BC3FDD0C3E5F821EBEE085263DE02DBD3C2781CBBC4A97193C1AABDABDEDE61E3D353028BE1A44853DFCA71CBE8459673D716332BEFBFC58BD0B391BBE54EA873DBD75F7BCD89D23BEFEB4BC3DCEC5013E65081CBD741F22BE1CF013BC8D3610BDB0DBEE3D7E39AD3B4E56193EE097823C44BE033E589E64BDE52C88BD7FA4DABDA7DF2A3E6A8E1CBD856E123E01C534BEDFEB18BEA6357D3DC1DF20BE080B27BD67C1E83D3A60A73D29F40D3DAFFE2ABE6519C9BC43BE7BBD7ACC763D9FC43DBC65B520BD782934BE1AC30DBE061721BEDC05AE3DD780B0BDD28C113EBB7617BC69571EBEB7A4173E37F00BBD5929023C54B7F03D095F3E3D0E6F9DBCACFD2D3E83B727BE18C1ADBD124882BD60B502BD46C4833D3B4429BE7A01143D673EDD3D043CA83C30E1163E5D51AABD4C2F163DD68E103E2F21323E6634E0BDEB250D3E7110213E37FD5E3D2156CBBDB658843DC07B013B5E98623D619429BC69A7523D554D05BE463B6ABD68B024BE88832D3EDCB734BEA3FDA3BCCF44FDBDEC6757BD3554F13D5021CCBD39B285BC75611EBEA2008A3D41AA533D604A2BBE6E71A33D99CE953D9CB6A0BDBF6233BEC2E3043E883D11BC4631573A4DFC68BDB7D42D3E0A295A3D3FDC493D302E223E6E4BBF3D8606103E40008E3D24FFA9BDDFDD343E685C983D0AA9573C7B7A79BDCD15053ECFC333BE793D03BE16EAB53DEE26793D8D9E0ABE09D6AC3D91BB2C3E9755AD3D5BAC9A3DBA3731BECA42913C2242643DE962DE3D3C27E13D314729BD0AB1F9BADF771DBE8C93493D7C46883C2A6701BE5C05F23CC8629ABDCACD5BBDFDD8F5BD452E6C3DFC6BD7BD41CAA2BDB9B2B5BCA068183E040A513DB4C7163EE66CB03C5BF976BDBDA6B43D5FB1C2BDBA4B743D3AA9C2BD437EDF3C4347083EDAD910BE6D94B9BC0853AA39C888673CE279963DC916AABDD196C93DBF35FB3DF506C0BD7348B6BC75D01B3E0A5519BED7EC34BE953A563C475823BE581B723D0417F43DD527133E67AEFCBDE302BBBCAEEC20BE1B1E013D3DDF91BCD38C8DBD2224E03D340EA93D308D2ABEDDF2793D16D13D3DFC431ABE2AAA30BEE364BD3D2DAC0B3EA471BCBD733BE23D2721D33D4E56B03D6783073E00B2A93D46CB193E0EDE52BD4ED40EBED28FB7BDAC44C33D455A0A3EC8BD7A3D010BE3BD3D822D3D23D6A13DCA364C3D07E0F33D2E1C773DCE6549BD1ED0273EF8FE023EB103A4BCE0F9AC3D1417963C07C671BCD695A73DF1D1853DA45CEE3D039991BD18980F3E3D9CD03AF94302BD95A3C63D1CD4E33B74EFC6BDF37FAB3CC9D590BDD505213EA326F6BDD426173E1934DA3D5DE8843DA7A4E6BCAC4F333E578FEA3DDEE9803C027D77BD8E0D1EBEE456DA3CCA96833C6D328F3DB349BC3D237C143D10E0683D31C026BD355D2EBE52FF07BE8D5D9DBC8A84B9BDB49D2CBEFF1DDD3D4B3F38BC8E0B893D4D5028BD47938BBD0E49DF3D747328BE0C34853BADFD4EBD3DC44F3D79A71C3E040F80BD66C40CBEEA56A7BD0A4E343E49E3253D74DFA33CA84CD0BD7ECB34BE848F1EBE48D924BCC17B26BD61BB36BD1827C7BD0553E3BD1AFE853B3C0116BE1C0BA73D4EBCD6BD5C32E3BBAA5639BD6A2D563D0E72BB3D0E05F9BD78F100BE59E0F53D7360A1BD2A7562BD2E2DAEBDA6F9833DA9F334BEC1A167BDD55DF9BDF07E15BE2FC8923BA753313ED81717BEEB4414BD3A151D3DD380EE3D8AD10C3D63DDB83D354F11BC9DF22ABE304638BDE1535BBDBA23CFBDF228D0BDAC44323C45B4973DE966F53DACD472BC7B6208BE0C21F2BDD8C3FF3D1B103E3D5E90053DA0888BBD3183DD3D9170B03DC3384BBC67532F3D289424BE49AD3D3CCE2282BDC235123E9EFDD73DA96302BE4A68B73C377FF83C26AEA83D7079D4BD5AF8013EE0FEE63D7ED9BB3CFD7580BD22FC253E0068F4BDA8BD9C3BA23018BE3D4A1D3E47D1183D82DC263E852772BDD2751F3EE41DAE3DE2EC31BE6F6F7D3C835602BE76032E3C441BFFBDC3ADE3BD1A7515BE67751FBE0B86E73DF32F74BCD2AEAF3CF636233E764B0C3E5761D43D97C340BD6CB9C5BDF1BC2ABD9E3604BD9907143E779330BEB96823BD94B3963DFC9767BDC065C53DC03D5DBDAB1DE7BDB733FF3D24C20D3E7E6C713D6BBDA23DE239E33D1805B33CAC50923DA32D343C44BEB5BD6E30DC3C869507BEFCBDB8BD2B9679BC758E923DA551FBBD4AC828BDC53105BDE22E2ABCE3282CBE9469F43CA60C04BED8B9E0BD4962BCBD55BDA3BD037A28BE5ED2A8BD98C8E23D939A24BEF34109BE4ADCAC3DE1A42E3D38EF98BCEE9F103EA9F3E03DFD17E73D74860C3D8469A6BD1D3CAB3C16F985BD13662FBE7F91023EF77BB93DBA9EEBBD2525273E87611C3E4FA57C3D575B803CF6F00D3E471431BEA20734BE396E1D3EAA76E9BD55D4E5BD37770FBC7CB326BE2D9DA6BD62511ABE6ED098BDF5AB0C3E8731D5BD11F8D6BD03EC58BD794A313EB122083E202898BC3052D73D92C0313EA443103E8C4C95BDDC38AA3D14F174BD5A5A753C2F251DBED76514BD14B06A3D84D52E3D1BE4D33B2FDF6BBDAB257EBD6413AA3C4FEA58BDC5A62E3E1A6E8ABD97902E3ED190B23C456406BEF185CCBC7B2BF3BDBEF3CCBD18EC1A3DCB95983DF043CE3DD6B2213E4ED184BDB7A817BD62C06F3D3A40F2BCFE54DE3D438CBFBBFBD85DBD75F7FA3DE2CC46BDDE5D9EBDC9744E3DBC33DCBD15C9323E131C4CBD4CB420BED5A621BEBC981C3DE5E168BD3CB3CDBD30E0133E5B851FBEB02303BE8DFBD73CF31C97BD404F983D558806BE78ABDCBA466C18BB50AEB33D5133E0BD3B58293D8D5827BDA1B99DBD2591A43DDE5E0C3E05803B3DB74D9C3D39ED11BD4453DA3D79039F3DACFBAF3C2A95FFBC5C26103E9F4DC33D2F77C53DA09FD53DBB08063ECA691E3EBF23F5BDC633133E722D00BE0B86303E2FC324BD62431FBE4A79C0BD3244CB3DB307F23DB9A45DBD7CF81DBEEABC2BBD71B3303EAA3739BD7AA7DA3D22CE613D2C9C8D3C34B5A7BD161ECC3D112A09BE469CF13D80EF0DBE1ABD083D205AA63DE327103EE1BC88BDF30291BD6780113EA45D1BBEC59684BDCA7001BCBDEBE0BDAC993C3DD454463D258C30BC",
      torch_tensor_32_torch.float32_3: "0x0400000086CF053E830BEDB5D7550BBE4228B53C31D600BDDAE94FBDEF71E8BDAE7FCA3C12AAC2BD8A26CDBDE3DFB9BC0FA09CBD08A9EFBCA3C0353E1FCCF0BD109BEBBC6F217A3D64D444BDAB760DBD230C683D9E8B8E3DEA0910BD304F8CBC7F1326BE5899593D4C0F9F3EB580A43D23439ABD4E39A9BC3389BB3C46771CBE5B2C5ABD",
      torch_tensor_32_torch.float32_2: "0x0400000097A9703FB2F1403FEE3CB43FD079033FC22FAA3FE2A0A23FE9C9453FCC8F4F3F40A2B63FE8E5013F4013B33FB461B33FE4D5BE3FA1D9073F53DD3E3F9B24813F298F493FA4129F3FC4E04E3FCDACB13F1E16303F686BBF3F7AD0653FA30C763F6C12BA3F7BB04F3FA2549B3F799C783FDB29283F5C4FBE3F65C1803FBD183B3F",
      torch_tensor_32_torch.float32_1: "0x040000006313073FCA9ABD3FAC2FAA3F0E23A33F7960393FF3D10D3F2EDD193FA6F16C3F04C0863F9293AF3F7E61373F8151583F5F04033FAF77313FA7D99A3F926B423FE132933FA6858D3FBB27B03FC472A43FC9D0783FD84F9C3F8671753F7CFB853F36C58D3F0440623F4CFD8B3FFC9EB93F8DB0353F88D1663FDD49673F0F267A3F",
      torch_tensor_32_torch.float32: "0x04000000546595BD0352803CAB20EC3B6021993D8BC66C3C62A2CE3DFF9945BD1A9A5CBDADDC10BE1640063E386A71BC9E0C3DBC9B59E83CE3C205BCBB5D113E4004613B8E519C3DA58C5ABE4E729DBD05D758BD4C4923BD39903DBEFA46213E355779BDD96BB83DEA7509BCBFC70C3DD5FB58BCFAC63EBE1625893C6CDD08BE3CBFB63D",
      torch_tensor_32_1_3_3_torch.float32: "0x040000006630813DA071EC3D2061263D38EF41BE182D0ABED0033FBE8B0A443EAE25163E1BF540BEA78B923E2B49FF3C967C8C3ECE8E173E50F1E3BDF64DF7BD18DC66BEFE3C1BBE263F933D000CA23A7E0D823E565FABBC6046303EBBFD803E2B1238BDFBE79A3E5675A5BBD620303DEB427F3D834082BE107BCB3DABFFF03D7B8643BEEFA7913E2B4D6ABE232E1FBE783E133E3895693EB66236BE8B3A80BEB0F3943E8227903EF633843D7AFF913EB038D53DB3FA453E38195F3EF62FC5BD401D03BD10039D3E08898F3EE03AFB3D56E383BD80D89E3D9C06833ED08BDBBDE06244BEF8F9603EAEAB13BEEBE4E13DC03EACBC1FBE953E9057E4BD108E91BD78B93ABE00C2EBBB166437BDC6314FBEE0D59A3D0BB253BE576384BEFB77CFBD6B6D353D9E944F3ECA8B903E2B3F66BE18D40C3E96475BBDD05BF4BDDFD691BE8B130E3EC09D713E0B3B34BD304B4BBE00AFB2BBD636463D5EE36F3EB0114DBE08E74CBE38C6193E7A478F3E96E3C9BDD41CA83E4E0A78BEDA45A9BE608E203E46323D3E004CE1BBABB74DBCF3DD153E0B7E243DAE1D8C3E8BEE9C3D664A3ABE669B78BE902AAABE1028843D4FF2893E2ECC413E56E049BE26BCF8BDF6BD19BDF02D963D8B9A97BE5F8599BEAE0C473E6019F53D63D201BE0065FE3B624799BE2BC4FDBD9F2E893E26F4263E2F3F83BE22C484BE1691A3BEAE77233EDEDC813ED62120BE30E49E3D5E45633EEB46A8BD707EC4BD049C86BE98AB0C3EC612263E2C92A6BE87AEA3BE00806C3DF00CB43D575993BED6325BBD334804BE98A4923EB68333BDD842673E466697BEC6BF8B3EEB5F20BE304057BE0B20A43E8B24283EF0FE993E161DA93D8F82A6BE585E3CBE4EA76FBE7AD49A3E6B39BC3CC677DDBD3F25843E57A197BE9035713E1663733D20950BBD3E9A37BE4679B73D2B6A6ABD78DB9E3EE6439F3E80DAA13C402E10BD36ABA1BD8BC794BDE6CFEDBDA0DD993E7B8B963E80288C3E8EA914BE5B920C3E6839403EE004BD3D0090143E76A9073EC62FDFBDC0CB393EDB09B1BD2B1407BCABCFABBC3E6C74BE760F91BD78231B3E808A473C569D71BD484212BEC36F323E8BD01C3EA0E4BD3DDBCD973D107146BEE6A22CBE9E9399BE286299BEEFED8CBE6054F2BDA2978CBE4ECF0C3E56120D3D3EA51D3EB023F63D63A91B3E6B90983C2B15EC3C2B682FBEDB491C3E0BF720BEB6B0133D3BD67ABE1658A73E7658203DA8C940BE331B61BE600395BE26E81A3E26BF973E7BBC54BE2BB788BDAB0FDC3BD84F21BEB62267BDEB88A93E2B9B34BE273184BEB6D48BBE4A82873E4FB591BEDBEAD13DF24F953E66BC8FBDDE3B37BEB6A64F3E1B8EC23DEE6821BE6F4B9C3ED3EE38BE6BC4AABD7E180DBEB813AABE403CA73D50259EBD24D0933EFFF3883E2BB17CBE3EF11E3E8EEB64BE40E593BE804AADBCF6F04DBE3E303B3EC8ECA33E36304E3E9B6C12BE8450833EF3BC06BE5055523EC3A584BEF8303F3E20F33A3DB7BE843E1C70A3BED6EDEF3C1001F53D6EC91C3E7BFCC53D5B45A23DECBD983E20280D3E7BC73ABE0EB4A53ECBC93FBE3EFB233E7288913E2E1A68BE96A2F93D937F403E38027BBE56677FBEC014B2BC76D237BD",
      torch_tensor_16_torch.float32_35: "0x040000008FB66A3D17EBFBBDDBC124BE836B4DBE71E2243D3A40E43D07A5ED3998A950BD53672DBE8506B43D02C51EBEFCD1983C2A0EBD3D3C92C83D0DEE77BD726A67BD",
      torch_tensor_16_torch.float32_34: "0x040000001295553F06FC573FF584543F2271BA3F10B7B63FB4F1953FBE0E163FE666803F551F3C3FA4DA793F5C288B3F80CD813F91156E3F0FEE703F4EBB7B3FE482AD3F",
      torch_tensor_16_torch.float32_33: "0x04000000856C0E3F8796733F90C9033F28AB433FD9F2193F1AB7803F92B3B13F8412BD3F0DA6023FE9625F3F9DE9203F8972BE3FBDE9143FE5DB0B3F4D352D3FC5D62D3F",
      torch_tensor_16_torch.float32_32: "0x040000004677873DCB4E5EBDF358B53D6FCE8C3D43CA293EB7E0813D23B6C73D4193C13D1A7D11BE082FE33D4DE29BBDFFF855BD2A8F473EEB5180BDB2481D3E7111C7BD",
      torch_tensor_16_16_1_1_torch.float32_4: "0x04000000000CDB3C467A503E4E9D2E3ED08DB3BD787DF8BD70F321BE9A813C3E1E856EBE0867653D288337BD5E02523EC830FD3D9069EB3CD0248E3C7494E2BD4AD77E3E4040E83C28D2B83D3CA502BE34B9D1BD38DD6A3D10D3F73C76393FBE14C6783EFA97783E1071AEBC86A775BEE8EA47BD306A9ABCC2867BBE40EEA9BB7CFE3D3EEAA07D3EA0E69FBCC4624D3E28494ABD04D9E7BD32CF77BE1CE1623E00110DBB9EE2113E168E60BE946877BEBE5A463EC4C740BE14F3C6BDC831513D04E40C3EE2F974BE1419F0BD94176D3EBCBAFB3D44AA5CBEE4ED9DBD98D65BBD3425AA3DDC02263E441EA3BDE03803BE2A6938BE6058783E8AA9463E181AC23D24A0C4BD807FF63B54C52D3E0A14733E40A8D3BB4058B8BD008B16BC1061393EE4EE68BE90804F3DA021BD3D10290BBEE024DA3CA69E32BE40FC823B60DE413E7CFF6ABE041C5C3EFC284DBE80F7E6BB1EAF373EA41C42BE343315BE787168BDE6F6643E86B97ABE0C4C603E50FDB13D904FEDBCD674623E421F02BE704D14BE08DC9BBD08147CBE0466D93DC081DABD2CC53B3EA896853D58BB563DE0AFD3BD28DA033D5C17CE3DE86797BD809C65BEC8EF093D94BDDEBDA433ED3D3E5F0A3E54B6DFBD44BE283E58C25A3E3882BCBDE4025F3ED06950BE3CF393BDDC531FBEA6032BBE8A7D77BE201E67BC400078BD7CAD093E684576BE38CD123E6616653E00A6BC3D90B4B7BC624B243EA21171BE30A799BCD80798BDB6C7323E48CA533E54738FBDE6091CBE80424C3E22B2023E1406B13D08A9623E608146BDD4B2D43D342FAFBD0E93463E4C638ABD6EB2333EAC78513E8C8448BEB8AA45BE809FCFBC6CCDBBBD98B5CA3D6C1C31BEB0E0EEBCAE6671BE48B4DBBD6E205D3E02E150BE42E17DBE38636C3DCCDB78BE1078A73CB05D0CBD580C91BD9445E03D64F436BE007B55BEC4BF74BEFC179CBD34FBDEBD36FF383EA43673BEBA742B3E88D76C3DBC0D03BEB8BF203D50C9CE3CDCFDE1BDE02447BE00F6703E0036D83D90AB69BD50F554BDF0A56B3ED0CE903C4005EB3C10FAF53CA6A87ABE025C44BE3C4191BDF85E723E58BD4BBE688766BED48F4DBEEAB8373E3A1C45BE280C0B3E8022F83B8023903C88970A3EA0C80F3C12DD27BE0013E03C1E8462BE00F054BEA00DC2BD106DF83C046849BEC0D4073C8E7C263EF60E55BEAC54F7BDE6E05FBEE06B463EE88B52BDD22F7ABEF884BF3DF067633DA8A6263D0AE6563EC24B7CBEA4CD553E80C911BE103FBFBD3CBA923DB88B6E3E000D56BB86306BBE64E8C6BD6872673D6866C63DE8795BBED0BB00BDB886DEBD00077F3BDE8C46BE8020E4BCD26464BE6ABE7F3E6456E23D121E1E3E26FA34BE8044FDBC90BEB4BC643A023E04CFC83D08E1773EB27B603EA0AA7E3DCA6729BEA826B3BDE0E5D9BD2E9B16BE6CD6513E5880FF3D",
      torch_tensor_16_torch.float32_31: "0x040000003BF2CC3DD32FC73D8D3A823DCA86E43CF546303EB4B7AEBD3FE6243E67E104BE3BA7173B00BA933CDB9146BD987F6D3D159D79BDAFA6BABDBF1912BD8F31EC3C",
      torch_tensor_16_torch.float32_30: "0x0400000082F1853FD26E623FA6BE943F8B1E8D3F2C3F853F2809043F5D3D4B3F5CB8313F092B133F4F6C743FBAB6A63FCF2EB93F90050F3FE046BB3F9232413F3F1D3E3F",
      torch_tensor_16_torch.float32_29: "0x04000000ECCF823FF7D2163FBB61473FD211213F0B89663F5B58723F7E36B23F7E64823F1BE2723F8274BA3F26D4B73F703BBE3F5A2F533FB784073FF0F5803F04D9A13F",
      torch_tensor_16_torch.float32_28: "0x04000000B7087ABA8FBCF9BD231BFA3D75FEF0BCFF053FBB538C1F3D6E4BAA3DE7FE14BD983029BD5DAC4DBD9D57D8BD8FDE103CDBE918BDC89C073C8AF40A3EAA9573BD",
      torch_tensor_16_1_3_3_torch.float32_2: "0x04000000184A233E4BA221BEBB7DB03DC368733E56915FBCE49A86BE5625CA3AF8F81A3E56255F3CD698F73DF824853EEECD763E9B35D1BDFB6F13BED65ACEBCE0F4FF3D28405DBEA6991C3E3B97643EEB81CF3CAB83953C866A71BE000680BE068A53BE20A7EA3D9ED195BE63F714BE53B415BE7C91973EF0656E3E80909DBD6B864BBDE0C79BBD278180BE7E6F63BE269E4E3E2032B6BD2691EB3DBED2953E17819E3EB0E8CABD7BD4A0BE16ABC8BC0F9F80BEABB8C0BC168848BD76B436BE8090A9BE7BC948BE2B82473CCBC82FBD0042BFBCBBF27CBEE2B690BEB036CB3D482D293E4480993E431F0CBE208A133EDE58023E4A2AA0BE8804913E832097BEE78799BEC06A923E7BF566BE10C6263E505EBE3DA6031ABEC058B43D20B080BE1E4508BEF6F07BBDFEB578BEB62334BE6BD467BE060D413E48672DBEB77A9E3E76E04EBEC0060DBEF2F699BEAB48463C9B78AABE1B5D9E3EFB9218BE8610E53D77419EBE8BCD4E3E10919EBDA6D2E6BDFE33513E4B2944BE2CB49EBE6BCC213D1A8983BED659483E10CC76BEE82A863E3E91A53EC06AB83DF6DF0D3E8B34EFBDBBE47FBE5B49A9BDB0DD3EBE7B8C83BE56DEB93C20F6F7BD0E5C12BEBBEAB73DCE2E233E2678E7BDF0555B3E7EE145BEF6FB04BD9A4CAA3E001FB7BC4082D93C7E05193EA2CA91BE0085A53D003AF93D28C4663E16F9C03C06ECC5BD9E4899BED8A213BE28F79CBE7B1F20BE562D71BA9B3A3ABEE663E23DD8C6003ECB48F6BDF2E2A93E8039223C9B731B3EBBFD4D3E472996BEEC8498BEF0893C3E233043BEC8E616BE",
      torch_tensor_16_torch.float32_27: "0x04000000E09150BDE7ED6ABCFE21823DAD1B5ABD575823BE40150B3D7C84983C91DC223EF0CB66BC12DCC3BD0E0BC73DCDADF73D5C4A2C3D9D3652BEB19E0B3EC56A2F3C",
      torch_tensor_16_torch.float32_26: "0x04000000E120AF3FECF2B83F6EA18E3FA047A63F7ED55D3F1E8AAB3F2A47643FB41B213F461B263F61C0A53FCDE3A83F41350F3FDC0A813F51DBBE3F3EFDBB3F749D9E3F",
      torch_tensor_16_torch.float32_25: "0x040000000365A03F5BD0A43FD9A82C3FE0C5BD3FEEA6253F4450A93F44FABB3FAAAC4E3F9A04B93F42F7083FED19BC3FEB620E3F07695E3F185B633F2C02A53FC0CB2A3F",
      torch_tensor_16_torch.float32_24: "0x04000000050BA0BC1B562B3EC69E8EBDA993043DF838ED3CA4960EBC381847BC826EF63CD719603D365496BE847B1FBE58B759BDB75B89BC70B53BBB85EF5CBEBF399D3D",
      torch_tensor_16_16_1_1_torch.float32_3: "0x04000000744B423EB4A5AD3D0C9426BE00AE40BD9CDE5A3E5A8514BEF67736BE18744B3DD45EF2BDF69F79BE50690F3DBCF359BE40C42B3C16EA343E3C66D73D002F923C2A3F243E927F4FBEF884DEBD940C3F3EB03BC3BD00A381BDC4B7F8BD80FD69BC1AE6473E94D03E3E34F92C3E4E9365BEA075493D486114BE20E9B23D50AA13BDC0C405BDF2137A3E065D4ABE80485F3B809F1FBD7AE60CBE4C78593EE049483DEC36BF3D4012D0BB805F543EC2B253BE08407ABE80F0E73C72AA76BEBC01623EE0CF533DA0AF113EF8AF1C3E8258243EE4B118BE26D16A3EDCC54EBEB6D6103EF042023E90A3553E504FF53CB66B2D3E6812BABDE053CC3DE04639BE3E54643E20060E3DA05F593E1619453EA07AA0BDB625283EA47F69BEFCC0DFBD58AC7F3DAE7A14BEF446033EF86A2BBED41AC63DB6B80F3E109208BE40EACA3D20008A3D9028683EEC839DBDA83A5ABEA8353DBDB0C1B6BD289F3FBE28523FBD44354DBE72315C3EA8C5FCBDE8F557BECE0D26BEC4D2FFBD86B418BEF0C8B03C206FB6BD6EE60EBE0853A0BD20ABE2BC8048043C5ACB6ABE001953BD82992B3E323928BEC8A58F3DD4B61B3E48E638BDAC410ABE009ECC3A40D2D3BC089DE0BDC0A3E0BD10B124BE6CE292BDEE8C1ABE80449ABD1ADD5A3EAE5D44BEC0F8093C8A4310BEE077F8BD4883A43D50447D3D6C097EBE184E30BD3CC58ABD9EE121BEC2D65BBE5A001DBE4C1A693EC6843ABEB601263E402E3DBD8049A13CBE9D4C3E7EC8313ECC03E33D2CBBB63DAC94173E3237373E60CF293E021059BEE817763ECEC9153EC8D528BEE05586BC5445653E025D4BBEC007E4BB3C0DA7BDEEB941BE64468D3D0C8336BE58B501BE307F61BEF8BDA3BDFC37403EAEF61ABE76D222BEE074A43C0A3E6DBE428238BEA0A6C5BD744B9D3D48DEB9BD40EB9ABC04BFFE3D9A6A38BEB44FA0BD923C45BE985B243DF49FF83DD8DA343E9ECC76BE584854BD003C58BD0275263ED8B8D5BD201874BC4E07103E60BAD0BCE0C8363CE0FD0A3CC4054BBE9EFB063E12B325BE50D4653E1844ABBD465565BEE831A4BD743706BE804615BDB02B02BEB0DA89BC48EF73BE90A8C13D7036843C64A7083E40154D3C08188E3D5A4F433E84CB443E600A633DC675553E5C04473E00DC09BB608B423E58DA1FBDA03D4DBE9CF718BE28AEDDBD04CF88BD9C12F53D90AEE93C920A2E3E0017C63C3C8AB8BD3E80773EBE7A603EE68E3EBE94BDB2BDBC942F3EB61A67BEA8AE1E3EF02921BE68AB76BD3AD402BE70DC5F3D689AEFBD82B3123E86396EBEC8ABE63D8E1C17BE06444DBE524E7D3E8EDF54BE20BCCD3D2E0B563EAC4B333E9024993CDC49863D0254623E1E520B3E58D71CBD62CE2ABE88ADA4BDBE4E6A3E72D1513E863B143EB0D768BDA07F2ABD70D6CDBDB4E8C13D088B8CBDE2254CBEA0D40C3C",
      torch_tensor_16_torch.float32_23: "0x040000005C07B7BDE34D273E6C1892BC5F8D2C3E821CE8BC27F8B0BDA010083DBF108E3DF9F3CA3B1870403E4E178ABD1C41093E40635BBD871F36BE14271E3D380A13BD",
      torch_tensor_16_torch.float32_22: "0x040000008EB70E3FC830223FCABF8E3F4A538B3FE936183F699A423F82BE283FEDAA633F63384E3F1C2F603F861BAB3FC1FC653FDC51613FDA02B33FF339993F719EAC3F",
      torch_tensor_16_torch.float32_21: "0x04000000A27A863F201AAE3F6E61A23F6EF0513F5A75763FBBB6613F499C593FF2C80F3F9A2A7D3FE466843FBFAA943F3BD4BE3FD633923FD1DAB33F9CF8AE3FEA9C823F",
      torch_tensor_16_torch.float32_20: "0x040000008BE7833C4FB78ABE40F61EBE1B069ABC5EF5033CE791853DF78D763D453F703EFB5F973D0F115ABD5DFB65BCE3B5AFBDB31E6DBD4ED1033D4578B43D57775BBE",
      torch_tensor_16_16_1_1_torch.float32_2: "0x04000000948EBABD0CABCABDC691423E541753BE98FF28BD98AC70BD94EBB63D76395EBEA2286F3E5401303E30B024BD0E651CBEAC6BAE3D82295F3EC8A323BE40C10CBE2A3907BE9C6CC43DF42A14BE40F6D23B3CAD6C3ED073123D208C0FBE80BE193D1041EF3CC0D50F3E36606D3EC0396E3E70884FBE12EE0CBE608DDCBDE81B10BD909757BE0E9118BEA8B37C3EDA20533EEC7669BEE840CCBDB84DA33D4EAD4C3E906A063EF04433BEC83EFCBD76A81B3E7CFD553E78A43DBE8E8902BE0076513E949DC33D925B18BEA09ABB3DD465A6BDF032843CAC7A81BD741021BEDC62E1BD70C681BD7C00693E8078C7BD408AF03D809FF43B6C88F5BD8059BC3C70865F3E16A7283E18FEC2BDF87280BD18A8D73D7004583D2CA1BD3DEC72CCBD7005CDBC747C513EB8A52ABEF66166BEC08EFCBC542A683E00D21D3CE800C93D2896183EC0099EBCFC8D36BEA01BC1BC360459BE00B3333BBA8A75BE12AF1EBE903CA5BC3C8DE63D10F7803C7E6B29BE40169F3CD0760ABDBC233D3ECED50B3E149A9EBD38CD783D1AE6403EF078CFBC2056823D54D8ACBD00AD9B3C4E313CBE7017B4BD009FA93C10169E3DF405CC3DE04C173D2C917EBE26F77D3E52B0283E1006F9BDBCEBC73D36915CBE5AEE333E3EAC7E3EC88C60BD126E10BE3CF367BE58049A3DDAD97B3E4A224CBE4ABD5FBE6C196F3E0025B93BAC6D753E70348F3CEC841F3E683D38BDEEE564BE76C33B3EE6DE28BE2ED2103E2E1B1DBEC488C03DE05E91BD66454A3E8E957DBE5C9ABB3D8C062EBE302395BC00DFDCBDE08B803C54F182BD00A419BA7C7E833DDC8100BEC0F59C3B10D7B03D387CC2BD96E11E3E20B71BBD74567BBED431233E1093193D9819CE3DC02BFC3DCCE128BED04339BE00A5973D60AF2EBD80B613BB507EDCBD6CBD4D3ED68929BEBE7E7D3E788C8D3D90D31C3D586C013E40FC51BEAA8B36BEF8FE7D3DBC93D6BD00D21EBAC8B0B13DD0D6DD3C7ECF0BBE50DFA33C84A6EBBDB8606E3DD49591BDFE153CBE528764BEBA2A58BE80F55E3DA015BCBD5AD72FBE6E0753BE6045BDBC18C3F3BD2C7F593EF08AABBD60A907BEFACB5F3E504741BD882F153E30CCE0BD003F31BD082578BEC0B0BDBD80C13EBD54B81D3E624D413E906BA5BC80E5683D080256BD14110BBE1C09533E9080BEBDF0E25FBE18B085BD6439EEBDAE5563BE907788BDA63A27BE784A1F3EB0D1C8BDE82E68BD9E732FBE4A7462BECE4B733E18E0D7BD2C8E0FBEF0F085BDE0185D3EA4B63F3E905BEC3C347496BD007E713A506B693E388A593DAC295ABED8201BBDF03177BEB61119BE780A72BD8040B6BBFEF92F3E5A5F0EBEB41D4E3E78846FBD0051D83AD02EFB3CD08D33BDEA152BBE4E5A5ABE6486B1BD4048BB3BE0F3253E90D126BD82EB32BEBC015FBE687B14BE6C621E3EE49ECF3DFE9D7E3E",
      torch_tensor_16_torch.float32_19: "0x04000000332DDD3D6810443D0AE3333E716393BD4AF805BEC2993B3E4D1C563D5055963AB3D3413E2360613DED5407BD9B52C5BACE1831BE8D3AEB3D3797B33C03AE843B",
      torch_tensor_16_torch.float32_18: "0x040000002C5BAB3FE9658C3F3A36503F36135C3F89319B3F24E20A3F5940193FE42B963FBAAE053F00C69A3F3EA8853FB68E853FB5636A3F4C3AB63F5DDE7A3FB28AA83F",
      torch_tensor_16_torch.float32_17: "0x04000000497C953FC822BD3FD7AD693F92678C3F6DE78A3F7402793FF21DA63FA2E68A3FBF802C3F5D57B13F75AFB83F10EF403F2ECD983FED361D3F5815BD3FD418603F",
      torch_tensor_16_torch.float32_16: "0x04000000B761AD3DCB0D00BD1BE3FD3C98E2F83DDF5D033E3B5CD33DD87C77BD4A9E113EB305D8BD57EC38BD5214C63D1B7F5A3E084FA63D888D1EBD858F2BBD402B67BD",
      torch_tensor_16_1_3_3_torch.float32_1: "0x04000000584E143EEBF0983E7B39BEBD34EBA43E935A3EBEBA8488BEC6831A3ECBD72BBD56A0D63BC0171B3E4E5E4E3EF6C1F53DAB3EC3BA8B63C43D40CB0B3E205DFBBD4E31833E5B4E87BD7B454CBEABFE633CEB108FBD584E833E807CA73C1E568ABE6B18413E167F48BD87FAA33E903713BEB0C7A93D7366A3BED604ECBD06645FBE4EEE32BE88B928BE7BF4F83D56DDA1BC43F1843E8BB95CBD3645C3BD6B9E503E0BD0573E7EA871BE2866533E76DB143D1B64753EEB97323D60872FBD16205EBEBE1A1CBE16127CBE1BBFF43D00335ABC6B4AC53C96AE663EDEDF30BEF32003BEBA8E813E10CCA73D56F3E83BE6E8FABD86653C3EDB7A573E967B073EF30A563E9EDE6FBE3E698C3ECAAF9D3E6454923E0003E93B7ED4333EEE61563E743C8CBE0049D8BD364D073ECBA260BE009B85BE48946DBE96FB84BD2BF9693E16B552BE9298853E06513D3E0B54943ED6EF2FBCE46E813E4EFB003E80C30F3D16609B3C561943BD1B431F3E0A1A9D3E639F803EAB708E3C232B2B3E004C6F3C2B15173DF8BB373E188A27BE00269ABDBE9907BE36F1B23D1BFC993DC41F98BE50ED8F3EE6899C3DEB158EBE8058383DFE88303EAB52E23C407374BEF6470D3D3E0A6D3E83D6953E2BCF82BCDB718A3EA0455C3E284A2E3EF3AA26BE1A32A33EF2C3A5BE46C4193EB3053EBE145A88BE660C42BEAB888B3E2649A93EE3965ABE4BA1B2BD162516BD98EE3EBE16F574BEF2BAA6BEC6CFC23D9662C83C8E4C213E56B4EB3DCBE8853E80396ABEFE38503E379E973EE6343D3E9EA78DBE38F9233E6BEFF8BC",
      torch_tensor_16_torch.float32_15: "0x040000004B663B3EE0402EBED4AC2DBD759E933DF068DEBB294A8639B3725B3D38FAF9BDD8E6C5BB6BCF1BBD28FC9EBD78F9D0BD270FEA3DA5B2793DF819FB3DC3B304BE",
      torch_tensor_16_torch.float32_14: "0x0400000072D35A3F27BF8D3F5096A83FFBF86E3F5524923FA3AC273F87CAA23FC3CD543F5D101E3FA687B03F999EB63FC1B5983F8DE41B3F0B741F3FCE6C9A3F03FE883F",
      torch_tensor_16_torch.float32_13: "0x0400000014350A3F8B2B903F4CF0933F7D82563F727E823FFAEE873FC6F99C3FDFA61A3F94B0993FB0CF9B3FD9E23A3F4A94133FAB82523F13DC503FC87CB73F0CB5013F",
      torch_tensor_16_torch.float32_12: "0x0400000063E7E03D5557CB3DB87966BE15966BBD53B888BDE68EB43D57E3EDBDE253EEBDEF979E3DEF9FCFBDAED70CBD6B08823D251A35BDE78FA53C2BEF7E3D76BF293A",
      torch_tensor_16_16_1_1_torch.float32_1: "0x04000000B86117BEC4E055BE2E1B513EF0CF4A3EF2ED7E3E20D5943CDE5714BE747EAE3D18CC46BE5643613E587B2B3DCA0B20BEF0C5113E589BDA3DEC35093EB48AE63D18F17F3D08826E3D88A4D3BD40A61E3E20A4B8BC88911CBD02E37F3EF6F46EBE600AF83C408C47BE902B673DD09C7D3E9064153E2097813DEC4CF6BD585B623E7AAF10BE18FB61BEB6CE113E38894E3D601D193DF604523E40C5833D7844BEBD00D46EBA5831333D64E70E3EAEBC373E58F8A83DC4062E3E18233B3DEE0E0DBE3A830B3E48BA4BBE528D26BE501EC33CB0E8AF3C14D8E7BD40A2993BF0FE5F3ED45E903DBA19143E64C3A3BD90875BBEFE6B7C3E7877F33D5A4D5ABE9A962CBE6C9FE73D84D1CBBD201B393C28F6A9BD404BA53BAC9CFDBD10D483BC0005D13D0682223E3C52F8BD925723BE6CBD49BE127E673E3CD0A7BD40BA533EC477CC3D3A023D3EACFFEEBDA214433EB0991BBDC09AD03BFCC7D83D4092B1BBC0D5F6BC480767BEDA934D3E50022EBE1CF1323EC8CFFFBD10BA95BCC090703D92DD28BED81E60BD42CB1BBEE860513D9A0708BE469C4CBE6CA3D93DEC4736BE34DCA3BD3489913D005A733E184C4A3D00CA6FBC08E320BDD0DA9BBCE6FF6F3ECCF29D3D00BB7BBB28F985BDE6697EBE90CDDA3D20E7D53DE078833D2E965C3EA038BA3DC0EAD13D28F707BE4E6E593E4CB5D33D103FE4BCE89FF6BD5C3905BE64F3773E2CE894BD5EC00BBEC892493E58318ABD52D8023E40DFB0BD9ECB31BE30470BBEFE2F66BE2C574EBE485246BE98BC42BDE2387BBE56953ABEA03CCEBCD0FDB7BC28259B3DFC2EE43DD85C2EBE20C583BCC40EDCBD70F021BE966874BE18AA7F3E30921ABD3066B4BDC80E09BEE81CF03D8022AA3CA24309BE7E8B703E286D9BBD5006133EC84F573E50F3AABC7842083D583754BED6AB31BE447D52BEA85286BD02BB72BEE8007DBD50C402BD2472CA3DAC64093EF8476F3E363C5EBE103C7E3D0C81F0BD22FD7CBECADD53BEA852373D60CA6BBD2094743CA44BEC3DBA7C183EDC14E43DA0545CBD7C5207BE76140D3EC0E2DABDC04E03BC40E34FBC90AF273D08582C3D221B33BEBA0551BE64D1CBBDC02C01BCA08237BE949B2DBE38BCE9BD3A0515BE80D2DF3B009C73BD96446CBE9892693EE0DA3E3E7447EFBDC0E30F3CCCD7F53D826224BEF888633E36C70F3E80FE503E181518BDFCBD573E14BA583E0ABF133EB4000CBE2018FD3D04DF293EA05FA93DFE7C20BE209E3B3C34A2483E88BA453DA04D0D3CC40C993DDC3F163E7017C33C0066DDBD80C9D9BDCA93453E08548C3DCA683B3E884826BE601F4F3DE07D7D3E04777DBED06894BC64D8023E50C7383E083A6B3E5ED859BEC0BED13CB0FFFC3DBE6277BED60A033E40B81C3EB2E162BEB84F44BE0E38023E70AB6E3EC2C00F3E226B2DBE26CC5A3EB821CEBD",
      torch_tensor_16_torch.float32_11: "0x04000000D78259BED95529BD4B73DB3D82598A3D74AF39BD46F6433DCFFF983CF8EBF0BC60E57EBE3A5D84BDA36406BE8FCD3C3D53F73ABE580BCA3C5F663D3DCDF35D3D",
      torch_tensor_16_torch.float32_10: "0x0400000076787D3F5B68583FEE89BB3F10B39C3FA62D283F39B8533F5ACFA63FFA06AD3FE9402B3FBB11953F94046C3FA3BB473F9A03AB3F1175463F1CDE893F34CA853F",
      torch_tensor_16_torch.float32_9: "0x040000008FF3863F447D233F3C2A953F9585113F9609563F2E11993FFEA1A33F6754703FF7B7A33FC646803F6B58973FC0987D3F067F833F2EDBBA3FCA3D093FA33DB73F",
      torch_tensor_16_torch.float32_8: "0x04000000BDA1813D4C0D093C477EB3BDE3E897BD9AED11BEA2925C3EA344843CE37625BDE7AA80BCCCBC01BE266E223D5B2C2CBE79FB223D5469B93C9597D3BC2AAB0EBE",
      torch_tensor_16_16_1_1_torch.float32: "0x040000007E6407BE5889413E0052E33DA8A0C33DEAAE023E56BE3C3EFE675C3E06EF7CBE82E779BE04546EBE909FB33DF6B9193E10B7873D2A61133E84D2183E1C56D03D202E623E982468BEDEB8793EBE8763BE304669BDE09A48BE423A33BE92394DBEF86F99BD00010ABDF05D523EFCE721BE72A3673E081B983D7AC14D3E60086BBD02C4523EDE4310BECC655DBE50868D3D3A141ABEB058533D00D9983B0C6647BE50CE6FBE6EAC69BE904207BE466A7EBECA9E6CBE4C0C9EBD0A584C3EBC51353ED8E3E63D2C6AAC3D38C8B2BD54EDD6BDC01D32BEDA722F3E10CD33BE4246203E328F4A3E50DBF93CC435A8BDC8205DBE88B7033E7E5E3BBE30F97DBDFC45323ECA3E353E1E38583E4CFB543E822958BE0087223DAC58643E328F1C3EDAA5093ED477FC3D90075DBE56B0193E9074ECBD041F643EB017E63CC05E5F3CCAD8273E406662BE5C8840BE207156BDF06C4B3E20044F3CC22000BE18D80DBD689FBF3DB013F03CDA526DBE2407A83D605018BE8014AA3C9409F3BD1837573D8E29263EE2F05B3E66F11D3E64FF633E8ABA47BE32CC063E406DDBBD00B0B33D7C6FC1BD0EB344BEDE446BBEA0089FBC041EAABDC28E4B3E0A557FBEDC4184BD90E85A3D4CCCE7BD2CD274BEEA9D14BEC0F2293CF06E7ABEE88F2BBECE737D3EE485E3BDF0A36EBD068C2A3E5C11A7BD80C237BD7EF8083EA231293ED06D5ABE88BB143DF00B783E7EFF4B3EE696193E18A60E3DC28F37BE442C0FBEC40498BD380F123D1C25ECBD68BD0ABEB8545B3E88177C3EE825FDBDCC715D3E9C890DBE50C7143E2A0E15BEC0CB70BD80C766BCEC1652BEC8C0AE3DE8963FBE902EEEBDE0C197BC802E2EBD88361EBDC8E344BEF6F3103E407351BE469E50BE8A48703E00D5A93DA8F226BDB2237BBE4841F93D4CE5DFBDE02F8CBCA2875BBEB67776BE702B763DD83C6D3ED05BE6BD90C43C3DE8CAFA3DD28D653EE8705FBD56E8503E5C40D9BD14BC85BD1A2008BEE4EA253E3C7E5A3E8E350C3EB285673E62A721BE62751D3EC0076C3EA0EA6BBEA0D153BEECE1E9BDCCFE58BE6815523EC85F08BD1060E0BD74AB0D3E00F6C5BAA41D8ABD187737BD98CE573ED08ADE3D3EC2433E48E00DBEF26F1CBE761B1C3E6C4ED53D78107DBE406E223E843CEABD6867C73D6215233E4E8A59BE8A1714BEF099ACBC00623E3CF8D4563D3842593E64E3893D28BF67BE7054223DE8D8493D985922BD08D7FA3D8CCF233EF8C3493E887F56BD6AE808BE98B6713DBA92133E20243EBDCEDF5EBEF82E7C3E7474C0BD44EA6CBE8A5374BE88306D3D32CB29BE3AEB2DBEF4F6B0BDC085C93D809BCB3C1C51753E764E30BE4001793D20555DBDE0B2EFBD304DEC3D7667083E72F57D3EB81462BEC63B4B3EBCC057BE80032E3E206BAF3CA4D69CBD80F3DBBD8875143D725F0EBE0051D33A",
      torch_tensor_16_torch.float32_7: "0x04000000F3FC993A854920BE1EC81B3E00BB42BDE85042BBEB77C93C4DEE10BC440FB4BD4D44DEBD2B400B3E078BD73D86BDA6BD47CDA03D1BD799BCCF8F223D4217A63C",
      torch_tensor_16_torch.float32_6: "0x04000000F8556E3FDDD93D3F01110F3F7768613F9430B33FF882203F886F5C3F0A85253F6FED743F01D5533F81E7593F3993B83FB24C943F2B8DB83F6B104B3F53C3AC3F",
      torch_tensor_16_torch.float32_5: "0x0400000090FF893F235B553FAD60953F7502B53F5B50673FA2A7053F7E0D803FF2E9BB3F26D4BD3F4E6A643FBBEF483FD0138D3F8A7C413F8B9F0D3F7490603FC5D1423F",
      torch_tensor_16_torch.float32_4: "0x04000000032724BE95B2E7BB83BD5DBE4F721ABD37C8063E8A088FBA3337FB3D1F55C23D4823CABDE7E08D3DC7B13D3E79B7AC3D57B2293DFB5DA33E2796863D3A0FD63D",
      torch_tensor_16_1_3_3_torch.float32: "0x040000008B5349BD3F18873E007ADD3DA66F92BEA0E036BDCBF74B3E1CC483BE183E1E3ED6F98CBE686982BE1EE37A3E60C70F3DA8BB113E7F93993E56B5483E6F6395BE5235A63E7BAC6FBED0963EBE74508BBEB01F913D40931ABEF8377CBE366ECD3D3B74FBBD206A0E3E66E8BABD27C79F3EE899A1BE6B00B83D3090C4BD583D04BEA004D53D9A8B803E0072443E5BC0A9BE28EC4F3EBB94A53ED6AA80BEFB8F84BD362A13BED67E4D3DC3B457BE9385643E3EFA1E3E76BC113EFBE99E3E0BA8E63DB88953BEEBF4463E8ECD683ED8D62CBE204A663E2BEDF23C20535EBE64648FBE9E2C9D3EB6968F3E7E845BBEB33A4EBE10B5C9BD7B4F9B3E167D99BE2670993E1C73AABEC0CC4A3E061F723E5BF3F73DA05811BE2BD234BC56358A3CF0EAFC3D8BF1903DAB5C283BD6CB27BCE092DFBD2BD75BBD0064DF3AAB92F9BA6095823E4813913E832B87BEFB68BBBD4B7DD1BD661089BD4654D43DE0D963BDBC908A3EAB0AA73A56F680BBA0542DBEE35D3C3ED68BF9BCB3A6063EAEF98ABE682413BEEBA9EDBD88162A3E4C7F9F3E5E32933EDA71803ED6C46C3EEBA53B3EF82628BEAE5C95BE384654BEF6F5B93DAB607C3BABA57B3E5E4562BE9089953EF673C23D782F8CBE9B44C9BD560E1B3DEA4A9FBEA448993EF0AECBBD6B1BD73C70C08D3E1046AF3DFB80893E80774F3D7B4D9B3DE03F8ABD2EC7773E60210F3D7B8DC13D1853353E8689613EB6BE313EB3B49D3E3B12E8BDC329533E28023ABE40D20A3E16E19DBC861CC73D6B7FB53C6BB27BBDD8AD92BE96A0A23E985901BE3B6AB1BD",
      torch_tensor_16_torch.float32_3: "0x040000003F97393DCF85073E37BA50BE687FE1BCF0AC843D1B2E143EA1971B3DDAB8183DAAC5F1BDE30E093E65348DBBDEA309BE7A9722BD6B963B3D8F5AF73CB1EB25BE",
      torch_tensor_16_torch.float32_2: "0x0400000085252F3F1597A83F5DA8613F4F60013F75CA1D3F8D326C3F30BF3E3FD480993FF84A1E3F82E4A93F8CD0593F8CF8BB3FE4CAB73F96D49E3FE49BBA3F4CBEA33F",
      torch_tensor_16_torch.float32_1: "0x040000002016863F116E193F1E00863F51D67F3F3C59A03FA0F16E3F8616A43F33650B3F9B1F963F7B9AA23F7421733F9AFC383F25340B3F72B39A3F9CC85C3F55415F3F",
      torch_tensor_16_torch.float32: "0x040000007D1DD03BF7057DBE8E1D323DF329F0BC517B953A23B6423D33A40EBED7C7403E64F2173D123D8F3DE8AA5DBDBFEA1B3E8F33C3BC12CAA43C9EF7893AB9F91A3D",
      torch_tensor_16_3_3_3_torch.float32: "0x04000000B3B1383E9296ECBD74BE153E06B47F3D86C6DFBD291616BE5B045ABD687E3EBE1C130A3ECF13363E6FBBC6BDA1DFA1BDDEC43ABE1CF321BE5F3197BB013123BE892A013DB07642BEABA1B43D552BDBBCAD4BB0BDACF66FBD17E1A03C88B8B4BDB5C3803D62DBC1BD38E8263ECD077B3CBB3518BEDB2518BD59B0223E6EDC303E14532D3E8AEB3D3E6DAD50BDB33ADABDF80128BE3D1D46BC312CE3BDE5CC233EEB4641BCA51FB83BE51ADFBD739FEEBDCAA343BE3E5FBEBC262C773DC54303BE320B71B983DBA43D1943253D6BD0E4BB87B4B63D213C15BE625035BE4C9C08BE841DE1BC3251B7BC87141E3D5663D4BCE3A8063D020D243E8B99233DCAE6273D5BA764BDB82ECABD5562DC3D421CBE3D2596A63DACFC463DCD37F5BD7F36FFBC3D0DB93D5105C63D60CDC2BDE909043D84E977BD7316AEBD6E0138BE353FAFBDA64998BDFD930DBEA92F133D8492313EE963693D9EFC983DDD89843CE31EFF3DD29285BC3F0B8D3C90E43FBEC46AE53CD6BBACBD72C4E53AAC050DBEABAB123E67ECB8BDFFB5FF3D4E87863DE601B43D7F70B43D6E6C433EED7EE2BDD6E08CBDB81ECF3D91A6653D394693BCFB82FDBB3791983D995B1D3E83B6D4BD839E3EBE36DA39BD0CC3A4BDDFABEABD48DD98BC431A273ECE84A8BD084942BEFF072D3D46C6293E9AD1CA3D6F3BB33D6246BEBD696CA6BC6637E83D229E663DC05468BDA6C8383EF6842CBEA93E1C3DEAF22E3D061102BE74B68B3DF6AE533C620450BDFF1DEFBDA6CD003E6A17993D63CEABBDF0DE293DCB2C863D6D0FDBBD9F87DC3BC99907BD27F19F3DA421223DC53D26BE9E0276BDC0F0ABBCDD85003E4C1D43BE31ECFB3CA1239ABD67C83A3EB5C11D3E96562FBE367362BD3482B4BC1E5A393E3C3423BE5A0CFF3DD666303E3A6CADBD51AF603D1F46E6BD3877E4BC7DE6D93D62D5EE3D626AF93DB59ED63D0256623CC79B203E07E11FBE2DC0E5BD6809CF3D1788833D9F6B35BDDB1E8ABCA5A40B3EA7543DBCDAEFABBD2EC518BD957537BE737527BE2EDCD9BC56CDEEBDE4CB513DC87316BE167723BE77099F3D352B91BD504E263D9488063D294A763DDF9940BEC4C1F23DD7D3AA3DAD9340BE450828BE9E5C10BE9F3F59BD97BD2BBEEC2D2BBEA155B3BDCFEDCF3D51FC353EEEC2203E0C9BCC3D94D66BBCFF7BAD3C138F27BECA3A0E3B00CFC43CABC91A3D102A37BEDA203B3E828B3E3E45AFA23D5E462D3E7EB6C1BD2366F93D35AC05BE09CAA63DF47F1CBE9C268FBDFDE801BD56DC2CBD6A87BABDC176983C81FE5CBDA96C683C6BE8033EE6E9863D76F86DBCA27F4EBDAABCBEBD8B620BBE6DECB1BDC1C51CBE08F4DE3CF86799BD1409B23DEFF1183EAD6B0EBEE4DD42BED2950B3E083ABBBD36DA99BDABFAA3BD30C808BE335306BDF649A63A08FFFF3B6DB34EBD893FCEBD1ED50CBC507A3DBE87653BBECAF1DA3C712C663D4807D53D1255083E02ABC3BC115C933BEEA52CBE2A53DA3B9690013E0BEEA5BD43FCEF3DB67E54BAA88314BE886AE63BD87032BE3212463DA994953D93023A3EB610D03D189896BDFA30E13D4AF41DBE89ABE73BD3969CBCC16C3A3EC9411ABEDE2441BE66B53C3EFD0A30BEB26C3C3EF4DF863CB35F083ED8830B3E66B4A13C8CBA833D8215F33B25FB68BD7DC0A13DB084DEBDD8D8AABD5BE8923C02383EBE986DA53D4665A2BDD20C12BCD145A7BD62A61D3EA386CEBD891FBB3D070A22BEDD072BBD7260C3BDD44EED3D4AC842BE3AE171BDC34A5D3B18D9C4BDAF2003BB8B3F25BECF9C0D3E635F93BD8788DB3D1F82FCBDEC882D3E9F6B15BDC687413E309A823D5F28833D8C00EBBDA879023E8BFD2C3ED73A1EBE2DB924BEDC8B3A3E4E57A5BD000A023E2E6257BD2689FE3D33F044BDCB67BABD88865FBDAE0C13BE362D14BE923E53BC85C000BE817828BE4EEF1CBDF5149A3BE3EC1C3E0847173EB0DB05BE8ACC91BDFDECE6BD040AB4BDEEB536BE558F363E737BA3BC25FA19BE98DF81BD210D083EF1AA2ABE7A0245BE2E71A73C326DDCBD54400FBD10F4DF3D95AC0B3E5FE6A4BD8F6E443E3AA510BDDAA511BEC97A00BE57553E3E51FFF43D9984D63CD1D0F6BD1D4DEA3C3111093E5C95953D4810ED3DF5111B3ED30638BE5162443EDFD85E3DE29C0DBEFD738DBB97B737BE23D249BDEC4D1E3EF53E313EC85D1A3EC76F03BE6BDC4ABDB99BC7BD68633ABEF1FF393E718F033CBE41203C5E36F53DE928FE3D1633D7BDFBF664BD6CDAE0BD6DA46C3DF3FE5ABD2D4BA83D761EF23D7DDA1B3EE1E7B6BD9F4AADBD194C2B3EBB4BD33DA1BA7A3C61C096BDDDAF3EBEECE6363EC86FF53D3745E2BC40AF21BE71989BBD93B0FA3CFECB42BE960E093D90FDEDBC7BA7003E763B30BEE5608EBB1AFC473D338504BEF17B1E3B7878923DFD35323E38ABA4BD"
    }
  }
#-}

