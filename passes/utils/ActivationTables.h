//===- ActivationTables.h - Tables of the activation ops --------*- C++ -*-===//
//
// `quantkit.logistic`, `quantkit.tanh`, `quantkit.hard_swish` and
// `quantkit.gelu` map every stored input value to one stored output value
// (dialect/Reference.md#what-each-op-computes). The integer lowering and the
// TOSA export both read that map from here, as a table evaluated at compile
// time; the front end recognises a GELU by the functions declared here.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_UTILS_ACTIVATIONTABLES_H
#define QUANTKIT_PASSES_UTILS_ACTIVATIONTABLES_H

#include "passes/utils/UniformParams.h"

#include "mlir/IR/Operation.h"

namespace mlir::quantkit {

/// GELU, exact: `x * (1 + erf(x / sqrt(2))) / 2`.
double geluExact(double x);

/// GELU's tanh approximation (PyTorch's `approximate="tanh"`):
/// `x * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x^3))) / 2`.
double geluTanh(double x);

/// The table of a `quantkit.logistic`, `quantkit.tanh`,
/// `quantkit.hard_swish` or `quantkit.gelu`: entry `i` is the stored result for
/// the stored input whose bit pattern, read in the input storage's signedness,
/// is `i + lowest` (`lowest` the smallest value of the storage type: -2^(w-1)
/// signed, 0 unsigned), over all 2^w patterns, narrow storage ranges included.
/// Fails with an error at `op` where the types are not the op's verified form.
FailureOr<SmallVector<int64_t>> evaluateActivationTable(Operation *op);

/// The exponentials of a `quantkit.softmax` whose input scale times beta is
/// `betaScale`: entry `d` is `round(2^24 * exp(-betaScale * d))` (half away
/// from zero, in double precision) for `d` from 0 up to `maxDifference` or
/// to the first entry that rounds to 0, which is then the last entry (every
/// larger difference reads it).
SmallVector<int64_t> softmaxExponentials(double betaScale,
                                         int64_t maxDifference);

/// The smallest value of `params`' storage type (not of its storage range).
int64_t lowestStorageValue(const UniformParams &params);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_UTILS_ACTIVATIONTABLES_H
