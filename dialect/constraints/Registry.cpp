//===- Registry.cpp - Targets, kernels and their registry -----------------===//

#include "dialect/constraints/Registry.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::quantkit;

namespace {

LogicalResult fail(std::string *errorMessage, const Twine &message) {
  if (errorMessage)
    *errorMessage = message.str();
  return failure();
}

void printQuoted(llvm::raw_ostream &os, StringRef text) {
  os << '"';
  os.write_escaped(text);
  os << '"';
}

/// `@name`, quoted where the name is not a bare identifier
/// (`@"tflite-int8"`), as MLIR prints symbol names.
void printSymbolName(llvm::raw_ostream &os, StringRef name) {
  auto isBare = [](StringRef text) {
    if (text.empty() || !(llvm::isAlpha(text.front()) || text.front() == '_'))
      return false;
    return llvm::all_of(text.drop_front(), [](char c) {
      return llvm::isAlnum(c) || c == '_' || c == '$' || c == '.';
    });
  };
  os << '@';
  if (isBare(name))
    os << name;
  else
    printQuoted(os, name);
}

/// Why kernel port `port` does not meet `query`, or "" when it does.
std::string portMismatch(const PortSignature &port, const PortQuery &query,
                         StringRef kind, unsigned index) {
  std::string message;
  llvm::raw_string_ostream os(message);
  if (query.minBits && !port.isWildcard() && port.width < query.minBits) {
    os << kind << " #" << index << " stores " << port.width
       << " bits, fewer than the " << query.minBits << " asked for";
    return message;
  }
  if (query.exact && !port.isWildcard() &&
      !port.sameStorageAndFlags(*query.exact)) {
    os << kind << " #" << index << " is '" << port.str() << "', not '"
       << query.exact->str() << "'";
    return message;
  }
  return message;
}

/// The signature a kernel port gives a region port: the kernel's, or for a
/// wildcard the query's exact port, else the target default widened to the
/// query's minimum width.
PortSignature fitPort(const PortSignature &port, const PortQuery &query,
                      const PortSignature &defaultPort) {
  PortSignature fitted = port;
  if (port.isWildcard()) {
    if (query.exact) {
      fitted = *query.exact;
    } else {
      fitted = defaultPort;
      if (query.minBits > defaultPort.width) {
        PortSignature wider =
            PortSignature::integer(query.minBits, defaultPort.isSigned);
        wider.symmetric = defaultPort.symmetric;
        fitted = wider;
      }
    }
    fitted.role = port.role;
  }
  fitted.optional = false;
  fitted.variadic = false;
  return fitted;
}

std::string describeCount(ArrayRef<PortSignature> ports) {
  unsigned min = KernelSignature::getMinCount(ports);
  std::optional<unsigned> max = KernelSignature::getMaxCount(ports);
  if (!max)
    return (Twine(min) + " or more").str();
  if (*max == min)
    return Twine(min).str();
  return (Twine(min) + " to " + Twine(*max)).str();
}

} // namespace

//===----------------------------------------------------------------------===//
// Kernel and ResolvedKernel
//===----------------------------------------------------------------------===//

std::string Kernel::str() const {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "kernel ";
  printQuoted(os, name);
  os << " ";
  signature.print(os);
  os << " constraint " << constraint.str();
  return text;
}

KernelContext ResolvedKernel::makeContext(MLIRContext *context) const {
  return KernelContext(context, inputs, outputs);
}

FailureOr<ChangedPorts>
ResolvedKernel::apply(KernelContext &context, MutableArrayRef<Type> inputSpecs,
                      MutableArrayRef<Type> outputSpecs) const {
  if (!kernel)
    return context.fail("no kernel to apply");
  if (inputSpecs.size() != context.getNumInputs() ||
      outputSpecs.size() != context.getNumOutputs())
    return context.fail("the constraint got " + Twine(inputSpecs.size()) +
                        " input and " + Twine(outputSpecs.size()) +
                        " output specs for a kernel with " +
                        Twine(context.getNumInputs()) + " inputs and " +
                        Twine(context.getNumOutputs()) + " outputs");
  SmallVector<Type> inputsBefore(inputSpecs.begin(), inputSpecs.end());
  SmallVector<Type> outputsBefore(outputSpecs.begin(), outputSpecs.end());

  // Custom functions are checked like the shorthands hold by construction:
  // a changed port carries a valid spec that fits it, and fixed ports stay.
  auto check = [&](bool isOutput, unsigned index, Type before,
                   Type after) -> LogicalResult {
    if (before == after)
      return success();
    // Named only for messages: the check runs on every changed port.
    auto name = [&] {
      return ((isOutput ? "output #" : "input #") + Twine(index)).str();
    };
    bool fixed =
        isOutput ? context.isOutputFixed(index) : context.isInputFixed(index);
    if (fixed && classifySpec(before) == SpecKind::Uniform)
      return context.fail("constraint '" + kernel->constraint.getName() +
                          "' changed " + name() + ", which the model fixed");
    if (classifySpec(after) == SpecKind::Invalid)
      return context.fail("constraint '" + kernel->constraint.getName() +
                          "' gave " + name() + " an invalid spec");
    if (classifySpec(after) != SpecKind::Uniform)
      return success();
    Type valueType =
        isOutput ? context.getOutputType(index) : context.getInputType(index);
    std::optional<int64_t> rank;
    if (auto shaped = dyn_cast_or_null<ShapedType>(valueType))
      if (shaped.hasRank())
        rank = shaped.getRank();
    std::string reason;
    const PortSignature &port =
        isOutput ? context.getOutputPort(index) : context.getInputPort(index);
    if (failed(checkSpecFitsPort(after, port, rank, &reason)))
      return context.fail("constraint '" + kernel->constraint.getName() +
                          "' gave " + name() +
                          " a spec its port cannot take: " + reason);
    return success();
  };
  auto applyAndCheck = [&]() -> FailureOr<ChangedPorts> {
    FailureOr<ChangedPorts> changed =
        kernel->constraint(context, inputSpecs, outputSpecs);
    if (failed(changed))
      return failure();
    for (unsigned i = 0, e = inputSpecs.size(); i != e; ++i)
      if (failed(check(false, i, inputsBefore[i], inputSpecs[i])))
        return failure();
    for (unsigned i = 0, e = outputSpecs.size(); i != e; ++i)
      if (failed(check(true, i, outputsBefore[i], outputSpecs[i])))
        return failure();
    return changed;
  };

  // The one place that keeps the contract "on failure the specs are
  // unchanged", whichever step failed and whatever the constraint (a custom
  // function included) left in the specs.
  FailureOr<ChangedPorts> changed = applyAndCheck();
  if (failed(changed)) {
    llvm::copy(inputsBefore, inputSpecs.begin());
    llvm::copy(outputsBefore, outputSpecs.begin());
  }
  return changed;
}

//===----------------------------------------------------------------------===//
// Target
//===----------------------------------------------------------------------===//

Target::Target(StringRef name, PortSignature defaultPort)
    : name(name.str()), defaultPort(defaultPort) {}

LogicalResult Target::verify(std::string *errorMessage) const {
  if (name.empty())
    return fail(errorMessage, "a target needs a name");
  if (defaultPort.isWildcard())
    return fail(errorMessage, "target '" + name +
                                  "': the default port must name a storage "
                                  "type, not '*'");
  if (defaultPort.role != PortRole::activation || defaultPort.optional ||
      defaultPort.variadic)
    return fail(errorMessage, "target '" + name +
                                  "': the default port carries no role, "
                                  "'optional' or 'variadic'");
  std::string problem;
  if (failed(defaultPort.verify(&problem)))
    return fail(errorMessage,
                "target '" + name + "': default port: " + problem);
  return success();
}

LogicalResult Target::addKernel(Kernel kernel, std::string *errorMessage) {
  if (kernel.name.empty())
    return fail(errorMessage,
                "target '" + name + "': a kernel needs a non-empty name");
  std::string problem;
  if (failed(kernel.signature.verify(&problem)))
    return fail(errorMessage, "target '" + name + "', kernel '" + kernel.name +
                                  "': " + problem);
  for (const Kernel &existing : kernels)
    if (existing.name == kernel.name && existing.signature == kernel.signature)
      return fail(errorMessage,
                  "duplicate kernel key: target '" + name +
                      "' already has a kernel '" + kernel.name + "' " +
                      kernel.signature.str() +
                      (existing.origin.empty()
                           ? std::string()
                           : " (defined at " + existing.origin + ")"));
  kernels.push_back(std::move(kernel));
  return success();
}

FailureOr<ResolvedKernel> Target::lookup(const KernelQuery &query,
                                         std::string *reason) const {
  // Preferences first, as requirements; then without them.
  auto hasPreference = [](const PortQuery &port) {
    return port.preferredBits > port.minBits;
  };
  if (llvm::any_of(query.inputs, hasPreference) ||
      llvm::any_of(query.outputs, hasPreference)) {
    KernelQuery preferred = query;
    for (auto *ports : {&preferred.inputs, &preferred.outputs})
      for (PortQuery &port : *ports) {
        port.minBits = std::max(port.minBits, port.preferredBits);
        port.preferredBits = 0;
      }
    FailureOr<ResolvedKernel> resolved = lookupRequired(preferred, nullptr);
    if (succeeded(resolved))
      return resolved;
  }
  return lookupRequired(query, reason);
}

FailureOr<ResolvedKernel> Target::lookupRequired(const KernelQuery &query,
                                                 std::string *reason) const {
  SmallVector<std::string> mismatches;
  for (auto [index, kernel] : llvm::enumerate(kernels)) {
    if (kernel.name != query.name)
      continue;
    const KernelSignature &signature = kernel.signature;
    std::string mismatch;
    if (!KernelSignature::acceptsCount(signature.inputs, query.inputs.size())) {
      mismatch = "takes " + describeCount(signature.inputs) + " inputs, not " +
                 std::to_string(query.inputs.size());
    } else if (!KernelSignature::acceptsCount(signature.outputs,
                                              query.outputs.size())) {
      mismatch = "has " + describeCount(signature.outputs) + " outputs, not " +
                 std::to_string(query.outputs.size());
    } else {
      for (auto [i, portQuery] : llvm::enumerate(query.inputs)) {
        mismatch = portMismatch(KernelSignature::getPort(signature.inputs, i),
                                portQuery, "input", i);
        if (!mismatch.empty())
          break;
      }
      if (mismatch.empty())
        for (auto [i, portQuery] : llvm::enumerate(query.outputs)) {
          mismatch =
              portMismatch(KernelSignature::getPort(signature.outputs, i),
                           portQuery, "output", i);
          if (!mismatch.empty())
            break;
        }
    }
    if (!mismatch.empty()) {
      mismatches.push_back("kernel #" + std::to_string(index) + " " + mismatch);
      continue;
    }

    ResolvedKernel resolved;
    resolved.target = this;
    resolved.kernel = &kernel;
    resolved.index = index;
    for (auto [i, portQuery] : llvm::enumerate(query.inputs))
      resolved.inputs.push_back(
          fitPort(KernelSignature::getPort(signature.inputs, i), portQuery,
                  defaultPort));
    for (auto [i, portQuery] : llvm::enumerate(query.outputs))
      resolved.outputs.push_back(
          fitPort(KernelSignature::getPort(signature.outputs, i), portQuery,
                  defaultPort));
    return resolved;
  }

  if (mismatches.empty())
    return fail(reason,
                "target '" + name + "' has no kernel '" + query.name + "'");
  return fail(reason, "no kernel '" + query.name + "' of target '" + name +
                          "' matches: " + llvm::join(mismatches, "; "));
}

std::string Target::str() const {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "quantkit.target ";
  printSymbolName(os, name);
  os << " default(";
  defaultPort.print(os);
  os << ") {\n";
  for (const Kernel &kernel : kernels)
    os << "  " << kernel.str() << "\n";
  os << "}\n";
  return text;
}

//===----------------------------------------------------------------------===//
// TargetRegistry
//===----------------------------------------------------------------------===//

TargetRegistry &TargetRegistry::global() {
  // Never destroyed: plugins may still query it while the process exits.
  static TargetRegistry *registry = [] {
    auto *instance = new TargetRegistry();
    (void)registerBuiltinTargets(*instance);
    return instance;
  }();
  return *registry;
}

LogicalResult TargetRegistry::registerTarget(Target target,
                                             std::string *errorMessage) {
  if (failed(target.verify(errorMessage)))
    return failure();
  std::string name = target.getName().str();
  llvm::sys::SmartScopedWriter<true> lock(mutex);
  if (targets.count(name))
    return fail(errorMessage,
                "a target named '" + name + "' is already registered");
  targets[name] = std::make_shared<const Target>(std::move(target));
  targetOrder.push_back(name);
  return success();
}

LogicalResult TargetRegistry::registerKernel(StringRef targetName,
                                             Kernel kernel,
                                             std::string *errorMessage) {
  llvm::sys::SmartScopedWriter<true> lock(mutex);
  auto it = targets.find(targetName);
  if (it == targets.end())
    return fail(errorMessage,
                "no target named '" + targetName + "' is registered");
  auto updated = std::make_shared<Target>(*it->second);
  if (failed(updated->addKernel(std::move(kernel), errorMessage)))
    return failure();
  it->second = std::move(updated);
  return success();
}

std::shared_ptr<const Target> TargetRegistry::getTarget(StringRef name) const {
  llvm::sys::SmartScopedReader<true> lock(mutex);
  auto it = targets.find(name);
  return it == targets.end() ? nullptr : it->second;
}

std::vector<std::string> TargetRegistry::getTargetNames() const {
  llvm::sys::SmartScopedReader<true> lock(mutex);
  return targetOrder;
}

LogicalResult TargetRegistry::registerConstraint(StringRef name,
                                                 ConstraintFn function,
                                                 std::string *errorMessage) {
  if (name.empty())
    return fail(errorMessage, "a constraint function needs a name");
  if (!function)
    return fail(errorMessage, "constraint '" + name + "' has no function");
  if (name == "fixed_scale" || name == "custom" ||
      Constraint::getShorthand(name))
    return fail(errorMessage, "'" + name + "' is a built-in shorthand");
  llvm::sys::SmartScopedWriter<true> lock(mutex);
  if (!constraints.try_emplace(name, std::move(function)).second)
    return fail(errorMessage,
                "a constraint named '" + name + "' is already registered");
  return success();
}

std::optional<Constraint> TargetRegistry::getConstraint(StringRef name) const {
  llvm::sys::SmartScopedReader<true> lock(mutex);
  auto it = constraints.find(name);
  if (it == constraints.end())
    return std::nullopt;
  return Constraint::custom(name, it->second);
}
