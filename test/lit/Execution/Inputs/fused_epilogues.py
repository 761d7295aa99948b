"""Int8 programs for Execution/cpu-fused-epilogues.test: a matmul, a 3x3
convolution and a depthwise 3x3 convolution, each followed by an
epilogue that reads every operand form the fusion takes: the i32
accumulators, a per-channel table, a rank-0 buffer, a scalar function
argument and constants captured from above. 20 output channels: a whole
vector and a tail on every path. Random int8 data with -128 and 127 in
every operand; the filters hold -128, so the depthwise kernel keeps one
widening per tap."""
import numpy as np

import literals

rng = np.random.default_rng(31)


def ints(shape):
    return literals.int8s(rng, shape)


dense = literals.int_dense
tensor = literals.tensor_type


EPILOGUE = """  ^bb0(%acc: i32, %b: i32, %k: i32, %out: i8):
    %p = arith.muli %acc, %k : i32
    %s = arith.addi %p, %b : i32
    %t = arith.addi %s, %shift : i32
    %d = arith.shrsi %t, %c7 : i32
    %c0 = arith.maxsi %d, %lo : i32
    %c1 = arith.minsi %c0, %hi : i32
    %q = arith.trunci %c1 : i32 to i8
    linalg.yield %q : i8"""


def function(name, args, out_shape, mul, compute):
    rank = len(out_shape)
    dims = ", ".join("d%d" % i for i in range(rank))
    acc, out = tensor(out_shape, "i32"), tensor(out_shape, "i8")
    bias = rng.integers(-3000, 3000, size=(out_shape[-1],))
    return """func.func @%(name)s(%(args)s, %%shift: i32) -> %(out)s {
  %%bias = arith.constant %(bias)s
  %%mul = arith.constant dense<%(mul)d> : tensor<i32>
  %%z = arith.constant 0 : i32
  %%lo = arith.constant -128 : i32
  %%hi = arith.constant 127 : i32
  %%c7 = arith.constant 7 : i32
  %%e = tensor.empty() : %(acc)s
  %%f = linalg.fill ins(%%z : i32) outs(%%e : %(acc)s) -> %(acc)s
%(compute)s
  %%o = tensor.empty() : %(out)s
  %%r = linalg.generic {indexing_maps = [affine_map<(%(dims)s) -> (%(dims)s)>, affine_map<(%(dims)s) -> (d%(last)d)>, affine_map<(%(dims)s) -> ()>, affine_map<(%(dims)s) -> (%(dims)s)>], iterator_types = [%(iters)s]}
      ins(%%c, %%bias, %%mul : %(acc)s, %(btype)s, tensor<i32>) outs(%%o : %(out)s) {
%(epilogue)s
  } -> %(out)s
  return %%r : %(out)s
}
""" % dict(name=name, args=args, out=out, acc=acc, bias=dense(bias, "i32"),
           btype=tensor(bias.shape, "i32"), mul=mul, compute=compute,
           dims=dims, last=rank - 1, epilogue=EPILOGUE,
           iters=", ".join(['"parallel"'] * rank))


a = ints((5, 12))
w = ints((12, 20))
x = ints((1, 6, 6, 6))
f = ints((20, 3, 3, 6))
xd = ints((1, 6, 6, 20))
fd = ints((3, 3, 20))

print("func.func private @printMemrefI32(tensor<*xi32>)")
print(function("matmul", "%a: " + tensor(a.shape, "i8"), (5, 20), 3, """  %%w = arith.constant %s
  %%c = linalg.matmul ins(%%a, %%w : %s, %s) outs(%%f : %s) -> %s""" % (
    dense(w, "i8"), tensor(a.shape, "i8"), tensor(w.shape, "i8"),
    tensor((5, 20), "i32"), tensor((5, 20), "i32"))))
print(function("conv", "%x: " + tensor(x.shape, "i8"), (1, 4, 4, 20), -2, """  %%w = arith.constant %s
  %%c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%%x, %%w : %s, %s) outs(%%f : %s) -> %s""" % (
    dense(f, "i8"), tensor(x.shape, "i8"), tensor(f.shape, "i8"),
    tensor((1, 4, 4, 20), "i32"), tensor((1, 4, 4, 20), "i32"))))
print(function("depthwise", "%x: " + tensor(xd.shape, "i8"), (1, 4, 4, 20), 1, """  %%w = arith.constant %s
  %%c = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%%x, %%w : %s, %s) outs(%%f : %s) -> %s""" % (
    dense(fd, "i8"), tensor(xd.shape, "i8"), tensor(fd.shape, "i8"),
    tensor((1, 4, 4, 20), "i32"), tensor((1, 4, 4, 20), "i32"))))

main = ["func.func @main() {", "  %shift = arith.constant -37 : i32"]
for name, value, out in (("matmul", a, (5, 20)), ("conv", x, (1, 4, 4, 20)),
                         ("depthwise", xd, (1, 4, 4, 20))):
    main += [
        "  %%in_%s = arith.constant %s" % (name, dense(value, "i8")),
        "  %%r_%s = call @%s(%%in_%s, %%shift) : (%s, i32) -> %s" % (
            name, name, name, tensor(value.shape, "i8"), tensor(out, "i8")),
    ] + literals.print_int8(name, "%r_" + name, out)
main += ["  return", "}"]
print("\n".join(main))
