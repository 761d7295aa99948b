//===- SoftmaxKernel.cpp - Softmax as front ends write it -----------------===//
//
// No front end emits a softmax op: torch-mlir (linalg and TOSA),
// torch-mlir's ONNX importer and TensorFlow's TOSA legalization decompose
// `softmax(beta * x)` along one axis into the stable form
//
//   M = max(x)  along the axis           (a reduction, -inf or -FLT_MAX init;
//                                        onnx-mlir's TOSA has no M)
//   E = exp(x - M)                       (M broadcast back along the axis)
//   S = sum(E)  along the axis           (a reduction, zero init)
//   y = E / S   (TOSA: E * reciprocal(S))
//
// and scaled_dot_product_attention guards it against rows that are all
// `-inf` (`select(all(x == -inf), 0, y)`, in linalg generics or TOSA's
// equal, reduce_all and select). matchSoftmax finds that chain
// from its last op, so quantkit-fuse wraps it whole into one `softmax`
// region and quantkit-materialize makes a `quantkit.softmax` of it. A
// quantized input is never `-inf`, so the guard joins the kernel and
// disappears; a constant factor of `x` (attention's `1 / sqrt(d)` as ONNX
// writes it) joins it as `beta` where only the softmax reads the product.
//
//===----------------------------------------------------------------------===//

#include "passes/quantize/FusedKernel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/STLExtras.h"

#include <cmath>

using namespace mlir;
using namespace mlir::quantkit;
using namespace mlir::quantkit::match;

namespace {

/// The chain found so far: its input, its axis, the factor of its input,
/// its ops.
struct Chain {
  Value x;
  unsigned axis = 0;
  double beta = 1.0;
  SmallVector<Operation *> ops;
};

/// The one op a generic's body computes its result `index` with, where it
/// reads the body's arguments only, or null.
Operation *yieldedOp(linalg::GenericOp generic, unsigned index = 0) {
  Value yielded =
      generic.getRegion().front().getTerminator()->getOperand(index);
  return yielded.getDefiningOp();
}

/// Whether `op` (in a generic's body) computes `Op(args[i], args[j])`.
template <typename Op>
bool computes(Operation *op, Block &body, unsigned i, unsigned j) {
  auto typed = dyn_cast_or_null<Op>(op);
  return typed && typed->getOperand(0) == body.getArgument(i) &&
         typed->getOperand(1) == body.getArgument(j);
}

/// Whether `map`, in a loop over `rank` dimensions, reads a per-row value of
/// a reduction along `axis`: the other dimensions in order, with a constant
/// 0 at position `axis` (the kept, unit dimension) or nothing there.
bool isRowMap(AffineMap map, unsigned axis) {
  unsigned position = 0;
  auto next = [&]() {
    return position < map.getNumResults() ? map.getResult(position)
                                          : AffineExpr();
  };
  for (unsigned dim = 0; dim < map.getNumDims(); ++dim) {
    AffineExpr expr = next();
    if (dim == axis) {
      auto zero = dyn_cast_or_null<AffineConstantExpr>(expr);
      if (zero && zero.getValue() == 0 && position == axis)
        ++position;
      continue;
    }
    auto read = dyn_cast_or_null<AffineDimExpr>(expr);
    if (!read || read.getPosition() != dim)
      return false;
    ++position;
  }
  return position == map.getNumResults() && map.getNumSymbols() == 0;
}

/// `value` before reshapes that only add or drop unit dimensions (the
/// `tensor.expand_shape` of a reduced row back to the input's rank); the
/// reshapes go to `ops`.
Value throughUnitReshapes(Value value, SmallVector<Operation *> &ops) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(def))
      break;
    auto from = cast<ShapedType>(def->getOperand(0).getType());
    auto to = cast<ShapedType>(def->getResult(0).getType());
    auto nonUnit = [](ShapedType type) {
      SmallVector<int64_t> sizes;
      for (int64_t size : type.getShape())
        if (size != 1)
          sizes.push_back(size);
      return sizes;
    };
    if (!from.hasStaticShape() || !to.hasStaticShape() ||
        nonUnit(from) != nonUnit(to))
      break;
    ops.push_back(def);
    value = def->getOperand(0);
  }
  return value;
}

/// The dimension along which `generic` reduces its one input, read whole
/// (identity map), into inits read per row (isRowMap).
std::optional<unsigned> reductionAxis(linalg::GenericOp generic) {
  if (generic.getNumDpsInputs() != 1 || generic.getNumDpsInits() < 1)
    return std::nullopt;
  std::optional<unsigned> axis;
  for (auto [dim, type] : llvm::enumerate(generic.getIteratorTypesArray())) {
    if (type != utils::IteratorType::reduction)
      continue;
    if (axis)
      return std::nullopt;
    axis = dim;
  }
  if (!axis || !generic.getMatchingIndexingMap(generic.getDpsInputOperand(0))
                    .isIdentity())
    return std::nullopt;
  for (OpOperand &init : generic.getDpsInitsMutable())
    if (!isRowMap(generic.getMatchingIndexingMap(&init), *axis))
      return std::nullopt;
  return axis;
}

/// The reduction generic along `axis` behind `row` (an operand read per row),
/// through unit reshapes; they go to `ops`.
linalg::GenericOp rowReduction(Value row, unsigned axis,
                               SmallVector<Operation *> &ops) {
  auto generic = throughUnitReshapes(row, ops).getDefiningOp<linalg::GenericOp>();
  if (!generic || reductionAxis(generic) != axis)
    return {};
  return generic;
}

/// Whether `generic` is the row maximum of `x` along `axis` (result 0, from a
/// lowest-float init; torch-mlir adds the argmax as an unused result 1).
bool isRowMax(linalg::GenericOp generic, Value x, unsigned axis) {
  Block &body = generic.getRegion().front();
  unsigned inits = generic.getNumDpsInits();
  Operation *max = yieldedOp(generic);
  bool maximum = computes<arith::MaximumFOp>(max, body, 0, 1) ||
                 computes<arith::MaximumFOp>(max, body, 1, 0) ||
                 computes<arith::MaxNumFOp>(max, body, 0, 1) ||
                 computes<arith::MaxNumFOp>(max, body, 1, 0);
  auto init = generic.getDpsInits()[0].getDefiningOp<linalg::FillOp>();
  return maximum && generic.getDpsInputs()[0] == x && inits <= 2 &&
         (inits == 1 || generic.getResult(1).use_empty()) && init &&
         isLowestConstant(init.getInputs()[0]);
}

/// Whether `generic` is the row sum of `e` along `axis` from a zero init.
bool isRowSum(linalg::GenericOp generic, Value e) {
  Block &body = generic.getRegion().front();
  Operation *add = yieldedOp(generic);
  return generic.getNumDpsInits() == 1 && generic.getDpsInputs()[0] == e &&
         (computes<arith::AddFOp>(add, body, 0, 1) ||
          computes<arith::AddFOp>(add, body, 1, 0)) &&
         isZeroFill(generic.getDpsInits()[0]);
}

/// Whether `generic` is all-parallel with one init and reads input `index`
/// whole (identity map).
bool readsWhole(linalg::GenericOp generic, unsigned index) {
  return isAllParallel(generic) && generic.getNumDpsInits() == 1 &&
         index < generic.getNumDpsInputs() &&
         generic.getMatchingIndexingMap(generic.getDpsInputOperand(index))
             .isIdentity();
}

/// `E = exp(x - M)` for the row maximum M of x, one generic or two: the
/// chain's x, axis and ops so far (the maximum, reshapes, the difference,
/// the exponential).
std::optional<Chain> matchExponentials(Value e) {
  auto exp = e.getDefiningOp<linalg::GenericOp>();
  if (!exp || !readsWhole(exp, 0) || !hasFloatTensorResult(exp))
    return std::nullopt;
  Block &expBody = exp.getRegion().front();
  auto expOp = dyn_cast_or_null<math::ExpOp>(yieldedOp(exp));
  if (!expOp)
    return std::nullopt;
  // The difference: in `exp`'s body, or a generic of its own before it.
  linalg::GenericOp difference = exp;
  Block *differenceBody = &expBody;
  Operation *subtraction = expOp.getOperand().getDefiningOp();
  Chain chain;
  if (expOp.getOperand() == expBody.getArgument(0) &&
      exp.getNumDpsInputs() == 1) {
    difference = exp.getDpsInputs()[0].getDefiningOp<linalg::GenericOp>();
    if (!difference || !difference->hasOneUse())
      return std::nullopt;
    differenceBody = &difference.getRegion().front();
    subtraction = yieldedOp(difference);
    chain.ops.push_back(difference);
  }
  if (!readsWhole(difference, 0) || difference.getNumDpsInputs() != 2 ||
      !computes<arith::SubFOp>(subtraction, *differenceBody, 0, 1))
    return std::nullopt;
  Value x = difference.getDpsInputs()[0];
  AffineMap rowMap =
      difference.getMatchingIndexingMap(difference.getDpsInputOperand(1));
  auto type = cast<RankedTensorType>(x.getType());
  for (unsigned axis = 0; axis < type.getRank(); ++axis) {
    if (!isRowMap(rowMap, axis))
      continue;
    SmallVector<Operation *> reshapes;
    linalg::GenericOp max =
        rowReduction(difference.getDpsInputs()[1], axis, reshapes);
    if (!max || !isRowMax(max, x, axis))
      return std::nullopt;
    chain.x = x;
    chain.axis = axis;
    chain.ops.push_back(max);
    chain.ops.append(reshapes);
    chain.ops.push_back(exp);
    return chain;
  }
  return std::nullopt;
}

/// The softmax `div` (`E / S`, S read per row) ends, without a guard.
std::optional<Chain> matchLinalgSoftmax(linalg::GenericOp div) {
  if (!readsWhole(div, 0) || div.getNumDpsInputs() != 2 ||
      !hasFloatTensorResult(div) ||
      !computes<arith::DivFOp>(yieldedOp(div), div.getRegion().front(), 0, 1))
    return std::nullopt;
  Value e = div.getDpsInputs()[0];
  std::optional<Chain> chain = matchExponentials(e);
  if (!chain ||
      !isRowMap(div.getMatchingIndexingMap(div.getDpsInputOperand(1)),
                chain->axis))
    return std::nullopt;
  SmallVector<Operation *> reshapes;
  linalg::GenericOp sum =
      rowReduction(div.getDpsInputs()[1], chain->axis, reshapes);
  if (!sum || !isRowSum(sum, e))
    return std::nullopt;
  chain->ops.push_back(sum);
  chain->ops.append(reshapes);
  chain->ops.push_back(div);
  return chain;
}

/// scaled_dot_product_attention's guard `select(all(x == -inf), 0, y)`
/// ending at `select`, around the softmax of x it returns in place of y (the
/// 0 any constant).
std::optional<Chain> matchGuardedSoftmax(linalg::GenericOp select) {
  if (!readsWhole(select, 2) || select.getNumDpsInputs() != 3 ||
      !hasFloatTensorResult(select))
    return std::nullopt;
  Block &body = select.getRegion().front();
  auto choice = dyn_cast_or_null<arith::SelectOp>(yieldedOp(select));
  if (!choice || choice.getCondition() != body.getArgument(0) ||
      choice.getTrueValue() != body.getArgument(1) ||
      choice.getFalseValue() != body.getArgument(2))
    return std::nullopt;
  // What a row of -inf gives (zeros as torch writes it; any constant: a
  // quantized row is never -inf).
  Operation *fallback = select.getDpsInputs()[1].getDefiningOp();
  if (!fallback || !fallback->hasTrait<OpTrait::ConstantLike>())
    return std::nullopt;
  auto div = select.getDpsInputs()[2].getDefiningOp<linalg::GenericOp>();
  if (!div || !div->hasOneUse())
    return std::nullopt;
  std::optional<Chain> chain = matchLinalgSoftmax(div);
  if (!chain ||
      !isRowMap(select.getMatchingIndexingMap(select.getDpsInputOperand(0)),
                chain->axis))
    return std::nullopt;
  // all(x == -inf) along the axis.
  SmallVector<Operation *> reshapes;
  linalg::GenericOp all =
      rowReduction(select.getDpsInputs()[0], chain->axis, reshapes);
  if (!all || !all->hasOneUse() ||
      !computes<arith::AndIOp>(yieldedOp(all), all.getRegion().front(), 0,
                               1))
    return std::nullopt;
  auto compare = all.getDpsInputs()[0].getDefiningOp<linalg::GenericOp>();
  if (!compare || !compare->hasOneUse() || !readsWhole(compare, 0) ||
      compare.getNumDpsInputs() != 1 || compare.getDpsInputs()[0] != chain->x)
    return std::nullopt;
  auto equal = dyn_cast_or_null<arith::CmpFOp>(yieldedOp(compare));
  if (!equal || equal.getPredicate() != arith::CmpFPredicate::OEQ)
    return std::nullopt;
  Value element = equal.getLhs(), bound = equal.getRhs();
  if (constantValue(element))
    std::swap(element, bound);
  if (auto extend = element.getDefiningOp<arith::ExtFOp>())
    element = extend.getIn();
  std::optional<double> infinity = constantValue(bound);
  if (element != compare.getRegion().front().getArgument(0) || !infinity ||
      !std::isinf(*infinity) || *infinity > 0)
    return std::nullopt;
  chain->ops.append({compare, all});
  chain->ops.append(reshapes);
  chain->ops.push_back(select);
  return chain;
}

/// Moves a constant positive factor of the chain's x into beta where only
/// the chain reads the product (matchConstantFactor: a generic `x * c` or
/// `x / c`, a `tosa.mul` by a splat).
void absorbFactor(Chain &chain) {
  Operation *def = chain.x.getDefiningOp();
  if (!def || def->getNumResults() != 1 ||
      !llvm::all_of(def->getUsers(), [&](Operation *user) {
        return llvm::is_contained(chain.ops, user);
      }))
    return;
  std::optional<ScaledValue> scaled = matchConstantFactor(def);
  if (!scaled)
    return;
  double beta = chain.beta * scaled->factor;
  if (!std::isfinite(beta) || beta <= 0.0)
    return;
  chain.x = scaled->x;
  chain.beta = beta;
  chain.ops.insert(chain.ops.begin(), def);
}

/// The TOSA softmax ending at `mul`: `E * reciprocal(reduce_sum(E))` with
/// `E = exp(x - reduce_max(x))` (torch-to-tosa, TensorFlow's legalization)
/// or `E = exp(x)` (onnx-mlir's and older TensorFlow legalizations: the
/// same function, which the kernel computes from the row maximum anyway),
/// one axis.
std::optional<Chain> matchTosaSoftmax(tosa::MulOp mul) {
  if (!hasFloatTensorResult(mul) || !isZeroConstant(mul.getShift()))
    return std::nullopt;
  for (auto [e, r] : {std::pair(mul.getInput1(), mul.getInput2()),
                      std::pair(mul.getInput2(), mul.getInput1())}) {
    auto exp = e.getDefiningOp<tosa::ExpOp>();
    auto reciprocal = r.getDefiningOp<tosa::ReciprocalOp>();
    if (!exp || !reciprocal || e.getType() != mul.getType() ||
        !reciprocal->hasOneUse())
      continue;
    auto sum = reciprocal.getInput1().getDefiningOp<tosa::ReduceSumOp>();
    if (!sum || !sum->hasOneUse() || sum.getInput() != e)
      continue;
    Chain chain;
    chain.axis = sum.getAxis();
    chain.x = exp.getInput1();
    chain.ops = {exp, sum, reciprocal, mul};
    if (auto difference = exp.getInput1().getDefiningOp<tosa::SubOp>()) {
      auto max = difference.getInput2().getDefiningOp<tosa::ReduceMaxOp>();
      if (!difference->hasOneUse() || !max || !max->hasOneUse() ||
          max.getInput() != difference.getInput1() ||
          max.getAxis() != sum.getAxis())
        continue;
      chain.x = difference.getInput1();
      chain.ops.insert(chain.ops.begin(), {max, difference});
    }
    if (chain.x.getType() != mul.getType())
      continue;
    return chain;
  }
  return std::nullopt;
}

/// The TOSA form of the guard: `select(reduce_all(equal(x, -inf)), c, y)`
/// (x through a `tosa.cast` to f64 or not), y a TOSA softmax of x.
std::optional<Chain> matchTosaGuardedSoftmax(tosa::SelectOp select) {
  auto mul = select.getOnFalse().getDefiningOp<tosa::MulOp>();
  Operation *fallback = select.getOnTrue().getDefiningOp();
  if (!mul || !mul->hasOneUse() || !fallback ||
      !fallback->hasTrait<OpTrait::ConstantLike>() ||
      select.getType() != mul.getType())
    return std::nullopt;
  std::optional<Chain> chain = matchTosaSoftmax(mul);
  if (!chain)
    return std::nullopt;
  auto all = select.getInput1().getDefiningOp<tosa::ReduceAllOp>();
  if (!all || !all->hasOneUse() || all.getAxis() != chain->axis)
    return std::nullopt;
  auto equal = all.getInput().getDefiningOp<tosa::EqualOp>();
  if (!equal || !equal->hasOneUse())
    return std::nullopt;
  SmallVector<Operation *> guard = {equal, all, select};
  for (auto [value, bound] :
       {std::pair(equal.getInput1(), equal.getInput2()),
        std::pair(equal.getInput2(), equal.getInput1())}) {
    std::optional<double> infinity = constantValue(bound);
    if (!infinity || !std::isinf(*infinity) || *infinity > 0)
      continue;
    if (auto cast = value.getDefiningOp<tosa::CastOp>();
        cast && cast->hasOneUse()) {
      guard.insert(guard.begin(), cast);
      value = cast.getInput();
    }
    if (value != chain->x)
      return std::nullopt;
    chain->ops.append(guard);
    return chain;
  }
  return std::nullopt;
}

} // namespace

std::optional<KernelMatch> quantkit::matchSoftmax(Operation *op) {
  std::optional<Chain> chain;
  if (auto generic = dyn_cast<linalg::GenericOp>(op)) {
    chain = matchGuardedSoftmax(generic);
    // A guarded softmax is matched from its select, not its division.
    auto guard = generic->hasOneUse()
                     ? dyn_cast<linalg::GenericOp>(*generic->user_begin())
                     : linalg::GenericOp();
    if (!chain && !(guard && matchGuardedSoftmax(guard)))
      chain = matchLinalgSoftmax(generic);
  } else if (auto mul = dyn_cast<tosa::MulOp>(op)) {
    // A guarded softmax is matched from its select.
    auto guard = mul->hasOneUse() ? dyn_cast<tosa::SelectOp>(*mul->user_begin())
                                  : tosa::SelectOp();
    if (!(guard && matchTosaGuardedSoftmax(guard)))
      chain = matchTosaSoftmax(mul);
  } else if (auto select = dyn_cast<tosa::SelectOp>(op)) {
    chain = matchTosaGuardedSoftmax(select);
  }
  if (!chain || chain->x.getType() != op->getResult(0).getType())
    return std::nullopt;
  absorbFactor(*chain);
  // Every value between x and the result is the kernel's alone.
  for (Operation *inner : chain->ops)
    if (inner != op &&
        llvm::any_of(inner->getUsers(), [&](Operation *user) {
          return !llvm::is_contained(chain->ops, user);
        }))
      return std::nullopt;
  if (llvm::any_of(chain->ops, [&](Operation *inner) {
        return inner->getBlock() != op->getBlock();
      }))
    return std::nullopt;
  llvm::sort(chain->ops, [](Operation *a, Operation *b) {
    return a->isBeforeInBlock(b);
  });
  KernelMatch m;
  m.kernel = "softmax";
  m.core = op;
  m.ops = std::move(chain->ops);
  m.inputs = {chain->x};
  m.result = op->getResult(0);
  m.axis = chain->axis;
  m.beta = chain->beta;
  return m;
}
