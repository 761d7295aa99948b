// Uses the constraint function examples/custom-target registers from C++.
quantkit.target @"pow2-dsp" default(i8 symmetric) {
  kernel "add" ins(i8 symmetric, i8 symmetric) outs(i8 symmetric)
      constraint custom("power_of_two_scales")
}
