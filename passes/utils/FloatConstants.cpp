//===- FloatConstants.cpp - Reading float constants of any storage --------===//

#include "passes/utils/FloatConstants.h"

#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;

DenseFPElementsAttr quantkit::readFloatConstant(Value value) {
  Attribute attr;
  if (!value || !matchPattern(value, m_Constant(&attr)))
    return {};
  if (auto dense = dyn_cast<DenseFPElementsAttr>(attr))
    return dense;
  auto resource = dyn_cast<DenseF32ResourceElementsAttr>(attr);
  if (!resource)
    return {};
  std::optional<ArrayRef<float>> values = resource.tryGetAsArrayRef();
  if (!values ||
      static_cast<int64_t>(values->size()) != resource.getNumElements())
    return {};
  return cast<DenseFPElementsAttr>(
      DenseElementsAttr::get(resource.getType(), *values));
}
