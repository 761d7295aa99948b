//===- WeightRounding.cpp - The quantkit-round-weights pass ---------------===//
//
// Rounds each kernel's weights to their grid against the inputs the kernel
// met on calibration data (GPTQ, Gptq.h), instead of each to its nearest
// grid point: the error one rounding makes is compensated by the weights of
// the same row not yet rounded, through the correlations of their inputs.
// The records come from quantkit-debug-layers{measure=hessian}; the pass
// runs between quantkit-propagate (which fixed the weights' scales) and
// quantkit-materialize, and leaves every weight on its grid, so that
// materialize's rounding keeps the codes chosen here.
//
//===----------------------------------------------------------------------===//

#include "passes/accuracy/WeightRounding.h"

#include "passes/Passes.h"
#include "passes/utils/CheckedOptions.h"

#include "dialect/QuantKitOps.h"
#include "dialect/constraints/SpecUtils.h"
#include "passes/accuracy/Gptq.h"
#include "passes/accuracy/KernelKeys.h"
#include "passes/accuracy/Records.h"
#include "passes/utils/FloatConstants.h"
#include "passes/utils/UniformParams.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/Threading.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cmath>
#include <map>

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITROUNDWEIGHTS
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

/// A contraction as linalg writes it: the loops' sizes and kinds, and for
/// each of the two multiplied operands (`operands`) its indexing map and
/// the zero padding its values get first. `weightOperands`: those of the two
/// that may hold the weights (a convolution's filter, either of a matmul's).
struct ContractionForm {
  SmallVector<unsigned, 2> operands;
  SmallVector<AffineMap, 2> maps;
  SmallVector<SmallVector<int64_t>, 2> padLow, padHigh;
  SmallVector<int64_t> ranges;
  SmallVector<utils::IteratorType> iterators;
  SmallVector<unsigned, 2> weightOperands;
};

SmallVector<int64_t> zeros(int64_t rank) { return SmallVector<int64_t>(rank); }

std::optional<ArrayRef<int64_t>> staticShape(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || !type.hasStaticShape() || !isa<FloatType>(type.getElementType()))
    return std::nullopt;
  return type.getShape();
}

std::optional<ContractionForm> linalgForm(linalg::LinalgOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      !op.hasPureTensorSemantics() ||
      (!linalg::isaContractionOpInterface(op) &&
       !linalg::isaConvolutionOpInterface(op)))
    return std::nullopt;
  ContractionForm form;
  form.operands = {0, 1};
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  form.maps = {maps[0], maps[1]};
  for (unsigned operand : form.operands) {
    int64_t rank = op.getRank(&op->getOpOperand(operand));
    form.padLow.push_back(zeros(rank));
    form.padHigh.push_back(zeros(rank));
  }
  form.ranges = op.getStaticLoopRanges();
  form.iterators = op.getIteratorTypesArray();
  // The filter is the second operand by linalg's convention.
  form.weightOperands = {1, 0};
  return form;
}

/// A TOSA NHWC convolution (input [N, IH, IW, C], output [N, OH, OW, *])
/// over seven loops: n, oh, ow at 0-2, the first `parallel` loops
/// parallel, the rest the kernel window's reductions. The weight's
/// dimensions index `weightLoops`, which gives the other loops' sizes; the
/// window's kh, kw are loops `kernel`, `kernel + 1` and the input channel
/// loop `channel`: the input is read at `(n, oh * sh + kh * dh,
/// ow * sw + kw * dw, c)` after the op's padding.
template <typename ConvOp>
std::optional<ContractionForm>
tosaConvolutionForm(ConvOp op, ArrayRef<unsigned> weightLoops,
                    unsigned parallel, unsigned kernel, unsigned channel) {
  auto input = staticShape(op.getInput());
  auto weight = staticShape(op.getWeight());
  auto output = staticShape(op.getOutput());
  if (!input || !weight || !output)
    return std::nullopt;
  MLIRContext *context = op.getContext();
  auto d = [&](unsigned i) { return getAffineDimExpr(i, context); };
  ArrayRef<int64_t> pad = op.getPad(), stride = op.getStride(),
                    dilation = op.getDilation();
  ContractionForm form;
  form.operands = {0, 1};
  form.maps.push_back(AffineMap::get(
      7, 0,
      {d(0), d(1) * stride[0] + d(kernel) * dilation[0],
       d(2) * stride[1] + d(kernel + 1) * dilation[1], d(channel)},
      context));
  SmallVector<AffineExpr> weightExprs;
  for (unsigned loop : weightLoops)
    weightExprs.push_back(d(loop));
  form.maps.push_back(AffineMap::get(7, 0, weightExprs, context));
  form.padLow = {{0, pad[0], pad[2], 0}, zeros(4)};
  form.padHigh = {{0, pad[1], pad[3], 0}, zeros(4)};
  form.ranges = {(*input)[0], (*output)[1], (*output)[2], 0, 0, 0, 0};
  for (auto [size, loop] : llvm::zip_equal(*weight, weightLoops))
    form.ranges[loop] = size;
  form.iterators.assign(parallel, utils::IteratorType::parallel);
  form.iterators.append(7 - parallel, utils::IteratorType::reduction);
  form.weightOperands = {1};
  return form;
}

/// tosa.conv2d: weight [F, KH, KW, C], output [N, OH, OW, F]; loops
/// (n, oh, ow, f, kh, kw, c).
std::optional<ContractionForm> tosaForm(tosa::Conv2DOp op) {
  return tosaConvolutionForm(op, {3, 4, 5, 6}, 4, 4, 6);
}

/// tosa.depthwise_conv2d: weight [KH, KW, C, M], output
/// [N, OH, OW, C * M]; loops (n, oh, ow, c, m, kh, kw).
std::optional<ContractionForm> tosaForm(tosa::DepthwiseConv2DOp op) {
  return tosaConvolutionForm(op, {5, 6, 3, 4}, 5, 5, 3);
}

/// tosa.matmul: a [B, M, K] times b [B, K, N]; loops (b, m, n, k).
std::optional<ContractionForm> tosaForm(tosa::MatMulOp op) {
  auto a = staticShape(op.getA());
  auto b = staticShape(op.getB());
  if (!a || !b)
    return std::nullopt;
  MLIRContext *context = op.getContext();
  auto d = [&](unsigned i) { return getAffineDimExpr(i, context); };
  ContractionForm form;
  form.operands = {0, 1};
  form.maps = {AffineMap::get(4, 0, {d(0), d(1), d(3)}, context),
               AffineMap::get(4, 0, {d(0), d(3), d(2)}, context)};
  form.padLow = {zeros(3), zeros(3)};
  form.padHigh = {zeros(3), zeros(3)};
  form.ranges = {(*a)[0], (*a)[1], (*b)[2], (*a)[2]};
  form.iterators.assign(3, utils::IteratorType::parallel);
  form.iterators.push_back(utils::IteratorType::reduction);
  form.weightOperands = {1, 0};
  return form;
}

std::optional<ContractionForm> contractionForm(Operation *op) {
  return TypeSwitch<Operation *, std::optional<ContractionForm>>(op)
      .Case([](linalg::LinalgOp op) { return linalgForm(op); })
      .Case<tosa::Conv2DOp, tosa::DepthwiseConv2DOp, tosa::MatMulOp>(
          [](auto op) { return tosaForm(op); })
      .Default([](Operation *) { return std::nullopt; });
}

/// The argument of `body` that `value` is, directly or through reshapes
/// (which keep the order of the elements).
BlockArgument reshapedArgument(Value value, Block &body) {
  while (Operation *definition = value.getDefiningOp()) {
    if (!isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp, tosa::ReshapeOp>(
            definition))
      return {};
    value = definition->getOperand(0);
  }
  auto argument = dyn_cast<BlockArgument>(value);
  return argument && argument.getOwner() == &body ? argument : BlockArgument();
}

} // namespace

std::optional<WeightContraction>
mlir::quantkit::findWeightContraction(RegionOp region) {
  Block &body = region.getBody().front();
  std::optional<WeightContraction> found;
  for (Operation &inner : body.without_terminator()) {
    std::optional<ContractionForm> form = contractionForm(&inner);
    if (!form)
      continue;
    // Two contractions in one kernel: which one to round for is not clear.
    if (found)
      return std::nullopt;
    // The weight: an input of the region that is a constant with a uniform
    // spec.
    std::optional<unsigned> weightIndex, weightInput;
    for (unsigned index : form->weightOperands) {
      BlockArgument argument =
          reshapedArgument(inner.getOperand(form->operands[index]), body);
      if (!argument)
        continue;
      Value input = region.getInputs()[argument.getArgNumber()];
      Operation *definition = input.getDefiningOp();
      if (!definition || !definition->hasTrait<OpTrait::ConstantLike>() ||
          !isa<quant::UniformQuantizedType, quant::UniformQuantizedPerAxisType>(
              region.getInputSpec(argument.getArgNumber())))
        continue;
      weightIndex = index;
      weightInput = argument.getArgNumber();
      break;
    }
    if (!weightIndex)
      return std::nullopt;
    unsigned dataIndex = 1 - *weightIndex;
    Value data = inner.getOperand(form->operands[dataIndex]);
    Value weight = inner.getOperand(form->operands[*weightIndex]);
    std::optional<ArrayRef<int64_t>> weightShape = staticShape(weight);
    if (!staticShape(data) || !weightShape ||
        llvm::any_of(form->ranges, ShapedType::isDynamic))
      return std::nullopt;
    AffineMap weightMap = form->maps[*weightIndex];
    AffineMap dataMap = form->maps[dataIndex];
    if (!weightMap.isProjectedPermutation(/*allowZeroInResults=*/false))
      return std::nullopt;
    WeightContraction result;
    result.op = &inner;
    result.weightInput = *weightInput;
    result.dataOperand = form->operands[dataIndex];
    result.weightShape.assign(weightShape->begin(), weightShape->end());
    result.weightMap = weightMap;
    result.dataMap = dataMap;
    result.ranges = form->ranges;
    result.iterators = form->iterators;
    result.padLow = form->padLow[dataIndex];
    result.padHigh = form->padHigh[dataIndex];
    result.readable =
        static_cast<bool>(readFloatConstant(region.getInputs()[*weightInput]));
    for (unsigned position = 0; position < weightMap.getNumResults();
         ++position) {
      unsigned loop = weightMap.getDimPosition(position);
      if (result.iterators[loop] == utils::IteratorType::reduction) {
        result.columnLoops.push_back(loop);
        result.columns *= result.ranges[loop];
      } else if (dataMap.isFunctionOfDim(loop)) {
        result.groupLoops.push_back(loop);
        result.groups *= result.ranges[loop];
      } else {
        result.rowLoops.push_back(loop);
        result.rows *= result.ranges[loop];
      }
    }
    for (unsigned loop = 0; loop < result.ranges.size(); ++loop) {
      if (weightMap.isFunctionOfDim(loop))
        continue;
      // A reduction that does not index the weight would sum the inputs
      // before the weights multiply them.
      if (result.iterators[loop] == utils::IteratorType::reduction)
        return std::nullopt;
      result.positionLoops.push_back(loop);
      result.positions *= result.ranges[loop];
    }
    if (result.columnLoops.empty())
      return std::nullopt;
    found = result;
  }
  return found;
}

namespace {

/// The records of one key: the sums over every call that printed one.
struct HessianRecord {
  int64_t count = 0;
  int64_t groups = 0, columns = 0;
  /// Each group's upper triangle, row by row; empty when the measurement
  /// left the kernel out (wider than its limit).
  SmallVector<double> sums;
  Location loc;
  bool used = false;
};

/// Reads `quantkit-hessian KEY KERNEL LOCATION : N, G, K, H...` records
/// (the runner may end the line after the colon) and sums them per key.
LogicalResult
readHessianRecords(MLIRContext *context, StringRef file, StringRef text,
                   std::map<std::string, HessianRecord> &records) {
  return forEachRecord(
      context, file, text, "quantkit-hessian ",
      [&](const Record &line) -> LogicalResult {
        Location recordLoc = line.loc;
        StringRef key = line.key, values = line.values;
        auto malformed = [&](const Twine &what) {
          return emitError(recordLoc) << what, failure();
        };
        if (key.empty() || values.empty())
          return malformed(
              "expected 'quantkit-hessian KEY KERNEL LOCATION : N, "
              "G, K, H...'");
        // The fields one at a time: a record holds millions of them.
        auto next = [&]() -> StringRef {
          auto [field, rest] = values.split(',');
          values = rest;
          return field.trim();
        };
        int64_t count, groups, columns;
        if (next().getAsInteger(10, count) || count < 0)
          return malformed("expected a count of inputs, N >= 0");
        if (next().getAsInteger(10, groups) || groups <= 0 ||
            next().getAsInteger(10, columns) || columns <= 0)
          return malformed("expected positive group and column counts G and K");
        // G K (K + 1) / 2 values, counted without overflow: the counts are
        // the file's, not ours.
        std::optional<int64_t> triangle =
            columns % 2 ? llvm::checkedMul<int64_t>(columns, columns / 2 + 1)
                        : llvm::checkedMul<int64_t>(columns / 2, columns + 1);
        std::optional<int64_t> expected =
            triangle ? llvm::checkedMul<int64_t>(groups, *triangle)
                     : std::nullopt;
        if (!expected)
          return malformed("expected group and column counts whose moments can "
                           "be counted, got G = " +
                           Twine(groups) + ", K = " + Twine(columns));
        if (count == 0)
          expected = 0;
        SmallVector<double> sums;
        while (!values.empty()) {
          StringRef field = next();
          std::optional<double> value = parseRecordValue(field);
          if (!value)
            return malformed("expected a finite moment, got '" + field + "'");
          sums.push_back(*value);
        }
        if (static_cast<int64_t>(sums.size()) != *expected)
          return malformed("record of key '" + key + "' has " +
                           Twine(sums.size()) + " moments, " +
                           Twine(*expected) + " expected for " + Twine(groups) +
                           " groups of " + Twine(columns) + " columns");
        auto [it, inserted] = records.try_emplace(
            key.str(), HessianRecord{0, groups, columns, {}, recordLoc});
        HessianRecord &record = it->second;
        if (record.groups != groups || record.columns != columns)
          return malformed("record of key '" + key + "' has " + Twine(groups) +
                           " groups of " + Twine(columns) +
                           " columns, an earlier "
                           "one " +
                           Twine(record.groups) + " of " +
                           Twine(record.columns));
        if (!inserted && (count == 0) != (record.count == 0))
          return malformed("record of key '" + key + "' is " +
                           (count == 0 ? "empty" : "not empty") +
                           ", an earlier one is not");
        if (inserted)
          record.sums.assign(sums.size(), 0.0);
        record.count += count;
        for (auto [total, sum] : llvm::zip_equal(record.sums, sums))
          total += sum;
        return success();
      });
}

/// One kernel's rounding, apart from the IR: weights, their grids and the
/// moments per group, and the results.
struct RoundingJob {
  RegionOp region;
  WeightContraction contraction;
  std::string key;
  const HessianRecord *record;
  /// Row-major by group, row, column; the weights are rounded in place.
  SmallVector<double> weights, scales;
  SmallVector<int64_t> zeroPoints;
  int64_t storageMin, storageMax;
  /// Filled by run(): squared output error on the recorded inputs of
  /// nearest rounding and of GPTQ, the weights whose code differs from the
  /// nearest, whether the moments factored.
  double nearestError = 0.0, roundedError = 0.0;
  int64_t moved = 0;
  bool factored = true;

  /// The grid value materialize's rounding (quantizedCode) gives `value`.
  double nearest(int64_t index, double value) const {
    int64_t q = quantizedCode(value, scales[index], zeroPoints[index],
                              storageMin, storageMax);
    return static_cast<double>(q - zeroPoints[index]) * scales[index];
  }

  void run(double damp, ParallelFor parallelFor) {
    int64_t k = contraction.columns, rows = contraction.rows;
    SmallVector<double> moments(k * k);
    for (int64_t g = 0; g < contraction.groups; ++g) {
      // The group's matrix from its upper triangle.
      const double *triangle = &record->sums[g * k * (k + 1) / 2];
      for (int64_t i = 0; i < k; ++i)
        for (int64_t j = i; j < k; ++j)
          moments[i * k + j] = moments[j * k + i] = *triangle++;
      std::optional<GptqFactor> factor =
          factorMoments(moments, k, damp, parallelFor);
      if (!factor) {
        factored = false;
        return;
      }
      int64_t base = g * rows * k;
      MutableArrayRef<double> group(&weights[base], rows * k);
      SmallVector<double> original(group), plain(rows * k);
      for (int64_t i = 0; i < rows * k; ++i)
        plain[i] = nearest(base + i, original[i]);
      roundRows(
          group, *factor,
          [&](int64_t r, int64_t c, double value) {
            return nearest(base + r * k + c, value);
          },
          parallelFor);
      nearestError += outputError(original, plain, moments, k, parallelFor);
      roundedError += outputError(original, group, moments, k, parallelFor);
      for (int64_t i = 0; i < rows * k; ++i)
        moved += group[i] != plain[i];
    }
  }
};

std::string decibels(double ratio) {
  std::string text;
  llvm::raw_string_ostream(text)
      << llvm::format("%.2f", 10 * std::log10(ratio));
  return text;
}

std::string number(double value) {
  std::string text;
  llvm::raw_string_ostream(text) << llvm::format("%g", value);
  return text;
}

struct QuantKitRoundWeightsPass
    : public CheckedOptionsPass<
          QuantKitRoundWeightsPass,
          quantkit::impl::QuantKitRoundWeightsBase<QuantKitRoundWeightsPass>> {
  using CheckedOptionsPass::CheckedOptionsPass;

  std::string checkOptions() const {
    if (!(damp > 0.0) || !std::isfinite(damp))
      return "quantkit-round-weights: damp=" + number(damp) +
             " is not a positive number";
    return "";
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (!optionsUsable())
      return signalPassFailure();
    std::unique_ptr<llvm::MemoryBuffer> buffer =
        openRecords(module, file, "quantkit-round-weights",
                    "quantkit-debug-layers{measure=hessian}");
    if (!buffer)
      return signalPassFailure();
    std::map<std::string, HessianRecord> records;
    if (failed(readHessianRecords(&getContext(), file, buffer->getBuffer(),
                                  records)))
      return signalPassFailure();

    bool anyError = false;
    SmallVector<std::string> tooWide, unreadable, unrecognized, keptFloat;
    std::vector<RoundingJob> jobs;
    llvm::StringSet<> kernels;
    module.walk([&](RegionOp region) {
      kernels.insert(kernelKey(region));
      std::optional<WeightContraction> contraction =
          findWeightContraction(region);
      if (!contraction) {
        // A quantized contraction kernel whose contraction is none of the
        // ops read here (tosa.transpose_conv2d, dynamic shapes): said, not
        // silently skipped.
        if (llvm::is_contained({"conv2d", "conv3d", "depthwise_conv2d",
                                "transpose_conv2d", "matmul"},
                               region.getLogicalKernel()) &&
            llvm::any_of(region.getInputSpecs(), [](Attribute spec) {
              return isa<quant::QuantizedType>(cast<TypeAttr>(spec).getValue());
            }))
          unrecognized.push_back(kernelKey(region));
        return;
      }
      std::string key = kernelKey(region);
      auto it = records.find(key);
      if (it == records.end()) {
        region.emitError() << "quantkit-round-weights: no hessian record for "
                           << "kernel '" << key << "' in '" << file << "'";
        anyError = true;
        return;
      }
      HessianRecord &record = it->second;
      record.used = true;
      if (record.groups != contraction->groups ||
          record.columns != contraction->columns) {
        emitError(record.loc)
            << "record of key '" << key << "' has " << record.groups
            << " groups of " << record.columns << " columns, the kernel's "
            << "weights " << contraction->groups << " of "
            << contraction->columns;
        anyError = true;
        return;
      }
      if (record.count == 0) {
        tooWide.push_back(key);
        return;
      }
      if (!contraction->readable) {
        unreadable.push_back(key);
        return;
      }
      jobs.push_back(prepare(region, *contraction, key, record));
    });
    for (auto &[key, record] : records)
      if (!record.used && !anyError) {
        // Measured before the kernel was kept in float (a deny list tried
        // on one set of records): nothing to round.
        if (kernels.contains(key)) {
          if (!llvm::is_contained(unrecognized, key))
            keptFloat.push_back(key);
          continue;
        }
        emitError(record.loc) << "hessian record of key '" << key
                              << "' names no kernel of this program";
        anyError = true;
      }
    if (anyError)
      return signalPassFailure();

    // The numerics, kernel by kernel, on the context's threads, and the
    // loops inside each kernel's as well: a wide kernel alone would keep
    // one thread busy long after the others ran out of kernels.
    double factor = damp;
    MLIRContext *context = &getContext();
    auto parallel = [context](int64_t count, function_ref<void(int64_t)> body) {
      parallelFor(context, 0, count, body);
    };
    parallelForEach(context, jobs,
                    [&](RoundingJob &job) { job.run(factor, parallel); });

    double nearestError = 0.0, roundedError = 0.0;
    int64_t moved = 0, total = 0;
    for (RoundingJob &job : jobs) {
      if (!job.factored) {
        job.region.emitError()
            << "quantkit-round-weights: the second moments of kernel '"
            << job.key << "' are not positive definite even damped by "
            << number(damp) << " of their mean diagonal";
        return signalPassFailure();
      }
      replaceWeights(job);
      nearestError += job.nearestError;
      roundedError += job.roundedError;
      moved += job.moved;
      total += static_cast<int64_t>(job.weights.size());
      ++numRounded;
    }
    InFlightDiagnostic remark =
        emitRemark(module.getLoc())
        << "quantkit-round-weights: rounded " << jobs.size() << " kernels, "
        << moved << " of " << total << " weights off their nearest grid point";
    if (roundedError > 0.0 && nearestError > 0.0)
      remark << "; squared output error on the calibration inputs "
             << decibels(nearestError / roundedError)
             << " dB below nearest rounding";
    if (!tooWide.empty())
      remark << "; " << tooWide.size()
             << " left at nearest, wider than the measurement's limit ("
             << llvm::join(tooWide, ", ") << ")";
    if (!unreadable.empty())
      remark << "; " << unreadable.size()
             << " left as they are, their weights no readable constant ("
             << llvm::join(unreadable, ", ") << ")";
    if (!keptFloat.empty())
      remark << "; " << keptFloat.size()
             << " records of kernels with float weights unused ("
             << llvm::join(keptFloat, ", ") << ")";
    if (!unrecognized.empty())
      remark << "; " << unrecognized.size()
             << " left as they are, their weights not a constant of a "
                "static linalg, tosa.conv2d, tosa.depthwise_conv2d or "
                "tosa.matmul contraction ("
             << llvm::join(unrecognized, ", ") << ")";
  }

  /// The kernel's weights and grids, arranged by group, row and column.
  static RoundingJob prepare(RegionOp region, const WeightContraction &c,
                             const std::string &key,
                             const HessianRecord &record) {
    RoundingJob job{region, c, key, &record, {}, {}, {}, 0, 0};
    Value weight = region.getInputs()[c.weightInput];
    auto type = cast<RankedTensorType>(weight.getType());
    UniformParams params =
        *UniformParams::get(region.getInputSpec(c.weightInput));
    job.storageMin = params.storageMin;
    job.storageMax = params.storageMax;
    int64_t size = type.getNumElements();
    job.weights.assign(size, 0.0);
    job.scales.assign(size, 0.0);
    job.zeroPoints.assign(size, 0);
    SmallVector<int64_t> at = arrangement(c);
    for (auto [e, value] :
         llvm::enumerate(readFloatConstant(weight).getValues<APFloat>())) {
      job.weights[at[e]] = value.convertToDouble();
      // The channel of a per-axis spec: the element's index along the axis.
      int64_t channel = 0;
      if (params.axis) {
        int64_t inner = 1;
        for (int64_t d = type.getRank() - 1; d > *params.axis; --d)
          inner *= type.getDimSize(d);
        channel = (e / inner) % type.getDimSize(*params.axis);
      }
      job.scales[at[e]] = params.scale(channel);
      job.zeroPoints[at[e]] = params.zeroPoint(channel);
    }
    return job;
  }

  /// For each element of the weight (row-major: the operand's order is the
  /// region input's, reshapes keep it), its place among the job's values:
  /// `(group * rows + row) * columns + column`, each of the three indices the
  /// weight dimensions of its loops in their order.
  static SmallVector<int64_t> arrangement(const WeightContraction &c) {
    AffineMap map = c.weightMap;
    ArrayRef<int64_t> shape = c.weightShape;
    int64_t rank = shape.size();
    // Each dimension's part (0 group, 1 row, 2 column) and stride in it.
    SmallVector<int> part(rank);
    SmallVector<int64_t> stride(rank);
    int64_t extent[3] = {1, 1, 1};
    for (int64_t d = rank - 1; d >= 0; --d) {
      unsigned loop = map.getDimPosition(d);
      part[d] = llvm::is_contained(c.groupLoops, loop) ? 0
                : llvm::is_contained(c.rowLoops, loop) ? 1
                                                       : 2;
      stride[d] = extent[part[d]];
      extent[part[d]] *= shape[d];
    }
    SmallVector<int64_t> at(c.groups * c.rows * c.columns);
    SmallVector<int64_t> index(rank, 0);
    for (int64_t &place : at) {
      int64_t parts[3] = {0, 0, 0};
      for (int64_t d = 0; d < rank; ++d)
        parts[part[d]] += index[d] * stride[d];
      place = (parts[0] * c.rows + parts[1]) * c.columns + parts[2];
      // The next index, last dimension fastest.
      for (int64_t d = rank - 1; d >= 0 && ++index[d] == shape[d]; --d)
        index[d] = 0;
    }
    return at;
  }

  /// A new constant of the rounded weights, in the layout of the old one.
  static void replaceWeights(RoundingJob &job) {
    const WeightContraction &c = job.contraction;
    Value weight = job.region.getInputs()[c.weightInput];
    auto type = cast<RankedTensorType>(weight.getType());
    auto element = cast<FloatType>(type.getElementType());
    SmallVector<APFloat> rounded;
    rounded.reserve(type.getNumElements());
    for (int64_t place : arrangement(c)) {
      APFloat value(job.weights[place]);
      bool lost;
      value.convert(element.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                    &lost);
      rounded.push_back(value);
    }
    OpBuilder builder(job.region);
    Value constant = arith::ConstantOp::create(
        builder, weight.getLoc(), type, DenseElementsAttr::get(type, rounded));
    job.region->setOperand(c.weightInput, constant);
    if (weight.use_empty())
      weight.getDefiningOp()->erase();
  }
};

} // namespace
