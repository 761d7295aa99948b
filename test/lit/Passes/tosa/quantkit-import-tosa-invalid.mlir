// RUN: %quantkit-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(quantkit-import-tosa)' | FileCheck %s

// What quantkit-import-tosa leaves as TOSA: every form it cannot prove
// bit-exact gets a remark naming why, and the program is unchanged (no
// quantkit op, the TOSA op still there). The issue's bad input (a shift
// outside 2..62, non-constant zero points) is among them.

// CHECK-LABEL: func.func @shift_above_62
// CHECK-NOT: quantkit.
// CHECK: tosa.rescale
func.func @shift_above_62(%x: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<63> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{left as TOSA: shift 63 (channel 0) is outside TOSA's range 2..62}}
  %r = tosa.rescale %x, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @shift_below_2
// CHECK: tosa.rescale
func.func @shift_below_2(%x: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() <{values = dense<[1073741824, 1073741824]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %s = "tosa.const"() <{values = dense<[30, 1]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %x2 = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %y = tosa.reshape %x, %x2 : (tensor<4xi8>, !tosa.shape<2>) -> tensor<2x2xi8>
  // expected-remark @+1 {{left as TOSA: shift 1 (channel 1) is outside TOSA's range 2..62}}
  %r = tosa.rescale %y, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x2xi8>, tensor<2xi32>, tensor<2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x2xi8>
  %o = tosa.const_shape {values = dense<[4]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %z = tosa.reshape %r, %o : (tensor<2x2xi8>, !tosa.shape<1>) -> tensor<4xi8>
  return %z : tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @inexact_round
// CHECK: tosa.rescale
func.func @inexact_round(%x: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{left as TOSA: rounding_mode INEXACT_ROUND is implementation-defined}}
  %r = tosa.rescale %x, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = INEXACT_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @zero_point_not_constant
// CHECK: tosa.rescale
func.func @zero_point_not_constant(%x: tensor<4xi8>, %zp: tensor<1xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{left as TOSA: a zero point is not a constant}}
  %r = tosa.rescale %x, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @multiplier_not_constant
// CHECK: tosa.rescale
func.func @multiplier_not_constant(%x: tensor<4xi8>, %m: tensor<1xi32>) -> tensor<4xi8> {
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{left as TOSA: the multiplier and shift are not constants}}
  %r = tosa.rescale %x, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}

// -----

// A zero multiplier has no positive scale (quant_type_c5).
// CHECK-LABEL: func.func @zero_multiplier
// CHECK: tosa.rescale
func.func @zero_multiplier(%x: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{left as TOSA: multiplier 0 (channel 0) is not positive}}
  %r = tosa.rescale %x, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}

// -----

// DOUBLE_ROUND with an unnormalised multiplier whose normalised shift
// crosses 31: 2^29 with shift 31 normalises to 2^30 with shift 32, where
// double rounding adds +-2^30 and TOSA's does not.
// CHECK-LABEL: func.func @double_round_unnormalised
// CHECK: tosa.rescale
func.func @double_round_unnormalised(%x: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() <{values = dense<536870912> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{left as TOSA: DOUBLE_ROUND with the unnormalised multiplier 536870912 (shift 31, channel 0): QuantKit normalises it to shift 32}}
  %r = tosa.rescale %x, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @scale16_double_round
// CHECK: tosa.rescale
func.func @scale16_double_round(%x: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<15> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{left as TOSA: scale32 = false (16-bit multipliers) with DOUBLE_ROUND}}
  %r = tosa.rescale %x, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = false} : (tensor<4xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @unsigned
// CHECK: tosa.rescale
func.func @unsigned(%x: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{left as TOSA: input_unsigned/output_unsigned rescales are not imported}}
  %r = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}

// -----

// M = 2^28: 255 * 2^28 leaves i32, where upstream's apply_scale truncates.
// CHECK-LABEL: func.func @scaled_value_wraps
// CHECK: tosa.rescale
func.func @scaled_value_wraps(%x: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{left as TOSA: the scaled value of channel 0 may leave i32}}
  %r = tosa.rescale %x, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}

// -----

// A run-time bias (no bound on the i32 accumulator): the rescale says why,
// the convolution is left with it.
// CHECK-LABEL: func.func @runtime_bias
// CHECK: tosa.conv2d
// CHECK: tosa.rescale
func.func @runtime_bias(%x: tensor<1x2x2x2xi8>, %b: tensor<3xi32>) -> tensor<1x2x2x3xi8> {
  %w = "tosa.const"() <{values = dense<1> : tensor<3x1x1x2xi8>}> : () -> tensor<3x1x1x2xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x2xi8>, tensor<3x1x1x2xi8>, tensor<3xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x3xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<38> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-remark @+1 {{left as TOSA: the bias is neither a constant nor a quantized value with a bounded storage range}}
  %r = tosa.rescale %acc, %m, %s, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x2x2x3xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x2x2x3xi8>
  return %r : tensor<1x2x2x3xi8>
}

// -----

// 70000 products of up to 128 * 255 may overflow TOSA's i32 accumulator.
// CHECK-LABEL: func.func @accumulator_overflow
// CHECK: tosa.matmul
func.func @accumulator_overflow(%a: tensor<1x1x70000xi8>, %b: tensor<1x70000x2xi8>) -> tensor<1x1x2xi8> {
  %zp = "tosa.const"() <{values = dense<127> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zpb = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.matmul %a, %b, %zp, %zpb : (tensor<1x1x70000xi8>, tensor<1x70000x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x2xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<50> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-remark @+1 {{left as TOSA: 70000 products (and the bias) may overflow TOSA's i32 accumulator}}
  %r = tosa.rescale %acc, %m, %s, %zp32, %zpb {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x1x2xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x2xi8>
  return %r : tensor<1x1x2xi8>
}

// -----

// The accumulator is read twice: the convolution's own remark.
// CHECK-LABEL: func.func @accumulator_shared
// CHECK: tosa.conv2d
func.func @accumulator_shared(%x: tensor<1x2x2x2xi8>) -> (tensor<1x2x2x3xi8>, tensor<1x2x2x3xi32>) {
  %w = "tosa.const"() <{values = dense<1> : tensor<3x1x1x2xi8>}> : () -> tensor<3x1x1x2xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<3xi32>}> : () -> tensor<3xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{left as TOSA: its accumulator is not requantized by one tosa.rescale}}
  %acc = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x2xi8>, tensor<3x1x1x2xi8>, tensor<3xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x3xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<38> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-remark @+1 {{left as TOSA: the i32 accumulator has users other than this rescale}}
  %r = tosa.rescale %acc, %m, %s, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x2x2x3xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x2x2x3xi8>
  return %r, %acc : tensor<1x2x2x3xi8>, tensor<1x2x2x3xi32>
}

// -----

// CHECK-LABEL: func.func @depthwise_multiplier
// CHECK: tosa.depthwise_conv2d
func.func @depthwise_multiplier(%x: tensor<1x3x3x2xi8>) -> tensor<1x1x1x4xi8> {
  %w = "tosa.const"() <{values = dense<1> : tensor<3x3x2x2xi8>}> : () -> tensor<3x3x2x2xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x2xi8>, tensor<3x3x2x2xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x4xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<38> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-remark @+1 {{left as TOSA: a depthwise convolution with channel multiplier 2}}
  %r = tosa.rescale %acc, %m, %s, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x1x1x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x1x4xi8>
  return %r : tensor<1x1x1x4xi8>
}

// -----

// quantkit.avg_pool2d keeps its input's parameters (pool_c2).
// CHECK-LABEL: func.func @avg_pool_two_zero_points
// CHECK: tosa.avg_pool2d
func.func @avg_pool_two_zero_points(%x: tensor<1x2x2x1xi8>) -> tensor<1x1x1x1xi8> {
  %izp = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{left as TOSA: input and output zero points differ}}
  %p = tosa.avg_pool2d %x, %izp, %ozp {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x1xi8>
  return %p : tensor<1x1x1x1xi8>
}

// -----

// TFLite's add under DOUBLE_ROUND with two input scales: the smaller input's
// rescale folds the 2^20 shift into one double rounding, which QuantKit's
// add (shift, then round) does not reproduce. The input rescales (i8 ->
// i32) are only imported as part of an add, so they point to its remark.
// CHECK-LABEL: func.func @add_double_round_two_scales
// CHECK: tosa.add
func.func @add_double_round_two_scales(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ml = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %sl = "tosa.const"() <{values = dense<11> : tensor<1xi8>}> : () -> tensor<1xi8>
  %mr = "tosa.const"() <{values = dense<1288490189> : tensor<1xi32>}> : () -> tensor<1xi32>
  %sr = "tosa.const"() <{values = dense<12> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{left as TOSA: an input of an i32 tosa.add or tosa.mul that stays TOSA}}
  %yl = tosa.rescale %a, %ml, %sl, %zp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  // expected-remark @+1 {{left as TOSA: an input of an i32 tosa.add or tosa.mul that stays TOSA}}
  %yr = tosa.rescale %b, %mr, %sr, %zp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  %sum = tosa.add %yl, %yr : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %mo = "tosa.const"() <{values = dense<1789569707> : tensor<1xi32>}> : () -> tensor<1xi32>
  %so = "tosa.const"() <{values = dense<50> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{left as TOSA: rhs: DOUBLE_ROUND (or another rounding than the output's) on an input rescale by a non-integer multiplier}}
  %q = tosa.rescale %sum, %mo, %so, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<4xi8>
  return %q : tensor<4xi8>
}

// -----

// An add whose larger input multiplier is not 2^19 (not TFLite's form).
// CHECK-LABEL: func.func @add_not_tflite
// CHECK: tosa.add
func.func @add_not_tflite(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ml = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %sl = "tosa.const"() <{values = dense<12> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{left as TOSA: an input of an i32 tosa.add or tosa.mul that stays TOSA}}
  %yl = tosa.rescale %a, %ml, %sl, %zp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  // expected-remark @+1 {{left as TOSA: an input of an i32 tosa.add or tosa.mul that stays TOSA}}
  %yr = tosa.rescale %b, %ml, %sl, %zp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  %sum = tosa.add %yl, %yr : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %mo = "tosa.const"() <{values = dense<1789569707> : tensor<1xi32>}> : () -> tensor<1xi32>
  %so = "tosa.const"() <{values = dense<50> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{left as TOSA: the larger input multiplier is not 2^19}}
  %q = tosa.rescale %sum, %mo, %so, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<4xi8>
  return %q : tensor<4xi8>
}

// -----

// TFLite's 16x8 mode (i16 x i8 -> i48) where it cannot be imported.
// An accumulator nothing requantizes.
// CHECK-LABEL: func.func @int16_conv_not_requantized
// CHECK: tosa.conv2d
func.func @int16_conv_not_requantized(%x: tensor<1x1x1x2xi16>) -> tensor<1x1x1x1xi48> {
  %w = "tosa.const"() <{values = dense<1> : tensor<1x1x1x2xi8>}> : () -> tensor<1x1x1x2xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<1xi48>}> : () -> tensor<1xi48>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{left as TOSA: its accumulator is not requantized by one tosa.rescale}}
  %acc = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x2xi16>, tensor<1x1x1x2xi8>, tensor<1xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x1x1x1xi48>
  return %acc : tensor<1x1x1x1xi48>
}

// -----

// An i16 convolution requantized to i8: QuantKit's result keeps its
// input's width.
// CHECK-LABEL: func.func @int16_conv_to_i8
// CHECK-NOT: quantkit.
// CHECK: tosa.conv2d
func.func @int16_conv_to_i8(%x: tensor<1x1x1x2xi16>) -> tensor<1x1x1x1xi8> {
  %w = "tosa.const"() <{values = dense<1> : tensor<1x1x1x2xi8>}> : () -> tensor<1x1x1x2xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<1xi48>}> : () -> tensor<1xi48>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp48 = "tosa.const"() <{values = dense<0> : tensor<1xi48>}> : () -> tensor<1xi48>
  %m = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<20> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x2xi16>, tensor<1x1x1x2xi8>, tensor<1xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x1x1x1xi48>
  // expected-remark @+1 {{left as TOSA: the accumulator is rescaled to another type than i16, its input's}}
  %q = tosa.rescale %acc, %m, %s, %zp48, %wzp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<1x1x1x1xi48>, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi8>) -> tensor<1x1x1x1xi8>
  return %q : tensor<1x1x1x1xi8>
}

// -----

// A bias that with the products may leave TOSA's i48 accumulator (2^47 - 1
// plus any product), where upstream's lowering wraps around.
// CHECK-LABEL: func.func @int16_conv_i48_overflow
// CHECK-NOT: quantkit.
// CHECK: tosa.conv2d
func.func @int16_conv_i48_overflow(%x: tensor<1x1x1x2xi16>) -> tensor<1x1x1x1xi16> {
  %w = "tosa.const"() <{values = dense<1> : tensor<1x1x1x2xi8>}> : () -> tensor<1x1x1x2xi8>
  %b = "tosa.const"() <{values = dense<140737488355327> : tensor<1xi48>}> : () -> tensor<1xi48>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp48 = "tosa.const"() <{values = dense<0> : tensor<1xi48>}> : () -> tensor<1xi48>
  %m = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<62> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x2xi16>, tensor<1x1x1x2xi8>, tensor<1xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x1x1x1xi48>
  // expected-remark @+1 {{left as TOSA: 2 products (and the bias) may overflow TOSA's i48 accumulator}}
  %q = tosa.rescale %acc, %m, %s, %zp48, %izp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<1x1x1x1xi48>, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi16>) -> tensor<1x1x1x1xi16>
  return %q : tensor<1x1x1x1xi16>
}

// -----

// The 16x8 ADD's shifted input must be shifted by 15 (quantkit.add's L for
// 16-bit results): a shift by 14 is another computation.
// CHECK-LABEL: func.func @int16_add_shift_14
// CHECK-NOT: quantkit.
// CHECK: tosa.add
func.func @int16_add_shift_14(%a: tensor<4xi16>, %b: tensor<4xi16>) -> tensor<4xi16> {
  %zp16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %k = "tosa.const"() <{values = dense<14> : tensor<1xi32>}> : () -> tensor<1xi32>
  %half = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s31 = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s16 = "tosa.const"() <{values = dense<16> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s44 = "tosa.const"() <{values = dense<44> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ac = tosa.cast %a : (tensor<4xi16>) -> tensor<4xi32>
  %as = tosa.logical_left_shift %ac, %k : (tensor<4xi32>, tensor<1xi32>) -> tensor<4xi32>
  // expected-remark @+1 {{left as TOSA: an input of an i32 tosa.add or tosa.mul that stays TOSA}}
  %yl = tosa.rescale %as, %half, %s31, %zp32, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  // expected-remark @+1 {{left as TOSA: an input of an i32 tosa.add or tosa.mul that stays TOSA}}
  %yr = tosa.rescale %b, %half, %s16, %zp16, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<4xi32>
  %sum = tosa.add %yl, %yr : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  // expected-remark @+1 {{left as TOSA: lhs: an input of the add is not an i8 or i16 value rescaled to i32}}
  %q = tosa.rescale %sum, %half, %s44, %zp32, %zp16 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<4xi16>
  return %q : tensor<4xi16>
}

// -----

// An ADD of an i16 and an i8 value: QuantKit's add takes one width.
// CHECK-LABEL: func.func @add_of_two_widths
// CHECK-NOT: quantkit.
// CHECK: tosa.add
func.func @add_of_two_widths(%a: tensor<4xi16>, %b: tensor<4xi8>) -> tensor<4xi16> {
  %zp16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %half = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s16 = "tosa.const"() <{values = dense<16> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s44 = "tosa.const"() <{values = dense<44> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{left as TOSA: an input of an i32 tosa.add or tosa.mul that stays TOSA}}
  %yl = tosa.rescale %a, %half, %s16, %zp16, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<4xi32>
  // expected-remark @+1 {{left as TOSA: an input of an i32 tosa.add or tosa.mul that stays TOSA}}
  %yr = tosa.rescale %b, %half, %s16, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  %sum = tosa.add %yl, %yr : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  // expected-remark @+1 {{left as TOSA: an add of other than statically shaped i8 (or i16) tensors of one width}}
  %q = tosa.rescale %sum, %half, %s44, %zp32, %zp16 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<4xi16>
  return %q : tensor<4xi16>
}

// -----

// A MUL of i16 values requantized to i8.
// CHECK-LABEL: func.func @int16_mul_to_i8
// CHECK-NOT: quantkit.
// CHECK: tosa.mul
func.func @int16_mul_to_i8(%a: tensor<4xi16>, %b: tensor<4xi16>) -> tensor<4xi8> {
  %zp16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s30 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s50 = "tosa.const"() <{values = dense<50> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{left as TOSA: an input of an i32 tosa.add or tosa.mul that stays TOSA}}
  %cl = tosa.rescale %a, %one, %s30, %zp16, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<4xi32>
  // expected-remark @+1 {{left as TOSA: an input of an i32 tosa.add or tosa.mul that stays TOSA}}
  %cr = tosa.rescale %b, %one, %s30, %zp16, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<4xi32>
  %p = tosa.mul %cl, %cr, %zp8 : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  // expected-remark @+1 {{left as TOSA: a multiplication whose inputs and result differ in width}}
  %q = tosa.rescale %p, %one, %s50, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<4xi8>
  return %q : tensor<4xi8>
}

// -----

// A MEAN of i16 values requantized to i8.
// CHECK-LABEL: func.func @int16_mean_to_i8
// CHECK-NOT: quantkit.
// CHECK: tosa.reduce_sum
func.func @int16_mean_to_i8(%x: tensor<1x2x2x3xi16>) -> tensor<1x1x1x3xi8> {
  %zp16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s30 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s40 = "tosa.const"() <{values = dense<40> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{left as TOSA: the input of a mean (tosa.reduce_sum) that stays TOSA}}
  %c = tosa.rescale %x, %one, %s30, %zp16, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x2x2x3xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<1x2x2x3xi32>
  %h = tosa.reduce_sum %c {axis = 1 : i32} : (tensor<1x2x2x3xi32>) -> tensor<1x1x2x3xi32>
  %hw = tosa.reduce_sum %h {axis = 2 : i32} : (tensor<1x1x2x3xi32>) -> tensor<1x1x1x3xi32>
  // expected-remark @+1 {{left as TOSA: the sum is rescaled to another type than i16 (the input's) of its shape}}
  %q = tosa.rescale %hw, %one, %s40, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x1x1x3xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x1x3xi8>
  return %q : tensor<1x1x1x3xi8>
}

// -----

// Two convolutions concatenated along the channels, the second on a slice
// of another input: no grouped convolution, so both stay with the rescale.
// CHECK-LABEL: func.func @concat_not_grouped
// CHECK-NOT: quantkit.
// CHECK: tosa.concat
// CHECK: tosa.rescale
func.func @concat_not_grouped(%x: tensor<1x2x2x2xi8>, %y: tensor<1x2x2x2xi8>) -> tensor<1x2x2x2xi8> {
  %w = "tosa.const"() <{values = dense<1> : tensor<2x1x1x1xi8>}> : () -> tensor<2x1x1x1xi8>
  %b = "tosa.const"() <{values = dense<0> : tensor<2xi32>}> : () -> tensor<2xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %size = tosa.const_shape {values = dense<[1, 2, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %at0 = tosa.const_shape {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
  %at1 = tosa.const_shape {values = dense<[0, 0, 0, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %wsize = tosa.const_shape {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
  %wat1 = tosa.const_shape {values = dense<[1, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %bsize = tosa.const_shape {values = dense<1> : tensor<1xindex>} : () -> !tosa.shape<1>
  %bat0 = tosa.const_shape {values = dense<0> : tensor<1xindex>} : () -> !tosa.shape<1>
  %bat1 = tosa.const_shape {values = dense<1> : tensor<1xindex>} : () -> !tosa.shape<1>
  %x0 = tosa.slice %x, %at0, %size : (tensor<1x2x2x2xi8>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x2x1xi8>
  %y1 = tosa.slice %y, %at1, %size : (tensor<1x2x2x2xi8>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x2x1xi8>
  %w0 = tosa.slice %w, %at0, %wsize : (tensor<2x1x1x1xi8>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x1x1x1xi8>
  %w1 = tosa.slice %w, %wat1, %wsize : (tensor<2x1x1x1xi8>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x1x1x1xi8>
  %b0 = tosa.slice %b, %bat0, %bsize : (tensor<2xi32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<1xi32>
  %b1 = tosa.slice %b, %bat1, %bsize : (tensor<2xi32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<1xi32>
  %c0 = tosa.conv2d %x0, %w0, %b0, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<1x1x1x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x1xi32>
  %c1 = tosa.conv2d %y1, %w1, %b1, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<1x1x1x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x1xi32>
  %acc = tosa.concat %c0, %c1 {axis = 3 : i32} : (tensor<1x2x2x1xi32>, tensor<1x2x2x1xi32>) -> tensor<1x2x2x2xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<38> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-remark @+1 {{left as TOSA: a concatenation of convolutions that is not a grouped convolution (each of one use, on slices of one input, one filter and one bias in group order, with the same zero points and geometry)}}
  %r = tosa.rescale %acc, %m, %s, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x2x2x2xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x2x2x2xi8>
  return %r : tensor<1x2x2x2xi8>
}

// -----

// Quantized TOSA types are stripped to their storage integers only where
// every op holding one is TOSA or a function's signature, return or call:
// a quant.dcast (no TOSA op) keeps them all, with a remark there.
// CHECK-LABEL: func.func @quantized_types_kept_for_dcast
// CHECK: tosa.reshape {{.*}} -> tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01>>
func.func @quantized_types_kept_for_dcast(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x2xf32> {
  %s = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %y = tosa.reshape %x, %s : (tensor<4x!quant.uniform<i8:f32, 0.5>>, !tosa.shape<2>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5>>
  // expected-remark @+1 {{quantized TOSA types kept: it holds one and is no TOSA op}}
  %f = quant.dcast %y : tensor<2x2x!quant.uniform<i8:f32, 0.5>> to tensor<2x2xf32>
  return %f : tensor<2x2xf32>
}

// -----

// Unsigned storage: TOSA's integers are signless (a tosa.rescale states an
// unsigned side in its attributes), so stripping would lose what the type
// says.
// CHECK-LABEL: func.func @quantized_types_kept_for_unsigned_storage
// CHECK: tosa.reshape {{.*}} -> tensor<2x2x!quant.uniform<u8:f32, 5.000000e-01:128>>
func.func @quantized_types_kept_for_unsigned_storage(%x: tensor<4x!quant.uniform<u8:f32, 0.5:128>>) -> tensor<2x2x!quant.uniform<u8:f32, 0.5:128>> {
  %s = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-remark @+1 {{quantized TOSA types kept: it holds a quantized type of unsigned storage, which signless TOSA integers would lose}}
  %y = tosa.reshape %x, %s : (tensor<4x!quant.uniform<u8:f32, 0.5:128>>, !tosa.shape<2>) -> tensor<2x2x!quant.uniform<u8:f32, 0.5:128>>
  return %y : tensor<2x2x!quant.uniform<u8:f32, 0.5:128>>
}

// -----

// A calibrated type has no storage integers to become (found by
// quantkit-fuzz: the first version read its storage width and crashed).
// TOSA ops cannot hold one (their verifiers crash on it in MLIR 22), a
// function's signature and return can.
// CHECK-LABEL: func.func @quantized_types_kept_for_calibrated
// CHECK: tosa.reshape {{.*}} -> tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01>>
func.func @quantized_types_kept_for_calibrated(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>, %c: tensor<4x!quant.calibrated<f32<-1.0:1.0>>>) -> (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<4x!quant.calibrated<f32<-1.0:1.0>>>) {
  %s = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %y = tosa.reshape %x, %s : (tensor<4x!quant.uniform<i8:f32, 0.5>>, !tosa.shape<2>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5>>
  // expected-remark @+1 {{quantized TOSA types kept: it holds a quantized type without storage integers}}
  return %y, %c : tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<4x!quant.calibrated<f32<-1.0:1.0>>>
}

// -----

// TFLite's MEAN over the channel axis is no depthwise convolution: the
// rescale of the sum says why, the centring rescale points at it.
// CHECK-LABEL: func.func @mean_over_channels
// CHECK-NOT: quantkit.
// CHECK: tosa.reduce_sum
func.func @mean_over_channels(%x: tensor<1x2x2x8xi8>) -> tensor<1x2x2x1xi8> {
  %one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %thirty = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<33> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-remark @+1 {{left as TOSA: the input of a mean (tosa.reduce_sum) that stays TOSA (the rescale after it says why)}}
  %c = tosa.rescale %x, %one, %thirty, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x2x2x8xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x2x2x8xi32>
  %sum = tosa.reduce_sum %c {axis = 3 : i32} : (tensor<1x2x2x8xi32>) -> tensor<1x2x2x1xi32>
  // expected-remark @+1 {{left as TOSA: a mean over other axes than the spatial ones of an NHWC value (each once)}}
  %r = tosa.rescale %sum, %m, %s, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x2x2x1xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x2x2x1xi8>
  return %r : tensor<1x2x2x1xi8>
}

// -----

// A sum of values that were scaled before (here by 2) is not a mean of the
// i8 input.
// CHECK-LABEL: func.func @mean_of_scaled_values
// CHECK-NOT: quantkit.
// CHECK: tosa.reduce_sum
func.func @mean_of_scaled_values(%x: tensor<1x2x2x8xi8>) -> tensor<1x1x1x8xi8> {
  %two = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s29 = "tosa.const"() <{values = dense<29> : tensor<1xi8>}> : () -> tensor<1xi8>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<33> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-remark @+1 {{left as TOSA: the input of a mean (tosa.reduce_sum) that stays TOSA}}
  %c = tosa.rescale %x, %two, %s29, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x2x2x8xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x2x2x8xi32>
  %h = tosa.reduce_sum %c {axis = 1 : i32} : (tensor<1x2x2x8xi32>) -> tensor<1x1x2x8xi32>
  %sum = tosa.reduce_sum %h {axis = 2 : i32} : (tensor<1x1x2x8xi32>) -> tensor<1x1x1x8xi32>
  // expected-remark @+1 {{left as TOSA: an input of the mean is not an i8 or i16 value centred by a rescale by 1}}
  %r = tosa.rescale %sum, %m, %s, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x1x1x8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x1x8xi8>
  return %r : tensor<1x1x1x8xi8>
}

// -----

// The partial sum is read twice.
// CHECK-LABEL: func.func @mean_partial_sum_read_twice
// CHECK-NOT: quantkit.
// CHECK: tosa.reduce_sum
func.func @mean_partial_sum_read_twice(%x: tensor<1x2x2x8xi8>) -> (tensor<1x1x1x8xi8>, tensor<1x1x2x8xi32>) {
  %one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %thirty = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<33> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-remark @+1 {{left as TOSA: the input of a mean (tosa.reduce_sum) that stays TOSA}}
  %c = tosa.rescale %x, %one, %thirty, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x2x2x8xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x2x2x8xi32>
  %h = tosa.reduce_sum %c {axis = 1 : i32} : (tensor<1x2x2x8xi32>) -> tensor<1x1x2x8xi32>
  %sum = tosa.reduce_sum %h {axis = 2 : i32} : (tensor<1x1x2x8xi32>) -> tensor<1x1x1x8xi32>
  // expected-remark @+1 {{left as TOSA: a tosa.reduce_sum of the mean has other users}}
  %r = tosa.rescale %sum, %m, %s, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x1x1x8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x1x8xi8>
  return %r, %h : tensor<1x1x1x8xi8>, tensor<1x1x2x8xi32>
}

// -----

// 2^24 positions of |q - zp| up to 255 may overflow TOSA's i32 sum.
// CHECK-LABEL: func.func @mean_window_too_large
// CHECK-NOT: quantkit.
// CHECK: tosa.reduce_sum
func.func @mean_window_too_large(%x: tensor<1x4096x4096x1xi8>) -> tensor<1x1x1x1xi8> {
  %one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %thirty = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<54> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-remark @+1 {{left as TOSA: the input of a mean (tosa.reduce_sum) that stays TOSA}}
  %c = tosa.rescale %x, %one, %thirty, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x4096x4096x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x4096x4096x1xi32>
  %h = tosa.reduce_sum %c {axis = 1 : i32} : (tensor<1x4096x4096x1xi32>) -> tensor<1x1x4096x1xi32>
  %sum = tosa.reduce_sum %h {axis = 2 : i32} : (tensor<1x1x4096x1xi32>) -> tensor<1x1x1x1xi32>
  // expected-remark @+1 {{left as TOSA: a window whose sum may overflow TOSA's i32 accumulator}}
  %r = tosa.rescale %sum, %m, %s, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x1x1x1xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x1x1xi8>
  return %r : tensor<1x1x1x1xi8>
}

// -----

// A product whose input reaches the mul through a reshape that reorders its
// values ([2, 3] read as [3, 2]) is not a broadcast of that input.
// CHECK-LABEL: func.func @mul_input_reshaped_otherwise
// CHECK-NOT: quantkit.
// CHECK: tosa.mul
func.func @mul_input_reshaped_otherwise(%x: tensor<1x1x3x2xi8>, %y: tensor<2x3xi8>) -> tensor<1x1x3x2xi8> {
  %one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %thirty = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %shape = tosa.const_shape {values = dense<[1, 1, 3, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  // expected-remark @+1 {{left as TOSA: an input of an i32 tosa.add or tosa.mul that stays TOSA}}
  %cx = tosa.rescale %x, %one, %thirty, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x1x3x2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x1x3x2xi32>
  // expected-remark @+1 {{left as TOSA: an input of an i32 tosa.add or tosa.mul that stays TOSA}}
  %cy = tosa.rescale %y, %one, %thirty, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x3xi32>
  %ry = tosa.reshape %cy, %shape : (tensor<2x3xi32>, !tosa.shape<4>) -> tensor<1x1x3x2xi32>
  %p = tosa.mul %cx, %ry, %zp8 : (tensor<1x1x3x2xi32>, tensor<1x1x3x2xi32>, tensor<1xi8>) -> tensor<1x1x3x2xi32>
  // expected-remark @+1 {{left as TOSA: rhs: an input reshaped otherwise than by dimensions of size 1}}
  %r = tosa.rescale %p, %m, %s, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x1x3x2xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x3x2xi8>
  return %r : tensor<1x1x3x2xi8>
}

// -----

// The same for an add: its constant input reaches the add through a reshape
// that reads [2, 3] as [3, 2].
// CHECK-LABEL: func.func @add_input_reshaped_otherwise
// CHECK-NOT: quantkit.
// CHECK: tosa.add
func.func @add_input_reshaped_otherwise(%x: tensor<1x1x3x2xi8>, %y: tensor<2x3xi8>) -> tensor<1x1x3x2xi8> {
  %m19 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s11 = "tosa.const"() <{values = dense<11> : tensor<1xi8>}> : () -> tensor<1xi8>
  %mo = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %so = "tosa.const"() <{values = dense<49> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %shape = tosa.const_shape {values = dense<[1, 1, 3, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  // expected-remark @+1 {{left as TOSA: an input of an i32 tosa.add or tosa.mul that stays TOSA}}
  %cx = tosa.rescale %x, %m19, %s11, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x1x3x2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x1x3x2xi32>
  // expected-remark @+1 {{left as TOSA: an input of an i32 tosa.add or tosa.mul that stays TOSA}}
  %cy = tosa.rescale %y, %m19, %s11, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x3xi32>
  %ry = tosa.reshape %cy, %shape : (tensor<2x3xi32>, !tosa.shape<4>) -> tensor<1x1x3x2xi32>
  %sum = tosa.add %cx, %ry : (tensor<1x1x3x2xi32>, tensor<1x1x3x2xi32>) -> tensor<1x1x3x2xi32>
  // expected-remark @+1 {{left as TOSA: rhs: an input reshaped otherwise than by dimensions of size 1}}
  %r = tosa.rescale %sum, %mo, %so, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x1x3x2xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x3x2xi8>
  return %r : tensor<1x1x3x2xi8>
}

// -----

// TOSA's i16 x i16 -> i48 matmul (attention in 16x8 mode): QuantKit imports
// i16 activations with i8 weights only.
// CHECK-LABEL: func.func @int16_by_int16_matmul
// CHECK-NOT: quantkit.
// CHECK: tosa.matmul
func.func @int16_by_int16_matmul(%a: tensor<1x2x3xi16>, %b: tensor<1x3x4xi16>) -> tensor<1x2x4xi16> {
  %zp16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %zp48 = "tosa.const"() <{values = dense<0> : tensor<1xi48>}> : () -> tensor<1xi48>
  %m = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<20> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.matmul %a, %b, %zp16, %zp16 : (tensor<1x2x3xi16>, tensor<1x3x4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x2x4xi48>
  // expected-remark @+1 {{left as TOSA: only i8 x i8 -> i32 and i16 x i8 -> i48 contractions are imported}}
  %q = tosa.rescale %acc, %m, %s, %zp48, %zp16 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<1x2x4xi48>, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi16>) -> tensor<1x2x4xi16>
  return %q : tensor<1x2x4xi16>
}

// -----

// Pooling of i32 values.
// CHECK-LABEL: func.func @i32_max_pool
// CHECK-NOT: quantkit.
// CHECK: tosa.max_pool2d
func.func @i32_max_pool(%a: tensor<1x4x4x2xi32>) -> tensor<1x2x2x2xi32> {
  // expected-remark @+1 {{left as TOSA: only statically shaped i8 or i16 pooling is imported}}
  %q = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x2xi32>) -> tensor<1x2x2x2xi32>
  return %q : tensor<1x2x2x2xi32>
}

// -----

// The 16x8 ADD's cast-and-shift input form on a value that is no i8 or i16
// activation (a mask).
// CHECK-LABEL: func.func @int16_add_of_a_mask
// CHECK-NOT: quantkit.
// CHECK: tosa.add
func.func @int16_add_of_a_mask(%a: tensor<4xi1>, %b: tensor<4xi16>) -> tensor<4xi16> {
  %zp16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %k = "tosa.const"() <{values = dense<15> : tensor<1xi32>}> : () -> tensor<1xi32>
  %half = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s31 = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s16 = "tosa.const"() <{values = dense<16> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s44 = "tosa.const"() <{values = dense<44> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ac = tosa.cast %a : (tensor<4xi1>) -> tensor<4xi32>
  %as = tosa.logical_left_shift %ac, %k : (tensor<4xi32>, tensor<1xi32>) -> tensor<4xi32>
  // expected-remark @+1 {{left as TOSA: an input of an i32 tosa.add or tosa.mul that stays TOSA}}
  %yl = tosa.rescale %as, %half, %s31, %zp32, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  // expected-remark @+1 {{left as TOSA: an input of an i32 tosa.add or tosa.mul that stays TOSA}}
  %yr = tosa.rescale %b, %half, %s16, %zp16, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<4xi32>
  %sum = tosa.add %yl, %yr : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  // expected-remark @+1 {{left as TOSA: lhs: an input of the add is not an i8 or i16 value shifted to i32}}
  %q = tosa.rescale %sum, %half, %s44, %zp32, %zp16 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<4xi16>
  return %q : tensor<4xi16>
}

// -----

// The two-step form of an int8 ADD input whose first rescale is by 2^19,
// not quantkit.add's 2^20.
// CHECK-LABEL: func.func @add_two_steps_by_2_19
// CHECK-NOT: quantkit.
// CHECK: tosa.add
func.func @add_two_steps_by_2_19(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %half = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s11 = "tosa.const"() <{values = dense<11> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s12 = "tosa.const"() <{values = dense<12> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s31 = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s50 = "tosa.const"() <{values = dense<50> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @+1 {{left as TOSA: an input of an i32 tosa.add or tosa.mul that stays TOSA}}
  %al = tosa.rescale %a, %half, %s11, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  // expected-remark @+1 {{left as TOSA: an input of an i32 tosa.add or tosa.mul that stays TOSA}}
  %yl = tosa.rescale %al, %half, %s31, %zp32, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  // expected-remark @+1 {{left as TOSA: an input of an i32 tosa.add or tosa.mul that stays TOSA}}
  %yr = tosa.rescale %b, %half, %s12, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  %sum = tosa.add %yl, %yr : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  // expected-remark @+1 {{left as TOSA: lhs: an input rescaled in two steps whose first is not the exact shift by 2^20}}
  %q = tosa.rescale %sum, %half, %s50, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<4xi8>
  return %q : tensor<4xi8>
}

// -----

// A transposed convolution is imported with its filter turned at compile
// time: one computed at run time stays TOSA.
// CHECK-LABEL: func.func @transpose_conv_runtime_filter
// CHECK-NOT: quantkit.
// CHECK: tosa.transpose_conv2d
func.func @transpose_conv_runtime_filter(%x: tensor<1x2x2x3xi8>, %w: tensor<4x3x3x3xi8>) -> tensor<1x4x4x4xi8> {
  %b = "tosa.const"() <{values = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<36> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = i32, out_pad = array<i64: 0, -1, 0, -1>, stride = array<i64: 2, 2>} : (tensor<1x2x2x3xi8>, tensor<4x3x3x3xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x4xi32>
  // expected-remark @+1 {{left as TOSA: a tosa.transpose_conv2d whose filter is not a constant (it is turned by 180 degrees at compile time)}}
  %r = tosa.rescale %acc, %m, %s, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x4x4x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x4x4x4xi8>
  return %r : tensor<1x4x4x4xi8>
}

// -----

// A bilinear resize's sum is imported with the one rescale after it: read
// twice, it stays TOSA and so do both rescales.
// CHECK-LABEL: func.func @bilinear_sum_read_twice
// CHECK-NOT: quantkit.
// CHECK: tosa.resize
func.func @bilinear_sum_read_twice(%x: tensor<1x2x2x3xi8>) -> (tensor<1x4x4x3xi8>, tensor<1x4x4x3xi8>) {
  %s = tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<-1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %n = "tosa.const"() <{values = dense<34> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-remark @+1 {{left as TOSA: its sum is not requantized by one tosa.rescale}}
  %r = tosa.resize %x, %s, %o, %b {mode = BILINEAR} : (tensor<1x2x2x3xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x4x4x3xi32>
  // expected-remark @+1 {{left as TOSA: the sum of a bilinear tosa.resize has other users}}
  %q1 = tosa.rescale %r, %m, %n, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x4x4x3xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x4x4x3xi8>
  // expected-remark @+1 {{left as TOSA: the sum of a bilinear tosa.resize has other users}}
  %q2 = tosa.rescale %r, %m, %n, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x4x4x3xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x4x4x3xi8>
  return %q1, %q2 : tensor<1x4x4x3xi8>, tensor<1x4x4x3xi8>
}

// -----

// quantkit.resize has one requantization multiplier.
// CHECK-LABEL: func.func @bilinear_per_channel
// CHECK-NOT: quantkit.
// CHECK: tosa.resize
func.func @bilinear_per_channel(%x: tensor<1x2x2x2xi8>) -> tensor<1x4x4x2xi8> {
  %s = tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<-1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %m = "tosa.const"() <{values = dense<[1073741824, 1342177280]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %n = "tosa.const"() <{values = dense<34> : tensor<2xi8>}> : () -> tensor<2xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %r = tosa.resize %x, %s, %o, %b {mode = BILINEAR} : (tensor<1x2x2x2xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x4x4x2xi32>
  // expected-remark @+1 {{left as TOSA: a per-channel rescale of a bilinear resize}}
  %q = tosa.rescale %r, %m, %n, %zp32, %zp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x4x4x2xi32>, tensor<2xi32>, tensor<2xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x4x4x2xi8>
  return %q : tensor<1x4x4x2xi8>
}

// -----

// TOSA's verifier takes any positive ratio; quantkit.resize only TOSA's
// level limits (numerators up to 2048).
// CHECK-LABEL: func.func @nearest_numerator_above_2048
// CHECK-NOT: quantkit.
// CHECK: tosa.resize
func.func @nearest_numerator_above_2048(%x: tensor<1x2x2x1xi8>) -> tensor<1x3x3x1xi8> {
  %s = tosa.const_shape {values = dense<[4096, 4096, 4096, 4096]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<4096> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-remark @+1 {{left as TOSA: scale numerator along y is 4096, more than 2048 (resize_c2, resize_c3)}}
  %r = tosa.resize %x, %s, %o, %b {mode = NEAREST_NEIGHBOR} : (tensor<1x2x2x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x1xi8>
  return %r : tensor<1x3x3x1xi8>
}

// -----

// A float resize is quantkit-fuse's: no remark.
// CHECK-LABEL: func.func @float_resize
// CHECK: tosa.resize
func.func @float_resize(%x: tensor<1x2x2x1xf32>) -> tensor<1x4x4x1xf32> {
  %s = tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<-1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %x, %s, %o, %b {mode = BILINEAR} : (tensor<1x2x2x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x4x4x1xf32>
  return %r : tensor<1x4x4x1xf32>
}
