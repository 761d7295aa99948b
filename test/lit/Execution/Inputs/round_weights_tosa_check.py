"""Checks round-weights-tosa.mlir independently of QuantKit, as
round_weights_check.py checks the linalg kernels: numpy computes the second
moments of every TOSA kernel's weight inputs from the test file's
calibration inputs, with each op's own padding, stride and dilation, and
compares them with the records; then it rounds the weights by its own
Optimal Brain Quantization and compares the codes with the int8 constants
of the quantized program.

    round_weights_tosa_check.py TEST.mlir HESSIAN_RECORDS QUANTIZED.mlir

Columns: depthwise [KH, KW, C, 1] a group per channel, columns (kh, kw);
conv2d [F, KH, KW, C] columns (kh, kw, c); matmul [1, K, N] columns k.
"""
import sys

import numpy as np

from gptq_reference import constant, records, report, windows


source = open(sys.argv[1]).read()
recorded = records(open(sys.argv[2]).read())
quantized = open(sys.argv[3]).read()
xs = [constant(source, "%x0"), constant(source, "%x1")]
vs = [constant(source, "%v0"), constant(source, "%v1")]

# Depthwise: 3x3, pad (1, 0, 1, 0), stride 2 -> 3x3; a group per channel.
dwin = np.concatenate([windows(x, (3, 3), (1, 0, 1, 0), (2, 2), (1, 1),
                               (3, 3)) for x in xs])
per_channel = dwin.transpose(3, 0, 1, 2).reshape(3, dwin.shape[0], 9)
depthwise = np.einsum("gpi,gpj->gij", per_channel, per_channel)
# conv2d: 2x2, pad (0, 1, 0, 1), dilation 2 -> 5x5; columns (kh, kw, c).
cwin = np.concatenate([windows(x, (2, 2), (0, 1, 0, 1), (1, 1), (2, 2),
                               (5, 5)) for x in xs])
patches = cwin.reshape(cwin.shape[0], -1)
conv = (patches.T @ patches)[None]
# matmul: the rows of a [1, 3, 6] times [1, 6, 2].
rows = np.concatenate([v[0].astype(np.float64) for v in vs])
matmul = (rows.T @ rows)[None]

dw = constant(source, "%dw")[..., 0]                     # [KH, KW, C]
cw = constant(source, "%cw")                             # [F, KH, KW, C]
mw = constant(source, "%mw")[0]                          # [K, N]
kernels = [
    ("model.depthwise_conv2d.0", depthwise, per_channel.shape[1],
     [dw[:, :, c].reshape(-1) for c in range(3)], [0, 1, 2], (3, 3, 3),
     lambda codes: np.stack(codes, axis=-1).reshape(3, 3, 3)),
    ("model.conv2d.1", conv, patches.shape[0],
     [cw[f].reshape(-1) for f in range(4)], [0] * 4, (4, 2, 2, 3),
     lambda codes: np.stack(codes).reshape(4, 2, 2, 3)),
    ("model.matmul.2", matmul, rows.shape[0],
     [mw[:, n] for n in range(2)], [0, 0], (1, 6, 2),
     lambda codes: np.stack(codes, axis=-1)[None]),
]
report(recorded, quantized, kernels)
