//===- GptqTest.cpp - The numerics of quantkit-round-weights --------------===//
//
// factorMoments and roundRow against references written here from the
// definitions: the factor against an explicit inverse (Gauss-Jordan), the
// rounding against Optimal Brain Quantization's form of the same
// algorithm, which inverts the moments of the columns not yet rounded at
// every step instead of factoring once.
//
//===----------------------------------------------------------------------===//

#include "passes/accuracy/Gptq.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
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
  roundRow(w, 0, *factor,
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
  roundRow(w, 0, *factor,
           [](int64_t, int64_t, double v) { return nearestOnStep(v, 1.0); });
  EXPECT_EQ(w, (std::vector<double>{0.0, 1.0}));
  EXPECT_NEAR(outputError(before, w, m), 4.0 * 0.4 * 0.4, 1e-12);
  EXPECT_NEAR(outputError(before, {0.0, 0.0}, m), 4.0 * 0.6 * 0.6, 1e-12);
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
    roundRow(rounded, row, *factor, [&](int64_t, int64_t, double v) {
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
      EXPECT_NEAR(outputError(w, *after, m), direct, 1e-9 * direct);
    }
    nearestTotal += outputError(w, plain, m);
    gptqTotal += outputError(w, rounded, m);
  }
  EXPECT_LT(gptqTotal, nearestTotal);
}

} // namespace
