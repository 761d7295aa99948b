// quantkit-import-tosa gives a tosa.reshape with a static result and an
// inferred (-1) size in its constant shape the result's shape: MLIR 22's
// fold of a reshape of a constant (canonicalize, which quantkit-to-int
// runs) builds an attribute of the shape as written and segfaults on the
// -1 (found by quantkit-fuzz on upstream's Dialect/Tosa/canonicalize.mlir).
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-import-tosa)' \
// RUN:   | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-import-tosa,quantkit-to-int)' \
// RUN:   | FileCheck %s --check-prefix=FOLDED
// quantkit-lower does the same for integer TOSA that skips the import, so
// that quantkit-to-int alone does not crash either.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int)' \
// RUN:   | FileCheck %s --check-prefix=FOLDED

// CHECK-LABEL: func.func @reshape_inferred
// CHECK: %[[S:.*]] = tosa.const_shape {values = dense<[1, 3]> : tensor<2xindex>}
// CHECK-NOT: dense<[-1, 3]>
// CHECK: tosa.reshape %{{.*}}, %[[S]]
// FOLDED-LABEL: func.func @reshape_inferred
// FOLDED: "tosa.const"() <{values = dense<{{\[\[}}1, 2, 3]]> : tensor<1x3xi8>}>
func.func @reshape_inferred() -> tensor<1x3xi8> {
  %0 = "tosa.const"() <{values = dense<[1, 2, 3]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %1 = tosa.const_shape {values = dense<[-1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %2 = tosa.reshape %0, %1 : (tensor<3xi8>, !tosa.shape<2>) -> tensor<1x3xi8>
  return %2 : tensor<1x3xi8>
}

// A dynamic result keeps its -1 (nothing to fold it from).
// CHECK-LABEL: func.func @reshape_dynamic
// CHECK: tosa.const_shape {values = dense<[-1, 3]> : tensor<2xindex>}
func.func @reshape_dynamic(%a: tensor<?xi8>) -> tensor<?x3xi8> {
  %1 = tosa.const_shape {values = dense<[-1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %2 = tosa.reshape %a, %1 : (tensor<?xi8>, !tosa.shape<2>) -> tensor<?x3xi8>
  return %2 : tensor<?x3xi8>
}
