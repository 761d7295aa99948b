// quantkit-materialize on the linalg kernels beyond plain contractions:
// add/mul (a fused clamp narrows the result's storage range), max and
// average pooling, a padded convolution, a batched matmul; and the regions
// it keeps in floating point, each with its remark.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(quantkit-materialize)' | FileCheck %s

!a = !quant.uniform<i8:f32, 0.5:-3>
!b = !quant.uniform<i8:f32, 0.25:2>
!out = !quant.uniform<i8:f32, 0.125:-10>

// Add with ReLU6 (range [zp, zp + round(6 / 0.125)] = [-10, 38]), then mul.
// CHECK-LABEL: func.func @add_relu6_mul
// CHECK: %[[X:.*]] = quant.qcast %arg0 : tensor<2x4xf32> to tensor<2x4x!quant.uniform<i8:f32, 5.000000e-01:-3>>
// CHECK: %[[Y:.*]] = quant.qcast %arg1 : tensor<2x4xf32> to tensor<2x4x!quant.uniform<i8:f32, 2.500000e-01:2>>
// CHECK: %[[A:.*]] = quantkit.add %[[X]], %[[Y]] : {{.*}} -> tensor<2x4x!quant.uniform<i8<-10:38>:f32, 1.250000e-01:-10>>
// CHECK: %[[S:.*]] = quant.scast %[[A]] : {{.*}} to tensor<2x4xi8>
// CHECK: %[[Q:.*]] = quant.scast %[[S]] : tensor<2x4xi8> to tensor<2x4x!quant.uniform<i8:f32, 1.250000e-01:-10>>
// CHECK: quant.dcast %[[Q]]
// CHECK: %[[M:.*]] = quantkit.mul %{{.*}}, %{{.*}} : {{.*}} -> tensor<2x4x!quant.uniform<i8:f32, 1.250000e-01:-10>>
// CHECK: quant.dcast %[[M]]
// CHECK-NOT: quantkit.region
func.func @add_relu6_mul(%x: tensor<2x4xf32>, %y: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
  %r = quantkit.region "add" (%x, %y) in [!a, !b] out [!out]
      : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32> {
  ^bb0(%p: tensor<2x4xf32>, %q: tensor<2x4xf32>):
    %lo = arith.constant dense<0.0> : tensor<2x4xf32>
    %e = tensor.empty() : tensor<2x4xf32>
    %s = linalg.add ins(%p, %q : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
    %t = arith.maximumf %s, %lo : tensor<2x4xf32>
    %u = tosa.clamp %t {min_val = -1.0 : f32, max_val = 6.0 : f32} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    quantkit.return %u : tensor<2x4xf32>
  }
  %m = quantkit.region "mul" (%x, %y) in [!a, !b] out [!out]
      : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32> {
  ^bb0(%p: tensor<2x4xf32>, %q: tensor<2x4xf32>):
    %e = tensor.empty() : tensor<2x4xf32>
    %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
        ins(%p, %q : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) {
    ^bb0(%i: f32, %j: f32, %o: f32):
      %v = arith.mulf %i, %j : f32
      linalg.yield %v : f32
    } -> tensor<2x4xf32>
    quantkit.return %s : tensor<2x4xf32>
  }
  return %r, %m : tensor<2x4xf32>, tensor<2x4xf32>
}

// -----

!act = !quant.uniform<i8:f32, 0.5:-3>

// Max pooling with its lowest-float padding, then average pooling: the
// padding of the tensor.pad, the window of the window tensor.
// CHECK-LABEL: func.func @pools
// CHECK: %[[MAX:.*]] = quantkit.max_pool2d %{{.*}} {kernel = array<i64: 2, 2>, padding = array<i64: 1, 0, 1, 0>, strides = array<i64: 1, 1>} : tensor<1x4x4x2x!quant.uniform<i8:f32, 5.000000e-01:-3>> -> tensor<1x4x4x2x!quant.uniform<i8:f32, 5.000000e-01:-3>>
// CHECK-NOT: quant.dcast
// CHECK: quantkit.avg_pool2d %[[MAX]] {kernel = array<i64: 2, 2>, padding = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : tensor<1x4x4x2x!quant.uniform<i8:f32, 5.000000e-01:-3>> -> tensor<1x2x2x2x!quant.uniform<i8:f32, 5.000000e-01:-3>>
func.func @pools(%x: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  %max = quantkit.region "max_pool2d" (%x) in [!act] out [!act]
      : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
  ^bb0(%a: tensor<1x4x4x2xf32>):
    %lowest = arith.constant -3.40282347E+38 : f32
    %p = tensor.pad %a low[0, 1, 1, 0] high[0, 0, 0, 0] {
    ^bb0(%i: index, %j: index, %k: index, %l: index):
      tensor.yield %lowest : f32
    } : tensor<1x4x4x2xf32> to tensor<1x5x5x2xf32>
    %win = tensor.empty() : tensor<2x2xf32>
    %e = tensor.empty() : tensor<1x4x4x2xf32>
    %f = linalg.fill ins(%lowest : f32) outs(%e : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
    %m = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
        ins(%p, %win : tensor<1x5x5x2xf32>, tensor<2x2xf32>) outs(%f : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
    quantkit.return %m : tensor<1x4x4x2xf32>
  }
  %avg = quantkit.region "avg_pool2d" (%max) in [!act] out [!act]
      : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  ^bb0(%a: tensor<1x4x4x2xf32>):
    %zero = arith.constant 0.0 : f32
    %win = tensor.empty() : tensor<2x2xf32>
    %e = tensor.empty() : tensor<1x2x2x2xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %s = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
        ins(%a, %win : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %d = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
        ins(%s : tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
    ^bb0(%v: f32, %o: f32):
      %four = arith.constant 4.0 : f32
      %r = arith.divf %v, %four : f32
      linalg.yield %r : f32
    } -> tensor<1x2x2x2xf32>
    quantkit.return %d : tensor<1x2x2x2xf32>
  }
  return %avg : tensor<1x2x2x2xf32>
}

// -----

!in = !quant.uniform<i8:f32, 0.5:-3>
!w = !quant.uniform<i8<-127:127>:f32:0, {0.015748031496062992, 0.0078740157480314959}>
!out = !quant.uniform<i8:f32, 0.25:-1>

// A convolution padded by a zero tensor.pad: the pad is the op's padding.
// CHECK-LABEL: func.func @padded_conv
// CHECK: %[[X:.*]] = quant.qcast %arg0 : tensor<1x3x3x1xf32> to tensor<1x3x3x1x!quant.uniform<i8:f32, 5.000000e-01:-3>>
// CHECK: quantkit.conv2d %[[X]], %{{.*}} {dilations = array<i64: 1, 1>, padding = array<i64: 1, 0, 0, 2>, strides = array<i64: 1, 1>} : {{.*}} -> tensor<1x3x5x2x!quant.uniform<i8:f32, 2.500000e-01:-1>>
// CHECK-NOT: tensor.pad
func.func @padded_conv(%x: tensor<1x3x3x1xf32>) -> tensor<1x3x5x2xf32> {
  %w = arith.constant dense<[[[[2.0]], [[1.0]]], [[[-1.0]], [[0.5]]]]> : tensor<2x2x1x1xf32>
  %r = quantkit.region "conv2d" (%x, %w) in [!in, !w] out [!out]
      : (tensor<1x3x3x1xf32>, tensor<2x2x1x1xf32>) -> tensor<1x3x5x2xf32> {
  ^bb0(%a: tensor<1x3x3x1xf32>, %f: tensor<2x2x1x1xf32>):
    %zero = arith.constant 0.0 : f32
    %p = tensor.pad %a low[0, 1, 0, 0] high[0, 0, 2, 0] {
    ^bb0(%i: index, %j: index, %k: index, %l: index):
      tensor.yield %zero : f32
    } : tensor<1x3x3x1xf32> to tensor<1x4x5x1xf32>
    %e = tensor.empty() : tensor<1x3x5x2xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x5x2xf32>) -> tensor<1x3x5x2xf32>
    %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
        ins(%p, %f : tensor<1x4x5x1xf32>, tensor<2x2x1x1xf32>) outs(%z : tensor<1x3x5x2xf32>) -> tensor<1x3x5x2xf32>
    quantkit.return %c : tensor<1x3x5x2xf32>
  }
  return %r : tensor<1x3x5x2xf32>
}

// -----

!in = !quant.uniform<i8:f32, 0.5:-3>
!w = !quant.uniform<i8<-127:127>:f32:2, {0.015748031496062992, 0.0078740157480314959}>
!out = !quant.uniform<i8:f32, 0.25:-1>

// CHECK-LABEL: func.func @batch_matmul
// CHECK: quantkit.matmul %{{.*}}, %{{.*}} : (tensor<2x1x3x!quant.uniform<i8:f32, 5.000000e-01:-3>>, tensor<2x3x2x!quant.uniform<i8<-127:127>:f32:2, {{.*}}>>) -> tensor<2x1x2x!quant.uniform<i8:f32, 2.500000e-01:-1>>
func.func @batch_matmul(%x: tensor<2x1x3xf32>, %w: tensor<2x3x2xf32>) -> tensor<2x1x2xf32> {
  %r = quantkit.region "matmul" (%x, %w) in [!in, !w] out [!out]
      : (tensor<2x1x3xf32>, tensor<2x3x2xf32>) -> tensor<2x1x2xf32> {
  ^bb0(%a: tensor<2x1x3xf32>, %b: tensor<2x3x2xf32>):
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<2x1x2xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x1x2xf32>) -> tensor<2x1x2xf32>
    %m = linalg.batch_matmul ins(%a, %b : tensor<2x1x3xf32>, tensor<2x3x2xf32>) outs(%z : tensor<2x1x2xf32>) -> tensor<2x1x2xf32>
    quantkit.return %m : tensor<2x1x2xf32>
  }
  return %r : tensor<2x1x2xf32>
}

// -----

!act = !quant.uniform<i8:f32, 0.5:-3>
!other = !quant.uniform<i8:f32, 0.25:-3>

// Kept in floating point: pooling whose ports differ (pool_c2), a dilated
// pooling, a region whose name is not what its body computes, an add whose
// operands broadcast (binary_c1).
// CHECK-LABEL: func.func @fallbacks
// CHECK-NOT: quantkit.max_pool2d
// CHECK-NOT: quantkit.add
// CHECK: linalg.pooling_nhwc_max
// CHECK: linalg.pooling_nhwc_max
// CHECK: linalg.add
// CHECK: tosa.add
func.func @fallbacks(%x: tensor<1x4x4x2xf32>, %y: tensor<1x4x4x2xf32>, %z: tensor<1x1x1x2xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>) {
  // expected-remark @+1 {{logical kernel 'max_pool2d' kept in floating point: its port specs give an invalid quantkit.max_pool2d: 'quantkit.max_pool2d' op input and result must share storage, scale and zero point}}
  %a = quantkit.region "max_pool2d" (%x) in [!act] out [!other]
      : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  ^bb0(%in: tensor<1x4x4x2xf32>):
    %ninf = arith.constant 0xFF800000 : f32
    %win = tensor.empty() : tensor<2x2xf32>
    %e = tensor.empty() : tensor<1x2x2x2xf32>
    %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %m = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
        ins(%in, %win : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    quantkit.return %m : tensor<1x2x2x2xf32>
  }
  // expected-remark @+1 {{logical kernel 'max_pool2d' kept in floating point: quantized pooling has no dilation}}
  %b = quantkit.region "max_pool2d" (%x) in [!act] out [!act]
      : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  ^bb0(%in: tensor<1x4x4x2xf32>):
    %ninf = arith.constant 0xFF800000 : f32
    %win = tensor.empty() : tensor<2x2xf32>
    %e = tensor.empty() : tensor<1x2x2x2xf32>
    %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %m = linalg.pooling_nhwc_max {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
        ins(%in, %win : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    quantkit.return %m : tensor<1x2x2x2xf32>
  }
  // expected-remark @+1 {{logical kernel 'mul' kept in floating point: its body computes 'add'}}
  %c = quantkit.region "mul" (%x, %y) in [!act, !act] out [!act]
      : (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
  ^bb0(%p: tensor<1x4x4x2xf32>, %q: tensor<1x4x4x2xf32>):
    %e = tensor.empty() : tensor<1x4x4x2xf32>
    %s = linalg.add ins(%p, %q : tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>) outs(%e : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
    quantkit.return %s : tensor<1x4x4x2xf32>
  }
  // A broadcasting tosa.add is no `add` kernel (quantkit-fuse wraps only
  // same-shape ones): a region written around it by hand is kept float.
  // expected-remark @+1 {{logical kernel 'add' kept in floating point: its body is not one kernel quantkit-fuse wraps}}
  %d = quantkit.region "add" (%x, %z) in [!act, !act] out [!act]
      : (tensor<1x4x4x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x4x4x2xf32> {
  ^bb0(%p: tensor<1x4x4x2xf32>, %q: tensor<1x1x1x2xf32>):
    %s = tosa.add %p, %q : (tensor<1x4x4x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x4x4x2xf32>
    quantkit.return %s : tensor<1x4x4x2xf32>
  }
  return %a, %b, %c, %d : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>
}
