#!/usr/bin/env python3
"""Requantization epilogues at their numerical edges, for
narrow-requantize.test: one function per epilogue, each an all-parallel
linalg.generic over a 128x20 i32 accumulator with per-channel (or
per-tensor) tables, its body written op for op as quantkit-lower's
ScalarEmitter writes it (passes/utils/Requantize.cpp: scaleGemmlowp,
roundingDivideByPOT, scaleTosa, scaleFloat, toStorage). @main prints every
result. The accumulators of each channel are chosen for its (m, e): i32
min and max, 0 and +-1, values next to the ties of both roundings of
gemmlowp (h = x*m + 2^30 >> 31 at .5, and h at k * 2^s + 2^(s-1)), next to
the saturation points of the output, and random ones.

Plain python3 (no numpy): the numbers are exact integers."""
import random

ROWS, CHANNELS = 128, 20
I32_MIN, I32_MAX = -2**31, 2**31 - 1

# (m, e) per channel: Q31 multipliers as quantizeMultiplier makes them
# (m in [2^30, 2^31), or 0), the extremes 2^31 - 1 and 2^30, tiny ones, and
# exponents from 0 to -31 (right shifts 0 to 31).
GEMMLOWP = [
    (2**31 - 1, 0), (2**30, 0), (2**30, -31), (2**31 - 1, -31),
    (1518500250, -1), (1518500250, -5), (1073741825, -13), (2**31 - 2, -30),
    (1234567, -7), (0, 0), (1, 0), (1, -31),
    (2**30 + 12345, -2), (1789569707, -8), (1431655765, -15), (2**31 - 1, -1),
    (1917396, -20), (2**30, -16), (1999999999, -3), (1073741823, -24),
]
# Outside what the lowering writes, to exercise the proofs: a multiplier of
# exactly 2^31, negative ones and a right shift of 32.
BEYOND = [
    (2**31, 0), (2**31, -5), (-1518500250, -3), (-1, 0), (2**30, -32),
] + GEMMLOWP[5:]
# Negative multipliers and a shift of 32 with Q31-sized multipliers: still
# narrowed (the ranges prove it), except the shift by 32 itself.
SHIFT32 = [
    (2**31 - 1, -32), (2**30, -32), (-1518500250, -3), (-1, 0),
] + GEMMLOWP[4:]


def clip32(value):
    return max(I32_MIN, min(I32_MAX, value))


def accumulators(params, lo, hi, zp, seed):
    """ROWS values per channel; returns rows of CHANNELS values."""
    rng = random.Random(seed)
    columns = []
    for m, e in params:
        s = max(-e, 0)
        values = [I32_MIN, I32_MIN + 1, I32_MAX, I32_MAX - 1, 0, 1, -1, 2, -2,
                  3, -3]
        targets = []
        # h = (x * m + 2^30) >> 31 at .5: x * m = (k + 1/2) * 2^31.
        for k in (0, 1, -1, 2, -2, 5, -5, 1000, -1000):
            targets.append((2 * k + 1) * 2**30)
        # The rounding divide at .5: h = k * 2^s + 2^(s-1).
        if s > 0:
            for k in (0, 1, -1, 3, -3, 77, -77):
                targets.append((k * 2**s + 2**(s - 1)) * 2**31)
        # Saturation: results around lo - zp and hi - zp.
        for y in (lo - zp - 1, lo - zp, hi - zp, hi - zp + 1):
            targets.append(y * 2**(31 + s))
            targets.append((2 * y + 1) * 2**(30 + s))
        if m != 0:
            for target in targets:
                x0 = target // m
                values += [clip32(x0 + d) for d in (-1, 0, 1, 2)]
        while len(values) < ROWS:
            kind = rng.randrange(3)
            if kind == 0:
                values.append(rng.randint(I32_MIN, I32_MAX))
            elif kind == 1:
                values.append(rng.randint(-2**20, 2**20))
            else:
                values.append(rng.randint(-300, 300))
        columns.append(values[:ROWS])
    return [[columns[c][r] for c in range(CHANNELS)] for r in range(ROWS)]


def dense(rows, element):
    if isinstance(rows[0], list):
        body = ", ".join("[" + ", ".join(str(v) for v in row) + "]"
                         for row in rows)
    else:
        body = ", ".join(str(v) for v in rows)
    return "dense<[%s]>" % body


class Body:
    """Writes a generic body line by line."""

    def __init__(self):
        self.lines = []
        self.count = 0

    def op(self, text, type_):
        self.count += 1
        name = "%%v%d" % self.count
        self.lines.append("    %s = %s : %s" % (name, text, type_))
        return name

    def const(self, value, type_="i64"):
        return self.op("arith.constant %d" % value, type_)

    # passes/utils/Requantize.cpp, ScalarEmitter::roundingDivideByPOT.
    def rdbp(self, x, exponent):
        one, zero = self.const(1), self.const(0)
        mask = self.op("arith.subi %s, %s" % (
            self.op("arith.shli %s, %s" % (one, exponent), "i64"), one), "i64")
        remainder = self.op("arith.andi %s, %s" % (x, mask), "i64")
        negative = self.op("arith.cmpi slt, %s, %s" % (x, zero), "i64")
        threshold = self.op("arith.addi %s, %s" % (
            self.op("arith.shrsi %s, %s" % (mask, one), "i64"),
            self.op("arith.select %s, %s, %s" % (negative, one, zero), "i64")),
            "i64")
        up = self.op("arith.cmpi sgt, %s, %s" % (remainder, threshold), "i64")
        return self.op("arith.addi %s, %s" % (
            self.op("arith.shrsi %s, %s" % (x, exponent), "i64"),
            self.op("arith.select %s, %s, %s" % (up, one, zero), "i64")),
            "i64")

    def gemmlowp(self, acc, m, e):
        zero = self.const(0)
        left = self.op("arith.maxsi %s, %s" % (e, zero), "i64")
        right = self.op("arith.maxsi %s, %s" % (
            self.op("arith.subi %s, %s" % (zero, e), "i64"), zero), "i64")
        x = self.op("arith.shli %s, %s" % (
            self.op("arith.extsi %s" % acc, "i32 to i64"), left), "i64")
        product = self.op("arith.muli %s, %s" % (x, m), "i64")
        high = self.op("arith.shrsi %s, %s" % (
            self.op("arith.addi %s, %s" % (product, self.const(2**30)), "i64"),
            self.const(31)), "i64")
        return self.rdbp(high, right)

    def tosa(self, acc, m, e, double):
        value = self.op("arith.extsi %s" % acc, "i32 to i64")
        shift = self.op("arith.subi %s, %s" % (self.const(31), e), "i64")
        one = self.const(1)
        round_ = self.op("arith.shli %s, %s" % (
            one, self.op("arith.subi %s, %s" % (shift, one), "i64")), "i64")
        if double:
            zero = self.const(0)
            non_negative = self.op("arith.cmpi sge, %s, %s" % (value, zero),
                                   "i64")
            adjust = self.op("arith.select %s, %s, %s" % (
                non_negative, self.const(2**30), self.const(-2**30)), "i64")
            beyond = self.op("arith.cmpi sgt, %s, %s" % (shift,
                                                         self.const(31)),
                             "i64")
            round_ = self.op("arith.addi %s, %s" % (
                round_, self.op("arith.select %s, %s, %s" % (
                    beyond, adjust, zero), "i64")), "i64")
        return self.op("arith.shrsi %s, %s" % (
            self.op("arith.addi %s, %s" % (
                self.op("arith.muli %s, %s" % (value, m), "i64"), round_),
                "i64"), shift), "i64")

    def float_rne(self, acc, real):
        product = self.op("arith.mulf %s, %s" % (
            self.op("arith.sitofp %s" % acc, "i32 to f32"), real), "f32")
        rounded = self.op("math.roundeven %s" % product, "f32")
        bounded = self.op("arith.minimumf %s, %s" % (
            self.op("arith.maximumf %s, %s" % (
                rounded, self.op("arith.constant -4.611686018427388e+18", "f32")), "f32"),
            self.op("arith.constant 4.611686018427388e+18", "f32")), "f32")
        return self.op("arith.fptosi %s" % bounded, "f32 to i64")

    def to_storage(self, scaled, zp, lo, hi, bits):
        shifted = self.op("arith.addi %s, %s" % (scaled, self.const(zp)),
                          "i64")
        clamped = self.op("arith.minsi %s, %s" % (
            self.op("arith.maxsi %s, %s" % (shifted, self.const(lo)), "i64"),
            self.const(hi)), "i64")
        return self.op("arith.trunci %s" % clamped, "i64 to i%d" % bits)


def epilogue(name, scheme, params, zp, lo, hi, bits, per_tensor=False):
    """One function: the epilogue as a generic reading per-channel tables
    (multiplier i64, exponent i64, real multiplier f32), or constants."""
    out = "tensor<%dx%dxi%d>" % (ROWS, CHANNELS, bits)
    lines = ["func.func @%s(%%acc: tensor<%dx%dxi32>) -> %s {"
             % (name, ROWS, CHANNELS, out)]
    body = Body()
    ms = [m for m, _ in params]
    es = [e for _, e in params]
    reals = ["%.9e" % (m * 2.0**(e - 31)) for m, e in params]
    if per_tensor:
        m = body.const(ms[0])
        e = body.const(es[0])
        real = body.op("arith.constant %s" % reals[0], "f32")
        ins = "ins(%%acc : tensor<%dx%dxi32>)" % (ROWS, CHANNELS)
        maps = "[#rows, #rows]"
        args = "%a: i32, %out: i"
    else:
        lines.append("  %%m = arith.constant %s : tensor<%dxi64>"
                     % (dense(ms, "i64"), CHANNELS))
        lines.append("  %%e = arith.constant %s : tensor<%dxi64>"
                     % (dense(es, "i64"), CHANNELS))
        lines.append("  %%r = arith.constant dense<[%s]> : tensor<%dxf32>"
                     % (", ".join(reals), CHANNELS))
        m, e, real = "%tm", "%te", "%tr"
        ins = ("ins(%%acc, %%m, %%e, %%r : tensor<%dx%dxi32>, tensor<%dxi64>, "
               "tensor<%dxi64>, tensor<%dxf32>)"
               % (ROWS, CHANNELS, CHANNELS, CHANNELS, CHANNELS))
        maps = "[#rows, #channel, #channel, #channel, #rows]"
        args = "%a: i32, %tm: i64, %te: i64, %tr: f32, %out: i"
    if scheme == "gemmlowp":
        scaled = body.gemmlowp("%a", m, e)
    elif scheme in ("single_round", "double_round"):
        scaled = body.tosa("%a", m, e, scheme == "double_round")
    else:
        scaled = body.float_rne("%a", real)
    result = body.to_storage(scaled, zp, lo, hi, bits)
    lines.append("  %%init = tensor.empty() : %s" % out)
    lines.append("  %%res = linalg.generic {indexing_maps = %s, "
                 "iterator_types = [\"parallel\", \"parallel\"]} %s "
                 "outs(%%init : %s) {" % (maps, ins, out))
    lines.append("  ^bb0(%s%d):" % (args, bits))
    lines += body.lines
    lines.append("    linalg.yield %s : i%d" % (result, bits))
    lines.append("  } -> %s" % out)
    lines.append("  return %%res : %s" % out)
    lines.append("}")
    return "\n".join(lines)


CASES = [
    # name, scheme, params, zp, lo, hi, storage bits
    ("gemmlowp_i8", "gemmlowp", GEMMLOWP, -3, -128, 127, 8),
    ("gemmlowp_u8", "gemmlowp", GEMMLOWP, 128, 0, 255, 8),
    ("gemmlowp_relu", "gemmlowp", GEMMLOWP, -128, -128, 127, 8),
    ("gemmlowp_i16", "gemmlowp", GEMMLOWP, 0, -32768, 32767, 16),
    ("gemmlowp_i32", "gemmlowp", GEMMLOWP, 7, I32_MIN, I32_MAX, 32),
    ("gemmlowp_beyond", "gemmlowp", BEYOND, 5, -128, 127, 8),
    ("gemmlowp_shift32", "gemmlowp", SHIFT32, 5, -128, 127, 8),
    ("single_round_i8", "single_round", GEMMLOWP, -3, -128, 127, 8),
    ("double_round_i8", "double_round", GEMMLOWP, -3, -128, 127, 8),
    ("float_rne_i8", "float_rne", GEMMLOWP, -3, -128, 127, 8),
]
PER_TENSOR = [
    ("gemmlowp_tensor", "gemmlowp", [(1518500250, -3)] * CHANNELS, 5, 5, 127,
     8),
    ("gemmlowp_tensor_s0", "gemmlowp", [(2**31 - 1, 0)] * CHANNELS, -1,
     -128, 127, 8),
    ("single_round_tensor", "single_round", [(1518500250, -3)] * CHANNELS,
     5, -128, 127, 8),
    ("double_round_tensor", "double_round", [(1518500250, -3)] * CHANNELS,
     5, -128, 127, 8),
]


def main():
    print("#rows = affine_map<(d0, d1) -> (d0, d1)>")
    print("#channel = affine_map<(d0, d1) -> (d1)>")
    print("func.func private @printMemrefI32(memref<*xi32>)")
    shape = "%dx%d" % (ROWS, CHANNELS)
    calls = []
    for seed, case in enumerate(CASES + PER_TENSOR):
        name, scheme, params, zp, lo, hi, bits = case
        print(epilogue(name, scheme, params, zp, lo, hi, bits,
                       per_tensor=case in PER_TENSOR))
        acc = accumulators(params, lo, hi, zp, seed)
        calls.append((name, bits, acc))
    print("func.func @main() {")
    for index, (name, bits, acc) in enumerate(calls):
        print("  %%acc%d = arith.constant %s : tensor<%sxi32>"
              % (index, dense(acc, "i32"), shape))
        print("  %%r%d = call @%s(%%acc%d) : (tensor<%sxi32>) -> "
              "tensor<%sxi%d>" % (index, name, index, shape, shape, bits))
        if bits < 32:
            print("  %%w%d = arith.extsi %%r%d : tensor<%sxi%d> to "
                  "tensor<%sxi32>" % (index, index, shape, bits, shape))
        else:
            print("  %%w%d = tensor.cast %%r%d : tensor<%sxi32> to "
                  "tensor<%sxi32>" % (index, index, shape, shape))
        print("  %%b%d = bufferization.to_buffer %%w%d : tensor<%sxi32> to "
              "memref<%sxi32>" % (index, index, shape, shape))
        print("  %%u%d = memref.cast %%b%d : memref<%sxi32> to memref<*xi32>"
              % (index, index, shape))
        print("  call @printMemrefI32(%%u%d) : (memref<*xi32>) -> ()" % index)
    print("  return")
    print("}")


if __name__ == "__main__":
    main()
