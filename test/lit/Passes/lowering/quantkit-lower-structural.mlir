// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-lower)' \
// RUN:   | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-lower)' \
// RUN:   --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Structural ops on quantized tensors only move stored values: quantkit-lower
// rebuilds each with its storage types (regions and their terminators
// included) and nothing quantized is left.
// CHECK-NOT: !quant
// GENERIC-NOT: !quant
// GENERIC: "linalg.copy"
// GENERIC: ^bb0(%{{.*}}: i8, %{{.*}}: i8):
// GENERIC-NEXT: "linalg.yield"(%{{.*}}) : (i8) -> ()

!L = !quant.uniform<i8:f32, 1.0:3>

// CHECK-LABEL: func.func @collapse(%{{.*}}: tensor<2x3xi8>) -> tensor<6xi8>
// CHECK: tensor.collapse_shape %{{.*}} {{\[}}[0, 1]] : tensor<2x3xi8> into tensor<6xi8>
func.func @collapse(%a: tensor<2x3x!L>) -> tensor<6x!L> {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<2x3x!L> into tensor<6x!L>
  return %0 : tensor<6x!L>
}

// CHECK-LABEL: func.func @expand
// CHECK: tensor.expand_shape %{{.*}} {{\[}}[0, 1]] output_shape [2, 3] : tensor<6xi8> into tensor<2x3xi8>
func.func @expand(%a: tensor<6x!L>) -> tensor<2x3x!L> {
  %0 = tensor.expand_shape %a [[0, 1]] output_shape [2, 3] : tensor<6x!L> into tensor<2x3x!L>
  return %0 : tensor<2x3x!L>
}

// CHECK-LABEL: func.func @slice
// CHECK: tensor.extract_slice %{{.*}}[1, 0] [1, 3] [1, 1] : tensor<2x3xi8> to tensor<1x3xi8>
func.func @slice(%a: tensor<2x3x!L>) -> tensor<1x3x!L> {
  %0 = tensor.extract_slice %a[1, 0] [1, 3] [1, 1] : tensor<2x3x!L> to tensor<1x3x!L>
  return %0 : tensor<1x3x!L>
}

// CHECK-LABEL: func.func @insert_slice
// CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[1, 0] [1, 3] [1, 1] : tensor<1x3xi8> into tensor<2x3xi8>
func.func @insert_slice(%a: tensor<1x3x!L>, %b: tensor<2x3x!L>) -> tensor<2x3x!L> {
  %0 = tensor.insert_slice %a into %b[1, 0] [1, 3] [1, 1] : tensor<1x3x!L> into tensor<2x3x!L>
  return %0 : tensor<2x3x!L>
}

// CHECK-LABEL: func.func @cast
// CHECK: tensor.cast %{{.*}} : tensor<2x3xi8> to tensor<?x3xi8>
func.func @cast(%a: tensor<2x3x!L>) -> tensor<?x3x!L> {
  %0 = tensor.cast %a : tensor<2x3x!L> to tensor<?x3x!L>
  return %0 : tensor<?x3x!L>
}

// CHECK-LABEL: func.func @extract(%{{.*}}: tensor<2xi8>) -> i8
// CHECK: %[[E:.*]] = tensor.extract %{{.*}}[%{{.*}}] : tensor<2xi8>
// CHECK: return %[[E]] : i8
func.func @extract(%a: tensor<2x!L>) -> !L {
  %c1 = arith.constant 1 : index
  %0 = tensor.extract %a[%c1] : tensor<2x!L>
  return %0 : !L
}

// CHECK-LABEL: func.func @insert(%{{.*}}: i8, %{{.*}}: tensor<2xi8>)
// CHECK: tensor.insert %{{.*}} into %{{.*}}[%{{.*}}] : tensor<2xi8>
func.func @insert(%s: !L, %a: tensor<2x!L>) -> tensor<2x!L> {
  %c1 = arith.constant 1 : index
  %0 = tensor.insert %s into %a[%c1] : tensor<2x!L>
  return %0 : tensor<2x!L>
}

// CHECK-LABEL: func.func @from_elements
// CHECK: tensor.from_elements %{{.*}}, %{{.*}} : tensor<2xi8>
func.func @from_elements(%s: !L, %t: !L) -> tensor<2x!L> {
  %0 = tensor.from_elements %s, %t : tensor<2x!L>
  return %0 : tensor<2x!L>
}

// CHECK-LABEL: func.func @concat
// CHECK: tensor.concat dim(0) %{{.*}}, %{{.*}} : (tensor<2xi8>, tensor<3xi8>) -> tensor<5xi8>
func.func @concat(%a: tensor<2x!L>, %b: tensor<3x!L>) -> tensor<5x!L> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x!L>, tensor<3x!L>) -> tensor<5x!L>
  return %0 : tensor<5x!L>
}

// CHECK-LABEL: func.func @pad
// CHECK-SAME: (%{{.*}}: tensor<2xi8>, %[[P:.*]]: i8)
// CHECK: tensor.pad %{{.*}} low[1] high[1]
// CHECK: tensor.yield %[[P]] : i8
// CHECK: } : tensor<2xi8> to tensor<4xi8>
func.func @pad(%a: tensor<2x!L>, %p: !L) -> tensor<4x!L> {
  %0 = tensor.pad %a low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %p : !L
  } : tensor<2x!L> to tensor<4x!L>
  return %0 : tensor<4x!L>
}

// CHECK-LABEL: func.func @transpose
// CHECK: linalg.transpose ins(%{{.*}} : tensor<2x3xi8>) outs(%{{.*}} : tensor<3x2xi8>) permutation = [1, 0]
func.func @transpose(%a: tensor<2x3x!L>) -> tensor<3x2x!L> {
  %e = tensor.empty() : tensor<3x2x!L>
  %0 = linalg.transpose ins(%a : tensor<2x3x!L>) outs(%e : tensor<3x2x!L>) permutation = [1, 0]
  return %0 : tensor<3x2x!L>
}

// CHECK-LABEL: func.func @copy
// CHECK: linalg.copy ins(%{{.*}} : tensor<2xi8>) outs(%{{.*}} : tensor<2xi8>) -> tensor<2xi8>
func.func @copy(%a: tensor<2x!L>, %b: tensor<2x!L>) -> tensor<2x!L> {
  %0 = linalg.copy ins(%a : tensor<2x!L>) outs(%b : tensor<2x!L>) -> tensor<2x!L>
  return %0 : tensor<2x!L>
}

// CHECK-LABEL: func.func @broadcast
// CHECK: linalg.broadcast ins(%{{.*}} : tensor<2xi8>) outs(%{{.*}} : tensor<2x3xi8>) dimensions = [1]
func.func @broadcast(%a: tensor<2x!L>) -> tensor<2x3x!L> {
  %e = tensor.empty() : tensor<2x3x!L>
  %0 = linalg.broadcast ins(%a : tensor<2x!L>) outs(%e : tensor<2x3x!L>) dimensions = [1]
  return %0 : tensor<2x3x!L>
}
