// Names a C++ constraint function nobody registered.
quantkit.target @broken {
  kernel "relu" ins(i8) outs(i8) constraint custom("clamp_to_relu6")
}
