// Math ops LLVM has no intrinsic for reach libm: math.erf (torch-mlir's
// GELU, as ConvNeXt and vision transformers export it) went through
// quantkit-to-llvm and quantkit-cpu unconverted, and mlir-runner stopped
// at "Dialect `math' not found". quantkit-cpu vectorizes the generic; erff
// is then called lane by lane, while math.atan beside it stays LLVM's
// intrinsic. Expected values: Python's math.erf and math.atan of
// x = (i - 16) / 8, i = 0..31, to the 6 significant digits printMemrefF32
// prints. math.fpowi by an i64 constant (ONNX's Pow of a variance and
// torch-mlir's tanh GELU lower to it) stopped quantkit-cpu once vectorized
// ("'llvm.intr.powi' op operand #1 must be signless integer, but got
// 'vector<16xi64>'"): it is expanded into products first; x^3 is exact
// here.
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-to-llvm)' | %run | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-cpu)' -o %t.cpu.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.cpu.mlir
// RUN: %run-cpu < %t.cpu.mlir | FileCheck %s

// IR: llvm.func @erff(f32) -> f32
// IR-NOT: math.

// CHECK: [-0.995322,  -0.99199,  -0.986672,  -0.978444,  -0.966105,  -0.94817,  -0.9229,  -0.888388,  -0.842701,  -0.784075,  -0.711156,  -0.623241,  -0.5205,  -0.404117,  -0.276326,  -0.140316,  0,  0.140316,  0.276326,  0.404117,  0.5205,  0.623241,  0.711156,  0.784075,  0.842701,  0.888388,  0.9229,  0.94817,  0.966105,  0.978444,  0.986672,  0.99199]
// CHECK: [-8,  -6.5918,  -5.35938,  -4.29102,  -3.375,  -2.59961,  -1.95312,  -1.42383,  -1,  -0.669922,  -0.421875,  -0.244141,  -0.125,  -0.0527344,  -0.015625,  -0.00195312,  0,  0.00195312,  0.015625,  0.0527344,  0.125,  0.244141,  0.421875,  0.669922,  1,  1.42383,  1.95312,  2.59961,  3.375,  4.29102,  5.35938,  6.5918]
// CHECK: [-1.10715,  -1.08084,  -1.05165,  -1.01914,  -0.982794,  -0.942,  -0.896055,  -0.844154,  -0.785398,  -0.71883,  -0.643501,  -0.558599,  -0.463648,  -0.358771,  -0.244979,  -0.124355,  0,  0.124355,  0.244979,  0.358771,  0.463648,  0.558599,  0.643501,  0.71883,  0.785398,  0.844154,  0.896055,  0.942,  0.982794,  1.01914,  1.05165,  1.08084]

func.func private @printMemrefF32(memref<*xf32>)

#id = affine_map<(d0) -> (d0)>
func.func @main() {
  %e = tensor.empty() : tensor<32xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%e : tensor<32xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %c16 = arith.constant 16.0 : f32
    %c8 = arith.constant 0.125 : f32
    %d = arith.subf %f, %c16 : f32
    %v = arith.mulf %d, %c8 : f32
    linalg.yield %v : f32
  } -> tensor<32xf32>
  %y:3 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]} ins(%x : tensor<32xf32>) outs(%e, %e, %e : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
  ^bb0(%a: f32, %o: f32, %p: f32, %q: f32):
    %three = arith.constant 3 : i64
    %r = math.erf %a : f32
    %t = math.atan %a : f32
    %c = math.fpowi %a, %three : f32, i64
    linalg.yield %r, %t, %c : f32, f32, f32
  } -> (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>)
  %b0 = bufferization.to_buffer %y#0 : tensor<32xf32> to memref<32xf32>
  %u0 = memref.cast %b0 : memref<32xf32> to memref<*xf32>
  call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  %b2 = bufferization.to_buffer %y#2 : tensor<32xf32> to memref<32xf32>
  %u2 = memref.cast %b2 : memref<32xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %b1 = bufferization.to_buffer %y#1 : tensor<32xf32> to memref<32xf32>
  %u1 = memref.cast %b1 : memref<32xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  return
}
