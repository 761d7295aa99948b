// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(func.func(quantkit-narrow-requantize))' | FileCheck %s

// quantkit-narrow-requantize computes in i32 the i64 ops of an epilogue
// whose value ranges prove it exact (passes/cpu/NarrowRequantize.cpp).
// Bit-exactness against the unrewritten program:
// test/lit/Execution/narrow-requantize.test.

#rows = affine_map<(d0, d1) -> (d0, d1)>
#channel = affine_map<(d0, d1) -> (d1)>

// The gemmlowp epilogue of quantkit-lower after quantkit-fold-constant-operands
// (per-channel Q31 multipliers in [0, 2^31), right shifts 0 to 31, their
// masks and thresholds): every table becomes i32; the multiply of two
// sign-extended i32 values, the nudge and the shift by 31 stay i64, then
// one truncation; the rounding divide is in i32, and the clamp of r - 3 to
// [-128, 127] becomes the clamp of r to [-125, 130], then - 3 (r reaches
// 2^31 - 1 with m = 2^31 - 1 and s = 0, where r - 3 would not fit).
// CHECK-LABEL: func.func @per_channel
// CHECK-DAG: %[[M:.*]] = arith.constant dense<[2147483647, 1073741824, 1518500250]> : tensor<3xi32>
// CHECK-DAG: %[[S:.*]] = arith.constant dense<[0, 31, 5]> : tensor<3xi32>
// CHECK-DAG: %[[MASK:.*]] = arith.constant dense<[0, 2147483647, 31]> : tensor<3xi32>
// CHECK-DAG: %[[THR:.*]] = arith.constant dense<[0, 1073741823, 15]> : tensor<3xi32>
// CHECK-NOT: tensor<3xi64>
// CHECK: linalg.generic
// CHECK-SAME: ins(%arg0, %[[M]], %[[S]], %[[MASK]], %[[THR]] : tensor<2x3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
// CHECK-NEXT: ^bb0(%[[A:.*]]: i32, %[[MA:.*]]: i32, %[[SA:.*]]: i32, %[[MASKA:.*]]: i32, %[[THRA:.*]]: i32, %{{.*}}: i8):
// CHECK-DAG: %[[ZP:.*]] = arith.constant -3 : i32
// CHECK-DAG: %[[HI:.*]] = arith.constant 130 : i32
// CHECK-DAG: %[[LO:.*]] = arith.constant -125 : i32
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[MW:.*]] = arith.extsi %[[MA]] : i32 to i64
// CHECK-DAG: %[[X:.*]] = arith.extsi %[[A]] : i32 to i64
// CHECK: %[[XS:.*]] = arith.shli %[[X]], %{{.*}} : i64
// CHECK: %[[P:.*]] = arith.muli %[[XS]], %[[MW]] : i64
// CHECK: %[[N:.*]] = arith.addi %[[P]], %{{.*}} : i64
// CHECK: %[[HW:.*]] = arith.shrsi %[[N]], %{{.*}} : i64
// CHECK: %[[H:.*]] = arith.trunci %[[HW]] : i64 to i32
// CHECK: %[[REM:.*]] = arith.andi %[[H]], %[[MASKA]] : i32
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[H]], %[[ZERO]] : i32
// CHECK: %[[NEGX:.*]] = arith.extui %[[NEG]] : i1 to i32
// CHECK: %[[T:.*]] = arith.addi %[[THRA]], %[[NEGX]] : i32
// CHECK: %[[UP:.*]] = arith.cmpi sgt, %[[REM]], %[[T]] : i32
// CHECK: %[[UPX:.*]] = arith.extui %[[UP]] : i1 to i32
// CHECK: %[[Q:.*]] = arith.shrsi %[[H]], %[[SA]] : i32
// CHECK: %[[R:.*]] = arith.addi %[[Q]], %[[UPX]] : i32
// CHECK: %[[C1:.*]] = arith.maxsi %[[R]], %[[LO]] : i32
// CHECK: %[[C2:.*]] = arith.minsi %[[C1]], %[[HI]] : i32
// CHECK: %[[OUT:.*]] = arith.addi %[[C2]], %[[ZP]] : i32
// CHECK: %[[B:.*]] = arith.trunci %[[OUT]] : i32 to i8
// CHECK-NEXT: linalg.yield %[[B]] : i8
func.func @per_channel(%acc: tensor<2x3xi32>) -> tensor<2x3xi8> {
  %m = arith.constant dense<[2147483647, 1073741824, 1518500250]> : tensor<3xi64>
  %s = arith.constant dense<[0, 31, 5]> : tensor<3xi64>
  %mask = arith.constant dense<[0, 2147483647, 31]> : tensor<3xi64>
  %thr = arith.constant dense<[0, 1073741823, 15]> : tensor<3xi64>
  %c0 = arith.constant 0 : i64
  %nudge = arith.constant 1073741824 : i64
  %c31 = arith.constant 31 : i64
  %zp = arith.constant -3 : i64
  %lo = arith.constant -128 : i64
  %hi = arith.constant 127 : i64
  %init = tensor.empty() : tensor<2x3xi8>
  %r = linalg.generic {indexing_maps = [#rows, #channel, #channel, #channel, #channel, #rows],
                       iterator_types = ["parallel", "parallel"]}
      ins(%acc, %m, %s, %mask, %thr : tensor<2x3xi32>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>)
      outs(%init : tensor<2x3xi8>) {
  ^bb0(%a: i32, %mul: i64, %sh: i64, %mk: i64, %th: i64, %out: i8):
    %x = arith.extsi %a : i32 to i64
    %xs = arith.shli %x, %c0 : i64
    %p = arith.muli %xs, %mul : i64
    %n = arith.addi %p, %nudge : i64
    %h = arith.shrsi %n, %c31 : i64
    %rem = arith.andi %h, %mk : i64
    %neg = arith.cmpi slt, %h, %c0 : i64
    %negx = arith.extui %neg : i1 to i64
    %t = arith.addi %th, %negx : i64
    %up = arith.cmpi sgt, %rem, %t : i64
    %upx = arith.extui %up : i1 to i64
    %q = arith.shrsi %h, %sh : i64
    %v = arith.addi %q, %upx : i64
    %z = arith.addi %v, %zp : i64
    %c1 = arith.maxsi %z, %lo : i64
    %c2 = arith.minsi %c1, %hi : i64
    %o = arith.trunci %c2 : i64 to i8
    linalg.yield %o : i8
  } -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

// A multiplier of 2^31 (never a Q31 mantissa) does not fit i32: its table
// stays i64. The ranges still prove h in [-2^31, 2^31 - 1] and, with every
// shift at least 1, r in i32 so that r - 3 fits: the rest is i32, the
// clamp as written.
// CHECK-LABEL: func.func @multiplier_2_31
// CHECK: %[[M:.*]] = arith.constant dense<[2147483648, 1073741824, 1518500250]> : tensor<3xi64>
// CHECK: linalg.generic
// CHECK-SAME: ins(%arg0, %[[M]], %{{.*}}, %{{.*}}, %{{.*}} : tensor<2x3xi32>, tensor<3xi64>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
// CHECK: arith.muli %{{.*}}, %{{.*}} : i64
// CHECK: arith.trunci %{{.*}} : i64 to i32
// CHECK: arith.shrsi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: arith.addi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: arith.addi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: arith.maxsi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: arith.minsi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: arith.trunci %{{.*}} : i32 to i8
func.func @multiplier_2_31(%acc: tensor<2x3xi32>) -> tensor<2x3xi8> {
  %m = arith.constant dense<[2147483648, 1073741824, 1518500250]> : tensor<3xi64>
  %s = arith.constant dense<[1, 31, 5]> : tensor<3xi64>
  %mask = arith.constant dense<[1, 2147483647, 31]> : tensor<3xi64>
  %thr = arith.constant dense<[0, 1073741823, 15]> : tensor<3xi64>
  %c0 = arith.constant 0 : i64
  %nudge = arith.constant 1073741824 : i64
  %c31 = arith.constant 31 : i64
  %zp = arith.constant -3 : i64
  %lo = arith.constant -128 : i64
  %hi = arith.constant 127 : i64
  %init = tensor.empty() : tensor<2x3xi8>
  %r = linalg.generic {indexing_maps = [#rows, #channel, #channel, #channel, #channel, #rows],
                       iterator_types = ["parallel", "parallel"]}
      ins(%acc, %m, %s, %mask, %thr : tensor<2x3xi32>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>)
      outs(%init : tensor<2x3xi8>) {
  ^bb0(%a: i32, %mul: i64, %sh: i64, %mk: i64, %th: i64, %out: i8):
    %x = arith.extsi %a : i32 to i64
    %xs = arith.shli %x, %c0 : i64
    %p = arith.muli %xs, %mul : i64
    %n = arith.addi %p, %nudge : i64
    %h = arith.shrsi %n, %c31 : i64
    %rem = arith.andi %h, %mk : i64
    %neg = arith.cmpi slt, %h, %c0 : i64
    %negx = arith.extui %neg : i1 to i64
    %t = arith.addi %th, %negx : i64
    %up = arith.cmpi sgt, %rem, %t : i64
    %upx = arith.extui %up : i1 to i64
    %q = arith.shrsi %h, %sh : i64
    %v = arith.addi %q, %upx : i64
    %z = arith.addi %v, %zp : i64
    %c1 = arith.maxsi %z, %lo : i64
    %c2 = arith.minsi %c1, %hi : i64
    %o = arith.trunci %c2 : i64 to i8
    linalg.yield %o : i8
  } -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

// Left alone: with a multiplier of 2^33 the product may wrap i64 and h
// needs 33 bits; only the final min would fit i32, not worth a truncation.
// CHECK-LABEL: func.func @multiplier_too_large
// CHECK-NOT: tensor<3xi32>
// CHECK: linalg.generic
// CHECK-SAME: tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>)
// CHECK-NOT: {{: i32$}}
// CHECK: arith.trunci %{{.*}} : i64 to i8
func.func @multiplier_too_large(%acc: tensor<2x3xi32>) -> tensor<2x3xi8> {
  %m = arith.constant dense<[8589934592, 1073741824, 1518500250]> : tensor<3xi64>
  %s = arith.constant dense<[1, 31, 5]> : tensor<3xi64>
  %mask = arith.constant dense<[1, 2147483647, 31]> : tensor<3xi64>
  %thr = arith.constant dense<[0, 1073741823, 15]> : tensor<3xi64>
  %c0 = arith.constant 0 : i64
  %nudge = arith.constant 1073741824 : i64
  %c31 = arith.constant 31 : i64
  %zp = arith.constant -3 : i64
  %lo = arith.constant -128 : i64
  %hi = arith.constant 127 : i64
  %init = tensor.empty() : tensor<2x3xi8>
  %r = linalg.generic {indexing_maps = [#rows, #channel, #channel, #channel, #channel, #rows],
                       iterator_types = ["parallel", "parallel"]}
      ins(%acc, %m, %s, %mask, %thr : tensor<2x3xi32>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>)
      outs(%init : tensor<2x3xi8>) {
  ^bb0(%a: i32, %mul: i64, %sh: i64, %mk: i64, %th: i64, %out: i8):
    %x = arith.extsi %a : i32 to i64
    %xs = arith.shli %x, %c0 : i64
    %p = arith.muli %xs, %mul : i64
    %n = arith.addi %p, %nudge : i64
    %h = arith.shrsi %n, %c31 : i64
    %rem = arith.andi %h, %mk : i64
    %neg = arith.cmpi slt, %h, %c0 : i64
    %negx = arith.extui %neg : i1 to i64
    %t = arith.addi %th, %negx : i64
    %up = arith.cmpi sgt, %rem, %t : i64
    %upx = arith.extui %up : i1 to i64
    %q = arith.shrsi %h, %sh : i64
    %v = arith.addi %q, %upx : i64
    %z = arith.addi %v, %zp : i64
    %c1 = arith.maxsi %z, %lo : i64
    %c2 = arith.minsi %c1, %hi : i64
    %o = arith.trunci %c2 : i64 to i8
    linalg.yield %o : i8
  } -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

// A negative multiplier (never a Q31 mantissa) still fits i32 and keeps
// |x * m| below 2^62: the signed multiply of two sign-extended i32 values
// is exact, and everything after it is narrowed as for positive ones.
// CHECK-LABEL: func.func @negative_multiplier
// CHECK: arith.constant dense<[-1518500250, 1073741824, 1518500250]> : tensor<3xi32>
// CHECK: arith.muli %{{.*}}, %{{.*}} : i64
// CHECK: arith.shrsi %{{.*}}, %{{.*}} : i32
// CHECK: arith.trunci %{{.*}} : i32 to i8
func.func @negative_multiplier(%acc: tensor<2x3xi32>) -> tensor<2x3xi8> {
  %m = arith.constant dense<[-1518500250, 1073741824, 1518500250]> : tensor<3xi64>
  %s = arith.constant dense<[1, 31, 5]> : tensor<3xi64>
  %mask = arith.constant dense<[1, 2147483647, 31]> : tensor<3xi64>
  %thr = arith.constant dense<[0, 1073741823, 15]> : tensor<3xi64>
  %c0 = arith.constant 0 : i64
  %nudge = arith.constant 1073741824 : i64
  %c31 = arith.constant 31 : i64
  %zp = arith.constant -3 : i64
  %lo = arith.constant -128 : i64
  %hi = arith.constant 127 : i64
  %init = tensor.empty() : tensor<2x3xi8>
  %r = linalg.generic {indexing_maps = [#rows, #channel, #channel, #channel, #channel, #rows],
                       iterator_types = ["parallel", "parallel"]}
      ins(%acc, %m, %s, %mask, %thr : tensor<2x3xi32>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>)
      outs(%init : tensor<2x3xi8>) {
  ^bb0(%a: i32, %mul: i64, %sh: i64, %mk: i64, %th: i64, %out: i8):
    %x = arith.extsi %a : i32 to i64
    %xs = arith.shli %x, %c0 : i64
    %p = arith.muli %xs, %mul : i64
    %n = arith.addi %p, %nudge : i64
    %h = arith.shrsi %n, %c31 : i64
    %rem = arith.andi %h, %mk : i64
    %neg = arith.cmpi slt, %h, %c0 : i64
    %negx = arith.extui %neg : i1 to i64
    %t = arith.addi %th, %negx : i64
    %up = arith.cmpi sgt, %rem, %t : i64
    %upx = arith.extui %up : i1 to i64
    %q = arith.shrsi %h, %sh : i64
    %v = arith.addi %q, %upx : i64
    %z = arith.addi %v, %zp : i64
    %c1 = arith.maxsi %z, %lo : i64
    %c2 = arith.minsi %c1, %hi : i64
    %o = arith.trunci %c2 : i64 to i8
    linalg.yield %o : i8
  } -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

// A right shift of 32 (beyond what a 32-bit accumulator's epilogue has):
// its mask 2^32 - 1 does not fit i32, so the mask table, the remainder
// compare and the shift stay i64; h >> s still lies in i32 and the rest is
// narrowed from its truncation.
// CHECK-LABEL: func.func @shift_32
// CHECK-DAG: %[[MASK:.*]] = arith.constant dense<[4294967295, 2147483647, 31]> : tensor<3xi64>
// CHECK-DAG: %[[S:.*]] = arith.constant dense<[32, 31, 5]> : tensor<3xi32>
// CHECK: linalg.generic
// CHECK-SAME: tensor<2x3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi64>, tensor<3xi32>)
// CHECK: arith.andi %{{.*}}, %{{.*}} : i64
// CHECK: arith.cmpi sgt, %{{.*}}, %{{.*}} : i64
// CHECK: %[[Q:.*]] = arith.shrsi %{{.*}}, %{{.*}} : i64
// CHECK: arith.trunci %[[Q]] : i64 to i32
// CHECK: arith.minsi %{{.*}}, %{{.*}} : i32
func.func @shift_32(%acc: tensor<2x3xi32>) -> tensor<2x3xi8> {
  %m = arith.constant dense<[2147483647, 1073741824, 1518500250]> : tensor<3xi64>
  %s = arith.constant dense<[32, 31, 5]> : tensor<3xi64>
  %mask = arith.constant dense<[4294967295, 2147483647, 31]> : tensor<3xi64>
  %thr = arith.constant dense<[2147483647, 1073741823, 15]> : tensor<3xi64>
  %c0 = arith.constant 0 : i64
  %nudge = arith.constant 1073741824 : i64
  %c31 = arith.constant 31 : i64
  %zp = arith.constant -3 : i64
  %lo = arith.constant -128 : i64
  %hi = arith.constant 127 : i64
  %init = tensor.empty() : tensor<2x3xi8>
  %r = linalg.generic {indexing_maps = [#rows, #channel, #channel, #channel, #channel, #rows],
                       iterator_types = ["parallel", "parallel"]}
      ins(%acc, %m, %s, %mask, %thr : tensor<2x3xi32>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>)
      outs(%init : tensor<2x3xi8>) {
  ^bb0(%a: i32, %mul: i64, %sh: i64, %mk: i64, %th: i64, %out: i8):
    %x = arith.extsi %a : i32 to i64
    %xs = arith.shli %x, %c0 : i64
    %p = arith.muli %xs, %mul : i64
    %n = arith.addi %p, %nudge : i64
    %h = arith.shrsi %n, %c31 : i64
    %rem = arith.andi %h, %mk : i64
    %neg = arith.cmpi slt, %h, %c0 : i64
    %negx = arith.extui %neg : i1 to i64
    %t = arith.addi %th, %negx : i64
    %up = arith.cmpi sgt, %rem, %t : i64
    %upx = arith.extui %up : i1 to i64
    %q = arith.shrsi %h, %sh : i64
    %v = arith.addi %q, %upx : i64
    %z = arith.addi %v, %zp : i64
    %c1 = arith.maxsi %z, %lo : i64
    %c2 = arith.minsi %c1, %hi : i64
    %o = arith.trunci %c2 : i64 to i8
    linalg.yield %o : i8
  } -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

// Left alone: tables that are not constants have the whole i64 range.
// CHECK-LABEL: func.func @dynamic_tables
// CHECK-NOT: {{: i32$}}
// CHECK: arith.trunci %{{.*}} : i64 to i8
func.func @dynamic_tables(%acc: tensor<2x3xi32>, %m: tensor<3xi64>, %s: tensor<3xi64>, %mask: tensor<3xi64>, %thr: tensor<3xi64>) -> tensor<2x3xi8> {
  %c0 = arith.constant 0 : i64
  %nudge = arith.constant 1073741824 : i64
  %c31 = arith.constant 31 : i64
  %zp = arith.constant -3 : i64
  %lo = arith.constant -128 : i64
  %hi = arith.constant 127 : i64
  %init = tensor.empty() : tensor<2x3xi8>
  %r = linalg.generic {indexing_maps = [#rows, #channel, #channel, #channel, #channel, #rows],
                       iterator_types = ["parallel", "parallel"]}
      ins(%acc, %m, %s, %mask, %thr : tensor<2x3xi32>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>)
      outs(%init : tensor<2x3xi8>) {
  ^bb0(%a: i32, %mul: i64, %sh: i64, %mk: i64, %th: i64, %out: i8):
    %x = arith.extsi %a : i32 to i64
    %xs = arith.shli %x, %c0 : i64
    %p = arith.muli %xs, %mul : i64
    %n = arith.addi %p, %nudge : i64
    %h = arith.shrsi %n, %c31 : i64
    %rem = arith.andi %h, %mk : i64
    %neg = arith.cmpi slt, %h, %c0 : i64
    %negx = arith.extui %neg : i1 to i64
    %t = arith.addi %th, %negx : i64
    %up = arith.cmpi sgt, %rem, %t : i64
    %upx = arith.extui %up : i1 to i64
    %q = arith.shrsi %h, %sh : i64
    %v = arith.addi %q, %upx : i64
    %z = arith.addi %v, %zp : i64
    %c1 = arith.maxsi %z, %lo : i64
    %c2 = arith.minsi %c1, %hi : i64
    %o = arith.trunci %c2 : i64 to i8
    linalg.yield %o : i8
  } -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}


// The per-tensor form: multiplier, shift, mask and threshold are constants
// above the op (1518500250, 3, 7, 3) and the output range is narrowed by a
// fused ReLU ([5, 127] with zero point 5). The ranges are tight enough for
// r + 5 to fit: the clamp stays as written, in i32.
// CHECK-LABEL: func.func @per_tensor
// CHECK: linalg.generic
// CHECK-SAME: ins(%arg0 : tensor<2x3xi32>)
// CHECK: arith.muli %{{.*}}, %{{.*}} : i64
// CHECK: arith.trunci %{{.*}} : i64 to i32
// CHECK: arith.andi %{{.*}}, %{{.*}} : i32
// CHECK: arith.shrsi %{{.*}}, %{{.*}} : i32
// CHECK: arith.addi %{{.*}}, %{{.*}} : i32
// CHECK: arith.maxsi %{{.*}}, %{{.*}} : i32
// CHECK: arith.minsi %{{.*}}, %{{.*}} : i32
// CHECK: arith.trunci %{{.*}} : i32 to i8
func.func @per_tensor(%acc: tensor<2x3xi32>) -> tensor<2x3xi8> {
  %m = arith.constant 1518500250 : i64
  %s = arith.constant 3 : i64
  %mask = arith.constant 7 : i64
  %thr = arith.constant 3 : i64
  %c0 = arith.constant 0 : i64
  %nudge = arith.constant 1073741824 : i64
  %c31 = arith.constant 31 : i64
  %zp = arith.constant 5 : i64
  %hi = arith.constant 127 : i64
  %init = tensor.empty() : tensor<2x3xi8>
  %r = linalg.generic {indexing_maps = [#rows, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%acc : tensor<2x3xi32>) outs(%init : tensor<2x3xi8>) {
  ^bb0(%a: i32, %out: i8):
    %x = arith.extsi %a : i32 to i64
    %p = arith.muli %x, %m : i64
    %n = arith.addi %p, %nudge : i64
    %h = arith.shrsi %n, %c31 : i64
    %rem = arith.andi %h, %mask : i64
    %neg = arith.cmpi slt, %h, %c0 : i64
    %negx = arith.extui %neg : i1 to i64
    %t = arith.addi %thr, %negx : i64
    %up = arith.cmpi sgt, %rem, %t : i64
    %upx = arith.extui %up : i1 to i64
    %q = arith.shrsi %h, %s : i64
    %v = arith.addi %q, %upx : i64
    %z = arith.addi %v, %zp : i64
    %c1 = arith.maxsi %z, %zp : i64
    %c2 = arith.minsi %c1, %hi : i64
    %o = arith.trunci %c2 : i64 to i8
    linalg.yield %o : i8
  } -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

// Left alone: a dequantization (no truncation to yield), an i64 accumulator
// (its whole range), a float_rne epilogue (fptosi gives the whole i64 range)
// and a generic on buffers.
// CHECK-LABEL: func.func @unrelated
// CHECK-NOT: {{: i32$}}
// CHECK: arith.sitofp %{{.*}} : i64 to f32
// CHECK-NOT: {{: i32$}}
// CHECK: arith.shrsi %{{.*}}, %{{.*}} : i64
// CHECK-NOT: {{: i32$}}
// CHECK: arith.trunci %{{.*}} : i64 to i8
// CHECK-NOT: {{: i32$}}
// CHECK: arith.fptosi %{{.*}} : f32 to i64
// CHECK-NOT: {{: i32$}}
// CHECK: arith.trunci %{{.*}} : i64 to i8
// CHECK-NOT: {{: i32$}}
// CHECK: arith.shrsi %{{.*}}, %{{.*}} : i64
// CHECK-NOT: {{: i32$}}
// CHECK: return
func.func @unrelated(%q: tensor<2x3xi8>, %acc: tensor<2x3xi64>, %acc32: tensor<2x3xi32>,
                     %buf: memref<2x3xi32>, %bufout: memref<2x3xi8>)
    -> (tensor<2x3xf32>, tensor<2x3xi8>, tensor<2x3xi8>) {
  %zp = arith.constant 3 : i64
  %scale = arith.constant 0.5 : f32
  %c7 = arith.constant 7 : i64
  %lo = arith.constant -128 : i64
  %hi = arith.constant 127 : i64
  %real = arith.constant 0.00123 : f32
  %initf = tensor.empty() : tensor<2x3xf32>
  %init = tensor.empty() : tensor<2x3xi8>
  %d = linalg.generic {indexing_maps = [#rows, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%q : tensor<2x3xi8>) outs(%initf : tensor<2x3xf32>) {
  ^bb0(%a: i8, %out: f32):
    %x = arith.extsi %a : i8 to i64
    %s = arith.subi %x, %zp : i64
    %f = arith.sitofp %s : i64 to f32
    %y = arith.mulf %f, %scale : f32
    linalg.yield %y : f32
  } -> tensor<2x3xf32>
  %w = linalg.generic {indexing_maps = [#rows, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%acc : tensor<2x3xi64>) outs(%init : tensor<2x3xi8>) {
  ^bb0(%a: i64, %out: i8):
    %h = arith.shrsi %a, %c7 : i64
    %z = arith.addi %h, %zp : i64
    %c1 = arith.maxsi %z, %lo : i64
    %c2 = arith.minsi %c1, %hi : i64
    %o = arith.trunci %c2 : i64 to i8
    linalg.yield %o : i8
  } -> tensor<2x3xi8>
  %fl = linalg.generic {indexing_maps = [#rows, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%acc32 : tensor<2x3xi32>) outs(%init : tensor<2x3xi8>) {
  ^bb0(%a: i32, %out: i8):
    %f = arith.sitofp %a : i32 to f32
    %p = arith.mulf %f, %real : f32
    %r = math.roundeven %p : f32
    %i = arith.fptosi %r : f32 to i64
    %z = arith.addi %i, %zp : i64
    %c1 = arith.maxsi %z, %lo : i64
    %c2 = arith.minsi %c1, %hi : i64
    %o = arith.trunci %c2 : i64 to i8
    linalg.yield %o : i8
  } -> tensor<2x3xi8>
  linalg.generic {indexing_maps = [#rows, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%buf : memref<2x3xi32>) outs(%bufout : memref<2x3xi8>) {
  ^bb0(%a: i32, %out: i8):
    %x = arith.extsi %a : i32 to i64
    %h = arith.shrsi %x, %c7 : i64
    %z = arith.addi %h, %zp : i64
    %c1 = arith.maxsi %z, %lo : i64
    %c2 = arith.minsi %c1, %hi : i64
    %o = arith.trunci %c2 : i64 to i8
    linalg.yield %o : i8
  }
  return %d, %w, %fl : tensor<2x3xf32>, tensor<2x3xi8>, tensor<2x3xi8>
}
