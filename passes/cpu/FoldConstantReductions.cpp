//===- FoldConstantReductions.cpp - Evaluate integer reductions of constants ===//
//
// quantkit-lower computes the zero-point correction terms (sums of the
// weights over the reduction) with `linalg.generic` reductions. When the
// weights are constants these sums are compile-time constants too, but
// upstream's linalg constant folding only handles all-parallel ops, so at
// run time they would cost a pass over the weights on every call. This pass
// evaluates such reductions exactly and replaces them with `arith.constant`.
//
// Folded: a `linalg.generic` on static tensors whose inputs are integer
// `arith.constant`s (or `tensor.empty` placeholders the body never reads),
// whose init is a `linalg.fill` of an integer constant, with projected
// permutation maps and a body of integer `arith` ops (add, sub, mul, xor,
// and, or, extensions, truncation, constants).
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITFOLDCONSTANTREDUCTIONS
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;

namespace {

/// Iteration spaces beyond this many points are left to run time.
constexpr int64_t kMaxPoints = int64_t(1) << 26;

/// Evaluates one scalar op of the body; failure for anything unsupported.
FailureOr<APInt> evaluate(Operation *op, ArrayRef<APInt> operands) {
  auto width = [&] {
    return cast<IntegerType>(op->getResult(0).getType()).getWidth();
  };
  return llvm::TypeSwitch<Operation *, FailureOr<APInt>>(op)
      .Case([&](arith::AddIOp) { return operands[0] + operands[1]; })
      .Case([&](arith::SubIOp) { return operands[0] - operands[1]; })
      .Case([&](arith::MulIOp) { return operands[0] * operands[1]; })
      .Case([&](arith::XOrIOp) { return operands[0] ^ operands[1]; })
      .Case([&](arith::AndIOp) { return operands[0] & operands[1]; })
      .Case([&](arith::OrIOp) { return operands[0] | operands[1]; })
      .Case([&](arith::ExtSIOp) { return operands[0].sext(width()); })
      .Case([&](arith::ExtUIOp) { return operands[0].zext(width()); })
      .Case([&](arith::TruncIOp) { return operands[0].trunc(width()); })
      .Default([](Operation *) { return failure(); });
}

struct ConstantReduction {
  linalg::GenericOp op;
  SmallVector<std::optional<SmallVector<APInt>>> inputs;
  APInt initValue;
};

/// Checks the shape of `op` and reads its constant operands.
std::optional<ConstantReduction> match(linalg::GenericOp op) {
  if (op.getNumDpsInits() != 1 || !op.hasPureTensorSemantics() ||
      op.getNumReductionLoops() == 0)
    return std::nullopt;
  for (AffineMap map : op.getIndexingMapsArray())
    if (!map.isProjectedPermutation())
      return std::nullopt;
  // The iteration space is bounded before any constant is read: a constant
  // of 10^10 splat elements costs nothing to write, but expanded it would
  // not fit in memory.
  int64_t points = 1;
  for (int64_t size : op.getStaticLoopRanges()) {
    if (ShapedType::isDynamic(size) || size > kMaxPoints)
      return std::nullopt;
    points *= size;
    if (points > kMaxPoints)
      return std::nullopt;
  }
  ConstantReduction r{op, {}, APInt()};
  Block &body = op.getRegion().front();
  for (OpOperand *input : op.getDpsInputOperands()) {
    auto type = dyn_cast<RankedTensorType>(input->get().getType());
    if (!type || !type.hasStaticShape())
      return std::nullopt;
    BlockArgument arg = body.getArgument(input->getOperandNumber());
    DenseIntElementsAttr data;
    if (matchPattern(input->get(), m_Constant(&data))) {
      r.inputs.push_back(llvm::to_vector(data.getValues<APInt>()));
    } else if (input->get().getDefiningOp<tensor::EmptyOp>() &&
               arg.use_empty()) {
      r.inputs.push_back(std::nullopt);
    } else {
      return std::nullopt;
    }
  }
  auto fill = op.getDpsInits()[0].getDefiningOp<linalg::FillOp>();
  auto outType = dyn_cast<RankedTensorType>(op.getResult(0).getType());
  if (!fill || !outType || !outType.hasStaticShape() ||
      !outType.getElementType().isSignlessInteger() ||
      !matchPattern(fill.getInputs()[0], m_ConstantInt(&r.initValue)))
    return std::nullopt;
  for (Operation &inner : body.without_terminator())
    if (!isa<arith::AddIOp, arith::SubIOp, arith::MulIOp, arith::XOrIOp,
             arith::AndIOp, arith::OrIOp, arith::ExtSIOp, arith::ExtUIOp,
             arith::TruncIOp, arith::ConstantOp>(inner) ||
        !llvm::all_of(inner.getResultTypes(),
                      [](Type t) { return t.isSignlessInteger(); }))
      return std::nullopt;
  return r;
}

/// Runs the reduction over its whole iteration space.
FailureOr<DenseElementsAttr> fold(const ConstantReduction &r) {
  linalg::GenericOp op = r.op;
  auto outType = cast<RankedTensorType>(op.getResult(0).getType());
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  Block &body = op.getRegion().front();
  unsigned numInputs = op.getNumDpsInputs();

  auto flatIndex = [](ArrayRef<int64_t> shape, ArrayRef<int64_t> index) {
    int64_t flat = 0;
    for (auto [size, i] : llvm::zip(shape, index))
      flat = flat * size + i;
    return flat;
  };
  SmallVector<SmallVector<int64_t>> shapes;
  for (Value operand : op->getOperands())
    shapes.push_back(
        llvm::to_vector(cast<RankedTensorType>(operand.getType()).getShape()));

  SmallVector<APInt> result(outType.getNumElements(), r.initValue);
  SmallVector<int64_t> point(ranges.size(), 0);
  DenseMap<Value, APInt> values;
  while (true) {
    values.clear();
    for (unsigned i = 0; i < numInputs; ++i)
      if (r.inputs[i])
        values[body.getArgument(i)] =
            (*r.inputs[i])[flatIndex(shapes[i], maps[i].compose(point))];
    int64_t outIndex = flatIndex(shapes[numInputs],
                                 maps[numInputs].compose(point));
    values[body.getArgument(numInputs)] = result[outIndex];
    for (Operation &inner : body.without_terminator()) {
      if (auto constant = dyn_cast<arith::ConstantOp>(inner)) {
        auto attr = dyn_cast<IntegerAttr>(constant.getValue());
        if (!attr)
          return failure();
        values[constant] = attr.getValue();
        continue;
      }
      SmallVector<APInt> operands;
      for (Value operand : inner.getOperands()) {
        auto it = values.find(operand);
        if (it == values.end())
          return failure();
        operands.push_back(it->second);
      }
      FailureOr<APInt> value = evaluate(&inner, operands);
      if (failed(value))
        return failure();
      values[inner.getResult(0)] = *value;
    }
    auto it = values.find(body.getTerminator()->getOperand(0));
    if (it == values.end())
      return failure();
    result[outIndex] = it->second;
    // Next point, innermost loop fastest.
    int d = static_cast<int>(ranges.size()) - 1;
    for (; d >= 0; --d) {
      if (++point[d] < ranges[d])
        break;
      point[d] = 0;
    }
    if (d < 0)
      break;
  }
  return DenseElementsAttr::get(outType, result);
}

struct QuantKitFoldConstantReductions
    : public quantkit::impl::QuantKitFoldConstantReductionsBase<
          QuantKitFoldConstantReductions> {
  void runOnOperation() override {
    SmallVector<ConstantReduction> found;
    getOperation()->walk([&](linalg::GenericOp op) {
      if (std::optional<ConstantReduction> r = match(op))
        found.push_back(std::move(*r));
    });
    for (ConstantReduction &r : found) {
      FailureOr<DenseElementsAttr> folded = fold(r);
      if (failed(folded))
        continue;
      OpBuilder b(r.op);
      Value constant = arith::ConstantOp::create(b, r.op.getLoc(), *folded);
      r.op.getResult(0).replaceAllUsesWith(constant);
      r.op.erase();
      ++numFolded;
    }
  }
};

} // namespace
