// Found by quantkit-fuzz (the dimension mutation, on quantkit-import-tosa's
// own tests): the TOSA import read a splat weight element by element to
// bound the i32 accumulator (2 * 10^14 of them here, past the campaign's
// timeout), and would have read a bias and multipliers per output channel
// of 2^31 - 1. A splat is read once now, and more output channels than get
// parameters of their own stay TOSA with a remark.
// RUN: %quantkit-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(quantkit-import-tosa)' | FileCheck %s

// CHECK-LABEL: func.func @huge_channel_count
// CHECK: tosa.matmul
func.func @huge_channel_count(%a: tensor<1x1x100000xi8>) -> tensor<1x1x2147483647xi8> {
  %w = "tosa.const"() <{values = dense<2> : tensor<1x100000x2147483647xi8>}> : () -> tensor<1x100000x2147483647xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.matmul %a, %w, %zp, %zp : (tensor<1x1x100000xi8>, tensor<1x100000x2147483647xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x2147483647xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<35> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-remark @+1 {{left as TOSA: 2147483647 output channels, more than the 16777216 that get parameters of their own}}
  %r = tosa.rescale %acc, %m, %s, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x1x2147483647xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x2147483647xi8>
  return %r : tensor<1x1x2147483647xi8>
}

// -----

// 1.6 * 10^10 splat weights over 16 channels: the bound is read from the
// one value (10^9 products of up to 128 * 2 overflow i32).
// CHECK-LABEL: func.func @huge_splat_weights
// CHECK: tosa.matmul
func.func @huge_splat_weights(%a: tensor<1x1x1000000000xi8>) -> tensor<1x1x16xi8> {
  %w = "tosa.const"() <{values = dense<2> : tensor<1x1000000000x16xi8>}> : () -> tensor<1x1000000000x16xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.matmul %a, %w, %zp, %zp : (tensor<1x1x1000000000xi8>, tensor<1x1000000000x16xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x16xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<35> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-remark @+1 {{left as TOSA: 1000000000 products (and the bias) may overflow TOSA's i32 accumulator}}
  %r = tosa.rescale %acc, %m, %s, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x1x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x16xi8>
  return %r : tensor<1x1x16xi8>
}

// -----

// All-zero splat weights fit: imported, the weights still one splat.
// CHECK-LABEL: func.func @huge_zero_weights
// CHECK: arith.constant dense<0> : tensor<1000000000x16xi8>
// CHECK: quantkit.matmul
func.func @huge_zero_weights(%a: tensor<1x1x1000000000xi8>) -> tensor<1x1x16xi8> {
  %w = "tosa.const"() <{values = dense<0> : tensor<1x1000000000x16xi8>}> : () -> tensor<1x1000000000x16xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.matmul %a, %w, %zp, %zp : (tensor<1x1x1000000000xi8>, tensor<1x1000000000x16xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x16xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<35> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %r = tosa.rescale %acc, %m, %s, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x1x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x16xi8>
  return %r : tensor<1x1x16xi8>
}
