// quantkit-coverage on its own: counts the contractions and poolings of the
// program and names, at each one left in floating point, why. Here nothing
// ran before it, so the matmul and the plain max pooling are float because
// quantkit-fuse has not run; a max pooling on an uninitialised init is no
// form fuse wraps (its result depends on the init), and a sum pooling with
// no division after it is no average; the QuantKit compute op counts as
// quantized. The remark is at the function, one per function that holds
// such an op (none for @empty_body).
// RUN: %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-coverage)' 2>&1 | FileCheck %s

// CHECK: :[[@LINE+5]]:1: remark: quantkit-quantize: 1 of 2 contractions quantized, 0 of 3 poolings quantized in @f
// CHECK-DAG: :[[@LINE+10]]:8: note: 'linalg.matmul' left in floating point: kernel 'matmul' not wrapped: quantkit-fuse has not run
// CHECK-DAG: :[[@LINE+13]]:8: note: 'linalg.pooling_nhwc_max' left in floating point: kernel 'max_pool2d' not wrapped: quantkit-fuse has not run
// CHECK-DAG: :[[@LINE+15]]:9: note: 'linalg.pooling_nhwc_max' left in floating point: form not recognised: the max pooling's init is not a fill of the lowest float (-inf or -FLT_MAX), so its result depends on the init
// CHECK-DAG: :[[@LINE+17]]:8: note: 'linalg.pooling_nhwc_sum' left in floating point: form not recognised: a sum pooling not followed (as its only user) by a division by its window size on the same indexing: only averages have a kernel
func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %x: tensor<1x4x4x2xf32>,
             %qa: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %qb: tensor<3x4x!quant.uniform<i8:f32, 0.25>>) -> (tensor<2x4xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<2x4x!quant.uniform<i8:f32, 1.0>>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %w = tensor.empty() : tensor<2x2xf32>
  %pe = tensor.empty() : tensor<1x2x2x2xf32>
  %pf = linalg.fill ins(%ninf : f32) outs(%pe : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %p = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %w : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%pf : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  // The init is an empty tensor: max(init, window) reads undefined values.
  %pu = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %w : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%pe : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%pe : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %s = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %w : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%sz : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %q = quantkit.matmul %qa, %qb : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return %m, %p, %pu, %s, %q : tensor<2x4xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<2x4x!quant.uniform<i8:f32, 1.0>>
}

// An NCHW convolution: quantkit-normalize would take it channels-last.
// CHECK: :[[@LINE+3]]:1: remark: quantkit-quantize: 0 of 1 contractions quantized, 0 of 0 poolings quantized in @nchw
// CHECK: note: 'linalg.conv_2d_nchw_fchw' left in floating point: form not recognised: channels-first layout: quantkit-normalize (the first pass of quantkit-quantize) takes 2-d NCHW convolutions and poolings channels-last; run it first
// CHECK-NOT: remark
func.func @nchw(%x: tensor<1x2x4x4xf32>, %w: tensor<3x2x1x1xf32>) -> tensor<1x3x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<1x2x4x4xf32>, tensor<3x2x1x1xf32>) outs(%z : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %c : tensor<1x3x4x4xf32>
}

// A grouped convolution in the exporter's form: quantkit-normalize would
// take it channels-last.
// CHECK: :[[@LINE+3]]:1: remark: quantkit-quantize: 0 of 1 contractions quantized, 0 of 0 poolings quantized in @grouped_nchw
// CHECK: note: 'linalg.conv_2d_ngchw_gfchw' left in floating point: form not recognised: grouped convolution quantkit-normalize did not take channels-last (it takes conv_2d_ngchw_gfchw with static shapes and a filled accumulator: run it first)
// CHECK-NOT: remark
func.func @grouped_nchw(%x: tensor<1x2x2x4x4xf32>, %w: tensor<2x2x2x1x1xf32>, %z: tensor<1x2x2x4x4xf32>) -> tensor<1x2x2x4x4xf32> {
  %c = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<1x2x2x4x4xf32>, tensor<2x2x2x1x1xf32>) outs(%z : tensor<1x2x2x4x4xf32>) -> tensor<1x2x2x4x4xf32>
  return %c : tensor<1x2x2x4x4xf32>
}

// A channels-last grouped convolution on 5-D values of its own, not
// between the expands and the collapse of a grouped kernel.
// CHECK: :[[@LINE+3]]:1: remark: quantkit-quantize: 0 of 1 contractions quantized, 0 of 0 poolings quantized in @grouped_5d
// CHECK: note: 'linalg.conv_2d_nhwgc_gfhwc' left in floating point: form not recognised: grouped convolution not between the expands of its input and filter and the collapse of its result
// CHECK-NOT: remark
func.func @grouped_5d(%x: tensor<1x4x4x2x2xf32>, %w: tensor<2x2x1x1x2xf32>) -> tensor<1x4x4x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x4x2x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x4x2x2xf32>) -> tensor<1x4x4x2x2xf32>
  %c = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<1x4x4x2x2xf32>, tensor<2x2x1x1x2xf32>) outs(%z : tensor<1x4x4x2x2xf32>) -> tensor<1x4x4x2x2xf32>
  return %c : tensor<1x4x4x2x2xf32>
}

// No contraction, pooling or activation: no remark.
func.func @empty_body(%x: tensor<2xf32>) -> tensor<2xf32> {
  return %x : tensor<2xf32>
}
