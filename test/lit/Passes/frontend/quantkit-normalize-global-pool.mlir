// A global average pooling (the sum over the whole H x W map, then the
// division by H * W) becomes a depthwise convolution whose weights are
// 1 / (H * W): a kernel whose result has a scale of its own, where a
// pooling would share its input's. Both forms torch-mlir has written: the
// 2023 `pooling_nchw_sum` over a window of the map's size, and today's
// reduction generic, also into [N, C] where the mean drops the reduced
// dimensions. Left alone: a window smaller than the map, a sum into an init
// that is not zero, a maximum.
// RUN: %quantkit-opt %s -split-input-file -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-normalize)' | FileCheck %s
// RUN: %quantkit-opt %s -split-input-file -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-normalize,quantkit-fuse{target=tflite-int8})' \
// RUN:   | FileCheck %s --check-prefix=FUSE

// The 2023 form: 9 = 3 x 3, read back through `(0, d1, 0, 0)`.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#unit = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
// CHECK-LABEL: func.func @pooling_form
// CHECK: %[[X:.*]] = linalg.transpose ins(%arg0 : tensor<1x4x3x3xf32>) outs(%{{.*}} : tensor<1x3x3x4xf32>) permutation = [0, 2, 3, 1]
// CHECK: %[[W:.*]] = arith.constant dense<0.111111112> : tensor<3x3x4xf32>
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%[[X]], %[[W]] : tensor<1x3x3x4xf32>, tensor<3x3x4xf32>) outs(%{{.*}} : tensor<1x1x1x4xf32>)
// CHECK-NOT: linalg.pooling
// CHECK-NOT: arith.divf
// CHECK: return
// FUSE-LABEL: func.func @pooling_form
// FUSE: quantkit.region "depthwise_conv2d"
// FUSE-NOT: linalg.generic
// FUSE: return
func.func @pooling_form(%x: tensor<1x4x3x3xf32>) -> tensor<1x4x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %nine = arith.constant 9.0 : f32
  %e = tensor.empty() : tensor<1x4x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
  %w = tensor.empty() : tensor<3x3xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x4x3x3xf32>, tensor<3x3xf32>) outs(%f : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
  %m = linalg.generic {indexing_maps = [#unit, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x4x1x1xf32>) outs(%e : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %nine : f32
    linalg.yield %d : f32
  } -> tensor<1x4x1x1xf32>
  return %m : tensor<1x4x1x1xf32>
}

// -----

// Today's form: a reduction into `(d0, d1, 0, 0)`, then the division.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#sum = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
// CHECK-LABEL: func.func @reduction_form
// CHECK: arith.constant dense<2.500000e-01> : tensor<2x2x4xf32>
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc
// CHECK-NOT: arith.divf
// CHECK: return
// FUSE-LABEL: func.func @reduction_form
// FUSE: quantkit.region "depthwise_conv2d"
// FUSE-NOT: linalg.generic
// FUSE: return
func.func @reduction_form(%x: tensor<1x4x2x2xf32>) -> tensor<1x4x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %four = arith.constant 4.0 : f32
  %e = tensor.empty() : tensor<1x4x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
  %s = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x : tensor<1x4x2x2xf32>) outs(%f : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<1x4x1x1xf32>
  %m = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x4x1x1xf32>) outs(%e : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %four : f32
    linalg.yield %d : f32
  } -> tensor<1x4x1x1xf32>
  return %m : tensor<1x4x1x1xf32>
}

// -----

// A mean that drops the reduced dimensions (`x.mean([2, 3])`, MNASNet's and
// ShuffleNetV2's): the sum into [N, C] through `(d0, d1)`, the division on
// the 2-D value. The depthwise convolution writes [N, C, 1, 1], collapsed;
// the division moves before the collapse (fusion by expansion) and folds
// into the weights.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#sum = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @mean_drops_dims
// CHECK: arith.constant dense<2.500000e-01> : tensor<2x2x4xf32>
// CHECK: %[[S:.*]] = linalg.depthwise_conv_2d_nhwc_hwc {{.*}} -> tensor<1x1x1x4xf32>
// CHECK-NOT: arith.divf
// CHECK: %[[M:.*]] = tensor.collapse_shape %[[S]] {{\[}}[0], [1, 2, 3]] : tensor<1x1x1x4xf32> into tensor<1x4xf32>
// CHECK-NOT: arith.divf
// CHECK: return %[[M]]
// FUSE-LABEL: func.func @mean_drops_dims
// FUSE: quantkit.region "depthwise_conv2d"
// FUSE-NOT: linalg.generic
// FUSE: return
func.func @mean_drops_dims(%x: tensor<1x4x2x2xf32>) -> tensor<1x4xf32> {
  %zero = arith.constant 0.0 : f32
  %four = arith.constant 4.0 : f32
  %e = tensor.empty() : tensor<1x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4xf32>) -> tensor<1x4xf32>
  %s = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x : tensor<1x4x2x2xf32>) outs(%f : tensor<1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<1x4xf32>
  %m = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<1x4xf32>) outs(%e : tensor<1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %four : f32
    linalg.yield %d : f32
  } -> tensor<1x4xf32>
  return %m : tensor<1x4xf32>
}

// -----

// The same mean over a 1x1 map (a 32x32 input at the end of MNASNet) is
// the collapse alone; the copy the 2023 exports put after it, read through
// `(0, d1)`, reads through the identity once the batch loop is seen to run
// once, and goes.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#sum = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#unit2 = affine_map<(d0, d1) -> (0, d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @mean_over_unit_map
// CHECK-NEXT: %[[M:.*]] = tensor.collapse_shape %arg0 {{\[}}[0], [1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<1x4xf32>
// CHECK-NEXT: return %[[M]]
func.func @mean_over_unit_map(%x: tensor<1x4x1x1xf32>) -> tensor<1x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4xf32>) -> tensor<1x4xf32>
  %s = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x : tensor<1x4x1x1xf32>) outs(%f : tensor<1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<1x4xf32>
  %c = linalg.generic {indexing_maps = [#unit2, #id2], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<1x4xf32>) outs(%e : tensor<1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x4xf32>
  return %c : tensor<1x4xf32>
}

// -----

// Today's form over a 1x1 map (a 32x32 input at the end of ResNet-18),
// keeping the dimensions: the sum of one element is the element.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#sum = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
// CHECK-LABEL: func.func @keepdim_over_unit_map
// CHECK-NEXT: return %arg0 : tensor<1x4x1x1xf32>
func.func @keepdim_over_unit_map(%x: tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
  %s = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x : tensor<1x4x1x1xf32>) outs(%f : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<1x4x1x1xf32>
  return %s : tensor<1x4x1x1xf32>
}

// -----

// Only a division of the depthwise sum moves before its collapse: the
// same division of a flattened argument stays after it, on [N, C].
#id2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @other_collapse
// CHECK: %[[C:.*]] = tensor.collapse_shape %arg0
// CHECK: linalg.generic {{.*}} ins(%[[C]] : tensor<1x4xf32>)
// CHECK: arith.divf
func.func @other_collapse(%x: tensor<1x4x1x1xf32>) -> tensor<1x4xf32> {
  %four = arith.constant 4.0 : f32
  %c = tensor.collapse_shape %x [[0], [1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<1x4xf32>
  %e = tensor.empty() : tensor<1x4xf32>
  %m = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<1x4xf32>) outs(%e : tensor<1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %four : f32
    linalg.yield %d : f32
  } -> tensor<1x4xf32>
  return %m : tensor<1x4xf32>
}

// -----

// Left alone: a 2x2 window on a 3x3 map, a sum onto a bias, a maximum.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#sum = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: depthwise
// CHECK: linalg.pooling_nhwc_sum
// CHECK: arith.addf
// CHECK: arith.maximumf
// CHECK-NOT: depthwise
// CHECK: return
func.func @left_alone(%x: tensor<1x4x3x3xf32>, %b: tensor<1x4x1x1xf32>) -> (tensor<1x4x2x2xf32>, tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) {
  %zero = arith.constant 0.0 : f32
  %low = arith.constant -3.4e38 : f32
  %e2 = tensor.empty() : tensor<1x4x2x2xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32>
  %w = tensor.empty() : tensor<2x2xf32>
  %p = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x4x3x3xf32>, tensor<2x2xf32>) outs(%f2 : tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32>
  %s = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x : tensor<1x4x3x3xf32>) outs(%b : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<1x4x1x1xf32>
  %e = tensor.empty() : tensor<1x4x1x1xf32>
  %fl = linalg.fill ins(%low : f32) outs(%e : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
  %m = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x : tensor<1x4x3x3xf32>) outs(%fl : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.maximumf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<1x4x1x1xf32>
  return %p, %s, %m : tensor<1x4x2x2xf32>, tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>
}
