#!/usr/bin/env python3
"""Writes small networks as ONNX exporters write them, imported by
torch-mlir's ONNX importer and lowered to linalg by its own pipelines, for
tests of the forms that path emits:

    onnxnets.py NAME > NAME.mlir      # needs onnx, numpy and torch-mlir (PyPI)

The graph is built node by node with `onnx.helper` (no exporter, no
download), checked by `onnx.checker`, shapes inferred by
`onnx.shape_inference` (as the importer's command line does), imported with
`torch_mlir.extras.onnx_importer` and lowered with
`torch-onnx-to-torch-backend-pipeline` and
`torch-backend-to-linalg-on-tensors-backend-pipeline`; the function is
renamed @forward, as test/realnets/realnet.py expects. Weights are numpy
draws under a fixed seed, written as `dense_resource` blobs by the
importer, so the file is reproducible where onnx, numpy and torch-mlir are
the same versions; the committed copies say which wrote them.

NAME: `encoder` (a BERT-style encoder layer at opset 17, in the node forms
transformer exporters write: Q, K, V as MatMul + Add, the heads by Reshape
and Transpose, scores MatMul / Div by sqrt(d) / Softmax, the output
projection, a residual Add; a layer norm decomposed as older exporters
write it, ReduceMean, Sub, Pow 2, ReduceMean, Add eps, Sqrt, Div, Mul,
Add; the feed-forward MatMul + Add, GELU as five nodes (Div by sqrt(2),
Erf, Add 1, Mul by x, Mul by 0.5), MatMul + Add, a residual Add; and a
LayerNormalization node; then a mean over the tokens and a classifier);
`cnn` (NCHW: Conv without bias + BatchNormalization + Relu, MaxPool with
pads, an inverted residual with Clip(0, 6), a group = C depthwise Conv,
HardSwish, a squeeze-and-excitation GlobalAveragePool / Conv / Relu /
Conv / HardSigmoid / Mul and a residual Add, SiLU as Sigmoid and Mul,
an AveragePool with count_include_pad = 0, GlobalAveragePool, Flatten and
Gemm with transB = 1); `grouped` (a stem whose bias is zeros, a grouped
3x3 convolution of 4 groups between 1x1s, a residual Add, a
squeeze-and-excitation whose convolutions have zero biases; torch-mlir
folds those biases into splat accumulators and the grouped filter's
expand into a 5-D constant, as it does for the networks below);
`upsample` (Resize: linear x2 with half_pixel added to a lateral 1x1,
nearest x2 with asymmetric and floor as YOLO's Upsample, linear to 11 x 13
with align_corners, linear back to 16 x 16 with pytorch_half_pixel).

    onnxnets.py torchvision NAME [SIZE] > NAME.mlir   # also torch, torchvision

exports a whole torchvision network (weights as torch initialises them
under seed 0, batch-norm statistics from seed 1, as fxnets.py's) for SIZE x
SIZE images (64 by default) with torch's TorchScript ONNX exporter
(`torch.onnx.export(..., dynamo=False)`, opset 17: batch norms folded into
the convolutions, small initializers inline) and takes it through the same
importer and lowering. None is committed (tens of MB).
"""
import sys


class Graph:
    """An ONNX graph built node by node: initializers, nodes, and the model
    (opset 17) with one float input and one float output."""

    def __init__(self):
        self.initializers = []
        self.nodes = []

    def constant(self, name, value, dtype=None):
        """An initializer `name` holding `value` (f32 unless `dtype`)."""
        import numpy as np
        from onnx import numpy_helper

        self.initializers.append(numpy_helper.from_array(
            np.asarray(value, dtype or np.float32), name))
        return name

    def node(self, op, inputs, output, **attributes):
        from onnx import helper

        self.nodes.append(helper.make_node(op, inputs, [output],
                                           **attributes))
        return output

    def model(self, name, input_shape, output, output_shape):
        from onnx import TensorProto, helper

        graph = helper.make_graph(
            self.nodes, name,
            [helper.make_tensor_value_info("x", TensorProto.FLOAT,
                                           input_shape)],
            [helper.make_tensor_value_info(output, TensorProto.FLOAT,
                                           output_shape)],
            self.initializers)
        return helper.make_model(
            graph, opset_imports=[helper.make_opsetid("", 17)])


def encoder():
    import numpy as np

    rng = np.random.default_rng(7)
    tokens, width, heads, hidden, classes = 8, 16, 2, 32, 10
    head = width // heads
    g = Graph()
    constant, node = g.constant, g.node

    def shape(name, dims):
        return constant(name, dims, np.int64)

    def weights(name, rows, cols):
        return constant(name, rng.standard_normal((rows, cols)) /
                        np.sqrt(rows))

    def bias(name, size):
        return constant(name, rng.standard_normal(size) * 0.1)

    def linear(x, name, rows, cols):
        product = node("MatMul", [x, weights(name + ".w", rows, cols)],
                       name + ".mm")
        return node("Add", [product, bias(name + ".b", cols)], name)

    def split_heads(x, name):
        shaped = node("Reshape", [x, shape(name + ".shape",
                                           [1, tokens, heads, head])],
                      name + ".r")
        return node("Transpose", [shaped], name + ".t", perm=[0, 2, 1, 3])

    # Self-attention.
    q = split_heads(linear("x", "q", width, width), "qh")
    k = split_heads(linear("x", "k", width, width), "kh")
    v = split_heads(linear("x", "v", width, width), "vh")
    kt = node("Transpose", [k], "kt", perm=[0, 1, 3, 2])
    scores = node("MatMul", [q, kt], "scores")
    scaled = node("Div", [scores, constant("sqrt_d", np.sqrt(head))],
                  "scaled")
    attention = node("Softmax", [scaled], "attention", axis=-1)
    context = node("MatMul", [attention, v], "context")
    merged = node("Transpose", [context], "merged", perm=[0, 2, 1, 3])
    flat = node("Reshape", [merged, shape("flat.shape", [1, tokens, width])],
                "flat")
    residual = node("Add", [linear(flat, "o", width, width), "x"],
                    "residual")
    # A layer norm in nodes.
    mean = node("ReduceMean", [residual], "ln.mean", axes=[-1])
    centred = node("Sub", [residual, mean], "ln.centred")
    square = node("Pow", [centred, constant("two", 2.0)], "ln.square")
    variance = node("ReduceMean", [square], "ln.var", axes=[-1])
    shifted = node("Add", [variance, constant("eps", 1e-5)], "ln.shifted")
    deviation = node("Sqrt", [shifted], "ln.sd")
    normalized = node("Div", [centred, deviation], "ln.normalized")
    scaled_ln = node("Mul", [normalized, constant(
        "ln.gamma", rng.uniform(0.5, 1.5, width))], "ln.scaled")
    attended = node("Add", [scaled_ln, bias("ln.beta", width)], "attended")
    # Feed-forward with GELU in nodes.
    up = linear(attended, "up", width, hidden)
    root = node("Div", [up, constant("sqrt2", 1.4142135)], "gelu.div")
    erf = node("Erf", [root], "gelu.erf")
    one_plus = node("Add", [erf, constant("one", 1.0)], "gelu.add")
    product = node("Mul", [up, one_plus], "gelu.mul")
    gelu = node("Mul", [product, constant("half", 0.5)], "gelu")
    down = linear(gelu, "down", hidden, width)
    block = node("Add", [down, attended], "block")
    normed = node("LayerNormalization",
                  [block, constant("ln2.gamma", rng.uniform(0.5, 1.5, width)),
                   bias("ln2.beta", width)], "normed", axis=-1, epsilon=1e-5)
    pooled = node("ReduceMean", [normed], "pooled", axes=[1], keepdims=0)
    logits = linear(pooled, "classifier", width, classes)

    return g.model("encoder", [1, tokens, width], logits, [1, classes])


def cnn():
    import numpy as np

    rng = np.random.default_rng(11)
    g = Graph()
    constant, node = g.constant, g.node

    def conv(x, name, cin, cout, k, stride=1, group=1, bias=True):
        fan_in = cin // group * k * k
        inputs = [x, constant(name + ".w", rng.standard_normal(
            (cout, cin // group, k, k)) / np.sqrt(fan_in))]
        if bias:
            inputs.append(constant(name + ".b",
                                   rng.standard_normal(cout) * 0.1))
        return node("Conv", inputs, name, kernel_shape=[k, k],
                    strides=[stride, stride], pads=[k // 2] * 4,
                    group=group)

    def batch_norm(x, name, c):
        return node("BatchNormalization", [
            x, constant(name + ".scale", rng.uniform(0.5, 1.5, c)),
            constant(name + ".shift", rng.standard_normal(c) * 0.1),
            constant(name + ".mean", rng.standard_normal(c) * 0.1),
            constant(name + ".var", rng.uniform(0.5, 1.5, c))], name)

    # Stem: Conv (no bias) + BatchNormalization + Relu, MaxPool.
    x = node("Relu", [batch_norm(conv("x", "stem", 3, 16, 3, 2, bias=False),
                                 "stem.bn", 16)], "stem.relu")
    x = node("MaxPool", [x], "pool", kernel_shape=[3, 3], strides=[2, 2],
             pads=[1, 1, 1, 1])
    # An inverted residual: 1x1 expand + Clip(0, 6), a depthwise 3x3 +
    # HardSwish, squeeze-and-excitation (GlobalAveragePool, 1x1 Conv,
    # Relu, 1x1 Conv, HardSigmoid, Mul), 1x1 project, residual Add.
    e = node("Clip", [batch_norm(conv(x, "expand", 16, 32, 1, bias=False),
                                 "expand.bn", 32),
                      constant("zero", 0.0), constant("six", 6.0)],
             "expand.relu6")
    d = node("HardSwish", [batch_norm(
        conv(e, "dw", 32, 32, 3, group=32, bias=False), "dw.bn", 32)],
             "dw.hswish")
    squeezed = node("GlobalAveragePool", [d], "se.pool")
    s1 = node("Relu", [conv(squeezed, "se.reduce", 32, 8, 1)], "se.relu")
    gate = node("HardSigmoid", [conv(s1, "se.expand", 8, 32, 1)], "se.gate",
                alpha=1.0 / 6, beta=0.5)
    excited = node("Mul", [d, gate], "se.mul")
    projected = batch_norm(conv(excited, "project", 32, 16, 1, bias=False),
                           "project.bn", 16)
    x = node("Add", [projected, x], "residual")
    # An average pooling whose count excludes the padding (TensorFlow's
    # SAME pooling, converted).
    x = node("AveragePool", [x], "smooth", kernel_shape=[3, 3],
             strides=[1, 1], pads=[1, 1, 1, 1], count_include_pad=0)
    # A sigmoid-gated branch (SiLU as Sigmoid and Mul) and the head:
    # GlobalAveragePool, Flatten, Gemm with transB = 1.
    y = conv(x, "head", 16, 24, 1)
    y = node("Mul", [y, node("Sigmoid", [y], "head.sigmoid")], "head.silu")
    pooled = node("Flatten", [node("GlobalAveragePool", [y], "gap")],
                  "flat", axis=1)
    logits = node("Gemm", [pooled, constant(
        "fc.w", rng.standard_normal((10, 24)) / np.sqrt(24)),
        constant("fc.b", rng.standard_normal(10) * 0.1)], "logits",
        transB=1)
    return g.model("cnn", [1, 3, 32, 32], logits, [1, 10])


def grouped():
    import numpy as np

    rng = np.random.default_rng(12)
    g = Graph()
    constant, node = g.constant, g.node

    def conv(x, name, cin, cout, k, group=1, zero_bias=False):
        weight = rng.standard_normal((cout, cin // group, k, k)) / np.sqrt(
            cin // group * k * k)
        bias = np.zeros(cout) if zero_bias else rng.standard_normal(cout) * 0.1
        return node("Conv", [x, constant(name + ".w", weight),
                             constant(name + ".b", bias)], name,
                    kernel_shape=[k, k], pads=[k // 2] * 4, group=group)

    # A stem whose bias is zeros (torchvision's SqueezeNet initialises its
    # biases so), a ResNeXt-style grouped 3x3 convolution (4 groups of 4
    # channels) between 1x1s, a residual Add, a squeeze-and-excitation
    # whose 1x1 convolutions have zero biases and 1 x 1 outputs, then
    # GlobalAveragePool, Flatten and Gemm.
    x = node("Relu", [conv("x", "stem", 3, 16, 3, zero_bias=True)],
             "stem.relu")
    y = node("Relu", [conv(x, "reduce", 16, 16, 1)], "reduce.relu")
    y = node("Relu", [conv(y, "grouped", 16, 16, 3, group=4)],
             "grouped.relu")
    y = node("Add", [conv(y, "expand", 16, 16, 1), x], "residual")
    squeezed = node("GlobalAveragePool", [y], "se.pool")
    s1 = node("Relu", [conv(squeezed, "se.reduce", 16, 4, 1,
                            zero_bias=True)], "se.relu")
    gate = node("Sigmoid", [conv(s1, "se.expand", 4, 16, 1, zero_bias=True)],
                "se.gate")
    y = node("Mul", [y, gate], "se.mul")
    pooled = node("Flatten", [node("GlobalAveragePool", [y], "gap")],
                  "flat", axis=1)
    logits = node("Gemm", [pooled, constant(
        "fc.w", rng.standard_normal((10, 16)) / 4.0),
        constant("fc.b", rng.standard_normal(10) * 0.1)], "logits",
        transB=1)
    return g.model("grouped", [1, 3, 16, 16], logits, [1, 10])


def upsample():
    import numpy as np

    rng = np.random.default_rng(13)
    g = Graph()
    constant, node = g.constant, g.node

    def conv(x, name, cin, cout, k, stride=1):
        weight = rng.standard_normal((cout, cin, k, k)) / np.sqrt(cin * k * k)
        return node("Conv", [x, constant(name + ".w", weight),
                             constant(name + ".b",
                                      rng.standard_normal(cout) * 0.1)],
                    name, kernel_shape=[k, k], strides=[stride, stride],
                    pads=[k // 2] * 4)

    def resize(x, name, mode, transform, scales=None, sizes=None, **extra):
        inputs = [x, "", constant(name + ".scales", scales)] if scales else \
            [x, "", "", constant(name + ".sizes", sizes, np.int64)]
        return node("Resize", inputs, name, mode=mode,
                    coordinate_transformation_mode=transform, **extra)

    # A feature pyramid's top-down step (linear x2, half_pixel, added to a
    # lateral 1x1), YOLO's Upsample (nearest x2, asymmetric, floor), a
    # linear resize to 11 x 13 with align_corners, and back to 16 x 16 with
    # pytorch_half_pixel, then a 1x1 head.
    top = node("Relu", [conv("x", "down", 3, 8, 3, 2)], "down.relu")
    up = resize(top, "up", "linear", "half_pixel", scales=[1, 1, 2, 2])
    y = node("Add", [up, conv("x", "lateral", 3, 8, 1)], "lateral.add")
    y = conv(y, "mid", 8, 8, 3, 2)
    y = resize(y, "yolo", "nearest", "asymmetric", scales=[1, 1, 2, 2],
               nearest_mode="floor")
    y = resize(y, "aligned", "linear", "align_corners",
               sizes=[1, 8, 11, 13])
    y = resize(y, "back", "linear", "pytorch_half_pixel",
               sizes=[1, 8, 16, 16])
    logits = conv(y, "head", 8, 4, 1)
    return g.model("upsample", [1, 3, 16, 16], logits, [1, 4, 16, 16])


NETS = {"encoder": encoder, "cnn": cnn, "grouped": grouped,
        "upsample": upsample}


def to_linalg(model):
    """`model` through torch-mlir's ONNX importer and its lowering to
    linalg, as MLIR text with the function named @forward."""
    import onnx
    from torch_mlir import ir
    from torch_mlir.dialects import torch as torch_dialect
    from torch_mlir.extras import onnx_importer
    from torch_mlir.passmanager import PassManager

    onnx.checker.check_model(model)
    # The importer types each value from the graph's shape information.
    model = onnx.shape_inference.infer_shapes(model, data_prop=True)
    model_info = onnx_importer.ModelInfo(model)
    with ir.Context() as context:
        torch_dialect.register_dialect(context)
        module = model_info.create_module(context=context).operation
        onnx_importer.NodeImporter.define_function(model_info.main_graph,
                                                   module).import_all()
        PassManager.parse(
            "builtin.module(torch-onnx-to-torch-backend-pipeline,"
            "torch-backend-to-linalg-on-tensors-backend-pipeline)").run(
                module)
        text = str(module)
    name = model.graph.name
    return text.replace("@%s(" % name, "@forward(")


def torchvision_onnx(name, size):
    """torchvision's `name` for `size` x `size` images, exported to ONNX by
    torch's TorchScript exporter."""
    import io

    import onnx
    import torch
    import torchvision

    from fxnets import with_batch_norm_statistics

    torch.manual_seed(0)
    model = getattr(torchvision.models, name)()
    torch.manual_seed(1)
    model = with_batch_norm_statistics(model)
    exported = io.BytesIO()
    torch.onnx.export(model, (torch.randn(1, 3, size, size),), exported,
                      dynamo=False, opset_version=17)
    return onnx.load_from_string(exported.getvalue())


def main(argv):
    if len(argv) in (3, 4) and argv[1] == "torchvision":
        size = int(argv[3]) if len(argv) == 4 else 64
        sys.stdout.write(to_linalg(torchvision_onnx(argv[2], size)))
        return 0
    if len(argv) != 2 or argv[1] not in NETS:
        sys.stderr.write("usage: onnxnets.py %s | torchvision NAME [SIZE]\n"
                         % "|".join(NETS))
        return 2
    import onnx
    import torch_mlir  # noqa: F401 (the version line below)
    from importlib.metadata import version

    sys.stdout.write("// onnxnets.py %s: onnx %s, torch-mlir %s\n" % (
        argv[1], onnx.__version__, version("torch-mlir")))
    sys.stdout.write(to_linalg(NETS[argv[1]]()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
