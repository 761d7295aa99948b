//===- FoldConstantOperands.cpp - Per-channel constants computed once -----===//
//
// quantkit-lower's requantization epilogue is an all-parallel
// `linalg.generic` whose per-channel operands (multipliers, exponents,
// weight sums, zero points) are constant tensors. Part of its body depends
// on those operands alone: the shift amounts max(e, 0) and max(-e, 0), the
// rounding mask 2^s - 1 and threshold, the zero-point products. Lowered as
// is, that part runs again for every output element; here it is evaluated
// once per channel at compile time, with each op's own folder, and enters
// the generic as a new constant operand. Results are unchanged bit for bit:
// the folders are the ops' definitions.
//
// A body op is folded when it is free of side effects, has one scalar
// result, and each operand is a constant (inside or outside the body) or
// depends only on constant tensor operands that share one indexing map.
// A new operand that holds one value everywhere becomes an `arith.constant`
// above the op instead, where later folding can simplify around it (a
// shift by 0).
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITFOLDCONSTANTOPERANDS
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;

namespace {

/// Tables larger than this stay as they are (one entry per channel is the
/// common case).
constexpr int64_t kMaxTableElements = int64_t(1) << 16;

/// The compile-time value of a body value: one attribute per element of a
/// table read through `map`, or one attribute for all (`map` empty).
struct Table {
  AffineMap map;
  ArrayRef<int64_t> shape;
  SmallVector<Attribute> elements;
  bool isScalar() const { return !map; }
};

/// The known tables of one generic's body values.
class Tables {
public:
  explicit Tables(linalg::GenericOp op) : op(op) {
    for (OpOperand *input : op.getDpsInputOperands()) {
      auto type = dyn_cast<RankedTensorType>(input->get().getType());
      DenseElementsAttr data;
      // A table of no elements (a shape the generic's loops cannot index,
      // as a mutated TOSA constant can give) has nothing to evaluate.
      if (!type || !type.hasStaticShape() || type.getNumElements() == 0 ||
          type.getNumElements() > kMaxTableElements ||
          !matchPattern(input->get(), m_Constant(&data)))
        continue;
      Table table{op.getMatchingIndexingMap(input), type.getShape(), {}};
      llvm::append_range(table.elements, data.getValues<Attribute>());
      known[op.getMatchingBlockArgument(input)] = std::move(table);
    }
  }

  /// The table of `value`, if it is known at compile time.
  const Table *lookup(Value value) {
    auto it = known.find(value);
    if (it != known.end())
      return &it->second;
    Attribute attr;
    if (value.getParentRegion() != &op.getRegion() &&
        matchPattern(value, m_Constant(&attr)))
      return &(known[value] = Table{AffineMap(), {}, {attr}});
    if (auto constant = value.getDefiningOp<arith::ConstantOp>())
      return &(known[value] = Table{AffineMap(), {}, {constant.getValue()}});
    return nullptr;
  }

  /// Evaluates `inner` element by element with its folder; false where an
  /// operand is unknown, operands read different tables, or a fold fails.
  bool evaluate(Operation *inner) {
    if (inner->getNumResults() != 1 || inner->getNumRegions() != 0 ||
        !isPure(inner) || !inner->getResult(0).getType().isIntOrFloat())
      return false;
    SmallVector<const Table *> operands;
    const Table *shaped = nullptr;
    for (Value operand : inner->getOperands()) {
      const Table *table = lookup(operand);
      if (!table)
        return false;
      if (!table->isScalar()) {
        if (shaped &&
            (shaped->map != table->map || shaped->shape != table->shape))
          return false;
        shaped = table;
      }
      operands.push_back(table);
    }
    if (!shaped)
      return false; // all scalar: upstream folding's business
    Table result{shaped->map, shaped->shape, {}};
    SmallVector<Attribute> attrs(operands.size());
    SmallVector<OpFoldResult> folded;
    for (size_t i = 0, e = shaped->elements.size(); i < e; ++i) {
      for (auto [slot, table] : llvm::zip(attrs, operands))
        slot = table->isScalar() ? table->elements[0] : table->elements[i];
      folded.clear();
      if (failed(inner->fold(attrs, folded)) || folded.size() != 1)
        return false;
      Attribute value = dyn_cast<Attribute>(folded[0]);
      // A folder may answer with one of the op's own operands (x + 0).
      if (auto same = dyn_cast<Value>(folded[0]))
        for (auto [operand, attr] : llvm::zip(inner->getOperands(), attrs))
          if (operand == same)
            value = attr;
      if (!isa_and_nonnull<IntegerAttr, FloatAttr>(value) ||
          cast<TypedAttr>(value).getType() != inner->getResult(0).getType())
        return false;
      result.elements.push_back(value);
    }
    known[inner->getResult(0)] = std::move(result);
    return true;
  }

private:
  linalg::GenericOp op;
  DenseMap<Value, Table> known;
};

/// Folds the constant part of `op`'s body; the replacement, or null when
/// nothing was folded.
linalg::GenericOp foldConstantOperands(linalg::GenericOp op) {
  if (!op.hasPureTensorSemantics() || op.getNumReductionLoops() != 0)
    return {};
  Block &body = op.getRegion().front();
  Tables tables(op);
  SmallVector<Operation *> folded;
  for (Operation &inner : body.without_terminator())
    if (tables.evaluate(&inner))
      folded.push_back(&inner);
  // Only the folded values something else still reads need a table.
  SmallVector<Value> frontier;
  for (Operation *inner : folded)
    if (llvm::any_of(inner->getUsers(), [&](Operation *user) {
          return !llvm::is_contained(folded, user);
        }))
      frontier.push_back(inner->getResult(0));
  if (frontier.empty())
    return {};

  OpBuilder b(op);
  Location loc = op.getLoc();
  unsigned numInputs = op.getNumDpsInputs();
  SmallVector<Value> inputs(op.getDpsInputs());
  SmallVector<AffineMap> maps(op.getIndexingMapsArray());
  SmallVector<AffineMap> outputMaps(maps.begin() + numInputs, maps.end());
  maps.resize(numInputs);
  for (Value value : frontier) {
    const Table *table = tables.lookup(value);
    Type element = value.getType();
    bool uniform = llvm::all_equal(table->elements);
    if (uniform) {
      // Above the op, where canonical IR keeps constants.
      value.replaceAllUsesWith(arith::ConstantOp::create(
          b, loc, cast<TypedAttr>(table->elements[0])));
      continue;
    }
    auto type = RankedTensorType::get(table->shape, element);
    inputs.push_back(arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(type, table->elements)));
    maps.push_back(table->map);
    value.replaceAllUsesWith(
        body.insertArgument(inputs.size() - 1, element, loc));
  }
  for (Operation *inner : llvm::reverse(folded))
    if (inner->use_empty())
      inner->erase();
  // Inputs nothing reads any more go.
  for (int i = static_cast<int>(inputs.size()) - 1; i >= 0; --i)
    if (body.getArgument(i).use_empty()) {
      body.eraseArgument(i);
      inputs.erase(inputs.begin() + i);
      maps.erase(maps.begin() + i);
    }
  maps.append(outputMaps);
  auto replacement = linalg::GenericOp::create(b, loc, op.getResultTypes(),
                                               inputs, op.getDpsInits(), maps,
                                               op.getIteratorTypesArray());
  replacement.getRegion().takeBody(op.getRegion());
  op->replaceAllUsesWith(replacement->getResults());
  op->erase();
  return replacement;
}

struct QuantKitFoldConstantOperands
    : public quantkit::impl::QuantKitFoldConstantOperandsBase<
          QuantKitFoldConstantOperands> {
  void runOnOperation() override {
    SmallVector<linalg::GenericOp> generics;
    getOperation()->walk([&](linalg::GenericOp op) { generics.push_back(op); });
    for (linalg::GenericOp op : generics)
      if (foldConstantOperands(op))
        ++numFolded;
  }
};

} // namespace
