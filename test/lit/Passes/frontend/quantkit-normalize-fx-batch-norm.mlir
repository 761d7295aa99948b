// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(quantkit-normalize)' | FileCheck %s

// Batch norm as today's torch-mlir (fx importer) writes it: rsqrt(var + eps)
// computed at run time by two one-op generics on the constant variance
// (eps an f64 constant truncated in the body), then (x - mean) * that *
// gamma + beta as one-op generics reading [C, 1, 1] constants through
// (d1, 0, 0). quantkit-normalize evaluates the two generics into a constant
// and folds the whole chain into the convolution.
// mean = [1, 2], var = [4, 0.25] + eps 0, gamma = [2, 3], beta = [0.5, -1]:
// a = gamma * rsqrt(var) = [1, 6], b = beta - a * mean = [-0.5, -13]; the
// filter [1, 2] becomes [1, 12] (the 5-input case of
// quantkit-normalize-weights.mlir, same numbers).
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
// CHECK-LABEL: func.func @fx_batch_norm
// CHECK: %[[W:.*]] = arith.constant dense<{{\[\[\[\[}}1.000000e+00]]], {{\[\[\[}}1.200000e+01]]]]> : tensor<2x1x1x1xf32>
// CHECK: %[[C:.*]] = linalg.conv_2d_{{.*}} ins(%{{.*}}, %[[W]] :
// CHECK: %[[B:.*]] = arith.constant dense<[-5.000000e-01, -1.300000e+01]> : tensor<2xf32>
// CHECK: linalg.generic {{.*}} ins(%[[C]], %[[B]] :
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.addf
// CHECK-NEXT: linalg.yield
// CHECK-NOT: linalg.generic
func.func @fx_batch_norm(%x: tensor<1x1x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %w = arith.constant dense<[[[[1.0]]], [[[2.0]]]]> : tensor<2x1x1x1xf32>
  %gamma = arith.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %beta = arith.constant dense<[0.5, -1.0]> : tensor<2xf32>
  %mean = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %var = arith.constant dense<[4.0, 0.25]> : tensor<2xf32>
  %eps = arith.constant 0.0 : f64
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x1x3x3xf32>, tensor<2x1x1x1xf32>) outs(%f : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %v0 = tensor.empty() : tensor<2xf32>
  %v1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%var : tensor<2xf32>) outs(%v0 : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.truncf %eps : f64 to f32
    %1 = arith.addf %in, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<2xf32>
  %v2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%v1 : tensor<2xf32>) outs(%v0 : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.rsqrt %in : f32
    linalg.yield %0 : f32
  } -> tensor<2xf32>
  %m3 = tensor.expand_shape %mean [[0, 1, 2]] output_shape [2, 1, 1] : tensor<2xf32> into tensor<2x1x1xf32>
  %r3 = tensor.expand_shape %v2 [[0, 1, 2]] output_shape [2, 1, 1] : tensor<2xf32> into tensor<2x1x1xf32>
  %g3 = tensor.expand_shape %gamma [[0, 1, 2]] output_shape [2, 1, 1] : tensor<2xf32> into tensor<2x1x1xf32>
  %b3 = tensor.expand_shape %beta [[0, 1, 2]] output_shape [2, 1, 1] : tensor<2xf32> into tensor<2x1x1xf32>
  %s = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %m3 : tensor<1x2x3x3xf32>, tensor<2x1x1xf32>) outs(%e : tensor<1x2x3x3xf32>) {
  ^bb0(%in: f32, %p: f32, %out: f32):
    %0 = arith.subf %in, %p : f32
    linalg.yield %0 : f32
  } -> tensor<1x2x3x3xf32>
  %n = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %r3 : tensor<1x2x3x3xf32>, tensor<2x1x1xf32>) outs(%e : tensor<1x2x3x3xf32>) {
  ^bb0(%in: f32, %p: f32, %out: f32):
    %0 = arith.mulf %in, %p : f32
    linalg.yield %0 : f32
  } -> tensor<1x2x3x3xf32>
  %g = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%n, %g3 : tensor<1x2x3x3xf32>, tensor<2x1x1xf32>) outs(%e : tensor<1x2x3x3xf32>) {
  ^bb0(%in: f32, %p: f32, %out: f32):
    %0 = arith.mulf %in, %p : f32
    linalg.yield %0 : f32
  } -> tensor<1x2x3x3xf32>
  %y = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%g, %b3 : tensor<1x2x3x3xf32>, tensor<2x1x1xf32>) outs(%e : tensor<1x2x3x3xf32>) {
  ^bb0(%in: f32, %p: f32, %out: f32):
    %0 = arith.addf %in, %p : f32
    linalg.yield %0 : f32
  } -> tensor<1x2x3x3xf32>
  return %y : tensor<1x2x3x3xf32>
}

// -----

// The evaluation rounds as the compiled program does: 0.1 + eps 1e-5 (an
// f64 truncated to f32 first), then rsqrt as convert-math-to-llvm lowers
// it, 1 / sqrt with both rounded to f32 (the program JIT-run prints the
// same bits, 0x404A602A, one below the correctly rounded rsqrt); f64
// statistics are computed in f64; a negative variance gives NaN.
#map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @rounding
// (numpy: a = float32(0.1) + float32(1e-5); float32(1) / sqrt(a)).
// CHECK: arith.constant dense<[3.16211939, 0.999994993, 0x{{[7F]}}FC00000]> : tensor<3xf32>
// CHECK: arith.constant dense<[1.000100e-01, 1.000010e+00]> : tensor<2xf64>
// CHECK-NOT: linalg.generic
func.func @rounding() -> (tensor<3xf32>, tensor<2xf64>) {
  %var = arith.constant dense<[0.1, 1.0, -1.0]> : tensor<3xf32>
  %eps = arith.constant 1.0e-5 : f64
  %e = tensor.empty() : tensor<3xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%var : tensor<3xf32>) outs(%e : tensor<3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.truncf %eps : f64 to f32
    %1 = arith.addf %in, %0 : f32
    %2 = math.rsqrt %1 : f32
    linalg.yield %2 : f32
  } -> tensor<3xf32>
  %var64 = arith.constant dense<[0.1, 1.0]> : tensor<2xf64>
  %e64 = tensor.empty() : tensor<2xf64>
  %s = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%var64 : tensor<2xf64>) outs(%e64 : tensor<2xf64>) {
  ^bb0(%in: f64, %out: f64):
    %0 = arith.addf %in, %eps : f64
    linalg.yield %0 : f64
  } -> tensor<2xf64>
  return %r, %s : tensor<3xf32>, tensor<2xf64>
}

// -----

// maximumf / minimumf as IEEE maximum / minimum: -0 is below +0 (a plain
// max of doubles returns its first argument on a tie).
#map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @signed_zero
// CHECK: arith.constant dense<[0.000000e+00, 1.000000e+00]> : tensor<2xf32>
// CHECK: arith.constant dense<[-0.000000e+00, -1.000000e+00]> : tensor<2xf32>
// CHECK-NOT: linalg.generic
func.func @signed_zero() -> (tensor<2xf32>, tensor<2xf32>) {
  %v = arith.constant dense<[-0.0, 1.0]> : tensor<2xf32>
  %w = arith.constant dense<[0.0, -1.0]> : tensor<2xf32>
  %zero = arith.constant 0.0 : f32
  %nzero = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %max = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%v : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.maximumf %in, %zero : f32
    linalg.yield %0 : f32
  } -> tensor<2xf32>
  %min = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%w : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.minimumf %in, %nzero : f32
    linalg.yield %0 : f32
  } -> tensor<2xf32>
  return %max, %min : tensor<2xf32>, tensor<2xf32>
}

// -----

// Not evaluated: an input that is not a constant, a body operation outside
// the float arithmetic list (math.exp), an input read through a
// broadcasting map, a result of more than 65536 elements, and a body with
// an operation that is no float arithmetic and has no result (an assert
// that fails), and a truncf that rounds downward.
#map = affine_map<(d0) -> (d0)>
#bcast = affine_map<(d0) -> (0)>
// CHECK-LABEL: func.func @not_evaluated
// CHECK-COUNT-6: linalg.generic
func.func @not_evaluated(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<65537xf32>, tensor<2xf32>, tensor<2xf32>) {
  %c = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %e = tensor.empty() : tensor<2xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%a, %c : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%c : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x: f32, %out: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  %2 = linalg.generic {indexing_maps = [#bcast, #map], iterator_types = ["parallel"]} ins(%c : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x: f32, %out: f32):
    %s = arith.negf %x : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  %big = arith.constant dense<1.0> : tensor<65537xf32>
  %eb = tensor.empty() : tensor<65537xf32>
  %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%big : tensor<65537xf32>) outs(%eb : tensor<65537xf32>) {
  ^bb0(%x: f32, %out: f32):
    %s = arith.negf %x : f32
    linalg.yield %s : f32
  } -> tensor<65537xf32>
  %false = arith.constant false
  %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%c : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x: f32, %out: f32):
    cf.assert %false, "never folded away"
    linalg.yield %x : f32
  } -> tensor<2xf32>
  %d = arith.constant dense<[0.1, 0.2]> : tensor<2xf64>
  %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%d : tensor<2xf64>) outs(%e : tensor<2xf32>) {
  ^bb0(%x: f64, %out: f32):
    %s = arith.truncf %x downward : f64 to f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<65537xf32>, tensor<2xf32>, tensor<2xf32>
}
