// Input of quantkit-quantize-int16x8.mlir: a bias of 1000 at scale
// (1/32767) * (0.5/127) is 8 322 818 000 in integers, beyond 32 bits.
func.func @conv_wide_bias(%x0: tensor<1x4x4x2xf32>) -> tensor<1x2x2x3xf32> {
  %w = arith.constant dense<0.5> : tensor<3x3x3x2xf32>
  %b = arith.constant dense<[1000.0, 0.2, -0.3]> : tensor<3xf32>
  %zero = arith.constant 0.0 : f32
  %x = quantkit.stats %x0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
  %e = tensor.empty() : tensor<1x2x2x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x4x4x2xf32>, tensor<3x3x3x2xf32>) outs(%z : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %y0 = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %b : tensor<1x2x2x3xf32>, tensor<3xf32>) outs(%e : tensor<1x2x2x3xf32>) {
  ^bb0(%a: f32, %d: f32, %o: f32):
    %s = arith.addf %a, %d : f32
    linalg.yield %s : f32
  } -> tensor<1x2x2x3xf32>
  %y = quantkit.stats %y0 {layerStats = dense<[-8.0, 8.0]> : tensor<2xf32>} : tensor<1x2x2x3xf32>
  return %y : tensor<1x2x2x3xf32>
}
