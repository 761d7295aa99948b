//===- RegistryTest.cpp - Look-up, registry, targets and target files -----===//
//
// The look-up semantics of dialect/Reference.md#kernel-look-up (partial
// signatures, first registered match, wildcard defaults, `!quant.any<iN>`
// as "at least N bits"), the built-in targets as
// dialect/Reference.md#targets lists them, registration from C++
// (including the examples/custom-target example) and from several
// threads, and target files parsed from memory.
//
//===----------------------------------------------------------------------===//

#include "dialect/constraints/Registry.h"
#include "dialect/QuantKitDialect.h"
#include "dialect/constraints/TargetFile.h"
#include "examples/custom-target/ExampleNpuTarget.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>

using namespace mlir;
using namespace mlir::quantkit;

namespace {

class RegistryTest : public ::testing::Test {
protected:
  RegistryTest() {
    context.loadDialect<QuantKitDialect>();
    handler = std::make_unique<ScopedDiagnosticHandler>(
        &context, [&](Diagnostic &diag) {
          std::string text;
          llvm::raw_string_ostream os(text);
          os << diag.getLocation() << ": " << diag.str();
          diagnostics.push_back(text);
          return success();
        });
  }

  Type f32() { return Float32Type::get(&context); }
  Type any(unsigned width) {
    auto range = *PortSignature::getFullRange(width, true);
    return quant::AnyQuantizedType::get(quant::QuantizationFlags::Signed,
                                        IntegerType::get(&context, width),
                                        f32(), range.first, range.second);
  }
  Location loc() { return UnknownLoc::get(&context); }

  static Kernel kernel(StringRef name, SmallVector<PortSignature> inputs,
                       SmallVector<PortSignature> outputs,
                       Constraint constraint = Constraint::free()) {
    Kernel result;
    result.name = name.str();
    result.signature = {std::move(inputs), std::move(outputs)};
    result.constraint = std::move(constraint);
    return result;
  }

  static PortSignature i8() { return PortSignature::integer(8); }
  static PortSignature i16() {
    return PortSignature::integer(16).withSymmetric();
  }

  std::string allDiagnostics() const {
    std::string text;
    for (const std::string &diagnostic : diagnostics)
      text += diagnostic + "\n";
    return text;
  }

  MLIRContext context;
  std::vector<std::string> diagnostics;
  std::unique_ptr<ScopedDiagnosticHandler> handler;
};

//===----------------------------------------------------------------------===//
// Look-up
//===----------------------------------------------------------------------===//

TEST_F(RegistryTest, FirstRegisteredMatchWins) {
  Target target("t");
  ASSERT_TRUE(succeeded(target.addKernel(kernel("add", {i8(), i8()}, {i8()}))));
  ASSERT_TRUE(
      succeeded(target.addKernel(kernel("add", {i16(), i16()}, {i16()}))));
  FailureOr<ResolvedKernel> resolved =
      target.lookup(KernelQuery::get("add", 2, 1));
  ASSERT_TRUE(succeeded(resolved));
  EXPECT_EQ(resolved->index, 0u);
  EXPECT_EQ(resolved->inputs[0], i8());
}

TEST_F(RegistryTest, AtLeastNBitsSelectsWiderVariant) {
  Target target("t");
  ASSERT_TRUE(succeeded(target.addKernel(kernel("add", {i8(), i8()}, {i8()}))));
  ASSERT_TRUE(
      succeeded(target.addKernel(kernel("add", {i16(), i16()}, {i16()}))));
  // `!quant.any<i16:f32>` on one input of the region.
  KernelQuery query = KernelQuery::fromSpecs("add", {any(16), f32()}, {f32()});
  EXPECT_EQ(query.inputs[0].minBits, 16u);
  EXPECT_FALSE(query.inputs[1].isSpecified());
  FailureOr<ResolvedKernel> resolved = target.lookup(query);
  ASSERT_TRUE(succeeded(resolved));
  EXPECT_EQ(resolved->index, 1u);
  // The unspecified ports come from the matched signature.
  EXPECT_EQ(resolved->inputs[1], i16());
  EXPECT_EQ(resolved->outputs[0], i16());

  // At least 8 bits: the first (8-bit) kernel still matches.
  resolved =
      target.lookup(KernelQuery::fromSpecs("add", {any(8), f32()}, {f32()}));
  ASSERT_TRUE(succeeded(resolved));
  EXPECT_EQ(resolved->index, 0u);

  // More than any kernel stores.
  std::string reason;
  EXPECT_TRUE(failed(target.lookup(
      KernelQuery::fromSpecs("add", {any(32), f32()}, {f32()}), &reason)));
  EXPECT_NE(reason.find("fewer than the 32 asked for"), std::string::npos)
      << reason;
}

TEST_F(RegistryTest, PartialSignatureOnOutputOnly) {
  Target target("t");
  ASSERT_TRUE(succeeded(target.addKernel(kernel("tanh", {i8()}, {i8()}))));
  ASSERT_TRUE(succeeded(target.addKernel(kernel("tanh", {i16()}, {i16()}))));
  KernelQuery query = KernelQuery::get("tanh", 1, 1);
  query.outputs[0] = PortQuery::atLeast(16);
  FailureOr<ResolvedKernel> resolved = target.lookup(query);
  ASSERT_TRUE(succeeded(resolved));
  EXPECT_EQ(resolved->index, 1u);
  EXPECT_EQ(resolved->inputs[0], i16());
  // An exact port query.
  query = KernelQuery::get("tanh", 1, 1);
  query.inputs[0] = PortQuery::exactly(i16());
  resolved = target.lookup(query);
  ASSERT_TRUE(succeeded(resolved));
  EXPECT_EQ(resolved->index, 1u);
}

TEST_F(RegistryTest, WildcardTakesTargetDefault) {
  Target target("t", PortSignature::integer(8).withSymmetric());
  ASSERT_TRUE(succeeded(target.addKernel(kernel(
      "add", {PortSignature::wildcard(), PortSignature::wildcard()}, {i8()}))));
  FailureOr<ResolvedKernel> resolved =
      target.lookup(KernelQuery::get("add", 2, 1));
  ASSERT_TRUE(succeeded(resolved));
  EXPECT_EQ(resolved->inputs[0], PortSignature::integer(8).withSymmetric());
  // A wildcard accepts any width; the default widens to what is asked.
  resolved =
      target.lookup(KernelQuery::fromSpecs("add", {f32(), any(16)}, {f32()}));
  ASSERT_TRUE(succeeded(resolved));
  EXPECT_EQ(resolved->inputs[0], PortSignature::integer(8).withSymmetric());
  EXPECT_EQ(resolved->inputs[1], PortSignature::integer(16).withSymmetric());
}

TEST_F(RegistryTest, OptionalAndVariadicPorts) {
  FailureOr<ResolvedKernel> resolved;
  std::shared_ptr<const Target> int8 =
      TargetRegistry::global().getTarget("tflite-int8");
  ASSERT_TRUE(int8);
  // conv2d with and without its optional bias; not with four inputs.
  resolved = int8->lookup(KernelQuery::get("conv2d", 2, 1));
  ASSERT_TRUE(succeeded(resolved));
  EXPECT_EQ(resolved->inputs.size(), 2u);
  resolved = int8->lookup(KernelQuery::get("conv2d", 3, 1));
  ASSERT_TRUE(succeeded(resolved));
  EXPECT_TRUE(resolved->inputs[2].isAccumulator());
  EXPECT_FALSE(resolved->inputs[2].optional) << "flags cleared when fitted";
  std::string reason;
  EXPECT_TRUE(failed(int8->lookup(KernelQuery::get("conv2d", 4, 1), &reason)));
  EXPECT_NE(reason.find("takes 2 to 3 inputs, not 4"), std::string::npos)
      << reason;
  // concat with five inputs.
  resolved = int8->lookup(KernelQuery::get("concat", 5, 1));
  ASSERT_TRUE(succeeded(resolved));
  ASSERT_EQ(resolved->inputs.size(), 5u);
  EXPECT_EQ(resolved->inputs[4], i8());
  EXPECT_TRUE(failed(int8->lookup(KernelQuery::get("concat", 0, 1))));
}

TEST_F(RegistryTest, UnknownKernelName) {
  std::string reason;
  EXPECT_TRUE(failed(TargetRegistry::global()
                         .getTarget("tflite-int8")
                         ->lookup(KernelQuery::get("silu", 1, 1), &reason)));
  EXPECT_EQ(reason, "target 'tflite-int8' has no kernel 'silu'");
}

TEST_F(RegistryTest, DuplicateKeyAndInvalidSignatureAreRejected) {
  Target target("t");
  ASSERT_TRUE(succeeded(target.addKernel(kernel("add", {i8(), i8()}, {i8()}))));
  std::string error;
  EXPECT_TRUE(failed(target.addKernel(
      kernel("add", {i8(), i8()}, {i8()}, Constraint::sameScale()), &error)));
  EXPECT_NE(error.find("duplicate kernel key"), std::string::npos) << error;
  EXPECT_TRUE(failed(target.addKernel(
      kernel("x", {PortSignature::integer(8, true, 5, -5)}, {i8()}), &error)));
  EXPECT_NE(error.find("invalid storage"), std::string::npos) << error;
  EXPECT_TRUE(failed(target.addKernel(
      kernel("x", {i8().asOptional(), i8()}, {i8()}), &error)));
  EXPECT_NE(error.find("optional"), std::string::npos) << error;
  EXPECT_TRUE(failed(target.addKernel(
      kernel("x", {i8().asVariadic(), i8()}, {i8()}), &error)));
  EXPECT_NE(error.find("variadic"), std::string::npos) << error;
  EXPECT_EQ(target.getKernels().size(), 1u);
}

TEST_F(RegistryTest, PortsWiderThanUpstreamStorageAreRejected) {
  // kernel_c8: upstream's `!quant` parser stops at 32 bits; only the i64
  // accumulator (the 64-bit bias) goes beyond.
  Target target("t");
  std::string error;
  EXPECT_TRUE(
      failed(target.addKernel(kernel("logistic", {PortSignature::integer(33)},
                                     {PortSignature::integer(33)}),
                              &error)));
  EXPECT_NE(error.find("invalid storage: i33 is wider than 32 bits"),
            std::string::npos)
      << error;
  EXPECT_TRUE(failed(target.addKernel(
      kernel("add", {i8(), PortSignature::integer(64)}, {i8()}), &error)));
  EXPECT_NE(error.find("only an accumulator port may be i64"),
            std::string::npos)
      << error;
  PortSignature bias64 = PortSignature::integer(64).withSymmetric().withRole(
      PortRole::accumulator);
  EXPECT_TRUE(succeeded(target.addKernel(
      kernel("bias_add", {PortSignature::integer(32, false), bias64},
             {PortSignature::integer(32)}),
      &error)))
      << error;
  EXPECT_TRUE(
      failed(Target("wide", PortSignature::integer(40)).verify(&error)));
  EXPECT_NE(error.find("i40 is wider than 32 bits"), std::string::npos)
      << error;
}

//===----------------------------------------------------------------------===//
// Built-in targets
//===----------------------------------------------------------------------===//

TEST_F(RegistryTest, TfliteInt8IsSpecSection5) {
  std::shared_ptr<const Target> target =
      TargetRegistry::global().getTarget("tflite-int8");
  ASSERT_TRUE(target);
  EXPECT_EQ(target->getDefaultPort(), i8());
  std::vector<std::string> lines;
  for (const Kernel &kernel : target->getKernels())
    lines.push_back(kernel.str());
  const std::string weights = "i8<-127:127> symmetric per_axis(";
  const std::string bias = "i32 symmetric per_axis(0) accumulator optional";
  std::vector<std::string> expected = {
      "kernel \"conv2d\" ins(i8, " + weights + "0) weight, " + bias +
          ") outs(i8) constraint multiplier_accumulator_scale",
      "kernel \"depthwise_conv2d\" ins(i8, " + weights + "-1) weight, " + bias +
          ") outs(i8) constraint multiplier_accumulator_scale",
      "kernel \"matmul\" ins(i8, " + weights + "-1) weight, " + bias +
          ") outs(i8) constraint multiplier_accumulator_scale",
      "kernel \"add\" ins(i8, i8) outs(i8) constraint free",
      "kernel \"mul\" ins(i8, i8) outs(i8) constraint free",
      "kernel \"max_pool2d\" ins(i8 variadic) outs(i8) constraint same_scale",
      "kernel \"avg_pool2d\" ins(i8 variadic) outs(i8) constraint same_scale",
      "kernel \"reshape\" ins(i8 variadic) outs(i8) constraint same_scale",
      "kernel \"transpose\" ins(i8 variadic) outs(i8) constraint same_scale",
      "kernel \"concat\" ins(i8 variadic) outs(i8) constraint same_scale",
      "kernel \"logistic\" ins(i8) outs(i8) constraint "
      "fixed_scale(0.00390625, -128)",
      "kernel \"softmax\" ins(i8) outs(i8) constraint "
      "fixed_scale(0.00390625, -128)",
      "kernel \"tanh\" ins(i8) outs(i8) constraint fixed_scale(0.0078125, 0)",
      "kernel \"hard_swish\" ins(i8) outs(i8) constraint free",
      "kernel \"gelu\" ins(i8) outs(i8) constraint free",
      // TFLite's RESIZE_BILINEAR and RESIZE_NEAREST_NEIGHBOR.
      "kernel \"resize\" ins(i8) outs(i8) constraint same_scale",
  };
  EXPECT_EQ(lines, expected);
}

TEST_F(RegistryTest, TfliteInt16x8HasWideActivationsAndBias) {
  std::shared_ptr<const Target> target =
      TargetRegistry::global().getTarget("tflite-int16x8");
  ASSERT_TRUE(target);
  // tflite-int8's kernels without hard_swish and gelu.
  EXPECT_EQ(target->getKernels().size(), 14u);
  FailureOr<ResolvedKernel> conv =
      target->lookup(KernelQuery::get("conv2d", 3, 1));
  ASSERT_TRUE(succeeded(conv));
  EXPECT_EQ(conv->inputs[0], i16());
  EXPECT_EQ(conv->inputs[1].width, 8u);
  EXPECT_EQ(conv->inputs[1].storageMin, -127);
  EXPECT_EQ(conv->inputs[2].width, 64u);
  EXPECT_EQ(conv->outputs[0], i16());
  // 8-bit data does not fit a 16x8 target's look-up any worse: the port
  // width is at least 8.
  EXPECT_TRUE(succeeded(target->lookup(
      KernelQuery::fromSpecs("add", {any(8), any(16)}, {f32()}))));
  EXPECT_TRUE(failed(target->lookup(
      KernelQuery::fromSpecs("add", {any(32), f32()}, {f32()}))));
  // int8 targets have no 16-bit kernel.
  EXPECT_TRUE(failed(
      TargetRegistry::global()
          .getTarget("tflite-int8")
          ->lookup(KernelQuery::fromSpecs("add", {any(16), f32()}, {f32()}))));
}

TEST_F(RegistryTest, TfliteMixedSelectsByWidth) {
  std::shared_ptr<const Target> target =
      TargetRegistry::global().getTarget("tflite-mixed");
  ASSERT_TRUE(target);
  FailureOr<ResolvedKernel> narrow = target->lookup(
      KernelQuery::fromSpecs("conv2d", {f32(), f32(), f32()}, {f32()}));
  ASSERT_TRUE(succeeded(narrow));
  EXPECT_EQ(narrow->index, 0u);
  EXPECT_EQ(narrow->inputs[2].width, 32u);
  FailureOr<ResolvedKernel> wide = target->lookup(
      KernelQuery::fromSpecs("conv2d", {any(16), f32(), f32()}, {f32()}));
  ASSERT_TRUE(succeeded(wide));
  EXPECT_EQ(wide->index, 13u);
  EXPECT_EQ(wide->inputs[0], i16());
  EXPECT_EQ(wide->inputs[2].width, 64u);

  // Applying the selected kernel: the bias is derived in 64 bits.
  auto activation = quant::UniformQuantizedType::get(
      quant::QuantizationFlags::Signed, IntegerType::get(&context, 16), f32(),
      0.001, 0, -32768, 32767);
  auto filter = quant::UniformQuantizedType::get(
      quant::QuantizationFlags::Signed, IntegerType::get(&context, 8), f32(),
      0.5, 0, -127, 127);
  SmallVector<Type> inputs = {activation, filter, f32()};
  SmallVector<Type> outputs = {f32()};
  KernelContext kernelContext = wide->makeContext(&context);
  FailureOr<ChangedPorts> changed = wide->apply(kernelContext, inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << kernelContext.getFailureReason().str();
  EXPECT_EQ(changed->inputs, (SmallVector<unsigned>{2}));
  auto biasSpec = cast<quant::UniformQuantizedType>(inputs[2]);
  EXPECT_EQ(biasSpec.getStorageTypeIntegralWidth(), 64u);
  EXPECT_DOUBLE_EQ(biasSpec.getScale(), 0.0005);
}

TEST_F(RegistryTest, FixedUniformSpecPrefersItsWidth) {
  // A QAT port fixed at 16 bits prefers the 16x8 kernel where there is one...
  Type fixed16 = quant::UniformQuantizedType::get(
      quant::QuantizationFlags::Signed, IntegerType::get(&context, 16), f32(),
      0.001, 0, -32768, 32767);
  KernelQuery query = KernelQuery::fromSpecs("tanh", {fixed16}, {f32()});
  EXPECT_EQ(query.inputs[0].minBits, 0u);
  EXPECT_EQ(query.inputs[0].preferredBits, 16u);
  FailureOr<ResolvedKernel> mixed =
      TargetRegistry::global().getTarget("tflite-mixed")->lookup(query);
  ASSERT_TRUE(succeeded(mixed));
  EXPECT_EQ(mixed->index, 25u);
  // ...and takes the int8 kernel (propagation rescales) where there is not.
  FailureOr<ResolvedKernel> int8 =
      TargetRegistry::global().getTarget("tflite-int8")->lookup(query);
  ASSERT_TRUE(succeeded(int8));
  EXPECT_EQ(int8->index, 12u);
  // A preference never overrides a requirement on another port.
  query.outputs[0] = PortQuery::atLeast(32);
  std::string reason;
  EXPECT_TRUE(failed(TargetRegistry::global()
                         .getTarget("tflite-mixed")
                         ->lookup(query, &reason)));
  EXPECT_NE(reason.find("output #0"), std::string::npos) << reason;
}

//===----------------------------------------------------------------------===//
// The registry
//===----------------------------------------------------------------------===//

TEST_F(RegistryTest, RegistersTargetsAndConstraintsOnce) {
  TargetRegistry registry;
  ASSERT_TRUE(succeeded(registerBuiltinTargets(registry)));
  EXPECT_EQ(registry.getTargetNames(),
            (std::vector<std::string>{"tflite-int8", "tflite-int16x8",
                                      "tflite-mixed"}));
  std::string error;
  EXPECT_TRUE(failed(registry.registerTarget(Target("tflite-int8"), &error)));
  EXPECT_NE(error.find("already registered"), std::string::npos) << error;
  EXPECT_TRUE(failed(registry.registerTarget(
      Target("bad", PortSignature::wildcard()), &error)));

  ConstraintFn noop = [](KernelContext &, MutableArrayRef<Type>,
                         MutableArrayRef<Type>) -> FailureOr<ChangedPorts> {
    return ChangedPorts();
  };
  EXPECT_TRUE(succeeded(registry.registerConstraint("noop", noop)));
  EXPECT_TRUE(failed(registry.registerConstraint("noop", noop, &error)));
  EXPECT_TRUE(failed(registry.registerConstraint("same_scale", noop, &error)));
  EXPECT_NE(error.find("shorthand"), std::string::npos) << error;
  std::optional<Constraint> found = registry.getConstraint("noop");
  ASSERT_TRUE(found);
  EXPECT_EQ(found->getKind(), Constraint::Kind::Custom);
  EXPECT_FALSE(registry.getConstraint("missing"));
}

TEST_F(RegistryTest, RegisterKernelIsCopyOnWrite) {
  TargetRegistry registry;
  ASSERT_TRUE(succeeded(registry.registerTarget(Target("t"))));
  std::shared_ptr<const Target> before = registry.getTarget("t");
  ASSERT_TRUE(
      succeeded(registry.registerKernel("t", kernel("relu", {i8()}, {i8()}))));
  EXPECT_TRUE(before->getKernels().empty()) << "a held target never changes";
  EXPECT_EQ(registry.getTarget("t")->getKernels().size(), 1u);
  std::string error;
  EXPECT_TRUE(failed(
      registry.registerKernel("t", kernel("relu", {i8()}, {i8()}), &error)));
  EXPECT_TRUE(failed(
      registry.registerKernel("nope", kernel("relu", {i8()}, {i8()}), &error)));
  EXPECT_NE(error.find("no target named 'nope'"), std::string::npos);
}

TEST_F(RegistryTest, ConcurrentLookupsWhileRegistering) {
  TargetRegistry registry;
  ASSERT_TRUE(succeeded(registerBuiltinTargets(registry)));
  ASSERT_TRUE(succeeded(registry.registerTarget(Target("growing"))));
  constexpr int kReaders = 6;
  constexpr int kWrites = 200;
  std::atomic<bool> done{false};
  std::atomic<int> wrongAnswers{0};
  std::atomic<long> lookups{0};

  std::vector<std::thread> readers;
  for (int reader = 0; reader < kReaders; ++reader)
    readers.emplace_back([&, reader] {
      // Each reader uses its own MLIRContext, as a pass manager thread of
      // another tool would.
      MLIRContext threadContext;
      threadContext.loadDialect<QuantKitDialect>();
      Type f32 = Float32Type::get(&threadContext);
      auto any16 = quant::AnyQuantizedType::get(
          quant::QuantizationFlags::Signed,
          IntegerType::get(&threadContext, 16), f32, -32768, 32767);
      while (!done.load()) {
        std::shared_ptr<const Target> mixed =
            registry.getTarget("tflite-mixed");
        FailureOr<ResolvedKernel> resolved = mixed->lookup(
            KernelQuery::fromSpecs("conv2d", {any16, f32, f32}, {f32}));
        if (failed(resolved) || resolved->index != 13)
          ++wrongAnswers;
        std::shared_ptr<const Target> growing = registry.getTarget("growing");
        // Every published snapshot is consistent: kernel k is "k<k>".
        for (auto [index, kernel] : llvm::enumerate(growing->getKernels()))
          if (kernel.name != "k" + std::to_string(index))
            ++wrongAnswers;
        if (!growing->getKernels().empty() &&
            failed(growing->lookup(KernelQuery::get("k0", 1, 1))))
          ++wrongAnswers;
        (void)registry.getTarget("t" + std::to_string(reader));
        ++lookups;
      }
    });

  for (int i = 0; i < kWrites; ++i) {
    ASSERT_TRUE(succeeded(registry.registerKernel(
        "growing", kernel("k" + std::to_string(i), {i8()}, {i8()}))));
    if (i % 10 == 0) {
      ASSERT_TRUE(succeeded(
          registry.registerTarget(Target("t" + std::to_string(i / 10)))));
    }
  }
  // Let the readers see the final state too.
  while (lookups.load() < kReaders * 20)
    std::this_thread::yield();
  done = true;
  for (std::thread &thread : readers)
    thread.join();
  EXPECT_EQ(wrongAnswers.load(), 0);
  EXPECT_EQ(registry.getTarget("growing")->getKernels().size(),
            static_cast<size_t>(kWrites));
  EXPECT_EQ(registry.getTargetNames().size(), 4u + kWrites / 10);
}

//===----------------------------------------------------------------------===//
// Target files
//===----------------------------------------------------------------------===//

TEST_F(RegistryTest, BuiltinTargetsRoundTripThroughTargetFiles) {
  for (const Target &builtin :
       {buildTfliteInt8Target(), buildTfliteInt16x8Target(),
        buildTfliteMixedTarget()}) {
    FailureOr<std::vector<Target>> parsed =
        parseTargets(builtin.str(), "builtin.mlir", loc());
    ASSERT_TRUE(succeeded(parsed)) << allDiagnostics();
    ASSERT_EQ(parsed->size(), 1u);
    const Target &target = parsed->front();
    EXPECT_EQ(target.getName(), builtin.getName());
    EXPECT_EQ(target.getDefaultPort(), builtin.getDefaultPort());
    ASSERT_EQ(target.getKernels().size(), builtin.getKernels().size());
    for (auto [lhs, rhs] :
         llvm::zip_equal(target.getKernels(), builtin.getKernels())) {
      EXPECT_EQ(lhs.name, rhs.name);
      EXPECT_EQ(lhs.signature, rhs.signature);
      EXPECT_TRUE(lhs.constraint == rhs.constraint) << lhs.str();
    }
    EXPECT_EQ(target.str(), builtin.str());
  }
}

TEST_F(RegistryTest, TargetFileErrorsCarryLocations) {
  EXPECT_TRUE(failed(parseTargets(R"mlir(
quantkit.target @t {
  kernel "add" ins(i8, i8) outs(i8) constraint same_size
})mlir",
                                  "bad.mlir", loc())));
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_NE(diagnostics[0].find("bad.mlir\":3:3"), std::string::npos)
      << diagnostics[0];
  EXPECT_NE(diagnostics[0].find("unknown shorthand 'same_size'"),
            std::string::npos)
      << diagnostics[0];

  diagnostics.clear();
  EXPECT_TRUE(failed(parseTargets(R"mlir(
quantkit.target @t {
  kernel "relu" ins(i8) outs(i8) constraint custom("not_registered")
})mlir",
                                  "custom.mlir", loc())));
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_NE(diagnostics[0].find("no constraint function is registered as "
                                "'not_registered'"),
            std::string::npos)
      << diagnostics[0];

  diagnostics.clear();
  EXPECT_TRUE(
      failed(parseTargets("func.func @f() { return }", "other.mlir", loc())));
  EXPECT_FALSE(diagnostics.empty());
}

TEST_F(RegistryTest, ResolveTargetReportsUnknownNames) {
  FailureOr<std::shared_ptr<const Target>> target =
      resolveTarget("tflite-int8", "", loc());
  ASSERT_TRUE(succeeded(target));
  EXPECT_EQ((*target)->getName(), "tflite-int8");
  EXPECT_TRUE(failed(resolveTarget("tflite-int4", "", loc())));
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_NE(diagnostics[0].find("unknown target 'tflite-int4'; registered "
                                "targets: tflite-int8, tflite-int16x8, "
                                "tflite-mixed"),
            std::string::npos)
      << diagnostics[0];
  diagnostics.clear();
  EXPECT_TRUE(failed(resolveTarget("x", "/nonexistent/target.mlir", loc())));
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_NE(diagnostics[0].find("cannot read target file"), std::string::npos)
      << diagnostics[0];
}

//===----------------------------------------------------------------------===//
// examples/custom-target: registration from another library
//===----------------------------------------------------------------------===//

TEST_F(RegistryTest, ExampleNpuRegistersCustomConstraint) {
  TargetRegistry registry;
  std::string error;
  ASSERT_TRUE(succeeded(quantkit_example::registerExampleNpu(registry, &error)))
      << error;
  ASSERT_TRUE(succeeded(quantkit_example::registerExampleNpu(registry)))
      << "registering twice keeps the first";
  std::shared_ptr<const Target> npu = registry.getTarget("example-npu");
  ASSERT_TRUE(npu);

  FailureOr<ResolvedKernel> conv =
      npu->lookup(KernelQuery::get("conv2d", 3, 1));
  ASSERT_TRUE(succeeded(conv));
  EXPECT_EQ(conv->kernel->constraint.getName(),
            quantkit_example::kPowerOfTwoScalesName);

  auto i8Type = IntegerType::get(&context, 8);
  Type activation = quant::UniformQuantizedType::get(
      quant::QuantizationFlags::Signed, i8Type, f32(), 0.3, 0, -128, 127);
  Type filter = quant::UniformQuantizedPerAxisType::get(
      quant::QuantizationFlags::Signed, i8Type, f32(), {0.1, 0.2}, {0, 0}, 0,
      -127, 127);
  SmallVector<Type> inputs = {activation, filter, f32()};
  SmallVector<Type> outputs = {
      quant::CalibratedQuantizedType::get(f32(), -3.0, 3.0)};
  KernelContext kernelContext = conv->makeContext(&context);
  FailureOr<ChangedPorts> changed = conv->apply(kernelContext, inputs, outputs);
  ASSERT_TRUE(succeeded(changed)) << kernelContext.getFailureReason().str();
  EXPECT_EQ(changed->inputs, (SmallVector<unsigned>{0, 1, 2}));
  EXPECT_EQ(changed->outputs, (SmallVector<unsigned>{0}));
  EXPECT_EQ(cast<quant::UniformQuantizedType>(inputs[0]).getScale(), 0.5);
  EXPECT_EQ(cast<quant::UniformQuantizedPerAxisType>(inputs[1]).getScales(),
            (ArrayRef<double>{0.125, 0.25}));
  EXPECT_EQ(cast<quant::UniformQuantizedPerAxisType>(inputs[2]).getScales(),
            (ArrayRef<double>{0.0625, 0.125}));
  // Calibrated [-3, 3] at i8 symmetric: 3/127, rounded up to 1/32.
  EXPECT_EQ(cast<quant::UniformQuantizedType>(outputs[0]).getScale(), 0.03125);

  // A model-fixed scale that is not a power of two cannot be served.
  inputs = {activation, filter, f32()};
  KernelContext fixedContext = conv->makeContext(&context);
  fixedContext.setInputFixed(0);
  EXPECT_TRUE(failed(conv->apply(fixedContext, inputs, outputs)));
  EXPECT_TRUE(fixedContext.getFailureReason().contains("power of two"));

  // Target files can name the registered function.
  FailureOr<std::vector<Target>> parsed =
      parseTargets(R"mlir(
quantkit.target @npu2 default(i8 symmetric) {
  kernel "add" ins(i8 symmetric, i8 symmetric) outs(i8 symmetric)
      constraint custom("power_of_two_scales")
})mlir",
                   "npu2.mlir", loc(), registry);
  ASSERT_TRUE(succeeded(parsed)) << allDiagnostics();
  EXPECT_EQ(parsed->front().getKernels().front().constraint.getKind(),
            Constraint::Kind::Custom);
}

} // namespace
