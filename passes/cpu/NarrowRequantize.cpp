//===- NarrowRequantize.cpp - 32-bit lanes for requantization epilogues ---===//
//
// quantkit-lower's gemmlowp epilogue for a 32-bit accumulator is written in
// i64 after the multiply (dialect/Reference.md#numerics):
//
//   h = (sext(acc) * m + 2^30) >> 31              m: Q31 table, i64
//   r = (h >> s) + ((h & mask) > thr + (h < 0))   s, mask, thr: i64 tables
//   q = trunc(clamp(r + zp, lo, hi))
//
// AVX2 has no 64-bit multiply, arithmetic right shift or signed min/max,
// and holds 4 i64 lanes per register: LLVM emulates each op with several
// instructions. This pass computes the same integers with 32-bit lanes
// wherever the known values of the operands prove it exact:
//
// * Value ranges. Each integer body value gets a signed range: a constant
//   table operand's min and max, a scalar constant, an input's type range,
//   and for body ops upstream's InferIntRangeInterface transfer functions
//   (the ops' own range semantics, as arith-int-range-narrowing uses).
// * Tables. An i64 constant table whose values all lie in i32 becomes an
//   i32 table, sign-extended in the body: `muli(sext x, sext m)` is what
//   LLVM selects `vpmuldq` for, instead of three `vpmuludq` and shifts.
// * Ops. An i64 op is computed in i32 as `w = trunc(v)` when:
//   - add, sub, mul, and, or, xor, select: v lies in i32. Truncation
//     commutes with them (arithmetic mod 2^32), so any i64 operand may be
//     truncated, and v in i32 makes sext(w) == v;
//   - shli: the same, and the amount lies in [0, 31];
//   - shrsi: the shifted value lies in i32 (so it is sext of its
//     truncation) and the amount in [0, 31] (no i32 poison);
//     sext(trunc(a) >> s) == a >> s;
//   - maxsi, minsi, cmpi (every predicate): both operands lie in i32, where
//     sext preserves both the signed and the unsigned order;
//   - extsi/extui from at most 32 (extui: 31) bits: the narrower extension.
//   An operand that is not computed in i32 enters through `trunci`, which is
//   exact for the ops above by the same conditions.
// * Clamp. `clamp(r + zp, lo, hi) == clamp(r, lo - zp, hi - zp) + zp`
//   (t -> t + zp preserves order), which keeps every step in i32 where r,
//   lo, hi, zp, lo - zp and hi - zp do: the result lies between lo and hi.
//
// For the epilogue above with acc in i32 and m in [0, 2^31) the ranges
// give: |sext(acc) * m| <= 2^31 * (2^31 - 1) < 2^62, so h lies in
// [-2^31 + 1, 2^31 - 2]; with s in [0, 31], mask = 2^s - 1 and thr = mask
// >> 1 all fit i32, h & mask lies in [0, mask], and r = (h >> s) + {0, 1}
// in [-2^31 + 1, 2^31 - 1]. So only the multiply, the nudge and the shift by
// 31 stay i64 (vpmuldq, vpaddq, and a logical shift plus a shuffle: LLVM
// keeps only the 32 bits the truncation reads); the rounding divide, the
// zero point and the clamp run on 8 i32 lanes. Nothing else is assumed: a table
// outside these bounds leaves in i64 exactly the ops whose ranges do not fit.
//
// Sinks are the generic's `trunci` from i64 to at most 32 bits that it
// yields. A generic is rewritten only where more ops are narrowed than i64
// values are truncated into them (a truncation costs about what one
// narrowed op saves); otherwise it is left alone.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/cpu/BufferUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/InferIntRangeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/ADT/TypeSwitch.h"

#include <limits>

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITNARROWREQUANTIZE
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using mlir::quantkit::constantTable;

namespace {

bool isI64(Value value) { return value.getType().isInteger(64); }

bool fitsI32(const ConstantIntRanges &range) {
  return range.smin().getSExtValue() >= std::numeric_limits<int32_t>::min() &&
         range.smax().getSExtValue() <= std::numeric_limits<int32_t>::max();
}

bool within(const ConstantIntRanges &range, int64_t lo, int64_t hi) {
  return range.smin().getSExtValue() >= lo && range.smax().getSExtValue() <= hi;
}

/// Signed ranges of the integer values of one generic's body (at most 64
/// bits wide, which is all `fitsI32` reads).
class BodyRanges {
public:
  explicit BodyRanges(linalg::GenericOp op) {
    for (OpOperand *input : op.getDpsInputOperands()) {
      BlockArgument arg = op.getMatchingBlockArgument(input);
      if (!arg.getType().isSignlessInteger())
        continue;
      DenseIntElementsAttr table = constantTable(*input);
      if (!table)
        continue;
      APInt lo, hi;
      bool first = true;
      for (const APInt &value : table.getValues<APInt>()) {
        if (first || value.slt(lo))
          lo = value;
        if (first || value.sgt(hi))
          hi = value;
        first = false;
      }
      if (!first)
        set(arg, ConstantIntRanges::fromSigned(lo, hi));
    }
    for (Operation &inner : op.getRegion().front().without_terminator())
      infer(&inner);
  }

  /// The range of an integer value: recorded, a constant, or its type's.
  ConstantIntRanges get(Value value) {
    auto it = ranges.find(value);
    if (it != ranges.end())
      return it->second;
    APInt constant;
    if (matchPattern(value, m_ConstantInt(&constant)))
      return ConstantIntRanges::constant(constant);
    return ConstantIntRanges::maxRange(
        ConstantIntRanges::getStorageBitwidth(value.getType()));
  }

  void set(Value value, const ConstantIntRanges &range) {
    ranges.insert_or_assign(value, range);
  }

  bool fits(Value value) { return fitsI32(get(value)); }

  /// The constant `value` always holds, if its range is one point.
  std::optional<int64_t> constant(Value value) {
    if (!value.getType().isSignlessInteger() ||
        value.getType().getIntOrFloatBitWidth() > 64)
      return std::nullopt;
    if (std::optional<APInt> point = get(value).getConstantValue())
      return point->getSExtValue();
    return std::nullopt;
  }

private:
  void infer(Operation *inner) {
    auto iface = dyn_cast<InferIntRangeInterface>(inner);
    auto isInt = [](Type type) {
      return type.isSignlessInteger() && type.getIntOrFloatBitWidth() <= 64;
    };
    if (!iface || !llvm::all_of(inner->getOperandTypes(), isInt) ||
        !llvm::all_of(inner->getResultTypes(), isInt))
      return; // unknown: get() answers with the type's range
    SmallVector<ConstantIntRanges> args;
    for (Value operand : inner->getOperands())
      args.push_back(get(operand));
    iface.inferResultRanges(args,
                            [&](Value result, const ConstantIntRanges &range) {
                              set(result, range);
                            });
  }

  DenseMap<Value, ConstantIntRanges> ranges;
};

/// `clamp(add(x, zp), lo, hi)` in either order of max and min.
struct Clamp {
  Value x;
  int64_t zp, lo, hi;
  bool maxFirst;
};

/// Decides, from the ranges, which i64 body values are computed in i32
/// (header comment), and builds them.
class Narrower {
public:
  Narrower(linalg::GenericOp op, BodyRanges &ranges, RewriterBase &rewriter)
      : op(op), ranges(ranges), rewriter(rewriter), i32(rewriter.getI32Type()) {
  }

  /// The yielded truncations from i64 to at most 32 bits.
  SmallVector<arith::TruncIOp> sinks() {
    SmallVector<arith::TruncIOp> result;
    Operation *yield = op.getRegion().front().getTerminator();
    for (Value value : yield->getOperands())
      if (auto trunc = value.getDefiningOp<arith::TruncIOp>())
        if (trunc->getBlock() == yield->getBlock() && isI64(trunc.getIn()) &&
            trunc.getType().getIntOrFloatBitWidth() <= 32)
          result.push_back(trunc);
    return result;
  }

  /// Counts, for narrowing `value`, the arithmetic ops computed in i32
  /// (`clones`) and the i64 values truncated into them (`truncations`).
  void count(Value value) {
    if (!counted.insert(value).second)
      return;
    Operation *def = narrowedDef(value);
    if (!def) {
      auto arg = dyn_cast<BlockArgument>(value);
      bool table = arg && arg.getOwner() == &op.getRegion().front() &&
                   isNarrowTable(arg);
      if (isI64(value) && !ranges.constant(value) && !table)
        ++truncations;
      return;
    }
    if (std::optional<Clamp> clamp = matchClamp(def)) {
      clones += 3;
      count(clamp->x);
      return;
    }
    if (!isa<arith::ExtSIOp, arith::ExtUIOp>(def))
      ++clones;
    for (Value operand : def->getOperands())
      count(operand);
  }

  /// Whether `arg` reads an i64 constant table whose values all lie in i32.
  bool isNarrowTable(BlockArgument arg) {
    if (!isI64(arg) || arg.getArgNumber() >= op.getNumDpsInputs())
      return false;
    return constantTable(*op.getDpsInputOperand(arg.getArgNumber())) &&
           ranges.fits(arg);
  }

  int64_t clones = 0, truncations = 0;

  /// The i32 value equal to trunc(`value`) (an i1 stays i1). Valid where the
  /// caller's use commutes with truncation or `value` lies in i32.
  Value narrow(Value value) {
    if (Value done = narrowed.lookup(value))
      return done;
    Value result = build(value);
    narrowed[value] = result;
    return result;
  }

private:
  /// The body op computing `value` that can be computed in i32, or null.
  Operation *narrowedDef(Value value) {
    Operation *def = value.getDefiningOp();
    if (!def || def->getBlock() != &op.getRegion().front() ||
        def->getNumResults() != 1)
      return nullptr;
    if (value.getType().isInteger(1)) {
      auto cmp = dyn_cast<arith::CmpIOp>(def);
      return cmp && isI64(cmp.getLhs()) && ranges.fits(cmp.getLhs()) &&
                     ranges.fits(cmp.getRhs())
                 ? def
                 : nullptr;
    }
    if (!isI64(value) || ranges.constant(value))
      return nullptr;
    auto fromWidth = [&](Operation *ext) {
      return ext->getOperand(0).getType().getIntOrFloatBitWidth();
    };
    auto shiftInRange = [&](Value amount) {
      return within(ranges.get(amount), 0, 31);
    };
    bool fits = ranges.fits(value);
    bool ok =
        llvm::TypeSwitch<Operation *, bool>(def)
            .Case<arith::AddIOp, arith::SubIOp, arith::MulIOp, arith::AndIOp,
                  arith::OrIOp, arith::XOrIOp, arith::SelectOp>(
                [&](auto) { return fits; })
            .Case([&](arith::ShLIOp shl) {
              return fits && shiftInRange(shl.getRhs());
            })
            .Case([&](arith::ShRSIOp shr) {
              return ranges.fits(shr.getLhs()) && shiftInRange(shr.getRhs());
            })
            .Case<arith::MaxSIOp, arith::MinSIOp>([&](Operation *minMax) {
              return matchClamp(minMax).has_value() ||
                     (ranges.fits(minMax->getOperand(0)) &&
                      ranges.fits(minMax->getOperand(1)));
            })
            .Case([&](arith::ExtSIOp ext) { return fromWidth(ext) <= 32; })
            .Case([&](arith::ExtUIOp ext) { return fromWidth(ext) < 32; })
            .Default([](Operation *) { return false; });
    return ok ? def : nullptr;
  }

  /// `outer` as the clamp of an addition of a constant, where the
  /// translated clamp stays in i32 and the direct one does not.
  std::optional<Clamp> matchClamp(Operation *outer) {
    if (!isa<arith::MaxSIOp, arith::MinSIOp>(outer))
      return std::nullopt;
    bool outerMax = isa<arith::MaxSIOp>(outer);
    auto split =
        [&](Operation *minMax) -> std::optional<std::pair<Value, int64_t>> {
      for (unsigned i = 0; i < 2; ++i)
        if (std::optional<int64_t> bound =
                ranges.constant(minMax->getOperand(i)))
          return std::make_pair(minMax->getOperand(1 - i), *bound);
      return std::nullopt;
    };
    auto outerSplit = split(outer);
    if (!outerSplit)
      return std::nullopt;
    Operation *inner = outerSplit->first.getDefiningOp();
    if (!inner || inner->getBlock() != outer->getBlock() ||
        !(outerMax ? isa<arith::MinSIOp>(inner) : isa<arith::MaxSIOp>(inner)))
      return std::nullopt;
    auto innerSplit = split(inner);
    if (!innerSplit)
      return std::nullopt;
    auto add = innerSplit->first.getDefiningOp<arith::AddIOp>();
    if (!add || add->getBlock() != outer->getBlock() || ranges.fits(add))
      return std::nullopt; // the direct clamp does, op by op
    Clamp clamp;
    clamp.maxFirst = !outerMax;
    clamp.lo = outerMax ? outerSplit->second : innerSplit->second;
    clamp.hi = outerMax ? innerSplit->second : outerSplit->second;
    std::optional<int64_t> zp = ranges.constant(add.getRhs());
    clamp.x = add.getLhs();
    if (!zp) {
      zp = ranges.constant(add.getLhs());
      clamp.x = add.getRhs();
    }
    if (!zp)
      return std::nullopt;
    clamp.zp = *zp;
    // Every bound and their differences in i32; |lo|, |hi|, |zp| < 2^31
    // keeps the differences exact in int64_t.
    auto inI32 = [](int64_t v) {
      return v >= std::numeric_limits<int32_t>::min() &&
             v <= std::numeric_limits<int32_t>::max();
    };
    if (!ranges.fits(clamp.x) || !inI32(clamp.zp) || !inI32(clamp.lo) ||
        !inI32(clamp.hi) || !inI32(clamp.lo - clamp.zp) ||
        !inI32(clamp.hi - clamp.zp))
      return std::nullopt;
    return clamp;
  }

  Value constantI32(int64_t value) {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(&op.getRegion().front());
    return arith::ConstantOp::create(
        rewriter, op.getLoc(),
        rewriter.getI32IntegerAttr(static_cast<int32_t>(value)));
  }

  Value build(Value value) {
    Location loc = value.getLoc();
    if (std::optional<int64_t> point = ranges.constant(value);
        point && isI64(value))
      return constantI32(*point); // trunc(value): exact or commuting use
    Operation *def = narrowedDef(value);
    if (!def) {
      if (!isI64(value))
        return value; // an i1 compared in i64
      OpBuilder::InsertionGuard guard(rewriter);
      if (Operation *producer = value.getDefiningOp())
        rewriter.setInsertionPointAfter(producer);
      else
        rewriter.setInsertionPointToStart(&op.getRegion().front());
      return arith::TruncIOp::create(rewriter, loc, i32, value);
    }
    if (std::optional<Clamp> clamp = matchClamp(def)) {
      Value x = narrow(clamp->x);
      Value lo = constantI32(clamp->lo - clamp->zp);
      Value hi = constantI32(clamp->hi - clamp->zp);
      Value zp = constantI32(clamp->zp);
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointAfter(def);
      Value bounded;
      if (clamp->maxFirst)
        bounded = arith::MinSIOp::create(
            rewriter, loc, arith::MaxSIOp::create(rewriter, loc, x, lo), hi);
      else
        bounded = arith::MaxSIOp::create(
            rewriter, loc, arith::MinSIOp::create(rewriter, loc, x, hi), lo);
      return arith::AddIOp::create(rewriter, loc, bounded, zp);
    }
    SmallVector<Value> operands;
    for (Value operand : def->getOperands())
      operands.push_back(narrow(operand));
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointAfter(def);
    if (auto cmp = dyn_cast<arith::CmpIOp>(def))
      return arith::CmpIOp::create(rewriter, loc, cmp.getPredicate(),
                                   operands[0], operands[1]);
    if (isa<arith::ExtSIOp>(def)) {
      if (operands[0].getType() == i32)
        return operands[0];
      return arith::ExtSIOp::create(rewriter, loc, i32, operands[0]);
    }
    if (isa<arith::ExtUIOp>(def))
      return arith::ExtUIOp::create(rewriter, loc, i32, operands[0]);
    // Same op, i32 operands and result; no overflow flags, which need not
    // hold for truncated operands.
    OperationState state(loc, def->getName().getIdentifier(), operands,
                         TypeRange{i32});
    return rewriter.create(state)->getResult(0);
  }

  linalg::GenericOp op;
  BodyRanges &ranges;
  RewriterBase &rewriter;
  Type i32;
  DenseMap<Value, Value> narrowed;
  DenseSet<Value> counted;
};

struct NarrowRequantizeEpilogue : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || op.getNumReductionLoops() != 0 ||
        !op.getRegion().hasOneBlock())
      return rewriter.notifyMatchFailure(op, "not an all-parallel generic "
                                             "on tensors");
    for (OpOperand &init : op.getDpsInitsMutable())
      if (op.payloadUsesValueFromOperand(&init))
        return rewriter.notifyMatchFailure(op, "reads its outputs");
    BodyRanges ranges(op);
    Narrower narrower(op, ranges, rewriter);
    SmallVector<arith::TruncIOp> sinks = narrower.sinks();
    for (arith::TruncIOp sink : sinks)
      narrower.count(sink.getIn());
    // A truncation costs about what one narrowed op saves (a clamp alone
    // after an i64 rounding, say): not worth rewriting.
    if (narrower.clones <= narrower.truncations)
      return rewriter.notifyMatchFailure(op,
                                         "too few i64 ops provably fit i32");

    rewriter.startOpModification(op);
    Block &body = op.getRegion().front();
    // Tables first, so that narrowing reads their i32 arguments directly:
    // the argument keeps its range (the values did not change).
    for (OpOperand *input : op.getDpsInputOperands()) {
      BlockArgument arg = op.getMatchingBlockArgument(input);
      if (arg.use_empty() || !narrower.isNarrowTable(arg))
        continue;
      DenseIntElementsAttr table = constantTable(*input);
      Operation *wideTable = input->get().getDefiningOp();
      auto type = cast<RankedTensorType>(input->get().getType());
      SmallVector<int32_t> values;
      for (const APInt &value : table.getValues<APInt>())
        values.push_back(static_cast<int32_t>(value.getSExtValue()));
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPoint(op);
      auto narrowType = type.clone(rewriter.getI32Type());
      input->set(arith::ConstantOp::create(
          rewriter, op.getLoc(),
          DenseElementsAttr::get(narrowType, ArrayRef<int32_t>(values))));
      arg.setType(rewriter.getI32Type());
      rewriter.setInsertionPointToStart(&body);
      auto wide = arith::ExtSIOp::create(rewriter, arg.getLoc(),
                                         rewriter.getI64Type(), arg);
      rewriter.replaceAllUsesExcept(arg, wide, wide);
      ranges.set(wide, ranges.get(arg));
      if (wideTable->use_empty())
        rewriter.eraseOp(wideTable);
    }
    for (arith::TruncIOp sink : sinks) {
      Value value = narrower.narrow(sink.getIn());
      if (sink.getType() != value.getType()) {
        OpBuilder::InsertionGuard guard(rewriter);
        rewriter.setInsertionPoint(sink);
        value = arith::TruncIOp::create(rewriter, sink.getLoc(), sink.getType(),
                                        value);
      }
      rewriter.replaceAllUsesWith(sink, value);
    }
    // The i64 ops nothing reads any more.
    SmallVector<Operation *> inners;
    for (Operation &inner : body.without_terminator())
      inners.push_back(&inner);
    for (Operation *inner : llvm::reverse(inners))
      if (isPure(inner) && inner->use_empty())
        rewriter.eraseOp(inner);
    rewriter.finalizeOpModification(op);
    return success();
  }
};

struct QuantKitNarrowRequantize
    : public quantkit::impl::QuantKitNarrowRequantizeBase<
          QuantKitNarrowRequantize> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    quantkit::populateNarrowRequantizePatterns(patterns);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace

void mlir::quantkit::populateNarrowRequantizePatterns(
    RewritePatternSet &patterns) {
  patterns.add<NarrowRequantizeEpilogue>(patterns.getContext());
}
