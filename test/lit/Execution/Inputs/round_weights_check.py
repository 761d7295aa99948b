"""Checks round-weights.mlir independently of QuantKit: numpy computes the
second moments of every kernel's weight inputs from the test file's
calibration inputs and compares them with the records
quantkit-debug-layers{measure=hessian} printed; then it rounds the weights
by its own Optimal Brain Quantization (the documented GPTQ, with the
moments of the columns left inverted afresh at each step) and compares the
codes with the int8 constants of the quantized program.

    round_weights_check.py TEST.mlir HESSIAN_RECORDS QUANTIZED.mlir

The columns of a kernel are its weight's dimensions after
quantkit-normalize (channels last): depthwise [KH, KW, C] (a group per
channel, columns kh, kw), conv2d [F, KH, KW, C] (columns kh, kw, c),
matmul [K, N] (columns k).
"""
import re
import sys

import numpy as np

from gptq_reference import records, report


def constant(text, name):
    m = re.search(r"%s = arith\.constant dense<(.*?)> : tensor<([0-9x]+)xf32>"
                  % re.escape(name), text)
    shape = [int(d) for d in m.group(2).split("x")]
    return np.array(eval(m.group(1)), dtype=np.float32).reshape(shape)


def depthwise_inputs(x):
    """[C, N*OH*OW, 9]: each channel's 3x3 windows (stride 2, padding 1)."""
    p = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (1, 1), (1, 1)))
    rows = []
    for n in range(x.shape[0]):
        for oh in range(3):
            for ow in range(3):
                rows.append(p[n, :, 2 * oh:2 * oh + 3, 2 * ow:2 * ow + 3]
                            .reshape(x.shape[1], 9))
    return np.stack(rows, axis=1)


def conv_inputs(x):
    """[N*OH*OW, 12]: 2x2 windows (stride 1) as (kh, kw, c)."""
    x = x.astype(np.float64)
    rows = []
    for n in range(x.shape[0]):
        for oh in range(5):
            for ow in range(5):
                rows.append(x[n, :, oh:oh + 2, ow:ow + 2]
                            .transpose(1, 2, 0).reshape(-1))
    return np.array(rows)


source = open(sys.argv[1]).read()
recorded = records(open(sys.argv[2]).read())
quantized = open(sys.argv[3]).read()
xs = [constant(source, "%x0"), constant(source, "%x1")]
vs = [constant(source, "%v0"), constant(source, "%v1")]

# Depthwise: a group per channel.
windows = np.concatenate([depthwise_inputs(x) for x in xs], axis=1)
depthwise = np.einsum("gpi,gpj->gij", windows, windows)
# conv2d and matmul: one group.
patches = np.concatenate([conv_inputs(x) for x in xs])
conv = (patches.T @ patches)[None]
rows = np.concatenate([v.astype(np.float64) for v in vs])
matmul = (rows.T @ rows)[None]

dw = constant(source, "%dw").transpose(1, 2, 0)          # [KH, KW, C]
cw = constant(source, "%cw").transpose(0, 2, 3, 1)       # [F, KH, KW, C]
mw = constant(source, "%mw")                             # [K, N]
kernels = [
    ("model.depthwise_conv2d.0", depthwise, windows.shape[1],
     # rows: one per channel, columns (kh, kw)
     [dw[:, :, c].reshape(-1) for c in range(3)], [0, 1, 2], (3, 3, 3),
     lambda codes: np.stack(codes, axis=-1).reshape(3, 3, 3)),
    ("model.conv2d.1", conv, patches.shape[0],
     [cw[f].reshape(-1) for f in range(4)], [0] * 4, (4, 2, 2, 3),
     lambda codes: np.stack(codes).reshape(4, 2, 2, 3)),
    ("model.matmul.2", matmul, rows.shape[0],
     [mw[:, n] for n in range(2)], [0, 0], (6, 2),
     lambda codes: np.stack(codes, axis=-1)),
]
report(recorded, quantized, kernels)
