"""Resizes as TFLite-to-TOSA writes RESIZE_BILINEAR and
RESIZE_NEAREST_NEIGHBOR, in the forms quantkit-import-tosa turns into
quantkit.resize, each a function of its own seeded input, @main printing
every result widened to i32, and FileCheck lines of what the TOSA
specification gives, evaluated on exact integers (RESIZE by
tosa_forms.resize: floor division, source indices clamped to the input;
RESCALE's apply_scale_32 or apply_scale_16 here):

    tosa_resize_forms.py 8|16

With 8, i8 values: BILINEAR sums into i32, then a rescale (scale32) to i8:
  a  x2 half-pixel (TFLite's UpSampling2D): scale (4, 2, 4, 2), offset -1,
     border 1, M = 1/16 (m = 2^30, shift 34), SINGLE_ROUND: every sum a
     multiple of 1/16, ties among them
  b  the same under DOUBLE_ROUND, whose 2^30 term at shift 34 rounds
     7/16 up
  h  aligned corners 5 -> 9 under DOUBLE_ROUND, M = 1/16: the ratio 4/2
     stays unreduced (2/1 would quarter the sums and put the 2^30 term at
     shift 32, rounding k + 1/4 up)
  c  aligned corners 6 -> 12: scale (22, 10, 22, 10), offset 0,
     M = 1/484 (inexact)
  d  6 -> 9 half-pixel: scale (6, 4, 6, 4), offset -1, border 1, M = 1/36
  e  x3 half-pixel, M = 0.8 / 36, output zero point -7, a tosa.clamp after
  s  M = 3/16 on -128s and 127s: saturates at both ends
NEAREST_NEIGHBOR i8 -> i8:
  f  x2 half-pixel: scale (4, 2, 4, 2), offset -1, border 1
  g  aligned corners 5 -> 9: scale (4, 2, 4, 2), offset 2, border 2
With 16, the same on i16 values, BILINEAR summing into i48 and rescaled
with 16-bit multipliers (scale32 = false, SINGLE_ROUND: TFLite's 16x8
mode); b (DOUBLE_ROUND needs scale32) is left out, and e's output zero
point is 0 (TOSA's on i16).
"""
import math
import random
import sys

from tosa_forms import hexdata, resize, resize_size, t

WIDTH = int(sys.argv[1])
ELEM = "i%d" % WIDTH
SUM = "i32" if WIDTH == 8 else "i48"
LO, HI = -(1 << (WIDTH - 1)), (1 << (WIDTH - 1)) - 1

# name, input shape, mode, scale, offset, border, M, rounding, zp out, clamp
CASES = [
    ("a", [1, 4, 5, 3], "BILINEAR", (4, 2, 4, 2), (-1, -1), (1, 1), 1 / 16, "SINGLE_ROUND", 0, None),
    ("b", [1, 4, 5, 3], "BILINEAR", (4, 2, 4, 2), (-1, -1), (1, 1), 1 / 16, "DOUBLE_ROUND", 0, None),
    ("h", [1, 5, 5, 2], "BILINEAR", (4, 2, 4, 2), (0, 0), (0, 0), 1 / 16, "DOUBLE_ROUND", 0, None),
    ("c", [1, 6, 6, 2], "BILINEAR", (22, 10, 22, 10), (0, 0), (0, 0), 1 / 484, "SINGLE_ROUND", 0, None),
    ("d", [1, 6, 6, 3], "BILINEAR", (6, 4, 6, 4), (-1, -1), (1, 1), 1 / 36, "SINGLE_ROUND", 0, None),
    ("e", [1, 3, 2, 4], "BILINEAR", (6, 2, 6, 2), (-2, -2), (2, 2), 0.8 / 36, "SINGLE_ROUND", -7, (-7, 90)),
    ("s", [1, 2, 2, 2], "BILINEAR", (4, 2, 4, 2), (-1, -1), (1, 1), 3 / 16, "SINGLE_ROUND", 0, None),
    ("f", [1, 3, 4, 2], "NEAREST_NEIGHBOR", (4, 2, 4, 2), (-1, -1), (1, 1), None, None, 0, None),
    ("g", [1, 5, 5, 2], "NEAREST_NEIGHBOR", (4, 2, 4, 2), (2, 2), (2, 2), None, None, 0, None),
]
if WIDTH == 16:
    # TOSA's i16 values have zero point 0.
    CASES = [c[:8] + (0,) + c[9:] for c in CASES if c[7] != "DOUBLE_ROUND"]


def multiplier(real):
    """(m, shift) with m * 2^-shift = real rounded to 31 (scale32) or 15
    bits of mantissa, as TFLite's converter computes them."""
    bits = 31 if WIDTH == 8 else 15
    frac, exp = math.frexp(real)
    m = round(frac * (1 << bits))
    if m == 1 << bits:
        m, exp = m // 2, exp + 1
    return m, bits - exp


def rescale(value, m, shift, rounding, zp, lo, hi):
    """TOSA RESCALE of an i32/i48 value (input zero point 0)."""
    rnd = 1 << (shift - 1)
    if rounding == "DOUBLE_ROUND" and shift > 31:
        rnd += (1 << 30) if value >= 0 else -(1 << 30)
    return min(max(((value * m + rnd) >> shift) + zp, lo), hi)


rng = random.Random(17 + WIDTH)
calls, checks = [], []
for name, shape, mode, scale, offset, border, real, rounding, ozp, clamp in CASES:
    oh = resize_size(shape[1], scale[0], scale[1], offset[0], border[0])
    ow = resize_size(shape[2], scale[2], scale[3], offset[1], border[1])
    out = [1, oh, ow, shape[3]]
    size = shape[1] * shape[2] * shape[3]
    if name == "s":
        x = [LO if i % 2 == 0 else HI for i in range(size)]
    elif name == "b":
        x = calls[0][1][0][1]
    elif name in ("a", "h"):
        # Small values: among the sums, multiples of 1/16 below 1/2 (7/16).
        x = [rng.randint(-3, 3) for _ in range(size)]
    else:
        x = [rng.randint(LO, HI) for _ in range(size)]
    expected = resize(x, shape, mode, scale, offset, oh, ow)
    bilinear = mode == "BILINEAR"
    lines = [f"func.func @{name}(%x: {t(shape, ELEM)}) -> {t(out, ELEM)} {{",
             f"  %s = tosa.const_shape {{values = dense<[{', '.join(map(str, scale))}]> : tensor<4xindex>}} : () -> !tosa.shape<4>",
             f"  %o = tosa.const_shape {{values = dense<[{', '.join(map(str, offset))}]> : tensor<2xindex>}} : () -> !tosa.shape<2>",
             f"  %b = tosa.const_shape {{values = dense<[{', '.join(map(str, border))}]> : tensor<2xindex>}} : () -> !tosa.shape<2>",
             f"  %r = tosa.resize %x, %s, %o, %b {{mode = {mode}}} : ({t(shape, ELEM)}, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> {t(out, SUM if bilinear else ELEM)}"]
    result = "%r"
    if bilinear:
        m, shift = multiplier(real)
        lo, hi = clamp if clamp else (LO, HI)
        expected = [rescale(v, m, shift, rounding, ozp, lo, hi)
                    for v in expected]
        mtype = "i32" if WIDTH == 8 else "i16"
        lines += [
            f'  %m = "tosa.const"() <{{values = dense<{m}> : tensor<1x{mtype}>}}> : () -> tensor<1x{mtype}>',
            f'  %n = "tosa.const"() <{{values = dense<{shift}> : tensor<1xi8>}}> : () -> tensor<1xi8>',
            f'  %izp = "tosa.const"() <{{values = dense<0> : tensor<1x{SUM}>}}> : () -> tensor<1x{SUM}>',
            f'  %ozp = "tosa.const"() <{{values = dense<{ozp}> : tensor<1x{ELEM}>}}> : () -> tensor<1x{ELEM}>',
            f"  %q = tosa.rescale %r, %m, %n, %izp, %ozp {{input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = {rounding}, scale32 = {'true' if WIDTH == 8 else 'false'}}} : ({t(out, SUM)}, tensor<1x{mtype}>, tensor<1xi8>, tensor<1x{SUM}>, tensor<1x{ELEM}>) -> {t(out, ELEM)}"]
        result = "%q"
        if clamp:
            lines.append(f"  %c = tosa.clamp %q {{max_val = {clamp[1]} : {ELEM}, min_val = {clamp[0]} : {ELEM}}} : ({t(out, ELEM)}) -> {t(out, ELEM)}")
            result = "%c"
    lines += [f"  return {result} : {t(out, ELEM)}", "}"]
    print("\n".join(lines))
    calls.append((name, [(shape, x)], [out]))
    checks.append((out, expected))

print("func.func private @printMemrefI32(memref<*xi32>)")
print("func.func @main() {")
for name, [(shape, x)], [out] in calls:
    flat = out[0] * out[1] * out[2] * out[3]
    print(f"  %x{name} = arith.constant dense<{hexdata(x, WIDTH)}> : {t(shape, ELEM)}")
    print(f"  %y{name} = call @{name}(%x{name}) : ({t(shape, ELEM)}) -> {t(out, ELEM)}")
    print(f"  %c{name} = tensor.collapse_shape %y{name} [[0, 1, 2, 3]] : {t(out, ELEM)} into tensor<{flat}x{ELEM}>")
    print(f"  %w{name} = arith.extsi %c{name} : tensor<{flat}x{ELEM}> to tensor<{flat}xi32>")
    print(f"  %b{name} = bufferization.to_buffer %w{name} : tensor<{flat}xi32> to memref<{flat}xi32>")
    print(f"  %u{name} = memref.cast %b{name} : memref<{flat}xi32> to memref<*xi32>")
    print(f"  call @printMemrefI32(%u{name}) : (memref<*xi32>) -> ()")
print("  return")
print("}")
for out, expected in checks:
    print(f"// CHECK: sizes = [{out[0] * out[1] * out[2] * out[3]}]")
    print(f"// CHECK-NEXT: [{', '.join(map(str, expected))}]")
