"""Checks debug-layers.mlir's records independently: the float model
(x @ w, flattened and doubled) computed by numpy from the constants of the test file, the
quantized values the program returned (printed by @main), and their SQNR
and max error against the last kernel's accumulated record (summed over the
two calls by debuglayers.py's JSON).

    debug_layers_check.py TEST.mlir RUN_OUTPUT LAYERS.json
"""
import json
import math
import re
import sys

import numpy as np


def constant(text, name):
    m = re.search(r"%s = arith\.constant dense<(.*?)> : tensor<([0-9x]+)xf32>"
                  % re.escape(name), text)
    shape = [int(d) for d in m.group(2).split("x")]
    return np.array(eval(m.group(1)), dtype=np.float32).reshape(shape)


source = open(sys.argv[1]).read()
w = constant(source, "%w").astype(np.float64)
inputs = [constant(source, "%x0"), constant(source, "%x1")]
reference = np.concatenate([2 * (x.astype(np.float64) @ w).reshape(-1)
                            for x in inputs])
printed = open(sys.argv[2]).read().split("Unranked Memref")[1:]
returned = np.concatenate([
    np.array([float(v) for v in re.findall(
        r"-?[0-9.]+(?:e[-+]?[0-9]+)?", block.split("data =")[1])])
    for block in printed])
noise = float(np.sum((returned - reference) ** 2))
db = 10 * math.log10(float(np.sum(reference ** 2)) / noise)
worst = float(np.max(np.abs(returned - reference)))
last = json.load(open(sys.argv[3]))[-1]["accumulated"]
print("returned values: SQNR %.3f dB, max error %.5f; record: %.3f dB, %.5f"
      % (db, worst, last["sqnr_db"], last["max_error"]))
# The program prints 6 significant digits and computes its float copy in
# f32: agreement to 0.05 dB and 1e-4.
same = abs(db - last["sqnr_db"]) < 0.05 and abs(worst - last["max_error"]) < 1e-4
print("last kernel accumulated SQNR equals the returned values' SQNR: %s"
      % same)
