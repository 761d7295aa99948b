// Constant weights beyond what quantkit-cpu-kernels packs at compile time
// (2^30 elements; the packed copy is built in memory): the contraction is
// left to convert-linalg-to-loops with a remark, and the rest of
// quantkit-cpu runs, instead of failing to allocate ("SmallVector unable
// to grow", before this limit). Splats make such inputs cheap to write.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(quantkit-cpu{target=portable})' | FileCheck %s

// CHECK-LABEL: llvm.func @matmul
func.func @matmul(%x: tensor<1x100000xi8>) -> tensor<1x100000xi32> {
  %w = arith.constant dense<3> : tensor<100000x100000xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x100000xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<1x100000xi32>) -> tensor<1x100000xi32>
  // expected-remark @+1 {{quantkit-cpu-kernels: 10000000000 constant weights are more than the 1073741824 it packs; left to convert-linalg-to-loops}}
  %r = linalg.matmul ins(%x, %w : tensor<1x100000xi8>, tensor<100000x100000xi8>) outs(%f : tensor<1x100000xi32>) -> tensor<1x100000xi32>
  return %r : tensor<1x100000xi32>
}

// -----

// f32, a 1x1 convolution of 40000 channels to 40000 (1.6e9 weights).
// CHECK-LABEL: llvm.func @conv
func.func @conv(%x: tensor<1x2x2x40000xf32>) -> tensor<1x2x2x40000xf32> {
  %w = arith.constant dense<0.5> : tensor<40000x1x1x40000xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x2x40000xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x2x2x40000xf32>) -> tensor<1x2x2x40000xf32>
  // expected-remark @+1 {{quantkit-cpu-kernels: 1600000000 constant weights are more than the 1073741824 it packs; left to convert-linalg-to-loops}}
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x2x2x40000xf32>, tensor<40000x1x1x40000xf32>) outs(%f : tensor<1x2x2x40000xf32>) -> tensor<1x2x2x40000xf32>
  return %r : tensor<1x2x2x40000xf32>
}

// -----

// quantkit-fold-constant-reductions bounds the iteration space (2^26
// points) before it reads the constant: this column sum of 10^10 points
// stays a loop (it expanded the constant first and failed to allocate).
// CHECK-LABEL: llvm.func @sums
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d1)>
func.func @sums() -> tensor<100000xi32> {
  %w = arith.constant dense<3> : tensor<100000x100000xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<100000xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<100000xi32>) -> tensor<100000xi32>
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["reduction", "parallel"]} ins(%w : tensor<100000x100000xi8>) outs(%f : tensor<100000xi32>) {
  ^bb0(%a: i8, %acc: i32):
    %x = arith.extsi %a : i8 to i32
    %s = arith.addi %acc, %x : i32
    linalg.yield %s : i32
  } -> tensor<100000xi32>
  return %r : tensor<100000xi32>
}
