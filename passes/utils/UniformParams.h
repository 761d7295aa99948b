//===- UniformParams.h - Parameters of a !quant.uniform type ----*- C++ -*-===//
//
// The scales, zero points, storage range and axis of a `!quant.uniform`
// element type (per tensor or per axis) as plain values, read once. Both the
// integer lowering and the TOSA export build their arithmetic from these.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_UTILS_UNIFORMPARAMS_H
#define QUANTKIT_PASSES_UTILS_UNIFORMPARAMS_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <cstdlib>
#include <algorithm>
#include <optional>

namespace mlir::quantkit {

/// The parameters of a `!quant.uniform` element type, per-tensor or per-axis.
struct UniformParams {
  IntegerType storage;
  bool isSigned = true;
  int64_t storageMin = 0, storageMax = 0;
  FloatType expressed;
  SmallVector<double> scales;
  SmallVector<int64_t> zeroPoints;
  std::optional<int64_t> axis;

  /// Reads `elementType`; fails for non-uniform or non-integer storage.
  static FailureOr<UniformParams> get(Type elementType);

  bool isPerAxis() const { return axis.has_value(); }
  unsigned width() const { return storage.getWidth(); }
  int64_t zeroPoint(size_t channel = 0) const {
    return zeroPoints[isPerAxis() ? channel : 0];
  }
  double scale(size_t channel = 0) const {
    return scales[isPerAxis() ? channel : 0];
  }
  bool allZeroPointsZero() const {
    return llvm::all_of(zeroPoints, [](int64_t zp) { return zp == 0; });
  }
  /// Largest |q - zp| over the storage range and every channel.
  int64_t maxAbsCentered() const;
  /// Largest |q| over the storage range.
  int64_t maxAbsStored() const {
    return std::max(std::abs(storageMin), std::abs(storageMax));
  }
};

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_UTILS_UNIFORMPARAMS_H
