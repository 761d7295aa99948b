// quantkit-report prints every kernel, its ports' parameters and states, and
// every rescale, as a table, JSON or a Graphviz graph.
// RUN: %quantkit-opt %s -o /dev/null 2>/dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target=tflite-int8},quantkit-report)' \
// RUN:   | FileCheck %s --check-prefix=TABLE
// RUN: %quantkit-opt %s -o /dev/null 2>/dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target=tflite-int8},quantkit-report{format=json})' \
// RUN:   | FileCheck %s --check-prefix=JSON
// RUN: %quantkit-opt %s -o /dev/null 2>/dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target=tflite-int8},quantkit-report{format=dot})' \
// RUN:   | FileCheck %s --check-prefix=DOT
// Without propagation, states are derived from the specs.
// RUN: %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-report)' \
// RUN:   | FileCheck %s --check-prefix=RAW
// RUN: not %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-report{format=xml})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD

// TABLE: kernels: 3
// TABLE-NEXT: #0 add at {{.*}}quantkit-report.mlir:[[@LINE+48]]:8
// TABLE-NEXT:   in  #0       fixed  !quant.uniform<i8:f32, 5.000000e-01>
// TABLE-NEXT:   in  #1  unresolved  f32
// TABLE-NEXT:   out #0       fixed  !quant.uniform<i8:f32, 1.000000e+00>
// TABLE-NEXT: #1 tanh at
// TABLE-NEXT:   in  #0    resolved  !quant.uniform<i8:f32, 1.000000e+00>
// TABLE-NEXT:   out #0    resolved  !quant.uniform<i8:f32, 7.812500e-03>
// TABLE-NEXT: #2 concat at
// TABLE-NEXT:   in  #0    resolved  !quant.uniform<i8:f32, 7.812500e-03>
// TABLE-NEXT:   in  #1    resolved  !quant.uniform<i8:f32, 7.812500e-03>
// TABLE-NEXT:   in  #2       float  none
// TABLE-NEXT:   out #0    resolved  !quant.uniform<i8:f32, 7.812500e-03>
// TABLE-NEXT: rescales: 1
// TABLE-NEXT:   at {{.*}}  !quant.uniform<i8:f32, 1.000000e+00> -> !quant.uniform<i8:f32, 7.812500e-03>
// TABLE-NEXT: summary: 2 fixed, 5 resolved, 1 unresolved, 1 float ports, 1 rescales
// TABLE-NEXT: coverage: 0 of 0 contractions quantized, 0 of 0 poolings quantized
// TABLE-NEXT: float compute ops: 0

// JSON: "kernels": [
// JSON: "kernel": "add",
// JSON: "rescales": [
// JSON-NEXT: {
// JSON-NEXT: "from": "!quant.uniform<i8:f32, 1.000000e+00>",
// JSON: "to": "!quant.uniform<i8:f32, 7.812500e-03>"
// JSON: "summary": {
// JSON-NEXT: "fixed": 2,
// JSON-NEXT: "float": 1,
// JSON-NEXT: "kernels": 3,
// JSON-NEXT: "rescales": 1,
// JSON-NEXT: "resolved": 5,
// JSON-NEXT: "unresolved": 1

// DOT: digraph kernels {
// DOT: k0 [label=<{{.*}}<td port="i0" bgcolor="lightblue"{{.*}}<td port="i1" bgcolor="salmon"{{.*}}#0 add{{.*}}<td port="o0" bgcolor="lightblue"
// DOT: k2 [label=<{{.*}}<td port="i2" bgcolor="lightgrey"{{.*}}#2 concat
// DOT: k0:o0 -> k1:i0;
// DOT-NEXT: k1:o0 -> k2:i0;
// DOT-NEXT: k0:o0 -> k2:i1 [style=dashed, label="rescale"];
// DOT-NEXT: }

// RAW: #0 add at
// RAW-NEXT: in  #0    resolved
// RAW-NEXT: in  #1  unresolved
// RAW: rescales: 0

// BAD: error: unknown report format 'xml'; expected table, json or dot

func.func @report(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.region "add" (%arg0, %arg1) in [!quant.uniform<i8:f32, 0.5:0>, f32] out [!quant.uniform<i8:f32, 1.0:0>]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = arith.addf %x, %y : tensor<4xf32>
    quantkit.return %s : tensor<4xf32>
  }
  %1 = quantkit.region "tanh" (%0) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  %2 = quantkit.region "concat" (%1, %0, %arg1) in [f32, f32, none] out [f32]
      : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>, %z: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %2 : tensor<4xf32>
}
