//===- PropagationSolver.h - The work-list over kernels ---------*- C++ -*-===//
//
// The IR-independent core of `quantkit-propagate`
// (dialect/Reference.md#propagation). The program is abstracted into
//
// * nodes: one per `quantkit.region`, with its logical kernel, the types and
//   explicit specs of its ports, and for each port the net it sits on;
// * nets: the values that flow between ports, seen through identities
//   (`quantkit.stats`, qcast->dcast pairs, loop-carried values, calls). A net
//   carries the model constraints found on its values (a qcast->dcast pair's
//   type, layer and per-axis statistics, the data of a float constant).
//
// The solver looks up each node's kernel, then runs the work-list: visit a
// node, turn statistics and constants into `!quant.uniform` at the storage
// its kernel gives, apply the kernel's constraint, and push every changed
// port's parameters along its net to the ports that have none yet,
// enqueueing their nodes. A port that already has parameters keeps them;
// where they disagree with the net's, the caller inserts a rescale at that
// port (a conflict). Each port receives parameters from its net at most
// once, so the work-list ends after at most nodes + ports visits.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_PROPAGATION_PROPAGATIONSOLVER_H
#define QUANTKIT_PASSES_PROPAGATION_PROPAGATIONSOLVER_H

#include "dialect/constraints/Registry.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringMap.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir::quantkit {

/// A port of a node: input or output `index`.
struct PortId {
  unsigned node = 0;
  bool isOutput = false;
  unsigned index = 0;
  bool operator==(const PortId &other) const {
    return node == other.node && isOutput == other.isOutput &&
           index == other.index;
  }
};

/// Per-axis statistics (`quantkit.stats` with `axisStats`).
struct AxisRanges {
  int64_t axis = 0;
  // Heap-only: most nets have no per-axis statistics, and this sits in
  // every net.
  SmallVector<double, 0> mins;
  SmallVector<double, 0> maxs;
};

/// What the final parameters of a port are.
enum class PortState : uint8_t {
  /// `!quant.uniform` the model gave (explicit spec or a uniform pair).
  Fixed,
  /// `!quant.uniform` derived by propagation.
  Resolved,
  /// No parameters could be derived; the port stays floating point.
  Unresolved,
  /// `none`: kept floating point on purpose.
  Float,
};

StringRef stringifyPortState(PortState state);

/// A value between ports and the model constraints on it.
struct PropagationNet {
  /// The type of a qcast->dcast pair on the net (uniform, calibrated or
  /// any), or the layer statistics of a `quantkit.stats` as calibrated; null
  /// when there is none.
  Type seed;
  /// Per-axis statistics on the net. On the heap: a module holds one net
  /// per value between ports, and few have per-axis statistics.
  std::unique_ptr<const AxisRanges> axisRanges;
  /// The data of a float constant producing the net.
  ElementsAttr constant;

  /// Result: the net's parameters (null or not uniform when unresolved).
  Type spec;
};

/// An input or output of a node.
struct PropagationPort {
  /// The region's input or result type (e.g. `tensor<8x3xf32>`).
  Type type;
  /// The explicit spec; replaced by the final spec by solve(): uniform
  /// where resolved, the explicit spec where not.
  Type spec;
  /// The net the port sits on, or -1 when it is on none.
  int net = -1;
  /// Result: what the final parameters are.
  PortState state = PortState::Unresolved;
};

/// A `quantkit.region`. Its ports sit in the graph's port array, inputs
/// then outputs, from `firstPort` on: a module holds one node per region,
/// and one flat array keeps them small and together.
struct PropagationNode {
  /// The kernel name; its characters must outlive the solver (a region's
  /// uniqued `logical_kernel` string, or a literal).
  StringRef logicalKernel;
  unsigned firstPort = 0;
  unsigned numInputs = 0;
  unsigned numOutputs = 0;
  /// Result: the kernel the look-up selected (when it succeeded), shared by
  /// the nodes whose look-up asked the same question.
  std::shared_ptr<const ResolvedKernel> kernel;

  unsigned getNumPorts() const { return numInputs + numOutputs; }
};

/// The program as the solver sees it: nodes, their ports and the nets
/// between them.
struct PropagationGraph {
  // SmallVector<T, 0> rather than std::vector: ports are trivially
  // copyable, so the array grows with realloc, which moves the pages of a
  // large array instead of copying (and touching) it.
  SmallVector<PropagationNode, 0> nodes;
  /// The ports of every node, in node order.
  SmallVector<PropagationPort, 0> ports;
  SmallVector<PropagationNet, 0> nets;

  /// Appends a node with `numInputs` and `numOutputs` default ports (no
  /// type, no spec, on no net) and returns its index.
  unsigned addNode(StringRef logicalKernel, unsigned numInputs,
                   unsigned numOutputs);
  /// Appends a net without model constraints and returns its index.
  int addNet();

  /// The ports of `node`, inputs first.
  MutableArrayRef<PropagationPort> getPorts(unsigned node) {
    return MutableArrayRef(ports).slice(nodes[node].firstPort,
                                        nodes[node].getNumPorts());
  }
  ArrayRef<PropagationPort> getPorts(unsigned node) const {
    return ArrayRef(ports).slice(nodes[node].firstPort,
                                 nodes[node].getNumPorts());
  }
  MutableArrayRef<PropagationPort> getInputs(unsigned node) {
    return getPorts(node).take_front(nodes[node].numInputs);
  }
  MutableArrayRef<PropagationPort> getOutputs(unsigned node) {
    return getPorts(node).drop_front(nodes[node].numInputs);
  }
};

/// A port whose parameters disagree with its net's: a rescale from the
/// net's to the port's (inputs) or from the port's to the net's (outputs)
/// goes at that port.
struct Conflict {
  PortId port;
  Type portSpec;
  Type netSpec;
};

/// A port whose explicit (model) spec the selected kernel cannot take: the
/// value keeps the model's parameters and the port gets the kernel's, with
/// a rescale between them.
struct RefittedPort {
  PortId port;
  Type modelSpec;
};

/// Counts of one solve.
struct PropagationCounts {
  unsigned visits = 0;
  unsigned resolvedPorts = 0;
  unsigned fixedPorts = 0;
  unsigned unresolvedPorts = 0;
  unsigned floatPorts = 0;
};

class PropagationSolver {
public:
  PropagationSolver(MLIRContext *context, const Target &target,
                    PropagationGraph &graph);

  /// Runs look-up and the work-list. Errors (no matching kernel, a
  /// constraint that cannot be satisfied) are reported through `onError`
  /// with the node's index; solve() fails if there was any, after solving
  /// everything else.
  LogicalResult
  solve(function_ref<void(unsigned node, const Twine &message)> onError);

  ArrayRef<Conflict> getConflicts() const { return conflicts; }
  ArrayRef<RefittedPort> getRefittedPorts() const { return refittedPorts; }
  const PropagationCounts &getCounts() const { return counts; }

private:
  /// A look-up answer, cached per kernel name and per-port query.
  struct CachedLookup {
    unsigned numInputs = 0;
    /// Per port, inputs first: the query's minimum and preferred widths.
    SmallVector<std::pair<unsigned, unsigned>> ports;
    std::shared_ptr<const ResolvedKernel> kernel;
    /// Why the look-up failed (when `kernel` is null).
    std::string reason;
  };

  /// The kernel of a region with `logicalKernel` whose model specs are
  /// `modelSpecs` (inputs first); null with `reason` set when none matches.
  std::shared_ptr<const ResolvedKernel> lookup(StringRef logicalKernel,
                                               ArrayRef<Type> modelSpecs,
                                               unsigned numInputs,
                                               std::string &reason);
  /// The port at `slot` (its index in the graph's port array) as a node,
  /// a direction and an index.
  PortId portAt(unsigned slot) const;
  const PortSignature &signature(unsigned slot) const;
  /// Pushes the (uniform) parameters of the port at `slot` along its net.
  void notify(unsigned slot);
  void enqueue(unsigned node);
  LogicalResult visit(unsigned node, std::string &reason);

  MLIRContext *context;
  const Target &target;
  PropagationGraph &graph;
  SmallVectorImpl<PropagationNode> &nodes;
  SmallVectorImpl<PropagationNet> &nets;

  /// Per-port arrays, indexed like the graph's ports ("slots").
  /// Current specs.
  std::vector<Type> specs;
  /// The node of each slot.
  std::vector<unsigned> slotNodes;
  /// The slots on net `i` are netSlots[netSlotsBegin[i]] up to
  /// netSlots[netSlotsBegin[i + 1]], in node order (inputs before outputs).
  std::vector<unsigned> netSlotsBegin;
  std::vector<unsigned> netSlots;
  /// Ports whose explicit spec the model fixed, and ports fixed through a
  /// uniform pair on their net.
  llvm::BitVector explicitFixed;
  llvm::BitVector netFixed;
  /// Look-up answers by kernel name, and the same lists by the address of
  /// a name's characters.
  llvm::StringMap<SmallVector<CachedLookup, 1>> lookups;
  DenseMap<std::pair<const char *, size_t>, SmallVector<CachedLookup, 1> *>
      lookupsByAddress;
  /// A constraint context per selected kernel, reused from visit to visit
  /// (the ports, types and fixed flags are set anew each time; building it
  /// per visit cost a fifth of a simple constraint).
  DenseMap<const ResolvedKernel *, std::unique_ptr<KernelContext>>
      kernelContexts;
  /// Scratch buffers of visit().
  SmallVector<Type> before;
  SmallVector<Type> work;
  SmallVector<Type> portTypes;
  /// Nets whose seed is a model-fixed uniform.
  llvm::BitVector netSeedFixed;
  std::vector<bool> queued;
  std::vector<unsigned> queue;
  size_t queueHead = 0;
  SmallVector<Conflict> conflicts;
  SmallVector<RefittedPort> refittedPorts;
  PropagationCounts counts;
};

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_PROPAGATION_PROPAGATIONSOLVER_H
