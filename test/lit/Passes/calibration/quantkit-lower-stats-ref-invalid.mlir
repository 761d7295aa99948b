// Values quantkit-lower-stats-ref cannot record are located errors.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(quantkit-lower-stats-ref)'

func.func @f64(%x: tensor<4xf64>) -> tensor<4xf64> {
  // expected-error @+1 {{'quantkit.stats_ref' op cannot record statistics of 'tensor<4xf64>': records are f32, the element type must be a float of at most 32 bits}}
  %0 = quantkit.stats_ref %x {statsKey = "wide"} : tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @integer(%x: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{'quantkit.stats_ref' op cannot record statistics of 'tensor<4xi8>': records are f32}}
  %0 = quantkit.stats_ref %x {statsKey = "int"} : tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{'quantkit.stats_ref' op cannot record statistics of 'tensor<*xf32>': only float scalars and ranked tensors of float}}
  %0 = quantkit.stats_ref %x {statsKey = "unranked"} : tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// expected-error @+1 {{'func.func' op clashes with the C runner utilities' 'printU64', which quantkit-lower-stats-ref calls}}
func.func private @printU64(i32)

func.func @clash(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.stats_ref %x {statsKey = "clash"} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Upstream's declaration helper reports the signature clash.
// expected-error @+1 {{redefinition of reserved function 'printNewline' of different type '!llvm.func<void (i32)>' is prohibited}}
llvm.func @printNewline(i32)

func.func @wrong_signature(%x: f32) -> f32 {
  // expected-error @+1 {{'quantkit.stats_ref' op cannot declare the runtime's print functions}}
  %0 = quantkit.stats_ref %x {statsKey = "signature"} : f32
  return %0 : f32
}

// histogram-bins must be 0 or a power of two in [2, 65536]: an option error.
// RUN: not %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-lower-stats-ref{histogram-bins=48})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOT-POW2
// NOT-POW2: error: quantkit-lower-stats-ref: histogram-bins=48 must be 0 (no histograms) or a power of two in [2, 65536]
// RUN: not %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-lower-stats-ref{histogram-bins=1})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ONE
// ONE: error: quantkit-lower-stats-ref: histogram-bins=1 must be
// RUN: not %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-lower-stats-ref{histogram-bins=131072})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TOO-MANY
// TOO-MANY: error: quantkit-lower-stats-ref: histogram-bins=131072 must be
// RUN: not %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-lower-stats-ref{histogram-bins=-4})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: error
