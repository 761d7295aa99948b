"""Convolutions on a tosa.slice that drops the bottom rows and right
columns they never read, as the TFLite converter writes a stride-2
convolution whose map does not divide (TOSA wants IH - 1 + pads - span + 1
divisible by the stride), each a function of a seeded input, and @main
printing every result widened to i32:

  a  1x1 stride 2 on [1, 9, 9, 8] sliced to 9x9 -> [1, 8, 8, 8] slice of a
     [1, 10, 10, 8] map (ResNet-50's downsampling form)
  b  3x3 stride 2, padding 1 at the top and left, on 6x6 of 7x7
  c  depthwise 3x3 stride 2 on 7x7 of 8x8 (no padding)
  d  the slice also read by another op (it stays, the conv reads the map)
  e  padding at the bottom and right: the conv would read the dropped row
     and column instead of padding, so it keeps reading the slice
  f  a slice that starts at row and column 1: it stays
  g  5x5 of 8x8 under a 3x3 stride-2 window: the whole map would give a
     3x3 output instead of 2x2, so the slice stays
"""
import math
import random

from tosa_forms import hexdata, print_main, t

rng = random.Random(7)
# name, map, sliced, kind, kernel, out channels, pad, stride, out hw
CASES = [
    ("a", [1, 10, 10, 8], [1, 9, 9, 8], "conv", 1, 8, [0, 0, 0, 0], 2, [5, 5]),
    ("b", [1, 7, 7, 4], [1, 6, 6, 4], "conv", 3, 6, [1, 0, 1, 0], 2, [3, 3]),
    ("c", [1, 8, 8, 4], [1, 7, 7, 4], "depthwise", 3, 4, [0, 0, 0, 0], 2, [3, 3]),
    ("d", [1, 10, 10, 8], [1, 9, 9, 8], "conv", 1, 8, [0, 0, 0, 0], 2, [5, 5]),
    ("e", [1, 7, 7, 4], [1, 6, 6, 4], "conv", 3, 6, [0, 1, 0, 1], 2, [3, 3]),
    ("f", [1, 10, 10, 8], [1, 9, 9, 8], "conv", 1, 8, [0, 0, 0, 0], 2, [5, 5]),
    ("g", [1, 8, 8, 4], [1, 5, 5, 4], "conv", 3, 6, [0, 0, 0, 0], 2, [2, 2]),
]
# Where the slice starts (the origin unless named here).
STARTS = {"f": [0, 1, 1, 0]}


inputs = {}
for name, full, sliced, kind, k, oc, pad, stride, ohw in CASES:
    c = full[3]
    out = [1, ohw[0], ohw[1], oc]
    if kind == "conv":
        wshape = [oc, k, k, c]
    else:
        wshape = [k, k, c, 1]
    weights = [rng.randint(-127, 127) for _ in range(math.prod(wshape))]
    inputs[name] = [rng.randint(-128, 127) for _ in range(math.prod(full))]
    results = [out] + ([sliced] if name == "d" else [])
    print(f"func.func @{name}(%x: {t(full, 'i8')}) -> ({', '.join(t(r, 'i8') for r in results)}) {{")
    print(f'  %w = "tosa.const"() <{{values = dense<{hexdata(weights)}> : {t(wshape, "i8")}}}> : () -> {t(wshape, "i8")}')
    print(f'  %b = "tosa.const"() <{{values = dense<0> : tensor<{oc}xi32>}}> : () -> tensor<{oc}xi32>')
    print('  %zin = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>')
    print('  %zw = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>')
    print('  %zero32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>')
    print('  %zout = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>')
    print('  %m = "tosa.const"() <{values = dense<1317624576> : tensor<1xi32>}> : () -> tensor<1xi32>')
    print('  %s = "tosa.const"() <{values = dense<40> : tensor<1xi8>}> : () -> tensor<1xi8>')
    start = ", ".join(map(str, STARTS.get(name, [0, 0, 0, 0])))
    print(f"  %start = tosa.const_shape {{values = dense<[{start}]> : tensor<4xindex>}} : () -> !tosa.shape<4>")
    print(f"  %size = tosa.const_shape {{values = dense<[{', '.join(map(str, sliced))}]> : tensor<4xindex>}} : () -> !tosa.shape<4>")
    print(f"  %sl = tosa.slice %x, %start, %size : ({t(full, 'i8')}, !tosa.shape<4>, !tosa.shape<4>) -> {t(sliced, 'i8')}")
    op = "tosa.conv2d" if kind == "conv" else "tosa.depthwise_conv2d"
    print(f"  %acc = {op} %sl, %w, %b, %zin, %zw {{acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: {', '.join(map(str, pad))}>, stride = array<i64: {stride}, {stride}>}} : ({t(sliced, 'i8')}, {t(wshape, 'i8')}, tensor<{oc}xi32>, tensor<1xi8>, tensor<1xi8>) -> {t(out, 'i32')}")
    print(f"  %r = tosa.rescale %acc, %m, %s, %zero32, %zout {{input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true}} : ({t(out, 'i32')}, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> {t(out, 'i8')}")
    print(f"  return {', '.join(['%r'] + (['%sl'] if name == 'd' else []))} : {', '.join(t(r, 'i8') for r in results)}")
    print("}")

print_main([(name, [(full, inputs[name])],
             [[1, ohw[0], ohw[1], oc]] + ([sliced] if name == "d" else []))
            for name, full, sliced, kind, k, oc, pad, stride, ohw in CASES])
