// quantkit-dump-target prints a target in target-file syntax, kernels in
// registration order, and remarks which kernel each region selects.
// RUN: %quantkit-opt %s -verify-diagnostics -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-dump-target{target=tflite-int8})' \
// RUN:   | FileCheck %s --check-prefix=INT8
// RUN: echo "" | %quantkit-opt - -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-dump-target{target=tflite-int16x8})' \
// RUN:   | FileCheck %s --check-prefix=INT16

// The printed form is a target file that loads back into the same target.
// RUN: echo "" | %quantkit-opt - -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-dump-target{target=tflite-mixed})' > %t.mlir
// RUN: echo "" | %quantkit-opt - -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-dump-target{target-file=%t.mlir})' \
// RUN:   | diff %t.mlir -
// RUN: %quantkit-opt %t.mlir | FileCheck %s --check-prefix=PARSED

// RUN: not %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-dump-target{target=tflite-int4})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNKNOWN
// RUN: not %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-dump-target)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NONE

// INT8: quantkit.target @"tflite-int8" default(i8) {
// INT8-NEXT: kernel "conv2d" ins(i8, i8<-127:127> symmetric per_axis(0) weight, i32 symmetric per_axis(0) accumulator optional) outs(i8) constraint multiplier_accumulator_scale
// INT8-NEXT: kernel "depthwise_conv2d" ins(i8, i8<-127:127> symmetric per_axis(-1) weight, i32 symmetric per_axis(0) accumulator optional) outs(i8) constraint multiplier_accumulator_scale
// INT8-NEXT: kernel "matmul" ins(i8, i8<-127:127> symmetric per_axis(-1) weight, i32 symmetric per_axis(0) accumulator optional) outs(i8) constraint multiplier_accumulator_scale
// INT8-NEXT: kernel "add" ins(i8, i8) outs(i8) constraint free
// INT8-NEXT: kernel "mul" ins(i8, i8) outs(i8) constraint free
// INT8-NEXT: kernel "max_pool2d" ins(i8 variadic) outs(i8) constraint same_scale
// INT8-NEXT: kernel "avg_pool2d" ins(i8 variadic) outs(i8) constraint same_scale
// INT8-NEXT: kernel "reshape" ins(i8 variadic) outs(i8) constraint same_scale
// INT8-NEXT: kernel "transpose" ins(i8 variadic) outs(i8) constraint same_scale
// INT8-NEXT: kernel "concat" ins(i8 variadic) outs(i8) constraint same_scale
// INT8-NEXT: kernel "logistic" ins(i8) outs(i8) constraint fixed_scale(0.00390625, -128)
// INT8-NEXT: kernel "softmax" ins(i8) outs(i8) constraint fixed_scale(0.00390625, -128)
// INT8-NEXT: kernel "tanh" ins(i8) outs(i8) constraint fixed_scale(0.0078125, 0)
// INT8-NEXT: kernel "hard_swish" ins(i8) outs(i8) constraint free
// INT8-NEXT: kernel "gelu" ins(i8) outs(i8) constraint free
// INT8-NEXT: kernel "resize" ins(i8) outs(i8) constraint same_scale
// INT8-NEXT: }

// INT16: quantkit.target @"tflite-int16x8" default(i16 symmetric) {
// INT16-NEXT: kernel "conv2d" ins(i16 symmetric, i8<-127:127> symmetric per_axis(0) weight, i64 symmetric per_axis(0) accumulator optional) outs(i16 symmetric) constraint multiplier_accumulator_scale
// INT16: kernel "add" ins(i16 symmetric, i16 symmetric) outs(i16 symmetric) constraint free
// INT16: kernel "concat" ins(i16 symmetric variadic) outs(i16 symmetric) constraint same_scale
// INT16: kernel "tanh" ins(i16 symmetric) outs(i16 symmetric) constraint fixed_scale(3.0517578125e-05, 0)
// INT16-NOT: {{hard_swish|gelu}}
// INT16: kernel "resize" ins(i16 symmetric) outs(i16 symmetric) constraint same_scale
// INT16-NEXT: }

// PARSED: quantkit.target @"tflite-mixed" default(i8) {
// PARSED-COUNT-26: kernel
// PARSED-NEXT: kernel "hard_swish" ins(i8) outs(i8) constraint free
// PARSED-NEXT: kernel "gelu" ins(i8) outs(i8) constraint free
// PARSED-NEXT: kernel "resize" ins(i8) outs(i8) constraint same_scale
// PARSED-NEXT: kernel "resize" ins(i16 symmetric) outs(i16 symmetric) constraint same_scale
// PARSED-NEXT: }

// UNKNOWN: quantkit-dump-target.mlir:{{[0-9]+}}:1: error: unknown target 'tflite-int4'; registered targets: tflite-int8, tflite-int16x8, tflite-mixed
// NONE: error: no target given: set target=NAME (registered: tflite-int8, tflite-int16x8, tflite-mixed) or target-file=PATH

module {
  func.func @lookups(%x: tensor<1x8x8x2xf32>, %w: tensor<3x3x3x2xf32>,
                     %b: tensor<3xf32>, %y: tensor<4xf32>) {
    // expected-remark @+1 {{kernel #0 of 'tflite-int8': ins(i8, i8<-127:127> symmetric per_axis(0) weight, i32 symmetric per_axis(0) accumulator) outs(i8) constraint multiplier_accumulator_scale}}
    %0 = quantkit.region "conv2d" (%x, %w, %b) in [f32, f32, f32] out [f32]
        : (tensor<1x8x8x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>)
        -> tensor<1x8x8x2xf32> {
    ^bb0(%a: tensor<1x8x8x2xf32>, %f: tensor<3x3x3x2xf32>, %c: tensor<3xf32>):
      quantkit.return %a : tensor<1x8x8x2xf32>
    }
    // Variadic ports repeat for every input.
    // expected-remark @+1 {{kernel #9 of 'tflite-int8': ins(i8, i8, i8) outs(i8) constraint same_scale}}
    %1 = quantkit.region "concat" (%y, %y, %y) in [f32, f32, f32] out [f32]
        : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
    ^bb0(%p: tensor<4xf32>, %q: tensor<4xf32>, %r: tensor<4xf32>):
      quantkit.return %p : tensor<4xf32>
    }
    // tflite-int8 has no 16-bit kernel.
    // expected-error @+1 {{no kernel 'tanh' of target 'tflite-int8' matches: kernel #12 input #0 stores 8 bits, fewer than the 16 asked for}}
    %2 = quantkit.region "tanh" (%y) in [!quant.any<i16:f32>] out [f32]
        : (tensor<4xf32>) -> tensor<4xf32> {
    ^bb0(%p: tensor<4xf32>):
      quantkit.return %p : tensor<4xf32>
    }
    // A 16-bit spec fixed by the model only prefers 16 bits: the int8 kernel
    // is taken and propagation rescales.
    // expected-remark @+1 {{kernel #12 of 'tflite-int8': ins(i8) outs(i8) constraint fixed_scale(0.0078125, 0)}}
    %4 = quantkit.region "tanh" (%y) in [!quant.uniform<i16:f32, 0.001>] out [f32]
        : (tensor<4xf32>) -> tensor<4xf32> {
    ^bb0(%p: tensor<4xf32>):
      quantkit.return %p : tensor<4xf32>
    }
    // expected-error @+1 {{target 'tflite-int8' has no kernel 'silu'}}
    %3 = quantkit.region "silu" (%y) in [f32] out [f32]
        : (tensor<4xf32>) -> tensor<4xf32> {
    ^bb0(%p: tensor<4xf32>):
      quantkit.return %p : tensor<4xf32>
    }
    return
  }
}
