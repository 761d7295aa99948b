// Registration from C++ by another plugin: ExampleNpuPlugin.so
// (examples/custom-target) adds the "example-npu" target and the
// `power_of_two_scales` constraint function to the registry that
// QuantKitPlugin.so uses; target files can then name the function.
// RUN: %quantkit-opt --load-pass-plugin=%quantkit_obj/lib/ExampleNpuPlugin.so %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-dump-target{target=example-npu})' \
// RUN:   | FileCheck %s --check-prefix=NPU
// RUN: %quantkit-opt --load-pass-plugin=%quantkit_obj/lib/ExampleNpuPlugin.so %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-dump-target{target-file=%S/Inputs/power-of-two.mlir})' \
// RUN:   | FileCheck %s --check-prefix=FILE
// Without the plugin, neither exists.
// RUN: not %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-dump-target{target=example-npu})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOPLUGIN
// RUN: not %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-dump-target{target-file=%S/Inputs/power-of-two.mlir})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOFUNCTION

// NPU: quantkit.target @"example-npu" default(i8 symmetric) {
// NPU-NEXT: kernel "conv2d" ins(i8 symmetric, i8<-127:127> symmetric per_axis(0) weight, i32 symmetric per_axis(0) accumulator optional) outs(i8 symmetric) constraint custom("power_of_two_scales")
// NPU-NEXT: kernel "add" ins(i8 symmetric, i8 symmetric) outs(i8 symmetric) constraint custom("power_of_two_scales")
// NPU-NEXT: kernel "max_pool2d" ins(i8 symmetric variadic) outs(i8 symmetric) constraint same_scale
// NPU-NEXT: }

// FILE: quantkit.target @"pow2-dsp" default(i8 symmetric) {
// FILE-NEXT: kernel "add" ins(i8 symmetric, i8 symmetric) outs(i8 symmetric) constraint custom("power_of_two_scales")

// NOPLUGIN: error: unknown target 'example-npu'; registered targets: tflite-int8, tflite-int16x8, tflite-mixed
// NOFUNCTION: Inputs/power-of-two.mlir:3:3: error: 'quantkit.kernel' op no constraint function is registered as 'power_of_two_scales'

module {
}
