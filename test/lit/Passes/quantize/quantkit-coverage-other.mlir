// quantkit-coverage lists any other float computation on a run-time tensor
// that no kernel takes, with what its body computes: the `x + 3` and
// `/ 6` of a hardswish that torch-mlir decomposed, an exponential. Not
// listed: a ReLU (it fuses into the kernel before it), a copy, a scalar
// computed from constants, and an add of two tensors, which is listed once,
// as such.
// RUN: %quantkit-opt %s -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' \
// RUN:   | FileCheck %s
// RUN: %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8},quantkit-report{format=json})' \
// RUN:   2>/dev/null | FileCheck %s --check-prefix=JSON

// CHECK: remark: quantkit-quantize: 0 of 0 contractions quantized, 0 of 0 poolings quantized in @others
// CHECK: :[[@LINE+16]]:8: note: 'linalg.generic' left in floating point: elementwise 'arith.addf' with no int8 kernel; runs in float between casts
// CHECK: :[[@LINE+20]]:8: note: 'linalg.generic' left in floating point: elementwise 'arith.divf' with no int8 kernel; runs in float between casts
// CHECK: :[[@LINE+24]]:9: note: 'linalg.generic' left in floating point: elementwise 'math.exp' with no int8 kernel
// CHECK: :[[@LINE+45]]:10: note: 'linalg.generic' left in floating point: add of two tensors
// CHECK-NOT: note:
// JSON-COUNT-3: "kind": "other"
// JSON-NOT: "kind": "other"
#id = affine_map<(d0, d1) -> (d0, d1)>
#scalar = affine_map<(d0, d1) -> ()>
#none = affine_map<() -> ()>
func.func @others(%x: tensor<2x8xf32>, %y: tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<f32>, tensor<2x8xf32>) {
  %three = arith.constant 3.0 : f32
  %six = arith.constant 6.0 : f32
  %zero = arith.constant 0.0 : f32
  %c6 = arith.constant 6 : i64
  %e = tensor.empty() : tensor<2x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %three : f32
    linalg.yield %r : f32
  } -> tensor<2x8xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %six : f32
    linalg.yield %r : f32
  } -> tensor<2x8xf32>
  %x2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<2x8xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x2 : tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x8xf32>
  %copy = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x8xf32>
  %ei = tensor.empty() : tensor<i64>
  %fi = linalg.fill ins(%c6 : i64) outs(%ei : tensor<i64>) -> tensor<i64>
  %es = tensor.empty() : tensor<f32>
  %s = linalg.generic {indexing_maps = [#none, #none], iterator_types = []} ins(%fi : tensor<i64>) outs(%es : tensor<f32>) {
  ^bb0(%in: i64, %out: f32):
    %r = arith.sitofp %in : i64 to f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<2x8xf32>, tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.addf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<2x8xf32>
  return %d, %x2, %relu, %copy, %s, %sum : tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<f32>, tensor<2x8xf32>
}
