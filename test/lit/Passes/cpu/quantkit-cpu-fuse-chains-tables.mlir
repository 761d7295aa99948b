// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(func.func(quantkit-cpu-fuse-chains))' -split-input-file --mlir-print-elementsattrs-with-hex-if-larger=-1 | FileCheck %s

// quantkit-cpu-fuse-chains on table look-ups: a look-up composed with more
// arithmetic on the same byte becomes one look-up in a table of its
// values. The expected tables were computed in Python from the programs'
// formulas (the look-up table below is entry k = (37 k + 11) mod 256 as a
// signed byte), not by the pass.

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

// A SiLU's shape: a requantization, the look-up of its result and the
// product of both, (T[x] * x) >> 7 in i32. The product reads the
// requantized value and the look-up: fused, deduplicated and tabulated, it
// is one look-up, and the requantization then fuses into it.
// CHECK-LABEL: func.func @silu(
// CHECK-SAME: %[[ACC:[^:]+]]: tensor<4x8xi32>
// CHECK-DAG: %[[NEW:.+]] = arith.constant dense<[-11, -48, -84, -120, 93, 57, 21, -14, -48, -82, -116, 85, 51, 17, -16, -48, -80, 111, 78, 45, 14, -17, -48, -78, 101, 70, 40, 11, -18, -47, -75, 92, 63, 35, 8, -19, -46, -72, 83, 57, 30, 5, -20, -44, -68, 75, 50, 26, 3, -20, -43, -64, 67, 44, 22, 1, -20, -40, -60, 59, 38, 18, -1, -20, -38, -56, 51, 33, 15, -2, -19, -35, -51, 44, 28, 12, -3, -18, -32, -46, 37, 23, 9, -4, -17, -29, -40, 31, 19, 7, -4, -15, -25, -34, 25, 14, 5, -4, -13, -21, -28, 19, 11, 3, -4, -11, -16, 20, 13, 7, 2, -3, -8, -12, 13, 8, 4, 1, -2, -5, -7, 6, 3, 1, 0, -1, -2, -1, 0, -1, -1, -1, 0, 2, 4, -7, -5, -3, -1, 2, 6, 10, -13, -9, -5, 0, 5, 10, 17, -18, -13, -7, 0, 7, 15, 24, -23, -16, -8, 1, 10, 20, 31, -28, -19, -9, 2, 14, 25, 38, -33, -21, -9, 4, 17, 31, 46, -37, -24, -9, 6, 21, 37, 54, -41, -25, -9, 8, 25, 43, -62, -45, -27, -9, 10, 30, 50, -67, -48, -28, -8, 13, 35, 57, -72, -51, -29, -7, 16, 40, 64, -77, -54, -30, -5, 20, 46, 72, -81, -56, -30, -3, 24, 51, 80, -85, -58, -30, -1, 28, 58, 88, -89, -60, -29, 1, 32, 64, 97, -92, -61, -29, 4, 37, 71, 106, -95, -62, -28, 7, 42, 78, 115, -98, -63, -26]> : tensor<256xi8>
// CHECK: %[[R:.+]] = linalg.generic
// CHECK-SAME: ins(%[[ACC]], %{{.+}} : tensor<4x8xi32>, tensor<8xi32>)
// CHECK: arith.trunci {{.*}} : i32 to i8
// CHECK: arith.index_cast
// CHECK: tensor.extract %[[NEW]]
// CHECK-NOT: arith.muli
// CHECK: linalg.yield
// CHECK-NOT: linalg.generic
// CHECK: return %[[R]]
func.func @silu(%acc: tensor<4x8xi32>, %bias: tensor<8xi32>) -> tensor<4x8xi8> {
  %table = arith.constant dense<[11, 48, 85, 122, -97, -60, -23, 14, 51, 88, 125, -94, -57, -20, 17, 54, 91, -128, -91, -54, -17, 20, 57, 94, -125, -88, -51, -14, 23, 60, 97, -122, -85, -48, -11, 26, 63, 100, -119, -82, -45, -8, 29, 66, 103, -116, -79, -42, -5, 32, 69, 106, -113, -76, -39, -2, 35, 72, 109, -110, -73, -36, 1, 38, 75, 112, -107, -70, -33, 4, 41, 78, 115, -104, -67, -30, 7, 44, 81, 118, -101, -64, -27, 10, 47, 84, 121, -98, -61, -24, 13, 50, 87, 124, -95, -58, -21, 16, 53, 90, 127, -92, -55, -18, 19, 56, 93, -126, -89, -52, -15, 22, 59, 96, -123, -86, -49, -12, 25, 62, 99, -120, -83, -46, -9, 28, 65, 102, -117, -80, -43, -6, 31, 68, 105, -114, -77, -40, -3, 34, 71, 108, -111, -74, -37, 0, 37, 74, 111, -108, -71, -34, 3, 40, 77, 114, -105, -68, -31, 6, 43, 80, 117, -102, -65, -28, 9, 46, 83, 120, -99, -62, -25, 12, 49, 86, 123, -96, -59, -22, 15, 52, 89, 126, -93, -56, -19, 18, 55, 92, -127, -90, -53, -16, 21, 58, 95, -124, -87, -50, -13, 24, 61, 98, -121, -84, -47, -10, 27, 64, 101, -118, -81, -44, -7, 30, 67, 104, -115, -78, -41, -4, 33, 70, 107, -112, -75, -38, -1, 36, 73, 110, -109, -72, -35, 2, 39, 76, 113, -106, -69, -32, 5, 42, 79, 116, -103, -66, -29, 8, 45, 82, 119, -100, -63, -26]> : tensor<256xi8>
  %c-128 = arith.constant -128 : index
  %e = tensor.empty() : tensor<4x8xi8>
  %q = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%acc, %bias : tensor<4x8xi32>, tensor<8xi32>) outs(%e : tensor<4x8xi8>) {
  ^bb0(%a: i32, %b: i32, %o: i8):
    %s = arith.addi %a, %b : i32
    %t = arith.trunci %s : i32 to i8
    linalg.yield %t : i8
  } -> tensor<4x8xi8>
  %l = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%q : tensor<4x8xi8>) outs(%e : tensor<4x8xi8>) {
  ^bb0(%v: i8, %o: i8):
    %i = arith.index_cast %v : i8 to index
    %p = arith.subi %i, %c-128 : index
    %t = tensor.extract %table[%p] : tensor<256xi8>
    linalg.yield %t : i8
  } -> tensor<4x8xi8>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%l, %q : tensor<4x8xi8>, tensor<4x8xi8>) outs(%e : tensor<4x8xi8>) {
  ^bb0(%s: i8, %v: i8, %o: i8):
    %c7 = arith.constant 7 : i32
    %s32 = arith.extsi %s : i8 to i32
    %v32 = arith.extsi %v : i8 to i32
    %m = arith.muli %s32, %v32 : i32
    %h = arith.shrsi %m, %c7 : i32
    %t = arith.trunci %h : i32 to i8
    linalg.yield %t : i8
  } -> tensor<4x8xi8>
  return %r : tensor<4x8xi8>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// A look-up then a constant offset (a rescale after an activation): one
// look-up in the shifted table.
// CHECK-LABEL: func.func @lookup_then_offset(
// CHECK-SAME: %[[X:[^:]+]]: tensor<4x8xi8>
// CHECK-DAG: %[[NEW:.+]] = arith.constant dense<[14, 51, 88, 125, -94, -57, -20, 17, 54, 91, -128, -91, -54, -17, 20, 57, 94, -125, -88, -51, -14, 23, 60, 97, -122, -85, -48, -11, 26, 63, 100, -119, -82, -45, -8, 29, 66, 103, -116, -79, -42, -5, 32, 69, 106, -113, -76, -39, -2, 35, 72, 109, -110, -73, -36, 1, 38, 75, 112, -107, -70, -33, 4, 41, 78, 115, -104, -67, -30, 7, 44, 81, 118, -101, -64, -27, 10, 47, 84, 121, -98, -61, -24, 13, 50, 87, 124, -95, -58, -21, 16, 53, 90, 127, -92, -55, -18, 19, 56, 93, -126, -89, -52, -15, 22, 59, 96, -123, -86, -49, -12, 25, 62, 99, -120, -83, -46, -9, 28, 65, 102, -117, -80, -43, -6, 31, 68, 105, -114, -77, -40, -3, 34, 71, 108, -111, -74, -37, 0, 37, 74, 111, -108, -71, -34, 3, 40, 77, 114, -105, -68, -31, 6, 43, 80, 117, -102, -65, -28, 9, 46, 83, 120, -99, -62, -25, 12, 49, 86, 123, -96, -59, -22, 15, 52, 89, 126, -93, -56, -19, 18, 55, 92, -127, -90, -53, -16, 21, 58, 95, -124, -87, -50, -13, 24, 61, 98, -121, -84, -47, -10, 27, 64, 101, -118, -81, -44, -7, 30, 67, 104, -115, -78, -41, -4, 33, 70, 107, -112, -75, -38, -1, 36, 73, 110, -109, -72, -35, 2, 39, 76, 113, -106, -69, -32, 5, 42, 79, 116, -103, -66, -29, 8, 45, 82, 119, -100, -63, -26, 11, 48, 85, 122, -97, -60, -23]> : tensor<256xi8>
// CHECK: %[[R:.+]] = linalg.generic
// CHECK-SAME: ins(%[[X]] : tensor<4x8xi8>)
// CHECK: tensor.extract %[[NEW]]
// CHECK-NEXT: linalg.yield
// CHECK-NOT: linalg.generic
// CHECK: return %[[R]]
func.func @lookup_then_offset(%x: tensor<4x8xi8>) -> tensor<4x8xi8> {
  %table = arith.constant dense<[11, 48, 85, 122, -97, -60, -23, 14, 51, 88, 125, -94, -57, -20, 17, 54, 91, -128, -91, -54, -17, 20, 57, 94, -125, -88, -51, -14, 23, 60, 97, -122, -85, -48, -11, 26, 63, 100, -119, -82, -45, -8, 29, 66, 103, -116, -79, -42, -5, 32, 69, 106, -113, -76, -39, -2, 35, 72, 109, -110, -73, -36, 1, 38, 75, 112, -107, -70, -33, 4, 41, 78, 115, -104, -67, -30, 7, 44, 81, 118, -101, -64, -27, 10, 47, 84, 121, -98, -61, -24, 13, 50, 87, 124, -95, -58, -21, 16, 53, 90, 127, -92, -55, -18, 19, 56, 93, -126, -89, -52, -15, 22, 59, 96, -123, -86, -49, -12, 25, 62, 99, -120, -83, -46, -9, 28, 65, 102, -117, -80, -43, -6, 31, 68, 105, -114, -77, -40, -3, 34, 71, 108, -111, -74, -37, 0, 37, 74, 111, -108, -71, -34, 3, 40, 77, 114, -105, -68, -31, 6, 43, 80, 117, -102, -65, -28, 9, 46, 83, 120, -99, -62, -25, 12, 49, 86, 123, -96, -59, -22, 15, 52, 89, 126, -93, -56, -19, 18, 55, 92, -127, -90, -53, -16, 21, 58, 95, -124, -87, -50, -13, 24, 61, 98, -121, -84, -47, -10, 27, 64, 101, -118, -81, -44, -7, 30, 67, 104, -115, -78, -41, -4, 33, 70, 107, -112, -75, -38, -1, 36, 73, 110, -109, -72, -35, 2, 39, 76, 113, -106, -69, -32, 5, 42, 79, 116, -103, -66, -29, 8, 45, 82, 119, -100, -63, -26]> : tensor<256xi8>
  %c-128 = arith.constant -128 : index
  %e = tensor.empty() : tensor<4x8xi8>
  %l = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xi8>) outs(%e : tensor<4x8xi8>) {
  ^bb0(%v: i8, %o: i8):
    %i = arith.index_cast %v : i8 to index
    %p = arith.subi %i, %c-128 : index
    %t = tensor.extract %table[%p] : tensor<256xi8>
    linalg.yield %t : i8
  } -> tensor<4x8xi8>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%l : tensor<4x8xi8>) outs(%e : tensor<4x8xi8>) {
  ^bb0(%v: i8, %o: i8):
    %c3 = arith.constant 3 : i8
    %s = arith.addi %v, %c3 : i8
    linalg.yield %s : i8
  } -> tensor<4x8xi8>
  return %r : tensor<4x8xi8>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// A body that does not fold for every byte (T[x] / x at x = 0): fused and
// read once, but computed as it was.
// CHECK-LABEL: func.func @division_kept(
// CHECK-SAME: %[[X:[^:]+]]: tensor<4x8xi8>
// CHECK: %[[T:.+]] = arith.constant dense<[11, 48, {{.*}}]> : tensor<256xi8>
// CHECK-NOT: arith.constant {{.*}} : tensor<256xi8>
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[X]] : tensor<4x8xi8>)
// CHECK: tensor.extract %[[T]]
// CHECK: arith.divsi
// CHECK-NOT: linalg.generic
func.func @division_kept(%x: tensor<4x8xi8>) -> tensor<4x8xi8> {
  %table = arith.constant dense<[11, 48, 85, 122, -97, -60, -23, 14, 51, 88, 125, -94, -57, -20, 17, 54, 91, -128, -91, -54, -17, 20, 57, 94, -125, -88, -51, -14, 23, 60, 97, -122, -85, -48, -11, 26, 63, 100, -119, -82, -45, -8, 29, 66, 103, -116, -79, -42, -5, 32, 69, 106, -113, -76, -39, -2, 35, 72, 109, -110, -73, -36, 1, 38, 75, 112, -107, -70, -33, 4, 41, 78, 115, -104, -67, -30, 7, 44, 81, 118, -101, -64, -27, 10, 47, 84, 121, -98, -61, -24, 13, 50, 87, 124, -95, -58, -21, 16, 53, 90, 127, -92, -55, -18, 19, 56, 93, -126, -89, -52, -15, 22, 59, 96, -123, -86, -49, -12, 25, 62, 99, -120, -83, -46, -9, 28, 65, 102, -117, -80, -43, -6, 31, 68, 105, -114, -77, -40, -3, 34, 71, 108, -111, -74, -37, 0, 37, 74, 111, -108, -71, -34, 3, 40, 77, 114, -105, -68, -31, 6, 43, 80, 117, -102, -65, -28, 9, 46, 83, 120, -99, -62, -25, 12, 49, 86, 123, -96, -59, -22, 15, 52, 89, 126, -93, -56, -19, 18, 55, 92, -127, -90, -53, -16, 21, 58, 95, -124, -87, -50, -13, 24, 61, 98, -121, -84, -47, -10, 27, 64, 101, -118, -81, -44, -7, 30, 67, 104, -115, -78, -41, -4, 33, 70, 107, -112, -75, -38, -1, 36, 73, 110, -109, -72, -35, 2, 39, 76, 113, -106, -69, -32, 5, 42, 79, 116, -103, -66, -29, 8, 45, 82, 119, -100, -63, -26]> : tensor<256xi8>
  %c-128 = arith.constant -128 : index
  %e = tensor.empty() : tensor<4x8xi8>
  %l = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xi8>) outs(%e : tensor<4x8xi8>) {
  ^bb0(%v: i8, %o: i8):
    %i = arith.index_cast %v : i8 to index
    %p = arith.subi %i, %c-128 : index
    %t = tensor.extract %table[%p] : tensor<256xi8>
    linalg.yield %t : i8
  } -> tensor<4x8xi8>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%l, %x : tensor<4x8xi8>, tensor<4x8xi8>) outs(%e : tensor<4x8xi8>) {
  ^bb0(%s: i8, %v: i8, %o: i8):
    %d = arith.divsi %s, %v : i8
    linalg.yield %d : i8
  } -> tensor<4x8xi8>
  return %r : tensor<4x8xi8>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

// Not functions of one byte, or nothing to compose: a per-channel operand
// after the look-up, float arithmetic after it, arithmetic with no look-up.
// Each pair fuses; no table is made.
// CHECK-LABEL: func.func @not_tabulated(
// CHECK-COUNT-1: arith.constant {{.*}} : tensor<256xi8>
// CHECK-NOT: arith.constant {{.*}} : tensor<256xi8>
// CHECK: linalg.generic
// CHECK: arith.addi {{.*}} : i8
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK: linalg.generic
// CHECK: arith.muli
// CHECK-NOT: linalg.generic
func.func @not_tabulated(%x: tensor<4x8xi8>, %y: tensor<4x8xi8>, %z: tensor<4x8xi8>, %zp: tensor<8xi8>) -> (tensor<4x8xi8>, tensor<4x8xi8>, tensor<4x8xi8>) {
  %table = arith.constant dense<[11, 48, 85, 122, -97, -60, -23, 14, 51, 88, 125, -94, -57, -20, 17, 54, 91, -128, -91, -54, -17, 20, 57, 94, -125, -88, -51, -14, 23, 60, 97, -122, -85, -48, -11, 26, 63, 100, -119, -82, -45, -8, 29, 66, 103, -116, -79, -42, -5, 32, 69, 106, -113, -76, -39, -2, 35, 72, 109, -110, -73, -36, 1, 38, 75, 112, -107, -70, -33, 4, 41, 78, 115, -104, -67, -30, 7, 44, 81, 118, -101, -64, -27, 10, 47, 84, 121, -98, -61, -24, 13, 50, 87, 124, -95, -58, -21, 16, 53, 90, 127, -92, -55, -18, 19, 56, 93, -126, -89, -52, -15, 22, 59, 96, -123, -86, -49, -12, 25, 62, 99, -120, -83, -46, -9, 28, 65, 102, -117, -80, -43, -6, 31, 68, 105, -114, -77, -40, -3, 34, 71, 108, -111, -74, -37, 0, 37, 74, 111, -108, -71, -34, 3, 40, 77, 114, -105, -68, -31, 6, 43, 80, 117, -102, -65, -28, 9, 46, 83, 120, -99, -62, -25, 12, 49, 86, 123, -96, -59, -22, 15, 52, 89, 126, -93, -56, -19, 18, 55, 92, -127, -90, -53, -16, 21, 58, 95, -124, -87, -50, -13, 24, 61, 98, -121, -84, -47, -10, 27, 64, 101, -118, -81, -44, -7, 30, 67, 104, -115, -78, -41, -4, 33, 70, 107, -112, -75, -38, -1, 36, 73, 110, -109, -72, -35, 2, 39, 76, 113, -106, -69, -32, 5, 42, 79, 116, -103, -66, -29, 8, 45, 82, 119, -100, -63, -26]> : tensor<256xi8>
  %c-128 = arith.constant -128 : index
  %e = tensor.empty() : tensor<4x8xi8>
  %l = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xi8>) outs(%e : tensor<4x8xi8>) {
  ^bb0(%v: i8, %o: i8):
    %i = arith.index_cast %v : i8 to index
    %p = arith.subi %i, %c-128 : index
    %t = tensor.extract %table[%p] : tensor<256xi8>
    linalg.yield %t : i8
  } -> tensor<4x8xi8>
  %r = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%l, %zp : tensor<4x8xi8>, tensor<8xi8>) outs(%e : tensor<4x8xi8>) {
  ^bb0(%v: i8, %c: i8, %o: i8):
    %s = arith.addi %v, %c : i8
    linalg.yield %s : i8
  } -> tensor<4x8xi8>
  %l2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<4x8xi8>) outs(%e : tensor<4x8xi8>) {
  ^bb0(%v: i8, %o: i8):
    %i = arith.index_cast %v : i8 to index
    %p = arith.subi %i, %c-128 : index
    %t = tensor.extract %table[%p] : tensor<256xi8>
    linalg.yield %t : i8
  } -> tensor<4x8xi8>
  %f = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%l2 : tensor<4x8xi8>) outs(%e : tensor<4x8xi8>) {
  ^bb0(%v: i8, %o: i8):
    %c = arith.constant 0.5 : f32
    %vf = arith.sitofp %v : i8 to f32
    %m = arith.mulf %vf, %c : f32
    %t = arith.fptosi %m : f32 to i8
    linalg.yield %t : i8
  } -> tensor<4x8xi8>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%z : tensor<4x8xi8>) outs(%e : tensor<4x8xi8>) {
  ^bb0(%v: i8, %o: i8):
    %c3 = arith.constant 3 : i8
    %s = arith.addi %v, %c3 : i8
    linalg.yield %s : i8
  } -> tensor<4x8xi8>
  %m = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %z : tensor<4x8xi8>, tensor<4x8xi8>) outs(%e : tensor<4x8xi8>) {
  ^bb0(%v: i8, %w: i8, %o: i8):
    %s = arith.muli %v, %w : i8
    linalg.yield %s : i8
  } -> tensor<4x8xi8>
  return %r, %f, %m : tensor<4x8xi8>, tensor<4x8xi8>, tensor<4x8xi8>
}
