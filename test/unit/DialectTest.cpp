//===- DialectTest.cpp - The dialect and quantkit-verify from C++ ---------===//

#include "dialect/QuantKitDialect.h"
#include "dialect/QuantKitOps.h"
#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include <gtest/gtest.h>

using namespace mlir;

namespace {

class DialectTest : public ::testing::Test {
protected:
  DialectTest() {
    context.loadDialect<quantkit::QuantKitDialect, func::FuncDialect>();
    handler = std::make_unique<ScopedDiagnosticHandler>(
        &context, [&](Diagnostic &diag) {
          diagnostics.push_back(diag.str());
          return success();
        });
  }

  OwningOpRef<ModuleOp> parse(StringRef source) {
    return parseSourceString<ModuleOp>(source, &context);
  }

  MLIRContext context;
  std::vector<std::string> diagnostics;
  std::unique_ptr<ScopedDiagnosticHandler> handler;
};

TEST_F(DialectTest, LoadsQuantAsDependentDialect) {
  EXPECT_NE(context.getLoadedDialect("quant"), nullptr);
}

TEST_F(DialectTest, RoundingAttributeRoundTrips) {
  auto attr = quantkit::RoundingAttr::get(&context,
                                          quantkit::Rounding::double_round);
  std::string text;
  llvm::raw_string_ostream(text) << attr;
  EXPECT_EQ(text, "#quantkit.rounding<double_round>");
  EXPECT_EQ(quantkit::symbolizeRounding("float_rne"),
            quantkit::Rounding::float_rne);
  EXPECT_FALSE(quantkit::symbolizeRounding("nearest").has_value());
}

TEST_F(DialectTest, MatmulRoundingFallsBackWhereAbsent) {
  auto module = parse(R"mlir(
    func.func @f(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>,
                 %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>)
        -> tensor<2x4x!quant.uniform<i8:f32, 1.0>> {
      %0 = quantkit.matmul %a, %w
          : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>,
             tensor<3x4x!quant.uniform<i8:f32, 0.25>>)
          -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
      return %0 : tensor<2x4x!quant.uniform<i8:f32, 1.0>>
    })mlir");
  ASSERT_TRUE(module);
  quantkit::MatmulOp matmul;
  module->walk([&](quantkit::MatmulOp op) { matmul = op; });
  ASSERT_TRUE(matmul);
  EXPECT_EQ(matmul.getRoundingOr(quantkit::Rounding::single_round),
            quantkit::Rounding::single_round);
}

TEST_F(DialectTest, VerifyPassRejectsZeroPointOutOfRange) {
  auto module = parse(R"mlir(
    func.func @f(%a: tensor<2x!quant.uniform<i8:f32, 1.0:300>>) {
      return
    })mlir");
  ASSERT_TRUE(module) << "upstream's parser accepts the type";
  PassManager pm(&context);
  pm.addPass(quantkit::createQuantKitVerify());
  EXPECT_TRUE(failed(pm.run(*module)));
  ASSERT_FALSE(diagnostics.empty());
  EXPECT_NE(diagnostics.front().find("zero point 300"), std::string::npos);
}

TEST_F(DialectTest, VerifyPassAcceptsValidModule) {
  auto module = parse(R"mlir(
    func.func @f(%a: tensor<2x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0}>>) {
      return
    })mlir");
  ASSERT_TRUE(module);
  PassManager pm(&context);
  pm.addPass(quantkit::createQuantKitVerify());
  EXPECT_TRUE(succeeded(pm.run(*module)));
  EXPECT_TRUE(diagnostics.empty());
}

} // namespace
