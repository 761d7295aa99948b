"""Dense literals for the generated test programs of this folder."""


def values(rng, count, scale=1.0):
    """`count` numbers from `rng` in [-scale, scale], rounded to 4 places so
    that they print exactly."""
    return [round(rng.uniform(-1.0, 1.0) * scale, 4) for _ in range(count)]


def dense(vals, shape):
    """The nested `[...]` body of a `dense<...>` literal of `shape` holding
    the row-major `vals`."""
    def nest(offset, dims):
        if not dims:
            return repr(vals[offset])
        step = 1
        for d in dims[1:]:
            step *= d
        return "[" + ", ".join(nest(offset + i * step, dims[1:])
                               for i in range(dims[0])) + "]"
    return nest(0, shape)


def int8s(rng, shape):
    """Random int8 values of `shape` from `rng`, the first -128 and the last
    127, so that every operand holds both extremes."""
    values = rng.integers(-128, 128, size=shape)
    flat = values.reshape(-1)
    flat[0], flat[-1] = -128, 127
    return values


def tensor_type(shape, element):
    """`tensor<AxBxT>`."""
    return "tensor<%sx%s>" % ("x".join(str(d) for d in shape), element)


def int_dense(values, element):
    """`dense<...> : tensor<...>` of a numpy integer array."""
    def nest(array):
        if array.ndim == 1:
            return "[" + ", ".join(str(int(v)) for v in array) + "]"
        return "[" + ", ".join(nest(a) for a in array) + "]"
    return "dense<%s> : %s" % (nest(values), tensor_type(values.shape,
                                                         element))


def print_int8(name, value, shape):
    """Lines of a `@main` that print the int8 tensor `value` of `shape`
    through `@printMemrefI32` (declared by the program), with `name` to
    make its SSA names unique."""
    i8, i32 = tensor_type(shape, "i8"), tensor_type(shape, "i32")
    return [
        "  %%w_%s = arith.extsi %s : %s to %s" % (name, value, i8, i32),
        "  %%u_%s = tensor.cast %%w_%s : %s to tensor<*xi32>" % (name, name,
                                                                  i32),
        "  call @printMemrefI32(%%u_%s) : (tensor<*xi32>) -> ()" % name,
    ]
