// mlir-opt only warns when it cannot load a plugin, so a wrong path must
// surface as a failure of what needed the plugin: the pipeline does not
// parse, the ops do not parse. The same holds for a shared object that is
// not a plugin.
// RUN: split-file --leading-lines %s %t
// RUN: not %mlir-opt --load-pass-plugin=%t.nonexistent/QuantKitPlugin.so \
// RUN:   %t/pass.mlir --pass-pipeline='builtin.module(quantkit-verify)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PASS
// RUN: not %mlir-opt --load-pass-plugin=%mlir_lib_dir/libMLIR.so \
// RUN:   %t/pass.mlir --pass-pipeline='builtin.module(quantkit-verify)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOTPLUGIN
// RUN: not %mlir-opt --load-dialect-plugin=%t.nonexistent/QuantKitPlugin.so \
// RUN:   %t/dialect.mlir 2>&1 | FileCheck %s --check-prefix=DIALECT
// The right path, for contrast.
// RUN: %mlir-opt --load-pass-plugin=%quantkit_plugin %t/pass.mlir \
// RUN:   --pass-pipeline='builtin.module(quantkit-verify)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LOADED

// PASS: Failed to load passes from '{{.*}}.nonexistent/QuantKitPlugin.so'. Request ignored.
// PASS: error: {{.*}}'quantkit-verify' does not refer to a registered pass or pass pipeline

// NOTPLUGIN: Failed to load passes from '{{.*}}libMLIR.so'. Request ignored.
// NOTPLUGIN: error: {{.*}}'quantkit-verify' does not refer to a registered pass or pass pipeline

// DIALECT: Failed to load dialect plugin from '{{.*}}.nonexistent/QuantKitPlugin.so'. Request ignored.
// DIALECT: dialect.mlir:{{[0-9]+}}:8: error: Dialect `quantkit' not found for custom op 'quantkit.coupled_ref'

// LOADED-NOT: Failed to load
// LOADED: func.func @no_quantkit_ops

//--- pass.mlir
func.func @no_quantkit_ops(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  return
}

//--- dialect.mlir
func.func @needs_plugin(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.coupled_ref %a {coupledKey = "k"} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
