//===- Report.cpp - The quantkit-report pass ------------------------------===//
//
// Prints the kernels of a module with their port parameters and states,
// every rescale, and the coverage of compute ops (passes/quantize/Coverage.h:
// how many contractions and poolings are quantized, and why each float one
// is not), as a table, JSON or a Graphviz graph.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "dialect/QuantKitOps.h"
#include "dialect/constraints/SpecUtils.h"
#include "passes/quantize/Coverage.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITREPORT
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

std::string print(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

std::string print(Location loc) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (auto file = dyn_cast<FileLineColLoc>(loc))
    os << file.getFilename().getValue() << ":" << file.getLine() << ":"
       << file.getColumn();
  else
    os << loc;
  return text;
}

Type elementOf(Type type) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return shaped.getElementType();
  return type;
}

struct PortInfo {
  std::string spec;
  std::string state;
};

struct KernelInfo {
  RegionOp region;
  std::string name;
  std::string location;
  SmallVector<PortInfo> inputs, outputs;
};

struct RescaleInfo {
  std::string location, from, to;
};

std::string deriveState(Type spec) {
  switch (classifySpec(spec)) {
  case SpecKind::Uniform:
    return "resolved";
  case SpecKind::KeepFloat:
    return "float";
  default:
    return "unresolved";
  }
}

/// The region result feeding `value` through casts, statistics and
/// rescales; `rescaled` tells whether a rescale sits on the way.
std::optional<std::pair<OpResult, bool>> traceProducer(Value value) {
  bool rescaled = false;
  while (Operation *def = value.getDefiningOp()) {
    if (isa<RegionOp>(def))
      return std::make_pair(cast<OpResult>(value), rescaled);
    if (isa<RescaleOp>(def))
      rescaled = true;
    else if (!isa<quant::QuantizeCastOp, quant::DequantizeCastOp, StatsOp,
                  StatsRefOp, CoupledRefOp>(def))
      return std::nullopt;
    value = def->getOperand(0);
  }
  return std::nullopt;
}

struct QuantKitReportPass
    : public quantkit::impl::QuantKitReportBase<QuantKitReportPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (format != "table" && format != "json" && format != "dot") {
      emitError(module.getLoc())
          << "unknown report format '" << format
          << "'; expected table, json or dot";
      return signalPassFailure();
    }
    SmallVector<KernelInfo> kernels;
    SmallVector<RescaleInfo> rescales;
    DenseMap<Operation *, unsigned> indexOf;
    module.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (auto rescale = dyn_cast<RescaleOp>(op)) {
        rescales.push_back({print(rescale.getLoc()),
                            print(elementOf(rescale.getInput().getType())),
                            print(elementOf(rescale.getType()))});
        return WalkResult::advance();
      }
      auto region = dyn_cast<RegionOp>(op);
      if (!region)
        return WalkResult::advance();
      KernelInfo info;
      info.region = region;
      info.name = region.getLogicalKernel().str();
      info.location = print(region.getLoc());
      auto states =
          region->getAttrOfType<ArrayAttr>("quantkit.port_states");
      unsigned numInputs = region.getInputs().size();
      auto stateOf = [&](unsigned port, Type spec) {
        if (states && port < states.size())
          if (auto text = dyn_cast<StringAttr>(states[port]))
            return text.str();
        return deriveState(spec);
      };
      for (unsigned i = 0; i != numInputs; ++i)
        info.inputs.push_back({print(region.getInputSpec(i)),
                               stateOf(i, region.getInputSpec(i))});
      for (unsigned i = 0, e = region.getNumResults(); i != e; ++i)
        info.outputs.push_back(
            {print(region.getOutputSpec(i)),
             stateOf(numInputs + i, region.getOutputSpec(i))});
      indexOf[region] = kernels.size();
      kernels.push_back(std::move(info));
      return WalkResult::skip();
    });

    Coverage coverage = computeCoverage(module);
    llvm::raw_ostream &os = llvm::outs();
    if (format == "table")
      printTable(os, kernels, rescales, coverage);
    else if (format == "json")
      printJson(os, kernels, rescales, coverage);
    else
      printDot(os, kernels, indexOf);
    os.flush();
  }

  static void count(ArrayRef<KernelInfo> kernels, llvm::StringMap<unsigned> &counts) {
    for (const KernelInfo &kernel : kernels) {
      for (const PortInfo &port : kernel.inputs)
        ++counts[port.state];
      for (const PortInfo &port : kernel.outputs)
        ++counts[port.state];
    }
  }

  static StringRef kindName(ComputeKind kind) {
    switch (kind) {
    case ComputeKind::Contraction:
      return "contraction";
    case ComputeKind::Pooling:
      return "pooling";
    case ComputeKind::Activation:
      return "activation";
    case ComputeKind::Elementwise:
      return "elementwise";
    case ComputeKind::Reduction:
      return "reduction";
    case ComputeKind::OtherFloat:
      return "other";
    case ComputeKind::None:
      break;
    }
    return "none";
  }

  void printTable(llvm::raw_ostream &os, ArrayRef<KernelInfo> kernels,
                  ArrayRef<RescaleInfo> rescales, const Coverage &coverage) {
    os << "kernels: " << kernels.size() << "\n";
    for (auto [index, kernel] : llvm::enumerate(kernels)) {
      os << "#" << index << " " << kernel.name << " at " << kernel.location
         << "\n";
      auto ports = [&](ArrayRef<PortInfo> list, StringRef kind) {
        for (auto [i, port] : llvm::enumerate(list)) {
          os << "  " << kind << " #" << i << "  ";
          os.indent(10 - port.state.size()) << port.state << "  " << port.spec
                                            << "\n";
        }
      };
      ports(kernel.inputs, "in ");
      ports(kernel.outputs, "out");
    }
    os << "rescales: " << rescales.size() << "\n";
    for (const RescaleInfo &rescale : rescales)
      os << "  at " << rescale.location << "  " << rescale.from << " -> "
         << rescale.to << "\n";
    llvm::StringMap<unsigned> counts;
    count(kernels, counts);
    os << "summary: " << counts["fixed"] << " fixed, " << counts["resolved"]
       << " resolved, " << counts["unresolved"] << " unresolved, "
       << counts["float"] << " float ports, " << rescales.size()
       << " rescales\n";
    os << "coverage: " << coverage.quantizedContractions << " of "
       << coverage.contractions << " contractions quantized, "
       << coverage.quantizedPoolings << " of " << coverage.poolings
       << " poolings quantized\n";
    os << "float compute ops: " << coverage.floatOps.size() << "\n";
    for (const FloatComputeOp &op : coverage.floatOps)
      os << "  " << op.op->getName() << " at " << print(op.op->getLoc()) << "  "
         << op.reason << "\n";
  }

  void printJson(llvm::raw_ostream &os, ArrayRef<KernelInfo> kernels,
                 ArrayRef<RescaleInfo> rescales, const Coverage &coverage) {
    llvm::json::Array kernelArray;
    auto portArray = [](ArrayRef<PortInfo> list) {
      llvm::json::Array array;
      for (const PortInfo &port : list)
        array.push_back(
            llvm::json::Object{{"spec", port.spec}, {"state", port.state}});
      return array;
    };
    for (auto [index, kernel] : llvm::enumerate(kernels))
      kernelArray.push_back(llvm::json::Object{
          {"index", static_cast<int64_t>(index)},
          {"kernel", kernel.name},
          {"location", kernel.location},
          {"inputs", portArray(kernel.inputs)},
          {"outputs", portArray(kernel.outputs)}});
    llvm::json::Array rescaleArray;
    for (const RescaleInfo &rescale : rescales)
      rescaleArray.push_back(llvm::json::Object{{"location", rescale.location},
                                                {"from", rescale.from},
                                                {"to", rescale.to}});
    llvm::StringMap<unsigned> counts;
    count(kernels, counts);
    llvm::json::Object summary{
        {"kernels", static_cast<int64_t>(kernels.size())},
        {"fixed", counts["fixed"]},
        {"resolved", counts["resolved"]},
        {"unresolved", counts["unresolved"]},
        {"float", counts["float"]},
        {"rescales", static_cast<int64_t>(rescales.size())}};
    llvm::json::Array floatOps;
    for (const FloatComputeOp &op : coverage.floatOps)
      floatOps.push_back(
          llvm::json::Object{{"op", op.op->getName().getStringRef()},
                             {"kind", kindName(op.kind)},
                             {"location", print(op.op->getLoc())},
                             {"reason", op.reason}});
    llvm::json::Object coverageObject{
        {"contractions", coverage.contractions},
        {"quantized_contractions", coverage.quantizedContractions},
        {"poolings", coverage.poolings},
        {"quantized_poolings", coverage.quantizedPoolings},
        {"float_ops", std::move(floatOps)}};
    llvm::json::Value root =
        llvm::json::Object{{"coverage", std::move(coverageObject)},
                           {"kernels", std::move(kernelArray)},
                           {"rescales", std::move(rescaleArray)},
                           {"summary", std::move(summary)}};
    os << llvm::formatv("{0:2}", root) << "\n";
  }

  static StringRef colour(StringRef state) {
    if (state == "fixed")
      return "lightblue";
    if (state == "resolved")
      return "palegreen";
    if (state == "float")
      return "lightgrey";
    return "salmon";
  }

  static std::string escape(StringRef text) {
    std::string out;
    for (char c : text) {
      if (c == '<')
        out += "&lt;";
      else if (c == '>')
        out += "&gt;";
      else if (c == '&')
        out += "&amp;";
      else if (c == '"')
        out += "&quot;";
      else
        out += c;
    }
    return out;
  }

  void printDot(llvm::raw_ostream &os, ArrayRef<KernelInfo> kernels,
                const DenseMap<Operation *, unsigned> &indexOf) {
    os << "digraph kernels {\n  rankdir=TB;\n  node [shape=plaintext];\n";
    for (auto [index, kernel] : llvm::enumerate(kernels)) {
      os << "  k" << index
         << " [label=<<table border=\"0\" cellborder=\"1\" "
            "cellspacing=\"0\"><tr>";
      for (auto [i, port] : llvm::enumerate(kernel.inputs))
        os << "<td port=\"i" << i << "\" bgcolor=\"" << colour(port.state)
           << "\" title=\"" << escape(port.spec) << "\">in" << i << "</td>";
      os << "</tr><tr><td colspan=\""
         << std::max<size_t>(1, std::max(kernel.inputs.size(),
                                         kernel.outputs.size()))
         << "\">#" << index << " " << escape(kernel.name) << "</td></tr><tr>";
      for (auto [i, port] : llvm::enumerate(kernel.outputs))
        os << "<td port=\"o" << i << "\" bgcolor=\"" << colour(port.state)
           << "\" title=\"" << escape(port.spec) << "\">out" << i << "</td>";
      os << "</tr></table>>];\n";
    }
    for (auto [index, kernel] : llvm::enumerate(kernels)) {
      RegionOp region = kernel.region;
      for (auto [i, input] : llvm::enumerate(region.getInputs())) {
        std::optional<std::pair<OpResult, bool>> producer =
            traceProducer(input);
        if (!producer)
          continue;
        auto it = indexOf.find(producer->first.getOwner());
        if (it == indexOf.end())
          continue;
        os << "  k" << it->second << ":o" << producer->first.getResultNumber()
           << " -> k" << index << ":i" << i;
        if (producer->second)
          os << " [style=dashed, label=\"rescale\"]";
        os << ";\n";
      }
    }
    os << "}\n";
  }
};

} // namespace
