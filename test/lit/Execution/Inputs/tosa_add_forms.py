"""TFLite's ADD as TFLite-to-TOSA writes it (the larger input rescaled to
i32 by 2^19 in one rescale, the other by 2^20 and then by its multiplier E,
tosa.add, a rescale of the sum to i8) where an input broadcasts, in the
forms quantkit-import-tosa imports by broadcasting that input first, each
a function of seeded inputs, and @main printing every result widened to
i32:

  a  a batch norm's per-channel constant [6], rescaled at rank 1 and
     reshaped to [1, 1, 1, 6] (the converter's form), added to [1, 4, 5, 6],
     with TFLite's ReLU after
  b  a run-time [1, 1, 1, 6] on the left
  c  a scalar constant rescaled at rank 0 and reshaped to [1, 1, 1, 1]
  d  both inputs broadcast: [1, 4, 1, 6] plus [1, 1, 5, 6]
"""
import math
import random

from tosa_forms import hexdata, print_main, t

rng = random.Random(9)
OUT = [1, 4, 5, 6]
# name, big shape, small shape, small const, small first, out (m, n), zps
# (big, small, out), E of the small input (m, n), clamp
CASES = [
    ("a", OUT, [6], [62, 101, -104, -40, 38, 98], False, (1073741824, 49), (-128, -32, -128), (1552767028, 33), (-128, 127)),
    ("b", OUT, [1, 1, 1, 6], None, True, (1073741824, 49), (5, -3, 7), (1288490189, 32), None),
    ("c", OUT, [], [-77], False, (1518500250, 50), (0, 12, -2), (1717986918, 34), None),
    ("d", [1, 4, 1, 6], [1, 1, 5, 6], None, False, (1073741824, 49), (-9, 3, 0), (1932735283, 33), None),
]


def const(name, value, elem):
    return (f'  %{name} = "tosa.const"() <{{values = dense<{value}> : '
            f'tensor<1x{elem}>}}> : () -> tensor<1x{elem}>')


def rescale(dst, src, m, s, izp, ozp, src_type, dst_type):
    return (f"  %{dst} = tosa.rescale %{src}, %{m}, %{s}, %{izp}, %{ozp} "
            "{input_unsigned = false, output_unsigned = false, per_channel = "
            "false, rounding_mode = DOUBLE_ROUND, scale32 = true} : "
            f"({src_type}, tensor<1xi32>, tensor<1xi8>, "
            f"tensor<1x{'i8' if src_type.endswith('xi8>') or src_type == 'tensor<i8>' else 'i32'}>, "
            f"tensor<1x{'i8' if dst_type.endswith('xi8>') else 'i32'}>) -> {dst_type}")


inputs = {}
for (name, big, small, sconst, small_first, (mo, no), (zb, zs, zo),
     (me, ne), clamp) in CASES:
    params, types, data = [], [], []
    lines = [const("two30", 1073741824, "i32"), const("s11", 11, "i8"),
             const("s10", 10, "i8"), const("zb", zb, "i8"),
             const("zs", zs, "i8"), const("zo", zo, "i8"),
             const("z32", 0, "i32"), const("me", me, "i32"),
             const("ne", ne, "i8"), const("mo", mo, "i32"),
             const("no", no, "i8")]
    params.append(f"%big: {t(big, 'i8')}")
    types.append(t(big, "i8"))
    data.append((big, [rng.randint(-128, 127) for _ in range(math.prod(big))]))
    if sconst is None:
        params.append(f"%small: {t(small, 'i8')}")
        types.append(t(small, "i8"))
        data.append((small, [rng.randint(-128, 127)
                             for _ in range(math.prod(small))]))
    else:
        value = hexdata(sconst) if len(sconst) > 1 else sconst[0]
        lines.append(f'  %small = "tosa.const"() <{{values = dense<{value}> : '
                     f'{t(small, "i8")}}}> : () -> {t(small, "i8")}')
    inputs[name] = data
    lines.append(rescale("bb", "big", "two30", "s11", "zb", "z32",
                         t(big, "i8"), t(big, "i32")))
    lines.append(rescale("s1", "small", "two30", "s10", "zs", "z32",
                         t(small, "i8"), t(small, "i32")))
    lines.append(rescale("s2", "s1", "me", "ne", "z32", "z32",
                         t(small, "i32"), t(small, "i32")))
    seen = small
    operand = "%s2"
    if len(small) != 4:
        seen = [1, 1, 1, small[0] if small else 1]
        dims = ", ".join(map(str, seen))
        lines.append(f"  %shape = tosa.const_shape {{values = dense<[{dims}]> "
                     ": tensor<4xindex>} : () -> !tosa.shape<4>")
        lines.append(f"  %s3 = tosa.reshape %s2, %shape : ({t(small, 'i32')}, "
                     f"!tosa.shape<4>) -> {t(seen, 'i32')}")
        operand = "%s3"
    pair = [("%bb", t(big, "i32")), (operand, t(seen, "i32"))]
    if small_first:
        pair.reverse()
    lines.append(f"  %sum = tosa.add {pair[0][0]}, {pair[1][0]} : "
                 f"({pair[0][1]}, {pair[1][1]}) -> {t(OUT, 'i32')}")
    lines.append(rescale("q", "sum", "mo", "no", "z32", "zo", t(OUT, "i32"),
                         t(OUT, "i8")))
    result = "%q"
    if clamp:
        lines.append(f"  %y = tosa.clamp %q {{max_val = {clamp[1]} : i8, "
                     f"min_val = {clamp[0]} : i8}} : ({t(OUT, 'i8')}) -> "
                     f"{t(OUT, 'i8')}")
        result = "%y"
    print(f"func.func @{name}({', '.join(params)}) -> {t(OUT, 'i8')} {{")
    print("\n".join(lines))
    print(f"  return {result} : {t(OUT, 'i8')}")
    print("}")

flat = "x".join(str(d) for d in OUT)
print_main([(case[0], inputs[case[0]], [OUT]) for case in CASES])
