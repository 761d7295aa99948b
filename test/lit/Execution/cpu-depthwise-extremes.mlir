// quantkit-cpu-depthwise at the edges of its 16-bit products: every input
// -128, filters of -128 and of -127 (3x3, 20 channels: a whole block of 16
// and a masked tail of 4; on 32 lanes one masked block). A filter free of -128 has the products of two
// taps summed in 16 bits before widening (2 * 128 * 127 = 32512 fits); one
// with -128 must not be (2 * 128 * 128 = 32768 would wrap). Each output is
// 9 * 16384 = 147456 and 9 * 16256 = 146304, against quantkit-to-llvm's
// loops.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-cpu)' -o %t.cpu.mlir
// RUN: FileCheck %s --check-prefix=KERNELS < %t.cpu.mlir
// RUN: %run-cpu < %t.cpu.mlir | sed 's/base@ = 0x[0-9a-f]*//' > %t.cpu
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-llvm)' | %run | sed 's/base@ = 0x[0-9a-f]*//' > %t.ref
// RUN: diff %t.cpu %t.ref
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-cpu{depthwise-lanes=16})' | %run-cpu | sed 's/base@ = 0x[0-9a-f]*//' > %t.cpu16
// RUN: diff %t.cpu16 %t.ref
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-cpu{depthwise-lanes=32})' | %run-cpu | sed 's/base@ = 0x[0-9a-f]*//' > %t.cpu32
// RUN: diff %t.cpu32 %t.ref
// RUN: FileCheck %s < %t.cpu
// Both convolutions became vector loops (no scalar i32 multiply of a
// depthwise loop is left).
// KERNELS-NOT: llvm.mul {{.*}} : i32
// CHECK: Unranked Memref
// CHECK-COUNT-3: [147456,
// CHECK: Unranked Memref
// CHECK-COUNT-3: [146304,

func.func private @printMemrefI32(tensor<*xi32>)

func.func @depthwise128(%x: tensor<1x5x5x20xi8>) -> tensor<1x3x3x20xi32> {
  %w = arith.constant dense<-128> : tensor<3x3x20xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x3x3x20xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<1x3x3x20xi32>) -> tensor<1x3x3x20xi32>
  %d = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x5x5x20xi8>, tensor<3x3x20xi8>) outs(%f : tensor<1x3x3x20xi32>) -> tensor<1x3x3x20xi32>
  return %d : tensor<1x3x3x20xi32>
}

func.func @depthwise127(%x: tensor<1x5x5x20xi8>) -> tensor<1x3x3x20xi32> {
  %w = arith.constant dense<-127> : tensor<3x3x20xi8>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x3x3x20xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<1x3x3x20xi32>) -> tensor<1x3x3x20xi32>
  %d = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x5x5x20xi8>, tensor<3x3x20xi8>) outs(%f : tensor<1x3x3x20xi32>) -> tensor<1x3x3x20xi32>
  return %d : tensor<1x3x3x20xi32>
}

func.func @main() {
  %x = arith.constant dense<-128> : tensor<1x5x5x20xi8>
  %a = call @depthwise128(%x) : (tensor<1x5x5x20xi8>) -> tensor<1x3x3x20xi32>
  %b = call @depthwise127(%x) : (tensor<1x5x5x20xi8>) -> tensor<1x3x3x20xi32>
  %au = tensor.cast %a : tensor<1x3x3x20xi32> to tensor<*xi32>
  %bu = tensor.cast %b : tensor<1x3x3x20xi32> to tensor<*xi32>
  call @printMemrefI32(%au) : (tensor<*xi32>) -> ()
  call @printMemrefI32(%bu) : (tensor<*xi32>) -> ()
  return
}
