// A float tosa.resize (as TOSA exporters write it, and as quantkit-normalize
// makes torch-mlir's upsamplings) is the `resize` kernel: same_scale on
// tflite-int8, so input and output share the calibrated parameters, and
// quantkit-materialize writes quantkit.resize with TOSA's geometry, its
// ratio reduced (16 / 8 with offset -4 is 4 / 2 with offset -1). A
// resize whose geometry quantkit.resize cannot take stays in float with
// the verifier's reason.
// RUN: %quantkit-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' 2>/dev/null \
// RUN:   | FileCheck %s
// RUN: %quantkit-opt %s --split-input-file -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK

// CHECK-LABEL: func.func @bilinear
// CHECK: %[[Q:.*]] = quant.qcast %arg0 : tensor<1x4x4x8xf32> to tensor<1x4x4x8x!quant.uniform<i8:f32, [[S:.*]]:[[Z:.*]]>>
// CHECK: %[[R:.*]] = quantkit.resize %[[Q]] {border = array<i64: 1, 1>, mode = #quantkit.resize_mode<bilinear>, offset = array<i64: -1, -1>, scale = array<i64: 4, 2, 4, 2>}
// CHECK-SAME: -> tensor<1x8x8x8x!quant.uniform<i8:f32, [[S]]:[[Z]]>>
// CHECK: quant.dcast %[[R]]
func.func @bilinear(%x: tensor<1x4x4x8xf32>) -> tensor<1x8x8x8xf32> {
  %s = quantkit.stats %x {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x4x4x8xf32>
  %scale = tosa.const_shape {values = dense<[16, 8, 16, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[-4, -4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[4, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %s, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x4x4x8xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x8x8xf32>
  %o = quantkit.stats %r {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<1x8x8x8xf32>
  return %o : tensor<1x8x8x8xf32>
}

// -----

// Nearest x2 after a convolution: the convolution's output parameters are
// the resize's.
// CHECK-LABEL: func.func @nearest_after_conv
// CHECK: %[[C:.*]] = quantkit.conv2d {{.*}} -> tensor<1x4x4x4x!quant.uniform<i8:f32, [[S:.*]]:[[Z:.*]]>>
// CHECK: quantkit.resize %[[C]] {{.*}}mode = #quantkit.resize_mode<nearest>{{.*}} -> tensor<1x8x8x4x!quant.uniform<i8:f32, [[S]]:[[Z]]>>
func.func @nearest_after_conv(%x: tensor<1x4x4x2xf32>) -> tensor<1x8x8x4xf32> {
  %s = quantkit.stats %x {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
  %w = arith.constant dense<0.5> : tensor<4x1x1x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %c = linalg.conv_2d_nhwc_fhwc ins(%s, %w : tensor<1x4x4x2xf32>, tensor<4x1x1x2xf32>) outs(%f : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %cs = quantkit.stats %c {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x4x4x4xf32>
  %scale = tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<-1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %cs, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x4x4x4xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x8x4xf32>
  return %r : tensor<1x8x8x4xf32>
}

// -----

// TOSA takes the ratio unreduced: 4096 / 4096 is the identity [1, 1].
// CHECK-LABEL: func.func @unreduced
// CHECK: quantkit.resize %{{.*}} {border = array<i64: 0, 0>, mode = #quantkit.resize_mode<bilinear>, offset = array<i64: 0, 0>, scale = array<i64: 1, 1, 1, 1>}
func.func @unreduced(%x: tensor<1x2x2x8xf32>) -> tensor<1x2x2x8xf32> {
  %s = quantkit.stats %x {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x2x2x8xf32>
  %scale = tosa.const_shape {values = dense<[4096, 4096, 4096, 4096]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %s, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x2x2x8xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x2x2x8xf32>
  %o = quantkit.stats %r {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x2x2x8xf32>
  return %o : tensor<1x2x2x8xf32>
}

// -----

// 4001 / 4000 does not reduce, and quantkit.resize takes numerators up to
// 2048 (its bilinear sum then fits 32 bits): the resize stays in float,
// with the verifier's reason.
// REMARK: remark: logical kernel 'resize' kept in floating point: its port specs give an invalid quantkit.resize: 'quantkit.resize' op scale numerator along y is 4001, more than 2048
// CHECK-LABEL: func.func @large_numerator
// CHECK-NOT: quantkit.resize
// CHECK: tosa.resize
func.func @large_numerator(%x: tensor<1x2x2x8xf32>) -> tensor<1x2x2x8xf32> {
  %s = quantkit.stats %x {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x2x2x8xf32>
  %scale = tosa.const_shape {values = dense<[4001, 4000, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[-1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %s, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x2x2x8xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x2x2x8xf32>
  %o = quantkit.stats %r {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x2x2x8xf32>
  return %o : tensor<1x2x2x8xf32>
}
