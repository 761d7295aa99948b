"""Builders of int8 test programs in the linalg-on-tensors forms that
quantkit-cpu takes (convolutions and matmuls into zero-filled i32
accumulators, requantizing generics, elementwise generics, concatenations
and pads), shared by the generated inputs of the CPU execution tests.
Each builder appends lines to a list and returns the SSA name of its
result; `seed` starts the random data of one program file."""
import numpy as np

import literals

rng = np.random.default_rng(0)
counter = [0]


def seed(value):
    global rng
    rng = np.random.default_rng(value)


def ints(shape):
    return literals.int8s(rng, shape)


dense = literals.int_dense
tensor = literals.tensor_type


def maps(rank, count):
    dims = ", ".join("d%d" % i for i in range(rank))
    identity = "affine_map<(%s) -> (%s)>" % (dims, dims)
    return "[%s]" % ", ".join([identity] * count), ", ".join(
        ['"parallel"'] * rank)


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


def conv(x, xshape, filt, out, lines, op="conv_2d_nhwc_fhwc", stride=1):
    w, c = fresh("w"), fresh("c")
    init = zeros(out, lines)
    lines += [
        "  %s = arith.constant %s" % (w, dense(filt, "i8")),
        "  %s = linalg.%s {dilations = dense<1> : tensor<2xi64>, "
        "strides = dense<%d> : tensor<2xi64>}" % (c, op, stride),
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


def elementwise(operands, names, shape, payload, lines, prefix,
                broadcast=None):
    """An all-parallel generic on the i8 `operands` of `shape` into an i8
    value: `payload` is its body after the block arguments (`names` for
    the operands, then %out), ending in a linalg.yield. `broadcast`, a
    (shape, map) pair, reads the one operand by that map instead."""
    e, r = fresh("e"), fresh(prefix)
    indexing, iterators = maps(len(shape), len(operands) + 1)
    types = ", ".join([tensor(shape, "i8")] * len(operands))
    if broadcast:
        small, read = broadcast
        dims = ", ".join("d%d" % i for i in range(len(shape)))
        indexing = "[affine_map<(%s) -> (%s)>, affine_map<(%s) -> (%s)>]" % (
            dims, read, dims, dims)
        types = tensor(small, "i8")
    arguments = ", ".join("%%%s: i8" % name for name in names)
    lines += [
        "  %s = tensor.empty() : %s" % (e, tensor(shape, "i8")),
        "  %s = linalg.generic {indexing_maps = %s, iterator_types = [%s]}" % (
            r, indexing, iterators),
        "      ins(%s : %s) outs(%s : %s) {" % (", ".join(operands), types, e,
                                                tensor(shape, "i8")),
        "  ^bb0(%s, %%out: i8):" % arguments,
    ] + ["    " + line for line in payload] + [
        "  } -> %s" % tensor(shape, "i8"),
    ]
    return r


def halve(x, shape, lines):
    """An elementwise i8 -> i8 generic: (3 * x) >> 2."""
    return elementwise([x], ["v"], shape, [
        "%w = arith.extsi %v : i8 to i16",
        "%k = arith.constant 3 : i16",
        "%m = arith.muli %w, %k : i16",
        "%two = arith.constant 2 : i16",
        "%s = arith.shrsi %m, %two : i16",
        "%t = arith.trunci %s : i16 to i8",
        "linalg.yield %t : i8",
    ], lines, "h")


def add(x, y, shape, lines):
    """The i8 sum of two values of `shape` (wrapping), as a generic."""
    return elementwise([x, y], ["a", "b"], shape, [
        "%s = arith.addi %a, %b : i8",
        "linalg.yield %s : i8",
    ], lines, "add")


def broadcast_channels(s, shape, lines):
    """The per-channel i8 `s` (1 x C x 1 x 1, as torch-mlir leaves a
    squeeze-and-excitation scale) copied to every pixel of the NHWC
    `shape`."""
    return elementwise([s], ["v"], shape, ["linalg.yield %v : i8"], lines,
                       "bc", broadcast=((1, shape[-1], 1, 1), "0, d3, 0, 0"))


def multiply(x, y, shape, lines):
    """The i8 product of two values of `shape` (wrapping), as a generic."""
    return elementwise([x, y], ["a", "b"], shape, [
        "%p = arith.muli %a, %b : i8",
        "linalg.yield %p : i8",
    ], lines, "mul")


def lookup(x, shape, lines):
    """A 256-entry i8 table read at each value of `x` (as quantkit-lower
    writes quantkit.logistic, tanh and hard_swish: the table a constant
    tensor captured by the generic, its position `x + 128`)."""
    table = fresh("table")
    entries = ints((256,))
    lines.append("  %s = arith.constant %s" % (table, dense(entries, "i8")))
    return elementwise([x], ["v"], shape, [
        "%i = arith.index_cast %v : i8 to index",
        "%offset = arith.constant -128 : index",
        "%p = arith.subi %i, %offset : index",
        "%%t = tensor.extract %s[%%p] : tensor<256xi8>" % table,
        "linalg.yield %t : i8",
    ], lines, "lut")


def concat(dim, parts, out, lines):
    r = fresh("cat")
    lines.append("  %s = tensor.concat dim(%d) %s : (%s) -> %s" % (
        r, dim, ", ".join(p for p, _ in parts),
        ", ".join(tensor(s, "i8") for _, s in parts), tensor(out, "i8")))
    return r


def pad(x, shape, low, high, value, lines):
    """`tensor.pad` of the i8 `x` with the constant `value`, defined right
    before it, as torch-mlir writes it."""
    out = tuple(s + l + h for s, l, h in zip(shape, low, high))
    c, r = fresh("pv"), fresh("pad")
    indices = ", ".join("%%i%d: index" % i for i in range(len(shape)))
    lines += [
        "  %s = arith.constant %d : i8" % (c, value),
        "  %s = tensor.pad %s low[%s] high[%s] {" % (
            r, x, ", ".join(map(str, low)), ", ".join(map(str, high))),
        "  ^bb0(%s):" % indices,
        "    tensor.yield %s : i8" % c,
        "  } : %s to %s" % (tensor(shape, "i8"), tensor(out, "i8")),
    ]
    return r


def function(name, args, body, result, out):
    print("func.func @%s(%s, %%shift: i32) -> %s {" % (
        name, ", ".join("%s: %s" % (n, tensor(s, "i8")) for n, s, _ in args),
        tensor(out, "i8")))
    print("  %zero = arith.constant 0 : i32")
    print("\n".join(body))
    print("  return %s : %s" % (result, tensor(out, "i8")))
    print("}")


def program(functions):
    """Prints the functions and a @main that calls each on its constant
    arguments and prints its result."""
    print("func.func private @printMemrefI32(tensor<*xi32>)")
    for name, args, body, result, out in functions:
        function(name, args, body, result, out)
    main = ["func.func @main() {", "  %shift = arith.constant -37 : i32"]
    for name, args, _, _, out in functions:
        names = []
        for arg, shape, value in args:
            names.append("%%in_%s_%s" % (name, arg[1:]))
            main.append("  %s = arith.constant %s" % (
                names[-1], dense(value, "i8")))
        main.append("  %%r_%s = call @%s(%s, %%shift) : (%s, i32) -> %s" % (
            name, name, ", ".join(names),
            ", ".join(tensor(s, "i8") for _, s, _ in args),
            tensor(out, "i8")))
        main += literals.print_int8(name, "%r_" + name, out)
    main += ["  return", "}"]
    print("\n".join(main))
