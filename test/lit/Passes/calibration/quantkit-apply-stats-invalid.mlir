// quantkit-apply-stats errors. Program-side errors are located at the
// stats_ref (checked with -verify-diagnostics against
// Inputs/program-errors.txt); errors in a records file are
// located in that file (file:line:column), checked with FileCheck on
// Inputs/one-ref.mlir, whose only stats_ref has key "a".
// RUN: %quantkit-opt %s -verify-diagnostics -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/program-errors.txt})'

// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/bad-key.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD-KEY
// BAD-KEY: bad-key.txt:2:16: error: expected a quoted key

// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/bad-escape.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD-ESCAPE
// BAD-ESCAPE: bad-escape.txt:2:18: error: expected two hex digits after '\' in the key

// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/unterminated.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNTERMINATED
// UNTERMINATED: unterminated.txt:2:28: error: unterminated key

// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/empty-key.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EMPTY-KEY
// EMPTY-KEY: empty-key.txt:1:16: error: empty key

// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/bad-kind.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD-KIND
// BAD-KIND: bad-kind.txt:2:20: error: expected 'layer' or 'axis', got 'channel'

// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/too-wide.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TOO-WIDE
// TOO-WIDE: too-wide.txt:2:28: error: expected the bits of an f32 maximum, got '4294967296'

// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/negative.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: negative.txt:2:26: error: expected the bits of an f32 minimum, got '-1'

// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/truncated.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TRUNCATED
// TRUNCATED: truncated.txt:2:27: error: expected the bits of an f32 maximum
// TRUNCATED-NOT: error

// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/trailing.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TRAILING
// TRAILING: trailing.txt:1:39: error: unexpected text after the record

// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/nan.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NAN
// NAN: nan.txt:1:26: error: recorded range [nan, 1.000000e+00] is not finite (NaN or infinity in the calibration run?)

// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/inf.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=INF
// INF: inf.txt:1:26: error: recorded range [0.000000e+00, INF] is not finite

// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/min-above-max.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MIN-ABOVE-MAX
// MIN-ABOVE-MAX: min-above-max.txt:1:26: error: recorded range [1.000000e+00, 0.000000e+00] has min > max

// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/conflict.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CONFLICT
// CONFLICT: conflict.txt:2:15: error: record of 'a' is per axis 0 with 1 channel(s), unlike an earlier one
// CONFLICT: conflict.txt:1:15: note: first record of the key

// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/unknown-key.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNKNOWN-KEY
// UNKNOWN-KEY: unknown-key.txt:2:15: error: record for key 'b' matches no quantkit.stats_ref in the program

// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/no-such-file.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MISSING
// MISSING: one-ref.mlir:{{.*}}: error: cannot read calibration records '{{.*}}no-such-file.txt': No such file or directory

// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NO-FILE
// NO-FILE: error: quantkit-apply-stats needs the records file (file=PATH)

func.func @program_errors(%x: tensor<2x3xf32>, %i: tensor<4xi8>)
    -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>,
        tensor<2x3xf32>, tensor<2x3xf32>, tensor<4xi8>) {
  // expected-error @+1 {{'quantkit.stats_ref' op asks for statistics per axis 1 but the records of 'layer' are per tensor (first record at }}
  %0 = quantkit.stats_ref %x {statsKey = "layer", axis = 1 : i64} : tensor<2x3xf32>
  // expected-error @+1 {{'quantkit.stats_ref' op asks for statistics per tensor but the records of 'axis' are per axis 1}}
  %1 = quantkit.stats_ref %x {statsKey = "axis"} : tensor<2x3xf32>
  // expected-error @+1 {{'quantkit.stats_ref' op asks for statistics per axis 1 but the records of 'other axis' are per axis 0}}
  %2 = quantkit.stats_ref %x {statsKey = "other axis", axis = 1 : i64} : tensor<2x3xf32>
  // expected-error @+1 {{'quantkit.stats_ref' op has 3 channels along axis 1 but the records of 'channels' have 2 (first record at }}
  %3 = quantkit.stats_ref %x {statsKey = "channels", axis = 1 : i64} : tensor<2x3xf32>
  // expected-error @+1 {{'quantkit.stats_ref' op the records of 'empty' saw no values}}
  %4 = quantkit.stats_ref %x {statsKey = "empty"} : tensor<2x3xf32>
  // expected-error @+1 {{'quantkit.stats_ref' op has no calibration record for key 'nowhere' in '}}
  %5 = quantkit.stats_ref %x {statsKey = "nowhere"} : tensor<2x3xf32>
  // expected-error @+1 {{'quantkit.stats_ref' op cannot carry statistics: 'tensor<4xi8>' is not a float or a ranked tensor of float}}
  %6 = quantkit.stats_ref %i {statsKey = "integer"} : tensor<4xi8>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<4xi8>
}

// Calibration methods. Option errors name the option:
// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-two-ends.txt method=kl})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=METHOD
// METHOD: error: quantkit-apply-stats: unknown method 'kl': expected minmax, moving-average, percentile, mse or entropy
// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-two-ends.txt method=percentile percentile=0})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PERCENTILE-0
// PERCENTILE-0: error: quantkit-apply-stats: percentile=0 must be in (0, 100]
// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-two-ends.txt method=percentile percentile=100.5})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PERCENTILE-HIGH
// PERCENTILE-HIGH: error: quantkit-apply-stats: percentile=100.5 must be in (0, 100]
// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-two-ends.txt percentile=nan})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PERCENTILE-NAN
// PERCENTILE-NAN: error: quantkit-apply-stats: percentile=nan must be in (0, 100]
// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-two-ends.txt method=moving-average averaging-constant=0})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=AVERAGING
// AVERAGING: error: quantkit-apply-stats: averaging-constant=0 must be in (0, 1]
// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-two-ends.txt method=moving-average averaging-constant=1.5})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=AVERAGING-HIGH
// AVERAGING-HIGH: error: quantkit-apply-stats: averaging-constant=1.5 must be in (0, 1]
// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-two-ends.txt method=mse num-bits=1})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BITS
// BITS: error: quantkit-apply-stats: num-bits=1 must be in [2, 16]
// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-two-ends.txt method=mse num-bits=17})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BITS-HIGH
// BITS-HIGH: error: quantkit-apply-stats: num-bits=17 must be in [2, 16]

// A histogram method with min/max records only: located at the stats_ref.
// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/layer-only.txt method=entropy})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NEEDS-HISTOGRAM
// NEEDS-HISTOGRAM: one-ref.mlir:4:8: error: 'quantkit.stats_ref' op method 'entropy' needs histogram records, but the records of 'a' are min/max only (first record at {{.*}}layer-only.txt:1:15; record with quantkit-lower-stats-ref{histogram-bins=N})
// The same records work with minmax and moving-average:
// RUN: %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/layer-only.txt method=moving-average})'

// A percentile of at most 50 can cross the ends ([-1, -1, 1, 1]: the lower
// end at 0.5, the upper at -0.5):
// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-two-ends.txt method=percentile percentile=50})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CROSS
// CROSS: one-ref.mlir:4:8: error: 'quantkit.stats_ref' op method 'percentile' gives the empty range [5.000000e-01, -5.000000e-01] for 'a': at percentile=50 the two ends cross (use a percentile above 50)
// RUN: %quantkit-opt %S/Inputs/one-ref.mlir -o - \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-two-ends.txt method=percentile percentile=50.01})' \
// RUN:   | FileCheck %s --check-prefix=NO-CROSS
// NO-CROSS: layerStats = dense<[-1.000000e+00, 1.000000e+00]>

// Histogram records that do not merge or are malformed: located in the file.
// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-bins-differ.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BINS-DIFFER
// BINS-DIFFER: hist-bins-differ.txt:2:15: error: histogram records do not merge: 8 bins here, 4 at line 1
// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-and-layer.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=AND-LAYER
// AND-LAYER: hist-and-layer.txt:2:15: error: record of 'a' is a histogram, unlike an earlier one
// AND-LAYER: hist-and-layer.txt:1:15: note: first record of the key
// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-few-counts.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FEW-COUNTS
// FEW-COUNTS: hist-few-counts.txt:2:65: error: histogram of 4 bins has 3 counts
// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-many-counts.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MANY-COUNTS
// MANY-COUNTS: hist-many-counts.txt:1:65: error: histogram of 4 bins has 5 counts
// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-not-integer.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOT-INTEGER
// NOT-INTEGER: hist-not-integer.txt:1:69: error: expected a bin count, got '0.5'
// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-not-pow2.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOT-POW2
// NOT-POW2: hist-not-pow2.txt:1:32: error: expected R, the bits of a power of two in [2^-126, 2^127], got 1069547520
// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-wrong-range.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WRONG-RANGE
// WRONG-RANGE: hist-wrong-range.txt:1:32: error: R = 2^1 is not the smallest power of two (at least 2^-126) not below max(|MIN|, |MAX|): expected 2^0
// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-wrong-counts.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WRONG-COUNTS
// WRONG-COUNTS: hist-wrong-counts.txt:1:65: error: histogram counts do not match MIN and MAX (counted values outside their bins, or none in them)
// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-empty-counts.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EMPTY-COUNTS
// EMPTY-COUNTS: hist-empty-counts.txt:1:62: error: histogram counts do not match MIN and MAX
// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-bins.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=HIST-BINS
// HIST-BINS: hist-bins.txt:1:30: error: expected a number of bins, a power of two in [2, 65536], got 6
// RUN: not %quantkit-opt %S/Inputs/one-ref.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-apply-stats{file=%S/Inputs/hist-overflow.txt})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OVERFLOW
// OVERFLOW: hist-overflow.txt:1:91: error: histogram counts overflow 64 bits
