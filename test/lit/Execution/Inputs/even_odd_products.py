#!/usr/bin/env python3
"""Widened lane products for cpu-even-odd-multiply.test.

    even_odd_products.py            the program (MLIR)
    even_odd_products.py --expected what its @main prints

Each function computes, over rows of an N-lane i32 vector pair (a, b),

    trunci(shift(ext(a) * ext(b) [+ c], k)) : vector<N x i64> to N x i32

in one of the forms quantkit-cpu-even-odd-multiply rewrites (both operands
extsi or both extui, an optional splat c on either side of the add, shrsi
or shrui by k from 1 to 63), and stores the result. The functions are
`noinline`, reading their operands from memory, so that LLVM compiles the
products rather than folding them. @main prints every result row with
`vector.print`; --expected prints the same rows computed here in Python
integers (wrapping at 64 bits as i64 arithmetic does)."""
import random
import sys

I32_MIN, I32_MAX = -2**31, 2**31 - 1

# (name, lanes, ext, addend or None, addend on the left, shift, k)
VARIANTS = [
    ("gemmlowp", 16, "extsi", 2**30, False, "shrsi", 31),
    ("no_addend_k32", 16, "extsi", None, False, "shrsi", 32),
    ("negative_addend_k33", 16, "extsi", -5, True, "shrsi", 33),
    ("k63", 16, "extsi", 1, False, "shrsi", 63),
    ("logical_k1", 16, "extsi", None, False, "shrui", 1),
    ("logical_k40", 16, "extsi", -(2**35), False, "shrui", 40),
    ("unsigned_k31", 16, "extui", 2**31, False, "shrui", 31),
    ("unsigned_arith_k45", 16, "extui", 2**63 - 1, False, "shrsi", 45),
    ("lanes8", 8, "extsi", 2**30, False, "shrsi", 31),
    ("lanes2", 2, "extsi", 2**30, True, "shrsi", 17),
    # -1 and -2 are the empty and tombstone keys of a DenseMap of uint64_t
    # (the pass's constant cache once crashed on them).
    ("minus_one_k40", 8, "extsi", -1, False, "shrsi", 40),
    ("minus_two_unsigned_k31", 4, "extui", -2, True, "shrui", 31),
]

EDGES = [I32_MIN, I32_MAX, -1, 0, 1, 2**30, -(2**30), I32_MIN + 1, 2**31 - 2,
         1518500250, -1518500250, 46341, -46341, 65535, 2, -2]


def rows(lanes, seed):
    """Operand rows: every pair of edge values, then random ones."""
    rng = random.Random(seed)
    pairs = [(x, y) for x in EDGES for y in EDGES]
    pairs += [(rng.randint(I32_MIN, I32_MAX), rng.randint(I32_MIN, I32_MAX))
              for _ in range(64)]
    pairs += [(rng.randint(-2**20, 2**20), rng.randint(2**30, I32_MAX))
              for _ in range(64)]
    while len(pairs) % lanes:
        pairs.append((rng.randint(I32_MIN, I32_MAX),
                      rng.randint(I32_MIN, I32_MAX)))
    a = [p[0] for p in pairs]
    b = [p[1] for p in pairs]
    return ([a[i:i + lanes] for i in range(0, len(a), lanes)],
            [b[i:i + lanes] for i in range(0, len(b), lanes)])


def wrap(value, bits):
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def product(x, y, ext, addend, shift, k):
    if ext == "extui":
        x, y = x & 0xFFFFFFFF, y & 0xFFFFFFFF
    p = wrap(x * y + (addend or 0), 64)
    if shift == "shrui":
        p &= 2**64 - 1
    return wrap(p >> k, 32)


def program():
    out = []
    for index, (name, lanes, ext, addend, left, shift, k) in \
            enumerate(VARIANTS):
        a, b = rows(lanes, index)
        n = len(a)
        vec, wide = f"vector<{lanes}xi32>", f"vector<{lanes}xi64>"
        mem = f"memref<{n}x{lanes}xi32>"
        out.append(f"memref.global \"private\" constant @a_{name} : {mem} = "
                   f"dense<{a}>")
        out.append(f"memref.global \"private\" constant @b_{name} : {mem} = "
                   f"dense<{b}>")
        add = ""
        sum_value = "%p"
        if addend is not None:
            operands = "%c, %p" if left else "%p, %c"
            add = (f"    %c = arith.constant dense<{addend}> : {wide}\n"
                   f"    %s = arith.addi {operands} : {wide}\n")
            sum_value = "%s"
        out.append(f"""func.func @{name}(%a: {mem}, %b: {mem}, %r: {mem})
    attributes {{passthrough = ["noinline"]}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant {n} : index
  %k = arith.constant dense<{k}> : {wide}
  scf.for %i = %c0 to %n step %c1 {{
    %x = vector.load %a[%i, %c0] : {mem}, {vec}
    %y = vector.load %b[%i, %c0] : {mem}, {vec}
    %xe = arith.{ext} %x : {vec} to {wide}
    %ye = arith.{ext} %y : {vec} to {wide}
    %p = arith.muli %xe, %ye : {wide}
{add}    %h = arith.{shift} {sum_value}, %k : {wide}
    %t = arith.trunci %h : {wide} to {vec}
    vector.store %t, %r[%i, %c0] : {mem}, {vec}
  }}
  return
}}""")
    out.append("func.func @main() {")
    out.append("  %c0 = arith.constant 0 : index")
    out.append("  %c1 = arith.constant 1 : index")
    for index, (name, lanes, *_rest) in enumerate(VARIANTS):
        n = len(rows(lanes, index)[0])
        mem = f"memref<{n}x{lanes}xi32>"
        out.append(f"""  %ga_{name} = memref.get_global @a_{name} : {mem}
  %gb_{name} = memref.get_global @b_{name} : {mem}
  %a_{name} = memref.alloc() : {mem}
  %b_{name} = memref.alloc() : {mem}
  %r_{name} = memref.alloc() : {mem}
  memref.copy %ga_{name}, %a_{name} : {mem} to {mem}
  memref.copy %gb_{name}, %b_{name} : {mem} to {mem}
  func.call @{name}(%a_{name}, %b_{name}, %r_{name}) : ({mem}, {mem}, {mem}) -> ()
  %n_{name} = arith.constant {n} : index
  scf.for %i = %c0 to %n_{name} step %c1 {{
    %v = vector.load %r_{name}[%i, %c0] : {mem}, vector<{lanes}xi32>
    vector.print %v : vector<{lanes}xi32>
  }}""")
    out.append("  return\n}")
    return "\n".join(out)


def expected():
    lines = []
    for index, (name, lanes, ext, addend, _left, shift, k) in \
            enumerate(VARIANTS):
        a, b = rows(lanes, index)
        for x_row, y_row in zip(a, b):
            values = [product(x, y, ext, addend, shift, k)
                      for x, y in zip(x_row, y_row)]
            lines.append("( " + ", ".join(map(str, values)) + " )")
    return "\n".join(lines)


if __name__ == "__main__":
    print(expected() if "--expected" in sys.argv[1:] else program())
