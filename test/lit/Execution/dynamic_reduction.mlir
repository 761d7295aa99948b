// matmul and conv2d whose reduction size (K, C_in) is only known at run
// time, under both zero-point corrections, JIT-run. `post` adds K zp_l zp_r
// after accumulation: K must come from the runtime shape.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' \
// RUN:   | %run | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-lower{zp-correction=inline},strip-func-quant-types,canonicalize,quantkit-to-llvm)' \
// RUN:   | %run | FileCheck %s
// The post correction reads K from the operand: K * zp_l (zp_l = 3) in i64.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-lower)' \
// RUN:   | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @mm_per_channel
// IR: tensor.dim %arg0, %{{.*}} : tensor<2x?xi8>
// IR: %[[K64:.*]] = arith.index_cast %{{.*}} : index to i64
// IR: linalg.matmul ins({{.*}} : tensor<2x?xi8>, tensor<?x2xi8>) outs({{.*}} : tensor<2x2xi64>)
// IR: linalg.generic
// IR: arith.muli %[[K64]], %{{.*}} : i64
// IR-LABEL: func.func @conv
// IR: %[[C:.*]] = tensor.dim %arg0, %{{.*}} : tensor<1x1x3x?xi8>
// IR: %[[C64:.*]] = arith.index_cast %[[C]] : index to i64
// IR: %[[KHKW:.*]] = arith.constant 2 : i64
// IR: arith.muli %[[C64]], %[[KHKW]] : i64

!L = !quant.uniform<i8:f32, 1.0:3>
!Rc = !quant.uniform<i8:f32:1, {1.0:-2, 1.0:5}>
!Fc = !quant.uniform<i8:f32:0, {1.0:-2, 1.0:5}>
!R = !quant.uniform<i8:f32, 1.0:-2>
!B = !quant.uniform<i32:f32, 1.0>
!O = !quant.uniform<i8:f32, 0.5:1>
!O1 = !quant.uniform<i8:f32, 1.0>

func.func private @printMemrefI32(memref<*xi32>)

// lhs - 3 = [[1, 2, 3], [-4, -3, 4]]; rhs - zp_r[n] = [[1, -5], [0, -2],
// [1, -7]]; acc = [[4, -30], [0, -2]]; M = 1 * 1 / 0.5 = 2 (exact under every
// scheme), + zp_out 1: [[9, -59], [1, -3]].
func.func @mm_per_channel(%a: tensor<2x?x!L>, %b: tensor<?x2x!Rc>) -> tensor<2x2x!O> {
  %0 = quantkit.matmul %a, %b : (tensor<2x?x!L>, tensor<?x2x!Rc>) -> tensor<2x2x!O>
  return %0 : tensor<2x2x!O>
}

// lhs - 3 = [[1, 2, 3]]; rhs + 2 = [[1, 2], [0, 5], [1, 0]];
// acc = [4, 12] + bias [10, -20] = [14, -8]; M = 1.
func.func @mm_bias(%a: tensor<1x?x!L>, %b: tensor<?x2x!R>, %bias: tensor<2x!B>) -> tensor<1x2x!O1> {
  %0 = quantkit.matmul %a, %b, %bias : (tensor<1x?x!L>, tensor<?x2x!R>, tensor<2x!B>) -> tensor<1x2x!O1>
  return %0 : tensor<1x2x!O1>
}

// Input 1x1x3xC (C = 2) - 3: [[1, 2], [3, -4], [-3, 4]]; filter 2x1x2xC
// minus zp_f[o]: o0 [[1, 2], [0, 5]], o1 [[-6, -7], [1, -5]]; a 1x2 window,
// stride 1: acc = [[-15, 3], [15, -13]]; M = 2, + 1: [[-29, 7], [31, -25]].
func.func @conv(%a: tensor<1x1x3x?x!L>, %f: tensor<2x1x2x?x!Fc>) -> tensor<1x1x2x2x!O> {
  %0 = quantkit.conv2d %a, %f : (tensor<1x1x3x?x!L>, tensor<2x1x2x?x!Fc>) -> tensor<1x1x2x2x!O>
  return %0 : tensor<1x1x2x2x!O>
}

func.func @print4(%r: tensor<4xi8>) {
  %e = arith.extsi %r : tensor<4xi8> to tensor<4xi32>
  %b = bufferization.to_buffer %e : tensor<4xi32> to memref<4xi32>
  %c = memref.cast %b : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%c) : (memref<*xi32>) -> ()
  return
}

func.func @main() {
  %a = arith.constant dense<[[4, 5, 6], [-1, 0, 7]]> : tensor<2x3xi8>
  %b = arith.constant dense<[[-1, 0], [-2, 3], [-1, -2]]> : tensor<3x2xi8>
  %ad = tensor.cast %a : tensor<2x3xi8> to tensor<2x?xi8>
  %aq = quant.scast %ad : tensor<2x?xi8> to tensor<2x?x!L>
  %bd = tensor.cast %b : tensor<3x2xi8> to tensor<?x2xi8>
  %bq = quant.scast %bd : tensor<?x2xi8> to tensor<?x2x!Rc>
  %r0 = call @mm_per_channel(%aq, %bq) : (tensor<2x?x!L>, tensor<?x2x!Rc>) -> tensor<2x2x!O>
  %s0 = quant.scast %r0 : tensor<2x2x!O> to tensor<2x2xi8>
  %f0 = tensor.collapse_shape %s0 [[0, 1]] : tensor<2x2xi8> into tensor<4xi8>
  call @print4(%f0) : (tensor<4xi8>) -> ()
  // CHECK: sizes = [4]
  // CHECK-NEXT: [9,  -59,  1,  -3]

  %a1 = arith.constant dense<[[4, 5, 6]]> : tensor<1x3xi8>
  %a1d = tensor.cast %a1 : tensor<1x3xi8> to tensor<1x?xi8>
  %a1q = quant.scast %a1d : tensor<1x?xi8> to tensor<1x?x!L>
  %brq = quant.scast %bd : tensor<?x2xi8> to tensor<?x2x!R>
  %bias = arith.constant dense<[10, -20]> : tensor<2xi32>
  %biasq = quant.scast %bias : tensor<2xi32> to tensor<2x!B>
  %r1 = call @mm_bias(%a1q, %brq, %biasq) : (tensor<1x?x!L>, tensor<?x2x!R>, tensor<2x!B>) -> tensor<1x2x!O1>
  %s1 = quant.scast %r1 : tensor<1x2x!O1> to tensor<1x2xi8>
  %e1 = arith.extsi %s1 : tensor<1x2xi8> to tensor<1x2xi32>
  %f1 = tensor.collapse_shape %e1 [[0, 1]] : tensor<1x2xi32> into tensor<2xi32>
  %m1 = bufferization.to_buffer %f1 : tensor<2xi32> to memref<2xi32>
  %u1 = memref.cast %m1 : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%u1) : (memref<*xi32>) -> ()
  // CHECK: sizes = [2]
  // CHECK-NEXT: [14,  -8]

  %in = arith.constant dense<[[[[4, 5], [6, -1], [0, 7]]]]> : tensor<1x1x3x2xi8>
  %fl = arith.constant dense<[[[[-1, 0], [-2, 3]]], [[[-1, -2], [6, 0]]]]> : tensor<2x1x2x2xi8>
  %ind = tensor.cast %in : tensor<1x1x3x2xi8> to tensor<1x1x3x?xi8>
  %inq = quant.scast %ind : tensor<1x1x3x?xi8> to tensor<1x1x3x?x!L>
  %fld = tensor.cast %fl : tensor<2x1x2x2xi8> to tensor<2x1x2x?xi8>
  %flq = quant.scast %fld : tensor<2x1x2x?xi8> to tensor<2x1x2x?x!Fc>
  %r2 = call @conv(%inq, %flq) : (tensor<1x1x3x?x!L>, tensor<2x1x2x?x!Fc>) -> tensor<1x1x2x2x!O>
  %s2 = quant.scast %r2 : tensor<1x1x2x2x!O> to tensor<1x1x2x2xi8>
  %f2 = tensor.collapse_shape %s2 [[0, 1, 2, 3]] : tensor<1x1x2x2xi8> into tensor<4xi8>
  call @print4(%f2) : (tensor<4xi8>) -> ()
  // CHECK: sizes = [4]
  // CHECK-NEXT: [-29,  7,  31,  -25]
  return
}
