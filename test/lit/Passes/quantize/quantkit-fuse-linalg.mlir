// quantkit-fuse on the linalg and arith source ops beyond plain
// contractions: padded convolutions, batched matmul, elementwise add/mul
// (named, generic, arith on tensors) with fused clamps, max and average
// pooling.
// RUN: %quantkit-opt %s -split-input-file -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-fuse{target=tflite-int8})' \
// RUN:   | FileCheck %s

// A zero tensor.pad of H and W before a convolution joins its region: the
// port is the unpadded input.
// CHECK-LABEL: func.func @padded_conv
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x4x4x2xf32>
// CHECK-NOT: tensor.pad
// CHECK: quantkit.region "conv2d"(%[[X]], %{{.*}}, %{{.*}}) in [f32, f32, f32] out [f32]
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<1x4x4x2xf32>,
// CHECK: tensor.pad %[[A]] low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: linalg.conv_2d_nhwc_fhwc
// CHECK: arith.minimumf
// CHECK: quantkit.return
func.func @padded_conv(%x: tensor<1x4x4x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>) -> tensor<1x4x4x3xf32> {
  %zero = arith.constant 0.0 : f32
  %six = arith.constant 6.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x4x4x2xf32> to tensor<1x6x6x2xf32>
  %e = tensor.empty() : tensor<1x4x4x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p, %w : tensor<1x6x6x2xf32>, tensor<3x3x3x2xf32>) outs(%z : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %b : tensor<1x4x4x3xf32>, tensor<3xf32>) outs(%e : tensor<1x4x4x3xf32>) {
  ^bb0(%a: f32, %d: f32, %o: f32):
    %s = arith.addf %a, %d : f32
    %r = arith.maximumf %s, %zero : f32
    %r6 = arith.minimumf %r, %six : f32
    linalg.yield %r6 : f32
  } -> tensor<1x4x4x3xf32>
  return %y : tensor<1x4x4x3xf32>
}

// -----

// Padding by something other than zero, or a pad with another user, stays
// outside: the region's port is the padded tensor.
// CHECK-LABEL: func.func @pad_not_fused
// CHECK: %[[P1:.*]] = tensor.pad
// CHECK: quantkit.region "depthwise_conv2d"(%[[P1]], %{{.*}})
// CHECK: %[[P2:.*]] = tensor.pad
// CHECK: quantkit.region "depthwise_conv2d"(%[[P2]], %{{.*}})
// CHECK: return
func.func @pad_not_fused(%x: tensor<1x3x3x2xf32>, %w: tensor<2x2x2xf32>) -> (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1x5x5x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %p1 = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %one : f32
  } : tensor<1x3x3x2xf32> to tensor<1x5x5x2xf32>
  %e = tensor.empty() : tensor<1x4x4x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %c1 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p1, %w : tensor<1x5x5x2xf32>, tensor<2x2x2xf32>) outs(%z : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %p2 = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x3x3x2xf32> to tensor<1x5x5x2xf32>
  %c2 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p2, %w : tensor<1x5x5x2xf32>, tensor<2x2x2xf32>) outs(%z : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  return %c1, %c2, %p2 : tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1x5x5x2xf32>
}

// -----

// Batched matmul with a per-channel bias.
// CHECK-LABEL: func.func @batch_matmul
// CHECK: quantkit.region "matmul"(%arg0, %arg1, %arg2) in [f32, f32, f32] out [f32]
// CHECK: linalg.batch_matmul
// CHECK: arith.addf
func.func @batch_matmul(%x: tensor<2x3x4xf32>, %w: tensor<2x4x5xf32>, %b: tensor<5xf32>) -> tensor<2x3x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x5xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  %m = linalg.batch_matmul ins(%x, %w : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%z : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (j)>, affine_map<(b, i, j) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%m, %b : tensor<2x3x5xf32>, tensor<5xf32>) outs(%e : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %d: f32, %o: f32):
    %s = arith.addf %a, %d : f32
    linalg.yield %s : f32
  } -> tensor<2x3x5xf32>
  return %y : tensor<2x3x5xf32>
}

// -----

!cal = !quant.calibrated<f32<-1.0:1.0>>

// Elementwise add and mul in their four forms; specs from adjacent casts.
// A clamp after add/mul joins it (a clamp-only generic, arith min/max with
// splat constants), as does a clamp inside the generic's own body.
// CHECK-LABEL: func.func @elementwise
// CHECK: quantkit.region "add"(%{{.*}}, %arg1) in [!quant.calibrated<f32<-1.000000e+00:1.000000e+00>>, f32] out [f32]
// CHECK: linalg.add
// CHECK: linalg.generic
// CHECK: arith.maximumf
// CHECK: quantkit.return
// CHECK: quantkit.region "mul"(%arg0, %arg1) in [f32, f32] out [!quant.calibrated<f32<-1.000000e+00:1.000000e+00>>]
// CHECK: linalg.mul
// CHECK: quantkit.return
// CHECK: quantkit.region "add"(%arg0, %arg1)
// CHECK: linalg.generic
// CHECK: arith.addf
// CHECK: arith.minimumf
// CHECK: quantkit.return
// CHECK: quantkit.region "mul"(%arg0, %arg1)
// CHECK: arith.mulf %{{.*}}, %{{.*}} : tensor<2x4xf32>
// CHECK: arith.maximumf %{{.*}}, %{{.*}} : tensor<2x4xf32>
// CHECK: arith.minimumf %{{.*}}, %{{.*}} : tensor<2x4xf32>
// CHECK: quantkit.return
// CHECK: quantkit.region "add"(%arg0, %arg1)
// CHECK: arith.addf %{{.*}}, %{{.*}} : tensor<2x4xf32>
// CHECK-NEXT: quantkit.return
func.func @elementwise(%x: tensor<2x4xf32>, %y: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %xq = quant.qcast %x : tensor<2x4xf32> to tensor<2x4x!cal>
  %xd = quant.dcast %xq : tensor<2x4x!cal> to tensor<2x4xf32>
  %a = linalg.add ins(%xd, %y : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%p: f32, %o: f32):
    %t = arith.maximumf %p, %zero : f32
    linalg.yield %t : f32
  } -> tensor<2x4xf32>
  %m = linalg.mul ins(%x, %y : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %mq = quant.qcast %m : tensor<2x4xf32> to tensor<2x4x!cal>
  %md = quant.dcast %mq : tensor<2x4x!cal> to tensor<2x4xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %q, %p : f32
    %c = arith.constant 1.0 : f32
    %t = arith.minimumf %s, %c : f32
    linalg.yield %t : f32
  } -> tensor<2x4xf32>
  %lo = arith.constant dense<0.0> : tensor<2x4xf32>
  %hi = arith.constant dense<6.0> : tensor<2x4xf32>
  %am = arith.mulf %x, %y : tensor<2x4xf32>
  %am1 = arith.maximumf %am, %lo : tensor<2x4xf32>
  %am2 = arith.minimumf %hi, %am1 : tensor<2x4xf32>
  %aa = arith.addf %x, %y : tensor<2x4xf32>
  return %r, %md, %g, %am2, %aa : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>
}

// -----

// Not add/mul kernels: operands of different shapes (broadcasting), a
// generic that subtracts, scalar arith. A product that broadcasts a
// run-time operand is a 'mul' kernel with the smaller tensor as its port
// (quantkit-materialize broadcasts its integers); the same with a constant
// operand, and a broadcasting sum, are not.
// CHECK-LABEL: func.func @not_elementwise
// CHECK-NOT: quantkit.region
// CHECK: quantkit.region "mul"(%{{.*}}, %arg1) in [f32, f32] out [f32] {{.*}}: (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
// CHECK-NOT: quantkit.region
// CHECK: return
func.func @not_elementwise(%x: tensor<2x4xf32>, %y: tensor<4xf32>, %s: f32) -> (tensor<2x4xf32>, tensor<2x4xf32>, f32) {
  %e = tensor.empty() : tensor<2x4xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %x : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %d = arith.subf %p, %q : f32
    linalg.yield %d : f32
  } -> tensor<2x4xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%g, %y : tensor<2x4xf32>, tensor<4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %d = arith.mulf %p, %q : f32
    linalg.yield %d : f32
  } -> tensor<2x4xf32>
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %hc = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%h, %c : tensor<2x4xf32>, tensor<4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %d = arith.mulf %p, %q : f32
    linalg.yield %d : f32
  } -> tensor<2x4xf32>
  %ha = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%hc, %y : tensor<2x4xf32>, tensor<4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %d = arith.addf %p, %q : f32
    linalg.yield %d : f32
  } -> tensor<2x4xf32>
  %t = arith.addf %s, %s : f32
  return %g, %h, %t : tensor<2x4xf32>, tensor<2x4xf32>, f32
}

// -----

// Max pooling from a lowest-float accumulator, with its lowest-float
// padding; average pooling as a sum pooling divided by the window size
// (divf by 4, or mulf by 1/4).
// CHECK-LABEL: func.func @pooling
// CHECK: %[[MAX:.*]] = quantkit.region "max_pool2d"(%arg0) in [f32] out [f32]
// CHECK: tensor.pad
// CHECK: linalg.pooling_nhwc_max
// CHECK: quantkit.return
// CHECK: quantkit.region "avg_pool2d"(%[[MAX]]) in [f32] out [f32]
// CHECK: linalg.pooling_nhwc_sum
// CHECK: arith.divf
// CHECK: quantkit.return
// CHECK: quantkit.region "avg_pool2d"(%arg0) in [f32] out [f32]
// CHECK: linalg.pooling_nhwc_sum
// CHECK: arith.mulf
// CHECK: quantkit.return
func.func @pooling(%x: tensor<1x4x4x2xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x3x3x2xf32>) {
  %lowest = arith.constant -3.40282347E+38 : f32
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 0, 0, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %lowest : f32
  } : tensor<1x4x4x2xf32> to tensor<1x5x5x2xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %e1 = tensor.empty() : tensor<1x4x4x2xf32>
  %f1 = linalg.fill ins(%lowest : f32) outs(%e1 : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %max = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%p, %win : tensor<1x5x5x2xf32>, tensor<2x2xf32>) outs(%f1 : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %e2 = tensor.empty() : tensor<1x2x2x2xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %sum = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%max, %win : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%f2 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %avg = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sum : tensor<1x2x2x2xf32>) outs(%e2 : tensor<1x2x2x2xf32>) {
  ^bb0(%s: f32, %o: f32):
    %four = arith.constant 4.0 : f32
    %d = arith.divf %s, %four : f32
    linalg.yield %d : f32
  } -> tensor<1x2x2x2xf32>
  %e3 = tensor.empty() : tensor<1x3x3x2xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  %sum2 = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %win : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%f3 : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  %avg2 = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sum2 : tensor<1x3x3x2xf32>) outs(%e3 : tensor<1x3x3x2xf32>) {
  ^bb0(%s: f32, %o: f32):
    %q = arith.constant 0.25 : f32
    %d = arith.mulf %q, %s : f32
    linalg.yield %d : f32
  } -> tensor<1x3x3x2xf32>
  return %avg, %avg2 : tensor<1x2x2x2xf32>, tensor<1x3x3x2xf32>
}

// -----

// Not pooling kernels: a sum pooling divided by the wrong count, a sum
// pooling alone, a max pooling from a zero accumulator.
// CHECK-LABEL: func.func @not_pooling
// CHECK-NOT: quantkit.region
// CHECK: return
func.func @not_pooling(%x: tensor<1x4x4x2xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %win = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %sum = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %win : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %avg = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sum : tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%s: f32, %o: f32):
    %three = arith.constant 3.0 : f32
    %d = arith.divf %s, %three : f32
    linalg.yield %d : f32
  } -> tensor<1x2x2x2xf32>
  %sum2 = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %win : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %max = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %win : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %avg, %sum2, %max : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>
}

// -----

// A clamp after a pooling stays outside (pooling results keep their
// input's parameters, so there is no range to narrow).
// CHECK-LABEL: func.func @pool_then_relu
// CHECK: %[[R:.*]] = quantkit.region "max_pool2d"
// CHECK: quantkit.return
// CHECK: arith.maximumf %[[R]]
func.func @pool_then_relu(%x: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %win = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %max = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %win : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %zero = arith.constant dense<0.0> : tensor<1x2x2x2xf32>
  %r = arith.maximumf %max, %zero : tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}
