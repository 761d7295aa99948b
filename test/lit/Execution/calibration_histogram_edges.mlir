// quantkit-lower-stats-ref{histogram-bins=8} on pinned edge values,
// JIT-run; every record worked out by hand from the bin formula
// bin = clamp(floor(x * N/2R) + N/2, 0, N-1), N = 8.
// RUN: %quantkit-opt %s \
// RUN:   --pass-pipeline='builtin.module(quantkit-lower-stats-ref{histogram-bins=8},quantkit-to-llvm)' \
// RUN:   | %run | FileCheck %s

// [0.5, -1.25, 3.0, 0.0, -0.0, 1e-3]: max |x| 3 gives R = 4 (1082130432),
// bins of width 1 from -4: -1.25 in bin 2; 0.5, 0, -0 (floor(-0) = -0)
// and 1e-3 in bin 4; 3 in bin 7. MIN -1.25, MAX 3.
// CHECK: quantkit-stats "act" histogram 8 1082130432 3214934016 1077936128 0 0 1 0 4 0 0 1
// A scalar 2.5: R = 4, bin floor(2.5 * 8/8) + 4 = 6.
// CHECK-NEXT: quantkit-stats "s" histogram 8 1082130432 1075838976 1075838976 0 0 0 0 0 0 1 0
// An empty f16 tensor: R = 2^-126 (8388608), MIN +inf, MAX -inf, no counts.
// CHECK-NEXT: quantkit-stats "e" histogram 8 8388608 2139095040 4286578688 0 0 0 0 0 0 0 0
// [NaN, 1, +inf, 3e38]: MIN/MAX show the NaN, R is capped at 2^127
// (2130706432); NaN is not counted, 1 is in bin 4, +inf and 3e38
// (floor(3e38 * 8 / 2^128) = 7) clamp to bin 7.
// CHECK-NEXT: quantkit-stats "n" histogram 8 2130706432 2143289344 2143289344 0 0 0 0 1 0 0 2
// [-4, 4, -4.5, 2^-129 (subnormal)]: R = 8 (4.5 is not a power
// of two); -4.5 in floor(-4.5 / 2) + 4 = 1, -4 in 2, the subnormal in 4,
// 4 in 6.
// CHECK-NEXT: quantkit-stats "p" histogram 8 1090519040 3230662656 1082130432 0 1 1 0 1 0 1 0
// x = R lands in the last bin: [-2, 2] gives R = 2, bins 0 and 7.
// CHECK-NEXT: quantkit-stats "r" histogram 8 1073741824 3221225472 1073741824 1 0 0 0 0 0 0 1
func.func @main() {
  %x = arith.constant dense<[[0.5, -1.25, 3.0], [0.0, -0.0, 1.0e-3]]> : tensor<2x3xf32>
  %0 = quantkit.stats_ref %x {statsKey = "act"} : tensor<2x3xf32>
  %s = arith.constant 2.5 : f32
  %1 = quantkit.stats_ref %s {statsKey = "s"} : f32
  %e = tensor.empty() : tensor<0x3xf16>
  %2 = quantkit.stats_ref %e {statsKey = "e"} : tensor<0x3xf16>
  %n = arith.constant dense<[0x7FC00000, 1.0, 0x7F800000, 3.0e38]> : tensor<4xf32>
  %3 = quantkit.stats_ref %n {statsKey = "n"} : tensor<4xf32>
  %p = arith.constant dense<[-4.0, 4.0, -4.5, 0x00100000]> : tensor<4xf32>
  %4 = quantkit.stats_ref %p {statsKey = "p"} : tensor<4xf32>
  %r = arith.constant dense<[-2.0, 2.0]> : tensor<2xf32>
  %5 = quantkit.stats_ref %r {statsKey = "r"} : tensor<2xf32>
  return
}
