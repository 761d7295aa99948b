"""TFLite's MEAN as TFLite-to-TOSA writes it (a rescale centring the i8
input by 1, tosa.reduce_sum per spatial axis, a rescale of the sum to i8),
in the forms quantkit-import-tosa turns into a depthwise convolution by
ones, each a function of its own seeded input, and @main printing every
result widened to i32:

  a  both axes (H then W), DOUBLE_ROUND, TFLite-like multiplier, zero points
     -74 -> 35
  b  H only, SINGLE_ROUND
  c  W then H, with TFLite's ReLU (a tosa.clamp from the output zero
     point) after the rescale
  d  a multiplier near 1 over a 7x7 window of 127s (channel 0) and -128s
     (channel 1): saturates at both ends
  h  zero point 127 on -128s, the largest centred values, M = 1/98
  e  a per-channel output rescale (one multiplier per channel)
  f, g  a multiplier of exactly 1/4 (shift 32, where DOUBLE_ROUND adds its
     2^30 term) on the same sums (-18, 6, -1018, -10): every result a tie,
     SINGLE_ROUND (half up) and DOUBLE_ROUND (half away from zero)
"""
import random

from tosa_forms import print_main, t

rng = random.Random(11)
# name, shape, axes, multipliers, shift(s), mode, zp in, zp out, clamp
CASES = [
    ("a", [1, 6, 5, 4], [1, 2], [1084376700], [36], "DOUBLE_ROUND", -74, 35, None),
    ("b", [1, 7, 3, 4], [1], [1431655765], [33], "SINGLE_ROUND", 3, -5, None),
    ("c", [1, 4, 8, 3], [2, 1], [1717986918], [32], "DOUBLE_ROUND", 0, -2, (-2, 127)),
    ("d", [1, 7, 7, 2], [1, 2], [2147483000], [31], "SINGLE_ROUND", 0, 0, None),
    ("h", [1, 7, 7, 2], [1, 2], [1402438301], [37], "DOUBLE_ROUND", 127, 1, None),
    ("e", [1, 5, 5, 4], [1, 2], [1073741824, 1342177280, 1610612736, 1879048192], [34, 35, 36, 37], "DOUBLE_ROUND", -1, 2, None),
    ("f", [1, 1, 9, 4], [2], [1073741824], [32], "SINGLE_ROUND", 0, 0, None),
    ("g", [1, 1, 9, 4], [2], [1073741824], [32], "DOUBLE_ROUND", 0, 0, None),
]


def reduced(shape, axes):
    out = list(shape)
    for a in axes:
        out[a] = 1
    return out


inputs = {}
for name, shape, axes, mults, shifts, mode, izp, ozp, clamp in CASES:
    size = shape[0] * shape[1] * shape[2] * shape[3]
    if name == "d":
        data = [127 if i % 2 == 0 else -128 for i in range(size)]
    elif name == "h":
        data = [-128] * size
    elif name == "g":
        data = inputs["f"]
    elif name == "f":
        # Per channel: sums -18, 6, -1018 and -10, quartered.
        columns = [[-2] * 9, [2] * 3 + [0] * 6, [-127] * 8 + [-2],
                   [-10] + [0] * 8]
        data = [columns[i % 4][i // 4] for i in range(size)]
    else:
        data = [rng.randint(-128, 127) for _ in range(size)]
    inputs[name] = data
    n = len(mults)
    per_channel = "true" if n > 1 else "false"
    lines = [f"func.func @{name}(%x: {t(shape, 'i8')}) -> {t(reduced(shape, axes), 'i8')} {{",
             '  %one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>',
             '  %thirty = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>',
             f'  %izp = "tosa.const"() <{{values = dense<{izp}> : tensor<1xi8>}}> : () -> tensor<1xi8>',
             '  %zero8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>',
             '  %zero32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>',
             f'  %ozp = "tosa.const"() <{{values = dense<{ozp}> : tensor<1xi8>}}> : () -> tensor<1xi8>',
             f'  %m = "tosa.const"() <{{values = dense<[{", ".join(map(str, mults))}]> : tensor<{n}xi32>}}> : () -> tensor<{n}xi32>',
             f'  %s = "tosa.const"() <{{values = dense<[{", ".join(map(str, shifts))}]> : tensor<{n}xi8>}}> : () -> tensor<{n}xi8>',
             f"  %c = tosa.rescale %x, %one, %thirty, %izp, %zero32 {{input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true}} : ({t(shape, 'i8')}, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> {t(shape, 'i32')}"]
    value, cur = "%c", list(shape)
    for k, axis in enumerate(axes):
        nxt = list(cur)
        nxt[axis] = 1
        lines.append(f"  %sum{k} = tosa.reduce_sum {value} {{axis = {axis} : i32}} : ({t(cur, 'i32')}) -> {t(nxt, 'i32')}")
        value, cur = f"%sum{k}", nxt
    lines.append(f"  %r = tosa.rescale {value}, %m, %s, %zero32, %ozp {{input_unsigned = false, output_unsigned = false, per_channel = {per_channel}, rounding_mode = {mode}, scale32 = true}} : ({t(cur, 'i32')}, tensor<{n}xi32>, tensor<{n}xi8>, tensor<1xi32>, tensor<1xi8>) -> {t(cur, 'i8')}")
    result = "%r"
    if clamp:
        lines.append(f"  %y = tosa.clamp %r {{max_val = {clamp[1]} : i8, min_val = {clamp[0]} : i8}} : ({t(cur, 'i8')}) -> {t(cur, 'i8')}")
        result = "%y"
    lines.append(f"  return {result} : {t(cur, 'i8')}")
    lines.append("}")
    print("\n".join(lines))

print_main([(name, [(shape, inputs[name])], [reduced(shape, axes)])
            for name, shape, axes, *_ in CASES])
