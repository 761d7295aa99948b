//===- Records.cpp - The records files the accuracy passes read -----------===//

#include "passes/accuracy/Records.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"

#include <cmath>

using namespace mlir;

std::unique_ptr<llvm::MemoryBuffer>
mlir::quantkit::openRecords(Operation *op, StringRef file, StringRef pass,
                            StringRef measurement) {
  if (file.empty()) {
    op->emitError() << pass << " needs the records of " << measurement
                    << " (file=PATH)";
    return nullptr;
  }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(file, /*IsText=*/true);
  if (!buffer) {
    op->emitError() << pass << ": cannot read the records '" << file
                    << "': " << buffer.getError().message();
    return nullptr;
  }
  return std::move(*buffer);
}

LogicalResult mlir::quantkit::forEachRecord(
    MLIRContext *context, StringRef file, StringRef text, StringRef prefix,
    function_ref<LogicalResult(const Record &)> visit) {
  SmallVector<StringRef> lines;
  text.split(lines, '\n');
  for (size_t i = 0; i < lines.size(); ++i) {
    StringRef line = lines[i].rtrim();
    if (!line.consume_front(prefix))
      continue;
    Location loc = FileLineColLoc::get(context, file, i + 1, 1);
    // The header ends at " :"; the values follow on the same line or, where
    // the runner ended the line after the header, on the next one.
    auto [head, values] = line.split(" :");
    values = values.trim();
    if (values.empty() && line.ends_with(" :") && i + 1 < lines.size())
      values = lines[++i].trim();
    if (failed(visit(Record{loc, head.split(' ').first, values})))
      return failure();
  }
  return success();
}

std::optional<double> mlir::quantkit::parseRecordValue(StringRef field) {
  double value;
  if (field.getAsDouble(value)) {
    auto [mantissa, exponent] = field.split('p');
    int64_t m;
    int e;
    if (exponent.empty() || mantissa.getAsInteger(10, m) ||
        exponent.getAsInteger(10, e))
      return std::nullopt;
    value = std::ldexp(static_cast<double>(m), e);
  }
  if (!std::isfinite(value))
    return std::nullopt;
  return value;
}
