//===- QuantizedPorts.h - Region ports as quantized values ------*- C++ -*-===//
//
// What quantkit-materialize and quantkit-export-tosa both do when they
// replace a resolved `quantkit.region` by quantized code: turn each float
// port into a value of its `!quant.uniform` spec (a float constant quantized
// at compile time into storage integers, the value a `quant.dcast` came
// from, or a new `quant.qcast`), fold a fused clamp into the result's
// storage range and build the QuantKit compute op of the region's kernel;
// or, where they cannot express a region, inline its float body between
// fake-quant casts.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_QUANTIZE_QUANTIZEDPORTS_H
#define QUANTKIT_PASSES_QUANTIZE_QUANTIZEDPORTS_H

#include "mlir/IR/Builders.h"
#include "mlir/Support/LLVM.h"

#include <optional>
#include <string>

namespace mlir::quantkit {

class RegionOp;

/// The quantized value of the float tensor `input` under the element type
/// `spec` (a `!quant.uniform`): a float constant becomes a constant of
/// storage integers (`quantizeConstant`) reinterpreted by `quant.scast`; the
/// value a `quant.dcast` of that type dequantized is reused; anything else
/// gets a `quant.qcast`. Fails (with `why`) only where a constant cannot be
/// quantized under `spec`.
FailureOr<Value> quantizePort(OpBuilder &b, Location loc, Value input,
                              Type spec, std::string *why);

/// `spec` with a clamp `[lo, hi]` (real values) folded into its storage
/// range: `[zp + round(lo / s), zp + round(hi / s)]` inside the storage
/// range (TFLite's CalculateActivationRangeQuantized). Only per-tensor
/// `!quant.uniform` specs narrow; any other spec is returned unchanged. A
/// missing or NaN bound leaves that end of the range as it is.
Type narrowForClamp(Type spec, std::optional<double> lo,
                    std::optional<double> hi);

/// A resolved region as quantized code, built before the region.
struct QuantizedKernel {
  /// The QuantKit compute op (`quantkit.matmul`, `conv2d`, ...) whose result
  /// type is the output spec narrowed by a fused clamp; null for kernels
  /// that only move values (reshape, transpose, concat), which become the
  /// same TOSA op on the storage integers.
  Operation *computeOp = nullptr;
  /// The region's result as a value of its output spec.
  Value result;
};

/// Builds the quantized code of `region` before it (the region itself stays
/// for the caller to replace): every input spec must be `!quant.uniform`,
/// the one result's spec a per-tensor `!quant.uniform`, the ports ranked
/// tensors, and the body a kernel of matchBodyKernel (FusedKernel.h)
/// computing the region's `logical_kernel` that QuantKit has a compute op
/// for or that only moves values with one parameter set on every port. The
/// compute op must verify with the port specs. Fails with `why` and leaves
/// nothing behind otherwise. quantkit-materialize and quantkit-export-tosa
/// both read regions through it, so they accept the same regions.
FailureOr<QuantizedKernel> buildQuantizedKernel(RegionOp region,
                                                std::string &why);

/// The float fallback of a region: its body inlined in its place, with a
/// `quant.qcast` -> `quant.dcast` pair on every ranked tensor port whose spec
/// is `!quant.uniform` (per tensor or per axis), so the float program keeps
/// the region's quantization; erases the region.
void inlineRegionAsFloat(RegionOp region);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_QUANTIZE_QUANTIZEDPORTS_H
