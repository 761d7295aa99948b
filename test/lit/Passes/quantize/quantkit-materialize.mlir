// quantkit-materialize rewrites resolved regions into quantized compute ops
// and keeps the others in floating point with a remark.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(quantkit-materialize)' | FileCheck %s

!in = !quant.uniform<i8:f32, 0.5:-3>
!w = !quant.uniform<i8<-127:127>:f32:1, {0.015748031496062992, 0.0078740157480314959}>
!b = !quant.uniform<i32:f32:0, {0.0078740157480314959, 0.0039370078740157479}>
!out = !quant.uniform<i8:f32, 0.25:-1>

// A resolved matmul region with a bias and a ReLU: weights and bias become
// constants of storage integers (w / s_w, b / (s_in * s_w)), the input
// reuses the quantized value of its dcast, the ReLU is the result's range
// [zp, 127], and the qcast/dcast pair after the region folds away.
// CHECK-LABEL: func.func @matmul_relu
// CHECK: %[[X:.*]] = quant.qcast %arg0 : tensor<2x3xf32> to tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:-3>>
// CHECK: %[[WI:.*]] = arith.constant dense<{{\[}}[127, 127], [-64, 64], [32, -127]]> : tensor<3x2xi8>
// CHECK: %[[W:.*]] = quant.scast %[[WI]] : tensor<3x2xi8> to tensor<3x2x!quant.uniform<i8<-127:127>:f32:1, {0.015748031496062992,0.0078740157480314959}>>
// CHECK: %[[BI:.*]] = arith.constant dense<[64, -64]> : tensor<2xi32>
// CHECK: %[[B:.*]] = quant.scast %[[BI]] : tensor<2xi32> to tensor<2x!quant.uniform<i32:f32:0, {0.0078740157480314959,0.003937007874015748}>>
// CHECK: %[[M:.*]] = quantkit.matmul %[[X]], %[[W]], %[[B]] : {{.*}} -> tensor<2x2x!quant.uniform<i8<-1:127>:f32, 2.500000e-01:-1>>
// CHECK: %[[S:.*]] = quant.scast %[[M]] : {{.*}} to tensor<2x2xi8>
// CHECK: %[[Q:.*]] = quant.scast %[[S]] : tensor<2x2xi8> to tensor<2x2x!quant.uniform<i8:f32, 2.500000e-01:-1>>
// CHECK: %[[D:.*]] = quant.dcast %[[Q]]
// CHECK-NOT: quant.qcast
// CHECK: return %[[D]]
func.func @matmul_relu(%x: tensor<2x3xf32>) -> tensor<2x2xf32> {
  %w = arith.constant dense<[[2.0, 1.0], [-1.0, 0.5], [0.5, -1.0]]> : tensor<3x2xf32>
  %b = arith.constant dense<[0.5, -0.25]> : tensor<2xf32>
  %xq = quant.qcast %x : tensor<2x3xf32> to tensor<2x3x!in>
  %xd = quant.dcast %xq : tensor<2x3x!in> to tensor<2x3xf32>
  %r = quantkit.region "matmul" (%xd, %w, %b) in [!in, !w, !b] out [!out]
      : (tensor<2x3xf32>, tensor<3x2xf32>, tensor<2xf32>) -> tensor<2x2xf32> {
  ^bb0(%a0: tensor<2x3xf32>, %a1: tensor<3x2xf32>, %a2: tensor<2xf32>):
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<2x2xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
    %m = linalg.matmul ins(%a0, %a1 : tensor<2x3xf32>, tensor<3x2xf32>) outs(%z : tensor<2x2xf32>) -> tensor<2x2xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
        ins(%m, %a2 : tensor<2x2xf32>, tensor<2xf32>) outs(%e : tensor<2x2xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %s = arith.addf %p, %q : f32
      %t = arith.maximumf %s, %zero : f32
      linalg.yield %t : f32
    } -> tensor<2x2xf32>
    quantkit.return %g : tensor<2x2xf32>
  }
  %rq = quant.qcast %r : tensor<2x2xf32> to tensor<2x2x!out>
  %rd = quant.dcast %rq : tensor<2x2x!out> to tensor<2x2xf32>
  return %rd : tensor<2x2xf32>
}

// -----

!in = !quant.uniform<i8:f32, 0.5:-3>
!w = !quant.uniform<i8<-127:127>:f32:1, {0.015748031496062992, 0.0078740157480314959}>
!out = !quant.uniform<i8:f32, 0.25:-1>

// ReLU6 without bias (range [zp, zp + round(6 / 0.25)] = [-1, 23]); then the
// fallbacks: an unresolved port, a bias spec that is not s_in * s_w, a body
// that is not a contraction. Each keeps its float body between fake-quant
// casts on its quantized ports; its contraction keeps the reason for
// quantkit-report.
// CHECK-LABEL: func.func @fallbacks
// CHECK: quantkit.matmul %{{.*}}, %{{.*}} : {{.*}} -> tensor<2x2x!quant.uniform<i8<-1:23>:f32, 2.500000e-01:-1>>
// CHECK-NOT: quantkit.matmul
// CHECK-NOT: quantkit.region
// CHECK: linalg.matmul {quantkit.float_reason = "region fell back to float: input 0 is not resolved to !quant.uniform"} ins(%arg0, %{{.*}} :
// CHECK: quant.qcast %{{.*}} : tensor<2x2xf32> to tensor<2x2x!quant.uniform<i8:f32, 2.500000e-01:-1>>
// CHECK: linalg.matmul
// CHECK: linalg.generic
// CHECK: math.tanh
// CHECK: quant.qcast %{{.*}} : tensor<2x2xf32> to tensor<2x2x!quant.uniform<i8:f32, 7.812500e-03>>
func.func @fallbacks(%x: tensor<2x3xf32>, %w: tensor<3x2xf32>, %b: tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) {
  %r6 = quantkit.region "matmul" (%x, %w) in [!in, !w] out [!out]
      : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32> {
  ^bb0(%a0: tensor<2x3xf32>, %a1: tensor<3x2xf32>):
    %zero = arith.constant 0.0 : f32
    %six = arith.constant 6.0 : f32
    %e = tensor.empty() : tensor<2x2xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
    %m = linalg.matmul ins(%a0, %a1 : tensor<2x3xf32>, tensor<3x2xf32>) outs(%z : tensor<2x2xf32>) -> tensor<2x2xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
        ins(%m : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) {
    ^bb0(%p: f32, %o: f32):
      %t = arith.maximumf %p, %zero : f32
      %u = arith.minimumf %t, %six : f32
      linalg.yield %u : f32
    } -> tensor<2x2xf32>
    quantkit.return %g : tensor<2x2xf32>
  }
  // expected-remark @+1 {{logical kernel 'matmul' kept in floating point: input 0 is not resolved to !quant.uniform}}
  %unresolved = quantkit.region "matmul" (%x, %w) in [f32, !w] out [!out]
      : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32> {
  ^bb0(%a0: tensor<2x3xf32>, %a1: tensor<3x2xf32>):
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<2x2xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
    %m = linalg.matmul ins(%a0, %a1 : tensor<2x3xf32>, tensor<3x2xf32>) outs(%z : tensor<2x2xf32>) -> tensor<2x2xf32>
    quantkit.return %m : tensor<2x2xf32>
  }
  // expected-remark @+1 {{kept in floating point: its port specs give an invalid quantkit.matmul: 'quantkit.matmul' op bias must be per-axis}}
  %badbias = quantkit.region "matmul" (%x, %w, %b) in [!in, !w, !quant.uniform<i32:f32, 1.0>] out [!out]
      : (tensor<2x3xf32>, tensor<3x2xf32>, tensor<2xf32>) -> tensor<2x2xf32> {
  ^bb0(%a0: tensor<2x3xf32>, %a1: tensor<3x2xf32>, %a2: tensor<2xf32>):
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<2x2xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
    %m = linalg.matmul ins(%a0, %a1 : tensor<2x3xf32>, tensor<3x2xf32>) outs(%z : tensor<2x2xf32>) -> tensor<2x2xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
        ins(%m, %a2 : tensor<2x2xf32>, tensor<2xf32>) outs(%e : tensor<2x2xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %s = arith.addf %p, %q : f32
      linalg.yield %s : f32
    } -> tensor<2x2xf32>
    quantkit.return %g : tensor<2x2xf32>
  }
  %y = arith.constant dense<1.0> : tensor<2x2xf32>
  // expected-remark @+1 {{logical kernel 'tanh' kept in floating point: its body is not one kernel quantkit-fuse wraps}}
  %t = quantkit.region "tanh" (%y) in [!out] out [!quant.uniform<i8:f32, 0.0078125>]
      : (tensor<2x2xf32>) -> tensor<2x2xf32> {
  ^bb0(%a: tensor<2x2xf32>):
    %h = math.tanh %a : tensor<2x2xf32>
    quantkit.return %h : tensor<2x2xf32>
  }
  return %r6, %unresolved, %badbias, %t : tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
}
