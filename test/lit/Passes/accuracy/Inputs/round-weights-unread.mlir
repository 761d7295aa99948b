// A matmul whose weights are an argument, not a constant: nothing for
// quantkit-round-weights to rewrite (quantkit-round-weights.mlir).
func.func @dynamic(%x: tensor<4x3xf32>, %w: tensor<3x2xf32>) -> tensor<4x2xf32> {
  %xs = quantkit.stats %x {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4x3xf32>
  %ws = quantkit.stats %w {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<3x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %m = linalg.matmul ins(%xs, %ws : tensor<4x3xf32>, tensor<3x2xf32>) outs(%z : tensor<4x2xf32>) -> tensor<4x2xf32>
  %ms = quantkit.stats %m {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<4x2xf32>
  return %ms : tensor<4x2xf32>
}
