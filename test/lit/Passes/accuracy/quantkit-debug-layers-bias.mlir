// quantkit-debug-layers{measure=bias}: for a kernel with a constant bias,
// its body up to the value the bias is added to, once more on inputs
// rounded to the kernel's input specs (qcast then dcast, the weight per
// channel; the bias is left out), then the sum over the rows of (rounded -
// float) per channel, printed as one record: the header, the elements per
// channel (i64), the channels in a loop, the last one ending the line.
// Kernels without a bias (the add) get no record and no copy. The values
// are checked by test/lit/Execution/bias-correction.mlir.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-debug-layers{measure=bias})' 2>/dev/null \
// RUN:   | FileCheck %s

// CHECK-LABEL: func.func @model(
// CHECK-SAME: %[[X:[^:]+]]: tensor<4x8xf32>
// CHECK: quantkit.region "matmul"
// CHECK: quantkit.region "add"
// The float copy.
// CHECK: %[[W:.+]] = arith.constant dense<{{.*}}> : tensor<8x2xf32>
// CHECK: %[[B:.+]] = arith.constant dense<[5.000000e-01, -2.500000e-01]>
// CHECK: %[[FM:.+]] = linalg.matmul ins(%[[X]], %[[W]] :
// CHECK: linalg.generic {{.*}} ins(%[[FM]], %[[B]] :
// CHECK: linalg.add
// The matmul's body to its bias add, on rounded values.
// CHECK: %[[QX:.+]] = quant.qcast %[[X]] : tensor<4x8xf32> to tensor<4x8x!quant.uniform<i8:f32,
// CHECK: %[[RX:.+]] = quant.dcast %[[QX]]
// CHECK: %[[QW:.+]] = quant.qcast %[[W]] : tensor<8x2xf32> to tensor<8x2x!quant.uniform<i8<-127:127>:f32:1,
// CHECK: %[[RW:.+]] = quant.dcast %[[QW]]
// CHECK-NOT: quant.qcast %[[B]]
// CHECK: %[[RM:.+]] = linalg.matmul ins(%[[RX]], %[[RW]] :
// CHECK-NOT: ins(%[[RM]]
// CHECK: %[[SUMS:.+]] = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["reduction", "parallel"]} ins(%[[FM]], %[[RM]] : tensor<4x2xf32>, tensor<4x2xf32>) outs(%{{.*}} : tensor<2xf64>)
// CHECK: arith.subf {{.*}} : f64
// CHECK: vector.print str "quantkit-bias model.matmul.0 matmul {{.*}}quantkit-debug-layers-bias.mlir:{{[0-9]+}}:{{[0-9]+}} :"
// CHECK: %[[N:.+]] = arith.constant 4 : i64
// CHECK: vector.print %[[N]] : i64 punctuation <comma>
// CHECK: scf.for %[[C:.+]] = %{{.*}} to %{{.*}} step
// CHECK:   %[[V:.+]] = tensor.extract %[[SUMS]][%[[C]]]
// Printed exactly as MpE (value = M * 2^E) from the f64's bits.
// CHECK:   arith.bitcast %[[V]] : f64 to i64
// CHECK:   math.cttz
// CHECK:   vector.print %[[M:.+]] : i64 punctuation <no_punctuation>
// CHECK:   vector.print str "p"
// CHECK:   %[[LAST:.+]] = arith.cmpi eq, %[[C]], %{{.*}} : index
// CHECK:   scf.if %[[LAST]] {
// CHECK:     vector.print %[[E:.+]] : i64{{$}}
// CHECK:   } else {
// CHECK:     vector.print %[[E]] : i64 punctuation <comma>
// CHECK-NOT: quantkit-bias
// CHECK-NOT: quantkit-debug
// CHECK: return

// print-at=model: each call adds its count and sums into globals, and
// @model's return prints them (and clears them) through one private
// function; nothing is printed where the record is taken.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-debug-layers{measure=bias print-at=model})' 2>/dev/null \
// RUN:   | FileCheck %s --check-prefix=SUMMED
// SUMMED-LABEL: func.func @model(
// SUMMED: %[[SUMS:.+]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<2xf64>)
// SUMMED-NOT: vector.print
// SUMMED: %[[COUNT:.+]] = memref.get_global @[[COUNTS:quantkit_record_count[_0-9]*]] : memref<i64>
// SUMMED: %[[OLD:.+]] = memref.load %[[COUNT]][] : memref<i64>
// SUMMED: %[[NEW:.+]] = arith.addi %[[OLD]], %{{.*}} : i64
// SUMMED: memref.store %[[NEW]], %[[COUNT]][] : memref<i64>
// SUMMED: %[[G:.+]] = memref.get_global @[[VALUES:quantkit_record_values[_0-9]*]] : memref<2xf64>
// SUMMED: scf.for %[[C:.+]] = %{{.*}} to %{{.*}} step
// SUMMED:   %[[V:.+]] = tensor.extract %[[SUMS]][%[[C]]]
// SUMMED:   %[[S:.+]] = memref.load %[[G]][%[[C]]]
// SUMMED:   %[[T:.+]] = arith.addf %[[S]], %[[V]] : f64
// SUMMED:   memref.store %[[T]], %[[G]][%[[C]]]
// SUMMED-NOT: vector.print
// SUMMED: call @[[PRINT:quantkit_print_records]]() : () -> ()
// SUMMED-NEXT: return
// SUMMED: memref.global "private" @[[COUNTS]] : memref<i64> = dense<0>
// SUMMED: memref.global "private" @[[VALUES]] : memref<2xf64> = dense<0.000000e+00>
// SUMMED: func.func private @[[PRINT]]() {
// SUMMED: vector.print str "quantkit-bias model.matmul.0 matmul {{.*}} :"
// SUMMED: memref.get_global @[[COUNTS]]
// SUMMED: vector.print %{{.*}} : i64 punctuation <comma>
// SUMMED: memref.get_global @[[VALUES]]
// SUMMED: scf.for
// SUMMED: arith.bitcast %{{.*}} : f64 to i64
// SUMMED: vector.print %{{.*}} : i64 punctuation <no_punctuation>
// SUMMED: vector.print str "p"
// SUMMED: vector.print %{{.*}} : i64{{$}}
// SUMMED: vector.print %{{.*}} : i64 punctuation <comma>
// SUMMED: memref.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<2xf64>

// Errors, at the option.
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-debug-layers{measure=bias print-at=nowhere})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOWHERE
// NOWHERE: error: quantkit-debug-layers: print-at=nowhere names no function with a body in this module
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},quantkit-debug-layers{measure=bias print-at=quantkit_print_records})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOWHERE-OWN
// NOWHERE-OWN: error: quantkit-debug-layers: print-at=quantkit_print_records names no function with a body in this module
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-debug-layers{print-at=model})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SQNR
// SQNR: quantkit-debug-layers: print-at=model sums records over calls, which measure=bias and measure=hessian write; measure=sqnr prints each call's

func.func @model(%x: tensor<4x8xf32>) -> tensor<4x2xf32> {
  %xs = quantkit.stats %x {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<4x8xf32>
  %w = arith.constant dense<[[0.5, -0.25], [0.125, 0.75], [0.5, -0.25], [0.125, 0.75], [0.5, -0.25], [0.125, 0.75], [0.5, -0.25], [0.125, 0.75]]> : tensor<8x2xf32>
  %b = arith.constant dense<[0.5, -0.25]> : tensor<2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %m = linalg.matmul ins(%xs, %w : tensor<4x8xf32>, tensor<8x2xf32>) outs(%z : tensor<4x2xf32>) -> tensor<4x2xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<4x2xf32>, tensor<2xf32>) outs(%e : tensor<4x2xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<4x2xf32>
  %ys = quantkit.stats %y {layerStats = dense<[-4.0, 4.0]> : tensor<2xf32>} : tensor<4x2xf32>
  %a = linalg.add ins(%ys, %ys : tensor<4x2xf32>, tensor<4x2xf32>) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %as = quantkit.stats %a {layerStats = dense<[-8.0, 8.0]> : tensor<2xf32>} : tensor<4x2xf32>
  return %as : tensor<4x2xf32>
}
