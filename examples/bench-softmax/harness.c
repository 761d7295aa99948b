// Times @bench_f32 and @bench_int8 (examples/bench-softmax/softmax.mlir)
// interleaved, run by run, in this one process; prints the medians per call
// and their ratio.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
int8_t bench_f32(int64_t n);
int8_t bench_int8(int64_t n);
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
  int runs = argc > 1 ? atoi(argv[1]) : 7, n = argc > 2 ? atoi(argv[2]) : 20;
  if (runs < 1 || runs > 64 || n < 1) {
    fprintf(stderr, "usage: bench-softmax [RUNS 1-64] [CALLS >= 1]\n");
    return 2;
  }
  double f32[64], int8[64];
  int8_t check = bench_f32(1) ^ bench_int8(1);
  for (int r = 0; r < runs; ++r) {
    double t0 = now();
    check ^= bench_f32(n);
    double t1 = now();
    check ^= bench_int8(n);
    double t2 = now();
    f32[r] = (t1 - t0) / n * 1e6;
    int8[r] = (t2 - t1) / n * 1e6;
  }
  qsort(f32, runs, sizeof(double), cmp);
  qsort(int8, runs, sizeof(double), cmp);
  printf("median us per call: f32 %.1f int8 %.1f ratio f32/int8 %.2f "
         "(check %d)\n",
         f32[runs / 2], int8[runs / 2], f32[runs / 2] / int8[runs / 2], check);
  return 0;
}
