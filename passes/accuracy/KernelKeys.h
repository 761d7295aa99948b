//===- KernelKeys.h - Stable names of a program's kernels -------*- C++ -*-===//
//
// How the accuracy tools name a kernel, so that a key quantkit-debug-layers
// prints is one quantkit-keep-float accepts: `<function>.<kernel>.<index>`,
// the index being the region's position in its function when quantkit-fuse
// made it (`quantkit.kernel_index`), so keeping one kernel in float does not
// rename the others.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_ACCURACY_KERNELKEYS_H
#define QUANTKIT_PASSES_ACCURACY_KERNELKEYS_H

#include "mlir/IR/Location.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace mlir::quantkit {

class RegionOp;

/// The attribute quantkit-fuse numbers regions with (i64, per function, in
/// program order).
constexpr llvm::StringLiteral kKernelIndexAttr = "quantkit.kernel_index";
/// The deny-list entry that kept a region in floating point (a string).
constexpr llvm::StringLiteral kKeptFloatAttr = "quantkit.kept_float";

/// Numbers the regions of every function under `root` in program order.
void numberKernels(Operation *root);

/// `<function>.<kernel>.<index>`; the index is `quantkit.kernel_index`, or
/// the region's position among its function's regions where it has none.
std::string kernelKey(RegionOp region);

/// `file:line:col` of `loc` (through fused and named locations), or `?`.
std::string kernelLocation(Location loc);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_ACCURACY_KERNELKEYS_H
