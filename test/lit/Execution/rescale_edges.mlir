// quantkit.rescale at the numerical edges, every scheme, JIT-run, with
// expected values worked out by hand from dialect/Reference.md#numerics.
// (m, e) = QuantizeMultiplier(M): M = m * 2^(e - 31).
//
// Ties, input zp 5 (q = acc + 5), output zp 0:
//   M = 0.5 (m = 2^30, e = 0), acc = 3, -3, 5, -5, 1, -1 (acc * M = 1.5,
//   -1.5, 2.5, -2.5, 0.5, -0.5):
//     gemmlowp: e >= 0 so RoundingDivideByPOT(h, 0) = h =
//       floor((acc * 2^30 + 2^30) / 2^31) = floor(acc / 2 + 1/2): ties up
//       -> 2, -1, 3, -2, 1, 0
//     single_round: floor((acc * 2^30 + 2^30) / 2^31): the same
//     double_round: shift 31 - e = 31 is not above 31, so single rounding
//     float_rne: rne(acc * 0.5) -> 2, -2, 2, -2, 0, 0
//   M = 0.25 (m = 2^30, e = -1), acc = 2, -2, 6, -6, 10, -10 (acc * M = 0.5,
//   -0.5, 1.5, -1.5, 2.5, -2.5):
//     gemmlowp: h = floor((acc + 1) / 2) = 1, -1, 3, -3, 5, -5, then
//       RoundingDivideByPOT(h, 1) = h / 2 ties away from zero
//       -> 1, -1, 2, -2, 3, -3
//     single_round: floor((acc * 2^30 + 2^31) / 2^32) = floor((acc + 2) / 4)
//       -> 1, 0, 2, -1, 3, -2 (ties up)
//     double_round: shift 32 > 31, round = 2^31 + (acc >= 0 ? 2^30 : -2^30):
//       floor((acc + 3) / 4) for acc >= 0, floor((acc + 1) / 4) below
//       -> 1, -1, 2, -2, 3, -3 (ties away from zero, as gemmlowp)
//     float_rne: rne(acc * 0.25) -> 0, 0, 2, -2, 2, -2
//
// A tiny multiplier, M = 1e-12 (e = -39 < -31: TFLite's QuantizeMultiplier
// flushes it to m = 0) on i8 input: |acc * M| < 1/2, so 0 + zp_out 7 under
// every scheme, flushed or not.
//
// The same flush would be wrong on a 64-bit accumulator: i32 input, zp
// -2^31, q = 2^31 - 1 (acc = 2^32 - 1), M = 0.75 / 2^32 (m = 3 * 2^29, e =
// -32): acc * M = 0.75 - 2^-34 -> 1 under every scheme (gemmlowp: h =
// floor((acc * 3 * 2^29 + 2^30) / 2^31) = 3221225471, divided by 2^32 -> 1;
// single_round: floor((acc * m + 2^62) / 2^63) = 1; double_round adds 2^30
// more: 1; float_rne: f32(acc) = 2^32, * 0.75 -> 1), mirrored -1 for acc =
// -(2^32 - 1) (zp 2^31 - 1, q = -2^31).
//
// The largest exponent the integer schemes take, e = 30:
//   M = 1.5 * 2^29 (m = 3 * 2^29), acc = 1, -1, 2, -2, 3, -3: exact products
//   805306368, -805306368, 1610612736, -1610612736, then 3 * M = 2415919104
//   saturates to 2147483647 and -3 * M to -2147483648 (i32 output).
//   M = (2^31 - 1) / 2 = 1073741823.5 (m = 2^31 - 1), acc = 1, -1, 2, -2:
//     gemmlowp, single_round, double_round (shift 1, round 1):
//       floor(acc * M + 1/2) -> 1073741824, -1073741823, 2147483647,
//       -2147483647
//     float_rne: f32(M) = 2^30 -> 1073741824, -1073741824, 2^31 saturated to
//       2147483647, -2147483648
//   M = 2^30 (e = 31) is an error for the integer schemes
//   (quantkit-lower-invalid.mlir); float_rne takes it: acc = 1, -1, 2 ->
//   1073741824, -1073741824, 2147483647 (saturated).
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' \
// RUN:   | %run | FileCheck %s

func.func private @printMemrefI32(memref<*xi32>)

func.func @print8(%t: tensor<6xi8>) {
  %e = arith.extsi %t : tensor<6xi8> to tensor<6xi32>
  %b = bufferization.to_buffer %e : tensor<6xi32> to memref<6xi32>
  %c = memref.cast %b : memref<6xi32> to memref<*xi32>
  call @printMemrefI32(%c) : (memref<*xi32>) -> ()
  return
}

func.func @print32(%t: tensor<6xi32>) {
  %b = bufferization.to_buffer %t : tensor<6xi32> to memref<6xi32>
  %c = memref.cast %b : memref<6xi32> to memref<*xi32>
  call @printMemrefI32(%c) : (memref<*xi32>) -> ()
  return
}

func.func @main() {
  // ties, M = 0.5, acc = 3, -3, 5, -5, 1, -1, gemmlowp
  %d0 = arith.constant dense<[8, 2, 10, 0, 6, 4]> : tensor<6xi8>
  %i0 = quant.scast %d0 : tensor<6xi8> to tensor<6x!quant.uniform<i8:f32, 1.0:5>>
  %r0 = quantkit.rescale %i0 {rounding = #quantkit.rounding<gemmlowp>} : tensor<6x!quant.uniform<i8:f32, 1.0:5>> to tensor<6x!quant.uniform<i8:f32, 2.0>>
  %s0 = quant.scast %r0 : tensor<6x!quant.uniform<i8:f32, 2.0>> to tensor<6xi8>
  call @print8(%s0) : (tensor<6xi8>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [2, -1, 3, -2, 1, 0]
  // ties, M = 0.5, acc = 3, -3, 5, -5, 1, -1, single_round
  %d1 = arith.constant dense<[8, 2, 10, 0, 6, 4]> : tensor<6xi8>
  %i1 = quant.scast %d1 : tensor<6xi8> to tensor<6x!quant.uniform<i8:f32, 1.0:5>>
  %r1 = quantkit.rescale %i1 {rounding = #quantkit.rounding<single_round>} : tensor<6x!quant.uniform<i8:f32, 1.0:5>> to tensor<6x!quant.uniform<i8:f32, 2.0>>
  %s1 = quant.scast %r1 : tensor<6x!quant.uniform<i8:f32, 2.0>> to tensor<6xi8>
  call @print8(%s1) : (tensor<6xi8>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [2, -1, 3, -2, 1, 0]
  // ties, M = 0.5, acc = 3, -3, 5, -5, 1, -1, double_round
  %d2 = arith.constant dense<[8, 2, 10, 0, 6, 4]> : tensor<6xi8>
  %i2 = quant.scast %d2 : tensor<6xi8> to tensor<6x!quant.uniform<i8:f32, 1.0:5>>
  %r2 = quantkit.rescale %i2 {rounding = #quantkit.rounding<double_round>} : tensor<6x!quant.uniform<i8:f32, 1.0:5>> to tensor<6x!quant.uniform<i8:f32, 2.0>>
  %s2 = quant.scast %r2 : tensor<6x!quant.uniform<i8:f32, 2.0>> to tensor<6xi8>
  call @print8(%s2) : (tensor<6xi8>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [2, -1, 3, -2, 1, 0]
  // ties, M = 0.5, acc = 3, -3, 5, -5, 1, -1, float_rne
  %d3 = arith.constant dense<[8, 2, 10, 0, 6, 4]> : tensor<6xi8>
  %i3 = quant.scast %d3 : tensor<6xi8> to tensor<6x!quant.uniform<i8:f32, 1.0:5>>
  %r3 = quantkit.rescale %i3 {rounding = #quantkit.rounding<float_rne>} : tensor<6x!quant.uniform<i8:f32, 1.0:5>> to tensor<6x!quant.uniform<i8:f32, 2.0>>
  %s3 = quant.scast %r3 : tensor<6x!quant.uniform<i8:f32, 2.0>> to tensor<6xi8>
  call @print8(%s3) : (tensor<6xi8>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [2, -2, 2, -2, 0, 0]
  // ties, M = 0.25, acc = 2, -2, 6, -6, 10, -10, gemmlowp
  %d4 = arith.constant dense<[7, 3, 11, -1, 15, -5]> : tensor<6xi8>
  %i4 = quant.scast %d4 : tensor<6xi8> to tensor<6x!quant.uniform<i8:f32, 1.0:5>>
  %r4 = quantkit.rescale %i4 {rounding = #quantkit.rounding<gemmlowp>} : tensor<6x!quant.uniform<i8:f32, 1.0:5>> to tensor<6x!quant.uniform<i8:f32, 4.0>>
  %s4 = quant.scast %r4 : tensor<6x!quant.uniform<i8:f32, 4.0>> to tensor<6xi8>
  call @print8(%s4) : (tensor<6xi8>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [1, -1, 2, -2, 3, -3]
  // ties, M = 0.25, acc = 2, -2, 6, -6, 10, -10, single_round
  %d5 = arith.constant dense<[7, 3, 11, -1, 15, -5]> : tensor<6xi8>
  %i5 = quant.scast %d5 : tensor<6xi8> to tensor<6x!quant.uniform<i8:f32, 1.0:5>>
  %r5 = quantkit.rescale %i5 {rounding = #quantkit.rounding<single_round>} : tensor<6x!quant.uniform<i8:f32, 1.0:5>> to tensor<6x!quant.uniform<i8:f32, 4.0>>
  %s5 = quant.scast %r5 : tensor<6x!quant.uniform<i8:f32, 4.0>> to tensor<6xi8>
  call @print8(%s5) : (tensor<6xi8>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [1, 0, 2, -1, 3, -2]
  // ties, M = 0.25, acc = 2, -2, 6, -6, 10, -10, double_round
  %d6 = arith.constant dense<[7, 3, 11, -1, 15, -5]> : tensor<6xi8>
  %i6 = quant.scast %d6 : tensor<6xi8> to tensor<6x!quant.uniform<i8:f32, 1.0:5>>
  %r6 = quantkit.rescale %i6 {rounding = #quantkit.rounding<double_round>} : tensor<6x!quant.uniform<i8:f32, 1.0:5>> to tensor<6x!quant.uniform<i8:f32, 4.0>>
  %s6 = quant.scast %r6 : tensor<6x!quant.uniform<i8:f32, 4.0>> to tensor<6xi8>
  call @print8(%s6) : (tensor<6xi8>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [1, -1, 2, -2, 3, -3]
  // ties, M = 0.25, acc = 2, -2, 6, -6, 10, -10, float_rne
  %d7 = arith.constant dense<[7, 3, 11, -1, 15, -5]> : tensor<6xi8>
  %i7 = quant.scast %d7 : tensor<6xi8> to tensor<6x!quant.uniform<i8:f32, 1.0:5>>
  %r7 = quantkit.rescale %i7 {rounding = #quantkit.rounding<float_rne>} : tensor<6x!quant.uniform<i8:f32, 1.0:5>> to tensor<6x!quant.uniform<i8:f32, 4.0>>
  %s7 = quant.scast %r7 : tensor<6x!quant.uniform<i8:f32, 4.0>> to tensor<6xi8>
  call @print8(%s7) : (tensor<6xi8>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [0, 0, 2, -2, 2, -2]
  // M = 1e-12, flushed, gemmlowp
  %d8 = arith.constant dense<[127, -128, 0, 1, -1, 100]> : tensor<6xi8>
  %i8 = quant.scast %d8 : tensor<6xi8> to tensor<6x!quant.uniform<i8:f32, 1.0>>
  %r8 = quantkit.rescale %i8 {rounding = #quantkit.rounding<gemmlowp>} : tensor<6x!quant.uniform<i8:f32, 1.0>> to tensor<6x!quant.uniform<i8:f32, 1.0e12:7>>
  %s8 = quant.scast %r8 : tensor<6x!quant.uniform<i8:f32, 1.0e12:7>> to tensor<6xi8>
  call @print8(%s8) : (tensor<6xi8>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [7, 7, 7, 7, 7, 7]
  // M = 1e-12, flushed, single_round
  %d9 = arith.constant dense<[127, -128, 0, 1, -1, 100]> : tensor<6xi8>
  %i9 = quant.scast %d9 : tensor<6xi8> to tensor<6x!quant.uniform<i8:f32, 1.0>>
  %r9 = quantkit.rescale %i9 {rounding = #quantkit.rounding<single_round>} : tensor<6x!quant.uniform<i8:f32, 1.0>> to tensor<6x!quant.uniform<i8:f32, 1.0e12:7>>
  %s9 = quant.scast %r9 : tensor<6x!quant.uniform<i8:f32, 1.0e12:7>> to tensor<6xi8>
  call @print8(%s9) : (tensor<6xi8>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [7, 7, 7, 7, 7, 7]
  // M = 1e-12, flushed, double_round
  %d10 = arith.constant dense<[127, -128, 0, 1, -1, 100]> : tensor<6xi8>
  %i10 = quant.scast %d10 : tensor<6xi8> to tensor<6x!quant.uniform<i8:f32, 1.0>>
  %r10 = quantkit.rescale %i10 {rounding = #quantkit.rounding<double_round>} : tensor<6x!quant.uniform<i8:f32, 1.0>> to tensor<6x!quant.uniform<i8:f32, 1.0e12:7>>
  %s10 = quant.scast %r10 : tensor<6x!quant.uniform<i8:f32, 1.0e12:7>> to tensor<6xi8>
  call @print8(%s10) : (tensor<6xi8>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [7, 7, 7, 7, 7, 7]
  // M = 1e-12, flushed, float_rne
  %d11 = arith.constant dense<[127, -128, 0, 1, -1, 100]> : tensor<6xi8>
  %i11 = quant.scast %d11 : tensor<6xi8> to tensor<6x!quant.uniform<i8:f32, 1.0>>
  %r11 = quantkit.rescale %i11 {rounding = #quantkit.rounding<float_rne>} : tensor<6x!quant.uniform<i8:f32, 1.0>> to tensor<6x!quant.uniform<i8:f32, 1.0e12:7>>
  %s11 = quant.scast %r11 : tensor<6x!quant.uniform<i8:f32, 1.0e12:7>> to tensor<6xi8>
  call @print8(%s11) : (tensor<6xi8>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [7, 7, 7, 7, 7, 7]
  // 64-bit accumulator, M = 0.75 / 2^32, acc = 2^32 - 1 (and 0), gemmlowp
  %d12 = arith.constant dense<[2147483647, -2147483648, 2147483647, -2147483648, 2147483647, -2147483648]> : tensor<6xi32>
  %i12 = quant.scast %d12 : tensor<6xi32> to tensor<6x!quant.uniform<i32:f32, 0.75:-2147483648>>
  %r12 = quantkit.rescale %i12 {rounding = #quantkit.rounding<gemmlowp>} : tensor<6x!quant.uniform<i32:f32, 0.75:-2147483648>> to tensor<6x!quant.uniform<i8:f32, 4294967296.0>>
  %s12 = quant.scast %r12 : tensor<6x!quant.uniform<i8:f32, 4294967296.0>> to tensor<6xi8>
  call @print8(%s12) : (tensor<6xi8>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [1, 0, 1, 0, 1, 0]
  // 64-bit accumulator, M = 0.75 / 2^32, acc = -(2^32 - 1) (and -1), gemmlowp
  %d13 = arith.constant dense<[-2147483648, 2147483646, -2147483648, 2147483646, -2147483648, 2147483646]> : tensor<6xi32>
  %i13 = quant.scast %d13 : tensor<6xi32> to tensor<6x!quant.uniform<i32:f32, 0.75:2147483647>>
  %r13 = quantkit.rescale %i13 {rounding = #quantkit.rounding<gemmlowp>} : tensor<6x!quant.uniform<i32:f32, 0.75:2147483647>> to tensor<6x!quant.uniform<i8:f32, 4294967296.0>>
  %s13 = quant.scast %r13 : tensor<6x!quant.uniform<i8:f32, 4294967296.0>> to tensor<6xi8>
  call @print8(%s13) : (tensor<6xi8>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [-1, 0, -1, 0, -1, 0]
  // 64-bit accumulator, M = 0.75 / 2^32, acc = 2^32 - 1 (and 0), single_round
  %d14 = arith.constant dense<[2147483647, -2147483648, 2147483647, -2147483648, 2147483647, -2147483648]> : tensor<6xi32>
  %i14 = quant.scast %d14 : tensor<6xi32> to tensor<6x!quant.uniform<i32:f32, 0.75:-2147483648>>
  %r14 = quantkit.rescale %i14 {rounding = #quantkit.rounding<single_round>} : tensor<6x!quant.uniform<i32:f32, 0.75:-2147483648>> to tensor<6x!quant.uniform<i8:f32, 4294967296.0>>
  %s14 = quant.scast %r14 : tensor<6x!quant.uniform<i8:f32, 4294967296.0>> to tensor<6xi8>
  call @print8(%s14) : (tensor<6xi8>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [1, 0, 1, 0, 1, 0]
  // 64-bit accumulator, M = 0.75 / 2^32, acc = -(2^32 - 1) (and -1), single_round
  %d15 = arith.constant dense<[-2147483648, 2147483646, -2147483648, 2147483646, -2147483648, 2147483646]> : tensor<6xi32>
  %i15 = quant.scast %d15 : tensor<6xi32> to tensor<6x!quant.uniform<i32:f32, 0.75:2147483647>>
  %r15 = quantkit.rescale %i15 {rounding = #quantkit.rounding<single_round>} : tensor<6x!quant.uniform<i32:f32, 0.75:2147483647>> to tensor<6x!quant.uniform<i8:f32, 4294967296.0>>
  %s15 = quant.scast %r15 : tensor<6x!quant.uniform<i8:f32, 4294967296.0>> to tensor<6xi8>
  call @print8(%s15) : (tensor<6xi8>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [-1, 0, -1, 0, -1, 0]
  // 64-bit accumulator, M = 0.75 / 2^32, acc = 2^32 - 1 (and 0), double_round
  %d16 = arith.constant dense<[2147483647, -2147483648, 2147483647, -2147483648, 2147483647, -2147483648]> : tensor<6xi32>
  %i16 = quant.scast %d16 : tensor<6xi32> to tensor<6x!quant.uniform<i32:f32, 0.75:-2147483648>>
  %r16 = quantkit.rescale %i16 {rounding = #quantkit.rounding<double_round>} : tensor<6x!quant.uniform<i32:f32, 0.75:-2147483648>> to tensor<6x!quant.uniform<i8:f32, 4294967296.0>>
  %s16 = quant.scast %r16 : tensor<6x!quant.uniform<i8:f32, 4294967296.0>> to tensor<6xi8>
  call @print8(%s16) : (tensor<6xi8>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [1, 0, 1, 0, 1, 0]
  // 64-bit accumulator, M = 0.75 / 2^32, acc = -(2^32 - 1) (and -1), double_round
  %d17 = arith.constant dense<[-2147483648, 2147483646, -2147483648, 2147483646, -2147483648, 2147483646]> : tensor<6xi32>
  %i17 = quant.scast %d17 : tensor<6xi32> to tensor<6x!quant.uniform<i32:f32, 0.75:2147483647>>
  %r17 = quantkit.rescale %i17 {rounding = #quantkit.rounding<double_round>} : tensor<6x!quant.uniform<i32:f32, 0.75:2147483647>> to tensor<6x!quant.uniform<i8:f32, 4294967296.0>>
  %s17 = quant.scast %r17 : tensor<6x!quant.uniform<i8:f32, 4294967296.0>> to tensor<6xi8>
  call @print8(%s17) : (tensor<6xi8>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [-1, 0, -1, 0, -1, 0]
  // 64-bit accumulator, M = 0.75 / 2^32, acc = 2^32 - 1 (and 0), float_rne
  %d18 = arith.constant dense<[2147483647, -2147483648, 2147483647, -2147483648, 2147483647, -2147483648]> : tensor<6xi32>
  %i18 = quant.scast %d18 : tensor<6xi32> to tensor<6x!quant.uniform<i32:f32, 0.75:-2147483648>>
  %r18 = quantkit.rescale %i18 {rounding = #quantkit.rounding<float_rne>} : tensor<6x!quant.uniform<i32:f32, 0.75:-2147483648>> to tensor<6x!quant.uniform<i8:f32, 4294967296.0>>
  %s18 = quant.scast %r18 : tensor<6x!quant.uniform<i8:f32, 4294967296.0>> to tensor<6xi8>
  call @print8(%s18) : (tensor<6xi8>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [1, 0, 1, 0, 1, 0]
  // 64-bit accumulator, M = 0.75 / 2^32, acc = -(2^32 - 1) (and -1), float_rne
  %d19 = arith.constant dense<[-2147483648, 2147483646, -2147483648, 2147483646, -2147483648, 2147483646]> : tensor<6xi32>
  %i19 = quant.scast %d19 : tensor<6xi32> to tensor<6x!quant.uniform<i32:f32, 0.75:2147483647>>
  %r19 = quantkit.rescale %i19 {rounding = #quantkit.rounding<float_rne>} : tensor<6x!quant.uniform<i32:f32, 0.75:2147483647>> to tensor<6x!quant.uniform<i8:f32, 4294967296.0>>
  %s19 = quant.scast %r19 : tensor<6x!quant.uniform<i8:f32, 4294967296.0>> to tensor<6xi8>
  call @print8(%s19) : (tensor<6xi8>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [-1, 0, -1, 0, -1, 0]
  // e = 30, M = 1.5 * 2^29, gemmlowp
  %d20 = arith.constant dense<[1, -1, 2, -2, 3, -3]> : tensor<6xi8>
  %i20 = quant.scast %d20 : tensor<6xi8> to tensor<6x!quant.uniform<i8:f32, 805306368.0>>
  %r20 = quantkit.rescale %i20 {rounding = #quantkit.rounding<gemmlowp>} : tensor<6x!quant.uniform<i8:f32, 805306368.0>> to tensor<6x!quant.uniform<i32:f32, 1.0>>
  %s20 = quant.scast %r20 : tensor<6x!quant.uniform<i32:f32, 1.0>> to tensor<6xi32>
  call @print32(%s20) : (tensor<6xi32>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [805306368, -805306368, 1610612736, -1610612736, 2147483647, -2147483648]
  // e = 30, M = 1.5 * 2^29, single_round
  %d21 = arith.constant dense<[1, -1, 2, -2, 3, -3]> : tensor<6xi8>
  %i21 = quant.scast %d21 : tensor<6xi8> to tensor<6x!quant.uniform<i8:f32, 805306368.0>>
  %r21 = quantkit.rescale %i21 {rounding = #quantkit.rounding<single_round>} : tensor<6x!quant.uniform<i8:f32, 805306368.0>> to tensor<6x!quant.uniform<i32:f32, 1.0>>
  %s21 = quant.scast %r21 : tensor<6x!quant.uniform<i32:f32, 1.0>> to tensor<6xi32>
  call @print32(%s21) : (tensor<6xi32>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [805306368, -805306368, 1610612736, -1610612736, 2147483647, -2147483648]
  // e = 30, M = 1.5 * 2^29, double_round
  %d22 = arith.constant dense<[1, -1, 2, -2, 3, -3]> : tensor<6xi8>
  %i22 = quant.scast %d22 : tensor<6xi8> to tensor<6x!quant.uniform<i8:f32, 805306368.0>>
  %r22 = quantkit.rescale %i22 {rounding = #quantkit.rounding<double_round>} : tensor<6x!quant.uniform<i8:f32, 805306368.0>> to tensor<6x!quant.uniform<i32:f32, 1.0>>
  %s22 = quant.scast %r22 : tensor<6x!quant.uniform<i32:f32, 1.0>> to tensor<6xi32>
  call @print32(%s22) : (tensor<6xi32>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [805306368, -805306368, 1610612736, -1610612736, 2147483647, -2147483648]
  // e = 30, M = 1.5 * 2^29, float_rne
  %d23 = arith.constant dense<[1, -1, 2, -2, 3, -3]> : tensor<6xi8>
  %i23 = quant.scast %d23 : tensor<6xi8> to tensor<6x!quant.uniform<i8:f32, 805306368.0>>
  %r23 = quantkit.rescale %i23 {rounding = #quantkit.rounding<float_rne>} : tensor<6x!quant.uniform<i8:f32, 805306368.0>> to tensor<6x!quant.uniform<i32:f32, 1.0>>
  %s23 = quant.scast %r23 : tensor<6x!quant.uniform<i32:f32, 1.0>> to tensor<6xi32>
  call @print32(%s23) : (tensor<6xi32>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [805306368, -805306368, 1610612736, -1610612736, 2147483647, -2147483648]
  // e = 30, M = 1073741823.5, gemmlowp
  %d24 = arith.constant dense<[1, -1, 2, -2, 0, 0]> : tensor<6xi8>
  %i24 = quant.scast %d24 : tensor<6xi8> to tensor<6x!quant.uniform<i8:f32, 1073741823.5>>
  %r24 = quantkit.rescale %i24 {rounding = #quantkit.rounding<gemmlowp>} : tensor<6x!quant.uniform<i8:f32, 1073741823.5>> to tensor<6x!quant.uniform<i32:f32, 1.0>>
  %s24 = quant.scast %r24 : tensor<6x!quant.uniform<i32:f32, 1.0>> to tensor<6xi32>
  call @print32(%s24) : (tensor<6xi32>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [1073741824, -1073741823, 2147483647, -2147483647, 0, 0]
  // e = 30, M = 1073741823.5, single_round
  %d25 = arith.constant dense<[1, -1, 2, -2, 0, 0]> : tensor<6xi8>
  %i25 = quant.scast %d25 : tensor<6xi8> to tensor<6x!quant.uniform<i8:f32, 1073741823.5>>
  %r25 = quantkit.rescale %i25 {rounding = #quantkit.rounding<single_round>} : tensor<6x!quant.uniform<i8:f32, 1073741823.5>> to tensor<6x!quant.uniform<i32:f32, 1.0>>
  %s25 = quant.scast %r25 : tensor<6x!quant.uniform<i32:f32, 1.0>> to tensor<6xi32>
  call @print32(%s25) : (tensor<6xi32>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [1073741824, -1073741823, 2147483647, -2147483647, 0, 0]
  // e = 30, M = 1073741823.5, double_round
  %d26 = arith.constant dense<[1, -1, 2, -2, 0, 0]> : tensor<6xi8>
  %i26 = quant.scast %d26 : tensor<6xi8> to tensor<6x!quant.uniform<i8:f32, 1073741823.5>>
  %r26 = quantkit.rescale %i26 {rounding = #quantkit.rounding<double_round>} : tensor<6x!quant.uniform<i8:f32, 1073741823.5>> to tensor<6x!quant.uniform<i32:f32, 1.0>>
  %s26 = quant.scast %r26 : tensor<6x!quant.uniform<i32:f32, 1.0>> to tensor<6xi32>
  call @print32(%s26) : (tensor<6xi32>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [1073741824, -1073741823, 2147483647, -2147483647, 0, 0]
  // e = 30, M = 1073741823.5, float_rne
  %d27 = arith.constant dense<[1, -1, 2, -2, 0, 0]> : tensor<6xi8>
  %i27 = quant.scast %d27 : tensor<6xi8> to tensor<6x!quant.uniform<i8:f32, 1073741823.5>>
  %r27 = quantkit.rescale %i27 {rounding = #quantkit.rounding<float_rne>} : tensor<6x!quant.uniform<i8:f32, 1073741823.5>> to tensor<6x!quant.uniform<i32:f32, 1.0>>
  %s27 = quant.scast %r27 : tensor<6x!quant.uniform<i32:f32, 1.0>> to tensor<6xi32>
  call @print32(%s27) : (tensor<6xi32>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [1073741824, -1073741824, 2147483647, -2147483648, 0, 0]
  // e = 31, M = 2^30, float_rne
  %d28 = arith.constant dense<[1, -1, 2, 0, 0, 0]> : tensor<6xi8>
  %i28 = quant.scast %d28 : tensor<6xi8> to tensor<6x!quant.uniform<i8:f32, 1073741824.0>>
  %r28 = quantkit.rescale %i28 {rounding = #quantkit.rounding<float_rne>} : tensor<6x!quant.uniform<i8:f32, 1073741824.0>> to tensor<6x!quant.uniform<i32:f32, 1.0>>
  %s28 = quant.scast %r28 : tensor<6x!quant.uniform<i32:f32, 1.0>> to tensor<6xi32>
  call @print32(%s28) : (tensor<6xi32>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [1073741824, -1073741824, 2147483647, 0, 0, 0]
  return
}
