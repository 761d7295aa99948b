// A float matmul whose weights are a splat of 10^10 elements (a few bytes
// of IR), calibrated, through quantization, the integer lowering and the
// CPU, TOSA and LLVM lowerings. Propagation read every constant element by
// element into a SmallVector<double> (specForConstant) and died with
// "SmallVector unable to grow"; a splat is now read as its one value, and
// quantkit-cpu-kernels leaves weights it cannot pack to plain loops.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8},quantkit-to-int,quantkit-cpu)' 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8},quantkit-export-tosa)' 2>&1 | FileCheck %s --check-prefix=TOSA
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8},quantkit-to-int,quantkit-to-llvm)' 2>&1 | FileCheck %s --check-prefix=LLVM

// CPU: quantkit-quantize: 1 of 1 contractions quantized
// CPU: remark: quantkit-cpu-kernels: 10000000000 constant weights are more than the 1073741824 it packs; left to convert-linalg-to-loops
// CPU: llvm.func @huge
// TOSA: quantkit-quantize: 1 of 1 contractions quantized
// TOSA: tosa.matmul {{.*}} -> tensor<1x1x100000xi32>
// LLVM: quantkit-quantize: 1 of 1 contractions quantized
// LLVM: llvm.func @huge
func.func @huge(%x0: tensor<1x100000xf32>) -> tensor<1x100000xf32> {
  %x = quantkit.stats %x0 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x100000xf32>
  %w = arith.constant dense<2.0> : tensor<100000x100000xf32>
  %z = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<1x100000xf32>
  %f = linalg.fill ins(%z : f32) outs(%o : tensor<1x100000xf32>) -> tensor<1x100000xf32>
  %m = linalg.matmul ins(%x, %w : tensor<1x100000xf32>, tensor<100000x100000xf32>) outs(%f : tensor<1x100000xf32>) -> tensor<1x100000xf32>
  %ms = quantkit.stats %m {layerStats = dense<[-8.0, 8.0]> : tensor<2xf32>} : tensor<1x100000xf32>
  return %ms : tensor<1x100000xf32>
}
