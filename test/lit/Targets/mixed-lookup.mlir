// tflite-mixed: int8 kernels first, then the 16x8 ones; a port annotated
// `!quant.any<i16:f32>` (at least 16 bits) selects the 16x8 variant.
// RUN: %quantkit-opt %s -verify-diagnostics -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-dump-target{target=tflite-mixed})'

func.func @mixed(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>, %b: tensor<4xf32>,
                 %y: tensor<4xf32>) {
  // expected-remark @+1 {{kernel #2 of 'tflite-mixed': ins(i8, i8<-127:127> symmetric per_axis(-1) weight, i32 symmetric per_axis(0) accumulator) outs(i8) constraint multiplier_accumulator_scale}}
  %0 = quantkit.region "matmul" (%x, %w, %b) in [f32, f32, f32] out [f32]
      : (tensor<2x3xf32>, tensor<3x4xf32>, tensor<4xf32>) -> tensor<2x4xf32> {
  ^bb0(%a: tensor<2x3xf32>, %f: tensor<3x4xf32>, %c: tensor<4xf32>):
    %r = tensor.empty() : tensor<2x4xf32>
    quantkit.return %r : tensor<2x4xf32>
  }
  // expected-remark @+1 {{kernel #15 of 'tflite-mixed': ins(i16 symmetric, i8<-127:127> symmetric per_axis(-1) weight, i64 symmetric per_axis(0) accumulator) outs(i16 symmetric) constraint multiplier_accumulator_scale}}
  %1 = quantkit.region "matmul" (%x, %w, %b)
      in [!quant.any<i16:f32>, f32, f32] out [f32]
      : (tensor<2x3xf32>, tensor<3x4xf32>, tensor<4xf32>) -> tensor<2x4xf32> {
  ^bb0(%a: tensor<2x3xf32>, %f: tensor<3x4xf32>, %c: tensor<4xf32>):
    %r = tensor.empty() : tensor<2x4xf32>
    quantkit.return %r : tensor<2x4xf32>
  }
  // A spec the model fixed at 16 bits prefers the 16x8 variant.
  // expected-remark @+1 {{kernel #25 of 'tflite-mixed': ins(i16 symmetric) outs(i16 symmetric) constraint fixed_scale(3.0517578125e-05, 0)}}
  %5 = quantkit.region "tanh" (%y) in [!quant.uniform<i16:f32, 0.001>] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%p: tensor<4xf32>):
    quantkit.return %p : tensor<4xf32>
  }
  // Asking on the output works the same way (a partial signature).
  // expected-remark @+1 {{kernel #25 of 'tflite-mixed': ins(i16 symmetric) outs(i16 symmetric) constraint fixed_scale(3.0517578125e-05, 0)}}
  %2 = quantkit.region "tanh" (%y) in [f32] out [!quant.any<i16:f32>]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%p: tensor<4xf32>):
    quantkit.return %p : tensor<4xf32>
  }
  // At least 8 bits: the int8 kernel, registered first.
  // expected-remark @+1 {{kernel #12 of 'tflite-mixed': ins(i8) outs(i8) constraint fixed_scale(0.0078125, 0)}}
  %3 = quantkit.region "tanh" (%y) in [!quant.any<i8:f32>] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%p: tensor<4xf32>):
    quantkit.return %p : tensor<4xf32>
  }
  // expected-error @+1 {{no kernel 'tanh' of target 'tflite-mixed' matches: kernel #12 input #0 stores 8 bits, fewer than the 32 asked for; kernel #25 input #0 stores 16 bits, fewer than the 32 asked for}}
  %4 = quantkit.region "tanh" (%y) in [!quant.any<i32:f32>] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%p: tensor<4xf32>):
    quantkit.return %p : tensor<4xf32>
  }
  return
}
