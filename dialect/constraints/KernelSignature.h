//===- KernelSignature.h - Kernel keys and look-up queries ------*- C++ -*-===//
//
// The key half of a target's kernels: a kernel is keyed by
// `<logical_kernel name, signature>`, where the signature gives per port a
// storage type with optional bounds (or a wildcard), whether the port is
// symmetric and whether it is quantized per axis. A look-up key may be
// partial: ports may be left unspecified or only ask for a minimum width.
//
// Everything here is plain data, independent of any MLIRContext, so targets
// can be registered once and shared by every context and thread.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_DIALECT_CONSTRAINTS_KERNELSIGNATURE_H
#define QUANTKIT_DIALECT_CONSTRAINTS_KERNELSIGNATURE_H

#include "dialect/QuantKitDialect.h"
#include "dialect/QuantKitTargetOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace mlir::quantkit {

/// What a kernel accepts on one port: the fields of `#quantkit.port`
/// (dialect/QuantKitTargetOps.h documents each), with the operations the
/// constraint library needs.
///
/// The storage is an integer of `width` bits with bounds
/// [`storageMin`, `storageMax`] (upstream `!quant.any<i8<-127:127>>`
/// expresses the same), or a wildcard (`width == 0`) that takes the target's
/// default port where a look-up leaves it unspecified. The textual form is
/// the `#quantkit.port` syntax: `i8<-127:127> symmetric per_axis(0) weight`.
struct PortSignature : PortFields {
  /// A wildcard port (`*`).
  static PortSignature wildcard();
  /// An `iN` / `uN` port over the full range of the storage type.
  static PortSignature integer(unsigned width, bool isSigned = true);
  /// An `iN` / `uN` port with explicit storage bounds.
  static PortSignature integer(unsigned width, bool isSigned,
                               int64_t storageMin, int64_t storageMax);

  /// Copies with one property changed, for building signatures in C++:
  /// `PortSignature::integer(8, true, -127, 127).withSymmetric().withAxis(0)`.
  PortSignature withSymmetric(bool value = true) const;
  PortSignature withAxis(int64_t dimension) const;
  PortSignature withRole(PortRole value) const;
  PortSignature asOptional() const;
  PortSignature asVariadic() const;

  bool isWildcard() const { return width == 0; }
  bool isPerAxis() const { return axis.has_value(); }
  bool isAccumulator() const { return role == PortRole::accumulator; }

  /// The full range of an integer type of `width` bits, or nullopt where it
  /// does not fit int64_t or the width is not 1 to 64.
  static std::optional<std::pair<int64_t, int64_t>> getFullRange(unsigned width,
                                                                 bool isSigned);
  /// True when the bounds are the full range of the storage type.
  bool hasFullRange() const;

  /// The per-axis dimension for a tensor of `rank` dimensions, or failure
  /// when the axis is absent or out of range.
  FailureOr<int64_t> resolveAxis(int64_t rank) const;

  /// The storage type as upstream's quantized types hold it (signless
  /// integer) and the matching `quant::QuantizationFlags`.
  IntegerType getStorageType(MLIRContext *context) const;
  unsigned getQuantizationFlags() const;

  /// Checks `kernel_c4`: 1 to 64 bits (63 unsigned), min < max inside the
  /// storage type, 0 inside the bounds of a symmetric port, no flags but
  /// `optional`/`variadic` on a wildcard; and `kernel_c8`: at most 32 bits
  /// (upstream's `!quant` parser limit) except an i64 accumulator.
  LogicalResult verify(std::string *errorMessage = nullptr) const;

  /// The port as an attribute and back.
  PortAttr toAttr(MLIRContext *context) const;
  static PortSignature fromAttr(PortAttr attr);
  /// The storage of a quantized type (`!quant.any<i8<-127:127>>`, ...).
  static PortSignature fromQuantizedType(quant::QuantizedType type);

  /// Equal ports; `sameStorageAndFlags` ignores `optional` and `variadic`.
  bool operator==(const PortSignature &other) const;
  bool operator!=(const PortSignature &other) const {
    return !(*this == other);
  }
  bool sameStorageAndFlags(const PortSignature &other) const;

  /// The `#quantkit.port` body syntax.
  void print(llvm::raw_ostream &os) const;
  std::string str() const;
};

/// The ports of a kernel: one list of inputs, one of outputs.
struct KernelSignature {
  SmallVector<PortSignature> inputs;
  SmallVector<PortSignature> outputs;

  /// How many ports of a list a region may have: [minimum, maximum], with
  /// no maximum (nullopt) when the last port is variadic.
  static unsigned getMinCount(ArrayRef<PortSignature> ports);
  static std::optional<unsigned> getMaxCount(ArrayRef<PortSignature> ports);
  static bool acceptsCount(ArrayRef<PortSignature> ports, unsigned count);
  /// The signature of port `index` of a region: a variadic last port
  /// stands for every port from its position on.
  static const PortSignature &getPort(ArrayRef<PortSignature> ports,
                                      unsigned index);

  /// Checks every port (`kernel_c4`, `kernel_c8`) and the list shapes
  /// (`kernel_c5`): only trailing ports are optional, only the last is
  /// variadic.
  LogicalResult verify(std::string *errorMessage = nullptr) const;

  bool operator==(const KernelSignature &other) const {
    return inputs == other.inputs && outputs == other.outputs;
  }
  bool operator!=(const KernelSignature &other) const {
    return !(*this == other);
  }

  /// `ins(i8, i8 symmetric) outs(i8)`.
  void print(llvm::raw_ostream &os) const;
  std::string str() const;
};

/// One port of a look-up key. A default-constructed query leaves the port
/// unspecified: the matched kernel's signature decides.
struct PortQuery {
  /// The kernel's port must store at least this many bits (0: any width).
  /// `!quant.any<i16:f32>` on a region port asks for 16.
  unsigned minBits = 0;
  /// A kernel whose port stores at least this many bits is preferred: a
  /// look-up first tries every preference as a requirement and, if no kernel
  /// meets them all, looks up without them. A `!quant.uniform` spec fixed by
  /// the model prefers its own storage width, so a 16-bit QAT port selects a
  /// 16-bit variant where the target has one and is rescaled where not.
  unsigned preferredBits = 0;
  /// When set, the kernel's port must have exactly this storage and flags
  /// (`optional` and `variadic` aside).
  std::optional<PortSignature> exact;

  static PortQuery unspecified() { return {}; }
  static PortQuery atLeast(unsigned bits);
  static PortQuery exactly(PortSignature port);
  /// The query a region spec implies: `!quant.any<iN...>` asks for at least
  /// N bits; `!quant.uniform` with N-bit storage prefers at least N bits;
  /// every other spec (float, calibrated, `none`) leaves the port
  /// unspecified.
  static PortQuery fromSpec(Type spec);

  bool isSpecified() const {
    return minBits != 0 || preferredBits != 0 || exact.has_value();
  }
};

/// A look-up key: the `logical_kernel` name and one query per port of the
/// region. The numbers of ports must be ones the kernel accepts.
struct KernelQuery {
  std::string name;
  SmallVector<PortQuery> inputs;
  SmallVector<PortQuery> outputs;

  /// A key with `numInputs` / `numOutputs` unspecified ports.
  static KernelQuery get(StringRef name, unsigned numInputs,
                         unsigned numOutputs);
  /// The key of a region from its specs (`input_specs`, `output_specs`),
  /// with PortQuery::fromSpec on each port.
  static KernelQuery fromSpecs(StringRef name, ArrayRef<Type> inputSpecs,
                               ArrayRef<Type> outputSpecs);
};

} // namespace mlir::quantkit

#endif // QUANTKIT_DIALECT_CONSTRAINTS_KERNELSIGNATURE_H
