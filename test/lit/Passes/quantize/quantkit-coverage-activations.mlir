// quantkit-coverage lists the activations the front end recognises
// (classifyActivation) but QuantKit did not quantize, each named in its
// reason. After quantkit-quantize, quantkit-fuse has recorded whether the
// target has a kernel for it (no kernel for hardsigmoid or SiLU on
// tflite-int8) and quantkit-materialize why a 'hard_swish' or 'logistic'
// region fell back (the hardswish and the sigmoid have no statistics); a sigmoid whose other input the
// region cannot hold is not wrapped. Run alone, quantkit-coverage says what
// holds for any target. They are listed,
// not counted in the totals. A ReLU clamp is not listed (clamps fuse, or
// clamp quantized values); a generic that is no activation (`x * x`) is
// listed as another float computation. The remark is at @model, the
// function holding them; @main gets none.
// RUN: %quantkit-opt %s -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' \
// RUN:   | FileCheck %s --check-prefix=QUANTIZE
// RUN: %quantkit-opt %s -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-coverage)' \
// RUN:   | FileCheck %s --check-prefix=ALONE
// RUN: %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8},quantkit-report{format=json})' \
// RUN:   2>/dev/null | FileCheck %s --check-prefix=JSON

// QUANTIZE: :[[@LINE+25]]:1: remark: quantkit-quantize: 0 of 0 contractions quantized, 0 of 0 poolings quantized in @model
// QUANTIZE: :[[@LINE+26]]:13: note: 'linalg.generic' left in floating point: hardswish: region fell back to float: input 0 is not resolved to !quant.uniform
// QUANTIZE: :[[@LINE+37]]:11: note: 'linalg.generic' left in floating point: hardsigmoid: no int8 kernel on tflite-int8; runs in float between casts
// QUANTIZE: :[[@LINE+47]]:10: note: 'linalg.generic' left in floating point: sigmoid: region fell back to float: input 0 is not resolved to !quant.uniform
// QUANTIZE: :[[@LINE+55]]:11: note: 'linalg.generic' left in floating point: silu: no int8 kernel on tflite-int8; runs in float between casts
// QUANTIZE: :[[@LINE+72]]:13: note: 'linalg.generic' left in floating point: elementwise 'arith.mulf' with no int8 kernel; runs in float between casts
// QUANTIZE: :[[@LINE+88]]:11: note: 'linalg.generic' left in floating point: sigmoid: not in a form quantkit-fuse wraps as tflite-int8's 'logistic' kernel (one run-time input of the result's shape, other inputs constants); runs in float between casts
// QUANTIZE-NOT: note:
// QUANTIZE-NOT: remark: quantkit-quantize

// ALONE: remark: quantkit-quantize: 0 of 0 contractions quantized, 0 of 0 poolings quantized in @model
// ALONE: note: 'linalg.generic' left in floating point: hardswish: not quantized (quantkit-quantize takes a one-input elementwise hardswish as a target's 'hard_swish' kernel); stays in float
// ALONE: note: 'linalg.generic' left in floating point: hardsigmoid: QuantKit has no int8 compute op for it; stays in float
// ALONE: note: 'linalg.generic' left in floating point: sigmoid: not quantized (quantkit-quantize takes a one-input elementwise sigmoid as a target's 'logistic' kernel); stays in float
// ALONE: note: 'linalg.generic' left in floating point: silu: QuantKit has no int8 compute op for it; stays in float
// ALONE: note: 'linalg.generic' left in floating point: elementwise 'arith.mulf' with no int8 kernel
// ALONE: note: 'linalg.generic' left in floating point: sigmoid: not quantized
// ALONE-NOT: note:

// JSON: "kind": "activation",
// JSON-NEXT: "location": "{{.*}}quantkit-coverage-activations.mlir:[[@LINE+7]]:13",
// JSON-NEXT: "op": "linalg.generic",
// JSON-NEXT: "reason": "hardswish: region fell back to float: input 0 is not resolved to !quant.uniform"
#id = affine_map<(d0, d1) -> (d0, d1)>
!t = tensor<2x3xf32>
func.func @model(%x: !t) -> (!t, !t, !t, !t, !t, !t, !t) {
  %e = tensor.empty() : !t
  %hswish = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %zero = arith.constant 0.0 : f32
    %three = arith.constant 3.0 : f32
    %six = arith.constant 6.0 : f32
    %a = arith.addf %in, %three : f32
    %b = arith.maximumf %a, %zero : f32
    %c = arith.minimumf %b, %six : f32
    %d = arith.mulf %in, %c : f32
    %f = arith.divf %d, %six : f32
    linalg.yield %f : f32
  } -> !t
  %hsig = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %zero = arith.constant 0.0 : f32
    %three = arith.constant 3.0 : f32
    %six = arith.constant 6.0 : f32
    %a = arith.addf %in, %three : f32
    %b = arith.maximumf %a, %zero : f32
    %c = arith.minimumf %b, %six : f32
    %d = arith.divf %c, %six : f32
    linalg.yield %d : f32
  } -> !t
  %sig = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %x1 = math.exp %n : f32
    %a = arith.addf %x1, %one : f32
    %d = arith.divf %one, %a : f32
    linalg.yield %d : f32
  } -> !t
  %silu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %x1 = math.exp %n : f32
    %a = arith.addf %x1, %one : f32
    %d = arith.divf %one, %a : f32
    %y = arith.mulf %in, %d : f32
    linalg.yield %y : f32
  } -> !t
  // ReLU: a clamp, not listed.
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %zero = arith.constant 0.0 : f32
    %r = arith.maximumf %in, %zero : f32
    linalg.yield %r : f32
  } -> !t
  // x * x: no activation.
  %square = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %in : f32
    linalg.yield %r : f32
  } -> !t
  // A sigmoid whose 1 is a 0-d tensor converted from an integer fill (as
  // torch-mlir's 2023 exports write bounds): classifyActivation reads it
  // as the constant it is, but the region cannot clone its producers.
  %i0 = tensor.empty() : tensor<i64>
  %c1 = arith.constant 1 : i64
  %i1 = linalg.fill ins(%c1 : i64) outs(%i0 : tensor<i64>) -> tensor<i64>
  %f0 = tensor.empty() : tensor<f32>
  %f1 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%i1 : tensor<i64>) outs(%f0 : tensor<f32>) {
  ^bb0(%in: i64, %out: f32):
    %f = arith.sitofp %in : i64 to f32
    linalg.yield %f : f32
  } -> tensor<f32>
  %bsig = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> ()>, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %f1 : !t, tensor<f32>) outs(%e : !t) {
  ^bb0(%in: f32, %one: f32, %out: f32):
    %n = arith.negf %in : f32
    %x1 = math.exp %n : f32
    %a = arith.addf %x1, %one : f32
    %d = arith.divf %one, %a : f32
    linalg.yield %d : f32
  } -> !t
  return %hswish, %hsig, %sig, %silu, %relu, %square, %bsig : !t, !t, !t, !t, !t, !t, !t
}

func.func @main(%x: !t) -> !t {
  %r:7 = call @model(%x) : (!t) -> (!t, !t, !t, !t, !t, !t, !t)
  return %r#0 : !t
}
