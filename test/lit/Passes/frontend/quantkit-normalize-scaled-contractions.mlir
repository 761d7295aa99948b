// quantkit-normalize moves constant factors of the operands of a product of
// two run-time values past it (ScaledContractions.cpp): torch-mlir's
// scaled_dot_product_attention scales the queries and the keys by
// sqrt(1 / sqrt(d)) each, the keys through a transpose; the product of the
// factors goes on the result, after the reshapes that follow it, where the
// softmax takes it as beta (after the product's statistics, which describe
// it without the factor). A product with a constant operand (a layer's
// weights) and one not from zero keep their factors.
// RUN: %quantkit-opt %s -split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-normalize)' | FileCheck %s
// RUN: %quantkit-opt %s -split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-normalize,quantkit-fuse{target=tflite-int8})' \
// RUN:   | FileCheck %s --check-prefix=FUSE

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#max = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#row = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>

// CHECK-LABEL: func.func @attention_scores
// CHECK: %[[P0:.*]] = linalg.batch_matmul ins(%{{.*}}, %{{.*}} : tensor<4x3x8xf32>, tensor<4x8x3xf32>)
// CHECK: %[[P:.*]] = quantkit.stats %[[P0]]
// CHECK: %[[E:.*]] = tensor.expand_shape %[[P]]
// CHECK: %[[F:.*]] = arith.constant 2.500000e-01 : f32
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%[[E]] : tensor<1x4x3x3xf32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.mulf %{{.*}}, %[[F]] : f32
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[S]] : tensor<1x4x3x3xf32>)
// That product is the softmax's x * 0.25 (matchSoftmax: beta 0.25).
// FUSE-LABEL: func.func @attention_scores
// FUSE: quantkit.region "softmax"(%{{.*}}) in [f32]
// FUSE: arith.mulf
// FUSE: quantkit.return
func.func @attention_scores(%q0: tensor<1x4x3x8xf32>, %k0: tensor<1x4x3x8xf32>) -> tensor<1x4x3x3xf32> {
  %q = quantkit.stats %q0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<1x4x3x8xf32>
  %k = quantkit.stats %k0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<1x4x3x8xf32>
  %half = arith.constant 5.000000e-01 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %minf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x4x3x8xf32>
  %qs = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q : tensor<1x4x3x8xf32>) outs(%e : tensor<1x4x3x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %half : f32
    linalg.yield %0 : f32
  } -> tensor<1x4x3x8xf32>
  %et = tensor.empty() : tensor<1x4x8x3xf32>
  %kt = linalg.transpose ins(%k : tensor<1x4x3x8xf32>) outs(%et : tensor<1x4x8x3xf32>) permutation = [0, 1, 3, 2]
  %ks = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%kt : tensor<1x4x8x3xf32>) outs(%et : tensor<1x4x8x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %half : f32
    linalg.yield %0 : f32
  } -> tensor<1x4x8x3xf32>
  %qc = tensor.collapse_shape %qs [[0, 1], [2], [3]] : tensor<1x4x3x8xf32> into tensor<4x3x8xf32>
  %kc = tensor.collapse_shape %ks [[0, 1], [2], [3]] : tensor<1x4x8x3xf32> into tensor<4x8x3xf32>
  %ep = tensor.empty() : tensor<4x3x3xf32>
  %fp = linalg.fill ins(%zero : f32) outs(%ep : tensor<4x3x3xf32>) -> tensor<4x3x3xf32>
  %p0 = linalg.batch_matmul ins(%qc, %kc : tensor<4x3x8xf32>, tensor<4x8x3xf32>) outs(%fp : tensor<4x3x3xf32>) -> tensor<4x3x3xf32>
  %p = quantkit.stats %p0 {layerStats = dense<[-12.0, 12.0]> : tensor<2xf32>} : tensor<4x3x3xf32>
  %x = tensor.expand_shape %p [[0, 1], [2], [3]] output_shape [1, 4, 3, 3] : tensor<4x3x3xf32> into tensor<1x4x3x3xf32>
  %em = tensor.empty() : tensor<1x4x3xf32>
  %fm = linalg.fill ins(%minf : f32) outs(%em : tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
  %m = linalg.generic {indexing_maps = [#map, #max], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x : tensor<1x4x3x3xf32>) outs(%fm : tensor<1x4x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.maximumf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<1x4x3xf32>
  %mk = tensor.expand_shape %m [[0], [1], [2, 3]] output_shape [1, 4, 3, 1] : tensor<1x4x3xf32> into tensor<1x4x3x1xf32>
  %ex = tensor.empty() : tensor<1x4x3x3xf32>
  %exp = linalg.generic {indexing_maps = [#map, #row, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %mk : tensor<1x4x3x3xf32>, tensor<1x4x3x1xf32>) outs(%ex : tensor<1x4x3x3xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %0 = arith.subf %in, %in_0 : f32
    %1 = math.exp %0 : f32
    linalg.yield %1 : f32
  } -> tensor<1x4x3x3xf32>
  %es = tensor.empty() : tensor<1x4x3x1xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<1x4x3x1xf32>) -> tensor<1x4x3x1xf32>
  %s = linalg.generic {indexing_maps = [#map, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%exp : tensor<1x4x3x3xf32>) outs(%fs : tensor<1x4x3x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<1x4x3x1xf32>
  %y = linalg.generic {indexing_maps = [#map, #row, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%exp, %s : tensor<1x4x3x3xf32>, tensor<1x4x3x1xf32>) outs(%ex : tensor<1x4x3x3xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %0 = arith.divf %in, %in_0 : f32
    linalg.yield %0 : f32
  } -> tensor<1x4x3x3xf32>
  return %y : tensor<1x4x3x3xf32>
}

// -----

// A linear layer (constant weights) keeps the factor of its input before it.

#id = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @constant_weights
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK: linalg.matmul
// CHECK-NOT: arith.mulf
func.func @constant_weights(%x: tensor<2x4xf32>) -> tensor<2x3xf32> {
  %c = arith.constant 3.000000e+00 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %w = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0], [1.0, 0.5, 0.25]]> : tensor<4x3xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %xs = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %c, %in : f32
    linalg.yield %0 : f32
  } -> tensor<2x4xf32>
  %ep = tensor.empty() : tensor<2x3xf32>
  %fp = linalg.fill ins(%zero : f32) outs(%ep : tensor<2x3xf32>) -> tensor<2x3xf32>
  %y = linalg.matmul ins(%xs, %w : tensor<2x4xf32>, tensor<4x3xf32>) outs(%fp : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %y : tensor<2x3xf32>
}

// -----

// A product of two run-time values into an accumulator that is not zero
// keeps its factors: c * (a b) + acc is not (c a) b + acc.

#id = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @accumulating
// CHECK: arith.mulf
// CHECK: linalg.matmul
// CHECK-NOT: arith.mulf
func.func @accumulating(%a: tensor<2x4xf32>, %b: tensor<4x3xf32>, %acc: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %c = arith.constant 3.000000e+00 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %as = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %c : f32
    linalg.yield %0 : f32
  } -> tensor<2x4xf32>
  %y = linalg.matmul ins(%as, %b : tensor<2x4xf32>, tensor<4x3xf32>) outs(%acc : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %y : tensor<2x3xf32>
}

// -----

// Run-time operands, one of them divided by a constant (the ONNX form) and
// the other multiplied: 0.5 / 4 on the result.

#id = affine_map<(d0, d1) -> (d0, d1)>
#scalar = affine_map<(d0, d1) -> ()>

// CHECK-LABEL: func.func @divided
// CHECK: %[[P:.*]] = linalg.matmul
// CHECK: %[[F:.*]] = arith.constant 1.250000e-01 : f32
// CHECK: linalg.generic {{.*}} ins(%[[P]] : tensor<2x3xf32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.mulf %{{.*}}, %[[F]] : f32
func.func @divided(%a: tensor<2x4xf32>, %b: tensor<4x3xf32>) -> tensor<2x3xf32> {
  %four = arith.constant dense<4.000000e+00> : tensor<f32>
  %half = arith.constant 5.000000e-01 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %as = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %four : tensor<2x4xf32>, tensor<f32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %0 = arith.divf %in, %in_0 : f32
    linalg.yield %0 : f32
  } -> tensor<2x4xf32>
  %eb = tensor.empty() : tensor<4x3xf32>
  %bs = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<4x3xf32>) outs(%eb : tensor<4x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %half, %in : f32
    linalg.yield %0 : f32
  } -> tensor<4x3xf32>
  %ep = tensor.empty() : tensor<2x3xf32>
  %fp = linalg.fill ins(%zero : f32) outs(%ep : tensor<2x3xf32>) -> tensor<2x3xf32>
  %y = linalg.matmul ins(%as, %bs : tensor<2x4xf32>, tensor<4x3xf32>) outs(%fp : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %y : tensor<2x3xf32>
}

// -----

// The ONNX importer's GELU before a projection: its last step `* 0.5` stays
// with it (an activation matcher reads the chain whole), and the weight,
// broadcast to the batch by a copying generic, is a compile-time operand.

#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#w = affine_map<(d0, d1, d2) -> (d1, d2)>

// CHECK-LABEL: func.func @gelu_before_projection
// CHECK: math.erf
// CHECK: arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK: linalg.batch_matmul
// CHECK-NOT: arith.mulf
// CHECK: return
func.func @gelu_before_projection(%x: tensor<1x2x4xf32>) -> tensor<1x2x3xf32> {
  %half = arith.constant 5.000000e-01 : f32
  %one = arith.constant 1.000000e+00 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %w = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0], [1.0, 0.5, 0.25]]> : tensor<4x3xf32>
  %e = tensor.empty() : tensor<1x2x4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<1x2x4xf32>) outs(%e : tensor<1x2x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.erf %in : f32
    %1 = arith.addf %0, %one : f32
    %2 = arith.mulf %in, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<1x2x4xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%g : tensor<1x2x4xf32>) outs(%e : tensor<1x2x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %half : f32
    linalg.yield %0 : f32
  } -> tensor<1x2x4xf32>
  %ew = tensor.empty() : tensor<1x4x3xf32>
  %wb = linalg.generic {indexing_maps = [#w, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%w : tensor<4x3xf32>) outs(%ew : tensor<1x4x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x3xf32>
  %ep = tensor.empty() : tensor<1x2x3xf32>
  %fp = linalg.fill ins(%zero : f32) outs(%ep : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %y = linalg.batch_matmul ins(%h, %wb : tensor<1x2x4xf32>, tensor<1x4x3xf32>) outs(%fp : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  return %y : tensor<1x2x3xf32>
}

// -----

// The same GELU before a product with a run-time value: its `* 0.5` still
// stays with it.

#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>

// CHECK-LABEL: func.func @gelu_before_product
// CHECK: math.erf
// CHECK: arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK: linalg.batch_matmul
// CHECK-NOT: arith.mulf
// CHECK: return
func.func @gelu_before_product(%x: tensor<1x2x4xf32>, %b: tensor<1x4x3xf32>) -> tensor<1x2x3xf32> {
  %half = arith.constant 5.000000e-01 : f32
  %one = arith.constant 1.000000e+00 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<1x2x4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<1x2x4xf32>) outs(%e : tensor<1x2x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.erf %in : f32
    %1 = arith.addf %0, %one : f32
    %2 = arith.mulf %in, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<1x2x4xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%g : tensor<1x2x4xf32>) outs(%e : tensor<1x2x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %half : f32
    linalg.yield %0 : f32
  } -> tensor<1x2x4xf32>
  %ep = tensor.empty() : tensor<1x2x3xf32>
  %fp = linalg.fill ins(%zero : f32) outs(%ep : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %y = linalg.batch_matmul ins(%h, %b : tensor<1x2x4xf32>, tensor<1x4x3xf32>) outs(%fp : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  return %y : tensor<1x2x3xf32>
}
