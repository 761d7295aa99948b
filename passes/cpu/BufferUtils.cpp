//===- BufferUtils.cpp - Helpers of the CPU kernel rewrites ---------------===//

#include "passes/cpu/BufferUtils.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

using namespace mlir;

Operation *mlir::quantkit::definingOpIn(Block &block, Value value) {
  Operation *def = value.getDefiningOp();
  return def && def->getBlock() == &block ? def : nullptr;
}

Operation *mlir::quantkit::chainStart(Block &block, Value value,
                                      Value *destination) {
  Operation *op = definingOpIn(block, value);
  Value init;
  while (auto dps = dyn_cast_or_null<DestinationStyleOpInterface>(op)) {
    auto result = dyn_cast<OpResult>(value);
    if (!result || result.getOwner() != op)
      break;
    init = dps.getTiedOpOperand(result)->get();
    Operation *def = definingOpIn(block, init);
    if (!def || !isa<DestinationStyleOpInterface>(def))
      break;
    op = def;
    value = init;
    init = {};
  }
  if (destination)
    *destination = init;
  return op;
}

linalg::FillOp mlir::quantkit::erasableZeroFill(Operation *op, Value output) {
  linalg::FillOp fill;
  for (Operation *user : output.getUsers())
    if (auto f = dyn_cast<linalg::FillOp>(user))
      if (f->getBlock() == op->getBlock() && f->isBeforeInBlock(op) &&
          f.getOutputs()[0] == output && (!fill || fill->isBeforeInBlock(f)))
        fill = f;
  if (!fill || (!matchPattern(fill.getInputs()[0], m_AnyZeroFloat()) &&
                !matchPattern(fill.getInputs()[0], m_Zero())))
    return {};
  for (Operation *user : output.getUsers()) {
    if (user == fill || user == op)
      continue;
    Operation *ancestor = op->getBlock()->findAncestorOpInBlock(*user);
    if (ancestor && fill->isBeforeInBlock(ancestor) &&
        ancestor->isBeforeInBlock(op))
      return {};
  }
  return fill;
}

std::optional<DenseElementsAttr>
mlir::quantkit::constantGlobal(Value value, SymbolTable *symbols) {
  auto get = value.getDefiningOp<memref::GetGlobalOp>();
  if (!get)
    return std::nullopt;
  auto global = symbols
                    ? symbols->lookup<memref::GlobalOp>(get.getName())
                    : SymbolTable::lookupNearestSymbolFrom<memref::GlobalOp>(
                          get, get.getNameAttr());
  if (!global || !global.getConstant())
    return std::nullopt;
  auto data =
      dyn_cast_or_null<DenseElementsAttr>(global.getConstantInitValue());
  if (!data)
    return std::nullopt;
  return data;
}

bool mlir::quantkit::hasVectorMemoryLayout(Type element) {
  if (!element.isIntOrFloat())
    return false;
  unsigned width = element.getIntOrFloatBitWidth();
  return width >= 8 && llvm::isPowerOf2_32(width);
}

bool mlir::quantkit::hasUnitInnerStride(Value value) {
  auto type = dyn_cast<MemRefType>(value.getType());
  if (!type || !type.hasStaticShape() || type.getRank() == 0)
    return false;
  SmallVector<int64_t> strides;
  int64_t offset;
  return succeeded(type.getStridesAndOffset(strides, offset)) &&
         strides.back() == 1;
}

DenseIntElementsAttr mlir::quantkit::constantTable(OpOperand &input) {
  constexpr int64_t kMaxTableElements = int64_t(1) << 16;
  auto type = dyn_cast<RankedTensorType>(input.get().getType());
  DenseIntElementsAttr data;
  if (!type || !type.hasStaticShape() ||
      type.getNumElements() > kMaxTableElements ||
      !matchPattern(input.get(), m_Constant(&data)))
    return {};
  return data;
}

bool mlir::quantkit::hasIdentityLayout(Value value) {
  auto type = dyn_cast<MemRefType>(value.getType());
  return type && type.hasStaticShape() && type.getLayout().isIdentity();
}

void mlir::quantkit::storePrefix(OpBuilder &b, Location loc, Value value,
                                 Value memref, ValueRange indices,
                                 int64_t lanes) {
  auto type = cast<VectorType>(value.getType());
  if (lanes != type.getNumElements())
    value = vector::ExtractStridedSliceOp::create(
        b, loc, value, ArrayRef<int64_t>{0}, ArrayRef<int64_t>{lanes},
        ArrayRef<int64_t>{1});
  vector::StoreOp::create(b, loc, value, memref, indices);
}
