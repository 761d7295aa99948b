// Times @bench_old and @bench_new (examples/bench-add/add.mlir, compiled by
// two builds of QuantKit) interleaved, run by run, in this one process;
// prints the medians per call and their ratio.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
int8_t bench_old(int64_t n);
int8_t bench_new(int64_t n);
static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}
static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}
int main(int argc, char **argv) {
  int runs = argc > 1 ? atoi(argv[1]) : 7, n = argc > 2 ? atoi(argv[2]) : 50;
  double old[64], new_[64];
  int8_t check = bench_old(1) ^ bench_new(1);
  for (int r = 0; r < runs; ++r) {
    double t0 = now();
    check ^= bench_old(n);
    double t1 = now();
    check ^= bench_new(n);
    double t2 = now();
    old[r] = (t1 - t0) / n * 1e6;
    new_[r] = (t2 - t1) / n * 1e6;
  }
  qsort(old, runs, sizeof(double), cmp);
  qsort(new_, runs, sizeof(double), cmp);
  printf("median us per call: old %.1f new %.1f ratio old/new %.2f (check %d)\n",
         old[runs / 2], new_[runs / 2], old[runs / 2] / new_[runs / 2], check);
  return 0;
}
