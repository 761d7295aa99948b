//===- Coverage.cpp - Which compute ops a program quantized ---------------===//
//
// Counts contractions and poolings, quantized or not, and says why each
// floating-point one stayed so (Coverage.h).
//
//===----------------------------------------------------------------------===//

#include "passes/quantize/Coverage.h"

#include "passes/accuracy/KernelKeys.h"

#include "passes/Passes.h"

#include "dialect/QuantKitOps.h"
#include "dialect/constraints/Registry.h"
#include "dialect/constraints/SpecUtils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "passes/frontend/Normalize.h"
#include "passes/quantize/FusedKernel.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITCOVERAGE
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

/// The element type an op computes in: that of its first result, or of its
/// last operand where it has none (a linalg op on buffers writes its init).
Type computeElementType(Operation *op) {
  if (op->getNumResults() != 0)
    return getElementTypeOrSelf(op->getResult(0).getType());
  if (op->getNumOperands() != 0)
    return getElementTypeOrSelf(op->getOperands().back().getType());
  return Type();
}

/// Why a region that is not quantized stays float: the model asked for it,
/// or the ports propagation did not give parameters.
std::string regionReason(RegionOp region) {
  bool keptByModel = false;
  region.getBody().walk(
      [&](Operation *op) { keptByModel |= op->hasAttr("quantkit.float"); });
  if (keptByModel)
    return "kept in float by the model";
  if (auto entry = region->getAttrOfType<StringAttr>(kKeptFloatAttr))
    return ("kept in float by quantkit-keep-float ('" + entry.getValue() +
            "')")
        .str();
  auto states = region->getAttrOfType<ArrayAttr>("quantkit.port_states");
  unsigned numInputs = region.getInputs().size();
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "region '" << region.getLogicalKernel() << "' not quantized:";
  bool first = true;
  auto port = [&](unsigned index, Type spec, StringRef kind,
                  unsigned portIndex) {
    if (classifySpec(spec) == SpecKind::Uniform)
      return;
    StringRef state;
    if (states && index < states.size())
      if (auto attr = dyn_cast<StringAttr>(states[index]))
        state = attr.getValue();
    if (state.empty())
      state =
          classifySpec(spec) == SpecKind::KeepFloat ? "float" : "unresolved";
    os << (first ? " " : ", ") << kind << " #" << portIndex << " " << state;
    first = false;
  };
  for (unsigned i = 0; i != numInputs; ++i)
    port(i, region.getInputSpec(i), "input", i);
  for (unsigned i = 0, e = region.getNumResults(); i != e; ++i)
    port(numInputs + i, region.getOutputSpec(i), "output", i);
  return text;
}

/// Why `op`, a float compute op outside any region, stays float.
std::string floatReason(Operation *op) {
  if (auto reason = op->getAttrOfType<StringAttr>(kFloatReasonAttr))
    return reason.str();
  if (op->hasAttr("quantkit.float"))
    return "kept in float by the model";
  // Neither quantkit-fuse nor quantkit-materialize has seen the op (the
  // report runs on a program they have not processed): say what fuse would.
  std::optional<KernelMatch> match = matchKernel(op);
  if (!match)
    return unmatchedKernelReason(op);
  return ("kernel '" + match->kernel +
          "' not wrapped: quantkit-fuse has not run")
      .str();
}

/// The functions `emitCoverageRemark` reports on: `root` where it is one,
/// else the functions with a body under it.
SmallVector<Operation *> reportedFunctions(Operation *root) {
  SmallVector<Operation *> functions;
  if (isa<FunctionOpInterface>(root)) {
    functions.push_back(root);
    return functions;
  }
  root->walk([&](FunctionOpInterface function) {
    if (!function.isExternal())
      functions.push_back(function);
  });
  return functions;
}

/// The function's name as a symbol (`@forward`), or empty.
std::string symbolName(Operation *function) {
  auto name =
      function->getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
  return name ? ("@" + name.getValue()).str() : std::string();
}

/// Why a normalization's product (classifyNormalizationProduct) stays
/// float: a layer norm's `(x - mean) * rsqrt(var + eps)`, or its variance's
/// square; empty for other products.
std::string normalizationReason(Operation *op) {
  NormalizationProduct kind = classifyNormalizationProduct(op);
  if (kind == NormalizationProduct::None)
    return std::string();
  if (kind == NormalizationProduct::VarianceSquare)
    return "a variance's square (x * x, reduced next): its range is the "
           "square of its input's, in which one 8-bit scale rounds a quiet "
           "row to nothing; runs in float between casts";
  return "layer norm's normalizing product: its broadcast rsqrt(var + eps) "
         "differs between rows by more than an 8-bit scale can hold; runs in "
         "float between casts";
}

/// A float TOSA add or mul outside any region: why it stays float, or
/// empty. quantkit-fuse wraps only those whose operands have the result's
/// shape; a same-shape one is listed where both operands are run-time
/// tensors (as the linalg form is).
std::string unquantizedTosaElementwiseReason(Operation *op) {
  if (op->getParentOfType<RegionOp>() ||
      !isa<FloatType>(computeElementType(op)))
    return std::string();
  // A GELU's sums and products are reported once, as the activation
  // (unquantizedActivation).
  if (std::optional<KernelMatch> match = matchKernel(op);
      match && match->kernel == "gelu")
    return std::string();
  StringRef name = isa<tosa::AddOp>(op) ? "add" : "mul";
  std::string reason;
  llvm::raw_string_ostream os(reason);
  Type result = op->getResult(0).getType();
  if (std::string why = isa<tosa::MulOp>(op) ? normalizationReason(op) : "";
      !why.empty())
    return why;
  for (Value input : op->getOperands().take_front(2))
    if (input.getType() != result) {
      os << name << " broadcasting " << input.getType() << " to " << result
         << ", not the same-shape form quantkit-fuse wraps as '" << name
         << "'; runs in float between casts";
      return reason;
    }
  if (llvm::any_of(op->getOperands().take_front(2), [](Value input) {
        return matchPattern(input, m_Constant());
      }))
    return std::string();
  os << name << " of two tensors not quantized (no kernel wrapped it, or "
     << "its ports got no parameters: statistics missing); runs in float "
        "between casts";
  return reason;
}

} // namespace

StringRef mlir::quantkit::unquantizedActivation(Operation *op) {
  // A GELU in TOSA ops, at its last op.
  if (isa<tosa::AddOp, tosa::MulOp>(op) && !op->getParentOfType<RegionOp>()) {
    std::optional<KernelMatch> match = matchKernel(op);
    if (!match || match->kernel != "gelu" || match->core != op)
      return StringRef();
    return stringifyActivationKind(match->approximate ? ActivationKind::GeluTanh
                                                      : ActivationKind::Gelu);
  }
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || generic->getNumResults() != 1 ||
      !isa<FloatType>(computeElementType(op)))
    return StringRef();
  std::optional<ActivationKind> kind = classifyActivation(generic);
  if (!kind)
    return StringRef();
  switch (*kind) {
  case ActivationKind::HardSigmoid:
  case ActivationKind::HardSwish:
  case ActivationKind::Sigmoid:
  case ActivationKind::Silu:
  case ActivationKind::Gelu:
  case ActivationKind::GeluTanh:
    return stringifyActivationKind(*kind);
  case ActivationKind::Relu:
  case ActivationKind::Relu6:
  case ActivationKind::Clamp:
    // Clamps fuse into the kernel before them; one that does not (after a
    // pooling) is a clamp of quantized values, not a missing kernel.
    return StringRef();
  }
  return StringRef();
}

std::string mlir::quantkit::unquantizedElementwiseReason(Operation *op) {
  if (isa<tosa::AddOp, tosa::MulOp>(op))
    return unquantizedTosaElementwiseReason(op);
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || generic->getNumResults() != 1 ||
      generic.getNumDpsInputs() != 2 ||
      generic.getNumParallelLoops() != generic.getNumLoops() ||
      !isa<FloatType>(computeElementType(op)) ||
      op->getParentOfType<RegionOp>())
    return std::string();
  Block &body = generic.getRegion().front();
  if (body.getOperations().size() != 2)
    return std::string();
  Operation &combine = body.front();
  if (!isa<arith::AddFOp, arith::MulFOp>(combine) ||
      !llvm::all_of(combine.getOperands(), [&](Value v) {
        auto argument = dyn_cast<BlockArgument>(v);
        return argument && argument.getOwner() == &body &&
               argument.getArgNumber() < 2;
      }) ||
      combine.getOperand(0) == combine.getOperand(1))
    return std::string();
  for (OpOperand *input : generic.getDpsInputOperands())
    if (!isa<RankedTensorType>(input->get().getType()) ||
        matchPattern(input->get(), m_Constant()))
      return std::string();
  StringRef name = isa<arith::AddFOp>(combine) ? "add" : "mul";
  if (std::string why = name == "mul" ? normalizationReason(op) : "";
      !why.empty())
    return why;
  std::string reason;
  llvm::raw_string_ostream os(reason);
  os << name << " of two tensors ";
  auto resultType = cast<RankedTensorType>(generic.getResult(0).getType());
  for (OpOperand &operand : generic->getOpOperands()) {
    AffineMap map = generic.getMatchingIndexingMap(&operand);
    if (map.isIdentity())
      continue;
    os << "read through " << map;
    // quantkit-fuse wraps a product that broadcasts one run-time tensor.
    auto type = dyn_cast<RankedTensorType>(operand.get().getType());
    if (name == "mul" && type && isBroadcastRead(map, type, resultType)) {
      os << ", ";
      break;
    }
    os << ", not the same-shape form quantkit-fuse wraps as '" << name << "'";
    if (name == "mul")
      os << " (nor a product broadcasting one operand)";
    os << "; runs in float between casts";
    return reason;
  }
  os << "not quantized (no kernel wrapped it, or its ports got no "
        "parameters: statistics missing); runs in float between casts";
  return reason;
}

std::string mlir::quantkit::unquantizedReductionReason(Operation *op) {
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || generic->getNumResults() != 1 ||
      generic.getNumReductionLoops() == 0 ||
      !isa<FloatType>(computeElementType(op)) ||
      op->getParentOfType<RegionOp>() ||
      llvm::none_of(generic.getDpsInputs(), [](Value input) {
        return isa<RankedTensorType>(input.getType()) &&
               !matchPattern(input, m_Constant());
      }))
    return std::string();
  std::string reason;
  llvm::raw_string_ostream os(reason);
  os << "reduction over loop";
  SmallVector<unsigned> loops;
  generic.getReductionDims(loops);
  if (loops.size() > 1)
    os << "s";
  llvm::interleave(
      loops, os, [&](unsigned loop) { os << " " << loop; }, ",");
  Block &body = generic.getRegion().front();
  if (body.getOperations().size() == 2)
    os << " ('" << body.front().getName() << "')";
  os << " with no int8 kernel";
  unsigned numLoops = generic.getNumLoops();
  if (numLoops >= 2 && loops.size() == 1 && loops[0] == numLoops - 1)
    os << " (a statistic of each row, as a layer norm's mean or variance; a "
          "softmax's maximum and sum are quantized with it where the whole "
          "softmax is matched)";
  os << "; runs in float between casts";
  return reason;
}

namespace {

/// True where `value` is computed from constants alone: a constant, a fill,
/// an empty tensor, or an op (a generic converting a rank-0 fill, a
/// broadcast of a constant) whose operands all are, to a small depth.
bool isFromConstants(Value value, unsigned depth = 4) {
  if (matchPattern(value, m_Constant()))
    return true;
  Operation *op = value.getDefiningOp();
  if (!op || depth == 0 || op->getNumRegions() > 1)
    return false;
  if (isa<linalg::FillOp, tensor::EmptyOp>(op))
    return true;
  return llvm::all_of(op->getOperands(), [&](Value operand) {
    return isFromConstants(operand, depth - 1);
  });
}

} // namespace

std::string mlir::quantkit::unquantizedComputeReason(Operation *op) {
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || generic->getNumResults() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops() ||
      !isa<FloatType>(computeElementType(op)) ||
      op->getParentOfType<RegionOp>() ||
      !unquantizedElementwiseReason(op).empty() ||
      !unquantizedActivation(op).empty() || classifyActivation(generic) ||
      llvm::all_of(generic.getDpsInputs(),
                   [](Value input) { return isFromConstants(input); }))
    return std::string();
  SmallVector<StringRef> computed;
  for (Operation &inner : generic.getRegion().front().without_terminator())
    if (!isa<arith::ConstantOp>(inner) &&
        !llvm::is_contained(computed, inner.getName().getStringRef()))
      computed.push_back(inner.getName().getStringRef());
  if (computed.empty())
    return std::string();
  std::string reason;
  llvm::raw_string_ostream os(reason);
  os << "elementwise ";
  llvm::interleave(
      computed, os, [&](StringRef name) { os << "'" << name << "'"; }, ", ");
  os << " with no int8 kernel; runs in float between casts";
  return reason;
}

std::string mlir::quantkit::activationFloatReason(StringRef name,
                                                  const Target *target) {
  // The TFLite kernel an activation would map to: hardsigmoid and SiLU have
  // none (converters decompose them).
  StringRef kernel = llvm::StringSwitch<StringRef>(name)
                         .Case("hardswish", "hard_swish")
                         .Case("sigmoid", "logistic")
                         .Cases({"gelu", "gelu_tanh"}, "gelu")
                         .Default("");
  // The sigmoid, the hardswish and GELU are QuantKit's `quantkit.logistic`,
  // `quantkit.hard_swish` and `quantkit.gelu` once quantkit-fuse wraps them:
  // one left over is in another form (or the target has no kernel).
  bool hasComputeOp = !kernel.empty();
  std::string text;
  llvm::raw_string_ostream os(text);
  os << name << ": ";
  if (!target) {
    if (hasComputeOp)
      os << "not quantized (quantkit-quantize takes a one-input elementwise "
         << name << " as a target's '" << kernel << "' kernel); stays in float";
    else
      os << "QuantKit has no int8 compute op for it; stays in float";
    return text;
  }
  bool targetHasKernel =
      !kernel.empty() &&
      llvm::any_of(target->getKernels(),
                   [&](const Kernel &k) { return k.name == kernel; });
  if (targetHasKernel && hasComputeOp)
    os << "not in a form quantkit-fuse wraps as " << target->getName() << "'s '"
       << kernel
       << "' kernel (one run-time input of the result's shape, other inputs "
          "constants)";
  else if (targetHasKernel)
    os << "QuantKit has no int8 compute op for " << target->getName() << "'s '"
       << kernel << "' kernel";
  else
    os << "no int8 kernel on " << target->getName();
  os << "; runs in float between casts";
  return text;
}

bool mlir::quantkit::isQuantKitComputeOp(Operation *op) {
  return isa<MatmulOp, Conv2DOp, DepthwiseConv2DOp, MaxPool2DOp, AvgPool2DOp>(
      op);
}

ComputeKind mlir::quantkit::classifyComputeOp(Operation *op) {
  if (isa<MatmulOp, Conv2DOp, DepthwiseConv2DOp>(op))
    return ComputeKind::Contraction;
  if (isa<MaxPool2DOp, AvgPool2DOp>(op))
    return ComputeKind::Pooling;
  ComputeKind kind = ComputeKind::None;
  // linalg's pooling ops implement the convolution interface too.
  if (isa<linalg::ConvolutionOpInterface>(op))
    kind = op->getName().getStringRef().starts_with("linalg.pooling_")
               ? ComputeKind::Pooling
               : ComputeKind::Contraction;
  else if (isa<linalg::ContractionOpInterface, tosa::Conv2DOp,
               tosa::DepthwiseConv2DOp, tosa::Conv3DOp, tosa::TransposeConv2DOp,
               tosa::MatMulOp>(op))
    kind = ComputeKind::Contraction;
  else if (isa<tosa::MaxPool2dOp, tosa::AvgPool2dOp>(op))
    kind = ComputeKind::Pooling;
  if (kind == ComputeKind::None)
    return kind;
  Type element = computeElementType(op);
  return element && isa<FloatType>(element) ? kind : ComputeKind::None;
}

Coverage mlir::quantkit::computeCoverage(Operation *root) {
  Coverage coverage;
  auto count = [&](ComputeKind kind, bool quantized) {
    unsigned &total = kind == ComputeKind::Contraction ? coverage.contractions
                                                       : coverage.poolings;
    unsigned &done = kind == ComputeKind::Contraction
                         ? coverage.quantizedContractions
                         : coverage.quantizedPoolings;
    ++total;
    if (quantized)
      ++done;
  };
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (auto region = dyn_cast<RegionOp>(op)) {
      // The region is the unit: the kind of the compute op it wraps.
      ComputeKind kind = ComputeKind::None;
      region.getBody().walk([&](Operation *inner) {
        kind = classifyComputeOp(inner);
        return kind == ComputeKind::None ? WalkResult::advance()
                                         : WalkResult::interrupt();
      });
      if (kind == ComputeKind::None)
        return WalkResult::skip();
      bool quantized = true;
      for (Attribute spec : region.getInputSpecs())
        quantized &=
            classifySpec(cast<TypeAttr>(spec).getValue()) == SpecKind::Uniform;
      for (Attribute spec : region.getOutputSpecs())
        quantized &=
            classifySpec(cast<TypeAttr>(spec).getValue()) == SpecKind::Uniform;
      count(kind, quantized);
      if (!quantized)
        coverage.floatOps.push_back({op, kind, regionReason(region)});
      return WalkResult::skip();
    }
    ComputeKind kind = classifyComputeOp(op);
    if (kind == ComputeKind::None) {
      std::string elementwise = unquantizedElementwiseReason(op);
      if (!elementwise.empty())
        coverage.floatOps.push_back(
            {op, ComputeKind::Elementwise, std::move(elementwise)});
      std::string reduction = unquantizedReductionReason(op);
      if (!reduction.empty())
        coverage.floatOps.push_back(
            {op, ComputeKind::Reduction, std::move(reduction)});
      std::string other = unquantizedComputeReason(op);
      if (!other.empty())
        coverage.floatOps.push_back(
            {op, ComputeKind::OtherFloat, std::move(other)});
      StringRef activation = unquantizedActivation(op);
      if (!activation.empty()) {
        auto recorded = op->getAttrOfType<StringAttr>(kFloatReasonAttr);
        coverage.floatOps.push_back(
            {op, ComputeKind::Activation,
             recorded ? recorded.str()
                      : activationFloatReason(activation, nullptr)});
      }
      return WalkResult::advance();
    }
    bool quantized = isQuantKitComputeOp(op);
    count(kind, quantized);
    if (!quantized)
      coverage.floatOps.push_back({op, kind, floatReason(op)});
    return WalkResult::advance();
  });
  return coverage;
}

void mlir::quantkit::emitCoverageRemark(Operation *root) {
  auto emit = [](Operation *at, const Coverage &coverage, StringRef where) {
    InFlightDiagnostic remark = emitRemark(at->getLoc());
    remark << "quantkit-quantize: " << coverage.quantizedContractions << " of "
           << coverage.contractions << " contractions quantized, "
           << coverage.quantizedPoolings << " of " << coverage.poolings
           << " poolings quantized";
    if (!where.empty())
      remark << " in " << where;
    for (const FloatComputeOp &op : coverage.floatOps)
      remark.attachNote(op.op->getLoc())
          << "'" << op.op->getName()
          << "' left in floating point: " << op.reason;
  };
  SmallVector<Operation *> functions = reportedFunctions(root);
  bool any = false;
  for (Operation *function : functions) {
    Coverage coverage = computeCoverage(function);
    if (coverage.contractions == 0 && coverage.poolings == 0 &&
        coverage.floatOps.empty())
      continue;
    emit(function, coverage, symbolName(function));
    any = true;
  }
  if (any)
    return;
  // Nothing counted anywhere: still say so, once, where a user looks.
  Operation *at = functions.empty() ? root : functions.front();
  emit(at, computeCoverage(root), functions.empty() ? "" : symbolName(at));
}

namespace {

struct QuantKitCoveragePass
    : public quantkit::impl::QuantKitCoverageBase<QuantKitCoveragePass> {
  void runOnOperation() override { emitCoverageRemark(getOperation()); }
};

} // namespace
