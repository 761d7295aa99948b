#!/usr/bin/env python3
"""Trains torchvision networks on scikit-learn's bundled digits and exports
them with torch-mlir, trained weights and all:

    train.py [--nets resnet18,mobilenet_v2,squeezenet1_1] [--out DIR]
             [--epochs N] [--batch B]

Needs torch, torchvision, torch-mlir and scikit-learn (PyPI); nothing is
downloaded at run time: the weights come from training here, on the 1437
training images of the 8x8 digits (scaled to [-1, 1], upsampled bilinearly
to 32x32, repeated on 3 channels, the input the realnets exports take).

For each network NAME (a torchvision constructor with num_classes=10), DIR
gets
  NAME-float.mlir   torch-mlir's linalg-on-tensors export (`fx.export_and_import`,
                    weights as `dense_resource` blobs) with its @main renamed
                    @forward (a batch of B images), plus @calibrate (@forward
                    on CALIBRATION batches of training images) and @main
                    (@forward on the held-out images, logits printed);
  NAME-labels.txt   the held-out labels in @main's order;
and the float top-1 torch measured is printed. The split (seed 2024, 80/20)
is examples/digits/train.py's. Deterministic on one machine: fixed seeds,
one thread order.
"""
import argparse
import os
import re
import sys
import time

import numpy as np

SEED = 2024
HELD_OUT = 360
CALIBRATION = 5
# Peak learning rate of the one-cycle schedule and epochs, where a network
# needs its own (SqueezeNet has no batch norm: it learns slower).
LEARNING_RATE = {"squeezenet1_1": 1e-3}
EPOCHS = {"squeezenet1_1": 20}


def data():
    from sklearn.datasets import load_digits
    import torch
    import torch.nn.functional as F
    digits = load_digits()
    images = (digits.images / 8.0 - 1.0).astype(np.float32)[:, None]
    labels = digits.target.astype(np.int64)
    order = np.random.default_rng(SEED).permutation(len(labels))
    test, training = order[:HELD_OUT], order[HELD_OUT:]
    x = F.interpolate(torch.from_numpy(images), size=(32, 32),
                      mode="bilinear", align_corners=False).repeat(1, 3, 1, 1)
    return x, torch.from_numpy(labels), training, test


def train(name, x, y, training, test, epochs, log):
    import torch
    import torchvision
    torch.manual_seed(SEED)
    model = getattr(torchvision.models, name)(num_classes=10)
    if name.startswith("squeezenet"):
        # Its logits come out of a ReLU: a class whose logit starts below 0
        # for every image never gets a gradient. Start them all above.
        torch.nn.init.constant_(model.classifier[1].bias, 1.0)
    steps = epochs * ((len(training) + 63) // 64)
    rate = LEARNING_RATE.get(name, 2e-3)
    optimizer = torch.optim.AdamW(model.parameters(), lr=rate,
                                  weight_decay=5e-4)
    schedule = torch.optim.lr_scheduler.OneCycleLR(optimizer, rate, steps)
    rng = np.random.default_rng(SEED)
    start = time.time()
    for epoch in range(epochs):
        model.train()
        order = training[rng.permutation(len(training))]
        total = 0.0
        for i in range(0, len(order), 64):
            batch = order[i:i + 64]
            if len(batch) < 2:
                continue
            # Small shifts: the 8x8 digits are centred, the net must not
            # learn only that.
            shift = [int(v) for v in rng.integers(-2, 3, 2)]
            inputs = torch.roll(x[batch], shifts=shift, dims=(2, 3))
            loss = torch.nn.functional.cross_entropy(model(inputs), y[batch])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            schedule.step()
            total += loss.item() * len(batch)
        log("%s: epoch %d/%d, loss %.4f (%.0f s)" % (
            name, epoch + 1, epochs, total / len(order), time.time() - start))
    model.eval()
    with torch.no_grad():
        accuracy = float((model(x[test]).argmax(1) == y[test]).float().mean())
    return model, accuracy


def export(model, batch):
    import torch
    from torch_mlir import fx
    module = fx.export_and_import(model, torch.zeros(batch, 3, 32, 32),
                                  output_type="linalg-on-tensors",
                                  func_name="forward")
    return str(module)


def hex_literal(array):
    return '"0x%s"' % np.ascontiguousarray(array, dtype="<f4").tobytes().hex()


def driver(images, training, test, batch):
    """@calibrate and @main around @forward, as examples/digits writes them."""
    x = "tensor<%dx3x32x32xf32>" % batch
    y = "tensor<%dx10xf32>" % batch
    out = ["  func.func private @printMemrefF32(memref<*xf32>)",
           "  // Calibration: %d batches of training images." % CALIBRATION,
           "  func.func @calibrate() {"]
    for i in range(CALIBRATION):
        chunk = images[training[i * batch:(i + 1) * batch]].numpy()
        out += ["    %%x%d = arith.constant dense<%s> : %s"
                % (i, hex_literal(chunk), x),
                "    %%y%d = call @forward(%%x%d) : (%s) -> %s" % (i, i, x, y)]
    out += ["    return", "  }",
            "  // Evaluation: the %d held-out images, logits printed batch by "
            "batch." % len(test),
            "  func.func @main() {"]
    for i in range(len(test) // batch):
        chunk = images[test[i * batch:(i + 1) * batch]].numpy()
        out += ["    %%x%d = arith.constant dense<%s> : %s"
                % (i, hex_literal(chunk), x),
                "    %%y%d = call @forward(%%x%d) : (%s) -> %s" % (i, i, x, y),
                "    %%b%d = bufferization.to_buffer %%y%d : %s to "
                "memref<%dx10xf32>" % (i, i, y, batch),
                "    %%u%d = memref.cast %%b%d : memref<%dx10xf32> to "
                "memref<*xf32>" % (i, i, batch),
                "    call @printMemrefF32(%%u%d) : (memref<*xf32>) -> ()" % i]
    out += ["    return", "  }"]
    return "\n".join(out)


def with_driver(text, driver_text):
    """Inserts the driver functions before the module's closing brace (the
    resource blobs, `{-# ... #-}`, follow it)."""
    end = text.rfind("\n}")
    if end < 0:
        sys.exit("error: the export has no module body")
    return text[:end] + "\n" + driver_text + text[end:]


def main():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--nets", default="resnet18,mobilenet_v2,squeezenet1_1")
    parser.add_argument("--out", default="build/torchvision")
    parser.add_argument("--epochs", type=int,
                        help="epochs (default 8; SqueezeNet 20)")
    parser.add_argument("--batch", type=int, default=40,
                        help="@forward's batch; divides the 360 held-out images")
    args = parser.parse_args()
    if HELD_OUT % args.batch:
        parser.error("--batch must divide %d" % HELD_OUT)
    try:
        import torch  # noqa: F401
        import torch_mlir  # noqa: F401
        import torchvision  # noqa: F401
    except ImportError as error:
        sys.exit("error: %s (pip install torch torchvision torch-mlir)" % error)
    torch.set_num_threads(os.cpu_count() or 1)
    os.makedirs(args.out, exist_ok=True)
    x, y, training, test = data()
    log = lambda line: print("== " + line, flush=True)
    for name in args.nets.split(","):
        epochs = args.epochs or EPOCHS.get(name, 8)
        model, accuracy = train(name, x, y, training, test, epochs, log)
        log("%s: float top-1 %.2f%% of %d held-out images (torch)"
            % (name, 100 * accuracy, len(test)))
        text = export(model, args.batch)
        text = with_driver(text, driver(x, training, test, args.batch))
        header = ("// Generated by examples/torchvision/train.py: torchvision "
                  "%s trained on scikit-learn's digits\n// (32x32, %d epochs; "
                  "float top-1 %.2f%% on %d held-out images), exported by "
                  "torch-mlir.\n" % (name, epochs, 100 * accuracy,
                                     len(test)))
        path = os.path.join(args.out, name + "-float.mlir")
        with open(path, "w") as f:
            f.write(header + text)
        with open(os.path.join(args.out, name + "-labels.txt"), "w") as f:
            f.write(" ".join(str(int(v)) for v in y[test]) + "\n")
        log("%s: wrote %s (%.1f MB)" % (name, path, os.path.getsize(path) / 1e6))
    return 0


if __name__ == "__main__":
    sys.exit(main())
