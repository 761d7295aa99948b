//===- WeightRounding.h - The weights a kernel multiplies -------*- C++ -*-===//
//
// Data-aware weight rounding (quantkit-round-weights) needs, of a kernel,
// the contraction that multiplies its weights and how that contraction's
// loops split the weights into rows (one output each), groups of rows that
// read the same inputs, and the columns a row sums over. The measurement
// (quantkit-debug-layers{measure=hessian}) records the inputs' second moments
// per group over those columns; the pass rounds each row against them.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_ACCURACY_WEIGHTROUNDING_H
#define QUANTKIT_PASSES_ACCURACY_WEIGHTROUNDING_H

#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir::quantkit {

class RegionOp;

/// A kernel's weighted contraction: `op` (a `linalg` contraction or
/// convolution, or a `tosa.conv2d`, `tosa.depthwise_conv2d` or `tosa.matmul`
/// of the region's body) multiplies region input `weightInput` (a constant
/// with a uniform quantized spec, maybe reshaped on its way: the order of
/// its elements is the operand's) by its operand `dataOperand`. As linalg
/// writes it, with one loop per index: `weightMap` and `dataMap` take the
/// loops (of sizes `ranges`, kinds `iterators`) to the weight operand's
/// indices (shape `weightShape`) and to the data's once it is padded with
/// `padLow` and `padHigh` zeros (a TOSA convolution pads inside the op;
/// linalg's pad nothing). The loops are of four kinds:
///
/// * group loops: parallel, index both the weight and the data (a depthwise
///   convolution's channel); the rows of one group read the same inputs;
/// * row loops: parallel, index the weight but not the data (output
///   channels);
/// * column loops: reductions (each indexes the weight);
/// * position loops: parallel, not in the weight (batch, output pixels):
///   the inputs a row meets.
///
/// Group, row and column loops are listed in the order of the weight's
/// dimensions they index; `groups`, `rows` (per group) and `columns` count
/// their index combinations, `positions` the position loops'. `readable`
/// when the weight's values can be read and rewritten (a `dense` constant or
/// a loaded f32 `dense_resource` blob).
struct WeightContraction {
  Operation *op;
  unsigned weightInput;
  unsigned dataOperand;
  SmallVector<int64_t> weightShape;
  AffineMap weightMap, dataMap;
  SmallVector<int64_t> ranges;
  SmallVector<utils::IteratorType> iterators;
  SmallVector<int64_t> padLow, padHigh;
  SmallVector<unsigned> groupLoops, rowLoops, columnLoops, positionLoops;
  int64_t groups = 1, rows = 1, columns = 1, positions = 1;
  bool readable = false;

  bool padded() const {
    return llvm::any_of(padLow, [](int64_t p) { return p != 0; }) ||
           llvm::any_of(padHigh, [](int64_t p) { return p != 0; });
  }
};

/// The weighted contraction of `region`, if its body has one contraction or
/// convolution (linalg, or one of the TOSA ops above) with static shapes
/// whose one input is a constant input of the region with a uniform
/// quantized spec, indexed by a projected permutation that includes every
/// reduction loop.
std::optional<WeightContraction> findWeightContraction(RegionOp region);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_ACCURACY_WEIGHTROUNDING_H
