//===- ConstraintsTest.cpp - Shorthands and spec utilities ----------------===//
//
// Every shorthand (dialect/Reference.md#constraints), per tensor and per
// axis, succeeding and failing; the calibrated-to-uniform and
// constant-quantization utilities against upstream's fakeQuantAttrsToType
// semantics.
//
//===----------------------------------------------------------------------===//

#include "dialect/QuantKitDialect.h"
#include "dialect/constraints/Registry.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Dialect/Quant/Utils/FakeQuantSupport.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace mlir;
using namespace mlir::quantkit;

namespace {

class ConstraintsTest : public ::testing::Test {
protected:
  ConstraintsTest() { context.loadDialect<QuantKitDialect>(); }

  Type f32() { return Float32Type::get(&context); }
  Type none() { return NoneType::get(&context); }

  /// `!quant.uniform` per tensor with the default (full) storage range.
  Type uniform(double scale, int64_t zeroPoint, unsigned width = 8,
               bool isSigned = true) {
    auto range = *PortSignature::getFullRange(width, isSigned);
    return uniform(scale, zeroPoint, width, isSigned, range.first,
                   range.second);
  }
  Type uniform(double scale, int64_t zeroPoint, unsigned width, bool isSigned,
               int64_t min, int64_t max) {
    return quant::UniformQuantizedType::get(
        isSigned ? quant::QuantizationFlags::Signed : 0,
        IntegerType::get(&context, width), f32(), scale, zeroPoint, min, max);
  }
  Type perAxis(ArrayRef<double> scales, int32_t axis, unsigned width = 8,
               int64_t min = -127, int64_t max = 127) {
    SmallVector<int64_t> zeroPoints(scales.size(), 0);
    return quant::UniformQuantizedPerAxisType::get(
        quant::QuantizationFlags::Signed, IntegerType::get(&context, width),
        f32(), scales, zeroPoints, axis, min, max);
  }
  Type calibrated(double min, double max) {
    return quant::CalibratedQuantizedType::get(f32(), min, max);
  }
  Type any(unsigned width) {
    auto range = *PortSignature::getFullRange(width, true);
    return quant::AnyQuantizedType::get(quant::QuantizationFlags::Signed,
                                        IntegerType::get(&context, width),
                                        f32(), range.first, range.second);
  }
  RankedTensorType tensor(ArrayRef<int64_t> shape) {
    return RankedTensorType::get(shape, f32());
  }

  static PortSignature act8() { return PortSignature::integer(8); }
  static PortSignature act16() {
    return PortSignature::integer(16).withSymmetric();
  }
  static PortSignature weights(int64_t axis) {
    return PortSignature::integer(8, true, -127, 127)
        .withSymmetric()
        .withAxis(axis)
        .withRole(PortRole::weight);
  }
  static PortSignature bias(unsigned width = 32) {
    return PortSignature::integer(width).withSymmetric().withAxis(0).withRole(
        PortRole::accumulator);
  }

  /// Runs `constraint` with fresh context on `inputs`/`outputs`.
  FailureOr<ChangedPorts> run(const Constraint &constraint,
                              ArrayRef<PortSignature> inputPorts,
                              ArrayRef<PortSignature> outputPorts,
                              SmallVectorImpl<Type> &inputs,
                              SmallVectorImpl<Type> &outputs) {
    KernelContext kernelContext(&context, inputPorts, outputPorts);
    FailureOr<ChangedPorts> changed =
        constraint(kernelContext, inputs, outputs);
    lastReason = kernelContext.getFailureReason().str();
    return changed;
  }

  MLIRContext context;
  std::string lastReason;
};

bool near(double actual, double expected) {
  return std::fabs(actual - expected) <= 1e-12 * std::fabs(expected);
}

double scaleOf(Type type) {
  return cast<quant::UniformQuantizedType>(type).getScale();
}

//===----------------------------------------------------------------------===//
// Spec utilities
//===----------------------------------------------------------------------===//

TEST_F(ConstraintsTest, ClassifiesSpecs) {
  EXPECT_EQ(classifySpec(f32()), SpecKind::Undecided);
  EXPECT_EQ(classifySpec(any(8)), SpecKind::AtLeast);
  EXPECT_EQ(classifySpec(calibrated(-1, 1)), SpecKind::Calibrated);
  EXPECT_EQ(classifySpec(uniform(0.5, 0)), SpecKind::Uniform);
  EXPECT_EQ(classifySpec(perAxis({0.5, 1.0}, 0)), SpecKind::Uniform);
  EXPECT_EQ(classifySpec(none()), SpecKind::KeepFloat);
  EXPECT_EQ(classifySpec(IntegerType::get(&context, 32)), SpecKind::Invalid);
  EXPECT_EQ(getSpecExpressedType(calibrated(-1, 1)), f32());
}

TEST_F(ConstraintsTest, AsymmetricRangeMatchesUpstreamFakeQuant) {
  for (auto [min, max] : {std::pair<double, double>{-1.0, 1.0},
                          {-0.3, 5.7},
                          {0.5, 2.0},
                          {-3.0, -1.0},
                          {0.0, 0.0}}) {
    FailureOr<quant::UniformQuantizedType> type =
        uniformForRange(act8(), f32(), min, max);
    ASSERT_TRUE(succeeded(type));
    quant::UniformQuantizedType expected = quant::fakeQuantAttrsToType(
        UnknownLoc::get(&context), 8, min, max, /*narrowRange=*/false, f32(),
        /*isSigned=*/true);
    EXPECT_EQ(Type(*type), Type(expected)) << min << " " << max;
  }
  // Narrow range (weights) goes through upstream's narrowRange.
  FailureOr<quant::UniformQuantizedType> narrow = uniformForRange(
      PortSignature::integer(8, true, -127, 127), f32(), -1.0, 2.0);
  ASSERT_TRUE(succeeded(narrow));
  EXPECT_EQ(Type(*narrow),
            Type(quant::fakeQuantAttrsToType(UnknownLoc::get(&context), 8, -1.0,
                                             2.0, true, f32(), true)));
}

TEST_F(ConstraintsTest, RangesGiveUpstreamFakeQuantTypesExactly) {
  // uniformForRange(s) compute upstream's parameters themselves and build
  // with the unchecked builder where the scale is valid: the types must be
  // the very ones fakeQuantAttrsToType gives, for every storage it can
  // express, over ranges of every shape (zero-crossing, one-sided, empty,
  // tiny and huge).
  SmallVector<std::pair<double, double>> ranges = {
      {-1.0, 1.0}, {-0.3, 5.7}, {0.5, 2.0},       {-3.0, -1.0},
      {0.0, 0.0},  {2.5, 2.5},  {-1e-30, 1e-30},  {-1e30, 3e30},
      {0.0, 1e-6}, {-7.0, 0.0}, {-1e-44, 1e-44}, {-3e38, 3e38},
      {-1e300, 1e300}, {-1.7e308, 1.7e308}};
  // Scales outside f32 make upstream's checked builder report; silence it.
  ScopedDiagnosticHandler silence(&context,
                                  [](Diagnostic &) { return success(); });
  // Deterministic pseudo-random ranges on top.
  uint64_t state = 12345;
  auto next = [&]() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<double>(state >> 11) / static_cast<double>(1ULL << 53);
  };
  for (int i = 0; i < 200; ++i) {
    double a = (next() - 0.5) * std::pow(10.0, next() * 12 - 6);
    double b = (next() - 0.5) * std::pow(10.0, next() * 12 - 6);
    ranges.push_back({std::min(a, b), std::max(a, b)});
  }
  for (unsigned width : {8u, 16u, 32u}) {
    for (bool isSigned : {true, false}) {
      for (bool narrow : {false, true}) {
        auto full = *PortSignature::getFullRange(width, isSigned);
        PortSignature port = PortSignature::integer(
            width, isSigned, full.first + (narrow ? 1 : 0), full.second);
        SmallVector<double> mins, maxs;
        for (auto [min, max] : ranges) {
          quant::UniformQuantizedType expected = quant::fakeQuantAttrsToType(
              UnknownLoc::get(&context), width, min, max, narrow, f32(),
              isSigned);
          FailureOr<quant::UniformQuantizedType> type =
              uniformForRange(port, f32(), min, max);
          if (!expected) {
            EXPECT_TRUE(failed(type)) << min << " " << max;
            continue;
          }
          ASSERT_TRUE(succeeded(type)) << min << " " << max;
          EXPECT_EQ(Type(*type), Type(expected))
              << width << " " << isSigned << " " << narrow << " " << min
              << " " << max;
          mins.push_back(min);
          maxs.push_back(max);
        }
        quant::UniformQuantizedPerAxisType expected =
            quant::fakeQuantAttrsToType(UnknownLoc::get(&context), width, 0,
                                        mins, maxs, narrow, f32(), isSigned);
        FailureOr<quant::UniformQuantizedPerAxisType> type =
            uniformForRanges(port, f32(), 0, mins, maxs);
        ASSERT_TRUE(expected);
        ASSERT_TRUE(succeeded(type));
        EXPECT_EQ(Type(*type), Type(expected));
      }
    }
  }
}

TEST_F(ConstraintsTest, AsymmetricRangeWithCustomBoundsNudgesLikeUpstream) {
  // u8<0:100> is beyond fakeQuantAttrsToType; same formula: scale
  // (max - min) / (qmax - qmin), zero point nudged into the bounds.
  FailureOr<quant::UniformQuantizedType> type = uniformForRange(
      PortSignature::integer(8, false, 0, 100), f32(), -1.0, 3.0);
  ASSERT_TRUE(succeeded(type));
  EXPECT_TRUE(near(type->getScale(), 4.0 / 100.0));
  EXPECT_EQ(type->getZeroPoint(), 25);
  EXPECT_EQ(type->getStorageTypeMin(), 0);
  EXPECT_EQ(type->getStorageTypeMax(), 100);
  EXPECT_FALSE(type->isSigned());
}

TEST_F(ConstraintsTest, SymmetricRangeUsesLargestMagnitude) {
  FailureOr<quant::UniformQuantizedType> type =
      uniformForRange(act16(), f32(), -2.0, 3.0);
  ASSERT_TRUE(succeeded(type));
  EXPECT_TRUE(near(type->getScale(), 3.0 / 32767.0));
  EXPECT_EQ(type->getZeroPoint(), 0);
  EXPECT_EQ(type->getStorageTypeIntegralWidth(), 16u);
  FailureOr<quant::UniformQuantizedType> zero =
      uniformForRange(act16(), f32(), 0.0, 0.0);
  ASSERT_TRUE(succeeded(zero));
  EXPECT_EQ(zero->getScale(), 1.0);
}

TEST_F(ConstraintsTest, RangeFailuresGiveReasons) {
  std::string reason;
  EXPECT_TRUE(failed(uniformForRange(act8(), f32(), 2.0, 1.0, &reason)));
  EXPECT_NE(reason.find("min <= max"), std::string::npos) << reason;
  EXPECT_TRUE(failed(uniformForRange(act8(), f32(), -INFINITY, 1.0, &reason)));
  EXPECT_TRUE(failed(
      uniformForRange(PortSignature::wildcard(), f32(), -1.0, 1.0, &reason)));
  EXPECT_NE(reason.find("wildcard"), std::string::npos) << reason;
  EXPECT_TRUE(failed(makeUniformSpec(act8(), f32(), 0.5, 300, &reason)));
  EXPECT_NE(reason.find("zero point 300"), std::string::npos) << reason;
  EXPECT_TRUE(failed(makeUniformSpec(act16(), f32(), 0.5, 3, &reason)));
  EXPECT_NE(reason.find("symmetric"), std::string::npos) << reason;
  EXPECT_TRUE(failed(makeUniformSpec(act8(), f32(), -0.5, 0, &reason)));
}

TEST_F(ConstraintsTest, CalibratedBecomesUniformAtPortStorage) {
  auto stats = cast<quant::CalibratedQuantizedType>(calibrated(-1.0, 2.0));
  FailureOr<quant::UniformQuantizedType> asym =
      uniformFromCalibrated(stats, act8());
  ASSERT_TRUE(succeeded(asym));
  EXPECT_EQ(Type(*asym),
            Type(quant::fakeQuantAttrsToType(UnknownLoc::get(&context), 8, -1.0,
                                             2.0, false, f32(), true)));
  FailureOr<quant::UniformQuantizedType> sym =
      uniformFromCalibrated(stats, act16());
  ASSERT_TRUE(succeeded(sym));
  EXPECT_TRUE(near(sym->getScale(), 2.0 / 32767.0));
}

TEST_F(ConstraintsTest, PerAxisRangesAreQuantizedPerChannel) {
  FailureOr<quant::UniformQuantizedPerAxisType> type = uniformForRanges(
      weights(0), f32(), 0, {-1.0, 0.0, -0.5}, {0.5, 0.0, 2.54});
  ASSERT_TRUE(succeeded(type));
  EXPECT_EQ(type->getQuantizedDimension(), 0);
  ASSERT_EQ(type->getScales().size(), 3u);
  EXPECT_TRUE(near(type->getScales()[0], 1.0 / 127.0));
  EXPECT_EQ(type->getScales()[1], 1.0);
  EXPECT_TRUE(near(type->getScales()[2], 2.54 / 127.0));
  EXPECT_EQ(type->getStorageTypeMin(), -127);
}

TEST_F(ConstraintsTest, ConstantSpecPerChannelWithZeroChannel) {
  // [K=2, N=3], per axis on the last axis (matmul weights).
  auto type = tensor({2, 3});
  auto data = DenseElementsAttr::get(
      type, ArrayRef<float>{1.5f, 0.0f, -4.0f, -2.0f, 0.0f, 3.0f});
  FailureOr<Type> spec = specForConstant(data, weights(-1));
  ASSERT_TRUE(succeeded(spec));
  auto perAxisSpec = dyn_cast<quant::UniformQuantizedPerAxisType>(*spec);
  ASSERT_TRUE(perAxisSpec);
  EXPECT_EQ(perAxisSpec.getQuantizedDimension(), 1);
  EXPECT_TRUE(near(perAxisSpec.getScales()[0], 2.0 / 127.0));
  EXPECT_EQ(perAxisSpec.getScales()[1], 1.0);
  EXPECT_TRUE(near(perAxisSpec.getScales()[2], 4.0 / 127.0));
  EXPECT_TRUE(llvm::all_of(perAxisSpec.getZeroPoints(),
                           [](int64_t zeroPoint) { return zeroPoint == 0; }));

  FailureOr<DenseElementsAttr> values = quantizeConstant(data, *spec);
  ASSERT_TRUE(succeeded(values));
  SmallVector<int8_t> storage(values->getValues<int8_t>());
  EXPECT_EQ(storage, (SmallVector<int8_t>{95, 0, -127, -127, 0, 95}));
}

TEST_F(ConstraintsTest, ConstantOnAsymmetricPortKeepsItsWholeRange) {
  // Data [0.5, 3] on an asymmetric i8 port: the range is widened to
  // [0, 3] (scale 3/255, zero point -128), so 3.0 is representable; with
  // [0.5, 3] as given, the zero point clamps and the top is 2.5.
  auto data = DenseElementsAttr::get(tensor({4}),
                                     ArrayRef<float>{0.5f, 1.0f, 2.0f, 3.0f});
  FailureOr<Type> spec = specForConstant(data, act8());
  ASSERT_TRUE(succeeded(spec));
  auto uniform = dyn_cast<quant::UniformQuantizedType>(*spec);
  ASSERT_TRUE(uniform);
  EXPECT_TRUE(near(uniform.getScale(), 3.0 / 255.0));
  EXPECT_EQ(uniform.getZeroPoint(), -128);
  FailureOr<DenseElementsAttr> values = quantizeConstant(data, *spec);
  ASSERT_TRUE(succeeded(values));
  SmallVector<int8_t> storage(values->getValues<int8_t>());
  // round(x / (3/255)) - 128: 42.5 -> 43, 85, 170, 255.
  EXPECT_EQ(storage, (SmallVector<int8_t>{-85, -43, 42, 127}));

  // Per axis, each channel's range holds 0 too: [-2, -1] -> [-2, 0].
  FailureOr<quant::UniformQuantizedPerAxisType> perAxis =
      uniformForRanges(act8().withAxis(0), f32(), 0, {-2.0}, {0.0});
  auto channel =
      DenseElementsAttr::get(tensor({1, 2}), ArrayRef<float>{-2.0f, -1.0f});
  FailureOr<Type> perAxisSpec = specForConstant(channel, act8().withAxis(0));
  ASSERT_TRUE(succeeded(perAxis) && succeeded(perAxisSpec));
  EXPECT_EQ(*perAxisSpec, Type(*perAxis));
}

TEST_F(ConstraintsTest, ConstantSpecPerTensorAndRejectsNonFinite) {
  auto type = tensor({3});
  auto data = DenseElementsAttr::get(type, ArrayRef<float>{0.5f, -2.0f, 1.2f});
  FailureOr<Type> spec = specForConstant(
      data, PortSignature::integer(8, true, -127, 127).withSymmetric());
  ASSERT_TRUE(succeeded(spec));
  EXPECT_TRUE(near(scaleOf(*spec), 2.0 / 127.0));
  FailureOr<DenseElementsAttr> values = quantizeConstant(data, *spec);
  ASSERT_TRUE(succeeded(values));
  SmallVector<int8_t> storage(values->getValues<int8_t>());
  EXPECT_EQ(storage, (SmallVector<int8_t>{32, -127, 76}));

  auto bad = DenseElementsAttr::get(type, ArrayRef<float>{0.5f, NAN, 1.0f});
  std::string reason;
  EXPECT_TRUE(failed(specForConstant(bad, weights(0), &reason)));
  EXPECT_NE(reason.find("non-finite"), std::string::npos) << reason;
  EXPECT_TRUE(failed(specForConstant(data, weights(3), &reason)));
  EXPECT_NE(reason.find("axis"), std::string::npos) << reason;
}

TEST_F(ConstraintsTest, QuantizedCodeRoundsHalfAwayAndClamps) {
  // Ties away from zero on both sides of the zero point, then the clamp.
  EXPECT_EQ(quantizedCode(0.625, 0.25, 0, -128, 127), 3);   // 2.5 -> 3
  EXPECT_EQ(quantizedCode(-0.625, 0.25, 0, -128, 127), -3); // -2.5 -> -3
  EXPECT_EQ(quantizedCode(-0.625, 0.25, 4, -128, 127), 1);  // -3 + 4
  EXPECT_EQ(quantizedCode(0.6, 0.25, -10, -128, 127), -8);  // 2.4 -> 2
  EXPECT_EQ(quantizedCode(100.0, 0.25, 0, -127, 127), 127);
  EXPECT_EQ(quantizedCode(-100.0, 0.25, 0, -127, 127), -127);
  EXPECT_EQ(quantizedCode(1.0, 1.0 / 1024, 0, -8, 7), 7);
}

TEST_F(ConstraintsTest, SplatConstantPerAxisIsQuantizedPerChannel) {
  // -1.25 on four channels: -5; -2.5 rounded half away from zero to -3, plus
  // 4; -160 - 10 saturating at -128; -10 + 120. Upstream's per-axis converter
  // maps a splat once, with channel 0's parameters (-5 everywhere), and
  // quantizePort's former fix-up gave channel 1 round(-2.5 + 4) = 2.
  auto spec = [&](unsigned width, int32_t axis, int64_t min, int64_t max) {
    return quant::UniformQuantizedPerAxisType::get(
        quant::QuantizationFlags::Signed, IntegerType::get(&context, width),
        f32(), {0.25, 0.5, 0.0078125, 0.125}, {0, 4, -10, 120}, axis, min, max);
  };
  auto splat = [&](ArrayRef<int64_t> shape, float value) {
    return DenseElementsAttr::get(tensor(shape), value);
  };

  // Channels on the last axis, then on the first (four rows of two).
  FailureOr<DenseElementsAttr> last =
      quantizeConstant(splat({2, 4}, -1.25f), spec(8, 1, -128, 127));
  ASSERT_TRUE(succeeded(last));
  EXPECT_EQ(SmallVector<int8_t>(last->getValues<int8_t>()),
            (SmallVector<int8_t>{-5, 1, -128, 110, -5, 1, -128, 110}));
  FailureOr<DenseElementsAttr> first =
      quantizeConstant(splat({4, 2}, -1.25f), spec(8, 0, -128, 127));
  ASSERT_TRUE(succeeded(first));
  EXPECT_EQ(SmallVector<int8_t>(first->getValues<int8_t>()),
            (SmallVector<int8_t>{-5, -5, 1, 1, -128, -128, 110, 110}));

  // Wider and narrower storage: i16 does not saturate; i4 saturates at -8
  // and 7 (110).
  FailureOr<DenseElementsAttr> wide =
      quantizeConstant(splat({1, 4}, -1.25f), spec(16, 1, -32768, 32767));
  ASSERT_TRUE(succeeded(wide));
  EXPECT_EQ(SmallVector<int16_t>(wide->getValues<int16_t>()),
            (SmallVector<int16_t>{-5, 1, -170, 110}));
  FailureOr<DenseElementsAttr> narrow =
      quantizeConstant(splat({1, 4}, -1.25f), spec(4, 1, -8, 7));
  ASSERT_TRUE(succeeded(narrow));
  SmallVector<int64_t> nibbles;
  for (const APInt &value : narrow->getValues<APInt>())
    nibbles.push_back(value.getSExtValue());
  EXPECT_EQ(nibbles, (SmallVector<int64_t>{-5, 1, -8, 7}));

  // Channels that agree keep the splat (0 with zero points 0).
  auto symmetric = quant::UniformQuantizedPerAxisType::get(
      quant::QuantizationFlags::Signed, IntegerType::get(&context, 8), f32(),
      {0.25, 0.5}, {0, 0}, 0, -127, 127);
  FailureOr<DenseElementsAttr> zeros =
      quantizeConstant(splat({2, 1000}, 0.0f), symmetric);
  ASSERT_TRUE(succeeded(zeros));
  EXPECT_TRUE(zeros->isSplat());
  EXPECT_EQ(zeros->getSplatValue<int8_t>(), 0);

  std::string reason;
  EXPECT_TRUE(failed(quantizeConstant(splat({2, 4}, INFINITY),
                                      spec(8, 1, -128, 127), &reason)));
  EXPECT_NE(reason.find("non-finite"), std::string::npos) << reason;

  // A splat of 2^32 elements (a few bytes of IR): channels that agree stay
  // one splat; channels that differ would need 4 GB of storage and are
  // refused with the type and the limit, not allocated.
  FailureOr<DenseElementsAttr> huge =
      quantizeConstant(splat({2, int64_t(1) << 31}, 0.0f), symmetric);
  ASSERT_TRUE(succeeded(huge));
  EXPECT_TRUE(huge->isSplat());
  reason.clear();
  EXPECT_TRUE(failed(quantizeConstant(splat({2, int64_t(1) << 31}, 1.0f),
                                      symmetric, &reason)));
  EXPECT_NE(reason.find("tensor<2x2147483648xf32>"), std::string::npos)
      << reason;
  EXPECT_NE(reason.find("more than 2147483648 bytes"), std::string::npos)
      << reason;
  // Just under the limit in elements, 16-bit storage crosses it in bytes.
  auto wideSymmetric = quant::UniformQuantizedPerAxisType::get(
      quant::QuantizationFlags::Signed, IntegerType::get(&context, 16), f32(),
      {0.25, 0.5}, {0, 0}, 0, -32767, 32767);
  reason.clear();
  EXPECT_TRUE(failed(quantizeConstant(splat({2, int64_t(1) << 30}, 1.0f),
                                      wideSymmetric, &reason)));
  EXPECT_NE(reason.find("bytes"), std::string::npos) << reason;
}

// Dense (not splat) data in every storage width quantizeConstant writes
// into a raw buffer (8, 16, 32, 64 bits, signed and unsigned) and one it
// builds as APInts (4 bits). Expected integers worked out by hand:
// round(x / s) half away from zero, plus the zero point, clamped. The data
// holds ties of both signs, saturation at both ends, -0.0, and at 64 bits
// values beyond 32 bits.
TEST_F(ConstraintsTest, DenseConstantInEveryStorageWidth) {
  auto data = DenseElementsAttr::get(
      tensor({2, 4}), ArrayRef<float>{-1.25f, 1.25f, -0.75f, 0.25f, 100.0f,
                                      -100.0f, 3.0f, -0.0f});
  auto perTensor = [&](unsigned width, bool isSigned, double scale,
                       int64_t zeroPoint, int64_t min, int64_t max) {
    return quant::UniformQuantizedType::get(
        isSigned ? quant::QuantizationFlags::Signed : 0,
        IntegerType::get(&context, width), f32(), scale, zeroPoint, min, max);
  };
  auto integers = [](const DenseElementsAttr &attr, bool isSigned) {
    SmallVector<int64_t> values;
    for (const APInt &value : attr.getValues<APInt>())
      values.push_back(isSigned ? value.getSExtValue()
                                : static_cast<int64_t>(value.getZExtValue()));
    return values;
  };
  struct Case {
    Type spec;
    bool isSigned;
    SmallVector<int64_t> expected;
  };
  SmallVector<Case> cases = {
      {perTensor(8, true, 0.5, 4, -128, 127),
       true,
       {1, 7, 2, 5, 127, -128, 10, 4}},
      {perTensor(8, false, 0.5, 128, 0, 255),
       false,
       {125, 131, 126, 129, 255, 0, 134, 128}},
      {perTensor(16, true, 0.5, -3, -32768, 32767),
       true,
       {-6, 0, -5, -2, 197, -203, 3, -3}},
      {perTensor(32, true, 0.5, 0, INT32_MIN, INT32_MAX),
       true,
       {-3, 3, -2, 1, 200, -200, 6, 0}},
      {perTensor(64, true, 1e-9, 0, INT64_MIN, INT64_MAX),
       true,
       {-1250000000, 1250000000, -750000000, 250000000, 100000000000,
        -100000000000, 3000000000, 0}},
      {perTensor(4, true, 0.5, 0, -8, 7), true, {-3, 3, -2, 1, 7, -8, 6, 0}},
      {quant::UniformQuantizedPerAxisType::get(
           quant::QuantizationFlags::Signed, IntegerType::get(&context, 8),
           f32(), {0.5, 0.25, 1.0, 2.0}, {0, 1, -1, 2}, 1, -128, 127),
       true,
       {-3, 6, -2, 2, 127, -128, 2, 2}},
  };
  for (const Case &c : cases) {
    std::string name;
    llvm::raw_string_ostream(name) << c.spec;
    FailureOr<DenseElementsAttr> values = quantizeConstant(data, c.spec);
    ASSERT_TRUE(succeeded(values)) << name;
    EXPECT_EQ(values->getElementType(),
              cast<quant::QuantizedType>(c.spec).getStorageType());
    EXPECT_EQ(integers(*values, c.isSigned), c.expected) << name;
  }
}

TEST_F(ConstraintsTest, ConstantRoundsBeforeAddingTheZeroPoint) {
  // round(x / s) + zp, half away from zero: -2.5 -> -3 + 4, 2.5 -> 3 + 4,
  // -1.5 -> -2 + 4. Upstream's f32-to-8-bit shortcut rounds x / s + zp
  // (1.5 -> 2, 2.5 -> 3), per tensor and per axis alike.
  auto data = DenseElementsAttr::get(tensor({3}),
                                     ArrayRef<float>{-1.25f, 1.25f, -0.75f});
  FailureOr<DenseElementsAttr> perTensor =
      quantizeConstant(data, uniform(0.5, 4));
  ASSERT_TRUE(succeeded(perTensor));
  EXPECT_EQ(SmallVector<int8_t>(perTensor->getValues<int8_t>()),
            (SmallVector<int8_t>{1, 7, 2}));
  FailureOr<DenseElementsAttr> perChannel = quantizeConstant(
      data, quant::UniformQuantizedPerAxisType::get(
                quant::QuantizationFlags::Signed, IntegerType::get(&context, 8),
                f32(), {0.5, 0.5, 0.5}, {4, 4, 4}, 0, -128, 127));
  ASSERT_TRUE(succeeded(perChannel));
  EXPECT_EQ(SmallVector<int8_t>(perChannel->getValues<int8_t>()),
            (SmallVector<int8_t>{1, 7, 2}));
}

TEST_F(ConstraintsTest, SpecFitsPort) {
  std::string reason;
  EXPECT_TRUE(succeeded(checkSpecFitsPort(uniform(0.5, 3), act8())));
  EXPECT_TRUE(
      failed(checkSpecFitsPort(uniform(0.5, 3, 16), act8(), {}, &reason)));
  // Narrower bounds fit; wider ones do not.
  EXPECT_TRUE(succeeded(checkSpecFitsPort(uniform(0.5, 0, 8, true, -127, 127),
                                          PortSignature::integer(8))));
  EXPECT_TRUE(failed(checkSpecFitsPort(uniform(0.5, 0), weights(0))));
  EXPECT_TRUE(failed(checkSpecFitsPort(uniform(0.5, 1, 16), act16())));
  // Per-axis specs only on per-axis ports, on their axis.
  EXPECT_TRUE(succeeded(checkSpecFitsPort(perAxis({1, 2}, 1), weights(-1), 2)));
  EXPECT_TRUE(
      failed(checkSpecFitsPort(perAxis({1, 2}, 0), weights(-1), 2, &reason)));
  EXPECT_NE(reason.find("axis"), std::string::npos) << reason;
  EXPECT_TRUE(failed(checkSpecFitsPort(perAxis({1, 2}, 0), act8())));
  EXPECT_TRUE(succeeded(
      checkSpecFitsPort(uniform(0.5, 0, 8, true, -127, 127), weights(0))));
}

TEST_F(ConstraintsTest, SixtyFourBitStorageIsBuilt) {
  // Upstream's types stop at 32 bits; the 16x8 bias needs 64.
  FailureOr<quant::UniformQuantizedType> type =
      makeUniformSpec(bias(64), f32(), 1e-6, 0);
  ASSERT_TRUE(succeeded(type));
  EXPECT_EQ(type->getStorageTypeIntegralWidth(), 64u);
  EXPECT_EQ(type->getStorageTypeMax(), std::numeric_limits<int64_t>::max());
}

//===----------------------------------------------------------------------===//
// free
//===----------------------------------------------------------------------===//

TEST_F(ConstraintsTest, FreeQuantizesCalibratedPortsOnly) {
  SmallVector<Type> inputs = {calibrated(-1.0, 1.0), f32()};
  SmallVector<Type> outputs = {none()};
  FailureOr<ChangedPorts> changed =
      run(Constraint::free(), {act8(), act8()}, {act8()}, inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << lastReason;
  EXPECT_EQ(changed->inputs, (SmallVector<unsigned>{0}));
  EXPECT_TRUE(changed->outputs.empty());
  EXPECT_EQ(inputs[0],
            Type(quant::fakeQuantAttrsToType(UnknownLoc::get(&context), 8, -1.0,
                                             1.0, false, f32(), true)));
  EXPECT_EQ(inputs[1], f32());
  EXPECT_EQ(outputs[0], none());
}

TEST_F(ConstraintsTest, FreeReexpressesForeignStorageUnlessFixed) {
  // A neighbour's i16 parameters on an i8 port: re-expressed over the same
  // real range (propagation then rescales on that edge).
  SmallVector<Type> inputs = {uniform(0.001, 0, 16)};
  SmallVector<Type> outputs = {f32()};
  FailureOr<ChangedPorts> changed =
      run(Constraint::free(), {act8()}, {act8()}, inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << lastReason;
  EXPECT_EQ(changed->inputs, (SmallVector<unsigned>{0}));
  auto converted = cast<quant::UniformQuantizedType>(inputs[0]);
  EXPECT_EQ(converted.getStorageTypeIntegralWidth(), 8u);
  EXPECT_TRUE(near(converted.getScale(), 0.001 * 65535.0 / 255.0));

  // The same spec fixed by the model cannot move.
  inputs = {uniform(0.001, 0, 16)};
  KernelContext kernelContext(&context, {act8()}, {act8()});
  kernelContext.setInputFixed(0);
  FailureOr<ChangedPorts> refused =
      Constraint::free()(kernelContext, inputs, outputs);
  EXPECT_TRUE(failed(refused));
  EXPECT_NE(kernelContext.getFailureReason().find("fixed"), std::string::npos)
      << kernelContext.getFailureReason().str();
  EXPECT_EQ(inputs[0], uniform(0.001, 0, 16)) << "specs restored on failure";
}

TEST_F(ConstraintsTest, FreePerAxisSpecOnPerTensorPortCoversAllChannels) {
  SmallVector<Type> inputs = {perAxis({0.01, 0.02}, 0)};
  SmallVector<Type> outputs = {};
  FailureOr<ChangedPorts> changed =
      run(Constraint::free(),
          {PortSignature::integer(8, true, -127, 127).withSymmetric()}, {},
          inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << lastReason;
  EXPECT_TRUE(near(scaleOf(inputs[0]), 0.02));
}

//===----------------------------------------------------------------------===//
// same_scale
//===----------------------------------------------------------------------===//

TEST_F(ConstraintsTest, SameScalePerTensorCopiesTheResolvedPort) {
  SmallVector<Type> inputs = {f32(), uniform(0.5, 3)};
  SmallVector<Type> outputs = {f32()};
  FailureOr<ChangedPorts> changed =
      run(Constraint::sameScale(), {act8(), act8()}, {act8()}, inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << lastReason;
  EXPECT_EQ(changed->inputs, (SmallVector<unsigned>{0}));
  EXPECT_EQ(changed->outputs, (SmallVector<unsigned>{0}));
  EXPECT_EQ(inputs[0], uniform(0.5, 3));
  EXPECT_EQ(outputs[0], uniform(0.5, 3));
}

TEST_F(ConstraintsTest, SameScaleOutputFollowsCalibratedInput) {
  SmallVector<Type> inputs = {calibrated(-1.0, 2.0)};
  SmallVector<Type> outputs = {calibrated(-4.0, 4.0)};
  FailureOr<ChangedPorts> changed =
      run(Constraint::sameScale(), {act8()}, {act8()}, inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << lastReason;
  EXPECT_EQ(inputs[0], outputs[0]);
  EXPECT_TRUE(near(scaleOf(inputs[0]), 3.0 / 255.0));
}

// A concatenation's output range covers all its inputs: with more than one
// quantizable input the output is the reference, so no input is clipped to
// another's range.
TEST_F(ConstraintsTest, SameScaleJoinFollowsItsOutput) {
  SmallVector<Type> inputs = {calibrated(-1.0, 2.0), calibrated(-3.0, 5.0)};
  SmallVector<Type> outputs = {calibrated(-3.0, 5.0)};
  FailureOr<ChangedPorts> changed = run(
      Constraint::sameScale(), {act8(), act8()}, {act8()}, inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << lastReason;
  EXPECT_EQ(inputs[0], outputs[0]);
  EXPECT_EQ(inputs[1], outputs[0]);
  EXPECT_TRUE(near(scaleOf(outputs[0]), 8.0 / 255.0));
}

// A fixed input still wins over the joined output.
TEST_F(ConstraintsTest, SameScaleJoinFixedInputWins) {
  SmallVector<Type> inputs = {calibrated(-1.0, 2.0), uniform(0.5, 3)};
  SmallVector<Type> outputs = {calibrated(-3.0, 5.0)};
  KernelContext kernelContext(&context, {act8(), act8()}, {act8()});
  kernelContext.setInputFixed(1);
  FailureOr<ChangedPorts> changed =
      Constraint::sameScale()(kernelContext, inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << kernelContext.getFailureReason().str();
  EXPECT_EQ(inputs[0], uniform(0.5, 3));
  EXPECT_EQ(outputs[0], uniform(0.5, 3));
}

TEST_F(ConstraintsTest, SameScaleFixedPortWinsAndOthersChange) {
  SmallVector<Type> inputs = {uniform(0.5, 3)};
  SmallVector<Type> outputs = {uniform(0.25, -1)};
  KernelContext kernelContext(&context, {act8()}, {act8()});
  kernelContext.setOutputFixed(0);
  FailureOr<ChangedPorts> changed =
      Constraint::sameScale()(kernelContext, inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << kernelContext.getFailureReason().str();
  EXPECT_EQ(changed->inputs, (SmallVector<unsigned>{0}));
  EXPECT_TRUE(changed->outputs.empty());
  EXPECT_EQ(inputs[0], uniform(0.25, -1));
}

TEST_F(ConstraintsTest, SameScaleFailsWhenFixedInputsDisagree) {
  SmallVector<Type> inputs = {uniform(0.5, 3), uniform(0.25, 3), f32()};
  SmallVector<Type> outputs = {f32()};
  KernelContext kernelContext(&context, {act8(), act8(), act8()}, {act8()});
  kernelContext.setInputFixed(0);
  kernelContext.setInputFixed(1);
  FailureOr<ChangedPorts> changed =
      Constraint::sameScale()(kernelContext, inputs, outputs);
  ASSERT_TRUE(failed(changed));
  StringRef reason = kernelContext.getFailureReason();
  EXPECT_TRUE(reason.contains("input #0")) << reason.str();
  EXPECT_TRUE(reason.contains("input #1")) << reason.str();
  EXPECT_TRUE(reason.contains("one scale and zero point")) << reason.str();
  EXPECT_EQ(inputs[2], f32()) << "specs restored on failure";
  EXPECT_EQ(outputs[0], f32());
}

TEST_F(ConstraintsTest, SameScaleFailsOnPerAxisReference) {
  PortSignature perAxisPort =
      PortSignature::integer(8, true, -127, 127).withSymmetric().withAxis(0);
  SmallVector<Type> inputs = {perAxis({0.5, 0.25}, 0)};
  SmallVector<Type> outputs = {f32()};
  FailureOr<ChangedPorts> changed =
      run(Constraint::sameScale(), {perAxisPort}, {act8()}, inputs, outputs);
  ASSERT_TRUE(failed(changed));
  EXPECT_NE(lastReason.find("per axis"), std::string::npos) << lastReason;
}

TEST_F(ConstraintsTest, SameScaleFailsWhenZeroPointDoesNotFitAPort) {
  // The reference's zero point 3 cannot sit on a symmetric port.
  SmallVector<Type> inputs = {uniform(0.5, 3)};
  SmallVector<Type> outputs = {f32()};
  FailureOr<ChangedPorts> changed =
      run(Constraint::sameScale(), {act8()}, {act16()}, inputs, outputs);
  ASSERT_TRUE(failed(changed));
  EXPECT_NE(lastReason.find("output #0"), std::string::npos) << lastReason;
}

TEST_F(ConstraintsTest, SameScaleSkipsFloatPortsAndWaits) {
  SmallVector<Type> inputs = {f32(), none()};
  SmallVector<Type> outputs = {any(8)};
  FailureOr<ChangedPorts> changed =
      run(Constraint::sameScale(), {act8(), act8()}, {act8()}, inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << lastReason;
  EXPECT_TRUE(changed->empty());
  inputs[0] = uniform(0.5, 0);
  changed =
      run(Constraint::sameScale(), {act8(), act8()}, {act8()}, inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << lastReason;
  EXPECT_EQ(inputs[1], none());
  EXPECT_EQ(outputs[0], uniform(0.5, 0));
}

TEST_F(ConstraintsTest, SameScalePerAxisPortTakesPerTensorReference) {
  // A per-axis port also accepts one scale (Constraint.h): under same_scale
  // it gets the per-tensor reference, also where a neighbour had given it a
  // per-axis spec, and the result fits the port (ResolvedKernel::apply
  // checks that).
  PortSignature perAxisPort = PortSignature::integer(8).withAxis(0);
  Target target("t");
  ASSERT_TRUE(
      succeeded(target.addKernel({"k",
                                  {{act8(), perAxisPort}, {perAxisPort}},
                                  Constraint::sameScale(),
                                  ""})));
  FailureOr<ResolvedKernel> resolved =
      target.lookup(KernelQuery::get("k", 2, 1));
  ASSERT_TRUE(succeeded(resolved));

  SmallVector<Type> inputs = {uniform(0.5, 3), f32()};
  SmallVector<Type> outputs = {perAxis({0.1, 0.2}, 0, 8, -128, 127)};
  KernelContext kernelContext = resolved->makeContext(&context);
  kernelContext.setPortTypes({tensor({2, 4}), tensor({2, 4})},
                             {tensor({2, 4})});
  kernelContext.setInputFixed(0);
  FailureOr<ChangedPorts> changed =
      resolved->apply(kernelContext, inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << kernelContext.getFailureReason().str();
  EXPECT_EQ(changed->inputs, (SmallVector<unsigned>{1}));
  EXPECT_EQ(changed->outputs, (SmallVector<unsigned>{0}));
  EXPECT_EQ(inputs[0], uniform(0.5, 3));
  EXPECT_EQ(inputs[1], uniform(0.5, 3));
  EXPECT_EQ(outputs[0], uniform(0.5, 3));
}

//===----------------------------------------------------------------------===//
// fixed_scale
//===----------------------------------------------------------------------===//

TEST_F(ConstraintsTest, FixedScaleSetsOutputs) {
  SmallVector<Type> inputs = {calibrated(-8.0, 8.0)};
  SmallVector<Type> outputs = {f32()};
  FailureOr<ChangedPorts> changed =
      run(Constraint::fixedScale(1.0 / 256.0, -128), {act8()}, {act8()}, inputs,
          outputs);
  ASSERT_TRUE(succeeded(changed)) << lastReason;
  EXPECT_EQ(changed->inputs, (SmallVector<unsigned>{0}));
  EXPECT_EQ(changed->outputs, (SmallVector<unsigned>{0}));
  EXPECT_EQ(outputs[0], uniform(1.0 / 256.0, -128));
  // Applying again changes nothing.
  changed = run(Constraint::fixedScale(1.0 / 256.0, -128), {act8()}, {act8()},
                inputs, outputs);
  ASSERT_TRUE(succeeded(changed));
  EXPECT_TRUE(changed->empty());
}

TEST_F(ConstraintsTest, FixedScaleLeavesPerAxisInputs) {
  SmallVector<Type> inputs = {perAxis({0.1, 0.2}, 0)};
  SmallVector<Type> outputs = {f32()};
  FailureOr<ChangedPorts> changed =
      run(Constraint::fixedScale(1.0 / 128.0, 0), {weights(0)}, {act8()},
          inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << lastReason;
  EXPECT_TRUE(changed->inputs.empty());
  EXPECT_EQ(inputs[0], perAxis({0.1, 0.2}, 0));
  EXPECT_EQ(outputs[0], uniform(1.0 / 128.0, 0));
}

TEST_F(ConstraintsTest, FixedScaleFailsOnFixedOutputAndBadZeroPoint) {
  SmallVector<Type> inputs = {f32()};
  SmallVector<Type> outputs = {uniform(0.1, 0)};
  KernelContext kernelContext(&context, {act8()}, {act8()});
  kernelContext.setOutputFixed(0);
  EXPECT_TRUE(failed(Constraint::fixedScale(1.0 / 256.0, -128)(
      kernelContext, inputs, outputs)));
  EXPECT_TRUE(kernelContext.getFailureReason().contains("fixed"));
  EXPECT_EQ(outputs[0], uniform(0.1, 0));

  outputs = {f32()};
  FailureOr<ChangedPorts> changed =
      run(Constraint::fixedScale(1.0 / 256.0, -128), {act16()}, {act16()},
          inputs, outputs);
  ASSERT_TRUE(failed(changed));
  EXPECT_NE(lastReason.find("zero point -128"), std::string::npos)
      << lastReason;
}

TEST_F(ConstraintsTest, FixedScaleFailsOnFixedPerAxisOutput) {
  // The model fixed the output per axis; fixed_scale needs one scale and
  // zero point there, so it fails and leaves every spec as it was.
  PortSignature perAxisOut =
      PortSignature::integer(8, true, -127, 127).withSymmetric().withAxis(0);
  SmallVector<Type> inputs = {calibrated(-1.0, 1.0)};
  SmallVector<Type> outputs = {perAxis({0.1, 0.2}, 0)};
  KernelContext kernelContext(&context, {act8()}, {perAxisOut});
  kernelContext.setPortTypes({tensor({2, 4})}, {tensor({2, 4})});
  kernelContext.setOutputFixed(0);
  FailureOr<ChangedPorts> changed =
      Constraint::fixedScale(1.0 / 128.0, 0)(kernelContext, inputs, outputs);
  ASSERT_TRUE(failed(changed));
  StringRef reason = kernelContext.getFailureReason();
  EXPECT_TRUE(reason.contains("fixed_scale: output #0 is fixed at"))
      << reason.str();
  EXPECT_EQ(outputs[0], perAxis({0.1, 0.2}, 0));
  EXPECT_EQ(inputs[0], calibrated(-1.0, 1.0)) << "specs restored on failure";
}

//===----------------------------------------------------------------------===//
// multiplier_scale
//===----------------------------------------------------------------------===//

TEST_F(ConstraintsTest, MultiplierScalePerTensor) {
  PortSignature acc = PortSignature::integer(32).withSymmetric();
  SmallVector<Type> inputs = {uniform(0.5, 3), uniform(0.25, -2)};
  SmallVector<Type> outputs = {f32()};
  FailureOr<ChangedPorts> changed = run(
      Constraint::multiplierScale(), {act8(), act8()}, {acc}, inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << lastReason;
  EXPECT_EQ(changed->outputs, (SmallVector<unsigned>{0}));
  EXPECT_EQ(outputs[0], uniform(0.125, 0, 32));
}

TEST_F(ConstraintsTest, MultiplierScalePerAxis) {
  PortSignature acc = PortSignature::integer(32).withSymmetric().withAxis(1);
  SmallVector<Type> inputs = {uniform(0.5, 0), perAxis({0.1, 0.2}, 1)};
  SmallVector<Type> outputs = {f32()};
  KernelContext kernelContext(&context, {act8(), weights(1)}, {acc});
  kernelContext.setPortTypes({tensor({4, 2}), tensor({4, 2})},
                             {tensor({4, 2})});
  FailureOr<ChangedPorts> changed =
      Constraint::multiplierScale()(kernelContext, inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << kernelContext.getFailureReason().str();
  auto result = dyn_cast<quant::UniformQuantizedPerAxisType>(outputs[0]);
  ASSERT_TRUE(result);
  EXPECT_EQ(result.getQuantizedDimension(), 1);
  EXPECT_TRUE(near(result.getScales()[0], 0.05));
  EXPECT_TRUE(near(result.getScales()[1], 0.1));
  EXPECT_EQ(result.getStorageTypeIntegralWidth(), 32u);
}

TEST_F(ConstraintsTest, MultiplierScaleWaitsForInputs) {
  SmallVector<Type> inputs = {uniform(0.5, 3), f32()};
  SmallVector<Type> outputs = {f32()};
  FailureOr<ChangedPorts> changed =
      run(Constraint::multiplierScale(), {act8(), act8()},
          {PortSignature::integer(32).withSymmetric()}, inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << lastReason;
  EXPECT_TRUE(changed->empty());
  EXPECT_EQ(outputs[0], f32());
}

TEST_F(ConstraintsTest, MultiplierScaleFailures) {
  PortSignature acc = PortSignature::integer(32).withSymmetric();
  // A fixed output that is not the product.
  SmallVector<Type> inputs = {uniform(0.5, 3), uniform(0.25, -2)};
  SmallVector<Type> outputs = {uniform(0.3, 0, 32)};
  KernelContext kernelContext(&context, {act8(), act8()}, {acc});
  kernelContext.setOutputFixed(0);
  EXPECT_TRUE(
      failed(Constraint::multiplierScale()(kernelContext, inputs, outputs)));
  EXPECT_TRUE(kernelContext.getFailureReason().contains("product"));

  // Per-axis inputs cannot give a per-tensor output.
  inputs = {uniform(0.5, 0), perAxis({0.1, 0.2}, 1)};
  outputs = {f32()};
  FailureOr<ChangedPorts> changed =
      run(Constraint::multiplierScale(), {act8(), weights(1)}, {acc}, inputs,
          outputs);
  ASSERT_TRUE(failed(changed));
  EXPECT_NE(lastReason.find("per tensor"), std::string::npos) << lastReason;

  // Per-axis inputs that disagree in channel count.
  inputs = {perAxis({0.1, 0.2, 0.3}, 1), perAxis({0.1, 0.2}, 1)};
  changed = run(Constraint::multiplierScale(), {weights(1), weights(1)},
                {acc.withAxis(1)}, inputs, outputs);
  ASSERT_TRUE(failed(changed));
  EXPECT_NE(lastReason.find("channel by channel"), std::string::npos)
      << lastReason;
}

//===----------------------------------------------------------------------===//
// multiplier_accumulator_scale
//===----------------------------------------------------------------------===//

TEST_F(ConstraintsTest, AccumulatorScalePerTensor) {
  SmallVector<Type> inputs = {uniform(0.5, -3),
                              uniform(0.25, 0, 8, true, -127, 127), f32()};
  SmallVector<Type> outputs = {calibrated(-1.0, 1.0)};
  FailureOr<ChangedPorts> changed =
      run(Constraint::multiplierAccumulatorScale(),
          {act8(), weights(0), bias()}, {act8()}, inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << lastReason;
  EXPECT_EQ(changed->inputs, (SmallVector<unsigned>{2}));
  EXPECT_EQ(changed->outputs, (SmallVector<unsigned>{0}));
  EXPECT_EQ(inputs[2], uniform(0.125, 0, 32));
  // The output is free: only its statistics became parameters.
  EXPECT_EQ(outputs[0],
            Type(quant::fakeQuantAttrsToType(UnknownLoc::get(&context), 8, -1.0,
                                             1.0, false, f32(), true)));
}

TEST_F(ConstraintsTest, AccumulatorScalePerAxisFollowsWeights) {
  SmallVector<Type> inputs = {uniform(0.5, -3), perAxis({0.1, 0.2, 0.4}, 0),
                              f32()};
  SmallVector<Type> outputs = {f32()};
  KernelContext kernelContext(&context, {act8(), weights(0), bias()}, {act8()});
  kernelContext.setPortTypes(
      {tensor({1, 4, 4, 2}), tensor({3, 1, 1, 2}), tensor({3})},
      {tensor({1, 4, 4, 3})});
  FailureOr<ChangedPorts> changed =
      Constraint::multiplierAccumulatorScale()(kernelContext, inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << kernelContext.getFailureReason().str();
  EXPECT_EQ(changed->inputs, (SmallVector<unsigned>{2}));
  auto result = dyn_cast<quant::UniformQuantizedPerAxisType>(inputs[2]);
  ASSERT_TRUE(result);
  EXPECT_EQ(result.getQuantizedDimension(), 0);
  EXPECT_EQ(result.getStorageTypeIntegralWidth(), 32u);
  EXPECT_TRUE(near(result.getScales()[0], 0.05));
  EXPECT_TRUE(near(result.getScales()[1], 0.1));
  EXPECT_TRUE(near(result.getScales()[2], 0.2));
  EXPECT_TRUE(llvm::all_of(result.getZeroPoints(),
                           [](int64_t zeroPoint) { return zeroPoint == 0; }));
}

TEST_F(ConstraintsTest, AccumulatorScaleIs64BitFor16x8) {
  SmallVector<Type> inputs = {uniform(0.001, 0, 16), perAxis({0.1, 0.2}, 0),
                              f32()};
  SmallVector<Type> outputs = {f32()};
  FailureOr<ChangedPorts> changed =
      run(Constraint::multiplierAccumulatorScale(),
          {act16(), weights(0), bias(64)}, {act16()}, inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << lastReason;
  auto result = dyn_cast<quant::UniformQuantizedPerAxisType>(inputs[2]);
  ASSERT_TRUE(result);
  EXPECT_EQ(result.getStorageTypeIntegralWidth(), 64u);
  EXPECT_TRUE(near(result.getScales()[1], 0.0002));
}

TEST_F(ConstraintsTest, AccumulatorScaleWaitsAndSkipsMissingBias) {
  // Weights still float: nothing to derive.
  SmallVector<Type> inputs = {uniform(0.5, -3), f32(), f32()};
  SmallVector<Type> outputs = {f32()};
  FailureOr<ChangedPorts> changed =
      run(Constraint::multiplierAccumulatorScale(),
          {act8(), weights(0), bias()}, {act8()}, inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << lastReason;
  EXPECT_TRUE(changed->empty());
  // No bias port (a region with two inputs).
  inputs = {uniform(0.5, -3), perAxis({0.1}, 0)};
  changed = run(Constraint::multiplierAccumulatorScale(), {act8(), weights(0)},
                {act8()}, inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << lastReason;
  EXPECT_TRUE(changed->empty());
}

TEST_F(ConstraintsTest, AccumulatorScaleFailures) {
  // A bias fixed by the model at another scale.
  SmallVector<Type> inputs = {uniform(0.5, -3),
                              uniform(0.25, 0, 8, true, -127, 127),
                              uniform(0.1, 0, 32)};
  SmallVector<Type> outputs = {f32()};
  KernelContext fixedBias(&context, {act8(), weights(0), bias()}, {act8()});
  fixedBias.setInputFixed(2);
  EXPECT_TRUE(failed(
      Constraint::multiplierAccumulatorScale()(fixedBias, inputs, outputs)));
  EXPECT_TRUE(fixedBias.getFailureReason().contains("input #2 is fixed"))
      << fixedBias.getFailureReason().str();
  EXPECT_EQ(inputs[2], uniform(0.1, 0, 32));

  // Three weight channels, a bias of four.
  inputs = {uniform(0.5, -3), perAxis({0.1, 0.2, 0.4}, 0), f32()};
  KernelContext shapes(&context, {act8(), weights(0), bias()}, {act8()});
  shapes.setPortTypes({tensor({1, 4, 4, 2}), tensor({3, 1, 1, 2}), tensor({4})},
                      {tensor({1, 4, 4, 3})});
  EXPECT_TRUE(failed(
      Constraint::multiplierAccumulatorScale()(shapes, inputs, outputs)));
  EXPECT_TRUE(shapes.getFailureReason().contains("4 channels"))
      << shapes.getFailureReason().str();

  // Per-axis weights with a per-tensor accumulator port.
  FailureOr<ChangedPorts> changed =
      run(Constraint::multiplierAccumulatorScale(),
          {act8(), weights(0),
           PortSignature::integer(32).withSymmetric().withRole(
               PortRole::accumulator)},
          {act8()}, inputs, outputs);
  ASSERT_TRUE(failed(changed));
  EXPECT_NE(lastReason.find("per tensor"), std::string::npos) << lastReason;
}

TEST_F(ConstraintsTest, AccumulatorScaleFailsWhenFactorAxesDisagree) {
  // A per-axis activation along axis 1 and per-axis weights along axis 0:
  // their scales cannot be multiplied channel by channel, so no bias scale.
  PortSignature perAxisAct = PortSignature::integer(8).withAxis(1);
  SmallVector<Type> inputs = {perAxis({0.5, 0.25}, 1, 8, -128, 127),
                              perAxis({0.1, 0.2}, 0), f32()};
  SmallVector<Type> outputs = {f32()};
  KernelContext kernelContext(&context, {perAxisAct, weights(0), bias()},
                              {act8()});
  kernelContext.setPortTypes({tensor({2, 2}), tensor({2, 2}), tensor({2})},
                             {tensor({2, 2})});
  FailureOr<ChangedPorts> changed =
      Constraint::multiplierAccumulatorScale()(kernelContext, inputs, outputs);
  ASSERT_TRUE(failed(changed));
  StringRef reason = kernelContext.getFailureReason();
  EXPECT_TRUE(reason.contains("multiplier_accumulator_scale: input #0 is per "
                              "axis along axis 1"))
      << reason.str();
  EXPECT_TRUE(reason.contains("input #1 along axis 0")) << reason.str();
  EXPECT_TRUE(reason.contains("channel by channel")) << reason.str();
  EXPECT_EQ(inputs[2], f32()) << "no bias spec on failure";
}

//===----------------------------------------------------------------------===//
// Custom functions and ResolvedKernel::apply
//===----------------------------------------------------------------------===//

TEST_F(ConstraintsTest, ApplyReportsUnreportedChangesAndChecksPorts) {
  Target target("t");
  // Changes output 0 but reports nothing.
  Constraint sloppy = Constraint::custom(
      "sloppy",
      [this](KernelContext &, MutableArrayRef<Type>,
             MutableArrayRef<Type> outputs) -> FailureOr<ChangedPorts> {
        outputs[0] = uniform(0.5, 0);
        return ChangedPorts();
      });
  ASSERT_TRUE(
      succeeded(target.addKernel({"k", {{act8()}, {act8()}}, sloppy, ""})));
  // Gives a 16-bit spec to an 8-bit port.
  Constraint wrong = Constraint::custom(
      "wrong",
      [this](KernelContext &, MutableArrayRef<Type>,
             MutableArrayRef<Type> outputs) -> FailureOr<ChangedPorts> {
        outputs[0] = uniform(0.5, 0, 16);
        return ChangedPorts{{}, {0}};
      });
  ASSERT_TRUE(
      succeeded(target.addKernel({"w", {{act8()}, {act8()}}, wrong, ""})));

  FailureOr<ResolvedKernel> resolved =
      target.lookup(KernelQuery::get("k", 1, 1));
  ASSERT_TRUE(succeeded(resolved));
  KernelContext kernelContext = resolved->makeContext(&context);
  SmallVector<Type> inputs = {f32()}, outputs = {f32()};
  FailureOr<ChangedPorts> changed =
      resolved->apply(kernelContext, inputs, outputs);
  ASSERT_TRUE(succeeded(changed));
  EXPECT_EQ(changed->outputs, (SmallVector<unsigned>{0}));

  resolved = target.lookup(KernelQuery::get("w", 1, 1));
  ASSERT_TRUE(succeeded(resolved));
  KernelContext wrongContext = resolved->makeContext(&context);
  outputs = {f32()};
  EXPECT_TRUE(failed(resolved->apply(wrongContext, inputs, outputs)));
  EXPECT_TRUE(wrongContext.getFailureReason().contains("cannot take"))
      << wrongContext.getFailureReason().str();
  EXPECT_EQ(outputs[0], f32()) << "specs restored on failure";
}

TEST_F(ConstraintsTest, ApplyRestoresSpecsOnEveryFailure) {
  // Registry.h: "on failure the specs are unchanged". Each function changes
  // ports and then fails in a different way.
  auto reportsMissingOutput =
      [this](KernelContext &, MutableArrayRef<Type>,
             MutableArrayRef<Type> outputs) -> FailureOr<ChangedPorts> {
    outputs[0] = uniform(0.5, 0);
    return ChangedPorts{{}, {5}};
  };
  auto reportsMissingInput =
      [this](KernelContext &, MutableArrayRef<Type> inputs,
             MutableArrayRef<Type> outputs) -> FailureOr<ChangedPorts> {
    inputs[0] = uniform(0.25, 1);
    outputs[0] = uniform(0.5, 0);
    return ChangedPorts{{3}, {0}};
  };
  auto failsAfterChanging =
      [this](KernelContext &context, MutableArrayRef<Type> inputs,
             MutableArrayRef<Type>) -> FailureOr<ChangedPorts> {
    inputs[0] = uniform(0.25, 1);
    return context.fail("gave up");
  };
  Target target("t");
  ASSERT_TRUE(succeeded(target.addKernel(
      {"a",
       {{act8()}, {act8()}},
       Constraint::custom("missing_output", reportsMissingOutput),
       ""})));
  ASSERT_TRUE(succeeded(target.addKernel(
      {"b",
       {{act8()}, {act8()}},
       Constraint::custom("missing_input", reportsMissingInput),
       ""})));
  ASSERT_TRUE(succeeded(
      target.addKernel({"c",
                        {{act8()}, {act8()}},
                        Constraint::custom("gives_up", failsAfterChanging),
                        ""})));

  for (StringRef name : {"a", "b", "c"}) {
    SCOPED_TRACE(name.str());
    FailureOr<ResolvedKernel> resolved =
        target.lookup(KernelQuery::get(name, 1, 1));
    ASSERT_TRUE(succeeded(resolved));
    KernelContext kernelContext = resolved->makeContext(&context);
    SmallVector<Type> inputs = {f32()}, outputs = {f32()};
    EXPECT_TRUE(failed(resolved->apply(kernelContext, inputs, outputs)));
    EXPECT_FALSE(kernelContext.getFailureReason().empty());
    EXPECT_EQ(inputs[0], f32()) << "specs restored on failure";
    EXPECT_EQ(outputs[0], f32()) << "specs restored on failure";

    // The same holds when the constraint is called directly.
    KernelContext direct = resolved->makeContext(&context);
    EXPECT_TRUE(failed(resolved->kernel->constraint(direct, inputs, outputs)));
    EXPECT_EQ(inputs[0], f32()) << "specs restored on failure";
    EXPECT_EQ(outputs[0], f32()) << "specs restored on failure";
  }

  FailureOr<ResolvedKernel> resolved =
      target.lookup(KernelQuery::get("a", 1, 1));
  KernelContext kernelContext = resolved->makeContext(&context);
  SmallVector<Type> inputs = {f32()}, outputs = {f32()};
  (void)resolved->apply(kernelContext, inputs, outputs);
  EXPECT_TRUE(kernelContext.getFailureReason().contains(
      "reported output #5, which does not exist"))
      << kernelContext.getFailureReason().str();
}

TEST_F(ConstraintsTest, CalibratedRangesHoldZeroAndAreNeverEmpty) {
  using Range = std::pair<double, double>;
  EXPECT_EQ(calibratedRange(-1.0, 2.0), Range(-1.0, 2.0));
  EXPECT_EQ(calibratedRange(2.5, 3.5), Range(0.0, 3.5));
  EXPECT_EQ(calibratedRange(-3.0, -1.0), Range(-3.0, 0.0));
  // Every observed value 0: !quant.calibrated needs min < max.
  EXPECT_EQ(calibratedRange(0.0, 0.0), Range(-1.0, 1.0));
  EXPECT_EQ(calibratedRange(-0.0, 0.0), Range(-1.0, 1.0));
  // One nonzero value is a range already, once it holds 0.
  EXPECT_EQ(calibratedRange(4.0, 4.0), Range(0.0, 4.0));
  EXPECT_EQ(calibratedRange(-4.0, -4.0), Range(-4.0, 0.0));
  auto [min, max] = calibratedRange(0.0, 0.0);
  EXPECT_TRUE(quant::CalibratedQuantizedType::getChecked(
      [&] { return emitError(UnknownLoc::get(&context)); }, f32(), min, max));
}

TEST_F(ConstraintsTest, ConstraintTextForms) {
  EXPECT_EQ(Constraint::sameScale().str(), "same_scale");
  EXPECT_EQ(Constraint::fixedScale(1.0 / 256.0, -128).str(),
            "fixed_scale(0.00390625, -128)");
  EXPECT_EQ(Constraint::fixedScale(1.0, 0).str(), "fixed_scale(1.0, 0)");
  EXPECT_EQ(Constraint::custom("my\"fn", {}).str(), "custom(\"my\\\"fn\")");
  EXPECT_FALSE(Constraint::getShorthand("fixed_scale"));
  EXPECT_TRUE(Constraint::getShorthand("multiplier_accumulator_scale"));
}

} // namespace
