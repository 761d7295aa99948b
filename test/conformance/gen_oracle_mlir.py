#!/usr/bin/env python3
"""Turns the upstream oracle cases into QuantKit execution cases.

For every ONNX QLinearMatMul / QLinearConv / QuantizeLinear /
DequantizeLinear / MatMulInteger / ConvInteger node test and every StableHLO
add / multiply / dot_general / convolution case that maps onto QuantKit's
ops, this writes

  OUT/<case>.mlir      a module whose @main computes the case with QuantKit
                       ops (quantkit.matmul, quantkit.conv2d, quantkit.add,
                       quantkit.mul, quant.qcast, quant.dcast) on constant
                       inputs and prints the result's storage integers with
                       printMemrefI32 (dequantized floats are printed as
                       their f32 bit patterns, so the comparison is exact);
  OUT/<case>.expected  the oracle's result in the same layout;

plus OUT/MANIFEST.json listing every case, generated or skipped (with the
reason). The generated files are derived from the oracle data and are not
meant to be committed: generate them at test time.

The cases are meant for
  mlir-opt-22 --load-dialect-plugin=QuantKitPlugin.so \\
      --load-pass-plugin=QuantKitPlugin.so \\
      --pass-pipeline='builtin.module(quantkit-to-int, quantkit-to-llvm)' CASE |
  mlir-runner-22 -e main -entry-point-result=void \\
      -shared-libs=.../libmlir_runner_utils.so,.../libmlir_c_runner_utils.so
and compare.py compares the printed output with the .expected file.

Numerics of the oracles (see test/reference/QuantReference.h and the report
in test/conformance/README.md): ONNX and StableHLO requantize with
`float_rne` (M = s_l * s_r / s_out rounded to f32, f32 product, round half
to even, + zp, clamp); quant.qcast rounds half to even. StableHLO's
constants are quantized here with StableHLO's own formula
(clamp(rne(f32(f32(x / f32(s)) + f32(zp))))) to reproduce the oracle's
inputs; the results are the oracle's `expected_storage_int`.

Python 3 standard library only.
"""

import argparse
import json
import math
import os
import re
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_ORACLES = os.path.normpath(os.path.join(HERE, "..", "..", "..",
                                                "shared", "oracles"))

# ---------------------------------------------------------------------------
# f32 arithmetic (each Python double op on f32 values followed by a rounding
# to f32 is the correctly rounded f32 op for + - * /: 53 >= 2 * 24 + 2).
# ---------------------------------------------------------------------------


def f32(x):
    if math.isnan(x) or math.isinf(x):
        return x
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def bits_f32(b):
    return struct.unpack("<f", struct.pack("<I", b))[0]


def rne(x):
    """Round half to even (Python's round on floats)."""
    return int(round(x))


def prod(xs):
    p = 1
    for x in xs:
        p *= x
    return p


def row_major_strides(shape):
    st = [1] * len(shape)
    for i in range(len(shape) - 2, -1, -1):
        st[i] = st[i + 1] * shape[i + 1]
    return st


def unravel(i, shape):
    idx = []
    for d in reversed(shape):
        idx.append(i % d)
        i //= d
    return idx[::-1]


def transpose(shape, data, perm):
    """StableHLO transpose: result dim k is operand dim perm[k]."""
    out_shape = [shape[p] for p in perm]
    st = row_major_strides(shape)
    out = []
    for i in range(prod(out_shape)):
        idx = unravel(i, out_shape)
        out.append(data[sum(idx[k] * st[perm[k]] for k in range(len(perm)))])
    return out_shape, out


# ---------------------------------------------------------------------------
# Storage types.
# ---------------------------------------------------------------------------


class Storage:
    def __init__(self, name):
        # name: i8 / u8 / i16 / u16 / i32
        self.name = name
        self.signed = name[0] == "i"
        self.bits = int(name[1:])
        if self.signed:
            self.lo, self.hi = -(1 << (self.bits - 1)), (1 << (self.bits - 1)) - 1
        else:
            self.lo, self.hi = 0, (1 << self.bits) - 1

    @property
    def mlir_int(self):
        return "i%d" % self.bits  # quant storage types are signless

    def as_signless(self, v):
        """Two's complement value of a stored integer in the signless type."""
        if v >= (1 << (self.bits - 1)):
            v -= 1 << self.bits
        return v

    @property
    def ext(self):
        return "arith.extsi" if self.signed else "arith.extui"


ONNX_STORAGE = {"int8": "i8", "uint8": "u8", "int16": "i16", "uint16": "u16",
                "int32": "i32"}


def fmt_scale(s):
    r = repr(float(s))
    if "e" not in r and "." not in r and "inf" not in r:
        r += ".0"
    return r


def qtype(storage, scale, zp):
    z = "" if zp == 0 else ":%d" % zp
    return "!quant.uniform<%s:f32, %s%s>" % (storage.name, fmt_scale(scale), z)


def qtype_axis(storage, axis, scales, zps):
    parts = ",".join("%s:%d" % (fmt_scale(s), z) for s, z in zip(scales, zps))
    return "!quant.uniform<%s:f32:%d, {%s}>" % (storage.name, axis, parts)


def ttype(shape, elem):
    if not shape:
        return "tensor<%s>" % elem
    return "tensor<%sx%s>" % ("x".join(str(d) for d in shape), elem)


def mtype(shape, elem):
    if not shape:
        return "memref<%s>" % elem
    return "memref<%sx%s>" % ("x".join(str(d) for d in shape), elem)


def nested(shape, flat, fmt=str):
    if not shape:
        return fmt(flat[0])
    if len(shape) == 1:
        return "[" + ", ".join(fmt(v) for v in flat) + "]"
    step = prod(shape[1:])
    return "[" + ", ".join(nested(shape[1:], flat[i * step:(i + 1) * step], fmt)
                           for i in range(shape[0])) + "]"


class Builder:
    """Accumulates the body of @main."""

    def __init__(self):
        self.lines = []
        self.n = 0

    def fresh(self, hint):
        self.n += 1
        return "%%%s%d" % (hint, self.n)

    def emit(self, text):
        self.lines.append("    " + text)

    def const_int(self, shape, storage, flat):
        v = self.fresh("c")
        vals = [storage.as_signless(x) for x in flat]
        self.emit("%s = arith.constant dense<%s> : %s" % (
            v, nested(shape, vals), ttype(shape, storage.mlir_int)))
        return v

    def const_f32(self, shape, bits):
        v = self.fresh("x")
        self.emit("%s = arith.constant dense<%s> : %s" % (
            v, nested(shape, bits, lambda b: "0x%08X" % b), ttype(shape, "f32")))
        return v

    def quantized_input(self, shape, storage, flat, qt):
        c = self.const_int(shape, storage, flat)
        v = self.fresh("q")
        self.emit("%s = quant.scast %s : %s to %s" % (
            v, c, ttype(shape, storage.mlir_int), ttype(shape, qt)))
        return v

    def print_storage(self, value, shape, storage, qt):
        i = self.fresh("s")
        self.emit("%s = quant.scast %s : %s to %s" % (
            i, value, ttype(shape, qt), ttype(shape, storage.mlir_int)))
        return self.print_i32(self.extend(i, shape, storage), shape)

    def extend(self, value, shape, storage):
        if storage.bits == 32:
            return value
        w = self.fresh("w")
        self.emit("%s = %s %s : %s to %s" % (
            w, storage.ext, value, ttype(shape, storage.mlir_int),
            ttype(shape, "i32")))
        return w

    def print_i32(self, value, shape):
        b = self.fresh("b")
        self.emit("%s = bufferization.to_buffer %s : %s to %s" % (
            b, value, ttype(shape, "i32"), mtype(shape, "i32")))
        u = self.fresh("u")
        self.emit("%s = memref.cast %s : %s to memref<*xi32>" % (
            u, b, mtype(shape, "i32")))
        self.emit("call @printMemrefI32(%s) : (memref<*xi32>) -> ()" % u)

    def module(self, header):
        return "\n".join(
            ["// " + h for h in header] +
            ["module {",
             "  func.func private @printMemrefI32(memref<*xi32>) "
             "attributes {llvm.emit_c_interface}",
             "  func.func @main() {"] +
            self.lines +
            ["    return", "  }", "}", ""])


def rounding_attr(scheme="float_rne"):
    return "rounding = #quantkit.rounding<%s>" % scheme


# ---------------------------------------------------------------------------
# An independent evaluation of dialect/Reference.md#numerics (float_rne,
# qcast/dcast) on the generated inputs: every generated case is checked
# against its oracle expectation before it is written, which validates the
# layout mapping.
# ---------------------------------------------------------------------------


def requant_rne(acc, M, zp, st):
    r = rne(f32(f32(float(acc)) * f32(M))) + zp
    return min(max(r, st.lo), st.hi)


def ref_matmul(l_shape, ldata, zpl, r_shape, rdata, zpr, M, zpo, so):
    K, N = l_shape[-1], r_shape[-1]
    Mrows = l_shape[-2]
    outer = prod(l_shape[:-2])
    batched = len(r_shape) == 3
    out = []
    for b in range(outer):
        for m in range(Mrows):
            for n in range(N):
                acc = 0
                for k in range(K):
                    rv = rdata[(b * K * N if batched else 0) + k * N + n]
                    acc += (ldata[(b * Mrows + m) * K + k] - zpl) * (rv - zpr[n % len(zpr)])
                out.append(requant_rne(acc, M, zpo, so) if so else acc)
    return out


def ref_conv(in_shape, idata, zpi, f_shape, fdata, zpf, strides, dil, padding,
             out_shape, M, zpo, so):
    N, H, W, C = in_shape
    O, KH, KW, _ = f_shape
    _, Ho, Wo, _ = out_shape
    out = []
    for n in range(N):
        for y in range(Ho):
            for x in range(Wo):
                for o in range(O):
                    acc = 0
                    for kh in range(KH):
                        iy = y * strides[0] + kh * dil[0] - padding[0]
                        if iy < 0 or iy >= H:
                            continue
                        for kw in range(KW):
                            ix = x * strides[1] + kw * dil[1] - padding[2]
                            if ix < 0 or ix >= W:
                                continue
                            base = ((n * H + iy) * W + ix) * C
                            fb = ((o * KH + kh) * KW + kw) * C
                            z = zpf[o % len(zpf)]
                            for i in range(C):
                                acc += (idata[base + i] - zpi) * (fdata[fb + i] - z)
                    out.append(requant_rne(acc, M[o % len(M)], zpo, so) if so else acc)
    return out


def ref_qcast(x, scale, zp, st):
    if math.isnan(x):
        return min(max(zp, st.lo), st.hi)
    v = f32(x / f32(scale))
    if math.isinf(v):
        return st.hi if v > 0 else st.lo
    return min(max(rne(v) + zp, st.lo), st.hi)


def ref_dcast_bits(q, scale, zp):
    return Storage("i32").as_signless(f32_bits(f32(f32(float(q - zp)) * f32(scale))))


# ---------------------------------------------------------------------------
# Cases.
# ---------------------------------------------------------------------------


class Case:
    def __init__(self, name, source, op):
        self.name = name
        self.source = source
        self.op = op
        self.mlir = None
        self.expected_shape = None
        self.expected = None
        self.skip = None
        self.notes = []
        self.computed = None  # independent evaluation of the generated case

    def write(self, out_dir):
        with open(os.path.join(out_dir, self.name + ".mlir"), "w") as f:
            f.write(self.mlir)
        with open(os.path.join(out_dir, self.name + ".expected"), "w") as f:
            f.write("# %s: expected printMemrefI32 output of @main\n" % self.name)
            f.write("# source: %s (%s)\n" % (self.source, self.op))
            for n in self.notes:
                f.write("# %s\n" % n)
            f.write("sizes %s\n" % " ".join(str(d) for d in self.expected_shape))
            f.write(" ".join(str(v) for v in self.expected) + "\n")


def sanitize(name):
    return re.sub(r"[^A-Za-z0-9_.-]", "_", name)


# ----------------------------- ONNX ----------------------------------------


def onnx_inputs(doc):
    out = {}
    for t in doc["inputs"]:
        d = dict(t)
        if "f32_bits_hex" in t:
            d["bits"] = [int(h, 16) for h in t["f32_bits_hex"]]
            d["floats"] = [bits_f32(b) for b in d["bits"]]
        out[t["name"]] = d
    return out


def to_channels_last(shape, data):
    n, c, h, w = shape
    return [n, h, w, c], transpose(shape, data, [0, 2, 3, 1])[1]


def onnx_case(path):
    doc = json.load(open(path))
    name = doc["name"]
    op = doc.get("op")
    if not isinstance(op, str):  # *_expanded variants: a list of nodes
        op = ("DynamicQuantizeLinear" if "dynamicquantizelinear" in name
              else "expanded graph")
    case = Case("onnx_" + sanitize(name[5:] if name.startswith("test_") else name),
                "onnx/" + os.path.basename(path), op)
    attrs = doc.get("attributes") or {}
    ins = onnx_inputs(doc)
    out0 = doc["expected_outputs"][0]
    b = Builder()
    header = ["Generated by test/conformance/gen_oracle_mlir.py from %s." %
              case.source, "ONNX %s: %s" % (op, name)]

    if op == "DynamicQuantizeLinear":
        case.skip = "DynamicQuantizeLinear: scale/zero point computed at run time"
        return case
    if op in ("QuantizeLinear", "DequantizeLinear"):
        storage_name = out0["dtype"] if op == "QuantizeLinear" else ins["x"]["dtype"]
        if "block_size" in attrs:
            case.skip = "blocked quantization (block_size)"
            return case
        if "float" in storage_name:
            case.skip = "float8/float4 storage"
            return case
        if storage_name not in ONNX_STORAGE:
            case.skip = "int4/uint4/int2/uint2 storage"
            return case
        st = Storage(ONNX_STORAGE[storage_name])
        x = ins["x"]
        shape = x["shape"]
        sname = "y_scale" if op == "QuantizeLinear" else "x_scale"
        zname = "y_zero_point" if op == "QuantizeLinear" else "x_zero_point"
        scales = ins[sname]["floats"]
        zps = ins[zname]["values"] if zname in ins else [0] * len(scales)
        axis = attrs.get("axis", 1)
        if axis < 0:
            axis += len(shape)
        qt = (qtype_axis(st, axis, scales, zps) if len(scales) > 1
              else qtype(st, scales[0], zps[0]))
        if op == "QuantizeLinear":
            xv = b.const_f32(shape, x["bits"])
            q = b.fresh("q")
            b.emit("%s = quant.qcast %s : %s to %s" % (
                q, xv, ttype(shape, "f32"), ttype(shape, qt)))
            b.print_storage(q, shape, st, qt)
            case.expected = out0["values"]
            inner = prod(shape[axis + 1:])
            ch = lambda i: (i // inner) % shape[axis] if len(scales) > 1 else 0
            case.computed = [ref_qcast(v, scales[ch(i)], zps[ch(i)], st)
                             for i, v in enumerate(x["floats"])]
        else:
            q = b.quantized_input(shape, st, x["values"], qt)
            f = b.fresh("f")
            b.emit("%s = quant.dcast %s : %s to %s" % (
                f, q, ttype(shape, qt), ttype(shape, "f32")))
            i = b.fresh("i")
            b.emit("%s = arith.bitcast %s : %s to %s" % (
                i, f, ttype(shape, "f32"), ttype(shape, "i32")))
            b.print_i32(i, shape)
            case.notes.append("values are the f32 bit patterns of the "
                              "dequantized result, as signed i32")
            case.expected = [Storage("i32").as_signless(int(h, 16))
                             for h in out0["f32_bits_hex"]]
            inner = prod(shape[axis + 1:])
            ch = lambda i: (i // inner) % shape[axis] if len(scales) > 1 else 0
            case.computed = [ref_dcast_bits(v, scales[ch(i)], zps[ch(i)])
                             for i, v in enumerate(x["values"])]
        case.expected_shape = shape
        case.mlir = b.module(header)
        return case
    if op in ("QLinearMatMul", "MatMulInteger"):
        integer = op == "MatMulInteger"
        a = ins["a" if not integer else "A"]
        bb = ins["b" if not integer else "B"]
        sa = Storage(ONNX_STORAGE[a["dtype"]])
        sb = Storage(ONNX_STORAGE[bb["dtype"]])
        so = Storage(ONNX_STORAGE[out0["dtype"]])
        zpa = ins["a_zero_point"]["values"][0] if "a_zero_point" in ins else 0
        zpb = ins["b_zero_point"]["values"][0] if "b_zero_point" in ins else 0
        if integer:
            a_s = b_s = y_s = 1.0
            zpy = 0
        else:
            a_s = ins["a_scale"]["values"][0]
            b_s = ins["b_scale"]["values"][0]
            y_s = ins["y_scale"]["values"][0]
            zpy = ins["y_zero_point"]["values"][0]
            if ins["a_scale"]["dtype"] == "float16":
                case.notes.append("float16 scales written exactly as f32 "
                                  "scales; ONNX computes M in float16")
        qa, qb, qy = qtype(sa, a_s, zpa), qtype(sb, b_s, zpb), qtype(so, y_s, zpy)
        lv = b.quantized_input(a["shape"], sa, a["values"], qa)
        rv = b.quantized_input(bb["shape"], sb, bb["values"], qb)
        out_shape = out0["shape"]
        r = b.fresh("r")
        b.emit("%s = quantkit.matmul %s, %s {%s} : (%s, %s) -> %s" % (
            r, lv, rv, rounding_attr(), ttype(a["shape"], qa),
            ttype(bb["shape"], qb), ttype(out_shape, qy)))
        b.print_storage(r, out_shape, so, qy)
        if integer:
            case.notes.append("int32 result = exact accumulator (scales 1, "
                              "M = 1)")
        case.expected_shape = out_shape
        case.expected = out0["values"]
        case.computed = ref_matmul(a["shape"], a["values"], zpa, bb["shape"],
                                   bb["values"], [zpb], a_s * b_s / y_s, zpy,
                                   so)
        case.mlir = b.module(header)
        return case
    if op in ("QLinearConv", "ConvInteger"):
        integer = op == "ConvInteger"
        for k in ("group", "auto_pad", "dilations", "strides"):
            if k in attrs:
                case.skip = "conv attribute %s not mapped" % k
                return case
        x, w = ins["x"], ins["w"]
        sx, sw = Storage(ONNX_STORAGE[x["dtype"]]), Storage(ONNX_STORAGE[w["dtype"]])
        so = Storage(ONNX_STORAGE[out0["dtype"]])
        zpx = ins["x_zero_point"]["values"][0] if "x_zero_point" in ins else 0
        wz = "w_zero_points" if integer else "w_zero_point"
        wzps = ins[wz]["values"] if wz in ins else [0]
        if integer:
            x_s, wscales, y_s, zpy = 1.0, [1.0] * len(wzps), 1.0, 0
        else:
            x_s = ins["x_scale"]["floats"][0]
            wscales = ins["w_scale"]["floats"]
            y_s = ins["y_scale"]["floats"][0]
            zpy = ins["y_zero_point"]["values"][0]
        pads = attrs.get("pads", [0, 0, 0, 0])  # [top, left, bottom, right]
        padding = [pads[0], pads[2], pads[1], pads[3]]
        qx = qtype(sx, x_s, zpx)
        qw = (qtype_axis(sw, 0, wscales, wzps) if len(wzps) > 1
              else qtype(sw, wscales[0], wzps[0]))
        qy = qtype(so, y_s, zpy)
        xs, xd = to_channels_last(x["shape"], x["values"])
        ws, wd = to_channels_last(w["shape"], w["values"])
        oshape_nchw = out0["shape"]
        oshape = [oshape_nchw[0], oshape_nchw[2], oshape_nchw[3], oshape_nchw[1]]
        xv = b.quantized_input(xs, sx, xd, qx)
        wv = b.quantized_input(ws, sw, wd, qw)
        r = b.fresh("r")
        b.emit("%s = quantkit.conv2d %s, %s {strides = array<i64: 1, 1>, "
               "dilations = array<i64: 1, 1>, padding = array<i64: %s>, %s} : "
               "(%s, %s) -> %s" % (
                   r, xv, wv, ", ".join(str(p) for p in padding),
                   rounding_attr(), ttype(xs, qx), ttype(ws, qw),
                   ttype(oshape, qy)))
        b.print_storage(r, oshape, so, qy)
        case.notes.append("layouts NCHW/OIHW turned into NHWC/OHWI; expected "
                          "values in NHWC order")
        case.expected_shape = oshape
        case.expected = transpose(oshape_nchw, out0["values"], [0, 2, 3, 1])[1]
        case.computed = ref_conv(xs, xd, zpx, ws, wd, wzps, [1, 1], [1, 1],
                                 padding, oshape,
                                 [x_s * ws_ / y_s for ws_ in wscales], zpy,
                                 None if integer else so)
        case.mlir = b.module(header)
        return case
    case.skip = "op not mapped: %s" % op
    return case


# ----------------------------- StableHLO -----------------------------------

QTYPE_RE = re.compile(r"tensor<((?:\d+x)*)!quant\.uniform<(\w+):f32, "
                      r"([-+0-9.eE]+)(?::(-?\d+))?>>")


class QT:
    def __init__(self, shape, storage, scale, zp):
        self.shape, self.storage, self.scale, self.zp = shape, storage, scale, zp

    def mlir(self):
        return qtype(self.storage, self.scale, self.zp)


def last_qtype(op):
    m = None
    for m in QTYPE_RE.finditer(op):
        pass
    dims = [int(d) for d in m.group(1).split("x") if d]
    return QT(dims, Storage(m.group(2)), float(m.group(3)),
              int(m.group(4) or 0))


def ints_after(s, key, default):
    i = s.find(key + " = [")
    if i < 0:
        return default
    j = s.index("[", i)
    depth = 0
    for k in range(j, len(s)):
        if s[k] == "[":
            depth += 1
        elif s[k] == "]":
            depth -= 1
            if depth == 0:
                return json.loads(s[j:k + 1])
    return default


def stablehlo_quantize(x, qt):
    """StableHLO's uniform_quantize of f32 (StablehloLegalizeQuantToMath)."""
    v = f32(x / f32(qt.scale))
    v = f32(v + float(qt.zp))
    if math.isnan(v):
        raise ValueError("NaN input")
    v = min(max(v, qt.storage.lo), qt.storage.hi)
    return rne(v)


def stablehlo_unmapped(op):
    if "stablehlo.subtract" in op:
        return ("subtract: QuantKit has no quantized sub (StableHLO evaluates "
                "it as dequantize-subtract-quantize in f32)")
    if "stablehlo.convolution" in op:
        if "lhs_dilate" in op:
            return "convolution with lhs_dilate (transposed convolution)"
        if "batch_group_count = 1 " not in op:
            return "convolution with batch_group_count > 1"
        if "feature_group_count = 1 " not in op:
            return ("convolution with feature_group_count > 1 (grouped / "
                    "depthwise with channel multiplier 4)")
    return None


def labels(s):
    return [t.strip() for t in s.strip("[]").split(",")]


def stablehlo_case(path):
    doc = json.load(open(path))
    base = os.path.basename(path)[:-5]
    # conv_general_dilated_<what>_lhs_<shapes...><hash>__<split>: keep <what>
    # and the hash.
    short = base
    if "_lhs_" in base:
        m = re.search(r"(-?\d{6,})_", base)
        short = base.split("_lhs_")[0] + ("_" + m.group(1)[-10:] if m else "")
    ops = doc["ops"]
    kind, unmapped = None, None
    for op in ops:
        for k in ("convolution", "dot_general", "add", "multiply", "subtract"):
            if "stablehlo.%s" % k in op:
                kind, unmapped = k, stablehlo_unmapped(op)
    case = Case("stablehlo_" + sanitize(short), "stablehlo/" + base + ".json",
                kind)
    if unmapped:
        case.skip = unmapped
        return case

    # Evaluate the input side: constants -> uniform_quantize -> transposes.
    env = {}
    for name, c in doc["constants"].items():
        vals = [f32(float(v)) for v in c["values"]]
        if len(vals) == 1:
            vals = vals * prod(c["shape"])
        env[name] = ("f", c["shape"], vals, None)
    op_re = re.compile(r"(%\w+) = stablehlo\.(\w+)")
    name_re = re.compile(r"%\w+")
    b = Builder()
    header = ["Generated by test/conformance/gen_oracle_mlir.py from %s." %
              case.source, "StableHLO %s (%s)" % (kind, doc["file"])]
    main_idx = None
    for idx, op in enumerate(ops):
        m = op_re.search(op)
        res, k = m.group(1), m.group(2)
        names = name_re.findall(op[m.end():])
        if k == "uniform_quantize" and env[names[0]][0] == "f":
            qt = last_qtype(op)
            src = env[names[0]]
            env[res] = ("q", qt.shape, [stablehlo_quantize(x, qt) for x in src[2]], qt)
        elif k == "transpose" and main_idx is None:
            src = env[names[0]]
            shape, data = transpose(src[1], src[2], ints_after(op, "dims", []))
            env[res] = ("q", shape, data, last_qtype(op))
        elif k in ("convolution", "dot_general", "add", "multiply"):
            main_idx = idx
            break
    main = ops[main_idx]
    m = op_re.search(main)
    names = name_re.findall(main[m.end():])
    lhs, rhs = env[names[0]], env[names[1]]
    # The result type QuantKit produces: the final type of the requantizing
    # uniform_quantize (dot/conv produce an i32 accumulator type first).
    post = ops[main_idx + 1:]
    if kind in ("convolution", "dot_general"):
        rq = post[0]
        assert "uniform_quantize" in rq
        out_qt = last_qtype(rq)
        post = post[1:]
        acc_qt = last_qtype(main)
        m_qk = f32(lhs[3].scale * rhs[3].scale / out_qt.scale)
        m_hlo = f32(acc_qt.scale / out_qt.scale)
        if m_qk != m_hlo:
            case.notes.append("f32(s_l*s_r/s_out) != f32(s_acc/s_out)")
    else:
        out_qt = last_qtype(main)
    # The trailing ops (transpose / reshape / uniform_dequantize) only move
    # data: push an index tensor through them to map the oracle's final
    # layout back to the QuantKit op's result layout.
    lq, rq_t = lhs[3].mlir(), rhs[3].mlir()
    oq = out_qt.mlir()

    if kind in ("add", "multiply"):
        lv = b.quantized_input(lhs[1], lhs[3].storage, lhs[2], lq)
        rv = b.quantized_input(rhs[1], rhs[3].storage, rhs[2], rq_t)
        r = b.fresh("r")
        b.emit("%s = quantkit.%s %s, %s {%s} : (%s, %s) -> %s" % (
            r, "add" if kind == "add" else "mul", lv, rv, rounding_attr(),
            ttype(lhs[1], lq), ttype(rhs[1], rq_t), ttype(out_qt.shape, oq)))
        result_shape = out_qt.shape
        op_layout_index = list(range(prod(result_shape)))  # identity
        op_shape = result_shape
        lt, rt_ = lhs[3], rhs[3]
        if kind == "add":
            case.computed = [
                min(max(rne(f32(f32(float(x - lt.zp)) * f32(lt.scale / out_qt.scale)))
                        + rne(f32(f32(float(y - rt_.zp)) * f32(rt_.scale / out_qt.scale)))
                        + out_qt.zp, out_qt.storage.lo), out_qt.storage.hi)
                for x, y in zip(lhs[2], rhs[2])]
        else:
            case.computed = [
                requant_rne((x - lt.zp) * (y - rt_.zp),
                            lt.scale * rt_.scale / out_qt.scale, out_qt.zp,
                            out_qt.storage)
                for x, y in zip(lhs[2], rhs[2])]
    elif kind == "convolution":
        dn = re.search(r"dim_numbers = (\[[^\]]*\])x(\[[^\]]*\])->(\[[^\]]*\])", main)
        L, R, O = labels(dn.group(1)), labels(dn.group(2)), labels(dn.group(3))
        ns = len(L) - 2
        stride = ints_after(main, "stride", [1] * ns)
        pad = ints_after(main, "pad", [[0, 0]] * ns)
        rd = ints_after(main, "rhs_dilate", [1] * ns)
        if ns == 1:
            strides, dil = [1, stride[0]], [1, rd[0]]
            padding = [0, 0, pad[0][0], pad[0][1]]
        else:
            strides, dil = stride, rd
            padding = [pad[0][0], pad[0][1], pad[1][0], pad[1][1]]
        # NHWC input.
        ls, ld = lhs[1], lhs[2]
        lst = row_major_strides(ls)
        N, C = ls[L.index("b")], ls[L.index("f")]
        sp = [L.index(str(i)) for i in range(ns)]
        H = 1 if ns == 1 else ls[sp[0]]
        W = ls[sp[-1]]
        nhwc = []
        for n in range(N):
            for h in range(H):
                for w in range(W):
                    for c in range(C):
                        off = n * lst[L.index("b")] + c * lst[L.index("f")] + w * lst[sp[-1]]
                        if ns == 2:
                            off += h * lst[sp[0]]
                        nhwc.append(ld[off])
        # OHWI filter.
        rs, rdta = rhs[1], rhs[2]
        rst = row_major_strides(rs)
        Oc, I = rs[R.index("o")], rs[R.index("i")]
        rsp = [R.index(str(i)) for i in range(ns)]
        KH = 1 if ns == 1 else rs[rsp[0]]
        KW = rs[rsp[-1]]
        ohwi = []
        for o in range(Oc):
            for kh in range(KH):
                for kw in range(KW):
                    for i in range(I):
                        off = o * rst[R.index("o")] + i * rst[R.index("i")] + kw * rst[rsp[-1]]
                        if ns == 2:
                            off += kh * rst[rsp[0]]
                        ohwi.append(rdta[off])
        in_shape, f_shape = [N, H, W, C], [Oc, KH, KW, I]
        # Output: op layout -> NHWC.
        os_ = out_qt.shape
        ost = row_major_strides(os_)
        Ho = 1 if ns == 1 else os_[O.index("0")]
        Wo = os_[O.index(str(ns - 1))]
        result_shape = [os_[O.index("b")], Ho, Wo, os_[O.index("f")]]
        # op_layout_index[op-layout flat position] = NHWC flat index
        op_layout_index = [0] * prod(os_)
        for n in range(result_shape[0]):
            for h in range(Ho):
                for w in range(Wo):
                    for c in range(result_shape[3]):
                        off = n * ost[O.index("b")] + c * ost[O.index("f")] + w * ost[O.index(str(ns - 1))]
                        if ns == 2:
                            off += h * ost[O.index("0")]
                        op_layout_index[off] = ((n * Ho + h) * Wo + w) * result_shape[3] + c
        op_shape = os_
        lv = b.quantized_input(in_shape, lhs[3].storage, nhwc, lq)
        rv = b.quantized_input(f_shape, rhs[3].storage, ohwi, rq_t)
        r = b.fresh("r")
        b.emit("%s = quantkit.conv2d %s, %s {strides = array<i64: %d, %d>, "
               "dilations = array<i64: %d, %d>, padding = array<i64: %s>, %s} : "
               "(%s, %s) -> %s" % (
                   r, lv, rv, strides[0], strides[1], dil[0], dil[1],
                   ", ".join(str(p) for p in padding), rounding_attr(),
                   ttype(in_shape, lq), ttype(f_shape, rq_t),
                   ttype(result_shape, oq)))
        case.notes.append("convolution mapped to NHWC x OHWI (1-D: H = 1); "
                          "expected values in NHWC order")
        case.computed = ref_conv(in_shape, nhwc, lhs[3].zp, f_shape, ohwi,
                                 [rhs[3].zp], strides, dil, padding,
                                 result_shape,
                                 [lhs[3].scale * rhs[3].scale / out_qt.scale],
                                 out_qt.zp, out_qt.storage)
    else:  # dot_general
        def dims_pair(key):
            mm = re.search(key + r" = (\[[^\]]*\]) x (\[[^\]]*\])", main)
            if not mm:
                return [], []
            return json.loads(mm.group(1)), json.loads(mm.group(2))
        bl, br = dims_pair("batching_dims")
        cl, cr = dims_pair("contracting_dims")
        ls, rs = lhs[1], rhs[1]
        lf = [d for d in range(len(ls)) if d not in bl and d not in cl]
        rf = [d for d in range(len(rs)) if d not in br and d not in cr]
        B, M = prod([ls[d] for d in bl]), prod([ls[d] for d in lf])
        K, N = prod([ls[d] for d in cl]), prod([rs[d] for d in rf])
        _, ldata = transpose(ls, lhs[2], bl + lf + cl)
        _, rdata = transpose(rs, rhs[2], br + cr + rf)
        if bl:
            l_shape, r_shape, result_shape = [B, M, K], [B, K, N], [B, M, N]
        else:
            l_shape, r_shape, result_shape = [M, K], [K, N], [M, N]
        op_shape = out_qt.shape
        op_layout_index = list(range(prod(op_shape)))  # [B.., M.., N..] == [B, M, N]
        lv = b.quantized_input(l_shape, lhs[3].storage, ldata, lq)
        rv = b.quantized_input(r_shape, rhs[3].storage, rdata, rq_t)
        r = b.fresh("r")
        b.emit("%s = quantkit.matmul %s, %s {%s} : (%s, %s) -> %s" % (
            r, lv, rv, rounding_attr(), ttype(l_shape, lq), ttype(r_shape, rq_t),
            ttype(result_shape, oq)))
        case.notes.append("dot_general mapped to matmul [B, M, K] x [B, K, N] "
                          "(batch, free, contracting dims flattened)")
        case.computed = ref_matmul(l_shape, ldata, lhs[3].zp, r_shape, rdata,
                                   [rhs[3].zp],
                                   lhs[3].scale * rhs[3].scale / out_qt.scale,
                                   out_qt.zp, out_qt.storage)
    b.print_storage(r, result_shape, out_qt.storage, oq)

    # Push the index tensor through the trailing data-movement ops.
    shape, index = op_shape, op_layout_index
    for op in post:
        m = op_re.search(op)
        k = m.group(2)
        if k == "transpose":
            shape, index = transpose(shape, index, ints_after(op, "dims", []))
        elif k == "reshape":
            shape = last_qtype(op).shape
        elif k == "uniform_dequantize":
            break
        else:
            raise ValueError("unexpected trailing op %s" % k)
    expected_final = doc["expected_storage_int"]
    expected = [None] * len(expected_final)
    for pos, src in enumerate(index):
        expected[src] = expected_final[pos]
    assert None not in expected
    case.expected_shape = result_shape
    case.expected = expected
    case.mlir = b.module(header)
    return case


# ---------------------------------------------------------------------------


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--oracles", default=DEFAULT_ORACLES,
                    help="oracle folder (default: %(default)s)")
    ap.add_argument("--out", required=True, help="output folder")
    args = ap.parse_args(argv)
    if not os.path.isdir(args.oracles):
        print("gen_oracle_mlir: oracle folder %s is absent; nothing generated"
              % args.oracles)
        return 0
    os.makedirs(args.out, exist_ok=True)
    cases = []
    for suite, fn in (("onnx", onnx_case), ("stablehlo", stablehlo_case)):
        d = os.path.join(args.oracles, suite)
        if not os.path.isdir(d):
            print("gen_oracle_mlir: %s is absent; skipped" % d)
            continue
        for f in sorted(os.listdir(d)):
            if f.endswith(".json") and f != "INDEX.json":
                cases.append(fn(os.path.join(d, f)))
    names = set()
    manifest = []
    failed = 0
    for c in cases:
        if not c.skip:
            if c.computed != c.expected:
                bad = [i for i, (x, y) in enumerate(zip(c.computed, c.expected))
                       if x != y]
                print("gen_oracle_mlir: %s: the independent evaluation differs "
                      "from the oracle at %d values (first %s)" % (
                          c.name, len(bad), bad[:5]))
                failed += 1
        assert c.name not in names, c.name
        names.add(c.name)
        entry = {"name": c.name, "source": c.source, "op": c.op}
        if c.skip:
            entry["status"] = "skipped"
            entry["reason"] = c.skip
        else:
            c.write(args.out)
            entry["status"] = "generated"
            entry["values"] = len(c.expected)
        manifest.append(entry)
    with open(os.path.join(args.out, "MANIFEST.json"), "w") as f:
        json.dump(manifest, f, indent=1)
    gen = sum(1 for e in manifest if e["status"] == "generated")
    print("gen_oracle_mlir: %d cases generated, %d skipped, in %s" % (
        gen, len(manifest) - gen, args.out))
    reasons = {}
    for e in manifest:
        if e["status"] == "skipped":
            reasons[e["reason"]] = reasons.get(e["reason"], 0) + 1
    for r, n in sorted(reasons.items()):
        print("  skipped %d: %s" % (n, r))
    print("gen_oracle_mlir: independent float_rne evaluation of the generated "
          "inputs matches the oracle on %d/%d cases" % (gen - failed, gen))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
