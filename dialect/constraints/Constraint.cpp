//===- Constraint.cpp - Kernel constraint functions -----------------------===//

#include "dialect/constraints/Constraint.h"

#include "dialect/constraints/SpecUtils.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"

#include <cstdio>

using namespace mlir;
using namespace mlir::quantkit;

using quant::UniformQuantizedPerAxisType;
using quant::UniformQuantizedType;

//===----------------------------------------------------------------------===//
// ChangedPorts and KernelContext
//===----------------------------------------------------------------------===//

void ChangedPorts::merge(const ChangedPorts &other) {
  auto mergeList = [](SmallVectorImpl<unsigned> &into,
                      ArrayRef<unsigned> from) {
    into.append(from.begin(), from.end());
    llvm::sort(into);
    into.erase(std::unique(into.begin(), into.end()), into.end());
  };
  mergeList(inputs, other.inputs);
  mergeList(outputs, other.outputs);
}

KernelContext::KernelContext(MLIRContext *context,
                             ArrayRef<PortSignature> inputPorts,
                             ArrayRef<PortSignature> outputPorts)
    : context(context), inputPorts(inputPorts), outputPorts(outputPorts),
      fixedInputs(inputPorts.size()), fixedOutputs(outputPorts.size()) {}

void KernelContext::setPortTypes(TypeRange inputTypes, TypeRange outputTypes) {
  this->inputTypes.assign(inputTypes.begin(), inputTypes.end());
  this->outputTypes.assign(outputTypes.begin(), outputTypes.end());
}

Type KernelContext::getInputType(unsigned index) const {
  return index < inputTypes.size() ? inputTypes[index] : Type();
}

Type KernelContext::getOutputType(unsigned index) const {
  return index < outputTypes.size() ? outputTypes[index] : Type();
}

void KernelContext::setInputFixed(unsigned index, bool fixed) {
  if (index < fixedInputs.size())
    fixedInputs[index] = fixed;
}

void KernelContext::setOutputFixed(unsigned index, bool fixed) {
  if (index < fixedOutputs.size())
    fixedOutputs[index] = fixed;
}

LogicalResult KernelContext::fail(const Twine &reason) {
  failureReason = reason.str();
  return failure();
}

ChangedPorts mlir::quantkit::diffPorts(ArrayRef<Type> inputsBefore,
                                       ArrayRef<Type> inputsAfter,
                                       ArrayRef<Type> outputsBefore,
                                       ArrayRef<Type> outputsAfter) {
  ChangedPorts changed;
  for (unsigned i = 0, e = inputsAfter.size(); i != e; ++i)
    if (i >= inputsBefore.size() || inputsBefore[i] != inputsAfter[i])
      changed.inputs.push_back(i);
  for (unsigned i = 0, e = outputsAfter.size(); i != e; ++i)
    if (i >= outputsBefore.size() || outputsBefore[i] != outputsAfter[i])
      changed.outputs.push_back(i);
  return changed;
}

//===----------------------------------------------------------------------===//
// Shorthands
//===----------------------------------------------------------------------===//

namespace {

/// Doubles in messages (Twine has no double overload).
std::string number(double value) {
  char buffer[32];
  snprintf(buffer, sizeof(buffer), "%g", value);
  return buffer;
}

std::string typeString(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

struct PortRef {
  bool isOutput;
  unsigned index;
};

/// The ports of one application, inputs first.
class Ports {
public:
  Ports(KernelContext &context, MutableArrayRef<Type> inputs,
        MutableArrayRef<Type> outputs)
      : context(context), inputs(inputs), outputs(outputs) {}

  SmallVector<PortRef> all() const {
    SmallVector<PortRef> refs;
    for (unsigned i = 0, e = inputs.size(); i != e; ++i)
      refs.push_back({false, i});
    for (unsigned i = 0, e = outputs.size(); i != e; ++i)
      refs.push_back({true, i});
    return refs;
  }
  SmallVector<PortRef> inputRefs() const {
    SmallVector<PortRef> refs;
    for (unsigned i = 0, e = inputs.size(); i != e; ++i)
      refs.push_back({false, i});
    return refs;
  }
  SmallVector<PortRef> outputRefs() const {
    SmallVector<PortRef> refs;
    for (unsigned i = 0, e = outputs.size(); i != e; ++i)
      refs.push_back({true, i});
    return refs;
  }

  Type &spec(PortRef port) {
    return port.isOutput ? outputs[port.index] : inputs[port.index];
  }
  const PortSignature &signature(PortRef port) const {
    return port.isOutput ? context.getOutputPort(port.index)
                         : context.getInputPort(port.index);
  }
  bool isFixed(PortRef port) const {
    return port.isOutput ? context.isOutputFixed(port.index)
                         : context.isInputFixed(port.index);
  }
  Type valueType(PortRef port) const {
    return port.isOutput ? context.getOutputType(port.index)
                         : context.getInputType(port.index);
  }
  std::optional<int64_t> rank(PortRef port) const {
    if (auto shaped = dyn_cast_or_null<ShapedType>(valueType(port)))
      if (shaped.hasRank())
        return shaped.getRank();
    return std::nullopt;
  }
  /// The float type of the port: from its spec, else from its value type.
  Type expressedType(PortRef port) {
    if (Type expressed = getSpecExpressedType(spec(port)))
      return expressed;
    Type element = getElementTypeOrSelf(valueType(port));
    return isa_and_nonnull<FloatType>(element) ? element : Type();
  }
  std::string name(PortRef port) const {
    return ((port.isOutput ? "output #" : "input #") + Twine(port.index)).str();
  }

private:
  KernelContext &context;
  MutableArrayRef<Type> inputs;
  MutableArrayRef<Type> outputs;
};

/// Calibrated specs become uniform at their port's storage; uniform specs
/// that do not fit their port are re-expressed over the same real range,
/// unless the model fixed them.
LogicalResult normalize(KernelContext &context, Ports &ports) {
  for (PortRef port : ports.all()) {
    Type &spec = ports.spec(port);
    std::string reason;
    switch (classifySpec(spec)) {
    case SpecKind::KeepFloat:
    case SpecKind::Undecided:
    case SpecKind::AtLeast:
      continue;
    case SpecKind::Invalid:
      return context.fail(ports.name(port) + " has spec " +
                          (spec ? typeString(spec) : std::string("<null>")) +
                          ", which is not a port spec");
    case SpecKind::Calibrated: {
      FailureOr<UniformQuantizedType> uniform =
          uniformFromCalibrated(cast<quant::CalibratedQuantizedType>(spec),
                                ports.signature(port), &reason);
      if (failed(uniform))
        return context.fail("cannot quantize the statistics of " +
                            ports.name(port) + ": " + reason);
      spec = *uniform;
      continue;
    }
    case SpecKind::Uniform: {
      if (succeeded(checkSpecFitsPort(spec, ports.signature(port),
                                      ports.rank(port), &reason)))
        continue;
      if (ports.isFixed(port))
        return context.fail(ports.name(port) + " is fixed at " +
                            typeString(spec) +
                            ", which the kernel's port cannot take: " + reason);
      FailureOr<Type> converted = convertUniformToPort(
          spec, ports.signature(port), ports.rank(port), &reason);
      if (failed(converted))
        return context.fail("cannot re-express " + ports.name(port) + " (" +
                            typeString(spec) +
                            ") at the kernel's storage: " + reason);
      spec = *converted;
      continue;
    }
    }
  }
  return success();
}

/// Puts `target` on `port` unless its spec already agrees; a fixed port
/// that disagrees is a failure `describe` explains.
LogicalResult assign(KernelContext &context, Ports &ports, PortRef port,
                     Type target, function_ref<std::string()> describe) {
  Type &spec = ports.spec(port);
  if (specsAgree(spec, target))
    return success();
  if (ports.isFixed(port) && classifySpec(spec) == SpecKind::Uniform)
    return context.fail(describe());
  spec = target;
  return success();
}

/// Runs the body of a shorthand on the normalized ports of one application:
/// restores the specs when it fails, so a failed constraint leaves no
/// half-updated ports, and reports the ports whose spec changed when it
/// succeeds.
FailureOr<ChangedPorts>
runShorthand(KernelContext &context, MutableArrayRef<Type> inputs,
             MutableArrayRef<Type> outputs,
             function_ref<LogicalResult(Ports &)> body) {
  if (inputs.size() != context.getNumInputs() ||
      outputs.size() != context.getNumOutputs())
    return context.fail("the constraint got " + Twine(inputs.size()) +
                        " input and " + Twine(outputs.size()) +
                        " output specs for a kernel with " +
                        Twine(context.getNumInputs()) + " inputs and " +
                        Twine(context.getNumOutputs()) + " outputs");
  SmallVector<Type> inputsBefore(inputs.begin(), inputs.end());
  SmallVector<Type> outputsBefore(outputs.begin(), outputs.end());
  Ports ports(context, inputs, outputs);
  if (failed(normalize(context, ports)) || failed(body(ports))) {
    llvm::copy(inputsBefore, inputs.begin());
    llvm::copy(outputsBefore, outputs.begin());
    return failure();
  }
  return diffPorts(inputsBefore, inputs, outputsBefore, outputs);
}

/// The product of the scales of the quantizable non-accumulator inputs: one
/// scale, or one per channel along `axis` where a factor is per axis.
struct ScaleProduct {
  SmallVector<double> scales{1.0};
  std::optional<int64_t> axis;
  /// The factor that made the product per axis, for diagnostics.
  std::string axisSource;
  /// False until every factor is resolved (nothing to derive yet).
  bool ready = true;
};

FailureOr<ScaleProduct> multiplyInputScales(KernelContext &context,
                                            Ports &ports, StringRef name) {
  ScaleProduct product;
  bool anyFactor = false;
  for (unsigned i = 0, e = context.getNumInputs(); i != e; ++i) {
    PortRef port{false, i};
    Type spec = ports.spec(port);
    if (ports.signature(port).isAccumulator() || !isQuantizableSpec(spec))
      continue;
    anyFactor = true;
    if (classifySpec(spec) != SpecKind::Uniform) {
      product.ready = false;
      return product;
    }
    if (auto perTensor = dyn_cast<UniformQuantizedType>(spec)) {
      for (double &scale : product.scales)
        scale *= perTensor.getScale();
      continue;
    }
    auto perAxis = cast<UniformQuantizedPerAxisType>(spec);
    ArrayRef<double> scales = perAxis.getScales();
    int64_t axis = perAxis.getQuantizedDimension();
    if (!product.axis) {
      double factor = product.scales.front();
      product.scales.assign(scales.begin(), scales.end());
      for (double &scale : product.scales)
        scale *= factor;
      product.axis = axis;
      product.axisSource = ports.name(port);
      continue;
    }
    if (*product.axis != axis || product.scales.size() != scales.size())
      return context.fail(
          name + ": " + product.axisSource + " is per axis along axis " +
          Twine(*product.axis) + " with " + Twine(product.scales.size()) +
          " channels, but " + ports.name(port) + " along axis " + Twine(axis) +
          " with " + Twine(scales.size()) +
          "; their scales cannot be "
          "multiplied channel by channel");
    for (auto [into, scale] : llvm::zip_equal(product.scales, scales))
      into *= scale;
  }
  product.ready &= anyFactor;
  return product;
}

/// The spec `product` gives `port`: zero point 0 at the port's storage, per
/// axis on the port's axis where the product is per axis.
FailureOr<Type> productSpec(KernelContext &context, Ports &ports, PortRef port,
                            const ScaleProduct &product, StringRef name) {
  const PortSignature &signature = ports.signature(port);
  Type expressed = ports.expressedType(port);
  if (!expressed)
    return context.fail(name + ": cannot tell the float type of " +
                        ports.name(port));
  std::string reason;
  if (!product.axis) {
    FailureOr<UniformQuantizedType> spec = makeUniformSpec(
        signature, expressed, product.scales.front(), 0, &reason);
    if (failed(spec))
      return context.fail(name + ": cannot give " + ports.name(port) +
                          " the scale " + number(product.scales.front()) +
                          ": " + reason);
    return Type(*spec);
  }
  if (!signature.isPerAxis())
    return context.fail(name + ": " + product.axisSource +
                        " is per axis, but " + ports.name(port) +
                        " is per tensor in the kernel signature, so it cannot "
                        "take one scale per channel");
  int64_t axis;
  if (std::optional<int64_t> rank = ports.rank(port)) {
    FailureOr<int64_t> resolved = signature.resolveAxis(*rank);
    if (failed(resolved))
      return context.fail(name + ": the axis " + Twine(*signature.axis) +
                          " of " + ports.name(port) +
                          " does not exist in its type " +
                          typeString(ports.valueType(port)));
    axis = *resolved;
    auto shaped = cast<ShapedType>(ports.valueType(port));
    if (!shaped.isDynamicDim(axis) &&
        shaped.getDimSize(axis) != static_cast<int64_t>(product.scales.size()))
      return context.fail(name + ": " + ports.name(port) + " has " +
                          Twine(shaped.getDimSize(axis)) +
                          " channels along axis " + Twine(axis) + ", but " +
                          product.axisSource + " has " +
                          Twine(product.scales.size()));
  } else if (*signature.axis >= 0) {
    axis = *signature.axis;
  } else {
    return context.fail(name + ": cannot resolve the axis " +
                        Twine(*signature.axis) + " of " + ports.name(port) +
                        " without its type");
  }
  SmallVector<int64_t> zeroPoints(product.scales.size(), 0);
  FailureOr<UniformQuantizedPerAxisType> spec =
      makeUniformPerAxisSpec(signature, expressed, product.scales, zeroPoints,
                             static_cast<int32_t>(axis), &reason);
  if (failed(spec))
    return context.fail(name + ": cannot give " + ports.name(port) +
                        " per-channel scales: " + reason);
  return Type(*spec);
}

/// The body of `same_scale`: every quantizable port takes the scale and
/// zero point of the first fixed uniform port; else, where the kernel joins
/// several quantizable inputs (concat), of its first uniform output; else of
/// the first uniform port.
LogicalResult shareOneScale(KernelContext &context, Ports &ports) {
  // A fixed port wins over one a neighbour resolved. A concatenation's
  // output holds every input's values, so its range (calibrated on the
  // output) covers them all, where the first input's would clip the others
  // (TFLite requantizes a concatenation's inputs to its output's scale).
  // Otherwise port order: a pooling, reshape or transpose follows its input.
  unsigned quantizableInputs = llvm::count_if(
      ports.inputRefs(),
      [&](PortRef port) { return isQuantizableSpec(ports.spec(port)); });
  std::optional<PortRef> reference;
  for (PortRef port : ports.all()) {
    if (classifySpec(ports.spec(port)) != SpecKind::Uniform)
      continue;
    if (ports.isFixed(port)) {
      reference = port;
      break;
    }
    bool joinedOutput = port.isOutput && quantizableInputs > 1 &&
                        (!reference || !reference->isOutput);
    if (!reference || joinedOutput)
      reference = port;
  }
  if (!reference)
    return success();
  Type referenceSpec = ports.spec(*reference);
  auto perTensor = dyn_cast<UniformQuantizedType>(referenceSpec);
  if (!perTensor)
    return context.fail("same_scale: " + ports.name(*reference) + " is " +
                        typeString(referenceSpec) +
                        ", per axis; the kernel shares one per-tensor scale "
                        "and zero point");

  for (PortRef port : ports.all()) {
    if (!isQuantizableSpec(ports.spec(port)) ||
        (port.isOutput == reference->isOutput &&
         port.index == reference->index))
      continue;
    Type expressed = ports.expressedType(port);
    if (!expressed)
      return context.fail("same_scale: cannot tell the float type of " +
                          ports.name(port));
    std::string reason;
    FailureOr<UniformQuantizedType> target = makeUniformSpecLike(
        ports.signature(port), expressed, perTensor, &reason);
    if (failed(target))
      return context.fail("same_scale: " + ports.name(port) +
                          " cannot take the scale and zero point of " +
                          ports.name(*reference) + " (" +
                          typeString(referenceSpec) + "): " + reason);
    if (failed(assign(context, ports, port, *target, [&]() {
          return "same_scale: " + ports.name(*reference) + " is " +
                 (ports.isFixed(*reference) ? "fixed at " : "") +
                 typeString(referenceSpec) + " and " + ports.name(port) +
                 " is fixed at " + typeString(ports.spec(port)) +
                 "; the kernel needs one scale and zero point on all its "
                 "ports";
        })))
      return failure();
  }
  return success();
}

/// The body of `fixed_scale`: every quantizable output gets `scale` and
/// `zeroPoint`.
LogicalResult fixOutputScale(KernelContext &context, Ports &ports, double scale,
                             int64_t zeroPoint) {
  for (PortRef port : ports.outputRefs()) {
    if (!isQuantizableSpec(ports.spec(port)))
      continue;
    Type expressed = ports.expressedType(port);
    if (!expressed)
      return context.fail("fixed_scale: cannot tell the float type of " +
                          ports.name(port));
    std::string reason;
    FailureOr<UniformQuantizedType> target = makeUniformSpec(
        ports.signature(port), expressed, scale, zeroPoint, &reason);
    if (failed(target))
      return context.fail("fixed_scale: " + ports.name(port) +
                          " cannot take scale " + number(scale) +
                          " and zero point " + Twine(zeroPoint) + ": " +
                          reason);
    if (failed(assign(context, ports, port, *target, [&]() {
          return "fixed_scale: " + ports.name(port) + " is fixed at " +
                 typeString(ports.spec(port)) + ", but the kernel's " +
                 "output is " + typeString(*target);
        })))
      return failure();
  }
  return success();
}

/// The body of `multiplier_scale` and `multiplier_accumulator_scale`: the
/// ports `derived` selects get the product of the input scales (zero point
/// 0, per channel where a factor is per axis); `what` names that product in
/// the conflict message.
LogicalResult deriveProductScale(KernelContext &context, Ports &ports,
                                 StringRef name, ArrayRef<PortRef> derived,
                                 StringRef what) {
  FailureOr<ScaleProduct> product = multiplyInputScales(context, ports, name);
  if (failed(product))
    return failure();
  if (!product->ready)
    return success();
  for (PortRef port : derived) {
    if (!isQuantizableSpec(ports.spec(port)))
      continue;
    FailureOr<Type> target = productSpec(context, ports, port, *product, name);
    if (failed(target))
      return failure();
    if (failed(assign(context, ports, port, *target, [&]() {
          return (name + ": " + ports.name(port) + " is fixed at " +
                  typeString(ports.spec(port)) + ", but " + what + " gives " +
                  typeString(*target))
              .str();
        })))
      return failure();
  }
  return success();
}

} // namespace

FailureOr<ChangedPorts>
mlir::quantkit::applyFree(KernelContext &context, MutableArrayRef<Type> inputs,
                          MutableArrayRef<Type> outputs) {
  return runShorthand(context, inputs, outputs,
                      [](Ports &) { return success(); });
}

FailureOr<ChangedPorts>
mlir::quantkit::applySameScale(KernelContext &context,
                               MutableArrayRef<Type> inputs,
                               MutableArrayRef<Type> outputs) {
  return runShorthand(context, inputs, outputs, [&](Ports &ports) {
    return shareOneScale(context, ports);
  });
}

FailureOr<ChangedPorts> mlir::quantkit::applyFixedScale(
    KernelContext &context, MutableArrayRef<Type> inputs,
    MutableArrayRef<Type> outputs, double scale, int64_t zeroPoint) {
  return runShorthand(context, inputs, outputs, [&](Ports &ports) {
    return fixOutputScale(context, ports, scale, zeroPoint);
  });
}

FailureOr<ChangedPorts>
mlir::quantkit::applyMultiplierScale(KernelContext &context,
                                     MutableArrayRef<Type> inputs,
                                     MutableArrayRef<Type> outputs) {
  return runShorthand(context, inputs, outputs, [&](Ports &ports) {
    return deriveProductScale(context, ports, "multiplier_scale",
                              ports.outputRefs(),
                              "the product of the input scales");
  });
}

FailureOr<ChangedPorts>
mlir::quantkit::applyMultiplierAccumulatorScale(KernelContext &context,
                                                MutableArrayRef<Type> inputs,
                                                MutableArrayRef<Type> outputs) {
  return runShorthand(context, inputs, outputs, [&](Ports &ports) {
    SmallVector<PortRef> accumulators =
        llvm::to_vector(llvm::make_filter_range(ports.all(), [&](PortRef port) {
          return ports.signature(port).isAccumulator();
        }));
    return deriveProductScale(context, ports, "multiplier_accumulator_scale",
                              accumulators,
                              "the accumulator scale of its inputs");
  });
}

//===----------------------------------------------------------------------===//
// Constraint
//===----------------------------------------------------------------------===//

Constraint Constraint::free() { return Constraint(Kind::Free, "free"); }

Constraint Constraint::sameScale() {
  return Constraint(Kind::SameScale, "same_scale");
}

Constraint Constraint::fixedScale(double scale, int64_t zeroPoint) {
  Constraint constraint(Kind::FixedScale, "fixed_scale");
  constraint.scale = scale;
  constraint.zeroPoint = zeroPoint;
  return constraint;
}

Constraint Constraint::multiplierScale() {
  return Constraint(Kind::MultiplierScale, "multiplier_scale");
}

Constraint Constraint::multiplierAccumulatorScale() {
  return Constraint(Kind::MultiplierAccumulatorScale,
                    "multiplier_accumulator_scale");
}

Constraint Constraint::custom(StringRef name, ConstraintFn function) {
  Constraint constraint(Kind::Custom, name);
  constraint.function = std::move(function);
  return constraint;
}

std::optional<Constraint> Constraint::getShorthand(StringRef name) {
  if (name == "free")
    return free();
  if (name == "same_scale")
    return sameScale();
  if (name == "multiplier_scale")
    return multiplierScale();
  if (name == "multiplier_accumulator_scale")
    return multiplierAccumulatorScale();
  return std::nullopt;
}

std::string Constraint::str() const {
  std::string text;
  llvm::raw_string_ostream os(text);
  switch (kind) {
  case Kind::FixedScale: {
    // 17 significant digits read back as the same double; a float literal
    // keeps its '.' so the text parses as a target file.
    char buffer[32];
    snprintf(buffer, sizeof(buffer), "%.17g", scale);
    std::string number = buffer;
    if (number.find_first_of(".eEn") == std::string::npos)
      number += ".0";
    os << "fixed_scale(" << number << ", " << zeroPoint << ")";
    break;
  }
  case Kind::Custom:
    os << "custom(\"";
    os.write_escaped(name);
    os << "\")";
    break;
  default:
    os << name;
  }
  return text;
}

FailureOr<ChangedPorts>
Constraint::operator()(KernelContext &context, MutableArrayRef<Type> inputs,
                       MutableArrayRef<Type> outputs) const {
  switch (kind) {
  case Kind::Free:
    return applyFree(context, inputs, outputs);
  case Kind::SameScale:
    return applySameScale(context, inputs, outputs);
  case Kind::FixedScale:
    return applyFixedScale(context, inputs, outputs, scale, zeroPoint);
  case Kind::MultiplierScale:
    return applyMultiplierScale(context, inputs, outputs);
  case Kind::MultiplierAccumulatorScale:
    return applyMultiplierAccumulatorScale(context, inputs, outputs);
  case Kind::Custom:
    break;
  }
  if (!function)
    return context.fail("custom constraint '" + name + "' has no function");
  SmallVector<Type> inputsBefore(inputs.begin(), inputs.end());
  SmallVector<Type> outputsBefore(outputs.begin(), outputs.end());
  auto runFunction = [&]() -> FailureOr<ChangedPorts> {
    FailureOr<ChangedPorts> reported = function(context, inputs, outputs);
    if (failed(reported)) {
      if (context.getFailureReason().empty())
        return context.fail("custom constraint '" + name + "' failed");
      return failure();
    }
    for (unsigned index : reported->inputs)
      if (index >= inputs.size())
        return context.fail("custom constraint '" + name +
                            "' reported input #" + Twine(index) +
                            ", which does not exist");
    for (unsigned index : reported->outputs)
      if (index >= outputs.size())
        return context.fail("custom constraint '" + name +
                            "' reported output #" + Twine(index) +
                            ", which does not exist");
    // A function that forgets to report a change would stall propagation,
    // so the actual differences are reported too.
    ChangedPorts changed =
        diffPorts(inputsBefore, inputs, outputsBefore, outputs);
    changed.merge(*reported);
    return changed;
  };
  // One restore for every failure, however far the function got before it
  // (or its result) failed: on failure the specs are unchanged.
  FailureOr<ChangedPorts> changed = runFunction();
  if (failed(changed)) {
    llvm::copy(inputsBefore, inputs.begin());
    llvm::copy(outputsBefore, outputs.begin());
  }
  return changed;
}

bool Constraint::operator==(const Constraint &other) const {
  return kind == other.kind && name == other.name && scale == other.scale &&
         zeroPoint == other.zeroPoint;
}
