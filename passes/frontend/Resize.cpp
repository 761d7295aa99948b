//===- Resize.cpp - Upsamplings written as gathers ------------------------===//
//
// torch-mlir writes `F.interpolate` as `linalg.generic`s that gather the
// input at indices computed in the body (from `linalg.index` and from index
// tables that other generics compute out of `linalg.index`), and for
// bilinear modes the weighted sum of four such gathers, with weight tables
// computed the same way. Everything but the input is known at compile time:
// this file evaluates it, reads off which input rows and columns each output
// position takes with which weight, and where that is a TOSA RESIZE of some
// geometry, replaces the whole computation by that `tosa.resize` (NHWC,
// between transposes) for quantkit-fuse to take as a `resize` kernel.
//
//===----------------------------------------------------------------------===//

#include "passes/frontend/Normalize.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Dialect/Tosa/Utils/ConversionUtils.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>
#include <map>
#include <memory>
#include <numeric>

using namespace mlir;
using namespace mlir::quantkit;

namespace {

//===----------------------------------------------------------------------===//
// Compile-time evaluation of index and weight computations.
//===----------------------------------------------------------------------===//

/// A scalar of the interpreter: an integer (index or iN, sign-extended) or
/// a float (f32 or f64, held as a double rounded to its type).
struct Scalar {
  bool isFloat = false;
  int64_t i = 0;
  double f = 0;
  static Scalar integer(int64_t v) { return {false, v, 0}; }
  static Scalar real(double v) { return {true, 0, v}; }
};

/// A tensor evaluated at compile time, row-major.
struct EvaluatedTensor {
  SmallVector<int64_t> shape;
  std::vector<Scalar> data;
};

/// `value` rounded to `type` (f32 or f64), or none for other types. The
/// operations below compute in double and round once: for +, -, *, / of f32
/// operands that equals f32 arithmetic (53 >= 2 * 24 + 2 bits).
std::optional<double> roundTo(Type type, double value) {
  if (type.isF32())
    return static_cast<double>(static_cast<float>(value));
  if (type.isF64())
    return value;
  return std::nullopt;
}

/// `value` wrapped to the width of the integer or index `type`.
std::optional<int64_t> wrapTo(Type type, uint64_t value) {
  if (isa<IndexType>(type))
    return static_cast<int64_t>(value);
  auto integer = dyn_cast<IntegerType>(type);
  if (!integer || integer.getWidth() > 64)
    return std::nullopt;
  if (integer.getWidth() == 1)
    return static_cast<int64_t>(value & 1);
  return llvm::SignExtend64(value, integer.getWidth());
}

std::optional<Scalar> scalarConstant(Attribute attr) {
  if (auto integer = dyn_cast<IntegerAttr>(attr)) {
    if (integer.getType().isInteger(1))
      return Scalar::integer(integer.getValue().getZExtValue());
    if (integer.getValue().getBitWidth() > 64)
      return std::nullopt;
    return Scalar::integer(integer.getValue().getSExtValue());
  }
  if (auto real = dyn_cast<FloatAttr>(attr))
    if (real.getType().isF32() || real.getType().isF64())
      return Scalar::real(real.getValueAsDouble());
  return std::nullopt;
}

bool compareFloats(arith::CmpFPredicate predicate, double a, double b) {
  using P = arith::CmpFPredicate;
  bool unordered = std::isnan(a) || std::isnan(b);
  switch (predicate) {
  case P::AlwaysFalse:
    return false;
  case P::AlwaysTrue:
    return true;
  case P::OEQ:
    return !unordered && a == b;
  case P::OGT:
    return !unordered && a > b;
  case P::OGE:
    return !unordered && a >= b;
  case P::OLT:
    return !unordered && a < b;
  case P::OLE:
    return !unordered && a <= b;
  case P::ONE:
    return !unordered && a != b;
  case P::ORD:
    return !unordered;
  case P::UEQ:
    return unordered || a == b;
  case P::UGT:
    return unordered || a > b;
  case P::UGE:
    return unordered || a >= b;
  case P::ULT:
    return unordered || a < b;
  case P::ULE:
    return unordered || a <= b;
  case P::UNE:
    return unordered || a != b;
  case P::UNO:
    return unordered;
  }
  return false;
}

std::optional<bool> compareIntegers(arith::CmpIPredicate predicate, int64_t a,
                                    int64_t b) {
  using P = arith::CmpIPredicate;
  switch (predicate) {
  case P::eq:
    return a == b;
  case P::ne:
    return a != b;
  case P::slt:
    return a < b;
  case P::sle:
    return a <= b;
  case P::sgt:
    return a > b;
  case P::sge:
    return a >= b;
  default:
    // Unsigned comparisons of indices that may be negative: not evaluated.
    return std::nullopt;
  }
}

/// One scalar operation of a body on evaluated operands; none where the op
/// is not one the index and weight computations use.
std::optional<Scalar> evaluateScalarOp(Operation *op,
                                       ArrayRef<Scalar> operands) {
  if (op->getNumResults() != 1)
    return std::nullopt;
  Type type = op->getResult(0).getType();
  auto real = [&](double v) -> std::optional<Scalar> {
    std::optional<double> rounded = roundTo(type, v);
    if (!rounded)
      return std::nullopt;
    return Scalar::real(*rounded);
  };
  auto integer = [&](uint64_t v) -> std::optional<Scalar> {
    std::optional<int64_t> wrapped = wrapTo(type, v);
    if (!wrapped)
      return std::nullopt;
    return Scalar::integer(*wrapped);
  };
  auto u = [&](unsigned k) { return static_cast<uint64_t>(operands[k].i); };
  auto f = [&](unsigned k) { return operands[k].f; };
  return TypeSwitch<Operation *, std::optional<Scalar>>(op)
      .Case([&](arith::AddIOp) { return integer(u(0) + u(1)); })
      .Case([&](arith::SubIOp) { return integer(u(0) - u(1)); })
      .Case([&](arith::MulIOp) { return integer(u(0) * u(1)); })
      .Case([&](arith::MinSIOp) {
        return integer(std::min(operands[0].i, operands[1].i));
      })
      .Case([&](arith::MaxSIOp) {
        return integer(std::max(operands[0].i, operands[1].i));
      })
      .Case([&](arith::DivSIOp) -> std::optional<Scalar> {
        if (operands[1].i == 0 ||
            (operands[0].i == INT64_MIN && operands[1].i == -1))
          return std::nullopt;
        return integer(operands[0].i / operands[1].i);
      })
      .Case([&](arith::FloorDivSIOp) -> std::optional<Scalar> {
        if (operands[1].i == 0 ||
            (operands[0].i == INT64_MIN && operands[1].i == -1))
          return std::nullopt;
        return integer(llvm::divideFloorSigned(operands[0].i, operands[1].i));
      })
      .Case([&](arith::IndexCastOp) { return integer(u(0)); })
      .Case([&](arith::CmpIOp cmp) -> std::optional<Scalar> {
        std::optional<bool> result =
            compareIntegers(cmp.getPredicate(), operands[0].i, operands[1].i);
        if (!result)
          return std::nullopt;
        return Scalar::integer(*result);
      })
      .Case([&](arith::SelectOp) {
        return operands[0].i ? operands[1] : operands[2];
      })
      .Case([&](arith::SIToFPOp) {
        return real(static_cast<double>(operands[0].i));
      })
      .Case([&](arith::FPToSIOp) -> std::optional<Scalar> {
        double t = std::trunc(f(0));
        if (!(t >= -9.0e18 && t <= 9.0e18))
          return std::nullopt;
        return integer(static_cast<uint64_t>(static_cast<int64_t>(t)));
      })
      .Case([&](arith::AddFOp) { return real(f(0) + f(1)); })
      .Case([&](arith::SubFOp) { return real(f(0) - f(1)); })
      .Case([&](arith::MulFOp) { return real(f(0) * f(1)); })
      .Case([&](arith::DivFOp) { return real(f(0) / f(1)); })
      .Case([&](arith::NegFOp) { return real(-f(0)); })
      .Case([&](arith::TruncFOp) { return real(f(0)); })
      .Case([&](arith::ExtFOp) { return real(f(0)); })
      .Case([&](math::FloorOp) { return real(std::floor(f(0))); })
      .Case([&](math::CeilOp) { return real(std::ceil(f(0))); })
      .Case([&](arith::MaximumFOp) -> std::optional<Scalar> {
        if (std::isnan(f(0)) || std::isnan(f(1)))
          return real(NAN);
        // -0 below +0.
        if (f(0) == f(1))
          return real(std::signbit(f(0)) ? f(1) : f(0));
        return real(std::max(f(0), f(1)));
      })
      .Case([&](arith::MinimumFOp) -> std::optional<Scalar> {
        if (std::isnan(f(0)) || std::isnan(f(1)))
          return real(NAN);
        if (f(0) == f(1))
          return real(std::signbit(f(0)) ? f(0) : f(1));
        return real(std::min(f(0), f(1)));
      })
      .Case([&](arith::MaxNumFOp) { return real(std::fmax(f(0), f(1))); })
      .Case([&](arith::MinNumFOp) { return real(std::fmin(f(0), f(1))); })
      .Case([&](arith::CmpFOp cmp) {
        return Scalar::integer(compareFloats(cmp.getPredicate(), f(0), f(1)));
      })
      .Default([](Operation *) { return std::nullopt; });
}

/// The value of a scalar constant defined outside the bodies evaluated.
std::optional<Scalar> constantScalar(Value value) {
  auto constant = value.getDefiningOp<arith::ConstantOp>();
  if (!constant)
    return std::nullopt;
  return scalarConstant(constant.getValue());
}

/// The value computed for `value`, or its value as a scalar constant
/// defined above the body.
std::optional<Scalar> lookupScalar(const DenseMap<Value, Scalar> &values,
                                   Value value) {
  if (auto found = values.find(value); found != values.end())
    return found->second;
  return constantScalar(value);
}

/// A value linear in the gathered elements: `bias + sum_k coeffs[k] * e_k`
/// at one output position.
struct Linear {
  SmallVector<double, 8> coeffs;
  double bias = 0;
  static Linear constant(size_t width, double value) {
    Linear l;
    l.coeffs.assign(width, 0);
    l.bias = value;
    return l;
  }
  bool isConstant() const {
    return llvm::all_of(coeffs, [](double c) { return c == 0; });
  }
};

/// `v` as a linear value: computed so, or a known float (a constant).
std::optional<Linear> linearValue(Value v, size_t width,
                                  const DenseMap<Value, Scalar> &scalars,
                                  const DenseMap<Value, Linear> &linear) {
  if (auto found = linear.find(v); found != linear.end())
    return found->second;
  std::optional<Scalar> scalar = lookupScalar(scalars, v);
  if (!scalar || !scalar->isFloat)
    return std::nullopt;
  return Linear::constant(width, scalar->f);
}

/// Runs `body` at loop position `loop` with its block arguments already in
/// `scalars` (known values) or `linear` (values linear in the gathered
/// elements), and `extracts` (each `tensor.extract` of the gathered source,
/// with its element's number) giving unit vectors. Ops that read no linear
/// value are evaluated (evaluateScalarOp); those that do must be sums,
/// differences or negations of linear values, or products and quotients of
/// one by a known value. The yielded value is then `linearValue` of the
/// terminator's operand (or, for an integer, `lookupScalar`).
LogicalResult interpret(Block &body, ArrayRef<int64_t> loop,
                        const DenseMap<Operation *, unsigned> &extracts,
                        size_t width, DenseMap<Value, Scalar> &scalars,
                        DenseMap<Value, Linear> &linear) {
  auto linearOf = [&](Value v) {
    return linearValue(v, width, scalars, linear);
  };
  for (Operation &op : body.without_terminator()) {
    if (auto found = extracts.find(&op); found != extracts.end()) {
      Linear unit = Linear::constant(width, 0);
      unit.coeffs[found->second] = 1;
      linear[op.getResult(0)] = unit;
      continue;
    }
    if (op.getNumResults() != 1)
      return failure();
    bool readsLinear = llvm::any_of(
        op.getOperands(), [&](Value v) { return linear.count(v) != 0; });
    if (!readsLinear) {
      std::optional<Scalar> result;
      if (auto index = dyn_cast<linalg::IndexOp>(op)) {
        if (index.getDim() >= loop.size())
          return failure();
        result = Scalar::integer(loop[index.getDim()]);
      } else if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
        result = scalarConstant(constant.getValue());
      } else {
        SmallVector<Scalar, 3> operands;
        for (Value operand : op.getOperands()) {
          std::optional<Scalar> scalar = lookupScalar(scalars, operand);
          if (!scalar)
            return failure();
          operands.push_back(*scalar);
        }
        result = evaluateScalarOp(&op, operands);
      }
      if (!result)
        return failure();
      scalars[op.getResult(0)] = *result;
      continue;
    }
    SmallVector<Linear, 2> in;
    for (Value v : op.getOperands()) {
      std::optional<Linear> l = linearOf(v);
      if (!l)
        return failure();
      in.push_back(*l);
    }
    Linear out = Linear::constant(width, 0);
    auto combine = [&](double a, double b) {
      for (size_t k = 0; k < width; ++k)
        out.coeffs[k] = a * in[0].coeffs[k] + b * in[1].coeffs[k];
      out.bias = a * in[0].bias + b * in[1].bias;
    };
    auto scaled = [&](const Linear &x, double factor) {
      Linear result = x;
      for (double &c : result.coeffs)
        c *= factor;
      result.bias *= factor;
      return result;
    };
    if (isa<arith::AddFOp>(op))
      combine(1, 1);
    else if (isa<arith::SubFOp>(op))
      combine(1, -1);
    else if (isa<arith::NegFOp>(op))
      out = scaled(in[0], -1);
    else if (isa<arith::MulFOp>(op) && in[0].isConstant())
      out = scaled(in[1], in[0].bias);
    else if (isa<arith::MulFOp>(op) && in[1].isConstant())
      out = scaled(in[0], in[1].bias);
    else if (isa<arith::DivFOp>(op) && in[1].isConstant() && in[1].bias != 0)
      out = scaled(in[0], 1.0 / in[1].bias);
    else
      return failure();
    linear[op.getResult(0)] = out;
  }
  return success();
}

/// Evaluates tensors computed from constants and loop indices alone:
/// constants, reshapes of them, and all-parallel `linalg.generic`s reading
/// them, whose bodies evaluateScalarOp evaluates. Results (failures too)
/// are kept, so tables shared by several gathers are evaluated once.
class Evaluator {
public:
  /// Tensors of more elements are not evaluated.
  static constexpr int64_t kMaxElements = int64_t(1) << 16;

  /// The evaluated tensor, or null. The pointer stays valid while the
  /// evaluator lives (each tensor is allocated on its own: callers hold
  /// several while more are evaluated).
  const EvaluatedTensor *evaluate(Value value, unsigned depth = 0) {
    auto found = cache.find(value);
    if (found != cache.end())
      return found->second.get();
    std::unique_ptr<EvaluatedTensor> result;
    if (depth < 64)
      if (std::optional<EvaluatedTensor> computed = compute(value, depth))
        result = std::make_unique<EvaluatedTensor>(std::move(*computed));
    const EvaluatedTensor *pointer = result.get();
    cache[value] = std::move(result);
    return pointer;
  }

  /// The flat position `map` reads in `tensor` at loop position `loop`: each
  /// result a loop dimension or the constant 0.
  static std::optional<int64_t> readPosition(const EvaluatedTensor &tensor,
                                             AffineMap map,
                                             ArrayRef<int64_t> loop) {
    if (map.getNumResults() != tensor.shape.size())
      return std::nullopt;
    int64_t flat = 0;
    for (auto [expr, size] : llvm::zip(map.getResults(), tensor.shape)) {
      int64_t at = 0;
      if (auto dim = dyn_cast<AffineDimExpr>(expr))
        at = loop[dim.getPosition()];
      else if (auto constant = dyn_cast<AffineConstantExpr>(expr))
        at = constant.getValue();
      else
        return std::nullopt;
      if (at < 0 || at >= size)
        return std::nullopt;
      flat = flat * size + at;
    }
    return flat;
  }

private:
  std::optional<EvaluatedTensor> compute(Value value, unsigned depth) {
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (!type || !type.hasStaticShape() || type.getNumElements() > kMaxElements)
      return std::nullopt;
    EvaluatedTensor result;
    result.shape.assign(type.getShape().begin(), type.getShape().end());
    Operation *def = value.getDefiningOp();
    if (!def)
      return std::nullopt;
    if (auto constant = dyn_cast<arith::ConstantOp>(def)) {
      auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
      if (!dense)
        return std::nullopt;
      for (Attribute element : dense.getValues<Attribute>()) {
        std::optional<Scalar> scalar = scalarConstant(element);
        if (!scalar)
          return std::nullopt;
        result.data.push_back(*scalar);
      }
      return result;
    }
    if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(def)) {
      const EvaluatedTensor *source = evaluate(def->getOperand(0), depth + 1);
      if (!source)
        return std::nullopt;
      result.data = source->data;
      return result;
    }
    auto generic = dyn_cast<linalg::GenericOp>(def);
    if (!generic || generic.getNumDpsInits() != 1 ||
        generic.getNumParallelLoops() != generic.getNumLoops() ||
        !generic.getIndexingMapsArray().back().isIdentity() ||
        !generic.getRegionOutputArgs()[0].use_empty())
      return std::nullopt;
    SmallVector<const EvaluatedTensor *> inputs;
    for (Value input : generic.getDpsInputs()) {
      inputs.push_back(evaluate(input, depth + 1));
      if (!inputs.back())
        return std::nullopt;
    }
    Block &body = generic.getRegion().front();
    Value yielded = body.getTerminator()->getOperand(0);
    SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
    SmallVector<int64_t> loop(type.getRank(), 0);
    for (int64_t flat = 0; flat < type.getNumElements(); ++flat) {
      for (int64_t d = type.getRank() - 1, rest = flat; d >= 0; --d) {
        loop[d] = rest % type.getDimSize(d);
        rest /= type.getDimSize(d);
      }
      DenseMap<Value, Scalar> values;
      DenseMap<Value, Linear> none;
      const DenseMap<Operation *, unsigned> noExtracts;
      for (auto [index, input] : llvm::enumerate(inputs)) {
        std::optional<int64_t> flat = readPosition(*input, maps[index], loop);
        if (!flat)
          return std::nullopt;
        values[body.getArgument(index)] = input->data[*flat];
      }
      if (failed(interpret(body, loop, noExtracts, 0, values, none)))
        return std::nullopt;
      std::optional<Scalar> element = lookupScalar(values, yielded);
      if (!element)
        return std::nullopt;
      result.data.push_back(*element);
    }
    return result;
  }

  DenseMap<Value, std::unique_ptr<EvaluatedTensor>> cache;
};

//===----------------------------------------------------------------------===//
// Gathers and their weighted sums.
//===----------------------------------------------------------------------===//

/// A generic whose yielded value is computed from elements of an NCHW
/// `source` read at (n, c, rows[h], columns[w]) for output position
/// (n, c, h, w), the rows and columns (one table per `tensor.extract`)
/// known at compile time: one gather, or torch-mlir's ONNX lowering of a
/// linear Resize, four gathers and their weighted sum in one body.
struct Gather {
  linalg::GenericOp op;
  Value source;
  SmallVector<tensor::ExtractOp> extracts;
  SmallVector<SmallVector<int64_t>> rows, columns;
  /// The generic's inputs, evaluated.
  SmallVector<const EvaluatedTensor *> inputs;

  /// Whether the body yields its one extracted element as it is.
  bool yieldsElement() {
    return extracts.size() == 1 &&
           op.getRegion().front().getTerminator()->getOperand(0) ==
               extracts.front().getResult();
  }

  /// The block arguments of the inputs at `loop`.
  LogicalResult bindInputs(ArrayRef<int64_t> loop,
                           DenseMap<Value, Scalar> &scalars) {
    Block &body = op.getRegion().front();
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    for (auto [index, input] : llvm::enumerate(inputs)) {
      std::optional<int64_t> flat =
          Evaluator::readPosition(*input, maps[index], loop);
      if (!flat)
        return failure();
      scalars[body.getArgument(index)] = input->data[*flat];
    }
    return success();
  }
};

/// The loop dimensions each value of `body` depends on (bit d for loop d),
/// through its block arguments (their maps' dimensions) and `linalg.index`;
/// values defined above the body depend on none, an extracted element on
/// data (bit 31).
DenseMap<Value, unsigned> loopDependences(linalg::GenericOp generic) {
  constexpr unsigned kData = 1u << 31;
  DenseMap<Value, unsigned> deps;
  Block &body = generic.getRegion().front();
  for (auto [index, map] : llvm::enumerate(generic.getIndexingMapsArray())) {
    unsigned bits = 0;
    for (AffineExpr expr : map.getResults())
      expr.walk([&](AffineExpr e) {
        if (auto dim = dyn_cast<AffineDimExpr>(e))
          bits |= 1u << dim.getPosition();
      });
    deps[body.getArgument(index)] = bits;
  }
  for (Operation &op : body) {
    unsigned bits = 0;
    if (auto index = dyn_cast<linalg::IndexOp>(op))
      bits = 1u << index.getDim();
    if (isa<tensor::ExtractOp>(op))
      bits = kData;
    for (Value operand : op.getOperands())
      bits |= deps.lookup(operand);
    for (Value result : op.getResults())
      deps[result] = bits;
  }
  return deps;
}

/// Whether the weights `generic` applies to the values it reads linearly
/// (its extracted elements, and its inputs in `linear`) are the same for
/// every batch and channel: no known operand of an op on such a value
/// depends on loops 0 or 1 (where they have more than one iteration).
bool weightsIgnoreBatchAndChannel(linalg::GenericOp generic,
                                  const llvm::SetVector<Value> &linear) {
  auto type = cast<RankedTensorType>(generic->getResult(0).getType());
  unsigned outer =
      (type.getDimSize(0) > 1 ? 1u : 0u) | (type.getDimSize(1) > 1 ? 2u : 0u);
  DenseMap<Value, unsigned> deps = loopDependences(generic);
  Block &body = generic.getRegion().front();
  DenseSet<Value> data;
  for (auto [index, input] : llvm::enumerate(generic.getDpsInputs()))
    if (linear.contains(input))
      data.insert(body.getArgument(index));
  for (Operation &op : body) {
    if (isa<tensor::ExtractOp>(op)) {
      data.insert(op.getResult(0));
      continue;
    }
    if (llvm::none_of(op.getOperands(),
                      [&](Value v) { return data.contains(v); }))
      continue;
    for (Value operand : op.getOperands())
      if (!data.contains(operand) && (deps.lookup(operand) & outer))
        return false;
    for (Value result : op.getResults())
      data.insert(result);
  }
  return true;
}

std::optional<Gather> matchGather(linalg::GenericOp generic,
                                  Evaluator &evaluator) {
  if (generic->getNumResults() != 1)
    return std::nullopt;
  auto type = dyn_cast<RankedTensorType>(generic->getResult(0).getType());
  if (!type || type.getRank() != 4 || !type.hasStaticShape() ||
      !isa<FloatType>(type.getElementType()) ||
      generic.getNumParallelLoops() != 4 || generic.getNumLoops() != 4 ||
      !generic.getIndexingMapsArray().back().isIdentity() ||
      !generic.getRegionOutputArgs()[0].use_empty())
    return std::nullopt;
  // The tables are evaluated position by position, and the weights at
  // every output position: at most 2^18 of each (512 x 512, where the
  // rewrite takes about 2 s in a release build).
  constexpr int64_t kMaxPositions = int64_t(1) << 18;
  if (llvm::any_of(type.getShape(),
                   [&](int64_t size) { return size > kMaxPositions; }) ||
      type.getDimSize(2) * type.getDimSize(3) > kMaxPositions)
    return std::nullopt;
  Block &body = generic.getRegion().front();
  Gather gather;
  gather.op = generic;
  for (Operation &op : body)
    if (auto extract = dyn_cast<tensor::ExtractOp>(op))
      gather.extracts.push_back(extract);
  if (gather.extracts.empty() || gather.extracts.size() > 4)
    return std::nullopt;
  Value source = gather.source = gather.extracts.front().getTensor();
  auto sourceType = dyn_cast<RankedTensorType>(source.getType());
  if (!sourceType || sourceType.getRank() != 4 ||
      !sourceType.hasStaticShape() ||
      sourceType.getElementType() != type.getElementType() ||
      sourceType.getDimSize(0) != type.getDimSize(0) ||
      sourceType.getDimSize(1) != type.getDimSize(1) ||
      source.getParentBlock() == &body ||
      generic->isAncestor(source.getParentBlock()->getParentOp()))
    return std::nullopt;
  // Index k of every read follows output dimension k alone.
  DenseMap<Value, unsigned> deps = loopDependences(generic);
  for (tensor::ExtractOp extract : gather.extracts) {
    if (extract.getTensor() != source)
      return std::nullopt;
    for (auto [k, index] : llvm::enumerate(extract.getIndices()))
      if (deps.lookup(index) & ~(1u << k))
        return std::nullopt;
  }
  if (!weightsIgnoreBatchAndChannel(generic, {}))
    return std::nullopt;
  for (Value input : generic.getDpsInputs()) {
    gather.inputs.push_back(evaluator.evaluate(input));
    if (!gather.inputs.back())
      return std::nullopt;
  }
  DenseMap<Operation *, unsigned> extracts;
  for (auto [k, extract] : llvm::enumerate(gather.extracts))
    extracts[extract] = k;
  gather.rows.resize(gather.extracts.size());
  gather.columns.resize(gather.extracts.size());
  SmallVector<int64_t> loop(4, 0);
  for (unsigned k = 0; k < 4; ++k) {
    for (int64_t p = 0; p < type.getDimSize(k); ++p) {
      loop.assign(4, 0);
      loop[k] = p;
      DenseMap<Value, Scalar> scalars;
      DenseMap<Value, Linear> linear;
      if (failed(gather.bindInputs(loop, scalars)) ||
          failed(interpret(body, loop, extracts, extracts.size(), scalars,
                           linear)) ||
          !linearValue(body.getTerminator()->getOperand(0), extracts.size(),
                       scalars, linear))
        return std::nullopt;
      for (auto [e, extract] : llvm::enumerate(gather.extracts)) {
        std::optional<Scalar> index =
            lookupScalar(scalars, extract.getIndices()[k]);
        if (!index || index->i < 0 || index->i >= sourceType.getDimSize(k))
          return std::nullopt;
        // Batch and channel read in place.
        if (k < 2 && index->i != p)
          return std::nullopt;
        if (k >= 2)
          (k == 2 ? gather.rows : gather.columns)[e].push_back(index->i);
      }
    }
  }
  return gather;
}

/// An elementwise generic of the weighted sum: all-parallel over the
/// gathers' shape, written in place, one result.
bool isElementwiseStep(linalg::GenericOp generic, RankedTensorType type) {
  return generic->getNumResults() == 1 &&
         generic->getResult(0).getType() == type &&
         generic.getNumLoops() == 4 && generic.getNumParallelLoops() == 4 &&
         generic.getIndexingMapsArray().back().isIdentity() &&
         generic.getRegionOutputArgs()[0].use_empty();
}

/// Whether the body of `generic` is linear in its inputs that are in
/// `linear`: sums, differences and negations of them, products and
/// quotients by values that do not depend on them.
bool isLinearStep(linalg::GenericOp generic,
                  const llvm::SetVector<Value> &linear) {
  Block &body = generic.getRegion().front();
  DenseSet<Value> dependent;
  for (auto [index, input] : llvm::enumerate(generic.getDpsInputs()))
    if (linear.contains(input))
      dependent.insert(body.getArgument(index));
  for (Operation &op : body.without_terminator()) {
    SmallVector<bool, 2> reads;
    for (Value operand : op.getOperands())
      reads.push_back(dependent.contains(operand));
    if (llvm::none_of(reads, [](bool b) { return b; }))
      continue;
    bool linearOp = isa<arith::AddFOp, arith::SubFOp, arith::NegFOp>(op) ||
                    (isa<arith::MulFOp>(op) && !(reads[0] && reads[1])) ||
                    (isa<arith::DivFOp>(op) && !reads[1]);
    if (!linearOp)
      return false;
    dependent.insert(op.getResult(0));
  }
  return true;
}

/// One axis of a TOSA RESIZE: output o reads coordinate (o d + offset) / n.
struct AxisGeometry {
  int64_t n, d, offset;
};

/// Weights by input position of output position `o` along one axis.
std::map<int64_t, double> axisWeights(const AxisGeometry &g, int64_t o,
                                      int64_t inSize, bool bilinear) {
  int64_t y = o * g.d + g.offset;
  int64_t i = llvm::divideFloorSigned(y, g.n);
  int64_t fraction = y - i * g.n;
  auto clampIndex = [&](int64_t v) {
    return std::clamp<int64_t>(v, 0, inSize - 1);
  };
  std::map<int64_t, double> weights;
  if (!bilinear) {
    weights[clampIndex(i + (2 * fraction >= g.n ? 1 : 0))] = 1;
    return weights;
  }
  weights[clampIndex(i)] += double(g.n - fraction) / g.n;
  weights[clampIndex(i + 1)] += double(fraction) / g.n;
  return weights;
}

/// The geometries torch's `F.interpolate` uses from `in` to `out`: half-pixel
/// centres (bilinear, nearest-exact), aligned corners, `floor(o in / out)`
/// (nearest) and `round(o in / out)`.
SmallVector<AxisGeometry> candidateGeometries(int64_t in, int64_t out) {
  SmallVector<AxisGeometry> candidates = {
      {2 * out, 2 * in, in - out}, {2 * out, 2 * in, -out}, {out, in, 0}};
  if (in > 1 && out > 1)
    candidates.push_back({out - 1, in - 1, 0});
  return candidates;
}

/// The geometry in TOSA's terms: reduced, with its border, when valid for
/// `quantkit.resize` (numerator at most 2048, TOSA's offset and border
/// ranges).
std::optional<std::array<int64_t, 4>> tosaAxis(AxisGeometry g, int64_t in,
                                               int64_t out) {
  int64_t border = (out - 1) * g.d - (in - 1) * g.n + g.offset;
  int64_t divisor = std::gcd(std::gcd(g.n, g.d), std::gcd(g.offset, border));
  if (divisor > 1) {
    g.n /= divisor;
    g.d /= divisor;
    g.offset /= divisor;
    border /= divisor;
  }
  if (g.n < 1 || g.d < 1 || g.n > 2048 || g.d >= 16 * g.n || g.offset < -g.n ||
      g.offset >= 16 * g.n || border < -16 * g.n || border >= g.n)
    return std::nullopt;
  return std::array<int64_t, 4>{g.n, g.d, g.offset, border};
}

/// torch-mlir's upsampling: gathers of one NCHW source and the weighted sum
/// of them, as the `tosa.resize` it computes between transposes.
struct UpsampleAsResize : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp first,
                                PatternRewriter &rewriter) const override {
    Evaluator evaluator;
    std::optional<Gather> seed = matchGather(first, evaluator);
    if (!seed)
      return failure();
    auto type = cast<RankedTensorType>(first->getResult(0).getType());
    // Every gather of the source into this shape in this block, in order.
    SmallVector<Gather, 4> gathers;
    for (Operation &op : *first->getBlock()) {
      auto generic = dyn_cast<linalg::GenericOp>(op);
      if (!generic || generic->getResultTypes() != TypeRange{type})
        continue;
      if (generic == first) {
        gathers.push_back(*seed);
        continue;
      }
      if (std::optional<Gather> g = matchGather(generic, evaluator);
          g && g->source == seed->source)
        gathers.push_back(std::move(*g));
    }
    if (gathers.front().op != first || gathers.size() > 4)
      return failure();

    // The weighted sum: elementwise steps after the gathers reading them,
    // earlier steps and constants.
    DenseMap<Value, unsigned> gatherIndex;
    for (auto [k, g] : llvm::enumerate(gathers))
      gatherIndex[g.op->getResult(0)] = k;
    llvm::SetVector<Value> linearValues;
    for (const Gather &g : gathers)
      linearValues.insert(g.op->getResult(0));
    SmallVector<linalg::GenericOp> steps;
    for (Operation *op = first->getNextNode(); op; op = op->getNextNode()) {
      auto generic = dyn_cast<linalg::GenericOp>(op);
      if (!generic || !isElementwiseStep(generic, type) ||
          gatherIndex.count(generic->getResult(0)))
        continue;
      bool readsSum = false, valid = true;
      for (auto [input, map] :
           llvm::zip(generic.getDpsInputs(), generic.getIndexingMapsArray())) {
        if (linearValues.contains(input)) {
          readsSum = true;
          valid &= map.isIdentity();
        } else {
          valid &= evaluator.evaluate(input) != nullptr;
        }
      }
      // A step that also reads a run-time value (a residual addition after
      // the upsampling), or that is not linear in the gathers (an
      // activation), reads the result; it is not part of it.
      if (!readsSum || !valid || !isLinearStep(generic, linearValues))
        continue;
      if (!weightsIgnoreBatchAndChannel(generic, linearValues))
        return failure();
      steps.push_back(generic);
      linearValues.insert(generic->getResult(0));
    }
    // One value leaves the sum: its result.
    SmallPtrSet<Operation *, 8> inside;
    for (const Gather &g : gathers)
      inside.insert(g.op);
    for (linalg::GenericOp step : steps)
      inside.insert(step);
    Value result;
    for (Value v : linearValues)
      for (Operation *user : v.getUsers())
        if (!inside.contains(user)) {
          if (result && result != v)
            return failure();
          result = v;
        }
    if (!result)
      return failure();

    // Coefficients by input position at every output position (each
    // evaluated on its own; matchGather bounds their number).
    const int64_t height = type.getDimSize(2), width = type.getDimSize(3);
    auto sourceType = cast<RankedTensorType>(seed->source.getType());
    const int64_t inHeight = sourceType.getDimSize(2),
                  inWidth = sourceType.getDimSize(3);
    using Weights = std::map<std::pair<int64_t, int64_t>, double>;
    std::vector<Weights> observed(height * width);
    // Every extract of every gather numbered, in order.
    SmallVector<DenseMap<Operation *, unsigned>> numbers(gathers.size());
    SmallVector<std::pair<unsigned, unsigned>> elements; // (gather, extract)
    for (auto [g, gather] : llvm::enumerate(gathers))
      for (auto [e, extract] : llvm::enumerate(gather.extracts)) {
        numbers[g][extract] = elements.size();
        elements.push_back({g, e});
      }
    const size_t count = elements.size();
    const DenseMap<Operation *, unsigned> noExtracts;
    // One set of maps for every position (clear() keeps their buckets).
    DenseMap<Value, Linear> at, linear;
    DenseMap<Value, Scalar> scalars;
    for (int64_t h = 0; h < height; ++h)
      for (int64_t w = 0; w < width; ++w) {
        SmallVector<int64_t, 4> loop = {0, 0, h, w};
        at.clear();
        for (auto [g, gather] : llvm::enumerate(gathers)) {
          // A plain gather yields its one element.
          if (gather.yieldsElement()) {
            Linear unit = Linear::constant(count, 0);
            unit.coeffs[numbers[g].begin()->second] = 1;
            at[gather.op->getResult(0)] = unit;
            continue;
          }
          scalars.clear();
          linear.clear();
          if (failed(gather.bindInputs(loop, scalars)))
            return failure();
          Block &body = gather.op.getRegion().front();
          if (failed(interpret(body, loop, numbers[g], count, scalars, linear)))
            return failure();
          std::optional<Linear> l = linearValue(
              body.getTerminator()->getOperand(0), count, scalars, linear);
          if (!l)
            return failure();
          at[gather.op->getResult(0)] = *l;
        }
        for (linalg::GenericOp step : steps) {
          Block &body = step.getRegion().front();
          scalars.clear();
          linear.clear();
          for (auto [index, input, map] : llvm::enumerate(
                   step.getDpsInputs(), step.getIndexingMapsArray())) {
            if (auto found = at.find(input); found != at.end()) {
              linear[body.getArgument(index)] = found->second;
              continue;
            }
            const EvaluatedTensor *constant = evaluator.evaluate(input);
            std::optional<int64_t> flat =
                constant ? Evaluator::readPosition(*constant, map, loop)
                         : std::nullopt;
            if (!flat)
              return failure();
            scalars[body.getArgument(index)] = constant->data[*flat];
          }
          if (failed(interpret(body, loop, noExtracts, count, scalars, linear)))
            return failure();
          std::optional<Linear> l = linearValue(
              body.getTerminator()->getOperand(0), count, scalars, linear);
          if (!l)
            return failure();
          at[step->getResult(0)] = *l;
        }
        const Linear &sum = at[result];
        if (std::abs(sum.bias) > 1e-6)
          return failure();
        for (auto [k, element] : llvm::enumerate(elements)) {
          const Gather &g = gathers[element.first];
          observed[h * width + w]
                  [{g.rows[element.second][h], g.columns[element.second][w]}] +=
              sum.coeffs[k];
        }
      }

    // The geometry that gives those weights: bilinear or nearest, with one
    // of the coordinates F.interpolate uses (nearest tried first where one
    // element is read).
    bool bilinear = false;
    // Compares the weights at every (h, w) with `onlyEdges` false, else
    // along the first row and column alone (a cheap first test of each
    // candidate).
    auto matches = [&](const AxisGeometry &gy, const AxisGeometry &gx,
                       bool onlyEdges) {
      for (int64_t h = 0; h < height; ++h) {
        std::map<int64_t, double> wy = axisWeights(gy, h, inHeight, bilinear);
        for (int64_t w = 0; w < width; ++w) {
          if (onlyEdges && h != 0 && w != 0)
            break;
          std::map<int64_t, double> wx = axisWeights(gx, w, inWidth, bilinear);
          Weights expected;
          for (auto [row, a] : wy)
            for (auto [column, b] : wx)
              expected[{row, column}] += a * b;
          const Weights &seen = observed[h * width + w];
          for (const auto &[at, weight] : expected) {
            auto found = seen.find(at);
            if (std::abs(weight - (found == seen.end() ? 0 : found->second)) >
                1e-5)
              return false;
          }
          for (const auto &[at, weight] : seen)
            if (!expected.count(at) && std::abs(weight) > 1e-5)
              return false;
        }
      }
      return true;
    };
    std::optional<std::array<int64_t, 4>> rows, columns;
    for (bool mode : {count > 1, count == 1}) {
      bilinear = mode;
      for (const AxisGeometry &gy : candidateGeometries(inHeight, height)) {
        for (const AxisGeometry &gx : candidateGeometries(inWidth, width)) {
          if (!matches(gy, gx, /*onlyEdges=*/true) ||
              !matches(gy, gx, /*onlyEdges=*/false))
            continue;
          rows = tosaAxis(gy, inHeight, height);
          columns = tosaAxis(gx, inWidth, width);
          if (rows && columns)
            break;
        }
        if (rows && columns)
          break;
      }
      if (rows && columns)
        break;
    }
    if (!rows || !columns)
      return failure();

    Location loc = result.getLoc();
    rewriter.setInsertionPointAfterValue(result);
    auto transpose = [&](Value value, ArrayRef<int64_t> perm) -> Value {
      auto valueType = cast<RankedTensorType>(value.getType());
      SmallVector<int64_t> shape = applyPermutation(valueType.getShape(), perm);
      Value init = tensor::EmptyOp::create(rewriter, loc, shape,
                                           valueType.getElementType());
      return linalg::TransposeOp::create(rewriter, loc, value, init, perm)
          ->getResult(0);
    };
    Value nhwc = transpose(seed->source, {0, 2, 3, 1});
    auto resizedType = RankedTensorType::get(
        {type.getDimSize(0), height, width, type.getDimSize(1)},
        type.getElementType());
    auto shape = [&](ArrayRef<int64_t> values) {
      return tosa::getTosaConstShape(rewriter, loc, values);
    };
    Value scale = shape({(*rows)[0], (*rows)[1], (*columns)[0], (*columns)[1]});
    Value offset = shape({(*rows)[2], (*columns)[2]});
    Value border = shape({(*rows)[3], (*columns)[3]});
    Value resized = tosa::ResizeOp::create(
        rewriter, loc, resizedType, nhwc, scale, offset, border,
        tosa::ResizeModeAttr::get(rewriter.getContext(),
                                  bilinear
                                      ? tosa::ResizeMode::BILINEAR
                                      : tosa::ResizeMode::NEAREST_NEIGHBOR));
    Value back = transpose(resized, {0, 3, 1, 2});
    rewriter.replaceAllUsesWith(result, back);
    for (linalg::GenericOp step : llvm::reverse(steps))
      if (step->use_empty())
        rewriter.eraseOp(step);
    for (const Gather &g : llvm::reverse(gathers))
      if (g.op->use_empty())
        rewriter.eraseOp(g.op);
    return success();
  }
};

} // namespace

void mlir::quantkit::populateUpsamplePatterns(RewritePatternSet &patterns) {
  patterns.add<UpsampleAsResize>(patterns.getContext());
}
