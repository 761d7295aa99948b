#!/usr/bin/env bash
# Compile-time benchmark (issue 6): quantkit-quantize and quantkit-to-int on
# generated models of growing size, against baselines measured side by side
# in the same run, single-threaded (--mlir-disable-threading) and pinned to
# one core (taskset -c CORE, default 0).
#
#   examples/bench-compile/run.sh [BUILD_DIR] [LAYERS...]
#
# For each size: generate.py writes the calibrated float model; each
# pipeline's pass time (--mlir-timing: Total minus Parser, Output and Rest,
# i.e. without reading, printing and plugin loading) is the best of 5 runs.
# Baselines: one canonicalize of the same module (the float module for
# quantkit-quantize, the quantized module for quantkit-to-int), and parsing
# plus printing the same module (the Parser and Output rows of a run with an
# empty pipeline).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build=${1:-"$here/../../build"}
shift || true
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10 100 1000)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$here" "$build" "$work" "${CORE:-0}" "${sizes[@]}" <<'PY'
import re
import subprocess
import sys

here, build, work, core = sys.argv[1:5]
sizes = [int(s) for s in sys.argv[5:]]
plugin = build + "/lib/QuantKitPlugin.so"
opt = ["taskset", "-c", core, "/usr/lib/llvm-22/bin/mlir-opt",
       "--load-dialect-plugin=" + plugin, "--load-pass-plugin=" + plugin,
       "--mlir-disable-threading", "--mlir-timing",
       "--mlir-timing-display=list"]


REPEATS = 5


def timing(module, pipeline, output="/dev/null"):
    """Wall times of the rows of --mlir-timing, best of REPEATS per row."""
    best = {}
    for _ in range(REPEATS):
        run = subprocess.run(opt + [module, "-o", output,
                                    "--pass-pipeline=" + pipeline],
                             capture_output=True, text=True)
        if run.returncode:
            sys.exit("mlir-opt failed on %s:\n%s" % (module, run.stderr))
        rows = {}
        for line in run.stderr.splitlines():
            m = re.match(r"\s+([0-9.]+) \(\s*[0-9.]+%\)\s+(.+)$", line)
            if m:
                rows[m.group(2)] = rows.get(m.group(2), 0.0) + float(m.group(1))
        passes = rows["Total"] - rows.get("Parser", 0) - rows.get("Output", 0) \
            - rows.get("Rest", 0)
        rows["passes"] = passes
        for key, value in rows.items():
            best[key] = min(best.get(key, value), value)
    return best


print("%6s %6s %11s %9s %9s %8s %8s %11s %9s %9s %9s %9s" % (
    "layers", "MB", "parse+print", "canon", "quantize", "q/canon",
    "q/parse", "parse+print", "canon", "to-int", "i/canon", "i/parse"))
print("%6s %6s %11s %9s %9s %8s %8s %11s %9s %9s %9s %9s" % (
    "", "", "(float)", "(float)", "", "", "", "(quantized)", "(quant.)",
    "", "", ""))
results = {}
for n in sizes:
    model = "%s/m%d.mlir" % (work, n)
    quantized = "%s/q%d.mlir" % (work, n)
    with open(model, "w") as f:
        subprocess.run(["python3", here + "/generate.py", str(n)], stdout=f,
                       check=True)
    size = len(open(model).read()) / 1e6
    empty = timing(model, "builtin.module()")
    parse_print = empty["Parser"] + empty["Output"]
    canon_f = timing(model, "builtin.module(canonicalize)")["passes"]
    quantize = timing(model,
                      "builtin.module(quantkit-quantize{target=tflite-int8})",
                      quantized)["passes"]
    empty_q = timing(quantized, "builtin.module()")
    parse_print_q = empty_q["Parser"] + empty_q["Output"]
    canon_q = timing(quantized, "builtin.module(canonicalize)")["passes"]
    to_int = timing(quantized, "builtin.module(quantkit-to-int)")["passes"]
    results[n] = (quantize, to_int)
    print("%6d %6.2f %11.4f %9.4f %9.4f %8.2f %8.2f %11.4f %9.4f %9.4f %9.2f "
          "%9.2f" % (n, size, parse_print, canon_f, quantize,
                     quantize / canon_f, quantize / parse_print, parse_print_q,
                     canon_q, to_int, to_int / canon_q,
                     to_int / parse_print_q))
for a, b in zip(sizes, sizes[1:]):
    print("growth %d -> %d layers (%.0fx): quantkit-quantize %.2fx, "
          "quantkit-to-int %.2fx" % (a, b, b / a, results[b][0] / results[a][0],
                                     results[b][1] / results[a][1]))
PY
