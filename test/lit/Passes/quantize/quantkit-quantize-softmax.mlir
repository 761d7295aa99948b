// quantkit-quantize on softmax as front ends decompose it (no front end
// emits a softmax op): torch-mlir's linalg generics (row max with an unused
// argmax, x - max, exp, row sum, division; along the last axis or another),
// scaled_dot_product_attention's guard against rows of -inf after them, the
// ONNX importer's scale division before them, and torch-to-tosa's
// reduce_max / sub / exp / reduce_sum / reciprocal / mul. Each form is taken
// as torch-mlir wrote it (test/realnets/fxnets.py's exporter on
// torch.softmax and nn.MultiheadAttention; onnxnets.py's encoder).
// quantkit-fuse wraps the chain into one 'softmax' region (matchSoftmax),
// quantkit-materialize makes quantkit.softmax with its axis and, where a
// constant positive factor of x only feeds the softmax, that factor as
// beta. tflite-int8 fixes the output at 1/256, -128; tflite-int16x8 at
// 1/32768, 0. Near misses stay float.
// RUN: %quantkit-opt %s -split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-fuse{target=tflite-int8})' \
// RUN:   | FileCheck %s --check-prefix=FUSE
// RUN: %quantkit-opt %s -split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' \
// RUN:   | FileCheck %s
// RUN: %quantkit-opt %s -split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int16x8})' \
// RUN:   | FileCheck %s --check-prefix=INT16

#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>

// FUSE-LABEL: func.func @softmax_last
// FUSE: quantkit.region "softmax"(%{{.*}}) in [f32] out [f32]
// FUSE: math.exp
// FUSE: quantkit.return
// FUSE-NEXT: }
// FUSE-NEXT: return
// CHECK-LABEL: func.func @softmax_last
// CHECK: %[[X:.*]] = quant.qcast %{{.*}} : tensor<2x5x16xf32> to tensor<2x5x16x!quant.uniform<i8:f32, 0.031372549019607843:-1>>
// CHECK: %[[S:.*]] = quantkit.softmax %[[X]] {axis = 2 : i64} : tensor<2x5x16x!quant.uniform<i8:f32, 0.031372549019607843:-1>> -> tensor<2x5x16x!quant.uniform<i8:f32, 3.906250e-03:-128>>
// CHECK: quant.dcast %[[S]]
// CHECK-NOT: math.exp
// INT16-LABEL: func.func @softmax_last
// INT16: quantkit.softmax %{{.*}} {axis = 2 : i64} : tensor<2x5x16x!quant.uniform<i16:f32, 1.2207403790398877E-4>> -> tensor<2x5x16x!quant.uniform<i16:f32, 3.0517578125E-5>>
func.func @softmax_last(%arg0: tensor<2x5x16xf32>) -> tensor<2x5x16xf32> {
  %expanded = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<2x5x16xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %c0_i64 = arith.constant 0 : i64
  %cst_0 = arith.constant 0xFF800000 : f32
  %6 = tensor.empty() : tensor<2x5xi64>
  %7 = linalg.fill ins(%c0_i64 : i64) outs(%6 : tensor<2x5xi64>) -> tensor<2x5xi64>
  %8 = tensor.empty() : tensor<2x5xf32>
  %9 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<2x5xf32>) -> tensor<2x5xf32>
  %10:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded : tensor<2x5x16xf32>) outs(%9, %7 : tensor<2x5xf32>, tensor<2x5xi64>) {
  ^bb0(%in: f32, %out: f32, %out_6: i64):
    %31 = linalg.index 2 : index
    %32 = arith.index_cast %31 : index to i64
    %33 = arith.maximumf %in, %out : f32
    %34 = arith.cmpf ogt, %in, %out : f32
    %35 = arith.select %34, %32, %out_6 : i64
    linalg.yield %33, %35 : f32, i64
  } -> (tensor<2x5xf32>, tensor<2x5xi64>)
  %expanded_4 = tensor.expand_shape %10#0 [[0], [1, 2]] output_shape [2, 5, 1] : tensor<2x5xf32> into tensor<2x5x1xf32>
  %11 = tensor.empty() : tensor<2x5x16xf32>
  %12 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %expanded_4 : tensor<2x5x16xf32>, tensor<2x5x1xf32>) outs(%11 : tensor<2x5x16xf32>) {
  ^bb0(%in: f32, %in_6: f32, %out: f32):
    %31 = arith.subf %in, %in_6 : f32
    linalg.yield %31 : f32
  } -> tensor<2x5x16xf32>
  %13 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<2x5x16xf32>) outs(%11 : tensor<2x5x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %31 = math.exp %in : f32
    linalg.yield %31 : f32
  } -> tensor<2x5x16xf32>
  %14 = tensor.empty() : tensor<2x5x1xf32>
  %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<2x5x1xf32>) -> tensor<2x5x1xf32>
  %16 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<2x5x16xf32>) outs(%15 : tensor<2x5x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %31 = arith.addf %in, %out : f32
    linalg.yield %31 : f32
  } -> tensor<2x5x1xf32>
  %17 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %16 : tensor<2x5x16xf32>, tensor<2x5x1xf32>) outs(%11 : tensor<2x5x16xf32>) {
  ^bb0(%in: f32, %in_6: f32, %out: f32):
    %31 = arith.divf %in, %in_6 : f32
    linalg.yield %31 : f32
  } -> tensor<2x5x16xf32>
  return %17 : tensor<2x5x16xf32>
}

// -----

// torch.softmax(x * 0.25, 1): the product only feeds the softmax, so it
// joins it as beta; the reduction runs along axis 1 of three.

#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>

// FUSE-LABEL: func.func @softmax_dim1_scaled
// FUSE: quantkit.region "softmax"(%{{.*}}) in [f32] out [f32]
// FUSE: arith.mulf
// FUSE: quantkit.return
// CHECK-LABEL: func.func @softmax_dim1_scaled
// CHECK: quantkit.softmax %{{.*}} {axis = 1 : i64, beta = 2.500000e-01 : f64} : tensor<2x5x16x!quant.uniform<i8:f32, 0.031372549019607843:-1>> -> tensor<2x5x16x!quant.uniform<i8:f32, 3.906250e-03:-128>>
// CHECK-NOT: linalg.generic
func.func @softmax_dim1_scaled(%arg0: tensor<2x5x16xf32>) -> tensor<2x5x16xf32> {
  %expanded = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<2x5x16xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %c0_i64 = arith.constant 0 : i64
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_3 = arith.constant 2.500000e-01 : f32
  %11 = tensor.empty() : tensor<2x5x16xf32>
  %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x5x16xf32>) outs(%11 : tensor<2x5x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %31 = arith.mulf %in, %cst_3 : f32
    linalg.yield %31 : f32
  } -> tensor<2x5x16xf32>
  %19 = tensor.empty() : tensor<2x16xi64>
  %20 = linalg.fill ins(%c0_i64 : i64) outs(%19 : tensor<2x16xi64>) -> tensor<2x16xi64>
  %21 = tensor.empty() : tensor<2x16xf32>
  %22 = linalg.fill ins(%cst_0 : f32) outs(%21 : tensor<2x16xf32>) -> tensor<2x16xf32>
  %23:2 = linalg.generic {indexing_maps = [#map2, #map5, #map5], iterator_types = ["parallel", "reduction", "parallel"]} ins(%18 : tensor<2x5x16xf32>) outs(%22, %20 : tensor<2x16xf32>, tensor<2x16xi64>) {
  ^bb0(%in: f32, %out: f32, %out_6: i64):
    %31 = linalg.index 1 : index
    %32 = arith.index_cast %31 : index to i64
    %33 = arith.maximumf %in, %out : f32
    %34 = arith.cmpf ogt, %in, %out : f32
    %35 = arith.select %34, %32, %out_6 : i64
    linalg.yield %33, %35 : f32, i64
  } -> (tensor<2x16xf32>, tensor<2x16xi64>)
  %expanded_5 = tensor.expand_shape %23#0 [[0, 1], [2]] output_shape [2, 1, 16] : tensor<2x16xf32> into tensor<2x1x16xf32>
  %24 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %expanded_5 : tensor<2x5x16xf32>, tensor<2x1x16xf32>) outs(%11 : tensor<2x5x16xf32>) {
  ^bb0(%in: f32, %in_6: f32, %out: f32):
    %31 = arith.subf %in, %in_6 : f32
    linalg.yield %31 : f32
  } -> tensor<2x5x16xf32>
  %25 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x5x16xf32>) outs(%11 : tensor<2x5x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %31 = math.exp %in : f32
    linalg.yield %31 : f32
  } -> tensor<2x5x16xf32>
  %26 = tensor.empty() : tensor<2x1x16xf32>
  %27 = linalg.fill ins(%cst : f32) outs(%26 : tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
  %28 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "reduction", "parallel"]} ins(%25 : tensor<2x5x16xf32>) outs(%27 : tensor<2x1x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %31 = arith.addf %in, %out : f32
    linalg.yield %31 : f32
  } -> tensor<2x1x16xf32>
  %29 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %28 : tensor<2x5x16xf32>, tensor<2x1x16xf32>) outs(%11 : tensor<2x5x16xf32>) {
  ^bb0(%in: f32, %in_6: f32, %out: f32):
    %31 = arith.divf %in, %in_6 : f32
    linalg.yield %31 : f32
  } -> tensor<2x5x16xf32>
  return %29 : tensor<2x5x16xf32>
}

// -----

// scaled_dot_product_attention's softmax (torchvision's ViT through
// torch-mlir's fx importer): the same chain along the last of four axes,
// then select(all(x == -inf), 0, softmax). A quantized x is never -inf, so
// the guard is part of the kernel and goes with it.

#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>

// FUSE-LABEL: func.func @sdpa_guarded
// FUSE: quantkit.region "softmax"(%{{.*}}) in [f32] out [f32]
// FUSE: arith.cmpf oeq
// FUSE: arith.select
// FUSE: quantkit.return
// CHECK-LABEL: func.func @sdpa_guarded
// CHECK: quantkit.softmax %{{.*}} {axis = 3 : i64} : tensor<1x2x3x3x!quant.uniform<i8:f32, 0.031372549019607843:-1>> -> tensor<1x2x3x3x!quant.uniform<i8:f32, 3.906250e-03:-128>>
// CHECK-NOT: linalg.generic
// CHECK-NOT: arith.cmpf
func.func @sdpa_guarded(%arg0: tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %x = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<1x2x3x3xf32>
  %cst_zero = arith.constant dense<0.000000e+00> : tensor<1x2x3x3xf32>
  %c0_i64 = arith.constant 0 : i64
  %cst = arith.constant 0.000000e+00 : f32
  %cst_1 = arith.constant 0xFF800000 : f32
  %cst_29 = arith.constant 0xFFF0000000000000 : f64
  %true = arith.constant true
  %42 = tensor.empty() : tensor<1x2x3xi64>
  %43 = linalg.fill ins(%c0_i64 : i64) outs(%42 : tensor<1x2x3xi64>) -> tensor<1x2x3xi64>
  %44 = tensor.empty() : tensor<1x2x3xf32>
  %45 = linalg.fill ins(%cst_1 : f32) outs(%44 : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %46:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x : tensor<1x2x3x3xf32>) outs(%45, %43 : tensor<1x2x3xf32>, tensor<1x2x3xi64>) {
  ^bb0(%in: f32, %out: f32, %out_119: i64):
    %180 = linalg.index 3 : index
    %181 = arith.index_cast %180 : index to i64
    %182 = arith.maximumf %in, %out : f32
    %183 = arith.cmpf ogt, %in, %out : f32
    %184 = arith.select %183, %181, %out_119 : i64
    linalg.yield %182, %184 : f32, i64
  } -> (tensor<1x2x3xf32>, tensor<1x2x3xi64>)
  %expanded_64 = tensor.expand_shape %46#0 [[0], [1], [2, 3]] output_shape [1, 2, 3, 1] : tensor<1x2x3xf32> into tensor<1x2x3x1xf32>
  %47 = tensor.empty() : tensor<1x2x3x3xf32>
  %48 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %expanded_64 : tensor<1x2x3x3xf32>, tensor<1x2x3x1xf32>) outs(%47 : tensor<1x2x3x3xf32>) {
  ^bb0(%in: f32, %in_119: f32, %out: f32):
    %180 = arith.subf %in, %in_119 : f32
    linalg.yield %180 : f32
  } -> tensor<1x2x3x3xf32>
  %49 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<1x2x3x3xf32>) outs(%47 : tensor<1x2x3x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %180 = math.exp %in : f32
    linalg.yield %180 : f32
  } -> tensor<1x2x3x3xf32>
  %50 = tensor.empty() : tensor<1x2x3x1xf32>
  %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<1x2x3x1xf32>) -> tensor<1x2x3x1xf32>
  %52 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%49 : tensor<1x2x3x3xf32>) outs(%51 : tensor<1x2x3x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %180 = arith.addf %in, %out : f32
    linalg.yield %180 : f32
  } -> tensor<1x2x3x1xf32>
  %53 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %52 : tensor<1x2x3x3xf32>, tensor<1x2x3x1xf32>) outs(%47 : tensor<1x2x3x3xf32>) {
  ^bb0(%in: f32, %in_119: f32, %out: f32):
    %180 = arith.divf %in, %in_119 : f32
    linalg.yield %180 : f32
  } -> tensor<1x2x3x3xf32>
  %54 = tensor.empty() : tensor<1x2x3x3xi1>
  %55 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x2x3x3xf32>) outs(%54 : tensor<1x2x3x3xi1>) {
  ^bb0(%in: f32, %out: i1):
    %180 = arith.extf %in : f32 to f64
    %181 = arith.cmpf oeq, %180, %cst_29 : f64
    linalg.yield %181 : i1
  } -> tensor<1x2x3x3xi1>
  %56 = tensor.empty() : tensor<1x2x3x1xi1>
  %57 = linalg.fill ins(%true : i1) outs(%56 : tensor<1x2x3x1xi1>) -> tensor<1x2x3x1xi1>
  %58 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%55 : tensor<1x2x3x3xi1>) outs(%57 : tensor<1x2x3x1xi1>) {
  ^bb0(%in: i1, %out: i1):
    %180 = arith.andi %in, %out : i1
    linalg.yield %180 : i1
  } -> tensor<1x2x3x1xi1>
  %59 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %cst_zero, %53 : tensor<1x2x3x1xi1>, tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) outs(%47 : tensor<1x2x3x3xf32>) {
  ^bb0(%in: i1, %in_119: f32, %in_120: f32, %out: f32):
    %180 = arith.select %in, %in_119, %in_120 : f32
    linalg.yield %180 : f32
  } -> tensor<1x2x3x3xf32>
  return %59 : tensor<1x2x3x3xf32>
}

// -----

// The same guard choosing another constant than 0 for rows of -inf (the
// realnets harness fills torch's zeros with random data): a quantized row is
// never -inf, so any constant goes with the guard.

#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>

// FUSE-LABEL: func.func @sdpa_guard_constant
// FUSE: quantkit.region "softmax"(%{{.*}}) in [f32] out [f32]
// FUSE: arith.cmpf oeq
// FUSE: arith.select
// FUSE: quantkit.return
// FUSE-NEXT: }
// FUSE-NEXT: return
// CHECK-LABEL: func.func @sdpa_guard_constant
// CHECK: quantkit.softmax %{{.*}} {axis = 3 : i64} : tensor<1x2x3x3x!quant.uniform<i8:f32, 0.031372549019607843:-1>> -> tensor<1x2x3x3x!quant.uniform<i8:f32, 3.906250e-03:-128>>
// CHECK-NOT: linalg.generic
// CHECK-NOT: arith.cmpf
func.func @sdpa_guard_constant(%arg0: tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %x = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<1x2x3x3xf32>
  %cst_zero = arith.constant dense<5.000000e-01> : tensor<1x2x3x3xf32>
  %c0_i64 = arith.constant 0 : i64
  %cst = arith.constant 0.000000e+00 : f32
  %cst_1 = arith.constant 0xFF800000 : f32
  %cst_29 = arith.constant 0xFFF0000000000000 : f64
  %true = arith.constant true
  %42 = tensor.empty() : tensor<1x2x3xi64>
  %43 = linalg.fill ins(%c0_i64 : i64) outs(%42 : tensor<1x2x3xi64>) -> tensor<1x2x3xi64>
  %44 = tensor.empty() : tensor<1x2x3xf32>
  %45 = linalg.fill ins(%cst_1 : f32) outs(%44 : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %46:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x : tensor<1x2x3x3xf32>) outs(%45, %43 : tensor<1x2x3xf32>, tensor<1x2x3xi64>) {
  ^bb0(%in: f32, %out: f32, %out_119: i64):
    %180 = linalg.index 3 : index
    %181 = arith.index_cast %180 : index to i64
    %182 = arith.maximumf %in, %out : f32
    %183 = arith.cmpf ogt, %in, %out : f32
    %184 = arith.select %183, %181, %out_119 : i64
    linalg.yield %182, %184 : f32, i64
  } -> (tensor<1x2x3xf32>, tensor<1x2x3xi64>)
  %expanded_64 = tensor.expand_shape %46#0 [[0], [1], [2, 3]] output_shape [1, 2, 3, 1] : tensor<1x2x3xf32> into tensor<1x2x3x1xf32>
  %47 = tensor.empty() : tensor<1x2x3x3xf32>
  %48 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %expanded_64 : tensor<1x2x3x3xf32>, tensor<1x2x3x1xf32>) outs(%47 : tensor<1x2x3x3xf32>) {
  ^bb0(%in: f32, %in_119: f32, %out: f32):
    %180 = arith.subf %in, %in_119 : f32
    linalg.yield %180 : f32
  } -> tensor<1x2x3x3xf32>
  %49 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<1x2x3x3xf32>) outs(%47 : tensor<1x2x3x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %180 = math.exp %in : f32
    linalg.yield %180 : f32
  } -> tensor<1x2x3x3xf32>
  %50 = tensor.empty() : tensor<1x2x3x1xf32>
  %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<1x2x3x1xf32>) -> tensor<1x2x3x1xf32>
  %52 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%49 : tensor<1x2x3x3xf32>) outs(%51 : tensor<1x2x3x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %180 = arith.addf %in, %out : f32
    linalg.yield %180 : f32
  } -> tensor<1x2x3x1xf32>
  %53 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %52 : tensor<1x2x3x3xf32>, tensor<1x2x3x1xf32>) outs(%47 : tensor<1x2x3x3xf32>) {
  ^bb0(%in: f32, %in_119: f32, %out: f32):
    %180 = arith.divf %in, %in_119 : f32
    linalg.yield %180 : f32
  } -> tensor<1x2x3x3xf32>
  %54 = tensor.empty() : tensor<1x2x3x3xi1>
  %55 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x2x3x3xf32>) outs(%54 : tensor<1x2x3x3xi1>) {
  ^bb0(%in: f32, %out: i1):
    %180 = arith.extf %in : f32 to f64
    %181 = arith.cmpf oeq, %180, %cst_29 : f64
    linalg.yield %181 : i1
  } -> tensor<1x2x3x3xi1>
  %56 = tensor.empty() : tensor<1x2x3x1xi1>
  %57 = linalg.fill ins(%true : i1) outs(%56 : tensor<1x2x3x1xi1>) -> tensor<1x2x3x1xi1>
  %58 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%55 : tensor<1x2x3x3xi1>) outs(%57 : tensor<1x2x3x1xi1>) {
  ^bb0(%in: i1, %out: i1):
    %180 = arith.andi %in, %out : i1
    linalg.yield %180 : i1
  } -> tensor<1x2x3x1xi1>
  %59 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %cst_zero, %53 : tensor<1x2x3x1xi1>, tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) outs(%47 : tensor<1x2x3x3xf32>) {
  ^bb0(%in: i1, %in_119: f32, %in_120: f32, %out: f32):
    %180 = arith.select %in, %in_119, %in_120 : f32
    linalg.yield %180 : f32
  } -> tensor<1x2x3x3xf32>
  return %59 : tensor<1x2x3x3xf32>
}

// -----

// The ONNX importer's attention (onnxnets.py's encoder): the scores divided
// by a tensor<f32> constant sqrt(d) = 2.82842708 before the softmax; beta is
// its reciprocal.

#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> ()>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>

// FUSE-LABEL: func.func @onnx_scaled
// FUSE: quantkit.region "softmax"(%{{.*}}) in [f32] out [f32]
// CHECK-LABEL: func.func @onnx_scaled
// CHECK: quantkit.softmax %{{.*}} {axis = 3 : i64, beta = 0.35355339{{[0-9]*}} : f64}
// CHECK-NOT: linalg.generic
func.func @onnx_scaled(%arg0: tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32> {
  %expanded_32 = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<1x2x8x8xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %c0_i64 = arith.constant 0 : i64
  %cst_7 = arith.constant dense<2.82842708> : tensor<f32>
  %6 = tensor.empty() : tensor<1x2x8x8xf32>
  %16 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32, %cst_7 : tensor<1x2x8x8xf32>, tensor<f32>) outs(%6 : tensor<1x2x8x8xf32>) {
  ^bb0(%in: f32, %in_41: f32, %out: f32):
    %84 = arith.divf %in, %in_41 : f32
    linalg.yield %84 : f32
  } -> tensor<1x2x8x8xf32>
  %17 = tensor.empty() : tensor<1x2x8xi64>
  %18 = linalg.fill ins(%c0_i64 : i64) outs(%17 : tensor<1x2x8xi64>) -> tensor<1x2x8xi64>
  %19 = tensor.empty() : tensor<1x2x8xf32>
  %20 = linalg.fill ins(%cst_0 : f32) outs(%19 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
  %21:2 = linalg.generic {indexing_maps = [#map3, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%16 : tensor<1x2x8x8xf32>) outs(%20, %18 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
  ^bb0(%in: f32, %out: f32, %out_41: i64):
    %84 = linalg.index 3 : index
    %85 = arith.index_cast %84 : index to i64
    %86 = arith.maximumf %in, %out : f32
    %87 = arith.cmpf ogt, %in, %out : f32
    %88 = arith.select %87, %85, %out_41 : i64
    linalg.yield %86, %88 : f32, i64
  } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
  %expanded_33 = tensor.expand_shape %21#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
  %22 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %expanded_33 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%6 : tensor<1x2x8x8xf32>) {
  ^bb0(%in: f32, %in_41: f32, %out: f32):
    %84 = arith.subf %in, %in_41 : f32
    linalg.yield %84 : f32
  } -> tensor<1x2x8x8xf32>
  %23 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<1x2x8x8xf32>) outs(%6 : tensor<1x2x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %84 = math.exp %in : f32
    linalg.yield %84 : f32
  } -> tensor<1x2x8x8xf32>
  %24 = tensor.empty() : tensor<1x2x8x1xf32>
  %25 = linalg.fill ins(%cst : f32) outs(%24 : tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
  %26 = linalg.generic {indexing_maps = [#map3, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%23 : tensor<1x2x8x8xf32>) outs(%25 : tensor<1x2x8x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %84 = arith.addf %in, %out : f32
    linalg.yield %84 : f32
  } -> tensor<1x2x8x1xf32>
  %27 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %26 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%6 : tensor<1x2x8x8xf32>) {
  ^bb0(%in: f32, %in_41: f32, %out: f32):
    %84 = arith.divf %in, %in_41 : f32
    linalg.yield %84 : f32
  } -> tensor<1x2x8x8xf32>
  return %27 : tensor<1x2x8x8xf32>
}

// -----

// torch-to-tosa: softmax(x * 0.25) along axis 1 and softmax(x) along axis 2.

// FUSE-LABEL: func.func @tosa_softmax
// FUSE-COUNT-2: quantkit.region "softmax"
// CHECK-LABEL: func.func @tosa_softmax
// CHECK: quantkit.softmax %{{.*}} {axis = 2 : i64} : tensor<2x5x16x!quant.uniform<i8:f32, 0.031372549019607843:-1>> -> tensor<2x5x16x!quant.uniform<i8:f32, 3.906250e-03:-128>>
// CHECK: quantkit.softmax %{{.*}} {axis = 1 : i64, beta = 2.500000e-01 : f64}
// CHECK-NOT: tosa.exp
// CHECK-NOT: tosa.reduce
func.func @tosa_softmax(%arg0: tensor<2x5x16xf32>) -> (tensor<2x5x16xf32>, tensor<2x5x16xf32>) {
  %12 = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<2x5x16xf32>
  %3 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %7 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %13 = tosa.reduce_max %12 {axis = 2 : i32} : (tensor<2x5x16xf32>) -> tensor<2x5x1xf32>
  %14 = tosa.sub %12, %13 : (tensor<2x5x16xf32>, tensor<2x5x1xf32>) -> tensor<2x5x16xf32>
  %15 = tosa.exp %14 : (tensor<2x5x16xf32>) -> tensor<2x5x16xf32>
  %16 = tosa.reduce_sum %15 {axis = 2 : i32} : (tensor<2x5x16xf32>) -> tensor<2x5x1xf32>
  %17 = tosa.reciprocal %16 : (tensor<2x5x1xf32>) -> tensor<2x5x1xf32>
  %18 = tosa.mul %15, %17, %3 : (tensor<2x5x16xf32>, tensor<2x5x1xf32>, tensor<1xi8>) -> tensor<2x5x16xf32>
  %19 = tosa.mul %12, %7, %3 : (tensor<2x5x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<2x5x16xf32>
  %20 = tosa.reduce_max %19 {axis = 1 : i32} : (tensor<2x5x16xf32>) -> tensor<2x1x16xf32>
  %21 = tosa.sub %19, %20 : (tensor<2x5x16xf32>, tensor<2x1x16xf32>) -> tensor<2x5x16xf32>
  %22 = tosa.exp %21 : (tensor<2x5x16xf32>) -> tensor<2x5x16xf32>
  %23 = tosa.reduce_sum %22 {axis = 1 : i32} : (tensor<2x5x16xf32>) -> tensor<2x1x16xf32>
  %24 = tosa.reciprocal %23 : (tensor<2x1x16xf32>) -> tensor<2x1x16xf32>
  %25 = tosa.mul %22, %24, %3 : (tensor<2x5x16xf32>, tensor<2x1x16xf32>, tensor<1xi8>) -> tensor<2x5x16xf32>
  return %18, %25 : tensor<2x5x16xf32>, tensor<2x5x16xf32>
}

// -----

// exp(x - max) in one generic, the sum written `out + in`, the maximum's init -FLT_MAX: the same softmax.

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0, 0)>
#col = affine_map<(d0, d1) -> (0, d1)>
#rowr = affine_map<(d0, d1) -> (d0)>

// FUSE-LABEL: func.func @fused_exp_maxnum_lowest
// FUSE: quantkit.region "softmax"
// CHECK-LABEL: func.func @fused_exp_maxnum_lowest
// CHECK: quantkit.softmax %{{.*}} {axis = 1 : i64} : tensor<4x8x!quant.uniform<i8:f32, 0.031372549019607843:-1>> -> tensor<4x8x!quant.uniform<i8:f32, 3.906250e-03:-128>>
// CHECK-NOT: math.exp
func.func @fused_exp_maxnum_lowest(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32>) {
  %x = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<4x8xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %init = arith.constant -3.40282347E+38 : f32
  %e4 = tensor.empty() : tensor<4xf32>
  %minf = linalg.fill ins(%init : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %e48 = tensor.empty() : tensor<4x8xf32>
  %max = linalg.generic {indexing_maps = [#id, #rowr], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%minf : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %out : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %maxk = tensor.expand_shape %max [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %maxk : tensor<4x8xf32>, tensor<4x1xf32>) outs(%e48 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %d = arith.subf %in, %in_0 : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<4x8xf32>
  %e41 = tensor.empty() : tensor<4x1xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%e41 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%exp : tensor<4x8xf32>) outs(%zeros : tensor<4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %out, %in : f32
    linalg.yield %s : f32
  } -> tensor<4x1xf32>
  %div = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%exp, %sum : tensor<4x8xf32>, tensor<4x1xf32>) outs(%e48 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %q = arith.divf %in, %in_0 : f32
    linalg.yield %q : f32
  } -> tensor<4x8xf32>
  return %div : tensor<4x8xf32>
}

// -----

// Near miss: the maximum starts from 0, not the lowest float, so it is max(x, 0): no softmax (exp, sum and division stay float).

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0, 0)>
#col = affine_map<(d0, d1) -> (0, d1)>
#rowr = affine_map<(d0, d1) -> (d0)>

// FUSE-LABEL: func.func @max_from_zero
// FUSE-NOT: quantkit.region "softmax"
// CHECK-LABEL: func.func @max_from_zero
// CHECK-NOT: quantkit.softmax
// CHECK: math.exp
func.func @max_from_zero(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32>) {
  %x = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<4x8xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %init = arith.constant 0.000000e+00 : f32
  %e4 = tensor.empty() : tensor<4xf32>
  %minf = linalg.fill ins(%init : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %e48 = tensor.empty() : tensor<4x8xf32>
  %max = linalg.generic {indexing_maps = [#id, #rowr], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%minf : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %out : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %maxk = tensor.expand_shape %max [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %maxk : tensor<4x8xf32>, tensor<4x1xf32>) outs(%e48 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %d = arith.subf %in, %in_0 : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<4x8xf32>
  %e41 = tensor.empty() : tensor<4x1xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%e41 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%exp : tensor<4x8xf32>) outs(%zeros : tensor<4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %out, %in : f32
    linalg.yield %s : f32
  } -> tensor<4x1xf32>
  %div = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%exp, %sum : tensor<4x8xf32>, tensor<4x1xf32>) outs(%e48 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %q = arith.divf %in, %in_0 : f32
    linalg.yield %q : f32
  } -> tensor<4x8xf32>
  return %div : tensor<4x8xf32>
}

// -----

// Near miss: the exponentials are returned as well, so they are not the kernel's alone.

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0, 0)>
#col = affine_map<(d0, d1) -> (0, d1)>
#rowr = affine_map<(d0, d1) -> (d0)>

// FUSE-LABEL: func.func @exponentials_escape
// FUSE-NOT: quantkit.region "softmax"
// CHECK-LABEL: func.func @exponentials_escape
// CHECK-NOT: quantkit.softmax
// CHECK: math.exp
func.func @exponentials_escape(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %x = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<4x8xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %init = arith.constant 0xFF800000 : f32
  %e4 = tensor.empty() : tensor<4xf32>
  %minf = linalg.fill ins(%init : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %e48 = tensor.empty() : tensor<4x8xf32>
  %max = linalg.generic {indexing_maps = [#id, #rowr], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%minf : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %out : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %maxk = tensor.expand_shape %max [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %maxk : tensor<4x8xf32>, tensor<4x1xf32>) outs(%e48 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %d = arith.subf %in, %in_0 : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<4x8xf32>
  %e41 = tensor.empty() : tensor<4x1xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%e41 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%exp : tensor<4x8xf32>) outs(%zeros : tensor<4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %out, %in : f32
    linalg.yield %s : f32
  } -> tensor<4x1xf32>
  %div = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%exp, %sum : tensor<4x8xf32>, tensor<4x1xf32>) outs(%e48 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %q = arith.divf %in, %in_0 : f32
    linalg.yield %q : f32
  } -> tensor<4x8xf32>
  return %div, %exp : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// Near miss: the sum runs along the other axis than the maximum (into a [1, 8] tensor read per column): no softmax.

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0, 0)>
#col = affine_map<(d0, d1) -> (0, d1)>
#rowr = affine_map<(d0, d1) -> (d0)>

// FUSE-LABEL: func.func @sum_other_axis
// FUSE-NOT: quantkit.region "softmax"
// CHECK-LABEL: func.func @sum_other_axis
// CHECK-NOT: quantkit.softmax
func.func @sum_other_axis(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32>) {
  %x = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<4x8xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %init = arith.constant 0xFF800000 : f32
  %e4 = tensor.empty() : tensor<4xf32>
  %minf = linalg.fill ins(%init : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %e48 = tensor.empty() : tensor<4x8xf32>
  %max = linalg.generic {indexing_maps = [#id, #rowr], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%minf : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %out : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %maxk = tensor.expand_shape %max [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %maxk : tensor<4x8xf32>, tensor<4x1xf32>) outs(%e48 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %d = arith.subf %in, %in_0 : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<4x8xf32>
  %e18 = tensor.empty() : tensor<1x8xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%e18 : tensor<1x8xf32>) -> tensor<1x8xf32>
  %sum = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]} ins(%exp : tensor<4x8xf32>) outs(%zeros : tensor<1x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %out, %in : f32
    linalg.yield %s : f32
  } -> tensor<1x8xf32>
  %div = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%exp, %sum : tensor<4x8xf32>, tensor<1x8xf32>) outs(%e48 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %q = arith.divf %in, %in_0 : f32
    linalg.yield %q : f32
  } -> tensor<4x8xf32>
  return %div : tensor<4x8xf32>
}

// -----

// A negative factor is no beta: the softmax starts after the product,
// which stays outside.

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0, 0)>
#col = affine_map<(d0, d1) -> (0, d1)>
#rowr = affine_map<(d0, d1) -> (d0)>

// FUSE-LABEL: func.func @negative_factor
// FUSE: %[[P:.*]] = linalg.generic
// FUSE: arith.mulf
// FUSE: quantkit.region "softmax"(%[[P]])
// FUSE-NOT: arith.mulf
// FUSE: quantkit.return
func.func @negative_factor(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32>) {
  %x = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<4x8xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %init = arith.constant 0xFF800000 : f32
  %e4 = tensor.empty() : tensor<4xf32>
  %minf = linalg.fill ins(%init : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %e48 = tensor.empty() : tensor<4x8xf32>
  %c = arith.constant -5.000000e-01 : f32
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e48 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.mulf %in, %c : f32
    linalg.yield %p : f32
  } -> tensor<4x8xf32>
  %max = linalg.generic {indexing_maps = [#id, #rowr], iterator_types = ["parallel", "reduction"]} ins(%scaled : tensor<4x8xf32>) outs(%minf : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %out : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %maxk = tensor.expand_shape %max [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%scaled, %maxk : tensor<4x8xf32>, tensor<4x1xf32>) outs(%e48 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %d = arith.subf %in, %in_0 : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<4x8xf32>
  %e41 = tensor.empty() : tensor<4x1xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%e41 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%exp : tensor<4x8xf32>) outs(%zeros : tensor<4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %out, %in : f32
    linalg.yield %s : f32
  } -> tensor<4x1xf32>
  %div = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%exp, %sum : tensor<4x8xf32>, tensor<4x1xf32>) outs(%e48 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %q = arith.divf %in, %in_0 : f32
    linalg.yield %q : f32
  } -> tensor<4x8xf32>
  return %div : tensor<4x8xf32>
}

// -----

// torch-to-tosa's guard after the softmax: select(reduce_all(equal(cast(x)
// to f64, -inf)), 0, y), matched from the select.

// FUSE-LABEL: func.func @tosa_guarded
// FUSE: quantkit.region "softmax"
// FUSE: tosa.reduce_max
// FUSE: tosa.select
// FUSE: quantkit.return
// FUSE-NEXT: }
// FUSE-NEXT: return
// CHECK-LABEL: func.func @tosa_guarded
// CHECK: quantkit.softmax %{{.*}} {axis = 3 : i64} : tensor<1x2x3x3x!quant.uniform<i8:f32, 0.031372549019607843:-1>> -> tensor<1x2x3x3x!quant.uniform<i8:f32, 3.906250e-03:-128>>
// CHECK-NOT: tosa.select
// CHECK-NOT: tosa.reduce_all
// CHECK: return
func.func @tosa_guarded(%arg0: tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %109 = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<1x2x3x3xf32>
  %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x2x3x3xf32>}> : () -> tensor<1x2x3x3xf32>
  %5 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %35 = "tosa.const"() <{values = dense<0xFFF0000000000000> : tensor<1x1x1x1xf64>}> : () -> tensor<1x1x1x1xf64>
  %110 = tosa.reduce_max %109 {axis = 3 : i32} : (tensor<1x2x3x3xf32>) -> tensor<1x2x3x1xf32>
  %111 = tosa.sub %109, %110 : (tensor<1x2x3x3xf32>, tensor<1x2x3x1xf32>) -> tensor<1x2x3x3xf32>
  %112 = tosa.exp %111 : (tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %113 = tosa.reduce_sum %112 {axis = 3 : i32} : (tensor<1x2x3x3xf32>) -> tensor<1x2x3x1xf32>
  %114 = tosa.reciprocal %113 : (tensor<1x2x3x1xf32>) -> tensor<1x2x3x1xf32>
  %115 = tosa.mul %112, %114, %5 : (tensor<1x2x3x3xf32>, tensor<1x2x3x1xf32>, tensor<1xi8>) -> tensor<1x2x3x3xf32>
  %116 = tosa.cast %109 : (tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf64>
  %117 = tosa.equal %116, %35 : (tensor<1x2x3x3xf64>, tensor<1x1x1x1xf64>) -> tensor<1x2x3x3xi1>
  %118 = tosa.reduce_all %117 {axis = 3 : i32} : (tensor<1x2x3x3xi1>) -> tensor<1x2x3x1xi1>
  %119 = tosa.select %118, %0, %115 : (tensor<1x2x3x1xi1>, tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %119 : tensor<1x2x3x3xf32>
}

// -----

// Near miss: a guard whose reduce_all runs along another axis than the
// softmax is not the guard; the softmax is a kernel of its own and the
// select stays.

// FUSE-LABEL: func.func @tosa_guard_other_axis
// FUSE: quantkit.region "softmax"
// FUSE: quantkit.return
// FUSE: tosa.reduce_all
// FUSE: tosa.select
func.func @tosa_guard_other_axis(%arg0: tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %109 = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<1x2x3x3xf32>
  %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x2x3x3xf32>}> : () -> tensor<1x2x3x3xf32>
  %5 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %35 = "tosa.const"() <{values = dense<0xFF800000> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %110 = tosa.reduce_max %109 {axis = 3 : i32} : (tensor<1x2x3x3xf32>) -> tensor<1x2x3x1xf32>
  %111 = tosa.sub %109, %110 : (tensor<1x2x3x3xf32>, tensor<1x2x3x1xf32>) -> tensor<1x2x3x3xf32>
  %112 = tosa.exp %111 : (tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %113 = tosa.reduce_sum %112 {axis = 3 : i32} : (tensor<1x2x3x3xf32>) -> tensor<1x2x3x1xf32>
  %114 = tosa.reciprocal %113 : (tensor<1x2x3x1xf32>) -> tensor<1x2x3x1xf32>
  %115 = tosa.mul %112, %114, %5 : (tensor<1x2x3x3xf32>, tensor<1x2x3x1xf32>, tensor<1xi8>) -> tensor<1x2x3x3xf32>
  %117 = tosa.equal %109, %35 : (tensor<1x2x3x3xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x3x3xi1>
  %118 = tosa.reduce_all %117 {axis = 2 : i32} : (tensor<1x2x3x3xi1>) -> tensor<1x2x1x3xi1>
  %119 = tosa.select %118, %0, %115 : (tensor<1x2x1x3xi1>, tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %119 : tensor<1x2x3x3xf32>
}

// -----

// onnx-mlir's (and older TensorFlow's) TOSA softmax has no row maximum:
// exp(x) * reciprocal(reduce_sum(exp(x))), the same function, which the
// kernel computes from the row maximum. The factor before it is a splat
// times x, the splat first.

// FUSE-LABEL: func.func @tosa_without_max
// FUSE: quantkit.region "softmax"
// FUSE: quantkit.return
// FUSE-NEXT: }
// FUSE-NEXT: return
// CHECK-LABEL: func.func @tosa_without_max
// CHECK: quantkit.softmax %{{.*}} {axis = 2 : i64, beta = 5.000000e-01 : f64} : tensor<2x5x16x!quant.uniform<i8:f32, 0.031372549019607843:-1>> -> tensor<2x5x16x!quant.uniform<i8:f32, 3.906250e-03:-128>>
// CHECK-NOT: tosa.exp
// CHECK: return
func.func @tosa_without_max(%arg0: tensor<2x5x16xf32>) -> tensor<2x5x16xf32> {
  %x = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<2x5x16xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %half = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %0 = tosa.mul %half, %x, %shift : (tensor<1x1x1xf32>, tensor<2x5x16xf32>, tensor<1xi8>) -> tensor<2x5x16xf32>
  %1 = tosa.exp %0 : (tensor<2x5x16xf32>) -> tensor<2x5x16xf32>
  %2 = tosa.reduce_sum %1 {axis = 2 : i32} : (tensor<2x5x16xf32>) -> tensor<2x5x1xf32>
  %3 = tosa.reciprocal %2 : (tensor<2x5x1xf32>) -> tensor<2x5x1xf32>
  %4 = tosa.mul %1, %3, %shift : (tensor<2x5x16xf32>, tensor<2x5x1xf32>, tensor<1xi8>) -> tensor<2x5x16xf32>
  return %4 : tensor<2x5x16xf32>
}

// -----

// The factor written `c * x` in a generic, and a guard comparing `-inf ==
// x`: the same kernel.

#map = affine_map<(d0, d1) -> (d0, d1)>
#rowr = affine_map<(d0, d1) -> (d0)>
#row = affine_map<(d0, d1) -> (d0, 0)>

// FUSE-LABEL: func.func @factor_first_guard_swapped
// FUSE: quantkit.region "softmax"
// FUSE: arith.cmpf oeq
// FUSE: quantkit.return
// FUSE-NEXT: }
// FUSE-NEXT: return
// CHECK-LABEL: func.func @factor_first_guard_swapped
// CHECK: quantkit.softmax %{{.*}} {axis = 1 : i64, beta = 1.250000e-01 : f64}
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @factor_first_guard_swapped(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %x0 = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<4x8xf32>
  %c = arith.constant 1.250000e-01 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %minf = arith.constant 0xFF800000 : f32
  %true = arith.constant true
  %zeros = arith.constant dense<0.000000e+00> : tensor<4x8xf32>
  %e48 = tensor.empty() : tensor<4x8xf32>
  %x = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x0 : tensor<4x8xf32>) outs(%e48 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.mulf %c, %in : f32
    linalg.yield %p : f32
  } -> tensor<4x8xf32>
  %e4 = tensor.empty() : tensor<4xf32>
  %fm = linalg.fill ins(%minf : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %max = linalg.generic {indexing_maps = [#map, #rowr], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%fm : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %out : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %maxk = tensor.expand_shape %max [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
  %exp = linalg.generic {indexing_maps = [#map, #row, #map], iterator_types = ["parallel", "parallel"]} ins(%x, %maxk : tensor<4x8xf32>, tensor<4x1xf32>) outs(%e48 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %d = arith.subf %in, %in_0 : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<4x8xf32>
  %e41 = tensor.empty() : tensor<4x1xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%e41 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %sum = linalg.generic {indexing_maps = [#map, #row], iterator_types = ["parallel", "reduction"]} ins(%exp : tensor<4x8xf32>) outs(%fs : tensor<4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<4x1xf32>
  %div = linalg.generic {indexing_maps = [#map, #row, #map], iterator_types = ["parallel", "parallel"]} ins(%exp, %sum : tensor<4x8xf32>, tensor<4x1xf32>) outs(%e48 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %q = arith.divf %in, %in_0 : f32
    linalg.yield %q : f32
  } -> tensor<4x8xf32>
  %eb = tensor.empty() : tensor<4x8xi1>
  %cmp = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%eb : tensor<4x8xi1>) {
  ^bb0(%in: f32, %out: i1):
    %b = arith.cmpf oeq, %minf, %in : f32
    linalg.yield %b : i1
  } -> tensor<4x8xi1>
  %eb1 = tensor.empty() : tensor<4x1xi1>
  %ft = linalg.fill ins(%true : i1) outs(%eb1 : tensor<4x1xi1>) -> tensor<4x1xi1>
  %all = linalg.generic {indexing_maps = [#map, #row], iterator_types = ["parallel", "reduction"]} ins(%cmp : tensor<4x8xi1>) outs(%ft : tensor<4x1xi1>) {
  ^bb0(%in: i1, %out: i1):
    %a = arith.andi %in, %out : i1
    linalg.yield %a : i1
  } -> tensor<4x1xi1>
  %y = linalg.generic {indexing_maps = [#row, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%all, %zeros, %div : tensor<4x1xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%e48 : tensor<4x8xf32>) {
  ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
    %r = arith.select %in, %in_0, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
