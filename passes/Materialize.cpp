//===- Materialize.cpp - The quantkit-materialize pass --------------------===//
//
// Rewrites resolved `quantkit.region`s into quantized code (SPEC section
// 3): the region body is a kernel quantkit-fuse builds (the matcher of
// passes/FusedKernel.h), its port specs the parameters propagation chose.
// Compute kernels become QuantKit compute ops, shape-only kernels the same
// TOSA op on storage integers. What cannot be expressed keeps its float
// body between fake-quant casts, with a remark.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "dialect/QuantKitOps.h"
#include "dialect/constraints/SpecUtils.h"
#include "passes/FusedKernel.h"
#include "passes/QuantizedPorts.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/SetVector.h"

#include <cmath>

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITMATERIALIZE
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

bool isUniform(Type spec) {
  return isa<quant::UniformQuantizedType, quant::UniformQuantizedPerAxisType>(
      spec);
}

RankedTensorType withElement(Type type, Type element) {
  return cast<RankedTensorType>(type).clone(element);
}

/// The kernel the body of `region` computes (FusedKernel.h's matcher, as
/// quantkit-fuse wrapped it): its result is what the region returns, its
/// ports are block arguments, and every other op of the body is a constant,
/// a `tensor.empty` or a fill.
std::optional<KernelMatch> matchBody(RegionOp region) {
  ReturnOp ret = region.getReturnOp();
  if (ret.getNumOperands() != 1)
    return std::nullopt;
  Block &body = region.getBody().front();
  for (Operation &op : body.without_terminator()) {
    std::optional<KernelMatch> match = matchKernel(&op);
    if (!match || match->result != ret.getOperand(0))
      continue;
    if (!llvm::all_of(match->inputs, [&](Value v) {
          auto arg = dyn_cast<BlockArgument>(v);
          return arg && arg.getOwner() == &body;
        }))
      return std::nullopt;
    for (Operation &other : body.without_terminator())
      if (!llvm::is_contained(match->ops, &other) && !isClonable(&other))
        return std::nullopt;
    return match;
  }
  return std::nullopt;
}

/// Records the ops a builder creates, so a failed rewrite can take them back.
struct CreatedOps : public OpBuilder::Listener {
  void notifyOperationInserted(Operation *op,
                               OpBuilder::InsertPoint) override {
    ops.push_back(op);
  }
  void eraseAll() {
    for (Operation *op : llvm::reverse(ops))
      op->erase();
    ops.clear();
  }
  SmallVector<Operation *> ops;
};

/// Runs the verifier of `op`; its first diagnostic, or empty where it is
/// valid.
std::string verifierMessage(Operation *op) {
  std::string message;
  ScopedDiagnosticHandler capture(op->getContext(), [&](Diagnostic &diag) {
    if (message.empty())
      message = diag.str();
    return success();
  });
  if (failed(mlir::verify(op)) && message.empty())
    message = "verification failed";
  return message;
}

/// Kernels that only move values: with one parameter set on every port they
/// are the same op on the storage integers.
bool isShapeOnly(StringRef kernel) {
  return kernel == "reshape" || kernel == "transpose" || kernel == "concat";
}

struct QuantKitMaterializePass
    : public quantkit::impl::QuantKitMaterializeBase<QuantKitMaterializePass> {
  using QuantKitMaterializeBase::QuantKitMaterializeBase;

  /// Rewrites `region` as quantized code, adding the `quant.dcast` for its
  /// float users to `casts` (it dies where the users are regions
  /// materialized later); on failure nothing is left behind and `why` says
  /// what stood in the way.
  LogicalResult materialize(RegionOp region, std::string &why,
                            llvm::SetVector<Operation *> &casts) {
    for (unsigned i = 0; i < region.getNumOperands(); ++i)
      if (!isUniform(region.getInputSpec(i))) {
        why = "input " + std::to_string(i) + " is not resolved to "
              "!quant.uniform";
        return failure();
      }
    if (region.getNumResults() != 1 ||
        !isa<quant::UniformQuantizedType>(region.getOutputSpec(0))) {
      why = "it needs one result resolved to a per-tensor !quant.uniform";
      return failure();
    }
    for (Value input : region.getInputs())
      if (!isa<RankedTensorType>(input.getType())) {
        why = "ports must be ranked tensors";
        return failure();
      }
    std::optional<KernelMatch> match = matchBody(region);
    if (!match) {
      why = "its body is not one kernel quantkit-fuse wraps";
      return failure();
    }
    if (match->kernel != region.getLogicalKernel()) {
      why = "its body computes '" + match->kernel.str() + "'";
      return failure();
    }
    CreatedOps created;
    OpBuilder b(region);
    b.setListener(&created);
    FailureOr<Value> result = isShapeOnly(match->kernel)
                                  ? buildShapeOnly(b, region, *match, why)
                                  : buildComputeOp(b, region, *match, why);
    if (failed(result)) {
      created.eraseAll();
      return failure();
    }
    auto real = quant::DequantizeCastOp::create(
        b, region.getLoc(), region.getResult(0).getType(), *result);
    casts.insert(real);
    region.getResult(0).replaceAllUsesWith(real.getResult());
    region.erase();
    return success();
  }

  /// The quantized value of the port `v` (a block argument of the body).
  FailureOr<Value> port(OpBuilder &b, RegionOp region, Value v,
                        std::string &why) {
    unsigned i = cast<BlockArgument>(v).getArgNumber();
    return quantizePort(b, region.getLoc(), region.getInputs()[i],
                        region.getInputSpec(i), &why);
  }

  /// One QuantKit compute op; its result under the region's output spec.
  FailureOr<Value> buildComputeOp(OpBuilder &b, RegionOp region,
                                  const KernelMatch &match, std::string &why) {
    SmallVector<Value> ports;
    for (Value input : match.inputs) {
      FailureOr<Value> q = port(b, region, input, why);
      if (failed(q))
        return failure();
      ports.push_back(*q);
    }
    Location loc = region.getLoc();
    Type spec = region.getOutputSpec(0);
    Type narrowed = narrowForClamp(spec, match.lo, match.hi);
    auto resultType = cast<RankedTensorType>(region.getResult(0).getType());
    auto outType = withElement(resultType, narrowed);
    Value bias = match.hasBias ? ports.back() : Value();
    auto strides = b.getDenseI64ArrayAttr(match.strides);
    auto dilations = b.getDenseI64ArrayAttr(match.dilations);
    auto padding = b.getDenseI64ArrayAttr(match.padding);
    auto window = b.getDenseI64ArrayAttr(match.window);
    bool dilated = llvm::any_of(match.dilations, [](int64_t d) {
      return d != 1;
    });
    Operation *op = nullptr;
    StringRef kernel = match.kernel;
    if (kernel == "matmul") {
      op = MatmulOp::create(b, loc, outType, ports[0], ports[1], bias,
                            RoundingAttr());
    } else if (kernel == "conv2d") {
      op = Conv2DOp::create(b, loc, outType, ports[0], ports[1], bias, strides,
                            dilations, padding, RoundingAttr());
    } else if (kernel == "depthwise_conv2d") {
      op = DepthwiseConv2DOp::create(b, loc, outType, ports[0], ports[1], bias,
                                     strides, dilations, padding,
                                     RoundingAttr());
    } else if (kernel == "add") {
      op = AddOp::create(b, loc, outType, ports[0], ports[1], RoundingAttr());
    } else if (kernel == "mul") {
      op = MulOp::create(b, loc, outType, ports[0], ports[1], RoundingAttr());
    } else if ((kernel == "max_pool2d" || kernel == "avg_pool2d") && dilated) {
      why = "quantized pooling has no dilation";
      return failure();
    } else if (kernel == "max_pool2d") {
      op = MaxPool2DOp::create(b, loc, outType, ports[0], window, strides,
                               padding, RoundingAttr());
    } else if (kernel == "avg_pool2d") {
      op = AvgPool2DOp::create(b, loc, outType, ports[0], window, strides,
                               padding, RoundingAttr());
    } else {
      why = "QuantKit has no quantized compute op for it";
      return failure();
    }
    // The port specs must give a valid op (e.g. a bias spec s_in * s_w).
    if (std::string invalid = verifierMessage(op); !invalid.empty()) {
      why = "its port specs give an invalid " +
            op->getName().getStringRef().str() + ": " + invalid;
      return failure();
    }
    Value result = op->getResult(0);
    if (narrowed == spec)
      return result;
    // Back to the port's spec: the clamp only narrowed the storage range.
    auto storage = cast<quant::QuantizedType>(spec).getStorageType();
    Value ints = quant::StorageCastOp::create(
        b, loc, withElement(resultType, storage), result);
    return quant::StorageCastOp::create(b, loc, withElement(resultType, spec),
                                        ints)
        .getResult();
  }

  /// A kernel that only moves values (reshape, transpose, concat): the same
  /// op on the storage integers between `quant.scast`s, exact when every
  /// port has the same parameters (what `same_scale` resolves).
  FailureOr<Value> buildShapeOnly(OpBuilder &b, RegionOp region,
                                  const KernelMatch &match, std::string &why) {
    Type spec = region.getOutputSpec(0);
    for (Value input : match.inputs)
      if (region.getInputSpec(cast<BlockArgument>(input).getArgNumber()) !=
          spec) {
        why = "its ports do not share one parameter set";
        return failure();
      }
    Type storage = cast<quant::QuantizedType>(spec).getStorageType();
    Location loc = region.getLoc();
    Block &body = region.getBody().front();
    IRMapping mapping;
    for (BlockArgument arg : body.getArguments()) {
      if (!llvm::is_contained(match.inputs, Value(arg)))
        continue;
      FailureOr<Value> q = port(b, region, arg, why);
      if (failed(q))
        return failure();
      mapping.map(arg, quant::StorageCastOp::create(
                           b, loc, withElement(arg.getType(), storage), *q)
                           .getResult());
    }
    for (Operation &op : body.without_terminator()) {
      Operation *copy = b.clone(op, mapping);
      if (&op == match.core)
        copy->getResult(0).setType(
            withElement(copy->getResult(0).getType(), storage));
    }
    Operation *core = mapping.lookup(match.core->getResult(0)).getDefiningOp();
    if (std::string invalid = verifierMessage(core); !invalid.empty()) {
      why = "its " + core->getName().getStringRef().str() +
            " does not accept storage integers: " + invalid;
      return failure();
    }
    return quant::StorageCastOp::create(
               b, loc, withElement(region.getResult(0).getType(), spec),
               core->getResult(0))
        .getResult();
  }

  void runOnOperation() override {
    SmallVector<RegionOp> regions;
    getOperation()->walk([&](RegionOp region) { regions.push_back(region); });
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
      region.emitRemark() << "logical kernel '" << region.getLogicalKernel()
                          << "' kept in floating point: " << why;
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
  }
};

} // namespace
