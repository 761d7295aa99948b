// quantkit-coverage lists float elementwise adds and multiplies of two
// tensors that no kernel wrapped (or whose kernel fell back): an add that
// broadcasts one input along H
// and W, which quantkit-fuse does not take as a same-shape `add` (the
// `(0, d1, d2, d3)` torch-mlir reads the batch of 1 through is the identity
// once quantkit-normalize has run, and is not the reason given); a
// same-shape add with no statistics is not wrapped either. Listed with the
// reason, not counted. An add of a constant (a bias) is no add of two
// tensors: it is listed as another float computation (`other`). One inside
// a kernel region is not listed. A product broadcasting a run-time tensor
// is a 'mul' kernel; without statistics it falls back and is listed.
// RUN: %quantkit-opt %s -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' \
// RUN:   | FileCheck %s
// RUN: %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8},quantkit-report{format=json})' \
// RUN:   2>/dev/null | FileCheck %s --check-prefix=JSON

// CHECK: remark: quantkit-quantize: 0 of 0 contractions quantized, 0 of 0 poolings quantized in @residual
// CHECK: :[[@LINE+16]]:8: note: 'linalg.generic' left in floating point: add of two tensors read through (d0, d1, d2, d3) -> (0, 0, 0, d3), not the same-shape form quantkit-fuse wraps as 'add'; runs in float between casts
// CHECK: :[[@LINE+21]]:8: note: 'linalg.generic' left in floating point: mul of two tensors not quantized (no kernel wrapped it, or its ports got no parameters: statistics missing); runs in float between casts
// CHECK: :[[@LINE+26]]:8: note: 'linalg.generic' left in floating point: elementwise 'arith.addf' with no int8 kernel; runs in float between casts
// CHECK: :[[@LINE+31]]:8: note: 'linalg.generic' left in floating point: mul of two tensors read through (d0, d1, d2, d3) -> (0, 0, 0, d3), not quantized (no kernel wrapped it, or its ports got no parameters: statistics missing); runs in float between casts
// CHECK-NOT: note:
// JSON: "kind": "elementwise"
// JSON: "kind": "elementwise"
// JSON: "kind": "elementwise"
// JSON-NOT: "kind": "elementwise"
#batch0 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#bcast = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#channel = affine_map<(d0, d1, d2, d3) -> (d3)>
func.func @residual(%a: tensor<1x4x4x8xf32>, %b: tensor<1x4x4x8xf32>, %v: tensor<1x1x1x8xf32>) -> tensor<1x4x4x8xf32> {
  %bias = arith.constant dense<0.5> : tensor<8xf32>
  %e = tensor.empty() : tensor<1x4x4x8xf32>
  %s = linalg.generic {indexing_maps = [#batch0, #bcast, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%a, %v : tensor<1x4x4x8xf32>, tensor<1x1x1x8xf32>) outs(%e : tensor<1x4x4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<1x4x4x8xf32>
  %m = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %b : tensor<1x4x4x8xf32>, tensor<1x4x4x8xf32>) outs(%e : tensor<1x4x4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.mulf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<1x4x4x8xf32>
  %c = linalg.generic {indexing_maps = [#id, #channel, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%m, %bias : tensor<1x4x4x8xf32>, tensor<8xf32>) outs(%e : tensor<1x4x4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<1x4x4x8xf32>
  %p = linalg.generic {indexing_maps = [#id, #bcast, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %v : tensor<1x4x4x8xf32>, tensor<1x1x1x8xf32>) outs(%e : tensor<1x4x4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.mulf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<1x4x4x8xf32>
  return %p : tensor<1x4x4x8xf32>
}
