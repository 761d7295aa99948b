// A convolution, its bias generic and a ReLU as torch-mlir writes it
// (cmpf ugt + select, the zero captured, `outs` the input) become one
// conv2d region with the clamp fused once quantkit-normalize has run; a
// matmul with a bias and mobilenet's ReLU6 pair of generics (0-d bounds
// truncated from f64) one matmul region. Without quantkit-normalize the
// activations stay outside the regions.
// RUN: %quantkit-opt %s -split-input-file -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-normalize,quantkit-fuse{target=tflite-int8})' \
// RUN:   | FileCheck %s
// RUN: %quantkit-opt %s -split-input-file -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-fuse{target=tflite-int8})' \
// RUN:   | FileCheck %s --check-prefix=NONORM

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#chan = affine_map<(d0, d1, d2, d3) -> (d3)>
#batch = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>

// CHECK-LABEL: func.func @conv_bias_relu
// CHECK: %[[R:.*]] = quantkit.region "conv2d"(%arg0, %arg1, %arg2) in [f32, f32, f32] out [f32]
// CHECK: linalg.conv_2d_nhwc_fhwc
// CHECK: arith.addf
// CHECK: arith.maximumf
// CHECK: quantkit.return
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]
// NONORM-LABEL: func.func @conv_bias_relu
// NONORM: quantkit.region "conv2d"
// NONORM: quantkit.return
// NONORM: linalg.generic
// NONORM: arith.select
func.func @conv_bias_relu(%x: tensor<1x5x5x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>) -> tensor<1x3x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x3x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x5x5x2xf32>, tensor<3x3x3x2xf32>) outs(%z : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %y = linalg.generic {indexing_maps = [#id, #chan, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %b : tensor<1x3x3x3xf32>, tensor<3xf32>) outs(%e : tensor<1x3x3x3xf32>) {
  ^bb0(%a: f32, %d: f32, %o: f32):
    %s = arith.addf %a, %d : f32
    linalg.yield %s : f32
  } -> tensor<1x3x3x3xf32>
  %r = linalg.generic {indexing_maps = [#batch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y : tensor<1x3x3x3xf32>) outs(%y : tensor<1x3x3x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.cmpf ugt, %in, %zero : f32
    %q = arith.select %p, %in, %zero : f32
    linalg.yield %q : f32
  } -> tensor<1x3x3x3xf32>
  return %r : tensor<1x3x3x3xf32>
}

// -----

#mm = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#scalar = affine_map<(d0, d1) -> ()>
#none = affine_map<() -> ()>

// CHECK-LABEL: func.func @matmul_bias_relu6
// CHECK: %[[R:.*]] = quantkit.region "matmul"(%arg0, %arg1, %arg2) in [f32, f32, f32] out [f32]
// CHECK: linalg.matmul
// CHECK: arith.addf
// CHECK: arith.maximumf
// CHECK: arith.minimumf
// CHECK: quantkit.return
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]
// NONORM-LABEL: func.func @matmul_bias_relu6
// NONORM: quantkit.region "matmul"
// NONORM: quantkit.return
// NONORM: arith.select
// NONORM: arith.select
func.func @matmul_bias_relu6(%x: tensor<2x4xf32>, %w: tensor<4x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %zero = arith.constant 0.0 : f32
  %zero64 = arith.constant 0.0 : f64
  %six64 = arith.constant 6.0 : f64
  %e = tensor.empty() : tensor<2x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %m = linalg.matmul ins(%x, %w : tensor<2x4xf32>, tensor<4x3xf32>) outs(%z : tensor<2x3xf32>) -> tensor<2x3xf32>
  %y = linalg.generic {indexing_maps = [#mm, #col, #mm], iterator_types = ["parallel", "parallel"]}
      ins(%m, %b : tensor<2x3xf32>, tensor<3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%a: f32, %d: f32, %o: f32):
    %s = arith.addf %a, %d : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %e64 = tensor.empty() : tensor<f64>
  %e32 = tensor.empty() : tensor<f32>
  %fz = linalg.fill ins(%zero64 : f64) outs(%e64 : tensor<f64>) -> tensor<f64>
  %lo = linalg.generic {indexing_maps = [#none, #none], iterator_types = []} ins(%fz : tensor<f64>) outs(%e32 : tensor<f32>) {
  ^bb0(%in: f64, %out: f32):
    %t = arith.truncf %in : f64 to f32
    linalg.yield %t : f32
  } -> tensor<f32>
  %fs = linalg.fill ins(%six64 : f64) outs(%e64 : tensor<f64>) -> tensor<f64>
  %hi = linalg.generic {indexing_maps = [#none, #none], iterator_types = []} ins(%fs : tensor<f64>) outs(%e32 : tensor<f32>) {
  ^bb0(%in: f64, %out: f32):
    %t = arith.truncf %in : f64 to f32
    linalg.yield %t : f32
  } -> tensor<f32>
  %r1 = linalg.generic {indexing_maps = [#mm, #scalar, #mm], iterator_types = ["parallel", "parallel"]} ins(%y, %lo : tensor<2x3xf32>, tensor<f32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %bound: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %bound : f32
    %s = arith.select %c, %in, %bound : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %r2 = linalg.generic {indexing_maps = [#scalar, #mm, #mm], iterator_types = ["parallel", "parallel"]} ins(%hi, %r1 : tensor<f32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%bound: f32, %in: f32, %out: f32):
    %c = arith.cmpf ult, %bound, %in : f32
    %s = arith.select %c, %bound, %in : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  return %r2 : tensor<2x3xf32>
}

// -----

// The bias addition and the ReLU in one generic (as elementwise fusion
// leaves them), and a residual add with a ReLU6 pair: the compare/select
// steps become maximumf/minimumf in place and fuse.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#chan = affine_map<(d0, d1, d2, d3) -> (d3)>

// CHECK-LABEL: func.func @fused_bias_relu_and_add_relu6
// CHECK: %[[C:.*]] = quantkit.region "conv2d"(%arg0, %arg1, %arg2) in [f32, f32, f32] out [f32]
// CHECK: linalg.conv_2d_nhwc_fhwc
// CHECK: arith.addf
// CHECK-NEXT: arith.constant 0.000000e+00
// CHECK-NEXT: arith.maximumf
// CHECK-NEXT: linalg.yield
// CHECK: quantkit.return
// CHECK: %[[A:.*]] = quantkit.region "add"(%[[C]], %arg3) in [f32, f32] out [f32]
// CHECK: arith.addf
// CHECK: arith.maximumf
// CHECK: arith.minimumf
// CHECK-NOT: arith.select
// CHECK: quantkit.return
// CHECK-NEXT: }
// CHECK-NEXT: return %[[A]]
// NONORM-LABEL: func.func @fused_bias_relu_and_add_relu6
// NONORM: quantkit.region "conv2d"(%arg0, %arg1) in [f32, f32] out [f32]
// NONORM-NOT: quantkit.region "add"
// NONORM: arith.select
// NONORM: return
func.func @fused_bias_relu_and_add_relu6(%x: tensor<1x5x5x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>, %r: tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %six = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<1x3x3x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x5x5x2xf32>, tensor<3x3x3x2xf32>) outs(%z : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %y = linalg.generic {indexing_maps = [#id, #chan, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %b : tensor<1x3x3x3xf32>, tensor<3xf32>) outs(%e : tensor<1x3x3x3xf32>) {
  ^bb0(%a: f32, %d: f32, %o: f32):
    %s = arith.addf %a, %d : f32
    %p = arith.cmpf ugt, %s, %zero : f32
    %q = arith.select %p, %s, %zero : f32
    linalg.yield %q : f32
  } -> tensor<1x3x3x3xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y, %r : tensor<1x3x3x3xf32>, tensor<1x3x3x3xf32>) outs(%e : tensor<1x3x3x3xf32>) {
  ^bb0(%a: f32, %d: f32, %o: f32):
    %s = arith.addf %a, %d : f32
    %p1 = arith.cmpf ult, %s, %zero : f32
    %q1 = arith.select %p1, %zero, %s : f32
    %p2 = arith.cmpf ult, %six, %q1 : f32
    %q2 = arith.select %p2, %six, %q1 : f32
    linalg.yield %q2 : f32
  } -> tensor<1x3x3x3xf32>
  return %sum : tensor<1x3x3x3xf32>
}
