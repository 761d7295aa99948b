//===- Materialize.cpp - The quantkit-materialize pass --------------------===//
//
// Rewrites resolved `quantkit.region`s into quantized code (the pass
// description in passes/Passes.td): the region body is a kernel
// quantkit-fuse builds (the matcher of FusedKernel.h), its port specs the
// parameters propagation chose. Compute
// kernels become QuantKit compute ops, shape-only kernels the same TOSA op
// on storage integers (buildQuantizedKernel in QuantizedPorts.h, shared
// with quantkit-export-tosa). What cannot be expressed keeps its float
// body between fake-quant casts, with a remark, and its compute ops keep
// why in `quantkit.float_reason` (for quantkit-report). Annotations no
// quantized kernel consumed are dropped last (passes/utils/Annotations.h).
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "dialect/QuantKitOps.h"
#include "passes/accuracy/KernelKeys.h"
#include "passes/quantize/Coverage.h"
#include "passes/quantize/QuantizedPorts.h"
#include "passes/utils/Annotations.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITMATERIALIZE
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

struct QuantKitMaterializePass
    : public quantkit::impl::QuantKitMaterializeBase<QuantKitMaterializePass> {
  using QuantKitMaterializeBase::QuantKitMaterializeBase;

  /// Rewrites `region` as quantized code (buildQuantizedKernel), adding the
  /// `quant.dcast` for its float users to `casts` (it dies where the users
  /// are regions materialized later); on failure nothing is left behind and
  /// `why` says what stood in the way.
  LogicalResult materialize(RegionOp region, std::string &why,
                            llvm::SetVector<Operation *> &casts) {
    FailureOr<QuantizedKernel> kernel = buildQuantizedKernel(region, why);
    if (failed(kernel))
      return failure();
    OpBuilder b(region);
    auto real = quant::DequantizeCastOp::create(
        b, region.getLoc(), region.getResult(0).getType(), kernel->result);
    casts.insert(real);
    region.getResult(0).replaceAllUsesWith(real.getResult());
    region.erase();
    return success();
  }

  /// Records on the compute ops of a region kept in floating point why, so
  /// that quantkit-report can say it once the region is gone.
  static void recordFloatReason(RegionOp region, StringRef why) {
    bool keptByModel = false;
    region.getBody().walk(
        [&](Operation *op) { keptByModel |= op->hasAttr("quantkit.float"); });
    std::string reason = keptByModel ? std::string("kept in float by the model")
                         : region->hasAttr(kKeptFloatAttr)
                             ? why.str()
                             : ("region fell back to float: " + why).str();
    region.getBody().walk([&](Operation *op) {
      if (classifyComputeOp(op) != ComputeKind::None)
        op->setAttr(kFloatReasonAttr,
                    StringAttr::get(op->getContext(), reason));
      // An activation coverage lists (a sigmoid of a 'logistic' region)
      // says which it is, as quantkit-fuse's reasons do.
      else if (StringRef activation = unquantizedActivation(op);
               !activation.empty())
        op->setAttr(kFloatReasonAttr,
                    StringAttr::get(op->getContext(),
                                    (activation + ": " + reason).str()));
    });
  }

  void runOnOperation() override {
    SmallVector<RegionOp> regions;
    getOperation()->walk([&](RegionOp region) { regions.push_back(region); });
    // Which annotations served a quantized kernel is known only while the
    // regions exist; they are dropped once the regions are rewritten.
    llvm::SmallPtrSet<Operation *, 8> consumed;
    getOperation()->walk([&](Operation *op) {
      if (isDroppableAnnotation(op) && annotatesQuantizedPort(op))
        consumed.insert(op);
    });
    // Producers of ports that may die with their regions (constants, casts).
    // Only those: a producing region is itself rewritten below, so keeping a
    // pointer to it would dangle.
    auto isErasableProducer = [](Operation *op) {
      return isa<quant::QuantizeCastOp, quant::DequantizeCastOp,
                 quant::StorageCastOp, arith::ConstantOp>(op);
    };
    llvm::SetVector<Operation *> candidates;
    for (RegionOp region : regions)
      for (Value input : region.getInputs())
        if (Operation *def = input.getDefiningOp();
            def && isErasableProducer(def))
          candidates.insert(def);
    for (RegionOp region : regions) {
      std::string why;
      if (succeeded(materialize(region, why, candidates))) {
        ++numMaterialized;
        continue;
      }
      if (auto entry = region->getAttrOfType<StringAttr>(kKeptFloatAttr))
        why = ("kept in float by quantkit-keep-float ('" + entry.getValue() +
               "')")
                  .str();
      region.emitRemark() << "logical kernel '" << region.getLogicalKernel()
                          << "' kept in floating point: " << why;
      recordFloatReason(region, why);
      inlineRegionAsFloat(region);
      ++numFallbacks;
    }
    // qcast(dcast(x)) of one type is x (exact: dequantizing and quantizing
    // again with the same parameters gives the same integers).
    getOperation()->walk([&](quant::QuantizeCastOp qcast) {
      auto dcast = qcast.getInput().getDefiningOp<quant::DequantizeCastOp>();
      if (dcast && dcast.getInput().getType() == qcast.getType()) {
        qcast.getResult().replaceAllUsesWith(dcast.getInput());
        candidates.insert(qcast);
        candidates.insert(dcast);
      }
    });
    // scast(scast(x)) back to x's type is x (shape-only kernels in a row
    // meet on the storage integers).
    getOperation()->walk([&](quant::StorageCastOp outer) {
      auto inner = outer.getInput().getDefiningOp<quant::StorageCastOp>();
      if (inner && inner.getInput().getType() == outer.getType()) {
        outer.getResult().replaceAllUsesWith(inner.getInput());
        candidates.insert(outer);
        candidates.insert(inner);
      }
    });
    // Erase the candidates that became dead, and their dead producers.
    SmallVector<Operation *> worklist(candidates.begin(), candidates.end());
    llvm::SmallPtrSet<Operation *, 16> erased;
    while (!worklist.empty()) {
      Operation *op = worklist.pop_back_val();
      if (erased.contains(op) || !isErasableProducer(op) || !op->use_empty())
        continue;
      for (Value operand : op->getOperands())
        if (Operation *def = operand.getDefiningOp())
          worklist.push_back(def);
      erased.insert(op);
      op->erase();
    }
    // No pattern of quantkit-lower lowers an annotation, and bufferization
    // rejects them: none may outlive quantization.
    dropAnnotations(getOperation(),
                    [&](Operation *op) { return consumed.contains(op); });
  }
};

} // namespace
