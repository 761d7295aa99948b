//===- LoweringUtils.h - Shared pieces of quantkit-lower --------*- C++ -*-===//
//
// Parameter extraction, the storage type converter and `linalg.generic`
// builders shared by the patterns of LowerQuantKit.cpp and
// LowerContractions.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_LOWERING_LOWERINGUTILS_H
#define QUANTKIT_PASSES_LOWERING_LOWERINGUTILS_H

#include "passes/utils/Requantize.h"
#include "passes/utils/UniformParams.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Transforms/DialectConversion.h"

#include <optional>

namespace mlir::quantkit {

/// How `quant.qcast` rounds `x / scale` to an integer.
enum class QuantizeRounding { HalfEven, HalfAway };

/// Options of the lowering patterns (the `quantkit-lower` pass options).
struct LoweringOptions {
  /// Scheme for ops that carry no `rounding` attribute.
  Rounding rounding = Rounding::gemmlowp;
  /// Zero-point correction after accumulation (true) or inside the loop.
  bool postZeroPointCorrection = true;
  QuantizeRounding quantizeRounding = QuantizeRounding::HalfEven;
};

/// Converts quantized types to their storage types (element types of shaped
/// types included); every other type is kept.
class StorageTypeConverter : public TypeConverter {
public:
  StorageTypeConverter();
};

/// True when `type` mentions a `!quant` type anywhere.
bool containsQuantizedType(Type type);

/// Real multipliers turned into the per-channel (or single) operands of
/// ScalarEmitter::scale, with their range checked for the chosen scheme.
class Requantization {
public:
  /// Fails with a located error at `op` when a multiplier cannot be applied
  /// exactly under `scheme` with an accumulator of `accWidth` bits.
  static FailureOr<Requantization> get(Operation *op,
                                       ArrayRef<double> realMultipliers,
                                       Rounding scheme, unsigned accWidth);

  /// For a 64-bit accumulator known to satisfy |acc| <= `accBound`: drops
  /// the low zero bits all multipliers share and keeps the intermediates in
  /// 64 bits where droppableMultiplierBits proves that exact; otherwise
  /// nothing changes (128-bit intermediates).
  void boundWideAccumulator(uint64_t accBound);

  bool isPerChannel() const { return fixed.size() > 1; }
  /// The 1-D constant tables (multiplier, exponent, f32 multiplier) to feed
  /// a `linalg.generic` when per channel; empty otherwise.
  SmallVector<Value> tables(OpBuilder &b, Location loc) const;
  /// The scalar operands: constants, or `tableArgs` (the block arguments
  /// matching tables()).
  ScaleOperands operands(ScalarEmitter &e, ValueRange tableArgs) const;

  static constexpr unsigned kNumTables = 3;

private:
  SmallVector<FixedPointMultiplier> fixed;
  SmallVector<float> real;
  Rounding scheme = Rounding::gemmlowp;
  unsigned droppedBits = 0;
  bool wideFits64 = false;
};

/// Ranked-tensor shape helpers.
Value emptyLike(OpBuilder &b, Location loc, Value shapeSource, Type element);
/// A rank-1 constant of `element` holding `values` (signed values, or
/// unsigned storage values as their signless bit patterns).
Value constantTable(OpBuilder &b, Location loc, ArrayRef<int64_t> values,
                    Type element);
Value constantFloatTable(OpBuilder &b, Location loc, ArrayRef<double> values,
                         FloatType element);

/// Body of an elementwise generic: full-shape inputs first, then channel
/// tables, as scalars; returns the result scalar.
using ElementwiseBody =
    llvm::function_ref<Value(ScalarEmitter &, ValueRange inputs,
                             ValueRange tables)>;

/// An all-parallel `linalg.generic` over the shape of `inputs[0]` producing
/// one tensor of `resultElement`. `tables` are 1-D and indexed by `axis`.
Value buildElementwise(OpBuilder &b, Location loc, ValueRange inputs,
                       ValueRange tables, std::optional<int64_t> axis,
                       Type resultElement, ElementwiseBody body);

/// Reinterprets unsigned storage as signed by flipping the sign bit; the zero
/// point and range move down by 2^(width-1). Signed storage passes through.
Value toSignedStorage(OpBuilder &b, Location loc, Value storage,
                      UniformParams &params);

/// Pads the spatial dimensions (1 and 2) of an NHWC tensor by `padding`
/// (`[top, bottom, left, right]`) with `value`.
Value padSpatialWith(OpBuilder &b, Location loc, Value input,
                     ArrayRef<int64_t> padding, TypedAttr value);

/// Every lowering pattern of `quantkit-lower` (ops only; function
/// signatures and structural ops are the pass's business).
void populateQuantKitLoweringPatterns(RewritePatternSet &patterns,
                                      const TypeConverter &converter,
                                      const LoweringOptions &options);

/// Patterns of LowerContractions.cpp (matmul, conv2d, depthwise_conv2d).
void populateContractionLoweringPatterns(RewritePatternSet &patterns,
                                         const TypeConverter &converter,
                                         const LoweringOptions &options);

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_LOWERING_LOWERINGUTILS_H
