// torch-mlir's 2023 exports read every value of batch 1 through
// `(0, d1, d2, d3)`, and a 1x1 map through `(0, d1, 0, 0)`. An elementwise
// generic whose constant indices all fall on loops of one iteration reads
// its operands through the identity after quantkit-normalize, so that a
// residual add and its ReLU are the same-shape `add` kernel quantkit-fuse
// wraps. A real broadcast, a reduction, and a constant index on a loop of
// more than one iteration stay as they are.
// RUN: %quantkit-opt %s -split-input-file -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-normalize)' | FileCheck %s
// RUN: %quantkit-opt %s -split-input-file -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-normalize,quantkit-fuse{target=tflite-int8})' \
// RUN:   | FileCheck %s --check-prefix=FUSE

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#batch = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>

// ResNet's residual add and ReLU as the 2023 exports write them.
// CHECK: #[[ID:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @residual_add_relu
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ID]], #[[ID]]]
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.addf
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ID]]]
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.constant 0.0
// CHECK-NEXT: arith.maximumf
// FUSE-LABEL: func.func @residual_add_relu
// FUSE: %[[R:.*]] = quantkit.region "add"(%arg0, %arg1) in [f32, f32] out [f32]
// FUSE: arith.addf
// FUSE: arith.maximumf
// FUSE: quantkit.return
// FUSE-NOT: linalg.generic
// FUSE: return %[[R]]
func.func @residual_add_relu(%a: tensor<1x4x3x3xf32>, %b: tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x3x3xf32>
  %0 = linalg.generic {indexing_maps = [#batch, #batch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a, %b : tensor<1x4x3x3xf32>, tensor<1x4x3x3xf32>) outs(%e : tensor<1x4x3x3xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<1x4x3x3xf32>
  %1 = linalg.generic {indexing_maps = [#batch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0 : tensor<1x4x3x3xf32>) outs(%e : tensor<1x4x3x3xf32>) {
  ^bb0(%x: f32, %out: f32):
    %c = arith.cmpf ugt, %x, %zero : f32
    %r = arith.select %c, %x, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x4x3x3xf32>
  return %1 : tensor<1x4x3x3xf32>
}

// -----

// At the end of a network the map is 1x1 too: `(0, d1, 0, 0)`. MobileNetV2's
// residual adds have no ReLU.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#unit = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
// CHECK: #[[ID:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @one_by_one
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ID]], #[[ID]]]
// FUSE-LABEL: func.func @one_by_one
// FUSE: quantkit.region "add"(%arg0, %arg1)
func.func @one_by_one(%a: tensor<1x8x1x1xf32>, %b: tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32> {
  %e = tensor.empty() : tensor<1x8x1x1xf32>
  %0 = linalg.generic {indexing_maps = [#unit, #unit, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a, %b : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%e : tensor<1x8x1x1xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<1x8x1x1xf32>
  return %0 : tensor<1x8x1x1xf32>
}

// -----

// Left alone: a squeeze-and-excitation scale broadcast over H and W (its
// `(0, d1, 0, 0)` reads one element for many), and a batch of 2 read from
// a batch of 1 (the constant index falls on a loop of two iterations).
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#batch = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#bcast = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
// CHECK-DAG: #[[BATCH:.*]] = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
// CHECK-DAG: #[[BCAST:.*]] = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @broadcasts
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[BCAST]], #[[ID]]]
// CHECK: linalg.generic {indexing_maps = [#[[BATCH]], #[[ID]], #[[ID]]]
// quantkit-fuse wraps the product as a 'mul' kernel whose port is the
// [1, 4, 1, 1] scale (FusedKernel.h, isBroadcastRead); the addition stays.
// FUSE-LABEL: func.func @broadcasts
// FUSE: quantkit.region "mul"(%arg0, %arg1) in [f32, f32] out [f32]
// FUSE-NOT: quantkit.region
// FUSE: return
func.func @broadcasts(%x: tensor<1x4x3x3xf32>, %s: tensor<1x4x1x1xf32>, %y: tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32> {
  %e = tensor.empty() : tensor<1x4x3x3xf32>
  %0 = linalg.generic {indexing_maps = [#id, #bcast, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %s : tensor<1x4x3x3xf32>, tensor<1x4x1x1xf32>) outs(%e : tensor<1x4x3x3xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<1x4x3x3xf32>
  %e2 = tensor.empty() : tensor<2x4x3x3xf32>
  %1 = linalg.generic {indexing_maps = [#batch, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %y : tensor<1x4x3x3xf32>, tensor<2x4x3x3xf32>) outs(%e2 : tensor<2x4x3x3xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s2 = arith.addf %a, %b : f32
    linalg.yield %s2 : f32
  } -> tensor<2x4x3x3xf32>
  return %1 : tensor<2x4x3x3xf32>
}

// -----

// Left alone: a reduction over a 1x1 map (its result is read through
// `(d0, d1, 0, 0)` by loops of one iteration, but the loops reduce). Onto
// a bias, so that it is no global pooling either (a sum into a zero fill
// over a 1x1 map is its input: quantkit-normalize-global-pool.mlir).
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#sum = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
// CHECK-DAG: #[[SUM:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
// CHECK-LABEL: func.func @reduction
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[SUM]]], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
func.func @reduction(%x: tensor<1x4x1x1xf32>, %f: tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x : tensor<1x4x1x1xf32>) outs(%f : tensor<1x4x1x1xf32>) {
  ^bb0(%a: f32, %out: f32):
    %s = arith.addf %a, %out : f32
    linalg.yield %s : f32
  } -> tensor<1x4x1x1xf32>
  return %0 : tensor<1x4x1x1xf32>
}
