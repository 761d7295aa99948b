//===- ResizeGeometry.cpp - TOSA RESIZE's integer geometry ----------------===//

#include "dialect/ResizeGeometry.h"

#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

std::string quantkit::resizeGeometryError(ArrayRef<int64_t> scale,
                                          ArrayRef<int64_t> offset,
                                          ArrayRef<int64_t> border,
                                          ArrayRef<int64_t> input,
                                          SmallVectorImpl<int64_t> &result) {
  // resize_c2
  constexpr int64_t kMaxNumerator = 2048;
  for (int axis = 0; axis < 2; ++axis) {
    StringRef dim = axis == 0 ? "y" : "x";
    int64_t n = scale[2 * axis], d = scale[2 * axis + 1];
    int64_t o = offset[axis], b = border[axis];
    if (n > kMaxNumerator)
      return llvm::formatv("scale numerator along {0} is {1}, more than {2}",
                           dim, n, kMaxNumerator);
    if (d >= 16 * n)
      return llvm::formatv("scale along {0} is {1}/{2}: the denominator must "
                           "be less than 16 times the numerator",
                           dim, n, d);
    if (o < -n || o >= 16 * n)
      return llvm::formatv("offset along {0} is {1}, outside [{2}, {3})", dim,
                           o, -n, 16 * n);
    if (b < -16 * n || b >= n)
      return llvm::formatv("border along {0} is {1}, outside [{2}, {3})", dim,
                           b, -16 * n, n);
  }
  // resize_c3
  result.assign({input[0], 0, 0, input[3]});
  for (int axis = 0; axis < 2; ++axis) {
    StringRef dim = axis == 0 ? "H" : "W";
    int64_t size = input[1 + axis];
    if (ShapedType::isDynamic(size) || size < 1)
      return llvm::formatv(
          "input {0} must be static and positive, got {1}", dim,
          ShapedType::isDynamic(size) ? "?" : std::to_string(size));
    int64_t n = scale[2 * axis], d = scale[2 * axis + 1];
    // |(size - 1) * n| < 2^63 / 2^12 keeps every product below in range.
    if (size > (int64_t(1) << 40))
      return llvm::formatv("input {0} of {1} is too large", dim, size);
    int64_t span = (size - 1) * n - offset[axis] + border[axis];
    if (span < 0 || span % d != 0)
      return llvm::formatv("({0} - 1) * {1} - offset + border = {2} must be a "
                           "non-negative multiple of {3}",
                           dim, n, span, d);
    result[1 + axis] = span / d + 1;
  }
  return {};
}
