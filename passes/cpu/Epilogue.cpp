//===- Epilogue.cpp - Elementwise epilogues applied in kernel registers ---===//

#include "passes/cpu/Epilogue.h"
#include "passes/cpu/BufferUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::quantkit;

bool mlir::quantkit::isVectorizableBody(Block &body) {
  for (Operation &inner : body.without_terminator()) {
    if (auto constant = dyn_cast<arith::ConstantOp>(inner)) {
      if (!constant.getType().isIntOrFloat())
        return false;
      continue;
    }
    if (isa<arith::DivSIOp, arith::DivUIOp, arith::RemSIOp, arith::RemUIOp,
            arith::CeilDivSIOp, arith::CeilDivUIOp, arith::FloorDivSIOp>(inner))
      return false;
    if (inner.getNumRegions() != 0 || inner.getNumResults() != 1 ||
        !OpTrait::hasElementwiseMappableTraits(&inner) ||
        !isa<arith::ArithDialect, math::MathDialect>(inner.getDialect()))
      return false;
  }
  return true;
}

SmallVector<Value> mlir::quantkit::cloneWidened(OpBuilder &b, Location loc,
                                                Block &body, IRMapping &mapping,
                                                int64_t lanes) {
  auto widen = [&](Type t) { return VectorType::get({lanes}, t); };
  for (Operation &inner : body.without_terminator()) {
    if (auto constant = dyn_cast<arith::ConstantOp>(inner)) {
      auto type = widen(constant.getType());
      mapping.map(constant.getResult(),
                  arith::ConstantOp::create(
                      b, loc, type,
                      DenseElementsAttr::get(
                          type, cast<TypedAttr>(constant.getValue()))));
      continue;
    }
    Operation *clone = b.clone(inner, mapping);
    for (OpResult result : clone->getResults())
      result.setType(widen(result.getType()));
  }
  return llvm::map_to_vector(body.getTerminator()->getOperands(),
                             [&](Value v) { return mapping.lookup(v); });
}

namespace {

/// A static identity-layout buffer whose elements a vector can hold (i1
/// excluded: a memref of i1 holds a byte per element, a vector<Nxi1> load
/// reads bits).
bool isVectorBuffer(Value value) {
  auto type = dyn_cast<MemRefType>(value.getType());
  if (!type || !type.hasStaticShape() || !type.getLayout().isIdentity())
    return false;
  Type element = type.getElementType();
  return element.isIntOrFloat() && !element.isInteger(1);
}

/// A static buffer of rank 2 or more, its last dimension contiguous and
/// its leading dimensions collapsible into one, whose elements a vector
/// can hold: rows that may lie apart, like a part of a concatenation along
/// the channels that its producer writes in place.
bool isRowsBuffer(Value value) {
  auto type = dyn_cast<MemRefType>(value.getType());
  if (!type || type.getRank() < 2 || !hasUnitInnerStride(value))
    return false;
  ReassociationIndices leading;
  for (int64_t i = 0; i + 1 < type.getRank(); ++i)
    leading.push_back(i);
  Type element = type.getElementType();
  return element.isIntOrFloat() && !element.isInteger(1) &&
         memref::CollapseShapeOp::isGuaranteedCollapsible(
             type, {leading, ReassociationIndices{type.getRank() - 1}});
}

/// `def` lies in an ancestor block of `op` (or op's own), before it.
bool isDefinedBefore(Value value, Operation *op) {
  if (auto argument = dyn_cast<BlockArgument>(value))
    return argument.getOwner()->findAncestorOpInBlock(*op) != nullptr;
  Operation *def = value.getDefiningOp();
  Operation *ancestor = def->getBlock()->findAncestorOpInBlock(*op);
  return ancestor && def->isBeforeInBlock(ancestor);
}

/// A value defined between `producer` and `consumer` in their block that
/// can move before `producer` with what it needs: an operand-free
/// allocation, a constant global, a constant, or a view (subview, collapse,
/// expand) of such values or of values defined before `producer`.
bool isHoistable(Value value, Operation *producer, Operation *consumer) {
  Operation *def = value.getDefiningOp();
  if (!def || def->getBlock() != producer->getBlock() ||
      !producer->isBeforeInBlock(def) || !def->isBeforeInBlock(consumer))
    return false;
  if (isa<memref::AllocOp>(def))
    return def->getNumOperands() == 0;
  if (isa<arith::ConstantOp>(def))
    return true;
  if (isa<memref::SubViewOp, memref::CollapseShapeOp, memref::ExpandShapeOp>(
          def))
    return llvm::all_of(def->getOperands(), [&](Value operand) {
      return isDefinedBefore(operand, producer) ||
             isHoistable(operand, producer, consumer);
    });
  auto get = dyn_cast<memref::GetGlobalOp>(def);
  if (!get)
    return false;
  auto global = SymbolTable::lookupNearestSymbolFrom<memref::GlobalOp>(
      def, get.getNameAttr());
  return global && global.getConstant();
}

/// Moves the definition of `value`, where it lies after `producer`, before
/// it, what it reads first.
void hoistBefore(Value value, Operation *producer) {
  Operation *def = value.getDefiningOp();
  if (!def || def->getBlock() != producer->getBlock() ||
      !producer->isBeforeInBlock(def))
    return;
  for (Value operand : def->getOperands())
    hoistBefore(operand, producer);
  def->moveBefore(producer);
}

} // namespace

std::optional<FusedEpilogue> FusedEpilogue::match(Operation *producer,
                                                  Value acc) {
  if (!isVectorBuffer(acc))
    return std::nullopt;
  linalg::GenericOp generic;
  for (Operation *user : acc.getUsers()) {
    if (user == producer || isa<linalg::FillOp, memref::DeallocOp>(user))
      continue;
    auto candidate = dyn_cast<linalg::GenericOp>(user);
    if (!candidate || generic)
      return std::nullopt;
    generic = candidate;
  }
  if (!generic || generic->getBlock() != producer->getBlock() ||
      !producer->isBeforeInBlock(generic) ||
      !generic.hasPureBufferSemantics() || generic.hasIndexSemantics() ||
      generic.getNumReductionLoops() != 0 || generic.getNumDpsInits() != 1 ||
      !isVectorizableBody(generic.getRegion().front()))
    return std::nullopt;
  auto accType = cast<MemRefType>(acc.getType());
  if (generic.getNumLoops() != static_cast<unsigned>(accType.getRank()) ||
      accType.getRank() == 0)
    return std::nullopt;

  // What lies between the producer and the generic must not touch what the
  // generic reads or writes.
  llvm::SmallPtrSet<Value, 8> operands(generic->getOperands().begin(),
                                       generic->getOperands().end());
  for (Operation *op = producer->getNextNode(); op != generic.getOperation();
       op = op->getNextNode()) {
    if (isa<memref::AllocOp, memref::GetGlobalOp, arith::ConstantOp,
            memref::SubViewOp, memref::CollapseShapeOp, memref::ExpandShapeOp>(
            op))
      continue;
    auto fill = dyn_cast<linalg::FillOp>(op);
    if (!fill || !fill.hasPureBufferSemantics() ||
        operands.contains(fill.getOutputs()[0]))
      return std::nullopt;
  }

  FusedEpilogue epilogue;
  epilogue.generic = generic;
  epilogue.producer = producer;
  epilogue.acc = acc;
  unsigned last = generic.getNumLoops() - 1;
  MLIRContext *context = generic.getContext();
  bool sawAcc = false;
  for (OpOperand &operand : generic->getOpOperands()) {
    Value value = operand.get();
    AffineMap map = generic.getMatchingIndexingMap(&operand);
    bool isInit = generic.isDpsInit(&operand);
    if (!(isInit ? isRowsBuffer(value) : isVectorBuffer(value)) ||
        !(isDefinedBefore(value, producer) ||
          isHoistable(value, producer, generic)))
      return std::nullopt;
    if (isInit) {
      if (!map.isIdentity() ||
          cast<MemRefType>(value.getType()).getShape() != accType.getShape() ||
          generic.payloadUsesValueFromOperand(&operand))
        return std::nullopt;
      continue;
    }
    if (value == acc) {
      if (sawAcc || !map.isIdentity())
        return std::nullopt;
      sawAcc = true;
      epilogue.access.push_back(Access::Acc);
    } else if (map.getNumResults() == 0) {
      epilogue.access.push_back(Access::Scalar);
    } else if (map.getNumResults() == 1 &&
               map.getResult(0) == getAffineDimExpr(last, context)) {
      epilogue.access.push_back(Access::Channel);
    } else {
      return std::nullopt;
    }
  }
  // Values the body captures from above: constants, or values the kernel
  // can read where it runs.
  Block &body = generic.getRegion().front();
  for (Operation &inner : body)
    for (Value value : inner.getOperands())
      if (value.getParentBlock() != &body &&
          !value.getDefiningOp<arith::ConstantOp>() &&
          !isDefinedBefore(value, producer))
        return std::nullopt;
  if (!sawAcc)
    return std::nullopt;
  return epilogue;
}

void FusedEpilogue::hoistOperands() {
  for (Value value : generic->getOperands())
    hoistBefore(value, producer);
}

// Op handles are values: the const members copy theirs (whose accessors
// are not const).
Value FusedEpilogue::output() const {
  linalg::GenericOp op = generic;
  return op.getDpsInits()[0];
}

SmallVector<Value> FusedEpilogue::loadOperands(OpBuilder &b, Location loc,
                                               Value c0, int64_t lanes,
                                               Value mask) const {
  linalg::GenericOp op = generic;
  SmallVector<Value> values;
  for (auto [index, kind] : llvm::enumerate(access)) {
    Value memref = op.getDpsInputs()[index];
    Type element = cast<MemRefType>(memref.getType()).getElementType();
    auto type = VectorType::get({lanes}, element);
    if (kind == Access::Scalar) {
      values.push_back(vector::BroadcastOp::create(
          b, loc, type, memref::LoadOp::create(b, loc, memref)));
    } else if (kind == Access::Channel) {
      values.push_back(
          mask ? Value(vector::MaskedLoadOp::create(
                     b, loc, type, memref, ValueRange{c0}, mask,
                     arith::ConstantOp::create(b, loc, b.getZeroAttr(type))))
               : Value(vector::LoadOp::create(b, loc, type, memref,
                                              ValueRange{c0})));
    }
  }
  return values;
}

Value FusedEpilogue::apply(OpBuilder &b, Location loc, Value accValue,
                           ArrayRef<Value> operands) const {
  int64_t lanes = cast<VectorType>(accValue.getType()).getNumElements();
  linalg::GenericOp op = generic;
  Block &body = op.getRegion().front();
  IRMapping mapping;
  const Value *next = operands.begin();
  for (auto [index, kind] : llvm::enumerate(access))
    mapping.map(body.getArgument(index),
                kind == Access::Acc ? accValue : *next++);
  for (Operation &inner : body)
    for (Value value : inner.getOperands()) {
      if (value.getParentBlock() == &body || mapping.contains(value))
        continue;
      auto type = VectorType::get({lanes}, value.getType());
      if (auto constant = value.getDefiningOp<arith::ConstantOp>())
        mapping.map(value,
                    arith::ConstantOp::create(
                        b, loc, type,
                        DenseElementsAttr::get(
                            type, cast<TypedAttr>(constant.getValue()))));
      else
        mapping.map(value, vector::BroadcastOp::create(b, loc, type, value));
    }
  return cloneWidened(b, loc, body, mapping, lanes).front();
}

void FusedEpilogue::erase() {
  generic->erase();
  // `acc` may be a view of the buffer the producer wrote (a grouped
  // convolution's [N][Ho][Wo][G * F]): unused views go on the way to it.
  Value buffer = acc;
  while (true) {
    for (Operation *user : llvm::make_early_inc_range(buffer.getUsers()))
      if (isa<memref::CollapseShapeOp, memref::ExpandShapeOp>(user) &&
          user->use_empty())
        user->erase();
    Operation *view = buffer.getDefiningOp();
    if (!isa_and_present<memref::CollapseShapeOp, memref::ExpandShapeOp>(
            view) ||
        !buffer.use_empty())
      break;
    buffer = view->getOperand(0);
    view->erase();
  }
  auto alloc = buffer.getDefiningOp<memref::AllocOp>();
  if (!alloc || !llvm::all_of(buffer.getUsers(), [](Operation *user) {
        return isa<memref::DeallocOp>(user);
      }))
    return;
  for (Operation *user : llvm::make_early_inc_range(buffer.getUsers()))
    user->erase();
  alloc->erase();
}
