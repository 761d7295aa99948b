// quant.qcast of a constant is evaluated at compile time by quantkit-lower
// (foldQuantize in passes/lowering/LowerQuantKit.cpp); it must give exactly
// the integers the lowered loop computes at run time. Each qcast below runs
// twice: in @runtime on a function argument (the generated loop) and in
// @folded on the same data as a constant (the folded constant), and every
// printed row of @folded must equal the row of @runtime. Data: NaN, -NaN,
// +-inf, -0, +-denormal, +-FLT_MAX, values whose quotient is a tie in f32
// for each scale, random normals; scales that are not powers of two (the
// f32 division and its rounding matter), u8, narrow i8, i16, i32 (the f64
// clamp), per axis on both axes, an f16 expressed type. Both roundings.
// The IR check makes sure the folded qcasts left no loop behind.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int)' \
// RUN:   | FileCheck %s --check-prefix=IR
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-int,quantkit-to-llvm)' \
// RUN:   | %run | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-lower{qcast-rounding=half_away},strip-func-quant-types,canonicalize,quantkit-to-llvm)' \
// RUN:   | %run | FileCheck %s

func.func private @printMemrefI32(memref<*xi32>)

func.func @print_90(%t: tensor<90xi32>) {
  %b = bufferization.to_buffer %t : tensor<90xi32> to memref<90xi32>
  %c = memref.cast %b : memref<90xi32> to memref<*xi32>
  call @printMemrefI32(%c) : (memref<*xi32>) -> ()
  return
}

func.func @print_9x10(%t: tensor<9x10xi32>) {
  %b = bufferization.to_buffer %t : tensor<9x10xi32> to memref<9x10xi32>
  %c = memref.cast %b : memref<9x10xi32> to memref<*xi32>
  call @printMemrefI32(%c) : (memref<*xi32>) -> ()
  return
}

// IR-LABEL: func.func @runtime
// IR-COUNT-8: math.roundeven
func.func @runtime(%x: tensor<90xf32>, %m: tensor<9x10xf32>, %h: tensor<90xf16>) {
  %q0 = quant.qcast %x : tensor<90xf32> to tensor<90x!quant.uniform<i8:f32, 0.1:-3>>
  %s0 = quant.scast %q0 : tensor<90x!quant.uniform<i8:f32, 0.1:-3>> to tensor<90xi8>
  %e0 = arith.extsi %s0 : tensor<90xi8> to tensor<90xi32>
  call @print_90(%e0) : (tensor<90xi32>) -> ()
  %q1 = quant.qcast %x : tensor<90xf32> to tensor<90x!quant.uniform<u8:f32, 0.0123456789:128>>
  %s1 = quant.scast %q1 : tensor<90x!quant.uniform<u8:f32, 0.0123456789:128>> to tensor<90xi8>
  %e1 = arith.extui %s1 : tensor<90xi8> to tensor<90xi32>
  call @print_90(%e1) : (tensor<90xi32>) -> ()
  %q2 = quant.qcast %x : tensor<90xf32> to tensor<90x!quant.uniform<i8<-127:127>:f32, 0.003>>
  %s2 = quant.scast %q2 : tensor<90x!quant.uniform<i8<-127:127>:f32, 0.003>> to tensor<90xi8>
  %e2 = arith.extsi %s2 : tensor<90xi8> to tensor<90xi32>
  call @print_90(%e2) : (tensor<90xi32>) -> ()
  %q3 = quant.qcast %x : tensor<90xf32> to tensor<90x!quant.uniform<i16:f32, 3.0e-3:-7>>
  %s3 = quant.scast %q3 : tensor<90x!quant.uniform<i16:f32, 3.0e-3:-7>> to tensor<90xi16>
  %e3 = arith.extsi %s3 : tensor<90xi16> to tensor<90xi32>
  call @print_90(%e3) : (tensor<90xi32>) -> ()
  %q4 = quant.qcast %x : tensor<90xf32> to tensor<90x!quant.uniform<i32:f32, 0.75:5>>
  %s4 = quant.scast %q4 : tensor<90x!quant.uniform<i32:f32, 0.75:5>> to tensor<90xi32>
  call @print_90(%s4) : (tensor<90xi32>) -> ()
  %q5 = quant.qcast %m : tensor<9x10xf32> to tensor<9x10x!quant.uniform<i8:f32:1, {0.1:-3,0.0123456789:0,0.003:7,0.75:-128,1.0e-5:127,2.0:1,0.5:-1,0.333:2,1.0e3:0,0.0625:4}>>
  %s5 = quant.scast %q5 : tensor<9x10x!quant.uniform<i8:f32:1, {0.1:-3,0.0123456789:0,0.003:7,0.75:-128,1.0e-5:127,2.0:1,0.5:-1,0.333:2,1.0e3:0,0.0625:4}>> to tensor<9x10xi8>
  %e5 = arith.extsi %s5 : tensor<9x10xi8> to tensor<9x10xi32>
  call @print_9x10(%e5) : (tensor<9x10xi32>) -> ()
  %q6 = quant.qcast %m : tensor<9x10xf32> to tensor<9x10x!quant.uniform<u8:f32:0, {0.1:3,0.0123456789:0,0.003:255,0.75:128,1.0e-5:127,2.0:1,0.5:10,0.333:200,1.0e3:0}>>
  %s6 = quant.scast %q6 : tensor<9x10x!quant.uniform<u8:f32:0, {0.1:3,0.0123456789:0,0.003:255,0.75:128,1.0e-5:127,2.0:1,0.5:10,0.333:200,1.0e3:0}>> to tensor<9x10xi8>
  %e6 = arith.extui %s6 : tensor<9x10xi8> to tensor<9x10xi32>
  call @print_9x10(%e6) : (tensor<9x10xi32>) -> ()
  %q7 = quant.qcast %h : tensor<90xf16> to tensor<90x!quant.uniform<i8:f16, 0.0123456789:-5>>
  %s7 = quant.scast %q7 : tensor<90x!quant.uniform<i8:f16, 0.0123456789:-5>> to tensor<90xi8>
  %e7 = arith.extsi %s7 : tensor<90xi8> to tensor<90xi32>
  call @print_90(%e7) : (tensor<90xi32>) -> ()
  return
}

// IR-LABEL: func.func @folded
// IR-NOT: math.round
// IR-NOT: linalg.generic
// IR: return
func.func @folded() {
  %x = arith.constant dense<[0x7FC00000, 0xFFC00000, 0x7F800000, 0xFF800000, 0x80000000, 0x00000001, 0x80000001, 0x7F7FFFFF, 0xFF7FFFFF, 0xBE800000, 0xBE19999A, 0xBD4CCCCD, 0x3D4CCCCD, 0x3E19999A, 0x3E800000, 0x414A6667, 0x414C0000, 0xC14C0000, 0xC14D999A, 0x41F06667, 0xBCFCD6EA, 0xBC97B426, 0xBBCA4588, 0x3BCA4588, 0x3C97B426, 0x3CFCD6EA, 0x3FC7E6B7, 0x3FC97B42, 0xBFC97B42, 0xBFCB0FCE, 0x406D6E9E, 0xBBF5C290, 0xBB9374BC, 0xBAC49BA6, 0x3AC49BA6, 0x3B9374BC, 0x3BF5C290, 0x3EC24DD3, 0x3EC3D70A, 0xBEC3D70A, 0xBEC56042, 0x3F66C8B4, 0xBFF00000, 0xBF900000, 0xBEC00000, 0x3EC00000, 0x3F900000, 0x3FF00000, 0x42BDC000, 0x42BF4000, 0xC2BF4000, 0xC2C0C000, 0x43616000, 0xBEDD5BAB, 0xBF90A703, 0x3F2C8105, 0xBF8DCCDE, 0x4000E3FE, 0x3F6C929B, 0xBEB7F150, 0x3F120D52, 0x3FCE488D, 0x40355FC1, 0xBF6C5B13, 0x3F885456, 0x3F048AA6, 0xBE8F2150, 0x3F8BCD26, 0x3F01BBF6, 0x3F89C242, 0xBF06A152, 0xBB23480B, 0x3ECA3859, 0x3CA0951F, 0x3C87C2EC, 0xBF44B6F2, 0x3E016999, 0x3E402661, 0xC1443122, 0xC03CC60E, 0x430B4AC7, 0xC303B87A, 0x430B4DF8, 0xC1F592C1, 0x4133BB42, 0xC218B696, 0x4333D61F, 0x43181D2E, 0x3F9D1394, 0xC2AF688D]> : tensor<90xf32>
  %h = arith.constant dense<[0x7E00, 0xFE00, 0x7C00, 0xFC00, 0x8000, 0x0000, 0x8000, 0x7C00, 0xFC00, 0xB400, 0xB0CD, 0xAA66, 0x2A66, 0x30CD, 0x3400, 0x4A53, 0x4A60, 0xCA60, 0xCA6D, 0x4F83, 0xA7E7, 0xA4BE, 0x9E52, 0x1E52, 0x24BE, 0x27E7, 0x3E3F, 0x3E4C, 0xBE4C, 0xBE58, 0x436B, 0x9FAE, 0x9C9C, 0x9625, 0x1625, 0x1C9C, 0x1FAE, 0x3612, 0x361F, 0xB61F, 0xB62B, 0x3B36, 0xBF80, 0xBC80, 0xB600, 0x3600, 0x3C80, 0x3F80, 0x55EE, 0x55FA, 0xD5FA, 0xD606, 0x5B0B, 0xB6EB, 0xBC85, 0x3964, 0xBC6E, 0x4007, 0x3B65, 0xB5C0, 0x3890, 0x3E72, 0x41AB, 0xBB63, 0x3C43, 0x3824, 0xB479, 0x3C5E, 0x380E, 0x3C4E, 0xB835, 0x991A, 0x3652, 0x2505, 0x243E, 0xBA26, 0x300B, 0x3201, 0xCA22, 0xC1E6, 0x585A, 0xD81E, 0x585A, 0xCFAD, 0x499E, 0xD0C6, 0x599F, 0x58C1, 0x3CE9, 0xD57B]> : tensor<90xf16>
  %m = arith.constant dense<"0x0000C07F0000C0FF0000807F000080FF000000800100000001000080FFFF7F7FFFFF7FFF000080BE9A9919BECDCC4CBDCDCC4C3D9A99193E0000803E67664A4100004C4100004CC19A994DC16766F041EAD6FCBC26B497BC8845CABB8845CA3B26B4973CEAD6FC3CB7E6C73F427BC93F427BC9BFCE0FCBBF9E6E6D4090C2F5BBBC7493BBA69BC4BAA69BC43ABC74933B90C2F53BD34DC23E0AD7C33E0AD7C3BE4260C5BEB4C8663F0000F0BF000090BF0000C0BE0000C03E0000903F0000F03F00C0BD420040BF420040BFC200C0C0C200606143AB5BDDBE03A790BF05812C3FDECC8DBFFEE300409B926C3F50F1B7BE520D123F8D48CE3FC15F3540135B6CBF5654883FA68A043F50218FBE26CD8B3FF6BB013F42C2893F52A106BF0B4823BB5938CA3E1F95A03CECC2873CF2B644BF9969013E6126403E223144C10EC63CC0C74A0B437AB803C3F84D0B43C192F5C142BB334196B618C21FD633432E1D184394139D3F8D68AFC2"> : tensor<9x10xf32>
  %q0 = quant.qcast %x : tensor<90xf32> to tensor<90x!quant.uniform<i8:f32, 0.1:-3>>
  %s0 = quant.scast %q0 : tensor<90x!quant.uniform<i8:f32, 0.1:-3>> to tensor<90xi8>
  %e0 = arith.extsi %s0 : tensor<90xi8> to tensor<90xi32>
  call @print_90(%e0) : (tensor<90xi32>) -> ()
  %q1 = quant.qcast %x : tensor<90xf32> to tensor<90x!quant.uniform<u8:f32, 0.0123456789:128>>
  %s1 = quant.scast %q1 : tensor<90x!quant.uniform<u8:f32, 0.0123456789:128>> to tensor<90xi8>
  %e1 = arith.extui %s1 : tensor<90xi8> to tensor<90xi32>
  call @print_90(%e1) : (tensor<90xi32>) -> ()
  %q2 = quant.qcast %x : tensor<90xf32> to tensor<90x!quant.uniform<i8<-127:127>:f32, 0.003>>
  %s2 = quant.scast %q2 : tensor<90x!quant.uniform<i8<-127:127>:f32, 0.003>> to tensor<90xi8>
  %e2 = arith.extsi %s2 : tensor<90xi8> to tensor<90xi32>
  call @print_90(%e2) : (tensor<90xi32>) -> ()
  %q3 = quant.qcast %x : tensor<90xf32> to tensor<90x!quant.uniform<i16:f32, 3.0e-3:-7>>
  %s3 = quant.scast %q3 : tensor<90x!quant.uniform<i16:f32, 3.0e-3:-7>> to tensor<90xi16>
  %e3 = arith.extsi %s3 : tensor<90xi16> to tensor<90xi32>
  call @print_90(%e3) : (tensor<90xi32>) -> ()
  %q4 = quant.qcast %x : tensor<90xf32> to tensor<90x!quant.uniform<i32:f32, 0.75:5>>
  %s4 = quant.scast %q4 : tensor<90x!quant.uniform<i32:f32, 0.75:5>> to tensor<90xi32>
  call @print_90(%s4) : (tensor<90xi32>) -> ()
  %q5 = quant.qcast %m : tensor<9x10xf32> to tensor<9x10x!quant.uniform<i8:f32:1, {0.1:-3,0.0123456789:0,0.003:7,0.75:-128,1.0e-5:127,2.0:1,0.5:-1,0.333:2,1.0e3:0,0.0625:4}>>
  %s5 = quant.scast %q5 : tensor<9x10x!quant.uniform<i8:f32:1, {0.1:-3,0.0123456789:0,0.003:7,0.75:-128,1.0e-5:127,2.0:1,0.5:-1,0.333:2,1.0e3:0,0.0625:4}>> to tensor<9x10xi8>
  %e5 = arith.extsi %s5 : tensor<9x10xi8> to tensor<9x10xi32>
  call @print_9x10(%e5) : (tensor<9x10xi32>) -> ()
  %q6 = quant.qcast %m : tensor<9x10xf32> to tensor<9x10x!quant.uniform<u8:f32:0, {0.1:3,0.0123456789:0,0.003:255,0.75:128,1.0e-5:127,2.0:1,0.5:10,0.333:200,1.0e3:0}>>
  %s6 = quant.scast %q6 : tensor<9x10x!quant.uniform<u8:f32:0, {0.1:3,0.0123456789:0,0.003:255,0.75:128,1.0e-5:127,2.0:1,0.5:10,0.333:200,1.0e3:0}>> to tensor<9x10xi8>
  %e6 = arith.extui %s6 : tensor<9x10xi8> to tensor<9x10xi32>
  call @print_9x10(%e6) : (tensor<9x10xi32>) -> ()
  %q7 = quant.qcast %h : tensor<90xf16> to tensor<90x!quant.uniform<i8:f16, 0.0123456789:-5>>
  %s7 = quant.scast %q7 : tensor<90x!quant.uniform<i8:f16, 0.0123456789:-5>> to tensor<90xi8>
  %e7 = arith.extsi %s7 : tensor<90xi8> to tensor<90xi32>
  call @print_90(%e7) : (tensor<90xi32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[0x7FC00000, 0xFFC00000, 0x7F800000, 0xFF800000, 0x80000000, 0x00000001, 0x80000001, 0x7F7FFFFF, 0xFF7FFFFF, 0xBE800000, 0xBE19999A, 0xBD4CCCCD, 0x3D4CCCCD, 0x3E19999A, 0x3E800000, 0x414A6667, 0x414C0000, 0xC14C0000, 0xC14D999A, 0x41F06667, 0xBCFCD6EA, 0xBC97B426, 0xBBCA4588, 0x3BCA4588, 0x3C97B426, 0x3CFCD6EA, 0x3FC7E6B7, 0x3FC97B42, 0xBFC97B42, 0xBFCB0FCE, 0x406D6E9E, 0xBBF5C290, 0xBB9374BC, 0xBAC49BA6, 0x3AC49BA6, 0x3B9374BC, 0x3BF5C290, 0x3EC24DD3, 0x3EC3D70A, 0xBEC3D70A, 0xBEC56042, 0x3F66C8B4, 0xBFF00000, 0xBF900000, 0xBEC00000, 0x3EC00000, 0x3F900000, 0x3FF00000, 0x42BDC000, 0x42BF4000, 0xC2BF4000, 0xC2C0C000, 0x43616000, 0xBEDD5BAB, 0xBF90A703, 0x3F2C8105, 0xBF8DCCDE, 0x4000E3FE, 0x3F6C929B, 0xBEB7F150, 0x3F120D52, 0x3FCE488D, 0x40355FC1, 0xBF6C5B13, 0x3F885456, 0x3F048AA6, 0xBE8F2150, 0x3F8BCD26, 0x3F01BBF6, 0x3F89C242, 0xBF06A152, 0xBB23480B, 0x3ECA3859, 0x3CA0951F, 0x3C87C2EC, 0xBF44B6F2, 0x3E016999, 0x3E402661, 0xC1443122, 0xC03CC60E, 0x430B4AC7, 0xC303B87A, 0x430B4DF8, 0xC1F592C1, 0x4133BB42, 0xC218B696, 0x4333D61F, 0x43181D2E, 0x3F9D1394, 0xC2AF688D]> : tensor<90xf32>
  %h = arith.constant dense<[0x7E00, 0xFE00, 0x7C00, 0xFC00, 0x8000, 0x0000, 0x8000, 0x7C00, 0xFC00, 0xB400, 0xB0CD, 0xAA66, 0x2A66, 0x30CD, 0x3400, 0x4A53, 0x4A60, 0xCA60, 0xCA6D, 0x4F83, 0xA7E7, 0xA4BE, 0x9E52, 0x1E52, 0x24BE, 0x27E7, 0x3E3F, 0x3E4C, 0xBE4C, 0xBE58, 0x436B, 0x9FAE, 0x9C9C, 0x9625, 0x1625, 0x1C9C, 0x1FAE, 0x3612, 0x361F, 0xB61F, 0xB62B, 0x3B36, 0xBF80, 0xBC80, 0xB600, 0x3600, 0x3C80, 0x3F80, 0x55EE, 0x55FA, 0xD5FA, 0xD606, 0x5B0B, 0xB6EB, 0xBC85, 0x3964, 0xBC6E, 0x4007, 0x3B65, 0xB5C0, 0x3890, 0x3E72, 0x41AB, 0xBB63, 0x3C43, 0x3824, 0xB479, 0x3C5E, 0x380E, 0x3C4E, 0xB835, 0x991A, 0x3652, 0x2505, 0x243E, 0xBA26, 0x300B, 0x3201, 0xCA22, 0xC1E6, 0x585A, 0xD81E, 0x585A, 0xCFAD, 0x499E, 0xD0C6, 0x599F, 0x58C1, 0x3CE9, 0xD57B]> : tensor<90xf16>
  %m = arith.constant dense<"0x0000C07F0000C0FF0000807F000080FF000000800100000001000080FFFF7F7FFFFF7FFF000080BE9A9919BECDCC4CBDCDCC4C3D9A99193E0000803E67664A4100004C4100004CC19A994DC16766F041EAD6FCBC26B497BC8845CABB8845CA3B26B4973CEAD6FC3CB7E6C73F427BC93F427BC9BFCE0FCBBF9E6E6D4090C2F5BBBC7493BBA69BC4BAA69BC43ABC74933B90C2F53BD34DC23E0AD7C33E0AD7C3BE4260C5BEB4C8663F0000F0BF000090BF0000C0BE0000C03E0000903F0000F03F00C0BD420040BF420040BFC200C0C0C200606143AB5BDDBE03A790BF05812C3FDECC8DBFFEE300409B926C3F50F1B7BE520D123F8D48CE3FC15F3540135B6CBF5654883FA68A043F50218FBE26CD8B3FF6BB013F42C2893F52A106BF0B4823BB5938CA3E1F95A03CECC2873CF2B644BF9969013E6126403E223144C10EC63CC0C74A0B437AB803C3F84D0B43C192F5C142BB334196B618C21FD633432E1D184394139D3F8D68AFC2"> : tensor<9x10xf32>
  call @runtime(%x, %m, %h) : (tensor<90xf32>, tensor<9x10xf32>, tensor<90xf16>) -> ()
  call @folded() : () -> ()
  return
}

// CHECK: sizes = [90] strides = [1] data =
// CHECK-NEXT: {{^}}[[I8R0:\[.*]]
// CHECK: sizes = [90] strides = [1] data =
// CHECK-NEXT: {{^}}[[U8R0:\[.*]]
// CHECK: sizes = [90] strides = [1] data =
// CHECK-NEXT: {{^}}[[I8NR0:\[.*]]
// CHECK: sizes = [90] strides = [1] data =
// CHECK-NEXT: {{^}}[[I16R0:\[.*]]
// CHECK: sizes = [90] strides = [1] data =
// CHECK-NEXT: {{^}}[[I32R0:\[.*]]
// CHECK: sizes = [9, 10] strides = [10, 1] data =
// CHECK-NEXT: {{^}}[[AX1R0:\[.*]]
// CHECK-NEXT: {{^ }}[[AX1R1:\[.*]]
// CHECK-NEXT: {{^ }}[[AX1R2:\[.*]]
// CHECK-NEXT: {{^ }}[[AX1R3:\[.*]]
// CHECK-NEXT: {{^ }}[[AX1R4:\[.*]]
// CHECK-NEXT: {{^ }}[[AX1R5:\[.*]]
// CHECK-NEXT: {{^ }}[[AX1R6:\[.*]]
// CHECK-NEXT: {{^ }}[[AX1R7:\[.*]]
// CHECK-NEXT: {{^ }}[[AX1R8:\[.*]]
// CHECK: sizes = [9, 10] strides = [10, 1] data =
// CHECK-NEXT: {{^}}[[AX0R0:\[.*]]
// CHECK-NEXT: {{^ }}[[AX0R1:\[.*]]
// CHECK-NEXT: {{^ }}[[AX0R2:\[.*]]
// CHECK-NEXT: {{^ }}[[AX0R3:\[.*]]
// CHECK-NEXT: {{^ }}[[AX0R4:\[.*]]
// CHECK-NEXT: {{^ }}[[AX0R5:\[.*]]
// CHECK-NEXT: {{^ }}[[AX0R6:\[.*]]
// CHECK-NEXT: {{^ }}[[AX0R7:\[.*]]
// CHECK-NEXT: {{^ }}[[AX0R8:\[.*]]
// CHECK: sizes = [90] strides = [1] data =
// CHECK-NEXT: {{^}}[[F16R0:\[.*]]
// CHECK: sizes = [90] strides = [1] data =
// CHECK-NEXT: {{^}}[[I8R0]]{{$}}
// CHECK: sizes = [90] strides = [1] data =
// CHECK-NEXT: {{^}}[[U8R0]]{{$}}
// CHECK: sizes = [90] strides = [1] data =
// CHECK-NEXT: {{^}}[[I8NR0]]{{$}}
// CHECK: sizes = [90] strides = [1] data =
// CHECK-NEXT: {{^}}[[I16R0]]{{$}}
// CHECK: sizes = [90] strides = [1] data =
// CHECK-NEXT: {{^}}[[I32R0]]{{$}}
// CHECK: sizes = [9, 10] strides = [10, 1] data =
// CHECK-NEXT: {{^}}[[AX1R0]]{{$}}
// CHECK-NEXT: {{^ }}[[AX1R1]]{{$}}
// CHECK-NEXT: {{^ }}[[AX1R2]]{{$}}
// CHECK-NEXT: {{^ }}[[AX1R3]]{{$}}
// CHECK-NEXT: {{^ }}[[AX1R4]]{{$}}
// CHECK-NEXT: {{^ }}[[AX1R5]]{{$}}
// CHECK-NEXT: {{^ }}[[AX1R6]]{{$}}
// CHECK-NEXT: {{^ }}[[AX1R7]]{{$}}
// CHECK-NEXT: {{^ }}[[AX1R8]]{{$}}
// CHECK: sizes = [9, 10] strides = [10, 1] data =
// CHECK-NEXT: {{^}}[[AX0R0]]{{$}}
// CHECK-NEXT: {{^ }}[[AX0R1]]{{$}}
// CHECK-NEXT: {{^ }}[[AX0R2]]{{$}}
// CHECK-NEXT: {{^ }}[[AX0R3]]{{$}}
// CHECK-NEXT: {{^ }}[[AX0R4]]{{$}}
// CHECK-NEXT: {{^ }}[[AX0R5]]{{$}}
// CHECK-NEXT: {{^ }}[[AX0R6]]{{$}}
// CHECK-NEXT: {{^ }}[[AX0R7]]{{$}}
// CHECK-NEXT: {{^ }}[[AX0R8]]{{$}}
// CHECK: sizes = [90] strides = [1] data =
// CHECK-NEXT: {{^}}[[F16R0]]{{$}}
