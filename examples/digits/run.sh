#!/usr/bin/env bash
# The trained example's main command: the digits CNN (examples/digits/
# digits-float.mlir, written by train.py) through QuantKit's README flow
# with the stock mlir-opt-22 and the plugin (quantkit-instrument, a JIT run
# of @calibrate over training images, quantkit-apply-stats,
# quantkit-quantize{target=tflite-int8}, quantkit-to-int, quantkit-to-llvm,
# mlir-runner), by test/realnets/realnet.py; then the float and int8 top-1
# accuracy on the held-out images (evaluate.py).
#
#   examples/digits/run.sh [BUILD_DIR]
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${1:-"$root/build"}
[ -e "$build/lib/QuantKitPlugin.so" ] || "$root/cmake/setup.sh" "$build" >&2
# Debian's python3, for which setup.sh installs python3-numpy.
python=${PYTHON:-/usr/bin/python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

status=0
"$python" "$root/test/realnets/realnet.py" --build "$build" --work "$work" \
  "$root/examples/digits/digits-float.mlir" || status=$?
if [ -e "$work/digits-float.int8.out" ]; then
  "$python" "$root/examples/digits/evaluate.py" --within 0.5 \
    "$work/digits-float.float.out" "$work/digits-float.int8.out" || status=1
else
  "$python" "$root/examples/digits/evaluate.py" "$work/digits-float.float.out"
  echo "== int8 top-1: n/a (the flow stopped before the int8 run)"
  status=1
fi
exit "$status"
