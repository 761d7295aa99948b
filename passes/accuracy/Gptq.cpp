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

void mlir::quantkit::serialFor(int64_t count,
                               llvm::function_ref<void(int64_t)> body) {
  for (int64_t i = 0; i < count; ++i)
    body(i);
}

/// `rows[q * stride + j] -= scales[q] * x[j]` for the four rows q < 4 and
/// j < `length`: the rows share each load of `x`, in one inner loop the
/// compiler vectorizes.
static void subtractFromFourRows(double *rows, int64_t stride,
                                 const double *scales, const double *x,
                                 int64_t length) {
  double s0 = scales[0], s1 = scales[1], s2 = scales[2], s3 = scales[3];
  double *r0 = rows, *r1 = r0 + stride, *r2 = r1 + stride, *r3 = r2 + stride;
  for (int64_t j = 0; j < length; ++j) {
    double v = x[j];
    r0[j] -= s0 * v;
    r1[j] -= s1 * v;
    r2[j] -= s2 * v;
    r3[j] -= s3 * v;
  }
}

/// The rows [`first`, `first + count`) of the n x n `a` up to column
/// `columns`, transposed into `packed`: packed[k][r] = a[first + r][k], `width`
/// entries per k, zero past `count`.
static void packRowsTransposed(llvm::ArrayRef<double> a, int64_t n,
                               int64_t first, int64_t count, int64_t columns,
                               int64_t width,
                               llvm::SmallVectorImpl<double> &packed) {
  packed.assign(columns * width, 0.0);
  for (int64_t r = 0; r < count; ++r)
    for (int64_t k = 0; k < columns; ++k)
      packed[k * width + r] = a[(first + r) * n + k];
}

/// Factors the symmetric `a` (n x n, row-major) in place as `L L^T` with
/// `L` lower triangular (the upper triangle is left as it was); false if
/// `a` is not positive definite. Element (i, j), i >= j:
///   s = a[i][j] - a[i][0] a[j][0] - ... - a[i][j-1] a[j][j-1]
/// in that order; L[j][j] = sqrt(s) on the diagonal, s / L[j][j] below.
///
/// The columns go a block at a time: the terms of the columns before the
/// block are taken for the whole block at once, so that each earlier row is
/// read once per block, not once per element. Every element still
/// subtracts its products in the order of k, so the result is bit for bit
/// that of the loops above (GptqTest checks it).
static bool choleskyLower(llvm::MutableArrayRef<double> a, int64_t n,
                          ParallelFor parallelFor) {
  constexpr int64_t kBlock = 16;
  llvm::SmallVector<double> panel, zeros(n, 0.0);
  for (int64_t j0 = 0; j0 < n; j0 += kBlock) {
    int64_t width = std::min(kBlock, n - j0);
    // panel[k][jj] = L[j0 + jj][k], for k < j0.
    packRowsTransposed(a, n, j0, width, j0, kBlock, panel);
    // The terms k < j0 of every element in the block's columns, four rows
    // at a time sharing each load of the panel (rows past the end read
    // zeros and are not written).
    parallelFor((n - j0 + 3) / 4, [&](int64_t group) {
      int64_t i = j0 + 4 * group;
      const double *rows[4];
      double sums[4][kBlock] = {};
      for (int64_t q = 0; q < 4; ++q) {
        rows[q] = i + q < n ? &a[(i + q) * n] : zeros.data();
        for (int64_t jj = 0; jj < width; ++jj)
          sums[q][jj] = rows[q][j0 + jj];
      }
      for (int64_t k = 0; k < j0; ++k) {
        double x0 = rows[0][k], x1 = rows[1][k], x2 = rows[2][k],
               x3 = rows[3][k];
        const double *p = &panel[k * kBlock];
        for (int64_t jj = 0; jj < width; ++jj) {
          sums[0][jj] -= x0 * p[jj];
          sums[1][jj] -= x1 * p[jj];
          sums[2][jj] -= x2 * p[jj];
          sums[3][jj] -= x3 * p[jj];
        }
      }
      for (int64_t q = 0; q < 4 && i + q < n; ++q)
        for (int64_t jj = 0; jj < width && j0 + jj <= i + q; ++jj)
          a[(i + q) * n + j0 + jj] = sums[q][jj];
    });
    // The terms j0 <= k < j, column by column.
    for (int64_t j = j0; j < j0 + width; ++j) {
      double *rowJ = &a[j * n];
      double diagonal = rowJ[j];
      for (int64_t k = j0; k < j; ++k)
        diagonal -= rowJ[k] * rowJ[k];
      if (!(diagonal > 0.0) || !std::isfinite(diagonal))
        return false;
      rowJ[j] = std::sqrt(diagonal);
      for (int64_t i = j + 1; i < n; ++i) {
        double *rowI = &a[i * n];
        double sum = rowI[j];
        for (int64_t k = j0; k < j; ++k)
          sum -= rowI[k] * rowJ[k];
        rowI[j] = sum / rowJ[j];
      }
    }
  }
  return true;
}

/// The inverse of the lower triangular `l` (n x n, row-major; its upper
/// triangle is not read), lower triangular. Element (i, j), j < i:
///   x = 0 - l[i][j] x[j][j] - ... - l[i][i-1] x[i-1][j]
/// in that order, then times 1 / l[i][i]; x[i][i] = 1 * (1 / l[i][i]).
/// Blocked as choleskyLower is, with the same order of terms.
static llvm::SmallVector<double>
invertLower(llvm::ArrayRef<double> l, int64_t n, ParallelFor parallelFor) {
  // The terms of earlier rows a block of rows and a tile of columns at a
  // time, the block's part of the tile and of `l` copied together: rows n
  // apart in memory would fall into the same few cache sets.
  constexpr int64_t rowBlock = 32, tile = 64;
  llvm::SmallVector<double> x(n * n, 0.0), factors;
  for (int64_t i0 = 0; i0 < n; i0 += rowBlock) {
    int64_t height = std::min(rowBlock, n - i0);
    // factors[k][ii] = l[i0 + ii][k], for k < i0.
    packRowsTransposed(l, n, i0, height, i0, rowBlock, factors);
    // The terms k < i0: element (i, j) has them for j <= k. The block's
    // rows are still zero.
    // Each tile of columns apart from the others.
    parallelFor((i0 + tile - 1) / tile, [&](int64_t tileIndex) {
      int64_t t0 = tileIndex * tile, t1 = std::min(t0 + tile, i0);
      double packed[rowBlock * tile] = {};
      for (int64_t k = t0; k < i0; ++k) {
        const double *rowK = &x[k * n + t0];
        const double *f = &factors[k * rowBlock];
        int64_t width = std::min(t1, k + 1) - t0;
        // Padding rows of a short last block have factor 0 and are not
        // copied out.
        for (int64_t ii = 0; ii < rowBlock; ii += 4)
          subtractFromFourRows(&packed[ii * tile], tile, &f[ii], rowK, width);
      }
      for (int64_t ii = 0; ii < height; ++ii)
        std::copy_n(&packed[ii * tile], t1 - t0, &x[(i0 + ii) * n + t0]);
    });
    // The terms i0 <= k < i, row by row, and the division.
    for (int64_t i = i0; i < i0 + height; ++i) {
      double *rowI = &x[i * n];
      rowI[i] = 1.0;
      for (int64_t k = i0; k < i; ++k) {
        double factor = l[i * n + k];
        const double *rowK = &x[k * n];
        for (int64_t j = 0; j <= k; ++j)
          rowI[j] -= factor * rowK[j];
      }
      double inverse = 1.0 / l[i * n + i];
      for (int64_t j = 0; j <= i; ++j)
        rowI[j] *= inverse;
    }
  }
  return x;
}

std::optional<GptqFactor>
mlir::quantkit::factorMoments(llvm::ArrayRef<double> moments, int64_t columns,
                              double damp, ParallelFor parallelFor) {
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
  if (!choleskyLower(reversed, n, parallelFor))
    return std::nullopt;
  llvm::SmallVector<double> inverse = invertLower(reversed, n, parallelFor);
  factor.upper.assign(n * n, 0.0);
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = i; j < n; ++j)
      factor.upper[i * n + j] = inverse[(n - 1 - i) * n + (n - 1 - j)];
  return factor;
}

void mlir::quantkit::roundRows(llvm::MutableArrayRef<double> weights,
                               const GptqFactor &factor, NearestOnGrid nearest,
                               ParallelFor parallelFor) {
  // Rows a batch at a time, so that each row of U is read from memory once
  // per batch, four of the batch's rows sharing each load of it. Each
  // weight sees the same operations as alone.
  constexpr int64_t batch = 8;
  int64_t n = factor.order.size();
  int64_t rows = static_cast<int64_t>(weights.size()) / n;
  parallelFor((rows + batch - 1) / batch, [&](int64_t batchIndex) {
    int64_t first = batchIndex * batch;
    int64_t count = std::min(batch, rows - first);
    // Rows past the end are zero and move by 0 * U: not at all.
    llvm::SmallVector<double> w(batch * n, 0.0);
    for (int64_t r = 0; r < count; ++r)
      for (int64_t i = 0; i < n; ++i)
        w[r * n + i] = weights[(first + r) * n + factor.order[i]];
    for (int64_t i = 0; i < n; ++i) {
      const double *u = &factor.upper[i * n];
      double error[batch] = {};
      for (int64_t r = 0; r < count; ++r) {
        double &wi = w[r * n + i];
        double q = nearest(first + r, factor.order[i], wi);
        error[r] = (wi - q) / u[i];
        wi = q;
      }
      for (int64_t r = 0; r < count; r += 4)
        subtractFromFourRows(&w[r * n + i + 1], n, &error[r], u + i + 1,
                             n - i - 1);
    }
    for (int64_t r = 0; r < count; ++r)
      for (int64_t i = 0; i < n; ++i)
        weights[(first + r) * n + factor.order[i]] = w[r * n + i];
  });
}

double mlir::quantkit::outputError(llvm::ArrayRef<double> before,
                                   llvm::ArrayRef<double> after,
                                   llvm::ArrayRef<double> moments,
                                   int64_t columns, ParallelFor parallelFor) {
  // e^T M e = sum_j e_j (M_jj e_j + 2 sum_{i < j} M_ij e_i), M symmetric:
  // the inner sums built row of M by row (d[j] += e_i M_ij), rows of e a
  // batch at a time so that each row of M is read from memory once per
  // batch, four of them sharing each load.
  constexpr int64_t batch = 8;
  int64_t n = columns;
  int64_t rows = static_cast<int64_t>(before.size()) / n;
  int64_t batches = (rows + batch - 1) / batch;
  llvm::SmallVector<double> totals(batches, 0.0);
  parallelFor(batches, [&](int64_t batchIndex) {
    int64_t first = batchIndex * batch;
    int64_t count = std::min(batch, rows - first);
    llvm::SmallVector<double> e(batch * n, 0.0), d(batch * n, 0.0);
    for (int64_t r = 0; r < count; ++r)
      for (int64_t i = 0; i < n; ++i)
        e[r * n + i] = after[(first + r) * n + i] - before[(first + r) * n + i];
    for (int64_t i = 0; i < n; ++i) {
      const double *m = &moments[i * n];
      for (int64_t r = 0; r < count; r += 4) {
        double minus[4] = {-e[r * n + i], -e[(r + 1) * n + i],
                           -e[(r + 2) * n + i], -e[(r + 3) * n + i]};
        subtractFromFourRows(&d[r * n + i + 1], n, minus, m + i + 1, n - i - 1);
      }
    }
    for (int64_t r = 0; r < count; ++r)
      for (int64_t j = 0; j < n; ++j) {
        double ej = e[r * n + j];
        totals[batchIndex] +=
            ej * (moments[j * n + j] * ej + 2.0 * d[r * n + j]);
      }
  });
  // In the order of the rows, however the batches ran.
  return std::accumulate(totals.begin(), totals.end(), 0.0);
}
