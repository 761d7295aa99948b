// Two targets: quantkit-dump-target needs target=NAME to choose.
quantkit.target @first {
  kernel "add" ins(i8, i8) outs(i8) constraint free
}
quantkit.target @second default(i16 symmetric) {
  kernel "add" ins(*, *) outs(*) constraint free
}
