// A float TOSA program through quantkit-to-llvm and quantkit-cpu as an
// exporter wrote it: tosa-to-linalg lowers tosa.tile to a broadcasting
// generic and a tosa.reshape of its own, which the pipelines lower with a
// second tosa-to-tensor (torch-to-tosa writes AlexNet's
// adaptive_avg_pool2d to 6x6 of a smaller map with tiles). Without it the
// reshape reached One-Shot Bufferize: "op was not bufferized".
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-llvm)' | %run | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-cpu)' | %run-cpu | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %x = "tosa.const"() <{values = dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
  %m = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %t = tosa.tile %x, %m : (tensor<1x3xf32>, !tosa.shape<2>) -> tensor<2x6xf32>
  %b = bufferization.to_buffer %t : tensor<2x6xf32> to memref<2x6xf32>
  %u = memref.cast %b : memref<2x6xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
// CHECK: sizes = [2, 6]
// CHECK-NEXT: [1,   2,   3,   1,   2,   3]
// CHECK-NEXT: [1,   2,   3,   1,   2,   3]
