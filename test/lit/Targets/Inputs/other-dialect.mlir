// Other dialects are not known while target files are parsed.
func.func @f() {
  return
}
