#!/usr/bin/env python3
"""Top-1 and logit SQNR of trained networks per calibration method, with and
without bias correction (issue 16, deliverable 5):

    measure.py [--build BUILD] [--methods minmax,mse,...]
               [--weights nearest,gptq] [--work DIR]
               DIR/NAME-float.mlir ...

Each model is what train.py wrote (@forward, @calibrate over training
images, @main over the held-out images; labels in NAME-labels.txt beside
it). The float model runs once and is calibrated once, with histogram
records (`quantkit-lower-stats-ref{histogram-bins=2048}`: minmax and
moving-average read their ranges from the same records); then every method,
with weights rounded to the nearest and by GPTQ, each alone and with bias
correction, goes through realnet.py's steps (apply-stats,
[quantkit-debug-layers{measure=hessian} on @calibrate],
[quantkit-debug-layers{measure=bias} on @calibrate],
quantkit-quantize{target=T [round-weights=...] [correct-bias=...]},
quantkit-to-int, quantkit-to-llvm, mlir-runner on @main). Prints one
markdown table row per network and configuration.
"""
import argparse
import os
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "test", "realnets"))
import realnet  # noqa: E402

METHODS = "minmax,moving-average,percentile,mse,entropy"


def top1(values, labels):
    predictions = values.reshape(-1, 10).argmax(1)
    return 100.0 * float((predictions == labels).mean())


def measure(args, model):
    name = os.path.basename(model)[:-len("-float.mlir")]
    labels = np.array([int(v) for v in open(
        model[:-len("-float.mlir")] + "-labels.txt").read().split()])
    work = os.path.join(args.work, name)
    os.makedirs(work, exist_ok=True)
    path = lambda suffix: os.path.join(work, name + suffix)
    text = realnet.prepare(model, 0, 0, 0)[0]
    with open(path(".mlir"), "w") as out:
        out.write(text)
    flow = realnet.Flow(args, work)

    def run(steps):
        for label, step in steps:
            ok, err = step()
            if not ok:
                raise SystemExit("== %s: %s: FAILED: %s"
                                 % (name, label, realnet.first_error(err)))

    start = time.monotonic()
    run([("float lower", lambda: flow.opt_step(
            "float lower", path(".mlir"), "quantkit-to-llvm",
            path(".float.ll.mlir"))),
         ("float run", lambda: flow.runner(
             "float run", path(".float.ll.mlir"), "main",
             path(".float.out")))])
    reference = realnet.logits(open(path(".float.out")).read())
    run(realnet.calibration_steps(flow, path, path(".mlir"), args.target,
                                  2048))
    print("| %s | float | %.2f%% | | %.0f s |" % (
        name, top1(reference, labels), time.monotonic() - start), flush=True)
    for method in args.methods.split(","):
        for weights in args.weights.split(","):
            for bias in (False, True):
                start = time.monotonic()
                gptq = weights == "gptq"
                tag = "." + method + ("-gptq" if gptq else "") + \
                    ("-bc" if bias else "")
                options = "" if method == "minmax" else " method=" + method
                run(realnet.quantization_steps(flow, path, args.target,
                                               options, bias, tag,
                                               round_weights=gptq))
                quantized = realnet.logits(
                    open(path(tag + ".int8.out")).read())
                print("| %s | %s%s%s | %.2f%% | %.2f dB | %.0f s |" % (
                    name, method, " + GPTQ" if gptq else "",
                    " + bias correction" if bias else "",
                    top1(quantized, labels),
                    realnet.sqnr(reference, quantized),
                    time.monotonic() - start), flush=True)

def main():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("models", nargs="+")
    parser.add_argument("--build", default=os.path.join(HERE, "..", "..",
                                                        "build"))
    parser.add_argument("--opt")
    parser.add_argument("--target", default="tflite-int8")
    parser.add_argument("--methods", default=METHODS)
    parser.add_argument("--weights", default="nearest,gptq",
                        help="weight rounding: nearest (each weight to its "
                        "nearest grid point) and/or gptq "
                        "(quantkit-round-weights on hessian records of "
                        "@calibrate)")
    parser.add_argument("--work", help="keep the intermediate files here")
    args = parser.parse_args()
    args.work = args.work or tempfile.mkdtemp(prefix="torchvision-")
    print("| network | calibration | top-1 | SQNR of the logits | time |")
    print("|---|---|---|---|---|")
    for model in args.models:
        if not model.endswith("-float.mlir"):
            parser.error("%s: expected NAME-float.mlir from train.py" % model)
        measure(args, model)
    return 0


if __name__ == "__main__":
    sys.exit(main())
