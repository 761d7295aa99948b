//===- PropagationSolver.cpp - The work-list over kernels -----------------===//

#include "passes/propagation/PropagationSolver.h"

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

unsigned PropagationGraph::addNode(StringRef logicalKernel, unsigned numInputs,
                                   unsigned numOutputs) {
  PropagationNode &node = nodes.emplace_back();
  node.logicalKernel = logicalKernel;
  node.firstPort = ports.size();
  node.numInputs = numInputs;
  node.numOutputs = numOutputs;
  ports.resize(ports.size() + numInputs + numOutputs);
  return nodes.size() - 1;
}

int PropagationGraph::addNet() {
  nets.emplace_back();
  return nets.size() - 1;
}

PropagationSolver::PropagationSolver(MLIRContext *context, const Target &target,
                                     PropagationGraph &graph)
    : context(context), target(target), graph(graph), nodes(graph.nodes),
      nets(graph.nets) {}

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

PortId PropagationSolver::portAt(unsigned slot) const {
  unsigned node = slotNodes[slot];
  unsigned k = slot - nodes[node].firstPort;
  unsigned numInputs = nodes[node].numInputs;
  return k < numInputs ? PortId{node, false, k}
                       : PortId{node, true, k - numInputs};
}

const PortSignature &PropagationSolver::signature(unsigned slot) const {
  PortId port = portAt(slot);
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
  int netIndex = graph.ports[slot].net;
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
  for (unsigned other : ArrayRef(netSlots).slice(netSlotsBegin[netIndex],
                                                 netSlotsBegin[netIndex + 1] -
                                                     netSlotsBegin[netIndex])) {
    unsigned otherNode = slotNodes[other];
    if (other == slot || !nodes[otherNode].kernel)
      continue;
    Type &otherSpec = specs[other];
    if (!isOpen(otherSpec))
      continue;
    // Statistics give way only to parameters their port can take as they
    // are. Others (another storage: an i32 product feeding an i8 kernel)
    // would be re-expressed over their own real range, and the statistics
    // lost; the port takes its parameters from the statistics instead, and
    // the edge a rescale.
    if (isa<quant::CalibratedQuantizedType>(otherSpec) &&
        failed(checkSpecFitsPort(parameters, signature(other),
                                 getRank(graph.ports[other].type))))
      continue;
    otherSpec = parameters;
    enqueue(otherNode);
  }
}

LogicalResult PropagationSolver::visit(unsigned nodeIndex,
                                       std::string &reason) {
  PropagationNode &node = nodes[nodeIndex];
  const ResolvedKernel &kernel = *node.kernel;
  unsigned numInputs = node.numInputs;
  unsigned numPorts = node.getNumPorts();
  unsigned first = node.firstPort;
  ArrayRef<PropagationPort> ports = graph.getPorts(nodeIndex);
  ArrayRef<Type> current = ArrayRef(specs).slice(first, numPorts);
  before.assign(current.begin(), current.end());
  work.assign(current.begin(), current.end());

  // Model constraints that need the kernel's port signature: constants,
  // per-axis statistics and calibrated ranges become uniform at the port's
  // storage.
  for (unsigned k = 0; k != numPorts; ++k) {
    Type &current = work[k];
    SpecKind kind = classifySpec(current);
    if (kind != SpecKind::Undecided && kind != SpecKind::AtLeast &&
        kind != SpecKind::Calibrated)
      continue;
    const PortSignature &sig = signature(first + k);
    int netIndex = ports[k].net;
    const PropagationNet *net = netIndex >= 0 ? &nets[netIndex] : nullptr;
    std::string why;
    if (net && net->constant && !sig.isAccumulator() &&
        kind != SpecKind::Calibrated) {
      FailureOr<Type> parameters = specForConstant(net->constant, sig, &why);
      if (failed(parameters)) {
        reason = "constant feeding input #" +
                 std::to_string(portAt(first + k).index) + ": " + why;
        return failure();
      }
      current = *parameters;
      continue;
    }
    if (net && net->axisRanges && sig.isPerAxis()) {
      Type expressed = getSpecExpressedType(current);
      std::optional<int64_t> rank = getRank(ports[k].type);
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
    for (unsigned k = 0; k != numPorts; ++k)
      sameTypes &=
          (k < numInputs
               ? kernelContext.getInputType(k)
               : kernelContext.getOutputType(k - numInputs)) == ports[k].type;
    if (!sameTypes) {
      portTypes.clear();
      for (const PropagationPort &port : ports)
        portTypes.push_back(port.type);
      kernelContext.setPortTypes(ArrayRef(portTypes).take_front(numInputs),
                                 ArrayRef(portTypes).drop_front(numInputs));
    }
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
  if (failed(changed) && netFixed.find_first_in(first, first + numPorts) >= 0)
    changed = applyWith(/*withNetFixed=*/false, why);
  if (failed(changed)) {
    reason = why;
    return failure();
  }

  // `before` is a copy: notify() may give other ports of this node (on the
  // same net) parameters, which the loop then still overwrites with the
  // kernel's.
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

  // The node of each port, and the ports of each net in node order
  // (inputs before outputs) as one array of slots.
  unsigned numSlots = graph.ports.size();
  slotNodes.resize(numSlots);
  netSlotsBegin.assign(nets.size() + 1, 0);
  for (auto [n, node] : llvm::enumerate(nodes)) {
    assert(node.firstPort + node.getNumPorts() <= numSlots &&
           "node ports outside the graph's port array");
    for (unsigned k = 0, e = node.getNumPorts(); k != e; ++k) {
      unsigned slot = node.firstPort + k;
      slotNodes[slot] = n;
      if (int net = graph.ports[slot].net; net >= 0)
        ++netSlotsBegin[net + 1];
    }
  }
  for (size_t net = 0, e = nets.size(); net != e; ++net)
    netSlotsBegin[net + 1] += netSlotsBegin[net];
  netSlots.resize(netSlotsBegin.back());
  {
    SmallVector<unsigned> fill(netSlotsBegin.begin(),
                               std::prev(netSlotsBegin.end()));
    for (unsigned slot = 0; slot != numSlots; ++slot)
      if (int net = graph.ports[slot].net; net >= 0)
        netSlots[fill[net]++] = slot;
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
  refittedPorts.clear();
  counts = {};

  // Ports on nets, look-up and initial specs.
  for (auto [n, node] : llvm::enumerate(nodes)) {
    unsigned numInputs = node.numInputs;
    unsigned numPorts = node.getNumPorts();
    unsigned first = node.firstPort;
    ArrayRef<PropagationPort> ports = graph.getPorts(n);
    node.kernel.reset();
    SmallVector<Type, 8> model;
    MutableArrayRef<Type> initial =
        MutableArrayRef(specs).slice(first, numPorts);
    for (unsigned k = 0; k != numPorts; ++k) {
      Type explicitSpec = ports[k].spec;
      int netIndex = ports[k].net;
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
      Type explicitSpec = ports[k].spec;
      int netIndex = ports[k].net;
      bool fits = isUniform(initial[k]) &&
                  succeeded(checkSpecFitsPort(initial[k], signature(first + k),
                                              getRank(ports[k].type)));
      if (isUniform(explicitSpec)) {
        if (fits || netIndex < 0) {
          explicitFixed.set(first + k);
        } else {
          // A fixed spec the selected kernel cannot hold (a 16-bit QAT port
          // on an 8-bit kernel): the value keeps it, the port is rescaled.
          refittedPorts.push_back({portAt(first + k), explicitSpec});
          if (!netSeedFixed.test(netIndex)) {
            nets[netIndex].seed = explicitSpec;
            netSeedFixed.set(netIndex);
          }
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
    for (unsigned k = 0, e = node.getNumPorts(); k != e; ++k) {
      unsigned slot = node.firstPort + k;
      PropagationPort &port = graph.ports[slot];
      Type &finalSpec = port.spec;
      PortState &state = port.state;
      Type current = specs[slot];
      int netIndex = port.net;
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
      bool fixed = explicitFixed.test(slot) ||
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
        conflicts.push_back({portAt(slot), current, nets[netIndex].spec});
    }
  }
  return failure(anyError);
}
