//===- QuantTypeChecksTest.cpp - Rules for quantized types ----------------===//
//
// Types built with `get` (not `getChecked`) skip upstream's verification, so
// tools and passes can create what the parser would reject. These tests
// check that QuantKit's rules catch such types too.
//
//===----------------------------------------------------------------------===//

#include "dialect/QuantTypeChecks.h"

#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <limits>

using namespace mlir;
using namespace mlir::quantkit;

namespace {

class QuantTypeChecksTest : public ::testing::Test {
protected:
  QuantTypeChecksTest() { context.loadDialect<quant::QuantDialect>(); }

  /// Runs `check` and returns the diagnostic it produced ("" if none).
  template <typename Check>
  std::string diagnose(Check &&check) {
    std::string message;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
      message = diag.str();
      return success();
    });
    auto emit = [&]() { return emitError(UnknownLoc::get(&context)); };
    LogicalResult result = check(emit);
    EXPECT_EQ(failed(result), !message.empty());
    return message;
  }

  quant::UniformQuantizedType uniform(unsigned width, bool isSigned,
                                      double scale, int64_t zeroPoint,
                                      int64_t lo, int64_t hi) {
    auto storage = IntegerType::get(&context, width);
    return quant::UniformQuantizedType::get(
        isSigned ? quant::QuantizationFlags::Signed : 0, storage,
        Float32Type::get(&context), scale, zeroPoint, lo, hi);
  }

  quant::UniformQuantizedPerAxisType perAxis(ArrayRef<double> scales,
                                             int32_t axis) {
    SmallVector<int64_t> zeroPoints(scales.size(), 0);
    return quant::UniformQuantizedPerAxisType::get(
        quant::QuantizationFlags::Signed, IntegerType::get(&context, 8),
        Float32Type::get(&context), scales, zeroPoints, axis, -128, 127);
  }

  MLIRContext context;
};

TEST_F(QuantTypeChecksTest, AcceptsValidPerTensor) {
  auto type = uniform(8, true, 0.5, -3, -128, 127);
  EXPECT_EQ(diagnose([&](auto emit) {
              return verifyQuantizedParameters(type, emit);
            }),
            "");
}

// quant_type_c4
TEST_F(QuantTypeChecksTest, RejectsZeroPointOutsideStorageRange) {
  auto type = uniform(8, true, 1.0, 300, -128, 127);
  EXPECT_NE(diagnose([&](auto emit) {
              return verifyQuantizedParameters(type, emit);
            }).find("zero point 300"),
            std::string::npos);
  auto narrow = uniform(8, true, 1.0, -128, -127, 127);
  EXPECT_NE(diagnose([&](auto emit) {
              return verifyQuantizedParameters(narrow, emit);
            }).find("outside the storage range [-127, 127]"),
            std::string::npos);
}

// quant_type_c5
TEST_F(QuantTypeChecksTest, RejectsNonPositiveOrNonFiniteScales) {
  for (double scale : {0.0, -1.0, std::numeric_limits<double>::infinity(),
                       std::numeric_limits<double>::quiet_NaN()}) {
    auto type = uniform(8, true, scale, 0, -128, 127);
    EXPECT_NE(diagnose([&](auto emit) {
                return verifyQuantizedParameters(type, emit);
              }).find("must be positive and finite"),
              std::string::npos)
        << "scale " << scale;
  }
  auto axisType = perAxis({1.0, -2.0}, 0);
  EXPECT_NE(diagnose([&](auto emit) {
              return verifyQuantizedParameters(axisType, emit);
            }).find("(channel 1)"),
            std::string::npos);
}

// quant_type_c6
TEST_F(QuantTypeChecksTest, RejectsStorageBoundsOutsideStorageType) {
  auto wide = uniform(8, true, 1.0, 0, -200, 127);
  EXPECT_NE(diagnose([&](auto emit) {
              return verifyQuantizedParameters(wide, emit);
            }).find("exceeds the range [-128, 127]"),
            std::string::npos);
  auto unsignedWide = uniform(8, false, 1.0, 0, 0, 256);
  EXPECT_NE(diagnose([&](auto emit) {
              return verifyQuantizedParameters(unsignedWide, emit);
            }).find("exceeds the range [0, 255]"),
            std::string::npos);
  auto inverted = uniform(8, true, 1.0, 0, 10, -10);
  EXPECT_NE(diagnose([&](auto emit) {
              return verifyQuantizedParameters(inverted, emit);
            }).find("exceeds storage maximum"),
            std::string::npos);
}

// quant_type_c7
TEST_F(QuantTypeChecksTest, RejectsBadCalibrationRanges) {
  auto inverted = quant::CalibratedQuantizedType::get(
      Float32Type::get(&context), 2.0, -2.0);
  EXPECT_NE(diagnose([&](auto emit) {
              return verifyQuantizedParameters(inverted, emit);
            }).find("min <= max"),
            std::string::npos);
  auto infinite = quant::CalibratedQuantizedType::get(
      Float32Type::get(&context), -std::numeric_limits<double>::infinity(),
      1.0);
  EXPECT_NE(diagnose([&](auto emit) {
              return verifyQuantizedParameters(infinite, emit);
            }),
            "");
}

// quant_type_c1, quant_type_c2, quant_type_c3
TEST_F(QuantTypeChecksTest, PerAxisIntegrityFollowsTheContainer) {
  auto type = perAxis({1.0, 2.0}, 1);
  auto f32 = Float32Type::get(&context);
  auto ok = RankedTensorType::get({3, 2}, type);
  auto dynamic = RankedTensorType::get({3, ShapedType::kDynamic}, type);
  auto unranked = UnrankedTensorType::get(type);
  auto lowRank = RankedTensorType::get({2}, type);
  auto wrongSize = RankedTensorType::get({3, 4}, type);
  (void)f32;
  auto integrity = [&](Type container) {
    return diagnose([&](auto emit) {
      return verifyPerAxisIntegrity(type, container, emit);
    });
  };
  EXPECT_EQ(integrity(ok), "");
  EXPECT_EQ(integrity(dynamic), "");
  EXPECT_EQ(integrity(unranked), "");
  EXPECT_NE(integrity(Type()).find("must be the element type of a tensor"),
            std::string::npos);
  EXPECT_NE(integrity(lowRank).find("must be less than the rank 1"),
            std::string::npos);
  EXPECT_NE(integrity(wrongSize).find("has size 4"), std::string::npos);
}

TEST_F(QuantTypeChecksTest, WalksNestedTypes) {
  auto bad = RankedTensorType::get({3}, perAxis({1.0, 2.0}, 0));
  auto good = RankedTensorType::get({2}, perAxis({1.0, 2.0}, 0));
  auto function = FunctionType::get(&context, {good}, {bad});
  EXPECT_NE(diagnose([&](auto emit) {
              return verifyQuantizedTypesIn(function, emit);
            }).find("has size 3"),
            std::string::npos);
  auto fine = FunctionType::get(&context, {good}, {good});
  EXPECT_EQ(diagnose([&](auto emit) {
              return verifyQuantizedTypesIn(fine, emit);
            }),
            "");
}

TEST_F(QuantTypeChecksTest, CheckerReportsEachOffenceOnce) {
  auto bad = RankedTensorType::get({3}, perAxis({1.0, 2.0}, 0));
  QuantizedTypeChecker checker;
  int failures = 0;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &) {
    ++failures;
    return success();
  });
  auto emit = [&]() { return emitError(UnknownLoc::get(&context)); };
  (void)checker.check(bad, emit);
  (void)checker.check(FunctionType::get(&context, {bad}, {}), emit);
  EXPECT_EQ(failures, 1);
}

} // namespace
