//===- LowerContractions.cpp - matmul and convolutions to integers --------===//
//
// Integer form: the exact accumulator
//   acc = sum((q_l - zp_l) * (q_r - zp_r)) + bias_q
// evaluated either as pure integer products corrected afterwards (`post`):
//   acc = sum(q_l q_r) - zp_r * sum(q_l) - zp_l * sum(q_r) + K zp_l zp_r
// or with the zero points subtracted inside the loop (`inline`); then
// requantized with M = s_l * s_r / s_out per output channel, offset by the
// output zero point and clamped. Unsigned storage is first reinterpreted as
// signed (sign bit flipped, zero point moved by 2^(w-1)), which changes no
// centered value. The accumulator is 32-bit only where a static bound proves
// it cannot overflow.
//
// Hybrid form (weight-only): float activations times weights dequantized
// inside the loop, `op(lhs, dequantize(rhs))`; the weights stay in their
// storage type in memory.
//
//===----------------------------------------------------------------------===//

#include "dialect/QuantKitOps.h"
#include "passes/lowering/LoweringUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"

#include <limits>

using namespace mlir;
using namespace mlir::quantkit;

namespace {

using Int128 = __int128;

constexpr Int128 kInt32Max = std::numeric_limits<int32_t>::max();
constexpr Int128 kInt64Max = std::numeric_limits<int64_t>::max();

/// Largest |value| of the constant behind a bias operand, or the full range
/// of its storage where it is not a constant.
Int128 biasBound(Value bias, const UniformParams &params) {
  if (auto cast = bias.getDefiningOp<quant::StorageCastOp>())
    if (auto constant = cast.getInput().getDefiningOp<arith::ConstantOp>())
      if (auto data = dyn_cast<DenseIntElementsAttr>(constant.getValue())) {
        Int128 bound = 0;
        for (const APInt &value : data.getValues<APInt>())
          bound = std::max<Int128>(bound, value.abs().getZExtValue());
        return bound;
      }
  return std::max<Int128>(std::abs(params.storageMin),
                          std::abs(params.storageMax));
}

/// What the epilogue of one contraction needs to know.
struct ContractionPlan {
  UniformParams lhs, rhs, out;
  std::optional<UniformParams> bias;
  Rounding scheme;
  bool post;
  /// Width of the loop accumulator and of the corrected accumulator.
  unsigned productWidth = 32, finalWidth = 32;
  /// Width the requantization reads (the corrected accumulator's).
  unsigned requantWidth = 32;
  /// Products per output element (K, or KH*KW*C).
  int64_t reduction = 0;
  size_t channels = 1;
  std::optional<Requantization> requant;
};

/// Fills the widths and the requantization of `plan`; `reduction` may be
/// dynamic, which forces 64-bit accumulation.
LogicalResult planContraction(Operation *op, ContractionPlan &plan,
                              Value bias) {
  const UniformParams &l = plan.lhs, &r = plan.rhs;
  // An unknown K cannot prove a 32-bit accumulator safe: bounding it by 2^40
  // makes every bound below exceed 2^31 and picks i64, which stays exact for
  // any K a machine can hold with 8-bit operands (|acc| < 2^40 * 2^16).
  Int128 k = ShapedType::isDynamic(plan.reduction) ? Int128(1) << 40
                                                   : Int128(plan.reduction);
  Int128 maxL = l.maxAbsStored(), maxR = r.maxAbsStored();
  Int128 zl = std::abs(l.zeroPoint());
  Int128 zr = 0;
  for (int64_t zp : r.zeroPoints)
    zr = std::max<Int128>(zr, std::abs(zp));
  Int128 product, corrected;
  if (plan.post) {
    product = k * maxL * maxR;
    corrected = product + zr * k * maxL + zl * k * maxR + k * zl * zr;
  } else {
    product = k * Int128(l.maxAbsCentered()) * Int128(r.maxAbsCentered());
    corrected = product;
  }
  if (bias && plan.bias)
    corrected += biasBound(bias, *plan.bias);
  plan.productWidth = product <= kInt32Max ? 32 : 64;
  plan.finalWidth = corrected <= kInt32Max ? 32 : 64;
  // Every scheme is evaluated exactly on the exact accumulator, whatever its
  // width (dialect/Reference.md#numerics).
  plan.requantWidth = plan.finalWidth;

  SmallVector<double> multipliers;
  plan.channels = std::max(r.scales.size(), plan.out.scales.size());
  for (size_t c = 0; c < plan.channels; ++c)
    multipliers.push_back(l.scale() * r.scale(c) / plan.out.scale());
  FailureOr<Requantization> requant =
      Requantization::get(op, multipliers, plan.scheme, plan.requantWidth);
  if (failed(requant))
    return failure();
  plan.requant = std::move(*requant);
  if (plan.requantWidth == 64 && corrected <= kInt64Max)
    plan.requant->boundWideAccumulator(static_cast<uint64_t>(corrected));
  return success();
}

Value zeroFilled(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> sizes,
                 Type element) {
  Value empty = tensor::EmptyOp::create(b, loc, sizes, element);
  TypedAttr zero = isa<FloatType>(element)
                       ? TypedAttr(b.getFloatAttr(element, 0.0))
                       : TypedAttr(b.getIntegerAttr(element, 0));
  Value zeroValue = arith::ConstantOp::create(b, loc, zero);
  return linalg::FillOp::create(b, loc, zeroValue, empty).getResult(0);
}

/// A reduction `linalg.generic`: `init` accumulates `body(args)` over the
/// iteration space of `maps`.
Value buildReduction(OpBuilder &b, Location loc, ValueRange inputs,
                     Value init, ArrayRef<AffineMap> maps,
                     ArrayRef<utils::IteratorType> iterators,
                     function_ref<Value(ScalarEmitter &, ValueRange)> body) {
  return linalg::GenericOp::create(
             b, loc, TypeRange{init.getType()}, inputs, ValueRange{init},
             maps, iterators,
             [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
               ImplicitLocOpBuilder ib(nestedLoc, nested);
               ScalarEmitter e(ib);
               Value term = body(e, args.drop_back());
               Value sum =
                   isa<FloatType>(term.getType())
                       ? Value(arith::AddFOp::create(ib, args.back(), term))
                       : Value(arith::AddIOp::create(ib, args.back(), term));
               linalg::YieldOp::create(ib, sum);
             })
      .getResult(0);
}

SmallVector<utils::IteratorType> iteratorTypes(unsigned parallel,
                                               unsigned reduction) {
  SmallVector<utils::IteratorType> result(parallel,
                                          utils::IteratorType::parallel);
  result.append(reduction, utils::IteratorType::reduction);
  return result;
}

/// Integer inputs of the epilogue beyond the accumulator.
struct EpilogueInputs {
  /// Sums of the lhs over the reduction (multiplied by -zp_r).
  Value lhsSums;
  AffineMap lhsSumsMap;
  /// Sums of the rhs over the reduction (multiplied by -zp_l).
  Value rhsSums;
  AffineMap rhsSumsMap;
  Value bias;
  /// The number of products per output element as an i64 value, set where
  /// it is only known at run time (`plan.reduction` dynamic): the `post`
  /// correction adds K * zp_l * zp_r.
  Value dynamicReduction;
  /// Result dimension holding the output channel.
  unsigned channelDim = 0;
};

/// `factor * dim(value, dim)` as an i64 value, for a dynamic reduction size.
Value reductionSize(OpBuilder &b, Location loc, Value value, int64_t dim,
                    int64_t factor) {
  Value size = arith::IndexCastOp::create(
      b, loc, b.getI64Type(), tensor::DimOp::create(b, loc, value, dim));
  if (factor == 1)
    return size;
  Value constant = arith::ConstantOp::create(b, loc, b.getI64Type(),
                                             b.getI64IntegerAttr(factor));
  return arith::MulIOp::create(b, loc, size, constant);
}

/// The corrected, requantized, offset and clamped result in storage type.
Value buildEpilogue(OpBuilder &b, Location loc, Value acc,
                    const ContractionPlan &plan, const EpilogueInputs &in) {
  auto accType = cast<RankedTensorType>(acc.getType());
  unsigned rank = accType.getRank();
  MLIRContext *context = b.getContext();
  AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, context);
  AffineMap channelMap =
      AffineMap::get(rank, 0, b.getAffineDimExpr(in.channelDim));
  bool perChannel = plan.channels > 1;

  SmallVector<Value> operands = {acc};
  SmallVector<AffineMap> maps = {identity};
  auto addInput = [&](Value value, AffineMap map) -> int {
    if (!value)
      return -1;
    operands.push_back(value);
    maps.push_back(map);
    return operands.size() - 1;
  };
  int lhsSums = addInput(in.lhsSums, in.lhsSumsMap);
  int rhsSums = addInput(in.rhsSums, in.rhsSumsMap);
  int bias = addInput(in.bias, channelMap);
  int zeroPoints = -1, tables = -1;
  if (perChannel) {
    zeroPoints = addInput(
        constantTable(b, loc,
                      [&] {
                        SmallVector<int64_t> zps;
                        for (size_t c = 0; c < plan.channels; ++c)
                          zps.push_back(plan.rhs.zeroPoint(c));
                        return zps;
                      }(),
                      b.getI64Type()),
        channelMap);
    for (Value table : plan.requant->tables(b, loc)) {
      int index = addInput(table, channelMap);
      if (tables < 0)
        tables = index;
    }
  }
  Value init = emptyLike(b, loc, acc, plan.out.storage);
  maps.push_back(identity);
  SmallVector<utils::IteratorType> iterators = iteratorTypes(rank, 0);
  return linalg::GenericOp::create(
             b, loc, TypeRange{init.getType()}, operands, ValueRange{init},
             maps, iterators,
             [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
               ImplicitLocOpBuilder ib(nestedLoc, nested);
               ScalarEmitter e(ib);
               unsigned width = plan.finalWidth;
               Type wide = ib.getIntegerType(width);
               Value a = e.castInt(args[0], width);
               Value zpR = perChannel
                               ? e.castInt(args[zeroPoints], width)
                               : e.constant(wide, plan.rhs.zeroPoint());
               int64_t zpL = plan.lhs.zeroPoint();
               if (lhsSums >= 0)
                 a = arith::SubIOp::create(
                     ib, a,
                     arith::MulIOp::create(
                         ib, zpR, e.castInt(args[lhsSums], width)));
               if (rhsSums >= 0)
                 a = arith::SubIOp::create(
                     ib, a,
                     arith::MulIOp::create(ib, e.constant(wide, zpL),
                                           e.castInt(args[rhsSums], width)));
               if (plan.post && zpL != 0) {
                 // K * zp_l * zp_r; K from the shapes when it is dynamic.
                 Value kzpL =
                     ShapedType::isDynamic(plan.reduction)
                         ? Value(arith::MulIOp::create(
                               ib, e.castInt(in.dynamicReduction, width),
                               e.constant(wide, zpL)))
                         : e.constant(wide, plan.reduction * zpL);
                 a = arith::AddIOp::create(
                     ib, a, arith::MulIOp::create(ib, kzpL, zpR));
               }
               if (bias >= 0)
                 a = arith::AddIOp::create(ib, a,
                                           e.castInt(args[bias], width));
               ValueRange tableArgs =
                   perChannel ? args.slice(tables, Requantization::kNumTables)
                              : ValueRange();
               Value scaled = e.scale(plan.scheme, a,
                                      plan.requant->operands(e, tableArgs));
               linalg::YieldOp::create(
                   ib, e.toStorage(scaled, plan.out.zeroPoint(),
                                   plan.out.storageMin, plan.out.storageMax,
                                   plan.out.storage));
             })
      .getResult(0);
}

/// The accumulation of `zp-correction=inline`: `init += (q_l - zp_l) *
/// (q_r - zp_r[c])` over the loops of `maps` (lhs, rhs, channel, output).
Value buildInlineAccumulation(OpBuilder &b, Location loc, Value lhs,
                              Value rhs, Value init, AffineMap lhsMap,
                              AffineMap rhsMap, AffineMap channelMap,
                              AffineMap outMap,
                              ArrayRef<utils::IteratorType> iterators,
                              const ContractionPlan &plan) {
  SmallVector<Value> inputs = {lhs, rhs};
  SmallVector<AffineMap> maps = {lhsMap, rhsMap};
  bool perChannelZp = plan.rhs.isPerAxis() && !plan.rhs.allZeroPointsZero();
  if (perChannelZp) {
    inputs.push_back(
        constantTable(b, loc, plan.rhs.zeroPoints, b.getI64Type()));
    maps.push_back(channelMap);
  }
  maps.push_back(outMap);
  return buildReduction(
      b, loc, inputs, init, maps, iterators,
      [&](ScalarEmitter &e, ValueRange args) -> Value {
        ImplicitLocOpBuilder &ib = e.builder();
        unsigned width = plan.productWidth;
        Type t = ib.getIntegerType(width);
        Value zpR = perChannelZp ? e.castInt(args[2], width)
                                 : e.constant(t, plan.rhs.zeroPoint());
        Value l = arith::SubIOp::create(ib, e.castInt(args[0], width),
                                        e.constant(t, plan.lhs.zeroPoint()));
        Value r = arith::SubIOp::create(ib, e.castInt(args[1], width), zpR);
        return arith::MulIOp::create(ib, l, r);
      });
}

/// Reads the uniform parameters of an integer-form contraction.
LogicalResult readParams(Operation *op, Value lhs, Value rhs, Value bias,
                         Value result, ContractionPlan &plan) {
  auto get = [](Value value) {
    return UniformParams::get(getElementTypeOrSelf(value.getType()));
  };
  FailureOr<UniformParams> l = get(lhs), r = get(rhs), o = get(result);
  if (failed(l) || failed(r) || failed(o))
    return op->emitOpError() << "needs !quant.uniform operands with integer "
                                "storage";
  plan.lhs = *l;
  plan.rhs = *r;
  plan.out = *o;
  if (bias) {
    FailureOr<UniformParams> b = get(bias);
    if (failed(b))
      return op->emitOpError() << "needs a !quant.uniform bias";
    plan.bias = *b;
  }
  return success();
}

/// Per-channel scale and zero-point of hybrid weights as scalars inside a
/// generic body: table arguments or constants.
struct HybridWeights {
  UniformParams params;
  SmallVector<Value> tables(OpBuilder &b, Location loc) const {
    if (!params.isPerAxis())
      return {};
    return {constantFloatTable(b, loc, params.scales, params.expressed),
            constantTable(b, loc, params.zeroPoints, b.getI64Type())};
  }
  /// dequantize(q) = f(q - zp) * s in the expressed type.
  Value dequantize(ScalarEmitter &e, Value q, ValueRange tableArgs) const {
    ImplicitLocOpBuilder &b = e.builder();
    Value scale, zeroPoint;
    if (params.isPerAxis()) {
      scale = tableArgs[0];
      zeroPoint = tableArgs[1];
    } else {
      scale = arith::ConstantOp::create(
          b, params.expressed,
          b.getFloatAttr(params.expressed, params.scales[0]));
      zeroPoint = e.constant(b.getI64Type(), params.zeroPoints[0]);
    }
    Value centered = arith::SubIOp::create(
        b, e.castInt(q, 64, params.isSigned), zeroPoint);
    return arith::MulFOp::create(
        b, arith::SIToFPOp::create(b, params.expressed, centered), scale);
  }

  /// The maps of a hybrid reduction: activation, weight, the weight channel
  /// (for per-channel tables) and the result.
  struct Maps {
    AffineMap activation, weight, channel, result;
  };

  /// init + sum(activation * dequantize(weight)) over the reduction loops of
  /// `iterators`: the weights stay in their storage type in memory.
  Value sumOfProducts(OpBuilder &b, Location loc, Value activation,
                      Value weight, Value init, const Maps &maps,
                      ArrayRef<utils::IteratorType> iterators) const {
    SmallVector<Value> tableValues = tables(b, loc);
    SmallVector<AffineMap> indexing = {maps.activation, maps.weight};
    indexing.append(tableValues.size(), maps.channel);
    indexing.push_back(maps.result);
    SmallVector<Value> inputs = {activation, weight};
    inputs.append(tableValues);
    return buildReduction(
        b, loc, inputs, init, indexing, iterators,
        [&](ScalarEmitter &e, ValueRange args) -> Value {
          Value real = dequantize(e, args[1], args.drop_front(2));
          return arith::MulFOp::create(e.builder(), args[0], real);
        });
  }
};

/// Adds a float bias along `channelDim`.
Value addFloatBias(OpBuilder &b, Location loc, Value result, Value bias,
                   unsigned channelDim) {
  if (!bias)
    return result;
  auto type = cast<RankedTensorType>(result.getType());
  return buildElementwise(
      b, loc, result, bias, channelDim, type.getElementType(),
      [](ScalarEmitter &e, ValueRange in, ValueRange tables) -> Value {
        return arith::AddFOp::create(e.builder(), in[0], tables[0]);
      });
}

//===----------------------------------------------------------------------===//
// quantkit.matmul
//===----------------------------------------------------------------------===//

struct MatmulLowering : public OpConversionPattern<MatmulOp> {
  MatmulLowering(const TypeConverter &converter, MLIRContext *context,
                 const LoweringOptions &options)
      : OpConversionPattern(converter, context), options(options) {}

  LogicalResult
  matchAndRewrite(MatmulOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto lhsType = cast<RankedTensorType>(adaptor.getLhs().getType());
    auto rhsType = cast<RankedTensorType>(adaptor.getRhs().getType());
    unsigned lhsRank = lhsType.getRank();
    bool batched = rhsType.getRank() == 3;
    // Loops: the lhs dims without K (leading..., M), then N, then K.
    unsigned numLoops = lhsRank + 1;
    MLIRContext *context = rewriter.getContext();
    SmallVector<AffineExpr> dims;
    for (unsigned i = 0; i < numLoops; ++i)
      dims.push_back(rewriter.getAffineDimExpr(i));
    AffineExpr n = dims[lhsRank - 1], k = dims[lhsRank];
    SmallVector<AffineExpr> lhsExprs(dims.begin(), dims.begin() + lhsRank - 1);
    lhsExprs.push_back(k);
    SmallVector<AffineExpr> rhsExprs;
    if (batched)
      rhsExprs.push_back(dims[0]);
    rhsExprs.append({k, n});
    SmallVector<AffineExpr> outExprs(dims.begin(), dims.begin() + lhsRank);
    AffineMap lhsMap = AffineMap::get(numLoops, 0, lhsExprs, context);
    AffineMap rhsMap = AffineMap::get(numLoops, 0, rhsExprs, context);
    AffineMap outMap = AffineMap::get(numLoops, 0, outExprs, context);
    AffineMap channelMap = AffineMap::get(numLoops, 0, n);

    SmallVector<OpFoldResult> resultSizes =
        tensor::getMixedSizes(rewriter, loc, adaptor.getLhs());
    resultSizes.back() = tensor::getMixedSize(rewriter, loc, adaptor.getRhs(),
                                              rhsType.getRank() - 1);
    SmallVector<utils::IteratorType> iterators = iteratorTypes(lhsRank, 1);

    if (!isa<quant::QuantizedType>(lhsType.getElementType()) &&
        isa<FloatType>(lhsType.getElementType())) {
      // Hybrid form.
      FailureOr<UniformParams> weights =
          UniformParams::get(getElementTypeOrSelf(op.getRhs().getType()));
      if (failed(weights))
        return op.emitOpError() << "needs !quant.uniform weights with "
                                   "integer storage";
      HybridWeights hybrid{*weights};
      Type floatType = lhsType.getElementType();
      Value init = zeroFilled(rewriter, loc, resultSizes, floatType);
      Value result = hybrid.sumOfProducts(
          rewriter, loc, adaptor.getLhs(), adaptor.getRhs(), init,
          {lhsMap, rhsMap, channelMap, outMap}, iterators);
      rewriter.replaceOp(op, addFloatBias(rewriter, loc, result,
                                          adaptor.getBias(), lhsRank - 1));
      return success();
    }

    ContractionPlan plan;
    if (failed(readParams(op, op.getLhs(), op.getRhs(), op.getBias(),
                          op.getResult(), plan)))
      return failure();
    plan.scheme = op.getRoundingOr(options.rounding);
    plan.post = options.postZeroPointCorrection;
    plan.reduction = lhsType.getShape().back();
    if (failed(planContraction(op, plan, op.getBias())))
      return failure();
    Value lhs = toSignedStorage(rewriter, loc, adaptor.getLhs(), plan.lhs);
    Value rhs = toSignedStorage(rewriter, loc, adaptor.getRhs(), plan.rhs);
    Type productType = rewriter.getIntegerType(plan.productWidth);
    Value init = zeroFilled(rewriter, loc, resultSizes, productType);
    EpilogueInputs epilogue;
    epilogue.bias = adaptor.getBias();
    epilogue.channelDim = lhsRank - 1;
    if (ShapedType::isDynamic(plan.reduction))
      epilogue.dynamicReduction =
          reductionSize(rewriter, loc, adaptor.getLhs(), lhsRank - 1, 1);
    Value acc;
    if (plan.post) {
      if (lhsRank == 2 && !batched)
        acc = linalg::MatmulOp::create(rewriter, loc, TypeRange{init.getType()},
                                       ValueRange{lhs, rhs}, ValueRange{init})
                  .getResult(0);
      else if (lhsRank == 3 && batched)
        acc = linalg::BatchMatmulOp::create(rewriter, loc,
                                            TypeRange{init.getType()},
                                            ValueRange{lhs, rhs},
                                            ValueRange{init})
                  .getResult(0);
      else
        acc = buildReduction(
            rewriter, loc, {lhs, rhs}, init, {lhsMap, rhsMap, outMap},
            iterators, [&](ScalarEmitter &e, ValueRange args) -> Value {
              unsigned w = plan.productWidth;
              return arith::MulIOp::create(e.builder(),
                                           e.castInt(args[0], w),
                                           e.castInt(args[1], w));
            });
      unsigned rank = lhsRank;
      if (!plan.rhs.allZeroPointsZero()) {
        // Row sums of the lhs over K: shape [..., M].
        SmallVector<OpFoldResult> sizes(resultSizes.begin(),
                                        resultSizes.end() - 1);
        Value sumInit = zeroFilled(rewriter, loc, sizes, productType);
        SmallVector<AffineExpr> lead(dims.begin(), dims.begin() + rank - 1);
        AffineMap inMap = AffineMap::get(rank, 0,
                                         [&] {
                                           SmallVector<AffineExpr> e(lead);
                                           e.push_back(dims[rank - 1]);
                                           return e;
                                         }(),
                                         context);
        AffineMap sumMap = AffineMap::get(rank, 0, lead, context);
        epilogue.lhsSums = buildReduction(
            rewriter, loc, {lhs}, sumInit, {inMap, sumMap},
            iteratorTypes(rank - 1, 1),
            [&](ScalarEmitter &e, ValueRange args) {
              return e.castInt(args[0], plan.productWidth);
            });
        epilogue.lhsSumsMap = AffineMap::get(rank, 0, lead, context);
      }
      if (plan.lhs.zeroPoint() != 0) {
        // Column sums of the rhs over K: shape [N] or [B, N].
        unsigned rhsRank = batched ? 3 : 2;
        SmallVector<OpFoldResult> sizes;
        SmallVector<AffineExpr> sumExprs, inExprs;
        AffineExpr d0 = rewriter.getAffineDimExpr(0),
                   d1 = rewriter.getAffineDimExpr(1),
                   d2 = rewriter.getAffineDimExpr(2);
        if (batched) {
          sizes = {tensor::getMixedSize(rewriter, loc, rhs, 0),
                   tensor::getMixedSize(rewriter, loc, rhs, 2)};
          inExprs = {d0, d2, d1};
          sumExprs = {d0, d1};
        } else {
          sizes = {tensor::getMixedSize(rewriter, loc, rhs, 1)};
          inExprs = {d1, d0};
          sumExprs = {d0};
        }
        Value sumInit = zeroFilled(rewriter, loc, sizes, productType);
        epilogue.rhsSums = buildReduction(
            rewriter, loc, {rhs}, sumInit,
            {AffineMap::get(rhsRank, 0, inExprs, context),
             AffineMap::get(rhsRank, 0, sumExprs, context)},
            iteratorTypes(rhsRank - 1, 1),
            [&](ScalarEmitter &e, ValueRange args) {
              return e.castInt(args[0], plan.productWidth);
            });
        SmallVector<AffineExpr> resultSumExprs;
        if (batched)
          resultSumExprs.push_back(rewriter.getAffineDimExpr(0));
        resultSumExprs.push_back(rewriter.getAffineDimExpr(rank - 1));
        epilogue.rhsSumsMap = AffineMap::get(rank, 0, resultSumExprs, context);
      }
    } else {
      acc = buildInlineAccumulation(rewriter, loc, lhs, rhs, init, lhsMap,
                                    rhsMap, channelMap, outMap, iterators,
                                    plan);
    }
    rewriter.replaceOp(op, buildEpilogue(rewriter, loc, acc, plan, epilogue));
    return success();
  }

  LoweringOptions options;
};

//===----------------------------------------------------------------------===//
// quantkit.conv2d, quantkit.depthwise_conv2d
//===----------------------------------------------------------------------===//

/// Static sizes every convolution lowering relies on.
LogicalResult checkStaticSpatial(Operation *op, RankedTensorType input,
                                 ArrayRef<int64_t> kernel) {
  if (input.isDynamicDim(1) || input.isDynamicDim(2) ||
      llvm::any_of(kernel, ShapedType::isDynamic))
    return op->emitOpError() << "lowering needs static spatial sizes of the "
                                "input and the filter";
  return success();
}

/// The 5-D views a grouped conv2d is lowered on, linalg's
/// `conv_2d_nhwgc_gfhwc` layout: the input's channels split into (group,
/// channel), the filter's rows into (group, output channel), and the
/// accumulator's channels likewise, collapsed back afterwards. Every
/// indexing map is then linear: reading the 4-D operands directly takes
/// `(o floordiv F) * C + c`, which loop tiling cannot shift and the
/// epilogue's vector loops cannot read. With one group each view is the
/// value itself.
struct GroupedViews {
  int64_t groups = 1;
  int64_t inPerGroup = 1, outPerGroup = 1;

  explicit operator bool() const { return groups > 1; }

  /// [N, H, W, G * C] -> [N, H, W, G, C].
  Value input(OpBuilder &b, Location loc, Value value) const {
    return split(b, loc, value, {{0}, {1}, {2}, {3, 4}}, 3, inPerGroup);
  }
  /// [G * F, KH, KW, C] -> [G, F, KH, KW, C].
  Value filter(OpBuilder &b, Location loc, Value value) const {
    return split(b, loc, value, {{0, 1}, {2}, {3}, {4}}, 0, outPerGroup);
  }
  /// The accumulator's sizes, [N, OH, OW, O] -> [N, OH, OW, G, F].
  SmallVector<OpFoldResult> sizes(ArrayRef<OpFoldResult> result) const {
    SmallVector<OpFoldResult> sizes(result);
    if (!*this)
      return sizes;
    MLIRContext *context = result.front().getContext();
    sizes.back() = IntegerAttr::get(IndexType::get(context), groups);
    sizes.push_back(IntegerAttr::get(IndexType::get(context), outPerGroup));
    return sizes;
  }
  /// [N, OH, OW, G, F] -> [N, OH, OW, G * F].
  Value result(OpBuilder &b, Location loc, Value value) const {
    if (!*this)
      return value;
    return tensor::CollapseShapeOp::create(
        b, loc, value,
        SmallVector<ReassociationIndices>{{0}, {1}, {2}, {3, 4}});
  }

private:
  /// `value` with dimension `dim` split into (groups, perGroup).
  Value split(OpBuilder &b, Location loc, Value value,
              SmallVector<ReassociationIndices> reassociation, unsigned dim,
              int64_t perGroup) const {
    if (!*this)
      return value;
    auto type = cast<RankedTensorType>(value.getType());
    SmallVector<int64_t> shape(type.getShape());
    shape[dim] = perGroup;
    shape.insert(shape.begin() + dim, groups);
    return tensor::ExpandShapeOp::create(
        b, loc, RankedTensorType::get(shape, type.getElementType()), value,
        reassociation);
  }
};

template <typename ConvOp>
struct ConvLowering : public OpConversionPattern<ConvOp> {
  using Adaptor = typename ConvOp::Adaptor;

  ConvLowering(const TypeConverter &converter, MLIRContext *context,
               const LoweringOptions &options, bool depthwise)
      : OpConversionPattern<ConvOp>(converter, context), options(options),
        depthwise(depthwise) {}

  LogicalResult
  matchAndRewrite(ConvOp op, Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *context = rewriter.getContext();
    auto inputType = cast<RankedTensorType>(adaptor.getInput().getType());
    auto filterType = cast<RankedTensorType>(adaptor.getFilter().getType());
    ArrayRef<int64_t> f = filterType.getShape();
    int64_t kh = depthwise ? f[0] : f[1], kw = depthwise ? f[1] : f[2];
    if (failed(checkStaticSpatial(op, inputType, {kh, kw})))
      return failure();
    SmallVector<int64_t, 2> strides = op.getStridesOrDefault();
    SmallVector<int64_t, 2> dilations = op.getDilationsOrDefault();
    SmallVector<int64_t, 4> padding = op.getPaddingOrDefault();
    auto resultType = cast<RankedTensorType>(
        this->getTypeConverter()->convertType(op.getResult().getType()));
    SmallVector<OpFoldResult> resultSizes = {
        tensor::getMixedSize(rewriter, loc, adaptor.getInput(), 0),
        rewriter.getIndexAttr(resultType.getDimSize(1)),
        rewriter.getIndexAttr(resultType.getDimSize(2)),
        depthwise ? tensor::getMixedSize(rewriter, loc, adaptor.getInput(), 3)
                  : tensor::getMixedSize(rewriter, loc, adaptor.getFilter(),
                                         0)};

    // Loops: (n, ho, wo, c_out, kh, kw[, c_in]); depthwise has no c_in.
    int64_t groups = 1;
    if constexpr (std::is_same_v<ConvOp, Conv2DOp>)
      groups = op.getGroupsOrDefault();
    if (groups > 1 &&
        (ShapedType::isDynamic(f[0]) || ShapedType::isDynamic(f[3])))
      return op.emitOpError() << "lowering of a grouped convolution needs "
                                 "static filter channels";
    GroupedViews grouped{groups, depthwise ? 1 : f[3],
                         depthwise ? 1 : f[0] / groups};
    unsigned numLoops = depthwise ? 6 : grouped ? 8 : 7;
    SmallVector<AffineExpr> d;
    for (unsigned i = 0; i < numLoops; ++i)
      d.push_back(rewriter.getAffineDimExpr(i));
    AffineMap inMap, filterMap, outMap, channelMap;
    SmallVector<utils::IteratorType> iterators;
    if (grouped) {
      // (n, ho, wo, g, f, kh, kw, c_in) on the 5-D views (GroupedViews):
      // every map linear, so tiles and vector loops can take any loop.
      AffineExpr h = d[1] * strides[0] + d[5] * dilations[0];
      AffineExpr w = d[2] * strides[1] + d[6] * dilations[1];
      inMap = AffineMap::get(numLoops, 0, {d[0], h, w, d[3], d[7]}, context);
      filterMap =
          AffineMap::get(numLoops, 0, {d[3], d[4], d[5], d[6], d[7]}, context);
      outMap =
          AffineMap::get(numLoops, 0, {d[0], d[1], d[2], d[3], d[4]}, context);
      channelMap =
          AffineMap::get(numLoops, 0, d[3] * grouped.outPerGroup + d[4]);
      iterators = iteratorTypes(5, 3);
    } else {
      AffineExpr h = d[1] * strides[0] + d[4] * dilations[0];
      AffineExpr w = d[2] * strides[1] + d[5] * dilations[1];
      inMap = AffineMap::get(numLoops, 0, {d[0], h, w, depthwise ? d[3] : d[6]},
                             context);
      filterMap =
          depthwise
              ? AffineMap::get(numLoops, 0, {d[4], d[5], d[3]}, context)
              : AffineMap::get(numLoops, 0, {d[3], d[4], d[5], d[6]}, context);
      outMap = AffineMap::get(numLoops, 0, {d[0], d[1], d[2], d[3]}, context);
      channelMap = AffineMap::get(numLoops, 0, d[3]);
      iterators = iteratorTypes(4, numLoops - 4);
    }

    if (isa<FloatType>(inputType.getElementType())) {
      // Hybrid form: real zero padding, weights dequantized in the loop.
      FailureOr<UniformParams> weights =
          UniformParams::get(getElementTypeOrSelf(op.getFilter().getType()));
      if (failed(weights))
        return op.emitOpError() << "needs !quant.uniform weights with "
                                   "integer storage";
      HybridWeights hybrid{*weights};
      Type floatType = inputType.getElementType();
      Value padded = padSpatialWith(rewriter, loc, adaptor.getInput(),
                                    padding,
                                    rewriter.getFloatAttr(floatType, 0.0));
      Value init =
          zeroFilled(rewriter, loc, grouped.sizes(resultSizes), floatType);
      Value result = hybrid.sumOfProducts(
          rewriter, loc, grouped.input(rewriter, loc, padded),
          grouped.filter(rewriter, loc, adaptor.getFilter()), init,
          {inMap, filterMap, channelMap, outMap}, iterators);
      result = grouped.result(rewriter, loc, result);
      rewriter.replaceOp(
          op, addFloatBias(rewriter, loc, result, adaptor.getBias(), 3));
      return success();
    }

    ContractionPlan plan;
    if (failed(readParams(op, op.getInput(), op.getFilter(), op.getBias(),
                          op.getResult(), plan)))
      return failure();
    plan.scheme = op.getRoundingOr(options.rounding);
    plan.post = options.postZeroPointCorrection;
    int64_t channelsIn = inputType.getDimSize(3);
    plan.reduction = depthwise ? kh * kw
                     : grouped ? kh * kw * grouped.inPerGroup
                     : ShapedType::isDynamic(channelsIn) ? ShapedType::kDynamic
                                                         : kh * kw * channelsIn;
    if (failed(planContraction(op, plan, op.getBias())))
      return failure();
    Value input = toSignedStorage(rewriter, loc, adaptor.getInput(), plan.lhs);
    Value filter =
        toSignedStorage(rewriter, loc, adaptor.getFilter(), plan.rhs);
    // Padding stands for real zero: the input zero point.
    Value padded = padSpatialWith(
        rewriter, loc, input, padding,
        rewriter.getIntegerAttr(plan.lhs.storage, plan.lhs.zeroPoint()));
    Type productType = rewriter.getIntegerType(plan.productWidth);
    Value init =
        zeroFilled(rewriter, loc, grouped.sizes(resultSizes), productType);
    EpilogueInputs epilogue;
    epilogue.bias = adaptor.getBias();
    epilogue.channelDim = 3;
    if (ShapedType::isDynamic(plan.reduction))
      epilogue.dynamicReduction =
          reductionSize(rewriter, loc, adaptor.getInput(), 3, kh * kw);
    Value acc;
    if (plan.post) {
      auto stridesAttr = rewriter.getI64TensorAttr(strides);
      auto dilationsAttr = rewriter.getI64TensorAttr(dilations);
      if (depthwise)
        acc = linalg::DepthwiseConv2DNhwcHwcOp::create(
                  rewriter, loc, TypeRange{init.getType()},
                  ValueRange{padded, filter}, ValueRange{init}, stridesAttr,
                  dilationsAttr)
                  .getResult(0);
      else if (grouped)
        acc = grouped.result(
            rewriter, loc,
            linalg::Conv2DNhwgcGfhwcOp::create(
                rewriter, loc, TypeRange{init.getType()},
                ValueRange{grouped.input(rewriter, loc, padded),
                           grouped.filter(rewriter, loc, filter)},
                ValueRange{init}, stridesAttr, dilationsAttr)
                .getResult(0));
      else
        acc = linalg::Conv2DNhwcFhwcOp::create(
                  rewriter, loc, TypeRange{init.getType()},
                  ValueRange{padded, filter}, ValueRange{init}, stridesAttr,
                  dilationsAttr)
                  .getResult(0);
      // Loops of the sums: the same iteration space, with the output channel
      // dropped from the window sums (conv2d) and the output position from
      // the filter sums.
      if (!plan.rhs.allZeroPointsZero()) {
        if (depthwise) {
          // Window sums per channel share the convolution's loops; the
          // filter is an input only to give (kh, kw) their extent.
          Value sumInit = zeroFilled(rewriter, loc, resultSizes, productType);
          epilogue.lhsSums = buildReduction(
              rewriter, loc, {padded, filter}, sumInit,
              {inMap, filterMap, outMap}, iterators,
              [&](ScalarEmitter &e, ValueRange args) {
                return e.castInt(args[0], plan.productWidth);
              });
          epilogue.lhsSumsMap = AffineMap::getMultiDimIdentityMap(4, context);
        } else {
          // Window sums over (kh, kw, c_in), shared by every output channel
          // (of the group, with groups): loops (n, ho, wo[, g], kh, kw,
          // c_in) on the input (its 5-D view, GroupedViews), with a
          // [KH, KW] placeholder giving (kh, kw) their extent.
          Value view = grouped.input(rewriter, loc, padded);
          unsigned lead = cast<RankedTensorType>(view.getType()).getRank() - 1;
          unsigned loops = lead + 3;
          SmallVector<AffineExpr> e;
          for (unsigned i = 0; i < loops; ++i)
            e.push_back(rewriter.getAffineDimExpr(i));
          AffineExpr kH = e[lead], kW = e[lead + 1], c = e[lead + 2];
          SmallVector<AffineExpr> outer(e.begin(), e.begin() + lead);
          SmallVector<AffineExpr> in(outer);
          in[1] = e[1] * strides[0] + kH * dilations[0];
          in[2] = e[2] * strides[1] + kW * dilations[1];
          in.push_back(c);
          Value window = tensor::EmptyOp::create(
              rewriter, loc, ArrayRef<int64_t>{kh, kw}, rewriter.getI8Type());
          SmallVector<OpFoldResult> sizes = grouped.sizes(resultSizes);
          sizes.pop_back();
          Value sumInit = zeroFilled(rewriter, loc, sizes, productType);
          Value sums = buildReduction(
              rewriter, loc, {view, window}, sumInit,
              {AffineMap::get(loops, 0, in, context),
               AffineMap::get(loops, 0, {kH, kW}, context),
               AffineMap::get(loops, 0, outer, context)},
              iteratorTypes(lead, 3), [&](ScalarEmitter &em, ValueRange args) {
                return em.castInt(args[0], plan.productWidth);
              });
          if (grouped) {
            // Broadcast to the group's output channels and read like the
            // accumulator, so that the epilogue's maps stay projections.
            Value perChannel =
                linalg::BroadcastOp::create(
                    rewriter, loc, sums,
                    zeroFilled(rewriter, loc, grouped.sizes(resultSizes),
                               productType),
                    ArrayRef<int64_t>{4})
                    ->getResult(0);
            epilogue.lhsSums = grouped.result(rewriter, loc, perChannel);
            epilogue.lhsSumsMap = AffineMap::getMultiDimIdentityMap(4, context);
          } else {
            epilogue.lhsSums = sums;
            epilogue.lhsSumsMap = AffineMap::get(4, 0,
                                                 {rewriter.getAffineDimExpr(0),
                                                  rewriter.getAffineDimExpr(1),
                                                  rewriter.getAffineDimExpr(2)},
                                                 context);
          }
        }
      }
      if (plan.lhs.zeroPoint() != 0) {
        // Filter sums per output channel over (kh, kw[, c_in]).
        unsigned loops = depthwise ? 3 : 4;
        AffineExpr c = rewriter.getAffineDimExpr(0);
        AffineExpr r0 = rewriter.getAffineDimExpr(1),
                   r1 = rewriter.getAffineDimExpr(2);
        AffineMap filterSumIn =
            depthwise ? AffineMap::get(3, 0, {r0, r1, c}, context)
                      : AffineMap::get(4, 0,
                                       {c, r0, r1,
                                        rewriter.getAffineDimExpr(3)},
                                       context);
        Value sumInit =
            zeroFilled(rewriter, loc, {resultSizes[3]}, productType);
        epilogue.rhsSums = buildReduction(
            rewriter, loc, {filter}, sumInit,
            {filterSumIn, AffineMap::get(loops, 0, c)},
            iteratorTypes(1, loops - 1),
            [&](ScalarEmitter &e, ValueRange args) {
              return e.castInt(args[0], plan.productWidth);
            });
        epilogue.rhsSumsMap =
            AffineMap::get(4, 0, rewriter.getAffineDimExpr(3));
      }
    } else {
      acc = grouped.result(
          rewriter, loc,
          buildInlineAccumulation(
              rewriter, loc, grouped.input(rewriter, loc, padded),
              grouped.filter(rewriter, loc, filter), init, inMap, filterMap,
              channelMap, outMap, iterators, plan));
    }
    rewriter.replaceOp(op, buildEpilogue(rewriter, loc, acc, plan, epilogue));
    return success();
  }

  LoweringOptions options;
  bool depthwise;
};

} // namespace

void mlir::quantkit::populateContractionLoweringPatterns(
    RewritePatternSet &patterns, const TypeConverter &converter,
    const LoweringOptions &options) {
  MLIRContext *context = patterns.getContext();
  patterns.add<MatmulLowering>(converter, context, options);
  patterns.add<ConvLowering<Conv2DOp>>(converter, context, options,
                                       /*depthwise=*/false);
  patterns.add<ConvLowering<DepthwiseConv2DOp>>(converter, context, options,
                                                /*depthwise=*/true);
}
