// quantkit-cpu-depthwise on its own, on buffers: a depthwise convolution
// with contiguous channels becomes loops over output rows (an scf.parallel
// when large enough), blocks of 16 channels (or 32) with the filter taps loaded
// and widened once, and output columns summing the taps in (kh, kw) order;
// the zero fill before it goes. Windows of more than 49 taps are loops over
// the window (a uniform int8 window sums its inputs alone). Other element
// types, strided channels, and parallel-tasks=1 (sequential loops) are the
// cases left alone or kept sequential.
// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(quantkit-cpu-depthwise))' | FileCheck %s
// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(quantkit-cpu-depthwise{parallel-tasks=1}))' | FileCheck %s --check-prefix=ONE
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(func.func(quantkit-cpu-depthwise{parallel-tasks=-2}))' 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: error: quantkit-cpu-depthwise: parallel-tasks must not be negative, got -2
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(func.func(quantkit-cpu-depthwise{table-lookup=permute}))' 2>&1 | FileCheck %s --check-prefix=LOOKUP
// LOOKUP: error: quantkit-cpu-depthwise: unknown table-lookup 'permute' (expected auto, vbmi or gather)
// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(quantkit-cpu-depthwise{lanes=32}))' | FileCheck %s --check-prefix=WIDE
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(func.func(quantkit-cpu-depthwise{lanes=8}))' 2>&1 | FileCheck %s --check-prefix=LANES
// LANES: error: quantkit-cpu-depthwise: lanes must be 16 or 32, got 8

// 1x16x16x40 output, 3x3 taps (92160 multiply-adds): output rows in
// parallel; channels 0..31 in two blocks, 32..39 as a masked tail; the fill
// is erased and the sums start at zero. Four pixels of a row at a time:
// all four sums, then the four stores (the inputs they share are loaded
// once after CSE).
// CHECK-LABEL: func.func @int8
// CHECK-NOT: linalg.fill
// CHECK: scf.parallel (%[[N:.*]], %[[OH:.*]]) = (%c0{{.*}}, %c0{{.*}}) to (%c1{{.*}}, %c16{{.*}}) step
// CHECK:   scf.for %[[C0:.*]] = %c0{{.*}} to %c32 step %c16
// CHECK-COUNT-9: vector.load %{{.*}}[%{{.*}}, %{{.*}}, %[[C0]]] : memref<3x3x40xi8>, vector<16xi8>
// CHECK:     scf.for %[[OW:.*]] = %c0{{.*}} to %c16{{.*}} step %c4
// CHECK:       %[[ACC:.*]] = arith.constant dense<0> : vector<16xi32>
// CHECK:       %[[X:.*]] = vector.load %{{.*}}[%[[N]], %{{.*}}, %{{.*}}, %[[C0]]] : memref<1x18x18x40xi8>, vector<16xi8>
// CHECK:       %[[XW:.*]] = arith.extsi %[[X]] : vector<16xi8> to vector<16xi16>
// CHECK:       %[[P:.*]] = arith.muli %[[XW]], %{{.*}} : vector<16xi16>
// CHECK:       %[[PW:.*]] = arith.extsi %[[P]] : vector<16xi16> to vector<16xi32>
// CHECK:       arith.addi %[[ACC]], %[[PW]] : vector<16xi32>
// CHECK-NOT:   vector.store
// CHECK:       vector.store %{{.*}}, %{{.*}}[%[[N]], %[[OH]], %[[OW]], %[[C0]]] : memref<1x16x16x40xi32>, vector<16xi32>
// CHECK-NEXT:  vector.store %{{.*}}, %{{.*}}[%[[N]], %[[OH]], %{{.*}}, %[[C0]]] : memref<1x16x16x40xi32>, vector<16xi32>
// CHECK-NEXT:  vector.store %{{.*}}, %{{.*}}[%[[N]], %[[OH]], %{{.*}}, %[[C0]]] : memref<1x16x16x40xi32>, vector<16xi32>
// CHECK-NEXT:  vector.store %{{.*}}, %{{.*}}[%[[N]], %[[OH]], %{{.*}}, %[[C0]]] : memref<1x16x16x40xi32>, vector<16xi32>
// CHECK:   vector.constant_mask [8] : vector<16xi1>
// CHECK:   vector.maskedload %{{.*}} : memref<3x3x40xi8>, vector<16xi1>, vector<16xi8> into vector<16xi8>
// CHECK:   %[[TAIL:.*]] = vector.extract_strided_slice %{{.*}} {offsets = [0], sizes = [8], strides = [1]} : vector<16xi32> to vector<8xi32>
// CHECK:   vector.store %[[TAIL]], %{{.*}} : memref<1x16x16x40xi32>, vector<8xi32>
// CHECK-NOT: vector.maskedstore
// CHECK-NOT: linalg.depthwise_conv_2d_nhwc_hwc
// With lanes=32 (16-bit products in one 512-bit register): channels 0..31
// in one block, 32..39 as a masked tail of the 32 lanes.
// WIDE-LABEL: func.func @int8
// WIDE:   scf.for %[[C0:.*]] = %c0{{.*}} to %c32{{.*}} step %c32
// WIDE-COUNT-9: vector.load %{{.*}}[%{{.*}}, %{{.*}}, %[[C0]]] : memref<3x3x40xi8>, vector<32xi8>
// WIDE:     scf.for %{{.*}} = %c0{{.*}} to %c16{{.*}} step %c4
// WIDE:       arith.muli %{{.*}}, %{{.*}} : vector<32xi16>
// WIDE:       arith.extsi %{{.*}} : vector<32xi16> to vector<32xi32>
// WIDE:       vector.store %{{.*}}, %{{.*}} : memref<1x16x16x40xi32>, vector<32xi32>
// WIDE:   vector.constant_mask [8] : vector<32xi1>
// WIDE:   vector.maskedload %{{.*}} : memref<3x3x40xi8>, vector<32xi1>, vector<32xi8> into vector<32xi8>
// WIDE:   vector.extract_strided_slice %{{.*}} {offsets = [0], sizes = [8], strides = [1]} : vector<32xi32> to vector<8xi32>
// WIDE:   return
// ONE-LABEL: func.func @int8
// ONE-NOT: scf.parallel
// ONE: scf.for
// ONE-NOT: linalg.depthwise_conv_2d_nhwc_hwc
func.func @int8(%in: memref<1x18x18x40xi8>, %w: memref<3x3x40xi8>, %out: memref<1x16x16x40xi32>) {
  %zero = arith.constant 0 : i32
  linalg.fill ins(%zero : i32) outs(%out : memref<1x16x16x40xi32>)
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %w : memref<1x18x18x40xi8>, memref<3x3x40xi8>) outs(%out : memref<1x16x16x40xi32>)
  return
}

// -----

// f32, stride 2 and dilation 2 on the width, the output holding values
// (no fill): the sums start from them; 4608 multiply-adds: sequential.
// CHECK-LABEL: func.func @f32_accumulate
// ONE-LABEL: func.func @f32_accumulate
// CHECK-NOT: scf.parallel
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %c32 step %c16
// CHECK: scf.for %[[OW:.*]] = %c0{{.*}} to %c4{{.*}} step %c4
// CHECK:   %[[INIT:.*]] = vector.load %{{.*}} : memref<1x4x4x32xf32>, vector<16xf32>
// CHECK:   %[[COL:.*]] = arith.muli %[[OW]], %c2{{.*}}
// CHECK:   arith.addi %[[COL]], %c0{{.*}}
// CHECK:   %[[M:.*]] = arith.mulf %{{.*}}, %{{.*}} : vector<16xf32>
// CHECK:   arith.addf %[[INIT]], %[[M]] : vector<16xf32>
// CHECK:   arith.addi %[[COL]], %c2{{.*}}
// CHECK:   arith.addi %[[COL]], %c4{{.*}}
func.func @f32_accumulate(%in: memref<1x6x12x32xf32>, %w: memref<3x3x32xf32>, %out: memref<1x4x4x32xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}
    ins(%in, %w : memref<1x6x12x32xf32>, memref<3x3x32xf32>) outs(%out : memref<1x4x4x32xf32>)
  return
}

// -----

// Six output columns: one step of four pixels, then two pixels one at a
// time.
// CHECK-LABEL: func.func @column_remainder
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %c4{{.*}} step %c4
// CHECK-COUNT-4: vector.store
// CHECK: scf.for %[[OW:.*]] = %c4{{.*}} to %c6{{.*}} step %c1
// CHECK: vector.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}, %[[OW]], %{{.*}}] : memref<1x2x6x16xi32>, vector<16xi32>
// CHECK-NOT: vector.store
// CHECK: return
func.func @column_remainder(%in: memref<1x4x8x16xi8>, %w: memref<3x3x16xi8>, %out: memref<1x2x6x16xi32>) {
  %zero = arith.constant 0 : i32
  linalg.fill ins(%zero : i32) outs(%out : memref<1x2x6x16xi32>)
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %w : memref<1x4x8x16xi8>, memref<3x3x16xi8>) outs(%out : memref<1x2x6x16xi32>)
  return
}

// -----

// Left alone: i16 weights, channels with a stride of 2.
// CHECK-LABEL: func.func @left_alone
// CHECK-COUNT-2: linalg.depthwise_conv_2d_nhwc_hwc
func.func @left_alone(%in16: memref<1x4x4x16xi16>, %w16: memref<3x3x16xi16>, %out16: memref<1x2x2x16xi32>,
                      %strided: memref<1x4x4x16xf32, strided<[512, 128, 32, 2]>>, %ws: memref<3x3x16xf32>, %os: memref<1x2x2x16xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in16, %w16 : memref<1x4x4x16xi16>, memref<3x3x16xi16>) outs(%out16 : memref<1x2x2x16xi32>)
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%strided, %ws : memref<1x4x4x16xf32, strided<[512, 128, 32, 2]>>, memref<3x3x16xf32>) outs(%os : memref<1x2x2x16xf32>)
  return
}

// -----

// A 7x8 window (56 taps, more than the 49 unrolled), f32 on an output that
// holds values: per pixel, one at a time, loops over the window's rows and
// columns carry the 16 sums, which start from the output's values; each
// step loads its input and its tap and adds their product.
// CHECK-LABEL: func.func @looped_window
// CHECK-NOT: scf.parallel
// CHECK: scf.for %[[C0:.*]] = %c0{{.*}} to %c16{{.*}} step %c16
// CHECK-NOT: memref<7x8x16xf32>, vector<16xf32>
// CHECK: scf.for %[[OW:.*]] = %c0{{.*}} to %c3{{.*}} step %c1
// CHECK:   %[[INIT:.*]] = vector.load %{{.*}}[%{{.*}}, %{{.*}}, %[[OW]], %[[C0]]] : memref<1x4x3x16xf32>, vector<16xf32>
// CHECK:   %[[ROWS:.*]] = scf.for %[[KH:.*]] = %c0{{.*}} to %c7{{.*}} step %c1{{.*}} iter_args(%[[RACC:.*]] = %[[INIT]]) -> (vector<16xf32>)
// CHECK:     %[[COLS:.*]] = scf.for %[[KW:.*]] = %c0{{.*}} to %c8{{.*}} step %c1{{.*}} iter_args(%[[ACC:.*]] = %[[RACC]]) -> (vector<16xf32>)
// CHECK:       %[[X:.*]] = vector.load %{{.*}} : memref<1x10x10x16xf32>, vector<16xf32>
// CHECK:       %[[W:.*]] = vector.load %{{.*}}[%[[KH]], %[[KW]], %[[C0]]] : memref<7x8x16xf32>, vector<16xf32>
// CHECK:       %[[M:.*]] = arith.mulf %[[X]], %[[W]] : vector<16xf32>
// CHECK:       %[[S:.*]] = arith.addf %[[ACC]], %[[M]] : vector<16xf32>
// CHECK:       scf.yield %[[S]]
// CHECK:     scf.yield %[[COLS]]
// CHECK:   vector.store %[[ROWS]], %{{.*}}[%{{.*}}, %{{.*}}, %[[OW]], %[[C0]]] : memref<1x4x3x16xf32>, vector<16xf32>
// CHECK-NOT: linalg.depthwise_conv_2d_nhwc_hwc
func.func @looped_window(%in: memref<1x10x10x16xf32>, %w: memref<7x8x16xf32>, %out: memref<1x4x3x16xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %w : memref<1x10x10x16xf32>, memref<7x8x16xf32>) outs(%out : memref<1x4x3x16xf32>)
  return
}

// -----

// A global average pool as quantkit-normalize writes a mean and
// quantization leaves it: a 12x12 window of the constant 127. The inputs
// alone are summed, widened to i32 (no filter load, no product per tap),
// and the sums are multiplied by 127 once; the 8-channel tail the same way
// under its mask.
// CHECK-LABEL: func.func @global_pool
// CHECK-NOT: linalg.fill
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %c32 step %c16
// CHECK:   %[[ZERO:.*]] = arith.constant dense<0> : vector<16xi32>
// CHECK:   %[[ROWS:.*]] = scf.for %{{.*}} iter_args(%[[RACC:.*]] = %[[ZERO]]) -> (vector<16xi32>)
// CHECK:     scf.for %{{.*}} iter_args(%[[ACC:.*]] = %[[RACC]]) -> (vector<16xi32>)
// CHECK-NOT:   memref<12x12x40xi8>
// CHECK:       %[[X:.*]] = vector.load %{{.*}} : memref<1x12x12x40xi8>, vector<16xi8>
// CHECK:       %[[XW:.*]] = arith.extsi %[[X]] : vector<16xi8> to vector<16xi32>
// CHECK:       arith.addi %[[ACC]], %[[XW]] : vector<16xi32>
// CHECK:   %[[TAP:.*]] = arith.constant dense<127> : vector<16xi32>
// CHECK:   %[[P:.*]] = arith.muli %[[ROWS]], %[[TAP]] : vector<16xi32>
// CHECK:   vector.store %[[P]], %{{.*}} : memref<1x1x1x40xi32>, vector<16xi32>
// CHECK: vector.maskedload %{{.*}} : memref<1x12x12x40xi8>, vector<16xi1>, vector<16xi8> into vector<16xi8>
// CHECK: arith.muli %{{.*}}, %{{.*}} : vector<16xi32>
// CHECK: vector.store %{{.*}} : memref<1x1x1x40xi32>, vector<8xi32>
// CHECK-NOT: linalg.depthwise_conv_2d_nhwc_hwc
memref.global "private" constant @ones : memref<12x12x40xi8> = dense<127>
func.func @global_pool(%in: memref<1x12x12x40xi8>, %out: memref<1x1x1x40xi32>) {
  %w = memref.get_global @ones : memref<12x12x40xi8>
  %zero = arith.constant 0 : i32
  linalg.fill ins(%zero : i32) outs(%out : memref<1x1x1x40xi32>)
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %w : memref<1x12x12x40xi8>, memref<12x12x40xi8>) outs(%out : memref<1x1x1x40xi32>)
  return
}

// -----

// A window whose taps differ between channels but not across the window
// (-128, -1, 0, 1, ..., 12, 127 at each of the 64 positions), on an output holding
// values: the inputs are summed from zero, then multiplied by the taps of
// position (0, 0), widened, and added to the output's values.
// CHECK-LABEL: func.func @uniform_per_channel
// CHECK: %[[INIT:.*]] = vector.load %{{.*}} : memref<1x1x1x16xi32>, vector<16xi32>
// CHECK: %[[ROWS:.*]] = scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (vector<16xi32>)
// CHECK-NOT: memref<8x8x16xi8>
// CHECK: %[[W:.*]] = vector.load %{{.*}}[%c0{{.*}}, %c0{{.*}}, %{{.*}}] : memref<8x8x16xi8>, vector<16xi8>
// CHECK: %[[WW:.*]] = arith.extsi %[[W]] : vector<16xi8> to vector<16xi32>
// CHECK: %[[P:.*]] = arith.muli %[[ROWS]], %[[WW]] : vector<16xi32>
// CHECK: %[[S:.*]] = arith.addi %[[INIT]], %[[P]] : vector<16xi32>
// CHECK: vector.store %[[S]]
memref.global "private" constant @per_channel : memref<8x8x16xi8> =
  dense<"0x80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F80FF000102030405060708090A0B0C7F">
func.func @uniform_per_channel(%in: memref<1x8x8x16xi8>, %out: memref<1x1x1x16xi32>) {
  %w = memref.get_global @per_channel : memref<8x8x16xi8>
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %w : memref<1x8x8x16xi8>, memref<8x8x16xi8>) outs(%out : memref<1x1x1x16xi32>)
  return
}

// -----

// TFLite's 16x8 mode: i16 activations, i8 taps widened to i32 once, i32
// products (|q * w| <= 2^22) added to i32 sums as they are, 16 channels a
// step even where lanes=32 (the products fill a zmm); into i64 sums (a
// window too large to unroll), each product is widened to i64 first.
// CHECK-LABEL: func.func @int16x8
// CHECK: %[[W:.*]] = vector.load %{{.*}} : memref<3x3x16xi8>, vector<16xi8>
// CHECK: %[[WW:.*]] = arith.extsi %[[W]] : vector<16xi8> to vector<16xi32>
// CHECK: %[[X:.*]] = vector.load %{{.*}} : memref<1x6x6x16xi16>, vector<16xi16>
// CHECK: %[[XW:.*]] = arith.extsi %[[X]] : vector<16xi16> to vector<16xi32>
// CHECK: %[[P:.*]] = arith.muli %[[XW]], %[[WW]] : vector<16xi32>
// CHECK: arith.addi %{{.*}}, %[[P]] : vector<16xi32>
// CHECK: vector.store {{.*}} : memref<1x4x4x16xi32>, vector<16xi32>
// CHECK: scf.for
// CHECK: %[[P64:.*]] = arith.muli {{.*}} : vector<16xi32>
// CHECK: %[[E64:.*]] = arith.extsi %[[P64]] : vector<16xi32> to vector<16xi64>
// CHECK: arith.addi %{{.*}}, %[[E64]] : vector<16xi64>
// CHECK: vector.store {{.*}} : memref<1x1x1x16xi64>, vector<16xi64>
// CHECK-NOT: linalg.depthwise_conv_2d_nhwc_hwc
// WIDE-LABEL: func.func @int16x8
// WIDE-NOT: vector<32x
// WIDE: arith.muli {{.*}} : vector<16xi32>
func.func @int16x8(%in: memref<1x6x6x16xi16>, %w: memref<3x3x16xi8>, %out: memref<1x4x4x16xi32>,
                   %pin: memref<1x8x8x16xi16>, %pw: memref<8x8x16xi8>, %pout: memref<1x1x1x16xi64>) {
  %zero = arith.constant 0 : i32
  linalg.fill ins(%zero : i32) outs(%out : memref<1x4x4x16xi32>)
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %w : memref<1x6x6x16xi16>, memref<3x3x16xi8>) outs(%out : memref<1x4x4x16xi32>)
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%pin, %pw : memref<1x8x8x16xi16>, memref<8x8x16xi8>) outs(%pout : memref<1x1x1x16xi64>)
  return
}
