// --load-pass-plugin alone registers quantkit-verify, usable from a pipeline
// string on IR without quantkit ops (the quant types are upstream's). The
// second input proves the pass really ran: only it rejects that zero point.
// RUN: %mlir-opt --load-pass-plugin=%quantkit_plugin %s -split-input-file \
// RUN:   -verify-diagnostics --pass-pipeline='builtin.module(quantkit-verify)' \
// RUN:   | FileCheck %s
// RUN: not %mlir-opt %s -split-input-file -verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(quantkit-verify)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOPLUGIN

// NOPLUGIN: 'quantkit-verify' does not refer to a registered pass or pass pipeline

// CHECK-LABEL: func.func @pass_only
// CHECK-NEXT: quant.qcast %{{.*}} : tensor<2x3xf32> to tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00,3.000000e+00}>>
func.func @pass_only(%a: tensor<2x3xf32>)
    -> tensor<2x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0}>> {
  %0 = quant.qcast %a : tensor<2x3xf32>
      to tensor<2x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0}>>
  return %0 : tensor<2x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0}>>
}

// -----

// expected-error @+1 {{block argument #0 of 'func.func': zero point 300}}
func.func @rejected(%a: tensor<4x!quant.uniform<i8:f32, 1.0:300>>) {
  return
}
