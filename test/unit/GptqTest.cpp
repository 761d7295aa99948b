//===- GptqTest.cpp - The numerics of quantkit-round-weights --------------===//
//
// factorMoments and roundRows against references written here from the
// definitions: the factor against an explicit inverse (Gauss-Jordan), the
// rounding against Optimal Brain Quantization's form of the same
// algorithm, which inverts the moments of the columns not yet rounded at
// every step instead of factoring once. And the blocked loops of both, bit
// for bit, against the same arithmetic written one element at a time.
//
//===----------------------------------------------------------------------===//

#include "passes/accuracy/Gptq.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <random>
#include <thread>
#include <vector>

using namespace mlir::quantkit;

namespace {

using Matrix = std::vector<double>;

/// The inverse of the n x n `a`, by Gauss-Jordan elimination with partial
/// pivoting.
Matrix inverse(Matrix a, int n) {
  Matrix x(n * n, 0.0);
  for (int i = 0; i < n; ++i)
    x[i * n + i] = 1.0;
  for (int c = 0; c < n; ++c) {
    int pivot = c;
    for (int r = c + 1; r < n; ++r)
      if (std::abs(a[r * n + c]) > std::abs(a[pivot * n + c]))
        pivot = r;
    for (int k = 0; k < n; ++k) {
      std::swap(a[c * n + k], a[pivot * n + k]);
      std::swap(x[c * n + k], x[pivot * n + k]);
    }
    double d = a[c * n + c];
    for (int k = 0; k < n; ++k) {
      a[c * n + k] /= d;
      x[c * n + k] /= d;
    }
    for (int r = 0; r < n; ++r) {
      if (r == c)
        continue;
      double f = a[r * n + c];
      for (int k = 0; k < n; ++k) {
        a[r * n + k] -= f * a[c * n + k];
        x[r * n + k] -= f * x[c * n + k];
      }
    }
  }
  return x;
}

/// `sum x x^T` over `count` random input vectors of `n` entries, each entry
/// a shared factor plus its own noise (correlated, as a layer's inputs
/// are), some always zero.
Matrix randomMoments(int n, int count, std::mt19937 &rng,
                     std::vector<std::vector<double>> *inputs = nullptr) {
  std::normal_distribution<double> normal;
  Matrix m(n * n, 0.0);
  for (int s = 0; s < count; ++s) {
    double shared = normal(rng);
    std::vector<double> x(n);
    for (int i = 0; i < n; ++i)
      x[i] = i % 7 == 3 ? 0.0 : shared + 0.5 * normal(rng);
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        m[i * n + j] += x[i] * x[j];
    if (inputs)
      inputs->push_back(x);
  }
  return m;
}

/// The damped moments as factorMoments defines them, in column order.
Matrix damped(const Matrix &m, int n, double damp) {
  Matrix h = m;
  double mean = 0.0;
  for (int i = 0; i < n; ++i) {
    if (h[i * n + i] == 0.0)
      h[i * n + i] = 1.0;
    mean += h[i * n + i];
  }
  mean /= n;
  for (int i = 0; i < n; ++i)
    h[i * n + i] += damp * mean;
  return h;
}

double nearestOnStep(double value, double step) {
  return std::clamp(std::round(value / step), -127.0, 127.0) * step;
}

TEST(Gptq, FactorIsCholeskyOfTheInverseInRoundingOrder) {
  std::mt19937 rng(7);
  const int n = 12;
  Matrix m = randomMoments(n, 40, rng);
  std::optional<GptqFactor> factor = factorMoments(m, n, 0.01);
  ASSERT_TRUE(factor);
  // Largest second moment first.
  for (int i = 1; i < n; ++i)
    EXPECT_GE(m[factor->order[i - 1] * n + factor->order[i - 1]],
              m[factor->order[i] * n + factor->order[i]]);
  Matrix h = damped(m, n, 0.01), permuted(n * n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      permuted[i * n + j] = h[factor->order[i] * n + factor->order[j]];
  Matrix expected = inverse(permuted, n);
  Matrix u(factor->upper.begin(), factor->upper.end());
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      if (j < i) {
        EXPECT_EQ(u[i * n + j], 0.0);
      }
      double product = 0.0;
      for (int k = 0; k < n; ++k)
        product += u[k * n + i] * u[k * n + j];
      EXPECT_NEAR(product, expected[i * n + j],
                  1e-9 * std::abs(expected[i * n + i]));
    }
}

TEST(Gptq, NotPositiveDefinite) {
  // Moments no inputs have: x0 x1 larger than x0^2 and x1^2.
  Matrix m = {1.0, 2.0, 2.0, 1.0};
  EXPECT_FALSE(factorMoments(m, 2, 0.01));
}

TEST(Gptq, UncorrelatedInputsRoundToNearest) {
  // Diagonal moments: no column's error can be made up by another.
  const int n = 5;
  Matrix m(n * n, 0.0);
  for (int i = 0; i < n; ++i)
    m[i * n + i] = 1.0 + i;
  std::optional<GptqFactor> factor = factorMoments(m, n, 0.01);
  ASSERT_TRUE(factor);
  std::vector<double> w = {0.3, -0.7, 1.49, 2.51, -0.5};
  std::vector<double> expected;
  for (double v : w)
    expected.push_back(nearestOnStep(v, 1.0));
  roundRows(w, *factor,
            [](int64_t, int64_t, double v) { return nearestOnStep(v, 1.0); });
  EXPECT_EQ(w, expected);
}

TEST(Gptq, IdenticalInputsShareTheError) {
  // Two inputs always equal: only w0 + w1 matters. Nearest rounds 0.3 and
  // 0.3 both to 0 (sum 0, off by 0.6); GPTQ rounds w0 to 0 and moves its
  // error to w1 (0.3 + 0.3 * H01 / (H11 + damp) = 0.597), which rounds to 1
  // (sum 1, off by 0.4).
  Matrix m = {4.0, 4.0, 4.0, 4.0};
  std::optional<GptqFactor> factor = factorMoments(m, 2, 0.01);
  ASSERT_TRUE(factor);
  std::vector<double> w = {0.3, 0.3};
  std::vector<double> before = w;
  roundRows(w, *factor,
            [](int64_t, int64_t, double v) { return nearestOnStep(v, 1.0); });
  EXPECT_EQ(w, (std::vector<double>{0.0, 1.0}));
  EXPECT_NEAR(outputError(before, w, m, 2), 4.0 * 0.4 * 0.4, 1e-12);
  EXPECT_NEAR(outputError(before, {0.0, 0.0}, m, 2), 4.0 * 0.6 * 0.6, 1e-12);
}

/// Optimal Brain Quantization (Frantar and Alistarh, 2022): round the
/// columns in `order`; after each, with `Hinv` the inverse of the damped
/// moments of the columns not yet rounded (inverted afresh),
/// `w[j] -= (w[i] - q[i]) / Hinv[i][i] * Hinv[i][j]`.
std::vector<double> obq(std::vector<double> w, const Matrix &h,
                        llvm::ArrayRef<int64_t> order, double step) {
  int n = w.size();
  std::vector<int64_t> left(order.begin(), order.end());
  while (!left.empty()) {
    int k = left.size();
    Matrix sub(k * k);
    for (int a = 0; a < k; ++a)
      for (int b = 0; b < k; ++b)
        sub[a * k + b] = h[left[a] * n + left[b]];
    Matrix hinv = inverse(sub, k);
    int64_t i = left[0];
    double q = nearestOnStep(w[i], step);
    double error = (w[i] - q) / hinv[0];
    w[i] = q;
    for (int b = 1; b < k; ++b)
      w[left[b]] -= error * hinv[b];
    left.erase(left.begin());
  }
  return w;
}

TEST(Gptq, SameCodesAsOptimalBrainQuantization) {
  std::mt19937 rng(2024);
  std::normal_distribution<double> normal;
  const int n = 24;
  std::vector<std::vector<double>> inputs;
  Matrix m = randomMoments(n, 60, rng, &inputs);
  std::optional<GptqFactor> factor = factorMoments(m, n, 0.01);
  ASSERT_TRUE(factor);
  Matrix h = damped(m, n, 0.01);
  const double step = 1.0 / 64;
  double nearestTotal = 0.0, gptqTotal = 0.0;
  for (int row = 0; row < 6; ++row) {
    std::vector<double> w(n);
    for (double &v : w)
      v = 0.5 * normal(rng);
    std::vector<double> expected = obq(w, h, factor->order, step);
    std::vector<double> rounded = w, plain(n);
    roundRows(rounded, *factor, [&](int64_t, int64_t, double v) {
      return nearestOnStep(v, step);
    });
    for (int c = 0; c < n; ++c) {
      EXPECT_EQ(std::lround(rounded[c] / step), std::lround(expected[c] / step))
          << "row " << row << " column " << c;
      plain[c] = nearestOnStep(w[c], step);
    }
    // outputError is the squared output change summed over the inputs.
    for (const std::vector<double> *after : {&plain, &rounded}) {
      double direct = 0.0;
      for (const std::vector<double> &x : inputs) {
        double d = 0.0;
        for (int c = 0; c < n; ++c)
          d += ((*after)[c] - w[c]) * x[c];
        direct += d * d;
      }
      EXPECT_NEAR(outputError(w, *after, m, n), direct, 1e-9 * direct);
    }
    nearestTotal += outputError(w, plain, m, n);
    gptqTotal += outputError(w, rounded, m, n);
  }
  EXPECT_LT(gptqTotal, nearestTotal);
}

/// The factor as the header defines it, one element at a time in the
/// order Gptq.cpp states: Cholesky of the reversed damped moments, its
/// inverse, reversed back.
GptqFactor elementwiseFactor(const Matrix &m, int n, double damp,
                             llvm::ArrayRef<int64_t> order) {
  Matrix h = damped(m, n, damp), a(n * n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      a[i * n + j] = h[order[n - 1 - i] * n + order[n - 1 - j]];
  for (int j = 0; j < n; ++j) {
    for (int i = j; i < n; ++i) {
      double s = a[i * n + j];
      for (int k = 0; k < j; ++k)
        s -= a[i * n + k] * a[j * n + k];
      a[i * n + j] = i == j ? std::sqrt(s) : s / a[j * n + j];
    }
  }
  Matrix x(n * n, 0.0);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= i; ++j) {
      double s = i == j ? 1.0 : 0.0;
      for (int k = j; k < i; ++k)
        s -= a[i * n + k] * x[k * n + j];
      x[i * n + j] = s * (1.0 / a[i * n + i]);
    }
  GptqFactor factor;
  factor.order.assign(order.begin(), order.end());
  factor.upper.assign(n * n, 0.0);
  for (int i = 0; i < n; ++i)
    for (int j = i; j < n; ++j)
      factor.upper[i * n + j] = x[(n - 1 - i) * n + (n - 1 - j)];
  return factor;
}

TEST(Gptq, BlockedFactorIsTheElementwiseOneBitForBit) {
  std::mt19937 rng(11);
  // Sizes below, at and across the blocks (16 rows, 256-column tiles).
  for (int n : {1, 2, 15, 16, 17, 40, 100, 300}) {
    Matrix m = randomMoments(n, n + 5, rng);
    std::optional<GptqFactor> factor = factorMoments(m, n, 0.01);
    ASSERT_TRUE(factor) << "n = " << n;
    GptqFactor expected = elementwiseFactor(m, n, 0.01, factor->order);
    for (int i = 0; i < n * n; ++i)
      ASSERT_EQ(factor->upper[i], expected.upper[i])
          << "n = " << n << ", element " << i / n << ", " << i % n;
  }
}

TEST(Gptq, RowsRoundTogetherAsAlone) {
  // 19 rows: two full batches and a partial one.
  std::mt19937 rng(5);
  std::normal_distribution<double> normal;
  const int n = 37, rows = 19;
  Matrix m = randomMoments(n, 80, rng);
  std::optional<GptqFactor> factor = factorMoments(m, n, 0.01);
  ASSERT_TRUE(factor);
  std::vector<double> w(rows * n);
  for (double &v : w)
    v = 0.5 * normal(rng);
  // The step depends on the row and column, as a per-channel grid does, so
  // that a row rounded on another row's grid shows.
  auto nearest = [](int64_t row, int64_t column, double v) {
    return nearestOnStep(v, 1.0 / (32 + row + 3 * column));
  };
  std::vector<double> together = w;
  roundRows(together, *factor, nearest);
  double errors = 0.0;
  for (int r = 0; r < rows; ++r) {
    std::vector<double> alone(w.begin() + r * n, w.begin() + (r + 1) * n);
    // Alone, the row is row 0 for `nearest`: shift it back to its grid.
    roundRows(alone, *factor, [&](int64_t, int64_t column, double v) {
      return nearest(r, column, v);
    });
    for (int c = 0; c < n; ++c)
      ASSERT_EQ(together[r * n + c], alone[c])
          << "row " << r << " column " << c;
    errors += outputError(llvm::ArrayRef(w).slice(r * n, n), alone, m, n);
  }
  EXPECT_NEAR(outputError(w, together, m, n), errors, 1e-12 * errors);
}

/// Runs the bodies on four threads taking indices as they come, and once
/// more on this thread from the last index to the first: GPTQ's loops give
/// the same bits whichever way their parts run.
void onFourThreads(int64_t count, llvm::function_ref<void(int64_t)> body) {
  std::atomic<int64_t> next(0);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&] {
      for (int64_t i = next++; i < count; i = next++)
        body(i);
    });
  for (std::thread &thread : threads)
    thread.join();
}
void backwards(int64_t count, llvm::function_ref<void(int64_t)> body) {
  for (int64_t i = count - 1; i >= 0; --i)
    body(i);
}

TEST(Gptq, SameBitsWhateverTheThreads) {
  std::mt19937 rng(3);
  std::normal_distribution<double> normal;
  const int n = 150, rows = 21;
  Matrix m = randomMoments(n, 200, rng);
  std::vector<double> w(rows * n);
  for (double &v : w)
    v = 0.5 * normal(rng);
  auto nearest = [](int64_t row, int64_t, double v) {
    return nearestOnStep(v, 1.0 / (16 + row));
  };
  std::optional<GptqFactor> serial = factorMoments(m, n, 0.01);
  ASSERT_TRUE(serial);
  std::vector<double> expected = w;
  roundRows(expected, *serial, nearest);
  double error = outputError(w, expected, m, n);
  for (ParallelFor parallelFor : {ParallelFor(onFourThreads),
                                  ParallelFor(backwards)}) {
    std::optional<GptqFactor> factor = factorMoments(m, n, 0.01, parallelFor);
    ASSERT_TRUE(factor);
    EXPECT_EQ(factor->upper, serial->upper);
    std::vector<double> rounded = w;
    roundRows(rounded, *factor, nearest, parallelFor);
    EXPECT_EQ(rounded, expected);
    EXPECT_EQ(outputError(w, rounded, m, n, parallelFor), error);
  }
}

} // namespace
