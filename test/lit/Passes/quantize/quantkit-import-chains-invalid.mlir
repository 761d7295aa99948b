// Quantization chains quantkit-import recognises but cannot import exactly
// stay as they are, with a remark at the chain's last generic saying why;
// the pass succeeds (the float chain is a correct program).
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(quantkit-import)' | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#ch0 = affine_map<(d0, d1) -> (d0)>

// math.round rounds half away from zero; quant.qcast rounds half to even.
// CHECK-LABEL: func.func @round_half_away
// CHECK-NOT: quant.qcast
func.func @round_half_away(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s = arith.constant 5.000000e-01 : f32
  %z = arith.constant 0.000000e+00 : f32
  %lo = arith.constant -1.280000e+02 : f32
  %hi = arith.constant 1.270000e+02 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-remark @+1 {{quantization chain left in floating point: it rounds half away from zero (math.round)}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.divf %in, %s : f32
    %2 = math.round %1 : f32
    %3 = arith.addf %2, %z : f32
    %4 = arith.maximumf %3, %lo : f32
    %5 = arith.minimumf %4, %hi : f32
    %6 = arith.mulf %5, %s : f32
    linalg.yield %6 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#ch0 = affine_map<(d0, d1) -> (d0)>

// x * (1/s) with 1/s not a power of two is not x / s.
func.func @reciprocal_scale(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %inv = arith.constant 3.000000e+00 : f32
  %s = arith.constant 0.333333343 : f32
  %z = arith.constant 0.000000e+00 : f32
  %lo = arith.constant -1.280000e+02 : f32
  %hi = arith.constant 1.270000e+02 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-remark @+1 {{it multiplies by 3, not a power of two}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.mulf %in, %inv : f32
    %2 = math.roundeven %1 : f32
    %3 = arith.addf %2, %z : f32
    %4 = arith.maximumf %3, %lo : f32
    %5 = arith.minimumf %4, %hi : f32
    %6 = arith.mulf %5, %s : f32
    linalg.yield %6 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#ch0 = affine_map<(d0, d1) -> (d0)>

// A scale that is a function argument is not a model constant.
func.func @runtime_scale(%x: tensor<4x8xf32>, %s: f32) -> tensor<4x8xf32> {
  %z = arith.constant 0.000000e+00 : f32
  %lo = arith.constant -1.280000e+02 : f32
  %hi = arith.constant 1.270000e+02 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-remark @+1 {{the scale is not a constant}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.divf %in, %s : f32
    %2 = math.roundeven %1 : f32
    %3 = arith.addf %2, %z : f32
    %4 = arith.maximumf %3, %lo : f32
    %5 = arith.minimumf %4, %hi : f32
    %6 = arith.mulf %5, %s : f32
    linalg.yield %6 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#ch0 = affine_map<(d0, d1) -> (d0)>

// Non-positive and non-finite scales.
func.func @bad_scales(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %neg = arith.constant -5.000000e-01 : f32
  %inf = arith.constant 0x7F800000 : f32
  %z = arith.constant 0.000000e+00 : f32
  %lo = arith.constant -1.280000e+02 : f32
  %hi = arith.constant 1.270000e+02 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-remark @+1 {{its scale -0.5 is not positive and finite}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.divf %in, %neg : f32
    %2 = math.roundeven %1 : f32
    %3 = arith.addf %2, %z : f32
    %4 = arith.maximumf %3, %lo : f32
    %5 = arith.minimumf %4, %hi : f32
    %6 = arith.mulf %5, %neg : f32
    linalg.yield %6 : f32
  } -> tensor<4x8xf32>
  // expected-remark @+1 {{its scale inf is not positive and finite}}
  %7 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.divf %in, %inf : f32
    %2 = math.roundeven %1 : f32
    %3 = arith.addf %2, %z : f32
    %4 = arith.maximumf %3, %lo : f32
    %5 = arith.minimumf %4, %hi : f32
    %6 = arith.mulf %5, %inf : f32
    linalg.yield %6 : f32
  } -> tensor<4x8xf32>
  return %0, %7 : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#ch0 = affine_map<(d0, d1) -> (d0)>

// A zero point outside the clamp range, and a clamp wider than the i8 the
// quantize converts to (fptosi would be poison beyond it).
func.func @bad_ranges(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %s = arith.constant 5.000000e-01 : f32
  %zp = arith.constant 2.000000e+02 : f32
  %z = arith.constant 0.000000e+00 : f32
  %lo = arith.constant -1.280000e+02 : f32
  %hi = arith.constant 1.270000e+02 : f32
  %hi2 = arith.constant 2.550000e+02 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-remark @+1 {{its zero point 200 is not an integer in [-128, 127]}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.divf %in, %s : f32
    %2 = math.roundeven %1 : f32
    %3 = arith.addf %2, %zp : f32
    %4 = arith.maximumf %3, %lo : f32
    %5 = arith.minimumf %4, %hi : f32
    %6 = arith.subf %5, %zp : f32
    %7 = arith.mulf %6, %s : f32
    linalg.yield %7 : f32
  } -> tensor<4x8xf32>
  %ei = tensor.empty() : tensor<4x8xi8>
  %q = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%ei : tensor<4x8xi8>) {
  ^bb0(%in: f32, %out: i8):
    %1 = arith.divf %in, %s : f32
    %2 = math.roundeven %1 : f32
    %3 = arith.addf %2, %z : f32
    %4 = arith.maximumf %3, %lo : f32
    %5 = arith.minimumf %4, %hi2 : f32
    %6 = arith.fptosi %5 : f32 to i8
    linalg.yield %6 : i8
  } -> tensor<4x8xi8>
  // expected-remark @+1 {{it clamps to [-128, 255], wider than its i8 storage}}
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%q : tensor<4x8xi8>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: i8, %out: f32):
    %1 = arith.sitofp %in : i8 to f32
    %2 = arith.mulf %1, %s : f32
    linalg.yield %2 : f32
  } -> tensor<4x8xf32>
  return %0, %d : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#ch0 = affine_map<(d0, d1) -> (d0)>

// Per-channel parameters on a dimension whose size is not known to match.
func.func @channel_count(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %scales = arith.constant dense<[0.5, 0.25, 0.125]> : tensor<3xf32>
  %z = arith.constant 0.000000e+00 : f32
  %lo = arith.constant -1.280000e+02 : f32
  %hi = arith.constant 1.270000e+02 : f32
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %e = tensor.empty(%n) : tensor<?x8xf32>
  // expected-remark @+1 {{it has 3 per-channel parameters for dimension 0 of size ?}}
  %0 = linalg.generic {indexing_maps = [#id, #ch0, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %scales : tensor<?x8xf32>, tensor<3xf32>) outs(%e : tensor<?x8xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %1 = arith.divf %in, %s : f32
    %2 = math.roundeven %1 : f32
    %3 = arith.addf %2, %z : f32
    %4 = arith.maximumf %3, %lo : f32
    %5 = arith.minimumf %4, %hi : f32
    %6 = arith.mulf %5, %s : f32
    linalg.yield %6 : f32
  } -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#ch0 = affine_map<(d0, d1) -> (d0)>

// Quantize and dequantize with different scales are no single type.
func.func @mismatched_pair(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s = arith.constant 5.000000e-01 : f32
  %s2 = arith.constant 2.500000e-01 : f32
  %z = arith.constant 0.000000e+00 : f32
  %lo = arith.constant -1.280000e+02 : f32
  %hi = arith.constant 1.270000e+02 : f32
  %ei = tensor.empty() : tensor<4x8xi8>
  %q = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%ei : tensor<4x8xi8>) {
  ^bb0(%in: f32, %out: i8):
    %1 = arith.divf %in, %s : f32
    %2 = math.roundeven %1 : f32
    %3 = arith.addf %2, %z : f32
    %4 = arith.maximumf %3, %lo : f32
    %5 = arith.minimumf %4, %hi : f32
    %6 = arith.fptosi %5 : f32 to i8
    linalg.yield %6 : i8
  } -> tensor<4x8xi8>
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-remark @+1 {{the quantize and the dequantize use different parameters}}
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%q : tensor<4x8xi8>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: i8, %out: f32):
    %1 = arith.sitofp %in : i8 to f32
    %2 = arith.mulf %1, %s2 : f32
    linalg.yield %2 : f32
  } -> tensor<4x8xf32>
  return %d : tensor<4x8xf32>
}
