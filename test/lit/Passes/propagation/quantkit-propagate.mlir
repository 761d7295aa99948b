// quantkit-propagate resolves target constraints
// (dialect/Reference.md#propagation).
// RUN: %quantkit-opt %s -split-input-file -o %t.mlir 2> %t.remarks \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target=tflite-mixed})'
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// The result parses again and passes quantkit-verify.
// RUN: %quantkit-opt %t.mlir -split-input-file --pass-pipeline='builtin.module(quantkit-verify)' -o /dev/null
// 16-bit activations (tflite-int16x8: i16 symmetric).
// RUN: %quantkit-opt %s -split-input-file 2>/dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target=tflite-int16x8})' \
// RUN:   | FileCheck %s --check-prefix=I16
// Determinism: byte-identical output with and without threading, and
// across runs.
// RUN: %quantkit-opt %s -split-input-file --mlir-disable-threading 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target=tflite-mixed})' > %t.1
// RUN: %quantkit-opt %s -split-input-file 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target=tflite-mixed})' > %t.2
// RUN: diff %t.1 %t.2
// RUN: %quantkit-opt %s -split-input-file 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target=tflite-mixed})' > %t.3
// RUN: diff %t.1 %t.3
// A target file gives the same result as the built-in target it prints.
// RUN: echo "" | %quantkit-opt - -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-dump-target{target=tflite-mixed})' > %t.target.mlir
// RUN: %quantkit-opt %s -split-input-file 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target-file=%t.target.mlir})' > %t.4
// RUN: diff %t.1 %t.4

// Layer statistics (a calibrated pair and a stats op) through a chain: add
// (free) -> reshape (same_scale) -> logistic (fixed_scale). The calibrated
// pair on the resolved value gets its parameters.
// CHECK-LABEL: func.func @chain
// CHECK: quant.qcast %{{.*}} : tensor<4xf32> to tensor<4x!quant.uniform<i8:f32, 0.0078431372549019607:-1>>
// CHECK: quantkit.region "add"({{.*}}) in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>, !quant.uniform<i8:f32, 0.015686274509803921:-1>] out [!quant.uniform<i8:f32, 0.023529411764705882:-1>] attributes {quantkit.port_states = ["resolved", "resolved", "resolved"]}
// CHECK: quantkit.region "reshape"({{.*}}) in [!quant.uniform<i8:f32, 0.023529411764705882:-1>] out [!quant.uniform<i8:f32, 0.023529411764705882:-1>]
// CHECK: quantkit.region "logistic"({{.*}}) in [!quant.uniform<i8:f32, 0.023529411764705882:-1>] out [!quant.uniform<i8:f32, 3.906250e-03:-128>]
// CHECK-NOT: quantkit.rescale
// CHECK: return
// REMARK: remark: quantkit-propagate: 3 kernels, 7 resolved ports (0 fixed), 0 unresolved ports, 0 float ports, 0 rescales inserted, 0 function clones, 3 kernel visits
// I16-LABEL: func.func @chain
// I16: quantkit.region "add"({{.*}}) in [!quant.uniform<i16:f32, 3.0518509475997192E-5>, !quant.uniform<i16:f32, 6.1037018951994385E-5>] out [!quant.uniform<i16:f32, 9.1555528427991577E-5>]
// I16: quantkit.region "reshape"({{.*}}) in [!quant.uniform<i16:f32, 9.1555528427991577E-5>] out [!quant.uniform<i16:f32, 9.1555528427991577E-5>]
// I16: quantkit.region "logistic"({{.*}}) in [!quant.uniform<i16:f32, 9.1555528427991577E-5>] out [!quant.uniform<i16:f32, 3.0517578125E-5>]
func.func @chain(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %q0 = quant.qcast %arg0 : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-1.0:1.0>>>
  %a = quant.dcast %q0 : tensor<4x!quant.calibrated<f32<-1.0:1.0>>> to tensor<4xf32>
  %b = quantkit.stats %arg1 {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<4xf32>
  %0 = quantkit.region "add" (%a, %b) in [f32, f32] out [f32]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = arith.addf %x, %y : tensor<4xf32>
    quantkit.return %s : tensor<4xf32>
  }
  %c = quantkit.stats %0 {layerStats = dense<[-3.0, 3.0]> : tensor<2xf32>} : tensor<4xf32>
  %1 = quantkit.region "reshape" (%c) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  %2 = quantkit.region "logistic" (%1) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %2 : tensor<4xf32>
}
// -----

// CHECK-LABEL: func.func @matmul
// CHECK: quantkit.region "matmul"({{.*}}) in [!quant.uniform<i8:f32, 0.0078431372549019607:-128>, !quant.uniform<i8<-127:127>:f32:1, {0.0078740157480314959,1.000000e+00}>, !quant.uniform<i32:f32:0, {6.1756986259070556E-5,0.0078431372549019607}>] out [!quant.uniform<i8:f32, 0.031372549019607843:-1>]
// CHECK: %[[T:.*]] = quantkit.region "tanh"({{.*}}) in [!quant.uniform<i8:f32, 0.031372549019607843:-1>] out [!quant.uniform<i8:f32, 7.812500e-03>]
// CHECK: %[[Q:.*]] = quant.qcast %{{.*}} : tensor<2x2xf32> to tensor<2x2x!quant.uniform<i8:f32, 0.031372549019607843:-1>>
// CHECK-NEXT: %[[R:.*]] = quantkit.rescale %[[Q]] : {{.*}} to tensor<2x2x!quant.uniform<i8:f32, 7.812500e-03>>
// CHECK-NEXT: %[[D:.*]] = quant.dcast %[[R]]
// CHECK-NEXT: quantkit.region "concat"(%[[T]], %[[D]]) in [!quant.uniform<i8:f32, 7.812500e-03>, !quant.uniform<i8:f32, 7.812500e-03>] out [!quant.uniform<i8:f32, 7.812500e-03>]
// REMARK: remark: quantkit-propagate: 3 kernels, 9 resolved ports (0 fixed), 0 unresolved ports, 0 float ports, 1 rescales inserted
// Every shorthand: matmul (multiplier_accumulator_scale) with float weights
// and bias constants; tanh fixed_scale; concat with mismatched inputs.
func.func @matmul(%arg0: tensor<2x3xf32>) -> tensor<2x2xf32> {
  %a = quantkit.stats %arg0 {layerStats = dense<[0.0, 2.0]> : tensor<2xf32>} : tensor<2x3xf32>
  %w = arith.constant dense<[[1.0, 0.0], [-0.5, 0.0], [0.25, 0.0]]> : tensor<3x2xf32>
  %bias = arith.constant dense<[0.5, 0.0]> : tensor<2xf32>
  %0 = quantkit.region "matmul" (%a, %w, %bias) in [f32, f32, f32] out [f32]
      : (tensor<2x3xf32>, tensor<3x2xf32>, tensor<2xf32>) -> tensor<2x2xf32> {
  ^bb0(%x: tensor<2x3xf32>, %y: tensor<3x2xf32>, %z: tensor<2xf32>):
    %e = tensor.empty() : tensor<2x2xf32>
    %m = linalg.matmul ins(%x, %y : tensor<2x3xf32>, tensor<3x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
    quantkit.return %m : tensor<2x2xf32>
  }
  %s = quantkit.stats %0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<2x2xf32>
  %1 = quantkit.region "tanh" (%s) in [f32] out [f32]
      : (tensor<2x2xf32>) -> tensor<2x2xf32> {
  ^bb0(%x: tensor<2x2xf32>):
    quantkit.return %x : tensor<2x2xf32>
  }
  %2 = quantkit.region "concat" (%1, %s) in [f32, f32] out [f32]
      : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> {
  ^bb0(%x: tensor<2x2xf32>, %y: tensor<2x2xf32>):
    quantkit.return %x : tensor<2x2xf32>
  }
  return %2 : tensor<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @fixed
// CHECK: %[[A:.*]] = quantkit.region "add"({{.*}}) in [!quant.uniform<i8:f32, 5.000000e-01>, !quant.uniform<i8:f32, 5.000000e-01>] out [!quant.uniform<i8:f32, 1.000000e+00>] attributes {quantkit.port_states = ["fixed", "fixed", "fixed"]}
// CHECK: %[[Q:.*]] = quant.qcast %[[A]] : tensor<4xf32> to tensor<4x!quant.uniform<i8:f32, 1.000000e+00>>
// CHECK-NEXT: quantkit.rescale %[[Q]] : {{.*}} to tensor<4x!quant.uniform<i8:f32, 2.500000e-01>>
// CHECK: quantkit.region "max_pool2d"({{.*}}) in [!quant.uniform<i8:f32, 2.500000e-01>] out [!quant.uniform<i8:f32, 2.500000e-01>] attributes {quantkit.port_states = ["fixed", "resolved"]}
// REMARK: remark: quantkit-propagate: 2 kernels, 5 resolved ports (4 fixed), 0 unresolved ports, 0 float ports, 1 rescales inserted
// Fixed vs derived: the model fixes the add output (explicit spec); the
// consumer's QAT pair fixes a different value: a rescale at the consumer.
func.func @fixed(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.region "add" (%arg0, %arg1) in [!quant.uniform<i8:f32, 0.5:0>, !quant.uniform<i8:f32, 0.5:0>] out [!quant.uniform<i8:f32, 1.0:0>]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = arith.addf %x, %y : tensor<4xf32>
    quantkit.return %s : tensor<4xf32>
  }
  %q = quant.qcast %0 : tensor<4xf32> to tensor<4x!quant.uniform<i8:f32, 0.25:0>>
  %d = quant.dcast %q : tensor<4x!quant.uniform<i8:f32, 0.25:0>> to tensor<4xf32>
  %1 = quantkit.region "max_pool2d" (%d) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %1 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @diamond
// CHECK: %[[R:.*]] = quantkit.region "reshape"({{.*}}) in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>] out [!quant.uniform<i8:f32, 0.0078431372549019607:-1>]
// CHECK: quantkit.rescale %{{.*}} : tensor<4x!quant.uniform<i8:f32, 0.0078431372549019607:-1>> to tensor<4x!quant.uniform<i8:f32, 1.000000e-01>>
// CHECK-NEXT: %[[D:.*]] = quant.dcast
// CHECK-NEXT: quantkit.region "transpose"(%[[D]]) in [!quant.uniform<i8:f32, 1.000000e-01>] out [!quant.uniform<i8:f32, 1.000000e-01>]
// CHECK: quantkit.region "avg_pool2d"(%[[D]]) in [!quant.uniform<i8:f32, 1.000000e-01>] out [!quant.uniform<i8:f32, 1.000000e-01>] attributes {quantkit.port_states = ["fixed", "resolved"]}
// CHECK: quantkit.region "add"({{.*}}) in [!quant.uniform<i8:f32, 1.000000e-01>, !quant.uniform<i8:f32, 1.000000e-01>] out [f32] attributes {quantkit.port_states = ["resolved", "resolved", "unresolved"]}
// REMARK: remark: output #0 of 'add' is unresolved and stays floating point
// REMARK: remark: quantkit-propagate: 4 kernels, 8 resolved ports (1 fixed), 1 unresolved ports, 0 float ports, 1 rescales inserted
// Diamond and fan-out with conflicting consumers: one producer feeds a
// logistic-like fixed consumer (explicit spec on its input) and a reshape.
func.func @diamond(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %a = quantkit.stats %arg0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  %0 = quantkit.region "reshape" (%a) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  %1 = quantkit.region "transpose" (%0) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  %2 = quantkit.region "avg_pool2d" (%0) in [!quant.uniform<i8:f32, 0.1:0>] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  %3 = quantkit.region "add" (%1, %2) in [f32, f32] out [f32]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = arith.addf %x, %y : tensor<4xf32>
    quantkit.return %s : tensor<4xf32>
  }
  return %3 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @unresolved
// CHECK: quantkit.region "add"(%arg0, %arg1) in [f32, none] out [f32] attributes {quantkit.port_states = ["unresolved", "float", "unresolved"]}
// REMARK: remark: input #0 of 'add' is unresolved and stays floating point
// REMARK: remark: output #0 of 'add' is unresolved and stays floating point
// REMARK: remark: quantkit-propagate: 1 kernels, 0 resolved ports (0 fixed), 2 unresolved ports, 1 float ports, 0 rescales inserted
// Unresolved ports stay float with a remark; `none` stays float silently.
func.func @unresolved(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.region "add" (%arg0, %arg1) in [f32, none] out [f32]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = arith.addf %x, %y : tensor<4xf32>
    quantkit.return %s : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @loop
// CHECK: quantkit.region "reshape"({{.*}}) in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>] out [!quant.uniform<i8:f32, 0.0078431372549019607:-1>]
// CHECK: scf.for
// CHECK: quantkit.region "add"({{.*}}) in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>, !quant.uniform<i8:f32, 0.0078431372549019607:-1>] out [!quant.uniform<i8:f32, 0.0078431372549019607:-1>]
// CHECK: scf.yield
// CHECK: quantkit.region "transpose"({{.*}}) in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>] out [!quant.uniform<i8:f32, 0.0078431372549019607:-1>]
// REMARK: remark: quantkit-propagate: 3 kernels, 7 resolved ports (0 fixed), 0 unresolved ports, 0 float ports, 0 rescales inserted
// A loop: the value carried through scf.for iter_args is one value; the
// loop body's reshape keeps the scale of the value entering the loop.
func.func @loop(%arg0: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = quantkit.stats %arg0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  %0 = quantkit.region "reshape" (%a) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%v = %0) -> (tensor<4xf32>) {
    %1 = quantkit.region "add" (%v, %v) in [f32, f32] out [f32]
        : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
    ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
      %s = arith.addf %x, %y : tensor<4xf32>
      quantkit.return %s : tensor<4xf32>
    }
    %s1 = quantkit.stats %1 {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<4xf32>
    scf.yield %s1 : tensor<4xf32>
  }
  %2 = quantkit.region "transpose" (%r) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %2 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @callee(
// CHECK: quantkit.region "reshape"(%arg0) in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>] out [!quant.uniform<i8:f32, 0.0078431372549019607:-1>]
// CHECK-LABEL: func.func private @callee__q1(
// CHECK: quantkit.region "reshape"(%arg0) in [!quant.uniform<i8:f32, 0.062745098039215685:-1>] out [!quant.uniform<i8:f32, 0.062745098039215685:-1>]
// CHECK-LABEL: func.func @caller
// CHECK: %[[A:.*]] = quantkit.region "transpose"
// CHECK: %[[B:.*]] = quantkit.region "transpose"
// CHECK: call @callee(%[[A]])
// CHECK-NEXT: call @callee__q1(%[[B]])
// CHECK-NEXT: call @callee(%[[A]])
// REMARK: remark: quantkit-propagate: 4 kernels, 8 resolved ports (0 fixed), 0 unresolved ports, 0 float ports, 0 rescales inserted, 1 function clones
// A function called from two sites whose arguments have different
// parameters is cloned; the second site calls the private clone.
func.func @callee(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.region "reshape" (%arg0) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}
func.func @caller(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = quantkit.stats %arg0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  %b = quantkit.stats %arg1 {layerStats = dense<[-8.0, 8.0]> : tensor<2xf32>} : tensor<4xf32>
  %0 = quantkit.region "transpose" (%a) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  %1 = quantkit.region "transpose" (%b) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  %2 = func.call @callee(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %3 = func.call @callee(%1) : (tensor<4xf32>) -> tensor<4xf32>
  %4 = func.call @callee(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %2, %3 : tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @per_axis_stats
// CHECK: quantkit.region "conv2d"({{.*}}) in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>, !quant.uniform<i8<-127:127>:f32:0, {0.0078740157480314959,0.015748031496062992,0.023622047244094488}>] out [f32]
// REMARK: remark: output #0 of 'conv2d' is unresolved and stays floating point
// Per-axis statistics on the weights of a conv2d (axis 0, OHWI).
func.func @per_axis_stats(%arg0: tensor<1x4x4x2xf32>, %w: tensor<3x1x1x2xf32>) -> tensor<1x4x4x3xf32> {
  %a = quantkit.stats %arg0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
  %ws = quantkit.stats %w {layerStats = dense<[-3.0, 3.0]> : tensor<2xf32>,
      axisStats = dense<[[-1.0, 1.0], [-2.0, 2.0], [-3.0, 3.0]]> : tensor<3x2xf32>, axis = 0 : i64} : tensor<3x1x1x2xf32>
  %0 = quantkit.region "conv2d" (%a, %ws) in [f32, f32] out [f32]
      : (tensor<1x4x4x2xf32>, tensor<3x1x1x2xf32>) -> tensor<1x4x4x3xf32> {
  ^bb0(%x: tensor<1x4x4x2xf32>, %y: tensor<3x1x1x2xf32>):
    %e = tensor.empty() : tensor<1x4x4x3xf32>
    quantkit.return %e : tensor<1x4x4x3xf32>
  }
  return %0 : tensor<1x4x4x3xf32>
}

// -----

// CHECK-LABEL: func.func @mixed
// CHECK: quantkit.region "reshape"({{.*}}) in [!quant.uniform<i16:f32, 6.1037018951994385E-5>] out [!quant.uniform<i16:f32, 6.1037018951994385E-5>]
// CHECK-NEXT: ^bb0
// CHECK-NEXT: quantkit.return
// CHECK-NEXT: }
// CHECK-NEXT: quant.qcast
// CHECK-NEXT: quantkit.rescale %{{.*}} : tensor<4x!quant.uniform<i16:f32, 6.1037018951994385E-5>> to tensor<4x!quant.uniform<i8:f32, 0.015686513870662559>>
// CHECK-NEXT: %[[D:.*]] = quant.dcast
// CHECK-NEXT: quantkit.region "transpose"(%[[D]]) in [!quant.uniform<i8:f32, 0.015686513870662559>]
// REMARK: remark: quantkit-propagate: 2 kernels, 4 resolved ports (0 fixed), 0 unresolved ports, 0 float ports, 1 rescales inserted
// 16-bit: tflite-mixed selects the 16x8 variant where a port asks for
// !quant.any<i16>; its i16 symmetric output meets the int8 consumer through
// a rescale.
func.func @mixed(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %a = quantkit.stats %arg0 {layerStats = dense<[-1.0, 2.0]> : tensor<2xf32>} : tensor<4xf32>
  %0 = quantkit.region "reshape" (%a) in [!quant.any<i16:f32>] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  %1 = quantkit.region "transpose" (%0) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %1 : tensor<4xf32>
}

// -----

// Two QAT pairs with different parameters on one value: the value (and
// the consumer behind the first pair) take the first pair's parameters;
// the consumer behind the second pair keeps its own, fixed, with a
// rescale at its port. No model parameter is changed.
// CHECK-LABEL: func.func @two_pairs(
// CHECK: quantkit.region "reshape"(%{{.*}}) in [!quant.uniform<i8:f32, 1.000000e-01>] out [!quant.uniform<i8:f32, 1.000000e-01>] attributes {quantkit.port_states = ["resolved", "fixed"]}
// CHECK: %[[D1:.*]] = quant.dcast %{{.*}} : tensor<4x!quant.uniform<i8:f32, 1.000000e-01>>
// CHECK: %[[D2:.*]] = quant.dcast %{{.*}} : tensor<4x!quant.uniform<i8:f32, 2.500000e-01>>
// CHECK: quantkit.region "reshape"(%[[D1]]) in [!quant.uniform<i8:f32, 1.000000e-01>] {{.*}} {quantkit.port_states = ["fixed", "resolved"]}
// CHECK: %[[Q:.*]] = quant.qcast %[[D2]] : tensor<4xf32> to tensor<4x!quant.uniform<i8:f32, 1.000000e-01>>
// CHECK: %[[R:.*]] = quantkit.rescale %[[Q]] : tensor<4x!quant.uniform<i8:f32, 1.000000e-01>> to tensor<4x!quant.uniform<i8:f32, 2.500000e-01>>
// CHECK: %[[D:.*]] = quant.dcast %[[R]]
// CHECK: quantkit.region "transpose"(%[[D]]) in [!quant.uniform<i8:f32, 2.500000e-01>] out [!quant.uniform<i8:f32, 2.500000e-01>] attributes {quantkit.port_states = ["fixed", "resolved"]}
// REMARK: remark: quantkit-propagate: 3 kernels, 6 resolved ports (3 fixed), 0 unresolved ports, 0 float ports, 1 rescales inserted
func.func @two_pairs(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %x = quantkit.stats %arg0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<4xf32>
  %0 = quantkit.region "reshape" (%x) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    quantkit.return %a : tensor<4xf32>
  }
  %q1 = quant.qcast %0 : tensor<4xf32> to tensor<4x!quant.uniform<i8:f32, 0.1:0>>
  %d1 = quant.dcast %q1 : tensor<4x!quant.uniform<i8:f32, 0.1:0>> to tensor<4xf32>
  %q2 = quant.qcast %0 : tensor<4xf32> to tensor<4x!quant.uniform<i8:f32, 0.25:0>>
  %d2 = quant.dcast %q2 : tensor<4x!quant.uniform<i8:f32, 0.25:0>> to tensor<4xf32>
  %1 = quantkit.region "reshape" (%d1) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    quantkit.return %a : tensor<4xf32>
  }
  %2 = quantkit.region "transpose" (%d2) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    quantkit.return %a : tensor<4xf32>
  }
  return %1, %2 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Values under one coupled key are one value; their statistics ([-1, 1]
// and [-8, 8]) give it the union of the ranges (16/255), so that neither
// saturates.
// CHECK-LABEL: func.func @coupled_statistics(
// CHECK: quantkit.region "logistic"(%{{.*}}) in [!quant.uniform<i8:f32, 0.062745098039215685:-1>]
// CHECK: quantkit.region "reshape"(%{{.*}}) in [!quant.uniform<i8:f32, 0.062745098039215685:-1>]
func.func @coupled_statistics(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = quantkit.stats %arg0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  %b = quantkit.stats %arg1 {layerStats = dense<[-8.0, 8.0]> : tensor<2xf32>} : tensor<4xf32>
  %k1 = quantkit.coupled_ref %a {coupledKey = "k"} : tensor<4xf32>
  %k2 = quantkit.coupled_ref %b {coupledKey = "k"} : tensor<4xf32>
  %0 = quantkit.region "logistic" (%k1) in [f32] out [f32] : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  %1 = quantkit.region "reshape" (%k2) in [f32] out [f32] : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Weights the model fixed at parameters the selected kernel cannot take
// (asymmetric, where tflite-mixed's conv2d wants symmetric narrow i8): the
// weights keep the model's parameters, the port gets the kernel's over the
// same range, a rescale sits between them, and a remark says so.
// CHECK-LABEL: func.func @unheld_fixed_weights(
// CHECK: quantkit.rescale %{{.*}} : tensor<3x1x1x2x!quant.uniform<i8:f32, 5.000000e-01:3>> to tensor<3x1x1x2x!quant.uniform<i8<-127:127>:f32, 0.51574803149606296>>
// CHECK: quantkit.region "conv2d"(%{{.*}}) in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>, !quant.uniform<i8<-127:127>:f32, 0.51574803149606296>]
// REMARK: remark: input #1 of 'conv2d' is fixed at '!quant.uniform<i8:f32, 5.000000e-01:3>', which the selected kernel cannot take: the value keeps it and the port is rescaled
func.func @unheld_fixed_weights(%arg0: tensor<1x4x4x2xf32>, %w: tensor<3x1x1x2xf32>) -> tensor<1x4x4x3xf32> {
  %a = quantkit.stats %arg0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
  %0 = quantkit.region "conv2d" (%a, %w) in [f32, !quant.uniform<i8:f32, 0.5:3>] out [f32]
      : (tensor<1x4x4x2xf32>, tensor<3x1x1x2xf32>) -> tensor<1x4x4x3xf32> {
  ^bb0(%x: tensor<1x4x4x2xf32>, %y: tensor<3x1x1x2xf32>):
    %e = tensor.empty() : tensor<1x4x4x3xf32>
    quantkit.return %e : tensor<1x4x4x3xf32>
  }
  %s = quantkit.stats %0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<1x4x4x3xf32>
  return %s : tensor<1x4x4x3xf32>
}

// -----

// Statistics that miss 0 are widened to hold it, as calibrators do:
// [2.5, 3.5] covers [0, 3.5] (scale 3.5 / 255, zero point -128), [-3, -1]
// covers [-3, 0] (scale 3 / 255, zero point 127), and the sum's [1, 4]
// covers [0, 4]. Taken as they are, [2.5, 3.5] would give scale 1 / 255 and
// a zero point clamped to -128: every observed value would saturate at 1.
// CHECK-LABEL: func.func @stats_miss_zero
// CHECK: quantkit.region "add"({{.*}}) in [!quant.uniform<i8:f32, 0.013725490196078431:-128>, !quant.uniform<i8:f32, 0.011764705882352941:127>] out [!quant.uniform<i8:f32, 0.015686274509803921:-128>]
func.func @stats_miss_zero(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %a = quantkit.stats %arg0 {layerStats = dense<[2.5, 3.5]> : tensor<2xf32>} : tensor<4xf32>
  %b = quantkit.stats %arg1 {layerStats = dense<[-3.0, -1.0]> : tensor<2xf32>} : tensor<4xf32>
  %0 = quantkit.region "add" (%a, %b) in [f32, f32] out [f32]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = arith.addf %x, %y : tensor<4xf32>
    quantkit.return %s : tensor<4xf32>
  }
  %c = quantkit.stats %0 {layerStats = dense<[1.0, 4.0]> : tensor<2xf32>} : tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

// Statistics of a value that was 0 on every calibration input seed the
// unit range [-1, 1] (scale 2/255, zero point nudged from -0.5 to -1), as
// quantkit-import gives them: a calibrated type needs min < max.
// CHECK-LABEL: func.func @all_zero_stats
// CHECK: quantkit.region "add"({{.*}}) in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>, !quant.uniform<i8:f32, 0.0078431372549019607:-1>]
func.func @all_zero_stats(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %a = quantkit.stats %arg0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  %b = quantkit.stats %arg1 {layerStats = dense<0.0> : tensor<2xf32>} : tensor<4xf32>
  %0 = quantkit.region "add" (%a, %b) in [f32, f32] out [f32]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = arith.addf %x, %y : tensor<4xf32>
    quantkit.return %s : tensor<4xf32>
  }
  %c = quantkit.stats %0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  return %c : tensor<4xf32>
}
