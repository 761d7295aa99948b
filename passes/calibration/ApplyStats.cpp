//===- ApplyStats.cpp - The quantkit-apply-stats pass ---------------------===//
//
// Reads the calibration records printed by quantkit-lower-stats-ref code
// (format in Passes.td), merges them per key and replaces every
// quantkit.stats_ref by the quantkit.stats they give, with the calibration
// method the `method` option names (formulas in passes/calibration/README.md).
// Errors in the records are located in the records file.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/utils/CheckedOptions.h"

#include "dialect/QuantKitOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <map>

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITAPPLYSTATS
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

constexpr StringLiteral kMarker = "quantkit-stats ";

/// The calibration methods of the `method` option.
enum class Method { MinMax, MovingAverage, Percentile, Mse, Entropy };

constexpr StringLiteral kMethodNames =
    "minmax, moving-average, percentile, mse or entropy";

std::optional<Method> parseMethod(StringRef name) {
  return llvm::StringSwitch<std::optional<Method>>(name)
      .Case("minmax", Method::MinMax)
      .Case("moving-average", Method::MovingAverage)
      .Case("percentile", Method::Percentile)
      .Case("mse", Method::Mse)
      .Case("entropy", Method::Entropy)
      .Default(std::nullopt);
}

/// The merged histogram of a key's `histogram` records: `bins` counts over
/// `[-2^rangeExp, 2^rangeExp)`, bin `i` spanning `[-R + i w, -R + (i+1) w)`
/// with `w = 2R / bins`.
struct Histogram {
  unsigned bins = 0;
  int rangeExp = 0;
  SmallVector<uint64_t> counts;
  /// The sum of the counts (checked not to overflow).
  uint64_t total = 0;

  double range() const { return std::ldexp(1.0, rangeExp); }
  double width() const { return 2 * range() / bins; }
  /// `-R + i w`, exact (a multiple of a power of two within f32's range).
  double edge(int64_t i) const { return -range() + i * width(); }
};

/// `value` as a person writes it in an option (`99.99`, not `9.999000e+01`).
std::string shortNumber(double value) {
  char text[32];
  std::snprintf(text, sizeof(text), "%g", value);
  return text;
}

/// `floor(a / 2^k)` for a signed `a` and `k >= 0`.
int64_t floorShift(int64_t a, int k) {
  if (k >= 62)
    return a < 0 ? -1 : 0;
  return a >= 0 ? a >> k : -((-a - 1) >> k) - 1;
}

/// `counts` over `[-2^fromExp, 2^fromExp)` rebinned onto the coarser grid of
/// `[-2^toExp, 2^toExp)` (`toExp >= fromExp`). Both grids are powers of two
/// aligned at 0, so every old bin lies wholly in one new bin:
/// `floor((i - N/2) 2^fromExp / 2^toExp) + N/2`.
SmallVector<uint64_t> rebin(ArrayRef<uint64_t> counts, int fromExp, int toExp) {
  int64_t half = counts.size() / 2;
  SmallVector<uint64_t> result(counts.size(), 0);
  for (int64_t i = 0, e = counts.size(); i < e; ++i)
    result[floorShift(i - half, toExp - fromExp) + half] += counts[i];
  return result;
}

/// All records of one key, merged.
struct MergedRecord {
  /// Per axis (`axis` records) or per tensor (`layer` or `histogram`
  /// records).
  std::optional<int64_t> axis;
  /// One `[min, max]` per channel (one for per-tensor records).
  SmallVector<float> mins, maxs;
  /// Where the first record of the key is.
  Location firstLoc;
  /// The line of the first record.
  unsigned firstLine = 0;
  /// The merged histogram of `histogram` records.
  std::optional<Histogram> histogram;
  /// PyTorch's moving average of the records' ranges in file order, per
  /// channel; `averaged` is false until a channel's first non-empty record.
  SmallVector<double> averageLo, averageHi;
  SmallVector<bool> averaged;
  bool used = false;
  /// The remark that the method falls back to min/max was emitted.
  bool remarked = false;
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

/// `percentile`: `hi` is the upper edge of the first bin where the count
/// from the left reaches `P/100 T`, `lo` the lower edge of the last bin where
/// the count from the right does, each clipped to the recorded range.
std::pair<double, double> percentileRange(const Histogram &h, double min,
                                          double max, double percentile) {
  double target = percentile / 100 * static_cast<double>(h.total);
  int64_t n = h.bins;
  double hi = max, lo = min;
  uint64_t sum = 0;
  for (int64_t i = 0; i < n; ++i) {
    sum += h.counts[i];
    // The end bins also hold what lies beyond +-R (only |x| > 2^127, where
    // R is capped): there the recorded extreme is the end.
    if (static_cast<double>(sum) >= target) {
      hi = i == n - 1 ? max : std::min(max, h.edge(i + 1));
      break;
    }
  }
  sum = 0;
  for (int64_t i = n - 1; i >= 0; --i) {
    sum += h.counts[i];
    if (static_cast<double>(sum) >= target) {
      lo = i == 0 ? min : std::max(min, h.edge(i));
      break;
    }
  }
  return {lo, hi};
}

/// `mse`: of the ranges `alpha [min(min, 0), max(max, 0)]`, `alpha = k/128`
/// for `k = 1..128`, the one whose quantizer of `2^bits` levels has the
/// smallest expected squared error over the histogram (bin centres: `D^2/12`
/// inside the range, the clipping error outside); ties go to the largest
/// `alpha`.
std::pair<double, double> mseRange(const Histogram &h, double min, double max,
                                   unsigned bits) {
  double levels = std::ldexp(1.0, bits) - 1;
  double bestError = std::numeric_limits<double>::infinity();
  std::pair<double, double> best{min, max};
  for (int k = 1; k <= 128; ++k) {
    double alpha = k / 128.0;
    double lo = alpha * std::min(min, 0.0), hi = alpha * std::max(max, 0.0);
    double step = (hi - lo) / levels;
    double inside = step * step / 12;
    double error = 0;
    for (int64_t i = 0, n = h.bins; i < n; ++i) {
      if (h.counts[i] == 0)
        continue;
      double centre = -h.range() + (i + 0.5) * h.width();
      double e = inside;
      if (centre < lo || centre > hi) {
        double clipped = centre - std::clamp(centre, lo, hi);
        e = clipped * clipped;
      }
      error += static_cast<double>(h.counts[i]) * e;
    }
    if (error <= bestError) {
      bestError = error;
      best = {lo, hi};
    }
  }
  return best;
}

/// `entropy`: TensorRT's KL-divergence threshold on the histogram of |x|
/// (README has the steps). A candidate where `q = 0 < p` has an infinite
/// divergence (no smoothing); the last candidate never does.
std::pair<double, double> entropyRange(const Histogram &h, double min,
                                       double max, unsigned bits) {
  int64_t half = h.bins / 2;
  SmallVector<uint64_t> folded(half);
  for (int64_t j = 0; j < half; ++j)
    folded[j] = h.counts[half + j] + h.counts[half - 1 - j];
  // The first bin of |x| holds a ReLU's exact zeros, often half of all
  // values. Left in, that spike decides the divergence: the narrowest
  // candidate spreads it least, so it wins and clips hard. It counts as its
  // neighbour, as in NVIDIA's pytorch-quantization.
  if (half > 1)
    folded[0] = folded[1];
  auto firstFilled = llvm::find_if(folded, [](uint64_t c) { return c != 0; });
  if (firstFilled == folded.end())
    return {min, max};
  int64_t first = firstFilled - folded.begin();
  int64_t levels = int64_t(1) << (bits - 1);
  double bestDivergence = std::numeric_limits<double>::infinity();
  int64_t bestEnd = half;
  SmallVector<double> p, q;
  for (int64_t end = std::min(levels, half); end <= half; ++end) {
    // A candidate that clips every value into its last bin has P = Q (one
    // spike) and divergence 0; it would win and clip everything.
    if (end - 1 <= first)
      continue;
    p.assign(folded.begin(), folded.begin() + end);
    uint64_t outliers = 0;
    for (int64_t j = end; j < half; ++j)
      outliers += folded[j];
    p[end - 1] += static_cast<double>(outliers);
    q.assign(end, 0.0);
    for (int64_t k = 0; k < levels; ++k) {
      int64_t first = k * end / levels, last = (k + 1) * end / levels;
      uint64_t sum = 0;
      int64_t nonzero = 0;
      for (int64_t j = first; j < last; ++j) {
        sum += folded[j];
        nonzero += folded[j] != 0;
      }
      if (nonzero == 0)
        continue;
      double share = static_cast<double>(sum) / nonzero;
      for (int64_t j = first; j < last; ++j)
        if (folded[j] != 0)
          q[j] = share;
    }
    double pSum = 0, qSum = 0;
    for (int64_t j = 0; j < end; ++j) {
      pSum += p[j];
      qSum += q[j];
    }
    double divergence = 0;
    for (int64_t j = 0; j < end; ++j) {
      if (p[j] == 0)
        continue;
      if (q[j] == 0) {
        divergence = std::numeric_limits<double>::infinity();
        break;
      }
      double pj = p[j] / pSum, qj = q[j] / qSum;
      divergence += pj * std::log(pj / qj);
    }
    if (divergence < bestDivergence) {
      bestDivergence = divergence;
      bestEnd = end;
    }
  }
  // The whole histogram (bestEnd = H) keeps [min, max], also where values
  // lie beyond a capped R = 2^127.
  if (bestEnd == half)
    return {min, max};
  double threshold = bestEnd * h.width();
  return {std::max(min, -threshold), std::min(max, threshold)};
}

struct QuantKitApplyStatsPass
    : public CheckedOptionsPass<
          QuantKitApplyStatsPass,
          quantkit::impl::QuantKitApplyStatsBase<QuantKitApplyStatsPass>> {
  using CheckedOptionsPass::CheckedOptionsPass;

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
      if (failed(parseRecord(parser, lineNumber, keys)))
        anyError = true;
    }
    return failure(anyError);
  }

  LogicalResult parseRecord(LineParser &parser, unsigned lineNumber,
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
    if (*kind == "histogram")
      return parseHistogram(parser, lineNumber, recordLoc, *key, keys);
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
      return emitError(kindLoc) << "expected 'layer' or 'axis', got '" << *kind
                                << "'; a histogram record says 'histogram'",
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
    return merge(*key, recordLoc, lineNumber, axis, mins, maxs,
                 /*histogram=*/nullptr, keys);
  }

  /// The rest of a `histogram N R MIN MAX c_0 ... c_{N-1}` record.
  LogicalResult parseHistogram(LineParser &parser, unsigned lineNumber,
                               Location recordLoc, StringRef key,
                               std::map<std::string, MergedRecord> &keys) {
    parser.skipSpaces();
    Location binsLoc = parser.loc();
    FailureOr<uint64_t> bins = parser.parseUnsigned("a number of bins", 65536);
    if (failed(bins))
      return failure();
    if (*bins < 2 || !llvm::isPowerOf2_64(*bins))
      return emitError(binsLoc) << "expected a number of bins, a power of "
                                   "two in [2, 65536], got "
                                << *bins,
             failure();
    parser.skipSpaces();
    Location rangeLoc = parser.loc();
    FailureOr<uint64_t> rangeBits = parser.parseUnsigned(
        "R, the bits of an f32", std::numeric_limits<uint32_t>::max());
    if (failed(rangeBits))
      return failure();
    // A power of two in [2^-126, 2^127]: no mantissa bit, no sign, a
    // normal exponent.
    uint32_t rangeExponent = *rangeBits >> 23;
    if ((*rangeBits & 0x807fffff) != 0 || rangeExponent < 1 ||
        rangeExponent > 254)
      return emitError(rangeLoc)
                 << "expected R, the bits of a power of two in [2^-126, "
                    "2^127], got "
                 << *rangeBits,
             failure();
    parser.skipSpaces();
    Location minMaxLoc = parser.loc();
    FailureOr<float> lo = parser.parseBits("the bits of an f32 minimum");
    if (failed(lo))
      return failure();
    FailureOr<float> hi = parser.parseBits("the bits of an f32 maximum");
    if (failed(hi) || failed(checkRange(*lo, *hi, minMaxLoc)))
      return failure();
    parser.skipSpaces();
    Location countsLoc = parser.loc();
    Histogram histogram;
    histogram.bins = *bins;
    histogram.rangeExp = static_cast<int>(rangeExponent) - 127;
    while (!parser.atEnd()) {
      FailureOr<uint64_t> count = parser.parseUnsigned(
          "a bin count", std::numeric_limits<uint64_t>::max());
      if (failed(count))
        return failure();
      histogram.counts.push_back(*count);
      if (*count > std::numeric_limits<uint64_t>::max() - histogram.total)
        return emitError(parser.loc()) << "histogram counts overflow 64 bits",
               failure();
      histogram.total += *count;
    }
    if (histogram.counts.size() != *bins)
      return emitError(countsLoc) << "histogram of " << *bins << " bins has "
                                  << histogram.counts.size() << " counts",
             failure();

    // The record must be what quantkit-lower-stats-ref prints for some
    // values: R from MIN and MAX (as there), the counts in the bins from
    // MIN's to MAX's with some in both, none for an empty tensor.
    bool empty = *lo > *hi;
    uint32_t expectedExponent = 1;
    if (!empty) {
      uint32_t loBits, hiBits;
      std::memcpy(&loBits, &*lo, sizeof(loBits));
      std::memcpy(&hiBits, &*hi, sizeof(hiBits));
      uint32_t absMax = std::max(loBits & 0x7fffffff, hiBits & 0x7fffffff);
      expectedExponent = (absMax >> 23) + ((absMax & 0x7fffff) != 0);
      expectedExponent = std::clamp<uint32_t>(expectedExponent, 1, 254);
    }
    if (rangeExponent != expectedExponent)
      return emitError(rangeLoc)
                 << "R = 2^" << histogram.rangeExp
                 << " is not the smallest power of two (at least 2^-126) "
                    "not below max(|MIN|, |MAX|): expected 2^"
                 << static_cast<int>(expectedExponent) - 127,
             failure();
    int64_t first = histogram.bins, last = -1;
    for (int64_t i = 0; i < static_cast<int64_t>(histogram.bins); ++i)
      if (histogram.counts[i] != 0) {
        first = std::min(first, i);
        last = i;
      }
    auto binOf = [&](float x) {
      double scaled =
          std::floor(x * (histogram.bins / (2 * histogram.range())));
      int64_t half = histogram.bins / 2;
      return std::clamp<int64_t>(
          static_cast<int64_t>(std::clamp<double>(scaled, -half, half)) + half,
          0, histogram.bins - 1);
    };
    if (empty ? last >= 0 : first != binOf(*lo) || last != binOf(*hi))
      return emitError(countsLoc)
                 << "histogram counts do not match MIN and MAX (counted "
                    "values outside their bins, or none in them)",
             failure();
    return merge(key, recordLoc, lineNumber, std::nullopt, {*lo}, {*hi},
                 &histogram, keys);
  }

  /// Merges one record into `keys`.
  LogicalResult merge(StringRef key, Location recordLoc, unsigned lineNumber,
                      std::optional<int64_t> axis, ArrayRef<float> mins,
                      ArrayRef<float> maxs, const Histogram *histogram,
                      std::map<std::string, MergedRecord> &keys) {
    auto [it, inserted] =
        keys.try_emplace(key.str(), MergedRecord{axis, SmallVector<float>(mins),
                                                 SmallVector<float>(maxs),
                                                 recordLoc, lineNumber});
    MergedRecord &merged = it->second;
    if (inserted) {
      if (histogram)
        merged.histogram = *histogram;
      merged.averageLo.assign(mins.size(), 0);
      merged.averageHi.assign(mins.size(), 0);
      merged.averaged.assign(mins.size(), false);
      average(merged, mins, maxs);
      return success();
    }
    if (merged.axis != axis || merged.mins.size() != mins.size() ||
        merged.histogram.has_value() != (histogram != nullptr)) {
      InFlightDiagnostic diag = emitError(recordLoc);
      diag << "record of '" << key << "' is ";
      if (histogram)
        diag << "a histogram";
      else
        diag << (axis ? "per axis " + std::to_string(*axis) : "per tensor")
             << " with " << mins.size() << " channel(s)";
      diag << ", unlike an earlier one";
      diag.attachNote(merged.firstLoc) << "first record of the key";
      return failure();
    }
    if (histogram) {
      Histogram &total = *merged.histogram;
      if (total.bins != histogram->bins)
        return emitError(recordLoc)
                   << "histogram records do not merge: " << histogram->bins
                   << " bins here, " << total.bins << " at line "
                   << merged.firstLine,
               failure();
      SmallVector<uint64_t> counts = histogram->counts;
      if (histogram->rangeExp > total.rangeExp) {
        total.counts = rebin(total.counts, total.rangeExp, histogram->rangeExp);
        total.rangeExp = histogram->rangeExp;
      } else if (histogram->rangeExp < total.rangeExp) {
        counts = rebin(counts, histogram->rangeExp, total.rangeExp);
      }
      // Every bin is at most the total, which fits (checked).
      if (histogram->total > std::numeric_limits<uint64_t>::max() - total.total)
        return emitError(recordLoc)
                   << "histogram counts of '" << key << "' overflow 64 bits",
               failure();
      total.total += histogram->total;
      for (size_t i = 0; i < counts.size(); ++i)
        total.counts[i] += counts[i];
    }
    for (size_t c = 0; c < mins.size(); ++c) {
      merged.mins[c] = std::min(merged.mins[c], mins[c]);
      merged.maxs[c] = std::max(merged.maxs[c], maxs[c]);
    }
    average(merged, mins, maxs);
    return success();
  }

  /// PyTorch's MovingAverageMinMaxObserver, per channel, in file order:
  /// the first non-empty range sets `(lo, hi)`, each next one moves them by
  /// `averaging-constant` of the way to its own; empty ranges (nothing
  /// seen) are skipped, as the observer skips empty tensors.
  void average(MergedRecord &merged, ArrayRef<float> mins,
               ArrayRef<float> maxs) {
    for (size_t c = 0; c < mins.size(); ++c) {
      if (mins[c] > maxs[c])
        continue;
      if (!merged.averaged[c]) {
        merged.averageLo[c] = mins[c];
        merged.averageHi[c] = maxs[c];
        merged.averaged[c] = true;
        continue;
      }
      merged.averageLo[c] +=
          averagingConstant * (mins[c] - merged.averageLo[c]);
      merged.averageHi[c] +=
          averagingConstant * (maxs[c] - merged.averageHi[c]);
    }
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

    // The method. Per axis only min/max and the moving average are defined
    // (histograms are per tensor); the others fall back to min/max, said
    // once per key.
    Method chosen = *parseMethod(method);
    SmallVector<float> mins = record.mins, maxs = record.maxs;
    if (chosen == Method::MovingAverage) {
      for (size_t c = 0; c < mins.size(); ++c) {
        mins[c] = static_cast<float>(record.averageLo[c]);
        maxs[c] = static_cast<float>(record.averageHi[c]);
      }
      lo = *llvm::min_element(mins);
      hi = *llvm::max_element(maxs);
    } else if (chosen != Method::MinMax && axis) {
      if (!record.remarked)
        ref.emitRemark() << "method '" << method
                         << "' applies to per-tensor statistics: the "
                            "per-axis key '"
                         << ref.getStatsKey() << "' uses min/max";
      record.remarked = true;
    } else if (chosen != Method::MinMax) {
      if (!record.histogram)
        return ref.emitOpError()
               << "method '" << method << "' needs histogram records, but "
               << "the records of '" << ref.getStatsKey()
               << "' are min/max only (first record at "
               << describe(record.firstLoc)
               << "; record with quantkit-lower-stats-ref{histogram-bins=N})";
      std::pair<double, double> range;
      if (chosen == Method::Percentile)
        range = percentileRange(*record.histogram, lo, hi, percentile);
      else if (chosen == Method::Mse)
        range = mseRange(*record.histogram, lo, hi, numBits);
      else
        range = entropyRange(*record.histogram, lo, hi, numBits);
      // Only a percentile of at most 50 can clip the two ends past each
      // other (both keep at least P% of the values).
      if (range.first > range.second)
        return ref.emitOpError()
               << "method '" << method << "' gives the empty range ["
               << range.first << ", " << range.second << "] for '"
               << ref.getStatsKey()
               << "': at percentile=" << shortNumber(percentile)
               << " the two ends cross (use a percentile above 50)";
      lo = static_cast<float>(range.first);
      hi = static_cast<float>(range.second);
    }

    OpBuilder b(ref);
    auto statsType = RankedTensorType::get({2}, b.getF32Type());
    auto layerStats = DenseElementsAttr::get(statsType, ArrayRef<float>{lo, hi});
    DenseElementsAttr axisStats;
    if (axis) {
      SmallVector<float> rows;
      for (size_t c = 0; c < mins.size(); ++c) {
        rows.push_back(mins[c]);
        rows.push_back(maxs[c]);
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

  /// Why the options are unusable, or the empty string.
  std::string checkOptions() const {
    std::string error;
    llvm::raw_string_ostream os(error);
    os << "quantkit-apply-stats: ";
    if (!parseMethod(method))
      os << "unknown method '" << method << "': expected " << kMethodNames;
    else if (!(percentile > 0 && percentile <= 100))
      os << "percentile=" << shortNumber(percentile) << " must be in (0, 100]";
    else if (!(averagingConstant > 0 && averagingConstant <= 1))
      os << "averaging-constant=" << shortNumber(averagingConstant)
         << " must be in (0, 1]";
    else if (numBits < 2 || numBits > 16)
      os << "num-bits=" << numBits << " must be in [2, 16]";
    else
      return "";
    return error;
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (!optionsUsable())
      return signalPassFailure();
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
