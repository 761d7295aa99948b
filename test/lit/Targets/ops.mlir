// Target files round-trip through MLIR's parser and printer, in custom and
// generic form.
// RUN: %quantkit-opt %s | %quantkit-opt | FileCheck %s
// RUN: %quantkit-opt %s --mlir-print-op-generic | %quantkit-opt \
// RUN:   | FileCheck %s
// RUN: %quantkit-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: quantkit.target @"my-npu" default(i8 symmetric) {
// CHECK-NEXT: kernel "conv2d" ins(i8 symmetric, i8<-127:127> symmetric per_axis(0) weight, i32 symmetric per_axis(0) accumulator optional) outs(i8 symmetric) constraint multiplier_accumulator_scale
// CHECK-NEXT: kernel "matmul" ins(i16 symmetric, i8<-127:127> symmetric per_axis(-1) weight) outs(i16 symmetric) constraint free {note = "no bias"}
// CHECK-NEXT: kernel "add" ins(*, u8<0:200>) outs(i8) constraint free
// CHECK-NEXT: kernel "concat" ins(i8 variadic) outs(i8) constraint same_scale
// CHECK-NEXT: kernel "logistic" ins(i8) outs(i8) constraint fixed_scale(3.906250e-03, -128)
// CHECK-NEXT: kernel "tanh" ins(i16 symmetric) outs(i16 symmetric) constraint fixed_scale(3.0517578125E-5, 0)
// CHECK-NEXT: kernel "requant" ins(i8, i8) outs(i32 symmetric) constraint multiplier_scale
// CHECK-NEXT: kernel "relu6" ins(i8) outs(i8) constraint custom("clamp_to_relu6")
// CHECK-NEXT: }
quantkit.target @"my-npu" default(i8 symmetric) {
  kernel "conv2d"
      ins(i8 symmetric, i8<-127:127> symmetric per_axis(0) weight,
          i32 symmetric per_axis(0) accumulator optional)
      outs(i8 symmetric) constraint multiplier_accumulator_scale
  kernel "matmul" ins(i16 symmetric, i8<-127:127> weight per_axis(-1) symmetric)
      outs(i16 symmetric) constraint free {note = "no bias"}
  kernel "add" ins(*, u8<0:200>) outs(i8) constraint free
  quantkit.kernel "concat" ins(i8 variadic) outs(i8) constraint same_scale
  kernel "logistic" ins(i8) outs(i8) constraint fixed_scale(0.00390625, -128)
  kernel "tanh" ins(i16 symmetric) outs(i16 symmetric)
      constraint fixed_scale(3.0517578125e-05, 0)
  kernel "requant" ins(i8, i8) outs(i32 symmetric) constraint multiplier_scale
  kernel "relu6" ins(i8) outs(i8) constraint custom("clamp_to_relu6")
}

// Full-range bounds print without brackets; `si8` reads as `i8`.
// CHECK-LABEL: quantkit.target @plain {
// CHECK-NEXT: kernel "mul" ins(i8, i8) outs(i8) constraint free
// CHECK-NEXT: }
quantkit.target @plain {
  kernel "mul" ins(si8<-128:127>, i8) outs(i8) constraint free
}

// The widest storage (kernel_c8): 32 bits, and i64 on an accumulator port.
// CHECK-LABEL: quantkit.target @wide {
// CHECK-NEXT: kernel "conv2d" ins(i32, u32 weight, i64 symmetric per_axis(0) accumulator optional) outs(u32) constraint multiplier_accumulator_scale
// CHECK-NEXT: }
quantkit.target @wide {
  kernel "conv2d" ins(i32, u32 weight, i64 symmetric per_axis(0) accumulator optional)
      outs(u32) constraint multiplier_accumulator_scale
}

// CHECK-LABEL: quantkit.target @empty {
// CHECK-NEXT: }
quantkit.target @empty {
}

// GENERIC: "quantkit.target"() <{default_port = #quantkit.port<i8 symmetric>, sym_name = "my-npu"}>
// GENERIC: "quantkit.kernel"() <{constraint = "multiplier_accumulator_scale", inputs = [#quantkit.port<i8 symmetric>, #quantkit.port<i8<-127:127> symmetric per_axis(0) weight>, #quantkit.port<i32 symmetric per_axis(0) accumulator optional>], logical_kernel = "conv2d", outputs = [#quantkit.port<i8 symmetric>]}> : () -> ()
// GENERIC: "quantkit.kernel"() <{constraint = "fixed_scale", inputs = [#quantkit.port<i8>], logical_kernel = "logistic", outputs = [#quantkit.port<i8>], scale = 3.906250e-03 : f64, zero_point = -128 : i64}> : () -> ()
// GENERIC: "quantkit.kernel"() <{constraint = "custom", function = "clamp_to_relu6", inputs = [#quantkit.port<i8>], logical_kernel = "relu6", outputs = [#quantkit.port<i8>]}> : () -> ()
