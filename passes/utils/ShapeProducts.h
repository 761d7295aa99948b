//===- ShapeProducts.h - Shape-size products without overflow -*- C++ -*-===//
//
// Valid IR may have types of more than 2^63 elements (`tensor<2147483647x
// 2147483647x4xf32>` is a few bytes of text); a product of their sizes in
// int64_t is undefined behaviour. Passes that only compare such a product
// with a threshold take it saturated.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_UTILS_SHAPEPRODUCTS_H
#define QUANTKIT_PASSES_UTILS_SHAPEPRODUCTS_H

#include "llvm/Support/MathExtras.h"

#include <cstdint>
#include <limits>

namespace mlir::quantkit {

/// `product * size`, or INT64_MAX where that overflows (sizes are not
/// negative).
inline int64_t saturatingMultiply(int64_t product, int64_t size) {
  int64_t result;
  if (llvm::MulOverflow(product, size, result))
    return std::numeric_limits<int64_t>::max();
  return result;
}

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_UTILS_SHAPEPRODUCTS_H
