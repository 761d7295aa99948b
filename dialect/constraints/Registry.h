//===- Registry.h - Targets, kernels and their registry ---------*- C++ -*-===//
//
// The public API of QuantKit's target constraints
// (dialect/Reference.md#targets). A target is a named, ordered list of
// kernels; a kernel is keyed by `<logical_kernel name, signature>` and holds
// a constraint. Targets come from three places: built in (`tflite-int8`,
// `tflite-int16x8`, `tflite-mixed`), target files
// (dialect/constraints/TargetFile.h) and C++ registration through this
// header by another plugin or tool:
//
//   #include "dialect/constraints/Registry.h"
//
//   Target npu("my-npu");
//   (void)npu.addKernel({"relu6", {{PortSignature::integer(8)},
//                                  {PortSignature::integer(8)}},
//                        Constraint::custom("relu6_range", myFunction)});
//   if (failed(TargetRegistry::global().registerTarget(std::move(npu),
//   &error)))
//     ...
//
// Look-up (dialect/Reference.md#kernel-look-up): the kernels with the
// query's name are tried in registration order and the first whose
// signature matches wins. A query
// may leave ports unspecified (the kernel decides) or ask for at least N
// storage bits (`!quant.any<iN>` on a region port), which selects a wider
// kernel variant registered later; a model-fixed `!quant.uniform<iN...>`
// port prefers such a variant without requiring it. A wildcard port of the
// matched kernel takes the target's default port.
//
// Thread safety: TargetRegistry is safe to use from any thread at any time.
// A registered Target is immutable and shared (std::shared_ptr); adding a
// kernel to a registered target publishes a new copy, so a pass that took a
// target at its start sees one consistent target for its whole run.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_DIALECT_CONSTRAINTS_REGISTRY_H
#define QUANTKIT_DIALECT_CONSTRAINTS_REGISTRY_H

#include "dialect/constraints/Constraint.h"
#include "dialect/constraints/KernelSignature.h"
#include "dialect/constraints/SpecUtils.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/RWMutex.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir::quantkit {

class Target;

/// One kernel of a target: its key and its constraint.
struct Kernel {
  /// The `logical_kernel` name of the regions it executes.
  std::string name;
  KernelSignature signature;
  Constraint constraint = Constraint::free();
  /// Where it was defined ("file.mlir:3:3", "built-in"), for messages.
  std::string origin;

  /// `"conv2d" ins(...) outs(...) constraint multiplier_accumulator_scale`.
  std::string str() const;
};

/// The kernel a look-up selected, fitted to the query's ports.
///
/// `target` and `kernel` point into the Target that answered the look-up
/// and stay valid while it lives (hold its std::shared_ptr).
struct ResolvedKernel {
  const Target *target = nullptr;
  const Kernel *kernel = nullptr;
  /// The kernel's position in the target's registration order.
  unsigned index = 0;
  /// One signature per port of the query: a variadic port repeated,
  /// wildcards replaced by the target's default (widened to the query's
  /// minimum width), `optional`/`variadic` flags cleared.
  SmallVector<PortSignature> inputs;
  SmallVector<PortSignature> outputs;

  /// A context for applying the kernel's constraint to one region.
  KernelContext makeContext(MLIRContext *context) const;

  /// Applies the kernel's constraint to the specs in place and returns the
  /// ports it changed (dialect/Reference.md#constraints). On success every
  /// changed quantized port fits its signature and no fixed port changed;
  /// on failure the specs are unchanged and `context.getFailureReason()`
  /// says why.
  FailureOr<ChangedPorts> apply(KernelContext &context,
                                MutableArrayRef<Type> inputs,
                                MutableArrayRef<Type> outputs) const;
};

/// A named, ordered set of kernels.
class Target {
public:
  /// `defaultPort` is what wildcard ports become; i8 asymmetric per tensor
  /// unless given.
  explicit Target(StringRef name,
                  PortSignature defaultPort = PortSignature::integer(8));

  StringRef getName() const { return name; }
  const PortSignature &getDefaultPort() const { return defaultPort; }
  ArrayRef<Kernel> getKernels() const { return kernels; }

  /// Appends `kernel` (registration order is look-up order). Fails on an
  /// invalid signature (`kernel_c4`, `kernel_c5`, `kernel_c8`) or when a
  /// kernel with the same key (name and signature) exists.
  LogicalResult addKernel(Kernel kernel, std::string *errorMessage = nullptr);

  /// Checks the default port: a concrete storage without role, `optional`
  /// or `variadic` (`target_c3`).
  LogicalResult verify(std::string *errorMessage = nullptr) const;

  /// The first kernel, in registration order, whose name is `query.name`,
  /// which accepts the query's numbers of ports, and whose ports meet every
  /// port query (minimum widths, exact ports). Preferred widths are tried as
  /// minimum widths first; when no kernel meets them all, the look-up runs
  /// without them. Fails with a reason naming what did not match.
  FailureOr<ResolvedKernel> lookup(const KernelQuery &query,
                                   std::string *reason = nullptr) const;

  /// The target in target-file syntax (`quantkit.target @name ... {...}`).
  std::string str() const;

private:
  /// The look-up with preferences ignored.
  FailureOr<ResolvedKernel> lookupRequired(const KernelQuery &query,
                                           std::string *reason) const;

  std::string name;
  PortSignature defaultPort;
  std::vector<Kernel> kernels;
};

/// The registry of targets and of named constraint functions.
class TargetRegistry {
public:
  /// An empty registry (tests, tools with their own targets).
  TargetRegistry() = default;
  TargetRegistry(const TargetRegistry &) = delete;
  TargetRegistry &operator=(const TargetRegistry &) = delete;

  /// The process-wide registry, with the built-in targets. Plugins and tools
  /// that link QuantKit's libraries share it.
  static TargetRegistry &global();

  /// Registers a target under its name. Fails when the name is taken or
  /// the target is invalid.
  LogicalResult registerTarget(Target target,
                               std::string *errorMessage = nullptr);
  /// Appends a kernel to a registered target (copy on write: holders of the
  /// previous target keep it unchanged).
  LogicalResult registerKernel(StringRef targetName, Kernel kernel,
                               std::string *errorMessage = nullptr);
  /// The target registered as `name`, or null.
  std::shared_ptr<const Target> getTarget(StringRef name) const;
  /// The registered names, in registration order.
  std::vector<std::string> getTargetNames() const;

  /// Registers a constraint function that target files name with
  /// `custom("name")`. Fails when the name is taken or is a shorthand's.
  LogicalResult registerConstraint(StringRef name, ConstraintFn function,
                                   std::string *errorMessage = nullptr);
  /// The constraint registered as `name` (Constraint::custom), if any.
  std::optional<Constraint> getConstraint(StringRef name) const;

private:
  mutable llvm::sys::SmartRWMutex<true> mutex;
  llvm::StringMap<std::shared_ptr<const Target>> targets;
  std::vector<std::string> targetOrder;
  llvm::StringMap<ConstraintFn> constraints;
};

/// Registers the built-in targets (`tflite-int8`, `tflite-int16x8`,
/// `tflite-mixed`) in `registry`; TargetRegistry::global() already has them.
LogicalResult registerBuiltinTargets(TargetRegistry &registry);

/// The built-in targets, built fresh.
Target buildTfliteInt8Target();
Target buildTfliteInt16x8Target();
Target buildTfliteMixedTarget();

} // namespace mlir::quantkit

#endif // QUANTKIT_DIALECT_CONSTRAINTS_REGISTRY_H
