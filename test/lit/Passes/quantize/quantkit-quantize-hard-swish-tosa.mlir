// TOSA's hardswish as torch-mlir's TOSA backend writes it, `tosa.add` of a
// splat 3, `tosa.clamp` to [0, 6], the product with x and a product by a
// splat 1/6 (in either association), is one 'hard_swish' kernel whichever
// product the pattern driver meets first, and quantkit-quantize makes it a
// quantkit.hard_swish. Near misses stay apart: another bound, x + 3 of
// another tensor, an intermediate with a second use.
// RUN: %quantkit-opt %s -split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-fuse{target=tflite-int8})' \
// RUN:   | FileCheck %s --check-prefix=FUSE
// RUN: %quantkit-opt %s -split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' \
// RUN:   | FileCheck %s

// FUSE-LABEL: func.func @product_first
// FUSE: quantkit.region "hard_swish"(%{{.*}}) in [f32] out [f32] {{.*}}: (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
// FUSE: tosa.add
// FUSE: tosa.clamp
// FUSE: tosa.mul
// FUSE: tosa.mul
// FUSE: quantkit.return
// FUSE-NOT: tosa.
// FUSE: return
// CHECK-LABEL: func.func @product_first
// CHECK: %[[X:.*]] = quant.qcast %arg0 : tensor<1x4x4x2xf32> to tensor<1x4x4x2x!quant.uniform<i8:f32, 0.031372549019607843:-1>>
// CHECK: %[[H:.*]] = quantkit.hard_swish %[[X]] : tensor<1x4x4x2x!quant.uniform<i8:f32, 0.031372549019607843:-1>> -> tensor<1x4x4x2x!quant.uniform<i8:f32, 0.017156862745098041:-106>>
// CHECK-NOT: tosa.
// CHECK: return
func.func @product_first(%x0: tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
  %x = quantkit.stats %x0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
  %shift = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %three = "tosa.const"() {values = dense<3.0> : tensor<1x1x1x1xf32>} : () -> tensor<1x1x1x1xf32>
  %sixth = "tosa.const"() {values = dense<0.166666672> : tensor<1x1x1x1xf32>} : () -> tensor<1x1x1x1xf32>
  %a = tosa.add %x, %three : (tensor<1x4x4x2xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x2xf32>
  %c = tosa.clamp %a {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %p = tosa.mul %x, %c, %shift : (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  %h0 = tosa.mul %p, %sixth, %shift : (tensor<1x4x4x2xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  %h = quantkit.stats %h0 {layerStats = dense<[-0.375, 4.0]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
  return %h : tensor<1x4x4x2xf32>
}

// -----

// x * hardsigmoid(x), the operands in the other order, the constants first.
// FUSE-LABEL: func.func @hardsigmoid_first
// FUSE: quantkit.region "hard_swish"(%{{.*}}) in [f32] out [f32]
// FUSE-NOT: quantkit.region
// FUSE: return
// CHECK-LABEL: func.func @hardsigmoid_first
// CHECK: quantkit.hard_swish
// CHECK-NOT: tosa.
// CHECK: return
func.func @hardsigmoid_first(%x0: tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
  %x = quantkit.stats %x0 {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
  %shift = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %three = "tosa.const"() {values = dense<3.0> : tensor<1x1x1x1xf32>} : () -> tensor<1x1x1x1xf32>
  %sixth = "tosa.const"() {values = dense<0.166666672> : tensor<1x1x1x1xf32>} : () -> tensor<1x1x1x1xf32>
  %a = tosa.add %three, %x : (tensor<1x1x1x1xf32>, tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %c = tosa.clamp %a {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %s = tosa.mul %sixth, %c, %shift : (tensor<1x1x1x1xf32>, tensor<1x4x4x2xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  %h0 = tosa.mul %s, %x, %shift : (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  %h = quantkit.stats %h0 {layerStats = dense<[-0.375, 4.0]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
  return %h : tensor<1x4x4x2xf32>
}

// -----

// Near misses: a clamp to [0, 5]; `y + 3` times x; the clamp read twice.
// The same-shape products become 'mul' kernels, the rest stays TOSA.
// FUSE-LABEL: func.func @near_misses
// FUSE-NOT: "hard_swish"
// FUSE-COUNT-3: quantkit.region "mul"(%arg0, %{{.*}}) in [f32, f32] out [f32]
// FUSE-NOT: "hard_swish"
// FUSE: return
func.func @near_misses(%x: tensor<1x4x4x2xf32>, %y: tensor<1x4x4x2xf32>) -> (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>) {
  %shift = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %three = "tosa.const"() {values = dense<3.0> : tensor<1x1x1x1xf32>} : () -> tensor<1x1x1x1xf32>
  %sixth = "tosa.const"() {values = dense<0.166666672> : tensor<1x1x1x1xf32>} : () -> tensor<1x1x1x1xf32>
  %a1 = tosa.add %x, %three : (tensor<1x4x4x2xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x2xf32>
  %c1 = tosa.clamp %a1 {max_val = 5.0 : f32, min_val = 0.0 : f32} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %p1 = tosa.mul %x, %c1, %shift : (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  %h1 = tosa.mul %p1, %sixth, %shift : (tensor<1x4x4x2xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  %a2 = tosa.add %y, %three : (tensor<1x4x4x2xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x2xf32>
  %c2 = tosa.clamp %a2 {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %p2 = tosa.mul %x, %c2, %shift : (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  %h2 = tosa.mul %p2, %sixth, %shift : (tensor<1x4x4x2xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  %a3 = tosa.add %x, %three : (tensor<1x4x4x2xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x2xf32>
  %c3 = tosa.clamp %a3 {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %p3 = tosa.mul %x, %c3, %shift : (tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  %h3 = tosa.mul %p3, %sixth, %shift : (tensor<1x4x4x2xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x4x2xf32>
  return %h1, %h2, %h3, %c3 : tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>
}
