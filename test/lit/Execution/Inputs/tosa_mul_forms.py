"""TFLite's MUL as TFLite-to-TOSA writes it (a rescale centring each i8
input by 1, tosa.mul with shift 0, a rescale of the product to i8) where an
input broadcasts, in the forms quantkit-import-tosa imports by broadcasting
that input first, each a function of seeded inputs, and @main printing
every result widened to i32:

  a  squeeze and excitation: [1, 4, 5, 6] times a run-time [1, 1, 1, 6]
  b  the same with the broadcast input on the left, and TFLite's ReLU after
  c  a scalar constant rescaled at rank 0 and reshaped to [1, 1, 1, 1]
     (Keras' hard sigmoid), SINGLE_ROUND
  d  a per-channel constant [1, 1, 1, 6] with zero point -128 (centred
     values up to 255) and a multiplier that saturates at both ends
  e  [1, 1, 5, 6] broadcast over H
  f  both inputs broadcast: [1, 4, 1, 6] times [1, 1, 5, 6]
"""
import math
import random

from tosa_forms import hexdata, print_main, t

rng = random.Random(5)
# name, lhs shape, rhs shape, lhs const, rhs const, m, n, mode, zp l, zp r, zp out, clamp
OUT = [1, 4, 5, 6]
CASES = [
    ("a", OUT, [1, 1, 1, 6], None, None, 1193046471, 38, "DOUBLE_ROUND", 3, -128, -7, None),
    ("b", [1, 1, 1, 6], OUT, None, None, 1898036692, 39, "DOUBLE_ROUND", -128, 12, -20, (-20, 127)),
    ("c", OUT, [], None, [64], 1431655765, 37, "SINGLE_ROUND", -5, -128, 0, None),
    ("d", OUT, [1, 1, 1, 6], None, [127, -128, 0, 77, -1, 100], 2040109465, 36, "DOUBLE_ROUND", 0, -128, 1, None),
    ("e", OUT, [1, 1, 5, 6], None, None, 1246977891, 37, "DOUBLE_ROUND", -1, 4, 2, None),
    ("f", [1, 4, 1, 6], [1, 1, 5, 6], None, None, 1099511627 >> 1, 36, "SINGLE_ROUND", 9, -9, -3, None),
]


args = {}
for (name, ls, rs, lc, rc, m, n, mode, zl, zr, zo, clamp) in CASES:
    params = []
    lines = []
    for side, shape, const, zp in (("l", ls, lc, zl), ("r", rs, rc, zr)):
        lines.append(f'  %zp{side} = "tosa.const"() <{{values = dense<{zp}> : tensor<1xi8>}}> : () -> tensor<1xi8>')
        if const is None:
            params.append(f"%{side}: {t(shape, 'i8')}")
            args.setdefault(name, []).append((shape, [rng.randint(-128, 127) for _ in range(math.prod(shape))]))
        else:
            lines.append(f'  %{side} = "tosa.const"() <{{values = dense<{hexdata(const) if len(const) > 1 else const[0]}> : {t(shape, "i8")}}}> : () -> {t(shape, "i8")}')
        lines.append(f"  %c{side} = tosa.rescale %{side}, %one, %thirty, %zp{side}, %zero32 {{input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true}} : ({t(shape, 'i8')}, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> {t(shape, 'i32')}")
        if not shape:
            lines.append("  %four = tosa.const_shape {values = dense<[1, 1, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>")
            lines.append(f"  %c{side}4 = tosa.reshape %c{side}, %four : ({t(shape, 'i32')}, !tosa.shape<4>) -> {t([1, 1, 1, 1], 'i32')}")
    lshape = ls or [1, 1, 1, 1]
    rshape = rs or [1, 1, 1, 1]
    rname = "%cr4" if not rs else "%cr"
    print(f"func.func @{name}({', '.join(params)}) -> {t(OUT, 'i8')} {{")
    print('  %one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>')
    print('  %thirty = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>')
    print('  %zero8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>')
    print('  %zero32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>')
    print(f'  %m = "tosa.const"() <{{values = dense<{m}> : tensor<1xi32>}}> : () -> tensor<1xi32>')
    print(f'  %s = "tosa.const"() <{{values = dense<{n}> : tensor<1xi8>}}> : () -> tensor<1xi8>')
    print(f'  %zpo = "tosa.const"() <{{values = dense<{zo}> : tensor<1xi8>}}> : () -> tensor<1xi8>')
    print("\n".join(lines))
    print(f"  %p = tosa.mul %cl, {rname}, %zero8 : ({t(lshape, 'i32')}, {t(rshape, 'i32')}, tensor<1xi8>) -> {t(OUT, 'i32')}")
    print(f"  %q = tosa.rescale %p, %m, %s, %zero32, %zpo {{input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = {mode}, scale32 = true}} : ({t(OUT, 'i32')}, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> {t(OUT, 'i8')}")
    result = "%q"
    if clamp:
        print(f"  %y = tosa.clamp %q {{max_val = {clamp[1]} : i8, min_val = {clamp[0]} : i8}} : ({t(OUT, 'i8')}) -> {t(OUT, 'i8')}")
        result = "%y"
    print(f"  return {result} : {t(OUT, 'i8')}")
    print("}")

flat = "x".join(str(d) for d in OUT)
print_main([(case[0], args.get(case[0], []), [OUT]) for case in CASES])
