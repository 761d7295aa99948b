"""Shared by round_weights_check.py and round_weights_tosa_check.py: what
an independent check of quantkit-round-weights needs, written without
QuantKit. The records quantkit-debug-layers{measure=hessian} prints, summed
per key; test constants; the input windows a convolution's weights multiply; Optimal Brain Quantization (the documented GPTQ, with the moments
of the columns left inverted afresh at each step); nearest rounding; the
int8 constants of a quantized program; and a report of both against what
numpy computed.
"""
import math
import re

import numpy as np

DAMP = 0.1


def constant(text, name):
    """A `tosa.const` or `arith.constant` named `name`, as float32."""
    m = re.search(r"%s = (?:\"tosa\.const\"\(\) <\{values = |arith\.constant )"
                  r"dense<(.*?)> : tensor<([0-9x]+)xf32>" % re.escape(name),
                  text)
    shape = [int(d) for d in m.group(2).split("x")]
    return np.array(eval(m.group(1)), dtype=np.float32).reshape(shape)


def record_value(text):
    """A printed value: `MpE` is M * 2^E exactly; a decimal as written."""
    if "p" in text:
        mantissa, exponent = text.split("p")
        return math.ldexp(int(mantissa), int(exponent))
    return float(text)


def records(text):
    """key -> (N, G, K, [G, K, K] moments), summed over the calls."""
    out = {}
    for m in re.finditer(r"quantkit-hessian (\S+) .*? :\s*([^\n]*)", text):
        values = [record_value(v.strip()) for v in m.group(2).split(",")]
        n, g, k = (int(v) for v in values[:3])
        tri = np.array(values[3:]).reshape(g, -1)
        full = np.zeros((g, k, k))
        iu = np.triu_indices(k)
        for i in range(g):
            full[i][iu] = tri[i]
            full[i] = full[i] + np.triu(full[i], 1).T
        if m.group(1) in out:
            n0, _, _, f0 = out[m.group(1)]
            n, full = n + n0, full + f0
        out[m.group(1)] = (n, g, k, full)
    return out


def round_away(v):
    return np.sign(v) * np.floor(np.abs(v) + 0.5)


def obq(w, h, scale):
    """Codes of row `w` by Optimal Brain Quantization on moments `h`."""
    w = w.astype(np.float64).copy()
    h = h.copy()
    d = np.diag(h).copy()
    d[d == 0] = 1.0
    h[np.diag_indices_from(h)] = d + DAMP * d.mean()
    order = sorted(range(len(w)), key=lambda i: -d[i])  # stable
    codes = np.zeros(len(w), dtype=np.int64)
    for step, i in enumerate(order):
        left = order[step:]
        hinv = np.linalg.inv(h[np.ix_(left, left)])
        q = np.clip(round_away(w[i] / scale), -127, 127)
        codes[i] = q
        error = (w[i] - q * scale) / hinv[0, 0]
        w[left[1:]] -= error * hinv[0, 1:]
    return codes


def nearest(w, scale):
    return np.clip(round_away(w.astype(np.float64) / scale), -127, 127)


def int8_constant(text, shape):
    m = re.search(r"arith\.constant dense<([^>]*)> : tensor<%sxi8>"
                  % "x".join(map(str, shape)), text)
    return np.array(eval(m.group(1)), dtype=np.int64).reshape(shape)


def windows(x, kernel, pad, stride, dilation, out):
    """[N*OH*OW, KH, KW, C]: the input pixels each output pixel's kernel
    window multiplies, zeros where TOSA pads (pad = top, bottom, left,
    right)."""
    p = np.pad(x.astype(np.float64),
               ((0, 0), (pad[0], pad[1]), (pad[2], pad[3]), (0, 0)))
    rows = []
    for n in range(x.shape[0]):
        for oh in range(out[0]):
            for ow in range(out[1]):
                rows.append(np.stack([
                    np.stack([p[n, oh * stride[0] + kh * dilation[0],
                                ow * stride[1] + kw * dilation[1], :]
                              for kw in range(kernel[1])])
                    for kh in range(kernel[0])]))
    return np.array(rows)


def report(recorded, quantized, kernels):
    """For each kernel (key, numpy moments [G, K, K], input count, weight
    rows, each row's group, the int8 constant's shape, and the function that
    lays a list of row codes out as that constant), the records against
    numpy's moments and the program's codes against numpy's GPTQ."""
    for key, moments, count, weight_rows, groups, shape, layout in kernels:
        n, g, k, got = recorded[key]
        scale = np.max(np.abs(moments))
        print("%s: N %d (numpy %d), %d groups of %d columns, moments max "
              "relative difference %.1e" % (
                  key, n, count, g, k,
                  np.max(np.abs(got - moments)) / scale))
        codes = [obq(w, moments[grp], np.max(np.abs(w)) / 127.0)
                 for w, grp in zip(weight_rows, groups)]
        plain = [nearest(w, np.max(np.abs(w)) / 127.0) for w in weight_rows]
        expected = layout(codes)
        actual = int8_constant(quantized, shape)
        moved = int(np.sum(layout(codes) != layout(plain)))
        print("%s: %d of %d codes as numpy's GPTQ; %d off the nearest" % (
            key, int(np.sum(expected == actual)), expected.size, moved))
