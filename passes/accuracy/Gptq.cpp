//===- Gptq.cpp - Rounding weights against their inputs' statistics -------===//
//
// A row `w` of a layer's weights meets the input vectors `x` it multiplies;
// rounding it to `q` changes the row's output by `(q - w) . x`, whose
// squared sum over the recorded inputs is `(q - w)^T H (q - w)`, `H = sum x
// x^T`. GPTQ rounds the columns one at a time and, after each, moves the
// remaining columns to the optimum of that quadratic given the columns
// already fixed (Optimal Brain Surgeon's update). With `U` upper triangular
// and `U^T U = H^-1`, the update after column `i` is
//
//   w[j] -= (w[i] - q[i]) / U[i][i] * U[i][j]   for every j after i,
//
// so one factorization serves every row that shares the inputs.
//
//===----------------------------------------------------------------------===//

#include "passes/accuracy/Gptq.h"

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace mlir::quantkit;

/// Factors the symmetric `a` (n x n, row-major) in place as `L L^T` with
/// `L` lower triangular (the upper triangle is left as it was); false if
/// `a` is not positive definite.
static bool choleskyLower(llvm::MutableArrayRef<double> a, int64_t n) {
  for (int64_t j = 0; j < n; ++j) {
    double *rowJ = &a[j * n];
    double diagonal = rowJ[j];
    for (int64_t k = 0; k < j; ++k)
      diagonal -= rowJ[k] * rowJ[k];
    if (!(diagonal > 0.0) || !std::isfinite(diagonal))
      return false;
    rowJ[j] = std::sqrt(diagonal);
    for (int64_t i = j + 1; i < n; ++i) {
      double *rowI = &a[i * n];
      double sum = rowI[j];
      for (int64_t k = 0; k < j; ++k)
        sum -= rowI[k] * rowJ[k];
      rowI[j] = sum / rowJ[j];
    }
  }
  return true;
}

/// The inverse of the lower triangular `l` (n x n, row-major; its upper
/// triangle is not read), lower triangular, solved row by row.
static llvm::SmallVector<double> invertLower(llvm::ArrayRef<double> l,
                                             int64_t n) {
  llvm::SmallVector<double> x(n * n, 0.0);
  for (int64_t i = 0; i < n; ++i) {
    double *rowI = &x[i * n];
    rowI[i] = 1.0;
    for (int64_t k = 0; k < i; ++k) {
      double factor = l[i * n + k];
      const double *rowK = &x[k * n];
      for (int64_t j = 0; j <= k; ++j)
        rowI[j] -= factor * rowK[j];
    }
    double inverse = 1.0 / l[i * n + i];
    for (int64_t j = 0; j <= i; ++j)
      rowI[j] *= inverse;
  }
  return x;
}

std::optional<GptqFactor>
mlir::quantkit::factorMoments(llvm::ArrayRef<double> moments, int64_t columns,
                              double damp) {
  int64_t n = columns;
  GptqFactor factor;
  llvm::SmallVector<double> diagonal(n);
  for (int64_t i = 0; i < n; ++i) {
    diagonal[i] = moments[i * n + i];
    // An input that is always zero: its weight is rounded to the nearest.
    if (diagonal[i] == 0.0)
      diagonal[i] = 1.0;
  }
  double mean = std::accumulate(diagonal.begin(), diagonal.end(), 0.0) /
                static_cast<double>(n);
  factor.order.resize(n);
  std::iota(factor.order.begin(), factor.order.end(), 0);
  std::stable_sort(
      factor.order.begin(), factor.order.end(),
      [&](int64_t a, int64_t b) { return diagonal[a] > diagonal[b]; });

  // H in the rounding order, reversed: the lower Cholesky factor M of the
  // reversed matrix J H J gives H = V V^T with V = J M J upper triangular,
  // and then U = V^-1 = J M^-1 J satisfies U^T U = H^-1.
  llvm::SmallVector<double> reversed(n * n);
  for (int64_t i = 0; i < n; ++i) {
    int64_t row = factor.order[n - 1 - i];
    for (int64_t j = 0; j < n; ++j) {
      int64_t column = factor.order[n - 1 - j];
      reversed[i * n + j] = row == column ? diagonal[row] + damp * mean
                                          : moments[row * n + column];
    }
  }
  if (!choleskyLower(reversed, n))
    return std::nullopt;
  llvm::SmallVector<double> inverse = invertLower(reversed, n);
  factor.upper.assign(n * n, 0.0);
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = i; j < n; ++j)
      factor.upper[i * n + j] = inverse[(n - 1 - i) * n + (n - 1 - j)];
  return factor;
}

void mlir::quantkit::roundRow(llvm::MutableArrayRef<double> weights,
                              int64_t row, const GptqFactor &factor,
                              NearestOnGrid nearest) {
  int64_t n = factor.order.size();
  llvm::SmallVector<double> w(n);
  for (int64_t i = 0; i < n; ++i)
    w[i] = weights[factor.order[i]];
  for (int64_t i = 0; i < n; ++i) {
    double q = nearest(row, factor.order[i], w[i]);
    const double *u = &factor.upper[i * n];
    double error = (w[i] - q) / u[i];
    w[i] = q;
    for (int64_t j = i + 1; j < n; ++j)
      w[j] -= error * u[j];
  }
  for (int64_t i = 0; i < n; ++i)
    weights[factor.order[i]] = w[i];
}

double mlir::quantkit::outputError(llvm::ArrayRef<double> before,
                                   llvm::ArrayRef<double> after,
                                   llvm::ArrayRef<double> moments) {
  int64_t n = before.size();
  llvm::SmallVector<double> e(n);
  for (int64_t i = 0; i < n; ++i)
    e[i] = after[i] - before[i];
  double sum = 0.0;
  for (int64_t i = 0; i < n; ++i) {
    double dot = 0.0;
    for (int64_t j = 0; j < n; ++j)
      dot += moments[i * n + j] * e[j];
    sum += e[i] * dot;
  }
  return sum;
}
