#!/usr/bin/env python3
"""Rounding divides by 2^s for round-magnitudes.test.

    round_magnitudes.py                the program (MLIR)
    round_magnitudes.py --check OUT    compares what @main printed (OUT)
                                       with values computed here

Two generics, each with its body written as quantkit-lower writes
gemmlowp's RoundingDivideByPOT (passes/utils/Requantize.cpp) and a
channel per shift: @i32 over i32 h with s = 0 .. 31, @i16 over i16 h with
s = 0 .. 15 (its result widened to i32 to print). Rows hold each width's
extremes, 0 and +-1, and for every channel's s the values next to its
ties (k * 2^s +- 2^(s-1) and one either side) for several k of both
signs, then random values. The expected values are gemmlowp's reference
formula in Python integers (remainder against threshold), not the
rewritten form. Plain python3 (no numpy)."""
import random
import re
import sys


def rdbp(x, s):
    """gemmlowp RoundingDivideByPOT on Python integers."""
    mask = (1 << s) - 1
    remainder = x & mask
    threshold = (mask >> 1) + (1 if x < 0 else 0)
    return (x >> s) + (1 if remainder > threshold else 0)


def rows(bits, seed):
    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    channels = bits
    values = [lo, lo + 1, hi, hi - 1, 0, 1, -1, 2, -2]
    for s in range(1, channels):
        half = 1 << (s - 1)
        for k in (0, 1, -1, 2, -2, 37, -37, (hi >> s), -(hi >> s) - 1):
            for d in (-1, 0, 1):
                for sign in (1, -1):
                    v = k * (1 << s) + sign * half + d
                    if lo <= v <= hi:
                        values.append(v)
    rng = random.Random(seed)
    values += [rng.randint(lo, hi) for _ in range(64)]
    # Every row holds one value in every channel: value i of row r is
    # values[(r + i) % len], so each value meets every shift.
    n = len(values)
    return [[values[(r + c) % n] for c in range(channels)] for r in range(n)]


I32 = rows(32, 11)
I16 = rows(16, 12)


def dense(table, element):
    return "dense<[%s]> : tensor<%dx%dx%s>" % (
        ", ".join("[%s]" % ", ".join(map(str, row)) for row in table),
        len(table), len(table[0]), element)


def function(name, bits, table):
    t = "i%d" % bits
    channels = len(table[0])
    shifts = list(range(channels))
    masks = [(1 << s) - 1 for s in shifts]
    thresholds = [m >> 1 for m in masks]
    shape = "%dx%d" % (len(table), channels)
    widen = ("%%w = arith.extsi %%r : %s to i32" % t) if bits < 32 else \
        "%w = arith.addi %r, %c0_32 : i32"
    return """func.func @{name}(%h: tensor<{shape}x{t}>) -> tensor<{shape}xi32> {{
  %s = arith.constant dense<{shifts}> : tensor<{channels}x{t}>
  %mask = arith.constant dense<{masks}> : tensor<{channels}x{t}>
  %thr = arith.constant dense<{thresholds}> : tensor<{channels}x{t}>
  %e = tensor.empty() : tensor<{shape}xi32>
  %out = linalg.generic {{indexing_maps = [affine_map<(r, c) -> (r, c)>, affine_map<(r, c) -> (c)>, affine_map<(r, c) -> (c)>, affine_map<(r, c) -> (c)>, affine_map<(r, c) -> (r, c)>], iterator_types = ["parallel", "parallel"]}}
      ins(%h, %s, %mask, %thr : tensor<{shape}x{t}>, tensor<{channels}x{t}>, tensor<{channels}x{t}>, tensor<{channels}x{t}>) outs(%e : tensor<{shape}xi32>) {{
  ^bb0(%x: {t}, %sh: {t}, %m: {t}, %th: {t}, %o: i32):
    %c0 = arith.constant 0 : {t}
    %c0_32 = arith.constant 0 : i32
    %rem = arith.andi %x, %m : {t}
    %neg = arith.cmpi slt, %x, %c0 : {t}
    %negbit = arith.extui %neg : i1 to {t}
    %bound = arith.addi %th, %negbit : {t}
    %up = arith.cmpi sgt, %rem, %bound : {t}
    %upbit = arith.extui %up : i1 to {t}
    %q = arith.shrsi %x, %sh : {t}
    %r = arith.addi %q, %upbit : {t}
    {widen}
    linalg.yield %w : i32
  }} -> tensor<{shape}xi32>
  return %out : tensor<{shape}xi32>
}}""".format(name=name, shape=shape, t=t, channels=channels,
             shifts=shifts, masks=masks, thresholds=thresholds, widen=widen)


def program():
    print("func.func private @printMemrefI32(tensor<*xi32>)")
    print(function("i32", 32, I32))
    print(function("i16", 16, I16))
    lines = ["func.func @main() {"]
    for name, bits, table in (("i32", 32, I32), ("i16", 16, I16)):
        shape = "%dx%d" % (len(table), len(table[0]))
        lines += [
            "  %%in_%s = arith.constant %s" % (name, dense(table, "i%d" % bits)),
            "  %%r_%s = call @%s(%%in_%s) : (tensor<%sxi%d>) -> tensor<%sxi32>"
            % (name, name, name, shape, bits, shape),
            "  %%u_%s = tensor.cast %%r_%s : tensor<%sxi32> to tensor<*xi32>"
            % (name, name, shape),
            "  call @printMemrefI32(%%u_%s) : (tensor<*xi32>) -> ()" % name,
        ]
    lines += ["  return", "}"]
    print("\n".join(lines))


def check(path):
    text = open(path).read()
    printed = [[int(v) for v in re.findall(r"-?\d+", chunk.split("Unranked")[0])]
               for chunk in text.split("data =")[1:]]
    ok = len(printed) == 2
    for got, table in zip(printed, (I32, I16)):
        want = [rdbp(v, s) for row in table for s, v in enumerate(row)]
        bad = [i for i, (w, g) in enumerate(zip(want, got)) if w != g]
        ok &= len(got) == len(want) and not bad
        print("%d values, %d differ%s" % (
            len(want), len(bad),
            "" if not bad else " (first at %d: want %d, got %d)" % (
                bad[0], want[bad[0]], got[bad[0]])))
    print("match" if ok else "MISMATCH")
    return 0 if ok else 1


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        sys.exit(check(sys.argv[2]))
    program()
