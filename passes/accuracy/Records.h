//===- Records.h - The records files the accuracy passes read --*- C++ -*-===//
//
// quantkit-debug-layers' measurements print records when the program runs
// (`vector.print`, one line each; the runner may end the line after the
// header's colon); quantkit-correct-bias and quantkit-round-weights read
// them back. Both need the same two things: the file, with an error that
// names what writes it, and its records of one kind, located.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_ACCURACY_RECORDS_H
#define QUANTKIT_PASSES_ACCURACY_RECORDS_H

#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"
#include "llvm/Support/MemoryBuffer.h"

#include <memory>
#include <optional>

namespace mlir::quantkit {

/// The records `file` that `pass` reads, written by `measurement` (as
/// `quantkit-debug-layers{measure=bias}`); null after an error at `op` when
/// no file is given or it cannot be read.
std::unique_ptr<llvm::MemoryBuffer> openRecords(Operation *op, StringRef file,
                                                StringRef pass,
                                                StringRef measurement);

/// A record: the line `PREFIX KEY ... : VALUES` at `loc` (`file:line:1`),
/// or the header `PREFIX KEY ... :` with its values on the next line.
/// `values` is empty when the record has none.
struct Record {
  Location loc;
  StringRef key;
  StringRef values;
};

/// Calls `visit` on every record of `text` (the contents of `file`) whose
/// line begins with `prefix` (`"quantkit-bias "`), in order; other lines are
/// skipped. Stops at the first failure of `visit`.
LogicalResult forEachRecord(MLIRContext *context, StringRef file,
                            StringRef text, StringRef prefix,
                            function_ref<LogicalResult(const Record &)> visit);

/// A value of a record: `MpE`, the exact M * 2^E that
/// quantkit-debug-layers prints, or a decimal as a person writes it. None
/// when `field` is neither or the value is not finite.
std::optional<double> parseRecordValue(StringRef field);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_ACCURACY_RECORDS_H
