"""Integer reductions along the innermost loop, for
Execution/cpu-row-reductions.test: quantkit-vectorize-elementwise carries
16 partial results per row and combines them with vector.reduction; the
test compares quantkit-cpu's output with quantkit-to-llvm's plain loops bit
for bit. Every combining op the pass takes, on random i32 data over the
whole range (so sums and products wrap, and unsigned and signed orders
differ; signed maxima of negative values and minima of positive ones), outputs that start from random values (the op combines with
them), rows of 16 (no tail), 37 and 50 (tails of 5 and 2), a rank-3
generic, a body that computes before it combines (the softmax's row sum,
i32 widened to i64), and one of 64 x 300 elements that is split into
parallel rows."""
import numpy as np

rng = np.random.default_rng(211)


def dense(array, element):
    dtype = {"i32": "<i4", "i64": "<i8"}[element]
    data = array.astype(dtype).tobytes().hex().upper()
    shape = "x".join(str(d) for d in array.shape)
    return 'dense<"0x%s"> : tensor<%sx%s>' % (data, shape, element)


def tensor(shape, element):
    return "tensor<%sx%s>" % ("x".join(str(d) for d in shape), element)


lines = []
counter = [0]


def case(shape, body, acc="i32", low=-2**31, high=2**31):
    """A reduction of an i32 `shape` tensor along its last dimension into
    `acc`; `body` holds the payload ops between `%x` (the element) and
    `%r` (the combined value; `%a` is the output's); elements and initial
    values in [low, high)."""
    i = counter[0]
    counter[0] += 1
    rank = len(shape)
    dims = ", ".join("d%d" % d for d in range(rank))
    outer = ", ".join("d%d" % d for d in range(rank - 1))
    out_shape = shape[:-1]
    iterators = ", ".join(['"parallel"'] * (rank - 1) + ['"reduction"'])
    init = rng.integers(low, high, size=out_shape, dtype=np.int64) \
        if acc == "i32" else rng.integers(-2**62, 2**62, size=out_shape,
                                          dtype=np.int64)
    data = rng.integers(low, high, size=shape, dtype=np.int64)
    lines.append("  %%x%d = arith.constant %s" % (i, dense(data, "i32")))
    lines.append("  %%i%d = arith.constant %s" % (i, dense(init, acc)))
    lines.append(
        "  %%y%d = linalg.generic {indexing_maps = [affine_map<(%s) -> (%s)>,"
        " affine_map<(%s) -> (%s)>], iterator_types = [%s]} ins(%%x%d : %s)"
        " outs(%%i%d : %s) {" % (i, dims, dims, dims, outer, iterators, i,
                                 tensor(shape, "i32"), i,
                                 tensor(out_shape, acc)))
    lines.append("  ^bb0(%%x: i32, %%a: %s):" % acc)
    for op_line in body:
        lines.append("    " + op_line)
    lines.append("    linalg.yield %%r : %s" % acc)
    lines.append("  } -> %s" % tensor(out_shape, acc))
    lines.append("  %%u%d = tensor.cast %%y%d : %s to tensor<*x%s>"
                 % (i, i, tensor(out_shape, acc), acc))
    printer = "printMemrefI64" if acc == "i64" else "printMemrefI32"
    lines.append("  call @%s(%%u%d) : (tensor<*x%s>) -> ()" % (printer, i, acc))


for op in ["addi", "muli", "maxsi", "maxui", "minsi", "minui", "andi",
           "ori", "xori"]:
    case((5, 37), ["%%r = arith.%s %%x, %%a : i32" % op])
# Signed maxima of negative values and minima of positive ones: a wrong
# neutral element (0) would show.
case((5, 37), ["%r = arith.maxsi %x, %a : i32"], high=0)
case((5, 37), ["%r = arith.minsi %x, %a : i32"], low=1)
# The output first, a row with no tail, a tail of 2, rank 3.
case((3, 16), ["%r = arith.maxui %a, %x : i32"])
case((2, 3, 50), ["%r = arith.addi %a, %x : i32"])
# The softmax's row sum: exponentials widened unsigned into i64.
case((4, 40), ["%w = arith.extui %x : i32 to i64",
               "%r = arith.addi %a, %w : i64"], acc="i64")
# Computation before the combining op, with a constant.
case((3, 45), ["%c = arith.constant 12345 : i32",
               "%d = arith.subi %x, %c : i32",
               "%s = arith.shrsi %d, %c : i32",
               "%r = arith.minsi %s, %a : i32"])
# 19200 elements: rows shared among threads.
case((64, 300), ["%w = arith.extsi %x : i32 to i64",
                 "%r = arith.addi %w, %a : i64"], acc="i64")

print("func.func private @printMemrefI32(tensor<*xi32>)")
print("func.func private @printMemrefI64(tensor<*xi64>)")
print("func.func @main() {")
print("\n".join(lines))
print("  return")
print("}")
