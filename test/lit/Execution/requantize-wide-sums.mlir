// The requantization of 64-bit sums stays in 64-bit intermediates where the
// sums' static bound and the multipliers prove it exact
// (droppableMultiplierBits, passes/utils/Requantize.h), and in 128 bits
// otherwise. i16 x i8 sums over K products are bounded by K * 2^22.
//
// @coarse: K = 600 (bound 2^31.2, past i32), per-channel weight scales 0.75
// and 0.625 over an output scale of 2^20: Q31 multipliers 3 * 2^29 and
// 5 * 2^28, exponent -20, so 28 low zero bits are dropped from both: tables
// [6, 5], shift 31 - 28 + 20 = 23. @full: the same bound and a full-width
// multiplier (0.7: 1503238554, one zero bit) fit 64 bits with one bit
// dropped. @wide: K = 4096 (bound 2^34) times a 31-bit multiplier needs 128.
// Every output against TFLite's formulas evaluated in Python on exact
// integers (single_round, double_round, gemmlowp of dialect/Reference.md):
// rows of -32768 and 32767 times columns of -128 and 127.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-lower)' \
// RUN:   | FileCheck %s --check-prefix=IR
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' \
// RUN:   | %run | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=portable})' \
// RUN:   | %run-cpu | FileCheck %s
//
// Random cases from test/reference with multipliers of 16 significant bits
// (TFLite's 16x8 multipliers once widened; 15 low bits dropped) and sums
// past 2^31 under every integer scheme, random and at the storage extremes,
// and with full multipliers where the extremes leave some sums in 128 bits.
// RUN: %testgen conv2d --seed=191 --cases=3 --lhs16 --multiplier-bits=16 --c=200:300 --o=1:24 --window=2:3 --scheme=gemmlowp > %t-g.mlir
// RUN: %testgen conv2d --seed=192 --cases=3 --lhs16 --multiplier-bits=16 --c=200:300 --o=1:24 --window=2:3 --scheme=single_round > %t-s.mlir
// RUN: %testgen conv2d --seed=193 --cases=3 --lhs16 --multiplier-bits=16 --c=200:300 --o=1:24 --window=2:3 --scheme=double_round > %t-d.mlir
// RUN: %testgen matmul --seed=194 --cases=4 --lhs16 --extremes --multiplier-bits=16 --m=1:8 --k=600:3000 --n=1:40 --scheme=double_round > %t-x.mlir
// RUN: %testgen matmul --seed=195 --cases=4 --lhs16 --extremes --m=1:8 --k=300:3000 --n=1:40 --scheme=gemmlowp > %t-f.mlir
// RUN: %quantkit-opt %t-g.mlir --pass-pipeline='builtin.module(quantkit-lower)' | FileCheck %s --check-prefix=NARROW
// RUN: %quantkit-opt %t-x.mlir --pass-pipeline='builtin.module(quantkit-lower)' | FileCheck %s --check-prefix=NARROW
// RUN: %quantkit-opt %t-g.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' | %run | FileCheck %t-g.mlir
// RUN: %quantkit-opt %t-s.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' | %run | FileCheck %t-s.mlir
// RUN: %quantkit-opt %t-d.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' | %run | FileCheck %t-d.mlir
// RUN: %quantkit-opt %t-x.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' | %run | FileCheck %t-x.mlir
// RUN: %quantkit-opt %t-f.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' | %run | FileCheck %t-f.mlir
// RUN: %quantkit-opt %t-g.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=portable})' | %run-cpu | FileCheck %t-g.mlir
// RUN: %quantkit-opt %t-x.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=portable})' | %run-cpu | FileCheck %t-x.mlir
// RUN: %if avx512vnni %{ %quantkit-opt %t-d.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=vnni})' \
// RUN:   | %run-cpu | FileCheck %t-d.mlir %}
// RUN: %if avx512vnni %{ %quantkit-opt %t-f.mlir --pass-pipeline='builtin.module(quantkit-to-int,quantkit-cpu{target=vnni})' \
// RUN:   | %run-cpu | FileCheck %t-f.mlir %}
// NARROW-NOT: i128

// IR-LABEL: func.func @coarse
// IR: linalg.matmul {{.*}} outs(%{{.*}} : tensor<2x2xi64>)
// IR: arith.constant dense<[6, 5]> : tensor<2xi64>
// IR-NOT: i128
// IR: ^bb0(%[[ACC:.*]]: i64, %{{.*}}: i64, %[[M:.*]]: i64, %[[E:.*]]: i64, %{{.*}}: f32, %{{.*}}: i16):
// IR: %[[C3:.*]] = arith.constant 3 : i64
// IR: %[[SHIFT:.*]] = arith.subi %[[C3]], %[[E]] : i64
// IR: %[[P:.*]] = arith.muli %[[ACC]], %[[M]] : i64
// IR: arith.shrsi %{{.*}}, %[[SHIFT]] : i64
// IR-LABEL: func.func @full
// IR-NOT: i128
// IR: arith.constant 751619277 : i64
// IR-LABEL: func.func @wide
// IR: arith.constant 1503238554 : i64
// IR: arith.muli {{.*}} : i128

!A = !quant.uniform<i16:f32, 1.0>
!Wc = !quant.uniform<i8:f32:1, {0.75, 0.625}>
!Wf = !quant.uniform<i8:f32, 0.7>
!O = !quant.uniform<i16:f32, 1048576.0>

func.func private @printMemrefI32(memref<*xi32>)

func.func @coarse(%a: tensor<2x600x!A>, %b: tensor<600x2x!Wc>) -> tensor<2x2x!O> {
  %0 = quantkit.matmul %a, %b {rounding = #quantkit.rounding<single_round>} : (tensor<2x600x!A>, tensor<600x2x!Wc>) -> tensor<2x2x!O>
  return %0 : tensor<2x2x!O>
}

func.func @full(%a: tensor<2x600x!A>, %b: tensor<600x2x!Wf>) -> tensor<2x2x!O> {
  %0 = quantkit.matmul %a, %b {rounding = #quantkit.rounding<double_round>} : (tensor<2x600x!A>, tensor<600x2x!Wf>) -> tensor<2x2x!O>
  return %0 : tensor<2x2x!O>
}

func.func @wide(%a: tensor<2x4096x!A>, %b: tensor<4096x2x!Wf>) -> tensor<2x2x!O> {
  %0 = quantkit.matmul %a, %b {rounding = #quantkit.rounding<gemmlowp>} : (tensor<2x4096x!A>, tensor<4096x2x!Wf>) -> tensor<2x2x!O>
  return %0 : tensor<2x2x!O>
}

func.func @print(%r: tensor<2x2x!O>) {
  %s = quant.scast %r : tensor<2x2x!O> to tensor<2x2xi16>
  %e = arith.extsi %s : tensor<2x2xi16> to tensor<2x2xi32>
  %c = tensor.collapse_shape %e [[0, 1]] : tensor<2x2xi32> into tensor<4xi32>
  %b = bufferization.to_buffer %c : tensor<4xi32> to memref<4xi32>
  %u = memref.cast %b : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

// Rows of -32768 and 32767; weight columns of -128 and 127.
func.func @operands(%k: index) -> (tensor<2x?xi16>, tensor<?x2xi8>) {
  %lo = arith.constant -32768 : i16
  %hi = arith.constant 32767 : i16
  %wlo = arith.constant -128 : i8
  %whi = arith.constant 127 : i8
  %a = tensor.generate %k {
  ^bb0(%i: index, %j: index):
    %c0 = arith.constant 0 : index
    %first = arith.cmpi eq, %i, %c0 : index
    %v = arith.select %first, %lo, %hi : i16
    tensor.yield %v : i16
  } : tensor<2x?xi16>
  %b = tensor.generate %k {
  ^bb0(%i: index, %j: index):
    %c0 = arith.constant 0 : index
    %first = arith.cmpi eq, %j, %c0 : index
    %v = arith.select %first, %wlo, %whi : i8
    tensor.yield %v : i8
  } : tensor<?x2xi8>
  return %a, %b : tensor<2x?xi16>, tensor<?x2xi8>
}

func.func @main() {
  %c600 = arith.constant 600 : index
  %a0, %b0 = call @operands(%c600) : (index) -> (tensor<2x?xi16>, tensor<?x2xi8>)
  %a = tensor.cast %a0 : tensor<2x?xi16> to tensor<2x600xi16>
  %b = tensor.cast %b0 : tensor<?x2xi8> to tensor<600x2xi8>
  %aq = quant.scast %a : tensor<2x600xi16> to tensor<2x600x!A>
  %bc = quant.scast %b : tensor<600x2xi8> to tensor<600x2x!Wc>
  %bf = quant.scast %b : tensor<600x2xi8> to tensor<600x2x!Wf>
  %r0 = call @coarse(%aq, %bc) : (tensor<2x600x!A>, tensor<600x2x!Wc>) -> tensor<2x2x!O>
  call @print(%r0) : (tensor<2x2x!O>) -> ()
  // CHECK: sizes = [4]
  // CHECK-NEXT: [1800, -1488, -1800, 1488]
  %r1 = call @full(%aq, %bf) : (tensor<2x600x!A>, tensor<600x2x!Wf>) -> tensor<2x2x!O>
  call @print(%r1) : (tensor<2x2x!O>) -> ()
  // CHECK: sizes = [4]
  // CHECK-NEXT: [1680, -1667, -1680, 1667]
  %c4096 = arith.constant 4096 : index
  %a2, %b2 = call @operands(%c4096) : (index) -> (tensor<2x?xi16>, tensor<?x2xi8>)
  %aw = tensor.cast %a2 : tensor<2x?xi16> to tensor<2x4096xi16>
  %bw = tensor.cast %b2 : tensor<?x2xi8> to tensor<4096x2xi8>
  %awq = quant.scast %aw : tensor<2x4096xi16> to tensor<2x4096x!A>
  %bwq = quant.scast %bw : tensor<4096x2xi8> to tensor<4096x2x!Wf>
  %r2 = call @wide(%awq, %bwq) : (tensor<2x4096x!A>, tensor<4096x2x!Wf>) -> tensor<2x2x!O>
  call @print(%r2) : (tensor<2x2x!O>) -> ()
  // CHECK: sizes = [4]
  // CHECK-NEXT: [11469, -11379, -11468, 11379]
  return
}
