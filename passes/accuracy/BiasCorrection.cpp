//===- BiasCorrection.cpp - The quantkit-correct-bias pass ----------------===//
//
// Empirical bias correction: rounding a layer's weights to a grid moves the
// mean of its output, channel by channel, and the layer after it sees the
// shift as a systematic error that no later rounding averages out.
// quantkit-debug-layers{measure=bias} measures the shift on calibration
// inputs; this pass subtracts it from the bias, before quantkit-materialize
// quantizes the bias.
//
//===----------------------------------------------------------------------===//

#include "passes/accuracy/BiasCorrection.h"

#include "passes/Passes.h"

#include "dialect/QuantKitOps.h"
#include "passes/accuracy/KernelKeys.h"
#include "passes/accuracy/Records.h"
#include "passes/utils/FloatConstants.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"

#include <map>

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITCORRECTBIAS
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

/// Whether `add`'s body is `yield addf(in0, in1)`.
static bool addsItsInputs(linalg::GenericOp add) {
  Block &body = add.getRegion().front();
  if (body.getOperations().size() != 2)
    return false;
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  auto addf = yield.getOperand(0).getDefiningOp<arith::AddFOp>();
  if (!addf)
    return false;
  Value a = addf.getLhs(), b = addf.getRhs();
  Value in0 = body.getArgument(0), in1 = body.getArgument(1);
  return (a == in0 && b == in1) || (a == in1 && b == in0);
}

/// `bias` (a 1-D argument of `channels` elements) added by a linalg
/// generic to an identity-mapped value along one of its dimensions.
static std::optional<BiasAdd> linalgBiasAdd(OpOperand &use, int64_t channels) {
  auto add = dyn_cast<linalg::GenericOp>(use.getOwner());
  if (!add || add.getNumDpsInputs() != 2 || add.getNumDpsInits() != 1 ||
      add.getNumParallelLoops() != add.getNumLoops() ||
      use.getOperandNumber() > 1 || !addsItsInputs(add))
    return std::nullopt;
  OpOperand *other = add.getDpsInputOperand(1 - use.getOperandNumber());
  AffineMap biasMap = add.getMatchingIndexingMap(&use);
  if (!add.getMatchingIndexingMap(other).isIdentity() ||
      !add.getMatchingIndexingMap(add.getDpsInitOperand(0)).isIdentity() ||
      biasMap.getNumResults() != 1 ||
      other->get().getType() != add->getResult(0).getType())
    return std::nullopt;
  auto dim = dyn_cast<AffineDimExpr>(biasMap.getResult(0));
  auto result = cast<RankedTensorType>(add->getResult(0).getType());
  if (!dim || result.getDimSize(dim.getPosition()) != channels)
    return std::nullopt;
  return BiasAdd{0, add, other->get(), dim.getPosition(), channels, false};
}

/// `bias` as the bias operand of a TOSA convolution (NHWC: channels last).
static std::optional<BiasAdd> tosaConvolutionBias(OpOperand &use,
                                                  int64_t channels) {
  Operation *conv = use.getOwner();
  if (!isa<tosa::Conv2DOp, tosa::DepthwiseConv2DOp>(conv) ||
      use.getOperandNumber() != 2)
    return std::nullopt;
  auto result = dyn_cast<RankedTensorType>(conv->getResult(0).getType());
  if (!result || !result.hasStaticShape() || result.getRank() != 4 ||
      result.getDimSize(3) != channels)
    return std::nullopt;
  return BiasAdd{0, conv, conv->getResult(0), 3, channels, false};
}

/// `bias` reshaped (`tosa.reshape`, read only by the add) to one non-unit
/// dimension and added by a `tosa.add` to a value of the add's type.
static std::optional<BiasAdd> tosaBiasAdd(OpOperand &use, int64_t channels) {
  auto reshape = dyn_cast<tosa::ReshapeOp>(use.getOwner());
  if (!reshape || !reshape->hasOneUse())
    return std::nullopt;
  OpOperand &reshaped = *reshape->getUses().begin();
  auto add = dyn_cast<tosa::AddOp>(reshaped.getOwner());
  if (!add)
    return std::nullopt;
  Value other = add->getOperand(1 - reshaped.getOperandNumber());
  auto shape = dyn_cast<RankedTensorType>(reshape.getType());
  if (!shape || other.getType() != add.getType() ||
      shape.getRank() != cast<ShapedType>(add.getType()).getRank())
    return std::nullopt;
  std::optional<unsigned> dim;
  for (auto [d, size] : llvm::enumerate(shape.getShape())) {
    if (size == 1)
      continue;
    if (dim || size != channels ||
        cast<ShapedType>(add.getType()).getDimSize(d) != channels)
      return std::nullopt;
    dim = d;
  }
  if (!dim)
    return std::nullopt;
  return BiasAdd{0, add, other, *dim, channels, false};
}

std::optional<BiasAdd> mlir::quantkit::findBiasAdd(RegionOp region) {
  // A kernel that quantizes nothing (kept in float) has no rounding error
  // to correct.
  if (llvm::none_of(region.getInputSpecs(), [](Attribute spec) {
        return isa<quant::QuantizedType>(cast<TypeAttr>(spec).getValue());
      }))
    return std::nullopt;
  Block &body = region.getBody().front();
  for (auto [index, argument] : llvm::enumerate(body.getArguments())) {
    auto type = dyn_cast<RankedTensorType>(argument.getType());
    if (!type || type.getRank() != 1 || !type.hasStaticShape() ||
        !isa<FloatType>(type.getElementType()) || !argument.hasOneUse())
      continue;
    OpOperand &use = *argument.getUses().begin();
    int64_t channels = type.getDimSize(0);
    std::optional<BiasAdd> bias = linalgBiasAdd(use, channels);
    if (!bias)
      bias = tosaConvolutionBias(use, channels);
    if (!bias)
      bias = tosaBiasAdd(use, channels);
    if (!bias)
      continue;
    bias->operand = index;
    bias->readable =
        static_cast<bool>(readFloatConstant(region.getInputs()[index]));
    return bias;
  }
  return std::nullopt;
}

namespace {

/// The records of one key, summed over every call that printed one.
struct BiasRecord {
  int64_t count = 0;
  SmallVector<double> sums;
  Location loc;
  bool used = false;
};

/// Reads `quantkit-bias KEY KERNEL LOCATION : N, S0, ..., SC-1` records
/// (the runner may end the line after the colon) and sums them per key.
LogicalResult readBiasRecords(MLIRContext *context, StringRef file,
                              StringRef text,
                              std::map<std::string, BiasRecord> &records) {
  return forEachRecord(
      context, file, text, "quantkit-bias ",
      [&](const Record &line) -> LogicalResult {
        Location recordLoc = line.loc;
        StringRef key = line.key, values = line.values;
        if (key.empty() || values.empty())
          return emitError(recordLoc)
                     << "expected 'quantkit-bias KEY KERNEL LOCATION : N, "
                        "SUM...'",
                 failure();
        SmallVector<StringRef> fields;
        values.split(fields, ',');
        int64_t count = 0;
        if (fields.front().trim().getAsInteger(10, count) || count <= 0)
          return emitError(recordLoc)
                     << "expected a positive element count, got '"
                     << fields.front().trim() << "'",
                 failure();
        SmallVector<double> sums;
        for (StringRef field : ArrayRef(fields).drop_front()) {
          std::optional<double> value = parseRecordValue(field.trim());
          if (!value)
            return emitError(recordLoc) << "expected a finite error sum, got '"
                                        << field.trim() << "'",
                   failure();
          sums.push_back(*value);
        }
        if (sums.empty())
          return emitError(recordLoc)
                     << "record of key '" << key << "' has no channels",
                 failure();
        auto [it, inserted] =
            records.try_emplace(key.str(), BiasRecord{0, {}, recordLoc});
        BiasRecord &record = it->second;
        if (inserted)
          record.sums.assign(sums.size(), 0.0);
        if (record.sums.size() != sums.size())
          return emitError(recordLoc)
                     << "record of key '" << key << "' has " << sums.size()
                     << " channels, an earlier one " << record.sums.size(),
                 failure();
        record.count += count;
        for (auto [total, sum] : llvm::zip_equal(record.sums, sums))
          total += sum;
        return success();
      });
}

struct QuantKitCorrectBiasPass
    : public quantkit::impl::QuantKitCorrectBiasBase<QuantKitCorrectBiasPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::unique_ptr<llvm::MemoryBuffer> buffer =
        openRecords(module, file, "quantkit-correct-bias",
                    "quantkit-debug-layers{measure=bias}");
    if (!buffer)
      return signalPassFailure();
    std::map<std::string, BiasRecord> records;
    if (failed(
            readBiasRecords(&getContext(), file, buffer->getBuffer(), records)))
      return signalPassFailure();

    bool anyError = false;
    unsigned corrected = 0;
    double largest = 0.0;
    std::string largestKey;
    SmallVector<std::string> unreadable, keptFloat;
    llvm::StringSet<> kernels;
    module.walk([&](RegionOp region) {
      kernels.insert(kernelKey(region));
      std::optional<BiasAdd> bias = findBiasAdd(region);
      if (!bias)
        return;
      std::string key = kernelKey(region);
      if (!bias->readable) {
        unreadable.push_back(key);
        return;
      }
      auto it = records.find(key);
      if (it == records.end()) {
        region.emitError() << "quantkit-correct-bias: no bias record for "
                           << "kernel '" << key << "' in '" << file << "'";
        anyError = true;
        return;
      }
      BiasRecord &record = it->second;
      record.used = true;
      if (static_cast<int64_t>(record.sums.size()) != bias->channels) {
        emitError(record.loc)
            << "record of key '" << key << "' has " << record.sums.size()
            << " channels, the kernel's bias " << bias->channels;
        anyError = true;
        return;
      }
      if (correct(region, *bias, record, largest))
        largestKey = key;
      ++corrected;
      ++numCorrected;
    });
    for (auto &[key, record] : records)
      if (!record.used && !anyError) {
        // Measured before the kernel was kept in float (a deny list tried
        // on one set of records): nothing to correct.
        if (kernels.contains(key)) {
          keptFloat.push_back(key);
          continue;
        }
        emitError(record.loc) << "bias record of key '" << key
                              << "' names no kernel of this program";
        anyError = true;
      }
    if (anyError)
      return signalPassFailure();
    InFlightDiagnostic remark = emitRemark(module.getLoc())
                                << "quantkit-correct-bias: corrected "
                                << corrected << " biases";
    if (!largestKey.empty()) {
      std::string shift;
      llvm::raw_string_ostream(shift) << llvm::format("%.3g", largest);
      remark << "; largest mean shift " << shift << " (" << largestKey << ")";
    }
    if (!keptFloat.empty())
      remark << "; " << keptFloat.size()
             << " records of kernels kept in float unused ("
             << llvm::join(keptFloat, ", ") << ")";
    if (!unreadable.empty())
      remark << "; " << unreadable.size()
             << " left as they are, their bias no constant of the kernel ("
             << llvm::join(unreadable, ", ") << ")";
  }

  /// Replaces the bias of `region` by `bias - mean error`; true if its
  /// largest shift is above `largest` (which it then updates).
  static bool correct(RegionOp region, const BiasAdd &bias,
                      const BiasRecord &record, double &largest) {
    Value operand = region.getInputs()[bias.operand];
    auto type = cast<RankedTensorType>(operand.getType());
    auto element = cast<FloatType>(type.getElementType());
    bool moreThanLargest = false;
    SmallVector<APFloat> corrected;
    // Only readable biases are corrected.
    DenseFPElementsAttr values = readFloatConstant(operand);
    // Each output element sums `count / channels` products of its channel.
    double perChannel = static_cast<double>(record.count);
    for (auto [value, sum] :
         llvm::zip_equal(values.getValues<APFloat>(), record.sums)) {
      double shift = sum / perChannel;
      bool lost;
      APFloat result(value.convertToDouble() - shift);
      result.convert(element.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                     &lost);
      corrected.push_back(result);
      if (std::abs(shift) > largest) {
        largest = std::abs(shift);
        moreThanLargest = true;
      }
    }
    OpBuilder builder(region);
    Value constant =
        arith::ConstantOp::create(builder, operand.getLoc(), type,
                                  DenseElementsAttr::get(type, corrected));
    region->setOperand(bias.operand, constant);
    if (operand.use_empty())
      operand.getDefiningOp()->erase();
    return moreThanLargest;
  }
};

} // namespace
