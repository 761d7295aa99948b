//===- PropagationSolver.h - Seed 001's work-list over kernels --*- C++ -*-===//
//
// The IR-independent core of `quantkit-propagate` (SPEC section 5). The
// program is abstracted into
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

#ifndef QUANTKIT_PASSES_PROPAGATIONSOLVER_H
#define QUANTKIT_PASSES_PROPAGATIONSOLVER_H

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
  /// Per-axis statistics on the net.
  std::optional<AxisRanges> axisRanges;
  /// The data of a float constant producing the net.
  ElementsAttr constant;

  /// Result: the net's parameters (null or not uniform when unresolved).
  Type spec;
};

/// A `quantkit.region`. Inline sizes fit the usual kernel (up to three
/// inputs, one output) and keep a node small: a module holds one per
/// region.
struct PropagationNode {
  /// The kernel name; its characters must outlive the solver (a region's
  /// uniqued `logical_kernel` string, or a literal).
  StringRef logicalKernel;
  /// The region's input and result types (e.g. `tensor<8x3xf32>`).
  SmallVector<Type, 3> inputTypes;
  SmallVector<Type, 1> outputTypes;
  /// The explicit specs; replaced by the final specs by solve(): uniform
  /// where resolved, the explicit spec where not.
  SmallVector<Type, 3> inputSpecs;
  SmallVector<Type, 1> outputSpecs;
  /// The net of each port, or -1 when it is on none.
  SmallVector<int, 3> inputNets;
  SmallVector<int, 1> outputNets;

  /// Result: the state of each port.
  SmallVector<PortState, 3> inputStates;
  SmallVector<PortState, 1> outputStates;
  /// Result: the kernel the look-up selected (when it succeeded), shared by
  /// the nodes whose look-up asked the same question.
  std::shared_ptr<const ResolvedKernel> kernel;
};

/// A port whose parameters disagree with its net's: a rescale from the
/// net's to the port's (inputs) or from the port's to the net's (outputs)
/// goes at that port.
struct Conflict {
  PortId port;
  Type portSpec;
  Type netSpec;
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
                    std::vector<PropagationNode> &nodes,
                    std::vector<PropagationNet> &nets);

  /// Runs look-up and the work-list. Errors (no matching kernel, a
  /// constraint that cannot be satisfied) are reported through `onError`
  /// with the node's index; solve() fails if there was any, after solving
  /// everything else.
  LogicalResult
  solve(function_ref<void(unsigned node, const Twine &message)> onError);

  ArrayRef<Conflict> getConflicts() const { return conflicts; }
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
  int netOf(PortId port) const;
  const PortSignature &signature(PortId port) const;
  /// Pushes the (uniform) parameters of the port at `slot` along its net.
  void notify(unsigned slot);
  void enqueue(unsigned node);
  LogicalResult visit(unsigned node, std::string &reason);

  MLIRContext *context;
  const Target &target;
  std::vector<PropagationNode> &nodes;
  std::vector<PropagationNet> &nets;

  /// Per-port arrays are flat: node `n`'s ports (inputs then outputs) sit
  /// at `firstSlot[n]` onwards.
  std::vector<unsigned> firstSlot;
  /// Current specs.
  std::vector<Type> specs;
  /// The net (-1 for none) and node of each slot.
  std::vector<int> slotNets;
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
  /// Nets whose seed is a model-fixed uniform.
  llvm::BitVector netSeedFixed;
  std::vector<bool> queued;
  std::vector<unsigned> queue;
  size_t queueHead = 0;
  SmallVector<Conflict> conflicts;
  PropagationCounts counts;
};

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_PROPAGATIONSOLVER_H
