// quantkit-normalize's own rewrite (the groups have their files beside
// this one): torch-mlir's batch-norm guard, a cf.assert of a condition that
// is trivially true, is dropped; an assert that can fail stays.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize)' | FileCheck %s

// CHECK-LABEL: func.func @guards(
// CHECK-NOT: cf.assert {{.*}}"training
// CHECK-NOT: cf.assert {{.*}}"always
// CHECK: cf.assert %{{.*}}, "may fail"
// CHECK: return
func.func @guards(%c: i1) {
  %false = arith.constant false
  %true = arith.constant true
  %0 = arith.cmpi eq, %false, %false : i1
  cf.assert %0, "training is not supported for now"
  cf.assert %true, "always"
  cf.assert %c, "may fail"
  return
}
