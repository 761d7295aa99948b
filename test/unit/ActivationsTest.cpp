//===- ActivationsTest.cpp - classifyActivation on torch-mlir bodies ------===//
//
// Each function of the module below holds one activation generic in a form
// torch-mlir writes; its name says what classifyActivation must answer
// (`none` where it must not recognise one). Bounds converted from integers
// (`sitofp` of a 0-d `6 : i64`, `uitofp` of the i8 bits of 200) are
// constants too.
//
//===----------------------------------------------------------------------===//

#include "passes/frontend/Normalize.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::quantkit;

namespace {

// The element `%in`, a function `@<expected>_<variant>` per form.
constexpr const char *kForms = R"mlir(
#id = affine_map<(d0, d1) -> (d0, d1)>
#s = affine_map<(d0, d1) -> ()>
!t = tensor<2x3xf32>
func.func @relu_select(%x: !t, %e: !t) -> !t {
  %zero = arith.constant 0.0 : f32
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %zero : f32
    %s = arith.select %c, %in, %zero : f32
    linalg.yield %s : f32
  } -> !t
  return %r : !t
}
func.func @relu6_tensorbounds(%x: !t, %e: !t) -> !t {
  %lo = arith.constant dense<0.0> : tensor<f32>
  %hi = arith.constant dense<6.0> : tensor<f32>
  %r = linalg.generic {indexing_maps = [#id, #s, #s, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %lo, %hi : !t, tensor<f32>, tensor<f32>) outs(%e : !t) {
  ^bb0(%in: f32, %l: f32, %h: f32, %out: f32):
    %a = arith.maximumf %l, %in : f32
    %b = arith.minimumf %a, %h : f32
    linalg.yield %b : f32
  } -> !t
  return %r : !t
}
func.func @clamp_pairs(%x: !t, %e: !t) -> !t {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %lo = arith.constant -1.0 : f32
    %hi = arith.constant 1.0 : f32
    %c1 = arith.cmpf ult, %in, %lo : f32
    %s1 = arith.select %c1, %lo, %in : f32
    %c2 = arith.cmpf ugt, %s1, %hi : f32
    %s2 = arith.select %c2, %hi, %s1 : f32
    linalg.yield %s2 : f32
  } -> !t
  return %r : !t
}
func.func @sigmoid_torch(%x: !t, %e: !t) -> !t {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %x1 = math.exp %n : f32
    %a = arith.addf %x1, %one : f32
    %d = arith.divf %one, %a : f32
    linalg.yield %d : f32
  } -> !t
  return %r : !t
}
func.func @silu_mulminusone(%x: !t, %e: !t) -> !t {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %m = arith.constant -1.0 : f32
    %n = arith.mulf %in, %m : f32
    %x1 = math.exp %n : f32
    %a = arith.addf %one, %x1 : f32
    %d = arith.divf %one, %a : f32
    %y = arith.mulf %d, %in : f32
    linalg.yield %y : f32
  } -> !t
  return %r : !t
}
func.func @hardsigmoid_mul(%x: !t, %e: !t) -> !t {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %zero = arith.constant 0.0 : f32
    %three = arith.constant 3.0 : f32
    %six = arith.constant 6.0 : f32
    %sixth = arith.constant 0.166666672 : f32
    %a = arith.addf %three, %in : f32
    %b = arith.maximumf %a, %zero : f32
    %c = arith.minimumf %b, %six : f32
    %d = arith.mulf %c, %sixth : f32
    linalg.yield %d : f32
  } -> !t
  return %r : !t
}
func.func @hardswish_divlast(%x: !t, %e: !t) -> !t {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %zero = arith.constant 0.0 : f32
    %three = arith.constant 3.0 : f32
    %six = arith.constant 6.0 : f32
    %a = arith.addf %in, %three : f32
    %c1 = arith.cmpf ugt, %a, %zero : f32
    %b = arith.select %c1, %a, %zero : f32
    %c = arith.minimumf %b, %six : f32
    %d = arith.mulf %in, %c : f32
    %f = arith.divf %d, %six : f32
    linalg.yield %f : f32
  } -> !t
  return %r : !t
}
func.func @hardswish_ofhardsigmoid(%x: !t, %e: !t) -> !t {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %zero = arith.constant 0.0 : f32
    %three = arith.constant 3.0 : f32
    %six = arith.constant 6.0 : f32
    %a = arith.addf %in, %three : f32
    %b = arith.maximumf %a, %zero : f32
    %c = arith.minimumf %b, %six : f32
    %d = arith.divf %c, %six : f32
    %f = arith.mulf %d, %in : f32
    linalg.yield %f : f32
  } -> !t
  return %r : !t
}
func.func @none_add(%x: !t, %e: !t) -> !t {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %three = arith.constant 3.0 : f32
    %a = arith.addf %in, %three : f32
    linalg.yield %a : f32
  } -> !t
  return %r : !t
}
func.func @none_twotensors(%x: !t, %e: !t) -> !t {
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %e : !t, !t) outs(%e : !t) {
  ^bb0(%in: f32, %b: f32, %out: f32):
    %a = arith.maximumf %in, %b : f32
    linalg.yield %a : f32
  } -> !t
  return %r : !t
}
func.func @none_sigmoidoftwo(%x: !t, %e: !t) -> !t {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %two = arith.constant 2.0 : f32
    %n = arith.negf %in : f32
    %x1 = math.exp %n : f32
    %a = arith.addf %x1, %two : f32
    %d = arith.divf %one, %a : f32
    linalg.yield %d : f32
  } -> !t
  return %r : !t
}
func.func @none_hardswishbyfive(%x: !t, %e: !t) -> !t {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %zero = arith.constant 0.0 : f32
    %three = arith.constant 3.0 : f32
    %five = arith.constant 5.0 : f32
    %six = arith.constant 6.0 : f32
    %a = arith.addf %in, %three : f32
    %b = arith.maximumf %a, %zero : f32
    %c = arith.minimumf %b, %five : f32
    %d = arith.mulf %in, %c : f32
    %f = arith.divf %d, %six : f32
    linalg.yield %f : f32
  } -> !t
  return %r : !t
}
func.func @relu6_sitofpbound(%x: !t, %e: !t) -> !t {
  %zero = arith.constant 0.0 : f32
  %c6 = arith.constant 6 : i64
  %ei = tensor.empty() : tensor<i64>
  %ef = tensor.empty() : tensor<f32>
  %fi = linalg.fill ins(%c6 : i64) outs(%ei : tensor<i64>) -> tensor<i64>
  %hi = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%fi : tensor<i64>) outs(%ef : tensor<f32>) {
  ^bb0(%in: i64, %out: f32):
    %v = arith.sitofp %in : i64 to f32
    linalg.yield %v : f32
  } -> tensor<f32>
  %r = linalg.generic {indexing_maps = [#id, #s, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %hi : !t, tensor<f32>) outs(%e : !t) {
  ^bb0(%in: f32, %b: f32, %out: f32):
    %l = arith.maximumf %in, %zero : f32
    %c = arith.cmpf ult, %l, %b : f32
    %s = arith.select %c, %l, %b : f32
    linalg.yield %s : f32
  } -> !t
  return %r : !t
}
func.func @clamp_uitofpbound(%x: !t, %e: !t) -> !t {
  %zero = arith.constant 0.0 : f32
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %bits = arith.constant -56 : i8
    %hi = arith.uitofp %bits : i8 to f32
    %l = arith.maximumf %in, %zero : f32
    %h = arith.minimumf %l, %hi : f32
    linalg.yield %h : f32
  } -> !t
  return %r : !t
}
)mlir";

TEST(ActivationsTest, ClassifiesTorchMlirBodies) {
  MLIRContext context;
  context.loadDialect<arith::ArithDialect, func::FuncDialect,
                      linalg::LinalgDialect, math::MathDialect,
                      tensor::TensorDialect>();
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(kForms, &context);
  ASSERT_TRUE(module);
  unsigned checked = 0;
  module->walk([&](func::FuncOp func) {
    StringRef expected = func.getSymName().split('_').first;
    linalg::GenericOp generic;
    func.walk([&](linalg::GenericOp op) { generic = op; });
    ASSERT_TRUE(generic) << func.getSymName().str();
    std::optional<ActivationKind> kind = classifyActivation(generic);
    StringRef got = kind ? stringifyActivationKind(*kind) : "none";
    EXPECT_EQ(got.str(), expected.str()) << func.getSymName().str();
    ++checked;
  });
  EXPECT_EQ(checked, 14u);
}

} // namespace
