"""BILINEAR tosa.resize on i8 (i32 results) with negative offsets, as
TFLite-to-TOSA writes RESIZE_BILINEAR with half-pixel centres, each a
function of a seeded input, @main printing each result, and the FileCheck
lines of the results the TOSA specification's RESIZE gives, evaluated on
exact integers by tosa_forms.resize (floor division, source indices
clamped to the input):

  a  x2 half-pixel: scale (4, 2, 4, 2), offset (-1, -1), border (1, 1)
  b  x3 half-pixel: scale (6, 2, 6, 2), offset (-2, -2), border (2, 2)
  c  rows x2 half-pixel, columns offset 0 (aligned): scale (4, 2, 2, 1),
     offset (-1, 0), border (1, 0)
  d  offset -scale_n, the most TOSA allows: scale (3, 1, 3, 1), offset
     (-3, -3), border (0, 0)
"""
import random

from tosa_forms import hexdata, resize, resize_size, t

CASES = [
    ("a", [1, 4, 5, 3], (4, 2, 4, 2), (-1, -1), (1, 1)),
    ("b", [1, 3, 2, 2], (6, 2, 6, 2), (-2, -2), (2, 2)),
    ("c", [1, 3, 4, 2], (4, 2, 2, 1), (-1, 0), (1, 0)),
    ("d", [1, 2, 3, 2], (3, 1, 3, 1), (-3, -3), (0, 0)),
]


rng = random.Random(13)
calls = []
for name, shape, scale, offset, border in CASES:
    oh = resize_size(shape[1], scale[0], scale[1], offset[0], border[0])
    ow = resize_size(shape[2], scale[2], scale[3], offset[1], border[1])
    out = [1, oh, ow, shape[3]]
    x = [rng.randint(-128, 127) for _ in range(shape[1] * shape[2] * shape[3])]
    x[0] = -128
    calls.append((name, shape, x, out, resize(x, shape, "BILINEAR", scale, offset, oh, ow)))
    print(f"func.func @{name}(%x: {t(shape, 'i8')}) -> {t(out, 'i32')} {{")
    print(f"  %s = tosa.const_shape {{values = dense<[{', '.join(map(str, scale))}]> : tensor<4xindex>}} : () -> !tosa.shape<4>")
    print(f"  %o = tosa.const_shape {{values = dense<[{', '.join(map(str, offset))}]> : tensor<2xindex>}} : () -> !tosa.shape<2>")
    print(f"  %b = tosa.const_shape {{values = dense<[{', '.join(map(str, border))}]> : tensor<2xindex>}} : () -> !tosa.shape<2>")
    print(f"  %r = tosa.resize %x, %s, %o, %b {{mode = BILINEAR}} : ({t(shape, 'i8')}, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> {t(out, 'i32')}")
    print(f"  return %r : {t(out, 'i32')}")
    print("}")

print("func.func private @printMemrefI32(memref<*xi32>)")
print("func.func @main() {")
for name, shape, x, out, _ in calls:
    flat = out[0] * out[1] * out[2] * out[3]
    print(f"  %x{name} = arith.constant dense<{hexdata(x)}> : {t(shape, 'i8')}")
    print(f"  %y{name} = call @{name}(%x{name}) : ({t(shape, 'i8')}) -> {t(out, 'i32')}")
    print(f"  %c{name} = tensor.collapse_shape %y{name} [[0, 1, 2, 3]] : {t(out, 'i32')} into tensor<{flat}xi32>")
    print(f"  %b{name} = bufferization.to_buffer %c{name} : tensor<{flat}xi32> to memref<{flat}xi32>")
    print(f"  %u{name} = memref.cast %b{name} : memref<{flat}xi32> to memref<*xi32>")
    print(f"  call @printMemrefI32(%u{name}) : (memref<*xi32>) -> ()")
print("  return")
print("}")
for name, shape, x, out, expected in calls:
    print(f"// CHECK: sizes = [{out[0] * out[1] * out[2] * out[3]}]")
    print(f"// CHECK-NEXT: [{', '.join(map(str, expected))}]")
