// --load-dialect-plugin alone registers the quantkit dialect: its ops parse,
// verify and print. Without the plugin the same file does not parse, and the
// dialect entry point registers no pass.
// RUN: %mlir-opt --load-dialect-plugin=%quantkit_plugin %s | FileCheck %s
// RUN: %mlir-opt --load-dialect-plugin=%quantkit_plugin %s \
// RUN:   --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s --check-prefix=NOPLUGIN
// RUN: not %mlir-opt --load-dialect-plugin=%quantkit_plugin %s \
// RUN:   --pass-pipeline='builtin.module(quantkit-verify)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOPASS

// NOPLUGIN: error: Dialect `quantkit' not found for custom op 'quantkit.stats_ref'
// NOPASS: 'quantkit-verify' does not refer to a registered pass or pass pipeline

// CHECK-LABEL: func.func @dialect_only
// CHECK: quantkit.stats_ref %{{.*}} {statsKey = "x"} : tensor<4xf32>
// CHECK: quantkit.rescale %{{.*}} {rounding = #quantkit.rounding<single_round>} : tensor<4x!quant.uniform<i8:f32, 5.000000e-01>> to tensor<4x!quant.uniform<i8:f32, 2.500000e-01>>
// GENERIC: "quantkit.stats_ref"(%{{.*}}) <{statsKey = "x"}>
// GENERIC: "quantkit.rescale"(%{{.*}}) <{rounding = #quantkit.rounding<single_round>}>
func.func @dialect_only(%a: tensor<4xf32>,
                        %q: tensor<4x!quant.uniform<i8:f32, 0.5>>)
    -> tensor<4xf32> {
  %0 = quantkit.stats_ref %a {statsKey = "x"} : tensor<4xf32>
  %1 = quantkit.rescale %q {rounding = #quantkit.rounding<single_round>}
      : tensor<4x!quant.uniform<i8:f32, 0.5>>
      to tensor<4x!quant.uniform<i8:f32, 0.25>>
  return %0 : tensor<4xf32>
}
