//===- QuantKitTargetOps.h - Target description ops -------------*- C++ -*-===//
//
// `quantkit.target` and `quantkit.kernel`: the ops of target files, whose
// format their ODS descriptions (QuantKitTargetOps.td) give.
// dialect/constraints/TargetFile.h turns them into registered targets.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_DIALECT_QUANTKITTARGETOPS_H
#define QUANTKIT_DIALECT_QUANTKITTARGETOPS_H

#include "dialect/QuantKitDialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"

#include <optional>
#include <string>

#define GET_OP_CLASSES
#include "dialect/QuantKitTargetOps.h.inc"

namespace mlir::quantkit {

/// The parameters of a port as plain data. `#quantkit.port` and the
/// constraint library's `PortSignature` (which extends this) both go through
/// the functions below, so they print and check ports identically.
struct PortFields {
  /// Storage width in bits; 0 for a wildcard.
  unsigned width = 0;
  /// `i` (signed) or `u` (unsigned) storage.
  bool isSigned = true;
  /// Storage bounds, inclusive; the full range of the type by default.
  int64_t storageMin = 0;
  int64_t storageMax = 0;
  /// The zero point is 0; calibrated ranges use max(|min|, |max|) / qmax.
  bool symmetric = false;
  /// Quantized per axis along this dimension of the port's tensor (negative
  /// counts from the last dimension); per tensor when absent.
  std::optional<int64_t> axis;
  /// What the port carries. `multiplier_accumulator_scale` derives the
  /// `accumulator` ports from the others.
  PortRole role = PortRole::activation;
  /// The port may be absent (trailing ports of a list only).
  bool optional = false;
  /// The port repeats (last port of a list only).
  bool variadic = false;
};

/// A port's parameters as plain data, and the attribute holding them.
PortFields getPortFields(PortAttr port);
PortAttr getPortAttr(MLIRContext *context, const PortFields &fields);

/// The full range of an integer storage type of `width` bits, or nullopt
/// where the width is not 1 to 64 or the range does not fit int64_t
/// (unsigned 64 bits).
std::optional<std::pair<int64_t, int64_t>>
getIntegerStorageRange(unsigned width, bool isSigned);

/// Prints the port body syntax: `i8<-127:127> symmetric per_axis(0) weight`.
void printPortFields(llvm::raw_ostream &os, const PortFields &port);

/// The `kernel_c4` and `kernel_c8` rules; returns the problem, or nullopt
/// for a valid port.
std::optional<std::string> checkPortFields(const PortFields &port);

/// Checks the rules of one port (`kernel_c4`, `kernel_c8`): storage of 1 to
/// 64 bits, bounds `min < max` inside the storage type, 0 inside the bounds
/// of a symmetric port, no flags but `optional`/`variadic` on a wildcard; at
/// most 32 bits (upstream's `!quant` parser limit) except an i64
/// accumulator.
/// `emitError` carries the context ("input #2 of kernel 'conv2d'").
LogicalResult verifyPort(PortAttr port,
                         llvm::function_ref<InFlightDiagnostic()> emitError);

} // namespace mlir::quantkit

#endif // QUANTKIT_DIALECT_QUANTKITTARGETOPS_H
