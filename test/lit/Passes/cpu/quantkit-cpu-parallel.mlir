// The parallel loops of quantkit-cpu: packed kernels in row tiles or column
// chunks, vectorized elementwise loops and tiled linalg ops become one
// scf.parallel each (convert-scf-to-openmp's input), on the portable and
// the VNNI path alike; small ops and parallel-tasks=1 keep sequential loops.
// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},quantkit-cpu-kernels{target=portable},func.func(quantkit-vectorize-elementwise,quantkit-parallelize-linalg))' | FileCheck %s --check-prefixes=CHECK,PAR
// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},quantkit-cpu-kernels{target=vnni},func.func(quantkit-vectorize-elementwise,quantkit-parallelize-linalg))' | FileCheck %s --check-prefixes=CHECK,PAR
// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},quantkit-cpu-kernels{target=portable parallel-tasks=1},func.func(quantkit-vectorize-elementwise{parallel-tasks=1},quantkit-parallelize-linalg{parallel-tasks=1}))' | FileCheck %s --check-prefixes=CHECK,SEQ
// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(quantkit-cpu{target=portable})' | FileCheck %s --check-prefix=OMP
// RUN: not %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(quantkit-cpu-kernels{parallel-tasks=-2})' 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: not %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(quantkit-parallelize-linalg{parallel-tasks=-2}))' 2>&1 | FileCheck %s --check-prefix=NEGATIVE-LINALG
// NEGATIVE: error: quantkit-cpu-kernels: parallel-tasks must not be negative, got -2
// NEGATIVE-LINALG: error: quantkit-parallelize-linalg: parallel-tasks must not be negative, got -2

// 200 rows: 16 tasks would be 12.5 rows, so tiles of 4 register blocks (24
// rows): 9 tiles, each packing into its own buffer, the first of 8 rows
// (OpenMP's static schedule gives the first threads one tile more where
// they do not share evenly), tile t > 0 from row 24 t - 16.
// CHECK-LABEL: func.func @rows
// PAR:      scf.parallel (%[[T:.*]]) = (%{{.*}}) to (%c9) step
// PAR:        memref.alloc() {alignment = 64 : i64} : memref<1536xi8>
// PAR:        %[[FIRST:.+]] = arith.cmpi eq, %[[T]], %c0
// PAR-NEXT:   scf.if %[[FIRST]] {
// PAR:        } else {
// PAR:          %[[AT:.+]] = arith.muli %[[T]], %c24 : index
// PAR-NEXT:     %[[BACK:.+]] = arith.constant -16 : index
// PAR-NEXT:     arith.addi %[[AT]], %[[BACK]] : index
// PAR:        memref.dealloc
// PAR-NOT:  scf.parallel
// SEQ-NOT:  scf.parallel
// OMP-LABEL: llvm.func @rows
// OMP:       omp.parallel
// OMP:       omp.wsloop
func.func @rows(%a: tensor<200x64xi8>) -> tensor<200x96xi32> {
  %w = arith.constant dense<1> : tensor<64x96xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<200x96xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<200x96xi32>) -> tensor<200x96xi32>
  %m = linalg.matmul ins(%a, %w : tensor<200x64xi8>, tensor<64x96xi8>) outs(%f : tensor<200x96xi32>) -> tensor<200x96xi32>
  return %m : tensor<200x96xi32>
}

// -----

// Two rows, 1000 columns (16 panels, the last partial): A is packed once,
// then 16 chunks of one panel; the last chunk holds the partial panel.
// CHECK-LABEL: func.func @columns
// PAR:      memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// PAR:      scf.parallel (%[[C:.*]]) = (%{{.*}}) to (%c16) step
// PAR:        arith.cmpi eq, %[[C]], %c15
// PAR-NOT:  scf.parallel
// SEQ-NOT:  scf.parallel
func.func @columns(%a: tensor<2x256xi8>) -> tensor<2x1000xi32> {
  %w = arith.constant dense<1> : tensor<256x1000xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2x1000xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<2x1000xi32>) -> tensor<2x1000xi32>
  %m = linalg.matmul ins(%a, %w : tensor<2x256xi8>, tensor<256x1000xi8>) outs(%f : tensor<2x1000xi32>) -> tensor<2x1000xi32>
  return %m : tensor<2x1000xi32>
}

// -----

// f32 A is read in place: 100 rows in 5 tiles of 24 (the first of 4) x 2
// chunks of the two panels of 90 columns.
// CHECK-LABEL: func.func @inplace
// PAR:      scf.parallel (%{{.*}}, %{{.*}}) = (%{{.*}}, %{{.*}}) to (%c5, %c2) step
// PAR-NOT:  memref.alloc() {alignment = 64 : i64} : memref<{{[0-9]+}}xf32>
// SEQ-NOT:  scf.parallel
func.func @inplace(%a: tensor<100x37xf32>) -> tensor<100x90xf32> {
  %w = arith.constant dense<1.0> : tensor<37x90xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<100x90xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<100x90xf32>) -> tensor<100x90xf32>
  %m = linalg.matmul ins(%a, %w : tensor<100x37xf32>, tensor<37x90xf32>) outs(%f : tensor<100x90xf32>) -> tensor<100x90xf32>
  return %m : tensor<100x90xf32>
}

// -----

// Under 65536 multiply-adds (4 x 64 x 64): one sequential loop nest.
// CHECK-LABEL: func.func @small
// CHECK-NOT:   scf.parallel
func.func @small(%a: tensor<4x64xi8>) -> tensor<4x64xi32> {
  %w = arith.constant dense<1> : tensor<64x64xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<4x64xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<4x64xi32>) -> tensor<4x64xi32>
  %m = linalg.matmul ins(%a, %w : tensor<4x64xi8>, tensor<64x64xi8>) outs(%f : tensor<4x64xi32>) -> tensor<4x64xi32>
  return %m : tensor<4x64xi32>
}

// -----

// An elementwise op of 1x56x56x64 elements: the batch and row dimensions
// (56 iterations >= 16) are the parallel loop, columns sequential inside.
// One of 8x64 elements stays sequential.
// CHECK-LABEL: func.func @elementwise
// PAR:      scf.parallel (%{{.*}}, %{{.*}}) = (%{{.*}}, %{{.*}}) to (%c1{{.*}}, %c56{{.*}}) step
// PAR:        scf.for
// PAR:          vector.load
// PAR-NOT:  scf.parallel
// SEQ-NOT:  scf.parallel
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @elementwise(%x: tensor<1x56x56x64xi32>, %y: tensor<8x64xi32>) -> (tensor<1x56x56x64xi32>, tensor<8x64xi32>) {
  %e = tensor.empty() : tensor<1x56x56x64xi32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x56x56x64xi32>) outs(%e : tensor<1x56x56x64xi32>) {
  ^bb0(%a: i32, %o: i32):
    %s = arith.addi %a, %a : i32
    linalg.yield %s : i32
  } -> tensor<1x56x56x64xi32>
  %e2 = tensor.empty() : tensor<8x64xi32>
  %r2 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<8x64xi32>) outs(%e2 : tensor<8x64xi32>) {
  ^bb0(%a: i32, %o: i32):
    %s = arith.addi %a, %a : i32
    linalg.yield %s : i32
  } -> tensor<8x64xi32>
  return %r, %r2 : tensor<1x56x56x64xi32>, tensor<8x64xi32>
}

// -----

// Depthwise convolution and pooling are tiled along their output rows and
// columns (rows of 4: 14 tiles, short of 16, so columns in halves of 28:
// 28 tiles), the channel and window loops inside; the fills stay whole.
// CHECK-LABEL: func.func @depthwise_pool
// PAR:      linalg.fill
// PAR:      scf.parallel (%{{.*}}, %{{.*}}) = (%{{.*}}, %{{.*}}) to (%c56{{.*}}, %c56{{.*}}) step (%c4{{.*}}, %c28
// PAR:        linalg.depthwise_conv_2d_nhwc_hwc {{.*}} memref<1x?x?x32xi8
// PAR:      linalg.fill
// PAR:      scf.parallel (%{{.*}}, %{{.*}}) = (%{{.*}}, %{{.*}}) to (%c56{{.*}}, %c56{{.*}}) step (%c4{{.*}}, %c28
// PAR:        linalg.pooling_nhwc_max
// SEQ-NOT:  scf.parallel
func.func @depthwise_pool(%x: tensor<1x58x58x32xi8>) -> (tensor<1x56x56x32xi32>, tensor<1x56x56x32xi8>) {
  %w = arith.constant dense<1> : tensor<3x3x32xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x56x56x32xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<1x56x56x32xi32>) -> tensor<1x56x56x32xi32>
  %d = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x58x58x32xi8>, tensor<3x3x32xi8>) outs(%f : tensor<1x56x56x32xi32>) -> tensor<1x56x56x32xi32>
  %m = arith.constant -128 : i8
  %win = tensor.empty() : tensor<3x3xi8>
  %pe = tensor.empty() : tensor<1x56x56x32xi8>
  %pf = linalg.fill ins(%m : i8) outs(%pe : tensor<1x56x56x32xi8>) -> tensor<1x56x56x32xi8>
  %p = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %win : tensor<1x58x58x32xi8>, tensor<3x3xi8>) outs(%pf : tensor<1x56x56x32xi8>) -> tensor<1x56x56x32xi8>
  return %d, %p : tensor<1x56x56x32xi32>, tensor<1x56x56x32xi8>
}
