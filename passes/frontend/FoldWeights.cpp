//===- FoldWeights.cpp - Weight transforms at compile time ----------------===//

#include "passes/frontend/Normalize.h"

#include "mlir/IR/PatternMatch.h"

using namespace mlir;

void mlir::quantkit::populateWeightFoldingPatterns(RewritePatternSet &) {}
