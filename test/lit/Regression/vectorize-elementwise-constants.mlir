// quantkit-vectorize-elementwise on bodies that yield a value captured from
// above without computing with it, and that hold their own constants (what
// quantkit-fold-constant-operands can leave behind): the captured value is
// broadcast like any other, a body constant becomes its splat vector. Both
// crashed or produced invalid IR before (found by the oracle cases through
// quantkit-cpu).
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(func.func(quantkit-vectorize-elementwise))' | FileCheck %s

// CHECK-LABEL: func.func @yield_captured
// CHECK: %[[SPLAT:.*]] = vector.broadcast %arg1 : i8 to vector<16xi8>
// CHECK: scf.for
// CHECK: vector.store %[[SPLAT]], %arg0
// CHECK: %[[TAIL:.*]] = vector.extract_strided_slice %[[SPLAT]] {offsets = [0], sizes = [4], strides = [1]} : vector<16xi8> to vector<4xi8>
// CHECK: vector.store %[[TAIL]], %arg0
func.func @yield_captured(%out: memref<2x68xi8>, %v: i8) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      outs(%out : memref<2x68xi8>) {
  ^bb0(%o: i8):
    linalg.yield %v : i8
  }
  return
}

// CHECK-LABEL: func.func @body_constant
// CHECK: arith.constant dense<-127> : vector<16xi8>
// CHECK: arith.constant dense<3> : vector<16xi8>
// CHECK: arith.addi {{.*}} : vector<16xi8>
// CHECK-NOT: linalg.generic
func.func @body_constant(%in: memref<32xi8>, %out: memref<32xi8>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                  iterator_types = ["parallel"]}
      ins(%in : memref<32xi8>) outs(%out : memref<32xi8>) {
  ^bb0(%i: i8, %o: i8):
    %c = arith.constant -127 : i8
    %d = arith.constant 3 : i8
    %x = arith.addi %i, %c : i8
    %y = arith.addi %x, %d : i8
    linalg.yield %y : i8
  }
  return
}
