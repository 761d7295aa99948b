// RUN: %quantkit-opt %s --split-input-file --pass-pipeline='builtin.module(quantkit-normalize)' | FileCheck %s
// RUN: %quantkit-opt %s --split-input-file -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' \
// RUN:   | FileCheck %s --check-prefix=COVER

// Activations that torch-mlir's 2023 decompositions write one op per
// generic become one generic each (upstream's elementwise fusion), which
// classifyActivation and the coverage report then name. Chains that
// compute no named activation, and steps whose result has another use,
// are left as they are.

// The coverage report names each fused chain, at the chain's last op.
// COVER-LABEL: in @hardswish_2023
// COVER: activation-chains.mlir:[[# @LINE + 74]]:8: note: 'linalg.generic' left in floating point: hardswish: region fell back to float: input 0 is not resolved to !quant.uniform
// COVER-LABEL: in @sigmoid_chain
// COVER: note: 'linalg.generic' left in floating point: sigmoid: region fell back to float: input 0 is not resolved to !quant.uniform
// COVER-NOT: left in floating point
// COVER-LABEL: in @hardsigmoid_after_scale
// COVER: note: 'linalg.generic' left in floating point: elementwise 'arith.mulf'
// COVER: note: 'linalg.generic' left in floating point: hardsigmoid
// COVER-NOT: left in floating point
// COVER-LABEL: in @left_alone
// COVER: note: 'linalg.generic' left in floating point: elementwise 'arith.addf'
// COVER: note: 'linalg.generic' left in floating point: elementwise 'arith.addf'
// COVER: note: 'linalg.generic' left in floating point: elementwise 'arith.divf'
// COVER-NOT: left in floating point

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#batch = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#scalar = affine_map<(d0, d1, d2, d3) -> ()>
#none = affine_map<() -> ()>

// MobileNetV3's hardswish: `x + 3`, ReLU, a minimum with a 0-d `6 : i64`
// converted to f32, `/ 6`, then the product with x. The product reads x
// beside the chain: the whole is one generic of x alone (x's two operands
// deduplicated), a hardswish.
// CHECK-LABEL: func.func @hardswish_2023
// CHECK-SAME: (%[[X:.*]]: tensor<1x8x4x4xf32>)
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[X]] : tensor<1x8x4x4xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK: arith.addf %[[IN]]
// CHECK-NEXT: arith.constant 0.0
// CHECK-NEXT: arith.maximumf
// CHECK-NEXT: arith.constant 6.0
// CHECK-NEXT: arith.minimumf
// CHECK-NEXT: arith.divf
// CHECK-NEXT: arith.mulf %{{.*}}, %[[IN]]
// CHECK-NEXT: linalg.yield
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @hardswish_2023(%x: tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %three = arith.constant 3.0 : f32
  %six = arith.constant 6.0 : f32
  %c6 = arith.constant 6 : i64
  %e = tensor.empty() : tensor<1x8x4x4xf32>
  %ei = tensor.empty() : tensor<i64>
  %ef = tensor.empty() : tensor<f32>
  %fi = linalg.fill ins(%c6 : i64) outs(%ei : tensor<i64>) -> tensor<i64>
  %bound = linalg.generic {indexing_maps = [#none, #none], iterator_types = []} ins(%fi : tensor<i64>) outs(%ef : tensor<f32>) {
  ^bb0(%in: i64, %out: f32):
    %v = arith.sitofp %in : i64 to f32
    linalg.yield %v : f32
  } -> tensor<f32>
  %a = linalg.generic {indexing_maps = [#batch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %three : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %b = linalg.generic {indexing_maps = [#batch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %zero : f32
    %r = arith.select %c, %in, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %c = linalg.generic {indexing_maps = [#batch, #scalar, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b, %bound : tensor<1x8x4x4xf32>, tensor<f32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %hi: f32, %out: f32):
    %p = arith.cmpf ult, %in, %hi : f32
    %r = arith.select %p, %in, %hi : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %d = linalg.generic {indexing_maps = [#batch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %six : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %y = linalg.generic {indexing_maps = [#batch, #batch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%d, %x : tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.mulf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  return %y : tensor<1x8x4x4xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// A sigmoid as negation, exponential, `+ 1` and reciprocal: one generic,
// however long the chain.
// CHECK-LABEL: func.func @sigmoid_chain
// CHECK: linalg.generic
// CHECK: arith.negf
// CHECK-NEXT: math.exp
// CHECK: arith.addf
// CHECK: arith.divf
// CHECK-NEXT: linalg.yield
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @sigmoid_chain(%x: tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<1x8x4x4xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.negf %in : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %one : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %one, %in : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  return %d : tensor<1x8x4x4xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// A hardsigmoid after a step that is no part of it (`* 2`): the
// hardsigmoid's own steps fuse, the `* 2` stays its own generic.
// CHECK-LABEL: func.func @hardsigmoid_after_scale
// CHECK: %[[S:.*]] = linalg.generic
// CHECK: arith.mulf
// CHECK-NEXT: linalg.yield
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[S]] :
// CHECK: arith.addf
// CHECK: arith.maximumf
// CHECK: arith.minimumf
// CHECK: arith.divf
// CHECK-NEXT: linalg.yield
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @hardsigmoid_after_scale(%x: tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %six = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<1x8x4x4xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %two : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %three : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %l = arith.maximumf %in, %zero : f32
    %r = arith.minimumf %l, %six : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %six : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  return %c : tensor<1x8x4x4xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// Left alone: `x + 3` then a ReLU6 is no named activation (the clamp
// stays a generic of its own, which fuses into a kernel as an epilogue),
// and a hardsigmoid whose `x + 3` is also returned (two uses).
// CHECK-LABEL: func.func @left_alone
// CHECK: linalg.generic
// CHECK: arith.addf
// CHECK-NEXT: linalg.yield
// CHECK: linalg.generic
// CHECK: arith.maximumf
// CHECK: arith.minimumf
// CHECK-NEXT: linalg.yield
// CHECK: %[[A:.*]] = linalg.generic
// CHECK: arith.addf
// CHECK-NEXT: linalg.yield
// CHECK: %[[B:.*]] = linalg.generic
// CHECK-SAME: ins(%[[A]] :
// CHECK: arith.minimumf
// CHECK-NEXT: linalg.yield
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[B]] :
// CHECK: arith.divf
// CHECK-NEXT: linalg.yield
// CHECK: return
func.func @left_alone(%x: tensor<1x8x4x4xf32>, %y: tensor<1x8x4x4xf32>) -> (tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %three = arith.constant 3.0 : f32
  %six = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<1x8x4x4xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %three : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %l = arith.maximumf %in, %zero : f32
    %r = arith.minimumf %l, %six : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %three : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %l = arith.maximumf %in, %zero : f32
    %r = arith.minimumf %l, %six : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %f = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%d : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %six : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  return %b, %f, %c : tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#channel = affine_map<(d0, d1, d2, d3) -> (d3)>

// Today's torch-mlir squeeze and excitation: a convolution, then `+ 3` as
// a bias of threes, the clamps and `/ 6`. The addition and the clamps are
// the convolution's epilogue (quantkit-fuse makes them one kernel whose
// output is quantized on [0, 6]); they are no part of a chain, and the `/ 6`
// alone is none. (Without statistics the kernel falls back to float here,
// and the report lists its addition.)
// CHECK-LABEL: func.func @after_convolution
// CHECK: linalg.conv_2d_nhwc_fhwc
// CHECK: linalg.generic
// CHECK: arith.addf
// CHECK-NEXT: linalg.yield
// CHECK: linalg.generic
// CHECK: arith.maximumf
// CHECK-NEXT: linalg.yield
// CHECK: linalg.generic
// CHECK: arith.minimumf
// CHECK-NEXT: linalg.yield
// CHECK: linalg.generic
// CHECK: arith.divf
// CHECK-NEXT: linalg.yield
// CHECK: return
// COVER-LABEL: in @after_convolution
// COVER: note: 'linalg.conv_2d_nhwc_fhwc' left in floating point
// COVER: note: 'linalg.generic' left in floating point: elementwise 'arith.addf'
// COVER: note: 'linalg.generic' left in floating point: elementwise 'arith.divf'
// COVER-NOT: left in floating point
func.func @after_convolution(%x: tensor<1x1x1x8xf32>, %w: tensor<4x1x1x8xf32>) -> tensor<1x1x1x4xf32> {
  %zero = arith.constant 0.0 : f32
  %six = arith.constant 6.0 : f32
  %three = arith.constant dense<3.0> : tensor<4xf32>
  %e = tensor.empty() : tensor<1x1x1x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x1x1x8xf32>, tensor<4x1x1x8xf32>) outs(%f : tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
  %a = linalg.generic {indexing_maps = [#id, #channel, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %three : tensor<1x1x1x4xf32>, tensor<4xf32>) outs(%e : tensor<1x1x1x4xf32>) {
  ^bb0(%in: f32, %b: f32, %out: f32):
    %r = arith.addf %in, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1x4xf32>
  %l = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a : tensor<1x1x1x4xf32>) outs(%e : tensor<1x1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1x4xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%l : tensor<1x1x1x4xf32>) outs(%e : tensor<1x1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.minimumf %in, %six : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1x4xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%h : tensor<1x1x1x4xf32>) outs(%e : tensor<1x1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %six : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1x4xf32>
  return %d : tensor<1x1x1x4xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// Today's torch-mlir hardswish: `x + 3`, the two clamps, the product with
// x, then `/ 6`; x (a batch norm's result here) has another use besides,
// so the chain stops there: one hardswish generic of x.
// CHECK-LABEL: func.func @hardswish_product_first
// CHECK-SAME: (%[[X0:.*]]: tensor<1x8x4x4xf32>)
// CHECK: %[[X:.*]] = linalg.generic
// CHECK: arith.mulf
// CHECK: %[[H:.*]] = linalg.generic
// CHECK-SAME: ins(%[[X]] : tensor<1x8x4x4xf32>)
// CHECK: arith.addf
// CHECK: arith.maximumf
// CHECK: arith.minimumf
// CHECK: arith.mulf
// CHECK-NEXT: arith.divf
// CHECK-NEXT: linalg.yield
// CHECK-NOT: linalg.generic
// CHECK: return %[[H]], %[[X]]
// COVER-LABEL: in @hardswish_product_first
// COVER: note: 'linalg.generic' left in floating point: elementwise 'arith.mulf'
// COVER: note: 'linalg.generic' left in floating point: hardswish: region fell back
// COVER-NOT: left in floating point
func.func @hardswish_product_first(%x0: tensor<1x8x4x4xf32>) -> (tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %six = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<1x8x4x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x0 : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %two : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %three : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ult, %in, %zero : f32
    %r = arith.select %c, %zero, %in : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %six : f32
    %r = arith.select %c, %six, %in : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %p = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %c : tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.mulf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %six : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  return %h, %x : tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// SiLU as torch-mlir writes it, a sigmoid generic then `x * s`: no chain
// (its sigmoid is a `logistic` kernel and its product a `mul`; fused, the
// SiLU would have none). A product of two computed tensors, `(x + 3) *
// (y + 3)`, is no chain either: which one is `x` is not known.
// CHECK-LABEL: func.func @left_alone_two_inputs
// COVER-LABEL: in @left_alone_two_inputs
// COVER: note: 'linalg.generic' left in floating point: sigmoid: region fell back
// COVER: note: 'linalg.generic' left in floating point: mul of two tensors not quantized
// COVER: note: 'linalg.generic' left in floating point: elementwise 'arith.addf'
// COVER: note: 'linalg.generic' left in floating point: elementwise 'arith.addf'
// COVER: note: 'linalg.generic' left in floating point: mul of two tensors not quantized
// COVER-NOT: left in floating point
// CHECK: %[[S:.*]] = linalg.generic
// CHECK: math.exp
// CHECK: linalg.generic
// CHECK-SAME: ins(%{{.*}}, %[[S]] :
// CHECK: %[[A:.*]] = linalg.generic
// CHECK: arith.addf
// CHECK: %[[B:.*]] = linalg.generic
// CHECK: arith.addf
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[A]], %[[B]] :
// CHECK: return
func.func @left_alone_two_inputs(%x: tensor<1x8x4x4xf32>, %y: tensor<1x8x4x4xf32>) -> (tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>) {
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3.0 : f32
  %e = tensor.empty() : tensor<1x8x4x4xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    %x1 = math.exp %n : f32
    %a = arith.addf %x1, %one : f32
    %d = arith.divf %one, %a : f32
    linalg.yield %d : f32
  } -> tensor<1x8x4x4xf32>
  %silu = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %s : tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.mulf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %three : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y : tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %three : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %p = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a, %b : tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>) outs(%e : tensor<1x8x4x4xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.mulf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  return %silu, %p : tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// GELU as ONNX exporters of BERT write it, one node each (Div by sqrt(2),
// Erf, Add 1, Mul by x, Mul by 0.5) and torch-mlir's ONNX import makes one
// generic of: fused into one generic of x alone, a GELU (quantkit.gelu
// once quantized).
// CHECK-LABEL: func.func @gelu_onnx_nodes
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK: %[[G:.*]] = linalg.generic
// CHECK-SAME: ins(%[[X]] : tensor<4x8xf32>)
// CHECK: arith.divf
// CHECK: math.erf
// CHECK: arith.addf
// CHECK: arith.mulf
// CHECK: arith.mulf
// CHECK-NEXT: linalg.yield
// CHECK-NOT: linalg.generic
// CHECK: return %[[G]]
// COVER-LABEL: in @gelu_onnx_nodes
// COVER: note: 'linalg.generic' left in floating point: gelu: region fell back to float: input 0 is not resolved to !quant.uniform
// COVER-NOT: left in floating point
func.func @gelu_onnx_nodes(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %sqrt2 = arith.constant 1.41421354 : f32
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %sqrt2 : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.erf %in : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %one : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %c : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.mulf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %half : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %g : tensor<4x8xf32>
}
