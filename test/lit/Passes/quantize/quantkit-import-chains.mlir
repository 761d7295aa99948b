// quantkit-import turns torch-mlir's quantize/dequantize and fake-quant
// chains in linalg into quant.qcast -> quant.dcast pairs of the
// !quant.uniform type they implement. The forms are those of torch-mlir
// (llvm/torch-mlir 0029fc2e): lib/Conversion/TorchToLinalg/Uncategorized.cpp
// (createQuantizePayload / createDequantizePayload for
// aten.quantize_per_tensor, aten.dequantize, quantized_decomposed.
// quantize_per_tensor / _per_channel and their dequantize ops; elementwise
// aten.div/round/add/maximum/minimum/sub/mul.Scalar) and
// lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp
// (DecomposeAtenFakeQuantizePerTensorAffineOp); both before and after
// torch-mlir's canonicalization (constants in the body, or captured).
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-import)' \
// RUN:   | FileCheck %s
// RUN: %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-import,quantkit-verify)' \
// RUN:   | %quantkit-opt | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#b0 = affine_map<(d0, d1) -> (0)>
#ch0 = affine_map<(d0, d1) -> (d0)>
#ch1 = affine_map<(d0, d1) -> (d1)>

// aten.quantize_per_tensor + aten.dequantize after canonicalization: the
// scale (truncated from torch's f64), the zero point and bounds captured.
// CHECK-LABEL: func.func @qdq_captured
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NOT: linalg.generic
// CHECK: %[[Q:.*]] = quant.qcast %[[X]] : tensor<4x8xf32> to tensor<4x8x!quant.uniform<i8:f32, 0.30000001192092896:-3>>
// CHECK-NEXT: %[[D:.*]] = quant.dcast %[[Q]]
// CHECK-NEXT: return %[[D]] : tensor<4x8xf32>
func.func @qdq_captured(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s = arith.constant 3.000000e-01 : f32
  %zpf = arith.constant -3.000000e+00 : f32
  %lo = arith.constant -1.280000e+02 : f32
  %hi = arith.constant 1.270000e+02 : f32
  %zp = arith.constant -3 : i64
  %e0 = tensor.empty() : tensor<4x8xi8>
  %q = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e0 : tensor<4x8xi8>) {
  ^bb0(%in: f32, %out: i8):
    %0 = arith.divf %in, %s : f32
    %1 = math.roundeven %0 : f32
    %2 = arith.addf %1, %zpf : f32
    %3 = arith.maximumf %2, %lo : f32
    %4 = arith.minimumf %3, %hi : f32
    %5 = arith.fptosi %4 : f32 to i8
    linalg.yield %5 : i8
  } -> tensor<4x8xi8>
  %e1 = tensor.empty() : tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%q : tensor<4x8xi8>) outs(%e1 : tensor<4x8xf32>) {
  ^bb0(%in: i8, %out: f32):
    %0 = arith.extsi %in : i8 to i64
    %1 = arith.subi %0, %zp : i64
    %2 = arith.sitofp %1 : i64 to f32
    %3 = arith.mulf %2, %s : f32
    linalg.yield %3 : f32
  } -> tensor<4x8xf32>
  return %d : tensor<4x8xf32>
}

// The same as TorchToLinalg emits it (quantized-elementwise.mlir): the
// constants in the bodies, converted there (i64 -> f32, f64 -> f32).
// Unsigned storage: fptoui / extui, bounds [0, 255].
// CHECK-LABEL: func.func @qdq_body_constants
// CHECK: quant.qcast %{{.*}} : tensor<4x8xf32> to tensor<4x8x!quant.uniform<u8:f32, 2.500000e-01:128>>
// CHECK-NOT: linalg.generic
func.func @qdq_body_constants(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s64 = arith.constant 2.500000e-01 : f64
  %e0 = tensor.empty() : tensor<4x8xi8>
  %q = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e0 : tensor<4x8xi8>) {
  ^bb0(%in: f32, %out: i8):
    %lo = arith.constant 0.000000e+00 : f32
    %hi = arith.constant 2.550000e+02 : f32
    %s = arith.truncf %s64 : f64 to f32
    %zp = arith.constant 128 : i64
    %zpf = arith.sitofp %zp : i64 to f32
    %0 = arith.divf %in, %s : f32
    %1 = math.roundeven %0 : f32
    %2 = arith.addf %1, %zpf : f32
    %3 = arith.maximumf %2, %lo : f32
    %4 = arith.minimumf %3, %hi : f32
    %5 = arith.fptoui %4 : f32 to i8
    linalg.yield %5 : i8
  } -> tensor<4x8xi8>
  %e1 = tensor.empty() : tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%q : tensor<4x8xi8>) outs(%e1 : tensor<4x8xf32>) {
  ^bb0(%in: i8, %out: f32):
    %zp = arith.constant 128 : i64
    %0 = arith.extui %in : i8 to i64
    %1 = arith.subi %0, %zp : i64
    %s = arith.truncf %s64 : f64 to f32
    %2 = arith.sitofp %1 : i64 to f32
    %3 = arith.mulf %2, %s : f32
    linalg.yield %3 : f32
  } -> tensor<4x8xf32>
  return %d : tensor<4x8xf32>
}

// aten.fake_quantize_per_tensor_affine as DecomposeComplexOps writes it,
// one generic per op: div.Scalar, round, add.Scalar (zp * alpha), maximum
// and minimum against the tensor<1xi64> of aten.tensor.int (broadcast with
// the constant map, compare/select), sub.Scalar, mul.Scalar. Narrow range
// [-127, 127] becomes i8<-127:127>.
// CHECK-LABEL: func.func @fake_quant_decomposed
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NOT: linalg.generic
// CHECK: %[[Q:.*]] = quant.qcast %[[X]] : tensor<4x8xf32> to tensor<4x8x!quant.uniform<i8<-127:127>:f32, 5.000000e-01:2>>
// CHECK-NEXT: %[[D:.*]] = quant.dcast %[[Q]]
// CHECK-NEXT: return %[[D]]
func.func @fake_quant_decomposed(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s = arith.constant 5.000000e-01 : f32
  %zp = arith.constant 2 : i64
  %one = arith.constant 1 : i64
  %lo = arith.constant dense<-127> : tensor<1xi64>
  %hi = arith.constant dense<127> : tensor<1xi64>
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.roundeven %in : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%1 : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %z = arith.sitofp %zp : i64 to f32
    %a = arith.sitofp %one : i64 to f32
    %m = arith.mulf %z, %a : f32
    %r = arith.addf %in, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %3 = linalg.generic {indexing_maps = [#id, #b0, #id], iterator_types = ["parallel", "parallel"]}
      ins(%2, %lo : tensor<4x8xf32>, tensor<1xi64>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %b: i64, %out: f32):
    %bf = arith.sitofp %b : i64 to f32
    %c = arith.cmpf ogt, %in, %bf : f32
    %r = arith.select %c, %in, %bf : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %4 = linalg.generic {indexing_maps = [#id, #b0, #id], iterator_types = ["parallel", "parallel"]}
      ins(%3, %hi : tensor<4x8xf32>, tensor<1xi64>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %b: i64, %out: f32):
    %bf = arith.sitofp %b : i64 to f32
    %c = arith.cmpf olt, %in, %bf : f32
    %r = arith.select %c, %in, %bf : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %5 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%4 : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %z = arith.sitofp %zp : i64 to f32
    %a = arith.sitofp %one : i64 to f32
    %m = arith.mulf %z, %a : f32
    %r = arith.subf %in, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %6 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%5 : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %6 : tensor<4x8xf32>
}

// One fused generic with zero point 0 (canonicalization folded `x - 0.0`),
// the clamp as min before max, and x * 0.25 for x / 4 (a power of two, so
// the same float operation).
// CHECK-LABEL: func.func @fake_quant_fused
// CHECK: quant.qcast %{{.*}} : tensor<4x8xf32> to tensor<4x8x!quant.uniform<i8:f32, 4.000000e+00>>
func.func @fake_quant_fused(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %inv = arith.constant 2.500000e-01 : f32
  %s = arith.constant 4.000000e+00 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %lo = arith.constant -1.280000e+02 : f32
  %hi = arith.constant 1.270000e+02 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.mulf %in, %inv : f32
    %2 = math.roundeven %1 : f32
    %3 = arith.addf %2, %zero : f32
    %4 = arith.minimumf %3, %hi : f32
    %5 = arith.maximumf %4, %lo : f32
    %6 = arith.mulf %5, %s : f32
    linalg.yield %6 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// quantized_decomposed.quantize_per_channel + dequantize_per_channel
// (ConvertQuantizedDecomposed{Q,DQ}PerChannelOp): scale tensor<Cxf32> and
// zero point tensor<Cxi64> read through the channel map (here axis 1).
// CHECK-LABEL: func.func @qdq_per_channel
// CHECK: quant.qcast %{{.*}} : tensor<4x3xf32> to tensor<4x3x!quant.uniform<i8:f32:1, {0.10000000149011612:-1,2.500000e-01,5.000000e-01:3}>>
// CHECK-NOT: linalg.generic
func.func @qdq_per_channel(%x: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %scales = arith.constant dense<[0.1, 0.25, 0.5]> : tensor<3xf32>
  %zps = arith.constant dense<[-1, 0, 3]> : tensor<3xi64>
  %e0 = tensor.empty() : tensor<4x3xi8>
  %q = linalg.generic {indexing_maps = [#id, #ch1, #ch1, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %scales, %zps : tensor<4x3xf32>, tensor<3xf32>, tensor<3xi64>) outs(%e0 : tensor<4x3xi8>) {
  ^bb0(%in: f32, %s: f32, %zp: i64, %out: i8):
    %lo = arith.constant -1.280000e+02 : f32
    %hi = arith.constant 1.270000e+02 : f32
    %zpf = arith.sitofp %zp : i64 to f32
    %0 = arith.divf %in, %s : f32
    %1 = math.roundeven %0 : f32
    %2 = arith.addf %1, %zpf : f32
    %3 = arith.maximumf %2, %lo : f32
    %4 = arith.minimumf %3, %hi : f32
    %5 = arith.fptosi %4 : f32 to i8
    linalg.yield %5 : i8
  } -> tensor<4x3xi8>
  %e1 = tensor.empty() : tensor<4x3xf32>
  %d = linalg.generic {indexing_maps = [#id, #ch1, #ch1, #id], iterator_types = ["parallel", "parallel"]}
      ins(%q, %scales, %zps : tensor<4x3xi8>, tensor<3xf32>, tensor<3xi64>) outs(%e1 : tensor<4x3xf32>) {
  ^bb0(%in: i8, %s: f32, %zp: i64, %out: f32):
    %0 = arith.extsi %in : i8 to i64
    %1 = arith.subi %0, %zp : i64
    %2 = arith.sitofp %1 : i64 to f32
    %3 = arith.mulf %2, %s : f32
    linalg.yield %3 : f32
  } -> tensor<4x3xf32>
  return %d : tensor<4x3xf32>
}

// int8 weights dequantized per channel (dequantize_per_channel without zero
// points: sitofp, * scale on axis 0): the storage constant, a storage cast
// and a dcast, which propagation reads as fixed weights.
// CHECK-LABEL: func.func @dequantize_weights
// CHECK: %[[W:.*]] = arith.constant dense<{{.*}}> : tensor<2x3xi8>
// CHECK-NOT: linalg.generic
// CHECK: %[[S:.*]] = quant.scast %[[W]] : tensor<2x3xi8> to tensor<2x3x!quant.uniform<i8:f32:0, {1.250000e-01,6.250000e-02}>>
// CHECK-NEXT: %[[D:.*]] = quant.dcast %[[S]]
// CHECK-NEXT: return %[[D]]
func.func @dequantize_weights() -> tensor<2x3xf32> {
  %w = arith.constant dense<[[-128, 0, 127], [1, -1, 64]]> : tensor<2x3xi8>
  %scales = arith.constant dense<[0.125, 0.0625]> : tensor<2xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %d = linalg.generic {indexing_maps = [#id, #ch0, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %scales : tensor<2x3xi8>, tensor<2xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: i8, %s: f32, %out: f32):
    %0 = arith.sitofp %in : i8 to f32
    %1 = arith.mulf %0, %s : f32
    linalg.yield %1 : f32
  } -> tensor<2x3xf32>
  return %d : tensor<2x3xf32>
}

// Left alone, silently: a dequantize of a non-constant integer tensor (no
// quantization to pair it with), and a multiply by a constant that is no
// quantization at all.
// CHECK-LABEL: func.func @not_chains
// CHECK-NOT: quant.
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK-NOT: quant.
func.func @not_chains(%q: tensor<4xi8>, %x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %s = arith.constant 5.000000e-01 : f32
  %e = tensor.empty() : tensor<4xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%q : tensor<4xi8>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: i8, %out: f32):
    %0 = arith.sitofp %in : i8 to f32
    %1 = arith.mulf %0, %s : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.mulf %in, %s : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %d, %m : tensor<4xf32>, tensor<4xf32>
}

// quantkit-normalize's layout transposes move across the pairs, so that
// each pair sits next to its layer: the FCHW -> FHWC transpose of
// per-channel weights moves before the pair (folded into the constant; the
// axis follows the data, here 0 stays 0 and a per-axis 1 would become 3),
// and a layer's result transposed back to NCHW keeps its output pair next
// to the layer, the transpose after it.
// CHECK-LABEL: func.func @layout_transposes
// CHECK-DAG: %[[WT:.*]] = arith.constant dense<{{\[\[\[\[}}1.000000e+00, 3.000000e+00]]], {{\[\[\[}}2.000000e+00, 4.000000e+00]]]]> : tensor<2x1x1x2xf32>
// CHECK: quant.qcast %[[WT]] : tensor<2x1x1x2xf32> to tensor<2x1x1x2x!quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01}>>
// CHECK: %[[CONV:.*]] = linalg.conv_2d_nhwc_fhwc
// CHECK: %[[Q:.*]] = quant.qcast %[[CONV]] : tensor<1x1x1x2xf32> to tensor<1x1x1x2x!quant.uniform<i8:f32, 1.250000e-01>>
// CHECK: %[[D:.*]] = quant.dcast %[[Q]]
// CHECK: %[[T:.*]] = linalg.transpose ins(%[[D]] : tensor<1x1x1x2xf32>) {{.*}} permutation = [0, 3, 1, 2]
// CHECK: return %[[T]]
func.func @layout_transposes(%x: tensor<1x1x1x2xf32>) -> tensor<1x2x1x1xf32> {
  %w = arith.constant dense<[[[[1.0]], [[3.0]]], [[[2.0]], [[4.0]]]]> : tensor<2x2x1x1xf32>
  %wq = quant.qcast %w : tensor<2x2x1x1xf32> to tensor<2x2x1x1x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
  %wd = quant.dcast %wq : tensor<2x2x1x1x!quant.uniform<i8:f32:0, {0.5, 0.25}>> to tensor<2x2x1x1xf32>
  %ew = tensor.empty() : tensor<2x1x1x2xf32>
  %wt = linalg.transpose ins(%wd : tensor<2x2x1x1xf32>) outs(%ew : tensor<2x1x1x2xf32>) permutation = [0, 2, 3, 1]
  %zero = arith.constant 0.0 : f32
  %eo = tensor.empty() : tensor<1x1x1x2xf32>
  %init = linalg.fill ins(%zero : f32) outs(%eo : tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
  %conv = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %wt : tensor<1x1x1x2xf32>, tensor<2x1x1x2xf32>) outs(%init : tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
  %et = tensor.empty() : tensor<1x2x1x1xf32>
  %t = linalg.transpose ins(%conv : tensor<1x1x1x2xf32>) outs(%et : tensor<1x2x1x1xf32>) permutation = [0, 3, 1, 2]
  %q = quant.qcast %t : tensor<1x2x1x1xf32> to tensor<1x2x1x1x!quant.uniform<i8:f32, 0.125>>
  %d = quant.dcast %q : tensor<1x2x1x1x!quant.uniform<i8:f32, 0.125>> to tensor<1x2x1x1xf32>
  return %d : tensor<1x2x1x1xf32>
}
