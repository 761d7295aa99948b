#!/usr/bin/env python3
"""Int8 TFLite models at batch 1, 224x224: QuantKit on their TOSA (Arm's
TFLite-to-TOSA converter) against TFLite's own interpreter, and against
the same TOSA lowered without quantkit-import-tosa.

    PY=/tmp/tf/bin/python   # tensorflow-cpu and tosa-converter-for-tflite
    $PY examples/tflitebench/run.py BUILD_DIR [--nets mobilenet_v2,...]
        [--threads 1,2] [--runs 7] [--min-time 0.2] [--size 224] [--work DIR]
        [--io int8|int16]

For each network it
1. makes the int8 model (test/realnets/tflite/tflitenets.py: a Keras
   application with seeded random weights, 10 classes, TFLite's
   full-integer quantization; MobileNetV2 at width 1.0; with `--io int16`
   TFLite's 16x8 mode, int16 activations and int8 weights, which XNNPACK
   does not run: TFLite then uses its own int16 kernels) and converts it
   with `tosa-converter-for-tflite --text`;
2. compiles the TOSA twice into shared libraries, as examples/netbench does
   (mlir-runner -O3 for the host CPU, `c++ -shared`, called through ctypes):
   "QuantKit" = quantkit-import-tosa,quantkit-to-int,quantkit-cpu, and
   "TOSA" = quantkit-cpu alone, which lowers the TOSA ops with upstream's
   tosa-to-linalg and runs QuantKit's CPU passes on the result;
3. requires the same int8 outputs from both on one input, and says how many
   differ from TFLite's interpreter (reference kernels differ from its
   optimized ones by one in a few values);
4. times the two libraries and TFLite's interpreter (its default kernels,
   XNNPACK, with num_threads) at each thread count in a fresh worker
   process (OMP_NUM_THREADS for the libraries), variants interleaved run by
   run, the median of --runs runs, each the mean of the calls that fill
   --min-time seconds.

Not a test: nothing here runs in lit.
"""
import argparse
import json
import os
import subprocess
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "examples", "netbench"))
sys.path.insert(0, os.path.join(ROOT, "test", "realnets", "tflite"))
import run as netbench  # noqa: E402
import tflitenets  # noqa: E402

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

PIPELINES = {
    "QuantKit": "quantkit-import-tosa,quantkit-to-int,quantkit-cpu",
    "TOSA": "quantkit-cpu",
}


def as_library_source(tosa_path, out_path):
    """The converter's @main as @forward with a C interface, and an empty
    @main for mlir-runner's object-file dump."""
    with open(tosa_path) as f:
        text = f.read().replace("func.func @main(", "func.func @forward(", 1)
    text = netbench.with_c_interface(text).rstrip()
    assert text.endswith("}")
    text = text[:-1] + "  func.func @main() {\n    return\n  }\n}\n"
    with open(out_path, "w") as f:
        f.write(text)


class TfliteModel:
    def __init__(self, path, threads):
        import tensorflow as tf
        self.interpreter = tf.lite.Interpreter(model_path=path,
                                               num_threads=threads)
        self.interpreter.allocate_tensors()
        self.input = self.interpreter.get_input_details()[0]
        self.output = self.interpreter.get_output_details()[0]

    def set_input(self, x):
        self.interpreter.set_tensor(self.input["index"],
                                    x.astype(self.input["dtype"]))

    def time_call(self):
        self.interpreter.invoke()

    def __call__(self, x=None):
        if x is not None:
            self.set_input(x)
        self.interpreter.invoke()
        return self.interpreter.get_tensor(self.output["index"])


def load(variant, threads):
    if variant["kind"] == "tflite":
        return TfliteModel(variant["path"], threads)
    return netbench.CompiledModel(variant["path"], variant["input_shape"],
                                  variant["output_shape"], variant["dtype"])


def prepare(name, args, compiler, work):
    stem = os.path.join(work, name + tflitenets.SUFFIX[args.io])
    with netbench.Step("%s: Keras -> %s TFLite" % (name, args.io)):
        tflitenets.convert(name, args.io, stem + ".tflite", args.size, 1.0)
    with netbench.Step("%s: tosa-converter-for-tflite" % name):
        netbench.run(["tosa-converter-for-tflite", stem + ".tflite", "--text",
                      "-o", stem + ".tosa.mlir"])
    as_library_source(stem + ".tosa.mlir", stem + ".forward.mlir")
    tflite = TfliteModel(stem + ".tflite", 1)
    shapes = dict(input_shape=[int(d) for d in tflite.input["shape"]],
                  output_shape=[int(d) for d in tflite.output["shape"]],
                  dtype=np.dtype(tflite.input["dtype"]).name)
    variants = []
    for label, pipeline in PIPELINES.items():
        with netbench.Step("%s: %s -> .so" % (name, pipeline)):
            path = compiler.shared_library(stem + ".forward.mlir", pipeline,
                                           "%s.%s" % (stem, label.lower()))
        variants.append(dict(key=label, kind="quantkit", path=path, **shapes))
    variants.append(dict(key="TFLite", kind="tflite", path=stem + ".tflite"))
    return variants, shapes, tflite


def check(name, variants, shapes, tflite, seed):
    info = np.iinfo(shapes["dtype"])
    x = np.random.default_rng(seed).integers(
        info.min, info.max + 1, shapes["input_shape"], dtype=shapes["dtype"])
    outputs = {v["key"]: load(v, 1)(x) for v in variants
               if v["kind"] == "quantkit"}
    if not np.array_equal(outputs["QuantKit"], outputs["TOSA"]):
        raise SystemExit("tflitebench: %s: QuantKit and TOSA outputs differ"
                         % name)
    reference = tflite(x)
    differ = int(np.count_nonzero(reference != outputs["QuantKit"]))
    return x, "%s: QuantKit = TOSA on all %d outputs; %d differ from " \
        "TFLite's (max |difference| %d)" % (
            name, reference.size, differ,
            int(np.abs(reference.astype(int) -
                       outputs["QuantKit"].astype(int)).max()))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("build", nargs="?")
    parser.add_argument("--nets", default="mobilenet_v2,mobilenet_v3_small,"
                        "efficientnet_b0,resnet50")
    parser.add_argument("--threads", default="1,2")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--min-time", type=float, default=0.2)
    parser.add_argument("--size", type=int, default=224)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--io", choices=["int8", "int16"], default="int8")
    parser.add_argument("--work")
    parser.add_argument("--compile", choices=["jit-object", "text"],
                        default="jit-object")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        netbench.worker(args.worker, load)
        return 0
    if not args.build:
        parser.error("BUILD_DIR is required")
    work = args.work or os.path.join(args.build, "tflitebench")
    os.makedirs(work, exist_ok=True)
    compiler = netbench.Compiler(args.build, work, args.compile)
    print("CPU: %s (%s)" % (netbench.cpu_name(), netbench.cpu_flags()))
    threads = [int(t) if t != "all" else os.cpu_count()
               for t in args.threads.split(",")]
    rows = []
    for name in args.nets.split(","):
        variants, shapes, tflite = prepare(name, args, compiler, work)
        x, line = check(name, variants, shapes, tflite, args.seed)
        print(line, flush=True)
        for count in threads:
            times = netbench.time_variants(variants, count, args, work, x,
                                           script=__file__)
            median = {k: float(np.median(v)) for k, v in times.items()}
            rows.append((name, count, median))
            print("%s, %d thread(s): %s" % (name, count, ", ".join(
                "%s %.2f ms" % (k, v) for k, v in median.items())),
                flush=True)
    # XNNPACK takes int8 models; TFLite runs 16x8 ones on its own kernels.
    kernels = "XNNPACK" if args.io == "int8" else "int16 kernels"
    print("\n| network | threads | QuantKit | TOSA via quantkit-cpu | TFLite "
          "(%s) | TFLite / QuantKit |" % kernels)
    print("|---|---|---|---|---|---|")
    for name, count, m in rows:
        print("| %s | %d | %.2f ms | %.2f ms | %.2f ms | %.2fx |" % (
            name, count, m["QuantKit"], m["TOSA"], m["TFLite"],
            m["TFLite"] / m["QuantKit"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
