#!/usr/bin/env python3
"""Writes the benchmark models as MLIR, and their data for the C++ harness.

For every shape (M, K, N) or convolution, two functions with constant
weights, one tensor argument and one result, `llvm.emit_c_interface`:

  @<name>_int8: quantkit.matmul / quantkit.conv2d, s8 activations with a
      zero point, s8 symmetric per-channel weights, i32 bias, s8 output with
      a zero point (requantized per channel, gemmlowp, clamped to s8);
  @<name>_f32:  the same model in f32 (linalg.matmul / conv_2d_nhwc_fhwc,
      bias, clamp to the float image of the s8 range).

and <name>.bin with the raw data (weights, bias, scales, zero points) that
the harness hands to oneDNN, so both sides compute the same model.

  generate.py OUT_DIR NAME:KIND:DIMS...   e.g. mm512:matmul:512x512x512
                                               conv56:conv:56x56x64x64x3
"""
import random
import struct
import sys
from array import array


def hexdense(values, mlir_type):
    """`values` is an array.array in row-major order (little-endian host)."""
    return 'dense<"0x%s"> : %s' % (values.tobytes().hex().upper(), mlir_type)


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def per_axis(storage, scales, axis, zp=0):
    body = ", ".join("%r:%d" % (float(s), zp) for s in scales)
    return "!quant.uniform<%s:f32:%d, {%s}>" % (storage, axis, body)


def model(name, kind, dims, rng):
    if kind == "matmul":
        m, k, n = dims
        in_shape, w_shape, out_shape = [m, k], [k, n], [m, n]
    else:
        h, w, c, o, kk = dims
        in_shape, w_shape = [1, h, w, c], [o, kk, kk, c]
        out_shape = [1, h, w, o]
        k, n = kk * kk * c, o
    s_in, zp_in, s_out, zp_out = 0.05, -3, 0.9, 5
    count = 1
    for d in w_shape:
        count *= d
    weights = array("b", (rng.randint(-127, 127) for _ in range(count)))
    s_w = [f32(rng.random() * 0.02 + 0.01) for _ in range(n)]
    bias = array("i", (rng.randint(-20000, 20000) for _ in range(n)))
    s_bias = [s_in * s for s in s_w]

    def shp(shape, elem):
        return "tensor<%s>" % "x".join([str(d) for d in shape] + [elem])

    q_in = "!quant.uniform<i8:f32, %r:%d>" % (s_in, zp_in)
    q_out = "!quant.uniform<i8:f32, %r:%d>" % (s_out, zp_out)
    w_axis = 1 if kind == "matmul" else 0
    q_w = per_axis("i8<-127:127>", s_w, w_axis)
    q_b = per_axis("i32", s_bias, 0)
    attrs = ""
    if kind == "conv":
        p = (kk - 1) // 2
        attrs = (" {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>,"
                 " padding = array<i64: %d, %d, %d, %d>}" % (p, p, p, p))
    op = "quantkit.matmul" if kind == "matmul" else "quantkit.conv2d"
    lines = []
    lines.append(
        "func.func @%s_int8(%%x: %s) -> %s attributes {llvm.emit_c_interface} {"
        % (name, shp(in_shape, "i8"), shp(out_shape, "i8")))
    lines.append("  %%xq = quant.scast %%x : %s to %s"
                 % (shp(in_shape, "i8"), shp(in_shape, q_in)))
    lines.append("  %%w = arith.constant %s" % hexdense(weights,
                                                       shp(w_shape, "i8")))
    lines.append("  %%wq = quant.scast %%w : %s to %s"
                 % (shp(w_shape, "i8"), shp(w_shape, q_w)))
    lines.append("  %%b = arith.constant %s" % hexdense(bias, shp([n], "i32")))
    lines.append("  %%bq = quant.scast %%b : %s to %s"
                 % (shp([n], "i32"), shp([n], q_b)))
    lines.append("  %%r = %s %%xq, %%wq, %%bq%s : (%s, %s, %s) -> %s"
                 % (op, attrs, shp(in_shape, q_in), shp(w_shape, q_w),
                    shp([n], q_b), shp(out_shape, q_out)))
    lines.append("  %%ri = quant.scast %%r : %s to %s"
                 % (shp(out_shape, q_out), shp(out_shape, "i8")))
    lines.append("  return %%ri : %s" % shp(out_shape, "i8"))
    lines.append("}")

    # The f32 model: real weights and bias, clamp to the s8 output range.
    # Output channel of flat weight index i: last axis (matmul), first (conv).
    channel = ((lambda i: i % n) if kind == "matmul"
               else (lambda i: i // k))
    wf = array("f", (weights[i] * s_w[channel(i)] for i in range(count)))
    bf = array("f", (bias[c] * s_bias[c] for c in range(n)))
    lo, hi = (-128 - zp_out) * s_out, (127 - zp_out) * s_out
    f_in, f_out = shp(in_shape, "f32"), shp(out_shape, "f32")
    rank = len(out_shape)
    ident = ", ".join("d%d" % i for i in range(rank))
    lines.append(
        "func.func @%s_f32(%%x: %s) -> %s attributes {llvm.emit_c_interface} {"
        % (name, f_in, f_out))
    lines.append("  %%w = arith.constant %s" % hexdense(wf, shp(w_shape, "f32")))
    lines.append("  %%b = arith.constant %s" % hexdense(bf, shp([n], "f32")))
    lines.append("  %zero = arith.constant 0.0 : f32")
    lines.append("  %%lo = arith.constant %r : f32" % f32(lo))
    lines.append("  %%hi = arith.constant %r : f32" % f32(hi))
    lines.append("  %%e = tensor.empty() : %s" % f_out)
    lines.append("  %%z = linalg.fill ins(%%zero : f32) outs(%%e : %s) -> %s"
                 % (f_out, f_out))
    if kind == "matmul":
        lines.append("  %%acc = linalg.matmul ins(%%x, %%w : %s, %s) outs(%%z : %s) -> %s"
                     % (f_in, shp(w_shape, "f32"), f_out, f_out))
    else:
        p = (kk - 1) // 2
        padded = shp([1, h + 2 * p, w + 2 * p, c], "f32")
        lines.append("  %%xp = tensor.pad %%x low[0, %d, %d, 0] high[0, %d, %d, 0] {"
                     % (p, p, p, p))
        lines.append("  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):")
        lines.append("    tensor.yield %zero : f32")
        lines.append("  } : %s to %s" % (f_in, padded))
        lines.append("  %%acc = linalg.conv_2d_nhwc_fhwc {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%%xp, %%w : %s, %s) outs(%%z : %s) -> %s"
                     % (padded, shp(w_shape, "f32"), f_out, f_out))
    lines.append("  %%r = linalg.generic {indexing_maps = [affine_map<(%s) -> (%s)>, affine_map<(%s) -> (d%d)>, affine_map<(%s) -> (%s)>], iterator_types = [%s]} ins(%%acc, %%b : %s, %s) outs(%%e : %s) {"
                 % (ident, ident, ident, rank - 1, ident, ident,
                    ", ".join(['"parallel"'] * rank), f_out,
                    shp([n], "f32"), f_out))
    lines.append("  ^bb0(%a: f32, %bb: f32, %o: f32):")
    lines.append("    %s = arith.addf %a, %bb : f32")
    lines.append("    %c0 = arith.maximumf %s, %lo : f32")
    lines.append("    %c1 = arith.minimumf %c0, %hi : f32")
    lines.append("    linalg.yield %c1 : f32")
    lines.append("  } -> %s" % f_out)
    lines.append("  return %%r : %s" % f_out)
    lines.append("}")

    # Header: 12 doubles, then weights (s8, as laid out above), bias (s32),
    # weight scales (f32).
    conv = (0, 0, 0, 0, 0) if kind == "matmul" else (1, h, w, c, kk)
    blob = struct.pack("<12d", s_in, zp_in, s_out, zp_out, m_of(kind, dims),
                       k, n, *conv)
    blob += weights.tobytes() + bias.tobytes() + array("f", s_w).tobytes()
    return "\n".join(lines) + "\n", blob


def m_of(kind, dims):
    return dims[0] if kind == "matmul" else dims[0] * dims[1]


def main():
    out = sys.argv[1]
    rng = random.Random(7)
    for spec in sys.argv[2:]:
        name, kind, dims = spec.split(":")
        text, blob = model(name, kind, [int(d) for d in dims.split("x")], rng)
        with open("%s/%s.mlir" % (out, name), "w") as f:
            f.write(text)
        with open("%s/%s.bin" % (out, name), "wb") as f:
            f.write(blob)


if __name__ == "__main__":
    main()
