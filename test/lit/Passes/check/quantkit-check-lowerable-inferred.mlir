// quantkit-check-lowerable runs after tosa-infer-shapes in quantkit-to-llvm
// and quantkit-cpu: an unranked result that inference ranks from ranked
// operands passes there, while the check alone reports it (the path of an
// unranked result rather than operand).
// RUN: %quantkit-opt %s -verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(func.func(quantkit-check-lowerable))'
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-llvm)' \
// RUN:   | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-cpu)' \
// RUN:   | FileCheck %s

// CHECK: llvm.func @ranked_by_inference
func.func @ranked_by_inference(%a: tensor<2x3xf32>) -> tensor<*xf32> {
  // expected-error @below {{'tosa.abs' op has the unranked result type 'tensor<*xf32>': the TOSA lowerings take ranked tensors}}
  %0 = tosa.abs %a : (tensor<2x3xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
