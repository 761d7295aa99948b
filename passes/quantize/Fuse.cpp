//===- Fuse.cpp - The quantkit-fuse pass ----------------------------------===//
//
// Wraps source ops into `quantkit.region`s named after a target's kernels
// (the logical kernels of dialect/Reference.md#propagation). One pattern per
// op that can be a kernel's core; the matcher they share with
// quantkit-materialize (FusedKernel.h) says which ops join it: a
// zero-padding `tensor.pad` before a convolution or max pooling, the
// bias-add / clamp `linalg.generic` after a contraction, and clamps (ReLU,
// ReLU6, any clamp by constants, as `linalg.generic`, `tosa.clamp` or
// `arith` min/max on tensors) after contractions, add and mul. A clamp after
// any other op stays outside in floating point.
//
// Weights and biases stay region INPUTS (defined outside, usually by
// `arith.constant`): propagation quantizes float constants feeding a port
// from their own data. Only constants, `tensor.empty` and constant
// `linalg.fill`s are cloned into the body, which keeps it IsolatedFromAbove.
// A rank-1 constant shared with other ops (a bias torch-mlir shares between
// kernels) is copied per region, so that each kernel quantizes its own.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "dialect/QuantKitOps.h"
#include "dialect/constraints/Registry.h"
#include "dialect/constraints/SpecUtils.h"
#include "dialect/constraints/TargetFile.h"
#include "passes/accuracy/KernelKeys.h"
#include "passes/quantize/Coverage.h"
#include "passes/quantize/FusedKernel.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
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

/// Adds the clonable producers of `value` (operands first) to `defs`.
void collectClonable(Value value, llvm::SetVector<Operation *> &defs) {
  Operation *def = value.getDefiningOp();
  if (defs.contains(def))
    return;
  for (Value operand : def->getOperands())
    collectClonable(operand, defs);
  defs.insert(def);
}

/// The spec the quantized value of a qcast/dcast pair gives a port: its
/// element type, or null where that is no valid spec. A sub-channel type is
/// none (region_c9: no kernel implements it), so the port stays float, as if
/// there were no pair, rather than the pass building an invalid region; the
/// pair itself stays in place.
Type pairSpec(Value quantized) {
  Type spec = elementOf(quantized.getType());
  return classifySpec(spec) == SpecKind::Invalid ? Type() : spec;
}

/// The spec a port takes from the model: `none` where the op asks to stay
/// float, the quantized type of a qcast/dcast pair around the value, else
/// the float element type.
Type inputSpec(Operation *root, Value input) {
  if (root->hasAttr(kKeepFloatAttr))
    return NoneType::get(root->getContext());
  if (auto dcast = input.getDefiningOp<quant::DequantizeCastOp>())
    if (Type spec = pairSpec(dcast.getInput()))
      return spec;
  return elementOf(input.getType());
}

Type outputSpec(Operation *root, Value result) {
  if (root->hasAttr(kKeepFloatAttr))
    return NoneType::get(root->getContext());
  for (Operation *user : result.getUsers())
    if (auto qcast = dyn_cast<quant::QuantizeCastOp>(user))
      if (Type spec = pairSpec(qcast.getResult()))
        return spec;
  return elementOf(result.getType());
}

/// Replaces the ops of `match` by a `quantkit.region` named after its
/// kernel, reading its inputs. Every other value the ops read from outside
/// must be clonable. Fails without changing anything.
LogicalResult wrapInRegion(PatternRewriter &rewriter,
                           const KernelMatch &match) {
  ArrayRef<Operation *> ops = match.ops;
  ArrayRef<Value> inputs = match.inputs;
  Value result = match.result;
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
  Operation *root = match.core;
  MLIRContext *context = rewriter.getContext();
  SmallVector<Attribute> inSpecs;
  for (Value input : inputs)
    inSpecs.push_back(TypeAttr::get(inputSpec(root, input)));
  Attribute outSpec = TypeAttr::get(outputSpec(root, result));

  // Propagation quantizes the float `arith.constant`s feeding a port from
  // their data; a port fed by another dialect's constant (`tosa.const`)
  // reads an `arith.constant` of the same value instead.
  SmallVector<Value> ports(inputs);
  for (Value &port : ports) {
    TypedAttr value;
    if (port.getDefiningOp<arith::ConstantOp>() ||
        !matchPattern(port, m_Constant(&value)) ||
        !arith::ConstantOp::isBuildableWith(value, port.getType()))
      continue;
    rewriter.setInsertionPointAfterValue(port);
    port = arith::ConstantOp::create(rewriter, port.getLoc(), value);
  }

  rewriter.setInsertionPoint(ops.back());
  auto region = RegionOp::create(rewriter, root->getLoc(),
                                 TypeRange{result.getType()}, ports,
                                 match.kernel,
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

/// Wraps the kernel whose core is an `OpTy` (FusedKernel.h's matcher) into
/// a region, where the target has that kernel.
template <typename OpTy>
struct FuseKernel : public OpRewritePattern<OpTy> {
  FuseKernel(MLIRContext *context, const KernelNames &kernels)
      : OpRewritePattern<OpTy>(context), kernels(kernels) {}

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    if (op->template getParentOfType<RegionOp>())
      return rewriter.notifyMatchFailure(op, "already inside a region");
    std::optional<KernelMatch> match = matchKernel(op);
    if (!match && kernels.contains("depthwise_conv2d") &&
        succeeded(expandDepthwiseWeight(rewriter, op)))
      match = matchKernel(op);
    if (!match)
      return rewriter.notifyMatchFailure(op, "not a kernel's core");
    if (!kernels.contains(match->kernel))
      return rewriter.notifyMatchFailure(op, "no such kernel in the target");
    return wrapInRegion(rewriter, *match);
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
    if (failed(fuseKernels(root, **target)))
      return signalPassFailure();
    privatizeSharedVectors(root);
    recordFloatReasons(root, **target);
    numberKernels(root);
    root->walk([&](RegionOp) { ++numRegions; });
  }

  /// Gives every region its own copy of a rank-1 constant it shares with
  /// other ops (torch-mlir shares one bias constant between convolutions
  /// of a width). Propagation quantizes a value once: a shared bias got the
  /// first kernel's scale and reached the others through a rescale, a
  /// second rounding that bias correction could not rewrite. Biases are
  /// small; shared weights (rank 2 and up) stay shared.
  static void privatizeSharedVectors(Operation *root) {
    root->walk([](RegionOp region) {
      for (OpOperand &input : region->getOpOperands()) {
        auto constant = input.get().getDefiningOp<arith::ConstantOp>();
        auto type = dyn_cast<RankedTensorType>(input.get().getType());
        if (!constant || !type || type.getRank() != 1 ||
            input.get().hasOneUse())
          continue;
        OpBuilder builder(constant);
        input.set(builder.clone(*constant)->getResult(0));
      }
    });
  }

  /// Leaves `quantkit.float_reason` on every float contraction and pooling
  /// no region took, and on every activation QuantKit cannot quantize
  /// (unquantizedActivation): later, only the op is left, and
  /// quantkit-report must still say why it was not quantized (Coverage.h).
  static void recordFloatReasons(Operation *root, const Target &target) {
    llvm::StringSet<> kernels;
    for (const Kernel &kernel : target.getKernels())
      kernels.insert(kernel.name);
    root->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<RegionOp>(op))
        return WalkResult::skip();
      // Already quantized (an imported integer contraction).
      if (op->hasAttr(kFloatReasonAttr) || isQuantKitComputeOp(op))
        return WalkResult::advance();
      std::string reason;
      if (classifyComputeOp(op) == ComputeKind::None) {
        // An activation no region can take: say which, and whether the
        // target has a kernel for it, while the target is known.
        StringRef activation = unquantizedActivation(op);
        if (!activation.empty())
          op->setAttr(
              kFloatReasonAttr,
              StringAttr::get(op->getContext(),
                              activationFloatReason(activation, &target)));
        return WalkResult::advance();
      }
      if (op->hasAttr(kKeepFloatAttr)) {
        reason = "kept in float by the model";
      } else if (std::optional<KernelMatch> match = matchKernel(op)) {
        if (!kernels.contains(match->kernel))
          reason = ("not a kernel of target " + target.getName()).str();
        else
          reason = ("kernel '" + match->kernel +
                    "' not formed: it reads a value that is neither a port "
                    "nor clonable, or an intermediate value escapes")
                       .str();
      } else {
        reason = unmatchedKernelReason(op);
      }
      op->setAttr(kFloatReasonAttr, StringAttr::get(op->getContext(), reason));
      return WalkResult::advance();
    });
  }
};

} // namespace

void mlir::quantkit::populateQuantKitFusePatterns(
    RewritePatternSet &patterns, const llvm::StringSet<> &kernels) {
  // Every op that can be the core of a kernel (FusedKernel.h's table).
  patterns.add<FuseKernel<linalg::MatmulOp>, FuseKernel<linalg::BatchMatmulOp>,
               FuseKernel<linalg::Conv2DNhwcFhwcOp>,
               FuseKernel<linalg::DepthwiseConv2DNhwcHwcOp>,
               FuseKernel<linalg::Conv2DNhwgcGfhwcOp>,
               FuseKernel<linalg::PoolingNhwcMaxOp>,
               FuseKernel<linalg::PoolingNhwcSumOp>, FuseKernel<linalg::AddOp>,
               FuseKernel<linalg::MulOp>, FuseKernel<linalg::GenericOp>,
               FuseKernel<arith::AddFOp>, FuseKernel<arith::MulFOp>,
               FuseKernel<tosa::Conv2DOp>, FuseKernel<tosa::DepthwiseConv2DOp>,
               FuseKernel<tosa::MatMulOp>, FuseKernel<tosa::AddOp>,
               FuseKernel<tosa::MulOp>, FuseKernel<tosa::MaxPool2dOp>,
               FuseKernel<tosa::AvgPool2dOp>, FuseKernel<tosa::ReshapeOp>,
               FuseKernel<tosa::TransposeOp>, FuseKernel<tosa::ConcatOp>,
               FuseKernel<tensor::ConcatOp>, FuseKernel<tosa::SelectOp>,
               FuseKernel<tosa::SigmoidOp>, FuseKernel<tosa::TanhOp>,
               FuseKernel<tosa::ResizeOp>>(patterns.getContext(), kernels);
}

LogicalResult mlir::quantkit::fuseKernels(Operation *root,
                                          const Target &target) {
  KernelNames kernels;
  for (const Kernel &kernel : target.getKernels())
    kernels.insert(kernel.name);
  RewritePatternSet patterns(root->getContext());
  populateQuantKitFusePatterns(patterns, kernels);
  // No folding: upstream folds dcast(qcast(x)) to x, which would drop the
  // model constraints propagation reads; no constant CSE either.
  GreedyRewriteConfig config;
  config.enableFolding(false).enableConstantCSE(false);
  return applyPatternsGreedily(root, std::move(patterns), config);
}
