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
import sys

import numpy as np

from gptq_reference import constant, records, report, windows


source = open(sys.argv[1]).read()
recorded = records(open(sys.argv[2]).read())
quantized = open(sys.argv[3]).read()
xs = [constant(source, "%x0"), constant(source, "%x1")]
vs = [constant(source, "%v0"), constant(source, "%v1")]

# NCHW inputs as NHWC for windows().
nhwc = [x.transpose(0, 2, 3, 1) for x in xs]
# Depthwise: 3x3, stride 2, padding 1 -> 3x3; a group per channel.
dwin = np.concatenate([windows(x, (3, 3), (1, 1, 1, 1), (2, 2), (1, 1),
                               (3, 3)) for x in nhwc])
per_channel = dwin.transpose(3, 0, 1, 2).reshape(3, dwin.shape[0], 9)
depthwise = np.einsum("gpi,gpj->gij", per_channel, per_channel)
# conv2d: 2x2, stride 1 -> 5x5; columns (kh, kw, c).
patches = np.concatenate([windows(x, (2, 2), (0, 0, 0, 0), (1, 1), (1, 1),
                                  (5, 5)) for x in nhwc])
patches = patches.reshape(patches.shape[0], -1)
conv = (patches.T @ patches)[None]
rows = np.concatenate([v.astype(np.float64) for v in vs])
matmul = (rows.T @ rows)[None]

dw = constant(source, "%dw").transpose(1, 2, 0)          # [KH, KW, C]
cw = constant(source, "%cw").transpose(0, 2, 3, 1)       # [F, KH, KW, C]
mw = constant(source, "%mw")                             # [K, N]
kernels = [
    ("model.depthwise_conv2d.0", depthwise, per_channel.shape[1],
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
