#!/usr/bin/env python3
"""The model and the comparison of normalize-weights.test.

    normalize_weights.py model         writes the float model (MLIR) to stdout
    normalize_weights.py compare A B   compares the printMemrefF32 outputs in
                                       files A and B elementwise, within a
                                       relative tolerance of 1e-5
    normalize_weights.py scale         writes the module of the scale
                                       measurement in passes/frontend/README.md
                                       (146 MB of random weights; numpy)
    normalize_weights.py check-scale F checks the folded weights of that
                                       module after quantkit-normalize (F)
                                       against numpy

The model is written in torch-mlir's forms: a padded NCHW convolution with
its bias in the init (a broadcasting generic), batch norm as one 5-input
generic behind a `cf.assert`, ReLU as `cmpf ugt` + `select`, a flatten, and
a linear layer (transposing generic on the [out, in] weight, matmul, bias
generic reading the accumulator as `(0, d1)`). Weights and batch-norm
parameters are deterministic pseudo-random values far from the identity, so
that a fold along the wrong axis or with a wrong bias shows.
"""
import random
import re
import sys

random.seed(14)
N, C, H, W = 1, 3, 6, 6
F, K = 4, 3
OH, OW = H // 2, W // 2          # stride 2, padding 1
OUT = 5


def values(count, lo, hi):
    return [round(random.uniform(lo, hi), 4) for _ in range(count)]


def nest(flat, shape):
    if len(shape) == 1:
        return "[" + ", ".join(repr(v) for v in flat) + "]"
    step = len(flat) // shape[0]
    return "[" + ", ".join(nest(flat[i * step:(i + 1) * step], shape[1:])
                           for i in range(shape[0])) + "]"


def dense(flat, shape):
    return "dense<%s> : tensor<%sxf32>" % (nest(flat, shape),
                                           "x".join(map(str, shape)))


def model():
    x = values(N * C * H * W, -2, 2)
    w = values(F * C * K * K, -1, 1)
    bias = values(F, -0.5, 0.5)
    gamma = values(F, 0.5, 1.5)
    beta = values(F, -0.5, 0.5)
    mean = values(F, -0.3, 0.3)
    var = values(F, 0.5, 1.5)
    fc = values(OUT * F * OH * OW, -0.5, 0.5)
    fc_bias = values(OUT, -0.5, 0.5)
    flat = F * OH * OW
    return f"""#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>
#batch = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr2 = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func private @printMemrefF32(tensor<*xf32>)

func.func @forward(%x: tensor<{N}x{C}x{H}x{W}xf32>) -> (tensor<{N}x{F}x{OH}x{OW}xf32>, tensor<1x{OUT}xf32>) {{
  %false = arith.constant false
  %w = arith.constant {dense(w, [F, C, K, K])}
  %bias = arith.constant {dense(bias, [F])}
  %gamma = arith.constant {dense(gamma, [F])}
  %beta = arith.constant {dense(beta, [F])}
  %mean = arith.constant {dense(mean, [F])}
  %var = arith.constant {dense(var, [F])}
  %fc = arith.constant {dense(fc, [OUT, flat])}
  %fc_bias = arith.constant {dense(fc_bias, [OUT])}
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-05 : f64
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {{
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  }} : tensor<{N}x{C}x{H}x{W}xf32> to tensor<{N}x{C}x{H + 2}x{W + 2}xf32>
  %e = tensor.empty() : tensor<{N}x{F}x{OH}x{OW}xf32>
  %init = linalg.generic {{indexing_maps = [#ch, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}} ins(%bias : tensor<{F}xf32>) outs(%e : tensor<{N}x{F}x{OH}x{OW}xf32>) {{
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }} -> tensor<{N}x{F}x{OH}x{OW}xf32>
  %conv = linalg.conv_2d_nchw_fchw {{dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}} ins(%padded, %w : tensor<{N}x{C}x{H + 2}x{W + 2}xf32>, tensor<{F}x{C}x{K}x{K}xf32>) outs(%init : tensor<{N}x{F}x{OH}x{OW}xf32>) -> tensor<{N}x{F}x{OH}x{OW}xf32>
  %t = arith.cmpi eq, %false, %false : i1
  cf.assert %t, "training is not supported for now"
  %bn = linalg.generic {{indexing_maps = [#id4, #ch, #ch, #ch, #ch, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}} ins(%conv, %gamma, %beta, %mean, %var : tensor<{N}x{F}x{OH}x{OW}xf32>, tensor<{F}xf32>, tensor<{F}xf32>, tensor<{F}xf32>, tensor<{F}xf32>) outs(%conv : tensor<{N}x{F}x{OH}x{OW}xf32>) {{
  ^bb0(%in: f32, %g: f32, %b: f32, %mu: f32, %v: f32, %out: f32):
    %0 = arith.truncf %eps : f64 to f32
    %1 = arith.addf %v, %0 : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.subf %in, %mu : f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.mulf %4, %g : f32
    %6 = arith.addf %5, %b : f32
    linalg.yield %6 : f32
  }} -> tensor<{N}x{F}x{OH}x{OW}xf32>
  %relu = linalg.generic {{indexing_maps = [#batch, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}} ins(%bn : tensor<{N}x{F}x{OH}x{OW}xf32>) outs(%e : tensor<{N}x{F}x{OH}x{OW}xf32>) {{
  ^bb0(%in: f32, %out: f32):
    %0 = arith.cmpf ugt, %in, %zero : f32
    %1 = arith.select %0, %in, %zero : f32
    linalg.yield %1 : f32
  }} -> tensor<{N}x{F}x{OH}x{OW}xf32>
  %flat = tensor.collapse_shape %relu [[0], [1, 2, 3]] : tensor<{N}x{F}x{OH}x{OW}xf32> into tensor<1x{flat}xf32>
  %te = tensor.empty() : tensor<{flat}x{OUT}xf32>
  %wt = linalg.generic {{indexing_maps = [#id2, #tr2], iterator_types = ["parallel", "parallel"]}} ins(%fc : tensor<{OUT}x{flat}xf32>) outs(%te : tensor<{flat}x{OUT}xf32>) {{
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }} -> tensor<{flat}x{OUT}xf32>
  %oe = tensor.empty() : tensor<1x{OUT}xf32>
  %of = linalg.fill ins(%zero : f32) outs(%oe : tensor<1x{OUT}xf32>) -> tensor<1x{OUT}xf32>
  %mm = linalg.matmul ins(%flat, %wt : tensor<1x{flat}xf32>, tensor<{flat}x{OUT}xf32>) outs(%of : tensor<1x{OUT}xf32>) -> tensor<1x{OUT}xf32>
  %logits = linalg.generic {{indexing_maps = [#row, #col, #id2], iterator_types = ["parallel", "parallel"]}} ins(%mm, %fc_bias : tensor<1x{OUT}xf32>, tensor<{OUT}xf32>) outs(%oe : tensor<1x{OUT}xf32>) {{
  ^bb0(%in: f32, %b: f32, %out: f32):
    %0 = arith.addf %in, %b : f32
    linalg.yield %0 : f32
  }} -> tensor<1x{OUT}xf32>
  return %bn, %logits : tensor<{N}x{F}x{OH}x{OW}xf32>, tensor<1x{OUT}xf32>
}}

func.func @main() {{
  %x = arith.constant {dense(x, [N, C, H, W])}
  %bn, %logits = call @forward(%x) : (tensor<{N}x{C}x{H}x{W}xf32>) -> (tensor<{N}x{F}x{OH}x{OW}xf32>, tensor<1x{OUT}xf32>)
  %bu = tensor.cast %bn : tensor<{N}x{F}x{OH}x{OW}xf32> to tensor<*xf32>
  %lu = tensor.cast %logits : tensor<1x{OUT}xf32> to tensor<*xf32>
  call @printMemrefF32(%bu) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%lu) : (tensor<*xf32>) -> ()
  return
}}
"""


NUMBER = re.compile(r"-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|-?nan|-?inf")


def numbers(path):
    out = []
    with open(path) as f:
        for line in f:
            if line.startswith("Unranked Memref"):
                continue
            out += [float(t) for t in NUMBER.findall(line)]
    return out


def compare(a_path, b_path):
    a, b = numbers(a_path), numbers(b_path)
    if len(a) != len(b) or not a:
        print("mismatch: %d values against %d" % (len(a), len(b)))
        return 1
    worst = 0.0
    for x, y in zip(a, b):
        if x != x or y != y:
            print("mismatch: nan")
            return 1
        error = abs(x - y) / max(abs(x), abs(y), 1e-3)
        worst = max(worst, error)
    if worst > 1e-5:
        print("mismatch: relative error %.3g" % worst)
        return 1
    print("match: %d values, largest relative error %.3g" % (len(a), worst))
    return 0


SCALE_SHAPES = {"w": (512, 512, 3, 3), "fc": (4096, 4096)}


def scale_data():
    import numpy as np
    rng = np.random.default_rng(0)
    w = rng.standard_normal(SCALE_SHAPES["w"]).astype(np.float32) * 0.05
    fc = rng.standard_normal(SCALE_SHAPES["fc"]).astype(np.float32) * 0.02
    bn = [rng.uniform(lo, hi, 512).astype(np.float32)
          for lo, hi in ((0.5, 1.5), (-0.5, 0.5), (-0.3, 0.3), (0.5, 1.5))]
    fc_bias = rng.uniform(-0.5, 0.5, 4096).astype(np.float32)
    return w, fc, bn, fc_bias


def hex_dense(array):
    return 'dense<"0x%s"> : tensor<%sxf32>' % (
        array.astype("<f4").tobytes().hex().upper(),
        "x".join(map(str, array.shape)))


def scale():
    """A 512-channel convolution with a 5-input batch norm and a 4096x4096
    linear layer behind a transposing generic, in torch-mlir's forms."""
    w, fc, (gamma, beta, mean, var), fc_bias = scale_data()
    out = sys.stdout
    out.write("""#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr2 = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @forward(%x: tensor<1x512x10x10xf32>, %y: tensor<1x4096xf32>) -> (tensor<1x512x8x8xf32>, tensor<1x4096xf32>) {
""")
    for name, array in (("w", w), ("gamma", gamma), ("beta", beta),
                        ("mean", mean), ("var", var), ("fc", fc),
                        ("fb", fc_bias)):
        out.write("  %%%s = arith.constant %s\n" % (name, hex_dense(array)))
    out.write("""  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-05 : f64
  %e = tensor.empty() : tensor<1x512x8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x512x8x8xf32>) -> tensor<1x512x8x8xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x512x10x10xf32>, tensor<512x512x3x3xf32>) outs(%f : tensor<1x512x8x8xf32>) -> tensor<1x512x8x8xf32>
  %bn = linalg.generic {indexing_maps = [#id4, #ch, #ch, #ch, #ch, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv, %gamma, %beta, %mean, %var : tensor<1x512x8x8xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%conv : tensor<1x512x8x8xf32>) {
  ^bb0(%in: f32, %g: f32, %b: f32, %mu: f32, %v: f32, %out: f32):
    %0 = arith.truncf %eps : f64 to f32
    %1 = arith.addf %v, %0 : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.subf %in, %mu : f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.mulf %4, %g : f32
    %6 = arith.addf %5, %b : f32
    linalg.yield %6 : f32
  } -> tensor<1x512x8x8xf32>
  %te = tensor.empty() : tensor<4096x4096xf32>
  %wt = linalg.generic {indexing_maps = [#id2, #tr2], iterator_types = ["parallel", "parallel"]} ins(%fc : tensor<4096x4096xf32>) outs(%te : tensor<4096x4096xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4096x4096xf32>
  %oe = tensor.empty() : tensor<1x4096xf32>
  %of = linalg.fill ins(%zero : f32) outs(%oe : tensor<1x4096xf32>) -> tensor<1x4096xf32>
  %mm = linalg.matmul ins(%y, %wt : tensor<1x4096xf32>, tensor<4096x4096xf32>) outs(%of : tensor<1x4096xf32>) -> tensor<1x4096xf32>
  %r = linalg.generic {indexing_maps = [#row, #col, #id2], iterator_types = ["parallel", "parallel"]} ins(%mm, %fb : tensor<1x4096xf32>, tensor<4096xf32>) outs(%oe : tensor<1x4096xf32>) {
  ^bb0(%in: f32, %b: f32, %out: f32):
    %0 = arith.addf %in, %b : f32
    linalg.yield %0 : f32
  } -> tensor<1x4096xf32>
  return %bn, %r : tensor<1x512x8x8xf32>, tensor<1x4096xf32>
}
""")


def check_scale(path):
    import numpy as np
    w, fc, (gamma, beta, mean, var), fc_bias = scale_data()
    consts = {}
    with open(path) as f:
        for m in re.finditer(r'dense<"0x([0-9A-F]+)"> : tensor<([0-9x]+)xf32>',
                             f.read()):
            shape = tuple(map(int, m.group(2).split("x")))
            data = np.frombuffer(bytes.fromhex(m.group(1)), dtype="<f4")
            consts.setdefault(shape, []).append(data.reshape(shape))
    a = gamma.astype(np.float64) / np.sqrt(var.astype(np.float64) +
                                           np.float64(np.float32(1e-5)))
    b = beta - mean * a
    folded_w = w * a[:, None, None, None]
    checks = {
        "linear weight transposed exactly":
            any(np.array_equal(c, fc.T) for c in consts.get((4096, 4096), [])),
        "linear bias unchanged":
            any(np.array_equal(c, fc_bias) for c in consts.get((4096,), [])),
        "conv weight scaled (max relative error %.2g)" % min(
            [np.max(np.abs(c - folded_w)) / np.max(np.abs(folded_w))
             for c in consts.get((512, 512, 3, 3), [])] or [1]):
            any(np.max(np.abs(c - folded_w)) <= 1e-6 * np.max(np.abs(folded_w))
                for c in consts.get((512, 512, 3, 3), [])),
        "conv bias folded":
            any(np.max(np.abs(c - b)) <= 1e-6 * np.max(np.abs(b))
                for c in consts.get((512,), [])),
    }
    for name, ok in checks.items():
        print(("ok: " if ok else "FAILED: ") + name)
    return 0 if all(checks.values()) else 1


if __name__ == "__main__":
    if sys.argv[1:] == ["model"]:
        sys.stdout.write(model())
    elif len(sys.argv) == 4 and sys.argv[1] == "compare":
        sys.exit(compare(sys.argv[2], sys.argv[3]))
    elif sys.argv[1:] == ["scale"]:
        scale()
    elif len(sys.argv) == 3 and sys.argv[1] == "check-scale":
        sys.exit(check_scale(sys.argv[2]))
    else:
        sys.exit(__doc__)
