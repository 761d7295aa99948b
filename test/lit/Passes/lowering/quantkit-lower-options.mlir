// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-lower{rounding=nearest})' 2>&1 | FileCheck %s --check-prefix=ROUNDING
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-lower{zp-correction=later})' 2>&1 | FileCheck %s --check-prefix=ZP
// RUN: not %quantkit-opt %s --pass-pipeline='builtin.module(quantkit-lower{qcast-rounding=up})' 2>&1 | FileCheck %s --check-prefix=QCAST
// ROUNDING: unknown rounding 'nearest' (expected gemmlowp, single_round, double_round or float_rne)
// ZP: zp-correction must be 'post' or 'inline', got 'later'
// QCAST: qcast-rounding must be 'half_even' or 'half_away', got 'up'
func.func @f() {
  return
}
