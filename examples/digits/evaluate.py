#!/usr/bin/env python3
"""Top-1 accuracy of the digits example from what @main printed.

    evaluate.py [--labels digits-labels.txt] [--within POINTS] FLOAT.out [INT8.out]

Each OUT file is mlir-runner's output of digits-float.mlir's @main (the
float model) or of its quantized form: the logits of the held-out images,
printed batch by batch by printMemrefF32. Prints the top-1 accuracy of each
and, given both, the difference and the share of images whose prediction
changed. --min-float fails (status 1) when the float accuracy is below a
bound (percent); --within fails when the int8 accuracy is more than POINTS
percentage points below the float one.
"""
import argparse
import os
import re
import sys

import numpy as np

CLASSES = 10
NUMBER = re.compile(r"-?(?:nan|inf|\d+(?:\.\d+)?(?:e[-+]?\d+)?)")


def logits(path):
    values = []
    for block in open(path).read().split("Unranked Memref")[1:]:
        values += [float(v) for v in NUMBER.findall(block.split("data =", 1)[1])]
    return np.array(values).reshape(-1, CLASSES)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--labels", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "digits-labels.txt"))
    parser.add_argument("--min-float", type=float)
    parser.add_argument("--within", type=float)
    parser.add_argument("float_out")
    parser.add_argument("int8_out", nargs="?")
    args = parser.parse_args()
    labels = np.array([int(v) for v in open(args.labels).read().split()])
    status = 0
    reference = logits(args.float_out)
    if len(reference) != len(labels):
        print("== float run: %d images printed, %d labels"
              % (len(reference), len(labels)))
        return 1
    accuracy = 100 * float((reference.argmax(1) == labels).mean())
    print("== float top-1: %.2f%% of %d held-out images"
          % (accuracy, len(labels)))
    if args.min_float is not None and accuracy < args.min_float:
        print("== float top-1 below %.2f%%" % args.min_float)
        status = 1
    if args.int8_out:
        quantized = logits(args.int8_out)
        if len(quantized) != len(labels):
            print("== int8 run: %d images printed, %d labels"
                  % (len(quantized), len(labels)))
            return 1
        int8 = 100 * float((quantized.argmax(1) == labels).mean())
        changed = 100 * float((quantized.argmax(1) != reference.argmax(1)).mean())
        print("== int8 top-1: %.2f%% (%+.2f points against float; %.2f%% of "
              "predictions changed)" % (int8, int8 - accuracy, changed))
        if args.within is not None and int8 < accuracy - args.within:
            print("== int8 top-1 more than %.2f points below float"
                  % args.within)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
