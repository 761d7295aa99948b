"""Depthwise convolutions with windows of more than 49 taps, which
quantkit-cpu-depthwise sums by loops over the window, for
Execution/cpu-depthwise-windows.test. Each prints its result; the test
compares quantkit-cpu's output with quantkit-to-llvm's loops bit for bit.

  1. int8, a 20x20 window of the constant 127 over a 1x20x20x40 map (a
     global average pool after quantization: inputs summed, one product),
     zero-filled output, every 7th input -128.
  2. int8, a 9x9 window whose taps differ between channels only (-128 and
     127 among them), 21 channels (a block and a tail of 5), an output
     that starts from values (the kernel adds to them).
  3. int8, the same window as 2 with one tap changed: not uniform, so each
     tap is loaded and multiplied.
  4. int8, a random 8x7 window, strides (2, 1), dilations (1, 2), 37
     channels, inputs and taps anywhere in [-128, 127].
  5. int8, every input and tap -128 over a 12x12 window (the largest
     products, 144 * 16384 per sum).
  6. f32, a random 10x10 window on random data with an output that starts
     from values: any change in the order of the sums would show."""
import numpy as np

rng = np.random.default_rng(191)


def dense(array, element):
    dtype = {"i8": "<i1", "i32": "<i4", "f32": "<f4"}[element]
    data = array.astype(dtype).tobytes().hex().upper()
    shape = "x".join(str(d) for d in array.shape)
    return 'dense<"0x%s"> : tensor<%sx%s>' % (data, shape, element)


def tensor(shape, element):
    return "tensor<%sx%s>" % ("x".join(str(d) for d in shape), element)


def out_shape(x, w, strides, dilations):
    n, h, wd, c = x.shape
    kh, kw, _ = w.shape
    return (n, (h - dilations[0] * (kh - 1) - 1) // strides[0] + 1,
            (wd - dilations[1] * (kw - 1) - 1) // strides[1] + 1, c)


lines = []
counter = [0]


def case(x, w, acc, init=None, strides=(1, 1), dilations=(1, 1)):
    """One convolution; `init` None: a zero-filled output."""
    i = counter[0]
    counter[0] += 1
    element = "f32" if acc == "f32" else "i8"
    ys = out_shape(x, w, strides, dilations)
    yt = tensor(ys, acc)
    lines.append("  %%x%d = arith.constant %s" % (i, dense(x, element)))
    lines.append("  %%w%d = arith.constant %s" % (i, dense(w, element)))
    if init is None:
        zero = "0.0" if acc == "f32" else "0"
        lines.append("  %%z%d = arith.constant %s : %s" % (i, zero, acc))
        lines.append("  %%e%d = tensor.empty() : %s" % (i, yt))
        lines.append("  %%i%d = linalg.fill ins(%%z%d : %s) outs(%%e%d : %s) -> %s"
                     % (i, i, acc, i, yt, yt))
    else:
        lines.append("  %%i%d = arith.constant %s" % (i, dense(init, acc)))
    lines.append(
        "  %%y%d = linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<[%d, %d]>"
        " : tensor<2xi64>, dilations = dense<[%d, %d]> : tensor<2xi64>}"
        % ((i,) + tuple(strides) + tuple(dilations)))
    lines.append("    ins(%%x%d, %%w%d : %s, %s) outs(%%i%d : %s) -> %s"
                 % (i, i, tensor(x.shape, element), tensor(w.shape, element),
                    i, yt, yt))
    lines.append("  %%u%d = tensor.cast %%y%d : %s to tensor<*x%s>"
                 % (i, i, yt, acc))
    printer = "printMemrefF32" if acc == "f32" else "printMemrefI32"
    lines.append("  call @%s(%%u%d) : (tensor<*x%s>) -> ()" % (printer, i, acc))


def i8(shape):
    return rng.integers(-128, 128, size=shape)


x1 = i8((1, 20, 20, 40))
x1.reshape(-1)[::7] = -128
case(x1, np.full((20, 20, 40), 127), "i32")

taps = i8((21,))
taps[0], taps[1] = -128, 127
w2 = np.broadcast_to(taps, (9, 9, 21)).copy()
x2 = i8((2, 11, 10, 21))
case(x2, w2, "i32", init=rng.integers(-2**20, 2**20, size=(2, 3, 2, 21)))
w3 = w2.copy()
w3[4, 5, 3] += 1
case(x2, w3, "i32", init=rng.integers(-2**20, 2**20, size=(2, 3, 2, 21)))

case(i8((1, 16, 15, 37)), i8((8, 7, 37)), "i32", strides=(2, 1),
     dilations=(1, 2))
case(np.full((1, 13, 12, 16), -128), np.full((12, 12, 16), -128), "i32")

x6 = rng.standard_normal((1, 12, 12, 20))
w6 = rng.standard_normal((10, 10, 20))
case(x6, w6, "f32", init=rng.standard_normal((1, 3, 3, 20)))

print("func.func private @printMemrefI32(tensor<*xi32>)")
print("func.func private @printMemrefF32(tensor<*xf32>)")
print("func.func @main() {")
print("\n".join(lines))
print("  return")
print("}")
