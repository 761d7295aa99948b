//===- Gptq.h - Rounding weights against their inputs' moments -*- C++ -*-===//
//
// The numerics of quantkit-round-weights, apart from any IR: GPTQ (Frantar,
// Ashkboos, Hoefler, Alistarh, "GPTQ: Accurate Post-Training Quantization
// for Generative Pre-trained Transformers", ICLR 2023), which rounds the
// weights of a layer one input column at a time and moves each column's
// rounding error onto the columns not yet rounded, weighted by the second
// moments of the layer's inputs, so that the layer's output on those inputs
// changes as little as it can.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_ACCURACY_GPTQ_H
#define QUANTKIT_PASSES_ACCURACY_GPTQ_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>

namespace mlir::quantkit {

/// The grid value nearest `value` for weight (`row`, `column`): the
/// dequantized code of the weight's spec, clamped to its storage range.
using NearestOnGrid =
    llvm::function_ref<double(int64_t row, int64_t column, double value)>;

/// Runs `body(i)` for every `i` in [0, `count`), in any order, possibly at
/// once on several threads. GPTQ's loops hand it parts that write apart
/// from each other, so that their results do not depend on it.
using ParallelFor =
    llvm::function_ref<void(int64_t count, llvm::function_ref<void(int64_t)>)>;
/// One `i` after the other, on the calling thread.
void serialFor(int64_t count, llvm::function_ref<void(int64_t)> body);

/// The factor GPTQ works with, from the inputs' second moments `moments`
/// (`columns` x `columns`, row-major, symmetric: `sum x x^T` over the input
/// vectors `x` the weights of a row multiply): the columns in the order they
/// are rounded (largest second moment first), and the upper triangular `U`
/// with `U^T U = H^-1`, `H` the moments in that order with `damp` times
/// their mean diagonal added to the diagonal. A column whose input is
/// always zero gets a diagonal of 1 first: its weight is rounded to the
/// nearest and nothing else moves for it. Null when `H` is not positive
/// definite (moments that are not those of any inputs).
struct GptqFactor {
  llvm::SmallVector<int64_t> order;
  llvm::SmallVector<double> upper; // columns x columns, row-major
};
std::optional<GptqFactor> factorMoments(llvm::ArrayRef<double> moments,
                                        int64_t columns, double damp,
                                        ParallelFor parallelFor = serialFor);

/// Rounds the rows of `weights` (each `columns` values, in the order of
/// the moments' columns; `nearest` gets a row's index among them) in
/// place: each column in `factor.order` is rounded to `nearest`, and its
/// error, divided by U's diagonal there, is subtracted along U's row from
/// the columns after it. Each row is rounded exactly as if alone. Batches
/// of rows run through `parallelFor`, so `nearest` may be called from
/// several threads at once.
void roundRows(llvm::MutableArrayRef<double> weights, const GptqFactor &factor,
               NearestOnGrid nearest, ParallelFor parallelFor = serialFor);

/// The sum over the rows of `before` and `after` (each `columns` values) of
/// `e^T M e`, for `e` the difference of the two rows and `M` the moments:
/// the sum of the squared change of the rows' outputs over the recorded
/// inputs.
double outputError(llvm::ArrayRef<double> before, llvm::ArrayRef<double> after,
                   llvm::ArrayRef<double> moments, int64_t columns,
                   ParallelFor parallelFor = serialFor);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_ACCURACY_GPTQ_H
