//===- LowerStatsRef.cpp - The quantkit-lower-stats-ref pass --------------===//
//
// Lowers quantkit.stats_ref to a min/max reduction and a record line printed
// through the C runner utilities, so that a calibration run of the float
// program under mlir-runner leaves parseable records on standard output
// (format in Passes.td; read back by quantkit-apply-stats).
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/utils/CheckedOptions.h"

#include "dialect/QuantKitOps.h"
#include "mlir/Conversion/LLVMCommon/PrintCallHelper.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <numeric>

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITLOWERSTATSREF
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

/// `key` between quotes, with `"`, `\` and non-printable bytes as `\XX`.
std::string quoteKey(StringRef key) {
  std::string text = "\"";
  for (unsigned char c : key) {
    if (c == '"' || c == '\\' || !llvm::isPrint(c)) {
      text += '\\';
      text += llvm::hexdigit(c >> 4);
      text += llvm::hexdigit(c & 15);
      continue;
    }
    text += static_cast<char>(c);
  }
  return text + "\"";
}

/// Emits calls of the C runner utilities' print functions.
class RecordPrinter {
public:
  RecordPrinter(ModuleOp module, SymbolTableCollection &symbols)
      : module(module), symbols(symbols), converter(module.getContext()) {}

  LogicalResult text(OpBuilder &b, Location loc, StringRef string) {
    return LLVM::createPrintStrCall(b, loc, module, "quantkit_stats_str",
                                    string, converter, /*addNewline=*/false,
                                    std::nullopt, &symbols);
  }

  /// Prints the i64 `value` as an unsigned decimal integer.
  LogicalResult unsignedInteger(OpBuilder &b, Location loc, Value value) {
    FailureOr<LLVM::LLVMFuncOp> print =
        LLVM::lookupOrCreatePrintU64Fn(b, module, &symbols);
    if (failed(print))
      return failure();
    LLVM::CallOp::create(b, loc, *print, ValueRange{value});
    return success();
  }

  /// Prints the f32 `value`'s bit pattern as an unsigned decimal integer.
  LogicalResult bits(OpBuilder &b, Location loc, Value value) {
    Value word = arith::BitcastOp::create(b, loc, b.getI32Type(), value);
    Value wide = arith::ExtUIOp::create(b, loc, b.getI64Type(), word);
    return unsignedInteger(b, loc, wide);
  }

  LogicalResult newline(OpBuilder &b, Location loc) {
    FailureOr<LLVM::LLVMFuncOp> print =
        LLVM::lookupOrCreatePrintNewlineFn(b, module, &symbols);
    if (failed(print))
      return failure();
    LLVM::CallOp::create(b, loc, *print, ValueRange{});
    return success();
  }

private:
  ModuleOp module;
  SymbolTableCollection &symbols;
  LLVMTypeConverter converter;
};

/// `value` reduced with `combine` over `dimensions` from `initial`, as a
/// tensor of f32 (rank 0 where every dimension is reduced).
template <typename CombineOp>
Value reduce(OpBuilder &b, Location loc, Value value,
             ArrayRef<int64_t> dimensions, float initial) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> shape;
  SmallVector<Value> dynamicSizes;
  for (int64_t dim = 0; dim < type.getRank(); ++dim) {
    if (llvm::is_contained(dimensions, dim))
      continue;
    shape.push_back(type.getDimSize(dim));
    if (type.isDynamicDim(dim))
      dynamicSizes.push_back(tensor::DimOp::create(b, loc, value, dim));
  }
  Value empty = tensor::EmptyOp::create(b, loc, shape, b.getF32Type(),
                                        dynamicSizes);
  Value start = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(initial));
  Value init =
      linalg::FillOp::create(b, loc, ValueRange{start}, ValueRange{empty})
          .getResult(0);
  auto op = linalg::ReduceOp::create(
      b, loc, ValueRange{value}, ValueRange{init}, dimensions,
      [](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        Value element = args[0];
        if (element.getType() != nested.getF32Type())
          element = arith::ExtFOp::create(nested, nestedLoc,
                                          nested.getF32Type(), element);
        Value combined =
            CombineOp::create(nested, nestedLoc, element, args[1]);
        linalg::YieldOp::create(nested, nestedLoc, combined);
      });
  return op.getResult(0);
}

struct QuantKitLowerStatsRefPass
    : public CheckedOptionsPass<QuantKitLowerStatsRefPass,
                                quantkit::impl::QuantKitLowerStatsRefBase<
                                    QuantKitLowerStatsRefPass>> {
  using CheckedOptionsPass::CheckedOptionsPass;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (!optionsUsable())
      return signalPassFailure();
    SmallVector<StatsRefOp> refs;
    module.walk([&](StatsRefOp ref) { refs.push_back(ref); });
    if (refs.empty())
      return;
    // Upstream renames its declarations around a clash (`printU64_0`),
    // which the runtime does not define: reject the clash instead.
    for (StringRef name : {"printString", "printU64", "printNewline"})
      if (Operation *symbol = SymbolTable::lookupSymbolIn(module, name);
          symbol && !isa<LLVM::LLVMFuncOp>(symbol)) {
        symbol->emitOpError()
            << "clashes with the C runner utilities' '" << name
            << "', which quantkit-lower-stats-ref calls";
        return signalPassFailure();
      }
    SymbolTableCollection symbols;
    RecordPrinter printer(module, symbols);
    bool anyFailed = false;
    for (StatsRefOp ref : refs) {
      if (failed(lower(ref, printer))) {
        anyFailed = true;
        continue;
      }
      ref.getResult().replaceAllUsesWith(ref.getArg());
      ref.erase();
      ++numLowered;
    }
    if (anyFailed)
      signalPassFailure();
  }

  LogicalResult lower(StatsRefOp ref, RecordPrinter &printer) {
    Type type = ref.getArg().getType();
    Type element = type;
    if (auto tensor = dyn_cast<RankedTensorType>(type))
      element = tensor.getElementType();
    else if (!isa<FloatType>(type))
      return ref.emitOpError()
             << "cannot record statistics of " << type
             << ": only float scalars and ranked tensors of float";
    auto floatType = dyn_cast<FloatType>(element);
    if (!floatType || floatType.getWidth() > 32)
      return ref.emitOpError()
             << "cannot record statistics of " << type
             << ": records are f32, the element type must be a float of at "
                "most 32 bits";

    OpBuilder b(ref);
    Location loc = ref.getLoc();
    std::string prefix = "quantkit-stats " + quoteKey(ref.getStatsKey());
    auto toF32 = [&](Value v) -> Value {
      if (v.getType() == b.getF32Type())
        return v;
      return arith::ExtFOp::create(b, loc, b.getF32Type(), v);
    };

    if (std::optional<int64_t> axis = ref.getAxis()) {
      // stats_ref_c2 guarantees a ranked float tensor and a valid axis.
      auto tensor = cast<RankedTensorType>(type);
      SmallVector<int64_t> dims;
      for (int64_t dim = 0; dim < tensor.getRank(); ++dim)
        if (dim != *axis)
          dims.push_back(dim);
      Value value = ref.getArg();
      Value mins, maxs;
      if (dims.empty()) {
        // A rank-1 tensor: every element is its own channel.
        mins = maxs = value;
      } else {
        mins = reduce<arith::MinimumFOp>(
            b, loc, value, dims, std::numeric_limits<float>::infinity());
        maxs = reduce<arith::MaximumFOp>(
            b, loc, value, dims, -std::numeric_limits<float>::infinity());
      }
      Value size = tensor::DimOp::create(b, loc, value, *axis);
      Value size64 =
          arith::IndexCastUIOp::create(b, loc, b.getI64Type(), size);
      if (failed(printer.text(b, loc,
                              prefix + " axis " + std::to_string(*axis) +
                                  " ")))
        return ref.emitOpError() << "cannot declare the runtime's printString";
      if (failed(printer.unsignedInteger(b, loc, size64)))
        return ref.emitOpError() << "cannot declare the runtime's printU64";
      Value zero = arith::ConstantIndexOp::create(b, loc, 0);
      Value one = arith::ConstantIndexOp::create(b, loc, 1);
      auto loop = scf::ForOp::create(b, loc, zero, size, one);
      OpBuilder body = OpBuilder::atBlockBegin(loop.getBody());
      Value channel = loop.getInductionVar();
      Value lo = tensor::ExtractOp::create(body, loc, mins, channel);
      Value hi = tensor::ExtractOp::create(body, loc, maxs, channel);
      if (lo.getType() != body.getF32Type()) {
        lo = arith::ExtFOp::create(body, loc, body.getF32Type(), lo);
        hi = arith::ExtFOp::create(body, loc, body.getF32Type(), hi);
      }
      if (failed(printer.text(body, loc, " ")) ||
          failed(printer.bits(body, loc, lo)) ||
          failed(printer.text(body, loc, " ")) ||
          failed(printer.bits(body, loc, hi)))
        return ref.emitOpError() << "cannot declare the runtime's print "
                                    "functions";
      if (failed(printer.newline(b, loc)))
        return ref.emitOpError() << "cannot declare the runtime's printNewline";
      return success();
    }

    Value lo, hi;
    // The elements one by one, for a histogram: a tensor of rank 1.
    Value flat;
    if (auto tensor = dyn_cast<RankedTensorType>(type);
        tensor && tensor.getRank() > 0) {
      SmallVector<int64_t> all(tensor.getRank());
      std::iota(all.begin(), all.end(), 0);
      Value mins = reduce<arith::MinimumFOp>(
          b, loc, ref.getArg(), all, std::numeric_limits<float>::infinity());
      Value maxs = reduce<arith::MaximumFOp>(
          b, loc, ref.getArg(), all, -std::numeric_limits<float>::infinity());
      lo = tensor::ExtractOp::create(b, loc, mins, ValueRange{});
      hi = tensor::ExtractOp::create(b, loc, maxs, ValueRange{});
      flat = ref.getArg();
      if (histogramBins > 0 && tensor.getRank() > 1)
        flat = tensor::CollapseShapeOp::create(
            b, loc, flat,
            SmallVector<ReassociationIndices>{
                ReassociationIndices(all.begin(), all.end())});
    } else {
      Value element =
          tensor ? tensor::ExtractOp::create(b, loc, ref.getArg(), ValueRange{})
                       .getResult()
                 : ref.getArg();
      lo = hi = toF32(element);
      if (histogramBins > 0)
        flat = tensor::FromElementsOp::create(b, loc, ValueRange{element});
    }
    if (histogramBins > 0)
      return lowerHistogram(ref, printer, b, prefix, lo, hi, flat);
    if (failed(printer.text(b, loc, prefix + " layer ")) ||
        failed(printer.bits(b, loc, lo)) ||
        failed(printer.text(b, loc, " ")) ||
        failed(printer.bits(b, loc, hi)) || failed(printer.newline(b, loc)))
      return ref.emitOpError()
             << "cannot declare the runtime's print functions";
    return success();
  }

  /// Prints the `histogram` record of the rank-1 tensor `flat` whose range
  /// is `[lo, hi]` (f32): the bins cover `[-R, R)`, `R` the smallest power
  /// of two not below `max(|lo|, |hi|)`, so records of one key from other
  /// executions merge exactly (apply-stats rebins the finer ones).
  LogicalResult lowerHistogram(StatsRefOp ref, RecordPrinter &printer,
                               OpBuilder &b, StringRef prefix, Value lo,
                               Value hi, Value flat) {
    Location loc = ref.getLoc();
    int64_t bins = histogramBins;
    Type i32 = b.getI32Type(), i64 = b.getI64Type(), f64 = b.getF64Type();
    auto i32Const = [&](int64_t v) -> Value {
      return arith::ConstantIntOp::create(b, loc, i32, v);
    };

    // R from the bits: for finite non-negative floats the bit patterns
    // order like the values, and a power of two has no mantissa bits, so
    // this is exact. Exponents below 1 (zero, subnormal) give 2^-126, the
    // smallest normal power of two; beyond 254 (|x| > 2^127, NaN) 2^127,
    // the largest, whose end bins then take what lies beyond. An empty
    // tensor (+inf > -inf) also gets 2^-126.
    Value magnitude = i32Const(0x7fffffff);
    Value absLo = arith::AndIOp::create(
        b, loc, arith::BitcastOp::create(b, loc, i32, lo), magnitude);
    Value absHi = arith::AndIOp::create(
        b, loc, arith::BitcastOp::create(b, loc, i32, hi), magnitude);
    Value absMax = arith::MaxUIOp::create(b, loc, absLo, absHi);
    Value exponent = arith::ShRUIOp::create(b, loc, absMax, i32Const(23));
    Value mantissa = arith::AndIOp::create(b, loc, absMax, i32Const(0x7fffff));
    Value inexact = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                          mantissa, i32Const(0));
    exponent = arith::AddIOp::create(
        b, loc, exponent, arith::ExtUIOp::create(b, loc, i32, inexact));
    exponent = arith::MaxUIOp::create(b, loc, exponent, i32Const(1));
    exponent = arith::MinUIOp::create(b, loc, exponent, i32Const(254));
    Value empty =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, lo, hi);
    exponent = arith::SelectOp::create(b, loc, empty, i32Const(1), exponent);
    Value rangeBits = arith::ShLIOp::create(b, loc, exponent, i32Const(23));
    Value range = arith::BitcastOp::create(b, loc, b.getF32Type(), rangeBits);

    // bin = floor(x * (N / 2R)) + N/2 clamped to [0, N-1]: N / 2R and the
    // product are powers of two times an f32, exact in f64 (no overflow or
    // underflow: |x * N/2R| <= 2^128 * 2^141), so floor sees the exact
    // value. The product is clamped to [-N/2, N/2] before the conversion to
    // an integer (which truncates; floor is then one less below a
    // non-integer negative value). NaN is not counted.
    auto f64Const = [&](double v) -> Value {
      return arith::ConstantFloatOp::create(b, loc, cast<FloatType>(f64),
                                            APFloat(v));
    };
    auto i64Const = [&](int64_t v) -> Value {
      return arith::ConstantIntOp::create(b, loc, i64, v);
    };
    Value half = f64Const(static_cast<double>(bins / 2));
    Value scale = arith::DivFOp::create(
        b, loc, half, arith::ExtFOp::create(b, loc, f64, range));
    Value emptyCounts = tensor::EmptyOp::create(b, loc, {bins}, i64);
    Value zeros = linalg::FillOp::create(b, loc, ValueRange{i64Const(0)},
                                         ValueRange{emptyCounts})
                      .getResult(0);
    Value negHalf = f64Const(-static_cast<double>(bins / 2));
    Value noValue = f64Const(0.0);
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    Value size = tensor::DimOp::create(b, loc, flat, 0);
    auto count = scf::ForOp::create(
        b, loc, zero, size, one, ValueRange{zeros},
        [&](OpBuilder &nb, Location nl, Value i, ValueRange iterArgs) {
          Value x = tensor::ExtractOp::create(nb, nl, flat, ValueRange{i});
          // lower() rejects elements wider than f32.
          Value wide = arith::ExtFOp::create(nb, nl, f64, x);
          Value isNumber = arith::CmpFOp::create(
              nb, nl, arith::CmpFPredicate::ORD, wide, wide);
          Value scaled = arith::MulFOp::create(nb, nl, wide, scale);
          scaled = arith::SelectOp::create(nb, nl, isNumber, scaled, noValue);
          scaled = arith::MaximumFOp::create(nb, nl, scaled, negHalf);
          scaled = arith::MinimumFOp::create(nb, nl, scaled, half);
          Value truncated = arith::FPToSIOp::create(nb, nl, i64, scaled);
          Value back = arith::SIToFPOp::create(nb, nl, f64, truncated);
          Value below = arith::CmpFOp::create(nb, nl, arith::CmpFPredicate::OLT,
                                              scaled, back);
          Value floored = arith::SubIOp::create(
              nb, nl, truncated, arith::ExtUIOp::create(nb, nl, i64, below));
          Value bin =
              arith::AddIOp::create(nb, nl, floored, i64Const(bins / 2));
          bin = arith::MaxSIOp::create(nb, nl, bin, i64Const(0));
          bin = arith::MinSIOp::create(nb, nl, bin, i64Const(bins - 1));
          Value index =
              arith::IndexCastOp::create(nb, nl, nb.getIndexType(), bin);
          Value old =
              tensor::ExtractOp::create(nb, nl, iterArgs[0], ValueRange{index});
          Value updated = arith::AddIOp::create(
              nb, nl, old, arith::ExtUIOp::create(nb, nl, i64, isNumber));
          Value counts = tensor::InsertOp::create(nb, nl, updated, iterArgs[0],
                                                  ValueRange{index});
          scf::YieldOp::create(nb, nl, counts);
        });
    Value counts = count.getResult(0);

    std::string head = (prefix + " histogram " + Twine(bins) + " ").str();
    if (failed(printer.text(b, loc, head)) ||
        failed(printer.bits(b, loc, range)) ||
        failed(printer.text(b, loc, " ")) || failed(printer.bits(b, loc, lo)) ||
        failed(printer.text(b, loc, " ")) || failed(printer.bits(b, loc, hi)))
      return ref.emitOpError()
             << "cannot declare the runtime's print functions";
    Value binCount = arith::ConstantIndexOp::create(b, loc, bins);
    auto print = scf::ForOp::create(b, loc, zero, binCount, one);
    OpBuilder body = OpBuilder::atBlockBegin(print.getBody());
    Value c = tensor::ExtractOp::create(body, loc, counts,
                                        ValueRange{print.getInductionVar()});
    if (failed(printer.text(body, loc, " ")) ||
        failed(printer.unsignedInteger(body, loc, c)) ||
        failed(printer.newline(b, loc)))
      return ref.emitOpError()
             << "cannot declare the runtime's print functions";
    return success();
  }

  /// Why the options are unusable, or the empty string.
  std::string checkOptions() const {
    unsigned bins = histogramBins;
    if (bins != 0 && (bins < 2 || bins > 65536 || !llvm::isPowerOf2_32(bins)))
      return "quantkit-lower-stats-ref: histogram-bins=" +
             std::to_string(bins) +
             " must be 0 (no histograms) or a power of two in [2, 65536]";
    return "";
  }
};

} // namespace
