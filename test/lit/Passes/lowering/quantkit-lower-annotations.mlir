// quantkit-lower drops the annotations left in a program (identities no
// pattern lowers and bufferization rejects), with a remark at each: nothing
// read them as a quantized kernel any more.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(quantkit-lower)' | FileCheck %s

// CHECK-LABEL: func.func @annotations
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>)
// CHECK-NOT: quantkit.
// CHECK-NOT: quant.
// CHECK: return %[[A]] : tensor<4xf32>
func.func @annotations(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-remark @below {{'quantkit.stats' dropped: statistics not used: no quantized kernel reads this value}}
  %0 = quantkit.stats %a {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  // expected-remark @below {{'quantkit.stats_ref' dropped: statistics request not used: no quantized kernel reads this value}}
  %1 = quantkit.stats_ref %0 {statsKey = "a"} : tensor<4xf32>
  // expected-remark @below {{'quantkit.coupled_ref' dropped: coupling not used: no quantized kernel reads this value}}
  %2 = quantkit.coupled_ref %1 {coupledKey = "a"} : tensor<4xf32>
  // expected-remark @below {{'quant.qcast' to '!quant.calibrated<f32<-1.000000e+00:1.000000e+00>>' dropped: statistics not used: no quantized kernel reads this value}}
  %3 = quant.qcast %2 : tensor<4xf32> to tensor<4x!quant.calibrated<f32<-1.0:1.0>>>
  %4 = quant.dcast %3 : tensor<4x!quant.calibrated<f32<-1.0:1.0>>> to tensor<4xf32>
  // expected-remark @below {{'quant.qcast' to '!quant.any<i8:f32>' dropped: quantization request not used: no quantized kernel reads this value}}
  %5 = quant.qcast %4 : tensor<4xf32> to tensor<4x!quant.any<i8:f32>>
  %6 = quant.dcast %5 : tensor<4x!quant.any<i8:f32>> to tensor<4xf32>
  return %6 : tensor<4xf32>
}

// -----

// Annotations next to quantized code go too; the quantized code lowers.
// CHECK-LABEL: func.func @beside_quantized
// CHECK-NOT: quantkit.stats
// CHECK: linalg.generic
// CHECK-NOT: quantkit.stats
// CHECK: return
func.func @beside_quantized(%a: tensor<4xf32>) -> tensor<4xf32> {
  %q = quant.qcast %a : tensor<4xf32> to tensor<4x!quant.uniform<i8:f32, 0.5>>
  %d = quant.dcast %q : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<4xf32>
  // expected-remark @below {{'quantkit.stats' dropped: statistics not used}}
  %s = quantkit.stats %d {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>, axisStats = dense<[[-1.0, 1.0], [-1.0, 1.0], [-1.0, 1.0], [-1.0, 1.0]]> : tensor<4x2xf32>, axis = 0 : i64} : tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// A fake quantization is no annotation: it changes values. It lowers, with
// no remark, as the uniform qcast -> dcast pair quantkit-import makes of it.
// CHECK-LABEL: func.func @fake_quant
// CHECK-NOT: quantkit.const_fake_quant
// CHECK: math.roundeven
// CHECK: arith.sitofp
// The dequantized value is returned, not the input (no dcast(qcast) fold).
// CHECK-NOT: return %arg0
// CHECK: return
func.func @fake_quant(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.const_fake_quant %a {min = -1.0 : f32, max = 1.0 : f32, num_bits = 8 : i64, narrow_range = false, is_signed = true} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
