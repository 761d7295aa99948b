//===- TargetFile.cpp - Target files and target selection -----------------===//

#include "dialect/constraints/TargetFile.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::quantkit;

namespace {

std::string locationString(Location loc) {
  if (auto file = loc->findInstanceOf<FileLineColRange>())
    return (file.getFilename().strref() + ":" + Twine(file.getStartLine()) +
            ":" + Twine(file.getStartColumn()))
        .str();
  return std::string();
}

/// The location `loc` of another context re-created in `context`: its file
/// position when it has one, unknown otherwise.
Location translateLocation(Location loc, MLIRContext *context) {
  if (auto file = loc->findInstanceOf<FileLineColRange>())
    return FileLineColLoc::get(context, file.getFilename().strref(),
                               file.getStartLine(), file.getStartColumn());
  return UnknownLoc::get(context);
}

InFlightDiagnostic emitAt(Location loc, DiagnosticSeverity severity,
                          const Twine &message) {
  switch (severity) {
  case DiagnosticSeverity::Error:
    return emitError(loc, message);
  case DiagnosticSeverity::Warning:
    return emitWarning(loc, message);
  case DiagnosticSeverity::Remark:
    return emitRemark(loc, message);
  case DiagnosticSeverity::Note:
    break;
  }
  return emitRemark(loc, message);
}

/// A target parsed from a file, with the location of its op in the caller's
/// context (for errors found after parsing).
struct LoadedTarget {
  Target target;
  Location loc;
};

/// Parses `sourceMgr`'s main buffer in a private context and converts its
/// targets; diagnostics go to `loc`'s context.
FailureOr<std::vector<LoadedTarget>>
parseTargetBuffer(llvm::SourceMgr &sourceMgr, Location loc,
                  const TargetRegistry &registry) {
  MLIRContext *outer = loc.getContext();
  DialectRegistry dialects;
  dialects.insert<QuantKitDialect>();
  MLIRContext context(dialects, MLIRContext::Threading::DISABLED);
  context.loadDialect<QuantKitDialect>();
  // The file's text is what the user sees at the location; an extra dump of
  // the op in generic form would only repeat it.
  context.printOpOnDiagnostic(false);
  ScopedDiagnosticHandler forward(&context, [&](Diagnostic &diag) {
    InFlightDiagnostic copy =
        emitAt(translateLocation(diag.getLocation(), outer), diag.getSeverity(),
               diag.str());
    for (Diagnostic &note : diag.getNotes())
      copy.attachNote(translateLocation(note.getLocation(), outer))
          << note.str();
    return success();
  });

  Block block;
  ParserConfig config(&context, /*verifyAfterParse=*/true);
  if (failed(parseSourceFile(sourceMgr, &block, config)))
    return failure();

  // An explicit top-level `module { ... }` holds the targets.
  Block *body = &block;
  if (llvm::hasSingleElement(block))
    if (auto module = dyn_cast<ModuleOp>(block.front()))
      body = module.getBody();

  std::vector<LoadedTarget> targets;
  bool anyError = false;
  for (Operation &op : *body) {
    auto targetOp = dyn_cast<TargetOp>(op);
    if (!targetOp) {
      op.emitError() << "a target file holds only 'quantkit.target' ops, "
                        "found '"
                     << op.getName() << "'";
      anyError = true;
      continue;
    }
    FailureOr<Target> target = convertTargetOp(targetOp, registry);
    if (failed(target)) {
      anyError = true;
      continue;
    }
    targets.push_back(
        {std::move(*target), translateLocation(targetOp.getLoc(), outer)});
  }
  if (anyError)
    return failure();
  if (targets.empty()) {
    unsigned bufferId = sourceMgr.getMainFileID();
    emitError(FileLineColLoc::get(
        outer, sourceMgr.getMemoryBuffer(bufferId)->getBufferIdentifier(), 1,
        1))
        << "the target file defines no 'quantkit.target'";
    return failure();
  }
  return targets;
}

FailureOr<std::vector<LoadedTarget>>
loadTargets(StringRef path, Location loc, const TargetRegistry &registry) {
  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> buffer =
      openInputFile(path, &errorMessage);
  if (!buffer)
    return emitError(loc) << "cannot read target file '" << path
                          << "': " << errorMessage;
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  return parseTargetBuffer(sourceMgr, loc, registry);
}

std::vector<Target> withoutLocations(std::vector<LoadedTarget> loaded) {
  std::vector<Target> targets;
  targets.reserve(loaded.size());
  for (LoadedTarget &entry : loaded)
    targets.push_back(std::move(entry.target));
  return targets;
}

} // namespace

FailureOr<Target>
mlir::quantkit::convertTargetOp(TargetOp op, const TargetRegistry &registry) {
  if (failed(mlir::verify(op)))
    return failure();
  PortSignature defaultPort = PortSignature::integer(8);
  if (PortAttr port = op.getDefaultPortAttr())
    defaultPort = PortSignature::fromAttr(port);
  Target target(op.getSymName(), defaultPort);
  std::string error;
  if (failed(target.verify(&error)))
    return op.emitOpError() << error;

  for (auto kernelOp : op.getBody().front().getOps<KernelOp>()) {
    Kernel kernel;
    kernel.name = kernelOp.getLogicalKernel().str();
    for (PortAttr port : kernelOp.getInputPorts())
      kernel.signature.inputs.push_back(PortSignature::fromAttr(port));
    for (PortAttr port : kernelOp.getOutputPorts())
      kernel.signature.outputs.push_back(PortSignature::fromAttr(port));
    kernel.origin = locationString(kernelOp.getLoc());

    StringRef constraint = kernelOp.getConstraint();
    if (constraint == "fixed_scale") {
      kernel.constraint =
          Constraint::fixedScale(kernelOp.getScaleAttr().getValueAsDouble(),
                                 kernelOp.getZeroPointAttr().getInt());
    } else if (constraint == "custom") {
      StringRef function = *kernelOp.getFunction();
      std::optional<Constraint> custom = registry.getConstraint(function);
      if (!custom)
        return kernelOp.emitOpError()
               << "no constraint function is registered as '" << function
               << "' (register it from C++ with "
                  "TargetRegistry::registerConstraint before loading the "
                  "file)";
      kernel.constraint = std::move(*custom);
    } else if (std::optional<Constraint> shorthand =
                   Constraint::getShorthand(constraint)) {
      kernel.constraint = std::move(*shorthand);
    } else {
      // The verifier rejects unknown names (kernel_c2); kept for ops whose
      // verifier was skipped.
      return kernelOp.emitOpError()
             << "unknown shorthand '" << constraint << "'";
    }

    if (failed(target.addKernel(std::move(kernel), &error)))
      return kernelOp.emitOpError() << error;
  }
  return target;
}

FailureOr<std::vector<Target>>
mlir::quantkit::loadTargetFile(StringRef path, Location loc,
                               const TargetRegistry &registry) {
  FailureOr<std::vector<LoadedTarget>> loaded =
      loadTargets(path, loc, registry);
  if (failed(loaded))
    return failure();
  return withoutLocations(std::move(*loaded));
}

FailureOr<std::vector<Target>>
mlir::quantkit::parseTargets(StringRef source, StringRef bufferName,
                             Location loc, const TargetRegistry &registry) {
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(source, bufferName), llvm::SMLoc());
  FailureOr<std::vector<LoadedTarget>> loaded =
      parseTargetBuffer(sourceMgr, loc, registry);
  if (failed(loaded))
    return failure();
  return withoutLocations(std::move(*loaded));
}

LogicalResult mlir::quantkit::registerTargetFile(StringRef path, Location loc,
                                                 TargetRegistry &registry) {
  FailureOr<std::vector<LoadedTarget>> loaded =
      loadTargets(path, loc, registry);
  if (failed(loaded))
    return failure();
  for (LoadedTarget &entry : *loaded) {
    std::string error;
    if (failed(registry.registerTarget(std::move(entry.target), &error)))
      return emitError(entry.loc) << error;
  }
  return success();
}

FailureOr<std::shared_ptr<const Target>>
mlir::quantkit::resolveTarget(StringRef name, StringRef path, Location loc,
                              const TargetRegistry &registry) {
  if (path.empty()) {
    std::vector<std::string> names = registry.getTargetNames();
    if (name.empty())
      return emitError(loc)
             << "no target given: set target=NAME (registered: "
             << llvm::join(names, ", ") << ") or target-file=PATH";
    if (std::shared_ptr<const Target> target = registry.getTarget(name))
      return target;
    return emitError(loc) << "unknown target '" << name
                          << "'; registered targets: "
                          << llvm::join(names, ", ");
  }

  FailureOr<std::vector<Target>> targets = loadTargetFile(path, loc, registry);
  if (failed(targets))
    return failure();
  if (name.empty()) {
    if (targets->size() == 1)
      return std::make_shared<const Target>(std::move(targets->front()));
  } else {
    for (Target &target : *targets)
      if (target.getName() == name)
        return std::make_shared<const Target>(std::move(target));
  }
  SmallVector<std::string> names;
  for (const Target &target : *targets)
    names.push_back(target.getName().str());
  Location fileLoc = FileLineColLoc::get(loc.getContext(), path, 1, 1);
  if (name.empty())
    return emitError(fileLoc)
           << "the target file defines several targets ("
           << llvm::join(names, ", ") << "); choose one with target=NAME";
  return emitError(fileLoc)
         << "unknown target '" << name << "': the target file defines "
         << llvm::join(names, ", ");
}
