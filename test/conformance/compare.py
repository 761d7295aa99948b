#!/usr/bin/env python3
"""Compares mlir-runner output of the oracle cases with their expectations.

Single case:
  mlir-runner-22 ... CASE.mlir | compare.py CASE.expected
  compare.py CASE.expected RUNNER_OUTPUT

Whole folder written by gen_oracle_mlir.py (MANIFEST.json):
  compare.py --cases DIR --results RESULTS_DIR   (reads RESULTS_DIR/<case>.out)
  compare.py --cases DIR --run --plugin build/lib/QuantKitPlugin.so
      (lowers each case with mlir-opt and runs it with mlir-runner)

Prints "N run, N bit-exact, N skipped" style counts (plus mismatching and
failed-to-run cases) and exits non-zero unless every run case is bit-exact.
The runner prints with printMemrefI32:
  Unranked Memref base@ = 0x... rank = 2 offset = 0 sizes = [2, 3] ...
  [[41,   -12,   -9],
   [1,   -75,   -128]]

Python 3 standard library only.
"""

import argparse
import json
import os
import re
import subprocess
import sys

MEMREF_RE = re.compile(
    r"Unranked Memref base@ = \S+ rank = (\d+) offset = -?\d+ "
    r"sizes = \[([^\]]*)\] strides = \[[^\]]*\] data =")
INT_RE = re.compile(r"-?\d+")

DEFAULT_PIPELINE = "builtin.module(quantkit-to-int, quantkit-to-llvm)"
LLVM_LIB = "/usr/lib/llvm-22/lib"


def parse_expected(path):
    shape, values = None, None
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("sizes"):
                shape = [int(v) for v in line.split()[1:]]
            elif values is None:
                values = [int(v) for v in line.split()]
    if shape is None or values is None:
        raise ValueError("%s: malformed expectation" % path)
    return shape, values


def parse_runner_output(text):
    """All printed memrefs as (sizes, values)."""
    found = []
    matches = list(MEMREF_RE.finditer(text))
    for i, m in enumerate(matches):
        end = matches[i + 1].start() if i + 1 < len(matches) else len(text)
        sizes = [int(v) for v in INT_RE.findall(m.group(2))]
        values = [int(v) for v in INT_RE.findall(text[m.end():end])]
        found.append((sizes, values))
    return found


def compare(expected_path, output_text):
    """Returns (ok, message)."""
    shape, values = parse_expected(expected_path)
    printed = parse_runner_output(output_text)
    if len(printed) != 1:
        return False, "expected one printed memref, found %d" % len(printed)
    sizes, got = printed[0]
    if sizes != shape:
        return False, "printed sizes %s, expected %s" % (sizes, shape)
    if len(got) != len(values):
        return False, "printed %d values, expected %d" % (len(got), len(values))
    bad = [i for i, (a, b) in enumerate(zip(got, values)) if a != b]
    if bad:
        first = ", ".join("[%d] %d != %d" % (i, got[i], values[i])
                          for i in bad[:5])
        return False, "%d of %d values differ (%s)" % (len(bad), len(values),
                                                       first)
    return True, "%d values bit-exact" % len(values)


def run_case(mlir_path, args):
    """Lowers and runs one case; returns (stdout, error or None)."""
    opt = [args.mlir_opt]
    if args.plugin:
        opt += ["--load-dialect-plugin=" + args.plugin,
                "--load-pass-plugin=" + args.plugin]
    opt += ["--pass-pipeline=" + args.pipeline, mlir_path]
    libs = "%s/libmlir_runner_utils.so,%s/libmlir_c_runner_utils.so" % (
        args.llvm_lib, args.llvm_lib)
    if args.omp_lib:
        libs += "," + args.omp_lib
    runner = [args.mlir_runner, "-e", "main", "-entry-point-result=void",
              "-shared-libs=" + libs]
    try:
        lowered = subprocess.run(opt, capture_output=True, text=True,
                                 timeout=args.timeout)
        if lowered.returncode != 0:
            return "", "lowering failed: " + (lowered.stderr.strip().splitlines()
                                              or ["?"])[0]
        ran = subprocess.run(runner, input=lowered.stdout, capture_output=True,
                             text=True, timeout=args.timeout)
        if ran.returncode != 0:
            return ran.stdout, "runner failed: " + (
                ran.stderr.strip().splitlines() or ["?"])[0]
        return ran.stdout, None
    except subprocess.TimeoutExpired:
        return "", "timed out after %ss" % args.timeout
    except OSError as e:
        return "", str(e)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("expected", nargs="?", help="one .expected file")
    ap.add_argument("output", nargs="?", help="runner output (default stdin)")
    ap.add_argument("--cases", help="folder written by gen_oracle_mlir.py")
    ap.add_argument("--results", help="folder of <case>.out runner outputs")
    ap.add_argument("--run", action="store_true",
                    help="lower and run every case instead of reading outputs")
    ap.add_argument("--plugin", help="QuantKitPlugin.so for --run")
    ap.add_argument("--pipeline", default=DEFAULT_PIPELINE)
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--mlir-runner", default="/usr/lib/llvm-22/bin/mlir-runner")
    ap.add_argument("--llvm-lib", default=LLVM_LIB)
    ap.add_argument("--omp-lib", default="",
                    help="libomp to load too (quantkit-cpu's parallel loops)")
    ap.add_argument("--timeout", type=int, default=300)
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)

    if args.expected:
        text = open(args.output).read() if args.output else sys.stdin.read()
        ok, msg = compare(args.expected, text)
        print("%s: %s" % (os.path.basename(args.expected), msg))
        print("1 run, %d bit-exact, 0 skipped" % (1 if ok else 0))
        return 0 if ok else 1

    if not args.cases:
        ap.error("give an .expected file or --cases")
    manifest = json.load(open(os.path.join(args.cases, "MANIFEST.json")))
    run = exact = 0
    mismatched, failed, skipped = [], [], {}
    for entry in manifest:
        name = entry["name"]
        if entry["status"] != "generated":
            skipped[entry["reason"]] = skipped.get(entry["reason"], 0) + 1
            continue
        expected = os.path.join(args.cases, name + ".expected")
        if args.run:
            text, err = run_case(os.path.join(args.cases, name + ".mlir"), args)
        else:
            out = os.path.join(args.results or args.cases, name + ".out")
            if os.path.exists(out):
                text, err = open(out).read(), None
            else:
                text, err = "", "no output file %s" % out
        if err:
            failed.append((name, err))
            continue
        run += 1
        ok, msg = compare(expected, text)
        if ok:
            exact += 1
            if args.verbose:
                print("PASS %s: %s" % (name, msg))
        else:
            mismatched.append((name, msg))
    for name, msg in mismatched:
        print("MISMATCH %s: %s" % (name, msg))
    for name, msg in failed:
        print("NOT RUN %s: %s" % (name, msg))
    total_skipped = sum(skipped.values())
    print("%d run, %d bit-exact, %d mismatched, %d failed to run, %d skipped"
          % (run, exact, len(mismatched), len(failed), total_skipped))
    for reason, n in sorted(skipped.items()):
        print("  skipped %d: %s" % (n, reason))
    return 0 if not mismatched and not failed else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
