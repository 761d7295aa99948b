"""One description of ResNet-18, MobileNetV2, MobileNetV3-Small, SqueezeNet
1.1, ResNeXt-50 32x4d and EfficientNet-B0 (torchvision's layer lists)
with numpy weights, and two emitters of the same network: MLIR text in the op
forms torch-mlir emits (those of ../shared/realnets/*.mlir) and an ONNX graph
built with the `onnx` package.

    net = resnet18(seed) / mobilenet_v2(seed) / mobilenet_v3_small(seed) /
          squeezenet1_1(seed) / resnext50_32x4d(seed) /
          efficientnet_b0(seed)
    mlir_text(net)      -> str: `func.func @forward(tensor<1x3xHxWxf32>) ->
                           tensor<1xCLASSESxf32>` with dense hex constants
    onnx_model(net)     -> onnx.ModelProto (batch norm folded into Conv)

Weights follow test/realnets/realnet.py's Filler (the same distributions the
README flow fills splat exports with): convolution and linear weights
He-normal N(0, 2 / fan_in) in torch's [out, in, ...] layout, batch-norm gamma
and running variance U(0.5, 1.5), beta and running mean N(0, 0.1), the linear
and convolution biases N(0, 0.1); all drawn from
numpy.random.default_rng(seed) in layer order.
"""
import numpy as np

EPS = 1e-5


class Net:
    """A straight-line list of layers over named values, with shapes.

    Node kinds: conv (x, weight [F, C/groups, k, k], stride, pad, groups,
    bias [F] or None), bn (x, gamma, beta, mean, var, eps), relu, relu6,
    hardswish, hardsigmoid, sigmoid, silu (x * sigmoid(x)), add (x, y), mul (x [N, C, H, W], s [N, C, 1, 1]:
    a per-channel scale), concat (x, y, ...: along the channels), maxpool (x, k,
    stride, pad, ceil: torch's ceil_mode), gap (global average pooling),
    flatten, linear (x, weight [N, K], bias [N])."""

    def __init__(self, name, seed, input_shape, classes):
        self.name = name
        self.rng = np.random.default_rng(seed)
        self.input_shape = list(input_shape)
        self.classes = classes
        self.nodes = []
        self.shapes = {"input": list(input_shape)}
        self.count = 0
        self.output = "input"

    # Weights, in the distributions of realnet.py's Filler.
    def he(self, shape):
        fan_in = int(np.prod(shape[1:]))
        return (self.rng.standard_normal(shape, dtype=np.float32) *
                np.float32(np.sqrt(2.0 / fan_in)))

    def positive(self, shape):
        return self.rng.random(shape, dtype=np.float32) + np.float32(0.5)

    def small(self, shape):
        return self.rng.standard_normal(shape, dtype=np.float32) * \
            np.float32(0.1)

    def node(self, kind, inputs, shape, **attrs):
        self.count += 1
        name = "v%d" % self.count
        self.nodes.append(dict(kind=kind, out=name, inputs=inputs, **attrs))
        self.shapes[name] = list(shape)
        self.output = name
        return name

    def conv(self, x, cout, k, stride=1, pad=0, depthwise=False, bias=False,
             groups=1):
        n, c, h, w = self.shapes[x]
        groups = c if depthwise else groups
        weight = self.he([cout, c // groups, k, k])
        out = [n, cout, (h + 2 * pad - k) // stride + 1,
               (w + 2 * pad - k) // stride + 1]
        return self.node("conv", [x], out, weight=weight, stride=stride,
                         pad=pad, groups=groups,
                         bias=self.small([cout]) if bias else None)

    def bn(self, x, eps=EPS):
        c = self.shapes[x][1]
        gamma, beta = self.positive([c]), self.small([c])
        mean, var = self.small([c]), self.positive([c])
        return self.node("bn", [x], self.shapes[x], gamma=gamma, beta=beta,
                         mean=mean, var=var, eps=eps)

    def act(self, kind, x):
        return self.node(kind, [x], self.shapes[x])

    def conv_bn(self, x, cout, k, stride=1, pad=0, act=None, depthwise=False,
                groups=1, eps=EPS):
        y = self.bn(self.conv(x, cout, k, stride, pad, depthwise,
                              groups=groups), eps)
        return self.act(act, y) if act else y

    def add(self, x, y):
        return self.node("add", [x, y], self.shapes[x])

    def mul(self, x, scale):
        return self.node("mul", [x, scale], self.shapes[x])

    def gap(self, x):
        n, c = self.shapes[x][:2]
        return self.node("gap", [x], [n, c, 1, 1])

    def linear(self, x, n):
        weight = self.he([n, self.shapes[x][1]])
        return self.node("linear", [x], [self.shapes[x][0], n],
                         weight=weight, bias=self.small([n]))

    def concat(self, *parts):
        shape = list(self.shapes[parts[0]])
        shape[1] = sum(self.shapes[p][1] for p in parts)
        return self.node("concat", list(parts), shape)

    def maxpool(self, x, k, stride, pad, ceil=False):
        n, c, h, w = self.shapes[x]
        # ceil(a / b) = -(-a // b)
        out = [n, c] + [
            (-((size + 2 * pad - k) // -stride) if ceil else
             (size + 2 * pad - k) // stride) + 1 for size in (h, w)]
        return self.node("maxpool", [x], out, k=k, stride=stride, pad=pad,
                         ceil=ceil)

    def flatten(self, x):
        return self.node("flatten", [x], self.shapes[x][:2])

    def classifier(self, x):
        return self.linear(self.flatten(self.gap(x)), self.classes)

    def parameters(self):
        return sum(int(np.prod(v.shape)) for node in self.nodes
                   for v in node.values() if isinstance(v, np.ndarray))

    def macs(self):
        total = 0
        for node in self.nodes:
            if node["kind"] == "conv":
                _, f, oh, ow = self.shapes[node["out"]]
                total += f * oh * ow * int(np.prod(node["weight"].shape[1:]))
            elif node["kind"] == "linear":
                total += int(np.prod(node["weight"].shape))
        return total


def residual(net, x, y, cin, cout, stride):
    """ResNet's block output: relu(y + x), x through a 1x1 + bn projection
    where the block changes the shape."""
    shortcut = x
    if stride != 1 or cin != cout:
        shortcut = net.conv_bn(x, cout, 1, stride, 0)
    return net.act("relu", net.add(y, shortcut))


def resnet18(seed=15, size=224, classes=1000):
    """torchvision.models.resnet18: 7x7/2 stem, 3x3/2 max pooling, four
    stages of two BasicBlocks (64, 128, 256, 512 channels; 1x1/2 conv + bn
    downsampling where the shape changes), global average pooling, FC."""
    net = Net("ResNet", seed, [1, 3, size, size], classes)
    x = net.conv_bn("input", 64, 7, 2, 3, "relu")
    x = net.maxpool(x, 3, 2, 1)
    cin = 64
    for cout, stride in ((64, 1), (128, 2), (256, 2), (512, 2)):
        for block in range(2):
            s = stride if block == 0 else 1
            y = net.conv_bn(x, cout, 3, s, 1, "relu")
            y = net.conv_bn(y, cout, 3, 1, 1)
            x = residual(net, x, y, cin, cout, s)
            cin = cout
    net.classifier(x)
    return net


def mobilenet_v2(seed=15, size=224, classes=1000):
    """torchvision.models.mobilenet_v2 (width 1.0): 3x3/2 stem + ReLU6,
    17 inverted residual blocks (t, c, n, s) = (1, 16, 1, 1), (6, 24, 2, 2),
    (6, 32, 3, 2), (6, 64, 4, 2), (6, 96, 3, 1), (6, 160, 3, 2),
    (6, 320, 1, 1) with residual adds where stride 1 keeps the width, 1x1 to
    1280 + ReLU6, global average pooling, (dropout: identity), FC."""
    net = Net("MobileNetV2", seed, [1, 3, size, size], classes)
    x = net.conv_bn("input", 32, 3, 2, 1, "relu6")
    cin = 32
    for t, c, n, s in ((1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3, 2),
                       (6, 64, 4, 2), (6, 96, 3, 1), (6, 160, 3, 2),
                       (6, 320, 1, 1)):
        for i in range(n):
            stride = s if i == 0 else 1
            hidden = cin * t
            y = x
            if t != 1:
                y = net.conv_bn(y, hidden, 1, act="relu6")
            y = net.conv_bn(y, hidden, 3, stride, 1, "relu6", depthwise=True)
            y = net.conv_bn(y, c, 1)
            x = net.add(x, y) if stride == 1 and cin == c else y
            cin = c
    x = net.conv_bn(x, 1280, 1, act="relu6")
    net.classifier(x)
    return net


def make_divisible(value, divisor=8):
    """torchvision's _make_divisible: the nearest multiple of `divisor`, at
    least `divisor`, not below 90% of `value`."""
    rounded = max(divisor, int(value + divisor / 2) // divisor * divisor)
    return rounded + divisor if rounded < 0.9 * value else rounded


def mobilenet_v3_small(seed=15, size=224, classes=1000):
    """torchvision.models.mobilenet_v3_small: 3x3/2 stem + hardswish, 11
    inverted residual blocks (1x1 expansion where it widens, k x k
    depthwise, squeeze-and-excitation in 9 of them: global average pooling,
    1x1 convolutions with biases to make_divisible(expanded / 4) channels +
    ReLU and back + hardsigmoid, the product with the block's tensor; 1x1
    projection; residual adds where stride 1 keeps the width), 1x1 to 576 +
    hardswish, global average pooling, FC to 1024 + hardswish, (dropout:
    identity), FC. Batch norm eps 0.001."""
    net = Net("MobileNetV3", seed, [1, 3, size, size], classes)
    eps = 1e-3
    x = net.conv_bn("input", 16, 3, 2, 1, "hardswish", eps=eps)
    cin = 16
    for k, expanded, c, se, act, stride in (
            (3, 16, 16, True, "relu", 2), (3, 72, 24, False, "relu", 2),
            (3, 88, 24, False, "relu", 1), (5, 96, 40, True, "hardswish", 2),
            (5, 240, 40, True, "hardswish", 1),
            (5, 240, 40, True, "hardswish", 1),
            (5, 120, 48, True, "hardswish", 1),
            (5, 144, 48, True, "hardswish", 1),
            (5, 288, 96, True, "hardswish", 2),
            (5, 576, 96, True, "hardswish", 1),
            (5, 576, 96, True, "hardswish", 1)):
        y = x
        if expanded != cin:
            y = net.conv_bn(y, expanded, 1, act=act, eps=eps)
        y = net.conv_bn(y, expanded, k, stride, (k - 1) // 2, act,
                        depthwise=True, eps=eps)
        if se:
            squeeze = make_divisible(expanded // 4)
            s = net.act("relu", net.conv(net.gap(y), squeeze, 1, bias=True))
            s = net.act("hardsigmoid", net.conv(s, expanded, 1, bias=True))
            y = net.mul(y, s)
        y = net.conv_bn(y, c, 1, eps=eps)
        x = net.add(y, x) if stride == 1 and cin == c else y
        cin = c
    x = net.conv_bn(x, 576, 1, act="hardswish", eps=eps)
    x = net.act("hardswish", net.linear(net.flatten(net.gap(x)), 1024))
    net.linear(x, classes)
    return net


def squeezenet1_1(seed=15, size=224, classes=1000):
    """torchvision.models.squeezenet1_1: 3x3/2 stem (64, bias) + ReLU, three
    3x3/2 ceil-mode max poolings between eight Fire modules (squeeze 1x1,
    then 1x1 and 3x3 expansions concatenated along the channels, every
    convolution with a bias and a ReLU), (dropout: identity), 1x1
    convolution to the classes + ReLU, global average pooling, flatten."""
    net = Net("SqueezeNet", seed, [1, 3, size, size], classes)

    def conv_relu(x, cout, k, stride=1, pad=0):
        return net.act("relu", net.conv(x, cout, k, stride, pad, bias=True))

    def fire(x, squeeze, expand):
        s = conv_relu(x, squeeze, 1)
        return net.concat(conv_relu(s, expand, 1), conv_relu(s, expand, 3,
                                                            pad=1))

    x = conv_relu("input", 64, 3, 2)
    x = net.maxpool(x, 3, 2, 0, ceil=True)
    x = fire(fire(x, 16, 64), 16, 64)
    x = net.maxpool(x, 3, 2, 0, ceil=True)
    x = fire(fire(x, 32, 128), 32, 128)
    x = net.maxpool(x, 3, 2, 0, ceil=True)
    for squeeze, expand in ((48, 192), (48, 192), (64, 256), (64, 256)):
        x = fire(x, squeeze, expand)
    x = conv_relu(x, classes, 1)
    net.flatten(net.gap(x))
    return net


def resnext50_32x4d(seed=15, size=224, classes=1000):
    """torchvision.models.resnext50_32x4d: ResNet-50's stem and stages
    (3, 4, 6, 3 bottlenecks) with bottleneck widths 128, 256, 512, 1024 whose
    3x3 convolution has 32 groups (4, 8, 16, 32 channels per group; the
    stride on it), expansion 4, 1x1 + bn downsampling on the first block of
    each stage, global average pooling, FC."""
    net = Net("ResNeXt", seed, [1, 3, size, size], classes)
    x = net.conv_bn("input", 64, 7, 2, 3, "relu")
    x = net.maxpool(x, 3, 2, 1)
    cin = 64
    for width, blocks, stride in ((128, 3, 1), (256, 4, 2), (512, 6, 2),
                                  (1024, 3, 2)):
        cout = width * 2
        for block in range(blocks):
            s = stride if block == 0 else 1
            y = net.conv_bn(x, width, 1, act="relu")
            y = net.conv_bn(y, width, 3, s, 1, "relu", groups=32)
            y = net.conv_bn(y, cout, 1)
            x = residual(net, x, y, cin, cout, s)
            cin = cout
    net.classifier(x)
    return net


def efficientnet_b0(seed=15, size=224, classes=1000):
    """torchvision.models.efficientnet_b0: 3x3/2 stem to 32 + SiLU, 16
    MBConv blocks in 7 stages (1x1 expansion by 6 + SiLU except in the
    first stage, k x k depthwise + SiLU, squeeze-and-excitation: global
    average pooling, 1x1 convolutions with biases to max(1, block input
    channels / 4) + SiLU and back + sigmoid, the product with the block's
    tensor; 1x1 projection; residual adds where stride 1 keeps the width;
    stochastic depth is the identity in inference), 1x1 to 1280 + SiLU,
    global average pooling, (dropout: identity), FC. Batch norm eps
    1e-5."""
    net = Net("EfficientNet-B0", seed, [1, 3, size, size], classes)
    x = net.conv_bn("input", 32, 3, 2, 1, "silu")
    cin = 32
    for expand, k, stride, cout, layers in (
            (1, 3, 1, 16, 1), (6, 3, 2, 24, 2), (6, 5, 2, 40, 2),
            (6, 3, 2, 80, 3), (6, 5, 1, 112, 3), (6, 5, 2, 192, 4),
            (6, 3, 1, 320, 1)):
        for layer in range(layers):
            s = stride if layer == 0 else 1
            expanded = cin * expand
            y = x
            if expand != 1:
                y = net.conv_bn(y, expanded, 1, act="silu")
            y = net.conv_bn(y, expanded, k, s, (k - 1) // 2, "silu",
                            depthwise=True)
            squeeze = max(1, cin // 4)
            e = net.act("silu", net.conv(net.gap(y), squeeze, 1, bias=True))
            e = net.act("sigmoid", net.conv(e, expanded, 1, bias=True))
            y = net.conv_bn(net.mul(y, e), cout, 1)
            x = net.add(y, x) if s == 1 and cin == cout else y
            cin = cout
    x = net.conv_bn(x, 1280, 1, act="silu")
    net.classifier(x)
    return net


NETS = {"resnet18": resnet18, "mobilenet_v2": mobilenet_v2,
        "mobilenet_v3_small": mobilenet_v3_small,
        "squeezenet1_1": squeezenet1_1, "resnext50_32x4d": resnext50_32x4d,
        "efficientnet_b0": efficientnet_b0}


# MLIR ---------------------------------------------------------------------

MAPS = """#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#chan = affine_map<(d0, d1, d2, d3) -> (d1)>
#batch0 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#chan11 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#scalar4 = affine_map<(d0, d1, d2, d3) -> ()>
#scalar2 = affine_map<(d0, d1) -> ()>
#scalar0 = affine_map<() -> ()>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr2 = affine_map<(d0, d1) -> (d1, d0)>
#row0 = affine_map<(d0, d1) -> (0, d1)>
#col = affine_map<(d0, d1) -> (d1)>"""
PARALLEL4 = '["parallel", "parallel", "parallel", "parallel"]'


def ty(shape):
    return "tensor<%sxf32>" % "x".join(str(d) for d in shape)


def hex_dense(array):
    """An exact `dense<"0x...">` literal of the raw little-endian f32 data."""
    return 'dense<"0x%s">' % np.ascontiguousarray(
        array, dtype="<f4").tobytes().hex().upper()


class MlirWriter:
    def __init__(self, net):
        self.net = net
        self.consts = []
        self.body = []
        self.count = 0
        self.names = {"input": "%arg0"}
        self.scalars = {}

    def fresh(self, stem=""):
        self.count += 1
        return "%%%s%d" % (stem, self.count)

    def const(self, array):
        name = "%%cst_%d" % len(self.consts)
        self.consts.append("    %s = arith.constant %s : %s"
                           % (name, hex_dense(array), ty(array.shape)))
        return name

    def emit(self, line):
        self.body.append(line)

    def scalar(self, value, element="f32"):
        """A scalar constant, one per value and type."""
        key = (value, element)
        if key not in self.scalars:
            name = "%%s%d" % len(self.scalars)
            self.consts.append("    %s = arith.constant %.6e : %s"
                               % (name, value, element))
            self.scalars[key] = name
        return self.scalars[key]

    def hardswish(self, x, shape):
        """x * min(max(x + 3, 0), 6) / 6 in one-op generics, as torch-mlir
        (early 2023) decomposes aten.hardswish: the clamp's 6 a 0-d tensor."""
        batch, scalar = self.maps(shape)
        y = self.generic([(x, ty(shape))], [batch, "#id%d" % len(shape)],
                         shape, ["%%r = arith.addf %%in0, %s : f32"
                                 % self.scalar(3.0)])
        y = self.generic([(y, ty(shape))], [batch, "#id%d" % len(shape)],
                         shape, ["%c = arith.cmpf ugt, %in0, %zero : f32",
                                 "%r = arith.select %c, %in0, %zero : f32"])
        y = self.generic([(y, ty(shape)), ("%six_t", "tensor<f32>")],
                         [batch, scalar, "#id%d" % len(shape)], shape,
                         ["%c = arith.cmpf ult, %in0, %in1 : f32",
                          "%r = arith.select %c, %in0, %in1 : f32"])
        y = self.generic([(y, ty(shape))], [batch, "#id%d" % len(shape)],
                         shape, ["%%r = arith.divf %%in0, %s : f32"
                                 % self.scalar(6.0)])
        return self.generic([(y, ty(shape)), (x, ty(shape))],
                            [batch, batch, "#id%d" % len(shape)], shape,
                            ["%r = arith.mulf %in0, %in1 : f32"])

    def hardsigmoid(self, x, shape):
        """min(max((x + 3) / 6, 0), 1) as torch-mlir (early 2023) writes
        aten.hardsigmoid: the bounds 0-d tensors, the upper one first."""
        batch, scalar = self.maps(shape)
        y = self.generic([(x, ty(shape))], [batch, "#id%d" % len(shape)],
                         shape, ["%%r = arith.addf %%in0, %s : f32"
                                 % self.scalar(3.0)])
        y = self.generic([(y, ty(shape))], [batch, "#id%d" % len(shape)],
                         shape, ["%%r = arith.divf %%in0, %s : f32"
                                 % self.scalar(6.0)])
        y = self.generic([("%one_t", "tensor<f32>"), (y, ty(shape))],
                         [scalar, batch, "#id%d" % len(shape)], shape,
                         ["%c = arith.cmpf ult, %in0, %in1 : f32",
                          "%r = arith.select %c, %in0, %in1 : f32"])
        return self.generic([("%zero_t", "tensor<f32>"), (y, ty(shape))],
                            [scalar, batch, "#id%d" % len(shape)], shape,
                            ["%c = arith.cmpf ugt, %in0, %in1 : f32",
                             "%r = arith.select %c, %in0, %in1 : f32"])

    def sigmoid(self, x, shape):
        """1 / (1 + exp(-x)) in one generic, as torch-mlir (early 2023)
        writes aten.sigmoid."""
        one = self.scalar(1.0)
        return self.generic([(x, ty(shape))],
                            [self.maps(shape)[0], "#id%d" % len(shape)], shape,
                            ["%n = arith.negf %in0 : f32",
                             "%x = math.exp %n : f32",
                             "%%d = arith.addf %%x, %s : f32" % one,
                             "%%r = arith.divf %s, %%d : f32" % one])

    def silu(self, x, shape):
        """x * sigmoid(x) as torch-mlir (early 2023) decomposes aten.silu:
        the sigmoid's generic, then the product (sigmoid first)."""
        batch = self.maps(shape)[0]
        y = self.sigmoid(x, shape)
        return self.generic([(y, ty(shape)), (x, ty(shape))],
                            [batch, batch, "#id%d" % len(shape)], shape,
                            ["%r = arith.mulf %in0, %in1 : f32"])

    @staticmethod
    def maps(shape):
        """The maps of a batch-broadcast operand and of a 0-d one."""
        return ("#batch0", "#scalar4") if len(shape) == 4 else \
            ("#row0", "#scalar2")

    def generic(self, inputs, maps, shape, body, init=None, scalars=()):
        """A parallel generic over `shape`; `inputs` are (value, type) pairs,
        `body` lines use %in0.. and yield %r."""
        result = self.fresh()
        if init is None:
            init = self.fresh("e")
            self.emit("    %s = tensor.empty() : %s" % (init, ty(shape)))
        args = ", ".join("%%in%d: f32" % i for i in range(len(inputs)))
        iterators = PARALLEL4 if len(shape) == 4 else \
            '["parallel", "parallel"]'
        self.emit(
            "    %s = linalg.generic {indexing_maps = [%s], iterator_types = "
            "%s} ins(%s : %s) outs(%s : %s) {\n    ^bb0(%s, %%out: f32):\n%s"
            "      linalg.yield %%r : f32\n    } -> %s"
            % (result, ", ".join(maps), iterators,
               ", ".join(v for v, _ in inputs), ", ".join(t for _, t in inputs),
               init, ty(shape), args,
               "".join("      %s\n" % line for line in body), ty(shape)))
        return result

    def pad(self, x, shape, pad, value, high=None):
        """`pad` rows and columns of `value` before, `high` (default `pad`)
        after."""
        high = pad if high is None else high
        if pad == 0 and high == 0:
            return x, shape
        padded = self.fresh("padded")
        out = [shape[0], shape[1], shape[2] + pad + high,
               shape[3] + pad + high]
        self.emit(
            "    %s = tensor.pad %s low[0, 0, %d, %d] high[0, 0, %d, %d] {\n"
            "    ^bb0(%%arg1: index, %%arg2: index, %%arg3: index, "
            "%%arg4: index):\n      tensor.yield %s : f32\n    } : %s to %s"
            % (padded, x, pad, pad, high, high, value, ty(shape), ty(out)))
        return padded, out

    def conv(self, node, x, shape, out):
        weight = node["weight"]
        x, padded = self.pad(x, shape, node["pad"], "%zero")
        empty, init, result = self.fresh("e"), self.fresh(), self.fresh()
        self.emit("    %s = tensor.empty() : %s" % (empty, ty(out)))
        if node["bias"] is not None:
            # torch-mlir broadcasts the bias into the accumulator.
            bias = self.const(node["bias"])
            self.emit(
                "    %s = linalg.generic {indexing_maps = [#chan, #id4], "
                "iterator_types = %s} ins(%s : %s) outs(%s : %s) {\n"
                "    ^bb0(%%in: f32, %%out: f32):\n"
                "      linalg.yield %%in : f32\n    } -> %s"
                % (init, PARALLEL4, bias, ty([out[1]]), empty, ty(out),
                   ty(out)))
        else:
            self.emit("    %s = linalg.fill ins(%%zero : f32) outs(%s : %s) "
                      "-> %s" % (init, empty, ty(out), ty(out)))
        attrs = ("{dilations = dense<1> : vector<2xi64>, strides = dense<%d> :"
                 " vector<2xi64>}" % node["stride"])
        w = self.const(weight)
        f, cg, k, _ = weight.shape
        groups = node["groups"]
        if 1 < groups and (cg > 1 or f > groups):
            # A grouped convolution proper: torch-mlir splits the channels
            # into (group, channel) around conv_2d_ngchw_gfchw.
            n, _, hp, wp = padded
            xs = [n, groups, cg, hp, wp]
            ws = [groups, f // groups, cg, k, k]
            os = [n, groups, f // groups, out[2], out[3]]
            xe, we, ie, conv = (self.fresh("expanded"), self.fresh("expanded"),
                                self.fresh("expanded"), self.fresh())
            self.emit("    %s = tensor.expand_shape %s [[0], [1, 2], [3], [4]]"
                      " output_shape %s : %s into %s"
                      % (xe, x, xs, ty(padded), ty(xs)))
            self.emit("    %s = tensor.expand_shape %s [[0, 1], [2], [3], [4]]"
                      " output_shape %s : %s into %s"
                      % (we, w, ws, ty(weight.shape), ty(ws)))
            # A zero accumulator is a fill of the expanded empty tensor, a
            # bias the expanded broadcast.
            self.emit("    %s = tensor.expand_shape %s [[0], [1, 2], [3], [4]]"
                      " output_shape %s : %s into %s"
                      % (ie, empty if node["bias"] is None else init, os,
                         ty(out), ty(os)))
            if node["bias"] is None:
                filled = self.fresh()
                self.emit("    %s = linalg.fill ins(%%zero : f32) outs(%s : %s)"
                          " -> %s" % (filled, ie, ty(os), ty(os)))
                ie = filled
            self.emit("    %s = linalg.conv_2d_ngchw_gfchw %s ins(%s, %s : %s, "
                      "%s) outs(%s : %s) -> %s"
                      % (conv, attrs, xe, we, ty(xs), ty(ws), ie, ty(os),
                         ty(os)))
            self.emit("    %s = tensor.collapse_shape %s [[0], [1, 2], [3], "
                      "[4]] : %s into %s" % (result, conv, ty(os), ty(out)))
        elif groups > 1:
            # torch-mlir collapses the [C, 1, k, k] filter to [C, k, k].
            c, _, k, _ = weight.shape
            flat = self.fresh("collapsed")
            self.emit("    %s = tensor.collapse_shape %s [[0, 1], [2], [3]] : "
                      "%s into %s" % (flat, w, ty(weight.shape), ty([c, k, k])))
            self.emit("    %s = linalg.depthwise_conv_2d_nchw_chw %s ins(%s, %s"
                      " : %s, %s) outs(%s : %s) -> %s"
                      % (result, attrs, x, flat, ty(padded), ty([c, k, k]),
                         init, ty(out), ty(out)))
        else:
            self.emit("    %s = linalg.conv_2d_nchw_fchw %s ins(%s, %s : %s, %s)"
                      " outs(%s : %s) -> %s"
                      % (result, attrs, x, w, ty(padded), ty(weight.shape),
                         init, ty(out), ty(out)))
        return result

    def batch_norm(self, node, x, shape):
        """The 5-input generic behind `cf.assert` (torch-mlir, early 2023),
        written into its input's tensor."""
        c = shape[1]
        eps = self.scalar(node["eps"], "f64")
        operands = [(x, ty(shape))] + [
            (self.const(node[k]), ty([c]))
            for k in ("gamma", "beta", "mean", "var")]
        self.emit('    cf.assert %true_check, "training is not supported for '
                  'now"')
        return self.generic(
            operands, ["#id4", "#chan", "#chan", "#chan", "#chan", "#id4"],
            shape, ["%%e = arith.truncf %s : f64 to f32" % eps,
                    "%v = arith.addf %in4, %e : f32",
                    "%s = math.rsqrt %v : f32",
                    "%d = arith.subf %in0, %in3 : f32",
                    "%n = arith.mulf %d, %s : f32",
                    "%g = arith.mulf %n, %in1 : f32",
                    "%r = arith.addf %g, %in2 : f32"], init=x)

    def write(self):
        net = self.net
        for node in net.nodes:
            kind = node["kind"]
            shape = net.shapes[node["inputs"][0]]
            out = net.shapes[node["out"]]
            x = self.names[node["inputs"][0]]
            if kind == "conv":
                r = self.conv(node, x, shape, out)
            elif kind == "bn":
                r = self.batch_norm(node, x, shape)
            elif kind == "relu":
                r = self.generic([(x, ty(shape))], ["#batch0", "#id4"], shape,
                                 ["%c = arith.cmpf ugt, %in0, %zero : f32",
                                  "%r = arith.select %c, %in0, %zero : f32"])
            elif kind == "relu6":
                # hardtanh(0, 6) as MobileNetV2's export writes it: against
                # 0-d tensors made by a fill and a truncating generic.
                r = self.generic([(x, ty(shape)), ("%zero_t", "tensor<f32>")],
                                 ["#batch0", "#scalar4", "#id4"], shape,
                                 ["%c = arith.cmpf ugt, %in0, %in1 : f32",
                                  "%r = arith.select %c, %in0, %in1 : f32"])
                r = self.generic([("%six_t", "tensor<f32>"), (r, ty(shape))],
                                 ["#scalar4", "#batch0", "#id4"], shape,
                                 ["%c = arith.cmpf ult, %in0, %in1 : f32",
                                  "%r = arith.select %c, %in0, %in1 : f32"])
            elif kind == "hardswish":
                r = self.hardswish(x, shape)
            elif kind == "hardsigmoid":
                r = self.hardsigmoid(x, shape)
            elif kind == "sigmoid":
                r = self.sigmoid(x, shape)
            elif kind == "silu":
                r = self.silu(x, shape)
            elif kind == "mul":
                # The excitation's per-channel scale first, broadcast.
                s = self.names[node["inputs"][1]]
                r = self.generic([(s, ty(net.shapes[node["inputs"][1]])),
                                  (x, ty(shape))],
                                 ["#chan11", "#batch0", "#id4"], shape,
                                 ["%r = arith.mulf %in0, %in1 : f32"])
            elif kind == "add":
                y = self.names[node["inputs"][1]]
                r = self.generic([(x, ty(shape)), (y, ty(shape))],
                                 ["#batch0", "#batch0", "#id4"], shape,
                                 ["%r = arith.addf %in0, %in1 : f32"])
            elif kind == "concat":
                # torch-mlir's torch.cat: insert_slices into an empty tensor.
                r = self.fresh("e")
                self.emit("    %s = tensor.empty() : %s" % (r, ty(out)))
                offset = 0
                for part in node["inputs"]:
                    part_shape = net.shapes[part]
                    inserted = self.fresh("inserted")
                    self.emit(
                        "    %s = tensor.insert_slice %s into %s[0, %d, 0, 0] "
                        "[%s] [1, 1, 1, 1] : %s into %s"
                        % (inserted, self.names[part], r, offset,
                           ", ".join(str(d) for d in part_shape),
                           ty(part_shape), ty(out)))
                    r = inserted
                    offset += part_shape[1]
            elif kind == "maxpool":
                # ceil_mode: -inf rows past the end for the last window.
                high = node["pad"]
                if node["ceil"]:
                    high = (out[2] - 1) * node["stride"] + node["k"] - \
                        shape[2] - node["pad"]
                x, padded = self.pad(x, shape, node["pad"], "%ninf", high)
                r = self.pool("max", x, padded, out, node["k"], node["stride"],
                              "%ninf")
            elif kind == "gap":
                # Adaptive average pooling to 1x1: a sum over the whole
                # map, then a division by its area.
                total = self.pool("sum", x, shape, out, shape[2], 1, "%zero")
                area = self.fresh("area")
                self.consts.append("    %s = arith.constant %.6e : f32"
                                   % (area, float(shape[2] * shape[3])))
                r = self.generic([(total, ty(out))], ["#batch0", "#id4"], out,
                                 ["%%r = arith.divf %%in0, %s : f32" % area])
            elif kind == "flatten":
                r = self.fresh("collapsed")
                self.emit("    %s = tensor.collapse_shape %s [[0], [1, 2, 3]] "
                          ": %s into %s" % (r, x, ty(shape), ty(out)))
            elif kind == "linear":
                r = self.linear(node, x, shape, out)
            else:
                raise ValueError(kind)
            self.names[node["out"]] = r
        result = self.names[net.output]
        out = net.shapes[net.output]
        return "\n".join(
            [MAPS,
             'module attributes {torch.debug_module_name = "%s"} {' % net.name,
             "  func.func @forward(%%arg0: %s) -> %s {"
             % (ty(net.input_shape), ty(out)),
             "    %false = arith.constant false",
             "    %zero = arith.constant 0.000000e+00 : f32",
             "    %ninf = arith.constant -3.40282347E+38 : f32",
             "    %one_d = arith.constant 1.000000e+00 : f64",
             "    %zero_d = arith.constant 0.000000e+00 : f64",
             "    %six_d = arith.constant 6.000000e+00 : f64"]
            + self.consts +
            ["    %true_check = arith.cmpi eq, %false, %false : i1"]
            + self.scalar_tensors() + self.body +
            ["    return %s : %s" % (result, ty(out)), "  }", "}", ""])

    def scalar_tensors(self):
        """%zero_t, %one_t and %six_t: 0-d f32 tensors from f64 fills, as
        torch-mlir materializes hardtanh's bounds."""
        lines = []
        for name, value in (("%zero_t", "%zero_d"), ("%one_t", "%one_d"),
                            ("%six_t", "%six_d")):
            lines += [
                "    %s_e64 = tensor.empty() : tensor<f64>" % name,
                "    %s_64 = linalg.fill ins(%s : f64) outs(%s_e64 : "
                "tensor<f64>) -> tensor<f64>" % (name, value, name),
                "    %s_e = tensor.empty() : tensor<f32>" % name,
                "    %s = linalg.generic {indexing_maps = [#scalar0, #scalar0],"
                " iterator_types = []} ins(%s_64 : tensor<f64>) outs(%s_e : "
                "tensor<f32>) {\n    ^bb0(%%in: f64, %%out: f32):\n"
                "      %%t = arith.truncf %%in : f64 to f32\n"
                "      linalg.yield %%t : f32\n    } -> tensor<f32>"
                % (name, name, name)]
        return lines

    def pool(self, kind, x, shape, out, k, stride, fill):
        empty, init, window, result = (self.fresh("e"), self.fresh(),
                                       self.fresh("e"), self.fresh())
        self.emit("    %s = tensor.empty() : %s" % (empty, ty(out)))
        self.emit("    %s = linalg.fill ins(%s : f32) outs(%s : %s) -> %s"
                  % (init, fill, empty, ty(out), ty(out)))
        self.emit("    %s = tensor.empty() : tensor<%dx%dxf32>" % (window, k, k))
        self.emit("    %s = linalg.pooling_nchw_%s {dilations = dense<1> : "
                  "vector<2xi64>, strides = dense<%d> : vector<2xi64>} "
                  "ins(%s, %s : %s, tensor<%dx%dxf32>) outs(%s : %s) -> %s"
                  % (result, kind, stride, x, window, ty(shape), k, k, init,
                     ty(out), ty(out)))
        return result

    def linear(self, node, x, shape, out):
        """A transposing generic on the [N, K] weight, linalg.matmul, a bias
        generic."""
        n, k = node["weight"].shape
        weight, bias = self.const(node["weight"]), self.const(node["bias"])
        transposed = self.transpose(weight, n, k)
        empty, init, product = self.fresh("e"), self.fresh(), self.fresh()
        self.emit("    %s = tensor.empty() : %s" % (empty, ty(out)))
        self.emit("    %s = linalg.fill ins(%%zero : f32) outs(%s : %s) -> %s"
                  % (init, empty, ty(out), ty(out)))
        self.emit("    %s = linalg.matmul ins(%s, %s : %s, %s) outs(%s : %s) -> "
                  "%s" % (product, x, transposed, ty(shape), ty([k, n]), init,
                          ty(out), ty(out)))
        return self.generic([(product, ty(out)), (bias, ty([n]))],
                            ["#row0", "#col", "#id2"], out,
                            ["%r = arith.addf %in0, %in1 : f32"], init=empty)

    def transpose(self, weight, n, k):
        result, empty = self.fresh(), self.fresh("e")
        self.emit("    %s = tensor.empty() : %s" % (empty, ty([k, n])))
        self.emit("    %s = linalg.generic {indexing_maps = [#id2, #tr2], "
                  "iterator_types = [\"parallel\", \"parallel\"]} ins(%s : %s) "
                  "outs(%s : %s) {\n    ^bb0(%%in: f32, %%out: f32):\n"
                  "      linalg.yield %%in : f32\n    } -> %s"
                  % (result, weight, ty([n, k]), empty, ty([k, n]), ty([k, n])))
        return result


def mlir_text(net):
    return MlirWriter(net).write()


# ONNX ---------------------------------------------------------------------

def onnx_model(net, opset=17):
    """The same network as an ONNX graph: Conv with batch norm folded into
    its weight and bias (what torch.onnx.export writes in eval mode) or with
    its own bias, Relu, Clip(0, 6), HardSwish, HardSigmoid, Add, Mul, Concat, MaxPool (ceil_mode where
    torch's is), GlobalAveragePool, Flatten, Gemm (transB)."""
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    inits, nodes = [], []

    def init(name, array):
        inits.append(numpy_helper.from_array(
            np.ascontiguousarray(array, dtype=np.float32), name))
        return name

    names = {"input": "input"}
    pending = {}  # conv output -> its node (batch norm folds into it)
    for node in net.nodes:
        kind, out = node["kind"], node["out"]
        x = names[node["inputs"][0]]
        if kind == "conv" and node["bias"] is not None:
            p = node["pad"]
            k = node["weight"].shape[2]
            nodes.append(helper.make_node(
                "Conv", [x, init(out + "_w", node["weight"]),
                         init(out + "_b", node["bias"])], [out],
                kernel_shape=[k, k], strides=[node["stride"]] * 2,
                pads=[p, p, p, p], group=node["groups"]))
            names[out] = out
            continue
        if kind == "conv":
            pending[out] = node
            names[out] = out
            continue
        if kind == "bn":
            conv = pending.pop(node["inputs"][0])
            # Folded in double: w * gamma / sqrt(var + eps),
            # beta - mean * gamma / sqrt(var + eps).
            scale = node["gamma"].astype(np.float64) / np.sqrt(
                node["var"].astype(np.float64) + node["eps"])
            weight = conv["weight"].astype(np.float64) * \
                scale[:, None, None, None]
            bias = node["beta"] - node["mean"].astype(np.float64) * scale
            source = names[conv["inputs"][0]]
            p = conv["pad"]
            k = conv["weight"].shape[2]
            nodes.append(helper.make_node(
                "Conv", [source, init(out + "_w", weight),
                         init(out + "_b", bias)], [out],
                kernel_shape=[k, k], strides=[conv["stride"]] * 2,
                pads=[p, p, p, p], group=conv["groups"]))
        elif kind == "relu":
            nodes.append(helper.make_node("Relu", [x], [out]))
        elif kind == "relu6":
            lo = init(out + "_lo", np.array(0.0, dtype=np.float32))
            hi = init(out + "_hi", np.array(6.0, dtype=np.float32))
            nodes.append(helper.make_node("Clip", [x, lo, hi], [out]))
        elif kind == "hardswish":
            nodes.append(helper.make_node("HardSwish", [x], [out]))
        elif kind == "hardsigmoid":
            nodes.append(helper.make_node("HardSigmoid", [x], [out],
                                          alpha=1.0 / 6, beta=0.5))
        elif kind == "sigmoid":
            nodes.append(helper.make_node("Sigmoid", [x], [out]))
        elif kind == "silu":
            nodes.append(helper.make_node("Sigmoid", [x], [out + "_s"]))
            nodes.append(helper.make_node("Mul", [x, out + "_s"], [out]))
        elif kind in ("add", "mul"):
            nodes.append(helper.make_node(
                kind.capitalize(), [x, names[node["inputs"][1]]], [out]))
        elif kind == "concat":
            nodes.append(helper.make_node(
                "Concat", [names[i] for i in node["inputs"]], [out], axis=1))
        elif kind == "maxpool":
            p = node["pad"]
            nodes.append(helper.make_node(
                "MaxPool", [x], [out], kernel_shape=[node["k"]] * 2,
                strides=[node["stride"]] * 2, pads=[p, p, p, p],
                ceil_mode=int(node["ceil"])))
        elif kind == "gap":
            nodes.append(helper.make_node("GlobalAveragePool", [x], [out]))
        elif kind == "flatten":
            nodes.append(helper.make_node("Flatten", [x], [out], axis=1))
        elif kind == "linear":
            nodes.append(helper.make_node(
                "Gemm", [x, init(out + "_w", node["weight"]),
                         init(out + "_b", node["bias"])], [out], transB=1))
        else:
            raise ValueError(kind)
        names[out] = out
    if pending:
        raise ValueError("a convolution without batch norm: %s" % list(pending))
    graph = helper.make_graph(
        nodes, net.name,
        [helper.make_tensor_value_info("input", TensorProto.FLOAT,
                                       net.input_shape)],
        [helper.make_tensor_value_info("output", TensorProto.FLOAT,
                                       net.shapes[net.output])],
        initializer=inits)
    # The last node writes "output".
    graph.node[-1].output[0] = "output"
    model = helper.make_model(
        graph, opset_imports=[helper.make_opsetid("", opset)],
        producer_name="quantkit-netbench")
    model.ir_version = 8
    onnx.checker.check_model(model)
    return model
