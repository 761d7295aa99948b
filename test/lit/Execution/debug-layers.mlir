// quantkit-debug-layers on a two-kernel program (a matmul, then an add of
// its flattened result to itself: the flatten leaves a dcast -> qcast pair
// between the kernels, which the float copy must not quantize), JIT-run on two inputs by @main. The first kernel
// reads the function argument: its local and accumulated errors are the
// same. Both kernels are measured (records per call, summed by
// debuglayers.py), and the function still returns the quantized result.
// The records of the last kernel's accumulated error are checked against
// the SQNR of the returned values computed independently: @main also
// prints the float program's and the returned (quantized) values, and
// compare.py computes 10 log10(sum f^2 / sum (q - f)^2) from them.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-debug-layers)' \
// RUN:   | FileCheck %s --check-prefix=IR
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-debug-layers,quantkit-materialize,quantkit-to-int,quantkit-to-llvm)' \
// RUN:   | %run > %t.out
// RUN: %python %S/../../realnets/debuglayers.py %t.out --json %t.json --svg %t.svg | FileCheck %s
// RUN: FileCheck %s --check-prefix=SVG < %t.svg
// RUN: %python %S/Inputs/debug_layers_check.py %s %t.out %t.json | FileCheck %s --check-prefix=SAME
// With the matmul kept in float by its key, the debugger finds it exact
// (same kernel key: quantkit-fuse numbers regions before the deny list).
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-keep-float{kernels=model.matmul.0},quantkit-propagate{target=tflite-int8},quantkit-debug-layers,quantkit-materialize,quantkit-to-int,quantkit-to-llvm)' 2>/dev/null \
// RUN:   | %run > %t.kept.out
// RUN: %python %S/../../realnets/debuglayers.py %t.kept.out | FileCheck %s --check-prefix=KEPT

// IR-LABEL: func.func @model
// IR: quantkit.region "matmul"
// IR: quantkit.region "add"
// The float copy: the kernels' bodies, unwrapped.
// IR: quantkit.return
// IR-NOT: quantkit.region
// IR: linalg.matmul
// IR-NOT: quantkit.region
// IR: linalg.add
// The kernels once more on the float copy's values, then the records.
// IR: quantkit.region "matmul"
// IR: vector.print str "quantkit-debug model.matmul.0 matmul local
// IR: vector.print str "quantkit-debug model.matmul.0 matmul accumulated
// IR: quantkit.region "add"
// IR: vector.print str "quantkit-debug model.add.1 add local
// IR: vector.print str "quantkit-debug model.add.1 add accumulated

// CHECK: #    kernel
// CHECK-NEXT: 0    model.matmul.0 matmul [[L0:[0-9.]+]] {{[0-9.e-]+}} [[L0]]
// CHECK-NEXT: 1    model.add.1 add
// CHECK: lowest local SQNR

// SVG: <svg
// SVG: <polyline
// SVG: matmul #0
// SVG: add #1

// KEPT: 0    model.matmul.0 matmul exact {{[0-9.e-]+}} exact
// KEPT-NEXT: 1    model.add.1 add

// SAME: last kernel accumulated SQNR equals the returned values' SQNR: True

func.func @model(%x: tensor<4x8xf32>) -> tensor<12xf32> {
  %xs = quantkit.stats %x {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4x8xf32>
  %w = arith.constant dense<[[0.5, -0.25, 0.125], [0.75, 0.1, -0.6], [-0.3, 0.9, 0.2], [0.05, -0.45, 0.35], [0.6, 0.6, -0.1], [-0.8, 0.3, 0.4], [0.15, -0.05, 0.7], [0.25, 0.55, -0.95]]> : tensor<8x3xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  %m = linalg.matmul ins(%xs, %w : tensor<4x8xf32>, tensor<8x3xf32>) outs(%z : tensor<4x3xf32>) -> tensor<4x3xf32>
  %ms = quantkit.stats %m {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<4x3xf32>
  %flat = tensor.collapse_shape %ms [[0, 1]] : tensor<4x3xf32> into tensor<12xf32>
  %fs = quantkit.stats %flat {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<12xf32>
  %e12 = tensor.empty() : tensor<12xf32>
  %a = linalg.add ins(%fs, %fs : tensor<12xf32>, tensor<12xf32>) outs(%e12 : tensor<12xf32>) -> tensor<12xf32>
  %as = quantkit.stats %a {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<12xf32>
  return %as : tensor<12xf32>
}

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %x0 = arith.constant dense<[[0.9, -0.7, 0.3, 0.1, -0.2, 0.55, -0.95, 0.4], [0.0, 0.25, -0.5, 0.75, -1.0, 0.33, 0.66, -0.12], [0.8, 0.8, -0.8, 0.2, 0.1, -0.3, 0.45, 0.05], [-0.6, 0.15, 0.35, -0.85, 0.5, 0.05, -0.25, 0.95]]> : tensor<4x8xf32>
  %x1 = arith.constant dense<[[0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8], [-0.1, -0.2, -0.3, -0.4, -0.5, -0.6, -0.7, -0.8], [0.9, -0.9, 0.9, -0.9, 0.9, -0.9, 0.9, -0.9], [0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08]]> : tensor<4x8xf32>
  %y0 = call @model(%x0) : (tensor<4x8xf32>) -> tensor<12xf32>
  %y1 = call @model(%x1) : (tensor<4x8xf32>) -> tensor<12xf32>
  %b0 = bufferization.to_buffer %y0 : tensor<12xf32> to memref<12xf32>
  %c0 = memref.cast %b0 : memref<12xf32> to memref<*xf32>
  call @printMemrefF32(%c0) : (memref<*xf32>) -> ()
  %b1 = bufferization.to_buffer %y1 : tensor<12xf32> to memref<12xf32>
  %c1 = memref.cast %b1 : memref<12xf32> to memref<*xf32>
  call @printMemrefF32(%c1) : (memref<*xf32>) -> ()
  return
}
