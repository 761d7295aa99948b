// quantkit-quantize on a grouped convolution as torch-mlir writes it (2
// groups of 2 input and 2 output channels, a ReLU after): quantkit-normalize
// takes it channels-last between the expands and the collapse of the group
// dimension, quantkit-fuse wraps those with the convolution and its ReLU as
// one `conv2d` kernel whose ports are the 4-D NHWC input and [O, KH, KW,
// C / G] weight, and quantkit-materialize writes `quantkit.conv2d` with
// `groups = 2`, the weight per channel from its own data (max |w| / 127:
// 2, 0.5, 3 and 2). Everything between the input and output casts is
// integer.
// RUN: %quantkit-opt %s -o - 2>%t.remarks \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' \
// RUN:   | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// REMARK: 1 kernels, 3 resolved ports (0 fixed), 0 unresolved ports, 0 float ports, 0 rescales inserted
// CHECK-LABEL: func.func @grouped
// CHECK: %[[X:.*]] = quant.qcast %{{.*}} : tensor<1x3x3x4xf32> to tensor<1x3x3x4x!quant.uniform<i8:f32, 0.0078431372549019607:-1>>
// CHECK: %[[C:.*]] = arith.constant dense<{{\[\[\[\[}}64, -127]]], {{\[\[\[}}127, 64]]], {{\[\[\[}}-127, 42]]], {{\[\[\[}}127, 127]]]]> : tensor<4x1x1x2xi8>
// CHECK: %[[W:.*]] = quant.scast %[[C]] : tensor<4x1x1x2xi8> to tensor<4x1x1x2x!quant.uniform<i8<-127:127>:f32:0, {0.015748031496062992,0.003937007874015748,0.023622047244094488,0.015748031496062992}>>
// CHECK: %[[Y:.*]] = quantkit.conv2d %[[X]], %[[W]] {dilations = array<i64: 1, 1>, groups = 2 : i64, padding = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1>} : ({{.*}}) -> tensor<1x3x3x4x!quant.uniform<i8:f32, 0.015686274509803921:-128>>
// CHECK: quant.dcast %[[Y]]
// CHECK-NOT: linalg.conv
func.func @grouped(%x0: tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> {
  %w = arith.constant dense<[[[[1.0]], [[-2.0]]], [[[0.5]], [[0.25]]], [[[-3.0]], [[1.0]]], [[[2.0]], [[2.0]]]]> : tensor<4x2x1x1xf32>
  %zero = arith.constant 0.0 : f32
  %x = quantkit.stats %x0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x4x3x3xf32>
  %xe = tensor.expand_shape %x [[0], [1, 2], [3], [4]] output_shape [1, 2, 2, 3, 3] : tensor<1x4x3x3xf32> into tensor<1x2x2x3x3xf32>
  %we = tensor.expand_shape %w [[0, 1], [2], [3], [4]] output_shape [2, 2, 2, 1, 1] : tensor<4x2x1x1xf32> into tensor<2x2x2x1x1xf32>
  %e = tensor.empty() : tensor<1x2x2x3x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x2x3x3xf32>) -> tensor<1x2x2x3x3xf32>
  %c = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%xe, %we : tensor<1x2x2x3x3xf32>, tensor<2x2x2x1x1xf32>) outs(%z : tensor<1x2x2x3x3xf32>) -> tensor<1x2x2x3x3xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2], [3], [4]] : tensor<1x2x2x3x3xf32> into tensor<1x4x3x3xf32>
  %e4 = tensor.empty() : tensor<1x4x3x3xf32>
  %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r : tensor<1x4x3x3xf32>) outs(%e4 : tensor<1x4x3x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x4x3x3xf32>
  %y = quantkit.stats %relu {layerStats = dense<[0.0, 4.0]> : tensor<2xf32>} : tensor<1x4x3x3xf32>
  return %y : tensor<1x4x3x3xf32>
}
