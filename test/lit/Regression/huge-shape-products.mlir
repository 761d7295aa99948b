// Found by quantkit-fuzz's `dimension` mutation in the sanitizer build:
// products of shape sizes past 2^63 (signed overflow, undefined
// behaviour). Such types are valid IR; the passes leave these ops alone or
// treat them as large.
// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(quantkit-normalize)' | FileCheck %s --check-prefix=NORMALIZE
// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(quantkit-parallelize-linalg))' | FileCheck %s --check-prefix=PARALLEL
// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(quantkit-plan-buffers))' | FileCheck %s --check-prefix=PLAN
// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(quantkit-vectorize-elementwise))' | FileCheck %s --check-prefix=VECTORIZE

// quantkit-normalize's per-channel folding flattened the index of a
// broadcast read with the sizes' running product (FoldWeights.cpp,
// channelRead): (2^31 - 1)^3 * 4.
// NORMALIZE-LABEL: func.func @broadcast
// NORMALIZE: linalg.generic
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bcast = affine_map<(d0, d1, d2, d3) -> (0, d1, 33, 0)>
func.func @broadcast(%x: tensor<2147483647x4x2147483647x2147483647xf32>, %s: tensor<2147483647x4x2147483647x2147483647xf32>) -> tensor<2147483647x4x2147483647x2147483647xf32> {
  %e = tensor.empty() : tensor<2147483647x4x2147483647x2147483647xf32>
  %0 = linalg.generic {indexing_maps = [#id, #bcast, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %s : tensor<2147483647x4x2147483647x2147483647xf32>, tensor<2147483647x4x2147483647x2147483647xf32>) outs(%e : tensor<2147483647x4x2147483647x2147483647xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<2147483647x4x2147483647x2147483647xf32>
  return %0 : tensor<2147483647x4x2147483647x2147483647xf32>
}

// -----

// quantkit-parallelize-linalg multiplied the loop ranges to decide whether
// an op is worth tiling; the count now saturates. The pooling is tiled.
// PARALLEL-LABEL: func.func @pool
// PARALLEL: scf.parallel
func.func @pool(%x: memref<2147483647x8589934591x4xi32>, %out: memref<2147483647x8589934588x4xi32>) {
  %w = memref.alloc() : memref<4xi32>
  linalg.pooling_nwc_sum ins(%x, %w : memref<2147483647x8589934591x4xi32>, memref<4xi32>) outs(%out : memref<2147483647x8589934588x4xi32>)
  return
}

// -----

// quantkit-plan-buffers sized each buffer as its element count times the
// element's bytes: 4611686014132420609 x 4 x 4 bytes. A buffer over 2^40
// bytes keeps an allocation of its own; the small one joins the arena
// alone, so nothing changes.
// PLAN-LABEL: func.func @arena
// PLAN: memref.alloc() : memref<4611686014132420609x4xf32>
func.func @arena(%i: index) -> f32 {
  %a = memref.alloc() : memref<4611686014132420609x4xf32>
  %b = memref.alloc() : memref<16xf32>
  %c0 = arith.constant 0 : index
  %v = arith.constant 1.0 : f32
  memref.store %v, %a[%i, %c0] : memref<4611686014132420609x4xf32>
  memref.store %v, %b[%c0] : memref<16xf32>
  %r = memref.load %a[%c0, %c0] : memref<4611686014132420609x4xf32>
  memref.dealloc %a : memref<4611686014132420609x4xf32>
  memref.dealloc %b : memref<16xf32>
  return %r : f32
}

// -----

// quantkit-vectorize-elementwise counted the elements and the parallel
// iterations of its rows as products: 2147483647 x 17179869176 x 16.
// VECTORIZE-LABEL: func.func @add
// VECTORIZE: scf.parallel
// VECTORIZE: vector<16xi32>
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @add(%x: memref<2147483647x17179869176x16xi32>, %y: memref<2147483647x17179869176x16xi32>) {
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : memref<2147483647x17179869176x16xi32>) outs(%y : memref<2147483647x17179869176x16xi32>) {
  ^bb0(%a: i32, %b: i32):
    %s = arith.addi %a, %a : i32
    linalg.yield %s : i32
  }
  return
}

// -----

// quantkit-normalize's gather fold (FoldConstantGather) bounded the
// elements of its result with the type's own product.
// NORMALIZE-LABEL: func.func @gather
// NORMALIZE: linalg.generic
#g3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @gather() -> tensor<2147483647x2147483647x4xf32> {
  %w = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<2147483647x2147483647x4xf32>
  %g = linalg.generic {indexing_maps = [#g3], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e : tensor<2147483647x2147483647x4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 2 : index
    %v = tensor.extract %w[%i] : tensor<4xf32>
    linalg.yield %v : f32
  } -> tensor<2147483647x2147483647x4xf32>
  return %g : tensor<2147483647x2147483647x4xf32>
}

// -----

// quantkit-normalize's upsampling rewrite (Resize.cpp) evaluated a gather's
// column table at each of 2^31 - 1 output columns (a timeout in the
// fuzzer): a gather of more than 2^18 rows, columns or output positions is
// left alone.
// NORMALIZE-LABEL: func.func @upsample
// NORMALIZE-NOT: tosa.resize
// NORMALIZE: tensor.extract
#u4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @upsample(%x: tensor<1x3x4x5xf32>) -> tensor<1x3x7x2147483647xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<1x3x7x2147483647xf32>
  %g = linalg.generic {indexing_maps = [#u4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<1x3x7x2147483647xf32>) {
  ^bb0(%out: f32):
    %c = linalg.index 1 : index
    %h = linalg.index 2 : index
    %w = linalg.index 3 : index
    %y = arith.minsi %h, %c3 : index
    %v = tensor.extract %x[%c0, %c, %y, %c0] : tensor<1x3x4x5xf32>
    linalg.yield %v : f32
  } -> tensor<1x3x7x2147483647xf32>
  return %g : tensor<1x3x7x2147483647xf32>
}
