//===- Instrument.cpp - The quantkit-instrument pass ----------------------===//
//
// Calibration's "instrument" step: a quantkit.stats_ref on every port a
// target's kernels will need parameters for and that nothing in the model
// fixes. The ports are found on a fused copy of the module (quantkit-fuse's
// patterns), so instrumentation follows fusion as its patterns grow, while
// the program itself stays unfused and runnable in floating point.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "passes/frontend/Normalize.h"

#include "dialect/QuantKitOps.h"
#include "dialect/constraints/Registry.h"
#include "dialect/constraints/SpecUtils.h"
#include "dialect/constraints/TargetFile.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringSet.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITINSTRUMENT
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

/// The attribute that ties the ops of the fused copy to the original ones.
constexpr StringLiteral kTagName = "quantkit.instrument_tag";

/// Maps values of the fused copy back to the original program through the
/// tags every original op carries (in the copy too: fusion clones ops with
/// their attributes into the regions it builds).
class CopyMapping {
public:
  explicit CopyMapping(ArrayRef<Operation *> originals)
      : originals(originals) {}

  /// The original value `copied` stands for, or null where there is none
  /// (e.g. an op fusion created).
  Value lookup(Value copied) const {
    if (auto result = dyn_cast<OpResult>(copied)) {
      Operation *op = result.getOwner();
      Operation *original = lookup(op);
      if (original)
        return original->getResult(result.getResultNumber());
      // A region fusion built: its results are what its body returns.
      if (auto region = dyn_cast<RegionOp>(op))
        return lookup(
            region.getReturnOp()->getOperand(result.getResultNumber()));
      return {};
    }
    auto argument = cast<BlockArgument>(copied);
    Block *block = argument.getOwner();
    Operation *parent = block->getParentOp();
    Operation *original = parent ? lookup(parent) : nullptr;
    if (!original)
      return {};
    Region *region = block->getParent();
    unsigned regionIndex = region->getRegionNumber();
    unsigned blockIndex = std::distance(region->begin(), block->getIterator());
    Region &originalRegion = original->getRegion(regionIndex);
    if (blockIndex >= originalRegion.getBlocks().size())
      return {};
    Block &originalBlock = *std::next(originalRegion.begin(), blockIndex);
    if (argument.getArgNumber() >= originalBlock.getNumArguments())
      return {};
    return originalBlock.getArgument(argument.getArgNumber());
  }

  Operation *lookup(Operation *copied) const {
    auto tag = copied->getAttrOfType<IntegerAttr>(kTagName);
    if (!tag || tag.getInt() < 0 ||
        tag.getInt() >= static_cast<int64_t>(originals.size()))
      return nullptr;
    Operation *original = originals[tag.getInt()];
    return original->getName() == copied->getName() ? original : nullptr;
  }

private:
  ArrayRef<Operation *> originals;
};

/// True where the value is already constrained by the model or already
/// instrumented: it comes from, or goes into, statistics or a cast.
bool isConstrained(Value value) {
  auto marks = [](Operation *op) {
    return isa<StatsOp, StatsRefOp, quant::QuantizeCastOp,
               quant::DequantizeCastOp, quant::StorageCastOp>(op);
  };
  if (Operation *def = value.getDefiningOp(); def && marks(def))
    return true;
  return llvm::any_of(value.getUsers(), marks);
}

/// Float scalars and ranked tensors of float of at most 32 bits can be
/// recorded (records are f32; torch-mlir's layer norm computes its mean
/// and variance in f64, which stay unrecorded, and so in float).
bool isRecordable(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    type = tensor.getElementType();
  auto element = dyn_cast<FloatType>(type);
  return element && element.getWidth() <= 32;
}

/// A spec that still needs parameters: the float type or `!quant.any`.
bool needsParameters(Type spec) {
  SpecKind kind = classifySpec(spec);
  return kind == SpecKind::Undecided || kind == SpecKind::AtLeast;
}

/// The name keys start with: the enclosing symbol (a function), or
/// `module`.
std::string scopeName(Operation *op) {
  for (Operation *parent = op; parent; parent = parent->getParentOp())
    if (auto symbol = parent->getAttrOfType<StringAttr>(
            SymbolTable::getSymbolAttrName()))
      if (!isa<ModuleOp>(parent))
        return symbol.getValue().str();
  return "module";
}

struct QuantKitInstrumentPass
    : public quantkit::impl::QuantKitInstrumentBase<QuantKitInstrumentPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<std::shared_ptr<const Target>> target =
        resolveTarget(targetName, targetFile, module.getLoc());
    if (failed(target))
      return signalPassFailure();

    // The program is instrumented in the form quantkit-quantize will see
    // (its first pass is quantkit-normalize), so that every key names a
    // value that still exists there.
    if (failed(normalizeFrontendForms(module))) {
      module.emitError("quantkit-instrument: the front-end rewrites of "
                       "quantkit-normalize did not converge");
      return signalPassFailure();
    }

    // Tag every op, copy, fuse the copy, untag the original.
    SmallVector<Operation *> originals;
    Builder builder(&getContext());
    module.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (op == module.getOperation())
        return;
      op->setAttr(kTagName, builder.getI64IntegerAttr(originals.size()));
      originals.push_back(op);
    });
    OwningOpRef<ModuleOp> copy(module.clone());
    for (Operation *op : originals)
      op->removeAttr(kTagName);

    // Fusion that does not converge leaves fewer regions; the ports found
    // are still ports of the regions quantkit-fuse would build.
    (void)fuseKernels(copy->getOperation(), **target);

    // Ports that need statistics, in program order of the copy, with the
    // axis a kernel wants them per (first one wins).
    llvm::MapVector<Value, std::optional<int64_t>> ports;
    CopyMapping mapping(originals);
    auto consider = [&](Value copied, Type spec,
                        const PortSignature *signature) {
      if (!needsParameters(spec))
        return;
      Value value = mapping.lookup(copied);
      if (!value || !isRecordable(value.getType()) ||
          matchPattern(value, m_Constant()) || isConstrained(value))
        return;
      std::optional<int64_t> axis;
      auto tensor = dyn_cast<RankedTensorType>(value.getType());
      if (signature && signature->axis && tensor) {
        int64_t rank = tensor.getRank();
        int64_t dim = *signature->axis < 0 ? *signature->axis + rank
                                           : *signature->axis;
        if (dim >= 0 && dim < rank)
          axis = dim;
      }
      auto [it, inserted] = ports.try_emplace(value, axis);
      if (!inserted && !it->second)
        it->second = axis;
    };
    copy->walk([&](RegionOp region) {
      SmallVector<Type> inputSpecs, outputSpecs;
      for (unsigned i = 0, e = region.getInputSpecs().size(); i != e; ++i)
        inputSpecs.push_back(region.getInputSpec(i));
      for (unsigned i = 0, e = region.getOutputSpecs().size(); i != e; ++i)
        outputSpecs.push_back(region.getOutputSpec(i));
      // A region the target cannot look up still has ports: per tensor.
      FailureOr<ResolvedKernel> kernel = (*target)->lookup(
          KernelQuery::fromSpecs(region.getLogicalKernel(), inputSpecs,
                                 outputSpecs));
      ArrayRef<PortSignature> inputSignatures, outputSignatures;
      if (succeeded(kernel)) {
        inputSignatures = kernel->inputs;
        outputSignatures = kernel->outputs;
      }
      auto signature = [](ArrayRef<PortSignature> list,
                          unsigned i) -> const PortSignature * {
        return i < list.size() ? &list[i] : nullptr;
      };
      for (auto [i, input] : llvm::enumerate(region.getInputs()))
        if (i < inputSpecs.size())
          consider(input, inputSpecs[i], signature(inputSignatures, i));
      for (auto [i, result] : llvm::enumerate(region->getResults()))
        if (i < outputSpecs.size())
          consider(result, outputSpecs[i], signature(outputSignatures, i));
    });

    // Keys from the original program, before it changes.
    DenseMap<Operation *, unsigned> positions;
    DenseMap<Operation *, unsigned> counters;
    for (Operation *op : originals) {
      Operation *scope = op->getParentWithTrait<OpTrait::SymbolTable>();
      Operation *function = op;
      while (function->getParentOp() && function->getParentOp() != scope)
        function = function->getParentOp();
      if (function == op) {
        positions[op] = 0;
        continue;
      }
      positions[op] = counters[function]++;
    }
    auto keyOf = [&](Value value) {
      std::string key;
      llvm::raw_string_ostream os(key);
      if (auto argument = dyn_cast<BlockArgument>(value)) {
        Operation *parent = argument.getOwner()->getParentOp();
        os << scopeName(parent) << ".arg" << argument.getArgNumber();
        // Arguments of nested blocks (loop bodies) need their op too.
        if (parent && !parent->hasAttr(SymbolTable::getSymbolAttrName()))
          os << "." << parent->getName().getStringRef() << "."
             << positions.lookup(parent);
        return key;
      }
      auto result = cast<OpResult>(value);
      Operation *op = result.getOwner();
      os << scopeName(op) << "." << op->getName().getStringRef() << "."
         << positions.lookup(op);
      if (op->getNumResults() > 1)
        os << "." << result.getResultNumber();
      return key;
    };

    // Arguments' stats_refs go to the start of their block, in argument
    // order.
    SmallVector<std::pair<Value, std::optional<int64_t>>> order(
        ports.begin(), ports.end());
    llvm::stable_sort(order, [](const auto &a, const auto &b) {
      auto argA = dyn_cast<BlockArgument>(a.first);
      auto argB = dyn_cast<BlockArgument>(b.first);
      if (!argA || !argB)
        return argA && !argB;
      return argA.getArgNumber() < argB.getArgNumber();
    });
    DenseMap<Block *, Operation *> lastArgumentRef;
    for (auto &[value, axis] : order) {
      std::string key = keyOf(value);
      OpBuilder b(&getContext());
      auto argument = dyn_cast<BlockArgument>(value);
      if (argument && lastArgumentRef.lookup(argument.getOwner()))
        b.setInsertionPointAfter(lastArgumentRef.lookup(argument.getOwner()));
      else if (argument)
        b.setInsertionPointToStart(argument.getOwner());
      else
        b.setInsertionPointAfter(value.getDefiningOp());
      auto ref = StatsRefOp::create(b, value.getLoc(), value.getType(), value,
                                    b.getStringAttr(key),
                                    axis ? b.getI64IntegerAttr(*axis)
                                         : IntegerAttr());
      if (argument)
        lastArgumentRef[argument.getOwner()] = ref;
      value.replaceAllUsesExcept(ref.getResult(), ref);
      ++numInstrumented;
    }
  }
};

} // namespace
