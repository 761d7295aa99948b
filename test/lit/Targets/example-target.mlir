// examples/targets/example-target.mlir: loads, prints in registration
// order, round-trips, and selects 16-bit kernels for ports that ask for at
// least 16 bits.
// RUN: %quantkit-opt %s -verify-diagnostics --pass-pipeline='builtin.module(quantkit-dump-target{target-file=%quantkit_src/examples/targets/example-target.mlir})' -o /dev/null | FileCheck %s
// RUN: %quantkit-opt %quantkit_src/examples/targets/example-target.mlir | %quantkit-opt | FileCheck %s --check-prefix=ROUNDTRIP

// CHECK: quantkit.target @"example-dsp" default(i8) {
// CHECK-NEXT: kernel "conv2d" ins(i8, i8<-127:127> symmetric per_axis(0) weight, i32 symmetric per_axis(0) accumulator optional) outs(i8) constraint multiplier_accumulator_scale
// CHECK-NEXT: kernel "add" ins(i8, i8) outs(i8) constraint free
// CHECK-NEXT: kernel "reshape" ins(i8, *) outs(i8) constraint same_scale
// CHECK-NEXT: kernel "max_pool2d" ins(i8 variadic) outs(i8) constraint same_scale
// CHECK-NEXT: kernel "logistic" ins(i8) outs(i8) constraint fixed_scale(0.00390625, -128)
// CHECK-NEXT: kernel "conv2d" ins(i16 symmetric, i8<-127:127> symmetric per_axis(0) weight, i64 symmetric per_axis(0) accumulator optional) outs(i16 symmetric) constraint multiplier_accumulator_scale
// CHECK-NEXT: kernel "add" ins(i16 symmetric, i16 symmetric) outs(i16 symmetric) constraint free
// CHECK-NEXT: kernel "logistic" ins(i16 symmetric) outs(i16 symmetric) constraint fixed_scale(3.0517578125e-05, 0)
// CHECK-NEXT: }

// ROUNDTRIP: quantkit.target @"example-dsp" default(i8)
// ROUNDTRIP-COUNT-8: kernel

func.func @model(%x: tensor<1x8x8x2xf32>, %w: tensor<3x3x3x2xf32>,
                 %b: tensor<3xf32>, %y: tensor<4xf32>, %s: tensor<1xi64>) {
  // The 8-bit kernel is registered first.
  // expected-remark @+1 {{kernel #0 of 'example-dsp': ins(i8, i8<-127:127> symmetric per_axis(0) weight, i32 symmetric per_axis(0) accumulator) outs(i8) constraint multiplier_accumulator_scale}}
  %0 = quantkit.region "conv2d" (%x, %w, %b) in [f32, f32, f32] out [f32]
      : (tensor<1x8x8x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>)
      -> tensor<1x8x8x2xf32> {
  ^bb0(%a: tensor<1x8x8x2xf32>, %f: tensor<3x3x3x2xf32>, %c: tensor<3xf32>):
    quantkit.return %a : tensor<1x8x8x2xf32>
  }
  // At least 16 bits on the activation: the 16-bit variant, i64 bias.
  // expected-remark @+1 {{kernel #5 of 'example-dsp': ins(i16 symmetric, i8<-127:127> symmetric per_axis(0) weight, i64 symmetric per_axis(0) accumulator) outs(i16 symmetric) constraint multiplier_accumulator_scale}}
  %1 = quantkit.region "conv2d" (%x, %w, %b)
      in [!quant.any<i16:f32>, f32, f32] out [f32]
      : (tensor<1x8x8x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>)
      -> tensor<1x8x8x2xf32> {
  ^bb0(%a: tensor<1x8x8x2xf32>, %f: tensor<3x3x3x2xf32>, %c: tensor<3xf32>):
    quantkit.return %a : tensor<1x8x8x2xf32>
  }
  // expected-remark @+1 {{kernel #1 of 'example-dsp': ins(i8, i8) outs(i8) constraint free}}
  %2 = quantkit.region "add" (%y, %y) in [f32, !quant.any<i8:f32>] out [f32]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%p: tensor<4xf32>, %q: tensor<4xf32>):
    quantkit.return %p : tensor<4xf32>
  }
  // expected-remark @+1 {{kernel #6 of 'example-dsp': ins(i16 symmetric, i16 symmetric) outs(i16 symmetric) constraint free}}
  %3 = quantkit.region "add" (%y, %y) in [f32, f32] out [!quant.any<i16:f32>]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%p: tensor<4xf32>, %q: tensor<4xf32>):
    quantkit.return %p : tensor<4xf32>
  }
  // The wildcard shape port takes the default, i8.
  // expected-remark @+1 {{kernel #2 of 'example-dsp': ins(i8, i8) outs(i8) constraint same_scale}}
  %4 = quantkit.region "reshape" (%y, %s) in [f32, none] out [f32]
      : (tensor<4xf32>, tensor<1xi64>) -> tensor<4xf32> {
  ^bb0(%p: tensor<4xf32>, %q: tensor<1xi64>):
    quantkit.return %p : tensor<4xf32>
  }
  // expected-remark @+1 {{kernel #7 of 'example-dsp': ins(i16 symmetric) outs(i16 symmetric) constraint fixed_scale(3.0517578125e-05, 0)}}
  %5 = quantkit.region "logistic" (%y) in [f32] out [!quant.any<i16:f32>]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%p: tensor<4xf32>):
    quantkit.return %p : tensor<4xf32>
  }
  // expected-error @+1 {{no kernel 'max_pool2d' of target 'example-dsp' matches: kernel #3 input #0 stores 8 bits, fewer than the 16 asked for}}
  %6 = quantkit.region "max_pool2d" (%y) in [!quant.any<i16:f32>] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%p: tensor<4xf32>):
    quantkit.return %p : tensor<4xf32>
  }
  return
}
