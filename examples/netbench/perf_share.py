#!/usr/bin/env python3
"""Shares of perf samples in a QuantKit library's kinds of loops.

    perf record -o P.data -- /usr/bin/python3 examples/netbench/run.py \\
        --worker SPEC.json       # a spec timing one variant (see run.py)
    /usr/bin/python3 examples/netbench/perf_share.py LIB.so P.data [--kinds]

quantkit-cpu outlines each parallel loop into its own function
(`forward..omp_par.N`); what a function holds tells its kind. Without
--kinds the script prints the share of the requantization epilogues: the
only loops with 64-bit multiplies, so a function whose disassembly holds
`vpmuldq` or `vpmuludq` is counted as one (epilogues under 16384 elements
stay inlined in `forward` and are not counted; fused into a kernel, they
count as that kernel). With --kinds it prints every kind's share, by the
first rule that matches a function's instructions:

    contraction   vpmaddwd, vpdpbusd, vpdpwssd or tdpbusd (the packed
                  int8 and 16x8 kernels)
    depthwise     vpmullw (16-bit products of quantkit-cpu-depthwise)
    epilogue      vpmuldq or vpmuludq (a requantization loop of its own)
    float         vfmadd, vaddps or vcvtdq2ps (f32 kernels and fallbacks)
    other         the rest of the outlined loops
    sequential    `forward` itself (everything not in a parallel loop)

and the samples outside the library by shared object."""
import argparse
import collections
import re
import subprocess


def instructions(library):
    """{function: Counter of its instruction mnemonics}."""
    listing = subprocess.run(["objdump", "-d", "--no-show-raw-insn", library],
                             capture_output=True, text=True,
                             check=True).stdout
    functions, current = collections.defaultdict(collections.Counter), None
    for line in listing.splitlines():
        start = re.match(r"^[0-9a-f]+ <(.*)>:$", line)
        if start:
            current = start.group(1)
            continue
        op = re.match(r"\s+[0-9a-f]+:\t(\S+)", line)
        if op and current:
            functions[current][op.group(1)] += 1
    return functions


def kind(name, ops):
    if name == "forward":
        return "sequential"
    has = lambda *prefixes: any(op.startswith(prefixes) for op in ops)
    if has("vpmaddwd", "vpdpbusd", "vpdpwssd", "tdpbusd"):
        return "contraction"
    if has("vpmullw"):
        return "depthwise"
    if has("vpmuldq", "vpmuludq"):
        return "epilogue"
    if has("vfmadd", "vaddps", "vcvtdq2ps"):
        return "float"
    return "other"


def samples(data):
    """[(percent, shared object, symbol)] of `perf report`."""
    report = subprocess.run(["perf", "report", "-i", data, "--no-children",
                             "--sort", "dso,symbol", "--stdio"],
                            capture_output=True, text=True, check=True).stdout
    rows = []
    for line in report.splitlines():
        row = re.match(r"\s+([\d.]+)%\s+(\S+)\s+\[\.\]\s+(\S+)", line)
        if row:
            rows.append((float(row.group(1)), row.group(2), row.group(3)))
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("library")
    parser.add_argument("data")
    parser.add_argument("--kinds", action="store_true",
                        help="every kind's share, not only the epilogues'")
    args = parser.parse_args()
    functions = instructions(args.library)
    name = args.library.split("/")[-1]
    rows = samples(args.data)
    if not args.kinds:
        epilogues = {f for f, ops in functions.items()
                     if ops["vpmuldq"] or ops["vpmuludq"]}
        in_library = sum(p for p, dso, _ in rows if dso == name)
        share = sum(p for p, dso, sym in rows
                    if dso == name and sym in epilogues)
        print("%s: %d epilogue functions, %.1f%% of the samples (the "
              "library: %.1f%%)" % (name, len(epilogues), share, in_library))
        return
    shares = collections.Counter()
    for percent, dso, symbol in rows:
        if dso == name:
            shares[kind(symbol, functions.get(symbol, {}))] += percent
        else:
            shares["(outside: %s)" % dso] += percent
    for key, percent in shares.most_common():
        if percent >= 0.05:
            print("%6.2f%%  %s" % (percent, key))


if __name__ == "__main__":
    main()
