"""Int8 programs for Execution/cpu-concat-in-place.test: concatenations
whose parts quantkit-cpu computes in place, through every path that can
write into a part of a larger buffer, and parts it must copy.

@channels concatenates along the channels, in an order that is not the
order the parts are computed in: a function argument (copied), a 3x3
convolution's epilogue (the packed kernel stores it into rows that lie
72 channels apart), an elementwise i8 -> i8 generic reading that part (a
vectorized loop on a strided view), a depthwise convolution's epilogue
(stored by the depthwise kernel) and a 1x1 convolution of 7 channels (a
masked tail into the strided rows).
@rows concatenates matmuls' epilogues along the rows (a part that is
itself a concatenation, read by two matmuls) and along the columns (rows
18 and 21 columns wide in rows of 33, beside a function argument).
@twice concatenates one part with itself (one of the two is a copy).
@chain's second part is a requantization and a generic on its result.
Random int8 data with -128 and 127 in every operand."""
from int8_programs import (concat, conv, epilogue, halve, ints, matmul,
                           program, seed)

seed(47)

functions = []

# @channels
x, xd, y = ints((1, 6, 6, 6)), ints((1, 6, 6, 20)), ints((1, 4, 4, 5))
lines = []
p0 = epilogue(conv("%x", x.shape, ints((20, 3, 3, 6)), (1, 4, 4, 20), lines),
              (1, 4, 4, 20), 3, lines)
p3 = halve(p0, (1, 4, 4, 20), lines)
p1 = epilogue(conv("%xd", xd.shape, ints((3, 3, 20)), (1, 4, 4, 20), lines,
                   op="depthwise_conv_2d_nhwc_hwc"), (1, 4, 4, 20), -2, lines)
p4 = epilogue(conv("%y", y.shape, ints((7, 1, 1, 5)), (1, 4, 4, 7), lines),
              (1, 4, 4, 7), 5, lines)
out = (1, 4, 4, 72)
r = concat(3, [("%y", (1, 4, 4, 5)), (p0, (1, 4, 4, 20)),
               (p3, (1, 4, 4, 20)), (p1, (1, 4, 4, 20)),
               (p4, (1, 4, 4, 7))], out, lines)
functions.append(("channels", [("%x", x.shape, x), ("%xd", xd.shape, xd),
                               ("%y", y.shape, y)], lines, r, out))

# @rows
a, b, c = ints((5, 12)), ints((3, 12)), ints((5, 12))
lines = []
q0 = epilogue(matmul("%a", a.shape, ints((12, 20)), lines), (5, 20), 3, lines)
q1 = epilogue(matmul("%b", b.shape, ints((12, 20)), lines), (3, 20), -1, lines)
stacked = concat(0, [(q0, (5, 20)), (q1, (3, 20))], (8, 20), lines)
q2 = epilogue(matmul(stacked, (8, 20), ints((20, 18)), lines), (8, 18), 2,
              lines)
q3 = epilogue(matmul("%c", c.shape, ints((12, 21)), lines), (5, 21), 7, lines)
wide = concat(1, [("%c", (5, 12)), (q3, (5, 21))], (5, 33), lines)
q4 = epilogue(matmul(stacked, (8, 20), ints((20, 15)), lines), (8, 15), 1,
              lines)
top = concat(1, [(q2, (8, 18)), (q4, (8, 15))], (8, 33), lines)
r = concat(0, [(top, (8, 33)), (wide, (5, 33))], (13, 33), lines)
functions.append(("rows", [("%a", a.shape, a), ("%b", b.shape, b),
                           ("%c", c.shape, c)], lines, r, (13, 33)))

# @twice
z = ints((1, 6, 6, 6))
lines = []
t0 = epilogue(conv("%z", z.shape, ints((9, 3, 3, 6)), (1, 4, 4, 9), lines),
              (1, 4, 4, 9), 4, lines)
r = concat(3, [(t0, (1, 4, 4, 9)), (t0, (1, 4, 4, 9))], (1, 4, 4, 18), lines)
functions.append(("twice", [("%z", z.shape, z)], lines, r, (1, 4, 4, 18)))

# @chain: SqueezeNet's form in the quantized network: the second part is a
# convolution's requantization followed by a generic on its int8 result
# (a rescale); quantkit-cpu-fuse-chains makes them one epilogue, and the
# kernel writes the part.
u = ints((1, 6, 6, 6))
lines = []
c0 = epilogue(conv("%u", u.shape, ints((8, 3, 3, 6)), (1, 4, 4, 8), lines),
              (1, 4, 4, 8), 3, lines)
c1 = halve(epilogue(conv("%u", u.shape, ints((12, 3, 3, 6)), (1, 4, 4, 12),
                         lines), (1, 4, 4, 12), -3, lines), (1, 4, 4, 12),
           lines)
r = concat(3, [(c0, (1, 4, 4, 8)), (c1, (1, 4, 4, 12))], (1, 4, 4, 20), lines)
functions.append(("chain", [("%u", u.shape, u)], lines, r, (1, 4, 4, 20)))

program(functions)
