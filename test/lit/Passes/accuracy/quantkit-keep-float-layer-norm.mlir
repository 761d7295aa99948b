// quantkit-keep-float's `layer-norm-inputs` entry: every kernel whose result
// a layer norm's row statistics read (today's torch-mlir: the row sum in
// f64 after an extf; TOSA: reduce_sum along the last axis). The residual
// add before the layer norm asks for 16 bits; the add whose result only a
// matmul and a mean over the whole map read keeps its specs.
// RUN: %quantkit-opt %s -split-input-file -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-mixed},quantkit-keep-float{int16x8=layer-norm-inputs})' \
// RUN:   | FileCheck %s
// RUN: %quantkit-opt %s -split-input-file -o - 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-mixed keep-int16x8=layer-norm-inputs})' \
// RUN:   | FileCheck %s --check-prefix=MIXED
// RUN: %quantkit-opt %s -split-input-file -o - 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 keep-float=layer-norm-inputs})' \
// RUN:   | FileCheck %s --check-prefix=FLOAT
// A model without a layer norm: the entry names nothing, an error.
// RUN: not %quantkit-opt %S/quantkit-keep-float.mlir -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-mixed keep-int16x8=layer-norm-inputs})' \
// RUN:   | FileCheck %s --check-prefix=NOMATCH
// NOMATCH: error: quantkit-keep-float: int16x8 entry 'layer-norm-inputs' matches no kernel ({{.*}}, or layer-norm-inputs)

// CHECK-LABEL: func.func @residual
// CHECK: quantkit.region "add"({{.*}}) in [!quant.any<i16:f32>, !quant.any<i16:f32>] out [!quant.any<i16:f32>]
// CHECK: quantkit.region "add"({{.*}}) in [!quant.calibrated<{{.*}}>, !quant.calibrated<{{.*}}>] out [!quant.calibrated<

// MIXED-LABEL: func.func @residual(%arg0
// MIXED: quantkit.add {{.*}} -> tensor<1x4x8x!quant.uniform<i16:f32,
// MIXED: quantkit.add {{.*}} -> tensor<1x4x8x!quant.uniform<i8:f32,

// FLOAT: kept in float by quantkit-keep-float ('layer-norm-inputs')
// FLOAT-LABEL: func.func @residual(%arg0
// FLOAT: linalg.add
// FLOAT: quantkit.add {{.*}} -> tensor<1x4x8x!quant.uniform<i8:f32,

#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row = affine_map<(d0, d1, d2) -> (d0, d1)>
#rowb = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @residual(%x: tensor<1x4x8xf32>, %y: tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1xf32>) {
  %xs = quantkit.stats %x {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x4x8xf32>
  %ys = quantkit.stats %y {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x4x8xf32>
  %e = tensor.empty() : tensor<1x4x8xf32>
  // The residual stream: the layer norm below reads it.
  %r = linalg.add ins(%xs, %ys : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%e : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  %rs = quantkit.stats %r {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<1x4x8xf32>
  // Its mean over each row, in f64 (torch-mlir's native_layer_norm).
  %e64 = tensor.empty() : tensor<1x4x8xf64>
  %r64 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%rs : tensor<1x4x8xf32>) outs(%e64 : tensor<1x4x8xf64>) {
  ^bb0(%in: f32, %out: f64):
    %w = arith.extf %in : f32 to f64
    linalg.yield %w : f64
  } -> tensor<1x4x8xf64>
  %zero64 = arith.constant 0.0 : f64
  %es = tensor.empty() : tensor<1x4xf64>
  %zs = linalg.fill ins(%zero64 : f64) outs(%es : tensor<1x4xf64>) -> tensor<1x4xf64>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r64 : tensor<1x4x8xf64>) outs(%zs : tensor<1x4xf64>) {
  ^bb0(%in: f64, %out: f64):
    %s = arith.addf %in, %out : f64
    linalg.yield %s : f64
  } -> tensor<1x4xf64>
  %eighth = arith.constant 0.125 : f64
  %mean64 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<1x4xf64>) outs(%es : tensor<1x4xf64>) {
  ^bb0(%in: f64, %out: f64):
    %m = arith.mulf %in, %eighth : f64
    linalg.yield %m : f64
  } -> tensor<1x4xf64>
  %ef = tensor.empty() : tensor<1x4xf32>
  %mean = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%mean64 : tensor<1x4xf64>) outs(%ef : tensor<1x4xf32>) {
  ^bb0(%in: f64, %out: f32):
    %t = arith.truncf %in : f64 to f32
    linalg.yield %t : f32
  } -> tensor<1x4xf32>
  %centered = linalg.generic {indexing_maps = [#id, #rowb, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%rs, %mean : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%e : tensor<1x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<1x4x8xf32>
  // Another add: only an add and a mean over everything but the batch
  // (not a row statistic) read it.
  %o = linalg.add ins(%xs, %xs : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%e : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  %os = quantkit.stats %o {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<1x4x8xf32>
  %zero = arith.constant 0.0 : f32
  %eb = tensor.empty() : tensor<1xf32>
  %zb = linalg.fill ins(%zero : f32) outs(%eb : tensor<1xf32>) -> tensor<1xf32>
  %all = linalg.generic {indexing_maps = [#id, #map2], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%os : tensor<1x4x8xf32>) outs(%zb : tensor<1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  return %centered, %os, %all : tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1xf32>
}

// -----

// TOSA: reduce_sum along the last axis reads the residual add.
// CHECK-LABEL: func.func @tosa_residual
// CHECK: quantkit.region "add"({{.*}}) in [!quant.any<i16:f32>, !quant.any<i16:f32>] out [!quant.any<i16:f32>]
// MIXED-LABEL: func.func @tosa_residual(%arg0
// MIXED: quantkit.add {{.*}} -> tensor<1x4x8x!quant.uniform<i16:f32,
func.func @tosa_residual(%x: tensor<1x4x8xf32>, %y: tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x1xf32>) {
  %xs = quantkit.stats %x {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x4x8xf32>
  %ys = quantkit.stats %y {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x4x8xf32>
  %r = tosa.add %xs, %ys : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  %rs = quantkit.stats %r {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<1x4x8xf32>
  %sum = tosa.reduce_sum %rs {axis = 2 : i32} : (tensor<1x4x8xf32>) -> tensor<1x4x1xf32>
  return %rs, %sum : tensor<1x4x8xf32>, tensor<1x4x1xf32>
}
