//===- quantkit-fuzz.cpp - Mutation fuzzer for QuantKit
//---------------------===//
//
// Feeds mutated IR through parsing, verification and QuantKit's passes in
// one process (bad input gives a located error, never a crash:
// dialect/Reference.md#op-rules). The corpus is every `.mlir` file under the
// given folders, split at
// `// -----`; each input is one corpus entry with 1-4 mutations, run in a
// fresh MLIRContext with a random pipeline. Everything is driven by one seed,
// so a campaign is reproducible.
//
// A crash (fatal error, unreachable, assertion, sanitizer report) ends the
// process: the input being run is written to `--crash-file` first, with the
// pipeline on its first line, so a crash leaves its reproducer behind.
// `--replay=FILE` runs one file with diagnostics shown, for minimizing.
//
//===----------------------------------------------------------------------===//

#include "dialect/QuantKitDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "passes/Passes.h"
#include "passes/Pipelines.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <random>
#include <string>
#include <unistd.h>
#include <vector>

using namespace mlir;

// LLVM's inlined BumpPtrAllocator poisons slabs that the uninstrumented
// libMLIR.so then hands out (see test/lit/lit.cfg.py), and LLVM's own
// globals leak at exit: the same defaults as the lit suite, so the driver
// runs instrumented without any environment.
#if defined(__SANITIZE_ADDRESS__)
#define QUANTKIT_FUZZ_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define QUANTKIT_FUZZ_ASAN 1
#endif
#endif
#ifdef QUANTKIT_FUZZ_ASAN
extern "C" const char *__asan_default_options() {
  return "detect_leaks=0:abort_on_error=1:allow_user_poisoning=0";
}
extern "C" const char *__ubsan_default_options() {
  return "print_stacktrace=1:halt_on_error=1";
}
#endif

/// The fuzzer's own options: --help lists them alone, not the hundreds
/// that libLLVM registers.
static llvm::cl::OptionCategory fuzzOptions("quantkit-fuzz options");

static llvm::cl::list<std::string>
    corpusPaths(llvm::cl::Positional, llvm::cl::cat(fuzzOptions),
                llvm::cl::desc("<corpus folder or file>"));
static llvm::cl::opt<unsigned> numInputs("inputs", llvm::cl::cat(fuzzOptions),
                                         llvm::cl::desc("Inputs to run"),
                                         llvm::cl::init(1000));
static llvm::cl::opt<uint64_t> seed("seed", llvm::cl::cat(fuzzOptions),
                                    llvm::cl::desc("Random seed"),
                                    llvm::cl::init(1));
static llvm::cl::opt<std::string>
    crashFile("crash-file", llvm::cl::cat(fuzzOptions),
              llvm::cl::desc("Where each input is written before it runs"),
              llvm::cl::init("crash-candidate.mlir"));
static llvm::cl::opt<unsigned>
    progressEvery("progress", llvm::cl::cat(fuzzOptions),
                  llvm::cl::desc("Report every N inputs (0: off)"),
                  llvm::cl::init(1000));
static llvm::cl::opt<unsigned>
    timeoutSeconds("timeout", llvm::cl::cat(fuzzOptions),
                   llvm::cl::desc("Abort when one input runs longer (0: off)"),
                   llvm::cl::init(60));
static llvm::cl::opt<std::string>
    onlyPipeline("pipeline", llvm::cl::cat(fuzzOptions),
                 llvm::cl::desc("Run this pipeline (inside builtin.module) "
                                "instead of a random one"),
                 llvm::cl::init(""));
static llvm::cl::opt<bool>
    sweep("sweep", llvm::cl::cat(fuzzOptions),
          llvm::cl::desc("Run every corpus entry unmutated through every "
                         "pipeline (or --pipeline) once, instead of --inputs "
                         "random mutations"),
          llvm::cl::init(false));
static llvm::cl::opt<std::string>
    replayFile("replay", llvm::cl::cat(fuzzOptions),
               llvm::cl::desc("Run this file through --pipeline (or every "
                              "pipeline) with diagnostics shown, then exit"),
               llvm::cl::init(""));

/// Pipelines inside `builtin.module(...)`. `@TARGET_FILE@` becomes the crash
/// file, so target-file parsing sees mutated input too.
static const char *const kPipelines[] = {
    "quantkit-verify",
    "quantkit-lower",
    "quantkit-lower{rounding=single_round zp-correction=inline "
    "qcast-rounding=half_away}",
    "quantkit-lower{rounding=double_round}",
    "quantkit-lower{rounding=float_rne}",
    "quantkit-to-int",
    "quantkit-verify,quantkit-to-int",
    "quantkit-to-int,quantkit-to-llvm",
    "quantkit-export-tosa",
    "quantkit-export-tosa{allow-float-fallback=true rounding=single_round}",
    "quantkit-export-tosa{rounding=double_round}",
    "quantkit-to-int,quantkit-cpu{target=portable}",
    "quantkit-to-int,quantkit-cpu{target=vnni}",
    "quantkit-cpu{target=portable}",
    "quantkit-to-int,quantkit-cpu{target=avx-vnni}",
    "func.func(quantkit-fold-constant-reductions)",
    "func.func(quantkit-fold-constant-reductions,"
    "quantkit-fold-constant-operands)",
    "func.func(quantkit-fold-constant-operands,quantkit-narrow-requantize,"
    "quantkit-cpu-round-magnitudes)",
    "func.func(quantkit-cpu-round-magnitudes)",
    "quantkit-cpu-kernels{target=portable}",
    "quantkit-cpu-kernels{target=avx-vnni}",
    "func.func(quantkit-vectorize-elementwise)",
    "func.func(quantkit-vectorize-elementwise,quantkit-cpu-even-odd-multiply)",
    "quantkit-dump-target{target=tflite-int8}",
    "quantkit-dump-target{target=tflite-int16x8}",
    "quantkit-dump-target{target=tflite-mixed}",
    "quantkit-dump-target{target-file=@TARGET_FILE@}",
    "quantkit-import",
    "quantkit-propagate{target=tflite-int8}",
    "quantkit-propagate{target=tflite-int16x8}",
    "quantkit-propagate{target-file=@TARGET_FILE@}",
    "quantkit-import,quantkit-propagate{target=tflite-int8},quantkit-report",
    "quantkit-propagate{target=tflite-int8},quantkit-report{format=json}",
    "quantkit-propagate{target=tflite-mixed},quantkit-report{format=dot}",
    "quantkit-fuse{target=tflite-int8}",
    "quantkit-propagate{target=tflite-int8},quantkit-materialize",
    "quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},"
    "quantkit-debug-layers{measure=hessian},quantkit-materialize",
    "quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},"
    "quantkit-debug-layers{measure=bias print-at=model},quantkit-materialize",
    "quantkit-quantize{target=tflite-int8}",
    "quantkit-quantize{target=tflite-int8},quantkit-to-int",
    "quantkit-instrument{target=tflite-int8}",
    "quantkit-instrument{target=tflite-int16x8},quantkit-lower-stats-ref",
    "quantkit-lower-stats-ref,quantkit-to-int,quantkit-to-llvm",
    "quantkit-apply-stats{file=@TARGET_FILE@}",
    "quantkit-import-tosa",
    "quantkit-import-tosa,quantkit-to-int,quantkit-cpu{target=portable}",
};

namespace {

/// One corpus entry: a split of a file, with where it came from.
struct CorpusEntry {
  std::string origin;
  std::string text;
};

/// Deterministic random choices (no std distributions: their results differ
/// between standard libraries).
class Random {
public:
  explicit Random(uint64_t seed) : engine(seed) {}
  uint64_t next() { return engine(); }
  /// A number in [0, bound); bound must be positive.
  size_t below(size_t bound) { return bound ? next() % bound : 0; }
  bool oneIn(unsigned n) { return below(n) == 0; }
  template <typename T, size_t N>
  const T &pick(const T (&array)[N]) {
    return array[below(N)];
  }

private:
  std::mt19937_64 engine;
};

std::vector<std::string> splitLines(llvm::StringRef text) {
  std::vector<std::string> lines;
  llvm::SmallVector<llvm::StringRef> parts;
  text.split(parts, '\n');
  for (llvm::StringRef part : parts)
    lines.push_back(part.str());
  return lines;
}

std::string joinLines(const std::vector<std::string> &lines) {
  std::string text;
  for (const std::string &line : lines) {
    text += line;
    text += '\n';
  }
  return text;
}

bool isIdentChar(char c) {
  return llvm::isAlnum(c) || c == '_' || c == '$' || c == '.';
}

/// A literal found in the text: [begin, end).
struct Span {
  size_t begin, end;
};

/// Integer literals: digit runs that are not part of a name (`i32`, `%0`,
/// `@f1`) or of a float. Shape dimensions (`2x3x`) count: they follow `<` or
/// `x`.
std::vector<Span> findIntegers(const std::string &text) {
  std::vector<Span> spans;
  for (size_t i = 0, e = text.size(); i < e;) {
    if (!llvm::isDigit(text[i])) {
      ++i;
      continue;
    }
    size_t begin = i;
    while (i < e && llvm::isDigit(text[i]))
      ++i;
    char before = begin ? text[begin - 1] : ' ';
    char after = i < e ? text[i] : ' ';
    bool partOfName = (isIdentChar(before) && before != 'x') || before == '%' ||
                      before == '#' || before == '^' || before == '@';
    bool partOfFloat =
        after == '.' || after == 'e' || after == 'E' || before == '.';
    if (!partOfName && !partOfFloat)
      spans.push_back(
          {begin > 0 && text[begin - 1] == '-' ? begin - 1 : begin, i});
  }
  return spans;
}

/// Float literals: `1.5`, `-2.0e-3`, `1e9`.
std::vector<Span> findFloats(const std::string &text) {
  std::vector<Span> spans;
  for (size_t i = 0, e = text.size(); i < e;) {
    if (!llvm::isDigit(text[i]) || (i && isIdentChar(text[i - 1]))) {
      ++i;
      continue;
    }
    size_t begin = i;
    while (i < e && llvm::isDigit(text[i]))
      ++i;
    bool isFloat = false;
    if (i < e && text[i] == '.') {
      isFloat = true;
      ++i;
      while (i < e && llvm::isDigit(text[i]))
        ++i;
    }
    if (i < e && (text[i] == 'e' || text[i] == 'E')) {
      size_t j = i + 1;
      if (j < e && (text[j] == '-' || text[j] == '+'))
        ++j;
      if (j < e && llvm::isDigit(text[j])) {
        isFloat = true;
        i = j;
        while (i < e && llvm::isDigit(text[i]))
          ++i;
      }
    }
    if (isFloat)
      spans.push_back(
          {begin > 0 && text[begin - 1] == '-' ? begin - 1 : begin, i});
  }
  return spans;
}

/// Whole-word occurrences of any of `words`.
std::vector<Span> findWords(const std::string &text,
                            llvm::ArrayRef<const char *> words) {
  std::vector<Span> spans;
  for (const char *word : words) {
    size_t length = strlen(word);
    for (size_t at = text.find(word); at != std::string::npos;
         at = text.find(word, at + 1)) {
      bool startsWord = at == 0 || !isIdentChar(text[at - 1]);
      bool endsWord =
          at + length >= text.size() || !isIdentChar(text[at + length]);
      if (startsWord && endsWord)
        spans.push_back({at, at + length});
    }
  }
  return spans;
}

/// Spans of `!quant.uniform<...>` types (balanced angle brackets).
std::vector<Span> findQuantTypes(const std::string &text) {
  std::vector<Span> spans;
  for (size_t at = text.find("!quant."); at != std::string::npos;
       at = text.find("!quant.", at + 1)) {
    size_t open = text.find('<', at);
    if (open == std::string::npos || open - at > 16)
      continue;
    int depth = 0;
    size_t i = open;
    for (; i < text.size(); ++i) {
      if (text[i] == '<')
        ++depth;
      else if (text[i] == '>' && --depth == 0)
        break;
    }
    if (i < text.size())
      spans.push_back({at, i + 1});
  }
  return spans;
}

const char *const kIntegers[] = {"0",
                                 "-1",
                                 "1",
                                 "2",
                                 "3",
                                 "7",
                                 "127",
                                 "128",
                                 "-128",
                                 "-129",
                                 "255",
                                 "256",
                                 "32767",
                                 "32768",
                                 "-32769",
                                 "65535",
                                 "65536",
                                 "2147483647",
                                 "2147483648",
                                 "-2147483648",
                                 "-2147483649",
                                 "4294967295",
                                 "4294967296",
                                 "9223372036854775807",
                                 "-9223372036854775808",
                                 "18446744073709551616",
                                 "99999999999999999999",
                                 "63",
                                 "64",
                                 "31",
                                 "33"};

const char *const kFloats[] = {
    "0.0",          "-0.0",       "1.0",      "-1.0",       "1e39",
    "-1e39",        "1e-45",      "1.0e-300", "3.4e38",     "3.40282347e38",
    "nan",          "inf",        "-inf",     "0x7FC00000", "0x7F800000",
    "0xFF800000",   "0x00000001", "0x0",      "1e308",      "5e-324",
    "2147483648.0", "0.5",        "65504.0",  "1.0e-7"};

const char *const kTypeNames[] = {
    "i1",   "i2",   "i4",  "i8",  "i16",      "i32",   "i64",
    "i128", "u8",   "u16", "u32", "ui8",      "si8",   "ui32",
    "f16",  "bf16", "f32", "f64", "f8E4M3FN", "index", "none"};

const char *const kBytes = "<>{}[]():,=!#%@^\"-+x?.0123456789 \n";

class Mutator {
public:
  Mutator(Random &random, const std::vector<CorpusEntry> &corpus)
      : random(random), corpus(corpus) {}

  /// Applies one random mutation; returns its name.
  const char *mutate(std::string &text) {
    switch (random.below(13)) {
    case 0:
      flipByte(text);
      return "byte";
    case 1:
      lineEdit(text);
      return "line";
    case 2:
    case 3:
      replaceSpan(text, findIntegers(text), kIntegers);
      return "integer";
    case 4:
    case 5:
      replaceSpan(text, findFloats(text), kFloats);
      return "float";
    case 6:
    case 7:
      replaceSpan(text, findWords(text, kTypeNames), kTypeNames);
      return "type";
    case 8:
    case 9:
      mutateQuantType(text);
      return "quant";
    case 10:
      splice(text);
      return "splice";
    case 11:
      scaleDimension(text);
      return "dimension";
    default:
      mutateArray(text);
      return "array";
    }
  }

private:
  /// Replaces one size of the shapes (`2` in `tensor<2x3xf32>`) with a
  /// large one wherever it occurs as a size, so that the types stay
  /// consistent and splat constants of billions of elements reach the
  /// passes.
  void scaleDimension(std::string &text) {
    static const char *const kSizes[] = {"4096", "100000", "65536",
                                         "2147483647"};
    std::vector<Span> sizes;
    for (Span span : findIntegers(text)) {
      char before = span.begin ? text[span.begin - 1] : ' ';
      char after = span.end < text.size() ? text[span.end] : ' ';
      if ((before == '<' || before == 'x') && after == 'x')
        sizes.push_back(span);
    }
    if (sizes.empty())
      return;
    Span chosen = sizes[random.below(sizes.size())];
    std::string size = text.substr(chosen.begin, chosen.end - chosen.begin);
    std::string replacement = random.pick(kSizes);
    // From the last so that earlier spans keep their offsets.
    for (Span span : llvm::reverse(sizes))
      if (text.compare(span.begin, span.end - span.begin, size) == 0)
        text.replace(span.begin, span.end - span.begin, replacement);
  }

  void flipByte(std::string &text) {
    if (text.empty())
      return;
    size_t at = random.below(text.size());
    if (random.oneIn(2))
      text[at] = kBytes[random.below(strlen(kBytes))];
    else if (random.oneIn(2))
      text[at] = static_cast<char>(text[at] ^ (1u << random.below(8)));
    else
      text.erase(at, 1 + random.below(4));
  }

  void lineEdit(std::string &text) {
    std::vector<std::string> lines = splitLines(text);
    if (lines.size() < 2)
      return;
    size_t a = random.below(lines.size()), b = random.below(lines.size());
    switch (random.below(3)) {
    case 0:
      lines.erase(lines.begin() + a);
      break;
    case 1:
      lines.insert(lines.begin() + b, lines[a]);
      break;
    default:
      std::swap(lines[a], lines[b]);
      break;
    }
    text = joinLines(lines);
  }

  template <size_t N>
  void replaceSpan(std::string &text, const std::vector<Span> &spans,
                   const char *const (&values)[N]) {
    if (spans.empty())
      return;
    Span span = spans[random.below(spans.size())];
    text.replace(span.begin, span.end - span.begin, random.pick(values));
  }

  /// Scales, zero points, axes, storage bounds and per-axis entries of one
  /// `!quant.*` type.
  void mutateQuantType(std::string &text) {
    std::vector<Span> types = findQuantTypes(text);
    if (types.empty())
      return replaceSpan(text, findIntegers(text), kIntegers);
    Span type = types[random.below(types.size())];
    std::string body = text.substr(type.begin, type.end - type.begin);
    switch (random.below(5)) {
    case 0:
      replaceSpan(body, findFloats(body), kFloats);
      break;
    case 1:
      replaceSpan(body, findIntegers(body), kIntegers);
      break;
    case 2:
      replaceSpan(body, findWords(body, kTypeNames), kTypeNames);
      break;
    case 3: {
      // Drop or repeat one entry of a per-axis list `{s:zp, s:zp}`.
      size_t open = body.find('{'), close = body.rfind('}');
      if (open == std::string::npos || close == std::string::npos ||
          close < open)
        break;
      std::vector<std::string> entries;
      llvm::SmallVector<llvm::StringRef> parts;
      llvm::StringRef(body).slice(open + 1, close).split(parts, ',');
      for (llvm::StringRef part : parts)
        entries.push_back(part.str());
      size_t at = random.below(entries.size());
      if (random.oneIn(2) && entries.size() > 1)
        entries.erase(entries.begin() + at);
      else
        entries.insert(entries.begin() + at, entries[at]);
      body = body.substr(0, open + 1) + llvm::join(entries, ",") +
             body.substr(close);
      break;
    }
    default: {
      // The quantized axis: the integer after the expressed type's colon.
      std::vector<Span> integers = findIntegers(body);
      for (Span span : integers)
        if (span.begin > 0 && body[span.begin - 1] == ':' &&
            body.find('{', span.end) != std::string::npos && random.oneIn(2)) {
          body.replace(span.begin, span.end - span.begin,
                       random.pick(kIntegers));
          break;
        }
      break;
    }
    }
    text.replace(type.begin, type.end - type.begin, body);
  }

  /// Inserts a line of another corpus entry.
  void splice(std::string &text) {
    const CorpusEntry &other = corpus[random.below(corpus.size())];
    std::vector<std::string> donor = splitLines(other.text);
    std::vector<std::string> lines = splitLines(text);
    lines.insert(lines.begin() + random.below(lines.size() + 1),
                 donor[random.below(donor.size())]);
    text = joinLines(lines);
  }

  /// One element of an `array<i64: ...>` or a `[...]` list dropped or
  /// repeated.
  void mutateArray(std::string &text) {
    std::vector<Span> arrays;
    for (size_t at = text.find("array<"); at != std::string::npos;
         at = text.find("array<", at + 1)) {
      size_t colon = text.find(':', at), close = text.find('>', at);
      if (colon != std::string::npos && close != std::string::npos &&
          colon < close)
        arrays.push_back({colon + 1, close});
    }
    if (arrays.empty())
      return replaceSpan(text, findIntegers(text), kIntegers);
    Span span = arrays[random.below(arrays.size())];
    llvm::SmallVector<llvm::StringRef> parts;
    llvm::StringRef(text).slice(span.begin, span.end).split(parts, ',');
    std::vector<std::string> entries;
    for (llvm::StringRef part : parts)
      entries.push_back(part.str());
    size_t at = random.below(entries.size());
    if (random.oneIn(2) && entries.size() > 1)
      entries.erase(entries.begin() + at);
    else
      entries.insert(entries.begin() + at, entries[at]);
    text.replace(span.begin, span.end - span.begin, llvm::join(entries, ","));
  }

  Random &random;
  const std::vector<CorpusEntry> &corpus;
};

/// Reads every `.mlir` file under `path` (sorted, for a stable corpus) and
/// splits it at `// -----`.
void loadCorpus(llvm::StringRef path, std::vector<CorpusEntry> &corpus) {
  std::vector<std::string> files;
  if (llvm::sys::fs::is_directory(path)) {
    std::error_code ec;
    for (llvm::sys::fs::recursive_directory_iterator it(path, ec), end;
         it != end && !ec; it.increment(ec))
      if (llvm::StringRef(it->path()).ends_with(".mlir"))
        files.push_back(it->path());
  } else {
    files.push_back(path.str());
  }
  llvm::sort(files);
  for (const std::string &file : files) {
    auto buffer = llvm::MemoryBuffer::getFile(file);
    if (!buffer) {
      llvm::errs() << "quantkit-fuzz: cannot read " << file << "\n";
      continue;
    }
    llvm::SmallVector<llvm::StringRef> splits;
    (*buffer)->getBuffer().split(splits, "// -----");
    for (auto [index, split] : llvm::enumerate(splits))
      if (!split.trim().empty())
        corpus.push_back({file + ":" + std::to_string(index), split.str()});
  }
}

void writeCrashFile(llvm::StringRef pipeline, llvm::StringRef origin,
                    llvm::StringRef text) {
  std::error_code ec;
  llvm::raw_fd_ostream out(crashFile, ec);
  if (ec) {
    llvm::errs() << "quantkit-fuzz: cannot write " << crashFile << ": "
                 << ec.message() << "\n";
    exit(2);
  }
  // The pipeline line is a comment: the file parses as the input did.
  out << "// quantkit-fuzz --pipeline='" << pipeline << "' (from " << origin
      << ")\n"
      << text;
}

/// What one input did.
enum class Outcome {
  ParseError,
  VerifyError,
  PassOk,
  PassDiagnosed,
  PassSilent
};

Outcome runOne(const DialectRegistry &registry, llvm::StringRef text,
               llvm::StringRef pipeline, bool showDiagnostics) {
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  unsigned errors = 0;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Error)
      ++errors;
    if (showDiagnostics)
      llvm::errs() << diag.getLocation() << ": " << diag << "\n";
    return success();
  });

  ParserConfig config(&context, /*verifyAfterParse=*/false);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, config);
  if (!module)
    return Outcome::ParseError;
  if (failed(verify(*module)))
    return Outcome::VerifyError;

  PassManager pm(&context, ModuleOp::getOperationName());
  std::string error;
  llvm::raw_string_ostream errorStream(error);
  if (failed(parsePassPipeline(pipeline, pm, errorStream))) {
    llvm::errs() << "quantkit-fuzz: bad pipeline '" << pipeline
                 << "': " << error << "\n";
    exit(2);
  }
  errors = 0;
  if (succeeded(pm.run(*module)))
    return Outcome::PassOk;
  return errors ? Outcome::PassDiagnosed : Outcome::PassSilent;
}

/// The rest of the line from each occurrence of `opName` in `text`.
llvm::SmallVector<llvm::StringRef> linesFrom(llvm::StringRef text,
                                             llvm::StringRef opName) {
  llvm::SmallVector<llvm::StringRef> lines;
  for (size_t at = text.find(opName); at != llvm::StringRef::npos;
       at = text.find(opName, at + 1))
    lines.push_back(
        text.substr(at).take_until([](char c) { return c == '\n'; }));
  return lines;
}

/// Whether some `OP_NAME ... LIST_KEY = [...]` line of `text` has a list
/// that does not parse as non-negative integers: an entry that is no int64
/// (too large, not a number, signed), an empty entry of a non-empty list,
/// or no list at all.
const char *badIntegerList(llvm::StringRef text, llvm::StringRef opName,
                           llvm::StringRef listKey) {
  for (size_t at = text.find(opName); at != llvm::StringRef::npos;
       at = text.find(opName, at + 1)) {
    // The op's text up to its region or a few lines on: upstream's tests
    // write `ins`, `outs` and the list on lines of their own.
    llvm::StringRef line =
        text.substr(at, 400).take_until([](char c) { return c == '{'; });
    size_t key = line.find(listKey);
    if (key == llvm::StringRef::npos)
      continue;
    llvm::StringRef list = text.substr(at + key + listKey.size()).ltrim();
    if (!list.consume_front("=") || !(list = list.ltrim()).consume_front("["))
      return "an integer list that does not parse (linalg op parser)";
    size_t close = list.find(']');
    if (close == llvm::StringRef::npos)
      return "an integer list that does not parse (linalg op parser)";
    llvm::StringRef entriesText = list.take_front(close).trim();
    if (entriesText.find_first_not_of("0123456789, ") != llvm::StringRef::npos)
      return "an integer list that does not parse (linalg op parser)";
    if (entriesText.empty())
      continue;
    llvm::SmallVector<llvm::StringRef> entries;
    entriesText.split(entries, ',');
    for (llvm::StringRef entry : entries) {
      int64_t value;
      entry = entry.trim();
      if (entry.empty() || entry.getAsInteger(10, value))
        return "an integer list that does not parse (linalg op parser)";
    }
  }
  return nullptr;
}

/// Whether a value is used before any definition of its name and then
/// defined in a region the use is not in (nested deeper, or a sibling).
/// Valid IR never does this (the definition cannot dominate the use). When
/// that region is freed by a parse error (the op holding it fails to parse
/// after its region: `tensor.pad` or `tensor.generate` with a bad result
/// type; or "redefinition of block"), the earlier forward reference still
/// uses the value, and the parser's cleanup (Operation::dropAllReferences)
/// writes to freed memory: the stock mlir-opt-22 under valgrind, a
/// corrupted heap in the fuzzer. `%x =`, `%x:2 =` and `%x:` (a block or
/// function argument) define; `%x :`, with a space, is an operand and its
/// type. Braces outside strings and comments delimit the regions.
bool forwardReferenceIntoRegion(llvm::StringRef text) {
  // The braces open at each point, by number: a use's regions.
  llvm::SmallVector<unsigned> open = {0};
  unsigned braces = 0;
  llvm::StringMap<llvm::SmallVector<unsigned>> usedBeforeDefinition;
  llvm::StringSet<> defined;
  for (size_t i = 0, e = text.size(); i < e; ++i) {
    char c = text[i];
    if (c == '"') { // Skip string literals (attribute values, locations).
      for (++i; i < e && text[i] != '"'; ++i)
        if (text[i] == '\\')
          ++i;
      continue;
    }
    if (text.substr(i).starts_with("//")) { // Skip comments (CHECK lines).
      i = text.find('\n', i);
      if (i == llvm::StringRef::npos)
        break;
      continue;
    }
    if (c == '{')
      open.push_back(++braces);
    else if (c == '}' && open.size() > 1)
      open.pop_back();
    if (c != '%')
      continue;
    size_t end = i + 1;
    // SSA names may hold '-' (`%c-128`).
    while (end < e && (isIdentChar(text[end]) || text[end] == '-'))
      ++end;
    llvm::StringRef name = text.slice(i + 1, end);
    i = end - 1;
    if (name.empty())
      continue;
    llvm::StringRef rest = text.substr(end);
    bool isArgument =
        rest.starts_with(":") && rest.size() > 1 && !llvm::isDigit(rest[1]);
    if (rest.consume_front(":") || rest.consume_front("#"))
      rest = rest.drop_while(llvm::isDigit);
    rest = rest.ltrim(" \t");
    bool isAssignment = rest.starts_with("=") && !rest.starts_with("==");
    if (!isArgument && !isAssignment) {
      if (!defined.contains(name) && !usedBeforeDefinition.count(name))
        usedBeforeDefinition[name] = open;
      continue;
    }
    auto use = usedBeforeDefinition.find(name);
    if (use != usedBeforeDefinition.end() &&
        !llvm::is_contained(use->second, open.back()))
      return true;
    defined.insert(name);
  }
  return false;
}

/// Whether `type`, written in an op's type list, has an element type that is
/// no integer, float or complex number (`index`, `none`, a dialect type,
/// `!quant.uniform` elements).
bool hasNonNumericElement(llvm::StringRef type) {
  type = type.trim();
  for (llvm::StringRef shaped : {"tensor<", "memref<", "vector<"}) {
    if (!type.consume_front(shaped))
      continue;
    type = type.drop_back(type.ends_with(">"));
    // Drop the shape: `4x`, `?x`, `[4]x` (scalable vector sizes).
    while (true) {
      llvm::StringRef rest = type.ltrim("[").drop_while(llvm::isDigit);
      rest = rest.ltrim("?]");
      if (rest.size() == type.size() || !rest.consume_front("x"))
        break;
      type = rest;
    }
    // A memref's layout and memory space follow its element type.
    int depth = 0;
    size_t end = 0;
    for (; end < type.size(); ++end) {
      char c = type[end];
      depth += (c == '<' || c == '(' || c == '[') -
               (c == '>' || c == ')' || c == ']');
      if (c == ',' && depth == 0)
        break;
    }
    type = type.take_front(end).trim();
    break;
  }
  llvm::StringRef width = type;
  if (width.consume_front("complex<") || width == "bf16" || width == "tf32" ||
      width.starts_with("f4E") || width.starts_with("f6E") ||
      width.starts_with("f8E"))
    return false;
  if (!width.consume_front("si") && !width.consume_front("ui") &&
      !width.consume_front("i") && !width.consume_front("f"))
    return true;
  unsigned bits;
  return width.getAsInteger(10, bits);
}

/// Whether a `linalg.batch_matmul` or `linalg.batch_reduce_matmul` in the
/// custom form has an operand type with a non-numeric element type: the
/// ops' region builders report it through an empty error callback (a call
/// to address 0 in BatchMatmulOp::regionBuilder, the stock mlir-opt-22 on
/// upstream's own Dialect/Linalg/invalid.mlir `!amx.tile` case and on
/// `tensor<4x4x4xindex>`). Other named ops diagnose the same types.
bool nonNumericBatchMatmul(llvm::StringRef text) {
  for (llvm::StringRef opName :
       {"linalg.batch_matmul", "linalg.batch_reduce_matmul"}) {
    for (size_t at = text.find(opName); at != llvm::StringRef::npos;
         at = text.find(opName, at + 1)) {
      llvm::StringRef op = text.substr(at + opName.size());
      if (!op.empty() && isIdentChar(op.front()))
        continue; // A longer name (`linalg.batch_matmul_transpose_a`).
      // The `ins(... : types)` and `outs(... : types)` groups, in order.
      for (llvm::StringRef group : {"ins(", "outs("}) {
        size_t open = op.find(group);
        if (open == llvm::StringRef::npos)
          break;
        op = op.substr(open + group.size());
        int depth = 1;
        size_t close = 0;
        for (; close < op.size() && depth; ++close)
          depth += (op[close] == '(') - (op[close] == ')');
        llvm::StringRef list = op.take_front(close ? close - 1 : 0);
        size_t colon = list.find(':');
        if (colon == llvm::StringRef::npos)
          continue;
        list = list.substr(colon + 1);
        // Split the types at commas outside brackets.
        int nesting = 0;
        size_t start = 0;
        for (size_t i = 0; i <= list.size(); ++i) {
          char c = i < list.size() ? list[i] : ',';
          nesting += (c == '<' || c == '(' || c == '[') -
                     (c == '>' || c == ')' || c == ']');
          if (c != ',' || nesting != 0)
            continue;
          if (hasNonNumericElement(list.slice(start, i)))
            return true;
          start = i + 1;
        }
        op = op.substr(close);
      }
    }
  }
  return false;
}

/// The static element count of the last `tensor<...>` type in `line`
/// (saturated at 2^25; 1 where the line has none or it is dynamic).
uint64_t lastTensorElements(llvm::StringRef line) {
  size_t type = line.rfind("tensor<");
  if (type == llvm::StringRef::npos)
    return 1;
  llvm::StringRef shape = line.substr(type + strlen("tensor<"));
  uint64_t elements = 1;
  while (!shape.empty() && llvm::isDigit(shape.front())) {
    uint64_t size;
    if (shape.consumeInteger(10, size) || size > (uint64_t(1) << 24))
      return uint64_t(1) << 25;
    elements = std::min<uint64_t>(elements * size, uint64_t(1) << 25);
    if (!shape.consume_front("x"))
      break;
  }
  return elements;
}

/// Inputs that crash upstream MLIR 22 itself (reproducible with the stock
/// mlir-opt-22 and no QuantKit): skipped, since no QuantKit change can make
/// them diagnose. Returns why, or null.
const char *knownUpstreamCrash(llvm::StringRef text) {
  // `array<index: 1>` segfaults in Parser::parseDenseArrayAttr.
  for (size_t at = text.find("array<"); at != llvm::StringRef::npos;
       at = text.find("array<", at + 1))
    if (text.substr(at + 6).ltrim().starts_with("index"))
      return "array<index: ...> (Parser::parseDenseArrayAttr)";
  // A static entry of a dynamic index list (`tensor.pad` low/high, slice
  // offsets, sizes and strides) equal to INT64_MIN is ShapedType::kDynamic:
  // the op claims a dynamic entry with no operand, and printing it
  // (printDynamicIndexList), verifying or folding it reads past its
  // operands. Literals (`dense<[...]>`) are not index lists.
  for (size_t at = text.find("-9223372036854775808");
       at != llvm::StringRef::npos;
       at = text.find("-9223372036854775808", at + 1)) {
    size_t open = text.substr(0, at).find_last_of("[]");
    if (open == llvm::StringRef::npos || text[open] != '[')
      continue;
    size_t before = text.substr(0, open).find_last_not_of(" ");
    if (before != llvm::StringRef::npos && text[before] != '<' &&
        text[before] != '[')
      return "INT64_MIN in a dynamic index list (printDynamicIndexList)";
  }
  // A `tensor.concat` along a negative dimension segfaults in
  // tensor::ConcatOp::verify (it indexes the shapes with it), in the custom
  // form (`dim(-1)`) and the generic one (`dim = -1`).
  for (llvm::StringRef line : linesFrom(text, "tensor.concat")) {
    size_t key = line.find("dim");
    if (key == llvm::StringRef::npos)
      continue;
    llvm::StringRef value = line.substr(key + strlen("dim")).ltrim();
    if ((value.consume_front("(") || value.consume_front("=")) &&
        value.ltrim().starts_with("-"))
      return "tensor.concat along a negative dim (tensor::ConcatOp::verify)";
  }
  // A `linalg.transpose`, `linalg.broadcast` or `linalg.reduce` whose
  // `permutation = [...]` / `dimensions = [...]` list does not parse
  // segfaults in the op's parser (it sets the attribute it failed to parse)
  // when the parser does not verify, as here and in
  // `mlir-opt-22 --mlir-very-unsafe-disable-verifier-on-parsing`.
  static const std::pair<const char *, const char *> listOps[] = {
      {"linalg.transpose", "permutation"},
      {"linalg.broadcast", "dimensions"},
      {"linalg.reduce", "dimensions"}};
  for (auto [opName, listKey] : listOps)
    if (const char *why = badIntegerList(text, opName, listKey))
      return why;
  // A `!quant.uniform` whose storage type is no integer (`none`, `f16`,
  // `index`; `ui8` and `si8` are integers): QuantDialect::parseType reads
  // its bit width as an integer's
  // (garbage in the stock mlir-opt-22's "illegal storage type size: N",
  // an uninitialised read under valgrind, a segfault in the fuzzer).
  for (size_t at = text.find("quant.uniform<"); at != llvm::StringRef::npos;
       at = text.find("quant.uniform<", at + 1)) {
    llvm::StringRef storage = text.substr(at + strlen("quant.uniform<"))
                                  .ltrim()
                                  .take_until([](char c) {
                                    return c == ':' || c == '<' || c == '>';
                                  });
    storage = storage.rtrim();
    if (!storage.consume_front("ui") && !storage.consume_front("si") &&
        !storage.consume_front("i") && !storage.consume_front("u"))
      return "a quant.uniform storage type that is no integer "
             "(QuantDialect::parseType)";
    unsigned width;
    if (storage.getAsInteger(10, width))
      return "a quant.uniform storage type that is no integer "
             "(QuantDialect::parseType)";
  }
  // A block label defined twice in one region ("redefinition of block")
  // makes the parser free that region's ops while a forward reference from
  // an earlier op still uses one of their results: a use after free in
  // Operation::dropAllReferences (the stock mlir-opt-22 under valgrind, a
  // corrupted heap in the fuzzer). Regions are told apart by their braces.
  llvm::SmallVector<llvm::StringRef> labels;
  llvm::SmallVector<llvm::StringRef> lines;
  text.split(lines, '\n');
  for (llvm::StringRef line : lines) {
    llvm::StringRef trimmed = line.trim();
    if (trimmed.contains('{') || trimmed.contains('}'))
      labels.clear();
    if (!trimmed.starts_with("^"))
      continue;
    llvm::StringRef label = trimmed.take_until(
        [](char c) { return c == '(' || c == ':' || c == ' '; });
    if (llvm::is_contained(labels, label))
      return "a block label defined twice in one region "
             "(Operation::dropAllReferences after the parse error)";
    labels.push_back(label);
  }
  // `tensor.from_elements` parses its operands as one per element of its
  // result type, building that many types first: a result of 2^31 elements
  // asks for 16 GB ("SmallVector unable to grow" in the stock mlir-opt-22,
  // a failed munmap in the fuzzer) before the operand count is checked.
  for (llvm::StringRef line : linesFrom(text, "tensor.from_elements"))
    if (lastTensorElements(line) > (uint64_t(1) << 24))
      return "tensor.from_elements of more than 2^24 elements "
             "(FromElementsOp::parse)";
  // The verifiers of TOSA ops that take a `!tosa.shape` read every value of
  // its `tosa.const_shape` (tosa::getConstShapeValues): a splat of 2^31
  // values runs for minutes in the stock mlir-opt-22.
  for (llvm::StringRef line : linesFrom(text, "tosa.const_shape")) {
    size_t values = line.find("tensor<");
    if (values != llvm::StringRef::npos &&
        lastTensorElements(line.substr(0, line.find('>', values) + 1)) >
            (uint64_t(1) << 24))
      return "a tosa.const_shape of more than 2^24 values "
             "(tosa::getConstShapeValues in the verifiers)";
  }
  // A TOSA op on `!quant.calibrated` elements (no storage type) segfaults
  // in its verifier (Type::getIntOrFloatBitWidth, from tosa.abs,
  // tosa.identity, tosa.reshape ... in the stock mlir-opt-22).
  for (llvm::StringRef line : lines)
    if (line.contains("tosa.") && line.contains("quant.calibrated"))
      return "a TOSA op on quant.calibrated elements (its verifier)";
  if (nonNumericBatchMatmul(text))
    return "a batch matmul of non-numeric elements "
           "(BatchMatmulOp::regionBuilder)";
  if (forwardReferenceIntoRegion(text))
    return "a forward reference into another region "
           "(Operation::dropAllReferences after the op's parse error)";
  return nullptr;
}

std::string instantiate(llvm::StringRef pipeline) {
  std::string result = pipeline.str();
  size_t at = result.find("@TARGET_FILE@");
  if (at != std::string::npos)
    result.replace(at, strlen("@TARGET_FILE@"), crashFile);
  return result;
}

void onTimeout(int) {
  static const char message[] =
      "quantkit-fuzz: input timed out; it is in the crash file\n";
  (void)!write(2, message, sizeof(message) - 1);
  abort();
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  registerAllPasses();
  quantkit::registerQuantKitPasses();
  quantkit::registerQuantKitPipelines();
  llvm::cl::HideUnrelatedOptions(fuzzOptions);
  llvm::cl::ParseCommandLineOptions(argc, argv, "QuantKit mutation fuzzer\n");

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registry.insert<quantkit::QuantKitDialect>();

  // Passes such as quantkit-dump-target print to stdout: the fuzzer's own
  // report goes to stderr and stdout is discarded.
  int devNull = open("/dev/null", O_WRONLY);
  if (devNull >= 0 && replayFile.empty())
    dup2(devNull, 1);

  if (!replayFile.empty()) {
    auto buffer = llvm::MemoryBuffer::getFile(replayFile);
    if (!buffer) {
      llvm::errs() << "quantkit-fuzz: cannot read " << replayFile << "\n";
      return 2;
    }
    // What a campaign skips is not run here either: it would corrupt the
    // heap, not diagnose.
    if (const char *why = knownUpstreamCrash((*buffer)->getBuffer())) {
      llvm::errs() << "quantkit-fuzz: not run, it crashes upstream MLIR: "
                   << why << "\n";
      return 0;
    }
    std::vector<std::string> pipelines;
    if (!onlyPipeline.empty())
      pipelines.push_back(onlyPipeline);
    else
      for (const char *pipeline : kPipelines)
        pipelines.push_back(pipeline);
    for (const std::string &pipeline : pipelines) {
      std::string instance = instantiate(pipeline);
      llvm::errs() << "== " << instance << "\n";
      static const char *const names[] = {"parse error", "verify error",
                                          "pass ok", "pass failed (diagnosed)",
                                          "pass failed WITHOUT a diagnostic"};
      Outcome outcome =
          runOne(registry, (*buffer)->getBuffer(), instance, true);
      llvm::errs() << "-> " << names[static_cast<int>(outcome)] << "\n";
    }
    return 0;
  }

  std::vector<CorpusEntry> corpus;
  for (const std::string &path : corpusPaths)
    loadCorpus(path, corpus);
  if (corpus.empty()) {
    llvm::errs() << "quantkit-fuzz: empty corpus\n";
    return 2;
  }
  if (sweep)
    llvm::errs() << "quantkit-fuzz: " << corpus.size()
                 << " corpus entries, swept unmutated\n";
  else
    llvm::errs() << "quantkit-fuzz: " << corpus.size()
                 << " corpus entries, seed " << seed << ", " << numInputs
                 << " inputs\n";
  llvm::install_fatal_error_handler(
      [](void *, const char *reason, bool) {
        llvm::errs() << "quantkit-fuzz: fatal error: " << reason
                     << "\nthe input is in " << crashFile << "\n";
      },
      nullptr);
  if (timeoutSeconds)
    signal(SIGALRM, onTimeout);

  Random random(seed);
  Mutator mutator(random, corpus);
  unsigned skipped = 0, parsed = 0, verified = 0, passOk = 0, passDiagnosed = 0,
           passSilent = 0;
  auto start = std::chrono::steady_clock::now();
  unsigned inputs = 0;
  // Runs `text` through `pipeline` as input number `inputs`.
  auto run = [&](const std::string &text, const std::string &pipeline,
                 const std::string &origin) {
    unsigned i = inputs++;
    if (knownUpstreamCrash(text)) {
      ++skipped;
      return;
    }
    writeCrashFile(pipeline, origin + ", input #" + std::to_string(i), text);
    if (timeoutSeconds)
      alarm(timeoutSeconds);
    switch (runOne(registry, text, pipeline, false)) {
    case Outcome::ParseError:
      break;
    case Outcome::VerifyError:
      ++parsed;
      break;
    case Outcome::PassOk:
      ++parsed, ++verified, ++passOk;
      break;
    case Outcome::PassDiagnosed:
      ++parsed, ++verified, ++passDiagnosed;
      break;
    case Outcome::PassSilent: {
      ++parsed, ++verified, ++passSilent;
      // A failure without a located error is a bug too: keep the input.
      std::string keep = crashFile + ".silent-" + std::to_string(i) + ".mlir";
      llvm::sys::fs::copy_file(crashFile, keep);
      llvm::errs() << "quantkit-fuzz: pipeline '" << pipeline
                   << "' failed without a diagnostic: " << keep << "\n";
      break;
    }
    }
    if (timeoutSeconds)
      alarm(0);
    if (progressEvery && inputs % progressEvery == 0) {
      double seconds = std::chrono::duration<double>(
                           std::chrono::steady_clock::now() - start)
                           .count();
      llvm::errs() << "quantkit-fuzz: " << inputs << " inputs, "
                   << llvm::format("%.1f", seconds) << " s, "
                   << llvm::format("%.0f", inputs / seconds) << " inputs/s\n";
    }
  };
  if (sweep) {
    // Every entry as it is through every pipeline (or --pipeline).
    for (const CorpusEntry &entry : corpus) {
      if (!onlyPipeline.empty()) {
        run(entry.text, instantiate(onlyPipeline), entry.origin);
        continue;
      }
      for (const char *pipeline : kPipelines)
        run(entry.text, instantiate(pipeline), entry.origin);
    }
  } else {
    for (unsigned i = 0; i != numInputs; ++i) {
      const CorpusEntry &entry = corpus[random.below(corpus.size())];
      std::string text = entry.text;
      std::string applied;
      for (size_t n = 1 + random.below(4); n; --n) {
        applied += applied.empty() ? "" : ",";
        applied += mutator.mutate(text);
      }
      std::string pipeline = instantiate(
          onlyPipeline.empty() ? kPipelines[random.below(std::size(kPipelines))]
                               : onlyPipeline.getValue());
      run(text, pipeline, entry.origin + " mutated " + applied);
    }
  }
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  llvm::sys::fs::remove(crashFile);
  if (skipped)
    llvm::errs() << skipped
                 << " inputs skipped: they crash upstream MLIR itself\n";
  if (passSilent)
    llvm::errs() << passSilent << " pass failures without a diagnostic\n";
  llvm::errs() << inputs << " inputs, " << parsed << " parsed, " << verified
               << " verified, " << passOk << " passes ok, " << passDiagnosed
               << " pass failures (diagnosed), 0 crashes ("
               << llvm::format("%.1f", seconds) << " s)\n";
  return passSilent ? 1 : 0;
}
