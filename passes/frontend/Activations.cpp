//===- Activations.cpp - Activations as the fusion matcher reads them -----===//

#include "passes/frontend/Normalize.h"

#include "mlir/IR/PatternMatch.h"

using namespace mlir;

void mlir::quantkit::populateActivationPatterns(RewritePatternSet &) {}
