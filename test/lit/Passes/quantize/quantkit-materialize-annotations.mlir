// quantkit-materialize drops every annotation last: silently where a
// quantized port read the value (propagation used it), with a remark where
// none did. No quantkit.stats, stats_ref, coupled_ref or calibrated/any
// cast pair reaches lowering.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(quantkit-materialize)' | FileCheck %s

!q = !quant.uniform<i8:f32, 0.5:-3>

// Per-axis statistics (quantkit-import leaves them for propagation) and a
// coupling on inputs of a quantized add served it: no remark.
// CHECK-LABEL: func.func @consumed
// CHECK-NOT: quantkit.stats
// CHECK-NOT: quantkit.coupled_ref
// CHECK: quantkit.add
// CHECK-NOT: quantkit.stats
// CHECK: return
func.func @consumed(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %s = quantkit.stats %a {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>, axisStats = dense<[[-1.0, 1.0], [-1.0, 1.0], [-1.0, 1.0], [-1.0, 1.0]]> : tensor<4x2xf32>, axis = 0 : i64} : tensor<4xf32>
  %c = quantkit.coupled_ref %b {coupledKey = "k"} : tensor<4xf32>
  %r = quantkit.region "add" (%s, %c) in [!q, !q] out [!q]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %z = arith.addf %x, %y : tensor<4xf32>
    quantkit.return %z : tensor<4xf32>
  }
  // Statistics on a quantized output, behind the region: used too.
  %o = quantkit.stats %r {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>, axisStats = dense<[[-1.0, 1.0], [-1.0, 1.0], [-1.0, 1.0], [-1.0, 1.0]]> : tensor<4x2xf32>, axis = 0 : i64} : tensor<4xf32>
  return %o : tensor<4xf32>
}

// -----

// A region kept in floating point did not use its annotations, nor did
// anything read the value behind it: each goes with a remark.
// CHECK-LABEL: func.func @unused
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>)
// CHECK-NOT: quantkit.stats
// CHECK: %[[S:.*]] = arith.addf %[[A]], %[[A]]
// CHECK-NOT: quant
// CHECK: return %[[S]]
func.func @unused(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-remark @below {{'quantkit.stats' dropped: statistics not used: no quantized kernel reads this value}}
  %s = quantkit.stats %a {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>, axisStats = dense<[[-1.0, 1.0], [-1.0, 1.0], [-1.0, 1.0], [-1.0, 1.0]]> : tensor<4x2xf32>, axis = 0 : i64} : tensor<4xf32>
  // expected-remark @below {{logical kernel 'add' kept in floating point}}
  %r = quantkit.region "add" (%s, %s) in [f32, f32] out [f32]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %z = arith.addf %x, %y : tensor<4xf32>
    quantkit.return %z : tensor<4xf32>
  }
  // expected-remark @below {{'quant.qcast' to '!quant.calibrated<f32<-2.000000e+00:2.000000e+00>>' dropped: statistics not used: no quantized kernel reads this value}}
  %q = quant.qcast %r : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-2.0:2.0>>>
  %d = quant.dcast %q : tensor<4x!quant.calibrated<f32<-2.0:2.0>>> to tensor<4xf32>
  // expected-remark @below {{'quant.qcast' to '!quant.any<i8:f32>' dropped: quantization request not used: no quantized kernel reads this value}}
  %q2 = quant.qcast %d : tensor<4xf32> to tensor<4x!quant.any<i8:f32>>
  %d2 = quant.dcast %q2 : tensor<4x!quant.any<i8:f32>> to tensor<4xf32>
  // expected-remark @below {{'quantkit.stats_ref' dropped: statistics request not used: no quantized kernel reads this value}}
  %sr = quantkit.stats_ref %d2 {statsKey = "k"} : tensor<4xf32>
  // expected-remark @below {{'quantkit.coupled_ref' dropped: coupling not used: no quantized kernel reads this value}}
  %c = quantkit.coupled_ref %sr {coupledKey = "k"} : tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

!q = !quant.uniform<i8:f32, 0.5:-3>

// A uniform pair is the model's fake quantization, not an annotation; a
// calibrated qcast whose value escapes the pair is left for quantkit-lower's
// located error.
// CHECK-LABEL: func.func @not_annotations
// CHECK: quant.qcast %{{.*}} : tensor<4xf32> to tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>
// CHECK: quant.dcast
// CHECK: quant.qcast %{{.*}} : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-1.000000e+00:1.000000e+00>>>
func.func @not_annotations(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4x!quant.calibrated<f32<-1.0:1.0>>>) {
  %q = quant.qcast %a : tensor<4xf32> to tensor<4x!q>
  %d = quant.dcast %q : tensor<4x!q> to tensor<4xf32>
  %c = quant.qcast %a : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-1.0:1.0>>>
  return %d, %c : tensor<4xf32>, tensor<4x!quant.calibrated<f32<-1.0:1.0>>>
}
