//===- QuantKitTargetOps.cpp - Target description ops ---------------------===//
//
// Parsing, printing and verification of `#quantkit.port`, `quantkit.target`
// and `quantkit.kernel`. Each check carries the rule id of the op's ODS
// description; the negative test with the same id lives in
// test/lit/Targets/invalid.mlir.
//
//===----------------------------------------------------------------------===//

#include "dialect/QuantKitTargetOps.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"

#include <cmath>
#include <limits>
#include <optional>
#include <tuple>

using namespace mlir;
using namespace mlir::quantkit;

//===----------------------------------------------------------------------===//
// PortAttr
//===----------------------------------------------------------------------===//

std::optional<std::pair<int64_t, int64_t>>
mlir::quantkit::getIntegerStorageRange(unsigned width, bool isSigned) {
  // Computed here rather than with QuantizedType's helpers, which overflow
  // at 64 bits.
  if (width == 0 || width > 64 || (!isSigned && width == 64))
    return std::nullopt;
  if (isSigned) {
    if (width == 64)
      return std::make_pair(std::numeric_limits<int64_t>::min(),
                            std::numeric_limits<int64_t>::max());
    return std::make_pair(-(int64_t(1) << (width - 1)),
                          (int64_t(1) << (width - 1)) - 1);
  }
  return std::make_pair(int64_t(0), (int64_t(1) << width) - 1);
}

PortFields mlir::quantkit::getPortFields(PortAttr port) {
  PortFields fields;
  fields.width = port.getWidth();
  fields.isSigned = port.getIsSigned();
  fields.storageMin = port.getStorageMin();
  fields.storageMax = port.getStorageMax();
  fields.symmetric = port.getSymmetric();
  fields.axis = port.getAxis();
  fields.role = port.getRole();
  fields.optional = port.getOptional();
  fields.variadic = port.getVariadic();
  return fields;
}

PortAttr mlir::quantkit::getPortAttr(MLIRContext *context,
                                     const PortFields &fields) {
  return PortAttr::get(context, fields.width, fields.isSigned,
                       fields.storageMin, fields.storageMax, fields.symmetric,
                       fields.axis, fields.role, fields.optional,
                       fields.variadic);
}

void mlir::quantkit::printPortFields(llvm::raw_ostream &os,
                                     const PortFields &port) {
  if (port.width == 0) {
    os << "*";
  } else {
    os << (port.isSigned ? "i" : "u") << port.width;
    auto range = getIntegerStorageRange(port.width, port.isSigned);
    if (!range || range->first != port.storageMin ||
        range->second != port.storageMax)
      os << "<" << port.storageMin << ":" << port.storageMax << ">";
  }
  if (port.symmetric)
    os << " symmetric";
  if (port.axis)
    os << " per_axis(" << *port.axis << ")";
  if (port.role != PortRole::activation)
    os << " " << stringifyPortRole(port.role);
  if (port.optional)
    os << " optional";
  if (port.variadic)
    os << " variadic";
}

std::optional<std::string>
mlir::quantkit::checkPortFields(const PortFields &port) {
  std::string message;
  llvm::raw_string_ostream os(message);
  // kernel_c4
  if (port.width == 0) {
    if (!port.symmetric && !port.axis && port.role == PortRole::activation)
      return std::nullopt;
    os << "a wildcard port ('*') takes the target's default and carries no "
          "'symmetric', 'per_axis' or role";
    return message;
  }
  auto range = getIntegerStorageRange(port.width, port.isSigned);
  if (!range) {
    os << "invalid storage: " << (port.isSigned ? "i" : "u") << port.width
       << " is not a signed integer of 1 to 64 bits or an unsigned integer "
          "of 1 to 63 bits";
    return message;
  }
  if (port.storageMin >= port.storageMax || port.storageMin < range->first ||
      port.storageMax > range->second) {
    os << "invalid storage: bounds [" << port.storageMin << ", "
       << port.storageMax << "] must satisfy min < max inside [" << range->first
       << ", " << range->second << "]";
    return message;
  }
  if (port.symmetric && (port.storageMin > 0 || port.storageMax < 0)) {
    os << "invalid storage: a symmetric port has zero point 0, which lies "
          "outside ["
       << port.storageMin << ", " << port.storageMax << "]";
    return message;
  }
  // kernel_c8: propagation writes `!quant.uniform<iN...>` at the port's
  // storage, and upstream's parser rejects N above MaxStorageBits, so such a
  // port would produce IR that cannot be read back. The i64 accumulator is
  // the documented exception (the 64-bit bias of 16-bit kernels, typing_c6
  // in dialect/Reference.md#op-rules).
  constexpr unsigned maxBits = quant::QuantizedType::MaxStorageBits;
  bool isWideBias =
      port.role == PortRole::accumulator && port.isSigned && port.width == 64;
  if (port.width > maxBits && !isWideBias) {
    os << "invalid storage: " << (port.isSigned ? "i" : "u") << port.width
       << " is wider than " << maxBits
       << " bits, the widest storage upstream's '!quant' types can be parsed "
          "with, so the specs propagation gives this port could not be read "
          "back; only an accumulator port may be i64 (the 64-bit bias)";
    return message;
  }
  return std::nullopt;
}

PortAttr PortAttr::parseBody(AsmParser &parser) {
  MLIRContext *context = parser.getContext();
  SMLoc loc = parser.getCurrentLocation();
  unsigned width = 0;
  bool isSigned = true;
  int64_t storageMin = 0, storageMax = 0;

  if (failed(parser.parseOptionalStar())) {
    // `i8` and `si8` are builtin integer types; `u8` is a bare keyword, as in
    // upstream's `!quant.uniform` syntax.
    Type type;
    StringRef keyword;
    OptionalParseResult typeResult = parser.parseOptionalType(type);
    if (typeResult.has_value()) {
      if (failed(*typeResult))
        return {};
      auto integer = dyn_cast<IntegerType>(type);
      if (!integer) {
        parser.emitError(loc, "expected an integer storage type or '*', got ")
            << type;
        return {};
      }
      width = integer.getWidth();
      isSigned = !integer.isUnsigned();
    } else if (succeeded(parser.parseOptionalKeyword(&keyword))) {
      StringRef digits = keyword;
      if (!digits.consume_front("u") || digits.getAsInteger(10, width)) {
        parser.emitError(loc, "expected an integer storage type or '*', got '")
            << keyword << "'";
        return {};
      }
      isSigned = false;
    } else {
      parser.emitError(loc, "expected an integer storage type or '*'");
      return {};
    }
    // kernel_c4: width 0 is how a wildcard is stored, so `i0` / `u0` would
    // silently become `*`; it is rejected here, where the spelling is known.
    if (width == 0) {
      parser.emitError(loc, "invalid storage: ")
          << (isSigned ? "i" : "u")
          << "0 has no bits (a port stores 1 to 64 bits; write '*' for a "
             "wildcard)";
      return {};
    }
    // An out-of-range width keeps bounds 0:0; the holder's verifier reports
    // it (kernel_c4), so the generic form is checked the same way.
    if (auto range = getIntegerStorageRange(width, isSigned))
      std::tie(storageMin, storageMax) = *range;
    if (succeeded(parser.parseOptionalLess())) {
      if (parser.parseInteger(storageMin) || parser.parseColon() ||
          parser.parseInteger(storageMax) || parser.parseGreater())
        return {};
    }
  }

  bool symmetric = false, optional = false, variadic = false;
  std::optional<int64_t> axis;
  std::optional<PortRole> role;
  while (true) {
    SMLoc flagLoc = parser.getCurrentLocation();
    StringRef flag;
    if (failed(parser.parseOptionalKeyword(&flag, {"symmetric", "per_axis",
                                                   "weight", "accumulator",
                                                   "optional", "variadic"})))
      break;
    if (flag == "symmetric") {
      symmetric = true;
    } else if (flag == "per_axis") {
      int64_t value;
      if (parser.parseLParen() || parser.parseInteger(value) ||
          parser.parseRParen())
        return {};
      axis = value;
    } else if (flag == "optional") {
      optional = true;
    } else if (flag == "variadic") {
      variadic = true;
    } else {
      if (role) {
        parser.emitError(flagLoc, "a port has at most one role");
        return {};
      }
      role = *symbolizePortRole(flag);
    }
  }
  return PortAttr::get(context, width, isSigned, storageMin, storageMax,
                       symmetric, axis, role.value_or(PortRole::activation),
                       optional, variadic);
}

void PortAttr::printBody(llvm::raw_ostream &os) const {
  printPortFields(os, getPortFields(*this));
}

void PortAttr::printBody(AsmPrinter &printer) const {
  printBody(printer.getStream());
}

Attribute PortAttr::parse(AsmParser &parser, Type) {
  if (parser.parseLess())
    return {};
  PortAttr port = parseBody(parser);
  if (!port || parser.parseGreater())
    return {};
  return port;
}

void PortAttr::print(AsmPrinter &printer) const {
  printer << "<";
  printBody(printer);
  printer << ">";
}

LogicalResult
mlir::quantkit::verifyPort(PortAttr port,
                           function_ref<InFlightDiagnostic()> emitError) {
  if (std::optional<std::string> problem = checkPortFields(getPortFields(port)))
    return emitError() << *problem;
  return success();
}

//===----------------------------------------------------------------------===//
// TargetOp
//===----------------------------------------------------------------------===//

void TargetOp::build(OpBuilder &builder, OperationState &state, StringRef name,
                     PortAttr defaultPort) {
  state.addAttribute(getSymNameAttrName(state.name),
                     builder.getStringAttr(name));
  if (defaultPort)
    state.addAttribute(getDefaultPortAttrName(state.name), defaultPort);
  state.addRegion()->emplaceBlock();
}

StringRef TargetOp::getDefaultDialect() {
  return QuantKitDialect::getDialectNamespace();
}

ParseResult TargetOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr name;
  if (parser.parseSymbolName(name, getSymNameAttrName(result.name),
                             result.attributes))
    return failure();
  if (succeeded(parser.parseOptionalKeyword("default"))) {
    if (parser.parseLParen())
      return failure();
    PortAttr port = PortAttr::parseBody(parser);
    if (!port || parser.parseRParen())
      return failure();
    result.addAttribute(getDefaultPortAttrName(result.name), port);
  }
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, /*arguments=*/{}))
    return failure();
  if (body->empty())
    body->emplaceBlock();
  return success();
}

void TargetOp::print(OpAsmPrinter &printer) {
  printer << " ";
  printer.printSymbolName(getSymName());
  if (PortAttr port = getDefaultPortAttr()) {
    printer << " default(";
    port.printBody(printer);
    printer << ")";
  }
  printer.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(), {getSymNameAttrName(), getDefaultPortAttrName()});
  printer << " ";
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/false,
                      /*printEmptyBlock=*/false);
}

LogicalResult TargetOp::verifyRegions() {
  // target_c3
  if (PortAttr port = getDefaultPortAttr()) {
    auto emit = [&]() { return emitOpError() << "default port: "; };
    if (port.isWildcard())
      return emit() << "must name a storage type, not '*'";
    if (port.getRole() != PortRole::activation || port.getOptional() ||
        port.getVariadic())
      return emit() << "carries no role, 'optional' or 'variadic'";
    if (failed(verifyPort(port, emit)))
      return failure();
  }

  using Key = std::tuple<StringAttr, ArrayAttr, ArrayAttr>;
  llvm::DenseMap<Key, KernelOp> seen;
  for (Operation &op : getBody().front()) {
    // target_c1
    auto kernel = dyn_cast<KernelOp>(op);
    if (!kernel)
      return op.emitOpError()
             << "cannot appear in 'quantkit.target', whose body holds only "
                "'quantkit.kernel' ops";
    // target_c2: a second kernel with the same key could never be selected.
    Key key{kernel.getLogicalKernelAttr(), kernel.getInputs(),
            kernel.getOutputs()};
    auto [it, inserted] = seen.try_emplace(key, kernel);
    if (!inserted) {
      InFlightDiagnostic diag = kernel.emitOpError()
                                << "duplicate kernel key: target '"
                                << getSymName() << "' already has a kernel '"
                                << kernel.getLogicalKernel()
                                << "' with these ports";
      diag.attachNote(it->second.getLoc()) << "first defined here";
      return diag;
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// KernelOp
//===----------------------------------------------------------------------===//

namespace {

constexpr llvm::StringLiteral kShorthandNames[] = {
    "free",
    "same_scale",
    "fixed_scale",
    "multiplier_scale",
    "multiplier_accumulator_scale",
    "custom",
};

ParseResult parsePortList(OpAsmParser &parser, StringRef keyword,
                          SmallVectorImpl<Attribute> &ports) {
  if (parser.parseKeyword(keyword))
    return failure();
  return parser.parseCommaSeparatedList(
      OpAsmParser::Delimiter::Paren, [&]() -> ParseResult {
        PortAttr port = PortAttr::parseBody(parser);
        if (!port)
          return failure();
        ports.push_back(port);
        return success();
      });
}

void printPortList(OpAsmPrinter &printer, StringRef keyword, ArrayAttr ports) {
  printer << " " << keyword << "(";
  llvm::interleaveComma(ports, printer, [&](Attribute port) {
    cast<PortAttr>(port).printBody(printer);
  });
  printer << ")";
}

/// The number of ports a list accepts: [required, maximum], where the
/// maximum is nullopt for a variadic list.
std::pair<unsigned, std::optional<unsigned>> portCountRange(ArrayAttr ports) {
  unsigned required = 0;
  bool variadic = false;
  for (Attribute attr : ports) {
    auto port = cast<PortAttr>(attr);
    if (!port.getOptional())
      ++required;
    variadic |= port.getVariadic();
  }
  if (variadic)
    return {required, std::nullopt};
  return {required, static_cast<unsigned>(ports.size())};
}

std::string describeCount(unsigned min, std::optional<unsigned> max) {
  if (!max)
    return (Twine(min) + " or more").str();
  if (*max == min)
    return Twine(min).str();
  return (Twine(min) + " to " + Twine(*max)).str();
}

/// Port counts of the kernels the built-in targets name (kernel_c7).
struct SpecArity {
  llvm::StringLiteral name;
  unsigned minInputs;
  std::optional<unsigned> maxInputs;
};

constexpr unsigned kAnyCount = std::numeric_limits<unsigned>::max();

std::optional<SpecArity> lookupSpecArity(StringRef name) {
  static const struct {
    llvm::StringLiteral name;
    unsigned minInputs, maxInputs;
  } table[] = {
      {"conv2d", 2, 3},
      {"depthwise_conv2d", 2, 3},
      {"matmul", 2, 3},
      {"add", 2, 2},
      {"mul", 2, 2},
      {"max_pool2d", 1, kAnyCount},
      {"avg_pool2d", 1, kAnyCount},
      {"reshape", 1, kAnyCount},
      {"transpose", 1, kAnyCount},
      {"concat", 1, kAnyCount},
      {"logistic", 1, 1},
      {"softmax", 1, 1},
      {"tanh", 1, 1},
      {"hard_swish", 1, 1},
      {"gelu", 1, 1},
  };
  for (const auto &entry : table) {
    if (entry.name != name)
      continue;
    std::optional<unsigned> maxInputs;
    if (entry.maxInputs != kAnyCount)
      maxInputs = entry.maxInputs;
    return SpecArity{entry.name, entry.minInputs, maxInputs};
  }
  return std::nullopt;
}

/// True when [min, max] lies inside [outerMin, outerMax] (nullopt: no bound).
bool countRangeWithin(unsigned min, std::optional<unsigned> max,
                      unsigned outerMin, std::optional<unsigned> outerMax) {
  if (min < outerMin)
    return false;
  if (!outerMax)
    return true;
  return max && *max <= *outerMax;
}

} // namespace

ArrayRef<llvm::StringLiteral> KernelOp::getShorthandNames() {
  return kShorthandNames;
}

SmallVector<PortAttr> KernelOp::getInputPorts() {
  return llvm::to_vector(getInputs().getAsRange<PortAttr>());
}

SmallVector<PortAttr> KernelOp::getOutputPorts() {
  return llvm::to_vector(getOutputs().getAsRange<PortAttr>());
}

ParseResult KernelOp::parse(OpAsmParser &parser, OperationState &result) {
  Builder &builder = parser.getBuilder();
  std::string name;
  SmallVector<Attribute> inputs, outputs;
  if (parser.parseString(&name) || parsePortList(parser, "ins", inputs) ||
      parsePortList(parser, "outs", outputs) ||
      parser.parseKeyword("constraint"))
    return failure();
  // Any identifier parses; the verifier names unknown shorthands (kernel_c2)
  // so that the generic form gets the same diagnostic.
  StringRef constraint;
  if (parser.parseKeyword(&constraint))
    return failure();
  OperationName opName = result.name;
  result.addAttribute(getLogicalKernelAttrName(opName),
                      builder.getStringAttr(name));
  result.addAttribute(getInputsAttrName(opName), builder.getArrayAttr(inputs));
  result.addAttribute(getOutputsAttrName(opName),
                      builder.getArrayAttr(outputs));
  result.addAttribute(getConstraintAttrName(opName),
                      builder.getStringAttr(constraint));
  if (succeeded(parser.parseOptionalLParen())) {
    if (constraint == "custom") {
      std::string function;
      if (parser.parseString(&function))
        return failure();
      result.addAttribute(getFunctionAttrName(opName),
                          builder.getStringAttr(function));
    } else {
      double scale;
      int64_t zeroPoint;
      if (parser.parseFloat(scale) || parser.parseComma() ||
          parser.parseInteger(zeroPoint))
        return failure();
      result.addAttribute(getScaleAttrName(opName),
                          builder.getF64FloatAttr(scale));
      result.addAttribute(getZeroPointAttrName(opName),
                          builder.getI64IntegerAttr(zeroPoint));
    }
    if (parser.parseRParen())
      return failure();
  }
  return parser.parseOptionalAttrDict(result.attributes);
}

void KernelOp::print(OpAsmPrinter &printer) {
  printer << " ";
  printer.printString(getLogicalKernel());
  printPortList(printer, "ins", getInputs());
  printPortList(printer, "outs", getOutputs());
  printer << " constraint " << getConstraint();
  SmallVector<StringRef> elided = {getLogicalKernelAttrName(),
                                   getInputsAttrName(), getOutputsAttrName(),
                                   getConstraintAttrName()};
  if (getConstraint() == "custom" && getFunctionAttr()) {
    printer << "(";
    printer.printString(*getFunction());
    printer << ")";
    elided.push_back(getFunctionAttrName());
  } else if (getScaleAttr() && getZeroPointAttr()) {
    printer << "(" << llvm::APFloat(getScaleAttr().getValueAsDouble()) << ", "
            << getZeroPointAttr().getInt() << ")";
    elided.push_back(getScaleAttrName());
    elided.push_back(getZeroPointAttrName());
  }
  printer.printOptionalAttrDict((*this)->getAttrs(), elided);
}

LogicalResult KernelOp::verify() {
  // kernel_c1
  if (getLogicalKernel().empty())
    return emitOpError() << "needs a non-empty 'logical_kernel'";

  // kernel_c2
  StringRef constraint = getConstraint();
  if (!llvm::is_contained(kShorthandNames, constraint)) {
    InFlightDiagnostic diag = emitOpError()
                              << "unknown shorthand '" << constraint
                              << "'; expected one of ";
    llvm::interleaveComma(kShorthandNames, diag);
    return diag;
  }

  // kernel_c4, kernel_c5, kernel_c8
  auto verifyList = [&](ArrayAttr ports, StringRef kind) -> LogicalResult {
    bool sawOptional = false;
    for (auto [index, attr] : llvm::enumerate(ports)) {
      auto port = cast<PortAttr>(attr);
      auto emit = [&, index = index]() {
        return emitOpError() << kind << " #" << index << " of kernel '"
                             << getLogicalKernel() << "': ";
      };
      if (failed(verifyPort(port, emit)))
        return failure();
      if (sawOptional && !port.getOptional())
        return emit() << "follows an optional port, so it must be optional "
                         "too (only trailing ports are optional)";
      sawOptional |= port.getOptional();
      if (port.getVariadic() && index + 1 != ports.size())
        return emit() << "is variadic but not the last " << kind;
    }
    return success();
  };
  if (failed(verifyList(getInputs(), "input")) ||
      failed(verifyList(getOutputs(), "output")))
    return failure();

  SmallVector<PortAttr> inputs = getInputPorts();
  SmallVector<PortAttr> outputs = getOutputPorts();

  // kernel_c3
  bool isFixed = constraint == "fixed_scale";
  bool isCustom = constraint == "custom";
  if (isFixed) {
    if (!getScaleAttr() || !getZeroPointAttr())
      return emitOpError() << "'fixed_scale' needs a scale and a zero point: "
                              "fixed_scale(scale, zero_point)";
    double scale = getScaleAttr().getValueAsDouble();
    if (!std::isfinite(scale) || scale <= 0.0)
      return emitOpError() << "'fixed_scale' needs a positive finite scale, "
                              "got "
                           << scale;
    int64_t zeroPoint = getZeroPointAttr().getInt();
    for (auto [index, port] : llvm::enumerate(outputs)) {
      if (port.isWildcard())
        continue;
      if (zeroPoint < port.getStorageMin() || zeroPoint > port.getStorageMax())
        return emitOpError()
               << "'fixed_scale' zero point " << zeroPoint
               << " lies outside output #" << index << "'s storage range ["
               << port.getStorageMin() << ", " << port.getStorageMax() << "]";
      if (port.getSymmetric() && zeroPoint != 0)
        return emitOpError() << "'fixed_scale' zero point " << zeroPoint
                             << " on symmetric output #" << index
                             << ", whose zero point is 0";
    }
  } else if (getScaleAttr() || getZeroPointAttr()) {
    return emitOpError() << "'" << constraint
                         << "' takes no scale or zero point";
  }
  if (isCustom) {
    if (!getFunctionAttr() || getFunctionAttr().getValue().empty())
      return emitOpError() << "'custom' needs the name of a constraint "
                              "function registered from C++: custom(\"name\")";
  } else if (getFunctionAttr()) {
    return emitOpError() << "'" << constraint
                         << "' takes no function name; only 'custom' does";
  }

  // kernel_c7
  if (std::optional<SpecArity> arity = lookupSpecArity(getLogicalKernel())) {
    auto [minIn, maxIn] = portCountRange(getInputs());
    auto [minOut, maxOut] = portCountRange(getOutputs());
    if (!countRangeWithin(minIn, maxIn, arity->minInputs, arity->maxInputs))
      return emitOpError() << "port count mismatch: kernel '"
                           << getLogicalKernel() << "' takes "
                           << describeCount(arity->minInputs, arity->maxInputs)
                           << (arity->maxInputs == 1u ? " input" : " inputs")
                           << ", but these ports accept "
                           << describeCount(minIn, maxIn) << " (kernel_c7)";
    if (!countRangeWithin(minOut, maxOut, 1, 1))
      return emitOpError() << "port count mismatch: kernel '"
                           << getLogicalKernel()
                           << "' has 1 output, but these ports accept "
                           << describeCount(minOut, maxOut) << " (kernel_c7)";
  }
  // kernel_c6
  auto isAccumulator = [](PortAttr port) {
    return port.getRole() == PortRole::accumulator;
  };
  if ((isFixed || constraint == "multiplier_scale") && outputs.empty())
    return emitOpError() << "port count mismatch: '" << constraint
                         << "' constrains outputs, but the kernel has none";
  if (constraint == "multiplier_scale" && llvm::all_of(inputs, isAccumulator))
    return emitOpError() << "port count mismatch: 'multiplier_scale' "
                            "multiplies input scales, but the kernel has no "
                            "non-accumulator input";
  if (constraint == "multiplier_accumulator_scale") {
    if (llvm::none_of(inputs, isAccumulator) &&
        llvm::none_of(outputs, isAccumulator))
      return emitOpError()
             << "port count mismatch: 'multiplier_accumulator_scale' needs a "
                "port with role 'accumulator'";
    if (llvm::all_of(inputs, isAccumulator))
      return emitOpError()
             << "port count mismatch: 'multiplier_accumulator_scale' needs "
                "non-accumulator inputs whose scales it multiplies";
  }

  return success();
}

#define GET_OP_CLASSES
#include "dialect/QuantKitTargetOps.cpp.inc"
