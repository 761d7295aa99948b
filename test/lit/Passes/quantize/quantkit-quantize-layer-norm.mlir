// A layer norm's normalizing product, `(x - mean) * rsqrt(var + eps)` with
// the per-row factor broadcast along the row, is no int8 'mul' kernel:
// the factor differs between rows by orders of magnitude (a row of small
// values has a large one), which one 8-bit scale cannot hold (ViT's first
// layer norm lost 18 dB as an int8 product). quantkit-fuse leaves it (a
// product broadcasting any other run-time tensor, the squeeze-and-
// excitation form, is still a 'mul'), and the coverage report says why.
// RUN: %quantkit-opt %s -split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-fuse{target=tflite-int8})' \
// RUN:   | FileCheck %s --check-prefix=FUSE
// RUN: %quantkit-opt %s -split-input-file -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' \
// RUN:   | FileCheck %s --check-prefix=NOTE

#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>

// torch-mlir's linalg form (its f32 tail: the mean, rsqrt of the variance
// plus eps, the difference and the product), and the same with
// `1 / sqrt(v)`; then a product by a broadcast run-time tensor that is no
// normalizer, which stays a kernel.
// FUSE-LABEL: func.func @layer_norm_products
// FUSE-COUNT-1: quantkit.region "mul"
// FUSE-NOT: quantkit.region
// NOTE-LABEL: in @layer_norm_products
// NOTE: :[[@LINE+39]]:9: note: 'linalg.generic' left in floating point: layer norm's normalizing product: its broadcast rsqrt(var + eps) differs between rows by more than an 8-bit scale can hold; runs in float between casts
// NOTE: :[[@LINE+52]]:9: note: 'linalg.generic' left in floating point: layer norm's normalizing product
func.func @layer_norm_products(%arg0: tensor<2x3x4xf32>, %var: tensor<2x3x1xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) {
  %x = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<2x3x4xf32>
  %cst_0 = arith.constant 0.000000e+00 : f32
  %cst_3 = arith.constant 1.000000e-05 : f64
  %cst_5 = arith.constant 4.000000e+00 : f32
  %10 = tensor.empty() : tensor<2x3x1xf32>
  %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x3x4xf32>) outs(%12 : tensor<2x3x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %22 = arith.addf %in, %out : f32
    linalg.yield %22 : f32
  } -> tensor<2x3x1xf32>
  %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x3x1xf32>) outs(%10 : tensor<2x3x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %22 = arith.divf %in, %cst_5 : f32
    linalg.yield %22 : f32
  } -> tensor<2x3x1xf32>
  %m = quantkit.stats %14 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<2x3x1xf32>
  %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<2x3x1xf32>) outs(%10 : tensor<2x3x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %22 = arith.truncf %cst_3 : f64 to f32
    %23 = arith.addf %in, %22 : f32
    linalg.yield %23 : f32
  } -> tensor<2x3x1xf32>
  %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x3x1xf32>) outs(%10 : tensor<2x3x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %22 = math.rsqrt %in : f32
    linalg.yield %22 : f32
  } -> tensor<2x3x1xf32>
  %r = quantkit.stats %16 {layerStats = dense<[0.1, 40.0]> : tensor<2xf32>} : tensor<2x3x1xf32>
  %17 = tensor.empty() : tensor<2x3x4xf32>
  %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m : tensor<2x3x4xf32>, tensor<2x3x1xf32>) outs(%17 : tensor<2x3x4xf32>) {
  ^bb0(%in: f32, %in_6: f32, %out: f32):
    %22 = arith.subf %in, %in_6 : f32
    linalg.yield %22 : f32
  } -> tensor<2x3x4xf32>
  %d = quantkit.stats %18 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<2x3x4xf32>
  %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %r : tensor<2x3x4xf32>, tensor<2x3x1xf32>) outs(%17 : tensor<2x3x4xf32>) {
  ^bb0(%in: f32, %in_6: f32, %out: f32):
    %22 = arith.mulf %in, %in_6 : f32
    linalg.yield %22 : f32
  } -> tensor<2x3x4xf32>
  %n = quantkit.stats %19 {layerStats = dense<[-3.0, 3.0]> : tensor<2xf32>} : tensor<2x3x4xf32>
  %s = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x3x1xf32>) outs(%10 : tensor<2x3x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %22 = math.sqrt %in : f32
    %23 = arith.divf %one, %22 : f32
    linalg.yield %23 : f32
  } -> tensor<2x3x1xf32>
  %rs = quantkit.stats %s {layerStats = dense<[0.1, 40.0]> : tensor<2xf32>} : tensor<2x3x1xf32>
  %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %rs : tensor<2x3x4xf32>, tensor<2x3x1xf32>) outs(%17 : tensor<2x3x4xf32>) {
  ^bb0(%in: f32, %in_6: f32, %out: f32):
    %22 = arith.mulf %in, %in_6 : f32
    linalg.yield %22 : f32
  } -> tensor<2x3x4xf32>
  %n2 = quantkit.stats %20 {layerStats = dense<[-3.0, 3.0]> : tensor<2xf32>} : tensor<2x3x4xf32>
  %21 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %m : tensor<2x3x4xf32>, tensor<2x3x1xf32>) outs(%17 : tensor<2x3x4xf32>) {
  ^bb0(%in: f32, %in_6: f32, %out: f32):
    %22 = arith.mulf %in, %in_6 : f32
    linalg.yield %22 : f32
  } -> tensor<2x3x4xf32>
  %p = quantkit.stats %21 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<2x3x4xf32>
  return %n, %n2, %p : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>
}

// -----

// torch-to-tosa's layer norm as it comes out (test/realnets/fxnets.py's
// exporter on `torch.nn.LayerNorm(4)`; its mean and variance in f64), the
// weight and bias resources written as splats: the product by tosa.rsqrt
// stays float (the f64 square of the variance is wrapped, to fall back
// later for want of statistics).
// FUSE-LABEL: func.func @tosa_layer_norm
// FUSE-NOT: quantkit.region "mul"{{.*}} in [f32, f32]
// NOTE-LABEL: in @tosa_layer_norm
// NOTE: :[[@LINE+24]]:9: note: 'tosa.mul' left in floating point: layer norm's normalizing product
func.func @tosa_layer_norm(%arg0: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %x = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<2x3x4xf32>
  %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %1 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
  %2 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %3 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %4 = "tosa.const"() <{values = dense<1.0> : tensor<1x1x4xf32>}> : () -> tensor<1x1x4xf32>
  %5 = "tosa.const"() <{values = dense<0.0> : tensor<1x1x4xf32>}> : () -> tensor<1x1x4xf32>
  %6 = tosa.cast %x : (tensor<2x3x4xf32>) -> tensor<2x3x4xf64>
  %7 = tosa.reduce_sum %6 {axis = 2 : i32} : (tensor<2x3x4xf64>) -> tensor<2x3x1xf64>
  %8 = tosa.mul %7, %1, %0 : (tensor<2x3x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<2x3x1xf64>
  %9 = tosa.sub %6, %8 : (tensor<2x3x4xf64>, tensor<2x3x1xf64>) -> tensor<2x3x4xf64>
  %10 = tosa.mul %9, %9, %0 : (tensor<2x3x4xf64>, tensor<2x3x4xf64>, tensor<1xi8>) -> tensor<2x3x4xf64>
  %11 = tosa.reduce_sum %10 {axis = 2 : i32} : (tensor<2x3x4xf64>) -> tensor<2x3x1xf64>
  %12 = tosa.mul %11, %1, %0 : (tensor<2x3x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<2x3x1xf64>
  %13 = tosa.cast %12 : (tensor<2x3x1xf64>) -> tensor<2x3x1xf32>
  %14 = tosa.reduce_sum %x {axis = 2 : i32} : (tensor<2x3x4xf32>) -> tensor<2x3x1xf32>
  %15 = tosa.mul %14, %2, %0 : (tensor<2x3x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<2x3x1xf32>
  %16 = tosa.add %13, %3 : (tensor<2x3x1xf32>, tensor<1x1x1xf32>) -> tensor<2x3x1xf32>
  %17 = tosa.rsqrt %16 : (tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %r = quantkit.stats %17 {layerStats = dense<[0.1, 40.0]> : tensor<2xf32>} : tensor<2x3x1xf32>
  %18 = tosa.sub %x, %15 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %d = quantkit.stats %18 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<2x3x4xf32>
  %19 = tosa.mul %d, %r, %0 : (tensor<2x3x4xf32>, tensor<2x3x1xf32>, tensor<1xi8>) -> tensor<2x3x4xf32>
  %n = quantkit.stats %19 {layerStats = dense<[-3.0, 3.0]> : tensor<2xf32>} : tensor<2x3x4xf32>
  %20 = tosa.mul %n, %4, %0 : (tensor<2x3x4xf32>, tensor<1x1x4xf32>, tensor<1xi8>) -> tensor<2x3x4xf32>
  %21 = tosa.add %20, %5 : (tensor<2x3x4xf32>, tensor<1x1x4xf32>) -> tensor<2x3x4xf32>
  return %21 : tensor<2x3x4xf32>
}

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row = affine_map<(d0, d1, d2) -> (d0, d1)>
#sum = affine_map<(d0, d1, d2) -> (d0, d1, 0)>

// torch-mlir's LayerNormalization (ONNX importer) form: the variance from
// a square `c * c` summed over the row, rsqrt, then the factor broadcast to
// the row's shape by a copying generic before a same-shape product. The
// square a reduction reads stays float too (its range is the square of
// c's: a quiet row's squares round to nothing in one 8-bit scale, and the
// normalization divides by that); a square nothing reduces is still a
// 'mul' kernel.
// FUSE-LABEL: func.func @onnx_layer_norm
// FUSE-COUNT-1: quantkit.region "mul"
// FUSE-NOT: quantkit.region
// NOTE-LABEL: in @onnx_layer_norm
// NOTE: :[[@LINE+8]]:9: note: 'linalg.generic' left in floating point: a variance's square (x * x, reduced next): its range is the square of its input's, in which one 8-bit scale rounds a quiet row to nothing; runs in float between casts
// NOTE: :[[@LINE+29]]:8: note: 'linalg.generic' left in floating point: layer norm's normalizing product
func.func @onnx_layer_norm(%arg0: tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>) {
  %c = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<1x4x8xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x8xf32>
  %e1 = tensor.empty() : tensor<1x4x1xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
  %sq = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%c, %c : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%e : tensor<1x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<1x4x8xf32>
  %sqs = quantkit.stats %sq {layerStats = dense<[0.0, 16.0]> : tensor<2xf32>} : tensor<1x4x8xf32>
  %v = linalg.generic {indexing_maps = [#map, #sum], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sqs : tensor<1x4x8xf32>) outs(%z : tensor<1x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<1x4x1xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v : tensor<1x4x1xf32>) outs(%e1 : tensor<1x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = math.rsqrt %a : f32
    linalg.yield %s : f32
  } -> tensor<1x4x1xf32>
  %collapsed = tensor.collapse_shape %r [[0], [1, 2]] : tensor<1x4x1xf32> into tensor<1x4xf32>
  %b = linalg.generic {indexing_maps = [#row, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x4xf32>) outs(%e : tensor<1x4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<1x4x8xf32>
  %bs = quantkit.stats %b {layerStats = dense<[0.1, 40.0]> : tensor<2xf32>} : tensor<1x4x8xf32>
  %n = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%c, %bs : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%e : tensor<1x4x8xf32>) {
  ^bb0(%a: f32, %f: f32, %o: f32):
    %p = arith.mulf %a, %f : f32
    linalg.yield %p : f32
  } -> tensor<1x4x8xf32>
  %ns = quantkit.stats %n {layerStats = dense<[-3.0, 3.0]> : tensor<2xf32>} : tensor<1x4x8xf32>
  %sq2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%c, %c : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%e : tensor<1x4x8xf32>) {
  ^bb0(%a: f32, %f: f32, %o: f32):
    %p = arith.mulf %a, %f : f32
    linalg.yield %p : f32
  } -> tensor<1x4x8xf32>
  %sq2s = quantkit.stats %sq2 {layerStats = dense<[0.0, 16.0]> : tensor<2xf32>} : tensor<1x4x8xf32>
  return %ns, %sq2s : tensor<1x4x8xf32>, tensor<1x4x8xf32>
}

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#sum = affine_map<(d0, d1, d2) -> (d0, d1, 0)>

// MaxViT's partition attention through today's torch-mlir: the layer
// norm's f64 square is transposed before the sum over the row. The square
// is still a variance's (it stays float, no 'mul' region); without looking
// through the transpose it was a 'mul' kept in float for want of a
// quantized input.
// FUSE-LABEL: func.func @transposed_square
// FUSE-NOT: quantkit.region
// NOTE-LABEL: in @transposed_square
// NOTE: :[[@LINE+6]]:9: note: 'linalg.generic' left in floating point: a variance's square (x * x, reduced next)
func.func @transposed_square(%arg0: tensor<1x4x8xf64>) -> tensor<1x8x1xf64> {
  %c = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<1x4x8xf64>
  %zero = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<1x4x8xf64>
  %e1 = tensor.empty() : tensor<1x8x1xf64>
  %sq = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%c, %c : tensor<1x4x8xf64>, tensor<1x4x8xf64>) outs(%e : tensor<1x4x8xf64>) {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %p = arith.mulf %a, %b : f64
    linalg.yield %p : f64
  } -> tensor<1x4x8xf64>
  %et = tensor.empty() : tensor<1x8x4xf64>
  %t = linalg.transpose ins(%sq : tensor<1x4x8xf64>) outs(%et : tensor<1x8x4xf64>) permutation = [0, 2, 1]
  %z = linalg.fill ins(%zero : f64) outs(%e1 : tensor<1x8x1xf64>) -> tensor<1x8x1xf64>
  %v = linalg.generic {indexing_maps = [#map, #sum], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t : tensor<1x8x4xf64>) outs(%z : tensor<1x8x1xf64>) {
  ^bb0(%a: f64, %o: f64):
    %s = arith.addf %a, %o : f64
    linalg.yield %s : f64
  } -> tensor<1x8x1xf64>
  return %v : tensor<1x8x1xf64>
}
