// Upsamplings written as gathers (Resize.cpp): each becomes the tosa.resize
// whose TOSA RESIZE weights it computes, NHWC between transposes; gathers
// that are not a resize stay as they are. torch-mlir's own forms (every
// F.interpolate mode it lowers) are in test/realnets/fx/interpolate.mlir,
// checked by the second RUN and by RealNets/fx-interpolate.test.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize)' | FileCheck %s
// RUN: %quantkit-opt %quantkit_src/test/realnets/fx/interpolate.mlir \
// RUN:   --pass-pipeline='builtin.module(quantkit-normalize)' | FileCheck %s --check-prefix=FX
// RUN: %quantkit-opt %quantkit_src/test/realnets/onnx/upsample.mlir \
// RUN:   --pass-pipeline='builtin.module(quantkit-normalize)' | FileCheck %s --check-prefix=ONNX

// torch-mlir's ONNX lowering of Resize reads the four elements in one
// generic and weighs them in its body (test/realnets/onnx/upsample.mlir):
// linear x2 half_pixel, nearest x2 asymmetric floor (the same weights as
// half-pixel nearest at x2), linear align_corners 16 -> 11 (10 / 15 = 2 / 3)
// and 16 -> 13 (4 / 5), linear pytorch_half_pixel 11 -> 16 and 13 -> 16.
// ONNX: tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>}
// ONNX: tosa.resize {{.*}} {mode = BILINEAR} : (tensor<1x8x8x8xf32>, {{.*}}) -> tensor<1x16x16x8xf32>
// ONNX: tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>}
// ONNX: tosa.resize {{.*}} {mode = NEAREST_NEIGHBOR} : (tensor<1x8x8x8xf32>, {{.*}}) -> tensor<1x16x16x8xf32>
// ONNX: tosa.const_shape {values = dense<[2, 3, 4, 5]> : tensor<4xindex>}
// ONNX-NEXT: tosa.const_shape {values = dense<0> : tensor<2xindex>}
// ONNX-NEXT: tosa.const_shape {values = dense<0> : tensor<2xindex>}
// ONNX-NEXT: tosa.resize {{.*}} {mode = BILINEAR} : (tensor<1x16x16x8xf32>, {{.*}}) -> tensor<1x11x13x8xf32>
// ONNX: tosa.const_shape {values = dense<[32, 22, 32, 26]> : tensor<4xindex>}
// ONNX-NEXT: tosa.const_shape {values = dense<[-5, -3]> : tensor<2xindex>}
// ONNX-NEXT: tosa.const_shape {values = dense<[5, 3]> : tensor<2xindex>}
// ONNX-NEXT: tosa.resize {{.*}} {mode = BILINEAR} : (tensor<1x11x13x8xf32>, {{.*}}) -> tensor<1x16x16x8xf32>
// ONNX-NOT: tensor.extract

// Bilinear x2, half-pixel centres (the model adds a lateral branch to it):
// Y = y * 2 - 1 in halves, reduced from [32, 16, 32, 16], offset -8.
// FX-LABEL: func.func @forward
// FX: %[[S1:.*]] = tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>}
// FX-NEXT: %[[O1:.*]] = tosa.const_shape {values = dense<-1> : tensor<2xindex>}
// FX-NEXT: %[[B1:.*]] = tosa.const_shape {values = dense<1> : tensor<2xindex>}
// FX-NEXT: tosa.resize %{{.*}}, %[[S1]], %[[O1]], %[[B1]] {mode = BILINEAR} : (tensor<1x8x8x8xf32>, {{.*}}) -> tensor<1x16x16x8xf32>
// Aligned corners, 8 -> 11 rows (10 / 7) and 8 -> 13 columns (12 / 7).
// FX: tosa.const_shape {values = dense<[10, 7, 12, 7]> : tensor<4xindex>}
// FX-NEXT: tosa.const_shape {values = dense<0> : tensor<2xindex>}
// FX-NEXT: tosa.const_shape {values = dense<0> : tensor<2xindex>}
// FX-NEXT: tosa.resize {{.*}} {mode = BILINEAR} : (tensor<1x8x8x8xf32>, {{.*}}) -> tensor<1x11x13x8xf32>
// Nearest x2 (floor(y / 2), which the half-pixel geometry rounds to).
// FX: tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>}
// FX-NEXT: tosa.const_shape {values = dense<-1> : tensor<2xindex>}
// FX-NEXT: tosa.const_shape {values = dense<1> : tensor<2xindex>}
// FX-NEXT: tosa.resize {{.*}} {mode = NEAREST_NEIGHBOR} : (tensor<1x11x13x8xf32>, {{.*}}) -> tensor<1x22x26x8xf32>
// Nearest down to 9 x 7: floor(y * 22 / 9), offset -9 in 18ths.
// FX: tosa.const_shape {values = dense<[18, 44, 14, 52]> : tensor<4xindex>}
// FX-NEXT: tosa.const_shape {values = dense<[-9, -7]> : tensor<2xindex>}
// FX-NEXT: tosa.const_shape {values = dense<[-35, -45]> : tensor<2xindex>}
// FX-NEXT: tosa.resize {{.*}} {mode = NEAREST_NEIGHBOR} : (tensor<1x22x26x8xf32>, {{.*}}) -> tensor<1x9x7x8xf32>
// Nearest-exact up to 16 x 16: floor((y + 1/2) * 9 / 16), half-pixel.
// FX: tosa.const_shape {values = dense<[32, 18, 32, 14]> : tensor<4xindex>}
// FX-NEXT: tosa.const_shape {values = dense<[-7, -9]> : tensor<2xindex>}
// FX-NEXT: tosa.const_shape {values = dense<[7, 9]> : tensor<2xindex>}
// FX-NEXT: tosa.resize {{.*}} {mode = NEAREST_NEIGHBOR} : (tensor<1x9x7x8xf32>, {{.*}}) -> tensor<1x16x16x8xf32>
// FX-NOT: tensor.extract

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// Nearest x2 with integer index arithmetic (floordivsi), not torch's float:
// the same resize.
// CHECK-LABEL: func.func @nearest_floordiv
// CHECK: %[[T:.*]] = linalg.transpose ins(%arg0 : tensor<1x2x3x4xf32>) {{.*}} permutation = [0, 2, 3, 1]
// CHECK: %[[R:.*]] = tosa.resize %[[T]], {{.*}} {mode = NEAREST_NEIGHBOR} : (tensor<1x3x4x2xf32>, {{.*}}) -> tensor<1x6x8x2xf32>
// CHECK: %[[B:.*]] = linalg.transpose ins(%[[R]] : tensor<1x6x8x2xf32>) {{.*}} permutation = [0, 3, 1, 2]
// CHECK: return %[[B]]
func.func @nearest_floordiv(%x: tensor<1x2x3x4xf32>) -> tensor<1x2x6x8xf32> {
  %c2 = arith.constant 2 : index
  %e = tensor.empty() : tensor<1x2x6x8xf32>
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<1x2x6x8xf32>) {
  ^bb0(%o: f32):
    %n = linalg.index 0 : index
    %c = linalg.index 1 : index
    %h = linalg.index 2 : index
    %w = linalg.index 3 : index
    %sh = arith.floordivsi %h, %c2 : index
    %sw = arith.floordivsi %w, %c2 : index
    %v = tensor.extract %x[%n, %c, %sh, %sw] : tensor<1x2x3x4xf32>
    linalg.yield %v : f32
  } -> tensor<1x2x6x8xf32>
  return %r : tensor<1x2x6x8xf32>
}

// Rows read backwards: a gather, no resize.
// CHECK-LABEL: func.func @flip
// CHECK-NOT: tosa.resize
// CHECK: tensor.extract
func.func @flip(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%o: f32):
    %n = linalg.index 0 : index
    %c = linalg.index 1 : index
    %h = linalg.index 2 : index
    %w = linalg.index 3 : index
    %fh = arith.subi %c3, %h : index
    %v = tensor.extract %x[%n, %c, %fh, %w] : tensor<1x2x4x4xf32>
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}

// Row index from the column loop (a transposing gather): no resize.
// CHECK-LABEL: func.func @swapped
// CHECK-NOT: tosa.resize
// CHECK: tensor.extract
func.func @swapped(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%o: f32):
    %n = linalg.index 0 : index
    %c = linalg.index 1 : index
    %h = linalg.index 2 : index
    %w = linalg.index 3 : index
    %v = tensor.extract %x[%n, %c, %w, %h] : tensor<1x2x4x4xf32>
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}

// Neighbouring rows averaged 1/2 and 1/2 at every output row: a blur of
// two gathers, not the weights of any resize geometry. Stays.
// CHECK-LABEL: func.func @even_weights
// CHECK-NOT: tosa.resize
// CHECK-COUNT-2: tensor.extract
func.func @even_weights(%x: tensor<1x2x3x4xf32>) -> tensor<1x2x6x4xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<1x2x6x4xf32>
  %lo = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<1x2x6x4xf32>) {
  ^bb0(%o: f32):
    %n = linalg.index 0 : index
    %c = linalg.index 1 : index
    %h = linalg.index 2 : index
    %w = linalg.index 3 : index
    %sh = arith.floordivsi %h, %c2 : index
    %v = tensor.extract %x[%n, %c, %sh, %w] : tensor<1x2x3x4xf32>
    linalg.yield %v : f32
  } -> tensor<1x2x6x4xf32>
  %hi = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<1x2x6x4xf32>) {
  ^bb0(%o: f32):
    %n = linalg.index 0 : index
    %c = linalg.index 1 : index
    %h = linalg.index 2 : index
    %w = linalg.index 3 : index
    %sh = arith.floordivsi %h, %c2 : index
    %next = arith.addi %sh, %c1 : index
    %c2i = arith.constant 2 : index
    %last = arith.minsi %next, %c2i : index
    %v = tensor.extract %x[%n, %c, %last, %w] : tensor<1x2x3x4xf32>
    linalg.yield %v : f32
  } -> tensor<1x2x6x4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%lo, %hi : tensor<1x2x6x4xf32>, tensor<1x2x6x4xf32>) outs(%e : tensor<1x2x6x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    %m = arith.mulf %s, %half : f32
    linalg.yield %m : f32
  } -> tensor<1x2x6x4xf32>
  return %sum : tensor<1x2x6x4xf32>
}

// A nearest x2 squared: the square reads the resize, it is not part of it
// (and the layout round moves the transpose back past it).
// CHECK-LABEL: func.func @product
// CHECK: %[[R:.*]] = tosa.resize {{.*}} {mode = NEAREST_NEIGHBOR}
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%[[R]] :
// CHECK: arith.mulf
// CHECK: linalg.transpose ins(%[[S]]
func.func @product(%x: tensor<1x2x3x4xf32>) -> tensor<1x2x6x8xf32> {
  %c2 = arith.constant 2 : index
  %e = tensor.empty() : tensor<1x2x6x8xf32>
  %g = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<1x2x6x8xf32>) {
  ^bb0(%o: f32):
    %n = linalg.index 0 : index
    %c = linalg.index 1 : index
    %h = linalg.index 2 : index
    %w = linalg.index 3 : index
    %sh = arith.floordivsi %h, %c2 : index
    %sw = arith.floordivsi %w, %c2 : index
    %v = tensor.extract %x[%n, %c, %sh, %sw] : tensor<1x2x3x4xf32>
    linalg.yield %v : f32
  } -> tensor<1x2x6x8xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%g : tensor<1x2x6x8xf32>) outs(%e : tensor<1x2x6x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<1x2x6x8xf32>
  return %sq : tensor<1x2x6x8xf32>
}

// Two rows weighed in one body by a weight that depends on the channel:
// not one resize for every channel. Stays.
// CHECK-LABEL: func.func @channel_weights
// CHECK-NOT: tosa.resize
// CHECK-COUNT-2: tensor.extract
func.func @channel_weights(%x: tensor<1x2x3x4xf32>) -> tensor<1x2x6x4xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %quarter = arith.constant 0.25 : f32
  %e = tensor.empty() : tensor<1x2x6x4xf32>
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<1x2x6x4xf32>) {
  ^bb0(%o: f32):
    %n = linalg.index 0 : index
    %c = linalg.index 1 : index
    %h = linalg.index 2 : index
    %w = linalg.index 3 : index
    %sh = arith.floordivsi %h, %c2 : index
    %next = arith.addi %sh, %c1 : index
    %last = arith.minsi %next, %c2 : index
    %a = tensor.extract %x[%n, %c, %sh, %w] : tensor<1x2x3x4xf32>
    %b = tensor.extract %x[%n, %c, %last, %w] : tensor<1x2x3x4xf32>
    %ci = arith.index_cast %c : index to i64
    %cf = arith.sitofp %ci : i64 to f32
    %wb = arith.mulf %cf, %quarter : f32
    %d = arith.subf %b, %a : f32
    %t = arith.mulf %d, %wb : f32
    %v = arith.addf %a, %t : f32
    linalg.yield %v : f32
  } -> tensor<1x2x6x4xf32>
  return %r : tensor<1x2x6x4xf32>
}
