"""A small int8 TOSA network in the forms TFLite-to-TOSA emits (MLIR 22's
TOSA), with deterministic random weights, for quantkit-import-tosa.

usage: tflite_int8_tosa_net.py single_round|double_round [SEED]
           [--quant-types] [--part=all|model|main]

--quant-types writes quantized element types on the i8 activations and
weights; --part=model prints @model alone, --part=main the rest (the same
inputs as with --part=all), so that @model can go through a pass on its own.

    x [1, 8, 8, 3] (zp -5)
    conv2d 3x3, 8 channels, pad 1, i32 bias -> per-channel rescale (zp -3)
        -> clamp [-3, 127] (ReLU)
    depthwise_conv2d 3x3, stride 2 -> per-channel rescale (zp 2)
        -> clamp [2, 90] (ReLU-N)
    max_pool2d 2x2 -> rescale i8 -> i8 (zp 7, an unnormalised multiplier)
    add (depthwise, requantized pool): rescale i8 -> i32 per input, tosa.add,
        rescale to i8 (zp -1)
    avg_pool2d 2x2 stride 2 (zp -1) -> reshape [1, 1, 32]
    matmul with [1, 32, 10] weights (b_zp 0) + i32 bias [1, 1, 10]
        -> per-channel rescale (zp 4)

Multipliers are what TFLite writes: normalised mantissas in [2^30, 2^31)
with shifts 37..40 on the contractions (outputs spread over the i8 range),
the add's larger input multiplier 2^19 and its output multiplier about
2^-20. Every rescale uses the rounding mode named on the command line; under
double_round the add's inputs have one scale (the only add QuantKit imports
bit-exactly under DOUBLE_ROUND) and the i8 -> i8 rescale's unnormalised
multiplier keeps its normalised shift at 31. @main runs four random inputs
and prints both outputs (the final logits and the pooled activations)
widened to i32.
"""
import math
import random
import sys

flags = [arg for arg in sys.argv[1:] if arg.startswith("--")]
args = [arg for arg in sys.argv[1:] if not arg.startswith("--")]
SCHEME = args[0]
SEED = int(args[1]) if len(args) > 1 else 7
QUANT_TYPES = "--quant-types" in flags
PART = "all"
for flag in flags:
    if flag.startswith("--part="):
        PART = flag[len("--part="):]
    elif flag != "--quant-types":
        sys.exit("unknown flag " + flag)
assert PART in ("all", "model", "main"), PART
MODE = {"single_round": "SINGLE_ROUND", "double_round": "DOUBLE_ROUND"}[SCHEME]
rng = random.Random(SEED)


def ints(count, lo, hi):
    return [rng.randint(lo, hi) for _ in range(count)]


def dense(vals, shape):
    def nest(offset, dims):
        if not dims:
            return str(vals[offset])
        step = 1
        for d in dims[1:]:
            step *= d
        return "[" + ", ".join(nest(offset + i * step, dims[1:])
                               for i in range(dims[0])) + "]"
    return nest(0, shape)


def normalised(real):
    """TFLite's QuantizeMultiplier: (m, shift) with m in [2^30, 2^31)."""
    f, e = math.frexp(real)
    m = int(round(f * (1 << 31)))
    if m == 1 << 31:
        m //= 2
        e += 1
    return m, 31 - e


def channel_multipliers(count, shifts):
    ms, ns = [], []
    for _ in range(count):
        ms.append(rng.randint(1 << 30, (1 << 31) - 1))
        ns.append(rng.choice(shifts))
    return ms, ns


lines = []
counter = [0]


def emit(text):
    lines.append("    " + text)


def fresh():
    counter[0] += 1
    return "%%v%d" % counter[0]


def const(vals, shape, elem):
    name = fresh()
    shape_s = "x".join(str(d) for d in shape)
    emit('%s = "tosa.const"() <{values = dense<%s> : tensor<%sx%s>}> : () -> '
         '%s' % (name, dense(vals, shape), shape_s, elem, t(shape, elem)))
    return name


def scalar(value, elem):
    return const([value], [1], elem)


def t(shape, elem):
    # With --quant-types, the i8 activations and weights carry a quantized
    # element type, as TFLite-to-TOSA writes them before TensorFlow's
    # tosa-strip-quant-types (zero points, multipliers and shifts stay
    # integers: the ops' verifiers ask for them so).
    if QUANT_TYPES and elem == "i8" and len(shape) >= 2:
        elem = "!quant.uniform<i8:f32, 0.5:-1>"
    return "tensor<%sx%s>" % ("x".join(str(d) for d in shape), elem)


def rescale(value, shape, in_elem, out_elem, ms, ns, in_zp, out_zp,
            per_channel):
    m = const(ms, [len(ms)], "i32")
    s = const(ns, [len(ns)], "i8")
    izp = scalar(in_zp, in_elem)
    ozp = scalar(out_zp, out_elem)
    name = fresh()
    emit("%s = tosa.rescale %s, %s, %s, %s, %s {input_unsigned = false, "
         "output_unsigned = false, per_channel = %s, rounding_mode = %s, "
         "scale32 = true} : (%s, %s, %s, %s, %s) -> %s"
         % (name, value, m, s, izp, ozp, "true" if per_channel else "false",
            MODE, t(shape, in_elem), t([len(ms)], "i32"), t([len(ns)], "i8"),
            t([1], in_elem), t([1], out_elem), t(shape, out_elem)))
    return name


def clamp(value, shape, lo, hi):
    name = fresh()
    emit("%s = tosa.clamp %s {max_val = %d : i8, min_val = %d : i8} : (%s) "
         "-> %s" % (name, value, hi, lo, t(shape, "i8"), t(shape, "i8")))
    return name


def model():
    x = "%x"
    # conv2d 3x3x3 -> 8, pad 1.
    w1 = const(ints(8 * 3 * 3 * 3, -127, 127), [8, 3, 3, 3], "i8")
    b1 = const(ints(8, -3000, 3000), [8], "i32")
    acc = fresh()
    emit("%s = tosa.conv2d %s, %s, %s, %s, %s {acc_type = i32, dilation = "
         "array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: "
         "1, 1>} : (%s, %s, %s, %s, %s) -> %s"
         % (acc, x, w1, b1, scalar(-5, "i8"), scalar(0, "i8"),
            t([1, 8, 8, 3], "i8"), t([8, 3, 3, 3], "i8"), t([8], "i32"),
            t([1], "i8"), t([1], "i8"), t([1, 8, 8, 8], "i32")))
    ms, ns = channel_multipliers(8, [39, 40])
    c1 = rescale(acc, [1, 8, 8, 8], "i32", "i8", ms, ns, 0, -3, True)
    c1 = clamp(c1, [1, 8, 8, 8], -3, 127)
    # depthwise 3x3, stride 2, pad bottom/right 1.
    w2 = const(ints(3 * 3 * 8, -127, 127), [3, 3, 8, 1], "i8")
    b2 = const(ints(8, -1000, 1000), [8], "i32")
    acc = fresh()
    emit("%s = tosa.depthwise_conv2d %s, %s, %s, %s, %s {acc_type = i32, "
         "dilation = array<i64: 1, 1>, pad = array<i64: 0, 1, 0, 1>, stride = "
         "array<i64: 2, 2>} : (%s, %s, %s, %s, %s) -> %s"
         % (acc, c1, w2, b2, scalar(-3, "i8"), scalar(0, "i8"),
            t([1, 8, 8, 8], "i8"), t([3, 3, 8, 1], "i8"), t([8], "i32"),
            t([1], "i8"), t([1], "i8"), t([1, 4, 4, 8], "i32")))
    ms, ns = channel_multipliers(8, [37, 38])
    d = rescale(acc, [1, 4, 4, 8], "i32", "i8", ms, ns, 0, 2, True)
    d = clamp(d, [1, 4, 4, 8], 2, 90)
    # max_pool2d, then a requantization to zero point 7.
    mp = fresh()
    emit("%s = tosa.max_pool2d %s {kernel = array<i64: 2, 2>, pad = "
         "array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 1>} : (%s) -> %s"
         % (mp, d, t([1, 4, 4, 8], "i8"), t([1, 4, 4, 8], "i8")))
    if SCHEME == "single_round":
        rq = ([3 << 20], [22])   # 0.75, unnormalised (j = 8)
    else:
        rq = ([3 << 27], [29])   # 0.75, unnormalised, shift 31 normalised
    r = rescale(mp, [1, 4, 4, 8], "i8", "i8", rq[0], rq[1], 2, 7, False)
    # TFLite's add: s_l = 1, s_r = 0.6 (1 under double_round), s_out = 1.2.
    s_l, s_r, s_out = 1.0, (0.6 if SCHEME == "single_round" else 1.0), 1.2
    twice_max = 2.0 * max(s_l, s_r)
    ml = normalised((1 << 20) * s_l / twice_max)
    mr = normalised((1 << 20) * s_r / twice_max)
    mo = normalised(twice_max / (s_out * (1 << 20)))
    yl = rescale(d, [1, 4, 4, 8], "i8", "i32", [ml[0]], [ml[1]], 2, 0, False)
    yr = rescale(r, [1, 4, 4, 8], "i8", "i32", [mr[0]], [mr[1]], 7, 0, False)
    total = fresh()
    emit("%s = tosa.add %s, %s : (%s, %s) -> %s"
         % (total, yl, yr, t([1, 4, 4, 8], "i32"), t([1, 4, 4, 8], "i32"),
            t([1, 4, 4, 8], "i32")))
    a = rescale(total, [1, 4, 4, 8], "i32", "i8", [mo[0]], [mo[1]], 0, -1,
                False)
    # avg_pool2d 2x2 stride 2 with zero point -1.
    ap = fresh()
    zp = scalar(-1, "i8")
    emit("%s = tosa.avg_pool2d %s, %s, %s {acc_type = i32, kernel = "
         "array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: "
         "2, 2>} : (%s, %s, %s) -> %s"
         % (ap, a, zp, zp, t([1, 4, 4, 8], "i8"), t([1], "i8"), t([1], "i8"),
            t([1, 2, 2, 8], "i8")))
    # Fully connected as TFLite-to-TOSA's matmul: reshape, matmul, bias add.
    shape = fresh()
    emit("%s = tosa.const_shape {values = dense<[1, 1, 32]> : tensor<3xindex>}"
         " : () -> !tosa.shape<3>" % shape)
    flat = fresh()
    emit("%s = tosa.reshape %s, %s : (%s, !tosa.shape<3>) -> %s"
         % (flat, ap, shape, t([1, 2, 2, 8], "i8"), t([1, 1, 32], "i8")))
    w3 = const(ints(32 * 10, -127, 127), [1, 32, 10], "i8")
    acc = fresh()
    emit("%s = tosa.matmul %s, %s, %s, %s : (%s, %s, %s, %s) -> %s"
         % (acc, flat, w3, scalar(-1, "i8"), scalar(0, "i8"),
            t([1, 1, 32], "i8"), t([1, 32, 10], "i8"), t([1], "i8"),
            t([1], "i8"), t([1, 1, 10], "i32")))
    b3 = const(ints(10, -5000, 5000), [1, 1, 10], "i32")
    biased = fresh()
    emit("%s = tosa.add %s, %s : (%s, %s) -> %s"
         % (biased, acc, b3, t([1, 1, 10], "i32"), t([1, 1, 10], "i32"),
            t([1, 1, 10], "i32")))
    ms, ns = channel_multipliers(10, [38, 39])
    out = rescale(biased, [1, 1, 10], "i32", "i8", ms, ns, 0, 4, True)
    emit("return %s, %s : %s, %s" % (out, ap, t([1, 1, 10], "i8"),
                                     t([1, 2, 2, 8], "i8")))


model()
if PART != "main":
    print("func.func @model(%%x: %s) -> (%s, %s) {"
          % (t([1, 8, 8, 3], "i8"), t([1, 1, 10], "i8"), t([1, 2, 2, 8], "i8")))
    print("\n".join(lines))
    print("}")
if PART == "model":
    sys.exit(0)
QUANT_TYPES = False  # @main calls @model on its storage integers.
print("""
func.func private @printMemrefI32(memref<*xi32>)
""")
print("func.func @main() {")
for i in range(4):
    print("  %%x%d = arith.constant dense<%s> : %s"
          % (i, dense(ints(8 * 8 * 3, -128, 127), [1, 8, 8, 3]),
             t([1, 8, 8, 3], "i8")))
    print("  %%y%d, %%p%d = call @model(%%x%d) : (%s) -> (%s, %s)"
          % (i, i, i, t([1, 8, 8, 3], "i8"), t([1, 1, 10], "i8"),
             t([1, 2, 2, 8], "i8")))
    for name, shape in (("y", [1, 1, 10]), ("p", [1, 2, 2, 8])):
        v = "%%%s%d" % (name, i)
        print("  %sw = arith.extsi %s : %s to %s"
              % (v, v, t(shape, "i8"), t(shape, "i32")))
        print("  %sb = bufferization.to_buffer %sw : %s to memref<%sxi32>"
              % (v, v, t(shape, "i32"), "x".join(str(d) for d in shape)))
        print("  %su = memref.cast %sb : memref<%sxi32> to memref<*xi32>"
              % (v, v, "x".join(str(d) for d in shape)))
        print("  call @printMemrefI32(%su) : (memref<*xi32>) -> ()" % v)
print("  return")
print("}")
