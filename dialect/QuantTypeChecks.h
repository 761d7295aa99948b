//===- QuantTypeChecks.h - Integrity rules for quantized types --*- C++ -*-===//
//
// The rules every `!quant.*` type must satisfy wherever it appears
// (upstream's per-axis integrity plus QuantKit's parameter checks,
// `quant_type_c1` to `quant_type_c12` in dialect/Reference.md#op-rules). Op
// verifiers and the `quantkit-verify` pass share them.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_DIALECT_QUANTTYPECHECKS_H
#define QUANTKIT_DIALECT_QUANTTYPECHECKS_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Types.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <string>

namespace mlir::quantkit {

/// Produces a diagnostic at the place being checked, already carrying the
/// context (e.g. "operand #1 of 'quantkit.matmul'").
using DiagnosticEmitter = llvm::function_ref<InFlightDiagnostic()>;

/// `shape` as diagnostics print it: "[2, ?, 4]".
std::string shapeString(ArrayRef<int64_t> shape);

/// False when `type` provably reaches no quantized type, nor any other type
/// or attribute: a builtin float, integer or index type, or a ranked tensor
/// of one without an encoding (the most common value type), and a null type.
/// True means "may": the caller has to look. Verifiers run on every operand
/// and result after every pass; this answers the common case without a
/// walker or a checker, whose visited sets cost far more than the check.
bool mayHoldQuantizedType(Type type);

/// Checks the parameters of one quantized type, whatever its context:
/// storage bounds inside the storage type, which is at most 64 bits wide
/// (63 unsigned) because a 16x8 bias needs i64 storage, wider than
/// upstream's parser allows (`quant_type_c6`), zero points
/// inside the storage bounds (`quant_type_c4`), positive finite scales
/// (`quant_type_c5`), ordered finite calibration bounds (`quant_type_c7`).
/// Per-tensor, per-axis and sub-channel scales and zero points are all
/// checked, after the type is found well formed (`quant_type_c8`: what
/// upstream's parser enforces and `get` or the bytecode reader do not; a
/// per-axis type has one zero point per scale, a sub-channel type float
/// scales and integer zero points of one shape and one positive block size
/// per distinct, non-negative quantized dimension).
/// Non-quantized types pass.
LogicalResult verifyQuantizedParameters(Type type, DiagnosticEmitter emitError);

/// Checks per-axis integrity of `elementType` used as the element type of
/// `container` (null when the type is used directly as a scalar): it must
/// sit in a tensor (`quant_type_c1`) whose rank exceeds the axis
/// (`quant_type_c2`) and whose axis size, when static, equals the number of
/// scales (`quant_type_c3`). Types other than per-axis pass.
LogicalResult verifyPerAxisIntegrity(Type elementType, Type container,
                                     DiagnosticEmitter emitError);

/// Checks the integrity of a sub-channel (blockwise) type `elementType` used
/// as the element type of `container` (null for a scalar), with upstream's
/// rules for it: the type is well formed (`quant_type_c8`), sits in a ranked
/// tensor (`quant_type_c9`) whose rank exceeds every quantized dimension
/// (`quant_type_c10`), whose static sizes are non-zero multiples of the
/// block sizes (`quant_type_c11`), and whose shape in blocks is the shape
/// of the scales (`quant_type_c12`). Other types pass.
LogicalResult verifySubChannelIntegrity(Type elementType, Type container,
                                        DiagnosticEmitter emitError);

/// verifyPerAxisIntegrity, then verifySubChannelIntegrity.
LogicalResult verifyContainerIntegrity(Type elementType, Type container,
                                       DiagnosticEmitter emitError);

/// Checks every quantized type reachable from `type` (through shaped
/// containers, function types, tuples, ...) with the rule sets above. A
/// per-axis or sub-channel type is checked against the shaped type that
/// contains it; what else a shaped type holds (a tensor's encoding, a
/// memref's layout and memory space) is checked as an attribute.
LogicalResult verifyQuantizedTypesIn(Type type, DiagnosticEmitter emitError);

/// Like verifyQuantizedTypesIn for every type inside `attr`. Types stored
/// bare in attributes (e.g. region specs) are not values, so only their
/// parameters are checked there; callers that know the container check
/// integrity themselves.
LogicalResult verifyQuantizedTypesIn(Attribute attr,
                                     DiagnosticEmitter emitError);

/// Checks the quantized types reachable from several types and attributes,
/// reporting each offending (type, container) pair once: a function's
/// `function_type` and its entry block arguments then yield one error, not
/// two.
class QuantizedTypeChecker {
public:
  LogicalResult check(Type type, DiagnosticEmitter emitError);
  LogicalResult check(Attribute attr, DiagnosticEmitter emitError);

private:
  LogicalResult checkType(Type type, Type container);
  LogicalResult checkAttr(Attribute attr);
  /// Checks what `type` holds, except the child type `skip`.
  LogicalResult checkChildren(Type type, Type skip = Type());
  LogicalResult checkChildren(Attribute attr);

  /// The emitter of the check in progress.
  DiagnosticEmitter *emitError = nullptr;
  llvm::DenseSet<std::pair<Type, Type>> visitedTypes;
  llvm::DenseSet<Attribute> visitedAttrs;
};

} // namespace mlir::quantkit

#endif // QUANTKIT_DIALECT_QUANTTYPECHECKS_H
