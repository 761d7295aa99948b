//===- Fuse.cpp - The quantkit-fuse pass ----------------------------------===//
//
// Wraps source ops into `quantkit.region`s named after a target's kernels
// (SPEC section 3): a linalg contraction on a zero-filled accumulator plus
// the bias-add / clamp `linalg.generic` that follows it become one region,
// so propagation sees one kernel with (activation, weights, bias) ports and
// materialization can fuse the activation into the result's storage range.
//
// Weights and biases stay region INPUTS (defined outside, usually by
// `arith.constant`): propagation quantizes float constants feeding a port
// from their own data. Only scalar constants, `tensor.empty` and zero
// `linalg.fill`s are cloned into the body, which keeps it IsolatedFromAbove.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "dialect/QuantKitOps.h"
#include "dialect/constraints/Registry.h"
#include "dialect/constraints/TargetFile.h"
#include "passes/FusedKernel.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITFUSE
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

/// The unit attribute by which a model asks to keep an op in floating point.
constexpr llvm::StringLiteral kKeepFloatAttr = "quantkit.float";

Type elementOf(Type type) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return shaped.getElementType();
  return type;
}

/// Ops the body may own a copy of: constants, static `tensor.empty`, and
/// `linalg.fill` of those.
bool isClonable(Operation *op) {
  if (!op)
    return false;
  if (op->hasTrait<OpTrait::ConstantLike>())
    return true;
  if (auto empty = dyn_cast<tensor::EmptyOp>(op))
    return empty.getType().hasStaticShape();
  if (auto fill = dyn_cast<linalg::FillOp>(op))
    return llvm::all_of(fill->getOperands(), [](Value v) {
      return isClonable(v.getDefiningOp());
    });
  return false;
}

/// Adds the clonable producers of `value` (operands first) to `defs`.
void collectClonable(Value value, llvm::SetVector<Operation *> &defs) {
  Operation *def = value.getDefiningOp();
  if (defs.contains(def))
    return;
  for (Value operand : def->getOperands())
    collectClonable(operand, defs);
  defs.insert(def);
}

/// The spec a port takes from the model: `none` where the op asks to stay
/// float, the quantized type of a qcast/dcast pair around the value, else
/// the float element type.
Type inputSpec(Operation *root, Value input) {
  if (root->hasAttr(kKeepFloatAttr))
    return NoneType::get(root->getContext());
  if (auto dcast = input.getDefiningOp<quant::DequantizeCastOp>())
    return elementOf(dcast.getInput().getType());
  return elementOf(input.getType());
}

Type outputSpec(Operation *root, Value result) {
  if (root->hasAttr(kKeepFloatAttr))
    return NoneType::get(root->getContext());
  for (Operation *user : result.getUsers())
    if (auto qcast = dyn_cast<quant::QuantizeCastOp>(user))
      return elementOf(qcast.getResult().getType());
  return elementOf(result.getType());
}

/// Replaces `ops` (program order; the last produces `result`) by a
/// `quantkit.region` named `kernel` reading `inputs`. Every other value the
/// ops read from outside must be clonable. Fails without changing anything.
LogicalResult wrapInRegion(PatternRewriter &rewriter, StringRef kernel,
                           ArrayRef<Operation *> ops, ArrayRef<Value> inputs,
                           Value result) {
  llvm::SmallPtrSet<Operation *, 4> inside(ops.begin(), ops.end());
  llvm::SetVector<Operation *> clones;
  for (Operation *op : ops) {
    llvm::SetVector<Value> used;
    for (Value v : op->getOperands())
      used.insert(v);
    for (Region &region : op->getRegions())
      getUsedValuesDefinedAbove(region, used);
    for (Value v : used) {
      if (llvm::is_contained(inputs, v) ||
          (v.getDefiningOp() && inside.contains(v.getDefiningOp())))
        continue;
      if (!isClonable(v.getDefiningOp()))
        return rewriter.notifyMatchFailure(ops.back(),
                                           "reads a value that is neither a "
                                           "port nor clonable");
      collectClonable(v, clones);
    }
    // Intermediate results must not escape the region.
    if (op != ops.back())
      for (Operation *user : op->getUsers())
        if (!inside.contains(user))
          return rewriter.notifyMatchFailure(op, "intermediate escapes");
  }
  Operation *root = ops.front();
  MLIRContext *context = rewriter.getContext();
  SmallVector<Attribute> inSpecs;
  for (Value input : inputs)
    inSpecs.push_back(TypeAttr::get(inputSpec(root, input)));
  Attribute outSpec = TypeAttr::get(outputSpec(root, result));

  rewriter.setInsertionPoint(ops.back());
  auto region = RegionOp::create(rewriter, root->getLoc(),
                                 TypeRange{result.getType()}, inputs, kernel,
                                 ArrayAttr::get(context, inSpecs),
                                 ArrayAttr::get(context, {outSpec}));
  SmallVector<Type> argTypes;
  SmallVector<Location> argLocs;
  for (Value input : inputs) {
    argTypes.push_back(input.getType());
    argLocs.push_back(input.getLoc());
  }
  Block *body = rewriter.createBlock(&region.getBody(), {}, argTypes, argLocs);
  IRMapping mapping;
  for (auto [input, arg] : llvm::zip(inputs, body->getArguments()))
    mapping.map(input, arg);
  for (Operation *op : clones)
    rewriter.clone(*op, mapping);
  for (Operation *op : ops)
    rewriter.clone(*op, mapping);
  ReturnOp::create(rewriter, root->getLoc(), mapping.lookup(result));
  rewriter.replaceAllUsesWith(result, region.getResult(0));
  for (Operation *op : llvm::reverse(ops))
    rewriter.eraseOp(op);
  for (Operation *op : llvm::reverse(clones))
    if (op->use_empty())
      rewriter.eraseOp(op);
  return success();
}

/// A target kernel name set, shared by the patterns.
using KernelNames = llvm::StringSet<>;

/// linalg contraction (+ bias/clamp epilogue) -> region.
template <typename OpTy>
struct FuseContraction : public OpRewritePattern<OpTy> {
  FuseContraction(MLIRContext *context, const KernelNames &kernels)
      : OpRewritePattern<OpTy>(context), kernels(kernels) {}

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    if (op->template getParentOfType<RegionOp>())
      return rewriter.notifyMatchFailure(op, "already inside a region");
    StringRef kernel = contractionKernel(op);
    if (kernel.empty() || !kernels.contains(kernel))
      return rewriter.notifyMatchFailure(op, "no such kernel in the target");
    if (op->getNumResults() != 1 || op.getInputs().size() != 2 ||
        !isa<FloatType>(elementOf(op->getResult(0).getType())) ||
        !isZeroFill(op.getOutputs()[0]))
      return rewriter.notifyMatchFailure(op, "not a float contraction on a "
                                             "zero accumulator");
    SmallVector<Operation *> ops{op};
    SmallVector<Value> inputs{op.getInputs()[0], op.getInputs()[1]};
    Value result = op->getResult(0);
    if (result.hasOneUse())
      if (auto generic = dyn_cast<linalg::GenericOp>(*result.user_begin()))
        if (std::optional<Epilogue> epilogue = matchEpilogue(generic, result)) {
          ops.push_back(generic);
          if (epilogue->bias)
            inputs.push_back(epilogue->bias);
          result = generic.getResult(0);
        }
    return wrapInRegion(rewriter, kernel, ops, inputs, result);
  }

  const KernelNames &kernels;
};

struct QuantKitFusePass
    : public quantkit::impl::QuantKitFuseBase<QuantKitFusePass> {
  using QuantKitFuseBase::QuantKitFuseBase;

  void runOnOperation() override {
    Operation *root = getOperation();
    FailureOr<std::shared_ptr<const Target>> target =
        resolveTarget(targetName, targetFile, root->getLoc());
    if (failed(target))
      return signalPassFailure();
    KernelNames kernels;
    for (const Kernel &kernel : (*target)->getKernels())
      kernels.insert(kernel.name);
    RewritePatternSet patterns(&getContext());
    populateQuantKitFusePatterns(patterns, kernels);
    // No folding: upstream folds dcast(qcast(x)) to x, which would drop the
    // model constraints propagation reads; no constant CSE either.
    GreedyRewriteConfig config;
    config.enableFolding(false).enableConstantCSE(false);
    if (failed(applyPatternsGreedily(root, std::move(patterns), config)))
      return signalPassFailure();
    root->walk([&](RegionOp) { ++numRegions; });
  }
};

} // namespace

void mlir::quantkit::populateQuantKitFusePatterns(
    RewritePatternSet &patterns, const llvm::StringSet<> &kernels) {
  patterns.add<FuseContraction<linalg::MatmulOp>,
               FuseContraction<linalg::Conv2DNhwcFhwcOp>,
               FuseContraction<linalg::DepthwiseConv2DNhwcHwcOp>>(
      patterns.getContext(), kernels);
}
