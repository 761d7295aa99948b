// A target file with a typo in a constraint.
quantkit.target @broken {
  kernel "add" ins(i8, i8) outs(i8) constraint free
  kernel "concat" ins(i8 variadic) outs(i8) constraint same_scales
}
