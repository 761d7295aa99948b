// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(func.func(quantkit-inline-alloca-scopes))' | FileCheck %s

// The body convert-scf-to-openmp wraps in a scope: a loop and a step after
// it, with a byte permute (an op without memory effects, which upstream's
// canonicalization takes for a possible stack allocation). No alloca lies
// in it: the scope goes, its ops stay in order.
// CHECK-LABEL: func.func @no_alloca
// CHECK-NOT: memref.alloca_scope
// CHECK: scf.for
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.vpermi2var.qi.512"
// CHECK: vector.store
// CHECK: return
func.func @no_alloca(%t: vector<64xi8>, %i: vector<64xi8>, %out: memref<64xi8>, %n: index) {
  %c0 = arith.constant 0 : index
  %c0_i8 = arith.constant 0 : i8
  %c1 = arith.constant 1 : index
  memref.alloca_scope {
    scf.for %k = %c0 to %n step %c1 {
      memref.store %c0_i8, %out[%k] : memref<64xi8>
    }
    %p = llvm.call_intrinsic "llvm.x86.avx512.vpermi2var.qi.512"(%t, %i, %t) : (vector<64xi8>, vector<64xi8>, vector<64xi8>) -> vector<64xi8>
    vector.store %p, %out[%c0] : memref<64xi8>, vector<64xi8>
  }
  return
}

// A scope that returns values gives them to its users.
// CHECK-LABEL: func.func @results
// CHECK-NOT: memref.alloca_scope
// CHECK: %[[S:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK: return %[[S]] : i32
func.func @results(%a: i32) -> i32 {
  %r = memref.alloca_scope -> (i32) {
    %s = arith.addi %a, %a : i32
    memref.alloca_scope.return %s : i32
  }
  return %r : i32
}

// A stack allocation, even nested in a loop, keeps its scope.
// CHECK-LABEL: func.func @alloca
// CHECK: memref.alloca_scope
// CHECK: memref.alloca()
func.func @alloca(%n: index) {
  %c0 = arith.constant 0 : index
  %c0_i8 = arith.constant 0 : i8
  %c1 = arith.constant 1 : index
  memref.alloca_scope {
    scf.for %k = %c0 to %n step %c1 {
      %buffer = memref.alloca() : memref<16xi8>
      memref.store %c0_i8, %buffer[%c0] : memref<16xi8>
    }
  }
  return
}
