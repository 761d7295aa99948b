#!/usr/bin/env python3
"""Compares the tensors two mlir-runner runs printed (printMemrefF32).

    compare.py [--label TEXT] [--max-relative BOUND] REFERENCE OTHER

Prints the number of outputs, the maximum and mean of |reference - other|,
and the maximum relative to the reference's output range (max - min). With
--max-relative, exits with status 1 where that ratio is above BOUND (e.g.
0.05 for 5% of the output range). Both runs must print the same number of
values; calibration records and other lines outside the printed tensors are
ignored.
"""
import argparse
import re
import sys

NUMBER = re.compile(r"-?(?:nan|inf|\d+(?:\.\d+)?(?:e[-+]?\d+)?)")


def values(path):
    found = []
    for block in open(path).read().split("Unranked Memref")[1:]:
        data = block.split("data =", 1)[1]
        # The tensor ends where the next non-data line begins.
        lines = []
        for line in data.splitlines():
            if line.strip() and not line.lstrip().startswith(("[", "]")) \
                    and lines:
                break
            lines.append(line)
        found += [float(v) for v in NUMBER.findall("\n".join(lines))]
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--label", default="agreement")
    parser.add_argument("--max-relative", type=float)
    parser.add_argument("reference")
    parser.add_argument("other")
    args = parser.parse_args()
    reference, other = values(args.reference), values(args.other)
    if not reference or len(reference) != len(other):
        print("== %s: cannot compare: %d against %d values"
              % (args.label, len(reference), len(other)))
        return 1
    errors = [abs(a - b) for a, b in zip(reference, other)]
    spread = max(reference) - min(reference)
    relative = max(errors) / spread if spread > 0 else float("inf")
    print("== %s over %d outputs: max |float - int8| = %.4f (%.2f%% of the "
          "output range %.4f), mean = %.4f"
          % (args.label, len(errors), max(errors), 100 * relative, spread,
             sum(errors) / len(errors)))
    if args.max_relative is not None and not relative <= args.max_relative:
        print("== %s: above the bound of %.2f%% of the output range"
              % (args.label, 100 * args.max_relative))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
