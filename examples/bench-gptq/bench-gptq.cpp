//===- bench-gptq.cpp - GPTQ's numerics against the plain loops -----------===//
//
// Times factorMoments, roundRows and outputError (passes/accuracy/Gptq.h)
// on random moments of K columns and R rows of weights, against the plain
// loops quantkit-round-weights used before (one element, one row at a
// time; written out below), in one process, alternately, on one thread and
// on all, and checks that all give the same bits (the error sums to 1e-12).
//
//   quantkit-bench-gptq [K [R [RUNS]]]    (defaults 2304 256 3)
//
//===----------------------------------------------------------------------===//

#include "passes/accuracy/Gptq.h"

#include "llvm/Support/Parallel.h"
#include "llvm/Support/Threading.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <numeric>
#include <random>
#include <vector>

using namespace mlir::quantkit;

namespace {

using Matrix = std::vector<double>;

/// The factor as the plain loops computed it: left-looking Cholesky of the
/// reversed damped moments, its inverse row by row, reversed back.
GptqFactor plainFactor(const Matrix &moments, int64_t n, double damp) {
  GptqFactor factor;
  std::vector<double> diagonal(n);
  for (int64_t i = 0; i < n; ++i)
    diagonal[i] = moments[i * n + i] == 0.0 ? 1.0 : moments[i * n + i];
  double mean = std::accumulate(diagonal.begin(), diagonal.end(), 0.0) / n;
  factor.order.resize(n);
  std::iota(factor.order.begin(), factor.order.end(), 0);
  std::stable_sort(
      factor.order.begin(), factor.order.end(),
      [&](int64_t a, int64_t b) { return diagonal[a] > diagonal[b]; });
  Matrix a(n * n);
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j) {
      int64_t row = factor.order[n - 1 - i], column = factor.order[n - 1 - j];
      a[i * n + j] = row == column ? diagonal[row] + damp * mean
                                   : moments[row * n + column];
    }
  for (int64_t j = 0; j < n; ++j) {
    double *rowJ = &a[j * n];
    double d = rowJ[j];
    for (int64_t k = 0; k < j; ++k)
      d -= rowJ[k] * rowJ[k];
    rowJ[j] = std::sqrt(d);
    for (int64_t i = j + 1; i < n; ++i) {
      double *rowI = &a[i * n];
      double sum = rowI[j];
      for (int64_t k = 0; k < j; ++k)
        sum -= rowI[k] * rowJ[k];
      rowI[j] = sum / rowJ[j];
    }
  }
  Matrix x(n * n, 0.0);
  for (int64_t i = 0; i < n; ++i) {
    double *rowI = &x[i * n];
    rowI[i] = 1.0;
    for (int64_t k = 0; k < i; ++k) {
      double f = a[i * n + k];
      for (int64_t j = 0; j <= k; ++j)
        rowI[j] -= f * x[k * n + j];
    }
    double inverse = 1.0 / a[i * n + i];
    for (int64_t j = 0; j <= i; ++j)
      rowI[j] *= inverse;
  }
  factor.upper.assign(n * n, 0.0);
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = i; j < n; ++j)
      factor.upper[i * n + j] = x[(n - 1 - i) * n + (n - 1 - j)];
  return factor;
}

void plainRoundRow(double *weights, int64_t row, const GptqFactor &factor,
                   NearestOnGrid nearest) {
  int64_t n = factor.order.size();
  std::vector<double> w(n);
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

double plainOutputError(const double *before, const double *after,
                        const Matrix &m, int64_t n) {
  double sum = 0.0;
  for (int64_t i = 0; i < n; ++i) {
    double dot = 0.0;
    for (int64_t j = 0; j < n; ++j)
      dot += m[i * n + j] * (after[j] - before[j]);
    sum += (after[i] - before[i]) * dot;
  }
  return sum;
}

double seconds(const std::function<void()> &work) {
  auto start = std::chrono::steady_clock::now();
  work();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

} // namespace

int main(int argc, char **argv) {
  int64_t n = argc > 1 ? std::atoll(argv[1]) : 2304;
  int64_t rows = argc > 2 ? std::atoll(argv[2]) : 256;
  int runs = argc > 3 ? std::atoi(argv[3]) : 3;
  if (n <= 0 || rows <= 0 || runs <= 0) {
    std::fprintf(stderr, "usage: quantkit-bench-gptq [K [R [RUNS]]]\n");
    return 2;
  }
  // Moments of correlated inputs, as a layer's are: a shared factor plus
  // noise, over 2K input vectors; weights normal, grid step 1/64.
  std::mt19937 rng(1);
  std::normal_distribution<double> normal;
  Matrix moments(n * n, 0.0);
  std::vector<double> x(n);
  for (int64_t s = 0; s < 2 * n; ++s) {
    double shared = normal(rng);
    for (double &v : x)
      v = shared + 0.5 * normal(rng);
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j <= i; ++j)
        moments[i * n + j] += x[i] * x[j];
  }
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < i; ++j)
      moments[j * n + i] = moments[i * n + j];
  std::vector<double> weights(rows * n);
  for (double &v : weights)
    v = 0.05 * normal(rng);
  auto nearest = [](int64_t, int64_t, double v) {
    return std::clamp(std::round(v * 64), -127.0, 127.0) / 64;
  };

  // Three ways: the plain loops; the blocked ones on this thread; the
  // blocked ones with their parts on every hardware thread
  // (llvm::parallelFor, as the pass hands them to the context's threads).
  auto threads = [](int64_t count, llvm::function_ref<void(int64_t)> body) {
    llvm::parallelFor(0, count, [&](size_t i) { body(i); });
  };
  std::vector<double> times[3][3];
  bool same = true;
  for (int run = 0; run < runs; ++run) {
    GptqFactor plain = {}, blocked[2];
    std::vector<double> a = weights, b[2] = {weights, weights};
    double ea = 0.0, eb[2] = {0.0, 0.0};
    times[0][0].push_back(
        seconds([&] { plain = plainFactor(moments, n, 0.01); }));
    times[0][1].push_back(seconds([&] {
      for (int64_t r = 0; r < rows; ++r)
        plainRoundRow(&a[r * n], r, plain, nearest);
    }));
    times[0][2].push_back(seconds([&] {
      for (int64_t r = 0; r < rows; ++r)
        ea += plainOutputError(&weights[r * n], &a[r * n], moments, n);
    }));
    for (int t = 0; t < 2; ++t) {
      ParallelFor parallelFor = t ? ParallelFor(threads) : serialFor;
      times[1 + t][0].push_back(seconds([&] {
        blocked[t] = *factorMoments(moments, n, 0.01, parallelFor);
      }));
      times[1 + t][1].push_back(
          seconds([&] { roundRows(b[t], blocked[t], nearest, parallelFor); }));
      times[1 + t][2].push_back(seconds([&] {
        eb[t] = outputError(weights, b[t], moments, n, parallelFor);
      }));
      same &= plain.upper == blocked[t].upper &&
              plain.order == blocked[t].order && a == b[t] &&
              std::abs(ea - eb[t]) <= 1e-12 * std::abs(ea);
    }
  }
  std::printf("K = %lld columns, R = %lld rows, medians of %d runs, %u "
              "threads\n",
              static_cast<long long>(n), static_cast<long long>(rows), runs,
              llvm::hardware_concurrency().compute_thread_count());
  std::printf("  %-14s %9s %9s %9s %7s %7s\n", "", "plain", "1 thread",
              "threads", "ratio", "ratio");
  const char *names[] = {"factorMoments", "roundRows", "outputError"};
  for (int s = 0; s < 3; ++s) {
    double p = median(times[0][s]), q = median(times[1][s]),
           r = median(times[2][s]);
    std::printf("  %-14s %8.3fs %8.3fs %8.3fs %6.2fx %6.2fx\n", names[s], p,
                q, r, p / q, p / r);
  }
  std::printf("results %s\n", same ? "identical" : "DIFFER");
  return same ? 0 : 1;
}
