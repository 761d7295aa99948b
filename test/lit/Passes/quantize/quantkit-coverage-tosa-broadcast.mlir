// quantkit-coverage lists a float tosa.add or tosa.mul that broadcasts an
// operand (quantkit-fuse wraps only same-shape ones as `add`/`mul`
// kernels), saying which operand shape broadcasts, after quantkit-quantize
// and run alone. Same-shape adds are `add` kernels; without statistics
// quantkit-quantize keeps them in float, and they are listed as not
// quantized. Run alone (nothing fused), a same-shape add of two run-time
// tensors is listed, one with a constant operand is not.
// RUN: %quantkit-opt %s -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' \
// RUN:   | FileCheck %s
// RUN: %quantkit-opt %s -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-coverage)' \
// RUN:   | FileCheck %s --check-prefix=ALONE

// CHECK: remark: quantkit-quantize: 0 of 0 contractions quantized, 0 of 0 poolings quantized in @model
// CHECK: :[[# @LINE + 16]]:8: note: 'tosa.mul' left in floating point: mul broadcasting tensor<1x1x1x2xf32> to tensor<1x4x4x2xf32>, not the same-shape form quantkit-fuse wraps as 'mul'; runs in float between casts
// CHECK: :[[# @LINE + 16]]:8: note: 'tosa.add' left in floating point: add broadcasting tensor<1x1x1x1xf32> to tensor<1x4x4x2xf32>, not the same-shape form quantkit-fuse wraps as 'add'; runs in float between casts
// CHECK: :[[# @LINE + 16]]:8: note: 'tosa.add' left in floating point: add of two tensors not quantized
// CHECK: :[[# @LINE + 16]]:8: note: 'tosa.add' left in floating point: add of two tensors not quantized
// CHECK-NOT: note:

// ALONE: remark: quantkit-quantize: 0 of 0 contractions quantized, 0 of 0 poolings quantized in @model
// ALONE: note: 'tosa.mul' left in floating point: mul broadcasting tensor<1x1x1x2xf32>
// ALONE: note: 'tosa.add' left in floating point: add broadcasting tensor<1x1x1x1xf32>
// ALONE: note: 'tosa.add' left in floating point: add of two tensors not quantized
// ALONE-NOT: note:

func.func @model(%x: tensor<1x4x4x2xf32>, %s: tensor<1x1x1x2xf32>) -> (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>) {
  %shift = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %three = "tosa.const"() {values = dense<3.0> : tensor<1x1x1x1xf32>} : () -> tensor<1x1x1x1xf32>
  %half = "tosa.const"() {values = dense<0.5> : tensor<1x4x4x2xf32>} : () -> tensor<1x4x4x2xf32>
  %m = tosa.mul %x, %s, %shift : (tensor<1x4x4x2xf32>, tensor<1x1x1x2xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  %a = tosa.add %m, %three : (tensor<1x4x4x2xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x2xf32>
  %b = tosa.add %a, %half : (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %c = tosa.add %b, %x : (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  return %b, %c : tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>
}
