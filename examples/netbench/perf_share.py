#!/usr/bin/env python3
"""Share of perf samples in a QuantKit library's requantization epilogues.

    perf record -o P.data -- /usr/bin/python3 examples/netbench/run.py \\
        --worker SPEC.json       # a spec timing one variant (see run.py)
    /usr/bin/python3 examples/netbench/perf_share.py LIB.so P.data

quantkit-cpu outlines each parallel loop into its own function
(`forward..omp_par.N`); the requantization epilogues are the only loops
with 64-bit multiplies, so a function whose disassembly holds `vpmuldq` or
`vpmuludq` is counted as one. Epilogues under 16384 elements stay inlined
in `forward` and are not counted."""
import re
import subprocess
import sys


def main():
    library, data = sys.argv[1], sys.argv[2]
    listing = subprocess.run(["objdump", "-d", "--no-show-raw-insn", library],
                             capture_output=True, text=True,
                             check=True).stdout
    epilogues, current = set(), None
    for line in listing.splitlines():
        start = re.match(r"^[0-9a-f]+ <(.*)>:$", line)
        if start:
            current = start.group(1)
        elif current and re.search(r"\tvpmulu?dq", line):
            epilogues.add(current)
    report = subprocess.run(["perf", "report", "-i", data, "--sort",
                             "dso,symbol", "--stdio"],
                            capture_output=True, text=True, check=True).stdout
    name = library.split("/")[-1]
    share = in_library = 0.0
    for line in report.splitlines():
        row = re.match(r"\s+([\d.]+)%\s+(\S+)\s+\[\.\]\s+(\S+)", line)
        if not row or row.group(2) != name:
            continue
        in_library += float(row.group(1))
        if row.group(3) in epilogues:
            share += float(row.group(1))
    print("%s: %d epilogue functions, %.1f%% of the samples (the library: "
          "%.1f%%)" % (name, len(epilogues), share, in_library))


if __name__ == "__main__":
    main()
