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
import numpy as np

import literals

rng = np.random.default_rng(47)


def ints(shape):
    return literals.int8s(rng, shape)


dense = literals.int_dense
tensor = literals.tensor_type


def maps(rank, count):
    dims = ", ".join("d%d" % i for i in range(rank))
    identity = "affine_map<(%s) -> (%s)>" % (dims, dims)
    return "[%s]" % ", ".join([identity] * count), ", ".join(
        ['"parallel"'] * rank)


counter = [0]


def fresh(prefix):
    counter[0] += 1
    return "%%%s%d" % (prefix, counter[0])


def epilogue(acc, shape, mul, lines):
    """Requantizes the i32 `acc` of `shape` to i8: (acc * mul + bias +
    shift) >> 7, clamped."""
    bias = rng.integers(-3000, 3000, size=(shape[-1],))
    rank = len(shape)
    dims = ", ".join("d%d" % i for i in range(rank))
    b, e, r = fresh("bias"), fresh("o"), fresh("q")
    lines += [
        "  %s = arith.constant %s" % (b, dense(bias, "i32")),
        "  %s = tensor.empty() : %s" % (e, tensor(shape, "i8")),
        "  %s = linalg.generic {indexing_maps = [affine_map<(%s) -> (%s)>, "
        "affine_map<(%s) -> (d%d)>, affine_map<(%s) -> (%s)>], "
        "iterator_types = [%s]}" % (r, dims, dims, dims, rank - 1, dims, dims,
                                   maps(rank, 1)[1]),
        "      ins(%s, %s : %s, %s) outs(%s : %s) {" % (
            acc, b, tensor(shape, "i32"), tensor(bias.shape, "i32"), e,
            tensor(shape, "i8")),
        "  ^bb0(%acc: i32, %bv: i32, %out: i8):",
        "    %%k = arith.constant %d : i32" % mul,
        "    %p = arith.muli %acc, %k : i32",
        "    %s = arith.addi %p, %bv : i32",
        "    %t = arith.addi %s, %shift : i32",
        "    %c7 = arith.constant 7 : i32",
        "    %d = arith.shrsi %t, %c7 : i32",
        "    %lo = arith.constant -128 : i32",
        "    %hi = arith.constant 127 : i32",
        "    %c0 = arith.maxsi %d, %lo : i32",
        "    %c1 = arith.minsi %c0, %hi : i32",
        "    %q = arith.trunci %c1 : i32 to i8",
        "    linalg.yield %q : i8",
        "  } -> %s" % tensor(shape, "i8"),
    ]
    return r


def zeros(shape, lines):
    e, f = fresh("e"), fresh("z")
    lines += [
        "  %s = tensor.empty() : %s" % (e, tensor(shape, "i32")),
        "  %s = linalg.fill ins(%%zero : i32) outs(%s : %s) -> %s" % (
            f, e, tensor(shape, "i32"), tensor(shape, "i32")),
    ]
    return f


def conv(x, xshape, filt, out, lines, op="conv_2d_nhwc_fhwc"):
    w, c = fresh("w"), fresh("c")
    init = zeros(out, lines)
    lines += [
        "  %s = arith.constant %s" % (w, dense(filt, "i8")),
        "  %s = linalg.%s {dilations = dense<1> : tensor<2xi64>, "
        "strides = dense<1> : tensor<2xi64>}" % (c, op),
        "      ins(%s, %s : %s, %s) outs(%s : %s) -> %s" % (
            x, w, tensor(xshape, "i8"), tensor(filt.shape, "i8"), init,
            tensor(out, "i32"), tensor(out, "i32")),
    ]
    return c


def matmul(a, ashape, weights, lines):
    out = (ashape[0], weights.shape[1])
    w, c = fresh("w"), fresh("c")
    init = zeros(out, lines)
    lines += [
        "  %s = arith.constant %s" % (w, dense(weights, "i8")),
        "  %s = linalg.matmul ins(%s, %s : %s, %s) outs(%s : %s) -> %s" % (
            c, a, w, tensor(ashape, "i8"), tensor(weights.shape, "i8"), init,
            tensor(out, "i32"), tensor(out, "i32")),
    ]
    return c


def halve(x, shape, lines):
    """An elementwise i8 -> i8 generic: (3 * x) >> 2."""
    e, r = fresh("e"), fresh("h")
    indexing, iterators = maps(len(shape), 2)
    lines += [
        "  %s = tensor.empty() : %s" % (e, tensor(shape, "i8")),
        "  %s = linalg.generic {indexing_maps = %s, iterator_types = [%s]}" % (
            r, indexing, iterators),
        "      ins(%s : %s) outs(%s : %s) {" % (x, tensor(shape, "i8"), e,
                                                tensor(shape, "i8")),
        "  ^bb0(%v: i8, %out: i8):",
        "    %w = arith.extsi %v : i8 to i16",
        "    %k = arith.constant 3 : i16",
        "    %m = arith.muli %w, %k : i16",
        "    %two = arith.constant 2 : i16",
        "    %s = arith.shrsi %m, %two : i16",
        "    %t = arith.trunci %s : i16 to i8",
        "    linalg.yield %t : i8",
        "  } -> %s" % tensor(shape, "i8"),
    ]
    return r


def concat(dim, parts, out, lines):
    r = fresh("cat")
    lines.append("  %s = tensor.concat dim(%d) %s : (%s) -> %s" % (
        r, dim, ", ".join(p for p, _ in parts),
        ", ".join(tensor(s, "i8") for _, s in parts), tensor(out, "i8")))
    return r


def function(name, args, body, result, out):
    print("func.func @%s(%s, %%shift: i32) -> %s {" % (
        name, ", ".join("%s: %s" % (n, tensor(s, "i8")) for n, s, _ in args),
        tensor(out, "i8")))
    print("  %zero = arith.constant 0 : i32")
    print("\n".join(body))
    print("  return %s : %s" % (result, tensor(out, "i8")))
    print("}")


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

print("func.func private @printMemrefI32(tensor<*xi32>)")
for name, args, body, result, out in functions:
    function(name, args, body, result, out)

main = ["func.func @main() {", "  %shift = arith.constant -37 : i32"]
for name, args, _, _, out in functions:
    names = []
    for arg, shape, value in args:
        names.append("%%in_%s_%s" % (name, arg[1:]))
        main.append("  %s = arith.constant %s" % (names[-1], dense(value, "i8")))
    main.append("  %%r_%s = call @%s(%s, %%shift) : (%s, i32) -> %s" % (
        name, name, ", ".join(names),
        ", ".join(tensor(s, "i8") for _, s, _ in args), tensor(out, "i8")))
    main += literals.print_int8(name, "%r_" + name, out)
main += ["  return", "}"]
print("\n".join(main))
