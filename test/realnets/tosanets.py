#!/usr/bin/env python3
"""Writes small float TOSA networks in the forms TensorFlow/TFLite-to-TOSA
legalization emits (TOSA 1.0 syntax as MLIR 22 parses it), so that
test/realnets/realnet.py can run them through QuantKit's README flow:

    tosanets.py [--seed N] mobilenet | inception  > NET.mlir

Every network is `func.func @forward(%arg0: tensor<1x32x32x3xf32>) ->
tensor<1x10xf32>` in NHWC. Weights are `tosa.const` ops holding seeded random
data as exact `dense<"0x...">` hex literals (He-normal N(0, 2 / fan_in) for
weights, N(0, 0.1) for biases), so realnet.py has nothing to fill. The forms:

* convolutions as tf-to-tosa writes TensorFlow's Conv2D: a `tosa.transpose`
  {perms = [3, 0, 1, 2]} of an HWIO constant into the OHWI filter
  `tosa.conv2d` takes, the bias in the convolution's bias operand, zero
  points as `tosa.const` operands, SAME padding as explicit `pad`;
* depthwise convolutions on a [KH, KW, C, 1] constant (TensorFlow's
  DepthwiseConv2dNative layout, which is TOSA's);
* ReLU6 and ReLU as `tosa.clamp` {min_val, max_val} (ReLU's upper bound the
  largest f32, as the legalization writes it);
* fully connected layers as `tosa.reshape` (with `tosa.const_shape`) to
  rank 3, `tosa.matmul` on a rank-3 weight, `tosa.reshape` back, and a bias
  `tosa.add` of a `tosa.reshape`d [N] constant.

mobilenet: a stride-2 stem convolution + ReLU6; an inverted residual block
(1x1 expansion + ReLU6, depthwise 3x3 + ReLU6, squeeze and excitation as a
global `tosa.avg_pool2d` -> 1x1 conv + ReLU -> 1x1 conv -> `tosa.sigmoid` ->
`tosa.mul` (with its shift operand) broadcasting [1, 1, 1, C] over the
activation, 1x1 projection, residual `tosa.add`); `tosa.max_pool2d`; a 3x3
convolution + ReLU6; global average pooling; FC on a [1, K, N] constant.

inception: stem convolution + ReLU and max pooling; two GoogLeNet-style
blocks of three branches (1x1; 1x1 -> 3x3; 3x3 average pooling with
padding -> 1x1), each convolution + ReLU, joined by `tosa.concat` on the
channel axis, average pooling 2x2 between them; global average pooling and
an FC whose weight is a [N, K] constant `tosa.transpose`d to [K, N] and
reshaped to [1, K, N] (torch-to-tosa's form of nn.Linear).
"""
import argparse
import sys

import numpy as np

F32_MAX = "3.40282347E+38"


def ty(shape, element="f32"):
    return "tensor<%sx%s>" % ("x".join(str(d) for d in shape), element)


def hex_literal(array):
    return '"0x%s"' % np.ascontiguousarray(array, dtype="<f4").tobytes().hex()


class Net:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)
        self.lines = []
        self.count = 0
        # One zero point and one shift for the whole function, as the
        # legalization shares them.
        self.zp = self.const_text("%zp", "dense<0.000000e+00>", [1])
        self.shift = "%shift"
        self.lines.append('    %shift = "tosa.const"() <{values = dense<0> : '
                          'tensor<1xi8>}> : () -> tensor<1xi8>')

    def fresh(self, stem="v"):
        self.count += 1
        return "%%%s%d" % (stem, self.count)

    def emit(self, text):
        self.lines.append("    " + text)

    def const_text(self, name, literal, shape):
        self.lines.append('    %s = "tosa.const"() <{values = %s : %s}> : () '
                          '-> %s' % (name, literal, ty(shape), ty(shape)))
        return name

    def const(self, data):
        return self.const_text(self.fresh("w"),
                               "dense<%s>" % hex_literal(data), list(data.shape))

    def he(self, shape, fan_in):
        return self.rng.standard_normal(shape, dtype=np.float32) * np.float32(
            np.sqrt(2.0 / fan_in))

    def bias(self, n):
        return self.rng.standard_normal([n], dtype=np.float32) * np.float32(0.1)

    def shape_const(self, shape):
        name = self.fresh("s")
        self.emit("%s = tosa.const_shape {values = dense<[%s]> : "
                  "tensor<%dxindex>} : () -> !tosa.shape<%d>"
                  % (name, ", ".join(map(str, shape)), len(shape), len(shape)))
        return name

    # --- layers, on (value, NHWC shape) ----------------------------------

    def conv(self, x, cout, k, stride=1, act="relu6"):
        """TF Conv2D with SAME padding: HWIO constant, transposed to OHWI."""
        value, (n, h, w, cin) = x
        hwio = self.const(self.he([k, k, cin, cout], k * k * cin))
        ohwi = self.fresh("f")
        self.emit("%s = tosa.transpose %s {perms = array<i32: 3, 0, 1, 2>} : "
                  "(%s) -> %s" % (ohwi, hwio, ty([k, k, cin, cout]),
                                  ty([cout, k, k, cin])))
        b = self.const(self.bias(cout))
        oh, pad_h = same(h, k, stride)
        ow, pad_w = same(w, k, stride)
        out = [n, oh, ow, cout]
        y = self.fresh()
        self.emit("%s = tosa.conv2d %s, %s, %s, %s, %s {acc_type = f32, "
                  "dilation = array<i64: 1, 1>, pad = array<i64: %d, %d, %d, "
                  "%d>, stride = array<i64: %d, %d>} : (%s, %s, %s, %s, %s) -> "
                  "%s" % (y, value, ohwi, b, self.zp, self.zp, pad_h[0],
                          pad_h[1], pad_w[0], pad_w[1], stride, stride,
                          ty([n, h, w, cin]), ty([cout, k, k, cin]),
                          ty([cout]), ty([1]), ty([1]), ty(out)))
        return self.activation((y, out), act)

    def depthwise(self, x, k, stride=1, act="relu6"):
        value, (n, h, w, c) = x
        weight = self.const(self.he([k, k, c, 1], k * k))
        b = self.const(self.bias(c))
        oh, pad_h = same(h, k, stride)
        ow, pad_w = same(w, k, stride)
        out = [n, oh, ow, c]
        y = self.fresh()
        self.emit("%s = tosa.depthwise_conv2d %s, %s, %s, %s, %s {acc_type = "
                  "f32, dilation = array<i64: 1, 1>, pad = array<i64: %d, %d, "
                  "%d, %d>, stride = array<i64: %d, %d>} : (%s, %s, %s, %s, %s)"
                  " -> %s" % (y, value, weight, b, self.zp, self.zp, pad_h[0],
                              pad_h[1], pad_w[0], pad_w[1], stride, stride,
                              ty([n, h, w, c]), ty([k, k, c, 1]), ty([c]),
                              ty([1]), ty([1]), ty(out)))
        return self.activation((y, out), act)

    def activation(self, x, act):
        if act is None:
            return x
        value, shape = x
        high = {"relu6": "6.000000e+00", "relu": F32_MAX}[act]
        y = self.fresh()
        self.emit("%s = tosa.clamp %s {max_val = %s : f32, min_val = "
                  "0.000000e+00 : f32} : (%s) -> %s"
                  % (y, value, high, ty(shape), ty(shape)))
        return (y, shape)

    def pool(self, op, x, k, stride, pad=(0, 0, 0, 0)):
        value, (n, h, w, c) = x
        out = [n, (h + pad[0] + pad[1] - k) // stride + 1,
               (w + pad[2] + pad[3] - k) // stride + 1, c]
        y = self.fresh()
        attrs = ("kernel = array<i64: %d, %d>, pad = array<i64: %d, %d, %d, "
                 "%d>, stride = array<i64: %d, %d>"
                 % ((k, k) + tuple(pad) + (stride, stride)))
        if op == "max":
            self.emit("%s = tosa.max_pool2d %s {%s} : (%s) -> %s"
                      % (y, value, attrs, ty([n, h, w, c]), ty(out)))
        else:
            self.emit("%s = tosa.avg_pool2d %s, %s, %s {acc_type = f32, %s} :"
                      " (%s, %s, %s) -> %s"
                      % (y, value, self.zp, self.zp, attrs, ty([n, h, w, c]),
                         ty([1]), ty([1]), ty(out)))
        return (y, out)

    def global_pool(self, x):
        _, (_, h, w, _) = x
        assert h == w
        return self.pool("avg", x, h, 1)

    def binary(self, op, a, b, out):
        y = self.fresh()
        if op == "mul":
            self.emit("%s = tosa.mul %s, %s, %s : (%s, %s, tensor<1xi8>) -> %s"
                      % (y, a[0], b[0], self.shift, ty(a[1]), ty(b[1]),
                         ty(out)))
        else:
            self.emit("%s = tosa.%s %s, %s : (%s, %s) -> %s"
                      % (y, op, a[0], b[0], ty(a[1]), ty(b[1]), ty(out)))
        return (y, out)

    def sigmoid(self, x):
        y = self.fresh()
        self.emit("%s = tosa.sigmoid %s : (%s) -> %s"
                  % (y, x[0], ty(x[1]), ty(x[1])))
        return (y, x[1])

    def reshape(self, x, shape):
        s = self.shape_const(shape)
        y = self.fresh()
        self.emit("%s = tosa.reshape %s, %s : (%s, !tosa.shape<%d>) -> %s"
                  % (y, x[0], s, ty(x[1]), len(shape), ty(shape)))
        return (y, list(shape))

    def concat(self, xs, axis):
        out = list(xs[0][1])
        out[axis] = sum(x[1][axis] for x in xs)
        y = self.fresh()
        self.emit("%s = tosa.concat %s {axis = %d : i32} : (%s) -> %s"
                  % (y, ", ".join(x[0] for x in xs), axis,
                     ", ".join(ty(x[1]) for x in xs), ty(out)))
        return (y, out)

    def fully_connected(self, x, n_out, transposed):
        """[1, K] -> [1, N]: reshape to [1, 1, K], matmul on a [1, K, N]
        weight, reshape to [1, N], add the bias reshaped to [1, N]."""
        _, (batch, k) = x
        if transposed:
            # torch-to-tosa's nn.Linear: the [N, K] weight transposed, then
            # reshaped to rank 3.
            nk = self.const(self.he([n_out, k], k))
            kn = self.fresh("f")
            self.emit("%s = tosa.transpose %s {perms = array<i32: 1, 0>} : "
                      "(%s) -> %s" % (kn, nk, ty([n_out, k]), ty([k, n_out])))
            weight = self.reshape((kn, [k, n_out]), [1, k, n_out])
        else:
            weight = (self.const(self.he([1, k, n_out], k)), [1, k, n_out])
        lhs = self.reshape(x, [1, batch, k])
        y = self.fresh()
        self.emit("%s = tosa.matmul %s, %s, %s, %s : (%s, %s, %s, %s) -> %s"
                  % (y, lhs[0], weight[0], self.zp, self.zp, ty(lhs[1]),
                     ty(weight[1]), ty([1]), ty([1]), ty([1, batch, n_out])))
        y = self.reshape((y, [1, batch, n_out]), [batch, n_out])
        b = (self.const(self.bias(n_out)), [n_out])
        b = self.reshape(b, [1, n_out])
        return self.binary("add", y, b, [batch, n_out])

    def text(self, result):
        return ("module {\n  func.func @forward(%%arg0: %s) -> %s {\n%s\n"
                "    return %s : %s\n  }\n}\n"
                % (ty([1, 32, 32, 3]), ty(result[1]), "\n".join(self.lines),
                   result[0], ty(result[1])))


def same(size, k, stride):
    """TensorFlow's SAME padding: (output size, (before, after))."""
    out = -(-size // stride)
    total = max((out - 1) * stride + k - size, 0)
    return out, (total // 2, total - total // 2)


def mobilenet(seed):
    net = Net(seed)
    x = ("%arg0", [1, 32, 32, 3])
    x = net.conv(x, 16, 3, stride=2)                     # 16x16x16
    # Inverted residual block with squeeze and excitation.
    block_in = x
    e = net.conv(x, 32, 1)
    d = net.depthwise(e, 3)
    s = net.global_pool(d)                               # 1x1x1x32
    s = net.conv(s, 8, 1, act="relu")
    s = net.conv(s, 32, 1, act=None)
    s = net.sigmoid(s)
    d = net.binary("mul", d, s, d[1])
    p = net.conv(d, 16, 1, act=None)
    x = net.binary("add", p, block_in, p[1])
    x = net.pool("max", x, 2, 2)                         # 8x8x16
    x = net.conv(x, 32, 3)
    x = net.global_pool(x)                               # 1x1x1x32
    x = net.reshape(x, [1, 32])
    x = net.fully_connected(x, 10, transposed=False)
    return net.text(x)


def inception(seed):
    net = Net(seed)
    x = ("%arg0", [1, 32, 32, 3])
    x = net.conv(x, 16, 3, act="relu")
    x = net.pool("max", x, 2, 2)                         # 16x16x16

    def block(x, widths):
        a = net.conv(x, widths[0], 1, act="relu")
        b = net.conv(x, widths[1], 1, act="relu")
        b = net.conv(b, widths[1], 3, act="relu")
        c = net.pool("avg", x, 3, 1, pad=(1, 1, 1, 1))
        c = net.conv(c, widths[2], 1, act="relu")
        return net.concat([a, b, c], 3)

    x = block(x, [8, 12, 8])                             # 16x16x28
    x = net.pool("avg", x, 2, 2)                         # 8x8x28
    x = block(x, [12, 16, 8])                            # 8x8x36
    x = net.global_pool(x)
    x = net.reshape(x, [1, x[1][3]])
    x = net.fully_connected(x, 10, transposed=True)
    return net.text(x)


NETS = {"mobilenet": mobilenet, "inception": inception}


def main():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("net", choices=sorted(NETS))
    parser.add_argument("--seed", type=int, default=14)
    args = parser.parse_args()
    sys.stdout.write(NETS[args.net](args.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
