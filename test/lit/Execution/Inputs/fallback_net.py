"""Small models for fallback.test (test/realnets/fallback.py).

  python3 fallback_net.py outlier     three matmuls; the first one's input
                                      has an outlier feature
  python3 fallback_net.py nokernel    a model with no kernel of the target

`outlier`: @forward(x: 4x8) = ((x @ W0) @ W1) @ W2 with W0 8x8, W1 8x8,
W2 8x4, seeded N(0, 1/fan_in) weights, except that row 7 of W0 is zero.
Every input row has feature 7 = 200 (an offset the model ignores), the
others U(-1, 1): min/max calibration gives the input a range of about
[-1, 200], whose int8 step (0.79) is as large as the features that matter,
so the first matmul loses most (its input port) while the others keep
~40 dB; kept in float, the first matmul reads x unquantized. @calibrate runs
4 batches, @main prints 2 others. Weights and inputs are hex literals, so
realnet.py's filler leaves them alone.

`nokernel`: @forward takes the sine of its input (a generic that no
tflite-int8 kernel covers), with the same entry points.
"""
import sys

import numpy as np


def hex_literal(array):
    return '"0x%s"' % np.ascontiguousarray(array, dtype="<f4").tobytes().hex()


def matmul(name, lhs, weight, m, k, n):
    return [
        "    %%%s_e = tensor.empty() : tensor<%dx%dxf32>" % (name, m, n),
        "    %%%s_z = linalg.fill ins(%%zero : f32) outs(%%%s_e : "
        "tensor<%dx%dxf32>) -> tensor<%dx%dxf32>" % (name, name, m, n, m, n),
        "    %%%s = linalg.matmul ins(%%%s, %%%s : tensor<%dx%dxf32>, "
        "tensor<%dx%dxf32>) outs(%%%s_z : tensor<%dx%dxf32>) -> "
        "tensor<%dx%dxf32>" % (name, lhs, weight, m, k, k, n, name, m, n,
                               m, n)]


def entries(rng, out_type, out_shape):
    memref = "memref<%sxf32>" % "x".join(map(str, out_shape))
    batch = lambda: np.concatenate(
        [rng.uniform(-1, 1, (4, 7)), np.full((4, 1), 200.0)],
        axis=1).astype(np.float32)
    lines = ["  func.func private @printMemrefF32(memref<*xf32>)",
             "  func.func @calibrate() {"]
    for i in range(4):
        lines += ["    %%x%d = arith.constant dense<%s> : tensor<4x8xf32>"
                  % (i, hex_literal(batch())),
                  "    %%y%d = call @forward(%%x%d) : (tensor<4x8xf32>) -> %s"
                  % (i, i, out_type)]
    lines += ["    return", "  }", "  func.func @main() {"]
    for i in range(2):
        lines += ["    %%x%d = arith.constant dense<%s> : tensor<4x8xf32>"
                  % (i, hex_literal(batch())),
                  "    %%y%d = call @forward(%%x%d) : (tensor<4x8xf32>) -> %s"
                  % (i, i, out_type),
                  "    %%b%d = bufferization.to_buffer %%y%d : %s to %s"
                  % (i, i, out_type, memref),
                  "    %%u%d = memref.cast %%b%d : %s to memref<*xf32>"
                  % (i, i, memref),
                  "    call @printMemrefF32(%%u%d) : (memref<*xf32>) -> ()"
                  % i]
    lines += ["    return", "  }"]
    return lines


def outlier(rng):
    w0 = rng.standard_normal((8, 8)) / np.sqrt(7)
    w0[7, :] = 0.0
    w1 = rng.standard_normal((8, 8)) / np.sqrt(8)
    w2 = rng.standard_normal((8, 4)) / np.sqrt(8)
    lines = ["module {",
             "  func.func @forward(%x: tensor<4x8xf32>) -> tensor<4x4xf32> {",
             "    %zero = arith.constant 0.0 : f32"]
    for name, w in (("w0", w0), ("w1", w1), ("w2", w2)):
        lines.append("    %%%s = arith.constant dense<%s> : tensor<%dx%dxf32>"
                     % (name, hex_literal(w), w.shape[0], w.shape[1]))
    lines += matmul("h0", "x", "w0", 4, 8, 8)
    lines += matmul("h1", "h0", "w1", 4, 8, 8)
    lines += matmul("h2", "h1", "w2", 4, 8, 4)
    lines += ["    return %h2 : tensor<4x4xf32>", "  }"]
    lines += entries(rng, "tensor<4x4xf32>", [4, 4])
    return "\n".join(lines + ["}"])


def nokernel(rng):
    lines = [
        "#id = affine_map<(d0, d1) -> (d0, d1)>",
        "module {",
        "  func.func @forward(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {",
        "    %e = tensor.empty() : tensor<4x8xf32>",
        "    %s = linalg.generic {indexing_maps = [#id, #id], iterator_types "
        "= [\"parallel\", \"parallel\"]} ins(%x : tensor<4x8xf32>) outs(%e : "
        "tensor<4x8xf32>) {",
        "    ^bb0(%in: f32, %out: f32):",
        "      %v = math.sin %in : f32",
        "      linalg.yield %v : f32",
        "    } -> tensor<4x8xf32>",
        "    return %s : tensor<4x8xf32>", "  }"]
    lines += entries(rng, "tensor<4x8xf32>", [4, 8])
    return "\n".join(lines + ["}"])


if __name__ == "__main__":
    rng = np.random.default_rng(16)
    print({"outlier": outlier, "nokernel": nokernel}[sys.argv[1]](rng))
