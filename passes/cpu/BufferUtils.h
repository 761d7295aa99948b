//===- BufferUtils.h - Helpers of the CPU kernel rewrites -------*- C++ -*-===//
//
// Questions the passes of passes/cpu/ ask about ops (the in-place rewrites
// on tensors, the kernel rewrites on buffers), and the vector stores they
// share.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_CPU_BUFFERUTILS_H
#define QUANTKIT_PASSES_CPU_BUFFERUTILS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::quantkit {

/// The op of `block` that `value` comes from, or null (an argument, or a
/// value from outside the block).
Operation *definingOpIn(Block &block, Value value);

/// The first op of the chain that computes the tensor `value` into its
/// destination: from its producer through destination-style inits (a fill,
/// then the op that accumulates into it) back to the first op whose init
/// is not computed by another destination-style op of `block` (a
/// `tensor.empty`, for one), which `destination`, where given, receives
/// (null where the first op is not destination-style). A buffer that
/// `value` is written into in place must exist before that op.
Operation *chainStart(Block &block, Value value, Value *destination = nullptr);

/// The zero fill of `output` right before `op` (in the same block), if
/// nothing reads or writes `output` in between: a kernel that overwrites
/// every element makes it dead.
linalg::FillOp erasableZeroFill(Operation *op, Value output);

/// The elements of the constant global a `memref.get_global` reads
/// (looked up in `symbols` where given, else in the nearest symbol table).
std::optional<DenseElementsAttr> constantGlobal(Value value,
                                                SymbolTable *symbols = nullptr);

/// The integer constant table (a constant tensor of static shape and at
/// most 2^16 elements: one entry per channel is the common case) that an
/// input of a generic on tensors reads, or null.
DenseIntElementsAttr constantTable(OpOperand &input);

/// True for an integer or float element type whose vectors lie in memory as
/// a memref's elements do: a power-of-two width of at least 8 bits, where
/// the width in bytes is also the type's allocation size. LLVM packs a
/// vector's lanes by their width, while each memref element takes its
/// type's allocation size: a memref of i1 holds a byte per element and one
/// of i48 (a TOSA accumulator) eight bytes, but vector<16xi1> is 2 bytes
/// and vector<16xi48> 96.
bool hasVectorMemoryLayout(Type element);

/// True for a memref value of static shape and identity layout.
bool hasIdentityLayout(Value value);

/// True for a memref value of static shape, rank 1 or more, whose last
/// dimension is contiguous (stride 1).
bool hasUnitInnerStride(Value value);

/// Stores the first `lanes` elements of the 1-D vector `value` at `indices`
/// of `memref`, as a plain `vector.store` of that prefix (an
/// `extract_strided_slice`) rather than a `vector.maskedstore` with a
/// constant mask. The kernels' channel tails are such prefixes, and LLVM
/// 22's X86 back end miscompiles the masked form where AVX-512BW and VL are
/// on: a masked store of a truncated vector whose mask sets one lane
/// becomes a store of the whole untruncated lane (`vmovss` of an i32 for an
/// i8 element), writing three bytes past the tail.
void storePrefix(OpBuilder &b, Location loc, Value value, Value memref,
                 ValueRange indices, int64_t lanes);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_CPU_BUFFERUTILS_H
