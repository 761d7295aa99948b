// quantkit-parallelize-linalg on its own, on buffers: a linalg op of at
// least 16384 iterations gets its outermost parallel dimensions tiled into
// one scf.parallel of about parallel-tasks tiles (never a reduction
// dimension); smaller ops, fills, copies, ops already inside a parallel
// loop and parallel-tasks=1 are left alone.
// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(quantkit-parallelize-linalg))' | FileCheck %s
// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(quantkit-parallelize-linalg{parallel-tasks=1}))' | FileCheck %s --check-prefix=ONE
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(func.func(quantkit-parallelize-linalg{parallel-tasks=-1}))' 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: error: quantkit-parallelize-linalg: parallel-tasks must not be negative, got -1

// A depthwise convolution, 1x32x32x64 output (65536 x 9 iterations): the
// batch dimension is 1, so 16 tiles of 2 rows along the height; the window
// stays inside each tile.
// CHECK-LABEL: func.func @depthwise
// CHECK: scf.parallel (%{{.*}}) = (%c0{{.*}}) to (%c32) step (%c2{{.*}})
// CHECK:   memref.subview
// CHECK:   linalg.depthwise_conv_2d_nhwc_hwc {{.*}} ins(%{{.*}}, %{{.*}} : memref<1x?x34x64xf32, strided{{.*}} outs(%{{.*}} : memref<1x2x32x64xf32
// CHECK: scf.reduce
// ONE-LABEL: func.func @depthwise
// ONE-NOT: scf.parallel
func.func @depthwise(%in: memref<1x34x34x64xf32>, %w: memref<3x3x64xf32>, %out: memref<1x32x32x64xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %w : memref<1x34x34x64xf32>, memref<3x3x64xf32>) outs(%out : memref<1x32x32x64xf32>)
  return
}

// -----

// A row sum, 256x128 (32768 iterations): only the parallel rows are tiled.
// CHECK-LABEL: func.func @row_sum
// CHECK: scf.parallel (%{{.*}}) = (%c0{{.*}}) to (%c256) step (%c16{{.*}})
// CHECK:   linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]{{.*}} ins(%{{.*}} : memref<16x128xf32
func.func @row_sum(%in: memref<256x128xf32>, %out: memref<256xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
    ins(%in : memref<256x128xf32>) outs(%out : memref<256xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A sum over the height of 1x112x112x32 values, then over the width, as
// tosa-to-linalg writes TFLite's MEAN: the reduced dimension comes before
// the parallel ones, which are tiled past it (the 112 columns into 16 tiles
// of 7; of a wider map's sums over its width, the 256 channels into 16 of
// 16); each tile still sums its whole height or width.
// CHECK-LABEL: func.func @mean_sums
// CHECK: scf.parallel (%{{.*}}) = (%c0{{.*}}) to (%c112) step (%c7{{.*}})
// CHECK:   linalg.reduce ins(%{{.*}} : memref<1x112x7x32xi32, {{.*}}>) outs(%{{.*}} : memref<1x7x32xi32, {{.*}}>) dimensions = [1]
// CHECK: scf.parallel (%{{.*}}) = (%c0{{.*}}) to (%c256) step (%c16{{.*}})
// CHECK:   linalg.reduce ins(%{{.*}} : memref<1x1x112x16xi32, {{.*}}>) outs(%{{.*}} : memref<1x1x16xi32, {{.*}}>) dimensions = [2]
// ONE-LABEL: func.func @mean_sums
// ONE-NOT: scf.parallel
func.func @mean_sums(%in: memref<1x112x112x32xi32>, %rows: memref<1x112x32xi32>, %rows4: memref<1x1x112x256xi32>, %out: memref<1x1x256xi32>) {
  linalg.reduce ins(%in : memref<1x112x112x32xi32>) outs(%rows : memref<1x112x32xi32>) dimensions = [1]
    (%a: i32, %acc: i32) {
      %s = arith.addi %a, %acc : i32
      linalg.yield %s : i32
    }
  linalg.reduce ins(%rows4 : memref<1x1x112x256xi32>) outs(%out : memref<1x1x256xi32>) dimensions = [2]
    (%a: i32, %acc: i32) {
      %s = arith.addi %a, %acc : i32
      linalg.yield %s : i32
    }
  return
}

// -----

// Left alone: 8192 iterations, a large fill, a large copy.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: scf.parallel
// CHECK: linalg.generic
// CHECK: linalg.fill
// CHECK: linalg.copy
func.func @left_alone(%a: memref<64x128xf32>, %b: memref<64x128xf32>, %big: memref<512x512xf32>, %big2: memref<512x512xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
    ins(%a : memref<64x128xf32>) outs(%b : memref<64x128xf32>) {
  ^bb0(%x: f32, %y: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  }
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%big : memref<512x512xf32>)
  linalg.copy ins(%big : memref<512x512xf32>) outs(%big2 : memref<512x512xf32>)
  return
}

// -----

// A generic reading its input channel through a floordiv (a grouped
// convolution's epilogue reads the window sums of output channel c's group
// at c floordiv 8): tiling c would apply the map to tile-relative indices,
// so tiling stops before it. Only the 2 columns are tiled (2 tasks, where 16
// were asked for and the 16384 channels would have given them).
// CHECK-LABEL: func.func @floordiv_channel
// CHECK: scf.parallel (%{{[^,]*}}) = (%c0{{.*}}) to (%c2) step (%c1{{.*}})
// CHECK:   linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : memref<1x1x1x16384xi32, {{.*}}>, memref<1x1x1x2048xi32, {{.*}}>) outs(%{{.*}} : memref<1x1x1x16384xi32
// ONE-LABEL: func.func @floordiv_channel
// ONE-NOT: scf.parallel
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#group = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3 floordiv 8)>
func.func @floordiv_channel(%acc: memref<1x1x2x16384xi32>, %sums: memref<1x1x2x2048xi32>, %out: memref<1x1x2x16384xi32>) {
  linalg.generic {indexing_maps = [#id, #group, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%acc, %sums : memref<1x1x2x16384xi32>, memref<1x1x2x2048xi32>) outs(%out : memref<1x1x2x16384xi32>) {
  ^bb0(%a: i32, %s: i32, %o: i32):
    %r = arith.subi %a, %s : i32
    linalg.yield %r : i32
  }
  return
}
