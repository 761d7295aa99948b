//===- Verify.cpp - The quantkit-verify pass ------------------------------===//
//
// Checks every quantized type in every context with the rules of
// dialect/QuantTypeChecks.h, and region specs against their ports.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "dialect/QuantKitOps.h"
#include "dialect/QuantTypeChecks.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITVERIFY
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

struct QuantKitVerifyPass
    : public quantkit::impl::QuantKitVerifyBase<QuantKitVerifyPass> {
  void runOnOperation() override {
    anyViolation = false;
    getOperation()->walk([&](Operation *op) { checkOperation(op); });
    if (anyViolation)
      signalPassFailure();
  }

private:
  /// Counts a check and reports its failure at `op`'s location.
  template <typename Check>
  void count(Check &&check) {
    ++numTypesChecked;
    if (failed(check())) {
      ++numViolations;
      anyViolation = true;
    }
  }

  // Pass statistics are no-ops in release builds of LLVM (Debian's among
  // them), so the verdict is kept apart from `numViolations`.
  bool anyViolation = false;

  void checkOperation(Operation *op) {
    // One checker per op: a type seen in several places (a function's
    // `function_type` and its entry block) is reported once.
    QuantizedTypeChecker checker;
    auto at = [op](StringRef context, int64_t index) {
      return [op, context, index]() {
        InFlightDiagnostic diag = op->emitError();
        diag << context;
        if (index >= 0)
          diag << " #" << index;
        diag << " of '" << op->getName() << "': ";
        return diag;
      };
    };
    for (auto [index, type] : llvm::enumerate(op->getOperandTypes()))
      count([&] { return checker.check(type, at("operand", index)); });
    for (auto [index, type] : llvm::enumerate(op->getResultTypes()))
      count([&] { return checker.check(type, at("result", index)); });
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments()) {
          count([&] {
            return checker.check(arg.getType(),
                                 at("block argument", arg.getArgNumber()));
          });
          checkLocation(arg.getLoc(), checker,
                        at("location of block argument", arg.getArgNumber()));
        }
    for (NamedAttribute attr : op->getAttrs()) {
      std::string context = ("attribute '" + attr.getName().strref() + "'").str();
      count([&] {
        return checker.check(attr.getValue(), at(context, -1));
      });
    }
    checkProperties(op, checker, at);
    checkLocation(op->getLoc(), checker, at("location", -1));
    if (auto region = dyn_cast<RegionOp>(op))
      checkRegionSpecs(region, at);
  }

  /// A location is an attribute too: the metadata of a fused location may
  /// be any attribute (`loc(fused<!quant.uniform<...>>["model.py":3:7])`).
  template <typename Emitter>
  void checkLocation(Location loc, QuantizedTypeChecker &checker,
                     Emitter &&emitError) {
    if (mayHoldType(loc))
      count([&] { return checker.check(Attribute(loc), emitError); });
  }

  /// False when `loc` provably holds no type: file and unknown locations,
  /// and names, call sites and fusions of them without metadata. Most ops
  /// have one of those; the checker does not walk them.
  static bool mayHoldType(Location loc) {
    if (isa<FileLineColRange, UnknownLoc>(loc))
      return false;
    if (auto name = dyn_cast<NameLoc>(loc))
      return mayHoldType(name.getChildLoc());
    if (auto callSite = dyn_cast<CallSiteLoc>(loc))
      return mayHoldType(callSite.getCallee()) ||
             mayHoldType(callSite.getCaller());
    if (auto fused = dyn_cast<FusedLoc>(loc))
      return fused.getMetadata() ||
             llvm::any_of(fused.getLocations(),
                          [](Location child) { return mayHoldType(child); });
    return true;
  }

  /// The properties of an unregistered op (`"foo.bar"() <{p = ...}>`): one
  /// attribute, outside the attribute dictionary. A registered op's
  /// properties that are attributes (a `TypeAttr` such as `function_type`
  /// among them) are inherent attributes, which `getAttrs` lists; its other
  /// properties hold no type (upstream's are integers, strings, booleans,
  /// enums and arrays or optionals of them), and converting them to an
  /// attribute for each op would cost about a fifth of the pass.
  template <typename At>
  void checkProperties(Operation *op, QuantizedTypeChecker &checker, At &&at) {
    if (op->isRegistered())
      return;
    Attribute properties = op->getPropertiesAsAttribute();
    if (!properties)
      return;
    auto dictionary = dyn_cast<DictionaryAttr>(properties);
    if (!dictionary) {
      count([&] { return checker.check(properties, at("properties", -1)); });
      return;
    }
    for (NamedAttribute property : dictionary) {
      std::string context =
          ("property '" + property.getName().strref() + "'").str();
      count(
          [&] { return checker.check(property.getValue(), at(context, -1)); });
    }
  }

  /// Region specs are bare types in attributes; their container is the port.
  template <typename At>
  void checkRegionSpecs(RegionOp region, At &&at) {
    auto checkPorts = [&](ArrayAttr specs, TypeRange ports, StringRef kind) {
      for (auto [index, spec] : llvm::enumerate(specs)) {
        if (index >= ports.size())
          return;
        Type specType = cast<TypeAttr>(spec).getValue();
        count([&] {
          return verifyContainerIntegrity(specType, ports[index],
                                          at(kind, index));
        });
      }
    };
    checkPorts(region.getInputSpecs(), region.getInputs().getTypes(),
               "input spec");
    checkPorts(region.getOutputSpecs(), region.getResultTypes(),
               "output spec");
  }
};

} // namespace
