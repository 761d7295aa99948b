// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize)' -split-input-file | FileCheck %s

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#b0 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>

// Convolution: input and filter transposed, the fill of an empty init is a
// fill of an NHWC empty tensor, strides and dilations kept.
// CHECK-LABEL: func.func @conv_nchw(
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x3x10x10xf32>, %[[W:[^:]+]]: tensor<8x3x3x3xf32>
// CHECK: %[[XT:.+]] = linalg.transpose ins(%[[X]] : tensor<1x3x10x10xf32>) outs(%{{.+}} : tensor<1x10x10x3xf32>) permutation = [0, 2, 3, 1]
// CHECK: %[[WT:.+]] = linalg.transpose ins(%[[W]] : tensor<8x3x3x3xf32>) outs(%{{.+}} : tensor<8x3x3x3xf32>) permutation = [0, 2, 3, 1]
// CHECK: %[[E:.+]] = tensor.empty() : tensor<1x4x4x8xf32>
// CHECK: %[[Z:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[E]] : tensor<1x4x4x8xf32>)
// CHECK: %[[C:.+]] = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%[[XT]], %[[WT]] : {{.*}}) outs(%[[Z]] : tensor<1x4x4x8xf32>)
// CHECK: %[[R:.+]] = linalg.transpose ins(%[[C]] : tensor<1x4x4x8xf32>) outs(%{{.+}} : tensor<1x8x4x4xf32>) permutation = [0, 3, 1, 2]
// CHECK: return %[[R]]
func.func @conv_nchw(%x: tensor<1x3x10x10xf32>, %w: tensor<8x3x3x3xf32>) -> tensor<1x8x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8x4x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %w : tensor<1x3x10x10xf32>, tensor<8x3x3x3xf32>) outs(%z : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  return %c : tensor<1x8x4x4xf32>
}

// -----

// An init that is not a fill of an empty tensor is transposed.
// CHECK-LABEL: func.func @conv_other_init(
// CHECK-SAME: %[[INIT:[^:]+]]: tensor<1x8x8x8xf32>)
// CHECK: %[[IT:.+]] = linalg.transpose ins(%[[INIT]] : tensor<1x8x8x8xf32>) {{.*}} permutation = [0, 2, 3, 1]
// CHECK: linalg.conv_2d_nhwc_fhwc {{.*}} outs(%[[IT]] : tensor<1x8x8x8xf32>)
func.func @conv_other_init(%x: tensor<1x3x10x10xf32>, %w: tensor<8x3x3x3xf32>, %init: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<1x3x10x10xf32>, tensor<8x3x3x3xf32>) outs(%init : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  return %c : tensor<1x8x8x8xf32>
}

// -----

// CHECK-LABEL: func.func @depthwise_nchw(
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x4x10x10xf32>, %[[W:[^:]+]]: tensor<4x3x3xf32>
// CHECK: %[[XT:.+]] = linalg.transpose ins(%[[X]] : {{.*}}) outs(%{{.+}} : tensor<1x10x10x4xf32>) permutation = [0, 2, 3, 1]
// CHECK: %[[WT:.+]] = linalg.transpose ins(%[[W]] : tensor<4x3x3xf32>) outs(%{{.+}} : tensor<3x3x4xf32>) permutation = [1, 2, 0]
// CHECK: %[[C:.+]] = linalg.depthwise_conv_2d_nhwc_hwc {{.*}} ins(%[[XT]], %[[WT]] : {{.*}}) outs(%{{.+}} : tensor<1x8x8x4xf32>)
// CHECK: linalg.transpose ins(%[[C]] : {{.*}}) outs(%{{.+}} : tensor<1x4x8x8xf32>) permutation = [0, 3, 1, 2]
// CHECK-NOT: depthwise_conv_2d_nchw_chw
func.func @depthwise_nchw(%x: tensor<1x4x10x10xf32>, %w: tensor<4x3x3xf32>) -> tensor<1x4x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %c = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<1x4x10x10xf32>, tensor<4x3x3xf32>) outs(%z : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  return %c : tensor<1x4x8x8xf32>
}

// -----

// CHECK-LABEL: func.func @pool_max_nchw(
// CHECK: %[[WIN:.+]] = tensor.empty() : tensor<3x3xf32>
// CHECK: %[[XT:.+]] = linalg.transpose {{.*}} permutation = [0, 2, 3, 1]
// CHECK: %[[P:.+]] = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%[[XT]], %[[WIN]] : tensor<1x9x9x4xf32>, tensor<3x3xf32>) outs(%{{.+}} : tensor<1x4x4x4xf32>)
// CHECK: linalg.transpose ins(%[[P]] : {{.*}} permutation = [0, 3, 1, 2]
func.func @pool_max_nchw(%x: tensor<1x4x9x9xf32>) -> tensor<1x4x4x4xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %z = linalg.fill ins(%lowest : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %win : tensor<1x4x9x9xf32>, tensor<3x3xf32>) outs(%z : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %p : tensor<1x4x4x4xf32>
}

// -----

// A window smaller than the map (a global one becomes a depthwise
// convolution: quantkit-normalize-global-pool.mlir).
// CHECK-LABEL: func.func @pool_sum_nchw(
// CHECK: %[[P:.+]] = linalg.pooling_nhwc_sum {{.*}} outs(%{{.+}} : tensor<1x2x2x4xf32>)
// CHECK: linalg.transpose ins(%[[P]] : tensor<1x2x2x4xf32>) outs(%{{.+}} : tensor<1x4x2x2xf32>) permutation = [0, 3, 1, 2]
func.func @pool_sum_nchw(%x: tensor<1x4x5x5xf32>) -> tensor<1x4x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x2x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32>
  %win = tensor.empty() : tensor<4x4xf32>
  %p = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %win : tensor<1x4x5x5xf32>, tensor<4x4xf32>) outs(%z : tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32>
  return %p : tensor<1x4x2x2xf32>
}

// -----

// Inverse transposes cancel; others compose into one.
// CHECK-LABEL: func.func @transpose_pairs(
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x2x3x4xf32>
// CHECK: %[[T:.+]] = linalg.transpose ins(%[[X]] : tensor<1x2x3x4xf32>) outs(%{{.+}} : tensor<1x4x2x3xf32>) permutation = [0, 3, 1, 2]
// CHECK-NOT: linalg.transpose
// CHECK: return %[[X]], %[[T]]
func.func @transpose_pairs(%x: tensor<1x2x3x4xf32>) -> (tensor<1x2x3x4xf32>, tensor<1x4x2x3xf32>) {
  %e0 = tensor.empty() : tensor<1x3x4x2xf32>
  %t0 = linalg.transpose ins(%x : tensor<1x2x3x4xf32>) outs(%e0 : tensor<1x3x4x2xf32>) permutation = [0, 2, 3, 1]
  %e1 = tensor.empty() : tensor<1x2x3x4xf32>
  %t1 = linalg.transpose ins(%t0 : tensor<1x3x4x2xf32>) outs(%e1 : tensor<1x2x3x4xf32>) permutation = [0, 3, 1, 2]
  %e2 = tensor.empty() : tensor<1x4x2x3xf32>
  %t2 = linalg.transpose ins(%t0 : tensor<1x3x4x2xf32>) outs(%e2 : tensor<1x4x2x3xf32>) permutation = [0, 2, 3, 1]
  return %t1, %t2 : tensor<1x2x3x4xf32>, tensor<1x4x2x3xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#b0 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>

// A small NCHW chain: pad, conv, bias generic, ReLU generic, pad, conv.
// The input transpose goes before the input pad (which then pads H and W of
// NHWC), every other activation transpose cancels: one remains at the input
// and one at the output, besides the two filter transposes. The bias is
// read along the last dimension.
// CHECK: #[[$LAST:.+]] = affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK-LABEL: func.func @chain(
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x3x8x8xf32>
// CHECK: %[[XT:.+]] = linalg.transpose ins(%[[X]] : {{.*}} permutation = [0, 2, 3, 1]
// CHECK: %[[XP:.+]] = tensor.pad %[[XT]] low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK-NOT: linalg.transpose ins(%{{[^ ]+}} : tensor<1x
// CHECK: %[[C1:.+]] = linalg.conv_2d_nhwc_fhwc {{.*}} ins(%[[XP]],
// CHECK: %[[B:.+]] = linalg.generic {indexing_maps = [#{{[^,]+}}, #[[$LAST]], #{{[^,]+}}]{{.*}} ins(%[[C1]], %{{.+}} : tensor<1x8x8x8xf32>, tensor<8xf32>)
// CHECK: %[[R:.+]] = linalg.generic {{.*}} ins(%[[B]] :
// CHECK: arith.maximumf
// CHECK: %[[RP:.+]] = tensor.pad %[[R]] low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK-NOT: linalg.transpose ins(%{{[^ ]+}} : tensor<1x
// CHECK: %[[C2:.+]] = linalg.conv_2d_nhwc_fhwc {{.*}} ins(%[[RP]],
// CHECK: %[[OUT:.+]] = linalg.transpose ins(%[[C2]] : {{.*}} permutation = [0, 3, 1, 2]
// CHECK-NOT: linalg.transpose
// CHECK: return %[[OUT]]
func.func @chain(%x: tensor<1x3x8x8xf32>, %w1: tensor<8x3x3x3xf32>, %b1: tensor<8xf32>, %w2: tensor<8x8x3x3xf32>) -> tensor<1x8x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %xp = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x3x8x8xf32> to tensor<1x3x10x10xf32>
  %e = tensor.empty() : tensor<1x8x8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %c1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%xp, %w1 : tensor<1x3x10x10xf32>, tensor<8x3x3x3xf32>) outs(%z : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %b = linalg.generic {indexing_maps = [#b0, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c1, %b1 : tensor<1x8x8x8xf32>, tensor<8xf32>) outs(%e : tensor<1x8x8x8xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<1x8x8x8xf32>
  %r = linalg.generic {indexing_maps = [#b0, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%b : tensor<1x8x8x8xf32>) outs(%e : tensor<1x8x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.cmpf ugt, %in, %zero : f32
    %s = arith.select %p, %in, %zero : f32
    linalg.yield %s : f32
  } -> tensor<1x8x8x8xf32>
  %rp = tensor.pad %r low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x8x8x8xf32> to tensor<1x8x10x10xf32>
  %c2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%rp, %w2 : tensor<1x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%z : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  return %c2 : tensor<1x8x8x8xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>

// torch-mlir's batch norm (one generic, the conv result as init too) with
// parameters that are not constants: nothing folds it, the transpose passes.
// CHECK: #[[$LASTBN:.+]] = affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK-LABEL: func.func @batch_norm_not_constant(
// CHECK: %[[C:.+]] = linalg.conv_2d_nhwc_fhwc
// CHECK: %[[E:.+]] = tensor.empty() : tensor<1x4x4x4xf32>
// CHECK: %[[BN:.+]] = linalg.generic {indexing_maps = [#{{[^,]+}}, #[[$LASTBN]], #[[$LASTBN]], #[[$LASTBN]], #[[$LASTBN]], #{{[^,]+}}]{{.*}} ins(%[[C]], {{.*}}) outs(%[[E]] : tensor<1x4x4x4xf32>)
// CHECK: math.rsqrt
// CHECK: %[[T:.+]] = linalg.transpose ins(%[[BN]] : {{.*}} permutation = [0, 3, 1, 2]
// CHECK: return %[[T]]
func.func @batch_norm_not_constant(%x: tensor<1x4x6x6xf32>, %w: tensor<4x4x3x3xf32>, %gamma: tensor<4xf32>, %beta: tensor<4xf32>, %mean: tensor<4xf32>, %var: tensor<4xf32>) -> tensor<1x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-05 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<1x4x6x6xf32>, tensor<4x4x3x3xf32>) outs(%z : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %bn = linalg.generic {indexing_maps = [#id, #ch, #ch, #ch, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %gamma, %beta, %mean, %var : tensor<1x4x4x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<1x4x4x4xf32>) {
  ^bb0(%in: f32, %g: f32, %b: f32, %m: f32, %v: f32, %out: f32):
    %0 = arith.addf %v, %eps : f32
    %1 = math.rsqrt %0 : f32
    %2 = arith.subf %in, %m : f32
    %3 = arith.mulf %2, %1 : f32
    %4 = arith.mulf %3, %g : f32
    %5 = arith.addf %4, %b : f32
    linalg.yield %5 : f32
  } -> tensor<1x4x4x4xf32>
  return %bn : tensor<1x4x4x4xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#b0 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>

// A generic whose body reads its init (an accumulation into the input).
// The init the body reads is carried into the new layout: the transpose of
// it cancels with the one before.
// CHECK-LABEL: func.func @generic_reads_init(
// CHECK-SAME: %[[Y:[^:]+]]: tensor<1x4x4x3xf32>)
// CHECK: %[[G:.+]] = linalg.generic {{.*}} ins(%[[Y]] : tensor<1x4x4x3xf32>) outs(%[[Y]] : tensor<1x4x4x3xf32>)
// CHECK: arith.addf %{{.+}}, %{{.+}}
// CHECK: linalg.transpose ins(%[[G]] : {{.*}} permutation = [0, 3, 1, 2]
func.func @generic_reads_init(%x: tensor<1x3x4x4xf32>, %y: tensor<1x4x4x3xf32>) -> tensor<1x3x4x4xf32> {
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %t = linalg.transpose ins(%y : tensor<1x4x4x3xf32>) outs(%e : tensor<1x3x4x4xf32>) permutation = [0, 3, 1, 2]
  %g = linalg.generic {indexing_maps = [#b0, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%t : tensor<1x3x4x4xf32>) outs(%t : tensor<1x3x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<1x3x4x4xf32>
  return %g : tensor<1x3x4x4xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// A transposed input beside a whole-space input in the other layout that is
// not a constant: moving the transpose would only add one. Left alone.
// CHECK-LABEL: func.func @mixed_layouts(
// CHECK: %[[T:.+]] = linalg.transpose
// CHECK: linalg.generic {{.*}} ins(%[[T]], %{{.+}} : tensor<1x3x4x4xf32>, tensor<1x3x4x4xf32>)
// CHECK-NOT: linalg.transpose
func.func @mixed_layouts(%x: tensor<1x4x4x3xf32>, %y: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %t = linalg.transpose ins(%x : tensor<1x4x4x3xf32>) outs(%e : tensor<1x3x4x4xf32>) permutation = [0, 3, 1, 2]
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%t, %y : tensor<1x3x4x4xf32>, tensor<1x3x4x4xf32>) outs(%e : tensor<1x3x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<1x3x4x4xf32>
  return %g : tensor<1x3x4x4xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// A whole-space constant beside the transposed input is transposed the
// other way, and the weight-folding round evaluates that transpose.
// CHECK-LABEL: func.func @constant_operand(
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x2x2x2xf32>)
// CHECK: %[[CST:.+]] = arith.constant dense
// CHECK-NOT: linalg.transpose ins(%[[CST]]
// CHECK: %[[G:.+]] = linalg.generic {{.*}} ins(%[[X]], %[[CST]] :
// CHECK: linalg.transpose ins(%[[G]] : {{.*}} permutation = [0, 3, 1, 2]
func.func @constant_operand(%x: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %cst = arith.constant dense<[[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]]> : tensor<1x2x2x2xf32>
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %t = linalg.transpose ins(%x : tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) permutation = [0, 3, 1, 2]
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%t, %cst : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.mulf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<1x2x2x2xf32>
  return %g : tensor<1x2x2x2xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// linalg.index reads loop numbers: the transpose moves past the generic
// with them renumbered (NCHW's channel, loop 1, is NHWC's loop 3), as the
// per-position count of an average pooling that excludes padding needs.
// CHECK-LABEL: func.func @generic_with_index(
// CHECK-SAME: %[[X:.+]]: tensor<1x4x4x3xf32>
// CHECK: %[[G:.+]] = linalg.generic {{.*}} ins(%[[X]] : tensor<1x4x4x3xf32>)
// CHECK: linalg.index 3
// CHECK: linalg.transpose ins(%[[G]] : tensor<1x4x4x3xf32>) {{.*}} permutation = [0, 3, 1, 2]
func.func @generic_with_index(%x: tensor<1x4x4x3xf32>) -> tensor<1x3x4x4xf32> {
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %t = linalg.transpose ins(%x : tensor<1x4x4x3xf32>) outs(%e : tensor<1x3x4x4xf32>) permutation = [0, 3, 1, 2]
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%t : tensor<1x3x4x4xf32>) outs(%e : tensor<1x3x4x4xf32>) {
  ^bb0(%a: f32, %out: f32):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %s = arith.addf %a, %f : f32
    linalg.yield %s : f32
  } -> tensor<1x3x4x4xf32>
  return %g : tensor<1x3x4x4xf32>
}

// -----

#in = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#out = affine_map<(d0, d1, d2, d3) -> (d0, d1)>

// A reduction is not elementwise. Left alone.
// CHECK-LABEL: func.func @reduction(
// CHECK: %[[T:.+]] = linalg.transpose
// CHECK: linalg.generic {{.*}} ins(%[[T]] :
func.func @reduction(%x: tensor<1x4x4x3xf32>, %init: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %t = linalg.transpose ins(%x : tensor<1x4x4x3xf32>) outs(%e : tensor<1x3x4x4xf32>) permutation = [0, 3, 1, 2]
  %g = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%t : tensor<1x3x4x4xf32>) outs(%init : tensor<1x3xf32>) {
  ^bb0(%a: f32, %out: f32):
    %s = arith.addf %a, %out : f32
    linalg.yield %s : f32
  } -> tensor<1x3xf32>
  return %g : tensor<1x3xf32>
}

// -----

// CHECK-LABEL: func.func @pad_transposed(
// CHECK: %[[N:.+]] = arith.negf
// CHECK: %[[P:.+]] = tensor.pad %[[N]] low[0, 1, 2, 0] high[0, 2, 1, 0]
// CHECK: } : tensor<1x4x5x3xf32> to tensor<1x7x8x3xf32>
// CHECK: linalg.transpose ins(%[[P]] : tensor<1x7x8x3xf32>) outs(%{{.+}} : tensor<1x3x7x8xf32>) permutation = [0, 3, 1, 2]
func.func @pad_transposed(%x: tensor<1x4x5x3xf32>) -> tensor<1x3x7x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x4x5xf32>
  %y = arith.negf %x : tensor<1x4x5x3xf32>
  %t = linalg.transpose ins(%y : tensor<1x4x5x3xf32>) outs(%e : tensor<1x3x4x5xf32>) permutation = [0, 3, 1, 2]
  %p = tensor.pad %t low[0, 0, 1, 2] high[0, 0, 2, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x3x4x5xf32> to tensor<1x3x7x8xf32>
  return %p : tensor<1x3x7x8xf32>
}

// -----

// A pad whose value depends on the position: the index arguments follow
// their dimensions.
// CHECK-LABEL: func.func @pad_index_body(
// CHECK: tensor.pad %{{.+}} low[0, 1, 0, 0] high[0, 0, 0, 0] {
// CHECK: ^bb0(%{{[^:]+}}: index, %{{[^:]+}}: index, %{{[^:]+}}: index, %[[C:[^:]+]]: index):
// CHECK: arith.index_cast %[[C]] : index to i64
// CHECK: linalg.transpose
func.func @pad_index_body(%x: tensor<1x4x5x3xf32>) -> tensor<1x3x5x5xf32> {
  %e = tensor.empty() : tensor<1x3x4x5xf32>
  %y = arith.negf %x : tensor<1x4x5x3xf32>
  %t = linalg.transpose ins(%y : tensor<1x4x5x3xf32>) outs(%e : tensor<1x3x4x5xf32>) permutation = [0, 3, 1, 2]
  %p = tensor.pad %t low[0, 0, 1, 0] high[0, 0, 0, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    %c = arith.index_cast %j : index to i64
    %f = arith.sitofp %c : i64 to f32
    tensor.yield %f : f32
  } : tensor<1x3x4x5xf32> to tensor<1x3x5x5xf32>
  return %p : tensor<1x3x5x5xf32>
}

// -----

// CHECK-LABEL: func.func @concat_transposed(
// CHECK: %[[A:.+]] = arith.negf
// CHECK: %[[B:.+]] = arith.negf
// CHECK: %[[C:.+]] = tensor.concat dim(3) %[[A]], %[[B]] : (tensor<1x4x4x3xf32>, tensor<1x4x4x5xf32>) -> tensor<1x4x4x8xf32>
// CHECK: linalg.transpose ins(%[[C]] : {{.*}} permutation = [0, 3, 1, 2]
func.func @concat_transposed(%x: tensor<1x4x4x3xf32>, %y: tensor<1x4x4x5xf32>) -> tensor<1x8x4x4xf32> {
  %x1 = arith.negf %x : tensor<1x4x4x3xf32>
  %y1 = arith.negf %y : tensor<1x4x4x5xf32>
  %e0 = tensor.empty() : tensor<1x3x4x4xf32>
  %t0 = linalg.transpose ins(%x1 : tensor<1x4x4x3xf32>) outs(%e0 : tensor<1x3x4x4xf32>) permutation = [0, 3, 1, 2]
  %e1 = tensor.empty() : tensor<1x5x4x4xf32>
  %t1 = linalg.transpose ins(%y1 : tensor<1x4x4x5xf32>) outs(%e1 : tensor<1x5x4x4xf32>) permutation = [0, 3, 1, 2]
  %c = tensor.concat dim(1) %t0, %t1 : (tensor<1x3x4x4xf32>, tensor<1x5x4x4xf32>) -> tensor<1x8x4x4xf32>
  return %c : tensor<1x8x4x4xf32>
}

// -----

// torch-mlir's concatenation: insert_slice into an empty tensor.
// CHECK-LABEL: func.func @insert_slice_concat(
// CHECK: %[[A:.+]] = arith.negf
// CHECK: %[[B:.+]] = arith.negf
// The transposes move through the slices, and the slices then become the
// tensor.concat they stand for (Concatenation.cpp).
// CHECK-NOT: tensor.insert_slice
// CHECK: %[[S:.+]] = tensor.concat dim(3) %[[A]], %[[B]] : (tensor<1x4x4x3xf32>, tensor<1x4x4x3xf32>) -> tensor<1x4x4x6xf32>
// CHECK: %[[T:.+]] = linalg.transpose ins(%[[S]] : tensor<1x4x4x6xf32>) {{.*}} permutation = [0, 3, 1, 2]
// CHECK-NOT: linalg.transpose
// CHECK: return %[[T]]
func.func @insert_slice_concat(%x: tensor<1x4x4x3xf32>, %y: tensor<1x4x4x3xf32>) -> tensor<1x6x4x4xf32> {
  %x1 = arith.negf %x : tensor<1x4x4x3xf32>
  %y1 = arith.negf %y : tensor<1x4x4x3xf32>
  %e0 = tensor.empty() : tensor<1x3x4x4xf32>
  %t0 = linalg.transpose ins(%x1 : tensor<1x4x4x3xf32>) outs(%e0 : tensor<1x3x4x4xf32>) permutation = [0, 3, 1, 2]
  %t1 = linalg.transpose ins(%y1 : tensor<1x4x4x3xf32>) outs(%e0 : tensor<1x3x4x4xf32>) permutation = [0, 3, 1, 2]
  %e = tensor.empty() : tensor<1x6x4x4xf32>
  %s0 = tensor.insert_slice %t0 into %e[0, 0, 0, 0] [1, 3, 4, 4] [1, 1, 1, 1] : tensor<1x3x4x4xf32> into tensor<1x6x4x4xf32>
  %s1 = tensor.insert_slice %t1 into %s0[0, 3, 0, 0] [1, 3, 4, 4] [1, 1, 1, 1] : tensor<1x3x4x4xf32> into tensor<1x6x4x4xf32>
  return %s1 : tensor<1x6x4x4xf32>
}

// -----

// An insert_slice into a destination that is not in the new layout (an
// argument) would need a transpose of its own. Left alone.
// CHECK-LABEL: func.func @insert_slice_into_argument(
// CHECK: %[[T:.+]] = linalg.transpose
// CHECK: tensor.insert_slice %[[T]] into %{{.+}}[0, 0, 0, 0] [1, 3, 4, 4]
func.func @insert_slice_into_argument(%x: tensor<1x4x4x3xf32>, %d: tensor<1x6x4x4xf32>) -> tensor<1x6x4x4xf32> {
  %x1 = arith.negf %x : tensor<1x4x4x3xf32>
  %e0 = tensor.empty() : tensor<1x3x4x4xf32>
  %t0 = linalg.transpose ins(%x1 : tensor<1x4x4x3xf32>) outs(%e0 : tensor<1x3x4x4xf32>) permutation = [0, 3, 1, 2]
  %s0 = tensor.insert_slice %t0 into %d[0, 0, 0, 0] [1, 3, 4, 4] [1, 1, 1, 1] : tensor<1x3x4x4xf32> into tensor<1x6x4x4xf32>
  return %s0 : tensor<1x6x4x4xf32>
}

// -----

// The flatten after a global pooling: 1x1x1x512 read as 1x512x1x1 is the
// same element order.
// CHECK-LABEL: func.func @collapse_unit_dims(
// CHECK: %[[N:.+]] = arith.negf
// CHECK-NOT: linalg.transpose
// CHECK: tensor.collapse_shape %[[N]] {{\[}}[0], [1, 2, 3]] : tensor<1x1x1x512xf32> into tensor<1x512xf32>
func.func @collapse_unit_dims(%x: tensor<1x1x1x512xf32>) -> tensor<1x512xf32> {
  %x1 = arith.negf %x : tensor<1x1x1x512xf32>
  %e = tensor.empty() : tensor<1x512x1x1xf32>
  %t = linalg.transpose ins(%x1 : tensor<1x1x1x512xf32>) outs(%e : tensor<1x512x1x1xf32>) permutation = [0, 3, 1, 2]
  %c = tensor.collapse_shape %t [[0], [1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<1x512xf32>
  return %c : tensor<1x512xf32>
}

// -----

// A flatten of 1xCxHxW with H*W > 1 reads channels-first order: the
// transpose stays before it.
// CHECK-LABEL: func.func @collapse_spatial(
// CHECK: %[[T:.+]] = linalg.transpose
// CHECK: tensor.collapse_shape %[[T]] {{\[}}[0], [1, 2, 3]] : tensor<1x8x2x2xf32> into tensor<1x32xf32>
func.func @collapse_spatial(%x: tensor<1x2x2x8xf32>) -> tensor<1x32xf32> {
  %x1 = arith.negf %x : tensor<1x2x2x8xf32>
  %e = tensor.empty() : tensor<1x8x2x2xf32>
  %t = linalg.transpose ins(%x1 : tensor<1x2x2x8xf32>) outs(%e : tensor<1x8x2x2xf32>) permutation = [0, 3, 1, 2]
  %c = tensor.collapse_shape %t [[0], [1, 2, 3]] : tensor<1x8x2x2xf32> into tensor<1x32xf32>
  return %c : tensor<1x32xf32>
}

// -----

// Already channels-last: nothing to do.
// CHECK-LABEL: func.func @conv_nhwc(
// CHECK-NOT: linalg.transpose
// CHECK: linalg.conv_2d_nhwc_fhwc
func.func @conv_nhwc(%x: tensor<1x10x10x3xf32>, %w: tensor<8x3x3x3xf32>, %init: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<1x10x10x3xf32>, tensor<8x3x3x3xf32>) outs(%init : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  return %c : tensor<1x8x8x8xf32>
}

// -----

// torch-mlir's grouped convolution with one channel per group is a
// depthwise convolution; its expand/collapse pairs cancel, so the layout
// transposes meet as elsewhere.
// CHECK-LABEL: func.func @grouped_one_channel_per_group(
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x4x6x6xf32>
// CHECK: %[[XT:.+]] = linalg.transpose ins(%[[X]] : tensor<1x4x6x6xf32>) {{.*}} permutation = [0, 2, 3, 1]
// CHECK: %[[D:.+]] = linalg.depthwise_conv_2d_nhwc_hwc {{.*}} ins(%[[XT]], %{{.+}} : tensor<1x6x6x4xf32>, tensor<3x3x4xf32>) outs(%{{.+}} : tensor<1x4x4x4xf32>)
// CHECK: %[[T:.+]] = linalg.transpose ins(%[[D]] : {{.*}} permutation = [0, 3, 1, 2]
// CHECK-NOT: tensor.expand_shape
// CHECK: return %[[T]]
func.func @grouped_one_channel_per_group(%x: tensor<1x4x6x6xf32>, %w: tensor<4x1x3x3xf32>) -> tensor<1x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %xe = tensor.expand_shape %x [[0], [1, 2], [3], [4]] output_shape [1, 4, 1, 6, 6] : tensor<1x4x6x6xf32> into tensor<1x4x1x6x6xf32>
  %we = tensor.expand_shape %w [[0, 1], [2], [3], [4]] output_shape [4, 1, 1, 3, 3] : tensor<4x1x3x3xf32> into tensor<4x1x1x3x3xf32>
  %e = tensor.empty() : tensor<1x4x1x4x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x1x4x4xf32>) -> tensor<1x4x1x4x4xf32>
  %c = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%xe, %we : tensor<1x4x1x6x6xf32>, tensor<4x1x1x3x3xf32>) outs(%z : tensor<1x4x1x4x4xf32>) -> tensor<1x4x1x4x4xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2], [3], [4]] : tensor<1x4x1x4x4xf32> into tensor<1x4x4x4xf32>
  return %r : tensor<1x4x4x4xf32>
}

// -----

// A grouped convolution proper (2 groups of 3 input and 2 output channels)
// as torch-mlir writes it, padded, between the expand of its NCHW input and
// the collapse of its result: channels-last, the (group, channel)
// dimensions the last two, so the expands and the collapse split and merge
// NHWC's channel dimension. The filter [G * F, C, KH, KW] is transposed to
// [G * F, KH, KW, C] and expanded (a constant's transpose folds; this one is
// an argument). The transposes go to the input and the output, as for any
// convolution; the pairs of reshapes cancel.
// CHECK-LABEL: func.func @grouped_conv_torch_form(
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x6x6x6xf32>, %[[W:[^:]+]]: tensor<4x3x3x3xf32>
// CHECK: %[[XT:.+]] = linalg.transpose ins(%[[X]] : tensor<1x6x6x6xf32>) {{.*}} permutation = [0, 2, 3, 1]
// CHECK: %[[P:.+]] = tensor.pad %[[XT]] low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: %[[XE:.+]] = tensor.expand_shape %[[P]] {{\[}}[0], [1], [2], [3, 4]] output_shape [1, 8, 8, 2, 3] : tensor<1x8x8x6xf32> into tensor<1x8x8x2x3xf32>
// CHECK: %[[WT:.+]] = linalg.transpose ins(%[[W]] : tensor<4x3x3x3xf32>) {{.*}} permutation = [0, 2, 3, 1]
// CHECK: %[[WE:.+]] = tensor.expand_shape %[[WT]] {{\[}}[0, 1], [2], [3], [4]] output_shape [2, 2, 3, 3, 3] : tensor<4x3x3x3xf32> into tensor<2x2x3x3x3xf32>
// CHECK: %[[Z:.+]] = linalg.fill {{.*}} -> tensor<1x6x6x2x2xf32>
// CHECK: %[[C:.+]] = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%[[XE]], %[[WE]] : tensor<1x8x8x2x3xf32>, tensor<2x2x3x3x3xf32>) outs(%[[Z]] : tensor<1x6x6x2x2xf32>)
// CHECK: %[[R:.+]] = tensor.collapse_shape %[[C]] {{\[}}[0], [1], [2], [3, 4]] : tensor<1x6x6x2x2xf32> into tensor<1x6x6x4xf32>
// CHECK: %[[RT:.+]] = linalg.transpose ins(%[[R]] : tensor<1x6x6x4xf32>) {{.*}} permutation = [0, 3, 1, 2]
// CHECK: return %[[RT]] : tensor<1x4x6x6xf32>
func.func @grouped_conv_torch_form(%x: tensor<1x6x6x6xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x6x6x6xf32> to tensor<1x6x8x8xf32>
  %xe = tensor.expand_shape %p [[0], [1, 2], [3], [4]] output_shape [1, 2, 3, 8, 8] : tensor<1x6x8x8xf32> into tensor<1x2x3x8x8xf32>
  %we = tensor.expand_shape %w [[0, 1], [2], [3], [4]] output_shape [2, 2, 3, 3, 3] : tensor<4x3x3x3xf32> into tensor<2x2x3x3x3xf32>
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %ee = tensor.expand_shape %e [[0], [1, 2], [3], [4]] output_shape [1, 2, 2, 6, 6] : tensor<1x4x6x6xf32> into tensor<1x2x2x6x6xf32>
  %z = linalg.fill ins(%zero : f32) outs(%ee : tensor<1x2x2x6x6xf32>) -> tensor<1x2x2x6x6xf32>
  %c = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%xe, %we : tensor<1x2x3x8x8xf32>, tensor<2x2x3x3x3xf32>) outs(%z : tensor<1x2x2x6x6xf32>) -> tensor<1x2x2x6x6xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2], [3], [4]] : tensor<1x2x2x6x6xf32> into tensor<1x4x6x6xf32>
  return %r : tensor<1x4x6x6xf32>
}

// -----

// A grouped convolution whose accumulator is no fill (here an argument: the
// bias of an exported one is a broadcast, which the weight folds move to an
// epilogue first) is left alone.
// CHECK-LABEL: func.func @grouped_two_channels_per_group(
// CHECK: linalg.conv_2d_ngchw_gfchw
// CHECK-NOT: linalg.transpose
func.func @grouped_two_channels_per_group(%x: tensor<1x2x2x6x6xf32>, %w: tensor<2x2x2x3x3xf32>, %init: tensor<1x2x2x4x4xf32>) -> tensor<1x2x2x4x4xf32> {
  %c = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<1x2x2x6x6xf32>, tensor<2x2x2x3x3xf32>) outs(%init : tensor<1x2x2x4x4xf32>) -> tensor<1x2x2x4x4xf32>
  return %c : tensor<1x2x2x4x4xf32>
}

// -----

// Statistics written on the exporter's NCHW program reach the kernel: those
// of the input are copied past the transpose that now feeds the
// convolution, those of the output before the transpose that reads it.
// CHECK-LABEL: func.func @conv_nchw_stats(
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x3x10x10xf32>
// CHECK: %[[XS:.+]] = quantkit.stats %[[X]] {layerStats = dense<[-1.000000e+00, 2.000000e+00]> : tensor<2xf32>} : tensor<1x3x10x10xf32>
// CHECK: %[[XT:.+]] = linalg.transpose ins(%[[XS]] : {{.*}}) permutation = [0, 2, 3, 1]
// CHECK: %[[XTS:.+]] = quantkit.stats %[[XT]] {layerStats = dense<[-1.000000e+00, 2.000000e+00]> : tensor<2xf32>} : tensor<1x10x10x3xf32>
// CHECK: %[[C:.+]] = linalg.conv_2d_nhwc_fhwc {{.*}} ins(%[[XTS]], %{{.+}} : {{.*}})
// CHECK: %[[CS:.+]] = quantkit.stats %[[C]] {layerStats = dense<[-4.000000e+00, 4.000000e+00]> : tensor<2xf32>} : tensor<1x4x4x8xf32>
// CHECK: %[[R:.+]] = linalg.transpose ins(%[[CS]] : {{.*}}) permutation = [0, 3, 1, 2]
// CHECK: %[[RS:.+]] = quantkit.stats %[[R]] {layerStats = dense<[-4.000000e+00, 4.000000e+00]> : tensor<2xf32>} : tensor<1x8x4x4xf32>
// CHECK: return %[[RS]]
func.func @conv_nchw_stats(%x: tensor<1x3x10x10xf32>, %w: tensor<8x3x3x3xf32>) -> tensor<1x8x4x4xf32> {
  %xs = quantkit.stats %x {layerStats = dense<[-1.0, 2.0]> : tensor<2xf32>} : tensor<1x3x10x10xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8x4x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%xs, %w : tensor<1x3x10x10xf32>, tensor<8x3x3x3xf32>) outs(%z : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  %cs = quantkit.stats %c {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<1x8x4x4xf32>
  return %cs : tensor<1x8x4x4xf32>
}

// -----

// Per-axis statistics follow their axis through the permutation: the
// channel axis 1 of NCHW is axis 3 of NHWC, and back (not onto a function
// argument: no kernel reads statistics there). A transpose whose two sides
// already carry statistics is left alone.
// CHECK-LABEL: func.func @stats_axis_through_transpose(
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x2x4x4xf32>, %[[Y:[^:]+]]: tensor<1x2x4x4xf32>
// CHECK: %[[XS:.+]] = quantkit.stats %[[X]] {axis = 1 : i64, {{.*}}} : tensor<1x2x4x4xf32>
// CHECK: %[[T:.+]] = linalg.transpose ins(%[[XS]]
// CHECK-NEXT: %[[TS:.+]] = quantkit.stats %[[T]] {axis = 3 : i64, axisStats = dense<{{\[\[}}-1.000000e+00, 1.000000e+00], [-2.000000e+00, 2.000000e+00]]> : tensor<2x2xf32>, layerStats = dense<[-2.000000e+00, 2.000000e+00]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
// CHECK: %[[YN:.+]] = arith.negf %[[Y]]
// CHECK-NEXT: %[[YS:.+]] = quantkit.stats %[[YN]] {axis = 1 : i64, {{.*}}} : tensor<1x2x4x4xf32>
// CHECK: %[[U:.+]] = linalg.transpose ins(%[[YS]]
// CHECK-NEXT: %[[US:.+]] = quantkit.stats %[[U]] {axis = 3 : i64
// CHECK: return %[[TS]], %[[US]]
// CHECK-LABEL: func.func @stats_both_sides(
// CHECK-COUNT-2: quantkit.stats
// CHECK-NOT: quantkit.stats
func.func @stats_axis_through_transpose(%x: tensor<1x2x4x4xf32>, %y: tensor<1x2x4x4xf32>) -> (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>) {
  %xs = quantkit.stats %x {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>, axisStats = dense<[[-1.0, 1.0], [-2.0, 2.0]]> : tensor<2x2xf32>, axis = 1 : i64} : tensor<1x2x4x4xf32>
  %e = tensor.empty() : tensor<1x4x4x2xf32>
  %t = linalg.transpose ins(%xs : tensor<1x2x4x4xf32>) outs(%e : tensor<1x4x4x2xf32>) permutation = [0, 2, 3, 1]
  %yn = arith.negf %y : tensor<1x2x4x4xf32>
  %u = linalg.transpose ins(%yn : tensor<1x2x4x4xf32>) outs(%e : tensor<1x4x4x2xf32>) permutation = [0, 2, 3, 1]
  %us = quantkit.stats %u {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>, axisStats = dense<[[-1.0, 1.0], [-2.0, 2.0]]> : tensor<2x2xf32>, axis = 3 : i64} : tensor<1x4x4x2xf32>
  return %t, %us : tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>
}
func.func @stats_both_sides(%x: tensor<1x2x4x4xf32>) -> tensor<1x4x4x2xf32> {
  %xs = quantkit.stats %x {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<1x2x4x4xf32>
  %e = tensor.empty() : tensor<1x4x4x2xf32>
  %t = linalg.transpose ins(%xs : tensor<1x2x4x4xf32>) outs(%e : tensor<1x4x4x2xf32>) permutation = [0, 2, 3, 1]
  %ts = quantkit.stats %t {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
  return %ts : tensor<1x4x4x2xf32>
}

// -----

// CHECK-LABEL: func.func @stats_not_onto_argument(
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x2x4x4xf32>
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.transpose ins(%[[X]]
func.func @stats_not_onto_argument(%x: tensor<1x2x4x4xf32>) -> tensor<1x4x4x2xf32> {
  %e = tensor.empty() : tensor<1x4x4x2xf32>
  %t = linalg.transpose ins(%x : tensor<1x2x4x4xf32>) outs(%e : tensor<1x4x4x2xf32>) permutation = [0, 2, 3, 1]
  %ts = quantkit.stats %t {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
  return %ts : tensor<1x4x4x2xf32>
}
