#!/usr/bin/env python3
"""Side-by-side timing of quantkit-cpu option sets on the netbench networks.

    /usr/bin/python3 examples/netbench/compare_options.py BUILD_DIR \\
        NAME=OPTIONS NAME=OPTIONS ... [--nets mobilenet_v2,resnet18]
        [--threads 1] [--runs 11] [--work DIR]

e.g. `fused=fuse-epilogues=true unfused=fuse-epilogues=false`. Each NAME
gets a library built from the same quantized network that run.py left in
BUILD_DIR/netbench (`run.py BUILD_DIR` first), lowered with
`quantkit-to-int,quantkit-cpu{OPTIONS}` (options separated by commas or
spaces). The script requires every library of a network to give the same
output bytes on the timing input, then times them and ONNX Runtime's int8
s8 model (where run.py made one) interleaved run by run in one worker
process of run.py, and prints the median and minimum ms per call.
"""
import argparse
import json
import os
import subprocess
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import run  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("build")
    parser.add_argument("variants", nargs="+", metavar="NAME=OPTIONS")
    parser.add_argument("--nets", default="mobilenet_v2,resnet18")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--min-time", type=float, default=0.5)
    parser.add_argument("--work", default=None,
                        help="where the libraries go (default "
                             "BUILD_DIR/netbench/compare)")
    args = parser.parse_args()
    source_dir = os.path.join(args.build, "netbench")
    work = args.work or os.path.join(source_dir, "compare")
    os.makedirs(work, exist_ok=True)
    options = {}
    for variant in args.variants:
        name, sep, value = variant.partition("=")
        if not sep or not name:
            parser.error("variant %r: expected NAME=OPTIONS" % variant)
        options[name] = value.replace(",", " ")
    timing_input = os.path.join(source_dir, "time-input.npy")
    if not os.path.exists(timing_input):
        parser.error("no %s: run run.py %s first" % (timing_input, args.build))
    compiler = run.Compiler(args.build, work, "jit-object")
    x = np.load(timing_input)
    variants = []
    for net in args.nets.split(","):
        source = os.path.join(source_dir, net + ".quantized.mlir")
        if not os.path.exists(source):
            parser.error("no %s: run run.py %s --nets %s first"
                         % (source, args.build, net))
        outputs = {}
        for name, value in options.items():
            stem = os.path.join(work, "%s.%s" % (net, name))
            with run.Step("%s %s: quantkit-cpu{%s}" % (net, name, value)):
                path = compiler.shared_library(
                    source, "quantkit-to-int,quantkit-cpu{%s}" % value, stem)
            variant = dict(key="%s/%s" % (net, name), kind="quantkit",
                           path=path, input_shape=list(x.shape),
                           output_shape=[1, 1000])
            outputs[name] = np.array(run.load_variant(variant, 1)(x))
            variants.append(variant)
        first = next(iter(outputs))
        for name, output in outputs.items():
            if output.tobytes() != outputs[first].tobytes():
                sys.exit("compare_options: %s: %s and %s give different "
                         "outputs" % (net, first, name))
        ort = os.path.join(source_dir, net + ".ort-qint8.onnx")
        if run.ort_available() and os.path.exists(ort):
            variants.append(dict(key="%s/ORT int8 s8" % net, kind="ort",
                                 path=ort, input_shape=list(x.shape),
                                 output_shape=[1, 1000]))
    spec_path = os.path.join(work, "spec.json")
    with open(spec_path, "w") as f:
        json.dump(dict(threads=args.threads, input=timing_input,
                       variants=variants, runs=args.runs,
                       min_time=args.min_time), f)
    env = dict(os.environ, OMP_NUM_THREADS=str(args.threads))
    result = subprocess.run([sys.executable, os.path.join(HERE, "run.py"),
                             "--worker", spec_path], env=env, check=True,
                            capture_output=True, text=True)
    times = json.loads(result.stdout.strip().splitlines()[-1])
    print("%s, %d thread(s), outputs identical across option sets"
          % (run.cpu_name(), args.threads))
    for key, values in times.items():
        print("%-34s median %7.2f ms   min %7.2f ms"
              % (key, np.median(values), min(values)))


if __name__ == "__main__":
    main()
