//===- TargetFile.h - Target files and target selection ---------*- C++ -*-===//
//
// Target files describe targets in MLIR syntax (`quantkit.target` and
// `quantkit.kernel`, dialect/QuantKitTargetOps.td). They are parsed by MLIR's
// own parser and checked by the ops' verifiers, so every error carries a
// file location. Their ODS descriptions document the format.
//
// Files are parsed in a private MLIRContext that knows only the `quantkit`
// and `quant` dialects: loading never adds dialects to the caller's context
// (which a running pass manager forbids), and a file that names another
// dialect gets a parse error instead. Diagnostics are re-emitted in the
// context of the location the caller passes, at `file:line:col`.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_DIALECT_CONSTRAINTS_TARGETFILE_H
#define QUANTKIT_DIALECT_CONSTRAINTS_TARGETFILE_H

#include "dialect/QuantKitTargetOps.h"
#include "dialect/constraints/Registry.h"
#include "mlir/IR/Location.h"

#include <memory>
#include <vector>

namespace mlir::quantkit {

/// Converts a `quantkit.target` op into a Target after verifying it.
/// `custom("name")` constraints resolve against `registry`'s constraint
/// functions. Errors are emitted at the ops' locations.
FailureOr<Target>
convertTargetOp(TargetOp op,
                const TargetRegistry &registry = TargetRegistry::global());

/// Parses the target file at `path` and converts each `quantkit.target` in
/// it, in file order. A file holds only `quantkit.target` ops (optionally
/// inside one `module`). Errors are emitted in `loc`'s context: at file
/// locations for the file's contents, at `loc` when the file cannot be read.
FailureOr<std::vector<Target>>
loadTargetFile(StringRef path, Location loc,
               const TargetRegistry &registry = TargetRegistry::global());

/// Like loadTargetFile for text in memory; `bufferName` stands for the file
/// name in locations.
FailureOr<std::vector<Target>>
parseTargets(StringRef source, StringRef bufferName, Location loc,
             const TargetRegistry &registry = TargetRegistry::global());

/// Loads a target file and registers its targets in `registry`. Fails, at
/// the target's location in the file, when a name is already registered;
/// targets before it stay registered.
LogicalResult
registerTargetFile(StringRef path, Location loc,
                   TargetRegistry &registry = TargetRegistry::global());

/// The target a pass option pair `target=NAME target-file=PATH` selects:
/// - with a file: the file's target `name`, or its only target when `name`
///   is empty; a name the file does not define is an error at the file
///   (`path:1:1`) listing the names it defines;
/// - without a file: the target registered as `name` in `registry`; an
///   unknown name is an error at `loc` listing the registered names.
/// A file's targets are not registered: each run loads its own copy.
FailureOr<std::shared_ptr<const Target>>
resolveTarget(StringRef name, StringRef path, Location loc,
              const TargetRegistry &registry = TargetRegistry::global());

} // namespace mlir::quantkit

#endif // QUANTKIT_DIALECT_CONSTRAINTS_TARGETFILE_H
