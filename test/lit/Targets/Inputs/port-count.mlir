// conv2d takes an activation, weights and an optional bias.
quantkit.target @broken {
  kernel "conv2d" ins(i8) outs(i8) constraint multiplier_accumulator_scale
}
