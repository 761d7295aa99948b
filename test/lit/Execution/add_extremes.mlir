// quantkit.add at the edges of its integer path, every scheme, JIT-run.
// The sum of the two rescaled inputs is an i32 where 2^20 * |q - zp|, plus
// 2, fits in i32 (8-bit operands always: each rescaled input is at most half
// of it) and the output exponent is -31 or more; else an i64, scaled in 128
// bits. Values by hand, scales powers of two so that every step is exact:
//
// narrow (A: 0.25, zp 127; B: 0.125, zp -128; out 1.0, zp 0):
//   q_a -128, q_b -126: -255 * 0.25 + 2 * 0.125 = -63.5, a tie: gemmlowp and
//     double_round round away from zero, -64; single_round rounds half up,
//     -63; float_rne rounds each term, rne(-63.75) + rne(0.25) = -64.
//   q_a -128, q_b 127: -63.75 + 31.875 = -31.875: -32 (float_rne -64 + 32).
//   q_a 125, q_b -120: -0.5 + 1.0 = 0.5, a tie above zero: 1 in every scheme
//     (float_rne: rne(-0.5) + rne(1.0) = 0 + 1).
// wide exponent (both inputs 2^-10, zp 0; out 4096, zp 5): the output
//   multiplier 2^-9 / (2^20 * 4096) = 2^-41 is below what the 64-bit
//   scaling of an i32 allows, so the sum stays i64; every result is 0 + 5.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' \
// RUN:   | %run | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-lower)' \
// RUN:   | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @narrow_gemmlowp
// IR: arith.trunci %{{.*}} : i64 to i32
// IR-NOT: i128
// IR-LABEL: func.func @wide_gemmlowp
// IR: arith.extsi %{{.*}} : i64 to i128

!A = !quant.uniform<i8:f32, 0.25:127>
!B = !quant.uniform<i8:f32, 0.125:-128>
!O = !quant.uniform<i8:f32, 1.0:0>
!W = !quant.uniform<i8:f32, 0.0009765625:0>
!V = !quant.uniform<i8:f32, 4096.0:5>
func.func private @printMemrefI32(memref<*xi32>)

func.func @print(%r: tensor<3xi8>) {
  %e = arith.extsi %r : tensor<3xi8> to tensor<3xi32>
  %b = bufferization.to_buffer %e : tensor<3xi32> to memref<3xi32>
  %u = memref.cast %b : memref<3xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}


func.func @narrow_gemmlowp(%a: tensor<3x!A>, %b: tensor<3x!B>) -> tensor<3x!O> {
  %r = quantkit.add %a, %b {rounding = #quantkit.rounding<gemmlowp>} : (tensor<3x!A>, tensor<3x!B>) -> tensor<3x!O>
  return %r : tensor<3x!O>
}
func.func @wide_gemmlowp(%a: tensor<3x!W>, %b: tensor<3x!W>) -> tensor<3x!V> {
  %r = quantkit.add %a, %b {rounding = #quantkit.rounding<gemmlowp>} : (tensor<3x!W>, tensor<3x!W>) -> tensor<3x!V>
  return %r : tensor<3x!V>
}

func.func @narrow_single_round(%a: tensor<3x!A>, %b: tensor<3x!B>) -> tensor<3x!O> {
  %r = quantkit.add %a, %b {rounding = #quantkit.rounding<single_round>} : (tensor<3x!A>, tensor<3x!B>) -> tensor<3x!O>
  return %r : tensor<3x!O>
}
func.func @wide_single_round(%a: tensor<3x!W>, %b: tensor<3x!W>) -> tensor<3x!V> {
  %r = quantkit.add %a, %b {rounding = #quantkit.rounding<single_round>} : (tensor<3x!W>, tensor<3x!W>) -> tensor<3x!V>
  return %r : tensor<3x!V>
}

func.func @narrow_double_round(%a: tensor<3x!A>, %b: tensor<3x!B>) -> tensor<3x!O> {
  %r = quantkit.add %a, %b {rounding = #quantkit.rounding<double_round>} : (tensor<3x!A>, tensor<3x!B>) -> tensor<3x!O>
  return %r : tensor<3x!O>
}
func.func @wide_double_round(%a: tensor<3x!W>, %b: tensor<3x!W>) -> tensor<3x!V> {
  %r = quantkit.add %a, %b {rounding = #quantkit.rounding<double_round>} : (tensor<3x!W>, tensor<3x!W>) -> tensor<3x!V>
  return %r : tensor<3x!V>
}

func.func @narrow_float_rne(%a: tensor<3x!A>, %b: tensor<3x!B>) -> tensor<3x!O> {
  %r = quantkit.add %a, %b {rounding = #quantkit.rounding<float_rne>} : (tensor<3x!A>, tensor<3x!B>) -> tensor<3x!O>
  return %r : tensor<3x!O>
}
func.func @wide_float_rne(%a: tensor<3x!W>, %b: tensor<3x!W>) -> tensor<3x!V> {
  %r = quantkit.add %a, %b {rounding = #quantkit.rounding<float_rne>} : (tensor<3x!W>, tensor<3x!W>) -> tensor<3x!V>
  return %r : tensor<3x!V>
}

func.func @main() {
  %qa = arith.constant dense<[-128, -128, 125]> : tensor<3xi8>
  %qb = arith.constant dense<[-126, 127, -120]> : tensor<3xi8>
  %a = quant.scast %qa : tensor<3xi8> to tensor<3x!A>
  %b = quant.scast %qb : tensor<3xi8> to tensor<3x!B>
  %qw = arith.constant dense<[127, -128, 0]> : tensor<3xi8>
  %qv = arith.constant dense<[127, -128, 1]> : tensor<3xi8>
  %w = quant.scast %qw : tensor<3xi8> to tensor<3x!W>
  %v = quant.scast %qv : tensor<3xi8> to tensor<3x!W>
  %n_gemmlowp = call @narrow_gemmlowp(%a, %b) : (tensor<3x!A>, tensor<3x!B>) -> tensor<3x!O>
  %ni_gemmlowp = quant.scast %n_gemmlowp : tensor<3x!O> to tensor<3xi8>
  call @print(%ni_gemmlowp) : (tensor<3xi8>) -> ()
  // CHECK: sizes = [3]
  // CHECK-NEXT: [-64, -32, 1]
  %w_gemmlowp = call @wide_gemmlowp(%w, %v) : (tensor<3x!W>, tensor<3x!W>) -> tensor<3x!V>
  %wi_gemmlowp = quant.scast %w_gemmlowp : tensor<3x!V> to tensor<3xi8>
  call @print(%wi_gemmlowp) : (tensor<3xi8>) -> ()
  // CHECK: sizes = [3]
  // CHECK-NEXT: [5, 5, 5]
  %n_single_round = call @narrow_single_round(%a, %b) : (tensor<3x!A>, tensor<3x!B>) -> tensor<3x!O>
  %ni_single_round = quant.scast %n_single_round : tensor<3x!O> to tensor<3xi8>
  call @print(%ni_single_round) : (tensor<3xi8>) -> ()
  // CHECK: sizes = [3]
  // CHECK-NEXT: [-63, -32, 1]
  %w_single_round = call @wide_single_round(%w, %v) : (tensor<3x!W>, tensor<3x!W>) -> tensor<3x!V>
  %wi_single_round = quant.scast %w_single_round : tensor<3x!V> to tensor<3xi8>
  call @print(%wi_single_round) : (tensor<3xi8>) -> ()
  // CHECK: sizes = [3]
  // CHECK-NEXT: [5, 5, 5]
  %n_double_round = call @narrow_double_round(%a, %b) : (tensor<3x!A>, tensor<3x!B>) -> tensor<3x!O>
  %ni_double_round = quant.scast %n_double_round : tensor<3x!O> to tensor<3xi8>
  call @print(%ni_double_round) : (tensor<3xi8>) -> ()
  // CHECK: sizes = [3]
  // CHECK-NEXT: [-64, -32, 1]
  %w_double_round = call @wide_double_round(%w, %v) : (tensor<3x!W>, tensor<3x!W>) -> tensor<3x!V>
  %wi_double_round = quant.scast %w_double_round : tensor<3x!V> to tensor<3xi8>
  call @print(%wi_double_round) : (tensor<3xi8>) -> ()
  // CHECK: sizes = [3]
  // CHECK-NEXT: [5, 5, 5]
  %n_float_rne = call @narrow_float_rne(%a, %b) : (tensor<3x!A>, tensor<3x!B>) -> tensor<3x!O>
  %ni_float_rne = quant.scast %n_float_rne : tensor<3x!O> to tensor<3xi8>
  call @print(%ni_float_rne) : (tensor<3xi8>) -> ()
  // CHECK: sizes = [3]
  // CHECK-NEXT: [-64, -32, 1]
  %w_float_rne = call @wide_float_rne(%w, %v) : (tensor<3x!W>, tensor<3x!W>) -> tensor<3x!V>
  %wi_float_rne = quant.scast %w_float_rne : tensor<3x!V> to tensor<3xi8>
  call @print(%wi_float_rne) : (tensor<3xi8>) -> ()
  // CHECK: sizes = [3]
  // CHECK-NEXT: [5, 5, 5]
  return
}
