"""Int8 programs for Execution/cpu-broadcast-scale.test: a per-channel
scale (1 x C x 1 x 1, a squeeze-and-excitation block's) broadcast to the
block's size by a copy and multiplied with the block's tensor, which
quantkit-cpu-fuse-chains fuses into one loop reading the small tensor.

@excite: 40 channels (a masked tail of 16-lane loops) from a 1x1
convolution's epilogue, the product the function's result. @between: 24
channels from a depthwise convolution, the product read by a 1x1
convolution. @twice: the broadcast read by two products (kept as a
copy)."""
from int8_programs import (broadcast_channels, conv, epilogue, ints,
                           multiply, program, seed)

seed(61)
functions = []

# @excite
x, s = ints((1, 6, 6, 8)), ints((1, 40, 1, 1))
lines = []
t = epilogue(conv("%x", x.shape, ints((40, 1, 1, 8)), (1, 6, 6, 40), lines),
             (1, 6, 6, 40), 3, lines)
r = multiply(broadcast_channels("%scale", (1, 6, 6, 40), lines), t,
             (1, 6, 6, 40), lines)
functions.append(("excite", [("%x", x.shape, x), ("%scale", s.shape, s)], lines,
                  r, (1, 6, 6, 40)))

# @between
x, s = ints((1, 7, 7, 24)), ints((1, 24, 1, 1))
lines = []
t = epilogue(conv("%x", x.shape, ints((3, 3, 24)), (1, 5, 5, 24), lines,
                  op="depthwise_conv_2d_nhwc_hwc"), (1, 5, 5, 24), -2, lines)
m = multiply(t, broadcast_channels("%scale", (1, 5, 5, 24), lines),
             (1, 5, 5, 24), lines)
r = epilogue(conv(m, (1, 5, 5, 24), ints((16, 1, 1, 24)), (1, 5, 5, 16),
                  lines), (1, 5, 5, 16), 5, lines)
functions.append(("between", [("%x", x.shape, x), ("%scale", s.shape, s)], lines,
                  r, (1, 5, 5, 16)))

# @twice
x, s = ints((1, 4, 4, 16)), ints((1, 16, 1, 1))
lines = []
t = epilogue(conv("%x", x.shape, ints((16, 1, 1, 16)), (1, 4, 4, 16), lines),
             (1, 4, 4, 16), 1, lines)
b = broadcast_channels("%scale", (1, 4, 4, 16), lines)
r = multiply(multiply(b, t, (1, 4, 4, 16), lines), b, (1, 4, 4, 16), lines)
functions.append(("twice", [("%x", x.shape, x), ("%scale", s.shape, s)], lines,
                  r, (1, 4, 4, 16)))

program(functions)
