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
