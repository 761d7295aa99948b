// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(func.func(quantkit-cpu-pad-in-place))' -split-input-file | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(func.func(quantkit-cpu-pad-in-place),eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},cse,canonicalize)' -split-input-file | FileCheck %s --check-prefix=BUF

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// The padded tensor is made before the generic that computes the source:
// a copy of the padding constant (defined after the generic), then the
// border in four slabs that do not overlap (rows above and below, then
// the columns left and right of the interior rows), and the source is
// inserted where the pad was.
// CHECK-LABEL: func.func @after_generic(
// CHECK: tensor.empty() : tensor<1x4x4x8xi8>
// CHECK-NEXT: %[[PAD:.+]] = arith.constant -128 : i8
// CHECK-NEXT: %[[E:.+]] = tensor.empty() : tensor<1x6x6x8xi8>
// CHECK-NEXT: %[[T:.+]] = tensor.extract_slice %[[E]][0, 0, 0, 0] [1, 1, 6, 8] [1, 1, 1, 1]
// CHECK-NEXT: %[[TF:.+]] = linalg.fill ins(%[[PAD]] : i8) outs(%[[T]] :
// CHECK-NEXT: %[[S1:.+]] = tensor.insert_slice %[[TF]] into %[[E]][0, 0, 0, 0] [1, 1, 6, 8] [1, 1, 1, 1]
// CHECK-NEXT: %[[B:.+]] = tensor.extract_slice %[[S1]][0, 5, 0, 0] [1, 1, 6, 8] [1, 1, 1, 1]
// CHECK-NEXT: %[[BF:.+]] = linalg.fill ins(%[[PAD]] : i8) outs(%[[B]] :
// CHECK-NEXT: %[[S2:.+]] = tensor.insert_slice %[[BF]] into %[[S1]][0, 5, 0, 0] [1, 1, 6, 8] [1, 1, 1, 1]
// CHECK-NEXT: %[[L:.+]] = tensor.extract_slice %[[S2]][0, 1, 0, 0] [1, 4, 1, 8] [1, 1, 1, 1]
// CHECK-NEXT: %[[LF:.+]] = linalg.fill ins(%[[PAD]] : i8) outs(%[[L]] :
// CHECK-NEXT: %[[S3:.+]] = tensor.insert_slice %[[LF]] into %[[S2]][0, 1, 0, 0] [1, 4, 1, 8] [1, 1, 1, 1]
// CHECK-NEXT: %[[R:.+]] = tensor.extract_slice %[[S3]][0, 1, 5, 0] [1, 4, 1, 8] [1, 1, 1, 1]
// CHECK-NEXT: %[[RF:.+]] = linalg.fill ins(%[[PAD]] : i8) outs(%[[R]] :
// CHECK-NEXT: %[[S4:.+]] = tensor.insert_slice %[[RF]] into %[[S3]][0, 1, 5, 0] [1, 4, 1, 8] [1, 1, 1, 1]
// CHECK-NEXT: %[[G:.+]] = linalg.generic
// CHECK: %[[P:.+]] = tensor.insert_slice %[[G]] into %[[S4]][0, 1, 1, 0] [1, 4, 4, 8] [1, 1, 1, 1]
// CHECK-NOT: tensor.pad
// CHECK: return %[[P]]
// After eliminate-empty-tensors the generic writes the interior of the
// padded buffer, the slabs are fills of its border, and nothing is
// copied (the insertions leave copies of a view onto itself, which cse and
// canonicalize erase, as they do in quantkit-cpu).
// BUF-LABEL: func.func @after_generic(
// BUF: %[[BUF:.+]] = memref.alloc() {{.*}} : memref<1x6x6x8xi8>
// BUF: %[[TOP:.+]] = memref.subview %[[BUF]][0, 0, 0, 0] [1, 1, 6, 8]
// BUF-NEXT: linalg.fill ins(%{{.+}} : i8) outs(%[[TOP]] :
// BUF-COUNT-3: linalg.fill
// BUF: %[[IN:.+]] = memref.subview %[[BUF]][0, 1, 1, 0] [1, 4, 4, 8]
// BUF-NEXT: linalg.generic {{.*}} outs(%[[IN]] :
// BUF-NOT: memref.alloc
// BUF: return %[[BUF]]
func.func @after_generic(%x: tensor<1x4x4x8xi32>) -> tensor<1x6x6x8xi8> {
  %e = tensor.empty() : tensor<1x4x4x8xi8>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x4x4x8xi32>) outs(%e : tensor<1x4x4x8xi8>) {
  ^bb0(%v: i32, %o: i8):
    %t = arith.trunci %v : i32 to i8
    linalg.yield %t : i8
  } -> tensor<1x4x4x8xi8>
  %c = arith.constant -128 : i8
  %p = tensor.pad %g low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %c : i8
  } : tensor<1x4x4x8xi8> to tensor<1x6x6x8xi8>
  return %p : tensor<1x6x6x8xi8>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d3)>

// A requantization of a convolution's accumulators: the padded buffer is
// filled before the accumulators' chain (their zero fill), because
// quantkit-cpu-kernels stores the requantized values through the
// requantization's output while the convolution runs; not before the
// constant bias, which is no such chain (it would make the buffer live
// from the top of the function). Only the high side is padded (a
// stride-2 depthwise convolution's input): two slabs. The padding
// constant lies in the pad's body.
// CHECK-LABEL: func.func @after_accumulation(
// CHECK: %[[ACC:.+]] = tensor.empty() : tensor<1x4x4x8xi32>
// CHECK-NEXT: %[[PAD:.+]] = arith.constant 3 : i8
// CHECK-NEXT: tensor.empty() : tensor<1x5x5x8xi8>
// CHECK-NEXT: tensor.extract_slice %{{.+}}[0, 4, 0, 0] [1, 1, 5, 8]
// CHECK-NEXT: linalg.fill ins(%[[PAD]] : i8)
// CHECK-NEXT: tensor.insert_slice
// CHECK-NEXT: tensor.extract_slice %{{.+}}[0, 0, 4, 0] [1, 4, 1, 8]
// CHECK-NEXT: linalg.fill ins(%[[PAD]] : i8)
// CHECK-NEXT: %[[FILLED:.+]] = tensor.insert_slice
// CHECK-NEXT: linalg.fill ins(%{{.+}} : i32) outs(%[[ACC]] :
// CHECK-NEXT: linalg.conv_2d_nhwc_fhwc
// CHECK: linalg.generic
// CHECK: tensor.insert_slice %{{.+}} into %[[FILLED]][0, 0, 0, 0] [1, 4, 4, 8]
// CHECK-NOT: tensor.pad
// BUF-LABEL: func.func @after_accumulation(
// BUF: %[[BUF:.+]] = memref.alloc() {{.*}} : memref<1x5x5x8xi8>
// BUF-COUNT-2: linalg.fill ins(%{{.+}} : i8)
// BUF: linalg.conv_2d_nhwc_fhwc
// BUF: %[[IN:.+]] = memref.subview %[[BUF]][0, 0, 0, 0] [1, 4, 4, 8]
// BUF-NEXT: linalg.generic {{.*}} outs(%[[IN]] :
// BUF-NOT: memref.copy
// BUF: return %[[BUF]]
func.func @after_accumulation(%x: tensor<1x4x4x5xi8>, %w: tensor<8x1x1x5xi8>) -> tensor<1x5x5x8xi8> {
  %b = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi32>
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x4x4x8xi32>
  %z = linalg.fill ins(%zero : i32) outs(%e : tensor<1x4x4x8xi32>) -> tensor<1x4x4x8xi32>
  %acc = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x4x4x5xi8>, tensor<8x1x1x5xi8>) outs(%z : tensor<1x4x4x8xi32>) -> tensor<1x4x4x8xi32>
  %eq = tensor.empty() : tensor<1x4x4x8xi8>
  %q = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%acc, %b : tensor<1x4x4x8xi32>, tensor<8xi32>) outs(%eq : tensor<1x4x4x8xi8>) {
  ^bb0(%v: i32, %bv: i32, %o: i8):
    %s = arith.addi %v, %bv : i32
    %t = arith.trunci %s : i32 to i8
    linalg.yield %t : i8
  } -> tensor<1x4x4x8xi8>
  %p = tensor.pad %q low[0, 0, 0, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    %c = arith.constant 3 : i8
    tensor.yield %c : i8
  } : tensor<1x4x4x8xi8> to tensor<1x5x5x8xi8>
  return %p : tensor<1x5x5x8xi8>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// A padding value that is an argument, and a source another op reads too
// (a residual add's operand): the producer still writes the interior, and
// the other reader reads it there.
// CHECK-LABEL: func.func @argument_value(
// CHECK-SAME: %{{[^:]+}}: tensor<4x8xi32>, %[[V:[^:]+]]: i8
// CHECK-NEXT: tensor.empty() : tensor<4x8xi8>
// CHECK-NEXT: tensor.empty() : tensor<6x8xi8>
// CHECK: linalg.fill ins(%[[V]] : i8)
// CHECK: linalg.fill ins(%[[V]] : i8)
// CHECK-NOT: linalg.fill
// CHECK: linalg.generic
// CHECK-NOT: tensor.pad
// BUF-LABEL: func.func @argument_value(
// BUF: %[[BUF:.+]] = memref.alloc() {{.*}} : memref<6x8xi8>
// BUF: %[[IN:.+]] = memref.subview %[[BUF]][1, 0] [4, 8] [1, 1]
// BUF-NEXT: linalg.generic {{.*}} outs(%[[IN]] :
// BUF: linalg.generic {{.*}} ins(%[[IN]], %[[IN]] :
// BUF-NOT: memref.copy
func.func @argument_value(%x: tensor<4x8xi32>, %v: i8) -> (tensor<6x8xi8>, tensor<4x8xi8>) {
  %e = tensor.empty() : tensor<4x8xi8>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xi32>) outs(%e : tensor<4x8xi8>) {
  ^bb0(%a: i32, %o: i8):
    %t = arith.trunci %a : i32 to i8
    linalg.yield %t : i8
  } -> tensor<4x8xi8>
  %p = tensor.pad %g low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i8
  } : tensor<4x8xi8> to tensor<6x8xi8>
  %e2 = tensor.empty() : tensor<4x8xi8>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %g : tensor<4x8xi8>, tensor<4x8xi8>) outs(%e2 : tensor<4x8xi8>) {
  ^bb0(%a: i8, %b: i8, %o: i8):
    %s = arith.addi %a, %b : i8
    linalg.yield %s : i8
  } -> tensor<4x8xi8>
  return %p, %sum : tensor<6x8xi8>, tensor<4x8xi8>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// Pads left as they are: of a function argument; of a value that no
// destination-style op computes (a reshape); with a padding value computed
// from the position; with one computed after the source's producer; with
// a dynamic amount of padding. Bufferized, each is a buffer and a copy.
// CHECK-LABEL: func.func @left_alone(
// CHECK-COUNT-5: tensor.pad
// CHECK-NOT: linalg.fill
// BUF-LABEL: func.func @left_alone(
// BUF-COUNT-5: memref.copy
func.func @left_alone(%x: tensor<4x8xi8>, %y: tensor<32xi8>, %z: tensor<4x8xi32>,
                      %n: index) -> (tensor<6x8xi8>, tensor<6x8xi8>, tensor<6x8xi8>, tensor<6x8xi8>, tensor<?x8xi8>) {
  %c0 = arith.constant 0 : i8
  %a = tensor.pad %x low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c0 : i8
  } : tensor<4x8xi8> to tensor<6x8xi8>
  %r = tensor.expand_shape %y [[0, 1]] output_shape [4, 8] : tensor<32xi8> into tensor<4x8xi8>
  %b = tensor.pad %r low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c0 : i8
  } : tensor<4x8xi8> to tensor<6x8xi8>
  %e = tensor.empty() : tensor<4x8xi8>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%z : tensor<4x8xi32>) outs(%e : tensor<4x8xi8>) {
  ^bb0(%v: i32, %o: i8):
    %t = arith.trunci %v : i32 to i8
    linalg.yield %t : i8
  } -> tensor<4x8xi8>
  %c = tensor.pad %g low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    %k = arith.index_cast %i : index to i8
    tensor.yield %k : i8
  } : tensor<4x8xi8> to tensor<6x8xi8>
  %late = arith.index_cast %n : index to i8
  %d = tensor.pad %g low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %late : i8
  } : tensor<4x8xi8> to tensor<6x8xi8>
  %f = tensor.pad %g low[%n, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c0 : i8
  } : tensor<4x8xi8> to tensor<?x8xi8>
  return %a, %b, %c, %d, %f : tensor<6x8xi8>, tensor<6x8xi8>, tensor<6x8xi8>, tensor<6x8xi8>, tensor<?x8xi8>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// A value a contraction reads as well (ResNet's downsampling convolution
// reads the activation that the next 3x3 convolution pads): in the
// interior it would be a view whose rows lie apart, which the packed
// kernels do not take, so the pad stays a copy.
// CHECK-LABEL: func.func @read_by_contraction(
// CHECK-NOT: linalg.fill ins(%{{.+}} : i8)
// CHECK: tensor.pad
// CHECK-NOT: linalg.fill ins(%{{.+}} : i8)
func.func @read_by_contraction(%x: tensor<4x8xi32>, %w: tensor<8x8xi8>) -> (tensor<6x8xi8>, tensor<4x8xi32>) {
  %e = tensor.empty() : tensor<4x8xi8>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xi32>) outs(%e : tensor<4x8xi8>) {
  ^bb0(%a: i32, %o: i8):
    %t = arith.trunci %a : i32 to i8
    linalg.yield %t : i8
  } -> tensor<4x8xi8>
  %c = arith.constant 0 : i8
  %p = tensor.pad %g low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : i8
  } : tensor<4x8xi8> to tensor<6x8xi8>
  %z = arith.constant 0 : i32
  %ez = tensor.empty() : tensor<4x8xi32>
  %f = linalg.fill ins(%z : i32) outs(%ez : tensor<4x8xi32>) -> tensor<4x8xi32>
  %m = linalg.matmul ins(%g, %w : tensor<4x8xi8>, tensor<8x8xi8>) outs(%f : tensor<4x8xi32>) -> tensor<4x8xi32>
  return %p, %m : tensor<6x8xi8>, tensor<4x8xi32>
}
