// torch-mlir's quantize/dequantize and fake-quant chains (the forms of
// test/lit/Passes/quantize/quantkit-import-chains.mlir) give bit-identical
// outputs run as float and run after quantkit-import as the lowered
// quant.qcast -> quant.dcast pairs: every output is printed as its f32 bit
// pattern (i32) and the two runs are compared with diff. The inputs hold
// rounding ties (x / s = k + 0.5, both signs), saturation (+-1000, +-inf,
// 3.3e38), -0.0, a subnormal, and the chains have extreme scales
// (1e-30, 3e38, 2^-20), per-channel parameters and u8, i8<-127:127>
// storage. NaN is not among the inputs: there the cast gives the zero point
// and the chains poison or the lower bound (passes/quantize/README.md).
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' \
// RUN:   | %run | grep -v base@ > %t.float.out
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-import)' -o %t.imported.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.imported.mlir
// RUN: %quantkit-opt %t.imported.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' \
// RUN:   | %run | grep -v base@ > %t.imported.out
// RUN: diff %t.float.out %t.imported.out
// RUN: FileCheck %s < %t.imported.out

// IR-LABEL: func.func @main
// IR-COUNT-5: quant.dcast
// IR-NOT: math.roundeven

#id = affine_map<(d0, d1) -> (d0, d1)>
#b0 = affine_map<(d0, d1) -> (0)>
#ch0 = affine_map<(d0, d1) -> (d0)>
#row = affine_map<(d0, d1) -> (d1)>

func.func private @printMemrefI32(memref<*xi32>)

func.func @print(%t: tensor<3x16xf32>) {
  %i = arith.bitcast %t : tensor<3x16xf32> to tensor<3x16xi32>
  %b = bufferization.to_buffer %i : tensor<3x16xi32> to memref<3x16xi32>
  %c = memref.cast %b : memref<3x16xi32> to memref<*xi32>
  call @printMemrefI32(%c) : (memref<*xi32>) -> ()
  return
}

func.func @main() {
  // Ties for s = 0.5 (0.25, 0.75, -0.25, -1.25, 1.75, -63.75, -64.25) and
  // for s = 0.1 only approximately; saturation; -0.0; a subnormal.
  %row = arith.constant dense<[0.25, 0.75, -0.25, -1.25, 1.75, -63.75, 1000.0, -1000.0,
      0x7F800000, 0xFF800000, -0.0, 0.1, 3.3e38, 1.0e-40, 12.7, -64.25]> : tensor<16xf32>
  %e = tensor.empty() : tensor<3x16xf32>
  %x = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%row : tensor<16xf32>) outs(%e : tensor<3x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<3x16xf32>

  // 1. quantize_per_tensor + dequantize, s = 0.5, zp = -3, i8.
  %s = arith.constant 5.000000e-01 : f32
  %zpf = arith.constant -3.000000e+00 : f32
  %lo = arith.constant -1.280000e+02 : f32
  %hi = arith.constant 1.270000e+02 : f32
  %zp = arith.constant -3 : i64
  %ei = tensor.empty() : tensor<3x16xi8>
  %q1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<3x16xf32>) outs(%ei : tensor<3x16xi8>) {
  ^bb0(%in: f32, %out: i8):
    %0 = arith.divf %in, %s : f32
    %1 = math.roundeven %0 : f32
    %2 = arith.addf %1, %zpf : f32
    %3 = arith.maximumf %2, %lo : f32
    %4 = arith.minimumf %3, %hi : f32
    %5 = arith.fptosi %4 : f32 to i8
    linalg.yield %5 : i8
  } -> tensor<3x16xi8>
  %d1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%q1 : tensor<3x16xi8>) outs(%e : tensor<3x16xf32>) {
  ^bb0(%in: i8, %out: f32):
    %0 = arith.extsi %in : i8 to i64
    %1 = arith.subi %0, %zp : i64
    %2 = arith.sitofp %1 : i64 to f32
    %3 = arith.mulf %2, %s : f32
    linalg.yield %3 : f32
  } -> tensor<3x16xf32>
  call @print(%d1) : (tensor<3x16xf32>) -> ()
    // Ties to even: 0.25 / 0.5 -> 0, 0.75 -> 2 (1.0), -0.25 -> -0 (+0.0 out),
  // -1.25 -> -2 (-1.0), 1.75 -> 4 (2.0); -63.75 -> -128 - 3 saturates at
  // -128 (-62.5), 1000 / inf / 3.3e38 at 127 (65.0); 12.7 -> 25 (12.5); as
  // f32 bits.
  // CHECK: {{^}}{{\[\[}}0, 1065353216, 0, -1082130432, 1073741824, -1032192000, 1115815936, -1032192000, 1115815936, -1032192000, 0, 0, 1115815936, 0, 1095237632, -1032192000],

  // 2. fake_quantize_per_tensor_affine decomposed (compare/select clamps
  //    against tensor<1xi64>), s = 0.1, zp = 128, [0, 255] (u8).
  %s2 = arith.constant 1.000000e-01 : f32
  %zp2 = arith.constant 128 : i64
  %one = arith.constant 1 : i64
  %lo2 = arith.constant dense<0> : tensor<1xi64>
  %hi2 = arith.constant dense<255> : tensor<1xi64>
  %a0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<3x16xf32>) outs(%e : tensor<3x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %s2 : f32
    linalg.yield %r : f32
  } -> tensor<3x16xf32>
  %a1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a0 : tensor<3x16xf32>) outs(%e : tensor<3x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.roundeven %in : f32
    linalg.yield %r : f32
  } -> tensor<3x16xf32>
  %a2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a1 : tensor<3x16xf32>) outs(%e : tensor<3x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %z = arith.sitofp %zp2 : i64 to f32
    %a = arith.sitofp %one : i64 to f32
    %m = arith.mulf %z, %a : f32
    %r = arith.addf %in, %m : f32
    linalg.yield %r : f32
  } -> tensor<3x16xf32>
  %a3 = linalg.generic {indexing_maps = [#id, #b0, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a2, %lo2 : tensor<3x16xf32>, tensor<1xi64>) outs(%e : tensor<3x16xf32>) {
  ^bb0(%in: f32, %b: i64, %out: f32):
    %bf = arith.sitofp %b : i64 to f32
    %c = arith.cmpf ogt, %in, %bf : f32
    %r = arith.select %c, %in, %bf : f32
    linalg.yield %r : f32
  } -> tensor<3x16xf32>
  %a4 = linalg.generic {indexing_maps = [#id, #b0, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a3, %hi2 : tensor<3x16xf32>, tensor<1xi64>) outs(%e : tensor<3x16xf32>) {
  ^bb0(%in: f32, %b: i64, %out: f32):
    %bf = arith.sitofp %b : i64 to f32
    %c = arith.cmpf olt, %in, %bf : f32
    %r = arith.select %c, %in, %bf : f32
    linalg.yield %r : f32
  } -> tensor<3x16xf32>
  %a5 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a4 : tensor<3x16xf32>) outs(%e : tensor<3x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %z = arith.sitofp %zp2 : i64 to f32
    %a = arith.sitofp %one : i64 to f32
    %m = arith.mulf %z, %a : f32
    %r = arith.subf %in, %m : f32
    linalg.yield %r : f32
  } -> tensor<3x16xf32>
  %a6 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a5 : tensor<3x16xf32>) outs(%e : tensor<3x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %s2 : f32
    linalg.yield %r : f32
  } -> tensor<3x16xf32>
  call @print(%a6) : (tensor<3x16xf32>) -> ()
  
  // 3. quantize_per_channel + dequantize_per_channel on axis 0, extreme
  //    scales 1e-30, 3e38 and 2^-20, zero points -1, 0, 5.
  %scales = arith.constant dense<[1.0e-30, 3.0e38, 9.5367431640625e-07]> : tensor<3xf32>
  %zps = arith.constant dense<[-1, 0, 5]> : tensor<3xi64>
  %q3 = linalg.generic {indexing_maps = [#id, #ch0, #ch0, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %scales, %zps : tensor<3x16xf32>, tensor<3xf32>, tensor<3xi64>) outs(%ei : tensor<3x16xi8>) {
  ^bb0(%in: f32, %sc: f32, %z: i64, %out: i8):
    %l = arith.constant -1.280000e+02 : f32
    %h = arith.constant 1.270000e+02 : f32
    %zf = arith.sitofp %z : i64 to f32
    %0 = arith.divf %in, %sc : f32
    %1 = math.roundeven %0 : f32
    %2 = arith.addf %1, %zf : f32
    %3 = arith.maximumf %2, %l : f32
    %4 = arith.minimumf %3, %h : f32
    %5 = arith.fptosi %4 : f32 to i8
    linalg.yield %5 : i8
  } -> tensor<3x16xi8>
  %d3 = linalg.generic {indexing_maps = [#id, #ch0, #ch0, #id], iterator_types = ["parallel", "parallel"]}
      ins(%q3, %scales, %zps : tensor<3x16xi8>, tensor<3xf32>, tensor<3xi64>) outs(%e : tensor<3x16xf32>) {
  ^bb0(%in: i8, %sc: f32, %z: i64, %out: f32):
    %0 = arith.extsi %in : i8 to i64
    %1 = arith.subi %0, %z : i64
    %2 = arith.sitofp %1 : i64 to f32
    %3 = arith.mulf %2, %sc : f32
    linalg.yield %3 : f32
  } -> tensor<3x16xf32>
  call @print(%d3) : (tensor<3x16xf32>) -> ()
  
  // 4. One fused generic: x * 0.25 (scale 4), zero point 0 with the
  //    subtraction folded away, narrow range [-127, 127].
  %inv = arith.constant 2.500000e-01 : f32
  %s4 = arith.constant 4.000000e+00 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %lo4 = arith.constant -1.270000e+02 : f32
  %f4 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<3x16xf32>) outs(%e : tensor<3x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.mulf %in, %inv : f32
    %2 = math.roundeven %1 : f32
    %3 = arith.addf %2, %zero : f32
    %4 = arith.minimumf %3, %hi : f32
    %5 = arith.maximumf %4, %lo4 : f32
    %6 = arith.mulf %5, %s4 : f32
    linalg.yield %6 : f32
  } -> tensor<3x16xf32>
  call @print(%f4) : (tensor<3x16xf32>) -> ()
  
  // 5. int8 weights dequantized per channel (no zero point).
  %w = arith.constant dense<[[-128, -1, 0, 1, 127, 64, -64, 3, -3, 100, -100, 5, -5, 7, -7, 2],
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
      [-128, 127, -128, 127, -128, 127, -128, 127, -128, 127, -128, 127, -128, 127, -128, 127]]> : tensor<3x16xi8>
  %ws = arith.constant dense<[0.125, 3.0e-3, 1.0e-30]> : tensor<3xf32>
  %d5 = linalg.generic {indexing_maps = [#id, #ch0, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %ws : tensor<3x16xi8>, tensor<3xf32>) outs(%e : tensor<3x16xf32>) {
  ^bb0(%in: i8, %sc: f32, %out: f32):
    %0 = arith.sitofp %in : i8 to f32
    %1 = arith.mulf %0, %sc : f32
    linalg.yield %1 : f32
  } -> tensor<3x16xf32>
  call @print(%d5) : (tensor<3x16xf32>) -> ()
    return
}
