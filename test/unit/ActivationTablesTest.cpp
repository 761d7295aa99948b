//===- ActivationTablesTest.cpp - Tables of the activation ops ------------===//
//
// evaluateActivationTable on ops whose entries are worked out by hand: the
// order of the entries (from the storage type's smallest value, signed or
// unsigned), the tie f(0) = 0.5 at output scale 1 (half away from zero),
// saturation, a narrowed output range, the size of a 16-bit table, and
// hard_swish's three pieces and its ties, and GELU's two forms.
//
//===----------------------------------------------------------------------===//

#include "passes/utils/ActivationTables.h"

#include "dialect/QuantKitDialect.h"
#include "dialect/QuantKitOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::quantkit;

namespace {

constexpr const char *kOps = R"mlir(
func.func @f(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>,
             %b: tensor<4x!quant.uniform<u8:f32, 0.125:128>>,
             %c: tensor<4x!quant.uniform<i16:f32, 0.001>>) {
  %0 = quantkit.logistic %a : tensor<4x!quant.uniform<i8:f32, 0.5>>
      -> tensor<4x!quant.uniform<i8:f32, 0.00390625:-128>>
  %1 = quantkit.logistic %a : tensor<4x!quant.uniform<i8:f32, 0.5>>
      -> tensor<4x!quant.uniform<i8:f32, 1.0>>
  %2 = quantkit.tanh %b : tensor<4x!quant.uniform<u8:f32, 0.125:128>>
      -> tensor<4x!quant.uniform<i8:f32, 0.0078125>>
  %3 = quantkit.tanh %b : tensor<4x!quant.uniform<u8:f32, 0.125:128>>
      -> tensor<4x!quant.uniform<i8<-100:100>:f32, 0.0078125>>
  %4 = quantkit.logistic %c : tensor<4x!quant.uniform<i16:f32, 0.001>>
      -> tensor<4x!quant.uniform<i16:f32, 3.0517578125e-05>>
  %5 = quantkit.hard_swish %a : tensor<4x!quant.uniform<i8:f32, 0.5>>
      -> tensor<4x!quant.uniform<i8:f32, 0.75:-100>>
  %6 = quantkit.gelu %a : tensor<4x!quant.uniform<i8:f32, 0.5>>
      -> tensor<4x!quant.uniform<i16:f32, 0.000244140625>>
  %7 = quantkit.gelu %a approximate : tensor<4x!quant.uniform<i8:f32, 0.5>>
      -> tensor<4x!quant.uniform<i16:f32, 0.000244140625>>
  %8 = quantkit.gelu %a : tensor<4x!quant.uniform<i8:f32, 0.5>>
      -> tensor<4x!quant.uniform<i8:f32, 0.25:-100>>
  return
}
)mlir";

class ActivationTablesTest : public ::testing::Test {
protected:
  void SetUp() override {
    context
        .loadDialect<func::FuncDialect, quant::QuantDialect, QuantKitDialect>();
    module = parseSourceString<ModuleOp>(kOps, &context);
    ASSERT_TRUE(module);
    module->walk([&](Operation *op) {
      if (isa<LogisticOp, TanhOp, HardSwishOp, GeluOp>(op))
        ops.push_back(op);
    });
    ASSERT_EQ(ops.size(), 9u);
  }

  SmallVector<int64_t> table(unsigned index) {
    FailureOr<SmallVector<int64_t>> t = evaluateActivationTable(ops[index]);
    EXPECT_TRUE(succeeded(t));
    return succeeded(t) ? *t : SmallVector<int64_t>();
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  SmallVector<Operation *> ops;
};

TEST_F(ActivationTablesTest, SignedInputStartsAtMinus128) {
  SmallVector<int64_t> t = table(0);
  ASSERT_EQ(t.size(), 256u);
  // Entry q + 128: x = q / 2; -128 + round(256 * sigmoid(x)).
  EXPECT_EQ(t[0 + 128], 0);          // sigmoid(0) = 1/2 -> 128 -> 0
  EXPECT_EQ(t[2 + 128], -128 + 187); // 256 * sigmoid(1) = 187.15
  EXPECT_EQ(t[-2 + 128], -128 + 69); // 256 * sigmoid(-1) = 68.85
  EXPECT_EQ(t[0], -128);             // x = -64
  EXPECT_EQ(t[255], 127);            // x = 63.5: 256 saturates at 127
}

TEST_F(ActivationTablesTest, ExactTieRoundsHalfAwayFromZero) {
  SmallVector<int64_t> t = table(1);
  // Scale 1: sigmoid(0) = 0.5 exactly, which rounds to 1, not 0.
  EXPECT_EQ(t[0 + 128], 1);
  EXPECT_EQ(t[-128 + 128], 0); // sigmoid(-64) rounds to 0
  EXPECT_EQ(t[127 + 128], 1);
}

TEST_F(ActivationTablesTest, UnsignedInputStartsAtZero) {
  SmallVector<int64_t> t = table(2);
  ASSERT_EQ(t.size(), 256u);
  // Entry q: x = (q - 128) / 8; round(128 * tanh(x)), clamped to i8.
  EXPECT_EQ(t[128], 0);
  EXPECT_EQ(t[136], 97); // 128 * tanh(1) = 97.48
  EXPECT_EQ(t[120], -97);
  EXPECT_EQ(t[0], -128);  // tanh(-16) = -1 -> -128
  EXPECT_EQ(t[255], 127); // tanh(15.875) -> 128 saturates
}

TEST_F(ActivationTablesTest, NarrowOutputRangeClamps) {
  SmallVector<int64_t> t = table(3);
  EXPECT_EQ(t[0], -100);
  EXPECT_EQ(t[255], 100);
  EXPECT_EQ(t[136], 97);
}

TEST_F(ActivationTablesTest, SixteenBitTableHasEveryValue) {
  SmallVector<int64_t> t = table(4);
  ASSERT_EQ(t.size(), 65536u);
  // Entry q + 32768: x = q / 1000; round(sigmoid(x) / 2^-15), saturating
  // at 32767 where sigmoid(x) reaches 1 - 2^-16.
  EXPECT_EQ(t[0 + 32768], 16384);
  EXPECT_EQ(t[0], 0);         // x = -32.768
  EXPECT_EQ(t[65535], 32767); // x = 32.767
}

TEST_F(ActivationTablesTest, HardSwishPiecesAndTies) {
  SmallVector<int64_t> t = table(5);
  ASSERT_EQ(t.size(), 256u);
  // Entry q + 128: x = q / 2; -100 + round(x * relu6(x + 3) / 6 / 0.75).
  EXPECT_EQ(t[-8 + 128], -100); // x = -4: below -3, 0
  EXPECT_EQ(t[0 + 128], -100);  // x = 0
  // x = -1.5: -1.5 * 1.5 / 6 = -0.375, -0.5 units: a tie, away from zero.
  EXPECT_EQ(t[-3 + 128], -101);
  // x = 3: 3, 4 units; x = 1.5: 1.5 * 4.5 / 6 = 1.125, 1.5 units: a tie.
  EXPECT_EQ(t[6 + 128], -96);
  EXPECT_EQ(t[3 + 128], -98);
  // x = -2: -2 * 1 / 6 = -1/3, -0.44 units: 0.
  EXPECT_EQ(t[-4 + 128], -100);
  // x = 63.5: the identity piece, 63.5 / 0.75 = 84.67 units.
  EXPECT_EQ(t[127 + 128], -100 + 85);
}

} // namespace

TEST_F(ActivationTablesTest, GeluExactAndTanhApproximation) {
  // Entry q + 128: x = q / 2, output scale 2^-12 (16-bit), zero point 0.
  // Exact: round(x * Phi(x) * 4096); tanh: round(x * (1 + tanh(sqrt(2 / pi)
  // * (x + 0.044715 x^3))) / 2 * 4096), worked out in Python's math.
  SmallVector<int64_t> exact = table(6), tanh = table(7);
  ASSERT_EQ(exact.size(), 256u);
  ASSERT_EQ(tanh.size(), 256u);
  EXPECT_EQ(exact[0 + 128], 0);
  EXPECT_EQ(exact[-6 + 128], -17);    // x = -3: -16.59
  EXPECT_EQ(tanh[-6 + 128], -15);     // -14.90
  EXPECT_EQ(exact[-3 + 128], -410);   // x = -1.5: -410.46
  EXPECT_EQ(tanh[-3 + 128], -411);    // -411.35
  EXPECT_EQ(exact[-2 + 128], -650);   // x = -1, the minimum's side: -649.85
  EXPECT_EQ(exact[2 + 128], 3446);    // x = 1: 3446.15
  EXPECT_EQ(exact[5 + 128], 10176);   // x = 2.5: 10176.41
  EXPECT_EQ(tanh[5 + 128], 10178);    // 10178.21
  EXPECT_EQ(exact[127 + 128], 32767); // x = 63.5 saturates
  EXPECT_EQ(exact[-128 + 128], 0);    // x = -64: -64 * Phi(-64) ~ 0
  // 8-bit output, scale 1/4, zero point -100.
  SmallVector<int64_t> narrow = table(8);
  EXPECT_EQ(narrow[-2 + 128], -101); // x = -1: -0.63 units
  EXPECT_EQ(narrow[4 + 128], -92);   // x = 2: 7.82 units
  EXPECT_EQ(narrow[127 + 128], 127); // x = 63.5: 254 units, clamped
}
