#!/usr/bin/env python3
"""Writes small networks exported by today's torch-mlir (`torch_mlir.fx.
export_and_import(..., output_type="linalg-on-tensors")`, or with `--tosa`
`output_type="tosa"`, its TOSA backend), for tests of the forms it emits
that the 2023 exports in ../shared/realnets do not have:

    fxnets.py NAME > NAME.mlir          # needs torch and torch-mlir (PyPI)

Forms: weights and batch-norm statistics as `dense_resource` blobs after the
module; a convolution's bias broadcast into its accumulator by
`linalg.broadcast`; batch norm as a chain of one-op elementwise generics;
`tensor.concat`; ceil-mode max pooling; ReLU6 as `maximumf`/`minimumf`;
hardswish; the function named @forward. Weights are torch's default
initialisation under a fixed seed (batch-norm statistics set to non-trivial
values), so the file is reproducible where torch is the same version; the
committed copies say which one wrote them.

NAME: `blocks` (MobileNetV2 inverted residuals with ReLU6 and hardswish,
a SqueezeNet Fire module with its concatenation, ceil-mode max pooling,
global average pooling, a linear layer); `grouped` (ResNeXt bottlenecks,
whose 3x3 convolutions are grouped, 4 channels per group, and a grouped
convolution with a bias and twice as many outputs as inputs per group);
`dense` (DenseNet blocks: batch norm and ReLU before each convolution, on
the concatenation of the earlier outputs, a transition with average
pooling, a last batch norm before global average pooling); `shuffle`
(ShuffleNetV2 units: a channel split, a depthwise branch, the channel
shuffle as a reshape to rank 5, a transpose and a reshape back, and the
global pooling as `x.mean([2, 3])`, which drops the pooled dimensions);
`convnext` (torchvision's CNBlock and LayerNorm2d: layer norms, exact GELU,
zero biases); `vit` (torchvision's VisionTransformer at 32x32, two layers:
attention, layer norms in f32, exact GELU); `attention` (the same at width
32 with ten classes, small enough to commit); `upsample` (a U-Net's step
down and up: `ConvTranspose2d` at stride 2, 2x2 and 3x3 with padding and
output_padding 1, batch norm, a skip connection concatenated; 16x16);
`grouped_upsample` (grouped transposed convolutions: 3x3 at stride 2 in 2
groups with a batch norm after it, 2x2 at stride 2 in 4 groups; 8x8).

    fxnets.py torchvision NAME [SIZE] > NAME.mlir   # also needs torchvision

writes a whole torchvision network (`mobilenet_v3_small`, `resnet50`,
`regnet_y_400mf`, ...) for SIZE x SIZE images (64 by default), weights as
torch initialises them under seed 0 and batch-norm statistics from seed 1:
the networks of test/realnets/README.md's "Statistics that miss 0". They
are tens to hundreds of MB, so none is committed.

    fxnets.py segmentation NAME [SIZE] > NAME.mlir

writes one of torchvision's segmentation networks (`lraspp_mobilenet_v3_large`,
`deeplabv3_mobilenet_v3_large`, ...) for 4 classes, initialised the same
way, its "out" map the result.
"""
import sys


def with_batch_norm_statistics(model):
    """`model` in eval mode, every batch norm given non-trivial scale, shift
    and statistics from torch's generator (seeded by the caller)."""
    import torch

    for module in model.modules():
        if isinstance(module, torch.nn.BatchNorm2d):
            module.weight.data.uniform_(0.5, 1.5)
            module.bias.data.normal_(0, 0.1)
            module.running_mean.normal_(0, 0.1)
            module.running_var.uniform_(0.5, 1.5)
    return model.eval()


def blocks():
    import torch
    from torch import nn

    class Inverted(nn.Module):
        def __init__(self, channels, expand, activation):
            super().__init__()
            hidden = channels * expand
            self.body = nn.Sequential(
                nn.Conv2d(channels, hidden, 1, bias=False),
                nn.BatchNorm2d(hidden), activation(),
                nn.Conv2d(hidden, hidden, 3, padding=1, groups=hidden,
                          bias=False),
                nn.BatchNorm2d(hidden), activation(),
                nn.Conv2d(hidden, channels, 1, bias=False),
                nn.BatchNorm2d(channels))

        def forward(self, x):
            return x + self.body(x)

    class Fire(nn.Module):
        def __init__(self, channels, squeeze, expand):
            super().__init__()
            self.squeeze = nn.Conv2d(channels, squeeze, 1)
            self.expand1 = nn.Conv2d(squeeze, expand, 1)
            self.expand3 = nn.Conv2d(squeeze, expand, 3, padding=1)
            self.relu = nn.ReLU()

        def forward(self, x):
            s = self.relu(self.squeeze(x))
            return torch.cat([self.relu(self.expand1(s)),
                              self.relu(self.expand3(s))], 1)

    class Blocks(nn.Module):
        def __init__(self):
            super().__init__()
            self.stem = nn.Sequential(
                nn.Conv2d(3, 16, 3, stride=2, padding=1, bias=False),
                nn.BatchNorm2d(16), nn.ReLU6())
            self.inverted1 = Inverted(16, 4, nn.ReLU6)
            self.inverted2 = Inverted(16, 3, nn.Hardswish)
            self.pool = nn.MaxPool2d(3, stride=2, ceil_mode=True)
            self.fire = Fire(16, 8, 16)
            self.head = nn.Linear(32, 10)

        def forward(self, x):
            x = self.inverted2(self.inverted1(self.stem(x)))
            x = self.fire(self.pool(x))
            x = nn.functional.adaptive_avg_pool2d(x, 1).flatten(1)
            return self.head(x)

    torch.manual_seed(16)
    return with_batch_norm_statistics(Blocks()), torch.zeros(1, 3, 32, 32)


def grouped():
    import torch
    from torch import nn

    class Bottleneck(nn.Module):
        """ResNeXt's bottleneck: 1x1, grouped 3x3, 1x1, residual add."""

        def __init__(self, channels, width, groups, stride):
            super().__init__()
            self.body = nn.Sequential(
                nn.Conv2d(channels, width, 1, bias=False),
                nn.BatchNorm2d(width), nn.ReLU(),
                nn.Conv2d(width, width, 3, stride=stride, padding=1,
                          groups=groups, bias=False),
                nn.BatchNorm2d(width), nn.ReLU(),
                nn.Conv2d(width, channels, 1, bias=False),
                nn.BatchNorm2d(channels))
            self.shortcut = (nn.Identity() if stride == 1 else nn.Sequential(
                nn.Conv2d(channels, channels, 1, stride=stride, bias=False),
                nn.BatchNorm2d(channels)))

        def forward(self, x):
            return nn.functional.relu(self.shortcut(x) + self.body(x))

    class Grouped(nn.Module):
        def __init__(self):
            super().__init__()
            self.stem = nn.Sequential(
                nn.Conv2d(3, 16, 3, stride=2, padding=1, bias=False),
                nn.BatchNorm2d(16), nn.ReLU())
            self.block1 = Bottleneck(16, 16, 4, 1)
            self.block2 = Bottleneck(16, 24, 3, 2)
            # Twice as many outputs as inputs per group, and a bias.
            self.widen = nn.Conv2d(16, 32, 3, padding=1, groups=2)
            self.head = nn.Linear(32, 10)

        def forward(self, x):
            x = self.block2(self.block1(self.stem(x)))
            x = nn.functional.relu(self.widen(x))
            x = nn.functional.adaptive_avg_pool2d(x, 1).flatten(1)
            return self.head(x)

    torch.manual_seed(17)
    return with_batch_norm_statistics(Grouped()), torch.zeros(1, 3, 32, 32)


def dense():
    import torch
    from torch import nn

    class Layer(nn.Module):
        """DenseNet's bottleneck layer: batch norm, ReLU and convolution on
        the concatenation of every earlier output (pre-activation)."""

        def __init__(self, channels, growth):
            super().__init__()
            self.norm1 = nn.BatchNorm2d(channels)
            self.conv1 = nn.Conv2d(channels, 2 * growth, 1, bias=False)
            self.norm2 = nn.BatchNorm2d(2 * growth)
            self.conv2 = nn.Conv2d(2 * growth, growth, 3, padding=1,
                                   bias=False)

        def forward(self, features):
            x = torch.cat(features, 1)
            x = self.conv1(nn.functional.relu(self.norm1(x)))
            return self.conv2(nn.functional.relu(self.norm2(x)))

    class Block(nn.Module):
        def __init__(self, channels, growth, layers):
            super().__init__()
            self.layers = nn.ModuleList(
                Layer(channels + i * growth, growth) for i in range(layers))

        def forward(self, x):
            features = [x]
            for layer in self.layers:
                features.append(layer(features))
            return torch.cat(features, 1)

    class Dense(nn.Module):
        def __init__(self):
            super().__init__()
            self.stem = nn.Sequential(
                nn.Conv2d(3, 16, 3, stride=2, padding=1, bias=False),
                nn.BatchNorm2d(16), nn.ReLU())
            self.block1 = Block(16, 8, 2)
            self.transition = nn.Sequential(
                nn.BatchNorm2d(32), nn.ReLU(), nn.Conv2d(32, 16, 1, bias=False),
                nn.AvgPool2d(2, stride=2))
            self.block2 = Block(16, 8, 2)
            self.norm = nn.BatchNorm2d(32)
            self.head = nn.Linear(32, 10)

        def forward(self, x):
            x = self.block2(self.transition(self.block1(self.stem(x))))
            x = nn.functional.relu(self.norm(x))
            x = nn.functional.adaptive_avg_pool2d(x, 1).flatten(1)
            return self.head(x)

    torch.manual_seed(18)
    return with_batch_norm_statistics(Dense()), torch.zeros(1, 3, 32, 32)


def shuffle():
    import torch
    from torch import nn

    def conv_bn(inputs, outputs, kernel=1, stride=1, groups=1, relu=True):
        layers = [nn.Conv2d(inputs, outputs, kernel, stride=stride,
                            padding=kernel // 2, groups=groups, bias=False),
                  nn.BatchNorm2d(outputs)]
        return nn.Sequential(*layers, *([nn.ReLU()] if relu else []))

    def channel_shuffle(x, groups):
        n, c, h, w = x.shape
        x = x.view(n, groups, c // groups, h, w).transpose(1, 2)
        return x.reshape(n, c, h, w)

    class Unit(nn.Module):
        """ShuffleNetV2's unit: half the channels pass, the other half go
        through 1x1, depthwise 3x3, 1x1; with stride 2 both halves are
        branches of the whole input."""

        def __init__(self, inputs, outputs, stride):
            super().__init__()
            self.stride = stride
            half = outputs // 2
            branch_inputs = inputs if stride == 2 else half
            if stride == 2:
                self.left = nn.Sequential(
                    conv_bn(inputs, inputs, 3, 2, inputs, relu=False),
                    conv_bn(inputs, half))
            self.right = nn.Sequential(
                conv_bn(branch_inputs, half),
                conv_bn(half, half, 3, stride, half, relu=False),
                conv_bn(half, half))

        def forward(self, x):
            if self.stride == 1:
                left, right = x.chunk(2, dim=1)
                x = torch.cat((left, self.right(right)), 1)
            else:
                x = torch.cat((self.left(x), self.right(x)), 1)
            return channel_shuffle(x, 2)

    class Shuffle(nn.Module):
        def __init__(self):
            super().__init__()
            self.stem = conv_bn(3, 16, 3, 2)
            self.stage = nn.Sequential(Unit(16, 32, 2), Unit(32, 32, 1),
                                       Unit(32, 64, 2), Unit(64, 64, 1))
            self.last = conv_bn(64, 64)
            self.head = nn.Linear(64, 10)

        def forward(self, x):
            x = self.last(self.stage(self.stem(x)))
            return self.head(x.mean([2, 3]))

    torch.manual_seed(19)
    return with_batch_norm_statistics(Shuffle()), torch.zeros(1, 3, 32, 32)


def convnext():
    """A small ConvNeXt from torchvision's own blocks: a 4x4 patch stem and
    a 2x2 downsampling, each with torchvision's LayerNorm2d (today's
    torch-mlir computes a layer norm's mean and variance in f64), blocks of
    a 7x7 depthwise convolution, a layer norm over the channels, two linear
    layers around an exact (erf) GELU and a layer scale, then global
    average pooling, a layer norm and the classifier. Initialised as
    torchvision's ConvNeXt is: truncated normal weights, zero biases."""
    import torch
    from torch import nn
    from torchvision.models.convnext import CNBlock, LayerNorm2d

    class ConvNeXt(nn.Module):
        def __init__(self):
            super().__init__()
            self.stem = nn.Sequential(nn.Conv2d(3, 16, 4, stride=4),
                                      LayerNorm2d(16))
            self.stage1 = nn.Sequential(CNBlock(16, 0.5, 0.0),
                                        CNBlock(16, 0.5, 0.0))
            self.down = nn.Sequential(LayerNorm2d(16),
                                      nn.Conv2d(16, 32, 2, stride=2))
            self.stage2 = CNBlock(32, 0.5, 0.0)
            self.norm = nn.LayerNorm(32)
            self.head = nn.Linear(32, 10)

        def forward(self, x):
            x = self.stage2(self.down(self.stage1(self.stem(x))))
            x = nn.functional.adaptive_avg_pool2d(x, 1).flatten(1)
            return self.head(self.norm(x))

    torch.manual_seed(19)
    model = ConvNeXt()
    for module in model.modules():
        if isinstance(module, (nn.Conv2d, nn.Linear)):
            nn.init.trunc_normal_(module.weight, std=0.2)
            nn.init.zeros_(module.bias)
    return model.eval(), torch.zeros(1, 3, 32, 32)


def vit():
    """torchvision's VisionTransformer, small: 32x32 images in 8x8 patches
    (16 tokens and a class token), two encoder layers of width 64 with four
    heads and an MLP of 128 around an exact GELU, layer norms before each
    half (f32 mean and variance). torchvision initialises the classifier
    head to zero; it is drawn at random here so that the logits carry the
    network's error."""
    import torch
    import torchvision

    torch.manual_seed(0)
    model = torchvision.models.VisionTransformer(
        image_size=32, patch_size=8, num_layers=2, num_heads=4,
        hidden_dim=64, mlp_dim=128).eval()
    torch.nn.init.normal_(model.heads.head.weight, std=0.2)
    torch.nn.init.normal_(model.heads.head.bias, std=0.1)
    return model, torch.zeros(1, 3, 32, 32)


def attention():
    """A smaller VisionTransformer for a committed test: 32x32 images in 8x8
    patches, two encoder layers of width 32 with two heads and an MLP of 64
    around an exact GELU, ten classes (the head drawn at random as in
    `vit`). The forms are `vit`'s: scaled_dot_product_attention's softmax
    with its -inf guard and its scaled queries and keys, layer norms with
    f64 statistics."""
    import torch
    import torchvision

    torch.manual_seed(0)
    model = torchvision.models.VisionTransformer(
        image_size=32, patch_size=8, num_layers=2, num_heads=2,
        hidden_dim=32, mlp_dim=64, num_classes=10).eval()
    torch.nn.init.normal_(model.heads.head.weight, std=0.2)
    torch.nn.init.normal_(model.heads.head.bias, std=0.1)
    return model, torch.zeros(1, 3, 32, 32)


def upsample():
    import torch
    from torch import nn

    class Decoder(nn.Module):
        """A U-Net's step down and up: transposed convolutions at stride
        2 (2x2, and 3x3 with padding 1 and output_padding 1), a skip
        connection concatenated, batch norm after the 2x2 one."""

        def __init__(self):
            super().__init__()
            self.down = nn.Sequential(
                nn.Conv2d(3, 16, 3, padding=1), nn.ReLU(),
                nn.Conv2d(16, 32, 3, stride=2, padding=1), nn.ReLU())
            self.up2 = nn.Sequential(nn.ConvTranspose2d(32, 16, 2, stride=2),
                                     nn.BatchNorm2d(16), nn.ReLU())
            self.up3 = nn.ConvTranspose2d(32, 8, 3, stride=2, padding=1,
                                          output_padding=1)
            self.head = nn.Conv2d(40, 4, 1)

        def forward(self, x):
            skip = self.down[1](self.down[0](x))
            y = self.down(x)
            return self.head(torch.cat([self.up2(y), self.up3(y), skip], 1))

    torch.manual_seed(17)
    return with_batch_norm_statistics(Decoder()), torch.zeros(1, 3, 16, 16)


def grouped_upsample():
    import torch
    from torch import nn

    class GroupedDecoder(nn.Module):
        """Grouped transposed convolutions, as light decoders use them:
        3x3 at stride 2 in 2 groups (padding 1, output_padding 1) with a
        batch norm after it, then 2x2 at stride 2 in 4 groups."""

        def __init__(self):
            super().__init__()
            self.stem = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1),
                                      nn.ReLU())
            self.up3 = nn.Sequential(
                nn.ConvTranspose2d(8, 8, 3, stride=2, padding=1,
                                   output_padding=1, groups=2),
                nn.BatchNorm2d(8), nn.ReLU())
            self.up2 = nn.ConvTranspose2d(8, 4, 2, stride=2, groups=4)

        def forward(self, x):
            return self.up2(self.up3(self.stem(x)))

    torch.manual_seed(18)
    return with_batch_norm_statistics(GroupedDecoder()), \
        torch.zeros(1, 3, 8, 8)


def interpolate():
    import torch
    from torch import nn
    from torch.nn import functional as F

    class Interpolations(nn.Module):
        """`F.interpolate` in the modes torch-mlir writes as gathers:
        bilinear x2 with half-pixel centres added to a lateral branch (a
        feature pyramid's top-down step), bilinear to an odd size with
        aligned corners, nearest x2, nearest down to a smaller odd size,
        nearest-exact back up."""

        def __init__(self):
            super().__init__()
            self.down = nn.Sequential(nn.Conv2d(3, 8, 3, stride=2, padding=1),
                                      nn.ReLU())
            self.lateral = nn.Conv2d(3, 8, 1)
            self.mid = nn.Conv2d(8, 8, 3, stride=2, padding=1)
            self.low = nn.Conv2d(8, 8, 3, padding=1)
            self.head = nn.Conv2d(8, 4, 1)

        def forward(self, x):
            top = F.interpolate(self.down(x), scale_factor=2, mode="bilinear",
                                align_corners=False)
            y = self.mid(top + self.lateral(x))
            y = F.interpolate(y, size=(11, 13), mode="bilinear",
                              align_corners=True)
            y = F.interpolate(y, scale_factor=2, mode="nearest")
            y = F.interpolate(self.low(y), size=(9, 7), mode="nearest")
            y = F.interpolate(y, size=(16, 16), mode="nearest-exact")
            return self.head(y)

    torch.manual_seed(19)
    return Interpolations(), torch.zeros(1, 3, 16, 16)


def with_seeded_statistics(model):
    """`model` with every batch norm's statistics, scale and shift drawn
    from a generator seeded with 1 (the torchvision networks' own
    initialisation leaves them trivial)."""
    import torch

    generator = torch.Generator().manual_seed(1)
    for module in model.modules():
        if isinstance(module, torch.nn.BatchNorm2d):
            channels = module.num_features
            module.running_mean.data = \
                torch.randn(channels, generator=generator) * 0.1
            module.running_var.data = \
                torch.rand(channels, generator=generator) + 0.5
            module.weight.data = torch.rand(channels, generator=generator) + 0.5
            module.bias.data = torch.randn(channels, generator=generator) * 0.1
    return model


def torchvision_net(name, size):
    """torchvision's NAME as it comes, with torch's own initialisation under
    a fixed seed and batch-norm statistics set to non-trivial values, for
    one SIZE x SIZE image."""
    import torch
    import torchvision

    torch.manual_seed(0)
    options = {}
    if name in ("googlenet", "inception_v3"):
        options = {"aux_logits": False, "init_weights": True}
    model = getattr(torchvision.models, name)(**options).eval()
    return with_seeded_statistics(model), torch.zeros(1, 3, size, size)


def segmentation_net(name, size):
    """torchvision.models.segmentation's NAME (`lraspp_mobilenet_v3_large`,
    `deeplabv3_mobilenet_v3_large`, `fcn_resnet50`, ...) for 4 classes,
    initialised as torchvision_net does, returning its "out" map (bilinear
    upsampling to the input size included)."""
    import torch
    import torchvision

    torch.manual_seed(0)
    model = getattr(torchvision.models.segmentation, name)(
        weights=None, weights_backbone=None, num_classes=4).eval()
    with_seeded_statistics(model)

    class Out(torch.nn.Module):
        def __init__(self, model):
            super().__init__()
            self.model = model

        def forward(self, x):
            return self.model(x)["out"]

    return Out(model).eval(), torch.zeros(1, 3, size, size)


NETS = {"blocks": blocks, "grouped": grouped, "dense": dense,
        "shuffle": shuffle, "convnext": convnext, "vit": vit,
        "attention": attention, "upsample": upsample,
        "grouped_upsample": grouped_upsample, "interpolate": interpolate}
USAGE = ("usage: fxnets.py [--tosa] {%s} > NAME.mlir\n"
         "       fxnets.py [--tosa] torchvision NAME [SIZE] > NAME.mlir   "
         "(SIZE 64 by default)\n"
         "       fxnets.py [--tosa] segmentation NAME [SIZE] > NAME.mlir"
         % ",".join(NETS))


def main():
    args = sys.argv[1:]
    output_type = "linalg-on-tensors"
    if args[:1] == ["--tosa"]:
        output_type = "tosa"
        args = args[1:]
    if not (len(args) == 1 and args[0] in NETS) and \
            not (args[:1] in (["torchvision"], ["segmentation"]) and
                 len(args) in (2, 3)):
        sys.exit(USAGE)
    try:
        import torch
        from torch_mlir import fx
    except ImportError as error:
        sys.exit("fxnets.py: %s (pip install torch torchvision torch-mlir)"
                 % error)
    if args[0] in ("torchvision", "segmentation"):
        net = torchvision_net if args[0] == "torchvision" else segmentation_net
        model, example = net(args[1], int(args[2]) if len(args) == 3 else 64)
    else:
        model, example = NETS[args[0]]()
    module = fx.export_and_import(model, example, output_type=output_type,
                                  func_name="forward")
    print("// Written by test/realnets/fxnets.py %s with torch %s and "
          "torch-mlir's fx importer." % (" ".join(sys.argv[1:]),
                                         torch.__version__))
    print(module)
    return 0


if __name__ == "__main__":
    sys.exit(main())
