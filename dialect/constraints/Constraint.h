//===- Constraint.h - Kernel constraint functions ---------------*- C++ -*-===//
//
// The value half of a target's kernels: a function from the current specs
// of a kernel's ports to updated specs, returning which input and output
// ports it changed, plus the built-in shorthands
// (dialect/Reference.md#constraints).
//
// Specs are MLIR types exactly as on `quantkit.region` ports
// (dialect/Reference.md#specs): the port's float type (undecided),
// `!quant.uniform` (resolved), `!quant.any` (at least this storage),
// `!quant.calibrated` (statistics) and `none` (keep float).
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_DIALECT_CONSTRAINTS_CONSTRAINT_H
#define QUANTKIT_DIALECT_CONSTRAINTS_CONSTRAINT_H

#include "dialect/constraints/KernelSignature.h"
#include "mlir/IR/TypeRange.h"
#include "llvm/ADT/SmallBitVector.h"

#include <functional>
#include <string>

namespace mlir::quantkit {

/// The ports a constraint changed, by index (inputs, outputs), in
/// increasing order.
struct ChangedPorts {
  SmallVector<unsigned> inputs;
  SmallVector<unsigned> outputs;

  bool empty() const { return inputs.empty() && outputs.empty(); }
  /// Adds the ports of `other` (keeping the order and no duplicates).
  void merge(const ChangedPorts &other);
  bool operator==(const ChangedPorts &other) const {
    return inputs == other.inputs && outputs == other.outputs;
  }
};

/// What a constraint function knows about the kernel it runs for: the port
/// signatures of the matched kernel (fitted to the region: variadic ports
/// expanded, wildcards replaced by the target's default), optionally the
/// ports' value types, and which ports the model fixed. It also carries the
/// reason of a failure.
///
/// One context serves one application; it is not shared between threads.
class KernelContext {
public:
  KernelContext(MLIRContext *context, ArrayRef<PortSignature> inputPorts,
                ArrayRef<PortSignature> outputPorts);

  MLIRContext *getContext() const { return context; }
  unsigned getNumInputs() const { return inputPorts.size(); }
  unsigned getNumOutputs() const { return outputPorts.size(); }
  const PortSignature &getInputPort(unsigned index) const {
    return inputPorts[index];
  }
  const PortSignature &getOutputPort(unsigned index) const {
    return outputPorts[index];
  }
  ArrayRef<PortSignature> getInputPorts() const { return inputPorts; }
  ArrayRef<PortSignature> getOutputPorts() const { return outputPorts; }

  /// The types of the region's inputs and results (e.g. `tensor<8x3xf32>`).
  /// Optional: constraints use them to resolve negative axes, to check
  /// channel counts and to find the float type of a port whose spec does not
  /// say it. Empty or null entries mean unknown.
  void setPortTypes(TypeRange inputTypes, TypeRange outputTypes);
  Type getInputType(unsigned index) const;
  Type getOutputType(unsigned index) const;

  /// Marks a port whose spec the model fixed on this region (an explicit
  /// `!quant.uniform` spec). Constraints never change a fixed port and fail
  /// where they would have to. Unfixed uniform specs (set by neighbours) may
  /// be replaced; propagation then inserts a rescale on that edge.
  void setInputFixed(unsigned index, bool fixed = true);
  void setOutputFixed(unsigned index, bool fixed = true);
  bool isInputFixed(unsigned index) const { return fixedInputs.test(index); }
  bool isOutputFixed(unsigned index) const { return fixedOutputs.test(index); }

  /// Records why the constraint cannot be satisfied and returns failure, so
  /// `return context.fail("...")` works in a constraint function.
  LogicalResult fail(const Twine &reason);
  /// The reason given to the last fail(), empty if none.
  StringRef getFailureReason() const { return failureReason; }

private:
  MLIRContext *context;
  SmallVector<PortSignature> inputPorts;
  SmallVector<PortSignature> outputPorts;
  SmallVector<Type> inputTypes;
  SmallVector<Type> outputTypes;
  llvm::SmallBitVector fixedInputs;
  llvm::SmallBitVector fixedOutputs;
  std::string failureReason;
};

/// A constraint function: reads and updates the specs of the kernel's ports
/// in place and returns the ports it changed, or fails through
/// `KernelContext::fail`. It must be deterministic and safe to call from
/// several threads at once (it gets its own context and specs).
using ConstraintFn = std::function<FailureOr<ChangedPorts>(
    KernelContext &context, MutableArrayRef<Type> inputs,
    MutableArrayRef<Type> outputs)>;

/// A kernel's constraint: one of the shorthands target files name, or a
/// function registered from C++ under a name.
///
/// Every shorthand first normalizes the quantizable ports (all but `none`):
/// a `!quant.calibrated` spec becomes `!quant.uniform` at the port's storage
/// (uniformFromCalibrated); a uniform spec that does not fit its port is
/// re-expressed at the port's storage over the same real range
/// (convertUniformToPort), or fails when the port is fixed. Then:
///
/// * `free`: nothing more; ports are independent.
/// * `same_scale`: the reference is the first fixed uniform port, else (on
///   a kernel with several quantizable inputs, `concat`) the first uniform
///   output, else the first uniform port (inputs before outputs); every
///   other quantizable port gets its scale and zero point at its own
///   storage. Fails when fixed ports disagree or the reference is per axis.
/// * `fixed_scale(s, zp)`: every quantizable output gets `s` and `zp`.
/// * `multiplier_scale`: once every quantizable non-accumulator input is
///   uniform, every quantizable output gets the product of their scales
///   (per channel where an input is per axis) and zero point 0.
/// * `multiplier_accumulator_scale`: once every quantizable non-accumulator
///   input is uniform, every accumulator port gets the product of their
///   scales, zero point 0, at its storage (i32, or i64 for 16x8 kernels),
///   per axis on the port's axis where a factor is per axis (the built-in
///   bias ports are `per_axis(0)`, which also accepts per-tensor specs).
///   Fails when per-axis factors disagree in axis or channel count, or when
///   a factor is per axis but the accumulator port is per tensor.
///
/// A constraint leaves undecided ports (float, `!quant.any`) it cannot
/// derive as they are; propagation revisits the kernel when a neighbour
/// resolves them. A fixed port that would have to change is a failure.
class Constraint {
public:
  enum class Kind {
    Free,
    SameScale,
    FixedScale,
    MultiplierScale,
    MultiplierAccumulatorScale,
    Custom,
  };

  static Constraint free();
  static Constraint sameScale();
  static Constraint fixedScale(double scale, int64_t zeroPoint);
  static Constraint multiplierScale();
  static Constraint multiplierAccumulatorScale();
  /// A C++ function; `name` identifies it in target files (`custom("name")`)
  /// and dumps.
  static Constraint custom(StringRef name, ConstraintFn function);

  /// The shorthand for a name of target files (`same_scale`, ...), without
  /// `fixed_scale` (which needs parameters) and `custom`.
  static std::optional<Constraint> getShorthand(StringRef name);

  Kind getKind() const { return kind; }
  /// The shorthand's name, or the custom function's name.
  StringRef getName() const { return name; }
  /// The parameters of `fixed_scale`.
  double getScale() const { return scale; }
  int64_t getZeroPoint() const { return zeroPoint; }

  /// The text form of target files: `same_scale`,
  /// `fixed_scale(0.00390625, -128)`, `custom("name")`.
  std::string str() const;

  /// Runs the constraint on the specs; on failure the specs are unchanged
  /// (also when a custom function changed them before failing or reported
  /// a port that does not exist). Prefer ResolvedKernel::apply, which also
  /// checks the result against the ports and reports every change.
  FailureOr<ChangedPorts> operator()(KernelContext &context,
                                     MutableArrayRef<Type> inputs,
                                     MutableArrayRef<Type> outputs) const;

  /// Same kind and parameters (custom: same name).
  bool operator==(const Constraint &other) const;

private:
  Constraint(Kind kind, StringRef name) : kind(kind), name(name.str()) {}

  Kind kind;
  std::string name;
  double scale = 0.0;
  int64_t zeroPoint = 0;
  ConstraintFn function;
};

/// The shorthands as ConstraintFns, for custom functions that build on them
/// (e.g. a same_scale followed by a target-specific adjustment).
FailureOr<ChangedPorts> applyFree(KernelContext &context,
                                  MutableArrayRef<Type> inputs,
                                  MutableArrayRef<Type> outputs);
FailureOr<ChangedPorts> applySameScale(KernelContext &context,
                                       MutableArrayRef<Type> inputs,
                                       MutableArrayRef<Type> outputs);
FailureOr<ChangedPorts> applyFixedScale(KernelContext &context,
                                        MutableArrayRef<Type> inputs,
                                        MutableArrayRef<Type> outputs,
                                        double scale, int64_t zeroPoint);
FailureOr<ChangedPorts> applyMultiplierScale(KernelContext &context,
                                             MutableArrayRef<Type> inputs,
                                             MutableArrayRef<Type> outputs);
FailureOr<ChangedPorts>
applyMultiplierAccumulatorScale(KernelContext &context,
                                MutableArrayRef<Type> inputs,
                                MutableArrayRef<Type> outputs);

/// The ports whose spec differs between `before` and `after`.
ChangedPorts diffPorts(ArrayRef<Type> inputsBefore, ArrayRef<Type> inputsAfter,
                       ArrayRef<Type> outputsBefore,
                       ArrayRef<Type> outputsAfter);

} // namespace mlir::quantkit

#endif // QUANTKIT_DIALECT_CONSTRAINTS_CONSTRAINT_H
