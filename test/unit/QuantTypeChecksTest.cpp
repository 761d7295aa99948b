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

  /// A sub-channel type over i8/f32, built without upstream's checks.
  quant::UniformQuantizedSubChannelType
  subChannel(ArrayRef<int64_t> scaleShape, ArrayRef<float> scales,
             ArrayRef<int64_t> zeroPointShape, ArrayRef<int8_t> zeroPoints,
             ArrayRef<int32_t> dims, ArrayRef<int64_t> blockSizes,
             int64_t lo = -128, int64_t hi = 127) {
    auto i8 = IntegerType::get(&context, 8);
    auto f32 = Float32Type::get(&context);
    auto scaleAttr =
        DenseElementsAttr::get(RankedTensorType::get(scaleShape, f32), scales);
    auto zeroPointAttr = DenseElementsAttr::get(
        RankedTensorType::get(zeroPointShape, i8), zeroPoints);
    return quant::UniformQuantizedSubChannelType::get(
        quant::QuantizationFlags::Signed, i8, f32, scaleAttr, zeroPointAttr,
        dims, blockSizes, lo, hi);
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

// quant_type_c8: upstream's parser and verifier want at least one scale;
// `get` (and the bytecode reader) do not. (Differing scale and zero point
// counts cannot be built at all: upstream's storage keeps one count for
// both.)
TEST_F(QuantTypeChecksTest, RejectsPerAxisWithoutScales) {
  auto type = quant::UniformQuantizedPerAxisType::get(
      quant::QuantizationFlags::Signed, IntegerType::get(&context, 8),
      Float32Type::get(&context), ArrayRef<double>(), ArrayRef<int64_t>(), 0,
      -128, 127);
  EXPECT_EQ(diagnose([&](auto emit) {
              return verifyQuantizedParameters(type, emit);
            }),
            "per-axis quantized type with 0 scales and 0 zero points must "
            "have one zero point per scale and at least one scale");
  auto container = RankedTensorType::get({2}, type);
  EXPECT_NE(diagnose([&](auto emit) {
              return verifyQuantizedTypesIn(container, emit);
            }).find("at least one scale"),
            std::string::npos);
}

// quant_type_c8: what upstream's parser enforces for sub-channel types,
// reported without printing the type.
TEST_F(QuantTypeChecksTest, RejectsMalformedSubChannelTypes) {
  auto params = [&](quant::UniformQuantizedSubChannelType type) {
    return diagnose(
        [&](auto emit) { return verifyQuantizedParameters(type, emit); });
  };
  EXPECT_EQ(params(subChannel({1, 2}, {1.0f, 2.0f}, {1, 1}, {0}, {1}, {2})),
            "malformed sub-channel quantized type: its scales and zero "
            "points must have the same shape");
  EXPECT_EQ(params(subChannel({1, 2}, {1.0f, 2.0f}, {1, 2}, {0, 0}, {1}, {})),
            "malformed sub-channel quantized type: it must have one block "
            "size per quantized dimension");
  EXPECT_EQ(params(subChannel({1, 2}, {1.0f, 2.0f}, {1, 2}, {0, 0}, {-1}, {2})),
            "malformed sub-channel quantized type: quantized dimension -1 is "
            "negative");
  EXPECT_EQ(params(subChannel({1, 2}, {1.0f, 2.0f}, {1, 2}, {0, 0}, {1}, {0})),
            "malformed sub-channel quantized type: block size 0 of dimension "
            "1 must be positive");
  // 2147483647 is a dimension like any other, though the empty key of a
  // DenseSet<int32_t>: once it is sound, twice it has two block sizes.
  constexpr int32_t maxDim = std::numeric_limits<int32_t>::max();
  EXPECT_EQ(
      params(subChannel({1, 2}, {1.0f, 2.0f}, {1, 2}, {0, 0}, {maxDim}, {2})),
      "");
  EXPECT_EQ(params(subChannel({1, 2}, {1.0f, 2.0f}, {1, 2}, {0, 0}, {1, maxDim},
                              {2, 2})),
            "");
  EXPECT_NE(params(subChannel({1, 2}, {1.0f, 2.0f}, {1, 2}, {0, 0},
                              {maxDim, maxDim}, {2, 4}))
                .find("quantized dimension 2147483647 of"),
            std::string::npos);
  auto beyond =
      subChannel({1, 2}, {1.0f, 2.0f}, {1, 2}, {0, 0}, {1, maxDim}, {2, 2});
  EXPECT_NE(diagnose([&](auto emit) {
              return verifySubChannelIntegrity(
                  beyond, RankedTensorType::get({2, 4}, beyond), emit);
            }).find("quantized dimension 2147483647 of"),
            std::string::npos);
  // The integrity rules divide by the block sizes: they check the shape
  // first too.
  auto zeroBlock = subChannel({1, 2}, {1.0f, 2.0f}, {1, 2}, {0, 0}, {1}, {0});
  EXPECT_NE(diagnose([&](auto emit) {
              return verifySubChannelIntegrity(
                  zeroBlock, RankedTensorType::get({2, 4}, zeroBlock), emit);
            }).find("block size 0"),
            std::string::npos);
}

// quant_type_c4, quant_type_c5 on sub-channel types; quant_type_c6 shared.
TEST_F(QuantTypeChecksTest, ChecksSubChannelParameters) {
  auto params = [&](quant::UniformQuantizedSubChannelType type) {
    return diagnose(
        [&](auto emit) { return verifyQuantizedParameters(type, emit); });
  };
  EXPECT_EQ(params(subChannel({1, 2}, {1.0f, 2.0f}, {1, 2}, {0, -3}, {1}, {2})),
            "");
  for (float scale : {0.0f, -1.0f, std::numeric_limits<float>::infinity()})
    EXPECT_NE(
        params(subChannel({1, 2}, {1.0f, scale}, {1, 2}, {0, 0}, {1}, {2}))
            .find("(block [0, 1]) of"),
        std::string::npos)
        << "scale " << scale;
  EXPECT_NE(params(subChannel({1, 2}, {1.0f, 2.0f}, {1, 2}, {0, -128}, {1}, {2},
                              -127, 127))
                .find("zero point -128 (block [0, 1])"),
            std::string::npos);
  // "(every block)" only for the values that are a splat.
  EXPECT_NE(params(subChannel({1, 2}, {2.0f, 2.0f}, {1, 2}, {0, -128}, {1}, {2},
                              -127, 127))
                .find("zero point -128 (block [0, 1])"),
            std::string::npos);
  EXPECT_NE(params(subChannel({1, 2}, {1.0f, 2.0f}, {1, 2}, {-128, -128}, {1},
                              {2}, -127, 127))
                .find("zero point -128 (every block)"),
            std::string::npos);
  EXPECT_NE(params(subChannel({1, 2}, {0.0f, 0.0f}, {1, 2}, {0, 1}, {1}, {2}))
                .find("scale 0.000000e+00 (every block)"),
            std::string::npos);
  EXPECT_NE(params(subChannel({1, 2}, {1.0f, 0.0f}, {1, 2}, {3, 3}, {1}, {2}))
                .find("scale 0.000000e+00 (block [0, 1])"),
            std::string::npos);
  EXPECT_NE(params(subChannel({1, 2}, {1.0f, 2.0f}, {1, 2}, {0, 0}, {1}, {2},
                              -200, 127))
                .find("exceeds the range [-128, 127]"),
            std::string::npos);
  EXPECT_NE(params(subChannel({1, 2}, {1.0f, 2.0f}, {1, 2}, {0, 0}, {1}, {2},
                              10, -10))
                .find("storage minimum 10 exceeds storage maximum -10"),
            std::string::npos);
}

// quant_type_c9 to quant_type_c12
TEST_F(QuantTypeChecksTest, SubChannelIntegrityFollowsTheContainer) {
  auto type = subChannel({1, 2}, {1.0f, 2.0f}, {1, 2}, {0, 0}, {1}, {2});
  auto integrity = [&](Type container) {
    return diagnose([&](auto emit) {
      return verifyContainerIntegrity(type, container, emit);
    });
  };
  EXPECT_EQ(integrity(RankedTensorType::get({3, 4}, type)), "");
  EXPECT_EQ(integrity(RankedTensorType::get({3, ShapedType::kDynamic}, type)),
            "");
  EXPECT_NE(integrity(Type()).find("element type of a ranked tensor"),
            std::string::npos);
  EXPECT_NE(integrity(UnrankedTensorType::get(type))
                .find("element type of a ranked tensor"),
            std::string::npos);
  EXPECT_NE(integrity(RankedTensorType::get({4}, type))
                .find("must be less than the rank 1"),
            std::string::npos);
  EXPECT_NE(integrity(RankedTensorType::get({3, 5}, type))
                .find("not a multiple of the block size 2"),
            std::string::npos);
  EXPECT_NE(integrity(RankedTensorType::get({0, 4}, type)).find("has size 0"),
            std::string::npos);
  EXPECT_NE(integrity(RankedTensorType::get({3, 8}, type))
                .find("have shape [1, 2] but"),
            std::string::npos);
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

// What a container holds besides its element type (a tensor's encoding, a
// memref's memory space) is checked like an attribute: quant_type_c4 on a
// bare type there, the integrity rules only on a value type there.
TEST_F(QuantTypeChecksTest, ChecksEncodingsAndMemRefAttributes) {
  auto f32 = Float32Type::get(&context);
  auto good = uniform(8, true, 0.5, 0, -128, 127);
  auto badZeroPoint = uniform(8, true, 0.5, 300, -128, 127);
  auto badAxis = perAxis({1.0, 2.0}, 1);
  auto check = [&](Type type) {
    std::string fast =
        diagnose([&](auto emit) { return verifyQuantizedTypesIn(type, emit); });
    std::string checker = diagnose(
        [&](auto emit) { return QuantizedTypeChecker().check(type, emit); });
    EXPECT_EQ(fast, checker);
    return fast;
  };
  for (Type element : {Type(f32), Type(good)}) {
    EXPECT_NE(
        check(RankedTensorType::get({4}, element, TypeAttr::get(badZeroPoint)))
            .find("zero point 300"),
        std::string::npos);
    auto inDictionary = DictionaryAttr::get(
        &context, {NamedAttribute(StringAttr::get(&context, "q"),
                                  TypeAttr::get(badZeroPoint))});
    EXPECT_NE(check(RankedTensorType::get({4}, element, inDictionary))
                  .find("zero point 300"),
              std::string::npos);
    EXPECT_NE(check(MemRefType::get({4}, element, MemRefLayoutAttrInterface(),
                                    inDictionary))
                  .find("zero point 300"),
              std::string::npos);
  }
  // A bare per-axis type in an encoding describes no value.
  EXPECT_EQ(check(RankedTensorType::get({4}, f32, TypeAttr::get(badAxis))), "");
  EXPECT_NE(
      check(RankedTensorType::get(
                {4}, f32, TypeAttr::get(RankedTensorType::get({4}, badAxis))))
          .find("must be less than the rank 1"),
      std::string::npos);
}

// Dense elements and string attributes keep their type where the
// sub-element walk does not look (quant_type_c4 there).
TEST_F(QuantTypeChecksTest, ChecksTypesOfDenseAndStringAttributes) {
  auto i8 = IntegerType::get(&context, 8);
  auto badZeroPoint = uniform(8, true, 0.5, 300, -128, 127);
  auto check = [&](Attribute attr) {
    return diagnose(
        [&](auto emit) { return verifyQuantizedTypesIn(attr, emit); });
  };
  auto encoded = RankedTensorType::get({2}, i8, TypeAttr::get(badZeroPoint));
  EXPECT_NE(check(DenseElementsAttr::get(encoded, ArrayRef<int8_t>{1, 2}))
                .find("zero point 300"),
            std::string::npos);
  EXPECT_NE(
      check(DenseElementsAttr::get(encoded, ArrayRef<StringRef>{"a", "b"}))
          .find("zero point 300"),
      std::string::npos);
  EXPECT_NE(check(StringAttr::get("s", badZeroPoint)).find("zero point 300"),
            std::string::npos);
  EXPECT_EQ(check(StringAttr::get(&context, "s")), "");
  EXPECT_EQ(check(DenseElementsAttr::get(RankedTensorType::get({2}, i8),
                                         ArrayRef<int8_t>{1, 2})),
            "");
}

// verifyQuantizedTypesIn answers a builtin scalar, a shaped type of one and
// a quantized type, bare or in a shaped type, without the checker: its
// verdicts and diagnostics must be the checker's.
TEST_F(QuantTypeChecksTest, FastPathsAgreeWithTheChecker) {
  auto f32 = Float32Type::get(&context);
  auto badAxis = perAxis({1.0, 2.0}, 1);
  auto badZeroPoint = uniform(8, true, 0.5, 300, -128, 127);
  auto badScale = uniform(8, true, 0.0, 0, -128, 127);
  auto wide = uniform(64, false, 0.5, 0, 0, 10);
  SmallVector<Type> types = {
      f32,
      IntegerType::get(&context, 8),
      RankedTensorType::get({4}, f32),
      RankedTensorType::get({4}, f32, TypeAttr::get(badAxis)),
      UnrankedTensorType::get(f32),
      badAxis,
      RankedTensorType::get({4}, badAxis),
      RankedTensorType::get({4, 2}, badAxis),
      RankedTensorType::get({4, 3}, badAxis),
      UnrankedTensorType::get(badAxis),
      RankedTensorType::get({4}, badAxis, TypeAttr::get(f32)),
      badZeroPoint,
      RankedTensorType::get({4}, badZeroPoint),
      UnrankedTensorType::get(badScale),
      wide,
      RankedTensorType::get({2}, wide),
      FunctionType::get(&context, {RankedTensorType::get({3}, badAxis)}, {}),
  };
  for (auto [index, type] : llvm::enumerate(types)) {
    std::string fast =
        diagnose([&](auto emit) { return verifyQuantizedTypesIn(type, emit); });
    std::string checker = diagnose(
        [&](auto emit) { return QuantizedTypeChecker().check(type, emit); });
    EXPECT_EQ(fast, checker) << "type #" << index;
  }
}

// Only what provably holds no other type or attribute is ruled out.
TEST_F(QuantTypeChecksTest, MayHoldQuantizedType) {
  auto f32 = Float32Type::get(&context);
  EXPECT_FALSE(mayHoldQuantizedType(Type()));
  EXPECT_FALSE(mayHoldQuantizedType(f32));
  EXPECT_FALSE(mayHoldQuantizedType(IndexType::get(&context)));
  EXPECT_FALSE(mayHoldQuantizedType(RankedTensorType::get({4}, f32)));
  EXPECT_TRUE(mayHoldQuantizedType(uniform(8, true, 0.5, 0, -128, 127)));
  EXPECT_TRUE(mayHoldQuantizedType(
      RankedTensorType::get({4}, f32, TypeAttr::get(f32))));
  EXPECT_TRUE(mayHoldQuantizedType(UnrankedTensorType::get(f32)));
  EXPECT_TRUE(mayHoldQuantizedType(FunctionType::get(&context, {}, {})));
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
