// Input of broadcast-mul.test: the same product written two ways.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#se = affine_map<(d0, d1, d2, d3) -> (d0, d3, 0, 0)>
!x = tensor<1x3x4x5xf32>
!s = tensor<1x5x1x1xf32>
func.func private @printMemrefF32(tensor<*xf32>)
func.func @se(%x0: !x, %s0: !s) -> !x {
  %x = quantkit.stats %x0 {layerStats = dense<[-2.0, 3.0]> : tensor<2xf32>} : !x
  %s = quantkit.stats %s0 {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>} : !s
  %e = tensor.empty() : !x
  %m = linalg.generic {indexing_maps = [#id, #se, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %s : !x, !s) outs(%e : !x) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> !x
  %r = quantkit.stats %m {layerStats = dense<[-2.0, 3.0]> : tensor<2xf32>} : !x
  return %r : !x
}
func.func @expanded(%x0: !x, %s0: !s) -> !x {
  %x = quantkit.stats %x0 {layerStats = dense<[-2.0, 3.0]> : tensor<2xf32>} : !x
  %e = tensor.empty() : !x
  %b0 = linalg.generic {indexing_maps = [#se, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s0 : !s) outs(%e : !x) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> !x
  %b = quantkit.stats %b0 {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>} : !x
  %m = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %b : !x, !x) outs(%e : !x) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %p = arith.mulf %a, %c : f32
    linalg.yield %p : f32
  } -> !x
  %r = quantkit.stats %m {layerStats = dense<[-2.0, 3.0]> : tensor<2xf32>} : !x
  return %r : !x
}
func.func @main() {
  %x = arith.constant dense<[[[[-0.915, 0.739, -0.202, 1.061, 1.179], [-1.846, -2.129, 2.322, -0.799, -0.935], [3.176, 0.339, 2.317, 0.372, 1.251], [-1.387, 1.228, 2.487, 0.625, 1.803]], [[1.426, -1.854, 1.894, 0.992, -0.573], [-2.033, 2.474, 0.353, 1.682, 2.546], [1.656, 2.774, -0.067, 2.125, 0.201], [2.852, 2.546, -1.674, -1.466, -1.028]], [[3.014, 0.155, 1.184, -0.574, 0.539], [-0.116, -0.305, 0.959, 0.955, 2.683], [1.483, 2.816, 2.425, 3.151, 1.425], [-1.319, 2.447, 3.009, 2.685, 0.873]]]]> : !x
  %s = arith.constant dense<[[[[0.714]], [[0.211]], [[0.832]], [[0.574]], [[0.285]]]]> : !s
  %a = call @se(%x, %s) : (!x, !s) -> !x
  %b = call @expanded(%x, %s) : (!x, !s) -> !x
  %ua = tensor.cast %a : !x to tensor<*xf32>
  %ub = tensor.cast %b : !x to tensor<*xf32>
  call @printMemrefF32(%ua) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%ub) : (tensor<*xf32>) -> ()
  return
}
