//===- ImportChains.cpp - Front-end quantization chains as casts ----------===//
//
// torch-mlir's TorchToLinalg writes `quantize_per_tensor`/`_per_channel` as
// a generic `clamp(roundeven(x / s) + zp) -> fptosi/fptoui` and
// `dequantize` as `sitofp(ext(q) - zp) * s` (`createQuantizePayload`,
// `createDequantizePayload` in lib/Conversion/TorchToLinalg/
// Uncategorized.cpp); `fake_quantize_per_tensor_affine` is decomposed
// (DecomposeComplexOps.cpp) into div, round, add, maximum, minimum, sub and
// mul, one generic each. Every such chain computes, for every input that is
// not NaN, exactly what `quant.qcast` -> `quant.dcast` of one
// `!quant.uniform` type computes once lowered (dialect/Reference.md#numerics):
//
// * the division is the same `divf` in the expressed type by the same f32
//   scale; a multiplication by `c` is the same only where `c` is a power of
//   two (then `x * c` and `x / (1 / c)` are the correctly rounded value of
//   the same real number), so any other `c` is left alone;
// * `roundeven` is the cast's default rounding; `math.round` (half away from
//   zero) is not, and is left alone rather than imported inexactly;
// * `r + zp` in float then a clamp to [lo, hi] equals the cast's clamp of r
//   to [lo - zp, hi - zp] followed by an exact integer `+ zp`: the sum is
//   exact below 2^24 and saturates either way above;
// * `f(q - zp) * s` is the cast's dequantization term for term.
//
// NaN is the exception: the cast gives the zero point, torch-mlir's
// quantize gives `fptosi(NaN)` (poison) and its compare/select clamps give
// the lower bound. Chains that are recognised but cannot be imported
// exactly stay as they are, with a remark saying why.
//
//===----------------------------------------------------------------------===//

#include "passes/quantize/ImportChains.h"
#include "passes/utils/FloatConstants.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/APFloat.h"

#include <cmath>
#include <cstdio>

using namespace mlir;
using namespace mlir::quantkit;

namespace {

//===----------------------------------------------------------------------===//
// Parameters: scalar constants, or constant tensors read through a
// broadcasting map
//===----------------------------------------------------------------------===//

/// A quantization parameter as the chain computes it: one value, or one per
/// index of loop dimension `axis`. Values are exact in double (f32 scales,
/// integer zero points and bounds).
struct Param {
  SmallVector<double> values;
  std::optional<unsigned> axis;
};

/// `x` rounded to the float type `type` as the IR's conversions round
/// (to nearest, ties to even), or wrapped to the integer type's width.
std::optional<double> toType(Type type, double x) {
  if (auto floatType = dyn_cast<FloatType>(type)) {
    llvm::APFloat value(x);
    bool lost;
    value.convert(floatType.getFloatSemantics(),
                  llvm::APFloat::rmNearestTiesToEven, &lost);
    return value.convertToDouble();
  }
  auto intType = dyn_cast<IntegerType>(type);
  if (!intType || intType.getWidth() > 64 || std::abs(x) >= 0x1p63)
    return std::nullopt;
  llvm::APInt wrapped(64, static_cast<int64_t>(x), /*isSigned=*/true);
  return static_cast<double>(wrapped.trunc(intType.getWidth()).getSExtValue());
}

/// `x` of a `width`-bit integer, read as unsigned.
double asUnsigned(double x, unsigned width) {
  return x < 0 ? x + std::ldexp(1.0, static_cast<int>(width)) : x;
}

Param mapValues(Param p, llvm::function_ref<std::optional<double>(double)> f,
                bool &ok) {
  for (double &v : p.values) {
    std::optional<double> mapped = f(v);
    if (!mapped)
      ok = false;
    else
      v = *mapped;
  }
  return p;
}

/// The values of a constant elements attribute in row-major order.
std::optional<SmallVector<double>> elementValues(DenseElementsAttr data) {
  SmallVector<double> values;
  Type element = data.getElementType();
  if (isa<FloatType>(element)) {
    for (const APFloat &v : data.getValues<APFloat>()) {
      bool lost;
      APFloat wide = v;
      wide.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven, &lost);
      values.push_back(wide.convertToDouble());
    }
    return values;
  }
  auto intType = dyn_cast<IntegerType>(element);
  if (!intType || intType.getWidth() > 64)
    return std::nullopt;
  for (const APInt &v : data.getValues<APInt>())
    values.push_back(intType.isUnsigned()
                         ? static_cast<double>(v.getZExtValue())
                         : static_cast<double>(v.getSExtValue()));
  return values;
}

/// Reads a constant input of a generic through its indexing map: each map
/// result is a loop dimension or the constant 0 on a dimension of size 1;
/// at most one dimension of size above 1 (the channel axis).
FailureOr<Param> readBroadcast(OpOperand &operand, AffineMap map,
                               std::string &why);

/// The value of the scalar `v` (in a generic body or captured from above),
/// where it is a constant, a conversion or product of constants, or an
/// element of a constant tensor input; `why` says otherwise.
FailureOr<Param> readParam(Value v, std::string &why, unsigned depth = 0) {
  if (depth > 8) {
    why = "is computed too deep to be read";
    return failure();
  }
  Attribute attr;
  if (matchPattern(v, m_Constant(&attr))) {
    if (auto f = dyn_cast<FloatAttr>(attr))
      return Param{{f.getValueAsDouble()}, std::nullopt};
    if (auto i = dyn_cast<IntegerAttr>(attr)) {
      if (i.getType().getIntOrFloatBitWidth() > 64)
        return why = "is wider than 64 bits", failure();
      return Param{{static_cast<double>(
                       i.getType().isUnsignedInteger()
                           ? static_cast<double>(i.getValue().getZExtValue())
                           : static_cast<double>(i.getValue().getSExtValue()))},
                   std::nullopt};
    }
    why = "is not a number";
    return failure();
  }
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    auto generic = dyn_cast<linalg::GenericOp>(arg.getOwner()->getParentOp());
    if (!generic || arg.getArgNumber() >= generic.getNumDpsInputs()) {
      why = "is not a constant";
      return failure();
    }
    OpOperand *operand = generic.getDpsInputOperand(arg.getArgNumber());
    if (!isa<RankedTensorType>(operand->get().getType()))
      return readParam(operand->get(), why, depth + 1);
    return readBroadcast(*operand, generic.getMatchingIndexingMap(operand),
                         why);
  }
  Operation *def = v.getDefiningOp();
  if (!def) {
    why = "is not a constant";
    return failure();
  }
  Type result = v.getType();
  auto unary = [&](auto f) -> FailureOr<Param> {
    FailureOr<Param> in = readParam(def->getOperand(0), why, depth + 1);
    if (failed(in))
      return failure();
    bool ok = true;
    Param out = mapValues(*in, f, ok);
    if (!ok)
      return why = "does not fit its type", failure();
    return out;
  };
  unsigned inWidth =
      def->getNumOperands() == 1 && def->getOperand(0).getType().isIntOrFloat()
          ? def->getOperand(0).getType().getIntOrFloatBitWidth()
          : 0;
  if (isa<arith::SIToFPOp, arith::TruncFOp, arith::ExtFOp, arith::ExtSIOp,
          arith::TruncIOp>(def))
    return unary([&](double x) { return toType(result, x); });
  if (isa<arith::UIToFPOp, arith::ExtUIOp>(def))
    return unary(
        [&](double x) { return toType(result, asUnsigned(x, inWidth)); });
  if (isa<arith::MulFOp, arith::MulIOp>(def)) {
    // torch-mlir's `add.Scalar`/`sub.Scalar` multiply the zero point by
    // alpha = 1 in the body before canonicalization folds it.
    FailureOr<Param> lhs = readParam(def->getOperand(0), why, depth + 1);
    if (failed(lhs))
      return failure();
    FailureOr<Param> rhs = readParam(def->getOperand(1), why, depth + 1);
    if (failed(rhs))
      return failure();
    if (lhs->values.size() != 1 && rhs->values.size() != 1)
      return why = "is a product of two per-channel tensors", failure();
    Param product = lhs->values.size() == 1 ? *rhs : *lhs;
    double factor = lhs->values.size() == 1 ? lhs->values[0] : rhs->values[0];
    bool ok = true;
    product = mapValues(
        product, [&](double x) { return toType(result, x * factor); }, ok);
    if (!ok)
      return why = "does not fit its type", failure();
    return product;
  }
  why = "is not a constant";
  return failure();
}

FailureOr<Param> readBroadcast(OpOperand &operand, AffineMap map,
                               std::string &why) {
  // Torch-mlir's fx importer stores them as dense_resource blobs.
  DenseElementsAttr data = readConstant(operand.get());
  if (!data) {
    why = "is not a constant";
    return failure();
  }
  auto type = cast<RankedTensorType>(operand.get().getType());
  Param param;
  for (auto [i, expr] : llvm::enumerate(map.getResults())) {
    int64_t size = type.getDimSize(i);
    if (auto constant = dyn_cast<AffineConstantExpr>(expr)) {
      if (constant.getValue() != 0 || size != 1)
        return why = "is read at a fixed index", failure();
      continue;
    }
    auto dim = dyn_cast<AffineDimExpr>(expr);
    if (!dim) {
      why = "is read through a non-broadcasting map";
      return failure();
    }
    if (size == 1)
      continue;
    if (param.axis && *param.axis != dim.getPosition()) {
      why = "varies along more than one dimension";
      return failure();
    }
    param.axis = dim.getPosition();
  }
  std::optional<SmallVector<double>> values = elementValues(data);
  if (!values) {
    why = "has an unsupported element type";
    return failure();
  }
  param.values = std::move(*values);
  if (!param.axis)
    param.values.resize(1);
  // The block argument has the element type; its values are already exact.
  return param;
}

//===----------------------------------------------------------------------===//
// Walking a chain across elementwise generics
//===----------------------------------------------------------------------===//

bool isIdentity(AffineMap map) { return map.isIdentity(); }

/// An all-parallel generic with one identity-mapped init and one result,
/// whose body yields one value: what every step of a chain is.
bool isElementwiseStep(linalg::GenericOp generic) {
  if (generic.getNumDpsInits() != 1 || generic->getNumResults() != 1 ||
      !llvm::all_of(generic.getIteratorTypesArray(), [](utils::IteratorType t) {
        return t == utils::IteratorType::parallel;
      }))
    return false;
  return isIdentity(
      generic.getMatchingIndexingMap(generic.getDpsInitOperand(0)));
}

/// Where `arg` is an identity-mapped input of an elementwise generic, its
/// operand; else null.
OpOperand *identityInput(Value v) {
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg)
    return nullptr;
  auto generic = dyn_cast<linalg::GenericOp>(arg.getOwner()->getParentOp());
  if (!generic || !isElementwiseStep(generic) ||
      arg.getArgNumber() >= generic.getNumDpsInputs())
    return nullptr;
  OpOperand *operand = generic.getDpsInputOperand(arg.getArgNumber());
  if (!isIdentity(generic.getMatchingIndexingMap(operand)))
    return nullptr;
  return operand;
}

/// Follows `v` out of its body into the producer's body while it is an
/// identity-mapped input produced by another elementwise generic: a chain
/// of one-op generics reads as one body.
Value through(Value v) {
  while (OpOperand *operand = identityInput(v)) {
    auto producer = operand->get().getDefiningOp<linalg::GenericOp>();
    if (!producer || !isElementwiseStep(producer))
      break;
    v = producer.getRegion().front().getTerminator()->getOperand(0);
  }
  return v;
}

template <typename OpTy>
OpTy defOf(Value v) {
  return through(v).getDefiningOp<OpTy>();
}

/// One side of a clamp: `maximumf`/`maxnumf`/`minimumf`/`minnumf` of the
/// data and a per-tensor bound, either order, or the compare/select pair
/// torch-mlir writes for `aten.maximum`/`minimum` (cmpf ogt/olt + select).
struct ClampStep {
  bool isMax;
  Value data;
  double bound;
};

std::optional<ClampStep> matchClampStep(Value v) {
  Operation *def = through(v).getDefiningOp();
  if (!def)
    return std::nullopt;
  std::string why;
  auto boundOf = [&](Value c) -> std::optional<double> {
    FailureOr<Param> p = readParam(c, why);
    if (failed(p) || p->values.size() != 1)
      return std::nullopt;
    return p->values[0];
  };
  bool isMax = isa<arith::MaximumFOp, arith::MaxNumFOp>(def);
  bool isMin = isa<arith::MinimumFOp, arith::MinNumFOp>(def);
  if (isMax || isMin) {
    for (unsigned c = 0; c < 2; ++c)
      if (std::optional<double> bound = boundOf(def->getOperand(c)))
        return ClampStep{isMax, def->getOperand(1 - c), *bound};
    return std::nullopt;
  }
  auto select = dyn_cast<arith::SelectOp>(def);
  if (!select)
    return std::nullopt;
  auto compare = select.getCondition().getDefiningOp<arith::CmpFOp>();
  if (!compare)
    return std::nullopt;
  Value a = compare.getLhs(), b = compare.getRhs();
  bool greater;
  switch (compare.getPredicate()) {
  case arith::CmpFPredicate::OGT:
  case arith::CmpFPredicate::OGE:
  case arith::CmpFPredicate::UGT:
  case arith::CmpFPredicate::UGE:
    greater = true;
    break;
  case arith::CmpFPredicate::OLT:
  case arith::CmpFPredicate::OLE:
  case arith::CmpFPredicate::ULT:
  case arith::CmpFPredicate::ULE:
    greater = false;
    break;
  default:
    return std::nullopt;
  }
  // a > b ? a : b is max(a, b); a > b ? b : a is min(a, b); and for <.
  bool takesLhs;
  if (select.getTrueValue() == a && select.getFalseValue() == b)
    takesLhs = true;
  else if (select.getTrueValue() == b && select.getFalseValue() == a)
    takesLhs = false;
  else
    return std::nullopt;
  bool max = greater == takesLhs;
  if (std::optional<double> bound = boundOf(b))
    return ClampStep{max, a, *bound};
  if (std::optional<double> bound = boundOf(a))
    return ClampStep{max, b, *bound};
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// The chain
//===----------------------------------------------------------------------===//

/// What a recognised chain states.
struct Chain {
  /// The float tensor quantized (null for a dequantized integer constant).
  Value input;
  /// The integer constant dequantized (dequantize alone).
  Value storage;
  Param scale, zeroPoint;
  int64_t qmin = 0, qmax = 0;
  unsigned width = 8;
  bool isSigned = true;
};

/// The quantize half, from the clamped float back to the input:
/// `clamp(round(x / s) + zp)`. `why` is set where the structure is a
/// quantization that cannot be imported; silent failure is no chain.
struct QuantizeHalf {
  Value input;
  Value scale;
  bool scaleIsReciprocal = false;
  Value zeroPoint;
  double lo, hi;
};

FailureOr<QuantizeHalf> matchQuantize(Value clamped, std::string &why) {
  std::optional<ClampStep> outer = matchClampStep(clamped);
  if (!outer)
    return failure();
  std::optional<ClampStep> inner = matchClampStep(outer->data);
  if (!inner || inner->isMax == outer->isMax)
    return failure();
  QuantizeHalf half;
  half.lo = outer->isMax ? outer->bound : inner->bound;
  half.hi = outer->isMax ? inner->bound : outer->bound;
  auto add = defOf<arith::AddFOp>(inner->data);
  if (!add)
    return failure();
  Value rounded = add.getLhs(), zp = add.getRhs();
  Operation *round = through(rounded).getDefiningOp();
  if (!isa_and_nonnull<math::RoundEvenOp, math::RoundOp>(round)) {
    std::swap(rounded, zp);
    round = through(rounded).getDefiningOp();
  }
  if (!isa_and_nonnull<math::RoundEvenOp, math::RoundOp>(round))
    return failure();
  half.zeroPoint = zp;
  Operation *scaled = through(round->getOperand(0)).getDefiningOp();
  Value x;
  if (auto div = dyn_cast_or_null<arith::DivFOp>(scaled)) {
    x = div.getLhs();
    half.scale = div.getRhs();
  } else if (auto mul = dyn_cast_or_null<arith::MulFOp>(scaled)) {
    std::string ignored;
    bool rhsIsScale = succeeded(readParam(mul.getRhs(), ignored)) ||
                      !succeeded(readParam(mul.getLhs(), ignored));
    x = rhsIsScale ? mul.getLhs() : mul.getRhs();
    half.scale = rhsIsScale ? mul.getRhs() : mul.getLhs();
    half.scaleIsReciprocal = true;
  } else {
    return failure();
  }
  OpOperand *source = identityInput(x);
  if (!source)
    return failure();
  half.input = source->get();
  if (isa<math::RoundOp>(round)) {
    why = "it rounds half away from zero (math.round); quant.qcast rounds "
          "half to even";
    return failure();
  }
  return half;
}

/// Reads a parameter that must be there; `what` names it in `why`.
FailureOr<Param> require(Value v, StringRef what, std::string &why) {
  std::string reason;
  FailureOr<Param> p = readParam(v, reason);
  if (failed(p))
    why = (what + " " + reason).str();
  return p;
}

bool isInteger(double x) { return std::isfinite(x) && x == std::floor(x); }

/// Both parameters over `count` channels (per-tensor ones repeated).
SmallVector<double> expand(const Param &p, size_t count) {
  if (p.values.size() == count)
    return p.values;
  return SmallVector<double>(count, p.values.front());
}

/// `x` as a remark prints it: integers as integers, else the shortest
/// form that reads back as the same f32 or f64.
std::string str(double x) {
  if (std::isfinite(x) && x == std::floor(x) && std::abs(x) < 0x1p53)
    return std::to_string(static_cast<int64_t>(x));
  if (std::isnan(x))
    return "nan";
  if (std::isinf(x))
    return x > 0 ? "inf" : "-inf";
  char buffer[32];
  std::snprintf(buffer, sizeof(buffer), "%.9g", x);
  return buffer;
}

/// Recognises the chain that ends at `root`; `why` is set where it is a
/// quantization chain that cannot be imported exactly.
FailureOr<Chain> matchChain(linalg::GenericOp root, std::string &why) {
  if (!isElementwiseStep(root))
    return failure();
  auto resultType = dyn_cast<RankedTensorType>(root->getResult(0).getType());
  if (!resultType || !resultType.getElementType().isF32())
    return failure();
  auto mul = root.getRegion()
                 .front()
                 .getTerminator()
                 ->getOperand(0)
                 .getDefiningOp<arith::MulFOp>();
  if (!mul)
    return failure();

  // The dequantize half: which factor is the data and what it reads.
  Chain chain;
  Value dqScale, dqZeroPoint;
  FailureOr<QuantizeHalf> quantize = failure();
  bool pairSigned = true;
  unsigned pairWidth = 0;
  for (unsigned side = 0; side < 2 && !chain.input && !chain.storage; ++side) {
    Value data = mul->getOperand(side);
    Operation *def = through(data).getDefiningOp();
    dqScale = mul->getOperand(1 - side);
    dqZeroPoint = Value();
    if (isa_and_nonnull<arith::SIToFPOp, arith::UIToFPOp>(def)) {
      bool convertsSigned = isa<arith::SIToFPOp>(def);
      Value q = def->getOperand(0);
      bool extendsSigned = convertsSigned;
      if (auto sub = defOf<arith::SubIOp>(q)) {
        dqZeroPoint = sub.getRhs();
        q = sub.getLhs();
      }
      if (auto ext = defOf<arith::ExtSIOp>(q)) {
        extendsSigned = true;
        q = ext.getIn();
      } else if (auto extu = defOf<arith::ExtUIOp>(q)) {
        extendsSigned = false;
        q = extu.getIn();
      } else if (dqZeroPoint) {
        // `q - zp` in the storage width itself can wrap.
        continue;
      }
      Operation *toInt = through(q).getDefiningOp();
      if (isa_and_nonnull<arith::FPToSIOp, arith::FPToUIOp>(toInt)) {
        quantize = matchQuantize(toInt->getOperand(0), why);
        if (failed(quantize)) {
          if (!why.empty())
            return failure();
          continue;
        }
        pairSigned = isa<arith::FPToSIOp>(toInt);
        pairWidth = toInt->getResult(0).getType().getIntOrFloatBitWidth();
        if (pairSigned != extendsSigned) {
          why = "the quantize and the dequantize read the storage with "
                "different signedness";
          return failure();
        }
        chain.input = quantize->input;
        continue;
      }
      // Dequantize alone: integer weights stored as a constant.
      OpOperand *source = identityInput(q);
      if (!source || !matchPattern(source->get(), m_Constant()))
        continue;
      auto intType =
          dyn_cast<IntegerType>(getElementTypeOrSelf(source->get().getType()));
      if (!intType || (intType.getWidth() != 8 && intType.getWidth() != 16))
        continue;
      chain.storage = source->get();
      chain.width = intType.getWidth();
      chain.isSigned = extendsSigned;
      int64_t half = int64_t(1) << (chain.width - 1);
      chain.qmin = extendsSigned ? -half : 0;
      chain.qmax = extendsSigned ? half - 1 : 2 * half - 1;
      continue;
    }
    // Fake quantization in float: `(clamp(...) - zp) * s`, the subtraction
    // folded away by canonicalization where zp is 0.
    Value clamped = data;
    if (auto sub = defOf<arith::SubFOp>(data)) {
      dqZeroPoint = sub.getRhs();
      clamped = sub.getLhs();
    }
    quantize = matchQuantize(clamped, why);
    if (failed(quantize)) {
      if (!why.empty())
        return failure();
      continue;
    }
    chain.input = quantize->input;
  }
  if (!chain.input && !chain.storage)
    return failure();
  if (chain.input && chain.input.getType() != resultType)
    return failure();

  // Parameters, now that the structure is a quantization.
  FailureOr<Param> scale = require(dqScale, "the scale", why);
  if (failed(scale))
    return failure();
  Param zeroPoint{{0.0}, std::nullopt};
  if (dqZeroPoint) {
    FailureOr<Param> zp = require(dqZeroPoint, "the zero point", why);
    if (failed(zp))
      return failure();
    zeroPoint = *zp;
  }
  if (succeeded(quantize)) {
    FailureOr<Param> qScale =
        require(quantize->scale, "the quantize scale", why);
    if (failed(qScale))
      return failure();
    if (quantize->scaleIsReciprocal) {
      for (double &c : qScale->values) {
        int exponent;
        if (!std::isfinite(c) || c <= 0 || std::frexp(c, &exponent) != 0.5) {
          why = "it multiplies by " + str(c) +
                ", not a power of two: x * c is not x / s for any f32 s";
          return failure();
        }
        c = 1.0 / c;
      }
    }
    FailureOr<Param> qZeroPoint =
        require(quantize->zeroPoint, "the quantize zero point", why);
    if (failed(qZeroPoint))
      return failure();
    // The halves must state one type.
    size_t count =
        std::max({scale->values.size(), qScale->values.size(),
                  zeroPoint.values.size(), qZeroPoint->values.size()});
    auto axisOf = [](const Param &p) { return p.axis; };
    std::optional<unsigned> axis;
    for (const Param *p : {&*scale, &*qScale, &zeroPoint, &*qZeroPoint})
      if (axisOf(*p)) {
        if (axis && *axis != *axisOf(*p)) {
          why = "its parameters vary along different dimensions";
          return failure();
        }
        axis = axisOf(*p);
      }
    if (expand(*scale, count) != expand(*qScale, count) ||
        expand(zeroPoint, count) != expand(*qZeroPoint, count)) {
      why = "the quantize and the dequantize use different parameters";
      return failure();
    }
    double lo = quantize->lo, hi = quantize->hi;
    if (!isInteger(lo) || !isInteger(hi) || lo > hi) {
      why = "it clamps to [" + str(lo) + ", " + str(hi) +
            "], not an integer range";
      return failure();
    }
    if (pairWidth) {
      chain.width = pairWidth;
      chain.isSigned = pairSigned;
      double top = std::ldexp(1.0, static_cast<int>(pairWidth) - 1);
      double storageMin = pairSigned ? -top : 0;
      double storageMax = pairSigned ? top - 1 : 2 * top - 1;
      if (pairWidth > 32 || lo < storageMin || hi > storageMax) {
        why = "it clamps to [" + str(lo) + ", " + str(hi) +
              "], wider than its i" + std::to_string(pairWidth) + " storage";
        return failure();
      }
    } else {
      // A float fake quantization has no storage type: the narrowest
      // 8- or 16-bit one holding the clamp range, unsigned where it
      // starts at 0 or above.
      chain.isSigned = lo < 0;
      chain.width = 0;
      for (unsigned width : {8u, 16u}) {
        double top = std::ldexp(1.0, static_cast<int>(width) - 1);
        if (chain.isSigned ? (lo >= -top && hi <= top - 1)
                           : hi <= 2 * top - 1) {
          chain.width = width;
          break;
        }
      }
      if (!chain.width) {
        why = "it clamps to [" + str(lo) + ", " + str(hi) +
              "], wider than 16 bits";
        return failure();
      }
    }
    chain.qmin = static_cast<int64_t>(lo);
    chain.qmax = static_cast<int64_t>(hi);
    scale->values = expand(*scale, count);
    scale->axis = axis;
    zeroPoint.values = expand(zeroPoint, count);
    zeroPoint.axis = axis;
  } else {
    size_t count = std::max(scale->values.size(), zeroPoint.values.size());
    if (scale->axis && zeroPoint.axis && *scale->axis != *zeroPoint.axis) {
      why = "its parameters vary along different dimensions";
      return failure();
    }
    std::optional<unsigned> axis = scale->axis ? scale->axis : zeroPoint.axis;
    scale->values = expand(*scale, count);
    scale->axis = axis;
    zeroPoint.values = expand(zeroPoint, count);
    zeroPoint.axis = axis;
  }

  for (double s : scale->values)
    if (!std::isfinite(s) || s <= 0) {
      why = "its scale " + str(s) + " is not positive and finite";
      return failure();
    }
  for (double zp : zeroPoint.values)
    if (!isInteger(zp) || zp < chain.qmin || zp > chain.qmax) {
      why = "its zero point " + str(zp) + " is not an integer in [" +
            std::to_string(chain.qmin) + ", " + std::to_string(chain.qmax) +
            "]";
      return failure();
    }
  if (scale->axis) {
    int64_t size = resultType.getDimSize(*scale->axis);
    if (size != static_cast<int64_t>(scale->values.size())) {
      why = "it has " + std::to_string(scale->values.size()) +
            " per-channel parameters for dimension " +
            std::to_string(*scale->axis) + " of size " +
            (ShapedType::isDynamic(size) ? std::string("?")
                                         : std::to_string(size));
      return failure();
    }
  }
  chain.scale = std::move(*scale);
  chain.zeroPoint = std::move(zeroPoint);
  return chain;
}

/// The `!quant.uniform` element type `chain` implements.
Type uniformType(const Chain &chain, MLIRContext *ctx) {
  Type storage = IntegerType::get(ctx, chain.width);
  Type expressed = Float32Type::get(ctx);
  unsigned flags = chain.isSigned ? quant::QuantizationFlags::Signed : 0;
  if (!chain.scale.axis)
    return quant::UniformQuantizedType::get(
        flags, storage, expressed, chain.scale.values[0],
        static_cast<int64_t>(chain.zeroPoint.values[0]), chain.qmin,
        chain.qmax);
  SmallVector<int64_t> zeroPoints;
  for (double zp : chain.zeroPoint.values)
    zeroPoints.push_back(static_cast<int64_t>(zp));
  return quant::UniformQuantizedPerAxisType::get(
      flags, storage, expressed, chain.scale.values, zeroPoints,
      static_cast<int32_t>(*chain.scale.axis), chain.qmin, chain.qmax);
}

/// Erases the generics of a chain that nothing reads any more, from `op`
/// back to the chain's input.
void eraseDeadSteps(Operation *op, RewriterBase &rewriter) {
  SmallVector<Operation *> work{op};
  while (!work.empty()) {
    Operation *step = work.pop_back_val();
    if (!step || !isa<linalg::GenericOp>(step) || !step->use_empty())
      continue;
    SmallVector<Operation *> producers;
    for (Value operand : step->getOperands())
      producers.push_back(operand.getDefiningOp());
    rewriter.eraseOp(step);
    llvm::append_range(work, producers);
  }
}

struct ImportChain : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp root,
                                PatternRewriter &rewriter) const override {
    std::string why;
    FailureOr<Chain> chain = matchChain(root, why);
    if (failed(chain)) {
      if (!why.empty())
        root.emitRemark() << "quantization chain left in floating point: "
                          << why;
      return rewriter.notifyMatchFailure(root, "no importable chain");
    }
    Location loc = root.getLoc();
    auto floatType = cast<RankedTensorType>(root->getResult(0).getType());
    Type quantized = floatType.clone(uniformType(*chain, getContext()));
    Value cast;
    if (chain->input) {
      cast =
          quant::QuantizeCastOp::create(rewriter, loc, quantized, chain->input);
    } else {
      cast = quant::StorageCastOp::create(rewriter, loc, quantized,
                                          chain->storage);
    }
    Value back =
        quant::DequantizeCastOp::create(rewriter, loc, floatType, cast);
    rewriter.replaceAllUsesWith(root->getResult(0), back);
    eraseDeadSteps(root, rewriter);
    return success();
  }
};

/// Whether `v` is computed by a contraction or pooling (a linalg op with a
/// reduction), the layers quantkit-fuse wraps.
bool producesLayer(Value v) {
  auto linalgOp = v.getDefiningOp<linalg::LinalgOp>();
  return linalgOp && linalgOp.getNumReductionLoops() > 0;
}

/// `dcast(qcast(linalg.transpose(y)))` -> `linalg.transpose(dcast(qcast(y)))`
/// where `y` is a layer's result: quantkit-normalize transposes an NCHW
/// layer's result back before the front end's output quantization, and the
/// pair belongs next to the layer it constrains. Exact for the same reason
/// as TransposeThroughCastPair.
struct TransposeAfterCastPair : OpRewritePattern<quant::DequantizeCastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(quant::DequantizeCastOp dcast,
                                PatternRewriter &rewriter) const override {
    auto qcast = dcast.getInput().getDefiningOp<quant::QuantizeCastOp>();
    if (!qcast)
      return failure();
    auto transpose = qcast.getInput().getDefiningOp<linalg::TransposeOp>();
    if (!transpose || !producesLayer(transpose.getInput()))
      return failure();
    Value y = transpose.getInput();
    auto sourceType = cast<RankedTensorType>(y.getType());
    Type element = getElementTypeOrSelf(qcast.getResult().getType());
    ArrayRef<int64_t> permutation = transpose.getPermutation();
    if (auto perAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(element))
      element = quant::UniformQuantizedPerAxisType::get(
          perAxis.getFlags(), perAxis.getStorageType(),
          perAxis.getExpressedType(), perAxis.getScales(),
          perAxis.getZeroPoints(),
          static_cast<int32_t>(permutation[perAxis.getQuantizedDimension()]),
          perAxis.getStorageTypeMin(), perAxis.getStorageTypeMax());
    else if (!isa<quant::UniformQuantizedType>(element))
      return failure();
    Location loc = dcast.getLoc();
    Value quantized = quant::QuantizeCastOp::create(
        rewriter, loc, sourceType.clone(element), y);
    Value back =
        quant::DequantizeCastOp::create(rewriter, loc, sourceType, quantized);
    auto resultType = cast<RankedTensorType>(dcast.getType());
    Value init = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                         resultType.getElementType());
    rewriter.replaceOpWithNewOp<linalg::TransposeOp>(dcast, back, init,
                                                     permutation);
    if (qcast->use_empty()) {
      rewriter.eraseOp(qcast);
      if (transpose->use_empty())
        rewriter.eraseOp(transpose);
    }
    return success();
  }
};

/// `linalg.transpose(dcast(qcast(x)))` -> `dcast(qcast(transpose(x)))`,
/// a per-axis type's axis permuted with the data. Casting is elementwise
/// (per channel), so the two orders compute the same values; moving the
/// transpose that quantkit-normalize puts between a layer and its NCHW
/// operand (FCHW -> FHWC weights, NCHW -> NHWC activations) makes the
/// pair adjacent to the layer, where quantkit-fuse reads port specs. A
/// constant `x` is transposed at compile time.
struct TransposeThroughCastPair : OpRewritePattern<linalg::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::TransposeOp transpose,
                                PatternRewriter &rewriter) const override {
    auto dcast = transpose.getInput().getDefiningOp<quant::DequantizeCastOp>();
    if (!dcast)
      return failure();
    auto qcast = dcast.getInput().getDefiningOp<quant::QuantizeCastOp>();
    auto resultType =
        dyn_cast<RankedTensorType>(transpose->getResult(0).getType());
    if (!qcast || !resultType)
      return failure();
    Type element = getElementTypeOrSelf(qcast.getResult().getType());
    ArrayRef<int64_t> permutation = transpose.getPermutation();
    if (auto perAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(element)) {
      auto moved = llvm::find(permutation, perAxis.getQuantizedDimension());
      element = quant::UniformQuantizedPerAxisType::get(
          perAxis.getFlags(), perAxis.getStorageType(),
          perAxis.getExpressedType(), perAxis.getScales(),
          perAxis.getZeroPoints(),
          static_cast<int32_t>(moved - permutation.begin()),
          perAxis.getStorageTypeMin(), perAxis.getStorageTypeMax());
    } else if (!isa<quant::UniformQuantizedType>(element)) {
      return failure();
    }
    Value x = qcast.getInput();
    // A layer's result transposed back to NCHW goes the other way
    // (TransposeAfterCastPair).
    if (producesLayer(x))
      return failure();
    Location loc = transpose.getLoc();
    Value moved;
    DenseElementsAttr data;
    if (matchPattern(x, m_Constant(&data))) {
      moved = arith::ConstantOp::create(
          rewriter, loc, transposeConstant(data, permutation, resultType));
    } else {
      Value init = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                           resultType.getElementType());
      moved = linalg::TransposeOp::create(rewriter, loc, x, init, permutation)
                  ->getResult(0);
    }
    Value cast = quant::QuantizeCastOp::create(
        rewriter, loc, resultType.clone(element), moved);
    rewriter.replaceOpWithNewOp<quant::DequantizeCastOp>(transpose, resultType,
                                                         cast);
    if (dcast->use_empty()) {
      rewriter.eraseOp(dcast);
      if (qcast->use_empty())
        rewriter.eraseOp(qcast);
    }
    return success();
  }
};

} // namespace

DenseElementsAttr mlir::quantkit::transposeConstant(DenseElementsAttr source,
                                    ArrayRef<int64_t> permutation,
                                    RankedTensorType resultType) {
  if (source.isSplat())
    return source.reshape(resultType);
  auto sourceType = cast<RankedTensorType>(source.getType());
  ArrayRef<int64_t> shape = sourceType.getShape();
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t i = static_cast<int64_t>(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * shape[i + 1];
  SmallVector<Attribute> values(source.getValues<Attribute>());
  SmallVector<Attribute> result;
  result.reserve(values.size());
  SmallVector<int64_t> index(shape.size(), 0);
  ArrayRef<int64_t> resultShape = resultType.getShape();
  for (int64_t n = 0, e = resultType.getNumElements(); n < e; ++n) {
    int64_t offset = 0;
    for (auto [i, p] : llvm::enumerate(permutation))
      offset += index[i] * strides[p];
    result.push_back(values[offset]);
    for (int64_t i = static_cast<int64_t>(index.size()) - 1; i >= 0; --i) {
      if (++index[i] < resultShape[i])
        break;
      index[i] = 0;
    }
  }
  return DenseElementsAttr::get(resultType, result);
}

void mlir::quantkit::populateImportChainPatterns(RewritePatternSet &patterns) {
  patterns.add<ImportChain>(patterns.getContext());
}

void mlir::quantkit::populateCastPairLayoutPatterns(
    RewritePatternSet &patterns) {
  patterns.add<TransposeThroughCastPair, TransposeAfterCastPair>(
      patterns.getContext());
}
