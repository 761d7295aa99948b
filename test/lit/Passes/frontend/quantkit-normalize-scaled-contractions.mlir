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

// -----

// torch-to-tosa's form (fxnets.py --tosa attention): the queries and the
// transposed keys each `tosa.mul` by a splat 0.5, reshaped to rank 3 for
// tosa.matmul; the product 0.25 goes after the reshape back to rank 4, where
// the guarded TOSA softmax reads it (guard included) and takes it as beta.

// CHECK-LABEL: func.func @tosa_attention_scores
// CHECK-NOT: tosa.mul %{{.*}}, %{{.*}}, %{{.*}} : (tensor<1x2x
// CHECK: %[[P:.*]] = tosa.matmul
// CHECK: %[[R:.*]] = tosa.reshape %[[P]]
// CHECK: %[[F:.*]] = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}>
// CHECK: %[[S:.*]] = tosa.mul %[[R]], %[[F]], %{{.*}} : (tensor<1x2x3x3xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>)
// CHECK: tosa.reduce_max %[[S]]
// CHECK: tosa.cast %[[S]]
// FUSE-LABEL: func.func @tosa_attention_scores
// FUSE: quantkit.region "softmax"
// FUSE-NOT: tosa.matmul
// FUSE: quantkit.return
func.func @tosa_attention_scores(%q: tensor<1x2x3x4xf32>, %k: tensor<1x2x3x4xf32>) -> tensor<1x2x3x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %half = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %minf = "tosa.const"() <{values = dense<0xFFF0000000000000> : tensor<1x1x1x1xf64>}> : () -> tensor<1x1x1x1xf64>
  %zeros = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x2x3x3xf32>}> : () -> tensor<1x2x3x3xf32>
  %s3q = tosa.const_shape {values = dense<[2, 3, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %s3k = tosa.const_shape {values = dense<[2, 4, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %s4 = tosa.const_shape {values = dense<[1, 2, 3, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %qs = tosa.mul %q, %half, %shift : (tensor<1x2x3x4xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x2x3x4xf32>
  %kt = tosa.transpose %k {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x2x3x4xf32>) -> tensor<1x2x4x3xf32>
  %ks = tosa.mul %kt, %half, %shift : (tensor<1x2x4x3xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x2x4x3xf32>
  %qr = tosa.reshape %qs, %s3q : (tensor<1x2x3x4xf32>, !tosa.shape<3>) -> tensor<2x3x4xf32>
  %kr = tosa.reshape %ks, %s3k : (tensor<1x2x4x3xf32>, !tosa.shape<3>) -> tensor<2x4x3xf32>
  %p = tosa.matmul %qr, %kr, %zp, %zp : (tensor<2x3x4xf32>, tensor<2x4x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3x3xf32>
  %x = tosa.reshape %p, %s4 : (tensor<2x3x3xf32>, !tosa.shape<4>) -> tensor<1x2x3x3xf32>
  %m = tosa.reduce_max %x {axis = 3 : i32} : (tensor<1x2x3x3xf32>) -> tensor<1x2x3x1xf32>
  %d = tosa.sub %x, %m : (tensor<1x2x3x3xf32>, tensor<1x2x3x1xf32>) -> tensor<1x2x3x3xf32>
  %e = tosa.exp %d : (tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %s = tosa.reduce_sum %e {axis = 3 : i32} : (tensor<1x2x3x3xf32>) -> tensor<1x2x3x1xf32>
  %r = tosa.reciprocal %s : (tensor<1x2x3x1xf32>) -> tensor<1x2x3x1xf32>
  %y = tosa.mul %e, %r, %shift : (tensor<1x2x3x3xf32>, tensor<1x2x3x1xf32>, tensor<1xi8>) -> tensor<1x2x3x3xf32>
  %xd = tosa.cast %x : (tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf64>
  %eq = tosa.equal %xd, %minf : (tensor<1x2x3x3xf64>, tensor<1x1x1x1xf64>) -> tensor<1x2x3x3xi1>
  %all = tosa.reduce_all %eq {axis = 3 : i32} : (tensor<1x2x3x3xi1>) -> tensor<1x2x3x1xi1>
  %g = tosa.select %all, %zeros, %y : (tensor<1x2x3x1xi1>, tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %g : tensor<1x2x3x3xf32>
}

// -----

// tosa.matmul with constant weights (a linear layer) keeps its input's
// factor before it.

// CHECK-LABEL: func.func @tosa_constant_weights
// CHECK: tosa.mul %arg0
// CHECK: tosa.matmul
// CHECK-NOT: tosa.mul
func.func @tosa_constant_weights(%x: tensor<1x2x4xf32>) -> tensor<1x2x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c = "tosa.const"() <{values = dense<3.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %w = "tosa.const"() <{values = dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0], [1.0, 0.5, 0.25]]]> : tensor<1x4x3xf32>}> : () -> tensor<1x4x3xf32>
  %xs = tosa.mul %x, %c, %shift : (tensor<1x2x4xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x2x4xf32>
  %y = tosa.matmul %xs, %w, %zp, %zp : (tensor<1x2x4xf32>, tensor<1x4x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x3xf32>
  return %y : tensor<1x2x3xf32>
}

// -----

// Run-time operands, the factor on the left of the one and a TOSA GELU's
// last step on the other: 3 moves past the product, GELU's 0.5 stays.

// CHECK-LABEL: func.func @tosa_factor_left_and_gelu
// CHECK: tosa.erf
// CHECK: %[[H:.*]] = tosa.mul %{{.*}}, %{{.*}}, %{{.*}} : (tensor<1x1x1xf32>, tensor<1x2x4xf32>, tensor<1xi8>)
// CHECK: %[[P:.*]] = tosa.matmul %[[H]], %arg1
// CHECK: %[[F:.*]] = "tosa.const"() <{values = dense<3.000000e+00> : tensor<1x1x1xf32>}>
// CHECK: tosa.mul %[[P]], %[[F]]
func.func @tosa_factor_left_and_gelu(%x: tensor<1x2x4xf32>, %b: tensor<1x4x3xf32>) -> tensor<1x2x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %half = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %one = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %three = "tosa.const"() <{values = dense<3.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %e = tosa.erf %x : (tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
  %a = tosa.add %e, %one : (tensor<1x2x4xf32>, tensor<1x1x1xf32>) -> tensor<1x2x4xf32>
  %h = tosa.mul %half, %a, %shift : (tensor<1x1x1xf32>, tensor<1x2x4xf32>, tensor<1xi8>) -> tensor<1x2x4xf32>
  %bs = tosa.mul %three, %b, %shift : (tensor<1x1x1xf32>, tensor<1x4x3xf32>, tensor<1xi8>) -> tensor<1x4x3xf32>
  %y = tosa.matmul %h, %bs, %zp, %zp : (tensor<1x2x4xf32>, tensor<1x4x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x3xf32>
  return %y : tensor<1x2x3xf32>
}
