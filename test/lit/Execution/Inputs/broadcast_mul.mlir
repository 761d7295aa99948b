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
!t = tensor<1x4x5x3xf32>
!c = tensor<1x1x1x3xf32>
func.func @se_tosa(%x0: !t, %s0: !c) -> !t {
  %x = quantkit.stats %x0 {layerStats = dense<[-2.0, 3.0]> : tensor<2xf32>} : !t
  %s = quantkit.stats %s0 {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>} : !c
  %shift = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %m = tosa.mul %x, %s, %shift : (!t, !c, tensor<1xi8>) -> !t
  %r = quantkit.stats %m {layerStats = dense<[-2.0, 3.0]> : tensor<2xf32>} : !t
  return %r : !t
}
func.func @expanded_tosa(%x0: !t, %s0: !c) -> !t {
  %x = quantkit.stats %x0 {layerStats = dense<[-2.0, 3.0]> : tensor<2xf32>} : !t
  %multiples = tosa.const_shape {values = dense<[1, 4, 5, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %b0 = tosa.tile %s0, %multiples : (!c, !tosa.shape<4>) -> !t
  %b = quantkit.stats %b0 {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>} : !t
  %shift = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %m = tosa.mul %x, %b, %shift : (!t, !t, tensor<1xi8>) -> !t
  %r = quantkit.stats %m {layerStats = dense<[-2.0, 3.0]> : tensor<2xf32>} : !t
  return %r : !t
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
  %tx = arith.constant dense<[[[[-0.925, -1.643, -0.061], [-1.363, -1.841, -0.031], [2.757, 2.122, 1.932], [-1.002, 0.698, -0.706], [-1.268, -1.627, -1.042]], [[2.808, 2.276, 2.156], [2.122, -1.155, -0.527], [1.186, 1.752, 2.415], [2.552, -1.732, 1.072], [1.427, 0.532, -1.24]], [[0.357, -1.718, 2.847], [2.474, 0.757, -0.579], [2.708, 0.891, 2.565], [2.379, 0.545, 0.035], [1.034, 0.128, -1.329]], [[-0.552, 2.188, -1.967], [-1.95, 1.182, -0.686], [0.687, 0.345, -0.349], [3.185, -1.144, 0.029], [-1.106, 1.216, -0.708]]]]> : !t
  %ts = arith.constant dense<[[[[0.356, 0.747, 0.321]]]]> : !c
  %c = call @se_tosa(%tx, %ts) : (!t, !c) -> !t
  %d = call @expanded_tosa(%tx, %ts) : (!t, !c) -> !t
  %uc = tensor.cast %c : !t to tensor<*xf32>
  %ud = tensor.cast %d : !t to tensor<*xf32>
  call @printMemrefF32(%uc) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%ud) : (tensor<*xf32>) -> ()
  return
}
