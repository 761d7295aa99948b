// A target whose `mul` takes the product of its input scales on an i32
// output (multiplier_scale), and an i8 `reshape`, for
// propagate-multiplier-scale.mlir.
quantkit.target @multiplier {
  kernel "mul" ins(i8, i8) outs(i32 symmetric) constraint multiplier_scale
  kernel "reshape" ins(i8) outs(i8) constraint same_scale
}
