#!/usr/bin/env python3
"""Whole-network benchmark: ResNet-18 and MobileNetV2 at batch 1, 224x224,
QuantKit int8 and f32 against ONNX Runtime f32 and int8 (QDQ), with the same
weights and calibration inputs everywhere. See examples/netbench/README.md.

    /usr/bin/python3 examples/netbench/run.py BUILD_DIR [--threads 1,all]
        [--nets resnet18,mobilenet_v2] [--runs 7] [--work DIR] ...

For each network it
1. writes the network (netdef.py: one layer list with seeded numpy weights)
   as MLIR in torch-mlir's op forms and as an ONNX model (batch norm folded
   into Conv), and checks that both compute the same float logits;
2. QuantKit int8: the README flow (as test/realnets/realnet.py runs it)
   with the calibration program lowered by quantkit-cpu instead of
   quantkit-to-llvm: quantkit-instrument -> quantkit-lower-stats-ref,
   quantkit-cpu + mlir-runner -O3 -e calibrate on the calibration inputs ->
   quantkit-apply-stats -> quantkit-quantize -> quantkit-to-int,quantkit-cpu
   -> .so; QuantKit f32: quantkit-normalize,quantkit-cpu -> .so. The LLVM
   dialect becomes object code in mlir-runner -O3 (host CPU; --compile text
   takes examples/bench/run.sh's mlir-translate, opt, llc instead), then
   `c++ -shared`; the libraries are called through ctypes
   (`llvm.emit_c_interface` on @forward);
3. ONNX Runtime (if `onnx` and `onnxruntime` import): the f32 model, and
   int8 QDQ models from onnxruntime.quantization.quantize_static (per
   channel, QInt8 weights, MinMax on the same calibration inputs) with QUInt8
   and with QInt8 activations; CPU execution provider;
4. times every variant at each thread count in a fresh worker process
   (OMP_NUM_THREADS for QuantKit, intra_op_num_threads for ONNX Runtime),
   variants interleaved run by run, the median of --runs runs, each run the
   mean of as many calls as fill --min-time seconds;
5. prints the SQNR of each int8 variant against the float logits over
   --evaluation held-out inputs, and top-1 agreement with float.
"""
import argparse
import ctypes
import json
import os
import platform
import re
import subprocess
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "test", "realnets"))
import netdef  # noqa: E402
import realnet  # noqa: E402  (entry_points, sqnr, first_error)

TOOLS = "/usr/lib/llvm-22"
LLVM = os.path.join(TOOLS, "bin")
# mlir-runner's libraries: the runner utilities, and libomp where it is
# installed, which a multi-threaded quantkit-cpu's code calls (__kmpc_*).
OMP_LIB = os.path.join(TOOLS, "lib", "libomp.so")
JIT_LIBS = realnet.RUNNER_LIBS + (
    "," + OMP_LIB if os.path.exists(OMP_LIB) else "")
START = time.monotonic()


def progress(text):
    print("[%6.1fs] %s" % (time.monotonic() - START, text), flush=True)


def run(command, stdout=None, env=None):
    """Runs a tool; stops the script with the tool's first error."""
    sink = open(stdout, "w") if stdout else subprocess.DEVNULL
    try:
        done = subprocess.run(command, stdin=subprocess.DEVNULL, stdout=sink,
                              stderr=subprocess.PIPE, text=True, env=env)
    finally:
        if stdout:
            sink.close()
    if done.returncode != 0:
        raise SystemExit("netbench: %s failed: %s"
                         % (os.path.basename(command[0]),
                            realnet.first_error(done.stderr)))
    return done.stderr


class Step:
    """Prints `label` and the step's wall time."""

    def __init__(self, label):
        self.label = label

    def __enter__(self):
        self.start = time.monotonic()
        return self

    def __exit__(self, *exc):
        if exc[0] is None:
            progress("%s (%.1fs)" % (self.label, time.monotonic() - self.start))


# Compiling ------------------------------------------------------------------

class Compiler:
    def __init__(self, build, work, mode):
        self.mode = mode
        plugin = os.path.join(build, "lib", "QuantKitPlugin.so")
        if not os.path.exists(plugin):
            raise SystemExit("netbench: no %s (ninja -C %s QuantKitPlugin)"
                             % (plugin, build))
        self.opt = [os.path.join(LLVM, "mlir-opt"),
                    "--load-dialect-plugin=" + plugin,
                    "--load-pass-plugin=" + plugin]
        self.work = work
        # mlir-translate writes no target triple; without one opt and llc
        # assume no C library and expand memsets into byte loops (see
        # examples/bench/run.sh).
        self.triple = subprocess.run(
            [os.path.join(LLVM, "llvm-config"), "--host-target"],
            capture_output=True, text=True, check=True).stdout.strip()

    def mlir(self, source, pipeline, out):
        return run(self.opt + [source, "-o", out,
                               "--pass-pipeline=builtin.module(%s)" % pipeline])

    def shared_library(self, source, pipeline, stem):
        """source -> pipeline -> object code -> stem.so (see `--compile`)."""
        self.mlir(source, pipeline, stem + ".llvm.mlir")
        if self.mode == "text":
            # examples/bench/run.sh's way.
            run([os.path.join(LLVM, "mlir-translate"), "--mlir-to-llvmir",
                 stem + ".llvm.mlir", "-o", stem + ".ll"])
            run([os.path.join(LLVM, "opt"), "-O3", "-mtriple=" + self.triple,
                 "-mcpu=native", stem + ".ll", "-o", stem + ".bc"])
            run([os.path.join(LLVM, "llc"), "-O3", "-mtriple=" + self.triple,
                 "-mcpu=native", "-relocation-model=pic", "-filetype=obj",
                 stem + ".bc", "-o", stem + ".o"])
            os.remove(stem + ".ll")
            os.remove(stem + ".bc")
        else:
            # The same LLVM -O3 pipeline and host CPU (mlir-runner's
            # ExecutionEngine targets the host's CPU name and features), in
            # memory: the textual LLVM IR of a network's constants is
            # hundreds of MB and takes minutes to print and parse. Running
            # the (empty) @main is the price of getting the object file.
            run([os.path.join(LLVM, "mlir-runner"), "-e", "main",
                 "-entry-point-result=void", "-O3", "--dump-object-file",
                 "--object-filename=" + stem + ".o",
                 "-shared-libs=" + JIT_LIBS, stem + ".llvm.mlir"])
        libs = ["-L" + os.path.join(TOOLS, "lib"),
                "-Wl,-rpath," + os.path.join(TOOLS, "lib"),
                "-lmlir_c_runner_utils", "-lmlir_runner_utils"]
        libs += self.thread_runtime(stem + ".o")
        # -Bsymbolic: every library defines @forward; each must call its own.
        # -z notext: the JIT's object uses the large code model, whose
        # absolute addresses become load-time relocations of the text.
        run(["c++", "-shared", "-Wl,-Bsymbolic", "-Wl,-z,notext", "-o",
             stem + ".so", stem + ".o"] + libs)
        os.remove(stem + ".llvm.mlir")
        os.remove(stem + ".o")
        return stem + ".so"

    @staticmethod
    def thread_runtime(obj):
        """Link flags for an OpenMP runtime when the object calls one (a
        multi-threaded quantkit-cpu lowers through the OpenMP dialect to
        __kmpc_* calls); NETBENCH_LDFLAGS overrides."""
        if "NETBENCH_LDFLAGS" in os.environ:
            return os.environ["NETBENCH_LDFLAGS"].split()
        undefined = subprocess.run(["nm", "-u", obj], capture_output=True,
                                   text=True).stdout
        if not re.search(r"\b(__kmpc_|omp_)", undefined):
            return []
        for folder in (os.path.join(TOOLS, "lib"), "/usr/lib/x86_64-linux-gnu"):
            for name in ("libomp.so", "libomp.so.5"):
                if os.path.exists(os.path.join(folder, name)):
                    return ["-L" + folder, "-Wl,-rpath," + folder,
                            "-l:" + name]
        raise SystemExit("netbench: %s calls an OpenMP runtime and no "
                         "libomp.so was found (set NETBENCH_LDFLAGS)" % obj)


def with_c_interface(text):
    """`llvm.emit_c_interface` on @forward, so that the library exports
    `_mlir_ciface_forward(result*, input*)` for ctypes."""
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if line.lstrip().startswith("func.func @forward("):
            if "llvm.emit_c_interface" in line:
                return text
            if " attributes {" in line:
                lines[i] = line.replace(" attributes {",
                                        " attributes {llvm.emit_c_interface, ",
                                        1)
            else:
                lines[i] = re.sub(r"\s*\{\s*$",
                                  " attributes {llvm.emit_c_interface} {", line)
            return "\n".join(lines)
    raise SystemExit("netbench: no func.func @forward")


def add_c_interface(path):
    with open(path) as f:
        text = f.read()
    with open(path, "w") as f:
        f.write(with_c_interface(text))


# Calling the compiled models -----------------------------------------------

def memref_type(rank):
    class MemRef(ctypes.Structure):
        _fields_ = [("allocated", ctypes.c_void_p),
                    ("aligned", ctypes.c_void_p),
                    ("offset", ctypes.c_int64),
                    ("sizes", ctypes.c_int64 * rank),
                    ("strides", ctypes.c_int64 * rank)]
    return MemRef


class CompiledModel:
    """`_mlir_ciface_forward(out, in)` of a library: f32 NCHW in, f32
    [1, classes] out (freed after each call); `dtype` for other element
    types (examples/tflitebench: int8 NHWC)."""
    libc = ctypes.CDLL(None)

    def __init__(self, path, input_shape, output_shape, dtype="float32"):
        self.dtype = np.dtype(dtype)
        # RTLD_LOCAL (the default): the libraries' symbols stay apart.
        self.lib = ctypes.CDLL(path)
        self.fn = self.lib._mlir_ciface_forward
        self.fn.restype = None
        self.input_shape = list(input_shape)
        self.output_shape = list(output_shape)
        self.In = memref_type(len(input_shape))
        self.Out = memref_type(len(output_shape))
        self.libc.free.argtypes = [ctypes.c_void_p]
        self.set_input(np.zeros(input_shape, dtype=self.dtype))

    def set_input(self, x):
        self.x = np.ascontiguousarray(x, dtype=self.dtype)
        strides = [s // self.dtype.itemsize for s in self.x.strides]
        pointer = self.x.ctypes.data_as(ctypes.c_void_p)
        self.arg = self.In(pointer, pointer, 0,
                           (ctypes.c_int64 * len(self.input_shape))(
                               *self.input_shape),
                           (ctypes.c_int64 * len(strides))(*strides))

    def call(self):
        out = self.Out()
        self.fn(ctypes.byref(out), ctypes.byref(self.arg))
        return out

    def __call__(self, x=None):
        if x is not None:
            self.set_input(x)
        out = self.call()
        count = int(np.prod(self.output_shape))
        size = self.dtype.itemsize
        buffer = (ctypes.c_char * (count * size)).from_address(
            out.aligned + size * out.offset)
        result = np.frombuffer(bytes(buffer), dtype=self.dtype).reshape(
            self.output_shape)
        self.libc.free(out.allocated)
        return result

    def time_call(self):
        out = self.call()
        self.libc.free(out.allocated)


def ort_available():
    try:
        import onnx  # noqa: F401
        import onnxruntime  # noqa: F401
        return True
    except ImportError as e:
        print("netbench: ONNX Runtime variants skipped: %s (install with "
              "`/usr/bin/python3 -m pip install --break-system-packages onnx "
              "onnxruntime`)" % e, flush=True)
        return False


def ort_session(path, threads):
    import onnxruntime as ort
    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    options.graph_optimization_level = \
        ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    return ort.InferenceSession(path, options,
                                providers=["CPUExecutionProvider"])


class OrtModel:
    def __init__(self, path, threads):
        self.session = ort_session(path, threads)
        self.name = self.session.get_inputs()[0].name
        self.x = None

    def set_input(self, x):
        self.x = np.ascontiguousarray(x, dtype=np.float32)

    def __call__(self, x=None):
        if x is not None:
            self.set_input(x)
        return self.session.run(None, {self.name: self.x})[0]

    def time_call(self):
        self.session.run(None, {self.name: self.x})


def load_variant(variant, threads):
    if variant["kind"] == "quantkit":
        return CompiledModel(variant["path"], variant["input_shape"],
                             variant["output_shape"])
    return OrtModel(variant["path"], threads)


# Timing (in a worker process per thread count) -------------------------------

# Seconds each variant waits before its timed calls: the runtimes' worker
# threads spin after a call before they sleep (libomp for KMP_BLOCKTIME,
# 200 ms by default; ONNX Runtime's intra-op pool too), and with every core
# in use a variant timed right after another runtime's call shares the
# cores with those spinning threads. Measured on AMD EPYC, 2 threads, the
# same QuantKit library twice-built (fused epilogues on and off): the one
# timed right after ONNX Runtime was 4-7% slower whichever it was.
SETTLE_SECONDS = 0.3


def worker(spec_path, load=None):
    """Times the variants of the spec, interleaved run by run; prints one
    JSON line {variant key: [ms per call of each run]}. `load(variant,
    threads)` makes a variant's model (load_variant by default)."""
    load = load or load_variant
    with open(spec_path) as f:
        spec = json.load(f)
    threads = spec["threads"]
    settle = spec.get("settle", SETTLE_SECONDS)
    x = np.load(spec["input"])
    models = {}
    for variant in spec["variants"]:
        model = load(variant, threads)
        model.set_input(x)
        # Warm-up: first-touch of the weights, the runtimes' thread pools.
        for _ in range(2):
            model.time_call()
        models[variant["key"]] = model
    times = {key: [] for key in models}
    for _ in range(spec["runs"]):
        for key, model in models.items():
            # Let the previous variant's threads go to sleep; one untimed
            # call brings this variant's back.
            time.sleep(settle)
            model.time_call()
            calls, start = 0, time.perf_counter()
            while True:
                model.time_call()
                calls += 1
                elapsed = time.perf_counter() - start
                if elapsed >= spec["min_time"] and calls >= 1:
                    break
            times[key].append(1000.0 * elapsed / calls)
    print(json.dumps(times), flush=True)


def time_variants(variants, threads, args, work, x, script=None):
    """Runs `script --worker SPEC` (this file by default) with
    OMP_NUM_THREADS = threads; its worker's times."""
    spec_path = os.path.join(work, "time-%d.json" % threads)
    input_path = os.path.join(work, "time-input.npy")
    np.save(input_path, x)
    with open(spec_path, "w") as f:
        json.dump({"threads": threads, "input": input_path,
                   "variants": variants, "runs": args.runs,
                   "min_time": args.min_time}, f)
    env = dict(os.environ)
    env["OMP_NUM_THREADS"] = str(threads)
    done = subprocess.run([sys.executable,
                           os.path.abspath(script or __file__),
                           "--worker", spec_path], env=env,
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit("netbench: timing worker failed:\n" + done.stderr)
    return json.loads(done.stdout.strip().splitlines()[-1])


# The flow -----------------------------------------------------------------

class CalibrationReader:
    """onnxruntime.quantization's CalibrationDataReader over the inputs."""

    def __init__(self, name, inputs):
        self.name = name
        self.inputs = list(inputs)
        self.index = 0

    def get_next(self):
        if self.index >= len(self.inputs):
            return None
        self.index += 1
        return {self.name: self.inputs[self.index - 1]}

    def rewind(self):
        self.index = 0


def quantize_ort(f32_path, out_path, inputs, activation):
    import logging
    from onnxruntime.quantization import (CalibrationDataReader,
                                          CalibrationMethod, QuantFormat,
                                          QuantType, quantize_static)

    class Reader(CalibrationReader, CalibrationDataReader):
        pass
    # quantize_static logs a suggestion to run its pre-processing (shape
    # inference and graph fusions) on the root logger: the model is written
    # fused already (batch norm folded, no shape to infer).
    root = logging.getLogger()
    level = root.level
    root.setLevel(logging.ERROR)
    try:
        quantize_static(f32_path, out_path, Reader("input", inputs),
                        quant_format=QuantFormat.QDQ, per_channel=True,
                        activation_type=getattr(QuantType, activation),
                        weight_type=QuantType.QInt8,
                        calibrate_method=CalibrationMethod.MinMax)
    finally:
        root.setLevel(level)


def calibrate(compiler, work, name, model_path, calibration, target):
    """quantkit-instrument -> stats lowering compiled -> @calibrate run ->
    quantkit-apply-stats; returns the calibrated module's path."""
    stem = os.path.join(work, name)
    with Step("%s: quantkit-instrument{target=%s}" % (name, target)):
        compiler.mlir(model_path, "quantkit-instrument{target=%s}" % target,
                      stem + ".instrumented.mlir")
    with Step("%s: calibration program lowered (quantkit-lower-stats-ref,"
              "quantkit-cpu)" % name):
        compiler.mlir(stem + ".instrumented.mlir",
                      "quantkit-lower-stats-ref,quantkit-cpu",
                      stem + ".calibrate.llvm.mlir")
    with Step("%s: @calibrate on %d inputs (mlir-runner -O3)"
              % (name, len(calibration))):
        run([os.path.join(LLVM, "mlir-runner"), "-e", "calibrate",
             "-entry-point-result=void", "-O3",
             "-shared-libs=" + JIT_LIBS,
             stem + ".calibrate.llvm.mlir"], stdout=stem + ".records")
        os.remove(stem + ".calibrate.llvm.mlir")
        records = sum(1 for line in open(stem + ".records")
                      if line.startswith("quantkit-stats "))
    with Step("%s: quantkit-apply-stats (%d records)" % (name, records)):
        compiler.mlir(stem + ".instrumented.mlir",
                      "quantkit-apply-stats{file=%s}" % (stem + ".records"),
                      stem + ".calibrated.mlir")
    return stem + ".calibrated.mlir"


def coverage(remarks):
    """quantkit-coverage's remark, shortened."""
    for line in remarks.splitlines():
        found = re.search(r"remark: (.*contractions.*)", line)
        if found:
            return found.group(1)[:300]
    return "no coverage remark"


def prepare_network(name, args, compiler, work, inputs, have_ort):
    """Writes and compiles every variant of one network; returns the
    variants (for the timing worker) and the float check's results."""
    stem = os.path.join(work, name)
    with Step("%s: network and weights written (MLIR, ONNX)" % name):
        net = netdef.NETS[name](args.seed, args.size, args.classes)
        text = netdef.mlir_text(net)
        calibration, held_out = inputs
        # @calibrate over the calibration inputs, as realnet.py adds it.
        output_type = netdef.ty(net.shapes[net.output])
        extra = realnet.entry_points(netdef.ty(net.input_shape), output_type,
                                     calibration, [])
        stripped = with_c_interface(text).rstrip()
        closing = stripped.rfind("}")
        with open(stem + ".mlir", "w") as f:
            f.write(stripped[:closing] + extra + "\n}\n")
        if have_ort:
            import onnx
            onnx.save(netdef.onnx_model(net), stem + ".onnx")
    progress("%s: %.2fM parameters, %.2f GMAC, %d layers, %.0f MB of MLIR"
             % (name, net.parameters() / 1e6, net.macs() / 1e9,
                len(net.nodes), os.path.getsize(stem + ".mlir") / 1e6))
    variants = []
    shapes = dict(input_shape=net.input_shape,
                  output_shape=net.shapes[net.output])

    def add(label, kind, path):
        variants.append(dict(key="%s/%s" % (name, label), net=name,
                             label=label, kind=kind, path=path, **shapes))

    target = args.target
    calibrated = calibrate(compiler, work, name, stem + ".mlir", calibration,
                           target)
    with Step("%s: quantkit-quantize{target=%s}" % (name, target)):
        remarks = compiler.mlir(calibrated, "quantkit-quantize{target=%s}"
                                % target, stem + ".quantized.mlir")
    progress("%s: %s" % (name, coverage(remarks)))
    # What stayed float and why (quantkit-materialize's remarks), as
    # realnet.py reports it.
    contractions = sum(1 for n in net.nodes if n["kind"] in ("conv", "linear"))
    realnet.quantized_report(stem + ".quantized.mlir", remarks, contractions,
                             [], False)
    with Step("%s: int8 compiled (quantkit-to-int,quantkit-cpu)" % name):
        add_c_interface(stem + ".quantized.mlir")
        add("QuantKit int8", "quantkit", compiler.shared_library(
            stem + ".quantized.mlir",
            "quantkit-to-int,quantkit-cpu{%s}" % args.int8_cpu_options,
            stem + ".int8"))
    with Step("%s: f32 compiled (quantkit-normalize,quantkit-cpu)" % name):
        add("QuantKit f32", "quantkit", compiler.shared_library(
            stem + ".mlir", "quantkit-normalize,quantkit-cpu", stem + ".f32"))
    plain = None
    if args.check_plain:
        with Step("%s: float program as written compiled (quantkit-to-llvm)"
                  % name):
            plain = compiler.shared_library(stem + ".mlir", "quantkit-to-llvm",
                                            stem + ".plain")
    if have_ort:
        add("ORT f32", "ort", stem + ".onnx")
        for activation in args.ort_activations:
            out = "%s.ort-%s.onnx" % (stem, activation.lower())
            with Step("%s: onnxruntime quantize_static (QDQ, per channel, %s "
                      "activations, QInt8 weights)" % (name, activation)):
                quantize_ort(stem + ".onnx", out, calibration, activation)
            add("ORT int8 %s" % ("u8" if activation == "QUInt8" else "s8"),
                "ort", out)
    return variants, plain


def accuracy(name, variants, plain, held_out, threads):
    """Float agreement of the emitters and SQNR / top-1 of the int8
    variants against float, over the held-out inputs."""
    outputs = {}
    for variant in variants:
        model = load_variant(variant, threads)
        outputs[variant["label"]] = np.stack([model(x) for x in held_out])
    reference = outputs["QuantKit f32"]
    lines = []
    if plain:
        model = CompiledModel(plain, variants[0]["input_shape"],
                              variants[0]["output_shape"])
        start = time.monotonic()
        written = model(held_out[0])
        seconds = time.monotonic() - start
        lines.append("float check: the MLIR program as written "
                     "(quantkit-to-llvm, %.1fs a call) vs QuantKit f32: max "
                     "|diff| %.3g" % (seconds, float(np.max(np.abs(
                         written - reference[0])))))
        if "ORT f32" in outputs:
            lines.append("float check: the MLIR program as written vs ORT "
                         "f32: max |diff| %.3g"
                         % float(np.max(np.abs(written -
                                               outputs["ORT f32"][0]))))
    if "ORT f32" in outputs:
        diff = np.abs(outputs["ORT f32"] - reference)
        lines.append("float check: QuantKit f32 vs ORT f32 over %d inputs: "
                     "max |diff| %.3g (logits in [%.3g, %.3g]), top-1 agree "
                     "%d/%d" % (len(held_out), float(diff.max()),
                                float(reference.min()), float(reference.max()),
                                int(np.sum(np.argmax(outputs["ORT f32"], -1) ==
                                           np.argmax(reference, -1))),
                                len(held_out)))
    rows = []
    for label, out in outputs.items():
        if label == "QuantKit f32":
            continue
        db = realnet.sqnr(reference.ravel().astype(np.float64),
                          out.ravel().astype(np.float64))
        agree = int(np.sum(np.argmax(out, -1).ravel() ==
                           np.argmax(reference, -1).ravel()))
        rows.append((name, label, db, agree, len(held_out),
                     float(np.max(np.abs(out - reference)))))
    return lines, rows


def cpu_name():
    try:
        for line in subprocess.run(["lscpu"], capture_output=True,
                                   text=True).stdout.splitlines():
            if line.startswith("Model name:"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def cpu_flags():
    """LLVM's name for the host CPU (what -mcpu=native means) and the
    instruction sets that decide quantkit-cpu's path and ORT's kernels."""
    host = re.search(r"Host CPU: (\S+)", subprocess.run(
        [os.path.join(LLVM, "llc"), "--version"], capture_output=True,
        text=True).stdout)
    try:
        flags = open("/proc/cpuinfo").read()
    except OSError:
        flags = ""
    found = [f for f in ("avx2", "avx512f", "avx512_vnni", "avx_vnni",
                         "amx_int8") if re.search(r"\b%s\b" % f, flags)]
    return "LLVM host CPU %s; %s" % (host.group(1) if host else "unknown",
                                     " ".join(found) or "no AVX2")


def main():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("build", nargs="?", help="QuantKit build folder")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--threads", default="1,all",
                        help="comma-separated thread counts; `all` is every "
                        "core this process may run on (default 1,all)")
    parser.add_argument("--nets", default="resnet18,mobilenet_v2")
    parser.add_argument("--runs", type=int, default=7,
                        help="timed runs per variant (median; default 7)")
    parser.add_argument("--min-time", type=float, default=0.1,
                        help="seconds of calls per run (default 0.1)")
    parser.add_argument("--size", type=int, default=224,
                        help="input height and width (default 224)")
    parser.add_argument("--classes", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--calibration", type=int, default=8,
                        help="calibration inputs, N(0, 1) (default 8)")
    parser.add_argument("--evaluation", type=int, default=16,
                        help="held-out inputs for SQNR and top-1 (default 16)")
    parser.add_argument("--target", default="tflite-int8")
    parser.add_argument("--ort-activations", default="QUInt8,QInt8",
                        help="activation types of the ORT QDQ models "
                        "(default QUInt8,QInt8: one model each)")
    parser.add_argument("--int8-cpu-options", default="",
                        help="options of quantkit-cpu for the int8 network, "
                        "e.g. 'narrow-requantize=false' to time it without "
                        "quantkit-narrow-requantize")
    parser.add_argument("--check-plain", action="store_true",
                        help="also compile the float program as written "
                        "through quantkit-to-llvm (plain loops, no "
                        "quantkit-normalize) and compare it with both f32 "
                        "variants (adds 2 to 6 minutes)")
    parser.add_argument("--compile", choices=["jit-object", "text"],
                        default="jit-object",
                        help="how the LLVM dialect becomes a .so: mlir-runner "
                        "-O3 --dump-object-file (default), or examples/bench/"
                        "run.sh's mlir-translate, opt -O3 -mcpu=native, llc "
                        "(minutes per network: the weights as LLVM IR text)")
    parser.add_argument("--work", help="keep the models and libraries here "
                        "(default BUILD/netbench)")
    args = parser.parse_args()
    if args.worker:
        return worker(args.worker)
    if not args.build:
        parser.error("BUILD_DIR is required")
    args.ort_activations = [a for a in args.ort_activations.split(",") if a]
    for activation in args.ort_activations:
        if activation not in ("QUInt8", "QInt8"):
            parser.error("--ort-activations: QUInt8 or QInt8, not %s"
                         % activation)
    cores = len(os.sched_getaffinity(0))
    threads = []
    for t in args.threads.split(","):
        count = cores if t == "all" else int(t)
        if count < 1:
            parser.error("--threads: %s is not a thread count" % t)
        if count not in threads:
            threads.append(count)
    names = [n for n in args.nets.split(",") if n]
    for name in names:
        if name not in netdef.NETS:
            parser.error("--nets: no network %s (%s)"
                         % (name, ", ".join(netdef.NETS)))

    build = os.path.abspath(args.build)
    work = os.path.abspath(args.work or os.path.join(build, "netbench"))
    os.makedirs(work, exist_ok=True)
    compiler = Compiler(build, work, args.compile)
    have_ort = ort_available()
    if have_ort:
        import onnxruntime
        progress("onnxruntime %s, providers %s" % (
            onnxruntime.__version__, onnxruntime.get_available_providers()))

    # The same inputs for both toolkits: normalised images, N(0, 1).
    rng = np.random.default_rng(args.seed + 1)
    shape = [1, 3, args.size, args.size]
    calibration = [rng.standard_normal(shape, dtype=np.float32)
                   for _ in range(args.calibration)]
    held_out = [rng.standard_normal(shape, dtype=np.float32)
                for _ in range(args.evaluation)]

    variants, checks, rows = [], [], []
    for name in names:
        found, plain = prepare_network(name, args, compiler, work,
                                       (calibration, held_out), have_ort)
        with Step("%s: outputs on %d held-out inputs" % (name, len(held_out))):
            lines, accuracy_rows = accuracy(name, found, plain, held_out,
                                            threads[-1])
        for line in lines:
            progress("%s: %s" % (name, line))
        checks += ["%s: %s" % (name, line) for line in lines]
        rows += accuracy_rows
        variants += found

    timings = {}
    for count in threads:
        with Step("timed %d variants at %d thread(s), %d runs each"
                  % (len(variants), count, args.runs)):
            timings[count] = time_variants(variants, count, args, work,
                                           held_out[0])

    print()
    print("CPU: %s (%d cores available; %s); load average %s" % (
        cpu_name(), cores, cpu_flags(),
        " ".join("%.2f" % v for v in os.getloadavg())))
    print("command: %s" % " ".join([os.path.relpath(sys.argv[0])] +
                                   sys.argv[1:]))
    print()
    print("| network | threads | QuantKit int8 ms | QuantKit f32 ms | "
          "ORT f32 ms | ORT int8 ms | QuantKit int8 vs ORT int8 | "
          "QuantKit int8 vs QuantKit f32 |")
    print("|---|---|---|---|---|---|---|---|")
    for name in names:
        for count in threads:
            medians = {v["label"]: float(np.median(timings[count][v["key"]]))
                       for v in variants if v["net"] == name}
            ort_int8 = {k: m for k, m in medians.items()
                        if k.startswith("ORT int8")}
            best = min(ort_int8, key=ort_int8.get) if ort_int8 else None
            qk = medians["QuantKit int8"]

            def cell(key):
                return "%.2f" % medians[key] if key in medians else "-"
            print("| %s | %d | %.2f | %s | %s | %s | %s | %.2fx |" % (
                name, count, qk, cell("QuantKit f32"), cell("ORT f32"),
                " / ".join("%.2f (%s)" % (m, k[9:])
                           for k, m in sorted(ort_int8.items())) or "-",
                "%.2fx" % (ort_int8[best] / qk) if best else "-",
                medians["QuantKit f32"] / qk))
    print()
    print("Speed ratios are the other variant's median time over QuantKit "
          "int8's (above 1: QuantKit int8 is faster), against the faster "
          "ORT int8 model. Every run (ms per call):")
    print()
    print("| network | threads | variant | median | min | max |")
    print("|---|---|---|---|---|---|")
    for variant in variants:
        for count in threads:
            t = timings[count][variant["key"]]
            print("| %s | %d | %s | %.2f | %.2f | %.2f |" % (
                variant["net"], count, variant["label"], np.median(t),
                min(t), max(t)))
    print()
    for line in checks:
        print(line)
    print()
    print("| network | variant | SQNR vs float (dB) | top-1 = float | "
          "max abs error |")
    print("|---|---|---|---|---|")
    for name, label, db, agree, total, error in rows:
        print("| %s | %s | %s | %d/%d | %.3g |" % (
            name, label, "n/a" if db is None else "%.2f" % db, agree, total,
            error))
    print()
    print("SQNR and top-1 against QuantKit f32's logits over the %d held-out "
          "inputs (not calibration inputs); total time %.0fs"
          % (len(held_out), time.monotonic() - START))
    return 0


if __name__ == "__main__":
    sys.exit(main())
