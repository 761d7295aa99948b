"""Stride-1 quantkit.conv2d ops on inputs spread apart (a transposed
convolution's form), at random geometries, each a function of a seeded
input, and @main printing every result widened to i32.

    split_conv_phases.py CASES SEED

Each case draws an input H x W (1 to 5), spread strides (1 to 3 per axis,
not both 1), spread offsets (0 to 2), up to 2 extra zero-point rows and
columns after the last input one, a kernel (1 to 5 per axis, never smaller
than the stride, so every output phase has taps), padding (0 to K - 1 per
side, as long as an output is left), 1 or 2 groups, and one of the three
forms quantkit-split-conv-phases takes:

  int    the i8 input inserted into a linalg.fill of the zero point, then
         quant.scast (quantkit-import-tosa's form); a constant filter
  float  the input dequantized, inserted into a fill of 0.0, quantized
         again by quant.qcast (torch-mlir's form after quantkit-quantize);
         the filter a quantized float constant
  arg    the int form with the filter a second argument (neither constant
         nor quantized from float: cut by tensor.extract_slice)

Per-channel filter scales, a bias, input and output zero points; every
scale a binary fraction, so the bias scale is the exact product.

Before each function, FileCheck lines for the output of
quantkit-split-conv-phases,canonicalize: how many phase convolutions it
should make, found here by brute force (an axis's phase is the outputs
m = phi mod s; it can be split off when one of its outputs meets an input
row through some tap, m + k = pad + offset + s * i), or the spread left
where a phase with outputs meets none.
"""
import math
import random
import struct
import sys

from tosa_forms import hexdata, print_main, t

cases, seed = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)


def quant(storage, scale, zp):
    return f"!quant.uniform<{storage}:f32, {scale!r}:{zp}>"


def per_channel(storage, scales):
    return "!quant.uniform<%s:f32:0, {%s}>" % (
        storage, ",".join(repr(s) for s in scales))


def tq(shape, element):
    return "tensor<%sx%s>" % ("x".join(map(str, shape)), element)


def f32_hex(values):
    return '"0x%s"' % b"".join(struct.pack("<f", v) for v in values).hex().upper()


def axis_phases(h, s, o, k, before, out):
    """Phases of one axis that have outputs, or None where one of them
    reads no input row."""
    c = before + o
    count = 0
    for phi in range(s):
        outputs = range(phi, out, s)
        if not outputs:
            continue
        if not any((m + tap - c) % s == 0 and 0 <= (m + tap - c) // s < h
                   for m in outputs for tap in range(k)):
            return None
        count += 1
    return count


calls = []
for case in range(cases):
    form = ("int", "float", "arg")[case % 3]
    h, w = rng.randint(1, 5), rng.randint(1, 5)
    while True:
        stride = [rng.randint(1, 3), rng.randint(1, 3)]
        if stride != [1, 1]:
            break
    kernel = [rng.randint(s, 5) for s in stride]
    offset = [rng.randint(0, 2), rng.randint(0, 2)]
    dest = [offset[0] + stride[0] * (h - 1) + 1 + rng.randint(0, 2),
            offset[1] + stride[1] * (w - 1) + 1 + rng.randint(0, 2)]
    while True:
        pad = [rng.randint(0, kernel[i // 2] - 1) for i in range(4)]
        out = [dest[0] + pad[0] + pad[1] - kernel[0] + 1,
               dest[1] + pad[2] + pad[3] - kernel[1] + 1]
        if min(out) >= 1:
            break
    groups = rng.choice([1, 2])
    channels = groups * rng.randint(1, 3)
    outs = groups * rng.randint(1, 3)
    zp_in, zp_out = rng.randint(-10, 10), rng.randint(-20, 20)
    s_in = 2.0 ** -4
    s_w = [rng.randint(1, 8) * 2.0 ** -10 for _ in range(outs)]
    s_out = s_in * max(s_w) * rng.choice([16, 32, 64])
    fan = kernel[0] * kernel[1] * (channels // groups)
    wshape = [outs, kernel[0], kernel[1], channels // groups]
    weights = [rng.randint(-127, 127) for _ in range(math.prod(wshape))]
    bias = [rng.randint(-40 * fan, 40 * fan) for _ in range(outs)]
    xshape = [1, h, w, channels]
    spread = [1, dest[0], dest[1], channels]
    oshape = [1, out[0], out[1], outs]
    x = [rng.randint(-128, 127) for _ in range(math.prod(xshape))]

    IN = quant("i8", s_in, zp_in)
    W = per_channel("i8<-127:127>", s_w)
    B = per_channel("i32", [s_in * s for s in s_w])
    OUT = quant("i8", s_out, zp_out)
    name = f"c{case}"
    args = [(xshape, x)]
    params = f"%x: {t(xshape, 'i8')}"
    if form == "arg":
        args.append((wshape, weights))
        params += f", %wi: {t(wshape, 'i8')}"
    calls.append((name, args, [oshape]))
    print(f"// {name}: {form}, input {h}x{w}x{channels}, strides {stride}, "
          f"offsets {offset}, spread {dest}, kernel {kernel}, padding {pad}, "
          f"groups {groups}, {outs} outputs")
    ys = axis_phases(h, stride[0], offset[0], kernel[0], pad[0], out[0])
    xs = axis_phases(w, stride[1], offset[1], kernel[1], pad[2], out[1])
    print(f"// CHECK-LABEL: func.func @{name}(")
    if ys is None or xs is None:
        print("// CHECK: tensor.insert_slice")
        print("// CHECK-COUNT-1: quantkit.conv2d")
    else:
        print("// CHECK-NOT: linalg.fill")
        print(f"// CHECK-COUNT-{ys * xs}: quantkit.conv2d")
    print("// CHECK-NOT: quantkit.conv2d")
    print("// CHECK: return")
    print(f"func.func @{name}({params}) -> {t(oshape, 'i8')} {{")
    if form == "float":
        print(f"  %xq = quant.scast %x : {t(xshape, 'i8')} to {tq(xshape, IN)}")
        print(f"  %xf = quant.dcast %xq : {tq(xshape, IN)} to {t(xshape, 'f32')}")
        print("  %zero = arith.constant 0.0 : f32")
        print(f"  %e = tensor.empty() : {t(spread, 'f32')}")
        print(f"  %f = linalg.fill ins(%zero : f32) outs(%e : {t(spread, 'f32')}) -> {t(spread, 'f32')}")
        print(f"  %s = tensor.insert_slice %xf into %f[0, {offset[0]}, {offset[1]}, 0] "
              f"[1, {h}, {w}, {channels}] [1, {stride[0]}, {stride[1]}, 1] : "
              f"{t(xshape, 'f32')} into {t(spread, 'f32')}")
        print(f"  %q = quant.qcast %s : {t(spread, 'f32')} to {tq(spread, IN)}")
        real = [v * s_w[i // (math.prod(wshape) // outs)]
                for i, v in enumerate(weights)]
        print(f"  %wf = arith.constant dense<{f32_hex(real)}> : {t(wshape, 'f32')}")
        print(f"  %w = quant.qcast %wf : {t(wshape, 'f32')} to {tq(wshape, W)}")
    else:
        print(f"  %zp = arith.constant {zp_in} : i8")
        print(f"  %e = tensor.empty() : {t(spread, 'i8')}")
        print(f"  %f = linalg.fill ins(%zp : i8) outs(%e : {t(spread, 'i8')}) -> {t(spread, 'i8')}")
        print(f"  %s = tensor.insert_slice %x into %f[0, {offset[0]}, {offset[1]}, 0] "
              f"[1, {h}, {w}, {channels}] [1, {stride[0]}, {stride[1]}, 1] : "
              f"{t(xshape, 'i8')} into {t(spread, 'i8')}")
        print(f"  %q = quant.scast %s : {t(spread, 'i8')} to {tq(spread, IN)}")
        if form == "int":
            print(f"  %wi = arith.constant dense<{hexdata(weights)}> : {t(wshape, 'i8')}")
        print(f"  %w = quant.scast %wi : {t(wshape, 'i8')} to {tq(wshape, W)}")
    print(f"  %bi = arith.constant dense<{hexdata(bias, 32)}> : tensor<{outs}xi32>")
    print(f"  %b = quant.scast %bi : tensor<{outs}xi32> to tensor<{outs}x{B}>")
    groups_attr = f", groups = {groups} : i64" if groups > 1 else ""
    print(f"  %r = quantkit.conv2d %q, %w, %b {{padding = array<i64: "
          f"{', '.join(map(str, pad))}>{groups_attr}}} : ({tq(spread, IN)}, "
          f"{tq(wshape, W)}, tensor<{outs}x{B}>) -> {tq(oshape, OUT)}")
    print(f"  %o = quant.scast %r : {tq(oshape, OUT)} to {t(oshape, 'i8')}")
    print(f"  return %o : {t(oshape, 'i8')}")
    print("}")

print_main(calls)
