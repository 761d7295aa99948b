"""Int8 programs for Execution/cpu-pad-in-place.test: padded values whose
producers quantkit-cpu lets write into the padded buffer
(quantkit-cpu-pad-in-place, then eliminate-empty-tensors), through every
kernel that can write into the interior of a larger buffer, and pads it
must copy.

@expand: a 1x1 convolution to 72 channels (packed kernels; a masked
tail), requantized into the interior of a 1-pixel border (image rows 11
pixels apart, 81 rows in tasks of 24 that end inside image rows), then a
3x3 depthwise convolution. @stride_two: 24 channels (kernels reading A in
place), padded on the high side only, then a stride-2 depthwise
convolution. @from_depthwise: a depthwise convolution's epilogue written
into the interior (the depthwise kernel), then a 3x3 convolution (im2col
from the padded buffer). @image: a 3-channel elementwise loop into the
interior, then a stride-2 3x3 convolution. @rows: a matmul's epilogue
padded on rows and columns. @residual: the padded value is also an
operand of the residual add after the depthwise convolution. @twice: one
value padded twice (the second pad is a copy). @pool: -128 padding
before a 3x3/2 max pooling."""
from int8_programs import (add, conv, epilogue, fresh, halve, ints, matmul,
                           pad, program, seed, tensor)

seed(53)


def max_pool(x, shape, out, lines):
    """3x3 max pooling with stride 2 into a -128 fill."""
    e, f, w, r = fresh("e"), fresh("m"), fresh("win"), fresh("pool")
    lines += [
        "  %%lowest%s = arith.constant -128 : i8" % e[1:],
        "  %s = tensor.empty() : %s" % (e, tensor(out, "i8")),
        "  %s = linalg.fill ins(%%lowest%s : i8) outs(%s : %s) -> %s" % (
            f, e[1:], e, tensor(out, "i8"), tensor(out, "i8")),
        "  %s = tensor.empty() : tensor<3x3xi8>" % w,
        "  %s = linalg.pooling_nhwc_max {dilations = dense<1> : "
        "tensor<2xi64>, strides = dense<2> : tensor<2xi64>}" % r,
        "      ins(%s, %s : %s, tensor<3x3xi8>) outs(%s : %s) -> %s" % (
            x, w, tensor(shape, "i8"), f, tensor(out, "i8"),
            tensor(out, "i8")),
    ]
    return r


functions = []

# @expand
x = ints((1, 9, 9, 12))
lines = []
t = epilogue(conv("%x", x.shape, ints((72, 1, 1, 12)), (1, 9, 9, 72), lines),
             (1, 9, 9, 72), 3, lines)
p = pad(t, (1, 9, 9, 72), (0, 1, 1, 0), (0, 1, 1, 0), -5, lines)
r = epilogue(conv(p, (1, 11, 11, 72), ints((3, 3, 72)), (1, 9, 9, 72), lines,
                  op="depthwise_conv_2d_nhwc_hwc"), (1, 9, 9, 72), -2, lines)
functions.append(("expand", [("%x", x.shape, x)], lines, r, (1, 9, 9, 72)))

# @stride_two
x = ints((1, 10, 10, 8))
lines = []
t = epilogue(conv("%x", x.shape, ints((24, 1, 1, 8)), (1, 10, 10, 24), lines),
             (1, 10, 10, 24), 5, lines)
p = pad(t, (1, 10, 10, 24), (0, 0, 0, 0), (0, 1, 1, 0), 7, lines)
r = epilogue(conv(p, (1, 11, 11, 24), ints((3, 3, 24)), (1, 5, 5, 24), lines,
                  op="depthwise_conv_2d_nhwc_hwc", stride=2), (1, 5, 5, 24),
             2, lines)
functions.append(("stride_two", [("%x", x.shape, x)], lines, r,
                  (1, 5, 5, 24)))

# @from_depthwise
x = ints((1, 10, 10, 16))
lines = []
t = epilogue(conv("%x", x.shape, ints((3, 3, 16)), (1, 8, 8, 16), lines,
                  op="depthwise_conv_2d_nhwc_hwc"), (1, 8, 8, 16), -3, lines)
p = pad(t, (1, 8, 8, 16), (0, 1, 1, 0), (0, 1, 1, 0), 0, lines)
r = epilogue(conv(p, (1, 10, 10, 16), ints((20, 3, 3, 16)), (1, 8, 8, 20),
                  lines), (1, 8, 8, 20), 1, lines)
functions.append(("from_depthwise", [("%x", x.shape, x)], lines, r,
                  (1, 8, 8, 20)))

# @image
x = ints((1, 12, 12, 3))
lines = []
t = halve("%x", (1, 12, 12, 3), lines)
p = pad(t, (1, 12, 12, 3), (0, 1, 1, 0), (0, 1, 1, 0), -4, lines)
r = epilogue(conv(p, (1, 14, 14, 3), ints((8, 3, 3, 3)), (1, 6, 6, 8), lines,
                  stride=2), (1, 6, 6, 8), 4, lines)
functions.append(("image", [("%x", x.shape, x)], lines, r, (1, 6, 6, 8)))

# @rows
a = ints((13, 12))
lines = []
t = epilogue(matmul("%a", a.shape, ints((12, 20)), lines), (13, 20), 3, lines)
r = pad(t, (13, 20), (2, 0), (1, 3), 9, lines)
functions.append(("rows", [("%a", a.shape, a)], lines, r, (16, 23)))

# @residual
x = ints((1, 6, 6, 8))
lines = []
t = epilogue(conv("%x", x.shape, ints((16, 1, 1, 8)), (1, 6, 6, 16), lines),
             (1, 6, 6, 16), 2, lines)
p = pad(t, (1, 6, 6, 16), (0, 1, 1, 0), (0, 1, 1, 0), -1, lines)
u = epilogue(conv(p, (1, 8, 8, 16), ints((3, 3, 16)), (1, 6, 6, 16), lines,
                  op="depthwise_conv_2d_nhwc_hwc"), (1, 6, 6, 16), 3, lines)
r = add(u, t, (1, 6, 6, 16), lines)
functions.append(("residual", [("%x", x.shape, x)], lines, r, (1, 6, 6, 16)))

# @twice
x = ints((1, 6, 6, 8))
lines = []
t = epilogue(conv("%x", x.shape, ints((16, 1, 1, 8)), (1, 6, 6, 16), lines),
             (1, 6, 6, 16), -2, lines)
p0 = pad(t, (1, 6, 6, 16), (0, 1, 1, 0), (0, 1, 1, 0), 3, lines)
p1 = pad(t, (1, 6, 6, 16), (0, 2, 2, 0), (0, 0, 0, 0), -9, lines)
u0 = epilogue(conv(p0, (1, 8, 8, 16), ints((3, 3, 16)), (1, 6, 6, 16), lines,
                   op="depthwise_conv_2d_nhwc_hwc"), (1, 6, 6, 16), 3, lines)
u1 = epilogue(conv(p1, (1, 8, 8, 16), ints((3, 3, 16)), (1, 6, 6, 16), lines,
                   op="depthwise_conv_2d_nhwc_hwc"), (1, 6, 6, 16), -1, lines)
r = add(u0, u1, (1, 6, 6, 16), lines)
functions.append(("twice", [("%x", x.shape, x)], lines, r, (1, 6, 6, 16)))

# @pool
x = ints((1, 8, 8, 4))
lines = []
t = epilogue(conv("%x", x.shape, ints((16, 1, 1, 4)), (1, 8, 8, 16), lines),
             (1, 8, 8, 16), 6, lines)
p = pad(t, (1, 8, 8, 16), (0, 1, 1, 0), (0, 1, 1, 0), -128, lines)
r = max_pool(p, (1, 10, 10, 16), (1, 4, 4, 16), lines)
functions.append(("pool", [("%x", x.shape, x)], lines, r, (1, 4, 4, 16)))

program(functions)
