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
#include "passes/PropagationSolver.h"

#include "dialect/QuantKitOps.h"
#include "dialect/constraints/Registry.h"
#include "dialect/constraints/TargetFile.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/MapVector.h"
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

Type getElementType(Type type) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return shaped.getElementType();
  return type;
}

/// Union-find over SSA values: values that carry the same quantization.
/// Only values that were united have an entry; every other value is its own
/// class.
class ValueClasses {
public:
  Value find(Value value) {
    auto it = index.find(value);
    return it == index.end() ? value : values[findIndex(it->second)];
  }
  void unite(Value a, Value b) {
    unsigned ra = findIndex(indexOf(a)), rb = findIndex(indexOf(b));
    if (ra != rb)
      parent[rb] = ra;
  }

private:
  unsigned indexOf(Value value) {
    auto [it, inserted] = index.try_emplace(value, values.size());
    if (inserted) {
      values.push_back(value);
      parent.push_back(it->second);
    }
    return it->second;
  }
  unsigned findIndex(unsigned i) {
    // Path halving.
    while (parent[i] != i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  }

  DenseMap<Value, unsigned> index;
  SmallVector<Value> values;
  SmallVector<unsigned> parent;
};

/// The kernel graph of a module.
struct ProgramGraph {
  SmallVector<RegionOp> regions;
  std::vector<PropagationNode> nodes;
  std::vector<PropagationNet> nets;
  /// The qcast->dcast pairs on each net.
  std::vector<SmallVector<quant::QuantizeCastOp>> netPairs;
  ValueClasses classes;
  DenseMap<Value, int> netOfRoot;

  int getNet(Value value) {
    auto it = netOfRoot.find(classes.find(value));
    return it == netOfRoot.end() ? -1 : it->second;
  }
};

/// The `[min, max]` of a `quantkit.stats` (its verifier checks the shape).
std::pair<double, double> getLayerRange(StatsOp statsOp) {
  DenseElementsAttr stats = statsOp.getLayerStats();
  // f32, as SPEC section 2 has them: read without building APFloats.
  if (auto values = stats.tryGetValues<float>(); succeeded(values))
    return {(*values)[0], (*values)[1]};
  auto range = stats.getValues<APFloat>();
  return {(*range.begin()).convertToDouble(),
          (*std::next(range.begin())).convertToDouble()};
}

bool isSelfRecursive(func::FuncOp function) {
  bool recursive = false;
  function.walk([&](func::CallOp call) {
    if (call.getCallee() == function.getSymName())
      recursive = true;
  });
  return recursive;
}

/// Builds nodes and nets; with `throughCalls`, call operands and results are
/// the same values as the callee's arguments and returned values.
void buildGraph(ModuleOp module, bool throughCalls, ProgramGraph &graph) {
  ValueClasses &classes = graph.classes;
  SmallVector<std::pair<Value, quant::QuantizeCastOp>> pairs;
  SmallVector<std::pair<Value, StatsOp>> stats;
  SmallVector<std::pair<Value, ElementsAttr>> constants;
  llvm::StringMap<Value> coupled;
  SymbolTableCollection symbols;

  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (auto region = dyn_cast<RegionOp>(op)) {
      graph.regions.push_back(region);
      return WalkResult::skip();
    }
    if (auto statsOp = dyn_cast<StatsOp>(op)) {
      classes.unite(statsOp.getArg(), statsOp.getResult());
      stats.push_back({statsOp.getResult(), statsOp});
    } else if (auto ref = dyn_cast<StatsRefOp>(op)) {
      classes.unite(ref.getArg(), ref.getResult());
    } else if (auto ref = dyn_cast<CoupledRefOp>(op)) {
      classes.unite(ref.getArg(), ref.getResult());
      auto [it, inserted] =
          coupled.try_emplace(ref.getCoupledKey(), ref.getResult());
      if (!inserted)
        classes.unite(it->second, ref.getResult());
    } else if (auto dcast = dyn_cast<quant::DequantizeCastOp>(op)) {
      if (auto qcast = dcast.getInput().getDefiningOp<quant::QuantizeCastOp>()) {
        classes.unite(qcast.getInput(), dcast.getResult());
        pairs.push_back({dcast.getResult(), qcast});
      }
    } else if (auto loop = dyn_cast<scf::ForOp>(op)) {
      Operation *yield = loop.getBody()->getTerminator();
      for (auto [index, iterArg] : llvm::enumerate(loop.getRegionIterArgs())) {
        classes.unite(iterArg, loop.getInitArgs()[index]);
        classes.unite(iterArg, yield->getOperand(index));
        classes.unite(iterArg, loop.getResult(index));
      }
    } else if (auto branch = dyn_cast<scf::IfOp>(op)) {
      for (Region *region : {&branch.getThenRegion(), &branch.getElseRegion()}) {
        if (region->empty())
          continue;
        Operation *yield = region->front().getTerminator();
        for (auto [index, result] : llvm::enumerate(branch.getResults()))
          classes.unite(result, yield->getOperand(index));
      }
    } else if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
      if (auto data = dyn_cast<DenseFPElementsAttr>(constant.getValue()))
        constants.push_back({constant.getResult(), data});
    } else if (auto call = dyn_cast<func::CallOp>(op); call && throughCalls) {
      auto callee =
          symbols.lookupNearestSymbolFrom<func::FuncOp>(call,
                                                        call.getCalleeAttr());
      if (callee && !callee.isExternal() &&
          callee.getNumArguments() == call.getNumOperands()) {
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

  // Nets in order of their first port (program order).
  auto netFor = [&](Value value) {
    auto [it, inserted] =
        graph.netOfRoot.try_emplace(classes.find(value), graph.nets.size());
    if (inserted) {
      graph.nets.emplace_back();
      graph.netPairs.emplace_back();
    }
    return it->second;
  };
  graph.nodes.reserve(graph.regions.size());
  for (RegionOp region : graph.regions) {
    PropagationNode node;
    node.logicalKernel = region.getLogicalKernel().str();
    for (auto [index, input] : llvm::enumerate(region.getInputs())) {
      node.inputTypes.push_back(input.getType());
      node.inputSpecs.push_back(region.getInputSpec(index));
      node.inputNets.push_back(netFor(input));
    }
    for (auto [index, result] : llvm::enumerate(region.getResults())) {
      node.outputTypes.push_back(result.getType());
      node.outputSpecs.push_back(region.getOutputSpec(index));
      node.outputNets.push_back(netFor(result));
    }
    graph.nodes.push_back(std::move(node));
  }

  // Model constraints on the nets; a uniform pair wins over a calibrated or
  // `any` pair, which wins over statistics; the first in program order wins
  // among equals.
  for (auto [value, qcast] : pairs) {
    int net = graph.getNet(value);
    if (net < 0)
      continue;
    graph.netPairs[net].push_back(qcast);
    Type type = getElementType(qcast.getResult().getType());
    Type &seed = graph.nets[net].seed;
    if (!seed || (!isa<quant::UniformQuantizedType,
                       quant::UniformQuantizedPerAxisType>(seed) &&
                  isa<quant::UniformQuantizedType,
                      quant::UniformQuantizedPerAxisType>(type)))
      seed = type;
  }
  for (auto [value, statsOp] : stats) {
    int net = graph.getNet(value);
    if (net < 0)
      continue;
    PropagationNet &target = graph.nets[net];
    if (!target.seed) {
      auto [min, max] = getLayerRange(statsOp);
      target.seed = quant::CalibratedQuantizedType::get(
          getElementType(statsOp.getArg().getType()), min, max);
    }
    if (!target.axisRanges && statsOp.getAxisStats() && statsOp.getAxis()) {
      AxisRanges ranges;
      ranges.axis = *statsOp.getAxis();
      SmallVector<double> flat;
      for (const APFloat &v : statsOp.getAxisStats()->getValues<APFloat>())
        flat.push_back(v.convertToDouble());
      for (size_t i = 0; i + 1 < flat.size(); i += 2) {
        ranges.mins.push_back(flat[i]);
        ranges.maxs.push_back(flat[i + 1]);
      }
      target.axisRanges = std::move(ranges);
    }
  }
  for (auto [value, data] : constants) {
    int net = graph.getNet(value);
    if (net >= 0 && !graph.nets[net].constant)
      graph.nets[net].constant = data;
  }
}

/// `qcast -> rescale -> dcast` from `from` to `to` parameters on `value`.
Value insertRescale(OpBuilder &builder, Location loc, Value value, Type from,
                    Type to) {
  Type floatType = value.getType();
  Value cast = quant::QuantizeCastOp::create(
      builder, loc, withElementType(floatType, from), value);
  Value rescaled = RescaleOp::create(builder, loc,
                                     withElementType(floatType, to), cast,
                                     /*rounding=*/nullptr);
  return quant::DequantizeCastOp::create(builder, loc, floatType, rescaled);
}

/// Writes the solved specs of `node` to `region` where they changed.
void writeSpecs(RegionOp region, const PropagationNode &node) {
  auto unchanged = [](ArrayAttr attr, ArrayRef<Type> specs) {
    return attr && attr.size() == specs.size() &&
           llvm::all_of(llvm::zip_equal(attr, specs), [](auto pair) {
             auto type = dyn_cast<TypeAttr>(std::get<0>(pair));
             return type && type.getValue() == std::get<1>(pair);
           });
  };
  Builder builder(region.getContext());
  if (!unchanged(region.getInputSpecsAttr(), node.inputSpecs))
    region.setInputSpecsAttr(builder.getTypeArrayAttr(node.inputSpecs));
  if (!unchanged(region.getOutputSpecsAttr(), node.outputSpecs))
    region.setOutputSpecsAttr(builder.getTypeArrayAttr(node.outputSpecs));
}

/// The `quantkit.port_states` arrays, built once per distinct sequence of
/// states (most regions share a handful).
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

  StringAttr getName() const { return name; }

  ArrayAttr get(const PropagationNode &node) {
    key.clear();
    for (PortState state : node.inputStates)
      key.push_back(static_cast<char>(state));
    for (PortState state : node.outputStates)
      key.push_back(static_cast<char>(state));
    ArrayAttr &attr = arrays[key];
    if (!attr) {
      SmallVector<Attribute, 8> states;
      for (char state : key)
        states.push_back(stateNames[static_cast<unsigned>(state)]);
      attr = ArrayAttr::get(context, states);
    }
    return attr;
  }

private:
  MLIRContext *context;
  StringAttr name;
  StringAttr stateNames[4];
  llvm::StringMap<ArrayAttr> arrays;
  SmallString<16> key;
};

struct QuantKitPropagatePass
    : public quantkit::impl::QuantKitPropagateBase<QuantKitPropagatePass> {
  using Base::Base;

  /// Clones callees whose call sites give their arguments different
  /// parameters (solved with calls opaque). Returns the number of clones.
  unsigned specializeCalls(ModuleOp module, const Target &target) {
    SymbolTable symbolTable(module);
    llvm::MapVector<func::FuncOp, SmallVector<func::CallOp>> sites;
    module.walk([&](func::CallOp call) {
      auto callee = symbolTable.lookup<func::FuncOp>(call.getCallee());
      if (callee && !callee.isExternal() &&
          callee.getNumArguments() == call.getNumOperands())
        sites[callee].push_back(call);
    });
    if (llvm::none_of(sites, [](auto &entry) {
          return entry.second.size() > 1;
        }))
      return 0;

    ProgramGraph graph;
    buildGraph(module, /*throughCalls=*/false, graph);
    PropagationSolver solver(module.getContext(), target, graph.nodes,
                             graph.nets);
    (void)solver.solve([](unsigned, const Twine &) {});

    unsigned clones = 0;
    for (auto &[callee, calls] : sites) {
      if (calls.size() < 2 || isSelfRecursive(callee))
        continue;
      // Parameter sets in order of their first call site.
      std::vector<std::pair<std::string, SmallVector<func::CallOp>>> groups;
      llvm::StringMap<unsigned> groupOf;
      for (func::CallOp call : calls) {
        std::string key;
        llvm::raw_string_ostream os(key);
        for (Value operand : call.getOperands()) {
          int net = graph.getNet(operand);
          Type spec = net >= 0 ? graph.nets[net].spec : Type();
          if (spec && classifySpec(spec) == SpecKind::Uniform)
            os << spec;
          else
            os << "float";
          os << ";";
        }
        auto [it, inserted] = groupOf.try_emplace(key, groups.size());
        if (inserted)
          groups.push_back({key, {}});
        groups[it->second].second.push_back(call);
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
        for (func::CallOp call : groupCalls)
          call.setCallee(clone.getSymName());
        ++clones;
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

    unsigned clones = specializeCalls(module, **target);

    ProgramGraph graph;
    buildGraph(module, /*throughCalls=*/true, graph);
    PropagationSolver solver(module.getContext(), **target, graph.nodes,
                             graph.nets);
    LogicalResult solved =
        solver.solve([&](unsigned node, const Twine &message) {
          graph.regions[node].emitError() << message;
        });
    if (failed(solved))
      return signalPassFailure();

    MLIRContext *context = module.getContext();
    PortStateAttrs stateAttrs(context);
    for (auto [region, node] : llvm::zip(graph.regions, graph.nodes)) {
      writeSpecs(region, node);
      ArrayAttr states = stateAttrs.get(node);
      if (region->getDiscardableAttr(stateAttrs.getName()) != states)
        region->setDiscardableAttr(stateAttrs.getName(), states);
      auto report = [&](ArrayRef<PortState> portStates, StringRef kind) {
        for (auto [index, state] : llvm::enumerate(portStates))
          if (state == PortState::Unresolved)
            emitRemark(region.getLoc())
                << kind << " #" << index << " of '" << node.logicalKernel
                << "' is unresolved and stays floating point";
      };
      report(node.inputStates, "input");
      report(node.outputStates, "output");
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
    for (auto [net, pairs] : llvm::zip(graph.nets, graph.netPairs)) {
      if (!net.spec || classifySpec(net.spec) != SpecKind::Uniform)
        continue;
      for (quant::QuantizeCastOp qcast : pairs) {
        Type element = getElementType(qcast.getResult().getType());
        if (isa<quant::CalibratedQuantizedType, quant::AnyQuantizedType>(
                element))
          qcast.getResult().setType(
              withElementType(qcast.getResult().getType(), net.spec));
      }
    }

    const PropagationCounts &counts = solver.getCounts();
    unsigned rescales = solver.getConflicts().size();
    numResolvedPorts += counts.resolvedPorts;
    numUnresolvedPorts += counts.unresolvedPorts;
    numRescales += rescales;
    numClones += clones;
    // Debian's release LLVM compiles pass statistics to no-ops: the counts
    // are also given here.
    emitRemark(module.getLoc()) << "quantkit-propagate: " << graph.regions.size()
                        << " kernels, " << counts.resolvedPorts
                        << " resolved ports (" << counts.fixedPorts
                        << " fixed), " << counts.unresolvedPorts
                        << " unresolved ports, " << counts.floatPorts
                        << " float ports, " << rescales
                        << " rescales inserted, " << clones
                        << " function clones, " << counts.visits
                        << " kernel visits";
  }
};

} // namespace
