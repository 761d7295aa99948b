//===- QuantKitDialect.cpp - QuantKit dialect -----------------------------===//

#include "dialect/QuantKitDialect.h"

#include "dialect/QuantKitOps.h"
#include "dialect/QuantKitTargetOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::quantkit;

#include "dialect/QuantKitOpsDialect.cpp.inc"
#include "dialect/QuantKitOpsEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "dialect/QuantKitOpsAttributes.cpp.inc"

void QuantKitDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "dialect/QuantKitOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialect/QuantKitTargetOps.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dialect/QuantKitOpsAttributes.cpp.inc"
      >();
}
