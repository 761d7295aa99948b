// RUN: %quantkit-opt %s --split-input-file --pass-pipeline='builtin.module(quantkit-import)' | FileCheck %s

// PT2E's int8 weights as today's torch-mlir fx importer writes them: the
// weights, the per-channel scales and zero points all `dense_resource`
// blobs, dequantized by one generic (extsi, subi zp[c], sitofp, mulf
// s[c]). The dequantize becomes the constant, quant.scast and quant.dcast
// of the per-axis type the blobs hold (scales 0.5 and 0.25, zero points 0
// and 3).
// CHECK-LABEL: func.func @resource_weights
// CHECK-NOT: linalg.generic
// CHECK: %[[W:.*]] = arith.constant dense_resource<weights> : tensor<2x1x1x3xi8>
// CHECK: %[[S:.*]] = quant.scast %[[W]] : tensor<2x1x1x3xi8> to tensor<2x1x1x3x!quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01:3}>>
// CHECK: %[[D:.*]] = quant.dcast %[[S]]
// CHECK: return %[[D]] : tensor<2x1x1x3xf32>
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0)>
func.func @resource_weights() -> tensor<2x1x1x3xf32> {
  %q = arith.constant dense_resource<weights> : tensor<2x1x1x3xi8>
  %s = arith.constant dense_resource<scales> : tensor<2xf32>
  %zp = arith.constant dense_resource<zero_points> : tensor<2xi64>
  %e = tensor.empty() : tensor<2x1x1x3xf32>
  %d = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q, %s, %zp : tensor<2x1x1x3xi8>, tensor<2xf32>, tensor<2xi64>) outs(%e : tensor<2x1x1x3xf32>) {
  ^bb0(%in: i8, %scale: f32, %z: i64, %out: f32):
    %0 = arith.extsi %in : i8 to i64
    %1 = arith.subi %0, %z : i64
    %2 = arith.sitofp %1 : i64 to f32
    %3 = arith.mulf %2, %scale : f32
    linalg.yield %3 : f32
  } -> tensor<2x1x1x3xf32>
  return %d : tensor<2x1x1x3xf32>
}

{-#
  dialect_resources: {
    builtin: {
      weights: "0x01000000807F01FD0203",
      scales: "0x040000000000003F0000803E",
      zero_points: "0x0800000000000000000000000300000000000000"
    }
  }
#-}

// -----

// An elided blob (`mlir-opt --mlir-elide-resource-strings-if-larger`) has no
// values to read: the dequantize stays as it is.
// CHECK-LABEL: func.func @elided_scales
// CHECK: linalg.generic
// CHECK-NOT: quant.scast
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0)>
func.func @elided_scales() -> tensor<2x1x1x3xf32> {
  %q = arith.constant dense<1> : tensor<2x1x1x3xi8>
  %s = arith.constant dense_resource<__elided__> : tensor<2xf32>
  %zp = arith.constant dense<0> : tensor<2xi64>
  %e = tensor.empty() : tensor<2x1x1x3xf32>
  %d = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q, %s, %zp : tensor<2x1x1x3xi8>, tensor<2xf32>, tensor<2xi64>) outs(%e : tensor<2x1x1x3xf32>) {
  ^bb0(%in: i8, %scale: f32, %z: i64, %out: f32):
    %0 = arith.extsi %in : i8 to i64
    %1 = arith.subi %0, %z : i64
    %2 = arith.sitofp %1 : i64 to f32
    %3 = arith.mulf %2, %scale : f32
    linalg.yield %3 : f32
  } -> tensor<2x1x1x3xf32>
  return %d : tensor<2x1x1x3xf32>
}
