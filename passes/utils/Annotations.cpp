//===- Annotations.cpp - Dropping annotations nothing consumed ------------===//
//
// See Annotations.h.
//
//===----------------------------------------------------------------------===//

#include "passes/utils/Annotations.h"

#include "dialect/QuantKitOps.h"
#include "dialect/constraints/SpecUtils.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::quantkit;

namespace {

bool isIdentityAnnotation(Operation *op) {
  return isa<StatsOp, StatsRefOp, CoupledRefOp>(op);
}

/// A qcast to a calibrated or `any` type read only by dcasts back to its
/// input type.
bool isUnresolvedCastPair(quant::QuantizeCastOp qcast) {
  Type element = getElementTypeOrSelf(qcast.getResult().getType());
  if (!isa<quant::CalibratedQuantizedType, quant::AnyQuantizedType>(element))
    return false;
  return llvm::all_of(qcast->getUsers(), [&](Operation *user) {
    auto dcast = dyn_cast<quant::DequantizeCastOp>(user);
    return dcast && dcast.getResult().getType() == qcast.getInput().getType();
  });
}

/// The float value a dcast gives back, followed up through a rescale and
/// the qcast before it (propagation's `qcast -> rescale -> dcast` on a port
/// that disagrees with its value), or null where it is not such a chain.
Value valueBeforeCasts(quant::DequantizeCastOp dcast) {
  Value quantized = dcast.getInput();
  if (auto rescale = quantized.getDefiningOp<RescaleOp>())
    quantized = rescale.getInput();
  if (auto qcast = quantized.getDefiningOp<quant::QuantizeCastOp>())
    return qcast.getInput();
  return Value();
}

/// The float values a qcast gives back through its dcasts (and rescales).
void valuesAfterCasts(quant::QuantizeCastOp qcast,
                      SmallVectorImpl<Value> &values) {
  for (Operation *user : qcast->getUsers()) {
    if (auto dcast = dyn_cast<quant::DequantizeCastOp>(user))
      values.push_back(dcast.getResult());
    else if (auto rescale = dyn_cast<RescaleOp>(user))
      for (Operation *next : rescale->getUsers())
        if (auto dcast = dyn_cast<quant::DequantizeCastOp>(next))
          values.push_back(dcast.getResult());
  }
}

bool isQuantizedSpec(Type spec) {
  return classifySpec(spec) == SpecKind::Uniform;
}

} // namespace

bool mlir::quantkit::isDroppableAnnotation(Operation *op) {
  if (isIdentityAnnotation(op))
    return true;
  auto qcast = dyn_cast<quant::QuantizeCastOp>(op);
  return qcast && isUnresolvedCastPair(qcast);
}

bool mlir::quantkit::annotatesQuantizedPort(Operation *annotation) {
  if (annotation->getNumOperands() == 0)
    return false;
  SmallVector<Value> work;
  llvm::DenseSet<Value> seen;
  auto visit = [&](Value value) {
    if (value && seen.insert(value).second)
      work.push_back(value);
  };
  visit(annotation->getOperand(0));
  while (!work.empty()) {
    Value value = work.pop_back_val();
    if (auto result = dyn_cast<OpResult>(value)) {
      Operation *def = result.getOwner();
      if (auto region = dyn_cast<RegionOp>(def)) {
        if (isQuantizedSpec(region.getOutputSpec(result.getResultNumber())))
          return true;
      } else if (isIdentityAnnotation(def)) {
        visit(def->getOperand(0));
      } else if (auto dcast = dyn_cast<quant::DequantizeCastOp>(def)) {
        visit(valueBeforeCasts(dcast));
      }
    }
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (auto region = dyn_cast<RegionOp>(user)) {
        if (isQuantizedSpec(region.getInputSpec(use.getOperandNumber())))
          return true;
      } else if (isIdentityAnnotation(user)) {
        visit(user->getResult(0));
      } else if (auto qcast = dyn_cast<quant::QuantizeCastOp>(user)) {
        SmallVector<Value> after;
        valuesAfterCasts(qcast, after);
        for (Value next : after)
          visit(next);
      }
    }
  }
  return false;
}

unsigned
mlir::quantkit::dropAnnotations(Operation *root,
                                function_ref<bool(Operation *)> isConsumed) {
  SmallVector<Operation *> annotations;
  root->walk([&](Operation *op) {
    if (isDroppableAnnotation(op))
      annotations.push_back(op);
  });
  for (Operation *op : annotations) {
    if (!isConsumed(op)) {
      InFlightDiagnostic remark = op->emitRemark();
      remark << "'" << op->getName() << "'";
      if (auto qcast = dyn_cast<quant::QuantizeCastOp>(op)) {
        Type element = getElementTypeOrSelf(qcast.getResult().getType());
        remark << " to " << element << " dropped: "
               << (isa<quant::CalibratedQuantizedType>(element)
                       ? "statistics"
                       : "quantization request");
      } else if (isa<StatsOp>(op)) {
        remark << " dropped: statistics";
      } else if (isa<StatsRefOp>(op)) {
        remark << " dropped: statistics request";
      } else {
        remark << " dropped: coupling";
      }
      remark << " not used: no quantized kernel reads this value";
    }
    if (auto qcast = dyn_cast<quant::QuantizeCastOp>(op)) {
      for (Operation *dcast : llvm::make_early_inc_range(qcast->getUsers())) {
        dcast->getResult(0).replaceAllUsesWith(qcast.getInput());
        dcast->erase();
      }
    } else {
      op->getResult(0).replaceAllUsesWith(op->getOperand(0));
    }
    op->erase();
  }
  return annotations.size();
}
