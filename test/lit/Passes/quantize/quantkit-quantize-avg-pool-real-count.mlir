// An average pooling that excludes padding from its count
// (`nn.AvgPool2d(3, 2, padding=1, count_include_pad=False)`, or ONNX's
// AveragePool with count_include_pad = 0), as torch-mlir writes it: a zero
// tensor.pad, linalg.pooling_nchw_sum, then a generic dividing by the
// number of each window's elements inside the unpadded input, computed
// from linalg.index (the body below is torch-mlir's, verbatim), after a
// 1x1 convolution (a network's padding is channels-last by then).
// quantkit-normalize takes it channels-last, the transpose moving past the
// division with its linalg.index dimensions renumbered (H: 2 -> 1, W:
// 3 -> 2); quantkit-fuse checks the divisor at every output position
// against the count and wraps padding, pooling and division as one
// 'avg_pool2d' kernel (quantkit.avg_pool2d with padding averages over each
// window's real elements; onnx/cnn.mlir runs one end to end). A divisor
// that is not that count stays a float division.
// RUN: %quantkit-opt %s -split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-normalize)' \
// RUN:   | FileCheck %s --check-prefix=NORMALIZE
// RUN: %quantkit-opt %s -split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-normalize,quantkit-fuse{target=tflite-int8})' \
// RUN:   | FileCheck %s

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// NORMALIZE-LABEL: func.func @real_count
// NORMALIZE: linalg.pooling_nhwc_sum
// NORMALIZE: linalg.generic
// NORMALIZE: linalg.index 1 : index
// NORMALIZE: linalg.index 2 : index
// NORMALIZE: arith.divf
// NORMALIZE: linalg.transpose
// CHECK-LABEL: func.func @real_count
// CHECK: quantkit.region "avg_pool2d"
// CHECK: tensor.pad %{{.*}} low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: linalg.pooling_nhwc_sum
// CHECK: linalg.index 1
// CHECK: linalg.index 2
// CHECK: arith.divf
func.func @real_count(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x4x4x4xf32> {
  %x = quantkit.stats %arg0 {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<1x3x8x8xf32>
  %w = arith.constant dense<0.5> : tensor<4x3x1x1xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x1x1xf32>) outs(%z : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %c1_i64 = arith.constant 1 : i64
  %c0_i64 = arith.constant 0 : i64
  %cst = arith.constant 0.000000e+00 : f32
  %c2_i64 = arith.constant 2 : i64
  %c8_i64 = arith.constant 8 : i64
  %c9_i64 = arith.constant 9 : i64
  %padded = tensor.pad %c low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
    tensor.yield %cst : f32
  } : tensor<1x4x8x8xf32> to tensor<1x4x10x10xf32>
  %2 = tensor.empty() : tensor<1x4x4x4xf32>
  %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %4 = tensor.empty() : tensor<3x3xf32>
  %5 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %4 : tensor<1x4x10x10xf32>, tensor<3x3xf32>) outs(%3 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5 : tensor<1x4x4x4xf32>) outs(%2 : tensor<1x4x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %7 = linalg.index 2 : index
    %8 = arith.index_cast %7 : index to i64
    %9 = arith.muli %8, %c2_i64 : i64
    %10 = arith.subi %9, %c1_i64 : i64
    %11 = arith.addi %9, %c2_i64 : i64
    %12 = arith.minsi %11, %c9_i64 : i64
    %13 = arith.minsi %12, %c8_i64 : i64
    %14 = arith.subi %c1_i64, %9 : i64
    %15 = arith.maxsi %14, %c0_i64 : i64
    %16 = arith.subi %13, %10 : i64
    %17 = arith.subi %16, %15 : i64
    %18 = arith.maxsi %17, %c0_i64 : i64
    %19 = linalg.index 3 : index
    %20 = arith.index_cast %19 : index to i64
    %21 = arith.muli %20, %c2_i64 : i64
    %22 = arith.subi %21, %c1_i64 : i64
    %23 = arith.addi %21, %c2_i64 : i64
    %24 = arith.minsi %23, %c9_i64 : i64
    %25 = arith.minsi %24, %c8_i64 : i64
    %26 = arith.subi %c1_i64, %21 : i64
    %27 = arith.maxsi %26, %c0_i64 : i64
    %28 = arith.subi %25, %22 : i64
    %29 = arith.subi %28, %27 : i64
    %30 = arith.maxsi %29, %c0_i64 : i64
    %31 = arith.muli %18, %30 : i64
    %32 = arith.sitofp %31 : i64 to f32
    %33 = arith.divf %in, %32 : f32
    linalg.yield %33 : f32
  } -> tensor<1x4x4x4xf32>
  %s = quantkit.stats %6 {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<1x4x4x4xf32>
  return %s : tensor<1x4x4x4xf32>
}

// -----

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// The same, its count off by one row at the top (the padding counted
// there): no average of real elements, so no kernel.
// CHECK-LABEL: func.func @wrong_count
// CHECK-NOT: quantkit.region "avg_pool2d"
// CHECK: linalg.pooling_nhwc_sum {{.*}}quantkit.float_reason
// CHECK: arith.divf
func.func @wrong_count(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x4x4x4xf32> {
  %x = quantkit.stats %arg0 {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<1x3x8x8xf32>
  %w = arith.constant dense<0.5> : tensor<4x3x1x1xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x1x1xf32>) outs(%z : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %c1_i64 = arith.constant 1 : i64
  %c0_i64 = arith.constant 0 : i64
  %cst = arith.constant 0.000000e+00 : f32
  %c2_i64 = arith.constant 2 : i64
  %c8_i64 = arith.constant 8 : i64
  %c9_i64 = arith.constant 9 : i64
  %padded = tensor.pad %c low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
    tensor.yield %cst : f32
  } : tensor<1x4x8x8xf32> to tensor<1x4x10x10xf32>
  %2 = tensor.empty() : tensor<1x4x4x4xf32>
  %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %4 = tensor.empty() : tensor<3x3xf32>
  %5 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %4 : tensor<1x4x10x10xf32>, tensor<3x3xf32>) outs(%3 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5 : tensor<1x4x4x4xf32>) outs(%2 : tensor<1x4x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %7 = linalg.index 2 : index
    %8 = arith.index_cast %7 : index to i64
    %9 = arith.muli %8, %c2_i64 : i64
    %10 = arith.subi %9, %c1_i64 : i64
    %11 = arith.addi %9, %c2_i64 : i64
    %12 = arith.minsi %11, %c9_i64 : i64
    %13 = arith.minsi %12, %c8_i64 : i64
    %16 = arith.subi %13, %10 : i64
    %18 = arith.maxsi %16, %c0_i64 : i64
    %19 = linalg.index 3 : index
    %20 = arith.index_cast %19 : index to i64
    %21 = arith.muli %20, %c2_i64 : i64
    %22 = arith.subi %21, %c1_i64 : i64
    %23 = arith.addi %21, %c2_i64 : i64
    %24 = arith.minsi %23, %c9_i64 : i64
    %25 = arith.minsi %24, %c8_i64 : i64
    %26 = arith.subi %c1_i64, %21 : i64
    %27 = arith.maxsi %26, %c0_i64 : i64
    %28 = arith.subi %25, %22 : i64
    %29 = arith.subi %28, %27 : i64
    %30 = arith.maxsi %29, %c0_i64 : i64
    %31 = arith.muli %18, %30 : i64
    %32 = arith.sitofp %31 : i64 to f32
    %33 = arith.divf %in, %32 : f32
    linalg.yield %33 : f32
  } -> tensor<1x4x4x4xf32>
  %s = quantkit.stats %6 {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<1x4x4x4xf32>
  return %s : tensor<1x4x4x4xf32>
}
