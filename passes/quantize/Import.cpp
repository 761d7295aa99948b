//===- Import.cpp - The quantkit-import pass ------------------------------===//
//
// Turns the model-constraint ops into the `quant.qcast` -> `quant.dcast`
// pairs that propagation reads (dialect/Reference.md#the-graph). Parameters
// come from upstream's `quant::fakeQuantAttrsToType`, so QuantKit and
// upstream agree on TensorFlow's nudging rules.
//
//===----------------------------------------------------------------------===//

#include "passes/quantize/Import.h"
#include "passes/Passes.h"
#include "passes/quantize/ImportChains.h"
#include "passes/quantize/ImportIntegerLinalg.h"

#include "dialect/QuantKitOps.h"
#include "dialect/constraints/SpecUtils.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Dialect/Quant/Utils/FakeQuantSupport.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITIMPORT
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

/// `type` with its element type replaced by `element` (scalars become
/// `element` itself).
Type withElementType(Type type, Type element) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return shaped.clone(element);
  return element;
}

/// Replaces `op`'s single result by `input -> qcast -> dcast` through
/// `quantized` (an element type).
void replaceByCastPair(Operation *op, Value input, Type quantized) {
  OpBuilder builder(op);
  Type floatType = input.getType();
  Value cast = quant::QuantizeCastOp::create(
      builder, op->getLoc(), withElementType(floatType, quantized), input);
  Value back =
      quant::DequantizeCastOp::create(builder, op->getLoc(), floatType, cast);
  op->getResult(0).replaceAllUsesWith(back);
  op->erase();
}

/// The storage TensorFlow's fake quantization uses for `numBits`: i8/u8
/// up to 8 bits, i16/u16 above, over [0, 2^n - 1] (unsigned) or
/// [-2^(n-1), 2^(n-1) - 1] (signed), one higher minimum with `narrowRange`.
PortSignature fakeQuantStorage(int64_t numBits, bool narrowRange,
                               bool isSigned) {
  unsigned width = numBits <= 8 ? 8 : 16;
  int64_t qmin = isSigned ? -(int64_t(1) << (numBits - 1)) : 0;
  int64_t qmax = isSigned ? (int64_t(1) << (numBits - 1)) - 1
                          : (int64_t(1) << numBits) - 1;
  return PortSignature::integer(width, isSigned, qmin + (narrowRange ? 1 : 0),
                                qmax);
}

/// Upstream's fakeQuantAttrsToType maps every width up to 8 bits to the full
/// 8-bit range (and up to 16 to 16 bits), which silently widens a 4-bit fake
/// quantization. It is called as is for 8 and 16 bits; other widths use the
/// same nudging formula over their own bounds (SpecUtils' uniformForRange).
bool upstreamExpresses(int64_t numBits) {
  return numBits == 8 || numBits == 16;
}

/// The `!quant.uniform` type of a per-tensor fake quantization, or null after
/// a located error.
Type importedType(ConstFakeQuantOp fq) {
  // Upstream emits its own located error when it returns null.
  Type expressed = getElementTypeOrSelf(fq.getInputs().getType());
  double min = fq.getMin().convertToDouble();
  double max = fq.getMax().convertToDouble();
  if (upstreamExpresses(fq.getNumBits()))
    return quant::fakeQuantAttrsToType(fq.getLoc(), fq.getNumBits(), min, max,
                                       fq.getNarrowRange(), expressed,
                                       fq.getIsSigned());
  std::string reason;
  FailureOr<quant::UniformQuantizedType> nudged = uniformForRange(
      fakeQuantStorage(fq.getNumBits(), fq.getNarrowRange(), fq.getIsSigned()),
      expressed, min, max, &reason);
  if (succeeded(nudged))
    return *nudged;
  fq.emitError() << "cannot import fake quantization: " << reason;
  return Type();
}

/// The per-axis `!quant.uniform` type of a per-axis fake quantization, or
/// null after a located error.
Type importedType(ConstFakeQuantPerAxisOp fq) {
  SmallVector<double> mins(fq.getMin().begin(), fq.getMin().end());
  SmallVector<double> maxs(fq.getMax().begin(), fq.getMax().end());
  Type expressed = getElementTypeOrSelf(fq.getInputs().getType());
  auto axis = static_cast<int32_t>(fq.getAxis());
  if (upstreamExpresses(fq.getNumBits()))
    return quant::fakeQuantAttrsToType(fq.getLoc(), fq.getNumBits(), axis, mins,
                                       maxs, fq.getNarrowRange(), expressed,
                                       fq.getIsSigned());
  std::string reason;
  FailureOr<quant::UniformQuantizedPerAxisType> nudged = uniformForRanges(
      fakeQuantStorage(fq.getNumBits(), fq.getNarrowRange(), fq.getIsSigned()),
      expressed, axis, mins, maxs, &reason);
  if (succeeded(nudged))
    return *nudged;
  fq.emitError() << "cannot import fake quantization: " << reason;
  return Type();
}

/// The `!quant.calibrated` type of layer statistics (their range widened to
/// hold 0; [-1, 1] where every value was 0), or null after a located error.
Type importedType(StatsOp stats) {
  Type expressed = getElementTypeOrSelf(stats.getArg().getType());
  auto values = stats.getLayerStats().getValues<APFloat>();
  auto [min, max] =
      calibratedRange((*values.begin()).convertToDouble(),
                      (*std::next(values.begin())).convertToDouble());
  return quant::CalibratedQuantizedType::getChecked(
      [&] { return stats.emitError(); }, expressed, min, max);
}

} // namespace

FailureOr<unsigned> mlir::quantkit::importFakeQuantization(Operation *root) {
  SmallVector<Operation *> work;
  root->walk([&](Operation *op) {
    if (isa<ConstFakeQuantOp, ConstFakeQuantPerAxisOp>(op))
      work.push_back(op);
  });
  bool failedAny = false;
  for (Operation *op : work) {
    Type type = TypeSwitch<Operation *, Type>(op)
                    .Case<ConstFakeQuantOp, ConstFakeQuantPerAxisOp>(
                        [](auto typed) { return importedType(typed); });
    if (!type) {
      failedAny = true;
      continue;
    }
    replaceByCastPair(op, op->getOperand(0), type);
  }
  if (failedAny)
    return failure();
  return static_cast<unsigned>(work.size());
}

namespace {

struct QuantKitImportPass
    : public quantkit::impl::QuantKitImportBase<QuantKitImportPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<Operation *> work;
    getOperation()->walk([&](Operation *op) {
      if (isa<ConstFakeQuantOp, ConstFakeQuantPerAxisOp>(op))
        work.push_back(op);
      else if (auto stats = dyn_cast<StatsOp>(op))
        if (!stats.getAxisStats())
          work.push_back(op);
    });

    bool failedAny = false;
    for (Operation *op : work) {
      Type type = TypeSwitch<Operation *, Type>(op)
                      .Case<ConstFakeQuantOp, ConstFakeQuantPerAxisOp, StatsOp>(
                          [](auto typed) { return importedType(typed); });
      if (!type) {
        failedAny = true;
        continue;
      }
      if (isa<StatsOp>(op))
        ++numStats;
      else
        ++numFakeQuant;
      // Every imported op is an identity on its first operand.
      replaceByCastPair(op, op->getOperand(0), type);
    }
    if (failedAny)
      return signalPassFailure();

    // Front-end chains (ImportChains.cpp) and integer contractions
    // (ImportIntegerLinalg.cpp). The walk driver visits each op once, so a
    // chain or contraction left alone is remarked once.
    RewritePatternSet patterns(&getContext());
    populateImportChainPatterns(patterns);
    populateImportIntegerLinalgPatterns(patterns);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
    // Then the layout transposes across the pairs, both those just made and
    // those of const_fake_quant (a second walk: the first does not revisit
    // the transposes before the casts it created).
    RewritePatternSet layout(&getContext());
    populateCastPairLayoutPatterns(layout);
    walkAndApplyPatterns(getOperation(), std::move(layout));
  }
};

} // namespace
