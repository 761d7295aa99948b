//===- RoundMagnitudes.cpp - Rounding divides on magnitudes ---------------===//
//
// gemmlowp's RoundingDivideByPOT, as quantkit-lower writes it
// (passes/utils/Requantize.cpp), divides `h` by 2^s rounding half away
// from zero with a remainder test:
//
//   r = (h >> s) + ((h & mask) > thr + (h < 0))   mask = 2^s - 1, thr = mask >>
//   1
//
// seven vector instructions per register on AVX-512 (shift, and, sign,
// add, compare, mask to vector, subtract). Rounding half away from zero
// is odd-symmetric, so the same `r` is the rounded magnitude with `h`'s
// sign:
//
//   a = |h|                     (2^(w-1) for h = INT_MIN, read unsigned)
//   u = (a + half) >>u s        half = (mask + 1) >>u 1: 2^(s-1), or 0
//   r = h < 0 ? -u : u
//
// For h >= 0 and s >= 1, (h >> s) + ((h & mask) > thr) rounds h / 2^s half
// up, which is floor((h + 2^(s-1)) / 2^s); for s = 0 both are h. For h < 0
// the remainder test rounds ties down, away from zero: r(h) = -r(-h). The
// sum a + half is at most 2^(w-1) + 2^(w-2), below 2^w, so the unsigned
// add cannot wrap, and -u wraps to INT_MIN exactly where u = 2^(w-1) (h =
// INT_MIN, s = 0). LLVM selects an absolute value, an add, a variable
// logical shift, and a masked subtract from zero: five instructions.
//
// The pass checks the tables rather than trusting their names: s, mask
// and thr must each be a constant (a scalar, or a constant table read by
// the generic) with mask = 2^s - 1 and thr = mask >> 1 element for element,
// s in [0, w - 1]. It rewrites integers of at most 32 bits (after
// quantkit-narrow-requantize, the gemmlowp epilogues of int8 and int16
// outputs); i64 has no absolute value before AVX-512.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/cpu/BufferUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITCPUROUNDMAGNITUDES
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;

namespace {

/// The comparison that `bit` is 1 for: `extui(c)` or `select(c, 1, 0)`
/// of `c = cmpi predicate, ...`.
arith::CmpIOp comparisonOf(Value bit, arith::CmpIPredicate predicate) {
  Value condition;
  if (auto ext = bit.getDefiningOp<arith::ExtUIOp>())
    condition = ext.getIn();
  else if (auto select = bit.getDefiningOp<arith::SelectOp>())
    if (matchPattern(select.getTrueValue(), m_One()) &&
        matchPattern(select.getFalseValue(), m_Zero()))
      condition = select.getCondition();
  auto compare = condition ? condition.getDefiningOp<arith::CmpIOp>() : nullptr;
  if (!compare || compare.getPredicate() != predicate)
    return nullptr;
  return compare;
}

/// `a` and `b` of a commutative `op(a, b)` as (x, y) where `isX(x)` holds.
template <typename OpTy, typename Predicate>
std::optional<std::pair<Value, Value>> operandsOf(Value value, Predicate isX) {
  auto op = value.getDefiningOp<OpTy>();
  if (!op)
    return std::nullopt;
  if (isX(op.getLhs()))
    return std::make_pair(op.getLhs(), op.getRhs());
  if (isX(op.getRhs()))
    return std::make_pair(op.getRhs(), op.getLhs());
  return std::nullopt;
}

/// The values a body value of `op` takes, where it is a constant: one
/// scalar (no map), or a constant table read through an indexing map.
struct Known {
  SmallVector<APInt> values;
  AffineMap map;
};

std::optional<Known> known(linalg::GenericOp op, Value value) {
  APInt scalar;
  if (matchPattern(value, m_ConstantInt(&scalar)))
    return Known{{scalar}, AffineMap()};
  auto arg = dyn_cast<BlockArgument>(value);
  if (!arg || arg.getOwner() != op.getBody() ||
      arg.getArgNumber() >= op.getNumDpsInputs())
    return std::nullopt;
  OpOperand *input = op.getDpsInputOperand(arg.getArgNumber());
  DenseIntElementsAttr table = quantkit::constantTable(*input);
  if (!table)
    return std::nullopt;
  return Known{llvm::to_vector(table.getValues<APInt>()),
               op.getMatchingIndexingMap(input)};
}

/// Whether mask = 2^s - 1 and thr = mask >> 1 at every element, s in
/// [0, width - 1]: tables of one shape read by one map, or scalars.
bool isRoundingDivide(const Known &shift, const Known &mask, const Known &thr,
                      unsigned width) {
  size_t count = 1;
  AffineMap map;
  for (const Known *k : {&shift, &mask, &thr}) {
    if (!k->map)
      continue;
    if (map && (k->map != map || k->values.size() != count))
      return false;
    map = k->map;
    count = k->values.size();
  }
  auto at = [&](const Known &k, size_t i) -> const APInt & {
    return k.map ? k.values[i] : k.values.front();
  };
  for (size_t i = 0; i < count; ++i) {
    const APInt &s = at(shift, i);
    if (s.isNegative() || s.uge(width))
      return false;
    APInt expectedMask = APInt::getLowBitsSet(width, s.getZExtValue());
    if (at(mask, i) != expectedMask || at(thr, i) != expectedMask.lshr(1))
      return false;
  }
  return true;
}

/// r = (h >> s) + ((h & mask) > thr + (h < 0)), in either operand order
/// and with `extui` or `select` bits, rewritten on magnitudes.
struct RoundMagnitude : OpRewritePattern<arith::AddIOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::AddIOp add,
                                PatternRewriter &rewriter) const override {
    auto op = dyn_cast<linalg::GenericOp>(add->getParentOp());
    Type type = add.getType();
    if (!op || !type.isSignlessInteger() || type.getIntOrFloatBitWidth() > 32)
      return failure();
    unsigned width = type.getIntOrFloatBitWidth();
    // (h >> s) + bit(up)
    auto parts = operandsOf<arith::AddIOp>(add.getResult(), [](Value v) {
      return v.getDefiningOp<arith::ShRSIOp>() != nullptr;
    });
    if (!parts)
      return failure();
    auto shifted = parts->first.getDefiningOp<arith::ShRSIOp>();
    Value h = shifted.getLhs(), shift = shifted.getRhs();
    arith::CmpIOp up = comparisonOf(parts->second, arith::CmpIPredicate::sgt);
    if (!up)
      return failure();
    // (h & mask) > thr + bit(h < 0)
    auto masked =
        operandsOf<arith::AndIOp>(up.getLhs(), [&](Value v) { return v == h; });
    auto threshold = operandsOf<arith::AddIOp>(up.getRhs(), [&](Value v) {
      arith::CmpIOp negative = comparisonOf(v, arith::CmpIPredicate::slt);
      return negative && negative.getLhs() == h &&
             matchPattern(negative.getRhs(), m_Zero());
    });
    if (!masked || !threshold)
      return failure();
    Value mask = masked->second, thr = threshold->second;
    std::optional<Known> knownShift = known(op, shift),
                         knownMask = known(op, mask), knownThr = known(op, thr);
    if (!knownShift || !knownMask || !knownThr ||
        !isRoundingDivide(*knownShift, *knownMask, *knownThr, width))
      return failure();

    Location loc = add.getLoc();
    auto constant = [&](int64_t value) -> Value {
      return arith::ConstantOp::create(rewriter, loc, type,
                                       rewriter.getIntegerAttr(type, value));
    };
    Value zero = constant(0), one = constant(1);
    Value negative = arith::CmpIOp::create(rewriter, loc,
                                           arith::CmpIPredicate::slt, h, zero);
    Value magnitude = arith::SelectOp::create(
        rewriter, loc, negative, arith::SubIOp::create(rewriter, loc, zero, h),
        h);
    Value half = arith::ShRUIOp::create(
        rewriter, loc, arith::AddIOp::create(rewriter, loc, mask, one), one);
    Value rounded = arith::ShRUIOp::create(
        rewriter, loc, arith::AddIOp::create(rewriter, loc, magnitude, half),
        shift);
    rewriter.replaceOpWithNewOp<arith::SelectOp>(
        add, negative, arith::SubIOp::create(rewriter, loc, zero, rounded),
        rounded);
    return success();
  }
};

struct QuantKitCpuRoundMagnitudes
    : public quantkit::impl::QuantKitCpuRoundMagnitudesBase<
          QuantKitCpuRoundMagnitudes> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<RoundMagnitude>(&getContext());
    // Only the pattern and the erasure of what it leaves dead: no folding
    // or constant hoisting out of the generics' bodies.
    GreedyRewriteConfig config;
    config.enableFolding(false)
        .enableConstantCSE(false)
        .setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      return signalPassFailure();
  }
};

} // namespace
