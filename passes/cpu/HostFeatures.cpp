//===- HostFeatures.cpp - What the host CPU offers the kernels ------------===//

#include "passes/cpu/HostFeatures.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;

bool mlir::quantkit::hostHasFeatures(ArrayRef<StringRef> features) {
  static const llvm::StringMap<bool> host = llvm::sys::getHostCPUFeatures();
  return llvm::all_of(features,
                      [](StringRef feature) { return host.lookup(feature); });
}
