//===- DebugLayers.cpp - The quantkit-debug-layers pass -------------------===//
//
// Makes a propagated program measure its own quantization error, kernel by
// kernel: next to the program that materialize will quantize, a float copy
// of it runs on the same inputs, and every kernel is also run quantized on
// the float copy's inputs. Each kernel then prints how far its quantized
// output is from the float one, with float inputs (its own error) and with
// the quantized program's inputs (the error accumulated up to it).
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/utils/CheckedOptions.h"

#include "dialect/QuantKitOps.h"
#include "passes/accuracy/BiasCorrection.h"
#include "passes/accuracy/KernelKeys.h"
#include "passes/accuracy/RecordWriter.h"
#include "passes/accuracy/WeightRounding.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITDEBUGLAYERS
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using namespace mlir::quantkit;

namespace {

/// `v` as f64 (the records sum in f64 whatever the model's float type).
Value widenToF64(OpBuilder &b, Location loc, Value v) {
  Type f64 = b.getF64Type();
  return v.getType() == f64 ? v : arith::ExtFOp::create(b, loc, f64, v);
}

/// Prints one record, `quantkit-debug KEY KERNEL MODE LOCATION : N, SIGNAL,
/// NOISE, MAXERR` (the lowering of `vector.print str` may or may not end
/// the line after the colon), with the sums over the elements of
/// `reference` (float) and `measured` (same shape) in f64: signal
/// `sum(r^2)`, noise `sum((m - r)^2)`, `max |m - r|`.
void emitRecord(OpBuilder &b, Location loc, StringRef header, Value reference,
                Value measured) {
  auto type = cast<RankedTensorType>(reference.getType());
  Type f64 = b.getF64Type();
  unsigned rank = type.getRank();
  Value zero = arith::ConstantOp::create(b, loc, b.getF64FloatAttr(0.0));
  SmallVector<Value> inits;
  for (int i = 0; i < 3; ++i) {
    Value empty = tensor::EmptyOp::create(b, loc, ArrayRef<int64_t>{}, f64);
    inits.push_back(
        linalg::FillOp::create(b, loc, ValueRange{zero}, ValueRange{empty})
            .getResult(0));
  }
  MLIRContext *context = b.getContext();
  AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, context);
  AffineMap scalar = AffineMap::get(rank, 0, context);
  SmallVector<AffineMap> maps = {identity, identity, scalar, scalar, scalar};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::reduction);
  auto sums = linalg::GenericOp::create(
      b, loc, TypeRange(ValueRange(inits)), ValueRange{reference, measured},
      inits, maps, iterators, [&](OpBuilder &nb, Location nl, ValueRange args) {
        auto widen = [&](Value v) { return widenToF64(nb, nl, v); };
        Value r = widen(args[0]), m = widen(args[1]);
        Value d = arith::SubFOp::create(nb, nl, m, r);
        Value signal = arith::AddFOp::create(
            nb, nl, args[2], arith::MulFOp::create(nb, nl, r, r));
        Value noise = arith::AddFOp::create(
            nb, nl, args[3], arith::MulFOp::create(nb, nl, d, d));
        Value worst = arith::MaximumFOp::create(
            nb, nl, args[4], math::AbsFOp::create(nb, nl, d));
        linalg::YieldOp::create(nb, nl, ValueRange{signal, noise, worst});
      });
  vector::PrintOp::create(b, loc, header);
  Value count = arith::ConstantOp::create(
      b, loc, b.getF64FloatAttr(static_cast<double>(type.getNumElements())));
  SmallVector<Value> values = {count};
  for (Value sum : sums.getResults())
    values.push_back(tensor::ExtractOp::create(b, loc, sum, ValueRange{}));
  for (auto [index, value] : llvm::enumerate(values))
    vector::PrintOp::create(b, loc, value,
                            index + 1 == values.size()
                                ? vector::PrintPunctuation::NewLine
                                : vector::PrintPunctuation::Comma);
}

/// `value` rounded to `spec` and back (`quant.qcast` then `quant.dcast`),
/// or `value` itself where the spec quantizes nothing.
Value fakeQuantize(OpBuilder &b, Location loc, Value value, Type spec) {
  auto quantized = dyn_cast<quant::QuantizedType>(spec);
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!quantized || !type)
    return value;
  Value cast =
      quant::QuantizeCastOp::create(b, loc, type.clone(quantized), value);
  return quant::DequantizeCastOp::create(b, loc, type, cast);
}

/// Writes one bias record, `quantkit-bias KEY KERNEL LOCATION : N, S0, ...,
/// SC-1`: `N` the elements per channel, `Sc = sum(m - r)` in f64 over the
/// elements of channel `c` (dimension `dim` of `reference` and `measured`).
void emitBiasRecord(OpBuilder &b, Location loc, StringRef header,
                    Value reference, Value measured, unsigned dim,
                    RecordWriter &writer) {
  auto type = cast<RankedTensorType>(reference.getType());
  Type f64 = b.getF64Type();
  unsigned rank = type.getRank();
  int64_t channels = type.getDimSize(dim);
  Value zero = arith::ConstantOp::create(b, loc, b.getF64FloatAttr(0.0));
  Value empty =
      tensor::EmptyOp::create(b, loc, ArrayRef<int64_t>{channels}, f64);
  Value init =
      linalg::FillOp::create(b, loc, ValueRange{zero}, ValueRange{empty})
          .getResult(0);
  MLIRContext *context = b.getContext();
  AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, context);
  AffineMap channel = AffineMap::get(rank, 0, b.getAffineDimExpr(dim));
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::reduction);
  iterators[dim] = utils::IteratorType::parallel;
  Value sums =
      linalg::GenericOp::create(
          b, loc, TypeRange{init.getType()}, ValueRange{reference, measured},
          ValueRange{init}, ArrayRef<AffineMap>{identity, identity, channel},
          iterators,
          [&](OpBuilder &nb, Location nl, ValueRange args) {
            auto widen = [&](Value v) { return widenToF64(nb, nl, v); };
            Value d =
                arith::SubFOp::create(nb, nl, widen(args[1]), widen(args[0]));
            linalg::YieldOp::create(
                nb, nl, ValueRange{arith::AddFOp::create(nb, nl, args[2], d)});
          })
          .getResult(0);
  writer.write(b, loc, header, type.getNumElements() / channels, {}, channels,
               [&](OpBuilder &lb, Location ll, RecordWriter::ValueBody body) {
                 // The channels in a loop: an unrolled print of a thousand
                 // channels would be a thousand calls in the code.
                 scf::ForOp::create(
                     lb, ll, arith::ConstantIndexOp::create(lb, ll, 0),
                     arith::ConstantIndexOp::create(lb, ll, channels),
                     arith::ConstantIndexOp::create(lb, ll, 1), ValueRange{},
                     [&](OpBuilder &cb, Location cl, Value c, ValueRange) {
                       body(cb, cl, tensor::ExtractOp::create(cb, cl, sums, c),
                            c);
                       scf::YieldOp::create(cb, cl);
                     });
               });
}

/// For a `quant.dcast` of a `quant.qcast` (through any `quantkit.rescale`s)
/// of a float value of the dcast's type, that value; else null.
Value floatSource(Operation *op) {
  auto dcast = dyn_cast<quant::DequantizeCastOp>(op);
  if (!dcast)
    return {};
  Value value = dcast.getInput();
  while (auto rescale = value.getDefiningOp<RescaleOp>())
    value = rescale.getInput();
  auto qcast = value.getDefiningOp<quant::QuantizeCastOp>();
  if (!qcast || qcast.getInput().getType() != dcast.getType())
    return {};
  return qcast.getInput();
}

bool isMeasurable(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  return type && type.hasStaticShape() && isa<FloatType>(type.getElementType());
}

struct QuantKitDebugLayersPass
    : public CheckedOptionsPass<
          QuantKitDebugLayersPass,
          quantkit::impl::QuantKitDebugLayersBase<QuantKitDebugLayersPass>> {
  using CheckedOptionsPass::CheckedOptionsPass;

  std::string checkOptions() const {
    if (measure != "sqnr" && measure != "bias" && measure != "hessian")
      return "quantkit-debug-layers: measure='" + measure +
             "' is not one of sqnr, bias, hessian";
    if (!printAt.empty() && measure == "sqnr")
      return "quantkit-debug-layers: print-at=" + printAt +
             " sums records over calls, which measure=bias and "
             "measure=hessian write; measure=sqnr prints each call's";
    if (hessianMaxColumns <= 0)
      return "quantkit-debug-layers: hessian-max-columns=" +
             std::to_string(hessianMaxColumns) + " is not positive";
    return "";
  }

  void runOnOperation() override {
    if (!optionsUsable())
      return signalPassFailure();
    RecordWriter records(getOperation(), printAt);
    writer = &records;
    // The functions first: the writer adds globals and a function.
    SmallVector<func::FuncOp> functions;
    getOperation().walk(
        [&](func::FuncOp function) { functions.push_back(function); });
    for (func::FuncOp function : functions)
      instrument(function);
    writer = nullptr;
    if (failed(records.finish()))
      return signalPassFailure();
  }

  void instrument(func::FuncOp function) {
    SmallVector<RegionOp> kernels;
    function.walk([&](RegionOp kernel) { kernels.push_back(kernel); });
    if (kernels.empty())
      return;
    Block &entry = function.getBody().front();
    if (!function.getBody().hasOneBlock() ||
        llvm::any_of(kernels, [&](RegionOp kernel) {
          return kernel->getBlock() != &entry;
        })) {
      function.emitRemark()
          << "quantkit-debug-layers: @" << function.getSymName()
          << " not measured: its kernels are not all in its entry block";
      return;
    }
    Operation *terminator = entry.getTerminator();
    OpBuilder b(terminator);

    // The float copy: every op cloned before the terminator, each kernel
    // replaced by its float body.
    IRMapping floats;
    SmallVector<Operation *> original;
    for (Operation &op : entry.without_terminator())
      original.push_back(&op);
    for (Operation *op : original) {
      // The float copy is the float program: the quantization of edges
      // (model pairs, propagation's qcast -> rescale -> dcast) is skipped,
      // so a dcast stands for the float value its qcast read.
      if (Value source = floatSource(op)) {
        floats.map(op->getResult(0), floats.lookupOrDefault(source));
        continue;
      }
      if (isa<quant::QuantizeCastOp, RescaleOp>(op))
        continue;
      auto kernel = dyn_cast<RegionOp>(op);
      if (!kernel) {
        b.clone(*op, floats);
        continue;
      }
      Block &body = kernel.getBody().front();
      for (auto [argument, input] :
           llvm::zip_equal(body.getArguments(), kernel.getInputs()))
        floats.map(argument, floats.lookupOrDefault(input));
      for (Operation &inner : body.without_terminator())
        b.clone(inner, floats);
      for (auto [result, yielded] : llvm::zip_equal(
               kernel.getResults(), body.getTerminator()->getOperands()))
        floats.map(result, floats.lookupOrDefault(yielded));
    }

    if (measure == "bias") {
      for (RegionOp kernel : kernels)
        if (std::optional<BiasAdd> bias = findBiasAdd(kernel);
            bias && bias->readable)
          measureBias(b, kernel, *bias, floats);
      return;
    }
    if (measure == "hessian") {
      for (RegionOp kernel : kernels)
        if (std::optional<WeightContraction> contraction =
                findWeightContraction(kernel))
          measureHessian(b, kernel, *contraction, floats);
      return;
    }

    // Each kernel once more on the float copy's inputs, and the records.
    for (RegionOp kernel : kernels) {
      IRMapping inputs;
      for (Value input : kernel.getInputs())
        inputs.map(input, floats.lookupOrDefault(input));
      Operation *local = b.clone(*kernel, inputs);
      for (auto [r, result] : llvm::enumerate(kernel.getResults())) {
        Value reference = floats.lookupOrDefault(result);
        if (!isMeasurable(result) || reference.getType() != result.getType())
          continue;
        std::string key = kernelKey(kernel);
        if (kernel->getNumResults() > 1)
          key += "." + std::to_string(r);
        std::string where = kernelLocation(kernel.getLoc());
        for (auto [mode, measured] :
             {std::pair<StringRef, Value>{"local", local->getResult(r)},
              std::pair<StringRef, Value>{"accumulated", result}}) {
          std::string header =
              ("quantkit-debug " + key + " " + kernel.getLogicalKernel() + " " +
               mode + " " + where + " :")
                  .str();
          emitRecord(b, kernel.getLoc(), header, reference, measured);
        }
        ++numRecorded;
      }
    }
  }

  /// The kernel's body up to the value its bias is added to, once more on
  /// the float copy's inputs rounded to the kernel's input specs, and a
  /// record of its error per channel against the float copy's value: the
  /// kernel's own error. The bias itself is left out, so that the records
  /// do not depend on it (they are the corrections, whatever the bias is
  /// now), and so is the output rounding: it is unbiased, and after an
  /// activation the mean error would no longer be the bias's. (A TOSA
  /// convolution adds its bias inside itself: both values then hold the
  /// same float bias, which cancels in their difference.)
  void measureBias(OpBuilder &b, RegionOp kernel, BiasAdd bias,
                   IRMapping &floats) {
    Location loc = kernel.getLoc();
    Block &body = kernel.getBody().front();
    IRMapping rounded;
    for (auto [index, argument] : llvm::enumerate(body.getArguments())) {
      Value input = floats.lookupOrDefault(kernel.getInputs()[index]);
      // The bias stays float: a TOSA convolution adds it inside itself,
      // and an op that reads it (a reshape) may sit before the value in a
      // kernel's body.
      if (index == bias.operand) {
        rounded.map(argument, input);
        continue;
      }
      rounded.map(argument,
                  fakeQuantize(b, loc, input, kernel.getInputSpec(index)));
    }
    if (Operation *last = bias.value.getDefiningOp()) {
      for (Operation &inner : body.without_terminator()) {
        b.clone(inner, rounded);
        if (&inner == last)
          break;
      }
    }
    std::string header =
        ("quantkit-bias " + kernelKey(kernel) + " " +
         kernel.getLogicalKernel() + " " + kernelLocation(loc) + " :")
            .str();
    emitBiasRecord(b, loc, header, floats.lookupOrDefault(bias.value),
                   rounded.lookupOrDefault(bias.value), bias.dim, *writer);
    ++numRecorded;
  }

  /// The second moments of the inputs the kernel's weights multiply, on the
  /// float copy's inputs: for each group `g`, `H[i][j] = sum x[i] x[j]` over
  /// the input vectors `x` (one per position: batch and output pixel) of the
  /// weight's columns `i`, `j`, printed as a record of the upper triangles.
  void measureHessian(OpBuilder &b, RegionOp kernel,
                      const WeightContraction &contraction, IRMapping &floats) {
    Location loc = kernel.getLoc();
    std::string header =
        ("quantkit-hessian " + kernelKey(kernel) + " " +
         kernel.getLogicalKernel() + " " + kernelLocation(loc) + " :")
            .str();
    int64_t groups = contraction.groups, columns = contraction.columns;
    ++numRecorded;
    // Too wide to record (a 4608-column convolution's matrix has 21 million
    // entries): an empty record says so, and the weights keep nearest
    // rounding.
    if (columns > hessianMaxColumns) {
      writer->write(b, loc, header, 0, {groups, columns}, 0,
                    [](OpBuilder &, Location, RecordWriter::ValueBody) {});
      return;
    }
    // The body up to the contraction, on the float copy's inputs.
    Operation *op = contraction.op;
    Block &body = kernel.getBody().front();
    IRMapping mapping;
    for (auto [argument, input] :
         llvm::zip_equal(body.getArguments(), kernel.getInputs()))
      mapping.map(argument, floats.lookupOrDefault(input));
    for (Operation &inner : body.without_terminator()) {
      if (&inner == op)
        break;
      b.clone(inner, mapping);
    }
    Value data =
        mapping.lookupOrDefault(op->getOperand(contraction.dataOperand));
    // A TOSA convolution pads its input inside the op: the moments see the
    // zeros it multiplies.
    if (contraction.padded()) {
      auto type = cast<RankedTensorType>(data.getType());
      SmallVector<int64_t> shape(type.getShape());
      for (auto [size, low, high] :
           llvm::zip_equal(shape, contraction.padLow, contraction.padHigh))
        size += low + high;
      Value zero = arith::ConstantOp::create(
          b, loc, b.getZeroAttr(type.getElementType()));
      data = tensor::PadOp::create(
          b, loc, type.clone(shape), data,
          getAsIndexOpFoldResult(b.getContext(), contraction.padLow),
          getAsIndexOpFoldResult(b.getContext(), contraction.padHigh), zero);
    }

    // One generic over the group, position and column loops and a second
    // copy of the column loops: out[g, c, c'] += x[g, p, c] * x[g, p, c'].
    // The row loops (output channels) drop out; the position loops are
    // bound by a shape-only operand, as a pooling window is.
    MLIRContext *context = b.getContext();
    ArrayRef<int64_t> ranges = contraction.ranges;
    unsigned loops = ranges.size();
    SmallVector<AffineExpr> renumbered(loops,
                                       getAffineConstantExpr(0, context));
    unsigned next = 0;
    for (unsigned loop = 0; loop < loops; ++loop)
      if (!llvm::is_contained(contraction.rowLoops, loop))
        renumbered[loop] = getAffineDimExpr(next++, context);
    SmallVector<AffineExpr> primed(renumbered);
    for (unsigned loop : contraction.columnLoops)
      primed[loop] = getAffineDimExpr(next++, context);
    unsigned dims = next;
    AffineMap dataMap = contraction.dataMap;
    AffineMap first = dataMap.replaceDimsAndSymbols(renumbered, {}, dims, 0);
    AffineMap second = dataMap.replaceDimsAndSymbols(primed, {}, dims, 0);
    SmallVector<AffineExpr> outputExprs;
    SmallVector<int64_t> outputShape;
    for (unsigned loop : contraction.groupLoops) {
      outputExprs.push_back(renumbered[loop]);
      outputShape.push_back(ranges[loop]);
    }
    for (ArrayRef<AffineExpr> copy : {ArrayRef(renumbered), ArrayRef(primed)})
      for (unsigned loop : contraction.columnLoops) {
        outputExprs.push_back(copy[loop]);
        outputShape.push_back(ranges[loop]);
      }
    SmallVector<Value> inputs = {data, data};
    SmallVector<AffineMap> maps = {first, second};
    SmallVector<utils::IteratorType> iterators(dims,
                                               utils::IteratorType::parallel);
    if (!contraction.positionLoops.empty()) {
      SmallVector<AffineExpr> positionExprs;
      SmallVector<int64_t> positionShape;
      for (unsigned loop : contraction.positionLoops) {
        positionExprs.push_back(renumbered[loop]);
        positionShape.push_back(ranges[loop]);
        iterators[cast<AffineDimExpr>(renumbered[loop]).getPosition()] =
            utils::IteratorType::reduction;
      }
      inputs.push_back(tensor::EmptyOp::create(
          b, loc, positionShape,
          cast<RankedTensorType>(data.getType()).getElementType()));
      maps.push_back(AffineMap::get(dims, 0, positionExprs, context));
    }
    maps.push_back(AffineMap::get(dims, 0, outputExprs, context));
    Type f64 = b.getF64Type();
    Value zero = arith::ConstantOp::create(b, loc, b.getF64FloatAttr(0.0));
    Value init =
        linalg::FillOp::create(
            b, loc, ValueRange{zero},
            ValueRange{tensor::EmptyOp::create(b, loc, outputShape, f64)})
            .getResult(0);
    Value moments =
        linalg::GenericOp::create(
            b, loc, TypeRange{init.getType()}, inputs, ValueRange{init}, maps,
            iterators,
            [&](OpBuilder &nb, Location nl, ValueRange args) {
              auto widen = [&](Value v) { return widenToF64(nb, nl, v); };
              Value x = widen(args[0]), y = widen(args[1]);
              Value sum = arith::AddFOp::create(
                  nb, nl, args.back(), arith::MulFOp::create(nb, nl, x, y));
              linalg::YieldOp::create(nb, nl, ValueRange{sum});
            })
            .getResult(0);
    // As [groups, columns, columns].
    SmallVector<ReassociationIndices> groupsOfDims;
    unsigned dim = 0;
    unsigned groupRank = contraction.groupLoops.size();
    unsigned columnRank = contraction.columnLoops.size();
    for (unsigned size : {groupRank, columnRank, columnRank}) {
      ReassociationIndices indices;
      for (unsigned i = 0; i < size; ++i)
        indices.push_back(dim++);
      if (!indices.empty())
        groupsOfDims.push_back(indices);
    }
    if (groupRank > 1 || columnRank > 1)
      moments = tensor::CollapseShapeOp::create(b, loc, moments, groupsOfDims);
    if (groupRank == 0)
      moments = tensor::ExpandShapeOp::create(
          b, loc, RankedTensorType::get({1, columns, columns}, f64), moments,
          SmallVector<ReassociationIndices>{{0, 1}, {2}});

    // The record: N, G, K, then each group's upper triangle row by row,
    // value (g, i, j) at g T + i K - i (i - 1) / 2 + j - i with T the
    // values of a triangle.
    int64_t triangle = columns * (columns + 1) / 2;
    writer->write(
        b, loc, header, contraction.positions, {groups, columns},
        groups * triangle,
        [&](OpBuilder &lb, Location ll, RecordWriter::ValueBody body) {
          auto index = [&](OpBuilder &ib, int64_t value) -> Value {
            return arith::ConstantIndexOp::create(ib, ll, value);
          };
          Value c0 = index(lb, 0), c1 = index(lb, 1);
          scf::ForOp::create(
              lb, ll, c0, index(lb, groups), c1, ValueRange{},
              [&](OpBuilder &gb, Location, Value g, ValueRange) {
                Value groupStart =
                    arith::MulIOp::create(gb, ll, g, index(gb, triangle));
                scf::ForOp::create(
                    gb, ll, c0, index(gb, columns), c1, ValueRange{},
                    [&](OpBuilder &ib, Location, Value i, ValueRange) {
                      // i K - i (i - 1) / 2 - i: where row i's j = i lands,
                      // less i.
                      Value before = arith::DivUIOp::create(
                          ib, ll,
                          arith::MulIOp::create(
                              ib, ll, i, arith::SubIOp::create(ib, ll, i, c1)),
                          index(ib, 2));
                      Value rowStart = arith::SubIOp::create(
                          ib, ll,
                          arith::SubIOp::create(
                              ib, ll,
                              arith::AddIOp::create(
                                  ib, ll, groupStart,
                                  arith::MulIOp::create(ib, ll, i,
                                                        index(ib, columns))),
                              before),
                          i);
                      scf::ForOp::create(
                          ib, ll, i, index(ib, columns), c1, ValueRange{},
                          [&](OpBuilder &jb, Location, Value j, ValueRange) {
                            Value v = tensor::ExtractOp::create(
                                jb, ll, moments, ValueRange{g, i, j});
                            body(jb, ll, v,
                                 arith::AddIOp::create(jb, ll, rowStart, j));
                            scf::YieldOp::create(jb, ll);
                          });
                      scf::YieldOp::create(ib, ll);
                    });
                scf::YieldOp::create(gb, ll);
              });
        });
  }

  RecordWriter *writer = nullptr;
};

} // namespace
