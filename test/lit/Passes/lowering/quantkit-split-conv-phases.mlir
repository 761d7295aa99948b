// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-split-conv-phases,canonicalize)' --split-input-file | FileCheck %s

// TFLite's "same" 3x3 transposed convolution at stride 2 as
// quantkit-import-tosa writes it: the input spread into a fill of the zero
// point, padding (2, 1, 2, 1), the filter [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
// already turned. Output row m = 2q reads taps 0 and 2 (input rows q - 1
// and q: padding 1 before), m = 2q + 1 tap 1 (row q); columns likewise.
// Four convolutions on the input itself, their filters cut at compile
// time, written into the result at stride 2.
!IN = !quant.uniform<i8:f32, 0.5:-3>
!W = !quant.uniform<i8:f32:0, {0.25}>
!B = !quant.uniform<i32:f32:0, {0.125}>
!OUT = !quant.uniform<i8:f32, 1.0:2>
// CHECK-LABEL: func.func @same_stride_2(
// CHECK-SAME: %[[X:.*]]: tensor<1x2x2x1xi8>
// CHECK-NOT: linalg.fill
// CHECK-DAG: %[[F00:.*]] = arith.constant dense<{{\[\[\[\[}}1], [3]], {{\[\[}}7], [9]]]]> : tensor<1x2x2x1xi8>
// CHECK-DAG: %[[F01:.*]] = arith.constant dense<{{\[\[\[\[}}2]], {{\[\[}}8]]]]> : tensor<1x2x1x1xi8>
// CHECK-DAG: %[[F10:.*]] = arith.constant dense<{{\[\[\[\[}}4], [6]]]]> : tensor<1x1x2x1xi8>
// CHECK-DAG: %[[F11:.*]] = arith.constant dense<5> : tensor<1x1x1x1xi8>
// CHECK-DAG: %[[XQ:.*]] = quant.scast %[[X]] : tensor<1x2x2x1xi8> to tensor<1x2x2x1x!quant.uniform<i8:f32, 5.000000e-01:-3>>
// CHECK-DAG: %[[EMPTY:.*]] = tensor.empty() : tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e+00:2>>
// CHECK: %[[W00:.*]] = quant.scast %[[F00]]
// CHECK: %[[C00:.*]] = quantkit.conv2d %[[XQ]], %[[W00]], %{{.*}} {dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 1, 0>, strides = array<i64: 1, 1>}
// CHECK-SAME: -> tensor<1x2x2x1x
// CHECK: %[[I00:.*]] = tensor.insert_slice %[[C00]] into %[[EMPTY]][0, 0, 0, 0] [1, 2, 2, 1] [1, 2, 2, 1]
// CHECK: %[[W01:.*]] = quant.scast %[[F01]]
// CHECK: %[[C01:.*]] = quantkit.conv2d %[[XQ]], %[[W01]], %{{.*}}padding = array<i64: 1, 0, 0, 0>
// CHECK: %[[I01:.*]] = tensor.insert_slice %[[C01]] into %[[I00]][0, 0, 1, 0] [1, 2, 2, 1] [1, 2, 2, 1]
// CHECK: %[[W10:.*]] = quant.scast %[[F10]]
// CHECK: %[[C10:.*]] = quantkit.conv2d %[[XQ]], %[[W10]], %{{.*}}padding = array<i64: 0, 0, 1, 0>
// CHECK: %[[I10:.*]] = tensor.insert_slice %[[C10]] into %[[I01]][0, 1, 0, 0] [1, 2, 2, 1] [1, 2, 2, 1]
// CHECK: %[[W11:.*]] = quant.scast %[[F11]]
// CHECK: %[[C11:.*]] = quantkit.conv2d %[[XQ]], %[[W11]], %{{.*}}padding = array<i64: 0, 0, 0, 0>
// CHECK: %[[I11:.*]] = tensor.insert_slice %[[C11]] into %[[I10]][0, 1, 1, 0] [1, 2, 2, 1] [1, 2, 2, 1]
// CHECK: quant.scast %[[I11]]
func.func @same_stride_2(%x: tensor<1x2x2x1xi8>) -> tensor<1x4x4x1xi8> {
  %zp = arith.constant -3 : i8
  %e = tensor.empty() : tensor<1x3x3x1xi8>
  %f = linalg.fill ins(%zp : i8) outs(%e : tensor<1x3x3x1xi8>) -> tensor<1x3x3x1xi8>
  %s = tensor.insert_slice %x into %f[0, 0, 0, 0] [1, 2, 2, 1] [1, 2, 2, 1] : tensor<1x2x2x1xi8> into tensor<1x3x3x1xi8>
  %q = quant.scast %s : tensor<1x3x3x1xi8> to tensor<1x3x3x1x!IN>
  %wi = arith.constant dense<[[[[1], [2], [3]], [[4], [5], [6]], [[7], [8], [9]]]]> : tensor<1x3x3x1xi8>
  %w = quant.scast %wi : tensor<1x3x3x1xi8> to tensor<1x3x3x1x!W>
  %bi = arith.constant dense<7> : tensor<1xi32>
  %b = quant.scast %bi : tensor<1xi32> to tensor<1x!B>
  %r = quantkit.conv2d %q, %w, %b {padding = array<i64: 2, 1, 2, 1>} : (tensor<1x3x3x1x!IN>, tensor<1x3x3x1x!W>, tensor<1x!B>) -> tensor<1x4x4x1x!OUT>
  %o = quant.scast %r : tensor<1x4x4x1x!OUT> to tensor<1x4x4x1xi8>
  return %o : tensor<1x4x4x1xi8>
}

// -----

// torch-mlir's ConvTranspose2d(2, stride 2) after quantkit-quantize: the
// dequantized input inserted at offset 1 into zeros, quantized again, a
// quantized float filter. The phases read the quantized input itself (no
// float round trip), and each 1x1 filter is cut from the float filter
// before its quantization.
!IN = !quant.uniform<i8:f32, 0.5:-3>
!W = !quant.uniform<i8:f32:0, {0.25}>
!OUT = !quant.uniform<i8:f32, 1.0:2>
// CHECK-LABEL: func.func @torch_float_form(
// CHECK-SAME: %[[X:.*]]: tensor<1x2x2x1x!quant.uniform<i8:f32, 5.000000e-01:-3>>, %[[F:.*]]: tensor<1x2x2x1xf32>
// CHECK-NOT: linalg.fill
// CHECK-NOT: quant.dcast
// CHECK: %[[S00:.*]] = tensor.extract_slice %[[F]][0, 1, 1, 0] [1, 1, 1, 1] [1, 2, 2, 1]
// CHECK: %[[W00:.*]] = quant.qcast %[[S00]] : tensor<1x1x1x1xf32> to tensor<1x1x1x1x!quant.uniform<i8:f32:0, {2.500000e-01}>>
// CHECK: quantkit.conv2d %[[X]], %[[W00]] {dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>
// CHECK: tensor.insert_slice {{.*}}[0, 0, 0, 0] [1, 2, 2, 1] [1, 2, 2, 1]
// CHECK: tensor.extract_slice %[[F]][0, 1, 0, 0] [1, 1, 1, 1] [1, 2, 2, 1]
// CHECK: quantkit.conv2d %[[X]]
// CHECK: tensor.insert_slice {{.*}}[0, 0, 1, 0] [1, 2, 2, 1] [1, 2, 2, 1]
// CHECK: tensor.extract_slice %[[F]][0, 0, 1, 0] [1, 1, 1, 1] [1, 2, 2, 1]
// CHECK: quantkit.conv2d %[[X]]
// CHECK: tensor.insert_slice {{.*}}[0, 1, 0, 0] [1, 2, 2, 1] [1, 2, 2, 1]
// CHECK: tensor.extract_slice %[[F]][0, 0, 0, 0] [1, 1, 1, 1] [1, 2, 2, 1]
// CHECK: quantkit.conv2d %[[X]]
// CHECK: tensor.insert_slice {{.*}}[0, 1, 1, 0] [1, 2, 2, 1] [1, 2, 2, 1]
// CHECK-NOT: quantkit.conv2d
func.func @torch_float_form(%x: tensor<1x2x2x1x!IN>, %wf: tensor<1x2x2x1xf32>) -> tensor<1x4x4x1x!OUT> {
  %xf = quant.dcast %x : tensor<1x2x2x1x!IN> to tensor<1x2x2x1xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x5x5x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x5x5x1xf32>) -> tensor<1x5x5x1xf32>
  %s = tensor.insert_slice %xf into %f[0, 1, 1, 0] [1, 2, 2, 1] [1, 2, 2, 1] : tensor<1x2x2x1xf32> into tensor<1x5x5x1xf32>
  %q = quant.qcast %s : tensor<1x5x5x1xf32> to tensor<1x5x5x1x!IN>
  %w = quant.qcast %wf : tensor<1x2x2x1xf32> to tensor<1x2x2x1x!W>
  %r = quantkit.conv2d %q, %w {padding = array<i64: 0, 0, 0, 0>} : (tensor<1x5x5x1x!IN>, tensor<1x2x2x1x!W>) -> tensor<1x4x4x1x!OUT>
  return %r : tensor<1x4x4x1x!OUT>
}

// -----

// No offset, no padding, a filter known only at run time: output row 1
// reads input rows 1 and on, row 2 stops before the last one, so the
// phases crop the input; the filter's taps are cut from the quantized
// tensor.
!IN = !quant.uniform<i8:f32, 0.5:-3>
!W = !quant.uniform<i8:f32:0, {0.25}>
!OUT = !quant.uniform<i8:f32, 1.0:2>
// CHECK-LABEL: func.func @crops(
// CHECK-SAME: %[[X:.*]]: tensor<1x3x1x1x!quant.uniform<i8:f32, 5.000000e-01:-3>>, %[[W:.*]]: tensor<1x2x1x1x!quant.uniform
// CHECK: %[[X0:.*]] = tensor.extract_slice %[[X]][0, 0, 0, 0] [1, 2, 1, 1] [1, 1, 1, 1]
// CHECK: %[[W0:.*]] = tensor.extract_slice %[[W]][0, 0, 0, 0] [1, 1, 1, 1] [1, 2, 1, 1]
// CHECK: quantkit.conv2d %[[X0]], %[[W0]] {{.*}}padding = array<i64: 0, 0, 0, 0>
// CHECK: tensor.insert_slice {{.*}}[0, 0, 0, 0] [1, 2, 1, 1] [1, 2, 1, 1]
// CHECK: %[[X1:.*]] = tensor.extract_slice %[[X]][0, 1, 0, 0] [1, 2, 1, 1] [1, 1, 1, 1]
// CHECK: %[[W1:.*]] = tensor.extract_slice %[[W]][0, 1, 0, 0] [1, 1, 1, 1] [1, 2, 1, 1]
// CHECK: quantkit.conv2d %[[X1]], %[[W1]] {{.*}}padding = array<i64: 0, 0, 0, 0>
// CHECK: tensor.insert_slice {{.*}}[0, 1, 0, 0] [1, 2, 1, 1] [1, 2, 1, 1]
func.func @crops(%x: tensor<1x3x1x1x!IN>, %w: tensor<1x2x1x1x!W>) -> tensor<1x4x1x1x!OUT> {
  %x8 = quant.scast %x : tensor<1x3x1x1x!IN> to tensor<1x3x1x1xi8>
  %zp = arith.constant -3 : i8
  %e = tensor.empty() : tensor<1x5x1x1xi8>
  %f = linalg.fill ins(%zp : i8) outs(%e : tensor<1x5x1x1xi8>) -> tensor<1x5x1x1xi8>
  %s = tensor.insert_slice %x8 into %f[0, 0, 0, 0] [1, 3, 1, 1] [1, 2, 1, 1] : tensor<1x3x1x1xi8> into tensor<1x5x1x1xi8>
  %q = quant.scast %s : tensor<1x5x1x1xi8> to tensor<1x5x1x1x!IN>
  %r = quantkit.conv2d %q, %w : (tensor<1x5x1x1x!IN>, tensor<1x2x1x1x!W>) -> tensor<1x4x1x1x!OUT>
  return %r : tensor<1x4x1x1x!OUT>
}

// -----

// Left as they are: the spread filled with a value that is not the zero
// point; a convolution at stride 2; a 1x1 filter at stride 2 (the odd
// outputs meet no tap: the bias alone); a spread at unit strides (padding,
// not a transposed convolution); a spread into a tensor that is not a fill.
!IN = !quant.uniform<i8:f32, 0.5:-3>
!W = !quant.uniform<i8:f32:0, {0.25}>
!OUT = !quant.uniform<i8:f32, 1.0:2>
// CHECK-LABEL: func.func @left(
// CHECK-COUNT-5: quantkit.conv2d
// CHECK-NOT: quantkit.conv2d
// CHECK: return
func.func @left(%x: tensor<1x2x2x1xi8>, %w: tensor<1x2x2x1x!W>, %w1: tensor<1x1x1x1x!W>, %d: tensor<1x3x3x1xi8>) -> (tensor<1x2x2x1x!OUT>, tensor<1x1x1x1x!OUT>, tensor<1x3x3x1x!OUT>, tensor<1x1x1x1x!OUT>, tensor<1x2x2x1x!OUT>) {
  %e = tensor.empty() : tensor<1x3x3x1xi8>
  %five = arith.constant 5 : i8
  %f5 = linalg.fill ins(%five : i8) outs(%e : tensor<1x3x3x1xi8>) -> tensor<1x3x3x1xi8>
  %s5 = tensor.insert_slice %x into %f5[0, 0, 0, 0] [1, 2, 2, 1] [1, 2, 2, 1] : tensor<1x2x2x1xi8> into tensor<1x3x3x1xi8>
  %q5 = quant.scast %s5 : tensor<1x3x3x1xi8> to tensor<1x3x3x1x!IN>
  %r0 = quantkit.conv2d %q5, %w : (tensor<1x3x3x1x!IN>, tensor<1x2x2x1x!W>) -> tensor<1x2x2x1x!OUT>
  %zp = arith.constant -3 : i8
  %f = linalg.fill ins(%zp : i8) outs(%e : tensor<1x3x3x1xi8>) -> tensor<1x3x3x1xi8>
  %s = tensor.insert_slice %x into %f[0, 0, 0, 0] [1, 2, 2, 1] [1, 2, 2, 1] : tensor<1x2x2x1xi8> into tensor<1x3x3x1xi8>
  %q = quant.scast %s : tensor<1x3x3x1xi8> to tensor<1x3x3x1x!IN>
  %r1 = quantkit.conv2d %q, %w {strides = array<i64: 2, 2>} : (tensor<1x3x3x1x!IN>, tensor<1x2x2x1x!W>) -> tensor<1x1x1x1x!OUT>
  %r2 = quantkit.conv2d %q, %w1 : (tensor<1x3x3x1x!IN>, tensor<1x1x1x1x!W>) -> tensor<1x3x3x1x!OUT>
  %u = tensor.insert_slice %x into %f[0, 1, 1, 0] [1, 2, 2, 1] [1, 1, 1, 1] : tensor<1x2x2x1xi8> into tensor<1x3x3x1xi8>
  %qu = quant.scast %u : tensor<1x3x3x1xi8> to tensor<1x3x3x1x!IN>
  %r3 = quantkit.conv2d %qu, %w {strides = array<i64: 2, 2>} : (tensor<1x3x3x1x!IN>, tensor<1x2x2x1x!W>) -> tensor<1x1x1x1x!OUT>
  %sd = tensor.insert_slice %x into %d[0, 0, 0, 0] [1, 2, 2, 1] [1, 2, 2, 1] : tensor<1x2x2x1xi8> into tensor<1x3x3x1xi8>
  %qd = quant.scast %sd : tensor<1x3x3x1xi8> to tensor<1x3x3x1x!IN>
  %r4 = quantkit.conv2d %qd, %w : (tensor<1x3x3x1x!IN>, tensor<1x2x2x1x!W>) -> tensor<1x2x2x1x!OUT>
  return %r0, %r1, %r2, %r3, %r4 : tensor<1x2x2x1x!OUT>, tensor<1x1x1x1x!OUT>, tensor<1x3x3x1x!OUT>, tensor<1x1x1x1x!OUT>, tensor<1x2x2x1x!OUT>
}

// -----

// Left too: more than 16 phases (stride 5 x 4: FCN-style upsampling would
// become hundreds of convolutions), and a single row inserted at a stride
// of 2^40 (any stride is valid there).
!IN = !quant.uniform<i8:f32, 0.5:-3>
!W = !quant.uniform<i8:f32:0, {0.25}>
!OUT = !quant.uniform<i8:f32, 1.0:2>
// CHECK-LABEL: func.func @many_phases(
// CHECK-COUNT-2: quantkit.conv2d
// CHECK-NOT: quantkit.conv2d
// CHECK: return
func.func @many_phases(%x: tensor<1x2x2x1xi8>, %one: tensor<1x1x1x1xi8>, %w: tensor<1x5x4x1x!W>) -> (tensor<1x6x6x1x!OUT>, tensor<1x3x3x1x!OUT>) {
  %zp = arith.constant -3 : i8
  %e = tensor.empty() : tensor<1x6x5x1xi8>
  %f = linalg.fill ins(%zp : i8) outs(%e : tensor<1x6x5x1xi8>) -> tensor<1x6x5x1xi8>
  %s = tensor.insert_slice %x into %f[0, 0, 0, 0] [1, 2, 2, 1] [1, 5, 4, 1] : tensor<1x2x2x1xi8> into tensor<1x6x5x1xi8>
  %q = quant.scast %s : tensor<1x6x5x1xi8> to tensor<1x6x5x1x!IN>
  %r0 = quantkit.conv2d %q, %w {padding = array<i64: 2, 2, 2, 2>} : (tensor<1x6x5x1x!IN>, tensor<1x5x4x1x!W>) -> tensor<1x6x6x1x!OUT>
  %e3 = tensor.empty() : tensor<1x3x3x1xi8>
  %f3 = linalg.fill ins(%zp : i8) outs(%e3 : tensor<1x3x3x1xi8>) -> tensor<1x3x3x1xi8>
  %s3 = tensor.insert_slice %one into %f3[0, 1, 1, 0] [1, 1, 1, 1] [1, 1099511627776, 1099511627776, 1] : tensor<1x1x1x1xi8> into tensor<1x3x3x1xi8>
  %q3 = quant.scast %s3 : tensor<1x3x3x1xi8> to tensor<1x3x3x1x!IN>
  %w1 = tensor.extract_slice %w[0, 0, 0, 0] [1, 1, 1, 1] [1, 1, 1, 1] : tensor<1x5x4x1x!W> to tensor<1x1x1x1x!W>
  %r1 = quantkit.conv2d %q3, %w1 : (tensor<1x3x3x1x!IN>, tensor<1x1x1x1x!W>) -> tensor<1x3x3x1x!OUT>
  return %r0, %r1 : tensor<1x6x6x1x!OUT>, tensor<1x3x3x1x!OUT>
}
