// @main for torch_int_linalg_net.mlir: six inputs (values on multiples of
// s_in / 2, i.e. rounding ties, and +-9.0, which saturates), each output
// printed as its f32 bit pattern.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %x0f = arith.constant dense<[-0.3125, -0.125, 0.09375, 0.34375, -0.1875, 0.03125, 0.28125, -0.25, -0.03125, 0.21875, -0.3125, -0.09375, 0.15625, 0.34375, -0.15625, 0.09375, 0.28125, -0.21875, 0.03125, 0.21875, -0.28125, -0.03125, 0.15625, -0.34375, -0.09375, 0.09375, 0.3125, -0.15625, 0.03125, 0.25, -0.21875, -0.03125, 0.1875, -0.28125, -0.09375, 0.125, 0.375, -0.15625, 0.0625, 0.3125, -0.21875, 0.0, 0.25, -0.28125, -0.0625, 0.1875, -0.34375, -0.125, 0.125, 0.3125]> : tensor<50xf32>
  %x0 = tensor.expand_shape %x0f [[0, 1, 2, 3]] output_shape [1, 2, 5, 5] : tensor<50xf32> into tensor<1x2x5x5xf32>
  %y0 = func.call @forward(%x0) : (tensor<1x2x5x5xf32>) -> tensor<1x4xf32>
  %i0 = arith.bitcast %y0 : tensor<1x4xf32> to tensor<1x4xi32>
  %m0 = bufferization.to_buffer %i0 : tensor<1x4xi32> to memref<1x4xi32>
  %u0 = memref.cast %m0 : memref<1x4xi32> to memref<*xi32>
  func.call @printMemrefI32(%u0) : (memref<*xi32>) -> ()
  %x1f = arith.constant dense<[0.125, 0.5625, -0.40625, 0.0, 0.4375, 9.0, -0.125, 0.3125, -0.65625, -0.25, 0.1875, 0.65625, -0.375, 0.0625, 0.53125, -0.5, -0.0625, 0.40625, -0.625, -0.1875, 0.28125, 0.6875, -9.0, 0.15625, 0.5625, -0.4375, 0.03125, 0.4375, -0.5625, -0.09375, 0.3125, -0.6875, -0.21875, 0.1875, 0.625, -0.34375, 0.0625, 0.5, -0.46875, 9.0, 0.375, -0.59375, -0.1875, 0.25, 0.71875, -0.3125, 0.125, 0.59375, -0.4375, 0.0]> : tensor<50xf32>
  %x1 = tensor.expand_shape %x1f [[0, 1, 2, 3]] output_shape [1, 2, 5, 5] : tensor<50xf32> into tensor<1x2x5x5xf32>
  %y1 = func.call @forward(%x1) : (tensor<1x2x5x5xf32>) -> tensor<1x4xf32>
  %i1 = arith.bitcast %y1 : tensor<1x4xf32> to tensor<1x4xi32>
  %m1 = bufferization.to_buffer %i1 : tensor<1x4xi32> to memref<1x4xi32>
  %u1 = memref.cast %m1 : memref<1x4xi32> to memref<*xi32>
  func.call @printMemrefI32(%u1) : (memref<*xi32>) -> ()
  %x2f = arith.constant dense<[-0.75, -0.0625, 0.5625, -0.9375, -0.25, 0.375, 1.03125, -0.4375, 0.1875, 0.84375, -0.625, 9.0, 0.65625, -0.8125, -0.1875, 0.46875, -1.0, -0.375, 0.28125, 0.96875, -0.5625, 0.09375, 0.78125, -0.75, -0.09375, 0.59375, -0.9375, -0.28125, -9.0, 1.03125, -0.46875, 0.21875, 0.84375, -0.65625, 0.03125, 0.65625, -0.84375, -0.15625, 0.46875, -1.03125, -0.34375, 0.28125, 0.9375, -0.53125, 0.09375, 9.0, -0.71875, -0.09375, 0.5625, -0.90625]> : tensor<50xf32>
  %x2 = tensor.expand_shape %x2f [[0, 1, 2, 3]] output_shape [1, 2, 5, 5] : tensor<50xf32> into tensor<1x2x5x5xf32>
  %y2 = func.call @forward(%x2) : (tensor<1x2x5x5xf32>) -> tensor<1x4xf32>
  %i2 = arith.bitcast %y2 : tensor<1x4xf32> to tensor<1x4xi32>
  %m2 = bufferization.to_buffer %i2 : tensor<1x4xi32> to memref<1x4xi32>
  %u2 = memref.cast %m2 : memref<1x4xi32> to memref<*xi32>
  func.call @printMemrefI32(%u2) : (memref<*xi32>) -> ()
  %x3f = arith.constant dense<[0.65625, -1.375, -0.5, 0.40625, 1.25, -0.75, 0.15625, 1.0, -1.0, -0.09375, 0.75, -1.25, -0.34375, 9.0, 1.375, -0.59375, 0.25, 1.125, -0.84375, 0.0, 0.875, -1.09375, -0.25, 0.625, -1.34375, -0.5, 0.375, 1.28125, -0.75, 0.125, -9.0, -1.0, -0.125, 0.78125, -1.25, -0.375, 0.53125, 1.375, -0.625, 0.28125, 1.125, -0.875, 0.03125, 0.875, -1.125, -0.21875, 0.625, 9.0, -0.46875, 0.375]> : tensor<50xf32>
  %x3 = tensor.expand_shape %x3f [[0, 1, 2, 3]] output_shape [1, 2, 5, 5] : tensor<50xf32> into tensor<1x2x5x5xf32>
  %y3 = func.call @forward(%x3) : (tensor<1x2x5x5xf32>) -> tensor<1x4xf32>
  %i3 = arith.bitcast %y3 : tensor<1x4xf32> to tensor<1x4xi32>
  %m3 = bufferization.to_buffer %i3 : tensor<1x4xi32> to memref<1x4xi32>
  %u3 = memref.cast %m3 : memref<1x4xi32> to memref<*xi32>
  func.call @printMemrefI32(%u3) : (memref<*xi32>) -> ()
  %x4f = arith.constant dense<[-0.78125, 0.3125, 1.4375, -1.09375, 0.0, 1.125, -1.40625, -0.3125, 0.8125, -1.71875, -0.625, 0.5, 1.5625, -0.9375, -9.0, 1.25, -1.25, -0.125, 0.9375, -1.5625, -0.4375, 0.625, 1.71875, -0.75, 0.3125, 1.40625, -1.0625, 0.0, 1.09375, -1.375, -0.3125, 9.0, -1.6875, -0.625, 0.46875, 1.59375, -0.9375, 0.15625, 1.28125, -1.25, -0.15625, 0.96875, -1.5625, -0.46875, 0.65625, 1.71875, -0.78125, 0.34375, -9.0, -1.09375]> : tensor<50xf32>
  %x4 = tensor.expand_shape %x4f [[0, 1, 2, 3]] output_shape [1, 2, 5, 5] : tensor<50xf32> into tensor<1x2x5x5xf32>
  %y4 = func.call @forward(%x4) : (tensor<1x2x5x5xf32>) -> tensor<1x4xf32>
  %i4 = arith.bitcast %y4 : tensor<1x4xf32> to tensor<1x4xi32>
  %m4 = bufferization.to_buffer %i4 : tensor<1x4xi32> to memref<1x4xi32>
  %u4 = memref.cast %m4 : memref<1x4xi32> to memref<*xi32>
  func.call @printMemrefI32(%u4) : (memref<*xi32>) -> ()
  %x5f = arith.constant dense<[1.5, 9.0, -0.1875, 1.125, -1.84375, -0.5625, 0.75, 2.09375, -0.9375, 0.375, 1.71875, -1.3125, 0.0, 1.34375, -1.6875, -0.375, 0.96875, -2.0625, -9.0, 0.59375, 1.875, -1.125, 0.21875, 1.5, -1.5, -0.15625, 1.125, -1.875, -0.53125, 0.75, 2.0625, -0.90625, 0.375, 1.6875, -1.28125, 9.0, 1.3125, -1.65625, -0.375, 0.9375, -2.03125, -0.75, 0.5625, 1.90625, -1.125, 0.1875, 1.53125, -1.5, -0.1875, 1.15625]> : tensor<50xf32>
  %x5 = tensor.expand_shape %x5f [[0, 1, 2, 3]] output_shape [1, 2, 5, 5] : tensor<50xf32> into tensor<1x2x5x5xf32>
  %y5 = func.call @forward(%x5) : (tensor<1x2x5x5xf32>) -> tensor<1x4xf32>
  %i5 = arith.bitcast %y5 : tensor<1x4xf32> to tensor<1x4xi32>
  %m5 = bufferization.to_buffer %i5 : tensor<1x4xi32> to memref<1x4xi32>
  %u5 = memref.cast %m5 : memref<1x4xi32> to memref<*xi32>
  func.call @printMemrefI32(%u5) : (memref<*xi32>) -> ()
  return
}
