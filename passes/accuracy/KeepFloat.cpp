//===- KeepFloat.cpp - The quantkit-keep-float pass -----------------------===//
//
// A deny list: the kernels it names keep floating point. Their regions get
// `none` specs on every port, the spec by which a model asks for float
// (quantkit.float), so propagation resolves their neighbours on their own
// and quantkit-materialize inlines their float bodies. The kernels of its
// int16x8 list ask for 16-bit activations instead, which a target with
// 16x8 variants (tflite-mixed) answers with its 16-bit kernels. Besides
// keys, kernels and locations, an entry can name a role: `layer-norm-inputs`,
// every kernel whose result a layer norm's row statistics read.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "dialect/QuantKitOps.h"
#include "passes/accuracy/KernelKeys.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITKEEPFLOAT
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

/// The entry that names every kernel a layer norm reads.
constexpr StringLiteral kLayerNormInputs = "layer-norm-inputs";

/// Whether `generic` is a float sum along its innermost loop alone, all
/// other loops parallel: a layer norm's mean (or its variance's sum) of
/// each row.
bool isRowSum(linalg::GenericOp generic) {
  SmallVector<unsigned> reductions;
  generic.getReductionDims(reductions);
  unsigned loops = generic.getNumLoops();
  if (generic->getNumResults() != 1 || loops < 2 || reductions.size() != 1 ||
      reductions[0] != loops - 1 ||
      !isa<FloatType>(getElementTypeOrSelf(generic->getResult(0).getType())))
    return false;
  SmallVector<Operation *> combiners;
  return matchReduction(generic.getRegionOutputArgs(), 0, combiners) &&
         combiners.size() == 1 && isa<arith::AddFOp>(combiners.front());
}

/// Whether `generic` only moves or converts its one input (a copy through
/// any indexing map, or an `arith.extf` / `arith.truncf`: today's
/// torch-mlir computes a layer norm's statistics in f64).
bool isCopyOrConversion(linalg::GenericOp generic) {
  if (generic.getNumDpsInputs() != 1 || generic->getNumResults() != 1 ||
      generic.getNumReductionLoops() != 0)
    return false;
  Block &body = generic.getRegion().front();
  Value yielded = body.getTerminator()->getOperand(0);
  if (yielded == body.getArgument(0))
    return body.getOperations().size() == 1;
  Operation *def = yielded.getDefiningOp();
  return body.getOperations().size() == 2 &&
         isa_and_present<arith::ExtFOp, arith::TruncFOp>(def) &&
         def->getOperand(0) == body.getArgument(0);
}

/// Whether a layer norm's row statistics read `value`: through casts,
/// reshapes, transposes, copies and conversions, a sum of each row (a
/// generic's innermost loop, or `tosa.reduce_sum` along the last axis).
bool feedsRowStatistics(Value value, unsigned depth = 0) {
  if (depth > 6)
    return false;
  for (Operation *user : value.getUsers()) {
    if (auto generic = dyn_cast<linalg::GenericOp>(user)) {
      if (isRowSum(generic))
        return true;
      if (isCopyOrConversion(generic) &&
          feedsRowStatistics(generic->getResult(0), depth + 1))
        return true;
      continue;
    }
    if (auto sum = dyn_cast<tosa::ReduceSumOp>(user)) {
      auto type = dyn_cast<RankedTensorType>(sum.getInput().getType());
      if (type && type.getRank() >= 2 &&
          int64_t(sum.getAxis()) == type.getRank() - 1)
        return true;
      continue;
    }
    if (isa<quant::QuantizeCastOp, quant::DequantizeCastOp,
            tensor::CollapseShapeOp, tensor::ExpandShapeOp, tosa::ReshapeOp,
            linalg::TransposeOp, tosa::TransposeOp, tosa::CastOp>(user) &&
        user->getNumResults() == 1 &&
        feedsRowStatistics(user->getResult(0), depth + 1))
      return true;
  }
  return false;
}

struct QuantKitKeepFloatPass
    : public quantkit::impl::QuantKitKeepFloatBase<QuantKitKeepFloatPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<bool> usedFloat(kernels.size(), false);
    SmallVector<bool> usedInt16x8(int16x8.size(), false);
    module.walk([&](RegionOp region) {
      std::string key = kernelKey(region);
      std::string where = kernelLocation(region.getLoc());
      // Float wins over 16 bits: a kernel in both lists is kept in float,
      // and both entries count as used.
      std::optional<std::string> wider =
          match(region, key, where, int16x8, usedInt16x8);
      if (std::optional<std::string> entry =
              match(region, key, where, kernels, usedFloat)) {
        keepFloat(region, *entry);
        ++numKept;
      } else if (wider) {
        keepInt16x8(region);
        ++numInt16x8;
      }
    });
    bool failedEntry = reportUnused(module, "kernels", kernels, usedFloat);
    failedEntry |= reportUnused(module, "int16x8", int16x8, usedInt16x8);
    if (failedEntry)
      signalPassFailure();
  }

  /// The first entry of `entries` that names `region`, marked used.
  static std::optional<std::string> match(RegionOp region, StringRef key,
                                          StringRef where,
                                          ArrayRef<std::string> entries,
                                          MutableArrayRef<bool> used) {
    for (auto [index, entry] : llvm::enumerate(entries)) {
      StringRef text = StringRef(entry).trim();
      // `file:line:col`, or `file:line` against the location without
      // its column; a file name may be given without its directory.
      StringRef withLine = where.rsplit(':').first;
      bool matches = text == key || text == region.getLogicalKernel() ||
                     (text.contains(':') &&
                      (where.ends_with(text) || withLine.ends_with(text))) ||
                     (text == kLayerNormInputs &&
                      llvm::any_of(region->getResults(), [](Value result) {
                        return feedsRowStatistics(result);
                      }));
      if (!matches)
        continue;
      used[index] = true;
      return text.str();
    }
    return std::nullopt;
  }

  static bool reportUnused(ModuleOp module, StringRef option,
                           ArrayRef<std::string> entries, ArrayRef<bool> used) {
    bool failed = false;
    for (auto [index, entry] : llvm::enumerate(entries)) {
      if (used[index])
        continue;
      emitError(module.getLoc())
          << "quantkit-keep-float: " << option << " entry '" << entry
          << "' matches no kernel (an entry is a key "
             "<function>.<kernel>.<index> as quantkit-debug-layers prints it, "
             "a kernel such as conv2d, a location file:line[:col], or "
             "layer-norm-inputs)";
      failed = true;
    }
    return failed;
  }

  /// Asks for at least 16 bits on the activation ports. The contractions'
  /// weight and bias ports (inputs 1 and 2 of conv2d, depthwise_conv2d and
  /// matmul, the kernels' fixed port order) keep their specs: a 16x8 kernel
  /// takes 8-bit weights and a wider bias, which the target's kernel
  /// decides. Every other input is an activation, constants included (the
  /// other operand of a 16x8 add is 16-bit as well).
  static void keepInt16x8(RegionOp region) {
    MLIRContext *context = region.getContext();
    Type wide = quant::AnyQuantizedType::get(
        quant::QuantizationFlags::Signed, IntegerType::get(context, 16),
        Float32Type::get(context), llvm::minIntN(16), llvm::maxIntN(16));
    StringRef kernel = region.getLogicalKernel();
    bool contraction = kernel == "conv2d" || kernel == "depthwise_conv2d" ||
                       kernel == "matmul";
    SmallVector<Attribute> inputs(region.getInputSpecsAttr().getValue());
    for (auto [index, input] : llvm::enumerate(inputs))
      if (index == 0 || !contraction)
        input = TypeAttr::get(wide);
    SmallVector<Attribute> outputs(region->getNumResults(),
                                   TypeAttr::get(wide));
    region.setInputSpecsAttr(ArrayAttr::get(context, inputs));
    region.setOutputSpecsAttr(ArrayAttr::get(context, outputs));
  }

  static void keepFloat(RegionOp region, StringRef entry) {
    MLIRContext *context = region.getContext();
    Type none = NoneType::get(context);
    SmallVector<Attribute> inputs(region.getInputs().size(),
                                  TypeAttr::get(none));
    SmallVector<Attribute> outputs(region->getNumResults(),
                                   TypeAttr::get(none));
    region.setInputSpecsAttr(ArrayAttr::get(context, inputs));
    region.setOutputSpecsAttr(ArrayAttr::get(context, outputs));
    region->setAttr(kKeptFloatAttr, StringAttr::get(context, entry));
  }
};

} // namespace
