//===- Materialize.cpp - The quantkit-materialize pass --------------------===//
//
// Rewrites resolved `quantkit.region`s into quantized compute ops (SPEC
// section 3): the region body is the contraction + epilogue quantkit-fuse
// builds (passes/FusedKernel.h), its port specs the parameters propagation
// chose. What cannot be expressed keeps its float body between fake-quant
// casts, with a remark.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "dialect/QuantKitOps.h"
#include "dialect/constraints/SpecUtils.h"
#include "passes/FusedKernel.h"
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

/// The result spec with a fused clamp folded into its storage range:
/// `[zp + round(lo / s), zp + round(hi / s)]` inside the storage range
/// (TFLite's CalculateActivationRangeQuantized).
quant::UniformQuantizedType narrowForClamp(quant::UniformQuantizedType spec,
                                           const Epilogue &epilogue) {
  double s = spec.getScale();
  int64_t zp = spec.getZeroPoint();
  auto bound = [&](std::optional<double> real, int64_t fallback) {
    if (!real)
      return fallback;
    double q = zp + std::round(*real / s);
    q = std::max<double>(q, spec.getStorageTypeMin());
    q = std::min<double>(q, spec.getStorageTypeMax());
    return static_cast<int64_t>(q);
  };
  int64_t lo = bound(epilogue.lo, spec.getStorageTypeMin());
  int64_t hi = bound(epilogue.hi, spec.getStorageTypeMax());
  return quant::UniformQuantizedType::get(
      spec.getFlags(), spec.getStorageType(), spec.getExpressedType(), s, zp,
      lo, hi);
}

/// The contraction and epilogue of a region body.
struct BodyMatch {
  Operation *core = nullptr;
  Epilogue epilogue;
};

FailureOr<BodyMatch> matchBody(RegionOp region) {
  ReturnOp ret = region.getReturnOp();
  if (ret.getNumOperands() != 1)
    return failure();
  BodyMatch m;
  Value v = ret.getOperand(0);
  if (auto generic = v.getDefiningOp<linalg::GenericOp>()) {
    if (generic.getNumDpsInputs() < 1)
      return failure();
    Value acc = generic.getDpsInputs()[0];
    std::optional<Epilogue> epilogue = matchEpilogue(generic, acc);
    if (!epilogue || !acc.hasOneUse())
      return failure();
    m.epilogue = *epilogue;
    v = acc;
  }
  m.core = v.getDefiningOp();
  if (!m.core || contractionKernel(m.core).empty())
    return failure();
  auto dps = cast<linalg::LinalgOp>(m.core);
  if (dps.getNumDpsInputs() != 2 || !isZeroFill(dps.getDpsInits()[0]))
    return failure();
  // The operands of the contraction and the bias must be ports.
  Block &body = region.getBody().front();
  auto isPort = [&](Value value) {
    auto arg = dyn_cast<BlockArgument>(value);
    return arg && arg.getOwner() == &body;
  };
  if (!isPort(dps.getDpsInputs()[0]) || !isPort(dps.getDpsInputs()[1]) ||
      (m.epilogue.bias && !isPort(m.epilogue.bias)))
    return failure();
  return m;
}

DenseI64ArrayAttr toArray(OpBuilder &b, DenseIntElementsAttr attr) {
  return b.getDenseI64ArrayAttr(llvm::to_vector(attr.getValues<int64_t>()));
}

struct QuantKitMaterializePass
    : public quantkit::impl::QuantKitMaterializeBase<QuantKitMaterializePass> {
  using QuantKitMaterializeBase::QuantKitMaterializeBase;

  /// The quantized value of a float region input under `spec`: a float
  /// constant quantized at compile time, the value a `quant.dcast` of that
  /// type dequantized, or a new `quant.qcast`.
  FailureOr<Value> quantizedInput(OpBuilder &b, Location loc, Value input,
                                  Type spec, std::string &why) {
    auto type = withElement(input.getType(), spec);
    DenseFPElementsAttr data;
    if (matchPattern(input, m_Constant(&data))) {
      FailureOr<DenseElementsAttr> storage =
          quantizeConstant(data, spec, &why);
      if (failed(storage))
        return failure();
      Value ints = arith::ConstantOp::create(b, loc, *storage);
      return quant::StorageCastOp::create(b, loc, type, ints).getResult();
    }
    if (auto dcast = input.getDefiningOp<quant::DequantizeCastOp>())
      if (dcast.getInput().getType() == type)
        return dcast.getInput();
    return quant::QuantizeCastOp::create(b, loc, type, input).getResult();
  }

  /// Rewrites `region` as one compute op; on failure nothing is left behind
  /// and `why` says what stood in the way.
  LogicalResult materialize(RegionOp region, std::string &why) {
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
    FailureOr<BodyMatch> match = matchBody(region);
    if (failed(match)) {
      why = "its body is not one contraction (matmul, conv2d, "
            "depthwise_conv2d) with an optional bias addition and clamp";
      return failure();
    }
    Block &body = region.getBody().front();
    Location loc = region.getLoc();
    OpBuilder b(region);
    SmallVector<Operation *> built;
    auto rollback = [&]() {
      for (Operation *op : llvm::reverse(built))
        op->erase();
      return failure();
    };
    // Quantized operands, by block argument.
    auto operandOf = [&](Value blockValue) -> FailureOr<Value> {
      unsigned i = cast<BlockArgument>(blockValue).getArgNumber();
      Operation *previous = b.getInsertionPoint() == b.getBlock()->begin()
                                ? nullptr
                                : &*std::prev(b.getInsertionPoint());
      FailureOr<Value> v = quantizedInput(b, loc, region.getInputs()[i],
                                          region.getInputSpec(i), why);
      // Record what was created (for rollback).
      Operation *first = previous ? previous->getNextNode()
                                  : &b.getBlock()->front();
      for (Operation *op = first; op && op != region.getOperation();
           op = op->getNextNode())
        built.push_back(op);
      return v;
    };
    auto core = cast<linalg::LinalgOp>(match->core);
    FailureOr<Value> lhs = operandOf(core.getDpsInputs()[0]);
    if (failed(lhs))
      return rollback();
    FailureOr<Value> rhs = operandOf(core.getDpsInputs()[1]);
    if (failed(rhs))
      return rollback();
    Value bias;
    if (match->epilogue.bias) {
      FailureOr<Value> q = operandOf(match->epilogue.bias);
      if (failed(q))
        return rollback();
      bias = *q;
    }
    (void)body;
    auto spec = cast<quant::UniformQuantizedType>(region.getOutputSpec(0));
    quant::UniformQuantizedType narrowed = narrowForClamp(spec, match->epilogue);
    auto resultType = cast<RankedTensorType>(region.getResult(0).getType());
    auto outType = withElement(resultType, narrowed);
    Operation *op = nullptr;
    if (isa<linalg::MatmulOp>(match->core)) {
      op = MatmulOp::create(b, loc, outType, *lhs, *rhs, bias, RoundingAttr());
    } else if (auto conv = dyn_cast<linalg::Conv2DNhwcFhwcOp>(match->core)) {
      op = Conv2DOp::create(b, loc, outType, *lhs, *rhs, bias,
                            toArray(b, conv.getStrides()),
                            toArray(b, conv.getDilations()),
                            b.getDenseI64ArrayAttr({0, 0, 0, 0}),
                            RoundingAttr());
    } else if (auto conv =
                   dyn_cast<linalg::DepthwiseConv2DNhwcHwcOp>(match->core)) {
      op = DepthwiseConv2DOp::create(b, loc, outType, *lhs, *rhs, bias,
                                     toArray(b, conv.getStrides()),
                                     toArray(b, conv.getDilations()),
                                     b.getDenseI64ArrayAttr({0, 0, 0, 0}),
                                     RoundingAttr());
    }
    if (!op) {
      why = "unsupported contraction";
      return rollback();
    }
    built.push_back(op);
    // The port specs must give a valid op (e.g. a bias spec s_in * s_w).
    std::string invalid;
    {
      ScopedDiagnosticHandler capture(b.getContext(), [&](Diagnostic &diag) {
        if (invalid.empty())
          invalid = diag.str();
        return success();
      });
      if (failed(mlir::verify(op)) && invalid.empty())
        invalid = "verification failed";
    }
    if (!invalid.empty()) {
      why = "its port specs give an invalid " +
            op->getName().getStringRef().str() + ": " + invalid;
      return rollback();
    }
    Value result = op->getResult(0);
    if (narrowed != spec) {
      // Back to the port's spec: the clamp only narrowed the storage range.
      Value storage = quant::StorageCastOp::create(
          b, loc, withElement(resultType, spec.getStorageType()), result);
      result = quant::StorageCastOp::create(
          b, loc, withElement(resultType, spec), storage);
    }
    Value real = quant::DequantizeCastOp::create(b, loc, resultType, result);
    region.getResult(0).replaceAllUsesWith(real);
    region.erase();
    return success();
  }

  /// Float fallback: the body inlined between fake-quant casts on the
  /// quantized ports.
  void inlineAsFloat(RegionOp region) {
    OpBuilder b(region);
    Location loc = region.getLoc();
    IRMapping mapping;
    Block &body = region.getBody().front();
    auto fakeQuant = [&](Value value, Type spec) -> Value {
      auto type = dyn_cast<RankedTensorType>(value.getType());
      if (!type || !isUniform(spec))
        return value;
      Value q = quant::QuantizeCastOp::create(b, loc, type.clone(spec), value);
      return quant::DequantizeCastOp::create(b, loc, type, q);
    };
    for (auto [i, input] : llvm::enumerate(region.getInputs()))
      mapping.map(body.getArgument(i),
                  fakeQuant(input, region.getInputSpec(i)));
    for (Operation &op : body.without_terminator())
      b.clone(op, mapping);
    for (auto [i, result] : llvm::enumerate(region.getResults()))
      result.replaceAllUsesWith(
          fakeQuant(mapping.lookup(region.getReturnOp().getOperand(i)),
                    region.getOutputSpec(i)));
    region.erase();
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
      if (succeeded(materialize(region, why))) {
        ++numMaterialized;
        continue;
      }
      region.emitRemark() << "logical kernel '" << region.getLogicalKernel()
                          << "' kept in floating point: " << why;
      inlineAsFloat(region);
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
