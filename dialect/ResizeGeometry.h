//===- ResizeGeometry.h - TOSA RESIZE's integer geometry --------*- C++ -*-===//
//
// quantkit.resize takes TOSA RESIZE's geometry: `scale = [ny, dy, nx, dx]`,
// `offset`, `border` and the input's H and W determine the output's. Its
// verifier (resize_c2, resize_c3) and quantkit-import-tosa, which leaves a
// tosa.resize outside these rules as TOSA, check them with one function.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_DIALECT_RESIZEGEOMETRY_H
#define QUANTKIT_DIALECT_RESIZEGEOMETRY_H

#include "mlir/Support/LLVM.h"

#include <string>

namespace mlir::quantkit {

/// Why `scale` (four positive entries), `offset` and `border` (two each)
/// are not a resize of an NHWC input of shape `input` under resize_c2
/// (TOSA's level limits) and resize_c3 (static, positive H and W, an exact
/// output size), or empty; then `result` holds the output shape
/// `[N, Ho, Wo, C]`.
std::string resizeGeometryError(ArrayRef<int64_t> scale,
                                ArrayRef<int64_t> offset,
                                ArrayRef<int64_t> border,
                                ArrayRef<int64_t> input,
                                SmallVectorImpl<int64_t> &result);

} // namespace mlir::quantkit

#endif // QUANTKIT_DIALECT_RESIZEGEOMETRY_H
