"""Compares the memrefs two JIT runs printed (printMemrefF32), output by
output, each within its own absolute tolerance.

usage: compare_outputs.py REFERENCE OTHER TOL [TOL ...]   (one TOL per output)
"""
import re
import sys

NUMBER = r"-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|-?nan|-?inf"


def outputs(path):
    text = open(path).read()
    chunks = text.split("data =")[1:]
    # Each chunk runs to the next memref header (or the end).
    return [[float(v) for v in re.findall(NUMBER, chunk.split("Unranked")[0])]
            for chunk in chunks]


def main():
    reference, other = outputs(sys.argv[1]), outputs(sys.argv[2])
    tolerances = [float(t) for t in sys.argv[3:]]
    print("outputs %d %d" % (len(reference), len(other)))
    ok = len(reference) == len(other) == len(tolerances)
    for index, (want, got, tol) in enumerate(zip(reference, other,
                                                  tolerances)):
        error = max((abs(w - g) for w, g in zip(want, got)), default=0.0)
        within = len(want) == len(got) and error <= tol
        ok &= within
        print("output %d: %d values, max |diff| %.6f, within %g: %s"
              % (index, len(got), error, tol, within))
    print("all within tolerance: %s" % ok)


if __name__ == "__main__":
    main()
