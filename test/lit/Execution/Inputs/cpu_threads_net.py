"""Writes the integer program of cpu-threads.test to stdout.

A small network in the form quantkit-to-int leaves (linalg on tensors, i8
storage, i32 accumulators, constant weights), big enough for every parallel
loop of quantkit-cpu and with shapes that leave remainders:

  conv      1x23x29x19 (*) 40x3x3x19 -> 1x21x27x40 i32: 567 rows, K = 171
            (padded to 172), N = 40 (one partial panel); packed row tiles
  requant   i32 -> i8 elementwise (multiply, shift, clamp): vectorized loop
  max pool  3x3 -> 1x19x25x40: tiled linalg
  depthwise 3x3x40 -> 1x17x23x40 i32: tiled linalg
  requant, collapse to 391x40
  matmul    391x40 * 40x150: 391 rows (14 row tiles, the last of one row),
            N = 150 (two full panels and a partial one)
  fc        3x40 * 40x700 (its own input): one row tile, A packed once,
            11 column chunks, the last a partial panel
  f32       100x37 * 37x90 with small integers (exact sums): A read in
            place, tasks of row tiles x column chunks

Prints the i8 outputs of the conv, pool, depthwise and matmul stages and
the f32 product (as i32 and f32 memrefs).
"""
import numpy as np

rng = np.random.default_rng(15)


def const(name, values, shape, elem):
    """A constant with a nested dense literal (a constant global after
    bufferization, as quantkit-cpu-kernels wants its weights)."""
    dims = "x".join(str(d) for d in shape)
    return "  %%%s = arith.constant dense<%s> : tensor<%sx%s>\n" % (
        name, str(values.reshape(shape).tolist()), dims, elem)


def requant(name, src, shape, shift):
    dims = "x".join(str(d) for d in shape)
    rank = len(shape)
    ids = ", ".join("d%d" % i for i in range(rank))
    par = ", ".join(['"parallel"'] * rank)
    return """  %%%(n)s_e = tensor.empty() : tensor<%(t)sxi8>
  %%%(n)s = linalg.generic {indexing_maps = [affine_map<(%(ids)s) -> (%(ids)s)>, affine_map<(%(ids)s) -> (%(ids)s)>], iterator_types = [%(par)s]}
      ins(%%%(s)s : tensor<%(t)sxi32>) outs(%%%(n)s_e : tensor<%(t)sxi8>) {
  ^bb0(%%a: i32, %%o: i8):
    %%c3 = arith.constant 3 : i32
    %%sh = arith.constant %(shift)d : i32
    %%lo = arith.constant -128 : i32
    %%hi = arith.constant 127 : i32
    %%m = arith.muli %%a, %%c3 : i32
    %%s = arith.shrsi %%m, %%sh : i32
    %%c = arith.maxsi %%s, %%lo : i32
    %%d = arith.minsi %%c, %%hi : i32
    %%t = arith.trunci %%d : i32 to i8
    linalg.yield %%t : i8
  } -> tensor<%(t)sxi8>
""" % {"n": name, "s": src, "t": dims, "ids": ids, "par": par,
       "shift": shift}


def i8(shape):
    return rng.integers(-128, 128, size=shape, dtype=np.int64)


out = ["func.func private @printMemrefI32(tensor<*xi32>)",
       "func.func private @printMemrefF32(tensor<*xf32>)", ""]

# The network: one function, the input an argument (not a constant).
body = "func.func @net(%x: tensor<1x23x29x19xi8>, %a3: tensor<3x40xi8>) -> (tensor<1x21x27x40xi32>, tensor<1x19x25x40xi32>, tensor<1x17x23x40xi32>, tensor<391x150xi32>, tensor<3x700xi32>) {\n"
body += "  %zero = arith.constant 0 : i32\n"
body += "  %min8 = arith.constant -128 : i8\n"
body += const("wc", i8((40, 3, 3, 19)), (40, 3, 3, 19), "i8")
body += """  %ce = tensor.empty() : tensor<1x21x27x40xi32>
  %cf = linalg.fill ins(%zero : i32) outs(%ce : tensor<1x21x27x40xi32>) -> tensor<1x21x27x40xi32>
  %conv = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %wc : tensor<1x23x29x19xi8>, tensor<40x3x3x19xi8>) outs(%cf : tensor<1x21x27x40xi32>) -> tensor<1x21x27x40xi32>
"""
body += requant("q1", "conv", (1, 21, 27, 40), 11)
body += """  %win = tensor.empty() : tensor<3x3xi8>
  %pe = tensor.empty() : tensor<1x19x25x40xi8>
  %pf = linalg.fill ins(%min8 : i8) outs(%pe : tensor<1x19x25x40xi8>) -> tensor<1x19x25x40xi8>
  %pool = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%q1, %win : tensor<1x21x27x40xi8>, tensor<3x3xi8>) outs(%pf : tensor<1x19x25x40xi8>) -> tensor<1x19x25x40xi8>
"""
body += const("wd", i8((3, 3, 40)), (3, 3, 40), "i8")
body += """  %de = tensor.empty() : tensor<1x17x23x40xi32>
  %df = linalg.fill ins(%zero : i32) outs(%de : tensor<1x17x23x40xi32>) -> tensor<1x17x23x40xi32>
  %dw = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool, %wd : tensor<1x19x25x40xi8>, tensor<3x3x40xi8>) outs(%df : tensor<1x17x23x40xi32>) -> tensor<1x17x23x40xi32>
"""
body += requant("q2", "dw", (1, 17, 23, 40), 8)
body += """  %a2 = tensor.collapse_shape %q2 [[0, 1, 2], [3]] : tensor<1x17x23x40xi8> into tensor<391x40xi8>
"""
body += const("wm", i8((40, 150)), (40, 150), "i8")
body += """  %me = tensor.empty() : tensor<391x150xi32>
  %mf = linalg.fill ins(%zero : i32) outs(%me : tensor<391x150xi32>) -> tensor<391x150xi32>
  %mm = linalg.matmul ins(%a2, %wm : tensor<391x40xi8>, tensor<40x150xi8>) outs(%mf : tensor<391x150xi32>) -> tensor<391x150xi32>
"""
body += const("wf", i8((40, 700)), (40, 700), "i8")
body += """  %fe = tensor.empty() : tensor<3x700xi32>
  %ff = linalg.fill ins(%zero : i32) outs(%fe : tensor<3x700xi32>) -> tensor<3x700xi32>
  %fc = linalg.matmul ins(%a3, %wf : tensor<3x40xi8>, tensor<40x700xi8>) outs(%ff : tensor<3x700xi32>) -> tensor<3x700xi32>
"""
# The i8 stages come back widened to i32 for printing.
for name, src, shape in [("o1", "q1", "1x21x27x40"), ("o2", "pool", "1x19x25x40"),
                         ("o3", "q2", "1x17x23x40")]:
    rank = shape.count("x") + 1
    ids = ", ".join("d%d" % i for i in range(rank))
    par = ", ".join(['"parallel"'] * rank)
    body += """  %%%(n)s_e = tensor.empty() : tensor<%(t)sxi32>
  %%%(n)s = linalg.generic {indexing_maps = [affine_map<(%(ids)s) -> (%(ids)s)>, affine_map<(%(ids)s) -> (%(ids)s)>], iterator_types = [%(par)s]}
      ins(%%%(s)s : tensor<%(t)sxi8>) outs(%%%(n)s_e : tensor<%(t)sxi32>) {
  ^bb0(%%a: i8, %%o: i32):
    %%w = arith.extsi %%a : i8 to i32
    linalg.yield %%w : i32
  } -> tensor<%(t)sxi32>
""" % {"n": name, "s": src, "t": shape, "ids": ids, "par": par}
body += ("  return %o1, %o2, %o3, %mm, %fc : tensor<1x21x27x40xi32>, "
         "tensor<1x19x25x40xi32>, tensor<1x17x23x40xi32>, tensor<391x150xi32>, "
         "tensor<3x700xi32>\n}\n")
out.append(body)

# The f32 product: small integers, every partial sum exact.
wf32 = rng.integers(-4, 5, size=(37, 90)).astype(np.float64)
f32 = "func.func @f32mm(%a: tensor<100x37xf32>) -> tensor<100x90xf32> {\n"
f32 += const("w", wf32, (37, 90), "f32")
f32 += """  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<100x90xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<100x90xf32>) -> tensor<100x90xf32>
  %m = linalg.matmul ins(%a, %w : tensor<100x37xf32>, tensor<37x90xf32>) outs(%f : tensor<100x90xf32>) -> tensor<100x90xf32>
  return %m : tensor<100x90xf32>
}
"""
out.append(f32)

main = "func.func @main() {\n"
main += const("x", i8((1, 23, 29, 19)), (1, 23, 29, 19), "i8")
main += const("x3", i8((3, 40)), (3, 40), "i8")
main += const("af", rng.integers(-4, 5, size=(100, 37)).astype(np.float64),
              (100, 37), "f32")
main += """  %r:5 = call @net(%x, %x3) : (tensor<1x23x29x19xi8>, tensor<3x40xi8>) -> (tensor<1x21x27x40xi32>, tensor<1x19x25x40xi32>, tensor<1x17x23x40xi32>, tensor<391x150xi32>, tensor<3x700xi32>)
  %u0 = tensor.cast %r#0 : tensor<1x21x27x40xi32> to tensor<*xi32>
  %u1 = tensor.cast %r#1 : tensor<1x19x25x40xi32> to tensor<*xi32>
  %u2 = tensor.cast %r#2 : tensor<1x17x23x40xi32> to tensor<*xi32>
  %u3 = tensor.cast %r#3 : tensor<391x150xi32> to tensor<*xi32>
  %u4 = tensor.cast %r#4 : tensor<3x700xi32> to tensor<*xi32>
  call @printMemrefI32(%u0) : (tensor<*xi32>) -> ()
  call @printMemrefI32(%u1) : (tensor<*xi32>) -> ()
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()
  call @printMemrefI32(%u3) : (tensor<*xi32>) -> ()
  call @printMemrefI32(%u4) : (tensor<*xi32>) -> ()
  %m = call @f32mm(%af) : (tensor<100x37xf32>) -> tensor<100x90xf32>
  %u5 = tensor.cast %m : tensor<100x90xf32> to tensor<*xf32>
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()
  return
}
"""
out.append(main)
print("\n".join(out))
