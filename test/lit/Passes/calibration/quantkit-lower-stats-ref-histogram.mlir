// quantkit-lower-stats-ref{histogram-bins=N}: per-tensor stats_refs print a
// `histogram` record (N, R, MIN, MAX, then N counts) instead of `layer`;
// per-axis stats_refs keep their `axis` records. Execution/calibration.test
// runs the result and checks the counts against numpy.
// RUN: %quantkit-opt %s -split-input-file -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-lower-stats-ref{histogram-bins=16})' \
// RUN:   | FileCheck %s
// histogram-bins=0 is today's record:
// RUN: %quantkit-opt %s -split-input-file -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-lower-stats-ref{histogram-bins=0})' \
// RUN:   | FileCheck %s --check-prefix=ZERO

// The head `quantkit-stats "act" histogram 16 `:
// CHECK-DAG: llvm.mlir.global private constant @[[HEAD:.*]](dense<[113, 117, 97, 110, 116, 107, 105, 116, 45, 115, 116, 97, 116, 115, 32, 34, 97, 99, 116, 34, 32, 104, 105, 115, 116, 111, 103, 114, 97, 109, 32, 49, 54, 32, 0]> : tensor<35xi8>)
// CHECK-LABEL: func.func @layer
// CHECK-SAME: (%[[X:.*]]: tensor<2x?xf32>)
// The min/max reductions as without histograms:
// CHECK: linalg.reduce ins(%[[X]] : tensor<2x?xf32>) {{.*}} dimensions = [0, 1]
// CHECK: arith.minimumf
// CHECK: linalg.reduce ins(%[[X]] : tensor<2x?xf32>) {{.*}} dimensions = [0, 1]
// CHECK: arith.maximumf
// CHECK: %[[LO:.*]] = tensor.extract
// CHECK: %[[HI:.*]] = tensor.extract
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0, 1]] : tensor<2x?xf32> into tensor<?xf32>
// R from the bits of max(|lo|, |hi|): exponent, plus one where a mantissa
// bit is set, in [1, 254]; 2^-126 (exponent 1) for an empty tensor.
// CHECK: %[[ABSLO:.*]] = arith.andi %{{.*}}, %c2147483647_i32
// CHECK: %[[ABSHI:.*]] = arith.andi %{{.*}}, %c2147483647_i32
// CHECK: %[[ABS:.*]] = arith.maxui %[[ABSLO]], %[[ABSHI]]
// CHECK: arith.shrui %[[ABS]], %c23_i32
// CHECK: arith.andi %[[ABS]], %c8388607_i32
// CHECK: arith.maxui %{{.*}}, %c1_i32
// CHECK: arith.minui %{{.*}}, %c254_i32
// CHECK: %[[EMPTY:.*]] = arith.cmpf ogt, %[[LO]], %[[HI]]
// CHECK: %[[E:.*]] = arith.select %[[EMPTY]]
// CHECK: %[[RBITS:.*]] = arith.shli %[[E]]
// CHECK: %[[R:.*]] = arith.bitcast %[[RBITS]] : i32 to f32
// N / 2R in f64:
// CHECK: %[[HALF:.*]] = arith.constant 8.000000e+00 : f64
// CHECK: %[[R64:.*]] = arith.extf %[[R]] : f32 to f64
// CHECK: %[[SCALE:.*]] = arith.divf %[[HALF]], %[[R64]] : f64
// CHECK: %[[ZEROS:.*]] = linalg.fill ins(%c0_i64 : i64) outs(%{{.*}} : tensor<16xi64>)
// CHECK: %[[NEGHALF:.*]] = arith.constant -8.000000e+00 : f64
// One pass over the elements: floor(x * N/2R) + N/2, clamped, counted
// unless NaN.
// CHECK: %[[COUNTS:.*]] = scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[H:.*]] = %[[ZEROS]]) -> (tensor<16xi64>)
// CHECK: %[[XI:.*]] = tensor.extract %[[FLAT]][%[[I]]] : tensor<?xf32>
// CHECK: %[[W:.*]] = arith.extf %[[XI]] : f32 to f64
// CHECK: %[[NUM:.*]] = arith.cmpf ord, %[[W]], %[[W]]
// CHECK: arith.mulf %[[W]], %[[SCALE]] : f64
// CHECK: arith.maximumf %{{.*}}, %[[NEGHALF]]
// CHECK: arith.minimumf %{{.*}}, %[[HALF]]
// CHECK: arith.fptosi
// CHECK: arith.cmpf olt
// CHECK: arith.addi %{{.*}}, %c8_i64
// CHECK: arith.maxsi %{{.*}}, %c0_i64
// CHECK: arith.minsi %{{.*}}, %c15_i64
// CHECK: %[[OLD:.*]] = tensor.extract %[[H]]
// CHECK: %[[INC:.*]] = arith.extui %[[NUM]] : i1 to i64
// CHECK: %[[NEW:.*]] = arith.addi %[[OLD]], %[[INC]]
// CHECK: %[[INS:.*]] = tensor.insert %[[NEW]] into %[[H]]
// CHECK: scf.yield %[[INS]]
// The record: head, R, MIN, MAX, then the 16 counts.
// CHECK: llvm.mlir.addressof @[[HEAD]]
// CHECK: arith.bitcast %[[R]] : f32 to i32
// CHECK: llvm.call @printU64
// CHECK: arith.bitcast %[[LO]] : f32 to i32
// CHECK: llvm.call @printU64
// CHECK: arith.bitcast %[[HI]] : f32 to i32
// CHECK: llvm.call @printU64
// CHECK: scf.for %[[B:.*]] = %{{.*}} to %c16 step
// CHECK: %[[C:.*]] = tensor.extract %[[COUNTS]][%[[B]]] : tensor<16xi64>
// CHECK: llvm.call @printString
// CHECK: llvm.call @printU64(%[[C]])
// CHECK: }
// CHECK: llvm.call @printNewline()
// CHECK-NOT: quantkit.stats_ref
// CHECK: return %[[X]]
// ZERO-LABEL: func.func @layer
// ZERO-NOT: histogram
// ZERO-NOT: tensor.collapse_shape
// ZERO-NOT: scf.for
// ZERO: return
func.func @layer(%x: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %0 = quantkit.stats_ref %x {statsKey = "act"} : tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// -----

// A scalar and a rank-0 f16 tensor: a one-element tensor to count; a
// rank-1 tensor is counted as it is.
// CHECK-LABEL: func.func @small
// CHECK-SAME: (%[[S:.*]]: f32, %[[H:.*]]: tensor<f16>, %[[V:.*]]: tensor<5xbf16>)
// CHECK: %[[SE:.*]] = tensor.from_elements %[[S]] : tensor<1xf32>
// CHECK: scf.for
// CHECK: tensor.extract %[[SE]]
// CHECK: %[[HX:.*]] = tensor.extract %[[H]][] : tensor<f16>
// CHECK: %[[HE:.*]] = tensor.from_elements %[[HX]] : tensor<1xf16>
// CHECK: scf.for
// CHECK: %[[HI:.*]] = tensor.extract %[[HE]]
// CHECK: arith.extf %[[HI]] : f16 to f64
// CHECK-NOT: tensor.collapse_shape
// CHECK: scf.for
// CHECK: %[[VI:.*]] = tensor.extract %[[V]][%{{.*}}] : tensor<5xbf16>
// CHECK: arith.extf %[[VI]] : bf16 to f64
// CHECK: return %[[S]], %[[H]], %[[V]]
func.func @small(%s: f32, %h: tensor<f16>, %v: tensor<5xbf16>) -> (f32, tensor<f16>, tensor<5xbf16>) {
  %0 = quantkit.stats_ref %s {statsKey = "s"} : f32
  %1 = quantkit.stats_ref %h {statsKey = "h"} : tensor<f16>
  %2 = quantkit.stats_ref %v {statsKey = "v"} : tensor<5xbf16>
  return %0, %1, %2 : f32, tensor<f16>, tensor<5xbf16>
}

// -----

// Per axis: still the `axis` record, no histogram.
// CHECK-LABEL: func.func @per_axis
// CHECK-NOT: tensor<16xi64>
// CHECK: scf.for
// CHECK-COUNT-2: llvm.call @printU64
// CHECK: }
// CHECK-NOT: tensor<16xi64>
// CHECK: return
func.func @per_axis(%w: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = quantkit.stats_ref %w {statsKey = "w", axis = 1 : i64} : tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
