// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(func.func(quantkit-cpu-even-odd-multiply))' -split-input-file | FileCheck %s

// The requantization's high multiply on 16 lanes: the even lanes' low
// halves extended in place, the odd lanes' high halves shifted down, the
// nudge added to both products, bits [31, 63) of the even products shifted
// into their low halves and those of the odd ones into their high halves,
// then the lanes interleaved.
// CHECK-LABEL: func.func @gemmlowp(
// CHECK-SAME: %[[A:[^:]+]]: vector<16xi32>, %[[B:[^:]+]]: vector<16xi32>
// CHECK-NEXT: %[[A2:.+]] = vector.bitcast %[[A]] : vector<16xi32> to vector<8xi64>
// CHECK-NEXT: %[[C32:.+]] = arith.constant dense<32> : vector<8xi64>
// CHECK-NEXT: %[[AL:.+]] = arith.shli %[[A2]], %[[C32]]
// CHECK-NEXT: %[[AE:.+]] = arith.shrsi %[[AL]], %[[C32]]
// CHECK-NEXT: %[[AO:.+]] = arith.shrsi %[[A2]], %[[C32]]
// CHECK-NEXT: %[[B2:.+]] = vector.bitcast %[[B]] : vector<16xi32> to vector<8xi64>
// CHECK-NEXT: %[[BL:.+]] = arith.shli %[[B2]], %[[C32]]
// CHECK-NEXT: %[[BE:.+]] = arith.shrsi %[[BL]], %[[C32]]
// CHECK-NEXT: %[[BO:.+]] = arith.shrsi %[[B2]], %[[C32]]
// CHECK-NEXT: %[[PE:.+]] = arith.muli %[[AE]], %[[BE]] : vector<8xi64>
// CHECK-NEXT: %[[PO:.+]] = arith.muli %[[AO]], %[[BO]] : vector<8xi64>
// CHECK-NEXT: %[[NUDGE:.+]] = arith.constant dense<1073741824> : vector<8xi64>
// CHECK-NEXT: %[[SE:.+]] = arith.addi %[[PE]], %[[NUDGE]]
// CHECK-NEXT: %[[SO:.+]] = arith.addi %[[PO]], %[[NUDGE]]
// CHECK-NEXT: %[[C31:.+]] = arith.constant dense<31> : vector<8xi64>
// CHECK-NEXT: %[[HE:.+]] = arith.shrsi %[[SE]], %[[C31]]
// CHECK-NEXT: %[[C1:.+]] = arith.constant dense<1> : vector<8xi64>
// CHECK-NEXT: %[[HO:.+]] = arith.shli %[[SO]], %[[C1]]
// CHECK-NEXT: %[[E:.+]] = vector.bitcast %[[HE]] : vector<8xi64> to vector<16xi32>
// CHECK-NEXT: %[[O:.+]] = vector.bitcast %[[HO]] : vector<8xi64> to vector<16xi32>
// CHECK-NEXT: %[[R:.+]] = vector.shuffle %[[E]], %[[O]] [0, 17, 2, 19, 4, 21, 6, 23, 8, 25, 10, 27, 12, 29, 14, 31]
// CHECK: return %[[R]]
func.func @gemmlowp(%a: vector<16xi32>, %b: vector<16xi32>) -> vector<16xi32> {
  %nudge = arith.constant dense<1073741824> : vector<16xi64>
  %c31 = arith.constant dense<31> : vector<16xi64>
  %ae = arith.extsi %a : vector<16xi32> to vector<16xi64>
  %be = arith.extsi %b : vector<16xi32> to vector<16xi64>
  %p = arith.muli %ae, %be : vector<16xi64>
  %s = arith.addi %p, %nudge : vector<16xi64>
  %h = arith.shrsi %s, %c31 : vector<16xi64>
  %t = arith.trunci %h : vector<16xi64> to vector<16xi32>
  return %t : vector<16xi32>
}

// -----

// Unsigned operands: halves masked and shifted logically; k = 32 keeps
// the odd products as they are; k = 40 shifts them by 8 the way the
// original shift does.
// CHECK-LABEL: func.func @unsigned_k32(
// CHECK-DAG: %[[MASK:.+]] = arith.constant dense<4294967295> : vector<2xi64>
// CHECK-DAG: %[[C32:.+]] = arith.constant dense<32> : vector<2xi64>
// CHECK: %[[A2:.+]] = vector.bitcast %{{.+}} : vector<4xi32> to vector<2xi64>
// CHECK: arith.andi %[[A2]], %[[MASK]]
// CHECK: arith.shrui %[[A2]], %[[C32]]
// CHECK: %[[PE:.+]] = arith.muli
// CHECK: %[[PO:.+]] = arith.muli
// CHECK: %[[HE:.+]] = arith.shrui %[[PE]], %[[C32]]
// CHECK-NOT: %[[PO]], 
// CHECK: vector.bitcast %[[HE]]
// CHECK: vector.bitcast %[[PO]]
// CHECK: vector.shuffle {{.+}} [0, 5, 2, 7]
func.func @unsigned_k32(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %c32 = arith.constant dense<32> : vector<4xi64>
  %ae = arith.extui %a : vector<4xi32> to vector<4xi64>
  %be = arith.extui %b : vector<4xi32> to vector<4xi64>
  %p = arith.muli %ae, %be : vector<4xi64>
  %h = arith.shrui %p, %c32 : vector<4xi64>
  %t = arith.trunci %h : vector<4xi64> to vector<4xi32>
  return %t : vector<4xi32>
}

// CHECK-LABEL: func.func @addend_left_k40(
// CHECK: %[[C:.+]] = arith.constant dense<-7> : vector<4xi64>
// CHECK-NEXT: %[[SE:.+]] = arith.addi %{{.+}}, %[[C]]
// CHECK-NEXT: %[[SO:.+]] = arith.addi %{{.+}}, %[[C]]
// CHECK-NEXT: %[[C40:.+]] = arith.constant dense<40> : vector<4xi64>
// CHECK-NEXT: arith.shrsi %[[SE]], %[[C40]]
// CHECK-NEXT: %[[C8:.+]] = arith.constant dense<8> : vector<4xi64>
// CHECK-NEXT: arith.shrsi %[[SO]], %[[C8]]
// CHECK: vector.shuffle {{.+}} [0, 9, 2, 11, 4, 13, 6, 15]
func.func @addend_left_k40(%a: vector<8xi32>, %b: vector<8xi32>) -> vector<8xi32> {
  %c = arith.constant dense<-7> : vector<8xi64>
  %k = arith.constant dense<40> : vector<8xi64>
  %ae = arith.extsi %a : vector<8xi32> to vector<8xi64>
  %be = arith.extsi %b : vector<8xi32> to vector<8xi64>
  %p = arith.muli %ae, %be : vector<8xi64>
  %s = arith.addi %c, %p : vector<8xi64>
  %h = arith.shrsi %s, %k : vector<8xi64>
  %t = arith.trunci %h : vector<8xi64> to vector<8xi32>
  return %t : vector<8xi32>
}

// -----

// Left alone: an odd number of lanes, scalars, operands of 16 bits,
// extensions of two kinds, a shift that is no splat or 0, an addend that
// is no constant, a product read twice, a truncation to i16, and a 2-D
// vector.
// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT: vector.shuffle
// CHECK-NOT: vector.bitcast
// CHECK-COUNT-10: arith.trunci
// CHECK-NOT: vector.shuffle
func.func @left_alone(%a3: vector<3xi32>, %b3: vector<3xi32>, %a: i32, %b: i32,
                      %a16: vector<4xi16>, %b16: vector<4xi16>,
                      %a4: vector<4xi32>, %b4: vector<4xi32>, %v: vector<4xi64>,
                      %a22: vector<2x2xi32>, %b22: vector<2x2xi32>)
    -> (vector<3xi32>, i32, vector<4xi32>, vector<4xi32>, vector<4xi32>,
        vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi16>,
        vector<2x2xi32>, vector<4xi64>) {
  %k3 = arith.constant dense<31> : vector<3xi64>
  %a3e = arith.extsi %a3 : vector<3xi32> to vector<3xi64>
  %b3e = arith.extsi %b3 : vector<3xi32> to vector<3xi64>
  %p3 = arith.muli %a3e, %b3e : vector<3xi64>
  %h3 = arith.shrsi %p3, %k3 : vector<3xi64>
  %t3 = arith.trunci %h3 : vector<3xi64> to vector<3xi32>

  %k = arith.constant 31 : i64
  %ae = arith.extsi %a : i32 to i64
  %be = arith.extsi %b : i32 to i64
  %p = arith.muli %ae, %be : i64
  %h = arith.shrsi %p, %k : i64
  %t = arith.trunci %h : i64 to i32

  %k4 = arith.constant dense<31> : vector<4xi64>
  %a16e = arith.extsi %a16 : vector<4xi16> to vector<4xi64>
  %b16e = arith.extsi %b16 : vector<4xi16> to vector<4xi64>
  %p16 = arith.muli %a16e, %b16e : vector<4xi64>
  %h16 = arith.shrsi %p16, %k4 : vector<4xi64>
  %t16 = arith.trunci %h16 : vector<4xi64> to vector<4xi32>

  %asx = arith.extsi %a4 : vector<4xi32> to vector<4xi64>
  %bux = arith.extui %b4 : vector<4xi32> to vector<4xi64>
  %pm = arith.muli %asx, %bux : vector<4xi64>
  %hm = arith.shrsi %pm, %k4 : vector<4xi64>
  %tm = arith.trunci %hm : vector<4xi64> to vector<4xi32>

  %kv = arith.constant dense<[31, 30, 31, 30]> : vector<4xi64>
  %bsx = arith.extsi %b4 : vector<4xi32> to vector<4xi64>
  %pv = arith.muli %asx, %bsx : vector<4xi64>
  %hv = arith.shrsi %pv, %kv : vector<4xi64>
  %tv = arith.trunci %hv : vector<4xi64> to vector<4xi32>

  %k0 = arith.constant dense<0> : vector<4xi64>
  %p0 = arith.muli %asx, %bsx : vector<4xi64>
  %h0 = arith.shrsi %p0, %k0 : vector<4xi64>
  %t0 = arith.trunci %h0 : vector<4xi64> to vector<4xi32>

  %pa = arith.muli %asx, %bsx : vector<4xi64>
  %sa = arith.addi %pa, %v : vector<4xi64>
  %ha = arith.shrsi %sa, %k4 : vector<4xi64>
  %ta = arith.trunci %ha : vector<4xi64> to vector<4xi32>

  %pt = arith.muli %asx, %bsx : vector<4xi64>
  %ht = arith.shrsi %pt, %k4 : vector<4xi64>
  %tt = arith.trunci %ht : vector<4xi64> to vector<4xi32>

  %pn = arith.muli %asx, %bsx : vector<4xi64>
  %hn = arith.shrsi %pn, %k4 : vector<4xi64>
  %tn = arith.trunci %hn : vector<4xi64> to vector<4xi16>

  %k22 = arith.constant dense<31> : vector<2x2xi64>
  %a22e = arith.extsi %a22 : vector<2x2xi32> to vector<2x2xi64>
  %b22e = arith.extsi %b22 : vector<2x2xi32> to vector<2x2xi64>
  %p22 = arith.muli %a22e, %b22e : vector<2x2xi64>
  %h22 = arith.shrsi %p22, %k22 : vector<2x2xi64>
  %t22 = arith.trunci %h22 : vector<2x2xi64> to vector<2x2xi32>

  return %t3, %t, %t16, %tm, %tv, %t0, %ta, %tt, %tn, %t22, %pt
      : vector<3xi32>, i32, vector<4xi32>, vector<4xi32>, vector<4xi32>,
        vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi16>,
        vector<2x2xi32>, vector<4xi64>
}

// -----

// A module whose data layout is big-endian keeps the i64 form: there the
// low half of an i64 lane is the odd i32 lane.
// CHECK-LABEL: func.func @big_endian(
// CHECK-NOT: vector.shuffle
// CHECK: arith.trunci {{.*}} : vector<4xi64> to vector<4xi32>
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big">} {
  func.func @big_endian(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
    %k = arith.constant dense<31> : vector<4xi64>
    %ae = arith.extsi %a : vector<4xi32> to vector<4xi64>
    %be = arith.extsi %b : vector<4xi32> to vector<4xi64>
    %p = arith.muli %ae, %be : vector<4xi64>
    %h = arith.shrsi %p, %k : vector<4xi64>
    %t = arith.trunci %h : vector<4xi64> to vector<4xi32>
    return %t : vector<4xi32>
  }
}

// -----

// Addends -1 and -2 (the empty and tombstone keys of a DenseMap of uint64_t,
// which the constant cache once used: the rewrite then read a dangling
// value; found by quantkit-fuzz) are constants like any other.
// CHECK-LABEL: func.func @addend_minus_one(
// CHECK: %[[C:.+]] = arith.constant dense<-1> : vector<4xi64>
// CHECK: arith.addi %{{.+}}, %[[C]]
// CHECK: arith.addi %{{.+}}, %[[C]]
// CHECK: vector.shuffle
func.func @addend_minus_one(%a: vector<8xi32>, %b: vector<8xi32>) -> vector<8xi32> {
  %c = arith.constant dense<-1> : vector<8xi64>
  %k = arith.constant dense<40> : vector<8xi64>
  %ae = arith.extsi %a : vector<8xi32> to vector<8xi64>
  %be = arith.extsi %b : vector<8xi32> to vector<8xi64>
  %p = arith.muli %ae, %be : vector<8xi64>
  %s = arith.addi %p, %c : vector<8xi64>
  %h = arith.shrsi %s, %k : vector<8xi64>
  %t = arith.trunci %h : vector<8xi64> to vector<8xi32>
  return %t : vector<8xi32>
}

// CHECK-LABEL: func.func @addend_minus_two(
// CHECK: %[[C:.+]] = arith.constant dense<-2> : vector<2xi64>
// CHECK: arith.addi %{{.+}}, %[[C]]
// CHECK: arith.addi %{{.+}}, %[[C]]
// CHECK: vector.shuffle
func.func @addend_minus_two(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %c = arith.constant dense<-2> : vector<4xi64>
  %k = arith.constant dense<31> : vector<4xi64>
  %ae = arith.extui %a : vector<4xi32> to vector<4xi64>
  %be = arith.extui %b : vector<4xi32> to vector<4xi64>
  %p = arith.muli %ae, %be : vector<4xi64>
  %s = arith.addi %c, %p : vector<4xi64>
  %h = arith.shrui %s, %k : vector<4xi64>
  %t = arith.trunci %h : vector<4xi64> to vector<4xi32>
  return %t : vector<4xi32>
}
