#!/usr/bin/env bash
# Prepares a build of QuantKit on a Debian machine: installs what is missing
# (LLVM/MLIR 22 and the build tools), configures and builds.
#
#   cmake/setup.sh [BUILD_DIR] [extra CMake arguments...]
#
# BUILD_DIR defaults to build/. Set QUANTKIT_SANITIZE=1 for an
# AddressSanitizer + UndefinedBehaviorSanitizer build.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-"$root/build"}
shift || true

# libomp-22-dev: the OpenMP runtime quantkit-cpu's parallel loops call
# (tests JIT-run them with /usr/lib/llvm-22/lib/libomp.so).
packages=(llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools cmake
          ninja-build g++ ccache libgtest-dev python3 python3-numpy
          libomp-22-dev)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null |
    grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq \
    --no-install-recommends "${missing[@]}" >/dev/null
fi

# ccache hits across clones at other paths: hash paths relative to the root.
export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=1

args=(-G Ninja -S "$root" -B "$build"
      -DCMAKE_BUILD_TYPE=Release
      -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir)
if [ "${QUANTKIT_SANITIZE:-0}" = 1 ]; then
  args+=(-DQUANTKIT_ENABLE_SANITIZERS=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo)
fi
cmake "${args[@]}" "$@" >/dev/null
cmake --build "$build"
