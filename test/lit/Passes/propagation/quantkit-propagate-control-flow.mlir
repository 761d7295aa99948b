// quantkit-propagate follows values through control flow: region branches
// (RegionBranchOpInterface: scf.while here; scf.for and scf.if in
// quantkit-propagate.mlir) and branches between blocks (BranchOpInterface:
// cf.br, cf.cond_br).
// RUN: %quantkit-opt %s -split-input-file -o %t.mlir 2> %t.remarks \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target=tflite-int8})'
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// The result parses again and passes quantkit-verify.
// RUN: %quantkit-opt %t.mlir -split-input-file --pass-pipeline='builtin.module(quantkit-verify)' -o /dev/null
// Determinism: byte-identical with and without threading.
// RUN: %quantkit-opt %s -split-input-file --mlir-disable-threading 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target=tflite-int8})' > %t.1
// RUN: %quantkit-opt %s -split-input-file 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target=tflite-int8})' > %t.2
// RUN: diff %t.1 %t.2

// scf.while: the init, the before region's argument, the value
// scf.condition forwards, the after region's argument, the yielded value
// and the result are one value; every kernel on it shares the parameters
// of the statistics entering the loop, with no rescale and nothing left
// floating point.
// CHECK-LABEL: func.func @while_loop
// CHECK: quantkit.region "reshape"({{.*}}) in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>] out [!quant.uniform<i8:f32, 0.0078431372549019607:-1>]
// CHECK: scf.while
// CHECK: quantkit.region "transpose"({{.*}}) in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>] out [!quant.uniform<i8:f32, 0.0078431372549019607:-1>] attributes {quantkit.port_states = ["resolved", "resolved"]}
// CHECK: scf.condition
// CHECK: quantkit.region "max_pool2d"({{.*}}) in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>] out [!quant.uniform<i8:f32, 0.0078431372549019607:-1>] attributes {quantkit.port_states = ["resolved", "resolved"]}
// CHECK-NOT: quantkit.rescale
// CHECK: scf.yield
// CHECK: quantkit.region "reshape"({{.*}}) in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>] out [!quant.uniform<i8:f32, 0.0078431372549019607:-1>]
// CHECK-NOT: quantkit.rescale
// CHECK: return
// REMARK-NOT: unresolved
// REMARK: remark: quantkit-propagate: 4 kernels, 8 resolved ports (0 fixed), 0 unresolved ports, 0 float ports, 0 rescales inserted, 0 function clones, 4 kernel visits
func.func @while_loop(%arg0: tensor<4xf32>, %cond: i1) -> tensor<4xf32> {
  %a = quantkit.stats %arg0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  %0 = quantkit.region "reshape" (%a) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  %r = scf.while (%v = %0) : (tensor<4xf32>) -> tensor<4xf32> {
    %t = quantkit.region "transpose" (%v) in [f32] out [f32]
        : (tensor<4xf32>) -> tensor<4xf32> {
    ^bb0(%x: tensor<4xf32>):
      quantkit.return %x : tensor<4xf32>
    }
    scf.condition(%cond) %t : tensor<4xf32>
  } do {
  ^bb0(%w: tensor<4xf32>):
    %m = quantkit.region "max_pool2d" (%w) in [f32] out [f32]
        : (tensor<4xf32>) -> tensor<4xf32> {
    ^bb0(%x: tensor<4xf32>):
      quantkit.return %x : tensor<4xf32>
    }
    scf.yield %m : tensor<4xf32>
  }
  %2 = quantkit.region "reshape" (%r) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %2 : tensor<4xf32>
}

// -----

// A loop whose body gives the carried value other parameters: the logistic
// output (fixed_scale 1/256, -128) flows back to the loop's argument,
// which has the statistics' parameters, so a rescale sits on the yielded
// value. The work-list ends (2 visits) although the value goes around a
// cycle.
// CHECK-LABEL: func.func @while_conflict
// CHECK: scf.while (%[[V:.*]] = %{{.*}})
// CHECK: scf.condition(%{{.*}}) %[[V]]
// CHECK: %[[L:.*]] = quantkit.region "logistic"(%{{.*}}) in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>] out [!quant.uniform<i8:f32, 3.906250e-03:-128>]
// CHECK: %[[Q:.*]] = quant.qcast %[[L]] : tensor<4xf32> to tensor<4x!quant.uniform<i8:f32, 3.906250e-03:-128>>
// CHECK-NEXT: %[[R:.*]] = quantkit.rescale %[[Q]] : tensor<4x!quant.uniform<i8:f32, 3.906250e-03:-128>> to tensor<4x!quant.uniform<i8:f32, 0.0078431372549019607:-1>>
// CHECK-NEXT: %[[D:.*]] = quant.dcast %[[R]]
// CHECK-NEXT: scf.yield %[[D]]
// REMARK: remark: quantkit-propagate: 1 kernels, 2 resolved ports (0 fixed), 0 unresolved ports, 0 float ports, 1 rescales inserted, 0 function clones, 2 kernel visits
func.func @while_conflict(%arg0: tensor<4xf32>, %cond: i1) -> tensor<4xf32> {
  %a = quantkit.stats %arg0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  %r = scf.while (%v = %a) : (tensor<4xf32>) -> tensor<4xf32> {
    scf.condition(%cond) %v : tensor<4xf32>
  } do {
  ^bb0(%w: tensor<4xf32>):
    %m = quantkit.region "logistic" (%w) in [f32] out [f32]
        : (tensor<4xf32>) -> tensor<4xf32> {
    ^bb0(%x: tensor<4xf32>):
      %s = math.tanh %x : tensor<4xf32>
      quantkit.return %s : tensor<4xf32>
    }
    scf.yield %m : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}


// -----

// cf.cond_br / cf.br: a block argument is the same value as the operands
// its predecessors forward. ^bb3's argument joins the outputs of two
// transposes with different parameters: the first (in program order)
// sets the value's parameters, the other is rescaled to them.
// CHECK-LABEL: func.func @branches
// CHECK: quantkit.region "reshape"({{.*}}) in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>] out [!quant.uniform<i8:f32, 0.0078431372549019607:-1>]
// CHECK: cf.cond_br
// CHECK: ^bb1(%{{.*}}: tensor<4xf32>):
// CHECK-NEXT: quantkit.region "transpose"({{.*}}) in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>] out [!quant.uniform<i8:f32, 0.0078431372549019607:-1>]
// CHECK: ^bb2:
// CHECK: %[[T:.*]] = quantkit.region "transpose"({{.*}}) in [!quant.uniform<i8:f32, 0.031372549019607843:-1>] out [!quant.uniform<i8:f32, 0.031372549019607843:-1>]
// CHECK: %[[Q:.*]] = quant.qcast %[[T]]
// CHECK-NEXT: quantkit.rescale %[[Q]] : tensor<4x!quant.uniform<i8:f32, 0.031372549019607843:-1>> to tensor<4x!quant.uniform<i8:f32, 0.0078431372549019607:-1>>
// CHECK-NEXT: %[[D:.*]] = quant.dcast
// CHECK-NEXT: cf.br ^bb3(%[[D]] : tensor<4xf32>)
// CHECK: ^bb3(%{{.*}}: tensor<4xf32>):
// CHECK-NEXT: quantkit.region "reshape"({{.*}}) in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>] out [!quant.uniform<i8:f32, 0.0078431372549019607:-1>]
// REMARK-NOT: unresolved
// REMARK: remark: quantkit-propagate: 4 kernels, 8 resolved ports (0 fixed), 0 unresolved ports, 0 float ports, 1 rescales inserted, 0 function clones, 4 kernel visits
func.func @branches(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %cond: i1) -> tensor<4xf32> {
  %a = quantkit.stats %arg0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  %0 = quantkit.region "reshape" (%a) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  cf.cond_br %cond, ^bb1(%0 : tensor<4xf32>), ^bb2
^bb1(%p: tensor<4xf32>):
  %1 = quantkit.region "transpose" (%p) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  cf.br ^bb3(%1 : tensor<4xf32>)
^bb2:
  %b = quantkit.stats %arg1 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<4xf32>
  %2 = quantkit.region "transpose" (%b) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  cf.br ^bb3(%2 : tensor<4xf32>)
^bb3(%z: tensor<4xf32>):
  %3 = quantkit.region "reshape" (%z) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %3 : tensor<4xf32>
}
