"""TFLite's 16x8 mode (int16 activations, int8 weights) as TFLite-to-TOSA
writes it: i16 x i8 -> i48 contractions with i48 biases, requantized by
16-bit multipliers (scale32 = false, SINGLE_ROUND), and the int16 forms of
ADD (one input cast to i32 and shifted left by 15), MUL, MEAN, pooling and
a rescale. Each a function of seeded i16 inputs over the whole range;
@main prints every result widened to i32:

  conv_wide     conv2d 3x3, a per-channel bias beyond 32 bits (up to
                +-2^40), 16-bit multipliers from 1 to 32767 at shifts 20
                to 38: both ends of i16 saturate
  conv_ties     conv2d 3x3 / 2, padding, a multiplier of 1/2 (ties on odd
                accumulators), TFLite's ReLU as a clamp to [0, 32767]
  depthwise     depthwise_conv2d 3x3, padding 1, per-channel multipliers
  fc            the converter's fully connected form: conv2d 1x1 on
                [1, 1, 1, K]
  add_shift     ADD: lhs cast and shifted by 15 then rescaled by E (shift
                32, DOUBLE_ROUND), rhs one rescale by 2^14, output
                DOUBLE_ROUND at shift 44
  add_const     ADD of a per-channel constant reshaped to rank 4 (one
                rescale by 2^14 on the constant's side), SINGLE_ROUND
  mean          MEAN over H and W: rescale by 1, two reduce_sums, rescale
  mul           MUL by a broadcast per-channel constant, saturating
  max_pool      max_pool2d 2x2 / 2
  avg_pool      avg_pool2d 3x3, padding 1
  rescale       an i16 -> i16 rescale, DOUBLE_ROUND, saturating
  between_modes an i16 -> i8 rescale (saturating, zero point -5) and back
                to i16: TFLite's QUANTIZE between its two modes
"""
import math
import random

from tosa_forms import hexdata, print_main, t

rng = random.Random(16)
NAMES = []
ARGS = {}
RESULTS = {}


def const(name, values, shape, elem):
    if len(set(values)) == 1:
        data = values[0]
    else:
        data = "[" + ", ".join(str(v) for v in values) + "]"
        if elem in ("i8", "i16") and (len(values) > 16 or len(shape) > 1):
            data = hexdata(values, int(elem[1:]))
    return (f'  %{name} = "tosa.const"() <{{values = dense<{data}> : '
            f'{t(shape, elem)}}}> : () -> {t(shape, elem)}')


def activations(shape):
    """Seeded i16 values with both ends of the range among them."""
    values = [rng.randint(-32768, 32767) for _ in range(math.prod(shape))]
    values[0], values[-1] = -32768, 32767
    return values


def function(name, inputs, out_shape, body):
    NAMES.append(name)
    ARGS[name] = [(s, activations(s)) for s in inputs]
    RESULTS[name] = [out_shape]
    params = ", ".join(f"%x{k}: {t(s, 'i16')}" for k, s in enumerate(inputs))
    print(f"func.func @{name}({params}) -> {t(out_shape, 'i16')} {{")
    print(const("zp16", [0], [1], "i16"))
    print(const("zp8", [0], [1], "i8"))
    print(const("zp32", [0], [1], "i32"))
    print(const("zp48", [0], [1], "i48"))
    print("\n".join(body))
    print("}")


# The zero point constants' types, by name (zpn: -5 on an i8 side).
ZP_TYPES = {"zp8": "i8", "zp16": "i16", "zp32": "i32", "zp48": "i48",
            "zpn": "i8"}


def rescale(out, value, in_type, out_type, m, n, mode, scale32, in_zp,
            out_zp, per_channel=False):
    melem = "i32" if scale32 else "i16"
    return [const(out + "_m", m, [len(m)], melem),
            const(out + "_n", n, [len(n)], "i8"),
            f"  %{out} = tosa.rescale %{value}, %{out}_m, %{out}_n, %{in_zp}, "
            f"%{out_zp} {{input_unsigned = false, output_unsigned = false, "
            f"per_channel = {str(per_channel).lower()}, rounding_mode = "
            f"{mode}, scale32 = {str(scale32).lower()}}} : ({in_type}, "
            f"{t([len(m)], melem)}, {t([len(n)], 'i8')}, "
            f"{t([1], ZP_TYPES[in_zp])}, {t([1], ZP_TYPES[out_zp])}) -> "
            f"{out_type}"]


def shifted(out, value, shape):
    """The converter's exact shift of a 16x8 ADD input: cast to i32, then
    a left shift by 15."""
    s32 = t(shape, "i32")
    return [f"  %{out}_c = tosa.cast %{value} : ({t(shape, 'i16')}) -> {s32}",
            const(out + "_k", [15], [1, 1, 1, 1], "i32"),
            f"  %{out} = tosa.logical_left_shift %{out}_c, %{out}_k : ({s32}, "
            f"tensor<1x1x1x1xi32>) -> {s32}"]


def requantized(value, in_type, out_shape, m, n, mode):
    """The rescale of an i32 result to i16 (zero points 0), returned."""
    return rescale("q", value, in_type, t(out_shape, "i16"), m, n, mode, True,
                   "zp32", "zp16") + [f"  return %q : {t(out_shape, 'i16')}"]


def conv(name, in_shape, weights_shape, bias, m, n, stride, pad, clamp=None):
    co, kh, kw, ci = weights_shape
    oh = (in_shape[1] + pad[0] + pad[1] - kh) // stride + 1
    ow = (in_shape[2] + pad[2] + pad[3] - kw) // stride + 1
    out = [1, oh, ow, co]
    w = [rng.randint(-127, 127) for _ in range(math.prod(weights_shape))]
    w[0] = -128
    body = [const("w", w, weights_shape, "i8"),
            const("b", bias, [co], "i48"),
            f"  %acc = tosa.conv2d %x0, %w, %b, %zp16, %zp8 {{acc_type = i48, "
            f"dilation = array<i64: 1, 1>, pad = array<i64: "
            f"{', '.join(map(str, pad))}>, stride = array<i64: {stride}, "
            f"{stride}>}} : ({t(in_shape, 'i16')}, "
            f"{t(weights_shape, 'i8')}, {t([co], 'i48')}, tensor<1xi16>, "
            f"tensor<1xi8>) -> {t(out, 'i48')}"]
    body += rescale("q", "acc", t(out, "i48"), t(out, "i16"), m, n,
                    "SINGLE_ROUND", False, "zp48", "zp16", per_channel=True)
    result = "q"
    if clamp:
        body.append(f"  %y = tosa.clamp %q {{max_val = {clamp[1]} : i16, "
                    f"min_val = {clamp[0]} : i16}} : ({t(out, 'i16')}) -> "
                    f"{t(out, 'i16')}")
        result = "y"
    body.append(f"  return %{result} : {t(out, 'i16')}")
    function(name, [in_shape], out, body)


conv("conv_wide", [1, 5, 5, 3], [4, 3, 3, 3],
     [1 << 40, -(1 << 40), 12345678901, -98765],
     [16384, 32767, 1, 20000], [30, 35, 20, 38], 1, [0, 0, 0, 0])
conv("conv_ties", [1, 7, 6, 2], [3, 3, 3, 2], [0, 5, -7],
     [16384, 16384, 24000], [15, 15, 27], 2, [1, 1, 0, 1], (0, 32767))
conv("fc", [1, 1, 1, 8], [5, 1, 1, 8], [1000, -1000, 0, 77, 123456789],
     [24300, 21997, 20478, 22791, 23709], [23, 23, 23, 23, 24], 1,
     [0, 0, 0, 0])

# Depthwise: [KH, KW, C, 1] weights.
shape, ws = [1, 6, 6, 4], [3, 3, 4, 1]
w = [rng.randint(-128, 127) for _ in range(math.prod(ws))]
body = [const("w", w, ws, "i8"),
        const("b", [-3000000, 0, 3000000, 17], [4], "i48"),
        f"  %acc = tosa.depthwise_conv2d %x0, %w, %b, %zp16, %zp8 {{acc_type "
        f"= i48, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, "
        f"stride = array<i64: 1, 1>}} : ({t(shape, 'i16')}, {t(ws, 'i8')}, "
        f"tensor<4xi48>, tensor<1xi16>, tensor<1xi8>) -> {t(shape, 'i48')}"]
body += rescale("q", "acc", t(shape, "i48"), t(shape, "i16"),
                [18283, 22997, 23615, 25150], [24, 24, 25, 20], "SINGLE_ROUND",
                False, "zp48", "zp16", per_channel=True)
body.append(f"  return %q : {t(shape, 'i16')}")
function("depthwise", [shape], shape, body)

# ADD, the converter's form: lhs cast to i32 and shifted by 15, then
# rescaled by E_l; rhs rescaled once by 2^15 E_r = 2^14 (E_r = 1/2).
shape = [1, 3, 4, 5]
s32 = t(shape, "i32")
body = shifted("ls", "x0", shape)
body += rescale("yl", "ls", s32, s32, [2138380189], [32], "DOUBLE_ROUND",
                True, "zp32", "zp32")
body += rescale("yr", "x1", t(shape, "i16"), s32, [1073741824], [16],
                "DOUBLE_ROUND", True, "zp16", "zp32")
body.append(f"  %sum = tosa.add %yl, %yr : ({s32}, {s32}) -> {s32}")
body += requantized("sum", s32, shape, [1518500250], [44], "DOUBLE_ROUND")
function("add_shift", [shape, shape], shape, body)

# ADD of a per-channel constant (rank 1, rescaled, then reshaped).
body = [const("c", [32767, -32768, 0, 12345, -1], [5], "i16")]
body += rescale("yc", "c", t([5], "i16"), t([5], "i32"), [1073741824], [16],
                "SINGLE_ROUND", True, "zp16", "zp32")
body += ["  %rank4 = tosa.const_shape {values = dense<[1, 1, 1, 5]> : "
         "tensor<4xindex>} : () -> !tosa.shape<4>",
         "  %yc4 = tosa.reshape %yc, %rank4 : (tensor<5xi32>, "
         "!tosa.shape<4>) -> tensor<1x1x1x5xi32>"]
body += shifted("xs", "x0", shape)
body += rescale("yx", "xs", s32, s32, [1789569707], [33], "SINGLE_ROUND",
                True, "zp32", "zp32")
body.append(f"  %sum = tosa.add %yx, %yc4 : ({s32}, tensor<1x1x1x5xi32>) -> "
            f"{s32}")
body += requantized("sum", s32, shape, [1431655765], [45], "SINGLE_ROUND")
function("add_const", [shape], shape, body)

# MEAN over H and W.
shape, out = [1, 7, 7, 6], [1, 1, 1, 6]
body = rescale("c", "x0", t(shape, "i16"), t(shape, "i32"), [1073741824],
               [30], "DOUBLE_ROUND", True, "zp16", "zp32")
body += [f"  %h = tosa.reduce_sum %c {{axis = 1 : i32}} : ({t(shape, 'i32')})"
         f" -> tensor<1x1x7x6xi32>",
         "  %hw = tosa.reduce_sum %h {axis = 2 : i32} : (tensor<1x1x7x6xi32>)"
         " -> tensor<1x1x1x6xi32>"]
body += requantized("hw", t(out, "i32"), out, [1402438301], [36],
                   "DOUBLE_ROUND")
function("mean", [shape], out, body)

# MUL by a per-channel constant broadcast over H and W.
shape = [1, 3, 4, 5]
body = [const("c", [32767, -32768, 3, -200, 9999], [1, 1, 1, 5], "i16")]
body += rescale("cl", "x0", t(shape, "i16"), s32, [1073741824], [30],
                "DOUBLE_ROUND", True, "zp16", "zp32")
body += rescale("cr", "c", t([1, 1, 1, 5], "i16"), t([1, 1, 1, 5], "i32"),
                [1073741824], [30], "DOUBLE_ROUND", True, "zp16", "zp32")
body.append(f"  %p = tosa.mul %cl, %cr, %zp8 : ({s32}, tensor<1x1x1x5xi32>, "
            f"tensor<1xi8>) -> {s32}")
body += requantized("p", s32, shape, [1073741824], [45], "DOUBLE_ROUND")
function("mul", [shape], shape, body)

# Pooling.
shape = [1, 6, 6, 3]
body = [f"  %q = tosa.max_pool2d %x0 {{kernel = array<i64: 2, 2>, pad = "
        f"array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}} : "
        f"({t(shape, 'i16')}) -> tensor<1x3x3x3xi16>",
        "  return %q : tensor<1x3x3x3xi16>"]
function("max_pool", [shape], [1, 3, 3, 3], body)
body = [f"  %q = tosa.avg_pool2d %x0, %zp16, %zp16 {{acc_type = i32, kernel "
        f"= array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = "
        f"array<i64: 1, 1>}} : ({t(shape, 'i16')}, tensor<1xi16>, "
        f"tensor<1xi16>) -> {t(shape, 'i16')}",
        f"  return %q : {t(shape, 'i16')}"]
function("avg_pool", [shape], shape, body)

# A rescale i16 -> i16.
shape = [2, 9]
body = rescale("q", "x0", t(shape, "i16"), t(shape, "i16"), [1876499845],
               [30], "DOUBLE_ROUND", True, "zp16", "zp16")
body.append(f"  return %q : {t(shape, 'i16')}")
function("rescale", [shape], shape, body)

# Between the modes: i16 -> i8 (saturating, zero point -5), then back to
# i16 by 300 (zero point 0), SINGLE_ROUND.
body = rescale("n", "x0", t(shape, "i16"), t(shape, "i8"), [1518500250],
               [37], "SINGLE_ROUND", True, "zp16", "zpn")
body.insert(0, const("zpn", [-5], [1], "i8"))
body += rescale("q", "n", t(shape, "i8"), t(shape, "i16"), [1258291200],
                [22], "SINGLE_ROUND", True, "zpn", "zp16")
body.append(f"  return %q : {t(shape, 'i16')}")
function("between_modes", [shape], shape, body)

print_main([(n, ARGS[n], RESULTS[n]) for n in NAMES], elem="i16")
