//===- KeepFloat.cpp - The quantkit-keep-float pass -----------------------===//
//
// A deny list: the kernels it names keep floating point. Their regions get
// `none` specs on every port, the spec by which a model asks for float
// (quantkit.float), so propagation resolves their neighbours on their own
// and quantkit-materialize inlines their float bodies.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "dialect/QuantKitOps.h"
#include "passes/accuracy/KernelKeys.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITKEEPFLOAT
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

struct QuantKitKeepFloatPass
    : public quantkit::impl::QuantKitKeepFloatBase<QuantKitKeepFloatPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<bool> used(kernels.size(), false);
    module.walk([&](RegionOp region) {
      std::string key = kernelKey(region);
      std::string where = kernelLocation(region.getLoc());
      for (auto [index, entry] : llvm::enumerate(kernels)) {
        StringRef text = StringRef(entry).trim();
        // `file:line:col`, or `file:line` against the location without
        // its column; a file name may be given without its directory.
        StringRef withLine = StringRef(where).rsplit(':').first;
        bool matches = text == key || text == region.getLogicalKernel() ||
                       (text.contains(':') &&
                        (StringRef(where).ends_with(text) ||
                         withLine.ends_with(text)));
        if (!matches)
          continue;
        used[index] = true;
        keepFloat(region, text);
        ++numKept;
        break;
      }
    });
    bool failedEntry = false;
    for (auto [index, entry] : llvm::enumerate(kernels)) {
      if (used[index])
        continue;
      emitError(module.getLoc())
          << "quantkit-keep-float: kernels entry '" << entry
          << "' matches no kernel (an entry is a key "
             "<function>.<kernel>.<index> as quantkit-debug-layers prints it, "
             "a kernel such as conv2d, or a location file:line[:col])";
      failedEntry = true;
    }
    if (failedEntry)
      signalPassFailure();
  }

  static void keepFloat(RegionOp region, StringRef entry) {
    MLIRContext *context = region.getContext();
    Type none = NoneType::get(context);
    SmallVector<Attribute> inputs(region.getInputs().size(),
                                  TypeAttr::get(none));
    SmallVector<Attribute> outputs(region->getNumResults(),
                                   TypeAttr::get(none));
    region.setInputSpecsAttr(ArrayAttr::get(context, inputs));
    region.setOutputSpecsAttr(ArrayAttr::get(context, outputs));
    region->setAttr(kKeptFloatAttr, StringAttr::get(context, entry));
  }
};

} // namespace
