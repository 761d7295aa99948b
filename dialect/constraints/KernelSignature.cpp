//===- KernelSignature.cpp - Kernel keys and look-up queries --------------===//

#include "dialect/constraints/KernelSignature.h"

#include "dialect/QuantKitTargetOps.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"

using namespace mlir;
using namespace mlir::quantkit;

//===----------------------------------------------------------------------===//
// PortSignature
//===----------------------------------------------------------------------===//

PortSignature PortSignature::wildcard() { return PortSignature(); }

PortSignature PortSignature::integer(unsigned width, bool isSigned) {
  PortSignature port;
  port.width = width;
  port.isSigned = isSigned;
  // An invalid width keeps bounds 0:0, which verify() reports.
  if (auto range = getFullRange(width, isSigned))
    std::tie(port.storageMin, port.storageMax) = *range;
  return port;
}

PortSignature PortSignature::integer(unsigned width, bool isSigned,
                                     int64_t storageMin, int64_t storageMax) {
  PortSignature port = integer(width, isSigned);
  port.storageMin = storageMin;
  port.storageMax = storageMax;
  return port;
}

PortSignature PortSignature::withSymmetric(bool value) const {
  PortSignature port = *this;
  port.symmetric = value;
  return port;
}

PortSignature PortSignature::withAxis(int64_t dimension) const {
  PortSignature port = *this;
  port.axis = dimension;
  return port;
}

PortSignature PortSignature::withRole(PortRole value) const {
  PortSignature port = *this;
  port.role = value;
  return port;
}

PortSignature PortSignature::asOptional() const {
  PortSignature port = *this;
  port.optional = true;
  return port;
}

PortSignature PortSignature::asVariadic() const {
  PortSignature port = *this;
  port.variadic = true;
  return port;
}

std::optional<std::pair<int64_t, int64_t>>
PortSignature::getFullRange(unsigned width, bool isSigned) {
  return getIntegerStorageRange(width, isSigned);
}

bool PortSignature::hasFullRange() const {
  auto range = getFullRange(width, isSigned);
  return range && range->first == storageMin && range->second == storageMax;
}

FailureOr<int64_t> PortSignature::resolveAxis(int64_t rank) const {
  if (!axis)
    return failure();
  int64_t dimension = *axis < 0 ? *axis + rank : *axis;
  if (dimension < 0 || dimension >= rank)
    return failure();
  return dimension;
}

IntegerType PortSignature::getStorageType(MLIRContext *context) const {
  return IntegerType::get(context, width);
}

unsigned PortSignature::getQuantizationFlags() const {
  return isSigned ? quant::QuantizationFlags::Signed : 0;
}

LogicalResult PortSignature::verify(std::string *errorMessage) const {
  if (std::optional<std::string> problem = checkPortFields(*this)) {
    if (errorMessage)
      *errorMessage = *problem;
    return failure();
  }
  return success();
}

PortAttr PortSignature::toAttr(MLIRContext *context) const {
  return getPortAttr(context, *this);
}

PortSignature PortSignature::fromAttr(PortAttr attr) {
  PortSignature port;
  static_cast<PortFields &>(port) = getPortFields(attr);
  return port;
}

PortSignature PortSignature::fromQuantizedType(quant::QuantizedType type) {
  return integer(type.getStorageTypeIntegralWidth(), type.isSigned(),
                 type.getStorageTypeMin(), type.getStorageTypeMax());
}

bool PortSignature::sameStorageAndFlags(const PortSignature &other) const {
  if (isWildcard() || other.isWildcard())
    return isWildcard() == other.isWildcard() && symmetric == other.symmetric &&
           axis == other.axis && role == other.role;
  return width == other.width && isSigned == other.isSigned &&
         storageMin == other.storageMin && storageMax == other.storageMax &&
         symmetric == other.symmetric && axis == other.axis &&
         role == other.role;
}

bool PortSignature::operator==(const PortSignature &other) const {
  return sameStorageAndFlags(other) && optional == other.optional &&
         variadic == other.variadic;
}

void PortSignature::print(llvm::raw_ostream &os) const {
  printPortFields(os, *this);
}

std::string PortSignature::str() const {
  std::string text;
  llvm::raw_string_ostream os(text);
  print(os);
  return text;
}

//===----------------------------------------------------------------------===//
// KernelSignature
//===----------------------------------------------------------------------===//

unsigned KernelSignature::getMinCount(ArrayRef<PortSignature> ports) {
  return llvm::count_if(
      ports, [](const PortSignature &port) { return !port.optional; });
}

std::optional<unsigned>
KernelSignature::getMaxCount(ArrayRef<PortSignature> ports) {
  if (!ports.empty() && ports.back().variadic)
    return std::nullopt;
  return static_cast<unsigned>(ports.size());
}

bool KernelSignature::acceptsCount(ArrayRef<PortSignature> ports,
                                   unsigned count) {
  std::optional<unsigned> max = getMaxCount(ports);
  return count >= getMinCount(ports) && (!max || count <= *max);
}

const PortSignature &KernelSignature::getPort(ArrayRef<PortSignature> ports,
                                              unsigned index) {
  return ports[std::min<size_t>(index, ports.size() - 1)];
}

LogicalResult KernelSignature::verify(std::string *errorMessage) const {
  auto fail = [&](const Twine &message) {
    if (errorMessage)
      *errorMessage = message.str();
    return failure();
  };
  for (auto [kind, ports] :
       {std::make_pair(StringRef("input"), ArrayRef<PortSignature>(inputs)),
        std::make_pair(StringRef("output"),
                       ArrayRef<PortSignature>(outputs))}) {
    bool sawOptional = false;
    for (auto [index, port] : llvm::enumerate(ports)) {
      std::string problem;
      if (failed(port.verify(&problem)))
        return fail(kind + " #" + Twine(index) + ": " + problem);
      // kernel_c5
      if (sawOptional && !port.optional)
        return fail(kind + " #" + Twine(index) +
                    ": follows an optional port, so it must be optional too "
                    "(only trailing ports are optional)");
      sawOptional |= port.optional;
      if (port.variadic && index + 1 != ports.size())
        return fail(kind + " #" + Twine(index) +
                    ": is variadic but not the "
                    "last " +
                    kind);
    }
  }
  return success();
}

void KernelSignature::print(llvm::raw_ostream &os) const {
  auto printList = [&](StringRef keyword, ArrayRef<PortSignature> ports) {
    os << keyword << "(";
    llvm::interleaveComma(ports, os,
                          [&](const PortSignature &port) { port.print(os); });
    os << ")";
  };
  printList("ins", inputs);
  os << " ";
  printList("outs", outputs);
}

std::string KernelSignature::str() const {
  std::string text;
  llvm::raw_string_ostream os(text);
  print(os);
  return text;
}

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

PortQuery PortQuery::atLeast(unsigned bits) {
  PortQuery query;
  query.minBits = bits;
  return query;
}

PortQuery PortQuery::exactly(PortSignature port) {
  PortQuery query;
  query.exact = port;
  return query;
}

PortQuery PortQuery::fromSpec(Type spec) {
  if (auto any = dyn_cast_or_null<quant::AnyQuantizedType>(spec))
    return atLeast(any.getStorageTypeIntegralWidth());
  if (isa_and_nonnull<quant::UniformQuantizedType,
                      quant::UniformQuantizedPerAxisType>(spec)) {
    PortQuery query;
    query.preferredBits =
        cast<quant::QuantizedType>(spec).getStorageTypeIntegralWidth();
    return query;
  }
  return unspecified();
}

KernelQuery KernelQuery::get(StringRef name, unsigned numInputs,
                             unsigned numOutputs) {
  KernelQuery query;
  query.name = name.str();
  query.inputs.resize(numInputs);
  query.outputs.resize(numOutputs);
  return query;
}

KernelQuery KernelQuery::fromSpecs(StringRef name, ArrayRef<Type> inputSpecs,
                                   ArrayRef<Type> outputSpecs) {
  KernelQuery query;
  query.name = name.str();
  for (Type spec : inputSpecs)
    query.inputs.push_back(PortQuery::fromSpec(spec));
  for (Type spec : outputSpecs)
    query.outputs.push_back(PortQuery::fromSpec(spec));
  return query;
}
