// Written by test/realnets/fxnets.py interpolate with torch 2.15.0+cu132 and torch-mlir's fx importer.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d2, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d3)>
module {
  func.func @forward(%arg0: tensor<1x3x16x16xf32>) -> tensor<1x4x16x16xf32> {
    %c8_i64 = arith.constant 8 : i64
    %c7_i64 = arith.constant 7 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %c9_i64 = arith.constant 9 : i64
    %cst_1 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_4_8_1_1_torch.float32> : tensor<4x8x1x1xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_8_8_3_3_torch.float32_1> : tensor<8x8x3x3xf32>
    %cst_5 = arith.constant 0.58333333333333337 : f64
    %cst_6 = arith.constant 0.69999999999999996 : f64
    %cst_7 = arith.constant dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_8_8_3_3_torch.float32> : tensor<8x8x3x3xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_8_3_1_1_torch.float32> : tensor<8x3x1x1xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_13 = arith.constant 5.000000e-01 : f32
    %cst_14 = arith.constant 2.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_15 = arith.constant 0.409090906 : f32
    %cst_16 = arith.constant 2.100000e+01 : f32
    %cst_17 = arith.constant 0.269230783 : f32
    %cst_18 = arith.constant 2.500000e+01 : f32
    %cst_19 = arith.constant 5.625000e-01 : f32
    %cst_20 = arith.constant 4.375000e-01 : f32
    %cst_21 = arith.constant 1.000000e+01 : f32
    %cst_22 = arith.constant 1.200000e+01 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x16x16xf32> to tensor<1x3x18x18xf32>
    %0 = tensor.empty() : tensor<1x8x8x8xf32>
    %broadcasted = linalg.broadcast ins(%cst_12 : tensor<8xf32>) outs(%0 : tensor<1x8x8x8xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %cst_11 : tensor<1x3x18x18xf32>, tensor<8x3x3x3xf32>) outs(%broadcasted : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<1x8x8x8xf32>) outs(%0 : tensor<1x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.cmpf ugt, %in, %cst : f32
      %97 = arith.select %96, %in, %cst : f32
      linalg.yield %97 : f32
    } -> tensor<1x8x8x8xf32>
    %3 = tensor.empty() : tensor<16xi64>
    %4 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%3 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %96 = linalg.index 0 : index
      %97 = arith.index_cast %96 : index to i64
      linalg.yield %97 : i64
    } -> tensor<16xi64>
    %5 = tensor.empty() : tensor<16xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%4 : tensor<16xi64>) outs(%5 : tensor<16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %96 = arith.sitofp %in : i64 to f32
      linalg.yield %96 : f32
    } -> tensor<16xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%6 : tensor<16xf32>) outs(%5 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.addf %in, %cst_13 : f32
      linalg.yield %96 : f32
    } -> tensor<16xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%7 : tensor<16xf32>) outs(%5 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.mulf %in, %cst_13 : f32
      linalg.yield %96 : f32
    } -> tensor<16xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%8 : tensor<16xf32>) outs(%5 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.subf %in, %cst_13 : f32
      linalg.yield %96 : f32
    } -> tensor<16xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%9 : tensor<16xf32>) outs(%5 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.cmpf ult, %in, %cst : f32
      %97 = arith.select %96, %cst, %in : f32
      linalg.yield %97 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %10 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %11 = tensor.empty() : tensor<16x1xi64>
    %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<16x1xf32>) outs(%11 : tensor<16x1xi64>) {
    ^bb0(%in: f32, %out: i64):
      %96 = arith.fptosi %in : f32 to i64
      linalg.yield %96 : i64
    } -> tensor<16x1xi64>
    %13 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<16x1xi64>) outs(%11 : tensor<16x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %96 = arith.addi %in, %c1_i64 : i64
      linalg.yield %96 : i64
    } -> tensor<16x1xi64>
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<16x1xi64>) outs(%11 : tensor<16x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %96 = arith.minsi %in, %c7_i64 : i64
      linalg.yield %96 : i64
    } -> tensor<16x1xi64>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%10 : tensor<16xf32>) outs(%3 : tensor<16xi64>) {
    ^bb0(%in: f32, %out: i64):
      %96 = arith.fptosi %in : f32 to i64
      linalg.yield %96 : i64
    } -> tensor<16xi64>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%15 : tensor<16xi64>) outs(%3 : tensor<16xi64>) {
    ^bb0(%in: i64, %out: i64):
      %96 = arith.addi %in, %c1_i64 : i64
      linalg.yield %96 : i64
    } -> tensor<16xi64>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%16 : tensor<16xi64>) outs(%3 : tensor<16xi64>) {
    ^bb0(%in: i64, %out: i64):
      %96 = arith.minsi %in, %c7_i64 : i64
      linalg.yield %96 : i64
    } -> tensor<16xi64>
    %18 = tensor.empty() : tensor<8xi64>
    %19 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%18 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %96 = linalg.index 0 : index
      %97 = arith.index_cast %96 : index to i64
      linalg.yield %97 : i64
    } -> tensor<8xi64>
    %expanded_23 = tensor.expand_shape %19 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xi64> into tensor<8x1x1xi64>
    %20 = tensor.empty() : tensor<1xi64>
    %21 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%20 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_24 = tensor.expand_shape %21 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %22 = tensor.empty() : tensor<1x8x16x16xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map4, #map5, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24, %expanded_23, %12, %15 : tensor<1x1x1x1xi64>, tensor<8x1x1xi64>, tensor<16x1xi64>, tensor<16xi64>) outs(%22 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: i64, %in_33: i64, %in_34: i64, %in_35: i64, %out: f32):
      %96 = arith.cmpi slt, %in, %c0_i64 : i64
      %97 = arith.addi %in, %c1_i64 : i64
      %98 = arith.select %96, %97, %in : i64
      %99 = arith.index_cast %98 : i64 to index
      %100 = arith.cmpi slt, %in_33, %c0_i64 : i64
      %101 = arith.addi %in_33, %c8_i64 : i64
      %102 = arith.select %100, %101, %in_33 : i64
      %103 = arith.index_cast %102 : i64 to index
      %104 = arith.cmpi slt, %in_34, %c0_i64 : i64
      %105 = arith.addi %in_34, %c8_i64 : i64
      %106 = arith.select %104, %105, %in_34 : i64
      %107 = arith.index_cast %106 : i64 to index
      %108 = arith.cmpi slt, %in_35, %c0_i64 : i64
      %109 = arith.addi %in_35, %c8_i64 : i64
      %110 = arith.select %108, %109, %in_35 : i64
      %111 = arith.index_cast %110 : i64 to index
      %extracted = tensor.extract %2[%99, %103, %107, %111] : tensor<1x8x8x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x16x16xf32>
    %24 = linalg.generic {indexing_maps = [#map3, #map4, #map5, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24, %expanded_23, %12, %17 : tensor<1x1x1x1xi64>, tensor<8x1x1xi64>, tensor<16x1xi64>, tensor<16xi64>) outs(%22 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: i64, %in_33: i64, %in_34: i64, %in_35: i64, %out: f32):
      %96 = arith.cmpi slt, %in, %c0_i64 : i64
      %97 = arith.addi %in, %c1_i64 : i64
      %98 = arith.select %96, %97, %in : i64
      %99 = arith.index_cast %98 : i64 to index
      %100 = arith.cmpi slt, %in_33, %c0_i64 : i64
      %101 = arith.addi %in_33, %c8_i64 : i64
      %102 = arith.select %100, %101, %in_33 : i64
      %103 = arith.index_cast %102 : i64 to index
      %104 = arith.cmpi slt, %in_34, %c0_i64 : i64
      %105 = arith.addi %in_34, %c8_i64 : i64
      %106 = arith.select %104, %105, %in_34 : i64
      %107 = arith.index_cast %106 : i64 to index
      %108 = arith.cmpi slt, %in_35, %c0_i64 : i64
      %109 = arith.addi %in_35, %c8_i64 : i64
      %110 = arith.select %108, %109, %in_35 : i64
      %111 = arith.index_cast %110 : i64 to index
      %extracted = tensor.extract %2[%99, %103, %107, %111] : tensor<1x8x8x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x16x16xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map4, #map5, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24, %expanded_23, %14, %15 : tensor<1x1x1x1xi64>, tensor<8x1x1xi64>, tensor<16x1xi64>, tensor<16xi64>) outs(%22 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: i64, %in_33: i64, %in_34: i64, %in_35: i64, %out: f32):
      %96 = arith.cmpi slt, %in, %c0_i64 : i64
      %97 = arith.addi %in, %c1_i64 : i64
      %98 = arith.select %96, %97, %in : i64
      %99 = arith.index_cast %98 : i64 to index
      %100 = arith.cmpi slt, %in_33, %c0_i64 : i64
      %101 = arith.addi %in_33, %c8_i64 : i64
      %102 = arith.select %100, %101, %in_33 : i64
      %103 = arith.index_cast %102 : i64 to index
      %104 = arith.cmpi slt, %in_34, %c0_i64 : i64
      %105 = arith.addi %in_34, %c8_i64 : i64
      %106 = arith.select %104, %105, %in_34 : i64
      %107 = arith.index_cast %106 : i64 to index
      %108 = arith.cmpi slt, %in_35, %c0_i64 : i64
      %109 = arith.addi %in_35, %c8_i64 : i64
      %110 = arith.select %108, %109, %in_35 : i64
      %111 = arith.index_cast %110 : i64 to index
      %extracted = tensor.extract %2[%99, %103, %107, %111] : tensor<1x8x8x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x16x16xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map4, #map5, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24, %expanded_23, %14, %17 : tensor<1x1x1x1xi64>, tensor<8x1x1xi64>, tensor<16x1xi64>, tensor<16xi64>) outs(%22 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: i64, %in_33: i64, %in_34: i64, %in_35: i64, %out: f32):
      %96 = arith.cmpi slt, %in, %c0_i64 : i64
      %97 = arith.addi %in, %c1_i64 : i64
      %98 = arith.select %96, %97, %in : i64
      %99 = arith.index_cast %98 : i64 to index
      %100 = arith.cmpi slt, %in_33, %c0_i64 : i64
      %101 = arith.addi %in_33, %c8_i64 : i64
      %102 = arith.select %100, %101, %in_33 : i64
      %103 = arith.index_cast %102 : i64 to index
      %104 = arith.cmpi slt, %in_34, %c0_i64 : i64
      %105 = arith.addi %in_34, %c8_i64 : i64
      %106 = arith.select %104, %105, %in_34 : i64
      %107 = arith.index_cast %106 : i64 to index
      %108 = arith.cmpi slt, %in_35, %c0_i64 : i64
      %109 = arith.addi %in_35, %c8_i64 : i64
      %110 = arith.select %108, %109, %in_35 : i64
      %111 = arith.index_cast %110 : i64 to index
      %extracted = tensor.extract %2[%99, %103, %107, %111] : tensor<1x8x8x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x16x16xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%10, %15 : tensor<16xf32>, tensor<16xi64>) outs(%5 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_33: i64, %out: f32):
      %96 = arith.sitofp %in_33 : i64 to f32
      %97 = arith.subf %in, %96 : f32
      linalg.yield %97 : f32
    } -> tensor<16xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%27 : tensor<16xf32>) outs(%5 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.cmpf ult, %in, %cst : f32
      %97 = arith.select %96, %cst, %in : f32
      %98 = arith.cmpf ugt, %97, %cst_0 : f32
      %99 = arith.select %98, %cst_0, %97 : f32
      linalg.yield %99 : f32
    } -> tensor<16xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %23 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%22 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %96 = arith.subf %in, %in_33 : f32
      linalg.yield %96 : f32
    } -> tensor<1x8x16x16xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %28 : tensor<1x8x16x16xf32>, tensor<16xf32>) outs(%22 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %96 = arith.mulf %in, %in_33 : f32
      linalg.yield %96 : f32
    } -> tensor<1x8x16x16xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %30 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%22 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %96 = arith.addf %in, %in_33 : f32
      linalg.yield %96 : f32
    } -> tensor<1x8x16x16xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %25 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%22 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %96 = arith.subf %in, %in_33 : f32
      linalg.yield %96 : f32
    } -> tensor<1x8x16x16xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %28 : tensor<1x8x16x16xf32>, tensor<16xf32>) outs(%22 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %96 = arith.mulf %in, %in_33 : f32
      linalg.yield %96 : f32
    } -> tensor<1x8x16x16xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %33 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%22 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %96 = arith.addf %in, %in_33 : f32
      linalg.yield %96 : f32
    } -> tensor<1x8x16x16xf32>
    %35 = tensor.empty() : tensor<16x1xf32>
    %36 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded, %12 : tensor<16x1xf32>, tensor<16x1xi64>) outs(%35 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %in_33: i64, %out: f32):
      %96 = arith.sitofp %in_33 : i64 to f32
      %97 = arith.subf %in, %96 : f32
      linalg.yield %97 : f32
    } -> tensor<16x1xf32>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<16x1xf32>) outs(%35 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.cmpf ult, %in, %cst : f32
      %97 = arith.select %96, %cst, %in : f32
      %98 = arith.cmpf ugt, %97, %cst_0 : f32
      %99 = arith.select %98, %cst_0, %97 : f32
      linalg.yield %99 : f32
    } -> tensor<16x1xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %31 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%22 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %96 = arith.subf %in, %in_33 : f32
      linalg.yield %96 : f32
    } -> tensor<1x8x16x16xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %37 : tensor<1x8x16x16xf32>, tensor<16x1xf32>) outs(%22 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %96 = arith.mulf %in, %in_33 : f32
      linalg.yield %96 : f32
    } -> tensor<1x8x16x16xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %39 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%22 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %96 = arith.addf %in, %in_33 : f32
      linalg.yield %96 : f32
    } -> tensor<1x8x16x16xf32>
    %broadcasted_25 = linalg.broadcast ins(%cst_9 : tensor<8xf32>) outs(%22 : tensor<1x8x16x16xf32>) dimensions = [0, 2, 3] 
    %41 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg0, %cst_10 : tensor<1x3x16x16xf32>, tensor<8x3x1x1xf32>) outs(%broadcasted_25 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %41 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%22 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %96 = arith.addf %in, %in_33 : f32
      linalg.yield %96 : f32
    } -> tensor<1x8x16x16xf32>
    %padded_26 = tensor.pad %42 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %broadcasted_27 = linalg.broadcast ins(%cst_7 : tensor<8xf32>) outs(%0 : tensor<1x8x8x8xf32>) dimensions = [0, 2, 3] 
    %43 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_26, %cst_8 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%broadcasted_27 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %44 = tensor.empty() : tensor<11xi64>
    %45 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%44 : tensor<11xi64>) {
    ^bb0(%out: i64):
      %96 = linalg.index 0 : index
      %97 = arith.index_cast %96 : index to i64
      linalg.yield %97 : i64
    } -> tensor<11xi64>
    %46 = tensor.empty() : tensor<11xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%45 : tensor<11xi64>) outs(%46 : tensor<11xf32>) {
    ^bb0(%in: i64, %out: f32):
      %96 = arith.sitofp %in : i64 to f32
      linalg.yield %96 : f32
    } -> tensor<11xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%47 : tensor<11xf32>) outs(%46 : tensor<11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.truncf %cst_6 : f64 to f32
      %97 = arith.mulf %in, %96 : f32
      linalg.yield %97 : f32
    } -> tensor<11xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%48 : tensor<11xf32>) outs(%46 : tensor<11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.cmpf ult, %in, %cst : f32
      %97 = arith.select %96, %cst, %in : f32
      linalg.yield %97 : f32
    } -> tensor<11xf32>
    %expanded_28 = tensor.expand_shape %49 [[0, 1]] output_shape [11, 1] : tensor<11xf32> into tensor<11x1xf32>
    %50 = tensor.empty() : tensor<11x1xi64>
    %51 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_28 : tensor<11x1xf32>) outs(%50 : tensor<11x1xi64>) {
    ^bb0(%in: f32, %out: i64):
      %96 = arith.fptosi %in : f32 to i64
      linalg.yield %96 : i64
    } -> tensor<11x1xi64>
    %52 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%51 : tensor<11x1xi64>) outs(%50 : tensor<11x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %96 = arith.addi %in, %c1_i64 : i64
      linalg.yield %96 : i64
    } -> tensor<11x1xi64>
    %53 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%52 : tensor<11x1xi64>) outs(%50 : tensor<11x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %96 = arith.minsi %in, %c7_i64 : i64
      linalg.yield %96 : i64
    } -> tensor<11x1xi64>
    %54 = tensor.empty() : tensor<13xi64>
    %55 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%54 : tensor<13xi64>) {
    ^bb0(%out: i64):
      %96 = linalg.index 0 : index
      %97 = arith.index_cast %96 : index to i64
      linalg.yield %97 : i64
    } -> tensor<13xi64>
    %56 = tensor.empty() : tensor<13xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%55 : tensor<13xi64>) outs(%56 : tensor<13xf32>) {
    ^bb0(%in: i64, %out: f32):
      %96 = arith.sitofp %in : i64 to f32
      linalg.yield %96 : f32
    } -> tensor<13xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%57 : tensor<13xf32>) outs(%56 : tensor<13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.truncf %cst_5 : f64 to f32
      %97 = arith.mulf %in, %96 : f32
      linalg.yield %97 : f32
    } -> tensor<13xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%58 : tensor<13xf32>) outs(%56 : tensor<13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.cmpf ult, %in, %cst : f32
      %97 = arith.select %96, %cst, %in : f32
      linalg.yield %97 : f32
    } -> tensor<13xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%59 : tensor<13xf32>) outs(%54 : tensor<13xi64>) {
    ^bb0(%in: f32, %out: i64):
      %96 = arith.fptosi %in : f32 to i64
      linalg.yield %96 : i64
    } -> tensor<13xi64>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%60 : tensor<13xi64>) outs(%54 : tensor<13xi64>) {
    ^bb0(%in: i64, %out: i64):
      %96 = arith.addi %in, %c1_i64 : i64
      linalg.yield %96 : i64
    } -> tensor<13xi64>
    %62 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%61 : tensor<13xi64>) outs(%54 : tensor<13xi64>) {
    ^bb0(%in: i64, %out: i64):
      %96 = arith.minsi %in, %c7_i64 : i64
      linalg.yield %96 : i64
    } -> tensor<13xi64>
    %63 = tensor.empty() : tensor<1x8x11x13xf32>
    %64 = linalg.generic {indexing_maps = [#map3, #map4, #map5, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24, %expanded_23, %51, %60 : tensor<1x1x1x1xi64>, tensor<8x1x1xi64>, tensor<11x1xi64>, tensor<13xi64>) outs(%63 : tensor<1x8x11x13xf32>) {
    ^bb0(%in: i64, %in_33: i64, %in_34: i64, %in_35: i64, %out: f32):
      %96 = arith.cmpi slt, %in, %c0_i64 : i64
      %97 = arith.addi %in, %c1_i64 : i64
      %98 = arith.select %96, %97, %in : i64
      %99 = arith.index_cast %98 : i64 to index
      %100 = arith.cmpi slt, %in_33, %c0_i64 : i64
      %101 = arith.addi %in_33, %c8_i64 : i64
      %102 = arith.select %100, %101, %in_33 : i64
      %103 = arith.index_cast %102 : i64 to index
      %104 = arith.cmpi slt, %in_34, %c0_i64 : i64
      %105 = arith.addi %in_34, %c8_i64 : i64
      %106 = arith.select %104, %105, %in_34 : i64
      %107 = arith.index_cast %106 : i64 to index
      %108 = arith.cmpi slt, %in_35, %c0_i64 : i64
      %109 = arith.addi %in_35, %c8_i64 : i64
      %110 = arith.select %108, %109, %in_35 : i64
      %111 = arith.index_cast %110 : i64 to index
      %extracted = tensor.extract %43[%99, %103, %107, %111] : tensor<1x8x8x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x11x13xf32>
    %65 = linalg.generic {indexing_maps = [#map3, #map4, #map5, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24, %expanded_23, %51, %62 : tensor<1x1x1x1xi64>, tensor<8x1x1xi64>, tensor<11x1xi64>, tensor<13xi64>) outs(%63 : tensor<1x8x11x13xf32>) {
    ^bb0(%in: i64, %in_33: i64, %in_34: i64, %in_35: i64, %out: f32):
      %96 = arith.cmpi slt, %in, %c0_i64 : i64
      %97 = arith.addi %in, %c1_i64 : i64
      %98 = arith.select %96, %97, %in : i64
      %99 = arith.index_cast %98 : i64 to index
      %100 = arith.cmpi slt, %in_33, %c0_i64 : i64
      %101 = arith.addi %in_33, %c8_i64 : i64
      %102 = arith.select %100, %101, %in_33 : i64
      %103 = arith.index_cast %102 : i64 to index
      %104 = arith.cmpi slt, %in_34, %c0_i64 : i64
      %105 = arith.addi %in_34, %c8_i64 : i64
      %106 = arith.select %104, %105, %in_34 : i64
      %107 = arith.index_cast %106 : i64 to index
      %108 = arith.cmpi slt, %in_35, %c0_i64 : i64
      %109 = arith.addi %in_35, %c8_i64 : i64
      %110 = arith.select %108, %109, %in_35 : i64
      %111 = arith.index_cast %110 : i64 to index
      %extracted = tensor.extract %43[%99, %103, %107, %111] : tensor<1x8x8x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x11x13xf32>
    %66 = linalg.generic {indexing_maps = [#map3, #map4, #map5, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24, %expanded_23, %53, %60 : tensor<1x1x1x1xi64>, tensor<8x1x1xi64>, tensor<11x1xi64>, tensor<13xi64>) outs(%63 : tensor<1x8x11x13xf32>) {
    ^bb0(%in: i64, %in_33: i64, %in_34: i64, %in_35: i64, %out: f32):
      %96 = arith.cmpi slt, %in, %c0_i64 : i64
      %97 = arith.addi %in, %c1_i64 : i64
      %98 = arith.select %96, %97, %in : i64
      %99 = arith.index_cast %98 : i64 to index
      %100 = arith.cmpi slt, %in_33, %c0_i64 : i64
      %101 = arith.addi %in_33, %c8_i64 : i64
      %102 = arith.select %100, %101, %in_33 : i64
      %103 = arith.index_cast %102 : i64 to index
      %104 = arith.cmpi slt, %in_34, %c0_i64 : i64
      %105 = arith.addi %in_34, %c8_i64 : i64
      %106 = arith.select %104, %105, %in_34 : i64
      %107 = arith.index_cast %106 : i64 to index
      %108 = arith.cmpi slt, %in_35, %c0_i64 : i64
      %109 = arith.addi %in_35, %c8_i64 : i64
      %110 = arith.select %108, %109, %in_35 : i64
      %111 = arith.index_cast %110 : i64 to index
      %extracted = tensor.extract %43[%99, %103, %107, %111] : tensor<1x8x8x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x11x13xf32>
    %67 = linalg.generic {indexing_maps = [#map3, #map4, #map5, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24, %expanded_23, %53, %62 : tensor<1x1x1x1xi64>, tensor<8x1x1xi64>, tensor<11x1xi64>, tensor<13xi64>) outs(%63 : tensor<1x8x11x13xf32>) {
    ^bb0(%in: i64, %in_33: i64, %in_34: i64, %in_35: i64, %out: f32):
      %96 = arith.cmpi slt, %in, %c0_i64 : i64
      %97 = arith.addi %in, %c1_i64 : i64
      %98 = arith.select %96, %97, %in : i64
      %99 = arith.index_cast %98 : i64 to index
      %100 = arith.cmpi slt, %in_33, %c0_i64 : i64
      %101 = arith.addi %in_33, %c8_i64 : i64
      %102 = arith.select %100, %101, %in_33 : i64
      %103 = arith.index_cast %102 : i64 to index
      %104 = arith.cmpi slt, %in_34, %c0_i64 : i64
      %105 = arith.addi %in_34, %c8_i64 : i64
      %106 = arith.select %104, %105, %in_34 : i64
      %107 = arith.index_cast %106 : i64 to index
      %108 = arith.cmpi slt, %in_35, %c0_i64 : i64
      %109 = arith.addi %in_35, %c8_i64 : i64
      %110 = arith.select %108, %109, %in_35 : i64
      %111 = arith.index_cast %110 : i64 to index
      %extracted = tensor.extract %43[%99, %103, %107, %111] : tensor<1x8x8x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x11x13xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%59, %60 : tensor<13xf32>, tensor<13xi64>) outs(%56 : tensor<13xf32>) {
    ^bb0(%in: f32, %in_33: i64, %out: f32):
      %96 = arith.sitofp %in_33 : i64 to f32
      %97 = arith.subf %in, %96 : f32
      linalg.yield %97 : f32
    } -> tensor<13xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%68 : tensor<13xf32>) outs(%56 : tensor<13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.cmpf ult, %in, %cst : f32
      %97 = arith.select %96, %cst, %in : f32
      %98 = arith.cmpf ugt, %97, %cst_0 : f32
      %99 = arith.select %98, %cst_0, %97 : f32
      linalg.yield %99 : f32
    } -> tensor<13xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %64 : tensor<1x8x11x13xf32>, tensor<1x8x11x13xf32>) outs(%63 : tensor<1x8x11x13xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %96 = arith.subf %in, %in_33 : f32
      linalg.yield %96 : f32
    } -> tensor<1x8x11x13xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %69 : tensor<1x8x11x13xf32>, tensor<13xf32>) outs(%63 : tensor<1x8x11x13xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %96 = arith.mulf %in, %in_33 : f32
      linalg.yield %96 : f32
    } -> tensor<1x8x11x13xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %71 : tensor<1x8x11x13xf32>, tensor<1x8x11x13xf32>) outs(%63 : tensor<1x8x11x13xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %96 = arith.addf %in, %in_33 : f32
      linalg.yield %96 : f32
    } -> tensor<1x8x11x13xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %66 : tensor<1x8x11x13xf32>, tensor<1x8x11x13xf32>) outs(%63 : tensor<1x8x11x13xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %96 = arith.subf %in, %in_33 : f32
      linalg.yield %96 : f32
    } -> tensor<1x8x11x13xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %69 : tensor<1x8x11x13xf32>, tensor<13xf32>) outs(%63 : tensor<1x8x11x13xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %96 = arith.mulf %in, %in_33 : f32
      linalg.yield %96 : f32
    } -> tensor<1x8x11x13xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %74 : tensor<1x8x11x13xf32>, tensor<1x8x11x13xf32>) outs(%63 : tensor<1x8x11x13xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %96 = arith.addf %in, %in_33 : f32
      linalg.yield %96 : f32
    } -> tensor<1x8x11x13xf32>
    %76 = tensor.empty() : tensor<11x1xf32>
    %77 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_28, %51 : tensor<11x1xf32>, tensor<11x1xi64>) outs(%76 : tensor<11x1xf32>) {
    ^bb0(%in: f32, %in_33: i64, %out: f32):
      %96 = arith.sitofp %in_33 : i64 to f32
      %97 = arith.subf %in, %96 : f32
      linalg.yield %97 : f32
    } -> tensor<11x1xf32>
    %78 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%77 : tensor<11x1xf32>) outs(%76 : tensor<11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.cmpf ult, %in, %cst : f32
      %97 = arith.select %96, %cst, %in : f32
      %98 = arith.cmpf ugt, %97, %cst_0 : f32
      %99 = arith.select %98, %cst_0, %97 : f32
      linalg.yield %99 : f32
    } -> tensor<11x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %72 : tensor<1x8x11x13xf32>, tensor<1x8x11x13xf32>) outs(%63 : tensor<1x8x11x13xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %96 = arith.subf %in, %in_33 : f32
      linalg.yield %96 : f32
    } -> tensor<1x8x11x13xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %78 : tensor<1x8x11x13xf32>, tensor<11x1xf32>) outs(%63 : tensor<1x8x11x13xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %96 = arith.mulf %in, %in_33 : f32
      linalg.yield %96 : f32
    } -> tensor<1x8x11x13xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %80 : tensor<1x8x11x13xf32>, tensor<1x8x11x13xf32>) outs(%63 : tensor<1x8x11x13xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %96 = arith.addf %in, %in_33 : f32
      linalg.yield %96 : f32
    } -> tensor<1x8x11x13xf32>
    %82 = tensor.empty() : tensor<1x8x22x26xf32>
    %83 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%82 : tensor<1x8x22x26xf32>) {
    ^bb0(%out: f32):
      %96 = linalg.index 1 : index
      %97 = linalg.index 2 : index
      %98 = linalg.index 3 : index
      %99 = arith.index_cast %97 : index to i64
      %100 = arith.sitofp %99 : i64 to f32
      %101 = arith.divf %100, %cst_14 : f32
      %102 = math.floor %101 : f32
      %103 = arith.maximumf %102, %cst : f32
      %104 = arith.minimumf %103, %cst_21 : f32
      %105 = arith.fptosi %104 : f32 to i64
      %106 = arith.index_cast %105 : i64 to index
      %107 = arith.index_cast %98 : index to i64
      %108 = arith.sitofp %107 : i64 to f32
      %109 = arith.divf %108, %cst_14 : f32
      %110 = math.floor %109 : f32
      %111 = arith.maximumf %110, %cst : f32
      %112 = arith.minimumf %111, %cst_22 : f32
      %113 = arith.fptosi %112 : f32 to i64
      %114 = arith.index_cast %113 : i64 to index
      %extracted = tensor.extract %81[%c0, %96, %106, %114] : tensor<1x8x11x13xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x22x26xf32>
    %padded_29 = tensor.pad %83 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x8x22x26xf32> to tensor<1x8x24x28xf32>
    %broadcasted_30 = linalg.broadcast ins(%cst_3 : tensor<8xf32>) outs(%82 : tensor<1x8x22x26xf32>) dimensions = [0, 2, 3] 
    %84 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_29, %cst_4 : tensor<1x8x24x28xf32>, tensor<8x8x3x3xf32>) outs(%broadcasted_30 : tensor<1x8x22x26xf32>) -> tensor<1x8x22x26xf32>
    %85 = tensor.empty() : tensor<1x8x9x7xf32>
    %86 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%85 : tensor<1x8x9x7xf32>) {
    ^bb0(%out: f32):
      %96 = linalg.index 1 : index
      %97 = linalg.index 2 : index
      %98 = linalg.index 3 : index
      %99 = arith.index_cast %97 : index to i64
      %100 = arith.sitofp %99 : i64 to f32
      %101 = arith.divf %100, %cst_15 : f32
      %102 = math.floor %101 : f32
      %103 = arith.maximumf %102, %cst : f32
      %104 = arith.minimumf %103, %cst_16 : f32
      %105 = arith.fptosi %104 : f32 to i64
      %106 = arith.index_cast %105 : i64 to index
      %107 = arith.index_cast %98 : index to i64
      %108 = arith.sitofp %107 : i64 to f32
      %109 = arith.divf %108, %cst_17 : f32
      %110 = math.floor %109 : f32
      %111 = arith.maximumf %110, %cst : f32
      %112 = arith.minimumf %111, %cst_18 : f32
      %113 = arith.fptosi %112 : f32 to i64
      %114 = arith.index_cast %113 : i64 to index
      %extracted = tensor.extract %84[%c0, %96, %106, %114] : tensor<1x8x22x26xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x9x7xf32>
    %87 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%5 : tensor<16xf32>) {
    ^bb0(%out: f32):
      %96 = linalg.index 0 : index
      %97 = arith.index_cast %96 : index to i64
      %98 = arith.sitofp %97 : i64 to f32
      %99 = arith.addf %98, %cst : f32
      linalg.yield %99 : f32
    } -> tensor<16xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%87 : tensor<16xf32>) outs(%5 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.addf %in, %cst_13 : f32
      linalg.yield %96 : f32
    } -> tensor<16xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%88 : tensor<16xf32>) outs(%5 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.mulf %in, %cst_19 : f32
      linalg.yield %96 : f32
    } -> tensor<16xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%89 : tensor<16xf32>) outs(%3 : tensor<16xi64>) {
    ^bb0(%in: f32, %out: i64):
      %96 = arith.fptosi %in : f32 to i64
      linalg.yield %96 : i64
    } -> tensor<16xi64>
    %expanded_31 = tensor.expand_shape %90 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%88 : tensor<16xf32>) outs(%5 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.mulf %in, %cst_20 : f32
      linalg.yield %96 : f32
    } -> tensor<16xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%91 : tensor<16xf32>) outs(%3 : tensor<16xi64>) {
    ^bb0(%in: f32, %out: i64):
      %96 = arith.fptosi %in : f32 to i64
      linalg.yield %96 : i64
    } -> tensor<16xi64>
    %93 = linalg.generic {indexing_maps = [#map3, #map4, #map5, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24, %expanded_23, %expanded_31, %92 : tensor<1x1x1x1xi64>, tensor<8x1x1xi64>, tensor<16x1xi64>, tensor<16xi64>) outs(%22 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: i64, %in_33: i64, %in_34: i64, %in_35: i64, %out: f32):
      %96 = arith.cmpi slt, %in, %c0_i64 : i64
      %97 = arith.addi %in, %c1_i64 : i64
      %98 = arith.select %96, %97, %in : i64
      %99 = arith.index_cast %98 : i64 to index
      %100 = arith.cmpi slt, %in_33, %c0_i64 : i64
      %101 = arith.addi %in_33, %c8_i64 : i64
      %102 = arith.select %100, %101, %in_33 : i64
      %103 = arith.index_cast %102 : i64 to index
      %104 = arith.cmpi slt, %in_34, %c0_i64 : i64
      %105 = arith.addi %in_34, %c9_i64 : i64
      %106 = arith.select %104, %105, %in_34 : i64
      %107 = arith.index_cast %106 : i64 to index
      %108 = arith.cmpi slt, %in_35, %c0_i64 : i64
      %109 = arith.addi %in_35, %c7_i64 : i64
      %110 = arith.select %108, %109, %in_35 : i64
      %111 = arith.index_cast %110 : i64 to index
      %extracted = tensor.extract %86[%99, %103, %107, %111] : tensor<1x8x9x7xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x16x16xf32>
    %94 = tensor.empty() : tensor<1x4x16x16xf32>
    %broadcasted_32 = linalg.broadcast ins(%cst_1 : tensor<4xf32>) outs(%94 : tensor<1x4x16x16xf32>) dimensions = [0, 2, 3] 
    %95 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%93, %cst_2 : tensor<1x8x16x16xf32>, tensor<4x8x1x1xf32>) outs(%broadcasted_32 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    return %95 : tensor<1x4x16x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x04000000DD569C3ED78F873E4F21273D23C6D4BD",
      torch_tensor_4_8_1_1_torch.float32: "0x04000000C1DA3FBE8B3F9E3E28AB88BDFBFA523EB7F41EBEF0A97ABDFB76AFBEA32106BE80E286BDC00C5F3E73AF883E7FF0E9BCC4AEA43D935397BD87AB44BE8539953E95B406BEC84F9EBE2D10BDBD2F7328BEF9BFA0BE58FEC0BD667F6CBE7645613E23000EBEA72DA4BD462078BE9920A0BE4D09AC3E9DA518BE97044BBEE16BBDBD",
      torch_tensor_8_torch.float32_3: "0x040000002F35D23CE75331BDE1C8A5BDC7F5C6BD487232BC34D265BDD40ECD3D66BB21BD",
      torch_tensor_8_8_3_3_torch.float32_1: "0x04000000876DBBBD4961D43DB3ACA13C93E496BDB06F893DBF1A4E3D095D813D5E5B593DE14DF13C10DEE03CE58947BD7B93953DD1142EBC3B9D93BC9940F13D6C4AE1BDD8DA693CB122BCBD07F3D93CB31BEF3D52D98C3D9E5BF43CDD3668BD4869D53D276988BD890ED5BDF677893D59B9C23CA45B903C1702C63D0778F83CC96233BD582BE1B9CEF1A83C27BB863D9B3AAD3D794E1F3DDD12A43D3E6FB03CB6FD84BDA388833D8713C0BDDA069DBD9BF5373C3AD9253CAD955ABDEAD8103B712FD33D1E1D083D68A18B3DC0651ABD75F9CEBD50FCED3DE78A653D37D1CDBDC2B7A2BD43605A3D6F2940BD0385AE3BC53D20BD33D71B3B911B6FBDF593F8BBC510453DC436993D981E6ABD19009ABDC533BEBDD140DA3D4C371EBD5F9EC73D2DC6403DF932B23D855461BD7BECB73D90B392BC99AC443B1E624C3D736A27BBDEB768BCD2D0D9BD04D2C13DAB0EA4BD3EB5A83D792E71BDEE290DBCA9CEE23C3B359FBD864DD3BC4CE292BD6B67C53C024080BD98E8C0BD01314D3D2BDBABBD257D1ABD6E36093D1E6FE53D49BABE3C4713E2BB81AF97BCF6F012BC1846E23D4BEA143D7155EDBA579FFCBC0FDDEFBD184A4E3D66AB493D03E8F73C99F8CF3D2F922F3D61E9453D803080BDEDFECC3DB499473D563157BC1A8568BDAF357BBD2CC5E93D0B640CBD48C283BD920BBE3D144A02BD44B9763DB0C126BD89A0A7BD095083BDD805D9BD2A8AC2BDAEFABABD7A99B7BCC5DAECBD97E9AFBD237142BC04782DBCB245123D2D22573D0564A4BDCA77F8BBED784FBD81AD98BD3B6EE6BDF10AF13D21BB91BCFC142ABD223881BD7161623D9467203CF76981BDB4C9E23D948912BDBE9D8A3D6EFFCA3D722C21BC8277803C5014C8BD9282A7BD8473C6BD1A48FDBC38D9E4BDB688EEBC8A9376BC27DE3E3D1D89813DAE98E13D7E86D1BDD8B1EF3CDBBF62BD2785EEBDE1BFC7BDA6D6AC3C314EDEBC4797E63B11C85E3D2EC48F3D8B09573DCABACFBC7F2A7FBDED02853D125E4EBD959877BB97FFC3BB7F189E3CC47CA23CDDDCA8BD7411C5BD512940BD099373BBDF03ADBDCFADA3BD215E5CBD707F8CBD8B05533B58ADE5BC6AC1DEBDE236DC3D97F0B33D329861BD14A9873B70C8673DC5FB9ABDA885D63D2C8E873DA40AC53D79628FBC5467CB3D0155CC3DE74B8B3DF0FE83BD9A9E6E3DF427A03DD9AF1F3D4D4F97BD3CE3B03BC028BD3D9C6BBA3CD238853BFB4B103D13A88D3D20EF373C88BC50BDE7544DBD1547BA3D804D043DF3B0B03DFFC59CBDEB46C33C88FEEE3D11F8EEBDF8EB0BBC66B9763DFE35AE3D1BC6DD3DEC62CDBDE5BF453C90876E3DCC3CE9BD8518773DBCC1933DF3E7D5BD8C15B9BD118B753D1A05E13D1688873D2280A3BDC348CE3DC55742BD85BC513D964AD83D518206BDF83AE93DB89986BDF610C1BD4F845A3DCA0573BC83C3173B95555B3DAAEC913DE3C62D3D150F0ABA2DDE0A3DD1B2453DB4BD31BDCA88B93D085ABFBC137190BD7737A13B7453CABCDCB1B93D87DCEC3B1FA3C3BDFF89883DBBC58DBC9AE6E73D433250BDF01AF03C3015E7BDFBE326BD0AF69DBDE50B7DBDE19C6EBDAB09303D3DE9E4BB4C02BC3D74139CBCB5130ABD0A84933D449A983DCDE0AABD517B953D1684523C8684AD3DBA917C3C383C78BCFB109DBDD9C35CBDA93DB2BDD90F2D3D474A9ABB6E810B3CE61DA33D66237ABDA97139BDD538B73D0C4DED3C8CB8243B846B31BD6C37853D075E983DFE993F3DE159973D099DA9BD3F92C63DAC00DF3DFEF0CE3DA0C3243B6E517E3D6297973DE852C6BDCCEF18BD69583F3D71D79EBD59F2BCBD6FFEA7BDE610BCBCB171A53D1BFE94BDE8EEBC3DF2DD853D94C4D13DF2CF78BBD00BB73D5868363D02504B3CE0BBDB3BAFF489BC0C3B613DE52CDE3D5BE6B53DD470C93B9E11723D5D35A93BC6A9553C74EB813DC1EF6CBDB2FFD9BCA4C43FBD0110FD3C72C4D93CCD22D7BD248BCB3D0C61DD3C7DF0C8BD235A823C8AA8793DD308203C36DAACBD38CD473CD39CA73D20E7D33D01FEB8BB5ACAC33D7DC19B3D9A7B763D2DB46BBD28CBE63D7C6DEABD7C75593DB45D86BDA6D4C0BD843689BDA754C53DFB67EF3DE8909ABDFC9EFCBC3F5654BC630287BD0536ADBDCCCAEBBDABC0093D94B10D3C7D1C643D0FAB263D5C60BD3D2F9FA5BD523C933D966BD63D0FCA853D7F54C8BDC1E4673D170630BC38E32FBDCE133FBD1B71B73DC404C7BD4F559FBCE9E8E2BC77752C3DE683D1BD237BE13D75F0A53D02459BBC4C7393BD0072243D3766D23DF3479ABD79B484BDC0FA7EBDC930393DA5B18BBD95E5463B1424DF3D9F138A3C775687BD8DF3903C2C92613CE19B873DD2CCDF3DEB99E03DF9A9C3BDBBDE84BD4CF04FBD06DE87BC1B43CBBD58D78FBDE13FEE3DBF0DC73DCB1CDCBD749240BDCFF6193DA7F8C03D2E757D3D4704A9BDB0D16DBD7DC1923D7BC0C93DEFCBB2BDBF2476BD4E7BC53D986D383DEBA48FBDF0DF303D9EE11CBDDB46F93BF725F4BC54DA97BD027F54BDD4B4F4BC21ADDB3D13103CBD88C8623D01A2663B9A7D67BDE593313CD5BDD23DDD019F3D3BD737BDB934F2BCB1524B3DC1A9CB3CD4C8323D9CC140BDBF4B41BC6481C53D4AE3A0BDF434D9BD151D6EBC39E3DA3D5FCB943B09823D3D27DC8F3DEFFF14BC391DACBD5B1036BCE69ACCBD0B6CA93AC77FE7BDCC9B95BD5AC91BBCC15D593DCD2DF33B09BB9FBD14FD153C938B82BC9052B23D7ED6833D028815BD8B92EA3CE4DDB53D5C9B43BCC5C3F53CB9F522BDC5C5123C006EB1BDBDCA29BD99EB1F3C8A0B153DDF5A403DB4A58E3C1602F0BDDF70EF3D910A9F3D23C86ABDB77C3C3DE9F3CFBD00A4A93D9B1BF03D2CB5D3BC7D2B88BD47AFDABD6635113D8872ED3D9675C0BD8CF1D2BDCC6CE13D528E2E3B6264E73DCB03073C6B65963DF9B3ADBCA8CED7BD7006B13D7B369FBDDF89883D021F94BDE585353D850E09BDF9B3BE3DDC14EFBDB0DF303DA912A4BDAF9B0CBC403D50BDAF63F23B6CE8F6BC91DA90B997F2F73CCC5072BDB8FB133BF8B9263DC85C37BD6DCB953D51CF92BCA6F6ECBD84DC993D99CA903C1C50423DBFBF6D3D37399FBD5FABAEBDCAF80E3DD5B1A4BCDA438BBA18E24FBD35F9C13DA5D79FBD5AFFEE3D1274053D7CDB933CF20A743DE1F9C5BD091BACBD3E78EF3C234E4ABDBBBC95B93C87273DE426513C8BD083BD14801A3C622C5EBDA8BEE03C554209BD4054B1BD7675D7BDDACDCBBD",
      torch_tensor_8_torch.float32_2: "0x040000005BB98EBD67A5C9BDAE25C53D9636BF3D8D59F03D16520C3CFEDB8BBDB583243D",
      torch_tensor_8_8_3_3_torch.float32: "0x04000000DF7BACBBDB0FE8BD5483E5BD5913863CB4F30C3DE773823DE8F8A63DB4A46FBC5B7A343B3173D3BD35B2853B0EAF9E3DC3384BBDE0F5923D462002BA62E4B5BDBA198D3B618BDABD2796F23CBD32373D9BD0E33DAFD37E3D7B7038BDA5E6893D2474C1BD4DDE8D3B22C83FBCA652E43DE9ECBCBD598DECBDB01EE73D909BD7BDA5C5E63DEF2F253CEC05A73DCCDEAA3D070C463C8555213DA2DB943BD2AB0EBDD51A463D9A4388BD7A3E51BDA4EC333C2FF8E8BD729B4A3DA7E446BDC4DFB2BBCDDD4CBDB914C13D0AF17CBD9B2D653DE774C6BD1078D1BC62496FBD2252913D088FEEBDDA1E14BD5E83073BAE1671BD1399A0BA0C63CABD7170AD3D6C7E34BDA76F863D0EA19ABD3189D43D7A00B7BC7C06ED3D59F41F3D7DA2203DA9E88FBD82CC9F3D7EDED33D8CCAC1BD7CBEC9BDBE78E43D26804ABDC1439F3D1AE503BDE4DE9B3DFB32F1BC924C64BD80E108BD2119B4BD827AB5BD3A5C01BC3AB09DBD6A55CEBD7F34C0BC02B63C3B8931C03DBC46B93D2DF1A3BD0A9132BD9D698DBD83805CBD22C6DFBDDC96DF3D593948BC2C95BCBDD20F1FBDCCA0A63D4106D1BD5D49F1BDE8124D3CAFFB86BD3F72AFBC9324893DB110AB3DD6F549BD3594F03D5B27B1BCA861B2BDD25A9DBD1C1CE93D9507963D695D833CA42497BDC87A8F3C4EDFA73D9833373DD52B913DDEEBBD3DBE62E1BD3585F03D2877083D8870ADBD723E2DBBB301E1BDD62DF7BCEBE1C13DBF14D93D330FBD3DF1F9A0BDF673F8BC1F7874BD3347E4BD61CDE33DB820A13B1146C43B4B29963DF5A39B3D43C883BD33360CBDA4B189BDC8E9103D681B06BDE61D4E3D5A44943D78E1BE3D4E0360BDE43C54BDA2CBD13D4964813D1F8A193CD1A138BDFA8AE9BD2202E03D734C963DCE8F8ABCB905C6BD94903EBDF783993C9193EEBD1EDCA73C22BD91BC90919D3DEED6D7BD98602EBB2AEEF43CB64DA2BD481AC23A9C63333D4C43DA3D63AD49BDF65B8EBC820DBF3D8A9B1C3D8A17CFBD5A5081BC243A903D6858BABDEDC95F3DBB5EC7BD186EB8BD6E67B13D7D554B3CFE184E3D8230D93D17EC8D3D6144D3BDD30DEB3D9579A9BD51C486BD2705C5BD6C3CCD3C339A5ABD7358B2BDE542113D0ACE31BD9367493DED2904BDCBF5E13DE289E4BDDA1B023DBFFD0ABDDC033BBD64A0163D5FCAB53D66E88A3D9110F0BDFE05933DB72AEA3D8CF6B5BDB978BBBC601F50BDA64E913CF98698BDDC96A13D01D4603D211A4E3D02BDE03D4519233D769495BD03AF8C3DD59DA43D7D6E74BDDDD6A23D62C62B3C12359DBD81C9CABD2B47DE3DAA10CB3DEB389BBD7DD391BDEBA00EBD65A4DB3DD010D9BD84FED83D5D0DF1BDB0668F3D9D34AB3DDB532F3DF18C4DBD2FB87FBBC374C33B00D7323D29FBCC3C8C196E3AB94C6DBB2B171EBD61739BBC06F61D3A867930BA47ACB83DE02ACD3DC128BFBDD98404BDA32114BD7CD6C1BCB023163D731DA1BC06F6C33D8B3BEC395161B6BA5E2075BD0632853DB17430BCEE6C3E3D6F8AC4BD2C1750BDBB0D28BD708A703D2D90E13DE92AD03DF5A5B53DBF6BA73DF0AF843D9BCD6DBDD43AD3BDC01996BD7F7E033D3A75B23AFFF0B13D6BFF9FBD4E7AD33DBF7F093D8C40C6BD66510EBD44485B3C1746E1BDA5C6D83DA00610BD8B1A183C9A77C83DDADFF73CB475C23D81B3923C91A1DB3CAB83C3BC9E34AF3DBB6A4A3CC6DC083D4237803D987A9F3D8C5E7B3D9E07DF3D601924BD9C50953D1F8783BDAD52443D6346DFBB04CB0C3D9956003C03FAB1BC806FCFBD5DFDE53DB2ED36BD13E7FABC734C7FBDCC77B63DD451563D7F70383D316B763DF7F2B13D0DCDCF3DDA77EEBDB09CEBBDAEB2E0BDB859293D45EF903D26E8FF3C66F38A3D1015903DE16B443DA63ED53DD1DDDABDB770EB3D8084D6BDD9EEDBBCD721BDBD35FAA8BDE67CC1BD83A910BD801C82BCFB55C63D89A598BD0E64DA3D12680F3D08FDC13D4A97DDBC36B6C63DB30388BD57BCD0BD446E053D604491BD6442C73C2D1B103BADFEBBBD5817E2BD3E4FDCBD790C7FBD69DDEFBD7616DFBD550215BD43A8C03D0FF3AA3D69AF593DDE8D223DB18E28BD9BA24ABDF9EDA7BD216AA53D9E84A9BDB31B973D8CF9BE3D31916B3C06971EBD457BD0BD285E783D3EA7B0BDCB72EFBCE813A83D33E1AA3D7ADACB3D0FCDC83DB4CCCBBD753B993C7B49D73D079B933D91C6813D79076E3D7F63D0BD32E6903DA6EE5EBD1F13D73DEEEE583C6A98D23B5D3F9E3D9073D5BD8385B5BD822DCABC9CCABF3D3A2DC33BB49971BD5FBB85BCE1A9343DC058623C39C0DFBD106B1E3D5D9A8FBD615A203C4C2365BD27E8CA3CCBA89C3DC15CCF3DF9E8943D4EF5D63D564EBCBD472D7E3DA6E04EBD3769293D6B5F36BD3373B9BD52D0DDBD3BF015BC596320BD7EEABF3DC0BAF0BDFE62F9BC8D63CE3C928A5ABDC7D1E6BD081E8CBD8F3AA03B5F1CECBD16C0A1BD0AF5EE3DC18256BD08FEE0BC11CBA03D57831DBD1840ADBC1F23813D7C849F3DD2EFCDBDF5398C3C51DCE93DC854C03D37CE903D977D863C4110ADBD16FC86BD14530FBDC7B4893CBDA35EBD22CE82BD85C9CE3DAFACED3D98AB6EBDA7C7D03D607185BD10458C3DDD878CBD4906E3BCB094D9BB0613C6BD3EC2243DDEA1B4BD5E8F60BD03140FBC5438A4BC272A95BC24A1B9BDB9A9883DB778C5BDEBAFC4BD948AE23D821E203D64669DBCCBC6ECBDF8FF6A3D441753BD6A2B04BC86F9CEBD355FE8BD4C17E83C79ABDF3D292F59BDD6F8B13C15736C3DF26CD83D88A9D2BCBFF5C43D9BD34CBD2B2CFCBC1B5780BDB66D9C3D4DFFCD3DC530843D0148DA3DA16898BD0D74943D0F88DE3D996CDEBD69B4C7BDAD815CBDCB95CCBD9911C63D259380BC038B53BD4891853DADA33ABA813702BD00F9ACBCFD76CB3D99D0513D2990B83D17C385BD917D93BDEA2D933D6E1B493D6297EEBD1F24993D16D75CBDF5FF3B3DB2C1993D5319CDBD589F8BBDE7BA22BCA17EB33BA48BCA3C5CD5CC3D9600023D2E7EDABDC90B993CAF4DBE3CA61099BC837E6C3D37719A3DF139BE3D173BCABCF61381BDB3E3E33C20228B3D4A44B3BCBB20D2BDC8C2ED3DBE7235BD9E5DDFBD635AE6BDDE9FDF3C4415A0BDE7F8A3BD09D826BD48FF3D3D82F63F3C7449E73D2E39A6BD99C3EA3C9FACD0BC79FD61BD86C95E3D629A803D446FEF3DB226D5BD419CBF3DEC69CBBDC90FA43DD862253C63DE13BD385F4FBDF5F78B3CFB3A86BD243B473A",
      torch_tensor_8_torch.float32_1: "0x0400000050C766BE01F875BE472CCDBECC7CC9BDF06E793B45FFBF3C92061BBEA7AF9ABE",
      torch_tensor_8_3_1_1_torch.float32: "0x04000000EEBFEABEEAB956BE7BDDC2BD40A501BE8FE58BBE21B2643DE1BE25BE7F512E3DA0DCC53ED95E4A3E587A32BDBADF1ABE800D8FBED113D1BE527185BEA128EBBE0637A73DF31B66BECF86853EE76AE53E83A1D5BE6B2612BFBB60D13E866B8CBE",
      torch_tensor_8_3_3_3_torch.float32: "0x04000000B3B1383E9296ECBD74BE153E06B47F3D86C6DFBD291616BE5B045ABD687E3EBE1C130A3ECF13363E6FBBC6BDA1DFA1BDDEC43ABE1CF321BE5F3197BB013123BE892A013DB07642BEABA1B43D552BDBBCAD4BB0BDACF66FBD17E1A03C88B8B4BDB5C3803D62DBC1BD38E8263ECD077B3CBB3518BEDB2518BD59B0223E6EDC303E14532D3E8AEB3D3E6DAD50BDB33ADABDF80128BE3D1D46BC312CE3BDE5CC233EEB4641BCA51FB83BE51ADFBD739FEEBDCAA343BE3E5FBEBC262C773DC54303BE320B71B983DBA43D1943253D6BD0E4BB87B4B63D213C15BE625035BE4C9C08BE841DE1BC3251B7BC87141E3D5663D4BCE3A8063D020D243E8B99233DCAE6273D5BA764BDB82ECABD5562DC3D421CBE3D2596A63DACFC463DCD37F5BD7F36FFBC3D0DB93D5105C63D60CDC2BDE909043D84E977BD7316AEBD6E0138BE353FAFBDA64998BDFD930DBEA92F133D8492313EE963693D9EFC983DDD89843CE31EFF3DD29285BC3F0B8D3C90E43FBEC46AE53CD6BBACBD72C4E53AAC050DBEABAB123E67ECB8BDFFB5FF3D4E87863DE601B43D7F70B43D6E6C433EED7EE2BDD6E08CBDB81ECF3D91A6653D394693BCFB82FDBB3791983D995B1D3E83B6D4BD839E3EBE36DA39BD0CC3A4BDDFABEABD48DD98BC431A273ECE84A8BD084942BEFF072D3D46C6293E9AD1CA3D6F3BB33D6246BEBD696CA6BC6637E83D229E663DC05468BDA6C8383EF6842CBEA93E1C3DEAF22E3D061102BE74B68B3DF6AE533C620450BDFF1DEFBDA6CD003E6A17993D63CEABBDF0DE293DCB2C863D6D0FDBBD9F87DC3BC99907BD27F19F3DA421223DC53D26BE9E0276BDC0F0ABBCDD85003E4C1D43BE31ECFB3CA1239ABD67C83A3EB5C11D3E96562FBE367362BD3482B4BC1E5A393E3C3423BE5A0CFF3DD666303E3A6CADBD51AF603D1F46E6BD3877E4BC7DE6D93D62D5EE3D626AF93DB59ED63D0256623CC79B203E07E11FBE2DC0E5BD6809CF3D1788833D9F6B35BDDB1E8ABCA5A40B3EA7543DBCDAEFABBD2EC518BD957537BE737527BE2EDCD9BC56CDEEBDE4CB513DC87316BE167723BE77099F3D352B91BD504E263D9488063D294A763DDF9940BEC4C1F23DD7D3AA3DAD9340BE450828BE9E5C10BE9F3F59BD97BD2BBEEC2D2BBEA155B3BDCFEDCF3D51FC353EEEC2203E0C9BCC3D94D66BBCFF7BAD3C138F27BECA3A0E3B00CFC43CABC91A3D102A37BE",
      torch_tensor_8_torch.float32: "0x04000000DA203B3E828B3E3E45AFA23D5E462D3E7EB6C1BD2366F93D35AC05BE09CAA63D"
    }
  }
#-}

