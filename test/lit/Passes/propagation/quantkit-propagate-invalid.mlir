// Every error of quantkit-propagate is located.
// RUN: not %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target=tflite-int4})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: unknown target 'tflite-int4'

// RUN: not %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target-file=%t.missing})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MISSING
// MISSING: error: {{.*}}missing

// RUN: echo 'quantkit.target @t { kernel "add" ins(i8) outs(i8) constraint same_scale }' > %t.bad.mlir
// RUN: not %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target-file=%t.bad.mlir})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BADFILE
// BADFILE: bad.mlir:1:{{[0-9]+}}: error:

// No matching kernel, and a constraint the fixed specs cannot satisfy.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target=tflite-int8})'

func.func @no_kernel(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{target 'tflite-int8' has no kernel 'silu'}}
  %0 = quantkit.region "silu" (%arg0) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @too_wide(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{no kernel 'tanh' of target 'tflite-int8' matches}}
  %0 = quantkit.region "tanh" (%arg0) in [!quant.any<i16:f32>] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @fixed_disagree(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{same_scale: input #0 is fixed at !quant.uniform<i8:f32, 5.000000e-01> and input #1 is fixed at}}
  %0 = quantkit.region "concat" (%arg0, %arg1) in [!quant.uniform<i8:f32, 0.5:0>, !quant.uniform<i8:f32, 0.25:0>] out [f32]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}
