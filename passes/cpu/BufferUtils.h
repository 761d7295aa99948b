//===- BufferUtils.h - Helpers of the CPU kernel rewrites -------*- C++ -*-===//
//
// Questions the kernel rewrites of passes/cpu/ ask about bufferized ops.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_CPU_BUFFERUTILS_H
#define QUANTKIT_PASSES_CPU_BUFFERUTILS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::quantkit {

/// The zero fill of `output` right before `op` (in the same block), if
/// nothing reads or writes `output` in between: a kernel that overwrites
/// every element makes it dead.
linalg::FillOp erasableZeroFill(Operation *op, Value output);

/// The elements of the constant global a `memref.get_global` reads
/// (looked up in `symbols` where given, else in the nearest symbol table).
std::optional<DenseElementsAttr> constantGlobal(Value value,
                                                SymbolTable *symbols = nullptr);

/// True for a memref value of static shape and identity layout.
bool hasIdentityLayout(Value value);

/// True for a memref value of static shape, rank 1 or more, whose last
/// dimension is contiguous (stride 1).
bool hasUnitInnerStride(Value value);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_CPU_BUFFERUTILS_H
