// Loading target files: every error points into the file.
// RUN: not %quantkit-opt %s -o /dev/null --pass-pipeline='builtin.module(quantkit-dump-target{target-file=%S/Inputs/unknown-shorthand.mlir})' 2>&1 | FileCheck %s --check-prefix=SHORTHAND
// SHORTHAND: Inputs/unknown-shorthand.mlir:4:3: error: 'quantkit.kernel' op unknown shorthand 'same_scales'; expected one of free, same_scale, fixed_scale, multiplier_scale, multiplier_accumulator_scale, custom

// RUN: not %quantkit-opt %s -o /dev/null --pass-pipeline='builtin.module(quantkit-dump-target{target-file=%S/Inputs/port-count.mlir})' 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: Inputs/port-count.mlir:3:3: error: 'quantkit.kernel' op port count mismatch: kernel 'conv2d' takes 2 to 3 inputs, but these ports accept 1 (kernel_c7)

// RUN: not %quantkit-opt %s -o /dev/null --pass-pipeline='builtin.module(quantkit-dump-target{target-file=%S/Inputs/invalid-storage.mlir})' 2>&1 | FileCheck %s --check-prefix=STORAGE
// STORAGE: Inputs/invalid-storage.mlir:3:3: error: 'quantkit.kernel' op input #0 of kernel 'add': invalid storage: bounds [-300, 127] must satisfy min < max inside [-128, 127]

// RUN: not %quantkit-opt %s -o /dev/null --pass-pipeline='builtin.module(quantkit-dump-target{target-file=%S/Inputs/duplicate-key.mlir})' 2>&1 | FileCheck %s --check-prefix=DUPLICATE
// DUPLICATE: Inputs/duplicate-key.mlir:4:3: error: 'quantkit.kernel' op duplicate kernel key: target 'broken' already has a kernel 'tanh' with these ports
// DUPLICATE: Inputs/duplicate-key.mlir:3:3: note: first defined here

// RUN: not %quantkit-opt %s -o /dev/null --pass-pipeline='builtin.module(quantkit-dump-target{target-file=%S/Inputs/unregistered-custom.mlir})' 2>&1 | FileCheck %s --check-prefix=CUSTOM
// CUSTOM: Inputs/unregistered-custom.mlir:3:3: error: 'quantkit.kernel' op no constraint function is registered as 'clamp_to_relu6'

// RUN: not %quantkit-opt %s -o /dev/null --pass-pipeline='builtin.module(quantkit-dump-target{target-file=%S/Inputs/not-a-target.mlir})' 2>&1 | FileCheck %s --check-prefix=NOTTARGET
// NOTTARGET: Inputs/not-a-target.mlir:4:1: error: a target file holds only 'quantkit.target' ops, found 'builtin.module'

// RUN: not %quantkit-opt %s -o /dev/null --pass-pipeline='builtin.module(quantkit-dump-target{target-file=%S/Inputs/other-dialect.mlir})' 2>&1 | FileCheck %s --check-prefix=DIALECT
// DIALECT: Inputs/other-dialect.mlir:2:1: error:

// RUN: not %quantkit-opt %s -o /dev/null --pass-pipeline='builtin.module(quantkit-dump-target{target-file=%S/Inputs/two-targets.mlir target=third})' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: Inputs/two-targets.mlir:1:1: error: unknown target 'third': the target file defines first, second

// RUN: not %quantkit-opt %s -o /dev/null --pass-pipeline='builtin.module(quantkit-dump-target{target-file=%S/Inputs/two-targets.mlir})' 2>&1 | FileCheck %s --check-prefix=AMBIGUOUS
// AMBIGUOUS: Inputs/two-targets.mlir:1:1: error: the target file defines several targets (first, second); choose one with target=NAME

// RUN: not %quantkit-opt %s -o /dev/null --pass-pipeline='builtin.module(quantkit-dump-target{target-file=%S/Inputs/missing.mlir})' 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: load-errors.mlir:{{[0-9]+}}:1: error: cannot read target file '{{.*}}Inputs/missing.mlir'

// A file with several targets, one chosen by name.
// RUN: %quantkit-opt %s -o /dev/null --pass-pipeline='builtin.module(quantkit-dump-target{target-file=%S/Inputs/two-targets.mlir target=second})' | FileCheck %s --check-prefix=CHOSEN
// CHOSEN: quantkit.target @second default(i16 symmetric) {
// CHOSEN-NEXT: kernel "add" ins(*, *) outs(*) constraint free
// CHOSEN-NEXT: }

module {
}
