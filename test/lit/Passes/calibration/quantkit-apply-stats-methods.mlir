// quantkit-apply-stats{method=...} on Inputs/histograms.txt: "h" has four
// histogram records of 8 bins with R = 2^-126 (empty), 4, 8, 16; merged onto R = 16 (bin
// width 4, bins from -16) their counts are [0 0 1 1 9 1 0 1] (13 values),
// min -6, max 12. "w" is per axis 1 with two records: channel 0 [-1, 1] then
// [-2, 0], channel 1 [0, 2] then [0.5, 3]. Every value below is worked out
// by hand from passes/calibration/README.md's formulas (and agrees with
// Execution/Inputs/calibration_methods.py's reference).
// RUN: %quantkit-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/histograms.txt})' \
// RUN:   | FileCheck %s --check-prefix=MINMAX
// RUN: %quantkit-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/histograms.txt method=minmax})' \
// RUN:   | FileCheck %s --check-prefix=MINMAX
// RUN: %quantkit-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/histograms.txt method=moving-average})' \
// RUN:   | FileCheck %s --check-prefix=AVERAGE
// RUN: %quantkit-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/histograms.txt method=moving-average averaging-constant=0.5})' \
// RUN:   | FileCheck %s --check-prefix=HALF
// RUN: %quantkit-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/histograms.txt method=moving-average averaging-constant=1})' \
// RUN:   | FileCheck %s --check-prefix=LAST
// RUN: %quantkit-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/histograms.txt method=percentile percentile=75})' \
// RUN:   | FileCheck %s --check-prefix=P75
// RUN: %quantkit-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/histograms.txt method=percentile percentile=90})' \
// RUN:   | FileCheck %s --check-prefix=P90
// RUN: %quantkit-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/histograms.txt method=percentile})' \
// RUN:   | FileCheck %s --check-prefix=MINMAX
// RUN: %quantkit-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/histograms.txt method=percentile percentile=100})' \
// RUN:   | FileCheck %s --check-prefix=MINMAX
// RUN: %quantkit-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/histograms.txt method=mse})' \
// RUN:   | FileCheck %s --check-prefix=MINMAX
// RUN: %quantkit-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/histograms.txt method=mse num-bits=2})' \
// RUN:   | FileCheck %s --check-prefix=MSE2
// RUN: %quantkit-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/histograms.txt method=entropy})' \
// RUN:   | FileCheck %s --check-prefix=MINMAX
// RUN: %quantkit-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/histograms.txt method=entropy num-bits=2})' \
// RUN:   | FileCheck %s --check-prefix=ENTROPY2
// Per-axis keys use min/max for the histogram methods, with one remark per
// key (not per stats_ref):
// RUN: %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/histograms.txt method=entropy})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK

// minmax (the default; also percentile 99.99 and 100, which reach the end
// bins, mse at 8 bits, where rounding error outweighs any clipping, and
// entropy at 8 bits: 4 bins of |x| are fewer than the 128 levels, so the
// only threshold is R and the range is [min, max]).
// MINMAX-LABEL: func.func @model
// MINMAX: quantkit.stats %{{.*}} {layerStats = dense<[-6.000000e+00, 1.200000e+01]> : tensor<2xf32>}
// MINMAX: quantkit.stats %{{.*}} {axis = 1 : i64, axisStats = dense<{{\[}}[-2.000000e+00, 1.000000e+00], [0.000000e+00, 3.000000e+00]]> : tensor<2x2xf32>, layerStats = dense<[-2.000000e+00, 3.000000e+00]> : tensor<2xf32>}
// MINMAX: quantkit.stats %{{.*}} {axis = 1 : i64, axisStats = dense<{{\[}}[-2.000000e+00, 1.000000e+00], [0.000000e+00, 3.000000e+00]]> : tensor<2x2xf32>, layerStats = dense<[-2.000000e+00, 3.000000e+00]> : tensor<2xf32>}

// moving-average, c = 0.01: "h" (-1.25, 3) -> (-1.2975, 3.02) -> (-1.282025,
// 3.1098); "w" per channel: (-1, 1) -> (-1.01, 0.99), (0, 2) -> (0.005,
// 2.01); its layer range is over the channels' averages.
// AVERAGE: quantkit.stats %{{.*}} {layerStats = dense<[-1.28202498, 3.109800e+00]> : tensor<2xf32>}
// AVERAGE: quantkit.stats %{{.*}} {axis = 1 : i64, axisStats = dense<{{\[}}[-1.010000e+00, 9.900000e-01], [5.000000e-03, 2.010000e+00]]> : tensor<2x2xf32>, layerStats = dense<[-1.010000e+00, 2.010000e+00]> : tensor<2xf32>}
// c = 0.5: "h" (-1.25, 3) -> (-3.625, 4) -> (-1.6875, 8); "w" (-1.5, 0.5),
// (0.25, 2.5).
// HALF: quantkit.stats %{{.*}} {layerStats = dense<[-1.687500e+00, 8.000000e+00]> : tensor<2xf32>}
// HALF: axisStats = dense<{{\[}}[-1.500000e+00, 5.000000e-01], [2.500000e-01, 2.500000e+00]]> : tensor<2x2xf32>, layerStats = dense<[-1.500000e+00, 2.500000e+00]>
// c = 1: the last record.
// LAST: quantkit.stats %{{.*}} {layerStats = dense<[2.500000e-01, 1.200000e+01]> : tensor<2xf32>}
// LAST: axisStats = dense<{{\[}}[-2.000000e+00, 0.000000e+00], [5.000000e-01, 3.000000e+00]]>

// percentile 75: 9.75 of 13 values reached from the left in bin 4 (upper
// edge 4), from the right in bin 4 (lower edge 0).
// P75: quantkit.stats %{{.*}} {layerStats = dense<[0.000000e+00, 4.000000e+00]> : tensor<2xf32>}
// P75: layerStats = dense<[-2.000000e+00, 3.000000e+00]>
// percentile 90: 11.7 reached in bin 5 (upper edge 8) and bin 3 (lower
// edge -4).
// P90: quantkit.stats %{{.*}} {layerStats = dense<[-4.000000e+00, 8.000000e+00]> : tensor<2xf32>}

// mse, 2 bits (3 steps): alpha = 123/128 clips the 12 to 11.53125 and
// -6 to -5.765625 (the bin centres -6 and 14 then err by their clipping,
// the others by D^2/12).
// MSE2: quantkit.stats %{{.*}} {layerStats = dense<[-5.765625, 11.53125]> : tensor<2xf32>}

// entropy, 2 bits (L = 2): |x| bins [10 2 0 1], the first counted as its
// neighbour: [2 2 0 1]. i = 2: P = [2 3]/5, Q = [2 2]/4, KL 0.0201; i = 3 is
// infinite (p = 1 where bin 2 is empty); i = 4: Q = P (chunk [0, 2) spreads
// 4 over two bins, chunk [2, 4) its 1 over the one non-empty bin), KL 0.
// The whole histogram wins: [min, max]. (With the spike of 10 left in, i = 2
// won and clipped the 12 to 8.)
// ENTROPY2: quantkit.stats %{{.*}} {layerStats = dense<[-6.000000e+00, 1.200000e+01]> : tensor<2xf32>}

// REMARK: remark: method 'entropy' applies to per-tensor statistics: the per-axis key 'w' uses min/max
// REMARK-NOT: remark
func.func @model(%x: tensor<2x3xf32>, %w: tensor<3x2xf32>)
    -> (tensor<2x3xf32>, tensor<3x2xf32>, tensor<3x2xf32>) {
  %h = quantkit.stats_ref %x {statsKey = "h"} : tensor<2x3xf32>
  %w1 = quantkit.stats_ref %w {statsKey = "w", axis = 1 : i64} : tensor<3x2xf32>
  %w2 = quantkit.stats_ref %w {statsKey = "w", axis = 1 : i64} : tensor<3x2xf32>
  return %h, %w1, %w2 : tensor<2x3xf32>, tensor<3x2xf32>, tensor<3x2xf32>
}

// Extremes (Inputs/hist-extremes.txt, key "a" of Inputs/one-ref.mlir): +-3e38
// recorded with R capped at 2^127 (the end bins hold what lies beyond),
// merged with a subnormal and a -0.0 recorded with R = 2^-126: counts
// [1 3] over [-2^127, 2^127). The end bins' outer edges are min and max, so
// percentile and entropy keep [-3e38, 3e38] rather than +-2^127.
// RUN: %quantkit-opt %S/Inputs/one-ref.mlir -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-extremes.txt method=percentile percentile=100})' \
// RUN:   | FileCheck %s --check-prefix=EXTREMES
// RUN: %quantkit-opt %S/Inputs/one-ref.mlir -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-extremes.txt method=entropy})' \
// RUN:   | FileCheck %s --check-prefix=EXTREMES
// EXTREMES: layerStats = dense<[-3.000000e+38, 3.000000e+38]>

// Entropy on a ReLU's histogram (Inputs/hist-relu.txt): |x| bins
// [9 4 2 1], the spike counted as its neighbour: h = [4 4 2 1], T = 11.
// 2 bits (L = 2): i = 2: P = [4 7]/11, Q = [4 4]/8, KL 0.0377; i = 3:
// P = [4 4 3]/11, Q = [4 3 3]/10 (chunk [1, 3) spreads 6 over two bins),
// KL 0.0093; i = 4: P = [4 4 2 1]/11, Q = [4 4 1.5 1.5]/11, KL 0.0154.
// i = 3 wins: threshold 3 * 4 = 12, range [0, min(14, 12)].
// RUN: %quantkit-opt %S/Inputs/one-ref.mlir -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-relu.txt method=entropy num-bits=2})' \
// RUN:   | FileCheck %s --check-prefix=RELU
// RELU: layerStats = dense<[0.000000e+00, 1.200000e+01]>

// Entropy where the zero bin is the only value below the others
// (Inputs/hist-discrete.txt): |x| bins [2 0 3 1] become [0 0 3 1].
// 2 bits: i = 2 and i = 3 leave nothing below their last bin and are
// skipped (i = 3 would clip everything into one bin: P = Q, KL 0, range
// [0, 1.5]); i = 4 is the whole histogram: [min, max].
// RUN: %quantkit-opt %S/Inputs/one-ref.mlir -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-discrete.txt method=entropy num-bits=2})' \
// RUN:   | FileCheck %s --check-prefix=DISCRETE
// DISCRETE: layerStats = dense<[0.000000e+00, 1.750000e+00]>
// 3 of 4 values from the right are reached in bin 1 (lower edge 0):
// RUN: %quantkit-opt %S/Inputs/one-ref.mlir -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-extremes.txt method=percentile percentile=75})' \
// RUN:   | FileCheck %s --check-prefix=EXTREMES-75
// EXTREMES-75: layerStats = dense<[0.000000e+00, 3.000000e+38]>
