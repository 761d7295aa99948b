// quantkit-quantize on GELU as front-ends write it: torch-mlir's linalg
// generics (exact: `x * ((erf(x / 1.41421354) + 1) * 0.5)`; tanh: with
// `math.fpowi x, 3` and sqrt(2 / pi) written 0.797724) and torch-to-tosa's
// op chains (`tosa.erf`; `tosa.tanh` with `tosa.pow`), each body taken as
// it came out of torch-mlir (test/realnets/fxnets.py's exporter on
// `torch.nn.GELU(approximate=...)`). quantkit-fuse recognises the function
// by its values (classifyActivation), so other ways of writing it are taken
// too; a body through an erf that computes something else is not. The
// kernel is tflite-int8's 'gelu', free scales, materialized as
// quantkit.gelu (`approximate` for the tanh form). tflite-int16x8 has no
// such kernel (TFLite's GELU is 8-bit only): the GELU stays float and says
// so.
// RUN: %quantkit-opt %s -split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-fuse{target=tflite-int8})' \
// RUN:   | FileCheck %s --check-prefix=FUSE
// RUN: %quantkit-opt %s -split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' \
// RUN:   | FileCheck %s
// RUN: %quantkit-opt %s -split-input-file -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int16x8})' \
// RUN:   | FileCheck %s --check-prefix=INT16

#map = affine_map<(d0, d1) -> (d0, d1)>

// FUSE-LABEL: func.func @gelu_erf
// FUSE: quantkit.region "gelu"(%{{.*}}) in [f32] out [f32]
// FUSE: math.erf
// CHECK-LABEL: func.func @gelu_erf
// CHECK: %[[X:.*]] = quant.qcast %{{.*}} : tensor<2x4xf32> to tensor<2x4x!quant.uniform<i8:f32, 0.031372549019607843:-1>>
// CHECK: %[[G:.*]] = quantkit.gelu %[[X]] : tensor<2x4x!quant.uniform<i8:f32, 0.031372549019607843:-1>> -> tensor<2x4x!quant.uniform<i8:f32, 0.016352941183482898:-118>>
// CHECK: quant.dcast %[[G]]
// CHECK-NOT: math.erf
// INT16: :[[@LINE+7]]:8: note: 'linalg.generic' left in floating point: gelu: no int8 kernel on tflite-int16x8; runs in float between casts
func.func @gelu_erf(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %x = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<2x4xf32>
  %cst = arith.constant 1.000000e+00 : f32
  %cst_0 = arith.constant 5.000000e-01 : f32
  %cst_1 = arith.constant 1.41421354 : f32
  %0 = tensor.empty() : tensor<2x4xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x4xf32>) outs(%0 : tensor<2x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = arith.divf %in, %cst_1 : f32
    %3 = math.erf %2 : f32
    %4 = arith.addf %3, %cst : f32
    %5 = arith.mulf %4, %cst_0 : f32
    %6 = arith.mulf %in, %5 : f32
    linalg.yield %6 : f32
  } -> tensor<2x4xf32>
  %g = quantkit.stats %1 {layerStats = dense<[-0.17, 4.0]> : tensor<2xf32>} : tensor<2x4xf32>
  return %g : tensor<2x4xf32>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>

// FUSE-LABEL: func.func @gelu_tanh
// FUSE: quantkit.region "gelu"
// CHECK-LABEL: func.func @gelu_tanh
// CHECK: quantkit.gelu %{{.*}} approximate : tensor<2x4x!quant.uniform<i8:f32, 0.031372549019607843:-1>> -> tensor<2x4x!quant.uniform<i8:f32, 0.016352941183482898:-118>>
// CHECK-NOT: math.tanh
// INT16: note: 'linalg.generic' left in floating point: gelu_tanh: no int8 kernel on tflite-int16x8
func.func @gelu_tanh(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %x = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<2x4xf32>
  %c3_i64 = arith.constant 3 : i64
  %cst = arith.constant 4.471500e-02 : f32
  %cst_0 = arith.constant 7.977240e-01 : f32
  %cst_1 = arith.constant 1.000000e+00 : f32
  %cst_2 = arith.constant 5.000000e-01 : f32
  %0 = tensor.empty() : tensor<2x4xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x4xf32>) outs(%0 : tensor<2x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = math.fpowi %in, %c3_i64 : f32, i64
    %3 = arith.mulf %2, %cst : f32
    %4 = arith.addf %in, %3 : f32
    %5 = arith.mulf %4, %cst_0 : f32
    %6 = math.tanh %5 : f32
    %7 = arith.addf %6, %cst_1 : f32
    %8 = arith.mulf %7, %cst_2 : f32
    %9 = arith.mulf %in, %8 : f32
    linalg.yield %9 : f32
  } -> tensor<2x4xf32>
  %g = quantkit.stats %1 {layerStats = dense<[-0.17, 4.0]> : tensor<2xf32>} : tensor<2x4xf32>
  return %g : tensor<2x4xf32>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>

// Written otherwise: `0.5 * x` first, `x * (1 / sqrt(2))`, `x^3` as a
// product, a splat tensor of 1 as an input (cloned into the region), f16.
// FUSE-LABEL: func.func @gelu_other_forms
// FUSE-COUNT-2: quantkit.region "gelu"
// CHECK-LABEL: func.func @gelu_other_forms
// CHECK: quantkit.gelu %{{.*}} : tensor<3x5x!quant.uniform<i8:f16
// CHECK: quantkit.gelu %{{.*}} approximate : tensor<3x5x!quant.uniform<i8:f16
func.func @gelu_other_forms(%arg0: tensor<3x5xf16>) -> (tensor<3x5xf16>, tensor<3x5xf16>) {
  %x = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<3x5xf16>
  %one = arith.constant dense<1.0> : tensor<3x5xf16>
  %e = tensor.empty() : tensor<3x5xf16>
  %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%x, %one : tensor<3x5xf16>, tensor<3x5xf16>) outs(%e : tensor<3x5xf16>) {
  ^bb0(%in: f16, %o: f16, %out: f16):
    %half = arith.constant 5.000000e-01 : f16
    %rsqrt2 = arith.constant 0.70710678 : f16
    %a = arith.mulf %half, %in : f16
    %b = arith.mulf %in, %rsqrt2 : f16
    %c = math.erf %b : f16
    %d = arith.addf %o, %c : f16
    %f = arith.mulf %a, %d : f16
    linalg.yield %f : f16
  } -> tensor<3x5xf16>
  %g1 = quantkit.stats %1 {layerStats = dense<[-0.17, 4.0]> : tensor<2xf32>} : tensor<3x5xf16>
  %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<3x5xf16>) outs(%e : tensor<3x5xf16>) {
  ^bb0(%in: f16, %out: f16):
    %half = arith.constant 5.000000e-01 : f16
    %one_s = arith.constant 1.0 : f16
    %k = arith.constant 0.044715 : f16
    %c = arith.constant 0.7978846 : f16
    %sq = arith.mulf %in, %in : f16
    %cube = arith.mulf %sq, %in : f16
    %kc = arith.mulf %k, %cube : f16
    %s = arith.addf %kc, %in : f16
    %t = arith.mulf %c, %s : f16
    %th = math.tanh %t : f16
    %p = arith.addf %one_s, %th : f16
    %xp = arith.mulf %in, %p : f16
    %r = arith.mulf %xp, %half : f16
    linalg.yield %r : f16
  } -> tensor<3x5xf16>
  %g2 = quantkit.stats %2 {layerStats = dense<[-0.17, 4.0]> : tensor<2xf32>} : tensor<3x5xf16>
  return %g1, %g2 : tensor<3x5xf16>, tensor<3x5xf16>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>

// Near misses stay float generics: an erf of x / 2 (not x / sqrt(2)), the
// exact form with tanh in place of erf, and x * erf(x).
// FUSE-LABEL: func.func @not_gelu
// FUSE-NOT: quantkit.region
// CHECK-LABEL: func.func @not_gelu
// CHECK-NOT: quantkit.gelu
// CHECK-COUNT-3: linalg.generic
// INT16: note: 'linalg.generic' left in floating point: elementwise 'arith.divf', 'math.erf', 'arith.addf', 'arith.mulf' with no int8 kernel
// INT16: note: 'linalg.generic' left in floating point: elementwise 'arith.divf', 'math.tanh', 'arith.addf', 'arith.mulf' with no int8 kernel
// INT16: note: 'linalg.generic' left in floating point: elementwise 'math.erf', 'arith.mulf' with no int8 kernel
func.func @not_gelu(%arg0: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {
  %x = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<2x4xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %half = arith.constant 0.5 : f32
    %two = arith.constant 2.0 : f32
    %a = arith.divf %in, %two : f32
    %b = math.erf %a : f32
    %c = arith.addf %b, %one : f32
    %d = arith.mulf %c, %half : f32
    %f = arith.mulf %in, %d : f32
    linalg.yield %f : f32
  } -> tensor<2x4xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %half = arith.constant 0.5 : f32
    %sqrt2 = arith.constant 1.41421354 : f32
    %a = arith.divf %in, %sqrt2 : f32
    %b = math.tanh %a : f32
    %c = arith.addf %b, %one : f32
    %d = arith.mulf %c, %half : f32
    %f = arith.mulf %in, %d : f32
    linalg.yield %f : f32
  } -> tensor<2x4xf32>
  %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %b = math.erf %in : f32
    %f = arith.mulf %in, %b : f32
    linalg.yield %f : f32
  } -> tensor<2x4xf32>
  return %1, %2, %3 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>
}

// -----

// torch-to-tosa's exact GELU: `x * (0.5 * (erf(x * 0.707106769) + 1))`,
// the constants [1, 1] splats broadcast.
// FUSE-LABEL: func.func @tosa_gelu_erf
// FUSE: quantkit.region "gelu"(%{{.*}}) in [f32] out [f32]
// FUSE-COUNT-3: tosa.mul
// CHECK-LABEL: func.func @tosa_gelu_erf
// CHECK: quantkit.gelu %{{.*}} : tensor<2x4x!quant.uniform<i8:f32, 0.031372549019607843:-1>> -> tensor<2x4x!quant.uniform<i8:f32, 0.016352941183482898:-118>>
// CHECK-NOT: tosa.erf
// INT16: :[[@LINE+11]]:8: note: 'tosa.mul' left in floating point: gelu: no int8 kernel on tflite-int16x8; runs in float between casts
func.func @tosa_gelu_erf(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %x = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<2x4xf32>
  %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %1 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %2 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %3 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %4 = tosa.mul %x, %3, %0 : (tensor<2x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<2x4xf32>
  %5 = tosa.erf %4 : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %6 = tosa.add %5, %1 : (tensor<2x4xf32>, tensor<1x1xf32>) -> tensor<2x4xf32>
  %7 = tosa.mul %2, %6, %0 : (tensor<1x1xf32>, tensor<2x4xf32>, tensor<1xi8>) -> tensor<2x4xf32>
  %8 = tosa.mul %x, %7, %0 : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<1xi8>) -> tensor<2x4xf32>
  %g = quantkit.stats %8 {layerStats = dense<[-0.17, 4.0]> : tensor<2xf32>} : tensor<2x4xf32>
  return %g : tensor<2x4xf32>
}

// -----

// torch-to-tosa's tanh GELU: `(0.5 * x) * (tanh(pow(2 / pi, 0.5) * (x +
// 0.044715 * pow(x, 3))) + 1)`, full-shape constants (so that its sums and
// products would each be an int8 'add' or 'mul' kernel of their own, were
// the GELU not matched from any of them).
// FUSE-LABEL: func.func @tosa_gelu_tanh
// FUSE: quantkit.region "gelu"
// FUSE-NOT: quantkit.region
// CHECK-LABEL: func.func @tosa_gelu_tanh
// CHECK: quantkit.gelu %{{.*}} approximate : tensor<2x4x!quant.uniform<i8:f32, 0.031372549019607843:-1>> -> tensor<2x4x!quant.uniform<i8:f32, 0.016352941183482898:-118>>
// CHECK-NOT: tosa.tanh
// INT16-NOT: note: 'tosa.{{add|tanh}}'
// INT16: :[[@LINE+18]]:9: note: 'tosa.mul' left in floating point: gelu_tanh: no int8 kernel on tflite-int16x8; runs in float between casts
// INT16-NOT: left in floating point
func.func @tosa_gelu_tanh(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %x = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<2x4xf32>
  %0 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
  %1 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
  %2 = "tosa.const"() <{values = dense<3.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
  %3 = "tosa.const"() <{values = dense<4.471500e-02> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
  %4 = "tosa.const"() <{values = dense<0.636619746> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
  %5 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %6 = tosa.mul %0, %x, %5 : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<1xi8>) -> tensor<2x4xf32>
  %7 = tosa.pow %4, %0 : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %8 = tosa.pow %x, %2 : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %9 = tosa.mul %3, %8, %5 : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<1xi8>) -> tensor<2x4xf32>
  %10 = tosa.add %x, %9 : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %11 = tosa.mul %7, %10, %5 : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<1xi8>) -> tensor<2x4xf32>
  %12 = tosa.tanh %11 : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %13 = tosa.add %12, %1 : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %14 = tosa.mul %6, %13, %5 : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<1xi8>) -> tensor<2x4xf32>
  %g = quantkit.stats %14 {layerStats = dense<[-0.17, 4.0]> : tensor<2xf32>} : tensor<2x4xf32>
  return %g : tensor<2x4xf32>
}

// -----

// TensorFlow's GELU as its TOSA legalization writes it (rank-4 splat
// constants; `0.5` applied last, to the product `x * (1 + erf(...))`):
// matched from the last product, whose own operand is not x.
// FUSE-LABEL: func.func @tf_tosa_gelu
// FUSE: quantkit.region "gelu"
// FUSE-NOT: quantkit.region
// CHECK-LABEL: func.func @tf_tosa_gelu
// CHECK: quantkit.gelu %{{.*}} : tensor<1x4x4x8x!quant.uniform<i8:f32, 0.031372549019607843:-1>> -> tensor<1x4x4x8x!quant.uniform<i8:f32, 0.016352941183482898:-118>>
// CHECK-NOT: tosa.erf
// INT16-LABEL: in @tf_tosa_gelu
// INT16: note: 'tosa.mul' left in floating point: gelu: no int8 kernel on tflite-int16x8
func.func @tf_tosa_gelu(%arg0: tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32> {
  %x = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<1x4x4x8xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %rsqrt2 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %one = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %half = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %0 = tosa.mul %x, %rsqrt2, %shift : (tensor<1x4x4x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x4x8xf32>
  %1 = tosa.erf %0 : (tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %2 = tosa.add %1, %one : (tensor<1x4x4x8xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x8xf32>
  %3 = tosa.mul %x, %2, %shift : (tensor<1x4x4x8xf32>, tensor<1x4x4x8xf32>, tensor<1xi8>) -> tensor<1x4x4x8xf32>
  %4 = tosa.mul %3, %half, %shift : (tensor<1x4x4x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x4x8xf32>
  %g = quantkit.stats %4 {layerStats = dense<[-0.17, 4.0]> : tensor<2xf32>} : tensor<1x4x4x8xf32>
  return %g : tensor<1x4x4x8xf32>
}

// -----

#map = affine_map<(d0) -> (d0)>

// An exponent wider than 64 bits (math.fpowi takes any integer width):
// evaluated as no GELU, without reading it into 64 bits.
// FUSE-LABEL: func.func @wide_exponent
// INT16-LABEL: in @wide_exponent
// FUSE-NOT: quantkit.region
func.func @wide_exponent(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %n = arith.constant 1267650600228229401496703205376 : i128
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = math.fpowi %in, %n : f32, i128
    %3 = math.erf %2 : f32
    %4 = arith.mulf %in, %3 : f32
    linalg.yield %4 : f32
  } -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
