#!/usr/bin/env python3
"""Runs a torch-mlir linalg network through QuantKit's README flow and says
how much of it was quantized and how closely the int8 logits follow the float
ones. See test/realnets/README.md.

    realnet.py [options] MODEL.mlir

MODEL.mlir holds `func.func @forward(%arg0: tensor<...xf32>) -> tensor<...>`
in torch-mlir's forms (as ../shared/realnets/*.mlir), usually with splat
weight constants. The harness

1. fills every splat `arith.constant dense<v> : tensor<...xf32>` of rank >= 1
   with seeded random data of the same shape, one fresh constant per use
   (torch-mlir shares one splat between every batch norm of a width, and
   between a batch norm's scale and variance), written as exact
   `dense<"0x...">` hex literals;
2. adds @calibrate (@forward on --calibration random inputs) and @main
   (@forward on --evaluation other random inputs, logits printed), unless
   the model has both already;
3. runs quantkit-instrument{target=T} -> quantkit-lower-stats-ref,
   quantkit-to-llvm + mlir-runner -e calibrate -> quantkit-apply-stats ->
   (with --round-weights: quantkit-debug-layers{measure=hessian
   print-at=calibrate} run on @calibrate; with --bias-correction:
   quantkit-debug-layers{measure=bias print-at=calibrate} run on
   @calibrate) ->
   quantkit-quantize{target=T [round-weights=...] [correct-bias=...]
   [keep-float=...] [keep-int16x8=...]} ->
   quantkit-to-int,quantkit-to-llvm ->
   mlir-runner -e main, and the float model through quantkit-to-llvm ->
   mlir-runner -e main (with --check-normalize also the float model after
   quantkit-normalize);
4. prints the contractions of the source, the quantized compute ops after
   quantkit-quantize, what stayed in floating point, and the SQNR of the int8
   logits against the float logits.

Exit status 0 when every step ran and every requirement given holds
(--min-sqnr, --all-contractions, --no-float-ops, --min-normalize-sqnr), 1
otherwise.
"""
import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import numpy as np

TOOLS = "/usr/lib/llvm-22"
RUNNER_LIBS = ",".join(
    os.path.join(TOOLS, "lib", lib)
    for lib in ["libmlir_runner_utils.so", "libmlir_c_runner_utils.so"])

# A splat tensor constant: `%name = arith.constant dense<v> : tensor<AxBxf32>`.
SPLAT = re.compile(
    r"^(\s*)(%[\w.$-]+) = arith\.constant dense<([^\">]+)> : "
    r"tensor<((?:\d+x)+)f32>\s*$")
VALUE = re.compile(r"%[\w.$-]+")
FORWARD = re.compile(
    r"func\.func @forward\(%\w+: (tensor<[0-9x]+xf32>)\) -> "
    r"\(?(tensor<[0-9x]+xf32>)")
# linalg's contractions (torch-mlir) and TOSA's (tf/tfl-to-tosa exports).
CONTRACTION = re.compile(
    r"\b(?:linalg\.(conv_[\w]+|depthwise_conv_[\w]+|matmul|batch_matmul)"
    r"|(tosa\.(?:conv2d|depthwise_conv2d|transpose_conv2d|matmul)))\b")
QUANTIZED = re.compile(r"\bquantkit\.(conv2d|depthwise_conv2d|matmul)\b")
# The other compute ops: activations (tables), softmax, sums and products,
# poolings.
QUANTIZED_OTHER = re.compile(
    r"= quantkit\.(add|mul|logistic|tanh|hard_swish|gelu|softmax|max_pool2d|"
    r"avg_pool2d|resize)\b")


def contraction_name(match):
    """`conv_2d_nchw_fchw` for linalg's ops, `tosa.conv2d` for TOSA's."""
    return match.group(1) or match.group(2)


def shape_of(type_text):
    return [int(d) for d in re.findall(r"(\d+)x", type_text)]


def hex_literal(array):
    """`dense<"0x...">`: the raw little-endian f32 data, exact and fast."""
    return '"0x%s"' % np.ascontiguousarray(array, dtype="<f4").tobytes().hex()


class Filler:
    """Chooses what a splat constant holds from the op that uses it.

    Roles (checked in this order on the line of the use):
    * the weight of a `linalg.conv_*`/`depthwise_conv_*` (ins operand 1), a
      constant reshaped by `tensor.collapse_shape`/`expand_shape` (torch-mlir's
      depthwise filters) or any constant of rank >= 2: He-normal,
      N(0, 2 / fan_in) with fan_in = prod(shape[1:]) (torch's [out, in, ...]
      layout; a transposing generic reads the [out, in] linear weight);
    * operand 1..4 of a 5-input `linalg.generic` (torch-mlir's batch norm:
      x, gamma, beta, mean, var): gamma and var U(0.5, 1.5), beta and mean
      N(0, 0.1);
    * a [C] or [1, C, 1, 1] constant in a generic whose body takes a
      square root, or the only input of a generic that adds (the decomposed
      batch norm's variance + eps): U(0.5, 1.5); in a generic that
      multiplies or divides by it and does not add (a decomposed scale):
      U(0.5, 1.5);
    * anything else (biases, shifts, means): N(0, 0.1);
    * but the accumulator (outs) of a contraction: a bias broadcast,
      bias_broadcast.
    """

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)
        self.roles = collections.Counter()

    def he(self, shape):
        fan_in = int(np.prod(shape[1:])) if len(shape) > 1 else 1
        self.roles["weight"] += 1
        return self.rng.standard_normal(shape, dtype=np.float32) * np.float32(
            np.sqrt(2.0 / fan_in))

    def positive(self, shape, role):
        self.roles[role] += 1
        return self.rng.random(shape, dtype=np.float32) + np.float32(0.5)

    def small(self, shape, role="shift/bias"):
        self.roles[role] += 1
        return self.rng.standard_normal(shape, dtype=np.float32) * \
            np.float32(0.1)

    def bias_broadcast(self, shape, op_line):
        """A contraction's accumulator (torch-mlir's ONNX lowering folds a
        bias of zeros, or a bias where the output is 1 x 1, into a constant
        of the output's shape): one N(0, 0.1) value per output channel (the
        second dimension of an NCHW convolution, else the last)."""
        axis = 1 if re.search(r"linalg\.\w*_n(c|gc)hw", op_line) else -1
        bias = self.small([shape[axis]], "accumulator bias")
        view = [1] * len(shape)
        view[axis] = shape[axis]
        return np.broadcast_to(bias.reshape(view), shape).copy()

    def fill(self, shape, op_line, body, position, count):
        """Data for a use at ins operand `position` of `count` operands
        (-1: not an ins operand, such as a contraction's outs)."""
        channel_like = len(shape) == 1 or (
            len(shape) == 4 and shape[0] == shape[2] == shape[3] == 1)
        if position < 0 and re.search(
                r"linalg\.(conv|depthwise_conv|matmul|batch_matmul)", op_line):
            return self.bias_broadcast(shape, op_line)
        if re.search(r"linalg\.(conv|depthwise_conv)", op_line):
            return self.he(shape)
        if re.search(r"tensor\.(collapse|expand)_shape", op_line):
            return self.he(shape)
        if "linalg.generic" in op_line and count == 5 and position in (1, 4) \
                and channel_like:
            return self.positive(shape, "bn scale/variance")
        if "linalg.generic" in op_line and count == 5 and position in (2, 3) \
                and channel_like:
            return self.small(shape, "bn shift/mean")
        if not channel_like:
            return self.he(shape)
        # The decomposed batch norm takes var + eps, then its square root,
        # in generics of their own whose only input is the constant.
        if re.search(r"math\.(rsqrt|sqrt)", body) or \
                (count == 1 and "arith.addf" in body):
            return self.positive(shape, "bn variance")
        if re.search(r"arith\.(mulf|divf)", body) and \
                not re.search(r"arith\.(addf|subf)", body):
            return self.positive(shape, "scale")
        return self.small(shape)


def operands_of(line):
    """The ins(...) operand names of an op line, or its operand list."""
    found = re.search(r"\bins\(([^:]*):", line)
    if found:
        return VALUE.findall(found.group(1))
    # `%r = op %a, %b ...`: everything after the `=`.
    return VALUE.findall(line.split("=", 1)[1]) if "=" in line else []


def fill_weights(text, seed):
    """Returns (text with random weights, role counts, bytes written)."""
    lines = text.split("\n")
    splats = {}
    for index, line in enumerate(lines):
        found = SPLAT.match(line)
        if found:
            splats[found.group(2)] = (index, shape_of(found.group(4)))
    if not splats:
        return text, collections.Counter(), 0
    filler = Filler(seed)
    fresh = []
    names = re.compile(
        "(" + "|".join(re.escape(n) for n in
                       sorted(splats, key=len, reverse=True)) + r")(?![\w.$-])")
    for index, line in enumerate(lines):
        if SPLAT.match(line) or not names.search(line):
            continue
        # The body of a generic: the lines up to its closing `} ->`, where
        # the role of a constant operand shows (rsqrt of a variance, ...).
        body = ""
        if "linalg.generic" in line:
            end = index + 1
            while end < len(lines) and not lines[end].lstrip().startswith("}"):
                end += 1
            body = "\n".join(lines[index + 1:end])
        operands = operands_of(line)
        seen = collections.Counter()

        def replace(match):
            name = match.group(1)
            # The n-th occurrence of a name is the n-th of its positions.
            positions = [i for i, o in enumerate(operands) if o == name]
            occurrence = seen[name]
            seen[name] += 1
            position = positions[occurrence] if occurrence < len(positions) \
                else -1
            shape = splats[name][1]
            data = filler.fill(shape, line, body, position, len(operands))
            new = "%%rw%d" % len(fresh)
            fresh.append((new, shape, data))
            return new
        lines[index] = names.sub(replace, line)
    size = 0
    definitions = []
    for name, shape, data in fresh:
        literal = hex_literal(data)
        size += len(literal)
        definitions.append("    %s = arith.constant dense<%s> : tensor<%sxf32>"
                           % (name, literal, "x".join(map(str, shape))))
    # The splats are dead now; the fresh constants open @forward.
    dead = {index for index, _ in splats.values()}
    out = []
    for index, line in enumerate(lines):
        if index in dead:
            continue
        out.append(line)
        if line.lstrip().startswith("func.func @forward"):
            out.extend(definitions)
    return "\n".join(out), filler.roles, size


def entry_points(input_type, output_type, inputs_calibration, inputs_eval):
    """@calibrate and @main, and the printing declaration."""
    shape = shape_of(output_type)
    memref = "memref<%sxf32>" % "x".join(map(str, shape))
    text = ["  func.func private @printMemrefF32(memref<*xf32>)",
            "  func.func @calibrate() {"]
    for i, data in enumerate(inputs_calibration):
        text.append("    %%x%d = arith.constant dense<%s> : %s"
                    % (i, hex_literal(data), input_type))
        text.append("    %%y%d = call @forward(%%x%d) : (%s) -> %s"
                    % (i, i, input_type, output_type))
    text += ["    return", "  }", "  func.func @main() {"]
    for i, data in enumerate(inputs_eval):
        text += [
            "    %%x%d = arith.constant dense<%s> : %s"
            % (i, hex_literal(data), input_type),
            "    %%y%d = call @forward(%%x%d) : (%s) -> %s"
            % (i, i, input_type, output_type),
            "    %%b%d = bufferization.to_buffer %%y%d : %s to %s"
            % (i, i, output_type, memref),
            "    %%u%d = memref.cast %%b%d : %s to memref<*xf32>"
            % (i, i, memref),
            "    call @printMemrefF32(%%u%d) : (memref<*xf32>) -> ()" % i]
    text += ["    return", "  }"]
    return "\n".join(text)


# `tensor.expand_shape` as MLIR wrote it before `output_shape` (early 2024),
# with a static result: nelli's 2023 ConvNeXt exports. MLIR 22 rejects it.
LEGACY_EXPAND = re.compile(
    r"(tensor\.expand_shape %[\w.#]+ \[[\[\]\d, ]*\]) : "
    r"(tensor<[^>]*>) into tensor<((?:\d+x)+)(\w+)>")


def upgrade_legacy_syntax(text):
    """`text` with each static legacy `tensor.expand_shape` given its
    `output_shape` (the result's sizes), and how many there were."""
    def upgrade(found):
        sizes = found.group(3).rstrip("x").split("x")
        return "%s output_shape [%s] : %s into tensor<%s%s>" % (
            found.group(1), ", ".join(sizes), found.group(2), found.group(3),
            found.group(4))
    return LEGACY_EXPAND.subn(upgrade, text)


def prepare(source, seed, calibration, evaluation, on_evaluation=False):
    text, upgraded = upgrade_legacy_syntax(open(source).read())
    if upgraded:
        print("== syntax: %d tensor.expand_shape without output_shape (MLIR "
              "before 2024) given their static result sizes" % upgraded)
    found = FORWARD.search(text)
    if not found:
        raise SystemExit("realnet: %s: no `func.func @forward(%%arg0: "
                         "tensor<...xf32>) -> tensor<...xf32>`" % source)
    input_type, output_type = found.group(1), found.group(2)
    filled, roles, size = fill_weights(text, seed)
    rng = np.random.default_rng(seed + 1)
    shape = shape_of(input_type)
    # Normalised images: N(0, 1) per pixel, as after torchvision's transform.
    samples = [rng.standard_normal(shape, dtype=np.float32)
               for _ in range(calibration)]
    held_out = [rng.standard_normal(shape, dtype=np.float32)
                for _ in range(evaluation)]
    if on_evaluation:
        samples = held_out
    # A model that brings its own entry points (examples/digits) keeps them.
    if re.search(r"func\.func @calibrate\(", text) and \
            re.search(r"func\.func @main\(", text):
        return filled, roles, size, input_type, output_type
    extra = entry_points(input_type, output_type, samples, held_out)
    return append_to_module(filled, extra), roles, size, input_type, \
        output_type


def append_to_module(text, extra):
    """`text` with the functions `extra` at the end of its module, so that
    no line of the model moves: before the closing brace of torch-mlir's
    `module attributes {...} { ... }`, or after a bare function. Today's
    torch-mlir (fx) puts the weights in a resource section after the
    module, `{-# dialect_resources: ... #-}`, which stays last."""
    resources = text.find("\n{-#")
    tail = text[resources:] if resources >= 0 else ""
    stripped = (text[:resources] if resources >= 0 else text).rstrip()
    if re.search(r"^module\b", stripped, re.M):
        closing = stripped.rfind("}")
        return stripped[:closing] + extra.rstrip("\n") + "\n}\n" + tail
    return stripped + "\n" + extra.strip("\n") + "\n" + tail


def logits(text):
    values = []
    for block in text.split("Unranked Memref")[1:]:
        data = block.split("data =", 1)[1]
        values += [float(v) for v in re.findall(
            r"-?(?:nan|inf|\d+(?:\.\d+)?(?:e[-+]?\d+)?)", data)]
    return np.array(values)


def sqnr(reference, other):
    if len(reference) == 0 or len(reference) != len(other):
        return None
    noise = float(np.sum((reference - other) ** 2))
    signal = float(np.sum(reference ** 2))
    if noise == 0.0:
        return float("inf")
    if not np.isfinite(noise):
        return float("-inf")
    return 10.0 * np.log10(signal / noise)


# Runs a command and writes its CPU seconds (user + system) and peak resident
# KiB, from its own rusage, to argv[1]; exits with its status. A fresh small
# interpreter starts it because Linux carries the parent's resident high-water
# mark into a child across fork and exec: measured straight from this harness,
# which holds the model text, every step would report at least its size.
MEASURE = """
import os, subprocess, sys
child = subprocess.Popen(sys.argv[2:])
_, status, usage = os.wait4(child.pid, 0)
with open(sys.argv[1], "w") as out:
    out.write("%f %d" % (usage.ru_utime + usage.ru_stime, usage.ru_maxrss))
sys.exit(os.waitstatus_to_exitcode(status))
"""


class Flow:
    def __init__(self, args, work):
        self.work = work
        self.timings = []
        self.usage = {}
        self.inputs = {}
        self.commands = {}
        if args.opt:
            self.opt = [args.opt]
        else:
            plugin = os.path.join(args.build, "lib", "QuantKitPlugin.so")
            if not os.path.exists(plugin):
                raise SystemExit("realnet: no plugin at %s (build QuantKitPlugin"
                                 " or pass --build/--opt)" % plugin)
            self.opt = [os.path.join(TOOLS, "bin", "mlir-opt"),
                        "--load-dialect-plugin=" + plugin,
                        "--load-pass-plugin=" + plugin]

    def run(self, label, command, stdout=None):
        """Runs one step; returns (ok, stderr text). Records the step's wall
        time, and in `self.usage` its CPU time (user + system) and peak
        resident memory (see MEASURE)."""
        start = time.monotonic()
        sink = open(stdout, "w") if stdout else subprocess.DEVNULL
        with tempfile.NamedTemporaryFile(mode="w+") as usage:
            try:
                done = subprocess.run(
                    [sys.executable, "-c", MEASURE, usage.name] + command,
                    stdin=subprocess.DEVNULL, stdout=sink,
                    stderr=subprocess.PIPE, text=True)
            finally:
                if stdout:
                    sink.close()
            measured = usage.read().split()
        wall = time.monotonic() - start
        self.timings.append((label, wall))
        if len(measured) == 2:
            self.usage[label] = (wall, float(measured[0]),
                                 float(measured[1]) / 1024.0)
        return done.returncode == 0, done.stderr

    def opt_step(self, label, source, pipeline, out):
        self.inputs[label] = source
        self.commands[label] = self.opt + [
            source, "-o", out, "--pass-pipeline=builtin.module(%s)" % pipeline]
        return self.run(label, self.commands[label])

    def runner(self, label, source, entry, out):
        return self.run(label, [os.path.join(TOOLS, "bin", "mlir-runner"),
                                "-e", entry, "-entry-point-result=void",
                                "-shared-libs=" + RUNNER_LIBS, source],
                        stdout=out)


def first_error(stderr):
    for line in stderr.splitlines():
        if "error:" in line:
            return line.strip()[:300]
    lines = [l for l in stderr.splitlines() if l.strip()]
    return (lines[-1].strip()[:300] if lines else "no message")


def add_flow_arguments(parser):
    """The options of the flow itself (tools, target, inputs, calibration
    method), shared with fallback.py."""
    parser.add_argument("--build", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", "build"),
        help="QuantKit build folder with lib/QuantKitPlugin.so")
    parser.add_argument("--opt", help="a driver with QuantKit linked in "
                        "(build/bin/quantkit-opt) instead of mlir-opt + plugin")
    parser.add_argument("--target", default="tflite-int8")
    parser.add_argument("--keep-float", default="",
                        help="quantkit-quantize{keep-float=...}: kernels kept "
                        "in float (keys, kernels, locations or "
                        "layer-norm-inputs, comma-separated)")
    parser.add_argument("--keep-int16x8", default="",
                        help="quantkit-quantize{keep-int16x8=...}: kernels "
                        "at 16-bit activations on a target with 16x8 "
                        "kernels (tflite-mixed), e.g. layer-norm-inputs")
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--calibration", type=int, default=8,
                        help="random calibration inputs (default 8)")
    parser.add_argument("--evaluation", type=int, default=2,
                        help="random held-out inputs whose logits are "
                        "compared (default 2)")
    parser.add_argument("--method", default="minmax",
                        help="quantkit-apply-stats method: minmax (default), "
                        "moving-average, percentile, mse, entropy")
    parser.add_argument("--percentile", type=float,
                        help="with --method percentile: the percentile P")
    parser.add_argument("--histogram-bins", type=int, default=0,
                        help="quantkit-lower-stats-ref{histogram-bins=N} "
                        "(2048 when a histogram method is chosen)")
    parser.add_argument("--work", help="keep the intermediate files here")


def main():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("model")
    add_flow_arguments(parser)
    parser.add_argument("--min-sqnr", type=float,
                        help="fail unless int8 vs float SQNR >= this (dB)")
    parser.add_argument("--all-contractions", action="store_true",
                        help="fail unless every convolution and matmul of "
                        "the source is a quantized compute op")
    parser.add_argument("--no-float-ops", action="store_true",
                        help="fail unless quantkit-quantize's coverage "
                        "lists no op outside the kernels left in floating "
                        "point (activations, adds and multiplies of two "
                        "tensors)")
    parser.add_argument("--check-normalize", action="store_true",
                        help="also run the float model after quantkit-"
                        "normalize and compare it with the float model")
    parser.add_argument("--min-normalize-sqnr", type=float,
                        help="with --check-normalize: fail unless the "
                        "normalized float model's SQNR >= this (dB)")
    parser.add_argument("--same-float-as", metavar="OTHER.mlir",
                        help="also run the float model of OTHER.mlir (the "
                        "same network from another front-end or backend, "
                        "the same inputs) and compare it with this one's")
    parser.add_argument("--min-same-float-sqnr", type=float,
                        help="with --same-float-as: fail unless the two "
                        "float models agree to this SQNR (dB)")
    parser.add_argument("--compile-report", type=int, metavar="N",
                        help="after the flow, run each compile step and a "
                        "parse+print of its input with no pass N times each, "
                        "and print the step's CPU time and peak memory "
                        "against that baseline (least of the N)")
    parser.add_argument("--calibrate-on-evaluation", action="store_true",
                        help="calibrate on the evaluation inputs themselves "
                        "(what is left is rounding, not clipping of ranges "
                        "the calibration inputs did not reach)")
    parser.add_argument("--weights-only", type=int, metavar="BITS",
                        help="also run the float model after quantkit-"
                        "normalize with only the contraction weights "
                        "rounded to BITS-bit symmetric per-channel values, "
                        "and print its SQNR (the error weights alone cost)")
    parser.add_argument("--float-only", action="store_true",
                        help="run only the float model (and --check-normalize)")
    parser.add_argument("--cpu", action="store_true",
                        help="also lower the quantized model with "
                        "quantkit-to-int,quantkit-cpu and check that its "
                        "output at 1 and 2 threads is byte-identical to "
                        "quantkit-to-llvm's (needs libomp)")
    parser.add_argument("--debug-layers", metavar="DIR",
                        help="also run quantkit-debug-layers on the "
                        "calibrated model over the evaluation inputs and "
                        "write DIR/layers.txt, layers.json and layers.svg "
                        "(SQNR of every kernel, local and accumulated)")
    parser.add_argument("--round-weights", action="store_true",
                        help="measure the second moments of every kernel's "
                        "weight inputs on the calibration inputs "
                        "(quantkit-debug-layers{measure=hessian}) and round "
                        "the weights against them (GPTQ, "
                        "quantkit-quantize{round-weights=...})")
    parser.add_argument("--round-weights-damp", type=float, metavar="D",
                        help="with --round-weights: the damping, as a "
                        "fraction of the moments' mean diagonal (the pass's "
                        "default, 0.1, if not given)")
    parser.add_argument("--hessian-max-columns", type=int, metavar="K",
                        help="with --round-weights: the measurement's limit "
                        "(quantkit-debug-layers' hessian-max-columns, 2048 "
                        "if not given); wider kernels keep nearest rounding")
    parser.add_argument("--bias-correction", action="store_true",
                        help="measure each biased kernel's mean error per "
                        "channel on the calibration inputs "
                        "(quantkit-debug-layers{measure=bias}) and quantize "
                        "with quantkit-quantize{correct-bias=...}")
    args = parser.parse_args()
    if args.min_same_float_sqnr is not None and not args.same_float_as:
        parser.error("--min-same-float-sqnr goes with --same-float-as")
    if not args.round_weights and (args.round_weights_damp is not None or
                                   args.hessian_max_columns is not None):
        parser.error("--round-weights-damp and --hessian-max-columns go "
                     "with --round-weights")

    name = os.path.splitext(os.path.basename(args.model))[0]
    work = args.work or tempfile.mkdtemp(prefix="realnet-")
    os.makedirs(work, exist_ok=True)
    try:
        return harness(args, name, work)
    finally:
        if not args.work:
            shutil.rmtree(work, ignore_errors=True)


def calibration_steps(flow, path, model, target, bins):
    """instrument, lower the recording, run @calibrate: path(".records")."""
    return [
        ("instrument", lambda: flow.opt_step(
            "instrument", model, "quantkit-instrument{target=%s}" % target,
            path(".instrumented.mlir"))),
        ("calibration lower", lambda: flow.opt_step(
            "calibration lower", path(".instrumented.mlir"),
            "quantkit-lower-stats-ref%s,quantkit-to-llvm" % (
                "{histogram-bins=%d}" % bins if bins else ""),
            path(".calibrate.ll.mlir"))),
        ("calibration run", lambda: flow.runner(
            "calibration run", path(".calibrate.ll.mlir"), "calibrate",
            path(".records"))),
    ]


def record_passes(path, round_weights=False, damp=None,
                  bias_correction=False, tag=""):
    """The passes that apply GPTQ's and bias correction's records (those
    accuracy_steps writes) after quantkit-propagate, each ending in a
    comma; empty without either."""
    passes = ""
    if round_weights:
        passes += "quantkit-round-weights{file=%s%s}," % (
            path(tag + ".hessian-records"),
            "" if damp is None else " damp=%g" % damp)
    if bias_correction:
        passes += "quantkit-correct-bias{file=%s}," % path(
            tag + ".bias-records")
    return passes


def accuracy_steps(flow, path, calibrated, target, tag="",
                   round_weights=False, damp=None, max_columns=None,
                   bias_correction=False):
    """The measurements on `calibrated` (after apply-stats) that GPTQ
    (`round_weights`) and bias correction need, each lowered and run on
    @calibrate: (steps, the quantkit-quantize options that use their
    records)."""
    hessian_records = path(tag + ".hessian-records")
    bias_records = path(tag + ".bias-records")
    front = ("quantkit-normalize,quantkit-import,quantkit-fuse{target=%s},"
             "quantkit-propagate{target=%s}," % (target, target))

    def measurement(kind, passes, records, options=""):
        """quantkit-debug-layers{measure=KIND OPTIONS} after propagate (and
        `passes`), lowered and run on @calibrate: `records`, one per
        kernel, summed over @calibrate's calls."""
        lowered = path(tag + "." + kind + ".ll.mlir")
        return [
            (kind + " lower", lambda: flow.opt_step(
                kind + " lower", calibrated,
                front + passes + "quantkit-debug-layers{measure=%s "
                "print-at=calibrate%s},quantkit-materialize,quantkit-to-int,"
                "quantkit-to-llvm" % (kind, options),
                lowered)),
            (kind + " run", lambda: flow.runner(
                kind + " run", lowered, "calibrate", records)),
        ]

    steps = []
    quantize_options = ""
    rounding = record_passes(path, round_weights, damp, tag=tag)
    if round_weights:
        # The second moments of every kernel's weight inputs, on the
        # calibration inputs, for GPTQ.
        steps += measurement(
            "hessian", "", hessian_records,
            "" if max_columns is None
            else " hessian-max-columns=%d" % max_columns)
        quantize_options += " round-weights=" + hessian_records
        if damp is not None:
            quantize_options += " round-weights-damp=%g" % damp
    if bias_correction:
        # The kernels' mean error per channel, on the calibration inputs,
        # with the scales the calibration just chose (and the weights
        # rounded as they will be).
        steps += measurement("bias", rounding, bias_records)
        quantize_options += " correct-bias=" + bias_records
    return steps, quantize_options


def same_float_as(flow, path, reference, this_input, args, failures):
    """Runs the float model of args.same_float_as on this model's inputs
    (the same seed; both take the same input type) and compares its output
    with `reference`: one network exported twice (torch-mlir's linalg and
    TOSA backends, say) checks each front-end form's lowering against the
    other's."""
    other = args.same_float_as
    text, _, _, input_type, output_type = prepare(
        other, args.seed, args.calibration, args.evaluation,
        args.calibrate_on_evaluation)
    name = os.path.basename(other)
    if input_type != this_input:
        print("== float model of %s: takes %s, this one %s"
              % (name, input_type, this_input))
        failures.append("float model of %s: input type" % name)
        return
    model = path(".other.filled.mlir")
    with open(model, "w") as out:
        out.write(text)
    ok, err = flow.opt_step("other float lower", model, "quantkit-to-llvm",
                            path(".other.float.ll.mlir"))
    if ok:
        ok, err = flow.runner("other float run", path(".other.float.ll.mlir"),
                              "main", path(".other.float.out"))
    if not ok:
        print("== float model of %s: FAILED: %s" % (name, first_error(err)))
        failures.append("float model of " + name)
        return
    values = logits(open(path(".other.float.out")).read())
    if values.shape != reference.shape:
        print("== float model of %s: %d values, this one %d"
              % (name, values.size, reference.size))
        failures.append("float model of %s: output size" % name)
        return
    db = sqnr(reference, values)
    print("== float model of %s (%s -> %s): SQNR %s dB, max |difference| %.3g"
          % (name, input_type, output_type,
             "n/a" if db is None else "%.1f" % db,
             float(np.max(np.abs(reference - values)))))
    if args.min_same_float_sqnr is not None and \
            (db is None or db < args.min_same_float_sqnr):
        failures.append("float model of %s: SQNR below %.1f dB"
                        % (name, args.min_same_float_sqnr))


def keep_options(args):
    """quantkit-quantize's keep-float and keep-int16x8 from --keep-float and
    --keep-int16x8 (comma-separated entries: keys, kernels, locations or
    layer-norm-inputs)."""
    options = ""
    if args.keep_float:
        options += " keep-float=" + args.keep_float
    if args.keep_int16x8:
        options += " keep-int16x8=" + args.keep_int16x8
    return options


def quantization_steps(flow, path, target, apply_options, bias_correction,
                       tag="", round_weights=False, damp=None,
                       max_columns=None, keep_options=""):
    """From the instrumented model and its records: apply-stats, (hessian
    records), (bias records), quantize (with `keep_options`: quantkit-quantize's
    keep-float / keep-int16x8), lower and run @main:
    path(tag + ".int8.out"). `tag` names the files of one configuration
    among several on the same records."""
    calibrated = path(tag + ".calibrated.mlir")
    steps = [
        ("apply-stats", lambda: flow.opt_step(
            "apply-stats", path(".instrumented.mlir"),
            "quantkit-apply-stats{file=%s%s}" % (path(".records"),
                                                 apply_options),
            calibrated)),
    ]
    measurements, quantize_options = accuracy_steps(
        flow, path, calibrated, target, tag, round_weights, damp,
        max_columns, bias_correction)
    steps += measurements
    steps += [
        ("quantize", lambda: flow.opt_step(
            "quantize", calibrated,
            "quantkit-quantize{target=%s%s%s}" % (target, quantize_options,
                                                  keep_options),
            path(tag + ".quantized.mlir"))),
        ("int8 lower", lambda: flow.opt_step(
            "int8 lower", path(tag + ".quantized.mlir"),
            "quantkit-to-int,quantkit-to-llvm", path(tag + ".int8.ll.mlir"))),
        ("int8 run", lambda: flow.runner(
            "int8 run", path(tag + ".int8.ll.mlir"), "main",
            path(tag + ".int8.out"))),
    ]
    return steps


def harness(args, name, work):
    start = time.monotonic()
    text, roles, size, input_type, output_type = prepare(
        args.model, args.seed, args.calibration, args.evaluation,
        args.calibrate_on_evaluation)
    path = lambda suffix: os.path.join(work, name + suffix)
    model = path(".filled.mlir")
    with open(model, "w") as out:
        out.write(text)
    prepare_time = time.monotonic() - start
    source = open(args.model).read()
    contractions = collections.Counter(
        contraction_name(m) for m in CONTRACTION.finditer(source))
    total = sum(contractions.values())
    print("== %s: %s -> %s, %d contractions in the source (%s)"
          % (name, input_type, output_type, total,
             ", ".join("%d %s" % (n, op) for op, n in
                       sorted(contractions.items())) or "none"))
    print("== weights: %s filled (%.1f MB of hex), seed %d"
          % (", ".join("%d %s" % (n, r) for r, n in sorted(roles.items()))
             or "none", size / 1e6, args.seed))

    flow = Flow(args, work)
    failures = []
    ok, err = flow.opt_step("float lower", model, "quantkit-to-llvm",
                            path(".float.ll.mlir"))
    ok = ok and flow.runner("float run", path(".float.ll.mlir"), "main",
                            path(".float.out"))[0]
    if not ok:
        print("== float model: FAILED: %s" % first_error(err))
        return 1
    reference = logits(open(path(".float.out")).read())
    print("== float logits: %d values, range [%.4g, %.4g]"
          % (len(reference), reference.min(), reference.max()))

    if args.check_normalize:
        ok, err = flow.opt_step("normalize", model,
                                "quantkit-normalize,quantkit-to-llvm",
                                path(".normalized.ll.mlir"))
        if ok:
            ok, err = flow.runner("normalized run", path(".normalized.ll.mlir"),
                                  "main", path(".normalized.out"))
        if not ok:
            print("== quantkit-normalize (float): FAILED: %s"
                  % first_error(err))
            failures.append("quantkit-normalize")
        else:
            normalized = logits(open(path(".normalized.out")).read())
            db = sqnr(reference, normalized)
            print("== quantkit-normalize keeps the float model: SQNR %s dB, "
                  "max |difference| %.3g"
                  % ("n/a" if db is None else "%.1f" % db,
                     float(np.max(np.abs(reference - normalized)))
                     if db is not None else float("nan")))
            if args.min_normalize_sqnr is not None and \
                    (db is None or db < args.min_normalize_sqnr):
                failures.append("normalize SQNR below %.1f dB"
                                % args.min_normalize_sqnr)
    if args.same_float_as:
        same_float_as(flow, path, reference, input_type, args, failures)
    if args.weights_only:
        weights_only(flow, path, reference, args.weights_only)
    if args.float_only:
        return report(flow, failures, prepare_time)

    target = args.target
    bins = args.histogram_bins or (
        2048 if args.method in ("percentile", "mse", "entropy") else 0)
    apply_options = ""
    if args.method != "minmax":
        apply_options += " method=" + args.method
    if args.percentile is not None:
        apply_options += " percentile=%s" % args.percentile
    steps = calibration_steps(flow, path, model, target, bins) + \
        quantization_steps(flow, path, target, apply_options,
                           args.bias_correction,
                           round_weights=args.round_weights,
                           damp=args.round_weights_damp,
                           max_columns=args.hessian_max_columns,
                           keep_options=keep_options(args))
    quantized_ops = [0]
    failed_step = None
    for label, step in steps:
        ok, err = step()
        if label == "calibration run" and ok:
            records = sum(1 for l in open(path(".records"))
                          if l.startswith("quantkit-stats "))
            print("== calibrated by %s: %d records"
                  % ("the model's own @calibrate"
                     if "func.func @calibrate(" in source else
                     "@calibrate on %d random inputs" % args.calibration,
                     records))
        if label == "bias run" and ok:
            records = sum(1 for l in open(path(".bias-records"))
                          if l.startswith("quantkit-bias "))
            print("== bias correction: %d records" % records)
        if label == "quantize" and os.path.exists(path(".quantized.mlir")) \
                and ok:
            quantized_ops[0] = quantized_report(
                path(".quantized.mlir"), err, total, failures,
                args.all_contractions, args.no_float_ops)
        if not ok:
            failed_step = label
            print("== %s: FAILED: %s" % (label, first_error(err)))
            break
    if failed_step:
        if failed_step in ("instrument", "calibration lower",
                           "calibration run", "apply-stats", "bias lower",
                           "bias run", "quantize"):
            print("== quantized compute ops: n/a (the flow stopped before "
                  "quantkit-quantize finished)")
            if args.all_contractions:
                failures.append("all contractions quantized")
            if args.no_float_ops:
                failures.append("no other op left in floating point")
        print("== SQNR int8 vs float: n/a (the flow stopped at %s)"
              % failed_step)
        if args.min_sqnr is not None:
            failures.append("SQNR >= %.1f dB" % args.min_sqnr)
        failures.append("flow stopped at " + failed_step)
        return report(flow, failures, prepare_time)
    if args.compile_report:
        compile_report(flow, work, args.compile_report)
    if args.debug_layers:
        debug_layers(flow, path, args, name)
    quantized = logits(open(path(".int8.out")).read())
    db = sqnr(reference, quantized)
    if db is None:
        print("== SQNR int8 vs float: n/a (%d against %d values)"
              % (len(quantized), len(reference)))
        failures.append("int8 logits")
    else:
        print("== SQNR %s vs float: %.2f dB over %d logits (max |float - "
              "quantized| %.4g)%s" % (target, db, len(reference),
                                 float(np.max(np.abs(reference - quantized))),
                                 "" if quantized_ops[0] else
                                 "; nothing was quantized, the int8 program "
                                 "is the float one"))
        if args.min_sqnr is not None and not db >= args.min_sqnr:
            failures.append("SQNR >= %.1f dB" % args.min_sqnr)
    if args.cpu:
        cpu_check(flow, path, failures)
    return report(flow, failures, prepare_time)


def cpu_check(flow, path, failures):
    """--cpu: the quantized model also through quantkit-to-int,quantkit-cpu
    (packed kernels, depthwise vector loops, narrowed epilogues, the buffer
    arena), JIT-run at 1 and 2 threads; @main's output must be
    byte-identical to the quantkit-to-llvm program's."""
    ok, err = flow.opt_step("int8 cpu lower", path(".quantized.mlir"),
                            "quantkit-to-int,quantkit-cpu",
                            path(".int8-cpu.ll.mlir"))
    if not ok:
        print("== int8 cpu lower: FAILED: %s" % first_error(err))
        failures.append("quantkit-cpu lowering")
        return
    strip = lambda text: re.sub(r"base@ = 0x[0-9a-f]+", "", text)
    expected = strip(open(path(".int8.out")).read())
    libomp = os.path.join(TOOLS, "lib", "libomp.so")
    saved = os.environ.get("OMP_NUM_THREADS")
    try:
        for threads in (1, 2):
            os.environ["OMP_NUM_THREADS"] = str(threads)
            out = path(".int8-cpu-%d.out" % threads)
            ok, err = flow.run(
                "int8 cpu run (%d threads)" % threads,
                [os.path.join(TOOLS, "bin", "mlir-runner"), "-e", "main",
                 "-entry-point-result=void",
                 "-shared-libs=%s,%s" % (RUNNER_LIBS, libomp),
                 path(".int8-cpu.ll.mlir")], stdout=out)
            same = ok and strip(open(out).read()) == expected
            print("== quantkit-cpu, %d thread(s): %s" % (
                threads, "output byte-identical to quantkit-to-llvm's"
                if same else "FAILED: %s" % (
                    "output differs from quantkit-to-llvm's" if ok else
                    first_error(err))))
            if not same:
                failures.append("quantkit-cpu at %d threads" % threads)
    finally:
        if saved is None:
            os.environ.pop("OMP_NUM_THREADS", None)
        else:
            os.environ["OMP_NUM_THREADS"] = saved


def debug_layers(flow, path, args, name):
    """quantkit-debug-layers on the calibrated model, run over @main (the
    evaluation inputs); the records as a table, JSON and SVG in the
    --debug-layers folder (debuglayers.py)."""
    import debuglayers
    target = args.target
    # Corrected after the debugger: the kernels (and their copies on float
    # inputs) get the corrected biases, the float copy keeps the original.
    correct = record_passes(path, args.round_weights, args.round_weights_damp,
                            args.bias_correction)
    ok, err = flow.opt_step(
        "debug lower", path(".calibrated.mlir"),
        "quantkit-normalize,quantkit-import,quantkit-fuse{target=%s},"
        "quantkit-propagate{target=%s},quantkit-debug-layers,%s"
        "quantkit-materialize,quantkit-to-int,quantkit-to-llvm"
        % (target, target, correct), path(".debug.ll.mlir"))
    if ok:
        ok, err = flow.runner("debug run", path(".debug.ll.mlir"), "main",
                              path(".debug.out"))
    if not ok:
        print("== debug layers: FAILED: %s" % first_error(err))
        return
    layers = debuglayers.read(open(path(".debug.out")).read())
    os.makedirs(args.debug_layers, exist_ok=True)
    out = os.path.join(args.debug_layers, "layers")
    text = debuglayers.table(layers)
    with open(out + ".txt", "w") as f:
        f.write(text + "\n")
    with open(out + ".json", "w") as f:
        json.dump(layers, f, indent=1, default=str)
    with open(out + ".svg", "w") as f:
        f.write(debuglayers.svg(layers, "%s, %s: SQNR per kernel" % (
            name, target)))
    print("== debug layers (%d kernels, %s.{txt,json,svg}):" % (
        len(layers), out))
    print(text)


def quantized_report(quantized_path, remarks, total, failures, require_all,
                     require_no_float_ops=False):
    text = open(quantized_path).read()
    ops = collections.Counter(m.group(1) for m in QUANTIZED.finditer(text))
    left = collections.Counter(contraction_name(m)
                               for m in CONTRACTION.finditer(text))
    count = sum(ops.values())
    # quantkit-normalize makes a 1x1 depthwise convolution of each batch norm
    # no contraction before it takes (DenseNet's pre-activation), and one of
    # each global average pooling.
    extra = max(0, count - total)
    print("== quantized compute ops: %d of %d contractions%s (%s); %d "
          "contractions left in floating point%s"
          % (count - extra, total,
             " and %d depthwise convolution%s made of batch norms and "
             "global poolings" % (extra, "s" if extra > 1 else "")
             if extra else "",
             ", ".join("%d %s" % (n, o) for o, n in sorted(ops.items()))
             or "none", sum(left.values()),
             " (%s)" % ", ".join("%d %s" % (n, o) for o, n in
                                 sorted(left.items())) if left else ""))
    other = collections.Counter(m.group(1)
                                for m in QUANTIZED_OTHER.finditer(text))
    print("== quantized other ops: %s" % (
        ", ".join("%d %s" % (n, o) for o, n in sorted(other.items()))
        or "none"))
    # quantkit-materialize names every region it keeps in floating point.
    kept = collections.Counter()
    for line in remarks.splitlines():
        found = re.search(r"remark: (.*kept in floating point.*)", line)
        if found:
            kept[re.sub(r"\d+x[\dx]*", "N", found.group(1))] += 1
    for line in remarks.splitlines():
        found = re.search(r"remark: (quantkit-(round-weights|correct-bias): "
                          r".*)", line)
        if found:
            print("== " + found.group(1)[:400])
    print("== regions left in floating point: %d" % sum(kept.values()))
    for why, n in kept.most_common(8):
        print("     %4d x %s" % (n, why[:200]))
    # quantkit-quantize's coverage remark notes every float op outside the
    # kernels it lists (activations, adds and multiplies of two tensors,
    # TOSA's broadcasting adds and multiplies).
    listed = collections.Counter()
    for line in remarks.splitlines():
        found = re.search(r"note: '(linalg\.generic|tosa\.add|tosa\.mul)' "
                          r"left in floating point: (.*)", line)
        if found:
            listed[re.sub(r"\d+x[\dx]*", "N", found.group(2))] += 1
    print("== other ops left in floating point: %d" % sum(listed.values()))
    for why, n in listed.most_common(8):
        print("     %4d x %s" % (n, why[:200]))
    if require_no_float_ops and listed:
        failures.append("no other op left in floating point")
    if require_all and (count < total or left):
        failures.append("all contractions quantized")
    return count + sum(other.values())


# `%name = arith.constant dense<"0x...">` of f32 data, and the contractions
# that read a constant as their second input, after quantkit-normalize.
HEX_CONSTANT = re.compile(r'(%[\w.$-]+) = arith\.constant dense<"0x([0-9a-fA-F]+)"> '
                          r': tensor<((?:\d+x)+)f32>')
WEIGHT_USE = re.compile(r"linalg\.(conv_2d_nhwc_fhwc|depthwise_conv_2d_nhwc_hwc|"
                        r"matmul|batch_matmul)\b[^\n]*?ins\(%[\w.$-]+, "
                        r"(%[\w.$-]+) ")


def round_weights(text, bits):
    """The normalized model with each contraction weight of @forward rounded
    to `bits`-bit symmetric values per output channel ([-q, q], q = 2^(b-1)
    - 1, scale max|w| / q; the tflite targets' weight rule): output channels
    on axis 0 of FHWC filters, last axis of depthwise HWC filters and matmul
    [K, N] weights. Returns (text, weights rounded)."""
    start = text.find("func.func @forward")
    end = text.find("func.func", start + 1)
    end = len(text) if end < 0 else end
    forward = text[start:end]
    kinds = {m.group(2): m.group(1) for m in WEIGHT_USE.finditer(forward)}
    top = 2 ** (bits - 1) - 1
    rounded = [0]

    def replace(match):
        name, data, dims = match.groups()
        if name not in kinds:
            return match.group(0)
        shape = [int(d) for d in dims.rstrip("x").split("x")]
        w = np.frombuffer(bytes.fromhex(data), dtype="<f4").reshape(shape)
        w = w.astype(np.float64)
        axis = 0 if kinds[name] == "conv_2d_nhwc_fhwc" else len(shape) - 1
        others = tuple(i for i in range(len(shape)) if i != axis)
        scale = np.abs(w).max(axis=others, keepdims=True) / top
        scale[scale == 0] = 1.0
        q = np.clip(np.round(w / scale), -top, top) * scale
        rounded[0] += 1
        return '%s = arith.constant dense<%s> : tensor<%sf32>' % (
            name, hex_literal(q), dims)

    forward = HEX_CONSTANT.sub(replace, forward)
    return text[:start] + forward + text[end:], rounded[0]


def weights_only(flow, path, reference, bits):
    ok, err = flow.opt_step("normalize", path(".filled.mlir"),
                            "quantkit-normalize", path(".normalized.mlir"))
    if not ok:
        print("== weights only: FAILED: %s" % first_error(err))
        return
    text, count = round_weights(open(path(".normalized.mlir")).read(), bits)
    with open(path(".weights-only.mlir"), "w") as out:
        out.write(text)
    ok, err = flow.opt_step("weights-only lower", path(".weights-only.mlir"),
                            "quantkit-to-llvm", path(".weights-only.ll.mlir"))
    ok = ok and flow.runner("weights-only run", path(".weights-only.ll.mlir"),
                            "main", path(".weights-only.out"))[0]
    if not ok:
        print("== weights only: FAILED: %s" % first_error(err))
        return
    db = sqnr(reference, logits(open(path(".weights-only.out")).read()))
    print("== weights only: %d contraction weights rounded to %d-bit "
          "symmetric per channel, the rest float: SQNR %s dB"
          % (count, bits, "n/a" if db is None else "%.2f" % db))


# The steps of the README flow that compile (the JIT runs execute the model).
COMPILE_STEPS = ["instrument", "calibration lower", "apply-stats", "quantize",
                 "int8 lower"]


def compile_report(flow, work, repeat):
    """Each compile step against parsing and printing its own input with the
    same driver and no pass (`--pass-pipeline=builtin.module()`): CPU time
    (user + system) and peak resident memory of each process, the least of
    `repeat` runs of each, step and baseline alternating."""
    print("== compile steps against parse+print of the same input (CPU "
          "seconds, peak resident MB; least of %d runs each):" % repeat)
    print("     %-18s %8s %9s %9s %9s %9s %7s %7s"
          % ("step", "input MB", "step s", "parse+pr", "step MB", "parse+pr",
             "time x", "mem x"))
    totals = [0.0, 0.0, 0.0, 0.0]
    scratch = os.path.join(work, "parse-print.mlir")
    for label in COMPILE_STEPS:
        source = flow.inputs[label]
        step, baseline = [], []
        size = os.path.getsize(source) / 1e6
        for _ in range(repeat):
            ok, err = flow.run("parse+print " + label, flow.opt + [
                source, "-o", scratch, "--pass-pipeline=builtin.module()"])
            baseline.append(flow.usage["parse+print " + label][1:])
            if ok:
                ok, err = flow.run(label, flow.commands[label])
                step.append(flow.usage[label][1:])
            if not ok:
                print("     %-18s FAILED when run again: %s"
                      % (label, first_error(err)))
                return
        cpu, peak = min(c for c, _ in step), min(m for _, m in step)
        base_cpu = min(c for c, _ in baseline)
        base_peak = min(m for _, m in baseline)
        print("     %-18s %8.1f %9.2f %9.2f %9.0f %9.0f %7.2f %7.2f"
              % (label, size, cpu, base_cpu, peak,
                 base_peak, cpu / base_cpu, peak / base_peak))
        totals = [totals[0] + cpu, totals[1] + base_cpu,
                  max(totals[2], peak), max(totals[3], base_peak)]
    print("     %-18s %8s %9.2f %9.2f %9.0f %9.0f %7.2f %7.2f"
          % ("whole flow", "", totals[0], totals[1], totals[2], totals[3],
             totals[0] / totals[1], totals[2] / totals[3]))
    os.remove(scratch)


def report(flow, failures, prepare_time):
    steps = ", ".join("%s %.1fs" % (label, seconds)
                      for label, seconds in flow.timings)
    total = prepare_time + sum(seconds for _, seconds in flow.timings)
    print("== time: %.1fs (weights and inputs %.1fs, %s)"
          % (total, prepare_time, steps))
    if failures:
        print("== FAILED: %s" % "; ".join(failures))
        return 1
    print("== passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
