// The integer linalg forms torch-mlir does not emit in
// import-int-linalg.test (batched matmul, conv_2d_nhwc_hwcf_q with a
// zero-point padding and a folded constant bias, conv_2d_nhwc_fhwc_q with
// dilation and a run-time bias, depthwise_conv_2d_nhwc_hwcm_q with
// multiplier 1), on inputs spanning the whole i8 range and zero points at
// both ends, run as given and after quantkit-import (then
// quantkit-to-int): every i32 output is equal.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' \
// RUN:   | %run | grep -v base@ > %t.original.out
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-import)' -o %t.imported.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.imported.mlir
// RUN: %quantkit-opt %t.imported.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' \
// RUN:   | %run | grep -v base@ > %t.imported.out
// RUN: diff %t.original.out %t.imported.out
// RUN: FileCheck %s < %t.imported.out

// IR-COUNT-4: rounding = #quantkit.rounding<single_round>
// IR-NOT: _q {
// IR-NOT: linalg.quantized_batch_matmul

// CHECK-COUNT-4: {{^}}{{\[\[}}

#id1 = affine_map<(d0) -> (d0)>

func.func private @printMemrefI32(memref<*xi32>)

// i8 values i * 37 + k mod 256, as signed.
func.func @ramp(%k: i32) -> tensor<240xi8> {
  %e = tensor.empty() : tensor<240xi8>
  %r = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%e : tensor<240xi8>) {
  ^bb0(%out: i8):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %c37 = arith.constant 37 : i32
    %m = arith.muli %ii, %c37 : i32
    %s = arith.addi %m, %k : i32
    %t = arith.trunci %s : i32 to i8
    linalg.yield %t : i8
  } -> tensor<240xi8>
  return %r : tensor<240xi8>
}

func.func @main() {
  %k0 = arith.constant 0 : i32
  %k1 = arith.constant 101 : i32
  %ra = func.call @ramp(%k0) : (i32) -> tensor<240xi8>
  %rb = func.call @ramp(%k1) : (i32) -> tensor<240xi8>
  %c0 = arith.constant 0 : i32

  // Batched matmul [2, 3, 40] x [2, 40, 3], zero points -128 and 127.
  %a0 = tensor.extract_slice %ra[0] [240] [1] : tensor<240xi8> to tensor<240xi8>
  %a = tensor.expand_shape %a0 [[0, 1, 2]] output_shape [2, 3, 40] : tensor<240xi8> into tensor<2x3x40xi8>
  %b = tensor.expand_shape %rb [[0, 1, 2]] output_shape [2, 40, 3] : tensor<240xi8> into tensor<2x40x3xi8>
  %zl = arith.constant -128 : i32
  %zr = arith.constant 127 : i32
  %e0 = tensor.empty() : tensor<2x3x3xi32>
  %f0 = linalg.fill ins(%c0 : i32) outs(%e0 : tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
  %m = linalg.quantized_batch_matmul ins(%a, %b, %zl, %zr : tensor<2x3x40xi8>, tensor<2x40x3xi8>, i32, i32) outs(%f0 : tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
  %mu = tensor.cast %m : tensor<2x3x3xi32> to tensor<*xi32>
  %mb = bufferization.to_buffer %mu : tensor<*xi32> to memref<*xi32>
  call @printMemrefI32(%mb) : (memref<*xi32>) -> ()

  // HWCF convolution, padded by the zero point, constant bias folded.
  %xs = tensor.extract_slice %ra[0] [60] [1] : tensor<240xi8> to tensor<60xi8>
  %x = tensor.expand_shape %xs [[0, 1, 2, 3]] output_shape [1, 4, 5, 3] : tensor<60xi8> into tensor<1x4x5x3xi8>
  %w = arith.constant dense<[[[[127, -128], [1, -1], [50, 60]], [[-7, 8], [0, 0], [-128, 127]]],
                             [[[3, 4], [5, 6], [7, 8]], [[-9, -10], [11, 12], [13, -14]]]]> : tensor<2x2x3x2xi8>
  %zx = arith.constant 100 : i32
  %zx8 = arith.constant 100 : i8
  %zw = arith.constant -3 : i32
  %p = tensor.pad %x low[0, 1, 0, 0] high[0, 0, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zx8 : i8
  } : tensor<1x4x5x3xi8> to tensor<1x5x6x3xi8>
  %bias = arith.constant dense<[-1000000, 2000000]> : tensor<2xi32>
  %e1 = tensor.empty() : tensor<1x4x5x2xi32>
  %bb = linalg.broadcast ins(%bias : tensor<2xi32>) outs(%e1 : tensor<1x4x5x2xi32>) dimensions = [0, 1, 2]
  %c = linalg.conv_2d_nhwc_hwcf_q {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%p, %w, %zx, %zw : tensor<1x5x6x3xi8>, tensor<2x2x3x2xi8>, i32, i32)
      outs(%bb : tensor<1x4x5x2xi32>) -> tensor<1x4x5x2xi32>
  %cu = tensor.cast %c : tensor<1x4x5x2xi32> to tensor<*xi32>
  %cb = bufferization.to_buffer %cu : tensor<*xi32> to memref<*xi32>
  call @printMemrefI32(%cb) : (memref<*xi32>) -> ()

  // FHWC convolution, dilation 2, a run-time bias near the i32 limit (the
  // wrapping add after the op).
  %ys = tensor.extract_slice %rb[0] [150] [1] : tensor<240xi8> to tensor<150xi8>
  %y = tensor.expand_shape %ys [[0, 1, 2, 3]] output_shape [1, 5, 5, 6] : tensor<150xi8> into tensor<1x5x5x6xi8>
  %vs = tensor.extract_slice %ra[100] [48] [1] : tensor<240xi8> to tensor<48xi8>
  %v = tensor.expand_shape %vs [[0, 1, 2, 3]] output_shape [2, 2, 2, 6] : tensor<48xi8> into tensor<2x2x2x6xi8>
  %zy = arith.constant -1 : i32
  %zv = arith.constant 5 : i32
  %big = arith.constant 2147483000 : i32
  %e2 = tensor.empty() : tensor<1x3x3x2xi32>
  %f2 = linalg.fill ins(%big : i32) outs(%e2 : tensor<1x3x3x2xi32>) -> tensor<1x3x3x2xi32>
  %d = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%y, %v, %zy, %zv : tensor<1x5x5x6xi8>, tensor<2x2x2x6xi8>, i32, i32)
      outs(%f2 : tensor<1x3x3x2xi32>) -> tensor<1x3x3x2xi32>
  %du = tensor.cast %d : tensor<1x3x3x2xi32> to tensor<*xi32>
  %db = bufferization.to_buffer %du : tensor<*xi32> to memref<*xi32>
  call @printMemrefI32(%db) : (memref<*xi32>) -> ()

  // Depthwise with channel multiplier 1, stride 2.
  %q = tensor.expand_shape %xs [[0, 1, 2, 3]] output_shape [1, 5, 4, 3] : tensor<60xi8> into tensor<1x5x4x3xi8>
  %h = arith.constant dense<[[[[-128], [127], [1]], [[2], [-3], [4]]], [[[5], [6], [-7]], [[100], [-100], [0]]]]> : tensor<2x2x3x1xi8>
  %zq = arith.constant 127 : i32
  %zh = arith.constant -128 : i32
  %e3 = tensor.empty() : tensor<1x2x2x3x1xi32>
  %f3 = linalg.fill ins(%c0 : i32) outs(%e3 : tensor<1x2x2x3x1xi32>) -> tensor<1x2x2x3x1xi32>
  %g = linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%q, %h, %zq, %zh : tensor<1x5x4x3xi8>, tensor<2x2x3x1xi8>, i32, i32)
      outs(%f3 : tensor<1x2x2x3x1xi32>) -> tensor<1x2x2x3x1xi32>
  %gu = tensor.cast %g : tensor<1x2x2x3x1xi32> to tensor<*xi32>
  %gb = bufferization.to_buffer %gu : tensor<*xi32> to memref<*xi32>
  call @printMemrefI32(%gb) : (memref<*xi32>) -> ()
  return
}
