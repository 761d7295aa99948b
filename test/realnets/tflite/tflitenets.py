#!/usr/bin/env python3
"""Makes int8 TFLite models and their TOSA as Arm's TFLite-to-TOSA converter
writes it, with TFLite's own outputs for test/realnets/tflite/harness.py's
inputs:

    tflitenets.py [--count 3] [--seed 1] [--io int8|uint8|int16] OUT NAME...

For each NAME: a Keras model with random weights (seeded), converted by
TensorFlow Lite's converter with full-integer quantization (16 calibration
inputs uniform in [-1, 1]; int8 or uint8 at the boundary, or with int16
TFLite's 16x8 mode: int16 activations, int8 weights), then
`tosa-converter-for-tflite --text` (PyPI tosa-converter-for-tflite): writes
OUT/NAME[_uint8|_16x8].tflite, .tosa.mlir and .expected, the outputs of
TFLite's interpreter on COUNT harness inputs, one line per result. The 16x8
mode has no HARD_SWISH (TFLite's converter refuses se, ops and
mobilenet_v3_small there). The interpreter runs its reference
kernels (BUILTIN_REF), in a process of its own (they abort on some models);
where they fail it says so and writes the optimized kernels' outputs
(BUILTIN_WITHOUT_DEFAULT_DELEGATES, which round some ops otherwise) to
OUT/NAME.expected-optimized instead.

Needs `tensorflow-cpu` (tested with 2.21.0) and `tosa-converter-for-tflite`
(2026.2.0): tests never run this; they use the committed files
(test/realnets/tflite/README.md).

Networks: small (conv + ReLU6, depthwise + ReLU, 1x1 conv, residual add, max
pooling, global average pooling (TFLite's MEAN), FC); se (stride-2 conv +
hard swish, depthwise + swish, squeeze and excitation: MEAN, 1x1 conv +
ReLU, 1x1 conv + hard sigmoid, broadcasting MUL; 1x1 conv, residual add,
MEAN, FC); ops (conv, average pooling, concatenation, logistic, tanh, MUL,
hard swish, padding, leaky ReLU, nearest resize, dilated conv, FC, softmax);
forms (a 1x1 stride-2 convolution on an even map, which the converter
slices; a batch norm before a ReLU and a convolution, which TFLite cannot
fold: a MUL and an ADD by per-channel constants; residual add, MEAN, FC);
tconv (a decoder's upsampling: transposed convolutions with stride 2,
3x3 "same" with a bias and 2x2 "valid" with a ReLU, then a stride-1 3x3
one, concatenated); resize (a decoder's resizes: bilinear x2 with
half-pixel centres and with aligned corners, nearest x2, bilinear 6 -> 9
and 9 -> 12, concatenated); decoder (a segmentation decoder at the
applications' size: a 1x1 conv on size/8 x size/8 x 64, then three
bilinear x2 upsamplings, 3x3 convs between them, a 1x1 conv); upsample
(one bilinear x2 upsampling of size/2 x size/2 x 32); and Keras applications with classes=10: mobilenet_v2 (alpha 0.35, 64x64),
mobilenet_v3_small, efficientnet_b0, resnet50, densenet121 (64x64).
"""
import argparse
import os
import subprocess
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402


def models(size=64, width=0.35):
    """Makers of the networks; the applications at size x size, MobileNetV2
    of width `width`."""
    import numpy as np
    import tensorflow as tf
    keras = tf.keras
    layers = keras.layers
    apps = keras.applications

    def small():
        inp = keras.Input((16, 16, 3), batch_size=1)
        x = layers.Conv2D(8, 3, padding="same", activation="relu6")(inp)
        y = layers.DepthwiseConv2D(3, padding="same")(x)
        y = layers.ReLU()(y)
        y = layers.Conv2D(8, 1)(y)
        x = layers.Add()([x, y])
        x = layers.MaxPooling2D(2)(x)
        x = layers.GlobalAveragePooling2D()(x)
        return keras.Model(inp, layers.Dense(10)(x))

    def se():
        inp = keras.Input((16, 16, 3), batch_size=1)
        x = layers.Conv2D(16, 3, strides=2, padding="same")(inp)
        x = layers.Activation("hard_swish")(x)
        y = layers.DepthwiseConv2D(3, padding="same")(x)
        y = layers.Activation("swish")(y)
        s = layers.GlobalAveragePooling2D(keepdims=True)(y)
        s = layers.Conv2D(4, 1, activation="relu")(s)
        s = layers.Conv2D(16, 1, activation="hard_sigmoid")(s)
        y = layers.Multiply()([y, s])
        y = layers.Conv2D(16, 1)(y)
        x = layers.Add()([x, y])
        x = layers.GlobalAveragePooling2D()(x)
        return keras.Model(inp, layers.Dense(10)(x))

    def ops():
        inp = keras.Input((16, 16, 4), batch_size=1)
        a = layers.Conv2D(8, 3, strides=2, padding="same")(inp)
        b = layers.Conv2D(8, 1)(layers.AveragePooling2D(2)(inp))
        x = layers.Activation("sigmoid")(layers.Concatenate()([a, b]))
        y = layers.Activation("tanh")(layers.Conv2D(16, 1)(x))
        x = layers.Activation("hard_swish")(layers.Multiply()([x, y]))
        x = layers.Conv2D(8, 3)(layers.ZeroPadding2D(1)(x))
        x = layers.LeakyReLU(0.1)(x)
        x = layers.Resizing(16, 16, interpolation="nearest")(x)
        x = layers.Conv2D(4, 3, padding="same", dilation_rate=2)(x)
        x = layers.Dense(10)(layers.Flatten()(x))
        return keras.Model(inp, layers.Softmax()(x))

    def forms():
        inp = keras.Input((16, 16, 8), batch_size=1)
        x = layers.ReLU()(layers.Conv2D(16, 3, padding="same")(inp))
        a = layers.Conv2D(32, 1, strides=2)(x)
        bn = layers.BatchNormalization()
        b = layers.ReLU()(bn(x))
        b = layers.Conv2D(32, 3, strides=2, padding="same")(b)
        y = layers.Add()([a, b])
        y = layers.GlobalAveragePooling2D()(y)
        model = keras.Model(inp, layers.Dense(10)(y))
        rng = np.random.default_rng(4)
        bn.set_weights([rng.uniform(0.5, 1.5, 16), rng.uniform(-0.5, 0.5, 16),
                        rng.uniform(-0.2, 0.2, 16), rng.uniform(0.5, 2.0, 16)])
        return model

    def tconv():
        inp = keras.Input((6, 6, 8), batch_size=1)
        x = layers.Conv2D(8, 3, padding="same", activation="relu")(inp)
        u = layers.Conv2DTranspose(8, 3, strides=2, padding="same",
                                   bias_initializer="random_normal")(x)
        v = layers.Conv2DTranspose(8, 2, strides=2, activation="relu")(x)
        w = layers.Conv2DTranspose(8, 3, padding="same",
                                   bias_initializer="random_normal")(v)
        return keras.Model(inp, layers.Concatenate()([u, v, w]))

    def resize():
        inp = keras.Input((6, 6, 8), batch_size=1)
        x = layers.Conv2D(8, 3, padding="same", activation="relu")(inp)
        a = layers.UpSampling2D(2, interpolation="bilinear")(x)
        b = layers.Lambda(lambda t: tf.compat.v1.image.resize_bilinear(
            t, (12, 12), align_corners=True))(x)
        c = layers.Resizing(12, 12, interpolation="nearest")(x)
        d = layers.Resizing(9, 9, interpolation="bilinear")(x)
        d = layers.Conv2D(8, 1)(d)
        d = layers.Resizing(12, 12, interpolation="bilinear")(d)
        x = layers.Concatenate()([a, b, c, d])
        return keras.Model(inp, layers.Conv2D(8, 1)(x))

    def decoder():
        # A segmentation decoder at size x size: three bilinear x2
        # upsamplings from size / 8, each after a convolution.
        inp = keras.Input((size // 8, size // 8, 64), batch_size=1)
        x = layers.Conv2D(64, 1, activation="relu")(inp)
        for channels in (32, 16):
            x = layers.UpSampling2D(2, interpolation="bilinear")(x)
            x = layers.Conv2D(channels, 3, padding="same",
                              activation="relu")(x)
        x = layers.UpSampling2D(2, interpolation="bilinear")(x)
        return keras.Model(inp, layers.Conv2D(8, 1)(x))

    def upsample():
        # One bilinear x2 upsampling (half-pixel centres) of size/2 x
        # size/2 x 32 values: TFLite's RESIZE_BILINEAR alone.
        inp = keras.Input((size // 2, size // 2, 32), batch_size=1)
        return keras.Model(
            inp, layers.UpSampling2D(2, interpolation="bilinear")(inp))

    def app(make, **kw):
        return lambda: make(weights=None, input_shape=(size, size, 3),
                            classes=10, **kw)

    return {
        "small": small, "se": se, "ops": ops, "forms": forms, "tconv": tconv,
        "resize": resize, "decoder": decoder, "upsample": upsample,
        "mobilenet_v2": app(apps.MobileNetV2, alpha=width),
        "mobilenet_v3_small": app(apps.MobileNetV3Small,
                                  include_preprocessing=False),
        "efficientnet_b0": app(apps.EfficientNetB0),
        "resnet50": app(apps.ResNet50),
        "densenet121": app(apps.DenseNet121),
    }


SUFFIX = {"int8": "", "uint8": "_uint8", "int16": "_16x8"}


def convert(name, io, path, size=64, width=0.35):
    """NAME as an int8 .tflite file at `path`: uint8 at the boundary, or
    TFLite's 16x8 mode (int16 activations, int8 weights) with `io`."""
    import numpy as np
    import tensorflow as tf
    tf.random.set_seed(0)
    np.random.seed(0)
    keras = tf.keras
    model = models(size, width)[name]()
    shape = list(model.input_shape[1:])
    # Batch 1 at the input, as a deployed model has it.
    inp = keras.Input(shape, batch_size=1)
    model = keras.Model(inp, model(inp))

    def calibration():
        rng = np.random.default_rng(1)
        for _ in range(16):
            yield [rng.uniform(-1, 1, [1] + shape).astype(np.float32)]

    converter = tf.lite.TFLiteConverter.from_keras_model(model)
    converter.optimizations = [tf.lite.Optimize.DEFAULT]
    converter.representative_dataset = calibration
    converter.target_spec.supported_ops = [
        tf.lite.OpsSet.EXPERIMENTAL_TFLITE_BUILTINS_ACTIVATIONS_INT16_WEIGHTS_INT8
        if io == "int16" else tf.lite.OpsSet.TFLITE_BUILTINS_INT8]
    converter.inference_input_type = getattr(tf, io)
    converter.inference_output_type = getattr(tf, io)
    with open(path, "wb") as f:
        f.write(converter.convert())


def interpret(tflite, tosa, count, seed, resolver):
    """TFLite's outputs, one line per result; run in a child process."""
    import numpy as np
    import tensorflow as tf
    with open(tosa) as f:
        runs = harness.inputs(f.read(), count, seed)
    interpreter = tf.lite.Interpreter(
        model_path=tflite,
        experimental_op_resolver_type=getattr(
            tf.lite.experimental.OpResolverType, resolver))
    interpreter.allocate_tensors()
    lines = []
    for run in runs:
        for detail, values in zip(interpreter.get_input_details(), run):
            interpreter.set_tensor(
                detail["index"],
                np.array(values, dtype=detail["dtype"]).reshape(
                    detail["shape"]))
        interpreter.invoke()
        for detail in interpreter.get_output_details():
            out = interpreter.get_tensor(detail["index"]).astype(np.int64)
            lines.append(" ".join(str(v) for v in out.flatten()))
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out")
    parser.add_argument("names", nargs="+")
    parser.add_argument("--count", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--io", choices=["int8", "uint8", "int16"],
                        default="int8")
    parser.add_argument("--interpret", nargs=4, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.interpret:
        tflite, tosa, resolver, out = args.interpret
        text = interpret(tflite, tosa, args.count, args.seed, resolver)
        with open(out, "w") as f:
            f.write(text)
        return 0
    os.makedirs(args.out, exist_ok=True)
    for name in args.names:
        stem = os.path.join(args.out, name + SUFFIX[args.io])
        convert(name, args.io, stem + ".tflite")
        subprocess.run(["tosa-converter-for-tflite", stem + ".tflite",
                        "--text", "-o", stem + ".tosa.mlir"], check=True,
                       stdout=subprocess.DEVNULL)
        for resolver, suffix in (("BUILTIN_REF", ".expected"),
                                 ("BUILTIN_WITHOUT_DEFAULT_DELEGATES",
                                  ".expected-optimized")):
            child = subprocess.run(
                [sys.executable, __file__, "--count", str(args.count),
                 "--seed", str(args.seed), "--interpret", stem + ".tflite",
                 stem + ".tosa.mlir", resolver, stem + suffix, "-", "-"],
                stderr=subprocess.DEVNULL)
            if child.returncode == 0:
                print("%s: %s kernels -> %s" % (name, resolver, stem + suffix))
                break
            print("%s: %s kernels failed (exit %d)"
                  % (name, resolver, child.returncode))
    return 0


if __name__ == "__main__":
    sys.exit(main())
