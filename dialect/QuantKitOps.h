//===- QuantKitOps.h - QuantKit operations ----------------------*- C++ -*-===//

#ifndef QUANTKIT_DIALECT_QUANTKITOPS_H
#define QUANTKIT_DIALECT_QUANTKITOPS_H

#include "dialect/QuantKitDialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::quantkit {
class ReturnOp;
} // namespace mlir::quantkit

#define GET_OP_CLASSES
#include "dialect/QuantKitOps.h.inc"

#endif // QUANTKIT_DIALECT_QUANTKITOPS_H
