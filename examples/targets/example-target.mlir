// An example target file (the format is described in the documentation of
// the quantkit.target and quantkit.kernel ops, dialect/QuantKitTargetOps.td;
// what targets are in dialect/Reference.md#targets). Load it with
//
//   mlir-opt --load-dialect-plugin=QuantKitPlugin.so \
//     --load-pass-plugin=QuantKitPlugin.so --pass-pipeline=\
//     'builtin.module(quantkit-propagate{target-file=example-target.mlir})'
//
// or print it, and the kernel each region selects, with
// quantkit-dump-target{target-file=example-target.mlir}.
//
// "example-dsp" is a DSP with 8-bit kernels and, for the layers that need
// more precision, 16-bit variants. Kernels are tried in the order written:
// the 8-bit ones come first and are the default; a region port annotated
// `!quant.any<i16:f32>` ("at least 16 bits") skips them and selects the
// 16-bit variant.
quantkit.target @"example-dsp" default(i8) {
  // 8-bit kernels. Weights are symmetric in [-127, 127], one scale per
  // output channel (axis 0, OHWI); the optional bias gets s_in * s_w per
  // channel in 32 bits.
  kernel "conv2d"
      ins(i8, i8<-127:127> symmetric per_axis(0) weight,
          i32 symmetric per_axis(0) accumulator optional)
      outs(i8) constraint multiplier_accumulator_scale
  kernel "add" ins(i8, i8) outs(i8) constraint free
  // The second input of reshape is its shape, which no kernel quantizes: a
  // wildcard port (`*`) matches any spec and takes the target's default.
  kernel "reshape" ins(i8, *) outs(i8) constraint same_scale
  // Pooling keeps one scale and zero point; any number of inputs.
  kernel "max_pool2d" ins(i8 variadic) outs(i8) constraint same_scale
  // The sigmoid's output range is known: [0, 1) in 256 steps.
  kernel "logistic" ins(i8) outs(i8) constraint fixed_scale(0.00390625, -128)

  // 16-bit variants: symmetric activations, 8-bit weights, 64-bit bias.
  kernel "conv2d"
      ins(i16 symmetric, i8<-127:127> symmetric per_axis(0) weight,
          i64 symmetric per_axis(0) accumulator optional)
      outs(i16 symmetric) constraint multiplier_accumulator_scale
  kernel "add" ins(i16 symmetric, i16 symmetric) outs(i16 symmetric)
      constraint free
  kernel "logistic" ins(i16 symmetric) outs(i16 symmetric)
      constraint fixed_scale(3.0517578125e-05, 0)
}
