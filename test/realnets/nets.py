#!/usr/bin/env python3
"""Writes small networks in the op forms torch-mlir emits (the forms of
../shared/realnets/*.mlir), so that the project is not tuned to those four:

    nets.py mobilenetv3 | inception | efficientnet  > NET.mlir

Every network is `func.func @forward(%arg0: tensor<1x3x32x32xf32>) ->
tensor<1x10xf32>` in NCHW with FCHW weights, and like the exports its weights
are splat constants: test/realnets/realnet.py fills them with random data.

* mobilenetv3: MobileNetV3-style inverted residual block: 1x1 expansion,
  depthwise 3x3 (a [C,1,3,3] filter collapsed to [C,3,3], as torch-mlir
  writes it), hardswish as add/clamp/divide/multiply generics, squeeze and
  excitation (global average pooling as pooling_nchw_sum + divide, 1x1
  convolutions with a bias broadcast into their init, ReLU, hardsigmoid, a
  multiply broadcasting (0, d1, 0, 0) along channels), 1x1 projection,
  residual add; batch norm as the 5-input generic behind `cf.assert`.
* inception: GoogLeNet-style blocks of four branches (1x1; 1x1 -> 3x3;
  1x1 -> 3x3 -> 3x3; max pooling 3x3 stride 1 -> 1x1), each convolution
  followed by batch norm and ReLU (cmpf ugt + select), joined by
  `tensor.concat` in the first block and by `tensor.insert_slice`s into an
  empty tensor in the second (DenseNet and SqueezeNet's form); average
  pooling 2x2 between them.
* efficientnet: EfficientNet-style MBConv: SiLU as a sigmoid generic
  (negf, exp, addf, divf) then a multiply, batch norm in the newer
  decomposed form (a chain of one-op generics whose constants broadcast
  (0, d1, 0, 0), the variance through add, sqrt and reciprocal generics),
  squeeze and excitation with SiLU and sigmoid, a residual add whose second
  operand is multiplied by an alpha of 1.
All end in global average pooling, a flatten (`tensor.collapse_shape`) and a
linear layer (a transposing generic on the [10, C] weight, `linalg.matmul`,
a bias generic).
"""
import sys

MAPS = """#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1, d0)>
#map6 = affine_map<(d0, d1) -> (0, d1)>
#map7 = affine_map<(d0, d1) -> (d1)>"""
PARALLEL4 = '["parallel", "parallel", "parallel", "parallel"]'


def ty(shape):
    return "tensor<%sxf32>" % "x".join(str(d) for d in shape)


class Net:
    def __init__(self, name):
        self.name = name
        self.consts = []
        self.body = []
        self.count = 0
        self.splats = 0

    def fresh(self, stem=""):
        self.count += 1
        return "%%%s%d" % (stem, self.count)

    def splat(self, shape, value):
        """A splat weight constant, as the exporter elided it."""
        name = "%%cst_%d" % self.splats
        self.splats += 1
        self.consts.append("    %s = arith.constant dense<%s> : %s"
                           % (name, value, ty(shape)))
        return name

    def emit(self, text):
        self.body.append(text)

    def generic(self, inputs, maps, out_shape, body=None, init=None):
        """An elementwise generic over NCHW `out_shape`; inputs are (value,
        shape) pairs, `body` lines use %in0.. and yield %r."""
        result = self.fresh()
        if init is None:
            init = self.fresh("e")
            self.emit("    %s = tensor.empty() : %s" % (init, ty(out_shape)))
        args = ", ".join("%%in%d: f32" % i for i in range(len(inputs)))
        self.emit(
            "    %s = linalg.generic {indexing_maps = [%s], iterator_types = "
            "%s} ins(%s : %s) outs(%s : %s) {\n    ^bb0(%s, %%out: f32):\n%s"
            "      linalg.yield %s : f32\n    } -> %s"
            % (result, ", ".join(maps), PARALLEL4 if len(out_shape) == 4 else
               '["parallel", "parallel"]',
               ", ".join(v for v, _ in inputs),
               ", ".join(ty(s) for _, s in inputs), init, ty(out_shape), args,
               "".join("      %s\n" % line for line in body or []),
               "%r" if body else "%in0", ty(out_shape)))
        return result

    # Convolutions ----------------------------------------------------------
    def pad(self, x, shape, pad, value="%zero"):
        if pad == 0:
            return x, shape
        padded = self.fresh("padded")
        out = [shape[0], shape[1], shape[2] + 2 * pad, shape[3] + 2 * pad]
        self.emit(
            "    %s = tensor.pad %s low[0, 0, %d, %d] high[0, 0, %d, %d] {\n"
            "    ^bb0(%%arg1: index, %%arg2: index, %%arg3: index, %%arg4: index):\n"
            "      tensor.yield %s : f32\n    } : %s to %s"
            % (padded, x, pad, pad, pad, pad, value, ty(shape), ty(out)))
        return padded, out

    def conv(self, x, shape, cout, k, stride=1, pad=0, bias=False,
             depthwise=False):
        n, cin, h, w = shape
        x, padded = self.pad(x, shape, pad)
        oh = (padded[2] - k) // stride + 1
        ow = (padded[3] - k) // stride + 1
        out = [n, cout, oh, ow]
        empty = self.fresh("e")
        self.emit("    %s = tensor.empty() : %s" % (empty, ty(out)))
        if bias:
            # SqueezeNet's form: the bias broadcast into the init.
            b = self.splat([cout], "0.012000e+00")
            init = self.generic([(b, [cout])], ["#map1", "#map"], out,
                                init=empty)
        else:
            init = self.fresh()
            self.emit("    %s = linalg.fill ins(%%zero : f32) outs(%s : %s) -> %s"
                      % (init, empty, ty(out), ty(out)))
        result = self.fresh()
        attrs = ("{dilations = dense<1> : vector<2xi64>, strides = dense<%d> :"
                 " vector<2xi64>}" % stride)
        if depthwise:
            weight = self.splat([cout, 1, k, k], "0.021000e+00")
            flat = self.fresh("collapsed")
            self.emit("    %s = tensor.collapse_shape %s [[0, 1], [2], [3]] : "
                      "%s into %s" % (flat, weight, ty([cout, 1, k, k]),
                                      ty([cout, k, k])))
            self.emit("    %s = linalg.depthwise_conv_2d_nchw_chw %s ins(%s, %s"
                      " : %s, %s) outs(%s : %s) -> %s"
                      % (result, attrs, x, flat, ty(padded), ty([cout, k, k]),
                         init, ty(out), ty(out)))
        else:
            weight = self.splat([cout, cin, k, k], "0.017000e+00")
            self.emit("    %s = linalg.conv_2d_nchw_fchw %s ins(%s, %s : %s, %s)"
                      " outs(%s : %s) -> %s"
                      % (result, attrs, x, weight, ty(padded),
                         ty([cout, cin, k, k]), init, ty(out), ty(out)))
        return result, out

    # Batch norm ------------------------------------------------------------
    def batch_norm(self, x, shape):
        """The 5-input generic behind `cf.assert` (torch-mlir, early 2023)."""
        c = shape[1]
        gamma = self.splat([c], "1.000000e+00")
        beta = self.splat([c], "0.000000e+00")
        mean = self.splat([c], "0.000000e+00")
        var = self.splat([c], "1.000000e+00")
        self.emit('    cf.assert %true_check, "training is not supported for now"')
        return self.generic(
            [(x, shape), (gamma, [c]), (beta, [c]), (mean, [c]), (var, [c])],
            ["#map", "#map1", "#map1", "#map1", "#map1", "#map"], shape,
            ["%e = arith.truncf %eps : f64 to f32",
             "%v = arith.addf %in4, %e : f32",
             "%s = math.rsqrt %v : f32",
             "%d = arith.subf %in0, %in3 : f32",
             "%n = arith.mulf %d, %s : f32",
             "%g = arith.mulf %n, %in1 : f32",
             "%r = arith.addf %g, %in2 : f32"], init=x)

    def batch_norm_chain(self, x, shape):
        """The newer decomposition: one-op generics, constants [1, C, 1, 1]
        broadcast along dimension 1."""
        c = shape[1]
        cs = [1, c, 1, 1]
        gamma = self.splat(cs, "1.000000e+00")
        beta = self.splat(cs, "0.000000e+00")
        mean = self.splat(cs, "0.000000e+00")
        var = self.splat(cs, "1.000000e+00")
        v = self.generic([(var, cs)], ["#map2", "#map"], cs,
                         ["%e = arith.truncf %eps : f64 to f32",
                          "%r = arith.addf %in0, %e : f32"])
        v = self.generic([(v, cs)], ["#map2", "#map"], cs,
                         ["%r = math.sqrt %in0 : f32"])
        v = self.generic([(v, cs)], ["#map2", "#map"], cs,
                         ["%r = arith.divf %one, %in0 : f32"])
        y = self.generic([(x, shape), (mean, cs)], ["#map2", "#map3", "#map"],
                         shape, ["%r = arith.subf %in0, %in1 : f32"])
        y = self.generic([(y, shape), (v, cs)], ["#map2", "#map3", "#map"],
                         shape, ["%r = arith.mulf %in0, %in1 : f32"])
        y = self.generic([(y, shape), (gamma, cs)], ["#map2", "#map3", "#map"],
                         shape, ["%r = arith.mulf %in0, %in1 : f32"])
        return self.generic([(y, shape), (beta, cs)],
                            ["#map2", "#map3", "#map"], shape,
                            ["%r = arith.addf %in0, %in1 : f32"])

    # Activations -----------------------------------------------------------
    def relu(self, x, shape):
        return self.generic([(x, shape)], ["#map2", "#map"], shape,
                            ["%c = arith.cmpf ugt, %in0, %zero : f32",
                             "%r = arith.select %c, %in0, %zero : f32"])

    def hardsigmoid(self, x, shape):
        """relu6(x + 3) / 6 as torch-mlir decomposes it: add, a clamp of
        compare/select pairs, divide."""
        a = self.generic([(x, shape)], ["#map2", "#map"], shape,
                         ["%r = arith.addf %in0, %three : f32"])
        a = self.generic([(a, shape)], ["#map2", "#map"], shape,
                         ["%lo = arith.cmpf ult, %in0, %zero : f32",
                          "%m = arith.select %lo, %zero, %in0 : f32",
                          "%hi = arith.cmpf ugt, %m, %six : f32",
                          "%r = arith.select %hi, %six, %m : f32"])
        return self.generic([(a, shape)], ["#map2", "#map"], shape,
                            ["%r = arith.divf %in0, %six : f32"])

    def hardswish(self, x, shape):
        gate = self.hardsigmoid(x, shape)
        return self.generic([(x, shape), (gate, shape)],
                            ["#map2", "#map2", "#map"], shape,
                            ["%r = arith.mulf %in0, %in1 : f32"])

    def sigmoid(self, x, shape):
        return self.generic([(x, shape)], ["#map2", "#map"], shape,
                            ["%n = arith.negf %in0 : f32",
                             "%x = math.exp %n : f32",
                             "%d = arith.addf %x, %one : f32",
                             "%r = arith.divf %one, %d : f32"])

    def silu(self, x, shape):
        gate = self.sigmoid(x, shape)
        return self.generic([(x, shape), (gate, shape)],
                            ["#map2", "#map2", "#map"], shape,
                            ["%r = arith.mulf %in0, %in1 : f32"])

    # Other layers ----------------------------------------------------------
    def add(self, x, y, shape, alpha=False):
        body = ["%r = arith.addf %in0, %in1 : f32"]
        if alpha:
            body = ["%a = arith.mulf %in1, %one : f32",
                    "%r = arith.addf %in0, %a : f32"]
        return self.generic([(x, shape), (y, shape)],
                            ["#map2", "#map2", "#map"], shape, body)

    def scale_channels(self, x, shape, s):
        """Squeeze-and-excitation: x times a [1, C, 1, 1] gate."""
        return self.generic([(x, shape), (s, [1, shape[1], 1, 1])],
                            ["#map2", "#map3", "#map"], shape,
                            ["%r = arith.mulf %in0, %in1 : f32"])

    def sum_pool(self, x, shape, k, stride):
        n, c, h, w = shape
        out = [n, c, (h - k) // stride + 1, (w - k) // stride + 1]
        empty, init, window, result = (self.fresh("e"), self.fresh(),
                                       self.fresh("e"), self.fresh())
        self.emit("    %s = tensor.empty() : %s" % (empty, ty(out)))
        self.emit("    %s = linalg.fill ins(%%zero : f32) outs(%s : %s) -> %s"
                  % (init, empty, ty(out), ty(out)))
        self.emit("    %s = tensor.empty() : tensor<%dx%dxf32>" % (window, k, k))
        self.emit("    %s = linalg.pooling_nchw_sum {dilations = dense<1> : "
                  "vector<2xi64>, strides = dense<%d> : vector<2xi64>} "
                  "ins(%s, %s : %s, tensor<%dx%dxf32>) outs(%s : %s) -> %s"
                  % (result, stride, x, window, ty(shape), k, k, init, ty(out),
                     ty(out)))
        return result, out

    def avg_pool(self, x, shape, k, stride):
        """pooling_nchw_sum followed by a division by the window's area."""
        total, out = self.sum_pool(x, shape, k, stride)
        area = self.fresh("area")
        self.consts.append("    %s = arith.constant %s : f32"
                           % (area, "%.6e" % float(k * k)))
        return self.generic([(total, out)], ["#map2", "#map"], out,
                            ["%%r = arith.divf %%in0, %s : f32" % area]), out

    def global_pool(self, x, shape):
        return self.avg_pool(x, shape, shape[2], 1)

    def max_pool(self, x, shape, k, stride, pad):
        x, padded = self.pad(x, shape, pad, "%ninf")
        n, c, h, w = padded
        out = [n, c, (h - k) // stride + 1, (w - k) // stride + 1]
        empty, init, window, result = (self.fresh("e"), self.fresh(),
                                       self.fresh("e"), self.fresh())
        self.emit("    %s = tensor.empty() : %s" % (empty, ty(out)))
        self.emit("    %s = linalg.fill ins(%%ninf : f32) outs(%s : %s) -> %s"
                  % (init, empty, ty(out), ty(out)))
        self.emit("    %s = tensor.empty() : tensor<%dx%dxf32>" % (window, k, k))
        self.emit("    %s = linalg.pooling_nchw_max {dilations = dense<1> : "
                  "vector<2xi64>, strides = dense<%d> : vector<2xi64>} "
                  "ins(%s, %s : %s, tensor<%dx%dxf32>) outs(%s : %s) -> %s"
                  % (result, stride, x, window, ty(padded), k, k, init, ty(out),
                     ty(out)))
        return result, out

    def concat(self, parts):
        """tensor.concat along channels."""
        shape = list(parts[0][1])
        shape[1] = sum(s[1] for _, s in parts)
        result = self.fresh("concat")
        self.emit("    %s = tensor.concat dim(1) %s : (%s) -> %s"
                  % (result, ", ".join(v for v, _ in parts),
                     ", ".join(ty(s) for _, s in parts), ty(shape)))
        return result, shape

    def insert_slices(self, parts):
        """Concatenation as torch-mlir lowered it: insert_slices into an
        empty tensor."""
        shape = list(parts[0][1])
        shape[1] = sum(s[1] for _, s in parts)
        current = self.fresh("e")
        self.emit("    %s = tensor.empty() : %s" % (current, ty(shape)))
        offset = 0
        for value, part in parts:
            result = self.fresh("inserted_slice")
            self.emit("    %s = tensor.insert_slice %s into %s[0, %d, 0, 0] "
                      "[%s] [1, 1, 1, 1] : %s into %s"
                      % (result, value, current, offset,
                         ", ".join(map(str, part)), ty(part), ty(shape)))
            current, offset = result, offset + part[1]
        return current, shape

    def classifier(self, x, shape, classes=10):
        pooled, pshape = self.global_pool(x, shape)
        c = shape[1]
        flat = self.fresh("collapsed")
        self.emit("    %s = tensor.collapse_shape %s [[0], [1, 2, 3]] : %s into "
                  "%s" % (flat, pooled, ty(pshape), ty([1, c])))
        weight = self.splat([classes, c], "0.007000e+00")
        bias = self.splat([classes], "0.005000e+00")
        transposed = self.generic([(weight, [classes, c])], ["#map4", "#map5"],
                                  [c, classes])
        empty, init, product = self.fresh("e"), self.fresh(), self.fresh()
        out = [1, classes]
        self.emit("    %s = tensor.empty() : %s" % (empty, ty(out)))
        self.emit("    %s = linalg.fill ins(%%zero : f32) outs(%s : %s) -> %s"
                  % (init, empty, ty(out), ty(out)))
        self.emit("    %s = linalg.matmul ins(%s, %s : %s, %s) outs(%s : %s) -> %s"
                  % (product, flat, transposed, ty([1, c]), ty([c, classes]),
                     init, ty(out), ty(out)))
        return self.generic([(product, out), (bias, [classes])],
                            ["#map6", "#map7", "#map4"], out,
                            ["%r = arith.addf %in0, %in1 : f32"], init=empty)

    def text(self, result, classes=10):
        return "\n".join(
            [MAPS,
             'module attributes {torch.debug_module_name = "%s"} {' % self.name,
             "  func.func @forward(%%arg0: tensor<1x3x32x32xf32>) -> %s {"
             % ty([1, classes]),
             "    %false = arith.constant false",
             "    %zero = arith.constant 0.000000e+00 : f32",
             "    %one = arith.constant 1.000000e+00 : f32",
             "    %three = arith.constant 3.000000e+00 : f32",
             "    %six = arith.constant 6.000000e+00 : f32",
             "    %ninf = arith.constant -3.40282347E+38 : f32",
             "    %eps = arith.constant 1.000000e-05 : f64"]
            + self.consts +
            ["    %true_check = arith.cmpi eq, %false, %false : i1"]
            + self.body +
            ["    return %s : %s" % (result, ty([1, classes])), "  }", "}", ""])


def conv_bn(net, x, shape, cout, k, stride=1, pad=0, act=None, chain=False,
            depthwise=False):
    y, shape = net.conv(x, shape, cout, k, stride, pad, depthwise=depthwise)
    y = (net.batch_norm_chain if chain else net.batch_norm)(y, shape)
    if act:
        y = act(y, shape)
    return y, shape


def mobilenetv3():
    net = Net("MobileNetV3Block")
    x, s = conv_bn(net, "%arg0", [1, 3, 32, 32], 16, 3, 2, 1, net.hardswish)
    for expand, squeeze in ((48, 12), (64, 16)):
        block = x
        y, t = conv_bn(net, x, s, expand, 1, act=net.hardswish)
        y, t = conv_bn(net, y, t, expand, 3, 1, 1, net.hardswish,
                       depthwise=True)
        g, gs = net.global_pool(y, t)
        g, gs = net.conv(g, gs, squeeze, 1, bias=True)
        g = net.relu(g, gs)
        g, gs = net.conv(g, gs, expand, 1, bias=True)
        g = net.hardsigmoid(g, gs)
        y = net.scale_channels(y, t, g)
        y, t = conv_bn(net, y, t, 16, 1)
        x = net.add(y, block, t)
    x, s = conv_bn(net, x, s, 64, 1, act=net.hardswish)
    return net.text(net.classifier(x, s))


def inception():
    net = Net("InceptionNet")
    x, s = conv_bn(net, "%arg0", [1, 3, 32, 32], 16, 3, 2, 1, net.relu)
    for join in (net.concat, net.insert_slices):
        b1, t1 = conv_bn(net, x, s, 8, 1, act=net.relu)
        b2, t2 = conv_bn(net, x, s, 8, 1, act=net.relu)
        b2, t2 = conv_bn(net, b2, t2, 12, 3, 1, 1, net.relu)
        b3, t3 = conv_bn(net, x, s, 4, 1, act=net.relu)
        b3, t3 = conv_bn(net, b3, t3, 6, 3, 1, 1, net.relu)
        b3, t3 = conv_bn(net, b3, t3, 6, 3, 1, 1, net.relu)
        b4, t4 = net.max_pool(x, s, 3, 1, 1)
        b4, t4 = conv_bn(net, b4, t4, 6, 1, act=net.relu)
        x, s = join([(b1, t1), (b2, t2), (b3, t3), (b4, t4)])
        if join == net.concat:
            x, s = net.avg_pool(x, s, 2, 2)
    return net.text(net.classifier(x, s))


def efficientnet():
    net = Net("EfficientNetBlock")
    x, s = conv_bn(net, "%arg0", [1, 3, 32, 32], 16, 3, 2, 1, net.silu,
                   chain=True)
    for expand in (48, 64):
        block = x
        y, t = conv_bn(net, x, s, expand, 1, act=net.silu)
        y, t = conv_bn(net, y, t, expand, 3, 1, 1, net.silu, chain=True,
                       depthwise=True)
        g, gs = net.global_pool(y, t)
        g, gs = net.conv(g, gs, 4, 1, bias=True)
        g = net.silu(g, gs)
        g, gs = net.conv(g, gs, expand, 1, bias=True)
        g = net.sigmoid(g, gs)
        y = net.scale_channels(y, t, g)
        y, t = conv_bn(net, y, t, 16, 1)
        x = net.add(y, block, t, alpha=True)
    x, s = conv_bn(net, x, s, 64, 1, act=net.silu, chain=True)
    return net.text(net.classifier(x, s))


NETS = {"mobilenetv3": mobilenetv3, "inception": inception,
        "efficientnet": efficientnet}

if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in NETS:
        sys.exit("usage: nets.py %s" % " | ".join(NETS))
    sys.stdout.write(NETS[sys.argv[1]]())
