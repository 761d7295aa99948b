// Storage bounds outside the storage type.
quantkit.target @broken {
  kernel "add"
      ins(i8<-300:127>, i8) outs(i8) constraint free
}
