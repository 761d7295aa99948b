//===- Epilogue.h - Epilogues applied in kernel registers -------*- C++ -*-===//
//
// quantkit-lower follows every int8 contraction with an all-parallel
// `linalg.generic` that reads the i32 accumulators once and writes the int8
// result (the requantization epilogue). After bufferization the two meet
// through a buffer of i32: the kernel stores every accumulator, the
// epilogue loads it again. A kernel that holds the accumulators in vector
// registers can instead run the epilogue's body on them and store the
// result: `FusedEpilogue` finds such a generic, gives a kernel its body on
// vectors, and removes the generic and the i32 buffer afterwards.
//
// quantkit-vectorize-elementwise widens generic bodies the same way; both
// use `isVectorizableBody` and `cloneWidened`.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_CPU_EPILOGUE_H
#define QUANTKIT_PASSES_CPU_EPILOGUE_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::quantkit {

/// True when every op of a generic's payload `body` (terminator aside) can
/// be cloned onto vectors lane by lane: integer or float constants, and
/// arith or math ops with one result, no regions and elementwise-mappable
/// traits. Integer division and remainder are refused: the lanes past a
/// masked tail hold zeros, and a vector division by zero is undefined.
///
/// With `tableLoads`, also `memref.load`s of a rank-1 static buffer captured
/// from above (a look-up table, as quantkit-lower writes quantkit.logistic,
/// tanh, hard_swish and gelu) at an index the body computes from integers of at
/// most 16 bits by casts, constants, sums and differences (so that 32-bit
/// lanes hold it exactly).
bool isVectorizableBody(Block &body, bool tableLoads = false);

/// Maps the values `body` captures from above for `lanes` lanes: constants
/// to splats, buffers (tables) to themselves, anything else to a
/// broadcast. Index values become 32-bit lanes.
void mapCaptured(OpBuilder &b, Location loc, Block &body, IRMapping &mapping,
                 int64_t lanes);

/// How widened table loads read their entries.
enum class TableLookup {
  /// `vector.gather` (LLVM's masked gather), on any target.
  Gather,
  /// For tables of 256 bytes: two `vpermi2b` of 128 entries each
  /// and a blend on bit 7 of the position (AVX-512 VBMI); others gather.
  Vbmi,
};

/// `auto` (AVX-512 VBMI's byte permutes where the host has them), `vbmi` or
/// `gather`; failure for another name.
FailureOr<TableLookup> resolveTableLookup(StringRef name);

/// Clones the ops of `body` (not its terminator) at `b` with every value
/// widened to `lanes` lanes; constants become splats, indices 32-bit
/// integers, and table loads look their entries up as `lookup` says
/// (masked to the lanes whose position lies in the table where its range
/// does not prove it). `mapping` must map the block arguments and every
/// value captured from above (mapCaptured). Returns the widened values the
/// terminator yields.
SmallVector<Value> cloneWidened(OpBuilder &b, Location loc, Block &body,
                                IRMapping &mapping, int64_t lanes,
                                TableLookup lookup = TableLookup::Gather);

/// An all-parallel generic that a kernel computing the buffer `acc` can
/// apply to its accumulator vectors before storing them.
class FusedEpilogue {
public:
  /// The generic after `producer` (which writes `acc`, a static
  /// identity-layout buffer) if it can take its place:
  ///
  /// * `acc` has no other users than `producer`, fills, deallocations and
  ///   the generic, which reads it once with the identity map;
  /// * the generic has one output of the same shape (identity map, no i1;
  ///   a contiguous last dimension, so a slice of a concatenation's
  ///   buffer or a padded buffer's interior too), reads nothing else
  ///   but per-channel vectors (map to
  ///   the innermost loop alone) and rank-0 buffers, none of them i1, and
  ///   a body `isVectorizableBody` accepts that does not read the output;
  /// * what the generic reads and writes is defined before `producer`, or
  ///   by an allocation, constant global or view of those that can move
  ///   there, and the ops between `producer` and the generic are
  ///   allocations, constant globals, constants, views and fills of other
  ///   buffers.
  ///
  /// Table look-ups in the body (quantkit.logistic, tanh, hard_swish, gelu) are
  /// taken as `isVectorizableBody` takes them, read as `lookup` says.
  static std::optional<FusedEpilogue>
  match(Operation *producer, Value acc,
        TableLookup lookup = TableLookup::Gather);

  /// Moves the allocation (or view) of the generic's output and the
  /// constant globals it reads (its look-up tables too), where defined
  /// after the producer, before it.
  void hoistOperands();

  /// The generic's output buffer, of the accumulators' shape (its rows
  /// may lie apart).
  Value output() const;

  /// The per-channel and rank-0 operands for channels [c0, c0 + lanes)
  /// (masked loads where `mask` is set), in the generic's operand order.
  SmallVector<Value> loadOperands(OpBuilder &b, Location loc, Value c0,
                                  int64_t lanes, Value mask) const;

  /// The widest integer type (in bits) a value of the body has.
  unsigned widestInteger() const;

  /// The epilogue of the accumulators `acc` (a vector of the channels that
  /// `operands`, from loadOperands, were loaded for).
  Value apply(OpBuilder &b, Location loc, Value acc,
              ArrayRef<Value> operands) const;

  /// Where the body first adds constants to the i32 accumulator (a chain
  /// of `addi`/`subi` of scalar constants and per-channel constant
  /// globals, each step's result used once: the bias and the zero-point
  /// correction), their per-channel sum modulo 2^32 for `channels`
  /// channels, and the body rewired to read the accumulator where the
  /// chain ended. A kernel whose accumulators start from the returned
  /// values computes the same integers (i32 addition wraps and commutes).
  /// Nothing is changed when there is no such chain.
  std::optional<SmallVector<APInt>> foldChannelAddend(int64_t channels);

  /// Erases the generic; then, if nothing but deallocations (and unused
  /// views) is left reading the accumulator buffer, the buffer too (and
  /// the views between it and `acc`, where `acc` is one).
  void erase();

private:
  enum class Access { Acc, Channel, Scalar };
  linalg::GenericOp generic;
  Operation *producer = nullptr;
  Value acc;
  SmallVector<Access> access;
  TableLookup lookup = TableLookup::Gather;
};

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_CPU_EPILOGUE_H
