//===- CheckedOptions.h - Passes that check their options ------*- C++ -*-===//
//
// A pass whose options can be wrong together (a method name, a count that
// must be a power of two) says so where they are parsed, so that the
// pipeline parser reports it at the option, and again when it runs, for
// options set from C++ that no parser saw.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_UTILS_CHECKEDOPTIONS_H
#define QUANTKIT_PASSES_UTILS_CHECKEDOPTIONS_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/Pass.h"

#include <string>

namespace mlir::quantkit {

/// Between a pass and its generated base `BaseT`: `PassT` defines
/// `std::string checkOptions() const`, why its options are unusable or the
/// empty string, and calls `optionsUsable()` first in `runOnOperation`.
template <typename PassT, typename BaseT>
class CheckedOptionsPass : public BaseT {
public:
  using BaseT::BaseT;

  LogicalResult initializeOptions(
      StringRef options,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    if (failed(BaseT::initializeOptions(options, errorHandler)))
      return failure();
    if (std::string error = self().checkOptions(); !error.empty())
      return errorHandler(error);
    return success();
  }

protected:
  /// False, after an error at the operation, when the options are
  /// unusable.
  bool optionsUsable() {
    std::string error = self().checkOptions();
    if (error.empty())
      return true;
    emitError(this->getOperation()->getLoc()) << error;
    return false;
  }

private:
  const PassT &self() const { return static_cast<const PassT &>(*this); }
};

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_UTILS_CHECKEDOPTIONS_H
