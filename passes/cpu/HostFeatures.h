//===- HostFeatures.h - What the host CPU offers the kernels ----*- C++ -*-===//
//
// The one place the CPU passes ask which instructions this machine has, for
// the `auto` choices of quantkit-cpu (kernel ISA, table lookups, depthwise
// lanes).
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_CPU_HOSTFEATURES_H
#define QUANTKIT_PASSES_CPU_HOSTFEATURES_H

#include "mlir/Support/LLVM.h"

namespace mlir::quantkit {

/// Whether the host CPU has every one of `features`, by LLVM's names
/// ("avx512bw", "amx-int8"), as llvm::sys::getHostCPUFeatures reports them.
bool hostHasFeatures(ArrayRef<StringRef> features);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_CPU_HOSTFEATURES_H
