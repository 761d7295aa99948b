// quantkit-materialize on windows padded past what they read: torch-mlir's
// ceil-mode max pooling pads the high side by a stride more than the last
// window reaches, and linalg reads only the windows its result has. The
// quantized op gets the padding its windows read (the rows past the last
// window change nothing), so its shape rule gives the same result size.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(quantkit-materialize)' | FileCheck %s

!act = !quant.uniform<i8:f32, 0.5:-3>

// 8 rows, 3x3 window, stride 2, 4 outputs: the windows read 9 rows, so one
// of the two padded rows (a partial last window); 7 columns, 3 outputs:
// the windows read 7, so none of the padded column.
// CHECK-LABEL: func.func @ceil_max_pool
// CHECK: quantkit.max_pool2d %{{.*}} {kernel = array<i64: 3, 3>, padding = array<i64: 0, 1, 0, 0>, strides = array<i64: 2, 2>} : tensor<1x8x7x2x!quant.uniform<i8:f32, 5.000000e-01:-3>> -> tensor<1x4x3x2x!quant.uniform<i8:f32, 5.000000e-01:-3>>
// CHECK-NOT: linalg.pooling_nhwc_max
// CHECK-NOT: tensor.pad
func.func @ceil_max_pool(%x: tensor<1x8x7x2xf32>) -> tensor<1x4x3x2xf32> {
  %r = quantkit.region "max_pool2d" (%x) in [!act] out [!act]
      : (tensor<1x8x7x2xf32>) -> tensor<1x4x3x2xf32> {
  ^bb0(%a: tensor<1x8x7x2xf32>):
    %lowest = arith.constant -3.40282347E+38 : f32
    %p = tensor.pad %a low[0, 0, 0, 0] high[0, 2, 1, 0] {
    ^bb0(%i: index, %j: index, %k: index, %l: index):
      tensor.yield %lowest : f32
    } : tensor<1x8x7x2xf32> to tensor<1x10x8x2xf32>
    %win = tensor.empty() : tensor<3x3xf32>
    %e = tensor.empty() : tensor<1x4x3x2xf32>
    %f = linalg.fill ins(%lowest : f32) outs(%e : tensor<1x4x3x2xf32>) -> tensor<1x4x3x2xf32>
    %m = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
        ins(%p, %win : tensor<1x10x8x2xf32>, tensor<3x3xf32>) outs(%f : tensor<1x4x3x2xf32>) -> tensor<1x4x3x2xf32>
    quantkit.return %m : tensor<1x4x3x2xf32>
  }
  return %r : tensor<1x4x3x2xf32>
}

// -----

!act = !quant.uniform<i8:f32, 0.5:-3>

// With a low padding of 1 (max_pool2d(padding=1, ceil_mode=True)) and -inf:
// 5 windows read 11 of the 12 padded rows and columns.
// CHECK-LABEL: func.func @ceil_max_pool_low
// CHECK: quantkit.max_pool2d %{{.*}} {kernel = array<i64: 3, 3>, padding = array<i64: 1, 2, 1, 2>, strides = array<i64: 2, 2>} : tensor<1x8x8x2x{{.*}}> -> tensor<1x5x5x2x
func.func @ceil_max_pool_low(%x: tensor<1x8x8x2xf32>) -> tensor<1x5x5x2xf32> {
  %r = quantkit.region "max_pool2d" (%x) in [!act] out [!act]
      : (tensor<1x8x8x2xf32>) -> tensor<1x5x5x2xf32> {
  ^bb0(%a: tensor<1x8x8x2xf32>):
    %ninf = arith.constant 0xFF800000 : f32
    %p = tensor.pad %a low[0, 1, 1, 0] high[0, 3, 3, 0] {
    ^bb0(%i: index, %j: index, %k: index, %l: index):
      tensor.yield %ninf : f32
    } : tensor<1x8x8x2xf32> to tensor<1x12x12x2xf32>
    %win = tensor.empty() : tensor<3x3xf32>
    %e = tensor.empty() : tensor<1x5x5x2xf32>
    %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x5x5x2xf32>) -> tensor<1x5x5x2xf32>
    %m = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
        ins(%p, %win : tensor<1x12x12x2xf32>, tensor<3x3xf32>) outs(%f : tensor<1x5x5x2xf32>) -> tensor<1x5x5x2xf32>
    quantkit.return %m : tensor<1x5x5x2xf32>
  }
  return %r : tensor<1x5x5x2xf32>
}

// -----

!in = !quant.uniform<i8:f32, 0.5:-3>
!w = !quant.uniform<i8<-127:127>:f32:0, {0.015748031496062992}>
!out = !quant.uniform<i8:f32, 0.25:-1>

// The same for a convolution's zero padding: 3 outputs of a 3x3 window at
// stride 2 read 7 of the 8 padded rows and columns (5 + 1 + 2).
// CHECK-LABEL: func.func @conv_unread_padding
// CHECK: quantkit.conv2d %{{.*}}, %{{.*}} {dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : {{.*}} -> tensor<1x3x3x1x
func.func @conv_unread_padding(%x: tensor<1x5x5x1xf32>) -> tensor<1x3x3x1xf32> {
  %w = arith.constant dense<0.5> : tensor<1x3x3x1xf32>
  %r = quantkit.region "conv2d" (%x, %w) in [!in, !w] out [!out]
      : (tensor<1x5x5x1xf32>, tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32> {
  ^bb0(%a: tensor<1x5x5x1xf32>, %f: tensor<1x3x3x1xf32>):
    %zero = arith.constant 0.0 : f32
    %p = tensor.pad %a low[0, 1, 1, 0] high[0, 2, 2, 0] {
    ^bb0(%i: index, %j: index, %k: index, %l: index):
      tensor.yield %zero : f32
    } : tensor<1x5x5x1xf32> to tensor<1x8x8x1xf32>
    %e = tensor.empty() : tensor<1x3x3x1xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
    %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
        ins(%p, %f : tensor<1x8x8x1xf32>, tensor<1x3x3x1xf32>) outs(%z : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
    quantkit.return %c : tensor<1x3x3x1xf32>
  }
  return %r : tensor<1x3x3x1xf32>
}

// -----

!act = !quant.uniform<i8:f32, 0.5:-3>

// Left alone: here the input's own last rows are past the last window (the
// low padding shifts the windows up), which no padding change fixes; the op
// verifier's shape rule keeps the region in floating point.
// CHECK-LABEL: func.func @unread_input_rows
// CHECK-NOT: quantkit.max_pool2d
// CHECK: linalg.pooling_nhwc_max
func.func @unread_input_rows(%x: tensor<1x5x5x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-remark @+1 {{logical kernel 'max_pool2d' kept in floating point: its port specs give an invalid quantkit.max_pool2d: 'quantkit.max_pool2d' op result shape [1, 2, 2, 2] must be [1, 3, 3, 2]}}
  %r = quantkit.region "max_pool2d" (%x) in [!act] out [!act]
      : (tensor<1x5x5x2xf32>) -> tensor<1x2x2x2xf32> {
  ^bb0(%a: tensor<1x5x5x2xf32>):
    %lowest = arith.constant -3.40282347E+38 : f32
    %p = tensor.pad %a low[0, 2, 2, 0] high[0, 0, 0, 0] {
    ^bb0(%i: index, %j: index, %k: index, %l: index):
      tensor.yield %lowest : f32
    } : tensor<1x5x5x2xf32> to tensor<1x7x7x2xf32>
    %win = tensor.empty() : tensor<3x3xf32>
    %e = tensor.empty() : tensor<1x2x2x2xf32>
    %f = linalg.fill ins(%lowest : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %m = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
        ins(%p, %win : tensor<1x7x7x2xf32>, tensor<3x3xf32>) outs(%f : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    quantkit.return %m : tensor<1x2x2x2xf32>
  }
  return %r : tensor<1x2x2x2xf32>
}
