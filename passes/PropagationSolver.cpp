//===- PropagationSolver.cpp - Seed 001's work-list over kernels ----------===//

#include "passes/PropagationSolver.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::quantkit;

StringRef mlir::quantkit::stringifyPortState(PortState state) {
  switch (state) {
  case PortState::Fixed:
    return "fixed";
  case PortState::Resolved:
    return "resolved";
  case PortState::Unresolved:
    return "unresolved";
  case PortState::Float:
    return "float";
  }
  return "unknown";
}

namespace {

/// Specs a neighbour's parameters may replace: no parameters yet.
bool isOpen(Type spec) {
  SpecKind kind = classifySpec(spec);
  return kind == SpecKind::Undecided || kind == SpecKind::AtLeast ||
         kind == SpecKind::Calibrated;
}

/// classifySpec(spec) == SpecKind::Uniform, without the FloatType interface
/// check classifySpec makes for undecided ports (this runs per port and
/// notification).
bool isUniform(Type spec) {
  return isa_and_nonnull<quant::UniformQuantizedType,
                         quant::UniformQuantizedPerAxisType>(spec);
}

std::optional<int64_t> getRank(Type type) {
  if (auto ranked = dyn_cast_or_null<RankedTensorType>(type))
    return ranked.getRank();
  if (type && !isa<ShapedType>(type))
    return 0;
  return std::nullopt;
}

} // namespace

PropagationSolver::PropagationSolver(MLIRContext *context, const Target &target,
                                     std::vector<PropagationNode> &nodes,
                                     std::vector<PropagationNet> &nets)
    : context(context), target(target), nodes(nodes), nets(nets) {}

/// The widths a spec asks of its port (PortQuery::fromSpec): float,
/// calibrated and `none` specs, most of a float module, ask nothing.
static std::pair<unsigned, unsigned> queryWidths(Type spec, bool &cacheable) {
  if (isa_and_nonnull<Float32Type, quant::CalibratedQuantizedType, NoneType>(
          spec))
    return {0, 0};
  PortQuery query = PortQuery::fromSpec(spec);
  cacheable &= !query.exact.has_value();
  return {query.minBits, query.preferredBits};
}

std::shared_ptr<const ResolvedKernel>
PropagationSolver::lookup(StringRef logicalKernel, ArrayRef<Type> modelSpecs,
                          unsigned numInputs, std::string &reason) {
  // Regions ask few distinct questions (a kernel name and a width per
  // port), so the look-up runs once per question, not once per region.
  SmallVector<std::pair<unsigned, unsigned>, 8> ports;
  bool cacheable = true;
  for (Type spec : modelSpecs)
    ports.push_back(queryWidths(spec, cacheable));
  SmallVector<CachedLookup, 1> *entries = nullptr;
  if (cacheable) {
    // Names usually point into their regions' uniqued `logical_kernel`
    // strings: the same pointer is the same name, found without hashing
    // the text.
    auto [it, inserted] = lookupsByAddress.try_emplace(
        std::make_pair(logicalKernel.data(), logicalKernel.size()), nullptr);
    if (inserted)
      it->second = &lookups[logicalKernel];
    entries = it->second;
    for (const CachedLookup &entry : *entries) {
      if (entry.numInputs != numInputs ||
          ArrayRef(entry.ports) != ArrayRef(ports))
        continue;
      if (!entry.kernel)
        reason = entry.reason;
      return entry.kernel;
    }
  }

  CachedLookup entry;
  entry.numInputs = numInputs;
  entry.ports.assign(ports.begin(), ports.end());
  KernelQuery query =
      KernelQuery::fromSpecs(logicalKernel, modelSpecs.take_front(numInputs),
                             modelSpecs.drop_front(numInputs));
  FailureOr<ResolvedKernel> kernel = target.lookup(query, &entry.reason);
  if (succeeded(kernel))
    entry.kernel = std::make_shared<const ResolvedKernel>(std::move(*kernel));
  reason = entry.reason;
  std::shared_ptr<const ResolvedKernel> result = entry.kernel;
  if (entries)
    entries->push_back(std::move(entry));
  return result;
}

int PropagationSolver::netOf(PortId port) const {
  const PropagationNode &node = nodes[port.node];
  return port.isOutput ? node.outputNets[port.index]
                       : node.inputNets[port.index];
}

const PortSignature &PropagationSolver::signature(PortId port) const {
  const ResolvedKernel &kernel = *nodes[port.node].kernel;
  return port.isOutput ? kernel.outputs[port.index] : kernel.inputs[port.index];
}

void PropagationSolver::enqueue(unsigned node) {
  if (queued[node] || !nodes[node].kernel)
    return;
  queued[node] = true;
  queue.push_back(node);
}

void PropagationSolver::notify(unsigned slot) {
  int netIndex = slotNets[slot];
  if (netIndex < 0)
    return;
  Type parameters = specs[slot];
  if (!isUniform(parameters))
    return;
  PropagationNet &net = nets[netIndex];
  // A net that has parameters keeps them; a port that disagrees gets a
  // rescale (a conflict, collected at the end).
  if (isUniform(net.spec))
    return;
  net.spec = parameters;
  for (unsigned other : ArrayRef(netSlots).slice(
           netSlotsBegin[netIndex],
           netSlotsBegin[netIndex + 1] - netSlotsBegin[netIndex])) {
    unsigned otherNode = slotNodes[other];
    if (other == slot || !nodes[otherNode].kernel)
      continue;
    Type &otherSpec = specs[other];
    if (!isOpen(otherSpec))
      continue;
    otherSpec = parameters;
    enqueue(otherNode);
  }
}

LogicalResult PropagationSolver::visit(unsigned nodeIndex,
                                       std::string &reason) {
  PropagationNode &node = nodes[nodeIndex];
  const ResolvedKernel &kernel = *node.kernel;
  unsigned numInputs = node.inputTypes.size();
  unsigned numPorts = numInputs + node.outputTypes.size();
  ArrayRef<Type> current =
      ArrayRef(specs).slice(firstSlot[nodeIndex], numPorts);
  before.assign(current.begin(), current.end());
  work.assign(current.begin(), current.end());

  // Model constraints that need the kernel's port signature: constants,
  // per-axis statistics and calibrated ranges become uniform at the port's
  // storage.
  for (unsigned k = 0; k != numPorts; ++k) {
    PortId port{nodeIndex, k >= numInputs, k >= numInputs ? k - numInputs : k};
    Type &current = work[k];
    SpecKind kind = classifySpec(current);
    if (kind != SpecKind::Undecided && kind != SpecKind::AtLeast &&
        kind != SpecKind::Calibrated)
      continue;
    const PortSignature &sig = signature(port);
    int netIndex = netOf(port);
    const PropagationNet *net = netIndex >= 0 ? &nets[netIndex] : nullptr;
    std::string why;
    if (net && net->constant && !sig.isAccumulator() &&
        kind != SpecKind::Calibrated) {
      FailureOr<Type> parameters = specForConstant(net->constant, sig, &why);
      if (failed(parameters)) {
        reason = "constant feeding input #" + std::to_string(port.index) +
                 ": " + why;
        return failure();
      }
      current = *parameters;
      continue;
    }
    if (net && net->axisRanges && sig.isPerAxis()) {
      Type valueType =
          port.isOutput ? node.outputTypes[port.index] : node.inputTypes[k];
      Type expressed = getSpecExpressedType(current);
      std::optional<int64_t> rank = getRank(valueType);
      FailureOr<int64_t> axis =
          rank ? sig.resolveAxis(*rank) : FailureOr<int64_t>(failure());
      if (succeeded(axis) && *axis == net->axisRanges->axis) {
        FailureOr<quant::UniformQuantizedPerAxisType> parameters =
            uniformForRanges(sig, expressed, *axis, net->axisRanges->mins,
                             net->axisRanges->maxs, &why);
        if (failed(parameters)) {
          reason = "per-axis statistics: " + why;
          return failure();
        }
        current = *parameters;
        continue;
      }
    }
    if (kind == SpecKind::Calibrated) {
      auto calibrated = cast<quant::CalibratedQuantizedType>(current);
      FailureOr<quant::UniformQuantizedType> parameters =
          uniformFromCalibrated(calibrated, sig, &why);
      if (failed(parameters)) {
        reason = "statistics: " + why;
        return failure();
      }
      current = *parameters;
    }
  }

  auto applyWith = [&](bool withNetFixed, std::string &why) {
    std::unique_ptr<KernelContext> &slot = kernelContexts[&kernel];
    if (!slot)
      slot = std::make_unique<KernelContext>(kernel.makeContext(context));
    KernelContext &kernelContext = *slot;
    // A reused context usually holds these types and flags already (the
    // previous region of this kernel had the same shapes): set only what
    // differs.
    bool sameTypes = true;
    for (auto [index, type] : llvm::enumerate(node.inputTypes))
      sameTypes &= kernelContext.getInputType(index) == type;
    for (auto [index, type] : llvm::enumerate(node.outputTypes))
      sameTypes &= kernelContext.getOutputType(index) == type;
    if (!sameTypes)
      kernelContext.setPortTypes(node.inputTypes, node.outputTypes);
    unsigned first = firstSlot[nodeIndex];
    for (unsigned k = 0; k != numPorts; ++k) {
      bool fixed = explicitFixed.test(first + k) ||
                   (withNetFixed && netFixed.test(first + k));
      if (k < numInputs) {
        if (kernelContext.isInputFixed(k) != fixed)
          kernelContext.setInputFixed(k, fixed);
      } else if (kernelContext.isOutputFixed(k - numInputs) != fixed) {
        kernelContext.setOutputFixed(k - numInputs, fixed);
      }
    }
    MutableArrayRef<Type> all(work);
    FailureOr<ChangedPorts> changed = kernel.apply(
        kernelContext, all.take_front(numInputs), all.drop_front(numInputs));
    if (failed(changed))
      why = kernelContext.getFailureReason().str();
    // A context that holds a failure reason is not reused: the next
    // application starts without one, as in a fresh context.
    if (!kernelContext.getFailureReason().empty())
      kernelContexts.erase(&kernel);
    return changed;
  };
  std::string why;
  FailureOr<ChangedPorts> changed = applyWith(/*withNetFixed=*/true, why);
  // Parameters a pair fixes on a value bind the kernel only where they can:
  // otherwise the port takes what the kernel needs and the value is
  // rescaled.
  if (failed(changed) &&
      netFixed.find_first_in(firstSlot[nodeIndex],
                             firstSlot[nodeIndex] + numPorts) >= 0)
    changed = applyWith(/*withNetFixed=*/false, why);
  if (failed(changed)) {
    reason = why;
    return failure();
  }

  // `before` is a copy: notify() may give other ports of this node (on the
  // same net) parameters, which the loop then still overwrites with the
  // kernel's.
  unsigned first = firstSlot[nodeIndex];
  for (unsigned k = 0; k != numPorts; ++k) {
    if (work[k] == before[k])
      continue;
    specs[first + k] = work[k];
    notify(first + k);
  }
  return success();
}

LogicalResult PropagationSolver::solve(
    function_ref<void(unsigned node, const Twine &message)> onError) {
  bool anyError = false;
  // The nodes may have changed since a previous solve (their names with
  // them); answers by name stay valid, by address not, and kernels that no
  // node holds any more may be gone.
  lookupsByAddress.clear();
  kernelContexts.clear();
  for (PropagationNet &net : nets)
    net.spec = nullptr;
  netSeedFixed.clear();
  netSeedFixed.resize(nets.size());
  for (auto [index, net] : llvm::enumerate(nets))
    if (isUniform(net.seed))
      netSeedFixed.set(index);

  // Flat per-port arrays, and the ports of each net in node order (inputs
  // before outputs) as one array of slots.
  firstSlot.resize(nodes.size());
  unsigned numSlots = 0;
  for (auto [n, node] : llvm::enumerate(nodes)) {
    firstSlot[n] = numSlots;
    numSlots += node.inputTypes.size() + node.outputTypes.size();
  }
  slotNets.resize(numSlots);
  slotNodes.resize(numSlots);
  netSlotsBegin.assign(nets.size() + 1, 0);
  for (auto [n, node] : llvm::enumerate(nodes)) {
    unsigned slot = firstSlot[n];
    for (ArrayRef<int> portNets : {ArrayRef(node.inputNets),
                                   ArrayRef(node.outputNets)}) {
      for (int net : portNets) {
        slotNets[slot] = net;
        slotNodes[slot] = n;
        ++slot;
        if (net >= 0)
          ++netSlotsBegin[net + 1];
      }
    }
  }
  for (size_t net = 0, e = nets.size(); net != e; ++net)
    netSlotsBegin[net + 1] += netSlotsBegin[net];
  netSlots.resize(netSlotsBegin.back());
  {
    SmallVector<unsigned> fill(netSlotsBegin.begin(),
                               std::prev(netSlotsBegin.end()));
    for (unsigned slot = 0; slot != numSlots; ++slot)
      if (slotNets[slot] >= 0)
        netSlots[fill[slotNets[slot]]++] = slot;
  }

  specs.assign(numSlots, Type());
  explicitFixed.clear();
  explicitFixed.resize(numSlots);
  netFixed.clear();
  netFixed.resize(numSlots);
  queued.assign(nodes.size(), false);
  queue.clear();
  queueHead = 0;
  conflicts.clear();
  counts = {};

  // Ports on nets, look-up and initial specs.
  for (auto [n, node] : llvm::enumerate(nodes)) {
    unsigned numInputs = node.inputTypes.size();
    unsigned numPorts = numInputs + node.outputTypes.size();
    unsigned first = firstSlot[n];
    node.kernel.reset();
    // Every state is set with the results below.
    node.inputStates.resize_for_overwrite(numInputs);
    node.outputStates.resize_for_overwrite(node.outputTypes.size());
    SmallVector<Type, 8> model;
    MutableArrayRef<Type> initial =
        MutableArrayRef(specs).slice(first, numPorts);
    for (unsigned k = 0; k != numPorts; ++k) {
      PortId port{static_cast<unsigned>(n), k >= numInputs,
                  k >= numInputs ? k - numInputs : k};
      Type explicitSpec = port.isOutput ? node.outputSpecs[port.index]
                                        : node.inputSpecs[port.index];
      int netIndex = slotNets[first + k];
      // An explicit spec wins; an undecided port takes the net's seed for
      // the look-up, and an undecided or `any` port takes its parameters
      // or statistics (the `any` width already chose the kernel).
      Type modelSpec = explicitSpec;
      Type initialSpec = explicitSpec;
      if (netIndex >= 0 && nets[netIndex].seed) {
        SpecKind kind = classifySpec(explicitSpec);
        if (kind == SpecKind::Undecided)
          modelSpec = nets[netIndex].seed;
        if (kind == SpecKind::Undecided || kind == SpecKind::AtLeast)
          initialSpec = nets[netIndex].seed;
      }
      model.push_back(modelSpec);
      initial[k] = initialSpec;
    }

    std::string reason;
    node.kernel = lookup(node.logicalKernel, model, numInputs, reason);
    if (!node.kernel) {
      onError(n, reason);
      anyError = true;
      continue;
    }

    for (unsigned k = 0; k != numPorts; ++k) {
      PortId port{static_cast<unsigned>(n), k >= numInputs,
                  k >= numInputs ? k - numInputs : k};
      Type explicitSpec = port.isOutput ? node.outputSpecs[port.index]
                                        : node.inputSpecs[port.index];
      Type valueType = port.isOutput ? node.outputTypes[port.index]
                                     : node.inputTypes[port.index];
      int netIndex = slotNets[first + k];
      bool fits = isUniform(initial[k]) &&
                  succeeded(checkSpecFitsPort(initial[k], signature(port),
                                              getRank(valueType)));
      if (isUniform(explicitSpec)) {
        if (fits || netIndex < 0) {
          explicitFixed.set(first + k);
        } else if (!netSeedFixed.test(netIndex)) {
          // A fixed spec the selected kernel cannot hold (a 16-bit QAT port
          // on an 8-bit kernel): the value keeps it, the port is rescaled.
          nets[netIndex].seed = explicitSpec;
          netSeedFixed.set(netIndex);
        }
      } else if (netIndex >= 0 && netSeedFixed.test(netIndex) && fits &&
                 initial[k] == nets[netIndex].seed) {
        netFixed.set(first + k);
      }
    }
  }

  for (auto [index, net] : llvm::enumerate(nets))
    if (netSeedFixed.test(index))
      net.spec = net.seed;

  // Parameters the model gives are pushed first, in program order.
  for (unsigned slot = 0; slot != numSlots; ++slot)
    if (nodes[slotNodes[slot]].kernel)
      notify(slot);

  for (unsigned n = 0, e = nodes.size(); n != e; ++n)
    enqueue(n);
  std::vector<bool> dead(nodes.size(), false);
  while (queueHead != queue.size()) {
    unsigned n = queue[queueHead++];
    queued[n] = false;
    if (dead[n])
      continue;
    ++counts.visits;
    std::string reason;
    if (failed(visit(n, reason))) {
      onError(n, reason);
      anyError = true;
      dead[n] = true;
    }
  }

  // Results: final specs, states and conflicts.
  for (auto [n, node] : llvm::enumerate(nodes)) {
    unsigned numInputs = node.inputTypes.size();
    for (unsigned k = 0, e = numInputs + node.outputTypes.size(); k != e; ++k) {
      PortId port{static_cast<unsigned>(n), k >= numInputs,
                  k >= numInputs ? k - numInputs : k};
      Type &finalSpec = port.isOutput ? node.outputSpecs[port.index]
                                      : node.inputSpecs[port.index];
      PortState &state = port.isOutput ? node.outputStates[port.index]
                                       : node.inputStates[port.index];
      Type current = specs[firstSlot[n] + k];
      int netIndex = slotNets[firstSlot[n] + k];
      if (isa_and_nonnull<NoneType>(finalSpec)) { // SpecKind::KeepFloat
        state = PortState::Float;
        ++counts.floatPorts;
        continue;
      }
      if (!node.kernel || dead[n] || !isUniform(current)) {
        state = PortState::Unresolved;
        ++counts.unresolvedPorts;
        continue;
      }
      bool fixed = explicitFixed.test(firstSlot[n] + k) ||
                   (netIndex >= 0 && netSeedFixed.test(netIndex) &&
                    (current == nets[netIndex].seed ||
                     specsAgree(current, nets[netIndex].seed)));
      state = fixed ? PortState::Fixed : PortState::Resolved;
      ++counts.resolvedPorts;
      if (fixed)
        ++counts.fixedPorts;
      finalSpec = current;
      if (netIndex >= 0 && isUniform(nets[netIndex].spec) &&
          current != nets[netIndex].spec &&
          !specsAgree(current, nets[netIndex].spec))
        conflicts.push_back({port, current, nets[netIndex].spec});
    }
  }
  return failure(anyError);
}
