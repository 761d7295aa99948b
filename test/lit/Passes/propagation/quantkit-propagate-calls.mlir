// quantkit-propagate clones functions per parameter set down the whole
// call graph (callers first), and leaves recursive functions uncloned with
// a remark. One call level deep is in quantkit-propagate.mlir (@caller).
// RUN: %quantkit-opt %s -split-input-file -o %t.mlir 2> %t.remarks \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target=tflite-int8})'
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %quantkit-opt %t.mlir -split-input-file --pass-pipeline='builtin.module(quantkit-verify)' -o /dev/null
// Determinism (clone names and order): byte-identical with and without
// threading.
// RUN: %quantkit-opt %s -split-input-file --mlir-disable-threading 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target=tflite-int8})' > %t.1
// RUN: %quantkit-opt %s -split-input-file 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target=tflite-int8})' > %t.2
// RUN: diff %t.1 %t.2

// A chain @chain -> @a -> @b -> @c called with two parameter sets at the
// top: each level is cloned in turn, and the clones call each other.
// CHECK-LABEL: func.func @c(
// CHECK: quantkit.region "reshape"(%arg0) in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>] out [!quant.uniform<i8:f32, 0.0078431372549019607:-1>]
// CHECK-LABEL: func.func private @c__q1(
// CHECK: quantkit.region "reshape"(%arg0) in [!quant.uniform<i8:f32, 0.062745098039215685:-1>] out [!quant.uniform<i8:f32, 0.062745098039215685:-1>]
// CHECK-LABEL: func.func @b(
// CHECK: call @c(%arg0)
// CHECK-LABEL: func.func private @b__q1(
// CHECK: call @c__q1(%arg0)
// CHECK-LABEL: func.func @a(
// CHECK: quantkit.region "transpose"(%arg0) in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>]
// CHECK: call @b(
// CHECK-LABEL: func.func private @a__q1(
// CHECK: quantkit.region "transpose"(%arg0) in [!quant.uniform<i8:f32, 0.062745098039215685:-1>]
// CHECK: call @b__q1(
// CHECK-LABEL: func.func @chain(
// CHECK: call @a(%
// CHECK-NEXT: call @a__q1(%
// CHECK-NOT: quantkit.rescale
// REMARK: remark: quantkit-propagate: 4 kernels, 8 resolved ports (0 fixed), 0 unresolved ports, 0 float ports, 0 rescales inserted, 3 function clones, 6 kernel visits
func.func @c(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.region "reshape" (%arg0) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}
func.func @b(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @c(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @a(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.region "transpose" (%arg0) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  %1 = func.call @b(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @chain(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %x = quantkit.stats %arg0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  %y = quantkit.stats %arg1 {layerStats = dense<[-8.0, 8.0]> : tensor<2xf32>} : tensor<4xf32>
  %0 = func.call @a(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = func.call @a(%y) : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// @shared is called directly and through @middle, which is cloned: the
// calls from @middle and directly from @mixed carry the same parameters
// and keep @shared; the call from @middle__q1 gets @shared__q1.
// CHECK-LABEL: func.func @shared(
// CHECK: in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>]
// CHECK-LABEL: func.func private @shared__q1(
// CHECK: in [!quant.uniform<i8:f32, 0.062745098039215685:-1>]
// CHECK-LABEL: func.func @middle(
// CHECK: call @shared(%arg0)
// CHECK-LABEL: func.func private @middle__q1(
// CHECK: call @shared__q1(%arg0)
// CHECK-LABEL: func.func @mixed(
// CHECK: call @middle(%[[X:[0-9]+]])
// CHECK-NEXT: call @middle__q1(%
// CHECK-NEXT: call @shared(%[[X]])
// REMARK: remark: quantkit-propagate: 2 kernels, 4 resolved ports (0 fixed), 0 unresolved ports, 0 float ports, 0 rescales inserted, 2 function clones, 2 kernel visits

func.func @shared(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.region "reshape" (%arg0) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}
func.func @middle(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @shared(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @mixed(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %x = quantkit.stats %arg0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  %y = quantkit.stats %arg1 {layerStats = dense<[-8.0, 8.0]> : tensor<2xf32>} : tensor<4xf32>
  %0 = func.call @middle(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = func.call @middle(%y) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = func.call @shared(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Recursion, direct (@self) and through another function (@ping ->
// @pong -> @ping): cloning would not end, so these functions are not
// cloned and say so; their call sites share one value per argument, which
// takes the union of the call sites' statistics ([-1, 1] and [-8, 8]:
// 16/255), so that neither saturates.
// CHECK-LABEL: func.func @self(
// CHECK: quantkit.region "reshape"(%arg0) in [!quant.uniform<i8:f32, 0.062745098039215685:-1>]
// CHECK-LABEL: func.func @ping(
// CHECK-LABEL: func.func @pong(
// CHECK: quantkit.region "transpose"(%arg0) in [!quant.uniform<i8:f32, 0.062745098039215685:-1>]
// CHECK-LABEL: func.func @recursion(
// CHECK: call @self(
// CHECK-NEXT: call @self(
// CHECK-NEXT: call @ping(
// CHECK-NEXT: call @ping(
// CHECK-NOT: __q
// REMARK: remark: '@self' is recursive and is not cloned per parameter set: its 3 call sites (3 different parameter sets) share one set of parameters
// REMARK: remark: '@ping' is recursive and is not cloned per parameter set: its 3 call sites (3 different parameter sets) share one set of parameters
// REMARK: remark: quantkit-propagate: 2 kernels, 4 resolved ports (0 fixed), 0 unresolved ports, 0 float ports, 0 rescales inserted, 0 function clones

func.func @self(%arg0: tensor<4xf32>, %n: i1) -> tensor<4xf32> {
  %0 = quantkit.region "reshape" (%arg0) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  %1 = scf.if %n -> tensor<4xf32> {
    %2 = func.call @self(%0, %n) : (tensor<4xf32>, i1) -> tensor<4xf32>
    scf.yield %2 : tensor<4xf32>
  } else {
    scf.yield %0 : tensor<4xf32>
  }
  return %1 : tensor<4xf32>
}
func.func @ping(%arg0: tensor<4xf32>, %n: i1) -> tensor<4xf32> {
  %0 = func.call @pong(%arg0, %n) : (tensor<4xf32>, i1) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @pong(%arg0: tensor<4xf32>, %n: i1) -> tensor<4xf32> {
  %0 = quantkit.region "transpose" (%arg0) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  %1 = scf.if %n -> tensor<4xf32> {
    %2 = func.call @ping(%0, %n) : (tensor<4xf32>, i1) -> tensor<4xf32>
    scf.yield %2 : tensor<4xf32>
  } else {
    scf.yield %0 : tensor<4xf32>
  }
  return %1 : tensor<4xf32>
}
func.func @recursion(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %n: i1) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %x = quantkit.stats %arg0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  %y = quantkit.stats %arg1 {layerStats = dense<[-8.0, 8.0]> : tensor<2xf32>} : tensor<4xf32>
  %0 = func.call @self(%x, %n) : (tensor<4xf32>, i1) -> tensor<4xf32>
  %1 = func.call @self(%y, %n) : (tensor<4xf32>, i1) -> tensor<4xf32>
  %2 = func.call @ping(%x, %n) : (tensor<4xf32>, i1) -> tensor<4xf32>
  %3 = func.call @ping(%y, %n) : (tensor<4xf32>, i1) -> tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// A call inside a region's body belongs to that kernel: propagation does
// not look into bodies, so it is not a call site to tell apart. @leaf has
// one call site outside bodies and is not cloned.
// CHECK-LABEL: func.func @leaf(
// CHECK: in [!quant.uniform<i8:f32, 0.0078431372549019607:-1>]
// CHECK-NOT: @leaf__q
// CHECK-LABEL: func.func @body_calls(
// CHECK: call @leaf(
// CHECK: call @leaf(
// CHECK: call @leaf(
// CHECK-NOT: @leaf__q
// REMARK: remark: quantkit-propagate: 2 kernels, 4 resolved ports (0 fixed), 0 unresolved ports, 0 float ports, 0 rescales inserted, 0 function clones
func.func @leaf(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.region "reshape" (%arg0) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}
func.func @body_calls(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %x = quantkit.stats %arg0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  %y = quantkit.stats %arg1 {layerStats = dense<[-8.0, 8.0]> : tensor<2xf32>} : tensor<4xf32>
  %0 = func.call @leaf(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = quantkit.region "transpose" (%y) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    %a = func.call @leaf(%v) : (tensor<4xf32>) -> tensor<4xf32>
    %b = func.call @leaf(%a) : (tensor<4xf32>) -> tensor<4xf32>
    quantkit.return %b : tensor<4xf32>
  }
  return %1 : tensor<4xf32>
}

// -----

// Calls inside a nested module name that module's symbols: its @f is a
// declaration, not the outer @f, so nothing is cloned (the outer @f has no
// call sites) and every call still names a function.
// CHECK-LABEL: func.func @f(
// CHECK-NOT: @f__q
// CHECK-LABEL: module @inner
// CHECK: func.func private @f(
// CHECK: call @f(
// CHECK: call @f(
// CHECK-NOT: @f__q
module {
  func.func @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = quantkit.region "reshape" (%arg0) in [f32] out [f32] : (tensor<4xf32>) -> tensor<4xf32> {
    ^bb0(%x: tensor<4xf32>):
      quantkit.return %x : tensor<4xf32>
    }
    return %0 : tensor<4xf32>
  }
  module @inner {
    func.func private @f(%arg0: tensor<4xf32>) -> tensor<4xf32>
    func.func @g(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
      %a = quantkit.stats %arg0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
      %b = quantkit.stats %arg1 {layerStats = dense<[-8.0, 8.0]> : tensor<2xf32>} : tensor<4xf32>
      %0 = func.call @f(%a) : (tensor<4xf32>) -> tensor<4xf32>
      %1 = func.call @f(%b) : (tensor<4xf32>) -> tensor<4xf32>
      return %0, %1 : tensor<4xf32>, tensor<4xf32>
    }
  }
}

// -----

// Two call sites with the same argument whose results carry different
// statistics: the results of all sites are one value through the callee,
// so the sites are told apart by what they put on their results, and the
// second gets a clone whose output takes its own range ([-8, 8]: 16/255;
// the original keeps [-2, 2]: 4/255).
// CHECK-LABEL: func.func @by_result(
// CHECK: quantkit.region "add"(%arg0, %arg0) {{.*}} out [!quant.uniform<i8:f32, 0.015686274509803921:-1>]
// CHECK-LABEL: func.func private @by_result__q1(
// CHECK: quantkit.region "add"(%arg0, %arg0) {{.*}} out [!quant.uniform<i8:f32, 0.062745098039215685:-1>]
// CHECK-LABEL: func.func @results_differ(
// CHECK: call @by_result(
// CHECK: call @by_result__q1(
// REMARK: remark: quantkit-propagate: 4 kernels, 10 resolved ports (0 fixed), 0 unresolved ports, 0 float ports, 0 rescales inserted, 1 function clones
func.func @by_result(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.region "add" (%arg0, %arg0) in [f32, f32] out [f32] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}
func.func @results_differ(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = quantkit.stats %arg0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  %1 = func.call @by_result(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %s1 = quantkit.stats %1 {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<4xf32>
  %2 = func.call @by_result(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %s2 = quantkit.stats %2 {layerStats = dense<[-8.0, 8.0]> : tensor<2xf32>} : tensor<4xf32>
  %3 = quantkit.region "transpose" (%s1) in [f32] out [f32] : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  %4 = quantkit.region "transpose" (%s2) in [f32] out [f32] : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %3, %4 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Statistics after two call sites that differ only below 0 ([1, 2] and
// [0, 2]) give the same parameters once widened to hold 0: one function,
// no clone.
// CHECK-LABEL: func.func @results_same_once_widened(
// CHECK: call @by_widened_result(
// CHECK: call @by_widened_result(
// CHECK-NOT: func.func {{.*}}@by_widened_result__q
// REMARK: remark: quantkit-propagate: 1 kernels, {{.*}} 0 function clones
func.func @by_widened_result(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.region "add" (%arg0, %arg0) in [f32, f32] out [f32] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}
func.func @results_same_once_widened(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = quantkit.stats %arg0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  %1 = func.call @by_widened_result(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %s1 = quantkit.stats %1 {layerStats = dense<[1.0, 2.0]> : tensor<2xf32>} : tensor<4xf32>
  %2 = func.call @by_widened_result(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %s2 = quantkit.stats %2 {layerStats = dense<[0.0, 2.0]> : tensor<2xf32>} : tensor<4xf32>
  return %s1, %s2 : tensor<4xf32>, tensor<4xf32>
}
