//===- quantkit-testgen.cpp - Random execution tests from the reference ---===//
//
// Writes an MLIR program exercising one QuantKit op (or quant cast) on random
// parameters and data, and the FileCheck lines of the values the independent
// reference (QuantReference.h) computes for it. The program prints every
// result as 32-bit integers (float results as their bit patterns), so the
// comparison is bit-exact:
//
//   quantkit-testgen matmul --seed=3 --scheme=gemmlowp > t.mlir
//   (--m=LO:HI, --k=, --n= fix matmul size ranges: plain 2-D, 8-bit;
//    --c=, --o= the conv2d channel ranges, per group for grouped_conv2d;
//    --lhs16 gives matmul and (depthwise) conv2d signed 16-bit activations with
//    zero point 0 and signed 8-bit weights, TFLite's 16x8 mode; --extremes
//    draws their stored values at the storage minimum nine times in ten,
//    so that the sums reach the accumulator's bound; --multiplier-bits=N
//    gives their requantization multipliers at most N significant bits, as
//    TFLite's 16-bit ones)
//   mlir-opt ... t.mlir --pass-pipeline='builtin.module(quantkit-to-int,
//     quantkit-to-llvm)' | mlir-runner ... | FileCheck t.mlir
//
// Cases mix what the numerics must survive: zero points at the storage
// extremes, unsigned and 16-bit storage, per-channel parameters, extreme and
// power-of-two scales (which make rounding ties), saturation at both ends,
// NaN and infinities for quantization.
//
// `grouped_conv2d` and `hybrid_grouped_conv2d` are `conv2d` and
// `hybrid_conv2d` with a `groups = G : i64` attribute, G in [2, 4] and one
// to three input and output channels per group (filter [O, KH, KW, C/G]).
//
// `--tosa` keeps the cases inside what quantkit-export-tosa maps onto TOSA's
// int8 profile, so one program can be run through both paths (export to
// TOSA + tosa-to-linalg, and quantkit-lower) and checked against the same
// expected values (test/lit/Execution/export_tosa_*.test).
//
//===----------------------------------------------------------------------===//

#include "test/reference/QuantReference.h"

#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace ref = quantkit::reference;

namespace {

//===----------------------------------------------------------------------===//
// Options
//===----------------------------------------------------------------------===//

struct Options {
  std::string op;
  uint64_t seed = 1;
  int cases = 6;
  ref::Rounding scheme = ref::Rounding::Gemmlowp;
  /// Write the scheme as a `rounding` attribute (else the pass option must
  /// select it).
  bool roundingAttr = true;
  ref::RoundMode qcastRounding = ref::RoundMode::HalfToEven;
  /// Keep to what quantkit-export-tosa maps bit-exactly onto TOSA's int8
  /// profile: signed 8-bit activations and results of the compute ops, one
  /// zero point per weight tensor, zero point 0 on signed 16-bit rescale
  /// sides, never unsigned on both sides of a rescale.
  bool tosa = false;
  /// Size ranges `--m=LO:HI` (matmul M, K, N; conv2d C, O). Giving any of
  /// them makes matmul cases plain 2-D with 8-bit activations.
  std::optional<std::pair<int64_t, int64_t>> m, k, n, c, o;
  /// `--window=LO:HI`: conv2d filter height and width (else 1 to 3); the
  /// input grows to fit the dilated window.
  std::optional<std::pair<int64_t, int64_t>> window;
  /// `--lhs16`: matmul and (depthwise) conv2d on i16 activations (zero
  /// point 0) and i8 weights.
  bool lhs16 = false;
  /// `--extremes`: matmul and (depthwise) conv2d operands at their storage
  /// minimum nine times in ten (products of -32768 and -128 add up past
  /// 2^31), the output scale fitted to the sums that gives.
  bool extremes = false;
  /// `--multiplier-bits=N`: matmul and (depthwise) conv2d requantization
  /// multipliers with at most N significant bits (coarsenMultipliers).
  int multiplierBits = 0;
  bool shaped() const { return m || k || n; }
};

/// Parses `LO:HI` (or a single `N`) into an inclusive range.
bool parseRange(const char *text, std::optional<std::pair<int64_t, int64_t>> &r) {
  char *end = nullptr;
  long long lo = std::strtoll(text, &end, 10);
  long long hi = lo;
  if (*end == ':')
    hi = std::strtoll(end + 1, &end, 10);
  if (*end != '\0' || lo < 1 || hi < lo)
    return false;
  r = std::make_pair(lo, hi);
  return true;
}

bool parseScheme(const std::string &name, ref::Rounding &scheme) {
  for (ref::Rounding candidate :
       {ref::Rounding::Gemmlowp, ref::Rounding::SingleRound,
        ref::Rounding::DoubleRound, ref::Rounding::FloatRne})
    if (name == ref::roundingName(candidate)) {
      scheme = candidate;
      return true;
    }
  return false;
}

//===----------------------------------------------------------------------===//
// Random parameters
//===----------------------------------------------------------------------===//

/// A storage type: width, signedness and the (possibly narrowed) range.
struct Storage {
  unsigned bits = 8;
  bool isSigned = true;
  int64_t qmin = -128, qmax = 127;

  std::string name() const {
    std::string text = (isSigned ? "i" : "u") + std::to_string(bits);
    if (bits > 16)
      return text; // accumulator-width storage is never narrowed here
    ref::StorageRange full = ref::storageRange(bits, isSigned);
    if (qmin != full.qmin || qmax != full.qmax)
      text += "<" + std::to_string(qmin) + ":" + std::to_string(qmax) + ">";
    return text;
  }
  std::string signless() const { return "i" + std::to_string(bits); }
  ref::StorageRange range() const { return {qmin, qmax}; }
};

/// Parameters of one operand: per-tensor or per-channel along `axis`.
struct Quant {
  Storage storage;
  std::vector<double> scales;
  std::vector<int64_t> zeroPoints;
  int64_t axis = -1;

  bool perAxis() const { return axis >= 0; }
  ref::QuantParams params() const {
    if (perAxis())
      return ref::QuantParams::perChannel(scales, zeroPoints,
                                          storage.range(), storage.bits);
    return ref::QuantParams::perTensor(scales[0], zeroPoints[0],
                                       storage.range(), storage.bits);
  }
};

std::string formatDouble(double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), "%.17g", value);
  std::string text = buffer;
  if (text.find_first_of(".eEn") == std::string::npos)
    text += ".0";
  return text;
}

std::string quantType(const Quant &q) {
  std::ostringstream os;
  os << "!quant.uniform<" << q.storage.name() << ":f32";
  if (q.perAxis()) {
    os << ":" << q.axis << ", {";
    for (size_t c = 0; c < q.scales.size(); ++c)
      os << (c ? ", " : "") << formatDouble(q.scales[c]) << ":"
         << q.zeroPoints[c];
    os << "}>";
  } else {
    os << ", " << formatDouble(q.scales[0]) << ":" << q.zeroPoints[0] << ">";
  }
  return os.str();
}

class Random {
public:
  explicit Random(uint64_t seed) : engine(seed) {}

  int64_t range(int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(engine);
  }
  bool chance(double p) { return std::bernoulli_distribution(p)(engine); }
  template <typename T>
  const T &pick(const std::vector<T> &values) {
    return values[range(0, values.size() - 1)];
  }

  /// Log-uniform scale in [2^lo, 2^hi]; sometimes a power of two, which
  /// turns products and quotients into exact ties.
  double scale(int lo = -10, int hi = 2) {
    if (chance(0.3))
      return std::ldexp(1.0, static_cast<int>(range(lo, hi)));
    double exponent =
        std::uniform_real_distribution<double>(lo, hi)(engine);
    return static_cast<float>(std::exp2(exponent));
  }

  Storage storage(bool allowUnsigned, bool allow16, bool allowNarrow) {
    Storage s;
    s.bits = allow16 && chance(0.2) ? 16 : 8;
    s.isSigned = !(allowUnsigned && chance(0.3));
    ref::StorageRange full = ref::storageRange(s.bits, s.isSigned);
    s.qmin = full.qmin;
    s.qmax = full.qmax;
    if (allowNarrow && chance(0.2)) {
      // A fused activation narrows the range (e.g. ReLU6, symmetric).
      s.qmin = full.qmin + range(0, (full.qmax - full.qmin) / 4);
      s.qmax = full.qmax - range(0, (full.qmax - full.qmin) / 4);
    }
    return s;
  }

  /// A zero point in the storage range, often at an extreme or zero.
  int64_t zeroPoint(const Storage &s, bool symmetric = false) {
    if (symmetric && s.isSigned && s.qmin <= 0 && s.qmax >= 0)
      return 0;
    switch (range(0, 4)) {
    case 0:
      return s.qmin;
    case 1:
      return s.qmax;
    case 2:
      if (s.qmin <= 0 && s.qmax >= 0)
        return 0;
      [[fallthrough]];
    default:
      return range(s.qmin, s.qmax);
    }
  }

  Quant quant(const Storage &s, int64_t channels = 1, int64_t axis = -1,
              bool symmetric = false) {
    Quant q;
    q.storage = s;
    q.axis = channels > 1 || (axis >= 0 && chance(0.5)) ? axis : -1;
    int64_t count = q.axis >= 0 ? channels : 1;
    for (int64_t c = 0; c < count; ++c) {
      q.scales.push_back(scale());
      q.zeroPoints.push_back(zeroPoint(s, symmetric));
    }
    return q;
  }

  /// Stored values: mostly uniform, with the extremes well represented.
  std::vector<int64_t> data(const Storage &s, int64_t count) {
    std::vector<int64_t> values;
    for (int64_t i = 0; i < count; ++i) {
      int64_t kind = range(0, 9);
      values.push_back(kind == 0   ? s.qmin
                       : kind == 1 ? s.qmax
                                   : range(s.qmin, s.qmax));
    }
    return values;
  }

  /// Stored values at the storage minimum nine times in ten, else uniform.
  std::vector<int64_t> extremeData(const Storage &s, int64_t count) {
    std::vector<int64_t> values;
    for (int64_t i = 0; i < count; ++i)
      values.push_back(range(0, 9) ? s.qmin : range(s.qmin, s.qmax));
    return values;
  }

  /// `data`, or `extremeData` where `extremes` says.
  std::vector<int64_t> operandData(const Storage &s, int64_t count,
                                   bool extremes) {
    return extremes ? extremeData(s, count) : data(s, count);
  }

  std::mt19937_64 engine;
};

int64_t product(const std::vector<int64_t> &shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

//===----------------------------------------------------------------------===//
// MLIR text
//===----------------------------------------------------------------------===//

std::string shapePrefix(const std::vector<int64_t> &shape) {
  std::string text;
  for (int64_t d : shape)
    text += std::to_string(d) + "x";
  return text;
}

std::string tensorType(const std::vector<int64_t> &shape,
                       const std::string &element) {
  return "tensor<" + shapePrefix(shape) + element + ">";
}

/// A nested dense literal of `shape` from row-major `values` (already text).
std::string denseLiteral(const std::vector<int64_t> &shape,
                         const std::vector<std::string> &values) {
  std::function<std::string(size_t, size_t &)> level =
      [&](size_t dim, size_t &index) -> std::string {
    if (dim == shape.size())
      return values[index++];
    std::string text = "[";
    for (int64_t i = 0; i < shape[dim]; ++i)
      text += (i ? ", " : "") + level(dim + 1, index);
    return text + "]";
  };
  size_t index = 0;
  if (shape.empty())
    return values[0];
  return level(0, index);
}

std::vector<std::string> asText(const std::vector<int64_t> &values) {
  std::vector<std::string> text;
  for (int64_t v : values)
    text.push_back(std::to_string(v));
  return text;
}

std::string floatBits(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  char buffer[16];
  std::snprintf(buffer, sizeof(buffer), "0x%08" PRIX32, bits);
  return buffer;
}

int32_t asBits(float value) {
  int32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

/// Builds the body of `@main` and the expected lines, case by case.
class Program {
public:
  /// A quantized constant: integer storage data cast with quant.scast.
  std::string quantized(const std::vector<int64_t> &shape,
                        const std::vector<int64_t> &data, const Quant &q) {
    std::string raw = fresh();
    std::string intType = tensorType(shape, q.storage.signless());
    // Unsigned stored values are written as their signless bit patterns.
    std::vector<int64_t> bits = data;
    if (!q.storage.isSigned)
      for (int64_t &v : bits)
        if (v >= (int64_t(1) << (q.storage.bits - 1)))
          v -= int64_t(1) << q.storage.bits;
    body << "  " << raw << " = arith.constant dense<"
         << denseLiteral(shape, asText(bits)) << "> : " << intType << "\n";
    std::string value = fresh();
    body << "  " << value << " = quant.scast " << raw << " : " << intType
         << " to " << tensorType(shape, quantType(q)) << "\n";
    return value;
  }

  std::string floats(const std::vector<int64_t> &shape,
                     const std::vector<float> &data) {
    std::vector<std::string> text;
    for (float v : data)
      text.push_back(floatBits(v));
    std::string value = fresh();
    body << "  " << value << " = arith.constant dense<"
         << denseLiteral(shape, text) << "> : " << tensorType(shape, "f32")
         << "\n";
    return value;
  }

  std::string integers(const std::vector<int64_t> &shape,
                       const std::vector<int64_t> &data,
                       const std::string &element) {
    std::string value = fresh();
    body << "  " << value << " = arith.constant dense<"
         << denseLiteral(shape, asText(data)) << "> : "
         << tensorType(shape, element) << "\n";
    return value;
  }

  /// Emits `line` with `%result` bound to a fresh name; returns the name.
  std::string op(const std::string &line) {
    std::string value = fresh();
    body << "  " << value << " = " << line << "\n";
    return value;
  }

  /// Prints a quantized result as i32 stored values.
  void printQuantized(const std::string &value,
                      const std::vector<int64_t> &shape, const Quant &q,
                      const std::vector<int64_t> &expected) {
    std::string intType = tensorType(shape, q.storage.signless());
    std::string storage = op("quant.scast " + value + " : " +
                             tensorType(shape, quantType(q)) + " to " +
                             intType);
    std::string wide;
    if (q.storage.bits == 32)
      wide = storage;
    else
      wide = op(std::string(q.storage.isSigned ? "arith.extsi " : "arith.extui ") +
                storage + " : " + intType + " to " +
                tensorType(shape, "i32"));
    printI32(wide, shape, expected);
  }

  /// Prints a float result as its i32 bit patterns.
  void printFloats(const std::string &value, const std::vector<int64_t> &shape,
                   const std::vector<float> &expected) {
    std::string bits = op("arith.bitcast " + value + " : " +
                          tensorType(shape, "f32") + " to " +
                          tensorType(shape, "i32"));
    std::vector<int64_t> patterns;
    for (float v : expected)
      patterns.push_back(asBits(v));
    printI32(bits, shape, patterns);
  }

  /// Prints an i32 tensor as it is.
  void printRaw(const std::string &value, const std::vector<int64_t> &shape,
                const std::vector<int64_t> &expected) {
    printI32(value, shape, expected);
  }

  void comment(const std::string &text) { body << "  // " << text << "\n"; }

  std::string text() const {
    std::ostringstream os;
    os << "// Generated by quantkit-testgen; expected values come from "
          "test/reference.\n";
    os << "func.func private @printMemrefI32(memref<*xi32>)\n";
    os << "func.func @main() {\n" << body.str() << "  return\n}\n";
    os << checks.str();
    return os.str();
  }

private:
  void printI32(const std::string &value, const std::vector<int64_t> &shape,
                const std::vector<int64_t> &expected) {
    int64_t count = product(shape);
    std::string flatType = tensorType({count}, "i32");
    std::string flat = value;
    if (shape.size() != 1) {
      std::string reassociation = "[[";
      for (size_t i = 0; i < shape.size(); ++i)
        reassociation += (i ? ", " : "") + std::to_string(i);
      reassociation += "]]";
      flat = op("tensor.collapse_shape " + value + " " + reassociation +
                " : " + tensorType(shape, "i32") + " into " + flatType);
    }
    std::string buffer =
        op("bufferization.to_buffer " + flat + " : " + flatType + " to memref<" +
           std::to_string(count) + "xi32>");
    std::string cast = op("memref.cast " + buffer + " : memref<" +
                          std::to_string(count) + "xi32> to memref<*xi32>");
    body << "  call @printMemrefI32(" << cast
         << ") : (memref<*xi32>) -> ()\n";
    // Anchored: a one-element result `[v]` must not match the `strides =
    // [1]` left on the line before.
    checks << "// CHECK: sizes = [" << count << "]\n// CHECK-NEXT: {{^}}[";
    for (size_t i = 0; i < expected.size(); ++i)
      checks << (i ? ", " : "") << expected[i];
    checks << "]\n";
  }

  std::string fresh() { return "%v" + std::to_string(counter++); }

  std::ostringstream body, checks;
  int counter = 0;
};

std::string roundingAttr(const Options &options) {
  if (!options.roundingAttr)
    return "";
  return std::string(" {rounding = #quantkit.rounding<") +
         ref::roundingName(options.scheme) + ">}";
}

std::string attrDict(const Options &options,
                     const std::vector<std::string> &entries) {
  std::vector<std::string> all = entries;
  if (options.roundingAttr)
    all.push_back(std::string("rounding = #quantkit.rounding<") +
                  ref::roundingName(options.scheme) + ">");
  if (all.empty())
    return "";
  std::string text = " {";
  for (size_t i = 0; i < all.size(); ++i)
    text += (i ? ", " : "") + all[i];
  return text + "}";
}

std::string i64Array(const std::vector<int64_t> &values) {
  std::string text = "array<i64: ";
  for (size_t i = 0; i < values.size(); ++i)
    text += (i ? ", " : "") + std::to_string(values[i]);
  return text + ">";
}

ref::Tensor tensorOf(std::vector<int64_t> shape, std::vector<int64_t> data) {
  ref::Tensor t;
  t.shape = std::move(shape);
  t.data = std::move(data);
  return t;
}

/// An i32 bias with scale s_l * s_r[c] and values spread over a range that
/// keeps most outputs unsaturated.
Quant biasQuant(const Quant &lhs, const Quant &rhs, int64_t channels,
                bool wide) {
  Quant q;
  q.storage.bits = wide ? 64 : 32;
  q.storage.isSigned = true;
  q.storage.qmin = wide ? std::numeric_limits<int64_t>::min()
                        : std::numeric_limits<int32_t>::min();
  q.storage.qmax = wide ? std::numeric_limits<int64_t>::max()
                        : std::numeric_limits<int32_t>::max();
  if (rhs.perAxis()) {
    q.axis = 0;
    for (int64_t c = 0; c < channels; ++c) {
      q.scales.push_back(lhs.scales[0] * rhs.scales[c]);
      q.zeroPoints.push_back(0);
    }
  } else {
    q.scales = {lhs.scales[0] * rhs.scales[0]};
    q.zeroPoints = {0};
  }
  return q;
}

/// Signed 16-bit storage over its whole range (TFLite's 16x8 activations).
Storage signed16() {
  Storage s;
  s.bits = 16;
  s.qmin = -32768;
  s.qmax = 32767;
  return s;
}

/// Signed 8-bit storage over its whole range.
Storage signed8() {
  Storage s;
  s.qmin = -128;
  s.qmax = 127;
  return s;
}

/// An output type whose scale keeps results mostly inside the range: the
/// typical accumulator magnitude maps to a few dozen steps.
Quant outputQuant(Random &rng, double typicalReal, bool allow16,
                  bool signed8 = false) {
  Storage s = rng.storage(/*allowUnsigned=*/!signed8, allow16 && !signed8,
                          /*allowNarrow=*/true);
  Quant q;
  q.storage = s;
  double steps = static_cast<double>(rng.range(8, 200));
  double scale = typicalReal > 0 ? typicalReal / steps : 1.0;
  if (rng.chance(0.2))
    scale = std::ldexp(1.0, static_cast<int>(std::floor(std::log2(scale))));
  if (rng.chance(0.1))
    scale *= 1e-3; // saturate most outputs
  q.scales = {static_cast<float>(scale)};
  q.zeroPoints = {rng.zeroPoint(s)};
  return q;
}

double typicalMagnitude(const Quant &q) {
  double scale = 0;
  for (double s : q.scales)
    scale = std::max(scale, s);
  return scale * static_cast<double>(q.storage.qmax - q.storage.qmin) / 4;
}

/// The real magnitude of a sum of `terms` products of `l` and `r` values
/// that an output scale is fitted to: a random walk's, or with
/// `--extremes` about 0.8 * terms products of the two minima (zero points
/// aside).
double sumMagnitude(const Quant &l, const Quant &r, int64_t terms,
                    const Options &options) {
  if (!options.extremes)
    return typicalMagnitude(l) * typicalMagnitude(r) *
           std::sqrt(static_cast<double>(terms));
  double ls = *std::max_element(l.scales.begin(), l.scales.end());
  double rs = *std::max_element(r.scales.begin(), r.scales.end());
  return 0.8 * static_cast<double>(terms) * ls * rs *
         static_cast<double>(l.storage.qmin) *
         static_cast<double>(r.storage.qmin);
}

/// `--multiplier-bits=N`: the input's and output's scales rounded to powers
/// of two and the weights' to N significant bits, so that every
/// multiplier s_in * s_w[c] / s_out has at most N and its Q31 mantissa ends
/// in 31 - N zero bits (TFLite's 16-bit multipliers, widened). Draws nothing
/// from the generator, so the data stay those of the same seed without it.
void coarsenMultipliers(Quant &in, Quant &weights, Quant &out,
                        const Options &options) {
  if (options.multiplierBits == 0)
    return;
  auto powerOfTwo = [](double s) {
    return std::exp2(std::round(std::log2(s)));
  };
  auto toBits = [&](double s) {
    int exponent = 0;
    double mantissa = std::frexp(s, &exponent);
    return std::ldexp(std::round(std::ldexp(mantissa, options.multiplierBits)),
                      exponent - options.multiplierBits);
  };
  for (double &s : in.scales)
    s = powerOfTwo(s);
  for (double &s : out.scales)
    s = powerOfTwo(s);
  for (double &s : weights.scales)
    s = toBits(s);
}

//===----------------------------------------------------------------------===//
// Cases
//===----------------------------------------------------------------------===//

void qcastCase(Program &p, Random &rng, const Options &options) {
  std::vector<int64_t> shape = {rng.range(1, 3), rng.range(1, 5)};
  Storage s = rng.storage(true, true, true);
  int64_t axis = rng.chance(0.5) ? rng.range(0, 1) : -1;
  Quant q = rng.quant(s, axis >= 0 ? shape[axis] : 1, axis);
  if (axis >= 0 && shape[axis] == 1)
    q.axis = axis; // a one-channel per-axis type is still per-axis
  std::vector<float> x;
  for (int64_t i = 0; i < product(shape); ++i) {
    int64_t channel = q.perAxis() ? (axis == 0 ? i / shape[1] : i % shape[1])
                                  : 0;
    double scale = q.scales[channel];
    switch (rng.range(0, 7)) {
    case 0: // an exact tie k + 1/2 when the scale is a power of two
      x.push_back(static_cast<float>((rng.range(-300, 300) + 0.5) * scale));
      break;
    case 1:
      x.push_back(rng.pick(std::vector<float>{
          std::numeric_limits<float>::quiet_NaN(),
          std::numeric_limits<float>::infinity(),
          -std::numeric_limits<float>::infinity(), 3.0e38f, -3.0e38f,
          1e-40f, -0.0f}));
      break;
    default:
      x.push_back(static_cast<float>(
          std::uniform_real_distribution<double>(-1.2, 1.2)(rng.engine) *
          scale * static_cast<double>(s.qmax - s.qmin)));
    }
  }
  ref::Tensor expected = ref::quantizeTensor(x, shape, q.params(),
                                             q.perAxis() ? q.axis : 0,
                                             options.qcastRounding);
  p.comment("qcast to " + quantType(q));
  std::string in = p.floats(shape, x);
  std::string out = p.op("quant.qcast " + in + " : " +
                         tensorType(shape, "f32") + " to " +
                         tensorType(shape, quantType(q)));
  p.printQuantized(out, shape, q, expected.data);
}

void dcastCase(Program &p, Random &rng, const Options &) {
  std::vector<int64_t> shape = {rng.range(1, 3), rng.range(1, 5)};
  Storage s = rng.storage(true, true, true);
  int64_t axis = rng.chance(0.5) ? rng.range(0, 1) : -1;
  Quant q = rng.quant(s, axis >= 0 ? shape[axis] : 1, axis);
  std::vector<int64_t> data = rng.data(s, product(shape));
  std::vector<float> expected = ref::dequantizeTensor(
      tensorOf(shape, data), q.params(), q.perAxis() ? q.axis : 0);
  p.comment("dcast from " + quantType(q));
  std::string in = p.quantized(shape, data, q);
  std::string out = p.op("quant.dcast " + in + " : " +
                         tensorType(shape, quantType(q)) + " to " +
                         tensorType(shape, "f32"));
  p.printFloats(out, shape, expected);
}

void rescaleCase(Program &p, Random &rng, const Options &options) {
  std::vector<int64_t> shape = {rng.range(1, 3), rng.range(1, 6)};
  Storage sIn = rng.storage(true, true, true);
  Storage sOut = rng.storage(true, true, true);
  int64_t axis = rng.chance(0.4) ? 1 : -1;
  if (options.tosa) {
    if (!sIn.isSigned && !sOut.isSigned)
      sOut = rng.storage(false, true, true);
    if (!sOut.isSigned && (sOut.qmin != 0 || sOut.qmax != (1 << sOut.bits) - 1))
      sOut = rng.storage(false, true, true);
  }
  // TOSA: a signed 16-bit side has zero point 0, per-axis sides share one.
  auto symmetricFor = [&](const Storage &st) {
    return options.tosa && st.bits == 16 && st.isSigned;
  };
  Quant in = rng.quant(sIn, axis >= 0 ? shape[1] : 1, axis, symmetricFor(sIn));
  Quant out =
      rng.quant(sOut, axis >= 0 ? shape[1] : 1, axis, symmetricFor(sOut));
  if (options.tosa) {
    // An unsigned 16-bit side has zero point 0 or 32768 in TOSA.
    for (Quant *q : {&in, &out}) {
      if (q->storage.bits == 16 && !q->storage.isSigned) {
        q->storage.qmin = 0;
        q->storage.qmax = 65535;
        q->zeroPoints.front() = 32768;
      }
      for (int64_t &zp : q->zeroPoints)
        zp = q->zeroPoints.front();
    }
    sIn = in.storage;
  }
  // Ratios of powers of two make exact ties; keep some of them.
  std::vector<int64_t> data = rng.data(sIn, product(shape));
  ref::Tensor expected = ref::rescale(tensorOf(shape, data), in.params(),
                                      out.params(), in.perAxis() ? 1 : -1,
                                      options.scheme);
  p.comment("rescale " + quantType(in) + " -> " + quantType(out));
  std::string v = p.quantized(shape, data, in);
  std::string r = p.op("quantkit.rescale " + v + roundingAttr(options) +
                       " : " + tensorType(shape, quantType(in)) + " to " +
                       tensorType(shape, quantType(out)));
  p.printQuantized(r, shape, out, expected.data);
}

void binaryCase(Program &p, Random &rng, const Options &options, bool isAdd) {
  std::vector<int64_t> shape = {rng.range(1, 3), rng.range(1, 7)};
  Quant l = rng.quant(rng.storage(!options.tosa, !options.tosa, false));
  Quant r = rng.quant(rng.storage(!options.tosa, !options.tosa, false));
  double typical = isAdd ? typicalMagnitude(l) + typicalMagnitude(r)
                         : typicalMagnitude(l) * typicalMagnitude(r);
  Quant o = outputQuant(rng, typical, true, options.tosa);
  std::vector<int64_t> ld = rng.data(l.storage, product(shape));
  std::vector<int64_t> rd = rng.data(r.storage, product(shape));
  ref::Tensor expected =
      isAdd ? ref::add(tensorOf(shape, ld), l.params(), tensorOf(shape, rd),
                       r.params(), o.params(), options.scheme)
            : ref::mul(tensorOf(shape, ld), l.params(), tensorOf(shape, rd),
                       r.params(), o.params(), options.scheme);
  std::string name = isAdd ? "add" : "mul";
  p.comment(name + " " + quantType(l) + ", " + quantType(r) + " -> " +
            quantType(o));
  std::string a = p.quantized(shape, ld, l);
  std::string b = p.quantized(shape, rd, r);
  std::string v = p.op("quantkit." + name + " " + a + ", " + b +
                       roundingAttr(options) + " : (" +
                       tensorType(shape, quantType(l)) + ", " +
                       tensorType(shape, quantType(r)) + ") -> " +
                       tensorType(shape, quantType(o)));
  p.printQuantized(v, shape, o, expected.data);
}

/// quantkit.logistic / quantkit.tanh / quantkit.hard_swish / quantkit.gelu
/// (exact, or `approximate`: gelu_tanh). An 8-bit input
/// of full range holds every storage value (the whole table); a
/// narrowed or 16-bit one a sample with its extremes. Input scales reach
/// from 2^-14 (every output near f(0)) to 2^4 (saturated); outputs take
/// TFLite's fixed parameters (logistic, tanh), random ones, or exact ties:
/// for the logistic scale 1, where f(0) = 0.5 (half away from zero: zp + 1);
/// for hard_swish an input scale of 1/2 and an output scale of 3/4 or 2,
/// where f(-1.5) = -0.375 and f(3) = 3 are -1/2 and 3/2 of it; for GELU
/// inputs over about [-8, 8] and an output zero point just above f's
/// minimum (GELU has no exact tie but f(0) = 0). With --tosa,
/// signed 8-bit storage of full range on both sides (tosa.table's int8
/// form).
void activationCase(Program &p, Random &rng, const Options &options,
                    ref::Activation function) {
  bool logistic = function == ref::Activation::Logistic;
  bool hardSwish = function == ref::Activation::HardSwish;
  bool gelu = function == ref::Activation::Gelu ||
              function == ref::Activation::GeluTanh;
  Storage sIn = options.tosa ? Storage() : rng.storage(true, true, true);
  ref::StorageRange full = ref::storageRange(sIn.bits, sIn.isSigned);
  bool wholeTable =
      sIn.bits == 8 && sIn.qmin == full.qmin && sIn.qmax == full.qmax;
  Quant in = rng.quant(sIn);
  in.scales[0] = rng.scale(-14, 4);
  std::vector<int64_t> shape, data;
  if (wholeTable) {
    // Every storage value, then the first 64 again: rows of 40 are two
    // 16-lane steps and a tail of 8 for vectorized look-ups.
    shape = {8, 40};
    for (int64_t i = 0; i < 8 * 40; ++i)
      data.push_back(sIn.qmin + i % 256);
  } else {
    shape = {rng.range(1, 3), rng.range(1, 9)};
    data = rng.data(sIn, product(shape));
  }
  Quant out;
  switch (rng.range(hardSwish || gelu ? 1 : 0, 2)) {
  case 0: // tflite-int8's fixed output
    out.storage = Storage();
    out.scales = {logistic ? 1.0 / 256 : 1.0 / 128};
    out.zeroPoints = {logistic ? -128 : 0};
    break;
  case 1:
    out = rng.quant(options.tosa ? Storage() : rng.storage(true, true, true));
    out.scales[0] = rng.scale(-16, 0);
    break;
  default:
    out = rng.quant(options.tosa ? Storage() : rng.storage(true, false, false));
    if (logistic)
      out.scales[0] = 1.0;
    if (hardSwish) {
      in.scales[0] = 0.5;
      out.scales[0] = rng.chance(0.5) ? 0.75 : 2.0;
    }
    if (gelu) {
      // A network's working range: inputs of about [-8, 8] centred, the
      // output's zero point just above its minimum (f(x) >= -0.17).
      in.scales[0] = rng.scale(-6, -3) * 256.0 / double(sIn.qmax - sIn.qmin);
      in.zeroPoints[0] =
          (sIn.qmin + sIn.qmax) / 2 + rng.range(-16, 16) * (sIn.bits / 8);
      out.scales[0] = in.scales[0] * (rng.chance(0.5) ? 0.5 : 0.75);
      out.zeroPoints[0] =
          std::min(out.storage.qmax,
                   out.storage.qmin + int64_t(std::ceil(0.17 / out.scales[0])));
    }
    break;
  }
  ref::Tensor expected = ref::activation(tensorOf(shape, data), in.params(),
                                         out.params(), function);
  std::string name = logistic    ? "logistic"
                     : hardSwish ? "hard_swish"
                     : gelu      ? "gelu"
                                 : "tanh";
  std::string attribute =
      function == ref::Activation::GeluTanh ? " approximate" : "";
  p.comment(name + attribute + " " + quantType(in) + " -> " + quantType(out));
  std::string x = p.quantized(shape, data, in);
  std::string v = p.op("quantkit." + name + " " + x + attribute + " : " +
                       tensorType(shape, quantType(in)) + " -> " +
                       tensorType(shape, quantType(out)));
  p.printQuantized(v, shape, out, expected.data);
}

/// quantkit.softmax along a random axis of a rank-1 to rank-4 tensor, rows
/// of 1 to 40 elements. Input storage: i8, i16, ui8, i8<-127:127> or a
/// random (narrowed, unsigned) one, scales 2^-10 to 2^2, beta 1 mostly, or
/// 0.125, 0.35, 3 or a random positive value. Each row is drawn on its own:
///   uniform   values over the whole storage range (extremes included);
///   window    values within a few units of beta * s_in of each other, so
///             that many probabilities are neither 0 nor 1;
///   equal     all elements equal (ties: 1 / n each);
///   dominant  one largest element, the others as far below as the range
///             allows: probability 1 (zp_out + 2^m, clamped) and 0 where
///             (beta * s_in) * d > 25 ln 2;
///   maxima    two or three copies of the largest value, the rest anywhere.
/// Outputs: TFLite's i8 (scale 1/256, zero point -128; 1.0 saturates to 127)
/// and ui8 (1/256, 0), i16 with scale 2^-15 and zero point 0, random
/// storage with m in [0, 20] and a random zero point, often at an extreme
/// (saturation at qmax; q_out >= zp_out >= qmin never clamps at the bottom),
/// rarely i32 with m in [21, 30].
/// A `dyadic` case makes beta * s_in = ln 2 exactly (s_in = 2^-k, beta =
/// ln 2 * 2^k): E(d) = 2^(24 - d) for d <= 24, and its rows split {0}
/// repeatedly into two elements one step lower, so S is a power of two and
/// every probability is exactly 2^-d. An element with d = m + 1 is then an
/// exact tie in the final rounding (E * 2^m / S = 1/2, which rounds up to
/// zp_out + 1): two equal elements with m = 0, or {M, M - 1, M - 1} with
/// m = 1 (1/2 -> 1 exactly, 1/4 * 2 = 1/2 -> 1).
void softmaxCase(Program &p, Random &rng, const Options &) {
  int64_t rank = rng.range(1, 4);
  int64_t axis = rng.range(0, rank - 1);
  bool dyadic = rng.chance(0.15);
  std::vector<int64_t> shape(rank);
  for (int64_t &d : shape)
    d = rng.range(1, rank >= 3 ? 2 : 3);
  int64_t length = rng.chance(0.15)  ? 1
                   : rng.chance(0.5) ? rng.range(2, 8)
                                     : rng.range(9, dyadic ? 16 : 40);
  shape[axis] = length;
  // Input storage.
  Storage sIn;
  switch (rng.range(0, 9)) {
  case 0:
  case 1:
  case 2:
    break; // i8
  case 3:
  case 4:
    sIn = {16, true, -32768, 32767};
    break;
  case 5:
    sIn = {8, false, 0, 255};
    break;
  case 6:
    sIn = {8, true, -127, 127};
    break;
  default:
    sIn = rng.storage(true, true, true);
    break;
  }
  Quant in = rng.quant(sIn);
  double beta = 1.0;
  if (dyadic) {
    int k = static_cast<int>(rng.range(0, 4));
    in.scales[0] = std::ldexp(1.0, -k);
    beta = std::ldexp(std::log(2.0), k);
  } else {
    in.scales[0] = rng.scale(-10, 2);
    if (rng.chance(0.35))
      beta = rng.chance(0.6) ? rng.pick(std::vector<double>{0.125, 0.35, 3.0})
                             : std::exp2(std::uniform_real_distribution<double>(
                                   -4, 3)(rng.engine));
  }
  const double betaScale = beta * in.scales[0];

  // Output type: scale 2^-m.
  Quant out;
  int m = 8;
  // Dyadic cases mostly take small m, where the ties are (d = m + 1).
  switch (dyadic && rng.chance(0.7) ? 19 : rng.range(0, 19)) {
  case 0:
  case 1:
  case 2:
  case 3:
  case 4:
  case 5:
  case 6:
  case 7:
  case 8: // TFLite's int8 softmax output
    out.storage = Storage();
    out.zeroPoints = {-128};
    break;
  case 9:
  case 10: // TFLite's uint8 softmax output
    out.storage = {8, false, 0, 255};
    out.zeroPoints = {0};
    break;
  case 11:
  case 12:
  case 13:
    out.storage = {16, true, -32768, 32767};
    out.zeroPoints = {0};
    m = 15;
    break;
  case 14: {
    int64_t lo = std::numeric_limits<int32_t>::min();
    int64_t hi = std::numeric_limits<int32_t>::max();
    out.storage = {32, true, lo, hi};
    m = static_cast<int>(rng.range(21, 30));
    out.zeroPoints = {rng.chance(0.5) ? 0 : rng.range(lo, hi)};
    break;
  }
  default:
    out.storage = rng.storage(true, true, true);
    m = static_cast<int>(dyadic ? rng.range(0, 3) : rng.range(0, 20));
    out.zeroPoints = {rng.zeroPoint(out.storage)};
    break;
  }
  out.scales = {std::ldexp(1.0, -m)};

  // Rows along `axis`: element j of row (o, i) is (o * length + j) * inner
  // + i in row-major order.
  int64_t outer = 1, inner = 1;
  for (int64_t d = 0; d < axis; ++d)
    outer *= shape[d];
  for (int64_t d = axis + 1; d < rank; ++d)
    inner *= shape[d];
  std::vector<int64_t> data(product(shape));
  const int64_t qmin = sIn.qmin, qmax = sIn.qmax;
  auto clampIn = [&](int64_t v) { return std::min(std::max(v, qmin), qmax); };
  // Stored differences beyond which E rounds to 0 ((beta s) d > 25 ln 2).
  const double farDifference = 25 * std::log(2.0) / betaScale;
  std::vector<std::string> kinds;
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i) {
      std::vector<int64_t> row;
      std::string kind;
      if (dyadic) {
        kind = "dyadic";
        std::vector<int64_t> d = {0};
        while (static_cast<int64_t>(d.size()) < length) {
          size_t at = rng.range(0, d.size() - 1);
          int64_t lower = ++d[at];
          d.insert(d.begin() + rng.range(0, d.size()), lower);
        }
        int64_t low = *std::min_element(d.begin(), d.end());
        int64_t high = *std::max_element(d.begin(), d.end());
        int64_t M = rng.range(std::min(qmin + high - low, qmax), qmax);
        for (int64_t v : d)
          row.push_back(clampIn(M - (v - low)));
      } else {
        switch (rng.range(0, 19)) {
        case 0:
        case 1:
        case 2:
        case 3:
        case 4:
        case 5:
        case 6:
          kind = "uniform";
          row = rng.data(sIn, length);
          break;
        case 7:
        case 8:
        case 9:
        case 10:
        case 11:
        case 12: {
          kind = "window";
          double reach =
              std::uniform_real_distribution<double>(0.5, 20)(rng.engine);
          int64_t width = static_cast<int64_t>(
              std::min(reach / betaScale, double(qmax - qmin)));
          int64_t lo = rng.range(qmin, std::max(qmin, qmax - width));
          for (int64_t j = 0; j < length; ++j)
            row.push_back(clampIn(lo + rng.range(0, width)));
          break;
        }
        case 13:
        case 14: {
          kind = "equal";
          int64_t v = rng.data(sIn, 1)[0];
          row.assign(length, v);
          break;
        }
        case 15:
        case 16:
        case 17: {
          kind = "dominant";
          int64_t M = rng.chance(0.5) ? qmax : rng.range(qmin, qmax);
          int64_t gap = static_cast<int64_t>(std::ceil(farDifference));
          int64_t top = M - std::min(gap, M - qmin);
          for (int64_t j = 0; j < length; ++j)
            row.push_back(rng.range(qmin, top));
          row[rng.range(0, length - 1)] = M;
          break;
        }
        default: {
          kind = "maxima";
          row = rng.data(sIn, length);
          int64_t M = *std::max_element(row.begin(), row.end());
          int64_t copies = std::min<int64_t>(length, rng.range(2, 3));
          for (int64_t c = 0; c < copies; ++c)
            row[rng.range(0, length - 1)] = M;
          break;
        }
        }
      }
      kinds.push_back(kind);
      for (int64_t j = 0; j < length; ++j)
        data[(o * length + j) * inner + i] = row[j];
    }

  ref::Tensor expected = ref::softmax(tensorOf(shape, data), in.params(),
                                      out.params(), axis, beta);
  std::string attrs = " {axis = " + std::to_string(axis) + " : i64";
  if (beta != 1.0)
    attrs += ", beta = " + formatDouble(beta) + " : f64";
  attrs += "}";
  std::string rows;
  for (size_t r = 0; r < kinds.size(); ++r)
    rows += (r ? " " : "") + kinds[r];
  p.comment("softmax axis " + std::to_string(axis) + " beta " +
            formatDouble(beta) + " " + quantType(in) + " -> " + quantType(out));
  p.comment("rows: " + rows);
  std::string x = p.quantized(shape, data, in);
  std::string v = p.op("quantkit.softmax " + x + attrs + " : " +
                       tensorType(shape, quantType(in)) + " -> " +
                       tensorType(shape, quantType(out)));
  p.printQuantized(v, shape, out, expected.data);
}

void matmulCase(Program &p, Random &rng, const Options &options) {
  bool shaped = options.shaped();
  bool batched = !shaped && rng.chance(0.25);
  bool leading = !shaped && !batched && rng.chance(0.25);
  auto pick = [&](const std::optional<std::pair<int64_t, int64_t>> &r,
                  int64_t lo, int64_t hi) {
    return r ? rng.range(r->first, r->second) : rng.range(lo, hi);
  };
  int64_t b = rng.range(1, 3), m = pick(options.m, 1, 4),
          k = pick(options.k, 1, 9), n = pick(options.n, 1, 5);
  std::vector<int64_t> lhsShape = batched || leading
                                      ? std::vector<int64_t>{b, m, k}
                                      : std::vector<int64_t>{m, k};
  std::vector<int64_t> rhsShape = batched ? std::vector<int64_t>{b, k, n}
                                          : std::vector<int64_t>{k, n};
  std::vector<int64_t> outShape = lhsShape;
  outShape.back() = n;
  bool sixteen = options.lhs16 || (!options.tosa && !shaped && rng.chance(0.2));
  Storage ls = options.lhs16
                   ? signed16()
                   : rng.storage(!sixteen && !options.tosa, false, false);
  if (sixteen)
    ls = signed16();
  Storage rs = options.lhs16
                   ? signed8()
                   : rng.storage(!sixteen && !options.tosa, false, false);
  Quant l = rng.quant(ls, 1, -1, sixteen);
  int64_t weightAxis = static_cast<int64_t>(rhsShape.size()) - 1;
  bool perChannel = rng.chance(0.5);
  Quant r = rng.quant(rs, perChannel ? n : 1, perChannel ? weightAxis : -1,
                      rng.chance(0.5) || (options.tosa && perChannel));
  if (perChannel)
    r.axis = weightAxis;
  Quant o =
      outputQuant(rng, sumMagnitude(l, r, k, options), true, options.tosa);
  coarsenMultipliers(l, r, o, options);
  std::vector<int64_t> ld =
      rng.operandData(ls, product(lhsShape), options.extremes);
  std::vector<int64_t> rd =
      rng.operandData(rs, product(rhsShape), options.extremes);
  bool hasBias = rng.chance(0.6);
  // Upstream's quantized types stop at 32-bit storage, so even 16-bit
  // activations get an i32 bias here.
  Quant bq = biasQuant(l, r, n, /*wide=*/false);
  std::vector<int64_t> bias;
  for (int64_t c = 0; c < n; ++c)
    bias.push_back(rng.range(-4 * k * 128, 4 * k * 128));
  ref::QuantParams rp = r.params();
  ref::Tensor expected = ref::matmul(tensorOf(lhsShape, ld), l.params(),
                                     tensorOf(rhsShape, rd), rp,
                                     hasBias ? &bias : nullptr, o.params(),
                                     options.scheme);
  p.comment("matmul " + quantType(l) + " x " + quantType(r) + " -> " +
            quantType(o));
  std::string a = p.quantized(lhsShape, ld, l);
  std::string w = p.quantized(rhsShape, rd, r);
  std::string operands = a + ", " + w;
  std::string types = tensorType(lhsShape, quantType(l)) + ", " +
                      tensorType(rhsShape, quantType(r));
  if (hasBias) {
    operands += ", " + p.quantized({n}, bias, bq);
    types += ", " + tensorType({n}, quantType(bq));
  }
  std::string v = p.op("quantkit.matmul " + operands + roundingAttr(options) +
                       " : (" + types + ") -> " +
                       tensorType(outShape, quantType(o)));
  p.printQuantized(v, outShape, o, expected.data);
}

struct ConvShape {
  int64_t n, h, w, c, o, kh, kw;
  ref::Conv2DGeometry geometry;
  /// Input channels per group: the filter's I dimension (C / G).
  int64_t cg() const { return c / geometry.groups; }
  int64_t ho() const {
    const auto &g = geometry;
    return (h + g.padding[0] + g.padding[1] - g.dilations[0] * (kh - 1) - 1) /
               g.strides[0] +
           1;
  }
  int64_t wo() const {
    const auto &g = geometry;
    return (w + g.padding[2] + g.padding[3] - g.dilations[1] * (kw - 1) - 1) /
               g.strides[1] +
           1;
  }
};

using SizeRange = std::optional<std::pair<int64_t, int64_t>>;

/// A random conv shape. `grouped` draws G in [2, 4] and the channels per
/// group (C/G, O/G in [1, 3], or the --c=/--o= ranges), so C and O are
/// multiples of G; otherwise G = 1 and the draws are exactly those of the
/// ungrouped generator, which keeps existing seeds' tests byte-identical.
ConvShape randomConvShape(Random &rng, bool depthwise, const SizeRange &c,
                          const SizeRange &o, bool grouped = false,
                          const SizeRange &window = std::nullopt) {
  ConvShape s;
  s.n = rng.range(1, 2);
  if (grouped) {
    int64_t groups = rng.range(2, 4);
    s.geometry.groups = groups;
    s.c = groups * (c ? rng.range(c->first, c->second) : rng.range(1, 3));
    s.o = groups * (o ? rng.range(o->first, o->second) : rng.range(1, 3));
  } else {
    s.c = c ? rng.range(c->first, c->second) : rng.range(1, 4);
    s.o = depthwise ? s.c
          : o       ? rng.range(o->first, o->second)
                    : rng.range(1, 4);
  }
  s.kh = window ? rng.range(window->first, window->second) : rng.range(1, 3);
  s.kw = window ? rng.range(window->first, window->second) : rng.range(1, 3);
  auto &g = s.geometry;
  g.strides = {rng.range(1, 2), rng.range(1, 2)};
  g.dilations = {rng.range(1, 2), rng.range(1, 2)};
  for (int64_t &pad : g.padding)
    pad = rng.range(0, 2);
  s.h = rng.range(1, 6);
  s.w = rng.range(1, 6);
  // The dilated kernel must fit the padded input.
  while (s.h + g.padding[0] + g.padding[1] < g.dilations[0] * (s.kh - 1) + 1)
    ++s.h;
  while (s.w + g.padding[2] + g.padding[3] < g.dilations[1] * (s.kw - 1) + 1)
    ++s.w;
  return s;
}

std::string convAttrs(const ConvShape &s, const Options &options) {
  const auto &g = s.geometry;
  std::vector<std::string> attrs = {
      "strides = " + i64Array({g.strides[0], g.strides[1]}),
      "dilations = " + i64Array({g.dilations[0], g.dilations[1]}),
      "padding = " +
          i64Array({g.padding[0], g.padding[1], g.padding[2], g.padding[3]})};
  // Only grouped cases carry `groups` (absent means 1), so the ungrouped
  // conv2d tests keep their text and also cover the attribute's default.
  if (g.groups != 1)
    attrs.push_back("groups = " + std::to_string(g.groups) + " : i64");
  return attrDict(options, attrs);
}

/// Whether TOSA's exact-output-size rule leaves the input non-empty once the
/// rows (columns) no window reaches are dropped (quantkit-export-tosa
/// rejects the degenerate rest).
bool tosaFits(int64_t size, int64_t span, int64_t nearPad, int64_t farPad,
              int64_t stride) {
  int64_t remainder = (size - 1 + nearPad + farPad - span) % stride;
  return remainder <= farPad || remainder - farPad < size;
}

void convCase(Program &p, Random &rng, const Options &options, bool depthwise,
              bool grouped = false) {
  ConvShape s = randomConvShape(rng, depthwise, options.c, options.o, grouped,
                                options.window);
  while (options.tosa &&
         !(tosaFits(s.h, s.geometry.dilations[0] * (s.kh - 1),
                    s.geometry.padding[0], s.geometry.padding[1],
                    s.geometry.strides[0]) &&
           tosaFits(s.w, s.geometry.dilations[1] * (s.kw - 1),
                    s.geometry.padding[2], s.geometry.padding[3],
                    s.geometry.strides[1])))
    s = randomConvShape(rng, depthwise, options.c, options.o, grouped,
                        options.window);
  std::vector<int64_t> inShape = {s.n, s.h, s.w, s.c};
  std::vector<int64_t> filterShape =
      depthwise ? std::vector<int64_t>{s.kh, s.kw, s.c}
                : std::vector<int64_t>{s.o, s.kh, s.kw, s.cg()};
  std::vector<int64_t> outShape = {s.n, s.ho(), s.wo(), s.o};
  bool sixteen = options.lhs16;
  Storage is = sixteen ? signed16() : rng.storage(!options.tosa, false, false);
  Storage fs = sixteen ? signed8() : rng.storage(!options.tosa, false, false);
  Quant in = rng.quant(is, 1, -1, sixteen);
  int64_t filterAxis = depthwise ? 2 : 0;
  bool perChannel = rng.chance(0.5);
  Quant f = rng.quant(fs, perChannel ? s.o : 1, perChannel ? filterAxis : -1,
                      rng.chance(0.5) || (options.tosa && perChannel));
  if (perChannel)
    f.axis = filterAxis;
  int64_t reduction = s.kh * s.kw * (depthwise ? 1 : s.cg());
  Quant o = outputQuant(rng, sumMagnitude(in, f, reduction, options), sixteen,
                        options.tosa);
  coarsenMultipliers(in, f, o, options);
  std::vector<int64_t> id =
      rng.operandData(is, product(inShape), options.extremes);
  std::vector<int64_t> fd =
      rng.operandData(fs, product(filterShape), options.extremes);
  bool hasBias = rng.chance(0.6);
  Quant bq = biasQuant(in, f, s.o, false);
  std::vector<int64_t> bias;
  for (int64_t c = 0; c < s.o; ++c)
    bias.push_back(rng.range(-4 * reduction * 128, 4 * reduction * 128));
  ref::Tensor expected =
      depthwise
          ? ref::depthwiseConv2d(tensorOf(inShape, id), in.params(),
                                 tensorOf(filterShape, fd), f.params(),
                                 hasBias ? &bias : nullptr, s.geometry,
                                 o.params(), options.scheme)
          : ref::conv2d(tensorOf(inShape, id), in.params(),
                        tensorOf(filterShape, fd), f.params(),
                        hasBias ? &bias : nullptr, s.geometry, o.params(),
                        options.scheme);
  std::string name = depthwise ? "depthwise_conv2d" : "conv2d";
  std::string groups =
      grouped ? " groups " + std::to_string(s.geometry.groups) : "";
  p.comment(name + groups + " " + quantType(in) + " * " + quantType(f) +
            " -> " + quantType(o));
  std::string a = p.quantized(inShape, id, in);
  std::string w = p.quantized(filterShape, fd, f);
  std::string operands = a + ", " + w;
  std::string types = tensorType(inShape, quantType(in)) + ", " +
                      tensorType(filterShape, quantType(f));
  if (hasBias) {
    operands += ", " + p.quantized({s.o}, bias, bq);
    types += ", " + tensorType({s.o}, quantType(bq));
  }
  std::string v =
      p.op("quantkit." + name + " " + operands + convAttrs(s, options) +
           " : (" + types + ") -> " + tensorType(outShape, quantType(o)));
  p.printQuantized(v, outShape, o, expected.data);
}

void poolCase(Program &p, Random &rng, const Options &options, bool average) {
  ref::Pool2DGeometry g;
  g.kernel = {rng.range(1, 3), rng.range(1, 3)};
  g.strides = {rng.range(1, 2), rng.range(1, 2)};
  for (int i = 0; i < 4; ++i)
    g.padding[i] = rng.range(0, g.kernel[i / 2] - 1);
  // A third with 16 to 40 channels: quantkit-cpu's 16-lane steps, full
  // and a tail.
  int64_t n = rng.range(1, 2),
          c = rng.chance(0.3) ? rng.range(16, 40) : rng.range(1, 3);
  int64_t h = rng.range(g.kernel[0], 6), w = rng.range(g.kernel[1], 6);
  while (options.tosa &&
         !(tosaFits(h, g.kernel[0] - 1, g.padding[0], g.padding[1],
                    g.strides[0]) &&
           tosaFits(w, g.kernel[1] - 1, g.padding[2], g.padding[3],
                    g.strides[1]))) {
    h = rng.range(g.kernel[0], 6);
    w = rng.range(g.kernel[1], 6);
  }
  int64_t ho = (h + g.padding[0] + g.padding[1] - g.kernel[0]) / g.strides[0] +
               1;
  int64_t wo = (w + g.padding[2] + g.padding[3] - g.kernel[1]) / g.strides[1] +
               1;
  std::vector<int64_t> inShape = {n, h, w, c}, outShape = {n, ho, wo, c};
  Quant q = rng.quant(rng.storage(!options.tosa, !options.tosa, false));
  std::vector<int64_t> data = rng.data(q.storage, product(inShape));
  ref::Tensor expected =
      average ? ref::avgPool2d(tensorOf(inShape, data), q.params(), g,
                               options.scheme)
              : ref::maxPool2d(tensorOf(inShape, data), g);
  std::string name = average ? "avg_pool2d" : "max_pool2d";
  p.comment(name + " " + quantType(q));
  std::string v = p.quantized(inShape, data, q);
  std::vector<std::string> attrs = {
      "kernel = " + i64Array({g.kernel[0], g.kernel[1]}),
      "strides = " + i64Array({g.strides[0], g.strides[1]}),
      "padding = " + i64Array({g.padding[0], g.padding[1], g.padding[2],
                               g.padding[3]})};
  // max_pool2d does not round: it never carries the scheme.
  Options noRounding = options;
  noRounding.roundingAttr = average && options.roundingAttr;
  std::string dict = attrDict(noRounding, attrs);
  std::string r = p.op("quantkit." + name + " " + v + dict + " : " +
                       tensorType(inShape, quantType(q)) + " -> " +
                       tensorType(outShape, quantType(q)));
  p.printQuantized(r, outShape, q, expected.data);
}

/// `quantkit.resize`: nearest or bilinear, TOSA's geometry drawn at random
/// (torch's half-pixel and aligned-corner forms among them), input and
/// output parameters of one storage type, equal in a fifth of the cases.
void resizeCase(Program &p, Random &rng, const Options &options) {
  ref::ResizeGeometry g;
  g.bilinear = rng.chance(0.6);
  // Numerators of 1024 to 2048 on both axes and 16-bit storage: the
  // bilinear sum then needs more than 32 bits (the lowering's 64-bit
  // accumulator).
  const bool wide = !options.tosa && rng.chance(0.2);
  if (wide)
    g.bilinear = true;
  // A third with 16 to 40 channels: quantkit-cpu's 16-lane steps, full
  // and a tail.
  int64_t n = rng.range(1, 2),
          c = rng.chance(0.3) ? rng.range(16, 40) : rng.range(1, 3);
  int64_t h = rng.range(1, 5), w = rng.range(1, 5);
  std::array<int64_t, 2> out = {0, 0};
  for (int axis = 0; axis < 2; ++axis) {
    int64_t in = axis == 0 ? h : w;
    int64_t size = 0, scaleN = 0, scaleD = 0, offset = 0, border = 0;
    int64_t form = rng.range(0, 9);
    // Any geometry TOSA allows with a numerator in [lo, hi] and an output
    // of at most `most`: drawn until the border lies in TOSA's range.
    auto anyGeometry = [&](int64_t lo, int64_t hi, int64_t most) {
      for (;;) {
        scaleN = rng.range(lo, hi);
        scaleD = rng.range(1, 16 * scaleN - 1);
        offset = rng.range(-scaleN, 3 * scaleN);
        size = rng.range(1, most);
        border = (size - 1) * scaleD - (in - 1) * scaleN + offset;
        if (border >= -16 * scaleN && border < scaleN)
          return;
      }
    };
    if (wide) {
      anyGeometry(1024, 2048, 6);
    } else if (form < 3) {
      // torch's align_corners=False: half-pixel centres.
      size = rng.range(1, 9);
      scaleN = 2 * size;
      scaleD = 2 * in;
      offset = in - size;
      border = size - in;
    } else if (form < 5 && in > 1) {
      // align_corners=True.
      size = rng.range(2, 9);
      scaleN = size - 1;
      scaleD = in - 1;
    } else {
      // Anything TOSA allows, with an output of at most 12.
      anyGeometry(1, 9, 12);
    }
    g.scale[2 * axis] = scaleN;
    g.scale[2 * axis + 1] = scaleD;
    g.offset[axis] = offset;
    g.border[axis] = border;
    out[axis] = size;
  }
  std::vector<int64_t> inShape = {n, h, w, c},
                       outShape = {n, out[0], out[1], c};
  // TOSA's RESIZE takes int8 (i16 bilinear sums to i48).
  Storage storage = options.tosa ? Storage() : rng.storage(true, true, true);
  while (wide && storage.bits != 16)
    storage = rng.storage(true, true, true);
  Quant qi = rng.quant(storage);
  Quant qo = rng.chance(0.2) ? qi : rng.quant(qi.storage);
  std::vector<int64_t> data = rng.data(qi.storage, product(inShape));
  ref::Tensor expected = ref::resize(tensorOf(inShape, data), qi.params(),
                                     qo.params(), g, options.scheme);
  std::string mode = g.bilinear ? "bilinear" : "nearest";
  p.comment("resize " + mode + " " + quantType(qi) + " -> " + quantType(qo));
  std::string v = p.quantized(inShape, data, qi);
  std::vector<std::string> attrs = {
      "mode = #quantkit.resize_mode<" + mode + ">",
      "scale = " + i64Array({g.scale[0], g.scale[1], g.scale[2], g.scale[3]}),
      "offset = " + i64Array({g.offset[0], g.offset[1]}),
      "border = " + i64Array({g.border[0], g.border[1]})};
  std::string r = p.op("quantkit.resize " + v + attrDict(options, attrs) +
                       " : " + tensorType(inShape, quantType(qi)) + " -> " +
                       tensorType(outShape, quantType(qo)));
  p.printQuantized(r, outShape, qo, expected.data);
}

/// `quantkit.rescale` and upstream's `tosa.rescale` (lowered by
/// tosa-to-linalg and tosa-to-arith) on the same i8 data with the same
/// multiplier and shift: both must print the reference's integers. TOSA
/// takes one input and one output zero point and per-channel scales along
/// the last axis, so the output is per-axis on that axis with one zero point.
void tosaRescaleCase(Program &p, Random &rng, const Options &options) {
  int64_t rows = rng.range(1, 3), channels = rng.range(1, 5);
  std::vector<int64_t> shape = {rows, channels};
  Storage s8 = {8, true, -128, 127};
  Quant in = rng.quant(s8);
  bool perChannel = rng.chance(0.5);
  Quant out;
  out.storage = s8;
  int64_t zpOut = rng.zeroPoint(s8);
  for (int64_t c = 0; c < (perChannel ? channels : 1); ++c) {
    // M = s_in / s_out within [2^-20, 2^8]: TOSA's shift 31 - e in [2, 62]
    // and its input range requirement hold.
    double ratio = std::exp2(
        std::uniform_real_distribution<double>(-20, 8)(rng.engine));
    if (rng.chance(0.3))
      ratio = std::ldexp(1.0, static_cast<int>(rng.range(-12, 4)));
    out.scales.push_back(in.scales[0] / ratio);
    out.zeroPoints.push_back(zpOut);
  }
  if (perChannel)
    out.axis = 1;
  std::vector<int64_t> data = rng.data(s8, product(shape));
  ref::Tensor expected = ref::rescale(tensorOf(shape, data), in.params(),
                                      out.params(), perChannel ? 1 : -1,
                                      options.scheme);
  std::vector<int64_t> multipliers, shifts;
  for (double scale : out.scales) {
    ref::QuantizedMultiplier qm = ref::quantizeMultiplier(in.scales[0] / scale);
    multipliers.push_back(qm.multiplier);
    shifts.push_back(31 - qm.shift);
  }
  const char *mode = options.scheme == ref::Rounding::DoubleRound
                         ? "DOUBLE_ROUND"
                         : "SINGLE_ROUND";
  p.comment("rescale " + quantType(in) + " -> " + quantType(out) +
            " against tosa.rescale " + mode);
  std::string raw = p.integers(shape, data, "i8");
  std::string q = p.op("quant.scast " + raw + " : " + tensorType(shape, "i8") +
                       " to " + tensorType(shape, quantType(in)));
  std::string r = p.op("quantkit.rescale " + q + roundingAttr(options) +
                       " : " + tensorType(shape, quantType(in)) + " to " +
                       tensorType(shape, quantType(out)));
  p.printQuantized(r, shape, out, expected.data);
  int64_t count = static_cast<int64_t>(multipliers.size());
  auto tosaConst = [&](const std::vector<int64_t> &values,
                       const std::string &element) {
    return p.op("\"tosa.const\"() {values = dense<" +
                denseLiteral({static_cast<int64_t>(values.size())},
                             asText(values)) +
                "> : " + tensorType({static_cast<int64_t>(values.size())},
                                    element) +
                "} : () -> " +
                tensorType({static_cast<int64_t>(values.size())}, element));
  };
  std::string m = tosaConst(multipliers, "i32");
  std::string sh = tosaConst(shifts, "i8");
  std::string izp = tosaConst({in.zeroPoints[0]}, "i8");
  std::string ozp = tosaConst({zpOut}, "i8");
  std::string t = p.op(
      "tosa.rescale " + raw + ", " + m + ", " + sh + ", " + izp + ", " + ozp +
      " {scale32 = true, rounding_mode = " + mode + ", per_channel = " +
      (perChannel ? "true" : "false") +
      ", input_unsigned = false, output_unsigned = false} : (" +
      tensorType(shape, "i8") + ", " + tensorType({count}, "i32") + ", " +
      tensorType({count}, "i8") + ", tensor<1xi8>, tensor<1xi8>) -> " +
      tensorType(shape, "i8"));
  std::string wide = p.op("arith.extsi " + t + " : " + tensorType(shape, "i8") +
                          " to " + tensorType(shape, "i32"));
  p.printRaw(wide, shape, expected.data);
}

/// Hybrid matmul (weight-only): f32 activations times dequantized weights,
/// accumulated in f32 in ascending k, then the f32 bias.
void hybridMatmulCase(Program &p, Random &rng, const Options &) {
  int64_t m = rng.range(1, 3), k = rng.range(1, 8), n = rng.range(1, 4);
  Storage ws = rng.storage(true, false, false);
  bool perChannel = rng.chance(0.5);
  Quant w = rng.quant(ws, perChannel ? n : 1, perChannel ? 1 : -1);
  if (perChannel)
    w.axis = 1;
  std::vector<int64_t> wd = rng.data(ws, k * n);
  std::vector<float> x, bias;
  for (int64_t i = 0; i < m * k; ++i)
    x.push_back(static_cast<float>(
        std::uniform_real_distribution<double>(-4, 4)(rng.engine)));
  bool hasBias = rng.chance(0.5);
  for (int64_t c = 0; c < n; ++c)
    bias.push_back(static_cast<float>(
        std::uniform_real_distribution<double>(-2, 2)(rng.engine)));
  std::vector<float> weights =
      ref::dequantizeTensor(tensorOf({k, n}, wd), w.params(), 1);
  std::vector<float> expected;
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      float acc = 0.0f;
      for (int64_t kk = 0; kk < k; ++kk) {
        float term = x[i * k + kk] * weights[kk * n + j];
        acc = acc + term;
      }
      expected.push_back(hasBias ? acc + bias[j] : acc);
    }
  p.comment("hybrid matmul f32 x " + quantType(w));
  std::string a = p.floats({m, k}, x);
  std::string wv = p.quantized({k, n}, wd, w);
  std::string operands = a + ", " + wv;
  std::string types = tensorType({m, k}, "f32") + ", " +
                      tensorType({k, n}, quantType(w));
  if (hasBias) {
    operands += ", " + p.floats({n}, bias);
    types += ", " + tensorType({n}, "f32");
  }
  std::string v = p.op("quantkit.matmul " + operands + " : (" + types +
                       ") -> " + tensorType({m, n}, "f32"));
  p.printFloats(v, {m, n}, expected);
}

/// Hybrid conv2d / depthwise_conv2d: f32 input padded with real zero,
/// weights dequantized per tap, accumulated in f32 over (kh, kw, c) in that
/// order (the lowering's loop order), then the f32 bias. Grouped conv2d
/// sums c over the C/G channels of the output channel's group only.
void hybridConvCase(Program &p, Random &rng, const Options &options,
                    bool depthwise, bool grouped = false) {
  ConvShape s = randomConvShape(rng, depthwise, options.c, options.o, grouped,
                                options.window);
  std::vector<int64_t> inShape = {s.n, s.h, s.w, s.c};
  std::vector<int64_t> filterShape =
      depthwise ? std::vector<int64_t>{s.kh, s.kw, s.c}
                : std::vector<int64_t>{s.o, s.kh, s.kw, s.cg()};
  std::vector<int64_t> outShape = {s.n, s.ho(), s.wo(), s.o};
  Storage fs = rng.storage(true, false, false);
  int64_t filterAxis = depthwise ? 2 : 0;
  bool perChannel = rng.chance(0.5);
  Quant f = rng.quant(fs, perChannel ? s.o : 1, perChannel ? filterAxis : -1);
  if (perChannel)
    f.axis = filterAxis;
  std::vector<int64_t> fd = rng.data(fs, product(filterShape));
  std::vector<float> weights = ref::dequantizeTensor(
      tensorOf(filterShape, fd), f.params(), filterAxis);
  std::vector<float> x, bias;
  for (int64_t i = 0; i < product(inShape); ++i)
    x.push_back(static_cast<float>(
        std::uniform_real_distribution<double>(-3, 3)(rng.engine)));
  bool hasBias = rng.chance(0.5);
  for (int64_t c = 0; c < s.o; ++c)
    bias.push_back(static_cast<float>(
        std::uniform_real_distribution<double>(-1, 1)(rng.engine)));
  const auto &g = s.geometry;
  const int64_t cg = s.cg(), og = s.o / g.groups;
  auto input = [&](int64_t n, int64_t y, int64_t xx, int64_t c) -> float {
    if (y < 0 || y >= s.h || xx < 0 || xx >= s.w)
      return 0.0f;
    return x[((n * s.h + y) * s.w + xx) * s.c + c];
  };
  std::vector<float> expected;
  for (int64_t n = 0; n < s.n; ++n)
    for (int64_t y = 0; y < s.ho(); ++y)
      for (int64_t xx = 0; xx < s.wo(); ++xx)
        for (int64_t o = 0; o < s.o; ++o) {
          float acc = 0.0f;
          // First input channel of o's group (0 when ungrouped).
          const int64_t groupBase = (o / og) * cg;
          for (int64_t kh = 0; kh < s.kh; ++kh)
            for (int64_t kw = 0; kw < s.kw; ++kw)
              for (int64_t c = 0; c < (depthwise ? 1 : cg); ++c) {
                int64_t channel = depthwise ? o : groupBase + c;
                float in = input(n, y * g.strides[0] + kh * g.dilations[0] -
                                        g.padding[0],
                                 xx * g.strides[1] + kw * g.dilations[1] -
                                     g.padding[2],
                                 channel);
                float w = depthwise
                              ? weights[(kh * s.kw + kw) * s.c + o]
                              : weights[((o * s.kh + kh) * s.kw + kw) * cg + c];
                float term = in * w;
                acc = acc + term;
              }
          expected.push_back(hasBias ? acc + bias[o] : acc);
        }
  std::string name = depthwise ? "depthwise_conv2d" : "conv2d";
  std::string groups = grouped ? " groups " + std::to_string(g.groups) : "";
  p.comment("hybrid " + name + groups + " f32 * " + quantType(f));
  std::string a = p.floats(inShape, x);
  std::string w = p.quantized(filterShape, fd, f);
  std::string operands = a + ", " + w;
  std::string types = tensorType(inShape, "f32") + ", " +
                      tensorType(filterShape, quantType(f));
  if (hasBias) {
    operands += ", " + p.floats({s.o}, bias);
    types += ", " + tensorType({s.o}, "f32");
  }
  Options noRounding = options;
  noRounding.roundingAttr = false;
  std::string v = p.op("quantkit." + name + " " + operands +
                       convAttrs(s, noRounding) + " : (" + types + ") -> " +
                       tensorType(outShape, "f32"));
  p.printFloats(v, outShape, expected);
}

} // namespace

int main(int argc, char **argv) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&](const char *prefix) -> const char * {
      size_t length = std::strlen(prefix);
      return arg.compare(0, length, prefix) == 0 ? argv[i] + length : nullptr;
    };
    if (const char *v = value("--seed="))
      options.seed = std::strtoull(v, nullptr, 10);
    else if (const char *v = value("--cases="))
      options.cases = std::atoi(v);
    else if (const char *v = value("--scheme=")) {
      if (!parseScheme(v, options.scheme)) {
        std::fprintf(stderr, "quantkit-testgen: unknown scheme '%s'\n", v);
        return 2;
      }
    } else if (arg == "--no-rounding-attr")
      options.roundingAttr = false;
    else if (arg == "--tosa")
      options.tosa = true;
    else if (const char *v = value("--m=")) {
      if (!parseRange(v, options.m))
        return std::fprintf(stderr, "quantkit-testgen: bad --m\n"), 2;
    } else if (const char *v = value("--k=")) {
      if (!parseRange(v, options.k))
        return std::fprintf(stderr, "quantkit-testgen: bad --k\n"), 2;
    } else if (const char *v = value("--n=")) {
      if (!parseRange(v, options.n))
        return std::fprintf(stderr, "quantkit-testgen: bad --n\n"), 2;
    } else if (const char *v = value("--c=")) {
      if (!parseRange(v, options.c))
        return std::fprintf(stderr, "quantkit-testgen: bad --c\n"), 2;
    } else if (const char *v = value("--o=")) {
      if (!parseRange(v, options.o))
        return std::fprintf(stderr, "quantkit-testgen: bad --o\n"), 2;
    } else if (const char *v = value("--window=")) {
      if (!parseRange(v, options.window))
        return std::fprintf(stderr, "quantkit-testgen: bad --window\n"), 2;
    } else if (arg == "--lhs16")
      options.lhs16 = true;
    else if (arg == "--extremes")
      options.extremes = true;
    else if (const char *v = value("--multiplier-bits=")) {
      options.multiplierBits = std::atoi(v);
      if (options.multiplierBits < 1 || options.multiplierBits > 31)
        return std::fprintf(stderr,
                            "quantkit-testgen: --multiplier-bits takes 1 to "
                            "31\n"),
               2;
    } else if (arg == "--qcast-half-away")
      options.qcastRounding = ref::RoundMode::HalfAwayFromZero;
    else if (!arg.empty() && arg[0] != '-' && options.op.empty())
      options.op = arg;
    else {
      std::fprintf(stderr, "quantkit-testgen: unknown argument '%s'\n",
                   arg.c_str());
      return 2;
    }
  }
  using CaseFn = void (*)(Program &, Random &, const Options &);
  struct Entry {
    const char *name;
    CaseFn fn;
  };
  static const Entry entries[] = {
      {"qcast", qcastCase},
      {"dcast", dcastCase},
      {"rescale", rescaleCase},
      {"add", [](Program &p, Random &r,
                 const Options &o) { binaryCase(p, r, o, true); }},
      {"mul", [](Program &p, Random &r,
                 const Options &o) { binaryCase(p, r, o, false); }},
      {"logistic",
       [](Program &p, Random &r, const Options &o) {
         activationCase(p, r, o, ref::Activation::Logistic);
       }},
      {"tanh",
       [](Program &p, Random &r, const Options &o) {
         activationCase(p, r, o, ref::Activation::Tanh);
       }},
      {"hard_swish",
       [](Program &p, Random &r, const Options &o) {
         activationCase(p, r, o, ref::Activation::HardSwish);
       }},
      {"gelu",
       [](Program &p, Random &r, const Options &o) {
         activationCase(p, r, o, ref::Activation::Gelu);
       }},
      {"gelu_tanh",
       [](Program &p, Random &r, const Options &o) {
         activationCase(p, r, o, ref::Activation::GeluTanh);
       }},
      // quantkit.softmax along a random axis (see softmaxCase).
      {"softmax", softmaxCase},
      {"matmul", matmulCase},
      {"conv2d", [](Program &p, Random &r,
                    const Options &o) { convCase(p, r, o, false); }},
      {"depthwise_conv2d", [](Program &p, Random &r,
                              const Options &o) { convCase(p, r, o, true); }},
      {"avg_pool2d", [](Program &p, Random &r,
                        const Options &o) { poolCase(p, r, o, true); }},
      {"max_pool2d", [](Program &p, Random &r,
                        const Options &o) { poolCase(p, r, o, false); }},
      {"resize", resizeCase},
      {"hybrid_matmul", hybridMatmulCase},
      {"tosa_rescale", tosaRescaleCase},
      {"hybrid_conv2d",
       [](Program &p, Random &r, const Options &o) {
         hybridConvCase(p, r, o, false);
       }},
      {"hybrid_depthwise_conv2d",
       [](Program &p, Random &r, const Options &o) {
         hybridConvCase(p, r, o, true);
       }},
      // quantkit.conv2d with its `groups` attribute (G in [2, 4]).
      {"grouped_conv2d",
       [](Program &p, Random &r, const Options &o) {
         convCase(p, r, o, /*depthwise=*/false, /*grouped=*/true);
       }},
      {"hybrid_grouped_conv2d",
       [](Program &p, Random &r, const Options &o) {
         hybridConvCase(p, r, o, /*depthwise=*/false, /*grouped=*/true);
       }},
  };
  for (const Entry &entry : entries) {
    if (options.op != entry.name)
      continue;
    Random rng(options.seed);
    Program program;
    for (int i = 0; i < options.cases; ++i)
      entry.fn(program, rng, options);
    std::fputs(program.text().c_str(), stdout);
    return 0;
  }
  std::fprintf(stderr,
               "usage: quantkit-testgen OP [--seed=N] [--cases=N] "
               "[--scheme=NAME] [--no-rounding-attr] [--qcast-half-away] "
               "[--tosa] [--m=|--k=|--n=|--c=|--o=|--window=LO:HI]\n"
               "OP: qcast dcast rescale add mul logistic tanh hard_swish gelu "
               "gelu_tanh softmax matmul "
               "conv2d "
               "depthwise_conv2d avg_pool2d max_pool2d resize hybrid_matmul "
               "tosa_rescale hybrid_conv2d\n"
               "hybrid_depthwise_conv2d grouped_conv2d "
               "hybrid_grouped_conv2d\n");
  return 2;
}
