// quantkit-quantize on torch-mlir's concatenation (two calibrated 1x1
// convolutions inserted into an empty tensor, as in a SqueezeNet fire
// module): quantkit-normalize makes the slices a tensor.concat, quantkit-fuse
// wraps it as the target's `concat` kernel (same_scale), and
// quantkit-materialize keeps it on the storage integers between scasts, so
// the int8 convolutions feed it without a trip through float.
// RUN: %quantkit-opt %s -o - 2>%t.remarks \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' \
// RUN:   | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// REMARK: 6 kernels, 18 resolved ports (0 fixed), 0 unresolved ports, 0 float ports, 1 rescales inserted
// REMARK-NOT: kept in floating point
// CHECK-LABEL: func.func @fire
// CHECK: %[[A:.*]] = quantkit.conv2d {{.*}} -> tensor<1x2x2x2x!quant.uniform<i8:f32, 0.015686274509803921:-1>>
// CHECK: %[[B:.*]] = quantkit.conv2d {{.*}} -> tensor<1x2x2x3x!quant.uniform<i8:f32, 0.015686274509803921:-1>>
// CHECK: %[[IA:.*]] = quant.scast %[[A]] : {{.*}} to tensor<1x2x2x2xi8>
// CHECK: %[[IB:.*]] = quant.scast %[[B]] : {{.*}} to tensor<1x2x2x3xi8>
// CHECK: %[[C:.*]] = tensor.concat dim(3) %[[IA]], %[[IB]] : (tensor<1x2x2x2xi8>, tensor<1x2x2x3xi8>) -> tensor<1x2x2x5xi8>
// CHECK: %[[Q:.*]] = quant.scast %[[C]] : tensor<1x2x2x5xi8> to tensor<1x2x2x5x!quant.uniform<i8:f32, 0.015686274509803921:-1>>
// CHECK: quant.dcast %[[Q]]
// CHECK-NOT: tensor.insert_slice
func.func @fire(%x0: tensor<1x2x2x2xf32>) -> tensor<1x2x2x5xf32> {
  %w1 = arith.constant dense<[[[[0.5, -0.25]]], [[[1.0, 0.5]]]]> : tensor<2x1x1x2xf32>
  %w2 = arith.constant dense<[[[[0.25, 0.75]]], [[[-1.0, 0.5]]], [[[0.5, 0.5]]]]> : tensor<3x1x1x2xf32>
  %zero = arith.constant 0.0 : f32
  %x = quantkit.stats %x0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x2x2x2xf32>
  %e2 = tensor.empty() : tensor<1x2x2x2xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %c1 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w1 : tensor<1x2x2x2xf32>, tensor<2x1x1x2xf32>) outs(%z2 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %a = quantkit.stats %c1 {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<1x2x2x2xf32>
  %e3 = tensor.empty() : tensor<1x2x2x3xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %c2 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w2 : tensor<1x2x2x2xf32>, tensor<3x1x1x2xf32>) outs(%z3 : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %b = quantkit.stats %c2 {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<1x2x2x3xf32>
  %e = tensor.empty() : tensor<1x2x2x5xf32>
  %s0 = tensor.insert_slice %a into %e[0, 0, 0, 0] [1, 2, 2, 2] [1, 1, 1, 1] : tensor<1x2x2x2xf32> into tensor<1x2x2x5xf32>
  %s1 = tensor.insert_slice %b into %s0[0, 0, 0, 2] [1, 2, 2, 3] [1, 1, 1, 1] : tensor<1x2x2x3xf32> into tensor<1x2x2x5xf32>
  %y = quantkit.stats %s1 {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<1x2x2x5xf32>
  return %y : tensor<1x2x2x5xf32>
}

// The second part calibrated to a wider range: the parts resolve in
// program order, so the first fixes the concat's scale and the second
// reaches it through a quantkit.rescale (SPEC section 5).
// CHECK-LABEL: func.func @fire_rescaled
// CHECK: quantkit.conv2d {{.*}} -> tensor<1x2x2x2x!quant.uniform<i8:f32, 0.015686274509803921:-1>>
// CHECK: %[[W:.*]] = quantkit.conv2d {{.*}} -> tensor<1x2x2x3x!quant.uniform<i8:f32, 0.031372549019607843:-1>>
// CHECK: quantkit.rescale %[[W]] : {{.*}} to tensor<1x2x2x3x!quant.uniform<i8:f32, 0.015686274509803921:-1>>
// CHECK: tensor.concat dim(3) {{.*}} -> tensor<1x2x2x5xi8>
func.func @fire_rescaled(%x0: tensor<1x2x2x2xf32>) -> tensor<1x2x2x5xf32> {
  %w1 = arith.constant dense<[[[[0.5, -0.25]]], [[[1.0, 0.5]]]]> : tensor<2x1x1x2xf32>
  %w2 = arith.constant dense<[[[[0.25, 0.75]]], [[[-1.0, 0.5]]], [[[0.5, 0.5]]]]> : tensor<3x1x1x2xf32>
  %zero = arith.constant 0.0 : f32
  %x = quantkit.stats %x0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x2x2x2xf32>
  %e2 = tensor.empty() : tensor<1x2x2x2xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %c1 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w1 : tensor<1x2x2x2xf32>, tensor<2x1x1x2xf32>) outs(%z2 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %a = quantkit.stats %c1 {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<1x2x2x2xf32>
  %e3 = tensor.empty() : tensor<1x2x2x3xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %c2 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w2 : tensor<1x2x2x2xf32>, tensor<3x1x1x2xf32>) outs(%z3 : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %b = quantkit.stats %c2 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<1x2x2x3xf32>
  %e = tensor.empty() : tensor<1x2x2x5xf32>
  %s0 = tensor.insert_slice %a into %e[0, 0, 0, 0] [1, 2, 2, 2] [1, 1, 1, 1] : tensor<1x2x2x2xf32> into tensor<1x2x2x5xf32>
  %s1 = tensor.insert_slice %b into %s0[0, 0, 0, 2] [1, 2, 2, 3] [1, 1, 1, 1] : tensor<1x2x2x3xf32> into tensor<1x2x2x5xf32>
  %y = quantkit.stats %s1 {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<1x2x2x5xf32>
  return %y : tensor<1x2x2x5xf32>
}
