#!/usr/bin/env python3
"""Trains a small CNN on scikit-learn's bundled handwritten digits with numpy
only, and writes it as torch-mlir would export it (linalg on tensors, NCHW):

    python3 examples/digits/train.py   # writes digits-float.mlir, digits-labels.txt

The network, on 1x8x8 images scaled to [-1, 1]:
  conv 3x3 (zero padding 1, tensor.pad) -> batch norm -> ReLU   8 channels
  max pooling 2x2, stride 2                                      8x4x4
  conv 3x3 (zero padding 1) -> batch norm -> ReLU                16x4x4
  flatten (tensor.collapse_shape)                                256
  linear + bias                                                  10 logits
Training: mini-batch Adam on the softmax cross-entropy, batch norm in
training mode (batch statistics, running statistics kept with momentum 0.1
as torch does); the exported model uses the running statistics, in
torch-mlir's inference form (a 5-input generic behind `cf.assert`).
Deterministic (fixed seed, fixed split), about ten seconds.

digits-float.mlir has three functions: @forward (a batch of BATCH images to
logits), @calibrate (@forward on CALIBRATION batches of training images) and
@main (@forward on the held-out images, logits printed by printMemrefF32).
digits-labels.txt holds the held-out labels in @main's order; evaluate.py
turns @main's output into top-1 accuracy.
"""
import os

import numpy as np
from sklearn.datasets import load_digits

SEED = 2024
BATCH = 40                      # @forward's batch
HELD_OUT = 9 * BATCH            # 360 images, 20% of the 1797
CALIBRATION = 5                 # batches of training images
C1, C2, CLASSES = 8, 16, 10
EPOCHS, STEP, MOMENTUM, EPS = 30, 0.01, 0.1, 1e-5
HERE = os.path.dirname(os.path.abspath(__file__))


def im2col(x, k=3, pad=1):
    """[N, C, H, W] -> [N, H, W, C*k*k] patches of a stride-1 convolution."""
    n, c, h, w = x.shape
    xp = np.pad(x, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    cols = np.empty((n, h, w, c, k, k), x.dtype)
    for i in range(k):
        for j in range(k):
            cols[:, :, :, :, i, j] = xp[:, :, i:i + h, j:j + w].transpose(
                0, 2, 3, 1)
    return cols.reshape(n, h, w, c * k * k)


def col2im(cols, shape, k=3, pad=1):
    n, c, h, w = shape
    cols = cols.reshape(n, h, w, c, k, k)
    xp = np.zeros((n, c, h + 2 * pad, w + 2 * pad), cols.dtype)
    for i in range(k):
        for j in range(k):
            xp[:, :, i:i + h, j:j + w] += cols[:, :, :, :, i, j].transpose(
                0, 3, 1, 2)
    return xp[:, :, pad:pad + h, pad:pad + w]


class Model:
    def __init__(self, rng):
        he = lambda shape: rng.normal(0, np.sqrt(2 / np.prod(shape[1:])), shape)
        self.p = {
            "w1": he((C1, 1, 3, 3)), "g1": np.ones(C1), "b1": np.zeros(C1),
            "w2": he((C2, C1, 3, 3)), "g2": np.ones(C2), "b2": np.zeros(C2),
            "wf": he((CLASSES, C2 * 16)), "bf": np.zeros(CLASSES)}
        self.running = {"m1": np.zeros(C1), "v1": np.ones(C1),
                        "m2": np.zeros(C2), "v2": np.ones(C2)}

    def forward(self, x, train):
        p, r, cache = self.p, self.running, {}

        def conv_bn_relu(x, w, g, b, m, v, tag):
            cols = im2col(x)
            y = cols @ w.reshape(w.shape[0], -1).T            # [N, H, W, F]
            if train:
                mean, var = y.mean((0, 1, 2)), y.var((0, 1, 2))
                count = y.size / y.shape[-1]
                r[m] = (1 - MOMENTUM) * r[m] + MOMENTUM * mean
                r[v] = (1 - MOMENTUM) * r[v] + MOMENTUM * var * count / (count - 1)
            else:
                mean, var = r[m], r[v]
            inv = 1 / np.sqrt(var + EPS)
            norm = (y - mean) * inv
            z = norm * g + b
            out = np.maximum(z, 0)
            cache[tag] = (x, cols, norm, inv, z)
            return out.transpose(0, 3, 1, 2)                   # NCHW

        a1 = conv_bn_relu(x, p["w1"], p["g1"], p["b1"], "m1", "v1", 1)
        n = a1.shape[0]
        windows = a1.reshape(n, C1, 4, 2, 4, 2)
        pooled = windows.max(axis=(3, 5))
        cache["pool"] = (windows, pooled)
        a2 = conv_bn_relu(pooled, p["w2"], p["g2"], p["b2"], "m2", "v2", 2)
        flat = a2.reshape(n, -1)
        cache["flat"] = flat
        return flat @ p["wf"].T + p["bf"], cache

    def backward(self, dlogits, cache):
        p, grads = self.p, {}
        flat = cache["flat"]
        grads["wf"], grads["bf"] = dlogits.T @ flat, dlogits.sum(0)
        da2 = (dlogits @ p["wf"]).reshape(-1, C2, 4, 4)

        def conv_bn_relu_back(dout, w, g, tag, wname, gname, bname):
            x, cols, norm, inv, z = cache[tag]
            dz = dout.transpose(0, 2, 3, 1) * (z > 0)
            grads[gname] = (dz * norm).sum((0, 1, 2))
            grads[bname] = dz.sum((0, 1, 2))
            dnorm = dz * g
            count = dnorm.size / dnorm.shape[-1]
            dy = inv / count * (count * dnorm - dnorm.sum((0, 1, 2))
                                - norm * (dnorm * norm).sum((0, 1, 2)))
            flat_w = w.reshape(w.shape[0], -1)
            grads[wname] = (dy.reshape(-1, dy.shape[-1]).T
                            @ cols.reshape(-1, cols.shape[-1])).reshape(w.shape)
            return col2im(dy @ flat_w, x.shape)

        dpooled = conv_bn_relu_back(da2, p["w2"], p["g2"], 2, "w2", "g2", "b2")
        windows, pooled = cache["pool"]
        mask = windows == pooled[:, :, :, None, :, None]
        # Ties share the gradient of their window's maximum.
        mask = mask / mask.sum(axis=(3, 5), keepdims=True)
        da1 = (mask * dpooled[:, :, :, None, :, None]).reshape(-1, C1, 8, 8)
        conv_bn_relu_back(da1, p["w1"], p["g1"], 1, "w1", "g1", "b1")
        return grads


def train():
    digits = load_digits()
    images = (digits.images / 8.0 - 1.0).astype(np.float64)[:, None]
    labels = digits.target
    rng = np.random.default_rng(SEED)
    order = rng.permutation(len(labels))
    test, training = order[:HELD_OUT], order[HELD_OUT:]
    model = Model(rng)
    adam = {k: (np.zeros_like(v), np.zeros_like(v)) for k, v in model.p.items()}
    t = 0
    for epoch in range(EPOCHS):
        for start in range(0, len(training), 64):
            batch = training[start:start + 64]
            logits, cache = model.forward(images[batch], train=True)
            e = np.exp(logits - logits.max(1, keepdims=True))
            probabilities = e / e.sum(1, keepdims=True)
            probabilities[np.arange(len(batch)), labels[batch]] -= 1
            grads = model.backward(probabilities / len(batch), cache)
            t += 1
            for k, g in grads.items():
                m, v = adam[k]
                m[:] = 0.9 * m + 0.1 * g
                v[:] = 0.999 * v + 0.001 * g * g
                model.p[k] -= STEP * (m / (1 - 0.9 ** t)) / (
                    np.sqrt(v / (1 - 0.999 ** t)) + 1e-8)
        training = training[rng.permutation(len(training))]
    logits, _ = model.forward(images[test], train=False)
    accuracy = float((logits.argmax(1) == labels[test]).mean())
    return model, images, labels, training, test, accuracy


def hex_literal(array):
    return '"0x%s"' % np.ascontiguousarray(array, dtype="<f4").tobytes().hex()


def constant(name, array):
    return "    %s = arith.constant dense<%s> : tensor<%sxf32>" % (
        name, hex_literal(array), "x".join(map(str, array.shape)))


def forward_text(p, r):
    n = BATCH
    t = lambda *shape: "tensor<%sxf32>" % "x".join(map(str, shape))
    pad = lambda value, src, c, h: (
        "    %%%s = tensor.pad %%%s low[0, 0, 1, 1] high[0, 0, 1, 1] {\n"
        "    ^bb0(%%arg1: index, %%arg2: index, %%arg3: index, %%arg4: index):\n"
        "      tensor.yield %%zero : f32\n    } : %s to %s"
        % (value, src, t(n, c, h, h), t(n, c, h + 2, h + 2)))
    conv = lambda value, src, w, cin, cout, h: (
        "    %%%s = linalg.conv_2d_nchw_fchw {dilations = dense<1> : "
        "vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%%%s, %%%s : "
        "%s, %s) outs(%%fill%d : %s) -> %s"
        % (value, src, w, t(n, cin, h + 2, h + 2), t(cout, cin, 3, 3),
           cout, t(n, cout, h, h), t(n, cout, h, h)))
    bn = lambda value, src, i, c, h: (
        '    cf.assert %%ok, "training is not supported for now"\n'
        "    %%%s = linalg.generic {indexing_maps = [#map, #map1, #map1, #map1, "
        '#map1, #map], iterator_types = ["parallel", "parallel", "parallel", '
        '"parallel"]} ins(%%%s, %%g%d, %%b%d, %%m%d, %%v%d : %s, %s, %s, %s, %s) '
        "outs(%%%s : %s) {\n"
        "    ^bb0(%%in: f32, %%in_1: f32, %%in_2: f32, %%in_3: f32, %%in_4: f32, "
        "%%out: f32):\n"
        "      %%e = arith.truncf %%eps : f64 to f32\n"
        "      %%a = arith.addf %%in_4, %%e : f32\n"
        "      %%s = math.rsqrt %%a : f32\n"
        "      %%d = arith.subf %%in, %%in_3 : f32\n"
        "      %%x = arith.mulf %%d, %%s : f32\n"
        "      %%y = arith.mulf %%x, %%in_1 : f32\n"
        "      %%z = arith.addf %%y, %%in_2 : f32\n"
        "      linalg.yield %%z : f32\n    } -> %s"
        % (value, src, i, i, i, i, t(n, c, h, h), t(c), t(c), t(c), t(c), src,
           t(n, c, h, h), t(n, c, h, h)))
    relu = lambda value, src, c, h: (
        "    %%%s = linalg.generic {indexing_maps = [#map, #map], "
        'iterator_types = ["parallel", "parallel", "parallel", "parallel"]} '
        "ins(%%%s : %s) outs(%%empty%d : %s) {\n"
        "    ^bb0(%%in: f32, %%out: f32):\n"
        "      %%c = arith.cmpf ugt, %%in, %%zero : f32\n"
        "      %%s = arith.select %%c, %%in, %%zero : f32\n"
        "      linalg.yield %%s : f32\n    } -> %s"
        % (value, src, t(n, c, h, h), c, t(n, c, h, h), t(n, c, h, h)))
    lines = [
        "  func.func @forward(%%arg0: %s) -> %s {" % (t(n, 1, 8, 8),
                                                    t(n, CLASSES)),
        "    %false = arith.constant false",
        "    %zero = arith.constant 0.000000e+00 : f32",
        "    %ninf = arith.constant -3.40282347E+38 : f32",
        "    %eps = arith.constant 1.000000e-05 : f64",
        constant("%w1", p["w1"]), constant("%g1", p["g1"]),
        constant("%b1", p["b1"]), constant("%m1", r["m1"]),
        constant("%v1", r["v1"]), constant("%w2", p["w2"]),
        constant("%g2", p["g2"]), constant("%b2", p["b2"]),
        constant("%m2", r["m2"]), constant("%v2", r["v2"]),
        constant("%wf", p["wf"]), constant("%bf", p["bf"]),
        "    %ok = arith.cmpi eq, %false, %false : i1",
        pad("x1", "arg0", 1, 8),
        "    %%empty%d = tensor.empty() : %s" % (C1, t(n, C1, 8, 8)),
        "    %%fill%d = linalg.fill ins(%%zero : f32) outs(%%empty%d : %s) -> %s"
        % (C1, C1, t(n, C1, 8, 8), t(n, C1, 8, 8)),
        conv("c1", "x1", "w1", 1, C1, 8), bn("n1", "c1", 1, C1, 8),
        relu("r1", "n1", C1, 8),
        "    %%pool_empty = tensor.empty() : %s" % t(n, C1, 4, 4),
        "    %%pool_fill = linalg.fill ins(%%ninf : f32) outs(%%pool_empty : %s)"
        " -> %s" % (t(n, C1, 4, 4), t(n, C1, 4, 4)),
        "    %window = tensor.empty() : tensor<2x2xf32>",
        "    %%p1 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>"
        ", strides = dense<2> : vector<2xi64>} ins(%%r1, %%window : %s, "
        "tensor<2x2xf32>) outs(%%pool_fill : %s) -> %s"
        % (t(n, C1, 8, 8), t(n, C1, 4, 4), t(n, C1, 4, 4)),
        pad("x2", "p1", C1, 4),
        "    %%empty%d = tensor.empty() : %s" % (C2, t(n, C2, 4, 4)),
        "    %%fill%d = linalg.fill ins(%%zero : f32) outs(%%empty%d : %s) -> %s"
        % (C2, C2, t(n, C2, 4, 4), t(n, C2, 4, 4)),
        conv("c2", "x2", "w2", C1, C2, 4), bn("n2", "c2", 2, C2, 4),
        relu("r2", "n2", C2, 4),
        "    %%flat = tensor.collapse_shape %%r2 [[0], [1, 2, 3]] : %s into %s"
        % (t(n, C2, 4, 4), t(n, C2 * 16)),
        "    %%wt_empty = tensor.empty() : %s" % t(C2 * 16, CLASSES),
        "    %%wt = linalg.generic {indexing_maps = [#map4, #map5], "
        'iterator_types = ["parallel", "parallel"]} ins(%%wf : %s) '
        "outs(%%wt_empty : %s) {\n    ^bb0(%%in: f32, %%out: f32):\n"
        "      linalg.yield %%in : f32\n    } -> %s"
        % (t(CLASSES, C2 * 16), t(C2 * 16, CLASSES), t(C2 * 16, CLASSES)),
        "    %%fc_empty = tensor.empty() : %s" % t(n, CLASSES),
        "    %%fc_fill = linalg.fill ins(%%zero : f32) outs(%%fc_empty : %s) -> "
        "%s" % (t(n, CLASSES), t(n, CLASSES)),
        "    %%fc = linalg.matmul ins(%%flat, %%wt : %s, %s) outs(%%fc_fill : %s)"
        " -> %s" % (t(n, C2 * 16), t(C2 * 16, CLASSES), t(n, CLASSES),
                    t(n, CLASSES)),
        "    %%logits = linalg.generic {indexing_maps = [#map4, #map6, #map4], "
        'iterator_types = ["parallel", "parallel"]} ins(%%fc, %%bf : %s, %s) '
        "outs(%%fc_empty : %s) {\n    ^bb0(%%in: f32, %%in_1: f32, %%out: f32):\n"
        "      %%s = arith.addf %%in, %%in_1 : f32\n      linalg.yield %%s : f32\n"
        "    } -> %s" % (t(n, CLASSES), t(CLASSES), t(n, CLASSES),
                         t(n, CLASSES)),
        "    return %%logits : %s" % t(n, CLASSES),
        "  }"]
    return "\n".join(lines)


def write(model, images, labels, training, test, accuracy):
    n = BATCH
    x = "tensor<%dx1x8x8xf32>" % n
    y = "tensor<%dx%dxf32>" % (n, CLASSES)
    out = [
        "// Generated by examples/digits/train.py: a CNN trained with numpy on",
        "// scikit-learn's handwritten digits (float top-1 on the %d held-out"
        % HELD_OUT,
        "// images: %.2f%%), in torch-mlir's linalg forms (NCHW, tensor.pad,"
        % (100 * accuracy),
        "// batch norm as a 5-input generic behind cf.assert, ReLU as",
        "// cmpf + select, flatten, linear as transposing generic + matmul).",
        "#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>",
        "#map1 = affine_map<(d0, d1, d2, d3) -> (d1)>",
        "#map4 = affine_map<(d0, d1) -> (d0, d1)>",
        "#map5 = affine_map<(d0, d1) -> (d1, d0)>",
        "#map6 = affine_map<(d0, d1) -> (d1)>",
        'module attributes {torch.debug_module_name = "DigitsNet"} {',
        forward_text(model.p, model.running),
        "  func.func private @printMemrefF32(memref<*xf32>)",
        "  // Calibration: %d batches of training images." % CALIBRATION,
        "  func.func @calibrate() {"]
    for i in range(CALIBRATION):
        batch = images[training[i * n:(i + 1) * n]]
        out += ["    %%x%d = arith.constant dense<%s> : %s"
                % (i, hex_literal(batch), x),
                "    %%y%d = call @forward(%%x%d) : (%s) -> %s" % (i, i, x, y)]
    out += ["    return", "  }",
            "  // Evaluation: the %d held-out images, logits printed batch by "
            "batch." % HELD_OUT,
            "  func.func @main() {"]
    for i in range(HELD_OUT // n):
        batch = images[test[i * n:(i + 1) * n]]
        out += ["    %%x%d = arith.constant dense<%s> : %s"
                % (i, hex_literal(batch), x),
                "    %%y%d = call @forward(%%x%d) : (%s) -> %s" % (i, i, x, y),
                "    %%b%d = bufferization.to_buffer %%y%d : %s to memref<%dx%dxf32>"
                % (i, i, y, n, CLASSES),
                "    %%u%d = memref.cast %%b%d : memref<%dx%dxf32> to memref<*xf32>"
                % (i, i, n, CLASSES),
                "    call @printMemrefF32(%%u%d) : (memref<*xf32>) -> ()" % i]
    out += ["    return", "  }", "}", ""]
    with open(os.path.join(HERE, "digits-float.mlir"), "w") as f:
        f.write("\n".join(out))
    with open(os.path.join(HERE, "digits-labels.txt"), "w") as f:
        f.write(" ".join(str(int(v)) for v in labels[test]) + "\n")


if __name__ == "__main__":
    model, images, labels, training, test, accuracy = train()
    print("float top-1 on %d held-out images (numpy, float64): %.2f%%"
          % (HELD_OUT, 100 * accuracy))
    write(model, images, labels, training, test, accuracy)
