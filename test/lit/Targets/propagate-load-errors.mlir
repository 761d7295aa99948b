// Target-file errors reached through quantkit-propagate{target-file=...}
// (load-errors.mlir covers the same files through quantkit-dump-target):
// each is located in the target file and fails the pass.
// RUN: rm -rf %t && split-file %s %t

// RUN: not %quantkit-opt %t/model.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target-file=%t/unknown-shorthand.mlir})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SHORTHAND
// SHORTHAND: unknown-shorthand.mlir:3:3: error: 'quantkit.kernel' op unknown shorthand 'same_scales'; expected one of free, same_scale, fixed_scale, multiplier_scale, multiplier_accumulator_scale, custom

// RUN: not %quantkit-opt %t/model.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target-file=%t/invalid-bounds.mlir})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BOUNDS
// BOUNDS: invalid-bounds.mlir:2:3: error: 'quantkit.kernel' op input #0 of kernel 'add': invalid storage: bounds [-300, 127] must satisfy min < max inside [-128, 127]

// kernel_c4: `i0` is not the wildcard.
// RUN: not %quantkit-opt %t/model.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target-file=%t/zero-width.mlir})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ZERO
// ZERO: zero-width.mlir:2:20: error: custom op 'quantkit.kernel' invalid storage: i0 has no bits (a port stores 1 to 64 bits; write '*' for a wildcard)

// kernel_c8: storage upstream's `!quant` parser cannot read back.
// RUN: not %quantkit-opt %t/model.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target-file=%t/too-wide.mlir})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WIDE
// WIDE: too-wide.mlir:2:3: error: 'quantkit.kernel' op input #0 of kernel 'tanh': invalid storage: i33 is wider than 32 bits
// WIDE-NOT: !quant.uniform<i33

// RUN: not %quantkit-opt %t/model.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target-file=%t/duplicate-key.mlir})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DUPLICATE
// DUPLICATE: duplicate-key.mlir:3:3: error: 'quantkit.kernel' op duplicate kernel key: target 'broken' already has a kernel 'tanh' with these ports
// DUPLICATE: duplicate-key.mlir:2:3: note: first defined here

// RUN: not %quantkit-opt %t/model.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target-file=%t/two-targets.mlir target=third})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: two-targets.mlir:1:1: error: unknown target 'third': the target file defines first, second

// The valid file with a chosen target propagates (the errors above are the
// files', not the model's).
// RUN: %quantkit-opt %t/model.mlir \
// RUN:   --pass-pipeline='builtin.module(quantkit-propagate{target-file=%t/two-targets.mlir target=first})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OK
// OK-LABEL: func.func @f
// OK: quantkit.region "tanh"{{.*}} in [f32] out [!quant.uniform<i8:f32, 7.812500e-03>]

//--- model.mlir
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.region "tanh" (%x) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%p: tensor<4xf32>):
    quantkit.return %p : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

//--- unknown-shorthand.mlir
quantkit.target @broken {
  kernel "add" ins(i8, i8) outs(i8) constraint free
  kernel "tanh" ins(i8) outs(i8) constraint same_scales
}

//--- invalid-bounds.mlir
quantkit.target @broken {
  kernel "add" ins(i8<-300:127>, i8) outs(i8) constraint free
}

//--- zero-width.mlir
quantkit.target @broken {
  kernel "add" ins(i0, i8) outs(i8) constraint free
}

//--- too-wide.mlir
quantkit.target @broken {
  kernel "tanh" ins(i33) outs(i33) constraint same_scale
}

//--- duplicate-key.mlir
quantkit.target @broken {
  kernel "tanh" ins(i8) outs(i8) constraint fixed_scale(0.0078125, 0)
  kernel "tanh" ins(i8) outs(i8) constraint fixed_scale(0.0078125, 1)
}

//--- two-targets.mlir
quantkit.target @first {
  kernel "tanh" ins(i8) outs(i8) constraint fixed_scale(0.0078125, 0)
}
quantkit.target @second {
  kernel "tanh" ins(i16 symmetric) outs(i16 symmetric) constraint fixed_scale(3.0517578125e-05, 0)
}
