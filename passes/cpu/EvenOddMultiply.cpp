//===- EvenOddMultiply.cpp - Widened lane products on even and odd lanes --===//
//
// The requantization epilogue multiplies each i32 accumulator by an i32
// multiplier in 64 bits and keeps 32 bits of the product:
//
//   h = trunc((sext(acc) * sext(m) + 2^30) >> 31)
//
// On vectors of 16 lanes LLVM widens both operands into two registers of
// 8 i64 (an extract and two zero extensions each), multiplies them
// (`vpmuldq`), and narrows the two results back (two `vpmovqd` and an
// insert): 12 instructions on AVX-512 for the 16 lanes of one accumulator.
// `vpmuldq` itself reads only the low 32 bits of each 64-bit lane, so the
// vector of 16 i32 seen as 8 i64 already holds the even lanes where it
// multiplies them, and shifting it right by 32 brings the odd lanes there.
// This pass rewrites each such product of a vector of N (even) lanes,
//
//   trunc(shift(ext(a) * ext(b) + c, k)) : vector<N x i64> to N x i32
//
// (ext both extsi or both extui from i32, an optional splat c, shift a
// shrsi or shrui by a splat k in [1, 63]), as two products of N/2 lanes:
//
//   a2 = bitcast a : N x i32 to N/2 x i64                     (same for b)
//   even: ext_in_place(a2) * ext_in_place(b2)   low halves, extended in
//         place (shli 32 then shrsi 32, or andi 2^32 - 1)
//   odd:  (a2 >> 32) * (b2 >> 32)               high halves (shrsi/shrui)
//   e = shift(even + c, k)        bits [k, k + 32) of the product in the
//                                 low half of each i64 lane
//   o = (odd + c) << (32 - k)     the same bits in the high half
//       (odd + c itself for k = 32, shift(odd + c, k - 32) above)
//   result = shuffle(bitcast e, bitcast o) [0, N+1, 2, N+3, ...]
//
// which LLVM selects as two `vpmuldq` (or `vpmuludq`), one shift of each
// operand, the adds and shifts, and a blend: 8 instructions for the 16
// lanes where `b` is loop-invariant (12 before). Every lane holds
// the same bits as before: the low and high halves of an i64 lane are the
// even and odd i32 lanes where i64 lanes are little-endian, so the pass
// leaves a module whose data layout says big-endian alone.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITCPUEVENODDMULTIPLY
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;

namespace {

/// `trunc(shift(ext(a) * ext(b) + c, k))` on vectors of an even number of
/// lanes, i32 -> i64 -> i32.
struct WidenedProduct {
  arith::TruncIOp trunc;
  Value a, b;
  bool isSigned;
  /// The splat added to the product, if any.
  std::optional<APInt> addend;
  /// shrsi (true) or shrui (false), by `amount` in [1, 63].
  bool arithmeticShift;
  int64_t amount;
};

/// The splat integer constant `value` is, if any.
std::optional<APInt> splatConstant(Value value) {
  APInt splat;
  if (matchPattern(value, m_ConstantInt(&splat)))
    return splat;
  return std::nullopt;
}

/// The op of type `OpT` defining `value`, if `value` has no other use.
template <typename OpT> OpT singleUseDef(Value value) {
  auto op = value.getDefiningOp<OpT>();
  if (!op || !value.hasOneUse())
    return nullptr;
  return op;
}

std::optional<WidenedProduct> match(arith::TruncIOp trunc) {
  auto resultType = dyn_cast<VectorType>(trunc.getType());
  auto sourceType = dyn_cast<VectorType>(trunc.getIn().getType());
  if (!resultType || !sourceType || resultType.getRank() != 1 ||
      resultType.isScalable() || resultType.getNumElements() % 2 != 0 ||
      !resultType.getElementType().isInteger(32) ||
      !sourceType.getElementType().isInteger(64))
    return std::nullopt;

  WidenedProduct product{trunc, {}, {}, false, std::nullopt, false, 0};
  Operation *shift = trunc.getIn().getDefiningOp();
  if (!shift || !trunc.getIn().hasOneUse() ||
      !isa<arith::ShRSIOp, arith::ShRUIOp>(shift))
    return std::nullopt;
  product.arithmeticShift = isa<arith::ShRSIOp>(shift);
  std::optional<APInt> amount = splatConstant(shift->getOperand(1));
  if (!amount || amount->uge(64) || amount->isZero())
    return std::nullopt;
  product.amount = amount->getZExtValue();

  Value sum = shift->getOperand(0);
  arith::MulIOp mul = singleUseDef<arith::MulIOp>(sum);
  if (!mul) {
    auto add = singleUseDef<arith::AddIOp>(sum);
    if (!add)
      return std::nullopt;
    for (int side : {0, 1}) {
      std::optional<APInt> addend = splatConstant(add->getOperand(1 - side));
      mul = singleUseDef<arith::MulIOp>(add->getOperand(side));
      if (mul && addend) {
        product.addend = addend;
        break;
      }
      mul = nullptr;
    }
    if (!mul)
      return std::nullopt;
  }

  // Both operands extended from i32 the same way.
  auto extended = [](Value value) -> std::pair<Value, std::optional<bool>> {
    Operation *ext = value.getDefiningOp();
    if (!ext || !isa<arith::ExtSIOp, arith::ExtUIOp>(ext))
      return {Value(), std::nullopt};
    Value source = ext->getOperand(0);
    auto type = dyn_cast<VectorType>(source.getType());
    if (!type || !type.getElementType().isInteger(32))
      return {Value(), std::nullopt};
    return {source, isa<arith::ExtSIOp>(ext)};
  };
  auto [a, aSigned] = extended(mul.getLhs());
  auto [b, bSigned] = extended(mul.getRhs());
  if (!a || !b || aSigned != bSigned)
    return std::nullopt;
  product.a = a;
  product.b = b;
  product.isSigned = *aSigned;
  return product;
}

void rewrite(RewriterBase &rewriter, WidenedProduct &product) {
  arith::TruncIOp trunc = product.trunc;
  Location loc = trunc.getLoc();
  rewriter.setInsertionPoint(trunc);
  auto laneType = cast<VectorType>(trunc.getType());
  int64_t lanes = laneType.getNumElements();
  auto pairType = VectorType::get({lanes / 2}, rewriter.getI64Type());
  // Keyed by APInt: any 64-bit value is an addend (-1 and -2 are the empty
  // and tombstone keys of a DenseMap of uint64_t).
  llvm::SmallDenseMap<APInt, Value> splats;
  auto splat = [&](uint64_t value) -> Value {
    APInt bits(64, value);
    Value &constant = splats[bits];
    if (!constant)
      constant = arith::ConstantOp::create(
          rewriter, loc, DenseElementsAttr::get(pairType, bits));
    return constant;
  };
  auto shiftRight = [&](Value value, int64_t amount, bool arithmetic) {
    Value by = splat(amount);
    return arithmetic ? Value(arith::ShRSIOp::create(rewriter, loc, value, by))
                      : Value(arith::ShRUIOp::create(rewriter, loc, value, by));
  };

  auto pairs = [&](Value value) -> std::pair<Value, Value> {
    Value wide = vector::BitCastOp::create(rewriter, loc, pairType, value);
    Value low = product.isSigned
                    ? shiftRight(arith::ShLIOp::create(rewriter, loc, wide,
                                                       splat(32)),
                                 32, /*arithmetic=*/true)
                    : Value(arith::AndIOp::create(rewriter, loc, wide,
                                                  splat(0xffffffffu)));
    Value high = shiftRight(wide, 32, product.isSigned);
    return {low, high};
  };
  auto [aEven, aOdd] = pairs(product.a);
  auto [bEven, bOdd] = pairs(product.b);
  Value even = arith::MulIOp::create(rewriter, loc, aEven, bEven);
  Value odd = arith::MulIOp::create(rewriter, loc, aOdd, bOdd);
  if (product.addend) {
    Value addend = splat(product.addend->getZExtValue());
    even = arith::AddIOp::create(rewriter, loc, even, addend);
    odd = arith::AddIOp::create(rewriter, loc, odd, addend);
  }

  // Bits [k, k + 32) of each product: in the low half for the even lanes,
  // in the high half for the odd ones.
  int64_t k = product.amount;
  even = shiftRight(even, k, product.arithmeticShift);
  if (k < 32)
    odd = arith::ShLIOp::create(rewriter, loc, odd, splat(32 - k));
  else if (k > 32)
    odd = shiftRight(odd, k - 32, product.arithmeticShift);

  Value evenLanes = vector::BitCastOp::create(rewriter, loc, laneType, even);
  Value oddLanes = vector::BitCastOp::create(rewriter, loc, laneType, odd);
  SmallVector<int64_t> mask;
  for (int64_t lane = 0; lane < lanes; ++lane)
    mask.push_back(lane % 2 == 0 ? lane : lanes + lane);
  rewriter.replaceOpWithNewOp<vector::ShuffleOp>(trunc, evenLanes, oddLanes,
                                                 mask);
}

struct QuantKitCpuEvenOddMultiply
    : public quantkit::impl::QuantKitCpuEvenOddMultiplyBase<
          QuantKitCpuEvenOddMultiply> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    auto endianness =
        dyn_cast_or_null<StringAttr>(DataLayout::closest(func).getEndianness());
    if (endianness && endianness.getValue() == "big")
      return;

    SmallVector<WidenedProduct> products;
    func.walk([&](arith::TruncIOp trunc) {
      if (std::optional<WidenedProduct> product = match(trunc))
        products.push_back(*product);
    });
    IRRewriter rewriter(&getContext());
    for (WidenedProduct &product : products) {
      Operation *shift = product.trunc.getIn().getDefiningOp();
      rewrite(rewriter, product);
      // The i64 chain the truncation read: each op had one user.
      SmallVector<Operation *> chain{shift};
      while (!chain.empty()) {
        Operation *op = chain.pop_back_val();
        if (!op->use_empty() || !isPure(op))
          continue;
        SmallVector<Value> operands(op->getOperands());
        rewriter.eraseOp(op);
        for (Value operand : operands)
          if (Operation *def = operand.getDefiningOp();
              def && def->use_empty())
            chain.push_back(def);
      }
    }
    numProducts += products.size();
  }
};

} // namespace
