// quantkit-plan-buffers on its own, on buffers: the static buffers a
// function allocates and frees in its own block become views of one arena
// allocated at entry and freed before the return; buffers whose lifetimes
// do not overlap share bytes; buffers the pass cannot follow (returned,
// yielded, passed to a call, freed conditionally, aliased by a select,
// dynamic or of index elements) keep their own allocation; functions of
// several blocks or with fewer than two plannable buffers are left alone.
// RUN: %quantkit-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(quantkit-plan-buffers))' | FileCheck %s

// %b (2048 bytes) is largest: offset 0. %a (1024) lives with %b: after it,
// at 2048. %c (1024) lives with %b but after %a is freed: %a's bytes, 2048.
// The use of %a inside the loop keeps it live until the loop ends.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT: %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3072xi8>
// CHECK-NEXT: %[[OA:.*]] = arith.constant 2048 : index
// CHECK-NEXT: %[[A:.*]] = memref.view %[[ARENA]][%[[OA]]][] : memref<3072xi8> to memref<256xf32>
// CHECK-NEXT: linalg.copy ins(%{{.*}} : memref<256xf32>) outs(%[[A]] : memref<256xf32>)
// CHECK-NEXT: %[[OB:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[B:.*]] = memref.view %[[ARENA]][%[[OB]]][] : memref<3072xi8> to memref<512xf32>
// CHECK: scf.for
// CHECK:   memref.load %[[A]]
// CHECK:   memref.store %{{.*}}, %[[B]]
// CHECK: %[[OC:.*]] = arith.constant 2048 : index
// CHECK-NEXT: %[[C:.*]] = memref.view %[[ARENA]][%[[OC]]][] : memref<3072xi8> to memref<256xf32>
// CHECK-NEXT: %[[SUB:.*]] = memref.subview %[[B]][0] [256] [1]
// CHECK-NEXT: linalg.copy ins(%[[SUB]] : {{.*}}) outs(%[[C]] : memref<256xf32>)
// CHECK-NEXT: linalg.copy ins(%[[C]] : memref<256xf32>) outs(%{{.*}} : memref<256xf32>)
// CHECK-NEXT: memref.dealloc %[[ARENA]] : memref<3072xi8>
// CHECK-NEXT: return
func.func @chain(%in: memref<256xf32>, %out: memref<256xf32>) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  linalg.copy ins(%in : memref<256xf32>) outs(%a : memref<256xf32>)
  %b = memref.alloc() : memref<512xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  scf.for %i = %c0 to %c256 step %c1 {
    %v = memref.load %a[%i] : memref<256xf32>
    memref.store %v, %b[%i] : memref<512xf32>
  }
  memref.dealloc %a : memref<256xf32>
  %c = memref.alloc() : memref<256xf32>
  %low = memref.subview %b[0] [256] [1] : memref<512xf32> to memref<256xf32, strided<[1]>>
  linalg.copy ins(%low : memref<256xf32, strided<[1]>>) outs(%c : memref<256xf32>)
  linalg.copy ins(%c : memref<256xf32>) outs(%out : memref<256xf32>)
  memref.dealloc %b : memref<512xf32>
  memref.dealloc %c : memref<256xf32>
  return
}

// -----

// Every offset is a multiple of 64, and so is the arena: 5 bytes at 0,
// 3 bytes at 64, 128 bytes in all.
// CHECK-LABEL: func.func @aligned
// CHECK-NEXT: %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK: %[[O3:.*]] = arith.constant 64 : index
// CHECK-NEXT: memref.view %[[ARENA]][%[[O3]]][] : memref<128xi8> to memref<3xi8>
// CHECK-NEXT: %[[O5:.*]] = arith.constant 0 : index
// CHECK-NEXT: memref.view %[[ARENA]][%[[O5]]][] : memref<128xi8> to memref<5xi8>
func.func @aligned(%x: i8) {
  %c0 = arith.constant 0 : index
  %three = memref.alloc() : memref<3xi8>
  %five = memref.alloc() : memref<5xi8>
  memref.store %x, %three[%c0] : memref<3xi8>
  memref.store %x, %five[%c0] : memref<5xi8>
  memref.dealloc %five : memref<5xi8>
  memref.dealloc %three : memref<3xi8>
  return
}

// -----

// Two plannable buffers share the arena (%other's last use comes before
// %more is allocated: both at offset 0, 576 bytes with the alignment);
// each of the others keeps its own allocation.
// CHECK-LABEL: func.func @kept
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<576xi8>
// CHECK-DAG: %[[RET:.*]] = memref.alloc() : memref<16xf32>
// CHECK-DAG: memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-DAG: %[[CALLED:.*]] = memref.alloc() : memref<32xf32>
// CHECK-DAG: %[[COND:.*]] = memref.alloc() : memref<64xf32>
// CHECK-DAG: %[[YIELDED:.*]] = memref.alloc() : memref<65xf32>
// CHECK-DAG: %[[SEL:.*]] = memref.alloc() : memref<66xf32>
// CHECK-DAG: memref.alloc() : memref<4xindex>
// CHECK-DAG: memref.view {{.*}} to memref<128xf32>
// CHECK-DAG: memref.view {{.*}} to memref<129xf32>
// CHECK: return %[[RET]]
func.func private @use(memref<32xf32>)
func.func @kept(%n: index, %flag: i1, %x: f32) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %ret = memref.alloc() : memref<16xf32>
  memref.store %x, %ret[%c0] : memref<16xf32>
  %dyn = memref.alloc(%n) : memref<?xf32>
  memref.store %x, %dyn[%c0] : memref<?xf32>
  memref.dealloc %dyn : memref<?xf32>
  %called = memref.alloc() : memref<32xf32>
  func.call @use(%called) : (memref<32xf32>) -> ()
  memref.dealloc %called : memref<32xf32>
  %cond = memref.alloc() : memref<64xf32>
  memref.store %x, %cond[%c0] : memref<64xf32>
  scf.if %flag {
    memref.dealloc %cond : memref<64xf32>
  }
  %yielded = memref.alloc() : memref<65xf32>
  %other = memref.alloc() : memref<128xf32>
  %either = scf.if %flag -> memref<65xf32> {
    scf.yield %yielded : memref<65xf32>
  } else {
    scf.yield %yielded : memref<65xf32>
  }
  memref.store %x, %either[%c0] : memref<65xf32>
  memref.dealloc %yielded : memref<65xf32>
  %sel = memref.alloc() : memref<66xf32>
  %same = arith.select %flag, %sel, %sel : memref<66xf32>
  memref.store %x, %same[%c0] : memref<66xf32>
  memref.dealloc %sel : memref<66xf32>
  %indices = memref.alloc() : memref<4xindex>
  memref.store %c0, %indices[%c0] : memref<4xindex>
  memref.dealloc %indices : memref<4xindex>
  memref.store %x, %other[%c0] : memref<128xf32>
  %more = memref.alloc() : memref<129xf32>
  memref.store %x, %more[%c0] : memref<129xf32>
  memref.dealloc %more : memref<129xf32>
  memref.dealloc %other : memref<128xf32>
  return %ret : memref<16xf32>
}

// -----

// The releases at the end of the block, where upstream's ownership-based
// deallocation puts them: each lifetime ends at the buffer's last use, so
// %third takes %first's bytes (512 bytes, not 768).
// CHECK-LABEL: func.func @released_at_end
// CHECK-NEXT: %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK-NEXT: %[[O1:.*]] = arith.constant 0 : index
// CHECK-NEXT: memref.view %[[ARENA]][%[[O1]]][]
// CHECK: %[[O2:.*]] = arith.constant 256 : index
// CHECK-NEXT: memref.view %[[ARENA]][%[[O2]]][]
// CHECK: %[[O3:.*]] = arith.constant 0 : index
// CHECK-NEXT: memref.view %[[ARENA]][%[[O3]]][]
// CHECK-NOT: memref.dealloc %{{.*}} : memref<64xf32>
// CHECK: memref.dealloc %[[ARENA]] : memref<512xi8>
// CHECK-NEXT: return
func.func @released_at_end(%in: memref<64xf32>, %out: memref<64xf32>) {
  %first = memref.alloc() : memref<64xf32>
  linalg.copy ins(%in : memref<64xf32>) outs(%first : memref<64xf32>)
  %second = memref.alloc() : memref<64xf32>
  linalg.copy ins(%first : memref<64xf32>) outs(%second : memref<64xf32>)
  %third = memref.alloc() : memref<64xf32>
  linalg.copy ins(%second : memref<64xf32>) outs(%third : memref<64xf32>)
  linalg.copy ins(%third : memref<64xf32>) outs(%out : memref<64xf32>)
  memref.dealloc %first : memref<64xf32>
  memref.dealloc %second : memref<64xf32>
  memref.dealloc %third : memref<64xf32>
  return
}

// -----

// One plannable buffer: nothing to share, left alone.
// CHECK-LABEL: func.func @single
// CHECK: memref.alloc() : memref<8xf32>
// CHECK-NOT: memref.view
func.func @single(%x: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<8xf32>
  memref.store %x, %a[%c0] : memref<8xf32>
  memref.dealloc %a : memref<8xf32>
  return
}

// -----

// Several blocks: the op order is not the execution order; left alone.
// CHECK-LABEL: func.func @blocks
// CHECK-NOT: memref.view
func.func @blocks(%x: f32, %flag: i1) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  cf.cond_br %flag, ^left, ^right
^left:
  memref.store %x, %a[%c0] : memref<8xf32>
  cf.br ^right
^right:
  memref.store %x, %b[%c0] : memref<8xf32>
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %b : memref<8xf32>
  return
}

// -----

// A buffer used after its release (invalid input, but not a crash) and one
// whose release comes first in the block are not planned.
// CHECK-LABEL: func.func @released_early
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK: memref.alloc() : memref<4xf32>
func.func @released_early(%x: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.store %x, %a[%c0] : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  memref.store %x, %b[%c0] : memref<4xf32>
  memref.store %x, %c[%c0] : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  memref.dealloc %c : memref<4xf32>
  return
}

// -----

// An i48 element (TOSA's 16x8 accumulator) takes 8 bytes in memory, not
// its 6 of width: such a buffer keeps its own allocation; the two others
// share the arena.
// CHECK-LABEL: func.func @i48_kept
// CHECK-DAG: memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-DAG: memref.alloc() : memref<16xi48>
func.func @i48_kept(%x: i48, %y: i32) {
  %c0 = arith.constant 0 : index
  %acc = memref.alloc() : memref<16xi48>
  %a = memref.alloc() : memref<16xi32>
  %b = memref.alloc() : memref<16xi32>
  memref.store %x, %acc[%c0] : memref<16xi48>
  memref.store %y, %a[%c0] : memref<16xi32>
  memref.store %y, %b[%c0] : memref<16xi32>
  memref.dealloc %b : memref<16xi32>
  memref.dealloc %a : memref<16xi32>
  memref.dealloc %acc : memref<16xi48>
  return
}
