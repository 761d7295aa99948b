// quantkit-quantize for tflite-int16x8 (i16 symmetric activations, i8
// weights, a 64-bit bias in the target): a constant bias whose integers fit
// in 32 bits is stored in i32, so the quantized module prints in a form
// upstream's quant type parser reads back (it caps storage at 32 bits, and
// the README flow runs quantkit-to-int in a separate mlir-opt). The op rules
// accept an i32 bias with 16-bit activations (typing_c6).
// RUN: %quantkit-opt %s -o %t.mlir 2>/dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int16x8})'
// RUN: FileCheck %s < %t.mlir
// RUN: %quantkit-opt %t.mlir --pass-pipeline='builtin.module(quantkit-verify,quantkit-to-int)' -o /dev/null
// A bias beyond 32 bits keeps the target's i64 (it prints, but only C++
// can build it; see the second file of this pair).
// RUN: %quantkit-opt %S/Inputs/int16x8-wide-bias.mlir 2>/dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int16x8})' \
// RUN:   | FileCheck %s --check-prefix=WIDE
// CHECK-LABEL: func.func @conv
// CHECK: quant.qcast %arg0 : {{.*}} to tensor<1x4x4x2x!quant.uniform<i16:f32, 3.0518509475997192E-5>>
// s_in * s_w = (1/32767) * (0.5/127); q(0.1) = 832 282, q(-0.3) = -2 496 845.
// CHECK: arith.constant dense<[832282, 1664564, -2496845]> : tensor<3xi32>
// CHECK: quant.scast {{.*}} : tensor<3xi32> to tensor<3x!quant.uniform<i32:f32:0, {1.2015161211022516E-7,1.2015161211022516E-7,1.2015161211022516E-7}>>
// CHECK: quantkit.conv2d
// CHECK-NOT: i64:f32
// WIDE-LABEL: func.func @conv_wide_bias
// WIDE: arith.constant dense<[8322818000, 1664564, -2496845]> : tensor<3xi64>
// WIDE: quant.scast {{.*}} : tensor<3xi64> to tensor<3x!quant.uniform<i64:f32:0,
func.func @conv(%x0: tensor<1x4x4x2xf32>) -> tensor<1x2x2x3xf32> {
  %w = arith.constant dense<0.5> : tensor<3x3x3x2xf32>
  %b = arith.constant dense<[0.1, 0.2, -0.3]> : tensor<3xf32>
  %zero = arith.constant 0.0 : f32
  %x = quantkit.stats %x0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
  %e = tensor.empty() : tensor<1x2x2x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x4x4x2xf32>, tensor<3x3x3x2xf32>) outs(%z : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %y0 = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %b : tensor<1x2x2x3xf32>, tensor<3xf32>) outs(%e : tensor<1x2x2x3xf32>) {
  ^bb0(%a: f32, %d: f32, %o: f32):
    %s = arith.addf %a, %d : f32
    linalg.yield %s : f32
  } -> tensor<1x2x2x3xf32>
  %y = quantkit.stats %y0 {layerStats = dense<[-8.0, 8.0]> : tensor<2xf32>} : tensor<1x2x2x3xf32>
  return %y : tensor<1x2x2x3xf32>
}
