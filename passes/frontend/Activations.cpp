//===- Activations.cpp - Activations as the fusion matcher reads them -----===//
//
// torch-mlir writes ReLU as `cmpf ugt` + `select`, clamps as compare/select
// pairs or `maximumf`/`minimumf` with the constant on either side, and its
// bounds as captured scalars, body constants or 0-d tensors filled from an
// f64 constant and truncated. FusedKernel's matchers (matchEpilogue) read one
// form only: an all-parallel generic with one identity-mapped input whose
// body is a chain of max/min with constants. Each clamp generic is rewritten
// into exactly that form, so that it fuses into the kernel before it.
// Activations with no clamp form (hardsigmoid, hardswish, sigmoid, SiLU)
// stay float; where an exporter wrote them one op per generic, the chain is
// fused into one generic (fuseActivationChains), which reports name.
//
// NaN: `select(cmpf ugt x, c), x, c)` returns x for NaN and so does
// `maximumf`; the ordered predicates (`ogt`, `olt`, ...) return the bound for
// NaN where `maximumf`/`minimumf` return NaN, and `maxnumf`/`minnumf` return
// the bound. The rewrite treats NaN as `maximumf`/`minimumf` do: a quantized
// program has no NaN to carry, and a float one that clamps NaN was already
// ill-defined between exporters. Signed zeros: `select(x >= 0, x, 0)` keeps
// -0.0 where `maximumf` gives +0.0; both are zero in every later arithmetic.
//
//===----------------------------------------------------------------------===//

#include "passes/frontend/Normalize.h"
#include "passes/quantize/FusedKernel.h"
#include "passes/utils/ActivationTables.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>

using namespace mlir;
using namespace mlir::quantkit;

namespace {

/// How far scalarValue/uniformValue follow casts and producers: the forms
/// exporters write are two or three deep (a constant, a fill, a cast).
constexpr unsigned kMaxEvaluationDepth = 8;

std::optional<double> uniformValue(Value tensor, unsigned depth);
std::optional<APInt> uniformInteger(Value tensor, unsigned depth);

/// Where `value` is the block argument of an input in a `linalg.generic`
/// body, that input; else null.
Value inputOfBodyArgument(Value value) {
  auto arg = dyn_cast<BlockArgument>(value);
  if (!arg)
    return {};
  auto generic =
      dyn_cast_or_null<linalg::GenericOp>(arg.getOwner()->getParentOp());
  if (!generic || arg.getOwner() != &generic.getRegion().front() ||
      arg.getArgNumber() >= generic.getNumDpsInputs())
    return {};
  return generic.getDpsInputs()[arg.getArgNumber()];
}

/// The compile-time value of the integer scalar `value`: an integer
/// constant or, in a `linalg.generic` body, the block argument of an input
/// whose every element is that value.
std::optional<APInt> integerValue(Value value, unsigned depth) {
  if (depth > kMaxEvaluationDepth)
    return std::nullopt;
  IntegerAttr attr;
  if (matchPattern(value, m_Constant(&attr)))
    return attr.getValue();
  if (Value input = inputOfBodyArgument(value))
    return uniformInteger(input, depth + 1);
  return std::nullopt;
}

/// The value every element of the integer `tensor` holds: a splat constant
/// or a `linalg.fill` of a constant (torch-mlir's 0-d `6 : i64` of a
/// hardsigmoid's upper bound, converted to float by a 0-d generic).
std::optional<APInt> uniformInteger(Value tensor, unsigned depth) {
  if (depth > kMaxEvaluationDepth)
    return std::nullopt;
  DenseIntElementsAttr dense;
  if (matchPattern(tensor, m_Constant(&dense)))
    return dense.isSplat() ? std::optional<APInt>(dense.getSplatValue<APInt>())
                           : std::nullopt;
  if (auto fill = tensor.getDefiningOp<linalg::FillOp>())
    return integerValue(fill.getInputs()[0], depth + 1);
  return std::nullopt;
}

/// The compile-time value of the scalar `value`: a float constant, a
/// `truncf`/`extf` of one or a `sitofp`/`uitofp` of an integer one (rounded
/// as the cast rounds), or, in a `linalg.generic` body, the block argument
/// of an input whose every element is that value.
std::optional<double> scalarValue(Value value, unsigned depth = 0) {
  if (depth > kMaxEvaluationDepth)
    return std::nullopt;
  FloatAttr attr;
  if (matchPattern(value, m_Constant(&attr)))
    return attr.getValueAsDouble();
  if (isa<BlockArgument>(value)) {
    Value input = inputOfBodyArgument(value);
    return input ? uniformValue(input, depth + 1) : std::nullopt;
  }
  Operation *def = value.getDefiningOp();
  auto type = dyn_cast<FloatType>(value.getType());
  if (def && type && isa<arith::SIToFPOp, arith::UIToFPOp>(def)) {
    std::optional<APInt> integer = integerValue(def->getOperand(0), depth + 1);
    if (!integer)
      return std::nullopt;
    APFloat converted(type.getFloatSemantics());
    converted.convertFromAPInt(*integer, isa<arith::SIToFPOp>(def),
                               APFloat::rmNearestTiesToEven);
    return converted.convertToDouble();
  }
  if (!def || !isa<arith::TruncFOp, arith::ExtFOp>(def))
    return std::nullopt;
  std::optional<double> source = scalarValue(def->getOperand(0), depth + 1);
  if (!type || !source)
    return std::nullopt;
  APFloat rounded(*source);
  bool lostInfo = false;
  rounded.convert(type.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                  &lostInfo);
  return rounded.convertToDouble();
}

/// The value every element of `tensor` holds, where it is a compile-time
/// constant: a splat constant, a `linalg.fill` of a constant, or a generic
/// computing a constant from such tensors (torch-mlir's 0-d clamp bounds:
/// `fill` of an f64 constant, then a generic truncating it to f32).
std::optional<double> uniformValue(Value tensor, unsigned depth) {
  if (depth > kMaxEvaluationDepth)
    return std::nullopt;
  DenseFPElementsAttr dense;
  if (matchPattern(tensor, m_Constant(&dense)))
    return dense.isSplat()
               ? std::optional<double>(
                     dense.getSplatValue<APFloat>().convertToDouble())
               : std::nullopt;
  if (auto fill = tensor.getDefiningOp<linalg::FillOp>())
    return scalarValue(fill.getInputs()[0], depth + 1);
  if (auto reshape = tensor.getDefiningOp<tensor::CollapseShapeOp>())
    return uniformValue(reshape.getSrc(), depth + 1);
  if (auto reshape = tensor.getDefiningOp<tensor::ExpandShapeOp>())
    return uniformValue(reshape.getSrc(), depth + 1);
  auto generic = tensor.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic->getNumResults() != 1)
    return std::nullopt;
  // Only inputs can be evaluated (scalarValue), so a body reading its init
  // or linalg.index is not taken for a constant.
  return scalarValue(generic.getRegion().front().getTerminator()->getOperand(0),
                     depth + 1);
}

/// Bounds of a clamp by constants, merged as FusedKernel merges them.
struct ClampBounds {
  std::optional<double> lo, hi;
  /// The clamp ops met (max/min, or compare/select pairs).
  unsigned clamps = 0;

  /// Narrows by a clamp from below (`isMax`) or above; fails where the
  /// bound is NaN or the interval becomes empty (a constant, not a clamp).
  bool merge(bool isMax, double bound) {
    if (std::isnan(bound))
      return false;
    if (isMax)
      lo = std::max(lo.value_or(bound), bound);
    else
      hi = std::min(hi.value_or(bound), bound);
    ++clamps;
    return !(lo && hi && *lo > *hi);
  }
};

enum class Order { Greater, Less, Other };

/// Whether `lhs pred rhs` tests lhs > rhs (or >=) or lhs < rhs (or <=),
/// ordered or not (the NaN cases are discussed at the top of the file).
Order orderOf(arith::CmpFPredicate predicate) {
  switch (predicate) {
  case arith::CmpFPredicate::OGT:
  case arith::CmpFPredicate::OGE:
  case arith::CmpFPredicate::UGT:
  case arith::CmpFPredicate::UGE:
    return Order::Greater;
  case arith::CmpFPredicate::OLT:
  case arith::CmpFPredicate::OLE:
  case arith::CmpFPredicate::ULT:
  case arith::CmpFPredicate::ULE:
    return Order::Less;
  default:
    return Order::Other;
  }
}

/// One clamp step of a body: `maximumf`/`maxnumf`/`minimumf`/`minnumf` of a
/// value and a constant in either order, or `select(cmpf(y, c), y, c)` with
/// any order of compare operands and select arms. Returns the clamped value
/// and merges the bound into `bounds`; null where `def` is no such step.
Value peelClamp(Operation *def, ClampBounds &bounds) {
  bool isMax = isa<arith::MaximumFOp, arith::MaxNumFOp>(def);
  bool isMin = isa<arith::MinimumFOp, arith::MinNumFOp>(def);
  if (isMax || isMin) {
    Value y = def->getOperand(0), c = def->getOperand(1);
    std::optional<double> bound = scalarValue(c);
    if (!bound) {
      std::swap(y, c);
      bound = scalarValue(c);
    }
    // Both constant: the chain does not start from the element.
    if (!bound || scalarValue(y) || !bounds.merge(isMax, *bound))
      return {};
    return y;
  }
  auto select = dyn_cast<arith::SelectOp>(def);
  if (!select)
    return {};
  auto compare = select.getCondition().getDefiningOp<arith::CmpFOp>();
  if (!compare || compare->getBlock() != select->getBlock())
    return {};
  Order order = orderOf(compare.getPredicate());
  Value y = compare.getLhs(), c = compare.getRhs();
  std::optional<double> bound = scalarValue(c);
  if (!bound) {
    // `c < y` is `y > c`.
    std::swap(y, c);
    bound = scalarValue(c);
    order = order == Order::Greater ? Order::Less
            : order == Order::Less  ? Order::Greater
                                    : Order::Other;
  }
  if (!bound || order == Order::Other || scalarValue(y))
    return {};
  // The arms must be the compared value and the same bound, in either order.
  Value yArm = select.getTrueValue(), cArm = select.getFalseValue();
  bool takesValueWhenTrue = true;
  if (yArm != y) {
    std::swap(yArm, cArm);
    takesValueWhenTrue = false;
  }
  if (yArm != y || scalarValue(cArm) != bound)
    return {};
  // y > c ? y : c is max(y, c); y > c ? c : y is min(y, c); and for <.
  bool max = (order == Order::Greater) == takesValueWhenTrue;
  if (!bounds.merge(max, *bound))
    return {};
  return y;
}

/// Walks back from `v` in `body` over clamp steps; the value they clamp.
Value peelClamps(Value v, Block &body, ClampBounds &bounds) {
  while (Operation *def = v.getDefiningOp()) {
    if (def->getBlock() != &body)
      break;
    Value clamped = peelClamp(def, bounds);
    if (!clamped)
      break;
    v = clamped;
  }
  return v;
}

/// True where `map` reads a tensor of `shape` at the iteration point: each
/// result the matching dimension, or the constant 0 on a dimension of size
/// 1 of both the tensor and the iteration space (torch-mlir's
/// `(d0, d1, d2, d3) -> (0, d1, d2, d3)` for a batch of one).
bool readsInPlace(AffineMap map, ArrayRef<int64_t> shape) {
  if (map.getNumResults() != shape.size() || map.getNumDims() != shape.size())
    return false;
  for (auto [i, expr] : llvm::enumerate(map.getResults())) {
    if (expr == getAffineDimExpr(i, map.getContext()))
      continue;
    auto constant = dyn_cast<AffineConstantExpr>(expr);
    if (!constant || constant.getValue() != 0 || shape[i] != 1)
      return false;
  }
  return true;
}

bool isAllParallel(linalg::GenericOp generic) {
  return llvm::all_of(generic.getIteratorTypesArray(), [](auto t) {
    return t == utils::IteratorType::parallel;
  });
}

/// The elementwise shape every activation generic has: all parallel, one
/// init read by the identity map, one float ranked tensor result of static
/// rank. The element type of the result, or null.
FloatType elementwiseResultType(linalg::GenericOp generic) {
  if (!isAllParallel(generic) || generic.getNumDpsInits() != 1 ||
      generic->getNumResults() != 1 ||
      !generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
           .isIdentity())
    return {};
  auto type = dyn_cast<RankedTensorType>(generic.getResult(0).getType());
  return type ? dyn_cast<FloatType>(type.getElementType()) : FloatType();
}

/// The input of `generic` that `arg` (a block argument of its body) reads,
/// where that input is the tensor the activation applies to: of the result's
/// type and read in place (readsInPlace).
OpOperand *elementOperand(linalg::GenericOp generic, Value arg) {
  auto blockArg = dyn_cast<BlockArgument>(arg);
  if (!blockArg || blockArg.getOwner() != &generic.getRegion().front() ||
      blockArg.getArgNumber() >= generic.getNumDpsInputs())
    return nullptr;
  OpOperand *operand = generic.getDpsInputOperand(blockArg.getArgNumber());
  auto type = cast<RankedTensorType>(generic.getResult(0).getType());
  if (operand->get().getType() != type ||
      !readsInPlace(generic.getMatchingIndexingMap(operand), type.getShape()))
    return nullptr;
  return operand;
}

/// A generic that does nothing but clamp one tensor by constants.
struct ClampGeneric {
  /// The tensor clamped.
  Value input;
  ClampBounds bounds;
};

std::optional<ClampGeneric> matchClampGeneric(linalg::GenericOp generic) {
  if (!elementwiseResultType(generic))
    return std::nullopt;
  Block &body = generic.getRegion().front();
  ClampGeneric clamp;
  Value v = peelClamps(body.getTerminator()->getOperand(0), body, clamp.bounds);
  OpOperand *operand = elementOperand(generic, v);
  if (!operand || clamp.bounds.clamps == 0)
    return std::nullopt;
  clamp.input = operand->get();
  return clamp;
}

/// True where `generic` already has the form the rewrite builds: the input
/// alone, identity maps, a `tensor.empty` init, and a body of `maximumf` by
/// the lower bound then `minimumf` by the upper one, each constant in the
/// body right before its use.
bool isCanonicalClamp(linalg::GenericOp generic, const ClampGeneric &clamp) {
  Value init = generic.getDpsInits()[0];
  if (generic.getNumDpsInputs() != 1 || init == clamp.input ||
      !init.getDefiningOp<tensor::EmptyOp>() ||
      !llvm::all_of(generic.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return false;
  Block &body = generic.getRegion().front();
  auto it = body.begin();
  Value v = body.getArgument(0);
  auto step = [&](bool isMax, double bound) {
    auto constant = dyn_cast<arith::ConstantOp>(*it);
    if (!constant || scalarValue(constant.getResult()) != bound)
      return false;
    Operation *op = &*++it;
    if (!(isMax ? isa<arith::MaximumFOp>(op) : isa<arith::MinimumFOp>(op)) ||
        op->getOperand(0) != v || op->getOperand(1) != constant)
      return false;
    v = op->getResult(0);
    ++it;
    return true;
  };
  if (clamp.bounds.lo && !step(true, *clamp.bounds.lo))
    return false;
  if (clamp.bounds.hi && !step(false, *clamp.bounds.hi))
    return false;
  return &*it == body.getTerminator() &&
         body.getTerminator()->getOperand(0) == v;
}

/// A generic clamping `input` into `init` (both of the result's type) in
/// the form matchEpilogue reads: `maximumf` by `lo`, then `minimumf` by
/// `hi` (either optional), each bound a body constant right before its use.
linalg::GenericOp createClampGeneric(OpBuilder &builder, Location loc,
                                     Value input, Value init,
                                     std::optional<double> lo,
                                     std::optional<double> hi) {
  auto type = cast<RankedTensorType>(init.getType());
  AffineMap identity = builder.getMultiDimIdentityMap(type.getRank());
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  return linalg::GenericOp::create(
      builder, loc, TypeRange{type}, ValueRange{input}, ValueRange{init},
      ArrayRef<AffineMap>{identity, identity}, iterators,
      [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
        Value v = args[0];
        Type element = type.getElementType();
        if (lo)
          v = arith::MaximumFOp::create(
              b, bodyLoc, v,
              arith::ConstantOp::create(b, bodyLoc,
                                        b.getFloatAttr(element, *lo)));
        if (hi)
          v = arith::MinimumFOp::create(
              b, bodyLoc, v,
              arith::ConstantOp::create(b, bodyLoc,
                                        b.getFloatAttr(element, *hi)));
        linalg::YieldOp::create(b, bodyLoc, v);
      });
}

/// A generic clamping one tensor by constants, in any of the forms above,
/// rebuilt in the form matchEpilogue reads.
struct CanonicalizeClampGeneric : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp generic,
                                PatternRewriter &rewriter) const override {
    std::optional<ClampGeneric> clamp = matchClampGeneric(generic);
    if (!clamp)
      return rewriter.notifyMatchFailure(generic, "not a clamp by constants");
    if (isCanonicalClamp(generic, *clamp))
      return failure();
    Location loc = generic.getLoc();
    auto type = cast<RankedTensorType>(generic.getResult(0).getType());
    // A fresh init: torch-mlir's `outs` is often the input itself, a second
    // use that would keep the clamp out of its producer's kernel.
    Value init = generic.getDpsInits()[0];
    if (init == clamp->input || !init.getDefiningOp<tensor::EmptyOp>())
      init = tensor::EmptyOp::create(
          rewriter, loc, tensor::getMixedSizes(rewriter, loc, clamp->input),
          type.getElementType());
    linalg::GenericOp result = createClampGeneric(
        rewriter, loc, clamp->input, init, clamp->bounds.lo, clamp->bounds.hi);
    result->setDiscardableAttrs(generic->getDiscardableAttrDictionary());
    rewriter.replaceOp(generic, result->getResults());
    return success();
  }
};

/// In a generic that computes more than a clamp (a bias addition or a
/// residual add followed by ReLU, as elementwise fusion leaves them), each
/// compare/select clamp step becomes `maximumf`/`minimumf` of the value and
/// a body constant: the clamp tail peelClamps in FusedKernel reads after
/// `acc + bias` or `lhs + rhs`. Clamp-only generics are left to
/// CanonicalizeClampGeneric, which also drops their bound inputs.
struct ClampStepsToMinMax : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp generic,
                                PatternRewriter &rewriter) const override {
    if (!elementwiseResultType(generic) || matchClampGeneric(generic))
      return failure();
    Block &body = generic.getRegion().front();
    bool changed = false;
    for (auto select :
         llvm::make_early_inc_range(body.getOps<arith::SelectOp>())) {
      ClampBounds bounds;
      Value y = peelClamp(select, bounds);
      if (!y)
        continue;
      auto compare = select.getCondition().getDefiningOp<arith::CmpFOp>();
      bool isMax = bounds.lo.has_value();
      double bound = isMax ? *bounds.lo : *bounds.hi;
      rewriter.setInsertionPoint(select);
      Location loc = select.getLoc();
      Value c = arith::ConstantOp::create(
          rewriter, loc, rewriter.getFloatAttr(select.getType(), bound));
      if (isMax)
        rewriter.replaceOpWithNewOp<arith::MaximumFOp>(select, y, c);
      else
        rewriter.replaceOpWithNewOp<arith::MinimumFOp>(select, y, c);
      // matchEpilogue wants nothing in the body beside its chain.
      if (compare->use_empty())
        rewriter.eraseOp(compare);
      changed = true;
    }
    return success(changed);
  }
};

//===----------------------------------------------------------------------===//
// Activations recognised and left in floating point
//===----------------------------------------------------------------------===//

bool isConstant(Value v, double expected) {
  std::optional<double> value = scalarValue(v);
  return value && std::abs(*value - expected) <= 1e-6 * std::abs(expected);
}

/// The operands of `v`'s defining `OpTy` in the body, or none.
template <typename OpTy>
std::optional<std::pair<Value, Value>> operandsOf(Value v, Block &body) {
  auto op = v.getDefiningOp<OpTy>();
  if (!op || op->getBlock() != &body)
    return std::nullopt;
  return std::make_pair(op->getOperand(0), op->getOperand(1));
}

/// `-x` as exporters write it: `negf x`, `x * -1`, `0 - x`.
bool isNegation(Value v, Value x, Block &body) {
  if (auto neg = v.getDefiningOp<arith::NegFOp>())
    return neg->getBlock() == &body && neg.getOperand() == x;
  if (auto mul = operandsOf<arith::MulFOp>(v, body))
    return (mul->first == x && isConstant(mul->second, -1.0)) ||
           (mul->second == x && isConstant(mul->first, -1.0));
  if (auto sub = operandsOf<arith::SubFOp>(v, body))
    return sub->second == x && isConstant(sub->first, 0.0);
  return false;
}

/// `1 / (1 + exp(-x))`, the addition in either order (torch-mlir: `negf`,
/// `math.exp`, `addf %exp, %one`, `divf %one, %sum`).
bool isSigmoid(Value v, Value x, Block &body) {
  auto div = operandsOf<arith::DivFOp>(v, body);
  if (!div || !isConstant(div->first, 1.0))
    return false;
  auto sum = operandsOf<arith::AddFOp>(div->second, body);
  if (!sum)
    return false;
  Value e = sum->first;
  if (!isConstant(sum->second, 1.0)) {
    e = sum->second;
    if (!isConstant(sum->first, 1.0))
      return false;
  }
  auto exp = e.getDefiningOp<math::ExpOp>();
  return exp && exp->getBlock() == &body &&
         isNegation(exp.getOperand(), x, body);
}

/// `clamp(x + 3, 0, 6)`, in any form of clamp step.
bool isRelu6OfXPlus3(Value v, Value x, Block &body) {
  ClampBounds bounds;
  Value inner = peelClamps(v, body, bounds);
  if (bounds.lo != std::optional<double>(0.0) ||
      bounds.hi != std::optional<double>(6.0))
    return false;
  auto add = operandsOf<arith::AddFOp>(inner, body);
  return add && ((add->first == x && isConstant(add->second, 3.0)) ||
                 (add->second == x && isConstant(add->first, 3.0)));
}

/// `w / 6` or `w * (1/6)`: `w`, or null.
Value dividedBySix(Value v, Block &body) {
  if (auto div = operandsOf<arith::DivFOp>(v, body))
    return isConstant(div->second, 6.0) ? div->first : Value();
  if (auto mul = operandsOf<arith::MulFOp>(v, body)) {
    if (isConstant(mul->second, 1.0 / 6.0))
      return mul->first;
    if (isConstant(mul->first, 1.0 / 6.0))
      return mul->second;
  }
  return {};
}

/// `relu6(x + 3) / 6`.
bool isHardSigmoid(Value v, Value x, Block &body) {
  Value w = dividedBySix(v, body);
  return w && isRelu6OfXPlus3(w, x, body);
}

/// `x * f(x)` or `f(x) * x`.
template <typename Predicate>
bool isXTimes(Value v, Value x, Block &body, Predicate f) {
  auto mul = operandsOf<arith::MulFOp>(v, body);
  return mul && ((mul->first == x && f(mul->second, x, body)) ||
                 (mul->second == x && f(mul->first, x, body)));
}

/// `x * relu6(x + 3) / 6` in either association.
bool isHardSwish(Value v, Value x, Block &body) {
  if (isXTimes(v, x, body, isHardSigmoid))
    return true;
  Value w = dividedBySix(v, body);
  return w && isXTimes(w, x, body, isRelu6OfXPlus3);
}

//===----------------------------------------------------------------------===//
// GELU, recognised by its values
//===----------------------------------------------------------------------===//

/// The most ops a GELU may take (torch-mlir's tanh form has eleven).
constexpr unsigned kMaxGeluOps = 24;

/// `result` evaluated in double as a function of `x` alone, through the
/// scalar arith/math ops of a `linalg.generic` body or the elementwise TOSA
/// ops exporters write a GELU with; every other leaf must be a compile-time
/// constant (`constant`). Each op is evaluated once per point.
class ElementwiseFunction {
public:
  ElementwiseFunction(Value x,
                      llvm::function_ref<std::optional<double>(Value)> constant)
      : x(x), constant(constant) {}

  std::optional<double> at(Value result, double point) {
    values.clear();
    values[x] = point;
    return evaluate(result);
  }

  /// The ops the evaluations went through (each evaluates the same ops).
  const llvm::SetVector<Operation *> &ops() const { return visited; }

private:
  std::optional<double> evaluate(Value v) {
    if (auto it = values.find(v); it != values.end())
      return it->second;
    std::optional<double> result = compute(v);
    if (result)
      values[v] = *result;
    return result;
  }

  std::optional<double> compute(Value v) {
    if (std::optional<double> c = constant(v))
      return c;
    Operation *op = v.getDefiningOp();
    if (!op || op->getNumResults() != 1)
      return std::nullopt;
    if (!visited.contains(op) && visited.size() >= kMaxGeluOps)
      return std::nullopt;
    visited.insert(op);
    SmallVector<double, 2> args;
    auto operands = [&](unsigned n) {
      for (unsigned i = 0; i < n; ++i) {
        std::optional<double> a = evaluate(op->getOperand(i));
        if (!a)
          return false;
        args.push_back(*a);
      }
      return true;
    };
    // tosa.mul's shift and tosa.negate's zero points are constant zeros
    // on floats; they are not read.
    return llvm::TypeSwitch<Operation *, std::optional<double>>(op)
        .Case<arith::AddFOp, tosa::AddOp>([&](auto) {
          return operands(2) ? std::optional(args[0] + args[1]) : std::nullopt;
        })
        .Case<arith::SubFOp, tosa::SubOp>([&](auto) {
          return operands(2) ? std::optional(args[0] - args[1]) : std::nullopt;
        })
        .Case<arith::MulFOp, tosa::MulOp>([&](auto) {
          return operands(2) ? std::optional(args[0] * args[1]) : std::nullopt;
        })
        .Case<arith::DivFOp>([&](auto) {
          return operands(2) ? std::optional(args[0] / args[1]) : std::nullopt;
        })
        .Case<arith::NegFOp, tosa::NegateOp>([&](auto) {
          return operands(1) ? std::optional(-args[0]) : std::nullopt;
        })
        .Case<tosa::ReciprocalOp>([&](auto) {
          return operands(1) ? std::optional(1.0 / args[0]) : std::nullopt;
        })
        .Case<arith::ExtFOp, arith::TruncFOp, tosa::CastOp>([&](auto) {
          return operands(1) ? std::optional(args[0]) : std::nullopt;
        })
        .Case<math::ErfOp, tosa::ErfOp>([&](auto) {
          return operands(1) ? std::optional(std::erf(args[0])) : std::nullopt;
        })
        .Case<math::TanhOp, tosa::TanhOp>([&](auto) {
          return operands(1) ? std::optional(std::tanh(args[0])) : std::nullopt;
        })
        .Case<math::SqrtOp>([&](auto) {
          return operands(1) ? std::optional(std::sqrt(args[0])) : std::nullopt;
        })
        .Case<math::RsqrtOp, tosa::RsqrtOp>([&](auto) {
          return operands(1) ? std::optional(1.0 / std::sqrt(args[0]))
                             : std::nullopt;
        })
        .Case<math::PowFOp, tosa::PowOp>([&](auto) {
          return operands(2) ? std::optional(std::pow(args[0], args[1]))
                             : std::nullopt;
        })
        .Case<math::FPowIOp>([&](math::FPowIOp pow) -> std::optional<double> {
          std::optional<APInt> n = integerValue(pow.getRhs(), 0);
          // An exponent of any width: only small ones are a GELU's.
          if (!n || n->getSignificantBits() > 32 || !operands(1))
            return std::nullopt;
          return std::pow(args[0], double(n->getSExtValue()));
        })
        .Default([](Operation *) { return std::nullopt; });
  }

  Value x;
  llvm::function_ref<std::optional<double>(Value)> constant;
  llvm::DenseMap<Value, double> values;
  llvm::SetVector<Operation *> visited;
};

/// Whether `result`, a function of `x` in `type` (`function` evaluates it),
/// is a GELU: exact where it goes through an erf, the tanh approximation
/// where through a tanh (one of the two, never both), equal to that GELU at
/// points from -6 to 7 within 2e-4 or the precision of `type` (relative to
/// x beyond 1): torch-mlir's linalg tanh form writes sqrt(2 / pi) as
/// 0.797724, 2e-4 off, which moves f by up to 5e-5; the two GELUs differ by
/// up to 5e-4. Recognising the function by its values takes every way of
/// writing it (`x / sqrt(2)` or `x * (1 / sqrt(2))`, `0.5 * x` first or
/// last, `x^3` as a power or a product, sqrt(2 / pi) as a constant or a
/// power of 2 / pi).
std::optional<ActivationKind> classifyGelu(ElementwiseFunction &function,
                                           Value result, FloatType type) {
  if (!function.at(result, 1.0))
    return std::nullopt;
  auto count = [&](auto isOp) { return llvm::count_if(function.ops(), isOp); };
  auto erfs =
      count([](Operation *op) { return isa<math::ErfOp, tosa::ErfOp>(op); });
  auto tanhs =
      count([](Operation *op) { return isa<math::TanhOp, tosa::TanhOp>(op); });
  if (erfs + tanhs != 1)
    return std::nullopt;
  double (*gelu)(double) = erfs ? geluExact : geluTanh;
  // Constants are rounded to `type`; its every op rounds once more.
  double epsilon = std::ldexp(
      1.0,
      -int(llvm::APFloat::semanticsPrecision(type.getFloatSemantics())) + 1);
  double tolerance = std::max(2e-4, 16 * epsilon);
  for (double point : {-6.0, -3.5, -2.0, -1.25, -0.5, -0.125, 0.0, 0.2, 0.75,
                       1.5, 2.5, 4.0, 7.0}) {
    std::optional<double> value = function.at(result, point);
    if (!value || !(std::abs(*value - gelu(point)) <=
                    tolerance * std::max(1.0, std::abs(point))))
      return std::nullopt;
  }
  return erfs ? ActivationKind::Gelu : ActivationKind::GeluTanh;
}

std::optional<ActivationKind> classifyBody(Value v, Value x, Block &body) {
  ClampBounds bounds;
  if (peelClamps(v, body, bounds) == x && bounds.clamps > 0) {
    if (bounds.lo == std::optional<double>(0.0) && !bounds.hi)
      return ActivationKind::Relu;
    if (bounds.lo == std::optional<double>(0.0) &&
        bounds.hi == std::optional<double>(6.0))
      return ActivationKind::Relu6;
    return ActivationKind::Clamp;
  }
  if (isSigmoid(v, x, body))
    return ActivationKind::Sigmoid;
  if (isXTimes(v, x, body, isSigmoid))
    return ActivationKind::Silu;
  if (isHardSigmoid(v, x, body))
    return ActivationKind::HardSigmoid;
  if (isHardSwish(v, x, body))
    return ActivationKind::HardSwish;
  auto type = dyn_cast<FloatType>(x.getType());
  if (!type)
    return std::nullopt;
  ElementwiseFunction function(x,
                               [](Value value) { return scalarValue(value); });
  return classifyGelu(function, v, type);
}

} // namespace

OpOperand *mlir::quantkit::activationOperand(linalg::GenericOp generic) {
  if (!elementwiseResultType(generic))
    return nullptr;
  // The element is the one input that is not a constant bound.
  OpOperand *x = nullptr;
  for (OpOperand *operand : generic.getDpsInputOperands()) {
    if (uniformValue(operand->get(), 0))
      continue;
    BlockArgument arg = generic.getMatchingBlockArgument(operand);
    if (x || !elementOperand(generic, arg))
      return nullptr;
    x = operand;
  }
  return x;
}

std::optional<ActivationKind>
mlir::quantkit::classifyActivation(linalg::GenericOp generic) {
  OpOperand *x = activationOperand(generic);
  if (!x)
    return std::nullopt;
  Block &body = generic.getRegion().front();
  return classifyBody(body.getTerminator()->getOperand(0),
                      generic.getMatchingBlockArgument(x), body);
}

std::optional<ActivationKind>
mlir::quantkit::classifyTosaGelu(Value result, Value x,
                                 SmallVectorImpl<Operation *> &ops) {
  auto type = dyn_cast<RankedTensorType>(result.getType());
  auto element = type ? dyn_cast<FloatType>(type.getElementType()) : nullptr;
  if (!element || x.getType() != type)
    return std::nullopt;
  ElementwiseFunction function(
      x, [](Value value) { return uniformValue(value, 0); });
  std::optional<ActivationKind> kind = classifyGelu(function, result, element);
  if (!kind)
    return std::nullopt;
  ops.assign(function.ops().begin(), function.ops().end());
  return kind;
}

StringRef mlir::quantkit::stringifyActivationKind(ActivationKind kind) {
  switch (kind) {
  case ActivationKind::Relu:
    return "relu";
  case ActivationKind::Relu6:
    return "relu6";
  case ActivationKind::Clamp:
    return "clamp";
  case ActivationKind::HardSigmoid:
    return "hardsigmoid";
  case ActivationKind::HardSwish:
    return "hardswish";
  case ActivationKind::Sigmoid:
    return "sigmoid";
  case ActivationKind::Silu:
    return "silu";
  case ActivationKind::Gelu:
    return "gelu";
  case ActivationKind::GeluTanh:
    return "gelu_tanh";
  }
  return "unknown";
}

namespace {

/// Whether `value` is the one-use result of a convolution or matmul (a
/// grouped one's collapse included): what quantkit-fuse extends by a bias
/// add and clamps into one kernel.
bool isContractionResult(Value value) {
  if (!value.hasOneUse())
    return false;
  if (auto collapse = value.getDefiningOp<tensor::CollapseShapeOp>())
    value = collapse.getSrc();
  Operation *op = value.getDefiningOp();
  if (!op || !value.hasOneUse())
    return false;
  if (isa<linalg::ContractionOpInterface>(op))
    return true;
  return isa<linalg::ConvolutionOpInterface>(op) &&
         !op->getName().getStringRef().starts_with("linalg.pooling_");
}

/// The activations a chain of steps may become: those with no clamp form
/// (clamps fuse into kernels one generic at a time, as they are).
bool isChainActivation(std::optional<ActivationKind> kind) {
  return kind == ActivationKind::HardSigmoid ||
         kind == ActivationKind::HardSwish || kind == ActivationKind::Sigmoid ||
         kind == ActivationKind::Silu || kind == ActivationKind::Gelu ||
         kind == ActivationKind::GeluTanh;
}

/// The chain activations taken through a step that reads `x` twice: those
/// with a kernel of their own. `x * sigmoid(x)` (SiLU) has none, while its
/// sigmoid and product each have one.
bool readsItsInputTwice(ActivationKind kind) {
  return kind == ActivationKind::HardSwish || kind == ActivationKind::Gelu ||
         kind == ActivationKind::GeluTanh;
}

/// `chain` (producers first, each one's only use the next) cloned before
/// its last op and fused into one generic by upstream's elementwise
/// fusion; the clones are erased. Null where a fusion fails.
linalg::GenericOp fuseClones(RewriterBase &rewriter,
                             ArrayRef<linalg::GenericOp> chain) {
  rewriter.setInsertionPoint(chain.back());
  IRMapping mapping;
  SmallVector<linalg::GenericOp> producers;
  for (linalg::GenericOp step : chain.drop_back())
    producers.push_back(
        cast<linalg::GenericOp>(rewriter.clone(*step, mapping)));
  auto fused = cast<linalg::GenericOp>(rewriter.clone(*chain.back(), mapping));
  while (!producers.empty()) {
    linalg::GenericOp producer = producers.pop_back_val();
    OpOperand *use = nullptr;
    for (OpOperand &operand : fused->getOpOperands())
      if (operand.get() == producer.getResult(0))
        use = &operand;
    FailureOr<linalg::ElementwiseOpFusionResult> result = failure();
    if (use && linalg::areElementwiseOpsFusable(use))
      result = linalg::fuseElementwiseOps(rewriter, use);
    rewriter.eraseOp(fused);
    rewriter.eraseOp(producer);
    if (failed(result)) {
      for (linalg::GenericOp rest : llvm::reverse(producers))
        rewriter.eraseOp(rest);
      return {};
    }
    fused = cast<linalg::GenericOp>(result->fusedOp);
  }
  return fused;
}

} // namespace

namespace {

/// The inputs of an elementwise `generic` that are no compile-time uniform
/// value, each of the result's type and read in place; empty where any
/// other input is read otherwise.
SmallVector<OpOperand *> runTimeInputs(linalg::GenericOp generic) {
  if (!elementwiseResultType(generic))
    return {};
  SmallVector<OpOperand *> inputs;
  for (OpOperand *operand : generic.getDpsInputOperands()) {
    if (uniformValue(operand->get(), 0))
      continue;
    if (!elementOperand(generic, generic.getMatchingBlockArgument(operand)))
      return {};
    inputs.push_back(operand);
  }
  return inputs;
}

/// The generic computing `value` where it can be a step of a chain ending
/// at `last`: in the same block, `value` its only use, itself elementwise
/// with run-time inputs. Else null.
linalg::GenericOp chainProducer(Value value, linalg::GenericOp last) {
  auto producer = value.getDefiningOp<linalg::GenericOp>();
  if (!producer || producer->getBlock() != last->getBlock() ||
      !producer->hasOneUse() || runTimeInputs(producer).empty())
    return {};
  return producer;
}

/// The steps of the chain that ends at `last`, producers first, each the
/// only user of the one before: up through one-input steps, and through at
/// most one step of two run-time inputs where one is a chain producer and
/// the other is read beside it (the `x` of `x * f(x)`). `twoInputStep` is
/// that step's position in the result, or -1.
SmallVector<linalg::GenericOp> collectChain(linalg::GenericOp last,
                                            int &twoInputStep) {
  SmallVector<linalg::GenericOp> chain = {last};
  twoInputStep = -1;
  while (true) {
    SmallVector<OpOperand *> inputs = runTimeInputs(chain.back());
    linalg::GenericOp producer;
    if (inputs.size() == 1) {
      producer = chainProducer(inputs[0]->get(), last);
    } else if (inputs.size() == 2 && twoInputStep < 0) {
      linalg::GenericOp lhs = chainProducer(inputs[0]->get(), last);
      linalg::GenericOp rhs = chainProducer(inputs[1]->get(), last);
      // With both computed by one-use steps, which is `x` is not known.
      producer = lhs && rhs ? linalg::GenericOp() : lhs ? lhs : rhs;
      if (producer)
        twoInputStep = chain.size() - 1;
    }
    if (!producer)
      break;
    chain.push_back(producer);
  }
  std::reverse(chain.begin(), chain.end());
  if (twoInputStep >= 0)
    twoInputStep = chain.size() - 1 - twoInputStep;
  return chain;
}

} // namespace

void mlir::quantkit::fuseActivationChains(Operation *root) {
  SmallVector<linalg::GenericOp> generics;
  root->walk([&](linalg::GenericOp generic) { generics.push_back(generic); });
  llvm::DenseSet<Operation *> erased;
  IRRewriter rewriter(root->getContext());
  // From the last op of a chain up, so that each chain is met whole.
  for (linalg::GenericOp last : llvm::reverse(generics)) {
    if (erased.contains(last) || runTimeInputs(last).empty())
      continue;
    int twoInputStep;
    SmallVector<linalg::GenericOp> chain = collectChain(last, twoInputStep);
    // Leading steps that are the epilogue of the contraction before them
    // (a bias add, clamps) stay for quantkit-fuse to put in its kernel.
    if (OpOperand *input = activationOperand(chain.front());
        input && isContractionResult(input->get())) {
      Value acc = input->get();
      while (!chain.empty() && matchEpilogue(chain.front(), acc)) {
        acc = chain.front().getResult(0);
        chain.erase(chain.begin());
        --twoInputStep;
      }
    }
    if (chain.size() < 2)
      continue;
    // The longest tail of the chain that computes a named activation. A
    // tail through the two-input step reads `x` twice; upstream's fusion
    // gives it `x` as two operands, which deduplication makes one
    // (readsItsInputTwice).
    for (int first = 0; first + 1 < int(chain.size()); ++first) {
      ArrayRef<linalg::GenericOp> tail = ArrayRef(chain).drop_front(first);
      linalg::GenericOp fused = fuseClones(rewriter, tail);
      if (!fused)
        break;
      bool readsTwice = first <= twoInputStep;
      if (readsTwice) {
        FailureOr<linalg::GenericOp> deduplicated =
            linalg::deduplicateOperandsAndRemoveDeadResults(rewriter, fused,
                                                            false);
        if (succeeded(deduplicated))
          fused = *deduplicated;
      }
      std::optional<ActivationKind> kind = classifyActivation(fused);
      if (!isChainActivation(kind) ||
          (readsTwice && !readsItsInputTwice(*kind))) {
        rewriter.eraseOp(fused);
        continue;
      }
      rewriter.replaceOp(last, fused->getResults());
      for (linalg::GenericOp step : llvm::reverse(tail.drop_back())) {
        erased.insert(step);
        Value init = step.getDpsInits()[0];
        rewriter.eraseOp(step);
        // The steps' own inits (an empty tensor each) go with them.
        if (auto empty = init.getDefiningOp<tensor::EmptyOp>();
            empty && empty->use_empty())
          rewriter.eraseOp(empty);
      }
      break;
    }
  }
}

namespace {

/// `f` rounded to the float type `type`, then `op` applied in it
/// (`divf` or `mulf` by `by`): what the program computes for a constant
/// bound.
double applyInType(FloatType type, double f, Operation *op, double by) {
  const llvm::fltSemantics &semantics = type.getFloatSemantics();
  bool losesInfo;
  APFloat value(f), factor(by);
  value.convert(semantics, APFloat::rmNearestTiesToEven, &losesInfo);
  factor.convert(semantics, APFloat::rmNearestTiesToEven, &losesInfo);
  if (isa<arith::DivFOp>(op))
    value.divide(factor, APFloat::rmNearestTiesToEven);
  else
    value.multiply(factor, APFloat::rmNearestTiesToEven);
  return value.convertToDouble();
}

/// `clamp(y, lo, hi) / c` (or `* c`), `c` a positive constant, where `y`
/// is a contraction's result (or its bias epilogue's) that
/// FoldPerChannelAffine can scale -> `clamp(y / c, lo / c, hi / c)`: today's
/// torch-mlir writes a squeeze-and-excitation hardsigmoid as a convolution,
/// `+ 3` as a bias, the clamps to [0, 6] and `/ 6`; moved before the clamps,
/// the division is an affine step FoldPerChannelAffine folds into the
/// convolution's weights, and the clamps to [0, 1] its epilogue. Exact: a
/// division or product by a positive number is monotone, so it commutes
/// with the clamp, and the new bounds are the values the old ones became.
struct ScaleBeforeEpilogueClamp : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp scale,
                                PatternRewriter &rewriter) const override {
    OpOperand *input = activationOperand(scale);
    FloatType element = elementwiseResultType(scale);
    if (!input || !element)
      return failure();
    // The body: constants, then `x / c`, `x * c` or `c * x`.
    Block &body = scale.getRegion().front();
    Value x = scale.getMatchingBlockArgument(input);
    Operation *step = body.getTerminator()->getOperand(0).getDefiningOp();
    if (!step || !isa<arith::DivFOp, arith::MulFOp>(step) ||
        llvm::count_if(body.without_terminator(), [](Operation &op) {
          return !isa<arith::ConstantOp>(op);
        }) != 1)
      return failure();
    Value constant;
    if (step->getOperand(0) == x && step->getOperand(1) != x)
      constant = step->getOperand(1);
    else if (isa<arith::MulFOp>(step) && step->getOperand(1) == x &&
             step->getOperand(0) != x)
      constant = step->getOperand(0);
    else
      return failure();
    std::optional<double> by = scalarValue(constant);
    if (!by || !(*by > 0.0) || !std::isfinite(*by))
      return failure();
    auto clampOp = input->get().getDefiningOp<linalg::GenericOp>();
    if (!clampOp || !input->get().hasOneUse() ||
        clampOp->getBlock() != scale->getBlock())
      return failure();
    // Only where the scale then folds into the weights (past any further
    // clamps, which it moves before next): elsewhere, with weights known at
    // run time only say, it would split the kernel from its clamps.
    std::optional<ClampGeneric> clamp = matchClampGeneric(clampOp);
    if (!clamp)
      return failure();
    Value y = clamp->input;
    while (auto inner = y.getDefiningOp<linalg::GenericOp>()) {
      std::optional<ClampGeneric> innerClamp = matchClampGeneric(inner);
      if (!innerClamp || !y.hasOneUse())
        break;
      y = innerClamp->input;
    }
    if (!foldsPerChannelScale(y))
      return failure();
    // The scale moves before the clamp: its other operands (constants)
    // must be there already.
    for (Value operand : scale->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (operand != input->get() && operand != scale.getDpsInits()[0] && def &&
          (def->getBlock() != clampOp->getBlock() ||
           !def->isBeforeInBlock(clampOp)))
        return failure();
    }
    Location loc = scale.getLoc();
    rewriter.setInsertionPoint(clampOp);
    Value init = tensor::EmptyOp::create(
        rewriter, loc, tensor::getMixedSizes(rewriter, loc, clamp->input),
        element);
    IRMapping mapping;
    mapping.map(input->get(), clamp->input);
    mapping.map(scale.getDpsInits()[0], init);
    Operation *scaled = rewriter.clone(*scale, mapping);
    ClampBounds bounds = clamp->bounds;
    auto scaledBound = [&](std::optional<double> bound) {
      return bound ? std::optional<double>(
                         applyInType(element, *bound, step, *by))
                   : std::nullopt;
    };
    rewriter.setInsertionPoint(scale);
    Value clampInit = tensor::EmptyOp::create(
        rewriter, loc, tensor::getMixedSizes(rewriter, loc, clamp->input),
        element);
    linalg::GenericOp clamped = createClampGeneric(
        rewriter, clampOp.getLoc(), scaled->getResult(0), clampInit,
        scaledBound(bounds.lo), scaledBound(bounds.hi));
    rewriter.replaceOp(scale, clamped->getResults());
    rewriter.eraseOp(clampOp);
    return success();
  }
};

/// The TOSA form of ScaleBeforeEpilogueClamp: `tosa.mul(tosa.clamp(y),
/// c)`, `c` a positive splat constant broadcast against `y` and `y` the
/// one-use result of a `tosa.conv2d` or `tosa.depthwise_conv2d` of constant
/// weights and bias -> `tosa.clamp(tosa.mul(y, c))` with the bounds multiplied
/// by `c`, so that FoldTosaPerChannelAffine folds the product into the weights
/// (torch-to-tosa's squeeze-and-excitation hardsigmoid: its `+ 3` already in
/// the convolution's bias, `tosa.clamp` to [0, 6], `tosa.mul` by 1/6).
struct TosaScaleBeforeClamp : OpRewritePattern<tosa::MulOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tosa::MulOp mul,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(mul.getType());
    FloatType element =
        type ? dyn_cast<FloatType>(type.getElementType()) : FloatType();
    if (!element)
      return failure();
    for (int i = 0; i < 2; ++i) {
      auto clamp = mul->getOperand(i).getDefiningOp<tosa::ClampOp>();
      Value factor = mul->getOperand(1 - i);
      std::optional<double> by = uniformValue(factor, 0);
      if (!clamp || !clamp->hasOneUse() || clamp.getType() != type || !by ||
          !(*by > 0.0) || !std::isfinite(*by) ||
          !factor.getDefiningOp<tosa::ConstOp>())
        continue;
      Value y = clamp.getInput();
      Operation *conv = y.getDefiningOp();
      // FoldTosaPerChannelAffine scales constant weights and bias.
      Value weights, bias;
      if (auto c = dyn_cast_or_null<tosa::Conv2DOp>(conv)) {
        weights = c.getWeight();
        bias = c.getBias();
      } else if (auto c = dyn_cast_or_null<tosa::DepthwiseConv2DOp>(conv)) {
        weights = c.getWeight();
        bias = c.getBias();
      }
      auto lo = dyn_cast<FloatAttr>(clamp.getMinValAttr());
      auto hi = dyn_cast<FloatAttr>(clamp.getMaxValAttr());
      if (!weights || !y.hasOneUse() || !matchPattern(weights, m_Constant()) ||
          !matchPattern(bias, m_Constant()) || !lo || !hi)
        continue;
      Value scaled = tosa::MulOp::create(rewriter, mul.getLoc(), type, y,
                                         factor, mul.getShift());
      auto bound = [&](FloatAttr attr) {
        return rewriter.getFloatAttr(
            attr.getType(),
            applyInType(element, attr.getValueAsDouble(), mul, *by));
      };
      auto newClamp =
          tosa::ClampOp::create(rewriter, clamp.getLoc(), type, scaled,
                                bound(lo), bound(hi), clamp.getNanModeAttr());
      rewriter.replaceOp(mul, newClamp.getResult());
      rewriter.eraseOp(clamp);
      return success();
    }
    return failure();
  }
};

} // namespace

void mlir::quantkit::populateActivationPatterns(RewritePatternSet &patterns) {
  patterns.add<CanonicalizeClampGeneric, ClampStepsToMinMax,
               ScaleBeforeEpilogueClamp, TosaScaleBeforeClamp>(
      patterns.getContext());
}
