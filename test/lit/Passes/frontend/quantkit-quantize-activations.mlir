// quantkit-quantize (which runs quantkit-normalize first) on the calibrated
// convolution of Passes/quantize/quantkit-quantize.mlir, its ReLU6 written
// as torch-mlir writes it for mobilenet_v2: a bias generic, then two
// compare/select generics whose bounds are 0-d tensors truncated from f64,
// `outs` the input. The result is the same quantized convolution as for
// the canonical form: ReLU6 as the storage range [zp, q(6)], one compute
// op, nothing left in floating point.
// RUN: %quantkit-opt %s -o - 2>%t.remarks \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' \
// RUN:   | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// REMARK: 1 kernels
// REMARK-NOT: kept in floating point
// CHECK-LABEL: func.func @conv
// CHECK: %[[X:.*]] = quant.qcast %arg0 : {{.*}} to tensor<1x4x4x2x!quant.uniform<i8:f32, 0.0078431372549019607:-1>>
// CHECK: arith.constant dense<[3239, 6477, -9716]> : tensor<3xi32>
// CHECK: %[[C:.*]] = quantkit.conv2d %[[X]], {{.*}} -> tensor<1x2x2x3x!quant.uniform<i8<-128:63>:f32, 0.031372549019607843:-128>>
// CHECK: %[[Y:.*]] = quant.dcast
// CHECK-NEXT: return %[[Y]]
// CHECK-NOT: linalg.generic
// CHECK-NOT: arith.select
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#chan = affine_map<(d0, d1, d2, d3) -> (d3)>
#batch = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#scalar = affine_map<(d0, d1, d2, d3) -> ()>
#none = affine_map<() -> ()>
func.func @conv(%x0: tensor<1x4x4x2xf32>) -> tensor<1x2x2x3xf32> {
  %w = arith.constant dense<0.5> : tensor<3x3x3x2xf32>
  %b = arith.constant dense<[0.1, 0.2, -0.3]> : tensor<3xf32>
  %zero = arith.constant 0.0 : f32
  %zero64 = arith.constant 0.0 : f64
  %six64 = arith.constant 6.0 : f64
  %x = quantkit.stats %x0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
  %e = tensor.empty() : tensor<1x2x2x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x4x4x2xf32>, tensor<3x3x3x2xf32>) outs(%z : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %y0 = linalg.generic {indexing_maps = [#id, #chan, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %b : tensor<1x2x2x3xf32>, tensor<3xf32>) outs(%e : tensor<1x2x2x3xf32>) {
  ^bb0(%a: f32, %d: f32, %o: f32):
    %s = arith.addf %a, %d : f32
    linalg.yield %s : f32
  } -> tensor<1x2x2x3xf32>
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
  %r1 = linalg.generic {indexing_maps = [#batch, #scalar, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y0, %lo : tensor<1x2x2x3xf32>, tensor<f32>) outs(%y0 : tensor<1x2x2x3xf32>) {
  ^bb0(%in: f32, %bound: f32, %out: f32):
    %p = arith.cmpf ugt, %in, %bound : f32
    %q = arith.select %p, %in, %bound : f32
    linalg.yield %q : f32
  } -> tensor<1x2x2x3xf32>
  %r2 = linalg.generic {indexing_maps = [#scalar, #batch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hi, %r1 : tensor<f32>, tensor<1x2x2x3xf32>) outs(%e : tensor<1x2x2x3xf32>) {
  ^bb0(%bound: f32, %in: f32, %out: f32):
    %p = arith.cmpf ult, %bound, %in : f32
    %q = arith.select %p, %bound, %in : f32
    linalg.yield %q : f32
  } -> tensor<1x2x2x3xf32>
  %y = quantkit.stats %r2 {layerStats = dense<[0.0, 8.0]> : tensor<2xf32>} : tensor<1x2x2x3xf32>
  return %y : tensor<1x2x2x3xf32>
}
