#!/usr/bin/env bash
# Benchmark: QuantKit's int8 matmul/conv through quantkit-cpu against oneDNN,
# the f32 model through quantkit-cpu and the plain quantkit-to-llvm path.
# Variants interleaved in one process; OMP_NUM_THREADS threads on both
# sides (default 1: pinned to core CORE, as before threads existed; more
# than 1: not pinned, the OpenMP runtime places the threads).
#
#   [OMP_NUM_THREADS=N] examples/bench/run.sh [BUILD_DIR] [CORE]
#
# BUILD_DIR defaults to build/ (configured where libdnnl-dev is installed, so
# that bin/quantkit-bench exists); CORE defaults to 1. BENCH_RUNS sets the
# number of runs per variant (default 7). BENCH_BASELINE=OTHER_BUILD_DIR adds
# the int8 models compiled by that build's plugin as a "baseline" column and
# the ratio to it, measured interleaved in the same process;
# BENCH_BASELINE=seq compiles the baseline with this build's
# quantkit-cpu{num-threads=1}, the sequential loops without OpenMP.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=$(cd "${1:-$root/build}" && pwd)
core=${2:-1}
llvm=/usr/lib/llvm-22/bin
plugin=$build/lib/QuantKitPlugin.so
bench=$build/bin/quantkit-bench
[ -x "$bench" ] || { echo "run.sh: no $bench (install libdnnl-dev, rebuild)" >&2; exit 1; }
work=$build/bench
mkdir -p "$work"

# name:kind:dims (matmul MxKxN; conv HxWxCxOxKERNEL, NHWC batch 1, same pad)
models=(${BENCH_MODELS:-mm512:matmul:512x512x512 mm1024:matmul:1024x1024x1024
        gemm3136:matmul:3136x576x64 conv56:conv:56x56x64x64x3
        fc1:matmul:1x1024x1024 fc4:matmul:4x1024x1024
        fc8:matmul:8x1024x1024 fc16:matmul:16x1024x1024})
python3 "$root/examples/bench/generate.py" "$work" "${models[@]}"

opt=("$llvm/mlir-opt" --load-dialect-plugin="$plugin" --load-pass-plugin="$plugin")
# mlir-translate writes no target triple; without one, opt and llc assume
# no C library and expand every memset (the fill of a padded buffer, for
# one) into a byte loop. The JIT (mlir-runner) sets the host triple itself.
triple=$("$llvm/llvm-config" --host-target)
objects=()
compile() { # input.mlir pipeline output-stem [sed expression]
  local in=$1 pipeline=$2 out=$3 rename=${4:-}
  if [ -n "$rename" ]; then sed -e "$rename" "$in" > "$out.in.mlir"; in=$out.in.mlir; fi
  "${opt[@]}" "$in" --pass-pipeline="builtin.module($pipeline)" -o "$out.llvm.mlir"
  "$llvm/mlir-translate" --mlir-to-llvmir "$out.llvm.mlir" -o "$out.ll"
  "$llvm/opt" -O3 -mtriple="$triple" -mcpu=native "$out.ll" -o "$out.bc"
  "$llvm/llc" -O3 -mtriple="$triple" -mcpu=native -relocation-model=pic -filetype=obj "$out.bc" -o "$out.o"
  objects+=("$out.o")
}
names=()
for spec in "${models[@]}"; do
  name=${spec%%:*}; names+=("$name")
  src=$work/$name.mlir
  # The int8 and the f32 model through quantkit-cpu (target=auto).
  compile "$src" "quantkit-to-int,quantkit-cpu" "$work/$name-cpu"
  compile "$src" "quantkit-to-int,quantkit-cpu{target=portable}" \
    "$work/$name-portable" \
    "s/@${name}_int8(/@${name}_int8_portable(/;s/@${name}_f32(/@${name}_f32_portable(/"
  compile "$src" "quantkit-to-int,quantkit-to-llvm" "$work/$name-plain" \
    "s/@${name}_int8(/@${name}_int8_plain(/;s/@${name}_f32(/@${name}_f32_plain(/"
  # The AVX-VNNI path where this CPU can run it (AVX-VNNI, or AVX-512
  # VNNI with VL).
  if grep -qw avx_vnni /proc/cpuinfo ||
     { grep -qw avx512_vnni /proc/cpuinfo && grep -qw avx512vl /proc/cpuinfo; }; then
    compile "$src" "quantkit-to-int,quantkit-cpu{target=avx-vnni}" \
      "$work/$name-avxvnni" \
      "s/@${name}_int8(/@${name}_int8_avxvnni(/;s/@${name}_f32(/@${name}_f32_avxvnni(/"
  fi
  if [ "${BENCH_BASELINE:-}" = seq ]; then
    compile "$src" "quantkit-to-int,quantkit-cpu{num-threads=1}" "$work/$name-baseline" \
      "s/@${name}_int8(/@${name}_int8_baseline(/;s/@${name}_f32(/@${name}_f32_baseline(/"
  elif [ -n "${BENCH_BASELINE:-}" ]; then
    base_plugin=$(cd "$BENCH_BASELINE" && pwd)/lib/QuantKitPlugin.so
    opt=("$llvm/mlir-opt" --load-dialect-plugin="$base_plugin" --load-pass-plugin="$base_plugin")
    compile "$src" "quantkit-to-int,quantkit-cpu" "$work/$name-baseline" \
      "s/@${name}_int8(/@${name}_int8_baseline(/;s/@${name}_f32(/@${name}_f32_baseline(/"
    opt=("$llvm/mlir-opt" --load-dialect-plugin="$plugin" --load-pass-plugin="$plugin")
  fi
done
# Each variant's functions are renamed apart, so one library holds them all.
# memref.copy of strided views calls memrefCopy from the MLIR C runner utils;
# the parallel loops call libomp (libomp-22-dev).
c++ -shared -o "$work/models.so" "${objects[@]}" \
  -L/usr/lib/llvm-22/lib -Wl,-rpath,/usr/lib/llvm-22/lib -lmlir_c_runner_utils \
  -lomp

# Debian's oneDNN calls GOMP_* (libgomp); with libomp preloaded those bind
# to libomp's GOMP-compatible entry points, so both sides share one pool of
# threads instead of two runtimes spinning against each other.
threads=${OMP_NUM_THREADS:-1}
pin=()
[ "$threads" = 1 ] && pin=(taskset -c "$core")
echo "command: OMP_NUM_THREADS=$threads LD_PRELOAD=/usr/lib/llvm-22/lib/libomp.so ${pin[*]} $bench $work/models.so $work ${names[*]}"
OMP_NUM_THREADS=$threads DNNL_VERBOSE=0 LD_PRELOAD=/usr/lib/llvm-22/lib/libomp.so \
  "${pin[@]}" "$bench" "$work/models.so" "$work" "${names[@]}"
