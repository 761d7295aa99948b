// quantkit-debug-layers{measure=bias}: for a kernel with a constant bias,
// its body up to the value the bias is added to, once more on inputs
// rounded to the kernel's input specs (qcast then dcast, the weight per
// channel; the bias is left out), then the sum over the rows of (rounded -
// float) per channel, printed as one record: the header, the elements per
// channel (i64), the channels in a loop, the last one ending the line.
// Kernels without a bias (the add) get no record and no copy. The values
// are checked by test/lit/Execution/bias-correction.mlir.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-debug-layers{measure=bias})' 2>/dev/null \
// RUN:   | FileCheck %s

// CHECK-LABEL: func.func @model(
// CHECK-SAME: %[[X:[^:]+]]: tensor<4x8xf32>
// CHECK: quantkit.region "matmul"
// CHECK: quantkit.region "add"
// The float copy.
// CHECK: %[[W:.+]] = arith.constant dense<{{.*}}> : tensor<8x2xf32>
// CHECK: %[[B:.+]] = arith.constant dense<[5.000000e-01, -2.500000e-01]>
// CHECK: %[[FM:.+]] = linalg.matmul ins(%[[X]], %[[W]] :
// CHECK: linalg.generic {{.*}} ins(%[[FM]], %[[B]] :
// CHECK: linalg.add
// The matmul's body to its bias add, on rounded values.
// CHECK: %[[QX:.+]] = quant.qcast %[[X]] : tensor<4x8xf32> to tensor<4x8x!quant.uniform<i8:f32,
// CHECK: %[[RX:.+]] = quant.dcast %[[QX]]
// CHECK: %[[QW:.+]] = quant.qcast %[[W]] : tensor<8x2xf32> to tensor<8x2x!quant.uniform<i8<-127:127>:f32:1,
// CHECK: %[[RW:.+]] = quant.dcast %[[QW]]
// CHECK-NOT: quant.qcast %[[B]]
// CHECK: %[[RM:.+]] = linalg.matmul ins(%[[RX]], %[[RW]] :
// CHECK-NOT: ins(%[[RM]]
// CHECK: %[[SUMS:.+]] = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["reduction", "parallel"]} ins(%[[FM]], %[[RM]] : tensor<4x2xf32>, tensor<4x2xf32>) outs(%{{.*}} : tensor<2xf64>)
// CHECK: arith.subf {{.*}} : f64
// CHECK: vector.print str "quantkit-bias model.matmul.0 matmul {{.*}}quantkit-debug-layers-bias.mlir:{{[0-9]+}}:{{[0-9]+}} :"
// CHECK: %[[N:.+]] = arith.constant 4 : i64
// CHECK: vector.print %[[N]] : i64 punctuation <comma>
// CHECK: scf.for
// CHECK:   tensor.extract %[[SUMS]]
// CHECK:   vector.print {{.*}} : f64 punctuation <comma>
// CHECK: tensor.extract %[[SUMS]]
// CHECK: vector.print %{{.*}} : f64{{$}}
// CHECK-NOT: quantkit-bias
// CHECK-NOT: quantkit-debug
// CHECK: return

func.func @model(%x: tensor<4x8xf32>) -> tensor<4x2xf32> {
  %xs = quantkit.stats %x {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4x8xf32>
  %w = arith.constant dense<[[0.5, -0.25], [0.125, 0.75], [0.5, -0.25], [0.125, 0.75], [0.5, -0.25], [0.125, 0.75], [0.5, -0.25], [0.125, 0.75]]> : tensor<8x2xf32>
  %b = arith.constant dense<[0.5, -0.25]> : tensor<2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %m = linalg.matmul ins(%xs, %w : tensor<4x8xf32>, tensor<8x2xf32>) outs(%z : tensor<4x2xf32>) -> tensor<4x2xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<4x2xf32>, tensor<2xf32>) outs(%e : tensor<4x2xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<4x2xf32>
  %ys = quantkit.stats %y {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<4x2xf32>
  %a = linalg.add ins(%ys, %ys : tensor<4x2xf32>, tensor<4x2xf32>) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %as = quantkit.stats %a {layerStats = dense<[-8.0, 8.0]> : tensor<2xf32>} : tensor<4x2xf32>
  return %as : tensor<4x2xf32>
}
