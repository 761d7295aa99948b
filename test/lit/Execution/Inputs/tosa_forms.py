"""What the tosa_*_forms.py generators share: tensor types, hex literals,
the @main that calls each function on its seeded inputs and prints
every i8 (or i16) result widened to i32 with printMemrefI32, and the TOSA
specification's RESIZE on exact integers."""


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


def resize_size(size, n, d, offset, border):
    """The output size of a TOSA RESIZE axis (the division exact)."""
    span = (size - 1) * n - offset + border
    assert span % d == 0
    return span // d + 1


def resize(x, shape, mode, scale, offset, oh, ow):
    """TOSA RESIZE of the NHWC values `x` (flat, batch 1) on exact
    integers: floor division for the source coordinate, the bilinear sum in
    units of the scale numerators (i8 -> i32), nearest rounding half up
    and source indices clamped to the input."""
    _, ih, iw, c = shape
    yn, yd, xn, xd = scale
    out = []
    for oy in range(oh):
        for ox in range(ow):
            y, xx = oy * yd + offset[0], ox * xd + offset[1]
            iy, ix = y // yn, xx // xn
            dy, dx = y - iy * yn, xx - ix * xn
            for ch in range(c):
                def at(r, q):
                    r = min(max(r, 0), ih - 1)
                    q = min(max(q, 0), iw - 1)
                    return x[(r * iw + q) * c + ch]
                if mode == "NEAREST_NEIGHBOR":
                    out.append(at(iy + (2 * dy >= yn), ix + (2 * dx >= xn)))
                    continue
                out.append(at(iy, ix) * (yn - dy) * (xn - dx)
                           + at(iy, ix + 1) * (yn - dy) * dx
                           + at(iy + 1, ix) * dy * (xn - dx)
                           + at(iy + 1, ix + 1) * dy * dx)
    return out
