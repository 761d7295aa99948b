# lit configuration for QuantKit's IR, plugin and execution tests.
import os
import sys

import lit.formats
from lit.llvm import llvm_config

config.name = "QuantKit"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.quantkit_obj_root, "test", "lit")

plugin = os.path.join(config.quantkit_obj_root, "lib", "QuantKitPlugin.so")
driver = os.path.join(config.quantkit_obj_root, "bin", "quantkit-opt")

# An instrumented plugin needs the sanitizer runtimes in the (uninstrumented)
# stock mlir-opt; LLVM's own leaks at exit are not ours to report.
if config.sanitizers:
    config.environment["LD_PRELOAD"] = " ".join(
        [config.asan_runtime, config.ubsan_runtime])
    # allow_user_poisoning=0: the plugin's inlined BumpPtrAllocator poisons
    # fresh slabs of MLIR's shared uniquer allocator, which the uninstrumented
    # libMLIR.so then allocates from without unpoisoning (false reports).
    config.environment["ASAN_OPTIONS"] = (
        "detect_leaks=0:abort_on_error=1:allow_user_poisoning=0")
    config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1:halt_on_error=1"
    config.available_features.add("sanitizers")

# `%quantkit-opt` is the stock mlir-opt-22 with the plugin loaded both ways:
# the way users run QuantKit. `%mlir-opt` is the stock tool alone.
config.substitutions.append(("%quantkit_plugin", plugin))
config.substitutions.append(
    ("%quantkit-opt",
     "%s --load-dialect-plugin=%s --load-pass-plugin=%s"
     % (config.mlir_opt, plugin, plugin)))
config.substitutions.append(("%quantkit-driver", driver))
config.substitutions.append(
    ("%quantkit-fuzz",
     os.path.join(config.quantkit_obj_root, "bin", "quantkit-fuzz")))
config.substitutions.append(
    ("%quantkit-time-pass",
     os.path.join(config.quantkit_obj_root, "bin", "quantkit-time-pass")))
config.substitutions.append(("%mlir-opt", config.mlir_opt))
config.substitutions.append(("%mlir-runner", config.mlir_runner))
# `%run` JIT-runs LLVM-dialect IR from stdin and prints what @main prints.
# `%run-cpu` also loads libomp (Debian's libomp-22-dev), which the parallel
# loops of quantkit-cpu's output call; use it wherever quantkit-cpu output
# runs. `%libomp` is the library's path. (`%run-cpu` comes first: lit
# substitutes in order, and `%run` is a prefix of it.)
runner_libs = ",".join(
    os.path.join(config.mlir_lib_dir, lib)
    for lib in ["libmlir_runner_utils.so", "libmlir_c_runner_utils.so"])
omp_lib = os.path.join(config.mlir_lib_dir, "libomp.so")
if not os.path.exists(omp_lib):
    lit_config.note("no " + omp_lib + ": quantkit-cpu output cannot run "
                    "(install libomp-22-dev, as cmake/setup.sh does)")
config.substitutions.append(("%libomp", omp_lib))
config.substitutions.append(
    ("%run-cpu", "%s -e main -entry-point-result=void -shared-libs=%s,%s"
     % (config.mlir_runner, runner_libs, omp_lib)))
config.substitutions.append(
    ("%run", "%s -e main -entry-point-result=void -shared-libs=%s"
     % (config.mlir_runner, runner_libs)))
config.substitutions.append(
    ("%testgen", os.path.join(config.quantkit_obj_root, "bin",
                              "quantkit-testgen")))
config.substitutions.append(("%mlir_lib_dir", config.mlir_lib_dir))
config.substitutions.append(("%quantkit_src", config.quantkit_src_root))
config.substitutions.append(("%quantkit_obj", config.quantkit_obj_root))
config.substitutions.append(("%cmake", config.cmake_command))
config.substitutions.append(("%cxx", config.cxx_compiler))
config.substitutions.append(("%mlir_cmake_dir", config.mlir_cmake_dir))
# QUANTKIT_ORACLES points a work tree elsewhere than ../shared at them.
oracles = os.environ.get(
    "QUANTKIT_ORACLES",
    os.path.join(os.path.dirname(config.quantkit_src_root), "shared",
                 "oracles"))
config.substitutions.append(("%oracles", oracles))
if os.path.isdir(oracles):
    config.available_features.add("oracles")
else:
    lit_config.note("conformance tests skipped: no oracle folder at " + oracles)
config.substitutions.append(("%python", sys.executable))
# Real front-end exports (torch-mlir's torchvision networks) live beside the
# work trees in ../shared/realnets; QUANTKIT_REALNETS points elsewhere.
realnets = os.environ.get(
    "QUANTKIT_REALNETS",
    os.path.join(os.path.dirname(config.quantkit_src_root), "shared",
                 "realnets"))
config.substitutions.append(("%realnets", realnets))
if os.path.isdir(realnets):
    config.available_features.add("realnets")
else:
    lit_config.note("real-network tests skipped: no folder at " + realnets)
# The long real-network runs (AlexNet's big fully connected weights) run
# only with QUANTKIT_REALNETS_LARGE=1.
if os.environ.get("QUANTKIT_REALNETS_LARGE") == "1":
    config.available_features.add("realnets-large")


def amx_granted():
    try:
        import ctypes
        import platform
        if platform.machine() != "x86_64":
            return False
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.syscall(158, 0x1023, 18) == 0
    except (OSError, AttributeError):
        return False


# The vpdpbusd kernels of quantkit-cpu{target=vnni} run only on AVX-512
# VNNI, those of target=avx-vnni on AVX-VNNI (or AVX-512 VNNI with VL), the
# vpmaddwd kernels of target=avx2 on AVX2, the tiles of target=amx on AMX.
try:
    with open("/proc/cpuinfo") as cpuinfo:
        flags = cpuinfo.read()
        if " avx512_vnni" in flags:
            config.available_features.add("avx512vnni")
        if " avx_vnni" in flags or (" avx512_vnni" in flags and
                                    " avx512vl" in flags):
            config.available_features.add("avxvnni")
        if " avx2" in flags:
            config.available_features.add("avx2")
        # quantkit-cpu{target=amx}'s tiles: the CPU has them and Linux
        # grants this process tile data (arch_prctl(ARCH_REQ_XCOMP_PERM,
        # XFEATURE_XTILEDATA), as the generated code asks).
        if " amx_int8" in flags and " amx_tile" in flags and amx_granted():
            config.available_features.add("amx")
        # quantkit-cpu{table-lookup=vbmi}'s vpermi2b.
        if " avx512vbmi" in flags and " avx512bw" in flags:
            config.available_features.add("avx512vbmi")
except OSError:
    pass

llvm_config.with_system_environment(["HOME", "PATH", "TMPDIR"])
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.use_default_substitutions()
