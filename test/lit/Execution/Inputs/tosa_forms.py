"""What the tosa_*_forms.py generators share: tensor types, hex literals,
and the @main that calls each function on its seeded inputs and prints
every i8 (or i16) result widened to i32 with printMemrefI32."""


def t(shape, elem):
    """`tensor<AxBxELEM>`, or `tensor<ELEM>` for rank 0."""
    if not shape:
        return "tensor<%s>" % elem
    return "tensor<%sx%s>" % ("x".join(str(d) for d in shape), elem)


def hexdata(values, width=8):
    """A `dense<...>` literal of `width`-bit storage integers (little
    endian)."""
    size = width // 8
    data = b"".join((v & ((1 << width) - 1)).to_bytes(size, "little")
                    for v in values)
    return '"0x%s"' % data.hex().upper()


def print_main(calls, elem="i8"):
    """`calls`: (function name, [(input shape, input values)], [result
    shapes]) in print order; inputs and results of type `elem` (i8 or
    i16)."""
    width = int(elem[1:])
    print("func.func private @printMemrefI32(memref<*xi32>)")
    print("func.func @main() {")
    for name, args, results in calls:
        operands = []
        for k, (shape, values) in enumerate(args):
            print(f"  %x{name}{k} = arith.constant dense<{hexdata(values, width)}> "
                  f": {t(shape, elem)}")
            operands.append(f"%x{name}{k}")
        outs = [f"%y{name}{k}" for k in range(len(results))]
        print(f"  {', '.join(outs)} = call @{name}({', '.join(operands)}) : "
              f"({', '.join(t(s, elem) for s, _ in args)}) -> "
              f"({', '.join(t(r, elem) for r in results)})")
        for out, shape in zip(outs, results):
            flat = "x".join(str(d) for d in shape)
            print(f"  {out}w = arith.extsi {out} : {t(shape, elem)} to "
                  f"{t(shape, 'i32')}")
            print(f"  {out}b = bufferization.to_buffer {out}w : "
                  f"{t(shape, 'i32')} to memref<{flat}xi32>")
            print(f"  {out}u = memref.cast {out}b : memref<{flat}xi32> to "
                  "memref<*xi32>")
            print(f"  call @printMemrefI32({out}u) : (memref<*xi32>) -> ()")
    print("  return")
    print("}")
