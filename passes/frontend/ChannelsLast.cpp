//===- ChannelsLast.cpp - NCHW programs channels-last ---------------------===//

#include "passes/frontend/Normalize.h"

#include "mlir/IR/PatternMatch.h"

using namespace mlir;

void mlir::quantkit::populateChannelsLastPatterns(RewritePatternSet &) {}
