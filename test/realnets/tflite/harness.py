#!/usr/bin/env python3
"""Runs a TFLite-to-TOSA program on fixed inputs, without third-party modules.

    harness.py wrap NET.tosa.mlir COUNT SEED > whole.mlir
    harness.py ops PROGRAM.mlir
    harness.py remarks DIAGNOSTICS
    harness.py compare EXPECTED PRINTED

`wrap` renames the converter's `@main` to `@model` and appends a `@main`
that calls it on COUNT inputs (uniform random storage integers of the
argument's type, i8, ui8 or i16 (TFLite's 16x8 mode), from a 64-bit
xorshift seeded with SEED, so tflitenets.py gives TFLite the same ones) and
prints every result with printMemrefI32: i8 and i16 results sign-extended,
ui8 results (a uint8 model's boundary, which the converter types `ui8`)
widened by an exact `tosa.rescale` with input_unsigned. The program itself
is not touched.

`ops` prints, one per line and by name, how many of each TOSA and QuantKit
op PROGRAM holds (constants and shape ops left out): `quantkit.conv2d 3`.

`remarks` prints the distinct remarks of a pass's diagnostics file with how
many times each comes, by text: `2 left as TOSA: ...`.

`compare` reads the integers of each output line of EXPECTED (one line per
result, as tflitenets.py writes TFLite's) and of PRINTED (mlir-runner's
output; lines that start with "Unranked" are headers) and prints how many
differ, or where the first difference is.
"""
import re
import sys

SIGNATURE = re.compile(r"func\.func @main\((.*?)\) -> \(?(.*?)\)? attributes")
TENSOR = re.compile(r"tensor<[^>]*>")
BITS = {"i8": 8, "ui8": 8, "i16": 16}


def tensor_shape(tensor):
    return [int(d) for d in tensor[len("tensor<"):-1].split("x")[:-1]]


def tensor_element(tensor):
    return tensor[len("tensor<"):-1].split("x")[-1]


def signature(text):
    match = SIGNATURE.search(text)
    if not match:
        sys.exit("harness.py: no `func.func @main(...) -> (...) attributes` "
                 "(the converter's entry point)")
    return TENSOR.findall(match.group(1)), TENSOR.findall(match.group(2))


class XorShift:
    def __init__(self, seed):
        self.state = (seed * 0x9E3779B97F4A7C15 + 1) & (2**64 - 1)

    def next(self):
        x = self.state
        x ^= (x << 13) & (2**64 - 1)
        x ^= x >> 7
        x ^= (x << 17) & (2**64 - 1)
        self.state = x
        return x


def inputs(text, count, seed):
    """COUNT lists, one value list per argument (storage integers)."""
    args, _ = signature(text)
    rng = XorShift(seed)
    runs = []
    for _ in range(count):
        run = []
        for arg in args:
            size = 1
            for d in tensor_shape(arg):
                size *= d
            element = tensor_element(arg)
            if element not in BITS:
                sys.exit("harness.py: an argument of type %s (i8, ui8 and "
                         "i16 are taken)" % arg)
            span = 1 << BITS[element]
            low = 0 if element.startswith("u") else span // 2
            run.append([rng.next() % span - low for _ in range(size)])
        runs.append(run)
    return runs


def wrap(text, count, seed):
    args, results = signature(text)
    body = text.replace("func.func @main(", "func.func @model(", 1).rstrip()
    if not body.endswith("}"):
        sys.exit("harness.py: the module does not end with `}`")
    out = [body[:-1].rstrip(),
           "  func.func private @printMemrefI32(memref<*xi32>)",
           "  func.func @main() {",
           '    %one = "tosa.const"() <{values = dense<1073741824> : '
           'tensor<1xi32>}> : () -> tensor<1xi32>',
           '    %thirty = "tosa.const"() <{values = dense<30> : tensor<1xi8>}>'
           ' : () -> tensor<1xi8>',
           '    %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : '
           '() -> tensor<1xi8>',
           '    %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> '
           ': () -> tensor<1xi32>']
    for i, run in enumerate(inputs(text, count, seed)):
        names = []
        for j, (arg, values) in enumerate(zip(args, run)):
            width = BITS[tensor_element(arg)] // 8
            data = b"".join((v & ((1 << 8 * width) - 1)).to_bytes(width, "little")
                            for v in values).hex().upper()
            name = "%%x%d_%d" % (i, j)
            out.append('    %s = arith.constant dense<"0x%s"> : %s'
                       % (name, data, arg))
            names.append(name)
        outs = ["%%y%d_%d" % (i, k) for k in range(len(results))]
        out.append("    %s = call @model(%s) : (%s) -> (%s)"
                   % (", ".join(outs), ", ".join(names), ", ".join(args),
                      ", ".join(results)))
        for name, result in zip(outs, results):
            dims = "x".join(str(d) for d in tensor_shape(result))
            wide = "tensor<%sxi32>" % dims
            if tensor_element(result) == "ui8":
                out.append(
                    "    %s_w = tosa.rescale %s, %%one, %%thirty, %%zp8, "
                    "%%zp32 {input_unsigned = true, output_unsigned = false, "
                    "per_channel = false, rounding_mode = SINGLE_ROUND, "
                    "scale32 = true} : (%s, tensor<1xi32>, tensor<1xi8>, "
                    "tensor<1xi8>, tensor<1xi32>) -> %s"
                    % (name, name, result, wide))
            else:
                out.append("    %s_w = arith.extsi %s : %s to %s"
                           % (name, name, result, wide))
            out.append("    %s_b = bufferization.to_buffer %s_w : %s to "
                       "memref<%sxi32>" % (name, name, wide, dims))
            out.append("    %s_u = memref.cast %s_b : memref<%sxi32> to "
                       "memref<*xi32>" % (name, name, dims))
            out.append("    call @printMemrefI32(%s_u) : (memref<*xi32>) "
                       "-> ()" % name)
    out += ["    return", "  }", "}"]
    return "\n".join(out)


def integers(path):
    """One row of integers per printed result (a memref of any rank, over
    as many lines as it takes), or per line of an expected file."""
    with open(path) as f:
        text = f.read()
    if "Unranked" not in text:
        return [[int(v) for v in re.findall(r"-?\d+", line)]
                for line in text.splitlines() if line.strip()]
    return [[int(v) for v in re.findall(r"-?\d+", block.split("data =", 1)[1])]
            for block in text.split("Unranked")[1:]]


def compare(expected_path, printed_path):
    expected, printed = integers(expected_path), integers(printed_path)
    total = sum(len(row) for row in expected)
    if [len(r) for r in expected] != [len(r) for r in printed]:
        print("shape mismatch: %d expected rows, %d printed"
              % (len(expected), len(printed)))
        return 1
    differing = 0
    for r, (want, got) in enumerate(zip(expected, printed)):
        for c, (w, g) in enumerate(zip(want, got)):
            if w != g:
                if differing == 0:
                    print("first difference: row %d, value %d: expected %d, "
                          "printed %d" % (r, c, w, g))
                differing += 1
    print("%d of %d values differ" % (differing, total))
    return 1 if differing else 0


OP = re.compile(r'= "?((?:tosa|quantkit)\.[a-z_0-9]+)')
NOT_COMPUTE = {"tosa.const", "tosa.const_shape", "tosa.reshape"}


def ops(path):
    counts = {}
    with open(path) as f:
        for name in OP.findall(f.read()):
            if name not in NOT_COMPUTE:
                counts[name] = counts.get(name, 0) + 1
    for name in sorted(counts):
        print(name, counts[name])
    return 0


def remarks(path):
    counts = {}
    with open(path) as f:
        for line in f:
            _, found, text = line.partition(" remark: ")
            if found:
                counts[text.strip()] = counts.get(text.strip(), 0) + 1
    for text in sorted(counts):
        print(counts[text], text)
    return 0


def main(argv):
    if len(argv) == 5 and argv[1] == "wrap":
        with open(argv[2]) as f:
            print(wrap(f.read(), int(argv[3]), int(argv[4])))
        return 0
    if len(argv) == 3 and argv[1] == "ops":
        return ops(argv[2])
    if len(argv) == 3 and argv[1] == "remarks":
        return remarks(argv[2])
    if len(argv) == 4 and argv[1] == "compare":
        return compare(argv[2], argv[3])
    sys.exit(__doc__)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
