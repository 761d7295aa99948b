//===- FloatConstants.h - Reading float constants of any storage -*- C++ -*-===//
//
// Front-ends store parameters in two ways: `dense` attributes (the 2023
// torch-mlir exports, TOSA) and `dense_resource` blobs after the module
// (today's torch-mlir fx importer). Passes that read a parameter's values
// (to quantize it at compile time, to correct it) read both here.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_UTILS_FLOATCONSTANTS_H
#define QUANTKIT_PASSES_UTILS_FLOATCONSTANTS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Value.h"

namespace mlir::quantkit {

/// The values of a tensor constant: its `dense` attribute, or a `dense`
/// copy of a loaded `dense_resource` blob of integers (not i1) or floats.
/// Null for anything else, such as an elided blob (`__elided__`) or a
/// value computed at run time.
DenseElementsAttr readConstant(Value value);

/// readConstant of a float tensor constant.
DenseFPElementsAttr readFloatConstant(Value value);

/// readFloatConstant, also through ops that only reshape or broadcast a
/// constant (`tensor.collapse_shape`, `tensor.expand_shape`, calibration
/// records: `quantkit.stats` and qcast -> dcast through `!quant.calibrated`,
/// and a
/// `linalg.generic` copying its one input through a projected permutation
/// into an identity-mapped output: torch-mlir's broadcast of a linear
/// layer's bias), with static shapes; null where anything else lies
/// between.
DenseFPElementsAttr readFloatConstantThroughCopies(Value value,
                                                   unsigned depth = 6);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_UTILS_FLOATCONSTANTS_H
