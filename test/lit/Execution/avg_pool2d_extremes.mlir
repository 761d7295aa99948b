// avg_pool2d on i16 storage at the extremes, every scheme, JIT-run. The
// window sum of q - zp needs more bits than the stored values do: with
// zp = 32767 and q = -32768 every centered value is -65535, and a 255x256
// window sums to -65535 * 65280 = -4278124800 (beyond i32), the 256x256
// window to -65535 * 65536. The mean is exactly -65535, so every scheme gives
// -65535 + 32767 = -32768; mirrored (zp = -32768, q = 32767) 65535 - 32768 =
// 32767.
//
// The 17x17 case pins float_rne's exact quotient: zp = -32768, 144 values
// 17234 and 145 values 17233 (centered 50002 and 50001), S = 50001 * 289 +
// 144 = 14450433, S / 289 = 50001.498... -> 50001 -> 17233 (every scheme: the
// fraction is below one half). f32(S) / f32(289) rounds to 50001.5 exactly
// and then to even, 50002: a float quotient would print 17234.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' \
// RUN:   | %run | FileCheck %s
// The centered sums are i64 from the bound |q - zp| * KH * KW alone.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-lower)' \
// RUN:   | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @main
// IR: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x255x256x1xi16>, tensor<255x256xi8>) outs(%{{.*}} : tensor<1x1x1x1xi64>)
// IR: arith.extsi %{{.*}} : i16 to i64
// IR: arith.subi

!P = !quant.uniform<i16:f32, 1.0:32767>
!N = !quant.uniform<i16:f32, 1.0:-32768>
func.func private @printMemrefI32(memref<*xi32>)

func.func @print(%r: tensor<1x1x1x1xi16>) {
  %e = arith.extsi %r : tensor<1x1x1x1xi16> to tensor<1x1x1x1xi32>
  %c = tensor.collapse_shape %e [[0, 1, 2, 3]] : tensor<1x1x1x1xi32> into tensor<1xi32>
  %b = bufferization.to_buffer %c : tensor<1xi32> to memref<1xi32>
  %u = memref.cast %b : memref<1xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @main() {
  // zp 32767, q -32768 255x256, gemmlowp: -32768
  %a0 = arith.constant dense<-32768> : tensor<1x255x256x1xi16>
  %q0 = quant.scast %a0 : tensor<1x255x256x1xi16> to tensor<1x255x256x1x!P>
  %r0 = quantkit.avg_pool2d %q0 {kernel = array<i64: 255, 256>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<gemmlowp>} : tensor<1x255x256x1x!P> -> tensor<1x1x1x1x!P>
  %s0 = quant.scast %r0 : tensor<1x1x1x1x!P> to tensor<1x1x1x1xi16>
  call @print(%s0) : (tensor<1x1x1x1xi16>) -> ()
  // CHECK: sizes = [1]
  // CHECK-NEXT: [-32768]
  // zp 32767, q -32768 255x256, single_round: -32768
  %a1 = arith.constant dense<-32768> : tensor<1x255x256x1xi16>
  %q1 = quant.scast %a1 : tensor<1x255x256x1xi16> to tensor<1x255x256x1x!P>
  %r1 = quantkit.avg_pool2d %q1 {kernel = array<i64: 255, 256>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<single_round>} : tensor<1x255x256x1x!P> -> tensor<1x1x1x1x!P>
  %s1 = quant.scast %r1 : tensor<1x1x1x1x!P> to tensor<1x1x1x1xi16>
  call @print(%s1) : (tensor<1x1x1x1xi16>) -> ()
  // CHECK: sizes = [1]
  // CHECK-NEXT: [-32768]
  // zp 32767, q -32768 255x256, double_round: -32768
  %a2 = arith.constant dense<-32768> : tensor<1x255x256x1xi16>
  %q2 = quant.scast %a2 : tensor<1x255x256x1xi16> to tensor<1x255x256x1x!P>
  %r2 = quantkit.avg_pool2d %q2 {kernel = array<i64: 255, 256>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<double_round>} : tensor<1x255x256x1x!P> -> tensor<1x1x1x1x!P>
  %s2 = quant.scast %r2 : tensor<1x1x1x1x!P> to tensor<1x1x1x1xi16>
  call @print(%s2) : (tensor<1x1x1x1xi16>) -> ()
  // CHECK: sizes = [1]
  // CHECK-NEXT: [-32768]
  // zp 32767, q -32768 255x256, float_rne: -32768
  %a3 = arith.constant dense<-32768> : tensor<1x255x256x1xi16>
  %q3 = quant.scast %a3 : tensor<1x255x256x1xi16> to tensor<1x255x256x1x!P>
  %r3 = quantkit.avg_pool2d %q3 {kernel = array<i64: 255, 256>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<float_rne>} : tensor<1x255x256x1x!P> -> tensor<1x1x1x1x!P>
  %s3 = quant.scast %r3 : tensor<1x1x1x1x!P> to tensor<1x1x1x1xi16>
  call @print(%s3) : (tensor<1x1x1x1xi16>) -> ()
  // CHECK: sizes = [1]
  // CHECK-NEXT: [-32768]
  // zp -32768, q 32767 255x256, gemmlowp: 32767
  %a4 = arith.constant dense<32767> : tensor<1x255x256x1xi16>
  %q4 = quant.scast %a4 : tensor<1x255x256x1xi16> to tensor<1x255x256x1x!N>
  %r4 = quantkit.avg_pool2d %q4 {kernel = array<i64: 255, 256>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<gemmlowp>} : tensor<1x255x256x1x!N> -> tensor<1x1x1x1x!N>
  %s4 = quant.scast %r4 : tensor<1x1x1x1x!N> to tensor<1x1x1x1xi16>
  call @print(%s4) : (tensor<1x1x1x1xi16>) -> ()
  // CHECK: sizes = [1]
  // CHECK-NEXT: [32767]
  // zp -32768, q 32767 255x256, single_round: 32767
  %a5 = arith.constant dense<32767> : tensor<1x255x256x1xi16>
  %q5 = quant.scast %a5 : tensor<1x255x256x1xi16> to tensor<1x255x256x1x!N>
  %r5 = quantkit.avg_pool2d %q5 {kernel = array<i64: 255, 256>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<single_round>} : tensor<1x255x256x1x!N> -> tensor<1x1x1x1x!N>
  %s5 = quant.scast %r5 : tensor<1x1x1x1x!N> to tensor<1x1x1x1xi16>
  call @print(%s5) : (tensor<1x1x1x1xi16>) -> ()
  // CHECK: sizes = [1]
  // CHECK-NEXT: [32767]
  // zp -32768, q 32767 255x256, double_round: 32767
  %a6 = arith.constant dense<32767> : tensor<1x255x256x1xi16>
  %q6 = quant.scast %a6 : tensor<1x255x256x1xi16> to tensor<1x255x256x1x!N>
  %r6 = quantkit.avg_pool2d %q6 {kernel = array<i64: 255, 256>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<double_round>} : tensor<1x255x256x1x!N> -> tensor<1x1x1x1x!N>
  %s6 = quant.scast %r6 : tensor<1x1x1x1x!N> to tensor<1x1x1x1xi16>
  call @print(%s6) : (tensor<1x1x1x1xi16>) -> ()
  // CHECK: sizes = [1]
  // CHECK-NEXT: [32767]
  // zp -32768, q 32767 255x256, float_rne: 32767
  %a7 = arith.constant dense<32767> : tensor<1x255x256x1xi16>
  %q7 = quant.scast %a7 : tensor<1x255x256x1xi16> to tensor<1x255x256x1x!N>
  %r7 = quantkit.avg_pool2d %q7 {kernel = array<i64: 255, 256>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<float_rne>} : tensor<1x255x256x1x!N> -> tensor<1x1x1x1x!N>
  %s7 = quant.scast %r7 : tensor<1x1x1x1x!N> to tensor<1x1x1x1xi16>
  call @print(%s7) : (tensor<1x1x1x1xi16>) -> ()
  // CHECK: sizes = [1]
  // CHECK-NEXT: [32767]
  // zp 32767, q -32768 256x256, gemmlowp: -32768
  %a8 = arith.constant dense<-32768> : tensor<1x256x256x1xi16>
  %q8 = quant.scast %a8 : tensor<1x256x256x1xi16> to tensor<1x256x256x1x!P>
  %r8 = quantkit.avg_pool2d %q8 {kernel = array<i64: 256, 256>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<gemmlowp>} : tensor<1x256x256x1x!P> -> tensor<1x1x1x1x!P>
  %s8 = quant.scast %r8 : tensor<1x1x1x1x!P> to tensor<1x1x1x1xi16>
  call @print(%s8) : (tensor<1x1x1x1xi16>) -> ()
  // CHECK: sizes = [1]
  // CHECK-NEXT: [-32768]
  // zp 32767, q -32768 256x256, single_round: -32768
  %a9 = arith.constant dense<-32768> : tensor<1x256x256x1xi16>
  %q9 = quant.scast %a9 : tensor<1x256x256x1xi16> to tensor<1x256x256x1x!P>
  %r9 = quantkit.avg_pool2d %q9 {kernel = array<i64: 256, 256>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<single_round>} : tensor<1x256x256x1x!P> -> tensor<1x1x1x1x!P>
  %s9 = quant.scast %r9 : tensor<1x1x1x1x!P> to tensor<1x1x1x1xi16>
  call @print(%s9) : (tensor<1x1x1x1xi16>) -> ()
  // CHECK: sizes = [1]
  // CHECK-NEXT: [-32768]
  // zp 32767, q -32768 256x256, double_round: -32768
  %a10 = arith.constant dense<-32768> : tensor<1x256x256x1xi16>
  %q10 = quant.scast %a10 : tensor<1x256x256x1xi16> to tensor<1x256x256x1x!P>
  %r10 = quantkit.avg_pool2d %q10 {kernel = array<i64: 256, 256>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<double_round>} : tensor<1x256x256x1x!P> -> tensor<1x1x1x1x!P>
  %s10 = quant.scast %r10 : tensor<1x1x1x1x!P> to tensor<1x1x1x1xi16>
  call @print(%s10) : (tensor<1x1x1x1xi16>) -> ()
  // CHECK: sizes = [1]
  // CHECK-NEXT: [-32768]
  // zp 32767, q -32768 256x256, float_rne: -32768
  %a11 = arith.constant dense<-32768> : tensor<1x256x256x1xi16>
  %q11 = quant.scast %a11 : tensor<1x256x256x1xi16> to tensor<1x256x256x1x!P>
  %r11 = quantkit.avg_pool2d %q11 {kernel = array<i64: 256, 256>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<float_rne>} : tensor<1x256x256x1x!P> -> tensor<1x1x1x1x!P>
  %s11 = quant.scast %r11 : tensor<1x1x1x1x!P> to tensor<1x1x1x1xi16>
  call @print(%s11) : (tensor<1x1x1x1xi16>) -> ()
  // CHECK: sizes = [1]
  // CHECK-NEXT: [-32768]
  // zp -32768, q 32767 256x256, gemmlowp: 32767
  %a12 = arith.constant dense<32767> : tensor<1x256x256x1xi16>
  %q12 = quant.scast %a12 : tensor<1x256x256x1xi16> to tensor<1x256x256x1x!N>
  %r12 = quantkit.avg_pool2d %q12 {kernel = array<i64: 256, 256>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<gemmlowp>} : tensor<1x256x256x1x!N> -> tensor<1x1x1x1x!N>
  %s12 = quant.scast %r12 : tensor<1x1x1x1x!N> to tensor<1x1x1x1xi16>
  call @print(%s12) : (tensor<1x1x1x1xi16>) -> ()
  // CHECK: sizes = [1]
  // CHECK-NEXT: [32767]
  // zp -32768, q 32767 256x256, single_round: 32767
  %a13 = arith.constant dense<32767> : tensor<1x256x256x1xi16>
  %q13 = quant.scast %a13 : tensor<1x256x256x1xi16> to tensor<1x256x256x1x!N>
  %r13 = quantkit.avg_pool2d %q13 {kernel = array<i64: 256, 256>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<single_round>} : tensor<1x256x256x1x!N> -> tensor<1x1x1x1x!N>
  %s13 = quant.scast %r13 : tensor<1x1x1x1x!N> to tensor<1x1x1x1xi16>
  call @print(%s13) : (tensor<1x1x1x1xi16>) -> ()
  // CHECK: sizes = [1]
  // CHECK-NEXT: [32767]
  // zp -32768, q 32767 256x256, double_round: 32767
  %a14 = arith.constant dense<32767> : tensor<1x256x256x1xi16>
  %q14 = quant.scast %a14 : tensor<1x256x256x1xi16> to tensor<1x256x256x1x!N>
  %r14 = quantkit.avg_pool2d %q14 {kernel = array<i64: 256, 256>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<double_round>} : tensor<1x256x256x1x!N> -> tensor<1x1x1x1x!N>
  %s14 = quant.scast %r14 : tensor<1x1x1x1x!N> to tensor<1x1x1x1xi16>
  call @print(%s14) : (tensor<1x1x1x1xi16>) -> ()
  // CHECK: sizes = [1]
  // CHECK-NEXT: [32767]
  // zp -32768, q 32767 256x256, float_rne: 32767
  %a15 = arith.constant dense<32767> : tensor<1x256x256x1xi16>
  %q15 = quant.scast %a15 : tensor<1x256x256x1xi16> to tensor<1x256x256x1x!N>
  %r15 = quantkit.avg_pool2d %q15 {kernel = array<i64: 256, 256>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<float_rne>} : tensor<1x256x256x1x!N> -> tensor<1x1x1x1x!N>
  %s15 = quant.scast %r15 : tensor<1x1x1x1x!N> to tensor<1x1x1x1xi16>
  call @print(%s15) : (tensor<1x1x1x1xi16>) -> ()
  // CHECK: sizes = [1]
  // CHECK-NEXT: [32767]
  // zp -32768, 144 x 17234 and 145 x 17233 17x17, gemmlowp: 17233
  %a16 = arith.constant dense<[[[[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]]]]> : tensor<1x17x17x1xi16>
  %q16 = quant.scast %a16 : tensor<1x17x17x1xi16> to tensor<1x17x17x1x!N>
  %r16 = quantkit.avg_pool2d %q16 {kernel = array<i64: 17, 17>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<gemmlowp>} : tensor<1x17x17x1x!N> -> tensor<1x1x1x1x!N>
  %s16 = quant.scast %r16 : tensor<1x1x1x1x!N> to tensor<1x1x1x1xi16>
  call @print(%s16) : (tensor<1x1x1x1xi16>) -> ()
  // CHECK: sizes = [1]
  // CHECK-NEXT: [17233]
  // zp -32768, 144 x 17234 and 145 x 17233 17x17, single_round: 17233
  %a17 = arith.constant dense<[[[[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]]]]> : tensor<1x17x17x1xi16>
  %q17 = quant.scast %a17 : tensor<1x17x17x1xi16> to tensor<1x17x17x1x!N>
  %r17 = quantkit.avg_pool2d %q17 {kernel = array<i64: 17, 17>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<single_round>} : tensor<1x17x17x1x!N> -> tensor<1x1x1x1x!N>
  %s17 = quant.scast %r17 : tensor<1x1x1x1x!N> to tensor<1x1x1x1xi16>
  call @print(%s17) : (tensor<1x1x1x1xi16>) -> ()
  // CHECK: sizes = [1]
  // CHECK-NEXT: [17233]
  // zp -32768, 144 x 17234 and 145 x 17233 17x17, double_round: 17233
  %a18 = arith.constant dense<[[[[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]]]]> : tensor<1x17x17x1xi16>
  %q18 = quant.scast %a18 : tensor<1x17x17x1xi16> to tensor<1x17x17x1x!N>
  %r18 = quantkit.avg_pool2d %q18 {kernel = array<i64: 17, 17>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<double_round>} : tensor<1x17x17x1x!N> -> tensor<1x1x1x1x!N>
  %s18 = quant.scast %r18 : tensor<1x1x1x1x!N> to tensor<1x1x1x1xi16>
  call @print(%s18) : (tensor<1x1x1x1xi16>) -> ()
  // CHECK: sizes = [1]
  // CHECK-NEXT: [17233]
  // zp -32768, 144 x 17234 and 145 x 17233 17x17, float_rne: 17233
  %a19 = arith.constant dense<[[[[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234]], [[17234], [17234], [17234], [17234], [17234], [17234], [17234], [17234], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]], [[17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233], [17233]]]]> : tensor<1x17x17x1xi16>
  %q19 = quant.scast %a19 : tensor<1x17x17x1xi16> to tensor<1x17x17x1x!N>
  %r19 = quantkit.avg_pool2d %q19 {kernel = array<i64: 17, 17>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, rounding = #quantkit.rounding<float_rne>} : tensor<1x17x17x1x!N> -> tensor<1x1x1x1x!N>
  %s19 = quant.scast %r19 : tensor<1x1x1x1x!N> to tensor<1x1x1x1xi16>
  call @print(%s19) : (tensor<1x1x1x1xi16>) -> ()
  // CHECK: sizes = [1]
  // CHECK-NEXT: [17233]
  return
}
