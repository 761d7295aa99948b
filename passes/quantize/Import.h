//===- Import.h - Model constraints as quant casts --------------*- C++ -*-===//
//
// The part of quantkit-import that quantkit-lower reuses.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_QUANTIZE_IMPORT_H
#define QUANTKIT_PASSES_QUANTIZE_IMPORT_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

namespace mlir::quantkit {

/// Rewrites every `quantkit.const_fake_quant` and
/// `quantkit.const_fake_quant_per_axis` under `root` into the
/// `!quant.uniform` `quant.qcast` -> `quant.dcast` pair quantkit-import
/// gives it (the same parameters, upstream's nudging). Returns how many were
/// rewritten, or fails after a located error for each one that cannot be.
FailureOr<unsigned> importFakeQuantization(Operation *root);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_QUANTIZE_IMPORT_H
