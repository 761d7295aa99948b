// quant.qcast of NaN, -NaN, +inf, -inf, ties and huge values, pinned (not
// random), JIT-run. dialect/Reference.md#numerics: q = clamp(round(x / s) +
// zp), round half to even by default (EVEN) or half away from zero by option
// (AWAY); +-inf saturate to the storage bounds; NaN gives the zero point.
// The inputs, in
// order: NaN, -NaN, +inf, -inf, 2.5, -2.5, 3.5, -0.5, 1e30, -1e30 (scale 1).
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' \
// RUN:   | %run | FileCheck %s --check-prefix=EVEN
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-lower{qcast-rounding=half_away},strip-func-quant-types,canonicalize,quantkit-to-llvm)' \
// RUN:   | %run | FileCheck %s --check-prefix=AWAY

func.func private @printMemrefI32(memref<*xi32>)

func.func @print(%t: tensor<10xi32>) {
  %b = bufferization.to_buffer %t : tensor<10xi32> to memref<10xi32>
  %c = memref.cast %b : memref<10xi32> to memref<*xi32>
  call @printMemrefI32(%c) : (memref<*xi32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[0x7FC00000, 0xFFC00000, 0x7F800000, 0xFF800000, 2.5, -2.5, 3.5, -0.5, 1.0e30, -1.0e30]> : tensor<10xf32>
  // zp -3: NaN -> -3; +-inf -> 127 / -128; 2.5 -> 2 (even) / 3 (away), -2.5 -> -2 / -3, 3.5 -> 4, -0.5 -> -0 / -1, each + zp
  %q0 = quant.qcast %x : tensor<10xf32> to tensor<10x!quant.uniform<i8:f32, 1.0:-3>>
  %s0 = quant.scast %q0 : tensor<10x!quant.uniform<i8:f32, 1.0:-3>> to tensor<10xi8>
  %e0 = arith.extsi %s0 : tensor<10xi8> to tensor<10xi32>
  call @print(%e0) : (tensor<10xi32>) -> ()
  // EVEN: sizes = [10]
  // EVEN-NEXT: [-3, -3, 127, -128, -1, -5, 1, -3, 127, -128]
  // AWAY: sizes = [10]
  // AWAY-NEXT: [-3, -3, 127, -128, 0, -6, 1, -4, 127, -128]
  // u8, zp 255: NaN -> 255; +inf -> 255, -inf -> 0; 2.5 + 255 saturates; -2.5 -> 253 / 252; -0.5 -> 255 / 254
  %q1 = quant.qcast %x : tensor<10xf32> to tensor<10x!quant.uniform<u8:f32, 1.0:255>>
  %s1 = quant.scast %q1 : tensor<10x!quant.uniform<u8:f32, 1.0:255>> to tensor<10xi8>
  %e1 = arith.extui %s1 : tensor<10xi8> to tensor<10xi32>
  call @print(%e1) : (tensor<10xi32>) -> ()
  // EVEN: sizes = [10]
  // EVEN-NEXT: [255, 255, 255, 0, 255, 253, 255, 255, 255, 0]
  // AWAY: sizes = [10]
  // AWAY-NEXT: [255, 255, 255, 0, 255, 252, 255, 254, 255, 0]
  // i16, zp 32767 (the top): NaN -> 32767; -2.5 -> 32765 / 32764; -0.5 -> 32767 / 32766
  %q2 = quant.qcast %x : tensor<10xf32> to tensor<10x!quant.uniform<i16:f32, 1.0:32767>>
  %s2 = quant.scast %q2 : tensor<10x!quant.uniform<i16:f32, 1.0:32767>> to tensor<10xi16>
  %e2 = arith.extsi %s2 : tensor<10xi16> to tensor<10xi32>
  call @print(%e2) : (tensor<10xi32>) -> ()
  // EVEN: sizes = [10]
  // EVEN-NEXT: [32767, 32767, 32767, -32768, 32767, 32765, 32767, 32767, 32767, -32768]
  // AWAY: sizes = [10]
  // AWAY-NEXT: [32767, 32767, 32767, -32768, 32767, 32764, 32767, 32766, 32767, -32768]
  // i32, zp 5: NaN -> 5; +-inf and +-1e30 saturate to the i32 range; 2.5 -> 7 / 8, -2.5 -> 3 / 2
  %q3 = quant.qcast %x : tensor<10xf32> to tensor<10x!quant.uniform<i32:f32, 1.0:5>>
  %s3 = quant.scast %q3 : tensor<10x!quant.uniform<i32:f32, 1.0:5>> to tensor<10xi32>
  call @print(%s3) : (tensor<10xi32>) -> ()
  // EVEN: sizes = [10]
  // EVEN-NEXT: [5, 5, 2147483647, -2147483648, 7, 3, 9, 5, 2147483647, -2147483648]
  // AWAY: sizes = [10]
  // AWAY-NEXT: [5, 5, 2147483647, -2147483648, 8, 2, 9, 4, 2147483647, -2147483648]
  // narrow range [-127, 127], zp 0: -inf and -1e30 stop at -127
  %q4 = quant.qcast %x : tensor<10xf32> to tensor<10x!quant.uniform<i8<-127:127>:f32, 1.0>>
  %s4 = quant.scast %q4 : tensor<10x!quant.uniform<i8<-127:127>:f32, 1.0>> to tensor<10xi8>
  %e4 = arith.extsi %s4 : tensor<10xi8> to tensor<10xi32>
  call @print(%e4) : (tensor<10xi32>) -> ()
  // EVEN: sizes = [10]
  // EVEN-NEXT: [0, 0, 127, -127, 2, -2, 4, 0, 127, -127]
  // AWAY: sizes = [10]
  // AWAY-NEXT: [0, 0, 127, -127, 3, -3, 4, -1, 127, -127]
  return
}
