// quantkit-fuse wraps contractions and their bias/clamp epilogue into
// quantkit.regions named after the target's kernels.
// RUN: %quantkit-opt %s -split-input-file -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-fuse{target=tflite-int8})' \
// RUN:   | FileCheck %s
// RUN: not %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-fuse{target=no-such-target})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: unknown target 'no-such-target'

!cal_in = !quant.calibrated<f32<-2.0:2.0>>
!cal_out = !quant.calibrated<f32<0.0:4.0>>

// Matmul, bias addition and ReLU become one region; the weights and the bias
// are inputs defined outside; the specs come from the calibrated pairs.
// CHECK-LABEL: func.func @matmul_bias_relu
// CHECK-SAME: %[[X:.*]]: tensor<2x3xf32>
// CHECK: %[[W:.*]] = arith.constant dense<{{.*}}> : tensor<3x4xf32>
// CHECK: %[[B:.*]] = arith.constant dense<{{.*}}> : tensor<4xf32>
// CHECK: %[[D:.*]] = quant.dcast
// CHECK: %[[R:.*]] = quantkit.region "matmul"(%[[D]], %[[W]], %[[B]]) in [!quant.calibrated<f32<-2.000000e+00:2.000000e+00>>, f32, f32] out [!quant.calibrated<f32<0.000000e+00:4.000000e+00>>]
// CHECK-NEXT: ^bb0(%[[A0:.*]]: tensor<2x3xf32>, %[[A1:.*]]: tensor<3x4xf32>, %[[A2:.*]]: tensor<4xf32>):
// CHECK: linalg.fill
// CHECK: linalg.matmul ins(%[[A0]], %[[A1]] :
// CHECK: linalg.generic
// CHECK: arith.addf
// CHECK: arith.maximumf
// CHECK: quantkit.return
// CHECK: quant.qcast %[[R]]
// CHECK-NOT: linalg.matmul
func.func @matmul_bias_relu(%x: tensor<2x3xf32>) -> tensor<2x4xf32> {
  %w = arith.constant dense<[[1.0, 0.5, -1.0, 0.25], [0.5, -0.5, 1.0, 0.0], [-0.25, 1.0, 0.5, 2.0]]> : tensor<3x4xf32>
  %b = arith.constant dense<[0.5, -0.5, 0.25, 0.0]> : tensor<4xf32>
  %zero = arith.constant 0.0 : f32
  %xq = quant.qcast %x : tensor<2x3xf32> to tensor<2x3x!cal_in>
  %xd = quant.dcast %xq : tensor<2x3x!cal_in> to tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul ins(%xd, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%m, %b : tensor<2x4xf32>, tensor<4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x4xf32>
  %hq = quant.qcast %h : tensor<2x4xf32> to tensor<2x4x!cal_out>
  %hd = quant.dcast %hq : tensor<2x4x!cal_out> to tensor<2x4xf32>
  return %hd : tensor<2x4xf32>
}

// -----

// A convolution and its bias; the model fixed the input (uniform pair).
// CHECK-LABEL: func.func @conv_bias
// CHECK: quantkit.region "conv2d"(%{{.*}}, %{{.*}}, %{{.*}}) in [!quant.uniform<i8:f32, 5.000000e-02:-3>, f32, f32] out [f32]
// CHECK: linalg.conv_2d_nhwc_fhwc
// CHECK: arith.addf
// CHECK-NOT: arith.maximumf
// CHECK: quantkit.return
func.func @conv_bias(%x: tensor<1x4x4x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>) -> tensor<1x2x2x3xf32> {
  %zero = arith.constant 0.0 : f32
  %xq = quant.qcast %x : tensor<1x4x4x2xf32> to tensor<1x4x4x2x!quant.uniform<i8:f32, 0.05:-3>>
  %xd = quant.dcast %xq : tensor<1x4x4x2x!quant.uniform<i8:f32, 0.05:-3>> to tensor<1x4x4x2xf32>
  %e = tensor.empty() : tensor<1x2x2x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%xd, %w : tensor<1x4x4x2xf32>, tensor<3x3x3x2xf32>) outs(%z : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %b : tensor<1x2x2x3xf32>, tensor<3xf32>) outs(%e : tensor<1x2x2x3xf32>) {
  ^bb0(%a: f32, %d: f32, %o: f32):
    %s = arith.addf %a, %d : f32
    linalg.yield %s : f32
  } -> tensor<1x2x2x3xf32>
  return %y : tensor<1x2x2x3xf32>
}

// -----

// Depthwise convolution with ReLU6 and no bias: two ports.
// CHECK-LABEL: func.func @depthwise_relu6
// CHECK: quantkit.region "depthwise_conv2d"(%{{.*}}, %{{.*}}) in [f32, f32] out [f32]
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc
// CHECK: arith.maximumf
// CHECK: arith.minimumf
func.func @depthwise_relu6(%x: tensor<1x3x3x2xf32>, %w: tensor<2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %six = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %c = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x3x3x2xf32>, tensor<2x2x2xf32>) outs(%z : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c : tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %zero : f32
    %r6 = arith.minimumf %r, %six : f32
    linalg.yield %r6 : f32
  } -> tensor<1x2x2x2xf32>
  return %y : tensor<1x2x2x2xf32>
}

// -----

// The model asks to keep this matmul in floating point: every port is none.
// CHECK-LABEL: func.func @keep_float
// CHECK: quantkit.region "matmul"(%{{.*}}, %{{.*}}) in [none, none] out [none]
func.func @keep_float(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul {quantkit.float} ins(%x, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %m : tensor<2x4xf32>
}

// -----

// Not fused: an accumulator that is not zero (the product is added to %acc),
// an epilogue reading something other than a per-channel bias, and a matmul
// whose product has another user (it is wrapped without the epilogue).
// The matmul left outside says why, for quantkit-report.
// CHECK-LABEL: func.func @negative
// CHECK: linalg.matmul {quantkit.float_reason = "form not recognised: the accumulator is not a zero fill"} ins(%{{.*}}, %{{.*}} : tensor<2x3xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x4xf32>)
// CHECK: quantkit.region "matmul"
// CHECK-NOT: linalg.generic
// CHECK: quantkit.return
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK: quantkit.region "matmul"
// CHECK-NOT: linalg.generic
// CHECK: quantkit.return
// CHECK: linalg.generic
func.func @negative(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>, %acc: tensor<2x4xf32>, %s: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %a = linalg.matmul ins(%x, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%acc : tensor<2x4xf32>) -> tensor<2x4xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul ins(%x, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%m, %s : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.mulf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<2x4xf32>
  %m2 = linalg.matmul ins(%x, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %g2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%m2 : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%p: f32, %o: f32):
    %r = arith.maximumf %p, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x4xf32>
  return %a, %g, %m2, %g2 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>
}
