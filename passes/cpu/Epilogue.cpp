//===- Epilogue.cpp - Elementwise epilogues applied in kernel registers ---===//

#include "passes/cpu/Epilogue.h"
#include "passes/cpu/BufferUtils.h"
#include "passes/cpu/HostFeatures.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::quantkit;

namespace {

/// Positions are computed in 32-bit lanes: more than enough for a table.
constexpr int64_t kMaxIndex = int64_t(1) << 30;

/// The values [lo, hi] an index can take.
using IndexRange = std::pair<int64_t, int64_t>;

/// The range of `value`, an index the body computes from narrow integers:
/// an `index_cast`/`index_castui` of an integer of at most 16 bits, a
/// constant, or the sum or difference of two such indices, within
/// (-2^30, 2^30). Nothing else (no product, no index read from memory) is
/// taken.
std::optional<IndexRange> narrowIndexRange(Value value, Block &body) {
  auto within = [](IndexRange r) -> std::optional<IndexRange> {
    if (r.first <= -kMaxIndex || r.second >= kMaxIndex)
      return std::nullopt;
    return r;
  };
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant))) {
    if (constant.getSignificantBits() > 32)
      return std::nullopt;
    int64_t c = constant.getSExtValue();
    return within({c, c});
  }
  Operation *def = value.getDefiningOp();
  if (!def || def->getBlock() != &body)
    return std::nullopt;
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp>(def)) {
    auto source = dyn_cast<IntegerType>(def->getOperand(0).getType());
    if (!source || source.getWidth() > 16)
      return std::nullopt;
    int64_t values = int64_t(1) << source.getWidth();
    return isa<arith::IndexCastOp>(def)
               ? IndexRange{-values / 2, values / 2 - 1}
               : IndexRange{0, values - 1};
  }
  if (!isa<arith::AddIOp, arith::SubIOp>(def))
    return std::nullopt;
  std::optional<IndexRange> lhs = narrowIndexRange(def->getOperand(0), body);
  std::optional<IndexRange> rhs = narrowIndexRange(def->getOperand(1), body);
  if (!lhs || !rhs)
    return std::nullopt;
  if (isa<arith::AddIOp>(def))
    return within({lhs->first + rhs->first, lhs->second + rhs->second});
  return within({lhs->first - rhs->second, lhs->second - rhs->first});
}

/// A load of a table: one element of a rank-1 static buffer captured from
/// above, at a narrow index (narrowIndexRange).
bool isTableLoad(memref::LoadOp load, Block &body) {
  auto type = load.getMemRefType();
  Type element = type.getElementType();
  return type.getRank() == 1 && type.hasStaticShape() &&
         type.getLayout().isIdentity() && element.isIntOrFloat() &&
         !element.isInteger(1) && load.getMemRef().getParentBlock() != &body &&
         narrowIndexRange(load.getIndices()[0], body);
}

/// An op of the body that computes an index for table loads (and is used
/// by nothing else).
bool isIndexStep(Operation &op, Block &body) {
  if (op.getNumResults() != 1 || !op.getResult(0).getType().isIndex() ||
      !isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::AddIOp,
           arith::SubIOp, arith::ConstantOp>(op) ||
      !narrowIndexRange(op.getResult(0), body))
    return false;
  return llvm::all_of(op.getUsers(), [](Operation *user) {
    return isa<arith::AddIOp, arith::SubIOp, memref::LoadOp>(user);
  });
}

} // namespace

bool mlir::quantkit::isVectorizableBody(Block &body, bool tableLoads) {
  for (Operation &inner : body.without_terminator()) {
    if (tableLoads && isIndexStep(inner, body))
      continue;
    if (auto load = dyn_cast<memref::LoadOp>(inner)) {
      if (tableLoads && isTableLoad(load, body))
        continue;
      return false;
    }
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
        !isa<arith::ArithDialect, math::MathDialect>(inner.getDialect()) ||
        llvm::any_of(inner.getOperandTypes(),
                     [](Type t) { return t.isIndex(); }) ||
        inner.getResult(0).getType().isIndex())
      return false;
  }
  return true;
}

void mlir::quantkit::mapCaptured(OpBuilder &b, Location loc, Block &body,
                                 IRMapping &mapping, int64_t lanes) {
  for (Operation &inner : body)
    for (Value value : inner.getOperands()) {
      if (value.getParentBlock() == &body || mapping.contains(value))
        continue;
      // A table stays a buffer (cloneWidened gathers from it).
      if (isa<MemRefType>(value.getType())) {
        mapping.map(value, value);
        continue;
      }
      // Indices are computed in 32-bit lanes.
      Type element =
          value.getType().isIndex() ? Type(b.getI32Type()) : value.getType();
      auto type = VectorType::get({lanes}, element);
      Attribute constant;
      if (matchPattern(value, m_Constant(&constant))) {
        if (auto integer = dyn_cast<IntegerAttr>(constant))
          constant = IntegerAttr::get(
              element,
              integer.getValue().sextOrTrunc(element.getIntOrFloatBitWidth()));
        mapping.map(value, arith::ConstantOp::create(
                               b, loc, type,
                               DenseElementsAttr::get(
                                   type, cast<TypedAttr>(constant))));
      } else {
        mapping.map(value, vector::BroadcastOp::create(b, loc, type, value));
      }
    }
}

FailureOr<TableLookup> mlir::quantkit::resolveTableLookup(StringRef name) {
  if (name == "gather")
    return TableLookup::Gather;
  if (name == "vbmi")
    return TableLookup::Vbmi;
  if (name != "auto")
    return failure();
  return hostHasFeatures({"avx512vbmi", "avx512bw", "avx512f"})
             ? TableLookup::Vbmi
             : TableLookup::Gather;
}

namespace {

/// Entries of the 256-byte table `table` at the byte positions `positions`
/// (vector<64xi8>, read unsigned), with AVX-512 VBMI: `vpermi2b` picks one
/// of 128 bytes by bits 0..6 from two 64-byte vectors, once for entries
/// [0, 128) and once for [128, 256); bit 7 chooses between the two.
Value lookUpBytes(OpBuilder &b, Location loc, Value table, Value positions) {
  auto bytes = VectorType::get({64}, b.getI8Type());
  Value zero = arith::ConstantOp::create(b, loc, b.getI8IntegerAttr(0));
  SmallVector<Value> chunks;
  for (int64_t start = 0; start < 256; start += 64)
    chunks.push_back(vector::TransferReadOp::create(
        b, loc, bytes, table,
        ValueRange{arith::ConstantIndexOp::create(b, loc, start)}, zero,
        ArrayRef<bool>{true}));
  auto permute = [&](Value low, Value high) {
    return LLVM::CallIntrinsicOp::create(
               b, loc, bytes,
               b.getStringAttr("llvm.x86.avx512.vpermi2var.qi.512"),
               ValueRange{low, positions, high})
        ->getResult(0);
  };
  Value lower = permute(chunks[0], chunks[1]);
  Value upper = permute(chunks[2], chunks[3]);
  Value high = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::slt, positions,
      arith::ConstantOp::create(b, loc, b.getZeroAttr(bytes)));
  return arith::SelectOp::create(b, loc, high, upper, lower);
}

} // namespace

SmallVector<Value> mlir::quantkit::cloneWidened(OpBuilder &b, Location loc,
                                                Block &body, IRMapping &mapping,
                                                int64_t lanes,
                                                TableLookup lookup) {
  auto widen = [&](Type t) {
    return VectorType::get({lanes}, t.isIndex() ? b.getI32Type() : t);
  };
  for (Operation &inner : body.without_terminator()) {
    if (auto constant = dyn_cast<arith::ConstantOp>(inner)) {
      auto type = widen(constant.getType());
      Attribute value = constant.getValue();
      if (auto integer = dyn_cast<IntegerAttr>(value);
          integer && integer.getType().isIndex())
        value = IntegerAttr::get(type.getElementType(),
                                 integer.getValue().sextOrTrunc(32));
      mapping.map(constant.getResult(),
                  arith::ConstantOp::create(
                      b, loc, type,
                      DenseElementsAttr::get(type, cast<TypedAttr>(value))));
      continue;
    }
    // An index from a narrow integer: extended to 32 bits.
    if (isa<arith::IndexCastOp, arith::IndexCastUIOp>(inner)) {
      Value source = mapping.lookup(inner.getOperand(0));
      Type type = widen(inner.getResult(0).getType());
      mapping.map(inner.getResult(0),
                  isa<arith::IndexCastOp>(inner)
                      ? Value(arith::ExtSIOp::create(b, loc, type, source))
                      : Value(arith::ExtUIOp::create(b, loc, type, source)));
      continue;
    }
    // A table load: a gather of every lane's entry. Where the position's
    // range does not lie within the table, lanes outside it (a masked
    // tail's padding, which the scalar loop never runs) read nothing.
    if (auto load = dyn_cast<memref::LoadOp>(inner)) {
      Value table = mapping.lookupOrDefault(load.getMemRef());
      Value positions = mapping.lookup(load.getIndices()[0]);
      auto positionType = cast<VectorType>(positions.getType());
      int64_t size = load.getMemRefType().getDimSize(0);
      auto splat = [&](int64_t v) {
        return arith::ConstantOp::create(
            b, loc, positionType,
            DenseElementsAttr::get(positionType, b.getI32IntegerAttr(v)));
      };
      IndexRange range = *narrowIndexRange(load.getIndices()[0], body);
      // Byte permutes for the tables of 8-bit inputs (quantkit-lower's and
      // tosa.table's have 256 entries), every position proven inside.
      if (lookup == TableLookup::Vbmi && lanes <= 64 &&
          load.getType().isInteger(8) && size == 256 && range.first >= 0 &&
          range.second < size) {
        // The lanes' positions as bytes, in the first lanes of 64.
        auto lanesOfBytes = VectorType::get({lanes}, b.getI8Type());
        Value narrow = arith::TruncIOp::create(b, loc, lanesOfBytes, positions);
        SmallVector<int64_t> spread(64, 0);
        for (int64_t i = 0; i < lanes; ++i)
          spread[i] = i;
        Value wide = lanes == 64 ? narrow
                                 : Value(vector::ShuffleOp::create(
                                       b, loc, narrow, narrow, spread));
        Value entries = lookUpBytes(b, loc, table, wide);
        if (lanes != 64)
          entries = vector::ExtractStridedSliceOp::create(
              b, loc, entries, ArrayRef<int64_t>{0}, ArrayRef<int64_t>{lanes},
              ArrayRef<int64_t>{1});
        mapping.map(load.getResult(), entries);
        continue;
      }
      Value inBounds;
      if (range.first >= 0 && range.second < size)
        inBounds = arith::ConstantOp::create(
            b, loc,
            DenseElementsAttr::get(VectorType::get({lanes}, b.getI1Type()),
                                   true));
      else {
        // One after the other: the order of the IR does not follow the
        // compiler's order of evaluating arguments.
        Value aboveStart = arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::sge, positions, splat(0));
        Value belowEnd = arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::slt, positions, splat(size));
        inBounds = arith::AndIOp::create(b, loc, aboveStart, belowEnd);
      }
      auto type = widen(load.getType());
      Value zero = arith::ConstantOp::create(b, loc, b.getIndexAttr(0));
      Value pass = arith::ConstantOp::create(b, loc, b.getZeroAttr(type));
      mapping.map(load.getResult(), vector::GatherOp::create(
                                        b, loc, type, table, ValueRange{zero},
                                        positions, inBounds, pass));
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

/// A static identity-layout buffer whose elements a vector can hold
/// (hasVectorMemoryLayout: not i1, whose memref holds a byte per element
/// where a vector<Nxi1> load reads bits, nor i48).
bool isVectorBuffer(Value value) {
  auto type = dyn_cast<MemRefType>(value.getType());
  if (!type || !type.hasStaticShape() || !type.getLayout().isIdentity())
    return false;
  return hasVectorMemoryLayout(type.getElementType());
}

/// A static buffer of rank 2 or more, its last dimension contiguous,
/// whose elements a vector can hold: rows that may lie apart, like a part
/// of a concatenation along the channels or the interior of a padded
/// buffer, which their producers write in place.
bool isRowsBuffer(Value value) {
  auto type = dyn_cast<MemRefType>(value.getType());
  if (!type || type.getRank() < 2 || !hasUnitInnerStride(value))
    return false;
  return hasVectorMemoryLayout(type.getElementType());
}

/// The buffer that `value` is a view of, through views of views (itself
/// where it is no view).
Value viewRoot(Value value) {
  while (auto view = value.getDefiningOp<ViewLikeOpInterface>())
    value = view.getViewSource();
  return value;
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

std::optional<FusedEpilogue>
FusedEpilogue::match(Operation *producer, Value acc, TableLookup lookup) {
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
      !isVectorizableBody(generic.getRegion().front(), /*tableLoads=*/true))
    return std::nullopt;
  auto accType = cast<MemRefType>(acc.getType());
  if (generic.getNumLoops() != static_cast<unsigned>(accType.getRank()) ||
      accType.getRank() == 0)
    return std::nullopt;

  // What lies between the producer and the generic must not touch what the
  // generic reads or writes: a fill there must not write any buffer that
  // an operand of the generic is a view of (a padded buffer filled whole,
  // whose interior the generic writes: the kernel would store first).
  llvm::SmallPtrSet<Value, 8> roots;
  for (Value operand : generic->getOperands())
    roots.insert(viewRoot(operand));
  for (Operation *op = producer->getNextNode(); op != generic.getOperation();
       op = op->getNextNode()) {
    if (isa<memref::AllocOp, memref::GetGlobalOp, arith::ConstantOp,
            memref::SubViewOp, memref::CollapseShapeOp, memref::ExpandShapeOp>(
            op))
      continue;
    auto fill = dyn_cast<linalg::FillOp>(op);
    if (!fill || !fill.hasPureBufferSemantics() ||
        roots.contains(viewRoot(fill.getOutputs()[0])))
      return std::nullopt;
  }

  FusedEpilogue epilogue;
  epilogue.generic = generic;
  epilogue.producer = producer;
  epilogue.acc = acc;
  epilogue.lookup = lookup;
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
  // can read where it runs (a look-up table's constant global moves there).
  Block &body = generic.getRegion().front();
  for (Operation &inner : body)
    for (Value value : inner.getOperands())
      if (value.getParentBlock() != &body &&
          !value.getDefiningOp<arith::ConstantOp>() &&
          !isDefinedBefore(value, producer) &&
          !isHoistable(value, producer, generic))
        return std::nullopt;
  if (!sawAcc)
    return std::nullopt;
  return epilogue;
}

void FusedEpilogue::hoistOperands() {
  for (Value value : generic->getOperands())
    hoistBefore(value, producer);
  Block &body = generic.getRegion().front();
  for (Operation &inner : body)
    for (Value value : inner.getOperands())
      if (value.getParentBlock() != &body)
        hoistBefore(value, producer);
}

// Op handles are values: the const members copy theirs (whose accessors
// are not const).
unsigned FusedEpilogue::widestInteger() const {
  unsigned widest = 0;
  linalg::GenericOp body = generic;
  body.getBody()->walk([&](Operation *op) {
    for (Type type : op->getResultTypes())
      if (auto integer = dyn_cast<IntegerType>(type))
        widest = std::max(widest, integer.getWidth());
  });
  return widest;
}

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
  mapCaptured(b, loc, body, mapping, lanes);
  return cloneWidened(b, loc, body, mapping, lanes, lookup).front();
}

std::optional<SmallVector<APInt>>
FusedEpilogue::foldChannelAddend(int64_t channels) {
  Block &body = generic.getRegion().front();
  BlockArgument accArg;
  for (auto [index, kind] : llvm::enumerate(access))
    if (kind == Access::Acc)
      accArg = body.getArgument(index);
  if (!accArg || !accArg.getType().isInteger(32))
    return std::nullopt;
  // The per-element values of a body value that is a constant: a scalar,
  // or a per-channel operand reading a constant global.
  auto constantValues = [&](Value value) -> std::optional<SmallVector<APInt>> {
    APInt scalar;
    if (matchPattern(value, m_ConstantInt(&scalar)))
      return SmallVector<APInt>(channels, scalar);
    auto arg = dyn_cast<BlockArgument>(value);
    if (!arg || arg.getOwner() != &body ||
        arg.getArgNumber() >= access.size() ||
        access[arg.getArgNumber()] != Access::Channel)
      return std::nullopt;
    std::optional<DenseElementsAttr> data =
        constantGlobal(generic.getDpsInputOperand(arg.getArgNumber())->get());
    if (!data || data->getNumElements() != channels ||
        !data->getElementType().isInteger(32))
      return std::nullopt;
    return llvm::to_vector(data->getValues<APInt>());
  };
  SmallVector<APInt> sum(channels, APInt(32, 0));
  SmallVector<Operation *> chain;
  Value value = accArg;
  while (value.hasOneUse()) {
    Operation *user = *value.getUsers().begin();
    bool subtract = isa<arith::SubIOp>(user);
    if (!isa<arith::AddIOp, arith::SubIOp>(user) ||
        (subtract && user->getOperand(0) != value))
      break;
    Value other = user->getOperand(user->getOperand(0) == value ? 1 : 0);
    std::optional<SmallVector<APInt>> values = constantValues(other);
    if (!values)
      break;
    for (auto [total, term] : llvm::zip(sum, *values))
      total = subtract ? total - term : total + term;
    chain.push_back(user);
    value = user->getResult(0);
  }
  if (chain.empty())
    return std::nullopt;
  value.replaceAllUsesWith(accArg);
  for (Operation *op : llvm::reverse(chain))
    op->erase();
  return sum;
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
