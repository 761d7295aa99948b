"""Writes a small QAT-style network in the op forms torch-mlir's
TorchToLinalg emits (llvm/torch-mlir 0029fc2e), for
test/lit/Execution/import-chains-qat.mlir: an NCHW input fake-quantized per
tensor as DecomposeComplexOps writes aten.fake_quantize_per_tensor_affine
(seven one-op generics, compare/select clamps against tensor<1xi64>), FCHW
weights fake-quantized per channel as quantized_decomposed.quantize_per_channel
+ dequantize_per_channel (symmetric, [-127, 127], scales max|w| / 127),
linalg.conv_2d_nchw_fchw on a zero-filled init, and the output
fake-quantized per tensor in one fused generic. @main runs it on one batch
and prints the output. Deterministic (seeded), numpy only.

    qat_conv_net.py [--exact-scales] [--stats]

--exact-scales picks weights whose per-channel scale max|w| / 127 is the
same number in f32 and in double (s_c = 2^-7 (1 + c/8), one weight of each
channel at +-127 s_c) and whose quotients w / s_c are at least 0.1 away from
a tie, so that quantizing them at compile time (half away, in double) and
through the cast (half even, in f32) gives the same integers. --stats writes
the same network without chains: the float program with `quantkit.stats`
ranges on the input and the output from which QuantKit's nudging derives
exactly the chains' parameters (s = 1/64, zp = -8 from [-1.875, 2.109375];
s = 1/16, zp = 3 from [-8.1875, 7.75]) and weights quantized from their own
data (test/lit/Execution/qat-vs-stats.test).
"""
import sys

import numpy as np

rng = np.random.default_rng(3)
w = np.round(rng.uniform(-1, 1, (3, 2, 3, 3)), 3).astype(np.float32)
ws = (np.abs(w).reshape(3, -1).max(1) / np.float32(127)).astype(np.float32)
x = np.round(rng.uniform(-2, 2, (1, 2, 5, 5)), 3).astype(np.float32)
if "--exact-scales" in sys.argv:
    ws = np.array([2.0**-7 * (1 + c / 8) for c in range(3)], np.float32)
    steps = rng.integers(-126, 126, (3, 2, 3, 3)) + rng.uniform(0.1, 0.4, (
        3, 2, 3, 3)) * rng.choice([-1, 1], (3, 2, 3, 3))
    steps[:, 0, 1, 1] = 127 * rng.choice([-1, 1], 3)
    w = (steps * ws.reshape(3, 1, 1, 1)).astype(np.float32)
    assert (np.abs(w).reshape(3, -1).max(1) / 127 == ws).all()


def lit(a):
    return np.array2string(a, separator=", ", threshold=10**6,
                           floatmode="unique", max_line_width=10**6)


ID4 = "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>"
B4 = "affine_map<(d0, d1, d2, d3) -> (0)>"
CH0 = "affine_map<(d0, d1, d2, d3) -> (d0)>"
PAR = '["parallel", "parallel", "parallel", "parallel"]'


def step(src, shape, body, extra_ins=(), maps=None):
    """One elementwise generic over `shape` reading `src` (+ extra inputs)."""
    ins = [src] + [e[0] for e in extra_ins]
    types = ["tensor<%sxf32>" % shape] + [e[1] for e in extra_ins]
    maps = maps or [ID4] * len(ins)
    args = ["%in: f32"] + ["%%b%d: %s" % (i, e[2]) for i, e in
                            enumerate(extra_ins)]
    return ("linalg.generic {indexing_maps = [%s, %s], iterator_types = %s}"
            " ins(%s : %s) outs(%%e_%s : tensor<%sxf32>) {\n"
            "    ^bb0(%s, %%out: f32):\n%s\n    } -> tensor<%sxf32>"
            % (", ".join(maps), ID4, PAR, ", ".join(ins), ", ".join(types),
               shape.replace("x", "_"), shape, ", ".join(args), body, shape))


def fake_quant_decomposed(v, shape, name):
    """aten.fake_quantize_per_tensor_affine, s = 1/64, zp = -8."""
    out = []
    sh = shape
    def emit(res, text):
        out.append("  %%%s = %s" % (res, text))
    emit(name + "0", step(v, sh, "      %r = arith.divf %in, %s_in : f32\n"
                             "      linalg.yield %r : f32"))
    emit(name + "1", step("%" + name + "0", sh,
                          "      %r = math.roundeven %in : f32\n"
                          "      linalg.yield %r : f32"))
    emit(name + "2", step("%" + name + "1", sh,
                          "      %z = arith.sitofp %zp_in : i64 to f32\n"
                          "      %a = arith.sitofp %one : i64 to f32\n"
                          "      %m = arith.mulf %z, %a : f32\n"
                          "      %r = arith.addf %in, %m : f32\n"
                          "      linalg.yield %r : f32"))
    emit(name + "3", step("%" + name + "2", sh,
                          "      %bf = arith.sitofp %b0 : i64 to f32\n"
                          "      %c = arith.cmpf ogt, %in, %bf : f32\n"
                          "      %r = arith.select %c, %in, %bf : f32\n"
                          "      linalg.yield %r : f32",
                          [("%qmin", "tensor<1xi64>", "i64")], [ID4, B4]))
    emit(name + "4", step("%" + name + "3", sh,
                          "      %bf = arith.sitofp %b0 : i64 to f32\n"
                          "      %c = arith.cmpf olt, %in, %bf : f32\n"
                          "      %r = arith.select %c, %in, %bf : f32\n"
                          "      linalg.yield %r : f32",
                          [("%qmax", "tensor<1xi64>", "i64")], [ID4, B4]))
    emit(name + "5", step("%" + name + "4", sh,
                          "      %z = arith.sitofp %zp_in : i64 to f32\n"
                          "      %a = arith.sitofp %one : i64 to f32\n"
                          "      %m = arith.mulf %z, %a : f32\n"
                          "      %r = arith.subf %in, %m : f32\n"
                          "      linalg.yield %r : f32"))
    emit(name + "6", step("%" + name + "5", sh,
                          "      %r = arith.mulf %in, %s_in : f32\n"
                          "      linalg.yield %r : f32"))
    return "\n".join(out), "%" + name + "6"


STATS_MODEL = """// Generated by test/lit/Execution/Inputs/qat_conv_net.py --stats; do not edit.
func.func @model(%%x: tensor<1x2x5x5xf32>) -> tensor<1x3x3x3xf32> {
  %%xs = quantkit.stats %%x {layerStats = dense<[-1.875, 2.109375]> : tensor<2xf32>} : tensor<1x2x5x5xf32>
  %%w = arith.constant dense<%s> : tensor<3x2x3x3xf32>
  %%zero = arith.constant 0.000000e+00 : f32
  %%eo = tensor.empty() : tensor<1x3x3x3xf32>
  %%init = linalg.fill ins(%%zero : f32) outs(%%eo : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %%conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%%xs, %%w : tensor<1x2x5x5xf32>, tensor<3x2x3x3xf32>) outs(%%init : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %%y = quantkit.stats %%conv {layerStats = dense<[-8.1875, 7.75]> : tensor<2xf32>} : tensor<1x3x3x3xf32>
  return %%y : tensor<1x3x3x3xf32>
}
"""
MAIN = """
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %%x = arith.constant dense<%s> : tensor<1x2x5x5xf32>
  %%y = call @model(%%x) : (tensor<1x2x5x5xf32>) -> tensor<1x3x3x3xf32>
  %%b = bufferization.to_buffer %%y : tensor<1x3x3x3xf32> to memref<1x3x3x3xf32>
  %%c = memref.cast %%b : memref<1x3x3x3xf32> to memref<*xf32>
  call @printMemrefF32(%%c) : (memref<*xf32>) -> ()
  return
}"""
if "--stats" in sys.argv:
    print(STATS_MODEL % lit(w) + MAIN % lit(x))
    sys.exit(0)

fq_in, xq = fake_quant_decomposed("%x", "1x2x5x5", "a")
print("""// Generated by test/lit/Execution/Inputs/qat_conv_net.py; do not edit.
func.func @model(%%x: tensor<1x2x5x5xf32>) -> tensor<1x3x3x3xf32> {
  %%s_in = arith.constant 1.562500e-02 : f32
  %%zp_in = arith.constant -8 : i64
  %%one = arith.constant 1 : i64
  %%qmin = arith.constant dense<-128> : tensor<1xi64>
  %%qmax = arith.constant dense<127> : tensor<1xi64>
  %%e_1_2_5_5 = tensor.empty() : tensor<1x2x5x5xf32>
%s
  %%w = arith.constant dense<%s> : tensor<3x2x3x3xf32>
  %%ws = arith.constant dense<%s> : tensor<3xf32>
  %%wzp = arith.constant dense<0> : tensor<3xi64>
  %%ei = tensor.empty() : tensor<3x2x3x3xi8>
  %%wq = linalg.generic {indexing_maps = [%s, %s, %s, %s], iterator_types = %s}
      ins(%%w, %%ws, %%wzp : tensor<3x2x3x3xf32>, tensor<3xf32>, tensor<3xi64>) outs(%%ei : tensor<3x2x3x3xi8>) {
    ^bb0(%%in: f32, %%s: f32, %%z: i64, %%out: i8):
      %%lo = arith.constant -1.270000e+02 : f32
      %%hi = arith.constant 1.270000e+02 : f32
      %%zf = arith.sitofp %%z : i64 to f32
      %%0 = arith.divf %%in, %%s : f32
      %%1 = math.roundeven %%0 : f32
      %%2 = arith.addf %%1, %%zf : f32
      %%3 = arith.maximumf %%2, %%lo : f32
      %%4 = arith.minimumf %%3, %%hi : f32
      %%5 = arith.fptosi %%4 : f32 to i8
      linalg.yield %%5 : i8
    } -> tensor<3x2x3x3xi8>
  %%ew = tensor.empty() : tensor<3x2x3x3xf32>
  %%wd = linalg.generic {indexing_maps = [%s, %s, %s, %s], iterator_types = %s}
      ins(%%wq, %%ws, %%wzp : tensor<3x2x3x3xi8>, tensor<3xf32>, tensor<3xi64>) outs(%%ew : tensor<3x2x3x3xf32>) {
    ^bb0(%%in: i8, %%s: f32, %%z: i64, %%out: f32):
      %%0 = arith.extsi %%in : i8 to i64
      %%1 = arith.subi %%0, %%z : i64
      %%2 = arith.sitofp %%1 : i64 to f32
      %%3 = arith.mulf %%2, %%s : f32
      linalg.yield %%3 : f32
    } -> tensor<3x2x3x3xf32>
  %%zero = arith.constant 0.000000e+00 : f32
  %%eo = tensor.empty() : tensor<1x3x3x3xf32>
  %%init = linalg.fill ins(%%zero : f32) outs(%%eo : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %%conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%s, %%wd : tensor<1x2x5x5xf32>, tensor<3x2x3x3xf32>) outs(%%init : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %%s_out = arith.constant 6.250000e-02 : f32
  %%zp_out = arith.constant 3.000000e+00 : f32
  %%lo_out = arith.constant -1.280000e+02 : f32
  %%hi_out = arith.constant 1.270000e+02 : f32
  %%y = linalg.generic {indexing_maps = [%s, %s], iterator_types = %s}
      ins(%%conv : tensor<1x3x3x3xf32>) outs(%%eo : tensor<1x3x3x3xf32>) {
    ^bb0(%%in: f32, %%out: f32):
      %%0 = arith.divf %%in, %%s_out : f32
      %%1 = math.roundeven %%0 : f32
      %%2 = arith.addf %%1, %%zp_out : f32
      %%3 = arith.maximumf %%2, %%lo_out : f32
      %%4 = arith.minimumf %%3, %%hi_out : f32
      %%5 = arith.subf %%4, %%zp_out : f32
      %%6 = arith.mulf %%5, %%s_out : f32
      linalg.yield %%6 : f32
    } -> tensor<1x3x3x3xf32>
  return %%y : tensor<1x3x3x3xf32>
}
""" % (fq_in, lit(w), lit(ws), ID4, CH0, CH0, ID4, PAR, ID4, CH0, CH0, ID4,
       PAR, xq, ID4, ID4, PAR) + MAIN % lit(x))
