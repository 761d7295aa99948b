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

/// The values of a float tensor constant: its `dense` attribute, or a
/// `dense` copy of a loaded f32 `dense_resource` blob. Null for anything
/// else, such as an elided blob (`__elided__`) or a value computed at run
/// time.
DenseFPElementsAttr readFloatConstant(Value value);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_UTILS_FLOATCONSTANTS_H
