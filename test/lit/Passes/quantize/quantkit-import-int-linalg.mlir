// torch-mlir's integer contractions (linalg.quantized_matmul,
// quantized_batch_matmul, conv_2d_*_q, depthwise_conv_2d_nhwc_hwc(m)_q on i8
// with scalar i32 zero points) become QuantKit compute ops whose i32 result
// is the exact accumulator: activation scale S (the float program's
// dequantization scale, else 1), weight scale 1, result scale S, rounding
// single_round, so the requantization multiplier is exactly 1. torch-mlir
// fuses only per-tensor operands (FuseQuantizedOps bails out on per-channel
// ones), so every weight type is per tensor.
// RUN: %quantkit-opt %s -split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-import)' | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>

// A matmul into a zero fill, dequantized with sitofp * truncf(f64): the
// result type takes that f32 scale, the zero points come through torch-mlir's
// trunci and the u8 sign shift (addi -128).
// CHECK-LABEL: func.func @matmul
// CHECK-DAG: %[[A:.*]] = quant.scast %arg0 : tensor<2x4xi8> to tensor<2x4x!quant.uniform<i8:f32, 0.0010000000474974513:-125>>
// CHECK-DAG: %[[W:.*]] = quant.scast %{{.*}} : tensor<4x3xi8> to tensor<4x3x!quant.uniform<i8:f32, 1.000000e+00:-2>>
// CHECK: %[[M:.*]] = quantkit.matmul %[[A]], %[[W]] {rounding = #quantkit.rounding<single_round>} : {{.*}} -> tensor<2x3x!quant.uniform<i32:f32, 0.0010000000474974513>>
// CHECK: %[[R:.*]] = quant.scast %[[M]] : tensor<2x3x!quant.uniform<i32:f32, 0.0010000000474974513>> to tensor<2x3xi32>
// CHECK: linalg.generic {{.*}} ins(%[[R]] : tensor<2x3xi32>)
// CHECK-NOT: linalg.quantized_matmul
func.func @matmul(%a: tensor<2x4xi8>) -> tensor<2x3xf32> {
  %w = arith.constant dense<[[1, 2, 3], [4, 5, 6], [-7, 8, 9], [10, -11, 127]]> : tensor<4x3xi8>
  %za64 = arith.constant 3 : i64
  %za32 = arith.trunci %za64 : i64 to i32
  %shift = arith.constant -128 : i32
  %za = arith.addi %za32, %shift : i32
  %zw = arith.constant -2 : i32
  %c0 = arith.constant 0 : i32
  %s = arith.constant 1.000000e-03 : f64
  %e = tensor.empty() : tensor<2x3xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<2x3xi32>) -> tensor<2x3xi32>
  %m = linalg.quantized_matmul ins(%a, %w, %za, %zw : tensor<2x4xi8>, tensor<4x3xi8>, i32, i32) outs(%f : tensor<2x3xi32>) -> tensor<2x3xi32>
  %ef = tensor.empty() : tensor<2x3xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<2x3xi32>) outs(%ef : tensor<2x3xf32>) {
  ^bb0(%in: i32, %out: f32):
    %st = arith.truncf %s : f64 to f32
    %x = arith.sitofp %in : i32 to f32
    %y = arith.mulf %x, %st : f32
    linalg.yield %y : f32
  } -> tensor<2x3xf32>
  return %d : tensor<2x3xf32>
}

// -----

// A batched product with non-constant weights (the bound uses their storage
// range); no dequantization: scale 1.
// CHECK-LABEL: func.func @batch_matmul
// CHECK: quantkit.matmul %{{.*}}, %{{.*}} {rounding = #quantkit.rounding<single_round>} : (tensor<2x3x4x!quant.uniform<i8:f32, 1.000000e+00:5>>, tensor<2x4x6x!quant.uniform<i8:f32, 1.000000e+00:-1>>) -> tensor<2x3x6x!quant.uniform<i32:f32, 1.000000e+00>>
// CHECK-NOT: linalg.quantized_batch_matmul
func.func @batch_matmul(%a: tensor<2x3x4xi8>, %b: tensor<2x4x6xi8>) -> tensor<2x3x6xi32> {
  %za = arith.constant 5 : i32
  %zb = arith.constant -1 : i32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2x3x6xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<2x3x6xi32>) -> tensor<2x3x6xi32>
  %m = linalg.quantized_batch_matmul ins(%a, %b, %za, %zb : tensor<2x3x4xi8>, tensor<2x4x6xi8>, i32, i32) outs(%f : tensor<2x3x6xi32>) -> tensor<2x3x6xi32>
  return %m : tensor<2x3x6xi32>
}

// -----

// torch-mlir's NCHW convolution: the input padded with its zero point (the
// op's padding), a constant i32 bias broadcast along the channels (folded
// into the op), NCHW/FCHW transposed to NHWC/OHWI (the constant filter at
// compile time), the result transposed back.
// CHECK-LABEL: func.func @conv_nchw
// CHECK-NOT: tensor.pad
// CHECK: %[[IN:.*]] = linalg.transpose ins(%arg0 : tensor<1x2x5x5xi8>) {{.*}} permutation = [0, 2, 3, 1]
// CHECK-DAG: %[[F:.*]] = arith.constant dense<{{\[\[\[\[}}1, -1], [2, 2]]]]> : tensor<1x1x2x2xi8>
// CHECK-DAG: %[[A:.*]] = quant.scast %[[IN]] : tensor<1x5x5x2xi8> to tensor<1x5x5x2x!quant.uniform<i8:f32, 1.000000e+00:-5>>
// CHECK-DAG: %[[W:.*]] = quant.scast %[[F]] : tensor<1x1x2x2xi8> to tensor<1x1x2x2x!quant.uniform<i8:f32, 1.000000e+00>>
// CHECK-DAG: %[[B:.*]] = quant.scast %{{.*}} : tensor<1xi32> to tensor<1x!quant.uniform<i32:f32, 1.000000e+00>>
// CHECK: %[[C:.*]] = quantkit.conv2d %[[A]], %[[W]], %[[B]] {dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 0, 1>, rounding = #quantkit.rounding<single_round>, strides = array<i64: 2, 1>}
// CHECK-SAME: -> tensor<1x3x5x1x!quant.uniform<i32:f32, 1.000000e+00>>
// CHECK: %[[R:.*]] = quant.scast %[[C]]
// CHECK: linalg.transpose ins(%[[R]] : tensor<1x3x5x1xi32>) {{.*}} permutation = [0, 3, 1, 2]
// CHECK-NOT: linalg.conv_2d_nchw_fchw_q
func.func @conv_nchw(%x: tensor<1x2x5x5xi8>) -> tensor<1x1x3x5xi32> {
  %w = arith.constant dense<[[[[1, 2]], [[-1, 2]]]]> : tensor<1x2x1x2xi8>
  %bias = arith.constant dense<[100]> : tensor<1xi32>
  %zx = arith.constant -5 : i32
  %zx8 = arith.constant -5 : i8
  %zw = arith.constant 0 : i32
  %p = tensor.pad %x low[0, 0, 1, 0] high[0, 0, 0, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zx8 : i8
  } : tensor<1x2x5x5xi8> to tensor<1x2x6x6xi8>
  %e = tensor.empty() : tensor<1x1x3x5xi32>
  %b = linalg.broadcast ins(%bias : tensor<1xi32>) outs(%e : tensor<1x1x3x5xi32>) dimensions = [0, 2, 3]
  %c = linalg.conv_2d_nchw_fchw_q {dilations = dense<1> : vector<2xi64>, strides = dense<[2, 1]> : vector<2xi64>}
      ins(%p, %w, %zx, %zw : tensor<1x2x6x6xi8>, tensor<1x2x1x2xi8>, i32, i32)
      outs(%b : tensor<1x1x3x5xi32>) -> tensor<1x1x3x5xi32>
  return %c : tensor<1x1x3x5xi32>
}

// -----

// A run-time bias (torch-mlir quantizes the float bias in a generic) and a
// padding by another value than the zero point: the padding stays a
// tensor.pad, the bias is added after the op with the same wrapping addi.
// CHECK-LABEL: func.func @conv_nhwc_hwcf_runtime_bias
// CHECK: %[[P:.*]] = tensor.pad
// CHECK: %[[F:.*]] = arith.constant dense<{{.*}}> : tensor<2x1x1x3xi8>
// CHECK: quant.scast %[[P]] : tensor<1x4x4x3xi8> to tensor<1x4x4x3x!quant.uniform<i8:f32, 1.000000e+00:1>>
// CHECK: %[[C:.*]] = quantkit.conv2d
// CHECK-SAME: padding = array<i64: 0, 0, 0, 0>
// CHECK: %[[R:.*]] = quant.scast %[[C]]
// CHECK: linalg.generic {{.*}} ins(%[[R]], %{{.*}} : tensor<1x4x4x2xi32>, tensor<1x4x4x2xi32>)
// CHECK: arith.addi
func.func @conv_nhwc_hwcf_runtime_bias(%x: tensor<1x3x3x3xi8>, %bias: tensor<2xi32>) -> tensor<1x4x4x2xi32> {
  %w = arith.constant dense<[[[[1, 2], [3, 4], [5, 6]]]]> : tensor<1x1x3x2xi8>
  %zx = arith.constant 1 : i32
  %pv = arith.constant 0 : i8
  %zw = arith.constant 0 : i32
  %p = tensor.pad %x low[0, 0, 0, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %pv : i8
  } : tensor<1x3x3x3xi8> to tensor<1x4x4x3xi8>
  %e = tensor.empty() : tensor<1x4x4x2xi32>
  %b = linalg.broadcast ins(%bias : tensor<2xi32>) outs(%e : tensor<1x4x4x2xi32>) dimensions = [0, 1, 2]
  %c = linalg.conv_2d_nhwc_hwcf_q {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%p, %w, %zx, %zw : tensor<1x4x4x3xi8>, tensor<1x1x3x2xi8>, i32, i32)
      outs(%b : tensor<1x4x4x2xi32>) -> tensor<1x4x4x2xi32>
  return %c : tensor<1x4x4x2xi32>
}

// -----

// torch-mlir's depthwise form (NHWC/HWC between transposes) and the
// channel-multiplier form with multiplier 1 (filter collapsed to
// [KH, KW, C], result expanded back).
// CHECK-LABEL: func.func @depthwise
// CHECK: quantkit.depthwise_conv2d %{{.*}}, %{{.*}} {dilations = array<i64: 2, 2>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<single_round>, strides = array<i64: 1, 1>} : (tensor<1x5x5x3x!quant.uniform<i8:f32, 1.000000e+00:-128>>, tensor<2x2x3x!quant.uniform<i8:f32, 1.000000e+00:3>>) -> tensor<1x3x3x3x!quant.uniform<i32:f32, 1.000000e+00>>
// CHECK-NOT: linalg.depthwise_conv_2d_nhwc_hwc_q
// CHECK-LABEL: func.func @depthwise_multiplier
// CHECK: %[[F:.*]] = arith.constant dense<{{.*}}> : tensor<1x1x2xi8>
// CHECK: quantkit.depthwise_conv2d
// CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0], [1], [2], [3, 4]] output_shape [1, 2, 2, 2, 1]
func.func @depthwise(%x: tensor<1x5x5x3xi8>, %w: tensor<2x2x3xi8>) -> tensor<1x3x3x3xi32> {
  %zx = arith.constant -128 : i32
  %zw = arith.constant 3 : i32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x3x3x3xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<1x3x3x3xi32>) -> tensor<1x3x3x3xi32>
  %c = linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w, %zx, %zw : tensor<1x5x5x3xi8>, tensor<2x2x3xi8>, i32, i32)
      outs(%f : tensor<1x3x3x3xi32>) -> tensor<1x3x3x3xi32>
  return %c : tensor<1x3x3x3xi32>
}
func.func @depthwise_multiplier(%x: tensor<1x2x2x2xi8>) -> tensor<1x2x2x2x1xi32> {
  %w = arith.constant dense<[[[[7], [-7]]]]> : tensor<1x1x2x1xi8>
  %zx = arith.constant 0 : i32
  %zw = arith.constant 0 : i32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x2x2x2x1xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<1x2x2x2x1xi32>) -> tensor<1x2x2x2x1xi32>
  %c = linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w, %zx, %zw : tensor<1x2x2x2xi8>, tensor<1x1x2x1xi8>, i32, i32)
      outs(%f : tensor<1x2x2x2x1xi32>) -> tensor<1x2x2x2x1xi32>
  return %c : tensor<1x2x2x2x1xi32>
}

// -----

// The FHWC filter is QuantKit's OHWI already: a 2x3 window, no transpose.
// CHECK-LABEL: func.func @conv_nhwc_fhwc
// CHECK-NOT: linalg.transpose
// CHECK: quantkit.conv2d %{{.*}}, %{{.*}} {{.*}} : (tensor<1x4x5x2x!quant.uniform<i8:f32, 1.000000e+00:7>>, tensor<3x2x3x2x!quant.uniform<i8:f32, 1.000000e+00:-1>>) -> tensor<1x3x3x3x!quant.uniform<i32:f32, 1.000000e+00>>
func.func @conv_nhwc_fhwc(%x: tensor<1x4x5x2xi8>, %w: tensor<3x2x3x2xi8>) -> tensor<1x3x3x3xi32> {
  %zx = arith.constant 7 : i32
  %zw = arith.constant -1 : i32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x3x3x3xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<1x3x3x3xi32>) -> tensor<1x3x3x3xi32>
  %c = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w, %zx, %zw : tensor<1x4x5x2xi8>, tensor<3x2x3x2xi8>, i32, i32)
      outs(%f : tensor<1x3x3x3xi32>) -> tensor<1x3x3x3xi32>
  return %c : tensor<1x3x3x3xi32>
}

// -----

// Left alone silently: an integer matmul that is not a quantized one, and a
// float one.
// CHECK-LABEL: func.func @not_quantized
// CHECK: linalg.matmul
// CHECK: linalg.matmul
// CHECK-NOT: quantkit.
func.func @not_quantized(%a: tensor<2x4xi8>, %b: tensor<4x3xi8>, %x: tensor<2x4xf32>, %y: tensor<4x3xf32>) -> (tensor<2x3xi32>, tensor<2x3xf32>) {
  %c0 = arith.constant 0 : i32
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<2x3xi32>) -> tensor<2x3xi32>
  %m = linalg.matmul ins(%a, %b : tensor<2x4xi8>, tensor<4x3xi8>) outs(%f : tensor<2x3xi32>) -> tensor<2x3xi32>
  %ef = tensor.empty() : tensor<2x3xf32>
  %ff = linalg.fill ins(%z : f32) outs(%ef : tensor<2x3xf32>) -> tensor<2x3xf32>
  %n = linalg.matmul ins(%x, %y : tensor<2x4xf32>, tensor<4x3xf32>) outs(%ff : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %m, %n : tensor<2x3xi32>, tensor<2x3xf32>
}

// -----

// torch-mlir's grouped convolution: the NCHW input and accumulator split
// into 2 groups of 2 channels, the filter [G, F, C/G, KH, KW], the result
// collapsed back to NCHW. It becomes one quantkit.conv2d with groups = 2 on
// the NHWC input, its filter rows g * F + f in OHWI order (filter[g][f][c]
// [kh][kw] -> [g * F + f][kh][kw][c]), and the collapse's users read its
// result transposed back; the expands and the collapse go.
// CHECK-LABEL: func.func @grouped
// CHECK-DAG: %[[F:.*]] = arith.constant dense<{{\[}}{{\[}}{{\[}}[1, 5], [2, 6]], {{\[}}[3, 7], [4, 8]]], {{\[}}{{\[}}[-1, -5], [-2, -6]], {{\[}}[-3, -7], [-4, -8]]], {{\[}}{{\[}}[9, 13], [10, 14]], {{\[}}[11, 15], [12, 16]]], {{\[}}{{\[}}[-9, -13], [-10, -14]], {{\[}}[-11, -15], [-12, -16]]]]> : tensor<4x2x2x2xi8>
// CHECK-DAG: %[[X:.*]] = linalg.transpose ins(%arg0 : tensor<1x4x3x3xi8>) {{.*}} permutation = [0, 2, 3, 1]
// CHECK-DAG: %[[A:.*]] = quant.scast %[[X]] : tensor<1x3x3x4xi8> to tensor<1x3x3x4x!quant.uniform<i8:f32, 1.000000e+00:2>>
// CHECK-DAG: %[[W:.*]] = quant.scast %[[F]] : tensor<4x2x2x2xi8> to tensor<4x2x2x2x!quant.uniform<i8:f32, 1.000000e+00>>
// CHECK: %[[C:.*]] = quantkit.conv2d %[[A]], %[[W]] {dilations = array<i64: 1, 1>, groups = 2 : i64, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<single_round>, strides = array<i64: 1, 1>} : {{.*}} -> tensor<1x2x2x4x!quant.uniform<i32:f32, 1.000000e+00>>
// CHECK: %[[R:.*]] = quant.scast %[[C]]
// CHECK: %[[T:.*]] = linalg.transpose ins(%[[R]] : tensor<1x2x2x4xi32>) {{.*}} permutation = [0, 3, 1, 2]
// CHECK: return %[[T]] : tensor<1x4x2x2xi32>
// CHECK-NOT: linalg.conv_2d_ngchw_gfchw_q
// CHECK-NOT: tensor.expand_shape
// CHECK-NOT: tensor.collapse_shape
func.func @grouped(%x: tensor<1x4x3x3xi8>) -> tensor<1x4x2x2xi32> {
  %w = arith.constant dense<[[[[[1, 2], [3, 4]], [[5, 6], [7, 8]]], [[[-1, -2], [-3, -4]], [[-5, -6], [-7, -8]]]], [[[[9, 10], [11, 12]], [[13, 14], [15, 16]]], [[[-9, -10], [-11, -12]], [[-13, -14], [-15, -16]]]]]> : tensor<2x2x2x2x2xi8>
  %za = arith.constant 2 : i32
  %zw = arith.constant 0 : i32
  %c0 = arith.constant 0 : i32
  %xe = tensor.expand_shape %x [[0], [1, 2], [3], [4]] output_shape [1, 2, 2, 3, 3] : tensor<1x4x3x3xi8> into tensor<1x2x2x3x3xi8>
  %e = tensor.empty() : tensor<1x2x2x2x2xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<1x2x2x2x2xi32>) -> tensor<1x2x2x2x2xi32>
  %c = linalg.conv_2d_ngchw_gfchw_q {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%xe, %w, %za, %zw : tensor<1x2x2x3x3xi8>, tensor<2x2x2x2x2xi8>, i32, i32) outs(%f : tensor<1x2x2x2x2xi32>) -> tensor<1x2x2x2x2xi32>
  %r = tensor.collapse_shape %c [[0], [1, 2], [3], [4]] : tensor<1x2x2x2x2xi32> into tensor<1x4x2x2xi32>
  return %r : tensor<1x4x2x2xi32>
}
