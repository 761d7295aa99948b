// The stock mlir-opt-22 only warns when a plugin path is wrong, so these
// tests parse quantkit ops and run a quantkit pass: both fail outright unless
// the plugin really loaded.
// RUN: %quantkit-opt %s | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-verify)' \
// RUN:   | FileCheck %s

// CHECK-LABEL: func.func @loaded
// CHECK: quantkit.stats_ref %{{.*}} {statsKey = "x"}
func.func @loaded(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.stats_ref %arg0 {statsKey = "x"} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
