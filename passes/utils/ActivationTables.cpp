//===- ActivationTables.cpp - Tables of the activation ops ---------------===//

#include "passes/utils/ActivationTables.h"

#include "dialect/QuantKitOps.h"

#include "mlir/IR/TypeUtilities.h"

#include <algorithm>
#include <cmath>

using namespace mlir;
using namespace mlir::quantkit;

double mlir::quantkit::geluExact(double x) {
  return x * (1.0 + std::erf(x / std::sqrt(2.0))) / 2.0;
}

double mlir::quantkit::geluTanh(double x) {
  const double sqrt2OverPi = std::sqrt(2.0 / 3.14159265358979323846);
  return x * (1.0 + std::tanh(sqrt2OverPi * (x + 0.044715 * x * x * x))) / 2.0;
}

int64_t mlir::quantkit::lowestStorageValue(const UniformParams &params) {
  return params.isSigned ? -(int64_t(1) << (params.width() - 1)) : 0;
}

SmallVector<int64_t>
mlir::quantkit::softmaxExponentials(double betaScale, int64_t maxDifference) {
  SmallVector<int64_t> table;
  for (int64_t d = 0; d <= maxDifference; ++d) {
    double x = betaScale * static_cast<double>(d);
    table.push_back(
        static_cast<int64_t>(std::round(std::ldexp(std::exp(-x), 24))));
    if (table.back() == 0)
      break;
  }
  return table;
}

FailureOr<SmallVector<int64_t>>
mlir::quantkit::evaluateActivationTable(Operation *op) {
  double (*function)(double) = nullptr;
  if (isa<LogisticOp>(op))
    function = [](double x) { return 1.0 / (1.0 + std::exp(-x)); };
  else if (isa<TanhOp>(op))
    function = [](double x) { return std::tanh(x); };
  else if (isa<HardSwishOp>(op))
    // Left to right, as dialect/Reference.md writes it.
    function = [](double x) { return x * std::clamp(x + 3.0, 0.0, 6.0) / 6.0; };
  else if (auto gelu = dyn_cast<GeluOp>(op))
    function = gelu.getApproximate() ? geluTanh : geluExact;
  FailureOr<UniformParams> in =
      UniformParams::get(getElementTypeOrSelf(op->getOperand(0).getType()));
  FailureOr<UniformParams> out =
      UniformParams::get(getElementTypeOrSelf(op->getResult(0).getType()));
  if (!function || failed(in) || failed(out) || in->isPerAxis() ||
      out->isPerAxis() || in->width() > 16)
    return op->emitOpError()
           << "needs per-tensor !quant.uniform types with input storage of "
              "at most 16 bits";
  SmallVector<int64_t> table;
  int64_t lowest = lowestStorageValue(*in);
  int64_t count = int64_t(1) << in->width();
  table.reserve(count);
  for (int64_t q = lowest; q < lowest + count; ++q) {
    double y = function(in->scale() * double(q - in->zeroPoint()));
    // std::round rounds half away from zero; the clamp comes first (and a
    // NaN, which verified scales never give, reads as 0), so the conversion
    // to an integer is always defined.
    double lo = double(out->storageMin - out->zeroPoint());
    double hi = double(out->storageMax - out->zeroPoint());
    double scaled = std::round(y / out->scale());
    double rounded = std::isnan(scaled) ? 0.0 : std::clamp(scaled, lo, hi);
    table.push_back(static_cast<int64_t>(rounded) + out->zeroPoint());
  }
  return table;
}
