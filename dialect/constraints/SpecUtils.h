//===- SpecUtils.h - Port specs and their parameters ------------*- C++ -*-===//
//
// Utilities on the specs of `quantkit.region` ports
// (dialect/Reference.md#specs): what state a spec is in, whether a resolved
// spec fits a kernel port, and how calibration statistics or constant data
// become `!quant.uniform` at the storage a port signature gives
// (dialect/Reference.md#statistics-and-constants-to-parameters). Constraint
// functions and the propagation pass share them.
//
// Fallible functions return failure and, when `reason` is given, store why;
// they emit no diagnostics, so they are safe in any thread and the caller
// reports at the location it knows.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_DIALECT_CONSTRAINTS_SPECUTILS_H
#define QUANTKIT_DIALECT_CONSTRAINTS_SPECUTILS_H

#include "dialect/constraints/KernelSignature.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinAttributeInterfaces.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

#include <string>

namespace mlir::quantkit {

/// The state of a port spec.
enum class SpecKind {
  /// The port's float type: no parameters yet.
  Undecided,
  /// `!quant.any<...>`: no parameters yet, at least this storage.
  AtLeast,
  /// `!quant.calibrated<...>`: statistics to derive parameters from.
  Calibrated,
  /// `!quant.uniform<...>`, per tensor or per axis: parameters fixed.
  Uniform,
  /// `none`: the port stays floating point.
  KeepFloat,
  /// Anything else (not a valid spec).
  Invalid,
};

namespace detail {
/// classifySpec for types other than the common ones it tests inline.
SpecKind classifyOtherSpec(Type spec);
} // namespace detail

/// Propagation and the constraints classify specs at every port they touch,
/// so the common types are told apart inline by their TypeID (an interface
/// check such as `isa<FloatType>` searches the type's interface map).
inline SpecKind classifySpec(Type spec) {
  if (!spec)
    return SpecKind::Invalid;
  TypeID id = spec.getTypeID();
  if (id == TypeID::get<quant::UniformQuantizedType>() ||
      id == TypeID::get<quant::UniformQuantizedPerAxisType>())
    return SpecKind::Uniform;
  if (id == TypeID::get<Float32Type>())
    return SpecKind::Undecided;
  if (id == TypeID::get<quant::CalibratedQuantizedType>())
    return SpecKind::Calibrated;
  return detail::classifyOtherSpec(spec);
}

/// True for specs a constraint may assign parameters to or read them from:
/// every valid spec but `none`.
inline bool isQuantizableSpec(Type spec) {
  SpecKind kind = classifySpec(spec);
  return kind != SpecKind::KeepFloat && kind != SpecKind::Invalid;
}

/// The float type a spec stands for: the spec itself when it is a float
/// type, the expressed type of a quantized spec; null otherwise.
Type getSpecExpressedType(Type spec);

/// Checks that a `!quant.uniform` spec can sit on a port with signature
/// `port`: the same storage type and signedness, storage bounds inside the
/// port's, zero point 0 where the port is symmetric, per axis only where the
/// port is per axis and then on its axis (resolved with `rank` when known;
/// negative port axes are not compared without it). A per-tensor spec fits a
/// per-axis port (one scale for every channel). A wildcard port accepts
/// every uniform spec.
LogicalResult checkSpecFitsPort(Type spec, const PortSignature &port,
                                std::optional<int64_t> rank = std::nullopt,
                                std::string *reason = nullptr);

/// True when two `!quant.uniform` specs have the same storage, granularity
/// and zero points, and scales within a relative tolerance of 1e-6 (the
/// verifiers' tolerance).
bool specsAgree(Type lhs, Type rhs);

/// Builds `!quant.uniform` at the port's storage after checking what
/// upstream's verifier would (finite positive scales, zero points inside the
/// storage bounds) plus zero point 0 on symmetric ports. Storage wider than
/// upstream's 32-bit limit (the i64 bias of 16x8 kernels) is built with
/// `get`, which upstream's parser cannot read back.
FailureOr<quant::UniformQuantizedType>
makeUniformSpec(const PortSignature &port, Type expressedType, double scale,
                int64_t zeroPoint, std::string *reason = nullptr);
/// makeUniformSpec with the scale and zero point of `like`; gives `like`
/// itself, without building a type, where it already has the port's
/// storage, bounds, flags and expressed type (a same_scale neighbour).
FailureOr<quant::UniformQuantizedType>
makeUniformSpecLike(const PortSignature &port, Type expressedType,
                    quant::UniformQuantizedType like,
                    std::string *reason = nullptr);
FailureOr<quant::UniformQuantizedPerAxisType>
makeUniformPerAxisSpec(const PortSignature &port, Type expressedType,
                       ArrayRef<double> scales, ArrayRef<int64_t> zeroPoints,
                       int32_t axis, std::string *reason = nullptr);

/// The range observed values ask a quantized type to cover: [min, max]
/// widened to hold 0, as calibrators widen statistics before choosing
/// parameters (TFLite, ONNX Runtime). Given [2.6, 3.9], uniformForRange
/// would clamp the zero point to the storage minimum and cover only
/// [0, 1.3], saturating every observed value.
std::pair<double, double> rangeHoldingZero(double min, double max);

/// The range a `!quant.calibrated` type of layer statistics carries:
/// rangeHoldingZero's, and [-1, 1] where that is empty (every observed
/// value 0: a zero bias broadcast at run time, a ReLU that never fired on
/// the calibration inputs). The calibrated type needs min < max; any range
/// holding 0 represents zeros exactly.
std::pair<double, double> calibratedRange(double min, double max);

/// Parameters for the real range [min, max] at the port's storage: on a
/// symmetric port `scale = max(|min|, |max|) / qmax` and zero point 0
/// (scale 1 for an all-zero range); otherwise upstream's
/// `quant::fakeQuantAttrsToType` semantics (scale `(max - min) / (qmax -
/// qmin)`, zero point nudged to an integer and clamped into the storage
/// bounds; scale 1 and zero point qmin for an empty range). Upstream's
/// function is called where it can express the port's storage (8, 16 or 32
/// bits, full or narrow range); other bounds use the same formula here.
FailureOr<quant::UniformQuantizedType>
uniformForRange(const PortSignature &port, Type expressedType, double min,
                double max, std::string *reason = nullptr);

/// The per-axis form of uniformForRange: one range per index of `axis`.
FailureOr<quant::UniformQuantizedPerAxisType>
uniformForRanges(const PortSignature &port, Type expressedType, int32_t axis,
                 ArrayRef<double> mins, ArrayRef<double> maxs,
                 std::string *reason = nullptr);

/// A `!quant.calibrated<f32<min:max>>` spec turned into `!quant.uniform` at
/// the port's storage with uniformForRange. Layer statistics give a
/// per-tensor type even on a per-axis port; per-axis statistics (kept on
/// `quantkit.stats`) go through uniformForRanges.
FailureOr<quant::UniformQuantizedType>
uniformFromCalibrated(quant::CalibratedQuantizedType calibrated,
                      const PortSignature &port, std::string *reason = nullptr);

/// Re-expresses a uniform spec at another port's storage, keeping the real
/// range it covers: `[(qmin - zp) * s, (qmax - zp) * s]` per tensor or per
/// channel, through uniformForRange(s). A per-axis spec on a per-tensor port
/// covers the union of its channels' ranges.
FailureOr<Type> convertUniformToPort(Type uniformSpec,
                                     const PortSignature &port,
                                     std::optional<int64_t> rank,
                                     std::string *reason = nullptr);

/// The spec for float constant `data` feeding a port: on a symmetric port,
/// per channel along the port's axis when it is per axis, `s = max|w| /
/// qmax`, zero point 0, `s = 1` for an all-zero channel; on an asymmetric
/// port, uniformForRange(s) of the data's [min, max] widened to
/// hold 0 (so that no value saturates). Non-finite data fails.
FailureOr<Type> specForConstant(ElementsAttr data, const PortSignature &port,
                                std::string *reason = nullptr);

/// The storage code of `x` under scale `scale` and zero point `zeroPoint`:
/// `clamp(round(x / scale) + zeroPoint, storageMin, storageMax)`, rounding
/// half away from zero. quantizeConstant quantizes every element so, and
/// quantkit-round-weights rounds each weight to its grid so.
int64_t quantizedCode(double x, double scale, int64_t zeroPoint,
                      int64_t storageMin, int64_t storageMax);

/// The storage values of float constant `data` quantized to
/// `quantizedElementType` (per tensor or per axis, each element with its
/// channel's parameters) by upstream's UniformQuantizedValueConverter formula:
/// `clamp(round(x / s) + zp)`, rounding half away from zero as TFLite
/// quantizes weights. The result is a signless integer tensor of the storage
/// width (at most 32 bits); a splat stays a splat when its channels agree.
FailureOr<DenseElementsAttr> quantizeConstant(ElementsAttr data,
                                              Type quantizedElementType,
                                              std::string *reason = nullptr);

} // namespace mlir::quantkit

#endif // QUANTKIT_DIALECT_CONSTRAINTS_SPECUTILS_H
