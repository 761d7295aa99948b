//===- QuantizedPorts.cpp - Region ports as quantized values --------------===//

#include "passes/quantize/QuantizedPorts.h"

#include "dialect/QuantKitOps.h"
#include "dialect/constraints/SpecUtils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/Verifier.h"
#include "passes/quantize/FusedKernel.h"
#include "passes/utils/FloatConstants.h"

#include <algorithm>
#include <cstdint>
#include <cmath>

using namespace mlir;

namespace {

/// `spec` (a uniform type with storage wider than 32 bits) stored in i32,
/// where every integer of `storage` fits: the same values under the same
/// scales and zero points. Upstream's quant type parser caps storage at 32
/// bits, so a module holding a 64-bit constant prints but cannot be read
/// back (tflite-int16x8's biases, between mlir-opt runs); the op rules take
/// an i32 bias there too (typing_c6). Null where `spec` is not that wide or
/// a value does not fit.
Type storedIn32Bits(Type spec, DenseElementsAttr storage) {
  auto quantized = dyn_cast<quant::QuantizedType>(spec);
  if (!quantized || quantized.getStorageTypeIntegralWidth() <= 32 ||
      !quantized.isSigned())
    return {};
  for (const APInt &value : storage.getValues<APInt>())
    if (!value.isSignedIntN(32))
      return {};
  auto *ctx = spec.getContext();
  auto i32 = IntegerType::get(ctx, 32);
  int64_t lo = std::max<int64_t>(quantized.getStorageTypeMin(), INT32_MIN);
  int64_t hi = std::min<int64_t>(quantized.getStorageTypeMax(), INT32_MAX);
  if (auto uniform = dyn_cast<quant::UniformQuantizedType>(spec))
    return quant::UniformQuantizedType::getChecked(
        UnknownLoc::get(ctx), uniform.getFlags(), i32,
        uniform.getExpressedType(), uniform.getScale(),
        uniform.getZeroPoint(), lo, hi);
  if (auto perAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(spec))
    return quant::UniformQuantizedPerAxisType::getChecked(
        UnknownLoc::get(ctx), perAxis.getFlags(), i32,
        perAxis.getExpressedType(), perAxis.getScales(),
        perAxis.getZeroPoints(), perAxis.getQuantizedDimension(), lo, hi);
  return {};
}

} // namespace

FailureOr<Value> quantkit::quantizePort(OpBuilder &b, Location loc,
                                        Value input, Type spec,
                                        std::string *why) {
  auto type = cast<RankedTensorType>(input.getType()).clone(spec);
  DenseFPElementsAttr data = readFloatConstant(input);
  // A port wider than 32 bits (a 16x8 kernel's i64 bias) that a constant
  // only reshaped or broadcast feeds is quantized at compile time too: a
  // run-time qcast to that storage cannot be printed and read back
  // (upstream's parser caps storage at 32 bits).
  auto quantized = dyn_cast<quant::QuantizedType>(spec);
  if (!data && quantized && quantized.getStorageTypeIntegralWidth() > 32)
    data = readFloatConstantThroughCopies(input);
  if (data) {
    FailureOr<DenseElementsAttr> storage = quantizeConstant(data, spec, why);
    if (failed(storage))
      return failure();
    if (Type narrow = storedIn32Bits(spec, *storage)) {
      type = type.clone(narrow);
      storage = storage->mapValues(
          IntegerType::get(b.getContext(), 32),
          [](const APInt &value) { return value.trunc(32); });
    }
    Value ints = arith::ConstantOp::create(b, loc, *storage);
    return quant::StorageCastOp::create(b, loc, type, ints).getResult();
  }
  if (auto dcast = input.getDefiningOp<quant::DequantizeCastOp>())
    if (dcast.getInput().getType() == type)
      return dcast.getInput();
  return quant::QuantizeCastOp::create(b, loc, type, input).getResult();
}

Type quantkit::narrowForClamp(Type spec, std::optional<double> lo,
                              std::optional<double> hi) {
  auto uniform = dyn_cast<quant::UniformQuantizedType>(spec);
  if (!uniform || (!lo && !hi))
    return spec;
  double s = uniform.getScale();
  int64_t zp = uniform.getZeroPoint();
  auto bound = [&](std::optional<double> real, int64_t fallback) {
    if (!real || std::isnan(*real))
      return fallback;
    double q = zp + std::round(*real / s);
    q = std::max<double>(q, uniform.getStorageTypeMin());
    q = std::min<double>(q, uniform.getStorageTypeMax());
    return static_cast<int64_t>(q);
  };
  return quant::UniformQuantizedType::get(
      uniform.getFlags(), uniform.getStorageType(), uniform.getExpressedType(),
      s, zp, bound(lo, uniform.getStorageTypeMin()),
      bound(hi, uniform.getStorageTypeMax()));
}

void mlir::quantkit::inlineRegionAsFloat(RegionOp region) {
  OpBuilder b(region);
  Location loc = region.getLoc();
  auto fakeQuant = [&](Value value, Type spec) -> Value {
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (!type || !isa<quant::UniformQuantizedType,
                      quant::UniformQuantizedPerAxisType>(spec))
      return value;
    Value q = quant::QuantizeCastOp::create(b, loc, type.clone(spec), value);
    return quant::DequantizeCastOp::create(b, loc, type, q);
  };
  IRMapping mapping;
  Block &body = region.getBody().front();
  for (auto [i, input] : llvm::enumerate(region.getInputs()))
    mapping.map(body.getArgument(i), fakeQuant(input, region.getInputSpec(i)));
  for (Operation &op : body.without_terminator())
    b.clone(op, mapping);
  for (auto [i, result] : llvm::enumerate(region.getResults()))
    result.replaceAllUsesWith(
        fakeQuant(mapping.lookup(region.getReturnOp().getOperand(i)),
                  region.getOutputSpec(i)));
  region.erase();
}

namespace {

using namespace mlir::quantkit;

RankedTensorType withElement(Type type, Type element) {
  return cast<RankedTensorType>(type).clone(element);
}

/// Records the ops a builder creates, so a failed rewrite can take them back.
struct CreatedOps : public OpBuilder::Listener {
  void notifyOperationInserted(Operation *op,
                               OpBuilder::InsertPoint) override {
    ops.push_back(op);
  }
  void eraseAll() {
    for (Operation *op : llvm::reverse(ops))
      op->erase();
    ops.clear();
  }
  SmallVector<Operation *> ops;
};

/// Runs the verifier of `op`; its first diagnostic, or empty where it is
/// valid.
std::string verifierMessage(Operation *op) {
  std::string message;
  ScopedDiagnosticHandler capture(op->getContext(), [&](Diagnostic &diag) {
    if (message.empty())
      message = diag.str();
    return success();
  });
  if (failed(mlir::verify(op)) && message.empty())
    message = "verification failed";
  return message;
}

/// Kernels that only move values: with one parameter set on every port they
/// are the same op on the storage integers.
bool isShapeOnly(StringRef kernel) {
  return kernel == "reshape" || kernel == "transpose" || kernel == "concat";
}

/// The quantized value of the port `v` (a block argument of the body).
FailureOr<Value> quantizedPort(OpBuilder &b, RegionOp region, Value v,
                               std::string &why) {
  unsigned i = cast<BlockArgument>(v).getArgNumber();
  std::string reason;
  FailureOr<Value> port = quantizePort(b, region.getLoc(),
                                       region.getInputs()[i],
                                       region.getInputSpec(i), &reason);
  if (failed(port))
    why = "input " + std::to_string(i) + ": " + reason;
  return port;
}

/// The quantized port `port`, which the kernel's core reads through the
/// broadcasting `map` (broadcastReadMap), broadcast to `shape` on its
/// storage integers: a copy under the same parameters, so exact, and the
/// compute op gets operands of one shape.
Value broadcastPort(OpBuilder &b, Location loc, AffineMap map, Value port,
                    RankedTensorType shape) {
  auto portType = cast<RankedTensorType>(port.getType());
  auto element = cast<quant::QuantizedType>(portType.getElementType());
  Type storage = element.getStorageType();
  Value ints = quant::StorageCastOp::create(
      b, loc, withElement(portType, storage), port);
  Value init = tensor::EmptyOp::create(b, loc, shape.getShape(), storage);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{init.getType()}, ValueRange{ints}, ValueRange{init},
      ArrayRef<AffineMap>{map, b.getMultiDimIdentityMap(shape.getRank())},
      SmallVector<utils::IteratorType>(shape.getRank(),
                                       utils::IteratorType::parallel),
      [](OpBuilder &nb, Location nloc, ValueRange args) {
        linalg::YieldOp::create(nb, nloc, args[0]);
      });
  return quant::StorageCastOp::create(b, loc, withElement(shape, element),
                                      generic.getResult(0));
}

/// One QuantKit compute op.
FailureOr<Operation *> buildComputeOp(OpBuilder &b, RegionOp region,
                                      const KernelMatch &match,
                                      std::string &why) {
  Location loc = region.getLoc();
  auto resultShape = cast<RankedTensorType>(region.getResult(0).getType());
  SmallVector<Value> ports;
  for (Value input : match.inputs) {
    FailureOr<Value> q = quantizedPort(b, region, input, why);
    if (failed(q))
      return failure();
    ports.push_back(*q);
    // A product's operand its core broadcasts (FusedKernel.h).
    if (match.kernel == "mul" &&
        cast<RankedTensorType>(q->getType()).getShape() !=
            resultShape.getShape()) {
      AffineMap map = broadcastReadMap(match.core, input);
      if (!map) {
        why = "its product reads an operand of another shape";
        return failure();
      }
      ports.back() = broadcastPort(b, loc, map, *q, resultShape);
    }
  }
  Type narrowed = narrowForClamp(region.getOutputSpec(0), match.lo, match.hi);
  auto outType = withElement(region.getResult(0).getType(), narrowed);
  Value bias = match.hasBias ? ports.back() : Value();
  auto strides = b.getDenseI64ArrayAttr(match.strides);
  auto dilations = b.getDenseI64ArrayAttr(match.dilations);
  auto padding = b.getDenseI64ArrayAttr(match.padding);
  auto window = b.getDenseI64ArrayAttr(match.window);
  bool dilated = llvm::any_of(match.dilations, [](int64_t d) {
    return d != 1;
  });
  Operation *op = nullptr;
  StringRef kernel = match.kernel;
  if (kernel == "matmul") {
    op = MatmulOp::create(b, loc, outType, ports[0], ports[1], bias,
                          RoundingAttr());
  } else if (kernel == "conv2d") {
    op = Conv2DOp::create(
        b, loc, outType, ports[0], ports[1], bias, strides, dilations, padding,
        RoundingAttr(),
        match.groups == 1 ? IntegerAttr() : b.getI64IntegerAttr(match.groups));
  } else if (kernel == "depthwise_conv2d") {
    op = DepthwiseConv2DOp::create(b, loc, outType, ports[0], ports[1], bias,
                                   strides, dilations, padding,
                                   RoundingAttr());
  } else if (kernel == "add") {
    op = AddOp::create(b, loc, outType, ports[0], ports[1], RoundingAttr());
  } else if (kernel == "mul") {
    op = MulOp::create(b, loc, outType, ports[0], ports[1], RoundingAttr());
  } else if (kernel == "logistic") {
    op = LogisticOp::create(b, loc, outType, ports[0]);
  } else if (kernel == "tanh") {
    op = TanhOp::create(b, loc, outType, ports[0]);
  } else if (kernel == "hard_swish") {
    op = HardSwishOp::create(b, loc, outType, ports[0]);
  } else if (kernel == "gelu") {
    op = GeluOp::create(b, loc, outType, ports[0], match.approximate);
  } else if (kernel == "softmax") {
    op = SoftmaxOp::create(b, loc, outType, ports[0],
                           b.getI64IntegerAttr(match.axis),
                           b.getF64FloatAttr(match.beta));
  } else if ((kernel == "max_pool2d" || kernel == "avg_pool2d") && dilated) {
    why = "quantized pooling has no dilation";
    return failure();
  } else if (kernel == "max_pool2d") {
    op = MaxPool2DOp::create(b, loc, outType, ports[0], window, strides,
                             padding, RoundingAttr());
  } else if (kernel == "avg_pool2d") {
    op = AvgPool2DOp::create(b, loc, outType, ports[0], window, strides,
                             padding, RoundingAttr());
  } else if (kernel == "resize") {
    op = ResizeOp::create(
        b, loc, outType, ports[0],
        ResizeModeAttr::get(b.getContext(), match.bilinear
                                                ? ResizeMode::bilinear
                                                : ResizeMode::nearest),
        b.getDenseI64ArrayAttr(match.resizeScale),
        b.getDenseI64ArrayAttr(match.resizeOffset),
        b.getDenseI64ArrayAttr(match.resizeBorder), RoundingAttr());
  } else {
    why = "QuantKit has no quantized compute op for it";
    return failure();
  }
  // The port specs must give a valid op (e.g. a bias spec s_in * s_w).
  if (std::string invalid = verifierMessage(op); !invalid.empty()) {
    why = "its port specs give an invalid " +
          op->getName().getStringRef().str() + ": " + invalid;
    return failure();
  }
  return op;
}

/// The result of `computeOp` under the region's output spec: where a clamp
/// narrowed the storage range, reinterpreted through the storage integers.
Value underOutputSpec(OpBuilder &b, RegionOp region, Operation *computeOp) {
  Value result = computeOp->getResult(0);
  Type spec = region.getOutputSpec(0);
  auto resultType = region.getResult(0).getType();
  if (withElement(resultType, spec) == result.getType())
    return result;
  Location loc = region.getLoc();
  auto storage = cast<quant::QuantizedType>(spec).getStorageType();
  Value ints = quant::StorageCastOp::create(
      b, loc, withElement(resultType, storage), result);
  return quant::StorageCastOp::create(b, loc, withElement(resultType, spec),
                                      ints)
      .getResult();
}

/// A kernel that only moves values (reshape, transpose, concat): the same
/// op on the storage integers between `quant.scast`s, exact when every
/// port has the same parameters (what `same_scale` resolves).
FailureOr<Value> buildShapeOnly(OpBuilder &b, RegionOp region,
                                const KernelMatch &match, std::string &why) {
  Type spec = region.getOutputSpec(0);
  for (Value input : match.inputs)
    if (region.getInputSpec(cast<BlockArgument>(input).getArgNumber()) !=
        spec) {
      why = "its ports do not share one parameter set";
      return failure();
    }
  Type storage = cast<quant::QuantizedType>(spec).getStorageType();
  Location loc = region.getLoc();
  Block &body = region.getBody().front();
  IRMapping mapping;
  for (BlockArgument arg : body.getArguments()) {
    if (!llvm::is_contained(match.inputs, Value(arg)))
      continue;
    FailureOr<Value> q = quantizedPort(b, region, arg, why);
    if (failed(q))
      return failure();
    mapping.map(arg, quant::StorageCastOp::create(
                         b, loc, withElement(arg.getType(), storage), *q)
                         .getResult());
  }
  for (Operation &op : body.without_terminator()) {
    Operation *copy = b.clone(op, mapping);
    if (&op == match.core)
      copy->getResult(0).setType(
          withElement(copy->getResult(0).getType(), storage));
  }
  Operation *core = mapping.lookup(match.core->getResult(0)).getDefiningOp();
  if (std::string invalid = verifierMessage(core); !invalid.empty()) {
    why = "its " + core->getName().getStringRef().str() +
          " does not accept storage integers: " + invalid;
    return failure();
  }
  return quant::StorageCastOp::create(
             b, loc, withElement(region.getResult(0).getType(), spec),
             core->getResult(0))
      .getResult();
}

bool isUniform(Type spec) {
  return isa<quant::UniformQuantizedType, quant::UniformQuantizedPerAxisType>(
      spec);
}

} // namespace

FailureOr<quantkit::QuantizedKernel>
quantkit::buildQuantizedKernel(RegionOp region, std::string &why) {
  for (unsigned i = 0; i < region.getNumOperands(); ++i)
    if (!isUniform(region.getInputSpec(i))) {
      why = "input " + std::to_string(i) +
            " is not resolved to !quant.uniform";
      return failure();
    }
  if (region.getNumResults() != 1 ||
      !isa<quant::UniformQuantizedType>(region.getOutputSpec(0))) {
    why = "it needs one result resolved to a per-tensor !quant.uniform";
    return failure();
  }
  for (Value input : region.getInputs())
    if (!isa<RankedTensorType>(input.getType())) {
      why = "ports must be ranked tensors";
      return failure();
    }
  FailureOr<KernelMatch> match =
      matchBodyKernel(region.getBody().front(), why);
  if (failed(match))
    return failure();
  if (match->kernel != region.getLogicalKernel()) {
    why = "its body computes '" + match->kernel.str() + "'";
    return failure();
  }
  CreatedOps created;
  OpBuilder b(region);
  b.setListener(&created);
  QuantizedKernel kernel;
  if (isShapeOnly(match->kernel)) {
    FailureOr<Value> result = buildShapeOnly(b, region, *match, why);
    if (failed(result)) {
      created.eraseAll();
      return failure();
    }
    kernel.result = *result;
    return kernel;
  }
  FailureOr<Operation *> op = buildComputeOp(b, region, *match, why);
  if (failed(op)) {
    created.eraseAll();
    return failure();
  }
  kernel.computeOp = *op;
  kernel.result = underOutputSpec(b, region, *op);
  return kernel;
}
