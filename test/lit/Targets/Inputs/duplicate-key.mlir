// The second kernel has the same key as the first and could never be chosen.
quantkit.target @broken {
  kernel "tanh" ins(i8) outs(i8) constraint fixed_scale(0.0078125, 0)
  kernel "tanh" ins(i8) outs(i8) constraint fixed_scale(0.0078125, 1)
}
