"""Transposed convolutions (tosa.transpose_conv2d, i8 x i8 -> i32, then a
rescale to i8), each a function of a seeded input, and @main printing
every result widened to i32:

  a  3x3 stride 2, out_pad (0, -1, 0, -1): TFLite's "same" upsampling
  b  2x2 stride 2, no out_pad: "valid"
  c  3x3 stride 1, out_pad -1 on every side: "same" at stride 1
  d  2x5 at strides (2, 3), out_pad (1, 0, 2, -3): rows and columns added
     and cropped, a filter that is not square (its turn is visible)
  e  3x3 stride 3 on a 1x1 map, per-channel rescale, weight -128 taps
  f  1x1 stride 2: the output's odd rows and columns are the bias alone

Input zero point -3, biases per channel, TOSA's 32-bit multipliers.
"""
import math
import random

from tosa_forms import hexdata, print_main, t

rng = random.Random(11)
# name, input, out channels, kernel, stride, out_pad, per-channel rescale
CASES = [
    ("a", [1, 4, 4, 6], 5, [3, 3], [2, 2], [0, -1, 0, -1], False),
    ("b", [1, 3, 5, 4], 3, [2, 2], [2, 2], [0, 0, 0, 0], True),
    ("c", [1, 5, 4, 3], 4, [3, 3], [1, 1], [-1, -1, -1, -1], False),
    ("d", [1, 3, 4, 2], 3, [2, 5], [2, 3], [1, 0, 2, -3], True),
    ("e", [1, 1, 1, 8], 6, [3, 3], [3, 3], [0, 0, 0, 0], True),
    ("f", [1, 3, 3, 4], 2, [1, 1], [2, 2], [0, 0, 0, 0], False),
]


def out_shape(shape, oc, kernel, stride, pad):
    return [shape[0],
            (shape[1] - 1) * stride[0] + pad[0] + pad[1] + kernel[0],
            (shape[2] - 1) * stride[1] + pad[2] + pad[3] + kernel[1], oc]


calls = []
for name, shape, oc, kernel, stride, pad, per_channel in CASES:
    ic = shape[3]
    out = out_shape(shape, oc, kernel, stride, pad)
    wshape = [oc, kernel[0], kernel[1], ic]
    weights = [rng.randint(-128 if name == "e" else -127, 127)
               for _ in range(math.prod(wshape))]
    if name == "e":
        weights[:9] = [-128] * 9
    bias = [rng.randint(-3000, 3000) for _ in range(oc)]
    channels = oc if per_channel else 1
    multipliers = [rng.randint(1 << 30, (1 << 31) - 1) for _ in range(channels)]
    shifts = [rng.randint(38, 42) for _ in range(channels)]
    x = [rng.randint(-128, 127) for _ in range(math.prod(shape))]
    calls.append((name, [(shape, x)], [out]))
    print(f"func.func @{name}(%x: {t(shape, 'i8')}) -> {t(out, 'i8')} {{")
    print(f'  %w = "tosa.const"() <{{values = dense<{hexdata(weights)}> : {t(wshape, "i8")}}}> : () -> {t(wshape, "i8")}')
    print(f'  %b = "tosa.const"() <{{values = dense<{hexdata(bias, 32)}> : tensor<{oc}xi32>}}> : () -> tensor<{oc}xi32>')
    print('  %zin = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>')
    print('  %zw = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>')
    print('  %zero32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>')
    print('  %zout = "tosa.const"() <{values = dense<4> : tensor<1xi8>}> : () -> tensor<1xi8>')
    print(f'  %m = "tosa.const"() <{{values = dense<{hexdata(multipliers, 32)}> : tensor<{channels}xi32>}}> : () -> tensor<{channels}xi32>')
    print(f'  %s = "tosa.const"() <{{values = dense<{hexdata(shifts)}> : tensor<{channels}xi8>}}> : () -> tensor<{channels}xi8>')
    print(f"  %acc = tosa.transpose_conv2d %x, %w, %b, %zin, %zw {{acc_type = i32, out_pad = array<i64: {', '.join(map(str, pad))}>, stride = array<i64: {stride[0]}, {stride[1]}>}} : ({t(shape, 'i8')}, {t(wshape, 'i8')}, tensor<{oc}xi32>, tensor<1xi8>, tensor<1xi8>) -> {t(out, 'i32')}")
    print(f"  %r = tosa.rescale %acc, %m, %s, %zero32, %zout {{input_unsigned = false, output_unsigned = false, per_channel = {'true' if per_channel else 'false'}, rounding_mode = DOUBLE_ROUND, scale32 = true}} : ({t(out, 'i32')}, tensor<{channels}xi32>, tensor<{channels}xi8>, tensor<1xi32>, tensor<1xi8>) -> {t(out, 'i8')}")
    print(f"  return %r : {t(out, 'i8')}")
    print("}")

print_main(calls)
