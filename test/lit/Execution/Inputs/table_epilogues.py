"""Int8 programs for Execution/cpu-table-epilogues.test: a requantization
followed by a table look-up (quantkit.logistic, tanh and hard_swish as
quantkit-lower writes them), which quantkit-cpu-fuse-chains makes one
generic and the kernels apply in their registers.

@pointwise: a 1x1 convolution to 40 channels (packed kernels, a masked
tail). @depthwise: a 3x3 depthwise convolution (the depthwise kernel).
@matmul: a matmul's epilogue. @silu: the looked-up value multiplied with
the requantized one (quantkit-cpu-fuse-chains makes look-up and product
one table of the requantized byte, and the kernel takes it)."""
from int8_programs import (conv, epilogue, ints, lookup, matmul, multiply,
                           program, seed)

seed(67)
functions = []

# @pointwise
x = ints((1, 5, 5, 12))
lines = []
t = epilogue(conv("%x", x.shape, ints((40, 1, 1, 12)), (1, 5, 5, 40), lines),
             (1, 5, 5, 40), 3, lines)
r = lookup(t, (1, 5, 5, 40), lines)
functions.append(("pointwise", [("%x", x.shape, x)], lines, r, (1, 5, 5, 40)))

# @depthwise
x = ints((1, 7, 7, 24))
lines = []
t = epilogue(conv("%x", x.shape, ints((3, 3, 24)), (1, 5, 5, 24), lines,
                  op="depthwise_conv_2d_nhwc_hwc"), (1, 5, 5, 24), -2, lines)
r = lookup(t, (1, 5, 5, 24), lines)
functions.append(("depthwise", [("%x", x.shape, x)], lines, r, (1, 5, 5, 24)))

# @matmul
x = ints((7, 20))
lines = []
t = epilogue(matmul("%x", x.shape, ints((20, 24)), lines), (7, 24), 5, lines)
r = lookup(t, (7, 24), lines)
functions.append(("matmul", [("%x", x.shape, x)], lines, r, (7, 24)))

# @silu
x = ints((1, 4, 4, 16))
lines = []
t = epilogue(conv("%x", x.shape, ints((16, 1, 1, 16)), (1, 4, 4, 16), lines),
             (1, 4, 4, 16), 1, lines)
r = multiply(lookup(t, (1, 4, 4, 16), lines), t, (1, 4, 4, 16), lines)
functions.append(("silu", [("%x", x.shape, x)], lines, r, (1, 4, 4, 16)))

program(functions)
