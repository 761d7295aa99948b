//===- Annotations.h - Dropping annotations nothing consumed ----*- C++ -*-===//
//
// Statistics, statistics requests, couplings and unresolved calibrated or
// `any` cast pairs are identities on their value: they only tell the
// quantization passes something. What no quantized kernel consumed must not
// reach lowering and bufferization (no pattern lowers them), so
// quantkit-materialize and quantkit-lower drop them, with a remark.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_UTILS_ANNOTATIONS_H
#define QUANTKIT_PASSES_UTILS_ANNOTATIONS_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

namespace mlir::quantkit {

/// True for `quantkit.stats`, `quantkit.stats_ref` and `quantkit.coupled_ref`
/// (identities on their operand), and for a `quant.qcast` to a
/// `!quant.calibrated` or `!quant.any` type whose every user is a
/// `quant.dcast` back to the qcast's input type (a model constraint
/// propagation did not turn into parameters: together the pair is an
/// identity too).
bool isDroppableAnnotation(Operation *op);

/// True where the value `annotation` annotates (its operand, followed
/// through other annotations and cast pairs in both directions) is a port
/// of a `quantkit.region` whose spec is `!quant.uniform`: a quantized kernel
/// reads it, so the annotation has served its purpose.
bool annotatesQuantizedPort(Operation *annotation);

/// Replaces every droppable annotation under `root` (isDroppableAnnotation)
/// by the value it annotates. Each one for which `isConsumed` is false gets
/// a remark at its location naming it and saying why it was not used.
/// Returns how many were dropped.
unsigned dropAnnotations(Operation *root,
                         function_ref<bool(Operation *)> isConsumed);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_UTILS_ANNOTATIONS_H
