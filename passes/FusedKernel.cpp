//===- FusedKernel.cpp - Contractions with a fused epilogue ---------------===//

#include "passes/FusedKernel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/Matchers.h"

#include <algorithm>

using namespace mlir;

namespace {

/// The float value of a scalar constant (also a splat).
std::optional<double> constantValue(Value value) {
  FloatAttr attr;
  if (matchPattern(value, m_Constant(&attr)))
    return attr.getValueAsDouble();
  DenseFPElementsAttr dense;
  if (matchPattern(value, m_Constant(&dense)) && dense.isSplat())
    return dense.getSplatValue<APFloat>().convertToDouble();
  return std::nullopt;
}

bool isAllParallel(linalg::GenericOp generic) {
  return llvm::all_of(generic.getIteratorTypesArray(), [](auto t) {
    return t == utils::IteratorType::parallel;
  });
}

} // namespace

std::optional<quantkit::Epilogue>
quantkit::matchEpilogue(linalg::GenericOp generic, Value acc) {
  if (generic.getNumDpsInits() != 1 || !isAllParallel(generic) ||
      generic.getNumResults() != 1)
    return std::nullopt;
  auto accType = dyn_cast<RankedTensorType>(acc.getType());
  if (!accType || generic.getResult(0).getType() != accType)
    return std::nullopt;
  unsigned rank = accType.getRank();
  Block &body = generic.getRegion().front();
  Epilogue epilogue;
  BlockArgument accArg, biasArg;
  for (OpOperand *in : generic.getDpsInputOperands()) {
    AffineMap map = generic.getMatchingIndexingMap(in);
    BlockArgument arg = generic.getMatchingBlockArgument(in);
    if (in->get() == acc && map.isIdentity() && !accArg) {
      accArg = arg;
      continue;
    }
    auto type = dyn_cast<RankedTensorType>(in->get().getType());
    if (!type || type.getRank() != 1 || biasArg || map.getNumResults() != 1 ||
        map.getResult(0) != getAffineDimExpr(rank - 1, map.getContext()))
      return std::nullopt;
    biasArg = arg;
    epilogue.bias = in->get();
  }
  if (!accArg ||
      !generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
           .isIdentity())
    return std::nullopt;
  // Walk back from the yield: clamps, then the bias addition.
  unsigned matched = 1; // the yield
  Value v = body.getTerminator()->getOperand(0);
  while (Operation *def = v.getDefiningOp()) {
    if (def->getBlock() != &body)
      return std::nullopt;
    bool isMax = isa<arith::MaximumFOp, arith::MaxNumFOp>(def);
    bool isMin = isa<arith::MinimumFOp, arith::MinNumFOp>(def);
    if (!isMax && !isMin)
      break;
    Value x = def->getOperand(0), c = def->getOperand(1);
    std::optional<double> bound = constantValue(c);
    if (!bound) {
      std::swap(x, c);
      bound = constantValue(c);
    }
    if (!bound)
      return std::nullopt;
    if (isMax)
      epilogue.lo = std::max(epilogue.lo.value_or(*bound), *bound);
    else
      epilogue.hi = std::min(epilogue.hi.value_or(*bound), *bound);
    ++matched;
    v = x;
  }
  if (biasArg) {
    auto add = v.getDefiningOp<arith::AddFOp>();
    if (!add || add->getBlock() != &body)
      return std::nullopt;
    if (!((add.getLhs() == accArg && add.getRhs() == biasArg) ||
          (add.getLhs() == biasArg && add.getRhs() == accArg)))
      return std::nullopt;
    ++matched;
  } else if (v != accArg) {
    return std::nullopt;
  }
  // Constants inside the body are fine; anything else is not an epilogue.
  unsigned constants = llvm::count_if(body.getOperations(), [](Operation &op) {
    return isa<arith::ConstantOp>(op);
  });
  if (body.getOperations().size() != matched + constants)
    return std::nullopt;
  if (epilogue.lo && epilogue.hi && *epilogue.lo > *epilogue.hi)
    return std::nullopt;
  return epilogue;
}

bool quantkit::isZeroFill(Value value) {
  auto fill = value.getDefiningOp<linalg::FillOp>();
  if (!fill)
    return false;
  std::optional<double> v = constantValue(fill.getInputs()[0]);
  return v && *v == 0.0;
}

StringRef quantkit::contractionKernel(Operation *op) {
  if (auto matmul = dyn_cast<linalg::MatmulOp>(op)) {
    if (matmul.hasUserDefinedMaps() || matmul.getInputs().size() != 2)
      return {};
    return "matmul";
  }
  if (isa<linalg::Conv2DNhwcFhwcOp>(op))
    return "conv2d";
  if (isa<linalg::DepthwiseConv2DNhwcHwcOp>(op))
    return "depthwise_conv2d";
  return {};
}
