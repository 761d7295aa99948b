// quantkit-quantize{target=tflite-int8} on a calibrated TOSA model: fuse,
// propagate and materialize turn every TOSA kernel QuantKit has a compute op
// for into one (weights from tosa.const quantized per channel, the
// depthwise weight as [KH, KW, C], a clamp as the result's range); shape-only
// kernels become the same TOSA op on the storage integers; the sigmoid
// becomes quantkit.logistic with tflite-int8's fixed output.
// RUN: %quantkit-opt %s -o %t.mlir 2> %t.remarks \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})'
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// REMARK: 14 kernels, 40 resolved ports (0 fixed), 0 unresolved ports
// REMARK-NOT: kept in floating point

// CHECK-LABEL: func.func @cnn
// CHECK: %[[X:.*]] = quant.qcast %arg0
// CHECK: arith.constant dense<{{\[\[\[\[}}64, -32]], {{\[\[}}16, 127]]], {{\[\[\[}}-127, 64]], {{\[\[}}32, 95]]]]> : tensor<2x2x1x2xi8>
// CHECK: arith.constant dense<[1619, -3239]> : tensor<2xi32>
// CHECK: %[[C:.*]] = quantkit.conv2d %[[X]], {{.*}}padding = array<i64: 0, 1, 0, 0>{{.*}} -> tensor<1x4x4x2x!quant.uniform<i8:f32, 0.011764705882352941:-128>>
// CHECK: arith.constant dense<{{\[\[\[}}127, -127], [32, 127]]]> : tensor<1x2x2xi8>
// CHECK: %[[D:.*]] = quantkit.depthwise_conv2d %[[C]], {{.*}}padding = array<i64: 0, 0, 0, 1>{{.*}} : (tensor<1x4x4x2x{{.*}}>, tensor<1x2x2x!quant.uniform<i8<-127:127>:f32:2, {{.*}}>>, tensor<2x!quant.uniform<i32:f32:0, {{.*}}>>)
// CHECK: %[[S:.*]] = quantkit.add %[[D]], %[[X]]
// CHECK: %[[M:.*]] = quantkit.max_pool2d %[[S]] {kernel = array<i64: 2, 2>, padding = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>}
// CHECK: %[[A:.*]] = quantkit.avg_pool2d %[[S]] {kernel = array<i64: 2, 2>, padding = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>}
// CHECK: %[[Y:.*]] = quantkit.mul %[[M]], %[[A]]
// CHECK: %[[R:.*]] = quant.dcast %[[Y]]
// CHECK: return %[[R]]
func.func @cnn(%x0: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %w = "tosa.const"() {values = dense<[[[[0.5, -0.25]], [[0.125, 1.0]]], [[[-1.0, 0.5]], [[0.25, 0.75]]]]> : tensor<2x2x1x2xf32>} : () -> tensor<2x2x1x2xf32>
  %b = "tosa.const"() {values = dense<[0.1, -0.2]> : tensor<2xf32>} : () -> tensor<2xf32>
  %dw = "tosa.const"() {values = dense<[[[[1.0], [-0.5]], [[0.25], [0.5]]]]> : tensor<1x2x2x1xf32>} : () -> tensor<1x2x2x1xf32>
  %db = "tosa.const"() {values = dense<[0.0, 0.5]> : tensor<2xf32>} : () -> tensor<2xf32>
  %x = quantkit.stats %x0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
  %c0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 1, 0, 0>, stride = array<i64: 1, 1>}
      : (tensor<1x4x4x2xf32>, tensor<2x2x1x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %c1 = tosa.clamp %c0 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %c = quantkit.stats %c1 {layerStats = dense<[0.0, 3.0]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
  %d0 = tosa.depthwise_conv2d %c, %dw, %db, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 1>, stride = array<i64: 1, 1>}
      : (tensor<1x4x4x2xf32>, tensor<1x2x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %d = quantkit.stats %d0 {layerStats = dense<[-2.0, 4.0]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
  %s0 = tosa.add %d, %x : (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %s = quantkit.stats %s0 {layerStats = dense<[-3.0, 5.0]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
  %m = tosa.max_pool2d %s {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  %a = tosa.avg_pool2d %s, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x2xf32>
  %shift = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %y0 = tosa.mul %m, %a, %shift : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1xi8>) -> tensor<1x2x2x2xf32>
  %y = quantkit.stats %y0 {layerStats = dense<[-4.0, 12.0]> : tensor<2xf32>} : tensor<1x2x2x2xf32>
  return %y : tensor<1x2x2x2xf32>
}

// A clamp inside the calibrated range narrows the convolution's result
// range: [zp, zp + round(1 / s)].
// CHECK-LABEL: func.func @conv_relu1
// CHECK: quantkit.conv2d {{.*}} -> tensor<1x4x4x2x!quant.uniform<i8<-128:-43>:f32, 0.011764705882352941:-128>>
func.func @conv_relu1(%x0: tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %w = "tosa.const"() {values = dense<[[[[0.5, -0.25]], [[0.125, 1.0]]], [[[-1.0, 0.5]], [[0.25, 0.75]]]]> : tensor<2x2x1x2xf32>} : () -> tensor<2x2x1x2xf32>
  %b = "tosa.const"() {values = dense<[0.1, -0.2]> : tensor<2xf32>} : () -> tensor<2xf32>
  %x = quantkit.stats %x0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
  %c0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 1, 0, 0>, stride = array<i64: 1, 1>}
      : (tensor<1x4x4x2xf32>, tensor<2x2x1x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %c1 = tosa.clamp %c0 {min_val = 0.0 : f32, max_val = 1.0 : f32} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %c = quantkit.stats %c1 {layerStats = dense<[0.0, 3.0]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
  return %c : tensor<1x4x4x2xf32>
}

// Matmul, then shape-only kernels on the storage integers (no casts
// between them), then the sigmoid on the same integers.
// CHECK-LABEL: func.func @fc
// CHECK: %[[MM:.*]] = quantkit.matmul
// CHECK: %[[I:.*]] = quant.scast %[[MM]] : tensor<1x2x2x!quant.uniform<i8:f32, 0.015686274509803921:-1>> to tensor<1x2x2xi8>
// CHECK: %[[R:.*]] = tosa.reshape %[[I]], %{{.*}} -> tensor<2x2xi8>
// CHECK-NEXT: %[[T:.*]] = tosa.transpose %[[R]] {{.*}} -> tensor<2x2xi8>
// CHECK-NEXT: %[[CC:.*]] = tosa.concat %[[R]], %[[T]] {{.*}} -> tensor<4x2xi8>
// CHECK: tosa.reshape %[[CC]], {{.*}} -> tensor<1x4x2xi8>
// CHECK: %[[Q:.*]] = quant.scast {{.*}} : tensor<1x4x2xi8> to tensor<1x4x2x!quant.uniform<i8:f32, 0.015686274509803921:-1>>
// CHECK-NEXT: %[[G:.*]] = quantkit.logistic %[[Q]] : tensor<1x4x2x!quant.uniform<i8:f32, 0.015686274509803921:-1>> -> tensor<1x4x2x!quant.uniform<i8:f32, 3.906250e-03:-128>>
// CHECK-NEXT: quant.dcast %[[G]]
// CHECK-NOT: tosa.sigmoid
func.func @fc(%x0: tensor<1x2x3xf32>) -> tensor<1x3x2xf32> {
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %w = "tosa.const"() {values = dense<[[[0.5, -1.0], [0.25, 0.5], [1.0, 0.0]]]> : tensor<1x3x2xf32>} : () -> tensor<1x3x2xf32>
  %x = quantkit.stats %x0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x2x3xf32>
  %m0 = tosa.matmul %x, %w, %zp, %zp : (tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
  %m = quantkit.stats %m0 {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<1x2x2xf32>
  %s = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.reshape %m, %s : (tensor<1x2x2xf32>, !tosa.shape<2>) -> tensor<2x2xf32>
  %t = tosa.transpose %r {perms = array<i32: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %c = tosa.concat %r, %t {axis = 0 : i32} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>
  %s3 = tosa.const_shape {values = dense<[1, 4, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %c3 = tosa.reshape %c, %s3 : (tensor<4x2xf32>, !tosa.shape<3>) -> tensor<1x4x2xf32>
  %g = tosa.sigmoid %c3 : (tensor<1x4x2xf32>) -> tensor<1x4x2xf32>
  %s4 = tosa.const_shape {values = dense<[1, 3, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %e = tosa.slice %g, %s4 , %s4 : (tensor<1x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x3x2xf32>
  return %e : tensor<1x3x2xf32>
}

// A fully connected layer in TOSA: matmul, the bias reshaped to [1, 1, N]
// and added, ReLU6; one matmul kernel with the bias as its third port.
// CHECK-LABEL: func.func @fc_bias
// CHECK: arith.constant dense<[8096, -4048]> : tensor<2xi32>
// CHECK: quantkit.matmul %{{.*}}, %{{.*}}, %{{.*}} : {{.*}} -> tensor<1x2x2x!quant.uniform<i8:f32, 0.0078431372549019607:-128>>
// CHECK-NOT: tosa.add
// CHECK: return
func.func @fc_bias(%x0: tensor<1x2x3xf32>) -> tensor<1x2x2xf32> {
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %w = "tosa.const"() {values = dense<[[[0.5, -1.0], [0.25, 0.5], [1.0, 0.0]]]> : tensor<1x3x2xf32>} : () -> tensor<1x3x2xf32>
  %b = "tosa.const"() {values = dense<[0.5, -0.25]> : tensor<2xf32>} : () -> tensor<2xf32>
  %s = tosa.const_shape {values = dense<[1, 1, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %x = quantkit.stats %x0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x2x3xf32>
  %m = tosa.matmul %x, %w, %zp, %zp : (tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
  %br = tosa.reshape %b, %s : (tensor<2xf32>, !tosa.shape<3>) -> tensor<1x1x2xf32>
  %y0 = tosa.add %br, %m : (tensor<1x1x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
  %y1 = tosa.clamp %y0 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
  %y = quantkit.stats %y1 {layerStats = dense<[0.0, 2.0]> : tensor<2xf32>} : tensor<1x2x2xf32>
  return %y : tensor<1x2x2xf32>
}
