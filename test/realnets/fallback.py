#!/usr/bin/env python3
"""Automatic mixed-precision fallback: keeps the kernels that lose most in
floating point, one at a time, until the quantized model meets a budget.

    fallback.py --sqnr-budget DB [--top1-budget POINTS --labels FILE]
                [--rank local|gain] [--search linear|bisect]
                [--fallback float|int16x8] [--json FILE]
                [realnet.py's options] MODEL.mlir

The model is prepared as realnet.py does (weights filled, @calibrate and
@main added unless present) and calibrated once (quantkit-instrument, the
JIT-run of @calibrate, quantkit-apply-stats). Then:

1. **rank.** quantkit-debug-layers measures every kernel's local SQNR (the
   kernel alone, quantized, on the float program's inputs) over the
   calibration inputs; kernels are ranked lowest first (`--rank local`, one
   run; with `--round-weights` or `--bias-correction` the kernels are
   measured rounded and corrected, as the search quantizes them). `--rank
   gain` instead quantizes the model once per kernel with only that kernel
   kept in float and ranks by the output SQNR it gives, highest first (one
   run per kernel).
2. **search.** Kernels are added to quantkit-quantize's deny list
   (`keep-float=...`) in rank order; after each the model is quantized,
   lowered and run again, and the SQNR of its outputs against the float
   model's on the calibration inputs is measured. The search stops at the
   first deny list that meets the budget (`--search linear`), or, assuming
   that a longer prefix of the ranking never measures worse, bisects for
   the shortest such prefix (`--search bisect`, log2(N) runs instead of up
   to N). Where even every kernel in float misses the budget, it says so
   and exits 1.
3. **report.** Every step (the kernel added, the output SQNR on the
   calibration inputs and on @main's held-out inputs, top-1 where labels are
   given), then the kernels kept (key, kind, location, MACs) and the cost:
   how many kernels are kept and the share of the model's multiply-
   accumulates (the contractions' MACs, from the kernel shapes of the fused
   IR) left in float. `--json FILE` writes the same as JSON.

`--fallback int16x8` (with a target that has 16x8 kernels, `--target
tflite-mixed`) puts the ranked kernels in quantkit-quantize's
`keep-int16x8=...` instead: they stay integer with 16-bit activations.

Budgets: `--sqnr-budget DB`, the output SQNR against float on the
calibration inputs, must reach DB (0 < DB <= 200); `--top1-budget POINTS`,
top-1 on @main's outputs against `--labels` (one integer label per row of
@main's printed outputs, examples/digits/digits-labels.txt for the digits
example), may drop at most POINTS percentage points below float. Given
both, both must hold. Exit status 0 when the budget is met, 1 when it cannot
be, 2 on bad input (a budget out of range, a model where nothing is
quantized, a failing step).
"""
import argparse
import json
import math
import os
import re
import shutil
import sys
import tempfile
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import debuglayers  # noqa: E402
import realnet  # noqa: E402

# `%y = call @forward(%x) : (tensor<...>) -> tensor<AxBxf32>` in @calibrate.
FORWARD_CALL = re.compile(
    r"^(\s*)(%[\w.$-]+) = (?:func\.)?call @forward\(.*\) : \(.*\) -> "
    r"\(?tensor<((?:\d+x)+)f32>\)?\s*$")
REGION = re.compile(r'quantkit\.region "([\w.]+)"')
KERNEL_INDEX = re.compile(r"quantkit\.kernel_index = (\d+)")
FUNCTION = re.compile(r"func\.func (?:\w+ )?@([\w.$-]+)\(")
TENSOR = re.compile(r"tensor<((?:\d+x)*)[a-z]\w*")
# The contraction of a kernel's body: linalg's named forms after
# quantkit-normalize (channels-last) and TOSA's.
CONTRACTION = re.compile(
    r"\b(linalg\.(?:conv_\w+|depthwise_conv_\w+|matmul|batch_matmul)|"
    r"tosa\.(?:conv2d|depthwise_conv2d|matmul))\b")

SQNR_BUDGET_RANGE = (0.0, 200.0)


class BadInput(Exception):
    pass


def budget(low, high, unit, low_open):
    """An argparse type: a finite number in (low, high] or [low, high]."""
    def parse(text):
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                "'%s' is not a number of %s" % (text, unit))
        above = value > low if low_open else value >= low
        if not math.isfinite(value) or not above or value > high:
            raise argparse.ArgumentTypeError(
                "%s %s is out of range: give a number in %s%g, %g]"
                % (text, unit, "(" if low_open else "[", low, high))
        return value
    return parse


def tensor_shape(text):
    """[d0, d1, ...] of `tensor<AxBx...xT>`."""
    found = TENSOR.search(text)
    return [int(d) for d in found.group(1).split("x") if d] if found else None


def contraction_macs(line):
    """Multiply-accumulates of one contraction op line: the elements of its
    result times the length of the reduction each one sums, read from the
    operand shapes (`ins(... : A, B) outs(... : C)` for linalg, `: (A, B,
    ...) -> C` for TOSA). None when the form is not recognised."""
    found = CONTRACTION.search(line)
    if not found:
        return None
    op = found.group(1)
    types = re.findall(r"tensor<(?:\d+x)*[a-z]\w*", line)
    if "outs(" in line:
        ins_part = line.split("ins(", 1)[1].split("outs(", 1)[0]
        out_part = line.split("outs(", 1)[1]
        operands = re.findall(r"tensor<(?:\d+x)*[a-z]\w*", ins_part)
        results = re.findall(r"tensor<(?:\d+x)*[a-z]\w*", out_part)
    else:
        signature = line.rsplit(" : ", 1)[-1]
        if "->" not in signature:
            return None
        operands = re.findall(r"tensor<(?:\d+x)*[a-z]\w*",
                              signature.split("->")[0])
        results = re.findall(r"tensor<(?:\d+x)*[a-z]\w*",
                             signature.split("->")[1])
    if len(operands) < 2 or not results or not types:
        return None
    source, weight = tensor_shape(operands[0]), tensor_shape(operands[1])
    out = tensor_shape(results[0])
    if not source or not weight or not out:
        return None
    elements = int(np.prod(out))
    if "depthwise" in op:
        # HWC / HWCM filters (linalg), [KH, KW, C, M] (TOSA): the window.
        reduction = weight[0] * weight[1]
    elif "conv" in op:
        # conv_2d_nhwc_fhwc and tosa.conv2d: [F, KH, KW, C]; the other
        # linalg layouts name where their output channel sits.
        if "hwcf" in op:
            reduction = int(np.prod(weight[:-1]))
        elif "fchw" in op or "fhwc" in op or op == "tosa.conv2d":
            reduction = int(np.prod(weight[1:]))
        else:
            return None
    else:
        # matmul [M, K] x [K, N], batch_matmul and tosa.matmul [B, M, K].
        reduction = source[-1]
    return elements * reduction


def kernel_macs(fused_text):
    """{key: (kind, MACs)} for every quantkit.region of the fused IR; MACs 0
    for kernels without a contraction (pools, adds, ...)."""
    kernels = {}
    function = None
    current = None
    for line in fused_text.split("\n"):
        found = FUNCTION.search(line)
        if found and "quantkit.region" not in line:
            function = found.group(1)
            continue
        region = REGION.search(line)
        if region and function:
            index = KERNEL_INDEX.search(line)
            if index:
                current = "%s.%s.%s" % (function, region.group(1),
                                        index.group(1))
                kernels[current] = [region.group(1), 0]
            continue
        if current and CONTRACTION.search(line):
            macs = contraction_macs(line)
            if macs:
                kernels[current][1] += macs
        if current and line.lstrip().startswith("quantkit.return"):
            current = None
    return {key: tuple(value) for key, value in kernels.items()}


def function_text(text, name):
    """(start, end) of `func.func @name(` through its closing brace: the
    first following line that is a lone `}` indented as the header."""
    start = text.find("func.func @%s(" % name)
    if start < 0:
        return None
    line_start = text.rfind("\n", 0, start) + 1
    indent = text[line_start:start]
    closing = text.find("\n" + indent + "}", start)
    while closing >= 0:
        after = closing + 1 + len(indent) + 1
        if after >= len(text) or text[after] == "\n":
            return line_start, after
        closing = text.find("\n" + indent + "}", closing + 1)
    return None


def source_lines(source, prepared):
    """{line of the prepared model: line of the source} for the lines
    realnet.prepare keeps: it drops the splat constants and opens @forward
    with the filled ones (`%rwN = arith.constant`); renaming a use keeps
    the line and the column of its op."""
    filled = sum(1 for line in prepared.split("\n")
                 if re.match(r"\s*%rw\d+ = arith\.constant", line))
    mapping = {}
    at = 0
    for number, line in enumerate(source.split("\n"), 1):
        if filled and realnet.SPLAT.match(line):
            continue
        at += 1
        mapping[at] = number
        if filled and line.lstrip().startswith("func.func @forward"):
            at += filled
    return mapping


def add_entries(text):
    """The model with @fallback_calibration (@calibrate printing each
    output of @forward as @main does) and @fallback_measure (that, then
    @main); returns (text, outputs printed by @fallback_calibration)."""
    span = function_text(text, "calibrate")
    if span is None:
        raise BadInput("no @calibrate in the prepared model")
    body = text[span[0]:span[1]].replace("func.func @calibrate(",
                                         "func.func @fallback_calibration(",
                                         1)
    lines = []
    calls = 0
    for line in body.split("\n"):
        lines.append(line)
        found = FORWARD_CALL.match(line)
        if not found:
            continue
        indent, value, dims = found.groups()
        tensor = "tensor<%sf32>" % dims
        memref = "memref<%sf32>" % dims
        lines += [
            "%s%%fb_b%d = bufferization.to_buffer %s : %s to %s"
            % (indent, calls, value, tensor, memref),
            "%s%%fb_u%d = memref.cast %%fb_b%d : %s to memref<*xf32>"
            % (indent, calls, calls, memref),
            "%scall @printMemrefF32(%%fb_u%d) : (memref<*xf32>) -> ()"
            % (indent, calls)]
        calls += 1
    if not calls:
        raise BadInput("@calibrate calls no @forward whose result is a "
                       "tensor of f32")
    indent = re.match(r"\s*", body).group(0)
    measure = "\n".join([
        "%sfunc.func @fallback_measure() {" % indent,
        "%s  call @fallback_calibration() : () -> ()" % indent,
        "%s  call @main() : () -> ()" % indent,
        "%s  return" % indent, "%s}" % indent])
    extra = "\n" + "\n".join(lines) + "\n" + measure + "\n"
    if "func.func private @printMemrefF32" not in text:
        extra += "%sfunc.func private @printMemrefF32(memref<*xf32>)\n" \
            % indent
    return realnet.append_to_module(text, extra), calls


def split_outputs(text, calibration_calls):
    """(calibration outputs, @main's outputs as rows of its blocks)."""
    blocks = text.split("Unranked Memref")[1:]
    parse = lambda chunk: realnet.logits("Unranked Memref" + chunk)
    calibration = [parse(b) for b in blocks[:calibration_calls]]
    main = [parse(b) for b in blocks[calibration_calls:]]
    join = lambda parts: np.concatenate(parts) if parts else np.array([])
    return join(calibration), join(main)


class Search:
    def __init__(self, args, work, name):
        self.args = args
        self.work = work
        self.path = lambda suffix: os.path.join(work, name + suffix)
        self.flow = realnet.Flow(args, work)
        # Every step prints its locations, so a kernel's location is the
        # line of the prepared model it came from, not of the step's input.
        self.flow.opt = self.flow.opt + ["--mlir-print-debuginfo"]
        self.measurements = {}
        self.runs = 0

    def fail(self, what, err):
        raise BadInput("%s failed: %s" % (what, realnet.first_error(err)))

    def prepare(self):
        args, path = self.args, self.path
        text, _, _, _, output_type = realnet.prepare(
            args.model, args.seed, args.calibration, args.evaluation)
        self.classes = realnet.shape_of(output_type)[-1]
        self.lines = source_lines(open(args.model).read(), text)
        text, self.calibration_calls = add_entries(text)
        with open(path(".filled.mlir"), "w") as out:
            out.write(text)
        flow = self.flow
        ok, err = flow.opt_step("float lower", path(".filled.mlir"),
                                "quantkit-to-llvm", path(".float.ll.mlir"))
        if ok:
            ok, err = flow.runner("float run", path(".float.ll.mlir"),
                                  "fallback_measure", path(".float.out"))
        if not ok:
            self.fail("the float model", err)
        self.reference = split_outputs(open(path(".float.out")).read(),
                                       self.calibration_calls)
        if not len(self.reference[0]):
            raise BadInput("the float model printed no outputs")
        bins = args.histogram_bins or (
            2048 if args.method in ("percentile", "mse", "entropy") else 0)
        apply = "file=%s" % path(".records")
        if args.method != "minmax":
            apply += " method=" + args.method
        if args.percentile is not None:
            apply += " percentile=%s" % args.percentile
        steps = realnet.calibration_steps(
            flow, path, path(".filled.mlir"), args.target, bins)
        steps.append(("apply-stats", lambda: flow.opt_step(
            "apply-stats", path(".instrumented.mlir"),
            "quantkit-apply-stats{%s}" % apply, path(".calibrated.mlir"))))
        # GPTQ's and bias correction's records, measured once on the whole
        # network: a kernel a deny list keeps in float leaves its record
        # unused.
        measurements, self.quantize_options = realnet.accuracy_steps(
            flow, path, path(".calibrated.mlir"), args.target,
            round_weights=args.round_weights,
            bias_correction=args.bias_correction)
        steps += measurements
        for label, run in steps:
            ok, err = run()
            if not ok:
                self.fail(label, err)

    def kernels(self):
        """The debugger's table over the calibration inputs, each kernel
        with its MACs from the fused IR."""
        args, path, flow = self.args, self.path, self.flow
        front = "quantkit-normalize,quantkit-import,quantkit-fuse{target=%s}" \
            % args.target
        ok, err = flow.opt_step("fuse", path(".calibrated.mlir"), front,
                                path(".fused.mlir"))
        if not ok:
            self.fail("quantkit-fuse", err)
        macs = kernel_macs(open(path(".fused.mlir")).read())
        # With GPTQ or bias correction the kernels are measured as the
        # search will quantize them: rounded and corrected by the records
        # (applied after the debugger, so its float copy stays float).
        ok, err = flow.opt_step(
            "debug lower", path(".calibrated.mlir"),
            "%s,quantkit-propagate{target=%s},quantkit-debug-layers,%s"
            "quantkit-materialize,quantkit-to-int,quantkit-to-llvm"
            % (front, args.target, realnet.record_passes(
                path, args.round_weights,
                bias_correction=args.bias_correction)),
            path(".debug.ll.mlir"))
        if ok:
            ok, err = flow.runner("debug run", path(".debug.ll.mlir"),
                                  "fallback_calibration", path(".debug.out"))
        if not ok:
            self.fail("quantkit-debug-layers", err)
        layers = debuglayers.read(open(path(".debug.out")).read())
        if not layers:
            raise BadInput(
                "nothing is quantized: quantkit-debug-layers found no kernel "
                "of target %s in %s (%d regions after quantkit-fuse), so no "
                "kernel can be kept in float" % (args.target, args.model,
                                                 len(macs)))
        for layer in layers:
            layer["location"] = self.source_location(layer["location"])
            kind, count = macs.get(layer["key"], (layer["kernel"], 0))
            layer["macs"] = count
            layer["local_db"] = layer.get("local", {}).get("sqnr_db",
                                                           math.inf)
        self.total_macs = sum(count for _, count in macs.values())
        return layers

    def source_location(self, where):
        """`MODEL:line:col` for a location in the prepared model."""
        found = re.match(r"(.*\.filled\.mlir):(\d+)(:\d+)?$", where)
        if not found or int(found.group(2)) not in self.lines:
            return where
        return "%s:%d%s" % (self.args.model, self.lines[int(found.group(2))],
                            found.group(3) or "")

    def measure(self, deny):
        """Quantizes with `deny` kept in float, runs, and returns the
        measurement {sqnr_calibration, sqnr_evaluation, top1}."""
        key = tuple(sorted(deny))
        if key in self.measurements:
            return self.measurements[key]
        args, path, flow = self.args, self.path, self.flow
        self.runs += 1
        options = "target=%s%s" % (args.target, self.quantize_options)
        option = "keep-float" if args.fallback == "float" else "keep-int16x8"
        if deny:
            options += " %s=%s" % (option, ",".join(deny))
        ok, err = flow.opt_step("quantize", path(".calibrated.mlir"),
                                "quantkit-quantize{%s}" % options,
                                path(".quantized.mlir"))
        if ok:
            ok, err = flow.opt_step("int8 lower", path(".quantized.mlir"),
                                    "quantkit-to-int,quantkit-to-llvm",
                                    path(".int8.ll.mlir"))
        if ok:
            ok, err = flow.runner("int8 run", path(".int8.ll.mlir"),
                                  "fallback_measure", path(".int8.out"))
        if not ok:
            named = (",".join(deny) if len(deny) <= 3 else
                     "%s,... (%d kernels)" % (",".join(deny[:3]), len(deny)))
            if args.fallback == "int16x8" and "bits, fewer than" in err:
                raise BadInput(
                    "target %s has no int16x8 kernel for %s: %s (choose a "
                    "target with 16-bit activations, such as tflite-mixed, "
                    "or --fallback float)" % (
                        args.target, named, realnet.first_error(err)))
            self.fail("quantizing with %s=%s" % (option, named), err)
        calibration, main = split_outputs(open(path(".int8.out")).read(),
                                          self.calibration_calls)
        result = {
            "sqnr_calibration_db": realnet.sqnr(self.reference[0],
                                                calibration),
            "sqnr_evaluation_db": realnet.sqnr(self.reference[1], main)
            if len(main) else None}
        if self.labels is not None:
            result["top1"] = top1(main, self.labels, self.classes)
        self.measurements[key] = result
        return result

    def meets(self, measured):
        args = self.args
        db = measured["sqnr_calibration_db"]
        if args.sqnr_budget is not None and \
                (db is None or not db >= args.sqnr_budget):
            return False
        if args.top1_budget is not None and \
                not self.float_top1 - measured["top1"] <= \
                args.top1_budget + 1e-9:
            return False
        return True


def top1(outputs, labels, classes):
    rows = np.asarray(outputs).reshape(-1, classes)
    if len(rows) != len(labels):
        raise BadInput("@main printed %d rows of %d outputs, the labels "
                       "file has %d labels" % (len(rows), classes,
                                               len(labels)))
    return 100.0 * float((rows.argmax(1) == labels).mean())


def rank(search, layers, how):
    """The kernels in the order they are kept float."""
    if how == "local":
        # Lowest local SQNR first; program order among equals (an exact
        # kernel, `inf`, gains nothing kept float and comes last).
        return sorted(layers, key=lambda l: l["local_db"])
    base = search.measure([])["sqnr_calibration_db"]
    for layer in layers:
        measured = search.measure([layer["key"]])
        layer["gain_db"] = measured["sqnr_calibration_db"] - base
        print("     %-32s kept alone: %7.2f dB (%+.2f)"
              % (layer["key"], measured["sqnr_calibration_db"],
                 layer["gain_db"]))
    return sorted(layers, key=lambda l: -l["gain_db"])


def db_text(value):
    if value is None:
        return "n/a"
    return "exact" if value == math.inf else "%.2f" % value


def run(args, name, work):
    search = Search(args, work, name)
    where = "in float" if args.fallback == "float" else "at int16x8"
    search.labels = None
    if args.top1_budget is not None:
        labels = args.labels
        if not labels:
            raise BadInput("--top1-budget needs --labels FILE (the labels "
                           "of @main's outputs, one integer per row)")
        try:
            search.labels = np.array([int(v) for v in
                                      open(labels).read().split()])
        except (OSError, ValueError) as error:
            raise BadInput("--labels %s: %s" % (labels, error))
    start = time.monotonic()
    search.prepare()
    if search.labels is not None:
        search.float_top1 = top1(search.reference[1], search.labels,
                                 search.classes)
    layers = search.kernels()
    budget = []
    if args.sqnr_budget is not None:
        budget.append("output SQNR >= %.2f dB on the %d calibration outputs"
                      % (args.sqnr_budget, search.calibration_calls))
    if args.top1_budget is not None:
        budget.append("top-1 at most %.2f points below float (%.2f%%) on "
                      "@main's %d labelled rows"
                      % (args.top1_budget, search.float_top1,
                         len(search.labels)))
    print("== %s, target %s: %d kernels, %.4g MMACs in contractions; "
          "budget: %s" % (name, args.target, len(layers),
                          search.total_macs / 1e6, " and ".join(budget)))
    if args.rank == "gain":
        print("== ranking by the gain of each kernel kept %s alone "
              "(%d runs):" % (where, len(layers)))
    order = rank(search, layers, args.rank)

    steps = []

    def step(count):
        deny = [l["key"] for l in order[:count]]
        measured = search.measure(deny)
        entry = dict(measured)
        entry["kept"] = count
        entry["added"] = order[count - 1]["key"] if count else None
        entry["macs_kept"] = sum(l["macs"] for l in order[:count])
        entry["meets"] = search.meets(measured)
        steps.append(entry)
        print_step(search, entry, order)
        return entry["meets"]

    print("== search (%s, ranked by %s):" % (args.search, args.rank))
    print("     %5s  %-32s %-16s %9s %8s %10s %10s%s"
          % ("kept", "last kept", "kind", "local dB", "MACs %",
             "calib. dB", "eval. dB",
             "   top-1" if search.labels is not None else ""))
    met = None
    if step(0):
        met = 0
    elif args.search == "linear":
        for count in range(1, len(order) + 1):
            if step(count):
                met = count
                break
    else:
        low, high = 0, len(order)
        if step(high):
            # Shortest prefix that meets the budget, assuming a longer
            # prefix never measures worse.
            while high - low > 1:
                middle = (low + high) // 2
                if step(middle):
                    high = middle
                else:
                    low = middle
            met = high
    elapsed = time.monotonic() - start

    kept = order[:met] if met is not None else []
    macs_float = sum(l["macs"] for l in kept)
    share = 100.0 * macs_float / search.total_macs if search.total_macs \
        else 0.0
    final = search.measure([l["key"] for l in kept]) if met is not None \
        else None
    if met is None:
        print("== FAILED: the budget is not met even with all %d kernels "
              "%s (%s dB on the calibration outputs)%s"
              % (len(order), where, db_text(steps[-1]["sqnr_calibration_db"]),
                 ": the loss is outside the kernels (the float program's own "
                 "rounding after quantkit-normalize, or a budget above it)"
                 if args.fallback == "float" else
                 "; --fallback float goes further"))
    elif met == 0:
        print("== budget met with nothing kept %s: %s dB on the "
              "calibration outputs" % (where,
                                       db_text(final["sqnr_calibration_db"])))
    else:
        print("== budget met with %d of %d kernels kept %s:"
              % (met, len(order), where))
        print("     %-32s %-16s %9s %12s  %s" % ("kernel", "kind", "local dB",
                                                 "MACs", "location"))
        for l in kept:
            print("     %-32s %-16s %9s %12d  %s"
                  % (l["key"], l["kernel"], db_text(l["local_db"]),
                     l["macs"], l["location"]))
    if met is not None:
        print("== cost: %d kernel%s kept %s, %.2f%% of %d MACs %s; "
              "output SQNR %s dB on the calibration outputs (%s dB "
              "before), %s dB on @main's%s"
              % (met, "" if met == 1 else "s", where, share,
                 search.total_macs, where,
                 db_text(final["sqnr_calibration_db"]),
                 db_text(steps[0]["sqnr_calibration_db"]),
                 db_text(final["sqnr_evaluation_db"]),
                 "; top-1 %.2f%% (float %.2f%%)" % (final["top1"],
                                                   search.float_top1)
                 if "top1" in final else ""))
    print("== %d quantize+run steps, %.1fs" % (search.runs, elapsed))
    if args.json:
        with open(args.json, "w") as out:
            json.dump({
                "model": args.model, "target": args.target,
                "sqnr_budget_db": args.sqnr_budget,
                "top1_budget_points": args.top1_budget,
                "float_top1": getattr(search, "float_top1", None),
                "rank": args.rank, "search": args.search,
                "fallback": args.fallback,
                "met": met is not None,
                "kernels": [{k: l[k] for k in ("key", "kernel", "location",
                                               "macs", "local_db",
                                               "gain_db") if k in l}
                            for l in order],
                "steps": steps,
                "kept": [l["key"] for l in kept],
                "macs_total": search.total_macs,
                "macs_kept": macs_float,
                "macs_kept_percent": share,
                "final": final}, out, indent=1,
                default=lambda v: None)
    return 0 if met is not None else 1


def print_step(search, entry, order):
    layer = order[entry["kept"] - 1] if entry["kept"] else None
    share = 100.0 * entry["macs_kept"] / search.total_macs \
        if search.total_macs else 0.0
    print("     %5d  %-32s %-16s %9s %8.2f %10s %10s%s%s"
          % (entry["kept"], layer["key"] if layer else "-",
             layer["kernel"] if layer else "-",
             db_text(layer["local_db"]) if layer else "",
             share, db_text(entry["sqnr_calibration_db"]),
             db_text(entry["sqnr_evaluation_db"]),
             " %7.2f%%" % entry["top1"] if "top1" in entry else "",
             "  <- meets the budget" if entry["meets"] else ""))


def main():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("model")
    parser.add_argument("--sqnr-budget", metavar="DB", type=budget(
        *SQNR_BUDGET_RANGE, "dB", True),
        help="the output SQNR against float on the calibration inputs must "
        "reach DB (0 < DB <= 200)")
    parser.add_argument("--top1-budget", metavar="POINTS", type=budget(
        0.0, 100.0, "points", False),
        help="top-1 on @main's outputs may drop at most POINTS percentage "
        "points below float (needs --labels)")
    parser.add_argument("--labels", help="labels of @main's output rows, "
                        "whitespace-separated integers")
    parser.add_argument("--rank", choices=["local", "gain"], default="local",
                        help="local: the debugger's local SQNR, lowest "
                        "first (one run); gain: output SQNR with the kernel "
                        "alone kept float, highest first (one run each)")
    parser.add_argument("--search", choices=["linear", "bisect"],
                        default="linear",
                        help="linear: add kernels one at a time; bisect: "
                        "the shortest prefix of the ranking that meets the "
                        "budget, assuming longer prefixes never do worse")
    parser.add_argument("--fallback", choices=["float", "int16x8"],
                        default="float",
                        help="float: keep-float (any target); int16x8: "
                        "keep-int16x8, 16-bit activations, on a target "
                        "with 16x8 kernels (--target tflite-mixed)")
    parser.add_argument("--round-weights", action="store_true",
                        help="round the weights by GPTQ against their "
                        "inputs' moments on the calibration inputs "
                        "(realnet.py --round-weights), measured once")
    parser.add_argument("--bias-correction", action="store_true",
                        help="correct the biases by their mean error on "
                        "the calibration inputs (realnet.py "
                        "--bias-correction), measured once")
    parser.add_argument("--json", metavar="FILE",
                        help="write the ranking, steps and result as JSON")
    realnet.add_flow_arguments(parser)
    args = parser.parse_args()
    if args.sqnr_budget is None and args.top1_budget is None:
        parser.error("give a budget: --sqnr-budget DB and/or "
                     "--top1-budget POINTS")

    if not os.path.isfile(args.model):
        print("fallback: error: no model file %s" % args.model,
              file=sys.stderr)
        return 2
    # A search on a large network runs for minutes: show each step as it
    # is measured, also through a pipe.
    sys.stdout.reconfigure(line_buffering=True)
    name = os.path.splitext(os.path.basename(args.model))[0]
    work = args.work or tempfile.mkdtemp(prefix="fallback-")
    os.makedirs(work, exist_ok=True)
    try:
        return run(args, name, work)
    except BadInput as error:
        print("fallback: error: %s" % error, file=sys.stderr)
        return 2
    except SystemExit as error:
        # realnet.prepare and Flow stop with a message of their own.
        if isinstance(error.code, str):
            print("fallback: error: %s" % error.code, file=sys.stderr)
            return 2
        raise
    finally:
        if not args.work:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
