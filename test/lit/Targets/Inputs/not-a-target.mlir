// Target files hold quantkit.target ops only.
quantkit.target @fine {
}
module {
}
