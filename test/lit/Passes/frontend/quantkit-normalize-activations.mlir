// quantkit-normalize on activation generics: every clamp by constants that
// torch-mlir writes (ReLU as cmpf + select, ReLU6 / hardtanh / clamp as
// compare/select pairs or maximumf/minimumf with the constant on either
// side, bounds as body constants, captured scalars or 0-d tensors) becomes
// one generic of the input alone whose body is maximumf then minimumf with
// body constants: the form quantkit-fuse fuses. Anything else is left alone.
// RUN: %quantkit-opt %s -split-input-file -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-normalize)' | FileCheck %s

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#batch = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>

// torch-mlir's ReLU: the batch dimension read as the constant 0, `outs` an
// empty tensor, the zero captured from outside.
// CHECK-LABEL: func.func @relu_ugt
// CHECK-SAME: (%[[X:.*]]: tensor<1x4x3x3xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<1x4x3x3xf32>
// CHECK: linalg.generic {indexing_maps = [#[[ID:map[0-9]*]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
// CHECK-SAME: ins(%[[X]] : tensor<1x4x3x3xf32>) outs(%[[E]] : tensor<1x4x3x3xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[IN]], %[[ZERO]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NOT: arith.select
func.func @relu_ugt(%x: tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x3x3xf32>
  %r = linalg.generic {indexing_maps = [#batch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x4x3x3xf32>) outs(%e : tensor<1x4x3x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %zero : f32
    %s = arith.select %c, %in, %zero : f32
    linalg.yield %s : f32
  } -> tensor<1x4x3x3xf32>
  return %r : tensor<1x4x3x3xf32>
}

// -----

// Every predicate and operand order of a compare/select pair meaning
// max(x, 0): x > 0 ? x : 0 (ordered, unordered, strict or not), 0 < x ? x : 0,
// x < 0 ? 0 : x, 0 > x ? 0 : x; the constant inside the body.
// CHECK-LABEL: func.func @relu_forms
// CHECK-COUNT-8: arith.maximumf %{{.*}}, %{{.*}} : f32
// CHECK-NOT: arith.cmpf
// CHECK-NOT: arith.select
// CHECK-NOT: arith.minimumf
// CHECK: return
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @relu_forms(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %r0 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %z = arith.constant 0.0 : f32
    %c = arith.cmpf ogt, %in, %z : f32
    %s = arith.select %c, %in, %z : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %r1 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %z = arith.constant 0.0 : f32
    %c = arith.cmpf uge, %in, %z : f32
    %s = arith.select %c, %in, %z : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %r2 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %z = arith.constant 0.0 : f32
    %c = arith.cmpf oge, %in, %z : f32
    %s = arith.select %c, %in, %z : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %r3 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %z = arith.constant 0.0 : f32
    %c = arith.cmpf ult, %z, %in : f32
    %s = arith.select %c, %in, %z : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %r4 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %z = arith.constant 0.0 : f32
    %c = arith.cmpf olt, %in, %z : f32
    %s = arith.select %c, %z, %in : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %r5 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %z = arith.constant 0.0 : f32
    %c = arith.cmpf ugt, %z, %in : f32
    %s = arith.select %c, %z, %in : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %r6 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %z = arith.constant 0.0 : f32
    %c = arith.cmpf ule, %in, %z : f32
    %s = arith.select %c, %z, %in : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  // maximumf with the constant first.
  %r7 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %z = arith.constant 0.0 : f32
    %s = arith.maximumf %z, %in : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// The compare/select pairs meaning min(x, 6): x > 6 ? 6 : x, x < 6 ? x : 6,
// 6 < x ? 6 : x, and minimumf / minnumf with the constant first.
// CHECK-LABEL: func.func @upper_bound_forms
// CHECK-COUNT-5: arith.minimumf %{{.*}}, %{{.*}} : f32
// CHECK-NOT: arith.select
// CHECK-NOT: arith.maximumf
// CHECK-NOT: arith.minnumf
// CHECK: return
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @upper_bound_forms(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %six = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %r0 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %six : f32
    %s = arith.select %c, %six, %in : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %r1 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf olt, %in, %six : f32
    %s = arith.select %c, %in, %six : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %r2 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ult, %six, %in : f32
    %s = arith.select %c, %six, %in : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %r3 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.minimumf %six, %in : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %r4 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.minnumf %six, %in : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  return %r0, %r1, %r2, %r3, %r4 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// Hardtanh / ReLU6 as torch-mlir's clamp writes it: two compare/select
// pairs in one generic, upper bound first; the bounds come out in canonical
// order (maximumf by the lower one, then minimumf by the upper one).
// CHECK-LABEL: func.func @hardtanh_pairs
// CHECK: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[LO:.*]] = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %[[A:.*]] = arith.maximumf %[[IN]], %[[LO]] : f32
// CHECK-NEXT: %[[HI:.*]] = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %[[B:.*]] = arith.minimumf %[[A]], %[[HI]] : f32
// CHECK-NEXT: linalg.yield %[[B]] : f32
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @hardtanh_pairs(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 2.5 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c1 = arith.cmpf ugt, %in, %hi : f32
    %s1 = arith.select %c1, %hi, %in : f32
    %c2 = arith.cmpf ult, %s1, %lo : f32
    %s2 = arith.select %c2, %lo, %s1 : f32
    linalg.yield %s2 : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// ReLU6 as maximumf / minimumf with the constants first, in the order
// min then max; and mobilenet_v2's form: two generics whose bound is a 0-d
// tensor filled from an f64 constant and truncated to f32, the bound first
// in the second one, `outs` the input itself.
// CHECK-LABEL: func.func @relu6_forms
// CHECK-SAME: (%[[X:.*]]: tensor<1x4x2x2xf32>)
// CHECK: %[[E0:.*]] = tensor.empty() : tensor<1x4x2x2xf32>
// CHECK: %[[E1:.*]] = tensor.empty() : tensor<1x4x2x2xf32>
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<1x4x2x2xf32>) outs(%[[E1]] : tensor<1x4x2x2xf32>)
// CHECK: arith.constant 0.000000e+00 : f32
// CHECK-NEXT: arith.maximumf
// CHECK-NEXT: arith.constant 6.000000e+00 : f32
// CHECK-NEXT: arith.minimumf
// CHECK: %[[E2:.*]] = tensor.empty() : tensor<1x4x2x2xf32>
// CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<1x4x2x2xf32>) outs(%[[E2]] : tensor<1x4x2x2xf32>)
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: arith.maximumf %{{.*}}, %[[Z]] : f32
// CHECK-NEXT: linalg.yield
// CHECK: %[[B:.*]] = linalg.generic {{.*}} ins(%[[A]] : tensor<1x4x2x2xf32>) outs(%[[E0]] : tensor<1x4x2x2xf32>)
// CHECK: %[[S:.*]] = arith.constant 6.000000e+00 : f32
// CHECK-NEXT: arith.minimumf %{{.*}}, %[[S]] : f32
// CHECK: return %[[R]], %[[B]]
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#batch = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#scalar = affine_map<(d0, d1, d2, d3) -> ()>
#none = affine_map<() -> ()>
func.func @relu6_forms(%x: tensor<1x4x2x2xf32>) -> (tensor<1x4x2x2xf32>, tensor<1x4x2x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %six = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<1x4x2x2xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x4x2x2xf32>) outs(%x : tensor<1x4x2x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.minimumf %six, %in : f32
    %b = arith.maximumf %zero, %a : f32
    linalg.yield %b : f32
  } -> tensor<1x4x2x2xf32>
  %zero64 = arith.constant 0.0 : f64
  %six64 = arith.constant 6.0 : f64
  %e64 = tensor.empty() : tensor<f64>
  %e32 = tensor.empty() : tensor<f32>
  %fz = linalg.fill ins(%zero64 : f64) outs(%e64 : tensor<f64>) -> tensor<f64>
  %lo = linalg.generic {indexing_maps = [#none, #none], iterator_types = []} ins(%fz : tensor<f64>) outs(%e32 : tensor<f32>) {
  ^bb0(%in: f64, %out: f32):
    %t = arith.truncf %in : f64 to f32
    linalg.yield %t : f32
  } -> tensor<f32>
  %fs = linalg.fill ins(%six64 : f64) outs(%e64 : tensor<f64>) -> tensor<f64>
  %hi = linalg.generic {indexing_maps = [#none, #none], iterator_types = []} ins(%fs : tensor<f64>) outs(%e32 : tensor<f32>) {
  ^bb0(%in: f64, %out: f32):
    %t = arith.truncf %in : f64 to f32
    linalg.yield %t : f32
  } -> tensor<f32>
  %a = linalg.generic {indexing_maps = [#batch, #scalar, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %lo : tensor<1x4x2x2xf32>, tensor<f32>) outs(%x : tensor<1x4x2x2xf32>) {
  ^bb0(%in: f32, %bound: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %bound : f32
    %s = arith.select %c, %in, %bound : f32
    linalg.yield %s : f32
  } -> tensor<1x4x2x2xf32>
  %b = linalg.generic {indexing_maps = [#scalar, #batch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hi, %a : tensor<f32>, tensor<1x4x2x2xf32>) outs(%e : tensor<1x4x2x2xf32>) {
  ^bb0(%bound: f32, %in: f32, %out: f32):
    %c = arith.cmpf ult, %bound, %in : f32
    %s = arith.select %c, %bound, %in : f32
    linalg.yield %s : f32
  } -> tensor<1x4x2x2xf32>
  return %r, %b : tensor<1x4x2x2xf32>, tensor<1x4x2x2xf32>
}

// -----

// A splat tensor constant as the bound, broadcast to every element, and a
// dynamic shape (the fresh init takes its sizes from the input).
// CHECK-LABEL: func.func @splat_bound_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x3xf32>)
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x3xf32>
// CHECK: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<?x3xf32>
// CHECK: linalg.generic {{.*}} ins(%[[X]] : tensor<?x3xf32>) outs(%[[E]] : tensor<?x3xf32>)
// CHECK: arith.constant 5.000000e-01 : f32
// CHECK-NEXT: arith.maximumf
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @splat_bound_dynamic(%x: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %half = arith.constant dense<0.5> : tensor<3xf32>
  %r = linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]} ins(%x, %half : tensor<?x3xf32>, tensor<3xf32>) outs(%x : tensor<?x3xf32>) {
  ^bb0(%in: f32, %b: f32, %out: f32):
    %c = arith.cmpf ogt, %in, %b : f32
    %s = arith.select %c, %in, %b : f32
    linalg.yield %s : f32
  } -> tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}

// -----

// Already canonical: left exactly as it is (the pattern does not loop).
// CHECK-LABEL: func.func @canonical
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[X]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>)
// CHECK-NOT: tensor.empty
// CHECK: return
#id1 = affine_map<(d0) -> (d0)>
func.func @canonical(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %z = arith.constant 0.0 : f32
    %a = arith.maximumf %in, %z : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Left alone: a select whose bound is not a constant (a function argument,
// a tensor operand), a compare against a non-constant, a select whose arms
// are not the compared value and the same bound, a compare by another
// predicate, an empty clamp (lo > hi), a clamp of two tensors, a max of two
// constants. Not rebuilt either, but with their compare/select step turned
// into maximumf in place: a clamp of the init, of an input broadcast along
// a dimension of size > 1, and of x + 3 (the generic keeps its operands).
// CHECK-LABEL: func.func @left_alone
// CHECK-SAME: %[[Y:[^:]*]]: tensor<2x3xf32>, %[[ROW:[^:]*]]: tensor<1x3xf32>
// CHECK: tensor.empty
// CHECK-NOT: tensor.empty
// CHECK-COUNT-6: arith.select
// CHECK: linalg.generic {{.*}} outs(%[[Y]] : tensor<2x3xf32>)
// CHECK-NEXT: ^bb0(%{{.*}}: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[Z1:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: arith.maximumf %[[OUT]], %[[Z1]] : f32
// CHECK: linalg.generic {{.*}} ins(%[[ROW]] : tensor<1x3xf32>)
// CHECK: arith.maximumf
// CHECK: arith.addf
// CHECK: arith.maximumf
// CHECK-NOT: arith.select
// CHECK: arith.maximumf %{{.*}}, %{{.*}}
// CHECK-NEXT: arith.minimumf %{{.*}}, %{{.*}}
// CHECK: arith.maximumf %{{.*}}, %{{.*}}
// CHECK: arith.maximumf %{{.*}}, %{{.*}}
// CHECK: return
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (0, d1)>
func.func @left_alone(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>, %row: tensor<1x3xf32>, %bound: f32) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %three = arith.constant 3.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %r0 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %bound : f32
    %s = arith.select %c, %in, %bound : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %r1 = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %b: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %b : f32
    %s = arith.select %c, %in, %b : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  // The compare is against a non-constant, the select picks a constant.
  %r2 = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %b: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %b : f32
    %s = arith.select %c, %in, %zero : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  // Arms are the value and another constant: a step, not a clamp.
  %r3 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %zero : f32
    %s = arith.select %c, %in, %one : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %r4 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf one, %in, %zero : f32
    %s = arith.select %c, %in, %zero : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  // Both arms constants.
  %r5 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %zero : f32
    %s = arith.select %c, %one, %zero : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  // The clamp reads its init, not an input.
  %r6 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%y : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ugt, %out, %zero : f32
    %s = arith.select %c, %out, %zero : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  // Broadcast along rows: not the element of the result.
  %r7 = linalg.generic {indexing_maps = [#row, #id2], iterator_types = ["parallel", "parallel"]} ins(%row : tensor<1x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %zero : f32
    %s = arith.select %c, %in, %zero : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  // Hardswish-style body: the clamp is of x + 3, not of x.
  %r8 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %three : f32
    %c = arith.cmpf ugt, %a, %zero : f32
    %s = arith.select %c, %a, %zero : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  // Empty interval: max(x, 3) then min(., 1) is the constant 1.
  %r9 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.maximumf %three, %in : f32
    %b = arith.minimumf %one, %a : f32
    linalg.yield %b : f32
  } -> tensor<2x3xf32>
  // A maximum of two tensors.
  %r10 = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %b: f32, %out: f32):
    %a = arith.maximumf %b, %in : f32
    linalg.yield %a : f32
  } -> tensor<2x3xf32>
  // Both operands of the max constant.
  %r11 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.maximumf %one, %zero : f32
    linalg.yield %a : f32
  } -> tensor<2x3xf32>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}
