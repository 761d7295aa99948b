//===- QuantKitDialect.h - QuantKit dialect ---------------------*- C++ -*-===//
//
// The `quantkit` dialect and its rounding attribute.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_DIALECT_QUANTKITDIALECT_H
#define QUANTKIT_DIALECT_QUANTKITDIALECT_H

#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Dialect.h"

#include "dialect/QuantKitOpsDialect.h.inc"
#include "dialect/QuantKitOpsEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "dialect/QuantKitOpsAttributes.h.inc"

#endif // QUANTKIT_DIALECT_QUANTKITDIALECT_H
