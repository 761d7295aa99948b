// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(func.func(quantkit-cpu-round-magnitudes))' -split-input-file | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

// gemmlowp's rounding divide as quantkit-lower writes it (after
// quantkit-fold-constant-operands: per-channel shift, mask and threshold
// tables; s = 0, 1, 5 and 31): the magnitude rounded, the sign put back.
// CHECK-LABEL: func.func @per_channel(
// CHECK: linalg.generic
// CHECK: ^bb0(%[[H:[^:]+]]: i32, %[[S:[^:]+]]: i32, %[[MASK:[^:]+]]: i32, %[[THR:[^:]+]]: i32,
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0 : i32
// CHECK-DAG: %[[ONE:.+]] = arith.constant 1 : i32
// CHECK: %[[NEG:.+]] = arith.cmpi slt, %[[H]], %[[ZERO]] : i32
// CHECK: %[[MINUS:.+]] = arith.subi %[[ZERO]], %[[H]] : i32
// CHECK: %[[MAG:.+]] = arith.select %[[NEG]], %[[MINUS]], %[[H]] : i32
// CHECK: %[[M1:.+]] = arith.addi %[[MASK]], %[[ONE]] : i32
// CHECK: %[[HALF:.+]] = arith.shrui %[[M1]], %[[ONE]] : i32
// CHECK: %[[SUM:.+]] = arith.addi %[[MAG]], %[[HALF]] : i32
// CHECK: %[[U:.+]] = arith.shrui %[[SUM]], %[[S]] : i32
// CHECK: %[[NU:.+]] = arith.subi %[[ZERO]], %[[U]] : i32
// CHECK: %[[R:.+]] = arith.select %[[NEG]], %[[NU]], %[[U]] : i32
// CHECK-NOT: arith.andi
// CHECK-NOT: arith.shrsi
// CHECK: linalg.yield %[[R]] : i32
func.func @per_channel(%h: tensor<2x4xi32>) -> tensor<2x4xi32> {
  %s = arith.constant dense<[0, 1, 5, 31]> : tensor<4xi32>
  %mask = arith.constant dense<[0, 1, 31, 2147483647]> : tensor<4xi32>
  %thr = arith.constant dense<[0, 0, 15, 1073741823]> : tensor<4xi32>
  %e = tensor.empty() : tensor<2x4xi32>
  %r = linalg.generic {indexing_maps = [#id, #col, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %s, %mask, %thr : tensor<2x4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<2x4xi32>) {
  ^bb0(%x: i32, %sh: i32, %m: i32, %t: i32, %o: i32):
    %c0 = arith.constant 0 : i32
    %rem = arith.andi %x, %m : i32
    %neg = arith.cmpi slt, %x, %c0 : i32
    %negbit = arith.extui %neg : i1 to i32
    %thr2 = arith.addi %t, %negbit : i32
    %up = arith.cmpi sgt, %rem, %thr2 : i32
    %upbit = arith.extui %up : i1 to i32
    %q = arith.shrsi %x, %sh : i32
    %res = arith.addi %q, %upbit : i32
    linalg.yield %res : i32
  } -> tensor<2x4xi32>
  return %r : tensor<2x4xi32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// Scalar constants, the bits as `select` (quantkit-lower before
// canonicalization), the operands of the adds swapped, in i16.
// CHECK-LABEL: func.func @scalars_select(
// CHECK: arith.shrui
// CHECK: arith.shrui
// CHECK-NOT: arith.shrsi
// CHECK: linalg.yield
func.func @scalars_select(%h: tensor<2x4xi16>) -> tensor<2x4xi16> {
  %e = tensor.empty() : tensor<2x4xi16>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<2x4xi16>) outs(%e : tensor<2x4xi16>) {
  ^bb0(%x: i16, %o: i16):
    %c0 = arith.constant 0 : i16
    %c1 = arith.constant 1 : i16
    %c7 = arith.constant 7 : i16
    %c127 = arith.constant 127 : i16
    %c63 = arith.constant 63 : i16
    %rem = arith.andi %c127, %x : i16
    %neg = arith.cmpi slt, %x, %c0 : i16
    %negbit = arith.select %neg, %c1, %c0 : i16
    %thr2 = arith.addi %negbit, %c63 : i16
    %up = arith.cmpi sgt, %rem, %thr2 : i16
    %upbit = arith.select %up, %c1, %c0 : i16
    %q = arith.shrsi %x, %c7 : i16
    %res = arith.addi %upbit, %q : i16
    linalg.yield %res : i16
  } -> tensor<2x4xi16>
  return %r : tensor<2x4xi16>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

// Left alone: a mask that is not 2^s - 1 at one channel, a threshold that
// is not mask >> 1, a shift of 32 on i32, a mask the generic does not read
// from a constant, tables read by different maps, and i64.
// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT: arith.shrui
// CHECK-NOT: arith.select
// CHECK: return
func.func @left_alone(%h: tensor<4x4xi32>, %free: tensor<4xi32>, %h64: tensor<4x4xi64>)
    -> (tensor<4x4xi32>, tensor<4x4xi32>, tensor<4x4xi32>, tensor<4x4xi32>, tensor<4x4xi32>, tensor<4x4xi64>) {
  %s = arith.constant dense<[0, 1, 5, 31]> : tensor<4xi32>
  %mask = arith.constant dense<[0, 1, 31, 2147483647]> : tensor<4xi32>
  %thr = arith.constant dense<[0, 0, 15, 1073741823]> : tensor<4xi32>
  %badmask = arith.constant dense<[0, 1, 30, 2147483647]> : tensor<4xi32>
  %badthr = arith.constant dense<[0, 1, 15, 1073741823]> : tensor<4xi32>
  %s32 = arith.constant dense<[0, 1, 5, 32]> : tensor<4xi32>
  %mask32 = arith.constant dense<[0, 1, 31, -1]> : tensor<4xi32>
  %thr32 = arith.constant dense<[0, 0, 15, 2147483647]> : tensor<4xi32>
  %e = tensor.empty() : tensor<4x4xi32>
  %r0 = linalg.generic {indexing_maps = [#id, #col, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %s, %badmask, %thr : tensor<4x4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4x4xi32>) {
  ^bb0(%x: i32, %sh: i32, %m: i32, %t: i32, %o: i32):
    %c0 = arith.constant 0 : i32
    %rem = arith.andi %x, %m : i32
    %neg = arith.cmpi slt, %x, %c0 : i32
    %negbit = arith.extui %neg : i1 to i32
    %thr2 = arith.addi %t, %negbit : i32
    %up = arith.cmpi sgt, %rem, %thr2 : i32
    %upbit = arith.extui %up : i1 to i32
    %q = arith.shrsi %x, %sh : i32
    %res = arith.addi %q, %upbit : i32
    linalg.yield %res : i32
  } -> tensor<4x4xi32>
  %r1 = linalg.generic {indexing_maps = [#id, #col, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %s, %mask, %badthr : tensor<4x4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4x4xi32>) {
  ^bb0(%x: i32, %sh: i32, %m: i32, %t: i32, %o: i32):
    %c0 = arith.constant 0 : i32
    %rem = arith.andi %x, %m : i32
    %neg = arith.cmpi slt, %x, %c0 : i32
    %negbit = arith.extui %neg : i1 to i32
    %thr2 = arith.addi %t, %negbit : i32
    %up = arith.cmpi sgt, %rem, %thr2 : i32
    %upbit = arith.extui %up : i1 to i32
    %q = arith.shrsi %x, %sh : i32
    %res = arith.addi %q, %upbit : i32
    linalg.yield %res : i32
  } -> tensor<4x4xi32>
  %r2 = linalg.generic {indexing_maps = [#id, #col, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %s32, %mask32, %thr32 : tensor<4x4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4x4xi32>) {
  ^bb0(%x: i32, %sh: i32, %m: i32, %t: i32, %o: i32):
    %c0 = arith.constant 0 : i32
    %rem = arith.andi %x, %m : i32
    %neg = arith.cmpi slt, %x, %c0 : i32
    %negbit = arith.extui %neg : i1 to i32
    %thr2 = arith.addi %t, %negbit : i32
    %up = arith.cmpi sgt, %rem, %thr2 : i32
    %upbit = arith.extui %up : i1 to i32
    %q = arith.shrsi %x, %sh : i32
    %res = arith.addi %q, %upbit : i32
    linalg.yield %res : i32
  } -> tensor<4x4xi32>
  %r3 = linalg.generic {indexing_maps = [#id, #col, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %s, %free, %thr : tensor<4x4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4x4xi32>) {
  ^bb0(%x: i32, %sh: i32, %m: i32, %t: i32, %o: i32):
    %c0 = arith.constant 0 : i32
    %rem = arith.andi %x, %m : i32
    %neg = arith.cmpi slt, %x, %c0 : i32
    %negbit = arith.extui %neg : i1 to i32
    %thr2 = arith.addi %t, %negbit : i32
    %up = arith.cmpi sgt, %rem, %thr2 : i32
    %upbit = arith.extui %up : i1 to i32
    %q = arith.shrsi %x, %sh : i32
    %res = arith.addi %q, %upbit : i32
    linalg.yield %res : i32
  } -> tensor<4x4xi32>
  %rows = arith.constant dense<[0, 1, 5, 31]> : tensor<4xi32>
  %r4 = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %rows, %mask, %thr : tensor<4x4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4x4xi32>) {
  ^bb0(%x: i32, %sh: i32, %m: i32, %t: i32, %o: i32):
    %c0 = arith.constant 0 : i32
    %rem = arith.andi %x, %m : i32
    %neg = arith.cmpi slt, %x, %c0 : i32
    %negbit = arith.extui %neg : i1 to i32
    %thr2 = arith.addi %t, %negbit : i32
    %up = arith.cmpi sgt, %rem, %thr2 : i32
    %upbit = arith.extui %up : i1 to i32
    %q = arith.shrsi %x, %sh : i32
    %res = arith.addi %q, %upbit : i32
    linalg.yield %res : i32
  } -> tensor<4x4xi32>
  %e64 = tensor.empty() : tensor<4x4xi64>
  %r5 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h64 : tensor<4x4xi64>) outs(%e64 : tensor<4x4xi64>) {
  ^bb0(%x: i64, %o: i64):
    %c0 = arith.constant 0 : i64
    %c7 = arith.constant 7 : i64
    %c127 = arith.constant 127 : i64
    %c63 = arith.constant 63 : i64
    %rem = arith.andi %x, %c127 : i64
    %neg = arith.cmpi slt, %x, %c0 : i64
    %negbit = arith.extui %neg : i1 to i64
    %thr2 = arith.addi %c63, %negbit : i64
    %up = arith.cmpi sgt, %rem, %thr2 : i64
    %upbit = arith.extui %up : i1 to i64
    %q = arith.shrsi %x, %c7 : i64
    %res = arith.addi %q, %upbit : i64
    linalg.yield %res : i64
  } -> tensor<4x4xi64>
  return %r0, %r1, %r2, %r3, %r4, %r5 : tensor<4x4xi32>, tensor<4x4xi32>, tensor<4x4xi32>, tensor<4x4xi32>, tensor<4x4xi32>, tensor<4x4xi64>
}
