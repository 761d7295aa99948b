//===- KernelKeys.cpp - Stable names of a program's kernels ---------------===//

#include "passes/accuracy/KernelKeys.h"

#include "dialect/QuantKitOps.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"

using namespace mlir;
using namespace mlir::quantkit;

void mlir::quantkit::numberKernels(Operation *root) {
  llvm::DenseMap<Operation *, int64_t> next;
  root->walk([&](RegionOp region) {
    Operation *function =
        region->getParentOfType<FunctionOpInterface>().getOperation();
    region->setAttr(kKernelIndexAttr,
                    IntegerAttr::get(IntegerType::get(region.getContext(), 64),
                                     next[function]++));
  });
}

std::string mlir::quantkit::kernelKey(RegionOp region) {
  auto function = region->getParentOfType<FunctionOpInterface>();
  std::string name = function ? function.getName().str() : "module";
  int64_t index = 0;
  if (auto attr = region->getAttrOfType<IntegerAttr>(kKernelIndexAttr)) {
    index = attr.getInt();
  } else if (function) {
    function->walk([&](RegionOp other) {
      if (other == region)
        return WalkResult::interrupt();
      ++index;
      return WalkResult::advance();
    });
  }
  return name + "." + region.getLogicalKernel().str() + "." +
         std::to_string(index);
}

std::string mlir::quantkit::kernelLocation(Location loc) {
  if (auto file = dyn_cast<FileLineColLoc>(loc))
    return (llvm::Twine(file.getFilename().getValue()) + ":" +
            llvm::Twine(file.getLine()) + ":" + llvm::Twine(file.getColumn()))
        .str();
  if (auto fused = dyn_cast<FusedLoc>(loc))
    for (Location inner : fused.getLocations())
      if (std::string text = kernelLocation(inner); text != "?")
        return text;
  if (auto named = dyn_cast<NameLoc>(loc))
    return kernelLocation(named.getChildLoc());
  return "?";
}
