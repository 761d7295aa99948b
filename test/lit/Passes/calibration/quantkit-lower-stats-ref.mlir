// quantkit-lower-stats-ref turns every quantkit.stats_ref into a min/max
// reduction and a record line printed through the C runner utilities
// (printString, printU64, printNewline); Execution/calibration.test runs
// the result.
// RUN: %quantkit-opt %s -split-input-file -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-lower-stats-ref)' \
// RUN:   | FileCheck %s

// A tensor: minimumf and maximumf over every dimension from +inf and -inf,
// the f32 bits printed as unsigned integers; the value flows on unchanged.
// The record text lives in private string constants (the bytes of
// `quantkit-stats "act" layer ` and of " "; Execution/calibration.test checks
// the printed lines).
// CHECK-DAG: llvm.mlir.global private constant @[[HEAD:.*]](dense<[113, 117, 97, 110, 116, 107, 105, 116, 45, 115, 116, 97, 116, 115, 32, 34, 97, 99, 116, 34, 32, 108, 97, 121, 101, 114, 32, 0]> : tensor<28xi8>)
// CHECK-DAG: llvm.mlir.global private constant @[[SPACE:.*]](dense<[32, 0]> : tensor<2xi8>)
// CHECK-DAG: llvm.func @printU64(i64)
// CHECK-DAG: llvm.func @printNewline()
// CHECK-LABEL: func.func @layer
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK: %[[INF:.*]] = arith.constant 0x7F800000 : f32
// CHECK: %[[MININIT:.*]] = linalg.fill ins(%[[INF]] : f32) outs(%{{.*}} : tensor<f32>)
// CHECK: %[[MIN:.*]] = linalg.reduce ins(%[[X]] : tensor<2x3xf32>) outs(%[[MININIT]] : tensor<f32>) dimensions = [0, 1]
// CHECK: arith.minimumf
// CHECK: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK: %[[MAXINIT:.*]] = linalg.fill ins(%[[NINF]] : f32)
// CHECK: %[[MAX:.*]] = linalg.reduce ins(%[[X]] : tensor<2x3xf32>) outs(%[[MAXINIT]] : tensor<f32>) dimensions = [0, 1]
// CHECK: arith.maximumf
// CHECK: %[[LO:.*]] = tensor.extract %[[MIN]][] : tensor<f32>
// CHECK: %[[HI:.*]] = tensor.extract %[[MAX]][] : tensor<f32>
// CHECK: llvm.mlir.addressof @[[HEAD]]
// CHECK: llvm.call @printString
// CHECK: %[[LOBITS:.*]] = arith.bitcast %[[LO]] : f32 to i32
// CHECK: %[[LO64:.*]] = arith.extui %[[LOBITS]] : i32 to i64
// CHECK: llvm.call @printU64(%[[LO64]])
// CHECK: llvm.mlir.addressof @[[SPACE]]
// CHECK: llvm.call @printString
// CHECK: arith.bitcast %[[HI]] : f32 to i32
// CHECK: llvm.call @printU64
// CHECK: llvm.call @printNewline()
// CHECK-NOT: quantkit.stats_ref
// CHECK: return %[[X]]
func.func @layer(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = quantkit.stats_ref %x {statsKey = "act"} : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Per axis: the reduction keeps the axis; a loop prints every channel's
// range after the axis and the number of channels (dynamic here). Quotes
// and backslashes in keys are printed as \XX.
// `quantkit-stats "w\22x\5C" axis 1 `:
// CHECK: llvm.mlir.global private constant @{{.*}}(dense<[113, 117, 97, 110, 116, 107, 105, 116, 45, 115, 116, 97, 116, 115, 32, 34, 119, 92, 50, 50, 120, 92, 53, 67, 34, 32, 97, 120, 105, 115, 32, 49, 32, 0]> : tensor<34xi8>)
// CHECK-LABEL: func.func @per_axis
// CHECK-SAME: (%[[W:.*]]: tensor<3x?xf32>)
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[N:.*]] = tensor.dim %[[W]], %[[C1]]
// CHECK: %[[E:.*]] = tensor.empty(%[[N]]) : tensor<?xf32>
// CHECK: %[[MIN:.*]] = linalg.reduce ins(%[[W]] : tensor<3x?xf32>) outs(%{{.*}} : tensor<?xf32>) dimensions = [0]
// CHECK: %[[MAX:.*]] = linalg.reduce ins(%[[W]] : tensor<3x?xf32>) outs(%{{.*}} : tensor<?xf32>) dimensions = [0]
// CHECK: %[[SIZE:.*]] = tensor.dim %[[W]], %[[C1]]
// CHECK: %[[SIZE64:.*]] = arith.index_castui %[[SIZE]] : index to i64
// CHECK: llvm.call @printString
// CHECK: llvm.call @printU64(%[[SIZE64]])
// CHECK: scf.for %[[C:.*]] = %{{.*}} to %[[SIZE]] step
// CHECK: tensor.extract %[[MIN]][%[[C]]]
// CHECK: tensor.extract %[[MAX]][%[[C]]]
// CHECK-COUNT-2: llvm.call @printU64
// CHECK: }
// CHECK: llvm.call @printNewline()
func.func @per_axis(%w: tensor<3x?xf32>) -> tensor<3x?xf32> {
  %0 = quantkit.stats_ref %w {statsKey = "w\"x\\", axis = 1 : i64} : tensor<3x?xf32>
  return %0 : tensor<3x?xf32>
}

// -----

// A scalar and an f16 tensor: the range is extended to f32.
// CHECK-LABEL: func.func @scalar_and_half
// CHECK-SAME: (%[[S:.*]]: f32, %[[H:.*]]: tensor<4xf16>)
// CHECK: %[[SBITS:.*]] = arith.bitcast %[[S]] : f32 to i32
// CHECK: linalg.reduce ins(%[[H]] : tensor<4xf16>) outs(%{{.*}} : tensor<f32>) dimensions = [0]
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK: arith.minimumf
// CHECK: return %[[S]], %[[H]]
func.func @scalar_and_half(%s: f32, %h: tensor<4xf16>) -> (f32, tensor<4xf16>) {
  %0 = quantkit.stats_ref %s {statsKey = "s"} : f32
  %1 = quantkit.stats_ref %h {statsKey = "h"} : tensor<4xf16>
  return %0, %1 : f32, tensor<4xf16>
}
