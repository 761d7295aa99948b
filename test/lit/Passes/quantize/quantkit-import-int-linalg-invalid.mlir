// Integer contractions quantkit-import recognises but cannot import exactly
// stay as they are, with a remark at the op saying why; the pass succeeds
// (the integer program is correct as it is).
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(quantkit-import)' | FileCheck %s

// CHECK-LABEL: func.func @zero_point_not_constant
// CHECK: linalg.quantized_matmul
// CHECK-NOT: quantkit.matmul
func.func @zero_point_not_constant(%a: tensor<2x4xi8>, %w: tensor<4x3xi8>, %za: i32) -> tensor<2x3xi32> {
  %zw = arith.constant 0 : i32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2x3xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<2x3xi32>) -> tensor<2x3xi32>
  // expected-remark @+1 {{integer contraction left as it is: its input zero point is not a constant}}
  %m = linalg.quantized_matmul ins(%a, %w, %za, %zw : tensor<2x4xi8>, tensor<4x3xi8>, i32, i32) outs(%f : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %m : tensor<2x3xi32>
}

// -----

// A u8 zero point of 200 never sign-shifted: no i8 type holds it.
// CHECK-LABEL: func.func @zero_point_out_of_range
// CHECK: linalg.quantized_matmul
func.func @zero_point_out_of_range(%a: tensor<2x4xi8>, %w: tensor<4x3xi8>) -> tensor<2x3xi32> {
  %za = arith.constant 0 : i32
  %zw = arith.constant 200 : i32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2x3xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<2x3xi32>) -> tensor<2x3xi32>
  // expected-remark @+1 {{integer contraction left as it is: its weight zero point 200 is outside the i8 storage range [-128, 127]}}
  %m = linalg.quantized_matmul ins(%a, %w, %za, %zw : tensor<2x4xi8>, tensor<4x3xi8>, i32, i32) outs(%f : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %m : tensor<2x3xi32>
}

// -----

// 40000 products of up to 255 * 255 can exceed 2^31 - 1: linalg wraps,
// QuantKit's exact accumulator would saturate.
// CHECK-LABEL: func.func @accumulator_can_wrap
// CHECK: linalg.quantized_matmul
func.func @accumulator_can_wrap(%a: tensor<1x40000xi8>, %w: tensor<40000x2xi8>) -> tensor<1x2xi32> {
  %za = arith.constant 127 : i32
  %zw = arith.constant -128 : i32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x2xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<1x2xi32>) -> tensor<1x2xi32>
  // expected-remark @+1 {{integer contraction left as it is: its int32 accumulation can wrap (|sum| up to 2601000000), where QuantKit's exact accumulator would saturate}}
  %m = linalg.quantized_matmul ins(%a, %w, %za, %zw : tensor<1x40000xi8>, tensor<40000x2xi8>, i32, i32) outs(%f : tensor<1x2xi32>) -> tensor<1x2xi32>
  return %m : tensor<1x2xi32>
}

// -----

// The same reduction size with constant weights that keep every column sum
// small is imported: the bound reads the weights.
// CHECK-LABEL: func.func @bounded_by_weights
// CHECK: quantkit.matmul
func.func @bounded_by_weights(%a: tensor<1x40000xi8>) -> tensor<1x2xi32> {
  %w = arith.constant dense<1> : tensor<40000x2xi8>
  %za = arith.constant 127 : i32
  %zw = arith.constant 0 : i32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x2xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<1x2xi32>) -> tensor<1x2xi32>
  %m = linalg.quantized_matmul ins(%a, %w, %za, %zw : tensor<1x40000xi8>, tensor<40000x2xi8>, i32, i32) outs(%f : tensor<1x2xi32>) -> tensor<1x2xi32>
  return %m : tensor<1x2xi32>
}

// -----

// i16 activations: torch-mlir's quantized ops are 8-bit.
// CHECK-LABEL: func.func @not_i8
// CHECK: linalg.quantized_matmul
func.func @not_i8(%a: tensor<2x4xi16>, %w: tensor<4x3xi16>) -> tensor<2x3xi32> {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2x3xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<2x3xi32>) -> tensor<2x3xi32>
  // expected-remark @+1 {{integer contraction left as it is: it is not i8 x i8 -> i32, the form QuantKit imports}}
  %m = linalg.quantized_matmul ins(%a, %w, %z, %z : tensor<2x4xi16>, tensor<4x3xi16>, i32, i32) outs(%f : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %m : tensor<2x3xi32>
}

// -----

// CHECK-LABEL: func.func @dynamic
// CHECK: linalg.quantized_matmul
func.func @dynamic(%a: tensor<?x4xi8>, %w: tensor<4x3xi8>, %f: tensor<?x3xi32>) -> tensor<?x3xi32> {
  %z = arith.constant 0 : i32
  // expected-remark @+1 {{integer contraction left as it is: its shapes are not static}}
  %m = linalg.quantized_matmul ins(%a, %w, %z, %z : tensor<?x4xi8>, tensor<4x3xi8>, i32, i32) outs(%f : tensor<?x3xi32>) -> tensor<?x3xi32>
  return %m : tensor<?x3xi32>
}

// -----

// CHECK-LABEL: func.func @channel_multiplier
// CHECK: linalg.depthwise_conv_2d_nhwc_hwcm_q
func.func @channel_multiplier(%x: tensor<1x2x2x2xi8>, %w: tensor<1x1x2x2xi8>) -> tensor<1x2x2x2x2xi32> {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x2x2x2x2xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<1x2x2x2x2xi32>) -> tensor<1x2x2x2x2xi32>
  // expected-remark @+1 {{integer contraction left as it is: its channel multiplier is 2; quantkit.depthwise_conv2d has multiplier 1}}
  %c = linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w, %z, %z : tensor<1x2x2x2xi8>, tensor<1x1x2x2xi8>, i32, i32)
      outs(%f : tensor<1x2x2x2x2xi32>) -> tensor<1x2x2x2x2xi32>
  return %c : tensor<1x2x2x2x2xi32>
}

// -----

// A stride-2 convolution whose result drops the last window the input
// holds (linalg allows it; QuantKit's result size is fixed by conv2d_c4).
// CHECK-LABEL: func.func @partial_result
// CHECK: linalg.conv_2d_nhwc_fhwc_q
func.func @partial_result(%x: tensor<1x5x5x1xi8>, %w: tensor<1x1x1x1xi8>) -> tensor<1x2x3x1xi32> {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x2x3x1xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<1x2x3x1xi32>) -> tensor<1x2x3x1xi32>
  // expected-remark @+1 {{integer contraction left as it is: its result reads 2 of the 3 windows of its input along a spatial dimension}}
  %c = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %w, %z, %z : tensor<1x5x5x1xi8>, tensor<1x1x1x1xi8>, i32, i32)
      outs(%f : tensor<1x2x3x1xi32>) -> tensor<1x2x3x1xi32>
  return %c : tensor<1x2x3x1xi32>
}

// -----

// A grouped convolution whose result is read as it is (no collapse back to
// NCHW): not the form torch-mlir writes.
func.func @grouped_not_collapsed(%x: tensor<1x2x2x3x3xi8>) -> tensor<1x2x2x2x2xi32> {
  %w = arith.constant dense<1> : tensor<2x2x2x2x2xi8>
  %za = arith.constant 2 : i32
  %zw = arith.constant 0 : i32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x2x2x2x2xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<1x2x2x2x2xi32>) -> tensor<1x2x2x2x2xi32>
  // expected-remark @+1 {{integer contraction left as it is: its input, initial value or result is not the expand_shape or collapse_shape [[0], [1, 2], [3], [4]] of an NCHW tensor}}
  %c = linalg.conv_2d_ngchw_gfchw_q {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w, %za, %zw : tensor<1x2x2x3x3xi8>, tensor<2x2x2x2x2xi8>, i32, i32) outs(%f : tensor<1x2x2x2x2xi32>) -> tensor<1x2x2x2x2xi32>
  return %c : tensor<1x2x2x2x2xi32>
}

// -----

// The same ops on buffers (as upstream's Dialect/Linalg/generalize-named-ops
// test writes them): no result to replace, so they stay, with a remark.
// This crashed (the import read the op's result).
// CHECK-LABEL: func.func @buffers
// CHECK: linalg.quantized_matmul
// CHECK: linalg.conv_2d_ngchw_gfchw_q
func.func @buffers(%a: memref<2x4xi8>, %w: memref<4x3xi8>, %out: memref<2x3xi32>,
                   %input: memref<?x?x?x?x?xi8>, %filter: memref<?x?x?x?x?xi8>,
                   %output: memref<?x?x?x?x?xi32>) {
  %z = arith.constant 0 : i32
  // expected-remark @+1 {{integer contraction left as it is: it works on buffers (the import reads tensors)}}
  linalg.quantized_matmul ins(%a, %w, %z, %z : memref<2x4xi8>, memref<4x3xi8>, i32, i32) outs(%out : memref<2x3xi32>)
  // expected-remark @+1 {{integer contraction left as it is: it works on buffers (the import reads tensors)}}
  linalg.conv_2d_ngchw_gfchw_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%input, %filter, %z, %z : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32)
    outs(%output : memref<?x?x?x?x?xi32>)
  return
}
