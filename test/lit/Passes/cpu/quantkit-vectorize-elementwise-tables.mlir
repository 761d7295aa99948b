// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(func.func(quantkit-vectorize-elementwise))' | FileCheck %s --check-prefixes=CHECK,GATHER
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(func.func(quantkit-vectorize-elementwise{table-lookup=vbmi}))' | FileCheck %s --check-prefixes=CHECK,VBMI
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(func.func(quantkit-vectorize-elementwise{table-lookup=permute}))' 2>&1 | FileCheck %s --check-prefix=BAD
// The same name given to the quantkit-cpu pipeline reaches the pass.
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-cpu{table-lookup=permute})' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: unknown table-lookup 'permute' (expected auto, vbmi or gather)

// Table look-ups as quantkit-lower writes quantkit.logistic, tanh and
// hard_swish: a load of a constant rank-1 buffer at the stored input, cast
// to an index and moved to start at 0.

memref.global "private" constant @table256 : memref<256xi8> = dense<7>
memref.global "private" constant @table255 : memref<255xi8> = dense<5>
memref.global "private" constant @table65536 : memref<65536xi16> = dense<3>
memref.global "private" constant @table16x16 : memref<16x16xi8> = dense<1>

// An i8 input reads entries [0, 256) of 256: the positions are computed in
// 32-bit lanes; a gather needs no mask (every lane in the table), or with
// table-lookup=vbmi two vpermi2b of 128 entries and a blend on bit 7.
// CHECK-LABEL: func.func @bytes
// CHECK-NOT: memref.load
// CHECK: %[[ZP:.*]] = arith.constant dense<-128> : vector<16xi32>
// CHECK: scf.for
// CHECK: %[[IN:.*]] = vector.load %{{.*}} : memref<2x72xi8>, vector<16xi8>
// CHECK: %[[WIDE:.*]] = arith.extsi %[[IN]] : vector<16xi8> to vector<16xi32>
// CHECK: %[[POS:.*]] = arith.subi %[[WIDE]], %[[ZP]] : vector<16xi32>
// GATHER: %[[ALL:.*]] = arith.constant dense<true> : vector<16xi1>
// GATHER: vector.gather %{{.*}}[%{{.*}}] [%[[POS]]], %[[ALL]], %{{.*}} : memref<256xi8>, vector<16xi32>, vector<16xi1>, vector<16xi8> into vector<16xi8>
// VBMI-NOT: vector.gather
// VBMI: %[[BYTES:.*]] = arith.trunci %[[POS]] : vector<16xi32> to vector<16xi8>
// VBMI: %[[IDX:.*]] = vector.shuffle %[[BYTES]], %[[BYTES]]
// VBMI-SAME: vector<16xi8>, vector<16xi8>
// VBMI: %[[T0:.*]] = vector.transfer_read %{{.*}}[%c0{{.*}}], %{{.*}} {in_bounds = [true]} : memref<256xi8>, vector<64xi8>
// VBMI: %[[T1:.*]] = vector.transfer_read
// VBMI: %[[T2:.*]] = vector.transfer_read
// VBMI: %[[T3:.*]] = vector.transfer_read
// VBMI: %[[LO:.*]] = llvm.call_intrinsic "llvm.x86.avx512.vpermi2var.qi.512"(%[[T0]], %[[IDX]], %[[T1]])
// VBMI: %[[HI:.*]] = llvm.call_intrinsic "llvm.x86.avx512.vpermi2var.qi.512"(%[[T2]], %[[IDX]], %[[T3]])
// VBMI: %[[TOP:.*]] = arith.cmpi slt, %[[IDX]], %{{.*}} : vector<64xi8>
// VBMI: %[[PICK:.*]] = arith.select %[[TOP]], %[[HI]], %[[LO]] : vector<64xi1>, vector<64xi8>
// VBMI: vector.extract_strided_slice %[[PICK]] {offsets = [0], sizes = [16], strides = [1]} : vector<64xi8> to vector<16xi8>
// CHECK: vector.store
func.func @bytes(%in: memref<2x72xi8>, %out: memref<2x72xi8>) {
  %table = memref.get_global @table256 : memref<256xi8>
  %lowest = arith.constant -128 : index
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%in : memref<2x72xi8>) outs(%out : memref<2x72xi8>) {
  ^bb0(%a: i8, %o: i8):
    %p = arith.index_cast %a : i8 to index
    %q = arith.subi %p, %lowest : index
    %v = memref.load %table[%q] : memref<256xi8>
    linalg.yield %v : i8
  }
  return
}

// Positions [0, 256) in a table of 255 (no proof that every lane reads an
// entry): the gather masks the lanes outside it, and vbmi gathers too.
// CHECK-LABEL: func.func @narrow_bytes
// CHECK-NOT: llvm.call_intrinsic
// CHECK: %[[NEG:.*]] = arith.cmpi sge, %[[POS:.*]], %{{.*}} : vector<16xi32>
// CHECK: %[[BIG:.*]] = arith.cmpi slt, %[[POS]], %{{.*}} : vector<16xi32>
// CHECK: %[[IN:.*]] = arith.andi %[[NEG]], %[[BIG]] : vector<16xi1>
// CHECK: vector.gather %{{.*}}[%{{.*}}] [%[[POS]]], %[[IN]], %{{.*}} : memref<255xi8>
func.func @narrow_bytes(%in: memref<2x72xi8>, %out: memref<2x72xi8>) {
  %table = memref.get_global @table255 : memref<255xi8>
  %lowest = arith.constant -128 : index
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%in : memref<2x72xi8>) outs(%out : memref<2x72xi8>) {
  ^bb0(%a: i8, %o: i8):
    %p = arith.index_cast %a : i8 to index
    %q = arith.subi %p, %lowest : index
    %v = memref.load %table[%q] : memref<255xi8>
    linalg.yield %v : i8
  }
  return
}

// A 16-bit input and a table of 65536 entries: gathers with either option;
// unsigned storage reads its position with index_castui.
// CHECK-LABEL: func.func @halves
// CHECK-NOT: llvm.call_intrinsic
// CHECK: arith.extui %{{.*}} : vector<16xi16> to vector<16xi32>
// CHECK: vector.gather %{{.*}} : memref<65536xi16>, vector<16xi32>, vector<16xi1>, vector<16xi16> into vector<16xi16>
func.func @halves(%in: memref<3x68xi16>, %out: memref<3x68xi16>) {
  %table = memref.get_global @table65536 : memref<65536xi16>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%in : memref<3x68xi16>) outs(%out : memref<3x68xi16>) {
  ^bb0(%a: i16, %o: i16):
    %p = arith.index_castui %a : i16 to index
    %v = memref.load %table[%p] : memref<65536xi16>
    linalg.yield %v : i16
  }
  return
}

// Left to the scalar loops: a position cast from 32 bits (its range is not
// known to fit 32-bit lanes), a table of rank 2, a load of a buffer the
// generic reads, and an index used by something else than a load.
// CHECK-LABEL: func.func @wide_position
// CHECK: linalg.generic
// CHECK-NOT: vector.
func.func @wide_position(%in: memref<2x72xi32>, %out: memref<2x72xi8>) {
  %table = memref.get_global @table256 : memref<256xi8>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%in : memref<2x72xi32>) outs(%out : memref<2x72xi8>) {
  ^bb0(%a: i32, %o: i8):
    %p = arith.index_cast %a : i32 to index
    %v = memref.load %table[%p] : memref<256xi8>
    linalg.yield %v : i8
  }
  return
}

// CHECK-LABEL: func.func @grid
// CHECK: linalg.generic
// CHECK-NOT: vector.
func.func @grid(%in: memref<2x72xi8>, %out: memref<2x72xi8>) {
  %table = memref.get_global @table16x16 : memref<16x16xi8>
  %c0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%in : memref<2x72xi8>) outs(%out : memref<2x72xi8>) {
  ^bb0(%a: i8, %o: i8):
    %p = arith.index_castui %a : i8 to index
    %v = memref.load %table[%c0, %p] : memref<16x16xi8>
    linalg.yield %v : i8
  }
  return
}

// CHECK-LABEL: func.func @index_to_integer
// CHECK: linalg.generic
// CHECK-NOT: vector.
func.func @index_to_integer(%in: memref<2x72xi8>, %out: memref<2x72xi32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%in : memref<2x72xi8>) outs(%out : memref<2x72xi32>) {
  ^bb0(%a: i8, %o: i32):
    %p = arith.index_cast %a : i8 to index
    %v = arith.index_cast %p : index to i32
    linalg.yield %v : i32
  }
  return
}
