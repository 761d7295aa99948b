// The program of quantkit-apply-stats-invalid.mlir's records-file tests: one
// stats_ref with key "a".
func.func @one(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.stats_ref %x {statsKey = "a"} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
