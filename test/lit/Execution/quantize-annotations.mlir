// Annotations never break lowering (issue 14): a float model whose side
// output carries statistics, a statistics request, a coupling and a
// calibrated cast pair that no quantized kernel reads. The float program
// lowers as it is (quantkit-lower drops the annotations with a remark
// each); the quantized one through quantkit-quantize (quantkit-materialize
// drops those it did not use, with a remark each), then quantkit-to-int and
// quantkit-to-llvm, with nothing left for lowering to trip on. Both are
// JIT-run: the matmul output within 2 quantization steps of its [-2, 2]
// range (2 * 4/255 = 0.0314), the side output, computed in float on both
// paths, identical.
// RUN: %quantkit-opt %s -o /dev/null 2> %t.float.remarks \
// RUN:   --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)'
// RUN: FileCheck %s --check-prefix=FLOAT-REMARKS < %t.float.remarks
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' \
// RUN:   2> /dev/null | %run > %t.float.out
// RUN: %quantkit-opt %s -o %t.quantized.mlir 2> %t.quantize.remarks \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})'
// RUN: FileCheck %s --check-prefix=IR < %t.quantized.mlir
// RUN: FileCheck %s --check-prefix=REMARKS < %t.quantize.remarks
// RUN: %quantkit-opt %t.quantized.mlir -o %t.llvm.mlir 2> %t.lower.remarks \
// RUN:   --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)'
// RUN: FileCheck %s --check-prefix=LOWER --allow-empty < %t.lower.remarks
// RUN: %run < %t.llvm.mlir > %t.quantized.out
// RUN: %python %S/Inputs/compare_outputs.py %t.float.out %t.quantized.out 0.0314 0 \
// RUN:   | FileCheck %s

// FLOAT-REMARKS-COUNT-2: remark: 'quantkit.stats' dropped: statistics not used: no quantized kernel reads this value
// FLOAT-REMARKS: remark: 'quantkit.stats' dropped: statistics not used
// FLOAT-REMARKS: remark: 'quantkit.stats_ref' dropped: statistics request not used
// FLOAT-REMARKS: remark: 'quantkit.coupled_ref' dropped: coupling not used
// FLOAT-REMARKS: remark: 'quantkit.stats' dropped: statistics not used

// IR-LABEL: func.func @model
// IR: quantkit.matmul
// IR-NOT: quantkit.stats
// IR-NOT: quantkit.coupled_ref
// IR-NOT: quant.calibrated
// IR-LABEL: func.func @main

// REMARKS: annotations.mlir:[[@LINE+24]]:{{[0-9]+}}: remark: 'quantkit.stats' dropped: statistics not used: no quantized kernel reads this value
// REMARKS: annotations.mlir:[[@LINE+24]]:{{[0-9]+}}: remark: 'quantkit.stats_ref' dropped: statistics request not used: no quantized kernel reads this value
// REMARKS: annotations.mlir:[[@LINE+24]]:{{[0-9]+}}: remark: 'quantkit.coupled_ref' dropped: coupling not used: no quantized kernel reads this value
// REMARKS: annotations.mlir:[[@LINE+24]]:{{[0-9]+}}: remark: 'quant.qcast' to '!quant.calibrated<f32<0.000000e+00:3.000000e+00>>' dropped: statistics not used: no quantized kernel reads this value
// REMARKS: remark: quantkit-quantize: 1 of 1 contractions quantized, 0 of 0 poolings quantized

// LOWER-NOT: remark
// LOWER-NOT: error

// CHECK: outputs 2 2
// CHECK: output 0: 6 values, {{.*}} True
// CHECK: output 1: 8 values, {{.*}} True
// CHECK: all within tolerance: True

func.func @model(%x: tensor<2x4xf32>) -> (tensor<2x3xf32>, tensor<2x4xf32>) {
  %xs = quantkit.stats %x {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<2x4xf32>
  %w = arith.constant dense<[[0.5, -0.25, 1.0], [0.75, 0.5, -0.5], [-1.0, 0.25, 0.125], [0.25, -0.75, 0.5]]> : tensor<4x3xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %m = linalg.matmul ins(%xs, %w : tensor<2x4xf32>, tensor<4x3xf32>) outs(%f : tensor<2x3xf32>) -> tensor<2x3xf32>
  %y = quantkit.stats %m {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<2x3xf32>
  // The side output: no kernel of tflite-int8 reads it.
  %t = math.exp %x : tensor<2x4xf32>
  %t1 = quantkit.stats %t {layerStats = dense<[0.0, 3.0]> : tensor<2xf32>, axisStats = dense<[[0.3, 2.7], [0.3, 2.7], [0.3, 2.7], [0.3, 2.7]]> : tensor<4x2xf32>, axis = 1 : i64} : tensor<2x4xf32>
  %t2 = quantkit.stats_ref %t1 {statsKey = "side"} : tensor<2x4xf32>
  %t3 = quantkit.coupled_ref %t2 {coupledKey = "side"} : tensor<2x4xf32>
  %t4 = quantkit.stats %t3 {layerStats = dense<[0.0, 3.0]> : tensor<2xf32>} : tensor<2x4xf32>
  return %y, %t4 : tensor<2x3xf32>, tensor<2x4xf32>
}

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %x = arith.constant dense<[[0.25, -0.5, 0.75, -1.0], [0.9, 0.1, -0.3, 0.6]]> : tensor<2x4xf32>
  %y, %t = call @model(%x) : (tensor<2x4xf32>) -> (tensor<2x3xf32>, tensor<2x4xf32>)
  %yb = bufferization.to_buffer %y : tensor<2x3xf32> to memref<2x3xf32>
  %yu = memref.cast %yb : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%yu) : (memref<*xf32>) -> ()
  %tb = bufferization.to_buffer %t : tensor<2x4xf32> to memref<2x4xf32>
  %tu = memref.cast %tb : memref<2x4xf32> to memref<*xf32>
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  return
}
