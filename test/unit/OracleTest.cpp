//===- OracleTest.cpp - The numerics reference against upstream data ------===//
//
// Reads the decoded upstream expectations under QUANTKIT_ORACLES_DIR
// (../shared/oracles: gemmlowp, TFLite, ONNX, StableHLO; see its README) at
// test time and compares test/reference/QuantReference.h with them bit for
// bit. Every suite prints "run, bit-exact, skipped (why)" counts; a suite
// whose folder is absent is skipped with GTEST_SKIP.
//
//===----------------------------------------------------------------------===//

#include "test/reference/QuantReference.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <map>
#include <optional>
#include <regex>
#include <string>
#include <sys/stat.h>
#include <vector>

#ifndef QUANTKIT_ORACLES_DIR
#define QUANTKIT_ORACLES_DIR "../shared/oracles"
#endif

using namespace quantkit::reference;
namespace json = llvm::json;

namespace {

//===----------------------------------------------------------------------===//
// Helpers: files, JSON, counts.
//===----------------------------------------------------------------------===//

std::string oracleDir(const std::string &sub) {
  return std::string(QUANTKIT_ORACLES_DIR) + "/" + sub;
}

bool isDirectory(const std::string &path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

std::vector<std::string> listJson(const std::string &dir) {
  std::vector<std::string> files;
  if (DIR *d = opendir(dir.c_str())) {
    while (dirent *e = readdir(d)) {
      std::string name = e->d_name;
      if (name.size() > 5 && name.substr(name.size() - 5) == ".json" &&
          name != "INDEX.json")
        files.push_back(name);
    }
    closedir(d);
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::optional<json::Value> loadJson(const std::string &path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer) {
    ADD_FAILURE() << "cannot read " << path;
    return std::nullopt;
  }
  auto parsed = json::parse((*buffer)->getBuffer());
  if (!parsed) {
    ADD_FAILURE() << "bad JSON in " << path << ": "
                  << llvm::toString(parsed.takeError());
    return std::nullopt;
  }
  return std::move(*parsed);
}

int64_t asInt(const json::Value &v) {
  if (auto i = v.getAsInteger())
    return *i;
  if (auto d = v.getAsNumber())
    return static_cast<int64_t>(*d);
  ADD_FAILURE() << "not an integer";
  return 0;
}

/// JSON numbers, with the JavaScript-style "Infinity"/"NaN" that Python's
/// json module writes (llvm::json does not accept them: see loadJsonLenient).
double asDouble(const json::Value &v) {
  if (auto d = v.getAsNumber())
    return *d;
  if (auto s = v.getAsString()) {
    if (*s == "Infinity")
      return INFINITY;
    if (*s == "-Infinity")
      return -INFINITY;
    if (*s == "NaN")
      return NAN;
  }
  ADD_FAILURE() << "not a number";
  return 0;
}

std::vector<int64_t> intArray(const json::Value *v) {
  std::vector<int64_t> out;
  if (const json::Array *a = v ? v->getAsArray() : nullptr)
    for (const json::Value &e : *a)
      out.push_back(asInt(e));
  return out;
}

std::vector<double> doubleArray(const json::Value *v) {
  std::vector<double> out;
  if (const json::Array *a = v ? v->getAsArray() : nullptr)
    for (const json::Value &e : *a)
      out.push_back(asDouble(e));
  return out;
}

float bitsToFloat(uint32_t bits) {
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}
uint32_t floatToBits(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof bits);
  return bits;
}

/// Python writes Infinity / -Infinity / NaN as bare words, which is not
/// JSON; quote them so llvm::json accepts the file (asDouble maps them back).
std::optional<json::Value> loadJsonLenient(const std::string &path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer) {
    ADD_FAILURE() << "cannot read " << path;
    return std::nullopt;
  }
  std::string text = (*buffer)->getBuffer().str();
  std::string fixed;
  fixed.reserve(text.size());
  bool inString = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '"' && (i == 0 || text[i - 1] != '\\'))
      inString = !inString;
    if (!inString) {
      for (const char *word : {"-Infinity", "Infinity", "NaN"}) {
        size_t n = std::strlen(word);
        if (text.compare(i, n, word) == 0) {
          fixed += '"';
          fixed += word;
          fixed += '"';
          i += n - 1;
          c = 0;
          break;
        }
      }
      if (c == 0)
        continue;
    }
    fixed += c;
  }
  auto parsed = json::parse(fixed);
  if (!parsed) {
    ADD_FAILURE() << "bad JSON in " << path << ": "
                  << llvm::toString(parsed.takeError());
    return std::nullopt;
  }
  return std::move(*parsed);
}

/// Per-suite counts, printed at the end of each oracle test.
struct Counts {
  explicit Counts(std::string suite = "") : suite(std::move(suite)) {}
  std::string suite;
  int64_t run = 0, exact = 0, elements = 0, exactElements = 0;
  std::map<std::string, int64_t> skipped;
  std::vector<std::string> notes;

  void record(bool ok, int64_t elems = 1, int64_t okElems = -1) {
    ++run;
    exact += ok ? 1 : 0;
    elements += elems;
    exactElements += okElems < 0 ? (ok ? elems : 0) : okElems;
  }
  void skip(const std::string &why) { ++skipped[why]; }
  /// Adds the counts of a sub-suite (one operator of a suite).
  void add(const Counts &part) {
    run += part.run;
    exact += part.exact;
    elements += part.elements;
    exactElements += part.exactElements;
    for (auto &kv : part.skipped)
      skipped[kv.first] += kv.second;
  }
  int64_t skippedTotal() const {
    int64_t n = 0;
    for (auto &kv : skipped)
      n += kv.second;
    return n;
  }
  void print() const {
    std::printf("[oracle] %s: %lld run, %lld bit-exact (%lld/%lld values), "
                "%lld skipped\n",
                suite.c_str(), (long long)run, (long long)exact,
                (long long)exactElements, (long long)elements,
                (long long)skippedTotal());
    for (auto &kv : skipped)
      std::printf("[oracle]   skipped %lld: %s\n", (long long)kv.second,
                  kv.first.c_str());
    for (auto &n : notes)
      std::printf("[oracle]   note: %s\n", n.c_str());
    std::fflush(stdout);
  }
};

#define REQUIRE_ORACLE_DIR(sub)                                                \
  do {                                                                         \
    if (!isDirectory(oracleDir(sub)))                                          \
      GTEST_SKIP() << "oracle folder " << oracleDir(sub)                       \
                   << " is absent: upstream conformance data not checked";     \
  } while (0)

//===----------------------------------------------------------------------===//
// gemmlowp: RoundingDivideByPOT.
//===----------------------------------------------------------------------===//

TEST(OracleGemmlowp, RoundingDivideByPOT) {
  REQUIRE_ORACLE_DIR("gemmlowp");
  auto doc = loadJson(oracleDir("gemmlowp/rounding_divide_by_pot_cases.json"));
  ASSERT_TRUE(doc);
  const json::Array *cases = doc->getAsObject()->getArray("cases");
  ASSERT_TRUE(cases);
  Counts counts{"gemmlowp RoundingDivideByPOT"};
  int failures = 0;
  for (const json::Value &c : *cases) {
    const json::Array &t = *c.getAsArray();
    const int64_t x = asInt(t[0]);
    const int exponent = static_cast<int>(asInt(t[1]));
    const int64_t expected = asInt(t[2]);
    const int32_t got = roundingDivideByPOT(static_cast<int32_t>(x), exponent);
    const int64_t wide =
        static_cast<int64_t>(roundingDivideByPOTWide(x, exponent));
    const bool ok = got == expected && wide == expected;
    counts.record(ok);
    if (!ok && ++failures <= 10)
      ADD_FAILURE() << "RoundingDivideByPOT(" << x << ", " << exponent
                    << ") = " << got << " (wide " << wide << "), expected "
                    << expected;
  }
  counts.print();
  EXPECT_EQ(counts.run, 9504);
  EXPECT_EQ(counts.exact, counts.run);
}

//===----------------------------------------------------------------------===//
// TFLite: QuantizeMultiplier, MultiplyByQuantizedMultiplier, int8 FC.
//===----------------------------------------------------------------------===//

class OracleTflite : public ::testing::Test {
protected:
  void SetUp() override {
    if (!isDirectory(oracleDir("tflite")))
      GTEST_SKIP() << "oracle folder " << oracleDir("tflite")
                   << " is absent: upstream conformance data not checked";
    doc = loadJson(oracleDir("tflite/tflite_requant_cases.json"));
    ASSERT_TRUE(doc);
  }
  const json::Object &root() { return *doc->getAsObject(); }
  std::optional<json::Value> doc;
};

TEST_F(OracleTflite, QuantizeMultiplier) {
  Counts counts{"tflite QuantizeMultiplier"};
  for (const json::Value &v : *root().getArray("QuantizeMultiplier")) {
    const json::Object &o = *v.getAsObject();
    const std::string hex = o.getString("double_hex")->str();
    const double M = std::strtod(hex.c_str(), nullptr);
    EXPECT_EQ(M, *o.getNumber("double")) << hex;
    const QuantizedMultiplier qm = quantizeMultiplier(M);
    const bool ok =
        qm.multiplier == asInt(*o.get("expected_quantized_multiplier")) &&
        qm.shift == asInt(*o.get("expected_shift"));
    counts.record(ok);
    EXPECT_TRUE(ok) << o.getString("fn")->str() << " " << hex << ": got {"
                    << qm.multiplier << ", " << qm.shift << "}";
  }
  counts.print();
  EXPECT_EQ(counts.run, 30);
  EXPECT_EQ(counts.exact, counts.run);
}

/// The multiplier of a MultiplyByQuantizedMultiplier vector, which gives
/// either the real multiplier or its Q31 form: both forms, one derived from
/// the other.
std::pair<QuantizedMultiplier, double>
vectorMultiplier(const json::Object &vector) {
  if (auto real = vector.getNumber("real_multiplier"))
    return {quantizeMultiplier(*real), *real};
  QuantizedMultiplier qm{
      static_cast<int32_t>(asInt(*vector.get("quantized_multiplier"))),
      static_cast<int>(asInt(*vector.get("shift")))};
  return {qm, std::ldexp(static_cast<double>(qm.multiplier), qm.shift - 31)};
}

TEST_F(OracleTflite, MultiplyByQuantizedMultiplierInt32) {
  Counts dbl{"tflite MultiplyByQuantizedMultiplier int32, double-rounding "
             "build (= gemmlowp)"};
  Counts sgl{"tflite MultiplyByQuantizedMultiplier int32, single-rounding "
             "build (= single_round)"};
  for (const json::Value &v : *root().getArray("MultiplyByQuantizedMultiplier_int32")) {
    const json::Object &o = *v.getAsObject();
    const int32_t x = static_cast<int32_t>(asInt(*o.get("x")));
    const int64_t expected = asInt(*o.get("expected"));
    auto [qm, M] = vectorMultiplier(o);
    ASSERT_EQ(quantizeMultiplier(M).multiplier, qm.multiplier);
    ASSERT_EQ(quantizeMultiplier(M).shift, qm.shift);
    // Double-rounding build: TFLite's literal code and the reference's
    // gemmlowp and double_round schemes.
    const int32_t literal =
        tfliteMultiplyByQuantizedMultiplier(x, qm.multiplier, qm.shift);
    const int64_t viaGemmlowp = multiplyByRealMultiplier(x, M, Rounding::Gemmlowp);
    const int64_t viaDouble = multiplyByRealMultiplier(x, M, Rounding::DoubleRound);
    const bool okD =
        literal == expected && viaGemmlowp == expected && viaDouble == expected;
    dbl.record(okD);
    EXPECT_TRUE(okD) << "x " << x << " M " << M << ": literal " << literal
                     << " gemmlowp " << viaGemmlowp << " double_round "
                     << viaDouble << " expected " << expected;
    if (o.getBoolean("double_rounding_only").value_or(false)) {
      sgl.skip("negative multiplier: TFLITE_SINGLE_ROUNDING requires "
               "quantized_multiplier >= 0 (vector marked double-rounding only)");
      continue;
    }
    const int32_t literalS = tfliteMultiplyByQuantizedMultiplierSingleRounding(
        x, qm.multiplier, qm.shift);
    const int64_t viaSingle = multiplyByRealMultiplier(x, M, Rounding::SingleRound);
    const bool okS = literalS == expected && viaSingle == expected;
    sgl.record(okS);
    EXPECT_TRUE(okS) << "x " << x << " M " << M << ": literal " << literalS
                     << " single_round " << viaSingle << " expected "
                     << expected;
  }
  dbl.print();
  sgl.print();
  EXPECT_EQ(dbl.run, 12);
  EXPECT_EQ(sgl.run, 8);
  EXPECT_EQ(dbl.exact, dbl.run);
  EXPECT_EQ(sgl.exact, sgl.run);
}

TEST_F(OracleTflite, MultiplyByQuantizedMultiplierInt64) {
  Counts counts{"tflite MultiplyByQuantizedMultiplier int64 (16x8 kernels)"};
  int64_t gemmlowpDiffers = 0;
  for (const json::Value &v : *root().getArray("MultiplyByQuantizedMultiplier_int64")) {
    const json::Object &o = *v.getAsObject();
    const int64_t x = asInt(*o.get("x"));
    const int64_t expected = asInt(*o.get("expected"));
    auto [qm, M] = vectorMultiplier(o);
    const int32_t got =
        tfliteMultiplyByQuantizedMultiplierInt64(x, qm.multiplier, qm.shift);
    counts.record(got == expected);
    EXPECT_EQ(got, expected) << "x " << x << " M " << M;
    if (multiplyByRealMultiplier(x, M, Rounding::Gemmlowp) != expected)
      ++gemmlowpDiffers;
  }
  counts.notes.push_back(
      "TFLite's int64 overload reduces the multiplier to Q15 (single "
      "rounding); the exact `gemmlowp` scheme on the same 64-bit inputs "
      "differs on " +
      std::to_string(gemmlowpDiffers) + " of " + std::to_string(counts.run) +
      " vectors");
  counts.print();
  EXPECT_EQ(counts.run, 8);
  EXPECT_EQ(counts.exact, counts.run);
}

TEST_F(OracleTflite, FullyConnectedInt8) {
  const json::Object &fc = *root().getObject("fully_connected_int8");
  const std::vector<int64_t> inShape = intArray(fc.get("input_shape"));
  const std::vector<int64_t> wShape = intArray(fc.get("weights_shape"));
  const std::vector<int64_t> w = intArray(fc.get("weights_int8"));
  // TFLite weights are [N, K]; quantkit.matmul takes rhs [K, N].
  Tensor rhs{{wShape[1], wShape[0]}, std::vector<int64_t>(w.size())};
  for (int64_t n = 0; n < wShape[0]; ++n)
    for (int64_t k = 0; k < wShape[1]; ++k)
      rhs.data[k * wShape[0] + n] = w[n * wShape[1] + k];
  Tensor lhs{inShape, intArray(fc.get("input_int8"))};
  const StorageRange i8 = storageRange(8, true);
  QuantParams lq = QuantParams::perTensor(*fc.getNumber("input_scale"),
                                          asInt(*fc.get("input_zero_point")), i8);
  QuantParams rq = QuantParams::perTensor(
      *fc.getNumber("weights_scale"), asInt(*fc.get("weights_zero_point")), i8);
  QuantParams oq = QuantParams::perTensor(
      *fc.getNumber("output_scale"), asInt(*fc.get("output_zero_point")), i8);
  EXPECT_EQ(*fc.getNumber("bias_scale"), lq.scale(0) * rq.scale(0));
  std::vector<int64_t> bias = intArray(fc.get("bias_int32"));
  const QuantizedMultiplier qm =
      quantizeMultiplier(lq.scale(0) * rq.scale(0) / oq.scale(0));
  const std::vector<int64_t> eff = intArray(fc.get("effective_multiplier"));
  EXPECT_EQ(qm.multiplier, eff[0]);
  EXPECT_EQ(qm.shift, eff[1]);
  const std::vector<int64_t> expected =
      intArray(fc.get("expected_output_int8_from_test"));
  Counts counts{"tflite fully_connected int8 (gemmlowp matmul)"};
  for (Rounding s : {Rounding::Gemmlowp, Rounding::DoubleRound,
                     Rounding::SingleRound}) {
    Tensor out = matmul(lhs, lq, rhs, rq, &bias, oq, s);
    int64_t same = 0;
    for (size_t i = 0; i < expected.size(); ++i)
      same += out.data[i] == expected[i];
    if (s == Rounding::Gemmlowp) {
      counts.record(same == (int64_t)expected.size(), expected.size(), same);
      EXPECT_EQ(out.data, expected);
    } else {
      counts.notes.push_back(std::string(roundingName(s)) + " also gives " +
                             std::to_string(same) + "/" +
                             std::to_string(expected.size()));
    }
  }
  counts.print();
}

//===----------------------------------------------------------------------===//
// ONNX.
//===----------------------------------------------------------------------===//

struct OnnxInput {
  std::string dtype;
  std::vector<int64_t> shape;
  std::vector<double> values; // exact: f32 from f32_bits_hex
  std::vector<int64_t> ints;
};

std::optional<OnnxInput> onnxTensor(const json::Object &t) {
  OnnxInput in;
  in.dtype = t.getString("dtype")->str();
  in.shape = intArray(t.get("shape"));
  if (const json::Array *hex = t.getArray("f32_bits_hex")) {
    for (const json::Value &h : *hex)
      in.values.push_back(bitsToFloat(static_cast<uint32_t>(
          std::strtoul(h.getAsString()->str().c_str(), nullptr, 16))));
  } else if (in.dtype.find("int") != std::string::npos) {
    in.ints = intArray(t.get("values"));
  } else {
    in.values = doubleArray(t.get("values"));
  }
  return in;
}

std::map<std::string, OnnxInput> onnxInputs(const json::Object &doc) {
  std::map<std::string, OnnxInput> m;
  for (const json::Value &v : *doc.getArray("inputs")) {
    const json::Object &t = *v.getAsObject();
    m[t.getString("name")->str()] = *onnxTensor(t);
  }
  return m;
}

std::optional<StorageRange> onnxRange(const std::string &dtype) {
  if (dtype == "int8")
    return storageRange(8, true);
  if (dtype == "uint8")
    return storageRange(8, false);
  if (dtype == "int16")
    return storageRange(16, true);
  if (dtype == "uint16")
    return storageRange(16, false);
  return std::nullopt;
}

/// NCHW (or OIHW) -> NHWC (OHWI).
Tensor toChannelsLast(const std::vector<int64_t> &shape,
                      const std::vector<int64_t> &data) {
  const int64_t N = shape[0], C = shape[1], H = shape[2], W = shape[3];
  Tensor t{{N, H, W, C}, std::vector<int64_t>(data.size())};
  for (int64_t n = 0; n < N; ++n)
    for (int64_t c = 0; c < C; ++c)
      for (int64_t h = 0; h < H; ++h)
        for (int64_t w = 0; w < W; ++w)
          t.data[((n * H + h) * W + w) * C + c] =
              data[((n * C + c) * H + h) * W + w];
  return t;
}
std::vector<int64_t> toChannelsFirst(const Tensor &t) {
  const int64_t N = t.shape[0], H = t.shape[1], W = t.shape[2],
                C = t.shape[3];
  std::vector<int64_t> out(t.data.size());
  for (int64_t n = 0; n < N; ++n)
    for (int64_t c = 0; c < C; ++c)
      for (int64_t h = 0; h < H; ++h)
        for (int64_t w = 0; w < W; ++w)
          out[((n * C + c) * H + h) * W + w] =
              t.data[((n * H + h) * W + w) * C + c];
  return out;
}

/// Round-trips through IEEE half for the float16 QLinearMatMul variants.
float toHalfAndBack(double x);

int64_t compareInts(const std::vector<int64_t> &got,
                    const std::vector<int64_t> &expected,
                    const std::string &what) {
  int64_t same = 0;
  int shown = 0;
  EXPECT_EQ(got.size(), expected.size()) << what;
  for (size_t i = 0; i < std::min(got.size(), expected.size()); ++i) {
    if (got[i] == expected[i])
      ++same;
    else if (++shown <= 5)
      ADD_FAILURE() << what << " [" << i << "]: got " << got[i]
                    << ", expected " << expected[i];
  }
  return same;
}

TEST(OracleOnnx, AllNodeTests) {
  REQUIRE_ORACLE_DIR("onnx");
  Counts counts{"onnx"};
  std::map<std::string, Counts> perOp;
  const std::vector<std::string> files = listJson(oracleDir("onnx"));
  EXPECT_EQ(files.size(), 45u);
  int64_t onnxMultiplierVariantAgrees = 0, onnxMultiplierVariantRun = 0;
  // How many QLinear* oracle values the integer schemes would miss.
  std::map<std::string, int64_t> integerSchemeMisses;
  auto countIntegerSchemes = [&](const Tensor &acc, const std::vector<double> &M,
                                 const QuantParams &out,
                                 const std::vector<int64_t> &want) {
    for (Rounding s : {Rounding::Gemmlowp, Rounding::SingleRound}) {
      Tensor alt = requantizeTensor(acc, M, out.zeroPoint(0), out.qmin,
                                    out.qmax, s);
      for (size_t i = 0; i < want.size(); ++i)
        integerSchemeMisses[roundingName(s)] += alt.data[i] != want[i];
    }
  };
  for (const std::string &file : files) {
    auto doc = loadJson(oracleDir("onnx/" + file));
    ASSERT_TRUE(doc);
    const json::Object &o = *doc->getAsObject();
    const std::string name = o.getString("name")->str();
    const json::Value *opV = o.get("op");
    // The *_expanded variants carry a node list instead of an op name.
    const std::string op =
        opV && opV->getAsString()
            ? opV->getAsString()->str()
            : (name.find("dynamicquantizelinear") != std::string::npos
                   ? std::string("DynamicQuantizeLinear")
                   : std::string("(expanded graph)"));
    Counts &c = perOp[op];
    c.suite = "onnx " + op;
    SCOPED_TRACE(name);
    const json::Object *attrs = o.getObject("attributes");
    auto inputs = onnxInputs(o);
    const json::Object &out0 =
        *o.getArray("expected_outputs")->front().getAsObject();
    const std::string outType = out0.getString("dtype")->str();

    if (op == "DynamicQuantizeLinear") {
      c.skip("DynamicQuantizeLinear: computes its own scale/zero point at "
             "run time (no QuantKit counterpart)");
      continue;
    }
    if (op == "QuantizeLinear" || op == "DequantizeLinear") {
      std::string storage = op == "QuantizeLinear" ? outType : inputs["x"].dtype;
      if (attrs && attrs->get("block_size")) {
        c.skip("blocked quantization (block_size)");
        continue;
      }
      if (storage.find("float") != std::string::npos) {
        c.skip("float8/float4 storage");
        continue;
      }
      auto range = onnxRange(storage);
      if (!range) {
        c.skip("int4/uint4/int2/uint2 storage");
        continue;
      }
      const std::string scaleName = op == "QuantizeLinear" ? "y_scale" : "x_scale";
      const std::string zpName =
          op == "QuantizeLinear" ? "y_zero_point" : "x_zero_point";
      const OnnxInput &scale = inputs[scaleName];
      std::vector<int64_t> zps = inputs.count(zpName) ? inputs[zpName].ints
                                                      : std::vector<int64_t>{0};
      int64_t axis = attrs && attrs->getInteger("axis")
                         ? *attrs->getInteger("axis")
                         : 1;
      const OnnxInput &x = inputs["x"];
      if (axis < 0)
        axis += x.shape.size();
      QuantParams q = scale.values.size() > 1
                          ? QuantParams::perChannel(scale.values, zps, *range)
                          : QuantParams::perTensor(scale.values[0], zps[0],
                                                   *range);
      if (op == "QuantizeLinear") {
        std::vector<float> xs(x.values.begin(), x.values.end());
        Tensor got = quantizeTensor(xs, x.shape, q, axis, RoundMode::HalfToEven);
        const std::vector<int64_t> expected = intArray(out0.get("values"));
        const int64_t same = compareInts(got.data, expected, name);
        c.record(same == (int64_t)expected.size(), expected.size(), same);
      } else {
        Tensor t{x.shape, x.ints};
        std::vector<float> got = dequantizeTensor(t, q, axis);
        std::vector<int64_t> gotBits, expBits;
        for (float f : got)
          gotBits.push_back(floatToBits(f));
        for (const json::Value &h : *out0.getArray("f32_bits_hex"))
          expBits.push_back(static_cast<int64_t>(
              std::strtoul(h.getAsString()->str().c_str(), nullptr, 16)));
        const int64_t same = compareInts(gotBits, expBits, name + " (f32 bits)");
        c.record(same == (int64_t)expBits.size(), expBits.size(), same);
      }
      continue;
    }
    if (op == "QLinearMatMul") {
      const OnnxInput &a = inputs["a"], &b = inputs["b"];
      auto range = onnxRange(outType);
      ASSERT_TRUE(range);
      const double sa = inputs["a_scale"].values[0],
                   sb = inputs["b_scale"].values[0],
                   sy = inputs["y_scale"].values[0];
      QuantParams aq = QuantParams::perTensor(
          sa, inputs["a_zero_point"].ints[0], *onnxRange(a.dtype));
      QuantParams bq = QuantParams::perTensor(
          sb, inputs["b_zero_point"].ints[0], *onnxRange(b.dtype));
      QuantParams yq =
          QuantParams::perTensor(sy, inputs["y_zero_point"].ints[0], *range);
      Tensor lhs{a.shape, a.ints}, rhs{b.shape, b.ints};
      Tensor got = matmul(lhs, aq, rhs, bq, nullptr, yq, Rounding::FloatRne);
      const std::vector<int64_t> expected = intArray(out0.get("values"));
      const int64_t same = compareInts(got.data, expected, name);
      c.record(same == (int64_t)expected.size(), expected.size(), same);
      // ONNX's own arithmetic: M = a_scale * b_scale / y_scale in the scale
      // type (f16 or f32, two roundings), then acc * M + zp in double (numpy
      // promotes int32 x float to float64), rint, clip.
      const bool half = inputs["a_scale"].dtype == "float16";
      double mOnnx;
      if (half)
        mOnnx = toHalfAndBack(toHalfAndBack(sa * sb) / sy);
      else
        mOnnx = static_cast<float>(static_cast<float>(sa * sb) / static_cast<float>(sy));
      Tensor acc = matmulAccumulators(lhs, aq, rhs, bq);
      countIntegerSchemes(acc, {sa * sb / sy}, yq, got.data);
      for (size_t i = 0; i < acc.data.size(); ++i) {
        const double d = roundHalfToEven(static_cast<double>(acc.data[i]) * mOnnx +
                                         yq.zeroPoint(0));
        const int64_t v = clampTo(static_cast<int64_t>(d), range->qmin, range->qmax);
        ++onnxMultiplierVariantRun;
        onnxMultiplierVariantAgrees += v == got.data[i];
      }
      continue;
    }
    if (op == "QLinearConv" || op == "ConvInteger") {
      const bool integer = op == "ConvInteger";
      const OnnxInput &x = inputs["x"], &w = inputs["w"];
      if (attrs && (attrs->get("group") || attrs->get("auto_pad") ||
                    attrs->get("dilations") || attrs->get("strides"))) {
        c.skip("conv attribute not mapped");
        continue;
      }
      std::vector<int64_t> pads = attrs ? intArray(attrs->get("pads"))
                                        : std::vector<int64_t>{};
      Conv2DGeometry g;
      if (pads.size() == 4) // ONNX [top, left, bottom, right]
        g.padding = {pads[0], pads[2], pads[1], pads[3]};
      const std::string xzp = "x_zero_point";
      const std::string wzp = integer ? "w_zero_points" : "w_zero_point";
      const int64_t O = w.shape[0];
      std::vector<int64_t> wzps =
          inputs.count(wzp) ? inputs[wzp].ints : std::vector<int64_t>{0};
      std::vector<double> wscales =
          integer ? std::vector<double>(wzps.size(), 1.0) : inputs["w_scale"].values;
      ASSERT_TRUE(wzps.size() == 1 || (int64_t)wzps.size() == O);
      auto xr = *onnxRange(x.dtype), wr = *onnxRange(w.dtype);
      QuantParams xq = QuantParams::perTensor(
          integer ? 1.0 : inputs["x_scale"].values[0],
          inputs.count(xzp) ? inputs[xzp].ints[0] : 0, xr);
      QuantParams wq = wzps.size() > 1
                           ? QuantParams::perChannel(wscales, wzps, wr)
                           : QuantParams::perTensor(wscales[0], wzps[0], wr);
      Tensor in = toChannelsLast(x.shape, x.ints);
      Tensor f = toChannelsLast(w.shape, w.ints);
      Tensor got;
      if (integer) {
        got = conv2dAccumulators(in, xq, f, wq, nullptr, g);
      } else {
        auto yr = *onnxRange(outType);
        QuantParams yq = QuantParams::perTensor(
            inputs["y_scale"].values[0], inputs["y_zero_point"].ints[0], yr);
        got = conv2d(in, xq, f, wq, nullptr, g, yq, Rounding::FloatRne);
        countIntegerSchemes(conv2dAccumulators(in, xq, f, wq, nullptr, g),
                            {xq.scale(0) * wq.scale(0) / yq.scale(0)}, yq,
                            got.data);
      }
      const std::vector<int64_t> expected = intArray(out0.get("values"));
      const int64_t same = compareInts(toChannelsFirst(got), expected, name);
      c.record(same == (int64_t)expected.size(), expected.size(), same);
      continue;
    }
    if (op == "MatMulInteger") {
      const OnnxInput &a = inputs["A"], &b = inputs["B"];
      QuantParams aq = QuantParams::perTensor(
          1.0, inputs.count("a_zero_point") ? inputs["a_zero_point"].ints[0] : 0,
          *onnxRange(a.dtype));
      QuantParams bq = QuantParams::perTensor(
          1.0, inputs.count("b_zero_point") ? inputs["b_zero_point"].ints[0] : 0,
          *onnxRange(b.dtype));
      Tensor got = matmulAccumulators({a.shape, a.ints}, aq, {b.shape, b.ints}, bq);
      const std::vector<int64_t> expected = intArray(out0.get("values"));
      const int64_t same = compareInts(got.data, expected, name);
      c.record(same == (int64_t)expected.size(), expected.size(), same);
      continue;
    }
    c.skip("op not mapped: " + op);
  }
  for (auto &kv : perOp) {
    kv.second.print();
    counts.add(kv.second);
  }
  counts.notes.push_back(
      "QLinearMatMul with ONNX's own arithmetic (M in the scale type, product "
      "in double) agrees with float_rne on " +
      std::to_string(onnxMultiplierVariantAgrees) + "/" +
      std::to_string(onnxMultiplierVariantRun) + " values");
  for (auto &kv : integerSchemeMisses)
    counts.notes.push_back("QLinearMatMul/QLinearConv requantized with " +
                           kv.first + " would miss " +
                           std::to_string(kv.second) + " oracle values");
  counts.print();
  EXPECT_EQ(counts.run + counts.skippedTotal(), 45);
  EXPECT_EQ(counts.exact, counts.run);
}

float toHalfAndBack(double x) {
  // Round a double to IEEE binary16 (round to nearest even), return as float.
  if (x == 0 || !std::isfinite(x))
    return static_cast<float>(x);
  int e;
  std::frexp(x, &e); // x = f * 2^e, f in [0.5, 1)
  // binary16: 11 significant bits; subnormal below 2^-14.
  int exp = std::max(e, -13);
  const double quantum = std::ldexp(1.0, exp - 11);
  return static_cast<float>(roundHalfToEven(x / quantum) * quantum);
}

//===----------------------------------------------------------------------===//
// StableHLO.
//===----------------------------------------------------------------------===//

struct QType {
  std::vector<int64_t> shape;
  std::string storage; // "i8", "i32", ...
  double scale = 1.0;
  int64_t zp = 0;
  StorageRange range() const {
    const bool isSigned = storage[0] == 'i';
    return storageRange(std::stoi(storage.substr(1)), isSigned);
  }
  QuantParams params() const {
    return QuantParams::perTensor(scale, zp, range(),
                                  std::stoi(storage.substr(1)));
  }
};

/// Parses `tensor<2x3x!quant.uniform<i8:f32, 0.5:-3>>` starting at `pos`.
std::optional<QType> parseQType(const std::string &s, size_t pos) {
  static const std::regex re(
      R"(tensor<((?:\d+x)*)!quant\.uniform<(\w+):f32, ([-+0-9.eE]+)(?::(-?\d+))?>>)");
  std::smatch m;
  std::string sub = s.substr(pos);
  if (!std::regex_search(sub, m, re) || m.position(0) != 0)
    return std::nullopt;
  QType t;
  std::string dims = m[1];
  size_t start = 0;
  while (start < dims.size()) {
    size_t x = dims.find('x', start);
    t.shape.push_back(std::stoll(dims.substr(start, x - start)));
    start = x + 1;
  }
  t.storage = m[2];
  t.scale = std::strtod(m[3].str().c_str(), nullptr);
  t.zp = m[4].matched ? std::stoll(m[4]) : 0;
  return t;
}

/// The result type: the last `tensor<` of the op text.
std::optional<QType> resultQType(const std::string &op) {
  return parseQType(op, op.rfind("tensor<"));
}

/// Integer lists like `[1, 2]` or `[[1, 2], [0, 0]]` after `key = `.
std::vector<int64_t> parseIntsAfter(const std::string &s, const std::string &key,
                                    std::vector<int64_t> dflt) {
  size_t p = s.find(key + " = [");
  if (p == std::string::npos)
    return dflt;
  p += key.size() + 3;
  int depth = 0;
  std::vector<int64_t> out;
  std::string num;
  for (size_t i = p; i < s.size(); ++i) {
    char c = s[i];
    if (c == '[')
      ++depth;
    else if (c == ']') {
      if (!num.empty())
        out.push_back(std::stoll(num));
      num.clear();
      if (--depth == 0)
        break;
    } else if (c == ',' || c == ' ') {
      if (!num.empty())
        out.push_back(std::stoll(num));
      num.clear();
    } else {
      num += c;
    }
  }
  return out;
}

/// Labels of `[b, f, 0, 1]`-style dimension lists.
std::vector<std::string> parseLabels(const std::string &s) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == '[' || c == ' ')
      continue;
    if (c == ',' || c == ']') {
      if (!cur.empty())
        out.push_back(cur);
      cur.clear();
      continue;
    }
    cur += c;
  }
  return out;
}

std::vector<int64_t> rowMajorStrides(const std::vector<int64_t> &shape) {
  std::vector<int64_t> st(shape.size(), 1);
  for (int i = (int)shape.size() - 2; i >= 0; --i)
    st[i] = st[i + 1] * shape[i + 1];
  return st;
}

int64_t product(const std::vector<int64_t> &v) {
  int64_t p = 1;
  for (int64_t x : v)
    p *= x;
  return p;
}

/// result[idx] = src[idx permuted]: StableHLO transpose semantics
/// (result dim i is operand dim perm[i]).
std::vector<int64_t> transposeData(const std::vector<int64_t> &shape,
                                   const std::vector<int64_t> &data,
                                   const std::vector<int64_t> &perm,
                                   std::vector<int64_t> &outShape) {
  outShape.clear();
  for (int64_t p : perm)
    outShape.push_back(shape[p]);
  const std::vector<int64_t> st = rowMajorStrides(shape);
  const std::vector<int64_t> ost = rowMajorStrides(outShape);
  std::vector<int64_t> out(data.size());
  for (int64_t i = 0; i < (int64_t)data.size(); ++i) {
    int64_t rem = i, src = 0;
    for (size_t d = 0; d < outShape.size(); ++d) {
      const int64_t idx = rem / ost[d];
      rem %= ost[d];
      src += idx * st[perm[d]];
    }
    out[i] = data[src];
  }
  return out;
}

/// StableHLO's own uniform_quantize of f32 (StablehloLegalizeQuantToMath):
/// clamp((float)(x / (float)scale + (float)zp)) then round to nearest even.
int64_t stablehloQuantize(float x, const QType &t) {
  const StorageRange r = t.range();
  float v = x / static_cast<float>(t.scale);
  v = v + static_cast<float>(t.zp);
  if (std::isnan(v))
    return clampTo(t.zp, r.qmin, r.qmax); // not in the data
  double d = std::min(std::max(static_cast<double>(v), double(r.qmin)),
                      double(r.qmax));
  return static_cast<int64_t>(roundHalfToEven(d));
}

struct HloValue {
  bool isFloat = false;
  std::vector<int64_t> shape;
  std::vector<float> f;
  std::vector<int64_t> q;
  QType type;
  // A pending dot/conv: evaluated by the reference when its requantizing
  // uniform_quantize is reached (quantkit.matmul/conv2d fuse the two).
  std::string pendingOp;
  std::string lhsName, rhsName;
};

/// Why a StableHLO op does not map onto a QuantKit op ("" if it maps).
std::string stablehloUnmapped(const std::string &op) {
  if (op.find("stablehlo.subtract") != std::string::npos)
    return "subtract: QuantKit has no quantized sub (StableHLO evaluates it "
           "as dequantize-subtract-quantize in f32)";
  if (op.find("stablehlo.convolution") != std::string::npos) {
    if (op.find("lhs_dilate") != std::string::npos)
      return "convolution with lhs_dilate (transposed convolution)";
    if (op.find("batch_group_count = 1 ") == std::string::npos)
      return "convolution with batch_group_count > 1";
    if (op.find("feature_group_count = 1 ") == std::string::npos)
      return "convolution with feature_group_count > 1 (grouped / depthwise "
             "with channel multiplier 4; quantkit.depthwise_conv2d has "
             "multiplier 1)";
  }
  return "";
}

class StablehloEvaluator {
public:
  explicit StablehloEvaluator(const json::Object &doc) : doc(doc) {}

  /// Evaluates the case; returns the storage integers that feed the final
  /// uniform_dequantize.
  std::vector<int64_t> run();
  int64_t quantizeDisagreements = 0, quantizeChecked = 0;
  int64_t multiplierMismatches = 0;
  /// Oracle values that alternative requantizations would get wrong (they
  /// show how much the data discriminates between the schemes).
  std::map<std::string, int64_t> alternativeMisses;
  void countAlternatives(const Tensor &acc, double M, const QType &out,
                         const Tensor &floatRne);

private:
  HloValue &get(const std::string &name) {
    auto it = env.find(name);
    EXPECT_TRUE(it != env.end()) << "undefined " << name;
    return env[name];
  }
  void evalPending(HloValue &src, const QType &outType, HloValue &result);
  Tensor convToNhwc(const std::string &op, const HloValue &lhs,
                    const HloValue &rhs, Conv2DGeometry &g,
                    Tensor &filterOhwi);

  const json::Object &doc;
  std::map<std::string, HloValue> env;
  std::map<std::string, std::string> opText; // result name -> op text
};

std::vector<int64_t> StablehloEvaluator::run() {
  for (const auto &kv : *doc.getObject("constants")) {
    const json::Object &c = *kv.second.getAsObject();
    HloValue v;
    v.isFloat = true;
    v.shape = intArray(c.get("shape"));
    std::vector<double> vals = doubleArray(c.get("values"));
    const int64_t n = product(v.shape);
    for (int64_t i = 0; i < n; ++i)
      v.f.push_back(static_cast<float>(vals.size() == 1 ? vals[0] : vals[i]));
    env[kv.first.str()] = v;
  }
  static const std::regex opRe(R"((%\w+) = stablehlo\.(\w+))");
  static const std::regex nameRe(R"(%\w+)");
  for (const json::Value &ov : *doc.getArray("ops")) {
    const std::string op = ov.getAsString()->str();
    std::smatch m;
    EXPECT_TRUE(std::regex_search(op, m, opRe)) << op;
    const std::string res = m[1], kind = m[2];
    std::vector<std::string> names;
    for (auto it = std::sregex_iterator(op.begin() + m.position(0) + m.length(0),
                                        op.end(), nameRe);
         it != std::sregex_iterator(); ++it)
      names.push_back((*it)[0]);
    HloValue out;
    if (kind == "uniform_quantize") {
      HloValue &src = get(names[0]);
      const QType t = *resultQType(op);
      out.type = t;
      out.shape = t.shape;
      if (src.isFloat) {
        const QuantParams p = t.params();
        for (float x : src.f) {
          const int64_t hlo = stablehloQuantize(x, t);
          const int64_t ref = quantize(x, t.scale, t.zp, p.qmin, p.qmax);
          ++quantizeChecked;
          quantizeDisagreements += hlo != ref;
          out.q.push_back(hlo);
        }
      } else {
        EXPECT_FALSE(src.pendingOp.empty()) << "requantize of a non-dot value";
        evalPending(src, t, out);
      }
    } else if (kind == "convolution" || kind == "dot_general") {
      out.pendingOp = op;
      out.lhsName = names[0];
      out.rhsName = names[1];
      out.type = *resultQType(op);
      out.shape = out.type.shape;
    } else if (kind == "transpose") {
      HloValue &src = get(names[0]);
      out = src;
      out.q = transposeData(src.shape, src.q, parseIntsAfter(op, "dims", {}),
                            out.shape);
      out.type = *resultQType(op);
    } else if (kind == "reshape") {
      HloValue &src = get(names[0]);
      out = src;
      out.type = *resultQType(op);
      out.shape = out.type.shape;
    } else if (kind == "add" || kind == "multiply") {
      HloValue &l = get(names[0]);
      HloValue &r = get(names[1]);
      const QType t = *resultQType(op);
      Tensor lt{l.shape, l.q}, rt{r.shape, r.q};
      Tensor o = kind == "add"
                     ? add(lt, l.type.params(), rt, r.type.params(), t.params(),
                           Rounding::FloatRne)
                     : mul(lt, l.type.params(), rt, r.type.params(), t.params(),
                           Rounding::FloatRne);
      out.type = t;
      out.shape = t.shape;
      out.q = o.data;
    } else if (kind == "uniform_dequantize") {
      return get(names[0]).q;
    } else {
      ADD_FAILURE() << "unexpected op " << op;
    }
    env[res] = out;
  }
  ADD_FAILURE() << "no uniform_dequantize";
  return {};
}

Tensor StablehloEvaluator::convToNhwc(const std::string &op,
                                      const HloValue &lhs, const HloValue &rhs,
                                      Conv2DGeometry &g, Tensor &filterOhwi) {
  // dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]
  const size_t p = op.find("dim_numbers = ") + 14;
  const size_t x = op.find("]x[", p);
  const size_t arrow = op.find("]->[", x);
  const auto L = parseLabels(op.substr(p, x - p + 1));
  const auto R = parseLabels(op.substr(x + 2, arrow - x - 1));
  const int spatial = static_cast<int>(L.size()) - 2;
  auto idx = [](const std::vector<std::string> &labels, const std::string &l) {
    return static_cast<int64_t>(
        std::find(labels.begin(), labels.end(), l) - labels.begin());
  };
  // Spatial dims: a 1-D convolution becomes H = 1.
  std::vector<int64_t> lsp, rsp;
  for (int s = 0; s < spatial; ++s) {
    lsp.push_back(idx(L, std::to_string(s)));
    rsp.push_back(idx(R, std::to_string(s)));
  }
  const std::vector<int64_t> stride = parseIntsAfter(op, "stride", std::vector<int64_t>(spatial, 1));
  const std::vector<int64_t> pad = parseIntsAfter(op, "pad", std::vector<int64_t>(2 * spatial, 0));
  const std::vector<int64_t> rd = parseIntsAfter(op, "rhs_dilate", std::vector<int64_t>(spatial, 1));
  if (spatial == 1) {
    g.strides = {1, stride[0]};
    g.dilations = {1, rd[0]};
    g.padding = {0, 0, pad[0], pad[1]};
  } else {
    g.strides = {stride[0], stride[1]};
    g.dilations = {rd[0], rd[1]};
    g.padding = {pad[0], pad[1], pad[2], pad[3]};
  }
  const auto lst = rowMajorStrides(lhs.shape);
  const auto rst = rowMajorStrides(rhs.shape);
  const int64_t N = lhs.shape[idx(L, "b")], C = lhs.shape[idx(L, "f")];
  const int64_t H = spatial == 1 ? 1 : lhs.shape[lsp[0]];
  const int64_t W = lhs.shape[lsp[spatial - 1]];
  Tensor in{{N, H, W, C}, {}};
  for (int64_t n = 0; n < N; ++n)
    for (int64_t h = 0; h < H; ++h)
      for (int64_t w = 0; w < W; ++w)
        for (int64_t c = 0; c < C; ++c) {
          int64_t off = n * lst[idx(L, "b")] + c * lst[idx(L, "f")] +
                        w * lst[lsp[spatial - 1]];
          if (spatial == 2)
            off += h * lst[lsp[0]];
          in.data.push_back(lhs.q[off]);
        }
  const int64_t O = rhs.shape[idx(R, "o")], I = rhs.shape[idx(R, "i")];
  const int64_t KH = spatial == 1 ? 1 : rhs.shape[rsp[0]];
  const int64_t KW = rhs.shape[rsp[spatial - 1]];
  filterOhwi = {{O, KH, KW, I}, {}};
  for (int64_t o = 0; o < O; ++o)
    for (int64_t kh = 0; kh < KH; ++kh)
      for (int64_t kw = 0; kw < KW; ++kw)
        for (int64_t i = 0; i < I; ++i) {
          int64_t off = o * rst[idx(R, "o")] + i * rst[idx(R, "i")] +
                        kw * rst[rsp[spatial - 1]];
          if (spatial == 2)
            off += kh * rst[rsp[0]];
          filterOhwi.data.push_back(rhs.q[off]);
        }
  return in;
}

void StablehloEvaluator::evalPending(HloValue &src, const QType &outType,
                                     HloValue &result) {
  const HloValue &lhs = get(src.lhsName);
  const HloValue &rhs = get(src.rhsName);
  const std::string &op = src.pendingOp;
  // quantkit.matmul/conv2d requantize with M = s_l * s_r / s_out; StableHLO
  // requantizes the i32 accumulator type (scale s_acc) with s_acc / s_out.
  const double mQuantKit = lhs.type.scale * rhs.type.scale / outType.scale;
  const double mHlo = src.type.scale / outType.scale;
  if (static_cast<float>(mQuantKit) != static_cast<float>(mHlo))
    ++multiplierMismatches;
  EXPECT_EQ(src.type.zp, 0);
  const QuantParams lq = lhs.type.params(), rq = rhs.type.params(),
                    oq = outType.params();
  result.type = outType;
  result.shape = outType.shape;
  if (op.find("stablehlo.convolution") != std::string::npos) {
    Conv2DGeometry g;
    Tensor filter;
    Tensor in = convToNhwc(op, lhs, rhs, g, filter);
    Tensor out = conv2d(in, lq, filter, rq, nullptr, g, oq, Rounding::FloatRne);
    countAlternatives(conv2dAccumulators(in, lq, filter, rq, nullptr, g),
                      mQuantKit, outType, out);
    // Back to the op's result layout.
    const size_t arrow = op.find("]->[");
    const auto O = parseLabels(op.substr(arrow + 3, op.find(']', arrow + 3) - arrow - 2));
    const int spatial = static_cast<int>(O.size()) - 2;
    auto idx = [&](const std::string &l) {
      return static_cast<int64_t>(std::find(O.begin(), O.end(), l) - O.begin());
    };
    const auto ost = rowMajorStrides(outType.shape);
    result.q.assign(out.data.size(), 0);
    const int64_t N = out.shape[0], Ho = out.shape[1], Wo = out.shape[2],
                  Oc = out.shape[3];
    EXPECT_EQ(N * Ho * Wo * Oc, product(outType.shape));
    for (int64_t n = 0; n < N; ++n)
      for (int64_t h = 0; h < Ho; ++h)
        for (int64_t w = 0; w < Wo; ++w)
          for (int64_t c = 0; c < Oc; ++c) {
            int64_t off = n * ost[idx("b")] + c * ost[idx("f")] +
                          w * ost[idx(std::to_string(spatial - 1))];
            if (spatial == 2)
              off += h * ost[idx("0")];
            result.q[off] = out.data[((n * Ho + h) * Wo + w) * Oc + c];
          }
    return;
  }
  // dot_general -> matmul [M, K] x [K, N] or batched [B, M, K] x [B, K, N]:
  // lhs dims reordered (batch, free, contracting), rhs (batch, contracting,
  // free), the contracting dims paired in the order the op lists them.
  // `batching_dims = [..] x [..], contracting_dims = [..] x [..]`.
  auto listAfter = [&](const std::string &key, bool second) {
    std::vector<int64_t> out;
    size_t p = op.find(key + " = [");
    if (p == std::string::npos)
      return out;
    p = op.find('[', p);
    if (second)
      p = op.find('[', op.find(" x ", p));
    std::string num;
    for (size_t i = p + 1; i < op.size() && op[i] != ']'; ++i) {
      if (op[i] == ',' || op[i] == ' ') {
        if (!num.empty())
          out.push_back(std::stoll(num));
        num.clear();
      } else {
        num += op[i];
      }
    }
    if (!num.empty())
      out.push_back(std::stoll(num));
    return out;
  };
  const std::vector<int64_t> bl = listAfter("batching_dims", false);
  const std::vector<int64_t> brr = listAfter("batching_dims", true);
  const std::vector<int64_t> cl = listAfter("contracting_dims", false);
  const std::vector<int64_t> crr = listAfter("contracting_dims", true);
  auto freeDims = [](size_t rank, const std::vector<int64_t> &a,
                     const std::vector<int64_t> &b) {
    std::vector<int64_t> f;
    for (int64_t d = 0; d < (int64_t)rank; ++d)
      if (std::find(a.begin(), a.end(), d) == a.end() &&
          std::find(b.begin(), b.end(), d) == b.end())
        f.push_back(d);
    return f;
  };
  const std::vector<int64_t> lf = freeDims(lhs.shape.size(), bl, cl);
  const std::vector<int64_t> rf = freeDims(rhs.shape.size(), brr, crr);
  auto gather = [](const HloValue &v, const std::vector<int64_t> &order,
                   std::vector<int64_t> &newShape) {
    std::vector<int64_t> perm = order;
    return transposeData(v.shape, v.q, perm, newShape);
  };
  std::vector<int64_t> lOrder = bl, rOrder = brr, lShape, rShape;
  lOrder.insert(lOrder.end(), lf.begin(), lf.end());
  lOrder.insert(lOrder.end(), cl.begin(), cl.end());
  rOrder.insert(rOrder.end(), crr.begin(), crr.end());
  rOrder.insert(rOrder.end(), rf.begin(), rf.end());
  auto sizeOf = [](const HloValue &v, const std::vector<int64_t> &dims) {
    int64_t p = 1;
    for (int64_t d : dims)
      p *= v.shape[d];
    return p;
  };
  const int64_t B = sizeOf(lhs, bl), M = sizeOf(lhs, lf), K = sizeOf(lhs, cl),
                N = sizeOf(rhs, rf);
  EXPECT_EQ(K, sizeOf(rhs, crr));
  Tensor lt{{B, M, K}, gather(lhs, lOrder, lShape)};
  Tensor rt{{B, K, N}, gather(rhs, rOrder, rShape)};
  if (bl.empty()) {
    lt.shape = {M, K};
    rt.shape = {K, N};
  }
  Tensor out = matmul(lt, lq, rt, rq, nullptr, oq, Rounding::FloatRne);
  countAlternatives(matmulAccumulators(lt, lq, rt, rq), mQuantKit, outType,
                    out);
  result.q = out.data; // [B..., Mfree..., Nfree...] row-major == [B, M, N]
}

void StablehloEvaluator::countAlternatives(const Tensor &acc, double M,
                                           const QType &out,
                                           const Tensor &floatRne) {
  const StorageRange r = out.range();
  const float m32 = static_cast<float>(M);
  for (size_t i = 0; i < acc.data.size(); ++i) {
    const int64_t want = floatRne.data[i];
    // float_rne with the product in double (ONNX reference's arithmetic).
    const int64_t dbl = clampTo(
        static_cast<int64_t>(roundHalfToEven(double(acc.data[i]) * m32)) + out.zp,
        r.qmin, r.qmax);
    alternativeMisses["product in double instead of f32"] += dbl != want;
    // The zero point added in f32 before rounding (StableHLO's lowering).
    const float p = static_cast<float>(acc.data[i]) * m32;
    const float pz = p + static_cast<float>(out.zp);
    const int64_t hlo = static_cast<int64_t>(roundHalfToEven(
        std::min(std::max(double(pz), double(r.qmin)), double(r.qmax))));
    alternativeMisses["zero point added in f32 before rounding"] += hlo != want;
    for (Rounding s : {Rounding::Gemmlowp, Rounding::SingleRound}) {
      const int64_t v = requantize(acc.data[i], M, out.zp, r.qmin, r.qmax, s);
      alternativeMisses[std::string(roundingName(s)) +
                        (s == Rounding::Gemmlowp ? " (= double_round)" : "")] +=
          v != want;
    }
  }
}

TEST(OracleStablehlo, QuantizedTestdata) {
  REQUIRE_ORACLE_DIR("stablehlo");
  Counts counts{"stablehlo"};
  std::map<std::string, Counts> perOp;
  const std::vector<std::string> files = listJson(oracleDir("stablehlo"));
  EXPECT_EQ(files.size(), 52u);
  int64_t quantizeChecked = 0, quantizeDisagreements = 0, multiplierMismatches = 0;
  std::map<std::string, int64_t> alternativeMisses;
  for (const std::string &file : files) {
    auto doc = loadJsonLenient(oracleDir("stablehlo/" + file));
    ASSERT_TRUE(doc);
    const json::Object &o = *doc->getAsObject();
    SCOPED_TRACE(file);
    // The op under test: the first op that is not a quantize/transpose.
    std::string kind, unmapped;
    for (const json::Value &ov : *o.getArray("ops")) {
      const std::string op = ov.getAsString()->str();
      for (const char *k : {"convolution", "dot_general", "add", "multiply",
                            "subtract"})
        if (op.find(std::string("stablehlo.") + k) != std::string::npos) {
          kind = k;
          unmapped = stablehloUnmapped(op);
        }
    }
    Counts &c = perOp[kind];
    c.suite = "stablehlo " + kind;
    if (!unmapped.empty()) {
      c.skip(unmapped);
      continue;
    }
    StablehloEvaluator eval(o);
    const std::vector<int64_t> got = eval.run();
    const std::vector<int64_t> expected = intArray(o.get("expected_storage_int"));
    const int64_t same = compareInts(got, expected, file);
    c.record(same == (int64_t)expected.size(), expected.size(), same);
    quantizeChecked += eval.quantizeChecked;
    quantizeDisagreements += eval.quantizeDisagreements;
    multiplierMismatches += eval.multiplierMismatches;
    for (auto &kv : eval.alternativeMisses)
      alternativeMisses[kv.first] += kv.second;
  }
  for (auto &kv : perOp) {
    kv.second.print();
    counts.add(kv.second);
  }
  counts.notes.push_back(
      "inputs quantized with StableHLO's formula (f32 x/s + zp, clamp, rne); "
      "the reference quant.qcast agrees on " +
      std::to_string(quantizeChecked - quantizeDisagreements) + "/" +
      std::to_string(quantizeChecked) + " input values");
  counts.notes.push_back(
      "f32(s_l*s_r/s_out) differs from StableHLO's f32(s_acc/s_out) in " +
      std::to_string(multiplierMismatches) + " dot/conv cases");
  for (auto &kv : alternativeMisses)
    counts.notes.push_back("dot/conv requantization with " + kv.first +
                           " would miss " + std::to_string(kv.second) +
                           " oracle values");
  counts.print();
  EXPECT_EQ(counts.run + counts.skippedTotal(), 52);
  EXPECT_EQ(counts.exact, counts.run);
  EXPECT_EQ(quantizeDisagreements, 0);
}

} // namespace
