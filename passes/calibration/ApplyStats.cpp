//===- ApplyStats.cpp - The quantkit-apply-stats pass ---------------------===//
//
// Reads the calibration records printed by quantkit-lower-stats-ref code
// (format in Passes.td), merges them per key and replaces every
// quantkit.stats_ref by the quantkit.stats they give. Errors in the records
// are located in the records file.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "dialect/QuantKitOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include <map>
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cmath>
#include <limits>

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITAPPLYSTATS
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

constexpr StringLiteral kMarker = "quantkit-stats ";

/// All records of one key, merged.
struct MergedRecord {
  /// Per axis (`axis` records) or per tensor (`layer` records).
  std::optional<int64_t> axis;
  /// One `[min, max]` per channel (one for per-tensor records).
  SmallVector<float> mins, maxs;
  /// Where the first record of the key is.
  Location firstLoc;
  bool used = false;
};

/// A cursor over one record line that reports errors at its column.
class LineParser {
public:
  LineParser(MLIRContext *context, StringRef file, unsigned line,
             StringRef text)
      : context(context), file(file), line(line), text(text) {}

  Location loc() const { return locAt(pos); }
  Location locAt(size_t column) const {
    return FileLineColLoc::get(context, file, line, column + 1);
  }

  InFlightDiagnostic error() const { return emitError(loc()); }

  void skipSpaces() {
    while (pos < text.size() && text[pos] == ' ')
      ++pos;
  }

  bool atEnd() {
    skipSpaces();
    return pos >= text.size();
  }

  /// A double-quoted key with `\XX` escapes.
  FailureOr<std::string> parseKey() {
    skipSpaces();
    if (pos >= text.size() || text[pos] != '"')
      return error() << "expected a quoted key", failure();
    ++pos;
    std::string key;
    while (pos < text.size() && text[pos] != '"') {
      if (text[pos] != '\\') {
        key += text[pos++];
        continue;
      }
      size_t start = pos;
      unsigned hi = 0, lo = 0;
      if (pos + 2 >= text.size() ||
          (hi = llvm::hexDigitValue(text[pos + 1])) == ~0U ||
          (lo = llvm::hexDigitValue(text[pos + 2])) == ~0U) {
        pos = start;
        return error() << "expected two hex digits after '\\' in the key",
               failure();
      }
      key += static_cast<char>(hi * 16 + lo);
      pos += 3;
    }
    if (pos >= text.size())
      return error() << "unterminated key", failure();
    ++pos;
    if (key.empty())
      return emitError(locAt(pos - 2)) << "empty key", failure();
    return key;
  }

  FailureOr<StringRef> parseWord() {
    skipSpaces();
    size_t start = pos;
    while (pos < text.size() && text[pos] != ' ')
      ++pos;
    if (start == pos)
      return error() << "unexpected end of record", failure();
    return text.slice(start, pos);
  }

  /// An unsigned decimal integer not above `max`.
  FailureOr<uint64_t> parseUnsigned(StringRef what, uint64_t max) {
    if (atEnd())
      return error() << "expected " << what, failure();
    size_t start = pos;
    FailureOr<StringRef> word = parseWord();
    if (failed(word))
      return failure();
    uint64_t value = 0;
    if (word->getAsInteger(10, value) || value > max)
      return emitError(locAt(start))
                 << "expected " << what << ", got '" << *word << "'",
             failure();
    return value;
  }

  /// An f32 given by its bit pattern.
  FailureOr<float> parseBits(StringRef what) {
    FailureOr<uint64_t> bits =
        parseUnsigned(what, std::numeric_limits<uint32_t>::max());
    if (failed(bits))
      return failure();
    uint32_t word = static_cast<uint32_t>(*bits);
    float value;
    std::memcpy(&value, &word, sizeof(value));
    return value;
  }

  size_t column() const { return pos; }

private:
  MLIRContext *context;
  StringRef file;
  unsigned line;
  StringRef text;
  size_t pos = 0;
};

/// `file:line:column` of a record's location.
std::string describe(Location loc) {
  auto fileLoc = dyn_cast<FileLineColLoc>(loc);
  if (!fileLoc)
    return "an unknown location";
  return (fileLoc.getFilename().getValue() + ":" +
          Twine(fileLoc.getLine()) + ":" + Twine(fileLoc.getColumn()))
      .str();
}

/// Checks one `[min, max]` of a record: finite with min <= max, or the
/// `+inf -inf` of an empty tensor.
LogicalResult checkRange(float lo, float hi, Location loc) {
  if (lo == std::numeric_limits<float>::infinity() &&
      hi == -std::numeric_limits<float>::infinity())
    return success();
  if (!std::isfinite(lo) || !std::isfinite(hi))
    return emitError(loc) << "recorded range [" << lo << ", " << hi
                          << "] is not finite (NaN or infinity in the "
                             "calibration run?)",
           failure();
  if (lo > hi)
    return emitError(loc) << "recorded range [" << lo << ", " << hi
                          << "] has min > max",
           failure();
  return success();
}

struct QuantKitApplyStatsPass
    : public quantkit::impl::QuantKitApplyStatsBase<QuantKitApplyStatsPass> {
  using Base::Base;

  /// Reads and merges the records; false after an error.
  LogicalResult readRecords(StringRef contents,
                            std::map<std::string, MergedRecord> &keys) {
    MLIRContext *context = &getContext();
    bool anyError = false;
    unsigned lineNumber = 0;
    SmallVector<StringRef> lines;
    contents.split(lines, '\n');
    for (StringRef text : lines) {
      ++lineNumber;
      text = text.rtrim("\r");
      if (!text.starts_with(kMarker))
        continue;
      ++numRecords;
      LineParser parser(context, file, lineNumber, text);
      (void)parser.parseWord(); // The marker.
      if (failed(parseRecord(parser, keys)))
        anyError = true;
    }
    return failure(anyError);
  }

  LogicalResult parseRecord(LineParser &parser,
                            std::map<std::string, MergedRecord> &keys) {
    Location recordLoc = parser.loc();
    FailureOr<std::string> key = parser.parseKey();
    if (failed(key))
      return failure();
    parser.skipSpaces();
    Location kindLoc = parser.loc();
    FailureOr<StringRef> kind = parser.parseWord();
    if (failed(kind))
      return failure();
    std::optional<int64_t> axis;
    uint64_t channels = 1;
    if (*kind == "axis") {
      FailureOr<uint64_t> parsedAxis = parser.parseUnsigned(
          "an axis", std::numeric_limits<int32_t>::max());
      if (failed(parsedAxis))
        return failure();
      axis = static_cast<int64_t>(*parsedAxis);
      FailureOr<uint64_t> size = parser.parseUnsigned(
          "a number of channels", std::numeric_limits<int32_t>::max());
      if (failed(size))
        return failure();
      channels = *size;
    } else if (*kind != "layer") {
      return emitError(kindLoc) << "expected 'layer' or 'axis', got '"
                                << *kind << "'",
             failure();
    }
    SmallVector<float> mins, maxs;
    for (uint64_t c = 0; c < channels; ++c) {
      parser.skipSpaces();
      Location rangeLoc = parser.loc();
      FailureOr<float> lo = parser.parseBits("the bits of an f32 minimum");
      if (failed(lo))
        return failure();
      FailureOr<float> hi = parser.parseBits("the bits of an f32 maximum");
      if (failed(hi) || failed(checkRange(*lo, *hi, rangeLoc)))
        return failure();
      mins.push_back(*lo);
      maxs.push_back(*hi);
    }
    if (!parser.atEnd())
      return parser.error() << "unexpected text after the record",
             failure();

    auto [it, inserted] = keys.try_emplace(*key, MergedRecord{
                                                     axis, mins, maxs,
                                                     recordLoc});
    if (inserted)
      return success();
    MergedRecord &merged = it->second;
    if (merged.axis != axis || merged.mins.size() != mins.size()) {
      InFlightDiagnostic diag = emitError(recordLoc);
      diag << "record of '" << *key << "' is "
           << (axis ? "per axis " + std::to_string(*axis) : "per tensor")
           << " with " << mins.size() << " channel(s), unlike an earlier one";
      diag.attachNote(merged.firstLoc) << "first record of the key";
      return failure();
    }
    for (size_t c = 0; c < mins.size(); ++c) {
      merged.mins[c] = std::min(merged.mins[c], mins[c]);
      merged.maxs[c] = std::max(merged.maxs[c], maxs[c]);
    }
    return success();
  }

  /// The `quantkit.stats` that replaces `ref`, or failure after an error.
  LogicalResult apply(StatsRefOp ref, MergedRecord &record) {
    record.used = true;
    Type type = ref.getArg().getType();
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!isa<FloatType>(type) &&
        !(tensor && isa<FloatType>(tensor.getElementType())))
      return ref.emitOpError() << "cannot carry statistics: " << type
                               << " is not a float or a ranked tensor of "
                                  "float";
    std::optional<int64_t> axis = ref.getAxis();
    if (axis != record.axis) {
      InFlightDiagnostic diag = ref.emitOpError();
      diag << "asks for statistics "
           << (axis ? "per axis " + std::to_string(*axis) : "per tensor")
           << " but the records of '" << ref.getStatsKey() << "' are "
           << (record.axis ? "per axis " + std::to_string(*record.axis)
                           : "per tensor");
      diag << " (first record at " << describe(record.firstLoc) << ")";
      return failure();
    }
    if (axis && !tensor.isDynamicDim(*axis) &&
        tensor.getDimSize(*axis) != static_cast<int64_t>(record.mins.size())) {
      InFlightDiagnostic diag = ref.emitOpError();
      diag << "has " << tensor.getDimSize(*axis) << " channels along axis "
           << *axis << " but the records of '" << ref.getStatsKey()
           << "' have " << record.mins.size();
      diag << " (first record at " << describe(record.firstLoc) << ")";
      return failure();
    }
    float lo = std::numeric_limits<float>::infinity();
    float hi = -lo;
    for (size_t c = 0; c < record.mins.size(); ++c) {
      if (record.mins[c] > record.maxs[c])
        return ref.emitOpError()
               << "the records of '" << ref.getStatsKey()
               << "' saw no values" << (axis ? " in some channel" : "");
      lo = std::min(lo, record.mins[c]);
      hi = std::max(hi, record.maxs[c]);
    }
    if (record.mins.empty())
      return ref.emitOpError() << "the records of '" << ref.getStatsKey()
                               << "' have no channels";

    OpBuilder b(ref);
    auto statsType = RankedTensorType::get({2}, b.getF32Type());
    auto layerStats = DenseElementsAttr::get(statsType, ArrayRef<float>{lo, hi});
    DenseElementsAttr axisStats;
    if (axis) {
      SmallVector<float> rows;
      for (size_t c = 0; c < record.mins.size(); ++c) {
        rows.push_back(record.mins[c]);
        rows.push_back(record.maxs[c]);
      }
      axisStats = DenseElementsAttr::get(
          RankedTensorType::get({static_cast<int64_t>(record.mins.size()), 2},
                                b.getF32Type()),
          ArrayRef<float>(rows));
    }
    auto stats = StatsOp::create(b, ref.getLoc(), type, ref.getArg(),
                                 layerStats, axisStats, ref.getAxisAttr());
    ref.getResult().replaceAllUsesWith(stats.getResult());
    ref.erase();
    ++numApplied;
    return success();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (file.empty()) {
      emitError(module.getLoc()) << "quantkit-apply-stats needs the records "
                                    "file (file=PATH)";
      return signalPassFailure();
    }
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
        llvm::MemoryBuffer::getFile(file, /*IsText=*/true);
    if (!buffer) {
      emitError(module.getLoc())
          << "cannot read calibration records '" << file
          << "': " << buffer.getError().message();
      return signalPassFailure();
    }
    std::map<std::string, MergedRecord> keys;
    if (failed(readRecords((*buffer)->getBuffer(), keys)))
      return signalPassFailure();

    SmallVector<StatsRefOp> refs;
    module.walk([&](StatsRefOp ref) { refs.push_back(ref); });
    bool anyError = false;
    for (StatsRefOp ref : refs) {
      auto it = keys.find(ref.getStatsKey().str());
      if (it == keys.end()) {
        ref.emitOpError() << "has no calibration record for key '"
                          << ref.getStatsKey() << "' in '" << file << "'";
        anyError = true;
        continue;
      }
      if (failed(apply(ref, it->second)))
        anyError = true;
    }
    for (auto &[key, record] : keys)
      if (!record.used) {
        emitError(record.firstLoc)
            << "record for key '" << key
            << "' matches no quantkit.stats_ref in the program";
        anyError = true;
      }
    if (anyError)
      signalPassFailure();
  }
};

} // namespace
