//===- Propagate.cpp - The quantkit-propagate pass ------------------------===//
//
// Builds the kernel graph of a module (regions as nodes, values as nets,
// PropagationSolver.h), solves it, and writes the result back: region
// specs, rescales where a port disagrees with its value, parameters on
// calibrated pairs, clones of functions whose call sites need different
// parameters, and remarks for what stayed floating point.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/propagation/PropagationSolver.h"

#include "dialect/QuantKitOps.h"
#include "dialect/constraints/Registry.h"
#include "dialect/constraints/SpecUtils.h"
#include "dialect/constraints/TargetFile.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/IntEqClasses.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/StringMap.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITPROPAGATE
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

Type withElementType(Type type, Type element) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return shaped.clone(element);
  return element;
}

/// Union-find over SSA values: values that carry the same quantization.
/// Each value that takes part has an element (a dense index, stable), and
/// the elements are joined in llvm::IntEqClasses. Once every value is in,
/// compress() numbers the classes 0 .. getNumClasses() - 1. A value without
/// an element is its own class.
class ValueClasses {
public:
  /// The element of `value`, a new one (its own class) if it has none.
  unsigned elementOf(Value value) {
    return index.try_emplace(value, index.size()).first->second;
  }
  /// The element of `value` if it has one.
  std::optional<unsigned> lookupElement(Value value) const {
    auto it = index.find(value);
    if (it == index.end())
      return std::nullopt;
    return it->second;
  }
  void unite(Value a, Value b) {
    unsigned elementA = elementOf(a), elementB = elementOf(b);
    // Elements enter the classes when first joined (most never are).
    classes.grow(index.size());
    classes.join(elementA, elementB);
  }

  /// Numbers the classes; no value is added or united after this.
  void compress() {
    classes.grow(index.size());
    classes.compress();
  }
  unsigned getNumClasses() const { return classes.getNumClasses(); }
  /// The class of `element`, after compress().
  unsigned classOf(unsigned element) const { return classes[element]; }

private:
  DenseMap<Value, unsigned> index;
  llvm::IntEqClasses classes;
};

/// The kernel graph of a module: the solver's graph, with the regions its
/// nodes stand for (by index) and what ties its nets to the IR.
struct ProgramGraph : PropagationGraph {
  SmallVector<RegionOp> regions;
  /// The qcast->dcast pairs on nets, with their net.
  std::vector<std::pair<int, quant::QuantizeCastOp>> pairs;
  /// The `func.call`s outside region bodies, in program order.
  SmallVector<func::CallOp> calls;
  ValueClasses classes;
  /// The net of each value class (-1 for none), by class, once the classes
  /// are compressed.
  std::vector<int> netOfClass;

  /// The net of the class of `element`, -1 if it has none.
  int getNetOfElement(unsigned element) const {
    return netOfClass[classes.classOf(element)];
  }
  int getNet(Value value) {
    std::optional<unsigned> element = classes.lookupElement(value);
    return element ? getNetOfElement(*element) : -1;
  }
  /// The net of the class of `element`, a new one (the next in order) if
  /// it has none.
  int getOrCreateNetOfElement(unsigned element) {
    int &net = netOfClass[classes.classOf(element)];
    if (net < 0)
      net = addNet();
    return net;
  }
};

/// The `[min, max]` of a `quantkit.stats` (its verifier checks the shape).
std::pair<double, double> getLayerRange(StatsOp statsOp) {
  DenseElementsAttr stats = statsOp.getLayerStats();
  // f32, as the op declares them: read without building APFloats.
  if (auto values = stats.tryGetValues<float>(); succeeded(values))
    return {(*values)[0], (*values)[1]};
  auto range = stats.getValues<APFloat>();
  return {(*range.begin()).convertToDouble(),
          (*std::next(range.begin())).convertToDouble()};
}

/// Builds nodes and nets. Call operands and results are the same values as
/// the callee's arguments and returned values where `isThrough(callee)`;
/// other calls are opaque. `extraValues` get nets even where no region uses
/// them (call operands whose parameters tell call sites apart).
void buildGraph(ModuleOp module, function_ref<bool(func::FuncOp)> isThrough,
                ProgramGraph &graph, ArrayRef<Value> extraValues = {}) {
  ValueClasses &classes = graph.classes;
  // Model constraints by the element of the value they sit on.
  SmallVector<std::pair<unsigned, quant::QuantizeCastOp>> pairs;
  // Undecided input ports fed directly by a uniform pair, with its type.
  SmallVector<std::pair<unsigned, Type>> pairInputs;
  SmallVector<std::pair<unsigned, StatsOp>> stats;
  SmallVector<std::pair<unsigned, ElementsAttr>> constants;
  llvm::StringMap<Value> coupled;
  SymbolTableCollection symbols;

  // One walk: a value's element is found (hashed) while its producer was
  // just visited, and every op is read once. A port holds its value's
  // element until the classes are complete (loops and calls unite values
  // after their uses).
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (auto region = dyn_cast<RegionOp>(op)) {
      graph.regions.push_back(region);
      unsigned node =
          graph.addNode(region.getLogicalKernel(), region.getInputs().size(),
                        region->getNumResults());
      PropagationPort *port = graph.getPorts(node).begin();
      // The verifier checked one TypeAttr per port (region_c1, region_c2).
      auto addPorts = [&](ValueRange values, ArrayAttr specs) {
        for (auto [value, spec] : llvm::zip_equal(values, specs)) {
          port->type = value.getType();
          port->spec = cast<TypeAttr>(spec).getValue();
          port->net = classes.elementOf(value);
          ++port;
        }
      };
      addPorts(region.getInputs(), region.getInputSpecs());
      addPorts(region->getResults(), region.getOutputSpecs());
      // Inputs read straight from a uniform pair, whose parameters the
      // model fixed for this consumer.
      for (auto [index, input] : llvm::enumerate(region.getInputs()))
        if (auto dcast = input.getDefiningOp<quant::DequantizeCastOp>())
          if (auto qcast =
                  dcast.getInput().getDefiningOp<quant::QuantizeCastOp>())
            if (Type type = getElementTypeOrSelf(qcast.getResult().getType());
                isa<quant::UniformQuantizedType,
                    quant::UniformQuantizedPerAxisType>(type))
              pairInputs.push_back(
                  {graph.nodes[node].firstPort + unsigned(index), type});
      return WalkResult::skip();
    }
    if (auto statsOp = dyn_cast<StatsOp>(op)) {
      classes.unite(statsOp.getArg(), statsOp.getResult());
      stats.push_back({classes.elementOf(statsOp.getResult()), statsOp});
    } else if (auto ref = dyn_cast<StatsRefOp>(op)) {
      classes.unite(ref.getArg(), ref.getResult());
    } else if (auto ref = dyn_cast<CoupledRefOp>(op)) {
      classes.unite(ref.getArg(), ref.getResult());
      auto [it, inserted] =
          coupled.try_emplace(ref.getCoupledKey(), ref.getResult());
      if (!inserted)
        classes.unite(it->second, ref.getResult());
    } else if (auto dcast = dyn_cast<quant::DequantizeCastOp>(op)) {
      if (auto qcast =
              dcast.getInput().getDefiningOp<quant::QuantizeCastOp>()) {
        classes.unite(qcast.getInput(), dcast.getResult());
        pairs.push_back({classes.elementOf(dcast.getResult()), qcast});
      }
    } else if (auto branch = dyn_cast<RegionBranchOpInterface>(op)) {
      // scf.for/if/while and every other op with region control flow: a
      // value forwarded into a region, between regions or out to the
      // results is the same value as the block argument or result it
      // becomes (init, iteration argument, yield and result of a loop are
      // one value).
      RegionBranchSuccessorMapping forwarded;
      branch.getSuccessorOperandInputMapping(forwarded);
      for (auto &[operand, inputs] : forwarded)
        for (Value input : inputs)
          classes.unite(operand->get(), input);
    } else if (auto branch = dyn_cast<BranchOpInterface>(op)) {
      // cf.br, cf.cond_br, cf.switch: forwarded operands are the successor
      // blocks' arguments.
      for (OpOperand &operand : op->getOpOperands())
        if (std::optional<BlockArgument> argument =
                branch.getSuccessorBlockArgument(operand.getOperandNumber()))
          classes.unite(operand.get(), *argument);
    } else if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
      if (auto data = dyn_cast<DenseFPElementsAttr>(constant.getValue()))
        constants.push_back({classes.elementOf(constant.getResult()), data});
    } else if (auto call = dyn_cast<func::CallOp>(op)) {
      graph.calls.push_back(call);
      auto callee = symbols.lookupNearestSymbolFrom<func::FuncOp>(
          call, call.getCalleeAttr());
      if (callee && !callee.isExternal() &&
          callee.getNumArguments() == call.getNumOperands() &&
          isThrough(callee)) {
        for (auto [operand, argument] :
             llvm::zip(call.getOperands(), callee.getArguments()))
          classes.unite(operand, argument);
        callee.walk([&](func::ReturnOp ret) {
          if (ret.getNumOperands() != call.getNumResults())
            return;
          for (auto [result, returned] :
               llvm::zip(call.getResults(), ret.getOperands()))
            classes.unite(result, returned);
        });
      }
    }
    return WalkResult::advance();
  });

  // Nets in order of their first port (program order), then for the extra
  // values.
  SmallVector<unsigned> extraElements;
  for (Value value : extraValues)
    extraElements.push_back(classes.elementOf(value));
  classes.compress();
  graph.netOfClass.assign(classes.getNumClasses(), -1);
  graph.nets.reserve(graph.ports.size() + extraValues.size());
  for (PropagationPort &port : graph.ports)
    port.net = graph.getOrCreateNetOfElement(port.net);
  for (unsigned element : extraElements)
    graph.getOrCreateNetOfElement(element);

  // Model constraints on the nets; a uniform pair wins over a calibrated or
  // `any` pair, which wins over statistics; among pairs the first in
  // program order wins (a consumer behind another uniform pair keeps that
  // pair's, below), and statistics are united.
  for (auto [element, qcast] : pairs) {
    int net = graph.getNetOfElement(element);
    if (net < 0)
      continue;
    graph.pairs.push_back({net, qcast});
    Type type = getElementTypeOrSelf(qcast.getResult().getType());
    Type &seed = graph.nets[net].seed;
    if (!seed ||
        (!isa<quant::UniformQuantizedType, quant::UniformQuantizedPerAxisType>(
             seed) &&
         isa<quant::UniformQuantizedType, quant::UniformQuantizedPerAxisType>(
             type)))
      seed = type;
  }
  // Several statistics on one net (a loop-carried value, values under one
  // coupled key) describe one value: it takes the union of their ranges,
  // so that none of them saturates.
  llvm::BitVector seededByStats(graph.nets.size());
  for (auto [element, statsOp] : stats) {
    int net = graph.getNetOfElement(element);
    if (net < 0)
      continue;
    PropagationNet &target = graph.nets[net];
    auto [observedMin, observedMax] = getLayerRange(statsOp);
    auto [min, max] = calibratedRange(observedMin, observedMax);
    if (seededByStats.test(net)) {
      auto seen = cast<quant::CalibratedQuantizedType>(target.seed);
      min = std::min(min, seen.getMin());
      max = std::max(max, seen.getMax());
    }
    if (!target.seed || seededByStats.test(net)) {
      target.seed = quant::CalibratedQuantizedType::get(
          getElementTypeOrSelf(statsOp.getArg().getType()), min, max);
      seededByStats.set(net);
    }
    if (!target.axisRanges && statsOp.getAxisStats() && statsOp.getAxis()) {
      AxisRanges ranges;
      ranges.axis = *statsOp.getAxis();
      SmallVector<double> flat;
      for (const APFloat &v : statsOp.getAxisStats()->getValues<APFloat>())
        flat.push_back(v.convertToDouble());
      for (size_t i = 0; i + 1 < flat.size(); i += 2) {
        auto [min, max] = rangeHoldingZero(flat[i], flat[i + 1]);
        ranges.mins.push_back(min);
        ranges.maxs.push_back(max);
      }
      target.axisRanges = std::make_unique<const AxisRanges>(std::move(ranges));
    }
  }
  for (auto [element, data] : constants) {
    int net = graph.getNetOfElement(element);
    if (net >= 0 && !graph.nets[net].constant)
      graph.nets[net].constant = data;
  }

  // A pair and the value it reads are one net, which takes the first
  // uniform pair's parameters. A consumer behind another uniform pair with
  // other parameters (two QAT pairs on one value) keeps its own pair's:
  // they become its explicit spec, which the solver holds fixed and, where
  // it disagrees with the net, rescales.
  for (auto [slot, type] : pairInputs) {
    PropagationPort &port = graph.ports[slot];
    if (port.net >= 0 && graph.nets[port.net].seed != type &&
        classifySpec(port.spec) == SpecKind::Undecided)
      port.spec = type;
  }
}

/// The functions of a module as a call graph (`func.call` to defined
/// functions), with a root that calls every function so that one SCC walk
/// from it sees them all.
struct FunctionNode {
  func::FuncOp function;
  SmallVector<const FunctionNode *> callees;
};

struct FunctionCallGraph {
  std::vector<FunctionNode> nodes; // Functions, then the root.
  const FunctionNode *getRoot() const { return &nodes.back(); }
};

} // namespace

namespace llvm {
template <> struct GraphTraits<const FunctionCallGraph *> {
  using NodeRef = const FunctionNode *;
  using ChildIteratorType = SmallVector<NodeRef>::const_iterator;
  static NodeRef getEntryNode(const FunctionCallGraph *graph) {
    return graph->getRoot();
  }
  static ChildIteratorType child_begin(NodeRef node) {
    return node->callees.begin();
  }
  static ChildIteratorType child_end(NodeRef node) {
    return node->callees.end();
  }
};
} // namespace llvm

namespace {

/// The `func.call` ops nested in `root` in program order, outside region
/// bodies (a region's body is its kernel, which propagation does not look
/// into) and outside nested symbol tables (their calls name symbols of
/// their own).
void collectCalls(Operation *root, SmallVectorImpl<func::CallOp> &calls) {
  for (Region &region : root->getRegions())
    for (Block &block : region)
      for (Operation &op : block) {
        if (auto call = dyn_cast<func::CallOp>(op))
          calls.push_back(call);
        else if (op.getNumRegions() != 0 && !isa<RegionOp>(op) &&
                 !op.hasTrait<OpTrait::SymbolTable>())
          collectCalls(&op, calls);
      }
}

/// Where a function sits in the call graph.
struct CallLevels {
  /// 1 for functions nobody calls, else one more than the deepest caller
  /// outside the function's own SCC (callers come first).
  DenseMap<Operation *, unsigned> level;
  /// Functions on a cycle of calls (recursive, directly or not).
  DenseSet<Operation *> recursive;
  unsigned maxLevel = 0;
};

CallLevels computeCallLevels(ModuleOp module, SymbolTable &symbolTable) {
  FunctionCallGraph graph;
  DenseMap<Operation *, unsigned> indexOf;
  for (auto function : module.getOps<func::FuncOp>()) {
    indexOf[function] = graph.nodes.size();
    graph.nodes.push_back({function, {}});
  }
  graph.nodes.push_back({}); // The root.
  for (FunctionNode &node : MutableArrayRef(graph.nodes).drop_back()) {
    SmallVector<func::CallOp> calls;
    collectCalls(node.function, calls);
    for (func::CallOp call : calls) {
      auto callee = symbolTable.lookup<func::FuncOp>(call.getCallee());
      if (callee && !callee.isExternal())
        node.callees.push_back(&graph.nodes[indexOf[callee]]);
    }
  }
  for (FunctionNode &node : MutableArrayRef(graph.nodes).drop_back())
    graph.nodes.back().callees.push_back(&node);

  // scc_iterator (iterative, so deep call chains cannot exhaust the stack)
  // gives callees before callers; levels are assigned callers first.
  std::vector<std::vector<const FunctionNode *>> sccs;
  CallLevels levels;
  for (auto scc =
           llvm::scc_begin(static_cast<const FunctionCallGraph *>(&graph));
       !scc.isAtEnd(); ++scc) {
    sccs.push_back(*scc);
    if (scc.hasCycle())
      for (const FunctionNode *node : *scc)
        levels.recursive.insert(node->function);
  }
  DenseMap<const FunctionNode *, unsigned> nodeLevel;
  nodeLevel[graph.getRoot()] = 0;
  for (const auto &scc : llvm::reverse(sccs)) {
    unsigned level = 0;
    for (const FunctionNode *node : scc)
      level = std::max(level, nodeLevel.lookup(node));
    DenseSet<const FunctionNode *> members(scc.begin(), scc.end());
    for (const FunctionNode *node : scc) {
      if (node->function) {
        levels.level[node->function] = level;
        levels.maxLevel = std::max(levels.maxLevel, level);
      }
      for (const FunctionNode *callee : node->callees)
        if (!members.contains(callee))
          nodeLevel[callee] = std::max(nodeLevel.lookup(callee), level + 1);
    }
  }
  return levels;
}

/// True when some defined function has two or more of `calls`: only then
/// may call sites need clones.
bool hasRepeatedCallee(ArrayRef<func::CallOp> calls) {
  llvm::SmallDenseSet<Attribute, 16> callees;
  for (func::CallOp call : calls)
    if (!callees.insert(call.getCalleeAttr()).second)
      return true;
  return false;
}

/// Asks the processor to bring `op` into the caches ahead of its use.
void prefetch(Operation *op) {
#if defined(__GNUC__)
  __builtin_prefetch(op);
#endif
}

/// `qcast -> rescale -> dcast` from `from` to `to` parameters on `value`.
Value insertRescale(OpBuilder &builder, Location loc, Value value, Type from,
                    Type to) {
  Type floatType = value.getType();
  Value cast = quant::QuantizeCastOp::create(
      builder, loc, withElementType(floatType, from), value);
  Value rescaled =
      RescaleOp::create(builder, loc, withElementType(floatType, to), cast,
                        /*rounding=*/nullptr);
  return quant::DequantizeCastOp::create(builder, loc, floatType, rescaled);
}

/// Writes solved specs back to regions, building each `TypeAttr` once:
/// the two ports of an edge usually share one spec. One-port arrays (most
/// of them: a single-input or single-output region) are built once per
/// spec too: the producer's `out [s]` and each consumer's `in [s]` of an
/// edge whose ports agree are the same array.
class SpecWriter {
public:
  explicit SpecWriter(MLIRContext *context) : context(context) {}

  /// Writes the specs of the ports to `region` where they changed.
  void write(RegionOp region, ArrayRef<PropagationPort> inputs,
             ArrayRef<PropagationPort> outputs) {
    if (!isUnchanged(region.getInputSpecsAttr(), inputs))
      region.setInputSpecsAttr(get(inputs));
    if (!isUnchanged(region.getOutputSpecsAttr(), outputs))
      region.setOutputSpecsAttr(get(outputs));
  }

private:
  struct Attrs {
    TypeAttr type;
    /// `[type]`, built on first use.
    ArrayAttr single;
  };

  static bool isUnchanged(ArrayAttr attr, ArrayRef<PropagationPort> ports) {
    if (!attr || attr.size() != ports.size())
      return false;
    for (auto [element, port] : llvm::zip_equal(attr.getValue(), ports)) {
      auto type = dyn_cast<TypeAttr>(element);
      if (!type || type.getValue() != port.spec)
        return false;
    }
    return true;
  }

  Attrs &attrsFor(Type spec) {
    Attrs &attrs = cache[spec];
    if (!attrs.type)
      attrs.type = TypeAttr::get(spec);
    return attrs;
  }

  ArrayAttr get(ArrayRef<PropagationPort> ports) {
    if (ports.size() == 1) {
      Attrs &attrs = attrsFor(ports.front().spec);
      if (!attrs.single)
        attrs.single = ArrayAttr::get(context, {attrs.type});
      return attrs.single;
    }
    SmallVector<Attribute, 8> elements;
    for (const PropagationPort &port : ports)
      elements.push_back(attrsFor(port.spec).type);
    return ArrayAttr::get(context, elements);
  }

  MLIRContext *context;
  DenseMap<Type, Attrs> cache;
};

/// The `quantkit.port_states` arrays and the discardable dictionaries that
/// hold only them, built once per distinct sequence of states (most regions
/// share a handful).
class PortStateAttrs {
public:
  explicit PortStateAttrs(MLIRContext *context)
      : context(context),
        name(StringAttr::get(context, "quantkit.port_states")) {
    for (PortState state : {PortState::Fixed, PortState::Resolved,
                            PortState::Unresolved, PortState::Float})
      stateNames[static_cast<unsigned>(state)] =
          StringAttr::get(context, stringifyPortState(state));
  }

  /// Sets the states of `ports` (a region's, inputs first) on `region`
  /// unless it has them.
  void write(RegionOp region, ArrayRef<PropagationPort> ports) {
    Entry &entry = get(ports);
    DictionaryAttr discardable = region->getDiscardableAttrDictionary();
    if (discardable.empty()) {
      // The common case: one dictionary per distinct array.
      if (!entry.dictionary)
        entry.dictionary =
            DictionaryAttr::get(context, {NamedAttribute(name, entry.states)});
      region->setDiscardableAttrs(entry.dictionary);
      return;
    }
    if (discardable.get(name) != entry.states)
      region->setDiscardableAttr(name, entry.states);
  }

private:
  struct Entry {
    ArrayAttr states;
    DictionaryAttr dictionary;
  };

  /// Two bits per state after a leading 1, for up to 31 ports; longer
  /// sequences use a string key.
  static std::optional<uint64_t> packedKey(ArrayRef<PropagationPort> ports) {
    if (ports.size() > 31)
      return std::nullopt;
    uint64_t key = 1;
    for (const PropagationPort &port : ports)
      key = key << 2 | static_cast<uint64_t>(port.state);
    return key;
  }

  Entry &get(ArrayRef<PropagationPort> ports) {
    Entry *entry;
    if (std::optional<uint64_t> key = packedKey(ports)) {
      entry = &packed[*key];
    } else {
      SmallString<64> text;
      for (const PropagationPort &port : ports)
        text.push_back(static_cast<char>(port.state));
      entry = &longKeys[text];
    }
    if (!entry->states) {
      SmallVector<Attribute, 8> states;
      for (const PropagationPort &port : ports)
        states.push_back(stateNames[static_cast<unsigned>(port.state)]);
      entry->states = ArrayAttr::get(context, states);
    }
    return *entry;
  }

  MLIRContext *context;
  StringAttr name;
  StringAttr stateNames[4];
  DenseMap<uint64_t, Entry> packed;
  llvm::StringMap<Entry> longKeys;
};

struct QuantKitPropagatePass
    : public quantkit::impl::QuantKitPropagateBase<QuantKitPropagatePass> {
  using Base::Base;

  /// The process-wide registry builds the built-in targets on first use.
  /// That is one-time setup independent of the IR, so it happens where the
  /// pass manager initializes passes (as canonicalize collects its
  /// patterns there), not in the first run.
  LogicalResult initialize(MLIRContext *) override {
    (void)TargetRegistry::global();
    return success();
  }

  /// Clones functions whose call sites give their arguments different
  /// parameters, one clone per distinct parameter set, down the whole call
  /// graph: level by level (callers before callees), the call sites of the
  /// functions at one level are told apart by a solve in which calls into
  /// already specialized functions (lower levels) are followed and all
  /// others are opaque, so a clone's own calls are examined in turn.
  /// Recursive functions are not cloned (a remark says so): their call
  /// sites share one value per argument, as without cloning (statistics
  /// are united; among pairs the first in program order wins, and fixed
  /// parameters that disagree get rescales).
  /// Terminates after at most one solve per level. Returns the number of
  /// clones.
  unsigned specializeCalls(ModuleOp module, const Target &target) {
    SymbolTable symbolTable(module);
    auto collectSites = [&](auto &&isCandidate) {
      llvm::MapVector<func::FuncOp, SmallVector<func::CallOp>> sites;
      SmallVector<func::CallOp> calls;
      collectCalls(module, calls);
      for (func::CallOp call : calls) {
        auto callee = symbolTable.lookup<func::FuncOp>(call.getCallee());
        if (callee && !callee.isExternal() &&
            callee.getNumArguments() == call.getNumOperands() &&
            isCandidate(callee))
          sites[callee].push_back(call);
      }
      sites.remove_if([](auto &entry) { return entry.second.size() < 2; });
      return sites;
    };
    if (collectSites([](func::FuncOp) { return true; }).empty())
      return 0;

    CallLevels levels = computeCallLevels(module, symbolTable);
    unsigned clones = 0;
    for (unsigned level = 1; level <= levels.maxLevel; ++level) {
      auto sites = collectSites([&](func::FuncOp callee) {
        return levels.level.lookup(callee) == level;
      });
      if (sites.empty())
        continue;

      SmallVector<Value> operands;
      for (auto &entry : sites)
        for (func::CallOp call : entry.second)
          llvm::append_range(operands, call.getOperands());
      ProgramGraph graph;
      buildGraph(
          module,
          [&](func::FuncOp callee) {
            return levels.level.lookup(callee) < level;
          },
          graph, operands);
      PropagationSolver solver(module.getContext(), target, graph);
      (void)solver.solve([](unsigned, const Twine &) {});

      for (auto &[callee, calls] : sites) {
        // Parameter sets in order of their first call site.
        std::vector<std::pair<std::string, SmallVector<func::CallOp>>> groups;
        llvm::StringMap<unsigned> groupOf;
        for (func::CallOp call : calls) {
          std::string key;
          llvm::raw_string_ostream os(key);
          // An argument's parameters, else the model constraint on it
          // (statistics or a pair whose parameters a kernel inside the
          // callee will give).
          for (Value operand : call.getOperands()) {
            int net = graph.getNet(operand);
            Type spec = net >= 0 ? graph.nets[net].spec : Type();
            Type seed = net >= 0 ? graph.nets[net].seed : Type();
            if (spec && classifySpec(spec) == SpecKind::Uniform)
              os << spec;
            else if (seed)
              os << seed;
            else
              os << "float";
            os << ";";
          }
          // The model constraints the call site itself puts on its results
          // (statistics or a pair right after the call): the results of all
          // sites are one value through the callee, so its net cannot tell
          // them apart.
          for (Value result : call.getResults()) {
            for (Operation *user : result.getUsers()) {
              if (auto statsOp = dyn_cast<StatsOp>(user)) {
                // The range the parameters come from (buildGraph's seed).
                auto [observedMin, observedMax] = getLayerRange(statsOp);
                auto [min, max] = calibratedRange(observedMin, observedMax);
                os << "stats(" << min << "," << max << ")";
              } else if (auto qcast = dyn_cast<quant::QuantizeCastOp>(user)) {
                os << qcast.getResult().getType();
              }
            }
            os << ";";
          }
          auto [it, inserted] = groupOf.try_emplace(key, groups.size());
          if (inserted)
            groups.push_back({key, {}});
          groups[it->second].second.push_back(call);
        }
        if (groups.size() < 2)
          continue;
        if (levels.recursive.contains(callee)) {
          emitRemark(callee.getLoc())
              << "'@" << callee.getSymName()
              << "' is recursive and is not cloned per parameter set: its "
              << calls.size() << " call sites (" << groups.size()
              << " different parameter sets) share one set of parameters";
          continue;
        }
        unsigned index = 0;
        for (auto &[key, groupCalls] : groups) {
          if (index++ == 0)
            continue; // The first parameter set keeps the original.
          std::string name;
          unsigned suffix = index - 1;
          do {
            name = (callee.getSymName() + "__q" + Twine(suffix++)).str();
          } while (symbolTable.lookup(name));
          func::FuncOp clone = callee.clone();
          clone.setSymName(name);
          clone.setPrivate();
          symbolTable.insert(clone, std::next(Block::iterator(callee)));
          levels.level[clone] = level;
          for (func::CallOp call : groupCalls)
            call.setCallee(clone.getSymName());
          ++clones;
        }
      }
    }
    return clones;
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<std::shared_ptr<const Target>> target =
        resolveTarget(targetName, targetFile, module.getLoc());
    if (failed(target))
      return signalPassFailure();

    auto allThrough = [](func::FuncOp) { return true; };
    ProgramGraph graph;
    buildGraph(module, allThrough, graph);
    // Clones change the program: its graph is built again.
    unsigned clones = 0;
    if (hasRepeatedCallee(graph.calls) &&
        (clones = specializeCalls(module, **target)) != 0) {
      graph = ProgramGraph();
      buildGraph(module, allThrough, graph);
    }
    PropagationSolver solver(module.getContext(), **target, graph);
    LogicalResult solved =
        solver.solve([&](unsigned node, const Twine &message) {
          graph.regions[node].emitError() << message;
        });
    if (failed(solved))
      return signalPassFailure();

    MLIRContext *context = module.getContext();
    SpecWriter specWriter(context);
    PortStateAttrs stateWriter(context);
    bool anyUnresolved = solver.getCounts().unresolvedPorts != 0;
    for (auto [index, region] : llvm::enumerate(graph.regions)) {
      // On a large module a region is long out of the caches when its specs
      // are written back: asking for the region a few iterations ahead
      // overlaps those misses (a tenth of the pass at 100k regions).
      constexpr size_t kWriteAhead = 8;
      if (index + kWriteAhead < graph.regions.size())
        prefetch(graph.regions[index + kWriteAhead]);
      ArrayRef<PropagationPort> inputs = graph.getInputs(index);
      ArrayRef<PropagationPort> outputs = graph.getOutputs(index);
      specWriter.write(region, inputs, outputs);
      stateWriter.write(region, graph.getPorts(index));
      if (!anyUnresolved)
        continue;
      auto report = [&](ArrayRef<PropagationPort> ports, StringRef kind) {
        for (auto [index, port] : llvm::enumerate(ports))
          if (port.state == PortState::Unresolved)
            emitRemark(region.getLoc())
                << kind << " #" << index << " of '" << region.getLogicalKernel()
                << "' is unresolved and stays floating point";
      };
      report(inputs, "input");
      report(outputs, "output");
    }

    // Model parameters the selected kernel cannot take are not changed
    // silently: the value keeps them, the port is rescaled, and this says
    // so.
    for (const RefittedPort &refitted : solver.getRefittedPorts()) {
      RegionOp region = graph.regions[refitted.port.node];
      emitRemark(region.getLoc())
          << (refitted.port.isOutput ? "output #" : "input #")
          << refitted.port.index << " of '" << region.getLogicalKernel()
          << "' is fixed at " << refitted.modelSpec
          << ", which the selected kernel cannot take: the value keeps it "
             "and the port is rescaled";
    }

    // Rescales where a port disagrees with its value.
    OpBuilder builder(context);
    for (const Conflict &conflict : solver.getConflicts()) {
      RegionOp region = graph.regions[conflict.port.node];
      if (!conflict.port.isOutput) {
        builder.setInsertionPoint(region);
        Value input = region.getInputs()[conflict.port.index];
        Value rescaled = insertRescale(builder, region.getLoc(), input,
                                       conflict.netSpec, conflict.portSpec);
        region->setOperand(conflict.port.index, rescaled);
      } else {
        builder.setInsertionPointAfter(region);
        Value result = region.getResult(conflict.port.index);
        Value rescaled = insertRescale(builder, region.getLoc(), result,
                                       conflict.portSpec, conflict.netSpec);
        Operation *cast = rescaled.getDefiningOp()
                              ->getOperand(0)
                              .getDefiningOp()
                              ->getOperand(0)
                              .getDefiningOp();
        result.replaceAllUsesExcept(rescaled, cast);
      }
    }

    // Calibrated and `any` pairs on resolved values get their parameters.
    for (auto [net, qcast] : graph.pairs) {
      Type spec = graph.nets[net].spec;
      if (!spec || classifySpec(spec) != SpecKind::Uniform)
        continue;
      Type element = getElementTypeOrSelf(qcast.getResult().getType());
      if (isa<quant::CalibratedQuantizedType, quant::AnyQuantizedType>(element))
        qcast.getResult().setType(
            withElementType(qcast.getResult().getType(), spec));
    }

    const PropagationCounts &counts = solver.getCounts();
    unsigned rescales = solver.getConflicts().size();
    numResolvedPorts += counts.resolvedPorts;
    numUnresolvedPorts += counts.unresolvedPorts;
    numRescales += rescales;
    numClones += clones;
    // Debian's release LLVM compiles pass statistics to no-ops: the counts
    // are also given here.
    emitRemark(module.getLoc())
        << "quantkit-propagate: " << graph.regions.size() << " kernels, "
        << counts.resolvedPorts << " resolved ports (" << counts.fixedPorts
        << " fixed), " << counts.unresolvedPorts << " unresolved ports, "
        << counts.floatPorts << " float ports, " << rescales
        << " rescales inserted, " << clones << " function clones, "
        << counts.visits << " kernel visits";
  }
};

} // namespace
